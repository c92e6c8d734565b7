//! Loading plugins: the example plugin loads and plays; every kind of bad plugin is refused or disabled with a
//! message naming what is wrong, and the process goes on.

#![allow(clippy::unwrap_used)]

use std::path::PathBuf;
use std::sync::Arc;

use metro_core::KindCatalogue;
use metro_engine::ids::GameRng;
use metro_engine::{Event, Game, MODULE_FAILED, Registry, Setup};
use metro_plugins::{PluginError, load, load_into, plugin_files};
use metro_tests::plugins::{FAULTY, RUSH_HOUR, copy, library};

fn rush_hour() -> PathBuf {
    library(RUSH_HOUR).unwrap()
}

fn faulty(name: &str) -> PathBuf {
    copy(&library(FAULTY).unwrap(), name, None).unwrap()
}

fn tokyo(registry: &Registry, players: usize) -> Setup {
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).unwrap();
    let cards =
        metro_data::load_card_set("cards/tokyo.toml", metro_tokyo::CARDS_TOML, registry.kinds()).unwrap();
    Setup::new(Arc::new(map), Arc::new(cards), players)
}

/// Plays random legal actions to the end; the events of the whole game.
fn play_out(game: &mut Game, seed: u64) -> Vec<Event> {
    let mut rng = GameRng::new(seed);
    let mut all = Vec::new();
    while !game.is_over() {
        let legal = game.legal_actions();
        let action = legal[rng.below(legal.len())];
        all.extend(game.apply(action).unwrap());
    }
    all
}

#[test]
fn the_example_plugin_loads_registers_and_plays() {
    let path = rush_hour();
    let mut registry = Registry::new();
    let plugin = load_into(&path, &mut registry).unwrap();
    assert_eq!(plugin.info.key, "metro-rush-hour");
    assert_eq!(plugin.info.version, env!("CARGO_PKG_VERSION"));
    let module = registry.module("rush-hour").unwrap();
    assert_eq!(module.title(), "Rush hour");
    assert_eq!(module.version(), env!("CARGO_PKG_VERSION"));
    assert!(module.rules_text().contains("¥100"));
    assert!(plugin.failure().is_none());
    let mut fares = 0;
    for seed in 0..4 {
        let mut setup = tokyo(&registry, 3);
        setup.play(module.clone());
        let mut game = Game::new(setup, seed).unwrap();
        // RH-1: a seventh column after the Tokyo cards.
        assert_eq!(game.state().columns.len(), 7);
        let events = play_out(&mut game, seed);
        fares += events
            .iter()
            .filter(|e| matches!(e, Event::Module(m) if m.kind == 1))
            .count();
        assert!(game.result().is_some());
    }
    assert!(fares > 0, "random games pay some rush-hour fares");
    assert!(plugin.failure().is_none());
}

/// A plugin has its own copy of `metro_lang`; its guards run every hook in the host's language, so the loaded
/// library narrates in the language the host has now: its process setting or, as here, the thread's override.
#[test]
fn the_plugin_speaks_the_host_language() {
    let mut registry = Registry::new();
    load_into(&rush_hour(), &mut registry).unwrap();
    let module = registry.module("rush-hour").unwrap();
    let mut setup = tokyo(&registry, 3);
    setup.play(module.clone());
    let mut game = Game::new(setup, 5).unwrap();
    let events = play_out(&mut game, 5);
    let booked = events
        .iter()
        .find(|e| matches!(e, Event::Module(m) if m.kind == 0))
        .expect("random games book the rush hour");
    let said =
        |language| metro_lang::with_language(language, || metro_engine::narrate::describe(&game, booked));
    let english = said(metro_lang::Language::English);
    assert!(
        english.ends_with(" books the rush hour: their stations pay ¥100 more in this train phase."),
        "{english}"
    );
    let german = said(metro_lang::Language::German);
    assert!(
        german
            .ends_with(" bucht die Stoßzeit: die eigenen Stationen zahlen in dieser Zugphase ¥100 mehr aus."),
        "{german}"
    );
    assert!(german.starts_with("Spieler "), "{german}");
    let italian = said(metro_lang::Language::Italian);
    assert!(
        italian.ends_with(
            " prenota l'ora di punta: le sue Stazioni pagano ¥100 in più in questa Fase dei Treni."
        ),
        "{italian}"
    );
    // the loader's own refusals follow the host's language too
    let refusal = metro_lang::with_language(metro_lang::Language::German, || {
        let error = metro_plugins::load(std::path::Path::new("/no/such/plugin.so")).unwrap_err();
        error.to_string()
    });
    assert!(refusal.contains("keine ladbare Bibliothek"), "{refusal}");
    assert!(plugin_language_is_back_to_english(&game, booked));
}

/// After a hook in another language, the plugin speaks English again (the override is the host thread's only).
fn plugin_language_is_back_to_english(game: &Game, event: &Event) -> bool {
    metro_engine::narrate::describe(game, event).contains("books the rush hour")
}

#[test]
fn a_plugin_cannot_register_twice_in_one_registry() {
    let mut registry = Registry::new();
    load_into(&rush_hour(), &mut registry).unwrap();
    let again = copy(&rush_hour(), "librush_again.so", None).unwrap();
    match load_into(&again, &mut registry) {
        Err(PluginError::Registry { error, .. }) => assert!(error.to_string().contains("rush-hour")),
        other => panic!("{other:?}"),
    }
    assert_eq!(registry.modules().len(), 1);
}

#[test]
fn a_file_that_is_not_a_library_is_refused() {
    let dir = metro_tests::plugins::target_dir().join("plugin-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("not-a-library.so");
    std::fs::write(&path, "just some text\n").unwrap();
    match load(&path) {
        Err(e @ PluginError::NotALibrary { .. }) => assert!(e.to_string().contains("not a loadable library")),
        other => panic!("{other:?}"),
    }
    match load(&dir.join("no-such-file.so")) {
        Err(PluginError::NotALibrary { .. }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_plugin_built_by_another_compiler_is_refused_naming_the_field() {
    // The same library with its handshake saying another rustc (as if built by another compiler).
    let path = copy(
        &rush_hour(),
        "libother_rustc.so",
        Some((b"rustc=rustc 1.", b"rustc=rustc 0.")),
    )
    .unwrap();
    match load(&path) {
        Err(e @ PluginError::Abi { .. }) => {
            let PluginError::Abi { mismatch, .. } = &e else {
                unreachable!()
            };
            assert_eq!(mismatch.field, "rustc");
            assert!(mismatch.plugin.starts_with("rustc 0."));
            let message = e.to_string();
            assert!(message.contains("rustc version"), "{message}");
            assert!(message.contains("rebuild the plugin"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    let path = copy(&rush_hour(), "libother_api.so", Some((b";api=2;", b";api=7;"))).unwrap();
    match load(&path) {
        Err(PluginError::Abi { mismatch, .. }) => {
            assert_eq!(mismatch.field, "api");
            assert_eq!(mismatch.plugin, "7");
        }
        other => panic!("{other:?}"),
    }
    let path = copy(
        &rush_hour(),
        "libother_target.so",
        Some((b"target=x86_64", b"target=y86_64")),
    )
    .ok();
    if let Some(path) = path {
        match load(&path) {
            Err(PluginError::Abi { mismatch, .. }) => assert_eq!(mismatch.field, "target"),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn a_library_without_the_symbols_is_refused() {
    let path = copy(
        &rush_hour(),
        "libno_register.so",
        Some((b"metro_plugin_register", b"metro_plugin_regist_x")),
    )
    .unwrap();
    match load(&path) {
        Err(e @ PluginError::MissingSymbol { .. }) => {
            assert!(e.to_string().contains("no symbol `metro_plugin_register`"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    let path = copy(
        &rush_hour(),
        "libno_abi.so",
        Some((b"metro_plugin_abi", b"metro_plugin_xyz")),
    )
    .unwrap();
    match load(&path) {
        Err(e @ PluginError::MissingSymbol { .. }) => {
            assert!(e.to_string().contains("metro_plugin_abi"), "{e}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_panic_or_an_error_in_registration_is_refused() {
    match load(&faulty("libpanic-in-register.so")) {
        Err(e @ PluginError::Registration { .. }) => {
            let message = e.to_string();
            assert!(message.contains("panicked while registering"), "{message}");
            assert!(
                message.contains("the faulty plugin panics while registering"),
                "{message}"
            );
        }
        other => panic!("{other:?}"),
    }
    match load(&faulty("liberror-in-register.so")) {
        Err(e @ PluginError::Registration { .. }) => {
            assert!(e.to_string().contains("the faulty plugin will not register"))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_panic_when_joining_a_game_is_a_setup_error() {
    let mut registry = Registry::new();
    let plugin = load_into(&faulty("libpanic-in-join.so"), &mut registry).unwrap();
    let mut setup = tokyo(&registry, 2);
    setup.play(registry.module("faulty").unwrap().clone());
    let error = Game::new(setup, 1).unwrap_err().to_string();
    assert!(error.contains("faulty"), "{error}");
    assert!(error.contains("panicked in its hook `join`"), "{error}");
    assert!(plugin.failure().is_some());
    // The host goes on: a game without the plugin plays.
    let mut game = Game::new(tokyo(&registry, 2), 1).unwrap();
    play_out(&mut game, 1);
}

#[test]
fn a_panic_in_a_hook_disables_the_plugin_and_leaves_the_game_as_it_was() {
    let mut registry = Registry::new();
    let plugin = load_into(&faulty("libpanic-in-hook.so"), &mut registry).unwrap();
    let mut setup = tokyo(&registry, 2);
    setup.play(registry.module("faulty").unwrap().clone());
    let mut game = Game::new(setup, 5).unwrap();
    let mut rng = GameRng::new(5);
    // Bids and moves go by; the first action turn asks the plugin's hook, which panics.
    let refused = loop {
        let legal = game.legal_actions();
        let action = legal[rng.below(legal.len())];
        let before = game.state_hash();
        match game.apply(action) {
            Ok(_) => {}
            Err(e) => {
                assert_eq!(game.state_hash(), before, "a refused action changes nothing");
                break e;
            }
        }
    };
    assert_eq!(refused.rule, MODULE_FAILED);
    assert!(
        refused.reason.contains("panicked in its hook `turn_options`"),
        "{}",
        refused.reason
    );
    assert!(
        refused
            .reason
            .contains("the faulty plugin breaks in an action turn")
    );
    let failure = plugin.failure().unwrap();
    assert!(game.module_failure().unwrap().1.contains(failure));
    // Every further action is refused the same way; nothing panics.
    for action in game.legal_actions() {
        assert_eq!(game.apply(action).unwrap_err().rule, MODULE_FAILED);
    }
}

#[test]
fn a_folder_lists_libraries_only_and_loads_the_good_ones() {
    let good = rush_hour();
    let folder = copy(&good, "librush_hour.so", None).unwrap();
    let folder = folder.parent().unwrap().to_path_buf();
    std::fs::write(folder.join("notes.txt"), "not a plugin").unwrap();
    std::fs::write(folder.join("broken.so"), "not a library either").unwrap();
    let files = plugin_files(&folder);
    assert_eq!(files.len(), 2, "{files:?}");
    let mut registry = Registry::new();
    let (loaded, refused) = metro_plugins::load_folder(&folder, &mut registry);
    assert_eq!(loaded.len(), 1);
    assert_eq!(refused.len(), 1);
    assert!(matches!(refused[0], PluginError::NotALibrary { .. }));
    assert!(registry.module("rush-hour").is_some());
    assert!(plugin_files(&folder.join("missing")).is_empty());
    let _ = KindCatalogue::builtin();
}

/// Plays random legal actions until one is refused: the refusal, the state hash before it (nothing may change).
fn play_until_refused(game: &mut Game, seed: u64) -> metro_engine::error::IllegalAction {
    let mut rng = GameRng::new(seed);
    loop {
        assert!(!game.is_over(), "the game ended without the plugin failing");
        let legal = game.legal_actions();
        let action = legal[rng.below(legal.len())];
        let before = game.state_hash();
        if let Err(refused) = game.apply(action) {
            assert_eq!(game.state_hash(), before, "a refused action changes nothing");
            return refused;
        }
    }
}

/// A game of the faulty plugin copied as `file`, with `players` players on Tokyo.
fn faulty_game(file: &str, players: usize, seed: u64) -> (metro_plugins::Plugin, Game) {
    let mut registry = Registry::new();
    let plugin = load_into(&faulty(file), &mut registry).unwrap();
    let mut setup = tokyo(&registry, players);
    setup.play(registry.module("faulty").unwrap().clone());
    (plugin, Game::new(setup, seed).unwrap())
}

/// After a plugin failed: every action is refused the same way, and nothing panics.
fn every_action_refused(game: &mut Game) {
    for action in game.legal_actions() {
        assert_eq!(game.apply(action).unwrap_err().rule, MODULE_FAILED);
    }
}

/// Issue 28, item 6: a plugin that leaves a meeple on a space the board does not have is disabled naming itself,
/// the hook and the value, and the game is left as it was (before, the host panicked later, in its own code).
#[test]
fn a_meeple_left_off_the_board_disables_the_plugin() {
    let (plugin, mut game) = faulty_game("libspace-60000.so", 3, 7);
    let refused = play_until_refused(&mut game, 7);
    assert_eq!(refused.rule, MODULE_FAILED);
    let why = &refused.reason;
    assert!(why.contains("libspace-60000.so"), "{why}");
    assert!(why.contains("`actions_ended`"), "{why}");
    assert!(why.contains("space id 60000 is out of range"), "{why}");
    assert!(why.contains("a player's meeple"), "{why}");
    assert!(plugin.failure().is_some());
    assert!(
        game.state()
            .players
            .iter()
            .all(|p| p.space().is_none_or(|s| s.0 < 1000))
    );
    every_action_refused(&mut game);
}

/// Issue 28, item 6: a dealt column holding a card the game does not have: the plugin is disabled at setup (the
/// game is dealt as if it had dealt nothing of its own) and the game's first action is refused, naming the hook.
#[test]
fn a_dealt_card_out_of_range_disables_the_plugin() {
    let (plugin, mut game) = faulty_game("libcard-250.so", 2, 3);
    let cards = game.rules().card_count();
    for column in &game.state().columns {
        let all = column.deck.iter().chain(column.rows.iter().flatten());
        assert!(all.chain(&column.discard).all(|c| (c.0 as usize) < cards));
    }
    let why = plugin.failure().unwrap().to_string();
    assert!(why.contains("`deal`") && why.contains("card id 250"), "{why}");
    let action = game.legal_actions()[0];
    let refused = game.apply(action).unwrap_err();
    assert_eq!(refused.rule, MODULE_FAILED);
    assert!(refused.reason.contains(&why), "{}", refused.reason);
    every_action_refused(&mut game);
}

/// Issue 28, item 7: a payment past `i32::MAX` (which wrapped to a negative cash, and the game could not go on) or
/// below ¥0 (D-2) is not made: the plugin is disabled naming the hook and the payment.
#[test]
fn a_payment_beyond_the_rules_disables_the_plugin() {
    for (file, amount) in [
        ("libcash-overflow.so", "¥2,147,483,647"),
        ("libcash-below-zero.so", "-¥"),
    ] {
        let (plugin, mut game) = faulty_game(file, 2, 11);
        let refused = play_until_refused(&mut game, 11);
        assert_eq!(refused.rule, MODULE_FAILED);
        let why = &refused.reason;
        assert!(why.contains(file) && why.contains("`actions_ended`"), "{why}");
        assert!(why.contains(amount) && why.contains("(D-2)"), "{why}");
        assert!(plugin.failure().is_some());
        assert!(game.state().players.iter().all(|p| p.cash >= 0));
        every_action_refused(&mut game);
    }
}

/// Issue 28, item 7: payout rules paying `i32::MAX` are refused in the hook, before the engine adds them up.
#[test]
fn payout_rules_beyond_bounds_disable_the_plugin() {
    // random games build stations and run trains through them: the first station payout asks the payout rules
    let failed = (0..20).find_map(|seed| {
        let (plugin, mut game) = faulty_game("libpayout-overflow.so", 3, seed);
        let mut rng = GameRng::new(seed);
        while !game.is_over() {
            let legal = game.legal_actions();
            if let Err(refused) = game.apply(legal[rng.below(legal.len())]) {
                return Some((plugin, game, refused));
            }
        }
        None
    });
    let (plugin, game, refused) = failed.expect("a station payout in twenty random games");
    assert_eq!(refused.rule, MODULE_FAILED);
    assert!(refused.reason.contains("`station_payout`"), "{}", refused.reason);
    assert!(refused.reason.contains("¥2,147,483,647"), "{}", refused.reason);
    assert!(plugin.failure().is_some());
    assert!(game.state().players.iter().all(|p| p.cash >= 0));
}

/// Issue 28, item 8: a module cannot take another module's option as its switch (it would be played whenever that
/// option is on): the plugin is refused at load, naming the option and its owner.
#[test]
fn a_plugin_taking_another_modules_option_is_refused() {
    let mut registry = Registry::new();
    metro_drinks::register(&mut registry).unwrap();
    match load_into(&faulty("liboption-theft.so"), &mut registry) {
        Err(e @ PluginError::Registry { .. }) => {
            let message = e.to_string();
            assert!(message.contains("\"drink_owner_paid\""), "{message}");
            assert!(message.contains("\"metro-drinks\""), "{message}");
            assert!(e.path().ends_with("liboption-theft.so"), "{e:?}");
        }
        other => panic!("{other:?}"),
    }
    assert!(registry.module("faulty").is_none());
}

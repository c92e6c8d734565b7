//! Saves of Metro Drinks games (MD-, D-12): the options record the variant and the payout reading, the games replay
//! to the same state (drinks on stations included), and saves written before the options existed still load.

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use metro_drinks::{DrinksRules, OWNER_PAID, SWITCH};
use metro_engine::ids::GameRng;
use metro_engine::{Action, Registry, RuleOptions};
use metro_save::{Recorder, SetupRecord, load};

fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    metro_drinks::register(&mut registry).unwrap();
    registry
}

/// Plays a whole game with Metro Drinks, choosing builds and Jidohanbaiki cards whenever offered half the time.
fn drinks_game(map: &str, cards: &str, owner_paid: bool, seed: u64) -> Recorder {
    let mut setup = SetupRecord::builtin(map, cards, 4);
    setup.options.set(SWITCH, true);
    setup.options.set(OWNER_PAID, owner_paid);
    let mut recorder = Recorder::new(setup, seed, &registry()).unwrap();
    let mut rng = GameRng::new(seed ^ 77);
    while !recorder.game().is_over() {
        let legal = recorder.game().legal_actions();
        let drinks = DrinksRules::of(recorder.game()).unwrap();
        let builds: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| drinks.as_build(a).is_some())
            .collect();
        let action = if !builds.is_empty() && rng.below(2) == 0 {
            builds[rng.below(builds.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        recorder.apply(action).unwrap();
    }
    recorder
}

// rule MD-5.2, D-12, D-13: the save records the variant and the reading, and replays to the same state.
#[test]
fn drinks_games_replay_from_their_saves() {
    for (map, cards, owner_paid, seed) in [
        ("tokyo", "tokyo", false, 3),
        ("osaka", "tokyo", true, 4),
        ("tokyo", "osaka", true, 5),
        ("osaka", "osaka", false, 6),
    ] {
        let (game, save) = drinks_game(map, cards, owner_paid, seed).into_parts();
        assert!(DrinksRules::of(&game).is_some());
        let text = save.to_string();
        assert!(text.contains("\"metro_drinks\": true"), "{text}");
        assert_eq!(text.contains("\"drink_owner_paid\": true"), owner_paid);
        let loaded = load(&text, &registry()).unwrap();
        assert_eq!(loaded.game.state(), game.state());
        assert_eq!(loaded.game.state_hash(), game.state_hash());
        assert!(loaded.game.is_over());
    }
}

// rule D-12: a save without the new options (written before they existed) loads as a game without drinks.
#[test]
fn saves_without_drink_options_load_as_plain_games() {
    let mut recorder = Recorder::new(SetupRecord::builtin("tokyo", "tokyo", 2), 1, &registry()).unwrap();
    for _ in 0..30 {
        let first = recorder.game().legal_actions()[0];
        recorder.apply(first).unwrap();
    }
    let (game, save) = recorder.into_parts();
    let text = save.to_string();
    assert!(
        text.contains("\"options\": {}"),
        "plain options stay empty: {text}"
    );
    let loaded = load(&text, &registry()).unwrap();
    assert_eq!(loaded.game.state(), game.state());
    assert!(DrinksRules::of(&loaded.game).is_none());
    assert_eq!(loaded.save.setup.options, RuleOptions::default());
}

// rule MD-4.2, MD-4.5, D-7, D-13: saves written before Metro Drinks became a rule module — builds spelt
// `{"Build": [station, colour]}`, checkpoints taken while a move went space by space or free builds were pending —
// still load, replay and match every state hash.
#[test]
fn saves_written_before_the_module_still_verify() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/saves");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 10);
    let mut builds = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        builds += text.matches("\"Build\"").count();
        assert!(text.contains("\"metro_drinks\": true"), "{}", path.display());
        let loaded = load(&text, &registry()).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(DrinksRules::of(&loaded.game).is_some());
        // Written again, the builds are module actions, and the save still verifies.
        let again = loaded.save.to_string();
        assert!(!again.contains("\"Build\""));
        load(&again, &registry()).unwrap();
    }
    assert!(builds >= 10, "the fixtures build vending machines ({builds})");
}

// Issue 9: the setup hash covers the rule modules played and their cards. A save edited to switch Metro Drinks on is
// refused naming the modules and the options; its option without the variant is refused in words.
#[test]
fn switching_metro_drinks_on_in_a_save_is_named_and_its_option_needs_it() {
    let mut recorder = Recorder::new(SetupRecord::builtin("tokyo", "tokyo", 2), 8, &registry()).unwrap();
    let mut rng = GameRng::new(8);
    for _ in 0..30 {
        let legal = recorder.game().legal_actions();
        recorder.apply(legal[rng.below(legal.len())]).unwrap();
    }
    let text = recorder.save().to_string();
    assert!(text.contains("\"options\": {}"), "{text}");
    let drinks = text.replacen("\"options\": {}", "\"options\": {\"metro_drinks\": true}", 1);
    let error = load(&drinks, &registry()).unwrap_err();
    assert!(
        matches!(&error, metro_save::SaveError::SetupChanged { parts }
            if parts == &[metro_save::SetupPart::Modules, metro_save::SetupPart::Rules]),
        "{error}"
    );
    let owner_paid = text.replacen("\"options\": {}", "\"options\": {\"drink_owner_paid\": true}", 1);
    let error = load(&owner_paid, &registry()).unwrap_err().to_string();
    assert_eq!(
        error,
        "setup.options: \"drink_owner_paid\" is an option of Metro Drinks, which \"metro_drinks\" does not turn on"
    );
    let unknown = text.replacen("\"options\": {}", "\"options\": {\"metro_drink\": true}", 1);
    let error = load(&unknown, &registry()).unwrap_err().to_string();
    assert!(
        error.contains("unknown rule option `metro_drink`, expected one of: metro_drinks, drink_owner_paid"),
        "{error}"
    );
}

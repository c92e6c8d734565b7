//! The game in German and Italian: the menu's language row switches every word at once (and is kept), German and
//! Italian snapshots of the board mid-game (and of the German menu and the Italian end screen), and no English message of any catalog left on the German and Italian
//! screens (the menu, a game mid-game with its log, the end screen, the rules help).
//!
//! The language is the process's (the menu sets it for the whole app): only the first test changes it, and every
//! other test here speaks its own language on its own thread (`metro_lang::with_language`), so that they do not
//! depend on each other nor on the machine's locale.

mod common;

use common::{app, harness, texts};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::MetroApp;
use metro_app::paths::SeatKind;
use metro_lang::{Catalog, Language, with_language};

#[test]
fn the_menu_switches_the_language_at_once_and_keeps_it() {
    let mut h = harness(app("language-menu", &[SeatKind::Human, SeatKind::Normal]));
    h.run_steps(2);
    let before = texts(&h);
    assert!(before.iter().any(|t| t == "Start game"), "{before:#?}");
    h.get_by_label("Language").click();
    h.run_steps(2);
    h.get_by_label("Deutsch").click();
    h.run_steps(3);
    let after = texts(&h);
    metro_lang::set_language(Language::English);
    for german in [
        "Spiel starten",
        "Sprache",
        "Spielplan",
        "Aktionskarten-Satz",
        "Plätze",
    ] {
        assert!(after.iter().any(|t| t == german), "no {german:?} in {after:#?}");
    }
    assert!(!after.iter().any(|t| t == "Start game"), "{after:#?}");
    assert_eq!(h.state().settings().language, Some(Language::German));
    let stored = std::fs::read_to_string(h.state().paths().settings()).expect("settings stored");
    assert!(stored.contains(r#""language": "de""#), "{stored}");
    // the next start speaks German too
    let again = MetroApp::new(h.state().paths().clone());
    assert_eq!(again.settings().language, Some(Language::German));
    assert_eq!(metro_lang::language(), Language::German);
    metro_lang::set_language(Language::English);
}

/// One snapshot rendered at a time: four software renders at once on two cores can time out in wgpu.
static RENDER: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Renders and compares a snapshot in `language`, one render at a time.
fn snapshot(h: &mut Harness<'static, MetroApp>, language: Language, name: &str) {
    let _one = RENDER.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    with_language(language, || {
        h.run_steps(1);
        h.snapshot_options(name, &snapshot_options());
    });
}

fn snapshot_options() -> egui_kittest::SnapshotOptions {
    egui_kittest::SnapshotOptions::new()
        .threshold(1.0)
        .max_failed_pixels(400)
}

/// The board mid-game (Tokyo map, Osaka cards, Metro Drinks, four seats) in `language`.
fn board_mid_game(language: Language, name: &str) -> Harness<'static, MetroApp> {
    with_language(language, || {
        let mut a = app(name, &[SeatKind::Human]);
        a.start_demo("tokyo", "osaka", Some("metro_drinks"), 45, 4);
        let mut h = harness(a);
        h.run_steps(3);
        h
    })
}

#[test]
fn snapshot_board_in_german() {
    let mut h = board_mid_game(Language::German, "snap-board-de");
    snapshot(&mut h, Language::German, "board_de");
}

#[test]
fn snapshot_board_in_italian() {
    let mut h = board_mid_game(Language::Italian, "snap-board-it");
    snapshot(&mut h, Language::Italian, "board_it");
}

#[test]
fn snapshot_menu_in_german() {
    let mut h = with_language(Language::German, || {
        let mut h = harness(app(
            "snap-menu-de",
            &[SeatKind::Human, SeatKind::Expert, SeatKind::Easy],
        ));
        h.run_steps(3);
        h
    });
    snapshot(&mut h, Language::German, "menu_de");
}

#[test]
fn snapshot_end_screen_in_italian() {
    let mut h = with_language(Language::Italian, || {
        let mut a = app("snap-end-it", &[SeatKind::Human]);
        a.start_demo("tokyo", "tokyo", None, 100_000, 3);
        let mut h = harness(a);
        h.run_steps(3);
        h
    });
    snapshot(&mut h, Language::Italian, "end_it");
}

/// The catalogs whose English must not show on a German or Italian screen.
fn catalogs() -> [&'static Catalog; 5] {
    [
        &metro_app::locale::WORDS,
        &metro_app::locale::PLAY_WORDS,
        &metro_engine::locale::WORDS,
        &metro_drinks::locale::WORDS,
        &metro_sim::locale::WORDS,
    ]
}

/// The literal pieces of English of at least 8 characters between placeables, without those that the `language`
/// texts of the same catalog contain too (a name, a symbol, a word the languages share).
fn english_fragments(language: Language) -> Vec<String> {
    let mut fragments = Vec::new();
    for catalog in catalogs() {
        let translated: String = catalog
            .ids()
            .iter()
            .map(|id| catalog.message_in(language, id, &[]))
            .collect::<Vec<_>>()
            .join("\n");
        for text in catalog.english_texts() {
            for piece in text.split(['{', '}', '|']) {
                let piece = piece.trim_matches(|c: char| c.is_whitespace() || c.is_ascii_punctuation());
                if piece.chars().count() >= 8 && !translated.contains(piece) && !piece.starts_with('$') {
                    fragments.push(piece.to_string());
                }
            }
        }
    }
    fragments.sort();
    fragments.dedup();
    fragments
}

/// Every text on screen that holds an English fragment, as `text ← fragment`; names of the game's stations, lines
/// and maps are not English.
fn english_on_screen(h: &Harness<'static, MetroApp>, fragments: &[String], what: &str) -> Vec<String> {
    let names: Vec<String> = h
        .state()
        .session()
        .map(|s| {
            let map = s.game().map();
            let mut names: Vec<String> = map.lines().iter().map(|l| l.name.clone()).collect();
            names.extend(
                (0..map.stations().len())
                    .map(|i| metro_engine::narrate::station_name(s.game(), metro_core::StationId(i as u16))),
            );
            names
        })
        .unwrap_or_default();
    let mut found = Vec::new();
    for text in texts(h) {
        let mut plain = text.clone();
        for name in &names {
            plain = plain.replace(name.as_str(), "");
        }
        for fragment in fragments {
            if plain.contains(fragment.as_str()) {
                found.push(format!("{what}: {text:?} ← {fragment:?}"));
            }
        }
    }
    found
}

fn no_english_in(language: Language) {
    let fragments = english_fragments(language);
    assert!(
        fragments.len() > 100,
        "the catalogs hold English: {}",
        fragments.len()
    );
    let mut found = Vec::new();
    with_language(language, || {
        // the menu
        let mut h = harness(app(
            &format!("no-english-menu-{}", language.code()),
            &[SeatKind::Human, SeatKind::Hard],
        ));
        h.run_steps(3);
        found.extend(english_on_screen(&h, &fragments, "menu"));
        // a game mid-game, with its log, and the rules help over it
        let mut h = board_mid_game(language, &format!("no-english-game-{}", language.code()));
        h.run_steps(2);
        assert!(
            h.state().session().is_some_and(|s| s.log().len() > 20),
            "log lines"
        );
        found.extend(english_on_screen(&h, &fragments, "game"));
        h.key_press(egui::Key::F1);
        h.run_steps(3);
        assert!(h.state().learn().help.open, "the rules help opens with F1");
        found.extend(english_on_screen(&h, &fragments, "help"));
        // the end screen
        let mut a = app(&format!("no-english-end-{}", language.code()), &[SeatKind::Human]);
        a.start_demo("tokyo", "tokyo", None, 100_000, 3);
        assert!(a.session().expect("game").game().is_over());
        let mut h = harness(a);
        h.run_steps(3);
        found.extend(english_on_screen(&h, &fragments, "end"));
    });
    found.sort();
    found.dedup();
    assert!(
        found.is_empty(),
        "English on the {} screens:\n{}",
        language.own_name(),
        found.join("\n")
    );
}

// The engine's narration and phase names (lang-engine) and the rules help (lang-help) are translated on their own
// branches: on this branch alone their English is still caught (through the app's fragments). Run with --ignored
// once they are merged.
#[test]
fn no_english_remains_on_the_german_screens() {
    no_english_in(Language::German);
}

#[test]
fn no_english_remains_on_the_italian_screens() {
    no_english_in(Language::Italian);
}

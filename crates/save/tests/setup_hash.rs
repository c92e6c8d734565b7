//! Issue 9: a save hashes the setup it embeds, part by part, so an edited map, card set or options is refused by
//! name (or, for a front end that asks, loaded with a warning naming the parts); unknown keys anywhere are errors;
//! a byte-order mark is accepted; version-1 saves, which have no setup hash, still load, unverified.

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use metro_engine::Registry;
use metro_engine::ids::GameRng;
use metro_save::{
    DataSource, Recorder, Save, SaveError, SetupCheck, SetupHash, SetupPart, SetupRecord, load,
    load_allowing_changed_setup,
};

fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    registry
}

/// A whole random game on an embedded copy of the Osaka map (which writes its revenue track out) and the Tokyo cards.
fn embedded_game(players: usize) -> Save {
    let mut setup = SetupRecord::builtin("osaka", "tokyo", players);
    setup.map = DataSource::embedded("my-osaka.toml", metro_osaka::MAP_TOML);
    setup.cards = DataSource::embedded("my-cards.toml", metro_tokyo::CARDS_TOML);
    let mut recorder = Recorder::new(setup, 4, &registry()).unwrap();
    let mut rng = GameRng::new(9);
    while !recorder.game().is_over() {
        let legal = recorder.game().legal_actions();
        recorder.apply(legal[rng.below(legal.len())]).unwrap();
    }
    recorder.save().clone()
}

/// `text` with `from` replaced once by `to` (which must change it).
fn edit(text: &str, from: &str, to: &str) -> String {
    let edited = text.replacen(from, to, 1);
    assert_ne!(edited, text, "{from:?} is not in the save");
    edited
}

// The reproducer: an embedded revenue track edited keeps every state hash (it is read only when the game is
// scored), so only the setup hash catches it.
#[test]
fn an_edited_revenue_track_is_named() {
    let save = embedded_game(3);
    let text = save.to_string();
    assert!(matches!(
        load(&text, &registry()).unwrap().setup,
        SetupCheck::Verified
    ));
    // A comment edited changes no meaning: still verified.
    let comment = edit(&text, "# ", "#  ");
    assert!(matches!(
        load(&comment, &registry()).unwrap().setup,
        SetupCheck::Verified
    ));

    let row = "[6000, 4000, 2000]";
    assert!(
        metro_osaka::MAP_TOML.contains(row),
        "the Osaka map writes its track out"
    );
    let edited = edit(&text, row, "[6000, 3000, 3000]");
    let error = load(&edited, &registry()).unwrap_err();
    assert!(
        matches!(&error, SaveError::SetupChanged { parts } if parts == &[SetupPart::Map]),
        "{error}"
    );
    assert!(
        error
            .to_string()
            .starts_with("setup_hash: the map changed since the save was written"),
        "{error}"
    );
    // The front end that opens it after a warning gets the game and the parts.
    let loaded = load_allowing_changed_setup(&edited, &registry()).unwrap();
    assert_eq!(loaded.setup, SetupCheck::Changed(vec![SetupPart::Map]));
    assert!(loaded.game.is_over());
}

#[test]
fn edited_cards_and_options_are_named() {
    let text = embedded_game(2).to_string();
    let cards = edit(
        &text,
        "kind = \\\"move\\\", spaces = 1, distance = 2",
        "kind = \\\"move\\\", spaces = 1, distance = 3",
    );
    let error = load(&cards, &registry()).unwrap_err();
    assert!(
        matches!(&error, SaveError::SetupChanged { parts } if parts == &[SetupPart::Cards]),
        "{error}"
    );
    // Opened anyway, the game replays until the edit shows (here a checkpoint: the edited card is dealt early).
    match load_allowing_changed_setup(&cards, &registry()) {
        Ok(loaded) => assert_eq!(loaded.setup, SetupCheck::Changed(vec![SetupPart::Cards])),
        Err(error) => assert!(
            matches!(error, SaveError::HashMismatch { .. } | SaveError::Illegal { .. }),
            "{error}"
        ),
    }
}

#[test]
fn unknown_keys_anywhere_are_errors() {
    let text = embedded_game(2).to_string();
    for (from, to, says) in [
        (
            "\"options\": {}",
            "\"options\": {\"metro_drink\": true}",
            "unknown rule option `metro_drink`",
        ),
        (
            "\"players\": 2",
            "\"players\": 2, \"plugins\": []",
            "unknown field `plugins`",
        ),
        (
            "\"setup_hash\": {",
            "\"setup_hash\": {\"extra\": \"0000000000000000\", ",
            "unknown field `extra`",
        ),
        ("{\"Bid\":", "{\"Bid\":0, \"Stay\":", "not a valid save file"),
        ("{\"after\":16,", "{\"after\":16,\"by\":1,", "unknown field `by`"),
    ] {
        let error = load(&edit(&text, from, to), &registry()).unwrap_err().to_string();
        assert!(error.contains(says), "{to}: {error}");
    }
    // An action with a key its kind does not have.
    let save = embedded_game(2);
    let take = save
        .actions
        .iter()
        .position(|a| matches!(a, metro_engine::Action::Take(_)))
        .unwrap();
    let written = serde_json::to_string(&save.actions[take]).unwrap();
    let text = save.to_string();
    let extra = edit(&text, &written, &written.replacen("}}", ",\"discs\":2}}", 1));
    let error = load(&extra, &registry()).unwrap_err().to_string();
    assert!(
        error.contains(&format!("actions[{take}] is not exactly an action")),
        "{error}"
    );
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let text = embedded_game(2).to_string();
    let loaded = load(&format!("\u{feff}{text}"), &registry()).unwrap();
    assert!(matches!(loaded.setup, SetupCheck::Verified));
    // An embedded TOML text that opens with one too, as TOML allows.
    let bom = edit(&text, "\"toml\": \"", "\"toml\": \"\u{feff}");
    assert!(load(&bom, &registry()).is_ok());
}

// Version 1 had no setup hash: such a save loads, its actions and checkpoints verified, its setup reported as not
// verified. A version-2 save must carry its hash.
#[test]
fn version_one_saves_load_unverified() {
    let mut save = embedded_game(2);
    let hash = save.setup_hash.unwrap();
    save.version = 1;
    save.setup_hash = None;
    let text = save.to_string();
    assert!(
        text.contains("\"version\": 1,") && !text.contains("setup_hash"),
        "{text}"
    );
    let loaded = load(&text, &registry()).unwrap();
    assert_eq!(loaded.setup, SetupCheck::NotRecorded);
    assert_eq!(SetupHash::of(loaded.game.rules()), hash);
    save.version = 2;
    let error = load(&save.to_string(), &registry()).unwrap_err();
    assert!(matches!(error, SaveError::NoSetupHash { version: 2 }), "{error}");
}

// The hash is of the values played with: the same on every run and platform, different for each part.
#[test]
fn the_setup_hash_is_stable_and_per_part() {
    let a = embedded_game(2).setup_hash.unwrap();
    let b = embedded_game(2).setup_hash.unwrap();
    assert_eq!(a, b);
    let three = embedded_game(3).setup_hash.unwrap();
    assert_eq!(a.changed(&three), vec![SetupPart::Rules]);
    assert_eq!(a.modules, None);
}

//! Saves written by an earlier version of the program (before rule modules existed; before saves named their game)
//! still load, replay and match every state hash: the engine's state hash did not change for games without modules.
//! A Chicago Express save of the first version 3 does too.

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use metro_engine::Registry;
use metro_save::load;

fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    registry
}

// rule D-13: setup + seed + actions reproduce the game; the checkpoints of old saves still match.
#[test]
fn saves_of_an_earlier_version_verify() {
    for (file, text, over) in [
        (
            "tokyo-tokyo-4p.json",
            include_str!("fixtures/tokyo-tokyo-4p.json"),
            true,
        ),
        (
            "osaka-osaka-2p.json",
            include_str!("fixtures/osaka-osaka-2p.json"),
            true,
        ),
        // version 2: a setup hash, no `game` (written before saves named their game)
        (
            "tokyo-tokyo-3p-v2.json",
            include_str!("fixtures/tokyo-tokyo-3p-v2.json"),
            true,
        ),
    ] {
        let loaded = load(text, &registry()).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(loaded.game.is_over(), over, "{file}");
        assert!(loaded.save.checkpoints.len() >= 2, "{file}");
    }
}

// Version 2 saves name no game: they are Tokyo Metro's, their setup verified by its hash.
#[test]
fn a_version_two_save_is_tokyo_metro() {
    let text = include_str!("fixtures/tokyo-tokyo-3p-v2.json");
    assert_eq!(metro_save::game_of(text).unwrap(), metro_save::TOKYO_METRO);
    let loaded = load(text, &registry()).unwrap();
    assert_eq!(loaded.save.version, 2);
    assert_eq!(loaded.save.game, None);
    assert_eq!(loaded.setup, metro_save::SetupCheck::Verified);
    // Saved again as it was read: the same text.
    assert_eq!(loaded.save.to_string(), text);
}

// A Chicago Express save of format version 3, written when saves of any game were added: it still loads and every
// checkpoint matches (the game's hash is stable).
#[test]
fn a_chicago_express_save_verifies() {
    let text = include_str!("fixtures/chicago-express-4p-v3.json");
    assert_eq!(metro_save::game_of(text).unwrap(), "chicago-express");
    let loaded = metro_save::load_game::<metro_chicago::Game>(text).unwrap();
    assert!(loaded.game.is_over());
    assert!(loaded.save.checkpoints.len() >= 2);
    assert_eq!(loaded.save.to_string(), text);
    // Read as Tokyo Metro's, it is named as another game's.
    let error = load(text, &registry()).unwrap_err();
    assert!(
        matches!(error, metro_save::SaveError::WrongGame { .. }),
        "{error}"
    );
}

//! Saves written by an earlier version of the program (before rule modules existed) still load, replay and match
//! every state hash: the engine's state hash did not change for games without modules.

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
    ] {
        let loaded = load(text, &registry()).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(loaded.game.is_over(), over, "{file}");
        assert!(loaded.save.checkpoints.len() >= 2, "{file}");
    }
}

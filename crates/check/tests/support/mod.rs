//! What the checker's tests share: the registry of the built-in maps and card sets, and subjects by name.

#![allow(dead_code)]

use metro_check::Subject;
use metro_engine::{Registry, RuleOptions};

/// The built-in maps and card sets (Tokyo, Osaka), without rule modules: a module's checks are in its own crate
/// (`variants/metro-drinks/tests/check.rs`).
pub fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).expect("tokyo");
    metro_osaka::register(&mut registry).expect("osaka");
    registry
}

/// A map and card set (built-in names or paths), without rule options.
pub fn subject(registry: &Registry, map: &str, cards: &str) -> Subject {
    Subject::load(map, cards, RuleOptions::default(), registry)
        .unwrap_or_else(|e| panic!("{map} × {cards}: {e}"))
}

/// A fixture file of this crate's tests.
pub fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

//! What the checker's tests share: the registry of every built-in, and subjects by name.

#![allow(dead_code)]

use metro_check::Subject;
use metro_core::Registry;
use metro_engine::RuleOptions;

/// Metro Drinks off, or on with one of its payout readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drinks {
    /// Without Metro Drinks.
    Off,
    /// MD-5.1: the station's owner is paid.
    StationOwner,
    /// MD-5.2: the drink colour's owner is paid.
    DrinkOwner,
}

/// The registry the `metro` binary builds: Tokyo, Osaka, Metro Drinks.
pub fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).expect("tokyo");
    metro_osaka::register(&mut registry).expect("osaka");
    metro_drinks::register(&mut registry).expect("drinks");
    registry
}

/// A map and card set (built-in names or paths) with a Metro Drinks option.
pub fn subject(registry: &Registry, map: &str, cards: &str, drinks: Drinks) -> Subject {
    let options = RuleOptions {
        metro_drinks: drinks != Drinks::Off,
        drink_owner_paid: drinks == Drinks::DrinkOwner,
    };
    Subject::load(map, cards, options, registry).unwrap_or_else(|e| panic!("{map} × {cards}: {e}"))
}

/// A fixture file of this crate's tests.
pub fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

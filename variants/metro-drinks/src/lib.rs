//! Metro Drinks (MD-): Tokyo Jidohanbaiki's vending machines on the metro. This crate ships the Jidohanbaiki
//! cards and drinks (`cards/jidohanbaiki.toml`, CP-3), registers the variant as a rule module, and composes a game
//! setup with the variant in one place ([`with_drinks`]).
//!
//! # How the variant reaches the engine
//!
//! The rules themselves live in `metro-engine` (`crates/engine/src/drinks.rs` and the hooks that call it), switched on
//! by [`metro_engine::RuleOptions::metro_drinks`]; the engine needs only the Jidohanbaiki data, given in
//! [`metro_engine::Setup::jidohanbaiki`]. A driver (CLI, desktop app, save loader) builds its ordinary setup and then
//! calls [`with_drinks`] (a new game) or [`complete`] (a setup whose options were read from a save).

use std::sync::Arc;

use metro_core::registry::RegistryError;
use metro_core::{Jidohanbaiki, Registry, RuleModule};
use metro_data::Diagnostics;
use metro_engine::Setup;

/// The module's key.
pub const KEY: &str = "metro-drinks";
/// The Jidohanbaiki cards and drinks as shipped.
pub const JIDOHANBAIKI_TOML: &str = include_str!("../../../cards/jidohanbaiki.toml");
/// The file name shown in diagnostics.
pub const JIDOHANBAIKI_FILE: &str = "cards/jidohanbaiki.toml";

/// The Metro Drinks rule module.
#[derive(Debug, Default)]
pub struct MetroDrinks;

impl RuleModule for MetroDrinks {
    fn key(&self) -> &str {
        KEY
    }

    fn title(&self) -> &str {
        "Metro Drinks"
    }

    fn rules(&self) -> &str {
        "MD-"
    }
}

/// Adds Metro Drinks to a registry.
pub fn register(registry: &mut Registry) -> Result<(), RegistryError> {
    registry.add_module(Box::new(MetroDrinks))
}

/// The shipped Jidohanbaiki cards and drinks, read and checked (MD-1, CP-3).
pub fn jidohanbaiki() -> Result<Arc<Jidohanbaiki>, Diagnostics> {
    metro_data::load_jidohanbaiki(JIDOHANBAIKI_FILE, JIDOHANBAIKI_TOML).map(Arc::new)
}

/// Turns a setup into a Metro Drinks setup: the variant on, the payout reading chosen (`drink_owner_paid`: MD-5.2;
/// `false`: the station's owner is paid, MD-5.1, D-12), and the shipped Jidohanbaiki cards. Works with any map and
/// card set (MC-1); the engine refuses a card set whose columns the Jidohanbaiki column cannot match (MD-2.1).
pub fn with_drinks(mut setup: Setup, drink_owner_paid: bool) -> Result<Setup, Diagnostics> {
    setup.options.metro_drinks = true;
    setup.options.drink_owner_paid = drink_owner_paid;
    complete(setup)
}

/// Gives a setup whose options ask for Metro Drinks the shipped Jidohanbaiki cards, unless it has some already;
/// leaves any other setup as it is. For setups read back from saves, which record only the options.
pub fn complete(mut setup: Setup) -> Result<Setup, Diagnostics> {
    if setup.options.metro_drinks && setup.jidohanbaiki.is_none() {
        setup.jidohanbaiki = Some(jidohanbaiki()?);
    }
    Ok(setup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_core::KindCatalogue;
    use metro_engine::{Game, RuleOptions};

    fn tokyo_setup(players: usize) -> Setup {
        let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).unwrap();
        let cards = metro_data::load_card_set(
            "cards/tokyo.toml",
            metro_tokyo::CARDS_TOML,
            &KindCatalogue::builtin(),
        )
        .unwrap();
        Setup {
            map: Arc::new(map),
            cards: Arc::new(cards),
            players,
            options: RuleOptions::default(),
            jidohanbaiki: None,
        }
    }

    // rule CP-3.1, MD-1.1, MD-1.2: the shipped data has 6 colours of 6 drinks and 6 shapes.
    #[test]
    fn the_shipped_cards_are_six_colours_and_six_shapes() {
        let data = jidohanbaiki().unwrap();
        assert_eq!(data.colours.len(), 6);
        assert_eq!(data.shapes.len(), 6);
        assert_eq!(data.drink_count(), 36);
    }

    // rule MD-2.2, MD-5.2: the helper switches the variant on with the chosen reading and the data.
    #[test]
    fn with_drinks_composes_a_playable_setup() {
        let setup = with_drinks(tokyo_setup(3), true).unwrap();
        assert!(setup.options.metro_drinks && setup.options.drink_owner_paid);
        assert!(setup.jidohanbaiki.is_some());
        let game = Game::new(setup, 1).unwrap();
        assert_eq!(game.state().columns.len(), 7);
        let plain = complete(tokyo_setup(3)).unwrap();
        assert!(plain.jidohanbaiki.is_none());
    }

    #[test]
    fn the_module_registers_once() {
        let mut registry = Registry::new();
        register(&mut registry).unwrap();
        assert!(register(&mut registry).is_err());
    }
}

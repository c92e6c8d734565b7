//! Metro Drinks (MD-): Tokyo Jidohanbaiki's vending machines on the metro. This crate ships the Jidohanbaiki
//! cards and drinks (`cards/jidohanbaiki.toml`, CP-3) and registers the variant as a rule module.

use metro_core::registry::RegistryError;
use metro_core::{Registry, RuleModule};

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

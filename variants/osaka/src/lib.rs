//! The Osaka Metro expansion: the built-in Osaka map (`maps/osaka.toml`, CP-1.8) and Osaka action-card set
//! (`cards/osaka.toml`, CP-2.3), embedded in the binary so the programs work from any folder.

use metro_engine::{Registry, RegistryError, Source};

mod help;

/// The key under which the map and card set are registered.
pub const KEY: &str = "osaka";
/// Osaka's section of the rules help, in players' words, in the current language: the engine's, which implements the
/// OS- rules (`crates/engine/help/osaka.md`, with `de/` and `it/`; [`metro_engine::help::osaka_help`]).
pub fn rules_help() -> metro_engine::HelpSection {
    metro_engine::help::osaka_help()
}

/// The Osaka map file as shipped, and its action-card set (`metro-osaka-data`).
pub use metro_osaka_data::{CARDS_TOML, MAP_TOML};

/// Adds the Osaka map and card set to a registry.
pub fn register(registry: &mut Registry) -> Result<(), RegistryError> {
    registry.add_map(Source {
        key: KEY.into(),
        file: "maps/osaka.toml".into(),
        text: MAP_TOML.into(),
    })?;
    registry.add_card_set(Source {
        key: KEY.into(),
        file: "cards/osaka.toml".into(),
        text: CARDS_TOML.into(),
    })
}

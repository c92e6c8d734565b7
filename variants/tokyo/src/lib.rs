//! The Tokyo variant: the built-in Tokyo map (`maps/tokyo.toml`, CP-1.7) and Tokyo action-card set
//! (`cards/tokyo.toml`, CP-2.2), embedded in the binary so the programs work from any folder.
//!
//! The base rules themselves (TM-) are the engine's; this crate contributes Tokyo's *data* through the registry,
//! the same way any variant or plugin does.

use metro_engine::{Registry, RegistryError, Source};

/// The key under which the map and card set are registered.
pub const KEY: &str = "tokyo";
/// The Tokyo map file as shipped, and its action-card set (`metro-tokyo-data`).
pub use metro_tokyo_data::{CARDS_TOML, MAP_TOML};

/// Adds the Tokyo map and card set to a registry.
pub fn register(registry: &mut Registry) -> Result<(), RegistryError> {
    registry.add_map(Source {
        key: KEY.into(),
        file: "maps/tokyo.toml".into(),
        text: MAP_TOML.into(),
    })?;
    registry.add_card_set(Source {
        key: KEY.into(),
        file: "cards/tokyo.toml".into(),
        text: CARDS_TOML.into(),
    })
}

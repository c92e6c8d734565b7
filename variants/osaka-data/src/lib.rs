//! The built-in Osaka map (`maps/osaka.toml`, CP-1.8) and Osaka action-card set (`cards/osaka.toml`, CP-2.3) as
//! text, embedded in the binary. It depends on nothing, so a crate the engine's registry is built on — the engine's
//! own tests — can read the built-in files without a crate above the engine; `metro-osaka` re-exports them and
//! registers them.

/// The Osaka map file as shipped.
pub const MAP_TOML: &str = include_str!("../../../maps/osaka.toml");
/// The Osaka action-card set as shipped.
pub const CARDS_TOML: &str = include_str!("../../../cards/osaka.toml");

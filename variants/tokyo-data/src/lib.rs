//! The built-in Tokyo map (`maps/tokyo.toml`, CP-1.7) and Tokyo action-card set (`cards/tokyo.toml`, CP-2.2) as
//! text, embedded in the binary. It depends on nothing, so a crate the engine's registry is built on — the engine's
//! own tests — can read the built-in files without a crate above the engine; `metro-tokyo` re-exports them and
//! registers them.

/// The Tokyo map file as shipped.
pub const MAP_TOML: &str = include_str!("../../../maps/tokyo.toml");
/// The Tokyo action-card set as shipped.
pub const CARDS_TOML: &str = include_str!("../../../cards/tokyo.toml");

//! Named text sources: the built-in data files and the files read from disk, as the registry of the binaries (in
//! `metro-engine`) holds them.

/// A named text source: a built-in data file or one read from disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The short name used to pick it, e.g. `tokyo`.
    pub key: String,
    /// The file name shown in diagnostics, e.g. `maps/tokyo.toml`.
    pub file: String,
    /// The TOML text.
    pub text: String,
}

//! Run-time plugins: loading `cdylib`s built against `metro-plugin-api`, and adding what they register to a
//! [`Registry`].
//!
//! # Loading, step by step
//!
//! 1. Open the file as a shared library ([`PluginError::NotALibrary`]) and keep it open for the rest of the process
//!    (a plugin's code is referenced by every game playing its modules).
//! 2. Read its handshake through the C ABI ([`PluginError::MissingSymbol`], [`PluginError::BadHandshake`]) and
//!    compare it field by field with the host's: plugin-API version, engine version, interface fingerprint, rustc
//!    version, target and panic strategy ([`PluginError::Abi`] names the first field that differs).
//! 3. Call its registration, which runs under `catch_unwind` inside the plugin ([`PluginError::Registration`] for an
//!    error or a panic), and add what it registered to the registry ([`PluginError::Registry`] for a key already
//!    taken).
//!
//! A plugin's modules sit behind guards (in `metro-plugin-api`): a panic in a hook, or a value it leaves in the game
//! or hands back out of its range, disables the plugin ([`Plugin::failure`]) and the engine refuses the game's
//! actions from then on, leaving the state as it was. A hook that does not return within a budget disables it too,
//! once the host runs the [`watchdog`] ([`watch_hooks`]).
//! The loader's only `unsafe` code is in `library.rs` (ARCHITECTURE.md lists every place of the workspace's).

mod library;
pub mod locale;
pub mod watchdog;

pub use watchdog::{DEFAULT_BUDGET, Timeout, watch_hooks};

use std::path::{Path, PathBuf};
use std::sync::Arc;

use metro_engine::{Registry, RegistryError, RuleModule};
use metro_plugin_api::{Abi, AbiMismatch, Fuse, PluginInfo, Registrar};

use crate::library::{Library, LibraryError};
use crate::locale::tr;

/// A loaded plugin: its description, what it registered, and whether it still works.
pub struct Plugin {
    /// The library's file.
    pub path: PathBuf,
    /// The plugin's key, version and description.
    pub info: PluginInfo,
    /// Its rule modules (behind guards).
    pub modules: Vec<Arc<dyn RuleModule>>,
    /// Its maps.
    pub maps: Vec<metro_engine::Source>,
    /// Its card sets.
    pub card_sets: Vec<metro_engine::Source>,
    fuse: Arc<Fuse>,
}

impl std::fmt::Debug for Plugin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plugin")
            .field("path", &self.path)
            .field("info", &self.info)
            .field(
                "modules",
                &self.modules.iter().map(|m| m.key()).collect::<Vec<_>>(),
            )
            .finish_non_exhaustive()
    }
}

/// Why a plugin was refused. Every text from the plugin or the system (its path, its registration's words) is kept
/// as it came, unescaped: a front end prints the message through `metro_core::Printable`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PluginError {
    /// The file cannot be loaded as a shared library.
    NotALibrary {
        /// The file.
        path: String,
        /// The system's words.
        message: String,
    },
    /// The library lacks one of the two symbols every plugin exports.
    MissingSymbol {
        /// The file.
        path: String,
        /// The symbol.
        symbol: &'static str,
        /// The system's words.
        message: String,
    },
    /// The handshake text is not one.
    BadHandshake {
        /// The file.
        path: String,
    },
    /// The plugin was built with something else than this program.
    Abi {
        /// The file.
        path: String,
        /// The first field that differs.
        mismatch: AbiMismatch,
    },
    /// The registration returned an error or panicked.
    Registration {
        /// The file.
        path: String,
        /// Its words, or the panic's.
        message: String,
    },
    /// It refused the host's allocator: it had allocated memory of its own before the handshake.
    Allocator {
        /// The file.
        path: String,
    },
    /// Something it registers is already registered.
    Registry {
        /// The file.
        path: String,
        /// What clashed.
        error: RegistryError,
    },
}

impl PluginError {
    /// The plugin's file, as given.
    pub fn path(&self) -> &str {
        match self {
            PluginError::NotALibrary { path, .. }
            | PluginError::MissingSymbol { path, .. }
            | PluginError::BadHandshake { path }
            | PluginError::Allocator { path }
            | PluginError::Abi { path, .. }
            | PluginError::Registration { path, .. }
            | PluginError::Registry { path, .. } => path,
        }
    }
}

impl std::fmt::Display for PluginError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            PluginError::NotALibrary { path, message } => {
                tr!(
                    "error-plugin-not-a-library",
                    path = path.as_str(),
                    message = message.as_str()
                )
            }
            PluginError::MissingSymbol {
                path,
                symbol,
                message,
            } => tr!(
                "error-plugin-missing-symbol",
                path = path.as_str(),
                symbol = *symbol,
                message = message.as_str()
            ),
            PluginError::BadHandshake { path } => tr!("error-plugin-bad-handshake", path = path.as_str()),
            PluginError::Allocator { path } => tr!("error-plugin-allocator", path = path.as_str()),
            PluginError::Abi { path, mismatch } => {
                tr!(
                    "error-plugin-abi",
                    path = path.as_str(),
                    mismatch = mismatch.to_string()
                )
            }
            PluginError::Registration { path, message } => {
                tr!(
                    "error-plugin-registration",
                    path = path.as_str(),
                    message = message.as_str()
                )
            }
            PluginError::Registry { path, error } => format!("{path}: {error}"),
        };
        f.write_str(&text)
    }
}

/// Loads a plugin: opens the library, checks the handshake and runs the registration. Does not touch a registry.
pub fn load(path: &Path) -> Result<Plugin, PluginError> {
    let name = path.display().to_string();
    let _span = tracing::info_span!("plugin", path = %name).entered();
    // the library's initialisers and its handshake run on the host's watch too (its registration does, in the plugin)
    let mut registrar = Registrar::new(path);
    let library = registrar
        .watched("open", || Library::open(path))
        .map_err(|e| error(&name, e))?;
    let text = registrar
        .watched("metro_plugin_abi", || library.abi_text())
        .map_err(|e| error(&name, e))?;
    let abi = Abi::parse(&text).ok_or_else(|| PluginError::BadHandshake { path: name.clone() })?;
    Abi::current().check(&abi).map_err(|mismatch| PluginError::Abi {
        path: name.clone(),
        mismatch,
    })?;
    // every allocation of the plugin from now on is the host's, so memory may pass either way
    let adopted = library.adopt_allocator().map_err(|e| error(&name, e))?;
    if !adopted {
        return Err(PluginError::Allocator { path: name });
    }
    library
        .register(&mut registrar)
        .map_err(|e| error(&name, e))?
        .map_err(|message| PluginError::Registration {
            path: name.clone(),
            message,
        })?;
    let registration = registrar.finish();
    tracing::info!(
        key = %registration.info.key,
        version = %registration.info.version,
        modules = registration.modules.len(),
        "plugin loaded"
    );
    Ok(Plugin {
        path: path.to_path_buf(),
        info: registration.info,
        modules: registration.modules,
        maps: registration.maps,
        card_sets: registration.card_sets,
        fuse: registration.fuse,
    })
}

fn error(path: &str, e: LibraryError) -> PluginError {
    let path = path.to_string();
    match e {
        LibraryError::Open(message) => PluginError::NotALibrary { path, message },
        LibraryError::Symbol(symbol, message) => PluginError::MissingSymbol {
            path,
            symbol,
            message,
        },
        LibraryError::Text => PluginError::BadHandshake { path },
    }
}

impl Plugin {
    /// Adds its maps, card sets and modules to a registry (all or nothing).
    pub fn install(&self, registry: &mut Registry) -> Result<(), PluginError> {
        let mut next = registry.clone();
        let clash = |error| PluginError::Registry {
            path: self.path.display().to_string(),
            error,
        };
        for map in &self.maps {
            next.add_map(map.clone()).map_err(clash)?;
        }
        for cards in &self.card_sets {
            next.add_card_set(cards.clone()).map_err(clash)?;
        }
        for module in &self.modules {
            next.add_module(module.clone()).map_err(clash)?;
        }
        *registry = next;
        Ok(())
    }

    /// Why the plugin was disabled (a hook panicked), if it was.
    pub fn failure(&self) -> Option<&str> {
        self.fuse.blown()
    }
}

/// Loads a plugin and adds it to a registry.
pub fn load_into(path: &Path, registry: &mut Registry) -> Result<Plugin, PluginError> {
    let plugin = load(path)?;
    plugin.install(registry)?;
    Ok(plugin)
}

/// The plugin files of a folder: every file with this platform's library extension (`.so`, `.dylib`, `.dll`), in
/// name order. A missing folder has none.
pub fn plugin_files(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.extension()
                    .is_some_and(|e| e == std::env::consts::DLL_EXTENSION)
        })
        .collect();
    files.sort();
    files
}

/// Loads every plugin of a folder into a registry: the plugins that loaded and the errors of those that did not (a
/// bad plugin never stops the others).
pub fn load_folder(folder: &Path, registry: &mut Registry) -> (Vec<Plugin>, Vec<PluginError>) {
    let (mut loaded, mut refused) = (Vec::new(), Vec::new());
    for file in plugin_files(folder) {
        match load_into(&file, registry) {
            Ok(plugin) => loaded.push(plugin),
            Err(e) => {
                tracing::warn!(error = %e, "plugin refused");
                refused.push(e);
            }
        }
    }
    (loaded, refused)
}

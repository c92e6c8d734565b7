//! Plugins in the app: loading every plugin of the user's plugins folder into the registry at start-up (those
//! loaded and the refused ones with the reason) and what the game screen says when one fails. The app draws the
//! menu's list of them and writes its log file (its `plugins`).

use crate::locale::tr;
use std::path::{Path, PathBuf};

use metro_engine::{Game, Registry};
use metro_plugins::Plugin;

use crate::paths::Paths;

/// The plugins of the user's plugins folder: those loaded and why the others were refused.
#[derive(Debug, Default)]
pub struct Plugins {
    /// The folder searched.
    pub folder: PathBuf,
    /// The plugins loaded (their modules are in the registry).
    pub loaded: Vec<Plugin>,
    /// Why the others were refused, one message each.
    pub refused: Vec<String>,
}

/// The user's plugins folder: `plugins/` in the app's data folder.
pub fn folder(paths: &Paths) -> PathBuf {
    paths.data.join("plugins")
}

impl Plugins {
    /// Loads every plugin of `folder` into `registry`; a bad plugin is refused with its reason and never stops the
    /// app or the other plugins.
    pub fn load(folder: &Path, registry: &mut Registry) -> Plugins {
        let (loaded, refused) = metro_plugins::load_folder(folder, registry);
        Plugins {
            folder: folder.to_path_buf(),
            loaded,
            refused: refused.iter().map(ToString::to_string).collect(),
        }
    }

    /// Whether the folder had no plugin file (the menu then shows no plugin section).
    pub fn is_empty(&self) -> bool {
        self.loaded.is_empty() && self.refused.is_empty()
    }
}

/// What the game screen says when a plugin of the game failed: the game stops (every action is refused), the
/// autosave keeps every action before the failure.
pub fn failure(game: &Game) -> Option<String> {
    game.module_failure()
        .map(|(_, why)| tr!("plugins-failed", reason = why.to_string()))
}

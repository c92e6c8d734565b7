//! Plugins in the app: loading every plugin of the user's plugins folder into the registry at start-up, the menu's
//! list of them (title, version, rules text; the refused ones with the reason), what the game screen says when one
//! fails, and the app's log file.

use crate::locale::tr;
use std::path::{Path, PathBuf};

use egui::{Color32, RichText};
use metro_engine::{Game, Registry};
use metro_plugins::Plugin;

use crate::paths::Paths;

const ERROR: Color32 = Color32::from_rgb(200, 40, 40);

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

    /// The menu's section: each plugin's modules with their title, version and rules text, and the refused files.
    pub fn ui(&self, ui: &mut egui::Ui) {
        ui.label(RichText::new(tr!("plugins-title")).strong())
            .on_hover_text(self.folder.display().to_string());
        for plugin in &self.loaded {
            for module in &plugin.modules {
                ui.label(format!(
                    "{} {} ({} {})",
                    module.title(),
                    module.version(),
                    plugin.info.key,
                    plugin.info.version
                ));
                ui.label(RichText::new(module.rules_text()).weak());
            }
            if let Some(why) = plugin.failure() {
                ui.colored_label(ERROR, tr!("plugins-disabled", reason = why.to_string()));
            }
        }
        for why in &self.refused {
            ui.colored_label(ERROR, tr!("plugins-refused", reason = why.to_string()));
        }
    }
}

/// What the game screen says when a plugin of the game failed: the game stops (every action is refused), the
/// autosave keeps every action before the failure.
pub fn failure(game: &Game) -> Option<String> {
    game.module_failure()
        .map(|(_, why)| tr!("plugins-failed", reason = why.to_string()))
}

/// Writes the app's log (through `tracing`) to `metro.log` in its data folder, filtered by `METRO_LOG` (default
/// `info`); with `METRO_LOG` or `METRO_FRAME_LOG` set, to standard error too. Nothing happens if the file cannot be
/// made or a subscriber is already set.
pub fn init_log(paths: &Paths) {
    use tracing_subscriber::fmt::writer::MakeWriterExt;
    let filter = std::env::var("METRO_LOG").unwrap_or_else(|_| "info".into());
    let filter = tracing_subscriber::EnvFilter::try_new(&filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    if std::fs::create_dir_all(&paths.data).is_err() {
        return;
    }
    let Ok(file) = std::fs::File::create(paths.data.join("metro.log")) else {
        return;
    };
    let file = std::sync::Mutex::new(file);
    let to_stderr = std::env::var_os("METRO_LOG").is_some() || std::env::var_os("METRO_FRAME_LOG").is_some();
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_ansi(false);
    let _ = if to_stderr {
        builder.with_writer(file.and(std::io::stderr)).try_init()
    } else {
        builder.with_writer(file).try_init()
    };
}

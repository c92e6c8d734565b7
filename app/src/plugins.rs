//! Plugins in the app: the menu's list of them (title, version, rules text; the refused ones with the reason) and
//! the app's log file. Loading them and what the game screen says when one fails is `metro_play::plugins`.

use crate::locale::tr;

use egui::{Color32, RichText};

use crate::paths::Paths;

pub use metro_play::plugins::*;

const ERROR: Color32 = Color32::from_rgb(200, 40, 40);

/// The plugins drawn in the menu (the app draws them, `metro_play::plugins` loads them).
pub trait PluginsUi {
    /// The menu's section: each plugin's modules with their title, version and rules text, and the refused files.
    fn ui(&self, ui: &mut egui::Ui);
}

impl PluginsUi for Plugins {
    fn ui(&self, ui: &mut egui::Ui) {
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

/// Writes the app's log (through `tracing`) to `metro.log` in its data folder — `metro-<id>.log` when another app
/// owns the folder, so that neither empties the other's — filtered by `METRO_LOG` (default `info`); with
/// `METRO_LOG` or `METRO_FRAME_LOG` set, to standard error too. Nothing happens if the file cannot be made or a
/// subscriber is already set.
pub fn init_log(paths: &Paths, instance: &crate::store::lock::Instance) {
    use tracing_subscriber::fmt::writer::MakeWriterExt;
    let filter = std::env::var("METRO_LOG").unwrap_or_else(|_| "info".into());
    let filter = tracing_subscriber::EnvFilter::try_new(&filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    if std::fs::create_dir_all(&paths.data).is_err() {
        return;
    }
    let Ok(file) = std::fs::File::create(instance.log(&paths.data)) else {
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

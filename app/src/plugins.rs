//! Plugins in the app: the menu's list of them (title, version, rules text; the refused ones with the reason) and
//! the app's log file. Loading them and what the game screen says when one fails is `metro_play::plugins`.

use crate::locale::tr;

use egui::{Color32, RichText};

use std::time::Duration;

use crate::paths::Paths;

pub use metro_play::plugins::*;

const ERROR: Color32 = Color32::from_rgb(200, 40, 40);

/// How long the watchdog waits for the app to show that a plugin's hook is late before it ends the app (the window's
/// own thread is then the one stuck in the hook, and nothing can be shown).
const GRACE: Duration = Duration::from_secs(5);

/// The plugins drawn in the menu (the app draws them, `metro_play::plugins` loads them).
pub trait PluginsUi {
    /// The menu's section: each plugin's modules with their title, version and rules text, and the refused files.
    fn ui(&self, ui: &mut egui::Ui);
}

impl PluginsUi for Plugins {
    fn ui(&self, ui: &mut egui::Ui) {
        ui.label(RichText::new(tr!("plugins-title")).strong())
            .on_hover_text(self.folder.display().to_string());
        // what a plugin says of itself is shown escaped, as every text from a file
        for plugin in &self.loaded {
            for module in &plugin.modules {
                ui.label(shown(&format!(
                    "{} {} ({} {})",
                    module.title(),
                    module.version(),
                    plugin.info.key,
                    plugin.info.version
                )));
                ui.label(RichText::new(shown_lines(module.rules_text())).weak());
            }
            if let Some(why) = plugin.failure() {
                ui.colored_label(ERROR, tr!("plugins-disabled", reason = shown(why)));
            }
        }
        for why in &self.refused {
            ui.colored_label(ERROR, tr!("plugins-refused", reason = why.to_string()));
        }
    }
}

/// Times every plugin hook from now on ([`watch_plugin_hooks`], 10 s each): a hook that has not returned by
/// then disables its plugin and is told to the app, which shows it over every screen ([`late_notice`]) and wakes up
/// `ctx` to do so; when the notice is not shown within a few seconds (the window's own thread is stuck in the hook)
/// the app ends with exit code 2, the reason in its log and on standard error. The autosave holds every decision
/// before the hook (it is written after each).
pub fn watch_hooks(ctx: egui::Context) -> LateHooks {
    let late = LateHooks::default();
    let told = late.clone();
    let watched = watch_plugin_hooks(DEFAULT_BUDGET, move |timeout| {
        tracing::error!(plugin = %timeout.plugin, hook = %timeout.hook, "a plugin hook did not return in time");
        told.report(timeout);
        ctx.request_repaint();
        if !told.wait_seen(GRACE) {
            let notice = told.notice().unwrap_or_default();
            tracing::error!(%notice, "the window is stuck in a plugin's hook: the app ends");
            eprintln!("{notice}");
            std::process::exit(2);
        }
    });
    if let Err(error) = watched {
        tracing::warn!(%error, "plugin hooks are not timed");
    }
    late
}

/// The notice of a plugin hook that did not return, over every screen, offering to quit (the game cannot go on).
pub fn late_notice(ui: &mut egui::Ui, late: &LateHooks) {
    let Some(notice) = late.notice() else {
        return;
    };
    egui::Modal::new(egui::Id::unique("plugin-late")).show(ui.ctx(), |ui| {
        ui.set_max_width(560.0);
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        ui.colored_label(ERROR, notice);
        if ui.button(RichText::new(tr!("plugins-quit")).strong()).clicked() {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    });
    late.seen();
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

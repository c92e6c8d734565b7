//! Plugins in the app: loading every plugin of the user's plugins folder into the registry at start-up (those
//! loaded and the refused ones with the reason) and what the game screen says when one fails. The app draws the
//! menu's list of them and writes its log file (its `plugins`).

use crate::locale::tr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use metro_core::Printable;
use metro_engine::{Game, Registry};
use metro_plugins::Plugin;
pub use metro_plugins::{DEFAULT_BUDGET, Timeout, watch_hooks as watch_plugin_hooks};

use crate::paths::Paths;

/// The plugins of the user's plugins folder: those loaded and why the others were refused.
#[derive(Debug, Default)]
pub struct Plugins {
    /// The folder searched.
    pub folder: PathBuf,
    /// The plugins loaded (their modules are in the registry).
    pub loaded: Vec<Plugin>,
    /// Why the others were refused, one message each (escaped: they name files and quote plugins).
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
            refused: refused.iter().map(|e| shown(&e.to_string())).collect(),
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
        .map(|(_, why)| tr!("plugins-failed", reason = shown(&why)))
}

/// A text from a plugin or naming one (its file, its words, why it failed) made safe to show: every control and
/// bidirectional character escaped (`metro_core::Printable`), cut after 2,000 characters.
pub fn shown(text: &str) -> String {
    Printable::max_chars(text, 2_000).to_string()
}

/// A plugin's text of several lines (its rules) made safe to show line by line (see [`shown`]).
pub fn shown_lines(text: &str) -> String {
    text.lines().map(shown).collect::<Vec<_>>().join("\n")
}

/// Plugin hooks that did not return within their budget, as the watchdog's thread tells them to the app
/// ([`metro_plugins::watch_hooks`]): the notice the app shows, offering to quit, and whether it was shown. The
/// plugin is disabled; the autosave, written after every decision, holds every move before the hook.
#[derive(Clone, Debug, Default)]
pub struct LateHooks(Arc<Late>);

#[derive(Debug, Default)]
struct Late {
    notice: Mutex<Option<String>>,
    seen: AtomicBool,
}

impl LateHooks {
    /// Notes a late hook (on the watchdog's thread): the notice names the plugin and the hook. Only the first is kept.
    pub fn report(&self, late: &Timeout) {
        let mut notice = self.0.notice.lock().unwrap_or_else(PoisonError::into_inner);
        if notice.is_none() {
            *notice = Some(tr!("plugins-late", reason = shown(&late.to_string())));
        }
    }

    /// The notice to show, once a hook was late.
    pub fn notice(&self) -> Option<String> {
        self.0
            .notice
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// The app showed the notice.
    pub fn seen(&self) {
        self.0.seen.store(true, Ordering::Release);
    }

    /// Waits up to `grace` for the app to show the notice: `false` when it did not (the window's own thread is the
    /// one stuck in the hook, and nothing can be shown).
    pub fn wait_seen(&self, grace: Duration) -> bool {
        let start = Instant::now();
        while !self.0.seen.load(Ordering::Acquire) {
            if start.elapsed() >= grace {
                return false;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_late_hook_is_noticed_once_and_its_words_escaped() {
        let late = LateHooks::default();
        assert_eq!(late.notice(), None);
        let timeout = Timeout {
            plugin: "lib\u{1b}[31mred.so".into(),
            hook: "turn_options".into(),
            budget: Duration::from_secs(10),
        };
        late.report(&timeout);
        let notice = late.notice().unwrap_or_default();
        assert!(
            notice.contains("`turn_options`") && notice.contains("10 s"),
            "{notice}"
        );
        assert!(
            !notice.contains('\u{1b}') && notice.contains("\\u{1b}"),
            "{notice}"
        );
        late.report(&Timeout {
            hook: "resolve".into(),
            ..timeout
        });
        assert!(!late.notice().unwrap_or_default().contains("resolve"));
        assert!(!late.wait_seen(Duration::from_millis(60)));
        let shown = late.clone();
        let waiting = std::thread::spawn(move || shown.wait_seen(Duration::from_secs(30)));
        late.seen();
        assert!(waiting.join().unwrap_or(false));
    }
}

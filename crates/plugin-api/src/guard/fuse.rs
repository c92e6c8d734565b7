//! A plugin's fuse, and what a panic in the plugin said.

use std::any::Any;
use std::cell::RefCell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::OnceLock;

use crate::locale::tr;

/// A plugin's fuse: blown, with the reason, by the first panic in one of its hooks.
#[derive(Debug)]
pub struct Fuse {
    plugin: String,
    blown: OnceLock<String>,
    /// The host's `metro_lang::language` (the fuse is made by the host: a pointer into the host's code).
    host_language: fn() -> metro_lang::Language,
}

impl Fuse {
    /// An intact fuse for the plugin named `plugin` (its file name, for messages).
    pub fn new(plugin: &str) -> Fuse {
        Fuse {
            plugin: plugin.to_string(),
            blown: OnceLock::new(),
            host_language: metro_lang::language,
        }
    }

    /// The host's language now (see the module's documentation).
    pub fn host_language(&self) -> metro_lang::Language {
        (self.host_language)()
    }

    /// Runs `f` in the plugin's copy of `metro_lang` set to the host's language.
    pub fn in_host_language<R>(&self, f: impl FnOnce() -> R) -> R {
        metro_lang::with_language(self.host_language(), f)
    }

    /// Why the plugin was disabled, once a hook panicked.
    pub fn blown(&self) -> Option<&str> {
        self.blown.get().map(String::as_str)
    }

    /// Runs a hook of the plugin: its answer, or `fallback`'s once the fuse is blown or when the hook panics (which
    /// blows it).
    pub fn run<R>(&self, hook: &str, fallback: impl FnOnce() -> R, f: impl FnOnce() -> R) -> R {
        // the fallbacks' words too are in the host's language
        self.in_host_language(|| {
            if self.blown.get().is_some() {
                return fallback();
            }
            match catch_unwind(AssertUnwindSafe(f)) {
                Ok(answer) => answer,
                Err(payload) => {
                    let _ = self.blown.set(tr!(
                        "plugin-panicked-in-hook",
                        plugin = self.plugin.as_str(),
                        hook = hook,
                        panic = panic_message(&*payload)
                    ));
                    fallback()
                }
            }
        })
    }
}

thread_local! {
    /// Where the last panic of this thread happened (set by the plugin's quiet panic hook).
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Replaces the plugin's panic hook (its copy of the standard library's: the host's is untouched) by one that notes
/// the panic's place and message for [`panic_message`] instead of printing them.
pub(crate) fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let place = info
            .location()
            .map(|l| format!(" at {}:{}:{}", l.file(), l.line(), l.column()))
            .unwrap_or_default();
        LAST_PANIC.with(|last| *last.borrow_mut() = Some(place));
    }));
}

/// A panic's message and, when the quiet hook saw it, its place.
pub(crate) fn panic_message(payload: &(dyn Any + Send)) -> String {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| tr!("plugin-panic-without-message"));
    let place = LAST_PANIC
        .with(|last| last.borrow_mut().take())
        .unwrap_or_default();
    format!("{message}{place}")
}

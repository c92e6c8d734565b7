//! A plugin's fuse, and what a panic in the plugin said.

use std::any::Any;
use std::cell::RefCell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, OnceLock};

use metro_engine::module::Invalid;

use super::watch::{WATCH, Watch};
use crate::locale::tr;

/// A plugin's fuse: blown, with the reason, by the first panic in one of its hooks, the first value of its that the
/// engine cannot take ([`Invalid`]), or a hook that does not return within the host's budget ([`Watch`]).
#[derive(Debug)]
pub struct Fuse {
    plugin: String,
    blown: OnceLock<String>,
    /// The host's `metro_lang::language` (the fuse is made by the host: a pointer into the host's code).
    host_language: fn() -> metro_lang::Language,
    /// The host's watch over hooks that do not return (the host's static).
    watch: &'static Watch,
}

impl Fuse {
    /// An intact fuse for the plugin named `plugin` (its file name, for messages).
    pub fn new(plugin: &str) -> Fuse {
        Fuse {
            plugin: plugin.to_string(),
            blown: OnceLock::new(),
            host_language: metro_lang::language,
            watch: &WATCH,
        }
    }

    /// An intact fuse for the plugin named `plugin`, noted by the host's watch (so that a hook of the plugin that
    /// does not return in time blows it).
    pub fn shared(plugin: &str) -> Arc<Fuse> {
        let fuse = Arc::new(Fuse::new(plugin));
        fuse.watch.register(&fuse);
        fuse
    }

    /// The plugin's file name.
    pub fn plugin(&self) -> &str {
        &self.plugin
    }

    /// Blows the fuse with `why` (unless it is blown already).
    pub fn blow(&self, why: String) {
        let _ = self.blown.set(why);
    }

    /// Blows the fuse because the hook `hook` left or handed back `invalid`.
    pub fn refuse(&self, hook: &str, invalid: &Invalid) {
        let why = self.in_host_language(|| {
            tr!(
                "plugin-invalid-in-hook",
                plugin = self.plugin.as_str(),
                hook = hook,
                why = invalid.to_string()
            )
        });
        self.blow(why);
    }

    /// Runs `f`, a part of the plugin's code named `hook` (its registration, say), on the host's watch.
    pub fn watched<R>(&self, hook: &'static str, f: impl FnOnce() -> R) -> R {
        self.watch.watched(self, hook, f)
    }

    /// The host's language now (see the module's documentation).
    pub fn host_language(&self) -> metro_lang::Language {
        (self.host_language)()
    }

    /// Runs `f` in the plugin's copy of `metro_lang` set to the host's language.
    pub fn in_host_language<R>(&self, f: impl FnOnce() -> R) -> R {
        metro_lang::with_language(self.host_language(), f)
    }

    /// Runs a hook as [`Fuse::run`] does, then checks its answer: an answer `check` refuses blows the fuse (naming
    /// the hook and what is wrong) and gives way to `fallback`'s.
    pub fn checked<R>(
        &self,
        hook: &'static str,
        fallback: impl Fn() -> R,
        f: impl FnOnce() -> R,
        check: impl FnOnce(&R) -> Result<(), Invalid>,
    ) -> R {
        let answer = self.run(hook, &fallback, f);
        if self.blown.get().is_some() {
            return answer;
        }
        match check(&answer) {
            Ok(()) => answer,
            Err(invalid) => {
                self.refuse(hook, &invalid);
                self.in_host_language(fallback)
            }
        }
    }

    /// Why the plugin was disabled, once a hook panicked.
    pub fn blown(&self) -> Option<&str> {
        self.blown.get().map(String::as_str)
    }

    /// Runs a hook of the plugin: its answer, or `fallback`'s once the fuse is blown or when the hook panics (which
    /// blows it) or does not return within the host's budget (the host's watch blows it; should the hook return
    /// later, its answer is dropped).
    pub fn run<R>(&self, hook: &'static str, fallback: impl FnOnce() -> R, f: impl FnOnce() -> R) -> R {
        // the fallbacks' words too are in the host's language
        self.in_host_language(|| {
            if self.blown.get().is_some() {
                return fallback();
            }
            match self.watched(hook, || catch_unwind(AssertUnwindSafe(f))) {
                Ok(_) if self.blown.get().is_some() => fallback(),
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

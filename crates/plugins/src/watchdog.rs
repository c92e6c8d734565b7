//! The watchdog over plugin hooks that do not return (an endless loop, a sleep, a lock never released): a thread of
//! the host's that looks, every tenth of a second, at the hooks running on every thread (`metro_plugin_api::WATCH`,
//! where every guarded hook notes itself while the watch is armed). A hook that has run for longer than the budget
//! disables its plugin (its fuse is blown: should the hook ever return, its answer is dropped) and is reported to
//! the host's callback once: the CLI ends the run (exit code 2), the app shows a notice offering to quit.
//!
//! Only plugins' hooks are timed: the built-in modules have no fuse and pay nothing. A plugin's own threads, and the
//! memory a plugin allocates, are not watched.

use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use metro_plugin_api::WATCH;

use crate::locale::tr;

/// The budget of a hook unless the host says otherwise: 10 seconds.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(10);

/// How often the watchdog looks.
const TICK: Duration = Duration::from_millis(100);

/// A plugin's hook that has not returned within the budget: the plugin is disabled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeout {
    /// The plugin's file name.
    pub plugin: String,
    /// The hook.
    pub hook: String,
    /// The budget it overran.
    pub budget: Duration,
}

impl std::fmt::Display for Timeout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&late(&self.plugin, &self.hook, self.budget))
    }
}

/// The words for a late hook.
fn late(plugin: &str, hook: &str, budget: Duration) -> String {
    tr!(
        "plugin-late-in-hook",
        plugin = plugin,
        hook = hook,
        seconds = budget.as_secs_f64().to_string()
    )
}

/// What the host asked the watchdog for.
type Callback = Arc<dyn Fn(&Timeout) + Send + Sync>;

/// The budget and the callback, as last set.
static CONFIG: Mutex<Option<(Duration, Callback)>> = Mutex::new(None);

/// Whether the watchdog's thread runs (it is started once).
static STARTED: OnceLock<std::io::Result<()>> = OnceLock::new();

/// Watches every plugin hook from now on: one that has not returned within `budget` disables its plugin, and
/// `on_timeout` is called once for it, on the watchdog's thread (which goes on watching). Called again, sets another
/// budget and callback. An error when the watchdog's thread cannot be started (hooks are then not timed).
pub fn watch_hooks(
    budget: Duration,
    on_timeout: impl Fn(&Timeout) + Send + Sync + 'static,
) -> std::io::Result<()> {
    *CONFIG.lock().unwrap_or_else(PoisonError::into_inner) = Some((budget, Arc::new(on_timeout)));
    let started = STARTED.get_or_init(|| {
        // Armed here, before this returns and any hook runs: armed on the watchdog's own thread, a hook entered
        // before that thread was first scheduled (a loaded machine) went unnoted and was never found late.
        WATCH.arm();
        std::thread::Builder::new()
            .name("metro-plugin-watchdog".into())
            .spawn(watch)
            .map(|_| ())
    });
    match started {
        Ok(()) => Ok(()),
        Err(e) => Err(std::io::Error::new(e.kind(), e.to_string())),
    }
}

/// The watchdog's thread: arms the watch, then looks every tick.
fn watch() {
    let start = Instant::now();
    loop {
        std::thread::sleep(TICK);
        WATCH.tick(u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX));
        let Some((budget, callback)) = CONFIG.lock().unwrap_or_else(PoisonError::into_inner).clone() else {
            continue;
        };
        // a hook notes the clock as last ticked, up to a tick before it began: a tick more, never less than the budget
        let millis = u64::try_from((budget + TICK).as_millis()).unwrap_or(u64::MAX);
        for hook in WATCH.late(millis, |l| late(&l.plugin, &l.hook, budget)) {
            tracing::error!(plugin = %hook.plugin, hook = %hook.hook, "a plugin hook did not return in time");
            callback(&Timeout {
                plugin: hook.plugin,
                hook: hook.hook,
                budget,
            });
        }
    }
}

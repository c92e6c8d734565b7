//! The watch over plugin hooks that do not return: every hook a [`Fuse`] runs notes, on its thread's slot, which hook
//! of which plugin it is in and since when; a monitor of the host's (`metro_plugins::watch_hooks`) looks at the slots
//! every tenth of a second, and a hook in one for longer than the budget blows its plugin's fuse and is reported.
//!
//! There is one watch per process, the host's ([`WATCH`]): the fuses the host makes point at it, so a plugin's code
//! (with its own copy of this crate) notes its hooks there too. Until a monitor arms it, a hook pays one atomic load
//! for it; armed, a hook locks its own thread's slot twice (never contended but by the monitor's look), and the
//! built-in modules, which have no fuse, pay nothing.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use super::Fuse;

/// The host's watch (see the module's documentation).
pub static WATCH: Watch = Watch::new();

/// Which hooks run on which threads, since when (see the module's documentation).
#[derive(Debug)]
pub struct Watch {
    /// Whether a monitor looks at the slots (until then hooks are not noted).
    armed: AtomicBool,
    /// The monitor's clock: milliseconds since it was armed, as it last saw them.
    now: AtomicU64,
    /// One slot per thread that ran a hook while the watch was armed (freed when the thread ends).
    slots: Mutex<Vec<Arc<Slot>>>,
    /// The plugins' fuses, to blow the fuse of a plugin whose hook is late.
    fuses: Mutex<Vec<Weak<Fuse>>>,
}

/// One thread's slot: the hook it is in.
#[derive(Debug, Default)]
struct Slot {
    entry: Mutex<Entry>,
}

/// What a thread is running.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// Whether a thread holds the slot.
    taken: bool,
    /// How many hooks deep the thread is (a hook may call the engine, which calls another hook).
    depth: u32,
    /// The watch's clock when the outermost hook was entered.
    since: u64,
    /// The innermost hook.
    hook: &'static str,
    /// The address of its plugin's fuse.
    fuse: usize,
    /// Whether the monitor has reported it.
    reported: bool,
}

/// A hook that has run for longer than the budget: the plugin (its file's name) and the hook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Late {
    /// The plugin's file name.
    pub plugin: String,
    /// The hook.
    pub hook: String,
    /// How long it has run, in milliseconds.
    pub millis: u64,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

thread_local! {
    /// This thread's slot, once it ran a hook while the watch was armed.
    static SLOT: RefCell<Option<Claimed>> = const { RefCell::new(None) };
}

/// A slot held by a thread, given back when the thread ends.
struct Claimed(Arc<Slot>);

impl Drop for Claimed {
    fn drop(&mut self) {
        *lock(&self.0.entry) = Entry::default();
    }
}

impl Watch {
    /// A watch not yet armed.
    pub const fn new() -> Watch {
        Watch {
            armed: AtomicBool::new(false),
            now: AtomicU64::new(0),
            slots: Mutex::new(Vec::new()),
            fuses: Mutex::new(Vec::new()),
        }
    }

    /// Arms the watch: from now on hooks are noted (the monitor calls this, then [`Watch::tick`] and
    /// [`Watch::late`] every tenth of a second).
    pub fn arm(&self) {
        self.armed.store(true, Ordering::Release);
    }

    /// Whether the watch is armed.
    pub fn armed(&self) -> bool {
        self.armed.load(Ordering::Acquire)
    }

    /// Sets the monitor's clock (milliseconds since it armed the watch).
    pub fn tick(&self, now: u64) {
        self.now.store(now, Ordering::Relaxed);
    }

    /// Notes a plugin's fuse (the host does, for every plugin it loads), so that a late hook blows it.
    pub fn register(&self, fuse: &Arc<Fuse>) {
        let mut fuses = lock(&self.fuses);
        fuses.retain(|f| f.strong_count() > 0);
        fuses.push(Arc::downgrade(fuse));
    }

    /// Runs `f`, a hook `hook` of the plugin whose fuse is `fuse`, noted on this thread's slot while it runs (when
    /// the watch is armed). `f` must not unwind (the fuse runs it under `catch_unwind`).
    pub(super) fn watched<R>(&self, fuse: &Fuse, hook: &'static str, f: impl FnOnce() -> R) -> R {
        if !self.armed() {
            return f();
        }
        let Some(outer) = self.enter(fuse as *const Fuse as usize, hook) else {
            return f();
        };
        let answer = f();
        self.exit(outer);
        answer
    }

    /// Notes the entry into a hook on this thread's slot (claiming one first); what the slot held before, to put back
    /// at the exit. `None` when this thread cannot hold a slot (it is ending).
    fn enter(&self, fuse: usize, hook: &'static str) -> Option<(&'static str, usize)> {
        SLOT.try_with(|slot| {
            let mut slot = slot.borrow_mut();
            let claimed = slot.get_or_insert_with(|| Claimed(self.claim()));
            let mut entry = lock(&claimed.0.entry);
            let outer = (entry.hook, entry.fuse);
            if entry.depth == 0 {
                entry.since = self.now.load(Ordering::Relaxed);
                entry.reported = false;
            }
            entry.depth += 1;
            entry.hook = hook;
            entry.fuse = fuse;
            outer
        })
        .ok()
    }

    /// Notes the exit from a hook: the slot holds the hook it was called from, if any.
    fn exit(&self, (hook, fuse): (&'static str, usize)) {
        let _ = SLOT.try_with(|slot| {
            if let Some(claimed) = slot.borrow().as_ref() {
                let mut entry = lock(&claimed.0.entry);
                entry.depth = entry.depth.saturating_sub(1);
                entry.hook = hook;
                entry.fuse = fuse;
            }
        });
    }

    /// A free slot for this thread.
    fn claim(&self) -> Arc<Slot> {
        let mut slots = lock(&self.slots);
        for slot in slots.iter() {
            let mut entry = lock(&slot.entry);
            if !entry.taken {
                *entry = Entry {
                    taken: true,
                    ..Entry::default()
                };
                return slot.clone();
            }
        }
        let slot = Arc::new(Slot {
            entry: Mutex::new(Entry {
                taken: true,
                ..Entry::default()
            }),
        });
        slots.push(slot.clone());
        slot
    }

    /// The hooks that have run for `budget` milliseconds or more and were not reported yet: each is reported once,
    /// and its plugin's fuse is blown with `why` (the words for one late hook).
    pub fn late(&self, budget: u64, why: impl Fn(&Late) -> String) -> Vec<Late> {
        let now = self.now.load(Ordering::Relaxed);
        let mut late = Vec::new();
        let slots: Vec<Arc<Slot>> = lock(&self.slots).clone();
        for slot in slots {
            let (hook, fuse, since) = {
                let mut entry = lock(&slot.entry);
                if entry.depth == 0 || entry.reported || now.saturating_sub(entry.since) < budget {
                    continue;
                }
                entry.reported = true;
                (entry.hook, entry.fuse, entry.since)
            };
            let fuse = lock(&self.fuses)
                .iter()
                .filter_map(Weak::upgrade)
                .find(|f| Arc::as_ptr(f) as usize == fuse);
            let Some(fuse) = fuse else {
                continue;
            };
            let one = Late {
                plugin: fuse.plugin().to_string(),
                hook: hook.to_string(),
                millis: now.saturating_sub(since),
            };
            fuse.blow(why(&one));
            late.push(one);
        }
        late
    }
}

impl Default for Watch {
    fn default() -> Watch {
        Watch::new()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    /// A hook that runs past the budget is reported once, naming its plugin and hook, and blows its fuse: its answer,
    /// when it returns at last, gives way to the fallback. The watch's clock is set by hand here (the host's
    /// monitor, in `metro-plugins`, ticks it).
    #[test]
    fn a_late_hook_is_reported_once_and_its_answer_dropped() {
        let fuse = Fuse::shared("slow.so");
        WATCH.arm();
        WATCH.tick(1_000);
        let (started, go) = std::sync::mpsc::channel();
        let (release, wait) = std::sync::mpsc::channel::<()>();
        let slow = fuse.clone();
        let hook = std::thread::spawn(move || {
            slow.run(
                "slow_hook",
                || 0,
                || {
                    let _ = started.send(());
                    let _ = wait.recv_timeout(Duration::from_secs(60));
                    1
                },
            )
        });
        go.recv().unwrap_or_default();
        assert!(WATCH.late(500, |_| String::new()).is_empty(), "not late yet");
        WATCH.tick(1_600);
        let late = WATCH.late(500, |l| format!("{} is late in {}", l.plugin, l.hook));
        let mine: Vec<&Late> = late.iter().filter(|l| l.plugin == "slow.so").collect();
        assert_eq!(mine.len(), 1, "{late:?}");
        assert_eq!((mine[0].hook.as_str(), mine[0].millis), ("slow_hook", 600));
        assert_eq!(fuse.blown(), Some("slow.so is late in slow_hook"));
        assert!(
            WATCH
                .late(500, |_| String::new())
                .iter()
                .all(|l| l.plugin != "slow.so"),
            "reported once"
        );
        let _ = release.send(());
        assert_eq!(hook.join().unwrap_or(-1), 0, "the late answer is dropped");
        // the thread's slot is free again for the next thread
        assert!(lock(&WATCH.slots).iter().any(|slot| !lock(&slot.entry).taken));
    }
}

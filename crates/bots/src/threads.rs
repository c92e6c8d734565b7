//! Threads a driver starts — the search bot's, the simulation's and the checker's workers — asked for with
//! [`std::thread::Builder`], so that a thread the system refuses (a process limit, too little memory for its stack)
//! is an answer, not a panic: the caller goes on with the threads it obtained (its work is split so that the results
//! do not depend on how many), or does the work itself when it obtained none.
//!
//! A [`Spawner`] can be made to refuse threads beyond a number alive at once ([`Spawner::refusing_after`]), as a
//! process limit does: the tests' way to reach these paths, since a process limit does not bind root, which CI runs
//! as.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::{Builder, Scope, ScopedJoinHandle};

/// Starts scoped threads, or says why it could not (see the module documentation).
#[derive(Clone, Debug, Default)]
pub struct Spawner {
    /// For tests: at most this many threads started through this spawner (and its clones) alive at once.
    limit: Option<Arc<Limit>>,
}

/// A number of threads alive at once, and how many are.
#[derive(Debug)]
struct Limit {
    max: usize,
    alive: AtomicUsize,
}

/// Frees a thread's place in its [`Limit`] when the thread ends (or its start failed).
struct Place(Arc<Limit>);

impl Drop for Place {
    fn drop(&mut self) {
        self.0.alive.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Spawner {
    /// Threads as the system gives them.
    pub fn system() -> Spawner {
        Spawner::default()
    }

    /// A spawner that refuses a thread while `max` threads it started are alive, with the error a process limit
    /// gives (`WouldBlock`, "Resource temporarily unavailable"): for tests.
    pub fn refusing_after(max: usize) -> Spawner {
        Spawner {
            limit: Some(Arc::new(Limit {
                max,
                alive: AtomicUsize::new(0),
            })),
        }
    }

    /// Starts `f` on a new thread of `scope`, or returns why the system refused it.
    pub fn spawn_scoped<'scope, 'env, F, T>(
        &self,
        scope: &'scope Scope<'scope, 'env>,
        f: F,
    ) -> io::Result<ScopedJoinHandle<'scope, T>>
    where
        F: FnOnce() -> T + Send + 'scope,
        T: Send + 'scope,
    {
        let Some(limit) = &self.limit else {
            return Builder::new().spawn_scoped(scope, f);
        };
        let place = Place(limit.clone());
        if limit.alive.fetch_add(1, Ordering::AcqRel) >= limit.max {
            // `place` gives the count back
            return Err(io::Error::new(
                io::ErrorKind::WouldBlock,
                "Resource temporarily unavailable (a test's thread limit)",
            ));
        }
        Builder::new().spawn_scoped(scope, move || {
            let _place = place;
            f()
        })
    }

    /// Starts up to `count` threads of `scope`, each running `worker`; returns how many started. It stops asking at
    /// the first refusal: the caller goes on with those (`worker` takes its work from a shared queue).
    pub fn workers<'scope, 'env, F>(
        &self,
        scope: &'scope Scope<'scope, 'env>,
        count: usize,
        worker: &'scope F,
    ) -> usize
    where
        F: Fn() + Sync,
    {
        let mut started = 0;
        while started < count && self.spawn_scoped(scope, worker).is_ok() {
            started += 1;
        }
        started
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Barrier;

    #[test]
    fn a_limited_spawner_refuses_beyond_its_limit_and_frees_places() {
        let spawner = Spawner::refusing_after(3);
        // four threads wanted while three are held alive: the fourth is refused
        let barrier = Barrier::new(4);
        let hold = || {
            barrier.wait();
        };
        std::thread::scope(|scope| {
            assert_eq!(spawner.workers(scope, 5, &hold), 3);
            let refused = spawner.spawn_scoped(scope, || ()).err();
            assert_eq!(refused.map(|e| e.kind()), Some(io::ErrorKind::WouldBlock));
            barrier.wait();
        });
        // the three have ended: three places again
        let nothing = || {};
        std::thread::scope(|scope| {
            assert_eq!(spawner.workers(scope, 3, &nothing), 3);
        });
        // the system's spawner starts what is asked
        std::thread::scope(|scope| {
            assert_eq!(Spawner::system().workers(scope, 4, &nothing), 4);
        });
    }
}

//! A simulation running in the background: `metro_sim::run_observed` on a thread of its own, its records folded
//! into aggregates and streamed to a JSON Lines file as they come (so memory stays flat in the number of games),
//! with the progress and a cancel switch shared with the window.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use metro_play::findings::Balance;
use metro_sim::{Aggregates, GameRecord, Observer, SetupRecord, SimConfig, SimError};

use crate::locale::tr;

/// What a finished run leaves: its aggregates, speed, and its records on disk.
#[derive(Debug)]
pub struct Outcome {
    /// The aggregates of every game handed on.
    pub aggregates: Aggregates,
    /// Wall-clock time.
    pub elapsed: Duration,
    /// Worker threads.
    pub jobs: usize,
    /// The JSON Lines file holding every record (a temporary file, removed when the run is dropped).
    pub records: Option<PathBuf>,
    /// Why the run stopped early, if it did (cancelled, a failing game, a failed write).
    pub stopped: Option<String>,
    /// A short name of the setup, for legends.
    pub title: String,
    /// The rules played (the map drawn under the heat map).
    pub rules: Option<Arc<metro_play::game::Rules>>,
    /// Its games folded for the balance findings (as `metro check` folds its play-tests).
    pub balance: Balance,
    /// The map and card set it played, as their sources (set by the screen; kept with the run).
    pub played: Option<(metro_save::DataSource, metro_save::DataSource)>,
}

impl Outcome {
    /// Games per second of wall-clock time.
    pub fn games_per_second(&self) -> f64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 {
            self.aggregates.games as f64 / seconds
        } else {
            0.0
        }
    }
}

/// What the window and the run's thread share.
#[derive(Debug, Default)]
struct Shared {
    done: AtomicU64,
    cancel: AtomicBool,
    outcome: Mutex<Option<Outcome>>,
}

/// A run in progress (or finished, until its outcome is taken).
#[derive(Debug)]
pub struct Run {
    shared: Arc<Shared>,
    /// Games asked for.
    pub games: u64,
    /// When it started.
    started: Instant,
    thread: Option<JoinHandle<()>>,
}

/// The observer of the run's thread: aggregates, the records' file, the shared progress and cancel switch.
struct Watch {
    aggregates: Aggregates,
    balance: Balance,
    setup: SetupRecord,
    out: Option<std::io::BufWriter<std::fs::File>>,
    shared: Arc<Shared>,
}

impl Observer for Watch {
    fn record(&mut self, _index: u64, record: GameRecord) -> std::io::Result<()> {
        self.aggregates.add(&record);
        self.balance.add_record(&record);
        match &mut self.out {
            Some(out) => record.write_json_line(&self.setup, out),
            None => Ok(()),
        }
    }

    fn progress(&mut self, done: u64) {
        self.shared.done.store(done, Ordering::Relaxed);
    }

    fn cancelled(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }
}

/// The setup of no run (for the outcome of a run that could not start).
fn empty_setup() -> SetupRecord {
    SetupRecord {
        map: String::new(),
        cards: String::new(),
        players: 0,
        bots: Vec::new(),
        options: serde_json::Value::Null,
    }
}

/// A fresh temporary file for a run's records.
fn records_path() -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("metro-simulation-{}-{n}.jsonl", std::process::id()))
}

impl Run {
    /// Starts `config` on a background thread; `repaint` is asked for a new frame as games finish.
    pub fn start(config: SimConfig, title: String, repaint: impl Fn() + Send + 'static) -> Run {
        let shared = Arc::new(Shared::default());
        let games = config.games;
        let thread_shared = shared.clone();
        // the run's words (how it stopped) in the language of the screen that started it
        let language = metro_lang::language();
        let thread = std::thread::Builder::new()
            .name("simulation".into())
            .spawn(move || {
                let path = records_path();
                let file = std::fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .open(&path)
                    .ok();
                let records = file.as_ref().map(|_| path.clone());
                let mut watch = Watch {
                    aggregates: Aggregates::new(&config),
                    balance: Balance::new(config.rules.map().lines().len()),
                    setup: config.setup_record(),
                    out: file.map(std::io::BufWriter::new),
                    shared: thread_shared.clone(),
                };
                let started = std::time::Instant::now();
                let result = metro_sim::run_observed(&config, &mut watch);
                let flushed = watch.out.as_mut().map_or(Ok(()), Write::flush);
                let stopped = metro_lang::with_language(language, || match (&result, flushed) {
                    (Err(SimError::Cancelled { done }), _) => {
                        Some(tr!("simulation-cancelled", games = *done))
                    }
                    (Err(e), _) => Some(tr!("simulation-run-stopped", error = e.to_string())),
                    (Ok(_), Err(e)) => Some(tr!("simulation-records-not-written", error = e.to_string())),
                    (Ok(_), Ok(())) => None,
                });
                let outcome = Outcome {
                    aggregates: watch.aggregates,
                    elapsed: started.elapsed(),
                    jobs: config.jobs.max(1),
                    records,
                    stopped,
                    title,
                    rules: Some(config.rules.clone()),
                    balance: watch.balance,
                    played: None,
                };
                *thread_shared
                    .outcome
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner) = Some(outcome);
                repaint();
            })
            .ok();
        if thread.is_none() {
            *shared.outcome.lock().unwrap_or_else(PoisonError::into_inner) = Some(Outcome {
                aggregates: Aggregates::start(empty_setup(), &[], &[]),
                elapsed: Duration::ZERO,
                jobs: 0,
                records: None,
                stopped: Some(tr!("simulation-thread-not-started")),
                title: String::new(),
                rules: None,
                balance: Balance::default(),
                played: None,
            });
        }
        Run {
            shared,
            games,
            started: Instant::now(),
            thread,
        }
    }

    /// Games finished so far.
    pub fn done(&self) -> u64 {
        self.shared.done.load(Ordering::Relaxed)
    }

    /// Games per second so far and the time left at that rate, once a game has finished.
    pub fn rate(&self) -> Option<(f64, Duration)> {
        let done = self.done();
        let seconds = self.started.elapsed().as_secs_f64();
        if done == 0 || seconds <= 0.0 {
            return None;
        }
        let rate = done as f64 / seconds;
        let left = self.games.saturating_sub(done) as f64 / rate;
        Some((rate, Duration::from_secs_f64(left.min(1e7))))
    }

    /// Asks the run to stop; its outcome (with the games finished) comes soon after.
    pub fn cancel(&self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether cancel was asked.
    pub fn cancelling(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }

    /// The outcome, once the run has ended (taken once).
    pub fn take_outcome(&mut self) -> Option<Outcome> {
        let outcome = self
            .shared
            .outcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()?;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        Some(outcome)
    }
}

impl Drop for Run {
    fn drop(&mut self) {
        self.cancel();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Outcome {
    fn drop(&mut self) {
        if let Some(path) = self.records.take() {
            let _ = std::fs::remove_file(path);
        }
    }
}

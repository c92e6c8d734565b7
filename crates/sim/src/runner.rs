//! The runner: plays the games of a run on worker threads and hands their records on in game order through a
//! reorder buffer ([`run_observed`]), with its simpler forms ([`run`], [`run_streaming`]) and the report it makes.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use metro_bots::threads::Spawner;

use crate::counting::Counting;
use crate::play::{Scratch, play_caught};
use crate::{GameRecord, SetupRecord, SimConfig, SimError, Summary};

/// A run's games as the runner sees them, whatever the game: how many, on how many threads, and how game `index` is
/// played into its record. Tokyo Metro's are a [`SimConfig`] with its counting ([`TokyoGames`]); the runner
/// (threads, reorder buffer, cancelling) knows no game.
pub(crate) trait Games: Sync {
    /// One game's record.
    type Record: Send;
    /// Buffers a worker reuses from game to game.
    type Scratch: Default;
    /// How many games.
    fn games(&self) -> u64;
    /// Worker threads asked for.
    fn jobs(&self) -> usize;
    /// How threads are started.
    fn spawner(&self) -> &Spawner;
    /// Plays game `index`, giving up as soon as `stop` says so; a panic is that game's error.
    fn play(
        &self,
        index: u64,
        scratch: &mut Self::Scratch,
        stop: &dyn Fn() -> bool,
    ) -> Result<Self::Record, SimError>;
}

/// Tokyo Metro's games: a configuration and where its action kinds are counted.
struct TokyoGames<'a> {
    config: &'a SimConfig,
    counting: Counting,
}

impl Games for TokyoGames<'_> {
    type Record = GameRecord;
    type Scratch = Scratch;

    fn games(&self) -> u64 {
        self.config.games
    }

    fn jobs(&self) -> usize {
        self.config.jobs
    }

    fn spawner(&self) -> &Spawner {
        &self.config.spawner
    }

    fn play(
        &self,
        index: u64,
        scratch: &mut Scratch,
        stop: &dyn Fn() -> bool,
    ) -> Result<GameRecord, SimError> {
        play_caught(self.config, index, &self.counting, scratch, stop)
    }
}

/// The outcome of a run: one record per game, in game order, and how long it took.
#[derive(Clone, Debug)]
pub struct SimReport {
    /// The setup shared by every game.
    pub setup: SetupRecord,
    /// One record per game, game 0 first.
    pub records: Vec<GameRecord>,
    /// Wall-clock time of the run.
    pub elapsed: Duration,
    /// Worker threads used.
    pub jobs: usize,
    /// Action-kind names by catalogue index.
    pub kind_names: Arc<[String]>,
    /// The catalogue indices of the kinds on the game's cards, ascending.
    pub kinds_on_cards: Vec<usize>,
}

impl SimReport {
    /// Aggregate statistics over every game.
    pub fn summary(&self) -> Summary {
        Summary::new(self)
    }

    /// Writes one JSON object per game, one per line, in game order (the format of `docs/sim-json.md`).
    pub fn write_json_lines(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        for record in &self.records {
            record.write_json_line(&self.setup, out)?;
        }
        Ok(())
    }
}

/// How many games each worker thread may run ahead of the oldest game whose record is not yet handed on: the bound
/// of the reorder buffer (at most `WINDOW_PER_JOB × jobs` records are held at once).
pub const WINDOW_PER_JOB: u64 = 8;

/// What a streaming run knows besides its records.
#[derive(Clone, Debug)]
pub struct RunInfo {
    /// Wall-clock time of the run.
    pub elapsed: Duration,
    /// Worker threads that played: fewer than asked when the system refused some (a process limit), 1 when it
    /// refused every one (the games were played on the calling thread).
    pub jobs: usize,
}

/// Plays every game of `config` and collects the records, calling `progress` with the number of games finished so
/// far after each game. Stops at the first failing game (the one with the smallest index among those that failed).
/// Holds every record: for many games, use [`run_streaming`].
pub fn run(config: &SimConfig, progress: impl Fn(u64) + Sync) -> Result<SimReport, SimError> {
    let mut records = Vec::new();
    let info = run_streaming(config, progress, |_, record| {
        records.push(record);
        Ok(())
    })?;
    Ok(SimReport {
        setup: config.setup_record(),
        records,
        elapsed: info.elapsed,
        jobs: info.jobs,
        kind_names: config.kind_names(),
        kinds_on_cards: config.kinds_on_cards(),
    })
}

/// The reorder buffer shared by the workers and the thread handing records on.
struct Reorder<R> {
    /// The next game index to hand to a worker.
    next_game: u64,
    /// The next game index to hand on to the sink.
    next_out: u64,
    /// Finished games not yet handed on, by index.
    done: BTreeMap<u64, Result<R, SimError>>,
    /// Set when the run stops early (a failed game, a refused record): workers take no more games.
    stop: bool,
    /// How many games the workers may run ahead of `next_out` ([`WINDOW_PER_JOB`] × the threads started).
    window: u64,
}

/// What a run tells its caller, as a few named callbacks with defaults (in the spirit of ripgrep's `Sink`): every
/// record in game order, the progress, and whether to stop. All three are called from the thread that called
/// [`run_observed`], never from a worker. `R` is the game's record (Tokyo Metro's [`GameRecord`] by default).
pub trait Observer<R = GameRecord> {
    /// Game `index`'s record, in game order (game 0 first). An error stops the run ([`SimError::Output`]).
    fn record(&mut self, index: u64, record: R) -> std::io::Result<()> {
        let _ = (index, record);
        Ok(())
    }

    /// `done` of the run's games have been handed on (called after each record).
    fn progress(&mut self, done: u64) {
        let _ = done;
    }

    /// Whether the run should stop now. Asked between games and, while waiting for the workers, every
    /// [`CANCEL_POLL`]; once true, the games being played stop at their next decision and the run returns
    /// [`SimError::Cancelled`].
    fn cancelled(&self) -> bool {
        false
    }
}

/// How often a waiting run asks [`Observer::cancelled`].
pub const CANCEL_POLL: Duration = Duration::from_millis(20);

/// An [`Observer`] from two closures: the progress and the records.
struct Closures<P, S> {
    progress: P,
    sink: S,
}

impl<P: Fn(u64), S: FnMut(u64, GameRecord) -> std::io::Result<()>> Observer for Closures<P, S> {
    fn record(&mut self, index: u64, record: GameRecord) -> std::io::Result<()> {
        (self.sink)(index, record)
    }

    fn progress(&mut self, done: u64) {
        (self.progress)(done)
    }
}

/// Plays every game of `config` on `config.jobs` threads and hands each record to `sink` **in game order** (game 0
/// first) from the calling thread, as soon as it and every game before it are done. `progress` is called with the
/// number of records handed on so far. Memory stays flat in the number of games (see [`WINDOW_PER_JOB`]).
///
/// Stops at the first failing game in game order (the records before it have been handed on), or when `sink`
/// returns an error ([`SimError::Output`]). A panic in a game (an engine or bot bug) is reported as that game's
/// [`SimError::Game`]. The same as [`run_observed`] with an observer made of the two closures.
pub fn run_streaming(
    config: &SimConfig,
    progress: impl Fn(u64) + Sync,
    sink: impl FnMut(u64, GameRecord) -> std::io::Result<()>,
) -> Result<RunInfo, SimError> {
    run_observed(config, &mut Closures { progress, sink })
}

/// Plays every game of `config` on `config.jobs` threads and tells `observer` each record **in game order**, the
/// progress after each, and asks it whether to stop (see [`Observer`]). The records are the same, byte for byte,
/// whatever the number of threads; memory stays flat in the number of games (see [`WINDOW_PER_JOB`]).
///
/// Stops at the first failing game in game order (the records before it have been handed on), when the observer
/// refuses a record ([`SimError::Output`]) or when it asks to stop ([`SimError::Cancelled`]). A panic in a game (an
/// engine or bot bug) is reported as that game's [`SimError::Game`].
///
/// Threads the system refuses (a process limit) are no error: the run goes on with the threads started, or on the
/// calling thread when none was ([`RunInfo::jobs`] says how many played); the records are the same.
pub fn run_observed(config: &SimConfig, observer: &mut impl Observer) -> Result<RunInfo, SimError> {
    let games = TokyoGames {
        config,
        counting: config.counting(),
    };
    run_games(&games, observer)
}

/// [`run_observed`] for any game's [`Games`].
pub(crate) fn run_games<G: Games>(
    games: &G,
    observer: &mut impl Observer<G::Record>,
) -> Result<RunInfo, SimError> {
    let start = Instant::now();
    let jobs = games.jobs().max(1).min(games.games().max(1) as usize);
    if jobs > 1
        && let Some(jobs) = run_on_threads(games, observer, jobs)?
    {
        return Ok(RunInfo {
            elapsed: start.elapsed(),
            jobs,
        });
    }
    // One thread asked for, or none could be started: every game on the calling thread.
    let mut scratch = G::Scratch::default();
    for index in 0..games.games() {
        if observer.cancelled() {
            return Err(SimError::Cancelled { done: index });
        }
        let result = games.play(index, &mut scratch, &|| observer.cancelled());
        if observer.cancelled() {
            return Err(SimError::Cancelled { done: index });
        }
        hand_on(observer, index, result)?;
    }
    Ok(RunInfo {
        elapsed: start.elapsed(),
        jobs: 1,
    })
}

/// Plays the games on up to `jobs` worker threads, the calling thread handing the records on; returns the number of
/// threads that played, or `None` when the system started none (no game was played: the caller plays them).
fn run_on_threads<G: Games>(
    games: &G,
    observer: &mut impl Observer<G::Record>,
    jobs: usize,
) -> Result<Option<usize>, SimError> {
    let shared = Mutex::new(Reorder {
        next_game: 0,
        next_out: 0,
        done: BTreeMap::new(),
        stop: false,
        // one thread's share until the threads started are known
        window: WINDOW_PER_JOB,
    });
    // Set with `stop` when the run ends early: games being played stop at their next decision.
    let halt = AtomicBool::new(false);
    let changed = Condvar::new();
    let lock = || shared.lock().unwrap_or_else(PoisonError::into_inner);
    let worker = || {
        let mut scratch = G::Scratch::default();
        loop {
            let index = {
                let mut state = lock();
                loop {
                    if state.stop || state.next_game >= games.games() {
                        return;
                    }
                    if state.next_game < state.next_out + state.window {
                        break;
                    }
                    state = changed.wait(state).unwrap_or_else(PoisonError::into_inner);
                }
                state.next_game += 1;
                state.next_game - 1
            };
            let result = games.play(index, &mut scratch, &|| halt.load(Ordering::Relaxed));
            lock().done.insert(index, result);
            changed.notify_all();
        }
    };
    std::thread::scope(|scope| {
        // A thread the system refuses (a process limit) is no error: the run goes on with those started.
        let started = games.spawner().workers(scope, jobs, &worker);
        if started == 0 {
            return Ok(None);
        }
        lock().window = WINDOW_PER_JOB * started as u64;
        changed.notify_all();
        let mut outcome = Ok(());
        'games: for index in 0..games.games() {
            let result = {
                let mut state = lock();
                loop {
                    if observer.cancelled() {
                        outcome = Err(SimError::Cancelled { done: index });
                        break 'games;
                    }
                    if let Some(result) = state.done.remove(&index) {
                        state.next_out = index + 1;
                        break result;
                    }
                    state = changed
                        .wait_timeout(state, CANCEL_POLL)
                        .unwrap_or_else(PoisonError::into_inner)
                        .0;
                }
            };
            changed.notify_all();
            outcome = hand_on(observer, index, result);
            if outcome.is_err() {
                break;
            }
        }
        halt.store(true, Ordering::Relaxed);
        lock().stop = true;
        changed.notify_all();
        outcome.map(|()| Some(started))
    })
}

/// Hands one finished game on to the observer: its record, then the progress.
fn hand_on<R>(
    observer: &mut impl Observer<R>,
    index: u64,
    result: Result<R, SimError>,
) -> Result<(), SimError> {
    let record = result?;
    observer
        .record(index, record)
        .map_err(|e| SimError::Output(e.to_string()))?;
    observer.progress(index + 1);
    Ok(())
}

//! Running the invariant checks: for each number of players, proptest's runner plays random cases of a [`Subject`]
//! through a [`Driver`]; on a failure it shrinks the case ([`crate::shrink`]) and the failing game is written as a
//! save whose action list ends at the failing step.
//!
//! Every player count has its own proptest generator, seeded from the run's seed and the count, so a run is
//! reproduced by its seed whatever the number of threads that play it.

use std::cell::Cell;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use metro_bots::threads::Spawner;
use metro_engine::Registry;
use metro_engine::{Game, SetupError};
use metro_save::Save;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

use crate::case::{self, Case, Context, Failure, Plan};
use crate::driver::Driver;
use crate::locale::tr;
use crate::probe::Picker;
use crate::shrink::{CaseStrategy, Feedback};
use crate::subject::Subject;

/// What an invariant run does.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The player counts, each checked on its own.
    pub players: Vec<usize>,
    /// Cases per player count.
    pub cases: u32,
    /// The run's seed: the same seed, subject and settings give the same cases.
    pub seed: u64,
    /// What is checked per decision.
    pub plan: Plan,
    /// Threads (at least 1); does not change any result.
    pub jobs: usize,
    /// The most cases tried while shrinking one failure.
    pub max_shrink_iters: u32,
    /// Starts the threads (the system's; a test's may refuse some, as a process limit does): the threads refused are
    /// no error, the calling thread and those started check every player count.
    pub spawner: Spawner,
}

impl Settings {
    /// `cases` cases for each of 1–5 players, from `seed`, on every core.
    pub fn new(cases: u32, seed: u64) -> Settings {
        Settings {
            players: (1..=5).collect(),
            cases,
            seed,
            plan: Plan::default(),
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            max_shrink_iters: 5_000,
            spawner: Spawner::system(),
        }
    }
}

/// The outcome for one player count.
#[derive(Clone, Debug)]
pub struct Run {
    /// The number of players.
    pub players: usize,
    /// Cases played (all of them when every case passed).
    pub cases: u32,
    /// Of those, games played to their end.
    pub finished: u32,
    /// Decisions taken in those cases.
    pub decisions: u64,
    /// Wall-clock time, shrinking included.
    pub elapsed: Duration,
    /// Passed, failed, or could not be set up.
    pub outcome: Outcome,
}

/// How a player count fared.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Every case kept every invariant.
    Passed,
    /// A case failed; it is shrunk.
    Failed(Box<Shrunk>),
    /// A game of this many players cannot be set up with this subject.
    NotPlayable(SetupError),
}

/// A failing case after shrinking, and the save that shows it.
#[derive(Clone, Debug)]
pub struct Shrunk {
    /// The shrunk case.
    pub case: Case,
    /// What fails in it.
    pub failure: Failure,
    /// Decisions of the case as first found failing, before shrinking.
    pub found_after: usize,
    /// The save of the failing game: setup, seed and the actions up to the failing step, with checkpoints, as the
    /// engine itself plays them (so `metro replay` verifies it and the app resumes it at that step).
    pub save: Save,
    /// How many of the failure's actions the engine itself accepted (fewer than all only when the driver is not the
    /// engine and took the game elsewhere).
    pub replayable: usize,
}

/// Runs the invariant checks of `subject` for every player count of `settings`.
pub fn check_invariants(
    subject: &Subject,
    registry: &Registry,
    driver: &dyn Driver,
    settings: &Settings,
) -> Vec<Run> {
    let counts = &settings.players;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Run>>> = Mutex::new(vec![None; counts.len()]);
    let worker = || {
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(&players) = counts.get(index) else { break };
            let run = run_players(subject, registry, driver, settings, players);
            if let Ok(mut results) = results.lock() {
                results[index] = Some(run);
            }
        }
    };
    let jobs = settings.jobs.clamp(1, counts.len().max(1));
    std::thread::scope(|scope| {
        // the calling thread is one of the workers; a thread refused leaves its share to the others
        settings.spawner.workers(scope, jobs - 1, &worker);
        worker();
    });
    results
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

/// The seed of the proptest generator for one player count.
fn generator_seed(seed: u64, players: usize) -> [u8; 32] {
    let mut pick = Picker::new(seed, players);
    let mut bytes = [0u8; 32];
    for chunk in bytes.chunks_mut(8) {
        chunk.copy_from_slice(&pick.bits().to_le_bytes());
    }
    bytes
}

/// Runs the cases of one player count.
fn run_players(
    subject: &Subject,
    registry: &Registry,
    driver: &dyn Driver,
    settings: &Settings,
    players: usize,
) -> Run {
    let start = Instant::now();
    let mut run = Run {
        players,
        cases: 0,
        finished: 0,
        decisions: 0,
        elapsed: Duration::ZERO,
        outcome: Outcome::Passed,
    };
    let rules = match subject.rules(players) {
        Ok(rules) => rules,
        Err(e) => {
            run.outcome = Outcome::NotPlayable(e);
            return run;
        }
    };
    let ctx = Context {
        rules,
        record: subject.setup_record(players),
        registry,
        driver,
        plan: settings.plan,
    };
    let feedback = Feedback::default();
    let strategy = CaseStrategy::new(players, feedback.clone());
    let config = Config {
        cases: settings.cases,
        failure_persistence: None,
        max_shrink_iters: settings.max_shrink_iters,
        max_shrink_time: 0,
        fork: false,
        timeout: 0,
        ..Config::default()
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &generator_seed(settings.seed, players));
    let mut runner = TestRunner::new_with_rng(config, rng);
    let (cases, finished, decisions) = (Cell::new(0u32), Cell::new(0u32), Cell::new(0u64));
    let found_after = Cell::new(None::<usize>);
    // Once a failure is found before the per-game replays, shrinking skips them.
    let per_game = Cell::new(true);
    let result = runner.run(&strategy, |case| match case::play(&ctx, &case, per_game.get()) {
        Ok(played) => {
            if found_after.get().is_none() {
                cases.set(cases.get() + 1);
                finished.set(finished.get() + u32::from(played.over));
                decisions.set(decisions.get() + played.decisions as u64);
            }
            Ok(())
        }
        Err(failure) => {
            if found_after.get().is_none() {
                cases.set(cases.get() + 1);
                found_after.set(Some(failure.used));
                per_game.set(failure.check.per_game());
            }
            feedback.report(failure.used);
            Err(TestCaseError::fail(format!(
                "{} ({}): {}",
                failure.check.name(),
                failure.violation.rule.unwrap_or("no rule"),
                failure.violation.message
            )))
        }
    });
    run.cases = cases.get();
    run.finished = finished.get();
    run.decisions = decisions.get();
    run.outcome = match result {
        Ok(()) => Outcome::Passed,
        Err(TestError::Fail(_, case)) => match case::play(&ctx, &case, per_game.get()) {
            Err(failure) => {
                let (save, replayable) = failure_save(&ctx, &case, &failure);
                Outcome::Failed(Box::new(Shrunk {
                    case,
                    failure: *failure,
                    found_after: found_after.get().unwrap_or(0),
                    save,
                    replayable,
                }))
            }
            // Not reproduced: the engine (or driver) is not deterministic; report the case as proptest left it.
            Ok(_) => Outcome::Failed(Box::new(unreproduced(&ctx, case, found_after.get().unwrap_or(0)))),
        },
        Err(TestError::Abort(reason)) => {
            Outcome::Failed(Box::new(aborted(&ctx, reason.to_string(), players)))
        }
    };
    run.elapsed = start.elapsed();
    run
}

/// The save of a failing game: its actions applied by the engine itself from the seed, as far as the engine accepts
/// them, through `metro-save`'s recorder.
fn failure_save(ctx: &Context<'_>, case: &Case, failure: &Failure) -> (Save, usize) {
    let mut save = case::new_save(ctx, case.seed);
    let mut game = Game::with_rules(ctx.rules.clone(), case.seed);
    let mut replayable = 0;
    for &action in &failure.actions {
        let applied = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game.apply(action)));
        match applied {
            Ok(Ok(_)) => {
                save.push(action, &game);
                replayable += 1;
            }
            _ => break,
        }
    }
    (save, replayable)
}

/// A failure proptest reported that the shrunk case does not reproduce.
fn unreproduced(ctx: &Context<'_>, case: Case, found_after: usize) -> Shrunk {
    let failure = Failure {
        check: case::Check::Determinism,
        violation: crate::invariants::Violation {
            rule: Some("D-13"),
            message: tr!("check-unreproduced"),
        },
        actions: Vec::new(),
        offending: None,
        said: None,
        used: case.choices.len(),
    };
    let (save, replayable) = failure_save(ctx, &case, &failure);
    Shrunk {
        case,
        failure,
        found_after,
        save,
        replayable,
    }
}

/// A run proptest gave up (it does not reject cases, so this does not happen in practice).
fn aborted(ctx: &Context<'_>, reason: String, players: usize) -> Shrunk {
    let case = Case {
        players,
        seed: 0,
        choices: Vec::new(),
    };
    let failure = Failure {
        check: case::Check::Progress,
        violation: crate::invariants::Violation {
            rule: None,
            message: tr!("check-aborted", reason = reason),
        },
        actions: Vec::new(),
        offending: None,
        said: None,
        used: 0,
    };
    let (save, replayable) = failure_save(ctx, &case, &failure);
    Shrunk {
        case,
        failure,
        found_after: 0,
        save,
        replayable,
    }
}

//! A check run is reproduced by its seed, whatever the number of threads: the same cases for the invariants, the same
//! play-test games for the design checks; another seed plays other games.

mod support;

use metro_bots::threads::Spawner;
use metro_check::design::{DesignSettings, check_design};
use metro_check::{Engine, Settings, check_invariants};

/// (players, cases, finished, decisions) of every player count.
fn invariant_runs(seed: u64, jobs: usize) -> Vec<(usize, u32, u32, u64)> {
    invariant_runs_with(seed, jobs, Spawner::system())
}

/// The same, its threads started by `spawner`.
fn invariant_runs_with(seed: u64, jobs: usize, spawner: Spawner) -> Vec<(usize, u32, u32, u64)> {
    let registry = support::registry();
    let subject = support::subject(&registry, "osaka", "osaka");
    let mut settings = Settings::new(3, seed);
    settings.jobs = jobs;
    settings.spawner = spawner;
    check_invariants(&subject, &registry, &Engine, &settings)
        .into_iter()
        .map(|run| (run.players, run.cases, run.finished, run.decisions))
        .collect()
}

// rule D-13
#[test]
fn the_same_seed_checks_the_same_games_on_any_number_of_threads() {
    let one = invariant_runs(11, 1);
    assert_eq!(one.iter().map(|r| r.0).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
    assert_eq!(one, invariant_runs(11, 2));
    assert_ne!(one, invariant_runs(12, 2));
}

#[test]
fn the_same_seed_plays_the_same_play_tests_on_any_number_of_threads() {
    let registry = support::registry();
    let subject = support::subject(&registry, "osaka", "tokyo");
    let report = |jobs: usize, seed: u64| {
        let mut settings = DesignSettings::new(6, seed);
        settings.players = vec![2, 4];
        settings.bots = vec![("random".into(), 6), ("heuristic".into(), 1)];
        settings.jobs = jobs;
        check_design(&subject, &settings)
            .observations
            .expect("play-tests")
    };
    let one = report(1, 5);
    assert_eq!(one.games, 14);
    assert_eq!(one, report(3, 5));
    assert_ne!(one.decisions, report(2, 6).decisions);
}

// Issue 28, item 10: a thread the system refuses (a process limit) panicked with "failed to spawn thread": now the
// threads started (the calling thread alone when none was) check every player count, the same games.
#[test]
fn refused_threads_check_the_same_games() {
    let one = invariant_runs(11, 1);
    for limit in [0, 1, 2] {
        assert_eq!(
            invariant_runs_with(11, 1024, Spawner::refusing_after(limit)),
            one,
            "{limit} threads granted"
        );
    }
}

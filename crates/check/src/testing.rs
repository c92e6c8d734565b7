//! For the test suites that run the invariants (this crate's own, a rule module's in its crate): the runs of
//! [`crate::check_invariants`] as a test's verdict.

use crate::runner::{Outcome, Run};

/// Fails the test with what `metro check` would report unless every player count's run kept every invariant over
/// all `cases` cases, and most of its games reached their end.
#[track_caller]
pub fn assert_runs_passed(title: &str, runs: &[Run], players: usize, cases: u32) {
    assert_eq!(runs.len(), players, "one run per player count");
    for run in runs {
        match &run.outcome {
            Outcome::Passed => {
                assert_eq!(run.cases, cases);
                assert!(run.finished > cases / 2, "most games reach their end: {run:?}");
            }
            Outcome::Failed(shrunk) => panic!(
                "{title}, {} players: {:?} ({:?}): {}\nshrunk case: seed {}, choices {:?}\nactions: {:?}\nthen: {:?}",
                run.players,
                shrunk.failure.check,
                shrunk.failure.violation.rule,
                shrunk.failure.violation.message,
                shrunk.case.seed,
                shrunk.case.choices,
                shrunk.failure.actions,
                shrunk.failure.offending
            ),
            Outcome::NotPlayable(e) => panic!("{title}, {} players: {e}", run.players),
        }
    }
}

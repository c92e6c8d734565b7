//! Generating cases and shrinking failing ones: a proptest [`Strategy`] of [`Case`]s whose value tree shrinks the
//! list of choices to a short one that still fails.
//!
//! # Generation
//!
//! A case is a seed and [`MAX_DECISIONS`] choices: the game is played to its end. One case in four stops after a
//! random number of decisions instead (up to [`PREFIX_DECISIONS`]), so that the per-game checks (determinism, save
//! round trip) also see games in the middle of a round.
//!
//! # Shrinking
//!
//! A game is a function of its seed and choices, and a failure is found at a known decision; so the failing game
//! reports through [`Feedback`] how many choices it used, and the tree cuts the rest at once (it never needs a binary
//! search for the length). Then it tries, on the shortest failing list known, in this order: deleting runs of choices
//! (halves, quarters, … single choices — delta debugging), then setting each choice to 0 (the first legal action,
//! the simplest), and starts again while either made progress. Each accepted change is cut again to the choices the
//! new failing game used. The seed and the number of players are kept: another seed is another game.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use proptest::prelude::Rng;
use proptest::strategy::{NewTree, Strategy, ValueTree};
use proptest::test_runner::TestRunner;

use crate::case::{Case, MAX_DECISIONS};

/// The most decisions of a case that stops before the game's end.
pub const PREFIX_DECISIONS: usize = 300;

/// How a failing game tells its value tree how many choices it used.
#[derive(Clone, Debug)]
pub struct Feedback(Arc<AtomicUsize>);

impl Default for Feedback {
    fn default() -> Feedback {
        Feedback(Arc::new(AtomicUsize::new(usize::MAX)))
    }
}

impl Feedback {
    /// Reports that the failing game used the first `used` choices.
    pub fn report(&self, used: usize) {
        self.0.store(used, Ordering::Relaxed);
    }

    /// The last report, cleared.
    fn take(&self) -> Option<usize> {
        let used = self.0.swap(usize::MAX, Ordering::Relaxed);
        (used != usize::MAX).then_some(used)
    }
}

/// Cases of a fixed number of players.
#[derive(Clone, Debug)]
pub struct CaseStrategy {
    players: usize,
    feedback: Feedback,
}

impl CaseStrategy {
    /// Cases of `players` players whose failures report to `feedback`.
    pub fn new(players: usize, feedback: Feedback) -> CaseStrategy {
        CaseStrategy { players, feedback }
    }
}

impl Strategy for CaseStrategy {
    type Tree = CaseTree;
    type Value = Case;

    fn new_tree(&self, runner: &mut TestRunner) -> NewTree<Self> {
        let rng = runner.rng();
        let seed = rng.next_u64();
        let len = if rng.next_u32().is_multiple_of(4) {
            (rng.next_u32() as usize) % (PREFIX_DECISIONS + 1)
        } else {
            MAX_DECISIONS
        };
        let choices: Vec<u32> = (0..len).map(|_| rng.next_u32()).collect();
        Ok(CaseTree {
            players: self.players,
            seed,
            best: choices.clone(),
            current: choices,
            step: Step::Delete { at: 0, size: 0 },
            progress: false,
            feedback: self.feedback.clone(),
        })
    }
}

/// Where shrinking stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Trying to delete `size` choices from `at` (`size` 0: not yet chosen for this pass).
    Delete { at: usize, size: usize },
    /// Trying to set choice `at` to 0.
    Zero { at: usize },
    /// Nothing more to try.
    Done,
}

/// A case and how far its shrinking has gone.
#[derive(Clone, Debug)]
pub struct CaseTree {
    players: usize,
    seed: u64,
    /// The shortest list of choices known to fail (the generated one until a failure is shrunk).
    best: Vec<u32>,
    /// The list being tried.
    current: Vec<u32>,
    step: Step,
    /// Whether this pass changed `best`.
    progress: bool,
    feedback: Feedback,
}

impl CaseTree {
    /// Moves to the next candidate from where `step` stands (without advancing past it); `false` with `current` set
    /// back to `best` when there is none.
    fn next_candidate(&mut self) -> bool {
        loop {
            match self.step {
                Step::Delete { at, size: 0 } => {
                    self.step = Step::Delete {
                        at,
                        size: (self.best.len() / 2).max(1),
                    };
                }
                Step::Delete { at, size } if at < self.best.len() => {
                    let end = (at + size).min(self.best.len());
                    self.current = self.best[..at].iter().chain(&self.best[end..]).copied().collect();
                    return true;
                }
                Step::Delete { size, .. } if size > 1 => {
                    self.step = Step::Delete {
                        at: 0,
                        size: size / 2,
                    };
                }
                Step::Delete { .. } => self.step = Step::Zero { at: 0 },
                Step::Zero { at } if at < self.best.len() => {
                    if self.best[at] == 0 {
                        self.step = Step::Zero { at: at + 1 };
                    } else {
                        self.current = self.best.clone();
                        self.current[at] = 0;
                        return true;
                    }
                }
                Step::Zero { .. } if self.progress => {
                    self.progress = false;
                    self.step = Step::Delete { at: 0, size: 0 };
                }
                Step::Zero { .. } | Step::Done => {
                    self.step = Step::Done;
                    self.current = self.best.clone();
                    return false;
                }
            }
        }
    }
}

impl ValueTree for CaseTree {
    type Value = Case;

    fn current(&self) -> Case {
        Case {
            players: self.players,
            seed: self.seed,
            choices: self.current.clone(),
        }
    }

    /// The current list failed: it becomes the best, cut to the choices the failing game used.
    fn simplify(&mut self) -> bool {
        let mut failing = std::mem::take(&mut self.current);
        if let Some(used) = self.feedback.take() {
            failing.truncate(used);
        }
        if failing != self.best {
            self.progress = true;
        }
        self.best = failing;
        self.next_candidate()
    }

    /// The current list passed: try the next one.
    fn complicate(&mut self) -> bool {
        self.feedback.take();
        self.step = match self.step {
            Step::Delete { at, size } => Step::Delete { at: at + size, size },
            Step::Zero { at } => Step::Zero { at: at + 1 },
            Step::Done => Step::Done,
        };
        self.next_candidate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the shrinking protocol as proptest's runner does, with a test that fails when the choices hold a 7
    /// somewhere after a 3, using the choices up to that 7.
    fn shrink(choices: Vec<u32>) -> Vec<u32> {
        let feedback = Feedback::default();
        let fails = |c: &[u32]| -> Option<usize> {
            let three = c.iter().position(|&x| x == 3)?;
            let seven = c[three..].iter().position(|&x| x == 7)?;
            Some(three + seven + 1)
        };
        let mut tree = CaseTree {
            players: 2,
            seed: 1,
            best: choices.clone(),
            current: choices,
            step: Step::Delete { at: 0, size: 0 },
            progress: false,
            feedback: feedback.clone(),
        };
        let used = fails(&tree.current().choices).expect("the generated case fails");
        feedback.report(used);
        let mut runs = 0;
        if tree.simplify() {
            loop {
                runs += 1;
                assert!(runs < 10_000);
                match fails(&tree.current().choices) {
                    Some(used) => {
                        feedback.report(used);
                        if !tree.simplify() {
                            break;
                        }
                    }
                    None => {
                        if !tree.complicate() {
                            break;
                        }
                    }
                }
            }
        }
        tree.current().choices
    }

    #[test]
    fn shrinks_to_the_failing_core() {
        let mut choices: Vec<u32> = (0..500).map(|i| (i * 37 % 11) as u32 + 8).collect();
        choices[100] = 3;
        choices[250] = 7;
        assert_eq!(shrink(choices), vec![3, 7]);
        assert_eq!(shrink(vec![5, 3, 9, 9, 7, 1, 7, 3]), vec![3, 7]);
    }
}

//! Random playouts of any game, through [`GameState`] alone: the first generic driver and the first of
//! `metro check`'s generic invariants. At every decision it checks that the game is not stuck (someone decides
//! until the game is over, and every seat deciding has a legal action) and that over, nobody deciding and an
//! outcome go together.
//!
//! The driver's choices come from its own small generator ([`Picks`], SplitMix64), seeded by the caller: the game's
//! randomness stays the game's.

use std::fmt;

use crate::{Deciders, GameState, Outcome, Seat, WhyNot};

/// The driver's uniformly random choices: SplitMix64, with an unbiased bounded draw. Deterministic given its seed.
#[derive(Clone, Debug)]
pub struct Picks(u64);

impl Picks {
    /// A generator for a seed.
    pub fn new(seed: u64) -> Picks {
        Picks(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..n` (`n ≥ 1`; 0 for `n = 0`), by rejection sampling.
    pub fn below(&mut self, n: usize) -> usize {
        let n = n.max(1) as u64;
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let draw = self.next_u64();
            if draw < zone {
                return (draw % n) as usize;
            }
        }
    }
}

/// How a playout went wrong: a broken invariant of the game, at a decision (counted from 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayoutError<R> {
    /// The game is not over but nobody decides.
    NobodyDecides {
        /// The decision.
        decision: u64,
    },
    /// A seat decides but has no legal action.
    NoLegalAction {
        /// The decision.
        decision: u64,
        /// The seat.
        seat: Seat,
    },
    /// The game refused an action from its own legal list.
    Refused {
        /// The decision.
        decision: u64,
        /// The seat.
        seat: Seat,
        /// The refusal.
        refusal: R,
    },
    /// The game is over (or nobody decides) but has no outcome, or has one before it is over.
    OutcomeMismatch {
        /// The decision.
        decision: u64,
    },
    /// The game did not end within the decisions allowed.
    TooLong {
        /// The decisions allowed.
        limit: u64,
    },
}

impl<R: WhyNot> fmt::Display for PlayoutError<R> {
    /// A plain, language-neutral form for test failures and logs (this crate has no words of its own).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayoutError::NobodyDecides { decision } => {
                write!(f, "decision {decision}: the game is not over but nobody decides")
            }
            PlayoutError::NoLegalAction { decision, seat } => {
                write!(
                    f,
                    "decision {decision}: seat {} decides but has no legal action",
                    seat.0
                )
            }
            PlayoutError::Refused {
                decision,
                seat,
                refusal,
            } => write!(
                f,
                "decision {decision}: seat {}'s listed action refused: {refusal} ({})",
                seat.0,
                refusal.rule()
            ),
            PlayoutError::OutcomeMismatch { decision } => {
                write!(
                    f,
                    "decision {decision}: being over and having an outcome disagree"
                )
            }
            PlayoutError::TooLong { limit } => write!(f, "the game did not end within {limit} decisions"),
        }
    }
}

impl<R: WhyNot> std::error::Error for PlayoutError<R> {}

/// A finished playout: how many decisions it took, the outcome and the final position's hash.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Finished {
    /// Decisions applied.
    pub decisions: u64,
    /// The outcome.
    pub outcome: Outcome,
    /// The final position's hash.
    pub hash: u64,
}

/// Buffers a playout reuses, so that a run of playouts allocates only while they grow.
#[derive(Debug)]
pub struct Scratch<G: GameState> {
    /// The legal actions of the seat deciding.
    pub legal: Vec<G::Action>,
    /// The events of the decision.
    pub events: Vec<G::Event>,
}

impl<G: GameState> Default for Scratch<G> {
    fn default() -> Self {
        Scratch {
            legal: Vec::new(),
            events: Vec::new(),
        }
    }
}

/// Plays `game` to its end choosing uniformly at random among each deciding seat's legal actions (several seats
/// deciding at once decide in seat order), checking at every decision that the game is not stuck. `record` is given
/// every decision as it is applied (seat, action; for replays and determinism checks). At most `limit` decisions.
pub fn random_playout<G: GameState>(
    game: &mut G,
    picks: &mut Picks,
    limit: u64,
    scratch: &mut Scratch<G>,
    mut record: impl FnMut(Seat, G::Action),
) -> Result<Finished, PlayoutError<G::Refusal>> {
    let mut decisions = 0u64;
    loop {
        let deciders = game.to_move();
        if deciders.is_none() != game.is_over() {
            return Err(if game.is_over() {
                PlayoutError::OutcomeMismatch { decision: decisions }
            } else {
                PlayoutError::NobodyDecides { decision: decisions }
            });
        }
        if game.is_over() != game.outcome().is_some() {
            return Err(PlayoutError::OutcomeMismatch { decision: decisions });
        }
        let seat = match deciders {
            Deciders::None => break,
            Deciders::One(seat) => seat,
            // One of them now; the others at the next decisions (the game asks them again).
            Deciders::Several(set) => match set.iter().next() {
                Some(seat) => seat,
                None => {
                    return Err(PlayoutError::NobodyDecides { decision: decisions });
                }
            },
        };
        if decisions >= limit {
            return Err(PlayoutError::TooLong { limit });
        }
        scratch.events.clear();
        game.legal_actions(seat, &mut scratch.legal);
        if scratch.legal.is_empty() {
            return Err(PlayoutError::NoLegalAction {
                decision: decisions,
                seat,
            });
        }
        let action = scratch.legal[picks.below(scratch.legal.len())];
        if let Err(refusal) = game.apply(seat, action, &mut scratch.events) {
            return Err(PlayoutError::Refused {
                decision: decisions,
                seat,
                refusal,
            });
        }
        record(seat, action);
        decisions += 1;
    }
    match game.outcome() {
        Some(outcome) => Ok(Finished {
            decisions,
            outcome,
            hash: game.hash(),
        }),
        None => Err(PlayoutError::OutcomeMismatch { decision: decisions }),
    }
}

/// Replays recorded decisions on `game`, returning the hash after each; the first refusal stops it.
pub fn replay<G: GameState>(
    game: &mut G,
    decisions: &[(Seat, G::Action)],
    events: &mut Vec<G::Event>,
    mut hashes: impl FnMut(u64),
) -> Result<(), G::Refusal> {
    for &(seat, action) in decisions {
        events.clear();
        game.apply(seat, action, events)?;
        hashes(game.hash());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Picks;

    #[test]
    fn picks_are_deterministic_and_in_range() {
        let mut a = Picks::new(7);
        let mut b = Picks::new(7);
        for n in 1..200 {
            let x = a.below(n);
            assert_eq!(x, b.below(n));
            assert!(x < n);
        }
        assert_eq!(Picks::new(1).below(0), 0);
    }
}

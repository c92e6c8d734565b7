//! Random playouts of any game, through [`GameState`] alone: the first generic driver and the first of
//! `metro check`'s generic invariants. At every decision it checks that the game is not stuck (someone decides
//! until the game is over, and every seat deciding has a legal action) and that over, nobody deciding and an
//! outcome go together; [`checked_playout`] checks the rest of the generic invariants, the per-seat fold
//! ([`crate::fold`]) among them.
//!
//! The driver's choices come from its own small generator ([`Picks`], SplitMix64), seeded by the caller: the game's
//! randomness stays the game's.

use std::fmt;

use crate::fold::{Fold, fold_mismatch};
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
    /// A seat not deciding was offered an action, or its action was not refused, or its refusal changed the game.
    NotDecidingSeat {
        /// The decision.
        decision: u64,
        /// The seat.
        seat: Seat,
    },
    /// The same action applied to two copies of the position gave different positions.
    Nondeterministic {
        /// The decision.
        decision: u64,
    },
    /// A determinisation for a seat changed what that seat sees.
    DeterminisationSeen {
        /// The decision.
        decision: u64,
        /// The seat.
        seat: Seat,
    },
    /// A seat's view before the decision, with the events it was told folded in ([`Fold`]), is not its view after.
    FoldMismatch {
        /// The decision.
        decision: u64,
        /// The first seat whose fold differs.
        seat: Seat,
        /// Its events and both views, from [`fold_mismatch`].
        detail: String,
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
            PlayoutError::NotDecidingSeat { decision, seat } => write!(
                f,
                "decision {decision}: seat {}, not deciding, was offered an action or not refused cleanly",
                seat.0
            ),
            PlayoutError::Nondeterministic { decision } => {
                write!(
                    f,
                    "decision {decision}: the same action on two copies gave different positions"
                )
            }
            PlayoutError::DeterminisationSeen { decision, seat } => write!(
                f,
                "decision {decision}: a determinisation for seat {} changed what it sees",
                seat.0
            ),
            PlayoutError::FoldMismatch {
                decision,
                seat,
                detail,
            } => write!(
                f,
                "decision {decision}: seat {}'s view, with its events folded in, is not its view after: {detail}",
                seat.0
            ),
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
    record: impl FnMut(Seat, G::Action),
) -> Result<Finished, PlayoutError<G::Refusal>> {
    playout_with(game, picks, limit, scratch, record, |_, _, _, _, _| Ok(()))
}

/// [`random_playout`] checking more at every decision — the generic invariants a game must keep, whatever it is:
/// * every seat not deciding has no legal action, and its attempt at the chosen action is refused leaving the
///   position (its hash) unchanged;
/// * deterministic: the chosen action applied to a copy of the position gives the same hash and events count;
/// * a determinisation for any seat (from a seed drawn by the driver) shows that seat exactly what it saw, with the
///   same view hash ([`GameState::view_hash`]);
/// * the per-seat fold ([`Fold`], [`fold_mismatch`]): for every seat, its view before the decision with every event
///   of [`Fold::seat_events`] folded in is its view after.
///
/// It clones the game a few times a decision: for tests and checks, not for speed. From the same seeds it plays
/// the same games as [`random_playout`].
pub fn checked_playout<G: Fold>(
    game: &mut G,
    picks: &mut Picks,
    limit: u64,
    scratch: &mut Scratch<G>,
    record: impl FnMut(Seat, G::Action),
) -> Result<Finished, PlayoutError<G::Refusal>>
where
    G::View: PartialEq,
{
    let mut others: Vec<G::Action> = Vec::new();
    let mut events: Vec<G::Event> = Vec::new();
    playout_with(
        game,
        picks,
        limit,
        scratch,
        record,
        |game, decision, seat, action, seed| {
            let deciders = game.to_move();
            let hash = game.hash();
            for other in (0..game.seats()).map(Seat) {
                let drawn = game.determinize(other, seed ^ u64::from(other.0));
                if drawn.view(other) != game.view(other) || drawn.view_hash(other) != game.view_hash(other) {
                    return Err(PlayoutError::DeterminisationSeen {
                        decision,
                        seat: other,
                    });
                }
                if deciders.contains(other) {
                    continue;
                }
                game.legal_actions(other, &mut others);
                let mut copy = game.clone();
                events.clear();
                if !others.is_empty() || copy.apply(other, action, &mut events).is_ok() || copy.hash() != hash
                {
                    return Err(PlayoutError::NotDecidingSeat {
                        decision,
                        seat: other,
                    });
                }
            }
            let (mut one, mut two) = (game.clone(), game.clone());
            events.clear();
            let first = one.apply(seat, action, &mut events).map(|()| events.len());
            events.clear();
            let second = two.apply(seat, action, &mut events).map(|()| events.len());
            if first.ok() != second.ok() || one.hash() != two.hash() {
                return Err(PlayoutError::Nondeterministic { decision });
            }
            // `events` are what the step returned on `two`.
            if let Some((seat, detail)) = fold_mismatch(game, &two, &events) {
                return Err(PlayoutError::FoldMismatch {
                    decision,
                    seat,
                    detail,
                });
            }
            Ok(())
        },
    )
}

/// The playout loop; `check` is asked before each decision is applied (game, decision, seat, action, a seed).
fn playout_with<G: GameState>(
    game: &mut G,
    picks: &mut Picks,
    limit: u64,
    scratch: &mut Scratch<G>,
    mut record: impl FnMut(Seat, G::Action),
    mut check: impl FnMut(&G, u64, Seat, G::Action, u64) -> Result<(), PlayoutError<G::Refusal>>,
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
        check(game, decisions, seat, action, picks.next_u64())?;
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

//! A first search player over the interface alone: flat Monte Carlo over determinisations. For each legal action it
//! plays out games that the seat cannot tell from the real one ([`GameState::determinize`]), that action first and
//! uniformly random play after, and takes the action with the best mean share of the win. It sees only what its
//! seat sees (the determinisation redraws the rest) and is deterministic given its seed. The heuristic policies and
//! the tree search of Tokyo Metro's bot (`metro-bots`' mcts) are the games' own; this one knows no game.
//!
//! [`Search`] is the stronger one beside it: a budget in playouts or wall time a move, the playouts shared among the
//! candidate actions by UCB1, and a playout policy of the caller's (a game's own heuristic bot: uniformly random
//! play can be far from a game's real play — in Chicago Express it almost never reaches Chicago).

use std::time::{Duration, Instant};

use crate::bot::{Bot, StopSignal};
use crate::playout::{Picks, Scratch};
use crate::{Deciders, GameState, Seat};

/// Flat Monte Carlo: a number of random playouts per legal action, from determinisations.
#[derive(Clone, Debug)]
pub struct FlatMonteCarlo {
    picks: Picks,
    playouts: u32,
    /// The most decisions one playout plays before it is scored as it stands (no win).
    limit: u32,
}

impl FlatMonteCarlo {
    /// A searcher playing `playouts` playouts per legal action (at least 1), with a seed.
    pub fn new(playouts: u32, seed: u64) -> FlatMonteCarlo {
        FlatMonteCarlo {
            picks: Picks::new(seed),
            playouts: playouts.max(1),
            limit: 100_000,
        }
    }

    /// The place in `legal` (the legal actions of `seat` in `game`, not empty) of the action with the best mean
    /// share of the win over its playouts; the first of equals. `scratch` holds the playouts' buffers.
    pub fn choose<G: GameState>(
        &mut self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
        scratch: &mut Scratch<G>,
    ) -> usize {
        if legal.len() < 2 {
            return 0;
        }
        let mut best = (0, f64::NEG_INFINITY);
        for (i, &action) in legal.iter().enumerate() {
            let mut total = 0.0;
            for _ in 0..self.playouts {
                let mut world = game.determinize(seat, self.picks.next_u64());
                scratch.events.clear();
                if world.apply(seat, action, &mut scratch.events).is_ok() {
                    total += self.play_out(&mut world, seat, scratch);
                }
            }
            if total > best.1 {
                best = (i, total);
            }
        }
        best.0
    }

    /// Plays `world` to its end at random; `seat`'s share of the win (0 if it does not end within the limit).
    fn play_out<G: GameState>(&mut self, world: &mut G, seat: Seat, scratch: &mut Scratch<G>) -> f64 {
        for _ in 0..self.limit {
            let mover = match world.to_move() {
                Deciders::None => break,
                Deciders::One(mover) => mover,
                Deciders::Several(set) => match set.iter().next() {
                    Some(mover) => mover,
                    None => break,
                },
            };
            scratch.events.clear();
            let picks = &mut self.picks;
            if world
                .apply_chosen(mover, &mut scratch.legal, &mut scratch.events, |_, legal| {
                    picks.below(legal.len())
                })
                .is_none()
            {
                break;
            }
        }
        world.outcome().map_or(0.0, |outcome| outcome.win_share(seat))
    }
}

/// How much a search may spend on one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many playouts a move (reproducible: the same seed gives the same move).
    Playouts(u32),
    /// This much wall time a move (at least one playout per candidate; not reproducible).
    Time(Duration),
}

/// Flat Monte Carlo with a budget, a caller's playout policy and UCB1: the playouts of a move are shared among
/// candidate actions by UCB1 (each candidate once, then the one with the best mean share of the win plus an
/// exploration bonus), every playout from a fresh determinisation, the candidate first and the playout policy (a
/// [`Bot`], for every seat) after. The move is the candidate played most often (the better mean among equals). It
/// knows no game; a game's own bots give it a policy and, for long lists, the candidates
/// ([`crate::bot::SearchBot`]).
#[derive(Clone, Debug)]
pub struct Search {
    picks: Picks,
    budget: Budget,
    exploration: f64,
    /// The most decisions one playout plays before it is scored as it stands (no win).
    limit: u32,
    /// Playouts played so far, over every move.
    played: u64,
    /// Decisions played in playouts so far, over every move.
    decisions: u64,
    /// Raised when the answer is no longer wanted: the search stops at its next playout.
    stop: Option<StopSignal>,
}

/// What a search found for one candidate.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Arm {
    visits: u32,
    total: f64,
}

impl Arm {
    fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.total / f64::from(self.visits)
        }
    }
}

impl Search {
    /// A search with a budget and a seed; UCB1's exploration constant is √2 / 2 (rewards are shares of the win, in
    /// 0..=1).
    pub fn new(budget: Budget, seed: u64) -> Search {
        Search {
            picks: Picks::new(seed),
            budget,
            exploration: std::f64::consts::SQRT_2 / 2.0,
            limit: 100_000,
            played: 0,
            decisions: 0,
            stop: None,
        }
    }

    /// Stops every later search at its next playout once `stop` is raised (its answer is then the best so far: a
    /// legal choice, no longer reproducible).
    pub fn set_stop_signal(&mut self, stop: StopSignal) {
        self.stop = Some(stop);
    }

    /// The same search with another UCB1 exploration constant.
    pub fn with_exploration(mut self, exploration: f64) -> Search {
        self.exploration = exploration.max(0.0);
        self
    }

    /// Its budget a move.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Playouts played so far, over every move.
    pub fn playouts_played(&self) -> u64 {
        self.played
    }

    /// Decisions played inside playouts so far, over every move.
    pub fn playout_decisions(&self) -> u64 {
        self.decisions
    }

    /// The place in `legal` (the legal actions of `seat` in `game`, not empty) of the chosen action among
    /// `candidates` (places in `legal`; all of `legal` when empty), the playouts played by `policy` for every seat.
    pub fn choose<G: GameState>(
        &mut self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
        candidates: &[usize],
        policy: &mut dyn Bot<G>,
        scratch: &mut Scratch<G>,
    ) -> usize {
        let count = if candidates.is_empty() {
            legal.len()
        } else {
            candidates.len()
        };
        let place = |k: usize| candidates.get(k).copied().unwrap_or(k);
        if count < 2 {
            return place(0).min(legal.len().saturating_sub(1));
        }
        let start = Instant::now();
        let mut arms = vec![Arm::default(); count];
        let mut n = 0u32;
        loop {
            let done = match self.budget {
                Budget::Playouts(most) => n >= most.max(1),
                Budget::Time(time) => n as usize >= count && start.elapsed() >= time,
            };
            if done || self.stop.as_ref().is_some_and(StopSignal::is_raised) {
                break;
            }
            let k = if (n as usize) < count {
                n as usize
            } else {
                let log = f64::from(n).ln();
                let mut best = (0, f64::NEG_INFINITY);
                for (k, arm) in arms.iter().enumerate() {
                    let bound = arm.mean() + self.exploration * (log / f64::from(arm.visits.max(1))).sqrt();
                    if bound > best.1 {
                        best = (k, bound);
                    }
                }
                best.0
            };
            let Some(&action) = legal.get(place(k)) else {
                break;
            };
            let mut world = game.determinize(seat, self.picks.next_u64());
            scratch.events.clear();
            let reward = if world.apply(seat, action, &mut scratch.events).is_ok() {
                self.play_out(&mut world, seat, policy, scratch)
            } else {
                0.0
            };
            arms[k].visits += 1;
            arms[k].total += reward;
            n += 1;
        }
        let mut best = 0;
        for (k, arm) in arms.iter().enumerate() {
            let top = &arms[best];
            if arm.visits > top.visits || (arm.visits == top.visits && arm.mean() > top.mean()) {
                best = k;
            }
        }
        place(best)
    }

    /// Plays `world` to its end with `policy` for every seat; `seat`'s share of the win (0 if it does not end
    /// within the limit).
    fn play_out<G: GameState>(
        &mut self,
        world: &mut G,
        seat: Seat,
        policy: &mut dyn Bot<G>,
        scratch: &mut Scratch<G>,
    ) -> f64 {
        self.played += 1;
        for _ in 0..self.limit {
            let mover = match world.to_move() {
                Deciders::None => break,
                Deciders::One(mover) => mover,
                Deciders::Several(set) => match set.iter().next() {
                    Some(mover) => mover,
                    None => break,
                },
            };
            scratch.events.clear();
            self.decisions += 1;
            if world
                .apply_chosen(mover, &mut scratch.legal, &mut scratch.events, |g, legal| {
                    policy.choose(g, mover, legal)
                })
                .is_none()
            {
                break;
            }
        }
        world.outcome().map_or(0.0, |outcome| outcome.win_share(seat))
    }
}

//! Simple playout policies: uniformly random, and random but building westward (toward Chicago). Both choose a
//! place in the engine's legal list, so they can never make an illegal move; both are deterministic given their
//! seed.

use crate::action::Action;
use crate::board::Board;
use crate::game::Game;
use crate::ids::SeededRng;
use crate::state::Pending;

/// A playout policy: picks a place in the legal list.
pub trait Policy {
    /// The index of the chosen action in `legal` (which is not empty).
    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize;
}

/// Every legal action equally likely.
#[derive(Clone, Debug)]
pub struct RandomPolicy(SeededRng);

impl RandomPolicy {
    /// A random policy with a seed.
    pub fn new(seed: u64) -> RandomPolicy {
        RandomPolicy(SeededRng::new(seed))
    }
}

impl Policy for RandomPolicy {
    fn choose(&mut self, _game: &Game, legal: &[Action]) -> usize {
        self.0.below(legal.len())
    }
}

/// Random, but with a plan a player would recognise: open auctions with the lowest bid or a little more (money in
/// a treasury builds track), build more often than anything else, for the company whose network is nearest to
/// Chicago, offer that company's shares first, develop now and then, and always place the locomotive nearest to
/// Chicago (ties at random), never stopping early.
#[derive(Clone, Debug)]
pub struct WestwardPolicy {
    rng: SeededRng,
    distance: Vec<u8>,
}

impl WestwardPolicy {
    /// A westward policy for a board, with a seed.
    pub fn new(board: &Board, seed: u64) -> WestwardPolicy {
        WestwardPolicy {
            rng: SeededRng::new(seed),
            distance: board.distances_to_chicago(),
        }
    }
}

/// Among `candidates` (places in a legal list), the one with the smallest key, ties at random.
fn best_by(rng: &mut SeededRng, candidates: &[usize], key: impl Fn(usize) -> u32) -> Option<usize> {
    let best = candidates.iter().map(|&i| key(i)).min()?;
    let ties: Vec<usize> = candidates.iter().copied().filter(|&i| key(i) == best).collect();
    Some(ties[rng.below(ties.len())])
}

impl Policy for WestwardPolicy {
    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize {
        let state = game.state();
        match state.pending() {
            Pending::Auction(a) => {
                // legal[0] is Pass, legal[1..] the bids from the lowest up, one dollar apart.
                if legal.len() < 2 {
                    return 0;
                }
                let cash = state.cash(a.to_bid);
                let lowest = a.lowest_bid();
                if a.high.is_none() {
                    // open with the lowest bid, or a little more: money in a treasury builds track
                    if self.rng.chance(80) {
                        let extra = self.rng.below(cash as usize / 4 + 1);
                        return (1 + extra).min(legal.len() - 1);
                    }
                } else if lowest <= cash / 2 && self.rng.chance(35) {
                    return 1;
                }
                0
            }
            Pending::Turn => {
                let places = |pred: fn(&Action) -> bool| -> Vec<usize> {
                    legal
                        .iter()
                        .enumerate()
                        .filter(|(_, a)| pred(a))
                        .map(|(i, _)| i)
                        .collect()
                };
                let builds = places(|a| matches!(a, Action::BuildFor(_)));
                let offers = places(|a| matches!(a, Action::Offer(_)));
                let develops = places(|a| matches!(a, Action::Develop(_)));
                let distance = &self.distance;
                // how near a company's network is to Chicago
                let nearest = |i: usize| match legal[i] {
                    Action::BuildFor(c) | Action::Offer(c) => state
                        .company(c)
                        .network
                        .iter()
                        .map(|h| u32::from(distance[h.index()]))
                        .min()
                        .unwrap_or(u32::MAX),
                    _ => u32::MAX,
                };
                if !builds.is_empty()
                    && self.rng.chance(80)
                    && let Some(i) = best_by(&mut self.rng, &builds, nearest)
                {
                    return i;
                }
                if !offers.is_empty() && self.rng.chance(70) {
                    if self.rng.chance(70)
                        && let Some(i) = best_by(&mut self.rng, &offers, nearest)
                    {
                        return i;
                    }
                    return offers[self.rng.below(offers.len())];
                }
                if !develops.is_empty() && self.rng.chance(30) {
                    return develops[self.rng.below(develops.len())];
                }
                self.rng.below(legal.len())
            }
            Pending::Build { .. } => {
                let placements: Vec<usize> = (1..legal.len()).collect();
                let distance = &self.distance;
                let key = |i: usize| match legal[i] {
                    Action::Place(h) => u32::from(distance[h.index()]),
                    _ => u32::MAX,
                };
                best_by(&mut self.rng, &placements, key).unwrap_or(0)
            }
            Pending::Over => 0,
        }
    }
}

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

/// Random, but with a plan a player would recognise: bid the lowest amount for shares more often than not,
/// build more often than anything else, for the company whose network is nearest to Chicago, and always place
/// the locomotive nearest to Chicago (ties at random), never stopping early.
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
                // legal[0] is Pass, legal[1] (if any) the lowest bid.
                if legal.len() < 2 {
                    return 0;
                }
                let cash = state.cash(a.to_bid);
                let lowest = a.lowest_bid();
                let (chance, cap) = if a.high.is_none() { (75, cash) } else { (35, cash / 2) };
                if lowest <= cap && self.rng.chance(chance) { 1 } else { 0 }
            }
            Pending::Turn => {
                let places = |pred: fn(&Action) -> bool| -> Vec<usize> {
                    legal.iter().enumerate().filter(|(_, a)| pred(a)).map(|(i, _)| i).collect()
                };
                let builds = places(|a| matches!(a, Action::BuildFor(_)));
                let offers = places(|a| matches!(a, Action::Offer(_)));
                let develops = places(|a| matches!(a, Action::Develop(_)));
                if !builds.is_empty() && self.rng.chance(75) {
                    let distance = &self.distance;
                    let nearest = |i: usize| match legal[i] {
                        Action::BuildFor(c) => state
                            .company(c)
                            .network
                            .iter()
                            .map(|h| u32::from(distance[h.index()]))
                            .min()
                            .unwrap_or(u32::MAX),
                        _ => u32::MAX,
                    };
                    if let Some(i) = best_by(&mut self.rng, &builds, nearest) {
                        return i;
                    }
                }
                if !offers.is_empty() && self.rng.chance(60) {
                    return offers[self.rng.below(offers.len())];
                }
                if !develops.is_empty() && self.rng.chance(50) {
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

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

/// A place in `legal`, uniformly among the actions matching `pred`; none if none does. Allocates nothing.
fn pick(rng: &mut SeededRng, legal: &[Action], pred: impl Fn(&Action) -> bool) -> Option<usize> {
    let n = legal.iter().filter(|a| pred(a)).count();
    if n == 0 {
        return None;
    }
    let k = rng.below(n);
    legal
        .iter()
        .enumerate()
        .filter(|(_, a)| pred(a))
        .nth(k)
        .map(|(i, _)| i)
}

/// A place in `legal` among the actions matching `pred` with the smallest key, ties at random; none if none
/// matches. Allocates nothing.
fn best(
    rng: &mut SeededRng,
    legal: &[Action],
    pred: impl Fn(&Action) -> bool,
    key: impl Fn(&Action) -> u32,
) -> Option<usize> {
    let low = legal.iter().filter(|a| pred(a)).map(&key).min()?;
    pick(rng, legal, |a| pred(a) && key(a) == low)
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
                let build = |a: &Action| matches!(a, Action::BuildFor(_));
                let offer = |a: &Action| matches!(a, Action::Offer(_));
                let develop = |a: &Action| matches!(a, Action::Develop(_));
                let distance = &self.distance;
                // how near a company's network is to Chicago
                let nearest = |a: &Action| match *a {
                    Action::BuildFor(c) | Action::Offer(c) => state
                        .company(c)
                        .network
                        .iter()
                        .map(|h| u32::from(distance[h.index()]))
                        .min()
                        .unwrap_or(u32::MAX),
                    _ => u32::MAX,
                };
                if legal.iter().any(build)
                    && self.rng.chance(80)
                    && let Some(i) = best(&mut self.rng, legal, build, nearest)
                {
                    return i;
                }
                if legal.iter().any(offer) && self.rng.chance(70) {
                    if self.rng.chance(70)
                        && let Some(i) = best(&mut self.rng, legal, offer, nearest)
                    {
                        return i;
                    }
                    return pick(&mut self.rng, legal, offer).unwrap_or(0);
                }
                if legal.iter().any(develop) && self.rng.chance(30) {
                    return pick(&mut self.rng, legal, develop).unwrap_or(0);
                }
                self.rng.below(legal.len())
            }
            Pending::Build { .. } => {
                let distance = &self.distance;
                let place = |a: &Action| matches!(a, Action::Place(_));
                let key = |a: &Action| match *a {
                    Action::Place(h) => u32::from(distance[h.index()]),
                    _ => u32::MAX,
                };
                best(&mut self.rng, legal, place, key).unwrap_or(0)
            }
            Pending::Over => 0,
        }
    }
}

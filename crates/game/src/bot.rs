//! Computer players of any game: a [`Bot`] picks a place in its seat's legal list, so it can never make an illegal
//! move. Two know no game — uniformly random ([`RandomBot`]) and flat Monte Carlo ([`FlatBot`]) — and are found by
//! name with [`bot_by_name`]; a game's own bots (Chicago Express's heuristic, Tokyo Metro's) implement the same trait
//! in the game's crates, and a driver that knows a game's bots by name takes a [`BotMaker`] for them.

use crate::playout::{Picks, Scratch};
use crate::search::FlatMonteCarlo;
use crate::{GameState, Seat};

/// A seat's computer player: picks a place in the seat's legal list (deterministic given its seed).
pub trait Bot<G: GameState>: Send {
    /// The place in `legal` (not empty) of the action `seat` takes in `game`.
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> usize;
}

/// Finds a game's bot by its name, seeded; `None` for a name it does not know.
pub type BotMaker<G> = fn(name: &str, seed: u64) -> Option<Box<dyn Bot<G>>>;

/// Every legal action equally likely.
#[derive(Clone, Debug)]
pub struct RandomBot(Picks);

impl RandomBot {
    /// A random bot with a seed.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot(Picks::new(seed))
    }
}

impl<G: GameState> Bot<G> for RandomBot {
    fn choose(&mut self, _game: &G, _seat: Seat, legal: &[G::Action]) -> usize {
        self.0.below(legal.len())
    }
}

/// Flat Monte Carlo over determinisations ([`FlatMonteCarlo`]), knowing no game.
pub struct FlatBot<G: GameState> {
    search: FlatMonteCarlo,
    scratch: Scratch<G>,
}

impl<G: GameState> FlatBot<G> {
    /// A searcher playing `playouts` random playouts per legal action, with a seed.
    pub fn new(playouts: u32, seed: u64) -> FlatBot<G> {
        FlatBot {
            search: FlatMonteCarlo::new(playouts, seed),
            scratch: Scratch::default(),
        }
    }
}

impl<G> Bot<G> for FlatBot<G>
where
    G: GameState,
    G::Action: Send,
    G::Event: Send,
{
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> usize {
        self.search.choose(game, seat, legal, &mut self.scratch)
    }
}

/// The names of the bots that play any game: `random`, and `flat:N` (flat Monte Carlo, N random playouts per legal
/// action, N ≥ 1).
pub const BOT_NAMES: &[&str] = &["random", "flat:N"];

/// A bot that plays any game, by its name (see [`BOT_NAMES`]), seeded; `None` for a name it does not know.
pub fn bot_by_name<G>(name: &str, seed: u64) -> Option<Box<dyn Bot<G>>>
where
    G: GameState + 'static,
    G::Action: Send,
    G::Event: Send,
{
    if name == "random" {
        return Some(Box::new(RandomBot::new(seed)));
    }
    let playouts: u32 = name.strip_prefix("flat:")?.parse().ok().filter(|&n| n >= 1)?;
    Some(Box::new(FlatBot::<G>::new(playouts, seed)))
}

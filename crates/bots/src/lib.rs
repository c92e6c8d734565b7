//! Computer players. Every bot drives the engine like any other player: it is shown the game and the list of legal
//! actions and returns one of them. Bots read only what a player may see (`Game`'s public accessors and the legal
//! list; never the deck order), and are deterministic given their seed.

mod heuristic;
mod random;

pub use heuristic::HeuristicBot;
pub use random::RandomBot;

use metro_engine::{Action, Game};

/// A computer player.
pub trait Bot: Send {
    /// Its name, as used on the command line (`random`, `heuristic`).
    fn name(&self) -> &str;

    /// Picks one of `legal` (never empty) for the player to move in `game`.
    fn choose(&mut self, game: &Game, legal: &[Action]) -> Action;
}

/// The names of the bots [`bot_by_name`] knows.
pub const BOT_NAMES: &[&str] = &["random", "heuristic"];

/// A bot by name, seeded.
pub fn bot_by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "heuristic" => Some(Box::new(HeuristicBot::new(seed))),
        _ => None,
    }
}

//! Computer players. Every bot drives the engine like any other player: it is shown what its player sees (a
//! [`PlayerView`]) and the list of legal actions, and returns one of them. The view has no accessor for hidden
//! information (deck order, discards below the top, others' unrevealed bids), so a bot cannot peek; the engine's
//! rule queries on the view (targets, reachable spaces, the minimum stake, costs) spare bots re-implementing rules.
//! Bots are deterministic given their seed.

mod heuristic;
mod random;

pub use heuristic::HeuristicBot;
pub use random::RandomBot;

use metro_engine::{Action, PlayerView};

/// A computer player.
pub trait Bot: Send {
    /// Its name, as used on the command line (`random`, `heuristic`).
    fn name(&self) -> &str;

    /// Picks one of `legal` (never empty) for the player whose view it is (the player to move).
    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action;
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

//! Computer players. Every bot drives the engine like any other player: it is shown what its player sees (a
//! [`PlayerView`]) and the list of legal actions, and returns one of them. The view has no accessor for hidden
//! information (deck order, discards below the top, others' unrevealed bids), so a bot cannot peek; the engine's
//! rule queries on the view (targets, reachable spaces, the minimum stake, costs) spare bots re-implementing rules.
//! Bots are deterministic given their seed.

mod easy;
mod heuristic;
pub mod mcts;
mod random;

pub use easy::EasyBot;
pub use heuristic::HeuristicBot;
pub use mcts::MctsBot;
pub use random::RandomBot;

use metro_engine::{Action, PlayerView};

/// A computer player.
pub trait Bot: Send {
    /// Its name, as used on the command line (`random`, `heuristic`, `mcts:200`).
    fn name(&self) -> &str;

    /// Picks one of `legal` (never empty) for the player whose view it is (the player to move).
    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action;
}

/// The names of the bots [`bot_by_name`] knows. The search bot takes a budget: `mcts:N` (N playouts a decision,
/// reproducible), `mcts:1s` or `mcts:500ms` (time a decision), and optionally a number of threads (`mcts:1s:4`).
pub const BOT_NAMES: &[&str] = &["random", "easy", "heuristic", "mcts:N", "mcts:1s", "mcts:500ms"];

/// A bot by name, seeded: `random`, `easy` ([`EasyBot`]), `heuristic`, or `mcts:BUDGET[:THREADS]` ([`MctsBot::from_name`]).
pub fn bot_by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "easy" => Some(Box::new(EasyBot::new(seed))),
        "heuristic" => Some(Box::new(HeuristicBot::new(seed))),
        _ => MctsBot::from_name(name, seed).map(|bot| Box::new(bot) as Box<dyn Bot>),
    }
}

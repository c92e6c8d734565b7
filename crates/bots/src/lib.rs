//! Computer players. Every bot drives the engine like any other player: it is shown what its player sees (a
//! [`PlayerView`]) and the list of legal actions, and returns one of them. The view has no accessor for hidden
//! information (deck order, discards below the top, others' unrevealed bids), so a bot cannot peek; the engine's
//! rule queries on the view (targets, reachable spaces, the minimum stake, costs) spare bots re-implementing rules.
//! Bots are deterministic given their seed.

mod easy;
pub mod game_bot;
mod heuristic;
pub mod mcts;
mod random;
pub mod threads;

pub use easy::EasyBot;
pub use heuristic::HeuristicBot;
pub use mcts::MctsBot;
pub use random::RandomBot;

use metro_engine::{Action, PlayerView};

/// The signal that abandons a bot's decision, and the seeds of a game's bots: the platform's, one for every game
/// (`metro_game::bot`).
pub use metro_game::bot::{StopSignal, bot_seed, bot_seed_at};

/// A computer player.
pub trait Bot: Send {
    /// Its name, as used on the command line (`random`, `heuristic`, `mcts:200`).
    fn name(&self) -> &str;

    /// Picks one of `legal` (never empty) for the player whose view it is (the player to move).
    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action;

    /// Hands the bot the signal that abandons its next decisions (see [`StopSignal`]). By default a bot decides
    /// quickly and ignores it; the search bot stops searching when it is raised. A stopped decision is still a legal
    /// action, but no longer reproducible: drivers raise it only when they will drop the answer.
    fn set_stop_signal(&mut self, _stop: StopSignal) {}
}

/// The levels a player picks a bot by, weakest first: the one list of what each level plays (the app's seats, and
/// any front end's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// The heuristic's move most of the time, a random legal action the rest (`easy`).
    Easy,
    /// The heuristic bot (`heuristic`).
    Normal,
    /// The search bot, about a second a move on one core (`mcts:1s`).
    Hard,
    /// The search bot, three seconds a move on every core (`mcts:3s:T`).
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Normal, Level::Hard, Level::Expert];

    /// The bot's name for [`bot_by_name`] (Expert searches on every core this machine has).
    pub fn bot_name(self) -> String {
        match self {
            Level::Easy => "easy".into(),
            Level::Normal => "heuristic".into(),
            Level::Hard => "mcts:1s".into(),
            Level::Expert => {
                let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
                format!("mcts:3s:{}", cores.clamp(1, 256))
            }
        }
    }
}

/// The bots a map designer tests with by simulation, weakest first: reproducible budgets only (the search bot by
/// playouts, not by time), so that a run is the same on any machine.
pub const SIMULATION_BOTS: [&str; 4] = ["random", "easy", "heuristic", "mcts:200"];

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

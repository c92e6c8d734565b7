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

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use metro_engine::{Action, PlayerView};

/// A signal that asks a bot thinking in another thread to give up: the driver that no longer needs the answer (a
/// new game, an undo, a load) raises it, and a searching bot stops at its next playout and answers at once. A bot
/// that decides quickly may ignore it.
#[derive(Clone, Debug, Default)]
pub struct StopSignal(Arc<AtomicBool>);

impl StopSignal {
    /// A signal not raised yet.
    pub fn new() -> StopSignal {
        StopSignal::default()
    }

    /// Asks the bot to stop.
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the bot was asked to stop.
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

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

/// The seed of the bot in `seat` of a game with seed `game_seed`: `game_seed × 0x9E3779B97F4A7C15 + seat + 1`
/// (wrapping), so that no two seats of nearby games share a seed. Every driver seeds its bots with it (`metro sim`,
/// `metro check`'s play-tests, the app's sessions), so a game played with the same bots is the same game wherever it
/// is played.
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(seat as u64 + 1)
}

/// The seed of a seat's bot made anew at decision `decision` of the game (a driver that abandoned its bot's thread
/// mid-thought): [`bot_seed`] mixed with the decision number, so that the bot is still reproducible from the game.
pub fn bot_seed_at(game_seed: u64, seat: usize, decision: usize) -> u64 {
    bot_seed(game_seed, seat) ^ (decision as u64 + 1).wrapping_mul(0x2545_f491_4f6c_dd1d)
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

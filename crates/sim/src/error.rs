//! What can go wrong: in one game ([`GameFailure`]), and in a run ([`SimError`]).

use crate::locale::tr;

/// What went wrong in one game of a run: an engine bug or a bot bug, put into words when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameFailure {
    /// The engine or a bot panicked; the panic's own text (a programmer's words, shown as written).
    Panicked(String),
    /// A seat's bot name that `metro_bots` does not know.
    UnknownBot(String),
    /// The engine offered no legal action while waiting for a decision, described in words.
    NoLegalAction(String),
    /// The player to move has no seat.
    NoSeat(u8),
    /// A bot chose an action the engine refused.
    IllegalAction {
        /// The bot's name.
        bot: String,
        /// Its seat (from 0).
        seat: u8,
        /// The engine's refusal.
        error: metro_engine::IllegalAction,
    },
    /// A game could not be set up; the game's own words.
    Setup(String),
    /// A seat decided but had no legal action (a generic run: the game's words for what it waits for are its own).
    NoActionForSeat(u8),
    /// A seat's chooser chose an action the game refused (a generic run), in the game's words.
    Refused {
        /// The seat (from 0).
        seat: u8,
        /// The game's refusal, in its words, naming the rule.
        error: String,
    },
    /// The game did not end within this many decisions.
    TooLong(u32),
    /// The game stopped without a result.
    NoResult,
}

impl std::fmt::Display for GameFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            GameFailure::Panicked(message) => tr!("sim-game-panicked", message = message.as_str()),
            GameFailure::UnknownBot(name) => tr!("sim-game-unknown-bot", bot = format!("{name:?}")),
            GameFailure::NoLegalAction(waiting) => {
                tr!("sim-game-no-legal-action", pending = waiting.as_str())
            }
            GameFailure::NoSeat(player) => tr!("sim-game-no-seat", player = *player),
            GameFailure::IllegalAction { bot, seat, error } => tr!(
                "sim-game-illegal-action",
                bot = format!("{bot:?}"),
                seat = *seat,
                error = error.to_string()
            ),
            GameFailure::Setup(error) => tr!("sim-game-setup", error = error.as_str()),
            GameFailure::NoActionForSeat(seat) => tr!("sim-game-no-action-for-seat", seat = *seat),
            GameFailure::Refused { seat, error } => {
                tr!("sim-game-refused", seat = *seat, error = error.as_str())
            }
            GameFailure::TooLong(decisions) => tr!("sim-game-too-long", decisions = *decisions),
            GameFailure::NoResult => tr!("sim-game-no-result"),
        };
        f.write_str(&text)
    }
}

/// Why a simulation could not run or stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    /// A bot name that `metro_bots` does not know.
    #[error("{}", tr!("sim-unknown-bot", bot = format!("{name:?}"), known = known.join(", ")))]
    UnknownBot {
        /// The name given.
        name: String,
        /// The names known.
        known: Vec<String>,
    },
    /// The number of bot names matches neither 1 nor the number of players.
    #[error("{}", tr!("sim-bot-count", given = *given, players = *players))]
    BotCount {
        /// Names given.
        given: usize,
        /// Players in the game.
        players: usize,
    },
    /// The engine or a bot misbehaved in one game (an engine bug or a bot bug).
    #[error("{}", tr!("sim-game-failed", seed = seed.to_string(), message = failure.to_string()))]
    Game {
        /// The game's seed.
        seed: u64,
        /// What went wrong.
        failure: GameFailure,
    },
    /// The sink refused a record (e.g. the JSON file could not be written); the run stopped.
    #[error("{0}")]
    Output(String),
    /// A tournament of more bots than it plays ([`crate::tournament::MAX_BOTS`]).
    #[error("{}", tr!("sim-tournament-too-many-bots", given = *given, max = *max, pairs = *max * max.saturating_sub(1) / 2))]
    TooManyBots {
        /// Bots given.
        given: usize,
        /// The most a tournament plays.
        max: usize,
    },
    /// A tournament of any game with a number of bots (one a seat) the game does not seat.
    #[error("{}", tr!("sim-tournament-players", given = *given, min = *min, max = *max))]
    Players {
        /// Bots given.
        given: usize,
        /// The fewest players of the game.
        min: usize,
        /// The most.
        max: usize,
    },
    /// A tournament of no game per seating: nothing to measure.
    #[error("{}", tr!("sim-tournament-no-games"))]
    NoGames,
    /// The observer asked the run to stop ([`Observer::cancelled`](crate::Observer::cancelled)); the records of the first `done` games were
    /// handed on.
    #[error("{}", tr!("sim-cancelled", games = *done))]
    Cancelled {
        /// Games handed on before the run stopped.
        done: u64,
    },
}

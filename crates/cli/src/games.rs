//! The games the command line plays through the game-agnostic interface (`metro_game::GameState`), besides Tokyo
//! Metro's own paths: the only code of `metro sim`, `metro tournament`, `metro replay` and `metro check` that knows
//! a game. Each game is one [`CliGame`] implementation — its setup from the command line's arguments, its bots by
//! name, the words of its facts and result — and one line of [`with_game`]; everything else is generic and
//! monomorphised over it.

use std::sync::Arc;

use metro_core::Printable;
use metro_game::GameState;
use metro_game::bot::BotMaker;
use metro_game::fold::Fold;
use metro_game::record::{Recorded, Saved};
use metro_game::words::Words;
use metro_sim::generic::Start;

use crate::locale::tr;

/// The key of Tokyo Metro, whose commands keep their own paths (`--map`, `--cards`, rule modules, CSV tables).
pub const TOKYO_METRO: &str = "tokyo-metro";

/// The keys of every game `--game` takes, Tokyo Metro first.
pub const GAME_KEYS: &[&str] = &[TOKYO_METRO, metro_chicago::GAME_KEY];

/// What the generic commands ask of a game.
pub trait CliGame:
    GameState<Setup: Clone + Send + Sync, Action: Send, Event: Send, View: PartialEq>
    + Fold
    + Recorded<SetupRecord: Send, Record: Send>
    + Saved
    + Words
    + Send
    + 'static
{
    /// The game's bots by name (the platform's `random` and `flat:N`, and the game's own).
    const BOTS: BotMaker<Self>;
    /// Their names, for messages.
    const BOT_NAMES: &'static [&'static str];
    /// The playout policies `metro check --game` plays by default: `random` (the generic invariants' own) and bots.
    const CHECK_POLICIES: &'static [&'static str];

    /// The table of a run: the setup from `--players` and `--map` (a board file), or why not (printed, with the
    /// exit code). `--cards` is refused by a game without card sets.
    fn table(players: u8, map: Option<&str>) -> Result<Table<Self>, Refused>;

    /// The words of one of the game's facts ([`Recorded::FACTS`]), in the current language.
    fn fact(key: &str) -> String;

    /// What the log says before the first decision (the setup's events).
    fn opening(&self) -> Vec<String> {
        Vec::new()
    }

    /// The result in words, once the game is over.
    fn result_lines(&self) -> Vec<String>;
}

/// A game's setup for a run: the game's setup, how each game starts (a custom board), and the setup a save
/// writes.
pub struct Table<G: Saved> {
    /// The setup.
    pub setup: G::Setup,
    /// How each game starts, when not from the setup alone.
    pub start: Option<Start<G>>,
    /// The setup as a save writes it.
    pub save: G::SaveSetup,
}

/// Why a table could not be set: diagnostics of a board file (printed at file:line:column), or a message.
pub enum Refused {
    /// A board file with errors.
    Diagnostics(metro_data::Diagnostics),
    /// Any other reason, and the exit code.
    Message(String, u8),
}

/// A generic command, run for one game.
pub trait ForGame {
    /// What it returns.
    type Out;
    /// Runs it for the game `G`.
    fn run<G: CliGame>(self) -> Self::Out;
}

/// Runs `command` for the game `key`; `None` for Tokyo Metro (its own paths) and for a key no game has.
pub fn with_game<F: ForGame>(key: &str, command: F) -> Option<F::Out> {
    match key {
        metro_chicago::GAME_KEY => Some(command.run::<metro_chicago::Game>()),
        _ => None,
    }
}

/// The published name of the game `key` (`Chicago Express`), for a game of [`with_game`].
pub fn name_of(key: &str) -> Option<&'static str> {
    struct Name;
    impl ForGame for Name {
        type Out = &'static str;
        fn run<G: CliGame>(self) -> &'static str {
            G::INFO.name
        }
    }
    with_game(key, Name)
}

/// "unknown game X: the games are …" for a `--game` no game has.
pub fn unknown_game(key: &str) -> String {
    tr!(
        "cli-unknown-game",
        game = Printable::max_chars(key, 100).to_string(),
        games = GAME_KEYS.join(", ")
    )
}

// ---------------------------------------------------------------------------------------------------------------
// Chicago Express.

impl CliGame for metro_chicago::Game {
    const BOTS: BotMaker<Self> = metro_chicago::bots::bot_by_name;
    const BOT_NAMES: &'static [&'static str] = metro_chicago::bots::BOT_NAMES;
    const CHECK_POLICIES: &'static [&'static str] = &["random", "westward"];

    fn table(players: u8, map: Option<&str>) -> Result<Table<Self>, Refused> {
        let setup = metro_chicago::Setup::new(players);
        let Some(map) = map.filter(|m| *m != metro_chicago::GAME_KEY) else {
            return Ok(Table {
                setup,
                start: None,
                save: metro_chicago::record::SaveSetup::builtin(players),
            });
        };
        let (file, text) = crate::read_source(map, None).map_err(|m| Refused::Message(m, 1))?;
        if !metro_chicago::is_chicago_express(&text) {
            return Err(Refused::Message(
                tr!(
                    "cli-not-a-board",
                    file = Printable::new(&file).to_string(),
                    game = metro_chicago::GAME_INFO.name
                ),
                1,
            ));
        }
        let board = Arc::new(metro_chicago::load_board(&file, &text).map_err(Refused::Diagnostics)?);
        let start: Start<Self> = Arc::new(move |seed| {
            metro_chicago::Game::with_board(board.clone(), setup, seed).map_err(|e| e.to_string())
        });
        Ok(Table {
            setup,
            start: Some(start),
            save: metro_chicago::record::SaveSetup::embedded(file, text, players),
        })
    }

    fn fact(key: &str) -> String {
        match key {
            "end_locomotives" => tr!("cli-fact-end-locomotives"),
            "end_shares" => tr!("cli-fact-end-shares"),
            "end_houses" => tr!("cli-fact-end-houses"),
            "end_industry" => tr!("cli-fact-end-industry"),
            "wabash_opened" => tr!("cli-fact-wabash-opened"),
            other => other.to_string(),
        }
    }

    fn opening(&self) -> Vec<String> {
        self.start_events().iter().map(|e| self.narrate(e)).collect()
    }

    fn result_lines(&self) -> Vec<String> {
        self.result()
            .map(|result| self.narrate_result(&result))
            .unwrap_or_default()
    }
}

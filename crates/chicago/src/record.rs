//! What Chicago Express records of a game for the platform's drivers (`metro_game::record`): its fields in a
//! simulation's JSON line ([`Record`], `docs/chicago-sim-json.md`), the facts a run counts (the end conditions met,
//! whether Wabash opened), and the setup a save writes ([`SaveSetup`]: the board built in, or a custom board's
//! whole text).

use std::fmt;
use std::sync::Arc;

use metro_data::Diagnostics;
use metro_game::record::{Recorded, Saved};
use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::event::EndReasons;
use crate::game::Game;
use crate::ids::{Company, Seat};
use crate::refusal::Refusal;
use crate::setup::{Options, Setup};

/// The setup as a record states it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SetupRecord {
    /// The board's name (`Chicago Express` for the built-in board).
    pub board: String,
    /// Players, 2–6.
    pub players: u8,
    /// The rule options.
    pub options: Options,
}

/// Chicago Express's fields of a game's record, as the game stands (at its end, for a simulation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Record {
    /// Every player by seat.
    pub players: Vec<PlayerRecord>,
    /// Every company in the board's order.
    pub companies: Vec<CompanyRecord>,
    /// Houses left in the supply.
    pub houses_left: u8,
    /// The end conditions met when the game ended (CE-11.1), in the order `locomotives`, `shares`, `houses`,
    /// `industry`; empty before the end.
    pub end: Vec<&'static str>,
    /// Dividend Phases held (CE-10).
    pub dividend_phases: u8,
    /// Whether Wabash (the company that opens at the first arrival at Chicago, CE-9) opened.
    pub wabash_opened: bool,
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerRecord {
    /// The seat.
    pub player: u8,
    /// Cash: the score (CE-11.4).
    pub cash: u32,
    /// Shares held of each company, in the board's order.
    pub shares: Vec<u8>,
}

/// One company.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CompanyRecord {
    /// Its short name (`PRR`).
    pub company: String,
    /// Whether it is open.
    pub open: bool,
    /// Its income.
    pub income: u32,
    /// Its treasury.
    pub treasury: u32,
    /// Locomotives left on its charter.
    pub locomotives_left: u8,
    /// Shares left on its charter.
    pub shares_left: u8,
    /// Shares players hold.
    pub shares_held: u8,
    /// Whether it has reached Chicago.
    pub at_chicago: bool,
}

/// The keys of the end conditions (CE-11.1), with their bits.
const END: [(u8, &str); 4] = [
    (EndReasons::LOCOMOTIVES, "locomotives"),
    (EndReasons::SHARES, "shares"),
    (EndReasons::HOUSES, "houses"),
    (EndReasons::INDUSTRY, "industry"),
];

impl Game {
    /// Whether the company that opens at Chicago (Wabash) has opened; false on a board without one.
    pub fn late_company_opened(&self) -> bool {
        self.board()
            .late_company()
            .is_some_and(|late| self.state().company(late).open)
    }
}

impl Recorded for Game {
    type SetupRecord = SetupRecord;
    type Record = Record;

    /// The end conditions met (`end_locomotives`, …) and whether Wabash opened.
    const FACTS: &'static [&'static str] = &[
        "end_locomotives",
        "end_shares",
        "end_houses",
        "end_industry",
        "wabash_opened",
    ];

    fn setup_record(&self) -> SetupRecord {
        let setup = self.setup();
        SetupRecord {
            board: self.board().name().to_string(),
            players: setup.players,
            options: setup.options,
        }
    }

    fn record(&self) -> Record {
        let state = self.state();
        let companies = (0..self.board().companies().len() as u8).map(Company);
        let ended = state.ended();
        Record {
            players: (0..state.players())
                .map(|p| PlayerRecord {
                    player: p,
                    cash: state.cash(Seat(p)),
                    shares: companies.clone().map(|c| state.shares_of(Seat(p), c)).collect(),
                })
                .collect(),
            companies: companies
                .clone()
                .map(|c| {
                    let company = state.company(c);
                    CompanyRecord {
                        company: self.board().company(c).key.clone(),
                        open: company.open,
                        income: company.income,
                        treasury: company.treasury,
                        locomotives_left: company.locomotives_left,
                        shares_left: company.shares_left,
                        shares_held: company.held,
                        at_chicago: company.at_chicago,
                    }
                })
                .collect(),
            houses_left: state.houses_left(),
            end: END
                .iter()
                .filter(|(bit, _)| ended.has(*bit))
                .map(|&(_, key)| key)
                .collect(),
            dividend_phases: state.dividend_phases(),
            wabash_opened: self.late_company_opened(),
        }
    }

    fn facts(&self) -> u64 {
        let ended = self.state().ended();
        let mut facts = 0;
        for (i, (bit, _)) in END.iter().enumerate() {
            if ended.has(*bit) {
                facts |= 1 << i;
            }
        }
        if self.late_company_opened() {
            facts |= 1 << END.len();
        }
        facts
    }
}

/// The board of a saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum BoardSource {
    /// The built-in board, by its key (the only one: `chicago-express`).
    Builtin(BuiltinBoard),
    /// A custom board file: the path it was read from (shown in messages) and its whole TOML text, which is what
    /// is used.
    Embedded {
        /// The path the file was read from.
        path: String,
        /// The file's whole text.
        toml: String,
    },
}

/// The built-in boards, by key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BuiltinBoard {
    /// `maps/chicago-express.toml`.
    #[serde(rename = "chicago-express")]
    ChicagoExpress,
}

/// The setup a save writes: the board, the players and the options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveSetup {
    /// The board.
    pub board: BoardSource,
    /// Players, 2–6.
    pub players: u8,
    /// The rule options (absent: the defaults).
    #[serde(default)]
    pub options: Options,
}

impl SaveSetup {
    /// The built-in board with `players` players and the default options.
    pub fn builtin(players: u8) -> SaveSetup {
        SaveSetup {
            board: BoardSource::Builtin(BuiltinBoard::ChicagoExpress),
            players,
            options: Options::default(),
        }
    }

    /// A custom board file's path and text, with `players` players and the default options.
    pub fn embedded(path: impl Into<String>, toml: impl Into<String>, players: u8) -> SaveSetup {
        SaveSetup {
            board: BoardSource::Embedded {
                path: path.into(),
                toml: toml.into(),
            },
            players,
            options: Options::default(),
        }
    }

    /// The game's setup (players and options).
    pub fn setup(&self) -> Setup {
        Setup {
            players: self.players,
            options: self.options,
        }
    }

    /// The board: the built-in one, or the embedded text loaded and checked (every problem at line and column).
    pub fn load_board(&self) -> Result<Arc<Board>, StartError> {
        match &self.board {
            BoardSource::Builtin(BuiltinBoard::ChicagoExpress) => Ok(Board::builtin()),
            BoardSource::Embedded { path, toml } => crate::load::load_board(path, toml)
                .map(Arc::new)
                .map_err(|d| StartError::Board(Box::new(d))),
        }
    }
}

/// Why a saved setup sets no game up.
#[derive(Debug)]
pub enum StartError {
    /// The embedded board has errors.
    Board(Box<Diagnostics>),
    /// The setup is refused (players, banker).
    Setup(Refusal),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Board(diagnostics) => write!(f, "{diagnostics}"),
            StartError::Setup(refusal) => write!(f, "{refusal}"),
        }
    }
}

impl std::error::Error for StartError {}

impl Saved for Game {
    type SaveSetup = SaveSetup;
    type StartError = StartError;

    fn start(setup: &SaveSetup, seed: u64) -> Result<Game, StartError> {
        let board = setup.load_board()?;
        Game::with_board(board, setup.setup(), seed).map_err(StartError::Setup)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_game::GameState;
    use metro_game::playout::{Picks, Scratch, random_playout};

    #[test]
    fn a_finished_game_records_its_end_and_facts() {
        let mut game = Game::new(Setup::new(4), 3).expect("a setup");
        random_playout(
            &mut game,
            &mut Picks::new(3),
            100_000,
            &mut Scratch::default(),
            |_, _| {},
        )
        .expect("a game");
        let record = game.record();
        assert!(!record.end.is_empty());
        assert_eq!(record.players.len(), 4);
        assert_eq!(record.companies.len(), game.board().companies().len());
        let outcome = GameState::outcome(&game).expect("over");
        for p in &record.players {
            assert_eq!(i64::from(p.cash), outcome.score(metro_game::Seat(p.player)));
        }
        let facts = game.facts();
        assert_ne!(facts & 0b1111, 0);
        assert_eq!(facts & 0b10000 != 0, record.wabash_opened);
        let json = serde_json::to_string(&record).expect("json");
        assert!(
            json.starts_with("{\"players\":[{\"player\":0,\"cash\":"),
            "{json}"
        );
        assert_eq!(
            serde_json::to_string(&game.setup_record()).expect("json"),
            "{\"board\":\"Chicago Express\",\"players\":4,\"options\":{\"chicago_ends_build\":false,\"banker\":\"first\"}}"
        );
    }

    #[test]
    fn a_saved_setup_starts_the_same_game() {
        let setup = SaveSetup::builtin(3);
        let json = serde_json::to_string(&setup).expect("json");
        assert_eq!(
            json,
            "{\"board\":{\"builtin\":\"chicago-express\"},\"players\":3,\"options\":{\"chicago_ends_build\":false,\"banker\":\"first\"}}"
        );
        let back: SaveSetup = serde_json::from_str(&json).expect("read back");
        assert_eq!(back, setup);
        assert!(
            serde_json::from_str::<SaveSetup>("{\"board\":{\"builtin\":\"tokyo\"},\"players\":3}").is_err()
        );
        let game = Game::start(&back, 9).expect("a game");
        assert_eq!(game.hash(), Game::new(Setup::new(3), 9).expect("a game").hash());
        let embedded = SaveSetup::embedded("mine.toml", crate::BUILTIN_BOARD, 3);
        assert_eq!(Game::start(&embedded, 9).expect("a game").hash(), game.hash());
        let broken = SaveSetup::embedded("mine.toml", "game = \"chicago-express\"\nname = 5\n", 3);
        let error = Game::start(&broken, 9).expect_err("a broken board");
        assert!(error.to_string().contains("mine.toml:"), "{error}");
        assert!(matches!(
            Game::start(&SaveSetup::builtin(9), 1),
            Err(StartError::Setup(_))
        ));
    }
}

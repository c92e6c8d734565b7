//! What a game is started from: the number of players and the named rule options (the decisions file's table),
//! recorded in saves and logs.

use serde::{Deserialize, Serialize};

/// The fewest players (CE-1.1).
pub const MIN_PLAYERS: u8 = 2;
/// The most players (CE-1.1).
pub const MAX_PLAYERS: usize = 6;
/// The money the banker hands out in all, split equally (CE-2.9, DCE-6).
pub const STARTING_MONEY_TOTAL: u32 = 120;
/// What developing a forest pays its company (CE-6.8).
pub const FOREST_MONEY: u32 = 2;
/// The most locomotives one building action places (CE-5.2).
pub const PLACEMENTS_PER_BUILD: u8 = 3;

/// Who is the banker, who starts the first initial auction (CE-2.9, CE-2.15, DCE-5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Banker {
    /// The first seat (the default).
    #[default]
    First,
    /// A named seat.
    Seat(u8),
    /// A seat drawn with the game's seeded generator.
    Random,
}

/// The named rule options (the decisions file's table). The defaults are the readings the engine follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// `chicago_ends_build`: every arrival at Chicago ends the building action, as the first one does. Off by
    /// default: after a later arrival the building action resumes (DCE-39).
    pub chicago_ends_build: bool,
    /// `banker`: the first seat by default (DCE-5).
    pub banker: Banker,
}

/// A game's setup: the players and the options. The board is the built-in one unless a game is made with
/// [`crate::Game::with_board`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Players, 2–6 (CE-1.1).
    pub players: u8,
    /// The rule options.
    #[serde(default)]
    pub options: Options,
}

impl Setup {
    /// `players` players with the default options.
    pub fn new(players: u8) -> Setup {
        Setup {
            players,
            options: Options::default(),
        }
    }

    /// The starting money of each player (CE-2.9).
    pub fn starting_money(&self) -> u32 {
        STARTING_MONEY_TOTAL / u32::from(self.players.max(1))
    }
}

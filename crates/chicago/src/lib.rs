//! Chicago Express: the platform's second game. The board as data (a hex-map TOML format of its own,
//! `docs/chicago-board-format.md`; the built-in board is `maps/chicago-express.toml`) and the rules engine.
//!
//! # Shape
//!
//! * A [`Game`] is an `Arc<Board>` (every printed figure, from the board file, DCE-17), the [`Setup`] (players and
//!   the named rule options) and a [`State`]: everything that changes, in fixed-size arrays (cloning a game copies
//!   the state only, with no heap allocation).
//! * The state records where play stands ([`Pending`]): an auction (whose bid), a turn (which action), or a
//!   building action (which hex, or stop). A compound choice is split into successive decisions: a building action
//!   is one placement per decision (DCE-18); an auction one bid or pass per decision.
//! * [`Game::legal_actions`] lists the legal [`Action`]s; [`Game::apply`] accepts exactly those and refuses any other
//!   with a [`Refusal`] naming the rule (`CE-5.3`), leaving the game unchanged. `apply` carries a decision through
//!   every step that needs no choice — an auction's end, the Chicago Phase, the end of a turn, the Dividend Phase,
//!   the end of the game — and returns the [`Event`]s.
//! * All information is open (DCE-4): [`Game::view`] is the whole state. There is no chance (CE-12.2); the seed
//!   only draws a random banker when the options ask for one (DCE-5).
//! * A seat follows the game by events (`fold.rs`, the platform's [`metro_game::fold::Fold`]): every seat is told
//!   every event ([`Game::seat_events`], closed by [`Event::Awaiting`]), and [`View::apply`] folds each into its view.
//! * Words are in Fluent catalogs (`locales/{en,de,it}/`): [`Game::narrate`] tells an event, [`Game::tell`] a
//!   decision, [`Refusal::reason`] a refusal, in the current `metro_lang` language; [`Game::offer`] a choice as a
//!   button, [`Game::preview`] what it costs and does, and [`words::rules_help`] the rules help, all behind
//!   [`metro_game::words::Words`] (`words.rs`).
//! * [`Game::hash`] is a stable FNV-1a hash of the position, for saves' checkpoints.
//! * [`Game`] implements the platform's game-agnostic [`metro_game::GameState`] (`game_state.rs`), by forwarding; its
//!   [`Seat`] is the platform's.

mod action;
mod board;
pub mod bots;
mod event;
mod fold;
mod game;
mod game_state;
mod ids;
pub mod layout;
mod load;
pub mod locale;
pub mod mirror;
mod narrate;
pub mod policy;
pub mod record;
mod refusal;
mod setup;
mod state;
pub mod words;

pub use action::Action;
pub use board::{
    Board, BoardSpec, CompanyDef, CompanySpec, GAME_KEY, Growth, Hex, HexKind, HexSet, HexSpec,
    IndustrialRow, IndustrialSpec, MAX_COLUMNS, MAX_COMPANIES, MAX_HEXES, MAX_INDUSTRIAL, MAX_ROWS,
};
pub use event::{AuctionKind, DividendKind, EndReasons, Event};
pub use game::{FinalResult, Game, View};
pub use game_state::GAME_INFO;
pub use ids::{Company, Dial, HexId, Seat, SeededRng};
pub use load::{is_chicago_express, load_board};
pub use narrate::{company_name, dial_name, hex_name, money, player_name};
pub use refusal::{Refusal, Why};
pub use setup::{
    Banker, FOREST_MONEY, MAX_PLAYERS, MIN_PLAYERS, Options, PLACEMENTS_PER_BUILD, STARTING_MONEY_TOTAL,
    Setup,
};
pub use state::{Auction, CompanyState, Pending, State};

/// The built-in board file's name, as diagnostics show it.
pub const BUILTIN_BOARD_FILE: &str = "maps/chicago-express.toml";
/// The built-in board file's text (CEM-).
pub const BUILTIN_BOARD: &str = include_str!("../../../maps/chicago-express.toml");

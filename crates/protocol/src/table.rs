//! The table's own messages, beside the game's: the host's controls (start the table, fill an open seat with a bot,
//! end the table), the table's chat, a seat's turn notifications (a webhook) and the clocks.

use serde::{Deserialize, Serialize};

/// The longest chat message, in characters (Unicode scalar values).
pub const MAX_CHAT_CHARS: usize = 300;

/// The longest webhook URL a seat may register, in bytes.
pub const MAX_URL_BYTES: usize = 512;

/// How many chat messages a welcome carries (the most recent).
pub const CHAT_KEPT: usize = 50;

/// The host starts the table now: the game begins, every person seat nobody took yet is played by the table's bot
/// until a person takes it (a table also starts by itself once every person seat is taken).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartTable {}

/// The host seats a bot in a person seat nobody has taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FillSeat {
    /// The seat, from 0.
    pub seat: u8,
    /// One of the bots of the game (`GET /`'s list, `heuristic`).
    pub bot: String,
}

/// The host ends the table: nobody decides any more; it stays readable (state `ended`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndTable {}

/// A chat message to the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChatRequest {
    /// The text: one line, at most [`MAX_CHAT_CHARS`] characters, no control characters.
    pub text: String,
}

/// Registers (or with `null`, forgets) the seat's webhook: where the server posts "your turn" while the seat must
/// decide and has no connection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebhookRequest {
    /// An `http://` or `https://` URL (at most [`MAX_URL_BYTES`] bytes), or none to forget it.
    #[serde(default)]
    pub url: Option<String>,
}

/// Where a table stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableState {
    /// Not started: waiting for its persons (or its host). Nobody decides yet.
    Waiting,
    /// Under way.
    #[default]
    Playing,
    /// The game is over.
    Over,
    /// The host ended it before the game's end: kept as a record, nobody decides.
    Ended,
    /// Its log no longer replays: kept as a record, nobody decides.
    Broken,
}

/// A table's clock, chosen at its creation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClockRule {
    /// A deadline per decision (games over days): a seat has `seconds` for each decision.
    Turn {
        /// The time for one decision.
        seconds: u64,
    },
    /// A time bank per seat (live games): `seconds` for the whole game, running while the seat decides, plus
    /// `increment` seconds after each of its decisions.
    Bank {
        /// The bank at the start.
        seconds: u64,
        /// Added after each decision.
        #[serde(default)]
        increment: u64,
    },
}

/// A seat's clock now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatClock {
    /// The seat.
    pub seat: u8,
    /// When its decision is due (milliseconds since 1970, UTC), while it decides; past it the table's bot
    /// decides for it.
    #[serde(default)]
    pub deadline_ms: Option<i64>,
    /// How long it has left for its decision as the message was made, while it decides.
    #[serde(default)]
    pub remaining_ms: Option<u64>,
    /// Its time bank (a bank clock): what is left, counted to the start of its decision under way.
    #[serde(default)]
    pub bank_ms: Option<u64>,
}

/// The table changed (it started, a seat was filled, a person left and the bot plays for them, a person came
/// back, the host ended it, a seat connected): the whole table as it is now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableNotice {
    /// The table's version.
    pub version: u64,
    /// The table now.
    pub table: crate::TableInfo,
    /// Every seat's clock now, on a table with a clock (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Vec<SeatClock>>,
}

/// A message of the table's chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChatLine {
    /// Its number in the table's chat, from 1.
    pub number: u64,
    /// The seat that wrote it.
    pub seat: u8,
    /// When, in seconds since 1970 (UTC).
    pub at: i64,
    /// The text (checked: one line, no control characters, at most [`MAX_CHAT_CHARS`] characters). A client shows
    /// it as text, never as markup.
    pub text: String,
}

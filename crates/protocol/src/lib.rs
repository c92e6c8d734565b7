//! The protocol between a client of a table (the desktop app, a browser page, a test) and `metro serve`: JSON text
//! messages over a WebSocket, one message a frame, every message an object tagged by its `type`.
//!
//! The envelope is game-agnostic — the table, the seat, the version, the command id — and the game's own content
//! travels inside as JSON ([`serde_json::Value`]): an action as the game serialises it, the board's layout
//! (`Drawn::layout`) and a seat's pieces (`Drawn::pieces`). Words (offers, the log, refusals) are rendered by the
//! server in the client's language. Every message refuses unknown fields; a client speaking another
//! [`PROTOCOL_VERSION`] is refused by [`parse_client`] with a clear error before its message is read further.
//!
//! A conversation: the client sends [`Hello`]; the server answers [`Welcome`] (the layout once, the seat's state);
//! then the client sends [`Command`]s and [`UndoRequest`]s naming the version it has seen, and the server sends
//! every connection of the table an [`Update`] after each step (each seat only its own view), [`ServerMessage::Accepted`]
//! to the sender, [`Refused`] or [`ErrorMessage`] when a command is not applied, a full [`SeatState`] when a client
//! asks for a [`Resync`] or fell behind, and [`Ended`] when the game is over. In a sealed round (secret bids at
//! once) a seat's [`Command`] is kept sealed and answered with a [`SealedNotice`]; every seat is told only who has
//! decided until the decisions are applied, in the game's order, once every person of the round has decided.
//!
//! Beside the game, the table's own messages: its host's controls ([`StartTable`], [`FillSeat`], [`EndTable`]),
//! its chat ([`ChatRequest`], [`ChatLine`]), a seat's turn notifications ([`WebhookRequest`]), and what every
//! connection is told when the table changes ([`TableNotice`]: its [`TableState`], its host, its [`ClockRule`],
//! who plays each seat now); a seat's state and updates carry the seats' [`SeatClock`]s on a table with a clock.

use serde::{Deserialize, Serialize};
use serde_json::Value;

mod ask;
pub mod patch;
mod table;

pub use ask::{Help, HelpRequest, HelpSectionText, MAX_QUERY_ID, WhyNot, WhyNotRequest};
pub use table::{
    CHAT_KEPT, ChatLine, ChatRequest, ClockRule, EndTable, FillSeat, MAX_CHAT_CHARS, MAX_URL_BYTES,
    SeatClock, StartTable, TableNotice, TableState, WebhookRequest,
};

/// The protocol's version: a client speaking another one is refused at its `Hello`.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message either side sends or accepts, in bytes of JSON text.
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;

/// The longest command id a client may use, in bytes.
pub const MAX_COMMAND_ID: usize = 64;

/// The longest table code or id and token a client may send, in bytes.
pub const MAX_NAME_BYTES: usize = 64;

/// A message from a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message of a connection.
    Hello(Hello),
    /// A decision of the client's seat.
    Command(Command),
    /// Takes the seat's last decision back.
    Undo(UndoRequest),
    /// Asks for the seat's whole state again.
    Resync(Resync),
    /// The host starts the table.
    Start(StartTable),
    /// The host seats a bot in an open person seat.
    FillSeat(FillSeat),
    /// The host ends the table.
    EndTable(EndTable),
    /// A chat message of the seat.
    Chat(ChatRequest),
    /// The seat's turn notifications: registers or forgets its webhook.
    Webhook(WebhookRequest),
    /// Why an action of the seat is refused now, or what it would do.
    WhyNot(WhyNotRequest),
    /// The game's rules help.
    Help(HelpRequest),
}

/// The first message of a connection: which table, as whom, in which language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hello {
    /// The client's [`PROTOCOL_VERSION`].
    pub protocol: u32,
    /// The table's room code (`K7QX2M`) or its id.
    pub table: String,
    /// The seat's secret token; none for a spectator.
    #[serde(default)]
    pub token: Option<String>,
    /// The language of the words sent to this client: `en`, `de`, `it` (absent or unknown: English).
    #[serde(default)]
    pub language: Option<String>,
    /// The client links the game's engine: send its seat's position with every state and update
    /// ([`SeatState::position`], [`Update::position`], [`Update::step`]). A spectator is sent none.
    #[serde(default, skip_serializing_if = "is_false")]
    pub mirror: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A decision: the action of the seat the connection's token names.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Command {
    /// The table's version the client saw when it chose (a command for another version is refused as stale).
    pub version: u64,
    /// The client's id of this command (at most [`MAX_COMMAND_ID`] bytes): a command resent with an id already
    /// applied is answered again, never applied twice.
    pub command_id: String,
    /// The action, as the game serialises its actions (one of the offers' `action`).
    pub action: Value,
}

/// Takes back the seat's last decision (the table's undo policy: one's own decision within one's turn, nothing
/// revealed since).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UndoRequest {
    /// The table's version the client saw.
    pub version: u64,
    /// The client's id of this command.
    pub command_id: String,
}

/// Asks for the seat's whole state (after a reconnect, or when the client thinks it missed something).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resync {
    /// The version the client has (0: none).
    pub since_version: u64,
}

/// A message from the server.
// A message is written or read once and not kept: the welcome's size (the table, the chat) costs nothing, and boxing
// it would change the variant's type for every client.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMessage {
    /// The answer to a [`Hello`]: the table, the seat, the board and the seat's state.
    Welcome(Welcome),
    /// The seat's whole state: after a [`Resync`], an undo, or when the client fell behind.
    State(SeatState),
    /// One step of the game as this seat is told it.
    Update(Update),
    /// The client's command was applied (or had been: a resent id) at this version.
    Accepted(Accepted),
    /// The game refused the client's action: nothing changed.
    Refused(Refused),
    /// A message the server could not take: nothing changed.
    Error(ErrorMessage),
    /// The game is over.
    Ended(Ended),
    /// A sealed decision was made or changed: the round as this seat may know it (to the sender with its command
    /// id; to every other connection without). Nothing is applied yet.
    Sealed(SealedNotice),
    /// The table changed (started, a seat filled or played by a bot for an absent person, ended, …).
    Table(TableNotice),
    /// A chat message, to every connection of the table.
    Chat(ChatLine),
    /// The seat's webhook now, to the seat's own connections after it registered (or forgot) one.
    Webhook(WebhookRequest),
    /// The answer to a [`WhyNotRequest`], to the connection that asked.
    WhyNot(WhyNot),
    /// The rules help, to the connection that asked.
    Help(Help),
}

/// What a table is, for its players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableInfo {
    /// The table's id.
    pub id: String,
    /// Its room code.
    pub code: String,
    /// The game's key (`chicago-express`, `tokyo-metro`).
    pub game: String,
    /// Its seats in order.
    pub seats: Vec<SeatInfo>,
    /// Where it stands (`waiting` until it starts).
    #[serde(default)]
    pub state: TableState,
    /// The seat of its host (who created it; absent for a table of bots only): it may start it, fill an open seat
    /// with a bot and end it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host: Option<u8>,
    /// Its clock, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRule>,
}

/// One seat of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    /// The seat's number, from 0.
    pub seat: u8,
    /// The seat's name in the client's language (`Player 2`).
    pub name: String,
    /// `person` or the bot's name (`heuristic`).
    pub player: String,
    /// Whether a person has taken the seat (always true for a bot).
    pub taken: bool,
    /// The bot playing a person's seat now (its person has been away longer than the grace period, or never came
    /// to a table the host started), until the person connects again with the seat's token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stand_in: Option<String>,
    /// Whether a connection of the seat is open now.
    #[serde(default)]
    pub connected: bool,
}

/// The answer to a [`Hello`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Welcome {
    /// The server's [`PROTOCOL_VERSION`].
    pub protocol: u32,
    /// The table.
    pub table: TableInfo,
    /// The client's seat (none: a spectator).
    pub seat: Option<u8>,
    /// The board as the game draws it (`Drawn::layout`), sent once per connection.
    pub layout: Value,
    /// The seat's state now.
    pub state: SeatState,
    /// The table's chat, its latest messages (at most [`CHAT_KEPT`]), oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chat: Vec<ChatLine>,
    /// The seat's own webhook, if it registered one (never another seat's; absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhook: Option<String>,
    /// For a client that links the game's engine ([`Hello::mirror`]): the table's setup as the game wrote it when
    /// the table was created (public: the map, the cards, the rules played, the seats; never the seed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<Value>,
}

/// A choice the seat may take now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    /// The action to send back in a [`Command`].
    pub action: Value,
    /// Its words on a button (`Bid ¥300`).
    pub words: String,
    /// What it would cost and do, when the words do not say it all.
    #[serde(default)]
    pub preview: Option<String>,
    /// What it points at on the board, as the layout names its places (Tokyo Metro: `{"spaces": [..], "stations":
    /// [..], "lines": [..]}` by id), for a client to outline it and take a click there; absent when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub places: Option<Value>,
}

/// A seat's whole state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatState {
    /// The table's version: how many records (decisions and undos) its log holds.
    pub version: u64,
    /// The seat's pieces (`Drawn::pieces` of the seat's view): nothing hidden from the seat is in them.
    pub pieces: Value,
    /// The hash of the seat's view (`GameState::view_hash`), 16 hexadecimal digits.
    pub view_hash: String,
    /// The seats deciding now.
    pub deciding: Vec<u8>,
    /// The seat's choices when it decides (empty otherwise).
    pub offers: Vec<Offer>,
    /// The words of the decision the seat may take back now, if any.
    #[serde(default)]
    pub undo: Option<String>,
    /// The log as this seat is told it, oldest first.
    pub log: Vec<String>,
    /// The places each line of `log` names, as in [`Update::told_places`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log_places: Vec<Value>,
    /// Whether the game is over.
    pub over: bool,
    /// Why the table cannot go on (its log no longer replays), if it cannot.
    #[serde(default)]
    pub broken: Option<String>,
    /// The sealed round under way, if any (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed: Option<SealedRound>,
    /// Every seat's clock, on a table with a clock (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Vec<SeatClock>>,
    /// For a client that asked for it ([`Hello::mirror`]): the seat's position as the game writes it, a whole
    /// position the seat cannot tell from the real one, made from its view alone (absent otherwise, and for a game
    /// that sends none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Value>,
}

/// A step as a client that links the game's engine is told it ([`Hello::mirror`]): the decision and the events,
/// for the client to tell and animate them with the engine itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MirrorStep {
    /// The decision as this seat may know it; absent while it stays hidden from the seat (another seat's secret
    /// bid).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Value>,
    /// The step's events as this seat was told them, as the game writes them.
    pub events: Value,
}

/// A sealed round (issue 30, item 5): a decision every seat of it makes at once (Tokyo Metro's secret bids,
/// D-3), kept sealed on the server and applied in the game's order once every person of it has made theirs. What
/// one seat may know of it: who is in it, who has decided, and only its own decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SealedRound {
    /// The seats still to decide in the round, in the order the game applies their decisions.
    pub seats: Vec<u8>,
    /// The seats of `seats` whose decision is sealed ("has bid"): never what it is.
    pub sealed: Vec<u8>,
    /// This seat's own sealed decision (an action as in [`Offer::action`]), while it may still change it.
    #[serde(default)]
    pub mine: Option<Value>,
}

/// A sealed decision taken (or changed): nothing is applied until every person of the round has decided.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SealedNotice {
    /// The table's version (unchanged: a sealed decision is not in the log until it is applied).
    pub version: u64,
    /// The command that sealed it, sent to the sender's connection only.
    #[serde(default)]
    pub command_id: Option<String>,
    /// The seat that decided.
    pub seat: u8,
    /// The round as the receiving seat may know it.
    pub round: SealedRound,
}

/// One step of the game, as one seat is told it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Update {
    /// The table's version after the step.
    pub version: u64,
    /// The seat that decided.
    pub decided: u8,
    /// The step in words as this seat is told it (the decision, then what it caused): the log's new lines.
    pub told: Vec<String>,
    /// The places on the board each line of `told` names, line by line (`null` for a line that names none; absent
    /// or shorter: the lines past it name none), as the layout names its places.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub told_places: Vec<Value>,
    /// The seat's pieces after the step.
    pub pieces: Value,
    /// The hash of the seat's view after the step.
    pub view_hash: String,
    /// The seats deciding now.
    pub deciding: Vec<u8>,
    /// The seat's choices when it decides now.
    pub offers: Vec<Offer>,
    /// The words of the decision the seat may take back now, if any.
    #[serde(default)]
    pub undo: Option<String>,
    /// The sealed round under way, if any (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed: Option<SealedRound>,
    /// Every seat's clock after the step, on a table with a clock (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Vec<SeatClock>>,
    /// For a client that asked for it ([`Hello::mirror`]): the seat's position after the step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Value>,
    /// For a client that asked for it ([`Hello::mirror`]): the step's decision and events as the seat was told them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<MirrorStep>,
    /// The pieces after each beat of the step a client animates (a vehicle's step, a payout), each as the patches
    /// that make the pieces before it into the pieces after it ([`patch::apply`]), the first from the pieces the
    /// seat held before the step; `pieces` is where the step ends. Absent for a step of no beats (and for a
    /// spectator), so that no client folds events itself.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub beats: Vec<Vec<patch::Patch>>,
}

/// A command applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Accepted {
    /// The client's id of the command.
    pub command_id: String,
    /// The table's version once it was applied.
    pub version: u64,
}

/// An action the game refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Refused {
    /// The client's id of the command.
    pub command_id: String,
    /// Why, in the client's language.
    pub reason: String,
    /// The rule's ID (`TM-6.5.3`, `CE-5.3`).
    pub rule: String,
    /// The title of the rules help's section explaining it, if one does.
    #[serde(default)]
    pub help: Option<String>,
}

/// What went wrong with a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The client speaks another protocol version.
    ProtocolVersion,
    /// Not JSON, not a message of this protocol, or a field it does not know.
    Malformed,
    /// A binary frame.
    Binary,
    /// Over [`MAX_MESSAGE_BYTES`].
    TooLarge,
    /// A message other than `hello` first, or a second `hello`.
    NotWelcomed,
    /// No table has this code or id.
    UnknownTable,
    /// The token names no seat of the table.
    UnknownToken,
    /// A command or undo from a spectator: only a seat decides.
    NoSeat,
    /// A `hello` without a token to a table that does not allow spectators.
    NoSpectators,
    /// The command names a version the table is not at.
    StaleVersion,
    /// The action is not the game's (it does not read as one).
    BadAction,
    /// Nothing to take back.
    NothingToUndo,
    /// The table's log no longer replays: it is kept as a record and cannot go on.
    TableBroken,
    /// The table stayed in the lobby (a person seat not taken) with nothing happening for too long: it expired and
    /// is kept as a record only.
    TableExpired,
    /// The game is over.
    GameOver,
    /// The table is busy (its inbox is full): send again later.
    Busy,
    /// The connection sent more messages than the server takes (a token bucket per connection): the message was
    /// not read; wait and send again. A connection that keeps sending is closed.
    RateLimited,
    /// A host's control (`start`, `fill_seat`, `end_table`) from a connection that is not the host's seat.
    NotHost,
    /// A decision before the table started (it starts when every person seat is taken, or when its host starts
    /// it).
    NotStarted,
    /// The host ended the table: it is kept as a record, nobody decides.
    TableEnded,
    /// A `fill_seat` naming a seat that is not an open person seat, or a bot the game does not have; a `start`
    /// of a table already started.
    BadSeat,
    /// A chat message that is empty, too long, or holds control characters; or one from a spectator.
    BadChat,
    /// A webhook URL the server does not post to (not `http://`, unreadable, or naming this server's own network).
    BadWebhook,
    /// The server failed (its store): nothing was applied.
    Internal,
}

/// An error answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ErrorMessage {
    /// What went wrong.
    pub code: ErrorCode,
    /// In words (English: for logs and developers).
    pub message: String,
    /// The id of the command it answers, if it answers one.
    #[serde(default)]
    pub command_id: Option<String>,
    /// The table's version now, if the client has a table.
    #[serde(default)]
    pub version: Option<u64>,
}

/// One seat's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatResult {
    /// The seat.
    pub seat: u8,
    /// Its final score in the game's unit.
    pub score: i64,
    /// Its place: 1 = first; tied seats share it.
    pub place: u8,
}

/// The end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ended {
    /// The table's version at the end.
    pub version: u64,
    /// Each seat's score and place.
    pub outcome: Vec<SeatResult>,
    /// The finished game as a save file's text (a replay viewer loads it), or its decisions as JSON for a game
    /// without a save format.
    pub save: String,
    /// The end screen's figures as the game writes them (Tokyo Metro: every end payment by seat, kind and line, the
    /// totals and the places with their tie-breaks), for a client without a game; absent for a game whose outcome
    /// says it all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub figures: Option<Value>,
}

/// Why a client's text is not a message this server reads.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProtocolError {
    /// Longer than [`MAX_MESSAGE_BYTES`].
    #[error("a message of {0} bytes is over the limit of {MAX_MESSAGE_BYTES}")]
    TooLarge(usize),
    /// A `hello` of another protocol version.
    #[error("this server speaks protocol {PROTOCOL_VERSION}; the client speaks protocol {0}")]
    Version(u64),
    /// Not a message of this protocol.
    #[error("not a message of protocol {PROTOCOL_VERSION}: {0}")]
    Malformed(String),
}

impl ProtocolError {
    /// The error's code in an [`ErrorMessage`].
    pub fn code(&self) -> ErrorCode {
        match self {
            ProtocolError::TooLarge(_) => ErrorCode::TooLarge,
            ProtocolError::Version(_) => ErrorCode::ProtocolVersion,
            ProtocolError::Malformed(_) => ErrorCode::Malformed,
        }
    }
}

/// Reads a client's text: within [`MAX_MESSAGE_BYTES`]; a `hello` naming another protocol version is refused as
/// such before the rest of it is read (a later version's hello may have other fields); then the message exactly,
/// unknown fields refused, and ids, codes and tokens within their limits.
pub fn parse_client(text: &str) -> Result<ClientMessage, ProtocolError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(ProtocolError::TooLarge(text.len()));
    }
    let value: Value = serde_json::from_str(text).map_err(|e| ProtocolError::Malformed(e.to_string()))?;
    if value.get("type").and_then(Value::as_str) == Some("hello")
        && let Some(protocol) = value.get("protocol").and_then(Value::as_u64)
        && protocol != u64::from(PROTOCOL_VERSION)
    {
        return Err(ProtocolError::Version(protocol));
    }
    let message: ClientMessage =
        serde_json::from_value(value).map_err(|e| ProtocolError::Malformed(e.to_string()))?;
    let too_long = |what: &str, text: &str, limit: usize| {
        (text.len() > limit).then(|| ProtocolError::Malformed(format!("the {what} is over {limit} bytes")))
    };
    let problem = match &message {
        ClientMessage::Hello(hello) => too_long("table", &hello.table, MAX_NAME_BYTES)
            .or_else(|| too_long("token", hello.token.as_deref().unwrap_or(""), MAX_NAME_BYTES))
            .or_else(|| {
                too_long(
                    "language",
                    hello.language.as_deref().unwrap_or(""),
                    MAX_NAME_BYTES,
                )
            }),
        ClientMessage::Command(command) => too_long("command id", &command.command_id, MAX_COMMAND_ID),
        ClientMessage::Undo(undo) => too_long("command id", &undo.command_id, MAX_COMMAND_ID),
        ClientMessage::Resync(_) | ClientMessage::Start(_) | ClientMessage::EndTable(_) => None,
        ClientMessage::FillSeat(fill) => too_long("bot", &fill.bot, MAX_NAME_BYTES),
        // Checked further by the server (characters, control characters); bounded here in bytes.
        ClientMessage::Chat(chat) => too_long("chat message", &chat.text, 4 * MAX_CHAT_CHARS),
        ClientMessage::Webhook(hook) => too_long("URL", hook.url.as_deref().unwrap_or(""), MAX_URL_BYTES),
        ClientMessage::WhyNot(ask) => too_long("query id", &ask.query_id, MAX_QUERY_ID),
        ClientMessage::Help(_) => None,
    };
    match problem {
        Some(error) => Err(error),
        None => Ok(message),
    }
}

/// A message as JSON text (a message of this crate always serialises).
pub fn to_text<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_else(|e| {
        format!(
            r#"{{"type":"error","code":"internal","message":"{}"}}"#,
            e.to_string().replace('"', "'")
        )
    })
}

/// A view hash as the protocol writes it: 16 hexadecimal digits (a JSON number would lose bits in a browser).
pub fn hash_text(hash: u64) -> String {
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests;

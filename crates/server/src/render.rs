//! What a table's actor sends a seat, as pure functions of the live game: the welcome, the whole state and one
//! step's update, each rendered from that seat's view alone. The actor sends exactly these texts (one code path),
//! and the no-leak test (`tests/no_leak.rs`) compares them between games that differ only in what the seat cannot
//! see.

use metro_lang::Language;
use metro_protocol::{SealedNotice, SealedRound, ServerMessage, TableInfo, Welcome, to_text};

use crate::live::LiveGame;

/// The answer to a seat's `hello`: the table, the board once, the seat's whole state at `version`.
pub fn welcome(
    live: &dyn LiveGame,
    table: TableInfo,
    seat: u8,
    version: u64,
    language: Language,
    broken: Option<String>,
) -> String {
    let mut state = live.state(seat, version, language);
    state.broken = broken;
    to_text(&ServerMessage::Welcome(Welcome {
        protocol: metro_protocol::PROTOCOL_VERSION,
        table,
        seat: Some(seat),
        layout: live.layout(),
        state,
    }))
}

/// A seat's whole state at `version` (after a resync, an undo, or when it fell behind).
pub fn state(
    live: &dyn LiveGame,
    seat: u8,
    version: u64,
    language: Language,
    broken: Option<String>,
) -> String {
    let mut state = live.state(seat, version, language);
    state.broken = broken;
    to_text(&ServerMessage::State(state))
}

/// The last step as `seat` is told it, at `version`.
pub fn update(live: &dyn LiveGame, seat: u8, version: u64, language: Language) -> String {
    to_text(&ServerMessage::Update(live.update(seat, version, language)))
}

/// What `to` is told when `seat` sealed (or changed) its decision in a sealed round: the round as `to` may know it
/// (who has decided; only `to`'s own decision), the command id only on the sender's connection.
pub fn sealed(live: &dyn LiveGame, to: u8, seat: u8, version: u64, command_id: Option<String>) -> String {
    let round = live.round_for(to).unwrap_or(SealedRound {
        seats: Vec::new(),
        sealed: Vec::new(),
        mine: None,
    });
    to_text(&ServerMessage::Sealed(SealedNotice {
        version,
        command_id,
        seat,
        round,
    }))
}

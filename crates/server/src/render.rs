//! What a table's actor sends a seat or a spectator, as pure functions of the live game: the welcome, the whole
//! state and one step's update, each rendered from that seat's view alone, or for a spectator from the public view
//! alone ([`Audience`]). The actor sends exactly these texts (one code path), and the no-leak test
//! (`tests/no_leak.rs`) compares them between games that differ only in what the seat (or every seat, for a
//! spectator) cannot see.

use metro_lang::Language;
use metro_protocol::{SealedNotice, SealedRound, ServerMessage, TableInfo, Welcome, to_text};

use crate::live::{Audience, LiveGame};

/// The answer to a `hello`: the table, the board once, the whole state at `version` as `to` sees it (`seat` is
/// `null` for a spectator).
pub fn welcome(
    live: &dyn LiveGame,
    table: TableInfo,
    to: impl Into<Audience>,
    version: u64,
    language: Language,
    broken: Option<String>,
) -> String {
    let to = to.into();
    let mut state = live.state(to, version, language);
    state.broken = broken;
    to_text(&ServerMessage::Welcome(Welcome {
        protocol: metro_protocol::PROTOCOL_VERSION,
        table,
        seat: to.seat(),
        layout: live.layout(),
        state,
    }))
}

/// The whole state at `version` as `to` sees it (after a resync, an undo, or when it fell behind).
pub fn state(
    live: &dyn LiveGame,
    to: impl Into<Audience>,
    version: u64,
    language: Language,
    broken: Option<String>,
) -> String {
    let mut state = live.state(to.into(), version, language);
    state.broken = broken;
    to_text(&ServerMessage::State(state))
}

/// The last step as `to` is told it, at `version`.
pub fn update(live: &dyn LiveGame, to: impl Into<Audience>, version: u64, language: Language) -> String {
    to_text(&ServerMessage::Update(live.update(to.into(), version, language)))
}

/// What `to` is told when `seat` sealed (or changed) its decision in a sealed round: the round as `to` may know it
/// (who has decided; only `to`'s own decision, none to a spectator), the command id only on the sender's connection.
pub fn sealed(
    live: &dyn LiveGame,
    to: impl Into<Audience>,
    seat: u8,
    version: u64,
    command_id: Option<String>,
) -> String {
    let round = live.round_for(to.into()).unwrap_or(SealedRound {
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

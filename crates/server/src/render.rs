//! What a table's actor sends a seat or a spectator, as pure functions of the live game: the welcome, the whole
//! state and one step's update, each rendered from that seat's view alone, or for a spectator from the public view
//! alone ([`Audience`]). The actor sends exactly these texts (one code path), and the no-leak test
//! (`tests/no_leak.rs`) compares them between games that differ only in what the seat (or every seat, for a
//! spectator) cannot see.

use metro_lang::Language;
use metro_protocol::{
    ChatLine, SealedNotice, SealedRound, SeatClock, SeatState, ServerMessage, TableInfo, Update, Welcome,
    to_text,
};

use serde_json::Value;

use crate::live::{Audience, LiveGame};

/// What the table adds to a seat's state beside the game's: why it cannot go on, its clocks, and whether nobody
/// decides now (a table not started yet, or ended by its host: no offers, no undo); and to a welcome, the chat and
/// the seat's own webhook.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    /// Why the table cannot go on, if it cannot.
    pub broken: Option<String>,
    /// Every seat's clock, on a table with a clock.
    pub clocks: Option<Vec<SeatClock>>,
    /// Nobody decides now: the table waits to start, or was ended.
    pub closed: bool,
    /// The latest messages of the table's chat (a welcome's).
    pub chat: Vec<ChatLine>,
    /// The receiving seat's own webhook (a welcome's).
    pub webhook: Option<String>,
    /// The receiving connection links the game's engine (`Hello::mirror`): its seat's position and the step's
    /// decision and events go with the state or update (never to a spectator).
    pub mirror: bool,
    /// The table's setup, for a welcome to a connection that links the game's engine.
    pub setup: Option<Value>,
}

impl Extras {
    fn to_state(&self, state: &mut SeatState) {
        state.broken = self.broken.clone();
        state.clocks = self.clocks.clone();
        if self.closed {
            state.offers.clear();
            state.undo = None;
        }
    }

    fn to_update(&self, update: &mut Update) {
        update.clocks = self.clocks.clone();
        if self.closed {
            update.offers.clear();
            update.undo = None;
        }
    }
}

/// [`welcome`] with the table's extras (with the latest messages of its chat and the seat's own webhook).
pub fn welcome_with(
    live: &dyn LiveGame,
    table: TableInfo,
    to: impl Into<Audience>,
    version: u64,
    language: Language,
    extras: &Extras,
) -> String {
    let to = to.into();
    let state = whole_state(live, to, version, language, extras);
    to_text(&ServerMessage::Welcome(Welcome {
        protocol: metro_protocol::PROTOCOL_VERSION,
        table,
        seat: to.seat(),
        layout: live.layout(language),
        state,
        chat: extras.chat.clone(),
        webhook: extras.webhook.clone(),
        setup: extras.setup.clone(),
    }))
}

/// [`state`] with the table's extras.
pub fn state_with(
    live: &dyn LiveGame,
    to: impl Into<Audience>,
    version: u64,
    language: Language,
    extras: &Extras,
) -> String {
    to_text(&ServerMessage::State(whole_state(
        live,
        to.into(),
        version,
        language,
        extras,
    )))
}

/// The whole state at `version` as `to` sees it, with the table's extras (and, for a connection that links the
/// game, the seat's position): a welcome's and a state's.
fn whole_state(
    live: &dyn LiveGame,
    to: Audience,
    version: u64,
    language: Language,
    extras: &Extras,
) -> SeatState {
    let mut state = live.state(to, version, language);
    extras.to_state(&mut state);
    if extras.mirror {
        state.position = live.position(to);
    }
    state
}

/// [`update`] with the table's extras.
pub fn update_with(
    live: &dyn LiveGame,
    to: impl Into<Audience>,
    version: u64,
    language: Language,
    extras: &Extras,
) -> String {
    let to = to.into();
    let mut update = live.update(to, version, language);
    extras.to_update(&mut update);
    if extras.mirror {
        update.position = live.position(to);
        update.step = live.mirror_step(to);
    }
    to_text(&ServerMessage::Update(update))
}

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
    let extras = Extras {
        broken,
        ..Extras::default()
    };
    welcome_with(live, table, to, version, language, &extras)
}

/// The whole state at `version` as `to` sees it (after a resync, an undo, or when it fell behind).
pub fn state(
    live: &dyn LiveGame,
    to: impl Into<Audience>,
    version: u64,
    language: Language,
    broken: Option<String>,
) -> String {
    let extras = Extras {
        broken,
        ..Extras::default()
    };
    state_with(live, to, version, language, &extras)
}

/// The last step as `to` is told it, at `version`.
pub fn update(live: &dyn LiveGame, to: impl Into<Audience>, version: u64, language: Language) -> String {
    update_with(live, to, version, language, &Extras::default())
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

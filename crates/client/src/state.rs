//! What a client knows of its table: only what the server confirmed. A server message is taken in by
//! [`TableView::take`], which never guesses: an `update` is taken only when it is the next version, a gap asks for
//! a whole state ([`Taken::NeedResync`]), an older one is dropped; a `sealed` notice changes only the round of the
//! version it names; nothing the client sent changes anything until the server answers with its effect.

use metro_protocol::{
    ChatLine, Ended, ErrorMessage, MirrorStep, Refused, SealedNotice, SeatState, ServerMessage, TableInfo,
    Update,
};
use serde_json::Value;

/// A table as its seat (or a spectator) was told it by the server: the latest confirmed state.
#[derive(Clone, Debug, PartialEq)]
pub struct TableView {
    /// The table (id, code, game, seats and who plays them).
    pub info: TableInfo,
    /// The client's seat; `None` for a spectator.
    pub seat: Option<u8>,
    /// The board as the game draws it (`Drawn::layout`), as sent in the welcome.
    pub layout: Value,
    /// The table's setup as the game wrote it, sent in the welcome to a client that links the game's engine
    /// (`ClientConfig::mirror`).
    pub setup: Option<Value>,
    /// The seat's whole state, with every confirmed update applied (the log grown by each step's lines).
    pub state: SeatState,
    /// The end of the game, once the server said it is over.
    pub ended: Option<Ended>,
    /// The last refusal of one of this client's commands (cleared by the next confirmed step).
    pub refused: Option<Refused>,
    /// The table's chat as told: the welcome's latest messages, then each new one (at most
    /// `metro_protocol::CHAT_KEPT`), oldest first.
    pub chat: Vec<ChatLine>,
    /// What the server told of the seat's position (to a client that asked, `ClientConfig::mirror`) and nobody has
    /// taken yet (`Client::take_mirror`), oldest first; at most [`MIRROR_KEPT`] steps after a whole position.
    pub mirror: Vec<MirrorNews>,
}

/// The most steps [`TableView::mirror`] keeps after its whole position: past them, the steps are dropped and the
/// latest position stands for them (whoever takes them shows the position at once, without the steps' animation).
pub const MIRROR_KEPT: usize = 256;

/// What the server told of the seat's position.
#[derive(Clone, Debug, PartialEq)]
pub enum MirrorNews {
    /// The whole position at a version: what came before no longer counts.
    Whole {
        /// The table's version.
        version: u64,
        /// The position, as the game writes it.
        position: Value,
    },
    /// One step, and the position after it.
    Step {
        /// The table's version after the step.
        version: u64,
        /// The seat that decided.
        decided: u8,
        /// The decision (as the seat may know it) and the events it was told.
        step: MirrorStep,
        /// The position after the step.
        position: Value,
    },
}

/// What taking a message did.
#[derive(Clone, Debug, PartialEq)]
pub enum Taken {
    /// The view changed (a welcome, a whole state, the next step, a sealed notice of this version, the end).
    Changed,
    /// Nothing changed (an older message, an answer).
    Unchanged,
    /// A step was missed (an update past the next version): ask for the whole state.
    NeedResync,
}

impl TableView {
    /// The view a welcome gives.
    pub fn welcomed(info: TableInfo, seat: Option<u8>, layout: Value, state: SeatState) -> TableView {
        TableView {
            info,
            seat,
            layout,
            setup: None,
            state,
            ended: None,
            refused: None,
            chat: Vec::new(),
            mirror: Vec::new(),
        }
    }

    /// The table's version the client holds.
    pub fn version(&self) -> u64 {
        self.state.version
    }

    /// Whether the client's seat decides now (it has offers and its sealed decision, if any, is not in yet).
    pub fn my_turn(&self) -> bool {
        let Some(seat) = self.seat else {
            return false;
        };
        !self.state.offers.is_empty() && self.state.deciding.contains(&seat) && self.ended.is_none()
    }

    /// Takes a server message in (see the module's doc).
    pub fn take(&mut self, message: &ServerMessage) -> Taken {
        match message {
            ServerMessage::Welcome(welcome) => {
                self.info = welcome.table.clone();
                self.seat = welcome.seat;
                self.layout = welcome.layout.clone();
                self.setup = welcome.setup.clone();
                self.chat = welcome.chat.clone();
                self.whole(welcome.state.clone())
            }
            ServerMessage::Table(notice) => {
                // The table changed (started, a seat filled, a person away and the bot playing for them): who
                // plays each seat now, and the clocks.
                self.info = notice.table.clone();
                if notice.version == self.state.version {
                    self.state.clocks = notice.clocks.clone();
                }
                Taken::Changed
            }
            ServerMessage::Chat(line) => {
                if self.chat.iter().any(|l| l.number == line.number) {
                    return Taken::Unchanged;
                }
                self.chat.push(line.clone());
                let kept = metro_protocol::CHAT_KEPT;
                if self.chat.len() > kept {
                    self.chat.drain(..self.chat.len() - kept);
                }
                Taken::Changed
            }
            ServerMessage::Webhook(_) | ServerMessage::WhyNot(_) | ServerMessage::Help(_) => Taken::Unchanged,
            ServerMessage::State(state) => self.whole(state.clone()),
            ServerMessage::Update(update) => self.step(update),
            ServerMessage::Sealed(notice) => self.sealed(notice),
            ServerMessage::Ended(ended) => {
                if ended.version < self.state.version {
                    return Taken::Unchanged;
                }
                if ended.version > self.state.version {
                    // The end came before the step that made it: the whole state says the rest.
                    self.ended = Some(ended.clone());
                    self.state.over = true;
                    return Taken::NeedResync;
                }
                self.ended = Some(ended.clone());
                self.state.over = true;
                Taken::Changed
            }
            ServerMessage::Refused(refused) => {
                self.refused = Some(refused.clone());
                Taken::Changed
            }
            ServerMessage::Accepted(_) | ServerMessage::Error(_) => Taken::Unchanged,
        }
    }

    /// A whole state: taken unless older than what the client holds.
    fn whole(&mut self, state: SeatState) -> Taken {
        if state.version < self.state.version {
            return Taken::Unchanged;
        }
        if let Some(position) = &state.position {
            self.mirror.clear();
            self.mirror.push(MirrorNews::Whole {
                version: state.version,
                position: position.clone(),
            });
        }
        self.state = state;
        Taken::Changed
    }

    /// One step: taken only when it is the next version.
    fn step(&mut self, update: &Update) -> Taken {
        let version = self.state.version;
        if update.version <= version {
            return Taken::Unchanged;
        }
        if update.version > version + 1 {
            return Taken::NeedResync;
        }
        let state = &mut self.state;
        state.version = update.version;
        state.pieces = update.pieces.clone();
        state.view_hash = update.view_hash.clone();
        state.deciding = update.deciding.clone();
        state.offers = update.offers.clone();
        state.undo = update.undo.clone();
        state.sealed = update.sealed.clone();
        state.clocks = update.clocks.clone();
        // The places stay line by line with the log: each update's after the lines before it.
        if update.told_places.iter().any(|p| !p.is_null()) {
            state.log_places.resize(state.log.len(), Value::Null);
            state.log_places.extend(update.told_places.iter().cloned());
        }
        state.log.extend(update.told.iter().cloned());
        if let Some(position) = &update.position {
            state.position = Some(position.clone());
            match &update.step {
                Some(step) if self.mirror.len() <= MIRROR_KEPT => self.mirror.push(MirrorNews::Step {
                    version: update.version,
                    decided: update.decided,
                    step: step.clone(),
                    position: position.clone(),
                }),
                _ => {
                    self.mirror.clear();
                    self.mirror.push(MirrorNews::Whole {
                        version: update.version,
                        position: position.clone(),
                    });
                }
            }
        }
        self.refused = None;
        Taken::Changed
    }

    /// A sealed decision made (or changed): the round of this version as the seat may know it.
    fn sealed(&mut self, notice: &SealedNotice) -> Taken {
        if notice.version != self.state.version {
            return Taken::Unchanged;
        }
        // Who the table waits for is the round's seats whose decision is not in (as the server counts it).
        self.state.deciding = notice
            .round
            .seats
            .iter()
            .copied()
            .filter(|s| !notice.round.sealed.contains(s))
            .collect();
        self.state.sealed = Some(notice.round.clone());
        if notice.command_id.is_some() {
            self.refused = None;
        }
        Taken::Changed
    }
}

/// Whether an error from the server means the client's state is behind the table's (a stale version): it should
/// ask for the whole state.
pub fn behind(error: &ErrorMessage, version: u64) -> bool {
    error.code == metro_protocol::ErrorCode::StaleVersion || error.version.is_some_and(|v| v > version)
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_protocol::{Offer, SealedRound, SeatInfo};
    use serde_json::json;

    fn state(version: u64) -> SeatState {
        SeatState {
            version,
            pieces: json!({"v": version}),
            view_hash: format!("{version:016x}"),
            deciding: vec![0],
            offers: vec![Offer {
                action: json!("Pass"),
                words: "Pass".into(),
                preview: None,
                places: None,
            }],
            undo: None,
            log: vec!["one".into()],
            log_places: Vec::new(),
            over: false,
            broken: None,
            sealed: None,
            clocks: None,
            position: None,
        }
    }

    fn view() -> TableView {
        TableView::welcomed(
            TableInfo {
                id: "t".into(),
                code: "ABCDEF".into(),
                game: "chicago-express".into(),
                seats: vec![SeatInfo {
                    seat: 0,
                    name: "Player 1".into(),
                    player: "person".into(),
                    taken: true,
                    stand_in: None,
                    connected: true,
                }],
                state: metro_protocol::TableState::Playing,
                host: Some(0),
                clock: None,
            },
            Some(0),
            Value::Null,
            state(3),
        )
    }

    fn update(version: u64) -> Update {
        Update {
            version,
            decided: 0,
            told: vec![format!("step {version}")],
            told_places: Vec::new(),
            pieces: json!({"v": version}),
            view_hash: format!("{version:016x}"),
            deciding: vec![1],
            offers: Vec::new(),
            undo: None,
            sealed: None,
            clocks: None,
            position: None,
            step: None,
            beats: Vec::new(),
        }
    }

    #[test]
    fn only_the_next_step_is_taken_a_gap_asks_for_the_whole_state() {
        let mut view = view();
        assert!(view.my_turn());
        assert_eq!(view.take(&ServerMessage::Update(update(3))), Taken::Unchanged);
        assert_eq!(view.take(&ServerMessage::Update(update(5))), Taken::NeedResync);
        assert_eq!(view.version(), 3, "a gap changes nothing");
        assert_eq!(view.take(&ServerMessage::Update(update(4))), Taken::Changed);
        assert_eq!(view.version(), 4);
        assert_eq!(view.state.log, vec!["one".to_string(), "step 4".to_string()]);
        assert!(!view.my_turn(), "seat 1 decides now");
        // An older whole state is dropped; a newer one replaces everything.
        assert_eq!(view.take(&ServerMessage::State(state(2))), Taken::Unchanged);
        assert_eq!(view.take(&ServerMessage::State(state(9))), Taken::Changed);
        assert_eq!(view.state, state(9));
    }

    #[test]
    fn a_sealed_notice_changes_only_its_versions_round() {
        let mut view = view();
        let round = SealedRound {
            seats: vec![0, 1],
            sealed: vec![1],
            mine: None,
        };
        let notice = |version| SealedNotice {
            version,
            command_id: None,
            seat: 1,
            round: round.clone(),
        };
        assert_eq!(view.take(&ServerMessage::Sealed(notice(2))), Taken::Unchanged);
        assert_eq!(view.state.sealed, None);
        assert_eq!(view.take(&ServerMessage::Sealed(notice(3))), Taken::Changed);
        assert_eq!(view.state.sealed, Some(round));
        assert_eq!(view.state.deciding, vec![0]);
    }

    #[test]
    fn the_end_is_kept_and_an_end_past_the_version_asks_for_the_whole_state() {
        let mut view = view();
        let ended = |version| Ended {
            version,
            outcome: Vec::new(),
            save: "{}".into(),
            figures: None,
        };
        assert_eq!(view.take(&ServerMessage::Ended(ended(2))), Taken::Unchanged);
        assert!(view.ended.is_none());
        assert_eq!(view.take(&ServerMessage::Ended(ended(4))), Taken::NeedResync);
        assert!(view.ended.is_some());
        assert!(!view.my_turn(), "nobody decides in a finished game");
    }
}

//! A game played at a table of `metro serve` (issue 30, item 10): the second implementation of [`GameSession`], so
//! that the app's game screen — board, panels, log, animation, hover previews, "why not", languages — plays online as
//! it plays at one screen.
//!
//! It holds no real game. The server sends the seat its position after every step (`metro_engine::mirror`: the
//! seat's determinisation, a whole game the seat cannot tell from the real one, made from its view alone), each
//! step's decision as the seat may know it and the events it was told, and the seat's offers. From these the
//! engine itself, on this computer, tells the step (the same narration as a local game), folds its events into the
//! view for the animation ([`crate::playback`]), and answers what a hovered choice costs and why a move is refused:
//! on what the seat may know, never on the real game. What the seat may choose is the server's list, and a choice
//! goes to the server (the app sends it); nothing here changes until the server confirms it.

use std::sync::Arc;

use metro_core::{ActionKind, LineId, SpaceId, StationId, Yen};
use metro_engine::mirror::Position;
use metro_engine::module::Pieces;
use metro_engine::narrate::{Narrator, Places};
use metro_engine::state::Pending;
use metro_engine::{
    Action, CardId, Event, FinalResult, Game, Phase, PlayerId, Refusal, Registry, Rules, View,
};
use metro_save::SetupRecord;
use serde_json::Value;

use super::narrate::{log_shown, show, told_items};
use super::{GameSession, LogLine, Session};
use crate::help::RulesBook;
use crate::highlight::Highlight;
use crate::locale::tr;
use crate::paths::SeatKind;
use crate::playback::{Item, Playback};
use crate::preview::Preview;

/// Why the server's words for a table could not be followed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RemoteError {
    /// The table's setup is not one this app can set up (a map, cards or rule module it lacks).
    #[error("this table's game cannot be set up here: {0}")]
    Setup(String),
    /// The seat's position does not read, or does not fit the table's rules.
    #[error("the server sent a position that does not fit this table: {0}")]
    Position(String),
    /// A step's decision or events do not read.
    #[error("the server sent a step that does not read: {0}")]
    Step(String),
}

/// A seat at a table of `metro serve`, as its panels see it.
pub struct RemoteSession {
    rules: Arc<Rules>,
    seat: PlayerId,
    seats: Vec<SeatKind>,
    /// The seats' names as the server tells them.
    names: Vec<String>,
    narrator: Narrator,
    /// The seat's position (its determinisation) as the server last sent it.
    game: Game,
    /// The position the seat's offers were made in: `game`, or, in a sealed round (secret bids at once), a copy
    /// advanced to the seat's turn in it, each seat before taking its first legal choice (what the server does).
    asked: Game,
    log: Vec<LogLine>,
    /// The decisions told, in order (a decision kept from this seat is not among them; its log lines name none).
    actions: Vec<Action>,
    playback: Playback,
    /// The seat's offers, as the server listed them.
    legal: Vec<Action>,
    undo: Option<String>,
    /// Changes with every position and offer list (the key of previews).
    position: u64,
    /// The table's version the position is at.
    version: u64,
    /// The finished game, loaded from the server's save, for the end screen's figures and result.
    finished: Option<Session>,
}

impl std::fmt::Debug for RemoteSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteSession")
            .field("seat", &self.seat)
            .field("version", &self.version)
            .finish()
    }
}

/// A seat's kind from the server's name of who plays it (`person`, or a bot's name).
pub fn seat_kind(player: &str) -> SeatKind {
    if player == "person" {
        return SeatKind::Human;
    }
    SeatKind::ALL
        .into_iter()
        .find(|k| k.bot_name().as_deref() == Some(player))
        .unwrap_or(SeatKind::Normal)
}

fn read_position(rules: &Arc<Rules>, position: Value) -> Result<Game, RemoteError> {
    let position: Position =
        serde_json::from_value(position).map_err(|e| RemoteError::Position(e.to_string()))?;
    Game::from_position(rules.clone(), position).map_err(|e| RemoteError::Position(e.to_string()))
}

impl RemoteSession {
    /// The seat `seat` at a table of `setup` (as the server sent it), its seats named `names` and played by
    /// `players` (`person` or a bot's name), at the whole position `position` of version `version`; `log` is the
    /// table's log as the server told it so far.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        setup: &Value,
        registry: &Registry,
        seat: u8,
        names: Vec<String>,
        players: &[String],
        position: Value,
        version: u64,
        log: &[String],
    ) -> Result<RemoteSession, RemoteError> {
        let record: SetupRecord =
            serde_json::from_value(setup.clone()).map_err(|e| RemoteError::Setup(e.to_string()))?;
        let setup = record
            .build(registry)
            .map_err(|e| RemoteError::Setup(e.to_string()))?;
        let rules = Rules::new(setup).map_err(|e| RemoteError::Setup(e.to_string()))?;
        let rules = Arc::new(rules);
        if usize::from(seat) >= rules.players() || names.len() != rules.players() {
            return Err(RemoteError::Setup(format!(
                "seat {} of {} named seats at a table of {} players",
                seat + 1,
                names.len(),
                rules.players()
            )));
        }
        let game = read_position(&rules, position)?;
        let mut remote = RemoteSession {
            seat: PlayerId(seat),
            seats: players.iter().map(|p| seat_kind(p)).collect(),
            narrator: Narrator::new(names.clone()),
            names,
            asked: game.clone(),
            game,
            rules,
            log: Vec::new(),
            actions: Vec::new(),
            playback: Playback::default(),
            legal: Vec::new(),
            undo: None,
            position: 0,
            version,
            finished: None,
        };
        remote.told(log);
        Ok(remote)
    }

    /// The seat this session plays.
    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// The table's version of the position held.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The seat's position, as the server sent it last.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Names the seats anew (the server tells them in the menu's language) and who plays them.
    pub fn rename(&mut self, names: Vec<String>, players: &[String]) {
        if names.len() == self.seats.len() && names != self.names {
            self.narrator = Narrator::new(names.clone());
            self.names = names;
        }
        if players.len() == self.seats.len() {
            for (kind, player) in self.seats.iter_mut().zip(players) {
                *kind = seat_kind(player);
            }
        }
    }

    /// The log as the server told it (a whole state: after a reconnection, an undo, a resync), each line under
    /// the round and phase of the position now.
    fn told(&mut self, log: &[String]) {
        let (round, phase) = (self.game.round(), self.game.phase());
        self.log = log
            .iter()
            .map(|text| LogLine {
                text: text.clone(),
                round,
                decision: usize::MAX,
                phase,
                event: None,
                actor: None,
            })
            .collect();
        self.actions.clear();
    }

    /// A whole position (a welcome, a resync, an undo): what is shown jumps to it; the log is the server's.
    pub fn whole(&mut self, position: Value, version: u64, log: &[String]) -> Result<(), RemoteError> {
        self.game = read_position(&self.rules, position)?;
        self.version = version;
        self.playback = Playback::default();
        self.told(log);
        self.changed();
        Ok(())
    }

    /// One step: `decided`'s decision (`None` when it is kept from this seat: another seat's secret bid), the
    /// events this seat was told, the position after. The engine tells it as a local game's, and with `animate`
    /// its events are shown beat by beat.
    pub fn step(
        &mut self,
        decided: u8,
        action: Option<Value>,
        events: Value,
        position: Value,
        version: u64,
        animate: bool,
    ) -> Result<(), RemoteError> {
        let after = read_position(&self.rules, position)?;
        let events: Vec<Event> =
            serde_json::from_value(events).map_err(|e| RemoteError::Step(e.to_string()))?;
        let action: Option<Action> = match action {
            Some(value) => Some(serde_json::from_value(value).map_err(|e| RemoteError::Step(e.to_string()))?),
            None => None,
        };
        let actor = PlayerId(decided);
        if usize::from(decided) >= self.seats.len() {
            return Err(RemoteError::Step(format!("seat {} decided", decided + 1)));
        }
        // Told as a local game tells it: the decision's words in the position it was taken in (a secret bid's
        // amount never: D-3), its events in the one after.
        let words = match action {
            Some(Action::Bid(_)) | None => tr!("log-secret-bid"),
            Some(action) => self.narrator.action(&self.game, &action),
        };
        let at = (self.game.round(), self.game.phase());
        // A decision kept from this seat is a secret bid (the only one Tokyo Metro keeps, D-3): told as one.
        let told_as = action.unwrap_or(Action::Bid(0));
        let before = (animate && !self.playback.playing()).then(|| self.game.view(self.seat));
        let items = told_items(&self.narrator, &after, actor, &told_as, &words, &events, at);
        let decision = match action {
            Some(action) => {
                self.actions.push(action);
                self.actions.len() - 1
            }
            None => usize::MAX,
        };
        self.game = after;
        self.version = version;
        let (game, seat) = (&self.game, self.seat);
        show(
            &mut self.playback,
            &mut self.log,
            before,
            || game.view(seat),
            items,
            decision,
            actor,
        );
        self.changed();
        Ok(())
    }

    /// The seat's offers now (the actions as the server wrote them) and the decision it may take back, if any.
    /// An offer that does not read as an action of this game is left out.
    pub fn offers(&mut self, offers: &[Value], undo: Option<String>) {
        let legal: Vec<Action> = offers
            .iter()
            .filter_map(|o| serde_json::from_value(o.clone()).ok())
            .collect();
        if legal != self.legal || undo != self.undo {
            self.legal = legal;
            self.undo = undo;
            self.changed();
        }
    }

    /// The finished game, from the server's save: the end screen's result and figures come from it.
    pub fn finish(&mut self, save: &str, registry: &Registry) -> Result<(), String> {
        let session = Session::load(save, registry).map_err(|e| e.to_string())?;
        self.finished = Some(session);
        self.changed();
        Ok(())
    }

    /// Whether the finished game's save was loaded.
    pub fn finished(&self) -> Option<&Session> {
        self.finished.as_ref()
    }

    /// The position changed: the position asked in is found again, previews are made afresh.
    fn changed(&mut self) {
        self.position += 1;
        self.asked = self.asked_position();
    }

    /// The position the seat's offers were made in: the position held, or in a sealed round a copy advanced to
    /// the seat's turn, each seat before it taking its first legal choice (as the server lists the round's offers;
    /// nothing sealed is read).
    fn asked_position(&self) -> Game {
        let mut game = self.game.clone();
        if self.legal.is_empty() {
            return game;
        }
        for _ in 0..self.seats.len() {
            match game.to_move() {
                Some(p) if p == self.seat => break,
                Some(_) => {
                    let Some(&first) = game.legal_actions().first() else {
                        break;
                    };
                    if game.apply(first).is_err() {
                        return self.game.clone();
                    }
                }
                None => break,
            }
        }
        if game.to_move() == Some(self.seat) {
            game
        } else {
            self.game.clone()
        }
    }

    /// Advances the shown events by `dt` seconds at `speed` beats per second (0 = all at once); returns the events
    /// shown now (for pop-ups on the board).
    pub fn tick(&mut self, dt: f32, speed: f32) -> Vec<(Event, Places)> {
        let rules = self.rules.clone();
        let shown = self.playback.tick(&rules, dt, speed);
        self.log_shown(shown)
    }

    /// Shows everything queued at once.
    pub fn skip(&mut self) -> Vec<(Event, Places)> {
        let rules = self.rules.clone();
        let shown = self.playback.skip(&rules);
        self.log_shown(shown)
    }

    fn log_shown(&mut self, shown: Vec<Item>) -> Vec<(Event, Places)> {
        let decision = self.actions.len().saturating_sub(1);
        log_shown(&mut self.log, shown, decision, None)
    }
}

impl GameSession for RemoteSession {
    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    fn player_name(&self, player: PlayerId) -> String {
        self.narrator.player(player)
    }

    fn narrator(&self) -> &Narrator {
        &self.narrator
    }

    fn log(&self) -> &[LogLine] {
        &self.log
    }

    fn position(&self) -> u64 {
        self.position
    }

    fn decisions(&self) -> usize {
        self.actions.len()
    }

    fn actions(&self) -> &[Action] {
        &self.actions
    }

    fn undoable(&self) -> Option<&str> {
        self.undo.as_deref()
    }

    fn thinking(&self) -> Option<(PlayerId, std::time::Duration)> {
        None
    }

    fn view(&self) -> View {
        match self.playback.shown() {
            Some(view) => view.clone(),
            None => self.game.view(self.seat),
        }
    }

    fn playing(&self) -> bool {
        self.playback.playing()
    }

    fn moving(&self) -> Option<(LineId, u8)> {
        self.playback.moving()
    }

    fn pending(&self) -> &Pending {
        &self.asked.state().pending
    }

    fn pending_description(&self) -> String {
        self.asked.pending_description()
    }

    fn phase(&self) -> Phase {
        self.game.phase()
    }

    fn round(&self) -> u8 {
        self.game.round()
    }

    fn player_count(&self) -> usize {
        self.seats.len()
    }

    fn to_move(&self) -> Option<PlayerId> {
        self.asked.to_move()
    }

    fn human_to_move(&self) -> Option<PlayerId> {
        (!self.legal.is_empty() && !self.playing()).then_some(self.seat)
    }

    fn is_human(&self, player: PlayerId) -> bool {
        self.seats.get(usize::from(player.0)) == Some(&SeatKind::Human)
    }

    fn result(&self) -> Option<&FinalResult> {
        self.finished.as_ref().and_then(|s| s.game().result())
    }

    fn failure(&self) -> Option<String> {
        None
    }

    fn legal(&self) -> &[Action] {
        &self.legal
    }

    fn refusal(&self, action: Action) -> Refusal {
        self.asked.explain(action)
    }

    fn offer(&self, action: &Action) -> String {
        self.narrator.offer(&self.asked, action)
    }

    fn bid_counts_as(&self, amount: Yen) -> Option<Yen> {
        let game = &self.asked;
        (game.player(self.seat).bid_bonus > 0).then(|| game.bid_counts_as(self.seat, amount))
    }

    fn action_station(&self, action: &Action) -> Option<StationId> {
        self.asked.action_station(action)
    }

    fn highlight(&self, action: &Action) -> Highlight {
        Highlight::of_action(&self.asked, action)
    }

    fn move_reason(&self, action: &Action) -> String {
        crate::help::move_reason(&self.asked, action)
    }

    fn kind_sentence(&self, player: Option<PlayerId>, kind: ActionKind) -> String {
        crate::help::kind_sentence(&self.asked, player, kind)
    }

    fn preview(&self, action: Action) -> Option<Preview> {
        (self.asked.to_move() == Some(self.seat))
            .then(|| crate::preview::preview(&self.asked, action))
            .flatten()
    }

    fn outcome(&self, action: Action) -> Option<crate::preview::Outcome> {
        (self.asked.to_move() == Some(self.seat))
            .then(|| crate::preview::outcome(&self.asked, action))
            .flatten()
    }

    fn figures(&self) -> Result<Vec<crate::replay::Figures>, String> {
        match &self.finished {
            Some(session) => GameSession::figures(session),
            None => Err(tr!("online-figures-at-the-end")),
        }
    }

    fn rules_book(&self) -> RulesBook {
        RulesBook::of_game(&self.game)
    }

    fn pieces(&self, view: &View) -> Vec<Pieces> {
        crate::module_pieces::pieces(&self.rules, view)
    }

    fn station_name(&self, station: StationId) -> String {
        metro_engine::narrate::station_name(&self.game, station)
    }

    fn line_name(&self, line: LineId) -> String {
        metro_engine::narrate::line_name(&self.game, line)
    }

    fn space_name(&self, space: SpaceId) -> String {
        metro_engine::narrate::space_name(&self.game, space)
    }

    fn card_name(&self, card: CardId) -> String {
        metro_engine::narrate::card_name(&self.game, card)
    }

    fn action_name(&self, kind: ActionKind) -> String {
        crate::words::action_name(&self.game, kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_game::Seat;
    use metro_game::mirror::Mirrored;

    /// Plays a game as a server would tell it to `seat`: the real game here, the remote session fed only what the
    /// server sends that seat.
    fn follow(map: &str, cards: &str, players: usize, seed: u64, seat: u8, animate: bool) {
        metro_lang::with_language(metro_lang::Language::English, || {
            let registry = crate::catalog::registry();
            let setup = SetupRecord::builtin(map, cards, players);
            let mut real = Game::new(setup.build(&registry).expect("setup"), seed).expect("game");
            let names: Vec<String> = (0..players).map(|i| format!("Player {}", i + 1)).collect();
            let kinds = vec!["person".to_string(); players];
            let position = |g: &Game| g.position(Seat(seat)).expect("a position");
            let mut remote = RemoteSession::new(
                &serde_json::to_value(&setup).expect("setup JSON"),
                &registry,
                seat,
                names,
                &kinds,
                position(&real),
                0,
                &[],
            )
            .expect("remote");
            let me = PlayerId(seat);
            let mut version = 0;
            let mut told = Vec::new();
            while !real.is_over() && version < 3_000 {
                let mine = real.to_move() == Some(me);
                let legal = real.legal_actions();
                let offers: Vec<Value> = if mine {
                    legal
                        .iter()
                        .map(|a| serde_json::to_value(a).expect("action"))
                        .collect()
                } else {
                    Vec::new()
                };
                remote.offers(&offers, None);
                if mine {
                    // What the seat may choose is the server's list; what it costs and why not are the engine's,
                    // asked on the seat's position.
                    assert_eq!(remote.legal(), legal.as_slice());
                    // Nobody decides from a board still showing the last steps.
                    let shown = if remote.playing() { None } else { Some(me) };
                    assert_eq!(remote.human_to_move(), shown);
                    for action in &legal {
                        assert_eq!(remote.offer(action), remote.narrator().offer(&real, action));
                    }
                    let refused = Action::Bid(real.player(me).cash + 100);
                    if !legal.contains(&refused) {
                        assert_eq!(remote.refusal(refused).rule, real.explain(refused).rule);
                    }
                } else {
                    assert_eq!(remote.human_to_move(), None);
                }
                let actor = real.to_move().expect("someone decides");
                let action = legal[(seed as usize + version as usize * 7) % legal.len()];
                let raw = real.apply(action).expect("legal");
                let mut events = Vec::new();
                real.seat_events(me, &raw, &mut events);
                version += 1;
                remote
                    .step(
                        actor.0,
                        real.told_action(Seat(seat), Seat(actor.0), &action)
                            .map(|a| serde_json::to_value(a).expect("action")),
                        real.events_text(&events),
                        position(&real),
                        version,
                        animate,
                    )
                    .expect("a step reads");
                if animate && version % 5 == 0 {
                    while remote.playing() {
                        told.extend(remote.tick(0.25, 8.0));
                    }
                }
                if !remote.playing() {
                    assert_eq!(remote.view(), real.view(me), "the view after step {version}");
                }
            }
            remote.skip();
            assert!(real.is_over());
            assert_eq!(remote.view(), real.view(me));
            assert!(
                remote.log().len() > 50,
                "the game is told: {} lines",
                remote.log().len()
            );
            // rule D-3: another's bid is told as a secret one, never its amount, before the reveal.
            let bids = remote
                .log()
                .iter()
                .filter(|l| l.text.contains("makes a secret bid"))
                .count();
            assert!(bids > 0);
            if animate {
                assert!(!told.is_empty(), "events were shown beat by beat");
            }
        });
    }

    #[test]
    fn a_seat_follows_a_whole_game_from_what_the_server_sends_it() {
        follow("tokyo", "tokyo", 3, 5, 1, false);
        follow("osaka", "osaka", 4, 9, 0, true);
    }

    #[test]
    fn a_position_that_does_not_fit_is_an_error_not_a_panic() {
        let registry = crate::catalog::registry();
        let setup = serde_json::to_value(SetupRecord::builtin("tokyo", "tokyo", 2)).expect("setup");
        let names = vec!["A".to_string(), "B".to_string()];
        let kinds = vec!["person".to_string(), "heuristic".to_string()];
        for bad in [
            serde_json::json!(null),
            serde_json::json!({"viewer": 0}),
            serde_json::json!({"viewer": 7, "state": {}}),
        ] {
            let made = RemoteSession::new(&setup, &registry, 0, names.clone(), &kinds, bad, 0, &[]);
            assert!(matches!(made, Err(RemoteError::Position(_))), "{made:?}");
        }
        let bad_setup = serde_json::json!({"map": {"builtin": "atlantis"}});
        let made = RemoteSession::new(
            &bad_setup,
            &registry,
            0,
            names,
            &kinds,
            serde_json::json!(null),
            0,
            &[],
        );
        assert!(matches!(made, Err(RemoteError::Setup(_))), "{made:?}");
    }
}

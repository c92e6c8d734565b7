//! A game being played in the app — the game session, apart from any GUI state: the engine's game inside the save
//! crate's `Recorder` (so every action is recorded), who plays each seat, the bots, the narrated log,
//! undo (the BGA policy, [`crate::history`]) and the events still being shown one by one ([`crate::playback`]).
//!
//! Bots think in a background thread ([`Session::poll_bot`]): the bot to move is handed a clone of the game (it
//! looks at it only through its player's view) and the legal actions; its answer comes back over a channel with the
//! bot itself, and is applied only if the position has not changed meanwhile and the engine finds it legal.

mod bots;
mod interface;
mod narrate;
mod retell;
mod undo;

use std::sync::mpsc;
use std::time::Instant;

use metro_bots::{Bot, StopSignal, bot_by_name, bot_seed};
use metro_core::LineId;
use metro_engine::Registry;
use metro_engine::narrate::Narrator;
use metro_engine::{Action, Event, Game, PlayerId, View};
use metro_save::{Recorder, Save, SaveError, SetupRecord};

use crate::history::History;
use crate::locale::tr;
use crate::paths::SeatKind;
use crate::playback::Playback;

pub use bots::BotStep;
pub use interface::GameSession;

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The sentence.
    pub text: String,
    /// The round it happened in.
    pub round: u8,
    /// How many decisions had been made before it (the decision that caused it is this one).
    pub decision: usize,
    /// The phase it happened in.
    pub phase: metro_engine::Phase,
    /// The event it tells, if it tells one (none for the decision itself and for notes).
    pub event: Option<Event>,
    /// The player whose decision caused it (none for notes).
    pub actor: Option<PlayerId>,
}

/// A line of the log that no decision caused, kept as what it says rather than in words, so that the log can be
/// told again in another language ([`Session::retell`]).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Note {
    /// A new game began (its heading and seed).
    NewGame,
    /// The first round began.
    RoundOneBegins,
    /// A saved game of this many decisions was loaded.
    Loaded(usize),
    /// A player took back a decision (narrated in the position it was made in, which is the position it leaves).
    TakesBack(PlayerId, Action),
}

/// A game being played.
pub struct Session {
    recorder: Recorder,
    seats: Vec<SeatKind>,
    /// Each seat's bot (none for people; none while the bot thinks in its thread).
    bots: Vec<Option<Box<dyn Bot>>>,
    /// Each seat's bot name for `metro_bots::bot_by_name` (none for people).
    bot_names: Vec<Option<String>>,
    /// The bot's decision being thought in the background, if any.
    thinking: Option<Thinking>,
    narrator: Narrator,
    log: Vec<LogLine>,
    /// The log's notes and the number of decisions made before each.
    notes: Vec<(usize, Note)>,
    history: History,
    playback: Playback,
    /// The human who saw the board last (whose view is drawn while a bot moves).
    last_human: Option<PlayerId>,
    legal: Vec<Action>,
    /// A number that changes whenever the position changes (a decision made or taken back), unique across sessions:
    /// the key of everything computed from the position.
    position: u64,
}

/// A bot's decision being thought in a background thread.
struct Thinking {
    /// The position it answers ([`Session::position`]); an answer for another position is dropped.
    position: u64,
    /// The bot's player.
    player: PlayerId,
    /// The answer and the bot, once it has chosen.
    answer: mpsc::Receiver<(Action, Box<dyn Bot>)>,
    /// When it began.
    since: Instant,
    /// Raised when the answer is no longer wanted, so that a searching bot stops at once instead of running out its
    /// budget in the background.
    stop: StopSignal,
}

/// The next position number (unique across sessions).
fn next_position() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("seats", &self.seats)
            .field("actions", &self.history.len())
            .finish()
    }
}

impl Session {
    /// Starts a new game.
    pub fn new(
        setup: SetupRecord,
        seed: u64,
        seats: Vec<SeatKind>,
        registry: &Registry,
    ) -> Result<Session, SaveError> {
        let recorder = Recorder::new(setup, seed, registry)?;
        let mut session = Session::around(recorder, seats);
        session.note(Note::NewGame);
        session.note(Note::RoundOneBegins);
        Ok(session)
    }

    /// Rebuilds a saved game: verifies the save, then replays its actions, narrating them into the log.
    pub fn load(text: &str, registry: &Registry) -> Result<Session, SaveError> {
        metro_save::load(text, registry).map(Session::from_loaded)
    }

    /// Like [`Session::load`], but a save whose setup changed since it was written (its setup hash differs) loads
    /// too, with the check saying which parts changed, for the caller to warn before opening it.
    pub fn load_checked(
        text: &str,
        registry: &Registry,
    ) -> Result<(Session, metro_save::SetupCheck), SaveError> {
        let loaded = metro_save::load_allowing_changed_setup(text, registry)?;
        let check = loaded.setup.clone();
        Ok((Session::from_loaded(loaded), check))
    }

    fn from_loaded(loaded: metro_save::LoadedGame) -> Session {
        let save = loaded.save;
        let players = save.setup.players;
        let seats: Vec<SeatKind> = if save.setup.seats.len() == players {
            save.setup.seats.iter().map(|l| SeatKind::from_label(l)).collect()
        } else {
            vec![SeatKind::Human; players]
        };
        let game = Game::with_rules(loaded.game.rules_arc().clone(), save.seed);
        let recorder = Recorder::from_new_game(save.setup.clone(), game);
        let mut session = Session::around(recorder, seats);
        for &action in &save.actions {
            if session.apply_inner(action, false).is_err() {
                break;
            }
        }
        session.history.seal();
        session.note(Note::Loaded(save.actions.len()));
        session
    }

    /// A session that only shows `game` at some point of a record (the replay viewer's board and panels): nothing is
    /// recorded before that point, no bot is asked to move, and its log is empty.
    pub fn showing(setup: SetupRecord, game: Game, seats: Vec<SeatKind>) -> Session {
        Session::around(Recorder::from_new_game(setup, game), seats)
    }

    fn around(recorder: Recorder, seats: Vec<SeatKind>) -> Session {
        let seed = recorder.game().seed();
        let bot_names: Vec<Option<String>> = seats.iter().map(|kind| kind.bot_name()).collect();
        let bots = bot_names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                name.as_deref()
                    .and_then(|name| bot_by_name(name, bot_seed(seed, i)))
            })
            .collect();
        let labels = seats.iter().enumerate().map(|(i, k)| k.name(i)).collect();
        let mut session = Session {
            recorder,
            seats,
            bots,
            bot_names,
            thinking: None,
            narrator: Narrator::new(labels),
            log: Vec::new(),
            notes: Vec::new(),
            history: History::default(),
            playback: Playback::default(),
            last_human: None,
            legal: Vec::new(),
            position: next_position(),
        };
        session.refresh_legal();
        session
    }

    /// "Tokyo / Tokyo, 3 players".
    pub fn heading(&self) -> String {
        let rules = self.game().rules();
        tr!(
            "log-heading",
            map = rules.map().name(),
            cards = rules.cards().name(),
            count = self.seats.len()
        )
    }

    /// A recorder at the start of this game: its setup, rules and seed, no decision made.
    fn fresh_recorder(&self) -> Recorder {
        let game = Game::with_rules(self.game().rules_arc().clone(), self.game().seed());
        Recorder::from_new_game(self.recorder.save().setup.clone(), game)
    }

    /// The game as the engine has it.
    pub fn game(&self) -> &Game {
        self.recorder.game()
    }

    /// The record so far.
    pub fn save(&self) -> &Save {
        self.recorder.save()
    }

    /// The save file's text.
    pub fn save_text(&self) -> String {
        self.recorder.save().to_string()
    }

    /// The number of decisions made so far.
    pub fn decisions(&self) -> usize {
        self.history.len()
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The narrator, with the seat labels.
    pub fn narrator(&self) -> &Narrator {
        &self.narrator
    }

    /// The log, oldest line first.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// The legal actions now.
    pub fn legal(&self) -> &[Action] {
        &self.legal
    }

    fn refresh_legal(&mut self) {
        self.legal = self.recorder.game().legal_actions();
        self.position = next_position();
    }

    /// The position's number: changes whenever a decision is made or taken back, never repeats.
    pub fn position(&self) -> u64 {
        self.position
    }

    /// The seat to move, if any.
    pub fn to_move(&self) -> Option<PlayerId> {
        self.game().to_move()
    }

    /// Whether a seat is played by a person.
    pub fn is_human(&self, player: PlayerId) -> bool {
        self.seats.get(player.0 as usize) == Some(&SeatKind::Human)
    }

    /// The number of human seats.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|&&k| k == SeatKind::Human).count()
    }

    /// The human to move now, if it is a human's turn and nothing is still being shown.
    pub fn human_to_move(&self) -> Option<PlayerId> {
        self.to_move().filter(|&p| self.is_human(p) && !self.playing())
    }

    /// The bot to move now, if any and nothing is still being shown.
    pub fn bot_to_move(&self) -> Option<PlayerId> {
        self.to_move().filter(|&p| !self.is_human(p) && !self.playing())
    }

    /// Whose view the board shows: the human to move, or the human who moved last, or the first human seat.
    pub fn viewer(&self) -> PlayerId {
        self.to_move()
            .filter(|&p| self.is_human(p))
            .or(self.last_human)
            .or_else(|| {
                (0..self.seats.len())
                    .map(|i| PlayerId(i as u8))
                    .find(|&p| self.is_human(p))
            })
            .unwrap_or(PlayerId(0))
    }

    /// What the screen shows: while events play, the view as shown so far; otherwise the viewer's view.
    pub fn view(&self) -> View {
        match self.playback.shown() {
            Some(view) => view.clone(),
            None => self.game().view(self.viewer()),
        }
    }

    /// Whether events are still being shown.
    pub fn playing(&self) -> bool {
        self.playback.playing()
    }

    /// The vehicle that moved last while events play.
    pub fn moving(&self) -> Option<(LineId, u8)> {
        self.playback.moving()
    }
}

/// "s" unless one.
pub fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}
#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn session(seats: Vec<SeatKind>) -> Session {
        let registry = crate::catalog::registry();
        let mut setup = SetupRecord::builtin("tokyo", "tokyo", seats.len());
        setup.seats = seats.iter().enumerate().map(|(i, k)| k.label(i)).collect();
        Session::new(setup, 7, seats, &registry).expect("setup")
    }

    #[test]
    fn a_save_reloads_with_its_seats_and_its_log() {
        let mut s = session(vec![SeatKind::Human, SeatKind::Normal]);
        for _ in 0..30 {
            if !s.step_bot(false) {
                let first = s.legal()[0];
                s.apply(first, false).expect("legal");
            }
        }
        let registry = crate::catalog::registry();
        let loaded = Session::load(&s.save_text(), &registry).expect("loads");
        assert_eq!(loaded.seats(), s.seats());
        assert_eq!(loaded.game().state_hash(), s.game().state_hash());
        assert!(loaded.log().len() > 30);
        assert!(!loaded.can_undo(), "a loaded game starts sealed");
    }
}

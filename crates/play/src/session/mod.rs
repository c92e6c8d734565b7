//! A game being played in the app — the game session, apart from any GUI state. Its table is the platform's
//! generic one ([`crate::table::Table`] over Tokyo Metro's `Game`): the game, the decisions, who plays each seat, the
//! bots thinking on worker threads, and the undo policy every game shares. On top of it the session keeps what
//! Tokyo Metro shows its own way: the save's record (the setup as a file names it, every decision with its
//! checkpoints), the narrated log with its rounds and phases (each fact once, [`metro_engine::narrate::Narrator`]),
//! and the events still being shown one by one ([`crate::playback`]).
//!
//! Bots think on a thread of their own ([`Session::poll_bot`]): the table hands the bot to move a clone of the game
//! (a Tokyo Metro bot looks at it only through its player's view); its answer is applied through the session, so
//! that it is told and shown like a person's, and only if the position has not changed meanwhile.

mod bots;
mod interface;
mod narrate;
mod remote;
mod retell;
mod undo;

use metro_bots::game_bot::game_bot_by_name;
use metro_core::LineId;
use metro_engine::narrate::Narrator;
use metro_engine::{Action, Event, Game, PlayerId, Registry, SetupError, View};
use metro_save::{Recorder, Save, SaveError, SetupRecord};

use crate::locale::tr;
use crate::paths::SeatKind;
use crate::playback::Playback;
use crate::table::{Player, Table, TableError};

pub use bots::BotStep;
pub use interface::GameSession;
pub use remote::{RemoteError, RemoteSession, seat_kind};

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
    /// The game at the platform's table: decisions, seats, bots, undo.
    table: Table<Game>,
    /// The record a save writes: the setup as a file names it, the seed, every decision with its checkpoints.
    save: Save,
    seats: Vec<SeatKind>,
    narrator: Narrator,
    log: Vec<LogLine>,
    /// The log's notes and the number of decisions made before each.
    notes: Vec<(usize, Note)>,
    /// Each decision in words, without its subject ("takes Move 3 (Ginza column)"; a bid stays secret): what Undo
    /// offers to take back.
    words: Vec<String>,
    playback: Playback,
    /// The human who saw the board last (whose view is drawn while a bot moves).
    last_human: Option<PlayerId>,
    legal: Vec<Action>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("seats", &self.seats)
            .field("actions", &self.table.actions().len())
            .finish()
    }
}

/// Who plays each seat, as the table knows them: a person, or the bot of the seat's level.
fn players_of(seats: &[SeatKind]) -> Vec<Player> {
    seats
        .iter()
        .map(|kind| match kind.bot_name() {
            Some(name) => Player::Bot(name),
            None => Player::Human,
        })
        .collect()
}

/// The table of `game` (just set up from its rules and seed, or a position a replay reached) with these players.
fn table_of(game: Game, players: Vec<Player>) -> Result<Table<Game>, SaveError> {
    let setup = game.rules().setup();
    let seed = game.seed();
    Table::from_game(setup, seed, game, players, game_bot_by_name).map_err(|e| match e {
        TableError::Seats { players, .. } => SaveError::Setup(SetupError::Players(players)),
        other => SaveError::SeatLabel {
            index: 0,
            problem: other.to_string(),
        },
    })
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
        let (game, save) = recorder.into_parts();
        let players = players_of(&seats);
        let mut session = Session::around(game, save, seats, players)?;
        session.note(Note::NewGame);
        session.note(Note::RoundOneBegins);
        Ok(session)
    }

    /// Rebuilds a saved game: verifies the save, then replays its actions, narrating them into the log.
    pub fn load(text: &str, registry: &Registry) -> Result<Session, SaveError> {
        metro_save::load(text, registry).and_then(Session::from_loaded)
    }

    /// Like [`Session::load`], but a save whose setup changed since it was written (its setup hash differs) loads
    /// too, with the check saying which parts changed, for the caller to warn before opening it.
    pub fn load_checked(
        text: &str,
        registry: &Registry,
    ) -> Result<(Session, metro_save::SetupCheck), SaveError> {
        let loaded = metro_save::load_allowing_changed_setup(text, registry)?;
        let check = loaded.setup.clone();
        Ok((Session::from_loaded(loaded)?, check))
    }

    fn from_loaded(loaded: metro_save::LoadedGame) -> Result<Session, SaveError> {
        let save = loaded.save;
        let players = save.setup.players;
        let seats: Vec<SeatKind> = if save.setup.seats.len() == players {
            save.setup.seats.iter().map(|l| SeatKind::from_label(l)).collect()
        } else {
            vec![SeatKind::Human; players]
        };
        let game = Game::with_rules(loaded.game.rules_arc().clone(), save.seed);
        let (_, record) = Recorder::from_new_game(save.setup.clone(), game.clone()).into_parts();
        let players = players_of(&seats);
        let mut session = Session::around(game, record, seats, players)?;
        for &action in &save.actions {
            if session.apply_inner(action, false).is_err() {
                break;
            }
        }
        session.table.seal();
        session.note(Note::Loaded(save.actions.len()));
        Ok(session)
    }

    /// A session that only shows `game` at some point of a record (the replay viewer's board and panels): nothing is
    /// recorded before that point, no bot is asked to move (its table has no bots), and its log is empty.
    pub fn showing(setup: SetupRecord, game: Game, seats: Vec<SeatKind>) -> Session {
        let (_, save) = Recorder::from_new_game(setup, game.clone()).into_parts();
        let table = Table::showing(game.rules().setup(), game.seed(), game, game_bot_by_name);
        Session::at(table, save, seats)
    }

    /// A session at `game` with its record so far, `save`; who plays each seat: `seats` as the app names them and
    /// `players` as the table plays them.
    fn around(
        game: Game,
        save: Save,
        seats: Vec<SeatKind>,
        players: Vec<Player>,
    ) -> Result<Session, SaveError> {
        Ok(Session::at(table_of(game, players)?, save, seats))
    }

    fn at(table: Table<Game>, save: Save, seats: Vec<SeatKind>) -> Session {
        let labels = seats.iter().enumerate().map(|(i, k)| k.name(i)).collect();
        let mut session = Session {
            table,
            save,
            seats,
            narrator: Narrator::new(labels),
            log: Vec::new(),
            notes: Vec::new(),
            words: Vec::new(),
            playback: Playback::default(),
            last_human: None,
            legal: Vec::new(),
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

    /// This game at its start (its rules and seed, no decision made) with its record, and every seat a person's:
    /// what the game is told again from.
    fn fresh(&self) -> Result<Session, SaveError> {
        let game = Game::with_rules(self.game().rules_arc().clone(), self.game().seed());
        let (_, save) = Recorder::from_new_game(self.save.setup.clone(), game.clone()).into_parts();
        let players = vec![Player::Human; self.seats.len()];
        Session::around(game, save, self.seats.clone(), players).map(|mut s| {
            s.narrator = self.narrator.clone();
            s
        })
    }

    /// The game as the engine has it.
    pub fn game(&self) -> &Game {
        self.table.game()
    }

    /// The game at the platform's table (its decisions by seat, the events each caused, its seats).
    pub fn table(&self) -> &Table<Game> {
        &self.table
    }

    /// The record so far.
    pub fn save(&self) -> &Save {
        &self.save
    }

    /// The save file's text.
    pub fn save_text(&self) -> String {
        self.save.to_string()
    }

    /// The number of decisions made so far.
    pub fn decisions(&self) -> usize {
        self.table.actions().len()
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
        self.legal = self.game().legal_actions();
    }

    /// The position's number: changes whenever a decision is made or taken back, never repeats (the table's).
    pub fn position(&self) -> u64 {
        self.table.position()
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

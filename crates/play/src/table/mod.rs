//! A game of any kind of the platform at the table, apart from any GUI: the game (a [`metro_game::GameState`] with
//! its [`Words`]), its setup and seed, the decisions taken (seat and action) with the events each caused, who plays
//! each seat — a person or a bot made by the game's [`BotMaker`] —, the bots thinking on worker threads, the log,
//! undo, and the outcome. It names no game: Chicago Express is played on it by the app, and any other game that
//! implements the interface can be.
//!
//! * **Bots** think on a thread of their own on a clone of the game ([`Table::think`], [`Table::poll_bot`]), so a
//!   frame never waits; the answer is applied by the caller's frame, and only if the position is still the one it
//!   was asked about (an answer for another position is dropped).
//! * **The log** is kept language-neutral — the decisions, their events and the table's own notes — and put into
//!   words through the game's [`Words`] when shown; the words are kept until the language changes
//!   ([`Table::refresh_log`] tells the whole game again then, replaying it from its setup and seed, so that each
//!   decision is told in the position it was taken in).
//! * **What a person may do** is the game's legal list ([`Table::offers`]: each action with its words and what it
//!   would cost and do), and why something else may not be done is the game's own refusal
//!   ([`Table::refusal`], found by applying it to a copy), with the section of the rules help that explains it.
//! * **Undo** takes back the last decision of a person and everything after it, by replaying the game from its setup
//!   and seed without them (for games of open information, where nothing was revealed since).
//! * **Saves** ([`Table::save`], [`Table::from_save`], for a game with a saved setup): `metro-save`'s generic
//!   format, with who played each seat; a table set up from a save applies every decision again, so its log is the
//!   one played. [`Table::replayed`] and [`Table::replay`] set up and step a table from recorded decisions.
//!
//! No rule logic: legality is `legal_actions` and `apply` alone.

mod bots;
mod log;
mod save;
#[cfg(test)]
mod tests;

use std::cell::RefCell;
use std::fmt;

use metro_game::bot::{Bot, BotMaker, bot_seed, bot_seed_at};
use metro_game::words::{HelpSection, Words, section_for};
use metro_game::{GameInfo, GameState, Outcome, Seat, WhyNot};

use crate::locale::tr;

pub use bots::{BotChoice, BotStep};
pub use log::{LineKind, LogLine};
pub use save::players_of;

/// How far back a person may take back decisions ([`Table::undoable`]). Under both, one person never takes back
/// another's decision, and nothing is taken back past an event that revealed something ([`GameState::reveals`]) or
/// from before the table was loaded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum UndoPolicy {
    /// Board Game Arena's: a person takes back only their own decisions of the turn they are still playing, while
    /// nobody else decided since. What a table with other people at it plays (the online tables).
    #[default]
    OwnTurn,
    /// At one screen against bots: a person also takes back the bots' answers to their last decision.
    ThroughBots,
}

/// Who plays a seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// A person at the table (hot-seat: people share the screen and take turns).
    Human,
    /// A bot, by the name its game's [`BotMaker`] knows (`random`, `flat:8`, `heuristic`).
    Bot(String),
}

impl Player {
    /// Whether a person plays the seat.
    pub fn is_human(&self) -> bool {
        matches!(self, Player::Human)
    }
}

/// One thing a person may do now: a legal action, as its button says it and what it would cost and do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer<A> {
    /// The action.
    pub action: A,
    /// Its words on a button ([`Words::offer`]).
    pub words: String,
    /// What it would cost and do ([`Words::preview`]), if its words do not say it all.
    pub preview: Option<String>,
}

/// Why an action may not be done, in players' words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The rule's ID (`CE-5.3`).
    pub rule: &'static str,
    /// Why, in players' words ([`Words::refusal`]).
    pub reason: String,
    /// The section of the rules help that explains the rule: its key and title.
    pub section: Option<(String, String)>,
}

/// What went wrong at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The game refused its setup.
    Setup(String),
    /// The seats given are not the game's.
    Seats {
        /// Seats the setup has.
        game: u8,
        /// Players given.
        players: usize,
    },
    /// No bot of this name plays this game.
    UnknownBot(String),
    /// A person plays this seat (a bot was to be changed).
    PersonsSeat(Seat),
    /// No person is to decide now.
    NotYourTurn,
    /// The game refused the action.
    Refused(Refused),
    /// Nothing a person decided can be taken back.
    NothingToUndo,
    /// The game could not be played again from its setup (a bug: the same decisions were accepted before).
    NotRebuilt(String),
    /// A save could not be written or read, and why (`metro-save`'s reason, in words).
    Save(String),
}

impl fmt::Display for TableError {
    /// In the current language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            TableError::Setup(reason) => tr!("table-error-setup", reason = reason.as_str()),
            TableError::Seats { game, players } => {
                tr!("table-error-seats", seats = u32::from(*game), players = *players)
            }
            TableError::UnknownBot(name) => tr!("table-error-unknown-bot", name = name.as_str()),
            TableError::PersonsSeat(seat) => tr!("table-error-persons-seat", seat = u32::from(seat.0) + 1),
            TableError::NotYourTurn => tr!("table-error-not-your-turn"),
            TableError::Refused(refused) => tr!(
                "error-refused",
                reason = refused.reason.as_str(),
                rule = refused.rule
            ),
            TableError::NothingToUndo => tr!("error-nothing-to-undo"),
            TableError::NotRebuilt(reason) => tr!("table-error-not-rebuilt", reason = reason.as_str()),
            TableError::Save(reason) => tr!("table-error-save", reason = reason.as_str()),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for TableError {}

/// A line of the log that no decision caused, kept as what it says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Note<A> {
    /// The game began.
    NewGame,
    /// A person took back a decision (told in the position it leaves, which is the one it was taken in).
    TakesBack(Seat, A),
}

/// Offers put into words: the position and the language they were said in, and the offers.
type Said<A> = (u64, metro_lang::Language, Vec<Offer<A>>);

/// A game at the table. See the module's documentation.
pub struct Table<G: GameState> {
    setup: G::Setup,
    seed: u64,
    /// The game as it was set up, before any decision: what undo and the log play the decisions again from (a game
    /// on a board of its own included).
    first: G,
    game: G,
    players: Vec<Player>,
    maker: BotMaker<G>,
    /// The decisions taken, in order: who and what.
    actions: Vec<(Seat, G::Action)>,
    /// The events each decision caused.
    events: Vec<Vec<G::Event>>,
    /// The table's own lines, each with the number of decisions taken before it.
    notes: Vec<(usize, Note<G::Action>)>,
    /// Each seat's bot (none for people, and none while the bot thinks on its thread).
    bots: Vec<Option<Box<dyn Bot<G>>>>,
    /// The bot's decision being thought on a worker thread, if any.
    thinking: Option<bots::Thinking<G>>,
    /// A number that changes with every change of the position, unique across tables.
    position: u64,
    /// Decisions below this place cannot be taken back (those of a loaded game).
    sealed: usize,
    /// How far back undo goes.
    undo: UndoPolicy,
    /// The log in words, and the language they are in.
    log: log::Rendered,
    /// The offers of the position and language they were put into words in.
    offers: RefCell<Option<Said<G::Action>>>,
}

impl<G: GameState> fmt::Debug for Table<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table")
            .field("game", &G::INFO.key)
            .field("seed", &self.seed)
            .field("players", &self.players)
            .field("actions", &self.actions.len())
            .finish()
    }
}

/// The next position number (unique across tables).
fn next_position() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl<G> Table<G>
where
    G: GameState + Words + Send + 'static,
    G::Action: Send,
{
    /// A new game from `setup` and `seed`, one [`Player`] per seat; bots made by `maker`.
    pub fn new(
        setup: G::Setup,
        seed: u64,
        players: Vec<Player>,
        maker: BotMaker<G>,
    ) -> Result<Table<G>, TableError> {
        let game = G::new_game(&setup, seed).map_err(|e| TableError::Setup(e.to_string()))?;
        Table::from_game(setup, seed, game, players, maker)
    }

    /// A table at `game`, the game just set up from `setup` and `seed` by the caller (a game on a board of its own,
    /// or one whose setup the caller checked itself), with no decision recorded: every decision is played again from
    /// it (undo, the log).
    pub fn from_game(
        setup: G::Setup,
        seed: u64,
        game: G,
        players: Vec<Player>,
        maker: BotMaker<G>,
    ) -> Result<Table<G>, TableError> {
        if usize::from(game.seats()) != players.len() {
            return Err(TableError::Seats {
                game: game.seats(),
                players: players.len(),
            });
        }
        let mut bots = Vec::with_capacity(players.len());
        for (i, player) in players.iter().enumerate() {
            bots.push(match player {
                Player::Human => None,
                Player::Bot(name) => {
                    Some(maker(name, bot_seed(seed, i)).ok_or_else(|| TableError::UnknownBot(name.clone()))?)
                }
            });
        }
        Ok(Table::assemble(setup, seed, game, players, bots, maker))
    }

    /// A table that only shows `game`, a position of the game set up from `setup` and `seed` that a replay reached
    /// and steps on its own: every seat a person's (no bot is asked to decide), no decision recorded.
    pub fn showing(setup: G::Setup, seed: u64, game: G, maker: BotMaker<G>) -> Table<G> {
        let seats = usize::from(game.seats());
        let bots = (0..seats).map(|_| None).collect();
        Table::assemble(setup, seed, game, vec![Player::Human; seats], bots, maker)
    }

    /// The table of its parts (as many players as bots, as the game has seats).
    fn assemble(
        setup: G::Setup,
        seed: u64,
        game: G,
        players: Vec<Player>,
        bots: Vec<Option<Box<dyn Bot<G>>>>,
        maker: BotMaker<G>,
    ) -> Table<G> {
        let mut table = Table {
            setup,
            seed,
            first: game.clone(),
            game,
            players,
            maker,
            actions: Vec::new(),
            events: Vec::new(),
            notes: vec![(0, Note::NewGame)],
            bots,
            thinking: None,
            position: next_position(),
            sealed: 0,
            undo: UndoPolicy::default(),
            log: log::Rendered::new(seed),
            offers: RefCell::new(None),
        };
        table.refresh_log();
        table
    }

    /// Plays a bot's seat with another bot, by a name the game's maker knows (a level changed mid-game, a smaller
    /// search budget in a test); the bot is seeded as one made anew at this decision. A person's seat, or a name
    /// the maker does not know, is an error that changes nothing.
    pub fn set_bot(&mut self, seat: Seat, name: &str) -> Result<(), TableError> {
        if !matches!(self.players.get(seat.index()), Some(Player::Bot(_))) {
            return Err(TableError::PersonsSeat(seat));
        }
        let bot = (self.maker)(name, bot_seed_at(self.seed, seat.index(), self.actions.len()))
            .ok_or_else(|| TableError::UnknownBot(name.to_string()))?;
        if self.thinking.as_ref().is_some_and(|t| t.seat() == seat) {
            self.abandon_thinking();
        }
        self.players[seat.index()] = Player::Bot(name.to_string());
        self.bots[seat.index()] = Some(bot);
        Ok(())
    }

    /// Seals every decision taken so far: none of them can be taken back (a loaded game's).
    pub fn seal(&mut self) {
        self.sealed = self.actions.len();
    }

    /// What game this is.
    pub fn info(&self) -> GameInfo {
        G::INFO
    }

    /// The game as it stands (to draw it: its board, its view, its queries).
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The setup the game was made from.
    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }

    /// The seed the game was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The decisions taken so far, in order (with the setup and seed, everything a save records).
    pub fn actions(&self) -> &[(Seat, G::Action)] {
        &self.actions
    }

    /// The events of each decision taken, in order.
    pub fn events(&self) -> &[Vec<G::Event>] {
        &self.events
    }

    /// Who plays each seat.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.players.get(seat.index()).is_some_and(Player::is_human)
    }

    /// A number that changes whenever the position changes (a decision taken or taken back), unique across tables:
    /// the key of anything computed from the position.
    pub fn position(&self) -> u64 {
        self.position
    }

    /// A seat's name, in the current language.
    pub fn seat_name(&self, seat: Seat) -> String {
        self.game.seat_name(seat)
    }

    /// The person to decide now, if one is (of several deciding at once, the first).
    pub fn human_to_move(&self) -> Option<Seat> {
        self.game.to_move().seats().iter().find(|&s| self.is_human(s))
    }

    /// The bot to decide now, if one is (of several deciding at once, the first).
    pub fn bot_to_move(&self) -> Option<Seat> {
        self.game.to_move().seats().iter().find(|&s| !self.is_human(s))
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The outcome, once the game is over: each seat's score and place.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The legal actions of `seat` now (empty if it is not deciding).
    pub fn legal(&self, seat: Seat) -> Vec<G::Action> {
        let mut legal = Vec::new();
        self.game.legal_actions(seat, &mut legal);
        legal
    }

    /// What the person to decide may do now: each legal action, in the game's order, with its words and what it
    /// would cost and do; empty when no person decides. Put into words once per position and language.
    pub fn offers(&self) -> Vec<Offer<G::Action>> {
        let Some(seat) = self.human_to_move() else {
            return Vec::new();
        };
        let language = metro_lang::language();
        if let Some((position, said_in, offers)) = self.offers.borrow().as_ref()
            && *position == self.position
            && *said_in == language
        {
            return offers.clone();
        }
        let offers: Vec<Offer<G::Action>> = self
            .legal(seat)
            .into_iter()
            .map(|action| Offer {
                action,
                words: self.game.offer(seat, action),
                preview: self.game.preview(seat, action),
            })
            .collect();
        *self.offers.borrow_mut() = Some((self.position, language, offers.clone()));
        offers
    }

    /// Why `seat` may not take `action` now, in players' words with the rule and its help section; `None` if it
    /// may. Asked of the game itself, by applying the action to a copy.
    pub fn refusal(&self, seat: Seat, action: G::Action) -> Option<Refused> {
        let mut copy = self.game.clone();
        let mut events = Vec::new();
        let refusal = copy.apply(seat, action, &mut events).err()?;
        Some(self.refused(&refusal))
    }

    /// A refusal of the game in words.
    fn refused(&self, refusal: &G::Refusal) -> Refused {
        let rule = refusal.rule();
        let help = self.game.help();
        Refused {
            rule,
            reason: self.game.refusal(refusal),
            section: section_for(&help, rule).map(|s| (s.key.clone(), s.title.clone())),
        }
    }

    /// The rules help, in sections, in the current language.
    pub fn help(&self) -> Vec<HelpSection> {
        self.game.help()
    }

    /// Applies a decision of the person to decide now. A bot's turn, or an action the game refuses, is an error
    /// that changes nothing.
    pub fn play(&mut self, action: G::Action) -> Result<(), TableError> {
        let seat = self.human_to_move().ok_or(TableError::NotYourTurn)?;
        self.apply(seat, action)
    }

    /// Applies a decision of `seat`, a person's or a bot's (a front end that asked the bot itself with
    /// [`Table::bot_choice`], or plays a person's seat for them), through the game; a bot thinking meanwhile is let
    /// go. Returns the events it caused. An action the game refuses changes nothing.
    pub fn decide(&mut self, seat: Seat, action: G::Action) -> Result<&[G::Event], TableError> {
        if self.thinking.is_some() {
            self.abandon_thinking();
        }
        self.apply(seat, action)?;
        Ok(self.events.last().map(Vec::as_slice).unwrap_or_default())
    }

    /// Applies `seat`'s decision (a person's or a bot's) through the game, and tells it in the log.
    fn apply(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError> {
        // Told in the position it is taken in (a decision's words may name what the position is about).
        let told = self.game.tell(seat, action);
        let mut events = Vec::new();
        if let Err(refusal) = self.game.apply(seat, action, &mut events) {
            return Err(TableError::Refused(self.refused(&refusal)));
        }
        let decision = self.actions.len();
        self.actions.push((seat, action));
        self.log.decision(&self.game, decision, seat, told, &events);
        self.events.push(events);
        self.position = next_position();
        Ok(())
    }

    /// Whether the person deciding now may take a decision back ([`Table::undoable`]).
    pub fn can_undo(&self) -> bool {
        self.undoable().is_some()
    }

    /// The same table with another undo policy (the default is [`UndoPolicy::OwnTurn`]).
    pub fn with_undo(mut self, policy: UndoPolicy) -> Table<G> {
        self.undo = policy;
        self
    }

    /// The decision the person deciding now may take back, by its place in [`Table::actions`]: the last decision a
    /// person took, if it was theirs — one person never takes back another's —, taken since the table was loaded,
    /// if nothing it caused revealed anything ([`GameState::reveals`]: a card turned up, sealed bids shown, a random
    /// draw), and following the table's [`UndoPolicy`]: under `OwnTurn` nobody else decided since; under
    /// `ThroughBots` the bots' answers since (which revealed nothing either) go with it.
    pub fn undoable(&self) -> Option<usize> {
        let at = self.last_human_decision()?;
        let (seat, _) = self.actions[at];
        if self.undo == UndoPolicy::OwnTurn && at + 1 != self.actions.len() {
            return None;
        }
        let revealed = self.events[at..].iter().flatten().any(G::reveals);
        (at >= self.sealed && !revealed && self.game.to_move().contains(seat)).then_some(at)
    }

    /// The words the decision [`Table::undoable`] names was told in ("takes Move 3 (Ginza column)").
    pub fn undoable_words(&self) -> Option<String> {
        let at = self.undoable()?;
        self.log
            .lines()
            .iter()
            .find(|l| l.decision == at && l.kind == LineKind::Decision)
            .map(|l| l.text.clone())
    }

    /// The place in [`Table::actions`] of the last decision a person took.
    fn last_human_decision(&self) -> Option<usize> {
        self.actions.iter().rposition(|&(seat, _)| self.is_human(seat))
    }

    /// Takes back the decision [`Table::undoable`] names and every decision after it (the bots' answers to it):
    /// the game is played again from its setup and seed without them, and the log says so.
    pub fn undo(&mut self) -> Result<(), TableError> {
        let at = self.undoable().ok_or(TableError::NothingToUndo)?;
        let (seat, action) = self.actions[at];
        let mut game = self.first.clone();
        let mut events = Vec::new();
        for &(s, a) in &self.actions[..at] {
            events.clear();
            game.apply(s, a, &mut events)
                .map_err(|r| TableError::NotRebuilt(self.game.refusal(&r)))?;
        }
        self.abandon_thinking();
        self.game = game;
        self.actions.truncate(at);
        self.events.truncate(at);
        self.notes.retain(|&(n, _)| n <= at);
        self.notes.push((at, Note::TakesBack(seat, action)));
        self.position = next_position();
        self.log.forget();
        self.refresh_log();
        Ok(())
    }

    /// The log in words, oldest first. Call [`Table::refresh_log`] first after a change of language.
    pub fn log(&self) -> &[LogLine] {
        self.log.lines()
    }

    /// Puts the log into words again if the language changed since it was (replaying the game from its setup, so
    /// that each decision is told in the position it was taken in). Cheap when nothing changed.
    pub fn refresh_log(&mut self) {
        let language = metro_lang::language();
        if self.log.is_in(language, self.actions.len()) {
            return;
        }
        if self.actions.is_empty() {
            // Nothing to replay: the notes are told at the game as it stands.
            self.log.begin(language);
            for (_, note) in &self.notes {
                self.log.note(&self.game, 0, note);
            }
            return;
        }
        let mut game = self.first.clone();
        self.log.begin(language);
        let mut events = Vec::new();
        let mut notes = self.notes.iter().peekable();
        for (decision, &(seat, action)) in self.actions.iter().enumerate() {
            while let Some((_, note)) = notes.next_if(|(n, _)| *n <= decision) {
                self.log.note(&game, decision, note);
            }
            let told = game.tell(seat, action);
            events.clear();
            if game.apply(seat, action, &mut events).is_err() {
                break;
            }
            self.log.decision(&game, decision, seat, told, &events);
        }
        for (_, note) in notes {
            self.log.note(&game, self.actions.len(), note);
        }
    }
}

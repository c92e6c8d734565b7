//! Rule modules: a variant's rules beyond maps and card sets (a variant crate's or a plugin's), joined to a game
//! at setup and called by the engine at named hook points.
//!
//! # Shape
//!
//! * A [`RuleModule`] is what a variant registers: its key, title, rules and options, the action kinds it adds to
//!   card-set files, and [`RuleModule::join`], which makes its part of one game: extra card columns
//!   ([`ModuleColumn`]), payout rules replacing the standard ones, and the game's hooks ([`ModuleRules`]).
//! * The hooks come in a few small groups, every method with a default that changes nothing, in the spirit of
//!   ripgrep's `Sink`: [`Turns`] (action-turn options, whether a kind is performable, its effect), [`Stages`]
//!   (taking over an action, stages after an action, a stage's choices), [`Phases`] (end of the action phase, station
//!   payouts, end scoring), [`Looks`] (what a view shows, the pieces a front end draws, narration), [`Hints`]
//!   (valuations for bots) and [`Records`] (what a simulation records). [`ModuleRules`] says which groups a module
//!   has; the engine asks no other.
//! * Everything a module adds to a game is plain data the engine routes by [`ModuleId`] — the module's place among
//!   the game's modules — and hashes, clones and saves like the rest of the state: [`ModuleAction`] (in
//!   [`Action::Module`](crate::Action::Module)), [`ModuleEvent`] (in [`crate::Event::Module`]), [`ModuleStage`] (in
//!   [`crate::state::Stage::Module`]), [`ModuleState`] (in [`crate::State::modules`]) and the action kind
//!   [`ActionKind::Module`](metro_core::ActionKind::Module) of the cards it deals. No module type crosses into the
//!   engine's state, so a module compiled apart (a plugin) needs nothing of the engine's internals, and a game with
//!   no module pays one empty `Vec` test at each hook point.
//! * The groups are written once, as a list ([`module_hooks!`](crate::module_hooks), in `module/hooks.rs`) from
//!   which the traits are defined and the plugin guard forwards every hook: a hook the guard does not forward fails
//!   to compile.
//! * A module says which groups it has in its `impl ModuleRules` with [`module_groups!`](crate::module_groups):
//!   `metro_engine::module_groups!(turns, looks, hints);` writes
//!   `fn turns(&self) -> Option<&dyn Turns> { Some(self) }` and the like, for a type implementing those groups.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use metro_core::{ActionSpec, CardSet, KindSpec, Map, PayoutRules, Rgb, Yen};

use crate::event::{Event, Reason};
use crate::ids::{CardId, GameRng, PlayerId};
use crate::rules::options::RuleOptions;
use crate::state::{ColumnState, SmallList, State};

mod hooks;
pub(crate) mod payload;
mod reads;
pub mod valid;

pub use hooks::{
    Annotation, CardFace, Counter, GameLog, Hints, Looks, Marker, Phases, PieceShape, PieceSize, Pieces,
    Records, Stages, ToldPayment, Turns, Valuation,
};
pub use payload::{ModuleAction, ModuleEvent, ModuleId, ModuleStage, ModuleState};
pub(crate) use reads::GameWrite;
pub use reads::{GameRead, RulesRead, SeatRead};
pub use valid::Invalid;

/// A rule option of a module, offered by front ends as a choice between two readings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleOption {
    /// Its key in [`RuleOptions`] (and in saves), e.g. `drink_owner_paid`.
    pub key: String,
    /// A short name for headings, e.g. `drink owner paid`.
    pub name: String,
    /// The reading when the option is off.
    pub off: String,
    /// The reading when it is on.
    pub on: String,
}

/// A data file a module ships, for `metro cards check`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataFile {
    /// The short name that picks it, e.g. the key of a card file it ships.
    pub key: String,
    /// The file name shown in diagnostics.
    pub file: String,
    /// Its text.
    pub text: String,
}

/// A rule module as a variant or plugin registers it: what it is called, its options, and how it joins a game.
pub trait RuleModule: Send + Sync {
    /// Its short name, e.g. `rush-hour`.
    fn key(&self) -> &str;
    /// Its name in words, e.g. `Rush hour`.
    fn title(&self) -> &str;
    /// Its version, recorded in saves (a crate's `CARGO_PKG_VERSION`); empty when it has none.
    fn version(&self) -> &str {
        ""
    }
    /// The plugin that registered it, as `key version` (recorded in saves); `None` when it is built in.
    fn plugin(&self) -> Option<&str> {
        None
    }
    /// The prefix of the rule IDs it implements, e.g. `MD-`.
    fn rules(&self) -> &str {
        ""
    }
    /// Its rules in words, for menus.
    fn rules_text(&self) -> &str {
        ""
    }
    /// Its section of the rules help, in players' words, naming the rule IDs it explains (so that its refusals link
    /// to it); `None` when it has none.
    fn rules_help(&self) -> Option<crate::help::HelpSection> {
        None
    }
    /// The rule option that plays it ([`RuleOptions::on`]); its key unless it says otherwise.
    fn switch(&self) -> &str {
        self.key()
    }
    /// Its own rule options.
    fn options(&self) -> Vec<ModuleOption> {
        Vec::new()
    }
    /// Action kinds it adds to card-set files.
    fn action_kinds(&self) -> Vec<KindSpec> {
        Vec::new()
    }
    /// Data files it ships (to check with `metro cards check`).
    fn data_files(&self) -> Vec<DataFile> {
        Vec::new()
    }
    /// Checks one of its data files: a one-line summary, or the problems in words (`file:line:col: message`, one a
    /// line). `None` when the text is not a file of this module.
    fn check_data(&self, file: &str, text: &str) -> Option<Result<String, String>> {
        let _ = (file, text);
        None
    }
    /// Reads one of its actions written in a save under an older name (before it was a module action, say): the
    /// action's name and its numbers give its verb and arguments.
    fn legacy_action(&self, name: &str, args: &[i64]) -> Option<(u8, [u16; 2])> {
        let _ = (name, args);
        None
    }
    /// Its part of one game, or why it cannot be played with this setup.
    fn join(&self, setup: &GameSetup<'_>) -> Result<ModuleGame, String>;
}

/// What a module is told when it joins a game.
#[derive(Clone, Copy, Debug)]
pub struct GameSetup<'a> {
    /// Its place among the game's modules.
    pub id: ModuleId,
    /// The board.
    pub map: &'a Map,
    /// The card set.
    pub cards: &'a CardSet,
    /// 1–5 players.
    pub players: usize,
    /// Cards dealt face up per column (TM-3.4; 2 in solo).
    pub dealt: u8,
    /// The rule options.
    pub options: &'a RuleOptions,
    /// The index its first column will have.
    pub first_column: u8,
    /// The id its first card will have.
    pub first_card: CardId,
}

/// One card a module deals: one or two actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleCard {
    /// The card's actions, 1 or 2.
    pub actions: Vec<ActionSpec>,
}

/// A column of cards a module adds after the card set's columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleColumn {
    /// Its name, e.g. `Rush hour`.
    pub name: String,
    /// Its colour on screen.
    pub colour: Rgb,
    /// Every card it may hold (the module decides in [`ModuleRules::deal`] which are dealt).
    pub cards: Vec<ModuleCard>,
}

/// A module's part of one game.
pub struct ModuleGame {
    /// Columns of cards after the card set's (ids follow the card set's cards, column by column).
    pub columns: Vec<ModuleColumn>,
    /// Payout rules replacing the standard ones (the first module giving some wins).
    pub payouts: Option<Arc<dyn PayoutRules>>,
    /// The hooks.
    pub rules: Arc<dyn ModuleRules>,
}

impl std::fmt::Debug for ModuleGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ModuleGame")
            .field("columns", &self.columns)
            .finish_non_exhaustive()
    }
}

/// A module's hooks in one game: its state, and which groups of hooks it has.
pub trait ModuleRules: Send + Sync {
    /// Deals its columns at setup, one [`ColumnState`] per column in order, drawing only from `rng` (D-13). The
    /// default shuffles each column's cards and deals [`RulesRead::dealt`] of them face up, bottom row first.
    fn deal(&self, rules: &dyn RulesRead, id: ModuleId, rng: &mut GameRng) -> Vec<ColumnState> {
        deal_shuffled(rules, id, rng)
    }
    /// Its state at the start of the game.
    fn start(&self, rules: &dyn RulesRead) -> ModuleState {
        let _ = rules;
        ModuleState::default()
    }
    /// Hashes its state into the game's state hash (saves compare these).
    fn hash_state(&self, state: &ModuleState, hasher: &mut dyn Hasher) {
        let mut h = hasher;
        state.hash(&mut h);
    }
    /// Hashes one of its stages into the game's state hash, in place of the stage's variant.
    fn hash_stage(&self, stage: ModuleStage, hasher: &mut dyn Hasher) {
        let mut h = hasher;
        5usize.hash(&mut h);
        stage.hash(&mut h);
    }
    /// Whether the module may fail while a game is played (a plugin's, whose hooks catch their own panics): the
    /// engine then keeps a copy of the state while it applies an action, to restore it when [`ModuleRules::failure`]
    /// reports a failure.
    fn guarded(&self) -> bool {
        false
    }
    /// Why the module stopped working (a plugin whose hook panicked is disabled): the engine then refuses every
    /// further action of the game, leaving the state as it was before the failing action.
    fn failure(&self) -> Option<String> {
        None
    }
    /// Its action-turn hooks.
    fn turns(&self) -> Option<&dyn Turns> {
        None
    }
    /// Its resolution-stage hooks.
    fn stages(&self) -> Option<&dyn Stages> {
        None
    }
    /// Its phase and payout hooks.
    fn phases(&self) -> Option<&dyn Phases> {
        None
    }
    /// What views, front ends and narration show of it.
    fn looks(&self) -> Option<&dyn Looks> {
        None
    }
    /// Its valuations for bots.
    fn hints(&self) -> Option<&dyn Hints> {
        None
    }
    /// What a simulation records of it.
    fn records(&self) -> Option<&dyn Records> {
        None
    }
}

/// Writes the group accessors of a module's [`ModuleRules`] for a type that implements those groups itself: inside
/// `impl ModuleRules for MyRules`, `metro_engine::module_groups!(turns, phases, looks);` writes
/// `fn turns(&self) -> Option<&dyn Turns> { Some(self) }` and so on for each group named (`turns`, `stages`,
/// `phases`, `looks`, `hints`, `records`: the accessors of [`ModuleRules`]).
///
/// ```ignore
/// impl ModuleRules for RushHourRules {
///     fn start(&self, _rules: &dyn RulesRead) -> ModuleState {
///         ModuleState { words: vec![0, 0] }
///     }
///     metro_engine::module_groups!(turns, phases, looks, hints, records);
/// }
/// ```
#[macro_export]
macro_rules! module_groups {
    ($($group:ident),+ $(,)?) => {
        $($crate::module_groups!(@accessor $group);)+
    };
    (@accessor turns) => {
        fn turns(&self) -> ::core::option::Option<&dyn $crate::module::Turns> {
            ::core::option::Option::Some(self)
        }
    };
    (@accessor stages) => {
        fn stages(&self) -> ::core::option::Option<&dyn $crate::module::Stages> {
            ::core::option::Option::Some(self)
        }
    };
    (@accessor phases) => {
        fn phases(&self) -> ::core::option::Option<&dyn $crate::module::Phases> {
            ::core::option::Option::Some(self)
        }
    };
    (@accessor looks) => {
        fn looks(&self) -> ::core::option::Option<&dyn $crate::module::Looks> {
            ::core::option::Option::Some(self)
        }
    };
    (@accessor hints) => {
        fn hints(&self) -> ::core::option::Option<&dyn $crate::module::Hints> {
            ::core::option::Option::Some(self)
        }
    };
    (@accessor records) => {
        fn records(&self) -> ::core::option::Option<&dyn $crate::module::Records> {
            ::core::option::Option::Some(self)
        }
    };
}

/// The default deal of [`ModuleRules::deal`]: each of the module's columns shuffled on its own, [`RulesRead::dealt`]
/// cards face up, bottom row first.
pub fn deal_shuffled(rules: &dyn RulesRead, id: ModuleId, rng: &mut GameRng) -> Vec<ColumnState> {
    let mut first = rules.module_cards(id).start;
    rules
        .module_column_sizes(id)
        .iter()
        .map(|&size| {
            let mut deck: Vec<CardId> = (first..first + size).map(CardId).collect();
            first += size;
            rng.shuffle(&mut deck);
            let rows = (0..rules.dealt()).map(|_| deck.pop()).collect();
            ColumnState {
                deck: deck.into(),
                rows,
                discard: SmallList::new(),
            }
        })
        .collect()
}

/// A module's hold on the game while it changes it: the state, money with events, and the turn.
///
/// In a game with a module that may fail (a plugin's, [`ModuleRules::guarded`]) a payment that would leave a
/// player's cash below ¥0 (D-2) or past [`valid::MAX_CASH`], to a player the game does not have, or a turn ending at a
/// position the turn order does not have, is not made: the module's hook is refused ([`Play::check_since`]).
pub struct Play<'a> {
    pub(crate) game: &'a mut dyn GameWrite,
    pub(crate) events: &'a mut Vec<Event>,
    pub(crate) module: ModuleId,
    /// Whether the game has a module that may fail: its payments and turns are checked.
    pub(crate) guarded: bool,
    /// The first payment or turn refused, if any.
    pub(crate) refused: Option<Invalid>,
}

/// The state and events of a game as they stood before a hook, to check what the hook changed and to put them back
/// when it failed ([`Play::checkpoint`]).
#[derive(Clone, Debug)]
pub struct Checkpoint {
    state: State,
    events: usize,
}

impl Play<'_> {
    /// The game as it stands.
    pub fn game(&self) -> &dyn GameRead {
        self.game.read()
    }

    /// The module's place in the game.
    pub fn id(&self) -> ModuleId {
        self.module
    }

    /// The whole state, to change (modules are rule code: they keep the state's invariants; what a plugin leaves is
    /// checked, see [`valid`]).
    pub fn state_mut(&mut self) -> &mut State {
        self.game.state_mut()
    }

    /// The module's own state.
    pub fn module_state(&mut self) -> &mut ModuleState {
        &mut self.game.state_mut().modules[self.module.0 as usize]
    }

    /// Records an event.
    pub fn push(&mut self, event: Event) {
        self.events.push(event);
    }

    /// Records an event of the module.
    pub fn event(&mut self, kind: u8, args: [i32; 4]) {
        self.events.push(Event::Module(ModuleEvent {
            module: self.module,
            kind,
            args,
        }));
    }

    /// The [`Reason`] of a payment of the module.
    pub fn reason(&self, code: u8) -> Reason {
        Reason::Module {
            module: self.module,
            code,
        }
    }

    /// A player pays the bank, with its event (never below ¥0, D-2: the module checks that it can; a plugin's payment
    /// that cannot be made is refused).
    pub fn pay(&mut self, player: PlayerId, amount: Yen, reason: Reason) {
        if self.guarded
            && let Err(refused) = self.payable(player, -i64::from(amount))
        {
            return self.refuse(refused);
        }
        self.game.pay(player, amount, reason, self.events);
    }

    /// A player receives from the bank, with its event.
    pub fn receive(&mut self, player: PlayerId, amount: Yen, reason: Reason) {
        if self.guarded
            && let Err(refused) = self.payable(player, i64::from(amount))
        {
            return self.refuse(refused);
        }
        self.game.receive(player, amount, reason, self.events);
    }

    /// Ends the action turn at `turn` (position in turn order): the next player's turn, or the end of the phase.
    pub fn end_turn(&mut self, turn: u8) {
        if self.guarded {
            let players = self.game.read().state().order.len();
            if turn as usize >= players {
                return self.refuse(Invalid::OutOfRange {
                    part: valid::Part::Pending,
                    kind: valid::IdKind::Turn,
                    value: u32::from(turn),
                    count: players,
                });
            }
        }
        self.game.next_turn(turn, self.events);
    }

    /// Whether `player`'s cash may change by `delta`: a player of the game, whose cash stays from ¥0 to
    /// [`valid::MAX_CASH`].
    fn payable(&self, player: PlayerId, delta: i64) -> Result<(), Invalid> {
        let players = &self.game.read().state().players;
        let Some(p) = players.get(player.0 as usize) else {
            return Err(Invalid::OutOfRange {
                part: valid::Part::Payment,
                kind: valid::IdKind::Player,
                value: u32::from(player.0),
                count: players.len(),
            });
        };
        let after = i64::from(p.cash) + delta;
        if (0..=i64::from(valid::MAX_CASH)).contains(&after) {
            Ok(())
        } else {
            Err(Invalid::Payment {
                player,
                cash: p.cash,
                delta,
            })
        }
    }

    /// Notes the first payment or turn refused.
    fn refuse(&mut self, refused: Invalid) {
        self.refused.get_or_insert(refused);
    }

    /// The state and events as they stand now (for a guard: a copy of the state).
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            state: self.game.read().state().clone(),
            events: self.events.len(),
        }
    }

    /// What the module did since `checkpoint` that the engine cannot take: a payment or turn refused, a value of the
    /// engine's state out of its range, an event with an id out of range or of another module (see [`valid`]).
    pub fn check_since(&mut self, checkpoint: &Checkpoint) -> Result<(), Invalid> {
        if let Some(refused) = self.refused.take() {
            return Err(refused);
        }
        let game = self.game.read();
        let bounds = valid::Bounds::new(game.rules(), self.module);
        bounds.state(&checkpoint.state, game.state(), false)?;
        match self.events.get(checkpoint.events..) {
            Some(events) => events.iter().try_for_each(|event| bounds.event(event)),
            None => Err(Invalid::Size {
                part: valid::Part::Event,
                was: checkpoint.events,
                now: self.events.len(),
            }),
        }
    }

    /// Puts the state and the events back as they were at `checkpoint` (after a hook failed).
    pub fn restore(&mut self, checkpoint: Checkpoint) {
        *self.game.state_mut() = checkpoint.state;
        self.events.truncate(checkpoint.events);
        self.refused = None;
    }
}

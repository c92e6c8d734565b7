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
//!   [`Action::Module`]), [`ModuleEvent`] (in [`crate::Event::Module`]), [`ModuleStage`] (in
//!   [`crate::state::Stage::Module`]), [`ModuleState`] (in [`crate::State::modules`]) and the action kind
//!   [`ActionKind::Module`] of the cards it deals. No module type crosses into the engine's state, so a module
//!   compiled apart (a plugin) needs nothing of the engine's internals, and a game with no module pays one empty
//!   `Vec` test at each hook point.

use std::borrow::Cow;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use metro_core::{
    ActionKind, ActionSpec, CardSet, KindSpec, LineId, Map, PayoutRules, Rgb, SpaceId, StationId, Yen,
};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::event::{Event, Reason};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::{CardId, GameRng, PlayerId};
use crate::narrate::Narrator;
use crate::rules::{RuleOptions, Rules};
use crate::scoring::Payouts;
use crate::state::{ColumnState, Resolution, SmallList, State};
use crate::view::PlayerView;

/// A module's place among the modules of one game (the order of [`crate::Setup::modules`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ModuleId(pub u8);

/// A decision a module offers: which module, which of its verbs, and two small arguments (a station, a colour…).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleAction {
    /// The module.
    pub module: ModuleId,
    /// The module's own code for the kind of decision.
    pub verb: u8,
    /// Its arguments, as the module defines them.
    pub args: [u16; 2],
}

/// Something a module made happen: which module, its own code for the kind of event, and up to four numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleEvent {
    /// The module.
    pub module: ModuleId,
    /// The module's own code for the kind of event.
    pub kind: u8,
    /// Its data, as the module defines it (players, stations, amounts…).
    pub args: [i32; 4],
}

/// A step of an action's resolution that a module asks (e.g. a move space by space): which module, its own code
/// for the stage, and two small numbers of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleStage {
    /// The module.
    pub module: ModuleId,
    /// The module's own code for the stage.
    pub stage: u8,
    /// Its data, as the module defines it.
    pub args: [u8; 2],
}

/// One module's part of the state: words the module lays out and reads. Cloned with the game (one allocation), hashed
/// into the state hash by [`ModuleRules::hash_state`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleState {
    /// The module's data.
    pub words: Vec<u32>,
}

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
    /// default shuffles each column's cards and deals [`Rules::dealt`] of them face up, bottom row first.
    fn deal(&self, rules: &Rules, id: ModuleId, rng: &mut GameRng) -> Vec<ColumnState> {
        deal_shuffled(rules, id, rng)
    }
    /// Its state at the start of the game.
    fn start(&self, rules: &Rules) -> ModuleState {
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

/// The default deal of [`ModuleRules::deal`]: each of the module's columns shuffled on its own, [`Rules::dealt`] cards
/// face up, bottom row first.
pub fn deal_shuffled(rules: &Rules, id: ModuleId, rng: &mut GameRng) -> Vec<ColumnState> {
    let slot = rules.module(id);
    let mut first = slot.cards().start;
    slot.column_sizes()
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

/// Action-turn hooks: what a module adds to an action turn and how its action kinds behave.
pub trait Turns {
    /// Adds its choices to an action turn of `player` (after Take and Copy, before Pass).
    fn turn_options(&self, game: &Game, player: PlayerId, out: &mut Vec<Action>) {
        let _ = (game, player, out);
    }
    /// Carries out one of its actions chosen in the action turn at `turn` (position in turn order). The turn goes
    /// on unless the module ends it ([`Play::end_turn`]).
    fn take_turn(&self, play: &mut Play<'_>, turn: u8, action: ModuleAction) {
        let _ = (play, turn, action);
    }
    /// Why one of its actions is refused.
    fn explain(&self, game: &Game, action: ModuleAction) -> Refusal {
        let _ = (game, action);
        Refusal::new("TM-6", crate::locale::tr!("refusal-not-a-choice-now"))
    }
    /// Whether `player` may take an action of one of its kinds now (D-18: it must have an effect; D-2: it must be
    /// payable). Only asked once the action is free and the discs are there (TM-4.2, TM-4.3). `why`: whether the
    /// refusal's reason is wanted in words; listing the legal actions asks without it, so put nothing into words then
    /// (an empty reason): that list is the engine's inner loop.
    fn performable(&self, game: &Game, player: PlayerId, kind: ActionKind, why: bool) -> Result<(), Refusal> {
        let _ = (game, player, kind, why);
        Ok(())
    }
    /// Carries out an action of one of its kinds once its stages are done (the disc is placed, the speed tokens
    /// assigned). The engine then ends the action ([`Stages::after_action`], then the next turn).
    fn resolve(&self, play: &mut Play<'_>, r: &Resolution, kind: ActionKind) {
        let _ = (play, r, kind);
    }
    /// Whether an action of one of its kinds may be copied (OS-6.4).
    fn copyable(&self, kind: ActionKind) -> bool {
        let _ = kind;
        false
    }
    /// Whether the Card action (TM-7.14) may take `card`, one of its own cards, from the top of a discard pile.
    fn card_takeable(&self, game: &Game, card: CardId) -> bool {
        let _ = (game, card);
        true
    }
}

/// Resolution-stage hooks: a module's own steps inside an action.
pub trait Stages {
    /// Whether the module takes over an action of `kind` that `player` takes now: it then asks no target, and once
    /// its cost stages are done continues in the returned stage instead of the engine's effect.
    fn take_over(&self, game: &Game, player: PlayerId, kind: ActionKind) -> Option<ModuleStage> {
        let _ = (game, player, kind);
        None
    }
    /// After an action resolved: a stage of the module before the turn ends, or `None` to end it.
    fn after_action(&self, game: &Game, r: &Resolution) -> Option<ModuleStage> {
        let _ = (game, r);
        None
    }
    /// The choices of one of its stages.
    fn options(&self, game: &Game, r: &Resolution, stage: ModuleStage, out: &mut Vec<Action>) {
        let _ = (game, r, stage, out);
    }
    /// Carries out a choice in one of its stages: the next stage, or `None` when the turn ends.
    fn choose(
        &self,
        play: &mut Play<'_>,
        r: &Resolution,
        stage: ModuleStage,
        choice: Action,
    ) -> Option<ModuleStage> {
        let _ = (play, r, stage, choice);
        None
    }
    /// Why a choice is refused in one of its stages, when the module knows the rule (else the engine's words).
    fn explain(&self, game: &Game, stage: ModuleStage, choice: Action) -> Option<Refusal> {
        let _ = (game, stage, choice);
        None
    }
    /// The decision one of its stages asks, in words.
    fn describe(&self, stage: ModuleStage) -> String {
        let _ = stage;
        "choose".into()
    }
}

/// Phase and payout hooks.
pub trait Phases {
    /// The action phase has ended: every disc is back with its owner (TM-6.6.5).
    fn actions_ended(&self, play: &mut Play<'_>) {
        let _ = play;
    }
    /// A station payout was made (TM-9.3 – TM-9.5): a vehicle of `line` entered `station`, owned by `owner`.
    fn station_payout(&self, play: &mut Play<'_>, line: LineId, station: StationId, owner: PlayerId) {
        let _ = (play, line, station, owner);
    }
    /// End scoring (TM-11): may add payments (with [`crate::PayoutKind::Module`]) and change the totals, after the
    /// engine's payments and before the winner is found.
    fn end_scoring(&self, rules: &Rules, state: &State, payouts: &mut Payouts, totals: &mut [Yen]) {
        let _ = (rules, state, payouts, totals);
    }
}

/// A marker a module puts on a station for front ends to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    /// The station.
    pub station: StationId,
    /// Its colour.
    pub colour: Rgb,
    /// What it is, in words (for hover texts).
    pub label: String,
}

/// A line of text about one player (counters, items held).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counter {
    /// Whose.
    pub player: PlayerId,
    /// The text, e.g. `Rush hour booked`.
    pub text: String,
}

/// A note on a line of the revenue track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    /// The line.
    pub line: LineId,
    /// The text.
    pub text: String,
}

/// What a module's state looks like, for front ends to draw without knowing the module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pieces {
    /// Markers on stations.
    pub markers: Vec<Marker>,
    /// Texts about players.
    pub counters: Vec<Counter>,
    /// Notes on lines.
    pub annotations: Vec<Annotation>,
}

/// The face of one of a module's cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardFace {
    /// What the card shows, e.g. `black`.
    pub label: String,
    /// The card in lists, e.g. `colour card black`.
    pub title: String,
    /// A colour to show it in, if any.
    pub colour: Option<Rgb>,
}

/// What views, front ends and narration show of a module.
pub trait Looks {
    /// Hides what `viewer` may not see of its state (TM-12): in a [`crate::View`] and a [`PlayerView`].
    fn redact(&self, state: &mut ModuleState, viewer: PlayerId) {
        let _ = (state, viewer);
    }
    /// Folds an event into a seat's view after the engine folded it ([`crate::View::apply`]): what the event changes
    /// that `viewer` can see in the module's state (`state.modules[index]`), and what the module's own events
    /// ([`Event::Module`]) change in the engine's state (a card a module took from a column, a disc). It is shown
    /// every event of a seat's decision, the engine's included (an action phase's end, say), so that a module's
    /// events and the engine's tell every change the module makes: `metro check` and the engine's tests fold them
    /// at every decision and compare with the view. The default changes nothing.
    fn fold(
        &self,
        rules: &crate::Rules,
        state: &mut crate::State,
        index: usize,
        event: &Event,
        viewer: PlayerId,
    ) {
        let _ = (rules, state, index, event, viewer);
    }
    /// Whether [`Looks::redact`] hides anything (if not, views borrow the state instead of copying it).
    fn hides(&self) -> bool {
        false
    }
    /// Redraws what [`Looks::redact`] hides from `viewer`, consistently with what they see, from `rng`: for
    /// determinisations ([`crate::Game::determinised_for`]). A module that hides anything must override it, or
    /// search bots would be shown the real hidden state.
    fn determinise(&self, state: &mut ModuleState, viewer: PlayerId, rng: &mut GameRng) {
        let _ = (state, viewer, rng);
    }
    /// Its pieces as `state` (a viewer's, already redacted) stands.
    fn pieces(&self, rules: &Rules, state: &ModuleState) -> Pieces {
        let _ = (rules, state);
        Pieces::default()
    }
    /// The face of one of its cards.
    fn card_face(&self, rules: &Rules, card: CardId) -> Option<CardFace> {
        let _ = (rules, card);
        None
    }
    /// A card of its, named in a sentence: "the black colour card".
    fn card_name(&self, game: &Game, card: CardId) -> Option<String> {
        let _ = (game, card);
        None
    }
    /// One of its action kinds in words, e.g. `Colour card black`.
    fn kind_name(&self, game: &Game, kind: ActionKind) -> String {
        let _ = game;
        crate::narrate::builtin_kind_name(kind)
    }
    /// One of its action kinds as its card shows it, e.g. `Colour card`.
    fn kind_title(&self, kind: ActionKind) -> String {
        crate::narrate::builtin_kind_name(kind)
    }
    /// One of its action kinds explained in one sentence, in players' words ("Give up an action disc for good and
    /// take …"), for a card action's hover text; `None` when it has none.
    fn kind_help(&self, game: &Game, kind: ActionKind) -> Option<String> {
        let _ = (game, kind);
        None
    }
    /// One of its events as a sentence.
    fn narrate(&self, game: &Game, narrator: &Narrator, event: &ModuleEvent) -> String {
        let _ = (game, narrator);
        crate::locale::tr!("log-module-event-default", kind = event.kind)
    }
    /// One of its actions, or any choice in one of its stages, as a verb phrase without its subject ("builds a
    /// vending machine…"); `None` for the engine's words.
    fn narrate_action(&self, game: &Game, narrator: &Narrator, action: &Action) -> Option<String> {
        let _ = (game, narrator, action);
        None
    }
    /// One of its actions, or any choice in one of its stages, as offered to the player on a button, in the
    /// imperative ("Build a vending machine…"); `None`: its [`Looks::narrate_action`] words with a capital.
    fn offer_action(&self, game: &Game, narrator: &Narrator, action: &Action) -> Option<String> {
        let _ = (game, narrator, action);
        None
    }
    /// Why money moved, for [`Reason::Module`] with its code: "as a vending machine's fee".
    fn reason(&self, code: u8) -> Cow<'static, str> {
        let _ = code;
        Cow::Owned(crate::locale::tr!("log-reason-house-rule"))
    }
    /// The station one of its actions points at on the board, if any (for front ends to make it clickable).
    fn action_station(&self, action: ModuleAction) -> Option<StationId> {
        let _ = action;
        None
    }
}

/// What a bot's evaluation offers a module's hints: its scale is projected yen of the bot's final total against the
/// others' (the bot adds noise below ¥10 to break ties; a value of ¥10,000 or more means "before anything else").
pub trait Valuation {
    /// How often vehicles are expected to enter a station in the train phases left.
    fn traffic(&self, station: StationId) -> f64;
    /// The weight of one opponent's yen against the bot's own.
    fn opponent_weight(&self) -> f64;
    /// Whole rounds after the current one.
    fn rounds_after(&self) -> f64;
    /// What one more action disc is worth.
    fn disc_worth(&self) -> f64;
    /// The cash the bot counts on now.
    fn cash(&self) -> Yen;
    /// What standing on `space` is worth to the bot for the coming actions (modules' hints included).
    fn position(&mut self, space: SpaceId) -> f64;
    /// `value` net of what using `discs` action discs for an action costs the bot (their pass bonus and a little
    /// more).
    fn net_of_discs(&self, value: f64, discs: u8) -> f64;
}

/// Valuations a module offers bots for its kinds, actions and stages.
pub trait Hints {
    /// Worth added to standing on `space` (for the coming actions).
    fn position(&self, view: &PlayerView<'_>, v: &mut dyn Valuation, space: SpaceId) -> f64 {
        let _ = (view, v, space);
        0.0
    }
    /// The worth of taking an action of one of its kinds now, before the discs' cost.
    fn kind_value(&self, view: &PlayerView<'_>, v: &mut dyn Valuation, kind: ActionKind) -> f64 {
        let _ = (view, v, kind);
        f64::NEG_INFINITY
    }
    /// The worth of a choice: one of its actions in an action turn, or any choice in one of its stages.
    fn choice_value(&self, view: &PlayerView<'_>, v: &mut dyn Valuation, action: Action) -> Option<f64> {
        let _ = (view, v, action);
        None
    }
}

/// What a simulation records of a module.
pub trait Records {
    /// The names under which it counts actions in a record (after the catalogue's kinds).
    fn counted(&self) -> Vec<String> {
        Vec::new()
    }
    /// Where an action of one of its kinds is counted (an index into [`Records::counted`]).
    fn count_kind(&self, kind: ActionKind) -> Option<usize> {
        let _ = kind;
        None
    }
    /// Whether one of its events counts as an action of a player (and where).
    fn count_event(&self, event: &ModuleEvent) -> Option<(PlayerId, usize)> {
        let _ = event;
        None
    }
    /// Counted names that are offered without a card (in every game it plays in).
    fn counted_without_cards(&self) -> Vec<usize> {
        Vec::new()
    }
    /// A fresh log for one game: notes events as they happen, then gives the record's fields.
    fn log(&self) -> Box<dyn GameLog> {
        Box::new(NoLog)
    }
}

/// What a module notes of one game for its record.
pub trait GameLog: Send {
    /// Notes an event as it happens.
    fn note(&mut self, game: &Game, event: &Event) {
        let _ = (game, event);
    }
    /// The record's fields it adds, in order: each a key and a JSON value as text.
    fn fields(&self, game: &Game) -> Vec<(String, String)> {
        let _ = game;
        Vec::new()
    }
}

/// A log that notes nothing.
struct NoLog;

impl GameLog for NoLog {}

/// A module's hold on the game while it changes it: the state, money with events, and the turn.
pub struct Play<'a> {
    pub(crate) game: &'a mut Game,
    pub(crate) events: &'a mut Vec<Event>,
    pub(crate) module: ModuleId,
}

impl Play<'_> {
    /// The game as it stands.
    pub fn game(&self) -> &Game {
        self.game
    }

    /// The module's place in the game.
    pub fn id(&self) -> ModuleId {
        self.module
    }

    /// The whole state, to change (modules are rule code: they keep the state's invariants).
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.game.state
    }

    /// The module's own state.
    pub fn module_state(&mut self) -> &mut ModuleState {
        &mut self.game.state.modules[self.module.0 as usize]
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

    /// A player pays the bank (never below ¥0 is the caller's business, D-2), with its event.
    pub fn pay(&mut self, player: PlayerId, amount: Yen, reason: Reason) {
        self.game.pay(player, amount, reason, self.events);
    }

    /// A player receives from the bank, with its event.
    pub fn receive(&mut self, player: PlayerId, amount: Yen, reason: Reason) {
        self.game.receive(player, amount, reason, self.events);
    }

    /// Ends the action turn at `turn` (position in turn order): the next player's turn, or the end of the phase.
    pub fn end_turn(&mut self, turn: u8) {
        self.game.next_turn(turn, self.events);
    }
}

//! The hook groups of a rule module — [`Turns`], [`Stages`], [`Phases`], [`Looks`], [`Hints`] and [`Records`] —
//! and the data they exchange.
//!
//! The groups are written once, as the list in [`module_hooks!`](crate::module_hooks): the engine defines the traits
//! from it (below), and the plugin guard (`metro-plugin-api`) forwards every hook from it, so that a hook added here
//! and not guarded fails to compile there.

use std::borrow::Cow;

use metro_core::{ActionKind, LineId, Rgb, SpaceId, StationId, Yen};

use super::reads::{GameRead, RulesRead, SeatRead};
use super::{ModuleAction, ModuleEvent, ModuleRules, ModuleStage, ModuleState, Play};
use crate::action::Action;
use crate::event::{Event, Payouts};
use crate::ids::{CardId, GameRng, PlayerId};
use crate::narrate::Narrator;
use crate::refusal::Refusal;
use crate::state::{Resolution, State};

/// Every hook group of a rule module, as one list: each group a trait (named after the [`ModuleRules`] method that
/// returns it), each hook with its documentation and its default. Expands to `$callback! { … }` with the list, for
/// code that must follow every hook: the engine defines the traits from it, and the plugin guard forwards each hook
/// under its fuse, with a fallback it names hook by hook (a hook it names none for fails to compile).
///
/// To add a hook: add it here, with a default that changes nothing; then name its fallback in the guard's table
/// (`guarded!` in `crates/plugin-api/src/guard/rules.rs`). To add a group: add its trait here, its accessor to
/// [`ModuleRules`] and to [`module_groups!`](crate::module_groups), and its hooks' fallbacks to the guard's table.
///
/// Its grammar: `$(#[doc] pub trait Group for ModuleRules::group { $(#[doc] fn hook(&self, arg: Type, …) -> Answer
/// { default } )* })*` (no generics, no patterns in the arguments, every argument named).
#[macro_export]
macro_rules! module_hooks {
    ($callback:ident) => { $callback! {
    /// Action-turn hooks: what a module adds to an action turn and how its action kinds behave.
    pub trait Turns for ModuleRules::turns {
        /// Adds its choices to an action turn of `player` (after Take and Copy, before Pass).
        fn turn_options(&self, game: &dyn GameRead, player: PlayerId, out: &mut Vec<Action>) {
            let _ = (game, player, out);
        }
        /// Carries out one of its actions chosen in the action turn at `turn` (position in turn order). The turn goes
        /// on unless the module ends it ([`Play::end_turn`]).
        fn take_turn(&self, play: &mut Play<'_>, turn: u8, action: ModuleAction) {
            let _ = (play, turn, action);
        }
        /// Why one of its actions is refused.
        fn explain(&self, game: &dyn GameRead, action: ModuleAction) -> Refusal {
            let _ = (game, action);
            Refusal::new("TM-6", $crate::locale::tr!("refusal-not-a-choice-now"))
        }
        /// Whether `player` may take an action of one of its kinds now (D-18: it must have an effect; D-2: it must be
        /// payable). Only asked once the action is free and the discs are there (TM-4.2, TM-4.3). `why`: whether the
        /// refusal's reason is wanted in words; listing the legal actions asks without it, so put nothing into words then
        /// (an empty reason): that list is the engine's inner loop.
        fn performable(&self, game: &dyn GameRead, player: PlayerId, kind: ActionKind, why: bool) -> Result<(), Refusal> {
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
        fn card_takeable(&self, game: &dyn GameRead, card: CardId) -> bool {
            let _ = (game, card);
            true
        }
    }

    /// Resolution-stage hooks: a module's own steps inside an action.
    pub trait Stages for ModuleRules::stages {
        /// Whether the module takes over an action of `kind` that `player` takes now: it then asks no target, and once
        /// its cost stages are done continues in the returned stage instead of the engine's effect.
        fn take_over(&self, game: &dyn GameRead, player: PlayerId, kind: ActionKind) -> Option<ModuleStage> {
            let _ = (game, player, kind);
            None
        }
        /// After an action resolved: a stage of the module before the turn ends, or `None` to end it.
        fn after_action(&self, game: &dyn GameRead, r: &Resolution) -> Option<ModuleStage> {
            let _ = (game, r);
            None
        }
        /// The choices of one of its stages.
        fn options(&self, game: &dyn GameRead, r: &Resolution, stage: ModuleStage, out: &mut Vec<Action>) {
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
        fn explain(&self, game: &dyn GameRead, stage: ModuleStage, choice: Action) -> Option<Refusal> {
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
    pub trait Phases for ModuleRules::phases {
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
        fn end_scoring(&self, rules: &dyn RulesRead, state: &State, payouts: &mut Payouts, totals: &mut [Yen]) {
            let _ = (rules, state, payouts, totals);
        }
    }

    /// What views, front ends and narration show of a module.
    pub trait Looks for ModuleRules::looks {
        /// Hides what `viewer` may not see of its state (TM-12): in a [`crate::View`] and a [`crate::PlayerView`].
        fn redact(&self, state: &mut ModuleState, viewer: PlayerId) {
            let _ = (state, viewer);
        }
        /// Whether [`Looks::redact`] hides anything (if not, views borrow the state instead of copying it).
        fn hides(&self) -> bool {
            false
        }
        /// Folds an event into a seat's view after the engine folded it ([`crate::View::apply`]): what the event
        /// changes that `viewer` can see in the module's state (`state.modules[index]`), and what the module's own
        /// events ([`Event::Module`]) change in the engine's state (a card a module took from a column, a disc). It
        /// is shown every event of a seat's decision, the engine's included (an action phase's end, say), so that a
        /// module's events and the engine's tell every change the module makes: `metro check` and the engine's tests
        /// fold them at every decision and compare with the view. The default changes nothing.
        fn fold(&self, rules: &dyn RulesRead, state: &mut State, index: usize, event: &Event, viewer: PlayerId) {
            let _ = (rules, state, index, event, viewer);
        }
        /// Redraws what [`Looks::redact`] hides from `viewer`, consistently with what they see, from `rng`: for
        /// determinisations ([`crate::Game::determinised_for`]). A module that hides anything must override it, or
        /// search bots would be shown the real hidden state.
        fn determinise(&self, state: &mut ModuleState, viewer: PlayerId, rng: &mut GameRng) {
            let _ = (state, viewer, rng);
        }
        /// Its pieces as `state` (a viewer's, already redacted) stands, on the board as `board` (the same viewer's
        /// state of the whole game, its [`State::modules`] holding `state`) stands: each marker says where it goes and
        /// what it looks like ([`Marker`]), and front ends draw it as it says, knowing nothing of the module.
        fn pieces(&self, rules: &dyn RulesRead, board: &State, state: &ModuleState) -> Pieces {
            let _ = (rules, board, state);
            Pieces::default()
        }
        /// The face of one of its cards.
        fn card_face(&self, rules: &dyn RulesRead, card: CardId) -> Option<CardFace> {
            let _ = (rules, card);
            None
        }
        /// A card of its, named in a sentence: "the black colour card".
        fn card_name(&self, game: &dyn GameRead, card: CardId) -> Option<String> {
            let _ = (game, card);
            None
        }
        /// One of its action kinds in words, e.g. `Colour card black`.
        fn kind_name(&self, game: &dyn GameRead, kind: ActionKind) -> String {
            let _ = game;
            $crate::narrate::builtin_kind_name(kind)
        }
        /// One of its action kinds as its card shows it, e.g. `Colour card`.
        fn kind_title(&self, kind: ActionKind) -> String {
            $crate::narrate::builtin_kind_name(kind)
        }
        /// One of its action kinds explained in one sentence, in players' words ("Give up an action disc for good and
        /// take …"), for a card action's hover text; `None` when it has none.
        fn kind_help(&self, game: &dyn GameRead, kind: ActionKind) -> Option<String> {
            let _ = (game, kind);
            None
        }
        /// One of its events as a sentence.
        fn narrate(&self, game: &dyn GameRead, narrator: &Narrator, event: &ModuleEvent) -> String {
            let _ = (game, narrator);
            $crate::locale::tr!("log-module-event-default", kind = event.kind)
        }
        /// One of its actions, or any choice in one of its stages, as a verb phrase without its subject ("builds a
        /// vending machine…"); `None` for the engine's words.
        fn narrate_action(&self, game: &dyn GameRead, narrator: &Narrator, action: &Action) -> Option<String> {
            let _ = (game, narrator, action);
            None
        }
        /// One of its actions, or any choice in one of its stages, as offered to the player on a button, in the
        /// imperative ("Build a vending machine…"); `None`: its [`Looks::narrate_action`] words with a capital.
        fn offer_action(&self, game: &dyn GameRead, narrator: &Narrator, action: &Action) -> Option<String> {
            let _ = (game, narrator, action);
            None
        }
        /// Why money moved, for [`Reason::Module`](crate::Reason::Module) with its code: "as a vending machine's fee".
        fn reason(&self, code: u8) -> Cow<'static, str> {
            let _ = code;
            Cow::Owned($crate::locale::tr!("log-reason-house-rule"))
        }
        /// The payments one of its events tells with their amounts ("Player 2 receives ¥200 for the drink at
        /// Umeda"), each with the station where it was paid if the event names one: the log says them once, in the
        /// event's words ([`crate::narrate::Narrator::decision`]), and a front end shows the payment at its station.
        fn told_payments(&self, event: &ModuleEvent, out: &mut Vec<ToldPayment>) {
            let _ = (event, out);
        }
        /// Whether one of its events tells `action`, its own decision, better than the decision's words ("builds a
        /// vending machine at Umeda" for the build): the log then says the event alone.
        fn tells_action(&self, action: &ModuleAction, event: &ModuleEvent) -> bool {
            let _ = (action, event);
            false
        }
        /// The station one of its actions points at on the board, if any (for front ends to make it clickable).
        fn action_station(&self, action: ModuleAction) -> Option<StationId> {
            let _ = action;
            None
        }
    }

    /// Valuations a module offers bots for its kinds, actions and stages.
    pub trait Hints for ModuleRules::hints {
        /// Worth added to standing on `space` (for the coming actions).
        fn position(&self, view: &dyn SeatRead, v: &mut dyn Valuation, space: SpaceId) -> f64 {
            let _ = (view, v, space);
            0.0
        }
        /// The worth of taking an action of one of its kinds now, before the discs' cost.
        fn kind_value(&self, view: &dyn SeatRead, v: &mut dyn Valuation, kind: ActionKind) -> f64 {
            let _ = (view, v, kind);
            f64::NEG_INFINITY
        }
        /// The worth of a choice: one of its actions in an action turn, or any choice in one of its stages.
        fn choice_value(&self, view: &dyn SeatRead, v: &mut dyn Valuation, action: Action) -> Option<f64> {
            let _ = (view, v, action);
            None
        }
    }

    /// What a simulation records of a module.
    pub trait Records for ModuleRules::records {
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

    } };
}

/// Defines the hook traits from the list of [`module_hooks!`](crate::module_hooks).
macro_rules! define_hook_groups {
    ($(
        $(#[$doc:meta])*
        pub trait $group:ident for ModuleRules::$accessor:ident {
            $(
                $(#[$hook_doc:meta])*
                fn $hook:ident(&self $(, $arg:ident: $ty:ty)* $(,)?) $(-> $answer:ty)? $default:block
            )*
        }
    )*) => {
        $(
            $(#[$doc])*
            pub trait $group {
                $(
                    $(#[$hook_doc])*
                    fn $hook(&self $(, $arg: $ty)*) $(-> $answer)? $default
                )*
            }
        )*

        // `module_groups!` knows every group.
        const _: () = {
            struct EveryGroup;
            impl ModuleRules for EveryGroup {
                crate::module_groups!($($accessor),*);
            }
            $(impl $group for EveryGroup {})*
            let _: &dyn ModuleRules = &EveryGroup;
        };
    };
}

module_hooks!(define_hook_groups);

/// A marker a module puts on a station for front ends to draw: where, and what it looks like — a shape from a small
/// set ([`PieceShape`]), a colour, a glyph drawn on it, a size — and what it is, in words. Front ends draw every
/// module's markers alike, from this alone (several at one station side by side, beside the station's pyramid).
///
/// ```
/// # use metro_core::{Rgb, StationId};
/// # use metro_engine::module::{Marker, PieceShape, PieceSize};
/// let marker = Marker::new(StationId(3), Rgb(240, 170, 20), "Rush hour: pays ¥100 more")
///     .shape(PieceShape::Star)
///     .glyph('R')
///     .size(PieceSize::Large);
/// assert_eq!(marker.glyph, Some('R'));
/// // The defaults: a medium disc with nothing on it.
/// let plain = Marker::new(StationId(3), Rgb(0, 0, 0), "a marker");
/// assert_eq!((plain.shape, plain.glyph, plain.size), (PieceShape::Disc, None, PieceSize::Medium));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    /// The station.
    pub station: StationId,
    /// Its colour (the shape's fill; its outline is dark, its glyph in ink that shows on the fill).
    pub colour: Rgb,
    /// What it is, in words (for hover texts).
    pub label: String,
    /// Its shape.
    pub shape: PieceShape,
    /// A letter or sign drawn in its middle, if any (one character: it must fit on a small piece).
    pub glyph: Option<char>,
    /// Its size.
    pub size: PieceSize,
}

impl Marker {
    /// A marker at `station` in `colour`, saying `label` on hover: a [`PieceShape::Disc`] of
    /// [`PieceSize::Medium`] with no glyph, until said otherwise.
    pub fn new(station: StationId, colour: Rgb, label: impl Into<String>) -> Marker {
        Marker {
            station,
            colour,
            label: label.into(),
            shape: PieceShape::default(),
            glyph: None,
            size: PieceSize::default(),
        }
    }

    /// The same marker in `shape`.
    #[must_use]
    pub fn shape(mut self, shape: PieceShape) -> Marker {
        self.shape = shape;
        self
    }

    /// The same marker with `glyph` drawn on it.
    #[must_use]
    pub fn glyph(mut self, glyph: char) -> Marker {
        self.glyph = Some(glyph);
        self
    }

    /// The same marker in `size`.
    #[must_use]
    pub fn size(mut self, size: PieceSize) -> Marker {
        self.size = size;
        self
    }
}

/// The shape of a [`Marker`]: a small set that every front end can draw and tell apart at a glance.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PieceShape {
    /// A round disc (the default).
    #[default]
    Disc,
    /// A square.
    Square,
    /// A square standing on a corner.
    Diamond,
    /// A triangle pointing up.
    Triangle,
    /// A five-pointed star.
    Star,
    /// A bottle: a narrow neck on a rounded body, taller than wide (Metro Drinks' drinks).
    Bottle,
}

/// The size of a [`Marker`], against the pyramid beside it: a medium piece is about as tall as a pyramid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PieceSize {
    /// Three quarters of a medium piece.
    Small,
    /// About a pyramid's height (the default).
    #[default]
    Medium,
    /// A quarter larger than a medium piece.
    Large,
}

impl PieceSize {
    /// Its scale against [`PieceSize::Medium`]: 0.75, 1 or 1.25.
    pub fn scale(self) -> f32 {
        match self {
            PieceSize::Small => 0.75,
            PieceSize::Medium => 1.0,
            PieceSize::Large => 1.25,
        }
    }
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

/// A payment one of a module's events tells ([`Looks::told_payments`]): to whom (negative: paid by), how much, and
/// the station where it was paid, if the event names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToldPayment {
    /// Whose cash changed.
    pub player: PlayerId,
    /// By how much (the [`Event::Cash`] delta).
    pub amount: Yen,
    /// Where it was paid.
    pub station: Option<StationId>,
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

/// What a module notes of one game for its record.
pub trait GameLog: Send {
    /// Notes an event as it happens.
    fn note(&mut self, game: &dyn GameRead, event: &Event) {
        let _ = (game, event);
    }
    /// The record's fields it adds, in order: each a key and a JSON value as text.
    fn fields(&self, game: &dyn GameRead) -> Vec<(String, String)> {
        let _ = game;
        Vec::new()
    }
}

/// A log that notes nothing.
struct NoLog;

impl GameLog for NoLog {}

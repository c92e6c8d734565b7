//! A plugin's hooks in one game behind the guard: [`GuardedRules`] runs every hook of the plugin's [`ModuleRules`]
//! and of its groups under the plugin's [`Fuse`], in the host's language, and answers the hook's fallback once the
//! fuse is blown.
//!
//! The groups' hooks are not written here one by one: [`guard_groups!`] writes them from the engine's list of them
//! (`metro_engine::module_hooks!`), and [`guarded!`] names, hook by hook, what each answers when the plugin cannot
//! (its fallback). A hook added to the engine's list and not named in [`guarded!`] fails to compile, pointing here.
//!
//! A group the module has not (it said so when it joined) is not offered to the engine; were one asked all the same,
//! its hooks answer their defaults.

use std::borrow::Cow;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use metro_core::{ActionKind, LineId, SpaceId, StationId, Yen};
use metro_engine::explain::Refusal;
use metro_engine::ids::GameRng;
use metro_engine::module::{
    CardFace, GameLog, GameRead, Hints, Looks, ModuleRules, Phases, Pieces, Play, Records, RulesRead,
    SeatRead, Stages, ToldPayment, Turns, Valuation, deal_shuffled,
};
use metro_engine::narrate::{Narrator, builtin_kind_name};
use metro_engine::state::{ColumnState, Resolution, State};
use metro_engine::{
    Action, CardId, Event, ModuleAction, ModuleEvent, ModuleId, ModuleStage, ModuleState, Payouts, PlayerId,
};

use super::Fuse;
use crate::locale::tr;

/// A plugin's hooks in one game behind the guard.
pub(super) struct GuardedRules {
    inner: Arc<dyn ModuleRules>,
    fuse: Arc<Fuse>,
    /// Which hook groups the module has (asked when it joined).
    groups: Groups,
}

impl GuardedRules {
    /// The hooks `inner` in a game, of which the module said at join it has `groups`.
    pub(super) fn new(inner: Arc<dyn ModuleRules>, fuse: Arc<Fuse>, groups: Groups) -> GuardedRules {
        GuardedRules { inner, fuse, groups }
    }

    /// Runs a hook on the plugin's module (see [`Fuse::run`]).
    fn run<R>(&self, hook: &str, fallback: impl FnOnce() -> R, f: impl FnOnce(&dyn ModuleRules) -> R) -> R {
        self.fuse.run(hook, fallback, || f(self.inner.as_ref()))
    }

    /// Takes back what the plugin added to `out` beyond its first `len` items, once its fuse is blown.
    fn take_back<T>(&self, out: &mut Vec<T>, len: usize) {
        if self.fuse.blown().is_some() {
            out.truncate(len);
        }
    }
}

/// A module without a group: its hooks answer their defaults.
struct Absent;

/// Writes, from the engine's list of the hook groups (`metro_engine::module_hooks!`), [`Groups`], the group accessors
/// of [`GuardedRules`] (`group_accessors!`), and each group's impl for [`GuardedRules`], every hook forwarded by
/// [`guarded!`] to the module's group (or [`Absent`]'s defaults when it has none).
macro_rules! guard_groups {
    ($(
        $(#[$doc:meta])*
        pub trait $group:ident for ModuleRules::$accessor:ident {
            $(
                $(#[$hook_doc:meta])*
                fn $hook:ident(&self $(, $arg:ident: $ty:ty)* $(,)?) $(-> $answer:ty)? $default:block
            )*
        }
    )*) => {
        /// Which hook groups a plugin's module has (asked once, when it joins a game).
        pub(super) struct Groups {
            $($accessor: bool,)*
        }

        impl Groups {
            /// Asks the module (a panic is the caller's to catch).
            pub(super) fn of(rules: &dyn ModuleRules) -> Groups {
                Groups {
                    $($accessor: rules.$accessor().is_some(),)*
                }
            }
        }

        /// The group accessors of [`GuardedRules`]: the groups the module has, behind the guard.
        macro_rules! group_accessors {
            () => {
                $(
                    fn $accessor(&self) -> Option<&dyn $group> {
                        self.groups.$accessor.then_some(self as &dyn $group)
                    }
                )*
            };
        }

        $(
            impl $group for Absent {}

            impl $group for GuardedRules {
                $(
                    fn $hook(&self $(, $arg: $ty)*) $(-> $answer)? {
                        guarded!($group::$hook ($($arg),*) {
                            guard: self,
                            hook: stringify!($hook),
                            call: |m: &dyn ModuleRules| m.$accessor().unwrap_or(&Absent).$hook($($arg),*),
                        })
                    }
                )*
            }
        )*
    };
}

/// Runs a hook forwarded by [`guarded!`]: `call` under the fuse, else `fallback`; `adding to out`: takes back what
/// the plugin added to `out` if the fuse is blown after it.
macro_rules! forward {
    ({guard: $s:ident, hook: $h:expr, call: $c:expr,}, $fallback:expr) => {
        $s.run($h, $fallback, $c)
    };
    ({guard: $s:ident, hook: $h:expr, call: $c:expr,}, $fallback:expr, adding to $out:ident) => {{
        let len = $out.len();
        $s.run($h, $fallback, $c);
        $s.take_back($out, len);
    }};
}

/// Every hook of the groups behind the guard, as [`guard_groups!`] writes it: `Group::hook (its arguments) {guard,
/// hook, call}`, mostly [`forward!`] with the hook's fallback (what it answers when the plugin failed).
macro_rules! guarded {
    // Turns
    (Turns::turn_options ($game:ident, $player:ident, $out:ident) $b:tt) => { forward!($b, || (), adding to $out) };
    (Turns::take_turn $a:tt $b:tt) => { forward!($b, || ()) };
    (Turns::explain $a:tt $b:tt) => { forward!($b, disabled) };
    (Turns::performable $a:tt $b:tt) => { forward!($b, || Err(disabled())) };
    (Turns::resolve $a:tt $b:tt) => { forward!($b, || ()) };
    (Turns::copyable $a:tt $b:tt) => { forward!($b, || false) };
    (Turns::card_takeable $a:tt $b:tt) => { forward!($b, || false) };
    // Stages
    (Stages::take_over $a:tt $b:tt) => { forward!($b, || None) };
    (Stages::after_action $a:tt $b:tt) => { forward!($b, || None) };
    (Stages::options ($game:ident, $r:ident, $stage:ident, $out:ident) $b:tt) => {
        forward!($b, || (), adding to $out)
    };
    (Stages::choose $a:tt $b:tt) => { forward!($b, || None) };
    (Stages::explain $a:tt $b:tt) => { forward!($b, || Some(disabled())) };
    (Stages::describe $a:tt $b:tt) => { forward!($b, || "choose".into()) };
    // Phases
    (Phases::actions_ended $a:tt $b:tt) => { forward!($b, || ()) };
    (Phases::station_payout $a:tt $b:tt) => { forward!($b, || ()) };
    (Phases::end_scoring $a:tt $b:tt) => { forward!($b, || ()) };
    // Looks
    (Looks::redact ($state:ident, $viewer:ident) {guard: $s:ident, hook: $h:expr, $($call:tt)*}) => {{
        // A redaction that fails hides the whole state.
        let mut copy = $state.clone();
        let redact = |m: &dyn ModuleRules| {
            m.looks().unwrap_or(&Absent).redact(&mut copy, $viewer);
            true
        };
        let redacted = $s.run($h, || false, redact);
        *$state = if redacted { copy } else { ModuleState::default() };
    }};
    (Looks::hides $a:tt $b:tt) => { forward!($b, || true) };
    (Looks::fold ($rules:ident, $state:ident, $index:ident, $event:ident, $viewer:ident) {
        guard: $s:ident, hook: $h:expr, $($call:tt)*
    }) => {{
        // A fold that fails leaves the view's state as the engine folded it (the fold check then names the module).
        let mut copy = $state.clone();
        let fold = |m: &dyn ModuleRules| {
            m.looks().unwrap_or(&Absent).fold($rules, &mut copy, $index, $event, $viewer);
            true
        };
        if $s.run($h, || false, fold) {
            *$state = copy;
        }
    }};
    (Looks::determinise ($state:ident, $viewer:ident, $rng:ident) {
        guard: $s:ident, hook: $h:expr, $($call:tt)*
    }) => {{
        // A determinisation that fails leaves the state as the viewer sees it.
        let mut copy = $state.clone();
        let determinise = |m: &dyn ModuleRules| {
            m.looks().unwrap_or(&Absent).determinise(&mut copy, $viewer, $rng);
            true
        };
        if $s.run($h, || false, determinise) {
            *$state = copy;
        }
    }};
    (Looks::pieces $a:tt $b:tt) => { forward!($b, Pieces::default) };
    (Looks::card_face $a:tt $b:tt) => { forward!($b, || None) };
    (Looks::card_name $a:tt $b:tt) => { forward!($b, || None) };
    (Looks::kind_name ($game:ident, $kind:ident) $b:tt) => { forward!($b, || builtin_kind_name($kind)) };
    (Looks::kind_title ($kind:ident) $b:tt) => { forward!($b, || builtin_kind_name($kind)) };
    (Looks::kind_help $a:tt $b:tt) => { forward!($b, || None) };
    (Looks::narrate ($game:ident, $narrator:ident, $event:ident) $b:tt) => {
        forward!($b, || tr!("plugin-module-event", kind = $event.kind))
    };
    (Looks::narrate_action $a:tt $b:tt) => { forward!($b, || None) };
    (Looks::offer_action $a:tt $b:tt) => { forward!($b, || None) };
    (Looks::reason $a:tt $b:tt) => { forward!($b, || Cow::Owned(tr!("plugin-house-rule"))) };
    (Looks::action_station $a:tt $b:tt) => { forward!($b, || None) };
    (Looks::told_payments ($event:ident, $out:ident) $b:tt) => { forward!($b, || (), adding to $out) };
    (Looks::tells_action $a:tt $b:tt) => { forward!($b, || false) };
    // Hints
    (Hints::position $a:tt $b:tt) => { forward!($b, || 0.0) };
    (Hints::kind_value $a:tt $b:tt) => { forward!($b, || f64::NEG_INFINITY) };
    (Hints::choice_value $a:tt $b:tt) => { forward!($b, || None) };
    // Records
    (Records::counted $a:tt $b:tt) => { forward!($b, Vec::new) };
    (Records::count_kind $a:tt $b:tt) => { forward!($b, || None) };
    (Records::count_event $a:tt $b:tt) => { forward!($b, || None) };
    (Records::counted_without_cards $a:tt $b:tt) => { forward!($b, Vec::new) };
    (Records::log () {guard: $s:ident, hook: $h:expr, call: $c:expr,}) => {
        // The log's own hooks are guarded too; once the fuse is blown it notes nothing.
        Box::new(GuardedLog {
            inner: $s.run($h, || None, |m: &dyn ModuleRules| Some(($c)(m))),
            fuse: $s.fuse.clone(),
        })
    };
    ($group:ident::$hook:ident $($rest:tt)*) => {
        compile_error!(concat!(
            "the plugin guard names no fallback for `",
            stringify!($group),
            "::",
            stringify!($hook),
            "` (or not for its arguments): add it to `guarded!` in crates/plugin-api/src/guard/rules.rs"
        ))
    };
}

metro_engine::module_hooks!(guard_groups);

/// The refusal of every action once the plugin failed.
fn disabled() -> Refusal {
    Refusal::new("module failed", tr!("plugin-disabled-after-panic"))
}

impl ModuleRules for GuardedRules {
    fn deal(&self, rules: &dyn RulesRead, id: ModuleId, rng: &mut GameRng) -> Vec<ColumnState> {
        // The fallback deals from the generator as it stood: a failed deal is refused at the game's first action.
        let mut copy = rng.clone();
        let dealt = self
            .fuse
            .run("deal", || None, || Some(self.inner.deal(rules, id, &mut copy)));
        match dealt {
            Some(columns) => {
                *rng = copy;
                columns
            }
            None => deal_shuffled(rules, id, rng),
        }
    }
    fn start(&self, rules: &dyn RulesRead) -> ModuleState {
        self.run("start", ModuleState::default, |m| m.start(rules))
    }
    fn hash_state(&self, state: &ModuleState, hasher: &mut dyn Hasher) {
        // Hashing feeds the plugin's words into the host's hasher: the fallback hashes the words themselves.
        if self.fuse.blown().is_some() {
            let mut h = hasher;
            state.hash(&mut h);
            return;
        }
        self.fuse
            .run("hash_state", || (), || self.inner.hash_state(state, hasher));
    }
    fn hash_stage(&self, stage: ModuleStage, hasher: &mut dyn Hasher) {
        if self.fuse.blown().is_some() {
            let mut h = hasher;
            stage.hash(&mut h);
            return;
        }
        self.fuse
            .run("hash_stage", || (), || self.inner.hash_stage(stage, hasher));
    }
    fn guarded(&self) -> bool {
        true
    }
    fn failure(&self) -> Option<String> {
        self.fuse.blown().map(str::to_string)
    }
    group_accessors!();
}

/// A plugin's game log behind the guard.
struct GuardedLog {
    inner: Option<Box<dyn GameLog>>,
    fuse: Arc<Fuse>,
}

impl GameLog for GuardedLog {
    fn note(&mut self, game: &dyn GameRead, event: &Event) {
        if let Some(inner) = &mut self.inner {
            self.fuse.run("note", || (), || inner.note(game, event));
        }
    }
    fn fields(&self, game: &dyn GameRead) -> Vec<(String, String)> {
        match &self.inner {
            Some(inner) => self.fuse.run("fields", Vec::new, || inner.fields(game)),
            None => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module with turns and looks: it hides its state, redraws it, and panics when asked whether a kind copies.
    struct Hider;

    impl ModuleRules for Hider {
        metro_engine::module_groups!(turns, looks);
    }

    impl Turns for Hider {
        fn copyable(&self, _kind: ActionKind) -> bool {
            panic!("no copies")
        }
    }

    impl Looks for Hider {
        fn hides(&self) -> bool {
            true
        }
        fn redact(&self, state: &mut ModuleState, _viewer: PlayerId) {
            state.words[0] = 0;
        }
        fn determinise(&self, state: &mut ModuleState, viewer: PlayerId, _rng: &mut GameRng) {
            state.words[0] = 10 + u32::from(viewer.0);
        }
        fn reason(&self, _code: u8) -> Cow<'static, str> {
            Cow::Borrowed("as a hider's fee")
        }
    }

    fn guarded() -> GuardedRules {
        let inner: Arc<dyn ModuleRules> = Arc::new(Hider);
        let groups = Groups::of(inner.as_ref());
        GuardedRules::new(inner, Arc::new(Fuse::new("hider.so")), groups)
    }

    #[test]
    fn the_groups_a_module_has_are_offered_and_no_other() {
        let rules = guarded();
        assert!(rules.turns().is_some() && rules.looks().is_some());
        assert!(rules.stages().is_none() && rules.phases().is_none());
        assert!(rules.hints().is_none() && rules.records().is_none());
    }

    #[test]
    fn every_hook_runs_the_plugins_until_one_panics_then_its_fallback() {
        let rules = guarded();
        let looks = rules.looks().expect("looks");
        let (mut state, viewer) = (ModuleState { words: vec![3] }, PlayerId(1));
        assert!(looks.hides());
        looks.redact(&mut state, viewer);
        assert_eq!(state.words, [0]);
        looks.determinise(&mut state, viewer, &mut GameRng::new(1));
        assert_eq!(state.words, [11], "determinise is forwarded");
        assert_eq!(looks.reason(0), "as a hider's fee");
        assert_eq!(rules.failure(), None);

        let kind = ActionKind::StationSwap;
        assert!(!rules.turns().expect("turns").copyable(kind), "the fallback");
        let why = rules.failure().expect("the fuse is blown");
        assert!(
            why.contains("hider.so") && why.contains("copyable") && why.contains("no copies"),
            "{why}"
        );
        // from now on no hook of the plugin runs
        looks.determinise(&mut state, viewer, &mut GameRng::new(1));
        assert_eq!(state.words, [11], "a failed determinisation leaves the state");
        looks.redact(&mut state, viewer);
        assert_eq!(
            state,
            ModuleState::default(),
            "a failed redaction hides the whole state"
        );
        assert_eq!(looks.reason(0), tr!("plugin-house-rule"));
        assert_eq!(looks.kind_title(kind), builtin_kind_name(kind));
        assert!(rules.records().is_none());
    }
}

//! A plugin's hooks in one game behind the guard: [`GuardedRules`] runs every hook of the plugin's [`ModuleRules`]
//! and of its groups under the plugin's [`Fuse`], in the host's language, and answers the hook's fallback once the
//! fuse is blown.
//!
//! The groups' hooks are not written here one by one: [`guard_groups!`] writes them from the engine's list of them
//! (`metro_engine::module_hooks!`), and [`guarded!`] names, hook by hook, what each answers when the plugin cannot
//! (its fallback). A hook added to the engine's list and not named in [`guarded!`] fails to compile, pointing here.
//!
//! What the hooks hand back and leave in the game is checked (`metro_engine::module::valid`): the actions and stages
//! they offer, the events they record, the state a hook changing the game (through `Play`) leaves, a view's state
//! after a fold, the columns dealt, the pieces on the board, the payments told, the end scoring. A value out of its
//! range blows the fuse like a panic, naming the hook and the value, and the hook's fallback answers instead; a hook
//! that changed the game has its changes taken back first, so the engine never sees them.
//!
//! A group the module has not (it said so when it joined) is not offered to the engine; were one asked all the same,
//! its hooks answer their defaults.

use std::borrow::Cow;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use metro_core::{ActionKind, LineId, SpaceId, StationId, Yen};
use metro_engine::explain::Refusal;
use metro_engine::ids::GameRng;
use metro_engine::module::valid::{Bounds, Counts};
use metro_engine::module::{
    CardFace, GameLog, GameRead, Hints, Invalid, Looks, ModuleRules, Phases, Pieces, Play, Records,
    RulesRead, SeatRead, Stages, ToldPayment, Turns, Valuation, deal_shuffled,
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
    /// Its place among the game's modules: the module id its payloads must carry.
    id: ModuleId,
    /// The game's players and stations, for the hooks that do not see its rules.
    counts: Counts,
}

impl GuardedRules {
    /// The hooks `inner` in a game as the module `id`, of which the module said at join it has `groups`.
    pub(super) fn new(
        inner: Arc<dyn ModuleRules>,
        fuse: Arc<Fuse>,
        groups: Groups,
        id: ModuleId,
        counts: Counts,
    ) -> GuardedRules {
        GuardedRules {
            inner,
            fuse,
            groups,
            id,
            counts,
        }
    }

    /// Runs a hook on the plugin's module (see [`Fuse::run`]).
    fn run<R>(
        &self,
        hook: &'static str,
        fallback: impl FnOnce() -> R,
        f: impl FnOnce(&dyn ModuleRules) -> R,
    ) -> R {
        self.fuse.run(hook, fallback, || f(self.inner.as_ref()))
    }

    /// Runs a hook on the plugin's module and checks its answer (see [`Fuse::checked`]).
    fn checked<R>(
        &self,
        hook: &'static str,
        fallback: impl Fn() -> R,
        f: impl FnOnce(&dyn ModuleRules) -> R,
        check: impl FnOnce(&R) -> Result<(), Invalid>,
    ) -> R {
        self.fuse
            .checked(hook, fallback, || f(self.inner.as_ref()), check)
    }

    /// Runs a hook that changes the game through `play`: its answer when it returned, and what it left in the game
    /// and `check` of its answer pass; else the game and the events as they were before it, and `fallback`'s answer
    /// (its fuse blown, naming the hook and what was wrong).
    fn run_play<R>(
        &self,
        hook: &'static str,
        play: &mut Play<'_>,
        fallback: impl FnOnce() -> R,
        f: impl FnOnce(&dyn ModuleRules, &mut Play<'_>) -> R,
        check: impl FnOnce(&R, &Bounds<'_>) -> Result<(), Invalid>,
    ) -> R {
        if self.fuse.blown().is_some() {
            return self.fuse.in_host_language(fallback);
        }
        let checkpoint = play.checkpoint();
        let answer = self
            .fuse
            .run(hook, || None, || Some(f(self.inner.as_ref(), play)));
        let verdict = match &answer {
            Some(answer) if self.fuse.blown().is_none() => play
                .check_since(&checkpoint)
                .and_then(|()| check(answer, &Bounds::new(play.game().rules(), self.id))),
            _ => Ok(()),
        };
        if let Err(invalid) = &verdict {
            self.fuse.refuse(hook, invalid);
        }
        match answer {
            Some(answer) if self.fuse.blown().is_none() => answer,
            _ => {
                play.restore(checkpoint);
                self.fuse.in_host_language(fallback)
            }
        }
    }

    /// After a hook added to `out` beyond its first `len` items: takes them back once the fuse is blown, or when
    /// `check` refuses one (which blows it).
    fn added<T>(
        &self,
        hook: &'static str,
        out: &mut Vec<T>,
        len: usize,
        check: impl Fn(&T) -> Result<(), Invalid>,
    ) {
        if self.fuse.blown().is_none()
            && let Err(invalid) = out.get(len..).unwrap_or_default().iter().try_for_each(check)
        {
            self.fuse.refuse(hook, &invalid);
        }
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
        $s.added($h, $out, len, |_| Ok(()));
    }};
    ({guard: $s:ident, hook: $h:expr, call: $c:expr,}, $fallback:expr, adding to $out:ident, checked by $check:expr) => {{
        let len = $out.len();
        $s.run($h, $fallback, $c);
        $s.added($h, $out, len, $check);
    }};
    ({guard: $s:ident, hook: $h:expr, call: $c:expr,}, $fallback:expr, checked by $check:expr) => {
        $s.checked($h, $fallback, $c, $check)
    };
}

/// A hook that changes the game through its `Play`: run by [`GuardedRules::run_play`], its changes checked, its
/// answer checked by `$check`.
macro_rules! play {
    ($s:ident, $h:expr, $play:ident, $fallback:expr, |$m:ident, $p:ident| $call:expr, $check:expr) => {
        $s.run_play(
            $h,
            $play,
            $fallback,
            |$m: &dyn ModuleRules, $p: &mut Play<'_>| $call,
            $check,
        )
    };
}

/// Every hook of the groups behind the guard, as [`guard_groups!`] writes it: `Group::hook (its arguments) {guard,
/// hook, call}`, mostly [`forward!`] with the hook's fallback (what it answers when the plugin failed).
macro_rules! guarded {
    // Turns
    (Turns::turn_options ($game:ident, $player:ident, $out:ident) {guard: $s:ident, $($b:tt)*}) => {{
        let bounds = Bounds::new($game.rules(), $s.id);
        forward!({guard: $s, $($b)*}, || (), adding to $out, checked by |a: &Action| bounds.action(a))
    }};
    (Turns::take_turn ($play:ident, $turn:ident, $action:ident) {guard: $s:ident, hook: $h:expr, $($c:tt)*}) => {
        play!($s, $h, $play, || (), |m, p| m.turns().unwrap_or(&Absent).take_turn(p, $turn, $action), |_, _| Ok(()))
    };
    (Turns::explain $a:tt $b:tt) => { forward!($b, disabled) };
    (Turns::performable $a:tt $b:tt) => { forward!($b, || Err(disabled())) };
    (Turns::resolve ($play:ident, $r:ident, $kind:ident) {guard: $s:ident, hook: $h:expr, $($c:tt)*}) => {
        play!($s, $h, $play, || (), |m, p| m.turns().unwrap_or(&Absent).resolve(p, $r, $kind), |_, _| Ok(()))
    };
    (Turns::copyable $a:tt $b:tt) => { forward!($b, || false) };
    (Turns::card_takeable $a:tt $b:tt) => { forward!($b, || false) };
    // Stages
    (Stages::take_over ($game:ident, $player:ident, $kind:ident) {guard: $s:ident, $($b:tt)*}) => {{
        let bounds = Bounds::new($game.rules(), $s.id);
        forward!({guard: $s, $($b)*}, || None, checked by |stage: &Option<ModuleStage>| {
            stage.map_or(Ok(()), |stage| bounds.stage(stage))
        })
    }};
    (Stages::after_action ($game:ident, $r:ident) {guard: $s:ident, $($b:tt)*}) => {{
        let bounds = Bounds::new($game.rules(), $s.id);
        forward!({guard: $s, $($b)*}, || None, checked by |stage: &Option<ModuleStage>| {
            stage.map_or(Ok(()), |stage| bounds.stage(stage))
        })
    }};
    (Stages::options ($game:ident, $r:ident, $stage:ident, $out:ident) {guard: $s:ident, $($b:tt)*}) => {{
        let bounds = Bounds::new($game.rules(), $s.id);
        forward!({guard: $s, $($b)*}, || (), adding to $out, checked by |a: &Action| bounds.action(a))
    }};
    (Stages::choose ($play:ident, $r:ident, $stage:ident, $choice:ident) {guard: $s:ident, hook: $h:expr, $($c:tt)*}) => {
        play!(
            $s,
            $h,
            $play,
            || None,
            |m, p| m.stages().unwrap_or(&Absent).choose(p, $r, $stage, $choice),
            |next: &Option<ModuleStage>, bounds: &Bounds<'_>| next.map_or(Ok(()), |next| bounds.stage(next))
        )
    };
    (Stages::explain $a:tt $b:tt) => { forward!($b, || Some(disabled())) };
    (Stages::describe $a:tt $b:tt) => { forward!($b, || "choose".into()) };
    // Phases
    (Phases::actions_ended ($play:ident) {guard: $s:ident, hook: $h:expr, $($c:tt)*}) => {
        play!($s, $h, $play, || (), |m, p| m.phases().unwrap_or(&Absent).actions_ended(p), |_, _| Ok(()))
    };
    (Phases::station_payout ($play:ident, $line:ident, $station:ident, $owner:ident) {
        guard: $s:ident, hook: $h:expr, $($c:tt)*
    }) => {
        play!(
            $s,
            $h,
            $play,
            || (),
            |m, p| m.phases().unwrap_or(&Absent).station_payout(p, $line, $station, $owner),
            |_, _| Ok(())
        )
    };
    (Phases::end_scoring ($rules:ident, $state:ident, $payouts:ident, $totals:ident) {
        guard: $s:ident, hook: $h:expr, call: $c:expr,
    }) => {{
        // What the scoring added or changed is taken back when the fuse is blown.
        let (len, before) = ($payouts.len(), $totals.to_vec());
        $s.run($h, || (), $c);
        if $s.fuse.blown().is_none()
            && let Err(invalid) = Bounds::new($rules, $s.id).scoring($payouts, len, $totals)
        {
            $s.fuse.refuse($h, &invalid);
        }
        if $s.fuse.blown().is_some() {
            $payouts.truncate(len);
            $totals.copy_from_slice(&before);
        }
    }};
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
        // A fold that fails, or leaves a value out of its range, leaves the view's state as the engine folded it (the
        // fold check then names the module).
        let mut copy = $state.clone();
        let fold = |m: &dyn ModuleRules| {
            m.looks().unwrap_or(&Absent).fold($rules, &mut copy, $index, $event, $viewer);
            true
        };
        let folded = $s.run($h, || false, fold);
        if folded && let Err(invalid) = Bounds::new($rules, $s.id).state($state, &copy, true) {
            $s.fuse.refuse($h, &invalid);
        } else if folded && $s.fuse.blown().is_none() {
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
    (Looks::pieces ($rules:ident, $board:ident, $state:ident) {guard: $s:ident, $($b:tt)*}) => {{
        let bounds = Bounds::new($rules, $s.id);
        forward!({guard: $s, $($b)*}, Pieces::default, checked by |pieces: &Pieces| bounds.pieces(pieces))
    }};
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
    (Looks::action_station ($action:ident) {guard: $s:ident, $($b:tt)*}) => {
        forward!({guard: $s, $($b)*}, || None, checked by |station: &Option<StationId>| {
            station.map_or(Ok(()), |station| $s.counts.action_station(station))
        })
    };
    (Looks::told_payments ($event:ident, $out:ident) {guard: $s:ident, $($b:tt)*}) => {
        forward!({guard: $s, $($b)*}, || (), adding to $out, checked by |told: &ToldPayment| {
            $s.counts.told_payment(told)
        })
    };
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
        // What it deals is checked: one column per column of its, each holding cards of that column once.
        let mut copy = rng.clone();
        let dealt = self.checked(
            "deal",
            || None,
            |m| Some(m.deal(rules, id, &mut copy)),
            |dealt| {
                dealt
                    .as_ref()
                    .map_or(Ok(()), |columns| Bounds::new(rules, id).dealt(columns))
            },
        );
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

    /// A module whose told payments and pointed stations are out of the game's range.
    struct Teller;

    impl ModuleRules for Teller {
        metro_engine::module_groups!(looks);
    }

    impl Looks for Teller {
        fn told_payments(&self, _event: &ModuleEvent, out: &mut Vec<ToldPayment>) {
            for player in [1, 7] {
                out.push(ToldPayment {
                    player: PlayerId(player),
                    amount: 100,
                    station: None,
                });
            }
        }
        fn action_station(&self, _action: ModuleAction) -> Option<StationId> {
            Some(StationId(9))
        }
    }

    /// Issue 28, item 6: what a hook hands back out of the game's range blows the fuse, naming the hook and the
    /// value, and is taken back (the fallback answers instead).
    #[test]
    fn a_value_out_of_range_blows_the_fuse_and_is_taken_back() {
        let inner: Arc<dyn ModuleRules> = Arc::new(Teller);
        let groups = Groups::of(inner.as_ref());
        let counts = Counts {
            players: 2,
            stations: 10,
        };
        let rules = GuardedRules::new(
            inner,
            Arc::new(Fuse::new("teller.so")),
            groups,
            ModuleId(0),
            counts,
        );
        let looks = rules.looks().expect("looks");
        let action = ModuleAction {
            module: ModuleId(0),
            verb: 0,
            args: [0, 0],
        };
        assert_eq!(looks.action_station(action), Some(StationId(9)), "in range");
        let event = ModuleEvent {
            module: ModuleId(0),
            kind: 0,
            args: [0; 4],
        };
        let mut told = vec![ToldPayment {
            player: PlayerId(0),
            amount: 5,
            station: None,
        }];
        looks.told_payments(&event, &mut told);
        assert_eq!(told.len(), 1, "what it added is taken back: {told:?}");
        let why = rules.failure().expect("the fuse is blown");
        assert!(
            why.contains("teller.so") && why.contains("`told_payments`"),
            "{why}"
        );
        assert!(
            why.contains("player id 7 is out of range (the game has 2)"),
            "{why}"
        );
        assert_eq!(looks.action_station(action), None, "the fallback from now on");
    }

    fn guarded() -> GuardedRules {
        let inner: Arc<dyn ModuleRules> = Arc::new(Hider);
        let groups = Groups::of(inner.as_ref());
        let counts = Counts {
            players: 2,
            stations: 10,
        };
        GuardedRules::new(
            inner,
            Arc::new(Fuse::new("hider.so")),
            groups,
            ModuleId(0),
            counts,
        )
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

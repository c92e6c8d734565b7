//! Guards around a plugin's modules: every call into the plugin's code runs under `catch_unwind` (in the plugin's
//! copy of the standard library, where its panics can be caught). The first panic blows the plugin's [`Fuse`]; from
//! then on no hook of the plugin runs, each returns its default, and the engine refuses the game's actions.
//!
//! The fuse also carries the host's language into the plugin: a plugin has its own copy of `metro_lang`, whose
//! language is not the host's, so every hook runs under `metro_lang::with_language` set to what the host's
//! `metro_lang::language` answers at that moment (its process setting or its thread's override). The plugin's
//! narration and words thus follow the host's language, also when it changes while the plugin is loaded.

use std::any::Any;
use std::borrow::Cow;
use std::cell::RefCell;
use std::hash::{Hash, Hasher};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, OnceLock};

use metro_core::{
    ActionKind, KindSpec, LineId, PayoutRules, RevenueTrack, SharePayouts, SpaceId, StandardPayouts,
};
use metro_core::{StationId, StationPayout, Yen};
use metro_engine::explain::Refusal;

use crate::locale::tr;
use metro_engine::ids::GameRng;
use metro_engine::module::{
    CardFace, DataFile, GameLog, GameSetup, Hints, Looks, ModuleGame, ModuleOption, ModuleRules, Phases,
    Pieces, Play, Records, Stages, Turns, Valuation, deal_shuffled,
};
use metro_engine::narrate::Narrator;
use metro_engine::state::{ColumnState, Resolution, State};
use metro_engine::{
    Action, CardId, Event, Game, ModuleAction, ModuleEvent, ModuleId, ModuleStage, ModuleState, Payouts,
    PlayerId, PlayerView, RuleModule, Rules,
};

/// A plugin's fuse: blown, with the reason, by the first panic in one of its hooks.
#[derive(Debug)]
pub struct Fuse {
    plugin: String,
    blown: OnceLock<String>,
    /// The host's `metro_lang::language` (the fuse is made by the host: a pointer into the host's code).
    host_language: fn() -> metro_lang::Language,
}

impl Fuse {
    /// An intact fuse for the plugin named `plugin` (its file name, for messages).
    pub fn new(plugin: &str) -> Fuse {
        Fuse {
            plugin: plugin.to_string(),
            blown: OnceLock::new(),
            host_language: metro_lang::language,
        }
    }

    /// The host's language now (see the module's documentation).
    pub fn host_language(&self) -> metro_lang::Language {
        (self.host_language)()
    }

    /// Runs `f` in the plugin's copy of `metro_lang` set to the host's language.
    pub fn in_host_language<R>(&self, f: impl FnOnce() -> R) -> R {
        metro_lang::with_language(self.host_language(), f)
    }

    /// Why the plugin was disabled, once a hook panicked.
    pub fn blown(&self) -> Option<&str> {
        self.blown.get().map(String::as_str)
    }

    /// Runs a hook of the plugin: its answer, or `fallback`'s once the fuse is blown or when the hook panics (which
    /// blows it).
    pub fn run<R>(&self, hook: &str, fallback: impl FnOnce() -> R, f: impl FnOnce() -> R) -> R {
        // the fallbacks' words too are in the host's language
        self.in_host_language(|| {
            if self.blown.get().is_some() {
                return fallback();
            }
            match catch_unwind(AssertUnwindSafe(f)) {
                Ok(answer) => answer,
                Err(payload) => {
                    let _ = self.blown.set(tr!(
                        "plugin-panicked-in-hook",
                        plugin = self.plugin.as_str(),
                        hook = hook,
                        panic = panic_message(&*payload)
                    ));
                    fallback()
                }
            }
        })
    }
}

thread_local! {
    /// Where the last panic of this thread happened (set by the plugin's quiet panic hook).
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Replaces the plugin's panic hook (its copy of the standard library's: the host's is untouched) by one that notes
/// the panic's place and message for [`panic_message`] instead of printing them.
pub(crate) fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let place = info
            .location()
            .map(|l| format!(" at {}:{}:{}", l.file(), l.line(), l.column()))
            .unwrap_or_default();
        LAST_PANIC.with(|last| *last.borrow_mut() = Some(place));
    }));
}

/// A panic's message and, when the quiet hook saw it, its place.
pub(crate) fn panic_message(payload: &(dyn Any + Send)) -> String {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| tr!("plugin-panic-without-message"));
    let place = LAST_PANIC
        .with(|last| last.borrow_mut().take())
        .unwrap_or_default();
    format!("{message}{place}")
}

/// A plugin's module behind its guard: what it says of itself is read once, at registration.
pub(crate) struct GuardedModule {
    inner: Arc<dyn RuleModule>,
    fuse: Arc<Fuse>,
    key: String,
    title: String,
    version: String,
    plugin: String,
    rules: String,
    rules_text: String,
    switch: String,
    options: Vec<ModuleOption>,
    kinds: Vec<KindSpec>,
    data_files: Vec<DataFile>,
}

impl GuardedModule {
    /// Reads what the module says of itself; a panic fails the registration.
    pub(crate) fn new(
        inner: Arc<dyn RuleModule>,
        fuse: Arc<Fuse>,
        plugin: String,
    ) -> Result<GuardedModule, String> {
        let m = inner.clone();
        let read = catch_unwind(AssertUnwindSafe(move || {
            (
                m.key().to_string(),
                m.title().to_string(),
                m.version().to_string(),
                m.rules().to_string(),
                m.rules_text().to_string(),
                m.switch().to_string(),
                m.options(),
                m.action_kinds(),
                m.data_files(),
            )
        }));
        let (key, title, version, rules, rules_text, switch, options, kinds, data_files) =
            read.map_err(|payload| {
                tr!(
                    "plugin-panicked-registering-module",
                    panic = panic_message(&*payload)
                )
            })?;
        Ok(GuardedModule {
            inner,
            fuse,
            key,
            title,
            version,
            plugin,
            rules,
            rules_text,
            switch,
            options,
            kinds,
            data_files,
        })
    }
}

impl RuleModule for GuardedModule {
    fn key(&self) -> &str {
        &self.key
    }
    fn title(&self) -> &str {
        &self.title
    }
    fn version(&self) -> &str {
        &self.version
    }
    fn plugin(&self) -> Option<&str> {
        Some(&self.plugin)
    }
    fn rules(&self) -> &str {
        &self.rules
    }
    fn rules_text(&self) -> &str {
        &self.rules_text
    }
    fn rules_help(&self) -> Option<metro_engine::HelpSection> {
        self.fuse.run("rules_help", || None, || self.inner.rules_help())
    }
    fn switch(&self) -> &str {
        &self.switch
    }
    fn options(&self) -> Vec<ModuleOption> {
        self.options.clone()
    }
    fn action_kinds(&self) -> Vec<KindSpec> {
        self.kinds.clone()
    }
    fn data_files(&self) -> Vec<DataFile> {
        self.data_files.clone()
    }
    fn check_data(&self, file: &str, text: &str) -> Option<Result<String, String>> {
        self.fuse
            .run("check_data", || None, || self.inner.check_data(file, text))
    }
    fn legacy_action(&self, name: &str, args: &[i64]) -> Option<(u8, [u16; 2])> {
        self.fuse
            .run("legacy_action", || None, || self.inner.legacy_action(name, args))
    }
    fn join(&self, setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
        let fuse = &self.fuse;
        let disabled = || {
            Err(fuse
                .blown()
                .map_or_else(|| tr!("plugin-disabled"), str::to_string))
        };
        let game = fuse.run("join", disabled, || {
            let game = self.inner.join(setup)?;
            let rules = game.rules;
            let groups = [
                rules.turns().is_some(),
                rules.stages().is_some(),
                rules.phases().is_some(),
                rules.looks().is_some(),
                rules.hints().is_some(),
                rules.records().is_some(),
            ];
            Ok(ModuleGame {
                columns: game.columns,
                payouts: game.payouts.map(|inner| {
                    Arc::new(GuardedPayouts {
                        inner,
                        fuse: fuse.clone(),
                    }) as Arc<dyn PayoutRules>
                }),
                rules: Arc::new(GuardedRules {
                    inner: rules,
                    fuse: fuse.clone(),
                    groups,
                }),
            })
        })?;
        // A panic inside the closure after `join` returned leaves nothing half made; a blown fuse refuses the game.
        match fuse.blown() {
            Some(why) => Err(why.to_string()),
            None => Ok(game),
        }
    }
}

/// A plugin's payout rules behind the guard (the standard payouts once the fuse is blown).
struct GuardedPayouts {
    inner: Arc<dyn PayoutRules>,
    fuse: Arc<Fuse>,
}

impl PayoutRules for GuardedPayouts {
    fn station_payout(&self, owner_holds_share: bool) -> StationPayout {
        self.fuse.run(
            "station_payout",
            || StandardPayouts.station_payout(owner_holds_share),
            || self.inner.station_payout(owner_holds_share),
        )
    }
    fn speculation_payout(&self, stake: Yen, low: Yen) -> Yen {
        self.fuse.run(
            "speculation_payout",
            || StandardPayouts.speculation_payout(stake, low),
            || self.inner.speculation_payout(stake, low),
        )
    }
    fn share_payouts(&self, track: &RevenueTrack, value: Yen, holders: usize) -> SharePayouts {
        self.fuse.run(
            "share_payouts",
            || StandardPayouts.share_payouts(track, value, holders),
            || self.inner.share_payouts(track, value, holders),
        )
    }
}

/// A plugin's hooks in one game behind the guard. `groups` says which hook groups the module has (read at join).
struct GuardedRules {
    inner: Arc<dyn ModuleRules>,
    fuse: Arc<Fuse>,
    groups: [bool; 6],
}

impl GuardedRules {
    fn run<R>(&self, hook: &str, fallback: impl FnOnce() -> R, f: impl FnOnce(&dyn ModuleRules) -> R) -> R {
        self.fuse.run(hook, fallback, || f(self.inner.as_ref()))
    }
}

impl ModuleRules for GuardedRules {
    fn deal(&self, rules: &Rules, id: ModuleId, rng: &mut GameRng) -> Vec<ColumnState> {
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
    fn start(&self, rules: &Rules) -> ModuleState {
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
    fn turns(&self) -> Option<&dyn Turns> {
        self.groups[0].then_some(self as &dyn Turns)
    }
    fn stages(&self) -> Option<&dyn Stages> {
        self.groups[1].then_some(self as &dyn Stages)
    }
    fn phases(&self) -> Option<&dyn Phases> {
        self.groups[2].then_some(self as &dyn Phases)
    }
    fn looks(&self) -> Option<&dyn Looks> {
        self.groups[3].then_some(self as &dyn Looks)
    }
    fn hints(&self) -> Option<&dyn Hints> {
        self.groups[4].then_some(self as &dyn Hints)
    }
    fn records(&self) -> Option<&dyn Records> {
        self.groups[5].then_some(self as &dyn Records)
    }
}

fn disabled() -> Refusal {
    Refusal::new("module failed", tr!("plugin-disabled-after-panic"))
}

impl Turns for GuardedRules {
    fn turn_options(&self, game: &Game, player: PlayerId, out: &mut Vec<Action>) {
        let len = out.len();
        self.run(
            "turn_options",
            || (),
            |m| {
                if let Some(t) = m.turns() {
                    t.turn_options(game, player, out);
                }
            },
        );
        if self.fuse.blown().is_some() {
            out.truncate(len);
        }
    }
    fn take_turn(&self, play: &mut Play<'_>, turn: u8, action: ModuleAction) {
        self.run(
            "take_turn",
            || (),
            |m| {
                if let Some(t) = m.turns() {
                    t.take_turn(play, turn, action);
                }
            },
        );
    }
    fn explain(&self, game: &Game, action: ModuleAction) -> Refusal {
        self.run("explain", disabled, |m| {
            m.turns().map_or_else(disabled, |t| t.explain(game, action))
        })
    }
    fn performable(&self, game: &Game, player: PlayerId, kind: ActionKind, why: bool) -> Result<(), Refusal> {
        self.run(
            "performable",
            || Err(disabled()),
            |m| {
                m.turns()
                    .map_or(Ok(()), |t| t.performable(game, player, kind, why))
            },
        )
    }
    fn resolve(&self, play: &mut Play<'_>, r: &Resolution, kind: ActionKind) {
        self.run(
            "resolve",
            || (),
            |m| {
                if let Some(t) = m.turns() {
                    t.resolve(play, r, kind);
                }
            },
        );
    }
    fn copyable(&self, kind: ActionKind) -> bool {
        self.run(
            "copyable",
            || false,
            |m| m.turns().is_some_and(|t| t.copyable(kind)),
        )
    }
    fn card_takeable(&self, game: &Game, card: CardId) -> bool {
        self.run(
            "card_takeable",
            || false,
            |m| m.turns().is_none_or(|t| t.card_takeable(game, card)),
        )
    }
}

impl Stages for GuardedRules {
    fn take_over(&self, game: &Game, player: PlayerId, kind: ActionKind) -> Option<ModuleStage> {
        self.run(
            "take_over",
            || None,
            |m| m.stages()?.take_over(game, player, kind),
        )
    }
    fn after_action(&self, game: &Game, r: &Resolution) -> Option<ModuleStage> {
        self.run("after_action", || None, |m| m.stages()?.after_action(game, r))
    }
    fn options(&self, game: &Game, r: &Resolution, stage: ModuleStage, out: &mut Vec<Action>) {
        let len = out.len();
        self.run(
            "options",
            || (),
            |m| {
                if let Some(s) = m.stages() {
                    s.options(game, r, stage, out);
                }
            },
        );
        if self.fuse.blown().is_some() {
            out.truncate(len);
        }
    }
    fn choose(
        &self,
        play: &mut Play<'_>,
        r: &Resolution,
        stage: ModuleStage,
        choice: Action,
    ) -> Option<ModuleStage> {
        self.run("choose", || None, |m| m.stages()?.choose(play, r, stage, choice))
    }
    fn explain(&self, game: &Game, stage: ModuleStage, choice: Action) -> Option<Refusal> {
        self.run(
            "explain",
            || Some(disabled()),
            |m| m.stages()?.explain(game, stage, choice),
        )
    }
    fn describe(&self, stage: ModuleStage) -> String {
        self.run(
            "describe",
            || "choose".into(),
            |m| m.stages().map_or_else(|| "choose".into(), |s| s.describe(stage)),
        )
    }
}

impl Phases for GuardedRules {
    fn actions_ended(&self, play: &mut Play<'_>) {
        self.run(
            "actions_ended",
            || (),
            |m| {
                if let Some(p) = m.phases() {
                    p.actions_ended(play);
                }
            },
        );
    }
    fn station_payout(&self, play: &mut Play<'_>, line: LineId, station: StationId, owner: PlayerId) {
        self.run(
            "station_payout",
            || (),
            |m| {
                if let Some(p) = m.phases() {
                    p.station_payout(play, line, station, owner);
                }
            },
        );
    }
    fn end_scoring(&self, rules: &Rules, state: &State, payouts: &mut Payouts, totals: &mut [Yen]) {
        self.run(
            "end_scoring",
            || (),
            |m| {
                if let Some(p) = m.phases() {
                    p.end_scoring(rules, state, payouts, totals);
                }
            },
        );
    }
}

impl Looks for GuardedRules {
    fn redact(&self, state: &mut ModuleState, viewer: PlayerId) {
        // A redaction that fails hides the whole state.
        let mut copy = state.clone();
        let ok = self.run(
            "redact",
            || false,
            |m| {
                if let Some(l) = m.looks() {
                    l.redact(&mut copy, viewer);
                }
                true
            },
        );
        *state = if ok { copy } else { ModuleState::default() };
    }
    fn hides(&self) -> bool {
        self.run("hides", || true, |m| m.looks().is_some_and(|l| l.hides()))
    }
    fn fold(&self, rules: &Rules, state: &mut State, index: usize, event: &Event, viewer: PlayerId) {
        // A fold that fails leaves the view's state as the engine folded it (the fold check then names the module).
        let mut copy = state.clone();
        let ok = self.run(
            "fold",
            || false,
            |m| {
                if let Some(l) = m.looks() {
                    l.fold(rules, &mut copy, index, event, viewer);
                }
                true
            },
        );
        if ok {
            *state = copy;
        }
    }
    fn pieces(&self, rules: &Rules, state: &ModuleState) -> Pieces {
        self.run("pieces", Pieces::default, |m| {
            m.looks().map(|l| l.pieces(rules, state)).unwrap_or_default()
        })
    }
    fn card_face(&self, rules: &Rules, card: CardId) -> Option<CardFace> {
        self.run("card_face", || None, |m| m.looks()?.card_face(rules, card))
    }
    fn card_name(&self, game: &Game, card: CardId) -> Option<String> {
        self.run("card_name", || None, |m| m.looks()?.card_name(game, card))
    }
    fn kind_name(&self, game: &Game, kind: ActionKind) -> String {
        self.run(
            "kind_name",
            || metro_engine::narrate::builtin_kind_name(kind),
            |m| {
                m.looks().map_or_else(
                    || metro_engine::narrate::builtin_kind_name(kind),
                    |l| l.kind_name(game, kind),
                )
            },
        )
    }
    fn kind_title(&self, kind: ActionKind) -> String {
        self.run(
            "kind_title",
            || metro_engine::narrate::builtin_kind_name(kind),
            |m| {
                m.looks().map_or_else(
                    || metro_engine::narrate::builtin_kind_name(kind),
                    |l| l.kind_title(kind),
                )
            },
        )
    }
    fn kind_help(&self, game: &Game, kind: ActionKind) -> Option<String> {
        self.run(
            "kind_help",
            || None,
            |m| m.looks().and_then(|l| l.kind_help(game, kind)),
        )
    }
    fn narrate(&self, game: &Game, narrator: &Narrator, event: &ModuleEvent) -> String {
        let plain = || tr!("plugin-module-event", kind = event.kind);
        self.run("narrate", plain, |m| {
            m.looks().map_or_else(plain, |l| l.narrate(game, narrator, event))
        })
    }
    fn narrate_action(&self, game: &Game, narrator: &Narrator, action: &Action) -> Option<String> {
        self.run(
            "narrate_action",
            || None,
            |m| m.looks()?.narrate_action(game, narrator, action),
        )
    }
    fn offer_action(&self, game: &Game, narrator: &Narrator, action: &Action) -> Option<String> {
        self.run(
            "offer_action",
            || None,
            |m| m.looks()?.offer_action(game, narrator, action),
        )
    }
    fn reason(&self, code: u8) -> Cow<'static, str> {
        let plain = || Cow::Owned(tr!("plugin-house-rule"));
        self.run("reason", plain, |m| {
            m.looks().map_or_else(plain, |l| l.reason(code))
        })
    }
    fn action_station(&self, action: ModuleAction) -> Option<StationId> {
        self.run("action_station", || None, |m| m.looks()?.action_station(action))
    }
}

impl Hints for GuardedRules {
    fn position(&self, view: &PlayerView<'_>, v: &mut dyn Valuation, space: SpaceId) -> f64 {
        self.run(
            "position",
            || 0.0,
            |m| m.hints().map_or(0.0, |h| h.position(view, v, space)),
        )
    }
    fn kind_value(&self, view: &PlayerView<'_>, v: &mut dyn Valuation, kind: ActionKind) -> f64 {
        self.run(
            "kind_value",
            || f64::NEG_INFINITY,
            |m| {
                m.hints()
                    .map_or(f64::NEG_INFINITY, |h| h.kind_value(view, v, kind))
            },
        )
    }
    fn choice_value(&self, view: &PlayerView<'_>, v: &mut dyn Valuation, action: Action) -> Option<f64> {
        self.run(
            "choice_value",
            || None,
            |m| m.hints()?.choice_value(view, v, action),
        )
    }
}

impl Records for GuardedRules {
    fn counted(&self) -> Vec<String> {
        self.run("counted", Vec::new, |m| {
            m.records().map(|r| r.counted()).unwrap_or_default()
        })
    }
    fn count_kind(&self, kind: ActionKind) -> Option<usize> {
        self.run("count_kind", || None, |m| m.records()?.count_kind(kind))
    }
    fn count_event(&self, event: &ModuleEvent) -> Option<(PlayerId, usize)> {
        self.run("count_event", || None, |m| m.records()?.count_event(event))
    }
    fn counted_without_cards(&self) -> Vec<usize> {
        self.run("counted_without_cards", Vec::new, |m| {
            m.records().map(|r| r.counted_without_cards()).unwrap_or_default()
        })
    }
    fn log(&self) -> Box<dyn GameLog> {
        let inner = self.run("log", || None, |m| m.records().map(|r| r.log()));
        Box::new(GuardedLog {
            inner,
            fuse: self.fuse.clone(),
        })
    }
}

/// A plugin's game log behind the guard.
struct GuardedLog {
    inner: Option<Box<dyn GameLog>>,
    fuse: Arc<Fuse>,
}

impl GameLog for GuardedLog {
    fn note(&mut self, game: &Game, event: &Event) {
        if let Some(inner) = &mut self.inner {
            self.fuse.run("note", || (), || inner.note(game, event));
        }
    }
    fn fields(&self, game: &Game) -> Vec<(String, String)> {
        match &self.inner {
            Some(inner) => self.fuse.run("fields", Vec::new, || inner.fields(game)),
            None => Vec::new(),
        }
    }
}

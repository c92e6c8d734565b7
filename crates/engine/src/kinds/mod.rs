//! The action kinds, one file per family as the rules group them (TM-7, OS-6, a rule module's kinds). A family's file
//! holds all of its rules: what makes an action of it performable now and why not (its conditions, each refusal
//! naming its rule), what it asks once taken (its target, its own stage), what it costs beyond its printed cost, and
//! what it does. Its conditions are stated once, in [`Family::condition`]: the verdict on one action (with the reason
//! in words when asked) and the action turn's fast list (`takeable.rs`, through [`cost_limits`]) both read them.
//!
//! This file holds what every action shares — a free action (TM-4.2), discs enough (TM-4.3), a cost the player can
//! pay (D-2) — the [`Family`] trait, and the one table that routes a kind to its family ([`families!`]).

use std::borrow::Cow;
use std::cell::Cell;

use metro_core::{ActionKind, ActionSpec, Yen};

use crate::action::Action;
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
use crate::locale::tr;
use crate::rules::{CostLimits, KIND_CODES};
use crate::state::{Resolution, Stage};

/// The rules of a family of action kinds. Each family is a unit type (`Kinds` in its file) routed to by
/// [`families!`]; the engine asks it through the functions below, never by naming a kind.
pub(crate) trait Family {
    /// The refusal of an action whose cost after discounts is beyond the limit its [`Family::condition`] gives.
    const TOO_DEAR: TooDear = TooDear::Cost;

    /// What makes an action of `kind` performable by `player` now (D-18: it would have an effect; D-2: it can be
    /// paid; and the kind's own rules): `Ok` with the highest printed cost, after the discounts the player could
    /// lift, at which it is ([`ANY_COST`] for any, below 0 for none), or why not, in words when `WHY`.
    ///
    /// It reads `kind`'s variant, never its parameter: the action turn's list asks it once per kind, whatever the
    /// cards print, and only the printed cost (through the limit) sets two actions of one kind apart (a rule
    /// module's kinds aside: the list asks them class by class). `memo` keeps what several kinds ask, for the other
    /// actions of the same list.
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        kind: ActionKind,
        memo: &Memo,
    ) -> Result<Yen, Refusal>;

    /// The discs an action of `kind` needs in hand beyond its spaces, and the refusal without them; `None`: its
    /// spaces alone (TM-4.3). Asked after [`Family::condition`], before the cost.
    #[inline(always)]
    fn spare(_kind: ActionKind) -> Option<Spare> {
        None
    }

    /// Whether an action of `kind` asks a target first ([`Stage::Target`]).
    #[inline]
    fn asks_target(_kind: ActionKind) -> bool {
        false
    }

    /// The family's own stage, asked after the target when it has something to ask (a Station swap's payment, a
    /// Speculate stake).
    #[inline]
    fn own_stage(_game: &Game, _r: &Resolution, _kind: ActionKind) -> Option<Stage> {
        None
    }

    /// Calls `f` with every choice the action being resolved offers at its stage (its target, or its own stage's
    /// choices), in order, until `f` says yes; whether it did. The legal list and the check both read it.
    #[inline]
    fn any_choice(_game: &Game, r: &Resolution, kind: ActionKind, _f: impl FnMut(Action) -> bool) -> bool {
        never!("{kind} asks nothing at {:?}", r.stage);
        false
    }

    /// Whether the action being resolved offers `choice` at its stage: [`Family::any_choice`] asked about it (a
    /// family may answer from the same rule without listing every choice).
    #[inline]
    fn offers(game: &Game, r: &Resolution, kind: ActionKind, choice: Action) -> bool {
        Self::any_choice(game, r, kind, |offered| offered == choice)
    }

    /// The rule and the message of the refusal of a `choice` the action does not offer at `stage`; `None` when the
    /// choice is not of the sort the stage asks for.
    #[inline]
    fn refusal(_stage: Stage, _kind: ActionKind, _choice: Action) -> Option<(&'static str, &'static str)> {
        None
    }

    /// Everything the action costs now, `remaining` being its printed cost less the discounts lifted (TM-7.2).
    #[inline]
    fn total_cost(_game: &Game, _r: &Resolution, _kind: ActionKind, remaining: Yen) -> Yen {
        remaining
    }

    /// What the action keeps from the speed tokens' stage (D-20): a token it is paid with, or a line's slot.
    #[inline]
    fn keeps(_game: &Game, _r: &Resolution, _kind: ActionKind) -> Keep {
        Keep::Nothing
    }

    /// Carries out the action once its choices are made, paying `cost` ([`Game::total_cost`]) where it costs
    /// anything. Only called after the check accepted every choice.
    fn resolve(game: &mut Game, r: &Resolution, kind: ActionKind, cost: Yen, events: &mut Vec<Event>);
}

/// The discs an action needs in hand beyond its spaces ([`Family::spare`]), and the refusal without them.
pub(crate) struct Spare {
    /// How many.
    pub discs: u8,
    /// The rule that asks for them.
    pub rule: &'static str,
    /// The message of the refusal.
    pub message: &'static str,
}

/// The refusal of an action that costs more than its limit ([`Family::TOO_DEAR`]).
pub(crate) enum TooDear {
    /// D-2: the cost after discounts, and the player's cash.
    Cost,
    /// The rule and the message of the family's own.
    Rule(&'static str, &'static str),
}

/// What an action keeps from the speed tokens' stage ([`Family::keeps`], D-20).
pub(crate) enum Keep {
    /// Nothing.
    Nothing,
    /// The speed token it is paid with (a Station swap): none may be assigned when it is the last.
    Token,
    /// A free slot of this line (a Speculate target, for the speculation disc).
    SlotOn(metro_core::LineId),
}

/// A limit of [`Family::condition`]: any cost.
pub(crate) const ANY_COST: Yen = Yen::MAX;

/// A limit of [`Family::condition`]: no cost, not even ¥0.
pub(crate) const NO_COST: Yen = -1;

/// The highest cost `c` with `c × per ≤ budget` (a limit of [`Family::condition`]).
#[inline(always)]
pub(crate) fn within(budget: Yen, per: Yen) -> Yen {
    match (budget < 0, per) {
        (true, _) => NO_COST,
        (false, 0) => ANY_COST,
        (false, per) => budget / per,
    }
}

/// A refusal by rule; the reason in words is built only when `why` asks for it, so that listing the legal actions
/// (which needs only the verdict) formats and allocates nothing.
#[inline]
pub(crate) fn refuse<T>(
    why: bool,
    rule: &'static str,
    reason: impl FnOnce() -> String,
) -> Result<T, Refusal> {
    Err(Refusal {
        rule,
        reason: if why {
            Cow::Owned(reason())
        } else {
            Cow::Borrowed("")
        },
    })
}

/// A refusal by rule whose reason is a message without arguments, `id`.
#[inline]
pub(crate) fn refuse_with<T>(why: bool, rule: &'static str, id: &'static str) -> Result<T, Refusal> {
    refuse(why, rule, || crate::locale::WORDS.message(id, &[]))
}

/// D-18: a refusal because the action would have no effect, `id` the message saying why.
#[inline]
pub(crate) fn no_effect<T>(why: bool, id: &'static str) -> Result<T, Refusal> {
    refuse_with(why, "D-18", id)
}

/// The answer kept in `$cell` (a `Cell<Option<_>>` of a [`Memo`]), worked out by `$answer` the first time it is
/// asked. Written out rather than `OnceCell::get_or_init`: in the legal-action listing, the engine's inner loop, the
/// optimiser left that closure as a call when the crate's code-generation units were cut otherwise (+1.8%
/// instructions a decision in the playout benchmark).
macro_rules! memo {
    ($cell:expr, $answer:expr) => {{
        let cell = &$cell;
        match cell.get() {
            Some(answer) => answer,
            None => {
                let answer = $answer;
                cell.set(Some(answer));
                answer
            }
        }
    }};
}

/// Answers shared by the actions of one list: they depend on the player and the state only, not on the numbers of
/// a kind, so they are worked out at most once per list (lazily: a list without such a kind pays nothing).
#[derive(Default)]
pub(crate) struct Memo {
    /// Whether the meeple has a free neighbouring space (Move).
    pub can_step: Cell<Option<bool>>,
    /// [`Game::fewest_stops`] (Station, Station swap).
    pub fewest_stops: Cell<Option<Option<Yen>>>,
    /// [`Game::cheapest_extra`] (Invest, Invest by disc).
    pub cheapest_extra: Cell<Option<Option<Yen>>>,
    /// Whether any line may be speculated on (Speculate).
    pub can_speculate: Cell<Option<bool>>,
    /// Whether any discard pile offers a card (Card).
    pub pile_offers: Cell<Option<bool>>,
}

/// One family's verdict on an action of `kind` with `spaces` spaces, `discount` lifted off its printed cost: its
/// conditions, the discs it needs beyond its spaces, and its cost within their limit.
#[inline(always)]
fn judge<F: Family, const WHY: bool>(
    game: &Game,
    player: PlayerId,
    kind: ActionKind,
    spaces: u8,
    discount: Yen,
    memo: &Memo,
) -> Result<(), Refusal> {
    let limit = F::condition::<WHY>(game, player, kind, memo)?;
    let p = game.player(player);
    if let Some(spare) = F::spare(kind)
        && p.discs_in_hand < spaces.saturating_add(spare.discs)
    {
        return refuse_with(WHY, spare.rule, spare.message);
    }
    let cost = (kind.printed_cost().unwrap_or(0) - discount).max(0);
    if cost <= limit {
        return Ok(());
    }
    match F::TOO_DEAR {
        TooDear::Cost => refuse(WHY, "D-2", || {
            tr!("refusal-cost", cost = cost.to_string(), cash = p.cash.to_string())
        }),
        TooDear::Rule(rule, message) => refuse_with(WHY, rule, message),
    }
}

/// One family's limit for the action turn's list ([`cost_limits`]): [`Family::condition`] for a kind of it, the
/// discounts the player could lift added to a printed cost's limit, and the classes of the kind that the player has
/// not the spare discs for marked in `short`.
#[inline(always)]
fn limit_of<F: Family>(game: &Game, player: PlayerId, kind: ActionKind, gathered: &mut Gathered<'_>) {
    let code = kind.catalogue_index();
    let Some(&mask) = gathered.masks.get(code) else {
        return;
    };
    if mask == 0 {
        return;
    }
    let mut limit = F::condition::<false>(game, player, kind, &gathered.memo).unwrap_or(NO_COST);
    if kind.printed_cost().is_some() && limit >= 0 {
        limit = limit.saturating_add(gathered.liftable);
    }
    if let Some(slot) = gathered.limits.get_mut(code) {
        *slot = limit;
    }
    if let Some(spare) = F::spare(kind) {
        let hand = game.player(player).discs_in_hand.saturating_sub(spare.discs);
        gathered.short |= mask & !game.rules.classes_within_hand(hand);
    }
}

/// What [`cost_limits`] gathers, kind by kind.
struct Gathered<'a> {
    /// Per kind code, a bit per class of that kind ([`crate::rules::Rules::code_masks`]).
    masks: &'a [u64; KIND_CODES],
    /// The answers the kinds share.
    memo: Memo,
    /// The discount the player could lift.
    liftable: Yen,
    /// The limits so far.
    limits: CostLimits,
    /// The classes the player has not the spare discs for.
    short: u64,
}

/// The table of families: each file of this folder, with one of each built-in kind it holds (any parameter: a
/// family's conditions do not read it). A rule module's kinds, and extension kinds no loaded module implements, are
/// `module`'s. It makes `by_family!` (a kind's family as `F` in an expression), [`cost_limits`] and the tests' list of
/// the built-in kinds. (`$d` is a `$` handed in, for the `by_family!` it writes.)
macro_rules! families {
    ($d:tt $($family:ident: $($variant:ident $({ $($field:ident: $value:expr),+ })?),+;)+) => {
        $(mod $family;)+
        mod module;

        /// Evaluates `$body` with `$F` the family of `$kind` (a type implementing [`Family`]).
        macro_rules! by_family {
            ($d kind:expr, $d F:ident => $d body:expr) => {
                match $d kind {
                    $(
                        $(ActionKind::$variant $({ $($field: _),+ })?)|+ => {
                            type $d F = $family::Kinds;
                            $d body
                        }
                    )+
                    ActionKind::Module { .. } | ActionKind::Extension { .. } => {
                        type $d F = module::Kinds;
                        $d body
                    }
                }
            };
        }

        /// Per kind code, the highest printed cost an action of the kind may have to be taken by `player` now
        /// (discounts they could lift included; below 0 for none), for the kinds the game's cards have; and the
        /// classes the player lacks the discs beyond their spaces for. Every family's [`Family::condition`], asked
        /// once for its kinds: the action turn's list compares each kind-and-spaces class with it.
        pub(crate) fn cost_limits(game: &Game, player: PlayerId) -> (CostLimits, u64) {
            let mut gathered = Gathered {
                masks: game.rules.code_masks(),
                memo: Memo::default(),
                liftable: game.liftable_discount(player),
                limits: [NO_COST; KIND_CODES],
                short: 0,
            };
            $($(
                limit_of::<$family::Kinds>(
                    game,
                    player,
                    ActionKind::$variant $({ $($field: $value),+ })?,
                    &mut gathered,
                );
            )+)+
            (gathered.limits, gathered.short)
        }

        /// One of each built-in kind, as the table names them.
        #[cfg(test)]
        const BUILTIN: &[ActionKind] = &[$($(ActionKind::$variant $({ $($field: $value),+ })?),+),+];
    };
}

families! { $
    r#move: Move { distance: 1 };
    station: Station { cost: 0 }, StationSwap;
    invest: Invest { cost: 0 }, InvestByDisc;
    start: Start { value: 0 };
    discount: Discount { amount: 0 };
    bid: Bid { bonus: 0 };
    loan: Loan, Repay;
    speculate: Speculate;
    speed: Speed { tokens: 1 };
    action: Action { cost: 0 };
    bike: Bike;
    card: Card { cost: 0 };
    sell: Sell;
    copy: Copy { cost: 0 };
}

impl Game {
    /// Whether `player` may put discs on `action` now (TM-4.2, TM-4.3, D-18, D-2), and if not, why.
    /// With `why` false the reason is left empty: listing the legal actions needs only the verdict.
    #[inline]
    pub(crate) fn can_take(&self, player: PlayerId, action: ActionRef, why: bool) -> Result<(), Refusal> {
        let Some(spec) = self.rules.action(action) else {
            return refuse(why, "TM-4.1", || tr!("refusal-no-such-action"));
        };
        let liftable = self.liftable_discount(player);
        self.can_take_spec(player, action, spec, liftable, why, &Memo::default())
    }

    /// [`Game::can_take`] for an action that exists, with its spec, the discount the player could lift (`liftable`,
    /// summed once per list) and the answers shared by the list's actions in `memo` (for this player and state).
    #[inline]
    pub(crate) fn can_take_spec(
        &self,
        player: PlayerId,
        action: ActionRef,
        spec: ActionSpec,
        liftable: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        if self.state.occupants[action.slot()] != 0 {
            return refuse(why, "TM-4.2", || tr!("refusal-disc-on-action"));
        }
        let p = self.player(player);
        if p.discs_in_hand < spec.spaces {
            return refuse(why, "TM-4.3", || {
                tr!(
                    "refusal-needs-discs",
                    needed = spec.spaces,
                    discs = p.discs_in_hand
                )
            });
        }
        let discount = if spec.kind.printed_cost().is_some() {
            liftable
        } else {
            0
        };
        self.performable(player, spec.kind, spec.spaces, discount, why, memo)
    }

    /// Whether `player` could perform an action of `kind` with `spaces` spaces now, `discount` lifted off its
    /// printed cost: its family's conditions, the discs it needs beyond its spaces, and its cost (D-18, D-2).
    #[inline]
    pub(crate) fn performable(
        &self,
        player: PlayerId,
        kind: ActionKind,
        spaces: u8,
        discount: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        if why {
            self.performable_as::<true>(player, kind, spaces, discount, memo)
        } else {
            self.performable_as::<false>(player, kind, spaces, discount, memo)
        }
    }

    /// [`Game::performable`], the reasons put into words when `WHY`. Always inlined: listing the legal actions asks
    /// it without `WHY`, and the verdict alone compiles to a few comparisons there.
    #[inline(always)]
    pub(crate) fn performable_as<const WHY: bool>(
        &self,
        player: PlayerId,
        kind: ActionKind,
        spaces: u8,
        discount: Yen,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        by_family!(kind, F => judge::<F, WHY>(self, player, kind, spaces, discount, memo))
    }

    /// Whether the action being resolved asks a target first ([`Family::asks_target`]).
    #[inline]
    pub(crate) fn asks_target(&self, kind: ActionKind) -> bool {
        by_family!(kind, F => F::asks_target(kind))
    }

    /// The stage of the action's family asked after its target, if it has one to ask ([`Family::own_stage`]).
    #[inline]
    pub(crate) fn own_stage(&self, r: &Resolution, kind: ActionKind) -> Option<Stage> {
        by_family!(kind, F => F::own_stage(self, r, kind))
    }

    /// Calls `f` with every choice the action being resolved offers at its target stage or its family's own stage,
    /// in order ([`Family::any_choice`]).
    #[inline]
    pub(crate) fn for_each_choice(&self, r: &Resolution, mut f: impl FnMut(Action)) {
        if let Some(kind) = self.rules.kind(r.action) {
            by_family!(kind, F => F::any_choice(self, r, kind, |choice| {
                f(choice);
                false
            }));
        }
    }

    /// Whether the action being resolved offers `choice` at its target stage or its family's own stage
    /// ([`Family::offers`]).
    #[inline]
    pub(crate) fn offers(&self, r: &Resolution, choice: Action) -> bool {
        self.rules
            .kind(r.action)
            .is_some_and(|kind| by_family!(kind, F => F::offers(self, r, kind, choice)))
    }

    /// Why a target (or a choice of its family's own stage) the action being resolved does not offer is refused,
    /// naming the action's own rule; `None` if the choice is not of the sort the stage asks for.
    pub(crate) fn choice_refusal(&self, r: &Resolution, choice: Action) -> Option<Refusal> {
        let kind = self.rules.kind(r.action)?;
        let (rule, message) = by_family!(kind, F => F::refusal(r.stage, kind, choice))?;
        Some(Refusal::new(rule, crate::locale::WORDS.message(message, &[])))
    }

    /// What the action being resolved keeps from the speed tokens' stage ([`Family::keeps`]).
    #[inline]
    pub(crate) fn keeps(&self, r: &Resolution, kind: ActionKind) -> Keep {
        by_family!(kind, F => F::keeps(self, r, kind))
    }

    /// Carries out an action of `kind` being resolved, paying `cost` ([`Family::resolve`]).
    #[inline]
    pub(crate) fn resolve_kind(
        &mut self,
        r: &Resolution,
        kind: ActionKind,
        cost: Yen,
        events: &mut Vec<Event>,
    ) {
        by_family!(kind, F => F::resolve(self, r, kind, cost, events))
    }

    /// The printed yen cost of the action being resolved, before discounts (TM-7.2; per stop for Station).
    #[inline]
    pub(crate) fn printed_cost(&self, r: &Resolution) -> Yen {
        self.rules
            .action(r.action)
            .and_then(|spec| spec.kind.printed_cost())
            .unwrap_or(0)
    }

    /// The printed cost still to pay after the discounts lifted so far.
    #[inline]
    pub(crate) fn remaining_cost(&self, r: &Resolution) -> Yen {
        (self.printed_cost(r) - r.discount).max(0)
    }

    /// Everything the action being resolved costs now: the discounted cost and what its family adds (per stop for
    /// Station, TM-7.3; a share's extra, TM-7.5), [`Family::total_cost`].
    #[inline]
    pub(crate) fn total_cost(&self, r: &Resolution) -> Yen {
        let Some(spec) = self.rules.action(r.action) else {
            return 0;
        };
        let remaining = self.remaining_cost(r);
        by_family!(spec.kind, F => F::total_cost(self, r, spec.kind, remaining))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kind_code;

    /// A rule module's kind and an extension kind, beside the built-in ones.
    const OTHERS: [ActionKind; 2] = [
        ActionKind::Module {
            module: 0,
            kind: 1,
            param: 2,
        },
        ActionKind::Extension {
            kind: 40,
            param: Some(1),
        },
    ];

    // rule OS-6.2 rule D-28 rule TM-4.3: Invest by disc and Copy need a disc in hand beyond their spaces; every other
    // kind its spaces alone.
    #[test]
    fn invest_by_disc_and_copy_need_a_spare_disc() {
        for kind in BUILTIN.iter().chain(&OTHERS).copied() {
            let spare = by_family!(kind, F => F::spare(kind)).map(|spare| (spare.discs, spare.rule));
            let expected = match kind {
                ActionKind::InvestByDisc => Some((1, "OS-6.2")),
                ActionKind::Copy { .. } => Some((1, "D-28")),
                _ => None,
            };
            assert_eq!(spare, expected, "{kind:?}");
        }
    }

    /// Every kind's code is below [`KIND_CODES`].
    #[test]
    fn every_kind_has_a_code() {
        for kind in BUILTIN.iter().chain(&OTHERS).copied() {
            assert!((kind_code(kind) as usize) < KIND_CODES, "{kind:?}");
        }
    }

    /// The table names each built-in kind once, in the order of their codes, and each is routed to a family.
    #[test]
    fn the_table_holds_every_builtin_kind_once() {
        let codes: Vec<usize> = BUILTIN.iter().map(|kind| kind.catalogue_index()).collect();
        assert_eq!(codes, (0..ActionKind::BUILTIN_COUNT).collect::<Vec<_>>());
    }
}

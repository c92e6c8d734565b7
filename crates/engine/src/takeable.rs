//! The action turn's `Take` options without asking each action in reach: every kind's verdict (D-18, D-2 and the
//! kind's own conditions, as [`Game::performable`] decides them) worked out once per turn as a cost limit, every
//! kind-and-spaces class's verdict as a comparison with it, then one pass over the cards in reach that lists each
//! free action (TM-4.2) with discs enough (TM-4.3) whose class can be performed, in the order of
//! [`Game::for_each_spec_in_reach`].
//!
//! Why: a random 4-player Tokyo playout lists about 48 actions in reach at each of its ~80 action turns, and asking
//! each one its kind's conditions was the engine's largest cost (issue 14), mostly in mispredicted jumps on the
//! kind. Here the loop over the actions has no branch that depends on the position.
//!
//! The facts restate `performable`'s conditions: `tests/legal_from_scratch.rs` compares this list with the verdict
//! of [`Game::can_take_spec`] on every action in reach before every decision of many configurations.

use metro_core::{ActionKind, ActionSpec, Yen};

use crate::action::Action;
use crate::conditions::Memo;
use crate::game::Game;
use crate::ids::{CardId, PlayerId};
use crate::rules::{CLASS_BITS, TakeCard};
use crate::state::{LOAN, MAX_DISCS};

/// A kind as [`CostLimits`] tells it apart: a built-in kind's [`ActionKind::catalogue_index`], whatever its number,
/// then one code for every rule module's kind and one for every extension kind.
pub(crate) type KindCode = u8;

/// The code of a built-in kind.
const fn code(kind: ActionKind) -> KindCode {
    kind.catalogue_index() as KindCode
}

const MOVE: KindCode = code(ActionKind::Move { distance: 1 });
const STATION: KindCode = code(ActionKind::Station { cost: 0 });
const STATION_SWAP: KindCode = code(ActionKind::StationSwap);
const INVEST: KindCode = code(ActionKind::Invest { cost: 0 });
const INVEST_BY_DISC: KindCode = code(ActionKind::InvestByDisc);
const START: KindCode = code(ActionKind::Start { value: 0 });
const DISCOUNT: KindCode = code(ActionKind::Discount { amount: 0 });
const BID: KindCode = code(ActionKind::Bid { bonus: 0 });
const LOAN_KIND: KindCode = code(ActionKind::Loan);
const REPAY: KindCode = code(ActionKind::Repay);
const SPECULATE: KindCode = code(ActionKind::Speculate);
const SPEED: KindCode = code(ActionKind::Speed { tokens: 1 });
const ACTION: KindCode = code(ActionKind::Action { cost: 0 });
const BIKE: KindCode = code(ActionKind::Bike);
const CARD: KindCode = code(ActionKind::Card { cost: 0 });
const SELL: KindCode = code(ActionKind::Sell);
const COPY: KindCode = code(ActionKind::Copy { cost: 0 });

/// The code of a rule module's kind, whose verdict the module gives ([`crate::module::Turns::performable`]).
pub(crate) const MODULE_CODE: KindCode = ActionKind::BUILTIN_COUNT as KindCode;

/// The code of an extension kind, which no loaded module implements (never performable).
const EXTENSION_CODE: KindCode = MODULE_CODE + 1;

/// The number of [`KindCode`]s.
pub(crate) const KIND_CODES: usize = EXTENSION_CODE as usize + 1;

/// The [`KindCode`] of a kind.
pub(crate) fn kind_code(kind: ActionKind) -> KindCode {
    match kind {
        ActionKind::Module { .. } => MODULE_CODE,
        ActionKind::Extension { .. } => EXTENSION_CODE,
        kind => code(kind),
    }
}

/// The discs an action needs in hand to be taken: its spaces (TM-4.3), and one more for Invest by disc (OS-6.2) and
/// Copy (D-28), which are refused without it.
pub(crate) fn discs_needed(spec: ActionSpec) -> u8 {
    let extra_disc = matches!(spec.kind, ActionKind::InvestByDisc | ActionKind::Copy { .. });
    spec.spaces.saturating_add(extra_disc as u8)
}

/// How many `Take` options [`Game::takeable_options`] gathers before it appends them to the list.
const LISTED: usize = 64;
const _: () = assert!(LISTED.is_power_of_two());

/// The kinds whose printed yen cost discounts lower (TM-7.2, TM-7.7): `ActionKind::printed_cost`'s.
const DISCOUNTABLE: [KindCode; 5] = [STATION, INVEST, ACTION, CARD, COPY];

/// For every [`KindCode`], the highest printed cost an action of that kind may have to be performed by the player
/// now, discounts they could lift included; −1 when no action of the kind can be (a kind without a printed cost
/// counts as costing ¥0).
type CostLimits = [Yen; KIND_CODES];

impl Game {
    /// The `Take` options of an action turn, in the order of [`Game::for_each_spec_in_reach`].
    pub(crate) fn takeable_options(&self, player: PlayerId, out: &mut Vec<Action>) {
        let p = self.player(player);
        let hand = p.discs_in_hand;
        // TM-4.3: every action takes at least one disc.
        if hand == 0 {
            return;
        }
        if self.rules.has_unclassed() {
            return self.takeable_options_one_by_one(player, out);
        }
        let yes = self.class_verdicts(player) & self.rules.classes_within_hand(hand);
        let gather = Gather {
            takes: self.rules.card_takes(),
            occupants: &self.state.occupants,
            yes,
        };
        let mut listed = [Action::Pass; LISTED];
        let mut len = 0;
        for column in &self.state.columns {
            for card in column.rows.iter().flatten() {
                len = gather.card(*card, &mut listed, len, out);
            }
        }
        for card in &p.personal_cards {
            len = gather.card(*card, &mut listed, len, out);
        }
        out.extend_from_slice(listed.get(..len).unwrap_or_default());
    }

    /// A bit per kind-and-spaces class ([`crate::rules::TakeEntry::class`]): whether `player` could perform an
    /// action of it now (its discs aside). No branch on the position: a mask per kind, a comparison per kind and
    /// printed cost (the classes of one kind and cost go together); a rule module's classes ask the module.
    fn class_verdicts(&self, player: PlayerId) -> u64 {
        let limits = self.cost_limits(player);
        // Every class of a kind whose conditions hold, then the classes with a cost beyond their kind's limit out.
        let mut yes = 0u64;
        for (mask, limit) in self.rules.code_masks().iter().zip(limits) {
            yes |= mask & ((limit >= 0) as u64).wrapping_neg();
        }
        for &(code, cost, classes) in self.rules.costed_groups() {
            let limit = limits.get(code as usize).copied().unwrap_or(-1);
            yes &= !(classes & ((cost > limit) as u64).wrapping_neg());
        }
        let mut module_classes = self.rules.code_masks()[MODULE_CODE as usize];
        while module_classes != 0 {
            let class = module_classes.trailing_zeros() as u8;
            module_classes &= module_classes - 1;
            let performable = self.rules.class_spec(class).is_some_and(|spec| {
                self.performable_as::<false>(player, spec.kind, spec.spaces, 0, &Memo::default())
                    .is_ok()
            });
            yes |= (performable as u64) << class;
        }
        yes
    }

    /// [`CostLimits`] of `player`'s turn, for the kinds the game's actions have: [`Game::performable`]'s
    /// conditions, kind by kind.
    fn cost_limits(&self, player: PlayerId) -> CostLimits {
        let s = &self.state;
        let p = self.player(player);
        let has = |code: KindCode| self.rules.code_masks()[code as usize] != 0;
        // Open: any cost (the kinds without one); closed: none.
        const OPEN: Yen = Yen::MAX;
        const CLOSED: Yen = -1;
        let gate = |open: bool| if open { OPEN } else { CLOSED };
        // The highest cost `c` with `c × per ≤ budget`.
        let within = |budget: Yen, per: Yen| match (budget < 0, per) {
            (true, _) => CLOSED,
            (false, 0) => OPEN,
            (false, per) => budget / per,
        };
        let mut limits = [CLOSED; KIND_CODES];
        if has(MOVE) {
            // Move: a free neighbouring space.
            limits[MOVE as usize] = gate(
                p.space()
                    .is_some_and(|from| self.map().neighbours(from).any(|n| self.free(n))),
            );
        }
        if has(STATION) || has(STATION_SWAP) {
            // Station: a pyramid left and a station touched without one, paid per stop (TM-7.3); Station swap: paid
            // with a speed token or the bike (TM-7.4).
            if let Some(stops) = self.fewest_stops(player).filter(|_| p.pyramids > 0) {
                limits[STATION as usize] = within(p.cash, stops);
                limits[STATION_SWAP as usize] = gate(p.speed_tokens > 0 || p.bike);
            }
        }
        if has(INVEST) || has(INVEST_BY_DISC) {
            // Invest: a share the player may buy, its cost plus extra payable (TM-7.5); by disc: the extra alone
            // (OS-6.2).
            if let Some(extra) = self.cheapest_extra(player) {
                limits[INVEST as usize] = within(p.cash - extra, 1);
                limits[INVEST_BY_DISC as usize] = gate(extra <= p.cash);
            }
        }
        if has(START) {
            limits[START as usize] = gate(s.lines.iter().any(|l| !l.on_map()));
        }
        limits[DISCOUNT as usize] = OPEN;
        limits[BID as usize] = OPEN;
        limits[LOAN_KIND as usize] = gate(s.loan_supply > 0);
        limits[REPAY as usize] = gate(p.loans > 0 && p.cash >= LOAN);
        if has(SPECULATE) {
            limits[SPECULATE as usize] =
                gate(p.speculation_discs > 0 && self.speculation_targets(player, p.cash).next().is_some());
        }
        limits[SPEED as usize] = gate(s.speed_supply > 0);
        if p.discs_owned < MAX_DISCS && p.discs_in_supply > 0 {
            limits[ACTION as usize] = within(p.cash, 1);
        }
        limits[BIKE as usize] = gate(!p.bike && s.bike_supply > 0);
        if has(CARD) && (0..s.columns.len()).any(|c| self.pile_offers_card(c)) {
            limits[CARD as usize] = within(p.cash, 1);
        }
        if has(SELL) {
            limits[SELL as usize] = gate(s.lines.iter().any(|l| l.share_of(player).is_some()));
        }
        if p.copy_ready.is_none() {
            limits[COPY as usize] = within(p.cash, 1);
        }
        // The discounts the player could lift lower every printed cost, not below ¥0: a cost up to the limit plus
        // the discount is payable.
        let liftable = self.liftable_discount(player);
        for code in DISCOUNTABLE {
            let limit = &mut limits[code as usize];
            if *limit >= 0 {
                *limit = limit.saturating_add(liftable);
            }
        }
        limits
    }

    /// [`Game::takeable_options`] for a card set with more kinds-and-spaces than [`crate::rules::CLASSES`] (and the
    /// list made from scratch that tests compare with): every action in reach asked [`Game::can_take_spec`] in turn.
    #[cold]
    #[inline(never)]
    pub(crate) fn takeable_options_one_by_one(&self, player: PlayerId, out: &mut Vec<Action>) {
        let liftable = self.liftable_discount(player);
        let memo = Memo::default();
        self.for_each_spec_in_reach(player, |action, spec| {
            if self
                .can_take_spec(player, action, spec, liftable, false, &memo)
                .is_ok()
            {
                out.push(Action::Take(action));
            }
        });
    }
}

/// What [`Game::takeable_options`] reads for every card in reach: each card's places, which places hold a disc, and
/// which classes the player can take now.
struct Gather<'a> {
    /// Per card, its places and `Take` actions ([`Rules::card_takes`](crate::rules::Rules::card_takes)).
    takes: &'a [TakeCard],
    /// Per action place (`2 × card + action`), the discs on it.
    occupants: &'a [u8],
    /// A bit per class the player can take now, discs in hand included.
    yes: u64,
}

impl Gather<'_> {
    /// The `Take` options of one card: each action free (TM-4.2) with a class the player can take (`yes`), written
    /// to `listed` after its first `len` (the new count is returned), after appending the gathered options to `out`
    /// when `listed` has no room for two more. Both are written and only the takeable ones counted: no branch on the
    /// verdict. `len` stays below `LISTED`, a power of two, so the remainder costs no bounds check.
    #[inline(always)]
    fn card(
        &self,
        card: CardId,
        listed: &mut [Action; LISTED],
        mut len: usize,
        out: &mut Vec<Action>,
    ) -> usize {
        let slot = card.0 as usize * 2;
        let (Some(take), Some(&[first, second])) = (
            self.takes.get(card.0 as usize),
            self.occupants.get(slot..slot + 2),
        ) else {
            return len;
        };
        if len > LISTED - 2 {
            out.extend_from_slice(listed.get(..len).unwrap_or_default());
            len = 0;
        }
        let [place0, place1] = take.places;
        let takeable0 = (first == 0) & ((self.yes >> (place0.class & CLASS_BITS)) & 1 != 0);
        let takeable1 = (second == 0) & ((self.yes >> (place1.class & CLASS_BITS)) & 1 != 0);
        listed[len % LISTED] = take.actions[0];
        len += takeable0 as usize;
        listed[len % LISTED] = take.actions[1];
        len += takeable1 as usize;
        len
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every built-in kind, with a parameter where it takes one.
    fn kinds() -> Vec<ActionKind> {
        vec![
            ActionKind::Move { distance: 2 },
            ActionKind::Station { cost: 100 },
            ActionKind::StationSwap,
            ActionKind::Invest { cost: 300 },
            ActionKind::InvestByDisc,
            ActionKind::Start { value: 500 },
            ActionKind::Discount { amount: 200 },
            ActionKind::Bid { bonus: 300 },
            ActionKind::Loan,
            ActionKind::Repay,
            ActionKind::Speculate,
            ActionKind::Speed { tokens: 2 },
            ActionKind::Action { cost: 500 },
            ActionKind::Bike,
            ActionKind::Card { cost: 300 },
            ActionKind::Sell,
            ActionKind::Copy { cost: 100 },
            ActionKind::Module {
                module: 0,
                kind: 1,
                param: 2,
            },
            ActionKind::Extension {
                kind: 40,
                param: Some(1),
            },
        ]
    }

    /// The discountable codes are exactly the kinds with a printed cost, and every code is below [`KIND_CODES`].
    #[test]
    fn the_discountable_codes_are_the_kinds_with_a_printed_cost() {
        for kind in kinds() {
            let code = kind_code(kind);
            assert!((code as usize) < KIND_CODES, "{kind:?}");
            assert_eq!(
                DISCOUNTABLE.contains(&code),
                kind.printed_cost().is_some(),
                "{kind:?}"
            );
        }
    }

    /// The built-in card sets' classes: each kind-and-spaces once, every action's place naming its own, and each
    /// kind's classes a run by ascending cost (what `class_verdicts` relies on).
    #[test]
    fn the_card_sets_are_numbered_in_classes_by_kind_and_cost() {
        use std::sync::Arc;

        use metro_core::KindCatalogue;

        use crate::ids::ActionRef;
        use crate::rules::{Rules, Setup};

        let sets = [
            ("tokyo", metro_tokyo::MAP_TOML, metro_tokyo::CARDS_TOML, 52),
            ("osaka", metro_osaka::MAP_TOML, metro_osaka::CARDS_TOML, 38),
        ];
        for (name, map, cards, classes) in sets {
            let map = metro_data::load_map(name, map).expect("a built-in map");
            let cards = metro_data::load_card_set(name, cards, &KindCatalogue::builtin())
                .expect("a built-in card set");
            let rules = Rules::new(Setup::new(Arc::new(map), Arc::new(cards), 4)).expect("a valid setup");
            assert!(!rules.has_unclassed(), "{name}");
            let specs: Vec<ActionSpec> = (0..classes as u8)
                .map(|class| rules.class_spec(class).expect("a class"))
                .collect();
            assert_eq!(rules.class_spec(classes as u8), None, "{name}: {classes} classes");
            for (i, spec) in specs.iter().enumerate() {
                assert!(!specs[..i].contains(spec), "{name}: {spec:?} numbered twice");
            }
            for pair in specs.windows(2) {
                let key = |spec: &ActionSpec| (kind_code(spec.kind), spec.kind.printed_cost().unwrap_or(0));
                assert!(key(&pair[0]) <= key(&pair[1]), "{name}: {pair:?} out of order");
            }
            for card in 0..rules.card_count() {
                let card = crate::ids::CardId(card as u8);
                for (i, place) in rules.card_takes()[card.0 as usize].places.iter().enumerate() {
                    let action = ActionRef {
                        card,
                        action: i as u8,
                    };
                    match rules.action(action) {
                        Some(spec) => {
                            assert_eq!(rules.class_spec(place.class), Some(spec), "{name}: {action:?}");
                            // Its class is within a hand of exactly the discs it needs, not one fewer.
                            let needed = discs_needed(spec);
                            let bit = 1u64 << place.class;
                            assert_ne!(rules.classes_within_hand(needed) & bit, 0, "{name}: {action:?}");
                            assert_eq!(
                                rules.classes_within_hand(needed - 1) & bit,
                                0,
                                "{name}: {action:?}"
                            );
                            assert_ne!(rules.classes_within_hand(u8::MAX) & bit, 0, "{name}: {action:?}");
                        }
                        // No action: no class, whose bit no hand has.
                        None => {
                            assert_eq!(place.class, crate::rules::UNCLASSED, "{name}: {action:?}");
                            assert_eq!(
                                rules.classes_within_hand(u8::MAX) >> (crate::rules::UNCLASSED & CLASS_BITS),
                                0
                            );
                        }
                    }
                }
            }
        }
    }

    /// Invest by disc and Copy need a disc more than their spaces (OS-6.2, D-28); the others their spaces.
    #[test]
    fn discs_needed_counts_the_extra_disc() {
        for kind in kinds() {
            let spec = ActionSpec { kind, spaces: 2 };
            let extra = matches!(kind, ActionKind::InvestByDisc | ActionKind::Copy { .. });
            assert_eq!(discs_needed(spec), 2 + extra as u8, "{kind:?}");
        }
    }
}

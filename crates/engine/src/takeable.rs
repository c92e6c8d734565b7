//! The action turn's `Take` options without asking each action in reach: every kind's verdict (its family's
//! conditions, [`crate::kinds::Family::condition`]) worked out once per turn as a cost limit ([`cost_limits`]), every
//! kind-and-spaces class's verdict as a comparison with it, then one pass over the cards in reach that lists each
//! free action (TM-4.2) with discs enough (TM-4.3) whose class can be performed, in the order of
//! [`Game::for_each_spec_in_reach`].
//!
//! Why: a random 4-player Tokyo playout lists about 48 actions in reach at each of its ~80 action turns, and asking
//! each one its kind's conditions was the engine's largest cost (issue 14), mostly in mispredicted jumps on the
//! kind. Here the loop over the actions has no branch that depends on the position.
//!
//! The conditions are the families' own, read once per kind: `tests/engine/legal_from_scratch.rs` compares this list with
//! the verdict of [`Game::can_take_spec`] on every action in reach before every decision of many configurations.

use crate::action::Action;
use crate::game::Game;
use crate::ids::{CardId, PlayerId};
use crate::kinds::{Memo, cost_limits};
use crate::rules::{CLASS_BITS, MODULE_CODE, TakeCard};

/// How many `Take` options [`Game::takeable_options`] gathers before it appends them to the list.
const LISTED: usize = 64;
const _: () = assert!(LISTED.is_power_of_two());

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
    /// action of it now (its spaces aside). No branch on the position: a mask per kind, a comparison per kind and
    /// printed cost (the classes of one kind and cost go together), the classes short of the discs their kind needs
    /// beyond its spaces taken out; a rule module's classes ask the module.
    fn class_verdicts(&self, player: PlayerId) -> u64 {
        let (limits, short) = cost_limits(self, player);
        // Every class of a kind whose conditions hold, then the classes with a cost beyond their kind's limit out.
        let mut yes = 0u64;
        for (mask, limit) in self.rules.code_masks().iter().zip(limits) {
            yes |= mask & ((limit >= 0) as u64).wrapping_neg();
        }
        for &(code, cost, classes) in self.rules.costed_groups() {
            let limit = limits.get(code as usize).copied().unwrap_or(-1);
            yes &= !(classes & ((cost > limit) as u64).wrapping_neg());
        }
        yes &= !short;
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
    use metro_core::ActionSpec;

    use super::*;
    use crate::rules::kind_code;

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
                            // Its class is within a hand of exactly its spaces, not one fewer (TM-4.3).
                            let needed = spec.spaces;
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
}

//! The kind classes of the action turn's list: each card's action places as a byte (the class of its kind and
//! spaces), the `Take` actions naming them, and the classes' bit masks by kind code, cost and spaces — made once per
//! game from the cards' actions.

use metro_core::{ActionKind, ActionSpec, Yen};

use super::Rules;
use crate::action::Action;
use crate::ids::{ActionRef, CardId};

/// A kind as the action turn's list tells it apart: a built-in kind's [`ActionKind::catalogue_index`], whatever its
/// number, then one code for every rule module's kind and one for every extension kind.
pub(crate) type KindCode = u8;

/// The code of a rule module's kind, whose verdict the module gives (its `Turns::performable`).
pub(crate) const MODULE_CODE: KindCode = ActionKind::BUILTIN_COUNT as KindCode;

/// The code of an extension kind, which no loaded module implements (never performable).
const EXTENSION_CODE: KindCode = MODULE_CODE + 1;

/// The number of [`KindCode`]s.
pub(crate) const KIND_CODES: usize = EXTENSION_CODE as usize + 1;

/// For every [`KindCode`], the highest printed cost an action of that kind may have to be performed by the player
/// now, discounts they could lift included; below 0 when no action of the kind can be (a kind without a printed cost
/// counts as costing ¥0).
pub(crate) type CostLimits = [Yen; KIND_CODES];

/// The [`KindCode`] of a kind.
pub(crate) fn kind_code(kind: ActionKind) -> KindCode {
    match kind {
        ActionKind::Module { .. } => MODULE_CODE,
        ActionKind::Extension { .. } => EXTENSION_CODE,
        kind => kind.catalogue_index() as KindCode,
    }
}

/// One action place of a card as the action turn's list reads it (`takeable.rs`): a byte instead of the
/// printed spec (its spaces follow from its class: [`Rules::classes_within_hand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TakeEntry {
    /// The action's kind and spaces, numbered per game ([`Rules::class_spec`]) below [`CLASSES`]; [`UNCLASSED`] for
    /// an action beyond them (asked on its own) or no action (a card's missing second action, never takeable: its
    /// bit, the last, is no class's).
    pub class: u8,
}

/// A card as the action turn's list reads it: its two action places and the two `Take` actions naming them, made
/// once per game rather than at every turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TakeCard {
    /// Its action places.
    pub places: [TakeEntry; 2],
    /// `Take` of each place.
    pub actions: [Action; 2],
}

/// The most kinds-and-spaces numbered per game: a list keeps a bit per class in a 64-bit mask.
pub(crate) const CLASSES: usize = 63;

/// The mask that keeps a class's bit within a 64-bit mask (an [`UNCLASSED`] action reads the last, unused bit).
pub(crate) const CLASS_BITS: u8 = 63;

/// The class of an action that has none: beyond the [`CLASSES`] first kinds-and-spaces, or no action at all.
pub(crate) const UNCLASSED: u8 = u8::MAX;

/// The tables of the action turn's list, by kind class ([`TakeEntry::class`]).
pub(super) struct ClassTables {
    /// Per card, its two action places as the action turn's list reads them ([`TakeCard`]).
    card_take: Vec<TakeCard>,
    /// The distinct kinds-and-spaces of the actions, by [`TakeEntry::class`].
    classes: Vec<ActionSpec>,
    /// Per [`KindCode`], a bit per class of that kind.
    code_masks: [u64; KIND_CODES],
    /// The classes with a printed cost above ¥0, a group per kind code and cost: (kind code, cost, a bit per class).
    costed_groups: Vec<(KindCode, Yen, u64)>,
    /// Per discs in hand (the last entry for that many or more), a bit per class whose actions have no more spaces.
    classes_within_hand: Vec<u64>,
    /// Whether some action has no class (more kinds-and-spaces than [`CLASSES`]).
    unclassed: bool,
}

impl ClassTables {
    /// The tables of the cards' actions, `card_actions` by card (the card set's, then the modules').
    pub(super) fn new(card_actions: &[[Option<ActionSpec>; 2]]) -> ClassTables {
        // The distinct kinds-and-spaces, numbered by kind, then ascending cost: a fixed order, whatever the cards'.
        // Specs of one kind may tie on the sort key (a Move's distance is not in it), so duplicates are dropped by
        // search, not by neighbourhood.
        let mut sorted: Vec<ActionSpec> = card_actions.iter().flatten().flatten().copied().collect();
        sorted.sort_by_key(|spec| {
            (
                kind_code(spec.kind),
                spec.kind.printed_cost().unwrap_or(0),
                spec.spaces,
            )
        });
        let mut classes: Vec<ActionSpec> = Vec::with_capacity(sorted.len());
        for spec in sorted {
            if !classes.contains(&spec) {
                classes.push(spec);
            }
        }
        let class_of = |spec: ActionSpec| {
            classes
                .iter()
                .position(|c| *c == spec)
                .filter(|&i| i < CLASSES)
                .map_or(UNCLASSED, |i| i as u8)
        };
        let card_take = card_actions
            .iter()
            .enumerate()
            .map(|(card, places)| TakeCard {
                places: places.map(|place| match place {
                    None => TakeEntry { class: UNCLASSED },
                    Some(spec) => TakeEntry {
                        class: class_of(spec),
                    },
                }),
                actions: [0, 1].map(|action| {
                    Action::Take(ActionRef {
                        card: CardId(card as u8),
                        action,
                    })
                }),
            })
            .collect();
        let unclassed = classes.len() > CLASSES;
        classes.truncate(CLASSES);
        let mut code_masks = [0u64; KIND_CODES];
        let mut costed_groups: Vec<(KindCode, Yen, u64)> = Vec::new();
        for (class, spec) in classes.iter().enumerate() {
            let code = kind_code(spec.kind);
            if let Some(mask) = code_masks.get_mut(code as usize) {
                *mask |= 1 << class;
            }
            if let Some(cost) = spec.kind.printed_cost().filter(|&cost| cost > 0) {
                match costed_groups
                    .iter_mut()
                    .find(|&&mut (c, k, _)| (c, k) == (code, cost))
                {
                    Some((_, _, classes)) => *classes |= 1 << class,
                    None => costed_groups.push((code, cost, 1 << class)),
                }
            }
        }
        // Per discs in hand, the classes whose actions that many discs can cover (TM-4.3; the discs some kinds need
        // beyond their spaces are their family's, `Family::spare` in `kinds/`): the last entry holds every class.
        let most_spaces = classes.iter().map(|spec| spec.spaces).max().unwrap_or(0);
        let classes_within_hand = (0..=most_spaces)
            .map(|hand| {
                classes
                    .iter()
                    .enumerate()
                    .filter(|&(_, spec)| spec.spaces <= hand)
                    .fold(0u64, |mask, (class, _)| mask | 1 << class)
            })
            .collect();
        ClassTables {
            card_take,
            classes,
            code_masks,
            costed_groups,
            classes_within_hand,
            unclassed,
        }
    }
}

impl Rules {
    /// Every card's places and `Take` actions as the action turn's list reads them, by card.
    pub(crate) fn card_takes(&self) -> &[TakeCard] {
        &self.class_tables.card_take
    }

    /// The kind and spaces of a class of [`TakeEntry`] (below [`CLASSES`]).
    pub(crate) fn class_spec(&self, class: u8) -> Option<ActionSpec> {
        self.class_tables.classes.get(class as usize).copied()
    }

    /// Per kind code, a bit per class of that kind.
    #[inline]
    pub(crate) fn code_masks(&self) -> &[u64; KIND_CODES] {
        &self.class_tables.code_masks
    }

    /// The classes with a printed cost above ¥0, a group per kind code and cost: (kind code, cost, a bit per class).
    #[inline]
    pub(crate) fn costed_groups(&self) -> &[(KindCode, Yen, u64)] {
        &self.class_tables.costed_groups
    }

    /// A bit per class whose actions have at most `hand` spaces (TM-4.3).
    #[inline]
    pub(crate) fn classes_within_hand(&self, hand: u8) -> u64 {
        let table = &self.class_tables.classes_within_hand;
        table.get(hand as usize).or(table.last()).copied().unwrap_or(0)
    }

    /// Whether some action has no class (more kinds-and-spaces than [`CLASSES`]).
    #[inline]
    pub(crate) fn has_unclassed(&self) -> bool {
        self.class_tables.unclassed
    }
}

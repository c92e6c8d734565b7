//! Action cards: kinds of action, their parameters, cards, columns and whole card sets (TM-4, CP-2).
//!
//! The module is split by job: cards, columns and the validated [`CardSet`] live here; the kinds of action
//! ([`ActionKind`]) in `kind`; the catalogue of kinds a card-set file may name ([`KindCatalogue`]) in `catalogue`;
//! the input form loaders fill in ([`CardSetSpec`]) in `spec`; and the checks of [`CardSet::new`] in `validate`.

mod catalogue;
mod kind;
mod spec;
mod validate;

pub use crate::limits::{MAX_CARDS_PER_COLUMN, MAX_COLUMNS};
pub use catalogue::{KindCatalogue, KindSpec, ParamSpec};
pub use kind::ActionKind;
pub use spec::{ActionSpecRaw, CardSetSpec, CardSpec, ColumnSpec};

/// One action of a card: its kind and how many action spaces it has (TM-4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActionSpec {
    /// What it does.
    pub kind: ActionKind,
    /// How many action discs it takes, 1–3.
    pub spaces: u8,
}

/// An action card: its age and one or two actions.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    /// The dots on its back, 1–3 (TM-3.3).
    pub dots: u8,
    /// One or two actions (TM-4.1).
    pub actions: Vec<ActionSpec>,
}

/// A column: one colour set of cards, forming one deck (TM-3.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Column {
    /// E.g. `Ginza / Marunouchi`.
    pub name: String,
    /// One or two colours for drawing.
    pub colours: Vec<crate::Rgb>,
    /// Its cards, youngest first.
    pub cards: Vec<Card>,
}

/// A validated action-card set (CP-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CardSet {
    name: String,
    description: String,
    columns: Vec<Column>,
}

impl CardSet {
    /// The set's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Free text.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The columns, left to right.
    pub fn columns(&self) -> &[Column] {
        &self.columns
    }

    /// Cards in each column (all columns have the same number).
    pub fn cards_per_column(&self) -> usize {
        self.columns.first().map_or(0, |c| c.cards.len())
    }

    /// Cards in all.
    pub fn card_count(&self) -> usize {
        self.columns.iter().map(|c| c.cards.len()).sum()
    }

    /// The number of rounds for a number of cards dealt per column: cards per column + 1 − dealt (TM-6.2, MC-2),
    /// or `None` if the column cannot be dealt.
    pub fn rounds(&self, dealt_per_column: usize) -> Option<usize> {
        (dealt_per_column >= 1 && dealt_per_column <= self.cards_per_column())
            .then(|| self.cards_per_column() + 1 - dealt_per_column)
    }

    /// Whether any card of the set has an action of this kind (compared by catalogue index, ignoring parameters).
    pub fn has_kind(&self, kind_index: usize) -> bool {
        self.columns
            .iter()
            .flat_map(|c| &c.cards)
            .flat_map(|c| &c.actions)
            .any(|a| a.kind.catalogue_index() == kind_index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rgb;

    pub(super) fn action(kind: &str, spaces: i64, params: &[(&str, i64)]) -> ActionSpecRaw {
        ActionSpecRaw {
            kind: kind.into(),
            spaces,
            params: params.iter().map(|&(k, v)| (k.to_string(), v)).collect(),
        }
    }

    pub(super) fn column(name: &str, cards: Vec<CardSpec>) -> ColumnSpec {
        ColumnSpec {
            name: name.into(),
            colours: vec![Rgb(0, 0, 0)],
            cards,
        }
    }

    pub(super) fn tiny() -> CardSetSpec {
        CardSetSpec {
            name: "Tiny".into(),
            description: String::new(),
            columns: vec![
                column(
                    "Red",
                    vec![
                        CardSpec {
                            dots: 1,
                            actions: vec![
                                action("move", 1, &[("distance", 2)]),
                                action("station", 1, &[("cost", 200)]),
                            ],
                        },
                        CardSpec {
                            dots: 2,
                            actions: vec![action("invest", 2, &[("cost", 500)])],
                        },
                    ],
                ),
                column(
                    "Blue",
                    vec![
                        CardSpec {
                            dots: 1,
                            actions: vec![action("speculate", 1, &[]), action("loan", 1, &[])],
                        },
                        CardSpec {
                            dots: 2,
                            actions: vec![action("copy", 1, &[("cost", 100)])],
                        },
                    ],
                ),
            ],
        }
    }

    #[test]
    fn a_valid_set_builds() {
        let set = CardSet::new(tiny(), &KindCatalogue::builtin()).unwrap();
        assert_eq!(set.card_count(), 4);
        assert_eq!(set.cards_per_column(), 2);
        assert_eq!(
            set.columns()[0].cards[0].actions[0].kind,
            ActionKind::Move { distance: 2 }
        );
        assert_eq!(
            set.columns()[1].cards[1].actions[0].kind,
            ActionKind::Copy { cost: 100 }
        );
        assert!(set.has_kind(ActionKind::Copy { cost: 0 }.catalogue_index()));
        assert!(!set.has_kind(ActionKind::Start { value: 0 }.catalogue_index()));
    }

    // rule TM-6.2 rule MC-2: rounds follow the card set.
    #[test]
    fn rounds_follow_cards_per_column() {
        let set = CardSet::new(tiny(), &KindCatalogue::builtin()).unwrap();
        assert_eq!(set.rounds(2), Some(1));
        assert_eq!(set.rounds(3), None);
    }
}

//! The catalogue of action kinds a card-set file may name: the built-in ones and those rule modules add (CP-2.1).

use super::ActionKind;

/// The parameter an action kind takes (CP-2.1), with its range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    /// Its key in card-set files, e.g. `distance`.
    pub name: String,
    /// Smallest value allowed.
    pub min: i32,
    /// Largest value allowed.
    pub max: i32,
    /// Values are multiples of this (100 for money, 1 for counts).
    pub step: i32,
}

/// What a card-set file may say about one kind of action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindSpec {
    /// Its name in card-set files, e.g. `station_swap`.
    pub name: String,
    /// Its name in words, e.g. `Station swap`.
    pub title: String,
    /// The rule that defines it, e.g. `TM-7.4`.
    pub rule: String,
    /// Its parameter, if it takes one.
    pub param: Option<ParamSpec>,
    /// The number of action spaces it must have, if fixed (Copy: 1, D-24).
    pub fixed_spaces: Option<u8>,
}

/// A parameter as (name, min, max, step).
type Param = (&'static str, i32, i32, i32);

/// The action kinds the engine knows, as (file name, title, rule, parameter), in the order of
/// [`ActionKind::catalogue_index`].
const BUILTIN: &[(&str, &str, &str, Option<Param>)] = &[
    ("move", "Move", "TM-7.1", Some(("distance", 1, 6, 1))),
    ("station", "Station", "TM-7.3", Some(("cost", 0, 2_000, 100))),
    ("station_swap", "Station swap", "TM-7.4", None),
    ("invest", "Invest", "TM-7.5", Some(("cost", 0, 5_000, 100))),
    ("invest_by_disc", "Invest by disc", "OS-6.2", None),
    ("start", "Start", "TM-7.6", Some(("value", 0, 2_000, 100))),
    (
        "discount",
        "Discount",
        "TM-7.7",
        Some(("amount", 100, 2_000, 100)),
    ),
    ("bid", "Bid", "TM-7.8", Some(("bonus", 100, 2_000, 100))),
    ("loan", "Loan", "TM-7.9", None),
    ("repay", "Repay", "TM-7.9", None),
    ("speculate", "Speculate", "TM-7.10", None),
    ("speed", "Speed", "TM-7.11", Some(("tokens", 1, 4, 1))),
    ("action", "Action", "TM-7.12", Some(("cost", 0, 5_000, 100))),
    ("bike", "Bike", "TM-7.13", None),
    ("card", "Card", "TM-7.14", Some(("cost", 0, 5_000, 100))),
    ("sell", "Sell", "OS-6.3", None),
    ("copy", "Copy", "OS-6.4", Some(("cost", 0, 5_000, 100))),
];

/// The kinds a card set may use: the built-in ones, then those added by rule modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindCatalogue {
    kinds: Vec<KindSpec>,
}

impl Default for KindCatalogue {
    fn default() -> Self {
        KindCatalogue::builtin()
    }
}

impl KindCatalogue {
    /// The kinds of the Tokyo and Osaka rules.
    pub fn builtin() -> KindCatalogue {
        let kinds = BUILTIN
            .iter()
            .map(|&(name, title, rule, param)| KindSpec {
                name: name.into(),
                title: title.into(),
                rule: rule.into(),
                param: param.map(|(name, min, max, step)| ParamSpec {
                    name: name.into(),
                    min,
                    max,
                    step,
                }),
                fixed_spaces: (name == "copy").then_some(1),
            })
            .collect();
        KindCatalogue { kinds }
    }

    /// Adds a kind from a rule module; returns its index, or `None` if the name is taken.
    pub fn add(&mut self, spec: KindSpec) -> Option<usize> {
        if self.lookup(&spec.name).is_some() {
            return None;
        }
        self.kinds.push(spec);
        Some(self.kinds.len() - 1)
    }

    /// The index and spec of the kind with this file name.
    pub fn lookup(&self, name: &str) -> Option<(usize, &KindSpec)> {
        self.kinds.iter().enumerate().find(|(_, k)| k.name == name)
    }

    /// The spec of a kind.
    pub fn spec(&self, kind: ActionKind) -> Option<&KindSpec> {
        self.kinds.get(kind.catalogue_index())
    }

    /// All kinds, built-in first.
    pub fn kinds(&self) -> &[KindSpec] {
        &self.kinds
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;
    use crate::cards::tests::{action, tiny};

    #[test]
    fn extension_kinds_are_accepted_once_added() {
        let mut kinds = KindCatalogue::builtin();
        let index = kinds
            .add(KindSpec {
                name: "teleport".into(),
                title: "Teleport".into(),
                rule: "X-1".into(),
                param: None,
                fixed_spaces: None,
            })
            .unwrap();
        assert_eq!(index, ActionKind::BUILTIN_COUNT);
        let mut spec = tiny();
        spec.columns[0].cards[1].actions[0] = action("teleport", 2, &[]);
        let set = CardSet::new(spec, &kinds).unwrap();
        assert_eq!(
            set.columns()[0].cards[1].actions[0].kind,
            ActionKind::Extension {
                kind: ActionKind::BUILTIN_COUNT as u16,
                param: None
            }
        );
        assert!(
            kinds
                .add(KindSpec {
                    name: "move".into(),
                    ..kinds.kinds()[0].clone()
                })
                .is_none()
        );
    }
}

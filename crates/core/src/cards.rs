//! Action cards: kinds of action, their parameters, cards, columns and whole card sets (TM-4, CP-2).

use std::fmt;

use crate::Yen;
use crate::limits::{MAX_ACTIONS_PER_CARD, MAX_DESCRIPTION_CHARS};
use crate::locale::tr;
use crate::problem::{Locus, Problem};
use crate::text::{name_problem, printable, text_problem};

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

/// One kind of action with its parameter (TM-7, OS-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionKind {
    /// Move the meeple up to `distance` spaces (TM-7.1).
    Move {
        /// Spaces, +1 with a bike.
        distance: u8,
    },
    /// Build a station, paying `cost` per stop (TM-7.3).
    Station {
        /// Yen per stop of the station.
        cost: Yen,
    },
    /// Build a station for a speed token or the bike (TM-7.4).
    StationSwap,
    /// Buy a share for `cost` plus its extra (TM-7.5).
    Invest {
        /// Yen, discountable.
        cost: Yen,
    },
    /// Buy a share by giving up an action disc (OS-6.2).
    InvestByDisc,
    /// Put a train on the map and raise its value by `value` (TM-7.6).
    Start {
        /// Yen the line's value rises.
        value: Yen,
    },
    /// Lower the cost of a later action this round by `amount` (TM-7.7).
    Discount {
        /// Yen off.
        amount: Yen,
    },
    /// Add `bonus` to next round's bid (TM-7.8).
    Bid {
        /// Yen added.
        bonus: Yen,
    },
    /// Take a loan (TM-7.9).
    Loan,
    /// Repay a loan (TM-7.9).
    Repay,
    /// Speculate on a line (TM-7.10).
    Speculate,
    /// Take `tokens` speed tokens (TM-7.11).
    Speed {
        /// Tokens taken.
        tokens: u8,
    },
    /// Buy an extra action disc for `cost` (TM-7.12).
    Action {
        /// Yen, discountable.
        cost: Yen,
    },
    /// Take a bike (TM-7.13).
    Bike,
    /// Take the top card of a discard pile for `cost` (TM-7.14).
    Card {
        /// Yen, discountable.
        cost: Yen,
    },
    /// Sell a share (OS-6.3).
    Sell,
    /// Copy an action taken this round for `cost` (OS-6.4).
    Copy {
        /// Yen, discountable.
        cost: Yen,
    },
    /// A kind of a rule module, on the cards the module deals itself (e.g. the colour and shape cards of Metro
    /// Drinks). No card-set file can name it (it is in no [`KindCatalogue`]); the engine hands it to the module.
    Module {
        /// The module's place among the game's modules.
        module: u8,
        /// The module's own code for the kind.
        kind: u8,
        /// Its parameter, as the module defines it.
        param: u16,
    },
    /// A kind a rule module added: its index in the [`KindCatalogue`] and its parameter.
    Extension {
        /// Index in the catalogue (≥ the number of built-in kinds).
        kind: u16,
        /// Its parameter, if it takes one.
        param: Option<i32>,
    },
}

impl ActionKind {
    /// Builds a kind from its catalogue index and parameter (already range-checked).
    fn from_parts(index: usize, param: Option<i32>) -> ActionKind {
        let p = param.unwrap_or(0);
        let small = p.clamp(0, u8::MAX as i32) as u8;
        match index {
            0 => ActionKind::Move { distance: small },
            1 => ActionKind::Station { cost: p },
            2 => ActionKind::StationSwap,
            3 => ActionKind::Invest { cost: p },
            4 => ActionKind::InvestByDisc,
            5 => ActionKind::Start { value: p },
            6 => ActionKind::Discount { amount: p },
            7 => ActionKind::Bid { bonus: p },
            8 => ActionKind::Loan,
            9 => ActionKind::Repay,
            10 => ActionKind::Speculate,
            11 => ActionKind::Speed { tokens: small },
            12 => ActionKind::Action { cost: p },
            13 => ActionKind::Bike,
            14 => ActionKind::Card { cost: p },
            15 => ActionKind::Sell,
            16 => ActionKind::Copy { cost: p },
            other => ActionKind::Extension {
                kind: other.min(u16::MAX as usize) as u16,
                param,
            },
        }
    }

    /// The kind's index in the [`KindCatalogue`] (for a module's kind, which no catalogue lists,
    /// [`ActionKind::MODULE_INDEX`]).
    #[inline]
    pub const fn catalogue_index(self) -> usize {
        match self {
            ActionKind::Move { .. } => 0,
            ActionKind::Station { .. } => 1,
            ActionKind::StationSwap => 2,
            ActionKind::Invest { .. } => 3,
            ActionKind::InvestByDisc => 4,
            ActionKind::Start { .. } => 5,
            ActionKind::Discount { .. } => 6,
            ActionKind::Bid { .. } => 7,
            ActionKind::Loan => 8,
            ActionKind::Repay => 9,
            ActionKind::Speculate => 10,
            ActionKind::Speed { .. } => 11,
            ActionKind::Action { .. } => 12,
            ActionKind::Bike => 13,
            ActionKind::Card { .. } => 14,
            ActionKind::Sell => 15,
            ActionKind::Copy { .. } => 16,
            ActionKind::Module { .. } => ActionKind::MODULE_INDEX,
            ActionKind::Extension { kind, .. } => kind as usize,
        }
    }

    /// Its parameter, if the kind takes one.
    pub fn param(self) -> Option<i32> {
        match self {
            ActionKind::Move { distance } => Some(distance as i32),
            ActionKind::Speed { tokens } => Some(tokens as i32),
            ActionKind::Station { cost }
            | ActionKind::Invest { cost }
            | ActionKind::Action { cost }
            | ActionKind::Card { cost }
            | ActionKind::Copy { cost } => Some(cost),
            ActionKind::Start { value } => Some(value),
            ActionKind::Discount { amount } => Some(amount),
            ActionKind::Bid { bonus } => Some(bonus),
            ActionKind::Extension { param, .. } => param,
            _ => None,
        }
    }

    /// The printed yen cost that discounts may reduce (TM-7.2), if the kind has one.
    pub fn printed_cost(self) -> Option<Yen> {
        match self {
            ActionKind::Station { cost }
            | ActionKind::Invest { cost }
            | ActionKind::Action { cost }
            | ActionKind::Card { cost }
            | ActionKind::Copy { cost } => Some(cost),
            _ => None,
        }
    }

    /// The number of built-in kinds.
    pub const BUILTIN_COUNT: usize = 17;

    /// The [`ActionKind::catalogue_index`] of every [`ActionKind::Module`] kind: beyond every catalogue (no catalogue
    /// lists them, so [`KindCatalogue::spec`] gives `None`), and distinct from every other kind's index.
    pub const MODULE_INDEX: usize = usize::MAX - 1;
}

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

/// A card set as written in a file, before validation.
#[derive(Clone, Debug, PartialEq)]
pub struct CardSetSpec {
    /// Its name.
    pub name: String,
    /// Free text.
    pub description: String,
    /// The columns.
    pub columns: Vec<ColumnSpec>,
}

/// A column as written in a file.
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnSpec {
    /// Its name.
    pub name: String,
    /// Its colours.
    pub colours: Vec<crate::Rgb>,
    /// Its cards.
    pub cards: Vec<CardSpec>,
}

/// A card as written in a file.
#[derive(Clone, Debug, PartialEq)]
pub struct CardSpec {
    /// Dots on the back.
    pub dots: i64,
    /// Its actions.
    pub actions: Vec<ActionSpecRaw>,
}

/// An action as written in a file: a kind name, spaces and named parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionSpecRaw {
    /// The kind's name.
    pub kind: String,
    /// Action spaces.
    pub spaces: i64,
    /// Every other key with its integer value.
    pub params: Vec<(String, i64)>,
}

/// A validated action-card set (CP-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CardSet {
    name: String,
    description: String,
    columns: Vec<Column>,
}

pub use crate::limits::{MAX_CARDS_PER_COLUMN, MAX_COLUMNS};

impl CardSet {
    /// Checks a card-set description against CP-2.5 and builds the set, or returns every problem found.
    pub fn new(spec: CardSetSpec, kinds: &KindCatalogue) -> Result<CardSet, Vec<Problem>> {
        // Hard limits first (`limits`): a set over one is refused before any work per card.
        let over = over_limits(&spec);
        if !over.is_empty() {
            return Err(over);
        }
        let mut problems = Vec::new();
        let root = Locus::root();
        let mut report = |locus: Locus, rule: &'static str, message: String| {
            problems.push(Problem::new(locus, rule, message));
        };
        if spec.name.trim().is_empty() {
            report(root.key("name"), "CP-2.1", tr!("problem-card-set-needs-name"));
        } else if let Some(problem) = name_problem("the card set's name", &spec.name) {
            report(root.key("name"), "CP-2.1", problem);
        }
        if let Some(problem) = text_problem("the description", &spec.description, MAX_DESCRIPTION_CHARS, true)
        {
            report(root.key("description"), "CP-2.1", problem);
        }
        if spec.columns.is_empty() {
            report(
                root.key("columns"),
                "CP-2.1",
                tr!(
                    "problem-column-count",
                    max = MAX_COLUMNS.to_string(),
                    count = spec.columns.len().to_string()
                ),
            );
        }
        let expected_len = spec.columns.first().map_or(0, |c| c.cards.len());
        let mut columns = Vec::new();
        for (ci, column) in spec.columns.iter().enumerate() {
            let at = root.key("columns").index(ci);
            if column.name.trim().is_empty() {
                report(at.key("name"), "CP-2.1", tr!("problem-column-needs-name"));
            } else if let Some(problem) = name_problem("the column's name", &column.name) {
                report(at.key("name"), "CP-2.1", problem);
            }
            if column.colours.is_empty() || column.colours.len() > 2 {
                report(
                    at.key("colours"),
                    "CP-2.1",
                    tr!("problem-column-colours", count = column.colours.len().to_string()),
                );
            }
            if column.cards.len() < 2 || column.cards.len() > MAX_CARDS_PER_COLUMN {
                report(
                    at.key("cards"),
                    "CP-2.5",
                    tr!(
                        "problem-column-cards",
                        max = MAX_CARDS_PER_COLUMN.to_string(),
                        count = column.cards.len().to_string()
                    ),
                );
            } else if column.cards.len() != expected_len {
                report(
                    at.key("cards"),
                    "CP-2.5",
                    tr!(
                        "problem-column-same-size",
                        count = column.cards.len().to_string(),
                        first = expected_len.to_string()
                    ),
                );
            }
            let mut cards = Vec::new();
            let mut previous_dots = 1;
            for (ki, card) in column.cards.iter().enumerate() {
                let card_at = at.key("cards").index(ki);
                if !(1..=3).contains(&card.dots) {
                    report(
                        card_at.key("dots"),
                        "CP-2.1",
                        tr!("problem-dots", value = card.dots.to_string()),
                    );
                } else if card.dots < previous_dots {
                    report(
                        card_at.key("dots"),
                        "CP-2.5",
                        tr!(
                            "problem-dots-order",
                            dots = card.dots.to_string(),
                            previous = previous_dots.to_string()
                        ),
                    );
                } else {
                    previous_dots = card.dots;
                }
                if card.actions.is_empty() || card.actions.len() > MAX_ACTIONS_PER_CARD {
                    report(
                        card_at.key("actions"),
                        "TM-4.1",
                        tr!("problem-card-actions", count = card.actions.len().to_string()),
                    );
                }
                let mut actions = Vec::new();
                for (ai, action) in card.actions.iter().enumerate().take(MAX_ACTIONS_PER_CARD) {
                    let action_at = card_at.key("actions").index(ai);
                    let Some((index, kind)) = kinds.lookup(&action.kind) else {
                        let known: Vec<&str> = kinds.kinds().iter().map(|k| k.name.as_str()).collect();
                        report(
                            action_at.key("kind"),
                            "CP-2.5",
                            tr!(
                                "problem-unknown-kind",
                                kind = printable(&action.kind).to_string(),
                                known = known.join(", ")
                            ),
                        );
                        continue;
                    };
                    let spaces_ok = match kind.fixed_spaces {
                        Some(fixed) => action.spaces == fixed as i64,
                        None => (1..=3).contains(&action.spaces),
                    };
                    if !spaces_ok {
                        let message = match kind.fixed_spaces {
                            Some(fixed) => tr!(
                                "problem-spaces-fixed",
                                kind = kind.name.as_str(),
                                fixed = fixed.to_string(),
                                value = action.spaces.to_string()
                            ),
                            None => tr!(
                                "problem-spaces",
                                kind = kind.name.as_str(),
                                value = action.spaces.to_string()
                            ),
                        };
                        report(action_at.key("spaces"), "CP-2.5", message);
                    }
                    let mut param_value = None;
                    let mut param_ok = true;
                    for (name, value) in &action.params {
                        match &kind.param {
                            Some(p) if &p.name == name => {
                                let v = *value;
                                if v < p.min as i64 || v > p.max as i64 || v % p.step as i64 != 0 {
                                    let (kind, param) = (kind.name.as_str(), name.as_str());
                                    let (min, max, value) =
                                        (p.min.to_string(), p.max.to_string(), v.to_string());
                                    let message = if p.step > 1 {
                                        tr!(
                                            "problem-param-range-step",
                                            kind = kind,
                                            param = param,
                                            min = min,
                                            max = max,
                                            step = p.step.to_string(),
                                            value = value
                                        )
                                    } else {
                                        tr!(
                                            "problem-param-range",
                                            kind = kind,
                                            param = param,
                                            min = min,
                                            max = max,
                                            value = value
                                        )
                                    };
                                    report(action_at.key(name), "CP-2.5", message);
                                    param_ok = false;
                                } else {
                                    param_value = Some(v as i32);
                                }
                            }
                            Some(p) => {
                                report(
                                    action_at.key(name),
                                    "CP-2.1",
                                    tr!(
                                        "problem-param-name",
                                        kind = kind.name.as_str(),
                                        param = p.name.as_str(),
                                        given = printable(name).to_string()
                                    ),
                                );
                                param_ok = false;
                            }
                            None => {
                                report(
                                    action_at.key(name),
                                    "CP-2.1",
                                    tr!(
                                        "problem-param-none",
                                        kind = kind.name.as_str(),
                                        given = printable(name).to_string()
                                    ),
                                );
                                param_ok = false;
                            }
                        }
                    }
                    if let Some(p) = &kind.param
                        && param_value.is_none()
                        && param_ok
                    {
                        report(
                            action_at.clone(),
                            "CP-2.1",
                            tr!(
                                "problem-param-missing",
                                kind = kind.name.as_str(),
                                param = p.name.as_str()
                            ),
                        );
                    }
                    actions.push(ActionSpec {
                        kind: ActionKind::from_parts(index, param_value),
                        spaces: action.spaces.clamp(1, 3) as u8,
                    });
                }
                cards.push(Card {
                    dots: card.dots.clamp(1, 3) as u8,
                    actions,
                });
            }
            columns.push(Column {
                name: column.name.clone(),
                colours: column.colours.clone(),
                cards,
            });
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(CardSet {
            name: spec.name,
            description: spec.description,
            columns,
        })
    }

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

/// The problems of a card set over a hard limit of [`crate::limits`]: too many columns, or cards in a column.
fn over_limits(spec: &CardSetSpec) -> Vec<Problem> {
    let mut problems = Vec::new();
    let root = Locus::root();
    let mut report = |locus: Locus, rule: &'static str, message: String| {
        problems.push(Problem::new(locus, rule, message));
    };
    if spec.columns.len() > MAX_COLUMNS {
        report(
            root.key("columns"),
            "CP-2.1",
            tr!(
                "problem-column-count",
                max = MAX_COLUMNS.to_string(),
                count = spec.columns.len().to_string()
            ),
        );
    }
    for (ci, column) in spec.columns.iter().enumerate().take(MAX_COLUMNS) {
        if column.cards.len() > MAX_CARDS_PER_COLUMN {
            report(
                root.key("columns").index(ci).key("cards"),
                "CP-2.5",
                tr!(
                    "problem-column-cards",
                    max = MAX_CARDS_PER_COLUMN.to_string(),
                    count = column.cards.len().to_string()
                ),
            );
        }
    }
    problems
}

impl fmt::Display for ActionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ActionKind::Move { distance } => write!(f, "Move {distance}"),
            ActionKind::Station { cost } => write!(f, "Station ¥{cost}/stop"),
            ActionKind::StationSwap => f.write_str("Station swap"),
            ActionKind::Invest { cost } => write!(f, "Invest ¥{cost}"),
            ActionKind::InvestByDisc => f.write_str("Invest by disc"),
            ActionKind::Start { value } => write!(f, "Start +¥{value}"),
            ActionKind::Discount { amount } => write!(f, "Discount ¥{amount}"),
            ActionKind::Bid { bonus } => write!(f, "Bid +¥{bonus}"),
            ActionKind::Loan => f.write_str("Loan"),
            ActionKind::Repay => f.write_str("Repay"),
            ActionKind::Speculate => f.write_str("Speculate"),
            ActionKind::Speed { tokens } => write!(f, "Speed {tokens}"),
            ActionKind::Action { cost } => write!(f, "Action ¥{cost}"),
            ActionKind::Bike => f.write_str("Bike"),
            ActionKind::Card { cost } => write!(f, "Card ¥{cost}"),
            ActionKind::Sell => f.write_str("Sell"),
            ActionKind::Copy { cost } => write!(f, "Copy ¥{cost}"),
            ActionKind::Module { module, kind, param } => write!(f, "Module #{module} kind {kind} ({param})"),
            ActionKind::Extension { kind, param: Some(p) } => write!(f, "Extension #{kind} ({p})"),
            ActionKind::Extension { kind, param: None } => write!(f, "Extension #{kind}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rgb;

    fn action(kind: &str, spaces: i64, params: &[(&str, i64)]) -> ActionSpecRaw {
        ActionSpecRaw {
            kind: kind.into(),
            spaces,
            params: params.iter().map(|&(k, v)| (k.to_string(), v)).collect(),
        }
    }

    fn column(name: &str, cards: Vec<CardSpec>) -> ColumnSpec {
        ColumnSpec {
            name: name.into(),
            colours: vec![Rgb(0, 0, 0)],
            cards,
        }
    }

    fn tiny() -> CardSetSpec {
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

    // rule CP-2.5: every problem at once; columns equal; dots ordered; Copy has one space; params in range.
    #[test]
    fn every_card_problem_is_reported() {
        let mut spec = tiny();
        spec.columns[0].cards[0].actions[0] = action("move", 1, &[("distance", 9)]);
        spec.columns[0].cards[1].dots = 1;
        spec.columns[1].cards[0].dots = 3;
        spec.columns[1].cards[1].actions[0] = action("copy", 2, &[("cost", 150)]);
        spec.columns[1].cards.push(CardSpec {
            dots: 3,
            actions: vec![action("teleport", 1, &[])],
        });
        let problems = CardSet::new(spec, &KindCatalogue::builtin()).unwrap_err();
        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
        // distance 9; copy spaces 2; copy cost 150; unknown kind; column length; 2-dot... (dots 1 after 1 is fine)
        // dots 3 then 2? columns[1]: 3 then 2 → out of order.
        assert_eq!(problems.len(), 6, "{text:#?}");
        assert!(text.iter().any(|t| t.contains("teleport")));
        assert!(text.iter().any(|t| t.contains("D-24")));
    }

    // rule CP-2.1: parameters belong to their kind.
    #[test]
    fn parameters_are_checked_against_the_kind() {
        let mut spec = tiny();
        spec.columns[0].cards[0].actions[0] = action("move", 1, &[]);
        spec.columns[0].cards[0].actions[1] = action("loan", 1, &[("cost", 100)]);
        spec.columns[0].cards[1].actions[0] = action("invest", 1, &[("amount", 100)]);
        let problems = CardSet::new(spec, &KindCatalogue::builtin()).unwrap_err();
        assert_eq!(problems.len(), 3, "{problems:#?}");
    }

    // rule TM-6.2 rule MC-2: rounds follow the card set.
    #[test]
    fn rounds_follow_cards_per_column() {
        let set = CardSet::new(tiny(), &KindCatalogue::builtin()).unwrap();
        assert_eq!(set.rounds(2), Some(1));
        assert_eq!(set.rounds(3), None);
    }

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

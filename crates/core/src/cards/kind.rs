//! The kinds of action a card may show, with their parameters (TM-7, OS-6), and how they are written in words.

use std::fmt;

use crate::Yen;

#[cfg(doc)]
use super::KindCatalogue;

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
    pub(super) fn from_parts(index: usize, param: Option<i32>) -> ActionKind {
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

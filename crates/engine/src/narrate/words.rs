//! Words that need nothing of a game: money (`¥1,200`) and the built-in action kinds, in the current language.

use metro_core::{ActionKind, Yen};

use crate::locale::tr;

/// Money as the game writes it in every language: `¥1,200`, `-¥1,500`.
pub fn yen(amount: Yen) -> String {
    yen_wide(i64::from(amount))
}

/// Money of any size as the game writes it (a sum or a mean over many games, a plugin's wide payments):
/// `¥12,345,678`, `-¥1,500`.
pub fn yen_wide(amount: i64) -> String {
    let grouped = grouped(amount.unsigned_abs());
    if amount < 0 {
        format!("-¥{grouped}")
    } else {
        format!("¥{grouped}")
    }
}

/// A whole number with its thousands grouped by commas, as money is written: `1,234,567`.
pub fn grouped(number: u64) -> String {
    let digits = number.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    grouped
}

/// A built-in action kind in words, in the current language: what `ActionKind`'s `Display` writes in English.
pub fn builtin_kind_name(kind: ActionKind) -> String {
    // amounts are written as the cards print them, without grouping: `¥{ $cost }`
    let amount = |yen: Yen| yen.to_string();
    match kind {
        ActionKind::Move { distance } => tr!("kind-move", distance = distance),
        ActionKind::Station { cost } => tr!("kind-station", cost = amount(cost)),
        ActionKind::StationSwap => tr!("kind-station-swap"),
        ActionKind::Invest { cost } => tr!("kind-invest", cost = amount(cost)),
        ActionKind::InvestByDisc => tr!("kind-invest-by-disc"),
        ActionKind::Start { value } => tr!("kind-start", value = amount(value)),
        ActionKind::Discount { amount: a } => tr!("kind-discount", amount = amount(a)),
        ActionKind::Bid { bonus } => tr!("kind-bid", bonus = amount(bonus)),
        ActionKind::Loan => tr!("kind-loan"),
        ActionKind::Repay => tr!("kind-repay"),
        ActionKind::Speculate => tr!("kind-speculate"),
        ActionKind::Speed { tokens } => tr!("kind-speed", tokens = tokens),
        ActionKind::Action { cost } => tr!("kind-action", cost = amount(cost)),
        ActionKind::Bike => tr!("kind-bike"),
        ActionKind::Card { cost } => tr!("kind-card", cost = amount(cost)),
        ActionKind::Sell => tr!("kind-sell"),
        ActionKind::Copy { cost } => tr!("kind-copy", cost = amount(cost)),
        ActionKind::Module { module, kind, param } => tr!(
            "kind-module",
            module = module,
            kind = kind,
            param = param.to_string()
        ),
        ActionKind::Extension { kind, param: Some(p) } => {
            tr!("kind-extension-with", kind = kind, param = p.to_string())
        }
        ActionKind::Extension { kind, param: None } => tr!("kind-extension", kind = kind),
    }
}

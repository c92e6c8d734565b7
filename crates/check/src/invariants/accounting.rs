//! What one decision changed against the events it reported ([`step`]): every yen of cash, value and set-aside
//! money accounted for (D-1), and rounds counted one by one (TM-6.1).

use metro_core::LineId;
use metro_core::text::printable;
use metro_engine::{Event, Game, PlayerId};

use super::Violation;
use crate::locale::tr;

/// What [`step`] compares a decision's events with: the money and values before it.
#[derive(Clone, Debug)]
pub struct Snapshot {
    cash: Vec<i64>,
    set_aside: Vec<i64>,
    values: Vec<i64>,
    round: u8,
}

impl Snapshot {
    /// The game's money and values now.
    pub fn of(game: &Game) -> Snapshot {
        let s = game.state();
        Snapshot {
            cash: s.players.iter().map(|p| i64::from(p.cash)).collect(),
            set_aside: s.players.iter().map(|p| i64::from(p.set_aside)).collect(),
            values: s.lines.iter().map(|l| i64::from(l.value)).collect(),
            round: s.round,
        }
    }
}

/// Checks what one decision changed against the events it reported: every change of cash, line value and set-aside
/// money is reported (D-1: the bank is unlimited, so these flows are the conservation of money), rounds start one at
/// a time, and a game that started its last round's refresh ends.
pub fn step(before: &Snapshot, after: &Game, events: &[Event]) -> Result<(), Violation> {
    let a = after.state();
    for (i, pa) in a.players.iter().enumerate() {
        let seat = PlayerId(i as u8);
        let reported: i64 = events
            .iter()
            .filter_map(|e| match e {
                Event::Cash { player, delta, .. } if *player == seat => Some(i64::from(*delta)),
                _ => None,
            })
            .sum();
        let changed = i64::from(pa.cash) - before.cash.get(i).copied().unwrap_or(0);
        ensure!(
            changed == reported,
            "D-1",
            tr!(
                "invariant-seat-s-cash-changed-by",
                i = i.to_string(),
                changed = changed.to_string(),
                reported = reported.to_string()
            )
        );
        let sold: i64 = events
            .iter()
            .filter_map(|e| match e {
                Event::ShareSold { player, amount, .. } if *player == seat => Some(i64::from(*amount)),
                _ => None,
            })
            .sum();
        let set_aside = i64::from(pa.set_aside) - before.set_aside.get(i).copied().unwrap_or(0);
        ensure!(
            set_aside == sold,
            "OS-6.3",
            tr!(
                "invariant-seat-s-money-set-aside",
                i = i.to_string(),
                set_aside = set_aside.to_string(),
                sold = sold.to_string()
            )
        );
    }
    for (li, la) in a.lines.iter().enumerate() {
        let line = LineId(li as u8);
        let reported: i64 = events
            .iter()
            .filter_map(|e| match e {
                Event::Value { line: l, delta, .. } if *l == line => Some(i64::from(*delta)),
                _ => None,
            })
            .sum();
        let changed = i64::from(la.value) - before.values.get(li).copied().unwrap_or(0);
        ensure!(
            changed == reported,
            "TM-5.1",
            tr!(
                "invariant-line-s-value-changed-by",
                line = printable(&after.map().line(line).letter).to_string(),
                changed = changed.to_string(),
                reported = reported.to_string()
            )
        );
    }
    for e in events {
        // TM-9.3, TM-9.4: a station payout is what the payout rules give for whether the owner holds a share.
        if let Event::StationPayout {
            line,
            owner,
            cash,
            value_rise,
            ..
        } = e
        {
            let holds = a.lines[line.0 as usize].share_of(*owner).is_some();
            let due = after.rules().payouts().station_payout(holds);
            ensure!(
                (*cash, *value_rise) == (due.owner_cash, due.value_rise),
                if holds { "TM-9.4" } else { "TM-9.3" },
                tr!(
                    "invariant-a-station-payout-of-line",
                    line = printable(&after.map().line(*line).letter).to_string(),
                    seat = owner.0.to_string(),
                    cash = cash.to_string(),
                    value_rise = value_rise.to_string(),
                    owner_cash = due.owner_cash.to_string(),
                    value_rise2 = due.value_rise.to_string()
                )
            );
        }
        if let Event::Cash { delta, reason, .. } = e {
            ensure!(
                *delta % 100 == 0,
                "TM-1.5",
                tr!(
                    "invariant-a-payment-of-is-not",
                    delta = delta.to_string(),
                    reason = format!("{:?}", reason)
                )
            );
        }
    }
    let started: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::RoundStarted(r) => Some(*r),
            _ => None,
        })
        .collect();
    ensure!(
        started.len() <= 1 && started.iter().all(|&r| r == before.round + 1),
        "TM-6.1",
        tr!(
            "invariant-round-was-followed-by-the",
            round = before.round.to_string(),
            started = format!("{:?}", started)
        )
    );
    ensure!(
        a.round == before.round + started.len() as u8,
        "TM-6.1",
        tr!(
            "invariant-the-round-went-from-to",
            round = before.round.to_string(),
            round2 = a.round.to_string(),
            started = started.len().to_string()
        )
    );
    Ok(())
}

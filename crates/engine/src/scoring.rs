//! End-game scoring (TM-11, OS-5.3, OS-7.1): speculation payouts, share payouts line by line, money set aside,
//! loans; totals and the winner. Computed from the final state without changing it, so that the state keeps the
//! values "as they stand when the game ends, before any payout". The result's lists are inline (issue 14: the
//! decision that ends a game allocates nothing either).

use metro_core::limits::MAX_LINES;
use metro_core::{LineId, Yen};

use crate::event::{Payout, PayoutKind};
use crate::ids::PlayerId;
use crate::per_player::PerPlayer;
use crate::rules::Rules;
use crate::small::SmallList;
use crate::state::{LOAN_PENALTY, Slot, State};

pub use crate::event::{PAYOUTS_INLINE, Payouts, TOKYO_SHARES};

/// One value per line of the map, inline (a map has at most [`MAX_LINES`] lines, so it never spills).
pub type LineValues = SmallList<Yen, MAX_LINES>;

/// The end of a game: every payment in the order made, totals by seat, the winner. Its lists are inline (at most
/// one item a player, one a line, [`PAYOUTS_INLINE`] payments), so making, copying and dropping one allocates nothing
/// on the shipped maps (issue 14); they read as slices and compare, hash and print as the `Vec`s they replaced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalResult {
    /// Every end-game payment in order.
    pub payouts: Payouts,
    /// Each line's value after the speculation payouts (TM-11.2), which the share payouts divide.
    pub values_after_speculation: LineValues,
    /// Final totals by seat (TM-11.8).
    pub totals: PerPlayer<Yen>,
    /// The winner: highest total, ties to the earliest in turn order (TM-11.8).
    pub winner: PlayerId,
    /// Every player from first place to last (TM-11.8): by total, a tie by the turn-order track. `places[0]` is
    /// the winner.
    pub places: PerPlayer<Standing>,
}

/// One player's place at the end (TM-11.8). The default (player 0, ¥0, first, untied) only fills the unused places
/// of an inline list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    /// The player.
    pub player: PlayerId,
    /// Their total.
    pub total: Yen,
    /// Their position on the turn-order track when the game ended (0 = first).
    pub turn_order: u8,
    /// Whether another player has the same total, so that the turn-order track decided between them.
    pub tied: bool,
}

/// The places from first to last (TM-11.8): highest total first; equal totals by the turn-order track, earliest first.
fn places(order: &[PlayerId], totals: &[Yen]) -> PerPlayer<Standing> {
    let mut places: PerPlayer<Standing> = order
        .iter()
        .enumerate()
        .map(|(position, &player)| {
            let total = totals.get(player.0 as usize).copied().unwrap_or(0);
            Standing {
                player,
                total,
                turn_order: position as u8,
                tied: order
                    .iter()
                    .any(|&other| other != player && totals.get(other.0 as usize) == Some(&total)),
            }
        })
        .collect();
    // The keys differ (one turn-order position each), so an unstable sort is exact; it sorts in place.
    places.sort_unstable_by_key(|p| (std::cmp::Reverse(p.total), p.turn_order));
    places
}

/// Scores a final state (TM-11): reads the rules and the state, changes nothing.
pub(crate) fn score(rules: &Rules, state: &State) -> FinalResult {
    let map = rules.map();
    let track = map.revenue();
    let payout_rules = rules.payouts();
    // Inline lists (issue 14): nothing here allocates, unless rule modules add more payments than fit.
    let mut payouts = Payouts::new();
    let mut totals: PerPlayer<Yen> = state.players.iter().map(|p| p.cash).collect();
    let mut values: LineValues = state.lines.iter().map(|l| l.value).collect();

    // TM-11.2: speculation payouts, per line, before any share payout.
    for (i, line) in state.lines.iter().enumerate() {
        let low = track.low(line.value);
        let mut paid = 0;
        for slot in &line.slots {
            if let Slot::Speculation { player, stake } = *slot {
                let amount = payout_rules.speculation_payout(stake, low);
                paid += amount;
                let line = Some(LineId(i as u8));
                payouts.push(Payout {
                    kind: PayoutKind::Speculation,
                    line,
                    player,
                    amount,
                });
                payouts.push(Payout {
                    kind: PayoutKind::StakeReturn,
                    line,
                    player,
                    amount: stake,
                });
                totals[player.0 as usize] += amount + stake;
            }
        }
        // D-10: the value falls by what was paid, never below ¥0.
        values[i] = (values[i] - paid).max(0);
    }
    // TM-11.3, OS-5.3, OS-5.4: share payouts by number of holders, in line order.
    for (i, line) in state.lines.iter().enumerate() {
        let holders = line.holders.iter().flatten();
        let paid = payout_rules.share_payouts(track, values[i], holders.clone().count());
        for (&player, &amount) in holders.zip(paid.amounts()) {
            payouts.push(Payout {
                kind: PayoutKind::Share,
                line: Some(LineId(i as u8)),
                player,
                amount,
            });
            totals[player.0 as usize] += amount;
        }
    }
    // OS-7.1: money set aside by Sell, before loans.
    for (i, p) in state.players.iter().enumerate() {
        if p.set_aside > 0 {
            payouts.push(Payout {
                kind: PayoutKind::SetAside,
                line: None,
                player: PlayerId(i as u8),
                amount: p.set_aside,
            });
            totals[i] += p.set_aside;
        }
    }
    // TM-11.6: each loan costs ¥1,500.
    for (i, p) in state.players.iter().enumerate() {
        if p.loans > 0 {
            let amount = -LOAN_PENALTY * p.loans as Yen;
            payouts.push(Payout {
                kind: PayoutKind::Loan,
                line: None,
                player: PlayerId(i as u8),
                amount,
            });
            totals[i] += amount;
        }
    }
    // Rule modules' end-game payments, after the engine's.
    for slot in rules.modules() {
        if let Some(phases) = slot.rules().phases() {
            phases.end_scoring(rules, state, &mut payouts, &mut totals);
        }
    }
    // TM-11.8: highest total; ties to the earliest in turn order.
    let winner = state
        .order
        .iter()
        .copied()
        .fold(None::<PlayerId>, |best, p| match best {
            Some(b) if totals[b.0 as usize] >= totals[p.0 as usize] => Some(b),
            _ => Some(p),
        })
        .unwrap_or(PlayerId(0));
    let places = places(&state.order, &totals);
    FinalResult {
        payouts,
        values_after_speculation: values,
        totals,
        winner,
        places,
    }
}

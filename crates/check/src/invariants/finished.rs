//! A finished game ([`ended`]): the rounds of TM-6.2 / MC-2 and the scoring of TM-11.8.

use metro_engine::Game;

use super::Violation;
use crate::locale::tr;

/// Checks a finished game: the rounds of TM-6.2 / MC-2 (SO-1: 2 cards dealt in solo), nothing left to decide, and
/// totals of cash plus every end-game payment with the winner by TM-11.8.
pub fn ended(game: &Game, rounds_started: usize) -> Result<(), Violation> {
    let rules = game.rules();
    let dealt = if rules.players() == 1 { 2 } else { rules.players() };
    let expected = rules.cards().cards_per_column() + 1 - dealt;
    ensure!(
        rules.rounds() as usize == expected,
        "MC-2",
        tr!(
            "invariant-a-card-set-of-cards",
            cards_per_column = rules.cards().cards_per_column().to_string(),
            rounds = rules.rounds().to_string(),
            dealt = dealt.to_string(),
            expected = expected.to_string()
        )
    );
    ensure!(
        rounds_started == expected && game.round() as usize == expected,
        "TM-6.2",
        tr!(
            "invariant-the-game-ended-after-rounds",
            rounds_started = rounds_started.to_string(),
            round = game.round().to_string(),
            expected = expected.to_string()
        )
    );
    ensure!(
        game.legal_actions().is_empty(),
        "TM-11",
        tr!(
            "invariant-the-game-is-over-but-2",
            legal_actions = game.legal_actions().len().to_string()
        )
    );
    let Some(result) = game.result() else {
        return Err(Violation {
            rule: Some("TM-11"),
            message: tr!("invariant-no-result"),
        });
    };
    let s = game.state();
    ensure!(
        result.totals.len() == s.players.len(),
        "TM-11.8",
        tr!(
            "invariant-totals-for-players",
            totals = result.totals.len().to_string(),
            players = s.players.len().to_string()
        )
    );
    for (i, p) in s.players.iter().enumerate() {
        let paid: i64 = result
            .payouts
            .iter()
            .filter(|payout| payout.player.0 as usize == i)
            .map(|payout| i64::from(payout.amount))
            .sum();
        let total = i64::from(result.totals[i]);
        ensure!(
            total == i64::from(p.cash) + paid,
            "TM-11.8",
            tr!(
                "invariant-seat-s-total-is-not",
                i = i.to_string(),
                total = total.to_string(),
                cash = p.cash.to_string(),
                paid = paid.to_string()
            )
        );
    }
    let best = result.totals.iter().copied().max().unwrap_or(0);
    let first = s
        .order
        .iter()
        .find(|p| result.totals.get(p.0 as usize) == Some(&best))
        .copied();
    ensure!(
        first == Some(result.winner),
        "TM-11.8",
        tr!(
            "invariant-seat-won-with-but-the",
            winner = result.winner.0.to_string(),
            winner_total = (result.totals.get(result.winner.0 as usize).copied().unwrap_or(0)).to_string(),
            best = best.to_string(),
            first = format!("{:?}", first.map(|p| p.0))
        )
    );
    Ok(())
}

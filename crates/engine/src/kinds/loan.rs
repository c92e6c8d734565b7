//! Loan and Repay (TM-7.9): a loan token and ¥1,000 from the bank while tokens are left; repaid for ¥1,000.

use metro_core::{ActionKind, Yen};

use super::{ANY_COST, Family, Memo, no_effect, refuse};
use crate::event::{Event, Reason};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;
use crate::state::{LOAN, Resolution};

/// Loan and Repay.
pub(super) struct Kinds;

impl Family for Kinds {
    /// Loan: a loan token left in the supply (TM-7.9). Repay: a loan to repay (D-18), and ¥1,000 to pay (D-2).
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        let p = game.player(player);
        if matches!(kind, ActionKind::Loan) {
            if game.state.loan_supply > 0 {
                Ok(ANY_COST)
            } else {
                refuse(WHY, "TM-7.9", || tr!("refusal-no-loan-token"))
            }
        } else if p.loans == 0 {
            no_effect(WHY, "refusal-no-effect-no-loan")
        } else if p.cash < LOAN {
            refuse(WHY, "D-2", || {
                tr!(
                    "refusal-repay-cost",
                    cost = LOAN.to_string(),
                    cash = p.cash.to_string()
                )
            })
        } else {
            Ok(ANY_COST)
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        let player = r.player;
        if matches!(kind, ActionKind::Loan) {
            game.state.loan_supply -= 1;
            game.player_mut(player).loans += 1;
            events.push(Event::Loan { player, taken: true });
            game.receive(player, LOAN, Reason::Loan, events);
        } else {
            game.state.loan_supply += 1;
            game.player_mut(player).loans -= 1;
            events.push(Event::Loan { player, taken: false });
            game.pay(player, LOAN, Reason::Loan, events);
        }
    }
}

//! The conditions of every action kind (TM-4.2, TM-4.3, D-18: an action must have an effect, D-2: what cannot be paid
//! is not legal), shared by the listing of the legal actions and the explanation of a refusal.

use std::borrow::Cow;
use std::cell::OnceCell;

use metro_core::{ActionKind, ActionSpec, Yen};

use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
use crate::locale::tr;
use crate::module::ModuleId;
use crate::state::*;

impl Game {
    /// Whether `player` may put discs on `action` now (TM-4.2, TM-4.3, D-18, D-2), and if not, why.
    /// With `why` false the reason is left empty: listing the legal actions needs only the verdict.
    #[inline]
    pub(crate) fn can_take(&self, player: PlayerId, action: ActionRef, why: bool) -> Result<(), Refusal> {
        self.can_take_with(
            player,
            action,
            self.liftable_discount(player),
            why,
            &Memo::default(),
        )
    }

    /// [`Game::can_take`] with the player's liftable discount already summed (once per list, not once per action)
    /// and the answers shared by the list's actions in `memo` (for this player and state only).
    #[inline]
    fn can_take_with(
        &self,
        player: PlayerId,
        action: ActionRef,
        liftable: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        let Some(spec) = self.rules.action(action) else {
            return refuse(why, "TM-4.1", || tr!("refusal-no-such-action"));
        };
        self.can_take_spec(player, action, spec, liftable, why, memo)
    }

    /// [`Game::can_take_with`] for an action that exists, with its spec.
    #[inline]
    pub(crate) fn can_take_spec(
        &self,
        player: PlayerId,
        action: ActionRef,
        spec: ActionSpec,
        liftable: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        if self.state.occupants[action.slot()] != 0 {
            return refuse(why, "TM-4.2", || tr!("refusal-disc-on-action"));
        }
        let p = self.player(player);
        if p.discs_in_hand < spec.spaces {
            return refuse(why, "TM-4.3", || {
                tr!(
                    "refusal-needs-discs",
                    needed = spec.spaces,
                    discs = p.discs_in_hand
                )
            });
        }
        let discount = if spec.kind.printed_cost().is_some() {
            liftable
        } else {
            0
        };
        self.performable(player, spec.kind, spec.spaces, discount, why, memo)
    }

    /// D-18 and D-2 for one kind: it must have an effect and be affordable with the discounts the player could lift.
    /// `memo` keeps what does not depend on the kind's numbers, for the other actions of the same list.
    #[inline]
    pub(crate) fn performable(
        &self,
        player: PlayerId,
        kind: ActionKind,
        spaces: u8,
        discount: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        if why {
            self.performable_as::<true>(player, kind, spaces, discount, memo)
        } else {
            self.performable_as::<false>(player, kind, spaces, discount, memo)
        }
    }

    /// Whether `player` could perform an action of `kind` now ([`Game::performable`]), the reasons put into words
    /// when `WHY`. Always inlined: listing the legal actions asks it without `WHY` for every action in reach, and the
    /// verdict alone compiles to a few comparisons there.
    #[inline(always)]
    pub(crate) fn performable_as<const WHY: bool>(
        &self,
        player: PlayerId,
        kind: ActionKind,
        spaces: u8,
        discount: Yen,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        let why = WHY;
        let s = &self.state;
        let p = self.player(player);
        // `id`: a message saying "it would have no effect: …"
        let no_effect = |id: &str| refuse(why, "D-18", || crate::locale::WORDS.message(id, &[]));
        match kind {
            ActionKind::Move { .. } => {
                let Some(from) = p.space() else {
                    return no_effect("refusal-no-effect-off-grid");
                };
                if *memo
                    .can_step
                    .get_or_init(|| self.map().neighbours(from).any(|n| self.free(n)))
                {
                    Ok(())
                } else {
                    no_effect("refusal-no-effect-no-free-space")
                }
            }
            ActionKind::Station { .. } | ActionKind::StationSwap => {
                if p.pyramids == 0 {
                    return no_effect("refusal-no-effect-no-pyramid");
                }
                if matches!(kind, ActionKind::StationSwap) && p.speed_tokens == 0 && !p.bike {
                    return no_effect("refusal-no-effect-no-swap-payment");
                }
                let fewest_stops = *memo.fewest_stops.get_or_init(|| self.fewest_stops(player));
                let payable = fewest_stops.is_some_and(|stops| match kind {
                    ActionKind::Station { cost } => (cost - discount).max(0) * stops <= p.cash,
                    _ => true,
                });
                if payable {
                    Ok(())
                } else {
                    refuse(why, "TM-7.3", || tr!("refusal-no-station-to-pay"))
                }
            }
            ActionKind::Invest { .. } | ActionKind::InvestByDisc => {
                if matches!(kind, ActionKind::InvestByDisc) && p.discs_in_hand < spaces + 1 {
                    return refuse(why, "OS-6.2", || tr!("refusal-invest-by-disc-discs"));
                }
                let cheapest = *memo.cheapest_extra.get_or_init(|| self.cheapest_extra(player));
                let cost = match kind {
                    ActionKind::Invest { cost } => (cost - discount).max(0),
                    _ => 0,
                };
                if cheapest.is_some_and(|extra| cost + extra <= p.cash) {
                    Ok(())
                } else {
                    refuse(why, "TM-7.5", || tr!("refusal-no-share-to-buy"))
                }
            }
            ActionKind::Start { .. } => {
                if s.lines.iter().any(|l| !l.on_map()) {
                    Ok(())
                } else {
                    no_effect("refusal-no-effect-trains-on-map")
                }
            }
            ActionKind::Discount { .. } | ActionKind::Bid { .. } => Ok(()),
            ActionKind::Loan => {
                if s.loan_supply > 0 {
                    Ok(())
                } else {
                    refuse(why, "TM-7.9", || tr!("refusal-no-loan-token"))
                }
            }
            ActionKind::Repay => {
                if p.loans == 0 {
                    no_effect("refusal-no-effect-no-loan")
                } else if p.cash < LOAN {
                    refuse(why, "D-2", || {
                        tr!(
                            "refusal-repay-cost",
                            cost = LOAN.to_string(),
                            cash = p.cash.to_string()
                        )
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Speculate => {
                if p.speculation_discs == 0 {
                    return refuse(why, "TM-7.10", || tr!("refusal-speculation-discs-used"));
                }
                if *memo
                    .can_speculate
                    .get_or_init(|| self.speculation_targets(player, p.cash).next().is_some())
                {
                    Ok(())
                } else {
                    refuse(why, "TM-7.10", || tr!("refusal-no-speculation-line"))
                }
            }
            ActionKind::Speed { .. } => {
                if s.speed_supply > 0 {
                    Ok(())
                } else {
                    no_effect("refusal-no-effect-no-speed-token")
                }
            }
            ActionKind::Action { cost } => {
                if p.discs_owned >= MAX_DISCS {
                    refuse(why, "TM-7.12", || tr!("refusal-max-discs", max = MAX_DISCS))
                } else if p.discs_in_supply == 0 {
                    no_effect("refusal-no-effect-no-disc-in-supply")
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        tr!(
                            "refusal-cost",
                            cost = (cost - discount).max(0).to_string(),
                            cash = p.cash.to_string()
                        )
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Bike => {
                if p.bike {
                    refuse(why, "TM-7.13", || tr!("refusal-has-bike"))
                } else if s.bike_supply == 0 {
                    no_effect("refusal-no-effect-no-bike")
                } else {
                    Ok(())
                }
            }
            ActionKind::Card { cost } => {
                if !*memo
                    .pile_offers
                    .get_or_init(|| (0..s.columns.len()).any(|c| self.pile_offers_card(c)))
                {
                    no_effect("refusal-no-effect-no-card")
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        tr!(
                            "refusal-cost",
                            cost = (cost - discount).max(0).to_string(),
                            cash = p.cash.to_string()
                        )
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Sell => {
                if s.lines.iter().any(|l| l.share_of(player).is_some()) {
                    Ok(())
                } else {
                    no_effect("refusal-no-effect-no-share")
                }
            }
            ActionKind::Copy { cost } => {
                if p.copy_ready.is_some() {
                    refuse(why, "OS-6.4", || tr!("refusal-copy-waiting"))
                } else if p.discs_in_hand < spaces + 1 {
                    // D-28: Copy may open the round (its effect comes in a later turn), but only with a disc left
                    // to copy with; otherwise it could never be used (D-18).
                    refuse(why, "D-28", || tr!("refusal-copy-no-disc"))
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        tr!(
                            "refusal-cost",
                            cost = (cost - discount).max(0).to_string(),
                            cash = p.cash.to_string()
                        )
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Module { module, .. } => {
                match self
                    .rules
                    .module_get(ModuleId(module))
                    .and_then(|m| m.rules().turns())
                {
                    Some(turns) => turns.performable(self, player, kind, why),
                    None => refuse(why, "MC-1", || tr!("refusal-no-module-implements")),
                }
            }
            ActionKind::Extension { .. } => refuse(why, "MC-1", || tr!("refusal-no-loaded-module")),
        }
    }

    /// Whether an action of `kind` may be copied (OS-6.4): the engine's kinds always, a module's if it says so
    /// (D-9, D-24).
    #[inline]
    pub(crate) fn may_copy(&self, kind: ActionKind) -> bool {
        match kind {
            ActionKind::Module { module, .. } => self
                .rules
                .module_get(ModuleId(module))
                .and_then(|m| m.rules().turns())
                .is_some_and(|turns| turns.copyable(kind)),
            _ => true,
        }
    }

    /// Whether the Card action may take the top card of a column's discard pile (TM-7.14): not empty, and, for a
    /// card of a module, one the module lets be taken ([`crate::module::Turns::card_takeable`]).
    #[inline]
    pub(crate) fn pile_offers_card(&self, column: usize) -> bool {
        match self.state.columns[column].discard.last() {
            None => false,
            Some(&card) => match self.rules.card_module(card) {
                None => true,
                Some(id) => self
                    .rules
                    .module(id)
                    .rules()
                    .turns()
                    .is_none_or(|turns| turns.card_takeable(self, card)),
            },
        }
    }
}

/// A refusal by rule; the reason in words is built only when `why` asks for it, so that listing the legal actions
/// (which needs only the verdict) formats and allocates nothing.
#[inline]
fn refuse(why: bool, rule: &'static str, reason: impl FnOnce() -> String) -> Result<(), Refusal> {
    Err(Refusal {
        rule,
        reason: if why {
            Cow::Owned(reason())
        } else {
            Cow::Borrowed("")
        },
    })
}

/// Answers shared by the actions of one legal list: they depend on the player and the state only, not on the numbers
/// of a kind, so they are worked out at most once per list (lazily: a list without such a kind pays nothing).
#[derive(Default)]
pub(crate) struct Memo {
    /// Whether the meeple has a free neighbouring space (Move).
    can_step: OnceCell<bool>,
    /// [`Game::fewest_stops`] (Station, Station swap).
    fewest_stops: OnceCell<Option<Yen>>,
    /// [`Game::cheapest_extra`] (Invest, Invest by disc).
    cheapest_extra: OnceCell<Option<Yen>>,
    /// Whether any line may be speculated on (Speculate).
    can_speculate: OnceCell<bool>,
    /// Whether any discard pile offers a card (Card).
    pile_offers: OnceCell<bool>,
}

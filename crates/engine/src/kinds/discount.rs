//! Discount (TM-7.7): discs put on the action now, lifted later in the round onto an action with a printed cost to
//! lower it (TM-7.2, D-21): the stage of discounts that every such action asks after its target.

use metro_core::{ActionKind, Yen};

use super::{ANY_COST, Family, Memo};
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::{ActionRef, CardId, PlayerId};
use crate::locale::tr;
use crate::state::Resolution;

/// The Discount kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// Always performable.
    #[inline(always)]
    fn condition<const WHY: bool>(
        _game: &Game,
        _player: PlayerId,
        _kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        Ok(ANY_COST)
    }

    /// TM-7.7: a Discount only holds the discs that are lifted later.
    fn resolve(_game: &mut Game, _r: &Resolution, _kind: ActionKind, _cost: Yen, _events: &mut Vec<Event>) {}
}

impl Game {
    /// Calls `f` with every Discount action whose discs the player may lift onto the action being resolved now, in
    /// slot order ([`Game::may_lift`]).
    pub(crate) fn for_each_lift(&self, r: &Resolution, mut f: impl FnMut(ActionRef)) {
        for &(slot, _) in self.rules.discounts() {
            let from = ActionRef {
                card: CardId((slot / 2) as u8),
                action: (slot % 2) as u8,
            };
            if self.may_lift(r, from) {
                f(from);
            }
        }
    }

    /// TM-7.7, D-21: whether the player may lift the discount on `from` onto the action being resolved: a Discount
    /// action of theirs, other than this one, while something is left to pay.
    pub(crate) fn may_lift(&self, r: &Resolution, from: ActionRef) -> bool {
        self.remaining_cost(r) > 0
            && from != r.action
            && matches!(self.rules.kind(from), Some(ActionKind::Discount { .. }))
            && self
                .state
                .occupants
                .get(from.slot())
                .is_some_and(|&occupants| occupants & (1 << r.player.0) != 0)
    }

    /// Lifts the player's discs off the Discount action `from` onto the action being resolved (TM-7.7, D-21): the
    /// discount is free again once no disc is left on it.
    pub(crate) fn lift(&mut self, r: &mut Resolution, from: ActionRef, events: &mut Vec<Event>) {
        let amount = match self.rules.kind(from) {
            Some(ActionKind::Discount { amount }) => amount,
            _ => 0,
        };
        self.state.occupants[from.slot()] &= !(1 << r.player.0);
        r.discount += amount;
        events.push(Event::DiscountLifted {
            player: r.player,
            from,
            amount,
        });
    }

    /// Whether the player may stop lifting discounts: what the action costs now is payable (D-2).
    pub(crate) fn may_stop_lifting(&self, r: &Resolution) -> bool {
        self.total_cost(r) <= self.player(r.player).cash
    }

    /// Why a discount may not be lifted now (D-21).
    pub(crate) fn lift_refusal(&self) -> Refusal {
        Refusal::new("D-21", tr!("refusal-lift"))
    }
}

//! Bid (TM-7.8): a bonus added to the player's bid in the next round's turn-order auction.

use metro_core::{ActionKind, Yen};

use super::{ANY_COST, Family, Memo};
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::state::Resolution;

/// The Bid kind.
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

    fn resolve(game: &mut Game, r: &Resolution, kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        let ActionKind::Bid { bonus } = kind else {
            return never!("not a Bid");
        };
        let player = r.player;
        game.player_mut(player).bid_bonus += bonus;
        events.push(Event::BidBonus { player, bonus });
    }
}

//! Bike (TM-7.13): a bike token from the supply, at most one a player; it adds a step to every move.

use metro_core::{ActionKind, Yen};

use super::{ANY_COST, Family, Memo, no_effect, refuse};
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;
use crate::state::Resolution;

/// The Bike kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// TM-7.13: no bike yet; D-18: one left in the supply.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        if game.player(player).bike {
            refuse(WHY, "TM-7.13", || tr!("refusal-has-bike"))
        } else if game.state.bike_supply == 0 {
            no_effect(WHY, "refusal-no-effect-no-bike")
        } else {
            Ok(ANY_COST)
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, _kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        let player = r.player;
        game.state.bike_supply -= 1;
        game.player_mut(player).bike = true;
        events.push(Event::Bike { player, taken: true });
    }
}

//! Action (TM-7.12): one of the player's discs from the general supply into their hand, for a printed cost, up to
//! the most discs a player may own.

use metro_core::{ActionKind, Yen};

use super::{Family, Memo, no_effect, refuse, within};
use crate::event::{Event, Reason};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;
use crate::state::{MAX_DISCS, Resolution};

/// The Action kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// TM-7.12: fewer discs than the most; D-18: one in the supply; D-2: its cost payable.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        let p = game.player(player);
        if p.discs_owned >= MAX_DISCS {
            refuse(WHY, "TM-7.12", || tr!("refusal-max-discs", max = MAX_DISCS))
        } else if p.discs_in_supply == 0 {
            no_effect(WHY, "refusal-no-effect-no-disc-in-supply")
        } else {
            Ok(within(p.cash, 1))
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, _kind: ActionKind, cost: Yen, events: &mut Vec<Event>) {
        let player = r.player;
        game.pay(player, cost, Reason::ActionCost, events);
        let p = game.player_mut(player);
        p.discs_in_supply -= 1;
        p.discs_owned += 1;
        p.discs_in_hand += 1;
        events.push(Event::Disc { player, gained: true });
    }
}

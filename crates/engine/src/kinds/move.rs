//! Move (TM-7.1): the meeple moves up to its distance (one more with a bike), never through another meeple
//! (TM-6.5.3).

use metro_core::{ActionKind, Yen};

use super::{ANY_COST, Family, Memo, no_effect};
use crate::action::Action;
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::state::{Meeple, Resolution, Stage, Target};

/// The Move kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// D-18: the meeple on the grid, with a free neighbouring space.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        memo: &Memo,
    ) -> Result<Yen, Refusal> {
        let Some(from) = game.player(player).space() else {
            return no_effect(WHY, "refusal-no-effect-off-grid");
        };
        if memo!(memo.can_step, game.map().neighbours(from).any(|n| game.free(n))) {
            Ok(ANY_COST)
        } else {
            no_effect(WHY, "refusal-no-effect-no-free-space")
        }
    }

    fn asks_target(_kind: ActionKind) -> bool {
        true
    }

    /// The spaces within reach, ring after ring.
    fn any_choice(game: &Game, r: &Resolution, kind: ActionKind, mut f: impl FnMut(Action) -> bool) -> bool {
        let mut any = false;
        if let Some((from, steps)) = reach(game, r, kind) {
            game.reachable(r.player, from, steps, |space| any |= f(Action::MoveTo(space)));
        }
        any
    }

    /// One space asked directly: whether it is within reach.
    #[inline]
    fn offers(game: &Game, r: &Resolution, kind: ActionKind, choice: Action) -> bool {
        match (choice, reach(game, r, kind)) {
            (Action::MoveTo(to), Some((from, steps))) if r.stage == Stage::Target => {
                game.reaches(r.player, from, steps, to)
            }
            _ => false,
        }
    }

    fn refusal(stage: Stage, _kind: ActionKind, choice: Action) -> Option<(&'static str, &'static str)> {
        match (stage, choice) {
            (Stage::Target, Action::MoveTo(_)) => Some(("TM-7.1", "refusal-target-move")),
            _ => None,
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, _kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        if let Some(Target::Space(space)) = r.target {
            let player = r.player;
            game.player_mut(player).meeple = Meeple::On(space);
            events.push(Event::MeepleMoved { player, to: space });
        } else {
            never!("a Move without a space");
        }
    }
}

/// Where the meeple moves from, and how many steps it may make: the action's distance, one more with a bike.
#[inline]
fn reach(game: &Game, r: &Resolution, kind: ActionKind) -> Option<(metro_core::SpaceId, u8)> {
    let ActionKind::Move { distance } = kind else {
        return None;
    };
    let p = game.player(r.player);
    Some((p.space()?, distance + p.bike as u8))
}

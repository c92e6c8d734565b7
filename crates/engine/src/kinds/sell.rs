//! Sell (OS-6.3): a share of the player's sold back: what it alone would earn now is set aside, the line's value
//! falls by it, and the other holders move up.

use metro_core::{ActionKind, LineId, Yen};

use super::{ANY_COST, Family, Memo, no_effect};
use crate::action::Action;
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::state::{Resolution, Stage, Target};

/// The Sell kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// D-18: a share of the player's.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        if game.state.lines.iter().any(|l| l.share_of(player).is_some()) {
            Ok(ANY_COST)
        } else {
            no_effect(WHY, "refusal-no-effect-no-share")
        }
    }

    fn asks_target(_kind: ActionKind) -> bool {
        true
    }

    /// The lines the player holds a share of, in order.
    fn any_choice(game: &Game, r: &Resolution, _kind: ActionKind, mut f: impl FnMut(Action) -> bool) -> bool {
        r.stage == Stage::Target
            && (game.state.lines.iter().enumerate())
                .any(|(i, l)| l.share_of(r.player).is_some() && f(Action::Line(LineId(i as u8))))
    }

    fn refusal(stage: Stage, _kind: ActionKind, choice: Action) -> Option<(&'static str, &'static str)> {
        match (stage, choice) {
            (Stage::Target, Action::Line(_)) => Some(("OS-6.3", "refusal-target-sell")),
            _ => None,
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, _kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        match r.target {
            Some(Target::Line(line)) => sell(game, r.player, line, events),
            _ => never!("a Sell without a line"),
        }
    }
}

/// OS-6.3: set aside what the share alone would earn now; the value falls by it; the rest renumber.
fn sell(game: &mut Game, player: PlayerId, line: LineId, events: &mut Vec<Event>) {
    let state = &game.state.lines[line.0 as usize];
    let Some(number) = state.share_of(player) else {
        return;
    };
    let holders = state.shares_taken();
    let paid = game
        .rules
        .payouts()
        .share_payouts(game.map().revenue(), state.value, holders);
    let amount: Yen = paid.amounts().get(number - 1).copied().unwrap_or(0);
    game.player_mut(player).set_aside += amount;
    game.raise(line, -amount, events);
    let state = &mut game.state.lines[line.0 as usize];
    // The other holders move up in their order, the freed numbers at the end stay in the stock stack.
    let mut remaining = [None; 4];
    for (slot, holder) in remaining
        .iter_mut()
        .zip(state.holders.iter().flatten().filter(|&&h| h != player))
    {
        *slot = Some(*holder);
    }
    state.holders = remaining;
    events.push(Event::ShareSold { player, line, amount });
}

//! Speculate (TM-7.10): one of the player's speculation discs on a free slot of a line with a value, no share of
//! theirs, and a stake of at least the line's low number (D-19), paid at once.

use std::ops::RangeInclusive;

use metro_core::{ActionKind, Yen};

use super::{ANY_COST, Family, Keep, Memo, refuse};
use crate::action::Action;
use crate::event::{Event, Reason};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;
use crate::state::{Resolution, Slot, Stage, Target};

/// The Speculate kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// TM-7.10: a speculation disc left, and a line to speculate on with the smallest stake payable.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        memo: &Memo,
    ) -> Result<Yen, Refusal> {
        let p = game.player(player);
        if p.speculation_discs == 0 {
            return refuse(WHY, "TM-7.10", || tr!("refusal-speculation-discs-used"));
        }
        if memo!(memo.can_speculate, game.can_speculate(player, p.cash)) {
            Ok(ANY_COST)
        } else {
            refuse(WHY, "TM-7.10", || tr!("refusal-no-speculation-line"))
        }
    }

    fn asks_target(_kind: ActionKind) -> bool {
        true
    }

    /// The stake, once the line is chosen.
    fn own_stage(_game: &Game, _r: &Resolution, _kind: ActionKind) -> Option<Stage> {
        Some(Stage::Stake)
    }

    /// The lines to speculate on, in order; then the stakes, in ¥100 steps from the smallest.
    fn any_choice(game: &Game, r: &Resolution, _kind: ActionKind, mut f: impl FnMut(Action) -> bool) -> bool {
        match r.stage {
            Stage::Target => {
                let cash = game.player(r.player).cash;
                game.speculation_targets(r.player, cash).any(|line| f(Action::Line(line)))
            }
            Stage::Stake => match stakes(game, r) {
                Some(stakes) => stakes.into_iter().any(|hundreds| f(Action::Stake(hundreds * 100))),
                None => false,
            },
            _ => false,
        }
    }

    /// A stake asked directly: a step of ¥100 within [`stakes`].
    #[inline]
    fn offers(game: &Game, r: &Resolution, kind: ActionKind, choice: Action) -> bool {
        match (r.stage, choice) {
            (Stage::Stake, Action::Stake(amount)) => {
                amount % 100 == 0 && stakes(game, r).is_some_and(|stakes| stakes.contains(&(amount / 100)))
            }
            _ => Self::any_choice(game, r, kind, |offered| offered == choice),
        }
    }

    fn refusal(stage: Stage, _kind: ActionKind, choice: Action) -> Option<(&'static str, &'static str)> {
        match (stage, choice) {
            (Stage::Target, Action::Line(_)) => Some(("TM-7.10", "refusal-target-speculate")),
            _ => None,
        }
    }

    /// D-20: the speculation disc's slot on the target line.
    fn keeps(_game: &Game, r: &Resolution, _kind: ActionKind) -> Keep {
        match r.target {
            Some(Target::Line(line)) => Keep::SlotOn(line),
            _ => Keep::Nothing,
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, _kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        let Some(Target::Line(line)) = r.target else {
            return never!("a Speculate without a line");
        };
        let player = r.player;
        let slots = game.map().line(line).slots as usize;
        if let Some(slot) = game.state.lines[line.0 as usize].slots[..slots]
            .iter_mut()
            .find(|s| **s == Slot::Empty)
        {
            *slot = Slot::Speculation {
                player,
                stake: r.stake,
            };
        }
        game.player_mut(player).speculation_discs -= 1;
        game.pay(player, r.stake, Reason::Stake, events);
        events.push(Event::Speculated {
            player,
            line,
            stake: r.stake,
        });
    }
}

/// The stakes the player may put on the target line, in hundreds of yen: from the line's smallest stake (TM-7.10,
/// D-19) to their cash; none without a target line.
fn stakes(game: &Game, r: &Resolution) -> Option<RangeInclusive<Yen>> {
    match r.target {
        Some(Target::Line(line)) => Some(game.min_stake(line) / 100..=game.player(r.player).cash / 100),
        _ => None,
    }
}

impl Game {
    /// Why a stake is refused (TM-7.10): below the target line's smallest stake, beyond the player's cash, or not in
    /// ¥100 steps.
    pub(crate) fn stake_refusal(&self, r: &Resolution, amount: Yen) -> Refusal {
        let low = match r.target {
            Some(Target::Line(line)) => self.min_stake(line),
            _ => 100,
        };
        Refusal::new(
            "TM-7.10",
            tr!(
                "refusal-stake",
                low = low.to_string(),
                amount = amount.to_string()
            ),
        )
    }
}

//! Invest (TM-7.5): a share of a line for the printed cost plus the share's extra, the value rising by all that is
//! paid; Invest by disc (OS-6.2): the same for the extra alone and one more action disc, given up for good.

use metro_core::{ActionKind, LineId, Yen};

use super::{Family, Memo, NO_COST, Spare, TooDear, within};
use crate::action::Action;
use crate::event::{Event, Reason};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::state::{Resolution, Stage, Target};

/// Invest and Invest by disc.
pub(super) struct Kinds;

impl Family for Kinds {
    /// TM-7.5: no share to buy (or none the player can pay for).
    const TOO_DEAR: TooDear = TooDear::Rule("TM-7.5", "refusal-no-share-to-buy");

    /// TM-7.5, OS-5.2: a share the player may buy, its cost and extra payable (by disc: the extra alone, the kind
    /// having no printed cost).
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        memo: &Memo,
    ) -> Result<Yen, Refusal> {
        let cash = game.player(player).cash;
        Ok(match memo!(memo.cheapest_extra, game.cheapest_extra(player)) {
            Some(extra) => within(cash - extra, 1),
            None => NO_COST,
        })
    }

    /// OS-6.2: Invest by disc needs a disc in hand beyond its spaces, to give up.
    #[inline(always)]
    fn spare(kind: ActionKind) -> Option<Spare> {
        matches!(kind, ActionKind::InvestByDisc).then_some(Spare {
            discs: 1,
            rule: "OS-6.2",
            message: "refusal-invest-by-disc-discs",
        })
    }

    fn asks_target(_kind: ActionKind) -> bool {
        true
    }

    /// The lines whose next share the player may buy and pay for, in order.
    fn any_choice(game: &Game, r: &Resolution, kind: ActionKind, mut f: impl FnMut(Action) -> bool) -> bool {
        if r.stage != Stage::Target {
            return false;
        }
        let cash = game.player(r.player).cash;
        game.invest_targets(r.player, cost(game, r.player, kind), cash)
            .any(|(line, _)| f(Action::Line(line)))
    }

    fn refusal(stage: Stage, kind: ActionKind, choice: Action) -> Option<(&'static str, &'static str)> {
        match (stage, kind, choice) {
            (Stage::Target, ActionKind::Invest { .. }, Action::Line(_)) => Some(("TM-7.5", "refusal-target-invest")),
            (Stage::Target, _, Action::Line(_)) => Some(("OS-6.2", "refusal-target-invest-by-disc")),
            _ => None,
        }
    }

    /// TM-7.5: the share's extra on top (by disc: the extra alone).
    fn total_cost(game: &Game, r: &Resolution, kind: ActionKind, remaining: Yen) -> Yen {
        let Some(Target::Line(line)) = r.target else {
            return remaining;
        };
        let taken = game.state.lines[line.0 as usize].shares_taken();
        let extra = game.map().line(line).extras.get(taken).copied().unwrap_or(0);
        let cost = if matches!(kind, ActionKind::Invest { .. }) {
            remaining
        } else {
            0
        };
        cost + extra
    }

    fn resolve(game: &mut Game, r: &Resolution, kind: ActionKind, cost: Yen, events: &mut Vec<Event>) {
        let Some(Target::Line(line)) = r.target else {
            return never!("an Invest without a line");
        };
        let player = r.player;
        let reason = if matches!(kind, ActionKind::InvestByDisc) {
            // OS-6.2: one more disc goes to the box for good; only the extra is paid.
            let p = game.player_mut(player);
            p.discs_in_hand -= 1;
            p.discs_owned -= 1;
            events.push(Event::Disc {
                player,
                gained: false,
            });
            Reason::ShareExtra
        } else {
            Reason::ActionCost
        };
        // TM-7.5: the value rises by everything actually paid, extras included.
        game.pay(player, cost, reason, events);
        game.raise(line, cost, events);
        take_share(game, player, line, events);
    }
}

/// The printed cost of an Invest after the discounts the player could lift (none for Invest by disc).
fn cost(game: &Game, player: PlayerId, kind: ActionKind) -> Yen {
    match kind {
        ActionKind::Invest { cost } => (cost - game.liftable_discount(player)).max(0),
        _ => 0,
    }
}

/// Takes the top stock card of a line and puts its vehicles on the map if they are not (TM-7.5, TM-9.6).
fn take_share(game: &mut Game, player: PlayerId, line: LineId, events: &mut Vec<Event>) {
    let state = &mut game.state.lines[line.0 as usize];
    let number = state.shares_taken();
    state.holders[number] = Some(player);
    state.unowned_start = false;
    events.push(Event::ShareTaken {
        player,
        line,
        number: number as u8 + 1,
    });
    if !game.state.lines[line.0 as usize].on_map() {
        game.place_vehicles(line, events);
    }
}

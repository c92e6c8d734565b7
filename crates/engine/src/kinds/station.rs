//! Station (TM-7.3): a pyramid on a station the meeple touches, paid per stop of the station; Station swap (TM-7.4):
//! the same, paid with an unassigned speed token or the bike instead of yen.

use metro_core::{ActionKind, StationId, Yen};

use super::{ANY_COST, Family, Keep, Memo, NO_COST, TooDear, no_effect, within};
use crate::action::{Action, SwapPayment};
use crate::event::{Event, Reason};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::state::{Resolution, Stage, Target};

/// Station and Station swap.
pub(super) struct Kinds;

impl Family for Kinds {
    /// TM-7.3: no station to build on (or none the player can pay for).
    const TOO_DEAR: TooDear = TooDear::Rule("TM-7.3", "refusal-no-station-to-pay");

    /// D-18: a pyramid left, and for a swap a token or the bike to pay with; a station touched without a pyramid
    /// (TM-7.3), its stops paid for (a Station's cost is per stop).
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        kind: ActionKind,
        memo: &Memo,
    ) -> Result<Yen, Refusal> {
        let p = game.player(player);
        if p.pyramids == 0 {
            return no_effect(WHY, "refusal-no-effect-no-pyramid");
        }
        let swap = matches!(kind, ActionKind::StationSwap);
        if swap && p.speed_tokens == 0 && !p.bike {
            return no_effect(WHY, "refusal-no-effect-no-swap-payment");
        }
        match memo!(memo.fewest_stops, game.fewest_stops(player)) {
            None => Ok(NO_COST),
            Some(_) if swap => Ok(ANY_COST),
            Some(stops) => Ok(within(p.cash, stops)),
        }
    }

    fn asks_target(_kind: ActionKind) -> bool {
        true
    }

    /// A swap's payment is asked when the player has both a token and the bike.
    fn own_stage(game: &Game, r: &Resolution, kind: ActionKind) -> Option<Stage> {
        let p = game.player(r.player);
        (matches!(kind, ActionKind::StationSwap) && p.speed_tokens > 0 && p.bike).then_some(Stage::SwapPayment)
    }

    /// The stations the player may build on (and can pay for), in order; then how a swap may be paid.
    fn any_choice(game: &Game, r: &Resolution, kind: ActionKind, mut f: impl FnMut(Action) -> bool) -> bool {
        let p = game.player(r.player);
        match (r.stage, kind) {
            (Stage::Target, ActionKind::Station { cost }) => {
                let per_stop = (cost - game.liftable_discount(r.player)).max(0);
                game.station_targets(r.player, per_stop, p.cash)
                    .any(|(station, _)| f(Action::Station(station)))
            }
            (Stage::Target, _) => game
                .station_targets(r.player, 0, p.cash)
                .any(|(station, _)| f(Action::Station(station))),
            (Stage::SwapPayment, _) => {
                (p.speed_tokens > 0 && f(Action::PayWith(SwapPayment::SpeedToken)))
                    || (p.bike && f(Action::PayWith(SwapPayment::Bike)))
            }
            _ => false,
        }
    }

    fn refusal(stage: Stage, kind: ActionKind, choice: Action) -> Option<(&'static str, &'static str)> {
        match (stage, kind, choice) {
            (Stage::Target, ActionKind::Station { .. }, Action::Station(_)) => {
                Some(("TM-7.3", "refusal-target-station"))
            }
            (Stage::Target, _, Action::Station(_)) => Some(("TM-7.4", "refusal-target-station-swap")),
            (Stage::SwapPayment, _, Action::PayWith(_)) => Some(("TM-7.4", "refusal-target-swap-payment")),
            _ => None,
        }
    }

    /// A Station's cost per stop of the station built on (TM-7.3); a swap pays no yen.
    fn total_cost(game: &Game, r: &Resolution, kind: ActionKind, remaining: Yen) -> Yen {
        match (kind, r.target) {
            (ActionKind::Station { .. }, Some(Target::Station(station))) => {
                remaining * game.map().station(station).stops.len() as Yen
            }
            _ => remaining,
        }
    }

    /// D-20: a swap paid with a speed token keeps it.
    fn keeps(game: &Game, r: &Resolution, kind: ActionKind) -> Keep {
        if !matches!(kind, ActionKind::StationSwap) {
            return Keep::Nothing;
        }
        let token_pays = match r.payment {
            Some(payment) => payment == SwapPayment::SpeedToken,
            None => !game.player(r.player).bike,
        };
        if token_pays { Keep::Token } else { Keep::Nothing }
    }

    fn resolve(game: &mut Game, r: &Resolution, kind: ActionKind, cost: Yen, events: &mut Vec<Event>) {
        let Some(Target::Station(station)) = r.target else {
            return never!("a Station without a station");
        };
        let player = r.player;
        if matches!(kind, ActionKind::StationSwap) {
            let p = game.player(player);
            let payment = r.payment.unwrap_or(if p.speed_tokens > 0 {
                SwapPayment::SpeedToken
            } else {
                SwapPayment::Bike
            });
            match payment {
                SwapPayment::SpeedToken => {
                    game.player_mut(player).speed_tokens -= 1;
                    game.state.speed_supply += 1;
                    events.push(Event::TokenReturned(player));
                }
                SwapPayment::Bike => {
                    game.player_mut(player).bike = false;
                    game.state.bike_supply += 1;
                    events.push(Event::Bike { player, taken: false });
                }
            }
        } else {
            game.pay(player, cost, Reason::ActionCost, events);
        }
        build(game, player, station, events);
    }
}

/// A pyramid of the player's on the station.
fn build(game: &mut Game, player: PlayerId, station: StationId, events: &mut Vec<Event>) {
    game.state.pyramids[station.0 as usize] = Some(player);
    game.player_mut(player).pyramids -= 1;
    events.push(Event::StationBuilt { player, station });
}

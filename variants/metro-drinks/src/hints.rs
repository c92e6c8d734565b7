//! Metro Drinks' share of bot play: what a vending machine, a colour card, a shape card and a place to build are
//! worth, on the scale of the bot's own valuation ([`Valuation`]): the drink payouts a drink is expected to bring in
//! the train phases left (MD-5), less the fee (MD-4.3) and the disc given up for good (MD-4.1).

use metro_core::{ActionKind, SpaceId, StationId};
use metro_engine::module::SeatRead;
use metro_engine::module::{Hints, Valuation};
use metro_engine::state::Pending;
use metro_engine::{Action, Phase};

use crate::payloads::DrinkAction;
use crate::play::{COLOUR_CARD, DrinksRules, SHAPE_CARD, drink_payout_amount};
use crate::state::Drinks;

/// A free build worth `value`: before anything else when it gains, never when it loses.
fn free_build(value: f64) -> f64 {
    if value > 0.0 {
        10_000.0 + value
    } else {
        f64::NEG_INFINITY
    }
}

impl DrinksRules {
    fn seen<'a>(&self, view: &'a dyn SeatRead) -> Option<std::borrow::Cow<'a, metro_engine::ModuleState>> {
        view.module_state(self.id)
    }

    /// The fee the viewer pays to build at a station of `owner` (MD-4.3), from what the viewer sees.
    fn fee_seen(&self, view: &dyn SeatRead, d: &Drinks<'_>, owner: metro_engine::PlayerId) -> i32 {
        let me = view.viewer();
        if owner == me {
            return 0;
        }
        let standing = d
            .standing()
            .filter(|&(station, colour)| {
                view.pyramids().get(station).copied().flatten() == Some(owner) && d.owner(colour) == Some(me)
            })
            .count();
        crate::DRINK_FEE_STEP * (1 + standing as i32)
    }

    /// What putting a drink of `colour` at `station` is worth: the drink payouts expected there (MD-5) to whoever they
    /// go to, less the fee (MD-4.3).
    fn build_value(
        &self,
        view: &dyn SeatRead,
        v: &dyn Valuation,
        d: &Drinks<'_>,
        station: StationId,
        colour: u8,
    ) -> f64 {
        let Some(owner) = view.pyramids()[station.0 as usize] else {
            return f64::NEG_INFINITY;
        };
        let me = view.viewer();
        let w = v.opponent_weight();
        let amount = drink_payout_amount(d.on_map(colour) + 1) as f64;
        let recipient = if self.owner_paid { me } else { owner };
        let share = if recipient == me { 1.0 } else { -w };
        let fee = self.fee_seen(view, d, owner) as f64;
        v.traffic(station) * amount * share - fee * (1.0 + w)
    }

    /// The viewer's stations without a drink, best drink spots first, with what a drink of `colour` would earn there.
    fn drink_spots(&self, view: &dyn SeatRead, v: &dyn Valuation, d: &Drinks<'_>, colour: u8) -> Vec<f64> {
        let me = view.viewer();
        let mut spots: Vec<f64> = view
            .pyramids()
            .iter()
            .enumerate()
            .filter(|&(s, o)| *o == Some(me) && d.at(s).is_none())
            .map(|(s, _)| self.build_value(view, v, d, StationId(s as u16), colour))
            .filter(|value| *value > 0.0)
            .collect();
        spots.sort_by(|a, b| b.total_cmp(a));
        spots
    }

    /// A colour card (MD-4.1): the drinks the viewer can place at its own busy stations, less the disc given up for
    /// good.
    fn colour_card_value(&self, view: &dyn SeatRead, v: &dyn Valuation, d: &Drinks<'_>, colour: u8) -> f64 {
        if v.rounds_after() < 1.0 {
            return f64::NEG_INFINITY;
        }
        let me = view.viewer();
        let spots = self.drink_spots(view, v, d, colour);
        // Only with a station of its own to put a drink on now.
        if spots.len() <= d.supply(me) as usize {
            return f64::NEG_INFINITY;
        }
        // Drinks already in the supply cover the best spots; a new colour pays off only beyond them.
        let supply = d.supply(me) as usize;
        let crate_size = d.left(colour) as usize;
        let placed: f64 = spots.iter().skip(supply).take(crate_size).sum();
        let average = if spots.is_empty() {
            0.0
        } else {
            spots.iter().sum::<f64>() / spots.len() as f64
        };
        let future = (view.player(me).pyramids() as usize)
            .min(crate_size.saturating_sub(spots.len().saturating_sub(supply))) as f64;
        0.5 * placed + 0.25 * future * average.max(150.0) - v.disc_worth()
    }

    /// A shape card (MD-4.4): free builds at the viewer's stations this phase.
    fn shape_card_value(&self, view: &dyn SeatRead, v: &dyn Valuation, d: &Drinks<'_>) -> f64 {
        let me = view.viewer();
        let supply = d.supply(me) as usize;
        if supply == 0 {
            return f64::NEG_INFINITY;
        }
        let mut best: Vec<f64> = (0..d.colours() as u8)
            .filter(|&c| d.owner(c) == Some(me) && d.left(c) > 0)
            .flat_map(|c| self.drink_spots(view, v, d, c))
            .collect();
        best.sort_by(|a, b| b.total_cmp(a));
        0.5 * best.iter().take(supply.min(3)).sum::<f64>()
    }

    /// The best free build at the stations a space touches.
    fn best_build_at(&self, view: &dyn SeatRead, v: &dyn Valuation, d: &Drinks<'_>, space: SpaceId) -> f64 {
        let me = view.viewer();
        if d.supply(me) == 0 {
            return 0.0;
        }
        let map = view.map();
        let mut best = 0.0f64;
        for &stop in map.stops_touching(space) {
            let Some(station) = map.stop(stop).station else {
                continue;
            };
            let Some(owner) = view.pyramids()[station.0 as usize] else {
                continue;
            };
            if d.at(station.0 as usize).is_some() || self.fee_seen(view, d, owner) > v.cash() {
                continue;
            }
            for c in 0..d.colours() as u8 {
                if d.owner(c) == Some(me) && d.left(c) > 0 {
                    best = best.max(self.build_value(view, v, d, station, c));
                }
            }
        }
        best
    }
}

impl Hints for DrinksRules {
    fn position(&self, view: &dyn SeatRead, v: &mut dyn Valuation, space: SpaceId) -> f64 {
        // A place where a vending machine of the viewer's would pay is worth standing on.
        if view.phase() == Phase::Trains {
            return 0.0;
        }
        let Some(state) = self.seen(view) else { return 0.0 };
        let d = self.drinks_of(&state);
        0.6 * self.best_build_at(view, v, &d, space)
    }

    fn kind_value(&self, view: &dyn SeatRead, v: &mut dyn Valuation, kind: ActionKind) -> f64 {
        let Some(state) = self.seen(view) else {
            return f64::NEG_INFINITY;
        };
        let d = self.drinks_of(&state);
        match kind {
            ActionKind::Module {
                kind: COLOUR_CARD,
                param,
                ..
            } => self.colour_card_value(view, v, &d, param as u8),
            ActionKind::Module { kind: SHAPE_CARD, .. } => self.shape_card_value(view, v, &d),
            _ => f64::NEG_INFINITY,
        }
    }

    fn choice_value(&self, view: &dyn SeatRead, v: &mut dyn Valuation, action: Action) -> Option<f64> {
        let state = self.seen(view)?;
        let d = self.drinks_of(&state);
        let me = view.viewer();
        let in_stage = matches!(view.pending(), Pending::Resolving(_));
        if let Some(DrinkAction::Build { station, colour }) = self.drink_action(&action) {
            let value = self.build_value(view, v, &d, station, colour);
            // Free builds do not end the turn: take every good one first.
            return Some(if in_stage || d.builds_free(me) {
                free_build(value)
            } else {
                v.net_of_discs(value, 1)
            });
        }
        if !in_stage {
            return None;
        }
        match action {
            Action::MoveTo(s) => {
                let now = match view.player(me).space() {
                    Some(here) => v.position(here),
                    None => 0.0,
                };
                Some(0.3 * (v.position(s) - now) + self.best_build_at(view, v, &d, s))
            }
            _ => Some(0.0),
        }
    }
}

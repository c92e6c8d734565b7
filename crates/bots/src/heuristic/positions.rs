//! Where the meeple should stand: a space's worth for building, the station cost in sight, the spaces in reach,
//! and the movement phase's choice.

use metro_core::{ActionKind, SpaceId, Yen};
use metro_engine::{Action, ActionRef, Phase};

use super::Ctx;

/// Station cost per stop assumed when no Station action is in sight.
pub(super) const REFERENCE_STATION_COST: f64 = 300.0;

impl Ctx<'_> {
    /// The discounts the bot could lift now.
    pub(super) fn liftable(&self) -> Yen {
        self.game.liftable_discount()
    }

    /// Actions in the bot's reach that no disc covers.
    pub(super) fn available(&self) -> Vec<ActionRef> {
        let mut out = Vec::new();
        self.game.actions_in_reach(|action| {
            if self.game.occupants(action) == 0 {
                out.push(action);
            }
        });
        out
    }

    /// The station cost per stop the bot expects to pay this round, and whether a station can be built this round.
    pub(super) fn station_cost(&self) -> (f64, bool) {
        let p = self.game.player(self.me);
        if self.game.phase() == Phase::Trains {
            return (REFERENCE_STATION_COST, false);
        }
        let discount = self.liftable();
        let mut best: Option<f64> = None;
        for action in self.available() {
            let Some(spec) = self.game.rules().action(action) else {
                continue;
            };
            let cost = match spec.kind {
                ActionKind::Station { cost } => (cost - discount).max(0) as f64,
                ActionKind::StationSwap if p.speed_tokens() > 0 || p.bike() => 150.0,
                _ => continue,
            };
            if spec.spaces <= p.discs_in_hand().max(1) {
                best = Some(best.map_or(cost, |b: f64| b.min(cost)));
            }
        }
        match best {
            Some(c) => (c, true),
            None => (REFERENCE_STATION_COST, false),
        }
    }

    /// What standing on `space` is worth: the best station the bot could build there, after its cost.
    pub(super) fn spot(&mut self, space: SpaceId, cost: f64) -> f64 {
        let p = self.game.player(self.me);
        if p.pyramids() == 0 {
            return 0.0;
        }
        let map = self.game.map();
        let cash = self.my_cash() as f64;
        let mut best = 0.0f64;
        for &stop in map.stops_touching(space) {
            let Some(station) = map.stop(stop).station else {
                continue;
            };
            if self.game.pyramids()[station.0 as usize].is_some() {
                continue;
            }
            let total = cost * map.station(station).stops.len() as f64;
            if total > cash {
                continue;
            }
            best = best.max(self.station_value(station) - total);
        }
        best
    }

    /// Spaces the bot's meeple would reach from `from` in 1..=steps orthogonal moves (the engine's rule, TM-6.5.3).
    pub(super) fn reach(&self, from: SpaceId, steps: u8) -> Vec<SpaceId> {
        let mut out = Vec::new();
        self.game.reachable_spaces(from, steps, |s| out.push(s));
        out
    }

    /// A space's worth for the coming actions, with a little for what lies around it.
    pub(super) fn position(&mut self, space: SpaceId, cost: f64) -> f64 {
        let here = self.spot(space, cost);
        let mut around = 0.0f64;
        for s in self.reach(space, 2) {
            around = around.max(self.spot(s, cost));
        }
        // Rule modules: what their pieces make of the place (a module's piece that would pay there).
        let mut modules = 0.0;
        let view = self.game;
        for slot in view.rules().modules() {
            if let Some(hints) = slot.rules().hints() {
                modules += hints.position(&view, self, space);
            }
        }
        here + 0.25 * around + modules
    }

    /// The movement phase: placing the meeple, moving it or staying, each valued by the position it leads to.
    pub(super) fn movement_values(&mut self, legal: &[Action]) -> Vec<f64> {
        let (cost, _) = self.station_cost();
        let here = self
            .game
            .player(self.me)
            .space()
            .map_or(f64::NEG_INFINITY, |s| self.position(s, cost));
        legal
            .iter()
            .map(|a| match *a {
                Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) => self.position(s, cost),
                Action::Stay => here + 1.0,
                _ => f64::NEG_INFINITY,
            })
            .collect()
    }
}

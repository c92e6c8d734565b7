//! Where the meeple should stand: a space's worth for building, the station cost in sight, the spaces in reach,
//! and the movement phase's choice.

use std::sync::Arc;

use metro_core::{ActionKind, SpaceId, Yen};
use metro_engine::{Action, ActionRef, Phase};

use super::{Ctx, memo};

/// Positions to value beyond which [`Ctx::around_all`] is cheaper than a search from each.
const MANY_POSITIONS: usize = 64;

/// Station cost per stop assumed when no Station action is in sight.
pub(super) const REFERENCE_STATION_COST: f64 = 300.0;

impl Ctx<'_> {
    /// The discounts the bot could lift now.
    pub(super) fn liftable(&self) -> Yen {
        if let Some(yen) = self.memo.liftable.get() {
            return yen;
        }
        let yen = self.game.liftable_discount();
        self.memo.liftable.set(Some(yen));
        yen
    }

    /// Actions in the bot's reach that no disc covers.
    pub(super) fn available(&self) -> Arc<[ActionRef]> {
        if let Some(actions) = &*self.memo.available.borrow() {
            return actions.clone();
        }
        let mut out = Vec::new();
        self.game.actions_in_reach(|action| {
            if self.game.occupants(action) == 0 {
                out.push(action);
            }
        });
        let out: Arc<[ActionRef]> = out.into();
        *self.memo.available.borrow_mut() = Some(out.clone());
        out
    }

    /// The station cost per stop the bot expects to pay this round, and whether a station can be built this round.
    pub(super) fn station_cost(&self) -> (f64, bool) {
        if let Some(cost) = self.memo.station_cost.get() {
            return cost;
        }
        let cost = self.find_station_cost();
        self.memo.station_cost.set(Some(cost));
        cost
    }

    fn find_station_cost(&self) -> (f64, bool) {
        let p = self.game.player(self.me);
        if self.game.phase() == Phase::Trains {
            return (REFERENCE_STATION_COST, false);
        }
        let discount = self.liftable();
        let mut best: Option<f64> = None;
        for &action in self.available().iter() {
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
    #[inline]
    pub(super) fn spot(&mut self, space: SpaceId, cost: f64) -> f64 {
        match self.memo.spot.get(space, cost, self.my_cash()) {
            Some(v) => v,
            None => self.find_spot(space, cost),
        }
    }

    #[inline(never)]
    fn find_spot(&mut self, space: SpaceId, cost: f64) -> f64 {
        if self.game.player(self.me).pyramids() == 0 {
            return 0.0;
        }
        let cash = self.my_cash() as f64;
        let mut best = 0.0f64;
        // Each station touching the space once (the best of them is the same as with repeats).
        for k in 0..self.shapes.stations_at(space).len() {
            let (station, stops) = self.shapes.stations_at(space)[k];
            if self.game.pyramids()[station.0 as usize].is_some() {
                continue;
            }
            let total = cost * stops;
            if total > cash {
                continue;
            }
            best = best.max(self.station_value(station) - total);
        }
        self.memo.spot.insert(space, cost, self.my_cash(), best);
        best
    }

    /// A space's worth for the coming actions, with a little for what lies around it.
    pub(super) fn position(&mut self, space: SpaceId, cost: f64) -> f64 {
        if let Some(v) = self.memo.position.get(space, cost, self.my_cash()) {
            return v;
        }
        let here = self.spot(space, cost);
        let around = match &self.around {
            Some((c, y, table))
                if *c == cost.to_bits() && *y == self.my_cash() && !self.occupied.contains(&space) =>
            {
                table.get(space.0 as usize).copied().unwrap_or(0.0)
            }
            // Asked once per space (the position is memoised): not worth memoising.
            _ => self.find_best_spot_in_reach(space, 2, cost),
        };
        // Rule modules: what their pieces make of the place (a module's piece that would pay there).
        let mut modules = 0.0;
        let view = self.game;
        for slot in view.rules().modules() {
            if let Some(hints) = slot.rules().hints() {
                modules += hints.position(&view, self, space);
            }
        }
        let v = here + 0.25 * around + modules;
        self.memo.position.insert(space, cost, self.my_cash(), v);
        v
    }

    /// The best spot among the spaces in reach from `from` in 1..=`steps` moves, 0 if none (memoised per decision;
    /// spots are never below 0).
    pub(super) fn best_spot_in_reach(&mut self, from: SpaceId, steps: u8, cost: f64) -> f64 {
        let key = memo::reach_key(from, steps, cost, self.my_cash());
        if let Some(v) = self.memo.reach.get(key) {
            return v;
        }
        let best = self.find_best_spot_in_reach(from, steps, cost);
        self.memo.reach.insert(key, best);
        best
    }

    fn find_best_spot_in_reach(&mut self, from: SpaceId, steps: u8, cost: f64) -> f64 {
        if !self.shapes.station_within(from, steps) {
            // Every space in reach touches no station: every spot there is 0.
            return 0.0;
        }
        let view = self.game;
        let mut best = 0.0f64;
        view.reachable_spaces(from, steps, |s| best = best.max(self.spot(s, cost)));
        best
    }

    /// The best spot within two moves of every space, for valuing many positions at once (the placement, TM-6.4),
    /// found from the other side: every space with a spot above 0 that no other meeple stands on visits the spaces
    /// it reaches in two moves. A free space reaches a free space exactly when that one reaches it (the same paths
    /// backwards, around the same meeples), so each free space gets the best spot of the spaces it reaches, as
    /// [`Ctx::position`] would find it, with far fewer searches.
    pub(super) fn around_all(&mut self, cost: f64) -> Vec<f64> {
        let view = self.game;
        let spaces = view.map().space_count();
        let mut table = vec![0.0f64; spaces];
        for t in 0..spaces {
            let t = SpaceId(t as u16);
            if self.shapes.stations_at(t).is_empty() || self.occupied.contains(&t) {
                continue;
            }
            let v = self.spot(t, cost);
            if v > 0.0 {
                view.reachable_spaces(t, 2, |s| {
                    if let Some(best) = table.get_mut(s.0 as usize) {
                        *best = best.max(v);
                    }
                });
            }
        }
        table
    }

    /// The movement phase: placing the meeple, moving it or staying, each valued by the position it leads to.
    pub(super) fn movement_values(&mut self, legal: &[Action]) -> Vec<f64> {
        let (cost, _) = self.station_cost();
        if legal.len() > MANY_POSITIONS {
            let table = self.around_all(cost);
            self.around = Some((cost.to_bits(), self.my_cash(), table));
        }
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

//! The train phase: boarding, waiting and alighting, valued by the spots the vehicle will pass.

use metro_core::{LineId, SpaceId, StopId};
use metro_engine::state::FARE;
use metro_engine::{Action, Meeple};

use super::Ctx;
use super::positions::REFERENCE_STATION_COST;

/// Steps a meeple walks in the movement phase (TM-6.5.2).
const WALK_STEPS: u8 = metro_engine::state::WALK;

impl Ctx<'_> {
    /// The stops a vehicle enters in its next `steps` steps.
    fn path(&self, line: LineId, vehicle: u8, steps: u8) -> Vec<StopId> {
        let map_line = self.game.map().line(line);
        let Some(v) = self
            .game
            .line(line)
            .vehicles
            .get(vehicle as usize)
            .copied()
            .flatten()
        else {
            return Vec::new();
        };
        // The engine's path: it turns round at the ends of its line (TM-8.3).
        v.path(map_line.stops.len())
            .take(steps as usize)
            .map(|stop| map_line.stops[stop as usize])
            .collect()
    }

    /// The best spot among the free spaces where one may alight at a stop.
    fn stop_spot(&mut self, stop: StopId, cost: f64) -> f64 {
        let spaces: Vec<SpaceId> = self
            .game
            .map()
            .boarding_spaces(stop)
            .iter()
            .copied()
            .filter(|s| !self.occupied.contains(s))
            .collect();
        spaces
            .into_iter()
            .map(|s| self.spot(s, cost))
            .fold(f64::NEG_INFINITY, f64::max)
    }

    pub(super) fn train_values(&mut self, line: LineId, steps_left: u8, legal: &[Action]) -> Vec<f64> {
        let cost = REFERENCE_STATION_COST;
        let p = self.game.player(self.me);
        match p.meeple() {
            Meeple::Riding { vehicle, .. } => {
                // Alight where the spot is at least as good as any still ahead this phase.
                let ahead: Vec<StopId> = self.path(line, vehicle, steps_left);
                let ahead_best = ahead
                    .into_iter()
                    .map(|s| self.stop_spot(s, cost))
                    .fold(f64::NEG_INFINITY, f64::max);
                let wait = if steps_left == 0 {
                    f64::NEG_INFINITY
                } else {
                    ahead_best - 50.0
                };
                legal
                    .iter()
                    .map(|a| match *a {
                        Action::Alight(s) => self.spot(s, cost),
                        Action::Wait => wait,
                        _ => f64::NEG_INFINITY,
                    })
                    .collect()
            }
            Meeple::On(space) => {
                let walk = WALK_STEPS + p.bike() as u8;
                // Spots are never below 0, so the best in reach from 0 is the same as from here.
                let stay = self
                    .spot(space, cost)
                    .max(self.best_spot_in_reach(space, walk, cost));
                let fare = if self.game.line(line).share_of(self.me).is_some() {
                    0.0
                } else {
                    FARE as f64
                };
                legal
                    .iter()
                    .map(|a| match *a {
                        Action::Board(v) => {
                            let ahead = self.path(line, v, steps_left);
                            let best = ahead
                                .into_iter()
                                .map(|s| self.stop_spot(s, cost))
                                .fold(f64::NEG_INFINITY, f64::max);
                            best - fare - 150.0
                        }
                        Action::Wait => stay,
                        _ => f64::NEG_INFINITY,
                    })
                    .collect()
            }
            Meeple::Off => legal
                .iter()
                .map(|a| match *a {
                    Action::Alight(s) => self.spot(s, cost),
                    _ => 0.0,
                })
                .collect(),
        }
    }
}

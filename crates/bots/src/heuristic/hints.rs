//! For rule modules' hints: a module's hints, and what the bot's evaluation offers them ([`Valuation`]).

use metro_core::{SpaceId, StationId, Yen};
use metro_engine::ModuleId;
use metro_engine::module::{Hints, Valuation};
use metro_engine::state::BASE_STEPS;

use super::actions::pass_bonus;
use super::{Ctx, OPPONENT_WEIGHT};

impl<'a> Ctx<'a> {
    /// The hints of a module of the game.
    pub(super) fn hints(&self, module: ModuleId) -> Option<&'a dyn Hints> {
        let view = self.game;
        view.rules().module_get(module).and_then(|m| m.rules().hints())
    }

    /// How often vehicles are expected to enter a station in the train phases left.
    fn traffic(&self, station: StationId) -> f64 {
        let mut entries = 0.0;
        for (lm, shape) in self.base.lines.iter().zip(self.shapes.lines.iter()) {
            let rate = self.phases * lm.run * shape.vehicles * (BASE_STEPS + lm.speed) as f64;
            for &(freq, st) in &shape.stations {
                if st == station {
                    entries += rate * freq;
                }
            }
        }
        entries
    }

    /// The weight of one opponent's yen against the bot's own.
    fn opponent_weight(&self) -> f64 {
        if self.players < 2 {
            0.0
        } else {
            OPPONENT_WEIGHT / (self.players - 1) as f64
        }
    }
}

/// What the bot's evaluation offers rule modules' hints (a module values its pieces and kinds by it).
impl Valuation for Ctx<'_> {
    fn traffic(&self, station: StationId) -> f64 {
        Ctx::traffic(self, station)
    }

    fn opponent_weight(&self) -> f64 {
        Ctx::opponent_weight(self)
    }

    fn rounds_after(&self) -> f64 {
        self.rounds_after
    }

    fn disc_worth(&self) -> f64 {
        Ctx::disc_worth(self)
    }

    fn cash(&self) -> Yen {
        self.my_cash()
    }

    fn position(&mut self, space: SpaceId) -> f64 {
        let (cost, _) = self.station_cost();
        Ctx::position(self, space, cost)
    }

    fn net_of_discs(&self, value: f64, discs: u8) -> f64 {
        value - pass_bonus(discs) - 10.0
    }
}

//! Choices inside an action: its target, the stake, the Station swap's payment, the discounts to lift, the line of
//! a speed token, and a module's stages.

use metro_core::{ActionKind, Yen};
use metro_engine::state::{Stage, Target};
use metro_engine::{Action, ActionRef, SwapPayment};

use super::Ctx;

impl Ctx<'_> {
    pub(super) fn resolution_values(
        &mut self,
        action: ActionRef,
        stage: Stage,
        target: Option<Target>,
        legal: &[Action],
    ) -> Vec<f64> {
        let Some(spec) = self.game.rules().action(action) else {
            return vec![0.0; legal.len()];
        };
        let cash = self.my_cash();
        let discount = if spec.kind.printed_cost().is_some() {
            self.liftable()
        } else {
            0
        };
        let p = self.game.player(self.me);
        let discs = p.discs_in_hand();
        match stage {
            Stage::Target => {
                let (cost, _) = self.station_cost();
                let now = p.space().map_or(0.0, |s| self.spot(s, cost));
                legal
                    .iter()
                    .map(|a| match (*a, spec.kind) {
                        (Action::MoveTo(s), _) => self.position(s, cost) - now,
                        (Action::Station(st), ActionKind::Station { cost }) => {
                            let k = self.game.map().station(st).stops.len() as Yen;
                            self.station_value(st) - ((cost - discount).max(0) * k) as f64
                        }
                        (Action::Station(st), _) => self.station_value(st),
                        (Action::Line(l), ActionKind::Invest { cost }) => {
                            let extra = self.game.share_extra(l).unwrap_or(0);
                            self.invest_gain(l, (cost - discount).max(0) + extra)
                        }
                        (Action::Line(l), ActionKind::InvestByDisc) => {
                            self.invest_gain(l, self.game.share_extra(l).unwrap_or(0))
                        }
                        (Action::Line(l), ActionKind::Start { value }) => self.start_gain(l, value),
                        (Action::Line(l), ActionKind::Speculate) => self.best_stake(l, cash).1,
                        (Action::Line(l), ActionKind::Sell) => self.sell_gain(l),
                        (Action::Column(c), _) => self.card_worth(c as usize).unwrap_or(0.0),
                        _ => 0.0,
                    })
                    .collect()
            }
            Stage::SwapPayment => {
                let token = self.token_worth();
                let bike = self.bike_worth();
                legal
                    .iter()
                    .map(|a| match a {
                        Action::PayWith(SwapPayment::SpeedToken) => -token,
                        Action::PayWith(SwapPayment::Bike) => -bike,
                        _ => f64::NEG_INFINITY,
                    })
                    .collect()
            }
            Stage::Stake => {
                let Some(Target::Line(line)) = target else {
                    return vec![0.0; legal.len()];
                };
                legal
                    .iter()
                    .map(|a| match *a {
                        Action::Stake(y) => self.speculate_gain(line, y),
                        _ => f64::NEG_INFINITY,
                    })
                    .collect()
            }
            Stage::Discounts => legal
                .iter()
                .map(|a| match *a {
                    Action::Lift(from) => match self.game.rules().kind(from) {
                        Some(ActionKind::Discount { amount }) => 1.0 + amount as f64,
                        _ => 1.0,
                    },
                    _ => 0.0,
                })
                .collect(),
            Stage::Module(stage) => {
                let view = self.game;
                legal
                    .iter()
                    .map(|a| match self.hints(stage.module) {
                        Some(hints) => hints.choice_value(&view, self, *a).unwrap_or(0.0),
                        None => 0.0,
                    })
                    .collect()
            }
            Stage::Speed => {
                let keep = if self.rounds_after >= 1.0 || discs > 0 {
                    60.0
                } else {
                    0.0
                };
                legal
                    .iter()
                    .map(|a| match *a {
                        Action::Assign(line) => self.speed_gain(line) - keep,
                        _ => 0.0,
                    })
                    .collect()
            }
        }
    }
}

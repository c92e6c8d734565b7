//! The turn: what taking each action is worth, net of the pass bonus its discs give up, by action kind.

use metro_core::{ActionKind, LineId, Yen};
use metro_engine::state::{LOAN, LOAN_PENALTY, PASS_BONUS_PER_DISC};
use metro_engine::{Action, ActionRef, Meeple, ModuleId};

use super::{Ctx, memo};

impl Ctx<'_> {
    /// The turn: the value of taking (or copying) each action, of a module's action, or of passing.
    pub(super) fn turn_values(&mut self, legal: &[Action]) -> Vec<f64> {
        let view = self.game;
        let riding = matches!(self.game.player(self.me).meeple(), Meeple::Riding { .. });
        let (cost, _) = self.station_cost();
        let discs = self.game.player(self.me).discs_in_hand();
        legal
            .iter()
            .map(|a| match *a {
                Action::Alight(s) if riding => 1_000_000.0 + self.spot(s, cost),
                Action::Take(action) => self.take_value(action, discs),
                Action::Copy(action) => self.copy_now_value(action, discs),
                Action::Module(m) => match self.hints(m.module) {
                    Some(hints) => hints.choice_value(&view, self, *a).unwrap_or(f64::NEG_INFINITY),
                    None => f64::NEG_INFINITY,
                },
                Action::Pass => 0.0,
                _ => f64::NEG_INFINITY,
            })
            .collect()
    }

    /// The value of putting discs on an action now, net of the pass bonus the discs would have earned.
    pub(super) fn take_value(&mut self, action: ActionRef, discs: u8) -> f64 {
        let Some(spec) = self.game.rules().action(action) else {
            return f64::NEG_INFINITY;
        };
        if spec.spaces > discs {
            return f64::NEG_INFINITY;
        }
        let discount = if spec.kind.printed_cost().is_some() {
            self.liftable()
        } else {
            0
        };
        self.kind_value(spec.kind, spec.spaces, discount, discs) - pass_bonus(spec.spaces) - 10.0
    }

    /// The value of using the waiting Copy disc on `action` now: taking it again, with its cost (OS-6.4).
    fn copy_now_value(&mut self, action: ActionRef, discs: u8) -> f64 {
        let Some(spec) = self.game.rules().action(action) else {
            return f64::NEG_INFINITY;
        };
        if spec.spaces > discs {
            return f64::NEG_INFINITY;
        }
        let discount = if spec.kind.printed_cost().is_some() {
            self.liftable()
        } else {
            0
        };
        self.kind_value(spec.kind, spec.spaces, discount, discs) - pass_bonus(spec.spaces) - 10.0
    }

    /// The best value of an action of `kind` on `spaces` spaces over its targets. Memoised per decision by kind,
    /// spaces, discount, discs and extra cash, but for a module's kind: the value does not depend on which action of
    /// the kind it is (a Discount and a Loan would leave themselves out of what they could pay for, but they leave
    /// out every Discount and every Loan anyway).
    fn kind_value(&mut self, kind: ActionKind, spaces: u8, discount: Yen, discs: u8) -> f64 {
        // A module's kind is the module's to value; a kind too far in the catalogue for a key is not memoised.
        let key = match kind {
            ActionKind::Module { .. } => None,
            _ => memo::kind_key(kind, spaces, discount, discs, self.extra_cash),
        };
        let Some(key) = key else {
            return self.find_kind_value(kind, spaces, discount, discs);
        };
        if let Some(v) = self.memo.kind.get(key) {
            return v;
        }
        let v = self.find_kind_value(kind, spaces, discount, discs);
        self.memo.kind.insert(key, v);
        v
    }

    fn find_kind_value(&mut self, kind: ActionKind, spaces: u8, discount: Yen, discs: u8) -> f64 {
        let p = self.game.player(self.me);
        let cash = self.my_cash();
        let discs_after = discs.saturating_sub(spaces);
        match kind {
            ActionKind::Move { distance } => {
                let Some(from) = p.space() else {
                    return f64::NEG_INFINITY;
                };
                let (cost, can_build) = self.station_cost();
                let now = self.spot(from, cost);
                // The best gain over the spaces in reach, not below 0: subtracting `now` keeps the order of the
                // spots, so it is the best spot less `now`.
                let best = (self.best_spot_in_reach(from, distance + p.bike() as u8, cost) - now).max(0.0);
                let factor = if can_build && discs_after >= 1 { 0.85 } else { 0.2 };
                best * factor
            }
            ActionKind::Station { cost } => {
                let per_stop = (cost - discount).max(0);
                self.game
                    .station_targets(per_stop, cash)
                    .map(|(st, total)| self.station_value(st) - total as f64)
                    .fold(f64::NEG_INFINITY, f64::max)
            }
            ActionKind::StationSwap => {
                let payment = self.swap_cost();
                self.game
                    .station_targets(0, cash)
                    .map(|(st, _)| self.station_value(st) - payment)
                    .fold(f64::NEG_INFINITY, f64::max)
            }
            ActionKind::Invest { cost } => self.best_invest((cost - discount).max(0), cash, 0.0),
            ActionKind::InvestByDisc => {
                if discs < spaces + 1 {
                    return f64::NEG_INFINITY;
                }
                self.best_invest(0, cash, self.disc_worth() + pass_bonus(1))
            }
            ActionKind::Start { value } => (0..self.game.lines().len())
                .map(|i| LineId(i as u8))
                .filter(|&l| !self.game.line(l).on_map())
                .map(|l| self.start_gain(l, value))
                .fold(f64::NEG_INFINITY, f64::max),
            ActionKind::Speculate => {
                if p.speculation_discs() == 0 {
                    return f64::NEG_INFINITY;
                }
                self.game
                    .speculation_targets(cash)
                    .map(|l| self.best_stake(l, cash).1)
                    .fold(f64::NEG_INFINITY, f64::max)
            }
            ActionKind::Speed { tokens } => {
                let tokens = tokens.min(self.game.speed_supply()) as f64;
                if tokens == 0.0 {
                    return f64::NEG_INFINITY;
                }
                if self.rounds_after < 1.0 && discs_after == 0 {
                    return 0.0;
                }
                let best = self.best_speed_line().map_or(0.0, |(_, g)| g);
                tokens * best.max(60.0) * 0.8
            }
            ActionKind::Discount { amount } => self.discount_value(amount, discs_after),
            ActionKind::Bid { bonus } => {
                if self.rounds_after >= 1.0 {
                    0.3 * bonus as f64
                } else {
                    0.0
                }
            }
            ActionKind::Loan => self.loan_value(discs_after),
            ActionKind::Repay => {
                if p.loans() == 0 || cash < LOAN {
                    f64::NEG_INFINITY
                } else if self.rounds_after < 1.0 {
                    (LOAN_PENALTY - LOAN) as f64
                } else {
                    (LOAN_PENALTY - LOAN) as f64 - 700.0
                }
            }
            ActionKind::Action { cost } => {
                let paid = (cost - discount).max(0) as f64;
                self.disc_worth() + 150.0 - paid
            }
            ActionKind::Bike => {
                if p.bike() {
                    f64::NEG_INFINITY
                } else {
                    self.bike_worth()
                }
            }
            ActionKind::Card { cost } => {
                let paid = (cost - discount).max(0) as f64;
                (0..self.game.column_count())
                    .filter_map(|c| self.card_worth(c))
                    .fold(f64::NEG_INFINITY, f64::max)
                    - paid
            }
            ActionKind::Sell => (0..self.game.lines().len())
                .map(|i| LineId(i as u8))
                .filter(|&l| self.game.line(l).share_of(self.me).is_some())
                .map(|l| self.sell_gain(l))
                .fold(f64::NEG_INFINITY, f64::max),
            ActionKind::Module { module, .. } => match self.hints(ModuleId(module)) {
                Some(hints) => {
                    let view = self.game;
                    hints.kind_value(&view, self, kind)
                }
                None => f64::NEG_INFINITY,
            },
            ActionKind::Copy { cost } => self.copy_value((cost - discount).max(0), discs_after),
            ActionKind::Extension { .. } => f64::NEG_INFINITY,
        }
    }

    /// A Copy disc is worth the best action it could copy in a later turn (OS-6.4): one taken this round, or, when it
    /// opens the round (D-28), one in reach that someone is likely to take first, at a discount for the uncertainty.
    fn copy_value(&mut self, paid: Yen, discs_after: u8) -> f64 {
        if discs_after == 0 {
            return f64::NEG_INFINITY;
        }
        let key = memo::copy_key(discs_after, self.extra_cash);
        let best = match self.memo.copy.get(key) {
            Some(best) => best,
            None => {
                let best = self.best_to_copy(discs_after);
                self.memo.copy.insert(key, best);
                best
            }
        };
        best - paid as f64
    }

    /// The best action a Copy disc could copy later, with `discs_after` discs left (memoised per decision).
    fn best_to_copy(&mut self, discs_after: u8) -> f64 {
        let discount = self.liftable();
        let mut best = f64::NEG_INFINITY;
        for (action, sure) in self.copy_candidates() {
            let Some(spec) = self.game.rules().action(action) else {
                continue;
            };
            if spec.spaces > discs_after
                || matches!(spec.kind, ActionKind::Copy { .. })
                || !self.game.may_copy(spec.kind)
            {
                continue;
            }
            let d = if spec.kind.printed_cost().is_some() {
                discount
            } else {
                0
            };
            let v = self.kind_value(spec.kind, spec.spaces, d, discs_after) - pass_bonus(spec.spaces);
            best = best.max(if sure { 0.7 * v } else { 0.4 * v });
        }
        best
    }

    /// Actions a Copy disc could be used on later: those taken this round (sure) and those still free (not sure).
    fn copy_candidates(&self) -> Vec<(ActionRef, bool)> {
        let mut out = Vec::new();
        self.game.actions_in_reach(|action| {
            let taken = self.game.taken(action);
            let occupied = self.game.occupants(action) != 0;
            if taken && occupied {
                out.push((action, true));
            } else if !occupied {
                out.push((action, false));
            }
        });
        out
    }

    /// A Discount is worth what it saves on a costed action the bot can still take this round (the best saving on
    /// the actions [`Ctx::discountable`] lists).
    fn discount_value(&mut self, amount: Yen, discs_after: u8) -> f64 {
        let key = memo::copy_key(discs_after, self.extra_cash);
        let found = self
            .memo
            .discountable
            .borrow()
            .iter()
            .position(|(k, _)| *k == key);
        let i = match found {
            Some(i) => i,
            None => {
                let costs = self.discountable(discs_after);
                let mut lists = self.memo.discountable.borrow_mut();
                lists.push((key, costs));
                lists.len() - 1
            }
        };
        let mut best = 0.0f64;
        for &cost in &self.memo.discountable.borrow()[i].1 {
            best = best.max(amount.min(cost) as f64 * 0.8);
        }
        best
    }

    /// The printed costs of the actions a Discount could pay for with `discs_after` discs left, in order: the
    /// available actions with a cost, but Discounts, worth taking (memoised per decision by discs and extra cash).
    fn discountable(&mut self, discs_after: u8) -> Vec<Yen> {
        let mut costs = Vec::new();
        for &action in self.available().iter() {
            let Some(spec) = self.game.rules().action(action) else {
                continue;
            };
            let Some(cost) = spec.kind.printed_cost() else {
                continue;
            };
            if cost == 0 || spec.spaces > discs_after || matches!(spec.kind, ActionKind::Discount { .. }) {
                continue;
            }
            let v = self.kind_value(spec.kind, spec.spaces, 0, discs_after);
            if v - pass_bonus(spec.spaces) > 0.0 {
                costs.push(cost);
            }
        }
        costs
    }

    /// A loan is worth what ¥1,000 more lets the bot do now, less its cost (−¥500 if repaid, −¥1,500 if not).
    fn loan_value(&mut self, discs_after: u8) -> f64 {
        if self.rounds_after < 2.0 || discs_after == 0 {
            return f64::NEG_INFINITY;
        }
        let key = memo::copy_key(discs_after, self.extra_cash);
        let best = match self.memo.loan.get(key) {
            Some(best) => best,
            None => {
                let best = self.best_with_loan(discs_after);
                self.memo.loan.insert(key, best);
                best
            }
        };
        0.8 * best - (LOAN_PENALTY - LOAN) as f64 - 200.0
    }

    /// What ¥1,000 more adds at best to an Invest, a Station or a Speculate in reach (memoised per decision).
    fn best_with_loan(&mut self, discs_after: u8) -> f64 {
        let discount = self.liftable();
        let mut best = 0.0f64;
        for &action in self.available().iter() {
            let Some(spec) = self.game.rules().action(action) else {
                continue;
            };
            if spec.spaces > discs_after
                || !matches!(
                    spec.kind,
                    ActionKind::Invest { .. } | ActionKind::Station { .. } | ActionKind::Speculate
                )
            {
                continue;
            }
            let d = if spec.kind.printed_cost().is_some() {
                discount
            } else {
                0
            };
            let without = self.kind_value(spec.kind, spec.spaces, d, discs_after).max(0.0);
            self.extra_cash = LOAN;
            let with = self.kind_value(spec.kind, spec.spaces, d, discs_after);
            self.extra_cash = 0;
            best = best.max(with - without);
        }
        best
    }
}

/// The pass bonus `discs` action discs would earn if the bot passed with them (TM-6.6.4).
pub(super) fn pass_bonus(discs: u8) -> f64 {
    PASS_BONUS_PER_DISC as f64 * discs as f64
}

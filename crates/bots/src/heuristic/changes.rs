//! What a change an action would make to the model is worth (a share, a started line, a speculation, a speed
//! token, a sale, a station), and the best target for it.

use metro_core::{LineId, StationId, Yen};

use super::model::UNOWNED_START_RUN;
use super::replay::{Change, Changed};
use super::{Ctx, memo};

impl Ctx<'_> {
    pub(super) fn invest_gain(&self, line: LineId, paid: Yen) -> f64 {
        self.memo.invest.get_or(memo::line_key(line, paid), || {
            let me = self.me;
            self.gain_of(&self.line_change(line, |cash, lm| {
                cash[me.0 as usize] -= paid as f64;
                let k = lm.holder_count();
                if k < 4 {
                    lm.holders[k] = Some(me);
                }
                lm.value += paid as f64;
                lm.run = 1.0;
            }))
        })
    }

    pub(super) fn start_gain(&self, line: LineId, value: Yen) -> f64 {
        self.memo.start.get_or(memo::line_key(line, value), || {
            let leave = self.game.map().start_trains_leave();
            self.gain_of(&self.line_change(line, |_, lm| {
                lm.run = if leave && lm.holder_count() == 0 {
                    UNOWNED_START_RUN
                } else {
                    1.0
                };
                lm.value += value as f64;
            }))
        })
    }

    pub(super) fn speculate_gain(&self, line: LineId, stake: Yen) -> f64 {
        self.memo.speculate.get_or(memo::line_key(line, stake), || {
            let me = self.me;
            let gain = self.gain_of(&self.line_change(line, |cash, lm| {
                cash[me.0 as usize] -= stake as f64;
                if let Some(slot) = lm.specs.iter_mut().find(|s| s.is_none()) {
                    *slot = Some((me, stake));
                }
            }));
            // Locked cash cannot be used before the end.
            gain - 0.03 * stake as f64 * self.rounds_after.min(3.0)
        })
    }

    pub(super) fn speed_gain(&self, line: LineId) -> f64 {
        self.memo.speed.get_or(memo::line_key(line, 0), || {
            self.gain_of(&self.line_change(line, |_, lm| lm.speed += 1))
        })
    }

    pub(super) fn sell_gain(&self, line: LineId) -> f64 {
        self.memo.sell.get_or(memo::line_key(line, 0), || {
            let track = self.game.map().revenue();
            let state = self.game.line(line);
            let Some(number) = state.share_of(self.me) else {
                return f64::NEG_INFINITY;
            };
            let paid = self
                .game
                .rules()
                .payouts()
                .share_payouts(track, state.value, state.shares_taken());
            let amount = paid.amounts().get(number - 1).copied().unwrap_or(0);
            let me = self.me;
            self.gain_of(&self.line_change(line, |cash, lm| {
                cash[me.0 as usize] += amount as f64;
                lm.value = (lm.value - amount as f64).max(0.0);
                let mut rest = [None; 4];
                for (slot, h) in rest
                    .iter_mut()
                    .zip(lm.holders.iter().flatten().filter(|&&h| h != me))
                {
                    *slot = Some(*h);
                }
                lm.holders = rest;
            }))
        })
    }

    /// What building a station is worth before its cost (memoised per decision).
    pub(super) fn station_value(&mut self, station: StationId) -> f64 {
        if let Some(v) = self.memo.station(station) {
            return v;
        }
        let v = self.gain_of(&Change {
            cash: self.base.cash,
            what: Changed::Station(station),
        });
        self.memo.station.borrow_mut()[station.0 as usize] = Some(v);
        v
    }

    /// The line a speed token helps most, and by how much.
    pub(super) fn best_speed_line(&self) -> Option<(LineId, f64)> {
        if let Some(best) = self.memo.best_speed.get() {
            return best;
        }
        let mut best: Option<(LineId, f64)> = None;
        for i in 0..self.game.lines().len() {
            let line = LineId(i as u8);
            if self.game.free_slots(line) == 0 {
                continue;
            }
            let g = self.speed_gain(line);
            if best.is_none_or(|(_, b)| g > b) {
                best = Some((line, g));
            }
        }
        self.memo.best_speed.set(Some(best));
        best
    }

    /// The best share to buy at `cost` (plus its extra) with `cash`, less `penalty` (memoised per decision).
    pub(super) fn best_invest(&self, cost: Yen, cash: Yen, penalty: f64) -> f64 {
        let key = (penalty.to_bits() as u128) << 64 | (cash as u32 as u128) << 32 | cost as u32 as u128;
        self.memo.best_invest.get_or(key, || {
            self.game
                .invest_targets(cost, cash)
                .map(|(l, paid)| self.invest_gain(l, paid) - penalty)
                .fold(f64::NEG_INFINITY, f64::max)
        })
    }

    /// The best stake on a line among a few candidates around half the projected low number, and its value.
    pub(super) fn best_stake(&self, line: LineId, cash: Yen) -> (Yen, f64) {
        let min = self.game.min_stake(line);
        let projected = self.projected_value(line);
        let low = self.game.map().revenue().low(projected as Yen);
        let half = (low / 2 + 99) / 100 * 100;
        let mut best = (min, f64::NEG_INFINITY);
        for stake in [min, half - 100, half, half + 100, half + 200] {
            if stake < min || stake > cash || stake <= 0 {
                continue;
            }
            let g = self.speculate_gain(line, stake);
            if g > best.1 {
                best = (stake, g);
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::HeuristicBot;
    use crate::heuristic::memo::Memo;
    use crate::heuristic::tests::osaka_game;

    // A share of a line the bot's station serves is worth more than the same share without the station.
    #[test]
    fn a_share_is_worth_more_where_the_bot_has_a_station() {
        let game = osaka_game(2);
        let me = game.to_move().unwrap();
        let shapes = HeuristicBot::new(0).shapes_for_test(&game);
        let (mut memo, mut other_memo) = (Memo::default(), Memo::default());
        let ctx = Ctx::new(game.player_view(me), me, shapes.clone(), &mut memo);
        let line = LineId(0);
        let plain = ctx.invest_gain(line, 500);
        let station = game.map().stop(game.map().line(line).stops[3]).station.unwrap();
        let mut with_station = Ctx::new(game.player_view(me), me, shapes, &mut other_memo);
        with_station.base.owners[station.0 as usize] = Some(me);
        with_station.rebase();
        assert!(with_station.invest_gain(line, 500) > plain + 500.0);
    }
}

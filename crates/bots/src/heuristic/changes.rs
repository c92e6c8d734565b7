//! What a change an action would make to the model is worth (a share, a started line, a speculation, a speed
//! token, a sale, a station), and the best target for it.

use metro_core::{LineId, StationId, Yen};
use metro_engine::PlayerId;

use super::Ctx;
use super::model::UNOWNED_START_RUN;

impl Ctx<'_> {
    pub(super) fn invest_gain(&self, line: LineId, paid: Yen) -> f64 {
        let mut m = self.base.clone();
        m.cash[self.me.0 as usize] -= paid as f64;
        let lm = &mut m.lines[line.0 as usize];
        let k = lm.holder_count();
        if k < 4 {
            lm.holders[k] = Some(self.me);
        }
        lm.value += paid as f64;
        lm.run = 1.0;
        self.gain(&m)
    }

    pub(super) fn start_gain(&self, line: LineId, value: Yen) -> f64 {
        let mut m = self.base.clone();
        let lm = &mut m.lines[line.0 as usize];
        lm.run = if self.game.map().start_trains_leave() && lm.holder_count() == 0 {
            UNOWNED_START_RUN
        } else {
            1.0
        };
        lm.value += value as f64;
        self.gain(&m)
    }

    pub(super) fn speculate_gain(&self, line: LineId, stake: Yen) -> f64 {
        let mut m = self.base.clone();
        m.cash[self.me.0 as usize] -= stake as f64;
        let lm = &mut m.lines[line.0 as usize];
        if let Some(slot) = lm.specs.iter_mut().find(|s| s.is_none()) {
            *slot = Some((self.me, stake));
        }
        // Locked cash cannot be used before the end.
        self.gain(&m) - 0.03 * stake as f64 * self.rounds_after.min(3.0)
    }

    pub(super) fn speed_gain(&self, line: LineId) -> f64 {
        let mut m = self.base.clone();
        m.lines[line.0 as usize].speed += 1;
        self.gain(&m)
    }

    pub(super) fn sell_gain(&self, line: LineId) -> f64 {
        let mut m = self.base.clone();
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
        m.cash[self.me.0 as usize] += amount as f64;
        let lm = &mut m.lines[line.0 as usize];
        lm.value = (lm.value - amount as f64).max(0.0);
        let rest: Vec<PlayerId> = lm
            .holders
            .iter()
            .flatten()
            .copied()
            .filter(|&h| h != self.me)
            .collect();
        lm.holders = [None; 4];
        for (slot, h) in lm.holders.iter_mut().zip(rest) {
            *slot = Some(h);
        }
        self.gain(&m)
    }

    /// What building a station is worth before its cost (memoised per decision).
    pub(super) fn station_value(&mut self, station: StationId) -> f64 {
        if let Some(v) = self.station_gain[station.0 as usize] {
            return v;
        }
        let mut m = self.base.clone();
        m.owners[station.0 as usize] = Some(self.me);
        let v = self.gain(&m);
        self.station_gain[station.0 as usize] = Some(v);
        v
    }

    /// The line a speed token helps most, and by how much.
    pub(super) fn best_speed_line(&self) -> Option<(LineId, f64)> {
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
        best
    }

    pub(super) fn best_invest(&self, cost: Yen, cash: Yen, penalty: f64) -> f64 {
        self.game
            .invest_targets(cost, cash)
            .map(|(l, paid)| self.invest_gain(l, paid) - penalty)
            .fold(f64::NEG_INFINITY, f64::max)
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
    use crate::heuristic::tests::osaka_game;

    // A share of a line the bot's station serves is worth more than the same share without the station.
    #[test]
    fn a_share_is_worth_more_where_the_bot_has_a_station() {
        let game = osaka_game(2);
        let me = game.to_move().unwrap();
        let shapes = HeuristicBot::new(0).shapes_for_test(&game);
        let ctx = Ctx::new(game.player_view(me), me, shapes.clone());
        let line = LineId(0);
        let plain = ctx.invest_gain(line, 500);
        let station = game.map().stop(game.map().line(line).stops[3]).station.unwrap();
        let mut with_station = Ctx::new(game.player_view(me), me, shapes);
        with_station.base.owners[station.0 as usize] = Some(me);
        with_station.base_utility = with_station.utility(&with_station.base);
        assert!(with_station.invest_gain(line, 500) > plain + 500.0);
    }
}

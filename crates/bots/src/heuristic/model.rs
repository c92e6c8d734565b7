//! The bot's model of the game, built from public information, and the projection of every player's final total
//! from it (see the parent module's documentation).

use std::sync::Arc;

use metro_core::{LineId, Yen};
use metro_engine::state::{BASE_STEPS, LOAN_PENALTY, Slot};
use metro_engine::{Phase, PlayerId, PlayerView};

use super::memo::{Carried, Memo};
use super::replay::BaseTerms;
use super::shapes::{LineShape, Shapes};
use super::small_model::{LineModel, Model};
use super::{Ctx, OPPONENT_WEIGHT};

/// The share of the remaining train phases a line not on the map is expected to run.
const OFF_MAP_RUN: f64 = 0.3;
/// The share of the remaining train phases a Start train nobody holds a share of is expected to run (TM-9.7).
pub(super) const UNOWNED_START_RUN: f64 = 0.6;

impl<'a> Ctx<'a> {
    pub(super) fn new(
        game: PlayerView<'a>,
        me: PlayerId,
        shapes: Arc<Shapes>,
        memo: &'a mut Memo,
    ) -> Ctx<'a> {
        let map = game.map();
        let rounds = game.rules().rounds() as f64;
        let round = game.round() as f64;
        let this_round = match game.phase() {
            Phase::TurnOrder | Phase::Movement | Phase::Actions => 1.0,
            Phase::Trains => 0.5,
            Phase::Ended => 0.0,
        };
        let rounds_after = (rounds - round).max(0.0);
        let phases = rounds_after + this_round;
        let leave = map.start_trains_leave();
        let lines = game
            .lines()
            .iter()
            .map(|l| {
                let run = if !l.on_map() {
                    OFF_MAP_RUN * (phases - 1.0).max(0.0) / phases.max(1.0)
                } else if leave && l.unowned_start {
                    UNOWNED_START_RUN
                } else {
                    1.0
                };
                let mut specs = [None; 4];
                for (slot, spec) in l.slots.iter().zip(specs.iter_mut()) {
                    if let Slot::Speculation { player, stake } = *slot {
                        *spec = Some((player, stake));
                    }
                }
                LineModel {
                    value: l.value as f64,
                    holders: l.holders,
                    run,
                    speed: l.speed_tokens() as u8,
                    specs,
                }
            })
            .collect();
        let mut cash = [0.0; 5];
        for (i, p) in game.players().enumerate().take(5) {
            cash[i] = (p.cash() + p.set_aside()) as f64 - (LOAN_PENALTY * p.loans() as Yen) as f64;
        }
        let base = Model {
            lines,
            owners: game.pyramids().to_vec(),
            cash,
        };
        let occupied = game
            .players()
            .enumerate()
            .filter(|(i, _)| *i != me.0 as usize)
            .filter_map(|(_, p)| p.space())
            .collect();
        // What the last decision projected, if it projected the same model in the same circumstances.
        let players = game.player_count();
        let pyramids = game.player(me).pyramids();
        let rules = game.rules_arc();
        let carried = memo.carried.take();
        let same = carried.as_ref().is_some_and(|c| {
            Arc::ptr_eq(&c.rules, rules)
                && c.me == me
                && c.players == players
                && c.phases == phases.to_bits()
                && c.rounds_after == rounds_after.to_bits()
                && c.pyramids == pyramids
                && c.base.same(&base)
        });
        memo.reset(map.stations().len(), map.space_count(), same);
        let mut ctx = Ctx {
            game,
            me,
            players,
            phases,
            rounds_after,
            shapes,
            base,
            base_terms: BaseTerms::default(),
            owned: Vec::new(),
            owned_at: Vec::new(),
            base_utility: 0.0,
            cash: game.player(me).cash(),
            station_payout: [false, true].map(|holds| game.rules().payouts().station_payout(holds)),
            extra_cash: 0,
            memo,
            around: None,
            occupied,
        };
        match carried {
            Some(c) if same => {
                ctx.base_terms = c.base_terms;
                ctx.owned = c.owned;
                ctx.owned_at = c.owned_at;
                ctx.base_utility = c.base_utility;
            }
            other => {
                // Their room, for the projection afresh.
                if let Some(c) = other {
                    ctx.owned = c.owned;
                    ctx.owned_at = c.owned_at;
                }
                ctx.rebase();
            }
        }
        ctx
    }

    /// What the next decision may carry over from this one (see [`Carried`]).
    pub(super) fn into_carried(self) -> Carried {
        Carried {
            rules: self.game.rules_arc().clone(),
            me: self.me,
            players: self.players,
            phases: self.phases.to_bits(),
            rounds_after: self.rounds_after.to_bits(),
            pyramids: self.game.player(self.me).pyramids(),
            base: self.base,
            base_terms: self.base_terms,
            owned: self.owned,
            owned_at: self.owned_at,
            base_utility: self.base_utility,
        }
    }

    /// What one line adds to the players' projected totals, in order (`add(player, yen)`): its stations' owners'
    /// cash, then the speculations' payouts, then the shares'. `owned`: the line's stations that have an owner, in
    /// the line's order, each as how often it is entered (per step) and its owner.
    #[inline(never)]
    pub(super) fn line_terms(
        &self,
        lm: &LineModel,
        shape: &LineShape,
        owned: impl Iterator<Item = (f64, PlayerId)>,
        mut add: impl FnMut(usize, f64),
    ) {
        let payouts = self.game.rules().payouts();
        let track = self.game.map().revenue();
        let station_payout = &self.station_payout;
        let steps = (BASE_STEPS + lm.speed) as f64;
        let rate = self.phases * lm.run * shape.vehicles * steps;
        let mut growth = 0.0;
        if rate > 0.0 {
            for (freq, owner) in owned {
                let entries = rate * freq;
                let payout = station_payout[lm.holds(owner) as usize];
                growth += payout.value_rise as f64 * entries;
                add(owner.0 as usize, payout.owner_cash as f64 * entries);
            }
        }
        let value = lm.value + growth;
        let mut paid = 0.0;
        // The low number caps the speculations' payouts: wanted only when someone speculates.
        let low = if lm.specs.iter().any(Option::is_some) {
            interpolate_one(value, |v| track.low(v) as f64)
        } else {
            0.0
        };
        for &(player, stake) in lm.specs.iter().flatten() {
            let amount = (2.0 * stake as f64).min(low).max(0.0);
            paid += amount;
            add(player.0 as usize, stake as f64 + amount);
        }
        let left = (value - paid).max(0.0);
        let holders = lm.holder_count();
        if holders > 0 {
            let amounts = interpolate(left, |v| {
                let mut out = [0.0; 4];
                for (o, a) in out
                    .iter_mut()
                    .zip(payouts.share_payouts(track, v, holders).amounts())
                {
                    *o = *a as f64;
                }
                out
            });
            for (holder, amount) in lm.holders.iter().flatten().zip(amounts) {
                add(holder.0 as usize, amount);
            }
        }
    }

    /// Every player's projected final total.
    pub(super) fn scores(&self, m: &Model) -> [f64; 5] {
        let mut s = m.cash;
        for (lm, shape) in m.lines.iter().zip(self.shapes.lines.iter()) {
            let owned = shape
                .stations
                .iter()
                .filter_map(|&(freq, st)| m.owners[st.0 as usize].map(|owner| (freq, owner)));
            self.line_terms(lm, shape, owned, |p, t| s[p] += t);
        }
        s
    }

    /// The bot's projected total against the others'.
    #[cfg(test)]
    pub(super) fn utility(&self, m: &Model) -> f64 {
        self.utility_of(&self.scores(m))
    }

    /// The bot's projected total against the others', from every player's.
    pub(super) fn utility_of(&self, s: &[f64; 5]) -> f64 {
        let mine = s[self.me.0 as usize];
        if self.players < 2 {
            return mine;
        }
        let others: f64 = (0..self.players)
            .filter(|&i| i != self.me.0 as usize)
            .map(|i| s[i])
            .sum();
        mine - OPPONENT_WEIGHT * others / (self.players - 1) as f64
    }

    #[inline]
    pub(super) fn my_cash(&self) -> Yen {
        self.cash + self.extra_cash
    }

    /// A line's projected final value in the base model.
    pub(super) fn projected_value(&self, line: LineId) -> f64 {
        let lm = &self.base.lines[line.0 as usize];
        let shape = &self.shapes.lines[line.0 as usize];
        let rate = self.phases * lm.run * shape.vehicles * (BASE_STEPS + lm.speed) as f64;
        let payouts = self.game.rules().payouts();
        let mut value = lm.value;
        for &(freq, station) in &shape.stations {
            if let Some(owner) = self.base.owners[station.0 as usize] {
                value += payouts.station_payout(lm.holds(owner)).value_rise as f64 * rate * freq;
            }
        }
        value
    }
}

/// `x.floor()` for `x ≥ 0` (or NaN-free infinity), without calling the C library (the target has no rounding
/// instruction): below 2⁵², truncating is flooring; above, `x` is a whole number already.
#[inline]
fn floor_of_positive(x: f64) -> f64 {
    if x < 4_503_599_627_370_496.0 {
        (x as u64) as f64
    } else {
        x
    }
}

/// [`interpolate`] of a function with one value.
fn interpolate_one(value: f64, f: impl Fn(Yen) -> f64) -> f64 {
    let value = value.max(0.0);
    let floor = floor_of_positive(value / 100.0);
    let t = value / 100.0 - floor;
    let lo = f(floor as Yen * 100);
    if t < 1e-9 {
        return lo;
    }
    let hi = f((floor as Yen + 1) * 100);
    lo * (1.0 - t) + hi * t
}

/// A payout function of yen evaluated between ¥100 steps by linear interpolation.
fn interpolate(value: f64, f: impl Fn(Yen) -> [f64; 4]) -> [f64; 4] {
    let value = value.max(0.0);
    let floor = floor_of_positive(value / 100.0);
    let t = value / 100.0 - floor;
    let lo = f(floor as Yen * 100);
    if t < 1e-9 {
        return lo;
    }
    let hi = f((floor as Yen + 1) * 100);
    let mut out = [0.0; 4];
    for i in 0..4 {
        out[i] = lo[i] * (1.0 - t) + hi[i] * t;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::HeuristicBot;
    use crate::heuristic::tests::osaka_game;

    #[test]
    fn interpolation_runs_between_hundreds() {
        let f = |v: Yen| [v as f64 * 2.0, 1.0, 0.0, 0.0];
        assert_eq!(interpolate(300.0, f), [600.0, 1.0, 0.0, 0.0]);
        assert_eq!(interpolate(350.0, f)[0], 700.0);
        assert_eq!(interpolate(-20.0, f)[0], 0.0);
        for x in [0.0, 0.5, 1.0, 3.999_999, 12_345.678, 4.6e15, 1e300, f64::INFINITY] {
            assert_eq!(floor_of_positive(x).to_bits(), x.floor().to_bits());
        }
        for v in [0.0, 99.5, 350.0, 1234.5678, -3.0] {
            assert_eq!(interpolate_one(v, |y| y as f64 * 2.0), interpolate(v, f)[0]);
        }
    }

    // At the start nothing is built or held: every projected total is the starting cash.
    #[test]
    fn a_fresh_game_projects_the_starting_cash() {
        let game = osaka_game(3);
        let me = game.to_move().unwrap();
        let bot = HeuristicBot::new(0).shapes_for_test(&game);
        let mut memo = Memo::default();
        let ctx = Ctx::new(game.player_view(me), me, bot, &mut memo);
        let scores = ctx.scores(&ctx.base);
        assert_eq!(&scores[..3], &[2_000.0; 3]);
        assert_eq!(ctx.base_utility, 2_000.0 - OPPONENT_WEIGHT * 2_000.0);
    }
}

//! The heuristic bot: scores every legal action with a hand-written evaluation of the end-game worth it adds.
//!
//! # Evaluation
//!
//! At every decision the bot builds a small [`Model`] of the game from public information only: each line's value,
//! holders, speed tokens, speculations and whether its vehicles run; the owner of every station; every player's cash
//! (with money set aside and loan penalties). From it, [`Ctx::scores`] projects each player's final total:
//!
//! * every line's value grows by the station payouts its vehicles are expected to trigger in the train phases left
//!   (a vehicle bouncing along `n` stops enters an inner stop `steps / (n − 1)` times per phase, a terminal half as
//!   often), +¥500 for an owner holding a share, else +¥200 and ¥200 cash to the owner; lines not on the map count
//!   for a fraction only (someone may still start them);
//! * speculations are paid `min(2 × stake, low)`, then the shares are paid from what is left by the real payout
//!   rules (interpolated between ¥100 steps so that small changes count);
//! * cash counts one for one, each loan −¥1,500.
//!
//! The utility is the bot's projected total minus half the average of the others' ([`OPPONENT_WEIGHT`]). An action
//! is worth the change of utility it causes in the model (Invest, Station, Start, Speculate, Speed, Sell, Loan,
//! Repay), or a hand-set estimate for what the model does not see (a meeple's position, extra discs, the bike,
//! personal cards, bid bonuses, discounts). Taking an action costs the ¥100 pass bonus of every disc it uses, so the
//! bot passes when nothing is worth more. Positions are scored by the best station the meeple could build there
//! ([`Ctx::spot`]); moves, placements, boarding and alighting aim at better positions. A tiny seeded noise breaks
//! ties, so the bot is deterministic given its seed. No game is cloned: one decision costs a few model evaluations.

use std::sync::Arc;

use metro_core::{ActionKind, LineId, Map, SpaceId, StationId, StopId, Yen};
use metro_engine::ids::GameRng;
use metro_engine::module::{Hints, Valuation};
use metro_engine::state::{BASE_STEPS, FARE, LOAN, LOAN_PENALTY, Pending, Slot, Stage, Target};
use metro_engine::{Action, ActionRef, Meeple, ModuleId, Phase, PlayerId, PlayerView, SwapPayment};

use crate::Bot;

/// How much the bot weighs the average opponent's projected total against its own.
pub const OPPONENT_WEIGHT: f64 = 0.5;
/// The share of the remaining train phases a line not on the map is expected to run.
const OFF_MAP_RUN: f64 = 0.3;
/// The share of the remaining train phases a Start train nobody holds a share of is expected to run (TM-9.7).
const UNOWNED_START_RUN: f64 = 0.6;
/// Station cost per stop assumed when no Station action is in sight.
const REFERENCE_STATION_COST: f64 = 300.0;
/// The pass bonus every unused disc earns (TM-6.6.4).
const DISC_PASS_BONUS: f64 = 100.0;

/// A bot that plays like a sensible person: builds where busy lines pass, invests in the lines its stations serve,
/// speculates on valuable lines, takes loans early and repays late. See the module documentation.
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: GameRng,
    /// The line shapes of the last map played on (the map is kept so that its address identifies it).
    shapes: Option<(Arc<Map>, Arc<Vec<LineShape>>)>,
}

impl HeuristicBot {
    /// A heuristic bot with its own seed (used only to break ties).
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot {
            rng: GameRng::new(seed ^ 0x9e37_79b9_7f4a_7c15),
            shapes: None,
        }
    }

    /// The line shapes of the game's map, computed once per map.
    fn shapes(&mut self, view: &PlayerView<'_>) -> Arc<Vec<LineShape>> {
        let map = view.rules().map_arc();
        if let Some((cached, shapes)) = &self.shapes
            && Arc::ptr_eq(cached, map)
        {
            return shapes.clone();
        }
        let shapes = Arc::new(line_shapes(map));
        self.shapes = Some((map.clone(), shapes.clone()));
        shapes
    }
}

impl HeuristicBot {
    /// The bot's value of every legal action (before its tie-breaking noise): higher is better. Search bots use it
    /// as a prior.
    pub fn values(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Vec<f64> {
        let shapes = self.shapes(view);
        let mut ctx = Ctx::new(*view, view.viewer(), shapes);
        ctx.values(legal)
    }

    /// Every player's projected final total (by seat) as the bot's model sees the game from `view`: what search bots
    /// use to score a playout cut short.
    pub fn projected_totals(&mut self, view: &PlayerView<'_>) -> Vec<f64> {
        let shapes = self.shapes(view);
        let ctx = Ctx::new(*view, view.viewer(), shapes);
        let scores = ctx.scores(&ctx.base);
        scores.iter().take(view.player_count()).copied().collect()
    }
}

/// Every line's shape for the projection.
fn line_shapes(map: &Map) -> Vec<LineShape> {
    map.lines()
        .iter()
        .map(|line| {
            let n = line.stops.len().max(2);
            let per_step = 1.0 / (n - 1) as f64;
            let stations = line
                .stops
                .iter()
                .enumerate()
                .filter_map(|(k, &stop)| {
                    let end = k == 0 || k + 1 == line.stops.len();
                    map.stop(stop)
                        .station
                        .map(|st| (if end { per_step * 0.5 } else { per_step }, st))
                })
                .collect();
            LineShape {
                stations,
                vehicles: line.vehicle.count() as f64,
            }
        })
        .collect()
}

impl Bot for HeuristicBot {
    fn name(&self) -> &str {
        "heuristic"
    }

    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action {
        legal[self.choose_place(view, legal)]
    }
}

impl HeuristicBot {
    /// The place in `legal` (never empty) of the action [`Bot::choose`] picks: the highest value with a little
    /// noise (ties to the earliest). For [`metro_engine::Game::apply_chosen`], as the search's playouts use it.
    pub fn choose_place(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> usize {
        let values = self.values(view, legal);
        let mut best = 0;
        let mut best_value = f64::NEG_INFINITY;
        for (i, &value) in values.iter().enumerate() {
            let noisy = value + self.rng.below(1_000) as f64 * 0.01;
            if noisy > best_value {
                best_value = noisy;
                best = i;
            }
        }
        best
    }
}

/// One line in the model.
#[derive(Clone, Debug)]
struct LineModel {
    value: f64,
    holders: [Option<PlayerId>; 4],
    /// The share of the remaining train phases its vehicles are expected to run.
    run: f64,
    speed: u8,
    specs: [Option<(PlayerId, Yen)>; 4],
}

impl LineModel {
    fn holds(&self, player: PlayerId) -> bool {
        self.holders.contains(&Some(player))
    }

    fn holder_count(&self) -> usize {
        self.holders.iter().flatten().count()
    }
}

/// The small model of the game the bot projects the end from.
#[derive(Clone, Debug)]
struct Model {
    lines: Vec<LineModel>,
    owners: Vec<Option<PlayerId>>,
    cash: [f64; 5],
}

/// The fixed shape of a line for the projection.
#[derive(Debug)]
struct LineShape {
    /// For every stop with a station: how often (per step of one vehicle) it is entered, and its station.
    stations: Vec<(f64, StationId)>,
    /// Vehicles of the line (1 train, or a pair).
    vehicles: f64,
}

/// Everything one decision needs: what the bot sees, the model, and caches.
struct Ctx<'a> {
    game: PlayerView<'a>,
    me: PlayerId,
    players: usize,
    /// Train phases still to run, this round's included while it has not started.
    phases: f64,
    /// Whole rounds after the current one.
    rounds_after: f64,
    shapes: Arc<Vec<LineShape>>,
    base: Model,
    base_utility: f64,
    /// Yen the bot pretends to have on top of its cash (to price a loan).
    extra_cash: Yen,
    station_gain: Vec<Option<f64>>,
    occupied: Vec<SpaceId>,
}

impl<'a> Ctx<'a> {
    fn new(game: PlayerView<'a>, me: PlayerId, shapes: Arc<Vec<LineShape>>) -> Ctx<'a> {
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
        let mut ctx = Ctx {
            game,
            me,
            players: game.player_count(),
            phases,
            rounds_after,
            shapes,
            base,
            base_utility: 0.0,
            extra_cash: 0,
            station_gain: vec![None; map.stations().len()],
            occupied,
        };
        ctx.base_utility = ctx.utility(&ctx.base);
        ctx
    }

    // ----- the projection -----

    /// Every player's projected final total.
    fn scores(&self, m: &Model) -> [f64; 5] {
        let payouts = self.game.rules().payouts();
        let track = self.game.map().revenue();
        let mut s = m.cash;
        for (lm, shape) in m.lines.iter().zip(self.shapes.iter()) {
            let steps = (BASE_STEPS + lm.speed) as f64;
            let rate = self.phases * lm.run * shape.vehicles * steps;
            let mut growth = 0.0;
            if rate > 0.0 {
                for &(freq, station) in &shape.stations {
                    if let Some(owner) = m.owners[station.0 as usize] {
                        let entries = rate * freq;
                        let payout = payouts.station_payout(lm.holds(owner));
                        growth += payout.value_rise as f64 * entries;
                        s[owner.0 as usize] += payout.owner_cash as f64 * entries;
                    }
                }
            }
            let value = lm.value + growth;
            let low = interpolate(value, |v| [track.low(v) as f64, 0.0, 0.0, 0.0])[0];
            let mut paid = 0.0;
            for &(player, stake) in lm.specs.iter().flatten() {
                let amount = (2.0 * stake as f64).min(low).max(0.0);
                paid += amount;
                s[player.0 as usize] += stake as f64 + amount;
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
                    s[holder.0 as usize] += amount;
                }
            }
        }
        s
    }

    /// The bot's projected total against the others'.
    fn utility(&self, m: &Model) -> f64 {
        let s = self.scores(m);
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

    /// The change of utility from the base model.
    fn gain(&self, m: &Model) -> f64 {
        self.utility(m) - self.base_utility
    }

    fn my_cash(&self) -> Yen {
        self.game.player(self.me).cash() + self.extra_cash
    }

    // ----- model changes -----

    fn invest_gain(&self, line: LineId, paid: Yen) -> f64 {
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

    fn start_gain(&self, line: LineId, value: Yen) -> f64 {
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

    fn speculate_gain(&self, line: LineId, stake: Yen) -> f64 {
        let mut m = self.base.clone();
        m.cash[self.me.0 as usize] -= stake as f64;
        let lm = &mut m.lines[line.0 as usize];
        if let Some(slot) = lm.specs.iter_mut().find(|s| s.is_none()) {
            *slot = Some((self.me, stake));
        }
        // Locked cash cannot be used before the end.
        self.gain(&m) - 0.03 * stake as f64 * self.rounds_after.min(3.0)
    }

    fn speed_gain(&self, line: LineId) -> f64 {
        let mut m = self.base.clone();
        m.lines[line.0 as usize].speed += 1;
        self.gain(&m)
    }

    fn sell_gain(&self, line: LineId) -> f64 {
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
    fn station_value(&mut self, station: StationId) -> f64 {
        if let Some(v) = self.station_gain[station.0 as usize] {
            return v;
        }
        let mut m = self.base.clone();
        m.owners[station.0 as usize] = Some(self.me);
        let v = self.gain(&m);
        self.station_gain[station.0 as usize] = Some(v);
        v
    }

    // ----- positions -----

    /// The discounts the bot could lift now.
    fn liftable(&self) -> Yen {
        self.game.liftable_discount()
    }

    /// Actions in the bot's reach that no disc covers.
    fn available(&self) -> Vec<ActionRef> {
        let mut out = Vec::new();
        self.game.actions_in_reach(|action| {
            if self.game.occupants(action) == 0 {
                out.push(action);
            }
        });
        out
    }

    /// The station cost per stop the bot expects to pay this round, and whether a station can be built this round.
    fn station_cost(&self) -> (f64, bool) {
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
    fn spot(&mut self, space: SpaceId, cost: f64) -> f64 {
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
    fn reach(&self, from: SpaceId, steps: u8) -> Vec<SpaceId> {
        let mut out = Vec::new();
        self.game.reachable_spaces(from, steps, |s| out.push(s));
        out
    }

    /// A space's worth for the coming actions, with a little for what lies around it.
    fn position(&mut self, space: SpaceId, cost: f64) -> f64 {
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

    /// The hints of a module of the game.
    fn hints(&self, module: ModuleId) -> Option<&'a dyn Hints> {
        let view = self.game;
        view.rules().module_get(module).and_then(|m| m.rules().hints())
    }

    // ----- actions -----

    /// The value of every legal action.
    fn values(&mut self, legal: &[Action]) -> Vec<f64> {
        let view = self.game;
        match view.pending() {
            Pending::Bid { .. } => {
                let bid = self.bid();
                legal
                    .iter()
                    .map(|a| {
                        if *a == Action::Bid(bid) {
                            1.0
                        } else {
                            -(bid_amount(a) as f64)
                        }
                    })
                    .collect()
            }
            Pending::Movement { .. } => {
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
            Pending::Turn { .. } => {
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
            Pending::Resolving(r) => self.resolution_values(r.action, r.stage, r.target, legal),
            Pending::Trains(cursor) => self.train_values(LineId(cursor.line), cursor.steps_left, legal),
            Pending::Over => vec![0.0; legal.len()],
        }
    }

    /// A bid: ¥0 unless the best action in sight is clearly better than the next, then a small bid.
    fn bid(&mut self) -> Yen {
        let cash = self.my_cash();
        let p = self.game.player(self.me);
        let discs = p.discs_in_hand();
        let mut tops = [0.0f64; 2];
        for action in self.available() {
            let v = self.take_value(action, discs);
            if v > tops[0] {
                tops[1] = tops[0];
                tops[0] = v;
            } else if v > tops[1] {
                tops[1] = v;
            }
        }
        let lead = tops[0] - tops[1];
        if lead > 400.0 && cash >= 1_000 {
            (((lead / 4.0) as Yen).min(300) / 100 * 100).min(cash)
        } else {
            0
        }
    }

    /// The value of putting discs on an action now, net of the pass bonus the discs would have earned.
    fn take_value(&mut self, action: ActionRef, discs: u8) -> f64 {
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
        self.kind_value(action, spec.kind, spec.spaces, discount, discs)
            - DISC_PASS_BONUS * spec.spaces as f64
            - 10.0
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
        self.kind_value(action, spec.kind, spec.spaces, discount, discs)
            - DISC_PASS_BONUS * spec.spaces as f64
            - 10.0
    }

    /// The best value of an action kind over its targets.
    fn kind_value(
        &mut self,
        action: ActionRef,
        kind: ActionKind,
        spaces: u8,
        discount: Yen,
        discs: u8,
    ) -> f64 {
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
                let mut best = 0.0f64;
                for s in self.reach(from, distance + p.bike() as u8) {
                    best = best.max(self.spot(s, cost) - now);
                }
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
                self.best_invest(0, cash, self.disc_worth() + DISC_PASS_BONUS)
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
            ActionKind::Discount { amount } => self.discount_value(action, amount, discs_after),
            ActionKind::Bid { bonus } => {
                if self.rounds_after >= 1.0 {
                    0.3 * bonus as f64
                } else {
                    0.0
                }
            }
            ActionKind::Loan => self.loan_value(action, discs_after),
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
            let v = self.kind_value(action, spec.kind, spec.spaces, d, discs_after)
                - DISC_PASS_BONUS * spec.spaces as f64;
            best = best.max(if sure { 0.7 * v } else { 0.4 * v });
        }
        best - paid as f64
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

    // ----- for rule modules' hints -----

    /// How often vehicles are expected to enter a station in the train phases left.
    fn traffic(&self, station: StationId) -> f64 {
        let mut entries = 0.0;
        for (lm, shape) in self.base.lines.iter().zip(self.shapes.iter()) {
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

    /// What one more action disc is worth: an action in every round left.
    fn disc_worth(&self) -> f64 {
        200.0 * self.rounds_after
    }

    fn bike_worth(&self) -> f64 {
        60.0 * self.rounds_after + 40.0
    }

    /// What paying a Station swap gives up: the cheaper of a speed token and the bike.
    fn swap_cost(&self) -> f64 {
        let p = self.game.player(self.me);
        let token = if p.speed_tokens() > 0 {
            self.token_worth()
        } else {
            f64::INFINITY
        };
        let bike = if p.bike() {
            self.bike_worth()
        } else {
            f64::INFINITY
        };
        token.min(bike)
    }

    fn token_worth(&self) -> f64 {
        self.best_speed_line().map_or(0.0, |(_, g)| g.max(0.0))
    }

    /// The line a speed token helps most, and by how much.
    fn best_speed_line(&self) -> Option<(LineId, f64)> {
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

    /// The top card of a discard pile, valued for the rounds left.
    fn card_worth(&self, column: usize) -> Option<f64> {
        let card = self.game.column(column)?.discard_top()?;
        let mut worth = 0.0;
        for (_, spec) in self.game.rules().card_actions(card) {
            worth += match spec.kind {
                ActionKind::Invest { .. } | ActionKind::InvestByDisc => 400.0,
                ActionKind::Station { .. } => 300.0,
                ActionKind::Start { .. } | ActionKind::Speculate | ActionKind::Action { .. } => 200.0,
                ActionKind::Move { .. } | ActionKind::Speed { .. } | ActionKind::StationSwap => 150.0,
                ActionKind::Discount { .. } => 100.0,
                _ => 50.0,
            };
        }
        Some(worth * 0.4 * self.rounds_after)
    }

    fn best_invest(&self, cost: Yen, cash: Yen, penalty: f64) -> f64 {
        self.game
            .invest_targets(cost, cash)
            .map(|(l, paid)| self.invest_gain(l, paid) - penalty)
            .fold(f64::NEG_INFINITY, f64::max)
    }

    /// The best stake on a line among a few candidates around half the projected low number, and its value.
    fn best_stake(&self, line: LineId, cash: Yen) -> (Yen, f64) {
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

    /// A line's projected final value in the base model.
    fn projected_value(&self, line: LineId) -> f64 {
        let lm = &self.base.lines[line.0 as usize];
        let shape = &self.shapes[line.0 as usize];
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

    /// A Discount is worth what it saves on a costed action the bot can still take this round.
    fn discount_value(&mut self, this: ActionRef, amount: Yen, discs_after: u8) -> f64 {
        let mut best = 0.0f64;
        for action in self.available() {
            if action == this {
                continue;
            }
            let Some(spec) = self.game.rules().action(action) else {
                continue;
            };
            let Some(cost) = spec.kind.printed_cost() else {
                continue;
            };
            if cost == 0 || spec.spaces > discs_after || matches!(spec.kind, ActionKind::Discount { .. }) {
                continue;
            }
            let v = self.kind_value(action, spec.kind, spec.spaces, 0, discs_after);
            if v - DISC_PASS_BONUS * spec.spaces as f64 > 0.0 {
                best = best.max(amount.min(cost) as f64 * 0.8);
            }
        }
        best
    }

    /// A loan is worth what ¥1,000 more lets the bot do now, less its cost (−¥500 if repaid, −¥1,500 if not).
    fn loan_value(&mut self, this: ActionRef, discs_after: u8) -> f64 {
        if self.rounds_after < 2.0 || discs_after == 0 {
            return f64::NEG_INFINITY;
        }
        let discount = self.liftable();
        let mut best = 0.0f64;
        for action in self.available() {
            if action == this {
                continue;
            }
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
            let without = self
                .kind_value(action, spec.kind, spec.spaces, d, discs_after)
                .max(0.0);
            self.extra_cash = LOAN;
            let with = self.kind_value(action, spec.kind, spec.spaces, d, discs_after);
            self.extra_cash = 0;
            best = best.max(with - without);
        }
        0.8 * best - (LOAN_PENALTY - LOAN) as f64 - 200.0
    }

    // ----- inside an action -----

    fn resolution_values(
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

    // ----- the train phase -----

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
        let last = map_line.stops.len().saturating_sub(1) as u8;
        let (mut stop, mut forward) = (v.stop, v.forward);
        let mut out = Vec::new();
        for _ in 0..steps {
            if forward && stop == last {
                forward = false;
            } else if !forward && stop == 0 {
                forward = true;
            }
            stop = if forward { stop + 1 } else { stop.saturating_sub(1) };
            out.push(map_line.stops[stop as usize]);
        }
        out
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

    fn train_values(&mut self, line: LineId, steps_left: u8, legal: &[Action]) -> Vec<f64> {
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
                let mut stay = self.spot(space, cost);
                for s in self.reach(space, walk) {
                    stay = stay.max(self.spot(s, cost));
                }
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
        value - DISC_PASS_BONUS * discs as f64 - 10.0
    }
}

/// Steps a meeple walks in the movement phase (TM-6.5.2).
const WALK_STEPS: u8 = metro_engine::state::WALK;

fn bid_amount(action: &Action) -> Yen {
    match action {
        Action::Bid(y) => *y,
        _ => 0,
    }
}

/// A payout function of yen evaluated between ¥100 steps by linear interpolation.
fn interpolate(value: f64, f: impl Fn(Yen) -> [f64; 4]) -> [f64; 4] {
    let value = value.max(0.0);
    let floor = (value / 100.0).floor();
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
    use metro_core::KindCatalogue;
    use metro_engine::{Game, Setup};

    fn osaka_game(players: usize) -> Game {
        let map = metro_data::load_map("maps/osaka.toml", metro_osaka::MAP_TOML).unwrap();
        let cards = metro_data::load_card_set(
            "cards/tokyo.toml",
            metro_tokyo::CARDS_TOML,
            &KindCatalogue::builtin(),
        )
        .unwrap();
        Game::new(Setup::new(Arc::new(map), Arc::new(cards), players), 3).unwrap()
    }

    #[test]
    fn interpolation_runs_between_hundreds() {
        let f = |v: Yen| [v as f64 * 2.0, 1.0, 0.0, 0.0];
        assert_eq!(interpolate(300.0, f), [600.0, 1.0, 0.0, 0.0]);
        assert_eq!(interpolate(350.0, f)[0], 700.0);
        assert_eq!(interpolate(-20.0, f)[0], 0.0);
    }

    // At the start nothing is built or held: every projected total is the starting cash.
    #[test]
    fn a_fresh_game_projects_the_starting_cash() {
        let game = osaka_game(3);
        let me = game.to_move().unwrap();
        let bot = HeuristicBot::new(0).shapes_for_test(&game);
        let ctx = Ctx::new(game.player_view(me), me, bot);
        let scores = ctx.scores(&ctx.base);
        assert_eq!(&scores[..3], &[2_000.0; 3]);
        assert_eq!(ctx.base_utility, 2_000.0 - OPPONENT_WEIGHT * 2_000.0);
    }

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

    // Bots return one of the legal actions and repeat themselves given the same seed.
    #[test]
    fn the_same_seed_gives_the_same_choice() {
        let game = osaka_game(2);
        let legal = game.legal_actions();
        let view = game.player_view(game.to_move().unwrap());
        let a = HeuristicBot::new(9).choose(&view, &legal);
        let b = HeuristicBot::new(9).choose(&view, &legal);
        assert_eq!(a, b);
        assert!(legal.contains(&a));
    }

    impl HeuristicBot {
        fn shapes_for_test(mut self, game: &Game) -> Arc<Vec<LineShape>> {
            self.shapes(&game.player_view(PlayerId(0)))
        }
    }
}

//! A bot that knows the game: it values every legal action by the change it makes to a small model of the game
//! projected to the end, and takes the best (with a little noise, drawn from its seed).
//!
//! The model (`Model`) holds what money depends on: the players' cash and shares, each company's income,
//! treasury, held and unsold shares, locomotives left and distance to Chicago, the houses left, the dials and
//! Detroit's row. Its projection estimates the general Dividend Phases still to come from the dials and the end
//! conditions (CE-11.1), and each company's payout over them: its income now, the income its treasury will build
//! (a dollar of treasury builds about `rho` dollars of income), and the Chicago dividend and income it may reach
//! from its distance and treasury. Each player's projected cash is their cash plus their part of every payout; a
//! position's value to a seat is its projected cash minus the rivals' (a blend of the best rival and their mean).
//!
//! So it bids on a share up to what the share is worth to it against the likeliest alternative (a rival buying it,
//! or nobody), never over its cash (the legal list stops there); offers the share it profits from most; builds for
//! the company whose greedy building action (placements valued the same way: income, cost, the way to Chicago)
//! raises its value most; develops where its companies run; and declines a dial when the next Dividend Phase, or
//! the end, comes at a good moment for it. Allocation-light: a decision copies the model (a few hundred bytes) per
//! action and clones the game once per company it could build for.

use metro_game::Seat;
use metro_game::bot::Bot;
use metro_game::playout::Picks;

use crate::action::Action;
use crate::board::{Board, Growth, HexKind, MAX_COMPANIES};
use crate::event::AuctionKind;
use crate::game::Game;
use crate::ids::{Company, Dial, HexId};
use crate::setup::{FOREST_MONEY, MAX_PLAYERS, PLACEMENTS_PER_BUILD};
use crate::state::{Auction, Pending};

/// The heuristic's weights: what it believes about the game. The defaults were tuned by play (`examples/duel.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// Income a dollar of treasury builds, once spent.
    pub rho: f64,
    /// How much of the remaining Dividend Phases a treasury's income is paid in (it is built over time).
    pub growth_realised: f64,
    /// How likely a company with the money and the time reaches Chicago, as the projection counts it.
    pub chicago: f64,
    /// Dollars of treasury a placement costs on the way to Chicago, on average.
    pub chicago_cost: f64,
    /// Placements a company makes per round when its holders build toward Chicago.
    pub chicago_pace: f64,
    /// The weight of the best rival in a position's value (the rest: the rivals' mean).
    pub best_rival: f64,
    /// Noise added to every action's value, in dollars (uniform in ±noise): ties broken, playouts varied.
    pub noise: f64,
    /// The least gain, in dollars, for which it bids.
    pub bid_margin: f64,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            rho: 0.275,
            growth_realised: 0.4,
            chicago: 0.7,
            chicago_cost: 1.7,
            chicago_pace: 4.0,
            best_rival: 0.5,
            noise: 0.05,
            bid_margin: 0.0,
        }
    }
}

impl Params {
    /// The weights a playout uses: the same beliefs, noisier, so that playouts from one position differ.
    pub fn playout() -> Params {
        Params {
            noise: 1.5,
            ..Params::default()
        }
    }
}

/// What money depends on, from a state; copied and changed to value an action.
#[derive(Clone, Copy, Debug)]
struct Model {
    players: usize,
    companies: usize,
    cash: [f64; MAX_PLAYERS],
    shares: [[u8; MAX_COMPANIES]; MAX_PLAYERS],
    held: [u8; MAX_COMPANIES],
    income: [f64; MAX_COMPANIES],
    treasury: [f64; MAX_COMPANIES],
    /// Placements from the network to Chicago (0 once there).
    distance: [u8; MAX_COMPANIES],
    at_chicago: [bool; MAX_COMPANIES],
    open: [bool; MAX_COMPANIES],
    shares_left: [u8; MAX_COMPANIES],
    locomotives_left: [u8; MAX_COMPANIES],
    houses_left: u8,
    /// General Dividend Phases until Detroit's row ends the game, counting the one that ends it.
    detroit: u8,
    dials: [u8; 3],
    /// The game is over: the projection is the cash.
    over: bool,
}

/// The board's figures the model needs, read once.
#[derive(Clone, Debug)]
struct Tables {
    /// The board's address, to notice another board.
    board: usize,
    distance: Vec<u8>,
    dial_steps: [u8; 3],
    end_companies: usize,
    end_houses: u8,
    /// The rows of the industrial-city table that grow by themselves (Detroit).
    dividend_rows: Vec<usize>,
    chicago: HexId,
    chicago_income: f64,
}

impl Tables {
    fn new(board: &Board) -> Tables {
        Tables {
            board: board as *const Board as usize,
            distance: board.distances_to_chicago(),
            dial_steps: Dial::ALL.map(|d| board.dial_steps(d)),
            end_companies: usize::from(board.end_companies()),
            end_houses: board.end_houses(),
            dividend_rows: board
                .industrial()
                .iter()
                .enumerate()
                .filter(|(_, row)| row.growth == Growth::Dividend)
                .map(|(i, _)| i)
                .collect(),
            chicago: board.chicago(),
            chicago_income: f64::from(board.hex(board.chicago()).income),
        }
    }
}

impl Model {
    fn new(game: &Game, tables: &Tables) -> Model {
        let state = game.state();
        let board = game.board();
        let companies = board.companies().len().min(MAX_COMPANIES);
        let players = usize::from(state.players);
        let mut model = Model {
            players,
            companies,
            cash: [0.0; MAX_PLAYERS],
            shares: state.shares,
            held: [0; MAX_COMPANIES],
            income: [0.0; MAX_COMPANIES],
            treasury: [0.0; MAX_COMPANIES],
            distance: [u8::MAX; MAX_COMPANIES],
            at_chicago: [false; MAX_COMPANIES],
            open: [false; MAX_COMPANIES],
            shares_left: [0; MAX_COMPANIES],
            locomotives_left: [0; MAX_COMPANIES],
            houses_left: state.houses_left,
            detroit: u8::MAX,
            dials: state.dials,
            over: state.pending == Pending::Over,
        };
        for p in 0..players {
            model.cash[p] = f64::from(state.cash[p]);
        }
        for c in 0..companies {
            let s = &state.companies[c];
            model.held[c] = s.held;
            model.income[c] = f64::from(s.income);
            model.treasury[c] = f64::from(s.treasury);
            model.at_chicago[c] = s.at_chicago;
            model.open[c] = s.open;
            model.shares_left[c] = s.shares_left;
            model.locomotives_left[c] = s.locomotives_left;
            model.distance[c] = if s.at_chicago {
                0
            } else {
                s.network
                    .iter()
                    .map(|h| tables.distance.get(h.index()).copied().unwrap_or(u8::MAX))
                    .min()
                    .unwrap_or(u8::MAX)
            };
        }
        for &row in &tables.dividend_rows {
            let len = board.industrial()[row].values.len();
            let space = usize::from(state.industry[row]);
            let left = (len.saturating_sub(1).saturating_sub(space) + 1).min(usize::from(u8::MAX));
            model.detroit = model.detroit.min(left as u8);
        }
        model
    }

    /// The sum of the `k` smallest of `values` (each of the model's companies).
    fn smallest(values: &[u8], k: usize) -> u32 {
        let mut low = [u8::MAX; 4];
        let k = k.clamp(1, 4);
        for &v in values {
            // insert into the sorted k lowest
            let mut v = v;
            for slot in low.iter_mut().take(k) {
                if v < *slot {
                    std::mem::swap(&mut v, slot);
                }
            }
        }
        low[..k].iter().map(|&v| u32::from(v)).sum()
    }

    /// Whether an end condition holds (CE-11.1).
    fn ending(&self, t: &Tables) -> bool {
        let n = self.companies;
        let k = t.end_companies.max(1);
        self.locomotives_left[..n].iter().filter(|&&l| l == 0).count() >= k
            || self.shares_left[..n].iter().filter(|&&s| s == 0).count() >= k
            || self.houses_left <= t.end_houses
            || self.detroit <= 1
    }

    /// The general Dividend Phases still to come, counting the next (at least 1), estimated.
    fn phases_left(&self, t: &Tables) -> f64 {
        if self.over {
            return 0.0;
        }
        if self.ending(t) {
            return 1.0;
        }
        let n = self.companies;
        let k = t.end_companies.max(1);
        let left = |d: Dial| f64::from(t.dial_steps[d.index()].saturating_sub(self.dials[d.index()]));
        let shares = f64::from(Model::smallest(&self.shares_left[..n], k));
        let by_shares = 1.0 + (shares - 0.8 * left(Dial::Auction)).max(0.0) / 2.2;
        let houses = f64::from(self.houses_left.saturating_sub(t.end_houses));
        let by_houses = 1.0 + (houses - 0.6 * left(Dial::Develop)).max(0.0) / 2.4;
        let locomotives = f64::from(Model::smallest(&self.locomotives_left[..n], k));
        let by_locomotives = 1.0 + (locomotives - 2.0 * left(Dial::Build)).max(0.0) / 9.0;
        f64::from(self.detroit)
            .min(by_shares)
            .min(by_houses)
            .min(by_locomotives)
            .max(1.0)
    }

    /// Each player's projected cash at the end, into `out`.
    fn project(&self, t: &Tables, p: &Params, out: &mut [f64; MAX_PLAYERS]) {
        out[..self.players].copy_from_slice(&self.cash[..self.players]);
        let phases = self.phases_left(t);
        if phases <= 0.0 {
            return;
        }
        for c in 0..self.companies {
            if !self.open[c] || self.held[c] == 0 {
                continue;
            }
            let income = self.income[c];
            let treasury = self.treasury[c];
            let mut payout = phases * income + p.rho * treasury * p.growth_realised * (phases - 0.5).max(0.0);
            if !self.at_chicago[c] && self.distance[c] != u8::MAX {
                let d = f64::from(self.distance[c]);
                let rounds = d / p.chicago_pace;
                let money = ((treasury + 3.0) / (p.chicago_cost * d).max(1.0)).min(1.0);
                let time = ((phases - rounds) / phases).clamp(0.0, 1.0);
                if time > 0.0 {
                    let gain =
                        income + t.chicago_income + t.chicago_income * (phases - rounds - 0.5).max(0.0);
                    payout += p.chicago * money * time * gain;
                }
            }
            let per_share = payout / f64::from(self.held[c]);
            for (seat, out) in out.iter_mut().enumerate().take(self.players) {
                let shares = self.shares[seat][c];
                if shares > 0 {
                    *out += per_share * f64::from(shares);
                }
            }
        }
    }

    /// The position's value to `seat`: its projected cash minus the rivals' (a blend of the best and the mean).
    fn value(&self, t: &Tables, p: &Params, seat: usize) -> f64 {
        let mut projected = [0.0; MAX_PLAYERS];
        self.project(t, p, &mut projected);
        let mut best = f64::NEG_INFINITY;
        let mut sum = 0.0;
        for (s, &v) in projected.iter().enumerate().take(self.players) {
            if s != seat {
                best = best.max(v);
                sum += v;
            }
        }
        let rivals = (self.players.max(2) - 1) as f64;
        projected[seat] - (p.best_rival * best + (1.0 - p.best_rival) * sum / rivals)
    }

    /// A general Dividend Phase (CE-10): every company pays, then the end check, the needles and Detroit.
    fn dividend_phase(&mut self, t: &Tables) {
        for c in 0..self.companies {
            self.pay(c);
        }
        if self.ending(t) {
            self.over = true;
            return;
        }
        self.dials = [0; 3];
        self.detroit = self.detroit.saturating_sub(1).max(1);
    }

    /// A company's dividend to its holders (CE-10.3), rounded up per share.
    fn pay(&mut self, c: usize) {
        if !self.open[c] || self.held[c] == 0 {
            return;
        }
        let per_share = (self.income[c] / f64::from(self.held[c])).ceil();
        for seat in 0..self.players {
            self.cash[seat] += per_share * f64::from(self.shares[seat][c]);
        }
    }

    /// A needle moved: a Dividend Phase if two are on red (CE-3.7), at the end of the turn.
    fn move_needle(&mut self, dial: Dial) {
        self.dials[dial.index()] = self.dials[dial.index()].saturating_add(1);
    }

    /// The end of a turn: a Dividend Phase if two needles are on red.
    fn end_turn(&mut self, t: &Tables) {
        let red = Dial::ALL
            .iter()
            .filter(|d| self.dials[d.index()] >= t.dial_steps[d.index()])
            .count();
        if red >= 2 {
            self.dividend_phase(t);
        }
    }

    /// `seat` buys a share of `c` for `price`.
    fn buy(&mut self, seat: usize, c: usize, price: u32) {
        self.cash[seat] -= f64::from(price);
        self.treasury[c] += f64::from(price);
        self.shares[seat][c] += 1;
        self.held[c] += 1;
        self.shares_left[c] = self.shares_left[c].saturating_sub(1);
    }

    /// `seat` receives a share of `c` free.
    fn receive(&mut self, seat: usize, c: usize) {
        self.buy(seat, c, 0);
    }

    /// A locomotive of `c` placed on `hex` in `game` (the position before the placement).
    fn place(&mut self, game: &Game, t: &Tables, c: usize, hex: HexId) {
        let cost = f64::from(game.placement_cost(hex));
        self.treasury[c] = (self.treasury[c] - cost).max(0.0);
        self.locomotives_left[c] = self.locomotives_left[c].saturating_sub(1);
        let d = t.distance.get(hex.index()).copied().unwrap_or(u8::MAX);
        self.distance[c] = self.distance[c].min(d);
        if hex == t.chicago {
            self.income[c] += t.chicago_income;
            self.at_chicago[c] = true;
            self.distance[c] = 0;
            self.pay(c); // CE-8.2
        } else {
            self.income[c] += f64::from(game.placement_income(hex));
        }
    }

    /// `hex` developed in `game` (the position before).
    fn develop(&mut self, game: &Game, hex: HexId) {
        let board = game.board();
        let h = board.hex(hex);
        let on = game.state().companies_on(hex);
        if let Some(row) = h.industrial {
            let row = usize::from(row);
            let values = &board.industrial()[row].values;
            let space = usize::from(game.state().industry_space(row));
            let now = values.get(space).copied().unwrap_or(0);
            let next = values.get(space + 1).copied().unwrap_or(now);
            let gain = f64::from(next.saturating_sub(now));
            for c in 0..self.companies {
                if on & (1 << c) != 0 {
                    self.income[c] += gain;
                }
            }
            return;
        }
        self.houses_left = self.houses_left.saturating_sub(1);
        for c in 0..self.companies {
            if on & (1 << c) != 0 {
                if h.kind == HexKind::Forest {
                    self.treasury[c] += f64::from(FOREST_MONEY);
                } else {
                    self.income[c] += f64::from(h.house);
                }
            }
        }
    }
}

/// The heuristic bot (see the module's documentation). Deterministic given its seed.
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    params: Params,
    rng: Picks,
    tables: Option<Tables>,
    /// A building action's placements, tried on a copy of the game.
    legal: Vec<Action>,
    events: Vec<crate::event::Event>,
    /// The values of a decision's actions.
    scores: Vec<f64>,
}

impl HeuristicBot {
    /// A heuristic bot with its default weights and a seed.
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot::with_params(Params::default(), seed)
    }

    /// A heuristic bot with its weights and a seed.
    pub fn with_params(params: Params, seed: u64) -> HeuristicBot {
        HeuristicBot {
            params,
            rng: Picks::new(seed),
            tables: None,
            legal: Vec::new(),
            events: Vec::new(),
            scores: Vec::new(),
        }
    }

    /// Its weights.
    pub fn params(&self) -> Params {
        self.params
    }

    /// Uniform in −1..1 (the platform's SplitMix64 draws).
    fn jitter(&mut self) -> f64 {
        (self.rng.next_u64() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }

    fn noise(&mut self) -> f64 {
        if self.params.noise > 0.0 {
            self.params.noise * self.jitter()
        } else {
            0.0
        }
    }

    /// The board's tables, made at the first decision on a board (again if the board changes).
    fn tables(&mut self, game: &Game) -> Tables {
        let address = game.board() as *const Board as usize;
        match self.tables.take() {
            Some(t) if t.board == address => t,
            _ => Tables::new(game.board()),
        }
    }

    /// Every legal action's value to `seat` (plus noise), into `values` (one per action).
    pub fn values(&mut self, game: &Game, seat: Seat, legal: &[Action], values: &mut Vec<f64>) {
        let tables = self.tables(game);
        values.clear();
        let model = Model::new(game, &tables);
        let state = game.state();
        match state.pending {
            Pending::Auction(a) => self.auction_values(game, &tables, &model, a, legal, values),
            Pending::Turn => {
                for &action in legal {
                    let v = self.turn_value(game, &tables, &model, seat, action);
                    let noise = self.noise();
                    values.push(v + noise);
                }
            }
            Pending::Build { company, .. } => {
                let me = seat.index();
                let c = company.index();
                let stop = model.value(&tables, &self.params, me);
                for &action in legal {
                    let v = match action {
                        Action::Place(hex) => {
                            let mut m = model;
                            m.place(game, &tables, c, hex);
                            m.value(&tables, &self.params, me)
                        }
                        _ => stop,
                    };
                    let noise = self.noise();
                    values.push(v + noise);
                }
            }
            Pending::Over => values.extend(legal.iter().map(|_| 0.0)),
        }
        self.tables = Some(tables);
    }

    /// In an auction: passing is worth the likeliest alternative; a bid, the share at that price.
    fn auction_values(
        &mut self,
        game: &Game,
        t: &Tables,
        model: &Model,
        a: Auction,
        legal: &[Action],
        values: &mut Vec<f64>,
    ) {
        let me = a.to_bid.index();
        let c = a.company.index();
        let p = self.params;
        let alternative = self.alternative(game, t, model, a);
        let pass = alternative.value(t, &p, me);
        for &action in legal {
            let v = match action {
                Action::Bid(price) => {
                    let mut m = *model;
                    m.buy(me, c, price);
                    m.value(t, &p, me) - p.bid_margin
                }
                _ => pass,
            };
            let noise = self.noise();
            values.push(v + noise);
        }
    }

    /// What follows if the bidder passes, as likely as the model can tell: the standing bid wins; else the first
    /// rival (clockwise) still in for whom the share is worth the lowest bid buys it at that; else nobody (the
    /// starter of an initial auction receives it free, CE-2.20).
    fn alternative(&self, game: &Game, t: &Tables, model: &Model, a: Auction) -> Model {
        let c = a.company.index();
        let me = a.to_bid.index();
        let mut m = *model;
        if let Some((bidder, price)) = a.high {
            m.buy(bidder.index(), c, price);
            return m;
        }
        let players = model.players;
        let price = a.lowest_bid();
        for step in 1..players {
            let rival = (me + step) % players;
            if a.has_passed(Seat(rival as u8)) || game.state().cash[rival] < price {
                continue;
            }
            let mut buys = *model;
            buys.buy(rival, c, price);
            if buys.value(t, &self.params, rival) > model.value(t, &self.params, rival) {
                return buys;
            }
        }
        if a.kind == AuctionKind::Initial {
            m.receive(a.starter.index(), c);
        }
        m
    }

    /// A turn action's value to `seat`: the model after it, to the end of the turn.
    fn turn_value(&mut self, game: &Game, t: &Tables, model: &Model, seat: Seat, action: Action) -> f64 {
        let me = seat.index();
        let p = self.params;
        let mut m = *model;
        match action {
            Action::Decline(dial) => {
                m.move_needle(dial);
                m.end_turn(t);
            }
            Action::Develop(hex) => {
                m.move_needle(Dial::Develop);
                m.develop(game, hex);
                m.end_turn(t);
            }
            Action::Offer(company) => {
                m.move_needle(Dial::Auction);
                let c = company.index();
                let price = game.minimum_bid(company);
                let mut mine = m;
                let mut best = f64::NEG_INFINITY;
                if game.state().cash[me] >= price {
                    mine.buy(me, c, price);
                    mine.end_turn(t);
                    best = mine.value(t, &p, me);
                }
                // or a rival buys it (the first, clockwise, for whom it is worth the price), or nobody
                let mut other = m;
                for step in 1..m.players {
                    let rival = (me + step) % m.players;
                    if game.state().cash[rival] < price {
                        continue;
                    }
                    let mut buys = m;
                    buys.buy(rival, c, price);
                    if buys.value(t, &p, rival) > m.value(t, &p, rival) {
                        other = buys;
                        break;
                    }
                }
                other.end_turn(t);
                let other = other.value(t, &p, me);
                // the auctioneer bids first: it buys at the minimum, or lets the rival have it
                return best.max(other);
            }
            Action::BuildFor(company) => {
                return self.build_value(game, t, model, seat, company);
            }
            Action::Place(_) | Action::Stop | Action::Bid(_) | Action::Pass => {}
        }
        m.value(t, &p, me)
    }

    /// A building action's value: its greedy placements (each the best by the model, while better than stopping),
    /// tried on a copy of the game.
    fn build_value(&mut self, game: &Game, t: &Tables, model: &Model, seat: Seat, company: Company) -> f64 {
        let me = seat.index();
        let c = company.index();
        let p = self.params;
        let mut m = *model;
        m.move_needle(Dial::Build);
        let mut world = game.clone();
        self.events.clear();
        if world
            .apply_into(Action::BuildFor(company), &mut self.events)
            .is_err()
        {
            return f64::NEG_INFINITY;
        }
        for _ in 0..PLACEMENTS_PER_BUILD {
            if !matches!(world.state().pending, Pending::Build { .. }) {
                break;
            }
            world.legal_actions_into(&mut self.legal);
            let mut best = (None, m.value(t, &p, me));
            for &action in &self.legal {
                if let Action::Place(hex) = action {
                    let mut next = m;
                    next.place(&world, t, c, hex);
                    let v = next.value(t, &p, me);
                    if v > best.1 {
                        best = (Some((hex, next)), v);
                    }
                }
            }
            let Some((hex, next)) = best.0 else {
                break;
            };
            m = next;
            self.events.clear();
            if world.apply_into(Action::Place(hex), &mut self.events).is_err() {
                break;
            }
        }
        m.end_turn(t);
        m.value(t, &p, me)
    }

    /// The places of the `k` best actions by value (no noise), best first, into `out` (cleared first).
    pub fn best_places(&mut self, game: &Game, seat: Seat, legal: &[Action], k: usize, out: &mut Vec<usize>) {
        let noise = self.params.noise;
        self.params.noise = 0.0;
        let mut values = Vec::with_capacity(legal.len());
        self.values(game, seat, legal, &mut values);
        self.params.noise = noise;
        out.clear();
        out.extend(0..legal.len());
        out.sort_by(|&a, &b| values[b].total_cmp(&values[a]).then(a.cmp(&b)));
        out.truncate(k);
    }

    /// The place of the best action in `legal` for `seat`. Auctions weigh only passing and the lowest bid: a
    /// higher bid than needed is money given away, and the list runs to the bidder's cash.
    fn best(&mut self, game: &Game, seat: Seat, legal: &[Action]) -> usize {
        let short = match game.state().pending {
            Pending::Auction(_) => &legal[..legal.len().min(2)],
            _ => legal,
        };
        let mut scores = std::mem::take(&mut self.scores);
        self.values(game, seat, short, &mut scores);
        let mut best = 0;
        for (i, v) in scores.iter().enumerate() {
            if *v > scores[best] {
                best = i;
            }
        }
        self.scores = scores;
        best
    }
}

impl Bot<Game> for HeuristicBot {
    fn choose(&mut self, game: &Game, seat: Seat, legal: &[Action]) -> usize {
        if legal.len() < 2 {
            return 0;
        }
        self.best(game, seat, legal)
    }
}

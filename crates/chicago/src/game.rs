//! The [`Game`]: setup, the legal actions, the check of one action, and `apply`, which carries a decision through
//! every step that needs no choice (auction ends, the end of a turn, the Chicago Phase, the Dividend Phase, the
//! end) up to the next decision.

use std::sync::Arc;

use crate::action::Action;
use crate::board::{Board, Growth, HexKind, HexSet, MAX_COMPANIES, MAX_HEXES, MAX_INDUSTRIAL};
use crate::event::{AuctionKind, DividendKind, EndReasons, Event};
use crate::ids::{Company, Dial, HexId, Seat, SeededRng};
use crate::refusal::{Refusal, Why};
use crate::setup::{Banker, FOREST_MONEY, MAX_PLAYERS, MIN_PLAYERS, PLACEMENTS_PER_BUILD, Setup};
use crate::state::{Auction, CompanyState, Pending, State};

/// The final result (CE-11.4, CE-11.5, DCE-37).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FinalResult {
    players: u8,
    cash: [u32; MAX_PLAYERS],
    rank: [u8; MAX_PLAYERS],
    winners: u8,
}

impl FinalResult {
    /// A player's score: their cash (CE-11.4).
    pub fn cash(&self, seat: Seat) -> u32 {
        self.cash[seat.index()]
    }

    /// A player's rank, 1 = most cash; tied players share a rank (competition ranking: 1, 1, 3).
    pub fn rank(&self, seat: Seat) -> u8 {
        self.rank[seat.index()]
    }

    /// Whether a player is among the winners (CE-11.5).
    pub fn is_winner(&self, seat: Seat) -> bool {
        self.winners & (1 << seat.0) != 0
    }

    /// The winners: every player tied for the most cash (DCE-37).
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players).map(Seat).filter(|&s| self.is_winner(s))
    }

    /// A player's share of the win: 1/k if they are one of k winners, else 0 (DCE-37).
    pub fn win_share(&self, seat: Seat) -> f64 {
        if self.is_winner(seat) {
            1.0 / f64::from(self.winners.count_ones())
        } else {
            0.0
        }
    }

    /// The seats from first to last (ties in seat order).
    pub fn ranking(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = (0..self.players).map(Seat).collect();
        seats.sort_by_key(|s| (self.rank(*s), s.0));
        seats
    }
}

/// A seat's view: everything (DCE-4, CE-12.2), a copy of the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// Whose view.
    pub seat: Seat,
    /// The whole state: Chicago Express hides nothing.
    pub state: State,
}

/// A game of Chicago Express on a board.
#[derive(Clone, Debug)]
pub struct Game {
    board: Arc<Board>,
    setup: Setup,
    seed: u64,
    state: State,
}

fn refuse(rule: &'static str, why: Why) -> Result<(), Refusal> {
    Err(Refusal::new(rule, why))
}

impl Game {
    /// A game on the built-in board. The seed draws a random banker if the options ask for one (DCE-5); nothing
    /// else is random (CE-12.2).
    pub fn new(setup: Setup, seed: u64) -> Result<Game, Refusal> {
        Game::with_board(Board::builtin(), setup, seed)
    }

    /// A game on any valid board.
    pub fn with_board(board: Arc<Board>, setup: Setup, seed: u64) -> Result<Game, Refusal> {
        if !(MIN_PLAYERS..=MAX_PLAYERS as u8).contains(&setup.players) {
            return Err(Refusal::new("CE-1.1", Why::Players));
        }
        let banker = match setup.options.banker {
            Banker::First => Seat(0),
            Banker::Seat(s) if s < setup.players => Seat(s),
            Banker::Seat(_) => return Err(Refusal::new("DCE-5", Why::BankerSeat)),
            Banker::Random => Seat(SeededRng::new(seed).below(setup.players as usize) as u8),
        };
        let mut companies = [CompanyState::default(); MAX_COMPANIES];
        let mut on_hex = [0u8; MAX_HEXES];
        for (i, def) in board.companies().iter().enumerate() {
            let company = Company(i as u8);
            let c = &mut companies[i];
            c.shares_left = def.shares;
            c.locomotives_left = def.locomotives;
            // CE-2.2, CE-2.3, CE-2.5: the eastern companies' first locomotive on their start hex; Wabash closed.
            if !def.opens_at_chicago {
                c.open = true;
                c.income = def.income;
                c.locomotives_left -= 1;
                c.network.insert(def.start);
                c.reach = board.neighbours(def.start).union(c.network);
                on_hex[def.start.index()] |= company.bit();
            }
        }
        let first = board.initial_auctions()[0];
        let state = State {
            players: setup.players,
            banker,
            cash: std::array::from_fn(|i| {
                if i < setup.players as usize {
                    setup.starting_money()
                } else {
                    0
                }
            }),
            shares: [[0; MAX_COMPANIES]; MAX_PLAYERS],
            companies,
            on_hex,
            houses: HexSet::EMPTY,
            houses_left: board.houses(),
            industry: [0; MAX_INDUSTRIAL],
            dials: [0; 3],
            dividend_phases: 0,
            turn: banker,
            first_player: None,
            chicago_reached: false,
            pending: Pending::Auction(Auction {
                kind: AuctionKind::Initial,
                index: 0,
                company: first,
                starter: banker,
                to_bid: banker,
                minimum: board.company(first).initial_bid,
                high: None,
                passed: 0,
            }),
            ended: EndReasons::default(),
            decisions: 0,
        };
        Ok(Game {
            board,
            setup,
            seed,
            state,
        })
    }

    /// What happened at setup, for the log: the starting money, the banker and the first initial auction.
    pub fn start_events(&self) -> Vec<Event> {
        let mut events: Vec<Event> = (0..self.setup.players)
            .map(|p| Event::StartingMoney {
                player: Seat(p),
                amount: self.setup.starting_money(),
            })
            .collect();
        events.push(Event::Banker {
            player: self.state.banker,
        });
        let first = self.board.initial_auctions()[0];
        events.push(Event::AuctionOpened {
            kind: AuctionKind::Initial,
            company: first,
            minimum: self.board.company(first).initial_bid,
            starter: self.state.banker,
        });
        events
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board, shared.
    pub fn board_arc(&self) -> Arc<Board> {
        self.board.clone()
    }

    /// The setup.
    pub fn setup(&self) -> Setup {
        self.setup
    }

    /// A game of a state read back (`crate::mirror`), checked by its caller; its seed is 0 (the seed only draws a
    /// random banker at setup, DCE-5, and the banker is in the state).
    pub(crate) fn from_parts(board: Arc<Board>, setup: Setup, state: State) -> Game {
        Game {
            board,
            setup,
            seed: 0,
            state,
        }
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The state, to set up positions in tests.
    #[cfg(feature = "test-support")]
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }

    /// Who decides now: the bidder in an auction, else the turn player; nobody once the game is over.
    pub fn to_move(&self) -> Option<Seat> {
        match self.state.pending {
            Pending::Auction(a) => Some(a.to_bid),
            Pending::Turn | Pending::Build { .. } => Some(self.state.turn),
            Pending::Over => None,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.state.pending == Pending::Over
    }

    /// A seat's view: the whole state (DCE-4).
    pub fn view(&self, seat: Seat) -> View {
        View {
            seat,
            state: self.state.clone(),
        }
    }

    /// The position's hash (see [`State::hash`]).
    pub fn hash(&self) -> u64 {
        self.state.hash()
    }

    /// The final result, once the game is over.
    pub fn result(&self) -> Option<FinalResult> {
        if !self.is_over() {
            return None;
        }
        let players = self.state.players;
        let cash = self.state.cash;
        let best = cash[..players as usize].iter().copied().max().unwrap_or(0);
        let mut rank = [0u8; MAX_PLAYERS];
        let mut winners = 0u8;
        for p in 0..players as usize {
            rank[p] = 1 + cash[..players as usize].iter().filter(|&&c| c > cash[p]).count() as u8;
            if cash[p] == best {
                winners |= 1 << p;
            }
        }
        Some(FinalResult {
            players,
            cash,
            rank,
            winners,
        })
    }

    // ---------------------------------------------------------------------------------------------------------
    // Rule questions.

    /// A company's current minimum bid in a share auction: income / (held shares + 1), rounded up (CE-4.4); at
    /// least $1.
    pub fn minimum_bid(&self, company: Company) -> u32 {
        let c = &self.state.companies[company.index()];
        c.income.div_ceil(u32::from(c.held) + 1).max(1)
    }

    /// What placing a locomotive of any company on a hex costs now: its cost × the locomotives there after the
    /// placement (CE-5.8).
    pub fn placement_cost(&self, hex: HexId) -> u32 {
        u32::from(self.board.hex(hex).cost) * (u32::from(self.state.locomotives_on(hex)) + 1)
    }

    /// The income a placement on a hex adds now (CE-5.12–CE-5.15).
    pub fn placement_income(&self, hex: HexId) -> u32 {
        let h = self.board.hex(hex);
        match h.kind {
            HexKind::City | HexKind::Mountain => {
                u32::from(h.income)
                    + if self.state.has_house(hex) {
                        u32::from(h.house)
                    } else {
                        0
                    }
            }
            HexKind::Industrial => h
                .industrial
                .map_or(0, |row| u32::from(self.industry_value(row as usize))),
            HexKind::Plains | HexKind::Forest | HexKind::Start => 0,
        }
    }

    /// An industrial city's current value (CE-7.1).
    pub fn industry_value(&self, row: usize) -> u8 {
        let values = &self.board.industrial()[row].values;
        values[(self.state.industry[row] as usize).min(values.len() - 1)]
    }

    /// The dividend per share of a company now: income / held shares, rounded up (CE-10.3); 0 with no share held
    /// (DCE-33).
    pub fn dividend_per_share(&self, company: Company) -> u32 {
        let c = &self.state.companies[company.index()];
        if c.held == 0 {
            0
        } else {
            c.income.div_ceil(u32::from(c.held))
        }
    }

    /// Which end conditions hold now (CE-11.1).
    pub fn end_conditions(&self) -> EndReasons {
        let n = self.board.companies().len();
        let companies = &self.state.companies[..n];
        let threshold = usize::from(self.board.end_companies());
        let mut reasons = 0;
        if companies.iter().filter(|c| c.locomotives_left == 0).count() >= threshold {
            reasons |= EndReasons::LOCOMOTIVES;
        }
        if companies.iter().filter(|c| c.shares_left == 0).count() >= threshold {
            reasons |= EndReasons::SHARES;
        }
        if self.state.houses_left <= self.board.end_houses() {
            reasons |= EndReasons::HOUSES;
        }
        if self.board.industrial().iter().enumerate().any(|(i, row)| {
            row.growth == Growth::Dividend && self.state.industry[i] as usize + 1 >= row.values.len()
        }) {
            reasons |= EndReasons::INDUSTRY;
        }
        EndReasons(reasons)
    }

    fn company_ok(&self, company: Company, rule: &'static str) -> Result<(), Refusal> {
        if company.index() >= self.board.companies().len() {
            return refuse(rule, Why::NoSuchCompany);
        }
        Ok(())
    }

    fn hex_ok(&self, hex: HexId, rule: &'static str) -> Result<(), Refusal> {
        if hex.index() >= self.board.hexes().len() {
            return refuse(rule, Why::NoSuchHex);
        }
        Ok(())
    }

    /// Whether a company's share can be put up for auction (CE-4.1–CE-4.3).
    fn can_offer(&self, company: Company) -> Result<(), Refusal> {
        self.company_ok(company, "CE-4.1")?;
        let c = &self.state.companies[company.index()];
        if !c.open {
            return refuse("CE-4.2", Why::Closed);
        }
        if c.shares_left == 0 {
            return refuse("CE-4.3", Why::NoShareLeft);
        }
        Ok(())
    }

    /// Whether a hex can be developed (CE-6, CE-7, DCE-26).
    fn can_develop(&self, hex: HexId) -> Result<(), Refusal> {
        self.hex_ok(hex, "CE-6.1")?;
        let h = self.board.hex(hex);
        let occupied = self.state.on_hex[hex.index()] != 0;
        match h.kind {
            HexKind::Industrial => {
                let row = h.industrial.map_or(0, usize::from);
                let table = &self.board.industrial()[row];
                if table.growth == Growth::Dividend {
                    return refuse("CE-7.7", Why::GrowsByItself);
                }
                if !occupied {
                    return refuse("CE-7.3", Why::NoLocomotiveOnHex);
                }
                if self.state.industry[row] as usize + 1 >= table.values.len() {
                    return refuse("CE-7.6", Why::IndustryAtMax);
                }
                Ok(())
            }
            HexKind::Plains | HexKind::Start => refuse("CE-6.4", Why::NotDevelopable),
            HexKind::City if h.house == 0 => refuse("CE-6.4", Why::NotDevelopable),
            HexKind::City | HexKind::Mountain | HexKind::Forest => {
                if self.state.houses.contains(hex) {
                    return refuse("CE-6.3", Why::AlreadyDeveloped);
                }
                if !occupied {
                    return refuse("CE-6.2", Why::NoLocomotiveOnHex);
                }
                if self.state.houses_left == 0 {
                    return refuse("CE-6.9", Why::NoHouseLeft);
                }
                Ok(())
            }
        }
    }

    /// Whether a locomotive of a company can be placed on a hex now (CE-5.3–CE-5.11).
    fn can_place(&self, company: Company, hex: HexId) -> Result<(), Refusal> {
        self.hex_ok(hex, "CE-5.3")?;
        let c = &self.state.companies[company.index()];
        if c.locomotives_left == 0 {
            return refuse("CE-5.11", Why::NoLocomotiveLeft);
        }
        let on = self.state.on_hex[hex.index()];
        if on & company.bit() != 0 {
            return refuse("CE-5.4", Why::AlreadyThere);
        }
        if !c.reach.contains(hex) {
            return refuse("CE-5.3", Why::NotAdjacent);
        }
        let h = self.board.hex(hex);
        if h.kind == HexKind::Start {
            return refuse("CE-5.7", Why::StartHex);
        }
        if h.kind.takes_one() && on != 0 {
            return refuse("CE-5.6", Why::OneLocomotiveOnly);
        }
        if self.placement_cost(hex) > c.treasury {
            return refuse("CE-5.10", Why::TreasuryShort);
        }
        Ok(())
    }

    /// Whether the player may build for a company now (CE-5.1, CE-5.11), and it has somewhere to build.
    fn can_build_for(&self, seat: Seat, company: Company) -> Result<(), Refusal> {
        self.company_ok(company, "CE-5.1")?;
        let c = &self.state.companies[company.index()];
        if !c.open {
            return refuse("CE-5.1", Why::Closed);
        }
        if self.state.shares_of(seat, company) == 0 {
            return refuse("CE-5.1", Why::NoShareHeld);
        }
        if c.locomotives_left == 0 {
            return refuse("CE-5.11", Why::NoLocomotiveLeft);
        }
        let mut refusal = Refusal::new("CE-5.3", Why::NowhereToBuild);
        for hex in c.reach.minus(c.network).iter() {
            match self.can_place(company, hex) {
                Ok(()) => return Ok(()),
                Err(r) if r.why == Why::TreasuryShort => refusal = r,
                Err(_) => {}
            }
        }
        Err(refusal)
    }

    fn dial_open(&self, dial: Dial) -> Result<(), Refusal> {
        if self.state.dials[dial.index()] >= self.board.dial_steps(dial) {
            return refuse("CE-3.5", Why::DialOnRed);
        }
        Ok(())
    }

    /// Whether an action is legal now; if not, the rule that forbids it. Agrees with [`Game::legal_actions`].
    pub fn check(&self, action: Action) -> Result<(), Refusal> {
        match self.state.pending {
            Pending::Over => refuse("DCE-38", Why::GameOver),
            Pending::Auction(a) => {
                let initial = a.kind == AuctionKind::Initial;
                match action {
                    Action::Pass => Ok(()),
                    Action::Bid(amount) => {
                        if amount < a.lowest_bid() {
                            return match (a.high.is_some(), initial) {
                                (true, true) => refuse("CE-2.16", Why::NotHigher),
                                (true, false) => refuse("CE-4.7", Why::NotHigher),
                                (false, true) => refuse("CE-2.14", Why::BelowMinimum),
                                (false, false) => refuse("CE-4.4", Why::BelowMinimum),
                            };
                        }
                        if amount > self.state.cash(a.to_bid) {
                            return refuse(if initial { "CE-2.16" } else { "CE-4.7" }, Why::OverCash);
                        }
                        Ok(())
                    }
                    _ => refuse(if initial { "CE-2.16" } else { "CE-4.7" }, Why::NotAsked),
                }
            }
            Pending::Turn => match action {
                Action::Decline(dial) => self.dial_open(dial),
                Action::Offer(company) => {
                    self.dial_open(Dial::Auction)?;
                    self.can_offer(company)
                }
                Action::Develop(hex) => {
                    self.dial_open(Dial::Develop)?;
                    self.can_develop(hex)
                }
                Action::BuildFor(company) => {
                    self.dial_open(Dial::Build)?;
                    self.can_build_for(self.state.turn, company)
                }
                _ => refuse("CE-3.3", Why::NotAsked),
            },
            Pending::Build { company, .. } => match action {
                Action::Stop => Ok(()),
                Action::Place(hex) => self.can_place(company, hex),
                _ => refuse("CE-5.2", Why::NotAsked),
            },
        }
    }

    /// The legal actions now (empty once the game is over).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// The legal actions now, into a buffer the caller reuses (no allocation once it has grown).
    ///
    /// Order: in an auction `Pass`, then every bid from the lowest allowed to the bidder's cash; in a turn, per
    /// dial not on red, `Decline` and then its targets; in a building action `Stop`, then the placements in hex
    /// order.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.state.pending {
            Pending::Over => {}
            Pending::Auction(a) => {
                out.push(Action::Pass);
                let cash = self.state.cash(a.to_bid);
                out.extend((a.lowest_bid()..=cash).map(Action::Bid));
            }
            Pending::Turn => {
                let companies = self.board.companies().len();
                for dial in Dial::ALL {
                    if self.dial_open(dial).is_err() {
                        continue;
                    }
                    out.push(Action::Decline(dial));
                    match dial {
                        Dial::Auction => out.extend(
                            (0..companies as u8)
                                .map(Company)
                                .filter(|&c| self.can_offer(c).is_ok())
                                .map(Action::Offer),
                        ),
                        Dial::Develop => {
                            let occupied = self.occupied();
                            out.extend(
                                occupied
                                    .iter()
                                    .filter(|&h| self.can_develop(h).is_ok())
                                    .map(Action::Develop),
                            );
                        }
                        Dial::Build => out.extend(
                            (0..companies as u8)
                                .map(Company)
                                .filter(|&c| self.can_build_for(self.state.turn, c).is_ok())
                                .map(Action::BuildFor),
                        ),
                    }
                }
            }
            Pending::Build { company, .. } => {
                out.push(Action::Stop);
                let c = &self.state.companies[company.index()];
                out.extend(
                    c.reach
                        .minus(c.network)
                        .iter()
                        .filter(|&h| self.can_place(company, h).is_ok())
                        .map(Action::Place),
                );
            }
        }
    }

    /// Every hex with a locomotive on it.
    fn occupied(&self) -> HexSet {
        let n = self.board.companies().len();
        self.state.companies[..n]
            .iter()
            .fold(HexSet::EMPTY, |acc, c| acc.union(c.network))
    }

    // ---------------------------------------------------------------------------------------------------------
    // Applying.

    /// Applies the action of the player to move, or refuses it naming the rule (the game is then unchanged).
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, Refusal> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Applies an action, appending its events to a buffer the caller reuses.
    pub fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), Refusal> {
        self.check(action)?;
        self.perform(action, events);
        Ok(())
    }

    fn perform(&mut self, action: Action, events: &mut Vec<Event>) {
        self.state.decisions += 1;
        match self.state.pending {
            Pending::Over => {}
            Pending::Auction(a) => self.bid_or_pass(a, action, events),
            Pending::Turn => self.turn_action(action, events),
            Pending::Build { company, placed } => match action {
                Action::Place(hex) => self.place(company, placed, hex, events),
                _ => {
                    events.push(Event::BuildEnds { company, placed });
                    self.end_turn(events);
                }
            },
        }
    }

    fn move_needle(&mut self, dial: Dial, events: &mut Vec<Event>) {
        let step = &mut self.state.dials[dial.index()];
        *step += 1;
        let step = *step;
        events.push(Event::NeedleMoved {
            player: self.state.turn,
            dial,
            step,
            red: step >= self.board.dial_steps(dial),
        });
    }

    fn turn_action(&mut self, action: Action, events: &mut Vec<Event>) {
        let player = self.state.turn;
        match action {
            Action::Decline(dial) => {
                self.move_needle(dial, events);
                events.push(Event::Declined { player, dial });
                self.end_turn(events);
            }
            Action::Offer(company) => {
                self.move_needle(Dial::Auction, events);
                self.open_auction(
                    AuctionKind::Share,
                    0,
                    company,
                    player,
                    self.minimum_bid(company),
                    events,
                );
            }
            Action::Develop(hex) => {
                self.move_needle(Dial::Develop, events);
                self.develop(player, hex, events);
                self.end_turn(events);
            }
            Action::BuildFor(company) => {
                self.move_needle(Dial::Build, events);
                events.push(Event::BuildBegins { player, company });
                self.state.pending = Pending::Build { company, placed: 0 };
            }
            _ => {}
        }
    }

    fn open_auction(
        &mut self,
        kind: AuctionKind,
        index: u8,
        company: Company,
        starter: Seat,
        minimum: u32,
        events: &mut Vec<Event>,
    ) {
        events.push(Event::AuctionOpened {
            kind,
            company,
            minimum,
            starter,
        });
        self.state.pending = Pending::Auction(Auction::opened(kind, index, company, starter, minimum));
    }

    fn bid_or_pass(&mut self, mut a: Auction, action: Action, events: &mut Vec<Event>) {
        let player = a.to_bid;
        match action {
            Action::Bid(amount) => {
                a.high = Some((player, amount));
                events.push(Event::BidMade { player, amount });
            }
            _ => {
                a.passed |= 1 << player.0;
                events.push(Event::Passed { player });
            }
        }
        let players = self.state.players;
        let everyone = (1u8 << players) - 1;
        match a.high {
            // CE-2.18, CE-4.9, DCE-10: a bid stands and every other player has passed.
            Some((bidder, price)) if a.passed | (1 << bidder.0) == everyone => {
                self.sell(bidder, a.company, price, events);
                self.after_auction(a, bidder, events);
            }
            // Every player passed without a bid.
            None if a.passed == everyone => {
                if a.kind == AuctionKind::Initial {
                    // CE-2.20, DCE-9: the starting player receives the share free.
                    self.give(a.starter, a.company);
                    events.push(Event::ShareFree {
                        player: a.starter,
                        company: a.company,
                    });
                } else {
                    // CE-4.11, CE-9.6: the share stays on the charter.
                    events.push(Event::ShareUnsold { company: a.company });
                }
                self.after_auction(a, a.starter, events);
            }
            _ => {
                // The next player clockwise who has not passed (never the highest bidder, DCE-10).
                a.to_bid = a.next_bidder(player, players);
                self.state.pending = Pending::Auction(a);
            }
        }
    }

    fn give(&mut self, player: Seat, company: Company) {
        self.state.give_share(player, company);
    }

    fn sell(&mut self, player: Seat, company: Company, price: u32, events: &mut Vec<Event>) {
        // CE-2.19, CE-4.10: the bid goes into the company's treasury.
        self.state.cash[player.index()] -= price;
        self.state.companies[company.index()].treasury += price;
        self.give(player, company);
        events.push(Event::ShareBought {
            player,
            company,
            price,
        });
    }

    fn after_auction(&mut self, a: Auction, recipient: Seat, events: &mut Vec<Event>) {
        match a.kind {
            AuctionKind::Initial => {
                if a.index == 0 {
                    self.state.first_player = Some(recipient);
                }
                let next = a.index as usize + 1;
                if let Some(&company) = self.board.initial_auctions().get(next) {
                    // CE-2.21: whoever received the share starts the next initial auction.
                    let minimum = self.board.company(company).initial_bid;
                    self.open_auction(
                        AuctionKind::Initial,
                        next as u8,
                        company,
                        recipient,
                        minimum,
                        events,
                    );
                } else {
                    // CE-2.22, DCE-8: the holder of the first auction's share takes the first turn.
                    let player = self.state.first_player.unwrap_or(recipient);
                    self.state.turn = player;
                    self.state.pending = Pending::Turn;
                    events.push(Event::FirstTurn { player });
                }
            }
            AuctionKind::Share | AuctionKind::Opening => self.end_turn(events),
        }
    }

    fn raise_income(&mut self, company: Company, by: u32, events: &mut Vec<Event>) {
        if by == 0 {
            return;
        }
        let c = &mut self.state.companies[company.index()];
        c.income += by;
        events.push(Event::IncomeRises {
            company,
            by,
            to: c.income,
        });
    }

    fn companies_on(&self, hex: HexId) -> impl Iterator<Item = Company> + use<> {
        let bits = self.state.on_hex[hex.index()];
        (0..MAX_COMPANIES as u8)
            .filter(move |c| bits & (1 << c) != 0)
            .map(Company)
    }

    fn put_locomotive(&mut self, company: Company, hex: HexId) {
        self.state
            .put_locomotive(company, hex, self.board.neighbours(hex));
    }

    fn place(&mut self, company: Company, placed: u8, hex: HexId, events: &mut Vec<Event>) {
        // CE-5.8: the cost with the new locomotive counted; CE-5.13–CE-5.15: the income at once.
        let cost = self.placement_cost(hex);
        let income = self.placement_income(hex);
        self.state.companies[company.index()].treasury -= cost;
        self.put_locomotive(company, hex);
        let placed = placed + 1;
        events.push(Event::LocomotivePlaced {
            company,
            hex,
            cost,
            on_hex: self.state.locomotives_on(hex),
        });
        let chicago = hex == self.board.chicago();
        let gain = if chicago {
            u32::from(self.board.hex(hex).income)
        } else {
            income
        };
        self.raise_income(company, gain, events);
        let mut ends =
            placed >= PLACEMENTS_PER_BUILD || self.state.companies[company.index()].locomotives_left == 0;
        if chicago {
            // CE-8.1, DCE-29: the Chicago Phase at once, inside the building action.
            self.state.companies[company.index()].at_chicago = true;
            events.push(Event::ChicagoReached { company });
            self.pay_dividend(company, DividendKind::Chicago, events);
            let first = !self.state.chicago_reached;
            self.state.chicago_reached = true;
            let late = self
                .board
                .late_company()
                .filter(|&l| !self.state.companies[l.index()].open);
            if let (true, Some(late)) = (first, late) {
                // CE-8.3, CE-9.2–CE-9.4, DCE-32: Wabash opens and its first share is auctioned; the building
                // action's remaining placements are lost.
                events.push(Event::BuildEnds { company, placed });
                self.open_late_company(late, events);
                return;
            }
            // CE-8.4, DCE-39: a later arrival resumes the building action, unless the option says otherwise.
            ends |= self.setup.options.chicago_ends_build;
        }
        if ends {
            events.push(Event::BuildEnds { company, placed });
            self.end_turn(events);
        } else {
            self.state.pending = Pending::Build { company, placed };
        }
    }

    fn open_late_company(&mut self, late: Company, events: &mut Vec<Event>) {
        let start = self.board.company(late).start;
        // CE-9.2, CE-9.3: the start city's income, with its house if it has one; the locomotive is free.
        let income = self.placement_income(start);
        self.put_locomotive(late, start);
        let c = &mut self.state.companies[late.index()];
        c.open = true;
        c.income = income;
        events.push(Event::CompanyOpened {
            company: late,
            hex: start,
            income,
        });
        let minimum = self.minimum_bid(late);
        self.open_auction(AuctionKind::Opening, 0, late, self.state.turn, minimum, events);
    }

    fn develop(&mut self, player: Seat, hex: HexId, events: &mut Vec<Event>) {
        let h = self.board.hex(hex);
        let (kind, house) = (h.kind, u32::from(h.house));
        if let Some(row) = h.industrial {
            // CE-7.3, CE-7.4: one space right; every company there gains the difference.
            self.grow_industry(row as usize, events);
            return;
        }
        self.state.houses.insert(hex);
        self.state.houses_left -= 1;
        events.push(Event::HouseBuilt {
            player,
            hex,
            houses_left: self.state.houses_left,
        });
        if kind == HexKind::Forest {
            // CE-6.8, DCE-28: $2 from the bank to the one company on the forest.
            for company in self.companies_on(hex) {
                self.state.companies[company.index()].treasury += FOREST_MONEY;
                events.push(Event::ForestMoney {
                    company,
                    hex,
                    amount: FOREST_MONEY,
                });
            }
        } else {
            // CE-6.6: every company on the hex gains the house value.
            for company in self.companies_on(hex) {
                self.raise_income(company, house, events);
            }
        }
    }

    fn grow_industry(&mut self, row: usize, events: &mut Vec<Event>) {
        let table = &self.board.industrial()[row];
        let hex = table.hex;
        if self.state.industry[row] as usize + 1 >= table.values.len() {
            return;
        }
        let from = self.industry_value(row);
        self.state.industry[row] += 1;
        let to = self.industry_value(row);
        events.push(Event::IndustryGrew { hex, from, to });
        for company in self.companies_on(hex) {
            self.raise_income(company, u32::from(to - from), events);
        }
    }

    fn pay_dividend(&mut self, company: Company, kind: DividendKind, events: &mut Vec<Event>) {
        let c = self.state.companies[company.index()];
        if c.held == 0 {
            return; // DCE-33
        }
        let per_share = self.dividend_per_share(company);
        events.push(Event::Dividend {
            kind,
            company,
            income: c.income,
            shares: c.held,
            per_share,
        });
        for p in 0..self.state.players {
            let shares = self.state.shares[p as usize][company.index()];
            if shares > 0 {
                let amount = per_share * u32::from(shares);
                self.state.cash[p as usize] += amount;
                events.push(Event::DividendPaid {
                    player: Seat(p),
                    company,
                    shares,
                    amount,
                });
            }
        }
    }

    /// The end of a turn: a Dividend Phase if two needles are on red (CE-3.7), then the next player.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let on_red = Dial::ALL
            .iter()
            .filter(|&&d| self.state.dials[d.index()] >= self.board.dial_steps(d))
            .count();
        if on_red >= 2 {
            self.state.dividend_phases = self.state.dividend_phases.saturating_add(1);
            events.push(Event::DividendPhase {
                number: self.state.dividend_phases,
            });
            // Step 1 (CE-10.2).
            for c in 0..self.board.companies().len() {
                self.pay_dividend(Company(c as u8), DividendKind::General, events);
            }
            // The end check (CE-10.6, CE-11.2).
            let reasons = self.end_conditions();
            if reasons.any() {
                self.state.ended = reasons;
                self.state.pending = Pending::Over;
                events.push(Event::GameEnds { reasons });
                return;
            }
            // Step 2 (CE-10.7).
            self.state.dials = [0; 3];
            events.push(Event::NeedlesReset);
            // Step 3 (CE-10.8): Detroit grows.
            for row in 0..self.board.industrial().len() {
                if self.board.industrial()[row].growth == Growth::Dividend {
                    self.grow_industry(row, events);
                }
            }
        }
        // CE-3.1, CE-3.10: the next player clockwise.
        self.state.turn = Seat((self.state.turn.0 + 1) % self.state.players);
        self.state.pending = Pending::Turn;
    }

    /// Applies the action at `pick(legal)`'s place in the legal list — what a playout does: the list is made into
    /// the caller's buffer and the chosen action is applied without a second check. Returns the action, or `None`
    /// once the game is over.
    pub fn apply_chosen(
        &mut self,
        legal: &mut Vec<Action>,
        events: &mut Vec<Event>,
        pick: impl FnOnce(&Game, &[Action]) -> usize,
    ) -> Option<Action> {
        self.legal_actions_into(legal);
        if legal.is_empty() {
            return None;
        }
        let i = pick(self, legal).min(legal.len() - 1);
        let action = legal[i];
        self.perform(action, events);
        Some(action)
    }
}

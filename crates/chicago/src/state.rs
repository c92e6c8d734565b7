//! The [`State`]: everything that changes in a game, in fixed-size arrays (no heap: cloning a game copies well under
//! a kilobyte), and [`Pending`], where play stands.

use serde::{Deserialize, Serialize};

use crate::board::{HexSet, MAX_COMPANIES, MAX_HEXES, MAX_INDUSTRIAL};
use crate::event::{AuctionKind, EndReasons};
use crate::ids::{Company, Dial, HexId, Seat};
use crate::setup::MAX_PLAYERS;

/// An auction in progress (CE-2.12–CE-2.21, CE-4.4–CE-4.11, CE-9.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Auction {
    /// Which auction.
    pub kind: AuctionKind,
    /// For initial auctions: its place in the board's order (CE-2.12).
    pub index: u8,
    /// Whose share.
    pub company: Company,
    /// Who acted first (the auctioneer).
    pub starter: Seat,
    /// Whose bid is asked.
    pub to_bid: Seat,
    /// The minimum bid.
    pub minimum: u32,
    /// The highest bid and its bidder.
    pub high: Option<(Seat, u32)>,
    /// The players who passed, as bits.
    pub passed: u8,
}

impl Auction {
    /// An auction just opened (CE-2.12, CE-4.1, CE-9.4): `starter` bids first, nobody has bid or passed.
    pub fn opened(kind: AuctionKind, index: u8, company: Company, starter: Seat, minimum: u32) -> Auction {
        Auction {
            kind,
            index,
            company,
            starter,
            to_bid: starter,
            minimum,
            high: None,
            passed: 0,
        }
    }

    /// Who bids after `after`: the next player clockwise of `players` who has not passed (DCE-10); `after` again if
    /// everyone else has.
    pub fn next_bidder(&self, after: Seat, players: u8) -> Seat {
        let players = players.max(1);
        (1..=players)
            .map(|k| Seat((after.0 + k) % players))
            .find(|s| !self.has_passed(*s))
            .unwrap_or(after)
    }

    /// The lowest bid allowed now: the minimum, or one more than the highest bid (CE-2.16, CE-4.7, DCE-14).
    pub fn lowest_bid(&self) -> u32 {
        match self.high {
            Some((_, bid)) => bid + 1,
            None => self.minimum,
        }
    }

    /// Whether a player has passed.
    pub fn has_passed(&self, seat: Seat) -> bool {
        self.passed & (1 << seat.0) != 0
    }
}

/// Where play stands: what the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pending {
    /// An auction: the player [`Auction::to_bid`] bids or passes.
    Auction(Auction),
    /// The turn player chooses an action (and its target, or declines it).
    Turn,
    /// A building action: the turn player places a locomotive or stops.
    Build {
        /// For which company.
        company: Company,
        /// Locomotives placed so far in this action.
        placed: u8,
    },
    /// The game is over.
    Over,
}

/// A company's changing part.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CompanyState {
    /// Its money (CE-2.6).
    pub treasury: u32,
    /// Its income (CE-1.8, DCE-3).
    pub income: u32,
    /// Locomotives on its charter.
    pub locomotives_left: u8,
    /// Shares on its charter.
    pub shares_left: u8,
    /// Shares players hold (DCE-42).
    pub held: u8,
    /// Whether it is open (CE-9.1).
    pub open: bool,
    /// Whether it has reached Chicago (CE-8.7).
    pub at_chicago: bool,
    /// The hexes of its network.
    pub network: HexSet,
    /// Its network and every hex next to it.
    pub reach: HexSet,
}

/// Everything that changes in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub(crate) players: u8,
    pub(crate) banker: Seat,
    pub(crate) cash: [u32; MAX_PLAYERS],
    pub(crate) shares: [[u8; MAX_COMPANIES]; MAX_PLAYERS],
    pub(crate) companies: [CompanyState; MAX_COMPANIES],
    /// Per hex, the companies with a locomotive on it, as bits.
    pub(crate) on_hex: [u8; MAX_HEXES],
    pub(crate) houses: HexSet,
    pub(crate) houses_left: u8,
    /// Per industrial-city row, the marker's space.
    pub(crate) industry: [u8; MAX_INDUSTRIAL],
    /// Per dial, the needle's steps from START.
    pub(crate) dials: [u8; 3],
    pub(crate) dividend_phases: u8,
    /// Whose turn it is (or who started the current initial auction).
    pub(crate) turn: Seat,
    /// Who received the first initial auction's share.
    pub(crate) first_player: Option<Seat>,
    /// Whether any company has reached Chicago (CE-8.3).
    pub(crate) chicago_reached: bool,
    pub(crate) pending: Pending,
    pub(crate) ended: EndReasons,
    /// Decisions applied so far.
    pub(crate) decisions: u32,
}

impl State {
    /// A share from the charter to a player (CE-2.19, CE-2.20, CE-4.10): the game's own change, and its seats'
    /// fold of the event that tells it.
    pub(crate) fn give_share(&mut self, player: Seat, company: Company) {
        if let Some(held) = self
            .shares
            .get_mut(player.index())
            .and_then(|p| p.get_mut(company.index()))
        {
            *held += 1;
        }
        if let Some(c) = self.companies.get_mut(company.index()) {
            c.shares_left = c.shares_left.saturating_sub(1);
            c.held += 1;
        }
    }

    /// A company's locomotive from its charter onto a hex (`neighbours`: the hex's): the hex joins its network,
    /// the hex and its neighbours its reach. The game's own change, and its seats' fold of the event that tells it.
    pub(crate) fn put_locomotive(&mut self, company: Company, hex: HexId, neighbours: HexSet) {
        if let Some(on) = self.on_hex.get_mut(hex.index()) {
            *on |= company.bit();
        }
        if let Some(c) = self.companies.get_mut(company.index()) {
            c.locomotives_left = c.locomotives_left.saturating_sub(1);
            c.network.insert(hex);
            c.reach = c.reach.union(neighbours);
            c.reach.insert(hex);
        }
    }

    /// The number of players.
    pub fn players(&self) -> u8 {
        self.players
    }

    /// The banker (DCE-5).
    pub fn banker(&self) -> Seat {
        self.banker
    }

    /// A player's cash.
    pub fn cash(&self, seat: Seat) -> u32 {
        self.cash[seat.index()]
    }

    /// How many shares of a company a player holds.
    pub fn shares_of(&self, seat: Seat, company: Company) -> u8 {
        self.shares[seat.index()][company.index()]
    }

    /// A company's changing part.
    pub fn company(&self, company: Company) -> &CompanyState {
        &self.companies[company.index()]
    }

    /// The companies with a locomotive on a hex, as bits (bit `c` for company `c`).
    pub fn companies_on(&self, hex: HexId) -> u8 {
        self.on_hex[hex.index()]
    }

    /// How many locomotives stand on a hex.
    pub fn locomotives_on(&self, hex: HexId) -> u8 {
        self.on_hex[hex.index()].count_ones() as u8
    }

    /// Whether a hex has a house.
    pub fn has_house(&self, hex: HexId) -> bool {
        self.houses.contains(hex)
    }

    /// Houses left in the general supply.
    pub fn houses_left(&self) -> u8 {
        self.houses_left
    }

    /// The space of an industrial-city row's marker (0 = its first space).
    pub fn industry_space(&self, row: usize) -> u8 {
        self.industry[row]
    }

    /// A dial's needle: steps from START.
    pub fn dial(&self, dial: Dial) -> u8 {
        self.dials[dial.index()]
    }

    /// General Dividend Phases held so far.
    pub fn dividend_phases(&self) -> u8 {
        self.dividend_phases
    }

    /// The round: the Dividend Phases held so far, plus one.
    pub fn round(&self) -> u8 {
        self.dividend_phases + 1
    }

    /// The turn player.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Whether any company has reached Chicago.
    pub fn chicago_reached(&self) -> bool {
        self.chicago_reached
    }

    /// Where play stands.
    pub fn pending(&self) -> Pending {
        self.pending
    }

    /// The end conditions that ended the game (none while it goes on).
    pub fn ended(&self) -> EndReasons {
        self.ended
    }

    /// Decisions applied so far.
    pub fn decisions(&self) -> u32 {
        self.decisions
    }

    /// A stable hash of the position (FNV-1a, 64 bits, over a canonical byte form: every field in a fixed order,
    /// integers little-endian; the count of decisions left out),
    /// for saves' checkpoints.
    pub fn hash(&self) -> u64 {
        let mut h = Fnv1a::default();
        h.u8(self.players);
        h.u8(self.banker.0);
        for seat in 0..MAX_PLAYERS {
            h.u32(self.cash[seat]);
            h.bytes(&self.shares[seat]);
        }
        for c in &self.companies {
            h.u32(c.treasury);
            h.u32(c.income);
            h.bytes(&[
                c.locomotives_left,
                c.shares_left,
                c.held,
                c.open as u8,
                c.at_chicago as u8,
            ]);
            for w in c.network.0 {
                h.u64(w);
            }
        }
        h.bytes(&self.on_hex);
        for w in self.houses.0 {
            h.u64(w);
        }
        h.u8(self.houses_left);
        h.bytes(&self.industry);
        h.bytes(&self.dials);
        h.u8(self.dividend_phases);
        h.u8(self.turn.0);
        h.u8(self.first_player.map_or(u8::MAX, |s| s.0));
        h.u8(self.chicago_reached as u8);
        match self.pending {
            Pending::Auction(a) => {
                h.u8(0);
                h.u8(a.kind as u8);
                h.bytes(&[a.index, a.company.0, a.starter.0, a.to_bid.0, a.passed]);
                h.u32(a.minimum);
                match a.high {
                    Some((seat, bid)) => {
                        h.u8(seat.0);
                        h.u32(bid);
                    }
                    None => h.u8(u8::MAX),
                }
            }
            Pending::Turn => h.u8(1),
            Pending::Build { company, placed } => h.bytes(&[2, company.0, placed]),
            Pending::Over => h.u8(3),
        }
        h.u8(self.ended.0);
        h.0
    }
}

/// FNV-1a, 64 bits.
struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Self {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv1a {
    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn u8(&mut self, n: u8) {
        self.bytes(&[n]);
    }

    fn u32(&mut self, n: u32) {
        self.bytes(&n.to_le_bytes());
    }

    fn u64(&mut self, n: u64) {
        self.bytes(&n.to_le_bytes());
    }
}

/// Setters for tests that set up positions (`test-support` feature): they change the state directly, keeping
/// its own bookkeeping (held shares, networks) consistent, and decide nothing the engine decides.
#[cfg(feature = "test-support")]
impl State {
    /// Sets a player's cash.
    pub fn set_cash(&mut self, seat: Seat, amount: u32) {
        self.cash[seat.index()] = amount;
    }

    /// Sets a company's treasury.
    pub fn set_treasury(&mut self, company: Company, amount: u32) {
        self.companies[company.index()].treasury = amount;
    }

    /// Sets a company's income.
    pub fn set_income(&mut self, company: Company, income: u32) {
        self.companies[company.index()].income = income;
    }

    /// Sets how many shares of a company a player holds, taking them from (or putting them back on) the charter.
    pub fn set_shares(&mut self, seat: Seat, company: Company, n: u8) {
        let had = self.shares[seat.index()][company.index()];
        self.shares[seat.index()][company.index()] = n;
        let c = &mut self.companies[company.index()];
        c.held = c.held + n - had;
        c.shares_left = c.shares_left + had - n;
    }

    /// Sets the shares left on a company's charter.
    pub fn set_shares_left(&mut self, company: Company, n: u8) {
        self.companies[company.index()].shares_left = n;
    }

    /// Sets the locomotives left on a company's charter.
    pub fn set_locomotives_left(&mut self, company: Company, n: u8) {
        self.companies[company.index()].locomotives_left = n;
    }

    /// Puts a company's locomotive on a hex from its charter, paying and earning nothing.
    pub fn put(&mut self, board: &crate::Board, company: Company, hex: HexId) {
        self.on_hex[hex.index()] |= company.bit();
        let c = &mut self.companies[company.index()];
        c.locomotives_left = c.locomotives_left.saturating_sub(1);
        c.network.insert(hex);
        c.reach = c.reach.union(board.neighbours(hex));
        c.reach.insert(hex);
    }

    /// Puts a house on a hex without taking one from the supply.
    pub fn set_house(&mut self, hex: HexId) {
        self.houses.insert(hex);
    }

    /// Sets the houses in the general supply.
    pub fn set_houses_left(&mut self, n: u8) {
        self.houses_left = n;
    }

    /// Sets a dial's needle.
    pub fn set_dial(&mut self, dial: Dial, steps: u8) {
        self.dials[dial.index()] = steps;
    }

    /// Sets an industrial-city row's marker.
    pub fn set_industry(&mut self, row: usize, space: u8) {
        self.industry[row] = space;
    }

    /// Opens or closes a company.
    pub fn set_open(&mut self, company: Company, open: bool) {
        self.companies[company.index()].open = open;
    }

    /// Marks whether some company has reached Chicago.
    pub fn set_chicago_reached(&mut self, reached: bool) {
        self.chicago_reached = reached;
    }

    /// Makes it this player's turn to choose an action.
    pub fn set_turn(&mut self, seat: Seat) {
        self.turn = seat;
        self.pending = Pending::Turn;
    }

    /// Sets the Dividend Phases held so far.
    pub fn set_dividend_phases(&mut self, n: u8) {
        self.dividend_phases = n;
    }
}

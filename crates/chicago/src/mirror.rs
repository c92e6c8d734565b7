//! A seat's position for a client that links the game (the desktop app at a table of `metro serve`): Chicago Express
//! hides nothing and draws nothing after its setup (DCE-4, CE-12.2), so every seat's position is the whole state.
//! With it, the app plays an online table on its own Chicago Express screen, following each step with the game
//! itself. A position read back is checked against the board and the setup before a game is made of it
//! ([`Game::from_position`]): every list has its length and every seat, company and hex its range, so a hostile or
//! mistaken server's text is refused with a reason, never a panic.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::board::{Board, HexSet, MAX_COMPANIES, MAX_HEXES, MAX_INDUSTRIAL};
use crate::event::EndReasons;
use crate::game::Game;
use crate::ids::{Company, Seat};
use crate::setup::{MAX_PLAYERS, Setup};
use crate::state::{CompanyState, Pending, State};

/// A company as a position writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompanyPosition {
    /// Its treasury.
    pub treasury: u32,
    /// Its income.
    pub income: u32,
    /// Locomotives left.
    pub locomotives_left: u8,
    /// Shares left for auction.
    pub shares_left: u8,
    /// Shares held by players.
    pub held: u8,
    /// Whether it is open.
    pub open: bool,
    /// Whether its network reached Chicago.
    pub at_chicago: bool,
    /// Its network's hexes.
    pub network: [u64; 4],
    /// The hexes it may build on.
    pub reach: [u64; 4],
}

/// The whole state, as a client is sent it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The number of players.
    pub players: u8,
    /// The banker's seat.
    pub banker: u8,
    /// Each player's cash.
    pub cash: Vec<u32>,
    /// Each player's shares, by company.
    pub shares: Vec<Vec<u8>>,
    /// The companies of the board.
    pub companies: Vec<CompanyPosition>,
    /// The companies with a locomotive on each hex of the board, as bits.
    pub on_hex: Vec<u8>,
    /// The hexes with a house.
    pub houses: [u64; 4],
    /// Houses left.
    pub houses_left: u8,
    /// The industrial rows' markers.
    pub industry: Vec<u8>,
    /// The three dials.
    pub dials: [u8; 3],
    /// Dividend phases paid.
    pub dividend_phases: u8,
    /// Whose turn.
    pub turn: u8,
    /// Who took the first turn.
    pub first_player: Option<u8>,
    /// Whether a network reached Chicago.
    pub chicago_reached: bool,
    /// Where play stands.
    pub pending: Pending,
    /// The end conditions that hold.
    pub ended: EndReasons,
    /// Decisions made.
    pub decisions: u32,
}

/// Why a position does not fit its game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the position does not fit the game: {0}")]
pub struct PositionError(pub String);

impl Game {
    /// The position every seat is sent: the whole state (DCE-4).
    pub fn position(&self) -> Position {
        let s = self.state();
        let players = usize::from(s.players);
        let companies = self.board().companies().len();
        Position {
            players: s.players,
            banker: s.banker.0,
            cash: s.cash[..players].to_vec(),
            shares: s.shares[..players]
                .iter()
                .map(|row| row[..companies].to_vec())
                .collect(),
            companies: s.companies[..companies]
                .iter()
                .map(|c| CompanyPosition {
                    treasury: c.treasury,
                    income: c.income,
                    locomotives_left: c.locomotives_left,
                    shares_left: c.shares_left,
                    held: c.held,
                    open: c.open,
                    at_chicago: c.at_chicago,
                    network: c.network.0,
                    reach: c.reach.0,
                })
                .collect(),
            on_hex: s.on_hex[..self.board().hexes().len()].to_vec(),
            houses: s.houses.0,
            houses_left: s.houses_left,
            industry: s.industry[..self.board().industrial().len()].to_vec(),
            dials: s.dials,
            dividend_phases: s.dividend_phases,
            turn: s.turn.0,
            first_player: s.first_player.map(|p| p.0),
            chicago_reached: s.chicago_reached,
            pending: s.pending,
            ended: s.ended,
            decisions: s.decisions,
        }
    }

    /// The game of a position on `board` with `setup` (the table's, which every seat knows), checked first.
    pub fn from_position(board: Arc<Board>, setup: Setup, p: Position) -> Result<Game, PositionError> {
        let wrong = |what: &str| Err(PositionError(what.to_string()));
        let players = usize::from(p.players);
        let companies = board.companies().len();
        let hexes = board.hexes().len();
        let industrial = board.industrial().len();
        let seat_ok = |s: u8| usize::from(s) < players;
        let company_ok = |c: Company| usize::from(c.0) < companies;
        let hexes_ok =
            |bits: &[u64; 4]| (0..MAX_HEXES).all(|i| i < hexes || bits[i / 64] & (1u64 << (i % 64)) == 0);
        if p.players != setup.players || players > MAX_PLAYERS {
            return wrong("the number of players");
        }
        if companies > MAX_COMPANIES || hexes > MAX_HEXES || industrial > MAX_INDUSTRIAL {
            return wrong("the board");
        }
        if p.cash.len() != players
            || p.shares.len() != players
            || p.shares.iter().any(|row| row.len() != companies)
            || p.companies.len() != companies
            || p.on_hex.len() != hexes
            || p.industry.len() != industrial
        {
            return wrong("the length of a list");
        }
        if !seat_ok(p.banker) || !seat_ok(p.turn) || p.first_player.is_some_and(|s| !seat_ok(s)) {
            return wrong("a seat");
        }
        if p.on_hex
            .iter()
            .any(|&bits| companies < 8 && bits >> companies != 0)
            || !hexes_ok(&p.houses)
            || p.companies
                .iter()
                .any(|c| !hexes_ok(&c.network) || !hexes_ok(&c.reach))
        {
            return wrong("a hex or a company on one");
        }
        let pending_ok = match p.pending {
            Pending::Auction(a) => {
                company_ok(a.company)
                    && seat_ok(a.starter.0)
                    && seat_ok(a.to_bid.0)
                    && a.high.is_none_or(|(s, _)| seat_ok(s.0))
            }
            Pending::Build { company, .. } => company_ok(company),
            Pending::Turn | Pending::Over => true,
        };
        if !pending_ok {
            return wrong("what the game waits for");
        }
        let mut state = State {
            players: p.players,
            banker: Seat(p.banker),
            cash: [0; MAX_PLAYERS],
            shares: [[0; MAX_COMPANIES]; MAX_PLAYERS],
            companies: [CompanyState::default(); MAX_COMPANIES],
            on_hex: [0; MAX_HEXES],
            houses: HexSet(p.houses),
            houses_left: p.houses_left,
            industry: [0; MAX_INDUSTRIAL],
            dials: p.dials,
            dividend_phases: p.dividend_phases,
            turn: Seat(p.turn),
            first_player: p.first_player.map(Seat),
            chicago_reached: p.chicago_reached,
            pending: p.pending,
            ended: p.ended,
            decisions: p.decisions,
        };
        state.cash[..players].copy_from_slice(&p.cash);
        for (row, shares) in state.shares.iter_mut().zip(&p.shares) {
            row[..companies].copy_from_slice(shares);
        }
        for (c, from) in state.companies.iter_mut().zip(&p.companies) {
            *c = CompanyState {
                treasury: from.treasury,
                income: from.income,
                locomotives_left: from.locomotives_left,
                shares_left: from.shares_left,
                held: from.held,
                open: from.open,
                at_chicago: from.at_chicago,
                network: HexSet(from.network),
                reach: HexSet(from.reach),
            };
        }
        state.on_hex[..hexes].copy_from_slice(&p.on_hex);
        state.industry[..industrial].copy_from_slice(&p.industry);
        Ok(Game::from_parts(board, setup, state))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_game::GameState;

    // rule DCE-4: every seat is sent the whole state, and a game made of it is the game: the same hash, the same
    // legal moves, at every decision of whole games.
    #[test]
    fn a_position_is_the_game() {
        for seed in 0..20u64 {
            let setup = Setup::new(3 + (seed % 4) as u8);
            let mut game = Game::new(setup, seed).expect("setup");
            let mut k = 0;
            while !GameState::is_over(&game) && k < 2_000 {
                let text = serde_json::to_string(&game.position()).expect("written");
                let read: Position = serde_json::from_str(&text).expect("read");
                let copy = Game::from_position(Board::builtin(), setup, read).expect("fits");
                assert_eq!(copy.hash(), game.hash());
                let metro_game::Deciders::One(seat) = GameState::to_move(&game) else {
                    break;
                };
                let (mut a, mut b) = (Vec::new(), Vec::new());
                GameState::legal_actions(&game, seat, &mut a);
                GameState::legal_actions(&copy, seat, &mut b);
                assert_eq!(a, b);
                let pick = a[(seed as usize + k * 5) % a.len()];
                GameState::apply(&mut game, seat, pick, &mut Vec::new()).expect("legal");
                k += 1;
            }
        }
    }

    #[test]
    fn a_position_that_does_not_fit_is_refused() {
        let setup = Setup::new(3);
        let good = Game::new(setup, 1).expect("setup").position();
        let mut cases = Vec::new();
        let mut p = good.clone();
        p.players = 4;
        cases.push(p);
        let mut p = good.clone();
        p.cash.push(1);
        cases.push(p);
        let mut p = good.clone();
        p.banker = 9;
        cases.push(p);
        let mut p = good.clone();
        p.houses = [u64::MAX; 4];
        cases.push(p);
        let mut p = good.clone();
        p.on_hex.pop();
        cases.push(p);
        let mut p = good;
        p.pending = Pending::Build {
            company: Company(40),
            placed: 0,
        };
        cases.push(p);
        for case in cases {
            assert!(Game::from_position(Board::builtin(), setup, case).is_err());
        }
    }
}

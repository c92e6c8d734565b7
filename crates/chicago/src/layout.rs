//! Chicago Express as data for any front end ([`metro_game::drawn::Drawn`]): the board's [`Layout`] (the hex grid with
//! each hex's centre and printed figures, the companies and their colours, the dials, the industrial-city table)
//! and the [`Pieces`] of a view (locomotives, houses, markers, needles, money and shares, where play stands). The
//! geometry is stated here once (flat-topped hexes in odd-q offset coordinates, CEM-1.1) so that every front end
//! places a hex at the same spot.

use serde::{Deserialize, Serialize};

use crate::board::{Board, Growth, HexKind};
use crate::game::Game;
use crate::ids::{Company, Dial, HexId, Seat};
use crate::state::Pending;

/// √3, the distance between the centres of two neighbouring hexes of size 1.
pub const SQRT_3: f32 = 1.732_050_8;

/// The centre of the hex at (`col`, `row`) for hexes of size 1 (centre to corner), flat-topped, odd columns half a
/// hex lower (CEM-1.1): `x = 1.5 col`, `y = √3 (row + ½ if col is odd) + √3/2`, so the board starts at (0, 0) less
/// one hex.
pub fn hex_centre(col: u8, row: u8) -> (f32, f32) {
    let x = 1.0 + 1.5 * f32::from(col);
    let lower = if col % 2 == 1 { 0.5 } else { 0.0 };
    let y = SQRT_3 * (f32::from(row) + lower) + SQRT_3 / 2.0;
    (x, y)
}

/// The six corners of a flat-topped hex of size 1 around `centre`, from the east corner clockwise (y grows south).
pub fn hex_corners(centre: (f32, f32)) -> [(f32, f32); 6] {
    let (x, y) = centre;
    let h = SQRT_3 / 2.0;
    [
        (x + 1.0, y),
        (x + 0.5, y + h),
        (x - 0.5, y + h),
        (x - 1.0, y),
        (x - 0.5, y - h),
        (x + 0.5, y - h),
    ]
}

/// The board, once per table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Layout {
    /// Always `chicago-express`.
    pub game: String,
    /// The board's name.
    pub name: String,
    /// Columns and rows of the grid.
    pub columns: u8,
    /// Rows of the grid.
    pub rows: u8,
    /// The width and height of the drawn board for hexes of size 1 (every hex inside).
    pub size: (f32, f32),
    /// Every hex, by id.
    pub hexes: Vec<HexLayout>,
    /// Every company, by id.
    pub companies: Vec<CompanyLayout>,
    /// The three action dials, in the board's order.
    pub dials: Vec<DialLayout>,
    /// The industrial-city table's rows.
    pub industrial: Vec<IndustrialLayout>,
    /// Houses in the general supply at the start.
    pub houses: u8,
    /// Chicago's hex.
    pub chicago: u8,
}

/// One hex of the layout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HexLayout {
    /// Its id (its place in [`Layout::hexes`]).
    pub id: u8,
    /// Its grid name, `A2`.
    pub label: String,
    /// Its column (0 = A, west).
    pub col: u8,
    /// Its row (0 = north).
    pub row: u8,
    /// Its centre for hexes of size 1 ([`hex_centre`]).
    pub centre: (f32, f32),
    /// Its kind.
    pub kind: HexKind,
    /// Its printed name (cities).
    pub name: Option<String>,
    /// The printed build cost (red).
    pub cost: u8,
    /// The printed income (black).
    pub income: u8,
    /// The printed house value (0: none).
    pub house: u8,
    /// Its row of the industrial-city table.
    pub industrial: Option<u8>,
    /// The company starting here.
    pub home_of: Option<u8>,
    /// Its neighbours' ids (CEM-1.3).
    pub neighbours: Vec<u8>,
}

/// A company of the layout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompanyLayout {
    /// Its id.
    pub id: u8,
    /// Its short name, `PRR`.
    pub key: String,
    /// Its full name.
    pub name: String,
    /// Its colour, `#rrggbb`.
    pub colour: String,
    /// Its shares.
    pub shares: u8,
    /// Its locomotives.
    pub locomotives: u8,
    /// Its start hex.
    pub start: u8,
    /// Whether it opens at the first arrival at Chicago (Wabash).
    pub opens_at_chicago: bool,
}

/// An action dial of the layout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DialLayout {
    /// Which dial.
    pub dial: Dial,
    /// Its steps from START to its end (red).
    pub steps: u8,
}

/// A row of the industrial-city table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IndustrialLayout {
    /// Its city's hex.
    pub hex: u8,
    /// Its spaces' values, the first the starting one.
    pub values: Vec<u8>,
    /// How it grows.
    pub growth: Growth,
}

/// What a seat sees on the table (all of it: Chicago Express has no hidden information, DCE-4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pieces {
    /// The round (Dividend Phases held, plus one).
    pub round: u8,
    /// General Dividend Phases held.
    pub dividend_phases: u8,
    /// The turn player.
    pub turn: Seat,
    /// The banker.
    pub banker: Seat,
    /// Who decides now, if anyone.
    pub to_move: Option<Seat>,
    /// Where play stands.
    pub pending: Pending,
    /// Each player, by seat.
    pub players: Vec<PlayerPieces>,
    /// Each company, by id.
    pub companies: Vec<CompanyPieces>,
    /// The hexes with locomotives: each hex and the companies on it, by id.
    pub locomotives: Vec<(u8, Vec<u8>)>,
    /// The hexes with a house.
    pub houses: Vec<u8>,
    /// Houses left in the supply.
    pub houses_left: u8,
    /// Each industrial-city row's marker space.
    pub industry: Vec<u8>,
    /// Each dial's needle, steps from START, in the layout's order.
    pub dials: Vec<u8>,
    /// Whether any company has reached Chicago.
    pub chicago_reached: bool,
}

/// A player's money and shares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPieces {
    /// Cash.
    pub cash: u32,
    /// Shares held, per company id.
    pub shares: Vec<u8>,
}

/// A company's money, income and charter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompanyPieces {
    /// Its treasury.
    pub treasury: u32,
    /// Its income (the income track).
    pub income: u32,
    /// Its dividend per share now.
    pub dividend_per_share: u32,
    /// Locomotives on its charter.
    pub locomotives_left: u8,
    /// Shares on its charter.
    pub shares_left: u8,
    /// Whether it is open.
    pub open: bool,
    /// Whether it has reached Chicago.
    pub at_chicago: bool,
}

fn colour(rgb: metro_core::Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb.0, rgb.1, rgb.2)
}

impl Layout {
    /// The layout of a board.
    pub fn of(board: &Board) -> Layout {
        let (columns, rows) = board.grid();
        let hexes: Vec<HexLayout> = board
            .hexes()
            .iter()
            .enumerate()
            .map(|(i, hex)| HexLayout {
                id: i as u8,
                label: hex.label.clone(),
                col: hex.col,
                row: hex.row,
                centre: hex_centre(hex.col, hex.row),
                kind: hex.kind,
                name: hex.name.clone(),
                cost: hex.cost,
                income: hex.income,
                house: hex.house,
                industrial: hex.industrial,
                home_of: hex.home_of.map(|c| c.0),
                neighbours: board.neighbours(HexId(i as u8)).iter().map(|h| h.0).collect(),
            })
            .collect();
        let width = hexes.iter().map(|h| h.centre.0 + 1.0).fold(0.0, f32::max);
        let height = hexes
            .iter()
            .map(|h| h.centre.1 + SQRT_3 / 2.0)
            .fold(0.0, f32::max);
        Layout {
            game: crate::GAME_KEY.to_string(),
            name: board.name().to_string(),
            columns,
            rows,
            size: (width, height),
            hexes,
            companies: board
                .companies()
                .iter()
                .enumerate()
                .map(|(i, c)| CompanyLayout {
                    id: i as u8,
                    key: c.key.clone(),
                    name: c.name.clone(),
                    colour: colour(c.colour),
                    shares: c.shares,
                    locomotives: c.locomotives,
                    start: c.start.0,
                    opens_at_chicago: c.opens_at_chicago,
                })
                .collect(),
            dials: Dial::ALL
                .iter()
                .map(|&dial| DialLayout {
                    dial,
                    steps: board.dial_steps(dial),
                })
                .collect(),
            industrial: board
                .industrial()
                .iter()
                .map(|row| IndustrialLayout {
                    hex: row.hex.0,
                    values: row.values.clone(),
                    growth: row.growth,
                })
                .collect(),
            houses: board.houses(),
            chicago: board.chicago().0,
        }
    }
}

impl Pieces {
    /// The pieces of a game (every seat sees them all).
    pub fn of(game: &Game) -> Pieces {
        let state = game.state();
        let board = game.board();
        let companies = board.companies().len();
        Pieces {
            round: state.round(),
            dividend_phases: state.dividend_phases(),
            turn: state.turn(),
            banker: state.banker(),
            to_move: game.to_move(),
            pending: state.pending(),
            players: (0..state.players())
                .map(Seat)
                .map(|seat| PlayerPieces {
                    cash: state.cash(seat),
                    shares: (0..companies)
                        .map(|c| state.shares_of(seat, Company(c as u8)))
                        .collect(),
                })
                .collect(),
            companies: (0..companies)
                .map(|c| {
                    let company = Company(c as u8);
                    let s = state.company(company);
                    CompanyPieces {
                        treasury: s.treasury,
                        income: s.income,
                        dividend_per_share: game.dividend_per_share(company),
                        locomotives_left: s.locomotives_left,
                        shares_left: s.shares_left,
                        open: s.open,
                        at_chicago: s.at_chicago,
                    }
                })
                .collect(),
            locomotives: (0..board.hexes().len())
                .map(|h| HexId(h as u8))
                .filter(|&h| state.companies_on(h) != 0)
                .map(|h| {
                    let bits = state.companies_on(h);
                    (h.0, (0..8u8).filter(|c| bits & (1 << c) != 0).collect())
                })
                .collect(),
            houses: (0..board.hexes().len())
                .map(|h| HexId(h as u8))
                .filter(|&h| state.has_house(h))
                .map(|h| h.0)
                .collect(),
            houses_left: state.houses_left(),
            industry: (0..board.industrial().len())
                .map(|r| state.industry_space(r))
                .collect(),
            dials: Dial::ALL.iter().map(|&d| state.dial(d)).collect(),
            chicago_reached: state.chicago_reached(),
        }
    }
}

/// Whether a hex kind is drawn as a city (its name and income printed large).
pub fn is_city(kind: HexKind) -> bool {
    matches!(kind, HexKind::City | HexKind::Industrial | HexKind::Start)
}

impl metro_game::drawn::Drawn for Game {
    type Layout = Layout;
    type Pieces = Pieces;

    fn layout(&self) -> Layout {
        Layout::of(self.board())
    }

    fn pieces(&self, _seat: Seat) -> Pieces {
        Pieces::of(self)
    }

    /// The hex a choice names (a locomotive placed, a hex developed): `{"hexes": [id]}`, for a client to outline it
    /// and take a click there; `None` for a bid, a pass, an offer or a dial.
    fn offer_places(&self, _seat: Seat, action: crate::Action) -> Option<serde_json::Value> {
        match action {
            crate::Action::Place(hex) | crate::Action::Develop(hex) => Some(hexes(hex)),
            _ => None,
        }
    }

    /// A click on a hex: placing a locomotive there or developing it, whichever the seat's decision now is.
    fn action_at(&self, seat: Seat, places: &serde_json::Value) -> Option<crate::Action> {
        let hex = places["hexes"].as_array()?.first()?.as_u64()?;
        let hex = HexId(u8::try_from(hex).ok()?);
        let mut legal = Vec::new();
        metro_game::GameState::legal_actions(self, seat, &mut legal);
        [crate::Action::Place(hex), crate::Action::Develop(hex)]
            .into_iter()
            .find(|a| {
                legal
                    .iter()
                    .any(|l| std::mem::discriminant(l) == std::mem::discriminant(a))
            })
    }

    /// The hex an event names (a locomotive placed, a company opened, a house built, forest money, an industry
    /// grown).
    fn event_places(&self, event: &crate::Event) -> Option<serde_json::Value> {
        use crate::Event;
        match *event {
            Event::LocomotivePlaced { hex, .. }
            | Event::CompanyOpened { hex, .. }
            | Event::HouseBuilt { hex, .. }
            | Event::ForestMoney { hex, .. }
            | Event::IndustryGrew { hex, .. } => Some(hexes(hex)),
            _ => None,
        }
    }
}

/// One hex as the places of a choice or an event.
fn hexes(hex: HexId) -> serde_json::Value {
    serde_json::json!({"hexes": [hex.0]})
}

/// What a spectator sees of Chicago Express: everything, as every seat does (DCE-4): the same pieces, the same
/// events, and the position's hash marked as nobody's.
impl metro_game::spectate::Spectated for Game {
    fn public_pieces(&self) -> Pieces {
        Pieces::of(self)
    }

    /// The position's hash marked as nobody's view: apart from every seat's `view_hash` (seats 0–255 are marked 1–256).
    fn public_view_hash(&self) -> u64 {
        Game::hash(self) ^ 257u64.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn public_events(&self, events: &[crate::Event], out: &mut Vec<crate::Event>) {
        // Every seat is told the same (DCE-4): the table too.
        self.seat_events(Seat(0), events, out)
    }
}

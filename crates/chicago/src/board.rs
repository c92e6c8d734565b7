//! The board as data (CEM-): hexes on an odd-q offset grid, the companies, the dials, the industrial-city table,
//! the houses and the end thresholds. A [`Board`] is made only by [`Board::new`] from a [`BoardSpec`], which checks
//! every rule of CEM-10.4 and returns every problem at once with its [`Locus`]; the loader
//! ([`crate::load_board`]) maps loci back to file, line and column.

use metro_core::text::is_forbidden;
use metro_core::{Locus, Problem, Rgb};
use serde::{Deserialize, Serialize};

use crate::ids::{Company, HexId};
use crate::locale::tr;

/// The value of the top-level `game` key that marks a Chicago Express board file.
pub const GAME_KEY: &str = "chicago-express";
/// The most hexes a board may have (hex ids are bytes; every hex set is 256 bits).
pub const MAX_HEXES: usize = 256;
/// The most grid columns (one letter each, A–Z).
pub const MAX_COLUMNS: i64 = 26;
/// The most grid rows (numbered 0–98).
pub const MAX_ROWS: i64 = 99;
/// The most companies (a hex's companies are a byte of bits).
pub const MAX_COMPANIES: usize = 8;
/// The most rows of the industrial-city table.
pub const MAX_INDUSTRIAL: usize = 8;
/// The most spaces of one industrial-city row.
pub const MAX_ROW_VALUES: usize = 16;
/// The most shares of one company.
pub const MAX_SHARES: i64 = 20;
/// The most locomotives of one company.
pub const MAX_LOCOMOTIVES: i64 = 99;
/// The most steps of a dial.
pub const MAX_DIAL_STEPS: i64 = 9;
/// The most development houses.
pub const MAX_HOUSES: i64 = 99;
/// The most characters of a company's key (`PRR`, `B&O`).
pub const MAX_KEY_CHARS: usize = 8;
/// The most characters of a name.
pub const MAX_NAME_CHARS: usize = 100;
/// The most characters of the board's description.
pub const MAX_DESCRIPTION_CHARS: usize = 4_000;

/// The kind of a hex (CE-1.3, CEM-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HexKind {
    /// Plains: any number of companies; no income; cannot be developed.
    Plains,
    /// Forest: one locomotive in all; developing pays its company $2.
    Forest,
    /// Mountain: one locomotive in all; income, and a house value.
    Mountain,
    /// City: any number of companies; income and a house value (Chicago: no house value).
    City,
    /// Industrial city: any number of companies; income is its value on the industrial-city table.
    Industrial,
    /// An eastern company's start hex: only its own locomotive.
    Start,
}

impl HexKind {
    /// The kind's name in board files.
    pub fn key(self) -> &'static str {
        match self {
            HexKind::Plains => "plains",
            HexKind::Forest => "forest",
            HexKind::Mountain => "mountain",
            HexKind::City => "city",
            HexKind::Industrial => "industrial",
            HexKind::Start => "start",
        }
    }

    fn from_key(key: &str) -> Option<HexKind> {
        Some(match key {
            "plains" => HexKind::Plains,
            "forest" => HexKind::Forest,
            "mountain" => HexKind::Mountain,
            "city" => HexKind::City,
            "industrial" => HexKind::Industrial,
            "start" => HexKind::Start,
            _ => return None,
        })
    }

    /// Whether a forest or mountain: one locomotive in all (CE-5.6).
    pub fn takes_one(self) -> bool {
        matches!(self, HexKind::Forest | HexKind::Mountain)
    }
}

/// How an industrial city grows (CE-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Growth {
    /// By itself, one space at the end of every general Dividend Phase (Detroit, CE-7.7).
    Dividend,
    /// By the Develop action (Wheeling and Pittsburgh, CE-7.3).
    Develop,
}

/// One hex of the map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hex {
    /// Its name on the grid: column letter and row number, `A2` (CEM-1.2).
    pub label: String,
    /// Its column, 0 = A (west).
    pub col: u8,
    /// Its row, 0 = north.
    pub row: u8,
    /// Its kind.
    pub kind: HexKind,
    /// Its printed name, if any (cities).
    pub name: Option<String>,
    /// The red build cost (CE-5.8); 0 on start hexes.
    pub cost: u8,
    /// The black income (CE-5.13), on cities (Chicago included) and mountains; 0 elsewhere.
    pub income: u8,
    /// The house value (CE-6.6); 0 where there is none.
    pub house: u8,
    /// Its row of the industrial-city table, on industrial cities.
    pub industrial: Option<u8>,
    /// The company that starts here, if any.
    pub home_of: Option<Company>,
}

/// A company as the board defines it (CE-1.5, CEM-5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompanyDef {
    /// Its short name, `PRR`.
    pub key: String,
    /// Its full name.
    pub name: String,
    /// Its colour.
    pub colour: Rgb,
    /// Its number of shares.
    pub shares: u8,
    /// Its number of locomotives.
    pub locomotives: u8,
    /// Its start hex.
    pub start: HexId,
    /// Its starting income (CE-2.4, DCE-40); 0 for a company that opens later.
    pub income: u32,
    /// Its fixed minimum bid in the initial auctions (CE-2.14, DCE-13), when it has one.
    pub initial_bid: u32,
    /// Whether it opens only at the first arrival at Chicago (Wabash, CE-9).
    pub opens_at_chicago: bool,
}

/// One row of the industrial-city table (CE-7.2, CEM-7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndustrialRow {
    /// The industrial city.
    pub hex: HexId,
    /// The row's spaces, the first the starting value.
    pub values: Vec<u8>,
    /// How it grows.
    pub growth: Growth,
}

/// A set of hexes: 256 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HexSet(pub [u64; 4]);

impl HexSet {
    /// The empty set.
    pub const EMPTY: HexSet = HexSet([0; 4]);

    /// Whether the hex is in the set.
    pub fn contains(&self, hex: HexId) -> bool {
        self.0[hex.index() >> 6] & (1 << (hex.index() & 63)) != 0
    }

    /// Adds a hex.
    pub fn insert(&mut self, hex: HexId) {
        self.0[hex.index() >> 6] |= 1 << (hex.index() & 63);
    }

    /// The hexes in either set.
    pub fn union(self, other: HexSet) -> HexSet {
        HexSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The hexes in this set and not in `other`.
    pub fn minus(self, other: HexSet) -> HexSet {
        HexSet(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The number of hexes in the set.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The hexes in increasing order.
    pub fn iter(self) -> impl Iterator<Item = HexId> {
        (0..4).flat_map(move |i| {
            let mut word = self.0[i];
            std::iter::from_fn(move || {
                (word != 0).then(|| {
                    let bit = word.trailing_zeros();
                    word &= word - 1;
                    HexId((i as u32 * 64 + bit) as u8)
                })
            })
        })
    }
}

/// A valid board. Every figure of the game that is printed on the board (DCE-17) is here, from the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    name: String,
    description: String,
    columns: u8,
    rows: u8,
    hexes: Vec<Hex>,
    neighbours: Vec<HexSet>,
    companies: Vec<CompanyDef>,
    initial_auctions: Vec<Company>,
    industrial: Vec<IndustrialRow>,
    dials: [u8; 3],
    houses: u8,
    end_houses: u8,
    end_companies: u8,
    chicago: HexId,
    late: Option<Company>,
}

impl Board {
    /// The built-in board, `maps/chicago-express.toml` (CEM-), read once per process.
    ///
    /// # Panics
    ///
    /// If the embedded file were invalid: a bug of ours, which `tests/board.rs` rules out.
    pub fn builtin() -> std::sync::Arc<Board> {
        static BUILTIN: std::sync::OnceLock<std::sync::Arc<Board>> = std::sync::OnceLock::new();
        BUILTIN
            .get_or_init(
                || match crate::load_board(crate::BUILTIN_BOARD_FILE, crate::BUILTIN_BOARD) {
                    Ok(board) => std::sync::Arc::new(board),
                    // The built-in file is checked by the tests; a broken one is a bug of ours, not a user's problem.
                    Err(problems) => panic!("the built-in Chicago Express board is invalid:\n{problems}"),
                },
            )
            .clone()
    }

    /// The board's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The board's description.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The grid's columns and rows.
    pub fn grid(&self) -> (u8, u8) {
        (self.columns, self.rows)
    }

    /// Every hex, by id.
    pub fn hexes(&self) -> &[Hex] {
        &self.hexes
    }

    /// One hex.
    pub fn hex(&self, hex: HexId) -> &Hex {
        &self.hexes[hex.index()]
    }

    /// The hex of a label such as `A2`.
    pub fn hex_named(&self, label: &str) -> Option<HexId> {
        self.hexes
            .iter()
            .position(|h| h.label == label)
            .map(|i| HexId(i as u8))
    }

    /// The hexes adjacent to a hex (CEM-1.3, DCE-19).
    pub fn neighbours(&self, hex: HexId) -> HexSet {
        self.neighbours[hex.index()]
    }

    /// Every company, by id.
    pub fn companies(&self) -> &[CompanyDef] {
        &self.companies
    }

    /// One company.
    pub fn company(&self, company: Company) -> &CompanyDef {
        &self.companies[company.index()]
    }

    /// The company with this key.
    pub fn company_named(&self, key: &str) -> Option<Company> {
        self.companies
            .iter()
            .position(|c| c.key == key)
            .map(|i| Company(i as u8))
    }

    /// The companies of the initial auctions, in order (CE-2.12).
    pub fn initial_auctions(&self) -> &[Company] {
        &self.initial_auctions
    }

    /// The industrial-city table's rows (CE-7.2).
    pub fn industrial(&self) -> &[IndustrialRow] {
        &self.industrial
    }

    /// The steps of a dial from START to red (CE-3.2).
    pub fn dial_steps(&self, dial: crate::Dial) -> u8 {
        self.dials[dial.index()]
    }

    /// The development houses in the general supply at the start (CE-1.6).
    pub fn houses(&self) -> u8 {
        self.houses
    }

    /// End condition (c): the game ends when the supply holds this many houses or fewer (CE-11.1).
    pub fn end_houses(&self) -> u8 {
        self.end_houses
    }

    /// End conditions (a) and (b): this many companies out of locomotives, or of shares (CE-11.1).
    pub fn end_companies(&self) -> u8 {
        self.end_companies
    }

    /// Chicago (CE-8).
    pub fn chicago(&self) -> HexId {
        self.chicago
    }

    /// The company that opens at the first arrival at Chicago (Wabash, CE-9), if the board has one.
    pub fn late_company(&self) -> Option<Company> {
        self.late
    }

    /// Fewest placements from each hex to Chicago (`u8::MAX` where Chicago cannot be reached), through hexes that
    /// are not start hexes (CEM-8.2).
    pub fn distances_to_chicago(&self) -> Vec<u8> {
        let mut distance = vec![u8::MAX; self.hexes.len()];
        distance[self.chicago.index()] = 0;
        let mut queue = std::collections::VecDeque::from([self.chicago]);
        while let Some(hex) = queue.pop_front() {
            let next = distance[hex.index()].saturating_add(1);
            for n in self.neighbours(hex).iter() {
                if distance[n.index()] == u8::MAX {
                    distance[n.index()] = next;
                    if self.hex(n).kind != HexKind::Start {
                        queue.push_back(n);
                    }
                }
            }
        }
        distance
    }

    /// Checks a spec against CEM-10.4 and the format's limits; every problem at once.
    pub fn new(spec: BoardSpec) -> Result<Board, Vec<Problem>> {
        Checker::default().check(spec)
    }
}

/// A board as read from a file, before it is checked.
#[derive(Clone, Debug, Default)]
pub struct BoardSpec {
    /// The `game` key: must be [`GAME_KEY`].
    pub game: String,
    /// The board's name.
    pub name: String,
    /// Free text.
    pub description: String,
    /// Grid columns.
    pub columns: i64,
    /// Grid rows.
    pub rows: i64,
    /// Chicago's hex label.
    pub chicago: String,
    /// Development houses (CE-1.6).
    pub houses: i64,
    /// Dial steps: auction, develop, build.
    pub dials: [i64; 3],
    /// End thresholds: companies (a, b) and houses (c).
    pub end_companies: i64,
    /// End threshold (c).
    pub end_houses: i64,
    /// The hexes.
    pub hexes: Vec<HexSpec>,
    /// The companies.
    pub companies: Vec<CompanySpec>,
    /// Company keys of the initial auctions.
    pub initial_auctions: Vec<String>,
    /// The industrial-city table.
    pub industrial: Vec<IndustrialSpec>,
}

/// A hex as read.
#[derive(Clone, Debug, Default)]
pub struct HexSpec {
    /// `A2`.
    pub at: String,
    /// The kind's key.
    pub kind: String,
    /// The name.
    pub name: Option<String>,
    /// The build cost.
    pub cost: Option<i64>,
    /// The income.
    pub income: Option<i64>,
    /// The house value.
    pub house: Option<i64>,
}

/// A company as read.
#[derive(Clone, Debug)]
pub struct CompanySpec {
    /// `PRR`.
    pub key: String,
    /// Full name.
    pub name: String,
    /// Colour.
    pub colour: Rgb,
    /// Shares.
    pub shares: i64,
    /// Locomotives.
    pub locomotives: i64,
    /// Start hex label.
    pub start: String,
    /// Starting income.
    pub income: Option<i64>,
    /// Initial minimum bid.
    pub initial_bid: Option<i64>,
    /// `opens = "chicago"`.
    pub opens: Option<String>,
}

/// An industrial-city row as read.
#[derive(Clone, Debug, Default)]
pub struct IndustrialSpec {
    /// The hex label.
    pub hex: String,
    /// The row's values.
    pub values: Vec<i64>,
    /// `dividend` or `develop`.
    pub grows: String,
}

/// Parses `A2` into (column, row).
fn parse_label(label: &str) -> Option<(i64, i64)> {
    let mut chars = label.chars();
    let letter = chars.next()?;
    if !letter.is_ascii_uppercase() {
        return None;
    }
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if digits.len() == 2 && digits.starts_with('0') {
        return None;
    }
    let row = digits.parse::<i64>().ok()?;
    Some(((letter as u8 - b'A') as i64, row))
}

/// The neighbours' positions of (col, row) on the odd-q grid (CEM-1.3).
pub(crate) fn neighbour_positions(col: i64, row: i64) -> [(i64, i64); 6] {
    if col % 2 == 0 {
        [
            (col + 1, row - 1),
            (col + 1, row),
            (col - 1, row - 1),
            (col - 1, row),
            (col, row - 1),
            (col, row + 1),
        ]
    } else {
        [
            (col + 1, row),
            (col + 1, row + 1),
            (col - 1, row),
            (col - 1, row + 1),
            (col, row - 1),
            (col, row + 1),
        ]
    }
}

#[derive(Default)]
struct Checker {
    problems: Vec<Problem>,
}

impl Checker {
    fn problem(&mut self, locus: Locus, rule: &'static str, message: String) {
        self.problems.push(Problem::new(locus, rule, message));
    }

    /// A number in `lo..=hi`, else a problem; returns it clamped.
    fn range(&mut self, locus: Locus, value: i64, lo: i64, hi: i64, rule: &'static str) -> i64 {
        if !(lo..=hi).contains(&value) {
            self.problem(
                locus,
                rule,
                tr!(
                    "board-out-of-range",
                    value = value.to_string(),
                    min = lo.to_string(),
                    max = hi.to_string()
                ),
            );
        }
        value.clamp(lo, hi)
    }

    fn text(&mut self, locus: Locus, text: &str, max: usize, may_be_empty: bool) {
        if !may_be_empty && text.trim().is_empty() {
            self.problem(locus, "CEM-10.1", tr!("board-name-empty"));
        } else if text.chars().take(max + 1).count() > max {
            self.problem(
                locus,
                "CEM-10.1",
                tr!("board-text-too-long", max = max.to_string()),
            );
        } else if let Some(c) = text
            .chars()
            .find(|&c| is_forbidden(c) && !(may_be_empty && matches!(c, '\n' | '\t' | '\r')))
        {
            self.problem(
                locus,
                "CEM-10.1",
                tr!("board-text-control", code = format!("{:04X}", c as u32)),
            );
        }
    }

    fn check(mut self, spec: BoardSpec) -> Result<Board, Vec<Problem>> {
        let root = Locus::root();
        if spec.game != GAME_KEY {
            self.problem(
                root.key("game"),
                "CEM-10.1",
                tr!(
                    "board-not-chicago",
                    game = metro_core::text::printable(&spec.game)
                ),
            );
        }
        self.text(root.key("name"), &spec.name, MAX_NAME_CHARS, false);
        self.text(
            root.key("description"),
            &spec.description,
            MAX_DESCRIPTION_CHARS,
            true,
        );
        let columns = self.range(root.key("columns"), spec.columns, 1, MAX_COLUMNS, "CEM-1.1");
        let rows = self.range(root.key("rows"), spec.rows, 1, MAX_ROWS, "CEM-1.1");

        // Hexes: position, kind, numbers (CEM-10.4).
        if spec.hexes.is_empty() {
            self.problem(root.key("hexes"), "CEM-10.1", tr!("board-no-hexes"));
        }
        let mut at_position = vec![None::<HexId>; (columns * rows) as usize];
        let mut hexes = Vec::with_capacity(spec.hexes.len().min(MAX_HEXES));
        let mut owns_place = Vec::with_capacity(spec.hexes.len().min(MAX_HEXES));
        for (i, h) in spec.hexes.iter().take(MAX_HEXES).enumerate() {
            let at = root.key("hexes").index(i);
            let (col, row) = match parse_label(&h.at) {
                Some((col, row)) if col < columns && row < rows => (col, row),
                Some(_) => {
                    self.problem(
                        at.key("at"),
                        "CEM-10.4",
                        tr!(
                            "board-hex-outside",
                            hex = metro_core::text::printable(&h.at),
                            columns = columns.to_string(),
                            rows = rows.to_string()
                        ),
                    );
                    (-1, -1)
                }
                None => {
                    self.problem(
                        at.key("at"),
                        "CEM-1.2",
                        tr!("board-hex-label", hex = metro_core::text::printable(&h.at)),
                    );
                    (-1, -1)
                }
            };
            let id = HexId(i as u8);
            let mut owns = false;
            if col >= 0 {
                let slot = &mut at_position[(col * rows + row) as usize];
                if slot.is_some() {
                    self.problem(
                        at.key("at"),
                        "CEM-10.4",
                        tr!("board-hex-twice", hex = h.at.clone()),
                    );
                } else {
                    *slot = Some(id);
                    owns = true;
                }
            }
            owns_place.push(owns);
            let kind = HexKind::from_key(&h.kind).unwrap_or_else(|| {
                self.problem(
                    at.key("kind"),
                    "CEM-2",
                    tr!("board-hex-kind", kind = metro_core::text::printable(&h.kind)),
                );
                HexKind::Plains
            });
            if let Some(name) = &h.name {
                self.text(at.key("name"), name, MAX_NAME_CHARS, false);
            }
            let number = |checker: &mut Checker, key: &str, value: Option<i64>, wanted: bool, lo: i64| match (
                value, wanted,
            ) {
                (Some(v), true) => checker.range(at.key(key), v, lo, 9, "CEM-10.4") as u8,
                (None, true) => {
                    checker.problem(
                        at.clone(),
                        "CEM-10.1",
                        tr!("board-hex-needs", key = key.to_string(), kind = kind.key()),
                    );
                    0
                }
                (Some(_), false) => {
                    checker.problem(
                        at.key(key),
                        "CEM-10.1",
                        tr!("board-hex-not-here", key = key.to_string(), kind = kind.key()),
                    );
                    0
                }
                (None, false) => 0,
            };
            let cost = number(&mut self, "cost", h.cost, kind != HexKind::Start, 1);
            let has_income = matches!(kind, HexKind::City | HexKind::Mountain);
            let income = number(&mut self, "income", h.income, has_income, 0);
            // A house value is optional on a city (Chicago has none) and required on a mountain.
            let house = match (kind, h.house) {
                (HexKind::City, None) => 0,
                _ => number(&mut self, "house", h.house, has_income, 1),
            };
            hexes.push(Hex {
                label: h.at.clone(),
                col: col.max(0) as u8,
                row: row.max(0) as u8,
                kind,
                name: h.name.clone(),
                cost,
                income,
                house,
                industrial: None,
                home_of: None,
            });
        }
        let neighbours: Vec<HexSet> = (0..hexes.len())
            .map(|i| {
                let mut set = HexSet::EMPTY;
                let (col, row) = (hexes[i].col as i64, hexes[i].row as i64);
                // Only a hex that holds its own place (a valid, first position) has neighbours.
                if owns_place[i] {
                    for (c, r) in neighbour_positions(col, row) {
                        if (0..columns).contains(&c)
                            && (0..rows).contains(&r)
                            && let Some(n) = at_position[(c * rows + r) as usize]
                        {
                            set.insert(n);
                        }
                    }
                }
                set
            })
            .collect();
        let find = |label: &str| {
            parse_label(label)
                .filter(|&(c, r)| c < columns && r < rows)
                .and_then(|(c, r)| at_position[(c * rows + r) as usize])
        };

        // Chicago (CEM-2.5).
        let chicago = match find(&spec.chicago) {
            Some(id) => {
                let hex = &hexes[id.index()];
                if hex.kind != HexKind::City || hex.house != 0 {
                    self.problem(root.key("chicago"), "CEM-2.5", tr!("board-chicago-kind"));
                }
                id
            }
            None => {
                self.problem(
                    root.key("chicago"),
                    "CEM-10.4",
                    tr!(
                        "board-no-such-hex",
                        hex = metro_core::text::printable(&spec.chicago)
                    ),
                );
                HexId(0)
            }
        };

        // Companies (CEM-5, CEM-10.2).
        if spec.companies.is_empty() || spec.companies.len() > MAX_COMPANIES {
            self.problem(
                root.key("companies"),
                "CEM-10.2",
                tr!("board-companies-count", max = MAX_COMPANIES.to_string()),
            );
        }
        let mut companies = Vec::new();
        let mut late = None;
        for (i, c) in spec.companies.iter().take(MAX_COMPANIES).enumerate() {
            let at = root.key("companies").index(i);
            let id = Company(i as u8);
            self.text(at.key("key"), &c.key, MAX_KEY_CHARS, false);
            if spec.companies[..i].iter().any(|o| o.key == c.key) {
                self.problem(
                    at.key("key"),
                    "CEM-10.2",
                    tr!("board-company-twice", company = c.key.clone()),
                );
            }
            self.text(at.key("name"), &c.name, MAX_NAME_CHARS, false);
            let shares = self.range(at.key("shares"), c.shares, 1, MAX_SHARES, "CEM-10.2") as u8;
            let locomotives = self.range(
                at.key("locomotives"),
                c.locomotives,
                1,
                MAX_LOCOMOTIVES,
                "CEM-10.2",
            ) as u8;
            let opens_at_chicago = match c.opens.as_deref() {
                None => false,
                Some("chicago") => {
                    if late.is_some() {
                        self.problem(at.key("opens"), "CEM-10.2", tr!("board-two-late"));
                    }
                    late = Some(id);
                    true
                }
                Some(other) => {
                    self.problem(
                        at.key("opens"),
                        "CEM-10.2",
                        tr!("board-opens", value = metro_core::text::printable(other)),
                    );
                    false
                }
            };
            let start = match find(&c.start) {
                Some(hex) => {
                    let wanted = if opens_at_chicago {
                        HexKind::City
                    } else {
                        HexKind::Start
                    };
                    if hexes[hex.index()].kind != wanted || hex == chicago {
                        self.problem(
                            at.key("start"),
                            "CEM-10.4",
                            tr!("board-start-kind", kind = wanted.key()),
                        );
                    }
                    if let Some(other) = hexes[hex.index()].home_of {
                        self.problem(
                            at.key("start"),
                            "CEM-10.4",
                            tr!(
                                "board-start-shared",
                                company = spec.companies[other.index()].key.clone()
                            ),
                        );
                    }
                    hexes[hex.index()].home_of = Some(id);
                    hex
                }
                None => {
                    self.problem(
                        at.key("start"),
                        "CEM-10.4",
                        tr!("board-no-such-hex", hex = metro_core::text::printable(&c.start)),
                    );
                    HexId(0)
                }
            };
            let income = match (c.income, opens_at_chicago) {
                (Some(v), false) => self.range(at.key("income"), v, 1, 99, "CEM-10.2") as u32,
                (None, false) => {
                    self.problem(at.clone(), "CEM-10.2", tr!("board-company-income"));
                    1
                }
                (Some(_), true) => {
                    self.problem(at.key("income"), "CE-9.2", tr!("board-late-income"));
                    0
                }
                (None, true) => 0,
            };
            let initial_bid = match c.initial_bid {
                Some(v) => self.range(at.key("initial_bid"), v, 1, 99, "CEM-10.2") as u32,
                None => income.max(1),
            };
            companies.push(CompanyDef {
                key: c.key.clone(),
                name: c.name.clone(),
                colour: c.colour,
                shares,
                locomotives,
                start,
                income,
                initial_bid,
                opens_at_chicago,
            });
        }
        for (i, hex) in hexes.iter().enumerate() {
            if hex.kind == HexKind::Start && hex.home_of.is_none() {
                self.problem(
                    root.key("hexes").index(i),
                    "CEM-10.4",
                    tr!("board-start-unused", hex = hex.label.clone()),
                );
            }
        }

        // The initial auctions (CE-2.12).
        let mut initial_auctions = Vec::new();
        if spec.initial_auctions.is_empty() {
            self.problem(root.key("initial_auctions"), "CEM-10.2", tr!("board-no-initial"));
        }
        for (i, key) in spec.initial_auctions.iter().enumerate() {
            let at = root.key("initial_auctions").index(i);
            match companies.iter().position(|c| &c.key == key) {
                Some(c) if companies[c].opens_at_chicago => {
                    self.problem(at, "CE-2.12", tr!("board-initial-late", company = key.clone()));
                }
                Some(c) if initial_auctions.contains(&Company(c as u8)) => {
                    self.problem(at, "CEM-10.2", tr!("board-initial-twice", company = key.clone()));
                }
                Some(c) => initial_auctions.push(Company(c as u8)),
                None => self.problem(
                    at,
                    "CEM-10.2",
                    tr!(
                        "board-no-such-company",
                        company = metro_core::text::printable(key)
                    ),
                ),
            }
        }

        // The industrial-city table (CEM-7).
        if spec.industrial.len() > MAX_INDUSTRIAL {
            self.problem(
                root.key("industrial"),
                "CEM-10.3",
                tr!("board-industrial-count", max = MAX_INDUSTRIAL.to_string()),
            );
        }
        let mut industrial = Vec::new();
        for (i, row) in spec.industrial.iter().take(MAX_INDUSTRIAL).enumerate() {
            let at = root.key("industrial").index(i);
            let hex = match find(&row.hex) {
                Some(hex) if hexes[hex.index()].kind == HexKind::Industrial => {
                    if hexes[hex.index()].industrial.is_some() {
                        self.problem(at.key("hex"), "CEM-10.4", tr!("board-industrial-twice"));
                    }
                    hexes[hex.index()].industrial = Some(i as u8);
                    hex
                }
                Some(_) => {
                    self.problem(at.key("hex"), "CEM-10.4", tr!("board-industrial-kind"));
                    HexId(0)
                }
                None => {
                    self.problem(
                        at.key("hex"),
                        "CEM-10.4",
                        tr!("board-no-such-hex", hex = metro_core::text::printable(&row.hex)),
                    );
                    HexId(0)
                }
            };
            if row.values.is_empty() || row.values.len() > MAX_ROW_VALUES {
                self.problem(
                    at.key("values"),
                    "CEM-10.3",
                    tr!("board-row-length", max = MAX_ROW_VALUES.to_string()),
                );
            }
            let values: Vec<u8> = row
                .values
                .iter()
                .take(MAX_ROW_VALUES)
                .enumerate()
                .map(|(j, &v)| self.range(at.key("values").index(j), v, 0, 99, "CEM-10.4") as u8)
                .collect();
            if values.windows(2).any(|w| w[0] >= w[1]) {
                self.problem(at.key("values"), "CEM-10.4", tr!("board-row-increasing"));
            }
            let growth = match row.grows.as_str() {
                "dividend" => Growth::Dividend,
                "develop" => Growth::Develop,
                other => {
                    self.problem(
                        at.key("grows"),
                        "CEM-10.3",
                        tr!("board-grows", value = metro_core::text::printable(other)),
                    );
                    Growth::Develop
                }
            };
            industrial.push(IndustrialRow {
                hex,
                values: if values.is_empty() { vec![0] } else { values },
                growth,
            });
        }
        for (i, hex) in hexes.iter().enumerate() {
            if hex.kind == HexKind::Industrial && hex.industrial.is_none() {
                self.problem(
                    root.key("hexes").index(i),
                    "CEM-10.4",
                    tr!("board-industrial-no-row", hex = hex.label.clone()),
                );
            }
        }

        // A row that grows by itself ends the game at the latest when it reaches its last space (CE-11.3); without
        // one, players who only decline would play forever.
        if !industrial.iter().any(|row| row.growth == Growth::Dividend) {
            self.problem(root.key("industrial"), "CE-11.3", tr!("board-no-clock"));
        }

        // Dials, houses, end thresholds (CEM-6, CEM-10.3).
        let dials = [
            self.range(
                root.key("dials").key("auction"),
                spec.dials[0],
                1,
                MAX_DIAL_STEPS,
                "CEM-10.4",
            ) as u8,
            self.range(
                root.key("dials").key("develop"),
                spec.dials[1],
                1,
                MAX_DIAL_STEPS,
                "CEM-10.4",
            ) as u8,
            self.range(
                root.key("dials").key("build"),
                spec.dials[2],
                1,
                MAX_DIAL_STEPS,
                "CEM-10.4",
            ) as u8,
        ];
        let houses = self.range(root.key("houses"), spec.houses, 0, MAX_HOUSES, "CEM-10.3") as u8;
        let end_houses = self.range(
            root.key("end").key("houses"),
            spec.end_houses,
            0,
            MAX_HOUSES,
            "CEM-10.3",
        ) as u8;
        let end_companies = self.range(
            root.key("end").key("companies"),
            spec.end_companies,
            1,
            MAX_COMPANIES as i64,
            "CEM-10.3",
        ) as u8;

        let mut board = Board {
            name: spec.name,
            description: spec.description,
            columns: columns as u8,
            rows: rows as u8,
            hexes,
            neighbours,
            companies,
            initial_auctions,
            industrial,
            dials,
            houses,
            end_houses,
            end_companies,
            chicago,
            late,
        };
        // Every start hex reaches Chicago without crossing another start hex (CEM-10.4). Only meaningful once the
        // rest holds.
        if self.problems.is_empty() {
            let distance = board.distances_to_chicago();
            for (i, c) in board.companies.iter().enumerate() {
                if distance[c.start.index()] == u8::MAX {
                    self.problem(
                        root.key("companies").index(i).key("start"),
                        "CEM-10.4",
                        tr!("board-no-way", company = c.key.clone()),
                    );
                }
            }
        }
        if self.problems.is_empty() {
            board.hexes.shrink_to_fit();
            Ok(board)
        } else {
            Err(self.problems)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_parse() {
        assert_eq!(parse_label("A2"), Some((0, 2)));
        assert_eq!(parse_label("S10"), Some((18, 10)));
        assert_eq!(parse_label("a2"), None);
        assert_eq!(parse_label("A"), None);
        assert_eq!(parse_label("A02"), None);
        assert_eq!(parse_label("A100"), None);
        assert_eq!(parse_label("Ä2"), None);
    }

    #[test]
    fn hex_sets_iterate_in_order() {
        let mut set = HexSet::EMPTY;
        for h in [200u8, 3, 64, 63, 255] {
            set.insert(HexId(h));
        }
        let all: Vec<u8> = set.iter().map(|h| h.0).collect();
        assert_eq!(all, vec![3, 63, 64, 200, 255]);
        assert_eq!(set.len(), 5);
        assert!(set.contains(HexId(64)) && !set.contains(HexId(65)));
    }
}

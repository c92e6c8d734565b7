//! [`BoardLayout`]: what never changes in a game of Tokyo Metro, as data — the map's grid, stops, stations and lines
//! in the map's own coordinates, the printed revenue track, the action cards and their columns, the seats and the
//! rule modules played.

use metro_core::revenue::TRACK_TOP;
use metro_core::{ActionKind, ActionSpec, KindCatalogue, Map, Point, SpaceId, StationId, StopId};
use serde::{Deserialize, Serialize};

use crate::game_state::GAME_INFO;
use crate::ids::CardId;
use crate::module::{PieceShape, PieceSize};
use crate::rules::Rules;
use crate::state::{
    BASE_STEPS, BIKE_TOKENS, FARE, LOAN, LOAN_PENALTY, LOAN_TOKENS, MAX_DISCS, PYRAMIDS, SPECULATION_DISCS,
    SPEED_TOKENS, STARTING_CASH, STARTING_DISCS, SUPPLY_DISCS, WALK,
};

/// The board and everything fixed for one game, once per table. Coordinates are the map's own, in spaces: the
/// grid's corner `(0, 0)` is its north-west corner, `x` grows east and `y` south; space `(x, y)` is the unit square
/// from `(x, y)` to `(x + 1, y + 1)` and stop circles sit on the half-step lattice of corners, edge midpoints and
/// space centres (CP-1.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardLayout {
    /// Always `tokyo-metro`.
    pub game: String,
    /// The map's name (its key among the registry's maps).
    pub map: String,
    /// The card set's name.
    pub card_set: String,
    /// The grid: its size.
    pub grid: GridLayout,
    /// Every space of the grid, by id (row by row, `id = y × columns + x`).
    pub spaces: Vec<SpaceLayout>,
    /// Every line, in revenue-track order (by [`metro_core::LineId`]).
    pub lines: Vec<LineLayout>,
    /// Every stop circle, by [`StopId`]: the stops of the first line in order, then the second's, …
    pub stops: Vec<StopLayout>,
    /// Every station, by [`StationId`].
    pub stations: Vec<StationLayout>,
    /// The revenue track as printed: each value from ¥0 to ¥6,000 in ¥100 steps with its high and low numbers
    /// (TM-5.2); above the top the marker flips to its +6,000 side (TM-5.3).
    pub revenue_track: Vec<TrackStep>,
    /// The highest value printed on the track (TM-5.3).
    pub track_top: i32,
    /// Whether trains placed by Start leave when they return to stop 1 unowned (TM-9.7, CP-1.6).
    pub start_trains_leave: bool,
    /// The columns of action cards, left to right: the card set's, then the rule modules'.
    pub columns: Vec<ColumnLayout>,
    /// Every action card of the game, by [`CardId`] (which cards exist is public; the order of a deck is not).
    pub cards: Vec<CardLayout>,
    /// The number of seats (1: the solo game, SO-1).
    pub players: u8,
    /// Rounds in the game (TM-6.2).
    pub rounds: u8,
    /// Cards dealt face up per column (TM-3.4; 2 in solo).
    pub dealt: u8,
    /// The fixed numbers of the game's pieces and money (TM-1.4, TM-1.6, TM-3.5).
    pub supplies: Supplies,
    /// The rule modules played, by [`crate::ModuleId`].
    pub modules: Vec<ModuleLayout>,
    /// The shapes a rule module's marker may take ([`crate::module::PieceShape`]), every one a front end must be
    /// able to draw.
    pub marker_shapes: Vec<MarkerShape>,
}

/// The grid's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GridLayout {
    /// Width in spaces.
    pub columns: u16,
    /// Height in spaces.
    pub rows: u16,
}

/// What a space is to a meeple: whether it is beside a stop (a meeple there may board, TM-10.4) and whether a stop
/// circle sits in its middle (a meeple is drawn aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpaceKind {
    /// No stop touches it.
    Open,
    /// Stops touch it at its corners or edges.
    Beside,
    /// A stop circle sits at its centre.
    Stop,
}

/// One space of the grid.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SpaceLayout {
    /// Its id.
    pub id: u16,
    /// Its column (0 = west).
    pub x: u16,
    /// Its row (0 = north).
    pub y: u16,
    /// Its centre, in spaces: `(x + ½, y + ½)`.
    pub centre: (f32, f32),
    /// What it is to a meeple.
    pub kind: SpaceKind,
    /// The stops touching it (TM-6.5.4), by id.
    pub stops: Vec<u16>,
    /// The stations of those stops, by id, each once.
    pub stations: Vec<u16>,
}

/// One line of the map (CP-1.2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LineLayout {
    /// Its id: its place in revenue-track order.
    pub id: u8,
    /// Its letter, e.g. `G`.
    pub letter: String,
    /// Its name, e.g. `Ginza`.
    pub name: String,
    /// Its colour as the map gives it, `#RRGGBB`.
    pub colour: String,
    /// What runs on it: `train`, `tram` or `bus` (CP-1.2, OS-4.3).
    pub vehicle: String,
    /// How many vehicles it has on the map when running: 1 train, or a pair of trams or buses.
    pub vehicles: u8,
    /// Extra yen for share #1, #2, … (TM-7.5, OS-5.2): one entry per share.
    pub extras: Vec<i32>,
    /// Its disc slots on the revenue track (TM-1.2).
    pub slots: u8,
    /// Its stops in order, by id: the first is stop 1, where its train starts (TM-7.6).
    pub stops: Vec<u16>,
    /// Its path: the points of its stops in order, in spaces.
    pub path: Vec<(f32, f32)>,
    /// Its terminals: its first and last stops, by id.
    pub terminals: (u16, u16),
}

/// One stop circle (TM-2.2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StopLayout {
    /// Its id.
    pub id: u16,
    /// Its line.
    pub line: u8,
    /// The number printed beside it, from 1.
    pub number: u8,
    /// Its label, line letter and number: `G9`.
    pub label: String,
    /// The name shown beside it: the line's own name for it, else its station's, else its label.
    pub name: String,
    /// Where it sits, in spaces (a multiple of ½ each way).
    pub at: (f32, f32),
    /// Its station; `None` for a small circle (OS-4.2, D-22).
    pub station: Option<u16>,
    /// The spaces inside the grid it touches, by id (TM-6.5.4).
    pub touches: Vec<u16>,
}

/// One station: 1–3 stops joined by one outline, holding at most one pyramid (TM-1.1, TM-7.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StationLayout {
    /// Its id.
    pub id: u16,
    /// Its name.
    pub name: String,
    /// Its stops, by id.
    pub stops: Vec<u16>,
    /// The middle of its stops, in spaces (where its outline is centred).
    pub centre: (f32, f32),
    /// Every space touching any of its stops, by id (TM-10.4).
    pub touches: Vec<u16>,
}

/// One value of the revenue track with the two numbers printed beside it (TM-5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackStep {
    /// The value.
    pub value: i32,
    /// The high number (TM-5.2): what the first of two shares pays at the end (TM-11.3).
    pub high: i32,
    /// The low number (TM-5.2): the least speculation stake and the most a speculation pays (TM-7.10, TM-11.2).
    pub low: i32,
}

/// A column of action cards.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ColumnLayout {
    /// Its index, left to right.
    pub index: u8,
    /// Its name, e.g. `Ginza / Marunouchi`.
    pub name: String,
    /// Its colours, `#RRGGBB` (one or two).
    pub colours: Vec<String>,
    /// Its cards, by id.
    pub cards: Vec<u8>,
    /// The rule module whose column it is, if a module's.
    pub module: Option<u8>,
}

/// An action card (TM-4.1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardLayout {
    /// Its id.
    pub id: u8,
    /// Its column.
    pub column: u8,
    /// The dots on its back, 1–3 (TM-3.3); 0 for a module's card.
    pub dots: u8,
    /// Its one or two actions, top first (the second is [`crate::ActionRef::action`] 1).
    pub actions: Vec<CardAction>,
    /// A module card's face as its module gives it.
    pub face: Option<CardFaceLayout>,
}

/// One action of a card: its kind, parameter and action spaces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardAction {
    /// The kind's name as card-set files write it (`move`, `station`, `invest`, …); `extension` for a kind a module
    /// added to the catalogue, `module` for a module's own card.
    pub kind: String,
    /// Its parameter (distance, cost, value, amount, bonus, tokens), if it takes one.
    pub param: Option<i32>,
    /// How many action discs it takes, 1–3.
    pub spaces: u8,
    /// For a module's card, the module; for an extension, none.
    pub module: Option<u8>,
    /// For an extension, its catalogue index; for a module's card, the module's own code for the kind.
    pub code: Option<u16>,
}

/// A module card's face as its module gives it ([`crate::module::CardFace`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardFaceLayout {
    /// What the card shows, e.g. `black`.
    pub label: String,
    /// The card in lists.
    pub title: String,
    /// A colour to show it in, `#RRGGBB`.
    pub colour: Option<String>,
}

/// The fixed numbers of pieces and money.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supplies {
    /// Starting cash (TM-3.5).
    pub starting_cash: i32,
    /// Action discs each player starts with (TM-3.5).
    pub starting_discs: u8,
    /// Each player's discs in the general supply (TM-3.5).
    pub supply_discs: u8,
    /// The most action discs a player may own (TM-7.12).
    pub max_discs: u8,
    /// Speculation discs per player (TM-3.5).
    pub speculation_discs: u8,
    /// Pyramids per player (TM-1.6).
    pub pyramids: u8,
    /// Speed tokens (TM-1.4).
    pub speed_tokens: u8,
    /// Loan tokens (TM-1.4).
    pub loan_tokens: u8,
    /// Bike tokens (TM-1.4).
    pub bike_tokens: u8,
    /// A loan's yen (TM-7.9).
    pub loan: i32,
    /// What each loan still held costs at the end (TM-11.6).
    pub loan_penalty: i32,
    /// The fare a non-shareholder pays to board (TM-10.2).
    pub fare: i32,
    /// Steps every vehicle moves in a train phase before speed tokens (TM-8.1).
    pub base_steps: u8,
    /// Meeple moves in the movement phase, before the bike (TM-6.5.2).
    pub walk: u8,
}

/// A rule module played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModuleLayout {
    /// Its id (its place among the game's modules).
    pub id: u8,
    /// Its short name, e.g. `metro-drinks`.
    pub key: String,
    /// Its name, e.g. `Metro Drinks`.
    pub title: String,
    /// The prefix of the rule IDs it implements, e.g. `MD-`.
    pub rules: String,
    /// Its card columns.
    pub columns: Vec<u8>,
}

/// The shape of a module's marker ([`PieceShape`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerShape {
    /// A round disc.
    Disc,
    /// A square.
    Square,
    /// A square standing on a corner.
    Diamond,
    /// A triangle pointing up.
    Triangle,
    /// A five-pointed star.
    Star,
    /// A bottle: a narrow neck on a rounded body, taller than wide.
    Bottle,
}

impl MarkerShape {
    /// Every shape.
    pub const ALL: [MarkerShape; 6] = [
        MarkerShape::Disc,
        MarkerShape::Square,
        MarkerShape::Diamond,
        MarkerShape::Triangle,
        MarkerShape::Star,
        MarkerShape::Bottle,
    ];
}

impl From<PieceShape> for MarkerShape {
    fn from(shape: PieceShape) -> MarkerShape {
        match shape {
            PieceShape::Disc => MarkerShape::Disc,
            PieceShape::Square => MarkerShape::Square,
            PieceShape::Diamond => MarkerShape::Diamond,
            PieceShape::Triangle => MarkerShape::Triangle,
            PieceShape::Star => MarkerShape::Star,
            PieceShape::Bottle => MarkerShape::Bottle,
        }
    }
}

/// The size of a module's marker ([`PieceSize`]), against a pyramid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerSize {
    /// Three quarters of a medium piece.
    Small,
    /// About a pyramid's height.
    Medium,
    /// A quarter larger than a medium piece.
    Large,
}

impl From<PieceSize> for MarkerSize {
    fn from(size: PieceSize) -> MarkerSize {
        match size {
            PieceSize::Small => MarkerSize::Small,
            PieceSize::Medium => MarkerSize::Medium,
            PieceSize::Large => MarkerSize::Large,
        }
    }
}

/// A point of the lattice in spaces.
pub(super) fn point(at: Point) -> (f32, f32) {
    (at.x(), at.y())
}

/// A colour as `#RRGGBB`.
pub(super) fn colour(rgb: metro_core::Rgb) -> String {
    rgb.to_hex()
}

impl BoardLayout {
    /// The layout of a game under `rules`.
    pub fn of(rules: &Rules) -> BoardLayout {
        let map = rules.map();
        let catalogue = KindCatalogue::builtin();
        BoardLayout {
            game: GAME_INFO.key.0.to_string(),
            map: map.name().to_string(),
            card_set: rules.cards().name().to_string(),
            grid: GridLayout {
                columns: map.columns(),
                rows: map.rows(),
            },
            spaces: (0..map.space_count())
                .map(|i| space(map, SpaceId(i as u16)))
                .collect(),
            lines: map
                .lines()
                .iter()
                .enumerate()
                .map(|(i, line)| LineLayout {
                    id: i as u8,
                    letter: line.letter.clone(),
                    name: line.name.clone(),
                    colour: colour(line.colour),
                    vehicle: line.vehicle.name().to_string(),
                    vehicles: line.vehicle.count() as u8,
                    extras: line.extras.clone(),
                    slots: line.slots,
                    stops: line.stops.iter().map(|s| s.0).collect(),
                    path: line.stops.iter().map(|&s| point(map.stop(s).at)).collect(),
                    terminals: (line.first_stop().0, line.last_stop().0),
                })
                .collect(),
            stops: map
                .stops()
                .iter()
                .enumerate()
                .map(|(i, stop)| {
                    let id = StopId(i as u16);
                    StopLayout {
                        id: id.0,
                        line: stop.line.0,
                        number: stop.number() as u8,
                        label: map.stop_label(id),
                        name: map.stop_name(id),
                        at: point(stop.at),
                        station: stop.station.map(|s| s.0),
                        touches: stop.touches.iter().map(|s| s.0).collect(),
                    }
                })
                .collect(),
            stations: map
                .stations()
                .iter()
                .enumerate()
                .map(|(i, station)| StationLayout {
                    id: i as u16,
                    name: station.name.clone(),
                    stops: station.stops.iter().map(|s| s.0).collect(),
                    centre: station_centre(map, StationId(i as u16)),
                    touches: station.touches.iter().map(|s| s.0).collect(),
                })
                .collect(),
            revenue_track: map
                .revenue()
                .pairs()
                .iter()
                .enumerate()
                .map(|(step, &(high, low))| TrackStep {
                    value: step as i32 * 100,
                    high,
                    low,
                })
                .collect(),
            track_top: TRACK_TOP,
            start_trains_leave: map.start_trains_leave(),
            columns: (0..rules.column_count())
                .map(|c| column(rules, c as u8))
                .collect(),
            cards: (0..rules.card_count())
                .map(|c| card(rules, &catalogue, CardId(c as u8)))
                .collect(),
            players: rules.players() as u8,
            rounds: rules.rounds(),
            dealt: rules.dealt(),
            supplies: Supplies {
                starting_cash: STARTING_CASH,
                starting_discs: STARTING_DISCS,
                supply_discs: SUPPLY_DISCS,
                max_discs: MAX_DISCS,
                speculation_discs: SPECULATION_DISCS,
                pyramids: PYRAMIDS,
                speed_tokens: SPEED_TOKENS,
                loan_tokens: LOAN_TOKENS,
                bike_tokens: BIKE_TOKENS,
                loan: LOAN,
                loan_penalty: LOAN_PENALTY,
                fare: FARE,
                base_steps: BASE_STEPS,
                walk: WALK,
            },
            modules: rules
                .modules()
                .iter()
                .enumerate()
                .map(|(i, slot)| ModuleLayout {
                    id: i as u8,
                    key: slot.module().key().to_string(),
                    title: slot.module().title().to_string(),
                    rules: slot.module().rules().to_string(),
                    columns: slot.columns().collect(),
                })
                .collect(),
            marker_shapes: MarkerShape::ALL.to_vec(),
        }
    }
}

/// The middle of a station's stops.
pub(super) fn station_centre(map: &Map, station: StationId) -> (f32, f32) {
    let stops = &map.station(station).stops;
    let n = stops.len().max(1) as f32;
    let (x, y) = stops
        .iter()
        .map(|&s| point(map.stop(s).at))
        .fold((0.0, 0.0), |(x, y), (a, b)| (x + a, y + b));
    (x / n, y / n)
}

fn space(map: &Map, id: SpaceId) -> SpaceLayout {
    let (x, y) = map.space_xy(id);
    let stops = map.stops_touching(id);
    let centre = Point::from_halves(2 * x + 1, 2 * y + 1);
    let kind = if stops.iter().any(|&s| map.stop(s).at == centre) {
        SpaceKind::Stop
    } else if stops.is_empty() {
        SpaceKind::Open
    } else {
        SpaceKind::Beside
    };
    let mut stations: Vec<u16> = stops
        .iter()
        .filter_map(|&s| map.stop(s).station.map(|st| st.0))
        .collect();
    stations.sort_unstable();
    stations.dedup();
    SpaceLayout {
        id: id.0,
        x: x as u16,
        y: y as u16,
        centre: (x as f32 + 0.5, y as f32 + 0.5),
        kind,
        stops: stops.iter().map(|s| s.0).collect(),
        stations,
    }
}

fn column(rules: &Rules, index: u8) -> ColumnLayout {
    let set = rules.cards().columns().get(index as usize);
    let (name, colours) = match (set, rules.column_look(index)) {
        (Some(c), _) => (c.name.clone(), c.colours.iter().map(|&c| colour(c)).collect()),
        (None, Some((name, rgb))) => (name.to_string(), vec![colour(rgb)]),
        (None, None) => (String::new(), Vec::new()),
    };
    let module = rules
        .modules()
        .iter()
        .position(|m| m.columns().contains(&index))
        .map(|m| m as u8);
    ColumnLayout {
        index,
        name,
        colours,
        cards: (0..rules.card_count())
            .filter(|&c| rules.card_column(CardId(c as u8)) == index)
            .map(|c| c as u8)
            .collect(),
        module,
    }
}

fn card(rules: &Rules, catalogue: &KindCatalogue, id: CardId) -> CardLayout {
    let column = rules.card_column(id);
    let per_column = rules.cards().cards_per_column().max(1);
    let dots = rules
        .cards()
        .columns()
        .get(column as usize)
        .and_then(|c| c.cards.get(id.0 as usize % per_column))
        .filter(|_| (id.0 as usize) < rules.cards().card_count())
        .map_or(0, |c| c.dots);
    let face = rules.card_module(id).and_then(|m| {
        let face = rules.module(m).rules().looks()?.card_face(rules, id)?;
        Some(CardFaceLayout {
            label: face.label,
            title: face.title,
            colour: face.colour.map(colour),
        })
    });
    CardLayout {
        id: id.0,
        column,
        dots,
        actions: rules
            .card_actions(id)
            .map(|(_, spec)| card_action(catalogue, spec))
            .collect(),
        face,
    }
}

fn card_action(catalogue: &KindCatalogue, spec: ActionSpec) -> CardAction {
    let (kind, module, code, param) = match spec.kind {
        ActionKind::Module { module, kind, param } => (
            "module".to_string(),
            Some(module),
            Some(u16::from(kind)),
            Some(i32::from(param)),
        ),
        ActionKind::Extension { kind, param } => ("extension".to_string(), None, Some(kind), param),
        kind => (
            catalogue
                .spec(kind)
                .map_or_else(String::new, |spec| spec.name.clone()),
            None,
            None,
            kind.param(),
        ),
    };
    CardAction {
        kind,
        param,
        spaces: spec.spaces,
        module,
        code,
    }
}

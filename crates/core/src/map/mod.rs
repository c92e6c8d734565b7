//! The board: grid, lines in revenue-track order, stops, stations and the revenue track (TM-1, TM-2, CP-1).
//!
//! A [`Map`] is immutable and always valid: [`Map::new`] checks everything CP-1.9 asks and precomputes the
//! tables the engine reads in its inner loop.
//!
//! The module is split by job: the board's types and their accessors live here; the input form loaders fill in
//! ([`MapSpec`]) in `spec`; the checks and construction of [`Map::new`] in `validate`; and the grid's spaces
//! (coordinates, neighbours, which stops touch a space) in `spaces`.

mod spaces;
mod spec;
mod validate;

use crate::geometry::{Point, SpaceId};
use crate::revenue::RevenueTrack;
use crate::text::printable;
use crate::{Rgb, Yen};

pub use crate::limits::{MAX_GRID_SIDE, MAX_LINES, MAX_PLAYERS, MAX_STOPS_PER_LINE, MAX_STOPS_PER_STATION};
pub use spec::{LineSpec, MapSpec, StopSpec};

/// A line, by its position in revenue-track order (0 = first).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct LineId(pub u8);

/// A stop, numbered across the whole map: the stops of line 0 in order, then those of line 1, …
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct StopId(pub u16);

/// A station, numbered in order of first appearance in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct StationId(pub u16);

/// What runs on a line (CP-1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VehicleKind {
    /// One train marker, placed on stop 1 facing stop 2 (TM-7.5, TM-7.6).
    Train,
    /// A pair of trams, one at each terminal, facing each other (OS-4.3).
    Tram,
    /// A pair of buses, one at each terminal, facing each other (OS-4.3).
    Bus,
}

impl VehicleKind {
    /// The name used in map files.
    pub fn name(self) -> &'static str {
        match self {
            VehicleKind::Train => "train",
            VehicleKind::Tram => "tram",
            VehicleKind::Bus => "bus",
        }
    }

    /// Reads the name used in map files.
    pub fn from_name(name: &str) -> Option<VehicleKind> {
        match name {
            "train" => Some(VehicleKind::Train),
            "tram" => Some(VehicleKind::Tram),
            "bus" => Some(VehicleKind::Bus),
            _ => None,
        }
    }

    /// How many vehicles of this kind a line has: 1 train, or a pair of trams or buses.
    pub fn count(self) -> usize {
        match self {
            VehicleKind::Train => 1,
            VehicleKind::Tram | VehicleKind::Bus => 2,
        }
    }
}

/// A line of the map (CP-1.2).
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Line {
    /// 1–2 capital letters, e.g. `G`.
    pub letter: String,
    /// E.g. `Ginza`.
    pub name: String,
    /// Drawn in this colour.
    pub colour: Rgb,
    /// Extra yen for share #1, #2, …: one entry per share (TM-7.5, OS-5.2). Its length is the number of shares.
    pub extras: Vec<Yen>,
    /// Disc slots on the revenue track (TM-1.2).
    pub slots: u8,
    /// What runs on the line.
    pub vehicle: VehicleKind,
    /// Its stops in order: `stops[0]` is stop 1, the starting stop.
    pub stops: Vec<StopId>,
}

impl Line {
    /// The number of stock cards (shares) of the line.
    pub fn shares(&self) -> usize {
        self.extras.len()
    }

    /// The first stop (stop 1).
    pub fn first_stop(&self) -> StopId {
        self.stops[0]
    }

    /// The last stop.
    pub fn last_stop(&self) -> StopId {
        self.stops[self.stops.len() - 1]
    }
}

/// A stop circle on a line (TM-2.2).
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Stop {
    /// The line it is on.
    pub line: LineId,
    /// Its position along the line, from 0 (stop 1).
    pub index: u8,
    /// Where it sits on the lattice.
    pub at: Point,
    /// The station it belongs to; `None` for a small circle (OS-4.2, D-22).
    pub station: Option<StationId>,
    /// The line's own name for it, if it differs from the station's.
    pub name: Option<String>,
    /// The spaces inside the grid it touches, in id order (TM-6.5.4).
    pub touches: Vec<SpaceId>,
}

impl Stop {
    /// The number printed beside the stop, from 1.
    pub fn number(&self) -> usize {
        self.index as usize + 1
    }
}

/// A named station: 1–3 stops joined by one outline, holding at most one pyramid (TM-1.1, TM-7.3).
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Station {
    /// Its name.
    pub name: String,
    /// Its stops, in order of appearance (by line, then along the line).
    pub stops: Vec<StopId>,
    /// Every space touching any of its stops, in id order (TM-10.4).
    pub touches: Vec<SpaceId>,
}

/// A validated, immutable board.
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Map {
    name: String,
    description: String,
    columns: u16,
    rows: u16,
    start_trains_leave: bool,
    lines: Vec<Line>,
    stops: Vec<Stop>,
    stations: Vec<Station>,
    revenue: RevenueTrack,
    /// For every space, the stops that touch it.
    space_stops: Vec<Vec<StopId>>,
}

impl Map {
    /// The map's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Free text describing the map.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// Grid width in spaces.
    pub fn columns(&self) -> u16 {
        self.columns
    }

    /// Grid height in spaces.
    pub fn rows(&self) -> u16 {
        self.rows
    }

    /// Whether trains placed by Start leave when they return to stop 1 unowned (TM-9.7, CP-1.6).
    pub fn start_trains_leave(&self) -> bool {
        self.start_trains_leave
    }

    /// The lines in revenue-track order.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// One line.
    pub fn line(&self, id: LineId) -> &Line {
        &self.lines[id.0 as usize]
    }

    /// The line with this letter.
    pub fn line_by_letter(&self, letter: &str) -> Option<LineId> {
        self.lines
            .iter()
            .position(|l| l.letter == letter)
            .map(|i| LineId(i as u8))
    }

    /// Every stop, line by line.
    pub fn stops(&self) -> &[Stop] {
        &self.stops
    }

    /// One stop.
    pub fn stop(&self, id: StopId) -> &Stop {
        &self.stops[id.0 as usize]
    }

    /// The stop `number` (from 1) of a line.
    pub fn stop_on(&self, line: LineId, number: usize) -> Option<StopId> {
        number
            .checked_sub(1)
            .and_then(|i| self.line(line).stops.get(i).copied())
    }

    /// The stop's label, line letter and number: `G9`.
    pub fn stop_label(&self, id: StopId) -> String {
        stop_label(&self.lines, &self.stops, id)
    }

    /// The name shown beside a stop: the line's own name, else its station's, else its label.
    pub fn stop_name(&self, id: StopId) -> String {
        let stop = self.stop(id);
        match (&stop.name, stop.station) {
            (Some(name), _) => name.clone(),
            (None, Some(station)) => self.station(station).name.clone(),
            (None, None) => self.stop_label(id),
        }
    }

    /// Every station.
    pub fn stations(&self) -> &[Station] {
        &self.stations
    }

    /// One station.
    pub fn station(&self, id: StationId) -> &Station {
        &self.stations[id.0 as usize]
    }

    /// The station with this name.
    pub fn station_by_name(&self, name: &str) -> Option<StationId> {
        self.stations
            .iter()
            .position(|s| s.name == name)
            .map(|i| StationId(i as u16))
    }

    /// The revenue track.
    pub fn revenue(&self) -> &RevenueTrack {
        &self.revenue
    }

    /// The total number of shares on the map.
    pub fn total_shares(&self) -> usize {
        self.lines.iter().map(Line::shares).sum()
    }
}

fn stop_label(lines: &[Line], stops: &[Stop], id: StopId) -> String {
    let stop = &stops[id.0 as usize];
    let letter = lines.get(stop.line.0 as usize).map_or("?", |l| l.letter.as_str());
    if letter.len() > 2 {
        // Not a valid letter (only messages about an invalid map meet one): escaped and cut.
        return format!("{}{}", printable(letter), stop.number());
    }
    format!("{letter}{}", stop.number())
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn stop(x: f32, y: f32, station: Option<&str>) -> StopSpec {
        StopSpec {
            at: Point::from_halves((x * 2.0) as i32, (y * 2.0) as i32),
            station: station.map(str::to_string),
            name: None,
        }
    }

    pub(super) fn line(letter: &str, stops: Vec<StopSpec>) -> LineSpec {
        LineSpec {
            letter: letter.into(),
            name: format!("Line {letter}"),
            colour: Rgb(1, 2, 3),
            shares: 3,
            extras: vec![0, 300, 600],
            slots: 2,
            vehicle: VehicleKind::Train,
            stops,
        }
    }

    pub(crate) fn two_lines() -> MapSpec {
        MapSpec {
            name: "Two Lines".into(),
            description: String::new(),
            columns: 6,
            rows: 4,
            start_trains_leave: true,
            lines: vec![
                line(
                    "R",
                    vec![
                        stop(1.0, 1.0, Some("West")),
                        stop(3.0, 1.0, Some("Central")),
                        stop(5.0, 1.0, Some("East")),
                    ],
                ),
                line(
                    "B",
                    vec![
                        stop(3.0, 0.0, Some("North")),
                        stop(3.0, 2.0, Some("Central")),
                        stop(3.0, 4.0, Some("South")),
                    ],
                ),
            ],
            revenue_track: None,
        }
    }

    #[test]
    fn a_valid_map_is_indexed() {
        let map = Map::new(two_lines()).unwrap();
        assert_eq!(map.lines().len(), 2);
        assert_eq!(map.stops().len(), 6);
        assert_eq!(map.stations().len(), 5);
        let central = map.station_by_name("Central").unwrap();
        assert_eq!(map.station(central).stops.len(), 2);
        // R2 at corner [3,1] touches (2,0),(3,0),(2,1),(3,1); B2 at [3,2] touches (2,1),(3,1),(2,2),(3,2).
        assert_eq!(map.station(central).touches.len(), 6);
        // B1 at [3,0] on the top border touches only the two spaces below it.
        assert_eq!(map.stop(map.stop_on(LineId(1), 1).unwrap()).touches.len(), 2);
        let space = map.space(2, 1).unwrap();
        assert_eq!(map.stops_touching(space).len(), 2);
        assert_eq!(map.stop_label(StopId(4)), "B2");
        assert_eq!(map.neighbours(map.space(0, 0).unwrap()).count(), 2);
    }
}

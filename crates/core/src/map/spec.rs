//! The map as written in a file, before validation: what loaders fill in and [`Map::new`] checks.

use crate::Rgb;
use crate::geometry::Point;

#[cfg(doc)]
use super::Map;
use super::VehicleKind;

/// A map as written in a file, before validation. Loaders fill it; [`Map::new`] checks it.
#[derive(Clone, Debug, PartialEq)]
pub struct MapSpec {
    /// The map's name.
    pub name: String,
    /// Free text.
    pub description: String,
    /// Grid width in spaces.
    pub columns: i64,
    /// Grid height in spaces.
    pub rows: i64,
    /// Whether TM-9.7 applies (CP-1.6).
    pub start_trains_leave: bool,
    /// The lines in revenue-track order.
    pub lines: Vec<LineSpec>,
    /// `(value, high, low)` rows, or `None` for the standard track.
    pub revenue_track: Option<Vec<(i64, i64, i64)>>,
}

/// A line as written in a file.
#[derive(Clone, Debug, PartialEq)]
pub struct LineSpec {
    /// 1–2 capital letters.
    pub letter: String,
    /// The line's name.
    pub name: String,
    /// Its colour.
    pub colour: Rgb,
    /// Number of stock cards.
    pub shares: i64,
    /// Yen extra for share #1, #2, …
    pub extras: Vec<i64>,
    /// Disc slots on the revenue track.
    pub slots: i64,
    /// What runs on it.
    pub vehicle: VehicleKind,
    /// Its stops in order.
    pub stops: Vec<StopSpec>,
}

/// A stop as written in a file.
#[derive(Clone, Debug, PartialEq)]
pub struct StopSpec {
    /// Its lattice position.
    pub at: Point,
    /// The station it belongs to, if any.
    pub station: Option<String>,
    /// The line's own name for it, if it differs from the station's.
    pub name: Option<String>,
}

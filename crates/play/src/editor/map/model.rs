//! The map as the file says it ([`MapModel`]), read leniently from the document after every edit so a draft with
//! mistakes still shows: what the editor draws, and how it names a stop ([`StopRef`]).

use metro_core::Point;
use metro_core::limits::{MAX_LINES, MAX_SHARES, MAX_STOPS_PER_LINE};
use toml_edit::{DocumentMut, InlineTable, Item, Table, Value};

/// A stop of the draft: line index and stop index (0-based, in line order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StopRef {
    /// The line's index in the file.
    pub line: usize,
    /// The stop's index in the line's `stops`.
    pub stop: usize,
}

/// A stop as the file says it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct StopModel {
    /// Its place, if the file gives a readable one.
    pub at: Option<Point>,
    /// The station it belongs to.
    pub station: Option<String>,
    /// The line's own name for it.
    pub name: Option<String>,
}

/// A line as the file says it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct LineModel {
    /// Its letter.
    pub letter: String,
    /// Its name.
    pub name: String,
    /// Its colour as written (`#RRGGBB`).
    pub colour: String,
    /// Number of shares.
    pub shares: i64,
    /// Extra yen per share.
    pub extras: Vec<i64>,
    /// Disc slots.
    pub slots: i64,
    /// `train`, `tram` or `bus`.
    pub vehicle: String,
    /// The stops in order.
    pub stops: Vec<StopModel>,
}

/// The map as the file says it, read leniently (missing values are blank): what the editor draws.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct MapModel {
    /// The map's name.
    pub name: String,
    /// Grid columns.
    pub columns: i64,
    /// Grid rows.
    pub rows: i64,
    /// TM-9.7 flag.
    pub start_trains_leave: bool,
    /// The lines, in revenue-track order (at most the limit's number, with at most the limit's stops each).
    pub lines: Vec<LineModel>,
    /// The revenue track rows, if the file gives one.
    pub revenue_track: Option<Vec<[i64; 3]>>,
}

impl MapModel {
    /// The stops of a station, by name.
    pub fn station_stops(&self, name: &str) -> Vec<StopRef> {
        let mut out = Vec::new();
        for (li, line) in self.lines.iter().enumerate() {
            for (si, stop) in line.stops.iter().enumerate() {
                if stop.station.as_deref() == Some(name) {
                    out.push(StopRef { line: li, stop: si });
                }
            }
        }
        out
    }

    /// The stop, if it exists.
    pub fn stop(&self, at: StopRef) -> Option<&StopModel> {
        self.lines.get(at.line)?.stops.get(at.stop)
    }
}

pub(super) fn read_model(doc: &DocumentMut) -> MapModel {
    let root = doc.as_table();
    let int = |key: &str| root.get(key).and_then(Item::as_integer).unwrap_or(0);
    MapModel {
        name: root
            .get("name")
            .and_then(Item::as_str)
            .unwrap_or_default()
            .to_string(),
        columns: int("columns"),
        rows: int("rows"),
        start_trains_leave: root
            .get("start_trains_leave")
            .and_then(Item::as_bool)
            .unwrap_or(false),
        lines: line_tables(root)
            .into_iter()
            .take(MAX_LINES)
            .map(read_line)
            .collect(),
        revenue_track: root.get("revenue_track").and_then(Item::as_array).map(|rows| {
            rows.iter()
                .take(metro_core::limits::REVENUE_TRACK_ROWS)
                .map(|row| {
                    let mut out = [0; 3];
                    if let Some(row) = row.as_array() {
                        for (slot, v) in out.iter_mut().zip(row.iter()) {
                            *slot = v.as_integer().unwrap_or(0);
                        }
                    }
                    out
                })
                .collect()
        }),
    }
}

/// The line tables of a document, whether written as `[[lines]]` or as an inline array.
fn line_tables(root: &Table) -> Vec<LineView<'_>> {
    match root.get("lines") {
        Some(Item::ArrayOfTables(a)) => a.iter().map(LineView::Table).collect(),
        Some(Item::Value(Value::Array(a))) => a
            .iter()
            .filter_map(|v| v.as_inline_table().map(LineView::Inline))
            .collect(),
        _ => Vec::new(),
    }
}

enum LineView<'a> {
    Table(&'a Table),
    Inline(&'a InlineTable),
}

impl LineView<'_> {
    fn get(&self, key: &str) -> Option<&Value> {
        match self {
            LineView::Table(t) => t.get(key).and_then(Item::as_value),
            LineView::Inline(t) => t.get(key),
        }
    }

    fn stops(&self) -> Vec<StopModel> {
        match self {
            LineView::Table(t) => match t.get("stops") {
                Some(Item::ArrayOfTables(a)) => a
                    .iter()
                    .take(MAX_STOPS_PER_LINE)
                    .map(|s| read_stop(|k| s.get(k).and_then(Item::as_value)))
                    .collect(),
                Some(Item::Value(v)) => stops_of(v),
                _ => Vec::new(),
            },
            LineView::Inline(t) => t.get("stops").map(stops_of).unwrap_or_default(),
        }
    }
}

fn stops_of(v: &Value) -> Vec<StopModel> {
    v.as_array()
        .map(|a| {
            a.iter()
                .take(MAX_STOPS_PER_LINE)
                .map(|s| read_stop(|k| s.as_inline_table().and_then(|t| t.get(k))))
                .collect()
        })
        .unwrap_or_default()
}

fn read_stop<'a>(get: impl Fn(&str) -> Option<&'a Value>) -> StopModel {
    StopModel {
        at: get("at").and_then(read_point),
        station: get("station").and_then(Value::as_str).map(str::to_string),
        name: get("name").and_then(Value::as_str).map(str::to_string),
    }
}

fn read_point(v: &Value) -> Option<Point> {
    let a = v.as_array()?;
    if a.len() != 2 {
        return None;
    }
    let half = |v: &Value| -> Option<i32> {
        let x = v.as_integer().map(|i| i as f64).or_else(|| v.as_float())?;
        let h = x * 2.0;
        (h.fract() == 0.0 && h.abs() < 1e6).then_some(h as i32)
    };
    Some(Point::from_halves(half(a.get(0)?)?, half(a.get(1)?)?))
}

fn read_line(view: LineView<'_>) -> LineModel {
    let text = |k: &str| {
        view.get(k)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let int = |k: &str| view.get(k).and_then(Value::as_integer).unwrap_or(0);
    LineModel {
        letter: text("letter"),
        name: text("name"),
        colour: text("colour"),
        shares: int("shares"),
        extras: view
            .get("extras")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .take(MAX_SHARES)
                    .map(|v| v.as_integer().unwrap_or(0))
                    .collect()
            })
            .unwrap_or_default(),
        slots: int("slots"),
        vehicle: view
            .get("vehicle")
            .and_then(Value::as_str)
            .unwrap_or("train")
            .to_string(),
        stops: view.stops(),
    }
}

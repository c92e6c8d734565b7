//! A map file being designed: typed edits ([`MapEdit`]) applied to its TOML document, the model the panels draw
//! ([`MapModel`], read leniently from the document after every edit, so a draft with mistakes still shows), and the
//! live check through `metro_data::load_map` — the very function `metro map check` calls — whose diagnostics each
//! name the element at fault ([`Selection`]).

use std::sync::Arc;

use metro_core::limits::{MAX_LINES, MAX_SHARES, MAX_STOPS_PER_LINE, MAX_STOPS_PER_STATION};
use metro_core::problem::LocusPart;
use metro_core::{Locus, Map, Point, RevenueTrack};
use metro_data::{Diagnostic, Diagnostics};
use toml_edit::{Array, ArrayOfTables, DocumentMut, InlineTable, Item, Table, Value};

use super::draft::{Draft, EditError};
use super::locate::Spans;
use crate::locale::tr;

/// The start of a new map: a 12 × 10 grid and no line yet.
pub const NEW_MAP: &str = "# A map for metro, in the format of docs/map-format.md.\n\
name = \"New map\"\n\
columns = 12\n\
rows = 10\n\
start_trains_leave = true       # does TM-9.7 apply on this map?\n";

/// A stop of the draft: line index and stop index (0-based, in line order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StopRef {
    /// The line's index in the file.
    pub line: usize,
    /// The stop's index in the line's `stops`.
    pub stop: usize,
}

/// What the designer has selected (and what a diagnostic is about).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Selection {
    /// Nothing in particular: the map's own settings.
    #[default]
    Map,
    /// A line.
    Line(usize),
    /// A stop (and its station, if it has one).
    Stop(StopRef),
    /// The revenue track.
    RevenueTrack,
}

impl Selection {
    /// The element a locus of a map file names.
    pub fn of_locus(locus: &Locus) -> Selection {
        match locus.0.as_slice() {
            [
                LocusPart::Key(l),
                LocusPart::Index(line),
                LocusPart::Key(s),
                LocusPart::Index(stop),
                ..,
            ] if l == "lines" && s == "stops" => Selection::Stop(StopRef {
                line: *line,
                stop: *stop,
            }),
            [LocusPart::Key(l), LocusPart::Index(line), ..] if l == "lines" => Selection::Line(*line),
            [LocusPart::Key(r), ..] if r == "revenue_track" => Selection::RevenueTrack,
            _ => Selection::Map,
        }
    }
}

/// One diagnostic of the draft and the element it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    /// The diagnostic, as `metro map check` reports it.
    pub diagnostic: Diagnostic,
    /// The path of the element at fault, e.g. `lines[2].stops[4].at`.
    pub locus: Locus,
    /// What to select to show it.
    pub selection: Selection,
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

/// Which text value of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineText {
    /// `letter`.
    Letter,
    /// `name`.
    Name,
    /// `colour`.
    Colour,
    /// `vehicle`.
    Vehicle,
}

impl LineText {
    fn key(self) -> &'static str {
        match self {
            LineText::Letter => "letter",
            LineText::Name => "name",
            LineText::Colour => "colour",
            LineText::Vehicle => "vehicle",
        }
    }
}

/// One change to a map file.
#[derive(Clone, Debug, PartialEq)]
pub enum MapEdit {
    /// The map's name.
    SetName(String),
    /// The grid size.
    SetGrid {
        /// Columns.
        columns: i64,
        /// Rows.
        rows: i64,
    },
    /// The TM-9.7 flag (`start_trains_leave`).
    SetStartTrainsLeave(bool),
    /// A new line at the end of the revenue-track order, with one share and one slot and no stops.
    AddLine {
        /// Its letter.
        letter: String,
        /// Its name.
        name: String,
        /// Its colour, `#RRGGBB`.
        colour: String,
    },
    /// Removes a line.
    RemoveLine(usize),
    /// A text value of a line.
    SetLineText {
        /// The line.
        line: usize,
        /// Which value.
        key: LineText,
        /// The new text.
        value: String,
    },
    /// The number of shares; `extras` gets one entry per share (new ones ¥300, the first ¥0).
    SetShares {
        /// The line.
        line: usize,
        /// Shares.
        shares: i64,
    },
    /// The extra yen of one share.
    SetExtra {
        /// The line.
        line: usize,
        /// The share (0-based).
        share: usize,
        /// Yen.
        yen: i64,
    },
    /// Disc slots.
    SetSlots {
        /// The line.
        line: usize,
        /// Slots.
        slots: i64,
    },
    /// A new stop at `at`, at position `index` of the line (at the end if past it).
    AddStop {
        /// The line.
        line: usize,
        /// Where in the line's order.
        index: usize,
        /// Its place.
        at: Point,
        /// Its station, if any.
        station: Option<String>,
    },
    /// Moves a stop to another lattice point.
    MoveStop {
        /// The stop.
        stop: StopRef,
        /// Its new place.
        to: Point,
    },
    /// Removes a stop from its line.
    RemoveStop(StopRef),
    /// Reverses the order of a line's stops (the first becomes the starting stop, TM-2.2).
    ReverseLine(usize),
    /// Puts stops into one station of this name (CP-1.4: at most 3 stops in a station).
    GroupIntoStation {
        /// The stops.
        stops: Vec<StopRef>,
        /// The station's name.
        name: String,
    },
    /// Takes a stop out of its station (a small circle, OS-4.2).
    Ungroup(StopRef),
    /// Renames a station: every stop of `from` gets `to`.
    RenameStation {
        /// The old name.
        from: String,
        /// The new name.
        to: String,
    },
    /// The line's own name for a stop (`None`: the station's name).
    SetStopName {
        /// The stop.
        stop: StopRef,
        /// Its name.
        name: Option<String>,
    },
    /// The whole revenue track: `None` uses the standard table (the key is removed).
    SetRevenueTrack(Option<Vec<[i64; 3]>>),
    /// The high payout of one value of the revenue track (the low one is the rest); writes the standard table first
    /// if the file has none.
    SetRevenueHigh {
        /// The row (value / 100).
        row: usize,
        /// The high payout.
        high: i64,
    },
}

/// A map file being designed.
#[derive(Clone, Debug)]
pub struct MapDraft {
    file: String,
    draft: Draft,
    model: MapModel,
    checked: Result<Arc<Map>, Diagnostics>,
    issues: Vec<Issue>,
}

impl MapDraft {
    /// A draft of a map file's text; `file` is the name diagnostics carry; `saved` says the text is on disk as is.
    pub fn open(file: &str, text: &str, saved: bool) -> Result<MapDraft, EditError> {
        let draft = Draft::open(text, saved)?;
        let mut out = MapDraft {
            file: file.to_string(),
            draft,
            model: MapModel::default(),
            checked: Err(Diagnostics {
                file: file.to_string(),
                text: String::new(),
                items: Vec::new(),
                omitted: 0,
            }),
            issues: Vec::new(),
        };
        out.refresh();
        Ok(out)
    }

    /// A new map, named in the current language.
    pub fn new_map(file: &str) -> MapDraft {
        // the name as a TOML string (quoted and escaped), so the text stays valid whatever the words
        let name = Value::from(tr!("editor-new-map-name")).to_string();
        let text = NEW_MAP.replacen("\"New map\"", name.trim(), 1);
        match MapDraft::open(file, &text, false) {
            Ok(d) => d,
            Err(e) => unreachable!("the new map's text is TOML: {e}"),
        }
    }

    /// Applies an edit; on an error nothing changed.
    pub fn apply(&mut self, edit: MapEdit) -> Result<(), EditError> {
        let model = &self.model;
        if self.draft.edit(|doc| apply(doc, model, edit))? {
            self.refresh();
        }
        Ok(())
    }

    /// Takes back the last edit.
    pub fn undo(&mut self) -> bool {
        let done = self.draft.undo();
        if done {
            self.refresh();
        }
        done
    }

    /// Does again the last edit taken back.
    pub fn redo(&mut self) -> bool {
        let done = self.draft.redo();
        if done {
            self.refresh();
        }
        done
    }

    /// The undo stacks and the saved state.
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// Notes that the text was saved under `file`.
    pub fn mark_saved(&mut self, file: &str) {
        self.draft.mark_saved();
        if self.file != file {
            self.file = file.to_string();
            self.refresh();
        }
    }

    /// The name diagnostics carry.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The file's text now.
    pub fn text(&self) -> &str {
        self.draft.text()
    }

    /// What the editor draws.
    pub fn model(&self) -> &MapModel {
        &self.model
    }

    /// The problems `metro map check` would report, each with the element at fault.
    pub fn issues(&self) -> &[Issue] {
        &self.issues
    }

    /// How many problems there are beyond those listed.
    pub fn omitted(&self) -> usize {
        self.checked.as_ref().err().map_or(0, |d| d.omitted)
    }

    /// The draft as a valid map with its text (for testing by simulation), if it has no problem.
    pub fn valid_map(&self) -> Option<(Arc<Map>, &str)> {
        self.checked.as_ref().ok().map(|m| (m.clone(), self.draft.text()))
    }

    fn refresh(&mut self) {
        self.model = read_model(self.draft.doc());
        let text = self.draft.text();
        self.checked = metro_data::load_map(&self.file, text).map(Arc::new);
        self.issues = match &self.checked {
            Ok(_) => Vec::new(),
            Err(diagnostics) => {
                let spans = Spans::new(text);
                diagnostics
                    .items
                    .iter()
                    .map(|d| {
                        let locus = spans.locus_at(d.span.start);
                        Issue {
                            selection: Selection::of_locus(&locus),
                            locus,
                            diagnostic: d.clone(),
                        }
                    })
                    .collect()
            }
        };
    }
}

// ---- reading the model ----

fn read_model(doc: &DocumentMut) -> MapModel {
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

// ---- writing ----

fn missing(what: impl Into<String>) -> EditError {
    EditError::NoSuchElement(what.into())
}

/// The `[[lines]]` of the document, made an array of tables if the file wrote them inline.
fn lines_mut(doc: &mut DocumentMut) -> Result<&mut ArrayOfTables, EditError> {
    let root = doc.as_table_mut();
    let item = root
        .entry("lines")
        .or_insert(Item::ArrayOfTables(ArrayOfTables::new()));
    if !item.is_array_of_tables() {
        let taken = std::mem::take(item);
        *item = taken
            .into_array_of_tables()
            .map(Item::ArrayOfTables)
            .map_err(|_| missing(tr!("editor-error-lines-not-tables")))?;
    }
    item.as_array_of_tables_mut()
        .ok_or_else(|| missing(tr!("editor-error-lines-not-tables")))
}

fn line_mut(doc: &mut DocumentMut, line: usize) -> Result<&mut Table, EditError> {
    lines_mut(doc)?
        .get_mut(line)
        .ok_or_else(|| missing(tr!("editor-error-no-line", line = line + 1)))
}

/// A line's `stops`, made an inline array (one stop a line) if the file wrote them as tables.
fn stops_mut(doc: &mut DocumentMut, line: usize) -> Result<&mut Array, EditError> {
    let table = line_mut(doc, line)?;
    let item = table
        .entry("stops")
        .or_insert(Item::Value(Value::Array(multiline())));
    if let Item::ArrayOfTables(a) = item {
        let mut array = multiline();
        for t in a.iter() {
            array.push_formatted(Value::InlineTable(t.clone().into_inline_table()).decorated("\n  ", ""));
        }
        *item = Item::Value(Value::Array(array));
    }
    item.as_array_mut()
        .ok_or_else(|| missing(tr!("editor-error-stops-not-list")))
}

fn stop_mut(doc: &mut DocumentMut, at: StopRef) -> Result<&mut InlineTable, EditError> {
    stops_mut(doc, at.line)?
        .get_mut(at.stop)
        .and_then(Value::as_inline_table_mut)
        .ok_or_else(|| {
            missing(tr!(
                "editor-error-no-stop",
                stop = at.stop + 1,
                line = at.line + 1
            ))
        })
}

/// An empty array written one item a line.
fn multiline() -> Array {
    let mut a = Array::new();
    a.set_trailing("\n");
    a.set_trailing_comma(true);
    a
}

/// Sets `key` of an inline table, keeping the old value's spacing and comment.
fn set_inline(t: &mut InlineTable, key: &str, mut value: Value) {
    if let Some(old) = t.get(key) {
        *value.decor_mut() = old.decor().clone();
    }
    t.insert(key, value);
}

/// Sets `key` of a table, keeping the old value's spacing and comment.
fn set_table(t: &mut Table, key: &str, mut value: Value) {
    if let Some(old) = t.get(key).and_then(Item::as_value) {
        *value.decor_mut() = old.decor().clone();
    }
    t.insert(key, Item::Value(value));
}

fn point_value(p: Point) -> Value {
    let coord = |h: i32| -> Value {
        if h % 2 == 0 {
            Value::from(i64::from(h / 2))
        } else {
            Value::from(f64::from(h) / 2.0)
        }
    };
    let mut a = Array::new();
    a.push(coord(p.x2));
    a.push(coord(p.y2));
    Value::Array(a)
}

fn int_array(values: &[i64]) -> Value {
    let mut a = Array::new();
    for &v in values {
        a.push(v);
    }
    Value::Array(a)
}

fn revenue_value(rows: &[[i64; 3]]) -> Value {
    let mut a = multiline();
    for row in rows {
        a.push_formatted(int_array(row).decorated("\n  ", ""));
    }
    Value::Array(a)
}

/// The standard revenue track (CP-1.5) as rows.
pub fn standard_revenue_track() -> Vec<[i64; 3]> {
    RevenueTrack::standard()
        .pairs()
        .iter()
        .enumerate()
        .map(|(i, &(high, low))| [i as i64 * 100, i64::from(high), i64::from(low)])
        .collect()
}

fn apply(doc: &mut DocumentMut, model: &MapModel, edit: MapEdit) -> Result<(), EditError> {
    match edit {
        MapEdit::SetName(name) => set_table(doc.as_table_mut(), "name", Value::from(name)),
        MapEdit::SetGrid { columns, rows } => {
            set_table(doc.as_table_mut(), "columns", Value::from(columns));
            set_table(doc.as_table_mut(), "rows", Value::from(rows));
        }
        MapEdit::SetStartTrainsLeave(on) => {
            set_table(doc.as_table_mut(), "start_trains_leave", Value::from(on))
        }
        MapEdit::AddLine { letter, name, colour } => {
            let lines = lines_mut(doc)?;
            if lines.len() >= MAX_LINES {
                return Err(EditError::Limit(tr!("editor-limit-lines", max = MAX_LINES)));
            }
            let mut t = Table::new();
            t.insert("letter", toml_edit::value(letter));
            t.insert("name", toml_edit::value(name));
            t.insert("colour", toml_edit::value(colour));
            t.insert("shares", toml_edit::value(1));
            t.insert("extras", Item::Value(int_array(&[0])));
            t.insert("slots", toml_edit::value(1));
            t.insert("stops", Item::Value(Value::Array(multiline())));
            t.decor_mut().set_prefix("\n");
            lines.push(t);
        }
        MapEdit::RemoveLine(line) => {
            let lines = lines_mut(doc)?;
            if line >= lines.len() {
                return Err(missing(tr!("editor-error-no-line", line = line + 1)));
            }
            lines.remove(line);
        }
        MapEdit::SetLineText { line, key, value } => {
            set_table(line_mut(doc, line)?, key.key(), Value::from(value))
        }
        MapEdit::SetShares { line, shares } => {
            let shares = shares.clamp(1, MAX_SHARES as i64);
            let mut extras = model
                .lines
                .get(line)
                .map(|l| l.extras.clone())
                .unwrap_or_default();
            let was_empty = extras.is_empty();
            extras.resize(shares as usize, 300);
            if was_empty && let Some(first) = extras.first_mut() {
                *first = 0;
            }
            let t = line_mut(doc, line)?;
            set_table(t, "shares", Value::from(shares));
            set_table(t, "extras", int_array(&extras));
        }
        MapEdit::SetExtra { line, share, yen } => {
            let mut extras = model
                .lines
                .get(line)
                .map(|l| l.extras.clone())
                .unwrap_or_default();
            let slot = extras
                .get_mut(share)
                .ok_or_else(|| missing(tr!("editor-error-no-such-share")))?;
            *slot = yen;
            set_table(line_mut(doc, line)?, "extras", int_array(&extras));
        }
        MapEdit::SetSlots { line, slots } => set_table(line_mut(doc, line)?, "slots", Value::from(slots)),
        MapEdit::AddStop {
            line,
            index,
            at,
            station,
        } => {
            let stops = stops_mut(doc, line)?;
            if stops.len() >= MAX_STOPS_PER_LINE {
                return Err(EditError::Limit(tr!(
                    "editor-limit-stops",
                    max = MAX_STOPS_PER_LINE
                )));
            }
            let mut t = InlineTable::new();
            t.insert("at", point_value(at));
            if let Some(station) = station {
                t.insert("station", Value::from(station));
            }
            let value = Value::InlineTable(t).decorated("\n  ", "");
            if stops.is_empty() || !stops.trailing().as_str().unwrap_or("").contains('\n') {
                stops.set_trailing("\n");
                stops.set_trailing_comma(true);
            }
            let index = index.min(stops.len());
            stops.insert_formatted(index, value);
        }
        MapEdit::MoveStop { stop, to } => set_inline(stop_mut(doc, stop)?, "at", point_value(to)),
        MapEdit::RemoveStop(at) => {
            let stops = stops_mut(doc, at.line)?;
            if at.stop >= stops.len() {
                return Err(missing(tr!("editor-error-no-such-stop")));
            }
            stops.remove(at.stop);
        }
        MapEdit::ReverseLine(line) => {
            let stops = stops_mut(doc, line)?;
            let decors: Vec<_> = stops.iter().map(|v| v.decor().clone()).collect();
            let mut values: Vec<Value> = std::mem::take(stops).into_iter().collect();
            values.reverse();
            let mut array = multiline();
            for (mut v, decor) in values.into_iter().zip(decors) {
                *v.decor_mut() = decor;
                array.push_formatted(v);
            }
            *stops = array;
        }
        MapEdit::GroupIntoStation { stops, name } => {
            let mut stops = stops;
            stops.sort();
            stops.dedup();
            let others = model
                .station_stops(&name)
                .into_iter()
                .filter(|s| !stops.contains(s))
                .count();
            if others + stops.len() > MAX_STOPS_PER_STATION {
                return Err(EditError::Limit(tr!(
                    "editor-limit-station-stops",
                    max = MAX_STOPS_PER_STATION,
                    station = name.as_str(),
                    stops = others + stops.len()
                )));
            }
            for s in stops {
                set_inline(stop_mut(doc, s)?, "station", Value::from(name.clone()));
            }
        }
        MapEdit::Ungroup(at) => {
            let t = stop_mut(doc, at)?;
            t.remove("station");
            t.remove("name");
        }
        MapEdit::RenameStation { from, to } => {
            for s in model.station_stops(&from) {
                set_inline(stop_mut(doc, s)?, "station", Value::from(to.clone()));
            }
        }
        MapEdit::SetStopName { stop, name } => {
            let t = stop_mut(doc, stop)?;
            match name {
                Some(name) => set_inline(t, "name", Value::from(name)),
                None => {
                    t.remove("name");
                }
            }
        }
        MapEdit::SetRevenueTrack(rows) => {
            let root = doc.as_table_mut();
            match rows {
                None => {
                    root.remove("revenue_track");
                }
                Some(rows) => set_table(root, "revenue_track", revenue_value(&rows)),
            }
        }
        MapEdit::SetRevenueHigh { row, high } => {
            let mut rows = model.revenue_track.clone().unwrap_or_else(standard_revenue_track);
            let r = rows
                .get_mut(row)
                .ok_or_else(|| missing(tr!("editor-error-no-such-row")))?;
            r[1] = high;
            r[2] = r[0] - high;
            let root = doc.as_table_mut();
            match root.get_mut("revenue_track").and_then(Item::as_array_mut) {
                Some(a) => {
                    if let Some(slot) = a.get_mut(row) {
                        let decor = slot.decor().clone();
                        *slot = int_array(&rows[row]);
                        *slot.decor_mut() = decor;
                    } else {
                        return Err(missing(tr!("editor-error-no-such-row")));
                    }
                }
                None => set_table(root, "revenue_track", revenue_value(&rows)),
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn osaka() -> MapDraft {
        MapDraft::open("osaka.toml", metro_osaka::MAP_TOML, true).expect("the Osaka map opens")
    }

    #[test]
    fn the_builtins_open_valid_and_unchanged() {
        let d = osaka();
        let (map, _) = d.valid_map().unwrap_or_else(|| panic!("{:?}", d.issues()));
        assert_eq!(d.text(), metro_osaka::MAP_TOML);
        assert!(!d.draft().is_dirty());
        assert_eq!(d.model().lines.len(), map.lines().len());
        let stops: usize = d.model().lines.iter().map(|l| l.stops.len()).sum();
        assert_eq!(stops, map.stops().len());
    }

    #[test]
    fn an_edit_keeps_comments_and_undo_restores_the_text() {
        let mut d = osaka();
        d.apply(MapEdit::MoveStop {
            stop: StopRef { line: 0, stop: 0 },
            to: Point::from_halves(21, 2),
        })
        .expect("moves");
        assert!(d.text().contains("# M1"));
        assert!(
            d.text().contains("{ at = [10.5, 1], station = \"Esaka\" }"),
            "{}",
            &d.text()[..0]
        );
        let (map, _) = d.valid_map().expect("still valid");
        assert_eq!(map.stop(map.lines()[0].stops[0]).at, Point::from_halves(21, 2));
        assert!(d.undo());
        assert_eq!(d.text(), metro_osaka::MAP_TOML);
        assert!(d.redo());
        assert!(d.draft().is_dirty());
    }

    #[test]
    fn a_problem_names_the_element_at_fault() {
        let mut d = osaka();
        // Two stops of M at one point.
        d.apply(MapEdit::MoveStop {
            stop: StopRef { line: 0, stop: 1 },
            to: Point::from_halves(20, 2),
        })
        .expect("moves");
        assert!(d.valid_map().is_none());
        assert!(
            d.issues()
                .iter()
                .any(|i| matches!(i.selection, Selection::Stop(StopRef { line: 0, .. }))),
            "{:?}",
            d.issues()
        );
    }

    #[test]
    fn a_station_takes_at_most_three_stops() {
        let mut d = osaka();
        // Umeda has 3 stops already.
        let err = d.apply(MapEdit::GroupIntoStation {
            stops: vec![StopRef { line: 0, stop: 0 }],
            name: "Umeda".into(),
        });
        assert!(matches!(err, Err(EditError::Limit(_))));
        assert!(!d.draft().is_dirty());
    }

    #[test]
    fn a_revenue_track_written_by_the_editor_stays_at_the_top() {
        let mut d = MapDraft::new_map("new.toml");
        d.apply(MapEdit::AddLine {
            letter: "A".into(),
            name: "Alpha".into(),
            colour: "#112233".into(),
        })
        .expect("adds");
        for (i, x) in [2, 4].into_iter().enumerate() {
            d.apply(MapEdit::AddStop {
                line: 0,
                index: i,
                at: Point::from_halves(x, 4),
                station: Some(format!("S{i}")),
            })
            .expect("adds");
        }
        d.apply(MapEdit::SetRevenueHigh { row: 3, high: 300 })
            .expect("sets");
        let (map, text) = d.valid_map().unwrap_or_else(|| panic!("{:?}", d.issues()));
        assert_eq!(map.revenue().high_low(300), (300, 0));
        assert!(text.find("revenue_track") < text.find("[[lines]]"), "{text}");
    }
}

//! The typed edits of a map file ([`MapEdit`]) and what each does to the TOML document, checked against the limits
//! of the data files.

use metro_core::Point;
use metro_core::limits::{MAX_LINES, MAX_SHARES, MAX_STOPS_PER_LINE, MAX_STOPS_PER_STATION};
use toml_edit::{DocumentMut, InlineTable, Item, Table, Value};

use super::decor::{Items, raw, remove_inline, set_inline, split_own};
use super::model::{MapModel, StopRef};
use super::write::{
    int_array, line_mut, lines_mut, missing, multiline, point_value, revenue_value, set_table,
    standard_revenue_track, stop_mut, stops_mut,
};
use crate::editor::draft::EditError;
use crate::locale::tr;

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
    /// Makes a stop of no station a station of its own, named `name` (refused when a station has that name: a stop
    /// joins an existing station by [`MapEdit::GroupIntoStation`], chosen, never typed).
    NewStation {
        /// The stop.
        stop: StopRef,
        /// The new station's name.
        name: String,
    },
    /// Renames a station: every stop of `from` gets `to` (refused when another station has that name: a rename never
    /// merges two stations).
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

pub(super) fn apply(doc: &mut DocumentMut, model: &MapModel, edit: MapEdit) -> Result<(), EditError> {
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
            // The comments above the line that are about what follows stay (CP-… notes on all lines).
            let gone = lines.remove(line);
            let (rest, _) = split_own(raw(gone.decor().prefix()));
            let rest = rest.to_string();
            if !rest.is_empty() {
                match lines.get_mut(line) {
                    Some(next) => {
                        let prefix =
                            format!("{rest}{}", next.decor().prefix().map_or("\n", |p| raw(Some(p))));
                        next.decor_mut().set_prefix(prefix);
                    }
                    None => {
                        let trailing = format!("{rest}{}", raw(Some(doc.trailing())));
                        doc.set_trailing(trailing);
                    }
                }
            }
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
            if stops.is_empty() {
                stops.set_trailing_comma(true);
            }
            let mut items = Items::take(stops);
            items.insert(index, Value::InlineTable(t));
            items.put(stops);
        }
        MapEdit::MoveStop { stop, to } => set_inline(stop_mut(doc, stop)?, "at", point_value(to)),
        MapEdit::RemoveStop(at) => {
            let stops = stops_mut(doc, at.line)?;
            if at.stop >= stops.len() {
                return Err(missing(tr!("editor-error-no-such-stop")));
            }
            let mut items = Items::take(stops);
            items.remove(at.stop);
            items.put(stops);
        }
        MapEdit::ReverseLine(line) => {
            let stops = stops_mut(doc, line)?;
            let mut items = Items::take(stops);
            items.reverse();
            items.put(stops);
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
            remove_inline(t, "station");
            remove_inline(t, "name");
        }
        MapEdit::NewStation { stop, name } => {
            if !model.station_stops(&name).is_empty() {
                return Err(EditError::Refused(tr!(
                    "editor-station-name-taken",
                    station = name.as_str()
                )));
            }
            set_inline(stop_mut(doc, stop)?, "station", Value::from(name));
        }
        MapEdit::RenameStation { from, to } => {
            // A rename never merges: a stop joins another station only when it is chosen for it.
            if to != from && !model.station_stops(&to).is_empty() {
                return Err(EditError::Refused(tr!(
                    "editor-station-name-taken",
                    station = to.as_str()
                )));
            }
            for s in model.station_stops(&from) {
                set_inline(stop_mut(doc, s)?, "station", Value::from(to.clone()));
            }
        }
        MapEdit::SetStopName { stop, name } => {
            let t = stop_mut(doc, stop)?;
            match name {
                Some(name) => set_inline(t, "name", Value::from(name)),
                None => remove_inline(t, "name"),
            }
        }
        MapEdit::SetRevenueTrack(rows) => match rows {
            None => remove_root_key(doc, "revenue_track"),
            Some(rows) => set_rows(doc.as_table_mut(), &rows),
        },
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

/// Writes the revenue track's rows: into the file's own list row by row where it has one (a row that does not
/// change keeps its text; rows past the new ones go), else as a new list.
fn set_rows(root: &mut Table, rows: &[[i64; 3]]) {
    let Some(list) = root.get_mut("revenue_track").and_then(Item::as_array_mut) else {
        set_table(root, "revenue_track", revenue_value(rows));
        return;
    };
    let mut items = Items::take(list);
    while items.len() > rows.len() {
        items.remove(items.len() - 1);
    }
    for (i, row) in rows.iter().enumerate() {
        match items.get_mut(i) {
            Some(v) => {
                let same = v.as_array().is_some_and(|a| {
                    a.len() == 3 && a.iter().zip(row).all(|(x, y)| x.as_integer() == Some(*y))
                });
                if !same {
                    let decor = v.decor().clone();
                    *v = int_array(row);
                    *v.decor_mut() = decor;
                }
            }
            None => items.insert(i, int_array(row)),
        }
    }
    items.put(list);
}

/// Removes a key of the map's own settings with its comment paragraph; comments above that paragraph, about what
/// follows, stay before what follows.
fn remove_root_key(doc: &mut DocumentMut, key: &str) {
    let root = doc.as_table_mut();
    let rest = root
        .key(key)
        .map(|k| split_own(raw(k.leaf_decor().prefix())).0.to_string())
        .unwrap_or_default();
    let next = root
        .iter()
        .map(|(k, item)| (k.to_string(), item.is_value()))
        .skip_while(|(k, _)| k != key)
        .skip(1)
        .find(|(_, value)| *value)
        .map(|(k, _)| k);
    if root.remove(key).is_none() || rest.is_empty() {
        return;
    }
    let prepend = |decor: &mut toml_edit::Decor, default: &str| {
        let now = decor
            .prefix()
            .map_or(default.to_string(), |p| raw(Some(p)).to_string());
        decor.set_prefix(format!("{rest}{now}"));
    };
    if let Some(mut k) = next.and_then(|n| root.key_mut(&n)) {
        prepend(k.leaf_decor_mut(), "");
    } else if let Some(first) = root
        .get_mut("lines")
        .and_then(Item::as_array_of_tables_mut)
        .and_then(|a| a.get_mut(0))
    {
        prepend(first.decor_mut(), "\n");
    } else {
        let trailing = format!("{rest}{}", raw(Some(doc.trailing())));
        doc.set_trailing(trailing);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::map::MapDraft;
    use crate::editor::map::tests::osaka;

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
        let mut d = MapDraft::new("new.toml", &());
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
        let (map, text) = d.valid().unwrap_or_else(|| panic!("{:?}", d.issues()));
        assert_eq!(map.revenue().high_low(300), (300, 0));
        assert!(text.find("revenue_track") < text.find("[[lines]]"), "{text}");
    }
}

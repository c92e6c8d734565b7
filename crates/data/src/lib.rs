//! Reads map, action-card-set and Jidohanbaiki TOML files into validated core values, reporting every problem
//! with its file, line and column.
//!
//! # How a file is read
//!
//! 1. The TOML text is parsed with `toml`'s recovering parser into a tree of *spanned* values, so every key and
//!    value keeps the byte range it came from. All syntax errors are collected; if there are any, they are the
//!    report (a broken document would otherwise produce confusing follow-up errors).
//! 2. A small schema walker reads that tree into the core's `…Spec` structs, reporting every missing key, key of
//!    the wrong type and unknown key (a misspelt key is an error, not silently ignored) — and carries on.
//! 3. The core's `Map::new` / `CardSet::new` check the meaning (CP-1.9, CP-2.5) and return every problem with a
//!    [`Locus`], a path such as `lines[2].stops[4].at`; this crate maps each locus back to its span.
//!
//! Nothing here panics on any input: the loaders are fed thousands of mutated and truncated files by a property
//! test. Rendering (colours, source snippets) is left to the binaries; [`Diagnostic`] carries the span, and its
//! `Display` is the plain `file:line:column: message` form.

mod diagnostic;
mod schema;

use metro_core::cards::{ActionSpecRaw, CardSetSpec, CardSpec, ColumnSpec};
use metro_core::drinks::JidohanbaikiSpec;
use metro_core::map::{LineSpec, MapSpec, StopSpec};
use metro_core::{CardSet, Jidohanbaiki, KindCatalogue, Map, Point, Rgb, VehicleKind};

pub use diagnostic::{Diagnostic, Diagnostics};
pub use metro_core::Locus;
use schema::Doc;

/// Reads and validates a map file (CP-1). `file` is the name shown in diagnostics.
pub fn load_map(file: &str, text: &str) -> Result<Map, Diagnostics> {
    let mut doc = Doc::parse(file, text)?;
    let mut spec = None;
    doc.read(|root, d| {
        let top = root.table(d, &[
            "name", "description", "columns", "rows", "start_trains_leave", "lines", "revenue_track",
        ]);
        let name = top.req_str(d, "name");
        let description = top.opt_str(d, "description").unwrap_or_default();
        let columns = top.req_int(d, "columns");
        let rows = top.req_int(d, "rows");
        let leave = top.req_bool(d, "start_trains_leave");
        let mut lines = Vec::new();
        for (li, line_value) in top.req_array(d, "lines").unwrap_or_default().iter().enumerate() {
            let _ = li;
            let line = line_value.table(d, &[
                "letter", "name", "colour", "shares", "extras", "slots", "vehicle", "stops",
            ]);
            let letter = line.req_str(d, "letter");
            let line_name = line.req_str(d, "name");
            let colour = line.req_colour(d, "colour");
            let shares = line.req_int(d, "shares");
            let extras: Vec<i64> = line
                .req_array(d, "extras")
                .unwrap_or_default()
                .iter()
                .filter_map(|v| v.int(d))
                .collect();
            let slots = line.req_int(d, "slots");
            let vehicle = match line.opt_value(d, "vehicle") {
                None => Some(VehicleKind::Train),
                Some(v) => v.str(d).and_then(|s| {
                    let kind = VehicleKind::from_name(&s);
                    if kind.is_none() {
                        d.error(v.span(), format!("vehicle is \"train\", \"tram\" or \"bus\", not {s:?}"));
                    }
                    kind
                }),
            };
            let mut stops = Vec::new();
            for stop_value in line.req_array(d, "stops").unwrap_or_default() {
                let stop = stop_value.table(d, &["at", "station", "name"]);
                let at = stop.req_value(d, "at").and_then(|v| v.point(d));
                let station = stop.opt_str(d, "station");
                let name = stop.opt_str(d, "name");
                stops.push(at.map(|at| StopSpec { at, station, name }));
            }
            let stops: Option<Vec<StopSpec>> = stops.into_iter().collect();
            if let (Some(letter), Some(name), Some(colour), Some(shares), Some(slots), Some(vehicle), Some(stops)) =
                (letter, line_name, colour, shares, slots, vehicle, stops)
            {
                lines.push(Some(LineSpec { letter, name, colour, shares, extras, slots, vehicle, stops }));
            } else {
                lines.push(None);
            }
        }
        let revenue_track = top.opt_value(d, "revenue_track").map(|v| {
            v.array(d)
                .unwrap_or_default()
                .iter()
                .map(|row| {
                    let cells: Vec<i64> = row.array(d).unwrap_or_default().iter().filter_map(|c| c.int(d)).collect();
                    if cells.len() == 3 {
                        (cells[0], cells[1], cells[2])
                    } else {
                        d.error(row.span(), "a revenue-track row is [value, high, low]".to_string());
                        (-1, 0, 0)
                    }
                })
                .collect::<Vec<_>>()
        });
        let lines: Option<Vec<LineSpec>> = lines.into_iter().collect();
        if let (Some(name), Some(columns), Some(rows), Some(leave), Some(lines)) = (name, columns, rows, leave, lines) {
            spec = Some(MapSpec {
                name,
                description,
                columns,
                rows,
                start_trains_leave: leave,
                lines,
                revenue_track,
            });
        }
    });
    doc.finish(spec, Map::new)
}

/// Reads and validates an action-card-set file (CP-2) against the action kinds the engine and its modules know.
pub fn load_card_set(file: &str, text: &str, kinds: &KindCatalogue) -> Result<CardSet, Diagnostics> {
    let mut doc = Doc::parse(file, text)?;
    let mut spec = None;
    doc.read(|root, d| {
        let top = root.table(d, &["name", "description", "columns"]);
        let name = top.req_str(d, "name");
        let description = top.opt_str(d, "description").unwrap_or_default();
        let mut columns = Vec::new();
        for column_value in top.req_array(d, "columns").unwrap_or_default() {
            let column = column_value.table(d, &["name", "colours", "cards"]);
            let column_name = column.req_str(d, "name");
            let colours: Option<Vec<Rgb>> =
                column.req_array(d, "colours").map(|a| a.iter().filter_map(|v| v.colour(d)).collect());
            let mut cards = Vec::new();
            for card_value in column.req_array(d, "cards").unwrap_or_default() {
                let card = card_value.table(d, &["dots", "actions"]);
                let dots = card.req_int(d, "dots");
                let mut actions = Vec::new();
                for action_value in card.req_array(d, "actions").unwrap_or_default() {
                    let action = action_value.open_table(d);
                    let kind = action.req_str(d, "kind");
                    let spaces = action.req_int(d, "spaces");
                    let params: Vec<(String, i64)> = action
                        .entries()
                        .filter(|(key, _)| *key != "kind" && *key != "spaces")
                        .filter_map(|(key, value)| value.int(d).map(|v| (key.to_string(), v)))
                        .collect();
                    actions.push(kind.zip(spaces).map(|(kind, spaces)| ActionSpecRaw { kind, spaces, params }));
                }
                let actions: Option<Vec<_>> = actions.into_iter().collect();
                cards.push(dots.zip(actions).map(|(dots, actions)| CardSpec { dots, actions }));
            }
            let cards: Option<Vec<_>> = cards.into_iter().collect();
            columns.push(match (column_name, colours, cards) {
                (Some(name), Some(colours), Some(cards)) => Some(ColumnSpec { name, colours, cards }),
                _ => None,
            });
        }
        let columns: Option<Vec<_>> = columns.into_iter().collect();
        if let (Some(name), Some(columns)) = (name, columns) {
            spec = Some(CardSetSpec { name, description, columns });
        }
    });
    doc.finish(spec, |spec| CardSet::new(spec, kinds))
}

/// Reads and validates the Jidohanbaiki cards of Metro Drinks (CP-3).
pub fn load_jidohanbaiki(file: &str, text: &str) -> Result<Jidohanbaiki, Diagnostics> {
    let mut doc = Doc::parse(file, text)?;
    let mut spec = None;
    doc.read(|root, d| {
        let top = root.table(d, &["name", "description", "colours", "shapes"]);
        let name = top.req_str(d, "name");
        let _ = top.opt_str(d, "description");
        let mut colours = Vec::new();
        for value in top.req_array(d, "colours").unwrap_or_default() {
            let colour = value.table(d, &["name", "colour", "drinks"]);
            let entry = (colour.req_str(d, "name"), colour.req_colour(d, "colour"), colour.req_int(d, "drinks"));
            colours.push(match entry {
                (Some(n), Some(c), Some(k)) => Some((n, c, k)),
                _ => None,
            });
        }
        let mut shapes = Vec::new();
        for value in top.req_array(d, "shapes").unwrap_or_default() {
            shapes.push(value.table(d, &["name"]).req_str(d, "name"));
        }
        let colours: Option<Vec<_>> = colours.into_iter().collect();
        let shapes: Option<Vec<_>> = shapes.into_iter().collect();
        if let (Some(name), Some(colours), Some(shapes)) = (name, colours, shapes) {
            spec = Some(JidohanbaikiSpec { name, colours, shapes });
        }
    });
    doc.finish(spec, Jidohanbaiki::new)
}

/// The lattice point of a coordinate pair in spaces (multiples of 0.5), as the core counts it.
fn point(x2: i64, y2: i64) -> Point {
    Point::from_halves(x2 as i32, y2 as i32)
}

#[cfg(test)]
mod tests;

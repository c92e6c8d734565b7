//! Reads map and action-card-set TOML files into validated core values, reporting every problem with its file,
//! line and column. Rule modules read their own data files with the same reader ([`schema`]).
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
pub mod locale;
mod read;
pub mod schema;
mod write;

use metro_core::cards::{ActionSpecRaw, CardSetSpec, CardSpec, ColumnSpec};
use metro_core::limits::{
    MAX_CARDS_PER_COLUMN, MAX_COLUMNS, MAX_LINES, MAX_STOPS_PER_LINE, REVENUE_TRACK_ROWS,
};
use metro_core::map::{LineSpec, MapSpec, StopSpec};
use metro_core::{CardSet, KindCatalogue, Map, Point, RevenueTrack, Rgb, VehicleKind};

pub use diagnostic::{Diagnostic, Diagnostics, LineIndex};
pub use metro_core::Locus;
pub use read::{ReadError, file_kind_key, read_user_file};
use schema::Doc;
pub use write::{MAX_NUMBERED, WriteError, create_numbered, create_user_file};

/// Reads and validates a map file (CP-1). `file` is the name shown in diagnostics.
///
/// A key that cannot be read (missing, of the wrong type, out of its format) is reported and replaced by a
/// harmless stand-in, so that the meaning checks still run on the rest of the file; problems the stand-ins could
/// cause are not reported.
pub fn load_map(file: &str, text: &str) -> Result<Map, Diagnostics> {
    let mut doc = Doc::parse(file, text)?;
    let mut spec = None;
    doc.read(|root, d| {
        let at = Locus::root();
        let top = root.table(
            d,
            &[
                "name",
                "description",
                "columns",
                "rows",
                "start_trains_leave",
                "lines",
                "revenue_track",
            ],
        );
        let name = top
            .req_str(d, "name")
            .unwrap_or_else(|| d.stand_in(at.key("name"), "?".into()));
        let description = top.opt_str(d, "description").unwrap_or_default();
        let columns = top
            .req_int(d, "columns")
            .unwrap_or_else(|| d.stand_in(at.key("columns"), 64));
        let rows = top
            .req_int(d, "rows")
            .unwrap_or_else(|| d.stand_in(at.key("rows"), 64));
        let leave = top
            .req_bool(d, "start_trains_leave")
            .unwrap_or_else(|| d.stand_in(at.key("start_trains_leave"), true));
        let line_values = top
            .req_array_max(d, "lines", MAX_LINES, "lines")
            .unwrap_or_else(|| d.stand_in(at.key("lines"), Vec::new()));
        let mut lines = Vec::new();
        for (li, line_value) in line_values.iter().enumerate() {
            let at = at.key("lines").index(li);
            let line = line_value.table(
                d,
                &[
                    "letter", "name", "colour", "shares", "extras", "slots", "vehicle", "stops",
                ],
            );
            let letter = line
                .req_str(d, "letter")
                .unwrap_or_else(|| d.stand_in(at.key("letter"), format!("?{li}")));
            let line_name = line
                .req_str(d, "name")
                .unwrap_or_else(|| d.stand_in(at.key("name"), "?".into()));
            let colour = line
                .req_colour(d, "colour")
                .unwrap_or_else(|| d.stand_in(at.key("colour"), Rgb(0, 0, 0)));
            let extra_values = line
                .req_array(d, "extras")
                .unwrap_or_else(|| d.stand_in(at.key("extras"), Vec::new()));
            let extras: Vec<i64> = extra_values.iter().filter_map(|v| v.int(d)).collect();
            if extras.len() != extra_values.len() {
                d.stand_in(at.key("extras"), ());
            }
            let shares = line
                .req_int(d, "shares")
                .unwrap_or_else(|| d.stand_in(at.key("shares"), (extras.len() as i64).clamp(1, 4)));
            let slots = line
                .req_int(d, "slots")
                .unwrap_or_else(|| d.stand_in(at.key("slots"), 1));
            let vehicle = match line.opt_value(d, "vehicle") {
                None => VehicleKind::Train,
                Some(v) => v
                    .str(d)
                    .and_then(|s| {
                        let kind = VehicleKind::from_name(&s);
                        if kind.is_none() {
                            d.error(
                                v.span(),
                                crate::locale::tr!("data-vehicle", given = format!("{s:?}")),
                            );
                        }
                        kind
                    })
                    .unwrap_or_else(|| d.stand_in(at.key("vehicle"), VehicleKind::Train)),
            };
            let stop_values = line
                .req_array_max(d, "stops", MAX_STOPS_PER_LINE, "stops on a line")
                .unwrap_or_else(|| d.stand_in(at.key("stops"), Vec::new()));
            let mut stops = Vec::new();
            for (si, stop_value) in stop_values.iter().enumerate() {
                let at = at.key("stops").index(si);
                let stop = stop_value.table(d, &["at", "station", "name"]);
                let position = stop.req_value(d, "at").and_then(|v| v.point(d));
                let station = stop.opt_str(d, "station");
                let name = stop.opt_str(d, "name");
                stops.push(match position {
                    Some(position) => StopSpec {
                        at: position,
                        station,
                        name,
                    },
                    // A stand-in far outside any grid, alone, and in no station.
                    None => d.stand_in(
                        at,
                        StopSpec {
                            at: point(-4_000 - 2 * (li * 100 + si) as i64, -4_000),
                            station: None,
                            name,
                        },
                    ),
                });
            }
            lines.push(LineSpec {
                letter,
                name: line_name,
                colour,
                shares,
                extras,
                slots,
                vehicle,
                stops,
            });
        }
        let revenue_track = top.opt_value(d, "revenue_track").map(|v| {
            let rows = v
                .array_max(d, REVENUE_TRACK_ROWS, "revenue-track rows")
                .unwrap_or_else(|| d.stand_in(at.key("revenue_track"), Vec::new()));
            rows.iter()
                .enumerate()
                .map(|(i, row)| {
                    let cells: Vec<i64> = row
                        .array(d)
                        .unwrap_or_default()
                        .iter()
                        .filter_map(|c| c.int(d))
                        .collect();
                    if cells.len() == 3 {
                        (cells[0], cells[1], cells[2])
                    } else {
                        d.error(row.span(), crate::locale::tr!("data-revenue-row"));
                        let (high, low) = RevenueTrack::standard().high_low(i as i32 * 100);
                        d.stand_in(
                            at.key("revenue_track").index(i),
                            (i as i64 * 100, high as i64, low as i64),
                        )
                    }
                })
                .collect::<Vec<_>>()
        });
        spec = Some(MapSpec {
            name,
            description,
            columns,
            rows,
            start_trains_leave: leave,
            lines,
            revenue_track,
        });
    });
    doc.finish(spec, Map::new)
}

/// Reads and validates an action-card-set file (CP-2) against the action kinds the engine and its modules know.
/// Unreadable keys get stand-ins as in [`load_map`], so every other problem is still reported.
pub fn load_card_set(file: &str, text: &str, kinds: &KindCatalogue) -> Result<CardSet, Diagnostics> {
    let mut doc = Doc::parse(file, text)?;
    let mut spec = None;
    doc.read(|root, d| {
        let at = Locus::root();
        let top = root.table(d, &["name", "description", "columns"]);
        let name = top
            .req_str(d, "name")
            .unwrap_or_else(|| d.stand_in(at.key("name"), "?".into()));
        let description = top.opt_str(d, "description").unwrap_or_default();
        let column_values = top
            .req_array_max(d, "columns", MAX_COLUMNS, "columns")
            .unwrap_or_else(|| d.stand_in(at.key("columns"), Vec::new()));
        let mut columns = Vec::new();
        for (ci, column_value) in column_values.iter().enumerate() {
            let at = at.key("columns").index(ci);
            let column = column_value.table(d, &["name", "colours", "cards"]);
            let column_name = column
                .req_str(d, "name")
                .unwrap_or_else(|| d.stand_in(at.key("name"), "?".into()));
            let colour_values = column
                .req_array(d, "colours")
                .unwrap_or_else(|| d.stand_in(at.key("colours"), Vec::new()));
            let colours: Vec<Rgb> = colour_values.iter().filter_map(|v| v.colour(d)).collect();
            // A colour that did not read was reported; an empty list is the validator's to report (CP-2.3).
            if colours.len() != colour_values.len() {
                d.stand_in(at.key("colours"), ());
            }
            let card_values = column
                .req_array_max(d, "cards", MAX_CARDS_PER_COLUMN, "cards in a column")
                .unwrap_or_else(|| d.stand_in(at.key("cards"), Vec::new()));
            let mut cards = Vec::new();
            let mut previous_dots = 1;
            for (ki, card_value) in card_values.iter().enumerate() {
                let at = at.key("cards").index(ki);
                let card = card_value.table(d, &["dots", "actions"]);
                let dots = card
                    .req_int(d, "dots")
                    .unwrap_or_else(|| d.stand_in(at.key("dots"), previous_dots));
                previous_dots = dots;
                let action_values = card
                    .req_array(d, "actions")
                    .unwrap_or_else(|| d.stand_in(at.key("actions"), Vec::new()));
                let mut actions = Vec::new();
                for (ai, action_value) in action_values.iter().enumerate() {
                    let at = at.key("actions").index(ai);
                    let action = action_value.open_table(d);
                    let kind = action
                        .req_str(d, "kind")
                        .unwrap_or_else(|| d.stand_in(at.clone(), "?".into()));
                    let spaces = action
                        .req_int(d, "spaces")
                        .unwrap_or_else(|| d.stand_in(at.key("spaces"), 1));
                    let params: Vec<(String, i64)> = action
                        .entries()
                        .filter(|(key, _)| *key != "kind" && *key != "spaces")
                        .filter_map(|(key, value)| match value.int(d) {
                            Some(v) => Some((key.to_string(), v)),
                            None => d.stand_in(at.clone(), None),
                        })
                        .collect();
                    actions.push(ActionSpecRaw { kind, spaces, params });
                }
                cards.push(CardSpec { dots, actions });
            }
            columns.push(ColumnSpec {
                name: column_name,
                colours,
                cards,
            });
        }
        spec = Some(CardSetSpec {
            name,
            description,
            columns,
        });
    });
    doc.finish(spec, |spec| CardSet::new(spec, kinds))
}

/// A diagnostic about an element of a map, card-set or Jidohanbaiki file that loads: at the element a [`Locus`] names
/// (a path such as `lines[2].stops[4].station`, as the core's problems carry), with its file, line and column. For
/// checks beyond validity, such as `metro check`'s design checks. The span is that of the deepest part of the document
/// the locus reaches (the whole document if the text does not parse).
pub fn diagnostic_at(
    file: &str,
    text: &str,
    locus: &Locus,
    message: impl Into<String>,
    rule: Option<&'static str>,
) -> Diagnostic {
    schema::diagnostic_at(file, text, locus, message.into(), rule)
}

/// The lattice point of a coordinate pair in spaces (multiples of 0.5), as the core counts it.
fn point(x2: i64, y2: i64) -> Point {
    Point::from_halves(x2 as i32, y2 as i32)
}

#[cfg(test)]
mod tests;

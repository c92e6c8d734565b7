//! Building a [`Map`] from a [`MapSpec`]: the hard limits, then every check of CP-1.9 (names, grid, lines, stops,
//! stations, revenue track), reporting all problems at once, and the tables the engine reads.

use std::collections::BTreeMap;

use crate::Yen;
use crate::geometry::{Point, SpaceId};
use crate::limits::{
    MAX_DESCRIPTION_CHARS, MAX_GRID_SIDE, MAX_LINES, MAX_PLAYERS, MAX_SHARES, MAX_STOPS_PER_LINE,
    MAX_STOPS_PER_STATION, MIN_GRID_SIDE, REVENUE_TRACK_ROWS,
};
use crate::locale::tr;
use crate::problem::{Locus, Problem};
use crate::revenue::{RevenueTrack, TRACK_LEN};
use crate::text::{name_problem, printable, text_problem};

use super::{Line, LineId, Map, MapSpec, Station, StationId, Stop, StopId, stop_label};

impl Map {
    /// Checks a map description against CP-1.9 and builds the board, or returns every problem found.
    pub fn new(spec: MapSpec) -> Result<Map, Vec<Problem>> {
        // Hard limits first (`limits`): a map over one is refused before any work per stop or station.
        let over = over_limits(&spec);
        if !over.is_empty() {
            return Err(over);
        }
        let mut problems = Vec::new();
        let root = Locus::root();
        let mut report = |locus: Locus, rule: &'static str, message: String| {
            problems.push(Problem::new(locus, rule, message));
        };

        if spec.name.trim().is_empty() {
            report(root.key("name"), "CP-1.1", tr!("problem-map-needs-name"));
        } else if let Some(problem) = name_problem("the map's name", &spec.name) {
            report(root.key("name"), "CP-1.1", problem);
        }
        if let Some(problem) = text_problem("the description", &spec.description, MAX_DESCRIPTION_CHARS, true)
        {
            report(root.key("description"), "CP-1.1", problem);
        }
        let grid_ok_cols = (MIN_GRID_SIDE..=MAX_GRID_SIDE).contains(&spec.columns);
        let grid_ok_rows = (MIN_GRID_SIDE..=MAX_GRID_SIDE).contains(&spec.rows);
        if !grid_ok_cols {
            report(
                root.key("columns"),
                "CP-1.1",
                tr!(
                    "problem-grid-columns",
                    min = MIN_GRID_SIDE.to_string(),
                    max = MAX_GRID_SIDE.to_string(),
                    value = spec.columns.to_string()
                ),
            );
        }
        if !grid_ok_rows {
            report(
                root.key("rows"),
                "CP-1.1",
                tr!(
                    "problem-grid-rows",
                    min = MIN_GRID_SIDE.to_string(),
                    max = MAX_GRID_SIDE.to_string(),
                    value = spec.rows.to_string()
                ),
            );
        }
        let grid_ok = grid_ok_cols && grid_ok_rows;
        if grid_ok && spec.columns * spec.rows < MAX_PLAYERS as i64 {
            report(
                root.key("columns"),
                "CP-1.9",
                tr!(
                    "problem-grid-too-small",
                    columns = spec.columns.to_string(),
                    rows = spec.rows.to_string(),
                    players = MAX_PLAYERS.to_string()
                ),
            );
        }
        let (columns, rows) = if grid_ok {
            (spec.columns as i32, spec.rows as i32)
        } else {
            (0, 0)
        };

        if spec.lines.is_empty() {
            report(root.key("lines"), "CP-1.2", tr!("problem-map-no-line"));
        }

        let mut letters: BTreeMap<&str, usize> = BTreeMap::new();
        let mut points: BTreeMap<Point, (usize, usize)> = BTreeMap::new();
        let mut station_ids: BTreeMap<&str, StationId> = BTreeMap::new();
        let mut stations: Vec<Station> = Vec::new();
        let mut station_loci: Vec<Vec<Locus>> = Vec::new();
        let mut lines = Vec::new();
        let mut stops = Vec::new();

        for (li, line) in spec.lines.iter().enumerate() {
            let at = root.key("lines").index(li);
            let letter_ok = !line.letter.is_empty()
                && line.letter.len() <= 2
                && line.letter.bytes().all(|b| b.is_ascii_uppercase());
            // The letter as quoted in messages about the line's stops: escaped and cut if it is not a valid one.
            let letter = printable(&line.letter);
            if !letter_ok {
                report(
                    at.key("letter"),
                    "CP-1.2",
                    tr!(
                        "problem-line-letter",
                        letter = printable(&line.letter).to_string()
                    ),
                );
            } else if let Some(first) = letters.insert(&line.letter, li) {
                report(
                    at.key("letter"),
                    "CP-1.9",
                    tr!(
                        "problem-line-letter-used",
                        letter = line.letter.as_str(),
                        first = first.to_string()
                    ),
                );
            }
            if line.name.trim().is_empty() {
                report(at.key("name"), "CP-1.2", tr!("problem-line-needs-name"));
            } else if let Some(problem) = name_problem("the line's name", &line.name) {
                report(at.key("name"), "CP-1.2", problem);
            }
            if !(1..=MAX_SHARES as i64).contains(&line.shares) {
                report(
                    at.key("shares"),
                    "CP-1.9",
                    tr!(
                        "problem-shares",
                        max = MAX_SHARES.to_string(),
                        value = line.shares.to_string()
                    ),
                );
            } else if line.extras.len() as i64 != line.shares {
                report(
                    at.key("extras"),
                    "CP-1.9",
                    tr!(
                        "problem-extras-count",
                        entries = line.extras.len().to_string(),
                        shares = line.shares.to_string()
                    ),
                );
            }
            for (ei, &extra) in line.extras.iter().enumerate() {
                if !(0..=5_000).contains(&extra) || extra % 100 != 0 {
                    report(
                        at.key("extras").index(ei),
                        "CP-1.9",
                        tr!("problem-extra", value = extra.to_string()),
                    );
                }
            }
            if !(1..=4).contains(&line.slots) {
                report(
                    at.key("slots"),
                    "CP-1.9",
                    tr!("problem-slots", value = line.slots.to_string()),
                );
            }
            if line.stops.len() < 2 {
                report(
                    at.key("stops"),
                    "CP-1.9",
                    tr!("problem-line-too-short", count = line.stops.len().to_string()),
                );
            }

            let line_id = LineId(li.min(u8::MAX as usize) as u8);
            let mut line_stops = Vec::new();
            for (si, stop) in line.stops.iter().enumerate() {
                let stop_at = at.key("stops").index(si);
                let touches: Vec<SpaceId> = stop
                    .at
                    .touched_cells()
                    .filter(|&(x, y)| x >= 0 && y >= 0 && x < columns && y < rows)
                    .map(|(x, y)| SpaceId((y * columns + x) as u16))
                    .collect();
                if grid_ok && touches.is_empty() {
                    report(
                        stop_at.key("at"),
                        "CP-1.9",
                        tr!(
                            "problem-stop-off-grid",
                            stop = format!("{letter}{}", si + 1),
                            x = stop.at.x().to_string(),
                            y = stop.at.y().to_string(),
                            columns = columns.to_string(),
                            rows = rows.to_string()
                        ),
                    );
                }
                if let Some(&(other_line, other_stop)) = points.get(&stop.at) {
                    let other = &spec.lines[other_line];
                    report(
                        stop_at.key("at"),
                        "CP-1.9",
                        tr!(
                            "problem-stop-same-point",
                            stop = format!("{letter}{}", si + 1),
                            x = stop.at.x().to_string(),
                            y = stop.at.y().to_string(),
                            other = format!("{}{}", other.letter, other_stop + 1)
                        ),
                    );
                } else {
                    points.insert(stop.at, (li, si));
                }
                let stop_id = StopId(stops.len().min(u16::MAX as usize) as u16);
                if let Some(name) = &stop.name
                    && let Some(problem) = name_problem("the stop's name", name)
                {
                    report(stop_at.key("name"), "CP-1.2", problem);
                }
                let station = match &stop.station {
                    Some(name) if name.trim().is_empty() => {
                        report(
                            stop_at.key("station"),
                            "CP-1.4",
                            tr!("problem-station-name-empty"),
                        );
                        None
                    }
                    Some(name) => {
                        let id = match station_ids.get(name.as_str()) {
                            Some(&id) => id,
                            None => {
                                // A station's name is checked once, where it first appears.
                                if let Some(problem) = name_problem("the station's name", name) {
                                    report(stop_at.key("station"), "CP-1.4", problem);
                                }
                                stations.push(Station {
                                    name: name.clone(),
                                    stops: Vec::new(),
                                    touches: Vec::new(),
                                });
                                station_loci.push(Vec::new());
                                let id = StationId((stations.len() - 1) as u16);
                                station_ids.insert(name.as_str(), id);
                                id
                            }
                        };
                        let station = &mut stations[id.0 as usize];
                        station.stops.push(stop_id);
                        station.touches.extend(touches.iter().copied());
                        station_loci[id.0 as usize].push(stop_at.key("station"));
                        Some(id)
                    }
                    None => None,
                };
                line_stops.push(stop_id);
                stops.push(Stop {
                    line: line_id,
                    index: si.min(u8::MAX as usize) as u8,
                    at: stop.at,
                    station,
                    name: stop.name.clone(),
                    touches,
                });
            }
            lines.push(Line {
                letter: line.letter.clone(),
                name: line.name.clone(),
                colour: line.colour,
                extras: line.extras.iter().map(|&e| e.clamp(0, 5_000) as Yen).collect(),
                slots: line.slots.clamp(1, 4) as u8,
                vehicle: line.vehicle,
                stops: line_stops,
            });
        }

        for (station, loci) in stations.iter_mut().zip(&station_loci) {
            // At most one problem per station, whatever its number of stops: a file with a thousand stops in one
            // station gets one line, not half a million.
            if station.stops.len() > MAX_STOPS_PER_STATION {
                let mut names: Vec<String> = station
                    .stops
                    .iter()
                    .take(MAX_STOPS_PER_STATION + 1)
                    .map(|&s| stop_label(&lines, &stops, s))
                    .collect();
                if station.stops.len() > names.len() {
                    names.push("…".into());
                }
                report(
                    loci[MAX_STOPS_PER_STATION].clone(),
                    "CP-1.4",
                    tr!(
                        "problem-station-too-many-stops",
                        station = printable(&station.name).to_string(),
                        count = station.stops.len().to_string(),
                        stops = names.join(", "),
                        max = MAX_STOPS_PER_STATION.to_string()
                    ),
                );
            } else {
                let far = station.stops.iter().enumerate().find_map(|(j, &b)| {
                    station.stops[..j].iter().find_map(|&a| {
                        let (pa, pb) = (stops[a.0 as usize].at, stops[b.0 as usize].at);
                        ((pa.x2 - pb.x2).abs() > 2 || (pa.y2 - pb.y2).abs() > 2).then_some((j, a, b, pa, pb))
                    })
                });
                if let Some((j, a, b, pa, pb)) = far {
                    report(
                        loci[j].clone(),
                        "CP-1.4",
                        tr!(
                            "problem-station-stops-apart",
                            stop = stop_label(&lines, &stops, b),
                            x = pb.x().to_string(),
                            y = pb.y().to_string(),
                            other = stop_label(&lines, &stops, a),
                            other_x = pa.x().to_string(),
                            other_y = pa.y().to_string(),
                            station = printable(&station.name).to_string()
                        ),
                    );
                }
            }
            station.touches.sort_unstable();
            station.touches.dedup();
        }

        let revenue = match &spec.revenue_track {
            None => RevenueTrack::standard(),
            Some(rows) => {
                let at = root.key("revenue_track");
                let mut pairs = Vec::with_capacity(TRACK_LEN);
                if rows.len() != TRACK_LEN {
                    report(
                        at.clone(),
                        "CP-1.5",
                        tr!(
                            "problem-revenue-rows",
                            rows = "61",
                            count = rows.len().to_string()
                        ),
                    );
                }
                for (i, &(value, high, low)) in rows.iter().enumerate() {
                    let expected = i as i64 * 100;
                    if value != expected {
                        report(
                            at.index(i),
                            "CP-1.5",
                            tr!(
                                "problem-revenue-row-value",
                                row = (i + 1).to_string(),
                                expected = expected.to_string(),
                                value = value.to_string()
                            ),
                        );
                    } else if !RevenueTrack::pair_fits(value as Yen, high as Yen, low as Yen)
                        || high.unsigned_abs() > 100_000
                        || low.unsigned_abs() > 100_000
                    {
                        report(
                            at.index(i),
                            "TM-5.2",
                            tr!(
                                "problem-revenue-pair",
                                value = value.to_string(),
                                high = high.to_string(),
                                low = low.to_string()
                            ),
                        );
                    }
                    pairs.push((high as Yen, low as Yen));
                }
                RevenueTrack::from_pairs(pairs).unwrap_or_default()
            }
        };

        if !problems.is_empty() {
            return Err(problems);
        }

        let space_count = (columns * rows) as usize;
        let mut space_stops = vec![Vec::new(); space_count];
        for (i, stop) in stops.iter().enumerate() {
            for &space in &stop.touches {
                space_stops[space.0 as usize].push(StopId(i as u16));
            }
        }
        Ok(Map {
            name: spec.name,
            description: spec.description,
            columns: columns as u16,
            rows: rows as u16,
            start_trains_leave: spec.start_trains_leave,
            lines,
            stops,
            stations,
            revenue,
            space_stops,
        })
    }
}

/// The problems of a map over a hard limit of [`crate::limits`]: too many lines, stops on a line, revenue-track rows.
fn over_limits(spec: &MapSpec) -> Vec<Problem> {
    let mut problems = Vec::new();
    let root = Locus::root();
    let mut report = |locus: Locus, rule: &'static str, message: String| {
        problems.push(Problem::new(locus, rule, message));
    };
    if spec.lines.len() > MAX_LINES {
        report(
            root.key("lines"),
            "CP-1.2",
            tr!(
                "problem-too-many-lines",
                max = MAX_LINES.to_string(),
                count = spec.lines.len().to_string()
            ),
        );
    }
    for (li, line) in spec.lines.iter().enumerate().take(MAX_LINES) {
        if line.stops.len() > MAX_STOPS_PER_LINE {
            report(
                root.key("lines").index(li).key("stops"),
                "CP-1.9",
                tr!(
                    "problem-line-too-many-stops",
                    max = MAX_STOPS_PER_LINE.to_string(),
                    count = line.stops.len().to_string()
                ),
            );
        }
    }
    if spec
        .revenue_track
        .as_ref()
        .is_some_and(|rows| rows.len() > REVENUE_TRACK_ROWS)
    {
        report(
            root.key("revenue_track"),
            "CP-1.5",
            tr!(
                "problem-revenue-rows",
                rows = REVENUE_TRACK_ROWS.to_string(),
                count = spec.revenue_track.as_ref().map_or(0, Vec::len).to_string()
            ),
        );
    }

    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::tests::{line, stop, two_lines};

    // rule CP-1.9: every problem is reported, not only the first.
    #[test]
    fn every_problem_is_reported_at_once() {
        let mut spec = two_lines();
        spec.lines[1].letter = "R".into();
        spec.lines[0].shares = 5;
        spec.lines[1].slots = 0;
        spec.lines[1].stops[2] = stop(3.0, 1.0, None);
        spec.lines[0].stops[0] = stop(10.0, 10.0, Some("West"));
        let problems = Map::new(spec).unwrap_err();
        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(problems.len(), 5, "{text:#?}");
    }

    // The grid: each side 1..=64 and room for 5 meeples (docs/map-format.md says the same): 5×1 is a board, 4×1 and
    // 65×1 are not.
    #[test]
    fn grid_sides_and_room_for_five_meeples() {
        // The second stop lies on the far side of the grid's longer side, so only the grid's size is at fault.
        let grid = |columns: i64, rows: i64| {
            let mut spec = two_lines();
            spec.columns = columns;
            spec.rows = rows;
            let far = |side: i64| (side - 1).max(1) as f32 - 0.5;
            let b = if columns >= rows {
                (far(columns), 0.5)
            } else {
                (0.5, far(rows))
            };
            spec.lines = vec![line(
                "R",
                vec![stop(0.5, 0.5, Some("A")), stop(b.0, b.1, Some("B"))],
            )];
            Map::new(spec)
        };
        assert!(grid(5, 1).is_ok());
        assert!(grid(1, 5).is_ok());
        let problems = grid(4, 1).unwrap_err();
        assert!(
            problems[0].message.contains("no room for 5 meeples"),
            "{problems:?}"
        );
        assert!(
            grid(65, 1).unwrap_err()[0]
                .message
                .contains("columns must be 1..=64")
        );
        assert!(
            grid(0, 8).unwrap_err()[0]
                .message
                .contains("columns must be 1..=64")
        );
    }

    // Issue 9: a station of many stops far apart is one problem, not one per pair; over the hard limits, nothing is
    // checked stop by stop.
    #[test]
    fn a_crowded_station_is_one_problem_and_limits_come_first() {
        let mut spec = two_lines();
        spec.columns = 64;
        spec.rows = 64;
        spec.lines = (0..16)
            .map(|l| {
                let letter = char::from(b'A' + l as u8).to_string();
                let stops = (0..64)
                    .map(|s| stop((s % 60) as f32, (l * 4 + s / 60) as f32, Some("Hub")))
                    .collect();
                line(&letter, stops)
            })
            .collect();
        let problems = Map::new(spec.clone()).unwrap_err();
        let crowded: Vec<_> = problems
            .iter()
            .filter(|p| p.message.contains("station Hub"))
            .collect();
        assert_eq!(crowded.len(), 1, "{problems:#?}");
        assert!(
            crowded[0].message.contains("has 1024 stops (A1, A2, A3, A4, …)"),
            "{crowded:?}"
        );
        spec.lines[3].stops.push(stop(63.0, 63.0, None));
        spec.lines.push(spec.lines[0].clone());
        let problems = Map::new(spec).unwrap_err();
        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(
            text,
            [
                "lines: at most 16 lines, not 17 (CP-1.2)",
                "lines[3].stops: a line has at most 64 stops, not 65 (CP-1.9)"
            ]
        );
    }

    // Issue 9: names with control characters or too long are refused where they are.
    #[test]
    fn names_are_checked() {
        let mut spec = two_lines();
        spec.name = "Two\u{1b}[2J".into();
        spec.lines[0].name = "R".repeat(101);
        spec.lines[1].stops[0].station = Some("North\u{202e}".into());
        spec.lines[1].stops[1].name = Some("\u{7}".into());
        let problems = Map::new(spec).unwrap_err();
        let loci: Vec<String> = problems.iter().map(|p| p.locus.to_string()).collect();
        assert_eq!(
            loci,
            [
                "name",
                "lines[0].name",
                "lines[1].stops[0].station",
                "lines[1].stops[1].name"
            ],
            "{problems:#?}"
        );
    }

    // rule CP-1.4: a station holds 1–3 stops, close together.
    #[test]
    fn stations_are_limited_to_three_close_stops() {
        let mut spec = two_lines();
        spec.lines.push(line(
            "C",
            vec![stop(2.0, 1.0, Some("Central")), stop(2.0, 3.0, None)],
        ));
        spec.lines.push(line(
            "D",
            vec![stop(4.0, 2.0, Some("Central")), stop(5.0, 3.0, Some("West"))],
        ));
        let problems = Map::new(spec).unwrap_err();
        assert!(
            problems.iter().any(|p| p.message.contains("has 4 stops")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.message.contains("more than one space")),
            "{problems:?}"
        );
    }
}

//! Every edit the map editor offers, applied to every shipped map (`maps/*.toml`), changes the file's text only
//! where the edit changes it (issue 26, item 5): each comment stays beside the element it was written beside — a
//! stop's comment moves with its stop when the line is reversed, goes with it when it is removed, and a new stop or
//! key takes no one's comment and adds no stray spacing. For each edit the text expected is written here from the
//! original's lines (a line removed, added, reordered, or one value in it changed), and the draft's text — what
//! Save writes — must be exactly it.

use std::fmt::Write as _;
use std::path::PathBuf;

use metro_core::Point;
use metro_play::editor::map::{LineText, MapDraft, MapEdit, MapModel, StopRef};

/// A shipped map file.
struct Shipped {
    file: String,
    text: String,
}

fn shipped() -> Vec<Shipped> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../maps");
    let mut out: Vec<Shipped> = std::fs::read_dir(&dir)
        .expect("the maps folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .map(|p| Shipped {
            file: p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            text: std::fs::read_to_string(&p).expect("readable"),
        })
        .filter(|shipped| !of_another_game(&shipped.text))
        .collect();
    out.sort_by(|a, b| a.file.cmp(&b.file));
    assert!(out.len() >= 2, "the shipped maps are found");
    out
}

/// Whether a file is a board of another game, not a Tokyo Metro map: it says so with a top-level `game` key
/// (`maps/chicago-express.toml` has `game = "chicago-express"`, docs/chicago-board-format.md); a Tokyo Metro map has
/// none.
fn of_another_game(text: &str) -> bool {
    text.lines()
        .take_while(|line| !line.trim_start().starts_with('['))
        .any(|line| line.trim_start().starts_with("game ="))
}

/// The text's lines, each with its newline.
fn lines_of(text: &str) -> Vec<String> {
    text.split_inclusive('\n').map(str::to_string).collect()
}

/// The `[[lines]]` headers.
fn headers(lines: &[String]) -> Vec<usize> {
    (0..lines.len())
        .filter(|&i| lines[i].trim() == "[[lines]]")
        .collect()
}

/// The end of line `l`'s block (the next header's block start, or the end of the file's text: blank lines at the
/// very end are the file's).
fn block_end(lines: &[String], l: usize) -> usize {
    match headers(lines).get(l + 1) {
        Some(&next) => own_start(lines, next),
        None => text_end(lines),
    }
}

/// The end of the file's text, before the blank lines that end it.
fn text_end(lines: &[String]) -> usize {
    let mut end = lines.len();
    while end > 0 && lines[end - 1].trim().is_empty() {
        end -= 1;
    }
    end
}

/// Where the text that belongs to the element at `at` begins: the comment lines right above it and the blank lines
/// above those.
fn own_start(lines: &[String], at: usize) -> usize {
    let mut i = at;
    while i > 0 && lines[i - 1].trim_start().starts_with('#') {
        i -= 1;
    }
    while i > 0 && lines[i - 1].trim().is_empty() {
        i -= 1;
    }
    i
}

/// The first line in `from..to` that sets `key`.
fn key_line(lines: &[String], from: usize, to: usize, key: &str) -> Option<usize> {
    (from..to).find(|&i| {
        let t = lines[i].trim_start();
        t.strip_prefix(key)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    })
}

/// The text lines of line `l`'s stops, one stop a line as the shipped maps write them.
fn stop_lines(lines: &[String], l: usize) -> Vec<usize> {
    let header = headers(lines)[l];
    let open = key_line(lines, header, block_end(lines, l), "stops").expect("a stops key");
    let out: Vec<usize> = (open + 1..lines.len())
        .take_while(|&i| !lines[i].trim_start().starts_with(']'))
        .collect();
    for &i in &out {
        assert!(
            lines[i].trim_start().starts_with('{'),
            "one stop a line: {}",
            lines[i]
        );
    }
    out
}

/// Line `i` with the first `from` in its code (before the stop's closing brace, or its comment) made `to`.
fn replace_in(lines: &mut [String], i: usize, from: &str, to: &str) {
    let line = &lines[i];
    let code_end = line.find('}').map(|p| p + 1).unwrap_or_else(|| comment_at(line));
    let at = line[..code_end]
        .find(from)
        .unwrap_or_else(|| panic!("{from:?} in {line:?}"));
    lines[i] = format!("{}{}{}", &line[..at], to, &line[at + from.len()..]);
}

/// The value written after `key = ` on line `i` (up to its comment).
fn value_on(lines: &[String], i: usize, key: &str) -> String {
    let line = lines[i].trim_start();
    let rest = line[key.len()..]
        .trim_start()
        .trim_start_matches('=')
        .trim_start();
    rest[..comment_at(rest)].trim_end().to_string()
}

/// Where a line's comment begins (a `#` outside a string), or its end.
fn comment_at(line: &str) -> usize {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return i,
            _ => {}
        }
    }
    line.len()
}

/// The text of a stop's key in its line, e.g. `, station = "Umeda"`, if it has one.
fn stop_key_text(line: &str, key: &str) -> Option<String> {
    let code = &line[..line.find('}')?];
    let at = code.find(&format!(", {key} = "))?;
    let rest = &code[at + 2..];
    let end = rest.find(", ").unwrap_or(rest.trim_end().len());
    Some(format!(", {}", &rest[..end]))
}

fn joined(lines: &[String]) -> String {
    lines.concat()
}

/// One edit and the text expected after it.
struct Case {
    what: String,
    edit: MapEdit,
    expected: String,
}

/// Every edit kind the map editor offers, on `map`, with the text each must give.
fn cases(map: &Shipped, model: &MapModel) -> Vec<Case> {
    let lines = lines_of(&map.text);
    let heads = headers(&lines);
    let n_lines = heads.len();
    assert_eq!(n_lines, model.lines.len());
    let root_end = heads.first().map_or(lines.len(), |&h| own_start(&lines, h));
    let mut out = Vec::new();
    let mut case = |what: String, edit: MapEdit, expected: Vec<String>| {
        out.push(Case {
            what,
            edit,
            expected: joined(&expected),
        });
    };

    // The map's own settings: one value changed, its comment kept.
    for (key, edit, to) in [
        ("name", MapEdit::SetName("Mine".into()), "\"Mine\"".to_string()),
        (
            "columns",
            MapEdit::SetGrid {
                columns: model.columns + 2,
                rows: model.rows,
            },
            (model.columns + 2).to_string(),
        ),
        (
            "start_trains_leave",
            MapEdit::SetStartTrainsLeave(!model.start_trains_leave),
            (!model.start_trains_leave).to_string(),
        ),
    ] {
        let mut e = lines.clone();
        let i = key_line(&lines, 0, root_end, key).expect("the key");
        let old = value_on(&lines, i, key);
        replace_in(&mut e, i, &format!("= {old}"), &format!("= {to}"));
        case(format!("{key} set"), edit, e);
    }

    // A new line: appended, nothing else touched.
    let mut e = lines.clone();
    e.insert(
        text_end(&lines),
        "\n[[lines]]\nletter = \"Z\"\nname = \"Zeta\"\ncolour = \"#123456\"\nshares = 1\nextras = [0]\nslots = 1\n\
         stops = [\n]\n"
            .into(),
    );
    case(
        "a line added".into(),
        MapEdit::AddLine {
            letter: "Z".into(),
            name: "Zeta".into(),
            colour: "#123456".into(),
        },
        e,
    );

    // A line removed: its block (its own comments and everything down to the next line's) goes; the comments above
    // it about all lines stay.
    for l in [0, n_lines / 2, n_lines - 1] {
        let (from, to) = (own_start(&lines, heads[l]), block_end(&lines, l));
        let mut e = lines.clone();
        e.drain(from..to);
        case(format!("line {l} removed"), MapEdit::RemoveLine(l), e);
    }

    for (l, line) in model.lines.iter().enumerate() {
        let (head, end) = (heads[l], block_end(&lines, l));
        let stops = stop_lines(&lines, l);
        assert_eq!(stops.len(), line.stops.len(), "{} line {l}", map.file);

        // A line's own values: one value changed, its comment kept.
        for (key, text, value) in [
            (LineText::Letter, "letter", "Q"),
            (LineText::Name, "name", "Renamed"),
            (LineText::Colour, "colour", "#ABCDEF"),
            (LineText::Vehicle, "vehicle", "tram"),
        ] {
            let mut e = lines.clone();
            match key_line(&lines, head, end, text) {
                Some(i) => {
                    let old = value_on(&lines, i, text);
                    replace_in(&mut e, i, &format!("= {old}"), &format!("= \"{value}\""));
                }
                // A key the line does not write yet: added after its last one (its stops).
                None => {
                    let close = stops.last().map_or(end, |&s| s + 1);
                    e.insert(close + 1, format!("{text} = \"{value}\"\n"));
                }
            }
            case(
                format!("line {l} {text} set"),
                MapEdit::SetLineText {
                    line: l,
                    key,
                    value: value.into(),
                },
                e,
            );
        }
        let extras_at = key_line(&lines, head, end, "extras").expect("extras");
        let list = |v: &[i64]| {
            format!(
                "[{}]",
                v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
            )
        };
        if line.shares > 1 {
            let mut e = lines.clone();
            let i = key_line(&lines, head, end, "shares").expect("shares");
            replace_in(
                &mut e,
                i,
                &format!("= {}", line.shares),
                &format!("= {}", line.shares - 1),
            );
            let fewer = &line.extras[..line.extras.len() - 1];
            replace_in(&mut e, extras_at, &list(&line.extras), &list(fewer));
            case(
                format!("line {l} shares set"),
                MapEdit::SetShares {
                    line: l,
                    shares: line.shares - 1,
                },
                e,
            );
            let mut e = lines.clone();
            let mut more = line.extras.clone();
            more[1] = 500;
            replace_in(&mut e, extras_at, &list(&line.extras), &list(&more));
            case(
                format!("line {l} extra set"),
                MapEdit::SetExtra {
                    line: l,
                    share: 1,
                    yen: 500,
                },
                e,
            );
        }
        let mut e = lines.clone();
        let i = key_line(&lines, head, end, "slots").expect("slots");
        let slots = if line.slots > 1 { line.slots - 1 } else { 2 };
        replace_in(&mut e, i, &format!("= {}", line.slots), &format!("= {slots}"));
        case(
            format!("line {l} slots set"),
            MapEdit::SetSlots { line: l, slots },
            e,
        );

        // Reversed: each stop's text line, comment and all, in the reverse order.
        let mut e = lines.clone();
        for (&to, &from) in stops.iter().zip(stops.iter().rev()) {
            e[to] = lines[from].clone();
        }
        case(format!("line {l} reversed"), MapEdit::ReverseLine(l), e);

        // A stop removed (first, middle, last): its text line goes, with its comment.
        let last = stops.len() - 1;
        for k in [0, last / 2, last] {
            let mut e = lines.clone();
            e.remove(stops[k]);
            case(
                format!("line {l} stop {k} removed"),
                MapEdit::RemoveStop(StopRef { line: l, stop: k }),
                e,
            );
        }

        // A stop added (first, middle, at the end): a line of its own, taking no one's comment.
        let indent: String = lines[stops[0]].chars().take_while(|c| *c == ' ').collect();
        for k in [0, last / 2 + 1, last + 1] {
            let mut e = lines.clone();
            let at = stops.get(k).copied().unwrap_or(stops[last] + 1);
            e.insert(at, format!("{indent}{{ at = [0.5, 1], station = \"Fresh\" }},\n"));
            case(
                format!("line {l} stop added at {k}"),
                MapEdit::AddStop {
                    line: l,
                    index: k,
                    at: Point::from_halves(1, 2),
                    station: Some("Fresh".into()),
                },
                e,
            );
        }

        // A stop moved: its place changed, its comment where it was.
        let k = last / 2;
        let mut e = lines.clone();
        let at_text = {
            let s = &lines[stops[k]];
            let from = s.find("at = [").expect("an at");
            let to = from + s[from..].find(']').expect("a ]") + 1;
            s[from..to].to_string()
        };
        replace_in(&mut e, stops[k], &at_text, "at = [0.5, 1]");
        case(
            format!("line {l} stop {k} moved"),
            MapEdit::MoveStop {
                stop: StopRef { line: l, stop: k },
                to: Point::from_halves(1, 2),
            },
            e,
        );

        // Every stop: its name set (added or changed) and taken away, grouped into a station, ungrouped.
        for (k, stop) in line.stops.iter().enumerate() {
            let s = StopRef { line: l, stop: k };
            let text = &lines[stops[k]];
            let close = text.find(" }").expect("a closing brace");
            let mut e = lines.clone();
            match stop_key_text(text, "name") {
                Some(old) => replace_in(&mut e, stops[k], &old, ", name = \"Alias\""),
                None => e[stops[k]] = format!("{}, name = \"Alias\"{}", &text[..close], &text[close..]),
            }
            case(
                format!("line {l} stop {k} named"),
                MapEdit::SetStopName {
                    stop: s,
                    name: Some("Alias".into()),
                },
                e,
            );
            if let Some(old) = stop_key_text(text, "name") {
                let mut e = lines.clone();
                replace_in(&mut e, stops[k], &old, "");
                case(
                    format!("line {l} stop {k} unnamed"),
                    MapEdit::SetStopName { stop: s, name: None },
                    e,
                );
            }
            let mut e = lines.clone();
            match stop_key_text(text, "station") {
                Some(old) => replace_in(&mut e, stops[k], &old, ", station = \"Hub\""),
                None => e[stops[k]] = format!("{}, station = \"Hub\"{}", &text[..close], &text[close..]),
            }
            case(
                format!("line {l} stop {k} grouped"),
                MapEdit::GroupIntoStation {
                    stops: vec![s],
                    name: "Hub".into(),
                },
                e.clone(),
            );
            // A station of its own, under a name no station has: the same text as joining one.
            case(
                format!("line {l} stop {k} a new station"),
                MapEdit::NewStation {
                    stop: s,
                    name: "Hub".into(),
                },
                e,
            );
            if stop.station.is_some() {
                let mut e = lines.clone();
                for key in ["station", "name"] {
                    if let Some(old) = stop_key_text(text, key) {
                        replace_in(&mut e, stops[k], &old, "");
                    }
                }
                case(format!("line {l} stop {k} ungrouped"), MapEdit::Ungroup(s), e);
            }
        }
    }

    // A station renamed: every stop of it, nothing else.
    let name = model.lines[0].stops[0].station.clone().expect("a station");
    let mut e = lines.clone();
    for (l, line) in model.lines.iter().enumerate() {
        let stops = stop_lines(&lines, l);
        for (k, stop) in line.stops.iter().enumerate() {
            if stop.station.as_deref() == Some(&name) {
                replace_in(
                    &mut e,
                    stops[k],
                    &format!("station = \"{name}\""),
                    "station = \"Elsewhere\"",
                );
            }
        }
    }
    case(
        "a station renamed".into(),
        MapEdit::RenameStation {
            from: name,
            to: "Elsewhere".into(),
        },
        e,
    );

    // The revenue track: one payout changed (only its row's text), the standard table (the key and its comments go).
    if let Some(rows) = &model.revenue_track {
        let row = 3;
        let [value, high, low] = rows[row];
        let old = format!("[{value}, {high}, {low}]");
        let new_high = value;
        let new = format!("[{value}, {new_high}, 0]");
        let mut e = lines.clone();
        let i = (0..root_end).find(|&i| lines[i].contains(&old)).expect("the row");
        let at = lines[i].find(&old).expect("the row");
        e[i] = format!("{}{}{}", &lines[i][..at], new, &lines[i][at + old.len()..]);
        case(
            "a payout set".into(),
            MapEdit::SetRevenueHigh { row, high: new_high },
            e.clone(),
        );
        let mut changed = rows.clone();
        changed[row] = [value, new_high, 0];
        case(
            "the revenue track set".into(),
            MapEdit::SetRevenueTrack(Some(changed)),
            e,
        );
        let key = key_line(&lines, 0, root_end, "revenue_track").expect("the key");
        let close = (key..root_end)
            .find(|&i| lines[i].trim_start().starts_with(']'))
            .expect("its end");
        let mut e = lines.clone();
        e.drain(own_start(&lines, key)..=close);
        case(
            "the standard revenue track".into(),
            MapEdit::SetRevenueTrack(None),
            e,
        );
    }
    out
}

/// Which kind of edit: every variant of [`MapEdit`] listed, so a new one fails to compile here until a case of it
/// is written above.
fn kind(edit: &MapEdit) -> &'static str {
    match edit {
        MapEdit::SetName(_) => "SetName",
        MapEdit::SetGrid { .. } => "SetGrid",
        MapEdit::SetStartTrainsLeave(_) => "SetStartTrainsLeave",
        MapEdit::AddLine { .. } => "AddLine",
        MapEdit::RemoveLine(_) => "RemoveLine",
        MapEdit::SetLineText { .. } => "SetLineText",
        MapEdit::SetShares { .. } => "SetShares",
        MapEdit::SetExtra { .. } => "SetExtra",
        MapEdit::SetSlots { .. } => "SetSlots",
        MapEdit::AddStop { .. } => "AddStop",
        MapEdit::MoveStop { .. } => "MoveStop",
        MapEdit::RemoveStop(_) => "RemoveStop",
        MapEdit::ReverseLine(_) => "ReverseLine",
        MapEdit::GroupIntoStation { .. } => "GroupIntoStation",
        MapEdit::Ungroup(_) => "Ungroup",
        MapEdit::NewStation { .. } => "NewStation",
        MapEdit::RenameStation { .. } => "RenameStation",
        MapEdit::SetStopName { .. } => "SetStopName",
        MapEdit::SetRevenueTrack(_) => "SetRevenueTrack",
        MapEdit::SetRevenueHigh { .. } => "SetRevenueHigh",
    }
}

/// Where two texts first differ, with a little of each around it.
fn first_difference(expected: &str, got: &str) -> String {
    let (a, b) = (lines_of(expected), lines_of(got));
    let i = a
        .iter()
        .zip(&b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    let show = |l: &[String]| l[i.saturating_sub(1)..(i + 2).min(l.len())].concat();
    format!(
        "from text line {}:\n--- expected\n{}--- got\n{}",
        i + 1,
        show(&a),
        show(&b)
    )
}

#[test]
fn every_edit_of_every_shipped_map_changes_only_what_it_changes() {
    let mut failures = String::new();
    let mut checked = 0;
    for map in shipped() {
        let draft = MapDraft::open(&map.file, &map.text, true, &()).expect("opens");
        assert_eq!(draft.text(), map.text, "opened unchanged");
        let cases = cases(&map, draft.model());
        let mut kinds: Vec<&str> = cases.iter().map(|c| kind(&c.edit)).collect();
        kinds.sort_unstable();
        kinds.dedup();
        assert_eq!(kinds.len(), 20, "every kind of edit on {}: {kinds:?}", map.file);
        for case in cases {
            let mut d = draft.clone();
            checked += 1;
            if let Err(e) = d.apply(case.edit.clone()) {
                let _ = writeln!(failures, "{} — {}: refused: {e}", map.file, case.what);
                continue;
            }
            if d.text() != case.expected {
                let _ = writeln!(
                    failures,
                    "{} — {} ({:?}):\n{}",
                    map.file,
                    case.what,
                    case.edit,
                    first_difference(&case.expected, d.text())
                );
            }
        }
    }
    assert!(checked > 100, "{checked} edits checked");
    assert!(failures.is_empty(), "{failures}");
}

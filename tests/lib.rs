//! Shared helpers of the workspace tests: the built-in data files, the real-network station lists and invariant checks.
//!
//! The test targets of this package (`builtin_data_*.rs`, `loader_fuzz.rs`) check the data the game ships against
//! the component rules (CP-) and prove the loaders never panic. What they share lives here; nothing here panics.

pub mod fixture;
pub mod hostile;

use std::collections::BTreeMap;

use metro_core::map::MAX_STOPS_PER_STATION;
use metro_core::{ActionKind, CardSet, KindCatalogue, Map, RevenueTrack};
use metro_data::Diagnostics;

/// One of the data files built into the programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `maps/tokyo.toml`.
    TokyoMap,
    /// `maps/osaka.toml`.
    OsakaMap,
    /// `cards/tokyo.toml`.
    TokyoCards,
    /// `cards/osaka.toml`.
    OsakaCards,
}

impl Builtin {
    /// Every built-in file.
    pub const ALL: [Builtin; 4] = [
        Builtin::TokyoMap,
        Builtin::OsakaMap,
        Builtin::TokyoCards,
        Builtin::OsakaCards,
    ];

    /// Its path in the repository, as shown in diagnostics.
    pub fn file(self) -> &'static str {
        match self {
            Builtin::TokyoMap => "maps/tokyo.toml",
            Builtin::OsakaMap => "maps/osaka.toml",
            Builtin::TokyoCards => "cards/tokyo.toml",
            Builtin::OsakaCards => "cards/osaka.toml",
        }
    }

    /// Its text as embedded in the variant crates.
    pub fn text(self) -> &'static str {
        match self {
            Builtin::TokyoMap => metro_tokyo::MAP_TOML,
            Builtin::OsakaMap => metro_osaka::MAP_TOML,
            Builtin::TokyoCards => metro_tokyo::CARDS_TOML,
            Builtin::OsakaCards => metro_osaka::CARDS_TOML,
        }
    }
}

/// What a loader made of a text.
#[derive(Debug)]
pub enum Loaded {
    /// A valid map.
    Map(Box<Map>),
    /// A valid card set.
    Cards(CardSet),
}

/// Runs the loader that reads files of `kind` on `text`, under the name `file`.
pub fn load_as(kind: Builtin, file: &str, text: &str) -> Result<Loaded, Diagnostics> {
    match kind {
        Builtin::TokyoMap | Builtin::OsakaMap => {
            metro_data::load_map(file, text).map(|m| Loaded::Map(Box::new(m)))
        }
        Builtin::TokyoCards | Builtin::OsakaCards => {
            metro_data::load_card_set(file, text, &KindCatalogue::builtin()).map(Loaded::Cards)
        }
    }
}

/// Loads a built-in map.
pub fn builtin_map(kind: Builtin) -> Result<Map, Diagnostics> {
    metro_data::load_map(kind.file(), kind.text())
}

/// Loads a built-in card set.
pub fn builtin_cards(kind: Builtin) -> Result<CardSet, Diagnostics> {
    metro_data::load_card_set(kind.file(), kind.text(), &KindCatalogue::builtin())
}

/// The text of `tests/data/real-networks.md`, a copy of the shared rules' station lists.
pub const REAL_NETWORKS: &str = include_str!("data/real-networks.md");

/// The Tokyo map's 12 lines in revenue-track order: letter, name and official colour (CP-1.7).
pub const TOKYO_LINES: [(&str, &str, &str); 12] = [
    ("G", "Ginza", "#FF9500"),
    ("M", "Marunouchi", "#F62E36"),
    ("H", "Hibiya", "#B5B5AC"),
    ("T", "Tozai", "#009BBF"),
    ("C", "Chiyoda", "#00BB85"),
    ("Y", "Yurakucho", "#C1A470"),
    ("Z", "Hanzomon", "#8F76D6"),
    ("N", "Namboku", "#00AC9B"),
    ("A", "Asakusa", "#E85298"),
    ("I", "Mita", "#0079C2"),
    ("S", "Shinjuku", "#6CBB5A"),
    ("E", "Oedo", "#B6007A"),
];

/// The real station lists of one city's section (`## Tokyo` or `## Osaka`) of `real-networks.md`: line letter →
/// stations in order from the stop-1 end. Parenthetical remarks are dropped, except `(X again,)`, which stands for
/// station X appearing a second time (the Oedo loop). A bullet whose text is not a station list (the Osaka bus
/// line) is left out.
pub fn real_lines(markdown: &str, city: &str) -> BTreeMap<String, Vec<String>> {
    let heading = format!("## {city}");
    let mut in_section = false;
    let mut bullets: Vec<String> = Vec::new();
    for line in markdown.lines() {
        if line.starts_with("## ") {
            in_section = line.trim() == heading || line.starts_with(&format!("{heading} "));
            continue;
        }
        if !in_section {
            continue;
        }
        if let Some(rest) = line.strip_prefix("- ") {
            bullets.push(rest.to_string());
        } else if line.starts_with(' ') && !line.trim().is_empty() {
            if let Some(last) = bullets.last_mut() {
                last.push(' ');
                last.push_str(line.trim());
            }
        } else if line.trim().is_empty() {
            // A blank line ends a bullet; the next bullet starts with "- ".
            bullets.push(String::new());
        }
    }
    let mut lines = BTreeMap::new();
    for bullet in bullets.iter().filter(|b| b.starts_with("**")) {
        let Some((title, rest)) = bullet[2..].split_once("**") else {
            continue;
        };
        let Some(letter) = title.split_whitespace().next() else {
            continue;
        };
        let text = strip_remarks(rest);
        let Some((_, list)) = text.split_once(':') else {
            continue;
        };
        let stations: Vec<String> = list
            .trim()
            .trim_end_matches('.')
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        // A station list is a list of names, not a sentence: a real list has commas and no long items.
        if stations.len() >= 2 && stations.iter().all(|s| s.split_whitespace().count() <= 3) {
            lines.insert(letter.to_string(), stations);
        }
    }
    lines
}

/// Drops parenthetical remarks, keeping `X` of `(X again,)` as a list entry.
fn strip_remarks(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find(')') else {
            rest = "";
            break;
        };
        let remark = after[..close].trim();
        if let Some(station) = remark
            .strip_suffix("again,")
            .or_else(|| remark.strip_suffix("again"))
        {
            out.push_str(station.trim());
            out.push(',');
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Whether `names` appear in `list` in the same order (not necessarily next to each other). A name may match a
/// later repetition of itself in the list (the Oedo loop passes Tochomae twice).
pub fn is_subsequence(names: &[String], list: &[String]) -> bool {
    let mut next = 0;
    for name in names {
        match list[next..].iter().position(|s| s == name) {
            Some(i) => next += i + 1,
            None => return false,
        }
    }
    true
}

/// The names of a line's stops, as shown beside them (`Map::stop_name`).
pub fn stop_names(map: &Map, letter: &str) -> Vec<String> {
    map.line_by_letter(letter)
        .map(|line| map.line(line).stops.iter().map(|&s| map.stop_name(s)).collect())
        .unwrap_or_default()
}

/// Checks what the engine relies on in a valid map (CP-1.3, CP-1.4, CP-1.9, TM-5.2). Returns the first breach.
pub fn check_map_invariants(map: &Map) -> Result<(), String> {
    check_names(
        std::iter::once(map.name())
            .chain(map.lines().iter().map(|l| l.name.as_str()))
            .chain(map.stations().iter().map(|s| s.name.as_str()))
            .chain(map.stops().iter().filter_map(|s| s.name.as_deref())),
    )?;
    if map.columns() == 0 || map.rows() == 0 || map.space_count() < 5 {
        return Err(format!(
            "grid {}×{} has no room for 5 meeples",
            map.columns(),
            map.rows()
        ));
    }
    if map.lines().is_empty() {
        return Err("no line".into());
    }
    let mut letters = Vec::new();
    for line in map.lines() {
        if letters.contains(&&line.letter) {
            return Err(format!("letter {} repeated", line.letter));
        }
        letters.push(&line.letter);
        if line.stops.len() < 2 {
            return Err(format!("line {} has {} stops", line.letter, line.stops.len()));
        }
        if !(1..=4).contains(&line.shares()) || !(1..=4).contains(&line.slots) {
            return Err(format!(
                "line {}: shares {} slots {}",
                line.letter,
                line.shares(),
                line.slots
            ));
        }
        if line
            .extras
            .iter()
            .any(|&e| !(0..=5_000).contains(&e) || e % 100 != 0)
        {
            return Err(format!("line {}: extras {:?}", line.letter, line.extras));
        }
    }
    let mut points = Vec::new();
    for (i, stop) in map.stops().iter().enumerate() {
        let label = map.stop_label(metro_core::StopId(i as u16));
        if stop.touches.is_empty() {
            return Err(format!("stop {label} touches no space"));
        }
        if stop.touches.iter().any(|s| s.0 as usize >= map.space_count()) {
            return Err(format!("stop {label} touches a space outside the grid"));
        }
        if points.contains(&stop.at) {
            return Err(format!("stop {label} shares its point"));
        }
        points.push(stop.at);
    }
    for station in map.stations() {
        if station.stops.is_empty() || station.stops.len() > MAX_STOPS_PER_STATION {
            return Err(format!(
                "station {} has {} stops",
                station.name,
                station.stops.len()
            ));
        }
        for &a in &station.stops {
            for &b in &station.stops {
                let (pa, pb) = (map.stop(a).at, map.stop(b).at);
                if (pa.x2 - pb.x2).abs() > 2 || (pa.y2 - pb.y2).abs() > 2 {
                    return Err(format!(
                        "station {} spreads over more than one space",
                        station.name
                    ));
                }
            }
        }
    }
    check_track(map.revenue())
}

/// Checks a revenue track: 61 rows, high + low = value, 0 ≤ low ≤ high, steps of ¥100 (TM-5.2, CP-1.5).
pub fn check_track(track: &RevenueTrack) -> Result<(), String> {
    if track.pairs().len() != 61 {
        return Err(format!("revenue track has {} rows", track.pairs().len()));
    }
    for (step, &(high, low)) in track.pairs().iter().enumerate() {
        let value = step as i32 * 100;
        if high + low != value || low < 0 || low > high || high % 100 != 0 || low % 100 != 0 {
            return Err(format!("revenue track at {value}: {high}/{low}"));
        }
    }
    Ok(())
}

/// Checks what the engine relies on in a valid card set (CP-2.1, CP-2.5). Returns the first breach.
pub fn check_card_invariants(set: &CardSet) -> Result<(), String> {
    check_names(std::iter::once(set.name()).chain(set.columns().iter().map(|c| c.name.as_str())))?;
    let kinds = KindCatalogue::builtin();
    if set.columns().is_empty() {
        return Err("no column".into());
    }
    for column in set.columns() {
        if column.cards.len() != set.cards_per_column() {
            return Err(format!("column {} has {} cards", column.name, column.cards.len()));
        }
        if column.colours.is_empty() || column.colours.len() > 2 {
            return Err(format!(
                "column {} has {} colours",
                column.name,
                column.colours.len()
            ));
        }
        let mut dots = 1;
        for card in &column.cards {
            if !(1..=3).contains(&card.dots) || card.dots < dots {
                return Err(format!("column {}: dots {} after {dots}", column.name, card.dots));
            }
            dots = card.dots;
            if card.actions.is_empty() || card.actions.len() > 2 {
                return Err(format!(
                    "column {}: a card with {} actions",
                    column.name,
                    card.actions.len()
                ));
            }
            for action in &card.actions {
                if !(1..=3).contains(&action.spaces) {
                    return Err(format!("{} has {} spaces", action.kind, action.spaces));
                }
                if matches!(action.kind, ActionKind::Copy { .. }) && action.spaces != 1 {
                    return Err("a Copy action with more than one space (D-24)".into());
                }
                let Some(spec) = kinds.spec(action.kind) else {
                    return Err(format!("unknown kind {:?}", action.kind));
                };
                match (&spec.param, action.kind.param()) {
                    (Some(p), Some(v)) if v >= p.min && v <= p.max && v % p.step == 0 => {}
                    (None, None) => {}
                    (p, v) => return Err(format!("{}: parameter {v:?} against {p:?}", spec.name)),
                }
            }
        }
    }
    Ok(())
}

/// Checks that every diagnostic points into `text`: the span lies within it and on char boundaries, line and
/// column are 1-based and the line exists (or is the one just past a final newline); they come in order of position.
/// An error must carry at least one diagnostic.
pub fn check_diagnostics(diagnostics: &Diagnostics, file: &str, text: &str) -> Result<(), String> {
    if diagnostics.items.is_empty() {
        return Err("an error without any diagnostic".into());
    }
    if diagnostics.file != file {
        return Err(format!(
            "diagnostics name the file {:?}, not {file:?}",
            diagnostics.file
        ));
    }
    if diagnostics
        .items
        .windows(2)
        .any(|pair| pair[0].span.start > pair[1].span.start)
    {
        return Err(format!("diagnostics not in order of position:\n{diagnostics}"));
    }
    let line_count = text.lines().count();
    for item in &diagnostics.items {
        let shown = item.to_string();
        if item.span.start > item.span.end || item.span.end > text.len() {
            return Err(format!(
                "span {:?} outside the text of {} bytes: {shown}",
                item.span,
                text.len()
            ));
        }
        if !text.is_char_boundary(item.span.start) || !text.is_char_boundary(item.span.end) {
            return Err(format!("span {:?} not on char boundaries: {shown}", item.span));
        }
        if item.line < 1 || item.column < 1 || item.line > line_count + 1 {
            return Err(format!(
                "line {} column {} in a text of {line_count} lines: {shown}",
                item.line, item.column
            ));
        }
        let line_text = text.split('\n').nth(item.line - 1).unwrap_or("");
        if item.column > line_text.chars().count() + 1 {
            return Err(format!(
                "column {} past the end of line {}: {shown}",
                item.column, item.line
            ));
        }
        if item.file != file || item.message.trim().is_empty() {
            return Err(format!("diagnostic without file or message: {shown}"));
        }
        if shown.chars().any(metro_core::text::is_forbidden) {
            return Err(format!(
                "a control character in the printed diagnostic: {shown:?}"
            ));
        }
    }
    if diagnostics.items.len() > metro_core::limits::MAX_PROBLEMS_REPORTED {
        return Err(format!("{} problems listed", diagnostics.items.len()));
    }
    Ok(())
}

/// Every name a loaded value holds must pass the name checks (issue 9: no control characters, no huge names).
fn check_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<(), String> {
    for name in names {
        if let Some(problem) = metro_core::text::name_problem("a name", name) {
            return Err(format!("{problem}: {:?}", metro_core::text::printable(name)));
        }
    }
    Ok(())
}

/// Loads `text` as a file of `kind` and checks the outcome: an error's diagnostics point into the text, a value's
/// invariants hold.
pub fn check_load(kind: Builtin, text: &str) -> Result<(), String> {
    let file = kind.file();
    match load_as(kind, file, text) {
        Err(diagnostics) => check_diagnostics(&diagnostics, file, text),
        Ok(Loaded::Map(map)) => check_map_invariants(&map),
        Ok(Loaded::Cards(set)) => check_card_invariants(&set),
    }
}

/// Plugins for tests: the workspace's plugin crates built as shared libraries, and copies of them made faulty.
pub mod plugins {
    use std::path::{Path, PathBuf};
    use std::sync::{Mutex, OnceLock};

    /// The example plugin's package.
    pub const RUSH_HOUR: &str = "metro-rush-hour";
    /// The test fixture that fails on purpose (`tests/plugins/faulty`).
    pub const FAULTY: &str = "metro-faulty-plugin";

    /// The workspace's target folder (`CARGO_TARGET_DIR` or `target/`).
    pub fn target_dir() -> PathBuf {
        match std::env::var_os("CARGO_TARGET_DIR") {
            Some(dir) => PathBuf::from(dir),
            None => Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("target"),
        }
    }

    /// A package built (or not) in this process.
    type Built = (String, Result<PathBuf, String>);

    /// Builds a plugin package of the workspace (`cargo build -p PACKAGE`, once per test process) and gives its
    /// library's path. Tests need the library itself, which `cargo test` does not build for a `cdylib`.
    pub fn library(package: &str) -> Result<PathBuf, String> {
        static BUILT: OnceLock<Mutex<Vec<Built>>> = OnceLock::new();
        let built = BUILT.get_or_init(|| Mutex::new(Vec::new()));
        let mut built = built.lock().map_err(|_| "a plugin build panicked".to_string())?;
        if let Some((_, result)) = built.iter().find(|(p, _)| p == package) {
            return result.clone();
        }
        let result = build(package);
        built.push((package.to_string(), result.clone()));
        result
    }

    fn build(package: &str) -> Result<PathBuf, String> {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let output = std::process::Command::new(cargo)
            .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
            .args(["build", "--quiet", "--locked", "-p", package])
            .output()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "cargo build -p {package} failed:\n{}",
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        let file = format!(
            "{}{}{}",
            std::env::consts::DLL_PREFIX,
            package.replace('-', "_"),
            std::env::consts::DLL_SUFFIX
        );
        let path = target_dir().join("debug").join(file);
        if path.is_file() {
            Ok(path)
        } else {
            Err(format!("{} was not built", path.display()))
        }
    }

    /// A copy of a library under another name in a fresh folder under the target folder (each test its own, so a
    /// library is loaded once per copy), with every occurrence of `from` in its bytes replaced by `to` (the same
    /// length) — to make a plugin built "for another metro" or missing a symbol.
    pub fn copy(library: &Path, name: &str, patch: Option<(&[u8], &[u8])>) -> Result<PathBuf, String> {
        static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if n == 0 {
            remove_stale(&target_dir().join("plugin-tests"));
        }
        let folder = target_dir()
            .join("plugin-tests")
            .join(format!("{}-{n}", std::process::id()));
        std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
        let mut bytes = std::fs::read(library).map_err(|e| e.to_string())?;
        if let Some((from, to)) = patch {
            if from.len() != to.len() {
                return Err("a patch keeps the length".into());
            }
            let mut found = 0;
            let mut i = 0;
            while i + from.len() <= bytes.len() {
                if &bytes[i..i + from.len()] == from {
                    bytes[i..i + from.len()].copy_from_slice(to);
                    found += 1;
                    i += from.len();
                } else {
                    i += 1;
                }
            }
            if found == 0 {
                return Err(format!(
                    "{} does not hold {:?}",
                    library.display(),
                    String::from_utf8_lossy(from)
                ));
            }
        }
        let path = folder.join(name);
        std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
        Ok(path)
    }

    /// Removes copies older than an hour (left by earlier test runs; a copy in use is at most minutes old).
    fn remove_stale(folder: &Path) {
        let Ok(entries) = std::fs::read_dir(folder) else {
            return;
        };
        for entry in entries.flatten() {
            let old = entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age.as_secs() > 3600);
            if old {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
}

//! What changed between two versions of a design, in words: the map's lines, stops, stations and settings, and the
//! card set's columns — for the simulation screen's "what changed" beside the two runs it compares ("line X: stop
//! added at Alpha (23, 20)", "line M: 14 stops, now 13"). Both versions are read from the sources the runs played.

use metro_core::{CardSet, KindCatalogue, Map, Point, StopId};
use metro_save::DataSource;

use crate::game::Registry;
use crate::locale::tr;

/// A design as a run played it: its map's and its card set's sources.
#[derive(Clone, Copy, Debug)]
pub struct Version<'a> {
    /// The map's source.
    pub map: &'a DataSource,
    /// The card set's source.
    pub cards: &'a DataSource,
}

/// What changed from `old` to `new`, one sentence a change (empty: the same files); a version that no longer reads
/// is said so in one sentence.
pub fn design_changes(old: Version<'_>, new: Version<'_>, registry: &Registry) -> Vec<String> {
    let mut out = Vec::new();
    if old.map != new.map {
        match (read_map(old.map, registry), read_map(new.map, registry)) {
            (Ok(a), Ok(b)) => map_changes(&a, &b, &mut out),
            (Err(e), _) | (_, Err(e)) => out.push(e),
        }
    }
    if old.cards != new.cards {
        match (read_cards(old.cards, registry), read_cards(new.cards, registry)) {
            (Ok(a), Ok(b)) => card_changes(&a, &b, &mut out),
            (Err(e), _) | (_, Err(e)) => out.push(e),
        }
    }
    out
}

fn text_of<'a>(
    source: &'a DataSource,
    builtin: Option<&'a metro_engine::Source>,
) -> Option<(&'a str, &'a str)> {
    match source {
        DataSource::Builtin(_) => builtin.map(|s| (s.file.as_str(), s.text.as_str())),
        DataSource::Embedded { path, toml } => Some((path.as_str(), toml.as_str())),
    }
}

fn read_map(source: &DataSource, registry: &Registry) -> Result<Map, String> {
    let builtin = registry.map(source.name());
    let (file, text) =
        text_of(source, builtin).ok_or_else(|| tr!("changes-unreadable", name = source.name()))?;
    metro_data::load_map(file, text).map_err(|_| tr!("changes-unreadable", name = source.name()))
}

fn read_cards(source: &DataSource, registry: &Registry) -> Result<CardSet, String> {
    let builtin = registry.card_set(source.name());
    let (file, text) =
        text_of(source, builtin).ok_or_else(|| tr!("changes-unreadable", name = source.name()))?;
    let kinds: &KindCatalogue = registry.kinds();
    metro_data::load_card_set(file, text, kinds).map_err(|_| tr!("changes-unreadable", name = source.name()))
}

/// "(23, 20)", halves as ".5".
fn place(p: Point) -> String {
    format!("({}, {})", p.x(), p.y())
}

/// A stop in words: its station's name (or its own), else its place.
fn stop_words(map: &Map, stop: StopId) -> String {
    let s = map.stop(stop);
    match (s.station, &s.name) {
        (Some(station), _) => map.station(station).name.clone(),
        (None, Some(name)) => name.clone(),
        (None, None) => place(s.at),
    }
}

/// The map's changes: its settings, lines added and removed, and each line's stops and numbers.
pub fn map_changes(old: &Map, new: &Map, out: &mut Vec<String>) {
    if old.name() != new.name() {
        out.push(tr!("changes-map-name", old = old.name(), new = new.name()));
    }
    if (old.columns(), old.rows()) != (new.columns(), new.rows()) {
        out.push(tr!(
            "changes-grid",
            old = format!("{}×{}", old.columns(), old.rows()),
            new = format!("{}×{}", new.columns(), new.rows())
        ));
    }
    if old.revenue() != new.revenue() {
        out.push(tr!("changes-revenue-track"));
    }
    if old.start_trains_leave() != new.start_trains_leave() {
        out.push(tr!("changes-trains-leave"));
    }
    for line in old.lines() {
        if new.line_by_letter(&line.letter).is_none() {
            out.push(tr!(
                "changes-line-removed",
                line = line.letter.as_str(),
                name = line.name.as_str()
            ));
        }
    }
    for line in new.lines() {
        match old.line_by_letter(&line.letter) {
            None => out.push(tr!(
                "changes-line-added",
                line = line.letter.as_str(),
                name = line.name.as_str(),
                stops = line.stops.len()
            )),
            Some(id) => line_changes(old, old.line(id), new, line, out),
        }
    }
}

fn line_changes(
    old_map: &Map,
    old: &metro_core::Line,
    new_map: &Map,
    new: &metro_core::Line,
    out: &mut Vec<String>,
) {
    let letter = new.letter.as_str();
    if old.name != new.name {
        out.push(tr!(
            "changes-line-name",
            line = letter,
            old = old.name.as_str(),
            new = new.name.as_str()
        ));
    }
    if old.colour != new.colour {
        out.push(tr!("changes-line-colour", line = letter));
    }
    if old.extras != new.extras {
        let yen = |e: &[i32]| {
            e.iter()
                .map(|&y| crate::game::yen(y))
                .collect::<Vec<_>>()
                .join(", ")
        };
        out.push(tr!(
            "changes-line-extras",
            line = letter,
            old = yen(&old.extras),
            new = yen(&new.extras)
        ));
    }
    if old.slots != new.slots {
        out.push(tr!(
            "changes-line-slots",
            line = letter,
            old = old.slots,
            new = new.slots
        ));
    }
    if old.vehicle != new.vehicle {
        out.push(tr!(
            "changes-line-vehicle",
            line = letter,
            old = old.vehicle.name(),
            new = new.vehicle.name()
        ));
    }
    let before: Vec<(String, Point)> = old
        .stops
        .iter()
        .map(|&s| (stop_words(old_map, s), old_map.stop(s).at))
        .collect();
    let after: Vec<(String, Point)> = new
        .stops
        .iter()
        .map(|&s| (stop_words(new_map, s), new_map.stop(s).at))
        .collect();
    if before == after {
        return;
    }
    let mut reversed = before.clone();
    reversed.reverse();
    if reversed == after {
        out.push(tr!("changes-line-reversed", line = letter));
        return;
    }
    // Stops matched by their words: a stop whose words stay and whose place changes moved.
    let mut unmatched: Vec<Option<&(String, Point)>> = before.iter().map(Some).collect();
    for (words, at) in &after {
        match unmatched.iter_mut().find(|b| b.is_some_and(|(w, _)| w == words)) {
            Some(slot) => {
                if let Some((_, was)) = slot.take()
                    && was != at
                {
                    out.push(tr!(
                        "changes-stop-moved",
                        line = letter,
                        stop = words.as_str(),
                        old = place(*was),
                        new = place(*at)
                    ));
                }
            }
            None => out.push(tr!(
                "changes-stop-added",
                line = letter,
                stop = words.as_str(),
                at = place(*at)
            )),
        }
    }
    for (words, _) in unmatched.into_iter().flatten() {
        out.push(tr!("changes-stop-removed", line = letter, stop = words.as_str()));
    }
    if before.len() != after.len() {
        out.push(tr!(
            "changes-line-stops",
            line = letter,
            old = before.len(),
            new = after.len()
        ));
    }
}

/// The card set's changes: its name, its columns and how many cards each holds, and cards changed within a column.
pub fn card_changes(old: &CardSet, new: &CardSet, out: &mut Vec<String>) {
    if old.name() != new.name() {
        out.push(tr!("changes-cards-name", old = old.name(), new = new.name()));
    }
    for column in old.columns() {
        if !new.columns().iter().any(|c| c.name == column.name) {
            out.push(tr!("changes-column-removed", column = column.name.as_str()));
        }
    }
    for column in new.columns() {
        match old.columns().iter().find(|c| c.name == column.name) {
            None => out.push(tr!(
                "changes-column-added",
                column = column.name.as_str(),
                cards = column.cards.len()
            )),
            Some(was) if was.cards.len() != column.cards.len() => out.push(tr!(
                "changes-column-cards",
                column = column.name.as_str(),
                old = was.cards.len(),
                new = column.cards.len()
            )),
            Some(was) => {
                let changed = was
                    .cards
                    .iter()
                    .zip(&column.cards)
                    .filter(|(a, b)| a != b)
                    .count();
                if changed > 0 {
                    out.push(tr!(
                        "changes-column-changed",
                        column = column.name.as_str(),
                        cards = changed
                    ));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn osaka() -> String {
        metro_osaka::MAP_TOML.to_string()
    }

    fn changes(old: &str, new: &str) -> Vec<String> {
        let registry = crate::catalog::registry();
        let a = DataSource::embedded("old.toml", old);
        let b = DataSource::embedded("new.toml", new);
        let cards = DataSource::builtin("osaka");
        design_changes(
            Version {
                map: &a,
                cards: &cards,
            },
            Version {
                map: &b,
                cards: &cards,
            },
            &registry,
        )
    }

    #[test]
    fn the_same_design_has_no_change_and_a_built_in_reads_by_its_key() {
        let registry = crate::catalog::registry();
        let map = DataSource::builtin("osaka");
        let cards = DataSource::builtin("osaka");
        let v = Version {
            map: &map,
            cards: &cards,
        };
        assert!(design_changes(v, v, &registry).is_empty());
        // The built-in beside its own text embedded: read both, nothing changed in the map.
        let embedded = DataSource::embedded("copy.toml", osaka());
        let w = Version {
            map: &embedded,
            cards: &cards,
        };
        assert!(design_changes(v, w, &registry).is_empty());
    }

    #[test]
    fn a_line_added_a_stop_moved_and_a_stop_removed_are_told_in_words() {
        let old = osaka();
        let corner = "\n[[lines]]\nletter = \"X\"\nname = \"Corner Line\"\ncolour = \"#AA00AA\"\nshares = 1\n\
                      extras = [0]\nslots = 1\nvehicle = \"train\"\nstops = [\n  { at = [23, 20], station = \"Alpha\" },\n  \
                      { at = [24.5, 20.5], station = \"Beta\" },\n]\n\n";
        let at = old.find("[[lines]]\nletter = \"P\"").expect("line P");
        let at = old[..at].rfind("\n\n").map_or(at, |i| i + 1);
        let new = format!("{}{corner}{}", &old[..at], &old[at..]);
        let told = changes(&old, &new);
        assert_eq!(told, ["line X added: Corner Line, 2 stops"], "{told:?}");

        // Esaka moved half a space east, Shin-osaka removed from line M.
        let moved = old.replace(
            "{ at = [10, 1], station = \"Esaka\" }",
            "{ at = [10.5, 1], station = \"Esaka\" }",
        );
        let removed = moved.replace("  { at = [10, 2.5], station = \"Shin-osaka\" },     # M2\n", "");
        assert_ne!(removed, moved, "the test's text is in the map");
        let told = changes(&old, &removed);
        assert_eq!(
            told,
            [
                "line M: Esaka moved from (10, 1) to (10.5, 1)",
                "line M: Shin-osaka removed",
                "line M: 14 stops, now 13",
            ],
            "{told:?}"
        );
    }
}

//! The data the game ships — both maps, both action-card sets — loads without diagnostics (CP-1.9, CP-2.5,
//! CP-3.1), and both maps are what every map must be (CP-1.1 … CP-1.6). The real networks are checked in
//! `builtin_data_networks.rs`, the card sets in `builtin_data_cards.rs`.
//!
//! Every test names the rule it checks in a `// rule …` comment.

use std::collections::BTreeSet;

use metro_core::{Map, RevenueTrack, StopId};
use metro_tests::{Builtin, builtin_cards, builtin_map, check_card_invariants, check_map_invariants};

fn tokyo() -> Map {
    builtin_map(Builtin::TokyoMap).unwrap_or_else(|d| panic!("{d}"))
}

fn osaka() -> Map {
    builtin_map(Builtin::OsakaMap).unwrap_or_else(|d| panic!("{d}"))
}

// ------------------------------------------------------------------------------------------------------------
// Everything loads.
// ------------------------------------------------------------------------------------------------------------

// rule CP-1.9 rule CP-2.5 rule CP-3.1: the shipped files are valid — no diagnostics at all.
#[test]
fn every_builtin_file_loads_without_diagnostics() {
    for kind in [Builtin::TokyoMap, Builtin::OsakaMap] {
        let map = builtin_map(kind).unwrap_or_else(|d| panic!("{d}"));
        check_map_invariants(&map).unwrap_or_else(|e| panic!("{}: {e}", kind.file()));
    }
    for kind in [Builtin::TokyoCards, Builtin::OsakaCards] {
        let set = builtin_cards(kind).unwrap_or_else(|d| panic!("{d}"));
        check_card_invariants(&set).unwrap_or_else(|e| panic!("{}: {e}", kind.file()));
    }
}

// rule CP-1.1: the registry hands out exactly the embedded files under their keys.
#[test]
fn variants_register_the_embedded_files() {
    let mut registry = metro_engine::Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    assert_eq!(registry.map("tokyo").unwrap().text, Builtin::TokyoMap.text());
    assert_eq!(registry.map("osaka").unwrap().text, Builtin::OsakaMap.text());
    assert_eq!(
        registry.card_set("tokyo").unwrap().text,
        Builtin::TokyoCards.text()
    );
    assert_eq!(
        registry.card_set("osaka").unwrap().text,
        Builtin::OsakaCards.text()
    );
    assert_eq!(registry.map("tokyo").unwrap().file, "maps/tokyo.toml");
    assert_eq!(registry.card_set("osaka").unwrap().file, "cards/osaka.toml");
}

// ------------------------------------------------------------------------------------------------------------
// Maps: what every map must be (CP-1.1 … CP-1.6, CP-1.9).
// ------------------------------------------------------------------------------------------------------------

// rule CP-1.1: name and grid size; the grid has room for the meeples.
#[test]
fn maps_have_names_and_grids() {
    for (map, name) in [(tokyo(), "Tokyo"), (osaka(), "Osaka")] {
        assert_eq!(map.name(), name);
        assert!(
            map.columns() >= 10 && map.rows() >= 10,
            "{name}: {}×{}",
            map.columns(),
            map.rows()
        );
        assert_eq!(map.space_count(), map.columns() as usize * map.rows() as usize);
        // Meeples start on an empty space (TM-6.5.1): plenty of spaces touch no stop at all.
        let empty = (0..map.space_count())
            .filter(|&i| map.stops_touching(metro_core::SpaceId(i as u16)).is_empty())
            .count();
        assert!(empty >= 5, "{name}: only {empty} spaces without a stop");
    }
}

// rule CP-1.3: every stop touches at least one space inside the grid, and the spaces it touches are the ones its
// lattice point says (1 for a space centre, 2 for an edge midpoint, up to 4 for a corner).
#[test]
fn every_stop_touches_the_spaces_of_its_point() {
    for map in [tokyo(), osaka()] {
        for (i, stop) in map.stops().iter().enumerate() {
            let label = map.stop_label(StopId(i as u16));
            assert!(
                !stop.touches.is_empty(),
                "{}: {label} touches no space",
                map.name()
            );
            let expected: usize = match (stop.at.x2 % 2 == 0, stop.at.y2 % 2 == 0) {
                (true, true) => 4,
                (true, false) | (false, true) => 2,
                (false, false) => 1,
            };
            assert!(stop.touches.len() <= expected, "{}: {label}", map.name());
            for &space in &stop.touches {
                let (x, y) = map.space_xy(space);
                assert!(
                    (x * 2 - stop.at.x2).abs() <= 2 && (y * 2 - stop.at.y2).abs() <= 2,
                    "{}: {label}",
                    map.name()
                );
                assert!(map.stops_touching(space).contains(&StopId(i as u16)));
            }
        }
    }
}

// rule CP-1.4 rule CP-1.9: every station has 1–3 stops, within one space of each other; no two stops at one point;
// a stop belongs to at most one station.
#[test]
fn stations_are_small_and_compact() {
    for map in [tokyo(), osaka()] {
        let mut seen = BTreeSet::new();
        for station in map.stations() {
            assert!(
                (1..=3).contains(&station.stops.len()),
                "{}: {} has {}",
                map.name(),
                station.name,
                station.stops.len()
            );
            for &a in &station.stops {
                assert!(seen.insert(a), "{}: a stop in two stations", map.name());
                assert_eq!(
                    map.stop(a).station.map(|s| &map.station(s).name),
                    Some(&station.name)
                );
                for &b in &station.stops {
                    let (pa, pb) = (map.stop(a).at, map.stop(b).at);
                    assert!(
                        (pa.x2 - pb.x2).abs() <= 2 && (pa.y2 - pb.y2).abs() <= 2,
                        "{}: {} spreads over more than a space",
                        map.name(),
                        station.name
                    );
                }
            }
        }
        let points: BTreeSet<_> = map.stops().iter().map(|s| s.at).collect();
        assert_eq!(
            points.len(),
            map.stops().len(),
            "{}: two stops at one point",
            map.name()
        );
    }
}

// rule CP-1.5 rule TM-5.2 rule TM-5.3: each map's 61 rows are the standard track (high = 2/3 rounded up),
// high + low = value, the two printed figures, and the +6,000 side.
#[test]
fn maps_ship_the_standard_revenue_track() {
    let standard = RevenueTrack::standard();
    for (map, kind) in [(tokyo(), Builtin::TokyoMap), (osaka(), Builtin::OsakaMap)] {
        assert!(
            kind.text().contains("revenue_track = ["),
            "{}: CP-1.5 wants the table in the data",
            kind.file()
        );
        let track = map.revenue();
        assert_eq!(track.pairs().len(), 61);
        assert_eq!(track, &standard, "{}", map.name());
        for (step, &(high, low)) in track.pairs().iter().enumerate() {
            let value = step as i32 * 100;
            assert_eq!(high + low, value);
            assert!(0 <= low && low <= high);
            assert_eq!(
                high as u32,
                (value as u32 * 2).div_ceil(300) * 100,
                "high at {value}"
            );
        }
        assert_eq!(track.high_low(2_900), (2_000, 900));
        assert_eq!(track.high_low(1_400), (1_000, 400));
        assert_eq!(track.high_low(6_000), (4_000, 2_000));
        assert_eq!(track.high_low(8_900), (6_000, 2_900));
        assert_eq!(track.high_low(12_000), (8_000, 4_000));
        assert_eq!(track.high_low(13_400), (9_000, 4_400));
    }
}

// rule CP-1.6: TM-9.7 applies in Tokyo and not in Osaka.
#[test]
fn start_trains_leave_in_tokyo_only() {
    assert!(tokyo().start_trains_leave());
    assert!(!osaka().start_trains_leave());
}

// rule CP-1.9: a built-in map with one mistake is refused, the problem placed on its line.
#[test]
fn a_broken_builtin_map_is_refused_with_its_place() {
    let text = Builtin::TokyoMap
        .text()
        .replacen("letter = \"M\"", "letter = \"G\"", 1);
    let line = text
        .lines()
        .position(|l| l.starts_with("letter = \"G\""))
        .map(|i| i + 1);
    let second = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("letter = \"G\""))
        .nth(1)
        .map(|(i, _)| i + 1);
    assert!(line.is_some() && second.is_some());
    let err = metro_data::load_map("maps/tokyo.toml", &text).unwrap_err();
    assert_eq!(err.items.len(), 1, "{err}");
    assert_eq!(err.items[0].rule, Some("CP-1.9"));
    assert_eq!(
        (err.items[0].line, err.items[0].column),
        (second.unwrap(), 10),
        "{err}"
    );
}

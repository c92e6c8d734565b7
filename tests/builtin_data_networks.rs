//! The built-in maps against the real networks (`tests/data/real-networks.md`): the Tokyo map (CP-1.7), the Osaka
//! map (CP-1.8), and the reference data itself.
//!
//! Every test names the rule it checks in a `// rule …` comment.

use std::collections::{BTreeMap, BTreeSet};

use metro_core::{Map, StationId, StopId, VehicleKind};
use metro_tests::{Builtin, REAL_NETWORKS, TOKYO_LINES, builtin_map, is_subsequence, real_lines, stop_names};

fn tokyo() -> Map {
    builtin_map(Builtin::TokyoMap).unwrap_or_else(|d| panic!("{d}"))
}

fn osaka() -> Map {
    builtin_map(Builtin::OsakaMap).unwrap_or_else(|d| panic!("{d}"))
}

fn letters(map: &Map) -> Vec<&str> {
    map.lines().iter().map(|l| l.letter.as_str()).collect()
}

/// The station of every stop of line `letter` called `name` (by its own name or its station's), or a panic message.
fn stations_named(map: &Map, letter: &str, name: &str) -> Vec<Option<StationId>> {
    let line = map
        .line_by_letter(letter)
        .unwrap_or_else(|| panic!("no line {letter}"));
    map.line(line)
        .stops
        .iter()
        .filter(|&&s| {
            map.stop_name(s) == name || map.stop(s).station.is_some_and(|st| map.station(st).name == name)
        })
        .map(|&s| map.stop(s).station)
        .collect()
}

/// Asserts that lines `letters` all stop at `name` and that those stops form one station.
fn assert_interchange(map: &Map, name: &str, letters: &[&str]) {
    let mut stations = BTreeSet::new();
    for letter in letters {
        let found = stations_named(map, letter, name);
        assert!(
            !found.is_empty(),
            "{}: line {letter} has no stop {name}",
            map.name()
        );
        for station in found {
            let station =
                station.unwrap_or_else(|| panic!("{}: {letter}'s {name} is not a station", map.name()));
            stations.insert(station);
        }
    }
    let names: Vec<&str> = stations.iter().map(|&s| map.station(s).name.as_str()).collect();
    assert_eq!(
        stations.len(),
        1,
        "{}: the {name} stops of {letters:?} are in several stations {names:?}",
        map.name()
    );
}

/// Every stop called `name`, grouped by station (`None` for stops outside any station): station name → labels.
fn split_of(map: &Map, name: &str) -> BTreeMap<String, Vec<String>> {
    let mut split: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (i, stop) in map.stops().iter().enumerate() {
        let id = StopId(i as u16);
        if map.stop_name(id) == name {
            let station = stop
                .station
                .map_or("(no station)".to_string(), |s| map.station(s).name.clone());
            split.entry(station).or_default().push(map.stop_label(id));
        }
    }
    split
}

/// Stops of different lines that carry the same name, grouped by name: name → (line letter, station).
fn same_named_stops(map: &Map) -> BTreeMap<String, Vec<(String, Option<StationId>)>> {
    let mut named: BTreeMap<String, Vec<(String, Option<StationId>)>> = BTreeMap::new();
    for (i, stop) in map.stops().iter().enumerate() {
        let letter = map.line(stop.line).letter.clone();
        named
            .entry(map.stop_name(StopId(i as u16)))
            .or_default()
            .push((letter, stop.station));
    }
    named.retain(|_, stops| stops.iter().map(|(l, _)| l).collect::<BTreeSet<_>>().len() > 1);
    named
}

/// Asserts that stops of different lines with the same name are one station, except at the names in `split`.
fn assert_same_name_same_station(map: &Map, split: &[&str]) {
    for (name, stops) in same_named_stops(map) {
        let stations: BTreeSet<_> = stops.iter().map(|(_, s)| *s).collect();
        if split.contains(&name.as_str()) {
            continue;
        }
        assert!(
            stations.len() == 1 && !stations.contains(&None),
            "{}: the {name} stops {stops:?}",
            map.name()
        );
    }
}

/// Where a station is drawn: the mean of its stops' points, in half units.
fn centre(map: &Map, name: &str) -> (f64, f64) {
    let station = map.station(
        map.station_by_name(name)
            .unwrap_or_else(|| panic!("{}: no station {name}", map.name())),
    );
    let n = station.stops.len() as f64;
    let x = station
        .stops
        .iter()
        .map(|&s| map.stop(s).at.x2 as f64)
        .sum::<f64>()
        / n;
    let y = station
        .stops
        .iter()
        .map(|&s| map.stop(s).at.y2 as f64)
        .sum::<f64>()
        / n;
    (x, y)
}

/// Asserts that each station of `chain` lies strictly north (`y` smaller) or west of the next.
fn assert_north_to_south(map: &Map, chain: &[&str]) {
    for pair in chain.windows(2) {
        assert!(
            centre(map, pair[0]).1 < centre(map, pair[1]).1,
            "{}: {} is not north of {}",
            map.name(),
            pair[0],
            pair[1]
        );
    }
}

fn assert_west_to_east(map: &Map, chain: &[&str]) {
    for pair in chain.windows(2) {
        assert!(
            centre(map, pair[0]).0 < centre(map, pair[1]).0,
            "{}: {} is not west of {}",
            map.name(),
            pair[0],
            pair[1]
        );
    }
}

// ------------------------------------------------------------------------------------------------------------
// Tokyo map (CP-1.7).
// ------------------------------------------------------------------------------------------------------------

// rule CP-1.7 rule CP-1.2: the 12 lines in revenue-track order with their names and official colours, 3 shares
// each with extras 0/+300/+600, trains, 2 disc slots, about 8–16 stops per line (Oedo up to 20).
#[test]
fn tokyo_has_its_twelve_lines() {
    let map = tokyo();
    let expected: Vec<&str> = TOKYO_LINES.iter().map(|l| l.0).collect();
    assert_eq!(letters(&map), expected);
    for (line, &(letter, name, colour)) in map.lines().iter().zip(&TOKYO_LINES) {
        assert!(line.name.contains(name), "{letter}: {}", line.name);
        assert_eq!(line.colour.to_hex(), colour, "{letter}'s colour");
        assert_eq!(line.shares(), 3, "{letter}");
        assert_eq!(line.extras, vec![0, 300, 600], "{letter}");
        // CP-1.7: "2 per line unless play-testing shows otherwise" (the file's choice).
        assert_eq!(line.slots, 2, "{letter}");
        assert_eq!(line.vehicle, VehicleKind::Train, "{letter}");
        let most = if letter == "E" { 20 } else { 16 };
        assert!(
            (8..=most).contains(&line.stops.len()),
            "{letter} has {} stops",
            line.stops.len()
        );
        assert!(
            line.stops.iter().all(|&s| map.stop(s).station.is_some()),
            "{letter}: every Tokyo stop is a station"
        );
    }
    assert_eq!(map.total_shares(), 36);
}

// rule CP-1.7: every line's stops are real stations of that line, in their real order from its stop-1 end.
#[test]
fn tokyo_lines_follow_the_real_order() {
    let map = tokyo();
    let real = real_lines(REAL_NETWORKS, "Tokyo");
    assert_eq!(real.len(), 12, "{:?}", real.keys());
    for line in map.lines() {
        let list = real
            .get(&line.letter)
            .unwrap_or_else(|| panic!("no real list for {}", line.letter));
        let names = stop_names(&map, &line.letter);
        assert!(
            is_subsequence(&names, list),
            "{}: {names:?}\nis not in the real order\n{list:?}",
            line.letter
        );
    }
}

// rule CP-1.7 rule CP-1.4: real interchanges are one station — those CP-1.7 names, those under other names that the
// file joins, and generally: no two lines stop at separate stations of one name, except the split Otemachi and
// Iidabashi.
#[test]
fn tokyo_shares_its_real_interchanges() {
    let map = tokyo();
    assert_interchange(&map, "Ginza", &["G", "M", "H"]);
    assert_interchange(&map, "Shinjuku", &["M", "S", "E"]);
    assert_interchange(&map, "Kudanshita", &["T", "Z", "S"]);
    assert_interchange(&map, "Jimbocho", &["Z", "I", "S"]);
    assert_interchange(&map, "Omote-sando", &["G", "C", "Z"]);
    // Interchanges under other names (real-networks.md and the file's head comment).
    assert_interchange(&map, "Hibiya", &["H", "C", "I"]);
    assert_interchange(&map, "Tameike-sanno", &["G", "N", "C"]);
    assert_interchange(&map, "Kokkai-gijidomae", &["C"]);
    assert_interchange(&map, "Ueno-okachimachi", &["G", "H", "E"]);
    assert_interchange(&map, "Awajicho", &["M", "C", "S"]);
    assert_interchange(&map, "Higashi-nihombashi", &["A", "S"]);
    assert_interchange(&map, "Nagatacho", &["Y", "Z", "N"]);
    assert_interchange(&map, "Akasaka-mitsuke", &["G", "M"]);
    assert_interchange(&map, "Mitsukoshimae", &["G", "Z"]);
    // And a sample of the others the file joins.
    assert_interchange(&map, "Nihombashi", &["G", "T", "A"]);
    assert_interchange(&map, "Kasumigaseki", &["M", "H", "C"]);
    assert_interchange(&map, "Aoyama-itchome", &["G", "Z", "E"]);
    assert_interchange(&map, "Ichigaya", &["Y", "N", "S"]);
    assert_interchange(&map, "Ueno", &["G", "H"]);
    assert_interchange(&map, "Oshiage", &["Z", "A"]);
    assert_same_name_same_station(&map, &["Otemachi", "Iidabashi"]);
    // Stops named after the station's other name keep it as their own name.
    let c = map.line_by_letter("C").unwrap();
    let kokkai = map
        .line(c)
        .stops
        .iter()
        .find(|&&s| map.stop_name(s) == "Kokkai-gijidomae")
        .unwrap();
    assert_eq!(
        map.station(map.stop(*kokkai).station.unwrap()).name,
        "Tameike-sanno"
    );
}

// rule CP-1.7: positions are geographically plausible (north up, west left).
#[test]
fn tokyo_is_drawn_north_up() {
    let map = tokyo();
    assert_north_to_south(
        &map,
        &[
            "Akabane-iwabuchi",
            "Ikebukuro",
            "Iidabashi",
            "Kudanshita",
            "Hibiya",
            "Shimbashi",
            "Mita",
            "Nishi-magome",
        ],
    );
    assert_north_to_south(
        &map,
        &["Kita-senju", "Ueno", "Nihombashi", "Monzen-nakacho", "Toyosu"],
    );
    assert_west_to_east(
        &map,
        &[
            "Ogikubo",
            "Nakano-sakaue",
            "Shinjuku",
            "Yotsuya",
            "Kudanshita",
            "Otemachi",
            "Nihombashi",
            "Kayabacho",
            "Toyocho",
            "Nishi-funabashi",
        ],
    );
    assert_west_to_east(&map, &["Shibuya", "Roppongi", "Ginza", "Tsukishima"]);
}

/// A segment between two lattice points (in half units), with the stops' labels.
type Segment = ((i32, i32), (i32, i32), String);

/// The segments of line `letter` as pairs of lattice points, in half units, with the stops' labels.
fn segments_of(map: &Map, letter: &str) -> Vec<Segment> {
    let line = map
        .line_by_letter(letter)
        .unwrap_or_else(|| panic!("no line {letter}"));
    map.line(line)
        .stops
        .windows(2)
        .map(|pair| {
            let (a, b) = (map.stop(pair[0]).at, map.stop(pair[1]).at);
            (
                (a.x2, a.y2),
                (b.x2, b.y2),
                format!("{}-{}", map.stop_label(pair[0]), map.stop_label(pair[1])),
            )
        })
        .collect()
}

/// Whether two segments cross (touching ends included).
fn cross(a: (i32, i32), b: (i32, i32), c: (i32, i32), d: (i32, i32)) -> bool {
    let orient = |p: (i32, i32), q: (i32, i32), r: (i32, i32)| {
        ((q.0 - p.0) as i64 * (r.1 - p.1) as i64 - (q.1 - p.1) as i64 * (r.0 - p.0) as i64).signum()
    };
    let (o1, o2, o3, o4) = (orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b));
    o1 != o2 && o3 != o4
}

// rule CP-1.7: the corrections of issue 10 — Nakano east of Ogikubo and Shin-koenji (not above Ogikubo); Namboku east
// of Mita around Todaimae and Hakusan (Todaimae east of Hakusan, Komagome north-west of Todaimae) crossing Mita only
// once, at the Korakuen/Kasuga pair; Yurakucho south of Tokyo station.
#[test]
fn tokyo_places_nakano_namboku_and_yurakucho_as_in_reality() {
    let map = tokyo();
    assert_west_to_east(&map, &["Ogikubo", "Shin-koenji", "Nakano", "Nakano-sakaue"]);
    assert_north_to_south(&map, &["Nakano", "Nakano-sakaue"]);
    assert_west_to_east(&map, &["Hakusan", "Todaimae"]);
    assert_west_to_east(&map, &["Sugamo", "Komagome", "Todaimae"]);
    assert_north_to_south(&map, &["Komagome", "Hakusan", "Todaimae"]);
    assert_north_to_south(&map, &["Tokyo", "Yurakucho"]);
    assert_west_to_east(&map, &["Yurakucho", "Tokyo"]);
    assert_north_to_south(&map, &["Otemachi", "Tokyo"]);
    let namboku = segments_of(&map, "N");
    let mita = segments_of(&map, "I");
    let crossings: Vec<String> = namboku
        .iter()
        .flat_map(|n| {
            mita.iter()
                .filter(move |i| cross(n.0, n.1, i.0, i.1))
                .map(move |i| format!("{} x {}", n.2, i.2))
        })
        .collect();
    assert_eq!(
        crossings,
        vec!["N9-N10 x I6-I7".to_string()],
        "Namboku crosses Mita once, by Korakuen and Kasuga"
    );
    // No line runs through another station's stop circle on the way (CP-1: a line passes stations it does not serve
    // at a distance).
    for line in map.lines() {
        for (a, b, label) in segments_of(&map, &line.letter) {
            for (i, stop) in map.stops().iter().enumerate() {
                let p = (stop.at.x2, stop.at.y2);
                if p == a || p == b {
                    continue;
                }
                // Distance from p to the segment, in half units.
                let (ax, ay, bx, by) = (a.0 as f64, a.1 as f64, b.0 as f64, b.1 as f64);
                let (px, py) = (p.0 as f64, p.1 as f64);
                let t = (((px - ax) * (bx - ax) + (py - ay) * (by - ay))
                    / ((bx - ax).powi(2) + (by - ay).powi(2)))
                .clamp(0.0, 1.0);
                let d = ((ax + t * (bx - ax) - px).powi(2) + (ay + t * (by - ay) - py).powi(2)).sqrt();
                let same_station = |s: StopId| map.stop(s).station;
                let ends: Vec<Option<StationId>> = map
                    .stops()
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| (s.at.x2, s.at.y2) == a || (s.at.x2, s.at.y2) == b)
                    .map(|(k, _)| same_station(StopId(k as u16)))
                    .collect();
                if ends.contains(&stop.station) && stop.station.is_some() {
                    continue;
                }
                assert!(
                    d >= 0.8,
                    "{label} runs {:.2} spaces from {}",
                    d / 2.0,
                    map.stop_label(StopId(i as u16))
                );
            }
        }
    }
}

// rule CP-1.8: Osaka's N2 is Dome-mae Chiyozaki (ドーム前千代崎).
#[test]
fn osaka_names_dome_mae_chiyozaki() {
    let map = osaka();
    assert!(map.station_by_name("Dome-mae Chiyozaki").is_some());
    assert!(map.station_by_name("Domecho-mae Chiyozaki").is_none());
    let n = map.line_by_letter("N").expect("N");
    assert_eq!(map.stop_name(map.line(n).stops[1]), "Dome-mae Chiyozaki");
}

// rule CP-1.7 rule CP-1.4: Otemachi (M, T, C, Z, I in reality) and Iidabashi (T, Y, N, E) cannot be one station of
// at most 3 stops: each is split into neighbouring stations, as the file's head comment says — Otemachi = M, T, Z
// and Otemachi West = C, I; Iidabashi = T, Y, N and Iidabashi North = E. Every stop keeps the name.
#[test]
fn tokyo_splits_otemachi_and_iidabashi() {
    let map = tokyo();
    for (name, real) in [
        ("Otemachi", ["M", "T", "C", "Z", "I"].as_slice()),
        ("Iidabashi", ["T", "Y", "N", "E"].as_slice()),
    ] {
        let split = split_of(&map, name);
        let stops: usize = split.values().map(Vec::len).sum();
        assert!(split.len() >= 2 || stops < real.len(), "{name}: {split:?}");
        for (station, labels) in &split {
            assert!(labels.len() <= 3, "{name}: station {station} has {labels:?}");
            assert_ne!(station, "(no station)", "{name}: {labels:?}");
        }
        // The parts are neighbours: every stop within 4 spaces of every other (Otemachi West is 3.5 from Otemachi).
        let points: Vec<_> = map
            .stops()
            .iter()
            .enumerate()
            .filter(|(i, _)| map.stop_name(StopId(*i as u16)) == name)
            .map(|(_, s)| s.at)
            .collect();
        for a in &points {
            for b in &points {
                assert!(
                    (a.x2 - b.x2).abs() <= 8 && (a.y2 - b.y2).abs() <= 8,
                    "{name}: {a:?} far from {b:?}"
                );
            }
        }
    }
    let labels = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        split_of(&map, "Otemachi"),
        BTreeMap::from([
            ("Otemachi".to_string(), labels(&["M10", "T6", "Z7"])),
            ("Otemachi West".to_string(), labels(&["C8", "I5"])),
        ])
    );
    assert_eq!(
        split_of(&map, "Iidabashi"),
        BTreeMap::from([
            ("Iidabashi".to_string(), labels(&["T4", "Y7", "N8"])),
            ("Iidabashi North".to_string(), labels(&["E3"])),
        ])
    );
    // Tokyo (M) stays a station of its own (real-networks.md: "nearby, separate on most schematics").
    let tokyo_station = map.station(map.station_by_name("Tokyo").unwrap());
    assert_eq!(tokyo_station.stops.len(), 1);
}

// rule TM-9.2 rule CP-1.7: at least one station holds two stops of the same line (each entered stop pays): the file
// cuts the Oedo loop at Tochomae, so Tochomae holds E1 and E16.
#[test]
fn tokyo_has_a_station_with_two_stops_of_one_line() {
    let map = tokyo();
    let doubles: Vec<(String, Vec<String>)> = map
        .stations()
        .iter()
        .filter(|station| {
            let lines: BTreeSet<_> = station.stops.iter().map(|&s| map.stop(s).line).collect();
            lines.len() < station.stops.len()
        })
        .map(|station| {
            (
                station.name.clone(),
                station.stops.iter().map(|&s| map.stop_label(s)).collect(),
            )
        })
        .collect();
    assert!(!doubles.is_empty(), "no station holds two stops of one line");
    assert_eq!(
        doubles,
        [("Tochomae".to_string(), vec!["E1".to_string(), "E16".to_string()])]
    );
}

// ------------------------------------------------------------------------------------------------------------
// Osaka map (CP-1.8).
// ------------------------------------------------------------------------------------------------------------

// rule CP-1.8 rule CP-1.2: the 10 lines in order, 28 shares split M4 T4 Y3 C3 S3 N3 K3 I2 P2 B1, extras 0 then
// +300, 1–4 disc slots, trams on P and buses on B.
#[test]
fn osaka_has_its_ten_lines() {
    let map = osaka();
    assert_eq!(letters(&map), ["M", "T", "Y", "C", "I", "S", "N", "K", "P", "B"]);
    let shares = [
        ("M", 4),
        ("T", 4),
        ("Y", 3),
        ("C", 3),
        ("S", 3),
        ("N", 3),
        ("K", 3),
        ("I", 2),
        ("P", 2),
        ("B", 1),
    ];
    for (letter, count) in shares {
        let line = map.line(map.line_by_letter(letter).unwrap());
        assert_eq!(line.shares(), count, "{letter}");
        let mut extras = vec![0];
        extras.resize(count, 300);
        assert_eq!(line.extras, extras, "{letter}");
        let vehicle = match letter {
            "P" => VehicleKind::Tram,
            "B" => VehicleKind::Bus,
            _ => VehicleKind::Train,
        };
        assert_eq!(line.vehicle, vehicle, "{letter}");
    }
    assert_eq!(map.total_shares(), 28);
    let slots: BTreeSet<u8> = map.lines().iter().map(|l| l.slots).collect();
    assert!(slots.iter().all(|s| (1..=4).contains(s)), "{slots:?}");
    // The file's choice: 4 on M, 3 on T, 2 on the other subway lines, 1 on P and B — every count 1–4 is used.
    assert_eq!(slots, BTreeSet::from([1, 2, 3, 4]));
    let counts: BTreeSet<usize> = map.lines().iter().map(|l| l.shares()).collect();
    assert_eq!(
        counts,
        BTreeSet::from([1, 2, 3, 4]),
        "CP-1.8: some lines of 1, 2, 3 and 4 shares"
    );
}

// rule CP-1.8: P and B have two terminal stations joined by small circles that are not stations; the bus runs
// from Imazato.
#[test]
fn osaka_tram_and_bus_lines_have_terminal_stations_only() {
    let map = osaka();
    for letter in ["P", "B"] {
        let line = map.line(map.line_by_letter(letter).unwrap());
        assert!(line.stops.len() >= 3, "{letter}");
        assert!(
            map.stop(line.first_stop()).station.is_some(),
            "{letter}: first terminal"
        );
        assert!(
            map.stop(line.last_stop()).station.is_some(),
            "{letter}: last terminal"
        );
        for &stop in &line.stops[1..line.stops.len() - 1] {
            assert!(
                map.stop(stop).station.is_none(),
                "{letter}: {} is a station",
                map.stop_label(stop)
            );
            assert_eq!(map.boarding_spaces(stop), map.stop(stop).touches.as_slice());
        }
    }
    let bus = map.line(map.line_by_letter("B").unwrap());
    let terminals = [map.stop_name(bus.first_stop()), map.stop_name(bus.last_stop())];
    assert!(terminals.contains(&"Imazato".to_string()), "{terminals:?}");
    // The southern terminal is on the Tanimachi or Midosuji line (real-networks.md).
    let south = terminals.iter().find(|t| *t != "Imazato").unwrap();
    let station = map.station(map.station_by_name(south).unwrap());
    let lines: BTreeSet<&str> = station
        .stops
        .iter()
        .map(|&s| map.line(map.stop(s).line).letter.as_str())
        .collect();
    assert!(lines.contains("T") || lines.contains("M"), "{south}: {lines:?}");
    // Every other line is all stations.
    for line in map.lines().iter().filter(|l| l.letter != "P" && l.letter != "B") {
        assert!(
            line.stops.iter().all(|&s| map.stop(s).station.is_some()),
            "{}",
            line.letter
        );
    }
}

// rule CP-1.8: every line's stops (the tram's small circles included) are real stations in their real order.
#[test]
fn osaka_lines_follow_the_real_order() {
    let map = osaka();
    let real = real_lines(REAL_NETWORKS, "Osaka");
    assert_eq!(real.len(), 9, "B has no station list: {:?}", real.keys());
    assert!(!real.contains_key("B"));
    for line in map.lines().iter().filter(|l| l.letter != "B") {
        let list = real
            .get(&line.letter)
            .unwrap_or_else(|| panic!("no real list for {}", line.letter));
        let names = stop_names(&map, &line.letter);
        assert!(
            is_subsequence(&names, list),
            "{}: {names:?}\nis not in the real order\n{list:?}",
            line.letter
        );
    }
}

// rule CP-1.8 rule CP-1.4: real interchanges are one station; no two lines stop at separate stations of one name.
#[test]
fn osaka_shares_its_real_interchanges() {
    let map = osaka();
    assert_same_name_same_station(&map, &[]);
    assert_interchange(&map, "Hommachi", &["M", "Y", "C"]);
    assert_interchange(&map, "Namba", &["M", "Y", "S"]);
    assert_interchange(&map, "Tennoji", &["M", "T"]);
    assert_interchange(&map, "Umeda", &["M", "T", "Y"]);
    assert_interchange(&map, "Imazato", &["I", "S", "B"]);
    assert_interchange(&map, "Cosmosquare", &["C", "P"]);
    assert_interchange(&map, "Suminoekoen", &["Y", "P"]);
    assert_interchange(&map, "Dobutsuen-mae", &["M", "K"]);
}

// rule CP-1.8: positions are geographically plausible (north up).
#[test]
fn osaka_is_drawn_north_up() {
    let map = osaka();
    assert_north_to_south(
        &map,
        &[
            "Esaka",
            "Shin-osaka",
            "Umeda",
            "Hommachi",
            "Namba",
            "Tennoji",
            "Nakamozu",
        ],
    );
    assert_north_to_south(&map, &["Dainichi", "Tanimachi-yonchome", "Tennoji"]);
    assert_west_to_east(
        &map,
        &[
            "Yumeshima",
            "Awaza",
            "Hommachi",
            "Sakaisuji-hommachi",
            "Tanimachi-yonchome",
            "Morinomiya",
        ],
    );
    assert_west_to_east(&map, &["Cosmosquare", "Namba", "Tsuruhashi"]);
}

// ------------------------------------------------------------------------------------------------------------
// The reference data itself.
// ------------------------------------------------------------------------------------------------------------

// rule CP-1.7 rule CP-1.8: the station lists are read as real-networks.md gives them.
#[test]
fn real_network_lists_are_parsed() {
    let tokyo = real_lines(REAL_NETWORKS, "Tokyo");
    let letters: BTreeSet<&str> = tokyo.keys().map(String::as_str).collect();
    assert_eq!(
        letters,
        BTreeSet::from(["G", "M", "H", "T", "C", "Y", "Z", "N", "A", "I", "S", "E"])
    );
    assert_eq!(tokyo["G"].first().map(String::as_str), Some("Shibuya"));
    assert_eq!(tokyo["G"].last().map(String::as_str), Some("Asakusa"));
    assert_eq!(tokyo["G"].len(), 19);
    assert_eq!(
        tokyo["M"].last().map(String::as_str),
        Some("Ikebukuro"),
        "the remark is dropped"
    );
    let oedo = &tokyo["E"];
    assert_eq!(oedo.first().map(String::as_str), Some("Tochomae"));
    assert_eq!(
        oedo.iter().filter(|s| *s == "Tochomae").count(),
        2,
        "the loop passes Tochomae twice"
    );
    let shinjuku = oedo.iter().position(|s| s == "Shinjuku").unwrap();
    assert_eq!(oedo[shinjuku + 1], "Tochomae");
    assert_eq!(oedo[shinjuku + 2], "Nishi-shinjuku-gochome");
    assert_eq!(oedo.last().map(String::as_str), Some("Hikarigaoka"));
    assert!(
        tokyo
            .values()
            .flatten()
            .all(|s| !s.contains('(') && !s.contains(')') && !s.ends_with('.'))
    );
    let osaka = real_lines(REAL_NETWORKS, "Osaka");
    assert_eq!(osaka.len(), 9);
    assert_eq!(osaka["N"][1], "Dome-mae Chiyozaki");
    let n = &osaka["N"];
    let position = |name: &str| n.iter().position(|s| s == name);
    assert!(position("Nishi-nagahori") < position("Nishi-ohashi"));
    assert_eq!(osaka["P"].first().map(String::as_str), Some("Cosmosquare"));
    assert!(is_subsequence(
        &["Tochomae".into(), "Shinjuku".into(), "Tochomae".into()],
        oedo
    ));
    assert!(!is_subsequence(&["Shinjuku".into(), "Ryogoku".into()], oedo));
}

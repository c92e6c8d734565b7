//! The board file: the built-in board against every figure of chicago-express-map.md (CEM-), and the loader
//! against malformed and hostile files (every problem located, in bounded time).

mod support;
use std::collections::{BTreeMap, BinaryHeap, VecDeque};
use std::time::{Duration, Instant};

use support::*;

fn board() -> std::sync::Arc<Board> {
    Board::builtin()
}

fn labels(b: &Board, set: HexSet) -> Vec<String> {
    let mut v: Vec<String> = set.iter().map(|h| b.hex(h).label.clone()).collect();
    v.sort();
    v
}

#[test]
fn the_builtin_file_loads_and_says_what_game_it_is() {
    // rule CEM-10.1
    let b = load_board(BUILTIN_BOARD_FILE, BUILTIN_BOARD).expect("the built-in board is valid");
    assert_eq!(b.name(), "Chicago Express");
    assert!(is_chicago_express(BUILTIN_BOARD));
    assert!(!is_chicago_express("name = \"Tokyo\"\ncolumns = 30\n"));
    assert!(!is_chicago_express("[meta]\ngame = \"chicago-express\"\n"));
    assert!(is_chicago_express("# a board\ngame = 'chicago-express' # yes\n"));
}

#[test]
fn every_hex_line_of_the_builtin_file_names_its_source() {
    // rule CEM-9.1
    // rule CEM-9.2
    // rule DCE-17
    let hex_lines: Vec<&str> = BUILTIN_BOARD
        .lines()
        .filter(|l| l.trim_start().starts_with("{ at ="))
        .collect();
    assert_eq!(hex_lines.len(), 160);
    for line in hex_lines {
        assert!(line.contains("# CEM-4"), "{line}");
    }
    // every figure outside the hexes too
    for key in [
        "chicago =",
        "houses =",
        "dials =",
        "end =",
        "initial_auctions =",
        "shares =",
        "locomotives =",
        "start =",
        "income =",
        "initial_bid =",
        "values =",
        "grows =",
        "opens =",
    ] {
        for line in BUILTIN_BOARD.lines().filter(|l| l.trim_start().starts_with(key)) {
            let comment = line.split_once('#').map_or("", |(_, c)| c);
            assert!(
                ["CE-", "CEM-", "DCE-"].iter().any(|id| comment.contains(id)),
                "{line}"
            );
        }
    }
}

#[test]
fn the_grid() {
    // rule CEM-1.1
    // rule CEM-1.2
    // rule CEM-1.6
    // rule CEM-9.5
    let b = board();
    assert_eq!(b.grid(), (19, 11));
    assert_eq!(b.hexes().len(), 160);
    for h in b.hexes() {
        assert_eq!(h.label, format!("{}{}", (b'A' + h.col) as char, h.row));
    }
    let runs = [
        (0, 2, 4),
        (1, 2, 6),
        (2, 0, 7),
        (3, 0, 7),
        (4, 0, 8),
        (5, 1, 8),
        (6, 2, 9),
        (7, 2, 9),
        (8, 2, 10),
        (9, 1, 9),
        (10, 1, 10),
        (11, 0, 9),
        (12, 0, 10),
        (13, 0, 9),
        (14, 0, 10),
        (15, 0, 9),
        (16, 0, 9),
        (17, 0, 6),
        (18, 0, 5),
    ];
    for (col, first, last) in runs {
        let rows: Vec<u8> = b.hexes().iter().filter(|h| h.col == col).map(|h| h.row).collect();
        assert_eq!(rows, (first..=last).collect::<Vec<u8>>(), "column {col}");
    }
    // the lakes
    for lake in [
        "A0", "A1", "B0", "B1", "F0", "G0", "G1", "H0", "H1", "I0", "I1", "J0", "K0",
    ] {
        assert!(b.hex_named(lake).is_none(), "{lake}");
    }
}

#[test]
fn neighbours_follow_odd_q_and_the_worked_lists() {
    // rule CEM-1.3
    // rule CEM-1.5
    let b = board();
    let expected = [
        ("S3", vec!["R2", "R3", "S2", "S4"]),
        ("R5", vec!["Q5", "Q6", "R4", "R6", "S5"]),
        ("Q7", vec!["P6", "P7", "Q6", "Q8", "R6"]),
        ("Q9", vec!["P8", "P9", "Q8"]),
        ("A2", vec!["A3", "B2"]),
        ("D3", vec!["C3", "C4", "D2", "D4", "E3", "E4"]),
        ("Q3", vec!["P2", "P3", "Q2", "Q4", "R2", "R3"]),
    ];
    for (hex, list) in expected {
        assert_eq!(labels(&b, b.neighbours(hx(hex))), list, "{hex}");
    }
    // symmetric
    for (i, _) in b.hexes().iter().enumerate() {
        for n in b.neighbours(HexId(i as u8)).iter() {
            assert!(b.neighbours(n).contains(HexId(i as u8)));
        }
    }
}

#[test]
fn axial_coordinates_give_the_same_neighbours() {
    // rule CEM-1.4
    let b = board();
    let axial = |col: i32, row: i32| (col, row - (col - (col & 1)) / 2);
    for (i, h) in b.hexes().iter().enumerate() {
        let (q, r) = axial(h.col as i32, h.row as i32);
        let mut expected: Vec<String> = b
            .hexes()
            .iter()
            .filter(|o| {
                let (oq, or) = axial(o.col as i32, o.row as i32);
                [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)].contains(&(oq - q, or - r))
            })
            .map(|o| o.label.clone())
            .collect();
        expected.sort();
        assert_eq!(labels(&b, b.neighbours(HexId(i as u8))), expected, "{}", h.label);
    }
}

#[test]
fn counts_by_kind() {
    // rule CEM-2.8
    let b = board();
    let mut counts = BTreeMap::new();
    for h in b.hexes() {
        *counts.entry(format!("{:?}", h.kind)).or_insert(0) += 1;
    }
    let get = |k: &str| counts.get(k).copied().unwrap_or(0);
    assert_eq!(get("Plains"), 73);
    assert_eq!(get("Forest"), 41);
    assert_eq!(get("Mountain"), 16);
    assert_eq!(get("City"), 23, "22 cities and Chicago");
    assert_eq!(get("Industrial"), 3);
    assert_eq!(get("Start"), 4);
    let developable = b
        .hexes()
        .iter()
        .filter(|h| {
            h.kind == HexKind::Forest || (h.house > 0 && matches!(h.kind, HexKind::City | HexKind::Mountain))
        })
        .count();
    assert_eq!(developable, 79);
}

#[test]
fn the_kinds_and_their_numbers() {
    // rule CEM-2.1
    // rule CEM-2.2
    // rule CEM-2.3
    // rule CEM-2.4
    // rule CEM-2.5
    // rule CEM-2.6
    // rule CEM-2.7
    let b = board();
    for h in b.hexes() {
        match h.kind {
            HexKind::Plains => assert!((1..=2).contains(&h.cost) && h.income == 0 && h.house == 0),
            HexKind::Forest => assert!((1..=4).contains(&h.cost) && h.income == 0 && h.house == 0),
            HexKind::Mountain => {
                assert!((2..=4).contains(&h.cost) && h.income == 1);
                assert_eq!(h.house, if h.label == "N4" { 1 } else { 2 }, "{}", h.label);
            }
            HexKind::City if h.label == "A2" => assert_eq!((h.cost, h.income, h.house), (3, 7, 0)),
            HexKind::City => assert!(
                (1..=3).contains(&h.cost) && (1..=3).contains(&h.income) && (1..=2).contains(&h.house)
            ),
            HexKind::Industrial => {}
            HexKind::Start => assert_eq!((h.cost, h.income, h.house), (0, 0, 0)),
        }
    }
    let fw = b.hex(hx("D3"));
    assert_eq!((fw.kind, fw.cost, fw.income, fw.house), (HexKind::City, 1, 1, 2));
    for (label, cost) in [("E0", 3), ("I6", 3), ("K4", 4)] {
        assert_eq!(b.hex(hx(label)).kind, HexKind::Industrial);
        assert_eq!(b.hex(hx(label)).cost, cost);
    }
    for (label, company) in [
        ("S3", "NYC"),
        ("R5", "PRR"),
        ("Q7", "B&O"),
        ("Q9", "C&O"),
        ("D3", "WAB"),
    ] {
        assert_eq!(b.company(co(company)).start, hx(label));
        assert_eq!(b.hex(hx(label)).home_of, Some(co(company)));
    }
}

#[test]
fn the_named_hexes() {
    // rule CEM-9.4
    let b = board();
    let names = [
        ("A2", "Chicago"),
        ("B5", "Indianapolis"),
        ("C2", "South Bend"),
        ("D3", "Fort Wayne"),
        ("D7", "Cincinnati"),
        ("E0", "Detroit"),
        ("F1", "Toledo"),
        ("F5", "Columbus"),
        ("F8", "Huntington"),
        ("I2", "Cleveland"),
        ("I4", "Canton"),
        ("I6", "Wheeling"),
        ("I9", "Charleston"),
        ("K4", "Pittsburgh"),
        ("K7", "Clarksburg"),
        ("K10", "Lewisburg"),
        ("L0", "Buffalo"),
        ("M4", "Altoona"),
        ("M10", "Staunton"),
        ("N6", "Cumberland"),
        ("O0", "Rochester"),
        ("O4", "Harrisburg"),
        ("O10", "Richmond"),
        ("Q0", "Syracuse"),
        ("Q3", "Binghamton"),
        ("Q7", "Baltimore"),
        ("Q9", "Washington"),
        ("R5", "Philadelphia"),
        ("S0", "Albany"),
        ("S3", "New York"),
    ];
    let named: Vec<(String, String)> = b
        .hexes()
        .iter()
        .filter_map(|h| h.name.clone().map(|n| (h.label.clone(), n)))
        .collect();
    assert_eq!(named.len(), names.len());
    for (label, name) in names {
        assert_eq!(b.hex(hx(label)).name.as_deref(), Some(name));
    }
}

#[test]
fn the_figures_that_stand_out_are_shipped_as_found() {
    // rule CEM-9.3
    // rule CEM-9.6
    let b = board();
    assert_eq!((b.hex(hx("J2")).kind, b.hex(hx("J2")).cost), (HexKind::Forest, 1));
    assert_eq!(b.hex(hx("N4")).house, 1);
    for h in ["N8", "O5", "O6", "O8"] {
        assert_eq!(
            (b.hex(hx(h)).kind, b.hex(hx(h)).cost),
            (HexKind::Plains, 2),
            "{h}"
        );
    }
    // the rulebook's board facts agree: Binghamton cost 2 two hexes from New York behind a forest of cost 2,
    // Charleston's house 1
    assert_eq!(b.hex(hx("Q3")).cost, 2);
    assert_eq!((b.hex(hx("R3")).kind, b.hex(hx("R3")).cost), (HexKind::Forest, 2));
    assert_eq!(b.hex(hx("I9")).house, 1);
}

#[test]
fn companies_auction_order_dials_and_table() {
    // rule CEM-5.1
    // rule CEM-5.2
    // rule CEM-6.1
    // rule CEM-7.2
    // rule CEM-10.2
    // rule CEM-10.3
    let b = board();
    let keys: Vec<&str> = b
        .initial_auctions()
        .iter()
        .map(|&c| b.company(c).key.as_str())
        .collect();
    assert_eq!(keys, ["PRR", "B&O", "C&O", "NYC"]);
    let incomes: Vec<(u32, u32)> = ["PRR", "B&O", "C&O", "NYC"]
        .iter()
        .map(|k| (b.company(co(k)).income, b.company(co(k)).initial_bid))
        .collect();
    assert_eq!(incomes, [(7, 7), (6, 6), (5, 5), (8, 8)]);
    assert!(b.company(co("WAB")).opens_at_chicago);
    assert_eq!(Dial::ALL.map(|d| b.dial_steps(d)), [3, 4, 5]);
    assert_eq!((b.houses(), b.end_houses(), b.end_companies()), (20, 3, 3));
    // Wheeling three developments of +1, Pittsburgh two of +2, Detroit reaching 8 after 7 growths
    let steps: Vec<(usize, Vec<i32>)> = b
        .industrial()
        .iter()
        .map(|r| {
            (
                r.values.len() - 1,
                r.values.windows(2).map(|w| w[1] as i32 - w[0] as i32).collect(),
            )
        })
        .collect();
    assert_eq!(steps[0], (7, vec![1; 7]));
    assert_eq!(steps[1], (3, vec![1; 3]));
    assert_eq!(steps[2], (2, vec![2; 2]));
}

/// Fewest placements and cheapest cost from a start hex to Chicago, not entering other start hexes.
fn to_chicago(b: &Board, from: HexId) -> (u32, u32) {
    let n = b.hexes().len();
    let mut steps = vec![u32::MAX; n];
    steps[from.index()] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(h) = queue.pop_front() {
        for m in b.neighbours(h).iter() {
            if b.hex(m).kind != HexKind::Start && steps[m.index()] == u32::MAX {
                steps[m.index()] = steps[h.index()] + 1;
                queue.push_back(m);
            }
        }
    }
    let mut cost = vec![u32::MAX; n];
    cost[from.index()] = 0;
    let mut heap = BinaryHeap::from([std::cmp::Reverse((0u32, from.0))]);
    while let Some(std::cmp::Reverse((c, h))) = heap.pop() {
        if c > cost[h as usize] {
            continue;
        }
        for m in b.neighbours(HexId(h)).iter() {
            if b.hex(m).kind == HexKind::Start {
                continue;
            }
            let next = c + u32::from(b.hex(m).cost);
            if next < cost[m.index()] {
                cost[m.index()] = next;
                heap.push(std::cmp::Reverse((next, m.0)));
            }
        }
    }
    (steps[b.chicago().index()], cost[b.chicago().index()])
}

#[test]
fn derived_facts() {
    // rule CEM-8.1
    // rule CEM-8.2
    // rule CEM-8.3
    // rule CEM-8.4
    // rule CEM-8.5
    let b = board();
    // connected
    let mut seen = vec![false; b.hexes().len()];
    let mut queue = VecDeque::from([HexId(0)]);
    seen[0] = true;
    while let Some(h) = queue.pop_front() {
        for m in b.neighbours(h).iter() {
            if !seen[m.index()] {
                seen[m.index()] = true;
                queue.push_back(m);
            }
        }
    }
    assert!(seen.iter().all(|&s| s));
    let table: Vec<(u32, u32)> = ["NYC", "PRR", "B&O", "C&O", "WAB"]
        .iter()
        .map(|k| to_chicago(&b, b.company(co(k)).start))
        .collect();
    assert_eq!(table, [(18, 25), (17, 25), (16, 26), (16, 27), (3, 5)]);
    assert_eq!(b.distances_to_chicago()[hx("D3").index()], 3);
    assert_eq!(labels(&b, b.neighbours(hx("A2"))), ["A3", "B2"]);
    assert_eq!(labels(&b, b.neighbours(hx("E0"))), ["D0", "E1"]);
    let sum = |kind: HexKind| -> (usize, u32) {
        let hexes: Vec<&Hex> = b
            .hexes()
            .iter()
            .filter(|h| h.kind == kind && h.label != "A2")
            .collect();
        (hexes.len(), hexes.iter().map(|h| u32::from(h.income)).sum())
    };
    assert_eq!(sum(HexKind::City), (22, 30));
    assert_eq!(sum(HexKind::Mountain), (16, 16));
}

#[test]
fn the_numbers_are_data_a_custom_board_changes_the_game() {
    // rule DCE-17
    // rule DCE-13
    let text = BUILTIN_BOARD
        .replace(
            "dials = { auction = 3, develop = 4, build = 5 }",
            "dials = { auction = 1, develop = 2, build = 2 }",
        )
        .replace(
            "income = 7                 # DCE-40",
            "income = 9                 # DCE-40",
        );
    let custom = std::sync::Arc::new(load_board("custom.toml", &text).expect("valid"));
    let mut game = Game::with_board(custom, Setup::new(2), 0).expect("valid");
    assert_eq!(income(&game, "PRR"), 9);
    // the initial minimum bid stays the board's own number, not the new income
    match game.state().pending() {
        Pending::Auction(a) => assert_eq!(a.minimum, 7),
        other => panic!("{other:?}"),
    }
    for _ in 0..4 {
        all_pass(&mut game);
    }
    // one Auction step is a red needle
    play(&mut game, &[Action::Decline(Dial::Auction)]);
    assert_eq!(refused(&mut game, Action::Decline(Dial::Auction)), "CE-3.5");
    let events = play(
        &mut game,
        &[Action::Decline(Dial::Build), Action::Decline(Dial::Build)],
    );
    assert!(events.iter().any(|e| matches!(e, Event::DividendPhase { .. })));
}

// ---------------------------------------------------------------------------------------------------------------
// Malformed and hostile files.

const TINY: &str = r##"game = "chicago-express"
name = "Tiny"
columns = 3
rows = 2
chicago = "A0"
houses = 2
dials = { auction = 1, develop = 1, build = 2 }
end = { companies = 1, houses = 0 }
initial_auctions = ["X"]
hexes = [
  { at = "A0", kind = "city", name = "Chicago", cost = 3, income = 7 },
  { at = "A1", kind = "plains", cost = 1 },
  { at = "B0", kind = "forest", cost = 2 },
  { at = "B1", kind = "industrial", name = "Mill", cost = 2 },
  { at = "C0", kind = "start", name = "East" },
  { at = "C1", kind = "city", name = "Late", cost = 1, income = 1, house = 1 },
]

[[companies]]
key = "X"
name = "Xpress"
colour = "#FF0000"
shares = 2
locomotives = 5
start = "C0"
income = 3

[[companies]]
key = "L"
name = "Latecomer"
colour = "#000000"
shares = 1
locomotives = 3
start = "C1"
opens = "chicago"

[[industrial]]
hex = "B1"
values = [1, 2]
grows = "dividend"
"##;

/// The problems of a file as `line:column: message (rule)`.
fn problems(text: &str) -> Vec<String> {
    let start = Instant::now();
    let result = metro_lang::with_language(metro_lang::Language::English, || load_board("bad.toml", text));
    assert!(start.elapsed() < Duration::from_secs(10));
    match result {
        Ok(_) => Vec::new(),
        Err(d) => d
            .items
            .iter()
            .map(|i| {
                format!(
                    "{}:{}: {}{}",
                    i.line,
                    i.column,
                    i.message,
                    i.rule.map(|r| format!(" ({r})")).unwrap_or_default()
                )
            })
            .collect(),
    }
}

#[test]
fn a_tiny_custom_board_loads_and_plays_to_the_end() {
    // rule CEM-10.4
    let tiny = std::sync::Arc::new(load_board("tiny.toml", TINY).expect("valid"));
    assert_eq!(tiny.hexes().len(), 6);
    let mut policy = metro_chicago::policy::RandomPolicy::new(3);
    use metro_chicago::policy::Policy;
    for seed in 0..30 {
        let mut game = Game::with_board(tiny.clone(), Setup::new(3), seed).expect("valid");
        let mut n = 0;
        while !game.is_over() {
            let legal = game.legal_actions();
            let i = policy.choose(&game, &legal);
            play(&mut game, &[legal[i]]);
            n += 1;
            assert!(n < 100_000);
        }
    }
}

#[test]
fn syntax_errors_are_located() {
    let text = TINY.replace("rows = 2", "rows = = 2");
    let p = problems(&text);
    assert!(!p.is_empty());
    assert!(p[0].starts_with("4:"), "{p:?}");
}

#[test]
fn missing_unknown_and_mistyped_keys_are_located() {
    let text = TINY
        .replace("houses = 2\n", "houses = \"two\"\ncolour = 1\n")
        .replace(
            "  { at = \"A1\", kind = \"plains\", cost = 1 },",
            "  { at = \"A1\", kind = \"plains\", cost = 1, height = 3 },",
        )
        .replace("shares = 1\n", "");
    let p = problems(&text);
    assert_eq!(
        p,
        [
            "6:10: expected an integer, found string",
            "7:1: unknown key `colour`; expected one of: game, name, description, columns, rows, chicago, houses, \
             dials, end, initial_auctions, hexes, companies, industrial",
            "13:43: unknown key `height`; expected one of: at, kind, name, cost, income, house",
            "29:1: missing key `shares`",
        ]
    );
}

#[test]
fn meaning_problems_are_all_reported_with_their_rule() {
    // rule CEM-10.4
    let text = TINY
        .replace("game = \"chicago-express\"", "game = \"tokyo-metro\"")
        .replace(
            "{ at = \"A1\", kind = \"plains\", cost = 1 }",
            "{ at = \"A1\", kind = \"plains\", cost = 12 }",
        )
        .replace(
            "{ at = \"B0\", kind = \"forest\", cost = 2 }",
            "{ at = \"A0\", kind = \"swamp\", cost = 2 }",
        )
        .replace("values = [1, 2]", "values = [2, 2]")
        .replace("dials = { auction = 1,", "dials = { auction = 0,");
    let p = problems(&text);
    let expect = [
        "1:8: this is not a Chicago Express board",
        "7:21: 0 is out of range",
        "12:40: 12 is out of range",
        "13:10: hex A0 is listed twice",
        "13:23: unknown hex kind \"swamp\"",
        "39:10: a row's values must increase",
    ];
    for e in expect {
        assert!(p.iter().any(|m| m.starts_with(e)), "{e} not in {p:?}");
    }
    assert!(p.iter().all(|m| m.contains("(CE")), "{p:?}");
}

#[test]
fn structural_problems() {
    // rule CEM-10.2
    // rule CEM-10.3
    // a start hex that cannot reach Chicago
    let walled = TINY
        .replace("{ at = \"A1\", kind = \"plains\", cost = 1 },", "")
        .replace("{ at = \"B0\", kind = \"forest\", cost = 2 },", "");
    let p = problems(&walled);
    assert!(
        p.iter().any(|m| m.contains("X's start hex cannot reach Chicago")),
        "{p:?}"
    );
    // a company starting on a plains hex, a late company in the initial auctions, an industrial city without
    // a row, two late companies
    let text = TINY
        .replace("start = \"C0\"", "start = \"A1\"")
        .replace(
            "initial_auctions = [\"X\"]",
            "initial_auctions = [\"X\", \"L\", \"Q\"]",
        )
        .replace(
            "[[industrial]]\nhex = \"B1\"\nvalues = [1, 2]\ngrows = \"dividend\"\n",
            "",
        );
    let p = problems(&text);
    for e in [
        "this company's start hex must be a start hex",
        "start hex C0 is no company's start",
        "L opens later and cannot be auctioned",
        "there is no company Q",
        "industrial city B1 has no row",
        "needs a row that grows by itself",
    ] {
        assert!(p.iter().any(|m| m.contains(e)), "{e} not in {p:?}");
    }
    let two_late = TINY.replace("income = 3\n", "opens = \"chicago\"\n");
    let p = problems(&two_late);
    assert!(
        p.iter()
            .any(|m| m.contains("only one company may open at Chicago")),
        "{p:?}"
    );
}

#[test]
fn a_tokyo_map_is_refused_as_not_a_chicago_board() {
    let tokyo = "name = \"Tokyo\"\ncolumns = 30\nrows = 23\nstart_trains_leave = true\nlines = []\n";
    let p = problems(tokyo);
    assert!(p.iter().any(|m| m.contains("missing key `game`")), "{p:?}");
    assert!(p.iter().any(|m| m.contains("unknown key `lines`")), "{p:?}");
}

#[test]
fn hostile_files_are_refused_quickly() {
    let bound = if cfg!(debug_assertions) {
        Duration::from_secs(10)
    } else {
        Duration::from_secs(1)
    };
    let timed = |what: &str, text: &str| {
        let start = Instant::now();
        let p = problems(text);
        let took = start.elapsed();
        assert!(took < bound, "{what} took {took:?}");
        assert!(!p.is_empty(), "{what} accepted");
        p
    };
    // over the size limit: one problem, before parsing
    let big = format!("{TINY}#{}\n", "x".repeat(200_000));
    assert_eq!(timed("200 KB", &big).len(), 1);
    // over the line limit
    let lines = format!("{TINY}{}", "\n".repeat(20_000));
    assert_eq!(timed("20,000 lines", &lines).len(), 1);
    // 1,000 hexes: reported once as over the limit, the first 256 read
    let many: String = (0..1000)
        .map(|i| format!("{{ at = \"Z{}\", kind = \"plains\", cost = 1 }},\n", i % 99))
        .collect();
    let text = TINY.replace("hexes = [\n", &format!("hexes = [\n{many}"));
    let p = timed("1,000 hexes", &text);
    assert!(p.iter().any(|m| m.contains("256")), "{:?}", &p[..3]);
    // deep nesting
    let deep = format!("{}{}", "a = ".to_string() + &"[".repeat(2_000), "]".repeat(2_000));
    timed("deep arrays", &deep);
    // huge numbers
    let huge = TINY.replace("columns = 3", "columns = 99999999999999999999");
    timed("a huge number", &huge);
    let big_grid = TINY
        .replace("columns = 3", "columns = 9223372036854775807")
        .replace("rows = 2", "rows = 9223372036854775807");
    timed("a huge grid", &big_grid);
    // control characters and long names
    let control = TINY.replace("name = \"Tiny\"", "name = \"Ti\\u0007ny\"");
    assert!(timed("a bell", &control).iter().any(|m| m.contains("U+0007")));
    let long = TINY.replace("name = \"Tiny\"", &format!("name = \"{}\"", "n".repeat(5_000)));
    timed("a long name", &long);
    // the densest file of problems within the limits: every hex wrong
    let wrong: String = (0..256)
        .map(|i| format!("{{ at = \"?{i}\", kind = \"?\", cost = -1, income = 99 }},\n"))
        .collect();
    let text = TINY.replace("hexes = [\n", &format!("hexes = [\n{wrong}"));
    let p = timed("256 wrong hexes", &text);
    assert!(p.len() <= 200);
}

#[test]
fn the_format_documents_example_loads() {
    let doc = include_str!("../../../docs/chicago-board-format.md");
    let example = doc
        .split("## A small complete example")
        .nth(1)
        .and_then(|rest| rest.split("```toml\n").nth(1))
        .and_then(|rest| rest.split("```").next())
        .expect("the example");
    let board = load_board("example.toml", example).expect("the documented example is valid");
    assert_eq!(board.name(), "Tiny");
    assert_eq!(example, TINY);
}

//! The aggregates and their CSV tables: a fixed small run of hand-made records checked against values computed by
//! hand, the first-player flag, and the CSV and JSON Lines exports read back.

use std::sync::Arc;

use metro_sim::export::{check_csv_dir, tables, write_csv_dir};
use metro_sim::{
    Aggregates, BoardRecord, ExportError, GameRecord, KindCounts, LineRecord, ModuleFields, PlayerRecord,
    SetupRecord, StationTally,
};

fn setup() -> SetupRecord {
    SetupRecord {
        map: "test".into(),
        cards: "test".into(),
        players: 2,
        bots: vec!["a".into(), "b".into()],
        options: serde_json::Value::Null,
    }
}

fn names() -> Arc<[String]> {
    vec!["Move".to_string(), "Invest".to_string()].into()
}

/// A game of two seats: line A's value, both totals, the decisions; seat 0 takes Move twice, seat 1 Move once and
/// Invest three times; station 0 pays once (¥2 and a rise of 1) and gets a pyramid, station 1 nothing.
fn game(value: i32, totals: [i32; 2], decisions: u32) -> GameRecord {
    let winner = if totals[0] >= totals[1] { 0 } else { 1 };
    let counts = [[2, 0], [1, 3]];
    GameRecord {
        seed: 0,
        rounds: 8,
        decisions,
        lines: vec![LineRecord {
            line: "A".into(),
            value,
            shareholders: Vec::new(),
            speculations: Vec::new(),
        }],
        players: (0..2)
            .map(|seat| PlayerRecord {
                player: seat as u8,
                bot: ["a", "b"][seat].into(),
                cash: totals[seat],
                loans: 0,
                set_aside: 0,
                total: totals[seat],
                actions: KindCounts {
                    names: names(),
                    counts: counts[seat].to_vec(),
                },
            })
            .collect(),
        payouts: Vec::new(),
        winner,
        turn_order: vec![0, 1],
        modules: ModuleFields::default(),
        board: BoardRecord {
            stations: vec![
                StationTally {
                    payouts: 1,
                    cash: 2,
                    value_rise: 1,
                    pyramids: 1,
                },
                StationTally::default(),
            ],
        },
    }
}

fn small_run() -> Aggregates {
    let mut a = Aggregates::start(setup(), &names(), &[0, 1]);
    for record in [
        game(10, [100, 60], 100),
        game(20, [80, 70], 120),
        game(20, [90, 40], 100),
        game(40, [50, 70], 130),
    ] {
        a.add(&record);
    }
    a
}

#[test]
fn a_small_run_gives_the_values_computed_by_hand() {
    let a = small_run();
    assert_eq!(a.games, 4);
    // Line A: 10, 20, 20, 40 → mean 22.5; nearest rank: q1 = 1st value, median = 2nd, q3 = 3rd.
    let line = &a.lines[0];
    assert_eq!(line.line, "A");
    assert_eq!(line.mean(), 22.5);
    let five = line.five_numbers().expect("games");
    assert_eq!(
        (five.min, five.q1, five.median, five.q3, five.max),
        (10.0, 10.0, 20.0, 20.0, 40.0)
    );
    // Seat 0 wins games 1–3, seat 1 game 4.
    assert_eq!((a.seats[0].wins, a.seats[1].wins), (3, 1));
    let rate = a.win_rate(0);
    assert_eq!(rate.rate, 0.75);
    // Wilson 95% for 3 of 4: (0.30064, 0.95441), computed by hand from the formula.
    assert!((rate.low - 0.300_642).abs() < 1e-5, "{rate:?}");
    assert!((rate.high - 0.954_413).abs() < 1e-5, "{rate:?}");
    assert!(!a.first_player_advantage(), "3 of 4 is not significant");
    assert_eq!(a.seat_advantage(0), None);
    // Totals: seat 0 320 / 4 = 80, seat 1 240 / 4 = 60; bots a and b sat in seats 0 and 1.
    assert_eq!((a.mean_total(0), a.mean_total(1)), (80.0, 60.0));
    assert_eq!((a.bots[0].mean_total(), a.bots[1].mean_total()), (80.0, 60.0));
    assert_eq!((a.bots[0].wins, a.bots[1].wins), (3, 1));
    // Their spread (issue 26, item 3): bot a's totals 50, 80, 90, 100; bot b's 40, 60, 70, 70.
    let spread = |bot: usize| {
        let five = a.bots[bot].five_numbers().expect("totals counted");
        (five.min, five.q1, five.median, five.q3, five.max)
    };
    assert_eq!(spread(0), (50.0, 50.0, 80.0, 90.0, 100.0));
    assert_eq!(spread(1), (40.0, 40.0, 60.0, 70.0, 70.0));
    // Move: winners 2+2+2 (seat 0) + 1 (seat 1) = 7, others 1+1+1 + 2 = 5; Invest: winners 3, others 9.
    let kinds: Vec<_> = a
        .kinds
        .iter()
        .map(|k| {
            (
                k.name.as_str(),
                k.by_winner,
                k.by_others,
                k.winner_games,
                k.others_games,
            )
        })
        .collect();
    assert_eq!(kinds, [("Move", 7, 5, 4, 4), ("Invest", 3, 9, 1, 3)]);
    // Length: 100 twice, 120, 130 → mean 112.5; 8 rounds each.
    assert_eq!(
        a.decisions.iter().map(|(&d, &n)| (d, n)).collect::<Vec<_>>(),
        [(100, 2), (120, 1), (130, 1)]
    );
    assert_eq!(a.mean_decisions(), 112.5);
    assert_eq!(a.rounds.get(&8), Some(&4));
    // Station 0: one payout of ¥2 (rise 1) and a pyramid per game.
    assert_eq!(
        a.stations[0].tally,
        StationTally {
            payouts: 4,
            cash: 8,
            value_rise: 4,
            pyramids: 4
        }
    );
    assert_eq!(a.stations[1].tally, StationTally::default());
}

#[test]
fn a_first_player_who_always_wins_is_flagged() {
    let mut a = Aggregates::start(setup(), &names(), &[0, 1]);
    for _ in 0..20 {
        a.add(&game(10, [100, 60], 100));
    }
    // Wilson 95% for 20 of 20: (0.83887, 1): wholly above the fair share ½.
    assert!((a.win_rate(0).low - 0.838_875).abs() < 1e-5);
    assert!(a.first_player_advantage());
    assert_eq!(a.seat_advantage(0), Some(true));
    assert_eq!(a.seat_advantage(1), Some(false));
}

/// Reads CSV text (RFC 4180) back into rows of fields.
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    rows
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("metro-sim-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn csv_tables_round_trip_and_are_never_written_over() {
    let mut a = small_run();
    a.stations[0].name = "Ginza, \"4-chome\"\nexit".into();
    let dir = temp_dir("csv");
    let written = write_csv_dir(&dir, &a).expect("written");
    let expected = tables(&a);
    assert_eq!(written.len(), expected.len());
    for table in &expected {
        let text = std::fs::read_to_string(dir.join(table.file)).expect("read back");
        let rows = parse_csv(&text);
        assert_eq!(rows[0], table.header, "{}", table.file);
        assert_eq!(rows[1..], table.rows[..], "{}", table.file);
    }
    let seats = parse_csv(&std::fs::read_to_string(dir.join("seats.csv")).expect("seats"));
    assert_eq!(seats[1][..6], ["0", "4", "3", "0.7500", "0.3006", "0.9544"]);
    let stations = parse_csv(&std::fs::read_to_string(dir.join("stations.csv")).expect("stations"));
    assert_eq!(stations[1], ["0", "Ginza, \"4-chome\"\nexit", "4", "8", "4", "4"]);
    // A second export into the same folder writes nothing and says which file is in the way.
    let before = std::fs::read(dir.join("lines.csv")).expect("lines");
    match write_csv_dir(&dir, &small_run()) {
        Err(ExportError::Exists(path)) => assert!(path.ends_with("lines.csv"), "{path:?}"),
        other => panic!("expected Exists, got {other:?}"),
    }
    assert!(check_csv_dir(&dir).is_err());
    assert_eq!(std::fs::read(dir.join("lines.csv")).expect("lines"), before);
    std::fs::remove_dir_all(&dir).expect("clean up");
}

// Issue 28, item 7: totals were printed as `¥    1200`, without separators, and a plugin's wide payments gave
// unreadable ten-digit figures: every total and line value of the summary is grouped by thousands, whatever its size.
#[test]
fn the_summary_groups_totals_by_thousands_whatever_their_size() {
    let mut a = Aggregates::start(setup(), &names(), &[0, 1]);
    for record in [
        game(2_000_000_000, [i32::MAX, -1_234_567], 100),
        game(2_000_000_000, [i32::MAX, -1_234_567], 100),
    ] {
        a.add(&record);
    }
    let text = metro_sim::Summary::of(a).to_string();
    assert!(text.contains("¥2,147,483,647"), "{text}");
    assert!(text.contains("-¥1,234,567"), "{text}");
    assert!(text.contains("A ¥2,000,000,000"), "{text}");
    assert!(!text.contains("2147483647"), "{text}");
}

// Issue 28, item 4: a `--csv` folder that is a file was found only after every game: it is refused before the run,
// a folder is made ready (created, written to) before it, and nothing is left of an export that failed.
#[test]
fn a_csv_folder_is_made_ready_before_the_run() {
    use metro_sim::export::prepare_csv_dir;
    let dir = temp_dir("prepare");
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("a-file");
    std::fs::write(&file, "mine").expect("file");
    match prepare_csv_dir(&file) {
        Err(e @ ExportError::NotAFolder(_)) => assert_eq!(
            e.to_string(),
            format!(
                "cannot write the tables into {}: it is not a folder",
                file.display()
            )
        ),
        other => panic!("expected NotAFolder, got {other:?}"),
    }
    assert_eq!(std::fs::read_to_string(&file).expect("file"), "mine");
    let new = dir.join("new/tables");
    assert!(prepare_csv_dir(&new).expect("ready"), "created");
    assert_eq!(
        std::fs::read_dir(&new).expect("folder").count(),
        0,
        "the probe is gone"
    );
    assert!(!prepare_csv_dir(&new).expect("ready again"), "there already");
    std::fs::write(new.join("kinds.csv"), "mine").expect("a table");
    assert!(matches!(prepare_csv_dir(&new), Err(ExportError::Exists(_))));
    std::fs::remove_dir_all(&dir).expect("clean up");
}

//! `metro sim` end to end: every built-in map × card-set pairing for 1–5 players, byte-identical JSON whatever
//! `--jobs` is, the JSON Lines fields of `docs/sim-json.md` with consistent sums, and clear errors (never a panic)
//! for bad input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A scratch folder for this test binary.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("metro-sim-tests")
        .join(name);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Runs `metro ARGS` in the workspace root.
fn metro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .output()
        .expect("the metro binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Asserts the exit code and that nothing panicked.
fn assert_exit(output: &Output, code: i32) {
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(
        output.status.code(),
        Some(code),
        "exit code\n--- stdout\n{out}\n--- stderr\n{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

/// Runs a simulation writing JSON Lines; returns the file's bytes and the printed summary.
fn sim_json(name: &str, args: &[&str]) -> (Vec<u8>, String) {
    let file = scratch(name).join("games.jsonl");
    // `--json` never replaces a file (issue 28): a file of an earlier run is removed first.
    let _ = std::fs::remove_file(&file);
    let file_arg = file.to_string_lossy().into_owned();
    let mut all: Vec<&str> = vec!["sim"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--json", &file_arg]);
    let output = metro(&all);
    assert_exit(&output, 0);
    (
        std::fs::read(&file).expect("the JSON file is written"),
        text(&output.stdout),
    )
}

fn int(value: &Value, key: &str) -> i64 {
    value[key]
        .as_i64()
        .unwrap_or_else(|| panic!("{key} is an integer in {value}"))
}

/// Checks one JSON line against docs/sim-json.md; returns it.
fn check_line(line: &str, players: usize) -> Value {
    let game: Value = serde_json::from_str(line).expect("each line is JSON");
    let setup = &game["setup"];
    assert!(setup["map"].is_string() && setup["cards"].is_string(), "{setup}");
    assert_eq!(int(setup, "players") as usize, players);
    assert_eq!(setup["bots"].as_array().map(Vec::len), Some(players));
    assert!(setup["options"].is_object());
    assert!(int(&game, "seed") >= 0);
    assert!(int(&game, "rounds") >= 1);
    assert!(int(&game, "decisions") >= 1);
    let lines = game["lines"].as_array().expect("lines");
    assert!(!lines.is_empty());
    let letters: Vec<&str> = lines
        .iter()
        .map(|l| l["line"].as_str().expect("a letter"))
        .collect();
    for line in lines {
        assert!(int(line, "value") >= 0);
        for holder in line["shareholders"].as_array().expect("shareholders") {
            assert!((int(holder, "player") as usize) < players);
            assert!(int(holder, "share") >= 1);
        }
        for disc in line["speculations"].as_array().expect("speculations") {
            assert!((int(disc, "player") as usize) < players);
            assert!(int(disc, "stake") >= 100);
        }
    }
    let seats = game["players"].as_array().expect("players");
    assert_eq!(seats.len(), players);
    let mut paid = vec![0i64; players];
    for payout in game["payouts"].as_array().expect("payouts") {
        let kind = payout["kind"].as_str().expect("a kind");
        assert!(
            ["speculation", "stake_return", "share", "set_aside", "loan"].contains(&kind),
            "{kind}"
        );
        let amount = int(payout, "amount");
        match kind {
            "loan" => assert!(amount < 0 && payout.get("line").is_none(), "{payout}"),
            "set_aside" => assert!(amount > 0 && payout.get("line").is_none(), "{payout}"),
            _ => {
                let letter = payout["line"].as_str().expect("a line letter");
                assert!(letters.contains(&letter), "{payout}");
                assert!(amount >= 0, "{payout}");
            }
        }
        paid[int(payout, "player") as usize] += amount;
    }
    let mut best = i64::MIN;
    for (seat, p) in seats.iter().enumerate() {
        assert_eq!(int(p, "player") as usize, seat);
        assert!(int(p, "cash") >= 0);
        assert!(int(p, "loans") >= 0);
        assert!(int(p, "set_aside") >= 0);
        assert!(p["actions"].is_object());
        // The total is the cash plus the player's payouts (TM-11.8).
        assert_eq!(
            int(p, "total"),
            int(p, "cash") + paid[seat],
            "seat {seat} in {line}"
        );
        best = best.max(int(p, "total"));
    }
    let winner = int(&game, "winner") as usize;
    assert!(winner < players);
    assert_eq!(
        int(&seats[winner], "total"),
        best,
        "the winner has the highest total"
    );
    game
}

// Every built-in map with every built-in card set, 1–5 players: a few random games run to the end.
#[test]
fn every_pairing_and_player_count_runs() {
    for map in ["tokyo", "osaka"] {
        for cards in ["tokyo", "osaka"] {
            for players in 1..=5usize {
                let name = format!("{map}-{cards}-{players}");
                let n = players.to_string();
                let (json, summary) = sim_json(
                    &name,
                    &[
                        "--map",
                        map,
                        "--cards",
                        cards,
                        "--players",
                        &n,
                        "--games",
                        "3",
                        "--seed",
                        "11",
                        "--jobs",
                        "2",
                    ],
                );
                assert!(summary.contains("3 games"), "{summary}");
                let text = String::from_utf8(json).expect("UTF-8");
                let lines: Vec<&str> = text.lines().collect();
                assert_eq!(lines.len(), 3, "{name}");
                for (i, line) in lines.iter().enumerate() {
                    let game = check_line(line, players);
                    assert_eq!(int(&game, "seed"), 11 + i as i64, "game i uses seed + i");
                    assert_eq!(game["setup"]["map"], map);
                    assert_eq!(game["setup"]["cards"], cards);
                }
            }
        }
    }
}

// Same seed, same bytes, whatever the number of threads (issue 12: jobs 1, 2, 3 and the default).
#[test]
fn the_output_does_not_depend_on_jobs() {
    let args = [
        "--players",
        "4",
        "--bots",
        "random",
        "--games",
        "12",
        "--seed",
        "7",
    ];
    let one: Vec<&str> = args.iter().copied().chain(["--jobs", "1"]).collect();
    let two: Vec<&str> = args.iter().copied().chain(["--jobs", "2"]).collect();
    let (a, summary_a) = sim_json("jobs-1", &one);
    let (b, summary_b) = sim_json("jobs-2", &two);
    assert!(!a.is_empty());
    assert_eq!(a, b, "the JSON bytes differ between --jobs 1 and --jobs 2");
    let three: Vec<&str> = args.iter().copied().chain(["--jobs", "3"]).collect();
    let (c, summary_c) = sim_json("jobs-3", &three);
    assert_eq!(a, c, "the JSON bytes differ between --jobs 1 and --jobs 3");
    let (again, _) = sim_json("jobs-1-again", &one);
    assert_eq!(a, again, "the same command twice gives the same bytes");
    // The statistics after the first line (which holds the timing) agree too.
    let tail = |s: &str| s.lines().skip(1).map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(tail(&summary_a), tail(&summary_b));
    assert_eq!(tail(&summary_a), tail(&summary_c));
    // The default is every core, and it gives the same bytes too.
    let (default, _) = sim_json("jobs-default", &args);
    assert_eq!(a, default);
    for line in String::from_utf8(a).expect("UTF-8").lines() {
        check_line(line, 4);
    }
}

// The summary shows the statistics the balance check needs.
#[test]
fn the_summary_shows_win_rates_totals_lines_and_kinds() {
    let output = metro(&[
        "sim",
        "--games",
        "5",
        "--players",
        "3",
        "--bots",
        "random",
        "--jobs",
        "1",
    ]);
    assert_exit(&output, 0);
    let out = text(&output.stdout);
    for needle in [
        "games/s",
        "decisions per game",
        "win rate",
        "mean total",
        "mean final line values",
        "move",
    ] {
        assert!(out.contains(needle), "{needle:?} missing from\n{out}");
    }
}

// A map or card file on disk is read like a built-in one.
#[test]
fn map_and_card_files_are_accepted() {
    let (json, _) = sim_json(
        "files",
        &[
            "--map",
            "maps/osaka.toml",
            "--cards",
            "cards/osaka.toml",
            "--players",
            "2",
            "--games",
            "2",
        ],
    );
    let text = String::from_utf8(json).expect("UTF-8");
    let first = check_line(text.lines().next().expect("a line"), 2);
    assert_eq!(first["setup"]["map"], "maps/osaka.toml");
}

#[test]
fn an_unknown_bot_is_a_usage_error() {
    let output = metro(&["sim", "--bots", "random,clever,random,random", "--games", "1"]);
    assert_exit(&output, 2);
    let err = text(&output.stderr);
    assert!(err.contains("clever") && err.contains("random"), "{err}");
}

#[test]
fn the_wrong_number_of_bots_is_a_usage_error() {
    let output = metro(&["sim", "--players", "3", "--bots", "random,random", "--games", "1"]);
    assert_exit(&output, 2);
    assert!(
        text(&output.stderr).contains("2 bots given for 3 players"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn a_bad_player_count_is_a_usage_error() {
    for players in ["0", "6", "many"] {
        let output = metro(&["sim", "--players", players, "--games", "1"]);
        assert_exit(&output, 2);
    }
}

#[test]
fn an_unknown_map_or_card_set_is_an_error() {
    let output = metro(&["sim", "--map", "atlantis", "--games", "1"]);
    assert_exit(&output, 1);
    assert!(
        text(&output.stderr).contains("atlantis"),
        "{}",
        text(&output.stderr)
    );
    let output = metro(&["sim", "--cards", "atlantis", "--games", "1"]);
    assert_exit(&output, 1);
    assert!(
        text(&output.stderr).contains("atlantis"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn a_broken_map_file_shows_its_diagnostics() {
    let output = metro(&["sim", "--map", "tests/fixtures/ten-mistakes.toml", "--games", "1"]);
    assert_exit(&output, 1);
    let err = text(&output.stderr);
    assert!(err.contains("ten-mistakes.toml:"), "{err}");
    assert!(err.contains("problem"), "{err}");
}

#[test]
fn a_broken_card_file_shows_its_diagnostics() {
    let output = metro(&[
        "sim",
        "--cards",
        "tests/fixtures/card-mistakes.toml",
        "--games",
        "1",
    ]);
    assert_exit(&output, 1);
    assert!(
        text(&output.stderr).contains("card-mistakes.toml:"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn an_unwritable_json_file_is_an_error() {
    let dir = scratch("unwritable");
    let target = dir.join("no-such-folder").join("games.jsonl");
    // A million games would take hours: the path is tried before any game is played (issue 9).
    let start = std::time::Instant::now();
    let output = metro(&["sim", "--games", "1000000", "--json", &target.to_string_lossy()]);
    assert_exit(&output, 2);
    assert!(start.elapsed() < std::time::Duration::from_secs(20));
    assert!(
        text(&output.stderr).contains("cannot write"),
        "{}",
        text(&output.stderr)
    );
}

// Issue 12: `--csv DIR` writes the run's tables, the same for any `--jobs`; a second run into the same folder
// refuses before playing and leaves the files as they were.
#[test]
fn csv_tables_are_written_and_never_overwritten() {
    let base = scratch("csv");
    let _ = std::fs::remove_dir_all(&base);
    let mut tables = Vec::new();
    for jobs in ["1", "2"] {
        let dir = base.join(jobs);
        let out = metro(&[
            "sim",
            "--games",
            "6",
            "--seed",
            "4",
            "--bots",
            "heuristic",
            "--jobs",
            jobs,
            "--csv",
            dir.to_str().unwrap(),
        ]);
        assert_exit(&out, 0);
        let seats = std::fs::read_to_string(dir.join("seats.csv")).expect("seats.csv");
        assert!(seats.starts_with("seat,games,wins,win_rate,ci_low,ci_high,mean_total,significant\n"));
        assert_eq!(seats.lines().count(), 5, "{seats}");
        let stations = std::fs::read_to_string(dir.join("stations.csv")).expect("stations.csv");
        assert!(stations.contains(",Shibuya,"), "{stations}");
        let names = [
            "lines.csv",
            "line_values.csv",
            "seats.csv",
            "bots.csv",
            "kinds.csv",
            "game_length.csv",
            "rounds.csv",
            "stations.csv",
        ];
        tables.push(names.map(|n| std::fs::read(dir.join(n)).expect("a table")));
    }
    assert_eq!(tables[0], tables[1], "the tables do not depend on --jobs");
    let dir = base.join("1");
    let before = std::fs::read(dir.join("lines.csv")).expect("lines");
    let out = metro(&["sim", "--games", "2", "--csv", dir.to_str().unwrap()]);
    assert_exit(&out, 2);
    assert!(
        text(&out.stderr).contains("exists already"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read(dir.join("lines.csv")).expect("lines"), before);
}

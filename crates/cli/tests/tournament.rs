//! `metro tournament` end to end (docs/tournament.md): every pair across seatings with win rates, Wilson intervals and
//! margins, the same output whatever `--jobs` is, the search bot in tournaments and in `metro sim`, and usage errors.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
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

/// Stdout of a run that must succeed.
fn ok(args: &[&str]) -> String {
    let output = metro(args);
    let (out, err) = (
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    assert_eq!(
        output.status.code(),
        Some(0),
        "{args:?}\n--- stdout\n{out}\n--- stderr\n{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    out.into_owned()
}

/// The report without its timing line (the second).
fn without_timing(report: &str) -> String {
    report
        .lines()
        .enumerate()
        .filter(|&(i, _)| i != 1)
        .map(|(_, l)| format!("{l}\n"))
        .collect()
}

/// The win rate in percent printed for `focal vs field`.
fn win_rate(report: &str, pairing: &str) -> f64 {
    let line = report
        .lines()
        .find(|l| l.starts_with(pairing))
        .unwrap_or_else(|| panic!("no line for {pairing:?} in\n{report}"));
    let after = line.split("win ").nth(1).expect("a win rate");
    after
        .split('%')
        .next()
        .expect("a percentage")
        .parse()
        .expect("a number")
}

#[test]
fn two_player_tournaments_play_both_seat_orders_of_every_pair() {
    let report = ok(&[
        "tournament",
        "--bots",
        "random,heuristic",
        "--games",
        "5",
        "--seed",
        "3",
        "--jobs",
        "2",
    ]);
    assert!(
        report.starts_with("tokyo map, tokyo cards, 2 players, 5 games per seating from seed 3"),
        "{report}"
    );
    assert!(report.contains("10 games in"), "{report}");
    let line = report
        .lines()
        .find(|l| l.starts_with("random vs heuristic: 10 games, win "))
        .expect("the pairing");
    assert!(
        line.contains("(fair share 50%)") && line.contains("margin "),
        "{line}"
    );
    assert!(
        report.contains("seat 1: ") && report.contains("/5, seat 2: "),
        "{report}"
    );
    // The heuristic bot beats the random bot (TM-11.8 decides the winner); the interval is stated.
    assert!(win_rate(&report, "random vs heuristic") <= 20.0, "{report}");
    assert!(line.contains("[0.0%, "), "{line}");
}

#[test]
fn many_player_tournaments_measure_each_bot_against_copies_of_the_other() {
    let args = [
        "tournament",
        "--bots",
        "heuristic,random",
        "--games",
        "2",
        "--players",
        "3",
        "--seed",
        "9",
    ];
    let one: Vec<&str> = args.iter().copied().chain(["--jobs", "1"]).collect();
    let two: Vec<&str> = args.iter().copied().chain(["--jobs", "2"]).collect();
    let (a, b) = (ok(&one), ok(&two));
    assert_eq!(
        without_timing(&a),
        without_timing(&b),
        "the results do not depend on --jobs"
    );
    assert!(a.contains("heuristic vs 2× random: 6 games"), "{a}");
    assert!(a.contains("random vs 2× heuristic: 6 games"), "{a}");
    assert!(a.contains("(fair share 33%)"), "{a}");
    assert!(a.contains("seat 1: ") && a.contains("seat 3: "), "{a}");
    assert!(win_rate(&a, "heuristic vs 2× random") >= 50.0, "{a}");
    assert_eq!(
        without_timing(&a),
        without_timing(&ok(&one)),
        "reproducible from the seed"
    );
}

#[test]
fn the_search_bot_plays_in_tournaments_and_simulations() {
    // Naming only (no game: a debug build plays out slowly; the games are in the bots' tests and the next run): the
    // names are taken, and `--games 0` is what is refused (issue 28).
    let output = metro(&["tournament", "--bots", "mcts:1,mcts:1s,heuristic", "--games", "0"]);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("a tournament needs at least 1 game per seating"),
        "{err}"
    );
    let sim = ok(&[
        "sim",
        "--bots",
        "mcts:1,heuristic",
        "--players",
        "2",
        "--games",
        "1",
        "--drinks",
        "--seed",
        "5",
    ]);
    assert!(sim.contains("mcts:1 "), "{sim}");
}

#[test]
fn bad_bot_lists_are_usage_errors() {
    for (bots, says) in [
        ("heuristic", "at least two bots"),
        ("heuristic,heuristic", "named twice"),
        ("heuristic,alphago", "unknown bot \"alphago\""),
        ("heuristic,mcts:0", "unknown bot \"mcts:0\""),
    ] {
        let output = metro(&["tournament", "--bots", bots, "--games", "1"]);
        assert_eq!(output.status.code(), Some(2), "{bots}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.contains(says), "{bots}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let output = metro(&["tournament", "--bots", "heuristic,random", "--players", "1"]);
    assert_eq!(output.status.code(), Some(2));
}

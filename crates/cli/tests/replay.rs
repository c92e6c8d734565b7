//! `metro replay` end to end: a random game recorded through the library replays with exit code 0 and a readable
//! log; a corrupted file (edited hash, illegal action, bad JSON, missing file) exits 1 with a message naming the
//! failure, after the log up to it.

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use std::path::PathBuf;
use std::process::{Command, Output};

use metro_engine::Registry;
use metro_engine::ids::GameRng;
use metro_save::{Recorder, Save, SetupRecord};

fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    registry
}

/// A random legal game of `limit` actions (or to its end), recorded with seat labels.
fn recorded(limit: usize) -> Save {
    let mut setup = SetupRecord::builtin("tokyo", "tokyo", 2);
    setup.seats = vec!["Aiko".into(), "random".into()];
    let mut recorder = Recorder::new(setup, 21, &registry()).unwrap();
    let mut rng = GameRng::new(5);
    while !recorder.game().is_over() && recorder.save().actions.len() < limit {
        let legal = recorder.game().legal_actions();
        recorder.apply(legal[rng.below(legal.len())]).unwrap();
    }
    recorder.save().clone()
}

/// Writes `text` to a file of the test's own in the target's temporary folder.
fn write(name: &str, text: &str) -> PathBuf {
    let path =
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("replay-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `metro replay PATH`, then removes the file.
fn replay(path: &std::path::Path) -> Output {
    let output = Command::new(env!("CARGO_BIN_EXE_metro"))
        .arg("replay")
        .arg(path)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let _ = std::fs::remove_file(path);
    output
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_whole_game_replays_and_verifies() {
    let save = recorded(usize::MAX);
    let path = write("whole.json", &save.to_string());
    let output = replay(&path);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{out}\n{err}");
    assert!(err.is_empty(), "{err}");
    assert!(out.starts_with("Replay of "), "{out}");
    assert!(
        out.contains("map tokyo, cards tokyo, 2 players, seed 21"),
        "{out}"
    );
    for heading in [
        "=== Round 1 ===",
        "--- Turn-order phase ---",
        "--- Movement phase ---",
        "--- Action phase ---",
    ] {
        assert!(out.contains(heading), "{heading} missing:\n{out}");
    }
    assert!(out.contains("=== Round 2 ==="), "{out}");
    assert!(out.contains("\nAiko bids ¥"), "{out}");
    assert!(out.contains("\nrandom places their meeple "), "{out}");
    assert!(
        !out.contains("meeple on ("),
        "places are named by their stations: {out}"
    );
    assert!(out.contains("  Bids revealed: "), "{out}");
    assert!(out.contains("=== End of the game: payouts ==="), "{out}");
    assert!(out.contains("  Final totals: Aiko "), "{out}");
    assert!(out.contains("\nFinal totals:\n  Aiko  "), "{out}");
    assert!(out.contains("(winner)"), "{out}");
    let last = out.lines().last().unwrap_or_default();
    assert_eq!(
        last,
        format!(
            "Verified: {} actions replayed, {} checkpoints matched.",
            save.actions.len(),
            save.checkpoints.len()
        )
    );
}

#[test]
fn an_unfinished_game_says_where_it_stands() {
    let save = recorded(20);
    let path = write("unfinished.json", &save.to_string());
    let output = replay(&path);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}{}", text(&output.stderr));
    assert!(out.contains("\nThe save ends in round "), "{out}");
    assert!(out.contains(", waiting for "), "{out}");
    assert!(
        out.ends_with("Verified: 20 actions replayed, 2 checkpoints matched.\n"),
        "{out}"
    );
}

#[test]
fn an_edited_hash_fails_after_the_log_up_to_it() {
    let mut save = recorded(40);
    save.checkpoints[1].hash.0 ^= 0xff;
    let path = write("edited-hash.json", &save.to_string());
    let output = replay(&path);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(1), "{out}\n{err}");
    assert!(out.contains("=== Round 1 ==="), "{out}");
    assert!(!out.contains("Verified"), "{out}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(
        err.contains("state hash mismatch after 32 actions (checkpoints[1])"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn an_illegal_action_is_named_by_index() {
    let mut save = recorded(40);
    save.actions[3] = metro_engine::Action::Bid(990_000);
    let path = write("illegal.json", &save.to_string());
    let output = replay(&path);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(1), "{out}\n{err}");
    assert!(
        err.contains("actions[3] ({\"Bid\":990000}) is illegal in round 1, movement phase: "),
        "{err}"
    );
    assert!(err.contains("not a choice now"), "{err}");
    // The log shows the three legal decisions (two bids, one placement), then the refused one, and stops.
    assert_eq!(out.lines().filter(|l| l.contains(" bids ¥")).count(), 3, "{out}");
    assert!(out.trim_end().ends_with("bids ¥990,000."), "{out}");
}

#[test]
fn a_broken_or_missing_file_exits_one() {
    let save = recorded(20).to_string();
    let path = write("truncated.json", &save[..save.len() / 3]);
    let output = replay(&path);
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{err}");
    assert!(
        err.contains("not a valid save file: ") && err.contains("at line "),
        "{err}"
    );
    assert!(text(&output.stdout).is_empty());

    let path = write(
        "version.json",
        &save.replacen("\"version\": 3", "\"version\": 7", 1),
    );
    let output = replay(&path);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("save format version 7 is not supported"));

    let output = replay(std::path::Path::new("no/such/save.json"));
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).starts_with("error: cannot read no/such/save.json"),
        "{}",
        text(&output.stderr)
    );
}

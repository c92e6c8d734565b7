//! Issue 9 against the `metro` binary: hostile files (built by `metro_tests::hostile`) are refused with a clear
//! message, quickly, by every command that reads them — never a panic (exit 101), never a hang, never an escape
//! sequence on the terminal — and an edited save does not verify.

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use metro_engine::Registry;
use metro_engine::ids::GameRng;
use metro_save::{DataSource, Recorder, Save, SetupRecord};
use metro_tests::Builtin;
use metro_tests::hostile::{long_line, many_errors, one_station_map, padded, tokyo_named};

/// The longest any command may take on a hostile file here (debug build, a busy machine).
const PATIENCE: Duration = Duration::from_secs(30);

/// A folder of this test run's own.
fn scratch() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes `text` to `name` in the scratch folder.
fn write(name: &str, text: &str) -> PathBuf {
    let path = scratch().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `metro ARGS`, killing it after [`PATIENCE`] (a hang fails the test instead of hanging it).
fn metro(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > PATIENCE {
            let _ = child.kill();
            panic!("metro {args:?} did not finish within {PATIENCE:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Asserts the exit code, no panic, and that nothing the terminal would act on was printed.
fn assert_refused(output: &Output, code: i32, what: &str) {
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(
        output.status.code(),
        Some(code),
        "{what}\n--- stdout\n{out}\n--- stderr\n{err}"
    );
    assert!(!err.contains("panicked"), "{what}: {err}");
    for bytes in [&output.stdout, &output.stderr] {
        assert!(
            !bytes.iter().any(|&b| b == 0x1b || b == 0x07 || b == 0x9b),
            "{what}: a control character reached the terminal: {:?}",
            text(bytes)
        );
    }
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

// A problem past column 65,535 made miette's renderer panic (exit 101) in `map check`, `map show`, `cards check` and
// `sim --map`: now a short window of the line is shown.
#[test]
fn a_problem_at_column_seventy_thousand_is_rendered() {
    let map = write("long-line.toml", &long_line(Builtin::TokyoMap, 70_000));
    let cards = write("long-line-cards.toml", &long_line(Builtin::TokyoCards, 70_000));
    for args in [
        vec!["map", "check", path_str(&map)],
        vec!["map", "show", path_str(&map)],
        vec!["cards", "check", path_str(&cards)],
        vec!["sim", "--map", path_str(&map), "--games", "1"],
        vec!["sim", "--cards", path_str(&cards), "--games", "1"],
    ] {
        let output = metro(&args);
        assert_refused(&output, 1, &format!("{args:?}"));
        let err = text(&output.stderr);
        assert!(err.contains(":70001: unknown key `oops`"), "{err}");
        assert!(err.len() < 2_000, "{} bytes: {err}", err.len());
        assert!(err.contains(" | …") && err.contains("oops = 1"), "{err}");
    }
}

// A 1,000-stop station gave ~490,000 problems and `map check` did not finish in 60 s; 32,000 errors in 341 KB took
// 38 s. Now: a few problems, and at most 200 listed with a count of the rest.
#[test]
fn quadratic_files_are_checked_quickly_with_few_lines() {
    let station = write("station.toml", &one_station_map(1_008, 16));
    let start = Instant::now();
    let output = metro(&["map", "check", path_str(&station)]);
    assert_refused(&output, 1, "1,008 stops in one station");
    let err = text(&output.stderr);
    assert_eq!(err.matches("station Hub has 1008 stops").count(), 1, "{err}");
    assert!(err.lines().count() < 40, "{err}");

    let errors = write("errors.toml", &many_errors(9_000));
    let output = metro(&["map", "check", path_str(&errors)]);
    assert_refused(&output, 1, "9,000 errors");
    let err = text(&output.stderr);
    assert!(
        err.starts_with(&format!("{}: 9005 problem(s)", path_str(&errors))),
        "{}",
        &err[..200]
    );
    assert!(
        err.contains("… and 8805 more problems (only the first 200 are listed)"),
        "{err}"
    );
    assert!(err.lines().count() < 700, "{} lines", err.lines().count());

    let big = write("big.toml", &many_errors(32_000));
    let output = metro(&["map", "check", path_str(&big)]);
    assert_refused(&output, 1, "341 KB");
    assert!(
        text(&output.stderr).contains("more than the 131072 bytes allowed"),
        "{}",
        text(&output.stderr)
    );
    assert!(start.elapsed() < PATIENCE);
}

// A FIFO blocked, a link to /dev/zero read gigabytes: every command refuses what is not a regular file at once.
#[cfg(unix)]
#[test]
fn what_is_not_a_regular_file_is_refused_at_once() {
    let dir = scratch();
    let fifo = dir.join("pipe.toml");
    let _ = std::fs::remove_file(&fifo);
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let zero = dir.join("zero.toml");
    let _ = std::fs::remove_file(&zero);
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let folder = dir.join("folder.toml");
    std::fs::create_dir_all(&folder).unwrap();
    let big = write("ten-megabytes.toml", &padded(Builtin::TokyoMap, 10_000_000));
    let big_save = write("ten-megabytes.json", &" ".repeat(10_000_000));
    for (path, says) in [
        (&fifo, "a FIFO (named pipe)"),
        (&zero, "a character device"),
        (&folder, "a directory"),
        (&big, "more than the 131072 bytes allowed"),
    ] {
        let p = path_str(path);
        for args in [
            vec!["map", "check", p],
            vec!["map", "show", p],
            vec!["cards", "check", p],
            vec!["sim", "--map", p, "--games", "1"],
            vec!["sim", "--cards", p, "--games", "1"],
            vec!["replay", p],
        ] {
            let start = Instant::now();
            let output = metro(&args);
            assert_refused(&output, 1, &format!("{args:?}"));
            let err = text(&output.stderr);
            let says = if args[0] == "replay" && path == &big {
                "more than the"
            } else {
                says
            };
            assert!(err.contains(says), "{args:?}: {err}");
            assert!(start.elapsed() < Duration::from_secs(10), "{args:?}");
        }
    }
    // `metro check` cannot run on them: exit 2, at once.
    for (path, says) in [
        (&fifo, "a FIFO (named pipe)"),
        (&zero, "a character device"),
        (&folder, "a directory"),
        (&big, "more than the 131072 bytes allowed"),
    ] {
        let p = path_str(path);
        for args in [
            vec![
                "check",
                "--map",
                p,
                "--cards",
                "tokyo",
                "--cases",
                "1",
                "--playtests",
                "0",
            ],
            vec![
                "check",
                "--map",
                "tokyo",
                "--cards",
                p,
                "--cases",
                "1",
                "--playtests",
                "0",
            ],
        ] {
            let start = Instant::now();
            let output = metro(&args);
            assert_refused(&output, 2, &format!("{args:?}"));
            let err = text(&output.stderr);
            assert!(err.contains(says), "{args:?}: {err}");
            assert!(start.elapsed() < Duration::from_secs(10), "{args:?}");
        }
    }
    let output = metro(&["replay", path_str(&big_save)]);
    assert_refused(&output, 1, "a 10 MB save");
    assert!(text(&output.stderr).contains("more than the 8388608 bytes allowed"));
}

// Clear-screen and window-title sequences in names went through to the terminal: now names with control characters
// are refused at their place, and every printed string is escaped — the file's name too.
#[test]
fn escape_sequences_in_names_never_reach_the_terminal() {
    let evil = write(
        "evil\u{1b}[2J.toml",
        &tokyo_named("Tokyo\\u001b[2J\\u001b]0;pwned\\u0007"),
    );
    let output = metro(&["map", "check", path_str(&evil)]);
    assert_refused(&output, 1, "an escape sequence in the map's name");
    let err = text(&output.stderr);
    assert!(err.contains("evil\\u{1b}[2J.toml"), "{err}");
    assert!(
        err.contains("the map's name holds the control character U+001B, which names may not hold (CP-1.1)"),
        "{err}"
    );
    assert!(err.contains(":49:8:"), "{err}");
    assert_refused(&metro(&["map", "show", path_str(&evil)]), 1, "map show");
    let output = metro(&["check", "--map", path_str(&evil), "--cards", "tokyo"]);
    assert_refused(&output, 2, "metro check");
    assert!(
        text(&output.stderr).contains("evil\\u{1b}[2J.toml"),
        "{}",
        text(&output.stderr)
    );
    // A file of a valid map under a name with an escape sequence: every line `metro check` prints is escaped.
    let named = write("named\u{1b}]0;x\u{7}.toml", Builtin::TokyoMap.text());
    let output = metro(&[
        "check",
        "--map",
        path_str(&named),
        "--cards",
        "tokyo",
        "--players",
        "2",
        "--cases",
        "1",
        "--playtests",
        "0",
    ]);
    assert_refused(
        &output,
        0,
        "metro check of a file with an escape sequence in its name",
    );
    assert!(
        text(&output.stdout).contains("named\\u{1b}]0;x\\u{7}.toml"),
        "{}",
        text(&output.stdout)
    );

    let bidi = write("bidi.toml", &tokyo_named("Tokyo\u{202e}oykoT"));
    let output = metro(&["map", "check", path_str(&bidi)]);
    assert_refused(&output, 1, "a bidi override");
    assert!(
        text(&output.stderr).contains("U+202E"),
        "{}",
        text(&output.stderr)
    );

    let long = write("long-name.toml", &tokyo_named(&"T".repeat(1_000)));
    let output = metro(&["map", "check", path_str(&long)]);
    assert_refused(&output, 1, "a 1,000-character name");
    assert!(text(&output.stderr).contains("the map's name is longer than 100 characters"));
    let huge = write("huge-name.toml", &tokyo_named(&"T".repeat(1_000_000)));
    let output = metro(&["map", "check", path_str(&huge)]);
    assert_refused(&output, 1, "a 1 MB name");
    assert!(text(&output.stderr).len() < 1_000, "{}", text(&output.stderr));

    // A station name with a bell, in a card-set's column name, in a line name: each refused.
    let station = Builtin::TokyoMap
        .text()
        .replacen("station = \"", "station = \"\\u0007", 1);
    let output = metro(&["map", "check", path_str(&write("escaped-station.toml", &station))]);
    assert_refused(&output, 1, "a station name");
    let cards = Builtin::TokyoCards
        .text()
        .replacen("name = \"", "name = \"\\u009b", 2);
    let output = metro(&["cards", "check", path_str(&write("cards.toml", &cards))]);
    assert_refused(&output, 1, "card-set names");
    assert!(
        text(&output.stderr).contains("U+009B"),
        "{}",
        text(&output.stderr)
    );
}

fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    registry
}

/// A whole random 2-player game on `map`, recorded.
fn whole_game(map: DataSource, seats: Vec<String>) -> Save {
    let mut setup = SetupRecord::builtin("tokyo", "tokyo", 2);
    setup.map = map;
    setup.seats = seats;
    let mut recorder = Recorder::new(setup, 8, &registry()).unwrap();
    let mut rng = GameRng::new(3);
    while !recorder.game().is_over() {
        let legal = recorder.game().legal_actions();
        recorder.apply(legal[rng.below(legal.len())]).unwrap();
    }
    recorder.save().clone()
}

// An embedded revenue track edited replayed to other totals and still said "Verified": the setup hash refuses it,
// naming the map. Seat names of 65,536 characters made the final table panic; unknown options were ignored.
#[test]
fn edited_saves_do_not_verify() {
    let save = whole_game(
        DataSource::embedded("my-tokyo.toml", Builtin::TokyoMap.text()),
        Vec::new(),
    );
    let good = save.to_string();
    let output = metro(&["replay", path_str(&write("good.json", &good))]);
    assert_refused(&output, 0, "the save as written");
    assert!(text(&output.stdout).contains("Setup verified"));

    let edited = good.replacen("[6000, 4000, 2000]", "[6000, 3000, 3000]", 1);
    assert_ne!(edited, good, "the track row is in the save");
    let output = metro(&["replay", path_str(&write("edited.json", &edited))]);
    assert_refused(&output, 1, "an edited revenue track");
    let err = text(&output.stderr);
    assert!(
        err.contains("setup_hash: the map changed since the save was written"),
        "{err}"
    );
    assert!(text(&output.stdout).is_empty());

    for (from, to, says) in [
        (
            "\"options\": {}",
            "\"options\": {\"metro_drink\": true}",
            "unknown rule option `metro_drink`",
        ),
        (
            "\"options\": {}",
            "\"options\": {\"drink_owner_paid\": true}",
            "\"drink_owner_paid\" is an option of Metro Drinks",
        ),
        (
            "\"options\": {}",
            "\"options\": {\"metro_drinks\": true}",
            "the rule modules or their cards and the player count or rule options changed",
        ),
        (
            "\"players\": 2,",
            "\"players\": 3,",
            "the player count or rule options changed",
        ),
        ("{\"Bid\":", "{\"Bid\":0, \"extra\":", "not a valid save file"),
    ] {
        let edited = good.replacen(from, to, 1);
        assert_ne!(edited, good, "{from}");
        let output = metro(&["replay", path_str(&write("edited.json", &edited))]);
        assert_refused(&output, 1, to);
        assert!(
            text(&output.stderr).contains(says),
            "{to}: {}",
            text(&output.stderr)
        );
    }

    // A byte-order mark is accepted, as TOML accepts it.
    let output = metro(&["replay", path_str(&write("bom.json", &format!("\u{feff}{good}")))]);
    assert_refused(&output, 0, "a save with a byte-order mark");

    // A version-1 save (no setup hash) still replays, and says its setup is not verified.
    let mut old = save.clone();
    old.version = 1;
    old.setup_hash = None;
    let output = metro(&["replay", path_str(&write("v1.json", &old.to_string()))]);
    assert_refused(&output, 0, "a version-1 save");
    assert!(
        text(&output.stdout).contains("Setup not verified"),
        "{}",
        text(&output.stdout)
    );

    // A seat label of 70,000 characters, or holding an escape sequence: refused by name, no panic.
    let labelled = whole_game(DataSource::builtin("tokyo"), vec!["Aiko".into(), "Bot".into()]).to_string();
    for label in ["A".repeat(70_000), "Ai\\u001b]0;x\\u0007ko".to_string()] {
        let edited = labelled.replacen("\"Aiko\"", &format!("\"{label}\""), 1);
        let output = metro(&["replay", path_str(&write("seat.json", &edited))]);
        assert_refused(&output, 1, "a hostile seat label");
        assert!(
            text(&output.stderr).contains("setup.seats[0]: the seat label"),
            "{}",
            text(&output.stderr)
        );
    }
}

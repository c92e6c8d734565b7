//! The `metro` binary end to end: checking and showing the built-in maps and card sets, built-in names, a missing
//! file, and files full of mistakes whose every diagnostic must name the right line and column.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace root, where `maps/`, `cards/` and `tests/fixtures/` live.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `metro ARGS` in `dir` without colours.
fn metro_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .output()
        .expect("the metro binary runs")
}

/// Runs `metro ARGS` in the workspace root.
fn metro(args: &[&str]) -> Output {
    metro_in(&root(), args)
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Asserts the exit code and that nothing panicked.
fn assert_exit(output: &Output, code: i32) {
    assert_eq!(
        output.status.code(),
        Some(code),
        "exit code\n--- stdout\n{}\n--- stderr\n{}",
        stdout(output),
        stderr(output)
    );
    assert!(!stderr(output).contains("panicked"), "{}", stderr(output));
}

/// The `FILE:LINE:COLUMN:` places of the plain diagnostic lines `metro` prints for `file`, in order.
fn places(output: &str, file: &str) -> Vec<(usize, usize)> {
    output
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix(file)?.strip_prefix(':')?;
            let mut parts = rest.splitn(3, ':');
            let line_no = parts.next()?.parse().ok()?;
            let column = parts.next()?.parse().ok()?;
            parts.next()?;
            Some((line_no, column))
        })
        .collect()
}

/// The 1-based line numbers of `text` that contain `MISTAKE n` markers, in order.
fn marked_lines(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| l.contains("# MISTAKE "))
        .map(|(i, _)| i + 1)
        .collect()
}

// rule CP-1.9: the built-in map files are valid: one summary line each, exit 0.
#[test]
fn map_check_accepts_the_builtin_map_files() {
    let output = metro(&["map", "check", "maps/tokyo.toml", "maps/osaka.toml"]);
    assert_exit(&output, 0);
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("maps/tokyo.toml: Tokyo — 12 lines, "),
        "{out}"
    );
    assert!(
        lines[1].starts_with("maps/osaka.toml: Osaka — 10 lines, "),
        "{out}"
    );
    assert!(stderr(&output).is_empty(), "{}", stderr(&output));
}

// rule CP-1.9: with no file, the built-in maps are checked.
#[test]
fn map_check_without_files_checks_the_builtins() {
    let output = metro(&["map", "check"]);
    assert_exit(&output, 0);
    let out = stdout(&output);
    assert_eq!(out.lines().count(), 2, "{out}");
    assert!(
        out.contains("Tokyo — 12 lines") && out.contains("Osaka — 10 lines"),
        "{out}"
    );
}

// rule CP-1.9: built-in names work from any folder (the data is embedded in the binary).
#[test]
fn builtin_names_work_from_any_folder() {
    // A fresh folder of the test's own, so that no file or folder there is called `tokyo` or `osaka`.
    let elsewhere = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metro-cli-empty-folder");
    std::fs::create_dir_all(&elsewhere).expect("a scratch folder");
    let output = metro_in(&elsewhere, &["map", "check", "tokyo", "osaka"]);
    assert_exit(&output, 0);
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("maps/tokyo.toml: Tokyo — "), "{out}");
    assert!(lines[1].starts_with("maps/osaka.toml: Osaka — "), "{out}");
    let output = metro_in(&elsewhere, &["cards", "check", "osaka", "jidohanbaiki"]);
    assert_exit(&output, 0);
    assert_eq!(stdout(&output).lines().count(), 2, "{}", stdout(&output));
    let output = metro_in(&elsewhere, &["map", "show", "osaka", "--color", "never"]);
    assert_exit(&output, 0);
    assert!(stdout(&output).starts_with("Osaka — "), "{}", stdout(&output));
}

// rule CP-2.5 rule CP-3.1: with no file, both card sets and the Jidohanbaiki cards are checked: 3 summary lines.
#[test]
fn cards_check_accepts_the_builtin_sets() {
    let output = metro(&["cards", "check"]);
    assert_exit(&output, 0);
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "cards/tokyo.toml: Tokyo — 6 columns of 9, 54 cards",
            "cards/osaka.toml: Osaka — 5 columns of 8, 40 cards",
            "cards/jidohanbaiki.toml: Jidohanbaiki — 6 colour cards with 36 drinks, 6 shape cards",
        ],
        "{out}"
    );
    let output = metro(&[
        "cards",
        "check",
        "cards/tokyo.toml",
        "cards/osaka.toml",
        "cards/jidohanbaiki.toml",
    ]);
    assert_exit(&output, 0);
    assert_eq!(stdout(&output), out);
}

// rule CP-1.7: `map show` draws the Tokyo map and lists every line, uncoloured when asked.
#[test]
fn map_show_lists_every_line() {
    let output = metro(&["map", "show", "maps/tokyo.toml", "--color", "never"]);
    assert_exit(&output, 0);
    let out = stdout(&output);
    assert!(out.starts_with("Tokyo — "), "{out}");
    assert!(!out.contains('\x1b'), "colour codes despite --color never");
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map loads");
    assert_eq!(map.lines().len(), 12);
    for line in map.lines() {
        let legend = format!("  {} {} (", line.letter, line.name);
        assert!(
            out.lines().any(|l| l.starts_with(&legend)),
            "no legend line {legend:?} in\n{out}"
        );
        assert!(
            out.contains(&format!("{}1 ", line.letter)),
            "no stop {}1",
            line.letter
        );
    }
    // The drawing has the grid's rows: 2 text rows per space row, plus the border; then a blank line and the legend.
    let legend = out
        .lines()
        .position(|l| l == "Lines (revenue-track order):")
        .expect("a legend");
    assert_eq!(legend - 2, map.rows() as usize * 2 + 1, "{out}");
}

// rule CP-1.9: a missing file is an error with a clear message and exit code 1.
#[test]
fn a_missing_file_exits_1() {
    let output = metro(&["map", "check", "no/such/map.toml"]);
    assert_exit(&output, 1);
    assert!(stdout(&output).is_empty());
    assert!(
        stderr(&output).contains("no/such/map.toml: no such file, and no built-in of that name"),
        "{}",
        stderr(&output)
    );
    // A good file next to a missing one is still checked, and the run still fails.
    let output = metro(&["map", "check", "maps/tokyo.toml", "missing.toml"]);
    assert_exit(&output, 1);
    assert_eq!(stdout(&output).lines().count(), 1);
    let output = metro(&["cards", "check", "missing.toml"]);
    assert_exit(&output, 1);
    let output = metro(&["map", "show", "missing.toml"]);
    assert_exit(&output, 1);
}

// A usage error exits 2.
#[test]
fn a_usage_error_exits_2() {
    let output = metro(&["map", "inspect"]);
    assert_exit(&output, 2);
}

// rule CP-1.9 rule CP-1.4: a map with ten mistakes — each reported once, all at once, at its exact line and column.
#[test]
fn ten_mistakes_are_reported_at_their_places() {
    let file = "tests/fixtures/ten-mistakes.toml";
    let output = metro(&["map", "check", file]);
    assert_exit(&output, 1);
    assert!(stdout(&output).is_empty(), "{}", stdout(&output));
    let err = stderr(&output);
    assert!(err.contains(&format!("{file}: 10 problem(s)")), "{err}");
    let expected = [
        (6, 15),  // 1 description = 42: the value
        (10, 1),  // 2 author: the key
        (16, 10), // 3 shares = 5: the value
        (23, 10), // 4 [12, 1] outside the 10×8 grid: the position
        (31, 10), // 5 extras = [0, 300] for 3 shares: the array
        (35, 10), // 6 B2 at R2's point: the position
        (40, 10), // 7 the second letter "R": the value
        (45, 9),  // 8 slots = 0: the value
        (58, 9),  // 9 a line of one stop: the stops array
        (83, 28), // 10 the fourth stop of station Crowded: its station name
    ];
    assert_eq!(places(&err, file), expected, "{err}");
    // Every marked line, and only those, has its diagnostic.
    let text = std::fs::read_to_string(root().join(file)).expect("the fixture");
    let lines: Vec<usize> = expected.iter().map(|p| p.0).collect();
    assert_eq!(marked_lines(&text), lines);
    for needle in [
        "expected a string, found integer",
        "unknown key `author`",
        "shares must be 1..=4, not 5 (CP-1.9)",
        "stop R4 at [12, 1] touches no space of the 10×8 grid (CP-1.9)",
        "extras needs one entry per share: 2 entries for 3 shares (CP-1.9)",
        "stop B2 is at the same point [3, 1] as stop R2 (CP-1.9)",
        "line letter R is already used",
        "slots must be 1..=4, not 0 (CP-1.9)",
        "a line is a path of at least 2 stops, not 1 (CP-1.9)",
        "station Crowded has 4 stops (Y1, Y2, K1, K2)",
    ] {
        assert_eq!(
            err.lines()
                .filter(|l| l.starts_with(file) && l.contains(needle))
                .count(),
            1,
            "{needle}\n{err}"
        );
    }
}

// rule CP-1.9: mistakes that keep a map from being read — wrong types, a number too big, a missing key, a bad colour,
// a coordinate off the half-space lattice, a bad position, a bad vehicle, an unknown key — each at its place.
#[test]
fn schema_mistakes_are_reported_at_their_places() {
    let file = "tests/fixtures/schema-mistakes.toml";
    let output = metro(&["map", "check", file]);
    assert_exit(&output, 1);
    let err = stderr(&output);
    assert!(err.contains(&format!("{file}: 8 problem(s)")), "{err}");
    let expected = [
        (4, 11),  // 1 columns = "ten": the value
        (5, 8),   // 2 rows = 99999999999999999999: the value
        (8, 1),   // 3 missing `name`: the [[lines]] table, from its header
        (10, 10), // 4 colour = "red": the value
        (15, 11), // 5 1.25: the number
        (17, 10), // 6 [5]: the position
        (27, 11), // 7 vehicle = "boat": the value
        (30, 39), // 8 platform: the key
    ];
    assert_eq!(places(&err, file), expected, "{err}");
    let text = std::fs::read_to_string(root().join(file)).expect("the fixture");
    assert_eq!(
        marked_lines(&text),
        expected.iter().map(|p| p.0).collect::<Vec<_>>()
    );
    assert!(err.contains("missing key `name`"), "{err}");
    assert!(
        err.contains("a colour is written \"#RRGGBB\", not \"red\""),
        "{err}"
    );
    assert!(err.contains("a coordinate is a multiple of 0.5"), "{err}");
}

// rule CP-2.5 rule CP-2.1 rule D-24: a card set with eight mistakes, each at its place.
#[test]
fn card_mistakes_are_reported_at_their_places() {
    let file = "tests/fixtures/card-mistakes.toml";
    let output = metro(&["cards", "check", file]);
    assert_exit(&output, 1);
    let err = stderr(&output);
    assert!(err.contains(&format!("{file}: 8 problem(s)")), "{err}");
    let expected = [
        (4, 1),   // 1 colour: the unknown key
        (13, 43), // 2 distance = 9: the value
        (19, 21), // 3 "teleport": the kind
        (22, 8),  // 4 dots = 2 after 3: the value
        (23, 38), // 5 copy with spaces = 2: the value
        (31, 48), // 6 loan with a cost: the value
        (35, 40), // 7 spaces = 4: the value
        (39, 12), // 8 discount without its amount: the action's table
    ];
    assert_eq!(places(&err, file), expected, "{err}");
    let text = std::fs::read_to_string(root().join(file)).expect("the fixture");
    assert_eq!(
        marked_lines(&text),
        expected.iter().map(|p| p.0).collect::<Vec<_>>()
    );
    assert!(
        err.contains("copy takes exactly 1 (D-24) action spaces, not 2"),
        "{err}"
    );
    assert!(err.contains("unknown action kind \"teleport\""), "{err}");
}

// rule CP-1.9: a card set given to `map check` (and a map to `cards check`) is refused, not misread.
#[test]
fn a_file_of_the_wrong_kind_is_refused() {
    let output = metro(&["map", "check", "cards/tokyo.toml"]);
    assert_exit(&output, 1);
    assert!(
        stderr(&output).contains("cards/tokyo.toml:"),
        "{}",
        stderr(&output)
    );
    let output = metro(&["cards", "check", "maps/osaka.toml"]);
    assert_exit(&output, 1);
}

// rule CP-1.9: "Validation reports every problem at once": a missing key, a mistyped required value, a bad
// colour or a bad coordinate gets a stand-in, so the meaning checks (CP-1.9, CP-1.4) still run on the rest.
#[test]
fn a_missing_key_does_not_hide_the_other_mistakes() {
    let text = std::fs::read_to_string(root().join("tests/fixtures/ten-mistakes.toml")).expect("the fixture");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("metro-cli-missing-key");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    std::fs::write(dir.join("eleven.toml"), text.replace("name = \"Green\"\n", "")).expect("a scratch file");
    let output = metro_in(&dir, &["map", "check", "eleven.toml"]);
    assert_exit(&output, 1);
    let err = stderr(&output);
    assert_eq!(places(&err, "eleven.toml").len(), 11, "{err}");
}

// rule CEM-10.4: a board file names its game, so `metro map check` tells a Chicago Express board from a Tokyo Metro
// map and checks it with that game's loader; a mistake in one is shown at its line and column, and `metro map show`
// (which draws Tokyo Metro maps) says what the file is instead of listing Tokyo's missing keys.
#[test]
fn map_check_tells_a_chicago_express_board_apart() {
    let output = metro(&["map", "check", "maps/chicago-express.toml", "maps/tokyo.toml"]);
    assert_exit(&output, 0);
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("maps/chicago-express.toml: ")
            && lines[0].contains("a Chicago Express board, 160 hexes"),
        "{out}"
    );
    // A mistake in a board: a key the format does not know.
    let text = std::fs::read_to_string(root().join("maps/chicago-express.toml")).expect("board");
    let dir = std::env::temp_dir().join(format!("metro-cli-board-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let broken = dir.join("broken.toml");
    let mistake = text.replacen(
        "game = \"chicago-express\"",
        "game = \"chicago-express\"\nbogus_key = 1",
        1,
    );
    std::fs::write(&broken, &mistake).expect("write");
    let output = metro_in(&dir, &["map", "check", "broken.toml"]);
    assert_exit(&output, 1);
    let all = format!("{}{}", stdout(&output), stderr(&output));
    assert!(!places(&all, "broken.toml").is_empty(), "{all}");
    assert!(all.contains("bogus_key"), "{all}");
    assert!(
        !all.contains("missing key `rows`"),
        "checked as a Chicago Express board: {all}"
    );
    let output = metro(&["map", "show", "maps/chicago-express.toml"]);
    assert_exit(&output, 1);
    assert!(
        stderr(&output).contains("is a Chicago Express board"),
        "{}",
        stderr(&output)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

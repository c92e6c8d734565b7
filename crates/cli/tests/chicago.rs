//! Issue 29: the drivers play Chicago Express with no code of the game's own — `metro sim --game chicago-express`
//! (its JSON Lines, `docs/chicago-sim-json.md`, the same bytes on any number of threads), `metro tournament --game`
//! (every seating), `metro replay` of a Chicago Express save (written here through the library), `metro check --game`
//! with its playout policies and save round trips — and the usage errors of options another game has.

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use metro_game::playout::Picks;
use metro_game::{GameState, Seat};
use serde_json::Value;

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A scratch folder of this test binary.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("metro-chicago-tests")
        .join(format!("{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `metro ARGS` in the workspace root.
fn metro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Stdout of a run that must succeed.
fn ok(args: &[&str]) -> String {
    let output = metro(args);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{args:?}\n{out}\n{err}");
    assert!(!err.contains("panicked"), "{err}");
    out
}

/// Stderr of a run that must fail with `code`.
fn fails(args: &[&str], code: i32) -> String {
    let output = metro(args);
    let err = text(&output.stderr);
    assert_eq!(
        output.status.code(),
        Some(code),
        "{args:?}\n{}\n{err}",
        text(&output.stdout)
    );
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// `metro sim --game chicago-express ARGS --json FILE`: the file's bytes and the summary.
fn sim_json(name: &str, args: &[&str]) -> (String, String) {
    let file = scratch(name).join("games.jsonl");
    let _ = std::fs::remove_file(&file);
    let file_arg = file.to_string_lossy().into_owned();
    let mut all = vec!["sim", "--game", "chicago-express"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--json", &file_arg]);
    let summary = ok(&all);
    (std::fs::read_to_string(&file).unwrap(), summary)
}

#[test]
fn sim_writes_the_game_s_records_the_same_on_any_number_of_threads() {
    let args = [
        "--players",
        "3",
        "--bots",
        "flat:1,random,westward",
        "--games",
        "6",
        "--seed",
        "11",
    ];
    let (one, summary) = sim_json("one", &[&args[..], &["--jobs", "1"]].concat());
    let (two, _) = sim_json("two", &[&args[..], &["--jobs", "2"]].concat());
    assert_eq!(one, two, "the same bytes whatever --jobs is");
    let lines: Vec<&str> = one.lines().collect();
    assert_eq!(lines.len(), 6);
    for (i, line) in lines.iter().enumerate() {
        assert!(
            line.starts_with(
                "{\"game\":\"chicago-express\",\"setup\":{\"board\":\"Chicago Express\",\"players\":3,"
            ),
            "{line}"
        );
        let game: Value = serde_json::from_str(line).unwrap();
        assert_eq!(game["seed"], 11 + i as u64);
        assert_eq!(game["bots"], serde_json::json!(["flat:1", "random", "westward"]));
        assert_eq!(
            game["decisions"].as_u64().unwrap() as usize,
            game["actions"].as_array().unwrap().len()
        );
        let record = &game["record"];
        let players = record["players"].as_array().unwrap();
        for (seat, player) in players.iter().enumerate() {
            assert_eq!(player["cash"], game["scores"][seat]);
            assert_eq!(
                player["shares"].as_array().unwrap().len(),
                record["companies"].as_array().unwrap().len()
            );
        }
        let best = game["scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_i64().unwrap())
            .max()
            .unwrap();
        for winner in game["winners"].as_array().unwrap() {
            assert_eq!(
                game["scores"][winner.as_u64().unwrap() as usize].as_i64(),
                Some(best)
            );
            assert_eq!(game["places"][winner.as_u64().unwrap() as usize], 1);
        }
        assert!(!record["end"].as_array().unwrap().is_empty(), "{record}");
        assert!(record["wabash_opened"].is_boolean());
        // every decision replays through the game to the recorded scores
        let mut replayed = metro_chicago::Game::new(metro_chicago::Setup::new(3), 11 + i as u64).unwrap();
        let mut events = Vec::new();
        for decision in game["actions"].as_array().unwrap() {
            let (seat, action): (Seat, metro_chicago::Action) =
                serde_json::from_value(decision.clone()).unwrap();
            GameState::apply(&mut replayed, seat, action, &mut events).unwrap();
        }
        let outcome = GameState::outcome(&replayed).unwrap();
        assert_eq!(game["scores"][0].as_i64(), Some(outcome.score(Seat(0))));
    }
    for line in [
        "Chicago Express, 3 players, seed 11",
        "6 games, ",
        "seat   win share   mean score",
        "flat:1",
        "westward",
        "the game ended: companies without shares on their charter",
        "Wabash opened",
    ] {
        assert!(summary.contains(line), "{line:?} in:\n{summary}");
    }
}

#[test]
fn sim_takes_a_board_file_and_refuses_what_the_game_has_not() {
    // the built-in board as a file
    let out = ok(&[
        "sim",
        "--game",
        "chicago-express",
        "--map",
        "maps/chicago-express.toml",
        "--games",
        "2",
        "--players",
        "2",
    ]);
    assert!(out.contains("2 games, "), "{out}");
    // a board file with a mistake: every problem at file:line:column
    let dir = scratch("board");
    let board = dir.join("bad-board.toml");
    std::fs::write(
        &board,
        metro_chicago::BUILTIN_BOARD.replacen("columns = 19", "columns = \"nineteen\"", 1),
    )
    .unwrap();
    let err = fails(
        &[
            "sim",
            "--game",
            "chicago-express",
            "--map",
            board.to_str().unwrap(),
            "--games",
            "1",
        ],
        1,
    );
    assert!(err.contains("bad-board.toml:"), "{err}");
    // a Tokyo Metro map is no board
    let err = fails(
        &["sim", "--game", "chicago-express", "--map", "maps/tokyo.toml"],
        1,
    );
    assert!(err.contains("is not a Chicago Express board"), "{err}");
    for (args, says) in [
        (
            &["sim", "--game", "chicago-express", "--cards", "tokyo"][..],
            "--cards is an option of Tokyo Metro only, not of Chicago Express",
        ),
        (
            &["sim", "--game", "chicago-express", "--drinks"],
            "--drinks is an option of Tokyo Metro only, not of Chicago Express",
        ),
        (
            &["sim", "--game", "chicago-express", "--csv", "somewhere"],
            "--csv is an option of Tokyo Metro only, not of Chicago Express",
        ),
        (
            &["sim", "--game", "chicago-express", "--players", "1"],
            "Chicago Express is played by 2 to 6 players",
        ),
        (
            &["sim", "--game", "chicago-express", "--bots", "mcts:5"],
            "unknown bot \"mcts:5\"",
        ),
        (
            &[
                "sim",
                "--game",
                "chicago-express",
                "--players",
                "3",
                "--bots",
                "random,random",
            ],
            "2 bots given for 3 players",
        ),
        (
            &["sim", "--game", "go"],
            "unknown game go: the games are tokyo-metro, chicago-express",
        ),
        (
            &["sim", "--players", "6"],
            "Tokyo Metro is played by 1 to 5 players",
        ),
        (
            &[
                "tournament",
                "--game",
                "chicago-express",
                "--bots",
                "random,flat:1,flat:2,flat:3,flat:4,flat:5,flat:6",
            ],
            "seats 2 to 6 bots",
        ),
        (
            &[
                "tournament",
                "--game",
                "chicago-express",
                "--bots",
                "random,westward",
                "--players",
                "3",
            ],
            "--players is an option of Tokyo Metro only, not of Chicago Express",
        ),
        (
            &["check", "--game", "chicago-express", "--policy", "eastward"],
            "unknown playout policy \"eastward\"",
        ),
    ] {
        let err = fails(args, 2);
        assert!(err.contains(says), "{args:?}: {says:?} in {err}");
    }
}

#[test]
fn a_tournament_plays_every_seating() {
    let args = [
        "tournament",
        "--game",
        "chicago-express",
        "--bots",
        "flat:1,random,westward",
        "--games",
        "2",
        "--seed",
        "3",
    ];
    let one = ok(&[&args[..], &["--jobs", "1"]].concat());
    let two = ok(&[&args[..], &["--jobs", "2"]].concat());
    let drop_timing = |s: &str| {
        s.lines()
            .filter(|l| !l.contains(" games in "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(drop_timing(&one), drop_timing(&two));
    assert!(
        one.starts_with(
            "Chicago Express: 3 bots, one a seat, in every seating (6 seatings × 2 games), seed 3\n"
        ),
        "{one}"
    );
    assert!(one.contains("12 games in "), "{one}");
    for bot in ["flat:1", "random", "westward"] {
        assert!(
            one.contains(&format!("\n{bot}: 12 games, win share ")),
            "{bot} in {one}"
        );
    }
    assert_eq!(one.matches("seat 1: ").count(), 3, "{one}");
    // One bot against two copies of another: the 3 distinct seatings, the copies counted together, seat by seat.
    let copies = ok(&[
        "tournament",
        "--game",
        "chicago-express",
        "--bots",
        "heuristic,random,random",
        "--games",
        "2",
        "--jobs",
        "1",
    ]);
    assert!(copies.contains("(3 seatings × 2 games)"), "{copies}");
    assert!(copies.contains("\nheuristic: 6 games, win share "), "{copies}");
    assert!(copies.contains("\nrandom: 12 games, win share "), "{copies}");
}

/// A whole Chicago Express game of `players` players, recorded through the library.
fn chicago_save(players: u8, seed: u64, limit: usize) -> metro_save::SaveOf<metro_chicago::Game> {
    let setup = metro_chicago::record::SaveSetup::builtin(players);
    let mut recorder = metro_save::GameRecorder::<metro_chicago::Game>::new(setup, seed).unwrap();
    let mut picks = Picks::new(seed);
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    while recorder.save().actions.len() < limit {
        let Some(seat) = GameState::to_move(recorder.game()).seats().iter().next() else {
            break;
        };
        GameState::legal_actions(recorder.game(), seat, &mut legal);
        recorder
            .apply(seat, legal[picks.below(legal.len())], &mut events)
            .unwrap();
    }
    recorder.into_parts().1
}

#[test]
fn a_chicago_express_save_replays_and_verifies() {
    let dir = scratch("replay");
    let save = chicago_save(3, 8, usize::MAX);
    let path = dir.join("whole.json");
    std::fs::write(&path, save.to_string()).unwrap();
    let out = ok(&["replay", path.to_str().unwrap()]);
    assert!(
        out.starts_with(&format!(
            "Replay of {}: Chicago Express, 3 players, seed 8, ",
            path.display()
        )),
        "{out}"
    );
    assert!(
        out.contains("Setup: {\"board\":\"Chicago Express\",\"players\":3,"),
        "{out}"
    );
    assert!(out.contains("Player 1 "), "{out}");
    // a decision's events never repeat its own sentence (a bid told once)
    let lines: Vec<&str> = out.lines().map(str::trim).collect();
    assert!(lines.windows(2).all(|w| w[0].is_empty() || w[0] != w[1]), "{out}");
    assert!(out.contains(" bids $"), "{out}");
    assert!(
        out.contains(&format!("Verified: {} actions replayed", save.actions.len())),
        "{out}"
    );
    // an unfinished game says who is to move
    let part = chicago_save(3, 8, 20);
    let path = dir.join("part.json");
    std::fs::write(&path, part.to_string()).unwrap();
    let out = ok(&["replay", path.to_str().unwrap()]);
    assert!(
        out.contains("The save ends before the end of the game, waiting for Player "),
        "{out}"
    );
    // a changed checkpoint: the log up to it, and the mismatch named
    let mut edited = save.clone();
    edited.checkpoints[0].hash = metro_save::StateHash(edited.checkpoints[0].hash.0 ^ 1);
    let path = dir.join("edited.json");
    std::fs::write(&path, edited.to_string()).unwrap();
    let output = metro(&["replay", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let err = text(&output.stderr);
    assert!(
        err.contains("state hash mismatch after 16 actions (checkpoints[0])"),
        "{err}"
    );
    assert!(
        text(&output.stdout).contains("Player 1"),
        "the log up to the failure"
    );
    // a refused action names its rule
    let mut wrong = save.clone();
    wrong.actions[1].0 = wrong.actions[0].0;
    let path = dir.join("wrong.json");
    std::fs::write(&path, wrong.to_string()).unwrap();
    let err = fails(&["replay", path.to_str().unwrap()], 1);
    assert!(
        err.contains("actions[1] (") && err.contains("is refused: ") && err.contains("(CE-"),
        "{err}"
    );
    // a game no program knows
    let path = dir.join("unknown.json");
    std::fs::write(
        &path,
        save.to_string()
            .replacen("\"chicago-express\",\n  \"setup\"", "\"go\",\n  \"setup\"", 1),
    )
    .unwrap();
    let err = fails(&["replay", path.to_str().unwrap()], 1);
    assert!(err.contains("the save is of the game \"go\", which this program does not know (known: tokyo-metro, chicago-express)"), "{err}");
}

#[test]
fn check_plays_both_policies_and_round_trips_every_save() {
    let out = ok(&[
        "check",
        "--game",
        "chicago-express",
        "--cases",
        "4",
        "--players",
        "3",
        "--seed",
        "2",
    ]);
    assert!(
        out.contains("Chicago Express, 3 players: the invariants hold in 4 random games"),
        "{out}"
    );
    assert!(
        out.contains("Chicago Express, 3 players: the invariants hold in 4 games of the westward policy"),
        "{out}"
    );
    assert!(
        out.contains("how often, in the 4 games of the westward policy:"),
        "{out}"
    );
    assert_eq!(out.matches("Wabash opened").count(), 2, "{out}");
    assert!(
        out.contains("Saves: each of the 8 games saved, loaded and verified"),
        "{out}"
    );
    let only = ok(&[
        "check",
        "--game",
        "chicago-express",
        "--cases",
        "2",
        "--players",
        "2",
        "--policy",
        "westward",
    ]);
    assert!(!only.contains("random games"), "{only}");
    assert!(only.contains("Saves: each of the 2 games"), "{only}");
}

#[test]
fn check_takes_a_board_file() {
    // a board file of the game: its games are checked and their saves (the board's text inside) round-trip
    let out = ok(&[
        "check",
        "--game",
        "chicago-express",
        "--map",
        "maps/chicago-express.toml",
        "--cases",
        "2",
        "--players",
        "3",
        "--policy",
        "westward",
    ]);
    assert!(
        out.contains("the invariants hold in 2 games of the westward policy"),
        "{out}"
    );
    assert!(out.contains("Saves: each of the 2 games"), "{out}");
    // a board file with a mistake: every problem at file:line:column, nothing played
    let dir = scratch("check-board");
    let board = dir.join("bad-board.toml");
    std::fs::write(
        &board,
        metro_chicago::BUILTIN_BOARD.replacen("columns = 19", "columns = \"nineteen\"", 1),
    )
    .unwrap();
    let err = fails(
        &[
            "check",
            "--game",
            "chicago-express",
            "--map",
            board.to_str().unwrap(),
            "--cases",
            "1",
        ],
        1,
    );
    assert!(err.contains("bad-board.toml:"), "{err}");
    // a Tokyo Metro map is no board of it
    let err = fails(
        &[
            "check",
            "--game",
            "chicago-express",
            "--map",
            "maps/tokyo.toml",
            "--cases",
            "1",
        ],
        1,
    );
    assert!(err.contains("is not a Chicago Express board"), "{err}");
}

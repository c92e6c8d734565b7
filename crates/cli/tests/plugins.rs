//! Plugins in the `metro` command: `--plugin FILE` and `--plugins DIR` load the example plugin (Rush hour), `sim
//! --rule` plays it in full games, saves record it and `replay` names it when it is missing; bad plugins end the
//! command with a clear message and exit code 1, never a crash.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use metro_engine::Registry;
use metro_engine::ids::GameRng;
use metro_save::{Recorder, SaveError, SetupRecord};
use metro_tests::plugins::{FAULTY, RUSH_HOUR, copy, library};

fn metro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(args)
        .env("NO_COLOR", "1")
        .env_remove("METRO_LOG")
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn rush_hour() -> PathBuf {
    library(RUSH_HOUR).unwrap()
}

fn tmp(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("plugins-{}-{name}", std::process::id()))
}

#[test]
fn sim_plays_full_games_with_the_example_plugin() {
    let lib = rush_hour();
    let json = tmp("rush.jsonl");
    let out = metro(&[
        "sim",
        "--plugin",
        lib.to_str().unwrap(),
        "--rule",
        "rush-hour",
        "--games",
        "12",
        "--players",
        "3",
        "--bots",
        "heuristic,random,heuristic",
        "--jobs",
        "2",
        "--json",
        json.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let summary = text(&out.stdout);
    assert!(summary.contains("rush_hour"), "{summary}");
    let lines = std::fs::read_to_string(&json).unwrap();
    assert_eq!(lines.lines().count(), 12);
    let mut fares = 0i64;
    for line in lines.lines() {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["setup"]["options"]["rush-hour"], true);
        let paid = record["rush_hour_fares"].as_array().unwrap();
        assert_eq!(paid.len(), 3);
        fares += paid.iter().map(|v| v.as_i64().unwrap()).sum::<i64>();
    }
    assert!(fares > 0, "the bots booked rush hours that paid");
    // The same seeds give the same games whatever the number of threads.
    let again = tmp("rush-again.jsonl");
    let out = metro(&[
        "sim",
        "--plugins",
        lib.parent().unwrap().to_str().unwrap(),
        "--rule",
        "rush-hour",
        "--games",
        "12",
        "--players",
        "3",
        "--bots",
        "heuristic,random,heuristic",
        "--jobs",
        "1",
        "--json",
        again.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&again).unwrap(), lines);
    let _ = std::fs::remove_file(json);
    let _ = std::fs::remove_file(again);
}

#[test]
fn bad_plugins_end_the_command_with_a_message() {
    let dir = tmp("bad");
    std::fs::create_dir_all(&dir).unwrap();
    let not_lib = dir.join("notes.so");
    std::fs::write(&not_lib, "text").unwrap();
    let out = metro(&["sim", "--plugin", not_lib.to_str().unwrap(), "--games", "1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("not a loadable library"),
        "{}",
        text(&out.stderr)
    );

    let other = copy(
        &rush_hour(),
        "libother.so",
        Some((b"rustc=rustc 1.", b"rustc=rustc 0.")),
    )
    .unwrap();
    let out = metro(&["sim", "--plugin", other.to_str().unwrap(), "--games", "1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("its rustc version is"),
        "{}",
        text(&out.stderr)
    );

    let panics = copy(&library(FAULTY).unwrap(), "libpanic-in-register.so", None).unwrap();
    let out = metro(&["map", "check", "--plugin", panics.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("panicked while registering"),
        "{}",
        text(&out.stderr)
    );

    // A panic in a hook during the games: the sim stops with the plugin's words, exit code 1.
    let hook = copy(&library(FAULTY).unwrap(), "libfaulty.so", None).unwrap();
    let out = metro(&[
        "sim",
        "--plugin",
        hook.to_str().unwrap(),
        "--rule",
        "faulty",
        "--games",
        "3",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("panicked in its hook `turn_options`"), "{err}");
    assert!(!err.contains("RUST_BACKTRACE"), "no crash: {err}");

    // A bad plugin in a folder is skipped with a warning; the command goes on.
    let out = metro(&["map", "check", "tokyo", "--plugins", dir.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("plugin skipped"),
        "{}",
        text(&out.stderr)
    );

    let out = metro(&["sim", "--rule", "rush-hour", "--games", "1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("--plugin"), "{}", text(&out.stderr));
}

fn registry_with(plugin: Option<&Path>) -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    if let Some(path) = plugin {
        metro_plugins::load_into(path, &mut registry).unwrap();
    }
    registry
}

#[test]
fn a_save_records_the_plugin_and_a_load_without_it_names_it() {
    let lib = rush_hour();
    let registry = registry_with(Some(&lib));
    let mut setup = SetupRecord::builtin("tokyo", "tokyo", 2);
    setup.options.set("rush-hour", true);
    let mut recorder = Recorder::new(setup, 9, &registry).unwrap();
    let mut rng = GameRng::new(9);
    while !recorder.game().is_over() {
        let legal = recorder.game().legal_actions();
        recorder.apply(legal[rng.below(legal.len())]).unwrap();
    }
    let save = recorder.save().clone();
    assert_eq!(save.modules.len(), 1);
    assert_eq!(save.modules[0].key, "rush-hour");
    assert_eq!(save.modules[0].version, env!("CARGO_PKG_VERSION"));
    let plugin = format!("metro-rush-hour {}", env!("CARGO_PKG_VERSION"));
    assert_eq!(save.modules[0].plugin.as_deref(), Some(plugin.as_str()));
    let written = save.to_string();
    assert!(written.contains("\"modules\": ["), "{written}");

    // With the plugin: loads and verifies.
    metro_save::load(&written, &registry).unwrap();
    // Without it: the load names the module and its plugin.
    let bare = registry_with(None);
    match metro_save::load(&written, &bare) {
        Err(e @ SaveError::MissingModule { .. }) => {
            let message = e.to_string();
            assert!(message.contains("\"rush-hour\""), "{message}");
            assert!(message.contains(&plugin), "{message}");
        }
        other => panic!("{other:?}"),
    }
    // A save without the module list (as older programs wrote) names the option no module knows.
    let mut older = save.clone();
    older.modules.clear();
    match metro_save::load(&older.to_string(), &bare) {
        Err(e @ SaveError::UnknownOption { .. }) => assert!(e.to_string().contains("rush-hour")),
        other => panic!("{other:?}"),
    }

    // The command line: replay needs the plugin, and names it when it is not given.
    let path = tmp("rush-save.json");
    std::fs::write(&path, &written).unwrap();
    let out = metro(&["replay", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("metro-rush-hour"),
        "{}",
        text(&out.stderr)
    );
    let out = metro(&[
        "replay",
        path.to_str().unwrap(),
        "--plugin",
        lib.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Rush hour"), "{}", text(&out.stdout));
    let _ = std::fs::remove_file(path);
}

// Issue 28, item 14: `metro check` could not switch on a plugin's module, so a plugin's author could not run the
// property checks on it. `--rule KEY` switches it on as `metro sim --rule` plays it, and the `metro sim` commands it
// prints load the plugin too; an unknown key is refused.
#[test]
fn check_runs_the_invariants_on_a_plugins_module() {
    let lib = rush_hour();
    let out = metro(&[
        "check",
        "--plugin",
        lib.to_str().unwrap(),
        "--rule",
        "rush-hour",
        "--map",
        "tokyo",
        "--cards",
        "tokyo",
        "--players",
        "2",
        "--cases",
        "4",
        "--playtests",
        "2",
    ]);
    let stdout = text(&out.stdout);
    assert!(
        out.status.code() == Some(0) || out.status.code() == Some(1),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    assert!(
        stdout.starts_with("metro check: map tokyo, cards tokyo, Rush hour"),
        "{stdout}"
    );
    assert!(stdout.contains("2 players  ok: 4 games"), "{stdout}");
    assert!(stdout.contains("Summary: invariants hold"), "{stdout}");
    assert!(
        stdout.contains(&format!(
            "metro sim --map tokyo --cards tokyo --plugin {} --rule rush-hour --players N",
            lib.display()
        )),
        "{stdout}"
    );
    let out = metro(&[
        "check",
        "--rule",
        "rush-hour",
        "--map",
        "tokyo",
        "--cards",
        "tokyo",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("no rule module \"rush-hour\" is registered"),
        "{}",
        text(&out.stderr)
    );
}

// Issue 28, item 1: `metro check` wrote the save of a failing game over any file of its name (the save of an earlier
// run, say). A taken name gets a number; nothing is written over. The faulty plugin's module makes every game fail.
#[test]
fn check_saves_never_write_over_a_file() {
    let faulty = copy(&library(FAULTY).unwrap(), "libfaulty.so", None).unwrap();
    let dir = tmp("saves");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let taken = dir.join("metro-check-tokyo-tokyo-rule-faulty-2p.json");
    std::fs::write(&taken, "my save").unwrap();
    let check = || {
        metro(&[
            "check",
            "--plugin",
            faulty.to_str().unwrap(),
            "--rule",
            "faulty",
            "--map",
            "tokyo",
            "--cards",
            "tokyo",
            "--players",
            "2",
            "--cases",
            "2",
            "--playtests",
            "0",
            "--save-dir",
            dir.to_str().unwrap(),
        ])
    };
    for n in [2, 3] {
        let out = check();
        assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
        let saved = dir.join(format!("metro-check-tokyo-tokyo-rule-faulty-2p-{n}.json"));
        assert!(
            text(&out.stdout).contains(&format!("save: {}", saved.display())),
            "{}",
            text(&out.stdout)
        );
        assert!(std::fs::read_to_string(&saved).unwrap().contains("\"faulty\""));
    }
    assert_eq!(std::fs::read_to_string(&taken).unwrap(), "my save");
    // A save folder that is a file is refused before any game.
    let out = metro(&[
        "check",
        "--map",
        "tokyo",
        "--cards",
        "tokyo",
        "--save-dir",
        taken.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("it is not a folder"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(dir);
}

// Issue 28, items 9 and 14: a plugin's file name reached the terminal unescaped in `cli-plugin-refused` and
// `cli-plugin-skipped`; `--plugins` naming a missing folder or a file loaded nothing without a word.
#[test]
fn plugin_messages_are_escaped_and_a_missing_folder_is_said() {
    let evil = copy(
        &library(FAULTY).unwrap(),
        "libpanic-in-register\u{1b}]0;pwned\u{7}.so",
        None,
    )
    .unwrap();
    let out = metro(&["map", "check", "tokyo", "--plugin", evil.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("libpanic-in-register\\u{1b}]0;pwned\\u{7}.so"),
        "{err}"
    );
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
    let out = metro(&[
        "map",
        "check",
        "tokyo",
        "--plugins",
        evil.parent().unwrap().to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let err = text(&out.stderr);
    assert!(err.starts_with("warning: plugin skipped: "), "{err}");
    assert!(
        err.contains("libpanic-in-register\\u{1b}]0;pwned\\u{7}.so"),
        "{err}"
    );
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");

    let missing = tmp("no-such-folder");
    let out = metro(&["map", "check", "tokyo", "--plugins", missing.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(
        text(&out.stderr).trim_end(),
        format!(
            "warning: --plugins {}: no such folder; no plugin loaded from it",
            missing.display()
        )
    );
    let lib = rush_hour();
    let out = metro(&["map", "check", "tokyo", "--plugins", lib.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(
        text(&out.stderr).trim_end(),
        format!(
            "warning: --plugins {} is not a folder; no plugin loaded from it (load one plugin file with --plugin FILE)",
            lib.display()
        )
    );
}

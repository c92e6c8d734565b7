//! Plugins that misbehave in the `metro` command (issue 28): a plugin that leaves absurd values in the game or pays
//! beyond the rules is disabled and the run ends with its name and hook (exit code 1, never a crash); one that takes
//! another module's option is refused at load; one whose hook never returns ends the run within the budget of
//! `--plugin-timeout` (exit code 2).

#![allow(clippy::unwrap_used)]

use std::path::PathBuf;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use metro_tests::plugins::{FAULTY, copy, library};

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

/// The faulty plugin copied under `name` (its name says how it fails).
fn faulty(name: &str) -> PathBuf {
    copy(&library(FAULTY).unwrap(), name, None).unwrap()
}

/// `metro sim` playing the faulty plugin copied under `name`.
fn sim(name: &str, extra: &[&str]) -> Output {
    sim_with(&faulty(name), extra)
}

/// `metro sim` playing the faulty plugin `lib`.
fn sim_with(lib: &std::path::Path, extra: &[&str]) -> Output {
    let mut args = vec![
        "sim",
        "--plugin",
        lib.to_str().unwrap(),
        "--rule",
        "faulty",
        "--games",
        "3",
        "--players",
        "3",
        "--jobs",
        "1",
    ];
    args.extend_from_slice(extra);
    metro(&args)
}

/// The run ended with the plugin's failure: exit code 1, a message naming the plugin, the hook and `says`; no crash.
fn ended_naming(out: &Output, plugin: &str, hook: &str, says: &str) {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains(plugin), "{err}");
    assert!(err.contains(&format!("`{hook}`")), "{err}");
    assert!(err.contains(says), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "no crash: {err}"
    );
}

/// Item 6: a meeple left on space 60000 (the CLI panicked, blaming "the engine or a bot").
#[test]
fn a_meeple_off_the_board_ends_the_run_naming_the_plugin() {
    let out = sim("libspace-60000.so", &[]);
    ended_naming(
        &out,
        "libspace-60000.so",
        "actions_ended",
        "space id 60000 is out of range",
    );
}

/// Item 6: a dealt column holding card 250.
#[test]
fn a_card_out_of_range_ends_the_run_naming_the_plugin() {
    let out = sim("libcard-250.so", &[]);
    ended_naming(&out, "libcard-250.so", "deal", "card id 250 is out of range");
}

/// Item 7: a payment past `i32::MAX` (the game ended with "no legal action while waiting for: secret bid").
#[test]
fn a_payment_beyond_the_rules_ends_the_run_naming_the_plugin() {
    let out = sim("libcash-overflow.so", &[]);
    ended_naming(&out, "libcash-overflow.so", "actions_ended", "(D-2)");
    let err = text(&out.stderr);
    assert!(!err.contains("no legal action"), "{err}");
}

/// Item 8: a module whose switch is Metro Drinks' option `drink_owner_paid` (it loaded, and `--drinks
/// --drink-owner-paid` played it too).
#[test]
fn a_plugin_taking_another_modules_option_is_refused() {
    let lib = faulty("liboption-theft.so");
    let out = metro(&[
        "sim",
        "--plugin",
        lib.to_str().unwrap(),
        "--drinks",
        "--drink-owner-paid",
        "--games",
        "1",
    ]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("\"drink_owner_paid\"") && err.contains("\"metro-drinks\""),
        "{err}"
    );
}

/// Item 12: a hook that never returns ends the run once its budget is spent (it hung for ever), exit code 2.
#[test]
fn a_hook_that_never_returns_ends_the_run() {
    let lib = faulty("libsleep-in-hook.so");
    let start = Instant::now();
    let out = sim_with(&lib, &["--plugin-timeout", "1"]);
    let took = start.elapsed();
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("libsleep-in-hook.so"), "{err}");
    assert!(
        err.contains("`turn_options`") && err.contains("within 1 s"),
        "{err}"
    );
    assert!(took < Duration::from_secs(10), "{took:?}");
    // the budget is a number of seconds
    let out = sim_with(&lib, &["--plugin-timeout", "0"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("0.1 to 86400"),
        "{}",
        text(&out.stderr)
    );
}

//! `metro check` end to end, and the checker against a planted bug: a driver that breaks the loan supply in one rare
//! situation is caught, the game shrunk to a short one, and the save it writes replays with `metro replay` to the
//! failing step.

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use std::path::PathBuf;
use std::process::{Command, Output};

use metro_check::{Check, Driver, Outcome, Settings, Subject, check_invariants};
use metro_core::ActionKind;
use metro_engine::{Action, Event, Game, IllegalAction, Registry, RuleOptions};

fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    metro_drinks::register(&mut registry).unwrap();
    registry
}

fn metro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn fixture(name: &str) -> String {
    format!("{}/../check/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The planted bug: repaying a loan in round 3 or later returns the token to the supply twice. Rare enough that a
/// random game meets it only after a while (a loan, then a Repay action face up and chosen in a later round), and
/// it breaks the conservation of loan tokens (TM-1.4). A driver, not a Cargo feature of the engine: see
/// `metro_check::driver`.
struct RepayReturnsTwo;

impl Driver for RepayReturnsTwo {
    fn name(&self) -> &str {
        "the engine with a planted bug"
    }

    fn apply(&self, game: &mut Game, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let events = game.apply(action)?;
        if game.round() >= 3
            && events
                .iter()
                .any(|e| matches!(e, Event::Loan { taken: false, .. }))
        {
            game.state_mut().loan_supply += 1;
        }
        Ok(events)
    }
}

// rule TM-1.4 rule TM-7.9
#[test]
fn a_planted_bug_is_found_shrunk_and_its_save_replays_to_the_failing_step() {
    let registry = registry();
    let subject = Subject::load("tokyo", "tokyo", RuleOptions::default(), &registry).unwrap();
    let mut settings = Settings::new(64, 2024);
    settings.players = vec![2];
    settings.jobs = 1;
    let runs = check_invariants(&subject, &registry, &RepayReturnsTwo, &settings);
    let Outcome::Failed(shrunk) = &runs[0].outcome else {
        panic!("the planted bug was not found: {:?}", runs[0]);
    };
    let failure = &shrunk.failure;
    assert_eq!(
        (failure.check, failure.violation.rule),
        (Check::State, Some("TM-1.4"))
    );
    assert!(
        failure.violation.message.starts_with("loan tokens") && failure.violation.message.ends_with("≠ 8"),
        "{}",
        failure.violation.message
    );
    // Found in a game some way in, shrunk to a short one: at most 40 decisions, and fewer than found (today: found
    // after 105 decisions of the second game, shrunk to 31; a game reaching a Repay in round 3 takes at least 18).
    assert!(
        failure.used <= 40 && failure.used < shrunk.found_after,
        "shrunk from {} to {} decisions",
        shrunk.found_after,
        failure.used
    );
    assert_eq!(shrunk.case.choices.len(), failure.used);
    // The failing step is a Repay in round 3 or later: the save's last action, or the action tried after it.
    let rules = subject.rules(2).unwrap();
    let repay =
        |action: &Action| matches!(action, Action::Take(a) if rules.kind(*a) == Some(ActionKind::Repay));
    let last = failure.offending.or(failure.actions.last().copied()).unwrap();
    assert!(repay(&last), "the failing step is {last}");
    // The save holds exactly those actions, which the engine itself plays: `metro replay` verifies it to its end
    // and shows where it stands, and loading it (what the app's "Load" does) resumes the game there.
    assert_eq!(shrunk.save.actions, failure.actions);
    assert_eq!(shrunk.replayable, failure.actions.len());
    let path =
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("check-planted-{}.json", std::process::id()));
    std::fs::write(&path, shrunk.save.to_string()).unwrap();
    let output = metro(&["replay", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    let log = text(&output.stdout);
    assert!(output.status.success(), "{log}\n{}", text(&output.stderr));
    let n = failure.actions.len();
    assert!(log.contains(&format!("Verified: {n} actions replayed")), "{log}");
    assert!(log.contains("The save ends in round"), "{log}");
    let loaded = metro_save::load(&shrunk.save.to_string(), &registry).unwrap();
    assert!(loaded.game.round() >= 3 && !loaded.game.is_over());
    if failure.offending.is_some() {
        assert!(
            loaded.game.legal_actions().contains(&last),
            "the failing step can be taken in the loaded game"
        );
    }
}

#[test]
fn a_clean_check_exits_0() {
    let output = metro(&[
        "check",
        "--map",
        "tokyo",
        "--cards",
        "osaka",
        "--players",
        "2",
        "--cases",
        "4",
        "--playtests",
        "0",
    ]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}\n{}", text(&output.stderr));
    assert!(out.contains("metro check: map tokyo, cards osaka"), "{out}");
    assert!(out.contains("2 players  ok: 4 games"), "{out}");
    assert!(out.contains("Design checks: static only"), "{out}");
    assert!(out.contains("no finding"), "{out}");
    assert!(
        out.contains("Summary: invariants hold; 0 design findings."),
        "{out}"
    );
}

// rule TM-9.7 rule TM-9.1 rule MC-2
#[test]
fn findings_exit_1_with_file_line_and_column() {
    let map = fixture("flawed-map.toml");
    let cards = fixture("flawed-cards.toml");
    let output = metro(&[
        "check",
        "--map",
        &map,
        "--cards",
        &cards,
        "--cases",
        "2",
        "--playtests",
        "0",
        "--drinks",
    ]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}\n{}", text(&output.stderr));
    for place in [
        "flawed-map.toml:32:9: line S has 3 stops",
        "flawed-map.toml:46:9: line C has no station",
        "flawed-cards.toml:10:1: the columns hold 4 cards each, too few to deal one per player for 5 players",
        "flawed-cards.toml:10:1: metro-drinks: the Jidohanbaiki column must hold as many cards as the card set's columns (4)",
    ] {
        assert!(out.contains(place), "{place} missing from:\n{out}");
    }
    // The source line under each finding, with a caret at the column.
    assert!(
        out.contains("  { at = [5, 2], station = \"Central\" },") || out.contains("stops = ["),
        "{out}"
    );
    assert!(out.contains("cannot be set up"), "{out}");
}

#[test]
fn what_cannot_run_exits_2() {
    let output = metro(&["check", "--map", "atlantis", "--cards", "tokyo"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("atlantis: no such file, and no built-in map of that name"));
    let broken =
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("check-broken-{}.toml", std::process::id()));
    std::fs::write(&broken, "name = \"Broken\"\ncolumns = 2\n").unwrap();
    let output = metro(&["check", "--map", broken.to_str().unwrap(), "--cards", "tokyo"]);
    let _ = std::fs::remove_file(&broken);
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    assert!(
        err.contains("missing") && err.contains("fix the problems above first"),
        "{err}"
    );
}

/// A driver whose engine loses count of the loan tokens at the first decision.
struct LoanLeaks;

impl Driver for LoanLeaks {
    fn name(&self) -> &str {
        "an engine that leaks loan tokens"
    }

    fn apply(&self, game: &mut Game, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let events = game.apply(action)?;
        game.state_mut().loan_supply += 1;
        Ok(events)
    }
}

/// A driver whose engine refuses every listed action (with the refusal of building a station).
struct RefusesEverything;

impl Driver for RefusesEverything {
    fn name(&self) -> &str {
        "an engine that refuses everything"
    }

    fn apply(&self, game: &mut Game, _: Action) -> Result<Vec<Event>, IllegalAction> {
        game.apply(Action::Station(metro_core::StationId(0)))
    }
}

/// What the checker reports of a broken engine — the invariant, the action at fault as the log tells it — speaks
/// the language of the run, with no English left in German or Italian.
#[test]
fn failures_are_reported_in_the_language_of_the_run() {
    use metro_lang::{Language, with_language};
    let registry = registry();
    let subject = Subject::load("tokyo", "tokyo", RuleOptions::default(), &registry).unwrap();
    let mut settings = Settings::new(2, 7);
    settings.players = vec![3];
    settings.jobs = 1;
    let report = |driver: &dyn Driver, language| {
        with_language(language, || {
            let runs = check_invariants(&subject, &registry, driver, &settings);
            let Outcome::Failed(shrunk) = &runs[0].outcome else {
                panic!("the broken engine passed: {:?}", runs[0]);
            };
            let f = &shrunk.failure;
            format!(
                "{}: {} [{}]",
                f.check.name(),
                f.violation.message,
                f.said.clone().unwrap_or_default()
            )
        })
    };
    let leaks = report(&LoanLeaks, Language::English);
    assert!(
        leaks.contains("loan tokens: 9 in the supply + 0 held ≠ 8"),
        "{leaks}"
    );
    let refuses = report(&RefusesEverything, Language::English);
    assert!(refuses.contains(": listed, yet refused: "), "{refuses}");
    assert!(refuses.contains("[Player 1 bids ¥"), "{refuses}");
    for language in [Language::German, Language::Italian] {
        for (driver, english) in [
            (&LoanLeaks as &dyn Driver, &leaks),
            (&RefusesEverything, &refuses),
        ] {
            let shown = report(driver, language);
            let left = metro_lang::english_left(english, &shown);
            assert!(left.is_empty(), "{language:?}: English {left:?} in {shown}");
        }
    }
}

/// Balance findings come with `metro check`'s play-tests, under their own heading, at the line's letter — and do
/// not fail the check (Osaka's New Tram, line P, never gains value in the heuristic bot's games).
#[test]
fn balance_findings_are_listed_apart_and_do_not_fail_the_check() {
    let output = metro(&[
        "check",
        "--map",
        "osaka",
        "--cards",
        "osaka",
        "--players",
        "3",
        "--cases",
        "2",
        "--playtests",
        "200",
    ]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}\n{}", text(&output.stderr));
    let heading = out
        .find("Balance, from 20 games of realistic bots")
        .unwrap_or_else(|| panic!("no balance heading in:\n{out}"));
    let p = out
        .find("maps/osaka.toml:318:10: line P ended at ¥0 in 20 of 20 games of heuristic")
        .unwrap_or_else(|| panic!("line P missing from:\n{out}"));
    assert!(heading < p, "{out}");
    assert!(out.contains("[line never gains value]"), "{out}");
    assert!(
        out.contains("Summary: invariants hold; 0 design findings."),
        "{out}"
    );
}

// `metro check --game chicago-express` runs the platform's generic invariants (never stuck, a seat not
// deciding refused without a change, determinism, views) over random Chicago Express games of every size it seats;
// a size it does not seat and an unknown game are refused as usage errors.
#[test]
fn check_runs_the_generic_invariants_of_chicago_express() {
    let output = metro(&[
        "check",
        "--game",
        "chicago-express",
        "--cases",
        "20",
        "--seed",
        "5",
    ]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}{}", text(&output.stderr));
    let held: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("the invariants hold in 20 random games"))
        .collect();
    assert_eq!(held.len(), 5, "2 to 6 players: {out}");
    assert!(held[0].starts_with("Chicago Express, 2 players"), "{out}");
    for args in [
        &["check", "--game", "chicago-express", "--players", "1"][..],
        &["check", "--game", "monopoly"],
        &["check", "--game", "tokyo-metro"],
    ] {
        let output = metro(args);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&output.stderr)
        );
        assert!(!text(&output.stderr).contains("panicked"), "{args:?}");
    }
}

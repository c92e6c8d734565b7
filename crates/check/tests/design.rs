//! The design checks: none on any built-in combination; each finding of a flawed map and card set at its file, line
//! and column; play-test findings only where "never" is unlikely by chance; and play-tests that are the games
//! `metro sim` plays.

mod support;

use metro_bots::threads::Spawner;
use metro_check::design::{DesignCheck, DesignSettings, MIN_EXPECTED, check_design, playtest_findings};
use metro_check::playtest::{self, Observations, PlaytestSettings};

/// The play-tests of the built-in checks: the CLI's default random games, and one heuristic game per player count.
fn builtin_settings() -> DesignSettings {
    let mut settings = DesignSettings::new(100, 0);
    settings.bots = vec![("random".into(), 100), ("heuristic".into(), 1)];
    settings.jobs = 1;
    settings
}

/// No design finding on a built-in combination: and more, every station was in reach, every line ran and paid, every
/// action of every card was taken, in a subset of the games `metro check` plays by default — so that, as more games
/// only add to these counts, `metro check` finds nothing there either.
fn no_findings(map: &str, cards: &str) {
    let registry = support::registry();
    let subject = support::subject(&registry, map, cards);
    let report = check_design(&subject, &builtin_settings());
    let findings: Vec<String> = report.findings.iter().map(|f| f.at.to_string()).collect();
    assert!(
        findings.is_empty(),
        "{}:\n{}",
        subject.title(),
        findings.join("\n")
    );
    let seen = report.observations.expect("play-tests");
    assert_eq!(seen.games, 505);
    assert!(seen.errors.is_empty(), "{:?}", seen.errors);
    let map_ = subject.map();
    for (i, station) in map_.stations().iter().enumerate() {
        assert!(seen.offered[i] > 0, "station {} out of reach", station.name);
    }
    for (i, line) in map_.lines().iter().enumerate() {
        assert!(
            seen.placed[i] > 0 && seen.line_payouts[i] > 0,
            "line {}",
            line.letter
        );
    }
    let per_column = subject.cards().cards_per_column();
    for (ci, column) in subject.cards().columns().iter().enumerate() {
        for (ki, card) in column.cards.iter().enumerate() {
            for ai in 0..card.actions.len() {
                assert!(
                    seen.taken[ci * per_column + ki][ai] > 0,
                    "action {ai} of card {ki} of column {ci} never taken"
                );
            }
        }
    }
}

macro_rules! builtins {
    ($($name:ident: $map:literal, $cards:literal;)+) => {
        $(
            #[test]
            fn $name() {
                no_findings($map, $cards);
            }
        )+
    };
}

builtins! {
    no_findings_tokyo_tokyo: "tokyo", "tokyo";
    no_findings_tokyo_osaka: "tokyo", "osaka";
    no_findings_osaka_tokyo: "osaka", "tokyo";
    no_findings_osaka_osaka: "osaka", "osaka";
}

/// The findings as `check: file:line:column (rule)`.
/// The defects among `findings` (not the balance findings, `tests/balance.rs`), as "Check: file:line:column (rule)".
fn places(findings: &[metro_check::Finding]) -> Vec<String> {
    findings
        .iter()
        .filter(|f| !f.check.is_balance())
        .map(|f| {
            let file = f.at.file.rsplit('/').next().unwrap_or_default();
            format!(
                "{:?}: {file}:{}:{} ({})",
                f.check,
                f.at.line,
                f.at.column,
                f.at.rule.unwrap_or("-")
            )
        })
        .collect()
}

// rule MC-2 rule TM-9.7 rule TM-9.1 rule D-22 rule CP-2.4
#[test]
fn a_flawed_map_and_card_set_are_found_out_at_their_elements() {
    let registry = support::registry();
    let subject = support::subject(
        &registry,
        &support::fixture("flawed-map.toml"),
        &support::fixture("flawed-cards.toml"),
    );
    let mut settings = DesignSettings::new(100, 0);
    settings.jobs = 1;
    let report = check_design(&subject, &settings);
    assert_eq!(
        places(&report.findings),
        [
            // Columns of 4 cards: too few to deal 5 each; dealt out at once for 4 players.
            "ColumnEmpties: flawed-cards.toml:10:1 (TM-3.4)",
            "ColumnEmpties: flawed-cards.toml:10:1 (TM-6.2)",
            // Lines S (3 stops) and R (2 stops): a Start train is back at stop 1 in its first train phase.
            "TrainsCannotStart: flawed-map.toml:32:9 (TM-9.7)",
            "TrainsCannotStart: flawed-map.toml:59:9 (TM-9.7)",
            // Line C has small circles only.
            "LineNeverPays: flawed-map.toml:46:9 (TM-9.1)",
            // The Invest of ¥5,000 on 3 spaces, and Repay without any Loan.
            "ActionNeverTaken: flawed-cards.toml:24:67 (CP-2.4)",
            "ActionNeverTaken: flawed-cards.toml:16:66 (CP-2.4)",
        ]
    );
    let messages: Vec<&str> = report.findings.iter().map(|f| f.at.message.as_str()).collect();
    assert!(
        messages[0].contains("too few to deal one per player for 5 players"),
        "{}",
        messages[0]
    );
    assert!(messages[2].contains("line S has 3 stops") && messages[2].contains("after 4 steps"));
    assert!(
        messages[5].contains("Invest ¥5000, 3 spaces, card 4 of column First"),
        "{}",
        messages[5]
    );
    assert!(messages[6].contains("Repay"));
}

// rule TM-7.5 rule TM-7.6 rule OS-6.2 rule TM-7.10
#[test]
fn a_card_set_without_trains() {
    let registry = support::registry();
    let cards = support::fixture("no-trains-cards.toml");
    let subject = support::subject(&registry, "tokyo", &cards);
    let mut settings = DesignSettings::new(10, 0);
    settings.jobs = 1;
    let report = check_design(&subject, &settings);
    // No train ever moves, so no line is reported as never paying: the static finding says why. And, found by the
    // play-tests, what follows: Speculate needs a line worth ¥100 (TM-7.10), and no line ever is.
    assert_eq!(
        places(&report.findings),
        [
            "TrainsCannotStart: no-trains-cards.toml:6:1 (TM-7.5)",
            "ActionNeverTaken: no-trains-cards.toml:52:21 (CP-2.4)",
        ]
    );
    assert!(report.findings[1].at.message.contains("Speculate"));
    assert!(
        report
            .observations
            .is_some_and(|o| o.games == 55 && o.placed.iter().all(|&p| p == 0))
    );
}

// rule TM-6.5.4
#[test]
fn play_test_findings_only_where_never_is_unlikely_by_chance() {
    let registry = support::registry();
    let subject = support::subject(&registry, "tokyo", "tokyo");
    let settings = builtin_settings();
    let seen = playtest::play(
        &subject,
        &PlaytestSettings {
            players: vec![2],
            bots: vec![("random".into(), 20)],
            seed: 3,
            jobs: 1,
            spawner: Spawner::system(),
        },
    );
    assert_eq!(seen.games, 20);
    assert!(playtest_findings(&subject, &settings, &seen).is_empty());
    // A station nobody could reach, where the others were in reach often enough: found at its first stop's station.
    let mut unreached = seen.clone();
    let station = subject.map().station_by_name("Ginza").expect("Ginza");
    unreached.offered[station.0 as usize] = 0;
    let findings = playtest_findings(&subject, &settings, &unreached);
    assert_eq!(
        places(&findings),
        ["StationUnreached: tokyo.toml:92:34 (TM-6.5.4)"]
    );
    assert!(
        findings[0]
            .at
            .message
            .contains("no meeple could reach station Ginza in the 20 play-test games")
    );
    // The same with too few games to tell: every station in reach fewer than MIN_EXPECTED times on average.
    let mut few = Observations {
        offered: vec![MIN_EXPECTED - 1; unreached.offered.len()],
        ..unreached.clone()
    };
    few.offered[station.0 as usize] = 0;
    assert!(
        !playtest_findings(&subject, &settings, &few)
            .iter()
            .any(|f| f.check == DesignCheck::StationUnreached)
    );
}

/// The play-tests are `metro sim`'s games: the same decisions and the same actions taken, kind by kind (a rule
/// module's counted actions: `variants/metro-drinks/tests/check.rs`).
#[test]
fn play_tests_are_the_games_metro_sim_plays() {
    let registry = support::registry();
    let subject = support::subject(&registry, "osaka", "tokyo");
    let (players, games, seed) = (3, 12, 40);
    for bot in ["random", "heuristic"] {
        let seen = playtest::play(
            &subject,
            &PlaytestSettings {
                players: vec![players],
                bots: vec![(bot.into(), games)],
                seed,
                jobs: 2,
                spawner: Spawner::system(),
            },
        );
        let rules = subject.rules(players).expect("rules");
        let mut config =
            metro_sim::SimConfig::new("osaka", "tokyo", rules.clone(), &[bot.to_string()]).expect("sim");
        config.games = games;
        config.seed = seed;
        let report = metro_sim::run(&config, |_| {}).expect("sim run");
        assert_eq!(seen.games, games);
        assert_eq!(
            seen.decisions,
            report.records.iter().map(|r| u64::from(r.decisions)).sum::<u64>()
        );
        let kinds = metro_core::KindCatalogue::builtin().kinds().len();
        let mut by_kind = vec![0u64; kinds];
        for card in 0..subject.cards().card_count() {
            for (action, spec) in rules.card_actions(metro_engine::CardId(card as u8)) {
                by_kind[spec.kind.catalogue_index()] += seen.times_taken(action);
            }
        }
        for (kind, &count) in by_kind.iter().enumerate() {
            let sim: u64 = report
                .records
                .iter()
                .flat_map(|r| &r.players)
                .map(|p| u64::from(p.actions.counts[kind]))
                .sum();
            assert_eq!(count, sim, "{bot}: kind {kind}");
        }
        // No rule module: nothing counted beyond the catalogue's kinds.
        assert!(seen.module_counts.is_empty());
        assert!(
            report
                .records
                .iter()
                .flat_map(|r| &r.players)
                .all(|p| p.actions.counts.len() == kinds)
        );
    }
}

// Issue 28, item 10: a thread the system refuses (a process limit) panicked with "failed to spawn thread". The
// play-tests go on with the threads started (the calling thread alone when none was) and see the same.
#[test]
fn refused_threads_leave_the_play_tests_unchanged() {
    let registry = support::registry();
    let subject = support::subject(&registry, "tokyo", "tokyo");
    let settings = |jobs, spawner| PlaytestSettings {
        players: vec![2, 3],
        bots: vec![("random".into(), 6)],
        seed: 8,
        jobs,
        spawner,
    };
    let alone = playtest::play(&subject, &settings(1, Spawner::system()));
    for limit in [0, 1, 2] {
        let seen = playtest::play(&subject, &settings(64, Spawner::refusing_after(limit)));
        assert_eq!(seen, alone, "{limit} threads granted of 64");
    }
}

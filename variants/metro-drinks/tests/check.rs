//! Metro Drinks under `metro-check`: random legal games on every built-in map × card set × payout reading, 1–5
//! players, each kept at every decision to every invariant of `metro_check::invariants` (what `metro check --drinks`
//! runs: pieces and money conserved — drink fees and payouts included —, legality both ways, views and the bots'
//! `PlayerView` of the module state, determinism, the version-2 save round trip) and to Metro Drinks' own, which only
//! this crate can read in the module's state ([`DrinksInvariants`], a `metro_check::Driver`): the 36 drinks
//! conserved, drinks only on stations with a pyramid and of an owned colour, colour cards owned or in the column and
//! never taken with Card, the Jidohanbaiki column as long as the others, free builds only in the action phase. Then
//! the design checks with Metro Drinks: no finding on the built-ins, a card set the module refuses, and play-tests
//! that count the module's actions as `metro sim` does.
//!
//! 40 games per player count, 200 per combination: about 4 s per combination in debug on one core.
//!
//! rule MD-1.2 rule MD-2.1 rule MD-2.2 rule MD-3.2 rule MD-4.1 rule MD-4.2 rule MD-4.4 rule MD-4.7 rule MD-5.1
//! rule MD-5.2 rule TM-12.1 rule D-1 rule D-13

use metro_check::design::{DesignSettings, check_design};
use metro_check::invariants::Violation;
use metro_check::playtest::{self, PlaytestSettings};
use metro_check::{Driver, Outcome, Settings, Subject, check_invariants};
use metro_drinks::DrinksRules;
use metro_engine::{Game, Phase, Registry, RuleOptions};

/// Cases per player count.
const CASES: u32 = 40;

/// The registry the `metro` binary builds: Tokyo, Osaka, Metro Drinks.
fn registry() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).expect("tokyo");
    metro_osaka::register(&mut registry).expect("osaka");
    metro_drinks::register(&mut registry).expect("drinks");
    registry
}

/// A built-in map and card set (or files) with Metro Drinks and the payout reading (`owner_paid`: MD-5.2).
fn subject(registry: &Registry, map: &str, cards: &str, owner_paid: bool) -> Subject {
    let mut options = RuleOptions::new();
    options.set(metro_drinks::SWITCH, true);
    options.set(metro_drinks::OWNER_PAID, owner_paid);
    Subject::load(map, cards, options, registry).unwrap_or_else(|e| panic!("{map} × {cards}: {e}"))
}

/// Returns a [`Violation`] of `rule` unless the condition holds.
macro_rules! ensure {
    ($cond:expr, $rule:expr, $($message:tt)+) => {
        if !$cond {
            return Err(Violation { rule: Some($rule), message: format!($($message)+) });
        }
    };
}

/// The engine's moves, and Metro Drinks' invariants of its state at every decision.
struct DrinksInvariants;

impl Driver for DrinksInvariants {
    fn name(&self) -> &str {
        "the engine, with Metro Drinks' invariants"
    }

    fn invariants(&self, game: &Game) -> Result<(), Violation> {
        let Some(rules) = DrinksRules::of(game) else {
            return Err(Violation {
                rule: Some("MD-2.2"),
                message: "Metro Drinks is switched on but not played".into(),
            });
        };
        let s = game.state();
        let d = rules.drinks(game);
        let data = rules.data();
        // MD-1.2: 36 drinks, in crates, supplies or on stations.
        for (colour, spec) in data.colours.iter().enumerate() {
            let (left, on_map) = (d.left(colour as u8) as usize, d.on_map(colour as u8));
            ensure!(
                left + on_map == spec.drinks as usize,
                "MD-1.2",
                "drinks of colour {}: {left} in the crate + {on_map} on stations ≠ {}",
                spec.name,
                spec.drinks
            );
        }
        // MD-4.2: a drink stands only where a pyramid stands, and is of an owned colour (MD-4.1).
        for station in 0..game.map().stations().len() {
            if let Some(colour) = d.at(station) {
                ensure!(
                    s.pyramids[station].is_some(),
                    "MD-4.2",
                    "a drink stands on station {} without a pyramid",
                    game.map().stations()[station].name
                );
                ensure!(
                    d.owner(colour).is_some(),
                    "MD-4.1",
                    "a drink of colour {colour}, which nobody owns, stands on the map"
                );
            }
        }
        // MD-4.1, MD-4.7: a colour card is in its column or owned, never both, and never taken with Card.
        let column = &s.columns[rules.column(game) as usize];
        let in_column = |card| {
            column.deck.contains(&card) || column.rows.contains(&Some(card)) || column.discard.contains(&card)
        };
        for colour in 0..data.colours.len() as u8 {
            let card = rules.colour_card(colour);
            ensure!(
                d.owner(colour).is_some() != in_column(card),
                "MD-4.1",
                "the colour card of colour {colour} is {}in the column and {}owned",
                if in_column(card) { "" } else { "not " },
                if d.owner(colour).is_some() { "" } else { "not " }
            );
            ensure!(
                s.players.iter().all(|p| !p.personal_cards.contains(&card)),
                "MD-4.7",
                "the colour card of colour {colour} was taken with the Card action"
            );
        }
        // MD-2.2, MD-3.2: the column is as long as the others, gaps counted as cards: its cards are in the deck, the
        // face-up rows and the discard pile, or taken (shape cards with Card, colour cards by their owners).
        let per_column = game.rules().cards().cards_per_column();
        let held = column.deck.len() + column.rows.iter().flatten().count() + column.discard.len();
        let shapes_taken = s
            .players
            .iter()
            .flat_map(|p| &p.personal_cards)
            .filter(|&&c| matches!(rules.card(c), Some(Err(_))))
            .count();
        let colours_owned = (0..data.colours.len() as u8)
            .filter(|&c| d.owner(c).is_some())
            .count();
        ensure!(
            held + shapes_taken + colours_owned == per_column,
            "MD-2.2",
            "the Jidohanbaiki column has {held} cards, {shapes_taken} shape cards are taken and {colours_owned} colours owned: not the {per_column} cards of every column"
        );
        // MD-4.4: free builds last only for the action phase, and only for players of the game.
        ensure!(
            s.phase == Phase::Actions || d.free_builds() == 0,
            "MD-4.4",
            "free builds outside the action phase"
        );
        ensure!(
            (d.free_builds() as usize) < (1 << s.players.len()),
            "MD-4.4",
            "free builds for a seat beyond the players"
        );
        Ok(())
    }
}

/// Checks one combination for 1–5 players and fails with what `metro check` would report.
fn keeps_the_rules(map: &str, cards: &str, owner_paid: bool) {
    let registry = registry();
    let subject = subject(&registry, map, cards, owner_paid);
    let mut settings = Settings::new(CASES, 0xD121);
    settings.jobs = 1;
    let runs = check_invariants(&subject, &registry, &DrinksInvariants, &settings);
    metro_check::testing::assert_runs_passed(&subject.title(), &runs, 5, CASES);
}

macro_rules! combinations {
    ($($name:ident: $map:literal, $cards:literal, $owner_paid:literal;)+) => {
        $(
            #[test]
            fn $name() {
                keeps_the_rules($map, $cards, $owner_paid);
            }
        )+
    };
}

combinations! {
    tokyo_map_tokyo_cards: "tokyo", "tokyo", false;
    tokyo_map_osaka_cards: "tokyo", "osaka", false;
    osaka_map_tokyo_cards: "osaka", "tokyo", false;
    osaka_map_osaka_cards: "osaka", "osaka", false;
    tokyo_map_tokyo_cards_drink_owner_paid: "tokyo", "tokyo", true;
    tokyo_map_osaka_cards_drink_owner_paid: "tokyo", "osaka", true;
    osaka_map_tokyo_cards_drink_owner_paid: "osaka", "tokyo", true;
    osaka_map_osaka_cards_drink_owner_paid: "osaka", "osaka", true;
}

/// A broken Metro Drinks is caught by its invariants: a driver that lets a drink vanish from its crate whenever a
/// vending machine is built breaks MD-1.2 at once, and the failure names it.
#[test]
fn a_drink_lost_is_found() {
    struct LosesADrink;
    impl Driver for LosesADrink {
        fn apply(
            &self,
            game: &mut Game,
            action: metro_engine::Action,
        ) -> Result<Vec<metro_engine::Event>, metro_engine::IllegalAction> {
            let events = game.apply(action)?;
            if let Some(rules) = DrinksRules::of(game)
                && let Some((_, colour)) = rules.as_build(&action)
            {
                let id = rules.id().0 as usize;
                let colours = rules.data().colours.len();
                let mut d = metro_drinks::DrinksMut::new(&mut game.state_mut().modules[id], colours);
                let left = d.read().left(colour);
                d.set_left(colour, left.saturating_sub(1));
            }
            Ok(events)
        }
        fn invariants(&self, game: &Game) -> Result<(), Violation> {
            DrinksInvariants.invariants(game)
        }
    }
    let registry = registry();
    let subject = subject(&registry, "tokyo", "tokyo", false);
    let mut settings = Settings::new(20, 7);
    settings.players = vec![3];
    settings.jobs = 1;
    let runs = check_invariants(&subject, &registry, &LosesADrink, &settings);
    let Outcome::Failed(shrunk) = &runs[0].outcome else {
        panic!("a lost drink was not found: {:?}", runs[0]);
    };
    assert_eq!(shrunk.failure.violation.rule, Some("MD-1.2"), "{shrunk:?}");
    // The save of the failing game is a version-2 save of a Metro Drinks game that loads to the failing step.
    assert_eq!(shrunk.save.version, metro_save::VERSION);
    assert!(shrunk.save.setup.options.on(metro_drinks::SWITCH));
    let loaded = metro_save::load(&shrunk.save.to_string(), &registry).expect("the save loads");
    assert_eq!(loaded.setup, metro_save::SetupCheck::Verified);
    assert_eq!(loaded.game.state().modules.len(), 1);
}

/// The play-tests of the built-in checks.
fn builtin_settings() -> DesignSettings {
    let mut settings = DesignSettings::new(100, 0);
    settings.bots = vec![("random".into(), 100), ("heuristic".into(), 1)];
    settings.jobs = 1;
    settings
}

/// No design finding on a built-in combination with Metro Drinks, and every counted Metro Drinks action was taken in
/// the play-tests (colour cards, shape cards, builds with a disc and free).
fn no_findings(map: &str, cards: &str, owner_paid: bool) {
    let registry = registry();
    let subject = subject(&registry, map, cards, owner_paid);
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
    assert_eq!(seen.module_counts.len(), 1);
    assert_eq!(seen.module_counts[0].len(), metro_drinks::COUNTED.len());
    assert!(
        seen.module_counts[0].iter().all(|&n| n > 0),
        "{:?}",
        seen.module_counts
    );
}

#[test]
fn no_findings_tokyo_tokyo() {
    no_findings("tokyo", "tokyo", false);
}

#[test]
fn no_findings_osaka_osaka_drink_owner_paid() {
    no_findings("osaka", "osaka", true);
}

/// The design checks' card set without trains, its columns of 13 cards too long for the Jidohanbaiki column: the
/// module refuses it, so no game can be set up, and the finding says why at the card set's first column.
#[test]
fn a_card_set_too_long_for_metro_drinks() {
    let registry = registry();
    let cards = format!(
        "{}/../../crates/check/tests/fixtures/no-trains-cards.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let subject = subject(&registry, "tokyo", &cards, false);
    let mut settings = DesignSettings::new(10, 0);
    settings.jobs = 1;
    let report = check_design(&subject, &settings);
    let places: Vec<String> = report
        .findings
        .iter()
        .map(|f| {
            let file = f.at.file.rsplit('/').next().unwrap_or_default();
            format!("{:?}: {file}:{}:{}", f.check, f.at.line, f.at.column)
        })
        .collect();
    assert_eq!(
        places,
        [
            "ColumnEmpties: no-trains-cards.toml:10:1",
            "TrainsCannotStart: no-trains-cards.toml:6:1",
        ]
    );
    let message = &report.findings[0].at.message;
    assert!(
        message.contains("metro-drinks: the Jidohanbaiki column must hold")
            && message.contains("(MD-2.1)")
            && message.contains("the engine refuses this setup for 1, 2, 3, 4 and 5 players"),
        "{message}"
    );
    // No game can be set up with Metro Drinks: play-tests play nothing, and say so rather than find anything.
    assert_eq!(report.observations.map(|o| o.games), Some(0));
}

/// The play-tests count Metro Drinks' actions as `metro sim` does (its `Records`).
#[test]
fn play_tests_count_the_module_actions_as_metro_sim_does() {
    let registry = registry();
    let subject = subject(&registry, "osaka", "tokyo", false);
    let (players, games, seed) = (3, 12, 40);
    for bot in ["random", "heuristic"] {
        let seen = playtest::play(
            &subject,
            &PlaytestSettings {
                players: vec![players],
                bots: vec![(bot.into(), games)],
                seed,
                jobs: 2,
                spawner: Default::default(),
            },
        );
        let rules = subject.rules(players).expect("rules");
        let mut config = metro_sim::SimConfig::new("osaka", "tokyo", rules, &[bot.to_string()]).expect("sim");
        config.kinds = registry.kinds().clone();
        config.games = games;
        config.seed = seed;
        let report = metro_sim::run(&config, |_| {}).expect("sim run");
        assert_eq!(seen.games, games);
        let kinds = registry.kinds().kinds().len();
        let sim: Vec<u64> = (0..metro_drinks::COUNTED.len())
            .map(|k| {
                report
                    .records
                    .iter()
                    .flat_map(|r| &r.players)
                    .map(|p| u64::from(p.actions.counts[kinds + k]))
                    .sum()
            })
            .collect();
        assert_eq!(seen.module_counts, [sim], "{bot}");
    }
}

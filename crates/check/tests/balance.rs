//! The balance findings (issue 26, item 6): from the games of realistic bots, a line that takes the game's value, a
//! line that never gains value, a seat that wins far from its share, a kind nobody playing for money takes — each at
//! its element, with the figures behind it, and none of them failing `metro check`.

mod support;

use metro_check::design::balance::{Balance, LineEnd, balance_findings};
use metro_check::design::{DesignCheck, DesignSettings, check_design};

/// Play-tests with realistic bots enough for balance findings ([`metro_check::design::balance::MIN_BALANCE_GAMES`]):
/// 2–4 players, 40 random games and 7 heuristic games each.
fn settings() -> DesignSettings {
    let mut settings = DesignSettings::new(40, 0);
    settings.players = vec![2, 3, 4];
    settings.bots = vec![("random".into(), 40), ("heuristic".into(), 7)];
    settings.jobs = 2;
    settings
}

/// The findings of one check, as "file:line:column" and the message.
fn of(report: &metro_check::design::DesignReport, check: DesignCheck) -> Vec<(String, String)> {
    report
        .findings
        .iter()
        .filter(|f| f.check == check)
        .map(|f| {
            (
                format!("{}:{}:{}", f.at.file, f.at.line, f.at.column),
                f.at.message.clone(),
            )
        })
        .collect()
}

#[test]
fn osakas_line_p_is_found_to_never_gain_value() {
    let registry = support::registry();
    let subject = support::subject(&registry, "osaka", "osaka");
    let report = check_design(&subject, &settings());
    let worthless = of(&report, DesignCheck::LineWorthless);
    let p = worthless
        .iter()
        .find(|(_, message)| message.starts_with("line P "))
        .unwrap_or_else(|| panic!("line P not found: {worthless:?}"));
    // At the letter of line P in the shipped map.
    assert_eq!(p.0, "maps/osaka.toml:318:10");
    assert!(
        p.1.contains("ended at ¥0 in 21 of 21 games of heuristic"),
        "{}",
        p.1
    );
    // Balance findings are apart from defects: none of those on a built-in map.
    assert!(
        report.findings.iter().all(|f| f.check.is_balance()),
        "{:?}",
        report.findings
    );
    assert_eq!(report.observations.as_ref().map(|o| o.balance.games), Some(21));
}

/// Osaka with a 2-stop line of one share in its empty south-east corner, between two stations of its own.
fn osaka_with_a_corner_line() -> std::path::PathBuf {
    let osaka = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../maps/osaka.toml"))
        .expect("osaka.toml");
    let corner = r##"
[[lines]]
letter = "X"
name = "Corner Line"
colour = "#AA00AA"
shares = 1
extras = [0]
slots = 1
vehicle = "train"
stops = [
  { at = [23, 20], station = "Alpha" },
  { at = [24.5, 20.5], station = "Beta" },
]

"##;
    // Among the train lines, before the New Tram (trams after trains, D-8).
    let at = osaka.find("[[lines]]\nletter = \"P\"").expect("line P");
    let at = osaka[..at].rfind("\n\n").map_or(at, |i| i + 1);
    let text = format!("{}{corner}{}", &osaka[..at], &osaka[at..]);
    // A name no other process or run shares (a file of this name left by another process was read once instead).
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let path = std::env::temp_dir().join(format!("metro-corner-line-{}-{nanos}.toml", std::process::id()));
    std::fs::write(&path, text).expect("write the map");
    path
}

#[test]
fn a_two_stop_line_that_takes_all_the_value_is_found_to_dominate() {
    let path = osaka_with_a_corner_line();
    let registry = support::registry();
    let subject = support::subject(&registry, path.to_str().expect("path"), "osaka");
    let report = check_design(&subject, &settings());
    let _ = std::fs::remove_file(&path);
    let dominant = of(&report, DesignCheck::LineDominates);
    assert_eq!(dominant.len(), 1, "{dominant:?}");
    let (place, message) = &dominant[0];
    // At the letter of line X, and with the figures: its mean, its part of all lines' value.
    assert!(place.ends_with(":312:10"), "{place}");
    assert!(message.starts_with("line X ended at a mean of ¥"), "{message}");
    assert!(message.contains("% of all lines' value together"), "{message}");
    // The lines it starves are found too: none of them gains value.
    let worthless = of(&report, DesignCheck::LineWorthless);
    assert!(
        worthless.iter().any(|(_, m)| m.starts_with("line M ")),
        "{worthless:?}"
    );
}

/// The app's simulation screen folds `metro sim`'s records ([`Balance::add_record`]) and checks the design from the
/// sources the run recorded ([`metro_check::Subject::from_sources`], a draft's text embedded): the same dominant
/// line, at its letter in that text.
#[test]
fn a_simulations_records_find_the_dominant_line_in_the_text_it_played() {
    let path = osaka_with_a_corner_line();
    let text = std::fs::read_to_string(&path).expect("map text");
    let _ = std::fs::remove_file(&path);
    let registry = support::registry();
    let map = metro_save::DataSource::embedded("Draft: Osaka", text);
    let cards = metro_save::DataSource::builtin("osaka");
    let subject = metro_check::Subject::from_sources(&map, &cards, Default::default(), &registry)
        .expect("the draft loads");
    let rules = subject.rules(4).expect("4 players");
    let bots = vec!["heuristic".to_string(); 4];
    let mut config =
        metro_sim::SimConfig::new("Draft: Osaka", "osaka", rules, &bots).expect("heuristic bots");
    config.games = 24;
    config.jobs = 2;
    let report = metro_sim::run(&config, |_| {}).expect("the games play");
    let mut balance = Balance::new(subject.map().lines().len());
    for record in &report.records {
        balance.add_record(record);
    }
    assert_eq!(balance.games, 24);
    let findings = balance_findings(&subject, &balance, &[], &[], "heuristic");
    let dominant: Vec<_> = findings
        .iter()
        .filter(|f| f.check == DesignCheck::LineDominates)
        .collect();
    assert_eq!(dominant.len(), 1, "{findings:?}");
    assert_eq!(
        (
            dominant[0].at.file.as_str(),
            dominant[0].at.line,
            dominant[0].at.column
        ),
        ("Draft: Osaka", 312, 10)
    );
    assert!(dominant[0].at.message.starts_with("line X ended at a mean of ¥"));
    // An unknown built-in is refused with the names known, never a panic.
    let unknown = metro_check::Subject::from_sources(
        &metro_save::DataSource::builtin("atlantis"),
        &cards,
        Default::default(),
        &registry,
    );
    assert!(unknown.is_err_and(|e| e.to_string().contains("atlantis")));
}

#[test]
fn a_seat_that_wins_far_above_its_share_is_found_and_an_even_one_is_not() {
    let registry = support::registry();
    let subject = support::subject(&registry, "tokyo", "tokyo");
    let lines: Vec<LineEnd<'_>> = (0..subject.map().lines().len())
        .map(|_| LineEnd {
            value: 500,
            holders: &[],
        })
        .collect();
    let mut balance = Balance::new(lines.len());
    // 2 players, 100 games: seat 1 wins 75 of them.
    for game in 0..100 {
        balance.add_game(2, usize::from(game % 4 != 0), &lines);
    }
    let findings = balance_findings(&subject, &balance, &[], &[], "heuristic");
    let seats: Vec<&str> = findings
        .iter()
        .filter(|f| f.check == DesignCheck::SeatAdvantage)
        .map(|f| f.at.message.as_str())
        .collect();
    assert_eq!(seats.len(), 2, "{seats:?}");
    assert!(
        seats[0].starts_with("seat 1 of 2 won less often than its share: 25 of 100 games"),
        "{}",
        seats[0]
    );
    assert!(
        seats[1].starts_with("seat 2 of 2 won more often than its share: 75 of 100 games"),
        "{}",
        seats[1]
    );
    // Even: 55 to 45 is within chance at 99.5%.
    let mut even = Balance::new(lines.len());
    for game in 0..100 {
        even.add_game(2, usize::from(game % 20 >= 11), &lines);
    }
    let findings = balance_findings(&subject, &even, &[], &[], "heuristic");
    assert!(
        findings.iter().all(|f| f.check != DesignCheck::SeatAdvantage),
        "{findings:?}"
    );
    // Too few games say nothing at all.
    let mut few = Balance::new(lines.len());
    for _ in 0..10 {
        few.add_game(2, 1, &lines);
    }
    assert!(balance_findings(&subject, &few, &[], &[], "heuristic").is_empty());
}

#[test]
fn a_kind_the_random_bot_takes_but_realistic_bots_never_do_is_found_at_its_first_action() {
    let registry = support::registry();
    let subject = support::subject(&registry, "tokyo", "tokyo");
    let cards = subject.cards();
    let count = cards.columns().len() * cards.cards_per_column();
    let lines: Vec<LineEnd<'_>> = (0..subject.map().lines().len())
        .map(|_| LineEnd {
            value: 500,
            holders: &[],
        })
        .collect();
    let mut balance = Balance::new(lines.len());
    for game in 0..40 {
        balance.add_game(3, game % 3, &lines);
    }
    // Every action taken by both, but the first card's first action never by realistic bots.
    let random = vec![[10u64, 10]; count];
    let mut realistic = vec![[3u64, 3]; count];
    let first = cards.columns()[0].cards[0].actions[0].kind;
    // Every action of that kind never taken by realistic bots.
    let per_column = cards.cards_per_column();
    for (ci, column) in cards.columns().iter().enumerate() {
        for (ki, card) in column.cards.iter().enumerate() {
            for (ai, action) in card.actions.iter().enumerate() {
                if action.kind == first {
                    realistic[ci * per_column + ki][ai] = 0;
                }
            }
        }
    }
    let findings = balance_findings(&subject, &balance, &realistic, &random, "heuristic");
    let kinds: Vec<_> = findings
        .iter()
        .filter(|f| f.check == DesignCheck::ActionNeverWorth)
        .collect();
    assert_eq!(kinds.len(), 1, "{kinds:?}");
    assert!(
        kinds[0].at.message.contains(&first.to_string()),
        "{}",
        kinds[0].at.message
    );
    assert!(kinds[0].at.file.ends_with("tokyo.toml"));
    // Taken once by a realistic bot: no finding.
    realistic[0][0] = 1;
    let findings = balance_findings(&subject, &balance, &realistic, &random, "heuristic");
    assert!(findings.iter().all(|f| f.check != DesignCheck::ActionNeverWorth));
}

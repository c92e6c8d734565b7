//! The simulation library without the CLI: reproducible records whatever the thread count, the seed scheme,
//! consistent money, the progress callback, and refused configurations.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use metro_core::KindCatalogue;
use metro_engine::{RuleOptions, Rules, Setup};
use metro_sim::{SimConfig, SimError, bot_seed, run};

fn rules(players: usize) -> Arc<Rules> {
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map");
    let cards = metro_data::load_card_set(
        "cards/tokyo.toml",
        metro_tokyo::CARDS_TOML,
        &KindCatalogue::builtin(),
    )
    .expect("the Tokyo cards");
    let setup = Setup {
        map: Arc::new(map),
        cards: Arc::new(cards),
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    };
    Arc::new(Rules::new(setup).expect("a valid setup"))
}

fn config(players: usize, bots: &[&str], games: u64, seed: u64, jobs: usize) -> SimConfig {
    let bots: Vec<String> = bots.iter().map(|s| s.to_string()).collect();
    let mut config = SimConfig::new("tokyo", "tokyo", rules(players), &bots).expect("known bots");
    config.games = games;
    config.seed = seed;
    config.jobs = jobs;
    config
}

#[test]
fn records_do_not_depend_on_the_thread_count() {
    let one = run(&config(4, &["random"], 10, 3, 1), |_| {}).unwrap();
    let two = run(&config(4, &["random"], 10, 3, 2), |_| {}).unwrap();
    let three = run(&config(4, &["random"], 10, 3, 3), |_| {}).unwrap();
    assert_eq!(one.records, two.records);
    assert_eq!(one.records, three.records);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    one.write_json_lines(&mut a).unwrap();
    three.write_json_lines(&mut b).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.iter().filter(|&&c| c == b'\n').count(), 10);
}

#[test]
fn game_i_uses_the_base_seed_plus_i() {
    let report = run(&config(2, &["random"], 4, u64::MAX - 1, 2), |_| {}).unwrap();
    let seeds: Vec<u64> = report.records.iter().map(|r| r.seed).collect();
    assert_eq!(seeds, [u64::MAX - 1, u64::MAX, 0, 1], "wrapping at 2^64");
    // One game run alone is the same game.
    let alone = run(&config(2, &["random"], 1, 0, 1), |_| {}).unwrap();
    assert_eq!(alone.records[0], report.records[2]);
    assert_ne!(bot_seed(5, 0), bot_seed(5, 1));
    assert_ne!(bot_seed(5, 1), bot_seed(6, 0));
}

#[test]
fn totals_are_cash_plus_payouts_and_the_winner_leads() {
    for players in 1..=5 {
        let report = run(&config(players, &["random"], 4, 100, 2), |_| {}).unwrap();
        for record in &report.records {
            assert_eq!(record.players.len(), players);
            for p in &record.players {
                let paid: i32 = record
                    .payouts
                    .iter()
                    .filter(|x| x.player == p.player)
                    .map(|x| x.amount)
                    .sum();
                assert_eq!(p.total, p.cash + paid, "seed {}", record.seed);
            }
            let best = record.players.iter().map(|p| p.total).max().unwrap();
            assert_eq!(record.players[record.winner as usize].total, best);
            assert!(record.decisions > 0 && record.rounds > 0);
            let taken: u32 = record.players.iter().flat_map(|p| p.actions.counts.iter()).sum();
            assert!(taken > 0, "some actions were taken");
        }
        let summary = report.summary();
        assert_eq!(summary.aggregates.games, 4);
        assert_eq!(summary.aggregates.seats.iter().map(|s| s.wins).sum::<u64>(), 4);
        assert!(!summary.aggregates.kinds.is_empty());
    }
}

#[test]
fn progress_counts_every_game() {
    let calls = AtomicU64::new(0);
    let last = AtomicU64::new(0);
    run(&config(3, &["random"], 9, 0, 2), |done| {
        calls.fetch_add(1, Ordering::Relaxed);
        last.fetch_max(done, Ordering::Relaxed);
    })
    .unwrap();
    assert_eq!(calls.load(Ordering::Relaxed), 9);
    assert_eq!(last.load(Ordering::Relaxed), 9);
}

#[test]
fn bad_bot_lists_are_refused() {
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let err = SimConfig::new(
        "tokyo",
        "tokyo",
        rules(4),
        &names(&["random", "nobody", "random", "random"]),
    );
    assert!(matches!(err, Err(SimError::UnknownBot { ref name, .. }) if name == "nobody"));
    let err = SimConfig::new("tokyo", "tokyo", rules(4), &names(&["random", "random"]));
    assert_eq!(err.unwrap_err(), SimError::BotCount { given: 2, players: 4 });
    let one = SimConfig::new("tokyo", "tokyo", rules(3), &names(&["random"])).unwrap();
    assert_eq!(one.bots, names(&["random", "random", "random"]));
}

#[test]
fn zero_games_is_an_empty_report() {
    let report = run(&config(4, &["random"], 0, 0, 2), |_| {}).unwrap();
    assert!(report.records.is_empty());
    let text = report.summary().to_string();
    assert!(text.contains("0 games"), "{text}");
}

// Issue 12: records are handed on in game order through the bounded reorder buffer, whatever the thread count, and
// the statistics built record by record equal those of the collected report.
#[test]
fn streaming_hands_records_on_in_game_order() {
    let games = 3 * metro_sim::WINDOW_PER_JOB * 2 + 5;
    let collected = run(&config(2, &["random"], games, 40, 1), |_| {}).unwrap();
    for jobs in [2, 3] {
        let config = config(2, &["random"], games, 40, jobs);
        let mut seen = Vec::new();
        let mut summary = metro_sim::Summary::start(
            &config.setup_record(),
            &config.kind_names(),
            &config.kinds_on_cards(),
        );
        metro_sim::run_streaming(
            &config,
            |_| {},
            |index, record| {
                seen.push(index);
                summary.add(&record);
                assert_eq!(record, collected.records[index as usize]);
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(seen, (0..games).collect::<Vec<_>>());
        let mut expected = collected.summary();
        expected.jobs = summary.jobs;
        expected.seconds = summary.seconds;
        assert_eq!(summary, expected);
    }
}

// A sink that fails (a full disk) stops the run with the sink's error, after the games before it.
#[test]
fn a_failing_sink_stops_the_run() {
    for jobs in [1, 3] {
        let mut handed = 0;
        let error = metro_sim::run_streaming(
            &config(2, &["random"], 40, 0, jobs),
            |_| {},
            |index, _| {
                if index == 5 {
                    return Err(std::io::Error::other("disk full"));
                }
                handed += 1;
                Ok(())
            },
        )
        .unwrap_err();
        assert_eq!(error, SimError::Output("disk full".into()));
        assert_eq!(handed, 5);
    }
}

/// An observer that folds records into aggregates, writes their JSON lines, and asks to stop once `stop_after`
/// records are in (or when the flag is set from elsewhere).
struct Recorder {
    aggregates: metro_sim::Aggregates,
    json: Vec<u8>,
    setup: metro_sim::SetupRecord,
    progress: Vec<u64>,
    stop_after: Option<u64>,
    stop: Arc<std::sync::atomic::AtomicBool>,
}

impl Recorder {
    fn new(config: &SimConfig) -> Recorder {
        Recorder {
            aggregates: metro_sim::Aggregates::new(config),
            json: Vec::new(),
            setup: config.setup_record(),
            progress: Vec::new(),
            stop_after: None,
            stop: Arc::default(),
        }
    }
}

impl metro_sim::Observer for Recorder {
    fn record(&mut self, index: u64, record: metro_sim::GameRecord) -> std::io::Result<()> {
        assert_eq!(index, self.aggregates.games, "in game order");
        self.aggregates.add(&record);
        record.write_json_line(&self.setup, &mut self.json)
    }

    fn progress(&mut self, done: u64) {
        self.progress.push(done);
    }

    fn cancelled(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || self.stop_after.is_some_and(|n| self.aggregates.games >= n)
    }
}

// Issue 12: the test-by-simulation runner gives byte-identical records and the same aggregates and tables for any
// thread count, with the station tallies taken from the engine's events.
#[test]
fn observed_runs_do_not_depend_on_the_thread_count() {
    let base = config(4, &["heuristic", "random", "easy", "heuristic"], 6, 11, 1);
    let mut one = Recorder::new(&base);
    metro_sim::run_observed(&base, &mut one).unwrap();
    assert_eq!(one.progress, (1..=6).collect::<Vec<_>>());
    assert!(one.aggregates.stations.iter().any(|s| s.tally.payouts > 0));
    assert!(one.aggregates.stations.iter().any(|s| s.tally.pyramids > 0));
    for jobs in [2, 3] {
        let mut config = base.clone();
        config.jobs = jobs;
        let mut many = Recorder::new(&config);
        metro_sim::run_observed(&config, &mut many).unwrap();
        assert_eq!(many.json, one.json, "{jobs} threads");
        assert_eq!(many.aggregates, one.aggregates, "{jobs} threads");
        assert_eq!(
            metro_sim::export::tables(&many.aggregates),
            metro_sim::export::tables(&one.aggregates)
        );
    }
    // The JSON lines read back give the records' seeds, winners and totals.
    let report = run(&base, |_| {}).unwrap();
    let lines: Vec<serde_json::Value> = std::str::from_utf8(&one.json)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), report.records.len());
    for (line, record) in lines.iter().zip(&report.records) {
        assert_eq!(line["seed"], record.seed);
        assert_eq!(line["winner"], record.winner);
        for (p, player) in record.players.iter().enumerate() {
            assert_eq!(line["players"][p]["total"], player.total);
        }
        assert!(line.get("board").is_none(), "the JSON format is unchanged");
    }
}

// Issue 12: cancelling stops a run promptly, between games and inside the games being played, on any number of
// threads, and says how many games were handed on.
#[test]
fn cancel_stops_promptly() {
    for jobs in [1, 2] {
        let config = config(4, &["heuristic"], 10_000, 0, jobs);
        let mut observer = Recorder::new(&config);
        observer.stop_after = Some(3);
        let started = std::time::Instant::now();
        let error = metro_sim::run_observed(&config, &mut observer).unwrap_err();
        assert_eq!(error, SimError::Cancelled { done: 3 }, "{jobs} threads");
        assert_eq!(observer.aggregates.games, 3);
        assert!(started.elapsed() < std::time::Duration::from_secs(20));
    }
    // Set from another thread while a game is being played: the run returns within a fraction of a game.
    for jobs in [1, 2] {
        let config = config(4, &["heuristic"], 10_000, 0, jobs);
        let mut observer = Recorder::new(&config);
        let stop = observer.stop.clone();
        let setter = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(300));
            stop.store(true, Ordering::Relaxed);
            std::time::Instant::now()
        });
        let error = metro_sim::run_observed(&config, &mut observer).unwrap_err();
        let returned = std::time::Instant::now();
        let asked = setter.join().unwrap();
        assert!(matches!(error, SimError::Cancelled { .. }), "{error:?}");
        let took = returned.duration_since(asked);
        assert!(
            took < std::time::Duration::from_millis(500),
            "{jobs} threads: {took:?}"
        );
    }
}

/// What went wrong in one game is told in the language shown, in the same words for every failure (the panic's own
/// text, a programmer's, aside).
#[test]
fn a_failed_game_is_told_in_the_language_shown() {
    use metro_lang::Language;
    use metro_sim::GameFailure;
    let game = metro_engine::Game::with_rules(rules(3), 1);
    let wrong = metro_engine::Action::Station(metro_core::StationId(0));
    let failures = |language| {
        metro_lang::with_language(language, || {
            let refused = game
                .clone()
                .apply(wrong)
                .expect_err("no station is built in the turn-order phase");
            [
                GameFailure::Panicked("x1".into()),
                GameFailure::UnknownBot("x2".into()),
                GameFailure::NoLegalAction(game.pending_description()),
                GameFailure::NoSeat(4),
                GameFailure::IllegalAction {
                    bot: "x3".into(),
                    seat: 1,
                    error: refused,
                },
                GameFailure::TooLong(7),
                GameFailure::NoResult,
            ]
            .map(|failure| SimError::Game { seed: 9, failure }.to_string())
        })
    };
    let english = failures(Language::English);
    assert_eq!(english[0], "game with seed 9: the engine or a bot panicked: x1");
    assert!(
        english[4].starts_with(
            "game with seed 9: bot \"x3\" in seat 1 chose an illegal action: not allowed: Player "
        ),
        "{}",
        english[4]
    );
    for language in [Language::German, Language::Italian] {
        for (shown, english) in failures(language).iter().zip(&english) {
            let left = metro_lang::english_left(english, shown);
            assert!(left.is_empty(), "{language:?}: English {left:?} in {shown:?}");
        }
    }
}

// Issue 28, item 10: under a process limit `--jobs 1024` panicked with "failed to spawn thread" and never exited.
// The threads refused are no error: the run goes on with those started (on the calling thread when none was) and
// its records are the same.
#[test]
fn refused_threads_leave_the_records_unchanged() {
    use metro_bots::threads::Spawner;
    let one = run(&config(3, &["random"], 40, 9, 1), |_| {}).unwrap();
    for (jobs, limit, played) in [(16, 0, 1), (16, 1, 1), (16, 3, 3), (1024, 5, 5)] {
        let mut limited = config(3, &["random"], 40, 9, jobs);
        limited.spawner = Spawner::refusing_after(limit);
        let report = run(&limited, |_| {}).unwrap();
        assert_eq!(
            report.records, one.records,
            "{jobs} threads asked, {limit} granted"
        );
        assert_eq!(report.jobs, played, "{jobs} threads asked, {limit} granted");
    }
    // A failing game is still reported as such with the threads refused.
    let mut failing = config(2, &["random"], 5, 0, 8);
    failing.spawner = Spawner::refusing_after(2);
    failing.bots[1] = "nobody".into();
    assert!(matches!(run(&failing, |_| {}), Err(SimError::Game { .. })));
}

//! A run of any game through the game-agnostic interface (`metro_sim::generic`): Chicago Express and Tokyo Metro
//! played by the same runner and loop with no code of their own; the records are the same on any number of threads,
//! and each record's decisions replay to its outcome.

use std::sync::Arc;

use metro_core::KindCatalogue;
use metro_game::GameState;
use metro_game::playout::replay;
use metro_sim::Observer;
use metro_sim::generic::{EnvelopeRecord, GenericConfig, run_generic};

/// Collects the records in the order handed on.
struct Records<A>(Vec<EnvelopeRecord<A>>);

impl<A> Observer<EnvelopeRecord<A>> for Records<A> {
    fn record(&mut self, index: u64, record: EnvelopeRecord<A>) -> std::io::Result<()> {
        assert_eq!(index as usize, self.0.len(), "records come in game order");
        self.0.push(record);
        Ok(())
    }
}

fn records<G>(config: &GenericConfig<G>) -> Vec<EnvelopeRecord<G::Action>>
where
    G: GameState + Send,
    G::Setup: Sync,
    G::Action: Send,
{
    let mut out = Records(Vec::new());
    run_generic(config, &mut out).expect("the run plays");
    out.0
}

/// Every record's decisions replay to its outcome.
fn replays<G: GameState>(setup: &G::Setup, records: &[EnvelopeRecord<G::Action>]) {
    for record in records {
        let mut game = G::new_game(setup, record.seed).expect("a valid setup");
        replay(&mut game, &record.actions, &mut Vec::new(), |_| {})
            .expect("the recorded decisions are legal");
        let outcome = game.outcome().expect("over");
        for (seat, (score, place)) in record.scores.iter().zip(&record.places).enumerate() {
            assert_eq!(outcome.score(metro_game::Seat(seat as u8)), *score);
            assert_eq!(outcome.place(metro_game::Seat(seat as u8)), *place);
        }
        assert_eq!(record.decisions as usize, record.actions.len());
    }
}

#[test]
fn chicago_express_runs_through_the_generic_runner() {
    let setup = metro_chicago::Setup::new(4);
    let mut config = GenericConfig::<metro_chicago::Game>::random(setup, 24);
    config.seed = 100;
    let one = records(&config);
    config.jobs = 3;
    let three = records(&config);
    assert_eq!(one.len(), 24);
    assert_eq!(one, three, "the same records on any number of threads");
    assert!(
        one.iter()
            .all(|r| r.game == "chicago-express" && r.places.contains(&1))
    );
    replays::<metro_chicago::Game>(&setup, &one);
}

#[test]
fn tokyo_metro_runs_through_the_generic_runner() {
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map");
    let cards = metro_data::load_card_set(
        "cards/tokyo.toml",
        metro_tokyo::CARDS_TOML,
        &KindCatalogue::builtin(),
    )
    .expect("the Tokyo cards");
    let setup = metro_engine::Setup::new(Arc::new(map), Arc::new(cards), 3);
    let mut config = GenericConfig::<metro_engine::Game>::random(setup.clone(), 6);
    let one = records(&config);
    config.jobs = 2;
    assert_eq!(one, records(&config));
    assert!(one.iter().all(|r| r.game == "tokyo-metro"));
    replays::<metro_engine::Game>(&setup, &one);
}

// Issue 29: the generic tournament plays Tokyo Metro with its own bots (metro-bots behind the platform's `Bot`),
// with no code of the game's own in the driver: the heuristic beats a random bot in every seating.
#[test]
fn a_generic_tournament_plays_tokyo_metro_with_its_own_bots() {
    use metro_sim::generic_tournament::{GenericTournament, run_generic_tournament};
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map");
    let cards = metro_data::load_card_set(
        "cards/tokyo.toml",
        metro_tokyo::CARDS_TOML,
        &KindCatalogue::builtin(),
    )
    .expect("the Tokyo cards");
    let config = GenericTournament::<metro_engine::Game> {
        setup: metro_engine::Setup::new(Arc::new(map), Arc::new(cards), 2),
        start: None,
        bots: ["heuristic", "random"].map(String::from).to_vec(),
        maker: metro_bots::game_bot::game_bot_by_name,
        games: 3,
        seed: 11,
        jobs: 1,
        spawner: metro_bots::threads::Spawner::system(),
    };
    let report = run_generic_tournament(&config, |_| {}).expect("played");
    assert_eq!((report.seatings, report.games), (2, 6));
    assert_eq!(report.bots[0].bot, "heuristic");
    assert!(report.bots[0].wins >= 5.0, "{:?}", report.bots);
    assert!(metro_bots::game_bot::game_bot_by_name("nobody", 1).is_none());
}

#[test]
fn a_search_chooser_by_name_beats_random_choosers() {
    use metro_sim::bot_seed;
    use metro_sim::generic::chooser_by_name;
    assert!(chooser_by_name::<metro_chicago::Game>("flat:0", 1).is_none());
    assert!(chooser_by_name::<metro_chicago::Game>("heuristic", 1).is_none());
    let mut config = GenericConfig::<metro_chicago::Game>::random(metro_chicago::Setup::new(3), 6);
    config.players = Arc::new(|seed, seat| {
        let name = if seat.0 == 0 { "flat:2" } else { "random" };
        chooser_by_name(name, bot_seed(seed, seat.index())).expect("a known chooser")
    });
    let one = records(&config);
    config.jobs = 2;
    assert_eq!(one, records(&config));
    let firsts = one.iter().filter(|r| r.places[0] == 1).count();
    assert!(firsts >= 4, "the search came first in {firsts} of 6 games");
}

/// Collects whole records.
struct Whole(Vec<metro_sim::generic::RecordOf<metro_chicago::Game>>);

impl Observer<metro_sim::generic::RecordOf<metro_chicago::Game>> for Whole {
    fn record(
        &mut self,
        _: u64,
        record: metro_sim::generic::RecordOf<metro_chicago::Game>,
    ) -> std::io::Result<()> {
        self.0.push(record);
        Ok(())
    }
}

// Issue 29: a game that records itself is recorded whole — the envelope with the setup, the bots and the winners,
// and the game's own fields inside —, the same bytes on any number of threads, and summed up generically.
#[test]
fn a_recorded_run_writes_the_game_s_own_fields() {
    use metro_sim::generic::{GenericSummary, players_by_name, run_recorded};
    let bots: Vec<String> = ["random", "flat:1", "random"].map(String::from).to_vec();
    let mut config = GenericConfig::<metro_chicago::Game>::random(metro_chicago::Setup::new(3), 10);
    config.players =
        players_by_name(metro_game::bot::bot_by_name::<metro_chicago::Game>, &bots).expect("known bots");
    config.bots = bots.clone();
    config.seed = 40;
    let mut one = Whole(Vec::new());
    run_recorded(&config, &mut one).expect("the run plays");
    config.jobs = 2;
    let mut two = Whole(Vec::new());
    run_recorded(&config, &mut two).expect("the run plays");
    assert_eq!(one.0, two.0);
    let lines = |records: &[metro_sim::generic::RecordOf<metro_chicago::Game>]| {
        let mut out = Vec::new();
        for r in records {
            r.write_json_line(&mut out).expect("written");
        }
        out
    };
    assert_eq!(lines(&one.0), lines(&two.0));
    let text = String::from_utf8(lines(&one.0)).expect("UTF-8");
    let first: serde_json::Value = serde_json::from_str(text.lines().next().expect("a line")).expect("JSON");
    // the keys in the documented order (docs/chicago-sim-json.md)
    let line = text.lines().next().expect("a line");
    let at: Vec<usize> = [
        "{\"game\":",
        ",\"setup\":{\"board\":",
        "},\"bots\":",
        ",\"seed\":",
        ",\"decisions\":",
        ",\"actions\":[[",
        ",\"scores\":",
        ",\"places\":",
        ",\"winners\":",
        ",\"record\":{\"players\":",
    ]
    .iter()
    .map(|key| line.find(key).unwrap_or_else(|| panic!("{key} in {line}")))
    .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{line}");
    assert_eq!(first["game"], "chicago-express");
    assert_eq!(first["setup"]["board"], "Chicago Express");
    assert_eq!(first["bots"], serde_json::json!(["random", "flat:1", "random"]));
    assert_eq!(first["seed"], 40);
    let record = &first["record"];
    for key in [
        "players",
        "companies",
        "houses_left",
        "end",
        "dividend_phases",
        "wabash_opened",
    ] {
        assert!(record.get(key).is_some(), "{key} in {record}");
    }
    // the scores are the players' cash
    for (seat, player) in record["players"].as_array().expect("players").iter().enumerate() {
        assert_eq!(player["cash"], first["scores"][seat]);
    }
    let mut summary = GenericSummary::new(<metro_chicago::Game as metro_game::record::Recorded>::FACTS);
    for r in &one.0 {
        summary.add(r);
    }
    assert_eq!(summary.games, 10);
    let shares: f64 = (0..3).map(|s| summary.seat_win_share(s)).sum();
    assert!((shares - 1.0).abs() < 1e-9, "{shares}");
    assert_eq!(summary.bots.len(), 2);
    assert_eq!(summary.bots[0].1, 20);
    let ended: u64 = summary.facts[..4].iter().map(|f| f.1).sum();
    assert!(ended >= 10, "every game ended by some condition");
    assert!(summary.decisions_per_game() > 50.0);
}

// Issue 29: a tournament of any game plays every seating (every distinct arrangement of the bots over the seats);
// the win shares sum to the games played, and the results do not depend on the threads.
#[test]
fn a_generic_tournament_plays_every_seating() {
    use metro_sim::generic_tournament::{GenericTournament, run_generic_tournament};
    let bots: Vec<String> = ["flat:1", "random", "random"].map(String::from).to_vec();
    let mut config = GenericTournament::<metro_chicago::Game> {
        setup: metro_chicago::Setup::new(3),
        start: None,
        bots: bots.clone(),
        maker: metro_game::bot::bot_by_name::<metro_chicago::Game>,
        games: 2,
        seed: 5,
        jobs: 1,
        spawner: metro_bots::threads::Spawner::system(),
    };
    // a bot listed twice plays the distinct seatings once: one searcher against two random bots, 3 seatings
    let repeated = run_generic_tournament(&config, |_| {}).expect("played");
    assert_eq!(repeated.seatings, 3);
    assert_eq!(repeated.games, 6);
    assert_eq!(repeated.bots.len(), 2);
    assert_eq!((repeated.bots[0].games, repeated.bots[1].games), (6, 12));
    assert!(repeated.bots[0].by_seat.iter().all(|s| s.0 == 2));
    let total: f64 = repeated.bots.iter().map(|b| b.wins).sum();
    assert!((total - 6.0).abs() < 1e-9);
    config.bots = ["flat:1", "random"].map(String::from).to_vec();
    config.setup = metro_chicago::Setup::new(2);
    let one = run_generic_tournament(&config, |_| {}).expect("played");
    assert_eq!(one.seatings, 2);
    assert_eq!(one.games, 4);
    let total: f64 = one.bots.iter().map(|b| b.wins).sum();
    assert!((total - 4.0).abs() < 1e-9);
    assert!(
        one.bots
            .iter()
            .all(|b| b.games == 4 && b.by_seat.iter().all(|s| s.0 == 2))
    );
    config.jobs = 2;
    let two = run_generic_tournament(&config, |_| {}).expect("played");
    assert_eq!(one.bots, two.bots);
    config.bots = vec!["random".into()];
    assert!(matches!(
        run_generic_tournament(&config, |_| {}),
        Err(metro_sim::SimError::Players {
            given: 1,
            min: 2,
            max: 6
        })
    ));
    config.bots = ["random", "nobody"].map(String::from).to_vec();
    assert!(matches!(
        run_generic_tournament(&config, |_| {}),
        Err(metro_sim::SimError::UnknownBot { .. })
    ));
}

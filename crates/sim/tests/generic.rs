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

//! Tokyo Metro through the game-agnostic interface (`metro_game::GameState`): random playouts to the end on every
//! built-in map and card set, 1–5 players, never get stuck; replaying their decisions gives the same hashes and
//! outcome; the interface refuses what the game refuses and agrees with the game's own result.

use std::sync::Arc;

use metro_core::{CardSet, KindCatalogue, Map};
use metro_engine::{GAME_INFO, Game, Setup};
use metro_game::playout::{Picks, Scratch, checked_playout, random_playout, replay};
use metro_game::{Deciders, GameState, Seat, WhyNot};

fn map(text: &str, file: &str) -> Arc<Map> {
    Arc::new(metro_data::load_map(file, text).expect("built-in map loads"))
}

fn cards(text: &str, file: &str) -> Arc<CardSet> {
    Arc::new(metro_data::load_card_set(file, text, &KindCatalogue::builtin()).expect("built-in cards load"))
}

#[test]
fn random_games_through_the_interface_end_and_replay() {
    let maps = [
        map(metro_tokyo::MAP_TOML, "tokyo"),
        map(metro_osaka::MAP_TOML, "osaka"),
    ];
    let sets = [
        cards(metro_tokyo::CARDS_TOML, "tokyo"),
        cards(metro_osaka::CARDS_TOML, "osaka"),
    ];
    let mut scratch = Scratch::default();
    for m in &maps {
        for c in &sets {
            for players in GAME_INFO.min_seats..=GAME_INFO.max_seats {
                for seed in 0..3u64 {
                    let setup = Setup::new(m.clone(), c.clone(), players as usize);
                    let mut game = <Game as GameState>::new_game(&setup, seed).expect("a valid setup");
                    let mut decisions = Vec::new();
                    let finished = random_playout(
                        &mut game,
                        &mut Picks::new(seed ^ 0x70),
                        100_000,
                        &mut scratch,
                        |s, a| decisions.push((s, a)),
                    )
                    .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
                    // the outcome is the game's own result
                    let result = game.result().expect("over");
                    assert_eq!(
                        finished.outcome.winners().iter().collect::<Vec<_>>(),
                        [Seat(result.winner.0)]
                    );
                    for (seat, total) in result.totals.as_slice().iter().enumerate() {
                        assert_eq!(finished.outcome.score(Seat(seat as u8)), i64::from(*total));
                    }
                    // deterministic: the same setup, seed and decisions give the same hashes
                    let mut again = <Game as GameState>::new_game(&setup, seed).expect("a valid setup");
                    let mut last = GameState::hash(&again);
                    replay(&mut again, &decisions, &mut Vec::new(), |h| last = h)
                        .expect("the same decisions are legal again");
                    assert_eq!(last, finished.hash);
                    assert_eq!(GameState::outcome(&again), Some(finished.outcome));
                }
            }
        }
    }
}

#[test]
fn a_seat_not_to_move_has_no_action_and_is_refused() {
    let setup = Setup::new(
        map(metro_tokyo::MAP_TOML, "tokyo"),
        cards(metro_tokyo::CARDS_TOML, "tokyo"),
        3,
    );
    let mut game = <Game as GameState>::new_game(&setup, 4).expect("a valid setup");
    let Deciders::One(mover) = GameState::to_move(&game) else {
        panic!("one seat decides at the start");
    };
    let other = Seat((mover.0 + 1) % 3);
    let mut legal = Vec::new();
    GameState::legal_actions(&game, other, &mut legal);
    assert!(legal.is_empty());
    GameState::legal_actions(&game, mover, &mut legal);
    let action = legal[0];
    let before = GameState::hash(&game);
    let refusal =
        GameState::apply(&mut game, other, action, &mut Vec::new()).expect_err("not their decision");
    assert_eq!(refusal.rule(), "TM-6");
    assert_eq!(GameState::hash(&game), before);
    assert_eq!(GameState::seats(&game), 3);
    assert_eq!(<Game as GameState>::INFO.key.as_str(), "tokyo-metro");
    // a determinisation keeps what the seat sees
    let drawn = GameState::determinize(&game, other, 9);
    assert_eq!(GameState::view(&drawn, other), GameState::view(&game, other));
    GameState::apply(&mut game, mover, action, &mut Vec::new()).expect("the listed action");
}

#[test]
fn the_generic_invariants_hold_at_every_decision() {
    let map = map(metro_tokyo::MAP_TOML, "tokyo");
    let cards = cards(metro_tokyo::CARDS_TOML, "tokyo");
    for players in [1, 3, 5] {
        let setup = Setup::new(map.clone(), cards.clone(), players);
        let mut game = <Game as GameState>::new_game(&setup, 11).expect("a valid setup");
        let mut plain = game.clone();
        let checked = checked_playout(
            &mut game,
            &mut Picks::new(5),
            100_000,
            &mut Scratch::default(),
            |_, _| {},
        )
        .unwrap_or_else(|e| panic!("{players} players: {e}"));
        let unchecked = random_playout(
            &mut plain,
            &mut Picks::new(5),
            100_000,
            &mut Scratch::default(),
            |_, _| {},
        )
        .expect("the same game");
        assert_eq!(checked, unchecked);
    }
}

// rule TM-12.1: a seat's view hash follows what it sees and nothing hidden from it — another player's secret bid
// changes no other seat's hash, and the bidder's own.
#[test]
fn a_view_hash_follows_the_view_and_hides_secret_bids() {
    let setup = Setup::new(
        map(metro_tokyo::MAP_TOML, "tokyo"),
        cards(metro_tokyo::CARDS_TOML, "tokyo"),
        3,
    );
    let mut game = <Game as GameState>::new_game(&setup, 4).expect("a valid setup");
    let mut legal = Vec::new();
    let mut picks = Picks::new(9);
    let mut bids = 0;
    while !GameState::is_over(&game) && bids < 6 {
        let Some(seat) = GameState::to_move(&game).seats().iter().next() else {
            break;
        };
        GameState::legal_actions(&game, seat, &mut legal);
        let before: Vec<u64> = (0..3).map(|s| GameState::view_hash(&game, Seat(s))).collect();
        let bidding = legal.iter().any(|a| matches!(a, metro_engine::Action::Bid(_)));
        // a bid's amount: the highest offered, far from what a determinisation guesses
        let action = if bidding {
            *legal
                .iter()
                .rev()
                .find(|a| matches!(a, metro_engine::Action::Bid(_)))
                .expect("a bid")
        } else {
            legal[picks.below(legal.len())]
        };
        let mut events = Vec::new();
        GameState::apply(&mut game, seat, action, &mut events).expect("legal");
        let after: Vec<u64> = (0..3).map(|s| GameState::view_hash(&game, Seat(s))).collect();
        if bidding && !events.iter().any(metro_engine::Event::reveals) {
            bids += 1;
            // The others see that a bid was made (its flag), never its amount: a determinisation for them, which
            // guesses the bid anew (a few hundred yen at most), leaves their hash as it is.
            for s in (0..3).map(Seat).filter(|&s| s != seat) {
                assert_ne!(
                    before[s.index()],
                    after[s.index()],
                    "the flag of a bid made is seen"
                );
                let drawn = GameState::determinize(&game, s, 77);
                assert_eq!(
                    GameState::view_hash(&drawn, s),
                    after[s.index()],
                    "seat {} learns the amount",
                    s.0 + 1
                );
            }
        }
    }
    assert!(bids > 0, "no secret bid was made");
}

#[test]
fn flat_monte_carlo_over_the_interface_beats_random_play() {
    use metro_game::playout::Picks;
    use metro_game::search::FlatMonteCarlo;
    // seat 0 searches (2 random playouts an action, each from a determinisation of what it cannot see: the decks'
    // order and the other player's secret bid); seat 1 plays at random
    let setup = Setup::new(
        map(metro_tokyo::MAP_TOML, "tokyo"),
        cards(metro_tokyo::CARDS_TOML, "tokyo"),
        2,
    );
    let mut wins = 0.0;
    let games = 8;
    for seed in 0..games {
        let mut game = <Game as GameState>::new_game(&setup, seed).expect("a valid setup");
        let mut search = FlatMonteCarlo::new(2, seed);
        let mut picks = Picks::new(seed ^ 0xA5);
        let (mut legal, mut events, mut scratch) = (Vec::new(), Vec::new(), Scratch::default());
        while let Deciders::One(seat) = GameState::to_move(&game) {
            GameState::legal_actions(&game, seat, &mut legal);
            let i = if seat == Seat(0) {
                search.choose(&game, seat, &legal, &mut scratch)
            } else {
                picks.below(legal.len())
            };
            GameState::apply(&mut game, seat, legal[i], &mut events).expect("a listed action");
        }
        wins += GameState::outcome(&game).expect("over").win_share(Seat(0));
    }
    assert!(
        wins >= 6.0,
        "the search won {wins} of {games} games against a random player"
    );
}

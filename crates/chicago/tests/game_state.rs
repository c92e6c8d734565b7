//! Chicago Express through the game-agnostic interface (`metro_game::GameState`): random playouts to the end from
//! random seeds never get stuck, replaying their decisions gives the same hashes, and the interface refuses what
//! the game refuses.

use metro_chicago::policy::{Policy, WestwardPolicy};
use metro_chicago::{Action, Board, GAME_INFO, Game, Seat, Setup};
use metro_game::playout::{Picks, Scratch, checked_playout, random_playout, replay};
use metro_game::{Deciders, GameState, WhyNot};

fn play_through_the_interface(players: u8, seed: u64) {
    let setup = Setup::new(players);
    let mut game = <Game as GameState>::new_game(&setup, seed).expect("a valid setup");
    let mut scratch = Scratch::default();
    let mut decisions = Vec::new();
    let finished = random_playout(
        &mut game,
        &mut Picks::new(seed ^ 0xC4),
        100_000,
        &mut scratch,
        |s, a| decisions.push((s, a)),
    )
    .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
    assert_eq!(finished.decisions as usize, decisions.len());
    assert_eq!(finished.outcome.seats(), players);
    assert!(!finished.outcome.winners().is_empty());
    // deterministic: the same setup, seed and decisions give the same hashes
    let mut again = <Game as GameState>::new_game(&setup, seed).expect("a valid setup");
    let mut last = GameState::hash(&again);
    replay(&mut again, &decisions, &mut Vec::new(), |h| last = h)
        .expect("the same decisions are legal again");
    assert_eq!(last, finished.hash);
    assert_eq!(GameState::outcome(&again), Some(finished.outcome));
}

#[test]
fn random_games_through_the_interface_end_and_replay() {
    for players in GAME_INFO.min_seats..=GAME_INFO.max_seats {
        for seed in 0..8 {
            play_through_the_interface(players, seed * 7919 + u64::from(players));
        }
    }
}

#[test]
fn westward_games_through_the_interface_reach_the_end() {
    // The westward policy reaches Chicago, so Wabash and the Chicago Phase are played through the interface too.
    let board = Board::builtin();
    for seed in 0..20 {
        let mut game = <Game as GameState>::new_game(&Setup::new(4), seed).expect("a valid setup");
        let mut policy = WestwardPolicy::new(&board, seed);
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        let mut guard = 0;
        while let Deciders::One(seat) = GameState::to_move(&game) {
            let chosen = GameState::apply_chosen(&mut game, seat, &mut legal, &mut events, |g, l| {
                policy.choose(g, l)
            });
            assert!(
                chosen.is_some(),
                "seed {seed}: seat {} had no legal action",
                seat.0
            );
            guard += 1;
            assert!(guard < 100_000, "seed {seed}: no end");
        }
        assert!(GameState::is_over(&game));
        assert!(GameState::outcome(&game).is_some());
    }
}

#[test]
fn a_seat_not_to_move_has_no_action_and_is_refused() {
    let mut game = <Game as GameState>::new_game(&Setup::new(3), 1).expect("a valid setup");
    let Deciders::One(mover) = GameState::to_move(&game) else {
        panic!("one seat decides at the start");
    };
    let other = Seat((mover.0 + 1) % 3);
    let mut legal = Vec::new();
    GameState::legal_actions(&game, other, &mut legal);
    assert!(legal.is_empty());
    GameState::legal_actions(&game, mover, &mut legal);
    assert!(!legal.is_empty());
    let before = GameState::hash(&game);
    let refusal =
        GameState::apply(&mut game, other, Action::Pass, &mut Vec::new()).expect_err("not their bid");
    // bids go round in order
    // rule CE-2.16
    assert_eq!(refusal.rule(), "CE-2.16");
    assert_eq!(GameState::hash(&game), before);
    assert_eq!(GameState::seats(&game), 3);
    assert_eq!(<Game as GameState>::INFO.key.as_str(), "chicago-express");
    // open information: a determinisation is the game itself
    assert_eq!(GameState::hash(&GameState::determinize(&game, other, 9)), before);
}

#[test]
fn the_generic_invariants_hold_at_every_decision() {
    for players in [2, 4, 6] {
        for seed in 0..3 {
            let mut game = <Game as GameState>::new_game(&Setup::new(players), seed).expect("a valid setup");
            let mut plain = game.clone();
            let checked = checked_playout(
                &mut game,
                &mut Picks::new(seed),
                100_000,
                &mut Scratch::default(),
                |_, _| {},
            )
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
            // the same games as the unchecked playout
            let unchecked = random_playout(
                &mut plain,
                &mut Picks::new(seed),
                100_000,
                &mut Scratch::default(),
                |_, _| {},
            )
            .expect("the same game");
            assert_eq!(checked, unchecked);
        }
    }
}

#[test]
fn flat_monte_carlo_over_the_interface_beats_random_play() {
    use metro_game::search::FlatMonteCarlo;
    // seat 0 searches (4 random playouts an action, from determinisations: copies here, DCE-4); seats 1 and 2 play
    // at random
    let mut wins = 0.0;
    let games = 6;
    for seed in 0..games {
        let mut game = <Game as GameState>::new_game(&Setup::new(3), seed).expect("a valid setup");
        let mut search = FlatMonteCarlo::new(4, seed);
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
        wins >= 4.0,
        "the search won {wins} of {games} games against two random players"
    );
}

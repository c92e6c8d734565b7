//! Chicago Express's bots: the heuristic plays only legal actions and finishes games of every size, beats random
//! play, the bots are found by name and are deterministic given their seed, and the search bot (a few playouts a
//! move, reproducible) plays legal games. Strength against the heuristic is measured in release with
//! `examples/duel.rs` (a debug build is too slow for enough games).

use metro_chicago::bots::{BOT_NAMES, HeuristicBot, bot_by_name};
use metro_chicago::{Action, Game, Setup};
use metro_game::bot::Bot;
use metro_game::{Deciders, GameState, Seat};

/// Plays a game to its end, seat `s` played by `bots[s]`, checking every choice is a place in the legal list
/// that the game accepts. The actions played, and the outcome's win shares.
fn play(players: u8, seed: u64, bots: &mut [Box<dyn Bot<Game>>]) -> (Vec<Action>, Vec<f64>) {
    let mut game = Game::new(Setup::new(players), seed).expect("a valid setup");
    let (mut legal, mut events, mut played) = (Vec::new(), Vec::new(), Vec::new());
    while let Deciders::One(seat) = GameState::to_move(&game) {
        GameState::legal_actions(&game, seat, &mut legal);
        assert!(!legal.is_empty());
        let i = bots[seat.index()].choose(&game, seat, &legal);
        assert!(i < legal.len(), "place {i} of {} legal actions", legal.len());
        GameState::apply(&mut game, seat, legal[i], &mut events).expect("a legal action is accepted");
        played.push(legal[i]);
        assert!(played.len() < 5_000, "the game does not end");
    }
    let outcome = game.outcome().expect("an ended game has an outcome");
    let shares = (0..players).map(|s| outcome.win_share(Seat(s))).collect();
    (played, shares)
}

fn bots(names: &[&str], seed: u64) -> Vec<Box<dyn Bot<Game>>> {
    names
        .iter()
        .enumerate()
        .map(|(s, name)| bot_by_name(name, seed * 31 + s as u64).expect("a known name"))
        .collect()
}

#[test]
fn the_heuristic_plays_only_legal_actions_and_finishes_games_of_every_size() {
    for players in 2..=6u8 {
        for seed in 0..3 {
            let names: Vec<&str> = (0..players)
                .map(|s| {
                    if (s + seed as u8).is_multiple_of(3) {
                        "random"
                    } else {
                        "heuristic"
                    }
                })
                .collect();
            let (played, _) = play(players, seed, &mut bots(&names, seed));
            assert!(!played.is_empty());
            let (played, _) = play(
                players,
                seed,
                &mut bots(&vec!["heuristic"; players as usize], seed),
            );
            assert!(!played.is_empty());
        }
    }
}

#[test]
fn the_heuristic_beats_two_random_players_in_every_seating() {
    let (mut won, mut games) = (0.0, 0);
    for seed in 0..6 {
        for seat in 0..3 {
            let mut names = ["random"; 3];
            names[seat] = "heuristic";
            let (_, shares) = play(3, seed, &mut bots(&names, seed));
            won += shares[seat];
            games += 1;
        }
    }
    eprintln!("the heuristic won {won} of {games} games against two random players");
    assert!(won >= 0.8 * games as f64, "{won} of {games}");
}

#[test]
fn bots_are_found_by_name_and_deterministic_given_their_seed() {
    for name in BOT_NAMES {
        let name = name.replace(":N", ":3").replace(":MS", ":5");
        assert!(bot_by_name(&name, 1).is_some(), "{name}");
    }
    for name in ["", "heuristics", "search:0", "search-n:x", "flat:0", "search-n:"] {
        assert!(bot_by_name(name, 1).is_none(), "{name}");
    }
    for names in [["heuristic"; 3], ["westward", "heuristic", "random"]] {
        let first = play(3, 7, &mut bots(&names, 7));
        let again = play(3, 7, &mut bots(&names, 7));
        assert_eq!(first, again);
    }
}

#[test]
fn the_search_bot_with_a_budget_in_playouts_is_reproducible_and_legal() {
    // one game, the search deciding one seat with 4 playouts a move (a budget in playouts: reproducible)
    let names = ["search-n:4", "heuristic", "heuristic"];
    let first = play(3, 2, &mut bots(&names, 2));
    let again = play(3, 2, &mut bots(&names, 2));
    assert_eq!(first, again);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "a minute in a debug build; it runs in release: cargo test --release -p metro-chicago --test bots"
)]
fn the_search_bot_beats_two_heuristics() {
    // 16 playouts a move; in release it won 81.7% of 30 games (examples/duel.rs, search-n:16)
    let (mut won, mut games) = (0.0, 0);
    for seed in 0..2 {
        for seat in 0..3 {
            let mut names = ["heuristic"; 3];
            names[seat] = "search-n:16";
            let (_, shares) = play(3, seed, &mut bots(&names, seed));
            won += shares[seat];
            games += 1;
        }
    }
    eprintln!("the search bot won {won} of {games} games against two heuristics");
    assert!(won > games as f64 / 3.0, "{won} of {games}");
}

#[test]
fn the_heuristic_offers_a_share_and_bids_only_for_what_it_is_worth() {
    // at the first initial auction (PRR, minimum $7), the heuristic bids the lowest bid or passes: never more
    let game = Game::new(Setup::new(3), 0).expect("a valid setup");
    let mut legal = Vec::new();
    GameState::legal_actions(&game, Seat(0), &mut legal);
    let mut bot = HeuristicBot::new(0);
    let i = bot.choose(&game, Seat(0), &legal);
    assert!(i <= 1, "{:?}", legal[i]);
}

//! Plays complete random 4-player games on the Tokyo map with the Tokyo cards — the criterion benchmark's workload,
//! with a fixed number of games — and prints the games per second and decisions per game. For measurements where the
//! benchmark's time-based sampling does not fit (instruction counts under `valgrind --tool=callgrind`, CPU time on a
//! busy machine): `cargo run --release -p metro-engine --example playouts -- GAMES`; `METRO_CLONES=N` sets how many
//! clones of a round-4 game are timed after the games (200,000 by default; 0 for the games' instructions alone);
//! `METRO_CHECKED=1` applies each chosen action through `Game::apply_into`, which checks it again, instead of
//! `Game::apply_chosen` (the same games either way); `METRO_TRAIT=1` plays through the game-agnostic interface,
//! `metro_game::GameState::apply_chosen`, as a generic driver does (the same games again: its cost is the interface's).

use std::sync::Arc;
use std::time::Instant;

use metro_core::KindCatalogue;
use metro_engine::ids::GameRng;
use metro_engine::{Game, Rules, Setup};
use metro_game::{Deciders, GameState};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000);
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map loads");
    let cards = metro_data::load_card_set(
        "cards/tokyo.toml",
        metro_tokyo::CARDS_TOML,
        &KindCatalogue::builtin(),
    )
    .expect("the Tokyo cards load");
    let rules = Arc::new(Rules::new(Setup::new(Arc::new(map), Arc::new(cards), 4)).expect("a valid setup"));
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    // METRO_CHECKED=1: list, pick, then `apply_into`, which checks the action again (what a driver holding an action
    // from elsewhere does); by default `apply_chosen`, which applies the listed action unchecked (what a playout does).
    let checked = std::env::var("METRO_CHECKED").is_ok_and(|v| v == "1");
    let generic = std::env::var("METRO_TRAIT").is_ok_and(|v| v == "1");
    let start = Instant::now();
    let mut decisions = 0u64;
    for seed in 1..=games {
        let mut game = Game::with_rules(rules.clone(), seed);
        let mut rng = GameRng::new(seed ^ 0x5EED);
        while !game.is_over() {
            events.clear();
            if generic {
                let Deciders::One(seat) = GameState::to_move(&game) else {
                    break;
                };
                GameState::apply_chosen(&mut game, seat, &mut legal, &mut events, |_, legal| {
                    rng.below(legal.len())
                })
                .expect("a place in the list");
            } else if checked {
                game.legal_actions_into(&mut legal);
                let action = legal[rng.below(legal.len())];
                game.apply_into(action, &mut events)
                    .expect("a listed action is legal");
            } else {
                game.apply_chosen(&mut legal, &mut events, |_, legal| rng.below(legal.len()))
                    .expect("a place in the list");
            }
            decisions += 1;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{games} games ({}), {:.1} decisions a game, {:.0} games/s, {:.0} decisions/s",
        if generic {
            "GameState::apply_chosen"
        } else if checked {
            "apply_into"
        } else {
            "apply_chosen"
        },
        decisions as f64 / games as f64,
        games as f64 / seconds,
        decisions as f64 / seconds
    );
    // Cloning a game in round 4 (what a search bot does for every playout).
    let mut game = Game::with_rules(rules, 7);
    let mut rng = GameRng::new(7);
    while !game.is_over() && game.round() < 4 {
        game.legal_actions_into(&mut legal);
        let action = legal[rng.below(legal.len())];
        events.clear();
        game.apply_into(action, &mut events)
            .expect("a listed action is legal");
    }
    let clones: u32 = std::env::var("METRO_CLONES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200_000);
    if clones == 0 {
        return;
    }
    let start = Instant::now();
    for _ in 0..clones {
        std::hint::black_box(std::hint::black_box(&game).clone());
    }
    println!(
        "cloning a game in round 4: {:.0} ns",
        start.elapsed().as_secs_f64() * 1e9 / clones as f64
    );
}

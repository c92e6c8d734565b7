//! Plays complete games on the built-in board and prints decisions per second: first with the uniformly random
//! policy, then with the westward one (which reaches Chicago), and how often Wabash opened.
//!
//! `cargo run --release -p metro-chicago --example chicago_playouts -- [GAMES] [PLAYERS]` (defaults: 2,000 games, 4
//! players). The timed loop reuses its buffers: `Game::apply_chosen` lists into one and applies the chosen action
//! without checking it again. `METRO_TRAIT=1` plays the same games through the game-agnostic interface
//! (`metro_game::GameState::apply_chosen`), as a generic driver does.

use std::time::Instant;

use metro_chicago::policy::{Policy, RandomPolicy, WestwardPolicy};
use metro_chicago::{Board, Event, Game, Setup};
use metro_game::{Deciders, GameState};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(2_000);
    let players: u8 = args.next().and_then(|n| n.parse().ok()).unwrap_or(4);
    let board = Board::builtin();
    let generic = std::env::var("METRO_TRAIT").is_ok_and(|v| v == "1");
    for name in ["random", "westward"] {
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        let mut decisions = 0u64;
        let mut wabash = 0u64;
        let start = Instant::now();
        for seed in 0..games {
            let Ok(mut game) = Game::with_board(board.clone(), Setup::new(players), seed) else {
                eprintln!("{players} players is not a valid setup (2 to 6)");
                return;
            };
            let mut policy: Box<dyn Policy> = if name == "random" {
                Box::new(RandomPolicy::new(seed ^ 0x5EED))
            } else {
                Box::new(WestwardPolicy::new(&board, seed ^ 0x5EED))
            };
            let mut opened = false;
            loop {
                events.clear();
                let chosen = if generic {
                    let Deciders::One(seat) = GameState::to_move(&game) else {
                        break;
                    };
                    GameState::apply_chosen(&mut game, seat, &mut legal, &mut events, |g, l| {
                        policy.choose(g, l)
                    })
                } else {
                    game.apply_chosen(&mut legal, &mut events, |g, l| policy.choose(g, l))
                };
                if chosen.is_none() {
                    break;
                }
                opened |= events.iter().any(|e| matches!(e, Event::CompanyOpened { .. }));
                decisions += 1;
            }
            wabash += u64::from(opened);
        }
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "{name:>8}: {games} games of {players} players, {:.1} decisions a game, {:.0} games/s, {:.0} decisions/s, \
             Wabash opened in {:.1}%",
            decisions as f64 / games as f64,
            games as f64 / seconds,
            decisions as f64 / seconds,
            100.0 * wabash as f64 / games as f64
        );
    }
}

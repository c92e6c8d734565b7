//! Measures the heuristic bot against the random bot in 2-player games: win rate by map and seat, and speed.
//!
//! `cargo run --release -p metro-bots --example versus -- [games per map and seat] [first seed]`

use std::sync::Arc;
use std::time::Instant;

use metro_bots::{Bot, HeuristicBot, RandomBot};
use metro_core::{CardSet, KindCatalogue, Map};
use metro_engine::{Game, RuleOptions, Setup};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().map_or(Ok(100), |a| a.parse())?;
    let first_seed: u64 = args.next().map_or(Ok(0), |a| a.parse())?;
    let kinds = KindCatalogue::builtin();
    let maps: Vec<(&str, Arc<Map>)> = vec![
        (
            "tokyo",
            Arc::new(metro_data::load_map("tokyo", metro_tokyo::MAP_TOML).map_err(|e| format!("{e:?}"))?),
        ),
        (
            "osaka",
            Arc::new(metro_data::load_map("osaka", metro_osaka::MAP_TOML).map_err(|e| format!("{e:?}"))?),
        ),
    ];
    let sets: Vec<(&str, Arc<CardSet>)> = vec![
        (
            "tokyo",
            Arc::new(
                metro_data::load_card_set("tokyo", metro_tokyo::CARDS_TOML, &kinds)
                    .map_err(|e| format!("{e:?}"))?,
            ),
        ),
        (
            "osaka",
            Arc::new(
                metro_data::load_card_set("osaka", metro_osaka::CARDS_TOML, &kinds)
                    .map_err(|e| format!("{e:?}"))?,
            ),
        ),
    ];
    let mut all_wins = 0u64;
    let mut all_games = 0u64;
    let mut decisions = 0u64;
    let mut heuristic_decisions = 0u64;
    let mut heuristic_time = 0f64;
    let start = Instant::now();
    for (set_name, cards) in &sets {
        for (map_name, map) in &maps {
            for seat in 0..2u8 {
                let mut wins = 0;
                let mut margin = 0i64;
                for g in 0..games {
                    let seed = first_seed + g;
                    let setup = Setup {
                        map: map.clone(),
                        cards: cards.clone(),
                        players: 2,
                        options: RuleOptions::default(),
                        modules: Vec::new(),
                    };
                    let mut game = Game::new(setup, seed)?;
                    let mut bots: Vec<Box<dyn Bot>> = vec![
                        Box::new(RandomBot::new(seed.wrapping_mul(31).wrapping_add(7))),
                        Box::new(HeuristicBot::new(seed)),
                    ];
                    if seat == 0 {
                        bots.swap(0, 1);
                    }
                    let mut legal = Vec::new();
                    while let Some(player) = game.to_move() {
                        game.legal_actions_into(&mut legal);
                        let heuristic = player.0 == seat;
                        let t = Instant::now();
                        let action = bots[player.0 as usize].choose(&game.player_view(player), &legal);
                        if heuristic {
                            heuristic_time += t.elapsed().as_secs_f64();
                            heuristic_decisions += 1;
                        }
                        game.apply(action)?;
                        decisions += 1;
                    }
                    let result = game.result().ok_or("no result")?;
                    if result.winner.0 == seat {
                        wins += 1;
                    }
                    margin += (result.totals[seat as usize] - result.totals[1 - seat as usize]) as i64;
                }
                if *set_name == "tokyo" {
                    all_wins += wins;
                    all_games += games;
                }
                println!(
                    "cards {set_name:5} map {map_name:5} heuristic in seat {seat}: {wins}/{games} wins ({:.1}%), mean margin ¥{}",
                    100.0 * wins as f64 / games as f64,
                    margin / games as i64
                );
            }
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "Tokyo cards overall: {all_wins}/{all_games} ({:.1}%); {} games in {elapsed:.1}s ({:.0} games/s, {:.0} decisions/s); \
         heuristic: {heuristic_decisions} decisions, {:.0} decisions/s",
        100.0 * all_wins as f64 / all_games as f64,
        4 * games as usize * 2,
        (4 * games * 2) as f64 / elapsed,
        decisions as f64 / elapsed,
        heuristic_decisions as f64 / heuristic_time
    );
    Ok(())
}

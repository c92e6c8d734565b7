//! Measures the search bot's speed: playouts per second of thread CPU time and of wall time, and the longest time a
//! move took, over whole games of the search bot against heuristic bots.
//!
//! `cargo run --release -p metro-bots --example bot_playouts -- [map: tokyo|osaka] [players] [playouts] [games] [seed]`
//!
//! CPU time is read from `/proc/thread-self/stat` (Linux), so that other processes on a loaded machine do not count.

use std::sync::Arc;
use std::time::Instant;

use metro_bots::{Bot, HeuristicBot, MctsBot};
use metro_core::KindCatalogue;
use metro_engine::{Game, RuleOptions, Setup};

/// User + system CPU time of this thread in seconds (clock ticks of 1/100 s), if readable.
fn thread_cpu() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let after = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_else(|| "tokyo".into());
    let players: usize = args.next().map_or(Ok(2), |a| a.parse())?;
    let playouts: u32 = args.next().map_or(Ok(100), |a| a.parse())?;
    let games: u64 = args.next().map_or(Ok(2), |a| a.parse())?;
    let seed: u64 = args.next().map_or(Ok(0), |a| a.parse())?;
    let kinds = KindCatalogue::builtin();
    let (map, cards) = match which.as_str() {
        "osaka" => (metro_osaka::MAP_TOML, metro_osaka::CARDS_TOML),
        _ => (metro_tokyo::MAP_TOML, metro_tokyo::CARDS_TOML),
    };
    let setup = Setup {
        map: Arc::new(metro_data::load_map("map", map).map_err(|e| format!("{e:?}"))?),
        cards: Arc::new(metro_data::load_card_set("cards", cards, &kinds).map_err(|e| format!("{e:?}"))?),
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    };
    let (mut searched, mut cpu_total, mut wall_total, mut longest_cpu, mut longest_wall) =
        (0u64, 0.0, 0.0, 0.0f64, 0.0f64);
    for g in 0..games {
        let mut game = Game::new(setup.clone(), seed + g)?;
        let mut mcts = MctsBot::from_name(&format!("mcts:{playouts}"), seed + g).ok_or("bot")?;
        let mut others: Vec<HeuristicBot> = (0..players).map(|p| HeuristicBot::new(p as u64 + g)).collect();
        while let Some(player) = game.to_move() {
            let legal = game.legal_actions();
            let action = if player.0 == 0 && legal.len() > 1 {
                let (cpu, wall) = (thread_cpu().unwrap_or(0.0), Instant::now());
                let a = mcts.choose(&game.player_view(player), &legal);
                let (cpu, wall) = (thread_cpu().unwrap_or(0.0) - cpu, wall.elapsed().as_secs_f64());
                searched += 1;
                cpu_total += cpu;
                wall_total += wall;
                longest_cpu = longest_cpu.max(cpu);
                longest_wall = longest_wall.max(wall);
                a
            } else {
                others[player.0 as usize].choose(&game.player_view(player), &legal)
            };
            game.apply(action)?;
        }
    }
    let n = searched as f64 * playouts as f64;
    println!(
        "{which}, {players} players, mcts:{playouts}: {searched} searched moves; {:.0} playouts/s CPU, {:.0} playouts/s \
         wall; per move: mean {:.3} s CPU ({:.3} s wall), longest {:.3} s CPU ({:.3} s wall)",
        n / cpu_total.max(1e-9),
        n / wall_total.max(1e-9),
        cpu_total / searched.max(1) as f64,
        wall_total / searched.max(1) as f64,
        longest_cpu,
        longest_wall
    );
    Ok(())
}

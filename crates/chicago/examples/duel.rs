//! Bots against each other in every seating, on one thread: win shares (a tie counts 1/k) with 95% Wilson
//! intervals, decisions per game and time per decision, and the search bots' playouts.
//!
//! `cargo run --release -p metro-chicago --example duel -- BOT,BOT,BOT [GAMES] [SEED]` (defaults: 300 games, seed
//! 0). The seating rotates game by game (game `i` is played from seed `SEED + i / seats`, the bots shifted by
//! `i % seats` places), so every bot sits in every seat equally often on the same positions. Names are
//! `metro_chicago::bots::BOT_NAMES`, `playout` (the heuristic as the search's playouts play it), `noisy` (the heuristic with $1 of noise, for varied games), and `tuned`: the heuristic with the weights of `DUEL_PARAMS`
//! (`rho=0.5,chicago=0.8,…`, the fields of `metro_chicago::bots::Params`).

use std::time::{Duration, Instant};

use metro_chicago::bots::{HeuristicBot, Params, bot_by_name, search_bot};
use metro_chicago::{Game, Setup};
use metro_game::bot::{Bot, SearchBot};
use metro_game::search::Budget;
use metro_game::{Deciders, GameState, Seat};

enum Player {
    Search(SearchBot<Game>),
    Other(Box<dyn Bot<Game>>),
}

impl Player {
    fn choose(&mut self, game: &Game, seat: Seat, legal: &[metro_chicago::Action]) -> usize {
        match self {
            Player::Search(bot) => bot.choose(game, seat, legal),
            Player::Other(bot) => bot.choose(game, seat, legal),
        }
    }

    fn playouts(&self) -> (u64, u64) {
        match self {
            Player::Search(bot) => (bot.search().playouts_played(), bot.search().playout_decisions()),
            Player::Other(_) => (0, 0),
        }
    }
}

fn tuned_params() -> Params {
    let mut p = Params::default();
    let Ok(text) = std::env::var("DUEL_PARAMS") else {
        return p;
    };
    for pair in text.split(',').filter(|s| !s.is_empty()) {
        let Some((key, value)) = pair.split_once('=') else {
            eprintln!("DUEL_PARAMS: `{pair}` is not key=value");
            continue;
        };
        let Ok(value) = value.trim().parse::<f64>() else {
            eprintln!("DUEL_PARAMS: `{value}` is not a number");
            continue;
        };
        let field = match key.trim() {
            "rho" => &mut p.rho,
            "growth_realised" => &mut p.growth_realised,
            "chicago" => &mut p.chicago,
            "chicago_cost" => &mut p.chicago_cost,
            "chicago_pace" => &mut p.chicago_pace,
            "best_rival" => &mut p.best_rival,
            "noise" => &mut p.noise,
            "bid_margin" => &mut p.bid_margin,
            other => {
                eprintln!("DUEL_PARAMS: no weight `{other}`");
                continue;
            }
        };
        *field = value;
    }
    p
}

fn make(name: &str, seed: u64) -> Option<Player> {
    if name == "tuned" {
        return Some(Player::Other(Box::new(HeuristicBot::with_params(
            tuned_params(),
            seed,
        ))));
    }
    if name == "noisy" {
        let noisy = Params {
            noise: 1.0,
            ..Params::default()
        };
        return Some(Player::Other(Box::new(HeuristicBot::with_params(noisy, seed))));
    }
    if name == "playout" {
        return Some(Player::Other(Box::new(HeuristicBot::with_params(
            Params::playout(),
            seed,
        ))));
    }
    if name == "search" {
        return Some(Player::Search(search_bot(
            Budget::Time(Duration::from_millis(1000)),
            seed,
        )));
    }
    if let Some(ms) = name.strip_prefix("search:").and_then(|ms| ms.parse().ok()) {
        return Some(Player::Search(search_bot(
            Budget::Time(Duration::from_millis(ms)),
            seed,
        )));
    }
    if let Some(n) = name.strip_prefix("search-n:").and_then(|n| n.parse().ok()) {
        return Some(Player::Search(search_bot(Budget::Playouts(n), seed)));
    }
    bot_by_name(name, seed).map(Player::Other)
}

/// The 95% Wilson interval of a share `p` of `n` trials.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[derive(Default, Clone)]
struct Tally {
    wins: f64,
    games: u64,
    decisions: u64,
    time: Duration,
    playouts: u64,
    playout_decisions: u64,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(list) = args.next() else {
        eprintln!("usage: duel BOT,BOT[,BOT…] [GAMES] [SEED]");
        return;
    };
    let names: Vec<&str> = list.split(',').collect();
    let games: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(300);
    let base: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(0);
    let seats = names.len();
    if !(2..=6).contains(&seats) {
        eprintln!("2 to 6 bots");
        return;
    }
    // one tally per distinct name
    let mut distinct: Vec<&str> = Vec::new();
    for name in &names {
        if !distinct.contains(name) {
            distinct.push(name);
        }
    }
    let mut tallies = vec![Tally::default(); distinct.len()];
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    let started = Instant::now();
    let mut last = started;
    let mut arrivals = 0u64;
    let mut phases = 0u64;
    for i in 0..games {
        let seed = base + i / seats as u64;
        let shift = (i % seats as u64) as usize;
        // seat s plays names[(s + shift) % seats]
        let mut players = Vec::with_capacity(seats);
        for s in 0..seats {
            let name = names[(s + shift) % seats];
            let Some(player) = make(name, seed.wrapping_mul(31).wrapping_add(s as u64)) else {
                eprintln!("no bot named `{name}`");
                return;
            };
            players.push(player);
        }
        let Ok(mut game) = Game::new(Setup::new(seats as u8), seed) else {
            eprintln!("{seats} players is not a valid setup");
            return;
        };
        let tally_of = |s: usize| {
            let name = names[(s + shift) % seats];
            distinct.iter().position(|d| *d == name).unwrap_or(0)
        };
        while let Deciders::One(seat) = GameState::to_move(&game) {
            events.clear();
            let player = &mut players[seat.index()];
            let clock = Instant::now();
            let chosen = GameState::apply_chosen(&mut game, seat, &mut legal, &mut events, |g, l| {
                player.choose(g, seat, l)
            });
            let t = &mut tallies[tally_of(seat.index())];
            t.time += clock.elapsed();
            t.decisions += 1;
            if chosen.is_none() {
                break;
            }
            arrivals += events
                .iter()
                .filter(|e| matches!(e, metro_chicago::Event::ChicagoReached { .. }))
                .count() as u64;
        }
        phases += u64::from(game.state().dividend_phases());
        let Some(outcome) = game.outcome() else {
            eprintln!("game {i} did not end");
            return;
        };
        for (s, player) in players.iter().enumerate() {
            let t = &mut tallies[tally_of(s)];
            t.wins += outcome.win_share(Seat(s as u8));
            t.games += 1;
            let (p, d) = player.playouts();
            t.playouts += p;
            t.playout_decisions += d;
        }
        if (i + 1) % 50 == 0 || last.elapsed() >= Duration::from_secs(30) {
            last = Instant::now();
            let first = &tallies[0];
            eprintln!(
                "game {}: {} {:.1} of {} ({:.0} s)",
                i + 1,
                distinct[0],
                first.wins,
                first.games / names.iter().filter(|n| **n == distinct[0]).count() as u64,
                started.elapsed().as_secs_f64()
            );
        }
    }
    println!(
        "{games} games of {seats} players ({}), every seating, seeds from {base}, {:.1} s",
        names.join(", "),
        started.elapsed().as_secs_f64()
    );
    println!(
        "{:.2} arrivals at Chicago a game, {:.2} Dividend Phases a game",
        arrivals as f64 / games as f64,
        phases as f64 / games as f64
    );
    for (name, t) in distinct.iter().zip(&tallies) {
        let copies = names.iter().filter(|n| *n == name).count() as f64;
        let n = t.games as f64 / copies; // games, each counted once per bot name
        let share = t.wins / (n * copies);
        let (low, high) = wilson(share, n * copies);
        print!(
            "{name:>12}: win share {:.1}% per seat (95% Wilson {:.1}–{:.1}%; fair {:.1}%), all its seats {:.1}%, \
             {:.1} decisions a game per seat, {:.3} ms a decision",
            100.0 * share,
            100.0 * low,
            100.0 * high,
            100.0 / seats as f64,
            100.0 * share * copies,
            t.decisions as f64 / t.games as f64,
            1000.0 * t.time.as_secs_f64() / t.decisions.max(1) as f64
        );
        if t.playouts > 0 {
            print!(
                ", {:.0} playouts a second ({:.0} a decision, {:.0} decisions a playout)",
                t.playouts as f64 / t.time.as_secs_f64(),
                t.playouts as f64 / t.decisions as f64,
                t.playout_decisions as f64 / t.playouts as f64
            );
        }
        println!();
    }
}

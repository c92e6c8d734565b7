//! Play-tests for the design checks: complete games between bots, observed through their events — the games
//! `metro sim` plays: game `i` of a configuration has the seed `seed + i`, and the bot in seat `s` the seed
//! `metro_sim::bot_seed(seed + i, s)`, so `metro sim --map M --cards C --players N --bots B --games G --seed S`
//! replays the play-test of `N` players and bot `B`.
//!
//! What is observed, summed over every game: which action of which card was taken and how often, and how often each
//! rule module's counted actions were taken (`Records::counted`, what `metro sim` counts); for every station,
//! in how many games the engine offered some meeple a move or an alighting onto a space touching it (the legal
//! actions, not the bots' choices: what a meeple *can* reach), and how many pyramids and station payouts it had; for
//! every line, in how many games its vehicles were put on the map, how many station payouts they triggered, and in how
//! many games its shareholders received anything at the end.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use metro_core::{ActionKind, Map};
use metro_engine::{Action, ActionRef, Event, Game, ModuleId, PayoutKind, Rules};

use crate::design::balance::Balance;
use crate::locale::tr;

/// The random bot's name: it picks among the legal actions at random, exploring what *can* happen.
pub const RANDOM_BOT: &str = "random";

/// Whether a bot plays like people, for money (every bot but the random one and the easy one, which plays at random
/// half the time): the balance findings come from its games alone.
pub fn is_realistic(bot: &str) -> bool {
    bot != RANDOM_BOT && bot != "easy"
}
use crate::subject::Subject;

/// What to play.
#[derive(Clone, Debug)]
pub struct PlaytestSettings {
    /// The player counts.
    pub players: Vec<usize>,
    /// The bots, each with its number of games per player count; a bot plays every seat of its own games.
    pub bots: Vec<(String, u64)>,
    /// The base seed: game `i` of every configuration uses `seed + i`.
    pub seed: u64,
    /// Threads (at least 1); does not change any result.
    pub jobs: usize,
    /// Starts the threads (a test's may refuse some); the threads refused are no error.
    pub spawner: metro_bots::threads::Spawner,
}

/// What the play-tests saw, summed over every game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Observations {
    /// Games played to their end.
    pub games: u64,
    /// Decisions taken in them.
    pub decisions: u64,
    /// Per card (by id) and action (0, 1): how often it was taken.
    pub taken: Vec<[u64; 2]>,
    /// The same, by the random bot only.
    pub taken_random: Vec<[u64; 2]>,
    /// The same, by realistic bots only (every bot but the random one).
    pub taken_realistic: Vec<[u64; 2]>,
    /// How the games of realistic bots ended ([`Balance`]).
    pub balance: Balance,
    /// Per rule module (by id) and name it counts its actions under (`Records::counted`): how often they were taken.
    pub module_counts: Vec<Vec<u64>>,
    /// Per station: games in which the engine offered a meeple a move or an alighting onto a space touching it.
    pub offered: Vec<u64>,
    /// Per station: pyramids built on it.
    pub built: Vec<u64>,
    /// Per station: station payouts it made.
    pub station_payouts: Vec<u64>,
    /// Per line: games in which its vehicles were put on the map.
    pub placed: Vec<u64>,
    /// Per line: station payouts its vehicles triggered.
    pub line_payouts: Vec<u64>,
    /// Per line: games in which its shareholders received something at the end (TM-11.3).
    pub share_paid: Vec<u64>,
    /// Games that could not be played: the configuration and what went wrong (an engine or bot bug).
    pub errors: Vec<String>,
}

impl Observations {
    fn new(map: &Map, rules: Option<&Rules>) -> Observations {
        let (stations, lines) = (map.stations().len(), map.lines().len());
        Observations {
            taken: vec![[0; 2]; rules.map_or(0, Rules::card_count)],
            taken_random: vec![[0; 2]; rules.map_or(0, Rules::card_count)],
            taken_realistic: vec![[0; 2]; rules.map_or(0, Rules::card_count)],
            balance: Balance::new(lines),
            module_counts: rules.map_or_else(Vec::new, |rules| {
                rules
                    .modules()
                    .iter()
                    .map(|m| vec![0; m.rules().records().map_or(0, |r| r.counted().len())])
                    .collect()
            }),
            offered: vec![0; stations],
            built: vec![0; stations],
            station_payouts: vec![0; stations],
            placed: vec![0; lines],
            line_payouts: vec![0; lines],
            share_paid: vec![0; lines],
            ..Observations::default()
        }
    }

    fn add(&mut self, other: &Observations) {
        fn sum(into: &mut [u64], from: &[u64]) {
            into.iter_mut().zip(from).for_each(|(a, b)| *a += b);
        }
        self.games += other.games;
        self.decisions += other.decisions;
        for (mine, theirs) in [
            (&mut self.taken, &other.taken),
            (&mut self.taken_random, &other.taken_random),
            (&mut self.taken_realistic, &other.taken_realistic),
        ] {
            for (a, b) in mine.iter_mut().zip(theirs) {
                a[0] += b[0];
                a[1] += b[1];
            }
        }
        self.balance.add(&other.balance);
        for (a, b) in self.module_counts.iter_mut().zip(&other.module_counts) {
            sum(a, b);
        }
        sum(&mut self.offered, &other.offered);
        sum(&mut self.built, &other.built);
        sum(&mut self.station_payouts, &other.station_payouts);
        sum(&mut self.placed, &other.placed);
        sum(&mut self.line_payouts, &other.line_payouts);
        sum(&mut self.share_paid, &other.share_paid);
        self.errors.extend(other.errors.iter().cloned());
    }

    /// How often an action was taken.
    pub fn times_taken(&self, action: ActionRef) -> u64 {
        self.taken
            .get(action.card.0 as usize)
            .and_then(|t| t.get(action.action as usize))
            .copied()
            .unwrap_or(0)
    }
}

/// Plays every configuration of the settings that can be set up and sums what was seen.
pub fn play(subject: &Subject, settings: &PlaytestSettings) -> Observations {
    // (players, bot, games, rules), and the first game of each in one numbering of all games.
    let mut configurations = Vec::new();
    let mut starts = Vec::new();
    let mut total = 0u64;
    for &players in &settings.players {
        let Ok(rules) = subject.rules(players) else {
            continue;
        };
        for (bot, games) in &settings.bots {
            starts.push(total);
            total += games;
            configurations.push((players, bot.as_str(), rules.clone()));
        }
    }
    // Every configuration has the same cards and modules: only the number of players differs.
    let first = configurations.first().map(|(_, _, rules)| rules.clone());
    let next = AtomicU64::new(0);
    let seen = Mutex::new(Observations::new(subject.map(), first.as_deref()));
    let worker = || {
        let mut mine = Observations::new(subject.map(), first.as_deref());
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            if index >= total {
                break;
            }
            let configuration = starts.partition_point(|&start| start <= index) - 1;
            let (players, bot, rules) = &configurations[configuration];
            let seed = settings.seed.wrapping_add(index - starts[configuration]);
            if let Err(message) = play_game(rules, bot, seed, &mut mine) {
                mine.errors.push(tr!(
                    "playtest-game-failed",
                    players = *players,
                    bot = bot.to_string(),
                    seed = seed.to_string(),
                    message = message
                ));
            }
        }
        if let Ok(mut seen) = seen.lock() {
            seen.add(&mine);
        }
    };
    let jobs = settings.jobs.clamp(1, total.max(1) as usize);
    std::thread::scope(|scope| {
        // the calling thread is one of the workers; a thread refused leaves its share to the others
        settings.spawner.workers(scope, jobs - 1, &worker);
        worker();
    });
    let mut seen = seen.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
    seen.errors.sort();
    seen
}

/// Counts a card action taken.
fn bump(taken: &mut [[u64; 2]], action: ActionRef) {
    if let Some(count) = taken
        .get_mut(action.card.0 as usize)
        .and_then(|t| t.get_mut(action.action as usize))
    {
        *count += 1;
    }
}

/// Counts an action of a rule module under one of its counted names.
fn count_module(seen: &mut Observations, module: ModuleId, counted: Option<usize>) {
    if let Some(count) = counted.and_then(|index| {
        seen.module_counts
            .get_mut(module.0 as usize)
            .and_then(|counts| counts.get_mut(index))
    }) {
        *count += 1;
    }
}

/// Plays one game with `bot` in every seat and notes what happened.
fn play_game(
    rules: &std::sync::Arc<metro_engine::Rules>,
    bot: &str,
    seed: u64,
    seen: &mut Observations,
) -> Result<(), String> {
    let mut game = Game::with_rules(rules.clone(), seed);
    let mut bots = (0..rules.players())
        .map(|seat| metro_bots::bot_by_name(bot, metro_sim::bot_seed(seed, seat)))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| tr!("playtest-no-bot", bot = format!("{bot:?}")))?;
    let map = rules.map_arc().clone();
    let mut offered = vec![false; map.stations().len()];
    let mut offered_spaces = vec![false; map.space_count()];
    let random = bot == RANDOM_BOT;
    let realistic = is_realistic(bot);
    let mut placed = vec![false; map.lines().len()];
    let mut legal: Vec<Action> = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    let mut decisions = 0u64;
    while let Some(player) = game.to_move() {
        game.legal_actions_into(&mut legal);
        if legal.is_empty() {
            return Err(tr!("check-no-legal-action", pending = game.pending_description()));
        }
        let seat = bots
            .get_mut(player.0 as usize)
            .ok_or_else(|| tr!("playtest-no-seat", seat = player.0))?;
        for a in &legal {
            if let Action::MoveTo(space) | Action::Alight(space) = a
                && let Some(seen) = offered_spaces.get_mut(space.0 as usize)
                && !*seen
            {
                *seen = true;
                for &stop in map.stops_touching(*space) {
                    if let Some(station) = map.stop(stop).station {
                        offered[station.0 as usize] = true;
                    }
                }
            }
        }
        let action = seat.choose(&game.player_view(player), &legal);
        events.clear();
        game.apply_into(action, &mut events)
            .map_err(|e| tr!("playtest-illegal-action", error = e.to_string()))?;
        decisions += 1;
        if decisions > u64::from(metro_sim::MAX_DECISIONS) {
            return Err(tr!("playtest-too-long", decisions = metro_sim::MAX_DECISIONS));
        }
        for event in &events {
            match *event {
                Event::ActionTaken { action, .. } => {
                    bump(&mut seen.taken, action);
                    if realistic {
                        bump(&mut seen.taken_realistic, action);
                    } else if random {
                        bump(&mut seen.taken_random, action);
                    }
                    if let Some(kind @ ActionKind::Module { module, .. }) = rules.kind(action) {
                        let id = ModuleId(module);
                        let counted = rules
                            .module_get(id)
                            .and_then(|m| m.rules().records())
                            .and_then(|r| r.count_kind(kind));
                        count_module(seen, id, counted);
                    }
                }
                Event::Module(m) => {
                    let counted = rules
                        .module_get(m.module)
                        .and_then(|slot| slot.rules().records())
                        .and_then(|r| r.count_event(&m))
                        .map(|(_, index)| index);
                    count_module(seen, m.module, counted);
                }
                Event::StationBuilt { station, .. } => seen.built[station.0 as usize] += 1,
                Event::StationPayout { line, station, .. } => {
                    seen.station_payouts[station.0 as usize] += 1;
                    seen.line_payouts[line.0 as usize] += 1;
                }
                Event::VehiclePlaced { line, .. } => placed[line.0 as usize] = true,
                _ => {}
            }
        }
    }
    let result = game
        .result()
        .ok_or_else(|| "the game stopped without a result".to_string())?;
    for (line, paid) in seen.share_paid.iter_mut().enumerate() {
        let received = result.payouts.iter().any(|p| {
            p.kind == PayoutKind::Share && p.line.is_some_and(|l| l.0 as usize == line) && p.amount > 0
        });
        *paid += u64::from(received);
    }
    if realistic {
        let lines = game.state().lines.iter().map(|l| {
            (
                l.value,
                l.holders.iter().flatten().map(|p| p.0 as usize).collect(),
            )
        });
        seen.balance
            .add_holdings(rules.players(), result.winner.0 as usize, lines);
    }
    for (count, &o) in seen.offered.iter_mut().zip(&offered) {
        *count += u64::from(o);
    }
    for (count, &p) in seen.placed.iter_mut().zip(&placed) {
        *count += u64::from(p);
    }
    seen.games += 1;
    seen.decisions += decisions;
    Ok(())
}

//! The search bot: information-set Monte Carlo tree search, determinised, with the heuristic bot as prior and
//! playout policy.
//!
//! # Search
//!
//! At every decision with more than one legal action the bot runs playouts. Each playout
//!
//! 1. draws a **determinisation**: a complete game consistent with everything the bot's player sees, with the
//!    decks, the discards below the top and others' unrevealed bids redrawn ([`PlayerView::determinise`], in the
//!    engine; the bot never reads hidden state). Unrevealed bids are guessed as the heuristic bot bids: mostly ¥0,
//!    else ¥100–¥300;
//! 2. **selects** one of the root's actions by UCB1 among those **widened** so far: the actions are ranked by the
//!    heuristic bot's values and the `k`-th best joins the search once the root has had `WIDENING × k²` playouts
//!    (progressive widening on the heuristic's ranking), so a few good moves get most of the playouts and a move the
//!    heuristic ranks low is still tried when the budget allows;
//! 3. **plays the game out** to its end with a heuristic bot in every seat (each with its own seeded noise), and
//!    scores it for the bot's player: a win counts 1, and a quarter of the reward follows the final margin over
//!    the best opponent (smoothly, ±¥2,000 ≈ ±0.2), so that close games still teach something.
//!
//! The tree is one level deep (the root's information set, shared by all determinisations; below it the playout
//! policy decides): with the few hundred playouts a second the engine affords, the playouts are better spent on the
//! root's choice than on deeper statistics. The bot plays the action with the most playouts (ties: the heuristic's
//! ranking).
//!
//! # Budget
//!
//! A budget in playouts (`mcts:200`: reproducible, the same seed gives the same move) or in time (`mcts:1s`,
//! `mcts:500ms`: for play; the number of playouts depends on the machine). `mcts:1s:4` searches on 4 threads (root
//! parallelism: each thread searches its own determinisations with its own generator and the counts are added; with a
//! playout budget each thread runs its share, so the move is still reproducible for a given thread count). Each share
//! is a task of its own: when the system grants fewer threads than asked, the threads obtained (and the calling
//! thread) search every share in turn, and the move is the same (with a budget in time, the decision then takes
//! longer: each share has its time).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use metro_engine::ids::GameRng;
use metro_engine::{Action, Game, PlayerId, PlayerView};

use crate::threads::Spawner;
use crate::{Bot, HeuristicBot, StopSignal};

/// The root's `k`-th best action (by the heuristic) joins the search after `WIDENING × k²` playouts.
pub const WIDENING: f64 = 3.0;
/// The exploration constant of UCB1.
pub const EXPLORATION: f64 = 0.4;
/// Rounds a playout runs beyond the current one before it is scored by the heuristic's projection (`None`: playouts
/// run to the end of the game).
pub const PLAYOUT_HORIZON: Option<u8> = None;
/// The share of the reward that follows the final margin rather than the win.
const MARGIN_SHARE: f64 = 0.25;
/// The margin (yen) at which the margin part of the reward is about three quarters of its range.
const MARGIN_SCALE: f64 = 2_000.0;
/// The margin (yen) of a projected total that makes a win about 73% likely (logistic scale).
const PROJECTION_SCALE: f64 = 500.0;
/// A playout that has not ended after this many decisions is scored as it stands (never happens in legal play).
const MAX_PLAYOUT_DECISIONS: u32 = 20_000;

/// How long the bot searches each decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many playouts per decision (split between the threads): reproducible.
    Playouts(u32),
    /// About this long per decision (at least one playout per thread).
    Time(Duration),
}

impl Budget {
    /// Parses `200` (playouts), `1s`, `500ms`, `1.5s` (time).
    pub fn parse(text: &str) -> Option<Budget> {
        if let Some(ms) = text.strip_suffix("ms") {
            let ms: u64 = ms.parse().ok()?;
            return (1..=3_600_000)
                .contains(&ms)
                .then(|| Budget::Time(Duration::from_millis(ms)));
        }
        if let Some(s) = text.strip_suffix('s') {
            let s: f64 = s.parse().ok()?;
            return (s > 0.0 && s <= 3_600.0).then(|| Budget::Time(Duration::from_secs_f64(s)));
        }
        let n: u32 = text.parse().ok()?;
        (1..=10_000_000).contains(&n).then_some(Budget::Playouts(n))
    }
}

/// The search bot (see the module documentation).
#[derive(Clone, Debug)]
pub struct MctsBot {
    name: String,
    rng: GameRng,
    budget: Budget,
    threads: usize,
    /// Rounds a playout runs beyond the current one before it is scored by projection (`None`: to the end).
    horizon: Option<u8>,
    /// Ranks the root's actions (the prior).
    prior: HeuristicBot,
    /// The playout policy of every seat, kept between playouts (one set per thread).
    policies: Vec<Vec<HeuristicBot>>,
    /// Raised by the driver when it no longer needs the answer: the search ends at the next playout.
    stop: StopSignal,
    /// Starts the search's threads (a test's may refuse some).
    spawner: Spawner,
}

impl MctsBot {
    /// A search bot with its own seed, a budget per decision and a number of threads (at least 1).
    pub fn new(seed: u64, budget: Budget, threads: usize) -> MctsBot {
        let threads = threads.clamp(1, 256);
        let name = match budget {
            Budget::Playouts(n) => format!("mcts:{n}"),
            Budget::Time(t) if t.subsec_millis() == 0 => format!("mcts:{}s", t.as_secs()),
            Budget::Time(t) => format!("mcts:{}ms", t.as_millis()),
        };
        let name = if threads > 1 {
            format!("{name}:{threads}")
        } else {
            name
        };
        MctsBot {
            name,
            rng: GameRng::new(seed ^ 0x5851_f42d_4c95_7f2d),
            budget,
            threads,
            horizon: PLAYOUT_HORIZON,
            prior: HeuristicBot::new(seed),
            policies: Vec::new(),
            stop: StopSignal::new(),
            spawner: Spawner::system(),
        }
    }

    /// Parses a bot name: `mcts:N` (playouts), `mcts:1s` / `mcts:500ms` (time), optionally `:T` threads
    /// (`mcts:1s:4`).
    pub fn from_name(name: &str, seed: u64) -> Option<MctsBot> {
        let rest = name.strip_prefix("mcts:")?;
        let (budget, threads) = match rest.split_once(':') {
            Some((budget, threads)) => (
                budget,
                threads.parse::<usize>().ok().filter(|t| (1..=256).contains(t))?,
            ),
            None => (rest, 1),
        };
        let mut bot = MctsBot::new(seed, Budget::parse(budget)?, threads);
        // Named as asked (`mcts:1.5s` stays `mcts:1.5s`).
        bot.name = name.to_string();
        Some(bot)
    }

    /// The budget per decision.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Starts its threads with `spawner` (for tests: one that refuses threads, as a process limit does). The move is
    /// the same whatever number of threads the spawner grants.
    pub fn with_spawner(mut self, spawner: Spawner) -> MctsBot {
        self.spawner = spawner;
        self
    }

    /// Playouts run `rounds` rounds beyond the current one and are then scored by the heuristic's projection of the
    /// final totals (`None`: to the end of the game, the default [`PLAYOUT_HORIZON`]).
    pub fn with_horizon(mut self, rounds: Option<u8>) -> MctsBot {
        self.horizon = rounds;
        self
    }
}

/// The root's statistics for one action.
#[derive(Clone, Copy, Debug, Default)]
struct Arm {
    visits: u32,
    reward: f64,
}

/// One thread's search: the arms' statistics, indexed like the ranked candidates.
fn search(
    view: &PlayerView<'_>,
    ranked: &[Action],
    budget: Budget,
    horizon: Option<u8>,
    rng: &mut GameRng,
    policies: &mut Vec<HeuristicBot>,
    stop: &StopSignal,
) -> Vec<Arm> {
    let me = view.viewer();
    let started = Instant::now();
    let mut arms = vec![Arm::default(); ranked.len()];
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let players = view.player_count();
    while policies.len() < players {
        policies.push(HeuristicBot::new(rng.next_u64()));
    }
    let mut total: u32 = 0;
    loop {
        match budget {
            Budget::Playouts(n) if total >= n => break,
            Budget::Time(t) if total > 0 && started.elapsed() >= t => break,
            _ if stop.is_raised() => break,
            _ => {}
        }
        let widened = widened(total, ranked.len());
        let arm = select(&arms[..widened], total);
        let mut game = view.determinise(rng, &mut metro_engine::game_state::guess_bid);
        let reward = match game.apply_into(ranked[arm], &mut events) {
            Ok(()) => playout(&mut game, me, horizon, policies, &mut legal, &mut events),
            // Cannot happen (the determinisation keeps the legal actions); never chosen if it did.
            Err(_) => f64::NEG_INFINITY,
        };
        arms[arm].visits += 1;
        arms[arm].reward += reward;
        total += 1;
    }
    arms
}

/// How many of the ranked actions the search considers after `total` playouts (progressive widening).
fn widened(total: u32, len: usize) -> usize {
    let k = (total as f64 / WIDENING).sqrt() as usize + 1;
    k.min(len).max(1)
}

/// The arm to play next: an unvisited one first (best ranked), else the highest UCB1 score.
fn select(arms: &[Arm], total: u32) -> usize {
    if let Some(i) = arms.iter().position(|a| a.visits == 0) {
        return i;
    }
    let ln = (total.max(1) as f64).ln();
    let mut best = 0;
    let mut best_score = f64::NEG_INFINITY;
    for (i, arm) in arms.iter().enumerate() {
        let n = arm.visits as f64;
        let score = arm.reward / n + EXPLORATION * (ln / n).sqrt();
        if score > best_score {
            best_score = score;
            best = i;
        }
    }
    best
}

/// Plays a determinised game to its end with the heuristic policy in every seat; the reward of `me`.
fn playout(
    game: &mut Game,
    me: PlayerId,
    horizon: Option<u8>,
    policies: &mut [HeuristicBot],
    legal: &mut Vec<Action>,
    events: &mut Vec<metro_engine::Event>,
) -> f64 {
    let mut decisions = 0;
    let last_round = horizon.map(|rounds| game.round().saturating_add(rounds));
    while let Some(player) = game.to_move() {
        if last_round.is_some_and(|last| game.round() > last) {
            // Cut short: score the players' projected totals (the heuristic's model) instead of the end.
            let totals = policies[0].projected_totals(&game.player_view(me));
            return projected_reward(&totals, me);
        }
        let Some(policy) = policies.get_mut(player.0 as usize) else {
            break;
        };
        if decisions >= MAX_PLAYOUT_DECISIONS {
            break;
        }
        events.clear();
        // The engine lists and applies: the policy only names a place in its list (an empty list applies nothing).
        let chosen = game.apply_chosen(legal, events, |game, legal| {
            if legal.len() <= 1 {
                0
            } else {
                policy.choose_place(&game.player_view(player), legal)
            }
        });
        if chosen.is_none() {
            break;
        }
        decisions += 1;
    }
    match game.result() {
        Some(result) => reward(&result.totals, result.winner, me),
        None => 0.0,
    }
}

/// The reward of `me` for projected totals: the final reward with the win's indicator smoothed (a projection is
/// uncertain).
fn projected_reward(totals: &[f64], me: PlayerId) -> f64 {
    let mine = totals.get(me.0 as usize).copied().unwrap_or(0.0);
    let best_other = totals
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != me.0 as usize)
        .map(|(_, &t)| t)
        .fold(f64::NEG_INFINITY, f64::max);
    let margin = if best_other.is_finite() {
        mine - best_other
    } else {
        0.0
    };
    let win = 1.0 / (1.0 + (-margin / PROJECTION_SCALE).exp());
    let share = 0.5 + 0.5 * (margin / MARGIN_SCALE).tanh();
    (1.0 - MARGIN_SHARE) * win + MARGIN_SHARE * share
}

/// The reward of `me` for final `totals`: the win, and a smooth share for the margin over the best opponent.
fn reward(totals: &[metro_core::Yen], winner: PlayerId, me: PlayerId) -> f64 {
    let mine = totals.get(me.0 as usize).copied().unwrap_or(0);
    let best_other = totals
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != me.0 as usize)
        .map(|(_, &t)| t)
        .max()
        .unwrap_or(mine);
    let win = if winner == me { 1.0 } else { 0.0 };
    let margin = 0.5 + 0.5 * ((mine - best_other) as f64 / MARGIN_SCALE).tanh();
    (1.0 - MARGIN_SHARE) * win + MARGIN_SHARE * margin
}

impl Bot for MctsBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn set_stop_signal(&mut self, stop: StopSignal) {
        self.stop = stop;
    }

    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action {
        if legal.len() <= 1 {
            return legal[0];
        }
        // The prior: the heuristic's values; the candidates ranked best first (ties: the legal order).
        let values = self.prior.values(view, legal);
        let mut order: Vec<usize> = (0..legal.len()).collect();
        order.sort_by(|&a, &b| values[b].total_cmp(&values[a]).then(a.cmp(&b)));
        let ranked: Vec<Action> = order.iter().map(|&i| legal[i]).collect();
        let threads = self.threads;
        while self.policies.len() < threads {
            self.policies.push(Vec::new());
        }
        let mut arms = vec![Arm::default(); ranked.len()];
        if threads == 1 {
            let found = search(
                view,
                &ranked,
                self.budget,
                self.horizon,
                &mut self.rng,
                &mut self.policies[0],
                &self.stop,
            );
            add(&mut arms, &found);
        } else {
            let budgets: Vec<Budget> = (0..threads)
                .map(|t| match self.budget {
                    Budget::Playouts(n) => {
                        let n = n as usize;
                        Budget::Playouts((n / threads + usize::from(t < n % threads)) as u32)
                    }
                    time => time,
                })
                .collect();
            let mut rngs: Vec<GameRng> = (0..threads).map(|_| GameRng::new(self.rng.next_u64())).collect();
            // Each thread's share of the search is a task of its own (its generator, policies and budget): the
            // threads obtained take the tasks from a queue, the calling thread too, and the statistics are added in
            // the tasks' order — the same move whatever number of threads the system grants.
            let tasks: Vec<Mutex<Task<'_>>> = self
                .policies
                .iter_mut()
                .zip(rngs.iter_mut())
                .zip(budgets)
                .filter(|(_, budget)| *budget != Budget::Playouts(0))
                .map(|((policies, rng), budget)| {
                    Mutex::new(Task {
                        policies,
                        rng,
                        budget,
                        found: None,
                    })
                })
                .collect();
            let next = AtomicUsize::new(0);
            let (ranked, horizon, stop, view) = (&ranked, self.horizon, &self.stop, *view);
            let work = || {
                while let Some(task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let mut task = task.lock().unwrap_or_else(PoisonError::into_inner);
                    let Task {
                        policies,
                        rng,
                        budget,
                        found,
                    } = &mut *task;
                    *found = Some(search(&view, ranked, *budget, horizon, rng, policies, stop));
                }
            };
            std::thread::scope(|scope| {
                self.spawner.workers(scope, tasks.len().saturating_sub(1), &work);
                work();
            });
            for task in tasks {
                let task = task.into_inner().unwrap_or_else(PoisonError::into_inner);
                if let Some(found) = task.found {
                    add(&mut arms, &found);
                }
            }
        }
        let mut best = 0;
        for (i, arm) in arms.iter().enumerate() {
            let better = arm.visits > arms[best].visits
                || (arm.visits == arms[best].visits && arm.reward > arms[best].reward);
            if better {
                best = i;
            }
        }
        ranked[best]
    }
}

/// One thread's share of a decision's search.
struct Task<'a> {
    policies: &'a mut Vec<HeuristicBot>,
    rng: &'a mut GameRng,
    budget: Budget,
    /// Its statistics, once searched.
    found: Option<Vec<Arm>>,
}

/// Adds one thread's statistics to the total.
fn add(total: &mut [Arm], found: &[Arm]) {
    for (t, f) in total.iter_mut().zip(found) {
        t.visits += f.visits;
        t.reward += f.reward;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_parse() {
        assert_eq!(Budget::parse("200"), Some(Budget::Playouts(200)));
        assert_eq!(Budget::parse("1s"), Some(Budget::Time(Duration::from_secs(1))));
        assert_eq!(
            Budget::parse("500ms"),
            Some(Budget::Time(Duration::from_millis(500)))
        );
        assert_eq!(
            Budget::parse("1.5s"),
            Some(Budget::Time(Duration::from_millis(1_500)))
        );
        for bad in [
            "",
            "0",
            "-1",
            "s",
            "ms",
            "0s",
            "nans",
            "infs",
            "1h",
            "99999999999",
        ] {
            assert_eq!(Budget::parse(bad), None, "{bad:?}");
        }
        assert_eq!(MctsBot::from_name("mcts:1s:4", 0).map(|b| b.threads), Some(4));
        assert_eq!(
            MctsBot::from_name("mcts:200", 0).map(|b| b.name),
            Some("mcts:200".into())
        );
        assert_eq!(
            MctsBot::from_name("mcts:500ms", 0).map(|b| b.name),
            Some("mcts:500ms".into())
        );
        assert!(MctsBot::from_name("mcts:1s:0", 0).is_none());
        assert!(MctsBot::from_name("mcts", 0).is_none());
    }

    #[test]
    fn widening_follows_the_square_root() {
        assert_eq!(widened(0, 10), 1);
        assert_eq!(widened(3, 10), 2);
        assert_eq!(widened(12, 10), 3);
        assert_eq!(widened(10_000, 10), 10);
        assert_eq!(widened(5, 1), 1);
    }

    #[test]
    fn rewards_favour_the_winner_and_the_margin() {
        let win = reward(&[5_000, 4_000], PlayerId(0), PlayerId(0));
        let close_loss = reward(&[4_000, 4_100], PlayerId(1), PlayerId(0));
        let big_loss = reward(&[1_000, 9_000], PlayerId(1), PlayerId(0));
        assert!(win > 0.75 && win <= 1.0);
        assert!(close_loss > big_loss && close_loss < 0.25);
    }
}

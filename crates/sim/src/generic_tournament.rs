//! Tournaments of any game ([`metro_game::GameState`]), with no code of the game's own: the listed bots, one a
//! seat, play in **every seating** — every permutation of the list over the seats (2 bots: 2 seatings; 3: 6; 6:
//! 720) —, `games` games each, and each bot's share of the win (a tie among `k` winners gives each `1/k`) is
//! reported with a 95% interval, by seat too, beside its mean score (`docs/tournament.md`).
//!
//! Game `i` of every seating uses the seed `seed + i`, so the seatings are compared on the same games; each seating
//! is an ordinary generic run ([`crate::generic::run_generic`]), so the results do not depend on the number of
//! threads and are reproducible from the seed for bots with a budget in playouts.

use metro_bots::threads::Spawner;
use metro_game::GameState;
use metro_game::bot::BotMaker;

use crate::SimError;
use crate::generic::{EnvelopeRecord, GenericConfig, Start, players_by_name, run_generic};
use crate::runner::Observer;
use crate::tournament::{MAX_BOTS, Z95};

/// The most seatings a tournament plays (6 bots: 720).
pub const MAX_SEATINGS: usize = 720;

/// What to play.
pub struct GenericTournament<G: GameState> {
    /// The setup of every game (its number of seats is the number of bots).
    pub setup: G::Setup,
    /// Sets up each game in place of `GameState::new_game(&setup, seed)` (`None`: that).
    pub start: Option<Start<G>>,
    /// The bots, one a seat; a name may come more than once (one heuristic against two random bots).
    pub bots: Vec<String>,
    /// The game's bots by name.
    pub maker: BotMaker<G>,
    /// Games per seating (at least 1).
    pub games: u64,
    /// The base seed: game `i` of every seating uses `seed + i`.
    pub seed: u64,
    /// Worker threads (at least 1). Does not change any result.
    pub jobs: usize,
    /// Starts the worker threads.
    pub spawner: Spawner,
}

/// One bot's results over every seating (a bot listed more than once: over all its seats, each seat's game counted
/// once, so its win share is a seat's).
#[derive(Clone, Debug, PartialEq)]
pub struct BotResult {
    /// Its name.
    pub bot: String,
    /// Games played.
    pub games: u64,
    /// The sum of its win shares.
    pub wins: f64,
    /// The sum of its scores.
    pub score_sum: i64,
    /// Per seat: games played there and the sum of its win shares there.
    pub by_seat: Vec<(u64, f64)>,
}

impl BotResult {
    /// Its share of the wins (ties 1/k).
    pub fn win_share(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.wins / self.games as f64
        }
    }

    /// The Wilson 95% interval of its win share (a share of `1/k` counting as `1/k` of a win).
    pub fn interval(&self) -> (f64, f64) {
        wilson_share(self.wins, self.games, Z95)
    }

    /// Its mean score.
    pub fn mean_score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.score_sum as f64 / self.games as f64
        }
    }
}

/// The outcome of a tournament.
#[derive(Clone, Debug)]
pub struct GenericReport {
    /// Players a game (the number of bots).
    pub players: usize,
    /// Seatings played.
    pub seatings: usize,
    /// Games per seating.
    pub games_per_seating: u64,
    /// Games played in all.
    pub games: u64,
    /// One result per bot name, in the order first listed.
    pub bots: Vec<BotResult>,
    /// Wall-clock time.
    pub elapsed: std::time::Duration,
}

impl GenericReport {
    /// The win share of a player chosen at random: `1 / players`.
    pub fn fair_share(&self) -> f64 {
        1.0 / self.players.max(1) as f64
    }
}

/// The Wilson score interval at normal quantile `z` for a sum of win shares `wins` (each in [0, 1]) over `games`
/// games; `(0, 1)` for no games.
pub fn wilson_share(wins: f64, games: u64, z: f64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let n = games as f64;
    let p = (wins / n).clamp(0.0, 1.0);
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Every permutation of `0..n`, in lexicographic order (the identity first).
pub fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut current: Vec<usize> = (0..n).collect();
    loop {
        all.push(current.clone());
        // the next permutation in lexicographic order
        let Some(i) = (1..n).rev().find(|&i| current[i - 1] < current[i]) else {
            return all;
        };
        let Some(j) = (i..n).rev().find(|&j| current[j] > current[i - 1]) else {
            return all;
        };
        current.swap(i - 1, j);
        current[i..].reverse();
    }
}

/// Why a tournament of `bots` with `games` games a seating cannot be played by a game seating `min..=max`
/// players (checked before any game): too few or too many bots for the game, or no game.
pub fn refusal(bots: &[String], games: u64, min: u8, max: u8) -> Option<SimError> {
    if bots.len() > MAX_BOTS {
        return Some(SimError::TooManyBots {
            given: bots.len(),
            max: MAX_BOTS,
        });
    }
    if !(usize::from(min)..=usize::from(max)).contains(&bots.len()) {
        return Some(SimError::Players {
            given: bots.len(),
            min: usize::from(min),
            max: usize::from(max),
        });
    }
    (games == 0).then_some(SimError::NoGames)
}

/// Counts each record of a seating into the bots' results.
struct Tally<'a> {
    seating: &'a [usize],
    results: &'a mut [BotResult],
    played: u64,
    done_before: u64,
    progress: &'a (dyn Fn(u64) + Sync),
}

impl<A> Observer<EnvelopeRecord<A>> for Tally<'_> {
    fn record(&mut self, _index: u64, record: EnvelopeRecord<A>) -> std::io::Result<()> {
        let winners = record.places.iter().filter(|&&p| p == 1).count().max(1);
        for (seat, &bot) in self.seating.iter().enumerate() {
            let share = if record.places.get(seat) == Some(&1) {
                1.0 / winners as f64
            } else {
                0.0
            };
            if let Some(result) = self.results.get_mut(bot) {
                result.games += 1;
                result.wins += share;
                result.score_sum += record.scores.get(seat).copied().unwrap_or(0);
                if let Some((games, wins)) = result.by_seat.get_mut(seat) {
                    *games += 1;
                    *wins += share;
                }
            }
        }
        self.played += 1;
        Ok(())
    }

    fn progress(&mut self, _done: u64) {
        (self.progress)(self.done_before + self.played);
    }
}

/// Plays a tournament; `progress` is called with the number of games finished so far (of seatings × games).
pub fn run_generic_tournament<G>(
    config: &GenericTournament<G>,
    progress: impl Fn(u64) + Sync,
) -> Result<GenericReport, SimError>
where
    G: GameState + Send + 'static,
    G::Setup: Clone + Sync,
    G::Action: Send,
{
    let info = G::INFO;
    if let Some(refused) = refusal(&config.bots, config.games, info.min_seats, info.max_seats) {
        return Err(refused);
    }
    let start = std::time::Instant::now();
    let players = config.bots.len();
    let mut names: Vec<String> = Vec::new();
    for bot in &config.bots {
        if !names.contains(bot) {
            names.push(bot.clone());
        }
    }
    let by_name: Vec<usize> = config
        .bots
        .iter()
        .map(|bot| names.iter().position(|n| n == bot).unwrap_or(0))
        .collect();
    // Every distinct arrangement of the listed bots over the seats, each seat naming its bot's result.
    let mut seatings: Vec<Vec<usize>> = Vec::new();
    for permutation in permutations(players) {
        let seating: Vec<usize> = permutation.iter().map(|&i| by_name[i]).collect();
        if !seatings.contains(&seating) {
            seatings.push(seating);
        }
        if seatings.len() >= MAX_SEATINGS {
            break;
        }
    }
    let mut results: Vec<BotResult> = names
        .iter()
        .map(|bot| BotResult {
            bot: bot.clone(),
            games: 0,
            wins: 0.0,
            score_sum: 0,
            by_seat: vec![(0, 0.0); players],
        })
        .collect();
    let mut played = 0u64;
    for seating in seatings.iter().take(MAX_SEATINGS) {
        let seat_bots: Vec<String> = seating.iter().map(|&b| names[b].clone()).collect();
        let chooser = players_by_name(config.maker, &seat_bots).map_err(|name| SimError::UnknownBot {
            name,
            known: Vec::new(),
        })?;
        let run = GenericConfig {
            setup: config.setup.clone(),
            seed: config.seed,
            games: config.games,
            jobs: config.jobs,
            spawner: config.spawner.clone(),
            players: chooser,
            bots: seat_bots,
            start: config.start.clone(),
        };
        let mut tally = Tally {
            seating,
            results: &mut results,
            played: 0,
            done_before: played,
            progress: &progress,
        };
        run_generic(&run, &mut tally)?;
        played = played.saturating_add(tally.played);
    }
    Ok(GenericReport {
        players,
        seatings: seatings.len(),
        games_per_seating: config.games,
        games: played,
        bots: results,
        elapsed: start.elapsed(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations_are_every_seating_once() {
        assert_eq!(permutations(1), vec![vec![0]]);
        assert_eq!(permutations(2), vec![vec![0, 1], vec![1, 0]]);
        let three = permutations(3);
        assert_eq!(three.len(), 6);
        assert_eq!(three[0], [0, 1, 2]);
        assert_eq!(three[5], [2, 1, 0]);
        let six = permutations(6);
        assert_eq!(six.len(), MAX_SEATINGS);
        let mut sorted = six.clone();
        sorted.dedup();
        assert_eq!(sorted.len(), 720);
    }

    #[test]
    fn a_share_interval_is_wilsons() {
        let (low, high) = wilson_share(7.0, 10, Z95);
        assert!((low - 0.3968).abs() < 1e-3 && (high - 0.8922).abs() < 1e-3);
        let (low, high) = wilson_share(2.5, 5, Z95);
        assert!(low < 0.5 && high > 0.5);
        assert_eq!(wilson_share(0.0, 0, Z95), (0.0, 1.0));
    }
}

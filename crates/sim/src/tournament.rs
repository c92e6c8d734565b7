//! Bot tournaments: every pair of bots across seats, with win rates, Wilson 95% intervals and mean margins, so that
//! every bot is measured the same way (`metro tournament`, docs/tournament.md).
//!
//! For each pair of bots `X`, `Y` (in the order listed):
//! * with 2 players, `X` plays `Y` in both seat orders, `games` games each;
//! * with `P` > 2 players, `X` plays against `P − 1` copies of `Y` in each of the `P` seats, and `Y` against
//!   `P − 1` copies of `X` likewise, `games` games each seating.
//!
//! Every seating plays the same deals: game `i` of every seating has the seed `seed + i`, so seat orders and
//! opponents are compared on the same shuffles. Each seating is an ordinary simulation run ([`crate::run_streaming`]),
//! so the results do not depend on the number of threads, and bots with a budget in playouts are reproducible from
//! the seed (a budget in time is not: it depends on the machine's speed).

use std::fmt;
use std::sync::Arc;

use metro_engine::Rules;

use crate::locale::tr;
use crate::{SimConfig, SimError};

/// z for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// What to play.
#[derive(Clone, Debug)]
pub struct TournamentConfig {
    /// The map's name as recorded.
    pub map_name: String,
    /// The card set's name as recorded.
    pub cards_name: String,
    /// The checked rules (their number of players is the tournament's).
    pub rules: Arc<Rules>,
    /// The action kinds, for the simulations' records.
    pub kinds: metro_core::KindCatalogue,
    /// The bots, each known to [`metro_bots::bot_by_name`], no name twice.
    pub bots: Vec<String>,
    /// Games per seating.
    pub games: u64,
    /// The base seed: game `i` of every seating uses `seed + i`.
    pub seed: u64,
    /// Worker threads (at least 1). Does not change any result.
    pub jobs: usize,
}

/// One seating: the bot in every seat, and which bot is measured (the one seated alone, or the first of the pair
/// with 2 players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    /// Bot names by seat.
    pub seats: Vec<String>,
    /// The measured bot (the one seated alone).
    pub focal: String,
    /// The other bot.
    pub field: String,
}

/// The results of one bot against another (the field): over every seating where it is measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The measured bot.
    pub focal: String,
    /// The bot it plays against (`players − 1` copies of it).
    pub field: String,
    /// Players per game.
    pub players: usize,
    /// Games played.
    pub games: u64,
    /// Games the measured bot won (TM-11.8: highest total, ties to the earliest in turn order).
    pub wins: u64,
    /// Games and wins with the measured bot in each seat.
    pub by_seat: Vec<(u64, u64)>,
    /// Sum of the margins: the measured bot's total minus the best other total.
    margin_sum: f64,
    /// Sum of the squared margins.
    margin_sq_sum: f64,
}

impl Standing {
    fn new(focal: &str, field: &str, players: usize) -> Standing {
        Standing {
            focal: focal.to_string(),
            field: field.to_string(),
            players,
            games: 0,
            wins: 0,
            by_seat: vec![(0, 0); players],
            margin_sum: 0.0,
            margin_sq_sum: 0.0,
        }
    }

    /// Counts one game with the measured bot in `seat`.
    fn add(&mut self, seat: usize, won: bool, margin: f64) {
        self.games += 1;
        self.wins += u64::from(won);
        if let Some((games, wins)) = self.by_seat.get_mut(seat) {
            *games += 1;
            *wins += u64::from(won);
        }
        self.margin_sum += margin;
        self.margin_sq_sum += margin * margin;
    }

    /// The share of games won.
    pub fn win_rate(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.wins as f64 / self.games as f64
        }
    }

    /// The Wilson 95% interval of the win rate.
    pub fn win_interval(&self) -> (f64, f64) {
        wilson(self.wins, self.games)
    }

    /// The mean margin (the measured bot's total minus the best other total), in yen.
    pub fn mean_margin(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.margin_sum / self.games as f64
        }
    }

    /// The standard error of the mean margin.
    pub fn margin_se(&self) -> f64 {
        if self.games < 2 {
            return f64::NAN;
        }
        let n = self.games as f64;
        let mean = self.margin_sum / n;
        let variance = ((self.margin_sq_sum - n * mean * mean) / (n - 1.0)).max(0.0);
        (variance / n).sqrt()
    }

    /// The win rate of a player chosen at random: `1 / players`.
    pub fn fair_share(&self) -> f64 {
        1.0 / self.players.max(1) as f64
    }
}

/// The Wilson score interval (95%) for `wins` successes in `games` trials; `(0, 1)` for no games.
pub fn wilson(wins: u64, games: u64) -> (f64, f64) {
    wilson_at(wins, games, Z95)
}

/// The Wilson score interval at normal quantile `z` (wider than 95% for a larger `z`); `(0, 1)` for no games.
pub fn wilson_at(wins: u64, games: u64, z: f64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let n = games as f64;
    let p = wins as f64 / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Every seating of a tournament among `bots` for `players` players, in the order played.
pub fn seatings(bots: &[String], players: usize) -> Vec<Seating> {
    let mut out = Vec::new();
    for (i, x) in bots.iter().enumerate() {
        for y in &bots[i + 1..] {
            let pair: &[(&String, &String)] = if players == 2 {
                &[(x, y)]
            } else {
                &[(x, y), (y, x)]
            };
            for &(focal, field) in pair {
                for seat in 0..players {
                    let mut seats = vec![field.clone(); players];
                    seats[seat] = focal.clone();
                    out.push(Seating {
                        seats,
                        focal: focal.clone(),
                        field: field.clone(),
                    });
                }
            }
        }
    }
    out
}

/// The outcome of a tournament.
#[derive(Clone, Debug)]
pub struct TournamentReport {
    /// Map, cards, players, games per seating, seed.
    pub heading: String,
    /// One standing per measured bot and field, in the order played.
    pub standings: Vec<Standing>,
    /// Games played in all.
    pub games: u64,
    /// Wall-clock time.
    pub elapsed: std::time::Duration,
}

/// Plays a tournament; `progress` is called with the number of games finished so far (of
/// `seatings(..).len() × games`).
pub fn run_tournament(
    config: &TournamentConfig,
    progress: impl Fn(u64) + Sync,
) -> Result<TournamentReport, SimError> {
    let start = std::time::Instant::now();
    let players = config.rules.players();
    let mut standings: Vec<Standing> = Vec::new();
    let mut played = 0u64;
    for seating in seatings(&config.bots, players) {
        let mut sim = SimConfig::new(
            &config.map_name,
            &config.cards_name,
            config.rules.clone(),
            &seating.seats,
        )?;
        sim.kinds = config.kinds.clone();
        sim.games = config.games;
        sim.seed = config.seed;
        sim.jobs = config.jobs;
        let index = match standings
            .iter()
            .position(|s| s.focal == seating.focal && s.field == seating.field)
        {
            Some(i) => i,
            None => {
                standings.push(Standing::new(&seating.focal, &seating.field, players));
                standings.len() - 1
            }
        };
        let seat = seating
            .seats
            .iter()
            .position(|b| *b == seating.focal)
            .unwrap_or(0);
        let done_before = played;
        crate::run_streaming(
            &sim,
            |done| progress(done_before + done),
            |_, record| {
                let totals: Vec<f64> = record.players.iter().map(|p| p.total as f64).collect();
                let mine = totals.get(seat).copied().unwrap_or(0.0);
                let best_other = totals
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != seat)
                    .map(|(_, &t)| t)
                    .fold(f64::NEG_INFINITY, f64::max);
                standings[index].add(seat, record.winner as usize == seat, mine - best_other);
                Ok(())
            },
        )?;
        played += config.games;
    }
    Ok(TournamentReport {
        heading: tr!(
            "tournament-heading",
            map = config.map_name.as_str(),
            cards = config.cards_name.as_str(),
            players = players,
            games = config.games,
            seed = config.seed.to_string()
        ),
        standings,
        games: played,
        elapsed: start.elapsed(),
    })
}

impl fmt::Display for TournamentReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.heading)?;
        writeln!(
            f,
            "{}",
            tr!(
                "tournament-games",
                games = self.games,
                seconds = format!("{:.1}", self.elapsed.as_secs_f64())
            )
        )?;
        for s in &self.standings {
            let (low, high) = s.win_interval();
            let field = if s.players == 2 {
                s.field.clone()
            } else {
                tr!("tournament-copies", count = s.players - 1, bot = s.field.as_str())
            };
            writeln!(
                f,
                "{}",
                tr!(
                    "tournament-standing",
                    bot = s.focal.as_str(),
                    field = field,
                    games = s.games,
                    win = format!("{:.1}%", 100.0 * s.win_rate()),
                    low = format!("{:.1}%", 100.0 * low),
                    high = format!("{:.1}%", 100.0 * high),
                    fair_share = format!("{:.0}%", 100.0 * s.fair_share()),
                    margin = format!("{:+.0}", s.mean_margin()),
                    error = format!("{:.0}", s.margin_se())
                )
            )?;
            let seats: Vec<String> = s
                .by_seat
                .iter()
                .enumerate()
                .map(|(seat, &(games, wins))| {
                    tr!("tournament-seat", seat = seat + 1, wins = wins, games = games)
                })
                .collect();
            writeln!(f, "    {}", seats.join(", "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        // 7 of 10: the textbook interval is [0.3968, 0.8922].
        let (low, high) = wilson(7, 10);
        assert!((low - 0.3968).abs() < 1e-3, "{low}");
        assert!((high - 0.8922).abs() < 1e-3, "{high}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        let (low, high) = wilson(0, 20);
        assert_eq!(low, 0.0);
        assert!(high > 0.1 && high < 0.2);
    }

    #[test]
    fn seatings_cover_every_pair_and_seat() {
        let bots: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let two = seatings(&bots, 2);
        assert_eq!(two.len(), 3 * 2);
        assert_eq!(two[0].seats, ["a", "b"]);
        assert_eq!(two[1].seats, ["b", "a"]);
        assert!(two.iter().all(|s| s.focal != s.field));
        let four = seatings(&bots[..2], 4);
        assert_eq!(four.len(), 2 * 4);
        assert_eq!(four[0].seats, ["a", "b", "b", "b"]);
        assert_eq!(four[3].seats, ["b", "b", "b", "a"]);
        assert_eq!(four[4].seats, ["b", "a", "a", "a"]);
        assert_eq!(four[4].focal, "b");
    }

    #[test]
    fn margins_have_a_standard_error() {
        let mut s = Standing::new("a", "b", 2);
        s.add(0, true, 100.0);
        s.add(1, false, -100.0);
        s.add(0, true, 300.0);
        assert_eq!(s.games, 3);
        assert_eq!(s.wins, 2);
        assert_eq!(s.by_seat, vec![(2, 2), (1, 0)]);
        assert!((s.mean_margin() - 100.0).abs() < 1e-9);
        // sample sd of (100, -100, 300) is 200; se = 200 / sqrt(3).
        assert!((s.margin_se() - 200.0 / 3f64.sqrt()).abs() < 1e-9);
    }
}

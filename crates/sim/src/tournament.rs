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

use metro_bots::threads::Spawner;
use metro_engine::Rules;
use metro_engine::narrate::{grouped, yen_wide};

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
    /// Starts the worker threads (the system's; a test's may refuse some).
    pub spawner: Spawner,
}

/// The most bots a tournament plays: every pair of them plays, so 16 bots are already 120 pairs (1,200 seatings
/// with 5 players); more is no use (run several tournaments).
pub const MAX_BOTS: usize = 16;

/// Why a tournament of `bots` with `games` games per seating cannot be played (checked before any game): more than
/// [`MAX_BOTS`] bots, or no game.
pub fn refusal(bots: &[String], games: u64) -> Option<SimError> {
    if bots.len() > MAX_BOTS {
        return Some(SimError::TooManyBots {
            given: bots.len(),
            max: MAX_BOTS,
        });
    }
    (games == 0).then_some(SimError::NoGames)
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
    /// The seat of the measured bot.
    pub seat: usize,
    /// The index of its standing (focal against field) in [`TournamentReport::standings`].
    pub standing: usize,
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

/// How many seatings one pair of bots plays with `players` players: both seat orders with 2, else each bot alone in
/// every seat.
fn seatings_per_pair(players: usize) -> usize {
    if players == 2 { 2 } else { 2 * players }
}

/// How many standings one pair has: the first bot measured against the second, and with more than 2 players the
/// second against the first too.
fn standings_per_pair(players: usize) -> usize {
    if players == 2 { 1 } else { 2 }
}

/// How many seatings a tournament of `bots` bots for `players` players plays.
pub fn seating_count(bots: usize, players: usize) -> u64 {
    let pairs = bots * bots.saturating_sub(1) / 2;
    (pairs as u64).saturating_mul(seatings_per_pair(players) as u64)
}

/// Every seating of a tournament among `bots` for `players` players, in the order played, made as they are asked
/// for (nothing is allocated per seating beyond the seating itself).
pub fn seatings(bots: &[String], players: usize) -> impl Iterator<Item = Seating> + '_ {
    let pairs = bots
        .iter()
        .enumerate()
        .flat_map(move |(i, x)| bots[i + 1..].iter().map(move |y| (x, y)));
    pairs.enumerate().flat_map(move |(pair, (x, y))| {
        let first = pair * standings_per_pair(players);
        (0..seatings_per_pair(players)).map(move |k| {
            // with 2 players: x measured in seat 0, then in seat 1; with more: x alone in every seat, then y
            let (focal, field, standing) = if players == 2 || k < players {
                (x, y, first)
            } else {
                (y, x, first + 1)
            };
            let seat = k % players;
            let mut seats = vec![field.clone(); players];
            seats[seat] = focal.clone();
            Seating {
                seats,
                focal: focal.clone(),
                field: field.clone(),
                seat,
                standing,
            }
        })
    })
}

/// The standings of a tournament before any game, in the order their seatings are played.
fn empty_standings(bots: &[String], players: usize) -> Vec<Standing> {
    let mut standings = Vec::new();
    for (i, x) in bots.iter().enumerate() {
        for y in &bots[i + 1..] {
            standings.push(Standing::new(x, y, players));
            if standings_per_pair(players) == 2 {
                standings.push(Standing::new(y, x, players));
            }
        }
    }
    standings
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
    if let Some(refused) = refusal(&config.bots, config.games) {
        return Err(refused);
    }
    let start = std::time::Instant::now();
    let players = config.rules.players();
    let mut standings = empty_standings(&config.bots, players);
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
        sim.spawner = config.spawner.clone();
        let seat = seating.seat;
        let Some(standing) = standings.get_mut(seating.standing) else {
            continue;
        };
        let done_before = played;
        crate::run_streaming(
            &sim,
            |done| progress(done_before.saturating_add(done)),
            |_, record| {
                let totals: Vec<f64> = record.players.iter().map(|p| p.total as f64).collect();
                let mine = totals.get(seat).copied().unwrap_or(0.0);
                let best_other = totals
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != seat)
                    .map(|(_, &t)| t)
                    .fold(f64::NEG_INFINITY, f64::max);
                standing.add(seat, record.winner as usize == seat, mine - best_other);
                Ok(())
            },
        )?;
        played = played.saturating_add(config.games);
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
                    margin = signed_yen(s.mean_margin()),
                    error = grouped_or_dash(s.margin_se())
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

/// A mean margin as money with its sign: `+¥1,234`, `-¥560`, `+¥0`.
fn signed_yen(margin: f64) -> String {
    let rounded = margin.round() as i64;
    if rounded < 0 {
        yen_wide(rounded)
    } else {
        format!("+{}", yen_wide(rounded))
    }
}

/// A standard error with its thousands grouped, or a dash when there is none (fewer than 2 games).
fn grouped_or_dash(error: f64) -> String {
    if error.is_finite() {
        grouped(error.round().max(0.0) as u64)
    } else {
        "-".into()
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
        let two: Vec<Seating> = seatings(&bots, 2).collect();
        assert_eq!(two.len(), 3 * 2);
        assert_eq!(seating_count(3, 2), 6);
        assert_eq!(two[0].seats, ["a", "b"]);
        assert_eq!(two[1].seats, ["b", "a"]);
        assert!(two.iter().all(|s| s.focal != s.field));
        let four: Vec<Seating> = seatings(&bots[..2], 4).collect();
        assert_eq!(four.len(), 2 * 4);
        assert_eq!(seating_count(2, 4), 8);
        assert_eq!(four[0].seats, ["a", "b", "b", "b"]);
        assert_eq!(four[3].seats, ["b", "b", "b", "a"]);
        assert_eq!(four[4].seats, ["b", "a", "a", "a"]);
        assert_eq!(four[4].focal, "b");
        // each seating names the seat and the standing of its measured bot
        for seatings in [&two, &four] {
            for s in seatings.iter() {
                assert_eq!(s.seats[s.seat], s.focal);
            }
        }
        assert_eq!(
            two.iter().map(|s| s.standing).collect::<Vec<_>>(),
            [0, 0, 1, 1, 2, 2]
        );
        assert_eq!(
            four.iter().map(|s| s.standing).collect::<Vec<_>>(),
            [0, 0, 0, 0, 1, 1, 1, 1]
        );
        let standings = empty_standings(&bots, 3);
        for s in seatings(&bots, 3) {
            assert_eq!(
                (&standings[s.standing].focal, &standings[s.standing].field),
                (&s.focal, &s.field)
            );
        }
    }

    // Issue 28, item 11: 2,000 bots with 5 players reached 8.3 GB, 400 bots with `--games 0` ran over a minute and
    // printed "margin +0 ± NaN": more than 16 bots and no game are refused, the seatings are counted without being
    // made, and a standing without a standard error shows a dash.
    #[test]
    fn tournaments_are_bounded() {
        let bots: Vec<String> = (0..2_000).map(|i| format!("b{i}")).collect();
        assert_eq!(
            refusal(&bots, 10),
            Some(SimError::TooManyBots {
                given: 2_000,
                max: MAX_BOTS
            })
        );
        assert_eq!(refusal(&bots[..16], 10), None);
        assert_eq!(refusal(&bots[..2], 0), Some(SimError::NoGames));
        assert_eq!(seating_count(2_000, 5), 1_999_000 * 10);
        assert_eq!(seatings(&bots, 5).nth(12_345).map(|s| s.standing), Some(2_469));
        let s = Standing::new("a", "b", 2);
        assert_eq!(grouped_or_dash(s.margin_se()), "-");
        assert_eq!(grouped_or_dash(1_281.4), "1,281");
        assert_eq!(signed_yen(5_004.6), "+¥5,005");
        assert_eq!(signed_yen(-0.2), "+¥0");
        assert_eq!(signed_yen(-1_234_567.0), "-¥1,234,567");
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

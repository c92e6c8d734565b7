//! The aggregates of a run, for charts and tables: each line's final values as a distribution, win rates per seat
//! with Wilson intervals and the first-player advantage, how often winners and the others take each action kind, the
//! game length, the final totals per bot (their mean and spread), and per station the payouts made and pyramids built there.
//!
//! Records are folded in one at a time ([`Aggregates::add`], or as an [`Observer`]), so memory does not grow with
//! the number of games: distributions are kept as counts per value (a line's value is bounded by its revenue track,
//! a game's length by [`crate::MAX_DECISIONS`]). Everything is taken from the records, which the runner took from the
//! engine's state and events: no rule is recomputed here.

use std::collections::BTreeMap;

use metro_core::Yen;
use serde::{Deserialize, Serialize};

use crate::record::StationTally;
use crate::{GameRecord, Observer, SetupRecord, SimConfig, wilson};

/// Everything the charts and tables of a run show, folded from its records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Aggregates {
    /// The setup shared by every game.
    pub setup: SetupRecord,
    /// Games added.
    pub games: u64,
    /// Per line, in revenue-track order: its final values (before payouts).
    pub lines: Vec<LineValues>,
    /// Per seat: wins and totals.
    pub seats: Vec<SeatRow>,
    /// Per bot name, in seat order of first appearance: seats played, wins and totals.
    pub bots: Vec<BotRow>,
    /// One row per action kind on the game's cards, in catalogue order: taken by winners and by the others.
    pub kinds: Vec<KindRow>,
    /// Games by rounds played.
    pub rounds: BTreeMap<u8, u64>,
    /// Games by decisions taken (all players together).
    pub decisions: BTreeMap<u32, u64>,
    /// Per station of the map, by station id: payouts and pyramids summed over every game.
    pub stations: Vec<StationRow>,
}

/// How often winners and the other players took one action kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KindRow {
    /// The kind's counting index (see [`crate::SimConfig::kinds_on_cards`]).
    pub index: usize,
    /// The kind's name.
    pub name: String,
    /// Times taken by the winner, over all games.
    pub by_winner: u64,
    /// Times taken by the other players, over all games.
    pub by_others: u64,
    /// Games in which the winner took it at least once.
    pub winner_games: u64,
    /// Player-games of non-winners in which it was taken at least once.
    pub others_games: u64,
}

/// One line's final values over the games of a run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineValues {
    /// The line's letter.
    pub line: String,
    /// Games by final value.
    pub counts: BTreeMap<Yen, u64>,
}

/// Quartiles and extremes of a distribution: a box plot's five numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FiveNumbers {
    /// The smallest value.
    pub min: f64,
    /// The first quartile.
    pub q1: f64,
    /// The median.
    pub median: f64,
    /// The third quartile.
    pub q3: f64,
    /// The largest value.
    pub max: f64,
}

/// One seat's wins and totals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRow {
    /// Games won.
    pub wins: u64,
    /// Sum of final totals.
    pub total: i64,
}

/// One bot's seats, wins and totals over a run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotRow {
    /// The bot's name.
    pub bot: String,
    /// Seats it played, over every game.
    pub seats: u64,
    /// Games it won.
    pub wins: u64,
    /// Sum of its final totals.
    pub total: i64,
    /// Seats played by final total, for the spread of its totals (empty in runs kept before it was counted).
    #[serde(default)]
    pub totals: BTreeMap<Yen, u64>,
}

/// One station's payouts and pyramids summed over a run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StationRow {
    /// The station's name.
    pub name: String,
    /// Payouts, cash, value rises and pyramids summed over every game.
    pub tally: StationTally,
}

/// A win rate with its 95% Wilson interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinRate {
    /// Wins over games.
    pub rate: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

impl LineValues {
    /// Games counted.
    pub fn games(&self) -> u64 {
        self.counts.values().sum()
    }

    /// The sum of the final values over every game.
    pub fn sum(&self) -> i64 {
        self.counts.iter().map(|(&v, &n)| i64::from(v) * n as i64).sum()
    }

    /// The mean final value, or 0 for no game.
    pub fn mean(&self) -> f64 {
        let games = self.games();
        if games == 0 {
            return 0.0;
        }
        let sum: f64 = self.counts.iter().map(|(&v, &n)| f64::from(v) * n as f64).sum();
        sum / games as f64
    }

    /// The variance of the final values (of the games counted, divided by games − 1), or 0 for fewer than two games.
    pub fn variance(&self) -> f64 {
        let games = self.games();
        if games < 2 {
            return 0.0;
        }
        let mean = self.mean();
        let squares: f64 = self
            .counts
            .iter()
            .map(|(&v, &n)| (f64::from(v) - mean).powi(2) * n as f64)
            .sum();
        squares / (games - 1) as f64
    }

    /// The value at quantile `q` (0–1) by the nearest-rank method: the smallest value with at least `q × games`
    /// games at or below it (the smallest value for `q` = 0). `None` for no game.
    pub fn quantile(&self, q: f64) -> Option<Yen> {
        quantile(&self.counts, q)
    }

    /// Smallest, quartiles, median, largest; `None` for no game.
    pub fn five_numbers(&self) -> Option<FiveNumbers> {
        five_numbers(&self.counts)
    }
}

/// The value at quantile `q` of a distribution kept as counts per value, by the nearest-rank method.
fn quantile(counts: &BTreeMap<Yen, u64>, q: f64) -> Option<Yen> {
    let games: u64 = counts.values().sum();
    let rank = ((q.clamp(0.0, 1.0) * games as f64).ceil() as u64).max(1);
    let mut seen = 0;
    for (&value, &n) in counts {
        seen += n;
        if seen >= rank {
            return Some(value);
        }
    }
    None
}

/// The five numbers of a distribution kept as counts per value.
fn five_numbers(counts: &BTreeMap<Yen, u64>) -> Option<FiveNumbers> {
    let at = |q: f64| quantile(counts, q).map(f64::from);
    Some(FiveNumbers {
        min: at(0.0)?,
        q1: at(0.25)?,
        median: at(0.5)?,
        q3: at(0.75)?,
        max: at(1.0)?,
    })
}

impl BotRow {
    /// Its mean final total per seat played.
    pub fn mean_total(&self) -> f64 {
        if self.seats == 0 {
            0.0
        } else {
            self.total as f64 / self.seats as f64
        }
    }

    /// Smallest, quartiles, median and largest of its final totals; `None` when they were not counted.
    pub fn five_numbers(&self) -> Option<FiveNumbers> {
        five_numbers(&self.totals)
    }
}

impl Aggregates {
    /// The aggregates of no game yet, for a run of `config`.
    pub fn new(config: &SimConfig) -> Aggregates {
        let names = config.kind_names();
        let mut aggregates = Aggregates::start(config.setup_record(), &names, &config.kinds_on_cards());
        let map = config.rules.map();
        aggregates.lines = map
            .lines()
            .iter()
            .map(|l| LineValues {
                line: l.letter.clone(),
                counts: BTreeMap::new(),
            })
            .collect();
        aggregates.stations = map
            .stations()
            .iter()
            .map(|s| StationRow {
                name: s.name.clone(),
                tally: StationTally::default(),
            })
            .collect();
        aggregates
    }

    /// The aggregates of no game yet for `setup`, whose cards hold the kinds `kinds_on_cards` (counting indices into
    /// `kind_names`). Lines and stations are added as records name them.
    pub fn start(setup: SetupRecord, kind_names: &[String], kinds_on_cards: &[usize]) -> Aggregates {
        let players = setup.players;
        let mut bots: Vec<BotRow> = Vec::new();
        for name in &setup.bots {
            if !bots.iter().any(|b| b.bot == *name) {
                bots.push(BotRow {
                    bot: name.clone(),
                    seats: 0,
                    wins: 0,
                    total: 0,
                    totals: BTreeMap::new(),
                });
            }
        }
        Aggregates {
            setup,
            games: 0,
            lines: Vec::new(),
            seats: vec![SeatRow::default(); players],
            bots,
            kinds: kinds_on_cards
                .iter()
                .map(|&k| KindRow {
                    index: k,
                    name: kind_names.get(k).cloned().unwrap_or_default(),
                    by_winner: 0,
                    by_others: 0,
                    winner_games: 0,
                    others_games: 0,
                })
                .collect(),
            rounds: BTreeMap::new(),
            decisions: BTreeMap::new(),
            stations: Vec::new(),
        }
    }

    /// Folds in one game's record.
    pub fn add(&mut self, record: &GameRecord) {
        self.games += 1;
        *self.rounds.entry(record.rounds).or_default() += 1;
        *self.decisions.entry(record.decisions).or_default() += 1;
        let winner = usize::from(record.winner);
        for (seat, p) in record.players.iter().enumerate() {
            if let Some(row) = self.seats.get_mut(seat) {
                row.wins += u64::from(seat == winner);
                row.total += i64::from(p.total);
            }
            if let Some(row) = self.bots.iter_mut().find(|b| b.bot == p.bot) {
                row.seats += 1;
                row.wins += u64::from(seat == winner);
                row.total += i64::from(p.total);
                *row.totals.entry(p.total).or_default() += 1;
            }
            for row in &mut self.kinds {
                let count = u64::from(record.kind_count(seat, row.index));
                if seat == winner {
                    row.by_winner += count;
                    row.winner_games += u64::from(count > 0);
                } else {
                    row.by_others += count;
                    row.others_games += u64::from(count > 0);
                }
            }
        }
        for (i, line) in record.lines.iter().enumerate() {
            if self.lines.len() <= i {
                self.lines.push(LineValues {
                    line: line.line.clone(),
                    counts: BTreeMap::new(),
                });
            }
            *self.lines[i].counts.entry(line.value).or_default() += 1;
        }
        for (i, tally) in record.board.stations.iter().enumerate() {
            if self.stations.len() <= i {
                self.stations.push(StationRow {
                    name: format!("station {i}"),
                    tally: StationTally::default(),
                });
            }
            let sum = &mut self.stations[i].tally;
            sum.payouts += tally.payouts;
            sum.cash += tally.cash;
            sum.value_rise += tally.value_rise;
            sum.pyramids += tally.pyramids;
        }
    }

    /// Seat `seat`'s win rate with its 95% Wilson interval.
    pub fn win_rate(&self, seat: usize) -> WinRate {
        let wins = self.seats.get(seat).map_or(0, |s| s.wins);
        let (low, high) = wilson(wins, self.games);
        WinRate {
            rate: if self.games == 0 {
                0.0
            } else {
                wins as f64 / self.games as f64
            },
            low,
            high,
        }
    }

    /// Each seat's mean final total.
    pub fn mean_total(&self, seat: usize) -> f64 {
        match self.seats.get(seat) {
            Some(row) if self.games > 0 => row.total as f64 / self.games as f64,
            _ => 0.0,
        }
    }

    /// The fair share of wins: one over the number of players.
    pub fn fair_share(&self) -> f64 {
        1.0 / self.seats.len().max(1) as f64
    }

    /// Whether the first seat wins significantly more often than its fair share: its 95% Wilson interval lies
    /// wholly above one over the number of players (never for the solo game).
    pub fn first_player_advantage(&self) -> bool {
        self.seats.len() > 1 && self.games > 0 && self.win_rate(0).low > self.fair_share()
    }

    /// Seats whose 95% interval lies wholly above (`Some(true)`) or below (`Some(false)`) the fair share; `None`
    /// where the difference is not significant.
    pub fn seat_advantage(&self, seat: usize) -> Option<bool> {
        if self.seats.len() < 2 || self.games == 0 {
            return None;
        }
        let rate = self.win_rate(seat);
        let fair = self.fair_share();
        if rate.low > fair {
            Some(true)
        } else if rate.high < fair {
            Some(false)
        } else {
            None
        }
    }

    /// The number of non-winning player-games (the denominator of the others' action rates).
    pub fn other_player_games(&self) -> u64 {
        self.games * (self.seats.len().saturating_sub(1) as u64)
    }

    /// Mean decisions per game.
    pub fn mean_decisions(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        let sum: f64 = self
            .decisions
            .iter()
            .map(|(&d, &n)| f64::from(d) * n as f64)
            .sum();
        sum / self.games as f64
    }
}

impl Observer for Aggregates {
    fn record(&mut self, _index: u64, record: GameRecord) -> std::io::Result<()> {
        self.add(&record);
        Ok(())
    }
}

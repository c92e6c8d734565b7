//! Aggregate statistics over the games of a run, and their text form: speed, decisions per game, win rates by seat
//! and by bot, mean totals by seat, mean line values, and the action-kind table of the CP-2.4 balance check (how
//! often winners and the other players take each kind).

use std::fmt;
use std::time::Duration;

use crate::{GameRecord, SetupRecord, SimReport};

/// Statistics over every game of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Players per game.
    pub players: usize,
    /// Worker threads.
    pub jobs: usize,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Decisions over all games.
    pub decisions: u64,
    /// Wins by seat.
    pub seat_wins: Vec<u64>,
    /// Sum of final totals by seat.
    pub seat_totals: Vec<i64>,
    /// Per bot name, in seat order of first appearance: (name, seats played over all games, wins).
    pub bots: Vec<(String, u64, u64)>,
    /// Per line, in revenue-track order: (letter, sum of final values before payouts).
    pub line_values: Vec<(String, i64)>,
    /// One row per action kind on the cards of the game, in catalogue order.
    pub kinds: Vec<KindRow>,
}

/// How often winners and the other players took one action kind.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl Summary {
    /// Aggregates a report.
    pub fn new(report: &SimReport) -> Summary {
        let mut summary = Summary::start(&report.setup, &report.kind_names, &report.kinds_on_cards);
        for record in &report.records {
            summary.add(record);
        }
        summary.finish(report.elapsed, report.jobs);
        summary
    }

    /// The statistics of no game yet, for a run of `setup` whose cards hold the kinds `kinds_on_cards` (counting
    /// indices into `kind_names`, as [`crate::SimConfig::kinds_on_cards`] gives them). Add every record with
    /// [`Summary::add`], then [`Summary::finish`].
    pub fn start(setup: &SetupRecord, kind_names: &[String], kinds_on_cards: &[usize]) -> Summary {
        let players = setup.players;
        let mut bots: Vec<(String, u64, u64)> = Vec::new();
        for name in &setup.bots {
            if !bots.iter().any(|(n, _, _)| n == name) {
                bots.push((name.clone(), 0, 0));
            }
        }
        Summary {
            games: 0,
            players,
            jobs: 1,
            seconds: 0.0,
            decisions: 0,
            seat_wins: vec![0; players],
            seat_totals: vec![0; players],
            bots,
            line_values: Vec::new(),
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
        }
    }

    /// Adds one game's record.
    pub fn add(&mut self, record: &GameRecord) {
        self.games += 1;
        self.decisions += u64::from(record.decisions);
        let winner = record.winner as usize;
        if let Some(w) = self.seat_wins.get_mut(winner) {
            *w += 1;
        }
        for (seat, p) in record.players.iter().enumerate() {
            if let Some(t) = self.seat_totals.get_mut(seat) {
                *t += i64::from(p.total);
            }
            if let Some(row) = self.bots.iter_mut().find(|(n, _, _)| *n == p.bot) {
                row.1 += 1;
                row.2 += u64::from(seat == winner);
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
            match self.line_values.get_mut(i) {
                Some(entry) => entry.1 += i64::from(line.value),
                None => self.line_values.push((line.line.clone(), i64::from(line.value))),
            }
        }
    }

    /// Records the run's wall-clock time and thread count.
    pub fn finish(&mut self, elapsed: Duration, jobs: usize) {
        self.seconds = elapsed.as_secs_f64();
        self.jobs = jobs;
    }

    /// Games per second of wall-clock time.
    pub fn games_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.games as f64 / self.seconds
        } else {
            0.0
        }
    }

    /// Mean decisions per game.
    pub fn decisions_per_game(&self) -> f64 {
        self.decisions as f64 / self.games.max(1) as f64
    }
}

/// A share as a percentage, or a dash when there is nothing to divide.
fn percent(part: u64, whole: u64) -> String {
    if whole == 0 {
        "-".into()
    } else {
        format!("{:.1}%", 100.0 * part as f64 / whole as f64)
    }
}

/// A mean, or a dash.
fn mean(sum: f64, n: u64) -> String {
    if n == 0 {
        "-".into()
    } else {
        format!("{:.2}", sum / n as f64)
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games = self.games;
        writeln!(
            f,
            "{games} games, {} players, {} thread(s): {:.2} s, {:.0} games/s, {:.1} decisions per game",
            self.players,
            self.jobs,
            self.seconds,
            self.games_per_second(),
            self.decisions_per_game()
        )?;
        writeln!(f)?;
        writeln!(f, "seat   wins     win rate   mean total")?;
        for (seat, (&wins, &total)) in self.seat_wins.iter().zip(&self.seat_totals).enumerate() {
            let mean_total = if games == 0 { 0 } else { total / games as i64 };
            writeln!(
                f,
                "{seat:>4}   {wins:>6}   {:>8}   ¥{mean_total:>8}",
                percent(wins, games)
            )?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "bot          seats     wins   win rate   (fair share {})",
            percent(1, self.players as u64)
        )?;
        for (name, seats, wins) in &self.bots {
            writeln!(
                f,
                "{name:<10} {seats:>7}   {wins:>6}   {:>8}",
                percent(*wins, *seats)
            )?;
        }
        writeln!(f)?;
        writeln!(f, "mean final line values (before payouts):")?;
        let values: Vec<String> = self
            .line_values
            .iter()
            .map(|(letter, sum)| format!("{letter} ¥{}", if games == 0 { 0 } else { sum / games as i64 }))
            .collect();
        writeln!(f, "  {}", values.join("  "))?;
        writeln!(f)?;
        let others = games * (self.players.saturating_sub(1) as u64);
        writeln!(
            f,
            "action kinds (CP-2.4): mean times taken per player per game, and share of games taken at least once"
        )?;
        writeln!(f, "kind              winner   others   winner ≥1   others ≥1")?;
        for row in &self.kinds {
            writeln!(
                f,
                "{:<15} {:>8} {:>8}   {:>9}   {:>9}",
                row.name,
                mean(row.by_winner as f64, games),
                mean(row.by_others as f64, others),
                percent(row.winner_games, games),
                percent(row.others_games, others)
            )?;
        }
        Ok(())
    }
}

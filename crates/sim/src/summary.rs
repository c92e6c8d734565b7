//! The text summary of a run, drawn from its [`Aggregates`]: speed, decisions per game, win rates by seat and by
//! bot, mean totals by seat, mean line values, and the action-kind table of the CP-2.4 balance check (how often
//! winners and the other players take each kind). Every word comes from the catalog (`locales/*/summary.ftl`) in the
//! current language; the numbers and the table's layout are the same in every language.

use std::fmt;
use std::time::Duration;

use metro_engine::narrate::yen_wide;

use crate::locale::tr;
use crate::{Aggregates, GameRecord, SetupRecord, SimReport};

/// Statistics over every game of a run: its [`Aggregates`] and how fast it ran.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Everything folded from the records.
    pub aggregates: Aggregates,
    /// Worker threads.
    pub jobs: usize,
    /// Wall-clock seconds.
    pub seconds: f64,
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
        Summary::of(Aggregates::start(setup.clone(), kind_names, kinds_on_cards))
    }

    /// The statistics over `aggregates` (of no game yet, or of some already), e.g. [`Aggregates::new`]'s.
    pub fn of(aggregates: Aggregates) -> Summary {
        Summary {
            aggregates,
            jobs: 1,
            seconds: 0.0,
        }
    }

    /// Adds one game's record.
    pub fn add(&mut self, record: &GameRecord) {
        self.aggregates.add(record);
    }

    /// Records the run's wall-clock time and thread count.
    pub fn finish(&mut self, elapsed: Duration, jobs: usize) {
        self.seconds = elapsed.as_secs_f64();
        self.jobs = jobs;
    }

    /// Games per second of wall-clock time.
    pub fn games_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.aggregates.games as f64 / self.seconds
        } else {
            0.0
        }
    }

    /// Mean decisions per game.
    pub fn decisions_per_game(&self) -> f64 {
        self.aggregates.mean_decisions()
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
        let a = &self.aggregates;
        let games = a.games;
        let players = a.seats.len();
        writeln!(
            f,
            "{}",
            tr!(
                "summary-speed",
                games = games,
                players = players,
                jobs = self.jobs,
                seconds = format!("{:.2}", self.seconds),
                per_second = format!("{:.0}", self.games_per_second()),
                decisions = format!("{:.1}", self.decisions_per_game())
            )
        )?;
        writeln!(f)?;
        writeln!(f, "{}", tr!("summary-seats-header"))?;
        for (seat, row) in a.seats.iter().enumerate() {
            let mean_total = if games == 0 { 0 } else { row.total / games as i64 };
            writeln!(
                f,
                "{seat:>4}   {:>6}   {:>8}   {:>10}",
                row.wins,
                percent(row.wins, games),
                yen_wide(mean_total)
            )?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "{}",
            tr!("summary-bots-header", fair_share = percent(1, players as u64))
        )?;
        for bot in &a.bots {
            writeln!(
                f,
                "{:<10} {:>7}   {:>6}   {:>8}",
                bot.bot,
                bot.seats,
                bot.wins,
                percent(bot.wins, bot.seats)
            )?;
        }
        writeln!(f)?;
        writeln!(f, "{}", tr!("summary-line-values"))?;
        // the lines are known from the first record on (or from the map, for `Aggregates::new`): none for no game
        let values: Vec<String> = if games == 0 {
            Vec::new()
        } else {
            a.lines
                .iter()
                .map(|line| format!("{} {}", line.line, yen_wide(line.sum() / games as i64)))
                .collect()
        };
        writeln!(f, "  {}", values.join("  "))?;
        writeln!(f)?;
        let others = a.other_player_games();
        writeln!(f, "{}", tr!("summary-kinds-title"))?;
        writeln!(f, "{}", tr!("summary-kinds-header"))?;
        for row in &a.kinds {
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

//! A simulation's balance findings, for the screen that ran it: its games folded as `metro check` folds its
//! play-tests ([`Balance::add_record`]), the design checked from the sources the run played (a draft's text
//! included), and each finding placed at its element — the file it is in, its line and column, and the element's
//! [`Locus`], which an editor turns into a selection.

use metro_check::Subject;
use metro_check::design::balance::balance_findings;
use metro_core::Locus;
use metro_save::DataSource;

use crate::editor::locate::Spans;
use crate::game::{Registry, RuleOptions};
use crate::locale::tr;

pub use metro_check::design::DesignCheck;
pub use metro_check::design::balance::{Balance, MIN_BALANCE_GAMES};

/// Which file of the design a finding is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindingFile {
    /// The map.
    Map,
    /// The card set.
    Cards,
    /// A rule module's data file (no editor opens it).
    Module,
}

/// One finding as the simulation screen lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownFinding {
    /// Which check found it.
    pub check: DesignCheck,
    /// The check's name in words ("A line dominates").
    pub title: String,
    /// What was found, with the figures behind it.
    pub message: String,
    /// Where: `maps/osaka.toml:312:10`.
    pub place: String,
    /// The file it is in.
    pub file: FindingFile,
    /// The element it is about, in that file.
    pub locus: Locus,
}

/// What the screen shows of a run's balance: its findings, or why there are none to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunFindings {
    /// The findings (empty: nothing found).
    Found(Vec<ShownFinding>),
    /// Why none were looked for: too few games, random bots at the table, or a design that no longer loads.
    NotChecked(String),
}

/// The design a run played, as its setup recorded it.
#[derive(Clone, Copy, Debug)]
pub struct PlayedDesign<'a> {
    /// The map's source (a built-in key, or a path with its whole text).
    pub map: &'a DataSource,
    /// The card set's source.
    pub cards: &'a DataSource,
    /// The rule options played.
    pub options: &'a RuleOptions,
    /// One bot name per seat.
    pub bots: &'a [String],
}

/// The balance findings of a run of `design` that folded into `balance`. Only realistic bots' games say anything of
/// balance (the random bot plays like nobody): a run with a random seat is not checked, nor one of fewer than
/// [`MIN_BALANCE_GAMES`] games.
pub fn run_findings(design: PlayedDesign<'_>, balance: &Balance, registry: &Registry) -> RunFindings {
    if design.bots.iter().any(|b| b == "random") {
        return RunFindings::NotChecked(tr!("findings-random-bots"));
    }
    if balance.games < MIN_BALANCE_GAMES {
        return RunFindings::NotChecked(tr!("findings-too-few-games", games = MIN_BALANCE_GAMES));
    }
    let subject = match Subject::from_sources(design.map, design.cards, design.options.clone(), registry) {
        Ok(subject) => subject,
        Err(e) => return RunFindings::NotChecked(tr!("findings-cannot-load", error = e.to_string())),
    };
    let mut bots: Vec<&str> = design.bots.iter().map(String::as_str).collect();
    bots.sort_unstable();
    bots.dedup();
    let found = balance_findings(&subject, balance, &[], &[], &bots.join(", "));
    let map_spans = Spans::new(&subject.map_input.text);
    let cards_spans = Spans::new(&subject.cards_input.text);
    RunFindings::Found(
        found
            .into_iter()
            .map(|f| {
                let (file, locus) = if f.at.file == subject.map_input.file {
                    (FindingFile::Map, map_spans.locus_at(f.at.span.start))
                } else if f.at.file == subject.cards_input.file {
                    (FindingFile::Cards, cards_spans.locus_at(f.at.span.start))
                } else {
                    (FindingFile::Module, Locus::root())
                };
                ShownFinding {
                    check: f.check,
                    title: f.check.name(),
                    place: format!("{}:{}:{}", f.at.file, f.at.line, f.at.column),
                    message: f.at.message,
                    file,
                    locus,
                }
            })
            .collect(),
    )
}

/// One line at a glance over a run: its end value (mean and spread), how often it ended above ¥0, and how often
/// its holders won against what their share of the seats would give.
#[derive(Clone, Debug, PartialEq)]
pub struct LineGlance {
    /// The line's letter.
    pub line: String,
    /// Its mean end value on the revenue track.
    pub mean: f64,
    /// Its end values' quartiles and extremes (`None` with no game).
    pub spread: Option<metro_sim::FiveNumbers>,
    /// The part of the games it ended above ¥0.
    pub valued: f64,
    /// Games of two players or more in which someone held a share of it.
    pub held: u64,
    /// The part of those its holders won, with its 95% interval (`None` when never held).
    pub holders_won: Option<(f64, f64, f64)>,
    /// What the holders would win were holding no help: their share of the seats, on average.
    pub fair: Option<f64>,
}

/// One seat at a glance over a run: its win rate with its 95% interval, and the games.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatGlance {
    /// The seat (0 first).
    pub seat: usize,
    /// Its win rate, and the interval's ends.
    pub win_rate: (f64, f64, f64),
    /// Its fair share: one over the players.
    pub fair: f64,
    /// Games played.
    pub games: u64,
}

/// A run's balance at a glance: per line and per seat (issue 26's "balance at a glance").
pub fn glance(aggregates: &metro_sim::Aggregates, balance: &Balance) -> (Vec<LineGlance>, Vec<SeatGlance>) {
    let lines = aggregates
        .lines
        .iter()
        .enumerate()
        .map(|(i, values)| {
            let games = values.games();
            let folded = balance.lines.get(i);
            let held = folded.map_or(0, |l| l.held);
            let holders_won = folded.filter(|l| l.held > 0).map(|l| {
                let (low, high) = metro_sim::wilson(l.holder_won, l.held);
                (l.holder_won as f64 / l.held as f64, low, high)
            });
            let fair = folded
                .filter(|l| l.held > 0)
                .map(|l| l.fair_millis as f64 / 1000.0 / l.held as f64);
            let valued = match games {
                0 => 0.0,
                n => values.counts.range(1..).map(|(_, c)| c).sum::<u64>() as f64 / n as f64,
            };
            LineGlance {
                line: values.line.clone(),
                mean: values.mean(),
                spread: values.five_numbers(),
                valued,
                held,
                holders_won,
                fair,
            }
        })
        .collect();
    let players = aggregates.seats.len().max(1);
    let seats = (0..aggregates.seats.len())
        .map(|seat| {
            let rate = aggregates.win_rate(seat);
            SeatGlance {
                seat,
                win_rate: (rate.rate, rate.low, rate.high),
                fair: 1.0 / players as f64,
                games: aggregates.games,
            }
        })
        .collect();
    (lines, seats)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::game::{Rules, Setup};

    /// A run of 2-player heuristic games on Tokyo, its records and their fold.
    fn run() -> (metro_sim::SimReport, metro_sim::Aggregates, Balance) {
        let registry = crate::catalog::registry();
        let map = crate::catalog::map_named(&registry, "tokyo")
            .loaded
            .expect("tokyo");
        let cards = crate::catalog::card_set_named(&registry, "tokyo")
            .loaded
            .expect("cards");
        let rules = Arc::new(Rules::new(Setup::new(map.clone(), cards, 2)).expect("rules"));
        let bots = vec!["heuristic".to_string(); 2];
        let mut config = metro_sim::SimConfig::new("tokyo", "tokyo", rules, &bots).expect("config");
        config.games = 24;
        config.jobs = 1;
        let report = metro_sim::run(&config, |_| {}).expect("run");
        let mut aggregates = metro_sim::Aggregates::new(&config);
        let mut balance = Balance::new(map.lines().len());
        for record in &report.records {
            aggregates.add(record);
            balance.add_record(record);
        }
        (report, aggregates, balance)
    }

    #[test]
    fn the_glance_at_a_run_counts_what_its_games_say() {
        let (report, aggregates, balance) = run();
        let (lines, seats) = glance(&aggregates, &balance);
        assert_eq!(lines.len(), report.records[0].lines.len());
        for (i, line) in lines.iter().enumerate() {
            let values: Vec<i32> = report.records.iter().map(|r| r.lines[i].value).collect();
            let mean = values.iter().map(|&v| f64::from(v)).sum::<f64>() / values.len() as f64;
            assert!((line.mean - mean).abs() < 1e-9, "line {i}");
            let valued = values.iter().filter(|&&v| v > 0).count() as f64 / values.len() as f64;
            assert!((line.valued - valued).abs() < 1e-9);
            let held: Vec<_> = report
                .records
                .iter()
                .filter(|r| !r.lines[i].shareholders.is_empty())
                .collect();
            assert_eq!(line.held, held.len() as u64);
            let won = held
                .iter()
                .filter(|r| r.lines[i].shareholders.iter().any(|h| h.player == r.winner))
                .count();
            match line.holders_won {
                Some((rate, low, high)) => {
                    assert!((rate - won as f64 / held.len() as f64).abs() < 1e-9);
                    assert!(low <= rate && rate <= high);
                }
                None => assert!(held.is_empty()),
            }
        }
        assert_eq!(seats.len(), 2);
        let total: f64 = seats.iter().map(|s| s.win_rate.0).sum();
        assert!((total - 1.0).abs() < 1e-9, "one winner a game");
        assert!(seats.iter().all(|s| s.games == 24 && s.fair == 0.5));
    }
}

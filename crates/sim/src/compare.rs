//! Two runs compared: the difference of each line's mean final value and of each seat's win rate between run A and
//! run B, with its 95% interval — so that a designer can tell a change that moved the game from the noise of a
//! finite number of games.

use serde::Serialize;

use crate::Aggregates;
use crate::tournament::Z95;

/// A difference A − B with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Difference {
    /// A's figure.
    pub a: f64,
    /// B's figure.
    pub b: f64,
    /// A − B.
    pub difference: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

impl Difference {
    /// Whether the interval leaves out 0: the runs differ beyond chance (at 95%).
    pub fn significant(&self) -> bool {
        self.low > 0.0 || self.high < 0.0
    }
}

/// One line's difference, by its letter.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LineDifference {
    /// The line's letter.
    pub line: String,
    /// Its mean final value, A − B (Welch's interval).
    pub value: Difference,
}

/// Run A against run B.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    /// Per line, matched by letter, in A's order (lines only one run has are left out).
    pub lines: Vec<LineDifference>,
    /// Per seat both runs have: the win rate, A − B (Wald's interval on two proportions).
    pub seats: Vec<Difference>,
}

/// Compares run `a` with run `b`.
pub fn compare(a: &Aggregates, b: &Aggregates) -> Comparison {
    let lines = a
        .lines
        .iter()
        .filter_map(|la| {
            let lb = b.lines.iter().find(|lb| lb.line == la.line)?;
            let (na, nb) = (la.games() as f64, lb.games() as f64);
            if na == 0.0 || nb == 0.0 {
                return None;
            }
            let (ma, mb) = (la.mean(), lb.mean());
            let half = Z95 * (la.variance() / na + lb.variance() / nb).sqrt();
            Some(LineDifference {
                line: la.line.clone(),
                value: Difference {
                    a: ma,
                    b: mb,
                    difference: ma - mb,
                    low: ma - mb - half,
                    high: ma - mb + half,
                },
            })
        })
        .collect();
    let seats = (0..a.seats.len().min(b.seats.len()))
        .filter(|_| a.games > 0 && b.games > 0)
        .map(|seat| {
            let pa = a.seats[seat].wins as f64 / a.games as f64;
            let pb = b.seats[seat].wins as f64 / b.games as f64;
            let half = Z95 * (pa * (1.0 - pa) / a.games as f64 + pb * (1.0 - pb) / b.games as f64).sqrt();
            Difference {
                a: pa,
                b: pb,
                difference: pa - pb,
                low: pa - pb - half,
                high: pa - pb + half,
            }
        })
        .collect();
    Comparison { lines, seats }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::{LineValues, SeatRow};

    fn run(values: &[(i32, u64)], wins: &[u64]) -> Aggregates {
        let games: u64 = values.iter().map(|(_, n)| n).sum();
        let mut a = Aggregates::start(
            crate::SetupRecord {
                map: "m".into(),
                cards: "c".into(),
                players: wins.len(),
                bots: vec!["heuristic".into(); wins.len()],
                options: serde_json::Value::Null,
            },
            &[],
            &[],
        );
        a.games = games;
        a.lines = vec![LineValues {
            line: "M".into(),
            counts: values.iter().copied().collect::<BTreeMap<_, _>>(),
        }];
        a.seats = wins.iter().map(|&w| SeatRow { wins: w, total: 0 }).collect();
        a
    }

    #[test]
    fn a_line_that_moved_far_is_significant_and_one_that_did_not_is_not() {
        let a = run(&[(1000, 50), (1200, 50)], &[50, 50]);
        let b = run(&[(500, 50), (700, 50)], &[50, 50]);
        let c = compare(&a, &b);
        assert_eq!(c.lines.len(), 1);
        let d = c.lines[0].value;
        assert_eq!((d.a, d.b, d.difference), (1100.0, 600.0, 500.0));
        assert!(d.significant() && d.low > 400.0 && d.high < 600.0, "{d:?}");
        let same = compare(&a, &a);
        assert!(!same.lines[0].value.significant());
        assert_eq!(same.seats.len(), 2);
        assert!(!same.seats[0].significant());
    }

    #[test]
    fn a_seat_that_wins_far_more_is_significant() {
        let a = run(&[(0, 200)], &[150, 50]);
        let b = run(&[(0, 200)], &[100, 100]);
        let c = compare(&a, &b);
        assert!(
            c.seats[0].significant() && c.seats[0].difference > 0.2,
            "{:?}",
            c.seats[0]
        );
        assert!(c.seats[1].significant() && c.seats[1].difference < -0.2);
    }
}

//! Game length: a histogram of the decisions a game takes (all players together), with the rounds played. With two
//! runs, their bars stand side by side in each bin; the pointer's tooltip names the bin under it and its games.

use std::collections::BTreeMap;

use egui_plot::{Axis, Bar, BarChart};
use metro_sim::export::Table;

use super::run::Outcome;
use super::{CHART_HEIGHT, Shown, shown};
use crate::locale::tr;
use crate::ui::plot::{self, ChartAxis, Swatch, Values, percent};

/// The game-length chart.
#[derive(Debug, Default)]
pub struct GameLengthPanel;

/// The bins of a histogram: the first value and the width, both in decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bins {
    /// The first bin's first value.
    pub low: u32,
    /// Decisions per bin.
    pub width: u32,
    /// The last bin's index.
    pub last: u32,
}

impl Bins {
    /// The bins of both runs: about 24 over the range of decisions.
    pub fn of(runs: &[&Outcome]) -> Bins {
        let low = runs
            .iter()
            .filter_map(|o| o.aggregates.decisions.keys().next())
            .min()
            .copied()
            .unwrap_or(0);
        let high = runs
            .iter()
            .filter_map(|o| o.aggregates.decisions.keys().next_back())
            .max()
            .copied()
            .unwrap_or(0)
            .max(low);
        let width = ((high - low) / 24).max(1);
        Bins {
            low,
            width,
            last: (high - low) / width,
        }
    }

    /// The bin of `decisions`.
    pub fn of_value(self, decisions: u32) -> u32 {
        (decisions - self.low.min(decisions)) / self.width
    }

    /// The first and last decisions of bin `bin`.
    pub fn range(self, bin: u32) -> (u32, u32) {
        let first = self.low + bin * self.width;
        (first, first + self.width - 1)
    }

    /// The bin at `x` on the chart's axis, if one stands there.
    pub fn at(self, x: f64) -> Option<u32> {
        let offset = x - f64::from(self.low);
        let bin = (offset / f64::from(self.width)).floor();
        (offset >= 0.0 && bin <= f64::from(self.last)).then_some(bin as u32)
    }
}

/// One run's games per bin.
fn counts(outcome: &Outcome, bins: Bins) -> BTreeMap<u32, u64> {
    let mut counts = BTreeMap::new();
    for (&d, &n) in &outcome.aggregates.decisions {
        *counts.entry(bins.of_value(d)).or_default() += n;
    }
    counts
}

/// One run's histogram: the share of its games in each bin, in its place (`slot` of `slots`) within the bin.
fn histogram(run: &Shown<'_>, bins: Bins, slot: usize, slots: usize) -> BarChart {
    let games = run.outcome.aggregates.games.max(1) as f64;
    let width = f64::from(bins.width) * 0.9 / slots as f64;
    let bars = counts(run.outcome, bins)
        .into_iter()
        .map(|(bin, n)| {
            let (first, _) = bins.range(bin);
            let left = f64::from(first) + f64::from(bins.width) * 0.05;
            Bar::new(left + width * (slot as f64 + 0.5), n as f64 / games)
                .width(width * 0.95)
                .fill(run.colour.gamma_multiply(0.8))
        })
        .collect();
    BarChart::new(run.name.as_str(), bars)
        .color(run.colour)
        .allow_hover(false)
}

/// A bin's games in a run, for the tooltip.
fn bin_tip(run: &Shown<'_>, bins: Bins, bin: u32) -> String {
    let n = counts(run.outcome, bins).get(&bin).copied().unwrap_or(0);
    let games = run.outcome.aggregates.games.max(1) as f64;
    tr!(
        "simulation-tip-length-run",
        run = run.name.as_str(),
        games = n,
        share = percent(n as f64 / games, 1)
    )
}

impl GameLengthPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        let rounds = |o: &Outcome| {
            o.aggregates
                .rounds
                .iter()
                .map(|(&r, &n)| tr!("simulation-length-rounds", rounds = r, games = n))
                .collect::<Vec<_>>()
                .join(", ")
        };
        ui.strong(tr!("simulation-length-title"));
        ui.label(tr!(
            "simulation-length-mean",
            decisions = format!("{:.0}", current.aggregates.mean_decisions()),
            rounds = rounds(current)
        ));
        let runs = shown(current, previous);
        if runs.len() > 1 {
            let key: Vec<(Swatch, String)> = runs
                .iter()
                .map(|r| (Swatch::Fill(r.colour), r.name.clone()))
                .collect();
            plot::legend(ui, &key);
        }
        let outcomes: Vec<&Outcome> = std::iter::once(current).chain(previous).collect();
        let bins = Bins::of(&outcomes);
        let chart = plot::readable(
            "simulation-game-length",
            CHART_HEIGHT - 20.0,
            ChartAxis::values(Axis::X, tr!("simulation-axis-decisions"), Values::Whole),
            ChartAxis::values(Axis::Y, tr!("simulation-axis-share-of-games"), Values::Share),
        )
        .include_y(0.0);
        let slots = runs.len();
        let shown_plot = chart.show(ui, |plot| {
            for (slot, run) in runs.iter().enumerate() {
                plot.bar_chart(histogram(run, bins, slot, slots));
            }
        });
        plot::tooltip(&shown_plot, |at| {
            let bin = bins.at(at.x)?;
            let (first, last) = bins.range(bin);
            let mut text = vec![tr!("simulation-tip-length", first = first, last = last)];
            text.extend(runs.iter().map(|run| bin_tip(run, bins, bin)));
            Some(text.join("\n"))
        });
    }
}

/// The chart's numbers as a table: per run and bin, the games and their share.
pub fn table(current: &Outcome, previous: Option<&Outcome>) -> Table {
    let outcomes: Vec<&Outcome> = std::iter::once(current).chain(previous).collect();
    let bins = Bins::of(&outcomes);
    let mut rows = Vec::new();
    for (run, outcome) in super::export::runs(current, previous) {
        let games = outcome.aggregates.games.max(1) as f64;
        for (bin, n) in counts(outcome, bins) {
            let (first, last) = bins.range(bin);
            rows.push(vec![
                run.to_string(),
                first.to_string(),
                last.to_string(),
                n.to_string(),
                format!("{:.4}", n as f64 / games),
            ]);
        }
    }
    Table {
        file: "chart_game_length.csv",
        header: ["run", "first_decisions", "last_decisions", "games", "share"]
            .map(String::from)
            .to_vec(),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pointer_falls_in_the_bin_under_it() {
        let bins = Bins {
            low: 100,
            width: 10,
            last: 5,
        };
        assert_eq!(bins.at(99.0), None);
        assert_eq!(bins.at(100.0), Some(0));
        assert_eq!(bins.at(134.9), Some(3));
        assert_eq!(bins.range(3), (130, 139));
        assert_eq!(bins.at(159.9), Some(5));
        assert_eq!(bins.at(160.0), None);
        assert_eq!(bins.of_value(134), 3);
    }
}

//! Game length: a histogram of the decisions a game takes (all players together), with the rounds played.

use egui_plot::{Bar, BarChart};

use super::run::Outcome;
use super::{CHART_HEIGHT, Shown, shown};
use crate::locale::tr;
use crate::ui::plot;

/// The game-length chart.
#[derive(Debug, Default)]
pub struct GameLengthPanel;

/// The bins of both runs: (first value, width), about 24 bins over the range of decisions.
fn bins(runs: &[&Outcome]) -> (u32, u32) {
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
        .unwrap_or(0);
    (low, ((high - low) / 24).max(1))
}

/// One run's histogram: the share of its games in each bin.
fn histogram(run: &Shown<'_>, (low, width): (u32, u32)) -> BarChart {
    let outcome = run.outcome;
    let games = outcome.aggregates.games.max(1) as f64;
    let mut counts: std::collections::BTreeMap<u32, u64> = std::collections::BTreeMap::new();
    for (&d, &n) in &outcome.aggregates.decisions {
        *counts.entry((d - low.min(d)) / width).or_default() += n;
    }
    let bars = counts
        .into_iter()
        .map(|(bin, n)| {
            let start = low + bin * width;
            Bar::new(f64::from(start) + f64::from(width) / 2.0, n as f64 / games)
                .width(f64::from(width) * 0.9)
                .name(tr!(
                    "simulation-length-bar",
                    first = start,
                    last = start + width - 1,
                    games = n
                ))
        })
        .collect();
    BarChart::new(run.name.as_str(), bars).color(run.colour.gamma_multiply(0.7))
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
        let runs: Vec<&Outcome> = std::iter::once(current).chain(previous).collect();
        let bins = bins(&runs);
        plot::chart("simulation-game-length", CHART_HEIGHT - 20.0).show(ui, |plot| {
            for run in shown(current, previous) {
                plot.bar_chart(histogram(&run, bins));
            }
        });
    }
}

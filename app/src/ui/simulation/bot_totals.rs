//! The mean final total of each bot (over every seat it played), for each run.

use egui_plot::{Bar, BarChart};

use super::run::Outcome;
use super::{Shown, categories, shown};
use crate::locale::tr;

/// The bot-totals chart.
#[derive(Debug, Default)]
pub struct BotTotalsPanel;

impl BotTotalsPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong(tr!("simulation-bot-totals-title"));
        let bots = categories::of_runs(current, previous, |o| {
            o.aggregates.bots.iter().map(|b| b.bot.as_str())
        });
        let chart = |run: &Shown<'_>| {
            let bars = run
                .outcome
                .aggregates
                .bots
                .iter()
                .filter_map(|b| {
                    let x = bots.iter().position(|n| *n == b.bot)? as f64 + run.offset;
                    Some(Bar::new(x, b.mean_total()).width(0.35).name(tr!(
                        "simulation-bot-totals-bar",
                        bot = b.bot.as_str(),
                        mean = format!("{:.1}", b.mean_total()),
                        seats = b.seats
                    )))
                })
                .collect();
            BarChart::new(run.name.as_str(), bars).color(run.colour.gamma_multiply(0.7))
        };
        categories::plot("simulation-bot-totals", bots.clone()).show(ui, |plot| {
            for run in shown(current, previous) {
                plot.bar_chart(chart(&run));
            }
        });
    }
}

//! The mean final total of each bot (over every seat it played), for each run.

use egui_plot::{Bar, BarChart};

use super::categories;
use super::run::Outcome;
use super::{CURRENT, PREVIOUS};
use crate::locale::tr;

/// The bot-totals chart.
#[derive(Debug, Default)]
pub struct BotTotalsPanel;

impl BotTotalsPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong(tr!("simulation-bot-totals-title"));
        let bots = categories::union(
            current.aggregates.bots.iter().map(|b| b.bot.as_str()),
            previous
                .into_iter()
                .flat_map(|p| p.aggregates.bots.iter().map(|b| b.bot.as_str())),
        );
        let shift = if previous.is_some() { 0.2 } else { 0.0 };
        let chart = |outcome: &Outcome, offset: f64, colour: egui::Color32, name: String| {
            let bars = outcome
                .aggregates
                .bots
                .iter()
                .filter_map(|b| {
                    let x = bots.iter().position(|n| *n == b.bot)? as f64 + offset;
                    Some(Bar::new(x, b.mean_total()).width(0.35).name(tr!(
                        "simulation-bot-totals-bar",
                        bot = b.bot.as_str(),
                        mean = format!("{:.1}", b.mean_total()),
                        seats = b.seats
                    )))
                })
                .collect();
            BarChart::new(name, bars).color(colour.gamma_multiply(0.7))
        };
        categories::plot("simulation-bot-totals", bots.clone()).show(ui, |plot| {
            plot.bar_chart(chart(current, -shift, CURRENT, tr!("simulation-this-run")));
            if let Some(previous) = previous {
                plot.bar_chart(chart(previous, shift, PREVIOUS, tr!("simulation-previous-run")));
            }
        });
    }
}

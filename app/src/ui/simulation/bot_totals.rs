//! The mean final total of each bot (over every seat it played), for each run.

use egui_plot::{Bar, BarChart, Legend, Plot};

use super::run::Outcome;
use super::{CHART_HEIGHT, CURRENT, PREVIOUS};

/// The bot-totals chart.
#[derive(Debug, Default)]
pub struct BotTotalsPanel;

impl BotTotalsPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong("Mean final total per bot (¥)");
        let mut bots: Vec<String> = current.aggregates.bots.iter().map(|b| b.bot.clone()).collect();
        if let Some(previous) = previous {
            for b in &previous.aggregates.bots {
                if !bots.contains(&b.bot) {
                    bots.push(b.bot.clone());
                }
            }
        }
        let shift = if previous.is_some() { 0.2 } else { 0.0 };
        let chart = |outcome: &Outcome, offset: f64, colour: egui::Color32, name: &str| {
            let bars = outcome
                .aggregates
                .bots
                .iter()
                .filter_map(|b| {
                    let x = bots.iter().position(|n| *n == b.bot)? as f64 + offset;
                    Some(Bar::new(x, b.mean_total()).width(0.35).name(format!(
                        "{}: ¥{:.1} over {} seats",
                        b.bot,
                        b.mean_total(),
                        b.seats
                    )))
                })
                .collect();
            BarChart::new(name, bars).color(colour.gamma_multiply(0.7))
        };
        let axis_bots = bots.clone();
        Plot::new("simulation-bot-totals")
            .height(CHART_HEIGHT)
            .legend(Legend::default())
            .allow_scroll(false)
            .include_y(0.0)
            .x_axis_formatter(move |mark, _| {
                let i = mark.value.round();
                if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                    axis_bots.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .show(ui, |plot| {
                plot.bar_chart(chart(current, -shift, CURRENT, "This run"));
                if let Some(previous) = previous {
                    plot.bar_chart(chart(previous, shift, PREVIOUS, "Previous run"));
                }
            });
    }
}

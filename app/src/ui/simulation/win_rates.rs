//! Win rate per seat with its 95% Wilson interval as a whisker, against the fair share; the first-player advantage
//! is named when it is significant.

use egui::RichText;
use egui_plot::{Bar, BarChart, HLine, Legend, Line, Plot, PlotPoints};

use super::run::Outcome;
use super::{CHART_HEIGHT, CURRENT, PREVIOUS};
use crate::locale::tr;

/// The win-rate chart.
#[derive(Debug, Default)]
pub struct WinRatesPanel;

/// One run's bars and whiskers, shifted by `offset`.
fn add(plot: &mut egui_plot::PlotUi<'_>, outcome: &Outcome, offset: f64, colour: egui::Color32, name: &str) {
    let a = &outcome.aggregates;
    let bars = (0..a.seats.len())
        .map(|seat| {
            let rate = a.win_rate(seat);
            Bar::new(seat as f64 + 1.0 + offset, rate.rate)
                .width(0.35)
                .name(tr!(
                    "simulation-win-rate-bar",
                    seat = seat + 1,
                    rate = format!("{:.1}%", 100.0 * rate.rate),
                    low = format!("{:.1}", 100.0 * rate.low),
                    high = format!("{:.1}%", 100.0 * rate.high)
                ))
                .fill(colour.gamma_multiply(0.6))
        })
        .collect();
    plot.bar_chart(BarChart::new(name, bars).color(colour));
    for seat in 0..a.seats.len() {
        let rate = a.win_rate(seat);
        let x = seat as f64 + 1.0 + offset;
        let whisker = vec![
            [x - 0.06, rate.low],
            [x + 0.06, rate.low],
            [x, rate.low],
            [x, rate.high],
            [x - 0.06, rate.high],
            [x + 0.06, rate.high],
        ];
        plot.line(
            Line::new(
                tr!("simulation-win-rate-interval", run = name),
                PlotPoints::from(whisker),
            )
            .color(egui::Color32::from_gray(40))
            .width(1.5),
        );
    }
}

impl WinRatesPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.horizontal(|ui| {
            ui.strong(tr!("simulation-win-rates-title"));
            for (outcome, which) in
                std::iter::once((current, "this")).chain(previous.map(|p| (p, "previous")))
            {
                if outcome.aggregates.first_player_advantage() {
                    ui.label(
                        RichText::new(tr!("simulation-first-player-advantage", run = which))
                            .color(crate::ui::table::ERROR)
                            .strong(),
                    )
                    .on_hover_text(tr!("simulation-first-player-advantage.tooltip"));
                }
            }
        });
        let shift = if previous.is_some() { 0.2 } else { 0.0 };
        let fair = current.aggregates.fair_share();
        Plot::new("simulation-win-rates")
            .height(CHART_HEIGHT)
            .legend(Legend::default())
            .allow_scroll(false)
            .include_y(0.0)
            .include_y(1.0)
            .x_axis_formatter(|mark, _| {
                let i = mark.value.round();
                if (mark.value - i).abs() < 1e-6 && i >= 1.0 {
                    tr!("simulation-seat", seat = i)
                } else {
                    String::new()
                }
            })
            .show(ui, |plot| {
                add(plot, current, -shift, CURRENT, &tr!("simulation-this-run"));
                if let Some(previous) = previous {
                    add(plot, previous, shift, PREVIOUS, &tr!("simulation-previous-run"));
                }
                plot.hline(HLine::new(tr!("simulation-fair-share"), fair).color(egui::Color32::DARK_GRAY));
            });
    }
}

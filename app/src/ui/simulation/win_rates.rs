//! Win rate per seat with its 95% Wilson interval as a whisker, against the fair share; the first-player advantage
//! is named when it is significant.

use egui::RichText;
use egui_plot::{Bar, BarChart, HLine, Line, PlotPoints};

use super::run::Outcome;
use super::{CHART_HEIGHT, Shown, shown};
use crate::locale::tr;
use crate::ui::plot;

/// The win-rate chart.
#[derive(Debug, Default)]
pub struct WinRatesPanel;

/// One run's bars and whiskers.
fn add(plot: &mut egui_plot::PlotUi<'_>, run: &Shown<'_>) {
    let (a, offset, colour, name) = (&run.outcome.aggregates, run.offset, run.colour, run.name.as_str());
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
        let fair = current.aggregates.fair_share();
        let chart = plot::chart("simulation-win-rates", CHART_HEIGHT).include_y(1.0);
        plot::whole_x(chart, |i| (i >= 1).then(|| tr!("simulation-seat", seat = i))).show(ui, |plot| {
            for run in shown(current, previous) {
                add(plot, &run);
            }
            plot.hline(HLine::new(tr!("simulation-fair-share"), fair).color(egui::Color32::DARK_GRAY));
        });
    }
}

//! Win rate per seat with its 95% Wilson interval as a whisker, against the fair share (a dashed line); the
//! first-player advantage is named when it is significant. Rates are written as percentages.

use egui::{Color32, RichText};
use egui_plot::{Axis, Bar, BarChart, HLine, Line, LineStyle, PlotPoints};
use metro_sim::export::Table;

use super::run::Outcome;
use super::{CHART_HEIGHT, Shown, shown};
use crate::locale::tr;
use crate::ui::plot::{self, ChartAxis, Swatch, Values, percent};

/// The win-rate chart.
#[derive(Debug, Default)]
pub struct WinRatesPanel;

/// The colour of the whiskers and the fair-share line: the strong text's, so that they stand out on the chart's
/// background and against the bars in either theme.
pub fn ink(visuals: &egui::Visuals) -> Color32 {
    visuals.strong_text_color()
}

/// One run's bars and whiskers.
fn add(plot: &mut egui_plot::PlotUi<'_>, run: &Shown<'_>, ink: Color32) {
    let (a, offset, colour, name) = (&run.outcome.aggregates, run.offset, run.colour, run.name.as_str());
    let bars = (0..a.seats.len())
        .map(|seat| {
            Bar::new(seat as f64 + 1.0 + offset, a.win_rate(seat).rate)
                .width(0.35)
                .fill(colour.gamma_multiply(0.8))
        })
        .collect();
    plot.bar_chart(BarChart::new(name, bars).color(colour).allow_hover(false));
    for seat in 0..a.seats.len() {
        let rate = a.win_rate(seat);
        let x = seat as f64 + 1.0 + offset;
        let whisker = vec![
            [x - 0.08, rate.low],
            [x + 0.08, rate.low],
            [x, rate.low],
            [x, rate.high],
            [x - 0.08, rate.high],
            [x + 0.08, rate.high],
        ];
        plot.line(
            Line::new(format!("{name} {seat}"), PlotPoints::from(whisker))
                .color(ink)
                .width(2.0)
                .allow_hover(false),
        );
    }
}

/// The seat names along x: seat `i` at `i` (nothing at 0).
fn seats(current: &Outcome, previous: Option<&Outcome>) -> Vec<String> {
    let count = current
        .aggregates
        .seats
        .len()
        .max(previous.map_or(0, |p| p.aggregates.seats.len()));
    std::iter::once(String::new())
        .chain((1..=count).map(|seat| tr!("simulation-seat", seat = seat)))
        .collect()
}

impl WinRatesPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.horizontal_wrapped(|ui| {
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
        let ink = ink(ui.visuals());
        let runs = shown(current, previous);
        let mut key: Vec<(Swatch, String)> = runs
            .iter()
            .map(|r| (Swatch::Fill(r.colour), r.name.clone()))
            .collect();
        key.push((Swatch::Whisker(ink), tr!("simulation-legend-interval")));
        key.push((
            Swatch::Dashed(ink),
            tr!("simulation-legend-fair-share", share = percent(fair, 0)),
        ));
        plot::legend(ui, &key);
        let names = seats(current, previous);
        let chart = plot::readable(
            "simulation-win-rates",
            CHART_HEIGHT,
            ChartAxis::categories(Axis::X, tr!("simulation-axis-seat"), names.clone()),
            ChartAxis::values(Axis::Y, tr!("simulation-axis-win-rate"), Values::Share),
        )
        .include_x(0.5)
        .include_y(0.0)
        .include_y(fair * 1.5);
        let shown_plot = chart.show(ui, |plot| {
            for run in &runs {
                add(plot, run, ink);
            }
            plot.hline(
                HLine::new(tr!("simulation-fair-share"), fair)
                    .color(ink)
                    .width(1.5)
                    .style(LineStyle::dashed_loose())
                    .allow_hover(false),
            );
        });
        plot::tooltip(&shown_plot, |at| {
            let seat = plot::category_at(at.x, names.len()).filter(|&i| i >= 1)? - 1;
            let mut text = vec![tr!("simulation-tip-seat", seat = seat + 1)];
            for run in &runs {
                let a = &run.outcome.aggregates;
                if seat < a.seats.len() {
                    let rate = a.win_rate(seat);
                    text.push(tr!(
                        "simulation-tip-win-rate",
                        run = run.name.as_str(),
                        rate = percent(rate.rate, 1),
                        wins = a.seats[seat].wins,
                        games = a.games,
                        low = percent(rate.low, 1),
                        high = percent(rate.high, 1)
                    ));
                }
            }
            text.push(tr!("simulation-legend-fair-share", share = percent(fair, 1)));
            Some(text.join("\n"))
        });
    }
}

/// The chart's numbers as a table: per run and seat, the wins, the rate and its interval, and the fair share.
pub fn table(current: &Outcome, previous: Option<&Outcome>) -> Table {
    let mut rows = Vec::new();
    for (run, outcome) in super::export::runs(current, previous) {
        let a = &outcome.aggregates;
        for seat in 0..a.seats.len() {
            let rate = a.win_rate(seat);
            rows.push(vec![
                run.to_string(),
                (seat + 1).to_string(),
                a.games.to_string(),
                a.seats[seat].wins.to_string(),
                format!("{:.4}", rate.rate),
                format!("{:.4}", rate.low),
                format!("{:.4}", rate.high),
                format!("{:.4}", a.fair_share()),
            ]);
        }
    }
    Table {
        file: "chart_win_rates.csv",
        header: [
            "run",
            "seat",
            "games",
            "wins",
            "win_rate",
            "low_95",
            "high_95",
            "fair_share",
        ]
        .map(String::from)
        .to_vec(),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The grey lightness (0–255) of a colour, as the eye weighs its channels.
    fn luma(c: Color32) -> f32 {
        0.299 * f32::from(c.r()) + 0.587 * f32::from(c.g()) + 0.114 * f32::from(c.b())
    }

    /// Testers could not see the whiskers and the fair-share line (dark grey on the dark plot): they now stand far
    /// from the plot's background, in the dark theme and the light one.
    #[test]
    fn whiskers_and_the_fair_share_stand_out_on_the_plot_in_either_theme() {
        for visuals in [egui::Visuals::dark(), egui::Visuals::light()] {
            let apart = (luma(ink(&visuals)) - luma(visuals.extreme_bg_color)).abs();
            assert!(
                apart >= 150.0,
                "{:?} on {:?}: {apart}",
                ink(&visuals),
                visuals.extreme_bg_color
            );
        }
    }
}

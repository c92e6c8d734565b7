//! The final totals of each bot (over every seat it played), for each run: their spread as a box plot (quartiles in
//! the box, the median across it, the smallest and largest totals at the whiskers' ends) and their mean as a
//! diamond. A run kept before totals were counted per bot shows its mean only.

use egui_plot::{BoxElem, BoxPlot, BoxSpread, MarkerShape, Points};
use metro_sim::export::Table;

use super::categories::{self, Layout};
use super::line_values::box_tip;
use super::run::Outcome;
use super::{Shown, shown};
use crate::locale::tr;
use crate::ui::plot::{self, Swatch, Values, yen_tick};

/// The bot-totals chart.
#[derive(Debug, Default)]
pub struct BotTotalsPanel;

/// One run's boxes and means, its bots placed by name among `bots`.
fn add(plot: &mut egui_plot::PlotUi<'_>, run: &Shown<'_>, bots: &[String]) {
    let placed = || {
        run.outcome
            .aggregates
            .bots
            .iter()
            .filter_map(|b| Some((bots.iter().position(|n| *n == b.bot)? as f64 + run.offset, b)))
    };
    let boxes = placed()
        .filter_map(|(x, b)| {
            let five = b.five_numbers()?;
            Some(
                BoxElem::new(
                    x,
                    BoxSpread::new(five.min, five.q1, five.median, five.q3, five.max),
                )
                .box_width(0.3)
                .whisker_width(0.15)
                .fill(run.colour.gamma_multiply(0.4))
                .stroke(egui::Stroke::new(1.5, run.colour)),
            )
        })
        .collect();
    plot.box_plot(
        BoxPlot::new(run.name.as_str(), boxes)
            .color(run.colour)
            .allow_hover(false),
    );
    let means: Vec<[f64; 2]> = placed().map(|(x, b)| [x, b.mean_total()]).collect();
    plot.points(
        Points::new(format!("{} mean", run.name), means)
            .shape(MarkerShape::Diamond)
            .radius(5.0)
            .filled(true)
            .color(run.colour)
            .allow_hover(false),
    );
}

impl BotTotalsPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong(tr!("simulation-bot-totals-title"));
        let runs = shown(current, previous);
        let mut key: Vec<(Swatch, String)> = runs
            .iter()
            .map(|r| (Swatch::Box(r.colour), r.name.clone()))
            .collect();
        let weak = ui.visuals().weak_text_color();
        key.push((Swatch::Box(weak), tr!("simulation-legend-box")));
        key.push((Swatch::Diamond(weak), tr!("simulation-legend-mean")));
        plot::legend(ui, &key);
        let layout = Layout {
            names: categories::of_runs(current, previous, |o| {
                o.aggregates.bots.iter().map(|b| b.bot.as_str())
            }),
            category: tr!("simulation-axis-bot"),
            value: tr!("simulation-axis-final-total"),
            values: Values::Yen,
            horizontal: false,
            series: runs.len(),
        };
        let shown_plot = layout
            .plot("simulation-bot-totals")
            .include_x(-0.5)
            .include_x(layout.names.len() as f64 - 0.5)
            .show(ui, |plot| {
                for run in &runs {
                    add(plot, run, &layout.names);
                }
            });
        layout.tooltip(&shown_plot, |i| {
            let bot = layout.names.get(i)?;
            let mut text = vec![bot.clone()];
            for run in &runs {
                if let Some(row) = run.outcome.aggregates.bots.iter().find(|b| b.bot == *bot) {
                    text.push(match row.five_numbers() {
                        Some(five) => box_tip(&run.name, row.mean_total(), &five),
                        None => tr!(
                            "simulation-tip-mean",
                            run = run.name.as_str(),
                            mean = yen_tick(row.mean_total())
                        ),
                    });
                    text.push(tr!("simulation-tip-seats", seats = row.seats, wins = row.wins));
                }
            }
            Some(text.join("\n"))
        });
    }
}

/// The chart's numbers as a table: per run and bot, the seats, wins, mean and five numbers of the final totals
/// (empty where they were not counted).
pub fn table(current: &Outcome, previous: Option<&Outcome>) -> Table {
    let mut rows = Vec::new();
    for (run, outcome) in super::export::runs(current, previous) {
        for bot in &outcome.aggregates.bots {
            let five = bot.five_numbers();
            let field = |f: fn(&metro_sim::FiveNumbers) -> f64| {
                five.as_ref().map_or(String::new(), |n| f(n).to_string())
            };
            rows.push(vec![
                run.to_string(),
                bot.bot.clone(),
                bot.seats.to_string(),
                bot.wins.to_string(),
                format!("{:.4}", bot.mean_total()),
                field(|n| n.min),
                field(|n| n.q1),
                field(|n| n.median),
                field(|n| n.q3),
                field(|n| n.max),
            ]);
        }
    }
    Table {
        file: "chart_bot_totals.csv",
        header: [
            "run",
            "bot",
            "seats",
            "wins",
            "mean_total",
            "min",
            "q1",
            "median",
            "q3",
            "max",
        ]
        .map(String::from)
        .to_vec(),
        rows,
    }
}

//! Each line's final value (before payouts) over the games, as box plots: quartiles in the box, the smallest and
//! largest values at the whiskers' ends; the previous run's boxes beside the current ones. Every line is named
//! under its boxes; the pointer's tooltip gives a line's five numbers and mean for each run.

use egui_plot::{BoxElem, BoxPlot, BoxSpread};
use metro_sim::FiveNumbers;
use metro_sim::export::Table;

use super::categories::{self, Layout};
use super::run::Outcome;
use super::{Shown, shown};
use crate::locale::tr;
use crate::ui::plot::{self, Swatch, Values, yen_tick};

/// The line-value chart.
#[derive(Debug, Default)]
pub struct LineValuesPanel;

/// One run's boxes, its lines placed by letter among `letters`.
fn boxes(run: &Shown<'_>, letters: &[String]) -> BoxPlot {
    let (offset, colour) = (run.offset, run.colour);
    let elems = run
        .outcome
        .aggregates
        .lines
        .iter()
        .filter_map(|line| {
            let x = letters.iter().position(|l| *l == line.line)? as f64 + offset;
            let five = line.five_numbers()?;
            Some(
                BoxElem::new(
                    x,
                    BoxSpread::new(five.min, five.q1, five.median, five.q3, five.max),
                )
                .box_width(0.35)
                .whisker_width(0.2)
                .fill(colour.gamma_multiply(0.4))
                .stroke(egui::Stroke::new(1.5, colour)),
            )
        })
        .collect();
    BoxPlot::new(run.name.as_str(), elems)
        .color(colour)
        .allow_hover(false)
}

/// A run's figures of one distribution in words: mean, median, middle half and range, in yen.
pub fn box_tip(run: &str, mean: f64, five: &FiveNumbers) -> String {
    tr!(
        "simulation-tip-box",
        run = run,
        mean = yen_tick(mean),
        median = yen_tick(five.median),
        q1 = yen_tick(five.q1),
        q3 = yen_tick(five.q3),
        min = yen_tick(five.min),
        max = yen_tick(five.max)
    )
}

/// The chart's layout: every line by its letter along x, yen up.
fn layout(current: &Outcome, previous: Option<&Outcome>) -> Layout {
    Layout {
        names: categories::of_runs(current, previous, |o| {
            o.aggregates.lines.iter().map(|l| l.line.as_str())
        }),
        category: tr!("simulation-axis-line"),
        value: tr!("simulation-axis-final-value"),
        values: Values::Yen,
        horizontal: false,
        series: if previous.is_some() { 2 } else { 1 },
    }
}

impl LineValuesPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong(tr!("simulation-line-values-title"));
        let runs = shown(current, previous);
        let mut key: Vec<(Swatch, String)> = runs
            .iter()
            .map(|r| (Swatch::Box(r.colour), r.name.clone()))
            .collect();
        key.push((
            Swatch::Box(ui.visuals().weak_text_color()),
            tr!("simulation-legend-box"),
        ));
        plot::legend(ui, &key);
        let layout = layout(current, previous);
        let shown_plot = layout.plot("simulation-line-values").show(ui, |plot| {
            for run in &runs {
                plot.box_plot(boxes(run, &layout.names));
            }
        });
        layout.tooltip(&shown_plot, |i| {
            let letter = layout.names.get(i)?;
            let mut text = vec![tr!("simulation-tip-line", line = letter.as_str())];
            for run in &runs {
                if let Some(line) = run.outcome.aggregates.lines.iter().find(|l| l.line == *letter)
                    && let Some(five) = line.five_numbers()
                {
                    text.push(box_tip(&run.name, line.mean(), &five));
                }
            }
            Some(text.join("\n"))
        });
    }
}

/// The chart's numbers as a table: per run and line, the games, mean and five numbers.
pub fn table(current: &Outcome, previous: Option<&Outcome>) -> Table {
    let mut rows = Vec::new();
    for (run, outcome) in super::export::runs(current, previous) {
        for line in &outcome.aggregates.lines {
            let Some(five) = line.five_numbers() else {
                continue;
            };
            rows.push(vec![
                run.to_string(),
                line.line.clone(),
                line.games().to_string(),
                format!("{:.4}", line.mean()),
                five.min.to_string(),
                five.q1.to_string(),
                five.median.to_string(),
                five.q3.to_string(),
                five.max.to_string(),
            ]);
        }
    }
    Table {
        file: "chart_line_values.csv",
        header: ["run", "line", "games", "mean", "min", "q1", "median", "q3", "max"]
            .map(String::from)
            .to_vec(),
        rows,
    }
}

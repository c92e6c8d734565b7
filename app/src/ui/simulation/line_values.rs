//! Each line's final value (before payouts) over the games, as box plots: quartiles in the box, the smallest and
//! largest values at the whiskers' ends; the previous run's boxes beside the current ones.

use egui_plot::{BoxElem, BoxPlot, BoxSpread, Legend, Plot};

use super::run::Outcome;
use super::{CHART_HEIGHT, CURRENT, PREVIOUS};

/// The line-value chart.
#[derive(Debug, Default)]
pub struct LineValuesPanel;

/// One run's boxes, its lines placed by letter among `letters`, shifted by `offset`.
fn boxes(outcome: &Outcome, letters: &[String], offset: f64, colour: egui::Color32, name: &str) -> BoxPlot {
    let elems = outcome
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
                .name(format!("line {} (mean ¥{:.1})", line.line, line.mean()))
                .box_width(0.35)
                .whisker_width(0.2)
                .fill(colour.gamma_multiply(0.4))
                .stroke(egui::Stroke::new(1.5, colour)),
            )
        })
        .collect();
    BoxPlot::new(name, elems).color(colour)
}

impl LineValuesPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong("Final line values (¥, before payouts)");
        let mut letters: Vec<String> = current.aggregates.lines.iter().map(|l| l.line.clone()).collect();
        if let Some(previous) = previous {
            for line in &previous.aggregates.lines {
                if !letters.contains(&line.line) {
                    letters.push(line.line.clone());
                }
            }
        }
        let shift = if previous.is_some() { 0.2 } else { 0.0 };
        let axis_letters = letters.clone();
        Plot::new("simulation-line-values")
            .height(CHART_HEIGHT)
            .legend(Legend::default())
            .allow_scroll(false)
            .x_axis_formatter(move |mark, _| {
                let i = mark.value.round();
                if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                    axis_letters.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .include_y(0.0)
            .show(ui, |plot| {
                plot.box_plot(boxes(current, &letters, -shift, CURRENT, "This run"));
                if let Some(previous) = previous {
                    plot.box_plot(boxes(previous, &letters, shift, PREVIOUS, "Previous run"));
                }
            });
    }
}

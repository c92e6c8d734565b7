//! Each line's final value (before payouts) over the games, as box plots: quartiles in the box, the smallest and
//! largest values at the whiskers' ends; the previous run's boxes beside the current ones.

use egui_plot::{BoxElem, BoxPlot, BoxSpread};

use super::run::Outcome;
use super::{CURRENT, PREVIOUS, categories};
use crate::locale::tr;

/// The line-value chart.
#[derive(Debug, Default)]
pub struct LineValuesPanel;

/// One run's boxes, its lines placed by letter among `letters`, shifted by `offset`.
fn boxes(outcome: &Outcome, letters: &[String], offset: f64, colour: egui::Color32, name: String) -> BoxPlot {
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
                .name(tr!(
                    "simulation-line-values-box",
                    line = line.line.as_str(),
                    mean = format!("¥{:.1}", line.mean())
                ))
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
        ui.strong(tr!("simulation-line-values-title"));
        let letters = categories::union(
            current.aggregates.lines.iter().map(|l| l.line.as_str()),
            previous
                .into_iter()
                .flat_map(|p| p.aggregates.lines.iter().map(|l| l.line.as_str())),
        );
        let shift = if previous.is_some() { 0.2 } else { 0.0 };
        categories::plot("simulation-line-values", letters.clone()).show(ui, |plot| {
            plot.box_plot(boxes(
                current,
                &letters,
                -shift,
                CURRENT,
                tr!("simulation-this-run"),
            ));
            if let Some(previous) = previous {
                plot.box_plot(boxes(
                    previous,
                    &letters,
                    shift,
                    PREVIOUS,
                    tr!("simulation-previous-run"),
                ));
            }
        });
    }
}

//! Each line's final value (before payouts) over the games, as box plots: quartiles in the box, the smallest and
//! largest values at the whiskers' ends; the previous run's boxes beside the current ones.

use egui_plot::{BoxElem, BoxPlot, BoxSpread};

use super::run::Outcome;
use super::{Shown, categories, shown};
use crate::locale::tr;

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
    BoxPlot::new(run.name.as_str(), elems).color(colour)
}

impl LineValuesPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong(tr!("simulation-line-values-title"));
        let letters = categories::of_runs(current, previous, |o| {
            o.aggregates.lines.iter().map(|l| l.line.as_str())
        });
        categories::plot("simulation-line-values", letters.clone()).show(ui, |plot| {
            for run in shown(current, previous) {
                plot.box_plot(boxes(&run, &letters));
            }
        });
    }
}

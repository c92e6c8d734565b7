//! What the charts over named categories share (line values, action kinds, totals per bot): the categories of both
//! runs in one order, and the chart laid out the same way — every category named on its axis (along x, or along y
//! for many long names, the first at the top), the values' axis titled with its unit — and the tooltip naming the
//! category under the pointer.

use egui_plot::{Axis, Plot, PlotResponse};

use super::run::Outcome;
use crate::ui::plot::{self, ChartAxis, Values};

/// The names of the current run's categories in its order, then those only the previous run has.
pub fn union<'a>(
    current: impl Iterator<Item = &'a str>,
    previous: impl Iterator<Item = &'a str>,
) -> Vec<String> {
    let mut names: Vec<String> = current.map(str::to_owned).collect();
    for name in previous {
        if !names.iter().any(|n| n == name) {
            names.push(name.to_owned());
        }
    }
    names
}

/// The categories of both runs ([`union`]), `of` naming a run's categories.
pub fn of_runs<'a, I: Iterator<Item = &'a str>>(
    current: &'a Outcome,
    previous: Option<&'a Outcome>,
    of: impl Fn(&'a Outcome) -> I,
) -> Vec<String> {
    union(of(current), previous.into_iter().flat_map(&of))
}

/// How a chart over categories is laid out.
pub struct Layout {
    /// The categories, in order (category `i` stands at `i` on its axis).
    pub names: Vec<String>,
    /// The categories' axis title ("Line").
    pub category: String,
    /// The values' axis title, with its unit ("Final value (¥)").
    pub value: String,
    /// How the values are written.
    pub values: Values,
    /// Categories along y (first at the top) and bars along x: for many or long names.
    pub horizontal: bool,
    /// Bars (or boxes) per category.
    pub series: usize,
}

/// The points high a horizontal chart of `count` categories of `series` bars each needs to name every category
/// and show every bar.
pub fn horizontal_height(count: usize, series: usize) -> f32 {
    ((16.0 + 5.0 * series as f32) * count as f32 + 60.0).max(super::CHART_HEIGHT)
}

impl Layout {
    /// The chart's plot.
    pub fn plot(&self, id: &str) -> Plot<'static> {
        let categories = ChartAxis::categories(
            if self.horizontal { Axis::Y } else { Axis::X },
            self.category.clone(),
            self.names.clone(),
        );
        if self.horizontal {
            let values = ChartAxis::values(Axis::X, self.value.clone(), self.values);
            plot::readable(
                id,
                horizontal_height(self.names.len(), self.series),
                values,
                categories,
            )
            .invert_y(true)
            .include_x(0.0)
        } else {
            let values = ChartAxis::values(Axis::Y, self.value.clone(), self.values);
            plot::readable(id, super::CHART_HEIGHT, categories, values)
        }
    }

    /// The tooltip of the category under the pointer: `text(i)` for category `i`.
    pub fn tooltip<R>(&self, shown: &PlotResponse<R>, text: impl FnOnce(usize) -> Option<String>) {
        plot::tooltip(shown, |at| {
            let along = if self.horizontal { at.y } else { at.x };
            plot::category_at(along, self.names.len()).and_then(text)
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_previous_runs_own_categories_come_after_the_current_ones() {
        let names = union(
            ["heuristic", "random"].into_iter(),
            ["random", "mcts:100"].into_iter(),
        );
        assert_eq!(names, ["heuristic", "random", "mcts:100"]);
        assert_eq!(union(["a"].into_iter(), std::iter::empty()), ["a"]);
    }
}

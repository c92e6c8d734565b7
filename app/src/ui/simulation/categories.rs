//! What the bar charts over named categories share (mean total per bot, action kinds, line values): the categories
//! of both runs in one order, and the chart laid out the same way, each whole x labelled with its category's name.

use egui_plot::Plot;

use super::CHART_HEIGHT;
use super::run::Outcome;
use crate::ui::plot;

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

/// A bar-chart plot over `names` along x (category `i` at x = i), as high as the screen's charts.
pub fn plot(id: &str, names: Vec<String>) -> Plot<'static> {
    plot::whole_x(plot::chart(id, CHART_HEIGHT), move |i| names.get(i).cloned())
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

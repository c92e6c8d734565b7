//! What the bar charts over named categories share (mean total per bot, action kinds): the categories of both runs
//! in one order, and the plot laid out the same way, each whole x labelled with its category's name.

use egui_plot::{Legend, Plot};

use super::CHART_HEIGHT;

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

/// A bar-chart plot over `names` along x (category `i` at x = i): the charts' height, a legend, no scroll-zoom,
/// y from 0.
pub fn plot(id: &str, names: Vec<String>) -> Plot<'static> {
    Plot::new(id)
        .height(CHART_HEIGHT)
        .legend(Legend::default())
        .allow_scroll(false)
        .include_y(0.0)
        .x_axis_formatter(move |mark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                names.get(i as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
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

//! What every chart of the app shares (egui_plot), written once for the end screen's charts over the rounds
//! ([`super::charts`]) and the simulation screen's ([`super::simulation`]): a chart's frame — its height, a legend,
//! y from 0, the mouse wheel left to the page (it scrolls past, it does not zoom) — and labels at whole x values
//! only (categories, seats).

use egui_plot::Plot;

/// A chart `height` points high, with a legend, y from 0 and no zooming by the mouse wheel.
pub fn chart(id: impl egui::AsIdSalt, height: f32) -> Plot<'static> {
    Plot::new(id)
        .height(height)
        .legend(egui_plot::Legend::default())
        .allow_scroll(false)
        .include_y(0.0)
}

/// `plot` with x labelled at whole values only, value `i` by `label(i)` (nothing where it gives `None`, at
/// negative values or between whole ones).
pub fn whole_x<'a>(plot: Plot<'a>, label: impl Fn(usize) -> Option<String> + 'a) -> Plot<'a> {
    plot.x_axis_formatter(move |mark, _| {
        let i = mark.value.round();
        if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
            label(i as usize).unwrap_or_default()
        } else {
            String::new()
        }
    })
}

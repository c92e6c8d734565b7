//! What every chart of the app shares (egui_plot), written once for the end screen's charts over the rounds
//! ([`super::charts`]) and the simulation screen's ([`super::simulation`]): a chart's frame — its height, a legend,
//! y from 0, the mouse wheel left to the page (it scrolls past, it does not zoom).
//!
//! The simulation screen's charts are read by people comparing designs, so they are built to be read
//! ([`readable`]): titled axes, round ticks labelled alike (1, 2, 2.5 or 5 × 10ⁿ, [`round_step`]), every category
//! named ([`ChartAxis::categories`]), money and shares written as such ([`yen_tick`], [`percent`]); the values under
//! the pointer in a tooltip beside it, kept on screen ([`tooltip`]: egui_plot's own hover text stands at a bar's
//! corner and is cut at the plot's edges); and the legend in a row above the chart ([`legend`]), not over the data.

use egui::{Color32, Rangef, Stroke, pos2, vec2};
use egui_plot::{Axis, AxisHints, GridInput, GridMark, Plot, PlotPoint, PlotResponse};
use metro_play::game::yen;

/// A chart `height` points high, with a legend, y from 0 and no zooming by the mouse wheel.
pub fn chart(id: impl egui::AsIdSalt, height: f32) -> Plot<'static> {
    Plot::new(id)
        .height(height)
        .legend(egui_plot::Legend::default())
        .allow_scroll(false)
        .include_y(0.0)
}

/// The least room between two labelled ticks along x, in points (labels such as `¥1,200` are wide).
pub const X_TICK_ROOM: f64 = 70.0;
/// The least room between two labelled ticks along y, in points.
pub const Y_TICK_ROOM: f64 = 30.0;
/// The grid's least spacing in points (egui_plot gives grid spacers a step of this many points).
const GRID_MIN: f32 = 8.0;

/// The smallest round step — 1, 2, 2.5 or 5 times a power of ten — at least `least` (1 for no positive `least`).
pub fn round_step(least: f64) -> f64 {
    if !least.is_finite() || least <= 0.0 {
        return 1.0;
    }
    let power = 10f64.powf(least.log10().floor());
    [1.0, 2.0, 2.5, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&step| step >= least * (1.0 - 1e-9))
        .unwrap_or(10.0 * power)
}

/// Ticks at every multiple of `step` from `bounds.0` to `bounds.1`, all of the same step (so all labelled alike).
pub fn round_ticks(bounds: (f64, f64), step: f64) -> Vec<GridMark> {
    if !step.is_finite() || step <= 0.0 || !bounds.0.is_finite() || !bounds.1.is_finite() {
        return Vec::new();
    }
    let first = (bounds.0 / step - 1e-9).ceil() as i64;
    let last = (bounds.1 / step + 1e-9).floor() as i64;
    (first..=last)
        .take(500)
        .map(|k| GridMark {
            value: k as f64 * step,
            step_size: step,
        })
        .collect()
}

/// The fewest decimals that write `step` exactly (0.25 → 2, 2.5 → 1, 50 → 0), at most 6.
fn decimals(step: f64) -> usize {
    (0..6)
        .find(|&d| {
            let scaled = step * 10f64.powi(d as i32);
            (scaled - scaled.round()).abs() < 1e-6 * scaled.abs().max(1.0)
        })
        .unwrap_or(6)
}

/// Money in whole yen, as the game writes it: `¥800`, `¥1,200`, `-¥50`.
pub fn yen_tick(value: f64) -> String {
    yen(value.round() as i32)
}

/// A share as a percentage with `decimals` decimals: 0.234 → `23%` (0) or `23.4%` (1).
pub fn percent(share: f64, decimals: usize) -> String {
    let value = 100.0 * share;
    // no "-0%" for a share a rounding error below zero
    let value = if value.abs() < 0.5 * 10f64.powi(-(decimals as i32)) {
        0.0
    } else {
        value
    };
    format!("{value:.decimals$}%")
}

/// A number with the decimals its tick step needs: `0.25`, `1.5`, `150`.
pub fn number(value: f64, step: f64) -> String {
    let d = decimals(step);
    let value = if value.abs() < 0.5 * 10f64.powi(-(d as i32)) {
        0.0
    } else {
        value
    };
    format!("{value:.d$}")
}

/// What a value axis counts, which decides how its ticks are written and how fine they may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Values {
    /// Yen, in steps of whole yen: `¥800`.
    Yen,
    /// A share from 0 to 1, written as a percentage: `25%`.
    Share,
    /// Whole things (decisions, games): `150`.
    Whole,
    /// A rate with decimals (times per game): `0.5`.
    Rate,
}

impl Values {
    /// The finest step of its ticks.
    fn least(self) -> f64 {
        match self {
            Values::Yen | Values::Whole => 1.0,
            Values::Share => 0.001,
            Values::Rate => 0.01,
        }
    }

    /// A tick's text.
    pub fn tick(self, mark: GridMark) -> String {
        match self {
            Values::Yen => yen_tick(mark.value),
            Values::Share => percent(mark.value, decimals(mark.step_size * 100.0)),
            Values::Whole | Values::Rate => number(mark.value, mark.step_size),
        }
    }
}

/// One axis of a [`readable`] chart: its title and ticks, and where the ticks stand.
pub struct ChartAxis<'a> {
    hints: AxisHints<'a>,
    spacer: Box<dyn Fn(GridInput) -> Vec<GridMark> + 'a>,
}

impl<'a> ChartAxis<'a> {
    /// A value axis titled `title` (with its unit), its ticks at a round step, [`X_TICK_ROOM`] or [`Y_TICK_ROOM`]
    /// points apart at least, written as `values` are.
    pub fn values(axis: Axis, title: String, values: Values) -> ChartAxis<'a> {
        let room = match axis {
            Axis::X => X_TICK_ROOM,
            Axis::Y => Y_TICK_ROOM,
        };
        ChartAxis {
            hints: hints(axis, title).formatter(move |mark, _| values.tick(mark)),
            spacer: Box::new(move |input: GridInput| {
                let per_point = input.base_step_size / f64::from(GRID_MIN);
                round_ticks(input.bounds, round_step((room * per_point).max(values.least())))
            }),
        }
    }

    /// A category axis titled `title`: category `i` at `i`, every one named by its name (a tick at each, none
    /// between them).
    pub fn categories(axis: Axis, title: String, names: Vec<String>) -> ChartAxis<'a> {
        let count = names.len();
        ChartAxis {
            hints: hints(axis, title).formatter(move |mark, _| {
                category_at(mark.value, names.len())
                    .and_then(|i| names.get(i).cloned())
                    .unwrap_or_default()
            }),
            spacer: Box::new(move |input: GridInput| {
                (0..count)
                    .map(|i| i as f64)
                    .filter(|&x| x >= input.bounds.0 - 1e-9 && x <= input.bounds.1 + 1e-9)
                    .map(|value| GridMark {
                        value,
                        step_size: 1.0,
                    })
                    .collect()
            }),
        }
    }
}

/// An axis titled `title` whose ticks are all drawn at full strength when they fit (egui_plot fades ticks closer than
/// 60 points along x, which hid most categories' names).
fn hints<'a>(axis: Axis, title: String) -> AxisHints<'a> {
    AxisHints::new(axis)
        .label(title)
        .label_spacing(Rangef::new(1.0, 2.0))
}

/// The category whose slot (from `i − ½` to `i + ½`) holds `value`, among `count`; the first and last categories'
/// slots reach a whole slot further out (the plot's margins beside them).
pub fn category_at(value: f64, count: usize) -> Option<usize> {
    let last = count.checked_sub(1)? as f64;
    (value >= -1.0 && value <= last + 1.0).then(|| value.round().clamp(0.0, last) as usize)
}

/// A chart of the simulation screen, `height` points high, with its two axes: no legend over the data (draw one
/// with [`legend`] above it), no zooming or panning (the page scrolls past it), and no hover text of egui_plot's own
/// (its items are added with hovering off; [`tooltip`] shows what is under the pointer).
pub fn readable<'a>(id: &str, height: f32, x: ChartAxis<'a>, y: ChartAxis<'a>) -> Plot<'a> {
    Plot::new(id)
        .height(height)
        .allow_scroll(false)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .show_y(false)
        .grid_spacing(Rangef::new(GRID_MIN, 60.0))
        .custom_x_axes(vec![x.hints])
        .custom_y_axes(vec![y.hints])
        .x_grid_spacer(x.spacer)
        .y_grid_spacer(y.spacer)
}

/// While the pointer is over the chart, `text` of the plot point under it in a tooltip beside the pointer (a
/// window of its own, kept on screen: never cut by the plot's edges).
pub fn tooltip<R>(shown: &PlotResponse<R>, text: impl FnOnce(PlotPoint) -> Option<String>) {
    let response = &shown.response;
    let Some(pointer) = response.hover_pos() else {
        return;
    };
    if !shown.transform.frame().contains(pointer) {
        return;
    }
    let Some(text) = text(shown.transform.value_from_position(pointer)) else {
        return;
    };
    at_pointer(response, text);
}

/// `text` in a tooltip beside the pointer, for `response` (shown at once, kept on screen).
pub fn at_pointer(response: &egui::Response, text: String) {
    egui::Tooltip::always_open(
        response.ctx.clone(),
        response.layer_id,
        response.id,
        egui::PopupAnchor::Pointer,
    )
    .gap(12.0)
    .show(|ui| {
        ui.set_max_width(ui.spacing().tooltip_width);
        ui.label(text);
    });
}

/// How a series looks in a legend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Swatch {
    /// A filled square (bars).
    Fill(Color32),
    /// A square with a light fill and an outline of the colour.
    Outline(Color32),
    /// A box with a median line and whiskers (box plots).
    Box(Color32),
    /// An interval's whisker.
    Whisker(Color32),
    /// A dashed line across (a reference value).
    Dashed(Color32),
    /// A diamond (a mean).
    Diamond(Color32),
}

/// The light fill inside an [`Swatch::Outline`] series: the colour mixed with white.
pub fn tint(colour: Color32, white: f32) -> Color32 {
    let mix = |c: u8| (f32::from(c) + (255.0 - f32::from(c)) * white).round() as u8;
    Color32::from_rgb(mix(colour.r()), mix(colour.g()), mix(colour.b()))
}

/// A chart's legend: one swatch and name per series, in a row above the chart (wrapping when narrow).
pub fn legend(ui: &mut egui::Ui, entries: &[(Swatch, String)]) {
    ui.horizontal_wrapped(|ui| {
        for (swatch, name) in entries {
            let (rect, _) = ui.allocate_exact_size(vec2(18.0, 12.0), egui::Sense::hover());
            paint_swatch(ui.painter(), rect, *swatch);
            ui.label(name.as_str());
            ui.add_space(8.0);
        }
    });
}

fn paint_swatch(painter: &egui::Painter, rect: egui::Rect, swatch: Swatch) {
    let c = rect.center();
    match swatch {
        Swatch::Fill(colour) => {
            painter.rect_filled(rect.shrink2(vec2(3.0, 1.0)), 1.0, colour);
        }
        Swatch::Outline(colour) => {
            let r = rect.shrink2(vec2(3.0, 1.0));
            painter.rect_filled(r, 1.0, tint(colour, 0.75));
            painter.rect_stroke(r, 1.0, Stroke::new(1.5, colour), egui::StrokeKind::Inside);
        }
        Swatch::Box(colour) => {
            let r = rect.shrink2(vec2(5.0, 3.0));
            painter.line_segment(
                [pos2(c.x, rect.top()), pos2(c.x, rect.bottom())],
                Stroke::new(1.0, colour),
            );
            painter.rect_filled(r, 0.0, colour.gamma_multiply(0.5));
            painter.rect_stroke(r, 0.0, Stroke::new(1.5, colour), egui::StrokeKind::Inside);
            painter.line_segment(
                [pos2(r.left(), c.y), pos2(r.right(), c.y)],
                Stroke::new(1.5, colour),
            );
        }
        Swatch::Whisker(colour) => {
            let s = Stroke::new(2.0, colour);
            painter.line_segment([pos2(c.x, rect.top()), pos2(c.x, rect.bottom())], s);
            painter.line_segment([pos2(c.x - 4.0, rect.top()), pos2(c.x + 4.0, rect.top())], s);
            painter.line_segment(
                [pos2(c.x - 4.0, rect.bottom()), pos2(c.x + 4.0, rect.bottom())],
                s,
            );
        }
        Swatch::Dashed(colour) => {
            painter.add(egui::Shape::dashed_line(
                &[pos2(rect.left(), c.y), pos2(rect.right(), c.y)],
                Stroke::new(2.0, colour),
                4.0,
                3.0,
            ));
        }
        Swatch::Diamond(colour) => {
            let r = 5.0;
            painter.add(egui::Shape::convex_polygon(
                vec![
                    c + vec2(0.0, -r),
                    c + vec2(r, 0.0),
                    c + vec2(0.0, r),
                    c + vec2(-r, 0.0),
                ],
                colour,
                Stroke::new(1.0, Color32::BLACK),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_written_as_yen_percent_or_numbers() {
        assert_eq!(
            [0.3, 1.0, 1.7, 2.2, 4.0, 7.0, 0.013, 180.0].map(round_step),
            [0.5, 1.0, 2.0, 2.5, 5.0, 10.0, 0.02, 200.0]
        );
        let values: Vec<f64> = round_ticks((-0.01, 0.52), 0.1).iter().map(|m| m.value).collect();
        assert_eq!(values.len(), 6, "{values:?}");
        assert_eq!(yen_tick(800.0), "¥800");
        assert_eq!(yen_tick(1200.4), "¥1,200");
        assert_eq!(percent(0.234, 0), "23%");
        assert_eq!(percent(0.234, 1), "23.4%");
        assert_eq!(percent(-1e-12, 0), "0%");
        let mark = |value, step_size| GridMark { value, step_size };
        assert_eq!(Values::Share.tick(mark(0.25, 0.05)), "25%");
        assert_eq!(Values::Share.tick(mark(0.025, 0.025)), "2.5%");
        assert_eq!(Values::Yen.tick(mark(3000.0, 1000.0)), "¥3,000");
        assert_eq!(Values::Rate.tick(mark(0.75, 0.25)), "0.75");
        assert_eq!(Values::Rate.tick(mark(0.30000000000000004, 0.1)), "0.3");
        assert_eq!(Values::Whole.tick(mark(150.0, 50.0)), "150");
    }

    #[test]
    fn a_category_owns_the_slot_around_it() {
        assert_eq!(category_at(2.4, 5), Some(2));
        assert_eq!(category_at(2.6, 5), Some(3));
        assert_eq!(category_at(-0.4, 5), Some(0));
        assert_eq!(category_at(-0.6, 5), Some(0));
        assert_eq!(category_at(-1.1, 5), None);
        assert_eq!(category_at(4.4, 5), Some(4));
        assert_eq!(category_at(4.9, 5), Some(4));
        assert_eq!(category_at(5.1, 5), None);
        assert_eq!(category_at(0.0, 0), None);
    }
}

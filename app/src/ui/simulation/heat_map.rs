//! The map itself with the results on it: stations as a heat map of their payouts (cash paid to owners per game) or
//! of the pyramids built there (per game), on the lines in their own colours, each line's letter beside its first
//! stop with its mean final value. A static view of its own (the board's painter is not used), laid out with the
//! board's geometry and its placement of station names (`board::labels`: a name that finds no free place is left
//! to the tooltip, and zooming makes room). With a previous run, both maps side by side on one colour scale and one
//! camera.
//!
//! A station is a circle per stop, as large as its figure but never so large that two stops' circles touch (the
//! largest radius is under half the smallest distance between two stops of the map), an interchange's stops joined
//! by a capsule as on the board. The scale names round values between its ends; hovering a station names its
//! figures beside the pointer; the map zooms with Ctrl and the mouse wheel (or a pinch), the buttons, and pans by
//! dragging; a double click shows the whole map again.

use std::sync::Arc;

use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, pos2, vec2};
use metro_core::Map;
use metro_play::game::Rules;
use metro_sim::export::Table;

use super::run::Outcome;
use super::{CURRENT, PREVIOUS};
use crate::locale::tr;
use crate::ui::board::geometry::{Camera, Layout, map_pos};
use crate::ui::board::labels::{self, Placement};
use crate::ui::plot::{self, number, round_step, yen_tick};
use crate::words::{colour, ink_on};

/// What the stations show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layer {
    /// Cash paid to station owners by station payouts, per game.
    #[default]
    Payouts,
    /// Pyramids built, per game.
    Pyramids,
}

/// The smallest station circle's radius, in spaces (a station nobody paid at).
const SMALLEST: f32 = 0.12;
/// The largest station circle's radius, in spaces, on a map whose stops stand far enough apart.
const LARGEST: f32 = 0.3;
/// The size of station names and line labels, in points.
const NAME_SIZE: f32 = 11.0;
/// The zoom buttons' step.
const ZOOM_STEP: f32 = 1.5;

/// One map's station names, placed for one zoom.
#[derive(Debug)]
struct Names {
    /// Which map (its rules' address) at which size of a space (in quarter points).
    key: (usize, u32),
    placement: Placement,
}

/// The heat-map panel: which layer is shown, the camera both maps share, and the names placed on each.
#[derive(Debug, Default)]
pub struct HeatMapPanel {
    /// The layer shown.
    pub layer: Layer,
    /// Zoom and pan, shared by the two maps.
    pub camera: Camera,
    /// A zoom asked by a button, applied around the middle of the first map when it is drawn.
    zoom_asked: Option<f32>,
    /// The names placed on the current run's map and on the previous run's.
    names: [Option<Names>; 2],
    /// Where each map was drawn last (for the tests: a station's place on screen).
    drawn: [Option<Layout>; 2],
}

/// A colour on a scale from cool (0) to hot (1).
pub fn heat(t: f32) -> Color32 {
    let t = t.clamp(0.0, 1.0);
    let stops = [
        (255.0, 255.0, 204.0),
        (254.0, 204.0, 92.0),
        (253.0, 141.0, 60.0),
        (227.0, 26.0, 28.0),
        (128.0, 0.0, 38.0),
    ];
    let x = t * (stops.len() - 1) as f32;
    let i = (x.floor() as usize).min(stops.len() - 2);
    let f = x - i as f32;
    let (a, b) = (stops[i], stops[i + 1]);
    let mix = |p: f32, q: f32| (p + (q - p) * f).round() as u8;
    Color32::from_rgb(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

impl Layer {
    /// A station's figure per game in this layer.
    fn per_game(self, outcome: &Outcome, station: usize) -> f64 {
        let games = outcome.aggregates.games.max(1) as f64;
        outcome
            .aggregates
            .stations
            .get(station)
            .map_or(0.0, |s| match self {
                Layer::Payouts => s.tally.cash as f64 / games,
                Layer::Pyramids => f64::from(s.tally.pyramids) / games,
            })
    }

    /// The catalog's key of the layer, for the legend's selector: `payouts` or `pyramids`.
    fn key(self) -> &'static str {
        match self {
            Layer::Payouts => "payouts",
            Layer::Pyramids => "pyramids",
        }
    }

    /// A figure of this layer written out: yen, or pyramids with the decimals `step` needs.
    fn write(self, value: f64, step: f64) -> String {
        match self {
            Layer::Payouts => yen_tick(value),
            Layer::Pyramids => number(value, step),
        }
    }
}

/// The largest station figure over the runs shown.
fn most(layer: Layer, runs: &[&Outcome]) -> f64 {
    runs.iter()
        .flat_map(|o| (0..o.aggregates.stations.len()).map(move |i| layer.per_game(o, i)))
        .fold(0.0, f64::max)
}

/// The values a scale from 0 to `most` names: 0, then every round step up to `most` (about four steps).
pub fn scale_ticks(most: f64) -> Vec<f64> {
    if most <= 0.0 || !most.is_finite() {
        return vec![0.0];
    }
    let step = round_step(most / 4.0);
    (0..)
        .map(|k| f64::from(k) * step)
        .take_while(|&v| v <= most * (1.0 + 1e-9))
        .collect()
}

/// The smallest distance between two stops of `map` standing apart, in spaces (1 for a map of one stop).
pub fn smallest_gap(map: &Map) -> f32 {
    let points: Vec<Pos2> = map.stops().iter().map(|s| map_pos(s.at)).collect();
    let mut gap = f32::MAX;
    for (i, a) in points.iter().enumerate() {
        for b in &points[i + 1..] {
            let d = a.distance(*b);
            if d > 1e-3 {
                gap = gap.min(d);
            }
        }
    }
    if gap == f32::MAX { 1.0 } else { gap }
}

/// A station circle's radius in spaces for a figure at `t` (0–1) of the largest, on a map whose stops stand at
/// least `gap` spaces apart: from `SMALLEST` up to `LARGEST`, and always under half the gap, so that no two
/// circles touch.
pub fn radius(t: f32, gap: f32) -> f32 {
    let largest = LARGEST.min(0.45 * gap);
    let smallest = SMALLEST.min(largest);
    smallest + (largest - smallest) * t.clamp(0.0, 1.0)
}

impl HeatMapPanel {
    /// Draws the map of the current run, and the previous run's beside it.
    pub fn ui(&mut self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.horizontal_wrapped(|ui| {
            ui.strong(tr!("simulation-heat-on-the-map"));
            ui.selectable_value(&mut self.layer, Layer::Payouts, tr!("simulation-heat-payouts"));
            ui.selectable_value(&mut self.layer, Layer::Pyramids, tr!("simulation-heat-pyramids"));
            ui.separator();
            if ui
                .button("+")
                .on_hover_text(tr!("simulation-heat-zoom-in"))
                .clicked()
            {
                self.zoom_asked = Some(ZOOM_STEP);
            }
            if ui
                .button("−")
                .on_hover_text(tr!("simulation-heat-zoom-out"))
                .clicked()
            {
                self.zoom_asked = Some(1.0 / ZOOM_STEP);
            }
            if ui
                .button(tr!("simulation-heat-whole-map"))
                .on_hover_text(tr!("simulation-heat-whole-map.tooltip"))
                .clicked()
            {
                self.camera.fit();
            }
        });
        let runs: Vec<&Outcome> = std::iter::once(current).chain(previous).collect();
        let most = most(self.layer, &runs);
        legend(ui, self.layer, most);
        let height = (ui.available_width() * if previous.is_some() { 0.42 } else { 0.6 }).clamp(220.0, 520.0);
        match previous {
            None => {
                self.drawn[1] = None;
                self.draw(ui, 0, current, most, height);
            }
            Some(previous) => {
                ui.columns(2, |columns| {
                    self.draw(&mut columns[0], 0, current, most, height);
                    self.draw(&mut columns[1], 1, previous, most, height);
                });
            }
        }
    }

    /// Where the stop at `at` stood on screen in map `slot` (0: this run's, 1: the previous run's) when last drawn.
    pub fn on_screen(&self, slot: usize, at: metro_core::Point) -> Option<Pos2> {
        self.drawn.get(slot)?.as_ref().map(|layout| layout.point(at))
    }

    /// One run's map (`slot` 0 for this run, 1 for the previous): lines in their colours, stations by heat, names;
    /// hovering a station names its figures.
    fn draw(&mut self, ui: &mut egui::Ui, slot: usize, outcome: &Outcome, most: f64, height: f32) {
        let (caption, run_colour) = if slot == 0 {
            (tr!("simulation-this-run"), CURRENT)
        } else {
            (tr!("simulation-previous-run"), PREVIOUS)
        };
        ui.label(
            RichText::new(tr!(
                "simulation-run-caption",
                run = caption,
                title = outcome.title.as_str()
            ))
            .color(run_colour)
            .strong(),
        );
        let Some(rules) = &outcome.rules else {
            return;
        };
        let map: &Map = rules.map();
        let (rect, response) =
            ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::click_and_drag());
        let view = rect.shrink(6.0);
        self.steer(ui, &response, map, view, slot);
        let layout = Layout::new(map, view, self.camera);
        self.drawn[slot] = Some(layout);
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 4.0, Color32::from_gray(245));
        let cell = layout.cell;
        let gap = smallest_gap(map);
        // Lines, in their own colours.
        for line in map.lines() {
            let points: Vec<Pos2> = line.stops.iter().map(|&s| layout.point(map.stop(s).at)).collect();
            painter.add(egui::Shape::line(
                points,
                Stroke::new((cell * 0.12).clamp(2.0, 6.0), colour(line.colour)),
            ));
        }
        // Interchanges: their stops joined by a capsule, as on the board.
        let capsule = Stroke::new(2.0 * radius(0.0, gap) * cell + 3.0, Color32::from_gray(160));
        for station in map.stations() {
            for pair in station.stops.windows(2) {
                painter.line_segment(
                    [
                        layout.point(map.stop(pair[0]).at),
                        layout.point(map.stop(pair[1]).at),
                    ],
                    capsule,
                );
            }
        }
        // Stations, by heat.
        let hover = response.hover_pos();
        let mut hovered: Option<(usize, f32)> = None;
        for (i, station) in map.stations().iter().enumerate() {
            let value = self.layer.per_game(outcome, i);
            let t = if most > 0.0 { (value / most) as f32 } else { 0.0 };
            let r = radius(t, gap) * cell;
            for &stop in &station.stops {
                let at = layout.point(map.stop(stop).at);
                painter.circle(at, r, heat(t), Stroke::new(1.0, Color32::from_gray(40)));
                if let Some(h) = hover {
                    let d = h.distance(at);
                    if d <= r.max(6.0) && hovered.is_none_or(|(_, best)| d < best) {
                        hovered = Some((i, d));
                    }
                }
            }
        }
        // Lines' letters and mean values, then station names where they fit.
        let font = FontId::proportional(NAME_SIZE);
        let mut taken = Vec::new();
        for (i, line) in map.lines().iter().enumerate() {
            let mean = outcome.aggregates.lines.get(i).map_or(0.0, |l| l.mean());
            let text = format!("{} {}", line.letter, yen_tick(mean));
            let fill = colour(line.colour);
            let galley = painter.layout_no_wrap(text, font.clone(), ink_on(fill));
            let first = layout.point(map.stop(line.first_stop()).at);
            let size = galley.size() + vec2(6.0, 2.0);
            let r = radius(1.0, gap) * cell;
            let label = Rect::from_min_size(first - vec2(size.x / 2.0, r + size.y + 1.0), size);
            painter.rect_filled(label, 3.0, fill);
            painter.galley(label.min + vec2(3.0, 1.0), galley, ink_on(fill));
            taken.push(Rect::from_min_max(
                layout.to_map(label.min),
                layout.to_map(label.max),
            ));
        }
        let placed_names = self
            .names(ui, slot, rules, cell, &taken)
            .map(|p| p.labels.as_slice());
        for placed in placed_names.unwrap_or_default() {
            let on_screen = layout.rect(placed.rect);
            if let Some((from, to)) = placed.leader {
                painter.line_segment(
                    [layout.at(from), layout.at(to)],
                    Stroke::new(0.8, Color32::from_gray(120)),
                );
            }
            painter.text(
                on_screen.left_center(),
                Align2::LEFT_CENTER,
                &placed.text,
                font.clone(),
                Color32::from_gray(25),
            );
        }
        if let Some((i, _)) = hovered
            && let Some(row) = outcome.aggregates.stations.get(i)
        {
            let games = outcome.aggregates.games.max(1) as f64;
            plot::at_pointer(
                &response,
                tr!(
                    "simulation-heat-station",
                    station = row.name.as_str(),
                    payouts = format!("{:.2}", f64::from(row.tally.payouts) / games),
                    cash = format!("¥{:.2}", row.tally.cash as f64 / games),
                    rise = format!("{:.2}", row.tally.value_rise as f64 / games),
                    pyramids = format!("{:.2}", f64::from(row.tally.pyramids) / games)
                ),
            );
        }
    }

    /// Zooms and pans by the pointer and the buttons: Ctrl and the wheel (or a pinch) zooms around the pointer, a
    /// drag pans, a double click shows the whole map; a button's zoom is applied around the first map's middle.
    fn steer(&mut self, ui: &egui::Ui, response: &egui::Response, map: &Map, view: Rect, slot: usize) {
        if slot == 0
            && let Some(factor) = self.zoom_asked.take()
        {
            self.camera.zoom_at(map, view, view.center(), factor);
        }
        if let Some(pointer) = response.hover_pos() {
            let zoom = ui.input(|i| i.zoom_delta());
            if (zoom - 1.0).abs() > 1e-4 {
                self.camera.zoom_at(map, view, pointer, zoom);
            }
        }
        if response.dragged() {
            self.camera.pan(map, view, response.drag_delta());
        }
        if response.double_clicked() {
            self.camera.fit();
        }
    }

    /// The names of the map of `slot`, placed for a space of `cell` points clear of `taken` (in spaces).
    fn names(
        &mut self,
        ui: &egui::Ui,
        slot: usize,
        rules: &Arc<Rules>,
        cell: f32,
        taken: &[Rect],
    ) -> Option<&Placement> {
        let key = (Arc::as_ptr(rules) as usize, (cell * 4.0).round() as u32);
        let cache = &mut self.names[slot];
        if cache.as_ref().is_none_or(|c| c.key != key) {
            let map = rules.map();
            let names = labels::names(map);
            let previous = cache.as_ref().filter(|c| c.key.0 == key.0).map(|c| &c.placement);
            let font = FontId::proportional(NAME_SIZE);
            let mut measure = |text: &str| {
                ui.fonts_mut(|f| {
                    f.layout_no_wrap(text.to_string(), font.clone(), Color32::BLACK)
                        .size()
                }) / cell
            };
            let placement = labels::place(map, &names, &[], &mut measure, taken, previous);
            *cache = Some(Names { key, placement });
        }
        cache.as_ref().map(|c| &c.placement)
    }
}

/// The stations' colour scale: what it shows, the gradient, and round values between its ends.
fn legend(ui: &mut egui::Ui, layer: Layer, most: f64) {
    let ticks = scale_ticks(most);
    let step = ticks.get(1).copied().unwrap_or(1.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(
            "simulation-heat-stations-scale",
            layer = layer.key(),
            most = layer.write(most, step / 10.0)
        ));
        let width = 240.0;
        let (rect, _) = ui.allocate_exact_size(vec2(width + 30.0, 30.0), Sense::hover());
        let bar = Rect::from_min_size(rect.min + vec2(15.0, 2.0), vec2(width, 12.0));
        let painter = ui.painter();
        let steps = 48;
        for i in 0..steps {
            let x0 = bar.left() + bar.width() * i as f32 / steps as f32;
            let r = Rect::from_min_max(
                pos2(x0, bar.top()),
                pos2(x0 + bar.width() / steps as f32 + 0.5, bar.bottom()),
            );
            painter.rect_filled(r, 0.0, heat((i as f32 + 0.5) / steps as f32));
        }
        painter.rect_stroke(
            bar,
            0.0,
            Stroke::new(1.0, Color32::from_gray(90)),
            egui::StrokeKind::Outside,
        );
        let ink = ui.visuals().text_color();
        for value in ticks {
            let t = if most > 0.0 { (value / most) as f32 } else { 0.0 };
            let x = bar.left() + bar.width() * t;
            painter.line_segment(
                [pos2(x, bar.bottom()), pos2(x, bar.bottom() + 4.0)],
                Stroke::new(1.0, ink),
            );
            painter.text(
                pos2(x, bar.bottom() + 4.0),
                Align2::CENTER_TOP,
                layer.write(value, step),
                FontId::proportional(11.0),
                ink,
            );
        }
    });
    ui.label(RichText::new(tr!("simulation-heat-lines-note")).weak());
}

/// The chart's numbers as a table: per run and station, its figures per game.
pub fn table(current: &Outcome, previous: Option<&Outcome>) -> Table {
    let mut rows = Vec::new();
    for (run, outcome) in super::export::runs(current, previous) {
        let games = outcome.aggregates.games.max(1) as f64;
        for (i, s) in outcome.aggregates.stations.iter().enumerate() {
            rows.push(vec![
                run.to_string(),
                i.to_string(),
                s.name.clone(),
                format!("{:.4}", f64::from(s.tally.payouts) / games),
                format!("{:.4}", s.tally.cash as f64 / games),
                format!("{:.4}", s.tally.value_rise as f64 / games),
                format!("{:.4}", f64::from(s.tally.pyramids) / games),
            ]);
        }
    }
    Table {
        file: "chart_stations.csv",
        header: [
            "run",
            "station",
            "name",
            "payouts_per_game",
            "cash_per_game",
            "value_rise_per_game",
            "pyramids_per_game",
        ]
        .map(String::from)
        .to_vec(),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scale names round values between its ends, not only 0 and the largest.
    #[test]
    fn the_colour_scale_names_values_between_its_ends() {
        assert_eq!(scale_ticks(358.3), [0.0, 100.0, 200.0, 300.0]);
        assert_eq!(scale_ticks(0.45), [0.0, 0.2, 0.4]);
        assert_eq!(scale_ticks(0.0), [0.0]);
        assert_eq!(Layer::Payouts.write(200.0, 100.0), "¥200");
        assert_eq!(Layer::Pyramids.write(0.2, 0.1), "0.2");
    }

    /// No two station circles touch, however hot, on the built-in maps (testers saw the hot interchanges of
    /// central Tokyo as one red blot).
    #[test]
    fn station_circles_never_overlap_on_the_built_in_maps() {
        let catalog = metro_play::catalog::Catalog::builtins();
        for name in ["tokyo", "osaka"] {
            let map = catalog
                .map(name)
                .and_then(|c| c.loaded.clone().ok())
                .expect("the built-in map loads");
            let gap = smallest_gap(&map);
            let largest = radius(1.0, gap);
            assert!(
                2.0 * largest < gap,
                "{name}: radius {largest} for stops {gap} apart"
            );
            assert!(radius(0.0, gap) > 0.0 && radius(0.0, gap) <= largest);
            for (i, a) in map.stops().iter().enumerate() {
                for b in &map.stops()[i + 1..] {
                    let d = map_pos(a.at).distance(map_pos(b.at));
                    assert!(d < 1e-3 || d > 2.0 * largest, "{name}: stops {d} apart overlap");
                }
            }
        }
    }
}

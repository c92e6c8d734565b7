//! The map itself with the results on it: stations as a heat map of their payouts (cash paid to owners per game) or
//! of the pyramids built there (per game), and lines coloured by their mean final value. A static view of its own
//! (the board's painter is not used), laid out with the board's geometry; with a previous run, both maps side by
//! side on one colour scale.

use egui::{Color32, Pos2, Rect, RichText, Sense, Stroke, pos2, vec2};
use metro_core::Map;

use super::run::Outcome;
use super::{CURRENT, PREVIOUS};
use crate::locale::tr;
use crate::ui::board::geometry::{Camera, Layout};

/// What the stations show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layer {
    /// Cash paid to station owners by station payouts, per game.
    #[default]
    Payouts,
    /// Pyramids built, per game.
    Pyramids,
}

/// The heat-map panel: which layer is shown.
#[derive(Debug, Default)]
pub struct HeatMapPanel {
    /// The layer shown.
    pub layer: Layer,
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
    scale(&stops, t)
}

/// A colour on a scale from low (0, blue) to high (1, yellow) for line values.
pub fn value_colour(t: f32) -> Color32 {
    let stops = [
        (68.0, 1.0, 84.0),
        (59.0, 82.0, 139.0),
        (33.0, 145.0, 140.0),
        (94.0, 201.0, 98.0),
        (253.0, 231.0, 37.0),
    ];
    scale(&stops, t.clamp(0.0, 1.0))
}

fn scale(stops: &[(f32, f32, f32)], t: f32) -> Color32 {
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
}

/// The largest station figure and the range of mean line values over the runs shown.
fn ranges(layer: Layer, runs: &[&Outcome]) -> (f64, f64, f64) {
    let mut most: f64 = 0.0;
    let (mut low, mut high) = (f64::MAX, f64::MIN);
    for outcome in runs {
        for i in 0..outcome.aggregates.stations.len() {
            most = most.max(layer.per_game(outcome, i));
        }
        for line in &outcome.aggregates.lines {
            low = low.min(line.mean());
            high = high.max(line.mean());
        }
    }
    if low > high {
        (low, high) = (0.0, 1.0);
    }
    (most, low, high)
}

impl HeatMapPanel {
    /// Draws the map of the current run, and the previous run's beside it.
    pub fn ui(&mut self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.horizontal(|ui| {
            ui.strong(tr!("simulation-heat-on-the-map"));
            ui.selectable_value(&mut self.layer, Layer::Payouts, tr!("simulation-heat-payouts"));
            ui.selectable_value(&mut self.layer, Layer::Pyramids, tr!("simulation-heat-pyramids"));
        });
        let runs: Vec<&Outcome> = std::iter::once(current).chain(previous).collect();
        let (most, low, high) = ranges(self.layer, &runs);
        legend(ui, self.layer, most, low, high);
        let layer = self.layer;
        let height = (ui.available_width() * if previous.is_some() { 0.42 } else { 0.6 }).clamp(220.0, 520.0);
        match previous {
            None => draw(
                ui,
                layer,
                current,
                (most, low, high),
                height,
                (&tr!("simulation-this-run"), CURRENT),
            ),
            Some(previous) => {
                ui.columns(2, |columns| {
                    draw(
                        &mut columns[0],
                        layer,
                        current,
                        (most, low, high),
                        height,
                        (&tr!("simulation-this-run"), CURRENT),
                    );
                    draw(
                        &mut columns[1],
                        layer,
                        previous,
                        (most, low, high),
                        height,
                        (&tr!("simulation-previous-run"), PREVIOUS),
                    );
                });
            }
        }
    }
}

/// The two colour scales and what they mean.
fn legend(ui: &mut egui::Ui, layer: Layer, most: f64, low: f64, high: f64) {
    ui.horizontal(|ui| {
        ui.label(tr!(
            "simulation-heat-stations-scale",
            layer = layer.key(),
            most = format!("{most:.1}")
        ));
        gradient(ui, heat);
        ui.label(tr!(
            "simulation-heat-lines-scale",
            low = format!("¥{low:.0}"),
            high = format!("¥{high:.0}")
        ));
        gradient(ui, value_colour);
    });
}

fn gradient(ui: &mut egui::Ui, colour: fn(f32) -> Color32) {
    let (rect, _) = ui.allocate_exact_size(vec2(90.0, 12.0), Sense::hover());
    let steps = 30;
    for i in 0..steps {
        let t = i as f32 / (steps - 1) as f32;
        let x0 = rect.left() + rect.width() * i as f32 / steps as f32;
        let r = Rect::from_min_max(
            pos2(x0, rect.top()),
            pos2(x0 + rect.width() / steps as f32 + 0.5, rect.bottom()),
        );
        ui.painter().rect_filled(r, 0.0, colour(t));
    }
}

/// One run's map: lines by mean value, stations by heat; hovering a station names its figures.
fn draw(
    ui: &mut egui::Ui,
    layer: Layer,
    outcome: &Outcome,
    (most, low, high): (f64, f64, f64),
    height: f32,
    (caption, colour): (&str, Color32),
) {
    ui.label(
        RichText::new(tr!(
            "simulation-run-caption",
            run = caption,
            title = outcome.title.as_str()
        ))
        .color(colour)
        .strong(),
    );
    let Some(rules) = &outcome.rules else {
        return;
    };
    let map: &Map = rules.map();
    let (rect, response) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::from_gray(245));
    let layout = Layout::new(map, rect.shrink(6.0), Camera::default());
    let cell = layout.cell;
    // Lines, coloured by their mean final value.
    for (i, line) in map.lines().iter().enumerate() {
        let points: Vec<Pos2> = line.stops.iter().map(|&s| layout.point(map.stop(s).at)).collect();
        let mean = outcome.aggregates.lines.get(i).map_or(0.0, |l| l.mean());
        let t = if high > low {
            (mean - low) / (high - low)
        } else {
            0.5
        };
        let c = value_colour(t as f32);
        painter.add(egui::Shape::line(
            points.clone(),
            Stroke::new((cell * 0.18).clamp(2.0, 7.0), c),
        ));
        if let Some(first) = points.first() {
            painter.text(
                *first + vec2(0.0, -cell * 0.45),
                egui::Align2::CENTER_BOTTOM,
                format!("{} ¥{mean:.0}", line.letter),
                egui::FontId::proportional((cell * 0.38).clamp(9.0, 14.0)),
                Color32::from_gray(20),
            );
        }
    }
    // Stations, by heat.
    let hover = response.hover_pos();
    let mut hovered = None;
    for (i, station) in map.stations().iter().enumerate() {
        let value = layer.per_game(outcome, i);
        let t = if most > 0.0 { (value / most) as f32 } else { 0.0 };
        let radius = (cell * (0.16 + 0.22 * t)).clamp(2.5, 16.0);
        for &stop in &station.stops {
            let at = layout.point(map.stop(stop).at);
            painter.circle(at, radius, heat(t), Stroke::new(1.0, Color32::from_gray(60)));
            if hover.is_some_and(|h| h.distance(at) <= radius.max(5.0)) {
                hovered = Some(i);
            }
        }
    }
    if let Some(i) = hovered
        && let Some(row) = outcome.aggregates.stations.get(i)
    {
        let games = outcome.aggregates.games.max(1) as f64;
        response.on_hover_text(tr!(
            "simulation-heat-station",
            station = row.name.as_str(),
            payouts = format!("{:.2}", f64::from(row.tally.payouts) / games),
            cash = format!("¥{:.2}", row.tally.cash as f64 / games),
            rise = format!("{:.2}", row.tally.value_rise as f64 / games),
            pyramids = format!("{:.2}", f64::from(row.tally.pyramids) / games)
        ));
    }
}

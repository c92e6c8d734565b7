//! The map editor's canvas: the grid, the lines, stations and stops of the draft drawn from its model (so a draft
//! with mistakes still shows), stops on the half-step lattice with snapping; click to select, shift-click to pick
//! stops for a station, drag to move, click to add stops while drawing a line. It changes nothing: it returns what
//! the designer asked for.

use std::collections::HashSet;
use std::sync::Arc;

use egui::{Color32, Pos2, Rect, Sense, Stroke, pos2, vec2};
use metro_core::{Map, Point, Rgb};

use crate::editor::map::{MapModel, Selection, StopRef};
use crate::ui::board::geometry::Layout;
use crate::ui::board::{labels, paint};

/// What a click or drag on the canvas asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum CanvasAsk {
    /// Select an element.
    Select(Selection),
    /// Pick (or unpick) a stop for grouping into a station.
    TogglePick(StopRef),
    /// Move a stop.
    Move(StopRef, Point),
    /// Click on a lattice point where there is no stop.
    Point(Point),
    /// Click on a stop while drawing a line.
    Stop(StopRef),
}

/// What the canvas shows beyond the model.
#[derive(Clone, Debug, Default)]
pub struct CanvasView<'a> {
    /// The selection.
    pub selection: Option<&'a Selection>,
    /// Stops picked for a station.
    pub picked: &'a [StopRef],
    /// Stops and lines named by a problem.
    pub faulty_stops: HashSet<StopRef>,
    /// The line being drawn, if the line tool is on.
    pub drawing: Option<usize>,
    /// The draft as a valid map, when it is one: its names are then placed as the board places them (none covering
    /// another, a stop or a line where a free place exists); a draft with problems shows each name under its stops.
    pub map: Option<Arc<Map>>,
}

/// The canvas's own state: the stop being dragged and the layout of the last frame.
#[derive(Clone, Debug, Default)]
pub struct MapCanvas {
    dragging: Option<StopRef>,
    layout: Option<Layout>,
    names: Option<PlacedNames>,
}

/// The names of a valid draft, placed for one map and one size of names.
#[derive(Clone, Debug)]
struct PlacedNames {
    /// The map they were placed on (its address: a new check makes a new map).
    map: usize,
    /// The names' size against a space, in thousandths (zooming places them again).
    size: u32,
    placement: labels::Placement,
}

/// The line's colour, grey if the file's text is not `#RRGGBB`.
pub fn line_colour(text: &str) -> Color32 {
    Rgb::parse_hex(text).map_or(Color32::GRAY, |Rgb(r, g, b)| Color32::from_rgb(r, g, b))
}

impl MapCanvas {
    /// The names drawn in the last frame with their boxes on screen, when they were placed as on the board.
    pub fn placed_names(&self) -> Vec<(String, Rect)> {
        match (&self.names, &self.layout) {
            (Some(names), Some(layout)) => names
                .placement
                .labels
                .iter()
                .map(|l| (l.text.clone(), layout.rect(l.rect)))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Places the names of `map` for names of `px` pixels at `cell` pixels a space, unless placed already.
    fn place_names(&mut self, ui: &egui::Ui, map: &Arc<Map>, px: f32, cell: f32) {
        let key = Arc::as_ptr(map) as usize;
        let size = (px / cell * 1000.0) as u32;
        if self
            .names
            .as_ref()
            .is_some_and(|n| n.map == key && n.size == size)
        {
            return;
        }
        let names = labels::names(map);
        let slots = labels::piece_slots(map);
        let previous = self.names.take().filter(|n| n.map == key).map(|n| n.placement);
        let placement = labels::place_on_screen(ui.ctx(), map, &names, &slots, px, cell, previous.as_ref());
        self.names = Some(PlacedNames {
            map: key,
            size,
            placement,
        });
    }

    /// Where a lattice point was drawn in the last frame (tests click there).
    pub fn screen_pos(&self, p: Point) -> Option<Pos2> {
        self.layout.map(|l| l.point(p))
    }

    /// Draws the model in the space left and returns what the designer asked for.
    pub fn ui(&mut self, ui: &mut egui::Ui, model: &MapModel, view: &CanvasView<'_>) -> Vec<CanvasAsk> {
        let mut asks = Vec::new();
        let rect = ui.available_rect_before_wrap();
        let response = ui.allocate_rect(rect, Sense::click_and_drag());
        let columns = model.columns.clamp(1, 64) as f32;
        let rows = model.rows.clamp(1, 64) as f32;
        let cell = (rect.width() / (columns + 1.0))
            .min(rect.height() / (rows + 1.0))
            .max(1.0);
        let centre = pos2(columns / 2.0, rows / 2.0);
        let layout = Layout {
            origin: rect.center() - centre.to_vec2() * cell,
            cell,
            centre,
            view: rect,
        };
        self.layout = Some(layout);
        let painter = ui.painter_at(rect);
        let dark = ui.visuals().dark_mode;
        let grid_fill = if dark {
            Color32::from_gray(40)
        } else {
            Color32::from_gray(245)
        };
        let grid_line = if dark {
            Color32::from_gray(60)
        } else {
            Color32::from_gray(215)
        };
        let text_colour = ui.visuals().text_color();
        let grid = Rect::from_min_size(layout.origin, vec2(columns, rows) * cell);
        painter.rect_filled(grid, 0.0, grid_fill);
        for x in 0..=columns as i32 {
            let a = layout.at(pos2(x as f32, 0.0));
            painter.line_segment([a, a + vec2(0.0, rows * cell)], Stroke::new(1.0, grid_line));
        }
        for y in 0..=rows as i32 {
            let a = layout.at(pos2(0.0, y as f32));
            painter.line_segment([a, a + vec2(columns * cell, 0.0)], Stroke::new(1.0, grid_line));
        }

        let pointer = response.interact_pointer_pos().or(response.hover_pos());
        let snapped = pointer.map(|p| {
            let m = layout.to_map(p);
            Point::from_halves((m.x * 2.0).round() as i32, (m.y * 2.0).round() as i32)
        });
        let drag_to = match (self.dragging, snapped) {
            (Some(s), Some(p)) => Some((s, p)),
            _ => None,
        };
        let at = |r: StopRef, p: Option<Point>| -> Option<Point> {
            match drag_to {
                Some((s, to)) if s == r => Some(to),
                _ => p,
            }
        };

        // Names placed as on the board when the draft is a valid map and no stop is being dragged; else each station's
        // name under its stops.
        let name_px = paint::name_size(cell);
        let placed = match (&view.map, self.dragging) {
            (Some(map), None) if cell >= 16.0 => {
                self.place_names(ui, map, name_px, cell);
                true
            }
            _ => false,
        };
        // Station outlines: stops sharing a station name.
        let mut stations: std::collections::BTreeMap<&str, Vec<Pos2>> = Default::default();
        for (li, line) in model.lines.iter().enumerate() {
            for (si, stop) in line.stops.iter().enumerate() {
                if let (Some(name), Some(p)) = (&stop.station, at(StopRef { line: li, stop: si }, stop.at)) {
                    stations.entry(name).or_default().push(layout.point(p));
                }
            }
        }
        let r = layout.stop_radius();
        for (name, points) in &stations {
            let mut area = Rect::NOTHING;
            for &p in points {
                area = area.union(Rect::from_center_size(p, egui::Vec2::splat(2.6 * r)));
            }
            if points.len() > 1 {
                painter.rect_stroke(
                    area,
                    r,
                    Stroke::new(2.0, Color32::from_gray(130)),
                    egui::StrokeKind::Middle,
                );
            }
            if cell >= 16.0 && !placed {
                painter.text(
                    area.center_bottom() + vec2(0.0, 1.0),
                    egui::Align2::CENTER_TOP,
                    crate::store::clip(name, 24),
                    egui::FontId::proportional((cell * 0.32).clamp(9.0, 13.0)),
                    text_colour,
                );
            }
        }
        if placed && let Some(names) = &self.names {
            let font = egui::FontId::proportional(name_px);
            for label in &names.placement.labels {
                if let Some((from, to)) = label.leader {
                    painter.line_segment(
                        [layout.at(from), layout.at(to)],
                        Stroke::new(1.0, text_colour.gamma_multiply(0.6)),
                    );
                }
                painter.text(
                    layout.rect(label.rect).center(),
                    egui::Align2::CENTER_CENTER,
                    &label.text,
                    font.clone(),
                    text_colour,
                );
            }
        }
        // Lines and stops.
        let selected_line = match view.selection {
            Some(Selection::Line(l)) => Some(*l),
            Some(Selection::Stop(s)) => Some(s.line),
            _ => None,
        };
        for (li, line) in model.lines.iter().enumerate() {
            let colour = line_colour(&line.colour);
            let width = if selected_line == Some(li) { 0.2 } else { 0.12 } * cell;
            let points: Vec<Pos2> = line
                .stops
                .iter()
                .enumerate()
                .filter_map(|(si, s)| at(StopRef { line: li, stop: si }, s.at).map(|p| layout.point(p)))
                .collect();
            painter.add(egui::Shape::line(points.clone(), Stroke::new(width, colour)));
            if view.drawing == Some(li)
                && let (Some(last), Some(p)) = (points.last(), snapped)
            {
                painter.add(egui::Shape::dashed_line(
                    &[*last, layout.point(p)],
                    Stroke::new(2.0, colour),
                    6.0,
                    4.0,
                ));
            }
            for (si, stop) in line.stops.iter().enumerate() {
                let sref = StopRef { line: li, stop: si };
                let Some(p) = at(sref, stop.at) else { continue };
                let c = layout.point(p);
                if stop.station.is_some() {
                    painter.circle(c, r, Color32::WHITE, Stroke::new(r * 0.45, colour));
                } else {
                    painter.circle_filled(c, r * 0.55, colour);
                }
                if si == 0 && cell >= 16.0 {
                    painter.text(
                        c - vec2(0.0, r * 1.3),
                        egui::Align2::CENTER_BOTTOM,
                        format!("{}1", line.letter),
                        egui::FontId::proportional((cell * 0.3).clamp(8.0, 12.0)),
                        colour,
                    );
                }
                if view.faulty_stops.contains(&sref) {
                    painter.circle_stroke(c, r * 1.7, Stroke::new(3.0, Color32::from_rgb(220, 40, 40)));
                }
                if view.picked.contains(&sref) {
                    painter.circle_stroke(c, r * 1.45, Stroke::new(3.0, Color32::from_rgb(240, 140, 0)));
                }
                if view.selection == Some(&Selection::Stop(sref)) {
                    painter.circle_stroke(c, r * 1.25, Stroke::new(3.0, Color32::from_rgb(30, 120, 240)));
                }
            }
        }
        if let Some(p) = snapped
            && response.hovered()
        {
            let c = layout.point(p);
            let s = Stroke::new(1.0, text_colour);
            painter.line_segment([c - vec2(5.0, 0.0), c + vec2(5.0, 0.0)], s);
            painter.line_segment([c - vec2(0.0, 5.0), c + vec2(0.0, 5.0)], s);
        }

        // Input.
        let stop_under = |p: Pos2| -> Option<StopRef> {
            let mut best: Option<(f32, StopRef)> = None;
            for (li, line) in model.lines.iter().enumerate() {
                for (si, stop) in line.stops.iter().enumerate() {
                    if let Some(at) = stop.at {
                        let d = layout.point(at).distance(p);
                        if d <= r * 1.5 && best.is_none_or(|(b, _)| d < b) {
                            best = Some((d, StopRef { line: li, stop: si }));
                        }
                    }
                }
            }
            best.map(|(_, s)| s)
        };
        let line_under = |p: Pos2| -> Option<usize> {
            for (li, line) in model.lines.iter().enumerate() {
                let points: Vec<Pos2> = line
                    .stops
                    .iter()
                    .filter_map(|s| s.at.map(|a| layout.point(a)))
                    .collect();
                for w in points.windows(2) {
                    if distance_to_segment(p, w[0], w[1]) <= cell * 0.15 {
                        return Some(li);
                    }
                }
            }
            None
        };
        if response.drag_started()
            && view.drawing.is_none()
            && let Some(origin) = ui.input(|i| i.pointer.press_origin())
        {
            self.dragging = stop_under(origin);
        }
        if response.drag_stopped() {
            if let Some((s, to)) = drag_to
                && model.stop(s).and_then(|m| m.at) != Some(to)
            {
                asks.push(CanvasAsk::Move(s, to));
                asks.push(CanvasAsk::Select(Selection::Stop(s)));
            }
            self.dragging = None;
        }
        if response.clicked()
            && let Some(p) = pointer
        {
            let shift = ui.input(|i| i.modifiers.shift);
            match stop_under(p) {
                Some(s) if shift => asks.push(CanvasAsk::TogglePick(s)),
                Some(s) if view.drawing.is_some() => asks.push(CanvasAsk::Stop(s)),
                Some(s) => asks.push(CanvasAsk::Select(Selection::Stop(s))),
                None => match (view.drawing, snapped, line_under(p)) {
                    (Some(_), Some(point), _) => asks.push(CanvasAsk::Point(point)),
                    (None, _, Some(line)) => asks.push(CanvasAsk::Select(Selection::Line(line))),
                    _ => asks.push(CanvasAsk::Select(Selection::Map)),
                },
            }
        }
        asks
    }
}

fn distance_to_segment(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let t = if ab.length_sq() > 0.0 {
        ((p - a).dot(ab) / ab.length_sq()).clamp(0.0, 1.0)
    } else {
        0.0
    };
    p.distance(a + ab * t)
}

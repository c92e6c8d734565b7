//! The board painter: a pure function of (map, view, highlights, layout) → shapes. The grid, the lines in their
//! colours with stop numbers, station outlines and names, pyramids in player colours, meeples, vehicles with their
//! direction, rule modules' markers; and the geometry to find what the pointer is over.

use std::collections::HashSet;

use egui::epaint::{FontsView, PathStroke};
use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use metro_core::{Map, Point, SpaceId, StationId};
use metro_engine::state::{Meeple, Vehicle};
use metro_engine::{Action, View};

use crate::words::{colour, ink_on};

/// Where the map sits on screen: the screen position of lattice corner (0, 0) and the size of a space.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Screen position of the grid's top-left corner.
    pub origin: Pos2,
    /// Pixels per space.
    pub cell: f32,
}

impl Layout {
    /// The largest layout that fits the grid (with half a space of margin) into `rect`, centred.
    pub fn fit(map: &Map, rect: Rect) -> Layout {
        let w = map.columns() as f32 + 1.0;
        let h = map.rows() as f32 + 1.0;
        let cell = (rect.width() / w).min(rect.height() / h).max(1.0);
        let size = vec2(map.columns() as f32 * cell, map.rows() as f32 * cell);
        Layout {
            origin: rect.center() - size / 2.0,
            cell,
        }
    }

    /// A lattice point on screen.
    pub fn point(&self, p: Point) -> Pos2 {
        self.origin + vec2(p.x(), p.y()) * self.cell
    }

    /// A space's square on screen.
    pub fn space_rect(&self, map: &Map, space: SpaceId) -> Rect {
        let (x, y) = map.space_xy(space);
        Rect::from_min_size(
            self.origin + vec2(x as f32, y as f32) * self.cell,
            Vec2::splat(self.cell),
        )
    }

    /// The space under a screen position.
    pub fn space_at(&self, map: &Map, pos: Pos2) -> Option<SpaceId> {
        let local = (pos - self.origin) / self.cell;
        if local.x < 0.0 || local.y < 0.0 {
            return None;
        }
        map.space(local.x.floor() as i32, local.y.floor() as i32)
    }

    /// The radius of a stop circle.
    pub fn stop_radius(&self) -> f32 {
        (self.cell * 0.2).max(3.0)
    }

    /// The station whose stop circle is under a screen position.
    pub fn station_at(&self, map: &Map, pos: Pos2) -> Option<StationId> {
        let r = self.stop_radius() * 1.3;
        map.stops()
            .iter()
            .filter(|s| s.station.is_some() && self.point(s.at).distance(pos) <= r)
            .min_by(|a, b| {
                self.point(a.at)
                    .distance(pos)
                    .total_cmp(&self.point(b.at).distance(pos))
            })
            .and_then(|s| s.station)
    }

    /// A rectangle around a station's stops, for its click area.
    pub fn station_rect(&self, map: &Map, station: StationId) -> Rect {
        let r = self.stop_radius() * 1.2;
        let mut rect = Rect::NOTHING;
        for &stop in &map.station(station).stops {
            rect = rect.union(Rect::from_center_size(
                self.point(map.stop(stop).at),
                Vec2::splat(2.0 * r),
            ));
        }
        rect
    }
}

/// What the board marks as clickable or chosen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Highlights {
    /// Spaces a legal action targets.
    pub spaces: HashSet<SpaceId>,
    /// Stations a legal action targets.
    pub stations: HashSet<StationId>,
    /// The space or station under the pointer.
    pub hovered_space: Option<SpaceId>,
    /// The station under the pointer.
    pub hovered_station: Option<StationId>,
}

impl Highlights {
    /// The spaces and stations that the legal actions target.
    pub fn from_legal(legal: &[Action]) -> Highlights {
        let mut h = Highlights::default();
        for action in legal {
            match *action {
                Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) => {
                    h.spaces.insert(s);
                }
                Action::Station(s) => {
                    h.stations.insert(s);
                }
                _ => {}
            }
        }
        h
    }
}

/// The look of the pieces: player colours, the vehicles to draw (while an animation shows them moving), markers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Look {
    /// Colour of each seat.
    pub players: Vec<Color32>,
    /// Vehicles to draw instead of the view's (during the train animation).
    pub vehicles: Option<Vec<[Option<Vehicle>; 2]>>,
    /// Rule modules' markers on stations: station and colour.
    pub markers: Vec<(StationId, Color32)>,
}

const PAPER: Color32 = Color32::from_rgb(246, 242, 230);
const GRID: Color32 = Color32::from_rgb(214, 208, 190);
const HIGHLIGHT: Color32 = Color32::from_rgba_premultiplied(40, 170, 80, 90);
const HIGHLIGHT_EDGE: Color32 = Color32::from_rgb(20, 140, 60);
const HOVER: Color32 = Color32::from_rgba_premultiplied(40, 90, 200, 70);

/// Paints the board into shapes.
pub fn paint(
    fonts: &mut FontsView<'_>,
    map: &Map,
    view: &View,
    highlights: &Highlights,
    look: &Look,
    layout: &Layout,
) -> Vec<Shape> {
    let mut shapes = Vec::with_capacity(map.space_count() + map.stops().len() * 4 + 64);
    let cell = layout.cell;
    let grid_rect = Rect::from_min_size(
        layout.origin,
        vec2(map.columns() as f32, map.rows() as f32) * cell,
    );
    shapes.push(Shape::rect_filled(grid_rect.expand(cell * 0.4), 4.0, PAPER));

    // The grid: every space, the targeted ones filled.
    let grid_stroke = Stroke::new(1.0, GRID);
    for x in 0..=map.columns() {
        let px = layout.origin.x + x as f32 * cell;
        shapes.push(Shape::line_segment(
            [pos2(px, grid_rect.top()), pos2(px, grid_rect.bottom())],
            grid_stroke,
        ));
    }
    for y in 0..=map.rows() {
        let py = layout.origin.y + y as f32 * cell;
        shapes.push(Shape::line_segment(
            [pos2(grid_rect.left(), py), pos2(grid_rect.right(), py)],
            grid_stroke,
        ));
    }
    let mut targeted: Vec<&SpaceId> = highlights.spaces.iter().collect();
    targeted.sort();
    for &space in targeted {
        let rect = layout.space_rect(map, space).shrink(1.0);
        shapes.push(Shape::rect_filled(rect, 2.0, HIGHLIGHT));
    }
    if let Some(space) = highlights.hovered_space {
        shapes.push(Shape::rect_filled(
            layout.space_rect(map, space).shrink(1.0),
            2.0,
            HOVER,
        ));
    }

    // Lines.
    let r = layout.stop_radius();
    for line in map.lines() {
        let points: Vec<Pos2> = line.stops.iter().map(|&s| layout.point(map.stop(s).at)).collect();
        shapes.push(Shape::line(points, PathStroke::new(r * 0.9, colour(line.colour))));
    }

    // Station outlines: a dark capsule joining the station's stops, white inside.
    for (i, station) in map.stations().iter().enumerate() {
        let id = StationId(i as u16);
        let points: Vec<Pos2> = station
            .stops
            .iter()
            .map(|&s| layout.point(map.stop(s).at))
            .collect();
        let edge = if highlights.stations.contains(&id) {
            HIGHLIGHT_EDGE
        } else {
            Color32::from_gray(40)
        };
        let extra = if highlights.stations.contains(&id) {
            r * 0.9
        } else {
            r * 0.35
        };
        capsule(&mut shapes, &points, r + extra, edge);
        capsule(&mut shapes, &points, r + r * 0.12, Color32::WHITE);
        if highlights.hovered_station == Some(id) {
            capsule(&mut shapes, &points, r + extra, HOVER);
        }
    }

    // Stops with their numbers.
    let number_font = FontId::proportional((r * 1.05).max(6.0));
    for stop in map.stops() {
        let at = layout.point(stop.at);
        let line_colour = colour(map.line(stop.line).colour);
        let radius = if stop.station.is_some() { r } else { r * 0.7 };
        shapes.push(Shape::circle_filled(at, radius, Color32::WHITE));
        shapes.push(Shape::circle_stroke(
            at,
            radius,
            Stroke::new((r * 0.28).max(1.0), line_colour),
        ));
        if stop.station.is_some() && cell >= 14.0 {
            shapes.push(Shape::text(
                fonts,
                at,
                Align2::CENTER_CENTER,
                stop.number(),
                number_font.clone(),
                Color32::from_gray(20),
            ));
        }
    }

    // Station names, to the upper right of the station's first stop.
    if cell >= 18.0 {
        let name_font = FontId::proportional((cell * 0.27).clamp(7.0, 15.0));
        for station in map.stations() {
            let Some(&first) = station.stops.first() else {
                continue;
            };
            let at = layout.point(map.stop(first).at) + vec2(r * 1.1, -r * 1.1);
            shapes.push(Shape::text(
                fonts,
                at,
                Align2::LEFT_BOTTOM,
                &station.name,
                name_font.clone(),
                Color32::from_gray(60),
            ));
        }
    }

    // Pyramids and markers.
    for (i, owner) in view.state.pyramids.iter().enumerate() {
        let Some(owner) = owner else { continue };
        let Some(station) = map.stations().get(i) else {
            continue;
        };
        let Some(&first) = station.stops.first() else {
            continue;
        };
        let at = layout.point(map.stop(first).at) + vec2(-r * 1.4, -r * 1.2);
        let fill = look
            .players
            .get(owner.0 as usize)
            .copied()
            .unwrap_or(Color32::GRAY);
        pyramid(&mut shapes, at, r * 1.2, fill);
    }
    for &(station, marker) in &look.markers {
        let Some(st) = map.stations().get(station.0 as usize) else {
            continue;
        };
        let Some(&first) = st.stops.first() else { continue };
        let at = layout.point(map.stop(first).at) + vec2(r * 1.5, r * 1.2);
        let bottle = Rect::from_center_size(at, vec2(r * 0.7, r * 1.4));
        shapes.push(Shape::rect_filled(bottle, r * 0.2, marker));
        shapes.push(Shape::rect_stroke(
            bottle,
            r * 0.2,
            Stroke::new(1.0, Color32::BLACK),
            egui::StrokeKind::Outside,
        ));
    }

    // Vehicles, with an arrow for their direction.
    let vehicles: Vec<[Option<Vehicle>; 2]> = match &look.vehicles {
        Some(v) => v.clone(),
        None => view.state.lines.iter().map(|l| l.vehicles).collect(),
    };
    for (li, pair) in vehicles.iter().enumerate() {
        let Some(line) = map.lines().get(li) else { continue };
        for (vi, vehicle) in pair.iter().enumerate() {
            let Some(v) = vehicle else { continue };
            let Some(&stop) = line.stops.get(v.stop as usize) else {
                continue;
            };
            let at = layout.point(map.stop(stop).at);
            let next = if v.forward {
                v.stop as usize + 1
            } else {
                (v.stop as usize).wrapping_sub(1)
            };
            let dir = match line.stops.get(next) {
                Some(&n) => (layout.point(map.stop(n).at) - at).normalized(),
                None => {
                    let back = if v.forward {
                        (v.stop as usize).wrapping_sub(1)
                    } else {
                        v.stop as usize + 1
                    };
                    line.stops.get(back).map_or(vec2(1.0, 0.0), |&b| {
                        (at - layout.point(map.stop(b).at)).normalized()
                    })
                }
            };
            let fill = colour(line.colour);
            let centre = at + dir * r * 0.6 + vec2(0.0, vi as f32 * r * 0.3);
            let side = dir.rot90();
            let tip = centre + dir * r * 1.6;
            let back = centre - dir * r * 1.1;
            let body = vec![back + side * r * 0.9, tip, back - side * r * 0.9];
            shapes.push(Shape::convex_polygon(
                body,
                fill,
                Stroke::new((r * 0.3).max(1.5), ink_on(fill)),
            ));
        }
    }

    // Meeples: on their spaces, or beside the vehicle they ride.
    let meeple_font = FontId::proportional((cell * 0.36).max(7.0));
    for (i, p) in view.state.players.iter().enumerate() {
        let fill = look.players.get(i).copied().unwrap_or(Color32::GRAY);
        let at = match p.meeple {
            Meeple::On(space) => layout.space_rect(map, space).center(),
            Meeple::Riding { line, vehicle, .. } => {
                let v = vehicles
                    .get(line.0 as usize)
                    .and_then(|pair| pair[vehicle as usize & 1]);
                let Some(stop) = v.and_then(|v| {
                    map.lines()
                        .get(line.0 as usize)?
                        .stops
                        .get(v.stop as usize)
                        .copied()
                }) else {
                    continue;
                };
                layout.point(map.stop(stop).at) + vec2(-r * 0.8 + i as f32 * r * 0.5, r * 1.5)
            }
            Meeple::Off => continue,
        };
        meeple(&mut shapes, at, cell * 0.32, fill);
        shapes.push(Shape::text(
            fonts,
            at + vec2(0.0, cell * 0.04),
            Align2::CENTER_CENTER,
            i + 1,
            meeple_font.clone(),
            ink_on(fill),
        ));
    }
    shapes
}

fn capsule(shapes: &mut Vec<Shape>, points: &[Pos2], radius: f32, fill: Color32) {
    for &p in points {
        shapes.push(Shape::circle_filled(p, radius, fill));
    }
    for pair in points.windows(2) {
        shapes.push(Shape::line_segment(
            [pair[0], pair[1]],
            Stroke::new(radius * 2.0, fill),
        ));
    }
}

fn pyramid(shapes: &mut Vec<Shape>, at: Pos2, size: f32, fill: Color32) {
    let points = vec![
        at + vec2(0.0, -size),
        at + vec2(size * 0.9, size * 0.6),
        at + vec2(-size * 0.9, size * 0.6),
    ];
    shapes.push(Shape::convex_polygon(
        points,
        fill,
        Stroke::new(1.5, Color32::from_gray(20)),
    ));
}

fn meeple(shapes: &mut Vec<Shape>, at: Pos2, size: f32, fill: Color32) {
    let body = Rect::from_center_size(at + vec2(0.0, size * 0.25), vec2(size * 1.5, size * 1.3));
    shapes.push(Shape::rect_filled(body, size * 0.5, fill));
    shapes.push(Shape::rect_stroke(
        body,
        size * 0.5,
        Stroke::new(1.5, Color32::from_gray(20)),
        egui::StrokeKind::Outside,
    ));
    shapes.push(Shape::circle_filled(
        at - vec2(0.0, size * 0.6),
        size * 0.45,
        fill,
    ));
    shapes.push(Shape::circle_stroke(
        at - vec2(0.0, size * 0.6),
        size * 0.45,
        Stroke::new(1.5, Color32::from_gray(20)),
    ));
}

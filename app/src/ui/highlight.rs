//! The outline the board draws over what a clicked log line names ([`crate::highlight::Highlight`]): a wide amber
//! band along its lines, an amber frame around its spaces and stations. Drawn on top of the board, apart from the
//! board's painter.

use egui::epaint::PathStroke;
use egui::{Color32, Pos2, Shape, Stroke, StrokeKind};
use metro_core::Map;

use super::board::geometry::Layout;
use crate::highlight::Highlight;

/// The outline's colour.
pub const OUTLINE: Color32 = Color32::from_rgb(255, 150, 0);

/// The shapes outlining `highlight` on a board laid out by `layout`.
pub fn shapes(map: &Map, layout: &Layout, highlight: &Highlight) -> Vec<Shape> {
    let mut shapes = Vec::new();
    let r = layout.stop_radius();
    for line in &highlight.lines {
        let Some(line) = map.lines().get(line.0 as usize) else {
            continue;
        };
        let points: Vec<Pos2> = line.stops.iter().map(|&s| layout.point(map.stop(s).at)).collect();
        shapes.push(Shape::line(
            points,
            PathStroke::new(r * 2.4, OUTLINE.gamma_multiply(0.45)),
        ));
    }
    let stroke = Stroke::new((r * 0.5).max(2.0), OUTLINE);
    for &space in &highlight.spaces {
        if (space.0 as usize) < map.space_count() {
            let rect = layout.space_rect(map, space).expand(2.0);
            shapes.push(Shape::rect_stroke(rect, 3.0, stroke, StrokeKind::Outside));
        }
    }
    for &station in &highlight.stations {
        if (station.0 as usize) < map.stations().len() {
            let rect = layout.station_rect(map, station).expand(r * 0.6);
            shapes.push(Shape::rect_stroke(rect, r, stroke, StrokeKind::Outside));
        }
    }
    shapes
}

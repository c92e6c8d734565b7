//! The pieces as shapes, each told apart at a glance: a vehicle is a carriage in its line's colour with the line
//! letter, its nose pointing the way it goes; a pyramid is a pyramid in its owner's colour; a meeple is a meeple
//! with its seat number; a drink is a bottle in its colour.

use egui::epaint::FontsView;
use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};

use crate::words::ink_on;

const OUTLINE: Color32 = Color32::from_gray(25);

/// A vehicle centred at `at`, facing `dir` (unit vector), `size` long: a carriage with a pointed nose and the line
/// letter upright in its middle. `glow`: the vehicle moving now.
#[allow(clippy::too_many_arguments)]
pub fn vehicle(
    shapes: &mut Vec<Shape>,
    fonts: &mut FontsView<'_>,
    at: Pos2,
    dir: Vec2,
    size: f32,
    fill: Color32,
    letter: &str,
    glow: bool,
) {
    let side = dir.rot90();
    let half_len = size * 0.5;
    let half_w = size * 0.3;
    let nose = half_len * 0.45;
    let back = at - dir * half_len;
    let shoulder = at + dir * (half_len - nose);
    let tip = at + dir * half_len;
    let body = vec![
        back + side * half_w,
        shoulder + side * half_w,
        tip,
        shoulder - side * half_w,
        back - side * half_w,
    ];
    if glow {
        shapes.push(Shape::circle_filled(
            at,
            size * 0.75,
            Color32::from_rgba_unmultiplied(255, 230, 80, 150),
        ));
    }
    shapes.push(Shape::convex_polygon(
        body,
        fill,
        Stroke::new((size * 0.07).max(1.0), OUTLINE),
    ));
    let font = FontId::proportional((size * 0.42).max(6.0));
    shapes.push(Shape::text(
        fonts,
        at - dir * (nose * 0.3),
        Align2::CENTER_CENTER,
        letter,
        font,
        ink_on(fill),
    ));
}

/// A pyramid in its owner's colour, inside `rect`.
pub fn pyramid(shapes: &mut Vec<Shape>, rect: Rect, fill: Color32) {
    let apex = pos2(rect.center().x, rect.top());
    let left = rect.left_bottom();
    let right = rect.right_bottom();
    let ridge = pos2(rect.center().x + rect.width() * 0.12, rect.bottom());
    shapes.push(Shape::convex_polygon(
        vec![apex, right, left],
        fill,
        Stroke::new(1.2, OUTLINE),
    ));
    // The lit and shaded faces of a pyramid: a darker right face.
    shapes.push(Shape::convex_polygon(
        vec![apex, right, ridge],
        fill.gamma_multiply(0.7),
        Stroke::NONE,
    ));
    shapes.push(Shape::line_segment([apex, ridge], Stroke::new(1.0, OUTLINE)));
}

/// A meeple of `height` standing with its feet at the bottom of `rect`'s centre column, with its seat number.
pub fn meeple(
    shapes: &mut Vec<Shape>,
    fonts: &mut FontsView<'_>,
    centre: Pos2,
    height: f32,
    fill: Color32,
    number: usize,
) {
    let h = height;
    let stroke = Stroke::new(1.2, OUTLINE);
    let head = centre - vec2(0.0, h * 0.28);
    // Body: arms spread, legs apart (a convex outline is close enough at this size; the head sits on top).
    let body = vec![
        centre + vec2(-h * 0.48, h * 0.02),
        centre + vec2(-h * 0.16, -h * 0.14),
        centre + vec2(h * 0.16, -h * 0.14),
        centre + vec2(h * 0.48, h * 0.02),
        centre + vec2(h * 0.3, h * 0.5),
        centre + vec2(-h * 0.3, h * 0.5),
    ];
    shapes.push(Shape::convex_polygon(body, fill, stroke));
    shapes.push(Shape::circle_filled(head, h * 0.2, fill));
    shapes.push(Shape::circle_stroke(head, h * 0.2, stroke));
    shapes.push(Shape::text(
        fonts,
        centre + vec2(0.0, h * 0.16),
        Align2::CENTER_CENTER,
        number,
        FontId::proportional((h * 0.42).max(6.0)),
        ink_on(fill),
    ));
}

/// A drink bottle in its colour, inside `rect`.
pub fn drink(shapes: &mut Vec<Shape>, rect: Rect, fill: Color32) {
    let neck = Rect::from_center_size(
        pos2(rect.center().x, rect.top() + rect.height() * 0.15),
        vec2(rect.width() * 0.4, rect.height() * 0.3),
    );
    let body = Rect::from_min_max(pos2(rect.left(), rect.top() + rect.height() * 0.28), rect.max);
    let stroke = Stroke::new(1.0, OUTLINE);
    shapes.push(Shape::rect_filled(neck, 1.0, fill));
    shapes.push(Shape::rect_stroke(neck, 1.0, stroke, egui::StrokeKind::Outside));
    shapes.push(Shape::rect_filled(body, rect.width() * 0.25, fill));
    shapes.push(Shape::rect_stroke(
        body,
        rect.width() * 0.25,
        stroke,
        egui::StrokeKind::Outside,
    ));
}

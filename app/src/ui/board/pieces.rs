//! The pieces as shapes, each told apart at a glance: a vehicle is a carriage in its line's colour with the line
//! letter, its nose pointing the way it goes; a pyramid is a pyramid in its owner's colour; a meeple is a meeple
//! with its seat number; a rule module's marker is the shape it declared (a disc, a square, a diamond, a triangle, a
//! star, a bottle) in its colour, with its glyph.

use egui::epaint::FontsView;
use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};

use metro_play::game::{PieceShape, PieceSize};

use super::labels::MARKERS;
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

/// A rule module's marker in the shape it declared, filling `rect` (its box on screen, as [`marker_box`] sizes it),
/// in `fill`, with its glyph upright in its middle in ink that shows on `fill`.
pub fn marker(
    shapes: &mut Vec<Shape>,
    fonts: &mut FontsView<'_>,
    rect: Rect,
    shape: PieceShape,
    fill: Color32,
    glyph: Option<char>,
) {
    let stroke = Stroke::new(1.0, OUTLINE);
    let c = rect.center();
    let (w, h) = (rect.width(), rect.height());
    // Where the glyph goes: the middle of the shape's widest part.
    let mut glyph_at = c;
    let mut glyph_room = w.min(h);
    match shape {
        PieceShape::Disc => {
            let r = w.min(h) * 0.5;
            shapes.push(Shape::circle_filled(c, r, fill));
            shapes.push(Shape::circle_stroke(c, r, stroke));
            glyph_room *= 0.85;
        }
        PieceShape::Square => {
            let side = Rect::from_center_size(c, Vec2::splat(w.min(h) * 0.9));
            shapes.push(Shape::rect_filled(side, 1.5, fill));
            shapes.push(Shape::rect_stroke(side, 1.5, stroke, egui::StrokeKind::Inside));
            glyph_room *= 0.85;
        }
        PieceShape::Diamond => {
            let (hw, hh) = (w * 0.5, h * 0.5);
            let points = vec![
                c - vec2(0.0, hh),
                c + vec2(hw, 0.0),
                c + vec2(0.0, hh),
                c - vec2(hw, 0.0),
            ];
            shapes.push(Shape::convex_polygon(points, fill, stroke));
            glyph_room *= 0.6;
        }
        PieceShape::Triangle => {
            let points = vec![pos2(c.x, rect.top()), rect.right_bottom(), rect.left_bottom()];
            shapes.push(Shape::convex_polygon(points, fill, stroke));
            glyph_at = pos2(c.x, rect.top() + h * 0.64);
            glyph_room *= 0.5;
        }
        PieceShape::Star => {
            // Five points around a pentagon: the pentagon and each point are convex, the outline is the star's.
            let outer = w.min(h) * 0.5;
            let inner = outer * 0.5;
            let centre = c + vec2(0.0, outer * 0.08);
            let at = |k: usize, r: f32| {
                let a = std::f32::consts::TAU * k as f32 / 10.0 - std::f32::consts::FRAC_PI_2;
                centre + vec2(a.cos(), a.sin()) * r
            };
            let outline: Vec<Pos2> = (0..10)
                .map(|k| at(k, if k % 2 == 0 { outer } else { inner }))
                .collect();
            let pentagon: Vec<Pos2> = (0..5).map(|k| outline[2 * k + 1]).collect();
            shapes.push(Shape::convex_polygon(pentagon, fill, Stroke::NONE));
            for k in 0..5 {
                let tip = vec![outline[(2 * k + 9) % 10], outline[2 * k], outline[2 * k + 1]];
                shapes.push(Shape::convex_polygon(tip, fill, Stroke::NONE));
            }
            shapes.push(Shape::closed_line(outline, stroke));
            glyph_at = centre;
            glyph_room = inner * 2.0;
        }
        PieceShape::Bottle => {
            let neck = Rect::from_center_size(pos2(c.x, rect.top() + h * 0.15), vec2(w * 0.4, h * 0.3));
            let body = Rect::from_min_max(pos2(rect.left(), rect.top() + h * 0.28), rect.max);
            shapes.push(Shape::rect_filled(neck, 1.0, fill));
            shapes.push(Shape::rect_stroke(neck, 1.0, stroke, egui::StrokeKind::Outside));
            shapes.push(Shape::rect_filled(body, w * 0.25, fill));
            shapes.push(Shape::rect_stroke(
                body,
                w * 0.25,
                stroke,
                egui::StrokeKind::Outside,
            ));
            glyph_at = body.center();
            glyph_room = body.width().min(body.height()) * 0.9;
        }
    }
    if let Some(glyph) = glyph {
        let size = (glyph_room * 0.95).max(5.0);
        shapes.push(Shape::text(
            fonts,
            glyph_at,
            Align2::CENTER_CENTER,
            glyph,
            FontId::proportional(size),
            ink_on(fill),
        ));
    }
}

/// The box of a marker of `shape` and `size`, in spaces: a medium bottle fills the station's marker slot
/// ([`super::labels::MARKERS`], taller than wide); the other shapes are about as wide as they are tall.
pub fn marker_box(shape: PieceShape, size: PieceSize) -> Vec2 {
    let medium = match shape {
        PieceShape::Bottle => MARKERS,
        PieceShape::Disc | PieceShape::Square => Vec2::splat(0.32),
        PieceShape::Diamond | PieceShape::Triangle | PieceShape::Star => Vec2::splat(0.38),
    };
    medium * size.scale()
}

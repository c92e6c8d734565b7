//! The board painter: a pure function of (map, view, marks, look, scenery, layout) → shapes. Paper and grid, the
//! spaces to choose from, the lines, station capsules and numbered stop circles, the names where the label pass put
//! them, then the pieces on top in their slots, then price tags and pay-out pop-ups.

use egui::epaint::{FontsView, PathStroke};
use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use metro_core::{LineId, Map, SpaceId, StationId};
use metro_play::game::Marker;
use metro_play::game::Vehicle;
use metro_play::game::{Meeple, View};

use super::geometry::{Layout, map_pos};
use super::labels::{MARKERS, PYRAMID, Placement, Slots};
use super::pieces;
use crate::words::colour;

/// What the board marks: spaces and stations to choose from, what the pointer is over, and the preview of a hovered
/// action.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// Spaces a legal action targets (clickable).
    pub spaces: Vec<SpaceId>,
    /// Stations a legal action targets (clickable).
    pub stations: Vec<StationId>,
    /// Spaces a hovered action would offer (a Move's reach), not yet clickable.
    pub preview_spaces: Vec<SpaceId>,
    /// Price tags: a station and what building there would cost ("¥600").
    pub tags: Vec<(StationId, String)>,
    /// The space under the pointer.
    pub hovered_space: Option<SpaceId>,
    /// The station under the pointer.
    pub hovered_station: Option<StationId>,
}

/// The look of the pieces: player colours, rule modules' markers, the vehicle moving now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Look {
    /// Colour of each seat.
    pub players: Vec<Color32>,
    /// Rule modules' markers on stations, each drawn as its module declared it.
    pub markers: Vec<Marker>,
    /// The vehicle moving now (line, vehicle), highlighted.
    pub moving: Option<(LineId, u8)>,
}

/// A pay-out shown above a station for a moment: text, where (in spaces), its age as a fraction of its life.
#[derive(Clone, Debug, PartialEq)]
pub struct PopUp {
    /// "+¥200 Player 2".
    pub text: String,
    /// Where, in spaces.
    pub at: Pos2,
    /// 0 when new, 1 when gone.
    pub age: f32,
    /// Its colour.
    pub colour: Color32,
}

const PAPER: Color32 = Color32::from_rgb(246, 242, 230);
const GRID: Color32 = Color32::from_rgb(222, 216, 198);
const CHOOSE: Color32 = Color32::from_rgba_premultiplied(30, 150, 70, 80);
const CHOOSE_EDGE: Color32 = Color32::from_rgb(20, 140, 60);
/// Laid over a space to choose that touches stops of two lines or more (a darker green, stronger for three or more):
/// where several lines meet, at a glance (the first-game guide's advice for placing the meeple).
const CHOOSE_MANY: [Color32; 2] = [
    Color32::from_rgba_premultiplied(10, 90, 35, 90),
    Color32::from_rgba_premultiplied(5, 70, 25, 150),
];
const PREVIEW: Color32 = Color32::from_rgba_premultiplied(40, 110, 200, 60);
const HOVER: Color32 = Color32::from_rgba_premultiplied(40, 90, 200, 70);
const NAME: Color32 = Color32::from_gray(45);
/// The smallest meeple drawn, in points (a 1280×720 window's fitted board has spaces of about 15 points).
const MIN_MEEPLE: f32 = 12.0;
/// The smallest vehicle drawn, in points.
const MIN_VEHICLE: f32 = 13.0;

/// The name font's size on screen for a layout: names keep a readable size while the board grows.
pub fn name_size(cell: f32) -> f32 {
    (cell * 0.34).clamp(9.0, 14.0)
}

/// Where each meeple stands, in spaces: on its space, clear of a stop at the space's centre; or on its vehicle.
pub fn meeple_spots(map: &Map, view: &View, vehicles: &[[Option<Vehicle>; 2]]) -> Vec<Option<(Pos2, bool)>> {
    let players = &view.state.players;
    players
        .iter()
        .enumerate()
        .map(|(i, p)| match p.meeple {
            Meeple::On(space) => {
                // Meeples sharing a space stand side by side, never one hiding another.
                let sharing: Vec<usize> = (0..players.len())
                    .filter(|&j| players[j].meeple == Meeple::On(space))
                    .collect();
                let k = sharing.iter().position(|&j| j == i).unwrap_or(0) as f32;
                let spread = vec2((k - (sharing.len() as f32 - 1.0) / 2.0) * 0.22, 0.0);
                let (x, y) = map.space_xy(space);
                let centre = pos2(x as f32 + 0.5, y as f32 + 0.5);
                let stop_in_middle = map
                    .stops_touching(space)
                    .iter()
                    .any(|&s| map_pos(map.stop(s).at).distance(centre) < 0.3);
                // A stop in the middle of the space: the meeple stands in its lower left corner instead.
                let at = if stop_in_middle {
                    centre + vec2(-0.26, 0.2)
                } else {
                    centre
                };
                Some((at + spread, false))
            }
            Meeple::Riding { line, vehicle, .. } => {
                let v = vehicles
                    .get(line.0 as usize)
                    .and_then(|pair| pair[vehicle as usize & 1])?;
                let stop = *map.lines().get(line.0 as usize)?.stops.get(v.stop as usize)?;
                Some((
                    map_pos(map.stop(stop).at) + vec2(-0.2 + i as f32 * 0.1, -0.32),
                    true,
                ))
            }
            Meeple::Off => None,
        })
        .collect()
}

/// The meeple's box, in spaces, for the label pass.
pub fn meeple_box(at: Pos2) -> Rect {
    Rect::from_center_size(at, Vec2::splat(0.5))
}

/// The ground under everything: paper and grid. Depends on the map and the layout only (cached with the layers).
pub fn ground(map: &Map, layout: &Layout) -> Vec<Shape> {
    let mut shapes = Vec::with_capacity((map.columns() + map.rows()) as usize + 4);
    let cell = layout.cell;
    let grid = layout.grid(map);
    shapes.push(Shape::rect_filled(grid.expand(cell * 0.45), 6.0, PAPER));
    let grid_stroke = Stroke::new(1.0, GRID);
    for x in 0..=map.columns() {
        let px = layout.origin.x + x as f32 * cell;
        shapes.push(Shape::line_segment(
            [pos2(px, grid.top()), pos2(px, grid.bottom())],
            grid_stroke,
        ));
    }
    for y in 0..=map.rows() {
        let py = layout.origin.y + y as f32 * cell;
        shapes.push(Shape::line_segment(
            [pos2(grid.left(), py), pos2(grid.right(), py)],
            grid_stroke,
        ));
    }
    shapes
}

/// The spaces marked on the ground: a hovered action's reach, the spaces to choose from, the one under the pointer.
pub fn space_marks(map: &Map, marks: &Marks, layout: &Layout) -> Vec<Shape> {
    let fills = [
        (&marks.preview_spaces[..], PREVIEW),
        (&marks.spaces[..], CHOOSE),
        (marks.hovered_space.as_slice(), HOVER),
    ];
    let mut shapes: Vec<Shape> = fills
        .into_iter()
        .flat_map(|(spaces, fill)| {
            spaces
                .iter()
                .map(move |&space| Shape::rect_filled(layout.space_rect(map, space).shrink(1.0), 2.0, fill))
        })
        .collect();
    for &space in &marks.spaces {
        let lines = lines_touched(map, space);
        if lines >= 2 {
            let fill = CHOOSE_MANY[usize::from(lines >= 3)];
            shapes.push(Shape::rect_filled(
                layout.space_rect(map, space).shrink(3.0),
                2.0,
                fill,
            ));
        }
    }
    shapes
}

pub use metro_play::help::lines_touched;

/// The network: the lines (the one whose vehicle moves now highlighted), station capsules (green where one may be
/// chosen), numbered stop circles and the names where the label pass put them. Changes only with the layout, the
/// names' placement, the stations to choose and the moving line, so it is cached as one mesh.
pub fn network(
    fonts: &mut FontsView<'_>,
    map: &Map,
    chosen: &[StationId],
    moving: Option<LineId>,
    placement: &Placement,
    layout: &Layout,
) -> Vec<Shape> {
    let mut shapes = Vec::with_capacity(map.stops().len() * 6 + placement.labels.len() * 2 + 64);
    let cell = layout.cell;

    // Lines; the one whose vehicle moves now drawn wider, with a light edge.
    let r = layout.stop_radius();
    for (li, line) in map.lines().iter().enumerate() {
        let points: Vec<Pos2> = line.stops.iter().map(|&s| layout.point(map.stop(s).at)).collect();
        if moving.is_some_and(|l| l.0 as usize == li) {
            shapes.push(Shape::line(
                points.clone(),
                PathStroke::new(r * 1.9, Color32::from_rgb(255, 236, 120)),
            ));
        }
        shapes.push(Shape::line(points, PathStroke::new(r * 0.9, colour(line.colour))));
    }

    // Station capsules: a dark edge joining the stops, white inside; green and wider where one may be chosen.
    for (i, station) in map.stations().iter().enumerate() {
        let id = StationId(i as u16);
        let points: Vec<Pos2> = station
            .stops
            .iter()
            .map(|&s| layout.point(map.stop(s).at))
            .collect();
        let (edge, extra) = if chosen.contains(&id) {
            (CHOOSE_EDGE, r * 0.8)
        } else {
            (Color32::from_gray(40), r * 0.3)
        };
        capsule(&mut shapes, &points, r + extra, edge);
        capsule(&mut shapes, &points, r * 1.1, Color32::WHITE);
    }

    // Stop circles with their numbers.
    let number_font = FontId::proportional((r * 1.05).max(6.0));
    for stop in map.stops() {
        let at = layout.point(stop.at);
        let radius = if stop.station.is_some() { r } else { r * 0.7 };
        shapes.push(Shape::circle_filled(at, radius, Color32::WHITE));
        shapes.push(Shape::circle_stroke(
            at,
            radius,
            Stroke::new((r * 0.28).max(1.0), colour(map.line(stop.line).colour)),
        ));
        if stop.station.is_some() && cell >= 14.0 {
            shapes.push(Shape::text(
                fonts,
                at,
                Align2::CENTER_CENTER,
                stop.number(),
                number_font.clone(),
                NAME,
            ));
        }
    }

    // Names, with a thin leader where led out.
    let name_font = FontId::proportional(name_size(cell));
    for label in &placement.labels {
        let rect = layout.rect(label.rect);
        if let Some((from, to)) = label.leader {
            shapes.push(Shape::line_segment(
                [layout.at(from), layout.at(to)],
                Stroke::new(1.0, Color32::from_gray(120)),
            ));
        }
        shapes.push(Shape::text(
            fonts,
            rect.center(),
            Align2::CENTER_CENTER,
            &label.text,
            name_font.clone(),
            NAME,
        ));
    }
    shapes
}

/// The station under the pointer, tinted over the network.
pub fn hovered_station(map: &Map, station: StationId, chosen: bool, layout: &Layout) -> Vec<Shape> {
    let r = layout.stop_radius();
    let extra = if chosen { r * 0.8 } else { r * 0.3 };
    let points: Vec<Pos2> = map
        .station(station)
        .stops
        .iter()
        .map(|&s| layout.point(map.stop(s).at))
        .collect();
    let mut shapes = Vec::new();
    capsule(&mut shapes, &points, r + extra, HOVER);
    shapes
}

/// Paints what changes from frame to frame on top of the cached layers: pieces, price tags and pay-outs.
#[allow(clippy::too_many_arguments)]
pub fn pieces_and_tags(
    fonts: &mut FontsView<'_>,
    map: &Map,
    view: &View,
    marks: &Marks,
    look: &Look,
    slots: &[Slots],
    (popups, drawn): (&[PopUp], &mut Vec<Rect>),
    layout: &Layout,
) -> Vec<Shape> {
    let mut shapes = Vec::with_capacity(128);
    let cell = layout.cell;

    // Pyramids and markers in their slots, each tied by a thin line to the nearest stop of its station when the slot
    // stands apart (crowded stations put the slot beside the box of all their stops: whose piece is it, else?).
    for (i, owner) in view.state.pyramids.iter().enumerate() {
        let (Some(owner), Some(slot)) = (owner, slots.get(i)) else {
            continue;
        };
        let fill = look
            .players
            .get(owner.0 as usize)
            .copied()
            .unwrap_or(Color32::GRAY);
        tie(&mut shapes, map, StationId(i as u16), slot.pyramid, fill, layout);
        pieces::pyramid(
            &mut shapes,
            layout.rect(Rect::from_center_size(slot.pyramid, PYRAMID)),
            fill,
        );
    }
    let boxes = marker_boxes(map, slots, &look.markers);
    for (k, (marker, rect)) in look.markers.iter().zip(&boxes).enumerate() {
        let Some(rect) = rect else { continue };
        let fill = colour(marker.colour);
        // The first marker of its station stands in the slot: tied to the station as a pyramid is.
        if !look.markers[..k].iter().any(|m| m.station == marker.station)
            && let Some(slot) = slots.get(marker.station.0 as usize)
        {
            tie(&mut shapes, map, marker.station, slot.markers, fill, layout);
        }
        pieces::marker(
            &mut shapes,
            fonts,
            layout.rect(*rect),
            marker.shape,
            fill,
            marker.glyph,
        );
    }

    // Vehicles on their stops, pointing the way they go; two at one stop side by side.
    let vehicles: Vec<[Option<Vehicle>; 2]> = view.state.lines.iter().map(|l| l.vehicles).collect();
    for (li, pair) in vehicles.iter().enumerate() {
        let Some(line) = map.lines().get(li) else { continue };
        for (vi, v) in pair.iter().enumerate() {
            let Some(v) = v else { continue };
            let Some(&stop) = line.stops.get(v.stop as usize) else {
                continue;
            };
            let at = layout.point(map.stop(stop).at);
            let dir = heading(map, layout, li, *v);
            let shared = pair.iter().flatten().filter(|o| o.stop == v.stop).count() > 1;
            let offset = if shared {
                dir.rot90() * (vi as f32 - 0.5) * cell * 0.32
            } else {
                Vec2::ZERO
            };
            let glow = look.moving == Some((LineId(li as u8), vi as u8));
            pieces::vehicle(
                &mut shapes,
                fonts,
                at + offset,
                dir,
                (cell * 0.62).max(MIN_VEHICLE),
                colour(line.colour),
                &line.letter,
                glow,
            );
        }
    }

    // Meeples: on their spaces, or riding on top of their vehicle.
    for (i, spot) in meeple_spots(map, view, &vehicles).into_iter().enumerate() {
        let Some((at, riding)) = spot else { continue };
        let fill = look.players.get(i).copied().unwrap_or(Color32::GRAY);
        // Never smaller than can be seen on a small window's fitted board.
        let height = if riding { cell * 0.42 } else { cell * 0.5 }.max(MIN_MEEPLE);
        pieces::meeple(&mut shapes, fonts, layout.at(at), height, fill, i + 1);
    }

    // Price tags beside the stations one may build on.
    let tag_font = FontId::proportional((name_size(cell) * 0.95).max(9.0));
    for (station, text) in &marks.tags {
        let Some(slot) = slots.get(station.0 as usize) else {
            continue;
        };
        let at = layout.at(slot.pyramid);
        tag(
            &mut shapes,
            fonts,
            at,
            text,
            tag_font.clone(),
            Color32::from_rgb(255, 250, 205),
            CHOOSE_EDGE,
        );
    }

    // Pay-outs rising and fading above their stations, none over another and none cut by the board's edge.
    let popup_font = FontId::proportional((name_size(cell) * 1.15).max(11.0));
    let mut boxes = Vec::with_capacity(popups.len());
    let mut galleys = Vec::with_capacity(popups.len());
    for popup in popups {
        let at = layout.at(popup.at) - vec2(0.0, cell * (0.4 + popup.age * 0.8));
        let alpha = ((1.0 - popup.age) * 1.6).clamp(0.0, 1.0);
        let edge = popup.colour.gamma_multiply(alpha);
        let galley = fonts.layout_no_wrap(popup.text.clone(), popup_font.clone(), edge);
        boxes.push(Rect::from_center_size(at, galley.size() + vec2(8.0, 4.0)));
        galleys.push((galley, alpha, edge));
    }
    super::popups::arrange(&mut boxes, layout.view);
    for (rect, (galley, alpha, edge)) in boxes.iter().zip(galleys) {
        shapes.push(Shape::rect_filled(
            *rect,
            4.0,
            Color32::WHITE.gamma_multiply(alpha),
        ));
        shapes.push(Shape::rect_stroke(
            *rect,
            4.0,
            Stroke::new(1.2, edge),
            egui::StrokeKind::Inside,
        ));
        shapes.push(Shape::galley(rect.min + vec2(4.0, 2.0), galley, edge));
    }
    drawn.extend(boxes);
    shapes
}

/// Where each marker stands, in spaces (`None`: a station the map does not have): a station's first marker in its
/// marker slot, standing on the slot's bottom edge; the next ones side by side beside it, away from the station.
pub fn marker_boxes(map: &Map, slots: &[Slots], markers: &[Marker]) -> Vec<Option<Rect>> {
    // How far along its station's row each marker starts: (station, the row's next free x) so far.
    let mut rows: Vec<(StationId, f32)> = Vec::new();
    markers
        .iter()
        .map(|m| {
            let slot = slots.get(m.station.0 as usize)?;
            let station = map.stations().get(m.station.0 as usize)?;
            let size = pieces::marker_box(m.shape, m.size);
            // The row grows away from the station's stops.
            let xs: f32 = station.stops.iter().map(|&s| map_pos(map.stop(s).at).x).sum();
            let middle = xs / station.stops.len().max(1) as f32;
            let away = if slot.markers.x >= middle { 1.0 } else { -1.0 };
            let bottom = slot.markers.y + MARKERS.y / 2.0;
            let x = match rows.iter_mut().find(|(s, _)| *s == m.station) {
                Some((_, next)) => {
                    let x = *next + away * size.x / 2.0;
                    *next = x + away * (size.x / 2.0 + MARKER_GAP);
                    x
                }
                None => {
                    rows.push((m.station, slot.markers.x + away * (size.x / 2.0 + MARKER_GAP)));
                    slot.markers.x
                }
            };
            Some(Rect::from_center_size(pos2(x, bottom - size.y / 2.0), size))
        })
        .collect()
}

/// The room between two markers side by side, in spaces.
const MARKER_GAP: f32 = 0.04;

/// The direction a vehicle faces on screen: towards the stop it enters next on the engine's path (`Vehicle::path`,
/// which turns it round at the ends of its line).
fn heading(map: &Map, layout: &Layout, line: usize, v: Vehicle) -> Vec2 {
    let stops = &map.lines()[line].stops;
    let at = layout.point(map.stop(stops[v.stop as usize]).at);
    v.path(stops.len())
        .next()
        .and_then(|next| stops.get(next as usize))
        .map(|&next| layout.point(map.stop(next).at) - at)
        .filter(|d| d.length() > 0.0)
        .map_or(vec2(1.0, 0.0), Vec2::normalized)
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

/// A thin line in `fill` (outlined, to show on any paper or line) from a piece's slot (in spaces) to the edge of the
/// nearest stop circle of its station, when the slot does not touch that stop.
fn tie(shapes: &mut Vec<Shape>, map: &Map, station: StationId, slot: Pos2, fill: Color32, layout: &Layout) {
    let Some(st) = map.stations().get(station.0 as usize) else {
        return;
    };
    let from = layout.at(slot);
    let Some(stop) = st
        .stops
        .iter()
        .map(|&s| layout.point(map.stop(s).at))
        .min_by(|a, b| a.distance_sq(from).total_cmp(&b.distance_sq(from)))
    else {
        return;
    };
    let r = layout.stop_radius();
    let gap = from.distance(stop);
    if gap < r + layout.cell * 0.45 {
        return;
    }
    let to = stop + (from - stop).normalized() * r;
    let width = (layout.cell * 0.05).clamp(1.0, 2.5);
    shapes.push(Shape::line_segment(
        [from, to],
        Stroke::new(width + 1.5, Color32::from_gray(40)),
    ));
    shapes.push(Shape::line_segment([from, to], Stroke::new(width, fill)));
}

/// A small rounded tag with text, centred at `at`.
fn tag(
    shapes: &mut Vec<Shape>,
    fonts: &mut FontsView<'_>,
    at: Pos2,
    text: &str,
    font: FontId,
    fill: Color32,
    edge: Color32,
) {
    let galley = fonts.layout_no_wrap(text.to_string(), font, edge);
    let rect = Rect::from_center_size(at, galley.size() + vec2(8.0, 4.0));
    shapes.push(Shape::rect_filled(rect, 4.0, fill));
    shapes.push(Shape::rect_stroke(
        rect,
        4.0,
        Stroke::new(1.2, edge),
        egui::StrokeKind::Inside,
    ));
    shapes.push(Shape::galley(rect.min + vec2(4.0, 2.0), galley, edge));
}

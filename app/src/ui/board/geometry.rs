//! Where the map sits on screen: the camera (zoom and pan, kept between frames) and the layout it gives in one
//! frame (the screen position of the grid's corner and the size of a space), with the hit tests of the board.

use egui::{Pos2, Rect, Vec2, pos2, vec2};
use metro_core::{Map, Point, SpaceId, StationId};

/// The stop circle's radius, in spaces.
pub const STOP_RADIUS: f32 = 0.2;

/// The zoom range: 1 shows the whole board; 6 shows a few stations large.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 1.0..=6.0;

/// What the player chose to look at: a zoom factor over "the whole board fits" and the lattice point shown in the
/// middle (`None`: the board's centre).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// 1 = the whole board fits the view.
    pub zoom: f32,
    /// The point of the map (in spaces) in the middle of the view.
    pub centre: Option<Pos2>,
}

impl Default for Camera {
    fn default() -> Self {
        Camera {
            zoom: 1.0,
            centre: None,
        }
    }
}

impl Camera {
    /// Zooms by `factor` keeping the map point under `anchor` (a screen position) where it is.
    pub fn zoom_at(&mut self, map: &Map, rect: Rect, anchor: Pos2, factor: f32) {
        let before = Layout::new(map, rect, *self);
        let under = before.to_map(anchor);
        self.zoom = (self.zoom * factor).clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end());
        let after = Layout::new(map, rect, *self);
        let moved = after.to_map(anchor) - under;
        self.centre = Some(after.centre - moved);
        self.clamp(map);
    }

    /// Pans by a screen distance.
    pub fn pan(&mut self, map: &Map, rect: Rect, delta: Vec2) {
        let layout = Layout::new(map, rect, *self);
        self.centre = Some(layout.centre - delta / layout.cell);
        self.clamp(map);
    }

    /// Back to the whole board.
    pub fn fit(&mut self) {
        *self = Camera::default();
    }

    /// Keeps the centre on the board.
    fn clamp(&mut self, map: &Map) {
        if let Some(c) = self.centre.as_mut() {
            c.x = c.x.clamp(0.0, map.columns() as f32);
            c.y = c.y.clamp(0.0, map.rows() as f32);
        }
        if self.zoom <= *ZOOM_RANGE.start() + 1e-3 {
            self.centre = None;
        }
    }
}

/// Where the map sits on screen in one frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Screen position of lattice corner (0, 0).
    pub origin: Pos2,
    /// Pixels per space.
    pub cell: f32,
    /// The map point in the middle of the view.
    pub centre: Pos2,
    /// The view on screen.
    pub view: Rect,
}

impl Layout {
    /// The layout of `map` in `rect` through `camera`: at zoom 1 the grid with half a space of margin fits, centred.
    pub fn new(map: &Map, rect: Rect, camera: Camera) -> Layout {
        let w = map.columns() as f32 + 1.0;
        let h = map.rows() as f32 + 1.0;
        let fit = (rect.width() / w).min(rect.height() / h).max(1.0);
        let cell = fit * camera.zoom;
        let centre = camera
            .centre
            .unwrap_or(pos2(map.columns() as f32 / 2.0, map.rows() as f32 / 2.0));
        Layout {
            origin: rect.center() - centre.to_vec2() * cell,
            cell,
            centre,
            view: rect,
        }
    }

    /// A lattice point on screen.
    pub fn point(&self, p: Point) -> Pos2 {
        self.at(pos2(p.x(), p.y()))
    }

    /// A map position (in spaces) on screen.
    pub fn at(&self, p: Pos2) -> Pos2 {
        self.origin + p.to_vec2() * self.cell
    }

    /// A screen position on the map (in spaces).
    pub fn to_map(&self, p: Pos2) -> Pos2 {
        ((p - self.origin) / self.cell).to_pos2()
    }

    /// A rectangle of the map (in spaces) on screen.
    pub fn rect(&self, r: Rect) -> Rect {
        Rect::from_min_max(self.at(r.min), self.at(r.max))
    }

    /// The grid's rectangle on screen.
    pub fn grid(&self, map: &Map) -> Rect {
        Rect::from_min_size(
            self.origin,
            vec2(map.columns() as f32, map.rows() as f32) * self.cell,
        )
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
        let local = self.to_map(pos);
        if local.x < 0.0 || local.y < 0.0 {
            return None;
        }
        map.space(local.x.floor() as i32, local.y.floor() as i32)
    }

    /// The radius of a stop circle on screen.
    pub fn stop_radius(&self) -> f32 {
        self.cell * STOP_RADIUS
    }

    /// The station whose stop circle is under a screen position.
    pub fn station_at(&self, map: &Map, pos: Pos2) -> Option<StationId> {
        let r = self.stop_radius() * 1.4;
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
        let r = self.stop_radius() * 1.3;
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

/// A lattice point in spaces.
pub fn map_pos(p: Point) -> Pos2 {
    pos2(p.x(), p.y())
}

//! Where names and pieces go on a Tokyo Metro board, so that nothing hides anything: every station gets a slot for its
//! pyramid and one for rule modules' markers beside its stops, and every name a place around its stops that covers no
//! other name, stop, station, piece slot or meeple — the closest free place first, crossing as few lines as possible;
//! when none is free, a shortened name, then a name led out on a thin line; only when nothing fits is the name left to
//! the tooltip.
//!
//! Everything here is in map units (spaces), so a placement holds for any pan. The desktop app places the names with
//! its own text measure at its zoom (`app/src/ui/board/labels.rs`); `metro serve` places them once for the browser
//! page, measured with the font the page ships and draws them in (`metro_server::labels`). One placement code, so the
//! same names go to the same places in both.

use metro_core::{Map, StationId, StopId};

pub use geometry::{Area, Pos, Size, pos, size};

/// The few shapes of the placement, in map units.
mod geometry {
    /// A point.
    #[derive(Clone, Copy, Debug, Default, PartialEq)]
    pub struct Pos {
        /// Across.
        pub x: f32,
        /// Down.
        pub y: f32,
    }

    /// A size or a displacement.
    #[derive(Clone, Copy, Debug, Default, PartialEq)]
    pub struct Size {
        /// Across.
        pub x: f32,
        /// Down.
        pub y: f32,
    }

    /// A box, from its least corner to its greatest.
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Area {
        /// The least corner.
        pub min: Pos,
        /// The greatest corner.
        pub max: Pos,
    }

    /// A point.
    pub const fn pos(x: f32, y: f32) -> Pos {
        Pos { x, y }
    }

    /// A size.
    pub const fn size(x: f32, y: f32) -> Size {
        Size { x, y }
    }

    impl Size {
        /// The same size both ways.
        pub const fn splat(v: f32) -> Size {
            Size { x: v, y: v }
        }

        /// Its length.
        pub fn length(self) -> f32 {
            self.x.hypot(self.y)
        }
    }

    impl std::ops::Add<Size> for Pos {
        type Output = Pos;
        fn add(self, d: Size) -> Pos {
            pos(self.x + d.x, self.y + d.y)
        }
    }

    impl std::ops::Sub<Size> for Pos {
        type Output = Pos;
        fn sub(self, d: Size) -> Pos {
            pos(self.x - d.x, self.y - d.y)
        }
    }

    impl std::ops::Sub for Pos {
        type Output = Size;
        fn sub(self, other: Pos) -> Size {
            size(self.x - other.x, self.y - other.y)
        }
    }

    impl std::ops::Add for Size {
        type Output = Size;
        fn add(self, d: Size) -> Size {
            size(self.x + d.x, self.y + d.y)
        }
    }

    impl std::ops::Sub for Size {
        type Output = Size;
        fn sub(self, d: Size) -> Size {
            size(self.x - d.x, self.y - d.y)
        }
    }

    impl std::ops::Mul<f32> for Size {
        type Output = Size;
        fn mul(self, k: f32) -> Size {
            size(self.x * k, self.y * k)
        }
    }

    impl std::ops::Div<f32> for Size {
        type Output = Size;
        fn div(self, k: f32) -> Size {
            size(self.x / k, self.y / k)
        }
    }

    impl Area {
        /// Nothing: the union of it and a box is that box.
        pub const NOTHING: Area = Area {
            min: pos(f32::INFINITY, f32::INFINITY),
            max: pos(f32::NEG_INFINITY, f32::NEG_INFINITY),
        };

        /// The box of a centre and a size.
        pub fn from_center_size(centre: Pos, s: Size) -> Area {
            Area {
                min: pos(centre.x - s.x / 2.0, centre.y - s.y / 2.0),
                max: pos(centre.x + s.x / 2.0, centre.y + s.y / 2.0),
            }
        }

        /// The box of a least corner and a size.
        pub fn from_min_size(min: Pos, s: Size) -> Area {
            Area {
                min,
                max: pos(min.x + s.x, min.y + s.y),
            }
        }

        /// Its centre.
        pub fn center(&self) -> Pos {
            pos((self.min.x + self.max.x) / 2.0, (self.min.y + self.max.y) / 2.0)
        }

        /// Its width.
        pub fn width(&self) -> f32 {
            self.max.x - self.min.x
        }

        /// Its height.
        pub fn height(&self) -> f32 {
            self.max.y - self.min.y
        }

        /// Its size.
        pub fn size(&self) -> Size {
            size(self.width(), self.height())
        }

        /// Whether a point is in it (edges included).
        pub fn contains(&self, p: Pos) -> bool {
            self.min.x <= p.x && p.x <= self.max.x && self.min.y <= p.y && p.y <= self.max.y
        }

        /// Whether a box is in it (edges included).
        pub fn contains_rect(&self, other: Area) -> bool {
            self.contains(other.min) && self.contains(other.max)
        }

        /// The smallest box holding both.
        pub fn union(self, other: Area) -> Area {
            Area {
                min: pos(self.min.x.min(other.min.x), self.min.y.min(other.min.y)),
                max: pos(self.max.x.max(other.max.x), self.max.y.max(other.max.y)),
            }
        }

        /// Shrunk by `by` on every side.
        pub fn shrink(self, by: f32) -> Area {
            Area {
                min: pos(self.min.x + by, self.min.y + by),
                max: pos(self.max.x - by, self.max.y - by),
            }
        }

        /// Strict overlap (touching edges do not count).
        pub fn intersects(&self, other: Area) -> bool {
            self.min.x < other.max.x
                && other.min.x < self.max.x
                && self.min.y < other.max.y
                && other.min.y < self.max.y
        }
    }
}

/// A map point in map units.
fn map_pos(p: metro_core::Point) -> Pos {
    pos(p.x(), p.y())
}

/// Half the side of the square kept free around every stop: the stop circle and a vehicle standing on it.
pub const STOP_RESERVE: f32 = 0.34;
/// The pyramid's box, in spaces.
pub const PYRAMID: Size = size(0.42, 0.42);
/// The box kept for a station's rule-module markers, in spaces (its first marker stands in it, more beside it).
pub const MARKERS: Size = size(0.26, 0.42);

/// A name to show: a station's name at its stops, or a stop's own name (Shin-ochanomizu at Awajicho).
#[derive(Clone, Debug, PartialEq)]
pub struct Name {
    /// The full name.
    pub text: String,
    /// A shortened form, for tight places.
    pub short: String,
    /// The stops it names.
    pub stops: Vec<StopId>,
}

/// Where a station's pieces stand: centres, in spaces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slots {
    /// The pyramid.
    pub pyramid: Pos,
    /// Rule modules' markers ([`crate::game::Marker`]).
    pub markers: Pos,
}

/// One placed name.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Which name (index into the names).
    pub name: usize,
    /// The text shown (the full or the short name).
    pub text: String,
    /// Its box, in spaces.
    pub rect: Area,
    /// A thin line from the stops to the name, when led out.
    pub leader: Option<(Pos, Pos)>,
    /// Which candidate place it took (kept while free, so names do not jump).
    pub candidate: usize,
}

/// Every name's place.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Placement {
    /// The placed names.
    pub labels: Vec<Placed>,
    /// Names for which nothing fitted (shown in the tooltip only).
    pub hidden: Vec<usize>,
}

/// The names of a map: each station's name at the stops that carry it, and each stop's own name where it is not
/// part of its station's name ("Kokkai-gijidomae" at Tameike-sanno; but "Otemachi" at Otemachi West is not repeated).
/// Small circles (D-22) show no name.
pub fn names(map: &Map) -> Vec<Name> {
    let mut out = Vec::new();
    for station in map.stations() {
        let mut own: Vec<Name> = Vec::new();
        let mut main = Vec::new();
        for &stop in &station.stops {
            match &map.stop(stop).name {
                Some(name) if !station.name.contains(name.as_str()) => {
                    match own.iter_mut().find(|n| n.text == *name) {
                        Some(n) => n.stops.push(stop),
                        None => own.push(Name {
                            text: name.clone(),
                            short: shorten(name),
                            stops: vec![stop],
                        }),
                    }
                }
                _ => main.push(stop),
            }
        }
        if main.is_empty() {
            main = station.stops.clone();
        }
        out.push(Name {
            text: station.name.clone(),
            short: shorten(&station.name),
            stops: main,
        });
        out.extend(own);
    }
    out
}

/// "Kiyosumi-shirakawa" → "Kiyosumi-s.", "Kasumigaseki" → "Kasumig.".
pub fn shorten(name: &str) -> String {
    if name.chars().count() <= 8 {
        return name.to_string();
    }
    if let Some((head, tail)) = name.split_once(['-', ' '])
        && let Some(first) = tail.chars().next()
    {
        return format!("{head}-{first}.");
    }
    let head: String = name.chars().take(7).collect();
    format!("{head}.")
}

/// A grid of buckets holding obstacle boxes, for quick overlap tests.
struct Obstacles {
    columns: i32,
    rows: i32,
    buckets: Vec<Vec<Area>>,
}

impl Obstacles {
    fn new(map: &Map) -> Obstacles {
        let columns = map.columns() as i32 + 3;
        let rows = map.rows() as i32 + 3;
        Obstacles {
            columns,
            rows,
            buckets: vec![Vec::new(); (columns * rows) as usize],
        }
    }

    fn range(&self, r: Area) -> (std::ops::RangeInclusive<i32>, std::ops::RangeInclusive<i32>) {
        let x0 = (r.min.x.floor() as i32 + 1).clamp(0, self.columns - 1);
        let x1 = (r.max.x.floor() as i32 + 1).clamp(0, self.columns - 1);
        let y0 = (r.min.y.floor() as i32 + 1).clamp(0, self.rows - 1);
        let y1 = (r.max.y.floor() as i32 + 1).clamp(0, self.rows - 1);
        (x0..=x1, y0..=y1)
    }

    fn add(&mut self, r: Area) {
        let (xs, ys) = self.range(r);
        for y in ys {
            for x in xs.clone() {
                self.buckets[(y * self.columns + x) as usize].push(r);
            }
        }
    }

    fn hits(&self, r: Area) -> bool {
        let (xs, ys) = self.range(r);
        for y in ys {
            for x in xs.clone() {
                if self.buckets[(y * self.columns + x) as usize]
                    .iter()
                    .any(|o| o.intersects(r))
                {
                    return true;
                }
            }
        }
        false
    }
}

/// The boxes every name and piece must keep clear of: each stop (with the vehicle that may stand there) and the
/// capsule joining a station's stops.
fn fixed_obstacles(map: &Map) -> Vec<Area> {
    let mut out = Vec::new();
    for stop in map.stops() {
        out.push(Area::from_center_size(
            map_pos(stop.at),
            Size::splat(2.0 * STOP_RESERVE),
        ));
    }
    for station in map.stations() {
        for pair in station.stops.windows(2) {
            let (a, b) = (map_pos(map.stop(pair[0]).at), map_pos(map.stop(pair[1]).at));
            // The capsule between two stops, as a few boxes along it (a diagonal is not one big box).
            let n = ((b - a).length() / 0.25).ceil().max(1.0) as usize;
            for k in 0..=n {
                let p = a + (b - a) * (k as f32 / n as f32);
                out.push(Area::from_center_size(p, Size::splat(0.5)));
            }
        }
    }
    out
}

/// The line segments of the map (between consecutive stops), for the "cross few lines" preference.
fn segments(map: &Map) -> Vec<(Pos, Pos)> {
    map.lines()
        .iter()
        .flat_map(|line| {
            line.stops
                .windows(2)
                .map(|pair| (map_pos(map.stop(pair[0]).at), map_pos(map.stop(pair[1]).at)))
        })
        .collect()
}

/// Whether a segment crosses a box (sampled: good enough for a preference).
fn crosses(r: Area, (a, b): (Pos, Pos)) -> bool {
    let n = ((b - a).length() / 0.2).ceil().max(1.0) as usize;
    (0..=n).any(|k| r.contains(a + (b - a) * (k as f32 / n as f32)))
}

/// The box of a group of stops, grown by the stop reserve.
fn anchor_box(map: &Map, stops: &[StopId]) -> Area {
    let mut r = Area::NOTHING;
    for &s in stops {
        r = r.union(Area::from_center_size(
            map_pos(map.stop(s).at),
            Size::splat(2.0 * STOP_RESERVE),
        ));
    }
    r
}

/// The eight directions, in the order names prefer them: right, left, above, below, then the corners.
const DIRECTIONS: [(f32, f32); 8] = [
    (1.0, 0.0),
    (-1.0, 0.0),
    (0.0, -1.0),
    (0.0, 1.0),
    (1.0, -1.0),
    (-1.0, -1.0),
    (1.0, 1.0),
    (-1.0, 1.0),
];

/// A box of `size` beside `anchor` in direction `d`, `gap` away.
fn beside(anchor: Area, size: Size, (dx, dy): (f32, f32), gap: f32) -> Area {
    let x = match dx {
        d if d > 0.0 => anchor.max.x + gap,
        d if d < 0.0 => anchor.min.x - gap - size.x,
        _ => anchor.center().x - size.x / 2.0,
    };
    let y = match dy {
        d if d > 0.0 => anchor.max.y + gap,
        d if d < 0.0 => anchor.min.y - gap - size.y,
        _ => anchor.center().y - size.y / 2.0,
    };
    Area::from_min_size(pos(x, y), size)
}

/// Places every station's pyramid and marker slots: beside its stops, clear of every stop and of each other.
pub fn piece_slots(map: &Map) -> Vec<Slots> {
    let mut obstacles = Obstacles::new(map);
    for r in fixed_obstacles(map) {
        obstacles.add(r);
    }
    let bounds = Area::from_min_size(
        pos(0.05, 0.05),
        size(map.columns() as f32, map.rows() as f32) - size(0.1, 0.1),
    );
    let mut out = Vec::with_capacity(map.stations().len());
    // Pyramids prefer the upper left, markers the lower right (the corner across from the pyramid's).
    let pyramid_order = [5, 2, 1, 4, 0, 7, 3, 6];
    let marker_order = [6, 3, 0, 7, 1, 4, 2, 5];
    for station in map.stations() {
        let anchor = anchor_box(map, &station.stops);
        let mut pick = |size: Size, order: &[usize]| {
            let mut fallback = None;
            for gap in [0.0, 0.12, 0.3] {
                for &d in order {
                    let r = beside(anchor, size, DIRECTIONS[d], gap).shrink(0.01);
                    if !bounds.contains_rect(r) {
                        continue;
                    }
                    fallback.get_or_insert(r);
                    if !obstacles.hits(r) {
                        obstacles.add(r);
                        return r.center();
                    }
                }
            }
            let r = fallback.unwrap_or_else(|| beside(anchor, size, DIRECTIONS[order[0]], 0.0));
            obstacles.add(r);
            r.center()
        };
        let pyramid = pick(PYRAMID, &pyramid_order);
        let markers = pick(MARKERS, &marker_order);
        out.push(Slots { pyramid, markers });
    }
    out
}

/// Places the names. `measure` gives a text's size in spaces; `dynamic` are boxes of pieces that move (meeples);
/// `previous` keeps names where they were when that place is still free.
pub fn place(
    map: &Map,
    names: &[Name],
    slots: &[Slots],
    measure: &mut dyn FnMut(&str) -> Size,
    dynamic: &[Area],
    previous: Option<&Placement>,
) -> Placement {
    let mut obstacles = Obstacles::new(map);
    for r in fixed_obstacles(map) {
        obstacles.add(r);
    }
    for s in slots {
        obstacles.add(Area::from_center_size(s.pyramid, PYRAMID));
        obstacles.add(Area::from_center_size(s.markers, MARKERS));
    }
    for &r in dynamic {
        obstacles.add(r);
    }
    let lines = segments(map);
    let bounds = Area::from_min_size(
        pos(-0.45, -0.45),
        size(map.columns() as f32, map.rows() as f32) + size(0.9, 0.9),
    );
    let before: std::collections::HashMap<usize, usize> = previous
        .map(|p| p.labels.iter().map(|l| (l.name, l.candidate)).collect())
        .unwrap_or_default();
    // Crowded names first (those with the least room), so that the easy ones do not take their places: here,
    // names of interchanges and long names.
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by_key(|&i| {
        (
            std::cmp::Reverse(names[i].stops.len()),
            std::cmp::Reverse(names[i].text.len()),
        )
    });
    let mut placement = Placement::default();
    for i in order {
        let name = &names[i];
        let anchor = anchor_box(map, &name.stops);
        let full = measure(&name.text);
        let short = measure(&name.short);
        let candidates = candidates(anchor, full, short, name.text != name.short);
        let fits = |c: &Candidate| bounds.contains_rect(c.rect) && !obstacles.hits(c.rect);
        // The best free candidate of the first tier that has one: fewest lines crossed, then order.
        let best = {
            let mut best: Option<(usize, &Candidate, (u8, usize, usize))> = None;
            for (k, c) in candidates.iter().enumerate() {
                if best.as_ref().is_some_and(|b| b.2.0 < c.tier) {
                    break;
                }
                if !fits(c) {
                    continue;
                }
                let crossed = lines.iter().filter(|&&s| crosses(c.rect, s)).count();
                let score = (c.tier, crossed, k);
                if best.as_ref().is_none_or(|b| score < b.2) {
                    best = Some((k, c, score));
                }
            }
            best.map(|(k, c, _)| (k, c))
        };
        // A name stays where it was while that place is still free and no nearer tier has room (zoomed in, a name
        // led out on the fitted board comes back beside its stops).
        let kept = before
            .get(&i)
            .and_then(|&k| candidates.get(k).filter(|c| fits(c)).map(|c| (k, c)));
        let chosen = match (kept, best) {
            (Some(kept), Some(best)) if best.1.tier < kept.1.tier => Some(best),
            (Some(kept), _) => Some(kept),
            (None, best) => best,
        };
        match chosen {
            Some((k, c)) => {
                obstacles.add(c.rect);
                placement.labels.push(Placed {
                    name: i,
                    text: if c.short {
                        name.short.clone()
                    } else {
                        name.text.clone()
                    },
                    rect: c.rect,
                    leader: c.leader,
                    candidate: k,
                });
            }
            None => placement.hidden.push(i),
        }
    }
    placement.labels.sort_by_key(|l| l.name);
    placement
}

/// One place a name may take.
struct Candidate {
    rect: Area,
    short: bool,
    leader: Option<(Pos, Pos)>,
    /// 0: right beside the stops; 1: a little further; 2: shortened; 3: led out.
    tier: u8,
}

fn candidates(anchor: Area, full: Size, short: Size, has_short: bool) -> Vec<Candidate> {
    let mut out = Vec::with_capacity(64);
    for (tier, gap) in [(0u8, 0.02), (1, 0.3)] {
        for &d in &DIRECTIONS {
            out.push(Candidate {
                rect: beside(anchor, full, d, gap),
                short: false,
                leader: None,
                tier,
            });
        }
        // Names above or below may also start at the stops' left edge or end at their right edge.
        for dy in [-1.0, 1.0] {
            let r = beside(anchor, full, (0.0, dy), gap);
            for x in [anchor.min.x, anchor.max.x - full.x] {
                out.push(Candidate {
                    rect: Area::from_min_size(pos(x, r.min.y), full),
                    short: false,
                    leader: None,
                    tier,
                });
            }
        }
    }
    if has_short {
        for gap in [0.02, 0.3] {
            for &d in &DIRECTIONS {
                out.push(Candidate {
                    rect: beside(anchor, short, d, gap),
                    short: true,
                    leader: None,
                    tier: 2,
                });
            }
        }
    }
    for distance in [0.8, 1.3, 1.9] {
        for &d in &DIRECTIONS {
            for (extent, short) in [(full, false), (short, true)] {
                let rect = beside(anchor, extent, d, distance);
                let from = anchor.center() + size(d.0 * anchor.width(), d.1 * anchor.height()) * 0.5;
                let to = rect.center() - size(d.0 * rect.width(), d.1 * rect.height()) * 0.5;
                out.push(Candidate {
                    rect,
                    short,
                    leader: Some((from, to)),
                    tier: 3,
                });
            }
        }
    }
    out
}

/// The station each name belongs to.
pub fn station_of(map: &Map, name: &Name) -> Option<StationId> {
    name.stops.first().and_then(|&s| map.stop(s).station)
}

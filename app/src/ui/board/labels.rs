//! Where names and pieces go on the board, so that nothing hides anything: every station gets a slot for its pyramid
//! and one for rule modules' markers beside its stops, and every name a place around its stops that covers no other name, stop,
//! station, piece slot or meeple — the closest free place first, crossing as few lines as possible; when none is
//! free, a shortened name, then a name led out on a thin line; only when nothing fits is the name left to the
//! tooltip (zooming in makes room: names keep their size on screen while the board grows).
//!
//! Everything here is in map units (spaces), so a placement holds for any pan; it is recomputed when the zoom or a
//! meeple moves, keeping each name where it was while that place stays free.

use egui::{Pos2, Rect, Vec2, pos2, vec2};
use metro_core::{Map, StationId, StopId};

use super::geometry::map_pos;

/// Half the side of the square kept free around every stop: the stop circle and a vehicle standing on it.
pub const STOP_RESERVE: f32 = 0.34;
/// The pyramid's box, in spaces.
pub const PYRAMID: Vec2 = vec2(0.42, 0.42);
/// The box kept for a station's rule-module markers, in spaces (its first marker stands in it, more beside it).
pub const MARKERS: Vec2 = vec2(0.26, 0.42);

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
    pub pyramid: Pos2,
    /// Rule modules' markers ([`metro_play::game::Marker`]).
    pub markers: Pos2,
}

/// One placed name.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Which name (index into the names).
    pub name: usize,
    /// The text shown (the full or the short name).
    pub text: String,
    /// Its box, in spaces.
    pub rect: Rect,
    /// A thin line from the stops to the name, when led out.
    pub leader: Option<(Pos2, Pos2)>,
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
    buckets: Vec<Vec<Rect>>,
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

    fn range(&self, r: Rect) -> (std::ops::RangeInclusive<i32>, std::ops::RangeInclusive<i32>) {
        let x0 = (r.min.x.floor() as i32 + 1).clamp(0, self.columns - 1);
        let x1 = (r.max.x.floor() as i32 + 1).clamp(0, self.columns - 1);
        let y0 = (r.min.y.floor() as i32 + 1).clamp(0, self.rows - 1);
        let y1 = (r.max.y.floor() as i32 + 1).clamp(0, self.rows - 1);
        (x0..=x1, y0..=y1)
    }

    fn add(&mut self, r: Rect) {
        let (xs, ys) = self.range(r);
        for y in ys {
            for x in xs.clone() {
                self.buckets[(y * self.columns + x) as usize].push(r);
            }
        }
    }

    fn hits(&self, r: Rect) -> bool {
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

/// Strict overlap (touching edges do not count).
trait Overlap {
    fn intersects(&self, other: Rect) -> bool;
}

impl Overlap for Rect {
    fn intersects(&self, other: Rect) -> bool {
        self.min.x < other.max.x
            && other.min.x < self.max.x
            && self.min.y < other.max.y
            && other.min.y < self.max.y
    }
}

/// The boxes every name and piece must keep clear of: each stop (with the vehicle that may stand there) and the
/// capsule joining a station's stops.
fn fixed_obstacles(map: &Map) -> Vec<Rect> {
    let mut out = Vec::new();
    for stop in map.stops() {
        out.push(Rect::from_center_size(
            map_pos(stop.at),
            Vec2::splat(2.0 * STOP_RESERVE),
        ));
    }
    for station in map.stations() {
        for pair in station.stops.windows(2) {
            let (a, b) = (map_pos(map.stop(pair[0]).at), map_pos(map.stop(pair[1]).at));
            // The capsule between two stops, as a few boxes along it (a diagonal is not one big box).
            let n = ((b - a).length() / 0.25).ceil().max(1.0) as usize;
            for k in 0..=n {
                let p = a + (b - a) * (k as f32 / n as f32);
                out.push(Rect::from_center_size(p, Vec2::splat(0.5)));
            }
        }
    }
    out
}

/// The line segments of the map (between consecutive stops), for the "cross few lines" preference.
fn segments(map: &Map) -> Vec<(Pos2, Pos2)> {
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
fn crosses(r: Rect, (a, b): (Pos2, Pos2)) -> bool {
    let n = ((b - a).length() / 0.2).ceil().max(1.0) as usize;
    (0..=n).any(|k| r.contains(a + (b - a) * (k as f32 / n as f32)))
}

/// The box of a group of stops, grown by the stop reserve.
fn anchor_box(map: &Map, stops: &[StopId]) -> Rect {
    let mut r = Rect::NOTHING;
    for &s in stops {
        r = r.union(Rect::from_center_size(
            map_pos(map.stop(s).at),
            Vec2::splat(2.0 * STOP_RESERVE),
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
fn beside(anchor: Rect, size: Vec2, (dx, dy): (f32, f32), gap: f32) -> Rect {
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
    Rect::from_min_size(pos2(x, y), size)
}

/// Places every station's pyramid and marker slots: beside its stops, clear of every stop and of each other.
pub fn piece_slots(map: &Map) -> Vec<Slots> {
    let mut obstacles = Obstacles::new(map);
    for r in fixed_obstacles(map) {
        obstacles.add(r);
    }
    let bounds = Rect::from_min_size(
        pos2(0.05, 0.05),
        vec2(map.columns() as f32, map.rows() as f32) - vec2(0.1, 0.1),
    );
    let mut out = Vec::with_capacity(map.stations().len());
    // Pyramids prefer the upper left, markers the lower right (the corner across from the pyramid's).
    let pyramid_order = [5, 2, 1, 4, 0, 7, 3, 6];
    let marker_order = [6, 3, 0, 7, 1, 4, 2, 5];
    for station in map.stations() {
        let anchor = anchor_box(map, &station.stops);
        let mut pick = |size: Vec2, order: &[usize]| {
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

/// Places the names with `px`-pixel text at `cell` pixels a space, measured in egui's fonts (the board's and the map
/// editor's canvas place their names so); no moving pieces, `previous` kept where still free.
pub fn place_on_screen(
    ctx: &egui::Context,
    map: &Map,
    names: &[Name],
    slots: &[Slots],
    px: f32,
    cell: f32,
    previous: Option<&Placement>,
) -> Placement {
    let font = egui::FontId::proportional(px);
    ctx.fonts_mut(|fonts| {
        let mut measure = |text: &str| {
            let size = fonts
                .layout_no_wrap(text.to_string(), font.clone(), egui::Color32::BLACK)
                .size();
            (size + vec2(2.0, 0.0)) / cell
        };
        place(map, names, slots, &mut measure, &[], previous)
    })
}

/// Places the names. `measure` gives a text's size in spaces; `dynamic` are boxes of pieces that move (meeples);
/// `previous` keeps names where they were when that place is still free.
pub fn place(
    map: &Map,
    names: &[Name],
    slots: &[Slots],
    measure: &mut dyn FnMut(&str) -> Vec2,
    dynamic: &[Rect],
    previous: Option<&Placement>,
) -> Placement {
    let mut obstacles = Obstacles::new(map);
    for r in fixed_obstacles(map) {
        obstacles.add(r);
    }
    for s in slots {
        obstacles.add(Rect::from_center_size(s.pyramid, PYRAMID));
        obstacles.add(Rect::from_center_size(s.markers, MARKERS));
    }
    for &r in dynamic {
        obstacles.add(r);
    }
    let lines = segments(map);
    let bounds = Rect::from_min_size(
        pos2(-0.45, -0.45),
        vec2(map.columns() as f32, map.rows() as f32) + vec2(0.9, 0.9),
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
    rect: Rect,
    short: bool,
    leader: Option<(Pos2, Pos2)>,
    /// 0: right beside the stops; 1: a little further; 2: shortened; 3: led out.
    tier: u8,
}

fn candidates(anchor: Rect, full: Vec2, short: Vec2, has_short: bool) -> Vec<Candidate> {
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
                    rect: Rect::from_min_size(pos2(x, r.min.y), full),
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
            for (size, short) in [(full, false), (short, true)] {
                let rect = beside(anchor, size, d, distance);
                let from = anchor.center() + vec2(d.0 * anchor.width(), d.1 * anchor.height()) * 0.5;
                let to = rect.center() - vec2(d.0 * rect.width(), d.1 * rect.height()) * 0.5;
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

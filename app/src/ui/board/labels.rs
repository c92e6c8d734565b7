//! Where names and pieces go on the board: the placement is `metro_play::labels` (shared with the browser page,
//! which `metro serve` places with the same code); here it is measured with egui's fonts at the board's zoom and
//! handed over in egui's shapes.
//!
//! Everything here is in map units (spaces), so a placement holds for any pan; it is recomputed when the zoom or a
//! meeple moves, keeping each name where it was while that place stays free.

use egui::{Pos2, Rect, Vec2, pos2, vec2};
use metro_core::{Map, StationId};
use metro_play::labels as shared;

pub use metro_play::labels::Name;

/// Half the side of the square kept free around every stop: the stop circle and a vehicle standing on it.
pub const STOP_RESERVE: f32 = shared::STOP_RESERVE;
/// The pyramid's box, in spaces.
pub const PYRAMID: Vec2 = vec2(shared::PYRAMID.x, shared::PYRAMID.y);
/// The box kept for a station's rule-module markers, in spaces (its first marker stands in it, more beside it).
pub const MARKERS: Vec2 = vec2(shared::MARKERS.x, shared::MARKERS.y);

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

fn to_pos(p: shared::Pos) -> Pos2 {
    pos2(p.x, p.y)
}

fn from_pos(p: Pos2) -> shared::Pos {
    shared::pos(p.x, p.y)
}

fn to_rect(r: shared::Area) -> Rect {
    Rect::from_min_max(to_pos(r.min), to_pos(r.max))
}

fn from_rect(r: Rect) -> shared::Area {
    shared::Area {
        min: from_pos(r.min),
        max: from_pos(r.max),
    }
}

fn from_slots(slots: &[Slots]) -> Vec<shared::Slots> {
    slots
        .iter()
        .map(|s| shared::Slots {
            pyramid: from_pos(s.pyramid),
            markers: from_pos(s.markers),
        })
        .collect()
}

fn from_placement(p: &Placement) -> shared::Placement {
    shared::Placement {
        labels: p
            .labels
            .iter()
            .map(|l| shared::Placed {
                name: l.name,
                text: l.text.clone(),
                rect: from_rect(l.rect),
                leader: l.leader.map(|(a, b)| (from_pos(a), from_pos(b))),
                candidate: l.candidate,
            })
            .collect(),
        hidden: p.hidden.clone(),
    }
}

fn to_placement(p: shared::Placement) -> Placement {
    Placement {
        labels: p
            .labels
            .into_iter()
            .map(|l| Placed {
                name: l.name,
                text: l.text,
                rect: to_rect(l.rect),
                leader: l.leader.map(|(a, b)| (to_pos(a), to_pos(b))),
                candidate: l.candidate,
            })
            .collect(),
        hidden: p.hidden,
    }
}

/// The names of a map ([`metro_play::labels::names`]).
pub fn names(map: &Map) -> Vec<Name> {
    shared::names(map)
}

/// Every station's pyramid and marker slots ([`metro_play::labels::piece_slots`]).
pub fn piece_slots(map: &Map) -> Vec<Slots> {
    shared::piece_slots(map)
        .into_iter()
        .map(|s| Slots {
            pyramid: to_pos(s.pyramid),
            markers: to_pos(s.markers),
        })
        .collect()
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

/// Places the names ([`metro_play::labels::place`]). `measure` gives a text's size in spaces; `dynamic` are boxes of
/// pieces that move (meeples); `previous` keeps names where they were when that place is still free.
pub fn place(
    map: &Map,
    names: &[Name],
    slots: &[Slots],
    measure: &mut dyn FnMut(&str) -> Vec2,
    dynamic: &[Rect],
    previous: Option<&Placement>,
) -> Placement {
    let mut shared_measure = |text: &str| {
        let v = measure(text);
        shared::size(v.x, v.y)
    };
    let dynamic: Vec<shared::Area> = dynamic.iter().map(|&r| from_rect(r)).collect();
    let previous = previous.map(from_placement);
    to_placement(shared::place(
        map,
        names,
        &from_slots(slots),
        &mut shared_measure,
        &dynamic,
        previous.as_ref(),
    ))
}

/// The station each name belongs to.
pub fn station_of(map: &Map, name: &Name) -> Option<StationId> {
    shared::station_of(map, name)
}

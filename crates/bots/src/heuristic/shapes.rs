//! The fixed shapes of a map the bot evaluates with, computed once per map and shared by the bots of a process: how
//! often each line's vehicles enter each of its stations, the lines through each station, the stations touching
//! each space, and how far each space is from one.

use std::sync::{Arc, Mutex};

use metro_core::{Map, SpaceId, StationId};

/// The fixed shape of a line for the projection.
#[derive(Debug)]
pub(super) struct LineShape {
    /// For every stop with a station: how often (per step of one vehicle) it is entered, and its station.
    pub(super) stations: Vec<(f64, StationId)>,
    /// Vehicles of the line (1 train, or a pair).
    pub(super) vehicles: f64,
}

/// The fixed shapes of a map's lines for the projection, computed once per map.
#[derive(Debug)]
pub(super) struct Shapes {
    /// Every line's shape, by line.
    pub(super) lines: Vec<LineShape>,
    /// For every station, the lines with a stop at it (the lines whose projection a new owner there changes), each
    /// with the station's places among the line's stations.
    pub(super) through: Vec<Vec<(usize, Vec<u16>)>>,
    /// For every space, where its stations start in `stations_at` (and, next, end).
    space_starts: Vec<u32>,
    /// The stations touching each space, each once, with their number of stops (what a station there costs, by
    /// the stop).
    stations_at: Vec<(StationId, f64)>,
    /// For every space, the fewest orthogonal steps to a space touching a station (on the bare grid; at most 255).
    to_station: Vec<u8>,
}

impl Shapes {
    /// Whether a space touching a station lies within `steps` orthogonal steps of `space` on the bare grid: if not,
    /// no space the meeple reaches from there in `steps` moves has a station to build.
    #[inline]
    pub(super) fn station_within(&self, space: SpaceId, steps: u8) -> bool {
        self.to_station.get(space.0 as usize).is_none_or(|&d| d <= steps)
    }

    /// The stations touching `space`, each once, with their number of stops.
    #[inline]
    pub(super) fn stations_at(&self, space: SpaceId) -> &[(StationId, f64)] {
        let i = space.0 as usize;
        match (self.space_starts.get(i), self.space_starts.get(i + 1)) {
            (Some(&start), Some(&end)) => &self.stations_at[start as usize..end as usize],
            _ => &[],
        }
    }
}

/// Every line's shape for the projection.
pub(super) fn line_shapes(map: &Map) -> Shapes {
    let lines: Vec<LineShape> = map
        .lines()
        .iter()
        .map(|line| {
            let n = line.stops.len().max(2);
            let per_step = 1.0 / (n - 1) as f64;
            let stations = line
                .stops
                .iter()
                .enumerate()
                .filter_map(|(k, &stop)| {
                    let end = k == 0 || k + 1 == line.stops.len();
                    map.stop(stop)
                        .station
                        .map(|st| (if end { per_step * 0.5 } else { per_step }, st))
                })
                .collect();
            LineShape {
                stations,
                vehicles: line.vehicle.count() as f64,
            }
        })
        .collect();
    let mut through: Vec<Vec<(usize, Vec<u16>)>> = vec![Vec::new(); map.stations().len()];
    for (i, shape) in lines.iter().enumerate() {
        for (j, &(_, station)) in shape.stations.iter().enumerate() {
            let on = &mut through[station.0 as usize];
            match on.last_mut() {
                Some((line, places)) if *line == i => places.push(j as u16),
                _ => on.push((i, vec![j as u16])),
            }
        }
    }
    let mut space_starts = Vec::with_capacity(map.space_count() + 1);
    let mut stations_at: Vec<(StationId, f64)> = Vec::new();
    for space in 0..map.space_count() {
        let start = stations_at.len();
        space_starts.push(start as u32);
        for &stop in map.stops_touching(SpaceId(space as u16)) {
            if let Some(station) = map.stop(stop).station
                && !stations_at[start..].iter().any(|&(st, _)| st == station)
            {
                stations_at.push((station, map.station(station).stops.len() as f64));
            }
        }
    }
    space_starts.push(stations_at.len() as u32);
    // Steps to the nearest space touching a station: a search on the bare grid from all of them at once.
    let (columns, rows) = (map.columns() as i32, map.rows() as i32);
    let mut to_station = vec![u8::MAX; map.space_count()];
    let mut queue: std::collections::VecDeque<usize> = (0..map.space_count())
        .filter(|&i| space_starts[i] < space_starts[i + 1])
        .collect();
    for &i in &queue {
        to_station[i] = 0;
    }
    while let Some(i) = queue.pop_front() {
        let (x, y) = map.space_xy(SpaceId(i as u16));
        let next = to_station[i].saturating_add(1);
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
            if nx < 0 || ny < 0 || nx >= columns || ny >= rows {
                continue;
            }
            let n = (ny * columns + nx) as usize;
            if n < to_station.len() && to_station[n] > next {
                to_station[n] = next;
                queue.push_back(n);
            }
        }
    }
    Shapes {
        lines,
        through,
        space_starts,
        stations_at,
        to_station,
    }
}

/// The shapes of the last few maps the bots of this process played on (each map kept so that its address
/// identifies it): every game of a simulation makes new bots, which need not compute them again.
static SHAPES: Mutex<Vec<(Arc<Map>, Arc<Shapes>)>> = Mutex::new(Vec::new());

/// Maps whose shapes [`SHAPES`] keeps.
const SHARED_MAPS: usize = 4;

/// The shapes of `map`, from [`SHAPES`] or computed (and kept there).
pub(super) fn shared_shapes(map: &Arc<Map>) -> Arc<Shapes> {
    let mut shared = SHAPES.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, shapes)) = shared.iter().find(|(m, _)| Arc::ptr_eq(m, map)) {
        return shapes.clone();
    }
    let shapes = Arc::new(line_shapes(map));
    if shared.len() >= SHARED_MAPS {
        shared.remove(0);
    }
    shared.push((map.clone(), shapes.clone()));
    shapes
}

//! The grid's spaces on a built [`Map`]: ids and coordinates, neighbours, and the precomputed tables of which stops
//! touch a space and where a meeple may board (TM-6.5, TM-10.4).

use crate::geometry::SpaceId;

use super::{Map, StopId};

impl Map {
    /// The number of spaces.
    pub fn space_count(&self) -> usize {
        self.columns as usize * self.rows as usize
    }

    /// The space at column `x`, row `y`, if inside the grid.
    pub fn space(&self, x: i32, y: i32) -> Option<SpaceId> {
        let inside = x >= 0 && y >= 0 && x < self.columns as i32 && y < self.rows as i32;
        inside.then(|| SpaceId((y * self.columns as i32 + x) as u16))
    }

    /// Column and row of a space.
    pub fn space_xy(&self, space: SpaceId) -> (i32, i32) {
        let columns = self.columns as i32;
        (space.0 as i32 % columns, space.0 as i32 / columns)
    }

    /// The orthogonal neighbours of a space inside the grid (TM-6.5.3).
    pub fn neighbours(&self, space: SpaceId) -> impl Iterator<Item = SpaceId> + '_ {
        let (x, y) = self.space_xy(space);
        [(x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)]
            .into_iter()
            .filter_map(move |(x, y)| self.space(x, y))
    }

    /// The stops that touch a space (TM-6.5.4).
    pub fn stops_touching(&self, space: SpaceId) -> &[StopId] {
        &self.space_stops[space.0 as usize]
    }

    /// The spaces a meeple may use to board or alight at a stop: those touching any stop of its station, or the
    /// stop itself for a small circle (TM-10.4, D-22).
    pub fn boarding_spaces(&self, stop: StopId) -> &[SpaceId] {
        let stop = self.stop(stop);
        match stop.station {
            Some(station) => &self.station(station).touches,
            None => &stop.touches,
        }
    }
}

//! The grid: spaces, and points on the lattice of space corners where stop circles sit (CP-1.3).

/// A space of the grid, numbered row by row: `y * columns + x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct SpaceId(pub u16);

/// A point on the half-step lattice, in *half units*: `(2, 4)` is the corner `[1, 2]`, `(3, 4)` the middle of the
/// horizontal edge from corner `[1, 2]` to `[2, 2]`, `(3, 5)` the centre of space `(1, 2)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// Twice the x coordinate.
    pub x2: i32,
    /// Twice the y coordinate.
    pub y2: i32,
}

impl Point {
    /// The point at lattice coordinates `(x, y)`, given in half units.
    pub fn from_halves(x2: i32, y2: i32) -> Point {
        Point { x2, y2 }
    }

    /// The x coordinate in spaces (a multiple of 0.5).
    pub fn x(self) -> f32 {
        self.x2 as f32 / 2.0
    }

    /// The y coordinate in spaces (a multiple of 0.5).
    pub fn y(self) -> f32 {
        self.y2 as f32 / 2.0
    }

    /// The spaces `(x, y)` whose square this point touches, inside or outside a grid: 4 around a corner, 2 beside an
    /// edge midpoint, 1 for a space centre (TM-6.5.4, CP-1.3).
    pub fn touched_cells(self) -> impl Iterator<Item = (i32, i32)> {
        // A half-unit coordinate c touches cell columns: c/2 - 1 and c/2 when even, (c-1)/2 when odd.
        let xs = cells_along(self.x2);
        let ys = cells_along(self.y2);
        ys.into_iter()
            .flatten()
            .flat_map(move |y| xs.into_iter().flatten().map(move |x| (x, y)))
    }
}

fn cells_along(c2: i32) -> [Option<i32>; 2] {
    if c2.rem_euclid(2) == 0 {
        [Some(c2.div_euclid(2) - 1), Some(c2.div_euclid(2))]
    } else {
        [Some(c2.div_euclid(2)), None]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule CP-1.3: a corner touches 4 spaces, an edge midpoint 2, a space centre 1.
    #[test]
    fn points_touch_the_spaces_around_them() {
        let corner: Vec<_> = Point::from_halves(8, 6).touched_cells().collect();
        assert_eq!(corner, vec![(3, 2), (4, 2), (3, 3), (4, 3)]);
        let horizontal_edge: Vec<_> = Point::from_halves(9, 6).touched_cells().collect();
        assert_eq!(horizontal_edge, vec![(4, 2), (4, 3)]);
        let vertical_edge: Vec<_> = Point::from_halves(8, 7).touched_cells().collect();
        assert_eq!(vertical_edge, vec![(3, 3), (4, 3)]);
        let centre: Vec<_> = Point::from_halves(9, 7).touched_cells().collect();
        assert_eq!(centre, vec![(4, 3)]);
    }
}

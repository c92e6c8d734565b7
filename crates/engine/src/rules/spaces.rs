//! The tables over the grid's spaces, worked out once per rule set: `Place` on every space, each space's
//! neighbours, the spaces from which a meeple may board at each stop and on each line, and the spaces a few steps
//! away (the reach rings of [`Rules::diamond`]).

use metro_core::{LineId, Map, SpaceId, StopId};

use super::Rules;
use crate::action::Action;

/// The most steps [`Rules::diamond`] answers: a Move of 6 (its catalogue's limit) with a bike.
pub(crate) const DIAMOND_STEPS: u8 = 7;

/// The largest grid [`Rules::diamond`] keeps its table for (at most 112 spaces each: 224 KB at this size).
const DIAMOND_SPACES: usize = 1_024;

/// A space's bit in row `row` of a table of bit sets over the spaces, `words` 64-bit words a row (false beyond it).
#[inline]
fn space_bit(table: &[u64], words: usize, row: usize, space: SpaceId) -> bool {
    let bit = space.0 as usize;
    table
        .get(row * words + bit / 64)
        .is_some_and(|word| word >> (bit % 64) & 1 != 0)
}

/// The filler of [`Rules::neighbours`] beyond the edge of the grid.
pub(crate) const NO_SPACE: SpaceId = SpaceId(u16::MAX);

/// The tables over the grid's spaces.
pub(super) struct SpaceTables {
    /// `Place` on every space, in space order (round 1's placements, TM-6.5.1, copied rather than made each time).
    place_actions: Vec<Action>,
    /// Per space: its orthogonal neighbours in the order of `Map::neighbours`, [`NO_SPACE`] where the grid ends.
    neighbours: Vec<[SpaceId; 4]>,
    /// Per stop, a bit per space from which a meeple may board or alight there ([`Map::boarding_spaces`]), in
    /// `boarding_words` 64-bit words per stop: whether a meeple stands at a vehicle's stop in one test.
    boarding: Vec<u64>,
    /// The words per stop of `boarding`.
    boarding_words: usize,
    /// Per line, in `boarding_words` words: the spaces from which a meeple may board at some stop of the line.
    line_boarding: Vec<u64>,
    /// Per space, the spaces of the grid 1..=[`DIAMOND_STEPS`] orthogonal steps away, in the order
    /// [`crate::Game::reachable_spaces`] lists them when nothing blocks: ring after ring, each ring row by row, a row's
    /// left space first. Empty for a grid of more than [`DIAMOND_SPACES`] spaces.
    diamonds: Vec<SpaceId>,
    /// Per space, where its spaces start in `diamonds`, and how many lie within 0, 1, …, [`DIAMOND_STEPS`] steps.
    diamond_index: Vec<(u32, [u8; DIAMOND_STEPS as usize + 1])>,
}

impl SpaceTables {
    /// The tables of `map`'s grid.
    pub(super) fn new(map: &Map) -> SpaceTables {
        let place_actions = (0..map.space_count())
            .map(|i| Action::Place(SpaceId(i as u16)))
            .collect();
        let neighbours = (0..map.space_count())
            .map(|i| {
                let mut four = [NO_SPACE; 4];
                for (slot, n) in four.iter_mut().zip(map.neighbours(SpaceId(i as u16))) {
                    *slot = n;
                }
                four
            })
            .collect();
        let boarding_words = map.space_count().div_ceil(64);
        let mut boarding = vec![0u64; boarding_words * map.stops().len()];
        for stop in 0..map.stops().len() {
            for space in map.boarding_spaces(StopId(stop as u16)) {
                let bit = space.0 as usize;
                if let Some(word) = boarding.get_mut(stop * boarding_words + bit / 64) {
                    *word |= 1 << (bit % 64);
                }
            }
        }
        let mut line_boarding = vec![0u64; boarding_words * map.lines().len()];
        for (line, map_line) in map.lines().iter().enumerate() {
            for stop in &map_line.stops {
                let words = stop.0 as usize * boarding_words..(stop.0 as usize + 1) * boarding_words;
                for (k, &word) in boarding.get(words).unwrap_or_default().iter().enumerate() {
                    if let Some(union) = line_boarding.get_mut(line * boarding_words + k) {
                        *union |= word;
                    }
                }
            }
        }
        let (diamonds, diamond_index) = diamonds(map);
        SpaceTables {
            place_actions,
            neighbours,
            boarding,
            boarding_words,
            line_boarding,
            diamonds,
            diamond_index,
        }
    }
}

impl Rules {
    /// The spaces of the grid 1..=`steps` orthogonal steps from `from`, in the order [`crate::Game::reachable_spaces`]
    /// lists them when nothing blocks; `None` beyond [`DIAMOND_STEPS`] or on a grid too large for the table.
    #[inline]
    pub(crate) fn diamond(&self, from: SpaceId, steps: u8) -> Option<&[SpaceId]> {
        let (start, within) = self.space_tables.diamond_index.get(from.0 as usize)?;
        let count = *within.get(steps as usize)?;
        let start = *start as usize;
        self.space_tables.diamonds.get(start..start + count as usize)
    }

    /// Whether a meeple on `space` may board or alight at `stop` (`space` is among [`Map::boarding_spaces`]).
    #[inline]
    pub(crate) fn boards_at(&self, stop: StopId, space: SpaceId) -> bool {
        let tables = &self.space_tables;
        space_bit(&tables.boarding, tables.boarding_words, stop.0 as usize, space)
    }

    /// Whether a meeple on `space` may board or alight at some stop of `line` (a bit of the union of its stops'
    /// [`Rules::boards_at`]).
    #[inline]
    pub(crate) fn boards_on_line(&self, line: LineId, space: SpaceId) -> bool {
        let tables = &self.space_tables;
        space_bit(
            &tables.line_boarding,
            tables.boarding_words,
            line.0 as usize,
            space,
        )
    }

    /// A space's orthogonal neighbours inside the grid, in the order of `Map::neighbours`, then [`NO_SPACE`]
    /// for every side beyond the edge (a table: the grid's geometry is worked out once per rule set).
    pub(crate) fn neighbours(&self, space: SpaceId) -> &[SpaceId; 4] {
        &self.space_tables.neighbours[space.0 as usize]
    }

    /// `Place` on every space, in space order.
    #[inline]
    pub(crate) fn place_actions(&self) -> &[Action] {
        &self.space_tables.place_actions
    }
}

/// [`Rules::diamond`]'s table: per space, the grid's spaces 1..=[`DIAMOND_STEPS`] steps away in listing order, and
/// the counts within each number of steps.
#[allow(clippy::type_complexity)]
fn diamonds(map: &Map) -> (Vec<SpaceId>, Vec<(u32, [u8; DIAMOND_STEPS as usize + 1])>) {
    let spaces = map.space_count();
    if spaces > DIAMOND_SPACES {
        return (Vec::new(), Vec::new());
    }
    let (columns, rows) = (map.columns() as i32, map.rows() as i32);
    let mut diamonds = Vec::new();
    let mut index = Vec::with_capacity(spaces);
    for from in 0..spaces {
        let (x0, y0) = map.space_xy(SpaceId(from as u16));
        let start = diamonds.len();
        let mut within = [0u8; DIAMOND_STEPS as usize + 1];
        for d in 1..=DIAMOND_STEPS as i32 {
            for y in (y0 - d).max(0)..=(y0 + d).min(rows - 1) {
                let dx = d - (y - y0).abs();
                let row = y * columns;
                if x0 - dx >= 0 {
                    diamonds.push(SpaceId((row + x0 - dx) as u16));
                }
                if dx > 0 && x0 + dx < columns {
                    diamonds.push(SpaceId((row + x0 + dx) as u16));
                }
            }
            within[d as usize] = (diamonds.len() - start).min(u8::MAX as usize) as u8;
        }
        index.push((start as u32, within));
    }
    (diamonds, index)
}

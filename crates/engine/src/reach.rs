//! Where a meeple may go: the spaces reachable in a few orthogonal steps without entering an occupied space
//! (TM-6.5.3), and the spaces a rider may alight onto (TM-10.3, D-5).

use metro_core::SpaceId;

use crate::action::Action;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::rules::NO_SPACE;
use crate::state::*;

impl Game {
    /// Spaces a meeple of `mover` standing on `from` reaches in 1..=`steps` orthogonal moves without entering a space
    /// another meeple stands on (TM-6.5.3): ring after ring, each ring in space order.
    pub(crate) fn reachable(
        &self,
        mover: PlayerId,
        from: SpaceId,
        steps: u8,
        mut visit: impl FnMut(SpaceId),
    ) {
        // No other meeple within `steps` steps: nothing blocks, so the rings are the diamonds of the grid around
        // `from` (orthogonal distance 1, 2, …), listed row by row without a search (issue 14). Same spaces, same order.
        let map = self.map();
        let (x0, y0) = map.space_xy(from);
        let reach = steps as i32;
        if !self.nothing_within(mover, from, steps) {
            return self.reachable_by_search(mover, from, steps, visit);
        }
        // The grid's rings, read from the table the rules keep (the same loop, run once per space).
        if let Some(spaces) = self.rules.diamond(from, steps) {
            spaces.iter().for_each(|&space| visit(space));
            return;
        }
        let (columns, rows) = (map.columns() as i32, map.rows() as i32);
        for d in 1..=reach {
            for y in (y0 - d).max(0)..=(y0 + d).min(rows - 1) {
                let dx = d - (y - y0).abs();
                let row = y * columns;
                if x0 - dx >= 0 {
                    visit(SpaceId((row + x0 - dx) as u16));
                }
                if dx > 0 && x0 + dx < columns {
                    visit(SpaceId((row + x0 + dx) as u16));
                }
            }
        }
    }

    /// Whether no other meeple than `mover`'s stands within `steps` orthogonal steps of `from`: then nothing blocks,
    /// and the reachable spaces are the grid's diamonds around `from`.
    fn nothing_within(&self, mover: PlayerId, from: SpaceId, steps: u8) -> bool {
        let map = self.map();
        let (x0, y0) = map.space_xy(from);
        let reach = steps as i32;
        self.state.players.iter().enumerate().all(|(i, p)| {
            i == mover.0 as usize
                || p.space().is_none_or(|space| {
                    let (x, y) = map.space_xy(space);
                    (x - x0).abs() + (y - y0).abs() > reach
                })
        })
    }

    /// Whether [`Game::reachable`] visits `to`, decided without listing the other spaces when nothing blocks (a
    /// space of the grid 1..=`steps` orthogonal steps away), by the search otherwise.
    pub(crate) fn reaches(&self, mover: PlayerId, from: SpaceId, steps: u8, to: SpaceId) -> bool {
        let map = self.map();
        if (to.0 as usize) < map.space_count() && self.nothing_within(mover, from, steps) {
            let ((x0, y0), (x, y)) = (map.space_xy(from), map.space_xy(to));
            let distance = (x - x0).abs() + (y - y0).abs();
            return (1..=steps as i32).contains(&distance);
        }
        let mut found = false;
        self.reachable(mover, from, steps, |space| found |= space == to);
        found
    }

    /// [`Game::reachable`] by a breadth-first search around the occupied spaces.
    pub(crate) fn reachable_by_search(
        &self,
        mover: PlayerId,
        from: SpaceId,
        steps: u8,
        mut visit: impl FnMut(SpaceId),
    ) {
        let map = self.map();
        // A bit per space: on the stack for grids up to 1,024 spaces.
        let words = map.space_count().div_ceil(64);
        let mut small = [0u64; 16];
        let mut large = Vec::new();
        let seen: &mut [u64] = if words <= small.len() {
            &mut small[..words]
        } else {
            large.resize(words, 0);
            &mut large
        };
        let mut mark = |space: SpaceId| {
            let (word, bit) = (space.0 as usize / 64, 1u64 << (space.0 % 64));
            let new = seen[word] & bit == 0;
            seen[word] |= bit;
            new
        };
        mark(from);
        // Occupied spaces are never entered: mark them as seen once instead of asking for every neighbour.
        for (i, p) in self.state.players.iter().enumerate() {
            if let Some(space) = p.space()
                && i != mover.0 as usize
            {
                mark(space);
            }
        }
        // Every space found, ring after ring (a ring: the spaces first reached in the same number of steps). At most
        // 2·k·(k+1) spaces lie 1..=k orthogonal steps away: on the stack for up to 10 steps.
        let bound = 1 + 2 * steps as usize * (steps as usize + 1);
        let mut small_found = [SpaceId(0); 224];
        let mut large_found = Vec::new();
        let found: &mut [SpaceId] = if bound <= small_found.len() {
            &mut small_found[..bound]
        } else {
            large_found.resize(bound, SpaceId(0));
            &mut large_found
        };
        found[0] = from;
        let (mut ring, mut end) = (0..1, 1);
        for _ in 0..steps {
            for i in ring.clone() {
                for &n in self.rules.neighbours(found[i]) {
                    if n != NO_SPACE && mark(n) {
                        found[end] = n;
                        end += 1;
                    }
                }
            }
            ring = ring.end..end;
            let next = &mut found[ring.clone()];
            next.sort_unstable();
            next.iter().for_each(|&s| visit(s));
        }
    }

    /// `Alight` options of a rider outside the train phase (D-5), or at a stop during it.
    pub(crate) fn alight_options(&self, player: PlayerId, out: &mut Vec<Action>) {
        self.alight_spaces(player, |space| out.push(Action::Alight(space)));
    }

    /// The spaces of [`Game::alight_options`], in order.
    pub(crate) fn alight_spaces(&self, player: PlayerId, mut f: impl FnMut(SpaceId)) {
        if let Meeple::Riding {
            line,
            vehicle,
            moved: true,
        } = self.player(player).meeple
            && let Some(v) = self.state.lines[line.0 as usize].vehicles[vehicle as usize]
        {
            let stop = self.map().line(line).stops[v.stop as usize];
            for &space in self.map().boarding_spaces(stop) {
                if self.free(space) {
                    f(space);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use metro_core::{KindCatalogue, SpaceId};

    use crate::game::Game;
    use crate::ids::{GameRng, PlayerId};
    use crate::rules::{Rules, Setup};
    use crate::state::Meeple;

    /// The diamonds listed without a search are exactly the search's spaces in the search's order, wherever the
    /// meeples stand (near the mover or not, at the grid's edges and corners), for every number of steps.
    #[test]
    fn unblocked_rings_are_the_searched_rings() {
        let map =
            metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map loads");
        let cards = metro_data::load_card_set(
            "cards/tokyo.toml",
            metro_tokyo::CARDS_TOML,
            &KindCatalogue::builtin(),
        )
        .expect("the Tokyo cards load");
        let rules =
            Arc::new(Rules::new(Setup::new(Arc::new(map), Arc::new(cards), 4)).expect("a valid setup"));
        let mut game = Game::with_rules(rules, 1);
        let spaces = game.map().space_count();
        let mut rng = GameRng::new(99);
        let (mut fast_found, mut searched) = (Vec::new(), Vec::new());
        for round in 0..400 {
            // Some rounds crowd the meeples into a corner of the grid, so that they often block one another.
            let spread = if round % 2 == 0 { spaces } else { 30 };
            for p in &mut game.state.players {
                p.meeple = Meeple::On(SpaceId(rng.below(spread) as u16));
            }
            for mover in 0..4u8 {
                let Some(from) = game.state.players[mover as usize].space() else {
                    continue;
                };
                for steps in 0..=5 {
                    fast_found.clear();
                    searched.clear();
                    game.reachable(PlayerId(mover), from, steps, |s| fast_found.push(s));
                    game.reachable_by_search(PlayerId(mover), from, steps, |s| searched.push(s));
                    assert_eq!(fast_found, searched, "from {from:?}, {steps} steps");
                }
            }
        }
    }
}

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

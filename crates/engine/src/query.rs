//! Read-only rule queries: what an action could target now, what it costs, the smallest stake, where a meeple could
//! go. The listing uses them, and so do bots and drivers instead of re-implementing the rules (they see them through
//! [`crate::PlayerView`]). Every query reads only what every player sees.
//!
//! Amounts the player would pay are checked against a `cash` the caller gives, so that a bot can ask what a loan
//! would let it do; the engine passes the player's cash.

use metro_core::{ActionKind, LineId, SpaceId, StationId, Yen};

use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
use crate::state::*;

impl Game {
    /// The stations `player` may build a pyramid on now (TM-7.3, TM-7.4): touching their meeple, without a pyramid,
    /// while they have a pyramid left, costing `per_stop` per stop of the station within `cash` (0 for a Station
    /// swap, which pays no yen). In station order, each with its total cost.
    pub fn station_targets(
        &self,
        player: PlayerId,
        per_stop: Yen,
        cash: Yen,
    ) -> impl Iterator<Item = (StationId, Yen)> + '_ {
        let p = self.player(player);
        let map = self.map();
        let touching: &[_] = match p.space() {
            Some(space) if p.pyramids > 0 => map.stops_touching(space),
            _ => &[],
        };
        // The few stations touching the space, smallest first, each once: found afresh for every item (a handful of
        // stops) instead of collected and sorted, so that listing the targets allocates nothing.
        let candidates = move || {
            touching.iter().filter_map(move |&stop| {
                let station = map.stop(stop).station?;
                if self.state.pyramids[station.0 as usize].is_some() {
                    return None;
                }
                let total = per_stop * map.station(station).stops.len() as Yen;
                (total <= cash).then_some((station, total))
            })
        };
        let mut last: Option<StationId> = None;
        std::iter::from_fn(move || {
            let next = candidates()
                .filter(|&(station, _)| last.is_none_or(|l| station > l))
                .min_by_key(|&(station, _)| station)?;
            last = Some(next.0);
            Some(next)
        })
    }

    /// The lines `player` may buy a share of now (TM-7.5, OS-5.2, OS-6.2): stock left, no share of theirs, no
    /// speculation of theirs on it, and `cost` plus the share's extra within `cash`. In line order, each with what
    /// would be paid.
    pub fn invest_targets(
        &self,
        player: PlayerId,
        cost: Yen,
        cash: Yen,
    ) -> impl Iterator<Item = (LineId, Yen)> + '_ {
        let map = self.map();
        (0..map.lines().len())
            .map(|i| LineId(i as u8))
            .filter_map(move |line| {
                let extra = self.open_share_extra(player, line)?;
                let paid = cost + extra;
                (paid <= cash).then_some((line, paid))
            })
    }

    /// The lines `player` may speculate on now (TM-7.10): value ≥ ¥100, an empty disc slot, no share of theirs, and
    /// the smallest stake within `cash`. In line order.
    pub fn speculation_targets(&self, player: PlayerId, cash: Yen) -> impl Iterator<Item = LineId> + '_ {
        (0..self.map().lines().len())
            .map(|i| LineId(i as u8))
            .filter(move |&line| self.speculable(player, line, cash))
    }

    /// Whether `player` may speculate on some line now with `cash` ([`Game::speculation_targets`] has one). A plain
    /// loop: its cost in the inner loop does not hang on how the compiler inlines closures.
    pub(crate) fn can_speculate(&self, player: PlayerId, cash: Yen) -> bool {
        for i in 0..self.map().lines().len() {
            if self.speculable(player, LineId(i as u8), cash) {
                return true;
            }
        }
        false
    }

    /// Whether `player` may speculate on `line` now with `cash` ([`Game::speculation_targets`]).
    #[inline]
    fn speculable(&self, player: PlayerId, line: LineId, cash: Yen) -> bool {
        let l = &self.state.lines[line.0 as usize];
        l.value >= 100
            && l.share_of(player).is_none()
            && self.free_slots(line) > 0
            && self.min_stake(line) <= cash
    }

    /// What a bid of `amount` by `player` counts as in the turn-order phase: the bid plus the bonus of their Bid actions
    /// (TM-6.4.2, TM-7.8).
    pub fn bid_counts_as(&self, player: PlayerId, amount: Yen) -> Yen {
        amount + self.player(player).bid_bonus
    }

    /// The smallest Speculate stake on a line: its low number, at least ¥100 (TM-7.10, D-19).
    pub fn min_stake(&self, line: LineId) -> Yen {
        self.map()
            .revenue()
            .low(self.state.lines[line.0 as usize].value)
            .max(100)
    }

    /// The extra of the next share of a line (TM-7.5), if any is left.
    pub fn share_extra(&self, line: LineId) -> Option<Yen> {
        let taken = self.state.lines[line.0 as usize].shares_taken();
        let map_line = self.map().line(line);
        if taken >= map_line.shares() {
            return None;
        }
        map_line.extras.get(taken).copied()
    }

    /// The empty disc slots of a line (TM-1.2).
    pub fn free_slots(&self, line: LineId) -> usize {
        let slots = self.map().line(line).slots as usize;
        self.state.lines[line.0 as usize].slots[..slots]
            .iter()
            .filter(|s| **s == Slot::Empty)
            .count()
    }

    /// Whether a player has a speculation disc on a line.
    pub fn speculates_on(&self, player: PlayerId, line: LineId) -> bool {
        self.state.lines[line.0 as usize]
            .slots
            .iter()
            .any(|s| matches!(s, Slot::Speculation { player: q, .. } if *q == player))
    }

    /// The discount `player` could lift onto an action now (TM-7.7): the sum of the Discount actions they have discs
    /// on.
    pub fn liftable_discount(&self, player: PlayerId) -> Yen {
        self.rules
            .discounts()
            .iter()
            .filter(|&&(slot, _)| self.state.occupants[slot] & (1 << player.0) != 0)
            .map(|&(_, amount)| amount)
            .sum()
    }

    /// What an action of `kind` would cost `player` in yen if they lifted every discount they could now (TM-7.2,
    /// TM-7.7, D-21): its printed cost less [`Game::liftable_discount`], not below ¥0 (per stop for a Station).
    /// `None` for a kind without a printed yen cost (share extras, fares and fees are not discountable).
    pub fn cost_after_discounts(&self, player: PlayerId, kind: ActionKind) -> Option<Yen> {
        let printed = kind.printed_cost()?;
        Some((printed - self.liftable_discount(player)).max(0))
    }

    /// Calls `visit` with every space a meeple of `player` standing on `from` could reach in 1 to `steps` orthogonal
    /// steps, never entering a space another meeple stands on (TM-6.5.3), ring after ring, each ring in space order.
    pub fn reachable_spaces(&self, player: PlayerId, from: SpaceId, steps: u8, visit: impl FnMut(SpaceId)) {
        self.reachable(player, from, steps, visit);
    }

    /// Calls `f` with every action `player` might take: those of the face-up cards, then those of their own cards
    /// (TM-7.14), whether or not a disc is on them.
    pub fn actions_in_reach(&self, player: PlayerId, mut f: impl FnMut(ActionRef)) {
        self.for_each_action_in_reach(player, |_, action| f(action));
    }

    /// The station an action points at on the board, if any: a Station choice's, or a module action's that says
    /// so (for front ends to make stations clickable).
    pub fn action_station(&self, action: &crate::Action) -> Option<StationId> {
        match action {
            crate::Action::Station(station) => Some(*station),
            crate::Action::Module(m) => self
                .rules
                .module_get(m.module)?
                .rules()
                .looks()?
                .action_station(*m),
            _ => None,
        }
    }

    /// The extra of the next share of `line` if `player` may buy it whatever the cost: stock left, no share and no
    /// speculation of theirs (TM-7.5, OS-5.2).
    pub(crate) fn open_share_extra(&self, player: PlayerId, line: LineId) -> Option<Yen> {
        let l = &self.state.lines[line.0 as usize];
        if l.share_of(player).is_some() || self.speculates_on(player, line) {
            return None;
        }
        self.share_extra(line)
    }

    /// The fewest stops of a station without a pyramid that the player's meeple touches, if any: a Station action
    /// has a target ([`Game::station_targets`]) exactly when it can pay for that many stops (TM-7.3), a Station swap
    /// whenever there is one.
    pub(crate) fn fewest_stops(&self, player: PlayerId) -> Option<Yen> {
        let map = self.map();
        let space = self.player(player).space()?;
        map.stops_touching(space)
            .iter()
            .filter_map(|&stop| map.stop(stop).station)
            .filter(|station| self.state.pyramids[station.0 as usize].is_none())
            .map(|station| map.station(station).stops.len() as Yen)
            .min()
    }

    /// The smallest share extra among the lines the player may invest in whatever the cost, if any:
    /// [`Game::invest_targets`] lists a line exactly when its cost plus this extra is payable (TM-7.5, OS-6.2).
    pub(crate) fn cheapest_extra(&self, player: PlayerId) -> Option<Yen> {
        // [`Game::open_share_extra`] of every line, read in one pass over each line's holders and slots.
        let map = self.map();
        let mut cheapest: Option<Yen> = None;
        for (l, map_line) in self.state.lines.iter().zip(map.lines()) {
            let taken = l.holders.iter().filter(|h| h.is_some()).count();
            // No share left, or no cheaper than one found: the line changes nothing, whoever may invest in it.
            let Some(&extra) = map_line.extras.get(taken) else {
                continue;
            };
            if cheapest.is_some_and(|c| c <= extra)
                || l.holders.contains(&Some(player))
                || l.slots
                    .iter()
                    .any(|s| matches!(s, Slot::Speculation { player: q, .. } if *q == player))
            {
                continue;
            }
            cheapest = Some(extra);
        }
        cheapest
    }
}

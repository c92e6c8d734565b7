//! The action being resolved: what it costs (TM-7.2, TM-7.3, TM-7.5) and where its speed tokens may go (TM-7.11,
//! D-20).

use metro_core::{ActionKind, LineId, Yen};

use crate::action::SwapPayment;
use crate::game::Game;
use crate::state::*;

impl Game {
    /// Calls `f` with every line a speed token may be assigned to now, in line order: a line with a free slot, as
    /// long as the action stays possible (D-20), what does not depend on the line asked once.
    pub(crate) fn for_each_assignable(&self, r: &Resolution, mut f: impl FnMut(LineId)) {
        let p = self.player(r.player);
        if p.speed_tokens == 0 {
            return;
        }
        let Some(spec) = self.rules.action(r.action) else {
            return;
        };
        // The Speculate target keeps a free slot for the speculation disc; a swap keeps its paying token (D-20).
        let mut speculated = None;
        match (spec.kind, r.target) {
            (ActionKind::Speculate, Some(Target::Line(target))) => speculated = Some(target),
            (ActionKind::StationSwap, _) => {
                let token_pays = match r.payment {
                    Some(payment) => payment == SwapPayment::SpeedToken,
                    None => !p.bike,
                };
                if token_pays && p.speed_tokens <= 1 {
                    return;
                }
            }
            _ => {}
        }
        for (i, (l, map_line)) in self.state.lines.iter().zip(self.map().lines()).enumerate() {
            let line = LineId(i as u8);
            let slots = l.slots.get(..map_line.slots as usize).unwrap_or(&l.slots);
            let free = slots.iter().filter(|s| **s == Slot::Empty).count();
            if free > usize::from(speculated == Some(line)) {
                f(line);
            }
        }
    }

    /// The printed yen cost of the action being resolved, before discounts (TM-7.2; per stop for Station).
    #[inline]
    pub(crate) fn printed_cost(&self, r: &Resolution) -> Yen {
        self.rules
            .action(r.action)
            .and_then(|spec| spec.kind.printed_cost())
            .unwrap_or(0)
    }

    /// The printed cost still to pay after the discounts lifted so far.
    #[inline]
    pub(crate) fn remaining_cost(&self, r: &Resolution) -> Yen {
        (self.printed_cost(r) - r.discount).max(0)
    }

    /// Everything the action costs now: the discounted cost (per stop for Station, TM-7.3) plus undiscountable
    /// extras (share extras, TM-7.5).
    #[inline]
    pub(crate) fn total_cost(&self, r: &Resolution) -> Yen {
        let Some(spec) = self.rules.action(r.action) else {
            return 0;
        };
        let map = self.map();
        match (spec.kind, r.target) {
            (ActionKind::Station { .. }, Some(Target::Station(station))) => {
                self.remaining_cost(r) * map.station(station).stops.len() as Yen
            }
            (ActionKind::Invest { .. } | ActionKind::InvestByDisc, Some(Target::Line(line))) => {
                let taken = self.state.lines[line.0 as usize].shares_taken();
                let extra = map.line(line).extras.get(taken).copied().unwrap_or(0);
                let cost = if matches!(spec.kind, ActionKind::Invest { .. }) {
                    self.remaining_cost(r)
                } else {
                    0
                };
                cost + extra
            }
            _ => self.remaining_cost(r),
        }
    }
}

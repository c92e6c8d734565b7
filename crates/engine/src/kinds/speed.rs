//! Speed (TM-7.11): speed tokens from the supply (fewer if fewer remain); and the stage every action ends with:
//! before it resolves, the player may put unassigned tokens on free slots of lines, as long as the action stays
//! possible (D-20).

use metro_core::{ActionKind, LineId, Yen};

use super::{ANY_COST, Family, Keep, Memo, no_effect};
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::state::{Resolution, Slot};

/// The Speed kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// D-18: a token left in the supply.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        _player: PlayerId,
        _kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        if game.state.speed_supply > 0 {
            Ok(ANY_COST)
        } else {
            no_effect(WHY, "refusal-no-effect-no-speed-token")
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        let ActionKind::Speed { tokens } = kind else {
            return never!("not a Speed");
        };
        let player = r.player;
        let tokens = tokens.min(game.state.speed_supply);
        game.state.speed_supply -= tokens;
        game.player_mut(player).speed_tokens += tokens;
        events.push(Event::SpeedTaken { player, tokens });
    }
}

impl Game {
    /// Calls `f` with every line a speed token may be assigned to now, in line order: a line with a free slot, as
    /// long as the action stays possible (D-20: what its family keeps, [`Keep`]), what does not depend on the line
    /// asked once.
    pub(crate) fn for_each_assignable(&self, r: &Resolution, mut f: impl FnMut(LineId)) {
        let p = self.player(r.player);
        if p.speed_tokens == 0 {
            return;
        }
        let Some(spec) = self.rules.action(r.action) else {
            return;
        };
        let kept = match self.keeps(r, spec.kind) {
            Keep::Token if p.speed_tokens <= 1 => return,
            Keep::SlotOn(line) => Some(line),
            Keep::Token | Keep::Nothing => None,
        };
        for (i, (l, map_line)) in self.state.lines.iter().zip(self.map().lines()).enumerate() {
            let line = LineId(i as u8);
            let slots = l.slots.get(..map_line.slots as usize).unwrap_or(&l.slots);
            let free = slots.iter().filter(|s| **s == Slot::Empty).count();
            if free > usize::from(kept == Some(line)) {
                f(line);
            }
        }
    }

    /// TM-7.11: put one of the player's unassigned speed tokens on an empty slot of a line.
    pub(crate) fn assign_speed(&mut self, player: PlayerId, line: LineId, events: &mut Vec<Event>) {
        let slots = self.map().line(line).slots as usize;
        if let Some(slot) = self.state.lines[line.0 as usize].slots[..slots]
            .iter_mut()
            .find(|s| **s == Slot::Empty)
        {
            *slot = Slot::Speed;
            self.player_mut(player).speed_tokens -= 1;
            events.push(Event::SpeedAssigned { player, line });
        }
    }

    /// Why a speed token may not go on a line now (TM-7.11).
    pub(crate) fn assign_refusal(&self) -> Refusal {
        Refusal::new("TM-7.11", crate::locale::tr!("refusal-assign"))
    }
}

//! Copy (OS-6.4): a Copy disc set aside for a later turn of the round, when it moves onto an action taken this round
//! that still holds discs, and that action is performed again (D-9, D-24, D-28).

use std::cell::Cell;

use metro_core::{ActionKind, Yen};

use super::{Family, Memo, Spare, refuse, within};
use crate::event::{Event, Reason};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
use crate::locale::tr;
use crate::module::ModuleId;
use crate::state::Resolution;

/// The Copy kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// OS-6.4: no Copy disc waiting already; D-2: its cost payable.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        let p = game.player(player);
        if p.copy_ready.is_some() {
            refuse(WHY, "OS-6.4", || tr!("refusal-copy-waiting"))
        } else {
            Ok(within(p.cash, 1))
        }
    }

    /// D-28: Copy may open the round (its effect comes in a later turn), but only with a disc left to copy with;
    /// otherwise it could never be used (D-18).
    #[inline(always)]
    fn spare(_kind: ActionKind) -> Option<Spare> {
        Some(Spare {
            discs: 1,
            rule: "D-28",
            message: "refusal-copy-no-disc",
        })
    }

    fn resolve(game: &mut Game, r: &Resolution, _kind: ActionKind, cost: Yen, events: &mut Vec<Event>) {
        let player = r.player;
        game.pay(player, cost, Reason::ActionCost, events);
        let p = game.player_mut(player);
        p.copy_ready = Some(r.action);
        // D-9: copying a Copy action leaves the old Copy disc on it beside the new one.
        p.copy_kept = r.copy_of.is_some();
        events.push(Event::CopyReady {
            player,
            action: r.action,
            kept: r.copy_of.is_some(),
        });
    }
}

impl Game {
    /// Calls `f` for every action `player` may copy now with their Copy disc (OS-6.4, D-9): taken this round and
    /// still holding discs to stack on, on a face-up card or the player's own card (never another player's, TM-7.14),
    /// with enough discs in hand, an effect and a payable cost.
    pub(crate) fn for_each_copyable(&self, player: PlayerId, mut f: impl FnMut(ActionRef)) {
        let memo = Memo::default();
        let liftable = Cell::new(None);
        self.for_each_action_in_reach(player, |game, action| {
            let slot = action.slot();
            if !game.state.taken[slot] || game.state.occupants[slot] == 0 {
                return;
            }
            let Some(spec) = game.rules.action(action) else {
                return;
            };
            // D-9, D-24: a module's kind is copied only if the module says so.
            if !game.may_copy(spec.kind) {
                return;
            }
            let p = game.player(player);
            // Moving the Copy disc onto the very Copy action it sits on would copy nothing.
            if p.discs_in_hand < spec.spaces || p.copy_ready == Some(action) {
                return;
            }
            let discount = if spec.kind.printed_cost().is_some() {
                memo!(liftable, game.liftable_discount(player))
            } else {
                0
            };
            let copyable = match spec.kind {
                // D-9: a Copy action may be copied too. The waiting Copy disc is the one being used now, so only the
                // cost matters (something has been taken this round: the action copied).
                // D-28: and, like taking a Copy action, with an action disc left after the copying discs, or the
                // copy it gives could never be used (D-18).
                ActionKind::Copy { cost } => (cost - discount).max(0) <= p.cash && p.discs_in_hand > spec.spaces,
                kind => game
                    .performable(player, kind, spec.spaces, discount, false, &memo)
                    .is_ok(),
            };
            if copyable {
                f(action);
            }
        });
    }

    /// Why copying `action` is refused when the reason is D-28: it is a Copy action and no action disc would be left
    /// after the copying discs (else `None`: the refusal is the general one).
    pub(crate) fn copy_refusal(&self, player: PlayerId, action: ActionRef) -> Option<Refusal> {
        let spec = self.rules.action(action)?;
        let p = self.player(player);
        (matches!(spec.kind, ActionKind::Copy { .. })
            && p.copy_ready.is_some()
            && p.discs_in_hand == spec.spaces)
            .then(|| Refusal::new("D-28", tr!("refusal-copy-no-disc")))
    }

    /// Whether an action of `kind` may be copied (OS-6.4): the engine's kinds always, a module's if it says so
    /// (D-9, D-24).
    #[inline]
    pub(crate) fn may_copy(&self, kind: ActionKind) -> bool {
        match kind {
            ActionKind::Module { module, .. } => self
                .rules
                .module_get(ModuleId(module))
                .and_then(|m| m.rules().turns())
                .is_some_and(|turns| turns.copyable(kind)),
            _ => true,
        }
    }

    /// OS-6.4, D-24: when the action being resolved is copied, the Copy disc moves onto it; Copy is available again,
    /// unless another of the player's discs stays on it (it had been copied, not taken). Done before the action's
    /// effect: a copied Copy sets a new disc.
    pub(crate) fn use_copy_disc(&mut self, r: &Resolution, events: &mut Vec<Event>) {
        let Some(copy) = r.copy_of else {
            return;
        };
        let player = r.player;
        let p = self.player_mut(player);
        let kept = std::mem::take(&mut p.copy_kept);
        p.copy_ready = None;
        if !kept {
            self.state.occupants[copy.slot()] &= !(1 << player.0);
        }
        events.push(Event::CopyUsed { player, copy, kept });
    }
}

//! The kinds of rule modules (MC-1): a module's own kind, on the cards it deals itself, is the module's to judge and
//! carry out ([`crate::module::Turns`]); an extension kind that no loaded module implements is never performable.

use metro_core::{ActionKind, Yen};

use super::{ANY_COST, Family, Memo, refuse};
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;
use crate::module::ModuleId;
use crate::state::Resolution;

/// A module's kinds and extension kinds.
pub(super) struct Kinds;

impl Family for Kinds {
    /// The module's verdict ([`crate::module::Turns::performable`]), whatever the parameter: the action turn's list
    /// asks it for each kind-and-spaces class of a module on its own.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        let ActionKind::Module { module, .. } = kind else {
            return refuse(WHY, "MC-1", || tr!("refusal-no-loaded-module"));
        };
        match game
            .rules
            .module_get(ModuleId(module))
            .and_then(|m| m.rules().turns())
        {
            Some(turns) => turns.performable(game, player, kind, WHY).map(|()| ANY_COST),
            None => refuse(WHY, "MC-1", || tr!("refusal-no-module-implements")),
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        let ActionKind::Module { module, .. } = kind else {
            return never!("{kind} cannot resolve: no module implements it");
        };
        let id = ModuleId(module);
        match game.rules.module_get(id).map(|m| m.rules_arc().clone()) {
            Some(hooks) => {
                if let Some(turns) = hooks.turns() {
                    turns.resolve(&mut game.play(id, events), r, kind);
                }
            }
            None => never!("an action of a module the game does not have"),
        }
    }
}

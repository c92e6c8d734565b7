//! Where the action kinds of a game are counted: the catalogue's kinds, then each rule module's counted names.

use std::sync::Arc;

use metro_core::{ActionKind, KindCatalogue};
use metro_engine::{Event, ModuleId, PlayerId, Rules};

/// Where the action kinds of a game are counted: the catalogue's kinds by index, then each rule module's counted
/// names ([`metro_engine::module::Records::counted`]) from its offset on.
#[derive(Clone, Debug)]
pub(crate) struct Counting {
    /// Every counted name: the catalogue's kinds, then the modules'.
    pub(crate) names: Arc<[String]>,
    /// Per module of the game: where its names start.
    pub(crate) offsets: Vec<usize>,
}

impl Counting {
    pub(crate) fn new(kinds: &KindCatalogue, rules: &Rules) -> Counting {
        let mut names: Vec<String> = kinds.kinds().iter().map(|k| k.name.clone()).collect();
        let mut offsets = Vec::with_capacity(rules.modules().len());
        for slot in rules.modules() {
            offsets.push(names.len());
            if let Some(records) = slot.rules().records() {
                names.extend(records.counted());
            }
        }
        Counting {
            names: names.into(),
            offsets,
        }
    }

    /// Where an action kind is counted.
    #[inline]
    pub(crate) fn kind(&self, rules: &Rules, kind: ActionKind) -> Option<usize> {
        match kind {
            ActionKind::Module { module, .. } => {
                let index = rules
                    .module_get(ModuleId(module))?
                    .rules()
                    .records()?
                    .count_kind(kind)?;
                Some(self.offsets.get(module as usize)? + index)
            }
            kind => Some(kind.catalogue_index()),
        }
    }

    /// Whether an event counts as an action of a player, and where.
    #[inline]
    pub(crate) fn event(&self, rules: &Rules, event: &Event) -> Option<(PlayerId, usize)> {
        match event {
            Event::ActionTaken { player, action } => Some((*player, self.kind(rules, rules.kind(*action)?)?)),
            Event::Module(m) => {
                let (player, index) = rules.module_get(m.module)?.rules().records()?.count_event(m)?;
                Some((player, self.offsets.get(m.module.0 as usize)? + index))
            }
            _ => None,
        }
    }
}

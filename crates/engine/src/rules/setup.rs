//! What a game is played with: the map, the card set, the players, the options and the rule modules.

use std::sync::Arc;

use metro_core::{CardSet, Map};

use super::options::RuleOptions;
use crate::module::RuleModule;

/// What a game is played with.
#[derive(Clone)]
pub struct Setup {
    /// The board.
    pub map: Arc<Map>,
    /// The action cards.
    pub cards: Arc<CardSet>,
    /// 1–5 players; 1 is the solo game (TM-13, SO-1).
    pub players: usize,
    /// Rule options (the modules' switches among them).
    pub options: RuleOptions,
    /// The rule modules played, in this order (their [`ModuleId`](crate::ModuleId)s); each one's switch is on in
    /// `options`. Drivers add them with [`Setup::play`], or let the registry pick those the options switch on
    /// ([`crate::Registry::modules_for`]).
    pub modules: Vec<Arc<dyn RuleModule>>,
}

impl Setup {
    /// A setup of a map, a card set and a number of players, with no option and no module.
    pub fn new(map: Arc<Map>, cards: Arc<CardSet>, players: usize) -> Setup {
        Setup {
            map,
            cards,
            players,
            options: RuleOptions::default(),
            modules: Vec::new(),
        }
    }

    /// Plays a rule module too: switches it on and adds it (once).
    pub fn play(&mut self, module: Arc<dyn RuleModule>) {
        self.options.set(module.switch(), true);
        if !self.modules.iter().any(|m| m.key() == module.key()) {
            self.modules.push(module);
        }
    }
}

impl std::fmt::Debug for Setup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Setup")
            .field("map", &self.map.name())
            .field("cards", &self.cards.name())
            .field("players", &self.players)
            .field("options", &self.options)
            .field(
                "modules",
                &self.modules.iter().map(|m| m.key()).collect::<Vec<_>>(),
            )
            .finish()
    }
}

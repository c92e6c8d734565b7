//! The fixed part of a game: the map, the card set, the number of players, rule options and payout rules, with
//! tables precomputed for the engine's inner loop. Shared by every clone of a game through an `Arc`.

mod classes;
mod modules;
pub(crate) mod options;
mod setup;
mod spaces;

use std::sync::Arc;

use metro_core::{ActionKind, ActionSpec, CardSet, Map, PayoutRules, StandardPayouts, Yen};

use crate::error::SetupError;
use crate::ids::{ActionRef, CardId};

use classes::ClassTables;
pub(crate) use classes::{CLASS_BITS, CostLimits, KIND_CODES, MODULE_CODE, TakeCard};
// Named here by the tests and the docs of the action turn's list (`crate::takeable`).
#[cfg(doc)]
pub(crate) use classes::{CLASSES, TakeEntry};
#[cfg(test)]
pub(crate) use classes::{UNCLASSED, kind_code};
pub use modules::ModuleSlot;
use modules::join_modules;
pub use options::RuleOptions;
pub use setup::Setup;
pub(crate) use spaces::NO_SPACE;
use spaces::SpaceTables;

/// The fixed rules of one game.
pub struct Rules {
    map: Arc<Map>,
    cards: Arc<CardSet>,
    players: usize,
    options: RuleOptions,
    rounds: u8,
    dealt: u8,
    payouts: Arc<dyn PayoutRules>,
    /// The rule modules played, by [`ModuleId`](crate::ModuleId).
    modules: Vec<ModuleSlot>,
    /// Whether a module may fail while the game is played ([`crate::module::ModuleRules::guarded`]).
    guarded: bool,
    /// Per card: its column and actions.
    card_column: Vec<u8>,
    card_actions: Vec<[Option<ActionSpec>; 2]>,
    /// The action turn's list by kind class: per card, its places and `Take` actions; the classes and their masks.
    class_tables: ClassTables,
    /// The Discount actions, by slot (`2 × card + action`, ascending), with their amounts.
    discounts: Vec<(usize, Yen)>,
    /// The tables over the grid's spaces: `Place` on each, its neighbours, boarding, the spaces a few steps away.
    space_tables: SpaceTables,
}

impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rules")
            .field("map", &self.map.name())
            .field("cards", &self.cards.name())
            .field("players", &self.players)
            .field("rounds", &self.rounds)
            .finish()
    }
}

impl Rules {
    /// Checks the setup and precomputes the tables.
    pub fn new(setup: Setup) -> Result<Rules, SetupError> {
        if !(1..=5).contains(&setup.players) {
            return Err(SetupError::Players(setup.players));
        }
        let dealt = if setup.players == 1 { 2 } else { setup.players };
        let rounds = setup.cards.rounds(dealt).ok_or(SetupError::TooFewCards {
            cards: setup.cards.cards_per_column(),
            dealt,
        })?;
        let mut card_column = Vec::new();
        let mut card_actions = Vec::new();
        for (ci, column) in setup.cards.columns().iter().enumerate() {
            for card in &column.cards {
                card_column.push(ci as u8);
                card_actions.push([card.actions.first().copied(), card.actions.get(1).copied()]);
            }
        }
        let (modules, payouts) = join_modules(&setup, dealt, &mut card_column, &mut card_actions)?;
        // Card ids are bytes, and the last byte stands for a hidden card in views.
        if card_column.len() >= u8::MAX as usize {
            return Err(SetupError::TooManyCards(card_column.len()));
        }
        let discounts = card_actions
            .iter()
            .flatten()
            .enumerate()
            .filter_map(|(slot, spec)| match spec.map(|s| s.kind) {
                Some(ActionKind::Discount { amount }) => Some((slot, amount)),
                _ => None,
            })
            .collect();
        let class_tables = ClassTables::new(&card_actions);
        let space_tables = SpaceTables::new(&setup.map);
        Ok(Rules {
            map: setup.map,
            cards: setup.cards,
            players: setup.players,
            options: setup.options,
            rounds: rounds.min(u8::MAX as usize) as u8,
            dealt: dealt as u8,
            payouts: payouts.unwrap_or_else(|| Arc::new(StandardPayouts)),
            guarded: modules.iter().any(|m| m.rules().guarded()),
            modules,
            card_column,
            card_actions,
            class_tables,
            discounts,
            space_tables,
        })
    }

    /// The setup these rules were made from: the same map, cards, players, options and rule modules in their
    /// order. A game set up again from it with the same seed is this game at its start (what a table replays from).
    pub fn setup(&self) -> Setup {
        Setup {
            map: self.map.clone(),
            cards: self.cards.clone(),
            players: self.players,
            options: self.options.clone(),
            modules: self
                .modules
                .iter()
                .map(|slot| slot.module_arc().clone())
                .collect(),
        }
    }

    /// The key of a stop's place for D-14 (where a rider alighted): its station, or the stop itself for a small
    /// circle.
    pub fn place_key(&self, stop: metro_core::StopId) -> u16 {
        self.map().stop(stop).station.map_or(0x8000 | stop.0, |s| s.0)
    }

    /// The board.
    pub fn map(&self) -> &Map {
        &self.map
    }

    /// The board, shared.
    pub fn map_arc(&self) -> &Arc<Map> {
        &self.map
    }

    /// The card set.
    pub fn cards(&self) -> &CardSet {
        &self.cards
    }

    /// The card set, shared.
    pub fn cards_arc(&self) -> &Arc<CardSet> {
        &self.cards
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.players
    }

    /// Whether this is the solo game.
    pub fn solo(&self) -> bool {
        self.players == 1
    }

    /// Rule options.
    pub fn options(&self) -> &RuleOptions {
        &self.options
    }

    /// Rounds in the game (TM-6.2, OS-3.4, MC-2).
    pub fn rounds(&self) -> u8 {
        self.rounds
    }

    /// Cards dealt face up per column (TM-3.4; 2 in solo).
    pub fn dealt(&self) -> u8 {
        self.dealt
    }

    /// The payout rules: the standard ones (TM-9, TM-11, OS-5.3), or a module's.
    pub fn payouts(&self) -> &dyn PayoutRules {
        self.payouts.as_ref()
    }

    /// The number of cards: the card set's, then the modules' (all of them, also those a module does not deal).
    pub fn card_count(&self) -> usize {
        self.card_actions.len()
    }

    /// The Discount actions, by slot (`2 × card + action`, ascending), with their amounts (TM-7.7).
    pub(crate) fn discounts(&self) -> &[(usize, Yen)] {
        &self.discounts
    }

    /// The column a card belongs to.
    pub fn card_column(&self, card: CardId) -> u8 {
        self.card_column[card.0 as usize]
    }

    /// The column a card belongs to, or `None` for an id that names no card.
    pub fn card_column_of(&self, card: CardId) -> Option<u8> {
        self.card_column.get(card.0 as usize).copied()
    }

    /// The actions of a card.
    pub fn card_actions(&self, card: CardId) -> impl Iterator<Item = (ActionRef, ActionSpec)> + '_ {
        self.card_actions[card.0 as usize]
            .iter()
            .enumerate()
            .filter_map(move |(i, a)| {
                a.map(|a| {
                    (
                        ActionRef {
                            card,
                            action: i as u8,
                        },
                        a,
                    )
                })
            })
    }

    /// One action's kind and spaces.
    pub fn action(&self, action: ActionRef) -> Option<ActionSpec> {
        // A card has at most two actions: `action: 2` or more names none (not the second one: a save file or a
        // driver may send any number, and the per-action tables have two entries per card).
        self.card_actions
            .get(action.card.0 as usize)
            .and_then(|a| a.get(action.action as usize).copied().flatten())
    }

    /// The kind of an action, if it exists.
    pub fn kind(&self, action: ActionRef) -> Option<ActionKind> {
        self.action(action).map(|a| a.kind)
    }
}

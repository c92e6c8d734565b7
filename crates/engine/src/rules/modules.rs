//! Rule modules joined to a game's rules: each module's slot (its hooks for this game, its columns and cards), the
//! joining at setup, and the rules' questions about modules and their columns.

use std::ops::Range;
use std::sync::Arc;

use metro_core::{ActionSpec, PayoutRules, Rgb};

use super::Rules;
use super::setup::Setup;
use crate::error::SetupError;
use crate::ids::CardId;
use crate::module::{GameSetup, ModuleId, ModuleRules, RuleModule};

/// A rule module joined to a game's rules: the module, its hooks for this game, and its columns and cards.
pub struct ModuleSlot {
    module: Arc<dyn RuleModule>,
    rules: Arc<dyn ModuleRules>,
    columns: Range<u8>,
    cards: Range<u8>,
    column_sizes: Vec<u8>,
    column_names: Vec<(String, Rgb)>,
}

impl ModuleSlot {
    /// The module as registered.
    pub fn module(&self) -> &dyn RuleModule {
        self.module.as_ref()
    }

    /// The module as registered, shared.
    pub fn module_arc(&self) -> &Arc<dyn RuleModule> {
        &self.module
    }

    /// Its hooks in this game.
    pub fn rules(&self) -> &dyn ModuleRules {
        self.rules.as_ref()
    }

    /// Its hooks, shared (to call them while changing the game).
    pub(crate) fn rules_arc(&self) -> &Arc<dyn ModuleRules> {
        &self.rules
    }

    /// The indices of its columns.
    pub fn columns(&self) -> Range<u8> {
        self.columns.clone()
    }

    /// The ids of its cards (all of them, also those it does not deal).
    pub fn cards(&self) -> Range<u8> {
        self.cards.clone()
    }

    /// The number of cards of each of its columns.
    pub fn column_sizes(&self) -> &[u8] {
        &self.column_sizes
    }
}

/// Joins the rule modules of `setup` to the game, in order (by [`ModuleId`]): their slots, and the payout rules of
/// the first module that brings some. Each module's cards follow those before them in `card_column` and
/// `card_actions` (per card: its column and actions); `dealt` is the number of cards dealt face up per column.
#[allow(clippy::type_complexity)]
pub(super) fn join_modules(
    setup: &Setup,
    dealt: usize,
    card_column: &mut Vec<u8>,
    card_actions: &mut Vec<[Option<ActionSpec>; 2]>,
) -> Result<(Vec<ModuleSlot>, Option<Arc<dyn PayoutRules>>), SetupError> {
    let mut payouts: Option<Arc<dyn PayoutRules>> = None;
    let mut modules = Vec::new();
    for (i, module) in setup.modules.iter().enumerate() {
        if modules.len() >= u8::MAX as usize {
            return Err(SetupError::TooManyModules(setup.modules.len()));
        }
        let first_column = (setup.cards.columns().len()
            + modules
                .iter()
                .map(|m: &ModuleSlot| m.column_sizes.len())
                .sum::<usize>()) as u8;
        let first_card = card_column.len().min(u8::MAX as usize) as u8;
        let joined = module
            .join(&GameSetup {
                id: ModuleId(i as u8),
                map: &setup.map,
                cards: &setup.cards,
                players: setup.players,
                dealt: dealt as u8,
                options: &setup.options,
                first_column,
                first_card: CardId(first_card),
            })
            .map_err(|reason| SetupError::Module {
                module: module.key().to_string(),
                reason,
            })?;
        if payouts.is_none() {
            payouts = joined.payouts;
        }
        let mut column_sizes = Vec::new();
        let mut column_names = Vec::new();
        for (k, column) in joined.columns.into_iter().enumerate() {
            column_sizes.push(column.cards.len().min(u8::MAX as usize) as u8);
            column_names.push((column.name, column.colour));
            for card in column.cards {
                card_column.push(first_column.saturating_add(k as u8));
                card_actions.push([card.actions.first().copied(), card.actions.get(1).copied()]);
            }
        }
        let last_card = card_column.len().min(u8::MAX as usize) as u8;
        modules.push(ModuleSlot {
            module: module.clone(),
            rules: joined.rules,
            columns: first_column..first_column + column_sizes.len() as u8,
            cards: first_card..last_card,
            column_sizes,
            column_names,
        });
    }
    Ok((modules, payouts))
}

impl Rules {
    /// The number of columns of action cards: the card set's, then the modules'.
    pub fn column_count(&self) -> usize {
        self.cards.columns().len() + self.modules.iter().map(|m| m.column_sizes.len()).sum::<usize>()
    }

    /// A column's name and colour: the card set's column, or a module's.
    pub fn column_look(&self, column: u8) -> Option<(&str, Rgb)> {
        match self.cards.columns().get(column as usize) {
            Some(c) => Some((
                c.name.as_str(),
                c.colours.first().copied().unwrap_or(Rgb(128, 128, 128)),
            )),
            None => self.modules.iter().find_map(|m| {
                m.columns
                    .contains(&column)
                    .then(|| m.column_names.get((column - m.columns.start) as usize))
                    .flatten()
                    .map(|(name, colour)| (name.as_str(), *colour))
            }),
        }
    }

    /// The rule modules played, by [`ModuleId`].
    pub fn modules(&self) -> &[ModuleSlot] {
        &self.modules
    }

    /// Whether any rule module is played (the hook points test this first).
    #[inline]
    pub fn has_modules(&self) -> bool {
        !self.modules.is_empty()
    }

    /// Whether a module played may fail (a plugin's): see [`crate::Game::module_failure`].
    #[inline]
    pub fn guarded(&self) -> bool {
        self.guarded
    }

    /// A module played, by id. Panics for an id the game does not have (ids come from the game's own payloads).
    pub fn module(&self, id: ModuleId) -> &ModuleSlot {
        &self.modules[id.0 as usize]
    }

    /// A module played, by id, if the game has it.
    pub fn module_get(&self, id: ModuleId) -> Option<&ModuleSlot> {
        self.modules.get(id.0 as usize)
    }

    /// The id of the module with this key, if it is played.
    pub fn module_by_key(&self, key: &str) -> Option<ModuleId> {
        self.modules
            .iter()
            .position(|m| m.module.key() == key)
            .map(|i| ModuleId(i as u8))
    }

    /// The module whose columns hold a card, if a module's.
    pub fn card_module(&self, card: CardId) -> Option<ModuleId> {
        if !self.has_modules() || (card.0 as usize) < self.cards.card_count() {
            return None;
        }
        self.modules
            .iter()
            .position(|m| m.cards.contains(&card.0))
            .map(|i| ModuleId(i as u8))
    }
}

//! The fixed part of a game: the map, the card set, the number of players, rule options and payout rules, with
//! tables precomputed for the engine's inner loop. Shared by every clone of a game through an `Arc`.

use std::sync::Arc;

use metro_core::{ActionKind, ActionSpec, CardSet, Map, PayoutRules, StandardPayouts};
use serde::{Deserialize, Serialize};

use crate::error::SetupError;
use crate::ids::{ActionRef, CardId};

/// Rule options chosen at setup and recorded in saves (decisions.md: "a named rule option in the game setup").
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RuleOptions {}

/// What a game is played with.
#[derive(Clone)]
pub struct Setup {
    /// The board.
    pub map: Arc<Map>,
    /// The action cards.
    pub cards: Arc<CardSet>,
    /// 1–5 players; 1 is the solo game (TM-13, SO-1).
    pub players: usize,
    /// Rule options.
    pub options: RuleOptions,
}

/// The fixed rules of one game.
pub struct Rules {
    map: Arc<Map>,
    cards: Arc<CardSet>,
    players: usize,
    options: RuleOptions,
    rounds: u8,
    dealt: u8,
    payouts: Box<dyn PayoutRules>,
    /// Per card: its column and actions.
    card_column: Vec<u8>,
    card_actions: Vec<[Option<ActionSpec>; 2]>,
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
        let rounds = setup
            .cards
            .rounds(dealt)
            .ok_or(SetupError::TooFewCards { cards: setup.cards.cards_per_column(), dealt })?;
        let mut card_column = Vec::new();
        let mut card_actions = Vec::new();
        for (ci, column) in setup.cards.columns().iter().enumerate() {
            for card in &column.cards {
                card_column.push(ci as u8);
                card_actions.push([card.actions.first().copied(), card.actions.get(1).copied()]);
            }
        }
        Ok(Rules {
            map: setup.map,
            cards: setup.cards,
            players: setup.players,
            options: setup.options,
            rounds: rounds.min(u8::MAX as usize) as u8,
            dealt: dealt as u8,
            payouts: Box::new(StandardPayouts),
            card_column,
            card_actions,
        })
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

    /// The payout rules.
    pub fn payouts(&self) -> &dyn PayoutRules {
        self.payouts.as_ref()
    }

    /// The number of cards.
    pub fn card_count(&self) -> usize {
        self.card_actions.len()
    }

    /// The column a card belongs to.
    pub fn card_column(&self, card: CardId) -> u8 {
        self.card_column[card.0 as usize]
    }

    /// The actions of a card.
    pub fn card_actions(&self, card: CardId) -> impl Iterator<Item = (ActionRef, ActionSpec)> + '_ {
        self.card_actions[card.0 as usize]
            .iter()
            .enumerate()
            .filter_map(move |(i, a)| a.map(|a| (ActionRef { card, action: i as u8 }, a)))
    }

    /// One action's kind and spaces.
    pub fn action(&self, action: ActionRef) -> Option<ActionSpec> {
        // A card has at most two actions: `action: 2` or more names none (not the second one: a save file or a
        // driver may send any number, and the per-action tables have two entries per card).
        self.card_actions.get(action.card.0 as usize).and_then(|a| a.get(action.action as usize).copied().flatten())
    }

    /// The kind of an action, if it exists.
    pub fn kind(&self, action: ActionRef) -> Option<ActionKind> {
        self.action(action).map(|a| a.kind)
    }
}

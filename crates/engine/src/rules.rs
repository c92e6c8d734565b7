//! The fixed part of a game: the map, the card set, the number of players, rule options and payout rules, with
//! tables precomputed for the engine's inner loop. Shared by every clone of a game through an `Arc`.

use std::sync::Arc;

use metro_core::{
    ActionKind, ActionSpec, CardSet, Jidohanbaiki, Map, PayoutRules, SpaceId, StandardPayouts, Yen,
};
use serde::{Deserialize, Serialize};

use crate::error::SetupError;
use crate::ids::{ActionRef, CardId};

/// Rule options chosen at setup and recorded in saves (decisions.md: "a named rule option in the game setup").
///
/// Every field defaults to off and is left out of the JSON when off, so that saves written before a field existed
/// still load and the options of a plain game still read `{}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleOptions {
    /// Play with Metro Drinks (MD-): the Jidohanbaiki column, vending machines and drink payouts. Needs the
    /// Jidohanbaiki cards in [`Setup::jidohanbaiki`].
    #[serde(skip_serializing_if = "is_false")]
    pub metro_drinks: bool,
    /// Metro Drinks' rule option *drink owner paid* (MD-5.2, D-12): a drink payout goes to the owner of the drink's
    /// colour instead of the station's owner (MD-5.1, the default).
    #[serde(skip_serializing_if = "is_false")]
    pub drink_owner_paid: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

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
    /// The Jidohanbaiki cards and drinks (CP-3), required when [`RuleOptions::metro_drinks`] is on and ignored
    /// otherwise. Drivers load `metro_drinks::JIDOHANBAIKI_TOML` with `metro_data::load_jidohanbaiki`, or let
    /// `metro_drinks::with_drinks` do it.
    pub jidohanbaiki: Option<Arc<Jidohanbaiki>>,
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
    /// Metro Drinks' cards, when the variant is on.
    jidohanbaiki: Option<Arc<Jidohanbaiki>>,
    /// The id of the first Jidohanbaiki card (colour cards first, then shape cards), after the card set's cards.
    drinks_first_card: u8,
    /// Per card: its column and actions.
    card_column: Vec<u8>,
    card_actions: Vec<[Option<ActionSpec>; 2]>,
    /// The Discount actions, by slot (`2 × card + action`, ascending), with their amounts.
    discounts: Vec<(usize, Yen)>,
    /// Per space: its orthogonal neighbours in the order of `Map::neighbours`, [`NO_SPACE`] where the grid ends.
    neighbours: Vec<[SpaceId; 4]>,
}

/// The filler of [`Rules::neighbours`] beyond the edge of the grid.
pub(crate) const NO_SPACE: SpaceId = SpaceId(u16::MAX);

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
        let drinks_first_card = card_column.len();
        let jidohanbaiki = if setup.options.metro_drinks {
            let data = setup.jidohanbaiki.ok_or(SetupError::NoJidohanbaiki)?;
            // MD-2.1: the column holds every colour card and as many shape cards as make it as long as the others.
            let (per_column, colours, shapes) = (
                setup.cards.cards_per_column(),
                data.colours.len(),
                data.shapes.len(),
            );
            if per_column < colours || per_column > colours + shapes {
                return Err(SetupError::DrinksColumn {
                    per_column,
                    colours,
                    shapes,
                });
            }
            // MD-2.2: an extra column after the card set's.
            let column = setup.cards.columns().len() as u8;
            for colour in 0..colours {
                card_column.push(column);
                card_actions.push([
                    Some(ActionSpec {
                        kind: ActionKind::ColourCard { colour: colour as u8 },
                        spaces: 1,
                    }),
                    None,
                ]);
            }
            for _ in 0..shapes {
                card_column.push(column);
                // MD-4.4, D-15: a single action space.
                card_actions.push([
                    Some(ActionSpec {
                        kind: ActionKind::ShapeCard,
                        spaces: 1,
                    }),
                    None,
                ]);
            }
            Some(data)
        } else {
            None
        };
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
        let neighbours = (0..setup.map.space_count())
            .map(|i| {
                let mut four = [NO_SPACE; 4];
                for (slot, n) in four.iter_mut().zip(setup.map.neighbours(SpaceId(i as u16))) {
                    *slot = n;
                }
                four
            })
            .collect();
        Ok(Rules {
            map: setup.map,
            cards: setup.cards,
            players: setup.players,
            options: setup.options,
            rounds: rounds.min(u8::MAX as usize) as u8,
            dealt: dealt as u8,
            payouts: Box::new(StandardPayouts),
            jidohanbaiki,
            drinks_first_card: drinks_first_card as u8,
            card_column,
            card_actions,
            discounts,
            neighbours,
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

    /// The number of cards: the card set's, then the Jidohanbaiki cards with Metro Drinks (all 12, also those removed
    /// at setup, MD-2.1).
    pub fn card_count(&self) -> usize {
        self.card_actions.len()
    }

    /// The Discount actions, by slot (`2 × card + action`, ascending), with their amounts (TM-7.7).
    pub(crate) fn discounts(&self) -> &[(usize, Yen)] {
        &self.discounts
    }

    /// A space's orthogonal neighbours inside the grid, in the order of `Map::neighbours`, then [`NO_SPACE`]
    /// for every side beyond the edge (a table: the grid's geometry is worked out once per rule set).
    pub(crate) fn neighbours(&self, space: SpaceId) -> &[SpaceId; 4] {
        &self.neighbours[space.0 as usize]
    }

    /// The column a card belongs to.
    pub fn card_column(&self, card: CardId) -> u8 {
        self.card_column[card.0 as usize]
    }

    /// The column a card belongs to, or `None` for an id that names no card.
    pub fn card_column_of(&self, card: CardId) -> Option<u8> {
        self.card_column.get(card.0 as usize).copied()
    }

    /// The number of columns of action cards: the card set's, plus the Jidohanbaiki column with Metro Drinks.
    pub fn column_count(&self) -> usize {
        self.cards.columns().len() + usize::from(self.jidohanbaiki.is_some())
    }

    /// The Jidohanbaiki cards and drinks, when Metro Drinks is played.
    pub fn jidohanbaiki(&self) -> Option<&Jidohanbaiki> {
        self.jidohanbaiki.as_deref()
    }

    /// The index of the Jidohanbaiki column (after the card set's columns), when Metro Drinks is played (MD-2.2).
    pub fn drinks_column(&self) -> Option<u8> {
        self.jidohanbaiki
            .as_ref()
            .map(|_| self.cards.columns().len() as u8)
    }

    /// The card of a drink colour (MD-1.1). Meaningful only with Metro Drinks.
    pub fn colour_card(&self, colour: u8) -> CardId {
        CardId(self.drinks_first_card + colour)
    }

    /// The card of a shape (its index among the Jidohanbaiki shape cards). Meaningful only with Metro Drinks.
    pub fn shape_card(&self, shape: u8) -> CardId {
        let colours = self.jidohanbaiki.as_ref().map_or(0, |j| j.colours.len() as u8);
        CardId(self.drinks_first_card + colours + shape)
    }

    /// Which Jidohanbaiki card an id names: `Some(Ok(colour))` for a colour card, `Some(Err(shape))` for a shape card,
    /// `None` for a card of the card set (or without Metro Drinks).
    pub fn drinks_card(&self, card: CardId) -> Option<Result<u8, u8>> {
        let data = self.jidohanbaiki.as_ref()?;
        let index = card.0.checked_sub(self.drinks_first_card)? as usize;
        if index < data.colours.len() {
            Some(Ok(index as u8))
        } else if index < data.colours.len() + data.shapes.len() {
            Some(Err((index - data.colours.len()) as u8))
        } else {
            None
        }
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

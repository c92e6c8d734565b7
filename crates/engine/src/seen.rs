//! What every player sees of one player and of one column of action cards: borrowed, behind accessors that reach
//! only what is open to all (TM-12.1, D-17). [`crate::PlayerView`] hands them to bots, and modules' hints read them
//! through [`crate::module::SeatRead`].

use metro_core::{SpaceId, Yen};

use crate::ids::{ActionRef, CardId};
use crate::state::{ColumnState, Meeple, Player};

/// One player as every player sees them: everything but an unrevealed bid.
#[derive(Clone, Copy, Debug)]
pub struct SeenPlayer<'a>(pub(crate) &'a Player);

impl<'a> SeenPlayer<'a> {
    /// Cash in hand.
    pub fn cash(&self) -> Yen {
        self.0.cash
    }
    /// Loan tokens held.
    pub fn loans(&self) -> u8 {
        self.0.loans
    }
    /// Whether the player holds a bike.
    pub fn bike(&self) -> bool {
        self.0.bike
    }
    /// Unassigned speed tokens.
    pub fn speed_tokens(&self) -> u8 {
        self.0.speed_tokens
    }
    /// Action discs ready to use.
    pub fn discs_in_hand(&self) -> u8 {
        self.0.discs_in_hand
    }
    /// Action discs owned.
    pub fn discs_owned(&self) -> u8 {
        self.0.discs_owned
    }
    /// The player's discs left in the general supply.
    pub fn discs_in_supply(&self) -> u8 {
        self.0.discs_in_supply
    }
    /// Speculation discs not yet used.
    pub fn speculation_discs(&self) -> u8 {
        self.0.speculation_discs
    }
    /// Pyramids not yet built.
    pub fn pyramids(&self) -> u8 {
        self.0.pyramids
    }
    /// The meeple.
    pub fn meeple(&self) -> Meeple {
        self.0.meeple
    }
    /// The space the meeple stands on, if on the grid.
    pub fn space(&self) -> Option<SpaceId> {
        self.0.space()
    }
    /// Whether the player has made this round's secret bid (its amount stays hidden, D-3).
    pub fn bid_made(&self) -> bool {
        self.0.bid.is_some()
    }
    /// Bid bonus for the next turn-order phase (TM-7.8).
    pub fn bid_bonus(&self) -> Yen {
        self.0.bid_bonus
    }
    /// Whether the player has passed in this action phase.
    pub fn passed(&self) -> bool {
        self.0.passed
    }
    /// Cards taken with the Card action (TM-7.14).
    pub fn personal_cards(&self) -> &'a [CardId] {
        &self.0.personal_cards
    }
    /// Money set aside by Sell (OS-6.3).
    pub fn set_aside(&self) -> Yen {
        self.0.set_aside
    }
    /// The Copy action holding the player's unused Copy disc (OS-6.4).
    pub fn copy_ready(&self) -> Option<ActionRef> {
        self.0.copy_ready
    }
}

/// One column of action cards as every player sees it: the face-up rows, how many cards the deck and the discard
/// pile hold, and the discard pile's top card.
#[derive(Clone, Copy, Debug)]
pub struct SeenColumn<'a>(pub(crate) &'a ColumnState);

impl<'a> SeenColumn<'a> {
    /// Face-up cards, bottom row first; `None` is a gap.
    pub fn rows(&self) -> &'a [Option<CardId>] {
        &self.0.rows
    }
    /// Cards in the face-down deck.
    pub fn deck_len(&self) -> usize {
        self.0.deck.len()
    }
    /// Cards in the discard pile.
    pub fn discard_len(&self) -> usize {
        self.0.discard.len()
    }
    /// The discard pile's top card.
    pub fn discard_top(&self) -> Option<CardId> {
        self.0.discard.last().copied()
    }
}

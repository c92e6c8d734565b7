//! Errors: why a setup or an action was refused. An illegal action leaves the game exactly as it was.

use crate::action::Action;

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{action} is not allowed: {reason} ({rule})")]
pub struct IllegalAction {
    /// The action refused.
    pub action: Action,
    /// Why, in words.
    pub reason: String,
    /// The rule that forbids it.
    pub rule: &'static str,
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// 1–5 players (TM-1.6).
    #[error("a game has 1 to 5 players, not {0} (TM-1.6)")]
    Players(usize),
    /// The card set's columns cannot deal a card per player.
    #[error("the card set has {cards} cards per column, too few to deal {dealt} per column (TM-3.4, MC-2)")]
    TooFewCards {
        /// Cards per column.
        cards: usize,
        /// Cards dealt per column.
        dealt: usize,
    },
    /// Metro Drinks is on but the setup holds no Jidohanbaiki cards.
    #[error("Metro Drinks needs the Jidohanbaiki cards (Setup::jidohanbaiki) (MD-1, CP-3)")]
    NoJidohanbaiki,
    /// The Jidohanbaiki column cannot be as long as the card set's columns (MD-2.1).
    #[error(
        "the Jidohanbaiki column must hold as many cards as the card set's columns ({per_column}): all {colours} colour cards and up to {shapes} shape cards (MD-2.1)"
    )]
    DrinksColumn {
        /// Cards per column of the card set.
        per_column: usize,
        /// Colour cards.
        colours: usize,
        /// Shape cards.
        shapes: usize,
    },
    /// More cards than card ids.
    #[error("{0} action cards are too many: at most 254 in one game")]
    TooManyCards(usize),
}

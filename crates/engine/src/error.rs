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
    /// A rule module cannot be played with this setup.
    #[error("{module}: {reason}")]
    Module {
        /// The module's key.
        module: String,
        /// Why, in its words (naming its rule).
        reason: String,
    },
    /// More rule modules than module ids.
    #[error("{0} rule modules are too many: at most 255 in one game")]
    TooManyModules(usize),
    /// More cards than card ids.
    #[error("{0} action cards are too many: at most 254 in one game")]
    TooManyCards(usize),
}

//! Errors: why a setup or an action was refused. An illegal action leaves the game exactly as it was. Their
//! `Display` is in the current language (`metro_lang`).

use std::fmt;

use crate::action::Action;
use crate::ids::PlayerId;
use crate::locale::tr;

/// Why an action was refused. Its `Display` names who tried what as the log narrates it ("Player 2 takes Invest
/// (Ginza column)"), not the action's data form.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct IllegalAction {
    /// The action refused.
    pub action: Action,
    /// Why, in words.
    pub reason: String,
    /// The rule that forbids it.
    pub rule: &'static str,
    /// The player who was to move when it was refused; `None` when nobody was (the game is over).
    pub player: Option<PlayerId>,
    /// The action in words as the narration says it against the game that refused it, a verb phrase without its
    /// subject (the narration's `describe_action`); empty when nobody was to move.
    pub said: String,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self.player {
            Some(player) => tr!(
                "error-illegal-action",
                player = player.name(),
                action = self.said.as_str(),
                reason = self.reason.as_str(),
                rule = self.rule
            ),
            None => tr!(
                "error-illegal-action-nobody",
                reason = self.reason.as_str(),
                rule = self.rule
            ),
        })
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// 1–5 players (TM-1.6).
    Players(usize),
    /// The card set's columns cannot deal a card per player.
    TooFewCards {
        /// Cards per column.
        cards: usize,
        /// Cards dealt per column.
        dealt: usize,
    },
    /// A rule module cannot be played with this setup.
    Module {
        /// The module's key.
        module: String,
        /// Why, in its words (naming its rule).
        reason: String,
    },
    /// More rule modules than module ids.
    TooManyModules(usize),
    /// More cards than card ids.
    TooManyCards(usize),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            SetupError::Players(players) => tr!("error-setup-players", players = *players),
            SetupError::TooFewCards { cards, dealt } => {
                tr!("error-setup-too-few-cards", cards = *cards, dealt = *dealt)
            }
            // the module's key and its own words
            SetupError::Module { module, reason } => format!("{module}: {reason}"),
            SetupError::TooManyModules(count) => tr!("error-setup-too-many-modules", count = *count),
            SetupError::TooManyCards(count) => tr!("error-setup-too-many-cards", count = *count),
        };
        f.write_str(&text)
    }
}

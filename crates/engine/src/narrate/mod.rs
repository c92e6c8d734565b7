//! Narration: every `Event` and every `Action` in words, in the current language (`metro_lang`), in the game's
//! own words and with the map's names — for logs, replays and the GUI.
//!
//! Players are "Player 1" … "Player 5" (seat + 1) unless a [`Narrator`] is given seat labels (bot names, people's
//! names). Lines are named by letter and name ("G Ginza"), stations by name, stops by label and name
//! ("G9 Ginza"), spaces by the stations they touch ("next to Ginza (G2, M2)"), money as "¥1,200". Every sentence is
//! one message of the engine's catalog (`locales/*/narration.ftl`), so German and Italian order their words their way.
//!
//! Narration never panics, even for an action with ids that do not exist in the game (a corrupt save is narrated
//! before the engine refuses it): unknown ids are written as `line #7`, `station #40` and so on.

mod choices;
mod decision;
mod events;
mod names;
#[cfg(test)]
mod tests;
mod words;

use crate::ids::PlayerId;

pub use choices::describe_action;
pub use decision::{Places, Tells, Told};
pub use events::describe;
pub use names::{
    builtin_kind_name, card_name, grouped, kind_name, line_name, phase_name, space_name, station_name,
    stop_name, yen, yen_wide,
};

/// Turns events and actions into sentences, naming players by their seat labels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Narrator {
    labels: Vec<String>,
}

impl Narrator {
    /// A narrator naming seat `i` by `labels[i]`; seats without a label (or with an empty one) are "Player i+1".
    pub fn new(labels: Vec<String>) -> Narrator {
        Narrator { labels }
    }

    /// A player's name: their label, or "Player N" (seat + 1) in the current language.
    pub fn player(&self, player: PlayerId) -> String {
        match self.labels.get(player.0 as usize) {
            Some(label) if !label.trim().is_empty() => label.clone(),
            _ => player.name(),
        }
    }
}

//! Small words shared by the front end: the one source of action names (the engine's narration, so cards, log and
//! tooltips say the same) and a text with its first letter in capitals.

use metro_core::ActionKind;
use metro_engine::Game;

/// An action kind's name, as cards, the log and tooltips all write it: "Move 3", "Station ¥300/stop", "Invest by
/// disc", "Colour card black" (the engine's narration is the one source).
pub fn action_name(game: &Game, kind: ActionKind) -> String {
    metro_engine::narrate::kind_name(game, kind)
}

/// The first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

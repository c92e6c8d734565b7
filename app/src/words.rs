//! Small words and colours shared by the panels: the one source of action names (the engine's narration, so cards,
//! log and tooltips say the same), the accessible label of the widget that performs each action (so tests and screen
//! readers find it), and colour conversions.

use crate::locale::tr;
use egui::Color32;
use metro_core::{ActionKind, Rgb};
use metro_engine::narrate::Narrator;
use metro_engine::{Action, Game};

/// A map colour for egui.
pub fn colour(rgb: Rgb) -> Color32 {
    Color32::from_rgb(rgb.0, rgb.1, rgb.2)
}

/// A player colour for egui.
pub fn player_colour(rgb: [u8; 3]) -> Color32 {
    Color32::from_rgb(rgb[0], rgb[1], rgb[2])
}

/// Black or white, whichever reads better on `background`.
pub fn ink_on(background: Color32) -> Color32 {
    let [r, g, b, _] = background.to_array();
    let luma = 0.299 * r as f32 + 0.587 * g as f32 + 0.114 * b as f32;
    if luma > 150.0 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// An action kind's name, as cards, the log and tooltips all write it: "Move 3", "Station ¥300/stop", "Invest by
/// disc", "Colour card black" (the engine's narration is the one source).
pub fn action_name(game: &Game, kind: ActionKind) -> String {
    metro_engine::narrate::kind_name(game, kind)
}

/// The accessible label of the widget that performs `action` now (a button, a board space, a station, a card
/// action): the action as offered to the player, in the imperative, e.g. "Move next to Ginza (G7)". Bids and stakes are made
/// with an amount control and its "Confirm bid" / "Confirm stake" button.
pub fn widget_label(game: &Game, narrator: &Narrator, action: &Action) -> String {
    match action {
        Action::Bid(_) => tr!("prompt-confirm-bid"),
        Action::Stake(_) => tr!("prompt-confirm-stake"),
        _ => capitalised(&narrator.offer(game, action)),
    }
}

/// The first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

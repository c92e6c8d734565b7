//! Small words and colours shared by the panels: the one source of action names (the engine's narration, so cards,
//! log and tooltips say the same; from `metro_play::words`), the accessible label of the widget that performs each
//! action (so tests and screen readers find it), and colour conversions.

use crate::locale::tr;
use egui::Color32;
use metro_core::Rgb;
use metro_play::game::Action;
use metro_play::session::GameSession;

pub use metro_play::words::{action_name, capitalised};

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

/// The accessible label of the widget that performs `action` now (a button, a board space, a station, a card
/// action): the action as offered to the player, in the imperative, e.g. "Move next to Ginza (G7)". Bids and stakes are made
/// with an amount control and its "Confirm bid" / "Confirm stake" button.
pub fn widget_label(session: &dyn GameSession, action: &Action) -> String {
    match action {
        Action::Bid(_) => tr!("prompt-confirm-bid"),
        Action::Stake(_) => tr!("prompt-confirm-stake"),
        _ => capitalised(&session.offer(action)),
    }
}

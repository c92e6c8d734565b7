//! What a front end draws of a game, as data: the board's layout, sent once per table, and the pieces of one seat's
//! view, sent after every step. A front end with no game of its own (the desktop app's panels, a network client, the
//! browser page) draws from these alone; both are serialisable, so a server sends them as they are. They hold no
//! words but the board's own proper names (places, companies): words are [`crate::words::Words`]'.

use serde::Serialize;

use crate::{GameState, Seat};

/// A game's board and pieces as data.
pub trait Drawn: GameState {
    /// The board: what never changes in a game (its grid and geometry, places, printed figures, companies' colours).
    type Layout: Serialize;
    /// What one seat sees on the table now: the pieces and where they stand, money, markers, whose turn.
    type Pieces: Serialize;

    /// The board's layout.
    fn layout(&self) -> Self::Layout;

    /// The pieces of `seat`'s view: nothing hidden from `seat` is in them.
    fn pieces(&self, seat: Seat) -> Self::Pieces;

    /// The pieces of a seat's view as a front end holds it (the view before a step with some of the step's events
    /// folded in: the beats of an animation, `Fold`); `None` (the default) for a game that animates nothing.
    fn view_pieces(&self, _view: &Self::View) -> Option<Self::Pieces> {
        None
    }

    /// What an event names on the board (a log line's places, outlined when the line is clicked), as the layout names
    /// its places; `None` (the default) when it names none.
    fn event_places(&self, _event: &Self::Event) -> Option<serde_json::Value> {
        None
    }

    /// The end screen's figures once the game is over, as the game writes them; `None` (the default) when its
    /// outcome (scores and places) says it all.
    fn end_figures(&self) -> Option<serde_json::Value> {
        None
    }

    /// The choice a click on `places` (as the layout names its places: `{"spaces": [12]}`) would mean for `seat`
    /// now, whether allowed or not: an action of a kind among the seat's legal ones, pointing there, for a front end
    /// without the game to ask why it is refused (a space the meeple cannot reach, a station it cannot build). `None`
    /// (the default) when a click there means nothing now.
    fn action_at(&self, _seat: Seat, _places: &serde_json::Value) -> Option<Self::Action> {
        None
    }

    /// What `seat`'s choice `action` points at on the board, as the layout names its places (for a front end to
    /// outline it and make it clickable there); `None` (the default) when it points at none or the game says none.
    fn offer_places(&self, _seat: Seat, _action: Self::Action) -> Option<serde_json::Value> {
        None
    }
}

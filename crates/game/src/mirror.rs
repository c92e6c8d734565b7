//! What a client that links a game's engine is sent beside the drawing data (issue 30, item 10): the seat's position
//! as a whole game the seat cannot tell from the real one, each step's decision and events as the seat is told them.
//! With them the client asks the engine itself how a step is told, what a hovered choice costs and why a move is
//! refused, on what the seat may know. A game that offers none keeps the defaults: its clients draw from
//! [`crate::drawn::Drawn`] and the server's words alone.

use serde_json::Value;

use crate::Seat;
use crate::fold::Fold;

/// A game whose seats' positions can be sent to a client that links it.
pub trait Mirrored: Fold
where
    Self::View: PartialEq,
{
    /// `seat`'s position as the game writes it: a whole position `seat` cannot tell from this one, made from what
    /// `seat` sees and nothing else (two games that differ only in what is hidden from `seat` give the same text).
    /// `None` (the default): the game sends none.
    fn position(&self, _seat: Seat) -> Option<Value> {
        None
    }

    /// The events of a step as [`Fold::seat_events`] told them to a seat, as the game writes them (`Null` by
    /// default).
    fn events_text(&self, _events: &[Self::Event]) -> Value {
        Value::Null
    }

    /// `actor`'s decision as `seat` may be told it: `None` while it stays hidden from `seat` (another seat's secret
    /// bid). By default every decision is told.
    fn told_action(&self, _seat: Seat, _actor: Seat, action: &Self::Action) -> Option<Self::Action> {
        Some(*action)
    }
}

//! What a spectator sees: the table's public view, made of what every seat sees and nobody's secret. A server
//! sends a spectator (a seat-less connection) these alone — the public pieces, the public view's hash and the
//! public events of each step — so that nothing hidden from any seat (a secret bid, a deck's order) reaches it.

use crate::drawn::Drawn;

/// A game a spectator can watch: its public view as pieces, as a hash, and the events of a step as the table is
/// told them.
///
/// **Invariant:** the public view holds nothing hidden from any seat. Everything here is the same in every game
/// that differs from this one only in what some seat cannot see: a determinisation for any seat
/// ([`crate::GameState::determinize`]), and a chain of them, one for each seat, which redraws every seat's secrets.
pub trait Spectated: Drawn {
    /// The pieces everyone sees on the table: those of [`Drawn::pieces`] with every seat's secret hidden (no seat's
    /// own part, such as its sealed bid's amount).
    fn public_pieces(&self) -> Self::Pieces;

    /// A hash of the public view, the same on every platform and run: equal public views hash alike, and nothing
    /// hidden from any seat changes it. Hashed apart from any seat's
    /// [`crate::GameState::view_hash`]: a spectator is no seat.
    fn public_view_hash(&self) -> u64;

    /// The events of the step just applied as the table is told them: `events` is what [`crate::GameState::apply`]
    /// returned and `self` the game after the step. What [`crate::fold::Fold::seat_events`] tells every seat alike,
    /// without what it tells one seat only (that seat's own secret).
    fn public_events(&self, events: &[Self::Event], out: &mut Vec<Self::Event>);
}

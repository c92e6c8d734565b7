//! The per-seat fold: what a seat is told of each step, and what each thing told changes in what it sees. A client
//! with no game of its own (the app's animation, a network client, the browser page) follows a game from a view and
//! its events alone; the game owns both halves — which events a seat is shown ([`Fold::seat_events`]) and what each
//! one changes ([`Fold::fold`]) — and [`fold_mismatch`] checks them against each other (the playouts of
//! [`crate::playout::checked_playout`] and `metro check --game` run it for every seat at every decision).

use crate::{GameState, Seat};

/// A game whose seats can follow it by events.
pub trait Fold: GameState
where
    Self::View: PartialEq,
{
    /// The events of the step just applied as `seat` is told them: `events` is what [`GameState::apply`] returned,
    /// and `self` the game after the step. Nothing `seat` may not know is in them.
    fn seat_events(&self, seat: Seat, events: &[Self::Event], out: &mut Vec<Self::Event>);

    /// Folds one event of [`Fold::seat_events`] into a seat's view. `self` is the game after the step, for the
    /// table's fixed parts only (its rules, its board): an implementation reads nothing of the position from it.
    fn fold(&self, view: &mut Self::View, event: &Self::Event);

    /// Whether showing `event` takes a beat of a step's animation (a vehicle's step, a payout): a front end that
    /// animates shows the pieces after it for a moment. By default no event does.
    fn beat(&self, _event: &Self::Event) -> bool {
        false
    }
}

/// Checks the fold for every seat: `before` is the game before a step, `after` the game after it, `events` what
/// applying it returned. `None` when every seat's view before, with its events folded in, is its view after; else
/// the first seat whose fold differs, with its events and both views (for a test's or `metro check`'s report).
pub fn fold_mismatch<G: Fold>(before: &G, after: &G, events: &[G::Event]) -> Option<(Seat, String)>
where
    G::View: PartialEq,
{
    let mut told = Vec::new();
    for seat in (0..after.seats()).map(Seat) {
        let mut view = before.view(seat);
        told.clear();
        after.seat_events(seat, events, &mut told);
        for event in &told {
            after.fold(&mut view, event);
        }
        let expected = after.view(seat);
        if view != expected {
            return Some((
                seat,
                format!("the fold of {told:?} gives {view:?}, the game {expected:?}"),
            ));
        }
    }
    None
}

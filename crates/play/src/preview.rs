//! Consequences before commitment, remembered for a session's position: the previews themselves are the engine's
//! ([`metro_engine::preview`]: what a decision would cost and do, found by applying it to a game the player cannot
//! tell from this one), re-exported here; [`Previews`] keeps them for the position they were made in.

use std::collections::HashMap;

use metro_engine::Action;

pub use metro_engine::preview::{Choice, Outcome, Preview, outcome, preview, with_words};

use crate::session::GameSession;

/// Previews remembered for the position they were made in (its number, [`crate::session::Session::position`]).
#[derive(Clone, Debug, Default)]
pub struct Previews {
    at: u64,
    known: HashMap<Action, Option<Preview>>,
    outcomes: HashMap<Action, Option<Outcome>>,
}

impl Previews {
    /// What `action` itself does, settled within its action (no further choices previewed): cheap, for price tags.
    pub fn outcome(&mut self, session: &dyn GameSession, action: Action) -> Option<&Outcome> {
        self.reset(session.position());
        self.outcomes
            .entry(action)
            .or_insert_with(|| session.outcome(action))
            .as_ref()
    }

    fn reset(&mut self, position: u64) {
        if self.at != position {
            self.at = position;
            self.known.clear();
            self.outcomes.clear();
        }
    }

    /// The preview of `action` in the session's position, computed once.
    pub fn get(&mut self, session: &dyn GameSession, action: Action) -> Option<&Preview> {
        self.reset(session.position());
        self.known
            .entry(action)
            .or_insert_with(|| session.preview(action))
            .as_ref()
    }
}

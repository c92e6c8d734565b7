//! [`Driver`]: how a check run makes a move, and what else it checks — the one extension point of the checker, two
//! named callbacks with defaults ([`Engine`]: `Game::apply`, no further invariant), in the way ripgrep's searcher
//! reports through a `Sink`.
//!
//! The checker's own invariants read the engine's state, which names no variant; a rule module's state is words only
//! the module can read. So a module's invariants come with a driver: `variants/metro-drinks/tests/check.rs` checks
//! Metro Drinks' drinks, colours and free builds this way at every decision of the checked games.
//!
//! Every decision of a checked game, every probe with an unlisted action and every replay goes through the driver,
//! so a driver that misbehaves is what the invariants catch. The checker's own tests plant a bug this way: a driver
//! that applies the action and then corrupts the state in one rare situation (see `tests/planted_bug.rs`). A bug
//! planted behind a Cargo feature of `metro-engine` would be unified into every crate of a `cargo test --workspace`
//! build and break them all; a `cfg` would need a second build of the engine. A driver is ordinary code in one test.

use metro_engine::{Action, Event, Game, IllegalAction};

use crate::invariants::Violation;

/// How the checker applies an action to a game.
pub trait Driver: Sync {
    /// Its name, for reports.
    fn name(&self) -> &str {
        "the engine"
    }

    /// Applies one action (listed or not) to the game and returns its events, or refuses it, leaving the game as it
    /// was. The default is the engine's own [`Game::apply`].
    fn apply(&self, game: &mut Game, action: Action) -> Result<Vec<Event>, IllegalAction> {
        game.apply(action)
    }

    /// Invariants beyond the checker's own, checked wherever those are (after every decision, on the states a listed
    /// alternative leads to, at the start): a rule module's, say. The default checks nothing more.
    fn invariants(&self, game: &Game) -> Result<(), Violation> {
        let _ = game;
        Ok(())
    }
}

/// The engine itself: [`Game::apply`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Engine;

impl Driver for Engine {}

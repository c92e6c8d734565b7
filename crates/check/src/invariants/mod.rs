//! The invariants every reachable game state keeps, read off the engine's state: the one module of this crate that
//! looks inside [`metro_engine::State`] (the rest drives games through `Game`'s public API), so that a change of the
//! engine's state layout touches this module only.
//!
//! * [`state`]: pieces and money conserved and within their limits (TM-1.4, TM-1.6, TM-3.5, TM-7.12, D-2), shares
//!   and speculations (TM-11.7, TM-9.6, OS-5.2), vehicles, meeples, cards (TM-3.3, TM-6.3, TM-7.14; a rule module's
//!   cards at most once each, as a module may take its cards out of play) and where play stands. What a rule module
//!   keeps in its own state has invariants only the module knows: a driver adds them
//!   ([`crate::Driver::invariants`]).
//! * [`step`]: what one decision changed agrees with the events it reported (every yen of cash, value and set-aside
//!   money accounted for, a rule module's payments among them; rounds counted one by one).
//! * [`view`]: a player's view hides exactly what TM-12.1 hides, and of a rule module's state what the module hides
//!   (the same in a `View` and a bot's `PlayerView`).
//! * [`ended`]: a finished game lasted the rounds of TM-6.2 / MC-2 and was scored by TM-11.8.
//!
//! Each family of invariants has its file: `players.rs` (pieces, money and meeples), `lines.rs`, `cards.rs`,
//! `accounting.rs` (a decision's events), `hidden.rs` (views) and `finished.rs` (a finished game); this file holds
//! [`Violation`], the `ensure!` macro they share and [`state`], which runs the state's families.

use metro_engine::Game;
use metro_engine::state::Pending;

use crate::locale::tr;

/// An invariant that does not hold: the rule it comes from and what was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The rule (TM-, OS-, MC-, MD-, SO-, D-) the invariant comes from, if one does (an engine that panics breaks
    /// none in particular).
    pub rule: Option<&'static str>,
    /// What was found, in words.
    pub message: String,
}

/// Returns a [`Violation`] of `rule` from the enclosing function unless the condition holds.
/// The message is made only when the condition fails (in the current language: `tr!`).
macro_rules! ensure {
    ($cond:expr, $rule:expr, $message:expr) => {
        if !$cond {
            return Err(Violation {
                rule: Some($rule),
                message: $message,
            });
        }
    };
}

mod accounting;
mod cards;
mod finished;
mod hidden;
mod lines;
mod players;

pub use accounting::{Snapshot, step};
pub use finished::ended;
pub use hidden::view;

/// Checks every invariant of the state a game stands in.
pub fn state(game: &Game) -> Result<(), Violation> {
    let s = game.state();
    players::players(game, s)?;
    players::meeples(game, s)?;
    lines::lines(game, s)?;
    cards::cards(game, s)?;
    ensure!(
        s.modules.len() == game.rules().modules().len(),
        "TM-1",
        tr!(
            "invariant-module-states-in-a-game",
            modules = s.modules.len().to_string(),
            modules2 = game.rules().modules().len().to_string()
        )
    );
    ensure!(
        s.round >= 1 && s.round <= game.rules().rounds(),
        "TM-6.2",
        tr!(
            "invariant-round-of-a-game-of",
            round = s.round.to_string(),
            rounds = game.rules().rounds().to_string()
        )
    );
    let mut order: Vec<u8> = s.order.iter().map(|p| p.0).collect();
    order.sort_unstable();
    ensure!(
        order == (0..s.players.len() as u8).collect::<Vec<_>>(),
        "TM-6.4.3",
        tr!(
            "invariant-the-turn-order-is-not",
            order = format!("{:?}", s.order)
        )
    );
    ensure!(
        game.is_over() == matches!(s.pending, Pending::Over) && game.is_over() == game.to_move().is_none(),
        "TM-11",
        if game.is_over() {
            tr!("invariant-over-but-waiting", pending = format!("{:?}", s.pending))
        } else {
            tr!(
                "invariant-not-over-but-waiting",
                pending = format!("{:?}", s.pending)
            )
        }
    );
    Ok(())
}

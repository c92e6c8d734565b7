//! The rules engine of Tokyo Metro: a resumable state machine that stops at every decision, lists the legal
//! actions, and applies one at a time.
//!
//! # Shape
//!
//! * A [`Game`] is an `Arc<Rules>` — the map, the card set, the players and options, shared and never changed —
//!   and a [`State`]: everything that changes, as small integers in vectors. Cloning a game copies the state only.
//! * The state records *where play stands* ([`state::Pending`]): whose bid is asked, whose movement, whose action
//!   turn, which choice inside an action (target, stake, discounts, speed tokens: asked one after another, each a
//!   short list), or where the train phase stands (which line, how many steps left, who still decides at this
//!   stop). [`Game::apply`] advances through every step that needs no choice up to the next decision, recording
//!   [`Event`]s. No callbacks, no recursion holding the position, no blocking: bots, the GUI, replays and tests all
//!   drive it the same way.
//! * [`Game::legal_actions`] is the only authority on legality; `apply` accepts exactly the listed actions and
//!   refuses anything else with an [`IllegalAction`] naming the rule, leaving the game unchanged.
//! * All randomness (deck shuffles, round-1 ties) comes from the ChaCha generator in the state, seeded by the
//!   game's seed (D-13): setup + seed + action list reproduce a game exactly.
//! * End-game scoring ([`FinalResult`]) is computed from the final state without changing it.
//! * Rule modules ([`module`]) add a variant's rules — a variant's or a plugin's house rule — at named hook points;
//!   the engine's state machine names no variant, and routes module-owned payloads by [`module::ModuleId`].
//! * [`Game`] implements the platform's game-agnostic [`metro_game::GameState`] (`game_state.rs`), by forwarding,
//!   and its [`metro_game::drawn::Drawn`] (`drawn.rs`): the board as a [`BoardLayout`] and a seat's view as
//!   [`TablePieces`], serialisable, for front ends that draw from data alone.
//! * Impossible states are loud in debug builds (`never!`), and in release builds the engine goes on as well as it can.

/// A state that cannot happen: a panic naming it in debug builds; in release builds nothing (the engine goes on as
/// well as it can rather than stop a game).
macro_rules! never {
    ($($arg:tt)+) => {
        debug_assert!(false, $($arg)+)
    };
}

pub mod action;
mod check;
mod determinise;
pub mod drawn;
pub mod error;
pub mod event;
pub mod explain;
pub mod fold;
mod game;
pub mod game_state;
pub mod help;
pub mod ids;
mod kinds;
mod legal;
pub mod locale;
pub mod mirror;
pub mod module;
pub mod narrate;
mod per_player;
mod perform;
pub mod preview;
mod query;
mod reach;
mod reads;
mod refusal;
pub mod registry;
pub mod rules;
pub mod scoring;
mod seen;
mod small;
pub mod state;
mod takeable;
mod train;
pub mod view;
mod words;

pub use action::{Action, SwapPayment};
pub use drawn::{BoardLayout, TablePieces};
pub use error::{IllegalAction, SetupError};
pub use event::{Event, Payout, PayoutKind, Reason};
pub use explain::Refusal;
pub use game::{Game, MODULE_FAILED};
pub use game_state::GAME_INFO;
pub use help::HelpSection;
pub use ids::{ActionRef, CardId, PlayerId};
pub use module::{ModuleAction, ModuleEvent, ModuleId, ModuleStage, ModuleState, RuleModule};
pub use per_player::PerPlayer;
pub use registry::{Registry, RegistryError, Source};
pub use rules::{ModuleSlot, RuleOptions, Rules, Setup};
pub use scoring::{FinalResult, LineValues, Payouts, Standing};
pub use state::{Meeple, Phase, State};
pub use view::{Fnv1a, PlayerView, PublicView, SeenColumn, SeenPlayer, View};

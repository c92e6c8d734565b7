//! The game's words a front end uses, named one by one from the engine (not the engine wholesale): the actions a
//! seat takes, the view it sees, the events and refusals it is told, the rules it plays and what a rule module
//! shows. A front end asks everything else of a [`crate::session::GameSession`], never of the engine's `Game`.

pub use metro_engine::module::{CardFace, Counter, Marker, PieceShape, PieceSize, Pieces};
pub use metro_engine::narrate::{Narrator, Places, phase_name, yen};
pub use metro_engine::state::{Pending, Slot, Vehicle};
pub use metro_engine::view::HIDDEN_CARD;
pub use metro_engine::{
    Action, ActionRef, CardId, Event, FinalResult, GAME_INFO, Meeple, Payout, PayoutKind, Phase, PlayerId,
    Reason, Refusal, Registry, RuleModule, RuleOptions, Rules, Setup, Standing, SwapPayment, View,
};

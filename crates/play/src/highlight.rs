//! What a log entry points at on the board: the spaces, stations and lines its decision or event names, as the
//! engine says ([`metro_engine::narrate::Places`]); the board draws it as an outline.

/// Places and pieces to outline on the board.
pub use metro_engine::narrate::Places as Highlight;

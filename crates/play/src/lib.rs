//! What a front end of metro needs, without egui: the table of any game of the platform ([`table`]: seats, bots on
//! threads, the log, undo), Tokyo Metro's game session on it (its record, narrated log and playback queue), replays, previews of a choice, the store (saves, autosave, settings, folders), the
//! editors' models, the rules help's words and the catalog of what can be played. The desktop app (`metro-app`)
//! keeps only its panels, input and painting.
//!
//! # Shape
//!
//! * [`app_state::AppState`] holds the folders, settings, catalog, bests and the [`session::Session`] (the game,
//!   seats, bots, log, undo, animation queue).
//! * It holds no rule logic: what can be chosen comes from `Game::legal_actions`, why something cannot from
//!   `Game::explain`, what happened from the engine's narration, and what a choice would cost from applying it to a
//!   copy of the game ([`preview`]).

pub mod app_state;
pub mod catalog;
pub mod design_changes;
pub mod editor;
pub mod findings;
pub mod game;
pub mod help;
pub mod highlight;
pub mod labels;
pub mod locale;
pub mod module_pieces;
pub mod paths;
pub mod plan;
pub mod playback;
pub mod plugins;
pub mod preview;
pub mod replay;
pub mod session;
pub mod status;
pub mod store;
pub mod table;
pub mod words;

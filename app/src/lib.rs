//! The desktop game of metro: a start menu to pick a map, card set, variant and seats, the board drawn from the
//! map data, and a whole game played through the engine's legal actions — with saves, an autosave after every
//! action, undo, solo bests and an end-of-game breakdown.
//!
//! # Shape
//!
//! * [`MetroApp`] is the `eframe` application, kept thin: each frame it advances the animation, the bots and the
//!   riders' plans, draws the current screen, then applies the [`Command`]s the panels pushed.
//! * Game-session state apart from GUI state, in the crate `metro-play` (re-exported here under the same module
//!   names): [`app_state::AppState`] holds the folders, settings, catalog, bests and the [`session::Session`] (the
//!   game on the platform's table, seats, bots, log, undo, animation queue); the GUI state lives in the panels under [`ui`], one
//!   per file, each a struct with a `ui` method.
//! * The app holds no rule logic and no engine `Game`: every panel asks the [`session::GameSession`] interface
//!   (the legal moves and their words, why a move is refused, what a hovered choice costs, the view shown, the log,
//!   names of places), and names the game's types through `metro_play::game`. The app does not depend on the
//!   engine crate.

pub mod app;
pub mod chicago;
pub mod command;
pub mod frame_time;
pub mod locale;
pub mod module_pieces;
pub mod online;
pub mod plugins;
pub mod sim_speed;
pub mod ui;
pub mod window;
pub mod words;

pub use metro_play::{
    app_state, catalog, editor, help, highlight, paths, plan, playback, preview, replay, session, status,
    store,
};

pub use app::{MetroApp, Screen};
pub use command::Command;

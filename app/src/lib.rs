//! The desktop game of metro: a start menu to pick a map, card set, variant and seats, the board drawn from the
//! map data, and a whole game played through the engine's legal actions — with saves, an autosave after every
//! action, undo, solo bests and an end-of-game breakdown.
//!
//! # Shape
//!
//! * [`MetroApp`] is the `eframe` application, kept thin: each frame it advances the animation, the bots and the
//!   riders' plans, draws the current screen, then applies the [`Command`]s the panels pushed.
//! * Game-session state apart from GUI state: [`app_state::AppState`] holds the folders, settings, catalog, bests
//!   and the [`session::Session`] (the game, seats, bots, log, undo history, animation queue); the GUI state lives in
//!   the panels under [`ui`], one per file, each a struct with a `ui` method.
//! * The app holds no rule logic: what can be clicked comes from `Game::legal_actions`, why something cannot from
//!   `Game::explain`, what happened from the engine's narration, and what a choice would cost from applying it to a
//!   copy of the game ([`preview`]).

pub mod app;
pub mod app_state;
pub mod catalog;
pub mod command;
pub mod editor;
pub mod frame_time;
pub mod help;
pub mod highlight;
pub mod history;
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
pub mod ui;
pub mod window;
pub mod words;

pub use app::{MetroApp, Screen};
pub use command::Command;

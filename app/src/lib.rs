//! The desktop game of metro: a start menu to pick a map, card set, variant and seats, the board drawn from the
//! map data, and a whole game played through the engine's legal actions — with saves, an autosave after every
//! action, undo, solo bests and an end-of-game breakdown.
//!
//! # Shape
//!
//! * [`MetroApp`] is the `eframe` application. Each frame it draws the current screen (menu, hand-over, game,
//!   end) and collects [`Command`]s; it applies them after drawing, so no widget changes the game mid-frame.
//! * A [`session::Session`] owns the game (through the save crate's `Recorder`), the seat kinds, the bots, the
//!   narrated log and the queue of events still being animated.
//! * [`board`] paints the map as a pure function of (map, view, highlights) → shapes.
//! * The app holds no rule logic: what can be clicked comes from `Game::legal_actions`, why something cannot
//!   from `Game::explain`, what happened from the engine's narration.

pub mod app;
pub mod board;
pub mod catalog;
pub mod menu;
pub mod module_pieces;
pub mod paths;
pub mod plugins;
pub mod screens;
pub mod session;
pub mod words;

pub use app::{Command, MetroApp, Screen};

//! The GUI: one panel per file, each a struct with its own state and a `ui` method (as egui's demo and rerun's
//! viewer do). Panels read the game through a [`table::Table`] gathered once per frame and ask for changes by pushing
//! [`crate::command::Command`]s; they change nothing themselves.

pub mod board;
pub mod cards;
pub mod end;
pub mod game;
pub mod hand_over;
pub mod header;
pub mod log;
pub mod menu;
pub mod players;
pub mod prompts;
pub mod saves;
pub mod storage;
pub mod table;
pub mod track;

//! The GUI: one panel per file, each a struct with its own state and a `ui` method (as egui's demo and rerun's
//! viewer do). Panels read the game through a [`table::Table`] gathered once per frame and ask for changes by pushing
//! [`crate::command::Command`]s; they change nothing themselves.

pub mod board;
pub mod cards;
pub mod charts;
pub mod editor;
pub mod end;
pub mod game;
pub mod guide;
pub mod hand_over;
pub mod header;
pub mod help;
pub mod highlight;
pub mod learn;
pub mod log;
pub mod menu;
pub mod moves;
pub mod players;
pub mod prompts;
pub mod replay;
pub mod saves;
pub mod simulation;
pub mod storage;
pub mod table;
pub mod track;
pub mod why_not;

/// A box of exactly `size` at the cursor, its contents clipped to it: what follows never moves, whatever it holds.
pub fn fixed_box<R>(ui: &mut egui::Ui, size: egui::Vec2, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    child.shrink_clip_rect(rect);
    add(&mut child)
}

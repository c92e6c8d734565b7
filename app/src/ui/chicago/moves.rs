//! "What can I do?": every legal action of the person to decide, in the game's words and order; the pointer over
//! one shows what it would cost and do, a click takes it. Nothing here decides what is legal.

use egui::vec2;

use super::Frame;
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// The window's own state.
#[derive(Debug, Default)]
pub struct MovesPanel {
    /// Whether the window is shown.
    pub open: bool,
}

impl MovesPanel {
    /// Draws the window, if open and a person decides.
    pub fn ui(&mut self, ctx: &egui::Context, f: &Frame, commands: &mut Vec<Command>) {
        if !self.open || f.me.is_none() {
            return;
        }
        let mut open = self.open;
        egui::Window::new(tr!("chicago-what-can-i-do"))
            .id(egui::Id::unique("chicago-moves"))
            .open(&mut open)
            .collapsible(false)
            .resizable(true)
            .default_size(vec2(360.0, 420.0))
            .anchor(egui::Align2::LEFT_TOP, vec2(16.0, 60.0))
            .show(ctx, |ui| {
                ui.label(tr!("chicago-moves-count", count = f.offers.len()));
                egui::ScrollArea::vertical().max_height(480.0).show(ui, |ui| {
                    for offer in &f.offers {
                        let mut button = ui.add(egui::Button::new(offer.words.as_str()).wrap());
                        if let Some(preview) = &offer.preview {
                            button = button.on_hover_text(preview.as_str());
                        }
                        if button.clicked() {
                            commands.push(Command::Chicago(ChicagoCommand::Play(offer.action)));
                        }
                    }
                });
            });
        self.open = open;
    }
}

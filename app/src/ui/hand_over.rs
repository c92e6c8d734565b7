//! The hand-over screen of a hot-seat game: before a human makes a secret bid (D-3), the screen asks for that human
//! and shows nothing else, so nobody sees what is not theirs to see.

use crate::locale::tr;
use egui::RichText;
use metro_play::game::PlayerId;

use super::table::Table;
use crate::command::Command;

/// The hand-over screen's own state.
#[derive(Debug, Default)]
pub struct HandOver;

impl HandOver {
    /// Draws the screen for `me`, the human who bids next.
    pub fn ui(&mut self, ui: &mut egui::Ui, t: &Table, me: PlayerId, commands: &mut Vec<Command>) {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.25);
            ui.heading(RichText::new(tr!("hand-over-title")).size(28.0));
            ui.add_space(12.0);
            let name = t.player_name(me);
            ui.label(RichText::new(tr!("hand-over-pass", player = name.as_str())).size(20.0));
            ui.label(tr!("hand-over-nobody-else"));
            ui.add_space(16.0);
            if ui
                .button(RichText::new(tr!("hand-over-show-my-bid", player = name.as_str())).size(18.0))
                .clicked()
            {
                commands.push(Command::HandOver(me));
            }
        });
    }
}

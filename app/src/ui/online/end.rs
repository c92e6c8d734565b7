//! The end of an online game: each seat's place and score as the server sent them, and "Save game" (the finished
//! game's save, as the server sent it, written in the saves folder: the replay viewer opens it).

use std::path::Path;

use egui::RichText;
use metro_client::TableView;

use super::seats::{money, seat_colour};
use crate::command::{Command, OnlineCommand};
use crate::locale::tr;

/// The end screen.
pub struct EndPanel;

impl EndPanel {
    /// Draws the end.
    pub fn ui(ui: &mut egui::Ui, view: &TableView, saved: Option<&Path>, commands: &mut Vec<Command>) {
        let Some(ended) = view.ended.as_ref() else {
            return;
        };
        ui.label(RichText::new(tr!("online-game-over")).strong().size(18.0));
        let mut results = ended.outcome.clone();
        results.sort_by_key(|r| (r.place, r.seat));
        egui::Grid::new("online-end")
            .num_columns(3)
            .spacing([12.0, 4.0])
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                for result in &results {
                    let name = view
                        .info
                        .seats
                        .get(usize::from(result.seat))
                        .map_or_else(|| (u32::from(result.seat) + 1).to_string(), |s| s.name.clone());
                    ui.label(tr!("online-place", place = result.place));
                    ui.label(
                        RichText::new(name)
                            .color(seat_colour(usize::from(result.seat)))
                            .strong(),
                    );
                    ui.label(money(&view.info.game, result.score));
                    ui.end_row();
                }
            });
        ui.add_space(6.0);
        match saved {
            Some(path) => {
                let file = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                );
                ui.label(tr!("online-saved", file = file));
            }
            None => {
                if ui
                    .button(tr!("online-save-game"))
                    .on_hover_text(tr!("online-save-game.tooltip"))
                    .clicked()
                {
                    commands.push(Command::Online(OnlineCommand::SaveGame));
                }
            }
        }
    }
}

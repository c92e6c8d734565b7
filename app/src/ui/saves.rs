//! The menu's list of saved games: map, cards, variant, seats, round and date of each, newest first, filled in as
//! the background reader gets to each file; a broken file is listed with its reason. Below it, a path to open any
//! other save file.

use egui::RichText;

use super::table::ERROR;
use crate::app_state::AppState;
use crate::command::Command;
use crate::store::saves::{Reading, SaveEntry};
use crate::store::{StoreCommand, clip};
use crate::ui::replay::ReplayCommand;

/// The list's own state: the path being typed.
#[derive(Debug, Default)]
pub struct SavesPanel {
    load_path: String,
}

/// The most characters of a name in the list.
const NAME: usize = 32;

impl SavesPanel {
    /// Draws the list and the path field.
    pub fn ui(&mut self, ui: &mut egui::Ui, state: &AppState, commands: &mut Vec<Command>) {
        let list = &state.store.saves;
        ui.horizontal(|ui| {
            ui.label(RichText::new("Saved games").strong());
            if ui.small_button("Read again").clicked() {
                commands.push(Command::Store(StoreCommand::RefreshSaves));
            }
            if list.reading() {
                ui.spinner();
            }
        });
        if list.entries.is_empty() {
            ui.label("No saves yet.")
                .on_hover_text(format!("Saves are kept in {}", state.paths.saves().display()));
        } else {
            egui::ScrollArea::vertical()
                .id_salt("saves-list")
                .max_height(280.0)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    egui::Grid::new("saves-grid")
                        .num_columns(8)
                        .striped(true)
                        .spacing([14.0, 4.0])
                        .show(ui, |ui| {
                            for title in [
                                "Map",
                                "Cards",
                                "Variant",
                                "Seats",
                                "Round",
                                "Saved (UTC)",
                                "",
                                "File",
                            ] {
                                ui.label(RichText::new(title).strong());
                            }
                            ui.end_row();
                            for entry in &list.entries {
                                row(ui, entry, commands);
                                ui.end_row();
                            }
                        });
                });
            if list.more > 0 {
                ui.label(format!("… and {} older saves not listed", list.more));
            }
        }
        ui.horizontal(|ui| {
            let edit = ui.add(
                egui::TextEdit::singleline(&mut self.load_path)
                    .hint_text("or a save file: path/to/game.json")
                    .desired_width(360.0),
            );
            edit.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Save file"));
            let open = ui.button("Open");
            open.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, "Load file"));
            if open.clicked() && !self.load_path.trim().is_empty() {
                commands.push(Command::Load(self.load_path.trim().into()));
            }
            let watch = ui.button("Watch");
            watch.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, "Watch file"));
            if watch.clicked() && !self.load_path.trim().is_empty() {
                commands.push(Command::Replay(ReplayCommand::Watch(
                    self.load_path.trim().into(),
                )));
            }
        });
    }
}

fn row(ui: &mut egui::Ui, entry: &SaveEntry, commands: &mut Vec<Command>) {
    let file = entry.file_name();
    let date = entry
        .modified
        .map_or_else(|| "?".to_string(), |_| entry.date().replace(" UTC", ""));
    match &entry.reading {
        Reading::Pending => {
            ui.label(RichText::new("reading…").italics());
            for _ in 0..4 {
                ui.label("");
            }
            ui.label(date);
            load_button(ui, &file, entry, commands);
        }
        Reading::Read(summary, problem) => {
            ui.label(clip(&summary.map, NAME));
            ui.label(clip(&summary.cards, NAME));
            ui.label(&summary.variant);
            let humans = match summary.humans {
                0 => "bots only".to_string(),
                1 => "1 human".to_string(),
                n => format!("{n} humans"),
            };
            ui.label(format!("{} ({humans})", summary.seats));
            ui.label(match (summary.round, summary.over) {
                (_, true) => "over".to_string(),
                (Some(round), false) => round.to_string(),
                (None, false) => "?".to_string(),
            });
            ui.label(date);
            match problem {
                None => load_button(ui, &file, entry, commands),
                Some(problem) => broken(ui, "will not load", problem),
            }
        }
        Reading::Broken(reason) => {
            broken(ui, "broken", reason);
            for _ in 0..4 {
                ui.label("");
            }
            ui.label(date);
            ui.label("");
        }
    }
    file_label(ui, &file);
}

fn file_label(ui: &mut egui::Ui, file: &str) {
    ui.label(RichText::new(clip(file, 48)).weak()).on_hover_text(file);
}

fn load_button(ui: &mut egui::Ui, file: &str, entry: &SaveEntry, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let name = format!("Load {file}");
        let button = ui.button("Load").on_hover_text(&name);
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if button.clicked() {
            commands.push(Command::Load(entry.path.clone()));
        }
        let name = format!("Watch {file}");
        let watch = ui.button("Watch").on_hover_text("Watch the replay of this game");
        watch.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if watch.clicked() {
            commands.push(Command::Replay(ReplayCommand::Watch(entry.path.clone())));
        }
    });
}

fn broken(ui: &mut egui::Ui, what: &str, reason: &str) {
    ui.colored_label(ERROR, format!("{what}: {}", clip(reason, 40)))
        .on_hover_text(clip(reason, 2000));
}

//! The menu's list of saved games — those the player saved, the unfinished ones kept, and every finished game —:
//! map, cards, variant, seats, round and date of each, newest first, filled in as the background reader gets to each
//! file; a broken file is listed with its reason. A save of Chicago Express is listed with the game's name (and its
//! board, if not the built-in one); it loads and is watched on the Chicago Express screen. Each can be loaded, watched or deleted (after a question: only the
//! player deletes a save). Below it, a path to open any other save file.

use crate::locale::{play_tr, tr};
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
            ui.label(RichText::new(tr!("saves-title")).strong());
            if ui.small_button(tr!("saves-read-again")).clicked() {
                commands.push(Command::Store(StoreCommand::RefreshSaves));
            }
            if list.reading() {
                ui.spinner();
            }
        });
        if list.entries.is_empty() {
            ui.label(tr!("saves-none")).on_hover_text(tr!(
                "saves-none.tooltip",
                folder = state.paths.saves().display().to_string()
            ));
        } else {
            egui::ScrollArea::vertical()
                .id_salt("saves-list")
                .max_height(280.0)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    egui::Grid::new("saves-grid")
                        .num_columns(9)
                        .striped(true)
                        .spacing([14.0, 4.0])
                        .show(ui, |ui| {
                            for title in [
                                tr!("saves-game"),
                                tr!("saves-map"),
                                tr!("saves-cards"),
                                tr!("saves-variant"),
                                tr!("saves-seats"),
                                tr!("saves-round"),
                                tr!("saves-saved"),
                                String::new(),
                                tr!("saves-file"),
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
                ui.label(tr!("saves-more", count = list.more));
            }
        }
        ui.horizontal(|ui| {
            let edit = ui.add(
                egui::TextEdit::singleline(&mut self.load_path)
                    .hint_text(tr!("saves-file-hint"))
                    .desired_width(360.0),
            );
            edit.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, tr!("saves-save-file"))
            });
            let open = ui.button(tr!("menu-open"));
            open.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, tr!("saves-load-file")));
            if open.clicked() && !self.load_path.trim().is_empty() {
                commands.push(Command::Load(self.load_path.trim().into()));
            }
            let watch = ui.button(tr!("saves-watch"));
            watch
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, tr!("saves-watch-file")));
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
            ui.label(RichText::new(tr!("saves-reading")).italics());
            for _ in 0..5 {
                ui.label("");
            }
            ui.label(date);
            load_button(ui, &file, entry, commands);
        }
        Reading::Read(summary, problem) => {
            // The game, its map (Chicago Express: its board) and its card set (a game without cards: none).
            match &summary.game {
                Some(game) => {
                    ui.label(RichText::new(clip(game, NAME)).strong());
                    ui.label(clip(&summary.map, NAME));
                    ui.label("");
                }
                None => {
                    ui.label(RichText::new(metro_play::game::GAME_INFO.name).strong());
                    ui.label(clip(&summary.map, NAME));
                    ui.label(clip(&summary.cards, NAME));
                }
            }
            if summary.variant == "base" {
                ui.label(play_tr!("saves-variant-base"));
            } else {
                ui.label(&summary.variant);
            }
            ui.label(tr!(
                "saves-seats-humans",
                seats = summary.seats,
                humans = summary.humans
            ));
            ui.label(match (summary.round, summary.over) {
                (_, true) => tr!("saves-over"),
                (Some(round), false) => round.to_string(),
                (None, false) => "?".to_string(),
            });
            ui.label(date);
            match problem {
                None => load_button(ui, &file, entry, commands),
                Some(problem) => broken(ui, &tr!("saves-will-not-load"), problem),
            }
        }
        Reading::Broken(reason) => {
            broken(ui, &tr!("saves-broken"), reason);
            for _ in 0..5 {
                ui.label("");
            }
            ui.label(date);
            delete_button(ui, &file, entry, commands);
        }
    }
    file_label(ui, &file);
}

fn file_label(ui: &mut egui::Ui, file: &str) {
    ui.label(RichText::new(clip(file, 48)).weak()).on_hover_text(file);
}

fn load_button(ui: &mut egui::Ui, file: &str, entry: &SaveEntry, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let name = tr!("saves-load-named", file = file);
        let button = ui.button(tr!("saves-load")).on_hover_text(&name);
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if button.clicked() {
            commands.push(Command::Load(entry.path.clone()));
        }
        let name = tr!("saves-watch-named", file = file);
        let watch = ui
            .button(tr!("saves-watch"))
            .on_hover_text(tr!("saves-watch.tooltip"));
        watch.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if watch.clicked() {
            commands.push(Command::Replay(ReplayCommand::Watch(entry.path.clone())));
        }
        delete_button(ui, file, entry, commands);
    });
}

/// Delete, asked first ([`StoreCommand::Delete`]).
fn delete_button(ui: &mut egui::Ui, file: &str, entry: &SaveEntry, commands: &mut Vec<Command>) {
    let name = tr!("saves-delete-named", file = file);
    let button = ui.small_button(tr!("saves-delete")).on_hover_text(&name);
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if button.clicked() {
        commands.push(Command::Store(StoreCommand::Delete(entry.path.clone())));
    }
}

fn broken(ui: &mut egui::Ui, what: &str, reason: &str) {
    ui.colored_label(
        ERROR,
        tr!("saves-problem", what = what, reason = clip(reason, 40)),
    )
    .on_hover_text(clip(reason, 2000));
}

//! The storage widgets over every screen: the autosave banner — shown as soon as an autosave write fails, kept
//! until one succeeds, with a folder to save the game in instead — and the questions the app asks before it goes
//! on: keep the game in progress before starting or loading another, open a save whose setup changed, delete a save.

use crate::locale::tr;
use egui::{Color32, RichText};

use super::table::ERROR;
use crate::app_state::AppState;
use crate::command::Command;
use crate::status::SaveName;
use crate::store::setup_check::SetupCheck;
use crate::store::{Ask, Next, StoreCommand, clip};
use metro_play::session::GameSession;

/// The banner's own state: the folder being typed.
#[derive(Debug, Default)]
pub struct StoragePanel {
    folder: String,
}

impl StoragePanel {
    /// The autosave banner across the top, while autosave writes fail.
    pub fn banner(&mut self, ui: &mut egui::Ui, state: &AppState, commands: &mut Vec<Command>) {
        let Some(failure) = state.store.autosave.failure() else {
            return;
        };
        let frame = egui::Frame::new()
            .fill(Color32::from_rgb(120, 20, 20))
            .inner_margin(egui::Margin::symmetric(12, 8));
        egui::Panel::top("autosave-banner").frame(frame).show(ui, |ui| {
            ui.visuals_mut().override_text_color = Some(Color32::WHITE);
            let kept = match failure.last_good_actions {
                Some(n) => tr!("storage-last-good-kept", count = n),
                None => tr!("storage-no-autosave-yet"),
            };
            ui.label(
                RichText::new(tr!(
                    "storage-autosave-failing",
                    decision = failure.since_actions + 1,
                    message = clip(&failure.message, 240)
                ))
                .strong(),
            );
            ui.label(tr!("storage-play-goes-on", kept = kept));
            ui.horizontal(|ui| {
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut self.folder)
                        .hint_text(tr!("storage-folder-hint"))
                        .desired_width(360.0),
                );
                edit.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, tr!("storage-folder"))
                });
                let save = ui.add_enabled(
                    state.session.is_some(),
                    egui::Button::new(tr!("storage-save-copy")),
                );
                if save.clicked() {
                    let folder = self.folder.trim().into();
                    commands.push(Command::Store(StoreCommand::SaveCopy(folder)));
                }
                if ui.button(tr!("storage-retry")).clicked() {
                    commands.push(Command::Store(StoreCommand::RetryAutosave));
                }
            });
        });
    }

    /// The question the app waits on, in a modal window.
    pub fn question(&mut self, ui: &mut egui::Ui, state: &AppState, commands: &mut Vec<Command>) {
        let Some(ask) = &state.store.ask else { return };
        egui::Modal::new(egui::Id::unique("store-question")).show(ui.ctx(), |ui| {
            ui.set_max_width(560.0);
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            match ask {
                Ask::Abandon { next } => abandon(ui, state, next, commands),
                Ask::ChangedSetup { what, parts, .. } => changed(ui, what, parts, commands),
                Ask::Delete { path } => delete(ui, path, commands),
            }
        });
    }
}

fn abandon(ui: &mut egui::Ui, state: &AppState, next: &Next, commands: &mut Vec<Command>) {
    ui.heading(tr!("storage-in-progress"));
    if let Some(session) = &state.session {
        let decisions = session.save().actions.len();
        ui.label(tr!(
            "storage-in-progress-where",
            heading = clip(&session.heading(), 120),
            round = GameSession::round(session),
            count = decisions
        ));
    }
    ui.label(tr!("storage-kept-as-file"));
    ui.add_space(8.0);
    let go = match next {
        Next::Start => tr!("storage-keep-and-start"),
        Next::Resume => tr!("storage-keep-and-resume"),
        Next::Load(path) => {
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            tr!("storage-keep-and-load", file = clip(&name, 60))
        }
    };
    ui.horizontal(|ui| {
        if ui.button(RichText::new(go).strong()).clicked() {
            commands.push(Command::Store(StoreCommand::Confirm));
        }
        if ui.button(tr!("storage-cancel")).clicked() {
            commands.push(Command::Store(StoreCommand::Cancel));
        }
    });
}

fn delete(ui: &mut egui::Ui, path: &std::path::Path, commands: &mut Vec<Command>) {
    let file = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    ui.heading(tr!("storage-delete-title"));
    ui.label(tr!("storage-delete-what", file = clip(&file, 120)));
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui.button(tr!("storage-delete")).clicked() {
            commands.push(Command::Store(StoreCommand::Confirm));
        }
        if ui.button(RichText::new(tr!("storage-keep")).strong()).clicked() {
            commands.push(Command::Store(StoreCommand::Cancel));
        }
    });
}

fn changed(ui: &mut egui::Ui, what: &SaveName, parts: &[String], commands: &mut Vec<Command>) {
    ui.heading(tr!("storage-setup-changed"));
    ui.colored_label(
        ERROR,
        capitalised(&tr!(
            "storage-setup-changed-what",
            parts = SetupCheck::changed_words(parts),
            save = clip(&what.words(), 120)
        )),
    );
    ui.label(tr!("storage-setup-changed-why"));
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui.button(tr!("storage-open-anyway")).clicked() {
            commands.push(Command::Store(StoreCommand::Confirm));
        }
        if ui
            .button(RichText::new(tr!("storage-dont-open")).strong())
            .clicked()
        {
            commands.push(Command::Store(StoreCommand::Cancel));
        }
    });
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

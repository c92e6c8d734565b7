//! The storage widgets over every screen: the autosave banner — shown as soon as an autosave write fails, kept
//! until one succeeds, with a folder to save the game in instead — and the questions the app asks before it goes
//! on: keep the game in progress before starting or loading another, open a save whose setup changed.

use egui::{Color32, RichText};

use super::table::ERROR;
use crate::app_state::AppState;
use crate::command::Command;
use crate::session::plural;
use crate::store::setup_check::SetupCheck;
use crate::store::{Ask, Next, StoreCommand, clip};

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
                Some(n) => format!("the last good autosave (after {n} decision{}) is kept", plural(n)),
                None => "no autosave of this game exists yet".into(),
            };
            ui.label(
                RichText::new(format!(
                    "The autosave is failing (since decision {}): {}",
                    failure.since_actions + 1,
                    clip(&failure.message, 240)
                ))
                .strong(),
            );
            ui.label(format!(
                "Play goes on and nothing is lost yet: {kept}. Save the game in another folder to be safe; this \
                 banner stays until an autosave succeeds."
            ));
            ui.horizontal(|ui| {
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut self.folder)
                        .hint_text("a folder, e.g. /media/usb/metro")
                        .desired_width(360.0),
                );
                edit.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Folder to save in"));
                let save = ui.add_enabled(state.session.is_some(), egui::Button::new("Save a copy there"));
                if save.clicked() {
                    let folder = self.folder.trim().into();
                    commands.push(Command::Store(StoreCommand::SaveCopy(folder)));
                }
                if ui.button("Try the autosave again").clicked() {
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
            }
        });
    }
}

fn abandon(ui: &mut egui::Ui, state: &AppState, next: &Next, commands: &mut Vec<Command>) {
    ui.heading("A game is in progress");
    if let Some(session) = &state.session {
        let decisions = session.save().actions.len();
        ui.label(format!(
            "{}: round {}, {decisions} decision{} made.",
            clip(&session.heading(), 120),
            session.game().round(),
            plural(decisions)
        ));
    }
    ui.label(
        "It will be kept in your saves as a file of its own (…-unfinished.json), so you can load it later from the \
         list of saves.",
    );
    ui.add_space(8.0);
    let go = match next {
        Next::Start => "Keep it and start a new game".to_string(),
        Next::Resume => "Keep it and resume the autosave".to_string(),
        Next::Load(path) => {
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            format!("Keep it and load {}", clip(&name, 60))
        }
    };
    ui.horizontal(|ui| {
        if ui.button(RichText::new(go).strong()).clicked() {
            commands.push(Command::Store(StoreCommand::Confirm));
        }
        if ui.button("Cancel").clicked() {
            commands.push(Command::Store(StoreCommand::Cancel));
        }
    });
}

fn changed(ui: &mut egui::Ui, what: &str, parts: &[String], commands: &mut Vec<Command>) {
    ui.heading("This save's setup changed");
    ui.colored_label(
        ERROR,
        format!(
            "{} of {} changed since the game was saved.",
            capitalised(&SetupCheck::changed_words(parts)),
            clip(what, 120)
        ),
    );
    ui.label(
        "Replayed with the changed setup, it is not the game that was played: totals and events may differ. \
         Open it anyway?",
    );
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui.button("Open anyway").clicked() {
            commands.push(Command::Store(StoreCommand::Confirm));
        }
        if ui.button(RichText::new("Don't open it").strong()).clicked() {
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

//! The bar at the top of an editor: what is being edited, undo and redo, the file to save to, Save, Close and Test
//! by simulation; and what the editor does with what it asked once the frame's edits are applied (saving and the
//! autosave are the workbench's, [`crate::editor::shell`]).

use egui::RichText;

use crate::command::Command;
use crate::editor::shell::{Stored, Workbench};
use crate::locale::tr;
use crate::ui::table::ERROR;

/// What the bar asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BarAsks {
    /// Undo the last edit.
    pub undo: bool,
    /// Redo.
    pub redo: bool,
    /// Save to the path typed.
    pub save: bool,
    /// Leave the editor.
    pub close: bool,
    /// Test the draft by simulation (only offered while it is valid).
    pub simulate: bool,
}

impl BarAsks {
    /// After the frame's edits: save (then `saved` is the command that adds the file to the menu), leave, test by
    /// simulation, as asked; and autosave the draft.
    pub fn finish<K: Stored>(
        &self,
        bench: &mut Workbench<K>,
        commands: &mut Vec<Command>,
        leave: &mut bool,
        saved: fn(String) -> Command,
    ) {
        if self.save
            && let Some(path) = bench.save()
        {
            commands.push(saved(path.to_string_lossy().into_owned()));
        }
        if self.close {
            *leave = true;
        }
        if self.simulate {
            commands.push(Command::TestDraft);
        }
        bench.autosave();
    }
}

/// The width of the bar's title and its "unsaved changes".
const TITLE_WIDTH: f32 = 340.0;

/// The bar of a workbench as a panel at the top of the editor (`id`).
pub fn top<K: Stored>(ui: &mut egui::Ui, id: &'static str, title: &str, bench: &mut Workbench<K>) -> BarAsks {
    egui::Panel::top(id)
        .show(ui, |ui| self::ui(ui, title, bench))
        .inner
}

/// Draws the bar of a workbench: `title`, whether there are unsaved changes, undo and redo, the path to save to,
/// Save, Close, Test by simulation (offered while the draft is valid), and the last message.
pub fn ui<K: Stored>(ui: &mut egui::Ui, title: &str, bench: &mut Workbench<K>) -> BarAsks {
    let draft = bench.draft().draft();
    let (can_undo, can_redo, dirty) = (draft.can_undo(), draft.can_redo(), draft.is_dirty());
    let valid = bench.draft().valid().is_some();
    let mut asks = BarAsks::default();
    // wraps onto a second line where the words of the language shown do not fit on one
    ui.horizontal_wrapped(|ui| {
        // The title and "unsaved changes" in a place of their own width, so that saving (or a longer name) moves no
        // button: "Test by simulation" never lands where Save was (issue 26, item 4).
        ui.allocate_ui_with_layout(
            egui::vec2(TITLE_WIDTH, 24.0),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.set_width(TITLE_WIDTH);
                // "(unsaved changes)" first, so that a long title is the part shortened ("Map editor — Kita…").
                if dirty {
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.label(tr!("editor-unsaved-changes"));
                        ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                            ui.add(egui::Label::new(RichText::new(title).strong().size(18.0)).truncate());
                        });
                    });
                } else {
                    ui.add(egui::Label::new(RichText::new(title).strong().size(18.0)).truncate());
                }
            },
        );
        ui.separator();
        asks.undo = ui
            .add_enabled(can_undo, egui::Button::new(tr!("editor-undo")))
            .clicked();
        asks.redo = ui
            .add_enabled(can_redo, egui::Button::new(tr!("editor-redo")))
            .clicked();
        ui.separator();
        let label = ui.label(tr!("editor-save-to"));
        ui.add(egui::TextEdit::singleline(&mut bench.save_path).desired_width(320.0))
            .labelled_by(label.id);
        asks.save = ui.button(tr!("editor-save")).clicked();
        asks.close = ui.button(tr!("editor-close")).clicked();
        ui.separator();
        asks.simulate = ui
            .add_enabled(valid, egui::Button::new(tr!("editor-simulate")))
            .on_hover_text(tr!("editor-simulate.tooltip"))
            .on_disabled_hover_text(tr!("editor-simulate.disabled"))
            .clicked();
    });
    let (z, y) = (
        ui.input(|i| i.modifiers.command && i.key_pressed(egui::Key::Z)),
        ui.input(|i| i.modifiers.command && i.key_pressed(egui::Key::Y)),
    );
    let typing = ui.ctx().egui_wants_keyboard_input();
    asks.undo |= z && !typing && can_undo;
    asks.redo |= y && !typing && can_redo;
    // The message's line is kept when there is none, so that the first save (its "Saved to …") moves nothing below.
    match bench.message() {
        Some((true, text)) => {
            ui.colored_label(ERROR, text);
        }
        Some((false, text)) => {
            ui.label(text);
        }
        None => {
            ui.label(" ");
        }
    }
    asks
}

/// A one-line text field that hands its text over when editing ends (Enter or focus lost) and the text changed;
/// while not being edited it shows `current` (so undo shows at once).
pub fn text_field(
    ui: &mut egui::Ui,
    salt: impl egui::AsIdSalt,
    label: &str,
    current: &str,
    width: f32,
) -> Option<String> {
    let id = ui.scope_id().with(salt);
    let mut buffer = ui
        .data_mut(|d| d.get_temp::<String>(id))
        .unwrap_or_else(|| current.to_string());
    let l = ui.label(label);
    let response = ui
        .add(
            egui::TextEdit::singleline(&mut buffer)
                .id(id.with("edit"))
                .desired_width(width),
        )
        .labelled_by(l.id);
    if response.lost_focus() {
        ui.data_mut(|d| d.remove::<String>(id));
        return (buffer != current).then_some(buffer);
    }
    if response.has_focus() {
        ui.data_mut(|d| d.insert_temp(id, buffer));
    } else {
        ui.data_mut(|d| d.remove::<String>(id));
    }
    None
}

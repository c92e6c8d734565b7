//! The bar at the top of an editor: what is being edited, undo and redo, the file to save to, Save, and Close; and
//! the draft's autosave (every change of the text written at once to the drafts folder).

use std::path::{Path, PathBuf};

use egui::RichText;

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

/// The bar's own state: the path to save to, the last message, and what was last autosaved.
#[derive(Clone, Debug, Default)]
pub struct FileBar {
    /// Where Save writes.
    pub save_path: String,
    /// The last outcome (error or not, text).
    pub message: Option<(bool, String)>,
    autosaved: Option<u64>,
}

impl FileBar {
    /// A bar saving to `path`.
    pub fn new(path: &Path) -> FileBar {
        FileBar {
            save_path: path.to_string_lossy().into_owned(),
            ..FileBar::default()
        }
    }

    /// Draws the bar.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        title: &str,
        can_undo: bool,
        can_redo: bool,
        dirty: bool,
        valid: bool,
    ) -> BarAsks {
        let mut asks = BarAsks::default();
        // wraps onto a second line where the words of the language shown do not fit on one
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(title).strong().size(18.0));
            if dirty {
                ui.label(tr!("editor-unsaved-changes"));
            }
            ui.separator();
            asks.undo = ui
                .add_enabled(can_undo, egui::Button::new(tr!("editor-undo")))
                .clicked();
            asks.redo = ui
                .add_enabled(can_redo, egui::Button::new(tr!("editor-redo")))
                .clicked();
            ui.separator();
            let label = ui.label(tr!("editor-save-to"));
            ui.add(egui::TextEdit::singleline(&mut self.save_path).desired_width(320.0))
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
        if let Some((error, text)) = &self.message {
            if *error {
                ui.colored_label(ERROR, text);
            } else {
                ui.label(text);
            }
        }
        asks
    }

    /// Writes `text` to the save path (atomically); the path on success.
    pub fn save(&mut self, text: &str) -> Option<PathBuf> {
        let path = PathBuf::from(self.save_path.trim());
        if path.as_os_str().is_empty() || path.extension().is_none_or(|e| e != "toml") {
            self.message = Some((true, tr!("editor-save-needs-toml")));
            return None;
        }
        match crate::paths::write_atomic(&path, text) {
            Ok(()) => {
                self.message = Some((false, tr!("editor-saved-to", path = path.display().to_string())));
                Some(path)
            }
            Err(e) => {
                self.message = Some((
                    true,
                    tr!(
                        "editor-could-not-save",
                        path = path.display().to_string(),
                        error = e.to_string()
                    ),
                ));
                None
            }
        }
    }

    /// Writes the draft's text and save path to the drafts folder if the text changed since the last time.
    pub fn autosave(&mut self, draft: &(PathBuf, PathBuf), text: &str) {
        let hash = fnv(text);
        if self.autosaved == Some(hash) {
            return;
        }
        self.autosaved = Some(hash);
        let written = crate::paths::write_atomic(&draft.0, text)
            .and_then(|()| crate::paths::write_atomic(&draft.1, &self.save_path));
        if let Err(e) = written {
            self.message = Some((true, tr!("editor-could-not-autosave", error = e.to_string())));
        }
    }

    /// Notes that this text is on disk already (opened from a file or a draft), so it is not autosaved until it
    /// changes.
    pub fn note_autosaved(&mut self, text: &str) {
        self.autosaved = Some(fnv(text));
    }
}

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
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

//! The designer's workbench on screen: the map editor and the card-set editor, one panel per file, each a struct with
//! a `ui` method. Panels collect the edits of a frame and the editor applies them after drawing; the drafts, their
//! undo stacks and their checks live in [`crate::editor`].
//!
//! Unsaved work is never lost: every change of a draft's text is written at once (atomically) to the app's drafts
//! folder, which the menu offers to reopen; leaving an editor or closing the window with unsaved changes asks first,
//! and so does opening a new draft of a kind whose unsaved draft waits there (its autosave would replace it).

pub mod card_editor;
pub mod card_table;
pub mod file_bar;
pub mod issues;
pub mod map_canvas;
pub mod map_editor;
pub mod map_inspector;

use egui::RichText;

use crate::app_state::AppState;
use crate::command::Command;
pub use crate::command::Open;
use crate::editor::shell::Workbench;
use crate::editor::{CardSetFile, MapFile};
use crate::locale::tr;
use crate::paths::Paths;
pub use card_editor::CardEditor;
pub use map_editor::MapEditor;

/// Which editor is open.
pub enum Editor {
    /// The map editor.
    Map(Box<MapEditor>),
    /// The card-set editor.
    Cards(Box<CardEditor>),
}

/// The editor screen: the open editor and the question asked before leaving it with unsaved changes.
#[derive(Default)]
pub struct EditorScreen {
    /// The open editor, if any.
    pub editor: Option<Editor>,
    /// Asking whether to leave without saving.
    pub asking_to_leave: bool,
    /// Asking before opening this, which would replace the unsaved draft waiting in the drafts folder (whose save
    /// path is the second).
    pub asking_to_replace: Option<(Open, String)>,
    /// The element to select once the editor asked for opens (a simulation's finding, clicked).
    pub select_on_open: Option<(metro_play::findings::FindingFile, metro_core::Locus)>,
}

/// Which kind of draft opening `open` starts, if it starts a new one (not the autosaved draft): `Some(true)` a map,
/// `Some(false)` a card set.
fn new_draft_of(open: &Open) -> Option<bool> {
    match open {
        Open::NewMap | Open::EditMap(_) => Some(true),
        Open::NewCardSet | Open::EditCardSet(_) => Some(false),
        Open::MapDraft | Open::CardDraft => None,
    }
}

impl EditorScreen {
    /// Opens an editor as the menu asks: if it would start a new draft of a kind whose unsaved draft waits in the
    /// drafts folder, asks first (false: nothing opened yet); an error message if the source cannot be edited.
    pub fn request(&mut self, open: Open, state: &AppState) -> Result<bool, String> {
        let paths = &state.paths;
        let waiting = match new_draft_of(&open) {
            Some(true) if Workbench::<MapFile>::has_draft(paths) => {
                Some(Workbench::<MapFile>::draft_save_path(paths))
            }
            Some(false) if Workbench::<CardSetFile>::has_draft(paths) => {
                Some(Workbench::<CardSetFile>::draft_save_path(paths))
            }
            _ => None,
        };
        if let Some(path) = waiting {
            self.asking_to_replace = Some((open, path.display().to_string()));
            return Ok(false);
        }
        self.open(open, state)?;
        Ok(true)
    }

    /// Opens an editor after the designer chose to replace the unsaved draft of its kind: the draft is deleted once
    /// the editor is open (if it cannot be opened, the draft stays).
    pub fn replace_draft(&mut self, open: Open, state: &AppState) -> Result<(), String> {
        self.asking_to_replace = None;
        let map = new_draft_of(&open);
        self.open(open, state)?;
        match map {
            Some(true) => Workbench::<MapFile>::forget_draft(&state.paths),
            Some(false) => Workbench::<CardSetFile>::forget_draft(&state.paths),
            None => {}
        }
        Ok(())
    }

    /// The question asked before opening a new draft over an unsaved one: reopen that draft, discard it and go on,
    /// or cancel (drawn over whatever screen asked).
    pub fn replace_question(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let Some((open, path)) = &self.asking_to_replace else {
            return;
        };
        let map = new_draft_of(open) == Some(true);
        let mut cancel = false;
        // Discarding goes on to open what was asked, with the element it was to select.
        let mut discarded = false;
        egui::Modal::new(egui::Id::unique("replace-draft")).show(ui.ctx(), |ui| {
            ui.set_max_width(560.0);
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            ui.label(RichText::new(tr!("editor-replace-draft-title")).strong());
            let text = if map {
                tr!("editor-replace-map-draft-text", path = path.as_str())
            } else {
                tr!("editor-replace-card-draft-text", path = path.as_str())
            };
            ui.label(text);
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(RichText::new(tr!("editor-reopen-draft")).strong())
                    .clicked()
                {
                    let draft = if map { Open::MapDraft } else { Open::CardDraft };
                    commands.push(Command::OpenEditor(draft));
                    cancel = true;
                }
                if ui
                    .button(tr!("editor-discard-draft"))
                    .on_hover_text(tr!("editor-discard-draft.tooltip"))
                    .clicked()
                {
                    commands.push(Command::ReplaceDraft(open.clone()));
                    cancel = true;
                    discarded = true;
                }
                if ui.button(tr!("editor-cancel")).clicked() {
                    cancel = true;
                }
            });
        });
        if cancel {
            self.asking_to_replace = None;
            if !discarded {
                self.select_on_open = None;
            }
        }
    }

    /// Opens an editor; an error message if the source cannot be edited.
    pub fn open(&mut self, open: Open, state: &AppState) -> Result<(), String> {
        let (paths, catalog) = (&state.paths, &state.catalog);
        let editor = match open {
            Open::NewMap => Editor::Map(Box::new(MapEditor::new(Workbench::new(paths, catalog)))),
            Open::EditMap(key) => {
                Editor::Map(Box::new(MapEditor::new(Workbench::edit(&key, paths, catalog)?)))
            }
            Open::MapDraft => Editor::Map(Box::new(MapEditor::new(Workbench::reopen(paths, catalog)?))),
            Open::NewCardSet => Editor::Cards(Box::new(CardEditor::new(Workbench::new(paths, catalog)))),
            Open::EditCardSet(key) => {
                Editor::Cards(Box::new(CardEditor::new(Workbench::edit(&key, paths, catalog)?)))
            }
            Open::CardDraft => Editor::Cards(Box::new(CardEditor::new(Workbench::reopen(paths, catalog)?))),
        };
        self.editor = Some(editor);
        self.asking_to_leave = false;
        self.asking_to_replace = None;
        if let Some((file, locus)) = self.select_on_open.take() {
            self.select(file, &locus);
        }
        Ok(())
    }

    /// Selects the element at `locus` of the open editor's file, if the editor open edits `file` (a simulation's
    /// finding, clicked).
    pub fn select(&mut self, file: metro_play::findings::FindingFile, locus: &metro_core::Locus) {
        use metro_play::editor::FileKind;
        use metro_play::findings::FindingFile;
        match (&mut self.editor, file) {
            (Some(Editor::Map(m)), FindingFile::Map) => m.design.selection = MapFile::select(locus),
            (Some(Editor::Cards(c)), FindingFile::Cards) => c.selection = CardSetFile::select(locus),
            _ => {}
        }
    }

    /// The map editor, if it is the one open.
    pub fn map(&self) -> Option<&MapEditor> {
        match &self.editor {
            Some(Editor::Map(m)) => Some(m),
            _ => None,
        }
    }

    /// The map editor, to change (tests).
    pub fn map_mut(&mut self) -> Option<&mut MapEditor> {
        match &mut self.editor {
            Some(Editor::Map(m)) => Some(m),
            _ => None,
        }
    }

    /// The card-set editor, if it is the one open.
    pub fn cards(&self) -> Option<&CardEditor> {
        match &self.editor {
            Some(Editor::Cards(c)) => Some(c),
            _ => None,
        }
    }

    /// The card-set editor, to change (tests).
    pub fn cards_mut(&mut self) -> Option<&mut CardEditor> {
        match &mut self.editor {
            Some(Editor::Cards(c)) => Some(c),
            _ => None,
        }
    }

    /// Whether the open draft has unsaved changes.
    pub fn is_dirty(&self) -> bool {
        match &self.editor {
            Some(Editor::Map(m)) => m.draft().draft().is_dirty(),
            Some(Editor::Cards(c)) => c.draft().draft().is_dirty(),
            None => false,
        }
    }

    /// Closes the editor. With `forget_draft` (nothing unsaved) its autosaved draft is deleted; otherwise it stays
    /// in the drafts folder for the menu to offer.
    pub fn close(&mut self, paths: &Paths, forget_draft: bool) {
        match &self.editor {
            Some(Editor::Map(_)) if forget_draft => Workbench::<MapFile>::forget_draft(paths),
            Some(Editor::Cards(_)) if forget_draft => Workbench::<CardSetFile>::forget_draft(paths),
            Some(_) => {}
            None => return,
        }
        self.editor = None;
        self.asking_to_leave = false;
    }

    /// Draws the open editor; asks before leaving with unsaved changes (the Close button or the window's).
    pub fn ui(&mut self, ui: &mut egui::Ui, _state: &mut AppState, commands: &mut Vec<Command>) {
        let mut leave = false;
        match &mut self.editor {
            Some(Editor::Map(m)) => m.ui(ui, commands, &mut leave),
            Some(Editor::Cards(c)) => c.ui(ui, commands, &mut leave),
            None => {
                commands.push(Command::CloseEditor);
                return;
            }
        }
        if ui.ctx().input(|i| i.viewport().close_requested()) && self.is_dirty() {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.asking_to_leave = true;
        }
        if leave {
            if self.is_dirty() {
                self.asking_to_leave = true;
            } else {
                commands.push(Command::CloseEditor);
            }
        }
        if self.asking_to_leave {
            egui::Modal::new(egui::Id::unique("leave-editor")).show(ui.ctx(), |ui| {
                ui.label(RichText::new(tr!("editor-leave-title")).strong());
                ui.label(tr!("editor-leave-text"));
                ui.horizontal(|ui| {
                    if ui.button(tr!("editor-keep-editing")).clicked() {
                        self.asking_to_leave = false;
                    }
                    if ui.button(tr!("editor-leave-without-saving")).clicked() {
                        self.asking_to_leave = false;
                        commands.push(Command::LeaveEditor);
                    }
                });
            });
        }
    }
}

/// The menu's row of the designer's tools: new map, edit the chosen map (a built-in as a copy), the same for card
/// sets, and reopening an autosaved draft.
pub fn menu_row(ui: &mut egui::Ui, state: &AppState, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr!("editor-design")).strong());
        if ui.button(tr!("editor-new-map")).clicked() {
            commands.push(Command::OpenEditor(Open::NewMap));
        }
        if ui
            .button(tr!("editor-edit-map"))
            .on_hover_text(tr!("editor-edit-map.tooltip"))
            .clicked()
        {
            commands.push(Command::OpenEditor(Open::EditMap(state.settings.map.clone())));
        }
        if ui.button(tr!("editor-new-card-set")).clicked() {
            commands.push(Command::OpenEditor(Open::NewCardSet));
        }
        if ui
            .button(tr!("editor-edit-card-set"))
            .on_hover_text(tr!("editor-edit-card-set.tooltip"))
            .clicked()
        {
            commands.push(Command::OpenEditor(Open::EditCardSet(
                state.settings.cards.clone(),
            )));
        }
        if Workbench::<MapFile>::has_draft(&state.paths)
            && ui.button(tr!("editor-reopen-map-draft")).clicked()
        {
            commands.push(Command::OpenEditor(Open::MapDraft));
        }
        if Workbench::<CardSetFile>::has_draft(&state.paths)
            && ui.button(tr!("editor-reopen-card-draft")).clicked()
        {
            commands.push(Command::OpenEditor(Open::CardDraft));
        }
    });
}

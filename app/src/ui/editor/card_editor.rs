//! The card-set editor: the file bar on top, the problems list at the bottom and the card table in the middle. Edits
//! are applied after the frame (one undo step each) and the draft is autosaved.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use metro_core::CardSet;

use super::card_table::{CardTable, TableAsk};
use super::file_bar::FileBar;
use super::issues::IssuesPanel;
use crate::app_state::AppState;
use crate::command::Command;
use crate::editor::cards::{CardSelection, CardSetDraft};
use crate::locale::tr;
use crate::store::read::{DATA_CAP, read_text};

/// The card-set editor.
pub struct CardEditor {
    /// The draft.
    pub draft: CardSetDraft,
    /// What is selected.
    pub selection: CardSelection,
    table: CardTable,
    issues: IssuesPanel,
    bar: FileBar,
    draft_files: (PathBuf, PathBuf),
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| "cards.toml".into(), |n| n.to_string_lossy().into_owned())
}

impl CardEditor {
    fn with(draft: CardSetDraft, save_to: &Path, state: &AppState) -> CardEditor {
        let mut bar = FileBar::new(save_to);
        if !draft.draft().is_dirty() {
            bar.note_autosaved(draft.text());
        }
        CardEditor {
            draft,
            selection: CardSelection::Set,
            table: CardTable::default(),
            issues: IssuesPanel,
            bar,
            draft_files: super::draft_paths(&state.paths, "cards"),
        }
    }

    /// A new card set, to be saved in the card-set folder.
    pub fn new_set(state: &AppState) -> CardEditor {
        let path = state.paths.cards().join("new-cards.toml");
        let draft = CardSetDraft::new_set(&file_name(&path), state.catalog.registry.kinds());
        CardEditor::with(draft, &path, state)
    }

    /// The card set of a catalogue key: a built-in as an unsaved copy, a file as itself.
    pub fn edit(key: &str, state: &AppState) -> Result<CardEditor, String> {
        let choice = state
            .catalog
            .card_set(key)
            .ok_or_else(|| tr!("editor-no-card-set", key = key))?;
        let (text, path, saved) = match &choice.source {
            metro_save::DataSource::Builtin(k) => {
                let source = state
                    .catalog
                    .registry
                    .card_set(k)
                    .ok_or_else(|| tr!("editor-no-builtin-card-set", key = k.as_str()))?;
                let path = state
                    .paths
                    .cards()
                    .join(format!("{}-copy.toml", crate::store::saves::slug(k)));
                (source.text.clone(), path, false)
            }
            metro_save::DataSource::Embedded { path, toml } => (toml.clone(), PathBuf::from(path), true),
        };
        let draft = CardSetDraft::open(&file_name(&path), &text, saved, state.catalog.registry.kinds())
            .map_err(|e| tr!("editor-cannot-edit", key = key, error = e.to_string()))?;
        Ok(CardEditor::with(draft, &path, state))
    }

    /// The autosaved draft.
    pub fn reopen(state: &AppState) -> Result<CardEditor, String> {
        let (text_file, path_file) = super::draft_paths(&state.paths, "cards");
        let text = read_text(&text_file, DATA_CAP)
            .map_err(|e| tr!("editor-card-draft-unreadable", error = e.to_string()))?;
        let path = read_text(&path_file, 4096)
            .ok()
            .map(|p| PathBuf::from(p.trim()))
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| state.paths.cards().join("new-cards.toml"));
        let draft = CardSetDraft::open(&file_name(&path), &text, false, state.catalog.registry.kinds())
            .map_err(|e| tr!("editor-card-draft-uneditable", error = e.to_string()))?;
        let mut editor = CardEditor::with(draft, &path, state);
        editor.bar.note_autosaved(&text);
        Ok(editor)
    }

    /// The draft as a valid card set and its text, if it has no problem.
    pub fn valid_card_set(&self) -> Option<(Arc<CardSet>, &str)> {
        self.draft.valid_card_set()
    }

    /// Sets the path Save writes to.
    pub fn set_save_path(&mut self, path: &str) {
        self.bar.save_path = path.to_string();
    }

    /// The last message of the file bar or of an edit.
    pub fn message(&self) -> Option<&(bool, String)> {
        self.bar.message.as_ref()
    }

    /// Draws the editor and applies what was asked. `leave`: set when the designer asks to close it.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        _state: &mut AppState,
        commands: &mut Vec<Command>,
        leave: &mut bool,
    ) {
        let mut asks = Vec::new();
        let title = tr!(
            "editor-card-title",
            name = crate::store::clip(&self.draft.model().name, 40)
        );
        let bar = egui::Panel::top("card-editor-bar")
            .show(ui, |ui| {
                self.bar.ui(
                    ui,
                    &title,
                    self.draft.draft().can_undo(),
                    self.draft.draft().can_redo(),
                    self.draft.draft().is_dirty(),
                    self.draft.valid_card_set().is_some(),
                )
            })
            .inner;
        let issues: Vec<_> = self.draft.issues().iter().map(|i| &i.diagnostic).collect();
        let selected: Vec<bool> = self
            .draft
            .issues()
            .iter()
            .map(|i| i.selection == self.selection && i.selection != CardSelection::Set)
            .collect();
        egui::Panel::bottom("card-editor-issues")
            .exact_size(130.0)
            .resizable(false)
            .show(ui, |ui| {
                if let Some(i) = self.issues.ui(ui, &issues, 0, &selected)
                    && let Some(issue) = self.draft.issues().get(i)
                {
                    asks.push(TableAsk::Select(issue.selection));
                    self.table.reveal = true;
                }
            });
        let faulty: Vec<CardSelection> = self.draft.issues().iter().map(|i| i.selection).collect();
        egui::CentralPanel::default_margins().show(ui, |ui| {
            self.table.ui(
                ui,
                self.draft.model(),
                self.draft.kinds(),
                self.selection,
                &faulty,
                &mut asks,
            );
        });
        if bar.undo {
            self.draft.undo();
        }
        if bar.redo {
            self.draft.redo();
        }
        for ask in asks {
            self.ask(ask);
        }
        if bar.save {
            self.save(commands);
        }
        if bar.close {
            *leave = true;
        }
        if bar.simulate {
            commands.push(Command::TestDraft);
        }
        if self.draft.draft().is_dirty() {
            self.bar.autosave(&self.draft_files, self.draft.text());
        }
    }

    /// Applies one ask (the table's and the tests').
    pub fn ask(&mut self, ask: TableAsk) {
        match ask {
            TableAsk::Select(s) => self.selection = s,
            TableAsk::Edit(edit) => match self.draft.apply(edit) {
                Ok(()) => {
                    if self.bar.message.as_ref().is_some_and(|m| m.0) {
                        self.bar.message = None;
                    }
                }
                Err(e) => self.bar.message = Some((true, e.to_string())),
            },
        }
    }

    /// Saves the draft to the path of the file bar and adds it to the menu's card sets.
    pub fn save(&mut self, commands: &mut Vec<Command>) {
        if let Some(path) = self.bar.save(self.draft.text()) {
            self.draft.mark_saved(&file_name(&path));
            commands.push(Command::AddCardFile(path.to_string_lossy().into_owned()));
        }
    }
}

//! The card-set editor: the file bar on top, the problems list at the bottom and the card table in the middle. Edits
//! are applied after the frame (one undo step each) and the draft is autosaved.

use std::sync::Arc;

use metro_core::CardSet;

use super::card_table::{CardTable, TableAsk};
use super::file_bar;
use super::issues::IssuesPanel;
use crate::command::Command;
use crate::editor::cards::{CardSelection, CardSetDraft, CardSetFile};
use crate::editor::shell::Workbench;
use crate::locale::tr;

/// The card-set editor.
pub struct CardEditor {
    /// The draft, where it is saved, and its autosave.
    pub bench: Workbench<CardSetFile>,
    /// What is selected.
    pub selection: CardSelection,
    table: CardTable,
    issues: IssuesPanel,
}

impl CardEditor {
    /// The editor of a workbench (new, opened from the catalogue or reopened: [`Workbench`]), nothing selected.
    pub fn new(bench: Workbench<CardSetFile>) -> CardEditor {
        CardEditor {
            bench,
            selection: CardSelection::Set,
            table: CardTable::default(),
            issues: IssuesPanel,
        }
    }

    /// The draft.
    pub fn draft(&self) -> &CardSetDraft {
        self.bench.draft()
    }

    /// The draft as a valid card set and its text, if it has no problem.
    pub fn valid_card_set(&self) -> Option<(Arc<CardSet>, &str)> {
        self.bench.draft().valid()
    }

    /// Sets the path Save writes to.
    pub fn set_save_path(&mut self, path: &str) {
        self.bench.save_path = path.to_string();
    }

    /// Draws the editor and applies what was asked. `leave`: set when the designer asks to close it.
    pub fn ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>, leave: &mut bool) {
        let mut asks = Vec::new();
        let title = tr!(
            "editor-card-title",
            name = crate::store::clip(&self.draft().model().name, 40)
        );
        let bar = file_bar::top(ui, "card-editor-bar", &title, &mut self.bench);
        let draft = self.bench.draft();
        if let Some(selection) = self.issues.bottom(
            ui,
            "card-editor-issues",
            draft.issues(),
            draft.omitted(),
            &self.selection,
        ) {
            asks.push(TableAsk::Select(selection));
            self.table.reveal = true;
        }
        let faulty: Vec<CardSelection> = draft.issues().iter().map(|i| i.selection).collect();
        egui::CentralPanel::default_margins().show(ui, |ui| {
            self.table.ui(
                ui,
                draft.model(),
                draft.kinds(),
                self.selection,
                &faulty,
                &mut asks,
            );
        });
        if bar.undo {
            self.bench.undo();
        }
        if bar.redo {
            self.bench.redo();
        }
        for ask in asks {
            self.ask(ask);
        }
        bar.finish(&mut self.bench, commands, leave, Command::AddCardFile);
    }

    /// Applies one ask (the table's and the tests').
    pub fn ask(&mut self, ask: TableAsk) {
        match ask {
            TableAsk::Select(s) => self.selection = s,
            TableAsk::Edit(edit) => {
                self.bench.apply(edit);
            }
        }
    }
}

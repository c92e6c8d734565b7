//! Export of the current run: its raw records as JSON Lines (the format of `metro sim --json`) and its tables as
//! CSV files, to a path the user types. Nothing is overwritten: an existing file is an error shown here.

use std::path::PathBuf;

use super::run::Outcome;
use crate::locale::tr;
use crate::ui::table::ERROR;

/// The export panel: the paths being typed and the last result.
#[derive(Debug, Default)]
pub struct ExportPanel {
    records_path: String,
    tables_path: String,
    message: Option<Result<String, String>>,
}

/// Copies the run's records to `to`, which must not exist.
pub fn export_records(outcome: &Outcome, to: &std::path::Path) -> Result<String, String> {
    let from = outcome
        .records
        .as_ref()
        .ok_or_else(|| tr!("simulation-export-no-records"))?;
    let mut source =
        std::fs::File::open(from).map_err(|e| tr!("simulation-export-cannot-read", error = e.to_string()))?;
    let cannot_write = |e: std::io::Error| {
        tr!(
            "simulation-export-cannot-write",
            path = to.display().to_string(),
            error = e.to_string()
        )
    };
    let mut target = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(to)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => {
                tr!("simulation-export-exists", path = to.display().to_string())
            }
            _ => cannot_write(e),
        })?;
    let bytes = std::io::copy(&mut source, &mut target).map_err(cannot_write)?;
    target.sync_all().map_err(cannot_write)?;
    Ok(tr!(
        "simulation-export-records-written",
        games = outcome.aggregates.games,
        bytes = bytes,
        path = to.display().to_string()
    ))
}

/// Writes the run's tables as CSV files into the folder `to`.
pub fn export_tables(outcome: &Outcome, to: &std::path::Path) -> Result<String, String> {
    metro_sim::export::write_csv_dir(to, &outcome.aggregates)
        .map(|files| {
            tr!(
                "simulation-export-tables-written",
                tables = files.len(),
                path = to.display().to_string()
            )
        })
        .map_err(|e| e.to_string())
}

impl ExportPanel {
    /// Draws the panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, current: &Outcome) {
        ui.strong(tr!("simulation-export-title"));
        ui.horizontal_wrapped(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.records_path)
                    .hint_text("records.jsonl")
                    .desired_width(190.0),
            );
            if ui
                .button(tr!("simulation-export-records"))
                .on_hover_text(tr!("simulation-export-records.tooltip"))
                .clicked()
            {
                self.message = Some(match self.records_path.trim() {
                    "" => Err(tr!("simulation-export-type-file")),
                    path => export_records(current, &PathBuf::from(path)),
                });
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.tables_path)
                    .hint_text(tr!("simulation-export-folder-hint"))
                    .desired_width(190.0),
            );
            if ui
                .button(tr!("simulation-export-tables"))
                .on_hover_text(tr!("simulation-export-tables.tooltip"))
                .clicked()
            {
                self.message = Some(match self.tables_path.trim() {
                    "" => Err(tr!("simulation-export-type-folder")),
                    path => export_tables(current, &PathBuf::from(path)),
                });
            }
        });
        match &self.message {
            Some(Ok(text)) => {
                ui.label(text);
            }
            Some(Err(text)) => {
                ui.colored_label(ERROR, text);
            }
            None => {}
        }
    }
}

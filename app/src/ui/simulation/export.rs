//! Export of the current run: its raw records as JSON Lines (the format of `metro sim --json`) and its tables as
//! CSV files, to a path the user types. Nothing is overwritten: an existing file is an error shown here.

use std::path::PathBuf;

use super::run::Outcome;
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
        .ok_or("This run's records were not kept (no temporary file).")?;
    let mut source = std::fs::File::open(from).map_err(|e| format!("Cannot read the records: {e}"))?;
    let mut target = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(to)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => {
                format!("{} exists already; nothing was overwritten.", to.display())
            }
            _ => format!("Cannot write {}: {e}", to.display()),
        })?;
    let bytes =
        std::io::copy(&mut source, &mut target).map_err(|e| format!("Cannot write {}: {e}", to.display()))?;
    target
        .sync_all()
        .map_err(|e| format!("Cannot write {}: {e}", to.display()))?;
    Ok(format!(
        "{} games ({bytes} bytes) written to {}",
        outcome.aggregates.games,
        to.display()
    ))
}

/// Writes the run's tables as CSV files into the folder `to`.
pub fn export_tables(outcome: &Outcome, to: &std::path::Path) -> Result<String, String> {
    metro_sim::export::write_csv_dir(to, &outcome.aggregates)
        .map(|files| format!("{} tables written to {}", files.len(), to.display()))
        .map_err(|e| e.to_string())
}

impl ExportPanel {
    /// Draws the panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, current: &Outcome) {
        ui.strong("Export this run");
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.records_path)
                    .hint_text("records.jsonl")
                    .desired_width(190.0),
            );
            if ui
                .button("Records")
                .on_hover_text("The raw records, one JSON object per game")
                .clicked()
            {
                self.message = Some(match self.records_path.trim() {
                    "" => Err("Type a file path first.".into()),
                    path => export_records(current, &PathBuf::from(path)),
                });
            }
        });
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.tables_path)
                    .hint_text("a folder for the CSV tables")
                    .desired_width(190.0),
            );
            if ui
                .button("Tables")
                .on_hover_text("The tables as CSV files")
                .clicked()
            {
                self.message = Some(match self.tables_path.trim() {
                    "" => Err("Type a folder path first.".into()),
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

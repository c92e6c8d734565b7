//! The log: every fact of the game once, in the order it was shown (lines of the animation appear as it plays),
//! newest at the bottom, round beginnings as headings.

use egui::RichText;

use super::table::Table;

/// The log panel's own state.
#[derive(Debug, Default)]
pub struct LogPanel;

/// How many lines the log shows at most (the save keeps everything).
const SHOWN: usize = 600;

impl LogPanel {
    /// Draws the log.
    pub fn ui(&mut self, ui: &mut egui::Ui, t: &Table) {
        ui.label(RichText::new("Log").strong());
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.spacing_mut().item_spacing.y = 2.0;
                let log = t.session.log();
                let start = log.len().saturating_sub(SHOWN);
                for line in &log[start..] {
                    let text = RichText::new(&line.text).size(12.0);
                    if line.text.starts_with("Round ") && line.text.ends_with("begins.") {
                        ui.add_space(4.0);
                        ui.label(text.strong());
                    } else {
                        ui.label(text);
                    }
                }
            });
    }
}

//! The log: every decision and what it caused, as the game tells it (metro-play's table keeps it language-neutral
//! and tells it again when the language changes), newest at the bottom and followed as play goes on; a person's
//! decisions and the bots' alike, each decision's consequences indented under it.

use egui::RichText;
use metro_play::table::LineKind;

use super::Frame;
use crate::locale::tr;

/// How many lines the log shows at most (the newest).
const SHOWN: usize = 800;

/// The log's own state.
#[derive(Debug, Default)]
pub struct LogPanel {
    /// The number of lines shown last frame (tests read it).
    pub shown: usize,
}

impl LogPanel {
    /// Draws the log.
    pub fn ui(&mut self, ui: &mut egui::Ui, f: &Frame) {
        ui.label(RichText::new(tr!("chicago-log")).strong());
        let lines = f.table.log();
        let from = lines.len().saturating_sub(SHOWN);
        self.shown = lines.len() - from;
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .stick_to_bottom(true)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                for line in &lines[from..] {
                    match line.kind {
                        LineKind::Note => {
                            ui.label(RichText::new(line.text.as_str()).italics());
                        }
                        LineKind::Decision => {
                            ui.label(RichText::new(line.text.as_str()).strong());
                        }
                        LineKind::Event => {
                            ui.horizontal_wrapped(|ui| {
                                ui.add_space(16.0);
                                ui.label(line.text.as_str());
                            });
                        }
                    }
                }
            });
    }
}

//! The table's log as the server tells it to this seat (in this client's language), newest followed.

use metro_client::TableView;

use crate::locale::tr;

/// The log (it follows the newest line).
#[derive(Default)]
pub struct LogPanel;

impl LogPanel {
    /// Draws the log.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &TableView) {
        ui.label(egui::RichText::new(tr!("online-log")).strong());
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .stick_to_bottom(true)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                for line in &view.state.log {
                    ui.label(line);
                }
            });
    }
}

//! The live list of a draft's problems, as `metro map check` / `metro cards check` word them (line:column: message
//! (rule)); clicking one selects the element at fault.

use egui::RichText;
use metro_data::Diagnostic;

use crate::locale::tr;
use crate::ui::table::ERROR;

/// The problems list panel.
#[derive(Clone, Copy, Debug, Default)]
pub struct IssuesPanel;

impl IssuesPanel {
    /// Draws the list of `diagnostics` (with `omitted` more not listed); returns the index of the one clicked.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        diagnostics: &[&Diagnostic],
        omitted: usize,
        selected: &[bool],
    ) -> Option<usize> {
        let mut clicked = None;
        if diagnostics.is_empty() {
            ui.label(RichText::new(tr!("editor-no-problems")).color(egui::Color32::from_rgb(40, 140, 60)));
            return None;
        }
        ui.label(RichText::new(tr!("editor-problems", count = diagnostics.len() + omitted)).color(ERROR));
        egui::ScrollArea::vertical()
            .id_salt("issues")
            .auto_shrink([false, true])
            .max_height(ui.available_height())
            .show(ui, |ui| {
                for (i, d) in diagnostics.iter().enumerate() {
                    let text = format!(
                        "{}:{}: {}{}",
                        d.line,
                        d.column,
                        crate::store::clip(&d.message, 300),
                        d.rule.map(|r| format!(" ({r})")).unwrap_or_default()
                    );
                    if ui
                        .selectable_label(selected.get(i).copied().unwrap_or(false), text)
                        .clicked()
                    {
                        clicked = Some(i);
                    }
                }
                if omitted > 0 {
                    ui.label(tr!("editor-problems-more", count = omitted));
                }
            });
        clicked
    }
}

//! The live list of a draft's problems, as `metro map check` / `metro cards check` word them (line:column: message
//! (rule)); clicking one selects the element at fault.

use egui::RichText;

use crate::editor::Issue;
use crate::locale::tr;
use crate::ui::table::ERROR;

/// The problems list panel.
#[derive(Clone, Copy, Debug, Default)]
pub struct IssuesPanel;

impl IssuesPanel {
    /// The list as a panel at the bottom of the editor (`id`, a fixed height); the selection of the one clicked.
    pub fn bottom<S: Clone + PartialEq + Default>(
        &mut self,
        ui: &mut egui::Ui,
        id: &'static str,
        issues: &[Issue<S>],
        omitted: usize,
        selection: &S,
    ) -> Option<S> {
        egui::Panel::bottom(id)
            .exact_size(130.0)
            .resizable(false)
            .show(ui, |ui| self.ui(ui, issues, omitted, selection))
            .inner
    }

    /// Draws the list of `issues` (with `omitted` more not listed), those about `selection` (unless it is the
    /// default: the whole file) marked; returns the selection of the one clicked.
    pub fn ui<S: Clone + PartialEq + Default>(
        &mut self,
        ui: &mut egui::Ui,
        issues: &[Issue<S>],
        omitted: usize,
        selection: &S,
    ) -> Option<S> {
        let mut clicked = None;
        if issues.is_empty() {
            ui.label(RichText::new(tr!("editor-no-problems")).color(egui::Color32::from_rgb(40, 140, 60)));
            return None;
        }
        ui.label(RichText::new(tr!("editor-problems", count = issues.len() + omitted)).color(ERROR));
        egui::ScrollArea::vertical()
            .id_salt("issues")
            .auto_shrink([false, true])
            .max_height(ui.available_height())
            .show(ui, |ui| {
                for issue in issues {
                    let d = &issue.diagnostic;
                    let text = format!(
                        "{}:{}: {}{}",
                        d.line,
                        d.column,
                        crate::store::clip(&d.message, 300),
                        d.rule.map(|r| format!(" ({r})")).unwrap_or_default()
                    );
                    let selected = issue.selection == *selection && issue.selection != S::default();
                    if ui.selectable_label(selected, text).clicked() {
                        clicked = Some(issue.selection.clone());
                    }
                }
                if omitted > 0 {
                    ui.label(tr!("editor-problems-more", count = omitted));
                }
            });
        clicked
    }
}

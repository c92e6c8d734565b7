//! The run's progress: games done of those asked, a progress bar and the cancel button; after a run, how it ended.

use super::run::{Outcome, Run};
use crate::locale::tr;

/// The progress panel (no state of its own).
#[derive(Debug, Default)]
pub struct ProgressPanel;

impl ProgressPanel {
    /// Draws the progress; true when the user asks to cancel.
    pub fn ui(&self, ui: &mut egui::Ui, run: Option<&Run>, last: Option<&Outcome>) -> bool {
        match run {
            Some(run) => {
                let done = run.done();
                let fraction = done as f32 / run.games.max(1) as f32;
                ui.add(
                    egui::ProgressBar::new(fraction)
                        .text(tr!("simulation-progress", done = done, games = run.games))
                        .animate(true),
                );
                if run.cancelling() {
                    ui.label(tr!("simulation-stopping"));
                    false
                } else {
                    ui.button(tr!("simulation-cancel")).clicked()
                }
            }
            None => {
                if let Some(last) = last {
                    ui.add(
                        egui::ProgressBar::new(1.0)
                            .text(tr!("simulation-games-done", games = last.aggregates.games)),
                    );
                    if let Some(stopped) = &last.stopped {
                        ui.label(stopped);
                    }
                }
                false
            }
        }
    }
}

//! The run's progress: games done of those asked, the speed and the time left, a progress bar and the cancel button;
//! after a run, how it ended. The bar is not animated: the screen repaints a few times a second while a run plays
//! ([`super::PROGRESS_REPAINT`]), so that the cores play games rather than draw frames.

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
                let text = match run.rate() {
                    Some((rate, left)) => tr!(
                        "simulation-progress-rate",
                        done = done,
                        games = run.games,
                        rate = format!("{rate:.0}"),
                        left = time_left(left)
                    ),
                    None => tr!("simulation-progress", done = done, games = run.games),
                };
                ui.add(egui::ProgressBar::new(fraction).text(text));
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

/// "1:05" (minutes and seconds), "1:02:05" past an hour.
fn time_left(left: std::time::Duration) -> String {
    let s = left.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_left_reads_as_a_clock() {
        assert_eq!(time_left(std::time::Duration::from_secs(65)), "1:05");
        assert_eq!(time_left(std::time::Duration::from_secs(3725)), "1:02:05");
        assert_eq!(time_left(std::time::Duration::ZERO), "0:00");
    }
}

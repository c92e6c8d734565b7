//! Watching a saved game: the timeline under the header — to the start, one decision back, one forward, to the end,
//! and a slider over the decisions — and where the position shown stands. The board, the panels and the log show
//! the game after the decisions chosen; nothing can be played.

use crate::chicago::Watch;
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// The timeline's height, in points.
pub const HEIGHT: f32 = 34.0;

/// The timeline (no state of its own: the position is the watched game's).
pub struct TimelinePanel;

impl TimelinePanel {
    /// Draws the timeline.
    pub fn ui(ui: &mut egui::Ui, watch: &Watch, commands: &mut Vec<Command>) {
        let (at, len) = (watch.at(), watch.len());
        let mut seek = None;
        ui.horizontal_centered(|ui| {
            let buttons = [
                (tr!("chicago-replay-first"), at > 0, 0),
                (tr!("chicago-replay-back"), at > 0, at.saturating_sub(1)),
                (tr!("chicago-replay-forward"), at < len, at + 1),
                (tr!("chicago-replay-last"), at < len, len),
            ];
            for (label, enabled, to) in buttons {
                if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                    seek = Some(to);
                }
            }
            let mut shown = at;
            let slider = ui.add(egui::Slider::new(&mut shown, 0..=len).show_value(false).text(tr!(
                "chicago-replay-position",
                at = at,
                count = len
            )));
            slider.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Slider, true, tr!("chicago-replay-slider"))
            });
            if shown != at {
                seek = Some(shown);
            }
        });
        if let Some(to) = seek {
            commands.push(Command::Chicago(ChicagoCommand::Seek(to)));
        }
    }
}

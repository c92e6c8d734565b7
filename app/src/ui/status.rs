//! The status line: the last message — news, a warning or an error — in a box of its own at the window's top right,
//! over whatever lies there, so that nothing on screen moves when one appears (a menu button that moved under the
//! pointer opened Rules instead of Language). Said in the language shown now ([`crate::status::StatusKind::text`]);
//! news fades after a few seconds, a warning or an error stays until dismissed with its ✕ (painted, as egui paints a
//! window's, so that it needs no glyph of the fonts).

use egui::{Color32, RichText};

use super::table::ERROR;
use crate::app_state::AppState;
use crate::command::Command;
use crate::locale::tr;
use crate::status::Level;

/// The widest the box is, in points: a long message wraps.
const WIDTH: f32 = 420.0;
/// The ✕'s size, in points.
const CROSS: f32 = 16.0;
/// A warning's colour.
const WARNING: Color32 = Color32::from_rgb(230, 170, 40);

/// The status line (no state of its own: the message and its age are the app's).
#[derive(Debug, Default)]
pub struct StatusPanel;

impl StatusPanel {
    /// Draws the message, if any, at the top right below `top` (where the screen's own top bar ends), at `now`.
    pub fn ui(ui: &mut egui::Ui, state: &AppState, top: f32, now: f64, commands: &mut Vec<Command>) {
        let Some(status) = &state.status else { return };
        let opacity = status.opacity(now);
        if opacity <= 0.0 {
            return;
        }
        let colour = match status.level() {
            Level::News => ui.visuals().strong_text_color(),
            Level::Warning => WARNING,
            Level::Error => ERROR,
        };
        let text = status.text();
        egui::Area::new(egui::Id::unique("status-line"))
            .order(egui::Order::Foreground)
            .anchor(
                egui::Align2::RIGHT_TOP,
                egui::vec2(-12.0, top + super::header::HEIGHT + 6.0),
            )
            .show(ui.ctx(), |ui| {
                ui.set_opacity(opacity);
                let frame = egui::Frame::popup(ui.style()).stroke(egui::Stroke::new(1.0, colour));
                frame.show(ui, |ui| {
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_max_width(WIDTH);
                            ui.add(egui::Label::new(RichText::new(&text).color(colour)).wrap());
                        });
                        if status.stays() && dismiss(ui).clicked() {
                            commands.push(Command::DismissStatus);
                        }
                    });
                });
            });
    }
}

/// The ✕ that takes a warning or an error away, named "Dismiss" for screen readers and on hover.
fn dismiss(ui: &mut egui::Ui) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(CROSS, CROSS), egui::Sense::click());
    let name = tr!("status-dismiss");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    let visuals = ui.style().interact(&response);
    let cross = rect.shrink(3.0).expand(visuals.expansion);
    let stroke = visuals.fg_stroke;
    ui.painter()
        .line_segment([cross.left_top(), cross.right_bottom()], stroke);
    ui.painter()
        .line_segment([cross.right_top(), cross.left_bottom()], stroke);
    response.on_hover_text(name)
}

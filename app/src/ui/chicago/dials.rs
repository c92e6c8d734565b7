//! The three action dials (CE-3.2): Auction, Development, Building, each a row of steps from START to its red space
//! with the needle on its place. A turn ending with two needles on red brings a Dividend Phase (CE-3.7).

use egui::{Color32, RichText, Sense, Stroke, StrokeKind, vec2};
use metro_chicago::Dial;

use super::Frame;
use crate::locale::tr;

/// The dials (no state of their own).
pub struct DialsPanel;

impl DialsPanel {
    /// Draws the dials.
    pub fn ui(ui: &mut egui::Ui, f: &Frame) {
        ui.label(RichText::new(tr!("chicago-dials")).strong());
        let mut on_red = 0;
        egui::Grid::new("chicago-dials")
            .num_columns(2)
            .spacing([8.0, 4.0])
            .show(ui, |ui| {
                for dial in Dial::ALL {
                    let steps = f.board.dial_steps(dial);
                    let needle = f.state.dial(dial);
                    if needle >= steps {
                        on_red += 1;
                    }
                    ui.add(
                        egui::Label::new(metro_chicago::dial_name(dial))
                            .wrap_mode(egui::TextWrapMode::Extend),
                    );
                    let cell = 18.0;
                    let size = vec2(cell * (f32::from(steps) + 1.0), cell);
                    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
                    let painter = ui.painter_at(rect.expand(1.0));
                    for step in 0..=steps {
                        let at = egui::Rect::from_min_size(
                            rect.min + vec2(cell * f32::from(step), 0.0),
                            vec2(cell - 2.0, cell - 2.0),
                        );
                        let fill = if step == steps {
                            Color32::from_rgb(200, 40, 40)
                        } else if step == 0 {
                            Color32::from_gray(150)
                        } else {
                            Color32::from_gray(210)
                        };
                        painter.rect(
                            at,
                            2.0,
                            fill,
                            Stroke::new(1.0, Color32::from_gray(60)),
                            StrokeKind::Inside,
                        );
                        if step == needle {
                            painter.circle_filled(at.center(), cell * 0.3, Color32::BLACK);
                        }
                    }
                    response.on_hover_text(tr!(
                        "chicago-dial-steps",
                        steps = u32::from(needle),
                        red = u32::from(steps)
                    ));
                    ui.end_row();
                }
            });
        if f.game.is_over() {
            return;
        }
        let text = if on_red >= 2 {
            tr!("chicago-dividend-now")
        } else {
            tr!("chicago-dividend-when")
        };
        ui.label(RichText::new(text).small());
    }
}

//! The revenue track: every line's value as a bar on one scale that reaches the highest value (never clipped), its
//! disc slots (speed tokens, speculations) and its shares; when a line is to be chosen, a button per line with what
//! choosing it costs.

use crate::locale::tr;
use egui::{Align2, Color32, FontId, RichText, Sense, Stroke, vec2};
use metro_core::LineId;
use metro_play::game::Action;
use metro_play::game::Slot;
use metro_play::game::yen;

use super::table::{LEGAL, Table};
use crate::command::Command;
use crate::preview::Previews;
use crate::words::{colour, ink_on};

/// The track panel's own state.
#[derive(Debug, Default)]
pub struct TrackPanel;

/// Width of the column of line buttons: fixed, so that choosing a line moves nothing.
const BUTTON_WIDTH: f32 = 84.0;

impl TrackPanel {
    /// The panel's height for a map of `lines` lines: the same all game long, so that nothing below it moves.
    pub fn height(lines: f32) -> f32 {
        24.0 + lines * 22.0
    }

    /// Draws the panel. Returns the line action under the pointer, if any.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        previews: &mut Previews,
        commands: &mut Vec<Command>,
    ) -> Option<Action> {
        let map = t.session.map();
        let track = map.revenue();
        let highest = t.view.state.lines.iter().map(|l| l.value).max().unwrap_or(0);
        let top_of_track = track.pairs().len().saturating_sub(1) as i32 * 100;
        let scale = highest.max(top_of_track).max(1000);
        let scale = (scale + 999) / 1000 * 1000;
        let mut hovered = None;
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr!("track-title")).strong());
            ui.label(
                RichText::new(tr!("track-scale", amount = yen(scale)))
                    .weak()
                    .size(11.0),
            );
        });
        ui.spacing_mut().item_spacing.y = 2.0;
        for (l, line) in t.view.state.lines.iter().enumerate() {
            let id = LineId(l as u8);
            let spec = &map.lines()[l];
            let c = colour(spec.colour);
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                ui.label(
                    RichText::new(format!(" {} ", spec.letter))
                        .background_color(c)
                        .color(ink_on(c))
                        .strong()
                        .monospace(),
                )
                .on_hover_text(t.session.line_name(id));
                // The value as a bar on the common scale.
                let width = (ui.available_width() - BUTTON_WIDTH - 100.0).max(60.0);
                let (rect, response) = ui.allocate_exact_size(vec2(width, 16.0), Sense::hover());
                let painter = ui.painter_at(rect);
                painter.rect_filled(rect, 2.0, Color32::from_gray(60));
                let filled = rect.width() * (line.value as f32 / scale as f32).clamp(0.0, 1.0);
                painter.rect_filled(
                    egui::Rect::from_min_size(rect.min, vec2(filled, rect.height())),
                    2.0,
                    c,
                );
                for k in 1..(scale / 1000) {
                    let x = rect.left() + rect.width() * (k as f32 * 1000.0 / scale as f32);
                    painter.line_segment(
                        [egui::pos2(x, rect.bottom() - 3.0), egui::pos2(x, rect.bottom())],
                        Stroke::new(1.0, Color32::from_gray(140)),
                    );
                }
                let text_colour = if filled > 52.0 {
                    ink_on(c)
                } else {
                    Color32::from_gray(230)
                };
                painter.text(
                    rect.left_center() + vec2(4.0, 0.0),
                    Align2::LEFT_CENTER,
                    yen(line.value),
                    FontId::proportional(12.0),
                    text_colour,
                );
                let (high, low) = track.high_low(line.value);
                let values = (t.session.line_name(id), yen(line.value), yen(high), yen(low));
                let tip = if line.on_map() {
                    tr!(
                        "track-value-on-map",
                        line = values.0,
                        value = values.1,
                        high = values.2,
                        low = values.3
                    )
                } else {
                    tr!(
                        "track-value",
                        line = values.0,
                        value = values.1,
                        high = values.2,
                        low = values.3
                    )
                };
                response.on_hover_text(tip);
                // Slots.
                for slot in line.slots.iter().take(spec.slots as usize) {
                    let (rect, response) = ui.allocate_exact_size(vec2(14.0, 14.0), Sense::hover());
                    let painter = ui.painter_at(rect);
                    match *slot {
                        Slot::Empty => {
                            painter.circle_stroke(rect.center(), 6.0, Stroke::new(1.0, Color32::GRAY));
                        }
                        Slot::Speed => {
                            painter.circle_filled(rect.center(), 6.0, Color32::from_gray(220));
                            painter.text(
                                rect.center(),
                                Align2::CENTER_CENTER,
                                tr!("track-speed-letter"),
                                FontId::proportional(10.0),
                                Color32::BLACK,
                            );
                            response.on_hover_text(tr!("track-speed-token"));
                        }
                        Slot::Speculation { player, stake } => {
                            painter.circle_filled(rect.center(), 6.0, t.colour(player));
                            painter.circle_stroke(rect.center(), 6.0, Stroke::new(1.0, Color32::BLACK));
                            response.on_hover_text(tr!(
                                "track-speculation",
                                player = t.player_name(player),
                                stake = yen(stake)
                            ));
                        }
                    }
                }
                // Shares.
                for (n, holder) in line.holders.iter().take(spec.shares()).enumerate() {
                    let text = RichText::new(format!("{}", n + 1)).size(11.0);
                    match holder {
                        Some(p) => {
                            let pc = t.colour(*p);
                            ui.label(text.background_color(pc).color(ink_on(pc)))
                                .on_hover_text(tr!(
                                    "track-share-held",
                                    number = n + 1,
                                    player = t.player_name(*p)
                                ));
                        }
                        None => {
                            let extra = spec.extras.get(n).copied().unwrap_or(0);
                            ui.label(text.weak()).on_hover_text(tr!(
                                "track-share-in-stock",
                                number = n + 1,
                                extra = yen(extra)
                            ));
                        }
                    };
                }
                // The line's button, when a line is to be chosen.
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.set_width(BUTTON_WIDTH);
                    for action in [Action::Line(id), Action::Assign(id)] {
                        if !t.is_legal(&action) {
                            continue;
                        }
                        let label = t.label(&action);
                        let preview = previews.get(t.session, action).cloned();
                        let short = match (&action, &preview) {
                            (Action::Assign(_), _) => tr!("track-token"),
                            (_, Some(p)) if p.now.cash != 0 => {
                                if p.now.cash < 0 {
                                    yen(-p.now.cash)
                                } else {
                                    format!("+{}", yen(p.now.cash))
                                }
                            }
                            _ => tr!("track-choose"),
                        };
                        let button =
                            ui.add(egui::Button::new(RichText::new(short).color(LEGAL).strong()).small());
                        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                        let mut tip = label.clone();
                        if let Some(p) = &preview {
                            tip = crate::preview::with_words(&action, tip, &p.now.words());
                            if let Some(d) = &p.discounted {
                                tip = tr!("track-with-discounts", text = tip, effects = d.words());
                            }
                        }
                        let button = button.on_hover_text(tip);
                        if button.hovered() {
                            hovered = Some(action);
                        }
                        if button.clicked() {
                            commands.push(Command::Apply(action));
                        }
                    }
                });
            });
        }
        hovered
    }
}

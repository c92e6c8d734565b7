//! The revenue track: every line's value, with the high and low numbers printed beside it (the low one is a
//! speculation's least stake and the most it pays), all three written beside a thin bar of the value on one scale that
//! reaches the highest value (never clipped; no text over the bar's colour); its disc slots (speed tokens,
//! speculations) and its shares; when a line is to be chosen, a button per line with what choosing it costs. While the
//! trains run only the values change: the track then shows them alone, compactly, and leaves its room to the log.

use crate::locale::tr;
use egui::{Align2, Color32, FontId, Rect, RichText, Sense, Stroke, pos2, vec2};
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

/// The title row's height.
const TITLE: f32 = 24.0;
/// The column headings' row (value, high, low).
const HEADINGS: f32 = 14.0;
/// One line's row.
const ROW: f32 = 20.0;
/// The widths of the value, high and low columns.
const VALUE_WIDTH: f32 = 44.0;
const HIGH_WIDTH: f32 = 40.0;
const LOW_WIDTH: f32 = 42.0;
/// The bar's height, under the three numbers.
const BAR: f32 = 3.0;
/// Lines per row of the compact track, and its rows' height.
const COMPACT_PER_ROW: usize = 4;
const COMPACT_ROW: f32 = 18.0;

impl TrackPanel {
    /// The panel's height for a map of `lines` lines: the same all game long, so that nothing below it moves.
    pub fn height(lines: f32) -> f32 {
        TITLE + HEADINGS + lines * ROW
    }

    /// The compact track's height (the train phase: the values alone, four to a row).
    pub fn compact_height(lines: f32) -> f32 {
        TITLE + (lines / COMPACT_PER_ROW as f32).ceil() * COMPACT_ROW
    }

    /// Whether the track is compact in the phase shown: while the trains run only the values change.
    pub fn compact(t: &Table) -> bool {
        t.view.state.phase == metro_play::game::Phase::Trains
    }

    /// The scale of the bars: the highest value or the track's top, to the next ¥1,000.
    fn scale(t: &Table) -> i32 {
        let track = t.session.map().revenue();
        let highest = t.view.state.lines.iter().map(|l| l.value).max().unwrap_or(0);
        let top_of_track = track.pairs().len().saturating_sub(1) as i32 * 100;
        let scale = highest.max(top_of_track).max(1000);
        (scale + 999) / 1000 * 1000
    }

    /// A line's value in words, with its high and low numbers (the engine's track), for tooltips.
    fn value_words(t: &Table, l: usize) -> String {
        let map = t.session.map();
        let id = LineId(l as u8);
        let Some(line) = t.view.state.lines.get(l) else {
            return String::new();
        };
        let (high, low) = map.revenue().high_low(line.value);
        let values = (t.session.line_name(id), yen(line.value), yen(high), yen(low));
        if line.on_map() {
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
        }
    }

    /// The title row: the track's name and its scale.
    fn title(ui: &mut egui::Ui, scale: i32) {
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr!("track-title")).strong());
            ui.label(
                RichText::new(tr!("track-scale", amount = yen(scale)))
                    .weak()
                    .size(11.0),
            );
        });
    }

    /// A line's letter on its colour.
    fn chip(ui: &mut egui::Ui, t: &Table, l: usize) {
        let map = t.session.map();
        let spec = &map.lines()[l];
        let c = colour(spec.colour);
        ui.label(
            RichText::new(format!(" {} ", spec.letter))
                .background_color(c)
                .color(ink_on(c))
                .strong()
                .monospace(),
        )
        .on_hover_text(t.session.line_name(LineId(l as u8)));
    }

    /// The compact track of the train phase: each line's letter and value, four to a row.
    pub fn compact_ui(&mut self, ui: &mut egui::Ui, t: &Table) {
        Self::title(ui, Self::scale(t));
        let map = t.session.map();
        let (area, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
        let width = area.width() / COMPACT_PER_ROW as f32;
        let painter = ui.painter_at(area);
        let ink = ui.visuals().strong_text_color();
        for (l, line) in t.view.state.lines.iter().enumerate() {
            let Some(spec) = map.lines().get(l) else { continue };
            let at = Rect::from_min_size(
                area.min
                    + vec2(
                        (l % COMPACT_PER_ROW) as f32 * width,
                        (l / COMPACT_PER_ROW) as f32 * COMPACT_ROW,
                    ),
                vec2(width, COMPACT_ROW - 2.0),
            );
            let c = colour(spec.colour);
            let chip = Rect::from_min_size(at.min, vec2(18.0, at.height()));
            painter.rect_filled(chip, 2.0, c);
            painter.text(
                chip.center(),
                Align2::CENTER_CENTER,
                spec.letter.as_str(),
                FontId::monospace(12.0),
                ink_on(c),
            );
            painter.text(
                chip.right_center() + vec2(5.0, 0.0),
                Align2::LEFT_CENTER,
                yen(line.value),
                FontId::proportional(12.5),
                ink,
            );
            let response = ui.interact(at, ui.scope_id().with(("track-compact", l)), Sense::hover());
            let name = yen(line.value);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
            response.on_hover_text(Self::value_words(t, l));
        }
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
        let scale = Self::scale(t);
        let mut hovered = None;
        Self::title(ui, scale);
        // The column headings, placed over the first row's columns once it is drawn.
        let (headings, _) = ui.allocate_exact_size(vec2(ui.available_width(), HEADINGS), Sense::hover());
        let mut columns: Option<[Rect; 3]> = None;
        ui.spacing_mut().item_spacing.y = 0.0;
        for (l, line) in t.view.state.lines.iter().enumerate() {
            let id = LineId(l as u8);
            let spec = &map.lines()[l];
            let c = colour(spec.colour);
            ui.horizontal(|ui| {
                ui.set_height(ROW);
                ui.spacing_mut().item_spacing.x = 3.0;
                Self::chip(ui, t, l);
                // The value, its high and low numbers, each in its column, and the bar of the value under them.
                let (rect, _) = ui.allocate_exact_size(
                    vec2(VALUE_WIDTH + HIGH_WIDTH + LOW_WIDTH, ROW - 2.0),
                    Sense::hover(),
                );
                let text_height = rect.height() - BAR - 2.0;
                let value_at = Rect::from_min_size(rect.min, vec2(VALUE_WIDTH, text_height));
                let high_at = Rect::from_min_size(value_at.right_top(), vec2(HIGH_WIDTH, text_height));
                let low_at = Rect::from_min_size(high_at.right_top(), vec2(LOW_WIDTH, text_height));
                let bar = Rect::from_min_max(pos2(rect.left(), rect.bottom() - BAR), rect.right_bottom());
                columns.get_or_insert([value_at, high_at, low_at]);
                let (high, low) = track.high_low(line.value);
                let tip = Self::value_words(t, l);
                let painter = ui.painter_at(rect);
                let strong = ui.visuals().strong_text_color();
                let plain = ui.visuals().text_color();
                for (at, text, size, ink, name) in [
                    (value_at, yen(line.value), 12.0, strong, yen(line.value)),
                    (
                        high_at,
                        yen(high),
                        11.0,
                        plain,
                        tr!("track-high", amount = yen(high)),
                    ),
                    (low_at, yen(low), 11.0, plain, tr!("track-low", amount = yen(low))),
                ] {
                    painter.text(
                        at.right_center() - vec2(4.0, 0.0),
                        Align2::RIGHT_CENTER,
                        text,
                        FontId::proportional(size),
                        ink,
                    );
                    let response = ui.interact(
                        at,
                        ui.scope_id().with(("track-number", l, at.min.x as i32)),
                        Sense::hover(),
                    );
                    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
                    response.on_hover_text(&tip);
                }
                painter.rect_filled(bar, 1.0, Color32::from_gray(70));
                let filled = bar.width() * (line.value as f32 / scale as f32).clamp(0.0, 1.0);
                painter.rect_filled(Rect::from_min_size(bar.min, vec2(filled, bar.height())), 1.0, c);
                let response = ui.interact(bar, ui.scope_id().with(("track-bar", l)), Sense::hover());
                let name = tr!("track-value-bar", line = spec.letter.as_str());
                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
                response.on_hover_text(&tip);
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
        if let Some(columns) = columns {
            let painter = ui.painter();
            let weak = ui.visuals().weak_text_color();
            for (n, at, text, tip) in [
                (0, columns[0], tr!("track-value-heading"), None),
                (
                    1,
                    columns[1],
                    tr!("track-high-heading"),
                    Some(tr!("track-high-heading.tooltip")),
                ),
                (
                    2,
                    columns[2],
                    tr!("track-low-heading"),
                    Some(tr!("track-low-heading.tooltip")),
                ),
            ] {
                let at = Rect::from_x_y_ranges(at.x_range(), headings.y_range());
                // Within its column, smaller if it must ("niedriger" and "più basso" ran into their neighbours).
                let size = super::fitted_size(ui, &text, 10.5, at.width() - 4.0);
                if super::text_width(ui, &text, FontId::proportional(size)) > at.width() - 4.0 {
                    super::note_cut(ui.ctx(), &text);
                }
                painter.text(
                    at.right_center() - vec2(4.0, 0.0),
                    Align2::RIGHT_CENTER,
                    &text,
                    FontId::proportional(size),
                    weak,
                );
                let response = ui.interact(at, ui.scope_id().with(("track-heading", n)), Sense::hover());
                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
                if let Some(tip) = tip {
                    response.on_hover_text(tip);
                }
            }
        }
        hovered
    }
}

//! The board's input: pan by drag, zoom by wheel, pinch and the +, − and Fit buttons, and a click on a space or
//! station a legal action targets (or on a station's price tag) to choose it.

use egui::{Color32, Rect, Sense, pos2, vec2};
use metro_core::{Map, StationId};
use metro_play::game::Action;

use super::BoardPanel;
use super::geometry::Layout;
use super::paint::{self, Marks};
use crate::command::Command;
use crate::locale::tr;
use crate::ui::table::Table;

impl BoardPanel {
    /// Pans by drag and zooms by wheel or pinch, about the pointer.
    pub(super) fn pan_and_zoom(&mut self, ui: &egui::Ui, response: &egui::Response, map: &Map, rect: Rect) {
        if response.dragged() {
            self.camera.pan(map, rect, response.drag_delta());
        }
        if let Some(pointer) = response.hover_pos() {
            let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
            let factor = zoom * (scroll.y * 0.004).exp();
            if (factor - 1.0).abs() > 1e-4 {
                self.camera.zoom_at(map, rect, pointer, factor);
            }
        }
    }

    /// One clickable widget per space or station a legal action targets, labelled with the action.
    pub(super) fn targets(
        &self,
        ui: &mut egui::Ui,
        t: &Table,
        layout: &Layout,
        map: &Map,
        marks: &Marks,
        commands: &mut Vec<Command>,
    ) {
        if t.me.is_none() {
            return;
        }
        for &space in &marks.spaces {
            let Some(action) = t.legal.iter().find(
                |a| matches!(a, Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) if *s == space),
            ) else {
                continue;
            };
            let rect = layout.space_rect(map, space);
            if !rect.intersects(layout.view) {
                continue;
            }
            let label = t.label(action);
            let response = ui.interact(rect, ui.scope_id().with(("space", space.0)), Sense::click());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if response.clicked() {
                commands.push(Command::Apply(*action));
            }
        }
        for &station in &marks.stations {
            let actions: Vec<&Action> = t
                .legal
                .iter()
                .filter(|a| t.session.action_station(a) == Some(station))
                .collect();
            let label = match actions.as_slice() {
                [one] => t.label(one),
                _ => tr!(
                    "board-choose-in-list",
                    station = map.station(station).name.as_str()
                ),
            };
            let response = ui.interact(
                layout.station_rect(map, station),
                ui.scope_id().with(("station", station.0)),
                Sense::click(),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            // The station's price tag is the first thing one reaches for on a small board: it takes the click too.
            let tag = marks
                .tags
                .iter()
                .find(|(s, _)| *s == station)
                .and_then(|(_, text)| {
                    let rect = self.tag_rect(ui, layout, station, text)?;
                    let id = ui.scope_id().with(("station-tag", station.0));
                    Some(ui.interact(rect, id, Sense::click()))
                });
            let clicked = response.clicked() || tag.is_some_and(|r| r.clicked());
            if clicked && let [one] = actions.as_slice() {
                commands.push(Command::Apply(**one));
            }
        }
    }

    /// Where a station's price tag is drawn on screen ([`paint::pieces_and_tags`] draws it there).
    pub(super) fn tag_rect(
        &self,
        ui: &egui::Ui,
        layout: &Layout,
        station: StationId,
        text: &str,
    ) -> Option<Rect> {
        let slot = self.scenery.as_ref()?.slots.get(station.0 as usize)?;
        let font = egui::FontId::proportional((paint::name_size(layout.cell) * 0.95).max(9.0));
        let size = ui
            .ctx()
            .fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, Color32::BLACK).size());
        Some(Rect::from_center_size(
            layout.at(slot.pyramid),
            size + vec2(8.0, 4.0),
        ))
    }

    /// +, − and Fit in the board's top right corner.
    pub(super) fn zoom_buttons(&mut self, ui: &mut egui::Ui, map: &Map, rect: Rect) {
        let fit = tr!("board-fit");
        // the Fit button as wide as its word ("Fit", "Einpassen") and its padding, at least as wide as + and −
        let fit_width = ui.fonts_mut(|f| {
            f.layout_no_wrap(
                fit.clone(),
                egui::TextStyle::Button.resolve(ui.style()),
                Color32::WHITE,
            )
            .size()
            .x
        }) + 2.0 * ui.spacing().button_padding.x;
        let sizes = [
            vec2(30.0, 24.0),
            vec2(30.0, 24.0),
            vec2(fit_width.max(30.0), 24.0),
        ];
        let total: f32 = sizes.iter().map(|s| s.x + 4.0).sum();
        let mut at = pos2(rect.right() - total - 6.0, rect.top() + 6.0);
        for (k, (text, tip)) in [
            ("+".to_string(), tr!("board-zoom-in")),
            ("−".to_string(), tr!("board-zoom-out")),
            (fit, tr!("board-fit.tooltip")),
        ]
        .into_iter()
        .enumerate()
        {
            let size = sizes[k];
            let button = egui::Button::new(text)
                .wrap_mode(egui::TextWrapMode::Extend)
                .min_size(size);
            let response = ui.put(Rect::from_min_size(at, size), button).on_hover_text(tip);
            if response.clicked() {
                match k {
                    0 => self.camera.zoom_at(map, rect, rect.center(), 1.4),
                    1 => self.camera.zoom_at(map, rect, rect.center(), 1.0 / 1.4),
                    _ => self.camera.fit(),
                }
            }
            at.x += size.x + 4.0;
        }
    }
}

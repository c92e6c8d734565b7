//! The map editor's inspector: the map's settings (name, grid size, the TM-9.7 flag), the list of lines, the selected
//! line (letter, name, colour, shares and their extras, slots, vehicle kind; draw, reverse, remove), the selected stop
//! (its station and name; insert after, ungroup, remove), the stops picked for a station, and the revenue track as a
//! table. It pushes [`Ask`]s; it changes nothing itself.

use egui::RichText;
use metro_core::limits::{MAX_GRID_SIDE, MAX_SHARES};

use super::file_bar::text_field;
use super::map_canvas::line_colour;
use crate::editor::map::{Ask, LineText, MapEdit, MapModel, Selection, StopRef, standard_revenue_track};
use crate::locale::tr;

/// The inspector panel.
#[derive(Clone, Debug, Default)]
pub struct MapInspector {
    station_name: String,
}

/// A whole-number field: dragged, or typed and applied on Enter or on leaving the field — never keystroke by keystroke
/// (typing "28" never makes a 2-column map first).
fn int_field(
    ui: &mut egui::Ui,
    label: &str,
    value: i64,
    range: std::ops::RangeInclusive<i64>,
) -> Option<i64> {
    let mut v = value;
    // the label keeps to one line, however long its word is in the language shown
    let l = ui.add(egui::Label::new(label).extend());
    let r = ui
        .add(
            egui::DragValue::new(&mut v)
                .update_while_editing(false)
                .range(range),
        )
        .labelled_by(l.id);
    (r.changed() && v != value).then_some(v)
}

impl MapInspector {
    /// Draws the inspector.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        model: &MapModel,
        selection: &Selection,
        picked: &[StopRef],
        drawing: Option<(usize, Option<usize>)>,
        asks: &mut Vec<Ask>,
    ) {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        ui.heading(tr!("editor-map"));
        egui::Grid::new("map-settings").num_columns(2).show(ui, |ui| {
            // labels on one line: at 1280×720 the inspector is narrow ("Statio/n")
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            if let Some(name) = text_field(ui, "map-name", &tr!("editor-name"), &model.name, 200.0) {
                asks.push(Ask::Edit(MapEdit::SetName(name)));
            }
            ui.end_row();
            if let Some(columns) = int_field(ui, &tr!("editor-columns"), model.columns, 1..=MAX_GRID_SIDE) {
                asks.push(Ask::Edit(MapEdit::SetGrid {
                    columns,
                    rows: model.rows,
                }));
            }
            ui.end_row();
            if let Some(rows) = int_field(ui, &tr!("editor-rows"), model.rows, 1..=MAX_GRID_SIDE) {
                asks.push(Ask::Edit(MapEdit::SetGrid {
                    columns: model.columns,
                    rows,
                }));
            }
            ui.end_row();
        });
        let mut leave = model.start_trains_leave;
        if ui.checkbox(&mut leave, tr!("editor-trains-leave")).changed() {
            asks.push(Ask::Edit(MapEdit::SetStartTrainsLeave(leave)));
        }
        ui.separator();
        ui.horizontal(|ui| {
            ui.heading(tr!("editor-lines"));
            if ui.button(tr!("editor-add-line")).clicked() {
                asks.push(Ask::NewLine);
            }
        });
        for (li, line) in model.lines.iter().enumerate() {
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                ui.painter().rect_filled(rect, 3.0, line_colour(&line.colour));
                let on = matches!(selection, Selection::Line(l) if *l == li)
                    || matches!(selection, Selection::Stop(s) if s.line == li);
                let text = format!(
                    "{} — {} ({} stops)",
                    line.letter,
                    crate::store::clip(&line.name, 30),
                    line.stops.len()
                );
                if ui.selectable_label(on, text).clicked() {
                    asks.push(Ask::Select(Selection::Line(li)));
                }
            });
        }
        match selection {
            Selection::Line(li) => self.line_ui(ui, model, *li, drawing, asks),
            Selection::Stop(s) => {
                self.stop_ui(ui, model, *s, drawing, asks);
                self.line_ui(ui, model, s.line, drawing, asks);
            }
            _ => {}
        }
        self.picked_ui(ui, model, picked, asks);
        ui.separator();
        revenue_ui(ui, model, matches!(selection, Selection::RevenueTrack), asks);
    }

    fn line_ui(
        &mut self,
        ui: &mut egui::Ui,
        model: &MapModel,
        li: usize,
        drawing: Option<(usize, Option<usize>)>,
        asks: &mut Vec<Ask>,
    ) {
        let Some(line) = model.lines.get(li) else { return };
        ui.separator();
        ui.heading(tr!("editor-line", letter = line.letter.as_str()));
        ui.horizontal(|ui| {
            if drawing.is_some_and(|(l, _)| l == li) {
                if ui.button(tr!("editor-stop-drawing")).clicked() {
                    asks.push(Ask::Draw(None));
                }
            } else if ui
                .button(tr!("editor-draw-stops"))
                .on_hover_text(tr!("editor-draw-stops.tooltip"))
                .clicked()
            {
                asks.push(Ask::Draw(Some((li, None))));
            }
            if ui
                .button(tr!("editor-reverse"))
                .on_hover_text(tr!("editor-reverse.tooltip"))
                .clicked()
            {
                asks.push(Ask::Edit(MapEdit::ReverseLine(li)));
            }
            if ui.button(tr!("editor-remove-line")).clicked() {
                asks.push(Ask::Edit(MapEdit::RemoveLine(li)));
            }
        });
        egui::Grid::new(("line", li)).num_columns(2).show(ui, |ui| {
            // labels on one line: at 1280×720 the inspector is narrow ("Statio/n")
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            for (key, salt, label, value) in [
                (LineText::Letter, "Letter", tr!("editor-letter"), &line.letter),
                (LineText::Name, "Name", tr!("editor-name"), &line.name),
            ] {
                if let Some(value) = text_field(ui, ("line-text", li, salt), &label, value, 160.0) {
                    asks.push(Ask::Edit(MapEdit::SetLineText { line: li, key, value }));
                }
                ui.end_row();
            }
            let l = ui.label(tr!("editor-colour"));
            let shown = line_colour(&line.colour);
            // Opaque colours only: the file stores `#RRGGBB`, so the picker offers no alpha.
            let mut colour = [shown.r(), shown.g(), shown.b()];
            ui.horizontal(|ui| {
                if ui.color_edit_button_srgb(&mut colour).labelled_by(l.id).changed() {
                    asks.push(Ask::Edit(MapEdit::SetLineText {
                        line: li,
                        key: LineText::Colour,
                        value: format!("#{:02X}{:02X}{:02X}", colour[0], colour[1], colour[2]),
                    }));
                }
                ui.label(&line.colour);
            });
            ui.end_row();
            if let Some(shares) = int_field(ui, &tr!("editor-shares"), line.shares, 1..=MAX_SHARES as i64) {
                asks.push(Ask::Edit(MapEdit::SetShares { line: li, shares }));
            }
            ui.end_row();
            ui.label(tr!("editor-extras"));
            ui.horizontal(|ui| {
                for (i, &e) in line.extras.iter().enumerate() {
                    let mut v = e;
                    if ui
                        .add(
                            egui::DragValue::new(&mut v)
                                .update_while_editing(false)
                                .range(0..=5000)
                                .speed(100.0),
                        )
                        .on_hover_text(tr!("editor-extra", share = i + 1))
                        .changed()
                    {
                        let yen = (v / 100) * 100;
                        if yen != e {
                            asks.push(Ask::Edit(MapEdit::SetExtra {
                                line: li,
                                share: i,
                                yen,
                            }));
                        }
                    }
                }
            });
            ui.end_row();
            if let Some(slots) = int_field(ui, &tr!("editor-disc-slots"), line.slots, 1..=4) {
                asks.push(Ask::Edit(MapEdit::SetSlots { line: li, slots }));
            }
            ui.end_row();
            let l = ui.label(tr!("editor-vehicle"));
            egui::ComboBox::from_id_salt(("vehicle", li))
                .selected_text(tr!("editor-vehicle-kind", kind = line.vehicle.as_str()))
                .show_ui(ui, |ui| {
                    for kind in ["train", "tram", "bus"] {
                        let name = tr!("editor-vehicle-kind", kind = kind);
                        if ui.selectable_label(line.vehicle == kind, name).clicked() && line.vehicle != kind {
                            asks.push(Ask::Edit(MapEdit::SetLineText {
                                line: li,
                                key: LineText::Vehicle,
                                value: kind.into(),
                            }));
                        }
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
        });
    }

    fn stop_ui(
        &mut self,
        ui: &mut egui::Ui,
        model: &MapModel,
        s: StopRef,
        drawing: Option<(usize, Option<usize>)>,
        asks: &mut Vec<Ask>,
    ) {
        let Some(line) = model.lines.get(s.line) else {
            return;
        };
        let Some(stop) = line.stops.get(s.stop) else {
            return;
        };
        ui.separator();
        ui.heading(tr!(
            "editor-stop",
            line = line.letter.as_str(),
            number = s.stop + 1
        ));
        if let Some(at) = stop.at {
            ui.label(tr!(
                "editor-stop-at",
                x = at.x().to_string(),
                y = at.y().to_string()
            ));
        }
        egui::Grid::new(("stop", s.line, s.stop))
            .num_columns(2)
            .show(ui, |ui| {
                // labels on one line: at 1280×720 the inspector is narrow ("Statio/n")
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                // Which station the stop belongs to is chosen, never typed: a name typed below renames, and never
                // merges two stations (issue 26, item 4).
                let current = stop.station.clone();
                let label = ui.label(tr!("editor-station"));
                let mut chosen: Option<Option<String>> = None;
                egui::ComboBox::from_id_salt(("station-of", s.line, s.stop))
                    .selected_text(current.clone().unwrap_or_else(|| tr!("editor-station-none")))
                    .width(160.0)
                    .height(320.0)
                    .show_ui(ui, |ui| {
                        if ui
                            .selectable_label(current.is_none(), tr!("editor-station-none"))
                            .clicked()
                        {
                            chosen = Some(None);
                        }
                        for (name, count) in station_list(model) {
                            let here = current.as_deref() == Some(name.as_str());
                            let text = tr!("editor-station-choice", station = name.as_str(), stops = count);
                            if ui.selectable_label(here, text).clicked() {
                                chosen = Some(Some(name));
                            }
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();
                match chosen {
                    Some(choice) if choice == current => {}
                    Some(None) => asks.push(Ask::Edit(MapEdit::Ungroup(s))),
                    Some(Some(name)) => {
                        asks.push(Ask::Edit(MapEdit::GroupIntoStation { stops: vec![s], name }))
                    }
                    None => {}
                }
                let (label, shown) = match &stop.station {
                    Some(name) => (tr!("editor-station-name"), name.clone()),
                    None => (tr!("editor-new-station"), String::new()),
                };
                if let Some(to) = text_field(ui, ("station", s.line, s.stop), &label, &shown, 160.0) {
                    let to = to.trim().to_string();
                    match &stop.station {
                        _ if to.is_empty() => {}
                        Some(from) => asks.push(Ask::Edit(MapEdit::RenameStation {
                            from: from.clone(),
                            to,
                        })),
                        None => asks.push(Ask::Edit(MapEdit::NewStation { stop: s, name: to })),
                    }
                }
                ui.end_row();
                let name = stop.name.clone().unwrap_or_default();
                if let Some(to) = text_field(
                    ui,
                    ("stop-name", s.line, s.stop),
                    &tr!("editor-stop-name"),
                    &name,
                    160.0,
                ) {
                    let name = (!to.trim().is_empty()).then_some(to);
                    asks.push(Ask::Edit(MapEdit::SetStopName { stop: s, name }));
                }
                ui.end_row();
            });
        if let Some(station) = &stop.station {
            let n = model.station_stops(station).len();
            ui.label(tr!("editor-station-stops", station = station.as_str(), count = n));
        } else {
            ui.label(tr!("editor-small-circle"));
        }
        // Wrapped: at 1280×720, while drawing, four buttons do not fit one row (the last stood one letter a line).
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(tr!("editor-insert-stops"))
                .on_hover_text(tr!("editor-insert-stops.tooltip"))
                .clicked()
            {
                asks.push(Ask::Draw(Some((s.line, Some(s.stop + 1)))));
            }
            if drawing.is_some() && ui.button(tr!("editor-stop-drawing")).clicked() {
                asks.push(Ask::Draw(None));
            }
            if stop.station.is_some() && ui.button(tr!("editor-ungroup")).clicked() {
                asks.push(Ask::Edit(MapEdit::Ungroup(s)));
            }
            if ui.button(tr!("editor-remove-stop")).clicked() {
                asks.push(Ask::Edit(MapEdit::RemoveStop(s)));
            }
        });
    }

    fn picked_ui(&mut self, ui: &mut egui::Ui, model: &MapModel, picked: &[StopRef], asks: &mut Vec<Ask>) {
        if picked.is_empty() {
            return;
        }
        ui.separator();
        ui.heading(tr!("editor-group-heading"));
        let names: Vec<String> = picked
            .iter()
            .filter_map(|s| {
                model
                    .lines
                    .get(s.line)
                    .map(|l| format!("{}{}", l.letter, s.stop + 1))
            })
            .collect();
        ui.label(tr!("editor-picked", stops = names.join(", ")));
        if self.station_name.is_empty()
            && let Some(name) = picked
                .iter()
                .find_map(|s| model.stop(*s).and_then(|s| s.station.clone()))
        {
            self.station_name = name;
        }
        ui.horizontal(|ui| {
            let l = ui.label(tr!("editor-station-name"));
            ui.add(egui::TextEdit::singleline(&mut self.station_name).desired_width(150.0))
                .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let ok = picked.len() <= 3 && !self.station_name.trim().is_empty();
            if ui
                .add_enabled(ok, egui::Button::new(tr!("editor-group")))
                .on_disabled_hover_text(tr!("editor-group.disabled"))
                .clicked()
            {
                asks.push(Ask::Edit(MapEdit::GroupIntoStation {
                    stops: picked.to_vec(),
                    name: self.station_name.trim().to_string(),
                }));
                asks.push(Ask::ClearPicks);
                self.station_name.clear();
            }
            if ui.button(tr!("editor-clear")).clicked() {
                asks.push(Ask::ClearPicks);
                self.station_name.clear();
            }
        });
    }
}

fn revenue_ui(ui: &mut egui::Ui, model: &MapModel, selected: bool, asks: &mut Vec<Ask>) {
    let header = egui::CollapsingHeader::new(RichText::new(tr!("editor-revenue-track")).heading())
        .id_salt("revenue-track")
        .open(selected.then_some(true))
        .show(ui, |ui| {
            let mut standard = model.revenue_track.is_none();
            if ui
                .checkbox(&mut standard, tr!("editor-revenue-standard"))
                .changed()
            {
                asks.push(Ask::Edit(MapEdit::SetRevenueTrack(
                    (!standard).then(standard_revenue_track),
                )));
            }
            let rows = model.revenue_track.clone().unwrap_or_else(standard_revenue_track);
            egui::Grid::new("revenue-rows")
                .striped(true)
                .num_columns(3)
                .show(ui, |ui| {
                    // labels on one line: at 1280×720 the inspector is narrow ("Statio/n")
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    ui.label(RichText::new(tr!("editor-value")).strong());
                    ui.label(RichText::new(tr!("editor-high")).strong());
                    ui.label(RichText::new(tr!("editor-low")).strong());
                    ui.end_row();
                    for (i, row) in rows.iter().enumerate() {
                        ui.label(format!("¥{}", row[0]));
                        if standard {
                            ui.label(format!("¥{}", row[1]));
                        } else {
                            let mut high = row[1];
                            if ui
                                .add(
                                    egui::DragValue::new(&mut high)
                                        .update_while_editing(false)
                                        .range(0..=row[0].max(0))
                                        .speed(100.0)
                                        .prefix("¥"),
                                )
                                .changed()
                            {
                                let high = (high / 100) * 100;
                                if high != row[1] {
                                    asks.push(Ask::Edit(MapEdit::SetRevenueHigh { row: i, high }));
                                }
                            }
                        }
                        ui.label(format!("¥{}", row[2]));
                        ui.end_row();
                    }
                });
        });
    if header.header_response.clicked() {
        asks.push(Ask::Select(Selection::RevenueTrack));
    }
}

/// Every station of the map by name, with its number of stops, in alphabetical order.
fn station_list(model: &MapModel) -> Vec<(String, usize)> {
    let mut stations: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for line in &model.lines {
        for stop in &line.stops {
            if let Some(name) = &stop.station {
                *stations.entry(name.as_str()).or_default() += 1;
            }
        }
    }
    stations
        .into_iter()
        .map(|(name, n)| (name.to_string(), n))
        .collect()
}

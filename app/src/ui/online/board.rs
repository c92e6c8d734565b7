//! The board of an online table, drawn from what the server sent alone: the game's `layout` (once per table) and
//! the seat's `pieces` (each step), as JSON — never from an engine's state, which the client does not have. Tokyo
//! Metro: the lines' paths in their colours, the stations and their names, the pyramids in their owners' colours,
//! the vehicles at their stops, each player's meeple. Chicago Express: the hexes in their terrain's colour, city
//! names, houses, and the locomotives in their companies' colours. A layout of another game is named, not drawn.

use egui::{Color32, Pos2, Rect, Stroke, vec2};
use metro_client::TableView;
use serde_json::Value;

use super::seats::seat_colour;
use crate::locale::tr;

/// The board.
pub struct BoardPanel;

/// A colour written `#RRGGBB`, or grey.
pub fn colour(text: &str) -> Color32 {
    let hex = text.trim_start_matches('#');
    let channel = |i: usize| hex.get(i..i + 2).and_then(|c| u8::from_str_radix(c, 16).ok());
    match (channel(0), channel(2), channel(4)) {
        (Some(r), Some(g), Some(b)) => Color32::from_rgb(r, g, b),
        _ => Color32::GRAY,
    }
}

/// The elements of a JSON list (none when it is not one).
pub fn list(value: &Value) -> &[Value] {
    value.as_array().map_or(&[], Vec::as_slice)
}

/// A point `[x, y]` of the layout.
fn point(value: &Value) -> Option<(f32, f32)> {
    Some((value.get(0)?.as_f64()? as f32, value.get(1)?.as_f64()? as f32))
}

/// The board's units placed in `rect`, keeping their proportions.
struct Fit {
    origin: Pos2,
    scale: f32,
}

impl Fit {
    fn new(rect: Rect, size: (f32, f32)) -> Fit {
        let scale = (rect.width() / size.0.max(1.0)).min(rect.height() / size.1.max(1.0));
        let used = vec2(size.0 * scale, size.1 * scale);
        Fit {
            origin: rect.center() - used / 2.0,
            scale,
        }
    }

    fn at(&self, (x, y): (f32, f32)) -> Pos2 {
        self.origin + vec2(x * self.scale, y * self.scale)
    }
}

impl BoardPanel {
    /// Draws the board in the room left.
    pub fn ui(ui: &mut egui::Ui, view: &TableView) {
        let (rect, _) = ui.allocate_exact_size(ui.available_size(), egui::Sense::hover());
        let painter = ui.painter_at(rect);
        match view.info.game.as_str() {
            "tokyo-metro" => Self::tokyo(&painter, rect, &view.layout, &view.state.pieces),
            "chicago-express" => Self::chicago(&painter, rect, &view.layout, &view.state.pieces),
            other => {
                painter.text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    tr!("online-no-board", game = other.to_string()),
                    egui::FontId::proportional(16.0),
                    ui.visuals().text_color(),
                );
            }
        }
    }

    fn tokyo(painter: &egui::Painter, rect: Rect, layout: &Value, pieces: &Value) {
        let columns = layout["grid"]["columns"].as_f64().unwrap_or(1.0) as f32;
        let rows = layout["grid"]["rows"].as_f64().unwrap_or(1.0) as f32;
        let fit = Fit::new(rect.shrink(8.0), (columns, rows));
        painter.rect_filled(
            Rect::from_min_size(fit.at((0.0, 0.0)), vec2(columns * fit.scale, rows * fit.scale)),
            4.0,
            Color32::from_rgb(236, 232, 220),
        );
        let lines = list(&layout["lines"]);
        let stops = list(&layout["stops"]);
        let spaces = list(&layout["spaces"]);
        let stations = list(&layout["stations"]);
        for line in lines {
            let path: Vec<Pos2> = list(&line["path"])
                .iter()
                .filter_map(point)
                .map(|p| fit.at(p))
                .collect();
            let stroke = Stroke::new(
                (fit.scale * 0.22).max(2.0),
                colour(line["colour"].as_str().unwrap_or("")),
            );
            painter.add(egui::Shape::line(path, stroke));
        }
        let font = egui::FontId::proportional((fit.scale * 0.42).clamp(8.0, 13.0));
        for station in stations {
            let Some(at) = point(&station["centre"]) else {
                continue;
            };
            let centre = fit.at(at);
            painter.circle(
                centre,
                fit.scale * 0.32,
                Color32::WHITE,
                Stroke::new(1.5, Color32::BLACK),
            );
            if fit.scale > 18.0 {
                painter.text(
                    centre + vec2(0.0, fit.scale * 0.38),
                    egui::Align2::CENTER_TOP,
                    station["name"].as_str().unwrap_or(""),
                    font.clone(),
                    Color32::from_rgb(40, 40, 40),
                );
            }
        }
        let station_at = |id: u64| {
            stations
                .iter()
                .find(|s| s["id"].as_u64() == Some(id))
                .and_then(|s| point(&s["centre"]))
        };
        for pyramid in list(&pieces["pyramids"]) {
            let (Some(station), Some(owner)) = (pyramid["station"].as_u64(), pyramid["owner"].as_u64())
            else {
                continue;
            };
            if let Some(at) = station_at(station) {
                let c = fit.at(at);
                let r = fit.scale * 0.3;
                painter.add(egui::Shape::convex_polygon(
                    vec![c + vec2(0.0, -r), c + vec2(r, r * 0.8), c + vec2(-r, r * 0.8)],
                    seat_colour(owner as usize),
                    Stroke::new(1.0, Color32::BLACK),
                ));
            }
        }
        let stop_at = |id: u64| stops.get(id as usize).and_then(|s| point(&s["at"]));
        for line in list(&pieces["lines"]) {
            let fill = line["line"]
                .as_u64()
                .and_then(|l| lines.get(l as usize))
                .map_or(Color32::GRAY, |l| colour(l["colour"].as_str().unwrap_or("")));
            for vehicle in list(&line["vehicles"]) {
                if let Some(at) = vehicle["stop"].as_u64().and_then(stop_at) {
                    let c = fit.at(at);
                    let half = vec2(fit.scale * 0.35, fit.scale * 0.2);
                    painter.rect(
                        Rect::from_center_size(c, half * 2.0),
                        2.0,
                        fill,
                        Stroke::new(1.5, Color32::BLACK),
                        egui::StrokeKind::Outside,
                    );
                }
            }
        }
        for player in list(&pieces["players"]) {
            let seat = player["seat"].as_u64().unwrap_or(0) as usize;
            let meeple = &player["meeple"];
            let at = meeple["stop"].as_u64().and_then(stop_at).or_else(|| {
                meeple["space"]
                    .as_u64()
                    .and_then(|s| spaces.get(s as usize))
                    .and_then(|s| point(&s["centre"]))
            });
            if let Some(at) = at {
                let c = fit.at(at) + vec2(seat as f32 * 2.0, 0.0);
                painter.circle(
                    c,
                    fit.scale * 0.22,
                    seat_colour(seat),
                    Stroke::new(1.5, Color32::WHITE),
                );
            }
        }
    }

    fn chicago(painter: &egui::Painter, rect: Rect, layout: &Value, pieces: &Value) {
        let size = point(&layout["size"]).unwrap_or((1.0, 1.0));
        let fit = Fit::new(rect.shrink(8.0), size);
        let hexes = list(&layout["hexes"]);
        let companies = list(&layout["companies"]);
        let font = egui::FontId::proportional((fit.scale * 0.4).clamp(8.0, 12.0));
        let corners = |centre: Pos2| -> Vec<Pos2> {
            (0..6)
                .map(|k| {
                    let angle = std::f32::consts::PI / 3.0 * k as f32;
                    centre + vec2(angle.cos(), angle.sin()) * fit.scale * 0.98
                })
                .collect()
        };
        for hex in hexes {
            let Some(at) = point(&hex["centre"]) else {
                continue;
            };
            let centre = fit.at(at);
            let fill = match hex["kind"].as_str().unwrap_or("") {
                "Forest" => Color32::from_rgb(120, 160, 100),
                "Mountain" => Color32::from_rgb(170, 140, 110),
                "City" | "Industrial" => Color32::from_rgb(225, 215, 190),
                "Start" => hex["home_of"]
                    .as_u64()
                    .and_then(|c| companies.get(c as usize))
                    .map_or(Color32::LIGHT_GRAY, |c| {
                        colour(c["colour"].as_str().unwrap_or(""))
                    }),
                _ => Color32::from_rgb(200, 215, 150),
            };
            painter.add(egui::Shape::convex_polygon(
                corners(centre),
                fill,
                Stroke::new(1.0, Color32::from_gray(90)),
            ));
            if let Some(name) = hex["name"].as_str() {
                painter.text(
                    centre + vec2(0.0, fit.scale * 0.45),
                    egui::Align2::CENTER_CENTER,
                    name,
                    font.clone(),
                    Color32::BLACK,
                );
            }
        }
        let hex_at = |id: u64| hexes.get(id as usize).and_then(|h| point(&h["centre"]));
        for house in list(&pieces["houses"]) {
            if let Some(at) = house.as_u64().and_then(hex_at) {
                let c = fit.at(at) + vec2(fit.scale * 0.45, -fit.scale * 0.35);
                painter.rect_filled(
                    Rect::from_center_size(c, vec2(1.0, 1.0) * fit.scale * 0.25),
                    1.0,
                    Color32::WHITE,
                );
            }
        }
        for entry in list(&pieces["locomotives"]) {
            let (Some(at), Some(owners)) = (
                entry.get(0).and_then(Value::as_u64).and_then(hex_at),
                entry.get(1).and_then(Value::as_array),
            ) else {
                continue;
            };
            let centre = fit.at(at);
            let n = owners.len().max(1) as f32;
            for (k, company) in owners.iter().enumerate() {
                let fill = company
                    .as_u64()
                    .and_then(|c| companies.get(c as usize))
                    .map_or(Color32::BLACK, |c| colour(c["colour"].as_str().unwrap_or("")));
                let dx = (k as f32 - (n - 1.0) / 2.0) * fit.scale * 0.42;
                painter.rect(
                    Rect::from_center_size(
                        centre + vec2(dx, -fit.scale * 0.1),
                        vec2(1.0, 0.7) * fit.scale * 0.38,
                    ),
                    2.0,
                    fill,
                    Stroke::new(1.0, Color32::BLACK),
                    egui::StrokeKind::Outside,
                );
            }
        }
    }
}

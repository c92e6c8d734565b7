//! What the seat's pieces say beyond the board, from the server's `layout` and `pieces` JSON alone: for Tokyo
//! Metro each line's value and who holds its shares; for Chicago Express each company's treasury, income, shares
//! left and locomotives left, and how many shares of it each player holds.

use egui::RichText;
use metro_client::TableView;
use serde_json::Value;

use super::board::{colour, list};
use super::seats::{money, seat_colour};
use crate::locale::tr;

/// The holdings.
pub struct HoldingsPanel;

impl HoldingsPanel {
    /// Draws the holdings of the game at the table (nothing for a game it does not know).
    pub fn ui(ui: &mut egui::Ui, view: &TableView) {
        match view.info.game.as_str() {
            "tokyo-metro" => Self::lines(ui, view),
            "chicago-express" => Self::companies(ui, view),
            _ => {}
        }
    }

    /// Tokyo Metro: every line with a value or a share held.
    fn lines(ui: &mut egui::Ui, view: &TableView) {
        let lines = list(&view.layout["lines"]);
        ui.label(RichText::new(tr!("online-lines")).strong());
        egui::Grid::new("online-lines-grid")
            .num_columns(3)
            .spacing([12.0, 2.0])
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                ui.label(RichText::new(tr!("online-line")).weak());
                ui.label(RichText::new(tr!("online-value")).weak());
                ui.label(RichText::new(tr!("online-shares")).weak());
                ui.end_row();
                for line in list(&view.state.pieces["lines"]) {
                    let value = line["value"].as_i64().unwrap_or(0);
                    let holders: Vec<u64> = list(&line["holders"]).iter().filter_map(Value::as_u64).collect();
                    if value == 0 && holders.is_empty() {
                        continue;
                    }
                    let layout = line["line"].as_u64().and_then(|l| lines.get(l as usize));
                    let letter = layout.and_then(|l| l["letter"].as_str()).unwrap_or("?");
                    let name = layout.and_then(|l| l["name"].as_str()).unwrap_or("");
                    let fill = layout.map_or(egui::Color32::GRAY, |l| {
                        colour(l["colour"].as_str().unwrap_or(""))
                    });
                    ui.label(RichText::new(letter).strong().color(fill))
                        .on_hover_text(name);
                    ui.label(money(&view.info.game, value));
                    ui.horizontal(|ui| {
                        for seat in holders {
                            let (rect, _) =
                                ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
                            ui.painter()
                                .circle_filled(rect.center(), 5.0, seat_colour(seat as usize));
                        }
                    });
                    ui.end_row();
                }
            });
    }

    /// Chicago Express: every company's figures, then the shares each player holds.
    fn companies(ui: &mut egui::Ui, view: &TableView) {
        let companies = list(&view.layout["companies"]);
        let players = list(&view.state.pieces["players"]);
        let key = |index: usize| {
            companies.get(index).map_or(("?", egui::Color32::GRAY), |c| {
                (
                    c["key"].as_str().unwrap_or("?"),
                    colour(c["colour"].as_str().unwrap_or("")),
                )
            })
        };
        ui.label(RichText::new(tr!("online-companies")).strong());
        egui::Grid::new("online-companies-grid")
            .num_columns(5)
            .spacing([10.0, 2.0])
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                ui.label("");
                ui.label(RichText::new(tr!("online-treasury")).weak());
                ui.label(RichText::new(tr!("online-income")).weak());
                ui.label(RichText::new(tr!("online-shares-left")).weak());
                ui.label(RichText::new(tr!("online-locomotives-left")).weak());
                ui.end_row();
                for (index, company) in list(&view.state.pieces["companies"]).iter().enumerate() {
                    let (name, fill) = key(index);
                    let full = companies
                        .get(index)
                        .and_then(|c| c["name"].as_str())
                        .unwrap_or("");
                    let open = company["open"].as_bool().unwrap_or(false);
                    // A company not open yet (Wabash, opened at Chicago) is written in grey.
                    let text = if open {
                        RichText::new(name).strong().color(fill)
                    } else {
                        RichText::new(name).weak()
                    };
                    ui.label(text).on_hover_text(full);
                    let figure = |field: &str| company[field].as_i64().unwrap_or(0);
                    ui.label(money(&view.info.game, figure("treasury")));
                    ui.label(money(&view.info.game, figure("income")));
                    ui.label(figure("shares_left").to_string());
                    ui.label(figure("locomotives_left").to_string());
                    ui.end_row();
                }
            });
        ui.label(RichText::new(tr!("online-shares-held")).strong());
        for (seat, player) in players.iter().enumerate() {
            let name = view
                .info
                .seats
                .get(seat)
                .map_or_else(|| (seat + 1).to_string(), |s| s.name.clone());
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(name).color(seat_colour(seat)));
                for (index, held) in list(&player["shares"]).iter().enumerate() {
                    let held = held.as_u64().unwrap_or(0);
                    if held > 0 {
                        let (name, fill) = key(index);
                        ui.label(
                            RichText::new(tr!("online-held", company = name.to_string(), count = held))
                                .color(fill),
                        );
                    }
                }
            });
        }
    }
}

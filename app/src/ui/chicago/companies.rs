//! The companies: each in its colour with its shares left on its charter and who holds the others, its treasury, its
//! income, its locomotives left and the dividend a share would pay now; Wabash closed until Chicago is reached.

use egui::RichText;
use metro_chicago::money;

use super::{Frame, company_chip};
use crate::locale::tr;

/// The companies' table (no state of its own).
pub struct CompaniesPanel;

impl CompaniesPanel {
    /// Draws the table.
    pub fn ui(ui: &mut egui::Ui, f: &Frame) {
        ui.label(RichText::new(tr!("chicago-companies")).strong());
        egui::Grid::new("chicago-companies")
            .num_columns(7)
            .spacing([8.0, 3.0])
            .striped(true)
            .show(ui, |ui| {
                ui.label("");
                for heading in [
                    tr!("chicago-shares-left"),
                    tr!("chicago-treasury"),
                    tr!("chicago-income"),
                    tr!("chicago-locomotives-left"),
                    tr!("chicago-dividend"),
                    tr!("chicago-held-by"),
                ] {
                    ui.add(
                        egui::Label::new(RichText::new(heading).small())
                            .wrap_mode(egui::TextWrapMode::Extend),
                    );
                }
                ui.end_row();
                for company in f.companies() {
                    let def = f.board.company(company);
                    let c = f.state.company(company);
                    company_chip(ui, f, company).on_hover_text(def.name.as_str());
                    ui.label(format!("{}/{}", c.shares_left, def.shares));
                    ui.label(money(c.treasury));
                    ui.label(money(c.income));
                    ui.label(format!("{}/{}", c.locomotives_left, def.locomotives));
                    if c.open {
                        ui.label(money(f.game.dividend_per_share(company)));
                    } else {
                        ui.add(
                            egui::Label::new(RichText::new(tr!("chicago-closed")).italics().small())
                                .wrap_mode(egui::TextWrapMode::Extend),
                        )
                        .on_hover_text(tr!("chicago-closed.tooltip"));
                    }
                    let holders: Vec<String> = f
                        .seats()
                        .filter_map(|seat| {
                            let n = f.state.shares_of(seat, company);
                            (n > 0).then(|| {
                                tr!(
                                    "chicago-holder",
                                    player = u32::from(seat.0) + 1,
                                    count = u32::from(n)
                                )
                            })
                        })
                        .collect();
                    ui.label(RichText::new(holders.join(" ")).small());
                    ui.end_row();
                }
            });
    }
}

//! The players: each one's name — a person's or a bot's —, cash and shares (a chip of each company's colour with the
//! number held); the one deciding now is marked.

use egui::RichText;
use metro_chicago::money;

use super::{DECIDING, Frame, ink_on};
use crate::locale::tr;

/// The players' list (no state of its own).
pub struct PlayersPanel;

impl PlayersPanel {
    /// Draws the list.
    pub fn ui(ui: &mut egui::Ui, f: &Frame) {
        ui.label(RichText::new(tr!("chicago-players")).strong());
        let deciding = f.table.game().to_move();
        for seat in f.seats() {
            ui.horizontal_wrapped(|ui| {
                let mut name = RichText::new(f.table.seat_name(seat)).strong();
                if deciding == Some(seat) {
                    name = name.color(DECIDING);
                }
                ui.label(name);
                let who = match &f.table.players()[seat.index()] {
                    metro_play::table::Player::Human => tr!("chicago-person"),
                    metro_play::table::Player::Bot(name) => {
                        // The level players picked, in their words; a bot of no level by its name.
                        match crate::chicago::Level::ALL
                            .into_iter()
                            .find(|l| l.bot_name() == Some(name.as_str()))
                        {
                            Some(level) => super::menu::level_name(level),
                            None => tr!("chicago-bot", name = name.as_str()),
                        }
                    }
                };
                ui.label(RichText::new(who).small().weak());
                ui.label(money(f.state.cash(seat)));
                for company in f.companies() {
                    let n = f.state.shares_of(seat, company);
                    if n == 0 {
                        continue;
                    }
                    let colour = f.colour(company);
                    ui.label(
                        RichText::new(format!(" {} ×{} ", f.company_name(company), n))
                            .small()
                            .color(ink_on(colour))
                            .background_color(colour),
                    );
                }
            });
        }
    }
}

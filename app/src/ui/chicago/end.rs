//! The end of the game (CE-11): the places from first to last with each player's cash, the winners (every player
//! tied for the most cash, DCE-37), and the way back to the menu; a short summary in the side panel.

use egui::RichText;
use metro_chicago::money;
use metro_game::Seat;

use super::Frame;
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// The end screen (no state of its own).
pub struct EndPanel;

impl EndPanel {
    /// The seats from first to last (ties in seat order), with their places and cash.
    fn standings(f: &Frame) -> Vec<(Seat, u8, u32)> {
        let Some(outcome) = f.table.outcome() else {
            return Vec::new();
        };
        let mut seats: Vec<Seat> = f.seats().collect();
        seats.sort_by_key(|&s| (outcome.place(s), s.0));
        seats
            .into_iter()
            .map(|s| (s, outcome.place(s), f.state.cash(s)))
            .collect()
    }

    /// "Winner: Player 2", "Winners: Player 1, Player 3".
    fn winners(f: &Frame) -> String {
        let Some(outcome) = f.table.outcome() else {
            return String::new();
        };
        let names: Vec<String> = outcome.winners().iter().map(|s| f.table.seat_name(s)).collect();
        tr!("chicago-winners", count = names.len(), players = names.join(", "))
    }

    /// Draws the end screen. Returns `Some(true)` when the board is asked for.
    pub fn ui(ui: &mut egui::Ui, f: &Frame, commands: &mut Vec<Command>) -> Option<bool> {
        let mut show_board = None;
        ui.heading(RichText::new(Self::winners(f)).size(24.0).strong());
        ui.add_space(8.0);
        egui::Grid::new("chicago-end")
            .num_columns(3)
            .spacing([24.0, 6.0])
            .striped(true)
            .show(ui, |ui| {
                ui.label(RichText::new(tr!("chicago-place")).strong());
                ui.label(RichText::new(tr!("chicago-player")).strong());
                ui.label(RichText::new(tr!("chicago-cash")).strong());
                ui.end_row();
                for (seat, place, cash) in Self::standings(f) {
                    let text = RichText::new(tr!("chicago-ordinal", n = u32::from(place))).size(17.0);
                    ui.label(if place == 1 { text.strong() } else { text });
                    ui.label(RichText::new(f.table.seat_name(seat)).size(17.0));
                    ui.label(RichText::new(money(cash)).size(17.0));
                    ui.end_row();
                }
            });
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if ui
                .button(RichText::new(tr!("chicago-back-to-menu")).size(17.0))
                .clicked()
            {
                commands.push(Command::Chicago(ChicagoCommand::ToMenu));
            }
            if ui.button(tr!("chicago-show-board")).clicked() {
                show_board = Some(true);
            }
        });
        show_board
    }

    /// The end in short, for the side panel.
    pub fn summary(ui: &mut egui::Ui, f: &Frame) {
        ui.label(RichText::new(tr!("chicago-game-over")).strong().size(16.0));
        ui.label(Self::winners(f));
    }
}

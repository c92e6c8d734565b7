//! The decision at hand outside an auction: in a turn, the actions of the three dials — auction a share of a company,
//! build for a company, or decline a dial's action — as buttons, the hexes to develop being chosen on the board; in a
//! building action, stopping, the hexes to place on being chosen on the board. Each button's words and what it
//! would cost and do are the game's.

use egui::RichText;
use metro_chicago::{Action, Pending};

use super::Frame;
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// Which actions a group of buttons holds.
type Kind = fn(&Action) -> bool;

/// The prompt (no state of its own).
pub struct PromptPanel;

impl PromptPanel {
    /// Draws the prompt.
    pub fn ui(ui: &mut egui::Ui, f: &Frame, commands: &mut Vec<Command>) {
        let Some(me) = f.me else {
            if let Some(bot) = f.table.bot_to_move() {
                ui.label(tr!("chicago-bot-deciding", player = f.table.seat_name(bot)));
            }
            return;
        };
        let title = match f.state.pending() {
            Pending::Build { company, placed } => tr!(
                "chicago-building",
                player = f.table.seat_name(me),
                company = f.company_name(company),
                placed = u32::from(placed)
            ),
            _ => tr!("chicago-choose-action", player = f.table.seat_name(me)),
        };
        ui.label(RichText::new(title).strong().size(15.0));
        let groups: [(String, Kind); 4] = [
            (tr!("chicago-group-auction"), |a| matches!(a, Action::Offer(_))),
            (tr!("chicago-group-build"), |a| matches!(a, Action::BuildFor(_))),
            (tr!("chicago-group-decline"), |a| matches!(a, Action::Decline(_))),
            (String::new(), |a| matches!(a, Action::Stop)),
        ];
        for (heading, wanted) in groups {
            let offers: Vec<_> = f.offers.iter().filter(|o| wanted(&o.action)).collect();
            if offers.is_empty() {
                continue;
            }
            if !heading.is_empty() {
                ui.label(RichText::new(heading).small());
            }
            ui.horizontal_wrapped(|ui| {
                for offer in offers {
                    let mut button = ui.button(offer.words.as_str());
                    if let Some(preview) = &offer.preview {
                        button = button.on_hover_text(preview.as_str());
                    }
                    if button.clicked() {
                        commands.push(Command::Chicago(ChicagoCommand::Play(offer.action)));
                    }
                }
            });
        }
        let hexes = f
            .offers
            .iter()
            .filter(|o| matches!(o.action, Action::Place(_) | Action::Develop(_)))
            .count();
        if hexes > 0 {
            let note = if matches!(f.state.pending(), Pending::Build { .. }) {
                tr!("chicago-board-click-place")
            } else {
                tr!("chicago-board-click-develop")
            };
            ui.label(RichText::new(note).small().italics());
        }
    }
}

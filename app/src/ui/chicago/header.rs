//! The header: the game and its round, who decides now — a person named large (hot-seat: whoever sits at the
//! screen sees whose decision it is), or a bot thinking —, and the buttons: Save, Undo, What can I do?, Rules, Menu.
//! Watching a saved game, it names the save instead, and nothing can be saved or taken back.

use egui::RichText;

use super::{DECIDING, Frame};
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// The header's height, in points.
pub const HEIGHT: f32 = 44.0;

/// The header (no state of its own).
pub struct HeaderPanel;

impl HeaderPanel {
    /// Draws the header.
    pub fn ui(
        ui: &mut egui::Ui,
        f: &Frame,
        moves: &mut super::moves::MovesPanel,
        commands: &mut Vec<Command>,
    ) {
        ui.horizontal_centered(|ui| {
            ui.label(RichText::new(f.table.info().name).size(18.0).strong());
            ui.label(tr!(
                "chicago-round",
                round = u32::from(f.state.round()),
                phases = u32::from(f.state.dividend_phases())
            ));
            ui.separator();
            ui.label(RichText::new(who_decides(f)).size(17.0).strong().color(DECIDING));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(tr!("chicago-menu")).clicked() {
                    commands.push(Command::Chicago(ChicagoCommand::ToMenu));
                }
                if ui.button(tr!("chicago-rules")).clicked() {
                    commands.push(Command::Chicago(ChicagoCommand::Rules(None)));
                }
                let moves_label = tr!("chicago-what-can-i-do");
                if ui
                    .add_enabled(f.me.is_some(), egui::Button::selectable(moves.open, moves_label))
                    .clicked()
                {
                    moves.open = !moves.open;
                }
                if f.watch.is_none()
                    && ui
                        .button(tr!("chicago-save"))
                        .on_hover_text(tr!("chicago-save.tooltip"))
                        .clicked()
                {
                    commands.push(Command::Chicago(ChicagoCommand::Save));
                }
                if ui
                    .add_enabled(
                        f.watch.is_none() && f.table.can_undo(),
                        egui::Button::new(tr!("chicago-undo")),
                    )
                    .on_hover_text(tr!("chicago-undo.tooltip"))
                    .clicked()
                {
                    commands.push(Command::Chicago(ChicagoCommand::Undo));
                }
            });
        });
    }
}

/// Who decides now, in words: "Player 2, your decision", "Player 3 (bot) is thinking…", or the end.
pub fn who_decides(f: &Frame) -> String {
    if let Some(watch) = f.watch {
        return tr!("chicago-watching", file = watch.file.as_str());
    }
    if f.table.is_over() {
        return tr!("chicago-game-over");
    }
    if let Some(me) = f.me {
        return tr!("chicago-your-decision", player = f.table.seat_name(me));
    }
    match f.table.bot_to_move() {
        Some(bot) => tr!("chicago-bot-deciding", player = f.table.seat_name(bot)),
        None => String::new(),
    }
}

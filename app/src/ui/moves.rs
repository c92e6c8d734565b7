//! "What can I do?": the current human's legal moves in words, each with a one-line reason — the engine's legal
//! list ([`metro_play::session::GameSession::legal`]), its narration for the words and the help's
//! data files for the reason ([`crate::help::move_reason`]), with what each would cost (the preview's engine
//! verdict). Nothing here decides what is legal; clicking a line makes the move as its widget would.

use crate::locale::tr;
use egui::{RichText, vec2};
use metro_play::game::Action;

use super::table::{LEGAL, Table};
use crate::command::Command;
use crate::preview::Previews;

/// One legal move in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    /// The decision.
    pub action: Action,
    /// What it is, e.g. "Take Station ¥300/stop (Ginza / Marunouchi column)".
    pub words: String,
    /// Why one might, in one line.
    pub reason: String,
}

/// The legal moves of the human to move, one line each, in the engine's order (the meeple's spaces with the most
/// lines first); empty when no human is to move.
pub fn move_lines(t: &Table) -> Vec<MoveLine> {
    if t.me.is_none() {
        return Vec::new();
    }
    let mut lines: Vec<MoveLine> = t
        .legal
        .iter()
        .map(|action| MoveLine {
            action: *action,
            words: match action {
                // The amount controls' buttons are labelled "Confirm bid" / "Confirm stake": say the amount here.
                Action::Bid(_) | Action::Stake(_) => crate::words::capitalised(&t.session.offer(action)),
                _ => t.label(action),
            },
            reason: t.session.move_reason(action),
        })
        .collect();
    // The spaces for the meeple: where the most lines meet first (the guide's advice), else in the engine's order.
    let map = t.session.map();
    lines.sort_by_cached_key(|line| match line.action {
        Action::Place(space) => std::cmp::Reverse(metro_play::help::lines_touched(map, space)),
        _ => std::cmp::Reverse(0),
    });
    lines
}

/// The "What can I do?" window's own state.
#[derive(Debug, Default)]
pub struct MovesPanel {
    /// Whether the window is shown.
    pub open: bool,
}

impl MovesPanel {
    /// Draws the window, if open: one row per legal move, a click makes it.
    pub fn ui(
        &mut self,
        ctx: &egui::Context,
        t: &Table,
        previews: &mut Previews,
        commands: &mut Vec<Command>,
    ) {
        if !self.open {
            return;
        }
        let mut open = self.open;
        let screen = ctx.content_rect();
        // With nothing to list (a hand-over, a bot's turn) the window stays small, clear of the hand-over button.
        let height = if t.me.is_none() {
            90.0
        } else {
            (screen.height() - 260.0).clamp(160.0, 520.0)
        };
        egui::Window::new(tr!("moves-title"))
            .id(egui::Id::unique("metro-what-can-i-do"))
            .collapsible(false)
            .resizable(false)
            .fixed_pos(screen.left_top() + vec2(260.0, 60.0))
            .fixed_size(vec2(460.0, height))
            .show(ctx, |ui| {
                if ui.button(tr!("moves-close")).clicked() {
                    open = false;
                }
                let lines = move_lines(t);
                match t.me {
                    None => {
                        ui.label(match t.session.to_move() {
                            Some(p) if t.handing_over => {
                                tr!("moves-hand-over-first", player = t.player_name(p))
                            }
                            Some(p) => tr!("moves-nothing-now", player = t.player_name(p)),
                            None => tr!("moves-nothing-game-over"),
                        });
                    }
                    Some(me) => {
                        ui.label(
                            RichText::new(tr!(
                                "moves-heading",
                                player = t.player_name(me),
                                pending = t.session.pending_description(),
                                count = lines.len()
                            ))
                            .strong(),
                        );
                    }
                }
                ui.separator();
                egui::ScrollArea::vertical()
                    .id_salt("moves")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                        for line in &lines {
                            let cost = previews
                                .outcome(t.session, line.action)
                                .map(|o| o.words())
                                .filter(|w| !w.is_empty());
                            let button =
                                ui.add(egui::Button::new(RichText::new(&line.words).color(LEGAL)).small());
                            button.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::Role::Button,
                                    true,
                                    tr!("moves-do", choice = line.words.as_str()),
                                )
                            });
                            if button.clicked() {
                                commands.push(Command::Apply(line.action));
                                // The move is made: the list has done its job and would hide the board.
                                open = false;
                            }
                            let reason = match cost {
                                Some(cost) => {
                                    tr!("moves-reason-cost", reason = line.reason.as_str(), cost = cost)
                                }
                                None => line.reason.clone(),
                            };
                            ui.label(RichText::new(reason).size(12.0).weak());
                            ui.add_space(3.0);
                        }
                    });
            });
        self.open = open;
    }
}

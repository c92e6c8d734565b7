//! Joining: a room code typed (join, or watch), the server's lobby (its open tables, each joined or watched with a
//! click), and the seats kept in the data folder (back to one's seat after a restart of the app, or forget it).

use egui::RichText;

use super::super::table::ERROR;
use crate::command::{Command, OnlineCommand};
use crate::locale::tr;
use crate::online::Online;

/// The room code typed.
#[derive(Default)]
pub struct LobbyPanel {
    code: String,
}

/// A game's name by its key.
pub fn game_title(key: &str) -> String {
    match key {
        "tokyo-metro" => tr!("online-game-tokyo-metro"),
        "chicago-express" => tr!("online-game-chicago"),
        other => other.to_string(),
    }
}

impl LobbyPanel {
    /// Draws the panel; `server` is where to join.
    pub fn ui(&mut self, ui: &mut egui::Ui, online: &Online, server: &str, commands: &mut Vec<Command>) {
        ui.heading(tr!("online-join"));
        ui.horizontal(|ui| {
            let label = ui.label(tr!("online-code"));
            ui.add(
                egui::TextEdit::singleline(&mut self.code)
                    .hint_text("K7QX2M")
                    .char_limit(12)
                    .desired_width(100.0),
            )
            .labelled_by(label.id);
            let code = self.code.trim().to_string();
            let ready = !code.is_empty() && !server.is_empty();
            if ui
                .add_enabled(ready, egui::Button::new(tr!("online-join-button")))
                .clicked()
            {
                commands.push(Command::Online(OnlineCommand::Join {
                    server: server.to_string(),
                    code: code.clone(),
                }));
            }
            if ui
                .add_enabled(ready, egui::Button::new(tr!("online-watch-button")))
                .clicked()
            {
                commands.push(Command::Online(OnlineCommand::Watch {
                    server: server.to_string(),
                    code,
                }));
            }
        });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr!("online-lobby")).strong());
            if online.lobby_pending() {
                ui.spinner();
            } else if ui.button(tr!("online-lobby-refresh")).clicked() {
                commands.push(Command::Online(OnlineCommand::Lobby(server.to_string())));
            }
        });
        match online.lobby.as_ref() {
            None => {
                ui.label(tr!("online-lobby-not-asked"));
            }
            Some((_, Err(why))) => {
                ui.colored_label(ERROR, tr!("online-lobby-failed", reason = why.clone()));
            }
            Some((asked, Ok(tables))) if tables.is_empty() && !online.lobby_pending() => {
                ui.label(tr!("online-lobby-empty", server = asked.clone()));
            }
            Some((asked, Ok(tables))) => {
                egui::Grid::new("online-lobby-grid")
                    .num_columns(4)
                    .spacing([16.0, 4.0])
                    .striped(true)
                    .show(ui, |ui| {
                        for table in tables {
                            ui.monospace(&table.code);
                            ui.label(game_title(&table.game));
                            ui.label(tr!("online-lobby-open", open = table.open, seats = table.seats));
                            ui.horizontal(|ui| {
                                if ui.button(tr!("online-join-button")).clicked() {
                                    commands.push(Command::Online(OnlineCommand::Join {
                                        server: asked.clone(),
                                        code: table.code.clone(),
                                    }));
                                }
                                if ui.button(tr!("online-watch-button")).clicked() {
                                    commands.push(Command::Online(OnlineCommand::Watch {
                                        server: asked.clone(),
                                        code: table.code.clone(),
                                    }));
                                }
                            });
                            ui.end_row();
                        }
                    });
            }
        }
        ui.add_space(6.0);
        ui.label(RichText::new(tr!("online-kept")).strong());
        if let Some(problem) = &online.kept_problem {
            ui.colored_label(ERROR, problem);
        }
        if online.kept.is_empty() {
            ui.label(tr!("online-kept-none"));
        }
        egui::Grid::new("online-kept-grid")
            .num_columns(4)
            .spacing([16.0, 4.0])
            .striped(true)
            .show(ui, |ui| {
                for seat in &online.kept {
                    ui.monospace(&seat.code);
                    ui.label(game_title(&seat.game));
                    ui.label(tr!(
                        "online-kept-seat",
                        seat = u32::from(seat.seat) + 1,
                        server = seat.server.clone()
                    ));
                    ui.horizontal(|ui| {
                        if ui.button(tr!("online-rejoin")).clicked() {
                            commands.push(Command::Online(OnlineCommand::Rejoin(seat.clone())));
                        }
                        if ui
                            .button(tr!("online-forget"))
                            .on_hover_text(tr!("online-forget.tooltip"))
                            .clicked()
                        {
                            commands.push(Command::Online(OnlineCommand::Forget(seat.clone())));
                        }
                    });
                    ui.end_row();
                }
            });
    }
}

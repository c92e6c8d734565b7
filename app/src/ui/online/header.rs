//! The table's header: the game, the room code to share, the seat played (or watching), the connection, and
//! Leave / Menu. Before the first welcome: connecting, or why the table cannot be reached.

use egui::RichText;
use metro_client::Connection;

use super::super::table::ERROR;
use super::lobby::game_title;
use crate::command::{Command, OnlineCommand};
use crate::locale::tr;
use crate::online::Online;

/// The header's height.
pub const HEIGHT: f32 = 40.0;

/// The header.
pub struct HeaderPanel;

impl HeaderPanel {
    /// Draws the header (with the chat's button, and for the host a way to end the table, asked first).
    pub fn ui(
        ui: &mut egui::Ui,
        online: &Online,
        chat: &mut super::chat::ChatPanel,
        confirm_end: &mut bool,
        commands: &mut Vec<Command>,
    ) {
        ui.horizontal_centered(|ui| {
            if let Some(view) = online.view.as_ref() {
                ui.label(RichText::new(game_title(&view.info.game)).strong().size(18.0));
                ui.separator();
                ui.label(tr!("online-table-code"));
                ui.label(RichText::new(&view.info.code).monospace().strong().size(18.0))
                    .on_hover_text(tr!("online-table-code.tooltip"));
                ui.separator();
                match view.seat {
                    Some(seat) => {
                        let name = view
                            .info
                            .seats
                            .get(usize::from(seat))
                            .map_or_else(|| (u32::from(seat) + 1).to_string(), |s| s.name.clone());
                        ui.label(tr!("online-you-play", seat = name));
                    }
                    None => {
                        ui.label(tr!("online-watching"));
                    }
                }
                ui.separator();
            }
            ui.label(connection_words(&online.connection));
            if let Some(host) = online.host.as_ref() {
                ui.separator();
                ui.label(tr!("online-hosting", address = host.shared.clone()));
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(tr!("online-back-to-menu")).clicked() {
                    commands.push(Command::Online(OnlineCommand::ToMenu));
                }
                if ui
                    .button(tr!("online-leave"))
                    .on_hover_text(tr!("online-leave.tooltip"))
                    .clicked()
                {
                    commands.push(Command::Online(OnlineCommand::Leave));
                }
                if let Some(view) = online.view.as_ref() {
                    chat.button(ui, view);
                    let host = view.seat.is_some() && view.info.host == view.seat;
                    let open = view.ended.is_none() && view.info.state != metro_protocol::TableState::Ended;
                    if host && open {
                        if *confirm_end {
                            if ui.button(tr!("online-end-no")).clicked() {
                                *confirm_end = false;
                            }
                            if ui
                                .button(RichText::new(tr!("online-end-yes")).color(ERROR))
                                .clicked()
                            {
                                *confirm_end = false;
                                commands.push(Command::Online(OnlineCommand::EndTable));
                            }
                        } else if ui
                            .button(tr!("online-end-table"))
                            .on_hover_text(tr!("online-end-table.tooltip"))
                            .clicked()
                        {
                            *confirm_end = true;
                        }
                    }
                }
                // Tokyo Metro's rules help is the app's own (the window the menu's Rules opens).
                if online.view.as_ref().is_some_and(|v| v.info.game == "tokyo-metro")
                    && ui.button(tr!("online-rules")).clicked()
                {
                    commands.push(Command::Learn(crate::command::LearnCommand::OpenRules(None)));
                }
            });
        });
    }

    /// Before the first welcome: connecting, or why not (and, for a kept seat the server no longer knows, a way to
    /// forget it).
    pub fn waiting(ui: &mut egui::Ui, online: &Online, commands: &mut Vec<Command>) {
        ui.add_space(20.0);
        match &online.connection {
            Connection::Failed(why) => {
                ui.colored_label(ERROR, tr!("online-failed", reason = why.clone()));
                let kept = online.client.as_ref().and_then(metro_client::Client::seat);
                if let Some(seat) = kept
                    && ui
                        .button(tr!("online-forget-seat"))
                        .on_hover_text(tr!("online-forget.tooltip"))
                        .clicked()
                {
                    commands.push(Command::Online(OnlineCommand::Forget(seat)));
                    commands.push(Command::Online(OnlineCommand::Leave));
                }
            }
            other => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(connection_words(other));
                });
            }
        }
        if let Some(notice) = &online.notice {
            ui.colored_label(ERROR, notice);
        }
    }
}

/// The connection in words.
pub fn connection_words(connection: &Connection) -> String {
    match connection {
        Connection::Connecting => tr!("online-connecting"),
        Connection::Connected { .. } => tr!("online-connected"),
        Connection::Lost { since, attempts } => tr!(
            "online-reconnecting",
            seconds = since.elapsed().as_secs(),
            attempts = *attempts
        ),
        Connection::Failed(_) => tr!("online-stopped"),
        Connection::Closed => tr!("online-closed"),
    }
}

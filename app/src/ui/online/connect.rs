//! Where to play: a server's address (default `127.0.0.1:7878`), or a server hosted by this app — on this
//! computer only (127.0.0.1) or open to the network (0.0.0.0) — with the address to give friends.

use egui::RichText;

use super::super::table::ERROR;
use crate::command::{Command, OnlineCommand};
use crate::locale::tr;
use crate::online::{DEFAULT_PORT, DEFAULT_SERVER, Online};

/// The server's address typed, and the hosting choices.
pub struct ConnectPanel {
    server: String,
    port: String,
    open_to_network: bool,
}

impl Default for ConnectPanel {
    fn default() -> ConnectPanel {
        ConnectPanel {
            server: DEFAULT_SERVER.to_string(),
            port: DEFAULT_PORT.to_string(),
            open_to_network: false,
        }
    }
}

impl ConnectPanel {
    /// Draws the panel; the server the other panels use (the hosted one's loopback address while hosting).
    pub fn ui(&mut self, ui: &mut egui::Ui, online: &Online, commands: &mut Vec<Command>) -> String {
        ui.horizontal(|ui| {
            ui.heading(RichText::new(tr!("online-title")).size(26.0).strong());
            ui.add_space(16.0);
            if ui.button(tr!("online-back-to-menu")).clicked() {
                commands.push(Command::Online(OnlineCommand::ToMenu));
            }
        });
        ui.label(tr!("online-intro"));
        ui.add_space(6.0);
        if online.starting.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("online-host-starting"));
            });
            return String::new();
        }
        if let Some(problem) = &online.host_problem {
            ui.colored_label(ERROR, tr!("online-host-failed", reason = problem.clone()));
        }
        match online.host.as_ref() {
            Some(host) => {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(tr!("online-hosting", address = host.shared.clone())).strong());
                    if ui.button(tr!("online-stop-hosting")).clicked() {
                        commands.push(Command::Online(OnlineCommand::StopHosting));
                    }
                });
                ui.label(if host.open_to_network() {
                    tr!("online-hosting-network")
                } else {
                    tr!("online-hosting-local")
                });
                host.local()
            }
            None => {
                egui::Grid::new("online-connect")
                    .num_columns(2)
                    .spacing([16.0, 8.0])
                    .show(ui, |ui| {
                        let label = ui.label(tr!("online-server"));
                        ui.horizontal(|ui| {
                            ui.add(
                                egui::TextEdit::singleline(&mut self.server)
                                    .hint_text(DEFAULT_SERVER)
                                    .desired_width(220.0),
                            )
                            .labelled_by(label.id)
                            .on_hover_text(tr!("online-server.tooltip"));
                            if ui.button(tr!("online-lobby-refresh")).clicked() {
                                commands.push(Command::Online(OnlineCommand::Lobby(self.server.clone())));
                            }
                        });
                        ui.end_row();
                        let label = ui.label(tr!("online-host"));
                        ui.horizontal(|ui| {
                            ui.label(tr!("online-port"));
                            ui.add(egui::TextEdit::singleline(&mut self.port).desired_width(60.0))
                                .labelled_by(label.id);
                            ui.checkbox(&mut self.open_to_network, tr!("online-open-to-network"))
                                .on_hover_text(tr!("online-open-to-network.tooltip"));
                            let port = self.port.trim().parse::<u16>().ok();
                            let host = ui
                                .add_enabled(port.is_some(), egui::Button::new(tr!("online-host-start")))
                                .on_hover_text(tr!("online-host-start.tooltip"));
                            if host.clicked()
                                && let Some(port) = port
                            {
                                let ip = if self.open_to_network {
                                    std::net::Ipv4Addr::UNSPECIFIED
                                } else {
                                    std::net::Ipv4Addr::LOCALHOST
                                };
                                commands.push(Command::Online(OnlineCommand::Host(
                                    std::net::SocketAddr::from((ip, port)),
                                )));
                            }
                        });
                        ui.end_row();
                    });
                self.server.trim().to_string()
            }
        }
    }
}

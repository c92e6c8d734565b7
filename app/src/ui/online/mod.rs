//! The "Play online" screen: one panel per file, each a struct with a `ui` method reading the app's
//! [`crate::online::Online`] (the client's confirmed table, the connection, the lobby, the hosted server) and pushing
//! [`crate::command::OnlineCommand`]s, applied by the app after drawing.
//!
//! Without a table: where to play ([`connect`]: a server's address, or host a table on this computer), a new table
//! ([`create`]), the lobby and the seats kept in the data folder ([`lobby`]). At a table: the header ([`header`]),
//! the connection banner ([`banner`]), the board drawn from the server's layout and pieces ([`board`]), the seats
//! and who plays them ([`seats`]), the lines' or companies' figures ([`holdings`]), the decision with the server's offers ([`prompt`]) or the end ([`end`]), and the
//! log ([`log`]). Everything shown is what the server confirmed: a click sends a command and changes nothing until
//! the server answers.

pub mod banner;
pub mod board;
pub mod connect;
pub mod create;
pub mod end;
pub mod header;
pub mod holdings;
pub mod lobby;
pub mod log;
pub mod prompt;
pub mod seats;

use crate::command::Command;
use crate::online::Online;

/// The online screen's panels (what they remember between frames: the address and code typed, the new table's
/// choices, the log's scroll).
#[derive(Default)]
pub struct OnlineScreen {
    connect: connect::ConnectPanel,
    create: create::CreatePanel,
    lobby: lobby::LobbyPanel,
    prompt: prompt::PromptPanel,
    log: log::LogPanel,
}

impl OnlineScreen {
    /// Draws the screen: the way to a table, or the table.
    pub fn ui(&mut self, ui: &mut egui::Ui, online: &Online, now: f64, commands: &mut Vec<Command>) {
        if online.client.is_some() {
            self.table_ui(ui, online, now, commands);
        } else {
            self.start_ui(ui, online, commands);
        }
    }

    fn start_ui(&mut self, ui: &mut egui::Ui, online: &Online, commands: &mut Vec<Command>) {
        egui::CentralPanel::default_margins().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let server = self.connect.ui(ui, online, commands);
                    ui.separator();
                    self.create.ui(ui, &server, commands);
                    ui.separator();
                    self.lobby.ui(ui, online, &server, commands);
                });
        });
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, online: &Online, now: f64, commands: &mut Vec<Command>) {
        egui::Panel::top("online-header")
            .exact_size(header::HEIGHT)
            .show(ui, |ui| header::HeaderPanel::ui(ui, online, commands));
        if let Some(banner) = online.banner {
            egui::Panel::top("online-banner")
                .exact_size(banner::HEIGHT)
                .frame(banner::BannerPanel::frame(banner))
                .show(ui, |ui| {
                    banner::BannerPanel::ui(ui, banner, &online.connection, now)
                });
        }
        let Some(view) = online.view.as_ref() else {
            egui::CentralPanel::default_margins()
                .show(ui, |ui| header::HeaderPanel::waiting(ui, online, commands));
            return;
        };
        let width = ui.available_width();
        let height = ui.available_height();
        egui::Panel::right("online-side")
            .exact_size((width * 0.32).clamp(300.0, 440.0))
            .resizable(false)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        if view.ended.is_some() {
                            end::EndPanel::ui(ui, view, online.saved.as_deref(), commands);
                        } else {
                            self.prompt.ui(ui, view, online, commands);
                        }
                        ui.separator();
                        seats::SeatsPanel::ui(ui, view);
                        ui.separator();
                        holdings::HoldingsPanel::ui(ui, view);
                    });
            });
        egui::Panel::bottom("online-log")
            .exact_size((height * 0.24).clamp(110.0, 220.0))
            .resizable(false)
            .show(ui, |ui| self.log.ui(ui, view));
        egui::CentralPanel::default_margins().show(ui, |ui| board::BoardPanel::ui(ui, view));
    }
}

//! Playing across machines in the app's frame: before drawing, what the client and the lobby told
//! ([`crate::online::Online::tick`]); after drawing, the online screen's commands — host, create, join, watch,
//! a decision (behind the misclick guard, and only ever one of the offers the server sent), undo, the finished
//! game's save.

use metro_client::{Client, ClientConfig, Join};

use super::{GUARD, MetroApp, Screen};
use crate::command::OnlineCommand;
use crate::status::StatusKind;
use crate::store::write::write_new;

impl MetroApp {
    /// Before drawing: takes in what the network said, and notes when the prompt changes (the misclick guard).
    pub(super) fn advance_online(&mut self, ctx: &egui::Context) {
        self.online.tick(self.now, ctx);
        let key = self
            .online
            .view
            .as_ref()
            .map(|v| (v.version(), v.state.offers.len(), v.state.sealed.is_some()));
        if key != self.online_guard.0 {
            self.online_guard = (key, self.now);
        }
        if self.screen == Screen::Online && self.online.busy() {
            ctx.request_repaint_after(std::time::Duration::from_millis(250));
        }
    }

    /// A client of `server` at the table `join` says, speaking the app's language.
    fn online_client(&mut self, server: &str, join: Join) {
        let config = ClientConfig {
            server: server.to_string(),
            data: self.state.paths.data.clone(),
            language: metro_lang::language().code().to_string(),
        };
        match Client::start(config, join) {
            Ok(client) => self.online.open(client),
            Err(e) => self.state.report(StatusKind::Problem(e.to_string())),
        }
    }

    /// Applies a command of the online screen.
    pub(super) fn online_command(&mut self, command: OnlineCommand) {
        match command {
            OnlineCommand::Open => {
                self.online.read_kept();
                self.screen = Screen::Online;
            }
            OnlineCommand::ToMenu => self.screen = Screen::Menu,
            OnlineCommand::Host(listen) => self.online.host_on(listen),
            OnlineCommand::StopHosting => self.online.stop_hosting(),
            OnlineCommand::Lobby(server) => self.online.ask_lobby(&server),
            OnlineCommand::Create { server, table } => self.online_client(&server, Join::Create(table)),
            OnlineCommand::Join { server, code } => self.online_client(&server, Join::Code(code)),
            OnlineCommand::Watch { server, code } => self.online_client(&server, Join::Watch(code)),
            OnlineCommand::Rejoin(seat) => {
                let server = seat.server.clone();
                self.online_client(&server, Join::Seat(seat));
            }
            OnlineCommand::Forget(seat) => {
                if let Err(e) = self.online.book().forget(&seat.server, &seat.table) {
                    self.state.report(StatusKind::Problem(e.to_string()));
                }
                self.online.read_kept();
            }
            OnlineCommand::Play(action) => {
                if self.now - self.online_guard.1 < GUARD {
                    // The prompt just changed: this click was meant for the previous one.
                    return;
                }
                // Only an offer of the state shown is sent; nothing changes on screen until the server answers.
                let offered = self
                    .online
                    .view
                    .as_ref()
                    .is_some_and(|v| v.my_turn() && v.state.offers.iter().any(|o| o.action == action));
                let version = self.online.view.as_ref().map(metro_client::TableView::version);
                if self.online.sent.is_some() && self.online.sent == version {
                    // One click, one command: the one sent at this version is not answered yet.
                    return;
                }
                if let (true, Some(client)) = (offered, self.online.client.as_ref()) {
                    match client.send_command(action) {
                        Ok(_) => self.online.sent = version,
                        Err(e) => self.online.notice = Some(e.to_string()),
                    }
                }
            }
            OnlineCommand::Undo => {
                if let Some(client) = self.online.client.as_ref()
                    && let Err(e) = client.undo()
                {
                    self.online.notice = Some(e.to_string());
                }
            }
            OnlineCommand::StartTable => {
                if let Some(client) = self.online.client.as_ref()
                    && let Err(e) = client.start_table()
                {
                    self.online.notice = Some(e.to_string());
                }
            }
            OnlineCommand::SaveGame => self.save_online(),
            OnlineCommand::Leave => {
                self.online.leave();
                self.online.read_kept();
            }
        }
    }

    /// Writes the finished game's save (as the server sent it) in the saves folder, under a new name.
    fn save_online(&mut self) {
        let Some(view) = self.online.view.as_ref() else {
            return;
        };
        let Some(ended) = view.ended.as_ref() else {
            return;
        };
        let folder = self.state.paths.saves();
        let stem = format!("{}-online-{}", view.info.game, view.info.code);
        match write_new(&folder, &stem, "json", ended.save.as_bytes()) {
            Ok(path) => {
                self.state.report(StatusKind::Saved {
                    file: path.file_name().map_or_else(
                        || path.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    ),
                });
                self.state.store.saves.refresh(&folder);
                self.online.saved = Some(path);
            }
            Err(e) => self.state.report(StatusKind::CouldNotSave {
                folder: folder.display().to_string(),
                error: e.to_string(),
            }),
        }
    }
}

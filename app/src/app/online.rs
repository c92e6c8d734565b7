//! Playing across machines in the app's frame: before drawing, what the client and the lobby told
//! ([`crate::online::Online::tick`]); after drawing, the online screen's commands — host, create, join, watch,
//! a decision (behind the misclick guard, and only ever one of the offers the server sent), undo, the finished
//! game's save.

use metro_client::{Client, ClientConfig, Join};

use super::{GUARD, MetroApp, Screen};
use crate::command::{ChicagoCommand, Command, OnlineCommand};
use crate::locale::tr;
use crate::status::StatusKind;
use crate::store::write::write_new;
use metro_play::session::GameSession;
use std::path::PathBuf;

impl MetroApp {
    /// Before drawing: takes in what the network said, and notes when the prompt changes (the misclick guard).
    pub(super) fn advance_online(&mut self, ctx: &egui::Context) {
        self.online.tick(self.now, ctx);
        let speed = self.state.settings.speed;
        self.online.follow(&self.state.catalog.registry, speed > 0.0);
        if self.screen == Screen::Online {
            self.advance_remote(ctx, speed);
        }
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

    /// The game screen at an online table: its steps shown beat by beat, and a rider's plan answering for the seat
    /// in the train phase (sent to the server like a click).
    fn advance_remote(&mut self, ctx: &egui::Context, speed: f32) {
        let Some(remote) = self.online.remote.as_mut() else {
            return;
        };
        if remote.playing() {
            let dt = ctx.input(|i| i.stable_dt).clamp(0.0, 0.25);
            let shown = remote.tick(dt, speed);
            if !shown.is_empty() {
                let colours = crate::ui::table::seat_colours(&self.state.settings, remote.seats().len());
                let t = crate::ui::table::Table::new(&*remote, colours, self.now);
                self.online_screen.game.board.show_events(&t, &shown);
            }
            ctx.request_repaint_after(std::time::Duration::from_millis(30));
            return;
        }
        if remote.phase() != metro_play::game::Phase::Trains {
            self.online_screen.game.plans.clear();
        }
        let Some(me) = remote.human_to_move() else {
            return;
        };
        let Some(plan) = self.online_screen.game.plans.get(&me).copied() else {
            return;
        };
        match plan.answer(&*remote, me) {
            crate::plan::Answer::Act(action) if remote.legal().contains(&action) => {
                if let Ok(action) = serde_json::to_value(action) {
                    self.send_offer(action, false);
                }
            }
            crate::plan::Answer::Done => {
                self.online_screen.game.plans.remove(&me);
            }
            _ => {}
        }
    }

    /// A client of `server` at the table `join` says, speaking the app's language.
    fn online_client(&mut self, server: &str, join: Join) {
        let config = ClientConfig {
            server: server.to_string(),
            data: self.state.paths.data.clone(),
            language: metro_lang::language().code().to_string(),
            mirror: true,
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
            OnlineCommand::Play(action) => self.send_offer(action, true),
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
            OnlineCommand::EndTable => {
                if let Some(client) = self.online.client.as_ref()
                    && let Err(e) = client.end_table()
                {
                    self.online.notice = Some(e.to_string());
                }
            }
            OnlineCommand::Chat(text) => {
                if let Some(client) = self.online.client.as_ref()
                    && let Err(e) = client.send_chat(&text)
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

    /// A command of the game screen at an online table: a decision, an undo and a save go to the server (a save
    /// once the game is over), the animation, the end's board and the riders' plans stay on this screen. `false`
    /// for a command that is not the game screen's (applied as anywhere else).
    pub(super) fn online_game_command(&mut self, command: &Command) -> bool {
        match command {
            Command::Apply(action) => {
                if let Ok(action) = serde_json::to_value(action) {
                    self.send_offer(action, true);
                }
            }
            Command::Undo => self.online_command(OnlineCommand::Undo),
            Command::Skip => {
                if let Some(remote) = self.online.remote.as_mut() {
                    let shown = remote.skip();
                    let colours = crate::ui::table::seat_colours(&self.state.settings, remote.seats().len());
                    let t = crate::ui::table::Table::new(&*remote, colours, self.now);
                    self.online_screen.game.board.show_events(&t, &shown);
                }
            }
            Command::Save(_) => {
                if self.online.view.as_ref().is_some_and(|v| v.ended.is_some()) {
                    self.save_online();
                } else {
                    self.state.report(StatusKind::Problem(tr!("online-save-at-end")));
                }
            }
            Command::ShowBoardAtEnd(show) => self.online_screen.game.show_board_at_end = *show,
            Command::SetPlan(player, plan) => match plan {
                Some(plan) => {
                    self.online_screen.game.plans.insert(*player, *plan);
                }
                None => {
                    self.online_screen.game.plans.remove(player);
                }
            },
            Command::Replay(crate::ui::replay::ReplayCommand::WatchGame) => {
                if self.online.saved.is_none() {
                    self.save_online();
                }
                if let Some(path) = self.online.saved.clone() {
                    self.replay_command(crate::ui::replay::ReplayCommand::Watch(path));
                }
            }
            Command::HandOver(_) => {}
            Command::Chicago(ChicagoCommand::Play(action)) => {
                if let Ok(action) = serde_json::to_value(action) {
                    self.send_offer(action, true);
                }
            }
            Command::Chicago(ChicagoCommand::Undo) => self.online_command(OnlineCommand::Undo),
            Command::Chicago(ChicagoCommand::Save) => {
                return self.online_game_command(&Command::Save(PathBuf::new()));
            }
            Command::Chicago(ChicagoCommand::ToMenu) => self.online_command(OnlineCommand::ToMenu),
            Command::Chicago(ChicagoCommand::Seek(_) | ChicagoCommand::BackToGame) => {}
            _ => return false,
        }
        true
    }

    /// Sends one of the offers shown (`guarded`: a click, behind the misclick guard). Nothing changes on screen until
    /// the server answers, and one decision is sent at a version.
    fn send_offer(&mut self, action: serde_json::Value, guarded: bool) {
        if guarded && self.now - self.online_guard.1 < GUARD {
            // The prompt just changed: this click was meant for the previous one.
            return;
        }
        // Only an offer of the state shown is sent (a sealed decision may be changed until all are in).
        let offered = self.online.view.as_ref().is_some_and(|v| {
            v.seat.is_some() && v.ended.is_none() && v.state.offers.iter().any(|o| o.action == action)
        });
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

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
pub mod chat;
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
use crate::locale::tr;
use crate::online::Online;
use crate::paths::Settings;
use crate::ui::game::{GameScreen, Shown};

/// What the games' own screens at a table use of the app: the settings (the seats' colours, the animation's speed),
/// the saves folder and the Chicago Express screen's panels.
pub struct GameScreens<'a> {
    /// The app's settings.
    pub settings: &'a mut Settings,
    /// The saves folder.
    pub saves: &'a std::path::Path,
    /// The Chicago Express screen.
    pub chicago_screen: &'a mut crate::ui::chicago::ChicagoScreen,
}

/// The online screen's panels (what they remember between frames: the address and code typed, the new table's
/// choices, the log's scroll).
#[derive(Default)]
pub struct OnlineScreen {
    connect: connect::ConnectPanel,
    create: create::CreatePanel,
    lobby: lobby::LobbyPanel,
    prompt: prompt::PromptPanel,
    log: log::LogPanel,
    /// The game screen a seat at a Tokyo Metro table plays on (the same panels as a game at one screen).
    pub game: GameScreen,
    /// The table's chat.
    chat: chat::ChatPanel,
    /// The host asked to end the table: the header asks to confirm.
    confirm_end: bool,
}

impl OnlineScreen {
    /// Draws the screen: the way to a table, or the table.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        online: &Online,
        now: f64,
        games: GameScreens<'_>,
        commands: &mut Vec<Command>,
    ) {
        if online.client.is_some() {
            self.table_ui(ui, online, now, games, commands);
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

    fn table_ui(
        &mut self,
        ui: &mut egui::Ui,
        online: &Online,
        now: f64,
        games: GameScreens<'_>,
        commands: &mut Vec<Command>,
    ) {
        let GameScreens {
            settings,
            saves,
            chicago_screen,
        } = games;
        egui::Panel::top("online-header")
            .exact_size(header::HEIGHT)
            .show(ui, |ui| {
                header::HeaderPanel::ui(ui, online, &mut self.chat, &mut self.confirm_end, commands)
            });
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
        self.chat
            .ui(ui.ctx(), view, online.connection.is_connected(), commands);
        if online.chicago.is_some() || online.remote.is_some() {
            table_notes(ui, view, online, commands);
        }
        if let Some(play) = online.chicago.as_ref() {
            // A seat at a Chicago Express table: the game's own screen, as at one screen.
            chicago_screen.ui(ui, play, commands);
            return;
        }
        if let Some(remote) = online.remote.as_ref() {
            // A seat at a Tokyo Metro table: the game screen, as at one screen, on the seat's position.
            let shown = Shown {
                colours: crate::ui::table::seat_colours(
                    settings,
                    crate::session::GameSession::seats(remote).len(),
                ),
                now,
                hand_over: None,
                saves,
                solo: None,
            };
            self.game
                .session_ui(ui, remote, shown, &mut settings.speed, commands);
            return;
        }
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

/// Above a game's own screen at a table, what the table says beside the game: that it waits for its persons (with
/// the room code, and Start now for its host), that its host ended it or it cannot go on, a sealed round's words, the
/// server's last refusal or error. Nothing when there is nothing to say.
fn table_notes(
    ui: &mut egui::Ui,
    view: &metro_client::TableView,
    online: &Online,
    commands: &mut Vec<Command>,
) {
    let state = match view.info.state {
        metro_protocol::TableState::Waiting => {
            Some(tr!("online-table-waiting", code = view.info.code.clone()))
        }
        metro_protocol::TableState::Ended if view.ended.is_none() => Some(tr!("online-table-ended")),
        _ => None,
    };
    let broken = view
        .state
        .broken
        .as_ref()
        .map(|b| tr!("online-broken", reason = b.clone()));
    // A sealed round is said once the board shows it (not while the steps before it still play), and never while
    // the table waits to start.
    let playing = online
        .remote
        .as_ref()
        .is_some_and(crate::session::GameSession::playing);
    let sealed =
        sealed_words(view).filter(|_| !playing && view.info.state != metro_protocol::TableState::Waiting);
    let host_may_start = view.info.state == metro_protocol::TableState::Waiting
        && view.seat.is_some()
        && view.info.host == view.seat;
    let clocks = clock_words(view);
    if state.is_none() && broken.is_none() && sealed.is_none() && clocks.is_none() && online.notice.is_none()
    {
        return;
    }
    egui::Panel::top("online-notes").show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        if let Some(words) = state {
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(words).strong());
                if host_may_start
                    && ui.button(tr!("online-start-now")).clicked()
                    && online.connection.is_connected()
                {
                    commands.push(Command::Online(crate::command::OnlineCommand::StartTable));
                }
            });
        }
        if let Some(words) = sealed {
            ui.label(egui::RichText::new(words).strong());
        }
        if let Some(words) = clocks {
            ui.label(words);
        }
        for words in broken.iter().chain(online.notice.iter()) {
            ui.colored_label(crate::ui::table::ERROR, words);
        }
    });
}

/// A table's clocks in words, as of now: each deciding seat's time left for its decision, and on a bank clock each
/// seat's bank ("Clocks: Player 1 0:42 left; Player 2 bank 4:10"); `None` on a table without a clock.
pub fn clock_words(view: &metro_client::TableView) -> Option<String> {
    let clocks = view.state.clocks.as_ref()?;
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let time = |ms: u64| {
        let s = ms / 1000;
        if s >= 3600 {
            format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
        } else {
            format!("{}:{:02}", s / 60, s % 60)
        }
    };
    let parts: Vec<String> = clocks
        .iter()
        .filter_map(|c| {
            let name = view.info.seats.get(usize::from(c.seat))?.name.clone();
            match (c.deadline_ms, c.bank_ms) {
                (Some(deadline), _) => {
                    let left = u64::try_from(deadline.saturating_sub(now_ms)).unwrap_or(0);
                    Some(tr!("online-clock-left", seat = name, time = time(left)))
                }
                (None, Some(bank)) => Some(tr!("online-clock-bank", seat = name, time = time(bank))),
                (None, None) => None,
            }
        })
        .collect();
    (!parts.is_empty()).then(|| tr!("online-clocks", clocks = parts.join("; ")))
}

/// In a sealed round (secret bids at once, D-3): who has decided (never what) and who the table waits for, and
/// what the seat itself sealed, which it may change until every seat has decided; `None` outside one.
pub fn sealed_words(view: &metro_client::TableView) -> Option<String> {
    let round = view.state.sealed.as_ref()?;
    let name = |s: &u8| view.info.seats.get(usize::from(*s)).map(|i| i.name.clone());
    // The persons the round waits for (a bot decides when the persons have).
    let waiting: Vec<String> = round
        .seats
        .iter()
        .filter(|s| !round.sealed.contains(s))
        .filter(|s| {
            view.info
                .seats
                .get(usize::from(**s))
                .is_some_and(|i| i.player == "person" && i.stand_in.is_none())
        })
        .filter_map(name)
        .collect();
    let decided: Vec<String> = round
        .sealed
        .iter()
        .filter(|s| Some(**s) != view.seat)
        .filter_map(name)
        .collect();
    let mine = round.mine.as_ref().map(|mine| {
        view.state
            .offers
            .iter()
            .find(|o| &o.action == mine)
            .map_or_else(|| mine.to_string(), |o| o.words.clone())
    });
    let others = if decided.is_empty() {
        tr!("online-sealed-nobody", seats = waiting.join(", "))
    } else {
        tr!(
            "online-sealed-others",
            decided = decided.join(", "),
            seats = waiting.join(", ")
        )
    };
    Some(match mine {
        Some(choice) if waiting.is_empty() => tr!("online-sealed-mine", choice = choice),
        Some(choice) => tr!("online-sealed-waiting", choice = choice, others = others),
        None => others,
    })
}

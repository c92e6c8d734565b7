//! The replay viewer: a finished game or any save, looked back on along a timeline. The timeline across the top
//! ([`timeline`]: a slider by action, jumps by round and phase, play/pause at a chosen speed, whose
//! eyes, "Play on from here"); below it the game's own panels — players, revenue track, cards, board and log — show
//! the game at that point, nothing clickable. The game at each point comes from [`crate::replay::Replay`] (the engine
//! replaying the record); the panels read it through a session that only shows it ([`Session::showing`]).

pub mod timeline;

use std::path::PathBuf;

use super::board::BoardPanel;
use super::cards::CardsPanel;
use super::log::LogPanel;
use super::players::PlayersPanel;
use super::table::Table;
use super::track::TrackPanel;
use crate::app_state::AppState;
use crate::command::Command;
pub use crate::command::ReplayCommand;
use crate::paths::Settings;
use crate::preview::Previews;
use crate::replay::{Replay, Viewpoint};
use crate::session::Session;
use crate::status::StatusKind;
use crate::store::clip;
use crate::store::read::{SAVE_CAP, read_text};
use crate::store::saves::write_save;

/// The replay viewer: the replay, the game shown, and the panels' own state.
pub struct ReplayScreen {
    /// The game looked back on, at the point shown.
    pub replay: Replay,
    /// Whose eyes.
    pub viewpoint: Viewpoint,
    /// Whether the timeline plays on by itself.
    pub playing: bool,
    /// Actions per second while playing.
    pub speed: f32,
    /// Where "Back" goes: the game screen (true) or the menu.
    pub back_to_game: bool,
    /// Where the save came from, for the title.
    pub title: String,
    shown: Session,
    shown_at: usize,
    /// Fractions of an action played but not yet shown.
    pending: f32,
    players: PlayersPanel,
    track: TrackPanel,
    cards: CardsPanel,
    /// The board.
    pub board: BoardPanel,
    /// The log.
    pub log: LogPanel,
    previews: Previews,
}

impl std::fmt::Debug for ReplayScreen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReplayScreen")
            .field("replay", &self.replay)
            .field("viewpoint", &self.viewpoint)
            .finish()
    }
}

impl ReplayScreen {
    /// The viewer of `replay`, at its start, all-seeing if allowed (else the first allowed view).
    pub fn new(mut replay: Replay, title: String, back_to_game: bool) -> ReplayScreen {
        replay.seek(0);
        let viewpoint = replay
            .viewpoints()
            .first()
            .copied()
            .unwrap_or(Viewpoint::Player(metro_play::game::PlayerId(0)));
        let shown = shown_session(&replay);
        ReplayScreen {
            viewpoint,
            playing: false,
            speed: 4.0,
            back_to_game,
            title,
            shown,
            shown_at: replay.at(),
            pending: 0.0,
            players: PlayersPanel::default(),
            track: TrackPanel,
            cards: CardsPanel::default(),
            board: BoardPanel::default(),
            log: LogPanel::default(),
            previews: Previews::default(),
            replay,
        }
    }

    /// Shows the game after `n` actions.
    pub fn seek(&mut self, n: usize) {
        self.replay.seek(n);
        if self.replay.at() != self.shown_at {
            self.shown = shown_session(&self.replay);
            self.shown_at = self.replay.at();
        }
    }

    /// The session the panels read (the game at the point shown).
    pub fn shown(&self) -> &Session {
        &self.shown
    }

    /// Plays the timeline on by `dt` seconds (when playing); stops at the end.
    pub fn advance(&mut self, dt: f32) {
        if !self.playing {
            return;
        }
        self.pending += dt * self.speed;
        let steps = self.pending.floor();
        if steps >= 1.0 {
            self.pending -= steps;
            let to = self.replay.at() + steps as usize;
            self.seek(to);
        }
        if self.replay.at() >= self.replay.len() {
            self.playing = false;
        }
    }

    /// Draws the viewer.
    pub fn ui(&mut self, ui: &mut egui::Ui, settings: &Settings, now: f64, commands: &mut Vec<Command>) {
        let dt = ui.input(|i| i.stable_dt).clamp(0.0, 0.25);
        self.advance(dt);
        if self.playing {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(30));
        }
        let colours = super::table::seat_colours(settings, self.replay.seats().len());
        let mut go = None;
        egui::Panel::top("replay-timeline").show(ui, |ui| {
            go = timeline::ui(ui, self, commands);
        });
        if let Some(n) = go {
            self.seek(n);
        }
        let mut t = Table::new(&self.shown, colours, now);
        t.view = self.replay.view(self.viewpoint);
        t.me = None;
        t.legal = &[];
        // The panels offer nothing to click here; whatever they might push is dropped.
        let mut ignored = Vec::new();
        let width = ui.available_width();
        let right = (width * 0.23).clamp(280.0, 380.0);
        let left = (width * 0.14).clamp(170.0, 240.0);
        let mut clicked = None;
        egui::Panel::right("replay-side")
            .exact_size(right)
            .resizable(false)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                let lines = t.session.map().lines().len() as f32;
                let size = egui::vec2(ui.available_width(), TrackPanel::height(lines));
                super::fixed_box(ui, size, |ui| {
                    self.track.ui(ui, &t, &mut self.previews, &mut ignored)
                });
                ui.separator();
                let log = self.replay.log_so_far();
                clicked = self.log.lines_ui(ui, &t, log, &self.replay.save().actions, true);
            });
        let rows = t.session.rules().dealt() as usize;
        let shown = &t.view.state;
        egui::Panel::bottom("replay-cards")
            .exact_size(self.cards.height_now(rows, shown.round, shown.phase))
            .resizable(false)
            .show(ui, |ui| {
                self.cards.ui(ui, &t, &mut self.previews, &mut ignored);
            });
        egui::Panel::left("replay-players")
            .exact_size(left)
            .resizable(false)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                self.players.ui(ui, &t, &mut self.previews, &mut ignored);
            });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            self.board.ui(ui, &t, None, &mut self.previews, &mut ignored);
        });
        if let Some(click) = clicked {
            self.board.highlight = click.highlight;
            // The point just after the decision the line tells of.
            self.seek(click.decision + 1);
        }
    }
}

/// What the app does after a [`ReplayCommand`].
pub enum Outcome {
    /// Show this viewer.
    Show(Box<ReplayScreen>),
    /// Leave the viewer: to the game screen, or to the menu.
    Leave {
        /// To the game screen.
        to_game: bool,
    },
    /// A new game was saved in this file, branched from the point shown: open it.
    Branch(PathBuf),
    /// Nothing changes (a problem is on the status line).
    Stay,
}

/// Carries out a replay command: reads the save to watch (a problem goes to the status line), makes the replay of
/// the game played, writes the branch of a new game as a new save file (never over another file), or leaves.
pub fn open(state: &mut AppState, current: Option<&ReplayScreen>, command: ReplayCommand) -> Outcome {
    match command {
        ReplayCommand::Watch(path) => {
            let what = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let replay = read_text(&path, SAVE_CAP)
                .map_err(|e| e.to_string())
                .and_then(|text| Replay::load(&text, &state.catalog.registry).map_err(|e| e.to_string()));
            match replay {
                Ok(replay) => Outcome::Show(Box::new(ReplayScreen::new(replay, clip(&what, 80), false))),
                Err(e) => {
                    state.report(StatusKind::CouldNotWatch {
                        file: clip(&what, 200),
                        error: clip(&e, 2000),
                    });
                    Outcome::Stay
                }
            }
        }
        ReplayCommand::WatchGame => {
            let Some(session) = state.session.as_ref() else {
                return Outcome::Stay;
            };
            match Replay::of_session(session) {
                Ok(replay) => Outcome::Show(Box::new(ReplayScreen::new(replay, session.heading(), true))),
                Err(e) => {
                    state.report(StatusKind::CouldNotReplay { error: e.to_string() });
                    Outcome::Stay
                }
            }
        }
        ReplayCommand::PlayOn => {
            let Some(screen) = current else {
                return Outcome::Stay;
            };
            let folder = state.paths.saves();
            let written = screen
                .replay
                .branch()
                .map_err(|e| e.to_string())
                .and_then(|text| {
                    write_save(&folder, &screen.replay.save().setup, "-branch", &text)
                        .map_err(|e| e.to_string())
                });
            match written {
                Ok(path) => {
                    state.store.saves.refresh(&folder);
                    Outcome::Branch(path)
                }
                Err(e) => {
                    state.report(StatusKind::CouldNotBranch {
                        folder: folder.display().to_string(),
                        error: e,
                    });
                    Outcome::Stay
                }
            }
        }
        ReplayCommand::Close => Outcome::Leave {
            to_game: current.is_some_and(|s| s.back_to_game) && state.session.is_some(),
        },
    }
}

/// The session that shows the replay's game at its point.
fn shown_session(replay: &Replay) -> Session {
    replay.shown_session()
}

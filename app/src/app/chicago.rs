//! Chicago Express in the app's frame: before drawing, the log in the current language and the bots' moves; after
//! drawing, the Chicago commands the menu and the screen pushed; its saves — Save, a finished game kept once (in a
//! thread of its own, as Tokyo Metro's are), Load and Watch from the saves list.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;

use metro_game::GameState as _;

use super::{GUARD, MetroApp, Screen};
use crate::chicago::ChicagoPlay;
use crate::command::ChicagoCommand;
use crate::status::{SaveName, StatusKind};
use crate::store::clip;
use crate::store::read::{SAVE_CAP, read_text};
use crate::store::write::write_new;

/// A finished game's save being written: what became of it, once it is done.
pub(super) type Keeping = Option<Receiver<std::io::Result<PathBuf>>>;

/// A file's name, as shown.
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

impl MetroApp {
    /// Before drawing the Chicago Express screen: the log in the language shown and the bots' moves (at once within
    /// a part of the frame, or one at a time after the chosen delay; a bot thinks on its own thread meanwhile).
    pub(super) fn advance_chicago(&mut self, ctx: &egui::Context) {
        let Some(play) = self.chicago.as_mut() else {
            return;
        };
        if play.advance(Duration::from_millis(40)) {
            ctx.request_repaint_after(Duration::from_millis(30));
        }
    }

    /// Keeps a finished game of Chicago Express as a save, once (written in a thread of its own), and takes in what
    /// became of the write.
    pub(super) fn keep_chicago(&mut self) {
        let folder = self.state.paths.saves();
        if let Some(play) = self.chicago.as_mut()
            && !play.kept
            && play.table.is_over()
        {
            play.kept = true;
            let stem = format!("{}-finished", play.save_stem());
            let (sender, receiver) = std::sync::mpsc::channel();
            match play.save_text() {
                Ok(text) => {
                    let folder = folder.clone();
                    let spawned = std::thread::Builder::new()
                        .name("metro-chicago-finished".into())
                        .spawn(move || {
                            let _ = sender.send(write_new(&folder, &stem, "json", text.as_bytes()));
                        });
                    if let Err(e) = spawned {
                        let (sender, again) = std::sync::mpsc::channel();
                        let _ = sender.send(Err(e));
                        self.chicago_keeping = Some(again);
                        return;
                    }
                }
                Err(e) => {
                    let _ = sender.send(Err(std::io::Error::other(e.to_string())));
                }
            }
            self.chicago_keeping = Some(receiver);
        }
        let Some(receiver) = self.chicago_keeping.as_ref() else {
            return;
        };
        match receiver.try_recv() {
            Ok(Ok(_)) => {
                self.chicago_keeping = None;
                self.state.store.saves.refresh(&folder);
            }
            Ok(Err(e)) => {
                self.chicago_keeping = None;
                self.state.report(StatusKind::CouldNotKeepFinished {
                    folder: folder.display().to_string(),
                    error: e.to_string(),
                });
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => self.chicago_keeping = None,
        }
    }

    /// Whether a finished game of Chicago Express is being written.
    pub(super) fn chicago_busy(&self) -> bool {
        self.chicago_keeping.is_some()
    }

    /// The text of a save file if it is a Chicago Express save (`metro_save::game_of`); `None` for any other file
    /// (Tokyo Metro's reader then reads it and names what is wrong).
    fn chicago_save(path: &Path) -> Option<String> {
        let text = read_text(path, SAVE_CAP).ok()?;
        let game = metro_save::game_of(&text).ok()?;
        (game == metro_chicago::Game::INFO.key.as_str()).then_some(text)
    }

    /// Opens a Chicago Express save on the Chicago screen — to play on, or to watch — if `path` is one; returns
    /// whether it was one (then opened, or its problem on the status line).
    pub(super) fn open_chicago_save(&mut self, path: &Path, watch: bool) -> bool {
        let Some(text) = Self::chicago_save(path) else {
            return false;
        };
        let file = clip(&file_name(path), 200);
        let opened = if watch {
            ChicagoPlay::watch(&text, file.clone())
        } else {
            ChicagoPlay::load(&text, self.menu.chicago.start.delay)
        };
        match opened {
            Ok(play) => {
                self.chicago = Some(play);
                self.chicago_screen.reset();
                self.screen = Screen::Chicago;
                if !watch {
                    self.state.report(StatusKind::Loaded {
                        save: SaveName::File(file),
                    });
                }
            }
            Err(e) => {
                let error = clip(&e.to_string(), 2000);
                self.state.report(if watch {
                    StatusKind::CouldNotWatch { file, error }
                } else {
                    StatusKind::CouldNotLoad {
                        save: SaveName::File(file),
                        error,
                    }
                });
            }
        }
        true
    }

    /// Saves the game of Chicago Express in play in the saves folder, under a new name; the status line names it.
    fn save_chicago(&mut self) {
        let Some(play) = self.chicago.as_ref() else {
            return;
        };
        let folder = self.state.paths.saves();
        let written = play.save_text().map_err(|e| e.to_string()).and_then(|text| {
            write_new(&folder, &play.save_stem(), "json", text.as_bytes()).map_err(|e| e.to_string())
        });
        match written {
            Ok(path) => {
                self.state.report(StatusKind::Saved {
                    file: file_name(&path),
                });
                self.state.store.saves.refresh(&folder);
            }
            Err(error) => self.state.report(StatusKind::CouldNotSave {
                folder: folder.display().to_string(),
                error,
            }),
        }
    }

    /// Notes when the Chicago Express prompt changes, for the misclick guard.
    pub(super) fn watch_chicago_prompt(&mut self) {
        let key = self
            .chicago
            .as_ref()
            .map(|p| (p.table.position(), p.table.human_to_move()));
        if key != self.chicago_guard.0 {
            self.chicago_guard = (key, self.now);
        }
    }

    /// Applies a Chicago Express command.
    pub(super) fn chicago_command(&mut self, command: ChicagoCommand) {
        match command {
            ChicagoCommand::Start(start) => match ChicagoPlay::start(&start) {
                Ok(play) => {
                    self.chicago = Some(play);
                    self.chicago_screen.reset();
                    self.screen = Screen::Chicago;
                }
                Err(e) => self.state.report(StatusKind::Problem(e.to_string())),
            },
            ChicagoCommand::Play(action) => {
                if self.now - self.chicago_guard.1 < GUARD {
                    // The prompt just changed: this click was meant for the previous one.
                    return;
                }
                if let Some(play) = self.chicago.as_mut()
                    && let Err(e) = play.play(action)
                {
                    self.state.report(StatusKind::Problem(e.to_string()));
                }
            }
            ChicagoCommand::Undo => {
                if let Some(play) = self.chicago.as_mut()
                    && play.watching().is_none()
                    && let Err(e) = play.table.undo()
                {
                    self.state.report(StatusKind::Problem(e.to_string()));
                }
            }
            ChicagoCommand::Save => self.save_chicago(),
            ChicagoCommand::Seek(at) => {
                if let Some(play) = self.chicago.as_mut()
                    && let Err(e) = play.seek(at)
                {
                    self.state.report(StatusKind::Problem(e.to_string()));
                }
            }
            ChicagoCommand::Rules(key) => self.chicago_screen.help.open_at(key),
            ChicagoCommand::ToMenu => {
                self.menu.game = crate::ui::menu::GameChoice::ChicagoExpress;
                self.screen = Screen::Menu;
            }
            ChicagoCommand::BackToGame => {
                if self.chicago.is_some() {
                    self.screen = Screen::Chicago;
                }
            }
        }
    }

    /// The game of Chicago Express in play, if any.
    pub fn chicago(&self) -> Option<&ChicagoPlay> {
        self.chicago.as_ref()
    }

    /// The game of Chicago Express in play, to change (tests).
    pub fn chicago_mut(&mut self) -> Option<&mut ChicagoPlay> {
        self.chicago.as_mut()
    }

    /// The Chicago Express screen's panels (tests).
    pub fn chicago_screen(&self) -> &crate::ui::chicago::ChicagoScreen {
        &self.chicago_screen
    }

    /// The menu's panel.
    pub fn menu(&self) -> &crate::ui::menu::MenuPanel {
        &self.menu
    }

    /// The menu's panel (tests choose the game in it).
    pub fn menu_mut(&mut self) -> &mut crate::ui::menu::MenuPanel {
        &mut self.menu
    }
}

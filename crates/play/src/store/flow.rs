//! What the app does with its files when the player asks: start, load or resume a game (asking first when a game is
//! in progress, and keeping that game as a save), open a save after its setup check, save under a new name, delete a
//! save (after asking), keep the autosave up to date each frame, keep a finished game as a save, and take in what
//! the background readers and writers did.

use std::path::Path;

use super::read::{SAVE_CAP, read_text};
use super::saves::write_save;
use super::setup_check::SetupCheck;
use super::{Ask, StoreCommand};
use crate::app_state::AppState;
use crate::session::Session;
use crate::status::{Level, SaveName, Status, StatusKind};
use crate::words::clip;

pub use super::Next;
pub use crate::app_state::resumable;

impl AppState {
    /// Whether a game is being played and not over.
    pub fn in_progress(&self) -> bool {
        self.session.as_ref().is_some_and(|s| !s.game().is_over())
    }

    /// Does what the player asked for, or — when a game is in progress — asks first. Returns whether a game was
    /// entered.
    pub fn request(&mut self, next: Next) -> bool {
        if self.in_progress() {
            self.store.ask = Some(Ask::Abandon { next });
            return false;
        }
        self.perform(next)
    }

    /// Applies a storage widget's command; returns whether a game was entered.
    pub fn store_command(&mut self, command: StoreCommand) -> bool {
        match command {
            StoreCommand::Confirm => match self.store.ask.take() {
                Some(Ask::Abandon { next }) => self.keep_game_in_progress() && self.perform(next),
                Some(Ask::ChangedSetup { session, what, parts }) => {
                    let warning = StatusKind::OpenedChanged { save: what, parts };
                    self.install(*session, warning);
                    true
                }
                Some(Ask::Delete { path }) => {
                    self.delete_save(&path);
                    false
                }
                None => false,
            },
            StoreCommand::Cancel => {
                self.store.ask = None;
                false
            }
            StoreCommand::SaveCopy(folder) => {
                if folder.as_os_str().is_empty() {
                    self.report(StatusKind::TypeFolder);
                } else {
                    self.save_named(&folder);
                }
                false
            }
            StoreCommand::RetryAutosave => {
                if let Some(session) = &self.session {
                    self.store
                        .autosave
                        .write(session.save().actions.len(), &session.save_text());
                }
                false
            }
            StoreCommand::RefreshSaves => {
                self.store.saves.refresh(&self.paths.saves());
                false
            }
            StoreCommand::Delete(path) => {
                self.store.ask = Some(Ask::Delete { path });
                false
            }
        }
    }

    /// Deletes a save of the list of saves (the player said so); never a file the list does not show.
    fn delete_save(&mut self, path: &Path) {
        let file = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        if !self.store.saves.entries.iter().any(|e| e.path == path) {
            return;
        }
        match std::fs::remove_file(path) {
            Ok(()) => {
                if self.store.saved.as_ref().is_some_and(|(_, saved)| saved == path) {
                    self.store.saved = None;
                }
                self.report(StatusKind::Deleted { file });
            }
            Err(e) => self.report(StatusKind::CouldNotDelete {
                file,
                error: e.to_string(),
            }),
        }
        self.store.saves.refresh(&self.paths.saves());
    }

    /// Each frame: takes in what the background readers found, writes the autosave if the game changed, and keeps
    /// a game that just ended as a save of its own (written in the background; a failure is told).
    pub fn tick_store(&mut self) {
        self.store.scan.poll(&mut self.catalog);
        let folder = self.paths.saves();
        self.store.saves.refresh_if_changed(&folder);
        self.store.saves.poll();
        if let Some(session) = &self.session {
            self.store
                .autosave
                .keep(session.position(), session.save().actions.len(), || {
                    session.save_text()
                });
            self.store.finished.keep(session, &folder);
        }
        if let Some(written) = self.store.finished.poll() {
            match written.result {
                Ok(path) => {
                    if self
                        .session
                        .as_ref()
                        .is_some_and(|s| s.position() == written.position)
                    {
                        self.store.saved = Some((written.position, path));
                    }
                    self.store.saves.refresh(&folder);
                }
                Err(e) => self.report(StatusKind::CouldNotKeepFinished {
                    folder: folder.display().to_string(),
                    error: e.to_string(),
                }),
            }
        }
    }

    /// Whether a background reader or writer is still at work (the frame is then drawn again soon).
    pub fn store_busy(&self) -> bool {
        self.store.scan.running() || self.store.saves.reading() || self.store.finished.writing()
    }

    fn perform(&mut self, next: Next) -> bool {
        match next {
            Next::Start => {
                let started = self.start_game();
                if started {
                    self.store.autosave.forget();
                }
                started
            }
            Next::Resume => match self.resumable.take() {
                Some(text) => self.open_save_text(&text, SaveName::Autosave),
                None => false,
            },
            Next::Load(path) => match read_text(&path, SAVE_CAP) {
                Ok(text) => {
                    let name = path.file_name().map_or_else(
                        || path.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    self.open_save_text(&text, SaveName::File(clip(&name, 200)))
                }
                Err(e) => {
                    self.report(StatusKind::CouldNotRead { error: e.to_string() });
                    false
                }
            },
        }
    }

    /// Opens a saved game's text after its setup check: at once if verified (or not recorded, saying so); after a
    /// question naming what changed if its setup changed. Returns whether it opened now.
    pub fn open_save_text(&mut self, text: &str, what: SaveName) -> bool {
        match (self.store.loader)(text, &self.catalog.registry) {
            Ok((session, SetupCheck::Verified)) => {
                let news = match what {
                    SaveName::Autosave => StatusKind::Resumed,
                    save => StatusKind::Loaded { save },
                };
                self.install(session, news);
                true
            }
            Ok((session, SetupCheck::NotRecorded)) => {
                self.install(session, StatusKind::LoadedUnchecked { save: what });
                true
            }
            Ok((session, SetupCheck::Changed(parts))) => {
                self.store.ask = Some(Ask::ChangedSetup {
                    session: Box::new(session),
                    what,
                    parts,
                });
                false
            }
            Err(e) => {
                self.report(StatusKind::CouldNotLoad {
                    save: what,
                    error: clip(&e.to_string(), 2000),
                });
                false
            }
        }
    }

    fn install(&mut self, session: Session, status: StatusKind) {
        self.store.saved = None;
        self.store.autosave.forget();
        self.session = Some(session);
        self.clear_for_new_game();
        // News of the game opened does not hide what the player must still read.
        let hidden = status.level() == Level::News && self.status.as_ref().is_some_and(Status::stays);
        if !hidden {
            self.report(status);
        }
        self.after_install();
    }

    /// The app closes: it lets go of its data folder. A guest's game in progress is kept as a save first (its
    /// autosave is its own and would be found by nobody); if that fails, or a finished game is still being written,
    /// its autosave stays, and the folder's next owner takes it in as a save.
    pub fn close(&mut self) {
        let keep_autosave = self.store.instance.is_guest()
            && (self.store.finished.writing() || (self.in_progress() && !self.keep_game_in_progress()));
        self.store.instance.release(&self.paths.data, keep_autosave);
    }

    /// Keeps the game in progress as a save (unless it is saved as it stands); false if that failed, and says so.
    fn keep_game_in_progress(&mut self) -> bool {
        let Some(session) = &self.session else {
            return true;
        };
        if let Some((position, path)) = &self.store.saved
            && *position == session.position()
            && path.is_file()
        {
            return true;
        }
        let folder = self.paths.saves();
        match write_save(
            &folder,
            &session.save().setup,
            "-unfinished",
            &session.save_text(),
        ) {
            Ok(path) => {
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                self.report(StatusKind::KeptUnfinished { file: name });
                self.store.saves.refresh(&folder);
                true
            }
            Err(e) => {
                self.report(StatusKind::CouldNotKeep {
                    folder: folder.display().to_string(),
                    error: e.to_string(),
                });
                false
            }
        }
    }

    /// Saves the game in `folder` under a new descriptive name, never over another file.
    pub fn save_named(&mut self, folder: &Path) {
        let Some(session) = &self.session else { return };
        match write_save(folder, &session.save().setup, "", &session.save_text()) {
            Ok(path) => {
                let file = path
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                let in_saves = folder == self.paths.saves();
                self.store.saved = Some((session.position(), path));
                if in_saves {
                    self.store.saves.refresh(folder);
                    self.report(StatusKind::Saved { file });
                } else {
                    self.report(StatusKind::SavedIn {
                        folder: folder.display().to_string(),
                        file,
                    });
                }
            }
            Err(e) => {
                self.report(StatusKind::CouldNotSave {
                    folder: folder.display().to_string(),
                    error: e.to_string(),
                });
            }
        }
    }
}

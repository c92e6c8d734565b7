//! What the app does with its files when the player asks: start, load or resume a game (asking first when a game is
//! in progress, and keeping that game as a save), open a save after its setup check, save under a new name, keep
//! the autosave up to date each frame, and take in what the background readers found.

use crate::locale::tr;
use std::path::Path;

use super::read::{SAVE_CAP, read_text};
use super::saves::write_save;
use super::setup_check::SetupCheck;
use super::{Ask, StoreCommand};
use crate::app_state::AppState;
use crate::session::Session;
use crate::status::Status;
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
                    let warning = tr!(
                        "status-opened-changed",
                        save = what.as_str(),
                        parts = SetupCheck::changed_words(&parts)
                    );
                    self.install(*session, Status::Error(warning));
                    true
                }
                None => false,
            },
            StoreCommand::Cancel => {
                self.store.ask = None;
                false
            }
            StoreCommand::SaveCopy(folder) => {
                if folder.as_os_str().is_empty() {
                    self.status = Some(Status::Error(tr!("status-type-folder")));
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
        }
    }

    /// Each frame: takes in what the background readers found and writes the autosave if the game changed.
    pub fn tick_store(&mut self) {
        self.store.scan.poll(&mut self.catalog);
        self.store.saves.refresh_if_changed(&self.paths.saves());
        self.store.saves.poll();
        if let Some(session) = &self.session {
            self.store
                .autosave
                .keep(session.position(), session.save().actions.len(), || {
                    session.save_text()
                });
        }
    }

    /// Whether a background reader is still at work (the frame is then drawn again soon).
    pub fn store_busy(&self) -> bool {
        self.store.scan.running() || self.store.saves.reading()
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
                Some(text) => self.open_save_text(&text, &tr!("status-the-autosave")),
                None => false,
            },
            Next::Load(path) => match read_text(&path, SAVE_CAP) {
                Ok(text) => self.open_save_text(&text, &path.display().to_string()),
                Err(e) => {
                    self.status = Some(Status::Error(tr!("status-could-not-load", error = e.to_string())));
                    false
                }
            },
        }
    }

    /// Opens a saved game's text after its setup check: at once if verified (or not recorded, saying so); after a
    /// question naming what changed if its setup changed. Returns whether it opened now.
    pub fn open_save_text(&mut self, text: &str, what: &str) -> bool {
        let what = clip(what, 200);
        match (self.store.loader)(text, &self.catalog.registry) {
            Ok((session, SetupCheck::Verified)) => {
                self.install(
                    session,
                    Status::Info(tr!("status-loaded-verified", save = what.as_str())),
                );
                true
            }
            Ok((session, SetupCheck::NotRecorded)) => {
                let note = tr!("status-loaded-not-verified", save = what.as_str());
                self.install(session, Status::Info(note));
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
                let message = clip(&e.to_string(), 2000);
                self.status = Some(Status::Error(tr!(
                    "status-could-not-load-named",
                    save = what.as_str(),
                    error = message
                )));
                false
            }
        }
    }

    fn install(&mut self, session: Session, status: Status) {
        self.store.saved = None;
        self.store.autosave.forget();
        self.session = Some(session);
        self.status = Some(status);
        self.after_install();
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
                self.status = Some(Status::Info(tr!("status-kept-as", file = name)));
                self.store.saves.refresh(&folder);
                true
            }
            Err(e) => {
                self.status = Some(Status::Error(tr!(
                    "status-could-not-keep",
                    folder = folder.display().to_string(),
                    error = e.to_string()
                )));
                false
            }
        }
    }

    /// Saves the game in `folder` under a new descriptive name, never over another file.
    pub fn save_named(&mut self, folder: &Path) {
        let Some(session) = &self.session else { return };
        match write_save(folder, &session.save().setup, "", &session.save_text()) {
            Ok(path) => {
                self.status = Some(Status::Info(tr!(
                    "status-saved-as",
                    path = path.display().to_string()
                )));
                self.store.saved = Some((session.position(), path));
                if folder == self.paths.saves() {
                    self.store.saves.refresh(folder);
                }
            }
            Err(e) => {
                self.status = Some(Status::Error(tr!(
                    "status-could-not-save",
                    folder = folder.display().to_string(),
                    error = e.to_string()
                )));
            }
        }
    }
}

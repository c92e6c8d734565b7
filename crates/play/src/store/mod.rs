//! The app's files, kept so that nothing freezes and nothing is lost: files a user names are read only if they are
//! regular files of bounded size ([`read`]); saves get new descriptive names and never replace another file
//! ([`saves`]); the autosave is written through a synced temporary file and keeps two generations, and a failed
//! write is shown until one succeeds ([`autosave`]); the user's maps and card sets are scanned in the background
//! ([`scan`]); settings are clamped to their widgets' ranges ([`settings`]); a save whose setup changed is opened
//! only after a warning ([`setup_check`]); starting or loading over a game in progress asks first and keeps that
//! game as a save ([`flow`]); every finished game is kept as a save, written in the background ([`finished`]).

pub mod autosave;
pub mod finished;
pub mod flow;
pub mod lock;
pub mod read;
pub mod saves;
pub mod scan;
pub mod settings;
pub mod setup_check;
pub mod simulations;
pub mod unreadable;
pub mod write;

use std::path::PathBuf;

use crate::paths::Paths;
use crate::session::Session;
use crate::status::SaveName;

pub use crate::words::clip;
pub use read::read_text;

/// What the app keeps of its files: the autosave, the list of saves, the background scan, the question on screen.
#[derive(Debug)]
pub struct Store {
    /// This app's place in its data folder (owner or guest) and the lock it holds.
    pub instance: lock::Instance,
    /// The autosave of the game in progress.
    pub autosave: autosave::Autosave,
    /// The saves in the saves folder.
    pub saves: saves::SaveList,
    /// The background scan of the maps and cards folders.
    pub scan: scan::Scan,
    /// The question the app waits on, if any.
    pub ask: Option<Ask>,
    /// The last save of the game in progress: its position then and the file.
    pub saved: Option<(u64, PathBuf)>,
    /// The keeper of finished games.
    pub finished: finished::Finished,
    /// How a save's text becomes a session, with its setup check (a callback, so that tests can stand in).
    pub loader: setup_check::Loader,
}

impl Store {
    /// The store of the app whose files are under `paths`, owner of the folder or a guest beside its owner
    /// ([`lock::Instance::acquire`]).
    pub fn open(paths: &Paths, map_files: &[String], card_files: &[String]) -> Store {
        Store::open_as(lock::Instance::acquire(&paths.data), paths, map_files, card_files)
    }

    /// The store of `instance`: the owner of the folder removes the temporary files a crash left (its own kind only,
    /// never those of an app still at work there) and takes in the autosaves of guests gone; every app starts the
    /// background scan of the maps and cards folders (and the extra files named) and the reading of the saves.
    pub fn open_as(
        instance: lock::Instance,
        paths: &Paths,
        map_files: &[String],
        card_files: &[String],
    ) -> Store {
        if *instance.role() == lock::Role::Owner {
            let guests = lock::Guests::find(&paths.data);
            for folder in [
                paths.data.clone(),
                paths.config.clone(),
                paths.saves(),
                paths.drafts.clone(),
                simulations::folder(paths),
            ] {
                write::clean_stale_temporaries(&folder, &guests.running);
            }
            guests.adopt(&paths.data, &paths.saves());
        }
        let mut saves = saves::SaveList::default();
        saves.refresh(&paths.saves());
        Store {
            autosave: autosave::Autosave::new(instance.autosave(&paths.data)),
            instance,
            saves,
            scan: scan::Scan::start(paths, map_files, card_files),
            ask: None,
            saved: None,
            finished: finished::Finished::default(),
            loader: setup_check::load,
        }
    }
}

/// What the player asked for that replaces the game on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// A new game with the menu's settings.
    Start,
    /// The game of a save file.
    Load(PathBuf),
    /// The autosaved game.
    Resume,
}

/// A question the app asks before it goes on.
#[derive(Debug)]
pub enum Ask {
    /// A game is in progress: keep it as a save and go on to `next`?
    Abandon {
        /// What was asked for.
        next: Next,
    },
    /// The setup of a save changed since it was saved: open it anyway?
    ChangedSetup {
        /// The loaded game, to open if the player says so.
        session: Box<Session>,
        /// Which save.
        what: SaveName,
        /// What changed.
        parts: Vec<String>,
    },
    /// Delete this save for good?
    Delete {
        /// The file, one of the list of saves.
        path: PathBuf,
    },
}

/// What the storage widgets (the autosave banner, the questions, the list of saves) ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreCommand {
    /// Yes to the question on screen.
    Confirm,
    /// No to the question on screen.
    Cancel,
    /// Save the game in progress in this folder, under a new name.
    SaveCopy(PathBuf),
    /// Try the autosave again now.
    RetryAutosave,
    /// Read the list of saves again.
    RefreshSaves,
    /// Delete a save of the list (after asking).
    Delete(PathBuf),
}

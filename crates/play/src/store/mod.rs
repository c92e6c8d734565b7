//! The app's files, kept so that nothing freezes and nothing is lost: files a user names are read only if they are
//! regular files of bounded size ([`read`]); saves get new descriptive names and never replace another file
//! ([`saves`]); the autosave is written through a synced temporary file and keeps two generations, and a failed
//! write is shown until one succeeds ([`autosave`]); the user's maps and card sets are scanned in the background
//! ([`scan`]); settings are clamped to their widgets' ranges ([`settings`]); a save whose setup changed is opened
//! only after a warning ([`setup_check`]); starting or loading over a game in progress asks first and keeps that
//! game as a save ([`flow`]).

pub mod autosave;
pub mod flow;
pub mod read;
pub mod saves;
pub mod scan;
pub mod settings;
pub mod setup_check;
pub mod write;

use std::path::PathBuf;

use crate::session::Session;

pub use flow::Next;
pub use read::read_text;

/// What the app keeps of its files: the autosave, the list of saves, the background scan, the question on screen.
#[derive(Debug)]
pub struct Store {
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
    /// How a save's text becomes a session, with its setup check (a callback, so that tests can stand in).
    pub loader: setup_check::Loader,
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
        /// Which file, in words.
        what: String,
        /// What changed.
        parts: Vec<String>,
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
}

/// A name or message made safe to show in one line: control characters (escape sequences, new lines) become
/// spaces, and it is cut to `n` characters with an ellipsis.
pub fn clip(text: &str, n: usize) -> String {
    let mut out: String = text
        .chars()
        .take(n)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if text.chars().nth(n).is_some() {
        out.pop();
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_clipped_to_one_short_line() {
        assert_eq!(clip("Tokyo", 10), "Tokyo");
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(clip("a\u{1b}[2J\nb", 10), "a [2J b");
        let huge = "M".repeat(1_000_000);
        assert_eq!(clip(&huge, 60).chars().count(), 60);
    }
}

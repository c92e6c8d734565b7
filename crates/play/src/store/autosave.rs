//! The autosave: the game in progress written after every change, so that nothing is lost. Each write goes to a
//! temporary file in the same folder, is synced, then renamed over `autosave.json`, whose previous version becomes
//! `autosave.1.json` — the last good autosave plus one older generation. A failed write is remembered (and shown
//! in a banner until a write succeeds); play goes on and the previous autosave stays whole. Resume picks the newest
//! generation that loads.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::write::{sync_folder, write_temporary};

/// A failed autosave: what went wrong and since when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// What the system said, with the file.
    pub message: String,
    /// The number of actions of the game when writes began to fail.
    pub since_actions: usize,
    /// The number of actions of the game when the last write succeeded, if one did.
    pub last_good_actions: Option<usize>,
}

/// The autosave of the game in progress.
#[derive(Debug)]
pub struct Autosave {
    path: PathBuf,
    /// The position last written (or tried), so that an unchanged game is not written again.
    written: Option<u64>,
    last_good_actions: Option<usize>,
    failure: Option<Failure>,
}

impl Autosave {
    /// The autosave at `path` (`…/autosave.json`); nothing is written yet.
    pub fn new(path: PathBuf) -> Autosave {
        Autosave {
            path,
            written: None,
            last_good_actions: None,
            failure: None,
        }
    }

    /// The newest generation's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The failure since the last successful write, if writes fail.
    pub fn failure(&self) -> Option<&Failure> {
        self.failure.as_ref()
    }

    /// Writes the game if its position changed since the last write (or try): `position` is the session's
    /// position number, `actions` its number of actions, `text` gives the save text. Returns whether a write was
    /// made and failed.
    pub fn keep(&mut self, position: u64, actions: usize, text: impl FnOnce() -> String) -> bool {
        if self.written == Some(position) {
            return false;
        }
        self.written = Some(position);
        self.write(actions, &text())
    }

    /// Writes now, whatever the position; returns whether the write failed.
    pub fn write(&mut self, actions: usize, text: &str) -> bool {
        match write_generations(&self.path, text.as_bytes()) {
            Ok(()) => {
                self.failure = None;
                self.last_good_actions = Some(actions);
                false
            }
            Err(e) => {
                let message = format!("{}: {e}", self.path.display());
                match &mut self.failure {
                    Some(failure) => failure.message = message,
                    None => {
                        self.failure = Some(Failure {
                            message,
                            since_actions: actions,
                            last_good_actions: self.last_good_actions,
                        })
                    }
                }
                true
            }
        }
    }

    /// Forgets the game written: another game is put in place (a failure, if writes fail, is now this game's, from
    /// its start).
    pub fn forget(&mut self) {
        self.written = None;
        self.last_good_actions = None;
        if let Some(failure) = &mut self.failure {
            failure.since_actions = 0;
            failure.last_good_actions = None;
        }
    }
}

/// The older generation of an autosave: `autosave.json` → `autosave.1.json`.
pub fn older_generation(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!("{stem}.1.json"))
}

/// Writes a new newest generation: the text to a synced temporary file, the current newest renamed to the older
/// generation, the temporary file renamed to the newest, the folder synced. The newest generation is replaced only
/// by a complete, synced file.
pub fn write_generations(path: &Path, text: &[u8]) -> std::io::Result<()> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let temporary = write_temporary(path, text)?;
    if path.is_file()
        && let Err(e) = std::fs::rename(path, older_generation(path))
    {
        let _ = std::fs::remove_file(&temporary);
        return Err(e);
    }
    if let Err(e) = std::fs::rename(&temporary, path) {
        let _ = std::fs::remove_file(&temporary);
        return Err(e);
    }
    sync_folder(path);
    Ok(())
}

/// The autosave generations that exist, newest first (by modification time; the newest generation first on a tie).
pub fn generations(path: &Path) -> Vec<PathBuf> {
    let mut found: Vec<(SystemTime, usize, PathBuf)> = [path.to_path_buf(), older_generation(path)]
        .into_iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let modified = std::fs::metadata(&p)
                .ok()
                .filter(|m| m.is_file())?
                .modified()
                .ok()?;
            Some((modified, i, p))
        })
        .collect();
    found.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    found.into_iter().map(|(_, _, p)| p).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("metro-app-autosave-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    #[test]
    fn two_generations_are_kept() {
        let dir = dir("generations");
        let path = dir.join("autosave.json");
        let mut autosave = Autosave::new(path.clone());
        assert!(!autosave.keep(1, 1, || "one".into()));
        assert!(!autosave.keep(1, 1, || panic!("an unchanged game is not written again")));
        assert!(!autosave.keep(2, 2, || "two".into()));
        assert!(!autosave.keep(3, 3, || "three".into()));
        assert_eq!(std::fs::read_to_string(&path).expect("newest"), "three");
        assert_eq!(
            std::fs::read_to_string(older_generation(&path)).expect("older"),
            "two"
        );
        assert_eq!(generations(&path)[0], path);
        assert_eq!(generations(&path).len(), 2);
        assert!(!super::super::write::temporary_of(&path).exists());
    }

    #[test]
    fn a_failed_write_is_remembered_until_one_succeeds_and_keeps_the_last_good_autosave() {
        let dir = dir("failure");
        let path = dir.join("autosave.json");
        let mut autosave = Autosave::new(path.clone());
        assert!(!autosave.keep(1, 10, || "good".into()));
        // The temporary file's place is taken (as a full disk or a read-only folder would refuse it).
        let blocker = super::super::write::temporary_of(&path);
        std::fs::create_dir_all(&blocker).expect("mkdir");
        assert!(autosave.keep(2, 11, || "newer".into()));
        assert!(autosave.keep(3, 12, || "newest".into()));
        let failure = autosave.failure().expect("failing");
        assert_eq!(failure.since_actions, 11);
        assert_eq!(failure.last_good_actions, Some(10));
        assert!(failure.message.contains("autosave.json"), "{}", failure.message);
        // Another game put in place: the failure is now that game's, from its start.
        autosave.forget();
        assert!(
            autosave
                .failure()
                .is_some_and(|f| f.since_actions == 0 && f.last_good_actions.is_none())
        );
        assert_eq!(std::fs::read_to_string(&path).expect("kept"), "good");
        std::fs::remove_dir(&blocker).expect("rmdir");
        assert!(!autosave.keep(4, 13, || "back".into()));
        assert!(autosave.failure().is_none());
        assert_eq!(std::fs::read_to_string(&path).expect("written"), "back");
        assert_eq!(
            std::fs::read_to_string(older_generation(&path)).expect("older"),
            "good"
        );
    }

    #[test]
    fn a_file_where_the_folder_should_be_fails_the_write() {
        let dir = dir("no-folder");
        std::fs::write(dir.join("data"), "a file").expect("write");
        let mut autosave = Autosave::new(dir.join("data").join("autosave.json"));
        assert!(autosave.keep(1, 0, || "x".into()));
        assert!(autosave.failure().is_some());
    }
}

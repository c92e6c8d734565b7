//! Creating a file at a path a user gave — `metro sim --json FILE`, `metro check`'s saves of failing games — without
//! ever replacing what is there or blocking ([`create_user_file`], [`create_numbered`]).
//!
//! A path can name the user's own file (even one the same command reads: `--json mymap.toml`), a FIFO (opening it
//! for writing blocks until a reader comes, which may be never), a device (`/dev/full`), a directory, or a symbolic
//! link to any of them. So:
//!
//! 1. anything at the path (after following symbolic links, and a dangling link too) is refused before it is
//!    opened, naming what it is when it is not a regular file;
//! 2. the file is created with `create_new` (`O_CREAT | O_EXCL`): something put there since the check, or a symbolic
//!    link, makes it fail instead of being opened — so nothing is replaced and nothing blocks.

use std::fs::File;
use std::path::{Path, PathBuf};

/// The most numbered names [`create_numbered`] tries (`stem.ext`, `stem-2.ext`, … `stem-999.ext`).
pub const MAX_NUMBERED: u32 = 999;

/// Why a file was not created at a user's path. Each message names the path.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// Something is there already: nothing was written.
    Exists {
        /// The path as given.
        path: String,
    },
    /// The path names something other than a regular file (after following symbolic links): a FIFO, a device, a
    /// directory.
    NotAFile {
        /// The path as given.
        path: String,
        /// What it is: `a directory`, `a FIFO (named pipe)`, `a character device`, … (see [`crate::file_kind_key`]).
        kind: &'static str,
    },
    /// The system refused to create or write the file.
    Io {
        /// The path as given.
        path: String,
        /// The system's reason.
        source: std::io::Error,
    },
    /// Every numbered name of [`create_numbered`] is taken.
    NoFreeName {
        /// The folder.
        folder: String,
        /// The names' stem and extension (`metro-check-tokyo-tokyo-2p.json`).
        name: String,
    },
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::locale::tr;
        let text = match self {
            WriteError::Exists { path } => tr!("error-write-exists", path = path.as_str()),
            WriteError::NotAFile { path, kind } => tr!(
                "error-write-not-a-file",
                path = path.as_str(),
                kind = crate::read::file_kind_key(kind)
            ),
            WriteError::Io { path, source } => {
                tr!(
                    "error-write-io",
                    path = path.as_str(),
                    reason = source.to_string()
                )
            }
            WriteError::NoFreeName { folder, name } => tr!(
                "error-write-no-free-name",
                folder = folder.as_str(),
                name = name.as_str(),
                count = MAX_NUMBERED
            ),
        };
        f.write_str(&text)
    }
}

impl WriteError {
    /// The error of a write into a file this module created (the disk full, a file-size limit), naming its path.
    pub fn io(path: &Path, source: std::io::Error) -> WriteError {
        WriteError::Io {
            path: path.display().to_string(),
            source,
        }
    }
}

/// Creates a new, empty regular file at a path a user gave, for writing; refuses — at once, never blocking, never
/// replacing — a path where anything is already (see the module documentation).
pub fn create_user_file(path: &Path) -> Result<File, WriteError> {
    let shown = || path.display().to_string();
    if path.symlink_metadata().is_ok() {
        // A link is judged by what it points at; a dangling one is there all the same.
        return Err(match std::fs::metadata(path) {
            Ok(target) if !target.is_file() => WriteError::NotAFile {
                path: shown(),
                kind: crate::read::kind_of(&target.file_type()),
            },
            _ => WriteError::Exists { path: shown() },
        });
    }
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|source| match source.kind() {
            std::io::ErrorKind::AlreadyExists => WriteError::Exists { path: shown() },
            _ => WriteError::Io {
                path: shown(),
                source,
            },
        })
}

/// Creates a new file `stem.extension` in `folder` (made if missing), or `stem-2.extension`, `stem-3.extension`, …
/// when that name is taken — never over anything already there; returns it and its path.
pub fn create_numbered(folder: &Path, stem: &str, extension: &str) -> Result<(File, PathBuf), WriteError> {
    if folder.symlink_metadata().is_err() {
        std::fs::create_dir_all(folder).map_err(|source| WriteError::io(folder, source))?;
    }
    for n in 1..=MAX_NUMBERED {
        let path = folder.join(match n {
            1 => format!("{stem}.{extension}"),
            n => format!("{stem}-{n}.{extension}"),
        });
        match create_user_file(&path) {
            Err(WriteError::Exists { .. } | WriteError::NotAFile { .. }) => continue,
            Err(e) => return Err(e),
            Ok(file) => return Ok((file, path)),
        }
    }
    Err(WriteError::NoFreeName {
        folder: folder.display().to_string(),
        name: format!("{stem}.{extension}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write as _;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("metro-data-write-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn nothing_there_is_replaced() {
        let dir = scratch("replace");
        let mine = dir.join("mymap.toml");
        std::fs::write(&mine, "name = \"mine\"\n").unwrap();
        let error = create_user_file(&mine).unwrap_err();
        assert!(matches!(error, WriteError::Exists { .. }), "{error:?}");
        assert_eq!(
            error.to_string(),
            format!("{} exists already; nothing was overwritten", mine.display())
        );
        assert_eq!(std::fs::read_to_string(&mine).unwrap(), "name = \"mine\"\n");
        let folder = create_user_file(&dir).unwrap_err();
        assert_eq!(
            folder.to_string(),
            format!(
                "cannot write {}: it is a directory, not a regular file",
                dir.display()
            )
        );
        #[cfg(unix)]
        {
            let dangling = dir.join("dangling");
            std::os::unix::fs::symlink(dir.join("nowhere"), &dangling).unwrap();
            assert!(matches!(
                create_user_file(&dangling),
                Err(WriteError::Exists { .. })
            ));
            assert!(
                !dir.join("nowhere").exists(),
                "a link is not followed to create its target"
            );
            let full = create_user_file(Path::new("/dev/full")).unwrap_err();
            assert_eq!(
                full.to_string(),
                "cannot write /dev/full: it is a character device, not a regular file"
            );
        }
        let new = dir.join("new.jsonl");
        create_user_file(&new).unwrap().write_all(b"{}\n").unwrap();
        assert_eq!(std::fs::read_to_string(&new).unwrap(), "{}\n");
        let missing = create_user_file(&dir.join("no-folder/new.jsonl")).unwrap_err();
        assert!(
            missing.to_string().starts_with(&format!(
                "cannot write {}",
                dir.join("no-folder/new.jsonl").display()
            )),
            "{missing}"
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn numbered_names_go_past_the_taken_ones() {
        let dir = scratch("numbered");
        std::fs::write(dir.join("save.json"), "mine").unwrap();
        std::fs::create_dir(dir.join("save-2.json")).unwrap();
        let (mut file, path) = create_numbered(&dir, "save", "json").unwrap();
        file.write_all(b"new").unwrap();
        assert_eq!(path, dir.join("save-3.json"));
        assert_eq!(std::fs::read_to_string(dir.join("save.json")).unwrap(), "mine");
        let (_, in_new_folder) = create_numbered(&dir.join("a/b"), "save", "json").unwrap();
        assert_eq!(in_new_folder, dir.join("a/b/save.json"));
        let _ = std::fs::remove_dir_all(dir);
    }
}

//! Reading a file a user named — a map, a card set, a save, the settings — safely: only a regular file is opened
//! (a FIFO, a device such as `/dev/zero` behind a symlink, or a folder named `x.toml` is refused at once, never
//! blocks), and never more than a cap is read, so no file can freeze the app or fill its memory.

use std::path::{Path, PathBuf};

use crate::locale::tr;

/// The most bytes read from a map or card-set file (128 KiB).
pub const DATA_CAP: u64 = 128 * 1024;
/// The most bytes read from a save file (10 MB).
pub const SAVE_CAP: u64 = 10 * 1000 * 1000;
/// The most bytes read from the settings or the solo bests (1 MiB).
pub const SETTINGS_CAP: u64 = 1024 * 1024;

/// Why a file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The path names no file, or it cannot be opened.
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The path names a folder, a FIFO, a device or a socket.
    NotAFile {
        /// The file.
        path: PathBuf,
        /// What it is instead.
        kind: &'static str,
    },
    /// The file is larger than the cap.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The cap.
        cap: u64,
    },
    /// The file is not UTF-8 text.
    NotText {
        /// The file.
        path: PathBuf,
    },
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            ReadError::Io { path, source } => tr!(
                "read-cannot-read",
                path = path.display().to_string(),
                error = source.to_string()
            ),
            ReadError::NotAFile { path, kind } => tr!(
                "read-not-a-file",
                path = path.display().to_string(),
                kind = metro_data::file_kind_key(kind)
            ),
            ReadError::TooLarge { path, cap } => tr!(
                "read-too-large",
                path = path.display().to_string(),
                cap = cap.to_string()
            ),
            ReadError::NotText { path } => tr!("read-not-text", path = path.display().to_string()),
        };
        f.write_str(&text)
    }
}

impl ReadError {
    /// Whether the file is simply not there (the usual case for the settings on a first start).
    pub fn is_missing(&self) -> bool {
        matches!(self, ReadError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound)
    }
}

/// Reads at most `cap` bytes of a regular file as UTF-8 text, through [`metro_data::read_user_file`] (the one
/// reader of user files in metro: regular files only, checked before and after opening without blocking, never more
/// than `cap + 1` bytes read), with the app's own words for what went wrong.
pub fn read_text(path: &Path, cap: u64) -> Result<String, ReadError> {
    let path_buf = || path.to_path_buf();
    let limit = usize::try_from(cap).unwrap_or(usize::MAX);
    metro_data::read_user_file(path, limit).map_err(|e| match e {
        metro_data::ReadError::Io { source, .. } => ReadError::Io {
            path: path_buf(),
            source,
        },
        metro_data::ReadError::NotAFile { kind, .. } => ReadError::NotAFile {
            path: path_buf(),
            kind,
        },
        metro_data::ReadError::TooBig { .. } => ReadError::TooLarge {
            path: path_buf(),
            cap,
        },
        _ => ReadError::NotText { path: path_buf() },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("metro-app-read-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    #[test]
    fn a_regular_file_is_read_up_to_its_cap() {
        let dir = dir("regular");
        let file = dir.join("map.toml");
        std::fs::write(&file, "name = \"x\"\n").expect("write");
        assert_eq!(read_text(&file, 100).expect("read"), "name = \"x\"\n");
        let big = dir.join("big.toml");
        std::fs::write(&big, vec![b'a'; 101]).expect("write");
        assert!(matches!(
            read_text(&big, 100),
            Err(ReadError::TooLarge { cap: 100, .. })
        ));
        assert!(read_text(&big, 101).is_ok());
        assert!(
            read_text(&dir.join("missing.toml"), 100)
                .expect_err("missing")
                .is_missing()
        );
        std::fs::write(&big, [0xff, 0xfe]).expect("write");
        assert!(matches!(read_text(&big, 100), Err(ReadError::NotText { .. })));
    }

    #[test]
    fn a_folder_named_like_a_file_is_refused() {
        let dir = dir("folder");
        let folder = dir.join("x.toml");
        std::fs::create_dir_all(&folder).expect("mkdir");
        let e = read_text(&folder, DATA_CAP).expect_err("a folder");
        assert!(
            e.to_string().contains("not a regular file (it is a directory)"),
            "{e}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_and_a_symlink_to_dev_zero_are_refused_at_once() {
        let dir = dir("special");
        let fifo = dir.join("x.toml");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo");
        assert!(made.success());
        let zero = dir.join("zero.toml");
        std::os::unix::fs::symlink("/dev/zero", &zero).expect("symlink");
        let begun = Instant::now();
        let e = read_text(&fifo, DATA_CAP).expect_err("a FIFO");
        assert!(e.to_string().contains("a FIFO"), "{e}");
        let e = read_text(&zero, SAVE_CAP).expect_err("a device");
        assert!(e.to_string().contains("device"), "{e}");
        assert!(begun.elapsed() < Duration::from_secs(1));
        // A symlink to a regular file is read.
        let real = dir.join("real.toml");
        std::fs::write(&real, "a").expect("write");
        let link = dir.join("link.toml");
        std::os::unix::fs::symlink(&real, &link).expect("symlink");
        assert_eq!(read_text(&link, 10).expect("read"), "a");
    }
}

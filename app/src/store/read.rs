//! Reading a file a user named — a map, a card set, a save, the settings — safely: only a regular file is opened
//! (a FIFO, a device such as `/dev/zero` behind a symlink, or a folder named `x.toml` is refused at once, never
//! blocks), and never more than a cap is read, so no file can freeze the app or fill its memory.

use std::io::Read;
use std::path::{Path, PathBuf};

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
    #[error("{path}: cannot read the file: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The path names a folder, a FIFO, a device or a socket.
    #[error("{path}: not a regular file (it is {kind}); only regular files are read")]
    NotAFile {
        /// The file.
        path: PathBuf,
        /// What it is instead.
        kind: &'static str,
    },
    /// The file is larger than the cap.
    #[error("{path}: the file is larger than {cap} bytes; it is not read")]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The cap.
        cap: u64,
    },
    /// The file is not UTF-8 text.
    #[error("{path}: the file is not UTF-8 text")]
    NotText {
        /// The file.
        path: PathBuf,
    },
}

impl ReadError {
    /// Whether the file is simply not there (the usual case for the settings on a first start).
    pub fn is_missing(&self) -> bool {
        matches!(self, ReadError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound)
    }
}

/// What a non-regular file is, in words.
fn kind_of(file_type: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO";
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return "a device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_dir() {
        "a folder"
    } else {
        "not a regular file"
    }
}

/// Reads at most `cap` bytes of a regular file (following symlinks to what they name). Anything else — a folder,
/// a FIFO, a device, a socket — is refused before it is opened, and the opened handle is checked again (a file
/// swapped in between is refused too); a file longer than `cap` is refused without reading more than `cap + 1`
/// bytes.
pub fn read_regular_file(path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    let io = |source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    };
    let not_a_file = |t| ReadError::NotAFile {
        path: path.to_path_buf(),
        kind: kind_of(t),
    };
    let metadata = std::fs::metadata(path).map_err(io)?;
    if !metadata.is_file() {
        return Err(not_a_file(metadata.file_type()));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(target_os = "linux")]
    {
        // O_NONBLOCK: should a FIFO be swapped in after the check above, opening it does not wait for a writer.
        // A regular file ignores the flag.
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(0o4000);
    }
    let file = options.open(path).map_err(io)?;
    let opened = file.metadata().map_err(io)?;
    if !opened.is_file() {
        return Err(not_a_file(opened.file_type()));
    }
    if opened.len() > cap {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            cap,
        });
    }
    let mut bytes = Vec::with_capacity(opened.len() as usize);
    file.take(cap + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            cap,
        });
    }
    Ok(bytes)
}

/// [`read_regular_file`] as UTF-8 text (a leading byte-order mark is kept: the parsers accept it or say so).
pub fn read_text(path: &Path, cap: u64) -> Result<String, ReadError> {
    let bytes = read_regular_file(path, cap)?;
    String::from_utf8(bytes).map_err(|_| ReadError::NotText {
        path: path.to_path_buf(),
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
            read_regular_file(&big, 100),
            Err(ReadError::TooLarge { cap: 100, .. })
        ));
        assert!(read_regular_file(&big, 101).is_ok());
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
        let e = read_regular_file(&folder, DATA_CAP).expect_err("a folder");
        assert!(
            e.to_string().contains("not a regular file (it is a folder)"),
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
        let e = read_regular_file(&fifo, DATA_CAP).expect_err("a FIFO");
        assert!(e.to_string().contains("a FIFO"), "{e}");
        let e = read_regular_file(&zero, SAVE_CAP).expect_err("a device");
        assert!(e.to_string().contains("a device"), "{e}");
        assert!(begun.elapsed() < Duration::from_secs(1));
        // A symlink to a regular file is read.
        let real = dir.join("real.toml");
        std::fs::write(&real, "a").expect("write");
        let link = dir.join("link.toml");
        std::os::unix::fs::symlink(&real, &link).expect("symlink");
        assert_eq!(read_text(&link, 10).expect("read"), "a");
    }
}

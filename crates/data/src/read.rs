//! Reading a file whose path came from a user — a command-line argument, a settings file, a folder listing, a "Browse…"
//! dialog — without ever blocking, filling the memory or reading what is not a file ([`read_user_file`]).
//!
//! A path can name a FIFO (opening it for reading blocks until a writer comes, which may be never), a device
//! (`/dev/zero` never ends), a directory, or a symbolic link to any of them; or a regular file of gigabytes. So:
//!
//! 1. the path's metadata is read, following symbolic links, and anything but a regular file is refused, naming what
//!    it is; so is a file larger than the limit;
//! 2. the file is opened with `O_NONBLOCK` (on Unix), so that even a FIFO swapped in after the check cannot block the
//!    open, and the *opened* file's metadata is checked again;
//! 3. at most `limit + 1` bytes are read, so a file that grew past the limit since the check is refused too;
//! 4. the bytes must be UTF-8; a leading byte-order mark is removed.

use std::fs::File;
use std::io::Read;
use std::path::Path;

/// Why a user's file was not read. Each message names the path.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The path does not exist, or the system refused to open or read it.
    Io {
        /// The path as given.
        path: String,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The path names something other than a regular file (after following symbolic links).
    NotAFile {
        /// The path as given.
        path: String,
        /// What it is: `a directory`, `a FIFO (named pipe)`, `a character device`, …
        kind: &'static str,
    },
    /// The file is larger than the limit for its kind.
    TooBig {
        /// The path as given.
        path: String,
        /// Its size in bytes (at least `limit + 1` when it grew while being read).
        size: u64,
        /// The limit.
        limit: usize,
    },
    /// The file is not UTF-8 text.
    NotUtf8 {
        /// The path as given.
        path: String,
        /// The byte offset of the first invalid byte.
        offset: usize,
    },
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::locale::tr;
        let text = match self {
            ReadError::Io { path, source } => {
                tr!("error-read-io", path = path.as_str(), reason = source.to_string())
            }
            ReadError::NotAFile { path, kind } => {
                tr!(
                    "error-read-not-a-file",
                    path = path.as_str(),
                    kind = file_kind_key(kind)
                )
            }
            ReadError::TooBig { path, size, limit } => tr!(
                "error-read-too-big",
                path = path.as_str(),
                size = size.to_string(),
                limit = limit.to_string()
            ),
            ReadError::NotUtf8 { path, offset } => {
                tr!(
                    "error-read-not-utf8",
                    path = path.as_str(),
                    offset = offset.to_string()
                )
            }
        };
        f.write_str(&text)
    }
}

/// Reads a file named by a user as UTF-8 text of at most `limit` bytes, refusing — at once, never blocking — anything
/// that is not a regular file. A leading UTF-8 byte-order mark is removed. See the module documentation for how.
///
/// The limits to pass are in `metro_core::limits`: `MAX_DATA_FILE_BYTES` for maps and card sets, `MAX_SAVE_BYTES` for
/// saves.
pub fn read_user_file(path: &Path, limit: usize) -> Result<String, ReadError> {
    let shown = || path.display().to_string();
    let io = |source: std::io::Error| ReadError::Io {
        path: shown(),
        source,
    };
    let check = |metadata: &std::fs::Metadata| -> Result<(), ReadError> {
        if !metadata.is_file() {
            return Err(ReadError::NotAFile {
                path: shown(),
                kind: kind_of(&metadata.file_type()),
            });
        }
        if metadata.len() > limit as u64 {
            return Err(ReadError::TooBig {
                path: shown(),
                size: metadata.len(),
                limit,
            });
        }
        Ok(())
    };
    check(&std::fs::metadata(path).map_err(io)?)?;
    let file = open_nonblocking(path).map_err(io)?;
    check(&file.metadata().map_err(io)?)?;
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() > limit {
        return Err(ReadError::TooBig {
            path: shown(),
            size: bytes.len() as u64,
            limit,
        });
    }
    let mut text = String::from_utf8(bytes).map_err(|e| ReadError::NotUtf8 {
        path: shown(),
        offset: e.utf8_error().valid_up_to(),
    })?;
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Ok(text)
}

/// Opens for reading without blocking on a FIFO (Unix: `O_NONBLOCK`; a regular file reads as usual with it).
fn open_nonblocking(path: &Path) -> std::io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// What a file type is, in words.
/// The key of a [`ReadError::NotAFile`] kind for a Fluent selector (`directory`, `fifo`, …, `other`): the kinds are
/// named in English in the error, and a front end's catalog words them in its language.
pub fn file_kind_key(kind: &str) -> &'static str {
    match kind {
        "a directory" => "directory",
        "a FIFO (named pipe)" => "fifo",
        "a character device" => "character-device",
        "a block device" => "block-device",
        "a socket" => "socket",
        _ => "other",
    }
}

pub(crate) fn kind_of(file_type: &std::fs::FileType) -> &'static str {
    if file_type.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("metro-data-read-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_regular_file_is_read_and_its_bom_dropped() {
        let path = scratch("plain.toml");
        std::fs::write(&path, "\u{feff}name = \"x\"\n").unwrap();
        assert_eq!(read_user_file(&path, 100).unwrap(), "name = \"x\"\n");
        std::fs::write(&path, "name = \"x\"\n").unwrap();
        assert_eq!(read_user_file(&path, 11).unwrap(), "name = \"x\"\n");
    }

    #[test]
    fn too_big_not_utf8_and_missing_files_are_refused() {
        let path = scratch("big.toml");
        std::fs::write(&path, "x".repeat(101)).unwrap();
        let error = read_user_file(&path, 100).unwrap_err();
        assert!(
            matches!(
                error,
                ReadError::TooBig {
                    size: 101,
                    limit: 100,
                    ..
                }
            ),
            "{error}"
        );
        assert!(error.to_string().contains("101 bytes"), "{error}");
        std::fs::write(&path, b"ok\xFF").unwrap();
        let error = read_user_file(&path, 100).unwrap_err();
        assert!(matches!(error, ReadError::NotUtf8 { offset: 2, .. }), "{error}");
        let error = read_user_file(&scratch("missing.toml"), 100).unwrap_err();
        assert!(matches!(error, ReadError::Io { .. }), "{error}");
    }

    #[test]
    fn a_directory_is_refused() {
        let error = read_user_file(&std::env::temp_dir(), 100).unwrap_err();
        assert!(
            matches!(
                error,
                ReadError::NotAFile {
                    kind: "a directory",
                    ..
                }
            ),
            "{error}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_and_a_link_to_dev_zero_are_refused_at_once() {
        let fifo = scratch("pipe.toml");
        let _ = std::fs::remove_file(&fifo);
        let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
        assert!(made.success(), "mkfifo");
        let start = Instant::now();
        let error = read_user_file(&fifo, 100).unwrap_err();
        assert!(
            matches!(
                error,
                ReadError::NotAFile {
                    kind: "a FIFO (named pipe)",
                    ..
                }
            ),
            "{error}"
        );

        let zero = scratch("zero.toml");
        let _ = std::fs::remove_file(&zero);
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        let error = read_user_file(&zero, 100).unwrap_err();
        assert!(
            matches!(
                error,
                ReadError::NotAFile {
                    kind: "a character device",
                    ..
                }
            ),
            "{error}"
        );
        // Opening the FIFO directly does not block either (the open itself is non-blocking).
        assert!(open_nonblocking(&fifo).is_ok());
        assert!(start.elapsed() < Duration::from_secs(2));
    }
}

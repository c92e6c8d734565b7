//! Writing the app's files so that nothing is lost: a file that replaces another (the autosave, the settings, the
//! bests) is written to a temporary file in the same folder, synced, then renamed over it, and the folder synced —
//! a crash or a full disk leaves the old file whole; a new file (a save) is created only where none exists, never
//! over another.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The ending of a temporary file: `autosave.json` is written as `autosave.json.tmp` first.
pub const TEMPORARY: &str = "tmp";

/// The temporary file a write of `path` goes through.
pub fn temporary_of(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".");
    name.push(TEMPORARY);
    path.with_file_name(name)
}

/// Writes `text` to `path`, replacing it whole or not at all: creates the folder, writes a temporary file in it,
/// syncs it to the disk, renames it over `path` and syncs the folder. On any failure the temporary file is removed
/// and `path` is as it was.
pub fn write_replacing(path: &Path, text: &[u8]) -> std::io::Result<()> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let temporary = write_temporary(path, text)?;
    if let Err(e) = std::fs::rename(&temporary, path) {
        let _ = std::fs::remove_file(&temporary);
        return Err(e);
    }
    sync_folder(path);
    Ok(())
}

/// Writes `text` to the temporary file of `path` (in the same folder, which must exist) and syncs it; returns the
/// temporary file's path. On failure nothing is left behind.
pub fn write_temporary(path: &Path, text: &[u8]) -> std::io::Result<PathBuf> {
    let temporary = temporary_of(path);
    let written = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(text)?;
        file.sync_all()
    })();
    match written {
        Ok(()) => Ok(temporary),
        Err(e) => {
            if temporary.is_file() {
                let _ = std::fs::remove_file(&temporary);
            }
            Err(e)
        }
    }
}

/// Syncs a file's folder, so that a rename in it survives a crash (best effort: not every system allows it).
pub fn sync_folder(path: &Path) {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty())
        && let Ok(folder) = std::fs::File::open(parent)
    {
        let _ = folder.sync_all();
    }
}

/// Creates a new file `folder/stem.json` — or `stem-2.json`, `stem-3.json`, … when the name is taken — and writes
/// `text` to it, synced. Never replaces a file (the name is claimed with `create_new`). Returns the path written.
pub fn write_new(folder: &Path, stem: &str, extension: &str, text: &[u8]) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    for n in 1..=999 {
        let name = match n {
            1 => format!("{stem}.{extension}"),
            n => format!("{stem}-{n}.{extension}"),
        };
        let path = folder.join(name);
        let mut file = match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        };
        let written = file.write_all(text).and_then(|()| file.sync_all());
        if let Err(e) = written {
            // The file is ours and unfinished: remove it rather than leave half a save.
            drop(file);
            let _ = std::fs::remove_file(&path);
            return Err(e);
        }
        sync_folder(&path);
        return Ok(path);
    }
    Err(std::io::Error::new(
        std::io::ErrorKind::AlreadyExists,
        format!("{} already holds 999 files named {stem}…", folder.display()),
    ))
}

/// Removes the temporary files a write interrupted by a crash left in a folder (`*.json.tmp`, and the
/// `*.tmp` of earlier versions next to a `*.json`); returns how many.
pub fn clean_stale_temporaries(folder: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let ours =
            name.ends_with(".json.tmp") || (name.ends_with(".tmp") && path.with_extension("json").exists());
        let regular = entry.file_type().is_ok_and(|t| t.is_file());
        if ours && regular && std::fs::remove_file(&path).is_ok() {
            removed += 1;
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("metro-app-write-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    #[test]
    fn a_replacing_write_leaves_no_temporary_and_replaces_whole() {
        let dir = dir("replace");
        let file = dir.join("a.json");
        write_replacing(&file, b"one").expect("write");
        write_replacing(&file, b"two").expect("write");
        assert_eq!(std::fs::read(&file).expect("read"), b"two");
        assert!(!temporary_of(&file).exists());
    }

    #[test]
    fn a_failed_replacing_write_keeps_the_old_file() {
        let dir = dir("replace-fail");
        let file = dir.join("a.json");
        write_replacing(&file, b"good").expect("write");
        // The temporary file's place is taken by a folder: the write fails, the old file stays.
        std::fs::create_dir_all(temporary_of(&file)).expect("mkdir");
        assert!(write_replacing(&file, b"new").is_err());
        assert_eq!(std::fs::read(&file).expect("read"), b"good");
    }

    #[test]
    fn a_new_file_never_replaces_another() {
        let dir = dir("new");
        let a = write_new(&dir, "tokyo", "json", b"a").expect("a");
        let b = write_new(&dir, "tokyo", "json", b"b").expect("b");
        assert_eq!(a.file_name().expect("name"), "tokyo.json");
        assert_eq!(b.file_name().expect("name"), "tokyo-2.json");
        assert_eq!(std::fs::read(&a).expect("read"), b"a");
        assert_eq!(std::fs::read(&b).expect("read"), b"b");
    }

    #[test]
    fn stale_temporaries_are_removed() {
        let dir = dir("stale");
        std::fs::write(dir.join("autosave.json.tmp"), b"").expect("write");
        std::fs::write(dir.join("autosave.json"), b"{}").expect("write");
        std::fs::write(dir.join("autosave.tmp"), b"").expect("write");
        std::fs::write(dir.join("notes.tmp"), b"keep").expect("write");
        assert_eq!(clean_stale_temporaries(&dir), 2);
        assert!(dir.join("notes.tmp").exists());
        assert!(dir.join("autosave.json").exists());
    }
}

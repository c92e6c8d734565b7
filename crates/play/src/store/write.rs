//! Writing the app's files so that nothing is lost: a file that replaces another (the autosave, the settings, the
//! bests) is written to a temporary file in the same folder, synced, then renamed over it, and the folder synced —
//! a crash or a full disk leaves the old file whole; a new file (a save) is created only where none exists, never
//! over another.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The ending of the app's temporary files: `autosave.json` is written as `.autosave.json.<process>.metro-tmp` first.
/// The name is the app's own (hidden, the process that writes it, an ending no other program uses), so that only the
/// app's temporaries are ever removed ([`clean_stale_temporaries`]), and two apps never write the same one.
pub const TEMPORARY: &str = "metro-tmp";

/// The temporary file this process writes `path` through: `.NAME.<process id>.metro-tmp` beside it.
pub fn temporary_of(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.{TEMPORARY}", std::process::id()))
}

/// The process that wrote a temporary file of the app, read from the file's name; `None` if the name is not that of
/// one of the app's temporaries ([`temporary_of`]).
pub fn temporary_writer(name: &str) -> Option<u32> {
    let rest = name
        .strip_prefix('.')?
        .strip_suffix(TEMPORARY)?
        .strip_suffix('.')?;
    let (target, process) = rest.rsplit_once('.')?;
    if target.is_empty() || !process.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    process.parse().ok()
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

/// Removes the temporary files of the app ([`temporary_of`], by name) that a write interrupted by a crash left in a
/// folder, except those of this process and of the processes `writing` (other apps still at work on the folder);
/// returns how many. Nothing else is touched: a user's `notes.tmp` or `x.json.tmp` stays.
pub fn clean_stale_temporaries(folder: &Path, writing: &[u32]) -> usize {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(writer) = temporary_writer(&name) else {
            continue;
        };
        let stale = writer != std::process::id() && !writing.contains(&writer);
        let regular = entry.file_type().is_ok_and(|t| t.is_file());
        if stale && regular && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// Moves a file into `folder` under a new name — `stem.json`, or `stem-2.json`, … when the name is taken — never
/// over another file; returns the path it has now. Within one file system the file is linked under its new name,
/// then its old name removed (a crash in between leaves it under both names, never under none); across file systems
/// it is copied (synced) and then removed.
pub fn move_new(file: &Path, folder: &Path, stem: &str, extension: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    for n in 1..=999 {
        let name = match n {
            1 => format!("{stem}.{extension}"),
            n => format!("{stem}-{n}.{extension}"),
        };
        let target = folder.join(name);
        match std::fs::hard_link(file, &target) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            // Another file system, or one without links: a copy claimed with `create_new`.
            Err(_) => match copy_new(file, &target) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            },
        }
        sync_folder(&target);
        std::fs::remove_file(file)?;
        sync_folder(file);
        return Ok(target);
    }
    Err(std::io::Error::new(
        std::io::ErrorKind::AlreadyExists,
        format!("{} already holds 999 files named {stem}…", folder.display()),
    ))
}

/// Copies `file` to `target`, which must not exist, synced; on failure nothing is left at `target`.
fn copy_new(file: &Path, target: &Path) -> std::io::Result<()> {
    let mut from = std::fs::File::open(file)?;
    let mut to = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(target)?;
    let copied = std::io::copy(&mut from, &mut to).and_then(|_| to.sync_all());
    if let Err(e) = copied {
        drop(to);
        let _ = std::fs::remove_file(target);
        return Err(e);
    }
    Ok(())
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

    // Issue 28, item 2: the app removed every `*.json.tmp`, and every `X.tmp` beside an `X.json`, in its folders at
    // start — whoever wrote them (with METRO_APP_HOME, a portable folder, they are the user's). Only the app's own
    // temporaries go, by name, and only those of processes no longer writing.
    #[test]
    fn only_the_apps_own_stale_temporaries_are_removed() {
        let dir = dir("stale");
        let users = [
            "autosave.json.tmp",
            "notes.tmp",
            "x.tmp",
            ".x.tmp",
            ".x.json.12.tmp",
            "..7.metro-tmp",
        ];
        for name in users {
            std::fs::write(dir.join(name), b"the user's").expect("write");
        }
        std::fs::write(dir.join("x.json"), b"{}").expect("write");
        // A crashed app's (process 4000000000, none today) and a running one's (process 4000000001).
        let crashed = dir.join(".autosave.json.4000000000.metro-tmp");
        let running = dir.join(".settings.json.4000000001.metro-tmp");
        let mine = temporary_of(&dir.join("bests.json"));
        for file in [&crashed, &running, &mine] {
            std::fs::write(file, b"").expect("write");
        }
        assert_eq!(
            temporary_writer(".autosave.json.4000000000.metro-tmp"),
            Some(4_000_000_000)
        );
        assert_eq!(clean_stale_temporaries(&dir, &[4_000_000_001]), 1);
        assert!(!crashed.exists());
        assert!(running.exists() && mine.exists());
        for name in users {
            assert_eq!(std::fs::read(dir.join(name)).expect(name), b"the user's");
        }
        assert!(dir.join("x.json").exists());
    }

    #[test]
    fn a_file_moved_in_never_replaces_another() {
        let dir = dir("move");
        let into = dir.join("saves");
        std::fs::create_dir_all(&into).expect("mkdir");
        std::fs::write(into.join("kept.json"), b"old").expect("write");
        let file = dir.join("autosave.json");
        std::fs::write(&file, b"new").expect("write");
        let moved = move_new(&file, &into, "kept", "json").expect("moved");
        assert_eq!(moved, into.join("kept-2.json"));
        assert!(!file.exists());
        assert_eq!(std::fs::read(into.join("kept.json")).expect("read"), b"old");
        assert_eq!(std::fs::read(&moved).expect("read"), b"new");
    }
}

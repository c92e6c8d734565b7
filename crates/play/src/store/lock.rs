//! Who uses the data folder. The first app started on a folder owns it: it holds an advisory lock on
//! `metro.lock` (which says its process id) for as long as it runs, and only it resumes, rotates and sets aside
//! `autosave.json` and removes the temporary files a crash left. An app started while the folder is owned is a
//! guest: it says so, keeps its game in an autosave of its own (`autosave-<id>.json`, `<id>` its process id) under a
//! lock of its own (`metro-<id>.lock`), and touches none of the owner's files. The system releases a lock when its
//! process ends, however it ends, so a crashed app never blocks the folder; the next owner takes in what a crashed
//! guest left ([`Guests::adopt`]): its autosave becomes a save of the list.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

use super::saves::Civil;
use super::write::move_new;

/// The owner's lock file in the data folder.
pub const LOCK: &str = "metro.lock";

/// What this app is to its data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// It owns the folder (holds `metro.lock`).
    Owner,
    /// Another app owns the folder; this one is a guest under the name `id`.
    Guest {
        /// The guest's name in its own files (`autosave-<id>.json`): its process id, with `-2`, `-3`, … when two
        /// apps of one process share a folder (tests).
        id: String,
        /// The owner's process id, as its lock file says.
        owner: Option<u32>,
    },
    /// No lock could be taken (the folder cannot be made, or its file system has no locks): the app goes on as the
    /// owner, as before there were locks.
    Unlocked {
        /// Why, as the system said.
        error: String,
    },
}

/// This app's place in its data folder, and the lock it holds while it runs (released when dropped, and by the
/// system when the process ends).
#[derive(Debug)]
pub struct Instance {
    role: Role,
    /// The lock held: `metro.lock` for the owner, `metro-<id>.lock` for a guest.
    lock: Option<(File, PathBuf)>,
}

impl Instance {
    /// Takes the data folder's lock, or — when another app holds it — a guest's lock of its own.
    pub fn acquire(data: &Path) -> Instance {
        let owner = match std::fs::create_dir_all(data).and_then(|()| open_lock(&data.join(LOCK))) {
            Ok(file) => file,
            Err(e) => return Instance::unlocked(e),
        };
        match owner.try_lock() {
            Ok(()) => {
                // The process id is for the guests' message only: the lock is what counts.
                let mut file = owner;
                let _ = file
                    .set_len(0)
                    .and_then(|()| file.rewind())
                    .and_then(|()| write!(file, "{}", std::process::id()))
                    .and_then(|()| file.flush());
                Instance {
                    role: Role::Owner,
                    lock: Some((file, data.join(LOCK))),
                }
            }
            Err(TryLockError::WouldBlock) => {
                let owner_id = read_process(&data.join(LOCK));
                let process = std::process::id();
                for n in 1..=99 {
                    let id = match n {
                        1 => process.to_string(),
                        n => format!("{process}-{n}"),
                    };
                    let path = guest_lock(data, &id);
                    let Ok(file) = open_lock(&path) else { break };
                    if file.try_lock().is_ok() {
                        return Instance {
                            role: Role::Guest { id, owner: owner_id },
                            lock: Some((file, path)),
                        };
                    }
                }
                // No lock of its own to be had: still a guest, never the owner's files.
                Instance {
                    role: Role::Guest {
                        id: format!("{process}-unlocked"),
                        owner: owner_id,
                    },
                    lock: None,
                }
            }
            Err(TryLockError::Error(e)) => Instance::unlocked(e),
        }
    }

    fn unlocked(error: std::io::Error) -> Instance {
        Instance {
            role: Role::Unlocked {
                error: error.to_string(),
            },
            lock: None,
        }
    }

    /// What this app is to its folder.
    pub fn role(&self) -> &Role {
        &self.role
    }

    /// Whether another app owns the folder.
    pub fn is_guest(&self) -> bool {
        matches!(self.role, Role::Guest { .. })
    }

    /// The autosave of this app's game: `autosave.json` for the owner, `autosave-<id>.json` for a guest.
    pub fn autosave(&self, data: &Path) -> PathBuf {
        match &self.role {
            Role::Guest { id, .. } => guest_autosave(data, id),
            _ => data.join("autosave.json"),
        }
    }

    /// The app's log: `metro.log` for the owner, `metro-<id>.log` for a guest.
    pub fn log(&self, data: &Path) -> PathBuf {
        match &self.role {
            Role::Guest { id, .. } => data.join(format!("metro-{id}.log")),
            _ => data.join("metro.log"),
        }
    }

    /// Lets go of the folder: the lock is released (as it is when the app is dropped, and when the process ends,
    /// however it ends). A guest whose game was kept otherwise, or that had none (`keep_autosave` false), removes
    /// its autosave and its lock file; one whose autosave must stay leaves both for the next owner to take in.
    pub fn release(&mut self, data: &Path, keep_autosave: bool) {
        let Some((file, path)) = self.lock.take() else {
            return;
        };
        // A guest whose autosave stays keeps its lock file: the next owner finds it unlocked and takes the game in.
        if let Role::Guest { id, .. } = &self.role
            && !keep_autosave
        {
            let autosave = guest_autosave(data, id);
            let _ = std::fs::remove_file(super::autosave::older_generation(&autosave));
            let _ = std::fs::remove_file(&autosave);
            let _ = std::fs::remove_file(&path);
        }
        // Unlocked before it is closed: a child process another thread forked meanwhile may hold a copy of the
        // descriptor until it starts its program, and would keep the lock that long.
        let _ = file.unlock();
        drop(file);
    }
}

impl Drop for Instance {
    /// The lock is given up at once (see [`Instance::release`]), whatever else holds a copy of its descriptor.
    fn drop(&mut self) {
        if let Some((file, _)) = &self.lock {
            let _ = file.unlock();
        }
    }
}

/// The guests of a folder: the process ids of those running, and the names of those gone.
#[derive(Debug, Default)]
pub struct Guests {
    /// The processes of the guests running now (their temporary files are theirs).
    pub running: Vec<u32>,
    /// Guests gone (their locks free), with their lock files, held while their files are taken in.
    gone: Vec<(String, File, PathBuf)>,
}

impl Guests {
    /// Looks at every guest lock file of the folder (`metro-<id>.lock`): held, its guest runs; free, it is gone.
    pub fn find(data: &Path) -> Guests {
        let mut guests = Guests::default();
        let Ok(entries) = std::fs::read_dir(data) else {
            return guests;
        };
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some(id) = guest_id(&name) else { continue };
            let path = entry.path();
            let Ok(file) = open_lock(&path) else { continue };
            match file.try_lock() {
                Ok(()) => guests.gone.push((id.to_string(), file, path)),
                Err(_) => {
                    if let Some(process) = id.split('-').next().and_then(|p| p.parse().ok()) {
                        guests.running.push(process);
                    }
                }
            }
        }
        guests.gone.sort_by(|a, b| a.0.cmp(&b.0));
        guests
    }

    /// Takes in what the guests gone left: each autosave generation is moved into `saves` as a save of its own
    /// (`autosave-<id>-<date>.json`, never over another file), then the guest's lock file removed. A file that cannot
    /// be moved stays where it is, with the lock file, to be taken in next time. Returns the saves made.
    pub fn adopt(self, data: &Path, saves: &Path) -> Vec<PathBuf> {
        let mut adopted = Vec::new();
        let stamp = Civil::of(std::time::SystemTime::now()).stamp();
        for (id, file, path) in self.gone {
            let newest = guest_autosave(data, &id);
            let older = super::autosave::older_generation(&newest);
            let mut all = true;
            for (generation, suffix) in [(newest, ""), (older, "-older")] {
                if !generation.is_file() {
                    continue;
                }
                match move_new(
                    &generation,
                    saves,
                    &format!("autosave-{id}-{stamp}{suffix}"),
                    "json",
                ) {
                    Ok(moved) => adopted.push(moved),
                    Err(_) => all = false,
                }
            }
            if all {
                let _ = std::fs::remove_file(&path);
            }
            drop(file);
        }
        adopted
    }
}

/// A guest's autosave.
fn guest_autosave(data: &Path, id: &str) -> PathBuf {
    data.join(format!("autosave-{id}.json"))
}

/// A guest's lock file.
fn guest_lock(data: &Path, id: &str) -> PathBuf {
    data.join(format!("metro-{id}.lock"))
}

/// The guest's name in a lock file's name `metro-<id>.lock`, if it is one (`<id>`: digits, then `-` and digits).
fn guest_id(name: &str) -> Option<&str> {
    let id = name.strip_prefix("metro-")?.strip_suffix(".lock")?;
    let mut parts = id.split('-');
    let process = parts.next()?;
    let numbered = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    (numbered(process) && parts.all(numbered)).then_some(id)
}

/// Opens (or makes) a lock file without emptying it.
fn open_lock(path: &Path) -> std::io::Result<File> {
    OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
}

/// The process id a lock file says, if it says one.
fn read_process(path: &Path) -> Option<u32> {
    let mut text = String::new();
    File::open(path).ok()?.take(32).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("metro-play-lock-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    // Issue 28, item 13: one owner per folder; a second app is a guest with its own autosave; the lock goes with
    // the app, and a lock file left by a crash blocks nothing.
    #[test]
    fn one_owner_a_guest_beside_it_and_no_lock_left_behind() {
        let dir = dir("owner");
        // A crashed app's lock file: its process id, no lock held.
        std::fs::write(dir.join(LOCK), "4000000000").expect("write");
        let mut owner = Instance::acquire(&dir);
        assert_eq!(owner.role(), &Role::Owner);
        assert_eq!(owner.autosave(&dir), dir.join("autosave.json"));
        let me = std::process::id();
        assert_eq!(
            std::fs::read_to_string(dir.join(LOCK)).expect("read"),
            me.to_string()
        );
        let guest = Instance::acquire(&dir);
        assert_eq!(
            guest.role(),
            &Role::Guest {
                id: me.to_string(),
                owner: Some(me)
            }
        );
        assert_eq!(guest.autosave(&dir), dir.join(format!("autosave-{me}.json")));
        let second = Instance::acquire(&dir);
        assert!(matches!(second.role(), Role::Guest { id, .. } if *id == format!("{me}-2")));
        let found = Guests::find(&dir);
        assert_eq!(found.running, vec![me, me]);
        drop(found);
        drop(second);
        drop(guest);
        owner.release(&dir, false);
        assert!(dir.join(LOCK).exists(), "the owner's lock file stays, unlocked");
        assert_eq!(Instance::acquire(&dir).role(), &Role::Owner);
    }

    #[test]
    fn a_gone_guests_autosave_becomes_a_save() {
        let dir = dir("adopt");
        let saves = dir.join("saves");
        let _owner = Instance::acquire(&dir);
        let guest = Instance::acquire(&dir);
        let Role::Guest { id, .. } = guest.role().clone() else {
            panic!("a guest")
        };
        let autosave = guest.autosave(&dir);
        std::fs::write(&autosave, "newest").expect("write");
        std::fs::write(super::super::autosave::older_generation(&autosave), "older").expect("write");
        // While the guest runs, nothing of it is taken.
        assert!(Guests::find(&dir).adopt(&dir, &saves).is_empty());
        assert!(autosave.exists());
        // Gone (as a crash leaves it: lock file there, lock free).
        drop(guest);
        let adopted = Guests::find(&dir).adopt(&dir, &saves);
        assert_eq!(adopted.len(), 2);
        assert!(!autosave.exists());
        assert!(!dir.join(format!("metro-{id}.lock")).exists());
        let texts: Vec<String> = adopted
            .iter()
            .map(|p| std::fs::read_to_string(p).expect("read"))
            .collect();
        assert_eq!(texts, ["newest", "older"]);
        assert!(
            adopted[0]
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&format!("autosave-{id}-")))
        );
        assert_eq!(guest_id("metro-12-3.lock"), Some("12-3"));
        assert_eq!(guest_id("metro-x.lock"), None);
        assert_eq!(guest_id("metro.lock"), None);
    }
}

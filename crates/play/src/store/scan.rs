//! The background scan of the user's maps and card sets: every `*.toml` of the maps and cards folders and every
//! file the settings name is read (a regular file, at most 128 KiB) and checked in a thread of its own, and each
//! result is added to the menu as it comes — so no folder, however large or hostile, delays the first frame.

use std::sync::mpsc::{Receiver, Sender, TryRecvError};

use metro_core::{CardSet, Map};

use crate::catalog::{Catalog, Choice, card_choice, map_choice};
use crate::paths::{Paths, toml_files};

/// A map or card set the scan read.
#[derive(Debug)]
pub enum Found {
    /// A map file, loaded or with its problems.
    Map(Choice<Map>),
    /// A card-set file, loaded or with its problems.
    Cards(Choice<CardSet>),
}

/// Where the scan's results go: returns false once nobody listens (the scan then stops).
pub type Report<'a> = &'a dyn Fn(Found) -> bool;

/// A scan running in the background.
#[derive(Debug, Default)]
pub struct Scan {
    receiver: Option<Receiver<Found>>,
    /// How many files it has reported so far.
    pub found: usize,
}

impl Scan {
    /// Scans the maps and cards folders of `paths`, then the extra files the settings name.
    pub fn start(paths: &Paths, map_files: &[String], card_files: &[String]) -> Scan {
        let maps_folder = paths.maps();
        let cards_folder = paths.cards();
        let map_files = map_files.to_vec();
        let card_files = card_files.to_vec();
        Scan::spawn(move |report| {
            let registry = crate::catalog::registry();
            let maps = toml_files(&maps_folder)
                .into_iter()
                .map(|p| p.to_string_lossy().into_owned())
                .chain(map_files);
            for path in maps {
                if !report(Found::Map(map_choice(&path))) {
                    return;
                }
            }
            let cards = toml_files(&cards_folder)
                .into_iter()
                .map(|p| p.to_string_lossy().into_owned())
                .chain(card_files);
            for path in cards {
                if !report(Found::Cards(card_choice(&registry, &path))) {
                    return;
                }
            }
        })
    }

    /// Runs `work` in a thread of its own; what it reports is taken in by [`Scan::poll`].
    pub fn spawn(work: impl FnOnce(Report<'_>) + Send + 'static) -> Scan {
        let (sender, receiver): (Sender<Found>, Receiver<Found>) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("metro-scan".into())
            .spawn(move || work(&|found| sender.send(found).is_ok()));
        Scan {
            receiver: spawned.is_ok().then_some(receiver),
            found: 0,
        }
    }

    /// Adds to the catalog what the scan found since the last call; returns whether it is still running.
    pub fn poll(&mut self, catalog: &mut Catalog) -> bool {
        let Some(receiver) = &self.receiver else {
            return false;
        };
        loop {
            match receiver.try_recv() {
                Ok(Found::Map(choice)) => {
                    catalog.insert_map(choice);
                    self.found += 1;
                }
                Ok(Found::Cards(choice)) => {
                    catalog.insert_card_set(choice);
                    self.found += 1;
                }
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Disconnected) => {
                    self.receiver = None;
                    return false;
                }
            }
        }
    }

    /// Whether the scan is still running.
    pub fn running(&self) -> bool {
        self.receiver.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn results_come_while_the_scan_still_runs() {
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let mut scan = Scan::spawn(move |report| {
            report(Found::Map(map_choice("/nonexistent/first.toml")));
            // A file that takes for ever to read (as a FIFO would, were it opened).
            let _ = gate.recv();
            report(Found::Map(map_choice("/nonexistent/second.toml")));
        });
        let mut catalog = Catalog::builtins();
        let before = catalog.maps.len();
        let begun = Instant::now();
        while catalog.maps.len() == before {
            assert!(scan.poll(&mut catalog), "the scan is blocked, not over");
            assert!(
                begun.elapsed() < Duration::from_secs(10),
                "the first result never came"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(scan.running());
        let first = &catalog.maps[before];
        assert!(
            first.loaded.as_ref().is_err_and(|p| p[0].contains("cannot read")),
            "{:?}",
            first.loaded.as_ref().err()
        );
        release.send(()).expect("release");
        while scan.poll(&mut catalog) {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(catalog.maps.len(), before + 2);
        assert_eq!(scan.found, 2);
    }

    #[cfg(unix)]
    #[test]
    fn hostile_files_in_the_folders_are_listed_with_their_reason() {
        let dir = std::env::temp_dir().join(format!("metro-app-scan-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let paths = Paths::under(dir.clone());
        std::fs::create_dir_all(paths.maps()).expect("maps");
        let fifo = paths.maps().join("x.toml");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .expect("mkfifo")
                .success()
        );
        std::os::unix::fs::symlink("/dev/zero", paths.maps().join("zero.toml")).expect("symlink");
        std::fs::create_dir_all(paths.maps().join("folder.toml")).expect("folder");
        let mut scan = Scan::start(&paths, &[], &[]);
        let mut catalog = Catalog::builtins();
        let begun = Instant::now();
        while scan.poll(&mut catalog) {
            assert!(begun.elapsed() < Duration::from_secs(10), "the scan blocked");
            std::thread::sleep(Duration::from_millis(5));
        }
        for (name, reason) in [
            ("x.toml", "a FIFO"),
            ("zero.toml", "device"),
            ("folder.toml", "directory"),
        ] {
            let choice = catalog
                .map(&paths.maps().join(name).to_string_lossy())
                .expect(name);
            let problems = choice.loaded.as_ref().expect_err(name);
            assert!(problems[0].contains(reason), "{problems:?}");
        }
    }
}

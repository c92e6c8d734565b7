//! The test-by-simulation screen's memory, per design (a map × card set × rule options, a draft under its own
//! name): the setup last used and the last runs' results, in `<data folder>/simulations/`, one JSON file a design,
//! so that leaving the screen, or the app, loses nothing and any two runs can be compared later. Written by the
//! store's synced rename; read with a size cap; a file that cannot be read is set aside, never in the way.

use std::path::{Path, PathBuf};

use metro_sim::Aggregates;
use serde::{Deserialize, Serialize};

use super::read::{ReadError, read_text};
use super::write::write_replacing;
use crate::paths::Paths;

/// Runs kept per design (the oldest goes first).
pub const KEPT_RUNS: usize = 12;

/// The largest file read (12 runs of a big map's aggregates fit many times over).
pub const SIMULATIONS_CAP: u64 = 8 * 1000 * 1000;

/// Designs listed at most when comparing across designs.
pub const DESIGNS_LISTED: usize = 200;

/// What the setup panel chose last for a design.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunSettings {
    /// One bot name per seat.
    pub bots: Vec<String>,
    /// Games to play.
    pub games: u64,
    /// The seed of game 0.
    pub seed: u64,
    /// Worker threads.
    pub jobs: usize,
}

/// One finished (or stopped) run, as its charts need it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedRun {
    /// Its short name (map / cards, players, games).
    pub title: String,
    /// When it ended, in seconds since 1970.
    pub finished: u64,
    /// Its wall-clock time, in milliseconds.
    pub elapsed_ms: u64,
    /// Worker threads.
    pub jobs: usize,
    /// Why it stopped early, if it did.
    pub stopped: Option<String>,
    /// Its aggregates.
    pub aggregates: Aggregates,
    /// Its games folded for the balance findings (none in runs kept before they were).
    #[serde(default)]
    pub balance: Option<crate::findings::Balance>,
    /// The map and the card set it played, as their sources (a draft's whole text), to tell what changed between two
    /// runs (none in runs kept before they were).
    #[serde(default)]
    pub played: Option<(metro_save::DataSource, metro_save::DataSource)>,
}

/// One design's memory.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DesignRuns {
    /// The design's key ([`design_key`]).
    pub key: String,
    /// Its name for people ("osaka / osaka", "Draft: Osaka / osaka").
    pub title: String,
    /// The setup last used.
    pub settings: Option<RunSettings>,
    /// The runs kept, oldest first.
    pub runs: Vec<SavedRun>,
}

impl DesignRuns {
    /// Adds a run, forgetting the oldest beyond [`KEPT_RUNS`].
    pub fn push(&mut self, run: SavedRun) {
        self.runs.push(run);
        let over = self.runs.len().saturating_sub(KEPT_RUNS);
        self.runs.drain(..over);
    }
}

/// The key of a design: its map, its card set and its rule options (as the engine writes them).
pub fn design_key(map: &str, cards: &str, options: &str) -> String {
    format!("{map}\n{cards}\n{options}")
}

/// The folder of the simulations' memory.
pub fn folder(paths: &Paths) -> PathBuf {
    paths.data.join("simulations")
}

/// The file of a design: a readable stem and a hash of the whole key (two designs never share a file).
pub fn file_of(folder: &Path, key: &str) -> PathBuf {
    let stem: String = key
        .split('\n')
        .take(2)
        .map(|part| {
            Path::new(part)
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
        })
        .collect::<Vec<_>>()
        .join("-")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .take(40)
        .collect();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in key.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    folder.join(format!("{stem}-{hash:016x}.json"))
}

/// Why a design's memory could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SimulationsError {
    /// The file could not be read (too big, not a file, an I/O error).
    #[error("{0}")]
    Read(#[from] ReadError),
    /// The file is not a design's memory (damaged, or of another version).
    #[error("not the test-by-simulation screen's memory: {0}")]
    Format(#[from] serde_json::Error),
}

/// A design's memory; an empty one when it has none yet.
pub fn load(folder: &Path, key: &str) -> Result<DesignRuns, SimulationsError> {
    let path = file_of(folder, key);
    match read_text(&path, SIMULATIONS_CAP) {
        Ok(text) => {
            let runs: DesignRuns = serde_json::from_str(&text)?;
            // A file of another key (renamed by hand) is not this design's.
            Ok(if runs.key == key {
                runs
            } else {
                DesignRuns {
                    key: key.into(),
                    ..DesignRuns::default()
                }
            })
        }
        Err(e) if e.is_missing() => Ok(DesignRuns {
            key: key.into(),
            ..DesignRuns::default()
        }),
        Err(e) => Err(e.into()),
    }
}

/// Writes a design's memory (by synced rename, over the previous one).
pub fn save(folder: &Path, runs: &DesignRuns) -> std::io::Result<()> {
    std::fs::create_dir_all(folder)?;
    let text = serde_json::to_vec(runs).map_err(std::io::Error::other)?;
    write_replacing(&file_of(folder, &runs.key), &text)
}

/// Every design with runs kept (at most [`DESIGNS_LISTED`], by file name), skipping files that cannot be read.
pub fn all(folder: &Path) -> Vec<DesignRuns> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files.truncate(DESIGNS_LISTED);
    files
        .iter()
        .filter_map(|p| read_text(p, SIMULATIONS_CAP).ok())
        .filter_map(|text| serde_json::from_str::<DesignRuns>(&text).ok())
        .filter(|d| !d.runs.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aggregates() -> Aggregates {
        Aggregates::start(
            metro_sim::SetupRecord {
                map: "osaka".into(),
                cards: "osaka".into(),
                players: 2,
                bots: vec!["heuristic".into(); 2],
                options: serde_json::Value::Null,
            },
            &["move".to_string()],
            &[0],
        )
    }

    fn run(title: &str) -> SavedRun {
        SavedRun {
            title: title.into(),
            finished: 1,
            elapsed_ms: 2,
            jobs: 1,
            stopped: None,
            aggregates: aggregates(),
            balance: None,
            played: None,
        }
    }

    #[test]
    fn a_design_keeps_its_setup_and_runs_across_a_reload() {
        let dir = std::env::temp_dir().join(format!("metro-sims-{}", std::process::id()));
        let key = design_key("osaka", "osaka", "{}");
        let mut runs = load(&dir, &key).expect("empty");
        assert!(runs.runs.is_empty() && runs.settings.is_none());
        runs.title = "osaka / osaka".into();
        runs.settings = Some(RunSettings {
            bots: vec!["heuristic".into(); 4],
            games: 1000,
            seed: 7,
            jobs: 2,
        });
        for i in 0..KEPT_RUNS + 3 {
            runs.push(run(&format!("run {i}")));
        }
        save(&dir, &runs).expect("saved");
        let again = load(&dir, &key).expect("loaded");
        assert_eq!(again, runs);
        assert_eq!(again.runs.len(), KEPT_RUNS);
        assert_eq!(again.runs[0].title, "run 3", "the oldest went first");
        // Another design has a file of its own; both are listed.
        let other = design_key("maps/mine.toml", "osaka", "{}");
        assert_ne!(file_of(&dir, &key), file_of(&dir, &other));
        let mut mine = load(&dir, &other).expect("empty");
        mine.push(run("mine"));
        save(&dir, &mine).expect("saved");
        assert_eq!(all(&dir).len(), 2);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_damaged_or_oversized_file_is_an_error_and_never_a_panic() {
        let dir = std::env::temp_dir().join(format!("metro-sims-bad-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let key = design_key("osaka", "osaka", "{}");
        std::fs::write(file_of(&dir, &key), "{ not json").expect("write");
        assert!(matches!(load(&dir, &key), Err(SimulationsError::Format(_))));
        assert!(all(&dir).is_empty());
        let big = vec![b' '; SIMULATIONS_CAP as usize + 10];
        std::fs::write(file_of(&dir, &key), big).expect("write");
        assert!(matches!(load(&dir, &key), Err(SimulationsError::Read(_))));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

//! The screen's memory of a design (`metro_play::store::simulations`): the setup restored when the screen opens and
//! kept when a run starts, every finished run kept (the last two shown at once), and the runs of every design
//! listed for comparing — so that leaving the screen, or the app, loses nothing.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use metro_play::game::Rules;
use metro_play::store::simulations::{self, DesignRuns, RunSettings, SavedRun};

use super::SimulationSetup;
use super::run::Outcome;
use crate::locale::tr;

/// One design's memory, in its folder.
#[derive(Debug)]
pub struct Memory {
    folder: PathBuf,
    /// This design's setup and runs.
    pub runs: DesignRuns,
}

impl Memory {
    /// The memory of `setup`'s design in `folder`; a file that cannot be read is set aside (renamed, never deleted)
    /// and said in the returned message, and the design starts afresh.
    pub fn open(folder: PathBuf, setup: &SimulationSetup) -> (Memory, Option<String>) {
        let key = setup.design_key();
        let (mut runs, problem) = match simulations::load(&folder, &key) {
            Ok(runs) => (runs, None),
            Err(e) => {
                let file = simulations::file_of(&folder, &key);
                let aside = file.with_extension("json.unreadable");
                let _ = std::fs::rename(&file, &aside);
                let problem = tr!(
                    "simulation-memory-unreadable",
                    error = e.to_string(),
                    path = aside.display().to_string()
                );
                (
                    DesignRuns {
                        key,
                        ..DesignRuns::default()
                    },
                    Some(problem),
                )
            }
        };
        runs.title = setup.design_title();
        (Memory { folder, runs }, problem)
    }

    /// Puts the design's last setup into `setup` (the map, cards and variant stay the design's).
    pub fn restore_settings(&self, setup: &mut SimulationSetup) {
        if let Some(s) = &self.runs.settings
            && (1..=5).contains(&s.bots.len())
            && s.bots.iter().all(|b| metro_bots::bot_by_name(b, 0).is_some())
        {
            setup.bots = s.bots.clone();
            setup.games = s.games.clamp(1, 1_000_000);
            setup.seed = s.seed;
            setup.jobs = s.jobs.clamp(1, super::all_cores().max(1));
        }
    }

    /// Keeps `setup`'s settings as the design's (when a run starts).
    pub fn keep_settings(&mut self, setup: &SimulationSetup) -> Result<(), String> {
        self.runs.settings = Some(RunSettings {
            bots: setup.bots.clone(),
            games: setup.games,
            seed: setup.seed,
            jobs: setup.jobs,
        });
        self.write()
    }

    /// Keeps a finished run (one that played at least a game).
    pub fn keep_run(&mut self, outcome: &Outcome) -> Result<(), String> {
        if outcome.aggregates.games == 0 {
            return Ok(());
        }
        let finished = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        self.runs.push(SavedRun {
            title: outcome.title.clone(),
            finished,
            elapsed_ms: outcome.elapsed.as_millis().min(u128::from(u64::MAX)) as u64,
            jobs: outcome.jobs,
            stopped: outcome.stopped.clone(),
            aggregates: outcome.aggregates.clone(),
            balance: Some(outcome.balance.clone()),
            played: outcome.played.clone(),
        });
        self.write()
    }

    fn write(&self) -> Result<(), String> {
        simulations::save(&self.folder, &self.runs)
            .map_err(|e| tr!("simulation-memory-not-written", error = e.to_string()))
    }

    /// Every design's runs, this one's first (as kept on disk now).
    pub fn designs(&self) -> Vec<DesignRuns> {
        let mut all = simulations::all(&self.folder);
        all.retain(|d| d.key != self.runs.key);
        all.insert(0, self.runs.clone());
        all
    }
}

/// A kept run as the charts show it (no records on disk: those are kept only for the run just played); `rules`
/// draws its heat map when the run is of the design on screen.
pub fn outcome_of(run: &SavedRun, rules: Option<Arc<Rules>>) -> Outcome {
    Outcome {
        aggregates: run.aggregates.clone(),
        elapsed: Duration::from_millis(run.elapsed_ms),
        jobs: run.jobs,
        records: None,
        stopped: run.stopped.clone(),
        title: run.title.clone(),
        rules,
        balance: run.balance.clone().unwrap_or_default(),
        played: run.played.clone(),
    }
}

//! The simulation runner: plays many complete games between bots, on several threads, reproducibly, and keeps a
//! record of each game for statistics and the JSON Lines output (`docs/sim-json.md`).
//!
//! # Reproducibility
//!
//! * Game `i` (from 0) of a run uses the game seed `config.seed + i` (wrapping), for the engine's deck shuffles and
//!   round-1 ties (D-13).
//! * The bot in seat `s` of that game is seeded with [`bot_seed`]`(game seed, s)`.
//! * Games are handed to worker threads in any order, but every result is handed on in game order (a reorder
//!   buffer), so the records, the statistics and the JSON output are the same whatever the number of threads.
//!
//! # Memory
//!
//! [`run_streaming`] hands each record to a sink as soon as every game before it is done, and workers never run more
//! than [`WINDOW_PER_JOB`] games per thread ahead of the oldest game not yet handed on: memory stays flat however many
//! games are played. [`run`] collects every record (for tests and small runs).
//!
//! # Use
//!
//! ```no_run
//! # use std::sync::Arc;
//! # fn demo(rules: Arc<metro_engine::Rules>) -> Result<(), metro_sim::SimError> {
//! let mut config = metro_sim::SimConfig::new("tokyo", "tokyo", rules, &["random".to_string()])?;
//! config.games = 100;
//! config.jobs = 2;
//! let report = metro_sim::run(&config, |_done| {})?;
//! println!("{}", report.summary());
//! # Ok(())
//! # }
//! ```
//!
//! # Files
//!
//! What to simulate is in `config.rs` (where action kinds are counted: `counting.rs`), what can go wrong in
//! `error.rs`, the runner and its threads in `runner.rs`, the game loop over any game of the platform
//! (`metro_game::GameState`, monomorphised) in `game_loop.rs`, one game of Tokyo Metro in `play.rs`, runs, records,
//! statistics and tournaments of any game in `generic.rs` and `generic_tournament.rs`, the records in `record.rs` and the
//! statistics in `aggregate.rs` and `summary.rs`.

pub mod aggregate;
pub mod compare;
mod config;
mod counting;
mod error;
pub mod export;
mod game_loop;
pub mod generic;
pub mod generic_tournament;
pub mod locale;
mod play;
mod record;
mod runner;
mod summary;
pub mod tournament;

pub use aggregate::{Aggregates, BotRow, FiveNumbers, KindRow, LineValues, SeatRow, StationRow, WinRate};
pub use compare::{Comparison, Difference, LineDifference, compare};
pub use config::{SimConfig, bot_seed};
pub use error::{GameFailure, SimError};
pub use export::{ExportError, Table};
pub use play::MAX_DECISIONS;
pub use record::{
    BoardRecord, GameRecord, KindCounts, LineRecord, ModuleFields, PayoutRecord, PlayerRecord, SetupRecord,
    ShareholderRecord, SpeculationRecord, StationTally,
};
pub use runner::{
    CANCEL_POLL, Observer, RunInfo, SimReport, WINDOW_PER_JOB, run, run_observed, run_streaming,
};
pub use summary::Summary;
pub use tournament::{TournamentConfig, TournamentReport, run_tournament, wilson, wilson_at};

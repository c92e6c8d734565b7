//! [`SaveError`]: why a save file was refused, naming what is wrong and where.

use metro_data::Diagnostics;
use metro_engine::{IllegalAction, SetupError};

/// Why a save file could not be read or does not replay to the game it records.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The text is not JSON, or not JSON of the save format's shape.
    #[error("not a valid save file: {message} at line {line}, column {column}")]
    Json {
        /// What the JSON reader found wrong.
        message: String,
        /// 1-based line of the problem (0 at the end of the text).
        line: usize,
        /// 1-based column of the problem.
        column: usize,
    },
    /// The JSON is not a metro save (its `format` field is missing or different).
    #[error("not a metro save file: the \"format\" field is {found}, expected \"metro-save\"")]
    NotASave {
        /// What was found instead, as written.
        found: String,
    },
    /// A version this program does not read.
    #[error("save format version {found} is not supported (this program reads versions 1 to {supported})")]
    Version {
        /// The file's version, as written.
        found: String,
        /// The version this program reads.
        supported: u32,
    },
    /// The text is larger than a save may be.
    #[error("not a valid save file: it has {bytes} bytes, more than the {limit} a save may have")]
    TooBig {
        /// The text's length.
        bytes: usize,
        /// `metro_core::limits::MAX_SAVE_BYTES`.
        limit: usize,
    },
    /// A save of version 2 or later without its `setup_hash`.
    #[error("not a valid save file: a version-{version} save records its setup_hash, and this one has none")]
    NoSetupHash {
        /// The file's version.
        version: u32,
    },
    /// The setup the save names is not the one it was played with: its setup hash differs in these parts.
    #[error(
        "setup_hash: {} changed since the save was written (the setup hash does not match): the file was edited, or \
         the program's built-in data or engine changed",
        crate::setup_hash::list_parts(parts)
    )]
    SetupChanged {
        /// The parts that differ.
        parts: Vec<crate::SetupPart>,
    },
    /// A seat label that is not a valid name (empty, too long, control characters).
    #[error("setup.seats[{index}]: {problem}")]
    SeatLabel {
        /// Index of the label.
        index: usize,
        /// What is wrong with it.
        problem: String,
    },
    /// Rule options that do not go together.
    #[error("setup.options: {message}")]
    Options {
        /// What is wrong.
        message: String,
    },
    /// A built-in map or card set the registry does not have.
    #[error("setup.{part}: no built-in {what} is called {key:?} (known: {known})")]
    UnknownBuiltin {
        /// `map` or `cards`.
        part: &'static str,
        /// `map` or `card set`.
        what: &'static str,
        /// The key in the file.
        key: String,
        /// The keys the registry knows, comma-separated.
        known: String,
    },
    /// The map or card set (built-in or embedded) does not load.
    #[error("setup.{part}: the {what} {file:?} has errors:\n{diagnostics}")]
    Data {
        /// `map` or `cards`.
        part: &'static str,
        /// `map` or `card set`.
        what: &'static str,
        /// The file name the data was loaded under.
        file: String,
        /// Every problem, with line and column in the TOML text.
        diagnostics: Box<Diagnostics>,
    },
    /// A custom data file could not be read while recording.
    #[error("cannot read {path}: {message}")]
    Read {
        /// The path.
        path: String,
        /// Why.
        message: String,
    },
    /// The setup is not a game the engine can set up.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// The seat labels do not match the number of players.
    #[error("setup.seats: {labels} seat labels for {players} players")]
    Seats {
        /// Labels given.
        labels: usize,
        /// Players in the setup.
        players: usize,
    },
    /// The checkpoint list is malformed: out of order, beyond the last action, or missing the final one.
    #[error("checkpoints[{index}]: {message}")]
    Checkpoints {
        /// Index in the checkpoint list (the list's length when the final checkpoint is missing).
        index: usize,
        /// What is wrong.
        message: String,
    },
    /// An action the engine refuses at its place in the game.
    #[error("actions[{index}] ({action}) is illegal in round {round}, {phase}: {source}")]
    Illegal {
        /// Index in the action list, from 0.
        index: usize,
        /// The action as written in the file.
        action: String,
        /// The round it was met in.
        round: u8,
        /// The phase it was met in, in words.
        phase: String,
        /// The engine's reason, naming the rule.
        source: IllegalAction,
    },
    /// The replayed state differs from the state the file recorded.
    #[error(
        "state hash mismatch after {after} actions (checkpoints[{index}]): the file says {expected}, the replay gives \
         {found}; the file was edited, or the engine or its built-in data changed since it was written"
    )]
    HashMismatch {
        /// Index in the checkpoint list.
        index: usize,
        /// The number of actions applied when the hash was taken.
        after: usize,
        /// The hash in the file.
        expected: String,
        /// The hash of the replayed state.
        found: String,
    },
}

//! [`SaveError`]: why a save file was refused, naming what is wrong and where.

use metro_data::Diagnostics;
use metro_engine::{IllegalAction, SetupError};

use crate::locale::tr;

/// Why a save file could not be read or does not replay to the game it records.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The text is not JSON, or not JSON of the save format's shape.
    Json {
        /// What the JSON reader found wrong.
        message: String,
        /// 1-based line of the problem (0 at the end of the text).
        line: usize,
        /// 1-based column of the problem.
        column: usize,
    },
    /// The JSON is not a metro save (its `format` field is missing or different).
    NotASave {
        /// What was found instead, as written.
        found: String,
    },
    /// A version this program does not read.
    Version {
        /// The file's version, as written.
        found: String,
        /// The version this program reads.
        supported: u32,
    },
    /// A save of version 3 or later that does not name its game.
    NoGame {
        /// The file's version.
        version: u32,
    },
    /// A save of a game this program does not know.
    UnknownGame {
        /// The game's key, as written (escaped).
        found: String,
        /// The games this program knows, comma-separated (empty when the reader does not say).
        known: String,
    },
    /// A save of another game than the one it is read as.
    WrongGame {
        /// The game the save records.
        found: String,
        /// The game it was read as.
        expected: &'static str,
    },
    /// The saved setup sets no game up (a board with errors, an impossible number of players): the game's words.
    Start {
        /// Why, in the game's words.
        message: String,
    },
    /// An action the game refuses at its place in the save (a save of any game).
    Refused {
        /// Index in the action list, from 0.
        index: usize,
        /// The seat the file says decided.
        seat: u8,
        /// The action as written in the file.
        action: String,
        /// The rule that refuses it (`CE-5.3`).
        rule: &'static str,
        /// The game's reason, in its words (naming the rule).
        reason: String,
    },
    /// The text is larger than a save may be.
    TooBig {
        /// The text's length.
        bytes: usize,
        /// `metro_core::limits::MAX_SAVE_BYTES`.
        limit: usize,
    },
    /// A save of version 2 or later without its `setup_hash`.
    NoSetupHash {
        /// The file's version.
        version: u32,
    },
    /// The setup the save names is not the one it was played with: its setup hash differs in these parts.
    SetupChanged {
        /// The parts that differ.
        parts: Vec<crate::SetupPart>,
    },
    /// A seat label that is not a valid name (empty, too long, control characters).
    SeatLabel {
        /// Index of the label.
        index: usize,
        /// What is wrong with it.
        problem: String,
    },
    /// Rule options that do not go together.
    Options {
        /// What is wrong.
        message: String,
    },
    /// The save plays a rule module that is not registered (a plugin not loaded).
    MissingModule {
        /// The module's key.
        key: String,
        /// Its version when saved (empty if none).
        version: String,
        /// The plugin that provided it (`key version`), if one did.
        plugin: Option<String>,
    },
    /// A rule option that no registered module knows (an older save of a module that is not loaded).
    UnknownOption {
        /// The option's key (escaped).
        key: String,
        /// The options the loaded modules know, comma-separated.
        known: String,
    },
    /// A built-in map or card set the registry does not have.
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
    Read {
        /// The path.
        path: String,
        /// Why.
        message: String,
    },
    /// The setup is not a game the engine can set up.
    Setup(#[from] SetupError),
    /// A save of another game lists more seats than any game has.
    GameSeats {
        /// Entries given.
        count: usize,
        /// The most allowed.
        limit: usize,
    },
    /// An entry of a save of another game's `seats` that is not a valid name.
    GameSeat {
        /// Index of the entry.
        index: usize,
        /// What is wrong with it.
        problem: String,
    },
    /// The seat labels do not match the number of players.
    Seats {
        /// Labels given.
        labels: usize,
        /// Players in the setup.
        players: usize,
    },
    /// The checkpoint list is malformed: out of order, beyond the last action, or missing the final one.
    Checkpoints {
        /// Index in the checkpoint list (the list's length when the final checkpoint is missing).
        index: usize,
        /// What is wrong.
        message: String,
    },
    /// An action the engine refuses at its place in the game.
    Illegal {
        /// Index in the action list, from 0.
        index: usize,
        /// The action as written in the file.
        action: String,
        /// The round it was met in.
        round: u8,
        /// The phase it was met in, in words.
        phase: String,
        /// The engine's reason, naming the rule (boxed: it carries the action in words).
        source: Box<IllegalAction>,
    },
    /// The replayed state differs from the state the file recorded.
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

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            SaveError::Json {
                message,
                line,
                column,
            } => tr!(
                "error-save-json",
                message = message.as_str(),
                line = *line,
                column = *column
            ),
            SaveError::NotASave { found } => tr!("error-save-not-a-save", found = found.as_str()),
            SaveError::Version { found, supported } => {
                tr!(
                    "error-save-version",
                    found = found.as_str(),
                    supported = *supported
                )
            }
            SaveError::NoGame { version } => tr!("error-save-no-game", version = *version),
            SaveError::UnknownGame { found, known } => tr!(
                "error-save-unknown-game",
                found = found.as_str(),
                known = known.as_str(),
                listed = if known.is_empty() { "no" } else { "yes" }
            ),
            SaveError::WrongGame { found, expected } => tr!(
                "error-save-wrong-game",
                found = metro_core::text::printable(found),
                expected = *expected
            ),
            SaveError::Start { message } => format!("setup: {message}"),
            SaveError::Refused {
                index,
                seat,
                action,
                reason,
                ..
            } => tr!(
                "error-save-refused",
                index = *index,
                seat = *seat,
                action = action.as_str(),
                reason = reason.as_str()
            ),
            SaveError::TooBig { bytes, limit } => tr!("error-save-too-big", bytes = *bytes, limit = *limit),
            SaveError::NoSetupHash { version } => tr!("error-save-no-setup-hash", version = *version),
            SaveError::SetupChanged { parts } => {
                tr!(
                    "error-save-setup-changed",
                    parts = crate::setup_hash::list_parts(parts)
                )
            }
            SaveError::SeatLabel { index, problem } => format!("setup.seats[{index}]: {problem}"),
            SaveError::Options { message } => format!("setup.options: {message}"),
            SaveError::MissingModule { key, version, plugin } => {
                let version = if version.is_empty() {
                    String::new()
                } else {
                    format!(" {version}")
                };
                tr!(
                    "error-save-missing-module",
                    key = format!("{key:?}"),
                    version = version,
                    plugin = if plugin.is_some() { "some" } else { "none" },
                    plugin_name = plugin.clone().unwrap_or_default()
                )
            }
            SaveError::UnknownOption { key, known } => {
                tr!(
                    "error-save-unknown-option",
                    key = key.as_str(),
                    known = known.as_str()
                )
            }
            SaveError::UnknownBuiltin {
                part,
                what,
                key,
                known,
            } => tr!(
                "error-save-unknown-builtin",
                what = what.replace(' ', "-"),
                part = *part,
                key = format!("{key:?}"),
                known = known.as_str()
            ),
            SaveError::Data {
                part,
                what,
                file,
                diagnostics,
            } => {
                let heading = tr!(
                    "error-save-data",
                    what = what.replace(' ', "-"),
                    part = *part,
                    file = format!("{file:?}")
                );
                format!("{heading}\n{diagnostics}")
            }
            SaveError::Read { path, message } => {
                tr!(
                    "error-save-read",
                    path = path.as_str(),
                    message = message.as_str()
                )
            }
            SaveError::Setup(error) => format!("setup: {error}"),
            SaveError::GameSeats { count, limit } => {
                tr!("error-save-game-seats", count = *count, limit = *limit)
            }
            SaveError::GameSeat { index, problem } => format!("seats[{index}]: {problem}"),
            SaveError::Seats { labels, players } => {
                tr!("error-save-seats", labels = *labels, players = *players)
            }
            SaveError::Checkpoints { index, message } => format!("checkpoints[{index}]: {message}"),
            SaveError::Illegal {
                index,
                action,
                round,
                phase,
                source,
            } => tr!(
                "error-save-illegal",
                index = *index,
                action = action.as_str(),
                round = *round,
                phase = phase.as_str(),
                reason = source.to_string()
            ),
            SaveError::HashMismatch {
                index,
                after,
                expected,
                found,
            } => tr!(
                "error-save-hash-mismatch",
                after = *after,
                index = *index,
                expected = expected.as_str(),
                found = found.as_str()
            ),
        };
        f.write_str(&text)
    }
}

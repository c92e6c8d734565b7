//! Save files: a versioned, readable JSON record of one game — its setup, seed and every decision — from which the
//! game is rebuilt exactly, with state-hash checkpoints that prove the rebuild matches the game that was saved.
//!
//! # Shape
//!
//! A game is fully reproduced by its setup, its seed and its action list (D-13), so that is all a save holds
//! ([`Save`]): the map and card set (a built-in key such as `tokyo`, or a custom file's path *and* its whole TOML
//! text, so the save replays even when the file has changed or is gone), the number of players, the rule options,
//! optional seat labels, the seed, the actions, and a [`StateHash`] of the whole state after every
//! [`CHECKPOINT_EVERY`] actions and after the last one. The format is documented in `docs/save-format.md`.
//!
//! * Writing: [`Recorder`] follows a game and records every action it applies; or build a [`Save`] with
//!   [`Save::record`] and [`Save::push`] each applied action with the game after it. [`Save`]'s `Display`
//!   (`to_string()`) writes the file.
//! * Reading: [`load`] parses (with rule modules' older action names, [`Save::read`]), rebuilds the setup through `metro-data` (the registry's built-ins or the embedded
//!   text), replays every action through `Game::apply` and checks every checkpoint. [`Replayer`] does the same one
//!   action at a time, for a log that must show the game up to a failure.
//! * Every way a file can be wrong — bad JSON, another format or version, an unknown map key, embedded TOML with
//!   errors, an illegal action at index k, a hash mismatch after k actions — is a [`SaveError`] that names what and
//!   where. Loading never panics, whatever the text (a property test feeds it mutated and truncated files).
//! * Any game ([`metro_game::GameState`] with a [`metro_game::record::Saved`] setup: Chicago Express): format
//!   version 3 names the game (`game`); [`game_of`] reads which game a file is from its header alone (Tokyo Metro
//!   for versions 1 and 2), [`GameRecorder`] records a game of any kind, [`load_game`] loads one (replaying every
//!   decision and comparing every checkpoint) and [`GameReplayer`] steps through one. Tokyo Metro's saves
//!   ([`Save`]) are version 3 too, naming `tokyo-metro`.
//! * Recovering: [`recover`] keeps what can be had of a file that does not load — the actions up to the last
//!   checkpoint that matches, or, from a file cut short, the setup and the complete actions a lenient reading gives —
//!   as a save of its own that loads and verifies like any other.

mod error;
mod format;
mod game;
mod hash;
mod legacy;
pub mod locale;
mod recover;
mod replay;
mod setup_hash;

pub use error::SaveError;
pub use format::{
    Checkpoint, DataSource, FORMAT, GAME_VERSION, ModuleRecord, OLDEST_VERSION, Save, SetupRecord,
    TOKYO_METRO, VERSION, game_of,
};
pub use game::{GameRecorder, GameReplayer, GameSave, HUMAN, LoadedSave, MAX_SEATS, SaveOf, load_game};
pub use hash::StateHash;
pub use recover::{Kept, Recovery, recover};
pub use replay::{LoadedGame, Recorder, Replayer, load, load_allowing_changed_setup};
pub use setup_hash::{SetupCheck, SetupHash, SetupPart};

/// A checkpoint is written after every this many actions (and after the last action).
pub const CHECKPOINT_EVERY: usize = 16;

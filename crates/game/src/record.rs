//! What a game says of itself to the drivers that keep records: simulations' JSON Lines (the game's own fields
//! inside the common envelope, [`Recorded`]) and saves (a setup a file alone sets up again, [`Saved`]). Both are
//! small traits over [`GameState`], implemented in each game's crate; the drivers stay generic.

use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::GameState;

/// A game's own record of a game, for simulation records and their statistics. Field order is the order of the
/// records' struct fields and every number an integer, so the same game always gives the same bytes.
pub trait Recorded: GameState {
    /// The setup as a record states it: the players, the options, the board's name (not its text).
    type SetupRecord: Clone + Debug + Serialize;
    /// The game's own fields of a record (final cash and holdings, companies, end conditions, …).
    type Record: Serialize;

    /// Named yes/no facts of a finished game that statistics count over a run, as stable keys (never translated):
    /// bit `i` of [`Recorded::facts`] says whether `FACTS[i]` held. At most 64.
    const FACTS: &'static [&'static str] = &[];

    /// The setup of this game as a record states it.
    fn setup_record(&self) -> Self::SetupRecord;

    /// The game's own fields of its record, from the game as it stands (at its end, for a simulation).
    fn record(&self) -> Self::Record;

    /// Which of [`Recorded::FACTS`] hold: bit `i` for `FACTS[i]`.
    fn facts(&self) -> u64 {
        0
    }
}

/// A game whose setup a save writes and reads back: enough to set the very same game up again from the file alone
/// (a custom board's whole text included), so that a save replays even when the file it came from has changed.
pub trait Saved: GameState {
    /// The setup as a save writes it (JSON; unknown keys refused).
    type SaveSetup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why a saved setup does not set a game up (a board with errors, an impossible number of players).
    type StartError: std::error::Error;

    /// Sets a game up from a saved setup and its seed.
    fn start(setup: &Self::SaveSetup, seed: u64) -> Result<Self, Self::StartError>;
}

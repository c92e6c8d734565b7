//! What a rule module adds to a game, as plain data the engine routes by [`ModuleId`] and hashes, clones and saves
//! like the rest of the state: its decisions, events, stages and state. The engine's vocabulary (actions, events,
//! the state) names these and nothing else of the modules.

use serde::{Deserialize, Serialize};

/// A module's place among the modules of one game (the order of the setup's modules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ModuleId(pub u8);

/// A decision a module offers: which module, which of its verbs, and two small arguments (a station, a colour…).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleAction {
    /// The module.
    pub module: ModuleId,
    /// The module's own code for the kind of decision.
    pub verb: u8,
    /// Its arguments, as the module defines them.
    pub args: [u16; 2],
}

/// Something a module made happen: which module, its own code for the kind of event, and up to four numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleEvent {
    /// The module.
    pub module: ModuleId,
    /// The module's own code for the kind of event.
    pub kind: u8,
    /// Its data, as the module defines it (players, stations, amounts…).
    pub args: [i32; 4],
}

/// A step of an action's resolution that a module asks (e.g. a move space by space): which module, its own code
/// for the stage, and two small numbers of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleStage {
    /// The module.
    pub module: ModuleId,
    /// The module's own code for the stage.
    pub stage: u8,
    /// Its data, as the module defines it.
    pub args: [u8; 2],
}

/// One module's part of the state: words the module lays out and reads. Cloned with the game (one allocation), hashed
/// into the state hash by the module (`ModuleRules::hash_state`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleState {
    /// The module's data.
    pub words: Vec<u32>,
}

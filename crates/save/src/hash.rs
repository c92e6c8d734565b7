//! A state hash as saves write it: 16 lowercase hexadecimal digits (`Game::state_hash`, and the setup's parts in
//! [`crate::SetupHash`]).

use std::fmt;

use metro_engine::Game;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::locale::tr;

/// A state hash, written as 16 lowercase hexadecimal digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StateHash(pub u64);

impl StateHash {
    /// The hash of a game's state now.
    pub fn of(game: &Game) -> StateHash {
        StateHash(game.state_hash())
    }
}

impl fmt::Display for StateHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl Serialize for StateHash {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for StateHash {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        if text.len() != 16 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(D::Error::custom(tr!(
                "error-save-state-hash",
                found = format!("{text:?}")
            )));
        }
        u64::from_str_radix(&text, 16)
            .map(StateHash)
            .map_err(|_| D::Error::custom(tr!("error-save-state-hash", found = format!("{text:?}"))))
    }
}

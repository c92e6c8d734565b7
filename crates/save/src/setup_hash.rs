//! The setup hash: what a game is played with, hashed part by part, so that a save whose embedded map, card set or
//! options were edited is refused by name — even where the edit leaves every state hash alone (an edited revenue
//! track changes only the final payouts).
//!
//! Each part is hashed from the *validated value* the engine plays with, not from the text: a comment or blank
//! line edited in an embedded TOML file changes nothing, any change of meaning changes the hash. The hash is FNV-1a
//! (64 bits) over the values' derived `Hash`, with lengths written as 64-bit integers: the same on every platform.
//! The rule modules a game plays are one more optional part, left out of the JSON when no module is played: their
//! keys, their columns (names and colours) and every action of their cards, so that a module's cards changed since
//! the save was written are named as such.

use std::fmt;
use std::hash::{Hash, Hasher};

use metro_core::Rgb;
use metro_core::cards::ActionSpec;
use metro_engine::{CardId, Fnv1a, Rules};
use serde::{Deserialize, Serialize};

use crate::hash::StateHash;

/// The hashes of a game's setup, one per part (`setup_hash` in a save file, version 2 on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupHash {
    /// The map as validated (lines, stops, stations, grid, revenue track, TM-9.7 flag, names).
    pub map: StateHash,
    /// The action-card set as validated.
    pub cards: StateHash,
    /// The rule modules played and their cards, when any is played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modules: Option<StateHash>,
    /// The number of players and the rule options.
    pub rules: StateHash,
}

/// A part of the setup, named when its hash does not match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupPart {
    /// The map.
    Map,
    /// The action-card set.
    Cards,
    /// The rule modules played, or their cards.
    Modules,
    /// The number of players or the rule options.
    Rules,
}

impl fmt::Display for SetupPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            SetupPart::Map => crate::locale::tr!("save-part-map"),
            SetupPart::Cards => crate::locale::tr!("save-part-cards"),
            SetupPart::Modules => crate::locale::tr!("save-part-modules"),
            SetupPart::Rules => crate::locale::tr!("save-part-rules"),
        })
    }
}

/// What a loaded save's setup hash says, for a front end to refuse, warn or go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupCheck {
    /// The setup the save names hashes to what the save recorded.
    Verified,
    /// A version-1 save: it records no setup hash, so the setup is not verified (its checkpoints still are).
    NotRecorded,
    /// These parts differ from what the save recorded: the file was edited, or the program's built-in data or
    /// engine changed since the save was written.
    Changed(Vec<SetupPart>),
}

impl SetupHash {
    /// The hashes of the setup a game is played with.
    pub fn of(rules: &Rules) -> SetupHash {
        SetupHash {
            map: hash(rules.map()),
            cards: hash(rules.cards()),
            modules: rules.has_modules().then(|| hash(&modules(rules))),
            rules: hash(&(rules.players() as u64, rules.options())),
        }
    }

    /// The parts in which `found` differs from `self` (the recorded hashes), in the order map, cards, modules,
    /// rules.
    pub fn changed(&self, found: &SetupHash) -> Vec<SetupPart> {
        [
            (self.map != found.map, SetupPart::Map),
            (self.cards != found.cards, SetupPart::Cards),
            (self.modules != found.modules, SetupPart::Modules),
            (self.rules != found.rules, SetupPart::Rules),
        ]
        .into_iter()
        .filter_map(|(differs, part)| differs.then_some(part))
        .collect()
    }

    /// Compares the recorded hashes (if any) with those of the setup the game was rebuilt with.
    pub fn check(recorded: Option<&SetupHash>, rules: &Rules) -> SetupCheck {
        match recorded {
            None => SetupCheck::NotRecorded,
            Some(recorded) => {
                let changed = recorded.changed(&SetupHash::of(rules));
                if changed.is_empty() {
                    SetupCheck::Verified
                } else {
                    SetupCheck::Changed(changed)
                }
            }
        }
    }
}

/// The parts as a phrase: `the map and the card set`.
pub fn list_parts(parts: &[SetupPart]) -> String {
    let names: Vec<String> = parts.iter().map(ToString::to_string).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => crate::locale::tr!("save-parts", parts = rest.join(", "), last = last.as_str()),
    }
}

/// What the setup hash holds of the modules: per module its key, its columns' names and colours, and its cards'
/// actions.
type ModulePart = (String, Vec<(String, Rgb)>, Vec<Vec<ActionSpec>>);

fn modules(rules: &Rules) -> Vec<ModulePart> {
    rules
        .modules()
        .iter()
        .map(|slot| {
            let columns = slot
                .columns()
                .filter_map(|c| {
                    rules
                        .column_look(c)
                        .map(|(name, colour)| (name.to_string(), colour))
                })
                .collect();
            let cards = slot
                .cards()
                .map(|card| rules.card_actions(CardId(card)).map(|(_, spec)| spec).collect())
                .collect();
            (slot.module().key().to_string(), columns, cards)
        })
        .collect()
}

fn hash<T: Hash + ?Sized>(value: &T) -> StateHash {
    let mut hasher = Fnv1a::default();
    value.hash(&mut hasher);
    StateHash(hasher.finish())
}

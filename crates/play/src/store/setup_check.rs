//! Whether a save's setup — its map, cards, rule modules and their cards, options — is the one it was played with.
//! A save that records a hash of its setup is checked against it; one whose setup changed (an edited revenue track)
//! is opened only after a warning naming what changed; an older save that records no hash says so.
//!
//! The check itself belongs to `metro-save` (save format v2); the app reaches it through one named callback, the
//! [`Loader`], whose default is [`load`].

use crate::locale::tr;
use metro_engine::Registry;
use metro_save::SaveError;

use crate::session::Session;

/// What the setup check of a save found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupCheck {
    /// The setup hashes to the hash the save records.
    Verified,
    /// The save records no setup hash (an older format): nothing to check it against.
    NotRecorded,
    /// The setup differs from the one the save was made with, in these parts (`map`, `cards`, `options`, …).
    Changed(Vec<String>),
}

impl SetupCheck {
    /// The parts that changed, in words: "the map and the card set".
    pub fn changed_words(parts: &[String]) -> String {
        let named: Vec<String> = parts
            .iter()
            .map(|part| {
                // metro-save names the parts in English; the known ones go to Fluent by key
                let key = match part.as_str() {
                    "card set" => "card-set",
                    "rule modules or their cards" => "rule-modules",
                    "player count or rule options" => "rules",
                    other => other,
                };
                tr!("setup-part", part = key)
            })
            .collect();
        match named.as_slice() {
            [] => tr!("setup-part-none"),
            [one] => one.clone(),
            [rest @ .., last] => tr!(
                "list-and",
                items = rest.join(&tr!("list-separator")),
                last = last.as_str()
            ),
        }
    }
}

/// Reads a save's text into a session and checks its setup.
pub type Loader = fn(&str, &Registry) -> Result<(Session, SetupCheck), SaveError>;

/// The loader of the save format: a version-2 save is checked against its setup hash
/// ([`metro_save::load_allowing_changed_setup`]), a version-1 save records none ([`SetupCheck::NotRecorded`]).
pub fn load(text: &str, registry: &Registry) -> Result<(Session, SetupCheck), SaveError> {
    let (session, check) = Session::load_checked(text, registry)?;
    let check = match check {
        metro_save::SetupCheck::Verified => SetupCheck::Verified,
        metro_save::SetupCheck::NotRecorded => SetupCheck::NotRecorded,
        metro_save::SetupCheck::Changed(parts) => SetupCheck::Changed(
            parts
                .iter()
                .map(|p| p.to_string().trim_start_matches("the ").to_string())
                .collect(),
        ),
    };
    Ok((session, check))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changed_parts_are_named() {
        let parts = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(SetupCheck::changed_words(&parts(&["map"])), "the map");
        assert_eq!(
            SetupCheck::changed_words(&parts(&["map", "cards", "options"])),
            "the map, the cards and the options"
        );
    }
}

//! [`Subject`]: what a check runs on — a map and a card set, built-in or read from files, and the Metro Drinks options
//! — with the texts the design checks point into and the setup records the saves of failures use.

use std::sync::Arc;

use metro_core::{CardSet, Jidohanbaiki, KindCatalogue, Map, Registry};
use metro_data::Diagnostics;
use metro_engine::{RuleOptions, Rules, Setup, SetupError};
use metro_save::{DataSource, SetupRecord};

/// The largest map or card-set file read (the built-in ones are a few dozen kilobytes).
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// One data file of a subject: where it comes from and its text.
#[derive(Clone, Debug)]
pub struct Input {
    /// Where it comes from, as a save records it: a built-in key, or the path and the whole text.
    pub source: DataSource,
    /// The file name diagnostics show (`maps/tokyo.toml` for the built-in Tokyo map).
    pub file: String,
    /// The whole text.
    pub text: String,
}

impl Input {
    /// The built-in key or the path given.
    pub fn name(&self) -> &str {
        self.source.name()
    }
}

/// Why a subject could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// Neither a file nor a built-in.
    #[error("{name}: no such file, and no built-in {what} of that name (built-in: {known})")]
    Unknown {
        /// `map` or `card set`.
        what: &'static str,
        /// The name given.
        name: String,
        /// The built-in keys.
        known: String,
    },
    /// A file that could not be read.
    #[error("cannot read {path}: {message}")]
    Read {
        /// The path.
        path: String,
        /// Why.
        message: String,
    },
    /// A map or card-set file with problems (`metro map check` / `metro cards check` list them too).
    #[error("{0}")]
    Invalid(Box<Diagnostics>),
}

/// A map × card set × Metro Drinks options, loaded and validated.
#[derive(Clone, Debug)]
pub struct Subject {
    /// The map file.
    pub map_input: Input,
    /// The card-set file.
    pub cards_input: Input,
    /// The rule options (Metro Drinks and its payout reading).
    pub options: RuleOptions,
    map: Arc<Map>,
    cards: Arc<CardSet>,
    jidohanbaiki: Option<Arc<Jidohanbaiki>>,
    kinds: KindCatalogue,
}

impl Subject {
    /// Loads a map and a card set, each a file path or a built-in key of the registry (a path wins when a file of
    /// that name exists), with the given options (Metro Drinks uses the shipped Jidohanbaiki cards).
    pub fn load(
        map: &str,
        cards: &str,
        options: RuleOptions,
        registry: &Registry,
    ) -> Result<Subject, LoadError> {
        let map_input = input(map, "map", registry.maps())?;
        let cards_input = input(cards, "card set", registry.card_sets())?;
        let map_value = metro_data::load_map(&map_input.file, &map_input.text)
            .map_err(|d| LoadError::Invalid(Box::new(d)))?;
        let cards_value = metro_data::load_card_set(&cards_input.file, &cards_input.text, registry.kinds())
            .map_err(|d| LoadError::Invalid(Box::new(d)))?;
        let jidohanbaiki = if options.metro_drinks {
            Some(metro_drinks::jidohanbaiki().map_err(|d| LoadError::Invalid(Box::new(d)))?)
        } else {
            None
        };
        Ok(Subject {
            map_input,
            cards_input,
            options,
            map: Arc::new(map_value),
            cards: Arc::new(cards_value),
            jidohanbaiki,
            kinds: registry.kinds().clone(),
        })
    }

    /// The action kinds the card set was read with (the registry's).
    pub fn kinds(&self) -> &KindCatalogue {
        &self.kinds
    }

    /// The map.
    pub fn map(&self) -> &Arc<Map> {
        &self.map
    }

    /// The card set.
    pub fn cards(&self) -> &Arc<CardSet> {
        &self.cards
    }

    /// The Jidohanbaiki cards, with Metro Drinks.
    pub fn jidohanbaiki(&self) -> Option<&Arc<Jidohanbaiki>> {
        self.jidohanbaiki.as_ref()
    }

    /// The engine's setup for `players` players.
    pub fn setup(&self, players: usize) -> Setup {
        Setup {
            map: self.map.clone(),
            cards: self.cards.clone(),
            players,
            options: self.options.clone(),
            jidohanbaiki: self.jidohanbaiki.clone(),
        }
    }

    /// The checked rules for `players` players, or why that game cannot be set up.
    pub fn rules(&self, players: usize) -> Result<Arc<Rules>, SetupError> {
        Rules::new(self.setup(players)).map(Arc::new)
    }

    /// The setup as a save records it.
    pub fn setup_record(&self, players: usize) -> SetupRecord {
        SetupRecord {
            map: self.map_input.source.clone(),
            cards: self.cards_input.source.clone(),
            players,
            options: self.options.clone(),
            seats: Vec::new(),
        }
    }

    /// `map tokyo, cards osaka, Metro Drinks (the station's owner is paid)`.
    pub fn title(&self) -> String {
        let drinks = match (self.options.metro_drinks, self.options.drink_owner_paid) {
            (false, _) => String::new(),
            (true, false) => ", Metro Drinks (the station's owner is paid, MD-5.1)".into(),
            (true, true) => ", Metro Drinks (the drink's owner is paid, MD-5.2)".into(),
        };
        format!(
            "map {}, cards {}{drinks}",
            self.map_input.name(),
            self.cards_input.name()
        )
    }
}

/// A file by path, or a built-in by key.
fn input(name: &str, what: &'static str, builtins: &[metro_core::Source]) -> Result<Input, LoadError> {
    let path = std::path::Path::new(name);
    if path.is_file() {
        let read_error = |message: String| LoadError::Read {
            path: name.to_string(),
            message,
        };
        let size = std::fs::metadata(path)
            .map_err(|e| read_error(e.to_string()))?
            .len();
        if size > MAX_FILE_BYTES {
            return Err(read_error(format!(
                "{size} bytes; a map or card set is at most {MAX_FILE_BYTES} bytes"
            )));
        }
        let bytes = std::fs::read(path).map_err(|e| read_error(e.to_string()))?;
        let text = String::from_utf8(bytes).map_err(|_| read_error("not UTF-8 text".into()))?;
        return Ok(Input {
            source: DataSource::embedded(name, text.clone()),
            file: name.to_string(),
            text,
        });
    }
    match builtins.iter().find(|s| s.key == name) {
        Some(source) => Ok(Input {
            source: DataSource::builtin(&source.key),
            file: source.file.clone(),
            text: source.text.clone(),
        }),
        None => Err(LoadError::Unknown {
            what,
            name: name.to_string(),
            known: builtins
                .iter()
                .map(|s| s.key.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}

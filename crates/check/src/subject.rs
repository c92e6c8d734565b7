//! [`Subject`]: what a check runs on — a map and a card set, built-in or read from files, and the rule options with
//! the rule modules they switch on — with the texts the design checks point into and the setup records the saves of
//! failures use.

use std::sync::Arc;

use metro_core::limits::MAX_DATA_FILE_BYTES;
use metro_core::text::printable;
use metro_core::{CardSet, KindCatalogue, Map};
use metro_data::{Diagnostics, ReadError};
use metro_engine::{Registry, RuleModule, RuleOptions, Rules, Setup, SetupError};
use metro_save::{DataSource, SetupRecord};

use crate::locale::tr;

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
    #[error("{}", unknown(.what, .name, .known))]
    Unknown {
        /// `map` or `card set`.
        what: &'static str,
        /// The name given.
        name: String,
        /// The built-in keys.
        known: String,
    },
    /// A file that could not be read (the message names the path, escaped).
    #[error("{0}")]
    Read(String),
    /// A rule option that no registered rule module knows, or an option of a module that is not played.
    #[error("{0}")]
    Options(String),
    /// A map or card-set file with problems (`metro map check` / `metro cards check` list them too).
    #[error("{0}")]
    Invalid(Box<Diagnostics>),
}

/// A map × card set × rule options (and the rule modules they play), loaded and validated.
#[derive(Clone)]
pub struct Subject {
    /// The map file.
    pub map_input: Input,
    /// The card-set file.
    pub cards_input: Input,
    /// The rule options (the switches of the rule modules played, and their options).
    pub options: RuleOptions,
    modules: Vec<Arc<dyn RuleModule>>,
    map: Arc<Map>,
    cards: Arc<CardSet>,
    kinds: KindCatalogue,
}

impl std::fmt::Debug for Subject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Subject")
            .field("map", &self.map_input.name())
            .field("cards", &self.cards_input.name())
            .field("options", &self.options)
            .field(
                "modules",
                &self.modules.iter().map(|m| m.key()).collect::<Vec<_>>(),
            )
            .finish_non_exhaustive()
    }
}

impl Subject {
    /// Loads a map and a card set, each a file path or a built-in key of the registry (a path wins when it names
    /// something other than a folder), with the given rule options: the registry's rule modules that the options
    /// switch on are played, as when a save is loaded. Files are read with `metro_data::read_user_file` within
    /// `MAX_DATA_FILE_BYTES`.
    pub fn load(
        map: &str,
        cards: &str,
        options: RuleOptions,
        registry: &Registry,
    ) -> Result<Subject, LoadError> {
        check_options(&options, registry)?;
        let map_input = input(map, "map", registry.maps())?;
        let cards_input = input(cards, "card set", registry.card_sets())?;
        Subject::from_inputs(map_input, cards_input, options, registry)
    }

    /// Loads a map and a card set as a save or a simulation records them ([`DataSource`]: a built-in key, or a
    /// file's path and whole text, which is what is read), with the given rule options; as [`Subject::load`]
    /// otherwise. The app's simulation screen checks the design it played so (a draft's text included).
    pub fn from_sources(
        map: &DataSource,
        cards: &DataSource,
        options: RuleOptions,
        registry: &Registry,
    ) -> Result<Subject, LoadError> {
        check_options(&options, registry)?;
        let map_input = source_input(map, "map", registry.maps())?;
        let cards_input = source_input(cards, "card set", registry.card_sets())?;
        Subject::from_inputs(map_input, cards_input, options, registry)
    }

    fn from_inputs(
        map_input: Input,
        cards_input: Input,
        options: RuleOptions,
        registry: &Registry,
    ) -> Result<Subject, LoadError> {
        let map_value = metro_data::load_map(&map_input.file, &map_input.text)
            .map_err(|d| LoadError::Invalid(Box::new(d)))?;
        let cards_value = metro_data::load_card_set(&cards_input.file, &cards_input.text, registry.kinds())
            .map_err(|d| LoadError::Invalid(Box::new(d)))?;
        Ok(Subject {
            map_input,
            cards_input,
            modules: registry.modules_for(&options),
            options,
            map: Arc::new(map_value),
            cards: Arc::new(cards_value),
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

    /// The rule modules played, in the order of their [`metro_engine::ModuleId`]s.
    pub fn modules(&self) -> &[Arc<dyn RuleModule>] {
        &self.modules
    }

    /// The engine's setup for `players` players.
    pub fn setup(&self, players: usize) -> Setup {
        Setup {
            map: self.map.clone(),
            cards: self.cards.clone(),
            players,
            options: self.options.clone(),
            modules: self.modules.clone(),
        }
    }

    /// The checked rules for `players` players, or why that game cannot be set up.
    pub fn rules(&self, players: usize) -> Result<Arc<Rules>, SetupError> {
        Rules::new(self.setup(players)).map(Arc::new)
    }

    /// The rules of the first number of players (1–5) whose game can be set up: what does not depend on the number
    /// of players (the cards of the rule modules, their hooks).
    pub fn any_rules(&self) -> Option<Arc<Rules>> {
        (1..=5).find_map(|players| self.rules(players).ok())
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

    /// `map tokyo, cards osaka, Metro Drinks (drink owner paid)`: the files, then each rule module played with the
    /// names of its options that are on.
    pub fn title(&self) -> String {
        let mut title = tr!(
            "check-subject",
            map = printable(self.map_input.name()),
            cards = printable(self.cards_input.name())
        );
        for module in &self.modules {
            title.push_str(", ");
            title.push_str(&printable(module.title()));
            let on: Vec<String> = module
                .options()
                .into_iter()
                .filter(|o| self.options.on(&o.key))
                .map(|o| printable(&o.name))
                .collect();
            if !on.is_empty() {
                title.push_str(&format!(" ({})", on.join(", ")));
            }
        }
        title
    }
}

/// Every option that is on is a registered module's switch, or an option of a module that is switched on (what a
/// save's loader asks too, so that the save of a failure loads).
fn check_options(options: &RuleOptions, registry: &Registry) -> Result<(), LoadError> {
    let modules = registry.modules();
    for key in options.keys() {
        if modules.iter().any(|m| m.switch() == key) {
            continue;
        }
        match modules.iter().find(|m| m.options().iter().any(|o| o.key == key)) {
            Some(module) if options.on(module.switch()) => {}
            Some(module) => {
                return Err(LoadError::Options(tr!(
                    "check-option-not-on",
                    option = printable(key),
                    module = printable(module.title()),
                    switch = printable(module.switch())
                )));
            }
            None => {
                let known: Vec<String> = modules
                    .iter()
                    .flat_map(|m| {
                        std::iter::once(m.switch().to_string()).chain(m.options().into_iter().map(|o| o.key))
                    })
                    .collect();
                return Err(LoadError::Options(tr!(
                    "check-option-unknown",
                    option = printable(key),
                    known = known.join(", ")
                )));
            }
        }
    }
    Ok(())
}

/// A recorded source as an input: a built-in by key (unknown keys refused as [`LoadError::Unknown`]), or the
/// embedded text under its path.
fn source_input(
    source: &DataSource,
    what: &'static str,
    builtins: &[metro_engine::Source],
) -> Result<Input, LoadError> {
    match source {
        DataSource::Builtin(key) => match builtins.iter().find(|s| &s.key == key) {
            Some(found) => Ok(Input {
                source: source.clone(),
                file: found.file.clone(),
                text: found.text.clone(),
            }),
            None => Err(LoadError::Unknown {
                what,
                name: printable(key),
                known: builtins
                    .iter()
                    .map(|s| printable(&s.key))
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        },
        DataSource::Embedded { path, toml } => Ok(Input {
            source: source.clone(),
            file: path.clone(),
            text: toml.clone(),
        }),
    }
}

/// "NAME: no such file, and no built-in map of that name (built-in: tokyo, osaka)"; `what` is `map` or `card set`.
fn unknown(what: &str, name: &str, known: &str) -> String {
    tr!(
        "check-unknown-input",
        what = if what == "map" { "map" } else { "cards" },
        name = name,
        known = known
    )
}

/// A file by path, or a built-in by key: a built-in unless the name is a path to something other than a folder (as
/// the other commands read them); a file read with `metro_data::read_user_file` (regular files only, never blocking,
/// within `MAX_DATA_FILE_BYTES`).
fn input(name: &str, what: &'static str, builtins: &[metro_engine::Source]) -> Result<Input, LoadError> {
    let path = std::path::Path::new(name);
    // A folder of a built-in's name does not hide the built-in; anything else there (a file, a FIFO, a link, even a
    // dangling one) is what the user named.
    let names_a_file = path.symlink_metadata().is_ok_and(|m| !m.is_dir());
    if let Some(source) = builtins.iter().find(|s| s.key == name)
        && !names_a_file
    {
        return Ok(Input {
            source: DataSource::builtin(&source.key),
            file: source.file.clone(),
            text: source.text.clone(),
        });
    }
    match metro_data::read_user_file(path, MAX_DATA_FILE_BYTES) {
        Ok(text) => Ok(Input {
            source: DataSource::embedded(name, text.clone()),
            file: name.to_string(),
            text,
        }),
        Err(ReadError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
            Err(LoadError::Unknown {
                what,
                name: printable(name),
                known: builtins
                    .iter()
                    .map(|s| printable(&s.key))
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        }
        Err(e) => Err(LoadError::Read(
            metro_core::Printable::max_chars(&e.to_string(), 1_000).to_string(),
        )),
    }
}

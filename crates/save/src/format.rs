//! The file format: [`Save`] and its parts, how they are written (pretty JSON, one action per line) and read.

use std::fmt;

use metro_core::limits::{MAX_ACTIONS, MAX_SAVE_BYTES};
use metro_core::text::name_problem;
use metro_engine::{Action, Game, Registry, RuleOptions, Setup};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};

use crate::hash::StateHash;
use crate::locale::tr;
use crate::setup_hash::SetupHash;
use crate::{CHECKPOINT_EVERY, SaveError};

/// The value of the `format` field of every save.
pub const FORMAT: &str = "metro-save";
/// The format version this crate writes: 3, which adds the `game` (2 added the `setup_hash`).
pub const VERSION: u32 = 3;
/// The first format version whose saves name their game (`game`); older saves are Tokyo Metro's.
pub const GAME_VERSION: u32 = 3;
/// The key of the game of every save older than [`GAME_VERSION`], and of [`Save`]: Tokyo Metro (with Osaka Metro and
/// every variant of its engine).
pub const TOKYO_METRO: &str = "tokyo-metro";
/// The oldest format version this crate reads: 1, without a setup hash (its setup is not verified, see
/// [`crate::SetupCheck::NotRecorded`]).
pub const OLDEST_VERSION: u32 = 1;

/// One saved game: setup, seed, actions and checkpoints.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`] when written by this crate.
    pub version: u32,
    /// The game, [`TOKYO_METRO`] (version 3 on; `None` in older saves, which are all Tokyo Metro's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// What the game is played with.
    pub setup: SetupRecord,
    /// The hashes of the setup the game was played with (version 2 on; `None` in a version-1 save, and in a new
    /// record until its first [`Save::push`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup_hash: Option<SetupHash>,
    /// The rule modules the game plays (key, version, plugin), so that a load can name one that is missing. Absent
    /// (empty) in saves of games without modules and in saves written before it was recorded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<ModuleRecord>,
    /// The seed of the game's random generator (D-13).
    pub seed: u64,
    /// Every decision, in order (at most [`MAX_ACTIONS`]; every action exactly in the engine's form, unknown keys
    /// refused).
    #[serde(deserialize_with = "strict_actions")]
    pub actions: Vec<Action>,
    /// State hashes after every [`CHECKPOINT_EVERY`] actions and after the last action, in increasing order.
    pub checkpoints: Vec<Checkpoint>,
}

/// A rule module a saved game plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModuleRecord {
    /// Its key, e.g. `rush-hour`.
    pub key: String,
    /// Its version when the game was saved (empty if it has none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub version: String,
    /// The plugin that provided it (`key version`), if it came from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plugin: Option<String>,
}

impl ModuleRecord {
    /// The modules a game plays, in the game's order.
    pub fn of(game: &Game) -> Vec<ModuleRecord> {
        game.rules()
            .modules()
            .iter()
            .map(|slot| {
                let module = slot.module();
                ModuleRecord {
                    key: module.key().to_string(),
                    version: module.version().to_string(),
                    plugin: module.plugin().map(str::to_string),
                }
            })
            .collect()
    }
}

/// The setup of a saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupRecord {
    /// The map.
    pub map: DataSource,
    /// The action-card set.
    pub cards: DataSource,
    /// 1–5 players.
    pub players: usize,
    /// Rule options (decisions.md). Unknown options are refused.
    #[serde(default)]
    pub options: RuleOptions,
    /// Optional seat labels (a person's or a bot's name), one per seat; empty for "Player 1" … .
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<String>,
}

/// Where a map or card set comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum DataSource {
    /// A built-in map or card set, by its registry key (`tokyo`, `osaka`).
    Builtin(String),
    /// A custom file: the path it was read from (shown in messages) and its whole TOML text, which is what is used.
    Embedded {
        /// The path the file was read from.
        path: String,
        /// The file's whole text.
        toml: String,
    },
}

/// A hash of the whole game state ([`Game::state_hash`]) after some number of actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Checkpoint {
    /// How many actions had been applied.
    pub after: usize,
    /// The state hash then.
    pub hash: StateHash,
}

impl DataSource {
    /// A built-in map or card set.
    pub fn builtin(key: impl Into<String>) -> DataSource {
        DataSource::Builtin(key.into())
    }

    /// A custom file's path and text.
    pub fn embedded(path: impl Into<String>, toml: impl Into<String>) -> DataSource {
        DataSource::Embedded {
            path: path.into(),
            toml: toml.into(),
        }
    }

    /// A custom file read from disk now, its text embedded. Read with [`metro_data::read_user_file`]: only a
    /// regular file of at most `MAX_DATA_FILE_BYTES`.
    pub fn read_file(path: &str) -> Result<DataSource, SaveError> {
        let toml = metro_data::read_user_file(
            std::path::Path::new(path),
            metro_core::limits::MAX_DATA_FILE_BYTES,
        )
        .map_err(|e| SaveError::Read {
            path: path.to_string(),
            message: e.to_string(),
        })?;
        Ok(DataSource::embedded(path, toml))
    }

    /// The built-in key, or the path of an embedded file: for headings.
    pub fn name(&self) -> &str {
        match self {
            DataSource::Builtin(key) => key,
            DataSource::Embedded { path, .. } => path,
        }
    }

    /// The file name and text to load, from the registry's built-ins or the embedded text.
    fn resolve<'a>(
        &'a self,
        part: &'static str,
        what: &'static str,
        builtins: &'a [metro_core::Source],
    ) -> Result<(&'a str, &'a str), SaveError> {
        match self {
            DataSource::Builtin(key) => match builtins.iter().find(|s| &s.key == key) {
                Some(source) => Ok((&source.file, &source.text)),
                None => Err(SaveError::UnknownBuiltin {
                    part,
                    what,
                    key: key.clone(),
                    known: builtins
                        .iter()
                        .map(|s| s.key.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                }),
            },
            DataSource::Embedded { path, toml } => Ok((path, toml)),
        }
    }
}

impl SetupRecord {
    /// A setup of built-in data: map and card set by key, default rule options, no seat labels.
    pub fn builtin(map: &str, cards: &str, players: usize) -> SetupRecord {
        SetupRecord {
            map: DataSource::builtin(map),
            cards: DataSource::builtin(cards),
            players,
            options: RuleOptions::default(),
            seats: Vec::new(),
        }
    }

    /// Loads the map and card set (through `metro-data`, with the registry's built-ins and action kinds) and builds
    /// the engine's setup. Every problem is a [`SaveError`] naming the part of the setup at fault.
    pub fn build(&self, registry: &Registry) -> Result<Setup, SaveError> {
        let (file, text) = self.map.resolve("map", "map", registry.maps())?;
        let map = metro_data::load_map(file, text).map_err(|d| SaveError::Data {
            part: "map",
            what: "map",
            file: file.to_string(),
            diagnostics: Box::new(d),
        })?;
        let (file, text) = self.cards.resolve("cards", "card set", registry.card_sets())?;
        let cards = metro_data::load_card_set(file, text, registry.kinds()).map_err(|d| SaveError::Data {
            part: "cards",
            what: "card set",
            file: file.to_string(),
            diagnostics: Box::new(d),
        })?;
        if !self.seats.is_empty() && self.seats.len() != self.players {
            return Err(SaveError::Seats {
                labels: self.seats.len(),
                players: self.players,
            });
        }
        for (index, label) in self.seats.iter().enumerate() {
            if let Some(problem) = name_problem("the seat label", label) {
                return Err(SaveError::SeatLabel { index, problem });
            }
        }
        check_options(&self.options, registry)?;
        // Rule modules: those the options switch on, among the registered ones.
        let setup = Setup {
            map: std::sync::Arc::new(map),
            cards: std::sync::Arc::new(cards),
            players: self.players,
            modules: registry.modules_for(&self.options),
            options: self.options.clone(),
        };
        Ok(setup)
    }
}

/// Checks every rule option against the registered modules: each is a module's switch, or an option of a module
/// that the options switch on. An unknown key (`"metro_drink": true`) is an error, not an option silently off.
fn check_options(options: &RuleOptions, registry: &Registry) -> Result<(), SaveError> {
    let modules = registry.modules();
    for key in options.keys() {
        if modules.iter().any(|m| m.switch() == key) {
            continue;
        }
        match modules.iter().find(|m| m.options().iter().any(|o| o.key == key)) {
            Some(module) if options.on(module.switch()) => {}
            Some(module) => {
                return Err(SaveError::Options {
                    message: crate::locale::tr!(
                        "error-save-option-not-on",
                        option = metro_core::text::printable(key).to_string(),
                        module = metro_core::text::printable(module.title()).to_string(),
                        switch = metro_core::text::printable(module.switch()).to_string()
                    ),
                });
            }
            None => {
                let mut known: Vec<String> = Vec::new();
                for module in modules {
                    known.push(module.switch().to_string());
                    known.extend(module.options().into_iter().map(|o| o.key));
                }
                return Err(SaveError::UnknownOption {
                    key: metro_core::text::printable(key),
                    known: known.join(", "),
                });
            }
        }
    }
    Ok(())
}

impl Save {
    /// Checks that every rule module the save records is registered: [`SaveError::MissingModule`] names the first
    /// that is not (with its version and plugin).
    pub fn check_modules(&self, registry: &Registry) -> Result<(), SaveError> {
        match self.modules.iter().find(|m| registry.module(&m.key).is_none()) {
            Some(missing) => Err(SaveError::MissingModule {
                key: missing.key.clone(),
                version: missing.version.clone(),
                plugin: missing.plugin.clone(),
            }),
            None => Ok(()),
        }
    }

    /// An empty record of a game about to start: no action yet.
    pub fn record(setup: SetupRecord, seed: u64) -> Save {
        Save {
            format: FORMAT.into(),
            version: VERSION,
            game: Some(TOKYO_METRO.into()),
            setup,
            setup_hash: None,
            modules: Vec::new(),
            seed,
            actions: Vec::new(),
            checkpoints: Vec::new(),
        }
    }

    /// Records an action just applied; `game` is the game after it. Keeps a checkpoint after every
    /// [`CHECKPOINT_EVERY`] actions and one after the last action.
    pub fn push(&mut self, action: Action, game: &Game) {
        if self.setup_hash.is_none() {
            self.setup_hash = Some(SetupHash::of(game.rules()));
        }
        self.actions.push(action);
        if let Some(last) = self.checkpoints.last()
            && !last.after.is_multiple_of(CHECKPOINT_EVERY)
        {
            // The previous "last action" checkpoint is no longer the last one.
            self.checkpoints.pop();
        }
        self.checkpoints.push(Checkpoint {
            after: self.actions.len(),
            hash: StateHash::of(game),
        });
    }

    /// Reads a save file's text: JSON of the right shape, format and version. Does not replay it (see
    /// [`crate::load`]). A leading byte-order mark is skipped; a text over [`MAX_SAVE_BYTES`] is refused before it is
    /// read, and an action list over [`MAX_ACTIONS`] as soon as its action `MAX_ACTIONS + 1` is met.
    pub fn parse(text: &str) -> Result<Save, SaveError> {
        let text = within_limits(text)?;
        let game = Header::read(text)?.game()?;
        if game != TOKYO_METRO {
            return Err(SaveError::WrongGame {
                found: game,
                expected: TOKYO_METRO,
            });
        }
        let save: Save = serde_json::from_str(text).map_err(json_error)?;
        save.check_setup_hash()
    }

    /// A save of version 2 or later must hold its setup hash: without it, its setup would load unverified. (Its
    /// game was checked with its header.)
    fn check_setup_hash(self) -> Result<Save, SaveError> {
        if self.version >= 2 && self.setup_hash.is_none() {
            return Err(SaveError::NoSetupHash {
                version: self.version,
            });
        }
        Ok(self)
    }

    /// Reads a save file's text like [`Save::parse`], also accepting rule modules' actions written under the names
    /// they had before they were module actions (an action a variant wrote under its own name before it became a module, say): the
    /// registered modules the save's options switch on read them ([`metro_engine::RuleModule::legacy_action`]).
    pub fn read(text: &str, registry: &Registry) -> Result<Save, SaveError> {
        let error = match Save::parse(text) {
            Ok(save) => return Ok(save),
            // Over the size limit, or not a save of a version this program reads: nothing to upgrade.
            Err(
                error @ (SaveError::TooBig { .. }
                | SaveError::NotASave { .. }
                | SaveError::Version { .. }
                | SaveError::NoGame { .. }
                | SaveError::UnknownGame { .. }
                | SaveError::WrongGame { .. }),
            ) => {
                return Err(error);
            }
            Err(error) => error,
        };
        match crate::legacy::upgrade(text, registry) {
            // Read as any other save, its setup hash required alike.
            Some(value) => serde_json::from_value::<Save>(value)
                .map_err(json_error)?
                .check_setup_hash(),
            None => Err(error),
        }
    }
}

/// A save's text without a leading byte-order mark, refused when it is over [`MAX_SAVE_BYTES`].
pub(crate) fn within_limits(text: &str) -> Result<&str, SaveError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooBig {
            bytes: text.len(),
            limit: MAX_SAVE_BYTES,
        });
    }
    Ok(text)
}

/// A first, loose reading of a save's text: its format, version and game, so that a file of another kind, a newer
/// version or another game is named as such rather than reported as a missing or unknown field. It keeps nothing
/// else of the text.
#[derive(Deserialize)]
pub(crate) struct Header {
    format: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
    game: Option<serde_json::Value>,
}

impl Header {
    /// Reads the header of a text already [`within_limits`], checking the format and the version.
    pub(crate) fn read(text: &str) -> Result<Header, SaveError> {
        let header: Header = serde_json::from_str(text).map_err(json_error)?;
        match &header.format {
            Some(serde_json::Value::String(f)) if f == FORMAT => {}
            Some(other) => {
                return Err(SaveError::NotASave {
                    found: printable_json(other),
                });
            }
            None => {
                return Err(SaveError::NotASave {
                    found: "missing".into(),
                });
            }
        }
        let readable = |v: &serde_json::Value| {
            v.as_u64()
                .is_some_and(|v| (u64::from(OLDEST_VERSION)..=u64::from(VERSION)).contains(&v))
        };
        match &header.version {
            Some(v) if readable(v) => Ok(header),
            Some(other) => Err(SaveError::Version {
                found: printable_json(other),
                supported: VERSION,
            }),
            None => Err(SaveError::Version {
                found: "missing".into(),
                supported: VERSION,
            }),
        }
    }

    /// The version (checked by [`Header::read`]).
    pub(crate) fn version(&self) -> u32 {
        self.version
            .as_ref()
            .and_then(serde_json::Value::as_u64)
            .and_then(|v| u32::try_from(v).ok())
            .unwrap_or(OLDEST_VERSION)
    }

    /// The game's key: the `game` field from version 3 on (required), Tokyo Metro before (where a `game` field, if
    /// any, must name it).
    pub(crate) fn game(&self) -> Result<String, SaveError> {
        match &self.game {
            Some(serde_json::Value::String(game)) => Ok(game.clone()),
            Some(other) => Err(SaveError::UnknownGame {
                found: printable_json(other),
                known: String::new(),
            }),
            None if self.version() >= GAME_VERSION => Err(SaveError::NoGame {
                version: self.version(),
            }),
            None => Ok(TOKYO_METRO.into()),
        }
    }
}

/// The key of the game a save's text records, from its header alone (format, version and game checked; nothing
/// else is read): [`TOKYO_METRO`] for saves older than version 3. Tells a program which game's reader to load it
/// with ([`Save::read`] and [`crate::load`] for Tokyo Metro, [`crate::load_game`] for the others).
pub fn game_of(text: &str) -> Result<String, SaveError> {
    Header::read(within_limits(text)?)?.game()
}

/// A JSON value as quoted in a message: compact, escaped and cut ([`metro_core::Printable`]).
pub(crate) fn printable_json(value: &serde_json::Value) -> String {
    metro_core::text::printable(&value.to_string())
}

/// Reads the action list one action at a time: each must be exactly an action in the engine's form (an unknown key
/// inside one, such as `{"Take":{"card":3,"action":0,"extra":1}}`, is refused), and the list is refused as soon as
/// it holds more than [`MAX_ACTIONS`], before the rest is read.
fn strict_actions<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Action>, D::Error> {
    struct Actions;
    impl<'de> serde::de::Visitor<'de> for Actions {
        type Value = Vec<Action>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "an array of at most {MAX_ACTIONS} actions")
        }

        fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Action>, A::Error> {
            let mut actions = Vec::new();
            while let Some(value) = seq.next_element::<serde_json::Value>()? {
                if actions.len() == MAX_ACTIONS {
                    return Err(A::Error::custom(tr!(
                        "error-save-too-many-actions",
                        limit = MAX_ACTIONS
                    )));
                }
                let action = Action::deserialize(&value).map_err(|e| A::Error::custom(e.to_string()))?;
                // The engine's form written back must be what the file holds: nothing was ignored.
                if serde_json::to_value(action).ok().as_ref() != Some(&value) {
                    return Err(A::Error::custom(tr!(
                        "error-save-action-not-exact",
                        index = actions.len(),
                        found = printable_json(&value),
                        action = serde_json::to_string(&action).unwrap_or_default()
                    )));
                }
                actions.push(action);
            }
            Ok(actions)
        }
    }
    deserializer.deserialize_seq(Actions)
}

pub(crate) fn json_error(error: serde_json::Error) -> SaveError {
    // serde_json's message ends with " at line L column C"; the error carries them separately.
    let full = error.to_string();
    let message = match full.rfind(" at line ") {
        Some(i) => full[..i].to_string(),
        None => full,
    };
    SaveError::Json {
        message,
        line: error.line(),
        column: error.column(),
    }
}

/// Writes the save as pretty JSON with one action and one checkpoint per line (see `docs/save-format.md`).
impl fmt::Display for Save {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setup = serde_json::to_string_pretty(&self.setup).map_err(|_| fmt::Error)?;
        writeln!(f, "{{")?;
        writeln!(f, "  \"format\": {},", compact(&self.format)?)?;
        writeln!(f, "  \"version\": {},", self.version)?;
        if let Some(game) = &self.game {
            writeln!(f, "  \"game\": {},", compact(game)?)?;
        }
        // JSON strings never hold a raw newline, so indenting every line indents the structure only.
        writeln!(f, "  \"setup\": {},", setup.replace('\n', "\n  "))?;
        if let Some(hash) = &self.setup_hash {
            writeln!(f, "  \"setup_hash\": {},", compact(hash)?)?;
        }
        if !self.modules.is_empty() {
            write_list(f, "modules", self.modules.iter().map(compact), true)?;
        }
        writeln!(f, "  \"seed\": {},", self.seed)?;
        write_list(f, "actions", self.actions.iter().map(compact), true)?;
        write_list(f, "checkpoints", self.checkpoints.iter().map(compact), false)?;
        writeln!(f, "}}")
    }
}

pub(crate) fn write_list(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    items: impl ExactSizeIterator<Item = Result<String, fmt::Error>>,
    comma: bool,
) -> fmt::Result {
    let end = if comma { "," } else { "" };
    let n = items.len();
    if n == 0 {
        return writeln!(f, "  \"{name}\": []{end}");
    }
    writeln!(f, "  \"{name}\": [")?;
    for (i, item) in items.enumerate() {
        writeln!(f, "    {}{}", item?, if i + 1 < n { "," } else { "" })?;
    }
    writeln!(f, "  ]{end}")
}

/// Compact JSON of a value (never fails for the save's types: all map keys are strings).
pub(crate) fn compact<T: Serialize>(value: &T) -> Result<String, fmt::Error> {
    serde_json::to_string(value).map_err(|_| fmt::Error)
}

/// The player count and the data source names, for headings: `tokyo / tokyo, 3 players`.
impl fmt::Display for SetupRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "map {}, cards {}, {} player{}",
            self.map.name(),
            self.cards.name(),
            self.players,
            plural(self.players)
        )
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

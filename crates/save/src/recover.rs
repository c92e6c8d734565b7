//! What can be saved of a save that does not load ([`recover`]): a file that reads but whose replay fails (a
//! checkpoint that does not match, an illegal action) keeps its actions up to the last checkpoint that matched; a
//! file that does not read (cut short by a crash, a byte changed) is read leniently — the longest beginning of it
//! that is JSON, each list closed after its last complete element — and keeps its setup and the complete actions
//! read, as far as they replay legally and match the checkpoints read. What is kept is a save of its own, recorded
//! afresh (its checkpoints those of the replay, its setup hash the file's), that loads and verifies like any other.

use metro_core::limits::{MAX_ACTIONS, MAX_SAVE_BYTES};
use metro_engine::{Action, Game, Registry};
use serde::Deserialize;
use serde_json::{Map, Value};

use crate::format::{
    Checkpoint, GAME_VERSION, ModuleRecord, OLDEST_VERSION, SetupRecord, TOKYO_METRO, VERSION,
};
use crate::hash::StateHash;
use crate::setup_hash::SetupHash;
use crate::{FORMAT, Recorder, Save, SaveError};

/// How far a recovered save goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Every action read: they replay legally and every checkpoint read matches (the file was cut short, or its
    /// checkpoint list was broken).
    AllRead,
    /// The actions up to the last checkpoint that matched (none: the start), before the checkpoint after `after`
    /// actions that does not match, or an illegal action that the file's checkpoints go past.
    ToLastCheckpoint {
        /// The checkpoint that failed (its number of actions), if one did; `None` for an illegal action.
        failed: Option<usize>,
    },
    /// The legal actions before the illegal action `index` (no checkpoint was read beyond it to go back to).
    BeforeIllegal {
        /// The illegal action's index.
        index: usize,
    },
}

/// A save recovered from a file that does not load.
#[derive(Clone, Debug)]
pub struct Recovery {
    /// The save of what was kept, recorded afresh: loads with [`crate::load`] like any save.
    pub save: Save,
    /// How many actions the file gave (as far as it could be read).
    pub read: usize,
    /// Whether the file read whole (the failure was in its replay), or only leniently.
    pub whole: bool,
    /// How far the save goes.
    pub kept: Kept,
}

impl Recovery {
    /// How many actions were kept.
    pub fn actions(&self) -> usize {
        self.save.actions.len()
    }
}

/// Recovers what can be had of a save's text that does not load: the setup, seed and the actions that replay and
/// match the checkpoints read (see the module's words). An error when not even the setup can be had: the file's own
/// reading error, or why its setup does not build.
pub fn recover(text: &str, registry: &Registry) -> Result<Recovery, SaveError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooBig {
            bytes: text.len(),
            limit: MAX_SAVE_BYTES,
        });
    }
    let (parts, whole) = match Save::read(text, registry) {
        Ok(save) => (save, true),
        Err(error) => (lenient_save(text, registry).ok_or(error)?, false),
    };
    let read = parts.actions.len();
    let setup = parts.setup.build(registry);
    parts.check_modules(registry)?;
    let mut game = Game::new(setup?, parts.seed)?;
    // The checkpoints that can be checked: increasing, within the actions read.
    let mut checkpoints: Vec<Checkpoint> = Vec::new();
    for checkpoint in &parts.checkpoints {
        if checkpoint.after > read || checkpoints.last().is_some_and(|c| c.after >= checkpoint.after) {
            break;
        }
        checkpoints.push(*checkpoint);
    }
    let beyond = |index: usize| checkpoints.iter().any(|c| c.after > index);
    let mut next = checkpoints.iter().peekable();
    let mut matched = 0;
    let mut kept = Kept::AllRead;
    let mut count = read;
    let mut applied = 0;
    loop {
        if let Some(checkpoint) = next.next_if(|c| c.after == applied) {
            if StateHash::of(&game) != checkpoint.hash {
                kept = Kept::ToLastCheckpoint {
                    failed: Some(checkpoint.after),
                };
                count = matched;
                break;
            }
            matched = applied;
        }
        let Some(&action) = parts.actions.get(applied) else {
            break;
        };
        if game.apply(action).is_err() {
            if beyond(applied) {
                kept = Kept::ToLastCheckpoint { failed: None };
                count = matched;
            } else {
                kept = Kept::BeforeIllegal { index: applied };
                count = applied;
            }
            break;
        }
        applied += 1;
    }
    // Recorded afresh: checkpoints of the game replayed, the setup hash as the file has it.
    let fresh = Game::new(parts.setup.build(registry)?, parts.seed)?;
    let mut recorder = Recorder::from_new_game(parts.setup.clone(), fresh);
    for &action in &parts.actions[..count] {
        if recorder.apply(action).is_err() {
            // Applied legally above from the same start: cannot happen; stop rather than record a wrong game.
            break;
        }
    }
    let (_, mut save) = recorder.into_parts();
    save.setup_hash = parts.setup_hash;
    save.version = if parts.setup_hash.is_some() {
        VERSION
    } else {
        OLDEST_VERSION
    };
    if save.version < GAME_VERSION {
        save.game = None;
    }
    Ok(Recovery {
        save,
        read,
        whole,
        kept,
    })
}

/// The parts of a save that a lenient reading of `text` gives: its format, version, setup, setup hash, modules and
/// seed must read whole; its actions and checkpoints are those read whole before the first that is not. `None` if
/// the setup or seed cannot be had.
fn lenient_save(text: &str, registry: &Registry) -> Option<Save> {
    let mut value = Lenient::read(text)?;
    if let Some(upgraded) = crate::legacy::upgrade_value(value.clone(), registry) {
        value = upgraded;
    }
    let object = value.as_object()?;
    if object.get("format")?.as_str()? != FORMAT {
        return None;
    }
    let version = u32::try_from(object.get("version")?.as_u64()?).ok()?;
    if !(OLDEST_VERSION..=VERSION).contains(&version) {
        return None;
    }
    // Another game's save is not recovered as Tokyo Metro's.
    let game = match object.get("game") {
        Some(game) if game.as_str()? == TOKYO_METRO => Some(TOKYO_METRO.to_string()),
        Some(_) => return None,
        None if version >= GAME_VERSION => return None,
        None => None,
    };
    let setup = SetupRecord::deserialize(object.get("setup")?).ok()?;
    let setup_hash = match object.get("setup_hash") {
        Some(hash) => Some(SetupHash::deserialize(hash).ok()?),
        None if version >= 2 => return None,
        None => None,
    };
    let modules = match object.get("modules") {
        Some(modules) => Vec::<ModuleRecord>::deserialize(modules).ok()?,
        None => Vec::new(),
    };
    let seed = object.get("seed")?.as_u64()?;
    let mut actions = Vec::new();
    for value in list(object, "actions").iter().take(MAX_ACTIONS) {
        // Exactly an action in the engine's form, as a whole save's are.
        let Ok(action) = Action::deserialize(value) else {
            break;
        };
        if serde_json::to_value(action).ok().as_ref() != Some(value) {
            break;
        }
        actions.push(action);
    }
    let checkpoints = list(object, "checkpoints")
        .iter()
        .map_while(|c| Checkpoint::deserialize(c).ok())
        .collect();
    Some(Save {
        format: FORMAT.into(),
        version,
        game,
        setup,
        setup_hash,
        modules,
        seed,
        actions,
        checkpoints,
    })
}

/// The elements of an object's list member (none if it is missing or not a list).
fn list<'a>(object: &'a Map<String, Value>, key: &str) -> &'a [Value] {
    object
        .get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

/// A JSON reader that keeps what it read whole before the text ends or goes wrong: the top-level object with its
/// complete members, and a list that is one of its members with its complete elements. Anything else cut short
/// (a number, a string, an object inside a list) is left out. Nesting is bounded, so no text overflows the stack.
struct Lenient<'a> {
    text: &'a str,
    at: usize,
}

/// Deeper than any save nests.
const DEEPEST: usize = 32;

/// A value read only in part: what of it may be kept (a container at the top levels), if anything.
struct Cut(Option<Value>);

impl<'a> Lenient<'a> {
    /// The top-level object, whole or as much as could be read.
    fn read(text: &'a str) -> Option<Value> {
        let mut reader = Lenient { text, at: 0 };
        match reader.value(0) {
            Ok(value) => Some(value),
            Err(Cut(partial)) => partial,
        }
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.at..).unwrap_or("")
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        self.at += rest.len() - rest.trim_start_matches([' ', '\t', '\n', '\r']).len();
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.rest().bytes().next()
    }

    /// Whether a complete scalar is followed by what may follow a value (so that a number cut short is not taken
    /// for a whole one).
    fn ends_value(&mut self) -> bool {
        matches!(self.peek(), Some(b',' | b']' | b'}'))
    }

    fn value(&mut self, depth: usize) -> Result<Value, Cut> {
        if depth > DEEPEST {
            return Err(Cut(None));
        }
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => {
                let text = self.string()?;
                Ok(Value::String(text))
            }
            Some(_) => self.scalar(depth),
            None => Err(Cut(None)),
        }
    }

    /// A number, `true`, `false` or `null`, followed by a delimiter (at the top level, by the end).
    fn scalar(&mut self, depth: usize) -> Result<Value, Cut> {
        let rest = self.rest();
        let length = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '+' | '.')))
            .unwrap_or(rest.len());
        let value: Value = serde_json::from_str(&rest[..length]).map_err(|_| Cut(None))?;
        self.at += length;
        if depth > 0 && !self.ends_value() {
            return Err(Cut(None));
        }
        Ok(value)
    }

    /// A string: read to its closing quote (escapes skipped), then decoded by serde_json.
    fn string(&mut self) -> Result<String, Cut> {
        let rest = self.rest();
        let mut escaped = false;
        let mut end = None;
        for (i, b) in rest.bytes().enumerate().skip(1) {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => {
                    end = Some(i + 1);
                    break;
                }
                _ => {}
            }
        }
        let end = end.ok_or(Cut(None))?;
        let text: String = serde_json::from_str(&rest[..end]).map_err(|_| Cut(None))?;
        self.at += end;
        Ok(text)
    }

    fn array(&mut self, depth: usize) -> Result<Value, Cut> {
        self.at += 1;
        let mut items = Vec::new();
        // Only a list that is a member of the top-level object is kept in part.
        let keep = |items: Vec<Value>| Cut((depth == 1).then_some(Value::Array(items)));
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            match self.value(depth + 1) {
                Ok(item) => items.push(item),
                Err(_) => return Err(keep(items)),
            }
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(keep(items)),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, Cut> {
        self.at += 1;
        let mut members = Map::new();
        // Only the top-level object is kept in part, with a member kept in part if it may be.
        let keep = |members: Map<String, Value>| Cut((depth == 0).then_some(Value::Object(members)));
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(members));
        }
        loop {
            if self.peek() != Some(b'"') {
                return Err(keep(members));
            }
            let Ok(key) = self.string() else {
                return Err(keep(members));
            };
            if self.peek() != Some(b':') {
                return Err(keep(members));
            }
            self.at += 1;
            match self.value(depth + 1) {
                Ok(value) => {
                    members.insert(key, value);
                }
                Err(Cut(partial)) => {
                    if let Some(partial) = partial {
                        members.insert(key, partial);
                    }
                    return Err(keep(members));
                }
            }
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(members));
                }
                _ => return Err(keep(members)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_text_keeps_its_complete_parts() {
        let read = |t: &str| Lenient::read(t).map(|v| v.to_string());
        assert_eq!(
            read(r#"{"a": 1, "b": [1, 2, {"c": 3}, [4], 5"#).as_deref(),
            Some(r#"{"a":1,"b":[1,2,{"c":3},[4]]}"#)
        );
        // A number cut short is no number; an object inside a list cut short is left out.
        assert_eq!(read(r#"{"a": 12"#).as_deref(), Some("{}"));
        assert_eq!(
            read(r#"{"a": [{"b": 1}, {"b": 2"#).as_deref(),
            Some(r#"{"a":[{"b":1}]}"#)
        );
        // An object member cut short goes whole.
        assert_eq!(read(r#"{"a": {"b": 1, "c": 2"#).as_deref(), Some("{}"));
        assert_eq!(read(r#"{"a": "x\"y", "b": "#).as_deref(), Some(r#"{"a":"x\"y"}"#));
        assert_eq!(read(r#"{"a": 1} trailing"#).as_deref(), Some(r#"{"a":1}"#));
        assert_eq!(read("").as_deref(), None);
        assert_eq!(read(&"[".repeat(100_000)).as_deref(), None);
        // A byte changed in the middle: what came before.
        assert_eq!(read(r#"{"a": [1, 2, x3, 4]}"#).as_deref(), Some(r#"{"a":[1,2]}"#));
    }
}

//! Rule options: the named switches chosen at setup, and how saves write them.

use serde::{Deserialize, Serialize};

/// Rule options chosen at setup and recorded in saves (decisions.md: "a named rule option in the game setup"): a set
/// of named switches that are on — the rule options of the base game and those of rule modules, which the engine
/// does not name. A module is played when its switch ([`RuleModule::switch`](crate::RuleModule::switch)) is on.
///
/// Written as a JSON object of the options that are on (`{"name": true, …}`, in the order they were switched on),
/// so that options that are off are left out, saves written before an option existed still load, and the options
/// of a plain game read `{}`. Two option sets are equal when the same options are on.
#[derive(Clone, Debug, Default)]
pub struct RuleOptions {
    on: Vec<String>,
}

impl RuleOptions {
    /// No option on.
    pub fn new() -> RuleOptions {
        RuleOptions::default()
    }

    /// Whether an option is on.
    pub fn on(&self, key: &str) -> bool {
        self.on.iter().any(|k| k == key)
    }

    /// Switches an option on or off.
    pub fn set(&mut self, key: &str, on: bool) {
        match (self.on(key), on) {
            (false, true) => self.on.push(key.to_string()),
            (true, false) => self.on.retain(|k| k != key),
            _ => {}
        }
    }

    /// The options that are on, in the order they were switched on.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.on.iter().map(String::as_str)
    }

    /// Whether no option is on.
    pub fn is_empty(&self) -> bool {
        self.on.is_empty()
    }

    fn sorted(&self) -> Vec<&str> {
        let mut keys: Vec<&str> = self.keys().collect();
        keys.sort_unstable();
        keys
    }
}

impl PartialEq for RuleOptions {
    fn eq(&self, other: &RuleOptions) -> bool {
        self.sorted() == other.sorted()
    }
}

impl Eq for RuleOptions {}

impl std::hash::Hash for RuleOptions {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.sorted().hash(state);
    }
}

impl Serialize for RuleOptions {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.on.len()))?;
        for key in &self.on {
            map.serialize_entry(key, &true)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for RuleOptions {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Options;
        impl<'de> serde::de::Visitor<'de> for Options {
            type Value = RuleOptions;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an object of rule options, each true or false")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<RuleOptions, A::Error> {
                let mut options = RuleOptions::default();
                while let Some((key, on)) = map.next_entry::<String, bool>()? {
                    if key.is_empty() || key.len() > 64 {
                        return Err(serde::de::Error::custom(crate::locale::tr!(
                            "error-rule-option-name",
                            length = key.len()
                        )));
                    }
                    options.set(&key, on);
                }
                Ok(options)
            }
        }
        deserializer.deserialize_map(Options)
    }
}

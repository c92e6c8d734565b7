//! The registry: where variant crates and plugins put the maps, card sets, action kinds and rule modules they add,
//! and where the binaries find them.
//!
//! The registry holds owned data only (sources as `String`s, modules as boxed trait objects), so that a variant
//! compiled into the binary and a plugin loaded at run time use the same calls: `register(&mut Registry)`.

use std::fmt;

use crate::cards::{KindCatalogue, KindSpec};

/// A named text source: a built-in data file or one read from disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The short name used to pick it, e.g. `tokyo`.
    pub key: String,
    /// The file name shown in diagnostics, e.g. `maps/tokyo.toml`.
    pub file: String,
    /// The TOML text.
    pub text: String,
}

/// A named rule module: a variant's rules beyond maps and card sets (e.g. Metro Drinks). The engine's extension
/// points are added to this trait as the engine grows; every method has a default so a module implements only what
/// it changes.
pub trait RuleModule: Send + Sync {
    /// Its short name, e.g. `metro-drinks`.
    fn key(&self) -> &str;
    /// Its name in words.
    fn title(&self) -> &str;
    /// The rule IDs it implements, e.g. `MD-`.
    fn rules(&self) -> &str {
        ""
    }
    /// Action kinds it adds to card sets.
    fn action_kinds(&self) -> Vec<KindSpec> {
        Vec::new()
    }
}

/// Everything the variants and plugins have added.
#[derive(Default)]
pub struct Registry {
    maps: Vec<Source>,
    card_sets: Vec<Source>,
    modules: Vec<Box<dyn RuleModule>>,
    kinds: KindCatalogue,
}

/// Why a registration was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RegistryError {
    /// Something of that kind is already registered under that key.
    #[error("a {what} called {key:?} is already registered")]
    Duplicate {
        /// `map`, `card set`, `module` or `action kind`.
        what: &'static str,
        /// The key.
        key: String,
    },
}

impl Registry {
    /// An empty registry knowing only the built-in action kinds.
    pub fn new() -> Registry {
        Registry::default()
    }

    /// Adds a map source.
    pub fn add_map(&mut self, source: Source) -> Result<(), RegistryError> {
        add_source(&mut self.maps, source, "map")
    }

    /// Adds a card-set source.
    pub fn add_card_set(&mut self, source: Source) -> Result<(), RegistryError> {
        add_source(&mut self.card_sets, source, "card set")
    }

    /// Adds a rule module and the action kinds it declares.
    pub fn add_module(&mut self, module: Box<dyn RuleModule>) -> Result<(), RegistryError> {
        if self.modules.iter().any(|m| m.key() == module.key()) {
            return Err(RegistryError::Duplicate {
                what: "module",
                key: module.key().to_string(),
            });
        }
        let mut kinds = self.kinds.clone();
        for kind in module.action_kinds() {
            let name = kind.name.clone();
            kinds.add(kind).ok_or(RegistryError::Duplicate {
                what: "action kind",
                key: name,
            })?;
        }
        self.kinds = kinds;
        self.modules.push(module);
        Ok(())
    }

    /// The registered maps, in registration order.
    pub fn maps(&self) -> &[Source] {
        &self.maps
    }

    /// The registered card sets.
    pub fn card_sets(&self) -> &[Source] {
        &self.card_sets
    }

    /// The registered rule modules.
    pub fn modules(&self) -> &[Box<dyn RuleModule>] {
        &self.modules
    }

    /// The map registered under `key`.
    pub fn map(&self, key: &str) -> Option<&Source> {
        self.maps.iter().find(|s| s.key == key)
    }

    /// The card set registered under `key`.
    pub fn card_set(&self, key: &str) -> Option<&Source> {
        self.card_sets.iter().find(|s| s.key == key)
    }

    /// The action kinds card sets may use: built-in ones and those of registered modules.
    pub fn kinds(&self) -> &KindCatalogue {
        &self.kinds
    }
}

fn add_source(list: &mut Vec<Source>, source: Source, what: &'static str) -> Result<(), RegistryError> {
    if list.iter().any(|s| s.key == source.key) {
        return Err(RegistryError::Duplicate {
            what,
            key: source.key,
        });
    }
    list.push(source);
    Ok(())
}

impl fmt::Debug for Registry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Registry")
            .field("maps", &self.maps.iter().map(|s| &s.key).collect::<Vec<_>>())
            .field(
                "card_sets",
                &self.card_sets.iter().map(|s| &s.key).collect::<Vec<_>>(),
            )
            .field(
                "modules",
                &self.modules.iter().map(|m| m.key()).collect::<Vec<_>>(),
            )
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Teleport;
    impl RuleModule for Teleport {
        fn key(&self) -> &str {
            "teleport"
        }
        fn title(&self) -> &str {
            "Teleport"
        }
        fn action_kinds(&self) -> Vec<KindSpec> {
            vec![KindSpec {
                name: "teleport".into(),
                title: "Teleport".into(),
                rule: "X-1".into(),
                param: None,
                fixed_spaces: None,
            }]
        }
    }

    #[test]
    fn registrations_are_unique_and_add_kinds() {
        let mut registry = Registry::new();
        let source = Source {
            key: "tokyo".into(),
            file: "maps/tokyo.toml".into(),
            text: String::new(),
        };
        registry.add_map(source.clone()).unwrap();
        assert!(registry.add_map(source).is_err());
        registry.add_module(Box::new(Teleport)).unwrap();
        assert!(registry.kinds().lookup("teleport").is_some());
        assert!(registry.add_module(Box::new(Teleport)).is_err());
        assert_eq!(
            registry.map("tokyo").map(|s| s.file.as_str()),
            Some("maps/tokyo.toml")
        );
    }
}

//! The registry: where variant crates and plugins put the maps, card sets, action kinds and rule modules they add,
//! and where the binaries find them.
//!
//! The registry holds owned data only (sources as `String`s, modules as shared trait objects), so that a variant
//! compiled into the binary and a plugin loaded at run time use the same calls: `register(&mut Registry)`.

use std::fmt;
use std::sync::Arc;

use metro_core::KindCatalogue;
pub use metro_core::Source;

use crate::module::RuleModule;
use crate::rules::RuleOptions;

/// Everything the variants and plugins have added.
#[derive(Clone, Default)]
pub struct Registry {
    maps: Vec<Source>,
    card_sets: Vec<Source>,
    modules: Vec<Arc<dyn RuleModule>>,
    kinds: KindCatalogue,
}

/// Why a registration was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RegistryError {
    /// Something of that kind is already registered under that key.
    Duplicate {
        /// `map`, `card set`, `module` or `action kind`.
        what: &'static str,
        /// The key.
        key: String,
    },
    /// A rule option of the module (its switch or one of its own options) is already another module's: switching
    /// it on would play or change both.
    OptionTaken {
        /// The option.
        option: String,
        /// The key of the module it belongs to.
        owner: String,
    },
}

impl std::fmt::Display for RegistryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RegistryError::Duplicate { what, key } => {
                // `what` selects the message's variant: the thing's name in each language
                let what = what.replace(' ', "-");
                let key = format!("{key:?}");
                f.write_str(&crate::locale::tr!(
                    "error-registry-duplicate",
                    what = what,
                    key = key
                ))
            }
            RegistryError::OptionTaken { option, owner } => f.write_str(&crate::locale::tr!(
                "error-registry-option-taken",
                option = format!("{option:?}"),
                owner = format!("{owner:?}")
            )),
        }
    }
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

    /// Adds a rule module and the action kinds it declares. Its key must be new, and its rule options (its switch
    /// and its own options) no other module's: a module cannot take another's option as its switch (it would be
    /// played whenever the other's option is on).
    pub fn add_module(&mut self, module: Arc<dyn RuleModule>) -> Result<(), RegistryError> {
        if self.modules.iter().any(|m| m.key() == module.key()) {
            return Err(RegistryError::Duplicate {
                what: "module",
                key: module.key().to_string(),
            });
        }
        let options = rule_options(module.as_ref());
        for (i, option) in options.iter().enumerate() {
            // its own options are not its switch, nor one another
            if options[..i].contains(option) {
                return Err(RegistryError::OptionTaken {
                    option: option.clone(),
                    owner: module.key().to_string(),
                });
            }
            if let Some(owner) = self
                .modules
                .iter()
                .find(|m| rule_options(m.as_ref()).contains(option))
            {
                return Err(RegistryError::OptionTaken {
                    option: option.clone(),
                    owner: owner.key().to_string(),
                });
            }
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

    /// The registered rule modules, in registration order.
    pub fn modules(&self) -> &[Arc<dyn RuleModule>] {
        &self.modules
    }

    /// The module registered under `key`.
    pub fn module(&self, key: &str) -> Option<&Arc<dyn RuleModule>> {
        self.modules.iter().find(|m| m.key() == key)
    }

    /// The modules `options` switch on, ordered by key (so that a game's module ids do not depend on the order in
    /// which modules were registered).
    pub fn modules_for(&self, options: &RuleOptions) -> Vec<Arc<dyn RuleModule>> {
        let mut on: Vec<Arc<dyn RuleModule>> = self
            .modules
            .iter()
            .filter(|m| options.on(m.switch()))
            .cloned()
            .collect();
        on.sort_by(|a, b| a.key().cmp(b.key()));
        on
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

/// The rule options a module answers to: its switch, then its own options.
fn rule_options(module: &dyn RuleModule) -> Vec<String> {
    std::iter::once(module.switch().to_string())
        .chain(module.options().into_iter().map(|o| o.key))
        .collect()
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
    use metro_core::KindSpec;

    use super::*;
    use crate::module::{GameSetup, ModuleGame};

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
        fn join(&self, _setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
            Err("not playable".into())
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
        registry.add_module(Arc::new(Teleport)).unwrap();
        assert!(registry.kinds().lookup("teleport").is_some());
        assert!(registry.add_module(Arc::new(Teleport)).is_err());
        assert_eq!(
            registry.map("tokyo").map(|s| s.file.as_str()),
            Some("maps/tokyo.toml")
        );
        let mut options = RuleOptions::new();
        assert!(registry.modules_for(&options).is_empty());
        options.set("teleport", true);
        assert_eq!(registry.modules_for(&options).len(), 1);
    }

    /// A module with rule options of its own: its switch is its key, `owner_paid` is an option.
    struct Owner;
    impl RuleModule for Owner {
        fn key(&self) -> &str {
            "owner"
        }
        fn title(&self) -> &str {
            "Owner"
        }
        fn options(&self) -> Vec<crate::module::ModuleOption> {
            vec![crate::module::ModuleOption {
                key: "owner_paid".into(),
                name: "owner paid".into(),
                off: "no".into(),
                on: "yes".into(),
            }]
        }
        fn join(&self, _setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
            Err("not playable".into())
        }
    }

    /// A module whose switch is the rule option `switch`.
    struct Switched(&'static str);
    impl RuleModule for Switched {
        fn key(&self) -> &str {
            "switched"
        }
        fn title(&self) -> &str {
            "Switched"
        }
        fn switch(&self) -> &str {
            self.0
        }
        fn join(&self, _setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
            Err("not playable".into())
        }
    }

    /// Issue 28, item 8: a module cannot take another module's rule option (its switch or one of its options) as its
    /// switch: it would be played whenever that option is on. The refusal names the option's owner.
    #[test]
    fn a_module_cannot_take_another_modules_option() {
        let mut registry = Registry::new();
        registry.add_module(Arc::new(Owner)).unwrap();
        for taken in ["owner_paid", "owner"] {
            let error = registry.add_module(Arc::new(Switched(taken))).unwrap_err();
            assert_eq!(
                error,
                RegistryError::OptionTaken {
                    option: taken.into(),
                    owner: "owner".into()
                }
            );
            let said = metro_lang::with_language(metro_lang::Language::English, || error.to_string());
            assert_eq!(
                said,
                format!("the rule option \"{taken}\" already belongs to the module \"owner\"")
            );
        }
        assert_eq!(registry.modules().len(), 1);
        registry.add_module(Arc::new(Switched("switched"))).unwrap();
        let mut options = RuleOptions::new();
        options.set("owner_paid", true);
        assert!(registry.modules_for(&options).is_empty());
    }
}

//! What can be played: the registry of built-in variants, and the maps and card sets offered in the menu — the
//! built-ins, every TOML file of the user's folders and files chosen with the file dialog — each loaded and checked
//! through `metro-data`, with its diagnostics (file:line:col) when it has errors. Files are read only if they are
//! regular files of at most [`DATA_CAP`] bytes; names are clipped to [`TITLE`] characters in the lists.

use crate::locale::tr;
use std::path::Path;
use std::sync::Arc;

use metro_core::{CardSet, Map};
use metro_engine::Registry;
use metro_save::DataSource;

use crate::paths::Paths;
use crate::store::read::{DATA_CAP, read_text};
use crate::words::clip;

/// The most characters of a name shown in the menu's lists (a longer name is cut with an ellipsis).
pub const TITLE: usize = 60;

/// Builds the registry of every built-in variant and rule module.
pub fn registry() -> Registry {
    let mut registry = Registry::new();
    // The built-ins have distinct keys; a duplicate would only drop one of them, never crash the app.
    let _ = metro_tokyo::register(&mut registry);
    let _ = metro_osaka::register(&mut registry);
    let _ = metro_drinks::register(&mut registry);
    registry
}

/// A loaded value or the problems that kept it from loading.
pub type Loaded<T> = Result<Arc<T>, Vec<String>>;

/// One map or card set offered in the menu.
#[derive(Clone, Debug)]
pub struct Choice<T> {
    /// A built-in key (`tokyo`) or a file path: what the settings remember.
    pub key: String,
    /// What the menu shows.
    pub title: String,
    /// Where it comes from, as a save records it.
    pub source: DataSource,
    /// The value, or its diagnostics.
    pub loaded: Loaded<T>,
}

impl<T> Choice<T> {
    /// Whether the choice can be played.
    pub fn is_valid(&self) -> bool {
        self.loaded.is_ok()
    }
}

/// The maps and card sets the menu offers.
pub struct Catalog {
    /// The registry of built-ins.
    pub registry: Registry,
    /// Maps: built-ins first, then files.
    pub maps: Vec<Choice<Map>>,
    /// Card sets: built-ins first, then files.
    pub cards: Vec<Choice<CardSet>>,
    /// The plugins of the user's plugins folder (their modules, maps and card sets are in the registry).
    pub plugins: crate::plugins::Plugins,
}

impl Catalog {
    /// The built-ins only: the files of the user's folders and settings are read in the background
    /// ([`crate::store::scan::Scan`]) and added as they come.
    pub fn builtins() -> Catalog {
        Catalog::with_registry(registry(), crate::plugins::Plugins::default())
    }

    /// The built-ins and the plugins of the user's plugins folder (their modules, maps and card sets join the
    /// registry); the files of the user's folders come later, as for [`Catalog::builtins`].
    pub fn with_plugins(paths: &Paths) -> Catalog {
        let mut registry = registry();
        let plugins = crate::plugins::Plugins::load(&crate::plugins::folder(paths), &mut registry);
        Catalog::with_registry(registry, plugins)
    }

    fn with_registry(registry: Registry, plugins: crate::plugins::Plugins) -> Catalog {
        let mut maps = Vec::new();
        for source in registry.maps() {
            let loaded = load_map(&source.file, &source.text);
            maps.push(Choice {
                key: source.key.clone(),
                title: title_of(&loaded, &source.key, |m| m.name().to_string()),
                source: DataSource::builtin(&source.key),
                loaded,
            });
        }
        let mut cards = Vec::new();
        for source in registry.card_sets() {
            let loaded = load_cards(&registry, &source.file, &source.text);
            cards.push(Choice {
                key: source.key.clone(),
                title: title_of(&loaded, &source.key, |c| c.name().to_string()),
                source: DataSource::builtin(&source.key),
                loaded,
            });
        }
        Catalog {
            registry,
            maps,
            cards,
            plugins,
        }
    }

    /// Adds (or re-reads) a map file; returns its index.
    pub fn add_map_file(&mut self, path: &str) -> usize {
        self.insert_map(map_choice(path))
    }

    /// Adds (or re-reads) a card-set file; returns its index.
    pub fn add_card_file(&mut self, path: &str) -> usize {
        let choice = card_choice(&self.registry, path);
        self.insert_card_set(choice)
    }

    /// Adds (or replaces) a map read elsewhere; returns its index.
    pub fn insert_map(&mut self, choice: Choice<Map>) -> usize {
        upsert(&mut self.maps, choice)
    }

    /// Adds (or replaces) a card set read elsewhere; returns its index.
    pub fn insert_card_set(&mut self, choice: Choice<CardSet>) -> usize {
        upsert(&mut self.cards, choice)
    }

    /// The map with this key, if offered.
    pub fn map(&self, key: &str) -> Option<&Choice<Map>> {
        self.maps.iter().find(|c| c.key == key)
    }

    /// The card set with this key, if offered.
    pub fn card_set(&self, key: &str) -> Option<&Choice<CardSet>> {
        self.cards.iter().find(|c| c.key == key)
    }
}

fn upsert<T>(list: &mut Vec<Choice<T>>, choice: Choice<T>) -> usize {
    match list.iter().position(|c| c.key == choice.key) {
        Some(i) => {
            list[i] = choice;
            i
        }
        None => {
            list.push(choice);
            list.len() - 1
        }
    }
}

/// Reads and loads a map file (a regular file of at most [`DATA_CAP`] bytes).
pub fn map_choice(path: &str) -> Choice<Map> {
    let (source, loaded) = match read(path) {
        Ok(text) => (DataSource::embedded(path, text.clone()), load_map(path, &text)),
        Err(problem) => (DataSource::embedded(path, ""), Err(vec![problem])),
    };
    Choice {
        key: path.to_string(),
        title: file_title(path, &loaded, |m| m.name()),
        source,
        loaded,
    }
}

/// Reads and loads a card-set file (a regular file of at most [`DATA_CAP`] bytes).
pub fn card_choice(registry: &Registry, path: &str) -> Choice<CardSet> {
    let (source, loaded) = match read(path) {
        Ok(text) => (
            DataSource::embedded(path, text.clone()),
            load_cards(registry, path, &text),
        ),
        Err(problem) => (DataSource::embedded(path, ""), Err(vec![problem])),
    };
    Choice {
        key: path.to_string(),
        title: file_title(path, &loaded, |c| c.name()),
        source,
        loaded,
    }
}

/// Whether `name` names something other than a folder: then it is a file the user named, even where a built-in has
/// that name (as `metro sim` and `metro check` read names).
fn names_a_file(name: &str) -> bool {
    Path::new(name).symlink_metadata().is_ok_and(|m| !m.is_dir())
}

/// A map by the name `metro sim` takes: a file path, or a built-in's key of the registry ("osaka").
pub fn map_named(registry: &Registry, name: &str) -> Choice<Map> {
    match registry.map(name) {
        Some(source) if !names_a_file(name) => {
            let loaded = load_map(&source.file, &source.text);
            Choice {
                key: name.to_string(),
                title: title_of(&loaded, name, |m| m.name().to_string()),
                source: DataSource::builtin(name),
                loaded,
            }
        }
        _ => map_choice(name),
    }
}

/// A card set by the name `metro sim` takes: a file path, or a built-in's key of the registry.
pub fn card_set_named(registry: &Registry, name: &str) -> Choice<CardSet> {
    match registry.card_set(name) {
        Some(source) if !names_a_file(name) => {
            let loaded = load_cards(registry, &source.file, &source.text);
            Choice {
                key: name.to_string(),
                title: title_of(&loaded, name, |c| c.name().to_string()),
                source: DataSource::builtin(name),
                loaded,
            }
        }
        _ => card_choice(registry, name),
    }
}

fn read(path: &str) -> Result<String, String> {
    read_text(Path::new(path), DATA_CAP).map_err(|e| e.to_string())
}

fn title_of<T>(loaded: &Loaded<T>, key: &str, name: impl Fn(&T) -> String) -> String {
    match loaded {
        Ok(value) => clip(&name(value), TITLE),
        Err(_) => clip(key, TITLE),
    }
}

fn file_title<T>(path: &str, loaded: &Loaded<T>, name: impl Fn(&T) -> &str) -> String {
    let file = Path::new(path)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.into());
    let file = clip(&file, TITLE);
    match loaded {
        Ok(value) => format!("{} ({file})", clip(name(value), TITLE)),
        Err(problems) => tr!("menu-file-with-problems", file = file, count = problems.len()),
    }
}

/// Loads a map; every diagnostic as `file:line:col: message`.
pub fn load_map(file: &str, text: &str) -> Loaded<Map> {
    metro_data::load_map(file, text)
        .map(Arc::new)
        .map_err(|d| d.items.iter().map(|i| i.to_string()).collect())
}

/// Loads a card set against the registry's action kinds.
pub fn load_cards(registry: &Registry, file: &str, text: &str) -> Loaded<CardSet> {
    metro_data::load_card_set(file, text, registry.kinds())
        .map(Arc::new)
        .map_err(|d| d.items.iter().map(|i| i.to_string()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_built_in_is_found_by_its_name_as_metro_sim_finds_it() {
        let registry = registry();
        let map = map_named(&registry, "osaka");
        assert!(map.is_valid(), "{:?}", map.loaded.err());
        assert_eq!(map.key, "osaka");
        let cards = card_set_named(&registry, "tokyo");
        assert!(cards.is_valid());
        // A name that is neither a file nor a built-in says so.
        let nothing = map_named(&registry, "no-such-map-anywhere");
        assert!(nothing.loaded.is_err());
    }

    #[test]
    fn the_built_ins_load() {
        let catalog = Catalog::builtins();
        assert!(catalog.map("tokyo").is_some_and(Choice::is_valid));
        assert!(catalog.map("osaka").is_some_and(Choice::is_valid));
        assert!(catalog.card_set("tokyo").is_some_and(Choice::is_valid));
    }

    #[test]
    fn a_broken_file_has_diagnostics_with_places() {
        let dir = std::env::temp_dir().join(format!("metro-app-broken-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let file = dir.join("broken.toml");
        std::fs::write(&file, "name = \"x\"\ncolumns = \"wide\"\n").expect("write");
        let mut catalog = Catalog::builtins();
        let i = catalog.add_map_file(&file.to_string_lossy());
        let problems = catalog.maps[i].loaded.as_ref().expect_err("broken");
        assert!(
            problems.iter().any(|p| p.contains("broken.toml:2:")),
            "{problems:?}"
        );
    }
}

//! Everything the app keeps that is not GUI state: its folders, the menu's settings, the maps and card sets offered,
//! the solo bests, the game session, the status message and the game that can be resumed — and what is done with
//! them (start, load, save, record a best). The GUI reads it and asks for changes through commands.

use crate::locale::tr;
use metro_engine::{Registry, RuleOptions};
use metro_save::SetupRecord;

use crate::catalog::Catalog;
use crate::paths::{Bests, Paths, SeatKind, Settings};
use crate::session::Session;
use crate::status::Status;
use crate::store::Store;
use crate::store::autosave::generations;
use crate::store::read::{SAVE_CAP, read_text};

/// The app's state apart from the GUI.
pub struct AppState {
    /// The app's folders.
    pub paths: Paths,
    /// The menu's choices.
    pub settings: Settings,
    /// The maps and card sets offered.
    pub catalog: Catalog,
    /// The solo bests.
    pub bests: Bests,
    /// The game being played.
    pub session: Option<Session>,
    /// The status line's message.
    pub status: Option<Status>,
    /// The autosaved game on disk, if one can be resumed.
    pub resumable: Option<String>,
    /// This game's rank among the solo bests, once recorded.
    pub best_rank: Option<usize>,
    best_recorded: bool,
    /// The autosave, the saves, the background scan and the questions about them.
    pub store: Store,
}

/// The text of the newest autosave generation that loads and whose game is not over, if any.
pub fn resumable(paths: &Paths, registry: &Registry) -> Option<String> {
    generations(&paths.autosave()).into_iter().find_map(|path| {
        let text = read_text(&path, SAVE_CAP).ok()?;
        let session = Session::load(&text, registry).ok()?;
        (!session.game().is_over()).then_some(text)
    })
}

/// The rule options the menu's settings describe (a module's options count only while the module is played).
pub fn rule_options(settings: &Settings, registry: &Registry) -> RuleOptions {
    crate::module_pieces::rule_options(&settings.options, registry)
}

impl AppState {
    /// The state with its files under `paths`; offers to resume an unfinished autosaved game.
    pub fn new(paths: Paths) -> AppState {
        let (settings, problem) = crate::store::settings::load(&paths);
        let store = Store::open(&paths, &settings.map_files, &settings.card_files);
        let catalog = Catalog::with_plugins(&paths);
        let bests = Bests::load(&paths);
        let resumable = resumable(&paths, &catalog.registry);
        AppState {
            paths,
            settings,
            catalog,
            bests,
            session: None,
            status: problem.map(Status::Error),
            resumable,
            best_rank: None,
            best_recorded: false,
            store,
        }
    }

    /// The setup the menu describes, if its map and card set are valid.
    pub fn setup_record(&self) -> Option<SetupRecord> {
        let map = self.catalog.map(&self.settings.map).filter(|c| c.is_valid())?;
        let cards = self
            .catalog
            .card_set(&self.settings.cards)
            .filter(|c| c.is_valid())?;
        Some(SetupRecord {
            map: map.source.clone(),
            cards: cards.source.clone(),
            players: self.settings.seats.len(),
            options: rule_options(&self.settings, &self.catalog.registry),
            seats: self
                .settings
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| s.kind.label(i))
                .collect(),
        })
    }

    /// Starts a game with the menu's settings; true if it started.
    pub fn start_game(&mut self) -> bool {
        let Some(setup) = self.setup_record() else {
            self.status = Some(Status::Error(tr!("error-setup-has-errors")));
            return false;
        };
        let seed = match self.settings.seed.trim() {
            "" => random_seed(),
            text => match text.parse::<u64>() {
                Ok(seed) => seed,
                Err(_) => {
                    self.status = Some(Status::Error(tr!(
                        "error-seed",
                        max = u64::MAX.to_string(),
                        text = format!("{text:?}")
                    )));
                    return false;
                }
            },
        };
        let seats: Vec<SeatKind> = self.settings.seats.iter().map(|s| s.kind).collect();
        match Session::new(setup, seed, seats, &self.catalog.registry) {
            Ok(session) => {
                self.session = Some(session);
                self.store.saved = None;
                self.best_recorded = false;
                self.best_rank = None;
                self.resumable = None;
                self.status = None;
                self.store_settings();
                true
            }
            Err(e) => {
                self.status = Some(Status::Error(tr!("error-could-not-start", error = e.to_string())));
                false
            }
        }
    }

    /// After a loaded game was put in place: its best is recorded already if it is over.
    pub(crate) fn after_install(&mut self) {
        self.best_recorded = self.session.as_ref().is_some_and(|s| s.game().is_over());
        self.best_rank = None;
    }

    /// Records a finished solo game's total among the bests (SO-2), once.
    pub fn after_move(&mut self) {
        let Some(session) = &self.session else { return };
        if self.best_recorded || !session.game().is_over() || session.seats().len() != 1 {
            return;
        }
        self.best_recorded = true;
        let Some(result) = session.game().result() else {
            return;
        };
        let total = result.totals[0];
        let key = combination_key(&session.save().setup, &self.catalog.registry);
        self.best_rank = self.bests.record(&key, total);
        if let Err(e) = self.bests.store(&self.paths) {
            self.status = Some(Status::Error(tr!(
                "error-could-not-store-bests",
                error = e.to_string()
            )));
        }
    }

    /// Writes the settings file (a failure goes to the status line).
    pub fn store_settings(&mut self) {
        if let Err(e) = self.settings.store(&self.paths) {
            self.status = Some(Status::Error(tr!(
                "error-could-not-store-settings",
                error = e.to_string()
            )));
        }
    }
}

/// "map / card set / variant", the key of the solo bests: always in English (the names of a module's options are
/// translated), so that the bests of a combination are the same whatever the language.
pub fn combination_key(setup: &SetupRecord, registry: &Registry) -> String {
    metro_lang::with_language(metro_lang::Language::English, || combination(setup, registry))
}

/// The combination of the solo bests in the current language, for headings: "tokyo / osaka / Grundspiel".
pub fn combination_title(setup: &SetupRecord, registry: &Registry) -> String {
    combination(setup, registry)
}

fn combination(setup: &SetupRecord, registry: &Registry) -> String {
    let mut variant = crate::module_pieces::variant_name(&setup.options, registry);
    if variant == "base" {
        variant = tr!("saves-variant-base");
    }
    let short = |name: &str| {
        std::path::Path::new(name)
            .file_stem()
            .map_or(name.to_string(), |s| s.to_string_lossy().into_owned())
    };
    Bests::key(&short(setup.map.name()), &short(setup.cards.name()), &variant)
}

/// A seed from the clock and the process (no extra crate; good enough to vary games).
fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut x = nanos ^ ((std::process::id() as u64) << 32) ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x % 1_000_000_000
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_lang::{Language, with_language};

    // Issue 13, item 6: the solo bests of a combination are one list whatever the language (the names of a module's
    // options are translated), and their heading speaks the language shown ("base" is the German "Grundspiel").
    #[test]
    fn solo_bests_are_kept_under_one_key_and_shown_in_the_language() {
        let registry = crate::catalog::registry();
        let base = SetupRecord::builtin("tokyo", "osaka", 1);
        let mut drinks = base.clone();
        drinks.options.set("metro_drinks", true);
        drinks.options.set("drink_owner_paid", true);
        for setup in [&base, &drinks] {
            let english = with_language(Language::English, || combination_key(setup, &registry));
            for language in [Language::German, Language::Italian] {
                assert_eq!(
                    with_language(language, || combination_key(setup, &registry)),
                    english
                );
            }
        }
        assert_eq!(combination_key(&base, &registry), "tokyo / osaka / base");
        let german = with_language(Language::German, || combination_title(&base, &registry));
        assert_eq!(german, "tokyo / osaka / Grundspiel");
        let drinks_en = with_language(Language::English, || combination_title(&drinks, &registry));
        let drinks_it = with_language(Language::Italian, || combination_title(&drinks, &registry));
        assert_ne!(drinks_en, drinks_it);
    }
}

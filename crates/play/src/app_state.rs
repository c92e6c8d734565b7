//! Everything the app keeps that is not GUI state: its folders, the menu's settings, the maps and card sets offered,
//! the solo bests, the game session, the status message and the game that can be resumed — and what is done with
//! them (start, load, save, record a best). The GUI reads it and asks for changes through commands.

use crate::locale::tr;
use metro_engine::{Registry, RuleOptions};
use metro_save::SetupRecord;

use crate::catalog::Catalog;
use crate::paths::{Bests, Paths, SeatKind, Settings};
use crate::session::Session;
use crate::status::{Status, StatusKind};
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
    /// Whether the failure of a rule module that stopped this game was told.
    failure_told: bool,
    /// The autosaved game on disk, if one can be resumed.
    pub resumable: Option<String>,
    /// This game's rank among the solo bests, once recorded.
    pub best_rank: Option<usize>,
    best_recorded: bool,
    /// The autosave, the saves, the background scan and the questions about them.
    pub store: Store,
}

/// The text of the newest autosave generation that loads (its setup changed or not) and whose game is not over, if
/// any. Only reads: what the app does at start with an autosave that does not load is [`crate::store::unreadable`]'s.
pub fn resumable(paths: &Paths, registry: &Registry) -> Option<String> {
    for path in generations(&paths.autosave()) {
        let Ok(text) = read_text(&path, SAVE_CAP) else {
            continue;
        };
        if let Ok((session, _)) = Session::load_checked(&text, registry) {
            return (!session.game().is_over()).then_some(text);
        }
    }
    None
}

/// The rule options the menu's settings describe (a module's options count only while the module is played).
pub fn rule_options(settings: &Settings, registry: &Registry) -> RuleOptions {
    crate::module_pieces::rule_options(&settings.options, registry)
}

impl AppState {
    /// The state with its files under `paths`; offers to resume an unfinished autosaved game.
    pub fn new(paths: Paths) -> AppState {
        let instance = crate::store::lock::Instance::acquire(&paths.data);
        AppState::with_instance(paths, instance)
    }

    /// The state of the app `instance` is in its data folder: the folder's owner offers to resume its autosaved
    /// game; a guest (another app owns the folder) says so and keeps its game apart.
    pub fn with_instance(paths: Paths, instance: crate::store::lock::Instance) -> AppState {
        // A guest keeps its editors' drafts apart from the owner's.
        let paths = match instance.role() {
            crate::store::lock::Role::Guest { id, .. } => paths.for_guest(id),
            _ => paths,
        };
        let (settings, problem) = crate::store::settings::load(&paths);
        let guest = match instance.role() {
            crate::store::lock::Role::Guest { owner, .. } => Some(StatusKind::SharedFolder {
                folder: paths.data.display().to_string(),
                owner: *owner,
                autosave: instance
                    .autosave(&paths.data)
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default(),
            }),
            _ => None,
        };
        let mut store = Store::open_as(instance, &paths, &settings.map_files, &settings.card_files);
        let catalog = Catalog::with_plugins(&paths);
        let bests = Bests::load(&paths);
        if let Some(shared) = guest {
            // The owner's game is the owner's: nothing of it is resumed, read or moved here.
            return AppState::assemble(paths, settings, catalog, bests, None, Some(shared), store);
        }
        // An autosave that does not load is said at once, set aside where nothing rotates it away, and what can be
        // had of it offered: the player's last game is not silently gone.
        let found =
            crate::store::unreadable::look_after(store.autosave.path(), &paths.saves(), &catalog.registry);
        let (resumable, problem) = (found.resumable, found.problem.or(problem));
        if problem.is_some() {
            // A file set aside joins the list of saves.
            store.saves.refresh(&paths.saves());
        }
        AppState::assemble(paths, settings, catalog, bests, resumable, problem, store)
    }

    fn assemble(
        paths: Paths,
        settings: Settings,
        catalog: Catalog,
        bests: Bests,
        resumable: Option<String>,
        status: Option<StatusKind>,
        store: Store,
    ) -> AppState {
        AppState {
            paths,
            settings,
            catalog,
            bests,
            session: None,
            status: status.map(Status::from),
            failure_told: false,
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
            self.report(StatusKind::SetupHasErrors);
            return false;
        };
        let seed = match self.settings.seed.trim() {
            "" => random_seed(),
            text => match text.parse::<u64>() {
                Ok(seed) => seed,
                Err(_) => {
                    self.report(StatusKind::Seed {
                        text: format!("{text:?}"),
                    });
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
                self.failure_told = false;
                self.store.finished.new_game(false);
                self.clear_for_new_game();
                self.store_settings();
                true
            }
            Err(e) => {
                self.report(StatusKind::CouldNotStart { error: e.to_string() });
                false
            }
        }
    }

    /// After a loaded game was put in place: its best is recorded already if it is over.
    pub(crate) fn after_install(&mut self) {
        let over = self.session.as_ref().is_some_and(|s| s.game().is_over());
        self.best_recorded = over;
        self.best_rank = None;
        self.failure_told = false;
        // A finished game loaded is a save already.
        self.store.finished.new_game(over);
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
        // Another app on the same folder may have recorded a best since this one read the file: read it again, so
        // that writing this one keeps theirs.
        let on_file = Bests::load(&self.paths);
        // (This app's own earlier records were written to it as they were made.)
        self.bests.totals.extend(on_file.totals);
        self.best_rank = self.bests.record(&key, total);
        if let Err(e) = self.bests.store(&self.paths) {
            self.report(StatusKind::CouldNotStoreBests { error: e.to_string() });
        }
    }

    /// Writes the settings file (a failure goes to the status line).
    pub fn store_settings(&mut self) {
        if self.store.instance.is_guest() {
            // The settings file is the owner's: a guest's choices last for its window.
            return;
        }
        if let Err(e) = self.settings.store(&self.paths) {
            self.report(StatusKind::CouldNotStoreSettings { error: e.to_string() });
        }
    }

    /// Puts a message on the status line (in place of the one there).
    pub fn report(&mut self, kind: StatusKind) {
        self.status = Some(Status::from(kind));
    }

    /// A new game began: what the status line said of the last one goes, unless the player must still read it (a
    /// warning, a file not written).
    pub fn clear_for_new_game(&mut self) {
        if !self.status.as_ref().is_some_and(|s| s.kind.outlasts_a_new_game()) {
            self.status = None;
        }
    }

    /// Takes the message off the status line (the player dismissed it).
    pub fn dismiss_status(&mut self) {
        self.status = None;
    }

    /// Each frame, with the screen's clock: notes when the message was first shown and takes news off once it
    /// faded. Returns whether news is on screen (the frame is then drawn again soon, so that it fades).
    pub fn age_status(&mut self, now: f64) -> bool {
        let Some(status) = self.status.as_mut() else {
            return false;
        };
        status.seen(now);
        if status.gone(now) {
            self.status = None;
            return false;
        }
        !status.stays()
    }

    /// Tells, once per game, that a rule module failed and the game cannot go on.
    pub fn tell_failure(&mut self, failure: String) {
        if !std::mem::replace(&mut self.failure_told, true) {
            self.report(StatusKind::Problem(failure));
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

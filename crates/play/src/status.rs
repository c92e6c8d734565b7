//! The status line's message, kept as what it says — a [`StatusKind`] with its arguments — and put into words in the
//! current language each time it is shown, so that a language chosen later speaks it too. News (a game saved or
//! loaded) fades after a few seconds; a warning or an error (a save that failed, a game that could not be loaded)
//! stays until the player dismisses it.

use crate::locale::tr;
use crate::store::setup_check::SetupCheck;

/// How long news stays on screen, in seconds, before it fades.
pub const NEWS_SECONDS: f64 = 5.0;
/// How long news takes to fade, in seconds.
pub const FADE_SECONDS: f64 = 1.0;

/// How a message is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Something done (saved, loaded): shown for a few seconds.
    News,
    /// Something the player should know before going on (a save opened whose map changed): stays until dismissed.
    Warning,
    /// Something that failed: stays until dismissed.
    Error,
}

/// A save the status line names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveName {
    /// The game kept automatically, resumed from the menu.
    Autosave,
    /// A save file, by its name (or path, as the player typed it).
    File(String),
}

impl SaveName {
    /// In words, in the current language.
    pub fn words(&self) -> String {
        match self {
            SaveName::Autosave => tr!("status-the-autosave"),
            SaveName::File(name) => name.clone(),
        }
    }
}

/// What is offered to resume after an autosave that did not load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AutosaveOffer {
    /// Its first `kept` of `read` actions, up to the last checkpoint that matched.
    ToCheckpoint {
        /// Actions kept.
        kept: usize,
        /// Actions the file holds.
        read: usize,
    },
    /// Its first `kept` actions, as far as the file could be read and replayed.
    Read {
        /// Actions kept.
        kept: usize,
    },
    /// The older autosave of the game, which loads (and goes as far or further).
    Older,
    /// Nothing: not even its setup could be had, and why (if it was read at all).
    Nothing {
        /// Why, as said when it was tried.
        why: Option<String>,
    },
}

/// What the status line says, with its arguments. Arguments that are themselves texts (a system's error, a rule's
/// refusal) are kept as they were said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatusKind {
    // --- news ---
    /// The game was saved in the saves folder, as `file`.
    Saved {
        /// The file's name.
        file: String,
    },
    /// The game was saved in another folder.
    SavedIn {
        /// The folder.
        folder: String,
        /// The file's name.
        file: String,
    },
    /// The autosaved game was resumed.
    Resumed,
    /// A save was loaded (its map and cards are the ones it was played with).
    Loaded {
        /// Which.
        save: SaveName,
    },
    /// A save of an older version was loaded: whether its map and cards are the same cannot be checked.
    LoadedUnchecked {
        /// Which.
        save: SaveName,
    },
    /// The game in progress was kept as a save before another took its place.
    KeptUnfinished {
        /// The file's name.
        file: String,
    },
    /// A save was deleted by the player.
    Deleted {
        /// The file's name.
        file: String,
    },
    // --- warnings ---
    /// A save was opened although parts of its setup changed since.
    OpenedChanged {
        /// Which.
        save: SaveName,
        /// The parts that changed (`map`, `cards`, …).
        parts: Vec<String>,
    },
    /// The settings file is not settings: the defaults are used.
    NotSettings {
        /// The file.
        path: String,
        /// Why.
        error: String,
    },
    /// The settings file could not be read: the defaults are used.
    SettingsUnreadable {
        /// Why.
        error: String,
    },
    /// The autosave did not load: it was set aside, and what could be had of it is offered.
    AutosaveUnreadable {
        /// Why it did not load.
        error: String,
        /// The file it was set aside as (its name), or why it could not be.
        set_aside: Result<String, String>,
        /// What Resume offers instead.
        offer: AutosaveOffer,
        /// The older generation, if it did not load either: its new name, or why it could not be set aside.
        older: Option<Result<String, String>>,
    },
    /// Another app owns the data folder: this one is a guest, with an autosave of its own.
    SharedFolder {
        /// The data folder.
        folder: String,
        /// The owner's process id, if its lock file says it.
        owner: Option<u32>,
        /// This app's own autosave file's name.
        autosave: String,
    },
    // --- errors ---
    /// The menu's map or card set has errors.
    SetupHasErrors,
    /// The seed typed is not a number.
    Seed {
        /// What was typed, quoted.
        text: String,
    },
    /// The game could not start.
    CouldNotStart {
        /// Why.
        error: String,
    },
    /// The solo bests could not be written.
    CouldNotStoreBests {
        /// Why.
        error: String,
    },
    /// The settings could not be written.
    CouldNotStoreSettings {
        /// Why.
        error: String,
    },
    /// No folder was typed to save in.
    TypeFolder,
    /// A file to load could not be read.
    CouldNotRead {
        /// Why, with the file.
        error: String,
    },
    /// A save could not be loaded.
    CouldNotLoad {
        /// Which.
        save: SaveName,
        /// Why.
        error: String,
    },
    /// The game in progress could not be kept before another took its place (nothing else was started).
    CouldNotKeep {
        /// The saves folder.
        folder: String,
        /// Why.
        error: String,
    },
    /// A finished game could not be kept as a save.
    CouldNotKeepFinished {
        /// The saves folder.
        folder: String,
        /// Why.
        error: String,
    },
    /// The game could not be saved.
    CouldNotSave {
        /// The folder.
        folder: String,
        /// Why.
        error: String,
    },
    /// A save could not be deleted.
    CouldNotDelete {
        /// The file's name.
        file: String,
        /// Why.
        error: String,
    },
    /// A save could not be watched.
    CouldNotWatch {
        /// The file's name.
        file: String,
        /// Why.
        error: String,
    },
    /// The game played could not be replayed.
    CouldNotReplay {
        /// Why.
        error: String,
    },
    /// The game branched from a replay could not be saved.
    CouldNotBranch {
        /// The folder.
        folder: String,
        /// Why.
        error: String,
    },
    /// A decision was refused.
    NotAllowed {
        /// The refusal.
        reason: String,
    },
    /// A problem said where it happened (a rule module that failed, an editor that could not open, a draft that
    /// cannot be tested), in the language of that moment.
    Problem(String),
}

impl StatusKind {
    /// How it is shown.
    pub fn level(&self) -> Level {
        use StatusKind::*;
        match self {
            Saved { .. }
            | SavedIn { .. }
            | Resumed
            | Loaded { .. }
            | LoadedUnchecked { .. }
            | KeptUnfinished { .. }
            | Deleted { .. } => Level::News,
            OpenedChanged { .. }
            | NotSettings { .. }
            | SettingsUnreadable { .. }
            | SharedFolder { .. }
            | AutosaveUnreadable { .. } => Level::Warning,
            _ => Level::Error,
        }
    }

    /// Whether the player must still read it once another game began: a warning, or a file that was not written.
    pub fn outlasts_a_new_game(&self) -> bool {
        use StatusKind::*;
        self.level() == Level::Warning
            || matches!(
                self,
                CouldNotStoreBests { .. }
                    | CouldNotStoreSettings { .. }
                    | CouldNotKeep { .. }
                    | CouldNotKeepFinished { .. }
                    | CouldNotSave { .. }
                    | CouldNotDelete { .. }
                    | CouldNotBranch { .. }
            )
    }

    /// In words, in the current language.
    pub fn text(&self) -> String {
        use StatusKind::*;
        match self {
            Saved { file } => tr!("status-saved", file = file.as_str()),
            SavedIn { folder, file } => {
                tr!("status-saved-in", folder = folder.as_str(), file = file.as_str())
            }
            Resumed => tr!("status-resumed"),
            Loaded { save } => tr!("status-loaded", save = save.words()),
            LoadedUnchecked { save } => tr!("status-loaded-unchecked", save = save.words()),
            KeptUnfinished { file } => tr!("status-kept-as", file = file.as_str()),
            Deleted { file } => tr!("status-deleted", file = file.as_str()),
            OpenedChanged { save, parts } => tr!(
                "status-opened-changed",
                save = save.words(),
                parts = SetupCheck::changed_words(parts)
            ),
            NotSettings { path, error } => {
                tr!(
                    "status-not-settings",
                    path = path.as_str(),
                    error = error.as_str()
                )
            }
            SettingsUnreadable { error } => tr!("status-settings-unreadable", error = error.as_str()),
            AutosaveUnreadable {
                error,
                set_aside,
                offer,
                older,
            } => {
                let mut sentences = vec![tr!("status-autosave-unreadable", error = error.as_str())];
                sentences.push(match set_aside {
                    Ok(file) => tr!("status-autosave-set-aside", file = file.as_str()),
                    Err(error) => tr!("status-autosave-not-set-aside", error = error.as_str()),
                });
                sentences.push(match offer {
                    AutosaveOffer::ToCheckpoint { kept, read } => {
                        tr!("status-autosave-offer-checkpoint", kept = *kept, read = *read)
                    }
                    AutosaveOffer::Read { kept } => tr!("status-autosave-offer-read", kept = *kept),
                    AutosaveOffer::Older => tr!("status-autosave-offer-older"),
                    AutosaveOffer::Nothing { why: None } => tr!("status-autosave-nothing"),
                    AutosaveOffer::Nothing { why: Some(why) } => {
                        tr!("status-autosave-nothing-why", why = why.as_str())
                    }
                });
                match older {
                    Some(Ok(file)) => {
                        sentences.push(tr!("status-autosave-older-set-aside", file = file.as_str()))
                    }
                    Some(Err(error)) => {
                        sentences.push(tr!("status-autosave-older-not-set-aside", error = error.as_str()))
                    }
                    None => {}
                }
                // Whole sentences, each a message of its own.
                sentences.join(" ")
            }
            SharedFolder {
                folder,
                owner,
                autosave,
            } => tr!(
                "status-shared-folder",
                folder = folder.as_str(),
                owner = owner.map_or_else(|| "none".to_string(), |p| p.to_string()),
                autosave = autosave.as_str()
            ),
            SetupHasErrors => tr!("error-setup-has-errors"),
            Seed { text } => tr!("error-seed", max = u64::MAX.to_string(), text = text.as_str()),
            CouldNotStart { error } => tr!("error-could-not-start", error = error.as_str()),
            CouldNotStoreBests { error } => tr!("error-could-not-store-bests", error = error.as_str()),
            CouldNotStoreSettings { error } => tr!("error-could-not-store-settings", error = error.as_str()),
            TypeFolder => tr!("status-type-folder"),
            CouldNotRead { error } => tr!("status-could-not-load", error = error.as_str()),
            CouldNotLoad { save, error } => tr!(
                "status-could-not-load-named",
                save = save.words(),
                error = error.as_str()
            ),
            CouldNotKeep { folder, error } => tr!(
                "status-could-not-keep",
                folder = folder.as_str(),
                error = error.as_str()
            ),
            CouldNotKeepFinished { folder, error } => tr!(
                "status-could-not-keep-finished",
                folder = folder.as_str(),
                error = error.as_str()
            ),
            CouldNotSave { folder, error } => tr!(
                "status-could-not-save",
                folder = folder.as_str(),
                error = error.as_str()
            ),
            CouldNotDelete { file, error } => tr!(
                "status-could-not-delete",
                file = file.as_str(),
                error = error.as_str()
            ),
            CouldNotWatch { file, error } => tr!(
                "status-could-not-watch",
                file = file.as_str(),
                error = error.as_str()
            ),
            CouldNotReplay { error } => tr!("status-could-not-replay", error = error.as_str()),
            CouldNotBranch { folder, error } => tr!(
                "status-could-not-branch",
                folder = folder.as_str(),
                error = error.as_str()
            ),
            NotAllowed { reason } => tr!("status-not-allowed", reason = reason.as_str()),
            Problem(text) => text.clone(),
        }
    }
}

/// A message for the status line: what it says, and since when it is on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Status {
    /// What it says.
    pub kind: StatusKind,
    /// When it was first shown (the screen's clock, in seconds), once it was.
    since: Option<f64>,
}

impl From<StatusKind> for Status {
    fn from(kind: StatusKind) -> Status {
        Status { kind, since: None }
    }
}

impl Status {
    /// In words, in the current language.
    pub fn text(&self) -> String {
        self.kind.text()
    }

    /// How it is shown.
    pub fn level(&self) -> Level {
        self.kind.level()
    }

    /// Whether it reports a failure.
    pub fn is_error(&self) -> bool {
        self.level() == Level::Error
    }

    /// Whether it stays until dismissed (a warning or an error).
    pub fn stays(&self) -> bool {
        self.level() != Level::News
    }

    /// Notes that it is on screen at `now` (the first time counts).
    pub fn seen(&mut self, now: f64) {
        self.since.get_or_insert(now);
    }

    /// How opaque it is drawn at `now`: whole until news has been shown [`NEWS_SECONDS`], then fading to nothing
    /// in [`FADE_SECONDS`]; a warning or an error stays whole.
    pub fn opacity(&self, now: f64) -> f32 {
        match self.since {
            Some(since) if !self.stays() => {
                let fading = (now - since - NEWS_SECONDS) / FADE_SECONDS;
                (1.0 - fading.clamp(0.0, 1.0)) as f32
            }
            _ => 1.0,
        }
    }

    /// Whether it has faded away by `now`.
    pub fn gone(&self, now: f64) -> bool {
        self.opacity(now) <= 0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_lang::{Language, with_language};

    // Issue 27, item 11: news fades after a few seconds; a warning or an error stays until dismissed.
    #[test]
    fn news_fades_and_failures_stay() {
        let mut news = Status::from(StatusKind::Saved {
            file: "tokyo.json".into(),
        });
        let mut failure = Status::from(StatusKind::CouldNotSave {
            folder: "/x".into(),
            error: "disk full".into(),
        });
        news.seen(10.0);
        failure.seen(10.0);
        news.seen(12.0);
        assert_eq!(news.opacity(11.0), 1.0);
        assert!(news.opacity(10.0 + NEWS_SECONDS + FADE_SECONDS / 2.0) < 1.0);
        assert!(!news.gone(10.0 + NEWS_SECONDS));
        assert!(news.gone(10.0 + NEWS_SECONDS + FADE_SECONDS));
        assert!(!failure.gone(10_000.0));
        assert_eq!(failure.opacity(10_000.0), 1.0);
        assert!(failure.stays() && !news.stays());
    }

    // Issue 27, item 11: the message is said in the language shown now, not the one it was made in; and in the
    // player's words.
    #[test]
    fn a_message_speaks_the_language_shown() {
        let status = with_language(Language::English, || {
            Status::from(StatusKind::Loaded {
                save: SaveName::Autosave,
            })
        });
        let english = with_language(Language::English, || status.text());
        let german = with_language(Language::German, || status.text());
        let italian = with_language(Language::Italian, || status.text());
        assert_ne!(english, german);
        assert_ne!(english, italian);
        assert!(
            !english.contains("verified") && !english.contains("setup"),
            "{english}"
        );
        let changed = Status::from(StatusKind::OpenedChanged {
            save: SaveName::Autosave,
            parts: vec!["map".into()],
        });
        let german = with_language(Language::German, || changed.text());
        assert!(german.contains("dein letztes Spiel"), "{german}");
    }
}

//! The language the game speaks: one for the process, overridable per thread.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language the game is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Language {
    /// English (the reference text, and the fallback).
    #[default]
    English,
    /// Deutsch, in the German rulebook's terms.
    German,
    /// Italiano, in the Italian rulebook's terms.
    Italian,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 3] = [Language::English, Language::German, Language::Italian];

    /// The language's code: `en`, `de`, `it`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Italian => "it",
        }
    }

    /// The language's name in itself: "English", "Deutsch", "Italiano" (what a language menu shows).
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::Italian => "Italiano",
        }
    }

    /// The language of a code or locale name: `de`, `de_DE.UTF-8`, `it-IT`, `en_GB@euro`, case-insensitive;
    /// `None` for anything else (including `C` and `POSIX`).
    pub fn from_locale(name: &str) -> Option<Language> {
        let code: String = name
            .trim()
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        match code.as_str() {
            "en" | "english" => Some(Language::English),
            "de" | "deutsch" | "german" => Some(Language::German),
            "it" | "italiano" | "italian" => Some(Language::Italian),
            _ => None,
        }
    }

    /// The system's language, from `LC_ALL`, `LC_MESSAGES`, `LANGUAGE` or `LANG` (the first that is set and
    /// names a language the game speaks), else English.
    pub fn from_system() -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"]
            .iter()
            .filter_map(|var| std::env::var(var).ok())
            .filter(|value| !value.is_empty())
            // LANGUAGE may list several, separated by colons
            .flat_map(|value| value.split(':').map(str::to_owned).collect::<Vec<_>>())
            .find_map(|name| Language::from_locale(&name))
            .unwrap_or_default()
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }

    fn from_index(index: u8) -> Language {
        match index {
            1 => Language::German,
            2 => Language::Italian,
            _ => Language::English,
        }
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.own_name())
    }
}

static PROCESS: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static THREAD: Cell<Option<Language>> = const { Cell::new(None) };
}

/// The language messages are written in now: this thread's override ([`with_language`]) or the process's.
pub fn language() -> Language {
    THREAD
        .with(Cell::get)
        .unwrap_or_else(|| Language::from_index(PROCESS.load(Ordering::Relaxed)))
}

/// Sets the process's language (the app's setting, the CLI's `--language`).
pub fn set_language(language: Language) {
    PROCESS.store(language as u8, Ordering::Relaxed);
}

/// Runs `f` with this thread speaking `language`, then restores what it spoke before (also if `f` panics).
pub fn with_language<R>(language: Language, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Language>);
    impl Drop for Restore {
        fn drop(&mut self) {
            THREAD.with(|t| t.set(self.0));
        }
    }
    let _restore = Restore(THREAD.with(|t| t.replace(Some(language))));
    f()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_map_to_languages() {
        assert_eq!(Language::from_locale("de_DE.UTF-8"), Some(Language::German));
        assert_eq!(Language::from_locale("it-IT"), Some(Language::Italian));
        assert_eq!(Language::from_locale("EN_gb@euro"), Some(Language::English));
        assert_eq!(Language::from_locale("C"), None);
        assert_eq!(Language::from_locale("fr_FR"), None);
        assert_eq!(Language::from_locale(""), None);
    }

    #[test]
    fn a_thread_override_ends_with_its_scope() {
        let outside = language();
        let inside = with_language(Language::Italian, || {
            with_language(Language::German, language);
            language()
        });
        assert_eq!(inside, Language::Italian);
        assert_eq!(language(), outside);
    }
}

//! Longer texts in every language, kept as whole files rather than Fluent messages: the rules help's sections, the
//! first-game guide, and the `key: sentence` lists of the action kinds' and decisions' explanations. Each English
//! file has its translations beside it in `de/` and `it/` (same name, same headings, same keys); [`texts!`] compiles
//! the three in and [`Texts`] picks the current language, falling back to English where a translation is missing.
//!
//! [`texts!`]: crate::texts

use crate::{Language, language};

/// One text file in every language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texts {
    /// The English text (the reference, and the fallback).
    pub english: &'static str,
    /// The German translation (`de/`).
    pub german: &'static str,
    /// The Italian translation (`it/`).
    pub italian: &'static str,
}

impl Texts {
    /// The text in `language`, English if that translation is empty.
    pub fn get(&self, language: Language) -> &'static str {
        let text = match language {
            Language::English => self.english,
            Language::German => self.german,
            Language::Italian => self.italian,
        };
        if text.trim().is_empty() {
            self.english
        } else {
            text
        }
    }

    /// The text in the current language ([`language`]).
    pub fn current(&self) -> &'static str {
        self.get(language())
    }

    /// The sentence of `key` in a `key: sentence` file, in the current language, else in English.
    pub fn sentence(&self, key: &str) -> Option<&'static str> {
        self.sentence_in(language(), key)
    }

    /// The sentence of `key` in a `key: sentence` file, in `language`, else in English.
    pub fn sentence_in(&self, language: Language, key: &str) -> Option<&'static str> {
        sentence(self.get(language), key).or_else(|| sentence(self.english, key))
    }
}

/// The sentence of `key` in the `key: sentence` lines of `text` (lines starting with `#` are comments).
pub fn sentence(text: &'static str, key: &str) -> Option<&'static str> {
    text.lines().filter(|l| !l.starts_with('#')).find_map(|l| {
        l.split_once(':')
            .filter(|(k, _)| k.trim() == key)
            .map(|(_, v)| v.trim())
    })
}

/// `text` with the count `name` filled in: `{name}` is the number, and `{name|one|other}` the form the language's
/// plural rule picks for it, so that a sentence reads "1 speed token" and "2 speed tokens". A form may be any text
/// without braces or bars (a few words, or half a sentence where more than one word changes); English, German and
/// Italian have the same two forms: `one` for 1, `other` for every other count. Braces of other names are left
/// as they are.
pub fn fill_count(text: &str, name: &str, count: i64, language: Language) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inner = &after[..close];
        let mut parts = inner.split('|');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some(n), None, _, _) if n == name => out.push_str(&count.to_string()),
            (Some(n), Some(one), Some(other), None) if n == name => {
                out.push_str(if plural_is_one(language, count) {
                    one
                } else {
                    other
                })
            }
            _ => {
                out.push('{');
                out.push_str(inner);
                out.push('}');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Whether `count` takes the `one` form in `language` (the CLDR cardinal rule for a whole number).
fn plural_is_one(language: Language, count: i64) -> bool {
    match language {
        Language::English | Language::German | Language::Italian => count == 1,
    }
}

/// Declares the [`Texts`] of `<dir>/<file>` with its translations `<dir>/de/<file>` and `<dir>/it/<file>`, the
/// folder relative to the crate's `Cargo.toml`: `metro_lang::texts!("help", "kinds.txt")`. The files are compiled
/// into the binary.
#[macro_export]
macro_rules! texts {
    ($dir:literal, $file:literal) => {
        $crate::Texts {
            english: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/", $file)),
            german: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/de/", $file)),
            italian: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/it/", $file)),
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::with_language;

    const KINDS: Texts = Texts {
        english: "# the kinds\nmove: Move.\nbike : Bike.\n",
        german: "move: Bewegen.\n",
        italian: "  \n",
    };

    #[test]
    fn a_text_speaks_the_language_and_falls_back_to_english() {
        assert_eq!(KINDS.get(Language::German), "move: Bewegen.\n");
        // An empty translation is a missing one.
        assert_eq!(KINDS.get(Language::Italian), KINDS.english);
        assert_eq!(with_language(Language::German, || KINDS.current()), KINDS.german);
    }

    // Issue 27, item 14: a count's words agree with it ("1 speed token", "2 speed tokens") in every language.
    #[test]
    fn a_count_picks_its_plural_form() {
        let text = "Take {n} speed {n|token|tokens} for {yen}; {other|a|b}.";
        assert_eq!(
            fill_count(text, "n", 1, Language::English),
            "Take 1 speed token for {yen}; {other|a|b}."
        );
        assert_eq!(
            fill_count(text, "n", 2, Language::English),
            "Take 2 speed tokens for {yen}; {other|a|b}."
        );
        assert_eq!(
            fill_count("{n} {n|Feld|Felder}", "n", 0, Language::German),
            "0 Felder"
        );
        assert_eq!(
            fill_count("{n} {n|spazio|spazi}", "n", 1, Language::Italian),
            "1 spazio"
        );
        // Something that is no form is left as it is.
        assert_eq!(fill_count("a {n|x} {b", "n", 1, Language::English), "a {n|x} {b");
    }

    #[test]
    fn a_sentence_is_found_by_its_key_in_the_language_else_in_english() {
        assert_eq!(KINDS.sentence_in(Language::German, "move"), Some("Bewegen."));
        assert_eq!(KINDS.sentence_in(Language::German, "bike"), Some("Bike."));
        assert_eq!(KINDS.sentence_in(Language::English, "bike"), Some("Bike."));
        assert_eq!(
            with_language(Language::German, || KINDS.sentence("move")),
            Some("Bewegen.")
        );
        // Comments are no keys; a key is matched whole.
        assert_eq!(KINDS.sentence_in(Language::English, "# the kinds"), None);
        assert_eq!(KINDS.sentence_in(Language::English, "mov"), None);
    }
}

//! A catalog: one crate's messages in every language, parsed once, looked up by id.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::language::{Language, language};

type Bundle = FluentBundle<FluentResource>;

/// A catalog's files, `(file name, text)` per language, as [`crate::catalog!`] includes them.
#[derive(Debug)]
pub struct Sources {
    /// The English files (the reference: every other language has the same messages).
    pub english: &'static [(&'static str, &'static str)],
    /// The German files.
    pub german: &'static [(&'static str, &'static str)],
    /// The Italian files.
    pub italian: &'static [(&'static str, &'static str)],
}

/// One crate's messages in every [`Language`]; declare it with [`crate::catalog!`], read it with [`crate::tr!`].
pub struct Catalog {
    label: &'static str,
    sources: Sources,
    bundles: OnceLock<[Bundle; 3]>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("label", &self.label)
            .finish_non_exhaustive()
    }
}

impl Catalog {
    /// A catalog named `label` (used in check reports) over `sources`; parsed on first use.
    pub const fn new(label: &'static str, sources: Sources) -> Catalog {
        Catalog {
            label,
            sources,
            bundles: OnceLock::new(),
        }
    }

    /// The catalog's name, as check reports give it.
    pub fn label(&self) -> &'static str {
        self.label
    }

    /// The files of one language.
    pub fn sources(&self, language: Language) -> &'static [(&'static str, &'static str)] {
        match language {
            Language::English => self.sources.english,
            Language::German => self.sources.german,
            Language::Italian => self.sources.italian,
        }
    }

    /// Message `id` (or `id.attribute`) in the current language, with `args`; see [`Catalog::message_in`].
    pub fn message(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.message_in(language(), id, args)
    }

    /// Message `id` (or `id.attribute`) in `language`, with `args`. A message missing in `language` is taken from
    /// English; one missing in English too is written as its id. Never panics.
    pub fn message_in(&self, language: Language, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let bundles = self.bundles();
        let fluent_args = (!args.is_empty()).then(|| {
            let mut fluent_args = FluentArgs::with_capacity(args.len());
            for (key, value) in args {
                fluent_args.set(*key, value.clone());
            }
            fluent_args
        });
        for bundle in [&bundles[language.index()], &bundles[Language::English.index()]] {
            if let Some(text) = format(bundle, id, fluent_args.as_ref()) {
                return text;
            }
        }
        id.to_owned()
    }

    /// Whether `language` has message `id` (or `id.attribute`) itself, without falling back to English.
    pub fn has(&self, language: Language, id: &str) -> bool {
        let (message, attribute) = split(id);
        self.bundles()[language.index()]
            .get_message(message)
            .is_some_and(|m| match attribute {
                None => m.value().is_some(),
                Some(attribute) => m.get_attribute(attribute).is_some(),
            })
    }

    fn bundles(&self) -> &[Bundle; 3] {
        self.bundles
            .get_or_init(|| Language::ALL.map(|language| bundle(language, self.sources(language))))
    }
}

fn split(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((message, attribute)) => (message, Some(attribute)),
        None => (id, None),
    }
}

fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let (message, attribute) = split(id);
    let message = bundle.get_message(message)?;
    let pattern = match attribute {
        None => message.value()?,
        Some(attribute) => message.get_attribute(attribute)?.value(),
    };
    // errors (a missing variable) leave a visible `{$name}` in the text; the checks keep them out of the catalogs
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, args, &mut errors).into_owned())
}

fn bundle(language: Language, files: &[(&str, &str)]) -> Bundle {
    let locale: LanguageIdentifier = match language {
        Language::English => "en-GB",
        Language::German => "de-DE",
        Language::Italian => "it-IT",
    }
    .parse()
    .unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![locale]);
    // Fluent's bidi isolation marks would show as boxes in egui's fonts and in terminals
    bundle.set_use_isolating(false);
    for (_, text) in files {
        // a file with mistakes still gives what parsed; the checks report the mistakes
        let resource = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(partial, _)| partial);
        // a duplicate id keeps the first; the checks report it
        let _ = bundle.add_resource(resource);
    }
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::with_language;

    static WORDS: Catalog = Catalog::new(
        "test",
        Sources {
            english: &[(
                "a.ftl",
                "hello = Hello, { $name }!\nstops = { $count ->\n    [one] one stop\n   *[other] { $count } stops\n}\nonly-english = Only here\nbutton = Go\n    .tooltip = Goes there\n",
            )],
            german: &[(
                "a.ftl",
                "hello = Hallo, { $name }!\nstops = { $count ->\n    [one] eine Haltestelle\n   *[other] { $count } Haltestellen\n}\nbutton = Los\n    .tooltip = Fährt hin\n",
            )],
            italian: &[("a.ftl", "hello = Ciao, { $name }!\nbroken = {\n")],
        },
    );

    #[test]
    fn messages_come_in_the_current_language_with_their_arguments() {
        let english = crate::tr!(WORDS, "hello", name = "Aiko");
        assert_eq!(english, "Hello, Aiko!");
        with_language(Language::German, || {
            assert_eq!(crate::tr!(WORDS, "hello", name = "Aiko"), "Hallo, Aiko!");
            assert_eq!(crate::tr!(WORDS, "stops", count = 1), "eine Haltestelle");
            assert_eq!(crate::tr!(WORDS, "stops", count = 3), "3 Haltestellen");
            assert_eq!(crate::tr!(WORDS, "button.tooltip"), "Fährt hin");
        });
        with_language(Language::Italian, || {
            assert_eq!(crate::tr!(WORDS, "hello", name = "Aiko"), "Ciao, Aiko!")
        });
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        with_language(Language::German, || {
            assert_eq!(crate::tr!(WORDS, "only-english"), "Only here");
            assert!(!WORDS.has(Language::German, "only-english"));
            assert_eq!(crate::tr!(WORDS, "nowhere"), "nowhere");
            assert_eq!(crate::tr!(WORDS, "button.nothing"), "button.nothing");
        });
        // the Italian file has a syntax error: what parsed still works
        with_language(Language::Italian, || {
            assert_eq!(crate::tr!(WORDS, "stops", count = 2), "2 stops")
        });
    }

    #[test]
    fn a_missing_argument_shows_rather_than_panics() {
        assert_eq!(crate::tr!(WORDS, "hello"), "Hello, {$name}!");
    }
}

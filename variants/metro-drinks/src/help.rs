//! Metro Drinks' part of the rules help in every language: the section (`help/metro-drinks.md`) and the sentences of
//! its action kinds (`help/kinds.txt`), with their German and Italian translations in `help/de/` and `help/it/` (same
//! name, same headings, same keys). English stands in wherever a translation is missing.

use metro_lang::{Language, Texts, texts};

/// The rules help section.
const RULES: Texts = texts!("help", "metro-drinks.md");

/// The section's text in `language` (English if that translation is empty).
pub(crate) fn rules_text(language: Language) -> &'static str {
    RULES.get(language)
}

/// The `key: sentence` lines of the action kinds' sentences.
const KINDS: Texts = texts!("help", "kinds.txt");

/// The sentence of the action kind `key` in the current language, else in English.
pub(crate) fn kind_sentence(key: &str) -> Option<&'static str> {
    KINDS.sentence(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_engine::RuleModule;
    use metro_lang::with_language;

    #[test]
    fn every_kind_has_a_sentence_in_every_language_with_the_same_placeholders() {
        for key in ["colour_card", "shape_card"] {
            let english = KINDS.sentence_in(Language::English, key).expect("English");
            for language in [Language::German, Language::Italian] {
                let text = KINDS
                    .sentence_in(language, key)
                    .unwrap_or_else(|| panic!("{key} in {language}"));
                assert_ne!(text, english, "{key} in {language}");
                assert_eq!(
                    text.contains("{colour}"),
                    english.contains("{colour}"),
                    "{key} in {language}"
                );
            }
        }
    }

    #[test]
    fn the_rules_help_speaks_the_current_language() {
        let english =
            with_language(Language::English, || crate::MetroDrinks.rules_help()).expect("a section");
        let german = with_language(Language::German, || crate::MetroDrinks.rules_help()).expect("a section");
        let italian =
            with_language(Language::Italian, || crate::MetroDrinks.rules_help()).expect("a section");
        assert!(english.text.contains("vending machines"), "{}", english.text);
        assert!(german.text.contains("Verkaufsautomaten"), "{}", german.text);
        assert!(
            italian.text.contains("distributori automatici"),
            "{}",
            italian.text
        );
        for section in [&german, &italian] {
            assert_eq!(section.key, english.key);
            assert_eq!(section.rules, english.rules);
            assert_eq!(
                section.text.matches("\n## ").count(),
                english.text.matches("\n## ").count()
            );
        }
        let sentence = with_language(Language::German, || kind_sentence("shape_card")).expect("a sentence");
        assert!(sentence.contains("Aktionsphase"), "{sentence}");
    }
}

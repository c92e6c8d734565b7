//! Rush hour's part of the rules help in every language: the section (`help/rush-hour.md`) and its action's sentence
//! (`help/kinds.txt`), with their German and Italian translations in `help/de/` and `help/it/` (same headings, same
//! keys). English stands in wherever a translation is missing.
//!
//! The language is this crate's [`metro_lang::language`]: linked into a program, the program's; loaded as a plugin,
//! the plugin's own copy of that setting, which the host has to pass on (see the plugin API).

use metro_lang::{Language, Texts, texts};

/// The rules help section.
const RULES: Texts = texts!("help", "rush-hour.md");

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
    fn the_rules_help_speaks_the_current_language() {
        let english = with_language(Language::English, || crate::RushHour.rules_help()).expect("a section");
        let german = with_language(Language::German, || crate::RushHour.rules_help()).expect("a section");
        let italian = with_language(Language::Italian, || crate::RushHour.rules_help()).expect("a section");
        assert_eq!(english.title, "Rush hour (house rule)");
        assert_eq!(german.title, "Rushhour (Hausregel)");
        assert_eq!(italian.title, "Ora di punta (regola della casa)");
        for section in [&german, &italian] {
            assert_eq!(section.key, english.key);
            assert_eq!(section.rules, english.rules);
            assert_eq!(
                section.text.matches("\n- ").count(),
                english.text.matches("\n- ").count()
            );
        }
        assert!(german.text.contains("Zugphase"), "{}", german.text);
        assert!(italian.text.contains("Fase dei Treni"), "{}", italian.text);
    }

    #[test]
    fn the_action_has_a_sentence_in_every_language() {
        let english = with_language(Language::English, || kind_sentence("rush_hour")).expect("English");
        let german = with_language(Language::German, || kind_sentence("rush_hour")).expect("German");
        let italian = with_language(Language::Italian, || kind_sentence("rush_hour")).expect("Italian");
        assert!(english.starts_with("Book the coming train phase"), "{english}");
        assert!(german.starts_with("Buche die kommende Zugphase"), "{german}");
        assert!(
            italian.starts_with("Prenota la prossima Fase dei Treni"),
            "{italian}"
        );
    }
}

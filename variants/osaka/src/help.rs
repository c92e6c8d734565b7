//! Osaka's section of the rules help is the engine's (`crates/engine/help/osaka.md`, with its German and Italian
//! translations in `de/` and `it/`): the engine implements Osaka's OS- rules. This crate checks it under its own
//! name ([`crate::rules_help`]).

#[cfg(test)]
mod tests {
    use metro_lang::{Language, with_language};

    #[test]
    fn the_rules_help_speaks_the_current_language() {
        let english = with_language(Language::English, crate::rules_help);
        let german = with_language(Language::German, crate::rules_help);
        let italian = with_language(Language::Italian, crate::rules_help);
        assert_eq!(english.title, "Osaka's additions");
        assert_eq!(english.key, crate::KEY);
        assert!(german.text.contains("Straßenbahnen"), "{}", german.text);
        assert!(italian.text.contains("Autobus"), "{}", italian.text);
        for section in [&german, &italian] {
            assert_eq!(section.key, english.key);
            assert_eq!(section.rules, english.rules);
            assert_ne!(section.title, english.title);
            assert_eq!(
                section.text.matches("\n## ").count(),
                english.text.matches("\n## ").count()
            );
        }
    }
}

//! The rules help that front ends show: sections of text in players' words, each naming the rule IDs it explains, so
//! that a refusal ([`crate::Refusal`]) can link to the section that explains its rule. The text is a small
//! Markdown-like language (a `# Title` first line, a `rules:` line, then `##` headings, `-` bullets and paragraphs).
//!
//! The base game's sections and Osaka's (the engine implements the OS- rules) are data files of this crate, one per
//! section: `help/{round,actions,trains,scoring,solo,osaka}.md`, with their German and Italian translations beside
//! them in `help/de/` and `help/it/` (same name, same headings), compiled in by `metro_lang::texts!`. A rule module
//! brings its own section ([`crate::module::RuleModule::rules_help`]). [`rules_help`] puts them in reading order;
//! [`Game::rules_help`] does so for the modules a game plays.

use metro_lang::{Texts, texts};

use crate::game::Game;
use crate::module::RuleModule;

pub use metro_game::words::{HelpSection, section_for};

/// The base game's sections, in reading order: (key, text).
pub const BASE: &[(&str, Texts)] = &[
    ("round", texts!("help", "round.md")),
    ("actions", texts!("help", "actions.md")),
    ("trains", texts!("help", "trains.md")),
    ("scoring", texts!("help", "scoring.md")),
    ("solo", texts!("help", "solo.md")),
];

/// The key of Osaka's section.
pub const OSAKA_KEY: &str = "osaka";

/// Osaka's section: what the Osaka map and cards change (the OS- rules).
pub const OSAKA: Texts = texts!("help", "osaka.md");

/// Osaka's section of the rules help, in the current language.
pub fn osaka_help() -> HelpSection {
    HelpSection::from_text(OSAKA_KEY, OSAKA.current())
}

/// The rules help in the current language: the base game's sections, Osaka's before the base game's last (it reads
/// best right after the base game's actions and before the variants), then each of `modules`' own section
/// ([`RuleModule::rules_help`]) in their order, a key already there left out.
pub fn rules_help<'a>(modules: impl IntoIterator<Item = &'a dyn RuleModule>) -> Vec<HelpSection> {
    let language = metro_lang::language();
    let mut sections: Vec<HelpSection> = BASE
        .iter()
        .map(|(key, texts)| HelpSection::from_text(key, texts.get(language)))
        .collect();
    sections.insert(sections.len().saturating_sub(1), osaka_help());
    for module in modules {
        if let Some(section) = module.rules_help()
            && !sections.iter().any(|s| s.key == section.key)
        {
            sections.push(section);
        }
    }
    sections
}

impl Game {
    /// The rules help of this game in the current language: the base game's and Osaka's sections, then those of the
    /// rule modules it plays ([`rules_help`]).
    pub fn rules_help(&self) -> Vec<HelpSection> {
        rules_help(self.rules().modules().iter().map(|slot| slot.module()))
    }
}

#[cfg(test)]
mod tests {
    use metro_lang::{Language, with_language};

    use super::*;

    #[test]
    fn the_base_game_and_osaka_come_in_reading_order_in_every_language() {
        for language in [Language::English, Language::German, Language::Italian] {
            let sections = with_language(language, || rules_help(std::iter::empty()));
            let keys: Vec<&str> = sections.iter().map(|s| s.key.as_str()).collect();
            assert_eq!(keys, ["round", "actions", "trains", "scoring", "osaka", "solo"]);
            for section in &sections {
                assert!(!section.rules.is_empty(), "{}", section.key);
                assert!(section.text.len() > 200, "{}", section.key);
            }
        }
        let english = with_language(Language::English, osaka_help);
        let german = with_language(Language::German, osaka_help);
        assert_eq!(english.title, "Osaka's additions");
        assert_ne!(german.title, english.title);
        assert_eq!(german.rules, english.rules);
    }
}

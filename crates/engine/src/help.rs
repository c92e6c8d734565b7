//! The rules help that front ends show: sections of text in players' words, each naming the rule IDs it explains, so
//! that a refusal ([`crate::Refusal`]) can link to the section that explains its rule. The text is a small
//! Markdown-like language (a `# Title` first line, a `rules:` line, then `##` headings, `-` bullets and paragraphs),
//! written in data files that variants and rule modules embed ([`crate::module::RuleModule::rules_help`]).

pub use metro_game::words::{HelpSection, section_for};

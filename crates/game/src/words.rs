//! A game's words for people: what a front end shows of any game (a seat's name, a choice offered on a button and
//! told in the log, what a choice costs and does, an event told, the rules help), in the current language of
//! `metro_lang` (the app's setting, the CLI's `--language`, a thread's override). The game's events and actions are
//! language-neutral: a front end or a server keeps them and renders them where it shows them.

use crate::{GameState, Seat};

/// One section of a game's rules help: a title, the text in players' words, and the rule IDs it explains (so a
/// refusal naming a rule finds its section).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpSection {
    /// Its key, the same in every language (`auctions`).
    pub key: &'static str,
    /// Its title.
    pub title: String,
    /// Its text: paragraphs separated by blank lines.
    pub body: String,
    /// The rule IDs it explains (`CE-4.7`).
    pub rules: Vec<&'static str>,
}

/// A game's words, in the current language. Every method renders; nothing here changes the game.
pub trait Words: GameState {
    /// A seat's name (`Player 2`).
    fn seat_name(&self, seat: Seat) -> String;

    /// `action` as offered to `seat` on a button (`Bid $12`, `Pass`).
    fn offer(&self, seat: Seat, action: Self::Action) -> String;

    /// `action` of `seat` as told in the log (`Player 2 bids $12.`).
    fn tell(&self, seat: Seat, action: Self::Action) -> String;

    /// What `action` would cost `seat` and do, computed from the game as `seat` sees it; `None` when the button's
    /// words say it all.
    fn preview(&self, seat: Seat, action: Self::Action) -> Option<String> {
        let _ = (seat, action);
        None
    }

    /// An event as told in the log; `None` for one that only keeps a view in step and is not told.
    fn narrate(&self, event: &Self::Event) -> Option<String>;

    /// Why an action is refused, in players' words (the rule's ID is [`crate::WhyNot::rule`]).
    fn refusal(&self, refusal: &Self::Refusal) -> String {
        refusal.to_string()
    }

    /// The rules help, in sections.
    fn help(&self) -> Vec<HelpSection>;
}

/// The section of `sections` that explains `rule`: the first naming it, else the first naming a rule it belongs to
/// (`CE-4.7.2` finds the section of `CE-4.7`).
pub fn section_for_rule<'a>(sections: &'a [HelpSection], rule: &str) -> Option<&'a HelpSection> {
    let mut id = rule;
    loop {
        if let Some(found) = sections.iter().find(|s| s.rules.contains(&id)) {
            return Some(found);
        }
        let cut = id.rfind('.')?;
        id = &id[..cut];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_finds_the_section_of_the_rule_it_belongs_to() {
        let sections = vec![
            HelpSection {
                key: "auctions",
                title: "Auctions".into(),
                body: String::new(),
                rules: vec!["CE-4.7", "CE-4.8"],
            },
            HelpSection {
                key: "building",
                title: "Building".into(),
                body: String::new(),
                rules: vec!["CE-5"],
            },
        ];
        assert_eq!(
            section_for_rule(&sections, "CE-4.7.2").map(|s| s.key),
            Some("auctions")
        );
        assert_eq!(
            section_for_rule(&sections, "CE-5.3").map(|s| s.key),
            Some("building")
        );
        assert_eq!(section_for_rule(&sections, "CE-9"), None);
    }
}

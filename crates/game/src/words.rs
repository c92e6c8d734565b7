//! A game's words for people: what a front end shows of any game (a seat's name, a choice offered on a button and
//! told in the log, what a choice costs and does, an event told, the rules help), in the current language of
//! `metro_lang` (the app's setting, the CLI's `--language`, a thread's override). The game's events and actions are
//! language-neutral: a front end or a server keeps them and renders them where it shows them.

use crate::{GameState, Seat};

/// One section of a game's rules help: its text in players' words and the rule IDs it explains, so that a refusal
/// naming a rule finds its section ([`section_for`]). The text is a small Markdown-like language (a `# Title` first
/// line, a `rules:` line, then `##` headings, `-` bullets and paragraphs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpSection {
    /// Its short name, for links, e.g. `metro-drinks`.
    pub key: String,
    /// Its title, e.g. `Metro Drinks`.
    pub title: String,
    /// The rule IDs (or ID prefixes: `MD-`, `TM-7`) whose refusals this section explains.
    pub rules: Vec<String>,
    /// Its text after the title and rules lines.
    pub text: String,
}

impl HelpSection {
    /// Reads a section from its text: `# Title` on the first line, then an optional `rules: ID ID …` line, then the
    /// body. A text without a title line is all body, titled by its key.
    pub fn from_text(key: &str, text: &str) -> HelpSection {
        let mut lines = text.lines().peekable();
        let title = match lines.peek().and_then(|l| l.strip_prefix("# ")) {
            Some(title) => {
                let title = title.trim().to_string();
                lines.next();
                title
            }
            None => key.to_string(),
        };
        let mut rules = Vec::new();
        if let Some(list) = lines.peek().and_then(|l| l.strip_prefix("rules:")) {
            rules = list.split_whitespace().map(str::to_string).collect();
            lines.next();
        }
        let text = lines.collect::<Vec<_>>().join("\n").trim().to_string();
        HelpSection {
            key: key.to_string(),
            title,
            rules,
            text,
        }
    }

    /// How well this section explains `rule` (an ID such as `TM-7.3`): the length of the longest of its rule IDs that
    /// is `rule` or a prefix of it ending at a boundary (`TM-7` covers `TM-7.3`, not `TM-70`; `MD-` covers every
    /// `MD-` rule); `None` if none does.
    pub fn covers(&self, rule: &str) -> Option<usize> {
        self.rules
            .iter()
            .filter(|id| {
                rule.strip_prefix(id.as_str())
                    .is_some_and(|rest| rest.is_empty() || id.ends_with('-') || rest.starts_with('.'))
            })
            .map(String::len)
            .max()
    }
}

/// The section of `sections` that explains `rule` best (the longest matching rule ID; the first on a tie).
pub fn section_for<'a>(sections: &'a [HelpSection], rule: &str) -> Option<&'a HelpSection> {
    let mut best: Option<(usize, &HelpSection)> = None;
    for section in sections {
        if let Some(n) = section.covers(rule)
            && best.is_none_or(|(m, _)| n > m)
        {
            best = Some((n, section));
        }
    }
    best.map(|(_, s)| s)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_section_reads_its_title_and_rules() {
        let s = HelpSection::from_text("x", "# Trains\nrules: TM-8 TM-10 D-14\n\nThey move.\n");
        assert_eq!(s.title, "Trains");
        assert_eq!(s.rules, ["TM-8", "TM-10", "D-14"]);
        assert_eq!(s.text, "They move.");
    }

    #[test]
    fn the_longest_rule_prefix_wins_at_boundaries() {
        let a = HelpSection::from_text("a", "# A\nrules: TM-7 MD-\n");
        let b = HelpSection::from_text("b", "# B\nrules: TM-7.10\n");
        let all = [a, b];
        assert_eq!(section_for(&all, "TM-7.10").map(|s| s.key.as_str()), Some("b"));
        assert_eq!(section_for(&all, "TM-7.1").map(|s| s.key.as_str()), Some("a"));
        assert_eq!(section_for(&all, "MD-4.3").map(|s| s.key.as_str()), Some("a"));
        assert!(section_for(&all, "TM-70").is_none());
        assert!(section_for(&all, "TM-7.100").is_some_and(|s| s.key == "a"));
        assert!(section_for(&all, "D-1").is_none());
    }
}

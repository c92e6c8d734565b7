//! Small words shared by the front end: the one source of action names (the engine's narration, so cards, log and
//! tooltips say the same), a text with its first letter in capitals, and a name or message clipped to one short
//! line.

use metro_core::ActionKind;
use metro_engine::Game;

/// An action kind's name, as cards, the log and tooltips all write it: "Move 3", "Station ¥300/stop", "Invest by
/// disc", "Colour card black" (the engine's narration is the one source).
pub fn action_name(game: &Game, kind: ActionKind) -> String {
    metro_engine::narrate::kind_name(game, kind)
}

/// The first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A name or message made safe to show in one line: control characters (escape sequences, new lines) become
/// spaces, and it is cut to `n` characters with an ellipsis.
pub fn clip(text: &str, n: usize) -> String {
    let mut out: String = text
        .chars()
        .take(n)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if text.chars().nth(n).is_some() {
        out.pop();
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_clipped_to_one_short_line() {
        assert_eq!(clip("Tokyo", 10), "Tokyo");
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(clip("a\u{1b}[2J\nb", 10), "a [2J b");
        let huge = "M".repeat(1_000_000);
        assert_eq!(clip(&huge, 60).chars().count(), 60);
    }
}

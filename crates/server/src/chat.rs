//! A table's chat (issue 30, item 4): short messages of the seats, checked (one line of text, no control or
//! bidirectional characters, at most [`MAX_CHAT_CHARS`] characters), rate-limited per seat, kept with the table in
//! the store and sent to every connection of the table (spectators read it; only a seat writes).

use metro_protocol::{ChatLine, MAX_CHAT_CHARS};

use crate::store::ChatRow;

/// Why a chat message is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChatError {
    /// Nothing but blanks.
    #[error("a chat message says something: this one is empty")]
    Empty,
    /// Over [`MAX_CHAT_CHARS`] characters.
    #[error("a chat message is at most {MAX_CHAT_CHARS} characters")]
    TooLong,
    /// A control character (a line break too) or a bidirectional override.
    #[error("a chat message is one line of text: no control characters (U+{0:04X})")]
    Control(u32),
}

/// Whether a character is refused in a chat message: the C0 and C1 controls (line breaks and tabs too), DEL, the
/// bidirectional embeddings, overrides, isolates and marks, and the line and paragraph separators (as names are
/// checked: `metro_core::text::is_forbidden`).
pub fn is_forbidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}'
        )
}

/// A chat message checked: its text without blanks around it, or why it is refused. Markup is not read: a client
/// shows the text as text.
pub fn check(text: &str) -> Result<String, ChatError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ChatError::Empty);
    }
    // Counting stops just past the limit, so a long text costs no more than a short one.
    if text.chars().take(MAX_CHAT_CHARS + 1).count() > MAX_CHAT_CHARS {
        return Err(ChatError::TooLong);
    }
    if let Some(c) = text.chars().find(|&c| is_forbidden(c)) {
        return Err(ChatError::Control(u32::from(c)));
    }
    Ok(text.to_string())
}

/// A stored message as the protocol sends it.
pub fn line(row: &ChatRow) -> ChatLine {
    ChatLine {
        number: row.number,
        seat: row.seat,
        at: row.at,
        text: row.text.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_one_short_line_of_text() {
        assert_eq!(check("  gg <b>wp</b> ").as_deref(), Ok("gg <b>wp</b>"));
        assert_eq!(check("Grüße, ciao! 東京"), Ok("Grüße, ciao! 東京".into()));
        assert_eq!(check(" \t "), Err(ChatError::Empty));
        assert_eq!(check(""), Err(ChatError::Empty));
        assert_eq!(check("a\nb"), Err(ChatError::Control(0x0A)));
        assert_eq!(check("a\u{1b}[2Jb"), Err(ChatError::Control(0x1B)));
        assert_eq!(check("a\u{202E}b"), Err(ChatError::Control(0x202E)));
        assert_eq!(
            check(&"é".repeat(MAX_CHAT_CHARS)).map(|t| t.chars().count()),
            Ok(MAX_CHAT_CHARS)
        );
        assert_eq!(check(&"x".repeat(MAX_CHAT_CHARS + 1)), Err(ChatError::TooLong));
    }
}

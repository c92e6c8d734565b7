//! Text that comes from files and is shown to people: the checks every name passes ([`name_problem`]) and the one
//! escaping used wherever such text is printed ([`Printable`]).
//!
//! Names reach terminals (`metro map check`, `metro replay`) and menus. A name holding an escape sequence could clear
//! a terminal or retitle its window; a bidirectional override could make one name read as another; a megabyte-long
//! name covers a menu. So names are refused at validation when they hold such characters or are too long, and
//! every string the binaries print is escaped anyway ([`Printable`]), for text that was never validated (a file
//! name, an unknown key, a save's seat label read before its checks).

use std::fmt;

use crate::limits::MAX_NAME_CHARS;
use crate::locale::tr;

/// The words for `what` (an English phrase the checks are called with, "the line's name") in the current language;
/// a phrase the catalog does not know as it is.
fn what_words(what: &str) -> String {
    let id = match what {
        "the map's name" => "text-what-map-name",
        "the description" => "text-what-description",
        "the line's name" => "text-what-line-name",
        "the stop's name" => "text-what-stop-name",
        "the station's name" => "text-what-station-name",
        "the card set's name" => "text-what-card-set-name",
        "the column's name" => "text-what-column-name",
        "the seat label" => "text-what-seat-label",
        "the name" => "text-what-name",
        "the colour's name" => "text-what-colour-name",
        "the shape's name" => "text-what-shape-name",
        "a name" => "text-what-a-name",
        other => return other.to_string(),
    };
    crate::locale::WORDS.message(id, &[])
}

/// Whether a character must not appear in a name, and is escaped when printed: the C0 controls, DEL, the C1
/// controls, the bidirectional embeddings, overrides, isolates and marks (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069), and the line and paragraph separators U+2028, U+2029.
pub fn is_forbidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}'
        )
}

/// What is wrong with a name, if anything: empty (or blank), longer than [`MAX_NAME_CHARS`] characters, or holding a
/// character of [`is_forbidden`]. `what` names it in the message, e.g. `"the map's name"`.
pub fn name_problem(what: &str, name: &str) -> Option<String> {
    if name.trim().is_empty() {
        return Some(tr!("problem-name-empty", what = what_words(what)));
    }
    text_problem(what, name, MAX_NAME_CHARS, false)
}

/// What is wrong with a free text of at most `max_chars` characters, if anything: too long, or holding a character of
/// [`is_forbidden`] (line feeds and tabs allowed when `multiline`).
pub fn text_problem(what: &str, text: &str, max_chars: usize, multiline: bool) -> Option<String> {
    // Counting stops just past the limit, so a huge text costs no more than a short one.
    if text.chars().take(max_chars + 1).count() > max_chars {
        return Some(tr!(
            "problem-text-too-long",
            what = what_words(what),
            max = max_chars.to_string(),
            bytes = text.len().to_string()
        ));
    }
    let allowed = |c: char| multiline && (c == '\n' || c == '\t' || c == '\r');
    text.chars().find(|&c| is_forbidden(c) && !allowed(c)).map(|c| {
        tr!(
            "problem-text-control",
            what = what_words(what),
            code = format!("{:04X}", c as u32)
        )
    })
}

/// A string made safe to print on a terminal: every character of [`is_forbidden`] is written as `\u{…}`, and the
/// text is cut after [`Printable::max_chars`] characters with `…`. Every printing path of the binaries writes
/// text from files through it.
#[derive(Clone, Copy, Debug)]
pub struct Printable<'a> {
    text: &'a str,
    max_chars: usize,
}

/// The characters a [`Printable`] shows by default before cutting: a little more than a name may have.
pub const PRINTABLE_DEFAULT_CHARS: usize = MAX_NAME_CHARS + 20;

impl<'a> Printable<'a> {
    /// `text`, escaped and cut after [`PRINTABLE_DEFAULT_CHARS`] characters.
    pub fn new(text: &'a str) -> Printable<'a> {
        Printable {
            text,
            max_chars: PRINTABLE_DEFAULT_CHARS,
        }
    }

    /// `text`, escaped and cut after `max_chars` characters (`usize::MAX`: never cut).
    pub fn max_chars(text: &'a str, max_chars: usize) -> Printable<'a> {
        Printable { text, max_chars }
    }
}

impl fmt::Display for Printable<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut shown = 0;
        let mut rest = self.text;
        while let Some(c) = rest.chars().next() {
            if shown == self.max_chars {
                return write!(f, "… ({} more bytes)", rest.len());
            }
            if is_forbidden(c) {
                write!(f, "\\u{{{:x}}}", c as u32)?;
            } else {
                let len = c.len_utf8();
                f.write_str(&rest[..len])?;
            }
            rest = &rest[c.len_utf8()..];
            shown += 1;
        }
        Ok(())
    }
}

/// `text` escaped and cut as by [`Printable::new`], as a `String`: for messages that quote a name.
pub fn printable(text: &str) -> String {
    Printable::new(text).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_controls_bidi_or_too_many_characters_are_refused() {
        assert_eq!(name_problem("the name", "Ginza"), None);
        assert_eq!(name_problem("the name", "東京 / Ōsaka-kō"), None);
        assert!(name_problem("the name", "  ").is_some());
        for bad in [
            "a\u{1b}[2J",
            "a\u{7f}",
            "a\u{9b}",
            "a\u{202e}b",
            "a\u{2066}",
            "a\nb",
            "a\u{0}",
        ] {
            let problem = name_problem("the name", bad).expect(bad);
            assert!(problem.contains("U+"), "{problem}");
        }
        let long = "x".repeat(MAX_NAME_CHARS + 1);
        assert!(name_problem("the name", &long).unwrap().contains("longer than"));
        assert_eq!(name_problem("the name", &"x".repeat(MAX_NAME_CHARS)), None);
        assert_eq!(text_problem("the text", "two\nlines\tand a tab", 100, true), None);
        assert!(text_problem("the text", "bell\u{7}", 100, true).is_some());
    }

    #[test]
    fn printing_escapes_and_cuts() {
        assert_eq!(
            Printable::new("Tokyo\u{1b}]0;pwned\u{7}").to_string(),
            "Tokyo\\u{1b}]0;pwned\\u{7}"
        );
        assert_eq!(Printable::new("a\u{202e}b").to_string(), "a\\u{202e}b");
        assert_eq!(
            Printable::max_chars("東京abc", 3).to_string(),
            "東京a… (2 more bytes)"
        );
        assert_eq!(Printable::max_chars("abc", 3).to_string(), "abc");
        let huge = "y".repeat(1 << 20);
        assert!(printable(&huge).len() < 200);
    }
}

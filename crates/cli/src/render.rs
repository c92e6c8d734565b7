//! Rendering diagnostics for a terminal: the plain `file:line:column: message (rule)` line of each problem, then the
//! source line around the place with a caret under it.
//!
//! Bounded whatever the file: one [`LineIndex`] per file (never a scan from the start per problem), at most
//! `metro_core::limits::MAX_PROBLEMS_REPORTED` problems (the loader keeps no more), and a window of at most
//! [`BEFORE`] + [`AFTER`] characters of the source line, so a problem at column 70,000 of a 256 KiB line prints a short
//! snippet. Every character that could act on the terminal is replaced ([`metro_core::text::is_forbidden`]).

use std::io::Write;

use metro_core::Printable;
use metro_core::text::is_forbidden;
use metro_data::{Diagnostic, Diagnostics, LineIndex};

use crate::locale::tr;

/// Characters of the source line shown before the problem's column.
const BEFORE: usize = 40;
/// Characters of the source line shown from the problem's column on.
const AFTER: usize = 80;

/// Writes every diagnostic of a file: a heading, each problem with its snippet, and the count of problems left out.
pub fn report(diagnostics: &Diagnostics, out: &mut dyn Write) -> std::io::Result<()> {
    let total = diagnostics.total();
    writeln!(
        out,
        "{}",
        tr!(
            "cli-problems",
            file = Printable::new(&diagnostics.file).to_string(),
            count = total
        )
    )?;
    let index = LineIndex::new(&diagnostics.text);
    for item in &diagnostics.items {
        writeln!(out, "{item}")?;
        snippet(&diagnostics.text, &index, item, out)?;
    }
    if let Some(line) = diagnostics.omitted_line() {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The source line of a diagnostic around its place, and a caret line under the span.
pub fn snippet(text: &str, index: &LineIndex, item: &Diagnostic, out: &mut dyn Write) -> std::io::Result<()> {
    if text.is_empty() || item.line > index.lines() {
        return Ok(());
    }
    let range = index.line_range(item.line);
    let line = text[range.clone()].trim_end_matches('\r');
    let mut at = item.span.start.clamp(range.start, range.start + line.len()) - range.start;
    while !line.is_char_boundary(at) {
        at -= 1;
    }
    // The window: up to BEFORE characters before the place, up to AFTER from it on.
    let start = line[..at]
        .char_indices()
        .rev()
        .nth(BEFORE - 1)
        .map_or(0, |(i, _)| i);
    let end = line[at..]
        .char_indices()
        .nth(AFTER)
        .map_or(line.len(), |(i, _)| at + i);
    let shown = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c == '\t' {
                    ' '
                } else if is_forbidden(c) {
                    '\u{FFFD}'
                } else {
                    c
                }
            })
            .collect()
    };
    let lead = if start > 0 { "…" } else { "" };
    let tail = if end < line.len() { "…" } else { "" };
    let gutter = item.line.to_string();
    let pad = " ".repeat(gutter.len());
    writeln!(out, "{gutter} | {lead}{}{tail}", shown(&line[start..end]))?;
    let offset = line[start..at].chars().count() + lead.chars().count();
    let span_end = item.span.end.clamp(item.span.start, range.start + end);
    let width = text
        .get(item.span.start.max(range.start)..span_end)
        .map_or(1, |s| s.chars().count())
        .clamp(1, AFTER);
    writeln!(out, "{pad} | {}{}", " ".repeat(offset), "^".repeat(width))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(text: &str, span: std::ops::Range<usize>) -> String {
        let index = LineIndex::new(text);
        let (line, column) = index.line_column(text, span.start);
        let diagnostics = Diagnostics {
            file: "f.toml".into(),
            text: text.into(),
            items: vec![Diagnostic {
                file: "f.toml".into(),
                span,
                line,
                column,
                message: "bad".into(),
                rule: Some("CP-1.9"),
            }],
            omitted: 3,
        };
        let mut out = Vec::new();
        report(&diagnostics, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_short_line_is_shown_whole_with_a_caret() {
        let out = render("a = 1\nname = 12\n", 13..15);
        assert_eq!(
            out,
            "f.toml: 4 problem(s)\nf.toml:2:8: bad (CP-1.9)\n2 | name = 12\n  |        ^^\n\
             … and 3 more problems (only the first 1 are listed)\n"
        );
    }

    #[test]
    fn a_place_far_along_a_long_line_shows_a_window() {
        let text = format!("{}oops = 1\n", " ".repeat(70_000));
        let out = render(&text, 70_000..70_004);
        assert!(out.contains("f.toml:1:70001: bad"), "{out}");
        let snippet = out.lines().nth(2).unwrap();
        assert!(snippet.chars().count() < BEFORE + AFTER + 10, "{snippet}");
        assert!(snippet.contains("…") && snippet.contains("oops = 1"), "{snippet}");
        let caret = out.lines().nth(3).unwrap();
        assert_eq!(
            caret.chars().position(|c| c == '^'),
            snippet.chars().position(|c| c == 'o'),
            "{out}"
        );
    }

    #[test]
    fn control_characters_in_the_source_never_reach_the_terminal() {
        let out = render("name = \"\u{1b}[2J\u{1b}]0;x\u{7}\"\n", 0..4);
        assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    }
}

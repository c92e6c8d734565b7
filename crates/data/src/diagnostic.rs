//! Diagnostics: one problem in a file, with its place; and the [`LineIndex`] that finds places fast.

use std::fmt;
use std::ops::Range;

use metro_core::Printable;

/// The most characters of a message shown by [`Diagnostic`]'s `Display` (messages quote names, which are cut
/// shorter already; this bounds anything else).
const MAX_MESSAGE_CHARS: usize = 1_000;

/// One problem in a data file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file name as given to the loader.
    pub file: String,
    /// Byte range in the text.
    pub span: Range<usize>,
    /// 1-based line of the span's start.
    pub line: usize,
    /// 1-based column (in characters) of the span's start.
    pub column: usize,
    /// What is wrong.
    pub message: String,
    /// The rule it breaks, if one applies (e.g. `CP-1.9`).
    pub rule: Option<&'static str>,
}

/// The plain `file:line:column: message (rule)` form, with control characters escaped
/// ([`metro_core::Printable`]): safe to print on a terminal whatever the file held.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            Printable::new(&self.file),
            self.line,
            self.column,
            Printable::max_chars(&self.message, MAX_MESSAGE_CHARS)
        )?;
        if let Some(rule) = self.rule {
            write!(f, " ({rule})")?;
        }
        Ok(())
    }
}

/// Every problem found in one file, in order of position — at most
/// [`metro_core::limits::MAX_PROBLEMS_REPORTED`] of them, the first ones; [`Diagnostics::omitted`] counts the rest.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Diagnostics {
    /// The file name.
    pub file: String,
    /// The file's text, for rendering snippets.
    pub text: String,
    /// The problems, sorted by position.
    pub items: Vec<Diagnostic>,
    /// How many more problems were found after the last one in `items` and are not listed.
    pub omitted: usize,
}

impl Diagnostics {
    /// Every problem found: those listed plus those omitted.
    pub fn total(&self) -> usize {
        self.items.len() + self.omitted
    }

    /// The line after the listed problems when some were left out: `… and 31,800 more problems`.
    pub fn omitted_line(&self) -> Option<String> {
        (self.omitted > 0).then(|| {
            crate::locale::tr!(
                "data-more-problems",
                count = self.omitted,
                listed = self.items.len().to_string()
            )
        })
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.total();
        let heading = crate::locale::tr!(
            "data-file-problems",
            file = Printable::new(&self.file).to_string(),
            count = n
        );
        writeln!(f, "{heading}")?;
        for item in &self.items {
            writeln!(f, "{item}")?;
        }
        if let Some(line) = self.omitted_line() {
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// Where every line of a text starts, built once per text, so that the line and column of any byte offset are found
/// by binary search rather than by scanning from the start (which made reporting many problems quadratic).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineIndex {
    /// Byte offset of the start of each line; the first is 0.
    starts: Vec<usize>,
    /// The text's length in bytes.
    len: usize,
    /// Whether the text opens with a byte-order mark, which no editor shows as a column.
    bom: bool,
}

impl LineIndex {
    /// Indexes `text`: one pass over its bytes.
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex {
            starts,
            len: text.len(),
            bom: text.starts_with('\u{feff}'),
        }
    }

    /// The number of lines (a text ending in a line feed has an empty last line).
    pub fn lines(&self) -> usize {
        self.starts.len()
    }

    /// The byte range of line `line` (1-based) in `text` (the text indexed), without its line feed.
    pub fn line_range(&self, line: usize) -> Range<usize> {
        let i = line.clamp(1, self.starts.len()) - 1;
        let start = self.starts[i];
        let end = self.starts.get(i + 1).map_or(self.len, |&next| next - 1);
        start..end.max(start)
    }

    /// 1-based line and character column of a byte offset of `text` (the text indexed); an offset inside a
    /// character counts as that character, one past the end as the end.
    pub fn line_column(&self, text: &str, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&start| start <= offset);
        let start = self.starts[line - 1];
        let mut column = text[start..offset].chars().count() + 1;
        if line == 1 && self.bom && offset > 0 {
            column -= 1;
        }
        (line, column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_are_found_by_offset() {
        let text = "ab\né🚇x\n\nlast";
        let index = LineIndex::new(text);
        assert_eq!(index.lines(), 4);
        assert_eq!(index.line_column(text, 0), (1, 1));
        assert_eq!(index.line_column(text, 2), (1, 3));
        assert_eq!(index.line_column(text, 3), (2, 1));
        assert_eq!(index.line_column(text, 5), (2, 2));
        // Inside the 4-byte emoji: counted as the emoji.
        assert_eq!(index.line_column(text, 7), (2, 2));
        assert_eq!(index.line_column(text, 9), (2, 3));
        assert_eq!(index.line_column(text, 11), (3, 1));
        assert_eq!(index.line_column(text, 12), (4, 1));
        assert_eq!(index.line_column(text, 999), (4, 5));
        assert_eq!(&text[index.line_range(2)], "é🚇x");
        assert_eq!(&text[index.line_range(3)], "");
        assert_eq!(&text[index.line_range(4)], "last");
        let bom = "\u{feff}name = 1";
        assert_eq!(LineIndex::new(bom).line_column(bom, 3), (1, 1));
    }
}

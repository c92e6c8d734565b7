//! Diagnostics: one problem in a file, with its place.

use std::fmt;
use std::ops::Range;

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

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, self.message)?;
        if let Some(rule) = self.rule {
            write!(f, " ({rule})")?;
        }
        Ok(())
    }
}

/// Every problem found in one file, in order of position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Diagnostics {
    /// The file name.
    pub file: String,
    /// The file's text, for rendering snippets.
    pub text: String,
    /// The problems, sorted by position.
    pub items: Vec<Diagnostic>,
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.items.len();
        writeln!(f, "{}: {n} problem{}", self.file, if n == 1 { "" } else { "s" })?;
        for item in &self.items {
            writeln!(f, "{item}")?;
        }
        Ok(())
    }
}

/// 1-based line and character column of a byte offset.
pub(crate) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

//! Problems found while building a map or card set, and where in the input they are.

use std::fmt;

/// Where a problem applies, as a path through the input document (e.g. `lines[2].stops[4].at`).
///
/// The core knows nothing of files; the loader maps a locus back to the byte span of that key or value in
/// the TOML text, and so to file, line and column.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Locus(pub Vec<LocusPart>);

/// One step of a [`Locus`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocusPart {
    /// A key of a table.
    Key(String),
    /// An index into an array.
    Index(usize),
}

impl Locus {
    /// The document as a whole.
    pub fn root() -> Locus {
        Locus(Vec::new())
    }

    /// This locus followed by a key.
    pub fn key(&self, key: &str) -> Locus {
        let mut parts = self.0.clone();
        parts.push(LocusPart::Key(key.to_string()));
        Locus(parts)
    }

    /// This locus followed by an array index.
    pub fn index(&self, index: usize) -> Locus {
        let mut parts = self.0.clone();
        parts.push(LocusPart::Index(index));
        Locus(parts)
    }
}

impl fmt::Display for Locus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("(document)");
        }
        for (i, part) in self.0.iter().enumerate() {
            match part {
                LocusPart::Key(key) if i == 0 => write!(f, "{key}")?,
                LocusPart::Key(key) => write!(f, ".{key}")?,
                LocusPart::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

/// One thing wrong with a map or card set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where it applies.
    pub locus: Locus,
    /// What is wrong, in one sentence.
    pub message: String,
    /// The rule the problem breaks, e.g. `CP-1.9`.
    pub rule: &'static str,
}

impl Problem {
    /// A problem at `locus`.
    pub fn new(locus: Locus, rule: &'static str, message: impl Into<String>) -> Problem {
        Problem {
            locus,
            message: message.into(),
            rule,
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} ({})", self.locus, self.message, self.rule)
    }
}

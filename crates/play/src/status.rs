//! The status line's message: news (saved, loaded) or an error, shown differently.

/// A message for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Something done: "Saved to …", "Loaded …".
    Info(String),
    /// Something that failed: "Could not save …".
    Error(String),
}

impl Status {
    /// The text.
    pub fn text(&self) -> &str {
        match self {
            Status::Info(t) | Status::Error(t) => t,
        }
    }

    /// Whether it reports a failure.
    pub fn is_error(&self) -> bool {
        matches!(self, Status::Error(_))
    }
}

//! A data file being edited: its `toml_edit` document (the truth), the text as it was last saved, and the undo and
//! redo stacks as snapshots of the text (a file is at most 128 KiB, and the stacks are capped, so memory is bounded).

use metro_core::limits::MAX_DATA_FILE_BYTES;
use toml_edit::DocumentMut;

use crate::locale::tr;

/// The most edits that can be undone.
pub const UNDO_DEPTH: usize = 200;

/// Why an edit or an opening was refused; the draft is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The text is not TOML the editor can work on (the diagnostics say where).
    #[error("{}", syntax(.0))]
    Syntax(String),
    /// The text is over the size limit of data files.
    #[error("{}", too_large())]
    TooLarge,
    /// The element the edit names does not exist (any more) or does not have the shape the editor writes.
    #[error("{0}")]
    NoSuchElement(String),
    /// The edit would break a hard limit of the file format.
    #[error("{0}")]
    Limit(String),
    /// The edit would do more than it says (a rename that would merge two stations): refused, with what to do
    /// instead.
    #[error("{0}")]
    Refused(String),
}

/// "the file is not valid TOML: why", in the current language.
fn syntax(error: &str) -> String {
    tr!("editor-error-syntax", error = error)
}

/// "the file is larger than N bytes", in the current language.
fn too_large() -> String {
    tr!("editor-error-too-large", bytes = MAX_DATA_FILE_BYTES)
}

/// A document with undo and redo.
#[derive(Clone, Debug)]
pub struct Draft {
    doc: DocumentMut,
    text: String,
    saved: String,
    undo: Vec<String>,
    redo: Vec<String>,
}

impl Draft {
    /// A draft of `text` (unsaved unless `saved`); refused if it is too large or not TOML.
    pub fn open(text: &str, saved: bool) -> Result<Draft, EditError> {
        if text.len() > MAX_DATA_FILE_BYTES {
            return Err(EditError::TooLarge);
        }
        let doc: DocumentMut = text
            .parse()
            .map_err(|e: toml_edit::TomlError| EditError::Syntax(e.message().to_string()))?;
        Ok(Draft {
            text: doc.to_string(),
            doc,
            saved: if saved { text.to_string() } else { String::new() },
            undo: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// The current text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The document, to read.
    pub fn doc(&self) -> &DocumentMut {
        &self.doc
    }

    /// Applies `edit` to a copy of the document; keeps it (with an undo step) if it succeeds and the text stays
    /// within the size limit. Returns whether the text changed.
    pub fn edit(
        &mut self,
        edit: impl FnOnce(&mut DocumentMut) -> Result<(), EditError>,
    ) -> Result<bool, EditError> {
        let mut doc = self.doc.clone();
        edit(&mut doc)?;
        let text = doc.to_string();
        if text.len() > MAX_DATA_FILE_BYTES {
            return Err(EditError::TooLarge);
        }
        if text == self.text {
            return Ok(false);
        }
        let before = std::mem::replace(&mut self.text, text);
        self.doc = doc;
        self.undo.push(before);
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
        Ok(true)
    }

    /// Takes back the last edit; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(text) = self.undo.pop() else {
            return false;
        };
        let now = self.restore(text);
        self.redo.push(now);
        true
    }

    /// Does again the last edit taken back; false if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(text) = self.redo.pop() else {
            return false;
        };
        let now = self.restore(text);
        self.undo.push(now);
        true
    }

    /// Whether there is an edit to undo / to redo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an edit to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Whether the text differs from the last saved one.
    pub fn is_dirty(&self) -> bool {
        self.text != self.saved
    }

    /// Notes that the current text was saved.
    pub fn mark_saved(&mut self) {
        self.saved = self.text.clone();
    }

    /// Swaps in a text of the stacks (it parsed before, so it parses again).
    fn restore(&mut self, text: String) -> String {
        if let Ok(doc) = text.parse::<DocumentMut>() {
            self.doc = doc;
        }
        std::mem::replace(&mut self.text, text)
    }
}

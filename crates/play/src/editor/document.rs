//! A data file being designed, whatever its kind: the [`Draft`] (the text, its undo and redo), the model the panels
//! draw, read leniently after every change so a draft with mistakes still shows, and the live check through
//! `metro-data` — the function the CLI's `check` command calls — whose diagnostics each name the element at fault.
//! A kind of file ([`FileKind`]: a map, a card set) says how its model is read, how it is checked, which element a
//! place of the file is, and how a typed edit changes the document; the rest is written once here.

use std::fmt::Debug;
use std::sync::Arc;

use metro_core::Locus;
use metro_data::{Diagnostic, Diagnostics};
use toml_edit::{DocumentMut, Value};

use super::draft::{Draft, EditError};
use super::locate::Spans;

/// What a kind of data file brings to a [`Document`].
pub trait FileKind {
    /// What the panels draw, read leniently from the document.
    type Model: Clone + Debug + Default;
    /// What a valid file is (`Map`, `CardSet`).
    type Value: Clone + Debug;
    /// An element of the file, as the panels select it and a diagnostic names it.
    type Selection: Clone + Debug + PartialEq;
    /// One typed change of the file.
    type Edit;
    /// What the check and the edits need besides the text (a card set's action kinds); `()` if nothing.
    type Context: Clone + Debug;

    /// The model of a document, read leniently (bounded by the format's limits).
    fn read_model(doc: &DocumentMut) -> Self::Model;
    /// The check the CLI makes of a file of this kind.
    fn check(file: &str, text: &str, context: &Self::Context) -> Result<Self::Value, Diagnostics>;
    /// The element a locus of such a file names.
    fn select(locus: &Locus) -> Self::Selection;
    /// Applies an edit to the document (a copy: on an error it is dropped).
    fn apply(
        doc: &mut DocumentMut,
        model: &Self::Model,
        context: &Self::Context,
        edit: Self::Edit,
    ) -> Result<(), EditError>;
    /// The text of a new file, its names in the current language.
    fn new_text() -> String;
}

/// `text` as a TOML string, quoted and escaped, so a template stays valid whatever the words put in.
pub fn quoted(text: String) -> String {
    Value::from(text).to_string().trim().to_owned()
}

/// One diagnostic of a draft and the element it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue<S> {
    /// The diagnostic, as the CLI's check reports it.
    pub diagnostic: Diagnostic,
    /// The path of the element at fault, e.g. `lines[2].stops[4].at`.
    pub locus: Locus,
    /// What to select to show it.
    pub selection: S,
}

/// A data file of kind `K` being designed.
#[derive(Clone, Debug)]
pub struct Document<K: FileKind> {
    file: String,
    draft: Draft,
    context: K::Context,
    model: K::Model,
    checked: Result<Arc<K::Value>, Diagnostics>,
    issues: Vec<Issue<K::Selection>>,
}

impl<K: FileKind> Document<K> {
    /// A draft of a file's text; `file` is the name diagnostics carry; `saved` says the text is on disk as is.
    /// Refused if the text is too large or not TOML.
    pub fn open(file: &str, text: &str, saved: bool, context: &K::Context) -> Result<Self, EditError> {
        let draft = Draft::open(text, saved)?;
        let mut out = Document {
            file: file.to_string(),
            draft,
            context: context.clone(),
            model: K::Model::default(),
            checked: Err(Diagnostics {
                file: file.to_string(),
                text: String::new(),
                items: Vec::new(),
                omitted: 0,
            }),
            issues: Vec::new(),
        };
        out.refresh();
        Ok(out)
    }

    /// A new file of this kind (not saved), named in the current language.
    pub fn new(file: &str, context: &K::Context) -> Self {
        match Document::open(file, &K::new_text(), false, context) {
            Ok(d) => d,
            Err(e) => unreachable!("a new file's text is TOML: {e}"),
        }
    }

    /// Applies an edit (one undo step); on an error nothing changed.
    pub fn apply(&mut self, edit: K::Edit) -> Result<(), EditError> {
        let (model, context) = (&self.model, &self.context);
        if self.draft.edit(|doc| K::apply(doc, model, context, edit))? {
            self.refresh();
        }
        Ok(())
    }

    /// Takes back the last edit; false if there is none.
    pub fn undo(&mut self) -> bool {
        let done = self.draft.undo();
        if done {
            self.refresh();
        }
        done
    }

    /// Does again the last edit taken back; false if there is none.
    pub fn redo(&mut self) -> bool {
        let done = self.draft.redo();
        if done {
            self.refresh();
        }
        done
    }

    /// The undo stacks and the saved state.
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// Notes that the text was saved under `file` (the name diagnostics carry from now on).
    pub fn mark_saved(&mut self, file: &str) {
        self.draft.mark_saved();
        if self.file != file {
            self.file = file.to_string();
            self.refresh();
        }
    }

    /// The name diagnostics carry.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The file's text now.
    pub fn text(&self) -> &str {
        self.draft.text()
    }

    /// What the panels draw.
    pub fn model(&self) -> &K::Model {
        &self.model
    }

    /// What the check and the edits use besides the text.
    pub fn context(&self) -> &K::Context {
        &self.context
    }

    /// The problems the CLI's check would report, each with the element at fault.
    pub fn issues(&self) -> &[Issue<K::Selection>] {
        &self.issues
    }

    /// How many problems there are beyond those listed.
    pub fn omitted(&self) -> usize {
        self.checked.as_ref().err().map_or(0, |d| d.omitted)
    }

    /// The draft as a valid value with its text, if it has no problem.
    pub fn valid(&self) -> Option<(Arc<K::Value>, &str)> {
        self.checked.as_ref().ok().map(|v| (v.clone(), self.draft.text()))
    }

    fn refresh(&mut self) {
        self.model = K::read_model(self.draft.doc());
        let text = self.draft.text();
        self.checked = K::check(&self.file, text, &self.context).map(Arc::new);
        self.issues = match &self.checked {
            Ok(_) => Vec::new(),
            Err(diagnostics) => {
                let spans = Spans::new(text);
                diagnostics
                    .items
                    .iter()
                    .map(|d| {
                        let locus = spans.locus_at(d.span.start);
                        Issue {
                            selection: K::select(&locus),
                            locus,
                            diagnostic: d.clone(),
                        }
                    })
                    .collect()
            }
        };
    }
}

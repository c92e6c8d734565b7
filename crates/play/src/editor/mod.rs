//! The designer's workbench, functional core: drafts of a map file and of a card-set file, edited by typed
//! operations on the file's own text (`toml_edit`), so comments and layout survive; undo and redo of every edit;
//! live validation through `metro-data` exactly as `metro map check` / `metro cards check` do; and the element each
//! diagnostic is about; saving, and autosaving every change to the drafts folder. What both editors share is written
//! once: the undo stacks ([`Draft`]), the document with its model and check ([`Document`], generic over the
//! [`FileKind`]) and the shell of save path, messages and autosave ([`Workbench`]). No egui here: the app's panels
//! (its `ui::editor`) draw a workbench and push edits.
//!
//! Invariants: the text is the source of truth (the models the panels read are derived from it after every edit);
//! a draft is only ever created from text within the data file limits, so every step stays bounded; no edit panics
//! on any document, however odd its shape (an edit that cannot apply is an [`EditError`] and changes nothing).

pub mod cards;
pub mod document;
pub mod draft;
pub mod locate;
pub mod map;
pub mod shell;

pub use cards::{CardEdit, CardSetDraft, CardSetFile};
pub use document::{Document, FileKind, Issue};
pub use draft::{Draft, EditError};
pub use map::{MapDraft, MapEdit, MapFile, Selection};
pub use shell::{Stored, Workbench};

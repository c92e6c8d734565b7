//! The designer's workbench, functional core: drafts of a map file and of a card-set file, edited by typed
//! operations on the file's own text (`toml_edit`), so comments and layout survive; undo and redo of every edit;
//! live validation through `metro-data` exactly as `metro map check` / `metro cards check` do; and the element each
//! diagnostic is about. No egui here: the app's panels (its `ui::editor`) draw a draft and push edits.
//!
//! Invariants: the text is the source of truth (the models the panels read are derived from it after every edit);
//! a draft is only ever created from text within the data file limits, so every step stays bounded; no edit panics
//! on any document, however odd its shape (an edit that cannot apply is an [`EditError`] and changes nothing).

pub mod cards;
pub mod draft;
pub mod locate;
pub mod map;

pub use cards::{CardEdit, CardSetDraft};
pub use draft::{Draft, EditError};
pub use map::{MapDraft, MapEdit, Selection};

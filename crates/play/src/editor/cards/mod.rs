//! An action-card set being designed: typed edits ([`CardEdit`]) applied to its TOML document, the model the table
//! draws ([`CardSetModel`], read leniently after every edit), and the live check through
//! `metro_data::load_card_set` against the action kinds of the loaded registry (built-in and rule modules' kinds,
//! e.g. Metro Drinks'), as `metro cards check` does.

mod edit;
mod model;

use std::path::PathBuf;

use metro_core::problem::LocusPart;
use metro_core::{CardSet, KindCatalogue, Locus};
use metro_data::Diagnostics;
use metro_save::DataSource;
use toml_edit::DocumentMut;

use super::document::{Document, FileKind, quoted};
use super::draft::EditError;
use super::shell::Stored;
use crate::catalog::Catalog;
use crate::locale::tr;
use crate::paths::Paths;

pub use edit::{CardEdit, default_action};
pub use model::{ActionModel, CardModel, CardSetModel, ColumnModel};

use edit::apply;
use model::read_model;

/// The start of a new card set: one column of two cards.
pub const NEW_CARD_SET: &str = "# An action-card set for metro, in the format of docs/card-set-format.md.\n\
name = \"New card set\"\n\
\n\
[[columns]]\n\
name = \"Column 1\"\n\
colours = [\"#D7263D\"]\n\
\n\
[[columns.cards]]\n\
dots = 1\n\
actions = [{ kind = \"move\", spaces = 1, distance = 2 }]\n\
\n\
[[columns.cards]]\n\
dots = 2\n\
actions = [{ kind = \"station\", spaces = 1, cost = 200 }]\n";

/// What is selected in the card table (and what a diagnostic is about).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CardSelection {
    /// The set's own settings.
    #[default]
    Set,
    /// A column.
    Column(usize),
    /// A card of a column.
    Card {
        /// The column.
        column: usize,
        /// The card.
        card: usize,
    },
    /// An action of a card.
    Action {
        /// The column.
        column: usize,
        /// The card.
        card: usize,
        /// The action.
        action: usize,
    },
}

impl CardSelection {
    /// The element a locus of a card-set file names.
    pub fn of_locus(locus: &Locus) -> CardSelection {
        use LocusPart::{Index, Key};
        match locus.0.as_slice() {
            [
                Key(c),
                Index(column),
                Key(k),
                Index(card),
                Key(a),
                Index(action),
                ..,
            ] if c == "columns" && k == "cards" && a == "actions" => CardSelection::Action {
                column: *column,
                card: *card,
                action: *action,
            },
            [Key(c), Index(column), Key(k), Index(card), ..] if c == "columns" && k == "cards" => {
                CardSelection::Card {
                    column: *column,
                    card: *card,
                }
            }
            [Key(c), Index(column), ..] if c == "columns" => CardSelection::Column(*column),
            _ => CardSelection::Set,
        }
    }
}

/// One diagnostic and the element it is about.
pub type CardIssue = super::document::Issue<CardSelection>;
/// A card-set file, as the designer's documents know it; checked against the action kinds it is given.
#[derive(Clone, Copy, Debug)]
pub struct CardSetFile;

/// A card-set file being designed.
pub type CardSetDraft = Document<CardSetFile>;

impl FileKind for CardSetFile {
    type Model = CardSetModel;
    type Value = CardSet;
    type Selection = CardSelection;
    type Edit = CardEdit;
    type Context = KindCatalogue;

    fn read_model(doc: &DocumentMut) -> CardSetModel {
        read_model(doc)
    }

    fn check(file: &str, text: &str, kinds: &KindCatalogue) -> Result<CardSet, Diagnostics> {
        metro_data::load_card_set(file, text, kinds)
    }

    fn select(locus: &Locus) -> CardSelection {
        CardSelection::of_locus(locus)
    }

    fn apply(
        doc: &mut DocumentMut,
        model: &CardSetModel,
        kinds: &KindCatalogue,
        edit: CardEdit,
    ) -> Result<(), EditError> {
        apply(doc, model, kinds, edit)
    }

    fn new_text() -> String {
        NEW_CARD_SET
            .replacen("\"New card set\"", &quoted(tr!("editor-new-card-set-name")), 1)
            .replacen("\"Column 1\"", &quoted(tr!("editor-column", number = 1)), 1)
    }
}

impl Stored for CardSetFile {
    const DRAFT: &'static str = "cards";
    const NEW_FILE: &'static str = "new-cards.toml";
    const FALLBACK_NAME: &'static str = "cards.toml";

    fn folder(paths: &Paths) -> PathBuf {
        paths.cards()
    }

    fn context(catalog: &Catalog) -> KindCatalogue {
        catalog.registry.kinds().clone()
    }

    fn source<'a>(catalog: &'a Catalog, key: &str) -> Option<&'a DataSource> {
        catalog.card_set(key).map(|c| &c.source)
    }

    fn builtin<'a>(catalog: &'a Catalog, key: &str) -> Option<&'a str> {
        catalog.registry.card_set(key).map(|s| s.text.as_str())
    }

    fn no_such(key: &str) -> String {
        tr!("editor-no-card-set", key = key)
    }

    fn no_builtin(key: &str) -> String {
        tr!("editor-no-builtin-card-set", key = key)
    }

    fn draft_unreadable(error: &str) -> String {
        tr!("editor-card-draft-unreadable", error = error)
    }

    fn draft_uneditable(error: &str) -> String {
        tr!("editor-card-draft-uneditable", error = error)
    }
}

impl CardSetDraft {
    /// The kinds offered (built-in and those of loaded rule modules).
    pub fn kinds(&self) -> &KindCatalogue {
        self.context()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_sets_open_valid_and_an_edit_keeps_comments() {
        let registry = crate::catalog::registry();
        let mut d =
            CardSetDraft::open("osaka.toml", metro_osaka::CARDS_TOML, true, registry.kinds()).expect("opens");
        assert!(d.valid().is_some(), "{:?}", d.issues());
        assert_eq!(d.text(), metro_osaka::CARDS_TOML);
        d.apply(CardEdit::SetAction {
            column: 0,
            card: 0,
            action: 0,
            to: ActionModel {
                kind: "move".into(),
                spaces: 1,
                param: Some(("distance".into(), 4)),
            },
        })
        .expect("sets");
        assert!(d.text().contains("# walk to a stop and build there"));
        let (set, _) = d.valid().expect("valid");
        assert_eq!(set.columns()[0].cards[0].actions[0].kind.param(), Some(4));
    }

    #[test]
    fn a_bad_parameter_names_the_action() {
        let registry = crate::catalog::registry();
        let mut d = CardSetDraft::new("new.toml", registry.kinds());
        assert!(d.valid().is_some(), "{:?}", d.issues());
        d.apply(CardEdit::SetAction {
            column: 0,
            card: 1,
            action: 0,
            to: ActionModel {
                kind: "station".into(),
                spaces: 1,
                param: Some(("cost".into(), 9_000)),
            },
        })
        .expect("sets");
        let issue = d.issues().first().expect("a problem");
        assert!(matches!(
            issue.selection,
            CardSelection::Action {
                column: 0,
                card: 1,
                action: 0
            }
        ));
        assert!(d.undo());
        assert!(d.issues().is_empty());
    }
}

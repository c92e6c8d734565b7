//! An action-card set being designed: typed edits ([`CardEdit`]) applied to its TOML document, the model the table
//! draws ([`CardSetModel`], read leniently after every edit), and the live check through
//! `metro_data::load_card_set` against the action kinds of the loaded registry (built-in and rule modules' kinds,
//! e.g. Metro Drinks'), as `metro cards check` does.

use std::path::PathBuf;

use metro_core::limits::{MAX_ACTIONS_PER_CARD, MAX_CARDS_PER_COLUMN, MAX_COLOURS_PER_COLUMN, MAX_COLUMNS};
use metro_core::problem::LocusPart;
use metro_core::{CardSet, KindCatalogue, Locus};
use metro_data::Diagnostics;
use metro_save::DataSource;
use toml_edit::{Array, ArrayOfTables, DocumentMut, InlineTable, Item, Table, Value};

use super::document::{Document, FileKind, quoted};
use super::draft::EditError;
use super::shell::Stored;
use crate::catalog::Catalog;
use crate::locale::tr;
use crate::paths::Paths;

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

/// An action as the file says it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ActionModel {
    /// Its kind's file name.
    pub kind: String,
    /// Action spaces.
    pub spaces: i64,
    /// Its parameter (any key besides `kind` and `spaces`), if any.
    pub param: Option<(String, i64)>,
}

/// A card as the file says it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct CardModel {
    /// Its age.
    pub dots: i64,
    /// Its actions.
    pub actions: Vec<ActionModel>,
}

/// A column as the file says it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ColumnModel {
    /// Its name.
    pub name: String,
    /// Its colours, `#RRGGBB`.
    pub colours: Vec<String>,
    /// Its cards.
    pub cards: Vec<CardModel>,
}

/// The set as the file says it, read leniently.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct CardSetModel {
    /// The set's name.
    pub name: String,
    /// Its columns.
    pub columns: Vec<ColumnModel>,
}

/// One change to a card-set file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardEdit {
    /// The set's name.
    SetName(String),
    /// A new column at the end, with as many cards as the others (one move action each), or two.
    AddColumn,
    /// Removes a column.
    RemoveColumn(usize),
    /// A column's name.
    SetColumnName(usize, String),
    /// A column's colours (one or two `#RRGGBB`).
    SetColours(usize, Vec<String>),
    /// A new card at the end of a column (1 dot, one move action).
    AddCard(usize),
    /// Removes a card.
    RemoveCard {
        /// The column.
        column: usize,
        /// The card.
        card: usize,
    },
    /// A card's dots.
    SetDots {
        /// The column.
        column: usize,
        /// The card.
        card: usize,
        /// Dots.
        dots: i64,
    },
    /// A second action on a card (a move).
    AddAction {
        /// The column.
        column: usize,
        /// The card.
        card: usize,
    },
    /// Removes an action.
    RemoveAction {
        /// The column.
        column: usize,
        /// The card.
        card: usize,
        /// The action.
        action: usize,
    },
    /// Replaces an action: its kind, spaces and parameter.
    SetAction {
        /// The column.
        column: usize,
        /// The card.
        card: usize,
        /// The action.
        action: usize,
        /// What it becomes.
        to: ActionModel,
    },
}

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

fn read_model(doc: &DocumentMut) -> CardSetModel {
    let root = doc.as_table();
    let columns = match root.get("columns") {
        Some(Item::ArrayOfTables(a)) => a.iter().take(MAX_COLUMNS).map(read_column).collect(),
        _ => Vec::new(),
    };
    CardSetModel {
        name: root
            .get("name")
            .and_then(Item::as_str)
            .unwrap_or_default()
            .to_string(),
        columns,
    }
}

fn read_column(t: &Table) -> ColumnModel {
    let cards = match t.get("cards") {
        Some(Item::ArrayOfTables(a)) => a.iter().take(MAX_CARDS_PER_COLUMN).map(read_card).collect(),
        _ => Vec::new(),
    };
    ColumnModel {
        name: t
            .get("name")
            .and_then(Item::as_str)
            .unwrap_or_default()
            .to_string(),
        colours: t
            .get("colours")
            .and_then(Item::as_array)
            .map(|a| {
                a.iter()
                    .take(MAX_COLOURS_PER_COLUMN)
                    .map(|v| v.as_str().unwrap_or_default().to_string())
                    .collect()
            })
            .unwrap_or_default(),
        cards,
    }
}

fn read_card(t: &Table) -> CardModel {
    CardModel {
        dots: t.get("dots").and_then(Item::as_integer).unwrap_or(0),
        actions: t
            .get("actions")
            .and_then(Item::as_array)
            .map(|a| {
                a.iter()
                    .take(MAX_ACTIONS_PER_CARD)
                    .filter_map(Value::as_inline_table)
                    .map(read_action)
                    .collect()
            })
            .unwrap_or_default(),
    }
}

fn read_action(t: &InlineTable) -> ActionModel {
    ActionModel {
        kind: t
            .get("kind")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string(),
        spaces: t.get("spaces").and_then(Value::as_integer).unwrap_or(0),
        param: t
            .iter()
            .find(|(k, _)| *k != "kind" && *k != "spaces")
            .map(|(k, v)| (k.to_string(), v.as_integer().unwrap_or(0))),
    }
}

fn missing(what: impl Into<String>) -> EditError {
    EditError::NoSuchElement(what.into())
}

fn columns_mut(doc: &mut DocumentMut) -> Result<&mut ArrayOfTables, EditError> {
    doc.as_table_mut()
        .entry("columns")
        .or_insert(Item::ArrayOfTables(ArrayOfTables::new()))
        .as_array_of_tables_mut()
        .ok_or_else(|| missing(tr!("editor-error-columns-not-tables")))
}

fn column_mut(doc: &mut DocumentMut, column: usize) -> Result<&mut Table, EditError> {
    columns_mut(doc)?
        .get_mut(column)
        .ok_or_else(|| missing(tr!("editor-error-no-column", column = column + 1)))
}

fn cards_mut(doc: &mut DocumentMut, column: usize) -> Result<&mut ArrayOfTables, EditError> {
    column_mut(doc, column)?
        .entry("cards")
        .or_insert(Item::ArrayOfTables(ArrayOfTables::new()))
        .as_array_of_tables_mut()
        .ok_or_else(|| missing(tr!("editor-error-cards-not-tables")))
}

fn card_mut(doc: &mut DocumentMut, column: usize, card: usize) -> Result<&mut Table, EditError> {
    cards_mut(doc, column)?
        .get_mut(card)
        .ok_or_else(|| missing(tr!("editor-error-no-card", card = card + 1, column = column + 1)))
}

fn actions_mut(doc: &mut DocumentMut, column: usize, card: usize) -> Result<&mut Array, EditError> {
    card_mut(doc, column, card)?
        .entry("actions")
        .or_insert(Item::Value(Value::Array(Array::new())))
        .as_array_mut()
        .ok_or_else(|| missing(tr!("editor-error-actions-not-list")))
}

fn action_value(a: &ActionModel) -> Value {
    let mut t = InlineTable::new();
    t.insert("kind", Value::from(a.kind.clone()));
    t.insert("spaces", Value::from(a.spaces));
    if let Some((k, v)) = &a.param {
        t.insert(k, Value::from(*v));
    }
    Value::InlineTable(t)
}

/// The default action of a kind: its fixed or single space, its parameter at its smallest.
pub fn default_action(kinds: &KindCatalogue, kind: &str) -> ActionModel {
    let spec = kinds.lookup(kind).map(|(_, s)| s);
    ActionModel {
        kind: kind.to_string(),
        spaces: spec.and_then(|s| s.fixed_spaces).map_or(1, i64::from),
        param: spec
            .and_then(|s| s.param.as_ref())
            .map(|p| (p.name.clone(), i64::from(p.min.max(p.step)))),
    }
}

fn new_card(kinds: &KindCatalogue, dots: i64) -> Table {
    let mut t = Table::new();
    t.insert("dots", toml_edit::value(dots));
    let mut actions = Array::new();
    actions.push(action_value(&default_action(kinds, "move")));
    t.insert("actions", Item::Value(Value::Array(actions)));
    t.decor_mut().set_prefix("\n");
    t
}

fn apply(
    doc: &mut DocumentMut,
    model: &CardSetModel,
    kinds: &KindCatalogue,
    edit: CardEdit,
) -> Result<(), EditError> {
    match edit {
        CardEdit::SetName(name) => {
            doc.as_table_mut().insert("name", toml_edit::value(name));
        }
        CardEdit::AddColumn => {
            let n = model.columns.len();
            if n >= MAX_COLUMNS {
                return Err(EditError::Limit(tr!("editor-limit-columns", max = MAX_COLUMNS)));
            }
            let cards = model.columns.first().map_or(2, |c| c.cards.len().max(2));
            let mut t = Table::new();
            t.insert("name", toml_edit::value(tr!("editor-column", number = n + 1)));
            let mut colours = Array::new();
            colours.push("#1B98E0");
            t.insert("colours", Item::Value(Value::Array(colours)));
            let mut list = ArrayOfTables::new();
            for i in 0..cards {
                list.push(new_card(kinds, 1 + (i * 3 / cards) as i64));
            }
            t.insert("cards", Item::ArrayOfTables(list));
            t.decor_mut().set_prefix("\n");
            columns_mut(doc)?.push(t);
        }
        CardEdit::RemoveColumn(column) => {
            let columns = columns_mut(doc)?;
            if column >= columns.len() {
                return Err(missing(tr!("editor-error-no-such-column")));
            }
            columns.remove(column);
        }
        CardEdit::SetColumnName(column, name) => {
            column_mut(doc, column)?.insert("name", toml_edit::value(name));
        }
        CardEdit::SetColours(column, colours) => {
            let mut a = Array::new();
            for c in colours.into_iter().take(MAX_COLOURS_PER_COLUMN) {
                a.push(c);
            }
            column_mut(doc, column)?.insert("colours", Item::Value(Value::Array(a)));
        }
        CardEdit::AddCard(column) => {
            let cards = cards_mut(doc, column)?;
            if cards.len() >= MAX_CARDS_PER_COLUMN {
                return Err(EditError::Limit(tr!(
                    "editor-limit-cards",
                    max = MAX_CARDS_PER_COLUMN
                )));
            }
            let dots = model
                .columns
                .get(column)
                .and_then(|c| c.cards.last())
                .map_or(1, |c| c.dots.clamp(1, 3));
            cards.push(new_card(kinds, dots));
        }
        CardEdit::RemoveCard { column, card } => {
            let cards = cards_mut(doc, column)?;
            if card >= cards.len() {
                return Err(missing(tr!("editor-error-no-such-card")));
            }
            cards.remove(card);
        }
        CardEdit::SetDots { column, card, dots } => {
            card_mut(doc, column, card)?.insert("dots", toml_edit::value(dots));
        }
        CardEdit::AddAction { column, card } => {
            let actions = actions_mut(doc, column, card)?;
            if actions.len() >= MAX_ACTIONS_PER_CARD {
                return Err(EditError::Limit(tr!(
                    "editor-limit-actions",
                    max = MAX_ACTIONS_PER_CARD
                )));
            }
            actions.push(action_value(&default_action(kinds, "move")));
        }
        CardEdit::RemoveAction { column, card, action } => {
            let actions = actions_mut(doc, column, card)?;
            if action >= actions.len() {
                return Err(missing(tr!("editor-error-no-such-action")));
            }
            actions.remove(action);
        }
        CardEdit::SetAction {
            column,
            card,
            action,
            to,
        } => {
            let actions = actions_mut(doc, column, card)?;
            let slot = actions
                .get_mut(action)
                .ok_or_else(|| missing(tr!("editor-error-no-such-action")))?;
            let decor = slot.decor().clone();
            *slot = action_value(&to);
            *slot.decor_mut() = decor;
        }
    }
    Ok(())
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

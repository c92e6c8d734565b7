//! The typed edits of a card-set file ([`CardEdit`]) applied to its TOML document, keeping the comments and layout
//! of what they do not touch; an edit that would break a limit of the format or names a missing element is an
//! [`EditError`] and changes nothing.

use metro_core::KindCatalogue;
use metro_core::limits::{MAX_ACTIONS_PER_CARD, MAX_CARDS_PER_COLUMN, MAX_COLOURS_PER_COLUMN, MAX_COLUMNS};
use toml_edit::{Array, ArrayOfTables, DocumentMut, InlineTable, Item, Table, Value};

use super::model::{ActionModel, CardSetModel};
use crate::editor::draft::EditError;
use crate::locale::tr;

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

pub(super) fn apply(
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

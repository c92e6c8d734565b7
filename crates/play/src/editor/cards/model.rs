//! The card set as the file says it ([`CardSetModel`]), read leniently from the document after every edit so a draft
//! with mistakes still shows: what the card table draws.

use metro_core::limits::{MAX_ACTIONS_PER_CARD, MAX_CARDS_PER_COLUMN, MAX_COLOURS_PER_COLUMN, MAX_COLUMNS};
use toml_edit::{DocumentMut, InlineTable, Item, Table, Value};

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

pub(super) fn read_model(doc: &DocumentMut) -> CardSetModel {
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

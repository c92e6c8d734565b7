//! Writing into a map file's TOML document so its layout survives: reaching (and normalising) its lines and stops,
//! setting values with their spacing and comments, and the values for points, integer lists and the revenue track.

use metro_core::{Point, RevenueTrack};
use toml_edit::{Array, ArrayOfTables, DocumentMut, InlineTable, Item, Table, Value};

use super::model::StopRef;
use crate::editor::draft::EditError;
use crate::locale::tr;

pub(super) fn missing(what: impl Into<String>) -> EditError {
    EditError::NoSuchElement(what.into())
}

/// The `[[lines]]` of the document, made an array of tables if the file wrote them inline.
pub(super) fn lines_mut(doc: &mut DocumentMut) -> Result<&mut ArrayOfTables, EditError> {
    let root = doc.as_table_mut();
    let item = root
        .entry("lines")
        .or_insert(Item::ArrayOfTables(ArrayOfTables::new()));
    if !item.is_array_of_tables() {
        let taken = std::mem::take(item);
        *item = taken
            .into_array_of_tables()
            .map(Item::ArrayOfTables)
            .map_err(|_| missing(tr!("editor-error-lines-not-tables")))?;
    }
    item.as_array_of_tables_mut()
        .ok_or_else(|| missing(tr!("editor-error-lines-not-tables")))
}

pub(super) fn line_mut(doc: &mut DocumentMut, line: usize) -> Result<&mut Table, EditError> {
    lines_mut(doc)?
        .get_mut(line)
        .ok_or_else(|| missing(tr!("editor-error-no-line", line = line + 1)))
}

/// A line's `stops`, made an inline array (one stop a line) if the file wrote them as tables.
pub(super) fn stops_mut(doc: &mut DocumentMut, line: usize) -> Result<&mut Array, EditError> {
    let table = line_mut(doc, line)?;
    let item = table
        .entry("stops")
        .or_insert(Item::Value(Value::Array(multiline())));
    if let Item::ArrayOfTables(a) = item {
        let mut array = multiline();
        for t in a.iter() {
            array.push_formatted(Value::InlineTable(t.clone().into_inline_table()).decorated("\n  ", ""));
        }
        *item = Item::Value(Value::Array(array));
    }
    item.as_array_mut()
        .ok_or_else(|| missing(tr!("editor-error-stops-not-list")))
}

pub(super) fn stop_mut(doc: &mut DocumentMut, at: StopRef) -> Result<&mut InlineTable, EditError> {
    stops_mut(doc, at.line)?
        .get_mut(at.stop)
        .and_then(Value::as_inline_table_mut)
        .ok_or_else(|| {
            missing(tr!(
                "editor-error-no-stop",
                stop = at.stop + 1,
                line = at.line + 1
            ))
        })
}

/// An empty array written one item a line.
pub(super) fn multiline() -> Array {
    let mut a = Array::new();
    a.set_trailing("\n");
    a.set_trailing_comma(true);
    a
}

/// Sets `key` of a table: an existing value is replaced in place, so its key keeps the comment lines above it and
/// the value its spacing and comment (`Table::insert` would write the key afresh, without them).
pub(super) fn set_table(t: &mut Table, key: &str, mut value: Value) {
    if let Some(Item::Value(old)) = t.get_mut(key) {
        *value.decor_mut() = old.decor().clone();
        *old = value;
        return;
    }
    t.insert(key, Item::Value(value));
}

pub(super) fn point_value(p: Point) -> Value {
    let coord = |h: i32| -> Value {
        if h % 2 == 0 {
            Value::from(i64::from(h / 2))
        } else {
            Value::from(f64::from(h) / 2.0)
        }
    };
    let mut a = Array::new();
    a.push(coord(p.x2));
    a.push(coord(p.y2));
    Value::Array(a)
}

pub(super) fn int_array(values: &[i64]) -> Value {
    let mut a = Array::new();
    for &v in values {
        a.push(v);
    }
    Value::Array(a)
}

pub(super) fn revenue_value(rows: &[[i64; 3]]) -> Value {
    let mut a = multiline();
    for row in rows {
        a.push_formatted(int_array(row).decorated("\n  ", ""));
    }
    Value::Array(a)
}

/// The standard revenue track (CP-1.5) as rows.
pub fn standard_revenue_track() -> Vec<[i64; 3]> {
    RevenueTrack::standard()
        .pairs()
        .iter()
        .enumerate()
        .map(|(i, &(high, low))| [i as i64 * 100, i64::from(high), i64::from(low)])
        .collect()
}

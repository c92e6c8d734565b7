//! Which element of a file a diagnostic is about: the deepest key or array item whose text holds the diagnostic's
//! start, as a [`Locus`] (`lines[2].stops[4].at`) — the same paths the core's problems name. Spans come from
//! `toml_edit`'s parsed (immutable) document; the walk visits each item once, so it is linear in the file.

use metro_core::{Locus, problem::LocusPart};
use toml_edit::{Array, InlineTable, Item, Table, Value};

/// A text parsed once with its spans, to place many diagnostics.
pub struct Spans<'t> {
    doc: Option<toml_edit::Document<&'t str>>,
}

impl<'t> Spans<'t> {
    /// Parses `text` (a text that does not parse places everything at the root).
    pub fn new(text: &'t str) -> Spans<'t> {
        Spans {
            doc: toml_edit::Document::parse(text).ok(),
        }
    }

    /// The locus of the deepest element holding byte `offset`; the root if none does.
    pub fn locus_at(&self, offset: usize) -> Locus {
        let mut parts = Vec::new();
        if let Some(doc) = &self.doc {
            table(doc.as_table(), offset, &mut parts);
        }
        Locus(parts)
    }
}

/// The locus of the deepest element of `text` holding byte `offset` (see [`Spans`]).
pub fn locus_at(text: &str, offset: usize) -> Locus {
    Spans::new(text).locus_at(offset)
}

fn holds(span: Option<std::ops::Range<usize>>, offset: usize) -> bool {
    span.is_some_and(|s| s.start <= offset && offset < s.end.max(s.start + 1))
}

fn table(t: &Table, offset: usize, parts: &mut Vec<LocusPart>) {
    for (key, item) in t.iter() {
        let key_span = t.key(key).and_then(|k| k.span());
        let whole = match (key_span.clone(), item.span()) {
            (Some(k), Some(v)) => Some(k.start.min(v.start)..k.end.max(v.end)),
            (k, v) => k.or(v),
        };
        match item {
            Item::ArrayOfTables(array) => {
                for (i, entry) in array.iter().enumerate() {
                    if holds(entry.span(), offset) || entry_holds(entry, offset) {
                        parts.push(LocusPart::Key(key.to_string()));
                        parts.push(LocusPart::Index(i));
                        table(entry, offset, parts);
                        return;
                    }
                }
            }
            Item::Table(sub) if holds(sub.span(), offset) || entry_holds(sub, offset) => {
                parts.push(LocusPart::Key(key.to_string()));
                table(sub, offset, parts);
                return;
            }
            Item::Value(v) if holds(whole, offset) => {
                parts.push(LocusPart::Key(key.to_string()));
                value(v, offset, parts);
                return;
            }
            _ => {}
        }
    }
}

/// Whether any key-value of a table (whose own span may be only its header) holds the offset.
fn entry_holds(t: &Table, offset: usize) -> bool {
    t.iter().any(|(key, item)| {
        holds(t.key(key).and_then(|k| k.span()), offset)
            || holds(item.span(), offset)
            || match item {
                Item::Table(sub) => entry_holds(sub, offset),
                Item::ArrayOfTables(a) => a
                    .iter()
                    .any(|e| holds(e.span(), offset) || entry_holds(e, offset)),
                _ => false,
            }
    })
}

fn value(v: &Value, offset: usize, parts: &mut Vec<LocusPart>) {
    match v {
        Value::Array(a) => array(a, offset, parts),
        Value::InlineTable(t) => inline(t, offset, parts),
        _ => {}
    }
}

fn array(a: &Array, offset: usize, parts: &mut Vec<LocusPart>) {
    for (i, item) in a.iter().enumerate() {
        if holds(item.span(), offset) {
            parts.push(LocusPart::Index(i));
            value(item, offset, parts);
            return;
        }
    }
}

fn inline(t: &InlineTable, offset: usize, parts: &mut Vec<LocusPart>) {
    for (key, item) in t.iter() {
        let key_span = t.key(key).and_then(|k| k.span());
        let whole = match (key_span, item.span()) {
            (Some(k), Some(v)) => Some(k.start.min(v.start)..k.end.max(v.end)),
            (k, v) => k.or(v),
        };
        if holds(whole, offset) {
            parts.push(LocusPart::Key(key.to_string()));
            value(item, offset, parts);
            return;
        }
    }
}

/// The locus as text: `lines[2].stops[4].at`.
pub fn show(locus: &Locus) -> String {
    let mut out = String::new();
    for part in &locus.0 {
        match part {
            LocusPart::Key(k) => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(k);
            }
            LocusPart::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_deepest_element() {
        let text = "name = \"x\"\n\n[[lines]]\nletter = \"A\"\nstops = [\n  { at = [1, 2] },\n  { at = [3, 4], station = \"S\" },\n]\n\n[[lines]]\nletter = \"B\"\n";
        let at = text.find("station").expect("in the text");
        assert_eq!(show(&locus_at(text, at)), "lines[0].stops[1].station");
        let b = text.find("\"B\"").expect("in the text");
        assert_eq!(show(&locus_at(text, b)), "lines[1].letter");
        assert_eq!(show(&locus_at(text, 2)), "name");
        let header = text.rfind("[[lines]]").expect("in the text");
        assert_eq!(show(&locus_at(text, header + 2)), "lines[1]");
    }
}

//! The text beside an element of a map file — the comment at the end of its line, the comment lines right above
//! it — kept with the element through every edit. In `toml_edit` that text is not where a designer sees it: the
//! comment after a stop (`{ … },  # M1`) is the *prefix of the next stop* (or the array's trailing text after the
//! last one), and the comments above a `[[lines]]` table are the prefix of its header. So an array is taken apart
//! into entries that each own their text ([`Items`]), edited as a list, and put back; a table or key that goes takes
//! only its own comment paragraph with it; a key added to or taken from an inline table keeps the space before its
//! closing brace.

use toml_edit::{Array, Decor, InlineTable, RawString, Value};

/// A raw string's text (a parsed document holds its text, not spans of it).
pub(super) fn raw(s: Option<&RawString>) -> &str {
    s.and_then(RawString::as_str).unwrap_or("")
}

/// Splits the text before an element into what belongs to whatever stands above (`rest`) and the element's own:
/// the comment lines right above it, the blank lines above those, and the indentation on its own line.
pub(super) fn split_own(prefix: &str) -> (&str, &str) {
    let mut start = prefix.rfind('\n').map_or(0, |i| i + 1);
    let mut phase_comments = true;
    while start > 0 {
        let before = &prefix[..start - 1];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = prefix[line_start..start].trim();
        if phase_comments && line.starts_with('#') {
            start = line_start;
            continue;
        }
        phase_comments = false;
        if line.is_empty() {
            start = line_start;
            continue;
        }
        break;
    }
    prefix.split_at(start)
}

/// `before` then `after`, on a line of their own if `after` holds whole lines and `before` does not end one.
fn join(before: &str, after: &str) -> String {
    if !before.is_empty() && !before.ends_with('\n') && after.contains('\n') {
        format!("{before}\n{after}")
    } else {
        format!("{before}{after}")
    }
}

/// `gap` split after its first line break (the end of the line before, the lines after); with none, all of it is
/// spacing before what follows.
fn split_line(gap: &str) -> (&str, &str) {
    match gap.find('\n') {
        Some(i) => gap.split_at(i + 1),
        None => ("", gap),
    }
}

/// One value of an array with the text that is its own.
#[derive(Clone, Debug)]
pub(super) struct Entry {
    /// The lines above it that are its own (comments) and its indentation.
    lead: String,
    /// The value, with the text between it and its comma.
    value: Value,
    /// The rest of its line after the comma: its comment and the line break.
    tail: String,
}

/// An array taken apart: the text after `[` on its line, the entries, the text before `]` on its line.
#[derive(Clone, Debug)]
pub(super) struct Items {
    head: String,
    entries: Vec<Entry>,
    foot: String,
    /// One value a line (or empty): entries own their lines; otherwise (`[1, 2, 3]`) the spacing is positional.
    multiline: bool,
}

impl Items {
    /// Takes the values out of `array` (its own decor, trailing comma and kind are kept in it).
    pub(super) fn take(array: &mut Array) -> Items {
        let values: Vec<Value> = array.iter().cloned().collect();
        let trailing = raw(Some(array.trailing())).to_string();
        array.clear();
        let mut gaps: Vec<String> = values
            .iter()
            .map(|v| raw(v.decor().prefix()).to_string())
            .collect();
        gaps.push(trailing);
        let multiline = values.is_empty() || gaps.iter().any(|g| g.contains('\n'));
        if !multiline {
            let entries = values
                .into_iter()
                .map(|value| Entry {
                    lead: String::new(),
                    value,
                    tail: String::new(),
                })
                .collect();
            let foot = gaps.pop().unwrap_or_default();
            return Items {
                head: String::new(),
                entries,
                foot,
                multiline,
            };
        }
        let (head, mut lead) = split_line(&gaps[0]);
        let head = head.to_string();
        let mut entries = Vec::with_capacity(values.len());
        for (value, gap) in values.into_iter().zip(&gaps[1..]) {
            let (tail, next) = split_line(gap);
            entries.push(Entry {
                lead: lead.to_string(),
                value,
                tail: tail.to_string(),
            });
            lead = next;
        }
        Items {
            head,
            entries,
            foot: lead.to_string(),
            multiline,
        }
    }

    /// Puts the entries back into `array`, each with its own text.
    pub(super) fn put(self, array: &mut Array) {
        if !self.multiline {
            for (i, mut e) in self.entries.into_iter().enumerate() {
                let suffix = raw(e.value.decor().suffix()).to_string();
                *e.value.decor_mut() = Decor::new(if i == 0 { "" } else { " " }, suffix);
                array.push_formatted(e.value);
            }
            array.set_trailing(self.foot);
            return;
        }
        let mut before = self.head;
        for e in self.entries {
            let mut value = e.value;
            value.decor_mut().set_prefix(join(&before, &e.lead));
            array.push_formatted(value);
            before = e.tail;
        }
        array.set_trailing(join(&before, &self.foot));
    }

    /// How many values.
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Reverses the order of the values, each with its text.
    pub(super) fn reverse(&mut self) {
        self.entries.reverse();
    }

    /// Removes value `i` with its own text (its comment, the comment lines right above it); comments above those,
    /// about what follows, stay.
    pub(super) fn remove(&mut self, i: usize) {
        if i >= self.entries.len() {
            return;
        }
        let gone = self.entries.remove(i);
        let (rest, _) = split_own(&gone.lead);
        if rest.is_empty() {
            return;
        }
        match self.entries.get_mut(i) {
            Some(next) => next.lead = format!("{rest}{}", next.lead),
            None => self.foot = format!("{rest}{}", self.foot),
        }
    }

    /// Inserts `value` at `i` (at the end if past it): on a line of its own, indented as its neighbours, with no
    /// one's comment.
    pub(super) fn insert(&mut self, i: usize, mut value: Value) {
        let i = i.min(self.entries.len());
        if !self.multiline {
            let suffix = raw(value.decor().suffix()).to_string();
            *value.decor_mut() = Decor::new("", suffix);
            self.entries.insert(
                i,
                Entry {
                    lead: String::new(),
                    value,
                    tail: String::new(),
                },
            );
            return;
        }
        if self.entries.is_empty() && !self.head.contains('\n') && !self.foot.contains('\n') {
            // `[]`: the first value on a line of its own.
            self.head.push('\n');
        }
        let neighbour = self.entries.get(i).or_else(|| self.entries.last());
        let indent = neighbour.map_or("  ", |e| e.lead.rsplit('\n').next().unwrap_or(""));
        let indent = if indent.trim().is_empty() && !indent.is_empty() {
            indent.to_string()
        } else {
            "  ".to_string()
        };
        *value.decor_mut() = Decor::new("", "");
        if i > 0
            && let Some(before) = self.entries.get_mut(i - 1)
            && !before.tail.ends_with('\n')
        {
            before.tail.push('\n');
        }
        self.entries.insert(
            i,
            Entry {
                lead: indent,
                value,
                tail: "\n".into(),
            },
        );
    }

    /// Value `i`, to change in place (its text stays).
    pub(super) fn get_mut(&mut self, i: usize) -> Option<&mut Value> {
        self.entries.get_mut(i).map(|e| &mut e.value)
    }
}

/// Sets `key` of an inline table: an existing value is replaced in place (its key, spacing and comment stay); a new
/// key goes last, before the space of the closing brace (`{ at = [1, 2], name = "X" }`, not `… , name = "X"}`).
pub(super) fn set_inline(t: &mut InlineTable, key: &str, mut value: Value) {
    if let Some(old) = t.get_mut(key) {
        *value.decor_mut() = old.decor().clone();
        *old = value;
        return;
    }
    let closing = t.iter_mut().last().map(|(_, last)| {
        let suffix = raw(last.decor().suffix()).to_string();
        last.decor_mut().set_suffix("");
        suffix
    });
    if let Some(closing) = closing {
        *value.decor_mut() = Decor::new(" ", closing);
    }
    t.insert(key, value);
}

/// Removes `key` of an inline table; if it was the last, the space before the closing brace stays.
pub(super) fn remove_inline(t: &mut InlineTable, key: &str) {
    let last = t.iter().last().is_some_and(|(k, _)| k == key);
    let Some(gone) = t.remove(key) else {
        return;
    };
    if last && let Some((_, now_last)) = t.iter_mut().last() {
        now_last
            .decor_mut()
            .set_suffix(raw(gone.decor().suffix()).to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prefix_splits_before_the_comment_paragraph_above_the_element() {
        let p = "\n# about all lines\n\n# about M\n# more about M\n";
        assert_eq!(
            split_own(p),
            ("\n# about all lines\n", "\n# about M\n# more about M\n")
        );
        assert_eq!(split_own("  "), ("", "  "));
        assert_eq!(split_own("  # a\n  "), ("", "  # a\n  "));
        assert_eq!(split_own("\n# all\n\n"), ("\n# all\n", "\n"));
        assert_eq!(split_own(""), ("", ""));
    }

    fn array(text: &str) -> (toml_edit::DocumentMut, String) {
        let doc: toml_edit::DocumentMut = text.parse().expect("TOML");
        (doc, text.to_string())
    }

    fn edit(text: &str, f: impl FnOnce(&mut Items)) -> String {
        let (mut doc, _) = array(text);
        let a = doc["a"].as_array_mut().expect("an array");
        let mut items = Items::take(a);
        f(&mut items);
        items.put(a);
        doc.to_string()
    }

    #[test]
    fn taking_and_putting_back_changes_nothing() {
        for text in [
            "a = [\n  1,  # one\n  # above two\n  2,  # two\n]\n",
            "a = [1, 2, 3]\n",
            "a = []\n",
            "a = [\n]\n",
            "a = [ # the list\n  1, 2,\n  3\n]\n",
        ] {
            assert_eq!(edit(text, |_| {}), text);
        }
    }

    #[test]
    fn comments_move_with_their_values() {
        let text = "a = [\n  1,  # one\n  # above two\n  2,  # two\n  3,  # three\n]\n";
        assert_eq!(
            edit(text, Items::reverse),
            "a = [\n  3,  # three\n  # above two\n  2,  # two\n  1,  # one\n]\n"
        );
        assert_eq!(
            edit(text, |i| i.remove(1)),
            "a = [\n  1,  # one\n  3,  # three\n]\n"
        );
        assert_eq!(
            edit(text, |i| i.remove(2)),
            "a = [\n  1,  # one\n  # above two\n  2,  # two\n]\n"
        );
        assert_eq!(
            edit(text, |i| i.insert(1, Value::from(9))),
            "a = [\n  1,  # one\n  9,\n  # above two\n  2,  # two\n  3,  # three\n]\n"
        );
        assert_eq!(edit("a = [1, 2, 3]\n", Items::reverse), "a = [3, 2, 1]\n");
        assert_eq!(edit("a = [1, 2, 3]\n", |i| i.remove(0)), "a = [2, 3]\n");
        assert_eq!(
            edit("a = []\n", |i| i.insert(0, Value::from(1))),
            "a = [\n  1\n]\n"
        );
    }

    #[test]
    fn a_key_added_or_removed_keeps_the_brace_spacing() {
        let mut doc: toml_edit::DocumentMut = "s = { at = 1, station = \"A\" }\n".parse().expect("TOML");
        let t = doc["s"].as_inline_table_mut().expect("inline");
        set_inline(t, "name", Value::from("B"));
        assert_eq!(doc.to_string(), "s = { at = 1, station = \"A\", name = \"B\" }\n");
        let t = doc["s"].as_inline_table_mut().expect("inline");
        remove_inline(t, "station");
        remove_inline(t, "name");
        assert_eq!(doc.to_string(), "s = { at = 1 }\n");
    }
}

//! Small changes to a JSON value: how an update carries the pieces after each beat of a step a client animates
//! ([`crate::Update::beats`]) without sending the whole pieces again each time. A [`Patch`] replaces the value at a
//! path (object keys and array indices); [`diff`] makes the patches from one value to another, [`apply`] applies them.
//! An array whose length changed, or a value of another kind, is replaced whole.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One step of a path into a JSON value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Key {
    /// An array's index.
    Index(usize),
    /// An object's key.
    Name(String),
}

/// The value at `path` becomes `value`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Patch {
    /// Where, from the top: keys and indices.
    pub path: Vec<Key>,
    /// The new value there.
    pub value: Value,
}

/// The patches that make `before` into `after`, as few and as deep as the two allow.
pub fn diff(before: &Value, after: &Value) -> Vec<Patch> {
    let mut out = Vec::new();
    let mut path = Vec::new();
    walk(before, after, &mut path, &mut out);
    out
}

fn walk(before: &Value, after: &Value, path: &mut Vec<Key>, out: &mut Vec<Patch>) {
    if before == after {
        return;
    }
    match (before, after) {
        (Value::Object(a), Value::Object(b)) if a.len() == b.len() && a.keys().all(|k| b.contains_key(k)) => {
            for (key, value) in b {
                if let Some(old) = a.get(key) {
                    path.push(Key::Name(key.clone()));
                    walk(old, value, path, out);
                    path.pop();
                }
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (old, new)) in a.iter().zip(b).enumerate() {
                path.push(Key::Index(i));
                walk(old, new, path, out);
                path.pop();
            }
        }
        _ => out.push(Patch {
            path: path.clone(),
            value: after.clone(),
        }),
    }
}

/// Applies `patches` to `value` in order. A path that does not lead anywhere in `value` is an error (nothing after it
/// is applied): a client that holds other pieces than the server's asks for the whole state.
pub fn apply(value: &mut Value, patches: &[Patch]) -> Result<(), String> {
    for patch in patches {
        let mut at = &mut *value;
        for key in &patch.path {
            at = match (key, at) {
                (Key::Index(i), Value::Array(items)) => {
                    items.get_mut(*i).ok_or_else(|| format!("no index {i}"))?
                }
                (Key::Name(name), Value::Object(map)) => {
                    map.get_mut(name).ok_or_else(|| format!("no key {name:?}"))?
                }
                (key, _) => return Err(format!("{key:?} leads nowhere")),
            };
        }
        *at = patch.value.clone();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_diff_applied_makes_the_value() {
        let cases = [
            (json!({"a": 1, "b": [1, 2, 3]}), json!({"a": 1, "b": [1, 5, 3]})),
            (json!({"a": 1, "b": [1, 2, 3]}), json!({"a": 2, "b": [1, 2]})),
            (json!({"a": {"x": null}}), json!({"a": {"y": true}})),
            (json!([{"v": 1}, {"v": 2}]), json!([{"v": 1}, {"v": 3}])),
            (json!(1), json!("one")),
            (json!({"same": [1]}), json!({"same": [1]})),
        ];
        for (before, after) in cases {
            let patches = diff(&before, &after);
            let mut value = before.clone();
            apply(&mut value, &patches).expect("applies");
            assert_eq!(value, after, "{before} → {after}: {patches:?}");
            let text = serde_json::to_string(&patches).expect("written");
            let read: Vec<Patch> = serde_json::from_str(&text).expect("read");
            assert_eq!(read, patches);
        }
        // Deep and small: one number changed is one patch at its place.
        let patches = diff(
            &json!({"lines": [{"value": 0}, {"value": 2}]}),
            &json!({"lines": [{"value": 0}, {"value": 4}]}),
        );
        assert_eq!(
            serde_json::to_string(&patches).expect("written"),
            r#"[{"path":["lines",1,"value"],"value":4}]"#
        );
        assert!(diff(&json!({"same": 1}), &json!({"same": 1})).is_empty());
    }

    #[test]
    fn a_patch_that_leads_nowhere_is_an_error() {
        let mut value = json!({"a": [1]});
        let patch = Patch {
            path: vec![Key::Name("a".into()), Key::Index(4)],
            value: json!(0),
        };
        assert!(apply(&mut value, &[patch]).is_err());
        let patch = Patch {
            path: vec![Key::Index(0)],
            value: json!(0),
        };
        assert!(apply(&mut value, &[patch]).is_err());
    }
}

//! A small schema walker over `toml`'s spanned document tree: typed reads that record a diagnostic for every
//! missing, mistyped or unknown key and go on reading.

use std::collections::HashSet;
use std::ops::Range;

use metro_core::limits::{MAX_DATA_FILE_BYTES, MAX_DATA_FILE_LINES, MAX_PROBLEMS_REPORTED};
use metro_core::problem::LocusPart;
use metro_core::text::printable;
use metro_core::{Locus, Point, Problem, Rgb};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::diagnostic::{Diagnostic, Diagnostics, LineIndex};
use crate::locale::tr;

/// The largest coordinate a stop may have, in spaces; keeps arithmetic far from overflow.
const MAX_COORDINATE: f64 = 1_000.0;

/// A parsed document and the problems found so far.
pub struct Doc<'i> {
    file: String,
    text: &'i str,
    root: Spanned<DeTable<'i>>,
    sink: Sink,
}

/// Collects problems as byte spans, and the places where a stand-in replaced a value that could not be read.
#[derive(Default)]
pub struct Sink {
    found: Vec<(Range<usize>, String, Option<&'static str>)>,
    stood_in: Vec<Locus>,
}

impl Sink {
    /// Notes that `value` stands in at `locus` for something already reported, and returns it. Meaning problems
    /// at or below that locus are then not reported: they would be about the stand-in, not the file.
    pub fn stand_in<T>(&mut self, locus: Locus, value: T) -> T {
        self.stood_in.push(locus);
        value
    }

    /// Records a problem at a span.
    pub fn error(&mut self, span: Range<usize>, message: String) {
        self.found.push((span, message, None));
    }
}

impl<'i> Doc<'i> {
    /// Parses the text; every syntax error is reported, and a document with any is refused.
    /// A text over [`MAX_DATA_FILE_BYTES`] or [`MAX_DATA_FILE_LINES`] is refused before it is parsed.
    pub fn parse(file: &str, text: &'i str) -> Result<Doc<'i>, Diagnostics> {
        if let Some(message) = over_size(text) {
            return Err(Diagnostics {
                file: file.to_string(),
                text: String::new(),
                items: vec![Diagnostic {
                    file: file.to_string(),
                    span: 0..0,
                    line: 1,
                    column: 1,
                    message,
                    rule: None,
                }],
                omitted: 0,
            });
        }
        let (root, errors) = DeTable::parse_recoverable(text);
        let mut doc = Doc {
            file: file.to_string(),
            text,
            root,
            sink: Sink::default(),
        };
        if errors.is_empty() {
            return Ok(doc);
        }
        for error in errors {
            let span = error.span().unwrap_or(0..0);
            let message = tr!(
                "data-toml-syntax",
                message = printable_message(error.message().trim())
            );
            doc.sink.found.push((span, message, None));
        }
        Err(doc.into_diagnostics())
    }

    /// Runs a schema reader over the document.
    pub fn read(&mut self, reader: impl FnOnce(Val<'_, 'i>, &mut Sink)) {
        let span = self.root.span();
        let root = Val {
            value: None,
            table: Some(self.root.get_ref()),
            span: (span.start, span.end),
        };
        reader(root, &mut self.sink);
    }

    /// Validates what the reader produced with the core's checks and returns the value or every problem.
    pub fn finish<S, T>(
        mut self,
        spec: Option<S>,
        build: impl FnOnce(S) -> Result<T, Vec<Problem>>,
    ) -> Result<T, Diagnostics> {
        let built = spec.map(build);
        match built {
            Some(Ok(value)) if self.sink.found.is_empty() => Ok(value),
            Some(Err(problems)) => {
                // A problem is dropped when its locus or any prefix of it stood in: a set lookup per prefix, so
                // the cost is linear in the problems, however many stand-ins there were.
                let stood_in: HashSet<Vec<LocusPart>> = std::mem::take(&mut self.sink.stood_in)
                    .into_iter()
                    .map(|l| l.0)
                    .collect();
                for problem in problems {
                    let parts = problem.locus.0.as_slice();
                    if !stood_in.is_empty() && (0..=parts.len()).any(|n| stood_in.contains(&parts[..n])) {
                        continue;
                    }
                    let span = self.locate(&problem.locus);
                    self.sink.found.push((span, problem.message, Some(problem.rule)));
                }
                Err(self.into_diagnostics())
            }
            _ => Err(self.into_diagnostics()),
        }
    }

    /// The span of the deepest part of the document the locus reaches.
    fn locate(&self, locus: &Locus) -> Range<usize> {
        locate(&self.root, locus)
    }

    /// Sorts the problems by position, drops repeats, keeps the first [`MAX_PROBLEMS_REPORTED`] and finds their
    /// lines and columns with one [`LineIndex`].
    fn into_diagnostics(self) -> Diagnostics {
        let mut found = self.sink.found;
        found.sort_by_key(|(span, _, _)| (span.start, span.end));
        found.dedup();
        let omitted = found.len().saturating_sub(MAX_PROBLEMS_REPORTED);
        found.truncate(MAX_PROBLEMS_REPORTED);
        let index = LineIndex::new(self.text);
        let items = found
            .into_iter()
            .map(|(span, message, rule)| {
                let (line, column) = index.line_column(self.text, span.start);
                Diagnostic {
                    file: self.file.clone(),
                    span,
                    line,
                    column,
                    message,
                    rule,
                }
            })
            .collect();
        Diagnostics {
            file: self.file,
            text: self.text.to_string(),
            items,
            omitted,
        }
    }
}

/// The span of the deepest part of a parsed document the locus reaches.
fn locate<'i>(root: &Spanned<DeTable<'i>>, locus: &Locus) -> Range<usize> {
    let mut span = root.span();
    let mut table: Option<&DeTable<'i>> = Some(root.get_ref());
    let mut value: Option<&DeValue<'i>> = None;
    for part in &locus.0 {
        let next = match part {
            LocusPart::Key(key) => table
                .or(value.and_then(DeValue::as_table))
                .and_then(|t| lookup(t, key)),
            LocusPart::Index(i) => value.and_then(DeValue::as_array).and_then(|a| a.get(*i)),
        };
        let Some(next) = next else { break };
        span = next.span();
        value = Some(next.get_ref());
        table = None;
    }
    span
}

/// A diagnostic at the deepest part of a document's text that a locus reaches (the whole document when the text does
/// not parse or the locus reaches nothing in it).
pub(crate) fn diagnostic_at(
    file: &str,
    text: &str,
    locus: &Locus,
    message: String,
    rule: Option<&'static str>,
) -> Diagnostic {
    let span = if over_size(text).is_some() {
        0..text.len()
    } else {
        let (root, _errors) = DeTable::parse_recoverable(text);
        locate(&root, locus)
    };
    let (line, column) = LineIndex::new(text).line_column(text, span.start);
    Diagnostic {
        file: file.to_string(),
        span,
        line,
        column,
        message,
        rule,
    }
}

/// Why a text is too big to parse, if it is.
fn over_size(text: &str) -> Option<String> {
    if text.len() > MAX_DATA_FILE_BYTES {
        return Some(tr!(
            "data-too-many-bytes",
            bytes = text.len().to_string(),
            max = MAX_DATA_FILE_BYTES.to_string()
        ));
    }
    let lines = text.bytes().filter(|&b| b == b'\n').count() + 1;
    (lines > MAX_DATA_FILE_LINES).then(|| {
        tr!(
            "data-too-many-lines",
            lines = lines.to_string(),
            max = MAX_DATA_FILE_LINES.to_string()
        )
    })
}

/// A message of the TOML parser, which may quote the text: escaped and cut like a name.
fn printable_message(message: &str) -> String {
    metro_core::Printable::max_chars(message, 300).to_string()
}

fn lookup<'a, 'i>(table: &'a DeTable<'i>, key: &str) -> Option<&'a Spanned<DeValue<'i>>> {
    table
        .iter()
        .find(|(k, _)| k.get_ref().as_ref() == key)
        .map(|(_, v)| v)
}

/// A value of the document with its span (the root is a table without a `DeValue`).
#[derive(Clone, Copy)]
pub struct Val<'a, 'i> {
    value: Option<&'a DeValue<'i>>,
    table: Option<&'a DeTable<'i>>,
    span: (usize, usize),
}

impl<'a, 'i> Val<'a, 'i> {
    fn of(spanned: &'a Spanned<DeValue<'i>>) -> Val<'a, 'i> {
        let span = spanned.span();
        let value = spanned.get_ref();
        Val {
            value: Some(value),
            table: value.as_table(),
            span: (span.start, span.end),
        }
    }

    /// Its byte range.
    pub fn span(&self) -> Range<usize> {
        self.span.0..self.span.1
    }

    fn type_name(&self) -> &'static str {
        match self.value {
            Some(v) => v.type_str(),
            None => "table",
        }
    }

    /// Reports a value of the wrong type; `wanted` is a key of the `data-expected` message (`table`, `string`,
    /// `integer`, `boolean`, `array`, `number`).
    fn wrong(&self, d: &mut Sink, wanted: &str) {
        let found = match self.type_name() {
            "string" => tr!("data-found-string"),
            "integer" => tr!("data-found-integer"),
            "float" => tr!("data-found-float"),
            "boolean" => tr!("data-found-boolean"),
            "datetime" => tr!("data-found-datetime"),
            "array" => tr!("data-found-array"),
            "table" => tr!("data-found-table"),
            other => other.to_string(),
        };
        d.error(self.span(), tr!("data-expected", wanted = wanted, found = found));
    }

    /// Reads a table and reports keys not in `allowed`.
    pub fn table(&self, d: &mut Sink, allowed: &[&str]) -> Table<'a, 'i> {
        let table = self.open_table(d);
        for (key, value) in table.table.into_iter().flatten() {
            let name = key.get_ref().as_ref();
            if !allowed.contains(&name) {
                let _ = value;
                d.error(
                    key.span(),
                    tr!(
                        "data-unknown-key",
                        key = printable(name).to_string(),
                        allowed = allowed.join(", ")
                    ),
                );
            }
        }
        table
    }

    /// Reads a table whose keys are checked by the caller.
    pub fn open_table(&self, d: &mut Sink) -> Table<'a, 'i> {
        if self.table.is_none() {
            self.wrong(d, "table");
        }
        Table {
            table: self.table,
            span: self.span,
        }
    }

    /// Reads a string.
    pub fn str(&self, d: &mut Sink) -> Option<String> {
        match self.value.and_then(DeValue::as_str) {
            Some(s) => Some(s.to_string()),
            None => {
                self.wrong(d, "string");
                None
            }
        }
    }

    /// Reads an integer.
    pub fn int(&self, d: &mut Sink) -> Option<i64> {
        match self.value.and_then(DeValue::as_integer) {
            Some(i) => match i64::from_str_radix(&i.as_str().replace('_', ""), i.radix()) {
                Ok(v) => Some(v),
                Err(_) => {
                    d.error(self.span(), tr!("data-integer-out-of-range"));
                    None
                }
            },
            None => {
                self.wrong(d, "integer");
                None
            }
        }
    }

    /// Reads a boolean.
    pub fn bool(&self, d: &mut Sink) -> Option<bool> {
        let b = self.value.and_then(DeValue::as_bool);
        if b.is_none() {
            self.wrong(d, "boolean");
        }
        b
    }

    /// Reads an array.
    pub fn array(&self, d: &mut Sink) -> Option<Vec<Val<'a, 'i>>> {
        match self.value.and_then(DeValue::as_array) {
            Some(items) => Some(items.iter().map(Val::of).collect()),
            None => {
                self.wrong(d, "array");
                None
            }
        }
    }

    /// Reads an array of at most `max` items: a longer one is reported (`what` names its items, e.g. `"lines"`) and
    /// only its first `max` items are returned, so that no work is done per item beyond a hard limit.
    pub fn array_max(&self, d: &mut Sink, max: usize, what: &str) -> Option<Vec<Val<'a, 'i>>> {
        match self.value.and_then(DeValue::as_array) {
            Some(items) => {
                if items.len() > max {
                    d.error(
                        self.span(),
                        tr!(
                            "data-at-most",
                            what = match what {
                                "stops on a line" => "stops",
                                "revenue-track rows" => "rows",
                                "cards in a column" => "cards",
                                "colour cards" => "colour-cards",
                                "shape cards" => "shape-cards",
                                other => other,
                            },
                            max = max.to_string(),
                            count = items.len().to_string()
                        ),
                    );
                }
                Some(items.iter().take(max).map(Val::of).collect())
            }
            None => {
                self.wrong(d, "array");
                None
            }
        }
    }

    /// Reads a `"#RRGGBB"` colour.
    pub fn colour(&self, d: &mut Sink) -> Option<Rgb> {
        let text = self.str(d)?;
        let colour = Rgb::parse_hex(&text);
        if colour.is_none() {
            d.error(
                self.span(),
                tr!("data-colour", text = printable(&text).to_string()),
            );
        }
        colour
    }

    /// Reads a number of spaces that is a multiple of 0.5, in half units.
    fn half_units(&self, d: &mut Sink) -> Option<i64> {
        let number = match self.value {
            Some(DeValue::Integer(i)) => i64::from_str_radix(&i.as_str().replace('_', ""), i.radix())
                .ok()
                .map(|v| v as f64),
            Some(DeValue::Float(f)) => f.as_str().replace('_', "").parse::<f64>().ok(),
            _ => {
                self.wrong(d, "number");
                return None;
            }
        };
        match number {
            Some(n) if n.is_finite() && n.abs() <= MAX_COORDINATE && (n * 2.0).fract() == 0.0 => {
                Some((n * 2.0) as i64)
            }
            _ => {
                d.error(
                    self.span(),
                    tr!("data-coordinate", max = MAX_COORDINATE.to_string()),
                );
                None
            }
        }
    }

    /// Reads a stop position `[x, y]`.
    pub fn point(&self, d: &mut Sink) -> Option<Point> {
        let items = self.array(d)?;
        if items.len() != 2 {
            d.error(self.span(), tr!("data-position", count = items.len().to_string()));
            return None;
        }
        let x = items[0].half_units(d);
        let y = items[1].half_units(d);
        Some(crate::point(x?, y?))
    }
}

/// A table of the document (possibly absent after a type error, then every read quietly yields nothing).
pub struct Table<'a, 'i> {
    table: Option<&'a DeTable<'i>>,
    span: (usize, usize),
}

impl<'a, 'i> Table<'a, 'i> {
    fn get(&self, key: &str) -> Option<Val<'a, 'i>> {
        self.table.and_then(|t| lookup(t, key)).map(Val::of)
    }

    /// Every key with its value.
    pub fn entries(&self) -> impl Iterator<Item = (&'a str, Val<'a, 'i>)> + 'a {
        self.table
            .into_iter()
            .flatten()
            .map(|(k, v)| (k.get_ref().as_ref(), Val::of(v)))
    }

    /// A key that may be absent.
    pub fn opt_value(&self, _d: &mut Sink, key: &str) -> Option<Val<'a, 'i>> {
        self.get(key)
    }

    /// A key that must be present.
    pub fn req_value(&self, d: &mut Sink, key: &str) -> Option<Val<'a, 'i>> {
        let value = self.get(key);
        if value.is_none() && self.table.is_some() {
            d.error(self.span.0..self.span.1, tr!("data-missing-key", key = key));
        }
        value
    }

    /// A required string.
    pub fn req_str(&self, d: &mut Sink, key: &str) -> Option<String> {
        self.req_value(d, key)?.str(d)
    }

    /// An optional string.
    pub fn opt_str(&self, d: &mut Sink, key: &str) -> Option<String> {
        self.get(key)?.str(d)
    }

    /// A required integer.
    pub fn req_int(&self, d: &mut Sink, key: &str) -> Option<i64> {
        self.req_value(d, key)?.int(d)
    }

    /// A required boolean.
    pub fn req_bool(&self, d: &mut Sink, key: &str) -> Option<bool> {
        self.req_value(d, key)?.bool(d)
    }

    /// A required array.
    pub fn req_array(&self, d: &mut Sink, key: &str) -> Option<Vec<Val<'a, 'i>>> {
        self.req_value(d, key)?.array(d)
    }

    /// A required array of at most `max` items (see [`Val::array_max`]).
    pub fn req_array_max(&self, d: &mut Sink, key: &str, max: usize, what: &str) -> Option<Vec<Val<'a, 'i>>> {
        self.req_value(d, key)?.array_max(d, max, what)
    }

    /// A required colour.
    pub fn req_colour(&self, d: &mut Sink, key: &str) -> Option<Rgb> {
        self.req_value(d, key)?.colour(d)
    }
}

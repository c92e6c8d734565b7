//! The checks that keep catalogs whole: every message in every language with the same variables, no syntax errors,
//! no duplicates, no English left in German or Italian, and no id used in code that the catalog lacks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use crate::catalog::Catalog;
use crate::language::Language;

/// One thing wrong with a catalog, as a line a person can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// `catalog / language / file`, or `catalog / language`.
    pub place: String,
    /// What is wrong.
    pub what: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.place, self.what)
    }
}

/// The marker, in a message's own comment in a German or Italian file, of a text that is rightly the same as the
/// English one (a name, a symbol): `# same in every language`.
pub const SAME_IN_EVERY_LANGUAGE: &str = "same in every language";

/// What one language's files hold: per id (`message` or `message.attribute`), its variables and its text.
#[derive(Default)]
struct Holdings {
    messages: BTreeMap<String, Held>,
}

struct Held {
    variables: BTreeSet<String>,
    text: String,
    same_allowed: bool,
}

impl Catalog {
    /// Everything wrong with this catalog; empty when it is whole.
    pub fn check(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let holdings = Language::ALL.map(|language| self.holdings(language, &mut problems));
        let english = &holdings[Language::English.index()];
        for language in [Language::German, Language::Italian] {
            let place = format!("{} / {}", self.label(), language.code());
            let held = &holdings[language.index()];
            for (id, reference) in &english.messages {
                let Some(message) = held.messages.get(id) else {
                    problems.push(Problem {
                        place: place.clone(),
                        what: format!("`{id}` is missing"),
                    });
                    continue;
                };
                if message.variables != reference.variables {
                    problems.push(Problem {
                        place: place.clone(),
                        what: format!(
                            "`{id}` uses variables {:?}, English uses {:?}",
                            message.variables, reference.variables
                        ),
                    });
                }
                if message.text == reference.text && has_words(&message.text) && !message.same_allowed {
                    problems.push(Problem {
                        place: place.clone(),
                        what: format!(
                            "`{id}` is still English (\"{}\"); translate it, or mark it `# {SAME_IN_EVERY_LANGUAGE}`",
                            message.text
                        ),
                    });
                }
            }
            for id in held
                .messages
                .keys()
                .filter(|id| !english.messages.contains_key(*id))
            {
                problems.push(Problem {
                    place: place.clone(),
                    what: format!("`{id}` is not in English (a stale or misspelt id)"),
                });
            }
        }
        problems
    }

    /// Every message id (`message` and `message.attribute`) of the English files.
    pub fn ids(&self) -> BTreeSet<String> {
        self.holdings(Language::English, &mut Vec::new())
            .messages
            .into_keys()
            .collect()
    }

    /// Every message id of the English files with the names of the variables it takes.
    pub fn variables(&self) -> BTreeMap<String, BTreeSet<String>> {
        self.holdings(Language::English, &mut Vec::new())
            .messages
            .into_iter()
            .map(|(id, held)| (id, held.variables))
            .collect()
    }

    /// Every English text of this catalog with its placeables left as `{$name}`, for tests that look for English
    /// on a German or Italian screen.
    pub fn english_texts(&self) -> Vec<String> {
        self.holdings(Language::English, &mut Vec::new())
            .messages
            .into_values()
            .map(|held| held.text)
            .collect()
    }

    fn holdings(&self, language: Language, problems: &mut Vec<Problem>) -> Holdings {
        let mut holdings = Holdings::default();
        for (file, text) in self.sources(language) {
            let place = format!("{} / {} / {file}", self.label(), language.code());
            // the full parser keeps comments (the run-time one drops them)
            let resource = match fluent_syntax::parser::parse(*text) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    for error in errors {
                        let line = text[..error.pos.start.min(text.len())].matches('\n').count() + 1;
                        problems.push(Problem {
                            place: place.clone(),
                            what: format!("line {line}: {error}"),
                        });
                    }
                    resource
                }
            };
            let same_marked = |comment: &Option<ast::Comment<&str>>| {
                comment
                    .as_ref()
                    .is_some_and(|c| c.content.iter().any(|line| line.contains(SAME_IN_EVERY_LANGUAGE)))
            };
            for entry in &resource.body {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                let same_allowed = same_marked(&message.comment);
                let mut add = |id: String, pattern: &ast::Pattern<&str>| {
                    let mut variables = BTreeSet::new();
                    pattern_variables(pattern, &mut variables);
                    let held = Held {
                        variables,
                        text: pattern_text(pattern),
                        same_allowed,
                    };
                    match holdings.messages.entry(id) {
                        std::collections::btree_map::Entry::Vacant(slot) => {
                            slot.insert(held);
                        }
                        // the bundle keeps the first one too
                        std::collections::btree_map::Entry::Occupied(slot) => problems.push(Problem {
                            place: place.clone(),
                            what: format!("`{}` is defined twice", slot.key()),
                        }),
                    }
                };
                if let Some(value) = &message.value {
                    add(message.id.name.to_owned(), value);
                }
                for attribute in &message.attributes {
                    add(
                        format!("{}.{}", message.id.name, attribute.id.name),
                        &attribute.value,
                    );
                }
            }
        }
        holdings
    }
}

fn has_words(text: &str) -> bool {
    // `{$name}` placeables are not words
    let mut depth = 0usize;
    let mut letters = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            c if depth == 0 && c.is_alphabetic() => letters += 1,
            _ => {}
        }
    }
    letters >= 2
}

fn pattern_text(pattern: &ast::Pattern<&str>) -> String {
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => text.push_str(value),
            ast::PatternElement::Placeable { expression } => expression_text(expression, &mut text),
        }
    }
    text
}

fn expression_text(expression: &ast::Expression<&str>, text: &mut String) {
    match expression {
        ast::Expression::Inline(inline) => inline_text(inline, text),
        ast::Expression::Select { selector, variants } => {
            text.push('{');
            inline_text(selector, text);
            for variant in variants {
                text.push('|');
                text.push_str(&pattern_text(&variant.value));
            }
            text.push('}');
        }
    }
}

fn inline_text(inline: &ast::InlineExpression<&str>, text: &mut String) {
    match inline {
        ast::InlineExpression::StringLiteral { value } => text.push_str(value),
        ast::InlineExpression::NumberLiteral { value } => text.push_str(value),
        ast::InlineExpression::VariableReference { id } => {
            text.push_str("{$");
            text.push_str(id.name);
            text.push('}');
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            text.push_str("{msg:");
            text.push_str(id.name);
            text.push('}');
        }
        ast::InlineExpression::TermReference { id, .. } => {
            text.push_str("{-");
            text.push_str(id.name);
            text.push('}');
        }
        ast::InlineExpression::FunctionReference { id, .. } => {
            text.push_str("{fn:");
            text.push_str(id.name);
            text.push('}');
        }
        ast::InlineExpression::Placeable { expression } => expression_text(expression, text),
    }
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Panics with every problem of `catalog` ([`Catalog::check`]) and every unknown id used under `source_dir`
/// ([`unknown_ids`]), one per line: each crate that speaks calls it from a test of its own.
pub fn assert_whole(catalog: &Catalog, source_dir: &Path) {
    let mut lines: Vec<String> = catalog.check().iter().map(ToString::to_string).collect();
    lines.extend(
        unknown_ids(catalog, source_dir)
            .into_iter()
            .map(|id| format!("{}: not in the catalog: {id}", catalog.label())),
    );
    assert!(
        lines.is_empty(),
        "{} problems with the words:\n{}",
        lines.len(),
        lines.join("\n")
    );
}

/// Every literal message id that Rust code under `dir` passes to `tr!` (as `tr!(CATALOG, "id"` or a crate's own
/// `tr!("id"`) and that `catalog` lacks, as `path:line: id`. Ids built at run time are not seen.
pub fn unknown_ids(catalog: &Catalog, dir: &Path) -> Vec<String> {
    let known = catalog.ids();
    let mut unknown = Vec::new();
    let mut files = Vec::new();
    rust_files(dir, &mut files);
    files.sort();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        // comments (docs showing how to call `tr!`) are not calls: blanked, so offsets keep their lines
        let code: String = text
            .split_inclusive('\n')
            .map(|line| {
                if line.trim_start().starts_with("//") {
                    line.chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect()
                } else {
                    line.to_owned()
                }
            })
            .collect();
        for (offset, id) in literal_ids(&code) {
            if !known.contains(id) {
                let line = code[..offset].matches('\n').count() + 1;
                unknown.push(format!("{}:{line}: {id}", file.display()));
            }
        }
    }
    unknown
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The literal ids of the `tr!(` calls in a text, with their byte offsets; a call may span lines (as rustfmt
/// splits long ones).
fn literal_ids(text: &str) -> Vec<(usize, &str)> {
    let mut ids = Vec::new();
    let mut from = 0;
    while let Some(found) = text[from..].find("tr!(") {
        let start = from + found;
        from = start + 4;
        // `include_str!(` is not a call of `tr!`
        if text[..start]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let mut call = text[from..].trim_start();
        // skip a catalog argument (`WORDS,` or `crate::WORDS,`)
        if !call.starts_with('"')
            && let Some(comma) = call.find(',')
            && call[..comma]
                .trim_end()
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == ':')
        {
            call = call[comma + 1..].trim_start();
        }
        if let Some(literal) = call.strip_prefix('"')
            && let Some(end) = literal.find('"')
        {
            let offset = text.len() - literal.len();
            ids.push((offset, &literal[..end]));
        }
    }
    ids
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Sources;

    static BROKEN: Catalog = Catalog::new(
        "broken",
        Sources {
            english: &[("a.ftl", "hello = Hello, { $name }!\nplay = Play\nmetro = Metro\n")],
            german: &[(
                "a.ftl",
                "hello = Hallo, { $who }!\nplay = Play\n# same in every language\nmetro = Metro\nstale = Alt\n",
            )],
            italian: &[(
                "a.ftl",
                "hello = Ciao, { $name }!\nhello = Ciao!\nplay = Gioca\nmetro = {\n",
            )],
        },
    );

    #[test]
    fn the_check_finds_every_kind_of_mistake() {
        let problems: Vec<String> = BROKEN.check().iter().map(ToString::to_string).collect();
        let expect = [
            "broken / it / a.ftl: line ",
            "broken / it / a.ftl: `hello` is defined twice",
            "broken / de: `hello` uses variables {\"who\"}, English uses {\"name\"}",
            "broken / de: `play` is still English",
            "broken / de: `stale` is not in English",
            "broken / it: `metro` is missing",
        ];
        for expected in expect {
            assert!(
                problems.iter().any(|p| p.starts_with(expected)),
                "no problem starting {expected:?} in {problems:#?}"
            );
        }
        assert_eq!(problems.len(), expect.len(), "{problems:#?}");
    }

    #[test]
    fn ids_used_in_code_are_found_on_a_line_or_across_lines() {
        let ids = |text| {
            literal_ids(text)
                .into_iter()
                .map(|(_, id)| id)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            ids(r#"ui.label(tr!(WORDS, "menu-play")); x(tr!("log-round", round = 2)); tr!(crate::W, "a.b")"#),
            ["menu-play", "log-round", "a.b"]
        );
        assert!(ids(r#"tr!(WORDS, &format!("kind-{k}"))"#).is_empty());
        assert!(ids(r#"include_str!("../help/kinds.txt")"#).is_empty());
        // rustfmt splits long calls over lines
        assert_eq!(
            ids("tr!(\n    WORDS,\n    \"split-call\",\n    n = 2\n)"),
            ["split-call"]
        );
        assert_eq!(
            ids("x(tr!(\n    \"local-split\",\n    n = 2\n))"),
            ["local-split"]
        );
    }
}

//! The words of the browser page (`locales/{en,de,it}/web.ftl`): sent to the page as they are, by
//! `GET /api/words/{language}` ([`page_words`]). The game's own words come rendered in the seat's language in the
//! protocol's messages; these are only the page's labels.

use std::collections::BTreeMap;

use metro_lang::{Language, Value};

metro_lang::catalog!(pub static WORDS = "server", ["web.ftl"]);

/// Every word of the page in `language`, by id; a variable stays in the text as `{name}`, for the page to fill.
pub fn page_words(language: Language) -> BTreeMap<String, String> {
    WORDS
        .variables()
        .into_iter()
        .map(|(id, variables)| {
            let placeholders: Vec<String> = variables.iter().map(|v| format!("{{{v}}}")).collect();
            let args: Vec<(&str, Value<'_>)> = variables
                .iter()
                .zip(&placeholders)
                .map(|(name, placeholder)| (name.as_str(), Value::from(placeholder.as_str())))
                .collect();
            let text = WORDS.message_in(language, &id, &args);
            (id, text)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message in English, German and Italian, with the same variables.
    #[test]
    fn every_message_is_in_every_language() {
        metro_lang::assert_whole(&WORDS, std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    }

    /// Every word the page's scripts ask for (`t("id"` in `web/js`) is in the catalog.
    #[test]
    fn every_word_the_page_uses_is_in_the_catalog() {
        let known = WORDS.ids();
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web/js");
        let mut unknown = Vec::new();
        let mut used = 0;
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            for (i, _) in text.match_indices("t(\"") {
                // a call of `t`, not of a name ending in t
                if text[..i]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
                {
                    continue;
                }
                let rest = &text[i + 3..];
                let id = &rest[..rest.find('"').unwrap()];
                used += 1;
                if !known.contains(id) {
                    unknown.push(format!("{}: {id}", path.display()));
                }
            }
        }
        assert!(used > 20, "the page's scripts ask for words");
        assert!(unknown.is_empty(), "not in web.ftl: {unknown:#?}");
    }

    #[test]
    fn variables_stay_for_the_page_to_fill() {
        let words = page_words(Language::German);
        assert!(words.values().any(|w| w.contains("{code}")), "{words:?}");
        assert_ne!(words, page_words(Language::English));
    }
}

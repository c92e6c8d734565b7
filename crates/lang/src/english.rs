//! Finding English left in a German or Italian text: the tests of every crate that speaks use it on real output.

/// The runs of English words of `english` (8 characters or more, and every shorter run inside a longer one that is
/// still 8 or more) that `shown` contains as whole words. `english` is the same output in English, so whatever is
/// the same in every language (names, numbers, file:line:col, `code`, option names such as `--json`, words in
/// capitals such as `TOML`, names whose every word is capitalised such as "Metro Drinks") is left out: only runs of
/// plain words count, and a word joined to `-`, `_` or a backtick in `shown` is a name, not the word. Empty when
/// `shown` has no English of `english` in it.
pub fn english_left(english: &str, shown: &str) -> Vec<String> {
    let mut found = Vec::new();
    for run in word_runs(english) {
        for start in 0..run.len() {
            for end in start + 1..=run.len() {
                let words = &run[start..end];
                // a run of capitalised words is a name ("Metro Drinks", "Tokyo Metro")
                if words.iter().all(|w| w.starts_with(char::is_uppercase)) {
                    continue;
                }
                let fragment = words.join(" ");
                if fragment.chars().count() >= 8
                    && contains_words(shown, &fragment)
                    && !found.contains(&fragment)
                {
                    found.push(fragment);
                }
            }
        }
    }
    found
}

/// The runs of plain words of a text: a token with anything but letters (after its punctuation), a name in capitals
/// or an option breaks a run, and so does punctuation after a word.
fn word_runs(text: &str) -> Vec<Vec<&str>> {
    let mut runs = Vec::new();
    let mut run = Vec::new();
    for token in text.split_whitespace() {
        let word = token.trim_matches(|c: char| "()[],.;:!?\"'`“”„«»*".contains(c));
        let is_word = word.starts_with(char::is_alphabetic)
            && word.chars().all(|c| c.is_alphabetic() || c == '-' || c == '\'')
            && !word.chars().all(|c| c.is_uppercase() || c == '-')
            && !token.contains('`');
        if is_word {
            run.push(word);
        }
        if !is_word || word.len() != token.len() {
            runs.push(std::mem::take(&mut run));
        }
    }
    runs.push(run);
    runs.retain(|run| !run.is_empty());
    runs
}

/// Whether `text` contains `words` as whole words (not "on valid" in "non valido", not "language" in `--language`).
fn contains_words(text: &str, words: &str) -> bool {
    let joins = |c: char| c.is_alphanumeric() || "-_`".contains(c);
    text.match_indices(words).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + words.len()..].chars().next();
        !before.is_some_and(joins) && !after.is_some_and(joins)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_words_are_found_and_names_are_not() {
        let english =
            "game with seed 5: the game did not end within 200000 decisions (`metro check`, --playtests)";
        assert_eq!(
            english_left(
                english,
                "Spiel mit Seed 5: das Spiel endete nicht innerhalb von 200000 Entscheidungen"
            ),
            Vec::<String>::new()
        );
        let left = english_left(
            english,
            "Spiel mit Seed 5: the game did not end innerhalb von 200000 Entscheidungen",
        );
        assert!(left.contains(&"the game did not end".to_owned()), "{left:?}");
        assert!(english_left("a map file, or none", "--map-file").is_empty());
        assert!(english_left("not valid here", "non valido").is_empty());
        assert!(english_left("the decisions", "`the decisions`").is_empty());
        assert!(english_left("with Metro Drinks, mid-game", "mit Metro Drinks, Spielmitte").is_empty());
    }
}

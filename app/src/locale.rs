//! The words this crate shows people, in English, German and Italian (Fluent files under `locales/`), and the
//! words of `metro-play` the panels show too ([`PLAY_WORDS`], through `play_tr!`).

metro_lang::catalog!(pub static WORDS = "app", ["menu.ftl", "game.ftl", "learn.ftl", "editor.ftl", "simulation.ftl", "replay.ftl", "frame-time.ftl", "chicago.ftl", "online.ftl"]);

/// The catalog of `metro-play`: the words of the session, the store, the editors' models and the catalog of what
/// can be played, some of which the panels show too.
pub use metro_play::locale::WORDS as PLAY_WORDS;

/// One message of [`WORDS`] in the current language: `tr!("id")`, `tr!("id", name = value)`.
#[allow(unused_macros)]
macro_rules! tr {
    ($($arg:tt)*) => {
        metro_lang::tr!($crate::locale::WORDS, $($arg)*)
    };
}
#[allow(unused_imports)]
pub(crate) use tr;

/// One message of [`PLAY_WORDS`] in the current language: `play_tr!("id")`, `play_tr!("id", name = value)`.
macro_rules! play_tr {
    ($($arg:tt)*) => {
        metro_lang::tr!($crate::locale::PLAY_WORDS, $($arg)*)
    };
}
pub(crate) use play_tr;

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    /// Every message in English, German and Italian, with the same variables, and every id the code uses known.
    #[test]
    fn every_message_is_in_every_language() {
        metro_lang::assert_whole(&super::WORDS, Path::new(env!("CARGO_MANIFEST_DIR")));
    }

    /// Every literal id the app asks of `metro-play`'s catalog (`play_tr!("id"`) is there; that crate's own test
    /// checks its messages in every language.
    #[test]
    fn every_id_asked_of_metro_play_is_known() {
        fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
            for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    rust_files(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push(path);
                }
            }
        }
        let known = super::PLAY_WORDS.ids();
        let mut files = Vec::new();
        rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
        let mut asked = 0;
        let mut unknown = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            // comment lines (docs showing the macro) are not calls; a call may span lines
            let code: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect();
            // the macro's name and bracket written apart, so that this line is not taken for a call
            for call in code.join("\n").split(concat!("play_tr", "!(")).skip(1) {
                let Some(literal) = call.trim_start().strip_prefix('"') else {
                    continue;
                };
                let id = literal.split('"').next().unwrap_or_default();
                asked += 1;
                if !known.contains(id) {
                    unknown.push(format!("{}: {id}", file.display()));
                }
            }
        }
        assert!(asked > 0, "no play_tr! call found");
        assert!(
            unknown.is_empty(),
            "not in metro-play's catalog:\n{}",
            unknown.join("\n")
        );
    }
}

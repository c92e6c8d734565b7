//! metro-lang: every word the game shows, in English, German and Italian, from Fluent (`.ftl`) files.
//!
//! # How a crate speaks
//!
//! A crate that shows words to people keeps them in `locales/en/*.ftl`, `locales/de/*.ftl` and `locales/it/*.ftl`
//! beside its `Cargo.toml`, declares one [`Catalog`] with [`catalog!`] and writes its messages with [`tr!`]:
//!
//! ```ignore
//! metro_lang::catalog!(pub(crate) static WORDS = "engine", ["narration.ftl", "refusals.ftl"]);
//! let line = metro_lang::tr!(WORDS, "round-begins", round = 3);
//! ```
//!
//! The files are compiled into the binary (no files to find at run time). A message is looked up in the current
//! [`Language`]; a message missing there falls back to English, and one missing everywhere is shown as its id, so a
//! slip never panics. The workspace tests ([`Catalog::check`], [`unknown_ids`]) keep every message present in all
//! three languages, with the same variables, and every id the code uses present in the catalog.
//!
//! # The language
//!
//! One language for the process ([`set_language`]; [`Language::from_system`] reads the usual locale variables),
//! which a thread may override for a while ([`with_language`]): tests render German and Italian screens side by side
//! with English ones that way.
//!
//! # Longer texts
//!
//! The rules help and the explanations of kinds and decisions are whole files, not messages: [`texts!`] compiles a
//! file and its `de/` and `it/` translations into one [`Texts`]. A count in such a text is `{n}`, and the words that
//! agree with it `{n|one|other}` ([`fill_count`]).
//!
//! Money and numbers are formatted by the caller (the game writes `¥1,200` in every language, as the boxes do) and
//! passed as strings; plain counts are passed as numbers so that Fluent chooses the plural form.

mod catalog;
mod check;
mod english;
mod language;
mod texts;

pub use catalog::{Catalog, Sources};
pub use check::{Problem, SAME_IN_EVERY_LANGUAGE, assert_whole, unknown_ids};
pub use english::english_left;
pub use fluent_bundle::FluentValue as Value;
pub use language::{Language, language, set_language, with_language};
pub use texts::{Texts, fill_count, sentence};

/// Declares a [`Catalog`] named `$name` from the crate's `locales/{en,de,it}/<file>` files.
///
/// `metro_lang::catalog!(pub(crate) static WORDS = "app", ["menu.ftl", "game.ftl"]);`
#[macro_export]
macro_rules! catalog {
    ($vis:vis static $name:ident = $label:literal, [$($file:literal),+ $(,)?]) => {
        /// The words this crate shows, in every language (see `metro_lang`).
        $vis static $name: $crate::Catalog = $crate::Catalog::new(
            $label,
            $crate::Sources {
                english: &[$(($file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en/", $file)))),+],
                german: &[$(($file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/de/", $file)))),+],
                italian: &[$(($file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/it/", $file)))),+],
            },
        );
    };
}

/// One message of a [`Catalog`] in the current language: `tr!(WORDS, "id")`, `tr!(WORDS, "id.attribute")` or
/// `tr!(WORDS, "id", name = value, count = n)`. Values are anything a [`Value`] is made from (strings, numbers).
#[macro_export]
macro_rules! tr {
    ($catalog:expr, $id:expr $(,)?) => {
        $catalog.message($id, &[])
    };
    ($catalog:expr, $id:expr, $($key:ident = $value:expr),+ $(,)?) => {
        $catalog.message($id, &[$((stringify!($key), $crate::Value::from($value))),+])
    };
}

//! The words this crate shows people, in English, German and Italian (Fluent files under `locales/`).

metro_lang::catalog!(pub static WORDS = "engine", ["narration.ftl", "refusals.ftl", "preview.ftl"]);

/// One message of [`WORDS`] in the current language: `tr!("id")`, `tr!("id", name = value)`.
#[allow(unused_macros)]
macro_rules! tr {
    ($($arg:tt)*) => {
        metro_lang::tr!($crate::locale::WORDS, $($arg)*)
    };
}
#[allow(unused_imports)]
pub(crate) use tr;

#[cfg(test)]
mod tests {
    /// Every message in English, German and Italian, with the same variables, and every id the code uses known.
    #[test]
    fn every_message_is_in_every_language() {
        metro_lang::assert_whole(&super::WORDS, std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    }
}

//! The Jidohanbaiki cards the variant ships (CP-3, MD-1), and proof that no input panics their loader: the shipped
//! file mutated at random — truncated, lines deleted or repeated, tokens and random bytes spliced in — and every other
//! built-in file read as Jidohanbaiki cards are either refused with diagnostics that point into the text, or accepted
//! as cards whose invariants hold.

use std::collections::BTreeSet;

use metro_drinks::{JIDOHANBAIKI_FILE, JIDOHANBAIKI_TOML, Jidohanbaiki, jidohanbaiki, load_jidohanbaiki};
use metro_tests::{Builtin, check_diagnostics, check_load};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::Config;

/// Checks valid Jidohanbaiki cards: 1–8 colours of 1–12 drinks, 1–8 shapes, names unique and not empty.
fn check_invariants(cards: &Jidohanbaiki) -> Result<(), String> {
    if cards.colours.is_empty()
        || cards.colours.len() > 8
        || cards.shapes.is_empty()
        || cards.shapes.len() > 8
    {
        return Err(format!(
            "{} colours, {} shapes",
            cards.colours.len(),
            cards.shapes.len()
        ));
    }
    let mut names: Vec<&str> = Vec::new();
    for name in cards
        .colours
        .iter()
        .map(|c| c.name.as_str())
        .chain(cards.shapes.iter().map(String::as_str))
    {
        if name.trim().is_empty() || names.contains(&name) {
            return Err(format!("name {name:?} empty or repeated"));
        }
        names.push(name);
    }
    if cards.colours.iter().any(|c| !(1..=12).contains(&c.drinks)) {
        return Err("a crate outside 1..=12 drinks".into());
    }
    Ok(())
}

/// Loads `text` as Jidohanbaiki cards and checks the outcome.
fn check(text: &str) -> Result<(), String> {
    match load_jidohanbaiki(JIDOHANBAIKI_FILE, text) {
        Err(diagnostics) => check_diagnostics(&diagnostics, JIDOHANBAIKI_FILE, text),
        Ok(cards) => check_invariants(&cards),
    }
}

// rule CP-3.1 rule MD-1.1 rule MD-1.2: 6 colour cards with crates of 6 drinks (36), 6 shape cards, named as MD-1.1.
#[test]
fn jidohanbaiki_has_twelve_cards_and_thirty_six_drinks() {
    let cards = jidohanbaiki().unwrap();
    let colours: Vec<&str> = cards.colours.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(colours, ["black", "white", "mint", "blue", "red", "purple"]);
    assert!(cards.colours.iter().all(|c| c.drinks == 6));
    assert_eq!(cards.drink_count(), 36);
    assert_eq!(
        cards.shapes,
        [
            "stubby can",
            "short can",
            "tall can",
            "square bottle",
            "medium bottle",
            "tall bottle"
        ]
    );
    assert_eq!(cards.colours.len() + cards.shapes.len(), 12);
    let hexes: BTreeSet<_> = cards.colours.iter().map(|c| c.colour.to_hex()).collect();
    assert_eq!(hexes.len(), 6, "every colour is drawn differently");
    check_invariants(&cards).unwrap();
}

/// Every other built-in file read as Jidohanbaiki cards, and the Jidohanbaiki file read as every other kind.
#[test]
fn every_file_read_as_jidohanbaiki_and_back() {
    for origin in Builtin::ALL {
        check(origin.text()).unwrap_or_else(|e| panic!("{} as Jidohanbaiki: {e}", origin.file()));
        check_load(origin, JIDOHANBAIKI_TOML)
            .unwrap_or_else(|e| panic!("Jidohanbaiki as {}: {e}", origin.file()));
    }
    for text in ["", "\n", "[[shapes]]", "name = \"x\"", "[[colours]]\nname = 1"] {
        check(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    }
}

fn config() -> Config {
    Config {
        cases: if cfg!(debug_assertions) { 300 } else { 2_000 },
        failure_persistence: None,
        ..Config::default()
    }
}

/// Troublesome replacements: TOML punctuation, numbers past every integer type, odd values.
const TOKENS: &[&str] = &[
    "\"",
    "[",
    "]",
    "{",
    "}",
    "=",
    ",",
    "#",
    "\n",
    ".",
    "-1",
    "0",
    "13",
    "99999999999999999999",
    "nan",
    "\"\"",
    "[[colours]]",
    "[[shapes]]",
    "drinks = 0",
    "colour = \"#GGGGGG\"",
];

proptest! {
    #![proptest_config(config())]

    // rule CP-3.1: no truncation panics the loader.
    #[test]
    fn truncated_files(at in any::<Index>()) {
        let mut cut = at.index(JIDOHANBAIKI_TOML.len() + 1);
        while !JIDOHANBAIKI_TOML.is_char_boundary(cut) {
            cut -= 1;
        }
        let text = &JIDOHANBAIKI_TOML[..cut];
        prop_assert!(check(text).is_ok(), "{}", check(text).unwrap_err());
    }

    // rule CP-3.1: lines deleted, repeated or swapped.
    #[test]
    fn lines_deleted_repeated_swapped(edits in prop::collection::vec((any::<Index>(), any::<Index>(), 0..3u8), 1..6)) {
        let mut lines: Vec<&str> = JIDOHANBAIKI_TOML.lines().collect();
        for (a, b, how) in &edits {
            if lines.is_empty() {
                break;
            }
            let (i, j) = (a.index(lines.len()), b.index(lines.len()));
            match how {
                0 => {
                    lines.remove(i);
                }
                1 => lines.insert(j, lines[i]),
                _ => lines.swap(i, j),
            }
        }
        let text = lines.join("\n");
        prop_assert!(check(&text).is_ok(), "{}\n{text}", check(&text).unwrap_err());
    }

    // rule CP-3.1: tokens and random bytes spliced in.
    #[test]
    fn tokens_and_bytes_spliced(
        edits in prop::collection::vec((any::<Index>(), any::<Index>(), prop::collection::vec(any::<u8>(), 0..6)), 1..5),
    ) {
        let mut bytes = JIDOHANBAIKI_TOML.as_bytes().to_vec();
        for (at, token, noise) in &edits {
            let at = at.index(bytes.len() + 1);
            let mut insert = TOKENS[token.index(TOKENS.len())].as_bytes().to_vec();
            insert.extend(noise);
            let end = (at + 2).min(bytes.len());
            bytes.splice(at..end, insert);
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        prop_assert!(check(&text).is_ok(), "{}\n{text}", check(&text).unwrap_err());
    }
}

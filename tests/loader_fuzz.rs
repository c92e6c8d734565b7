//! Property tests proving that no input panics the loaders: every built-in file (both maps, both card sets),
//! mutated at random — truncated, lines deleted / duplicated / swapped, characters replaced
//! and tokens inserted, numbers replaced by odd or huge ones, random bytes spliced in — is either refused with
//! diagnostics that point into the text, or accepted as a value whose invariants hold.
//!
//! (e) splices hostile pieces (issue 9): lines past column 65,535, names of 60,000+ characters, control characters
//! raw and escaped, bidirectional overrides.
//!
//! Each strategy runs [`CASES`] cases ([`SHUFFLE_CASES`] for the costly line shuffling); a case applies its mutation
//! to all 4 built-in files and loads each: 4,500 cases and 18,000 loads in all, about 10–12 s on two cores in a
//! debug build (rule modules fuzz their own data files in their crates). Failures are not persisted; a failing case prints its mutated text.

use metro_tests::{Builtin, check_load};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::Config;

/// Cases per strategy (a case loads all 4 files: about 3 ms in a debug build).
const CASES: u32 = 1000;

/// Cases of the line-shuffling strategy, whose mutations mostly stay valid TOML and so cost a full validation.
const SHUFFLE_CASES: u32 = 500;

fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// Applies `mutate` to every built-in file and checks the loader's outcome on each, panicking with the text on a
/// breach (a panic inside the loader fails the case just the same).
fn check_every_file(mutate: impl Fn(&str) -> String) {
    for kind in Builtin::ALL {
        let text = mutate(kind.text());
        if let Err(breach) = check_load(kind, &text) {
            panic!("{breach}\n(loading a mutation of {}):\n{text}", kind.file());
        }
    }
}

/// The largest char boundary at or before `at`.
fn floor_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Troublesome replacements: TOML punctuation, fractions, signs, numbers past every integer type, odd floats.
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
    ".5",
    "1.25",
    "0.5",
    "-",
    "-1",
    "-100",
    "0",
    "7",
    "255",
    "256",
    "65535",
    "65536",
    "2147483647",
    "-2147483648",
    "2147483648",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "99999999999999999999",
    "1e400",
    "-1e400",
    "nan",
    "inf",
    "0x7FFFFFFF",
    "1_000",
    "true",
    "\"\"",
    "\"#GG0000\"",
    "[[lines]]",
    "[[columns]]",
    "[[columns.cards]]",
    "[[shapes]]",
    "é",
    "東京",
    "\u{0}",
    "\r",
    "\t",
];

/// Numbers that have broken integer arithmetic before: the edges of `i32` and `i64`, and past them.
const EDGE_NUMBERS: &[&str] = &[
    "2147483647",
    "-2147483648",
    "2147483648",
    "4294967296",
    "4294969296",
    "9223372036854775807",
    "-9223372036854775808",
    "99999999999999999999",
    "-99999999999999999999",
    "0.25",
    "-0.5",
    "1e3",
];

fn token() -> impl Strategy<Value = &'static str> {
    prop::sample::select(TOKENS)
}

/// Any number a file could hold in place of another, biased to the edges of the integer types.
fn odd_number() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(EDGE_NUMBERS).prop_map(str::to_string),
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => any::<i32>().prop_map(|n| n.to_string()),
        2 => (-3000i64..7000).prop_map(|n| n.to_string()),
        1 => (-40.0f64..40.0).prop_map(|f| format!("{f}")),
    ]
}

/// The byte ranges of the numbers in `text`: runs of digits with a leading `-` and any `.` or `_` inside.
fn numbers(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = if i > 0 && bytes[i - 1] == b'-' { i - 1 } else { i };
            let mut end = i + 1;
            while end < bytes.len()
                && (bytes[end].is_ascii_digit() || bytes[end] == b'.' || bytes[end] == b'_')
            {
                end += 1;
            }
            found.push((start, end));
            i = end;
        } else {
            i += 1;
        }
    }
    found
}

/// Replaces one of the numbers of `text`, picked by `which`, by `by`.
fn replace_number(text: &str, which: Index, by: &str) -> String {
    let found = numbers(text);
    if found.is_empty() {
        return text.to_string();
    }
    let (start, end) = found[which.index(found.len())];
    format!("{}{by}{}", &text[..start], &text[end..])
}

proptest! {
    #![proptest_config(config(CASES))]

    // (a) Truncated at any char boundary.
    #[test]
    fn truncated_files_never_panic(cut in any::<Index>()) {
        check_every_file(|text| text[..floor_boundary(text, cut.index(text.len() + 1))].to_string());
    }
}

proptest! {
    #![proptest_config(config(SHUFFLE_CASES))]

    // (b) Lines deleted, duplicated or swapped.
    #[test]
    fn shuffled_lines_never_panic(edits in prop::collection::vec((0..3u8, any::<Index>(), any::<Index>()), 1..6)) {
        check_every_file(|text| {
            let mut lines: Vec<&str> = text.lines().collect();
            for &(op, a, b) in &edits {
                if lines.is_empty() {
                    break;
                }
                let (i, j) = (a.index(lines.len()), b.index(lines.len()));
                match op {
                    0 => {
                        lines.remove(i);
                    }
                    1 => lines.insert(j, lines[i]),
                    _ => lines.swap(i, j),
                }
            }
            let mut text = lines.join("\n");
            text.push('\n');
            text
        });
    }
}

proptest! {
    #![proptest_config(config(CASES))]

    // (c) A character replaced, a token inserted, or a number replaced by a token.
    #[test]
    fn replaced_characters_never_panic(edits in prop::collection::vec((0..3u8, any::<Index>(), token()), 1..5)) {
        check_every_file(|text| {
            let mut text = text.to_string();
            for &(op, which, by) in &edits {
                let at = floor_boundary(&text, which.index(text.len() + 1));
                text = match op {
                    0 => {
                        let end = text[at..].chars().next().map_or(at, |c| at + c.len_utf8());
                        format!("{}{by}{}", &text[..at], &text[end..])
                    }
                    1 => format!("{}{by}{}", &text[..at], &text[at..]),
                    _ => replace_number(&text, which, by),
                };
            }
            text
        });
    }

    // (c′) Numbers replaced by odd ones: negative, fractional, at and past the edges of i32 and i64.
    #[test]
    fn odd_numbers_never_panic(edits in prop::collection::vec((any::<Index>(), odd_number()), 1..6)) {
        check_every_file(|text| {
            let mut text = text.to_string();
            for (which, by) in &edits {
                text = replace_number(&text, *which, by);
            }
            text
        });
    }

    // (d) Random bytes spliced in over a random stretch (read as text, invalid UTF-8 replaced).
    #[test]
    fn spliced_bytes_never_panic(
        edits in prop::collection::vec((any::<Index>(), prop::collection::vec(any::<u8>(), 0..12), 0..24usize), 1..4),
    ) {
        check_every_file(|text| {
            let mut bytes = text.as_bytes().to_vec();
            for (at, insert, cut) in &edits {
                let at = at.index(bytes.len() + 1);
                let end = (at + cut).min(bytes.len());
                bytes.splice(at..end, insert.iter().copied());
            }
            String::from_utf8_lossy(&bytes).into_owned()
        });
    }
}

/// Hostile pieces of text (issue 9): long runs past column 65,535, raw and escaped control characters, terminal
/// escape sequences, bidirectional overrides, a byte-order mark.
fn hostile_piece() -> impl Strategy<Value = String> {
    prop_oneof![
        (60_000usize..70_000).prop_map(|n| " ".repeat(n)),
        (60_000usize..70_000).prop_map(|n| "x".repeat(n)),
        Just("\u{1b}[2J\u{1b}]0;pwned\u{7}".to_string()),
        Just(r"\u001b[2J\u001b]0;pwned\u0007".to_string()),
        Just("\u{202e}\u{2066}\u{200f}".to_string()),
        Just(r"\u202E\u0085\u009B".to_string()),
        Just("\u{feff}".to_string()),
        Just("\u{7f}\u{80}\u{9f}".to_string()),
        Just("\r".to_string()),
    ]
}

proptest! {
    #![proptest_config(config(CASES / 4))]

    // (e) A hostile piece spliced in anywhere, or put into a name (`name = "…"`, `station = "…"`), several times.
    #[test]
    fn long_lines_long_names_and_control_characters_never_panic(
        edits in prop::collection::vec((any::<bool>(), any::<Index>(), hostile_piece()), 1..3),
    ) {
        check_every_file(|text| {
            let mut text = text.to_string();
            for (into_name, which, piece) in &edits {
                if *into_name {
                    let names: Vec<usize> = text
                        .match_indices("name = \"")
                        .chain(text.match_indices("station = \""))
                        .map(|(i, m)| i + m.len())
                        .collect();
                    if let Some(&at) = names.get(which.index(names.len().max(1))) {
                        text.insert_str(at, piece);
                        continue;
                    }
                }
                let at = floor_boundary(&text, which.index(text.len() + 1));
                text.insert_str(at, piece);
            }
            text
        });
    }
}

/// Every built-in file read by every loader (a map as a card set and so on): refused cleanly, never a panic.
#[test]
fn every_file_read_as_every_kind() {
    for origin in Builtin::ALL {
        for kind in Builtin::ALL {
            check_load(kind, origin.text())
                .unwrap_or_else(|e| panic!("{} as {}: {e}", origin.file(), kind.file()));
        }
    }
}

/// Empty and tiny documents.
#[test]
fn empty_and_tiny_documents() {
    for text in [
        "",
        "\n",
        "#",
        "=",
        "[",
        "[[lines]]",
        "name = \"x\"",
        "\u{feff}",
        "\r\n\r\n",
        "a = 1\na = 2",
    ] {
        for kind in Builtin::ALL {
            check_load(kind, text).unwrap_or_else(|e| panic!("{text:?} as {}: {e}", kind.file()));
        }
    }
}

/// A small valid map with the standard revenue track written out.
fn small_map_with_track() -> String {
    let mut text = String::from(
        "name = \"Two Lines\"\ncolumns = 6\nrows = 4\nstart_trains_leave = true\nrevenue_track = [\n",
    );
    for (step, (high, low)) in metro_core::RevenueTrack::standard().pairs().iter().enumerate() {
        text.push_str(&format!("  [{}, {high}, {low}],\n", step * 100));
    }
    text.push_str(
        r##"]

[[lines]]
letter = "R"
name = "Red"
colour = "#D7263D"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [{ at = [1, 1], station = "West" }, { at = [3, 1], station = "Central" }, { at = [5, 1], station = "East" }]
"##,
    );
    text
}

/// Regressions found by the strategies above: revenue-track cells at the edges of the integer types overflowed
/// `i32` in `RevenueTrack::pair_fits` (`high + low`) and `i64::abs` in `Map::new`.
#[test]
fn revenue_track_cells_at_integer_edges() {
    let text = small_map_with_track();
    metro_data::load_map("small.toml", &text).unwrap();
    for (row, broken) in [
        ("[2900, 2000, 900]", "[2900, 2147483647, 900]"),
        ("[2900, 2000, 900]", "[2900, 2000, 2147483647]"),
        ("[0, 0, 0]", "[0, -9223372036854775808, 0]"),
        ("[0, 0, 0]", "[0, 0, -9223372036854775808]"),
        ("[0, 0, 0]", "[0, 4294967296, 0]"),
        ("[2900, 2000, 900]", "[2900, -2147483648, 2147483647]"),
    ] {
        assert!(text.contains(row), "no row {row}");
        let mutated = text.replacen(row, broken, 1);
        let err = metro_data::load_map("small.toml", &mutated).expect_err(broken);
        assert_eq!(err.items.len(), 1, "{err}");
        assert_eq!(err.items[0].rule, Some("TM-5.2"), "{err}");
        check_load(Builtin::OsakaMap, &mutated).unwrap();
    }
}

/// Found by `replaced_characters_never_panic`: a `"` replaced by `]` turns a column's colours into `[]` followed
/// by a comment. The empty list must be reported (CP-2.3: a column has one or two colours), not stood in for
/// silently, which left an error without any diagnostic.
#[test]
fn an_empty_colour_list_is_reported() {
    for kind in [Builtin::TokyoCards, Builtin::OsakaCards] {
        let text = kind.text().replacen("colours = [\"", "colours = []#\"", 1);
        assert_ne!(text, kind.text(), "{} has a colour list", kind.file());
        check_load(kind, &text).unwrap_or_else(|breach| panic!("{breach}"));
        let diagnostics = metro_tests::load_as(kind, kind.file(), &text)
            .err()
            .unwrap_or_else(|| panic!("{} with no colours loaded", kind.file()));
        assert!(
            diagnostics.items.iter().any(|d| d.message.contains("colour")),
            "{diagnostics}"
        );
    }
}

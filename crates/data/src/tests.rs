//! Unit tests of the loaders on small documents.

use super::*;

const TWO_LINES: &str = r##"name = "Two Lines"
columns = 6
rows = 4
start_trains_leave = true

[[lines]]
letter = "R"
name = "Red"
colour = "#D7263D"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 1], station = "West" },
  { at = [3, 1], station = "Central" },
  { at = [5, 1], station = "East" },
]

[[lines]]
letter = "B"
name = "Blue"
colour = "#1B98E0"
shares = 2
extras = [0, 300]
slots = 1
stops = [
  { at = [3, 0], station = "North" },
  { at = [3, 2], station = "Central" },
  { at = [3.5, 3.5], station = "South" },
]
"##;

#[test]
fn the_documented_example_map_loads() {
    let map = load_map("two.toml", TWO_LINES).unwrap();
    assert_eq!(map.lines().len(), 2);
    assert_eq!(map.stations().len(), 5);
    let south = map.stop(map.stop_on(map.line_by_letter("B").unwrap(), 3).unwrap());
    assert_eq!(south.touches.len(), 1);
}

#[test]
fn syntax_errors_have_line_and_column() {
    let broken = TWO_LINES.replace("rows = 4", "rows = = 4");
    let err = load_map("two.toml", &broken).unwrap_err();
    assert!(!err.items.is_empty());
    assert_eq!(err.items[0].line, 3, "{err}");
}

#[test]
fn type_and_key_errors_are_all_reported() {
    let broken = TWO_LINES
        .replace("columns = 6", "columns = \"six\"")
        .replace("slots = 2", "slot = 2")
        .replace("colour = \"#1B98E0\"", "colour = \"blue\"");
    let err = load_map("two.toml", &broken).unwrap_err();
    let lines: Vec<(usize, usize)> = err.items.iter().map(|d| (d.line, d.column)).collect();
    // columns wrong type (2:11), unknown key slot (12:1), missing slots (the [[lines]] table), bad colour (22:10)
    assert!(lines.contains(&(2, 11)), "{err}");
    assert!(lines.contains(&(12, 1)), "{err}");
    assert!(lines.contains(&(22, 10)), "{err}");
    assert!(
        err.items
            .iter()
            .any(|d| d.message.contains("missing key `slots`")),
        "{err}"
    );
}

#[test]
fn meaning_errors_point_at_the_value() {
    let broken = TWO_LINES
        .replace("shares = 2", "shares = 7")
        .replace("{ at = [5, 1], station", "{ at = [3, 1], station");
    let err = load_map("two.toml", &broken).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("two.toml:23:10: shares must be 1..=4, not 7 (CP-1.9)"),
        "{text}"
    );
    assert!(
        text.contains("two.toml:16:10: stop R3 is at the same point"),
        "{text}"
    );
}

const TINY_CARDS: &str = r##"name = "Tiny"

[[columns]]
name = "Red"
colours = ["#D7263D"]

[[columns.cards]]
dots = 1
actions = [{ kind = "move", spaces = 1, distance = 2 }, { kind = "station", spaces = 1, cost = 200 }]

[[columns.cards]]
dots = 2
actions = [{ kind = "invest", spaces = 2, cost = 500 }]

[[columns]]
name = "Blue"
colours = ["#1B98E0"]

[[columns.cards]]
dots = 1
actions = [{ kind = "speculate", spaces = 1 }, { kind = "loan", spaces = 1 }]

[[columns.cards]]
dots = 2
actions = [{ kind = "speed", spaces = 1, tokens = 2 }, { kind = "repay", spaces = 1 }]
"##;

#[test]
fn the_documented_example_card_set_loads() {
    let set = load_card_set("tiny.toml", TINY_CARDS, &KindCatalogue::builtin()).unwrap();
    assert_eq!(set.card_count(), 4);
}

#[test]
fn card_errors_point_at_the_key() {
    let broken = TINY_CARDS
        .replace("distance = 2", "distance = 20")
        .replace("\"repay\"", "\"repaid\"");
    let err = load_card_set("tiny.toml", &broken, &KindCatalogue::builtin()).unwrap_err();
    assert_eq!(err.items.len(), 2, "{err}");
    assert_eq!((err.items[0].line, err.items[0].column), (9, 52), "{err}");
    assert_eq!(err.items[1].line, 25, "{err}");
}

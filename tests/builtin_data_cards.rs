//! The built-in action-card sets against the card rules (CP-2): their shape, kinds, colours and prices.
//!
//! Every test names the rule it checks in a `// rule …` comment.

use std::collections::{BTreeMap, BTreeSet};

use metro_core::{ActionKind, CardSet, Map};
use metro_tests::{Builtin, TOKYO_LINES, builtin_cards, builtin_map, check_card_invariants};

fn osaka() -> Map {
    builtin_map(Builtin::OsakaMap).unwrap_or_else(|d| panic!("{d}"))
}

fn tokyo_cards() -> CardSet {
    builtin_cards(Builtin::TokyoCards).unwrap_or_else(|d| panic!("{d}"))
}

fn osaka_cards() -> CardSet {
    builtin_cards(Builtin::OsakaCards).unwrap_or_else(|d| panic!("{d}"))
}

// ------------------------------------------------------------------------------------------------------------
// Card sets (CP-2).
// ------------------------------------------------------------------------------------------------------------

/// The kinds a set uses, by file name.
fn kinds_of(set: &CardSet) -> BTreeSet<String> {
    let catalogue = metro_core::KindCatalogue::builtin();
    set.columns()
        .iter()
        .flat_map(|c| &c.cards)
        .flat_map(|c| &c.actions)
        .map(|a| catalogue.spec(a.kind).expect("a built-in kind").name.clone())
        .collect()
}

/// The family of CP-2.4 an action kind belongs to.
fn family(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Move { .. } => "movement",
        ActionKind::Station { .. } | ActionKind::StationSwap => "stations",
        ActionKind::Invest { .. } | ActionKind::InvestByDisc | ActionKind::Sell => "investment",
        ActionKind::Start { .. } | ActionKind::Speed { .. } | ActionKind::Bike => "trains",
        ActionKind::Loan | ActionKind::Repay | ActionKind::Bid { .. } | ActionKind::Discount { .. } => {
            "money"
        }
        ActionKind::Action { .. }
        | ActionKind::Card { .. }
        | ActionKind::Speculate
        | ActionKind::Copy { .. } => "growth",
        ActionKind::Module { .. } => "module",
        ActionKind::Extension { .. } => "extension",
    }
}

/// Cards of each dot count in a column.
fn dot_counts(set: &CardSet, column: usize) -> BTreeMap<u8, usize> {
    let mut counts = BTreeMap::new();
    for card in &set.columns()[column].cards {
        *counts.entry(card.dots).or_default() += 1;
    }
    counts
}

fn set_of(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

// rule CP-2.2: 54 cards in 6 colour sets of 9 (G/M, H/T, C/Y, Z/N, A/I, S/E), 3 of each dot count per set, the 14
// Tokyo kinds all present and no Sell, Copy or Invest-by-disc.
#[test]
fn tokyo_card_set_has_its_shape_and_kinds() {
    let set = tokyo_cards();
    assert_eq!(set.name(), "Tokyo");
    assert_eq!(set.card_count(), 54);
    assert_eq!(set.columns().len(), 6);
    assert_eq!(set.cards_per_column(), 9);
    let pairs = [
        "Ginza / Marunouchi",
        "Hibiya / Tozai",
        "Chiyoda / Yurakucho",
        "Hanzomon / Namboku",
        "Asakusa / Mita",
    ];
    for (column, name) in set.columns().iter().zip(pairs.iter().chain(&["Shinjuku / Oedo"])) {
        assert_eq!(&column.name, name);
    }
    for (ci, column) in set.columns().iter().enumerate() {
        assert_eq!(
            dot_counts(&set, ci),
            BTreeMap::from([(1, 3), (2, 3), (3, 3)]),
            "{}",
            column.name
        );
        // The column's colours are those of its two lines on the Tokyo map.
        let colours: Vec<String> = column.colours.iter().map(|c| c.to_hex()).collect();
        assert_eq!(
            colours,
            [TOKYO_LINES[2 * ci].2, TOKYO_LINES[2 * ci + 1].2],
            "{}",
            column.name
        );
    }
    let expected = set_of(&[
        "move",
        "station",
        "station_swap",
        "invest",
        "start",
        "speed",
        "bike",
        "discount",
        "bid",
        "loan",
        "repay",
        "speculate",
        "action",
        "card",
    ]);
    assert_eq!(kinds_of(&set), expected);
    assert_eq!(set.rounds(5), Some(5), "TM-6.2: 5 rounds with 5 players");
    assert_eq!(set.rounds(2), Some(8));
}

// rule CP-2.3 rule D-24: 40 cards in 5 colour sets of 8 (M/B, T/Y, C/I, S/N, K/P), 4 of dots 1 and 4 of dots 2 per
// set; Tokyo's kinds without Start, Bid and Card, plus Invest-by-disc, Sell and Copy; every Copy has 1 space.
#[test]
fn osaka_card_set_has_its_shape_and_kinds() {
    let set = osaka_cards();
    assert_eq!(set.name(), "Osaka");
    assert_eq!(set.card_count(), 40);
    assert_eq!(set.columns().len(), 5);
    assert_eq!(set.cards_per_column(), 8);
    for (ci, column) in set.columns().iter().enumerate() {
        assert_eq!(
            dot_counts(&set, ci),
            BTreeMap::from([(1, 4), (2, 4)]),
            "{}",
            column.name
        );
    }
    let expected = set_of(&[
        "move",
        "station",
        "station_swap",
        "invest",
        "speed",
        "bike",
        "discount",
        "loan",
        "repay",
        "speculate",
        "action",
        "invest_by_disc",
        "sell",
        "copy",
    ]);
    assert_eq!(kinds_of(&set), expected);
    let copies: Vec<_> = set
        .columns()
        .iter()
        .flat_map(|c| &c.cards)
        .flat_map(|c| &c.actions)
        .filter(|a| matches!(a.kind, ActionKind::Copy { .. }))
        .collect();
    assert!(!copies.is_empty());
    assert!(copies.iter().all(|a| a.spaces == 1), "D-24: {copies:?}");
    assert_eq!(set.rounds(5), Some(4));
}

// rule CP-2.3 rule CP-1.8: each Osaka colour set carries the colours of its two lines on the Osaka map.
#[test]
fn osaka_card_colours_are_the_map_colours() {
    let set = osaka_cards();
    let map = osaka();
    let pairs = [("M", "B"), ("T", "Y"), ("C", "I"), ("S", "N"), ("K", "P")];
    for (column, (a, b)) in set.columns().iter().zip(pairs) {
        let colour = |letter: &str| map.line(map.line_by_letter(letter).unwrap()).colour.to_hex();
        let colours: Vec<String> = column.colours.iter().map(|c| c.to_hex()).collect();
        // The bus line B has no official colour; its card colour is the set's own choice.
        assert_eq!(colours[0], colour(a), "{}", column.name);
        if b != "B" {
            assert_eq!(colours[1], colour(b), "{}", column.name);
        }
    }
}

// rule CP-2.1: every action has 1–3 spaces and exactly the parameter its kind takes, in range.
#[test]
fn every_action_has_its_parameter() {
    for set in [tokyo_cards(), osaka_cards()] {
        check_card_invariants(&set).unwrap();
        for card in set.columns().iter().flat_map(|c| &c.cards) {
            assert!((1..=2).contains(&card.actions.len()));
            for action in &card.actions {
                let takes_one = !matches!(
                    action.kind,
                    ActionKind::StationSwap
                        | ActionKind::InvestByDisc
                        | ActionKind::Loan
                        | ActionKind::Repay
                        | ActionKind::Speculate
                        | ActionKind::Bike
                        | ActionKind::Sell
                );
                assert_eq!(action.kind.param().is_some(), takes_one, "{}", action.kind);
            }
        }
    }
}

// rule CP-2.4: Station costs ¥100–¥500 per stop and Invest ¥200–¥1,000; every kind of the set appears.
#[test]
fn station_and_invest_costs_sit_in_the_design_ranges() {
    for set in [tokyo_cards(), osaka_cards()] {
        for action in set
            .columns()
            .iter()
            .flat_map(|c| &c.cards)
            .flat_map(|c| &c.actions)
        {
            match action.kind {
                ActionKind::Station { cost } => {
                    assert!((100..=500).contains(&cost), "{}: {}", set.name(), action.kind)
                }
                ActionKind::Invest { cost } => {
                    assert!((200..=1_000).contains(&cost), "{}: {}", set.name(), action.kind)
                }
                _ => {}
            }
        }
    }
}

// rule CP-2.4: every colour set leans to one family (the most common one covers at least a third of its actions),
// the family its file comment names; Station and Invest appear in every colour set.
#[test]
fn every_colour_set_leans_to_its_family() {
    let tokyo_families = ["movement", "stations", "investment", "trains", "money", "growth"];
    let osaka_families = ["movement", "stations", "investment", "money", "growth"];
    for (set, families) in [
        (tokyo_cards(), tokyo_families.as_slice()),
        (osaka_cards(), osaka_families.as_slice()),
    ] {
        for (column, expected) in set.columns().iter().zip(families) {
            let actions: Vec<ActionKind> = column
                .cards
                .iter()
                .flat_map(|c| &c.actions)
                .map(|a| a.kind)
                .collect();
            let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
            for &kind in &actions {
                *counts.entry(family(kind)).or_default() += 1;
            }
            let (top, &most) = counts.iter().max_by_key(|(_, n)| **n).unwrap();
            assert_eq!(top, expected, "{} / {}: {counts:?}", set.name(), column.name);
            assert!(
                most * 3 >= actions.len(),
                "{} / {}: {counts:?}",
                set.name(),
                column.name
            );
            assert!(
                counts.len() >= 3,
                "{} / {} mixes in other families: {counts:?}",
                set.name(),
                column.name
            );
            let has = |f: fn(&ActionKind) -> bool| actions.iter().any(f);
            assert!(
                has(|k| matches!(k, ActionKind::Station { .. })),
                "{} / {}",
                set.name(),
                column.name
            );
            assert!(
                has(|k| matches!(k, ActionKind::Invest { .. } | ActionKind::InvestByDisc)),
                "{} / {}",
                set.name(),
                column.name
            );
        }
    }
}

// rule CP-2.4: early cards are simpler, later ones stronger; the number of spaces prices an action.
#[test]
fn age_and_spaces_price_the_actions() {
    for set in [tokyo_cards(), osaka_cards()] {
        let actions = || {
            set.columns()
                .iter()
                .flat_map(|c| &c.cards)
                .flat_map(|c| c.actions.iter().map(|a| (c.dots, a)))
        };
        let oldest = actions().map(|(d, _)| d).max().unwrap();
        let longest = |dots: u8| {
            actions()
                .filter(|(d, _)| *d == dots)
                .filter_map(|(_, a)| match a.kind {
                    ActionKind::Move { distance } => Some(distance),
                    _ => None,
                })
                .max()
                .unwrap_or(0)
        };
        assert!(
            longest(1) < longest(oldest),
            "{}: moves do not grow with age",
            set.name()
        );
        // Mean cost by spaces: the same effect for more discs is cheaper.
        for is_kind in [
            (|k: ActionKind| matches!(k, ActionKind::Invest { .. })) as fn(ActionKind) -> bool,
            |k: ActionKind| matches!(k, ActionKind::Station { .. }),
        ] {
            let mean = |spaces: u8| {
                let costs: Vec<i32> = actions()
                    .filter(|(_, a)| a.spaces == spaces && is_kind(a.kind))
                    .filter_map(|(_, a)| a.kind.printed_cost())
                    .collect();
                costs.iter().sum::<i32>() as f64 / costs.len().max(1) as f64
            };
            assert!(
                mean(2) < mean(1),
                "{}: 2-space actions are not cheaper ({} vs {})",
                set.name(),
                mean(2),
                mean(1)
            );
        }
    }
}

// rule CP-2.5: a built-in card set with cards out of age order, or columns of different lengths, is refused.
#[test]
fn a_broken_builtin_card_set_is_refused() {
    // The first 1-dot card of the Tokyo set becomes a 3-dot card listed before 1-dot cards.
    let text = Builtin::TokyoCards.text().replacen("dots = 1", "dots = 3", 1);
    let err = metro_data::load_card_set("cards/tokyo.toml", &text, &metro_core::KindCatalogue::builtin())
        .unwrap_err();
    assert!(!err.items.is_empty());
    assert!(err.items.iter().all(|d| d.rule == Some("CP-2.5")), "{err}");
    assert!(
        err.items.iter().any(|d| d.message.contains("order of age")),
        "{err}"
    );
    // One card fewer in the last Osaka column.
    let osaka = Builtin::OsakaCards.text();
    let last = osaka.rfind("[[columns.cards]]").unwrap();
    let text = &osaka[..last];
    let err = metro_data::load_card_set("cards/osaka.toml", text, &metro_core::KindCatalogue::builtin())
        .unwrap_err();
    assert_eq!(err.items.len(), 1, "{err}");
    assert!(err.items[0].message.contains("same number of cards"), "{err}");
    assert_eq!(err.items[0].rule, Some("CP-2.5"));
}

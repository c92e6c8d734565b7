//! Random legal games from start to end on the built-in data: no panic, the game ends, money is sane.

use std::sync::Arc;

use metro_core::{CardSet, KindCatalogue, Map};
use metro_engine::{Game, RuleOptions, Setup};

fn map(text: &str, file: &str) -> Arc<Map> {
    Arc::new(metro_data::load_map(file, text).expect("built-in map loads"))
}

fn cards(text: &str, file: &str) -> Arc<CardSet> {
    Arc::new(metro_data::load_card_set(file, text, &KindCatalogue::builtin()).expect("built-in cards load"))
}

#[test]
fn random_games_end() {
    let maps = [
        map(metro_tokyo::MAP_TOML, "tokyo"),
        map(metro_osaka::MAP_TOML, "osaka"),
    ];
    let sets = [
        cards(metro_tokyo::CARDS_TOML, "tokyo"),
        cards(metro_osaka::CARDS_TOML, "osaka"),
    ];
    let mut decisions = 0usize;
    let mut games = 0;
    for m in &maps {
        for c in &sets {
            for players in 1..=5 {
                for seed in 0..6u64 {
                    let setup = Setup {
                        map: m.clone(),
                        cards: c.clone(),
                        players,
                        options: RuleOptions::default(),
                        modules: Vec::new(),
                    };
                    let mut game = Game::new(setup, seed).unwrap();
                    let mut pick = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let mut steps = 0;
                    while !game.is_over() {
                        let legal = game.legal_actions();
                        assert!(
                            !legal.is_empty(),
                            "no legal action: {}",
                            game.pending_description()
                        );
                        pick = pick
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        let action = legal[(pick >> 33) as usize % legal.len()];
                        game.apply(action).unwrap();
                        steps += 1;
                        assert!(steps < 20_000, "game does not end");
                        for p in &game.state().players {
                            assert!(p.cash >= 0);
                        }
                    }
                    decisions += steps;
                    games += 1;
                    let result = game.result().unwrap();
                    assert_eq!(result.totals.len(), players);
                }
            }
        }
    }
    eprintln!("{games} games, {} decisions per game", decisions / games);
}

/// Every choice of random games on the built-in data, in every language, is offered to the player on a button in
/// the imperative: with a capital, and in English and German never the log's words ("Pass", not "Passes").
#[test]
fn every_choice_is_offered_in_the_imperative_in_every_language() {
    use metro_engine::narrate::Narrator;
    use metro_lang::{Language, with_language};
    let narrator = Narrator::default();
    let setups = [
        (
            map(metro_tokyo::MAP_TOML, "tokyo"),
            cards(metro_tokyo::CARDS_TOML, "tokyo"),
        ),
        (
            map(metro_osaka::MAP_TOML, "osaka"),
            cards(metro_osaka::CARDS_TOML, "osaka"),
        ),
    ];
    let mut offered = 0usize;
    for (seed, (m, c)) in setups.iter().enumerate() {
        let setup = Setup {
            map: m.clone(),
            cards: c.clone(),
            players: 3,
            options: RuleOptions::default(),
            modules: Vec::new(),
        };
        let mut game = Game::new(setup, seed as u64).unwrap();
        let mut pick = seed as u64 + 11;
        while !game.is_over() {
            let legal = game.legal_actions();
            for action in &legal {
                for language in [Language::English, Language::German, Language::Italian] {
                    let (told, offer) = with_language(language, || {
                        (narrator.action(&game, action), narrator.offer(&game, action))
                    });
                    assert!(
                        offer.chars().next().is_some_and(|c| !c.is_lowercase()),
                        "{language}: {offer:?} for {action:?}"
                    );
                    let mut capital = told.chars();
                    let told_capitalised: String = capital
                        .next()
                        .map(|c| c.to_uppercase().chain(capital).collect())
                        .unwrap_or_default();
                    // Italian's imperative of a verb in -are is its third person ("passa"): the same words.
                    if language != Language::Italian {
                        assert_ne!(offer, told_capitalised, "{language}: {action:?}");
                    }
                    offered += 1;
                }
            }
            pick = pick
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let action = legal[(pick >> 33) as usize % legal.len()];
            game.apply(action).unwrap();
        }
    }
    assert!(offered > 1_000, "{offered}");
}

/// Issue 27, item 3: where a meeple may be placed, every space reads apart from every other on the built-in maps
/// ("Place your meeple near Wakoshi, 1 space north" was offered twice), in every language.
#[test]
fn every_space_of_the_built_in_maps_is_named_apart() {
    for (text, file) in [(metro_tokyo::MAP_TOML, "tokyo"), (metro_osaka::MAP_TOML, "osaka")] {
        let map = map(text, file);
        let setup = Setup::new(map.clone(), cards(metro_tokyo::CARDS_TOML, "tokyo"), 2);
        let game = Game::new(setup, 1).expect("a game");
        for language in metro_lang::Language::ALL {
            metro_lang::with_language(language, || {
                let mut seen = std::collections::HashMap::new();
                for i in 0..map.space_count() {
                    let name = metro_engine::narrate::space_name(&game, metro_core::SpaceId(i as u16));
                    if let Some(other) = seen.insert(name.clone(), i) {
                        panic!("{file} ({language:?}): spaces {other} and {i} both read {name:?}");
                    }
                }
            });
        }
    }
}

//! The engine's fast action-turn list (issue 14) with a plugin's rules in play: the listed actions equal the list made
//! from scratch ([`Game::legal_actions_from_scratch`]) after every decision of random games (the engine's own test,
//! `tests/engine/legal_from_scratch.rs`, covers the built-in maps, card sets and Metro Drinks).

#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use metro_engine::ids::GameRng;
use metro_engine::{Game, Registry, Setup};
use metro_rush_hour::RushHour;

#[test]
fn the_fast_list_equals_the_list_made_from_scratch_in_rush_hour() {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    registry.add_module(Arc::new(RushHour)).unwrap();
    let games = if cfg!(debug_assertions) { 2 } else { 12 };
    let mut compared = 0;
    let mut legal = Vec::new();
    for (map, cards) in [("tokyo", "tokyo"), ("osaka", "osaka")] {
        for players in [1, 3, 4, 5] {
            let m = registry.map(map).unwrap();
            let c = registry.card_set(cards).unwrap();
            let m = metro_data::load_map(&m.file, &m.text).unwrap();
            let c = metro_data::load_card_set(&c.file, &c.text, registry.kinds()).unwrap();
            let mut setup = Setup::new(Arc::new(m), Arc::new(c), players);
            setup.play(registry.module("rush-hour").unwrap().clone());
            for seed in 0..games {
                let mut game = Game::new(setup.clone(), seed).unwrap();
                let mut rng = GameRng::new(seed);
                while !game.is_over() {
                    game.legal_actions_into(&mut legal);
                    assert_eq!(
                        legal,
                        game.legal_actions_from_scratch(),
                        "{}",
                        game.pending_description()
                    );
                    compared += 1;
                    game.apply(legal[rng.below(legal.len())]).unwrap();
                }
            }
        }
    }
    assert!(compared > 1_000, "{compared} decisions compared");
}

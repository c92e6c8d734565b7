//! The action turn's legal list is produced by a fast path (issue 14: the free action and the discs tested before
//! anything else, the verdict inlined without words, the cheapest share extra read in one pass); this test compares it
//! with the list made from scratch ([`Game::legal_actions_from_scratch`]: every action in reach asked
//! `can_take_spec` in turn, every line's share extra compared) after every decision of many games, on every built-in
//! map × card set, a custom card set, Metro Drinks with both payout readings, 1–5 players, and random and heuristic
//! players. Rush hour (a plugin's rules) is compared in its own crate's tests.

use std::sync::Arc;

use metro_core::{CardSet, KindCatalogue, Map};
use metro_engine::ids::GameRng;
use metro_engine::{Action, Game, Setup};

fn map(name: &str) -> Arc<Map> {
    let text = if name == "tokyo" {
        metro_tokyo::MAP_TOML
    } else {
        metro_osaka::MAP_TOML
    };
    Arc::new(metro_data::load_map(name, text).expect("a built-in map"))
}

fn cards(name: &str) -> Arc<CardSet> {
    let text = match name {
        "tokyo" => metro_tokyo::CARDS_TOML.to_string(),
        "osaka" => metro_osaka::CARDS_TOML.to_string(),
        // A custom set: the Osaka cards with cheaper stations, shorter moves and Tokyo's Start, Bid and Card kinds
        // missing, as a designer's edit would leave them.
        _ => metro_osaka::CARDS_TOML
            .replace(
                "kind = \"station\", spaces = 1, cost = 300",
                "kind = \"station\", spaces = 1, cost = 200",
            )
            .replace("distance = 4", "distance = 3"),
    };
    Arc::new(metro_data::load_card_set(name, &text, &KindCatalogue::builtin()).expect("a valid card set"))
}

/// Plays `games` games of a setup, the seats chosen by `bots` (`random` or `heuristic`, in turn), comparing the
/// listed actions with the list made from scratch before every decision; returns the decisions compared.
fn compare(setup: &Setup, bots: &str, games: u64, seed: u64) -> usize {
    let mut compared = 0;
    let mut legal = Vec::new();
    for g in 0..games {
        let seed = seed * 1_000 + g;
        let mut game = Game::new(setup.clone(), seed).expect("a valid setup");
        let mut rng = GameRng::new(seed ^ 0x5EED);
        let mut heuristic: Vec<_> = (0..setup.players)
            .map(|seat| metro_bots::bot_by_name("heuristic", seed + seat as u64).expect("a known bot"))
            .collect();
        while let Some(player) = game.to_move() {
            game.legal_actions_into(&mut legal);
            assert_eq!(
                legal,
                game.legal_actions_from_scratch(),
                "while waiting for: {} (seed {seed}, decision {compared})",
                game.pending_description()
            );
            compared += 1;
            let action: Action = if bots == "heuristic" && player.0 % 2 == 0 {
                heuristic[player.0 as usize].choose(&game.player_view(player), &legal)
            } else {
                legal[rng.below(legal.len())]
            };
            game.apply(action).expect("a listed action is accepted");
        }
    }
    compared
}

/// Games per configuration: fewer in a debug build, where the engine runs some 20 times slower.
fn games(release: u64) -> u64 {
    if cfg!(debug_assertions) {
        release.div_ceil(8)
    } else {
        release
    }
}

#[test]
fn the_fast_list_equals_the_list_made_from_scratch() {
    let pairs = [
        ("tokyo", "tokyo"),
        ("osaka", "osaka"),
        ("tokyo", "osaka"),
        ("osaka", "tokyo"),
        ("tokyo", "custom"),
        ("osaka", "custom"),
    ];
    let mut compared = 0;
    for (i, (m, c)) in pairs.iter().enumerate() {
        for players in 1..=5 {
            let setup = Setup::new(map(m), cards(c), players);
            let seed = (i * 10 + players) as u64;
            compared += compare(&setup, "random", games(16), seed);
            // The heuristic bot is slow in a debug build: there, its games for odd numbers of players only.
            if !cfg!(debug_assertions) || players % 2 == 1 {
                compared += compare(&setup, "heuristic", games(4), seed + 100);
            }
        }
    }
    assert!(
        compared > 20_000 / if cfg!(debug_assertions) { 10 } else { 1 },
        "{compared} decisions compared"
    );
}

#[test]
fn the_fast_list_equals_the_list_made_from_scratch_with_metro_drinks() {
    let mut compared = 0;
    for (i, (m, c)) in [("tokyo", "tokyo"), ("osaka", "osaka"), ("tokyo", "osaka")]
        .iter()
        .enumerate()
    {
        for players in [1, 2, 4, 5] {
            for owner_paid in [false, true] {
                let setup = metro_drinks::with_drinks(Setup::new(map(m), cards(c), players), owner_paid);
                let seed = (500 + i * 20 + players * 2 + owner_paid as usize) as u64;
                compared += compare(&setup, "random", games(8), seed);
                if !cfg!(debug_assertions) || owner_paid == (players % 2 == 0) {
                    compared += compare(&setup, "heuristic", games(2), seed + 100);
                }
            }
        }
    }
    assert!(
        compared > 10_000 / if cfg!(debug_assertions) { 10 } else { 1 },
        "{compared} decisions compared"
    );
}

//! The heuristic bot against the rules and against the random bot: it always answers with a legal action, finishes
//! games for 1–5 players on every built-in map and card set, keeps the token supplies whole, is reproducible from its
//! seed, and wins at least 90% of 2-player games against the random bot.

use std::sync::Arc;

use metro_bots::{Bot, HeuristicBot, RandomBot, bot_by_name};
use metro_core::{CardSet, KindCatalogue, Map};
use metro_engine::state::{BIKE_TOKENS, LOAN_TOKENS, SPEED_TOKENS};
use metro_engine::{Action, Game, PlayerId, RuleOptions, Setup};

fn maps() -> Vec<(&'static str, Arc<Map>)> {
    vec![
        (
            "tokyo",
            Arc::new(
                metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map loads"),
            ),
        ),
        (
            "osaka",
            Arc::new(
                metro_data::load_map("maps/osaka.toml", metro_osaka::MAP_TOML).expect("the Osaka map loads"),
            ),
        ),
    ]
}

fn card_sets() -> Vec<(&'static str, Arc<CardSet>)> {
    let kinds = KindCatalogue::builtin();
    vec![
        (
            "tokyo",
            Arc::new(
                metro_data::load_card_set("cards/tokyo.toml", metro_tokyo::CARDS_TOML, &kinds)
                    .expect("the Tokyo cards load"),
            ),
        ),
        (
            "osaka",
            Arc::new(
                metro_data::load_card_set("cards/osaka.toml", metro_osaka::CARDS_TOML, &kinds)
                    .expect("the Osaka cards load"),
            ),
        ),
    ]
}

fn setup(map: &Arc<Map>, cards: &Arc<CardSet>, players: usize) -> Setup {
    Setup {
        map: map.clone(),
        cards: cards.clone(),
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    }
}

/// Plays a game to the end, checking every choice against the legal list and the token supplies after every step;
/// returns the actions taken.
fn play(game: &mut Game, bots: &mut [Box<dyn Bot>]) -> Vec<Action> {
    let mut taken = Vec::new();
    let mut legal = Vec::new();
    while let Some(player) = game.to_move() {
        game.legal_actions_into(&mut legal);
        assert!(
            !legal.is_empty(),
            "no legal action: {}",
            game.pending_description()
        );
        let action = bots[player.0 as usize].choose(&game.player_view(player), &legal);
        assert!(
            legal.contains(&action),
            "{} chose {action:?}, not among {legal:?}",
            bots[player.0 as usize].name()
        );
        game.apply(action).expect("a legal action applies");
        taken.push(action);
        assert!(taken.len() < 50_000, "the game does not end");
        let s = game.state();
        let bikes = s.bike_supply as usize + s.players.iter().filter(|p| p.bike).count();
        let speed = s.speed_supply as usize
            + s.players.iter().map(|p| p.speed_tokens as usize).sum::<usize>()
            + s.lines.iter().map(|l| l.speed_tokens()).sum::<usize>();
        let loans = s.loan_supply as usize + s.players.iter().map(|p| p.loans as usize).sum::<usize>();
        assert_eq!(bikes, BIKE_TOKENS as usize, "bike tokens after {action:?}");
        assert_eq!(speed, SPEED_TOKENS as usize, "speed tokens after {action:?}");
        assert_eq!(loans, LOAN_TOKENS as usize, "loan tokens after {action:?}");
        assert!(
            s.players.iter().all(|p| p.cash >= 0),
            "cash below zero after {action:?}"
        );
    }
    assert!(game.is_over());
    taken
}

#[test]
fn the_heuristic_bot_is_known_by_name() {
    let bot = bot_by_name("heuristic", 1).unwrap();
    assert_eq!(bot.name(), "heuristic");
    assert!(metro_bots::BOT_NAMES.contains(&"heuristic"));
}

#[test]
fn heuristic_games_end_with_legal_actions_on_every_map_and_card_set() {
    for (map_name, map) in &maps() {
        for (cards_name, cards) in &card_sets() {
            for players in 1..=5 {
                for seed in 0..2u64 {
                    let mut game = Game::new(setup(map, cards, players), seed).unwrap();
                    // All heuristic in the first game; heuristic against random ones in the second.
                    let mut bots: Vec<Box<dyn Bot>> = (0..players)
                        .map(|i| -> Box<dyn Bot> {
                            if seed == 0 || i % 2 == 0 {
                                Box::new(HeuristicBot::new(seed * 10 + i as u64))
                            } else {
                                Box::new(RandomBot::new(seed * 10 + i as u64))
                            }
                        })
                        .collect();
                    play(&mut game, &mut bots);
                    let result = game.result().unwrap();
                    assert_eq!(
                        result.totals.len(),
                        players,
                        "{map_name} map, {cards_name} cards, {players} players"
                    );
                }
            }
        }
    }
}

#[test]
fn the_heuristic_bot_is_reproducible_from_its_seed() {
    let (map, cards) = (&maps()[1].1, &card_sets()[0].1);
    let run = || {
        let mut game = Game::new(setup(map, cards, 3), 42).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = (0..3)
            .map(|i| -> Box<dyn Bot> { Box::new(HeuristicBot::new(i)) })
            .collect();
        (play(&mut game, &mut bots), game.result().unwrap().totals)
    };
    assert_eq!(run(), run());
}

/// 60 two-player games on the Tokyo cards: both maps, both seats, 15 seeds each.
#[test]
fn the_heuristic_bot_beats_the_random_bot_in_at_least_90_percent_of_games() {
    let cards = &card_sets()[0].1;
    let mut wins = 0;
    let mut games = 0;
    for (map_name, map) in &maps() {
        for seat in 0..2u8 {
            for seed in 0..15u64 {
                let mut game = Game::new(setup(map, cards, 2), 1_000 + seed).unwrap();
                let mut bots: Vec<Box<dyn Bot>> = vec![
                    Box::new(HeuristicBot::new(seed)),
                    Box::new(RandomBot::new(seed + 500)),
                ];
                if seat == 1 {
                    bots.swap(0, 1);
                }
                play(&mut game, &mut bots);
                let result = game.result().unwrap();
                games += 1;
                if result.winner == PlayerId(seat) {
                    wins += 1;
                } else {
                    eprintln!(
                        "lost on {map_name} in seat {seat}, seed {seed}: {:?}",
                        result.totals
                    );
                }
            }
        }
    }
    assert!(
        wins * 10 >= games * 9,
        "the heuristic bot won {wins} of {games} games"
    );
}

//! The easy bot (the app's Easy level): known by name, always legal, reproducible from its seed, and between the
//! random bot and the heuristic bot in strength — it beats the random bot in most 2-player games and loses most to
//! the heuristic bot.

use std::sync::Arc;

use metro_bots::{Bot, EasyBot, HeuristicBot, RandomBot, bot_by_name};
use metro_core::{CardSet, KindCatalogue, Map};
use metro_engine::{Action, Game, PlayerId, RuleOptions, Setup};

fn tokyo() -> (Arc<Map>, Arc<CardSet>) {
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map loads");
    let kinds = KindCatalogue::builtin();
    let cards = metro_data::load_card_set("cards/tokyo.toml", metro_tokyo::CARDS_TOML, &kinds)
        .expect("the Tokyo cards load");
    (Arc::new(map), Arc::new(cards))
}

fn game(seed: u64) -> Game {
    let (map, cards) = tokyo();
    let setup = Setup {
        map,
        cards,
        players: 2,
        options: RuleOptions::default(),
        modules: Vec::new(),
    };
    Game::new(setup, seed).expect("setup")
}

/// Plays a game to the end, every choice checked against the legal list; returns the actions and the winner.
fn play(mut game: Game, bots: &mut [Box<dyn Bot>]) -> (Vec<Action>, PlayerId) {
    let mut taken = Vec::new();
    let mut legal = Vec::new();
    while let Some(player) = game.to_move() {
        game.legal_actions_into(&mut legal);
        let action = bots[player.0 as usize].choose(&game.player_view(player), &legal);
        assert!(legal.contains(&action), "{action:?} is not legal");
        game.apply(action).expect("a legal action applies");
        taken.push(action);
        assert!(taken.len() < 50_000, "the game does not end");
    }
    (taken, game.result().expect("over").winner)
}

#[test]
fn the_easy_bot_is_known_by_name_and_reproducible() {
    let bot = bot_by_name("easy", 1).expect("known");
    assert_eq!(bot.name(), "easy");
    assert!(metro_bots::BOT_NAMES.contains(&"easy"));
    let run = || {
        let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(EasyBot::new(5)), Box::new(EasyBot::new(6))];
        play(game(11), &mut bots)
    };
    assert_eq!(run(), run());
}

/// 2 × 8 two-player games on Tokyo: the easy bot against the random bot, then against the heuristic bot, both seats.
#[test]
fn the_easy_bot_sits_between_the_random_and_the_heuristic_bot() {
    let against = |other: &dyn Fn(u64) -> Box<dyn Bot>| {
        let mut wins = 0;
        for seed in 0..8u64 {
            let seat = (seed % 2) as u8;
            let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(EasyBot::new(seed)), other(seed + 100)];
            if seat == 1 {
                bots.swap(0, 1);
            }
            if play(game(2_000 + seed), &mut bots).1 == PlayerId(seat) {
                wins += 1;
            }
        }
        wins
    };
    let over_random = against(&|seed| Box::new(RandomBot::new(seed)));
    let over_heuristic = against(&|seed| Box::new(HeuristicBot::new(seed)));
    assert!(
        over_random >= 6,
        "the easy bot beat the random bot {over_random} of 8 times"
    );
    assert!(
        over_heuristic <= 3,
        "the easy bot beat the heuristic bot {over_heuristic} of 8 times"
    );
}

//! The search bot: it answers with a legal action, is reproducible from its seed with a budget in playouts (also on
//! several threads), and cannot tell apart two games that differ only in what its player cannot see.

use std::sync::Arc;

use metro_bots::{Bot, HeuristicBot, MctsBot, StopSignal, bot_by_name};
use metro_core::KindCatalogue;
use metro_engine::{Action, Game, PlayerId, RuleOptions, Setup};

fn tokyo(players: usize) -> Setup {
    let kinds = KindCatalogue::builtin();
    Setup {
        map: Arc::new(metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("map")),
        cards: Arc::new(
            metro_data::load_card_set("cards/tokyo.toml", metro_tokyo::CARDS_TOML, &kinds).expect("cards"),
        ),
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    }
}

/// A game after `decisions` decisions of heuristic bots.
fn advanced(players: usize, seed: u64, decisions: usize) -> Game {
    let mut game = Game::new(tokyo(players), seed).expect("setup");
    let mut bots: Vec<HeuristicBot> = (0..players).map(|p| HeuristicBot::new(p as u64)).collect();
    for _ in 0..decisions {
        let Some(player) = game.to_move() else { break };
        let legal = game.legal_actions();
        let action = bots[player.0 as usize].choose(&game.player_view(player), &legal);
        game.apply(action).expect("legal");
    }
    game
}

fn choose(bot: &mut dyn Bot, game: &Game) -> Action {
    let player = game.to_move().expect("a decision");
    let legal = game.legal_actions();
    let action = bot.choose(&game.player_view(player), &legal);
    assert!(legal.contains(&action), "{action:?} is legal");
    action
}

#[test]
fn names_give_search_bots() {
    for name in ["mcts:1", "mcts:200", "mcts:1s", "mcts:500ms", "mcts:50:2"] {
        let bot = bot_by_name(name, 3).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(bot.name(), name);
    }
    for bad in ["mcts", "mcts:", "mcts:0", "mcts:x", "mcts:1s:0", "mcts:1:x"] {
        assert!(bot_by_name(bad, 3).is_none(), "{bad}");
    }
}

#[test]
fn search_is_legal_and_reproducible_with_a_playout_budget() {
    for (decisions, players) in [(0, 2), (30, 3)] {
        let game = advanced(players, 11, decisions);
        let a = choose(&mut MctsBot::from_name("mcts:4", 5).expect("bot"), &game);
        let b = choose(&mut MctsBot::from_name("mcts:4", 5).expect("bot"), &game);
        assert_eq!(a, b, "same seed, same move after {decisions} decisions");
        let c = choose(&mut MctsBot::from_name("mcts:4:2", 5).expect("bot"), &game);
        let d = choose(&mut MctsBot::from_name("mcts:4:2", 5).expect("bot"), &game);
        assert_eq!(c, d, "same seed and threads, same move");
    }
}

#[test]
fn a_time_budget_answers() {
    let game = advanced(2, 4, 5);
    let started = std::time::Instant::now();
    choose(&mut MctsBot::from_name("mcts:5ms", 1).expect("bot"), &game);
    // At least one playout a thread, however slow the machine: a bound far above the budget.
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
}

// rule TM-12.1, D-3: the bot searches determinisations drawn from what its player sees, so two games that differ
// only in hidden information (deck order, discards below the top, others' unrevealed bids, the generator) give it
// the same move with the same seed.
#[test]
fn hidden_information_does_not_change_the_move() {
    let mut a = Game::new(tokyo(3), 21).expect("setup");
    a.apply(Action::Bid(0)).expect("bid");
    a.apply(Action::Bid(100)).expect("bid");
    let mut b = Game::new(tokyo(3), 21).expect("setup");
    b.apply(Action::Bid(300)).expect("bid");
    b.apply(Action::Bid(0)).expect("bid");
    let per_column = a.rules().cards().cards_per_column();
    let cards = a.rules().cards().clone();
    let dots = |c: metro_engine::CardId| {
        cards.columns()[c.0 as usize / per_column].cards[c.0 as usize % per_column].dots
    };
    for column in &mut b.state_mut().columns {
        // The youngest dot group sits on top of the deck: reversing its cards changes only hidden order.
        let top = dots(*column.deck.last().expect("a deck"));
        let group = column.deck.iter().rev().take_while(|&&c| dots(c) == top).count();
        assert!(group >= 2);
        let n = column.deck.len();
        column.deck[n - group..].reverse();
    }
    b.state_mut().rng = metro_engine::ids::GameRng::new(77);
    assert_ne!(a.state(), b.state());
    assert_eq!(
        a.view(PlayerId(2)),
        b.view(PlayerId(2)),
        "player 2 cannot tell them apart"
    );
    for seed in 0..3 {
        let x = choose(&mut MctsBot::from_name("mcts:4", seed).expect("bot"), &a);
        let y = choose(&mut MctsBot::from_name("mcts:4", seed).expect("bot"), &b);
        assert_eq!(x, y, "seed {seed}");
    }
}

/// A search the driver no longer needs stops at once when its signal is raised, on one thread and on several, and
/// still answers with a legal action; a bot given a fresh signal searches its whole budget again.
#[test]
fn a_raised_stop_signal_ends_the_search() {
    let game = advanced(2, 11, 30);
    for threads in [1, 2] {
        // A budget that would take minutes.
        let mut bot = MctsBot::new(5, metro_bots::mcts::Budget::Playouts(5_000_000), threads);
        let stop = StopSignal::new();
        bot.set_stop_signal(stop.clone());
        let raiser = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(100));
            stop.raise();
        });
        let started = std::time::Instant::now();
        choose(&mut bot, &game);
        raiser.join().expect("the raiser ends");
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "{threads} thread(s): stopped after {:?}",
            started.elapsed()
        );
    }
    // Raised before the search: the answer comes at once, and it is legal.
    let mut bot = MctsBot::new(5, metro_bots::mcts::Budget::Playouts(5_000_000), 1);
    let stop = StopSignal::new();
    stop.raise();
    bot.set_stop_signal(stop);
    choose(&mut bot, &game);
    // A fresh signal: the same bot searches its (small) budget and is reproducible again.
    let mut a = MctsBot::new(9, metro_bots::mcts::Budget::Playouts(30), 1);
    let raised = StopSignal::new();
    raised.raise();
    a.set_stop_signal(raised);
    a.set_stop_signal(StopSignal::new());
    let mut b = MctsBot::new(9, metro_bots::mcts::Budget::Playouts(30), 1);
    assert_eq!(choose(&mut a, &game), choose(&mut b, &game));
}

// Issue 28, item 10: under a process limit `mcts:…:256` panicked with "failed to spawn thread". The threads refused
// are no error: the threads obtained (or the calling thread alone) search every share, and the move is the same.
#[test]
fn refused_threads_give_the_same_move() {
    use metro_bots::threads::Spawner;
    for (decisions, players, seed) in [(0, 2, 5), (30, 3, 6), (60, 4, 7)] {
        let game = advanced(players, 11, decisions);
        let moves: Vec<Action> = [None, Some(0), Some(1), Some(3)]
            .into_iter()
            .map(|limit| {
                let bot = MctsBot::from_name("mcts:48:8", seed).expect("bot");
                let mut bot = match limit {
                    Some(max) => bot.with_spawner(Spawner::refusing_after(max)),
                    None => bot,
                };
                // two decisions in a row: the second starts from what the first left (policies, generator)
                let first = choose(&mut bot, &game);
                let second = choose(&mut bot, &game);
                assert_eq!(first, second, "the same position, the same move");
                first
            })
            .collect();
        assert!(moves.windows(2).all(|w| w[0] == w[1]), "{moves:?}");
    }
}

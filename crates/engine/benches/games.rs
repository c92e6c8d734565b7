//! Criterion benchmark: complete random 4-player games on the Tokyo map with the Tokyo cards.
//!
//! Every iteration sets up a game with [`Game::with_rules`] (the rules are checked once, outside the loop) and
//! plays it to the end, choosing uniformly among the legal actions, reusing the legal-action and event buffers as a
//! simulation does: once applying each action through `Game::apply_into`, which checks it again (the baseline of
//! issue 14), once through `Game::apply_chosen`, as a playout does. Throughput is reported in games per second. A
//! second benchmark clones a game in the middle of play, as a search bot does for every playout. A third narrates
//! every event of a whole game (what a log or a replay shows), in English and in German, through the Fluent catalogs.
//! Run with `cargo bench -p metro-engine --bench games`.

use std::hint::black_box;
use std::sync::Arc;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use metro_core::KindCatalogue;
use metro_engine::ids::GameRng;
use metro_engine::{Action, Event, Game, RuleOptions, Rules, Setup};

/// The rules of a 4-player game on the built-in Tokyo map and cards.
fn tokyo_rules(players: usize) -> Arc<Rules> {
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).expect("the Tokyo map loads");
    let cards = metro_data::load_card_set(
        "cards/tokyo.toml",
        metro_tokyo::CARDS_TOML,
        &KindCatalogue::builtin(),
    )
    .expect("the Tokyo cards load");
    let setup = Setup {
        map: Arc::new(map),
        cards: Arc::new(cards),
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    };
    Arc::new(Rules::new(setup).expect("a valid setup"))
}

/// Plays one complete random game; returns the number of decisions. Each action is applied through
/// [`Game::apply_into`], which checks it again (`checked`), or through [`Game::apply_chosen`], which performs the
/// listed action unchecked, as a playout does: the same games either way.
fn play(
    rules: &Arc<Rules>,
    seed: u64,
    checked: bool,
    legal: &mut Vec<Action>,
    events: &mut Vec<Event>,
) -> usize {
    let mut game = Game::with_rules(rules.clone(), seed);
    let mut rng = GameRng::new(seed ^ 0x5EED);
    let mut decisions = 0;
    while !game.is_over() {
        events.clear();
        if checked {
            game.legal_actions_into(legal);
            let action = legal[rng.below(legal.len())];
            game.apply_into(action, events).expect("a listed action is legal");
        } else {
            game.apply_chosen(legal, events, |_, legal| rng.below(legal.len()))
                .expect("a place in the list");
        }
        decisions += 1;
    }
    decisions
}

fn games(c: &mut Criterion) {
    let rules = tokyo_rules(4);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut group = c.benchmark_group("random games");
    group.throughput(Throughput::Elements(1));
    for (name, checked) in [
        ("tokyo 4 players", true),
        ("tokyo 4 players, apply_chosen", false),
    ] {
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                black_box(play(&rules, seed, checked, &mut legal, &mut events))
            })
        });
    }
    group.finish();
}

/// Cloning a game in the middle of play (what a search bot does for every playout): the state only, the rules shared.
fn clone(c: &mut Criterion) {
    let rules = tokyo_rules(4);
    let mut game = Game::with_rules(rules, 7);
    let mut rng = GameRng::new(7);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    // Round 4 or so: cards taken, shares held, pyramids built.
    while !game.is_over() && game.round() < 4 {
        game.legal_actions_into(&mut legal);
        let action = legal[rng.below(legal.len())];
        events.clear();
        game.apply_into(action, &mut events)
            .expect("a listed action is legal");
    }
    c.bench_function("clone a game in round 4", |b| {
        b.iter(|| black_box(black_box(&game).clone()))
    });
}

/// Narrating every event of one whole 4-player game, in English and in German (throughput: sentences).
fn narration(c: &mut Criterion) {
    let rules = tokyo_rules(4);
    let mut game = Game::with_rules(rules, 11);
    let mut rng = GameRng::new(11);
    let mut legal = Vec::new();
    let mut said = Vec::new();
    while !game.is_over() {
        game.legal_actions_into(&mut legal);
        let action = legal[rng.below(legal.len())];
        let before = game.clone();
        for event in game.apply(action).expect("a listed action is legal") {
            said.push((before.clone(), event));
        }
    }
    let mut group = c.benchmark_group("narration");
    group.throughput(Throughput::Elements(said.len() as u64));
    for language in [metro_lang::Language::English, metro_lang::Language::German] {
        group.bench_function(format!("a whole game's events, {}", language.code()), |b| {
            b.iter(|| {
                metro_lang::with_language(language, || {
                    for (game, event) in &said {
                        black_box(metro_engine::narrate::describe(game, event));
                    }
                })
            })
        });
    }
    group.finish();
}

criterion_group!(benches, games, clone, narration);
criterion_main!(benches);

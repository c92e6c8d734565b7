//! The watchdog over plugin hooks (issue 28, item 12): a hook that never returns disables its plugin within the
//! budget and is reported, naming the plugin and the hook. In a process of its own: it arms the process's watch.

#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use metro_engine::ids::GameRng;
use metro_engine::{Game, Registry, Setup};
use metro_plugins::{Timeout, load_into, watch_hooks};
use metro_tests::plugins::{FAULTY, RUSH_HOUR, copy, library};

fn tokyo(registry: &Registry, players: usize) -> Setup {
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).unwrap();
    let cards =
        metro_data::load_card_set("cards/tokyo.toml", metro_tokyo::CARDS_TOML, registry.kinds()).unwrap();
    Setup::new(Arc::new(map), Arc::new(cards), players)
}

#[test]
fn a_hook_that_never_returns_is_reported_and_disables_its_plugin() {
    let budget = Duration::from_millis(1500);
    let (tx, rx) = mpsc::channel::<Timeout>();
    let tx = std::sync::Mutex::new(tx);
    watch_hooks(budget, move |late| {
        let _ = tx.lock().unwrap().send(late.clone());
    })
    .unwrap();
    let mut registry = Registry::new();
    let sleepy = copy(&library(FAULTY).unwrap(), "libsleep-in-hook.so", None).unwrap();
    let plugin = load_into(&sleepy, &mut registry).unwrap();
    let rush = load_into(&library(RUSH_HOUR).unwrap(), &mut registry).unwrap();
    let mut setup = tokyo(&registry, 2);
    setup.play(registry.module("faulty").unwrap().clone());
    let mut game = Game::new(setup, 4).unwrap();
    // the game on a thread of its own: its first action turn asks the hook, which never returns
    let started = Instant::now();
    std::thread::spawn(move || {
        let mut rng = GameRng::new(4);
        while !game.is_over() {
            let legal = game.legal_actions();
            if game.apply(legal[rng.below(legal.len())]).is_err() {
                return;
            }
        }
    });
    let late = rx.recv_timeout(Duration::from_secs(60)).unwrap();
    let waited = started.elapsed();
    assert!(
        waited >= budget && waited < budget + Duration::from_secs(5),
        "{waited:?}"
    );
    assert_eq!(late.plugin, "libsleep-in-hook.so");
    assert_eq!(late.hook, "turn_options");
    assert_eq!(late.budget, budget);
    let said = late.to_string();
    assert!(
        said.contains("`turn_options`") && said.contains("1.5 s"),
        "{said}"
    );
    // the plugin is disabled: a new game of it cannot be set up, and other plugins play on
    let why = plugin.failure().unwrap();
    assert!(
        why.contains("libsleep-in-hook.so") && why.contains("turn_options"),
        "{why}"
    );
    let mut setup = tokyo(&registry, 2);
    setup.play(registry.module("faulty").unwrap().clone());
    let refused = Game::new(setup, 5).unwrap_err().to_string();
    assert!(
        refused.contains("has not returned from its hook `turn_options`"),
        "{refused}"
    );
    let mut setup = tokyo(&registry, 2);
    setup.play(registry.module("rush-hour").unwrap().clone());
    let mut game = Game::new(setup, 5).unwrap();
    let mut rng = GameRng::new(5);
    while !game.is_over() {
        let legal = game.legal_actions();
        game.apply(legal[rng.below(legal.len())]).unwrap();
    }
    assert!(rush.failure().is_none());
    // nothing else was reported
    assert!(rx.try_recv().is_err());
}

//! A random playout allocates nothing per decision (issue 14): with the legal-action and event buffers reused, no
//! decision allocates heap memory — a bid, a move, an action and its choices, a board/alight/wait in the train phase,
//! and the decisions that end a phase too (the events they record carry their lists inline, the turn order is
//! sorted in place, the train phase's cursor is inline, the card columns are refreshed in place). One exception: the
//! decision that ends the game makes the final result, kept for the game's life — exactly five allocations, its
//! `Arc` and its four lists (payments, line values, totals, places), made once each at their size.
//!
//! Checked on the Tokyo map with the Tokyo cards and the Osaka map with the Osaka cards, 1–5 players, with and without
//! Metro Drinks (both payout readings), on enough decisions and phase ends that it cannot pass vacuously. Measured by
//! a global allocator that counts the allocations of the calling thread.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::Arc;

use metro_core::KindCatalogue;
use metro_engine::ids::GameRng;
use metro_engine::{Game, Rules, Setup};

/// Counts the allocations (and growing reallocations) made by each thread.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn count() {
    // `try_with`: a thread being torn down has no counter left; its allocations are not ours to count.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

// SAFETY: every call is passed on to the system allocator unchanged; the counter only observes that a call was made
// (a const-initialised thread-local `Cell`, which itself never allocates).
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        // SAFETY: as for `alloc`.
        unsafe { System.dealloc(pointer, layout) }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            count();
        }
        // SAFETY: as for `alloc`.
        unsafe { System.realloc(pointer, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The allocations the decision that ends a game makes: the final result's `Arc` and its four lists.
const GAME_END_ALLOCATIONS: u64 = 5;

fn rules(map: &str, players: usize, drinks: Option<bool>) -> Arc<Rules> {
    let (map, cards) = match map {
        "tokyo" => (
            ("maps/tokyo.toml", metro_tokyo::MAP_TOML),
            ("cards/tokyo.toml", metro_tokyo::CARDS_TOML),
        ),
        _ => (
            ("maps/osaka.toml", metro_osaka::MAP_TOML),
            ("cards/osaka.toml", metro_osaka::CARDS_TOML),
        ),
    };
    let map = metro_data::load_map(map.0, map.1).expect("the map loads");
    let cards =
        metro_data::load_card_set(cards.0, cards.1, &KindCatalogue::builtin()).expect("the cards load");
    let mut setup = Setup::new(Arc::new(map), Arc::new(cards), players);
    if let Some(owner_paid) = drinks {
        setup = metro_drinks::with_drinks(setup, owner_paid);
    }
    Arc::new(Rules::new(setup).expect("a valid setup"))
}

/// What random playouts allocated.
struct Counts {
    /// The decisions that allocated (other than the game's end making its result), in words.
    allocating: Vec<String>,
    /// The decisions made.
    decisions: u64,
    /// The decisions that ended a phase (or the game).
    phase_ends: u64,
    /// The games played to their end.
    games: u64,
}

/// Plays random games with reused buffers.
fn playouts(rules: &Arc<Rules>, seeds: std::ops::RangeInclusive<u64>) -> Counts {
    // Buffers as a simulation keeps them: large enough for any list and any decision's events after warm-up.
    let mut legal = Vec::with_capacity(1024);
    let mut events = Vec::with_capacity(4096);
    let mut allocating = Vec::new();
    let (mut decisions, mut phase_ends, mut games) = (0, 0, 0);
    for seed in seeds {
        let mut game = Game::with_rules(rules.clone(), seed);
        let mut rng = GameRng::new(seed ^ 0x5EED);
        while !game.is_over() {
            let (round, phase) = (game.round(), game.phase());
            let before = allocations();
            game.legal_actions_into(&mut legal);
            let action = legal[rng.below(legal.len())];
            events.clear();
            game.apply_into(action, &mut events)
                .expect("a listed action is legal");
            let allocated = allocations() - before;
            decisions += 1;
            if game.round() != round || game.phase() != phase {
                phase_ends += 1;
            }
            let allowed = if game.is_over() {
                games += 1;
                GAME_END_ALLOCATIONS
            } else {
                0
            };
            if allocated != allowed {
                allocating.push(format!(
                    "game {seed}, round {round}, {phase:?}: {action} allocated {allocated} times (allowed: {allowed})"
                ));
            }
        }
    }
    Counts {
        allocating,
        decisions,
        phase_ends,
        games,
    }
}

#[test]
fn no_decision_allocates_only_the_game_end_makes_its_result() {
    let games = if cfg!(debug_assertions) { 40 } else { 200 };
    let mut configurations = 0;
    for map in ["tokyo", "osaka"] {
        for drinks in [None, Some(false), Some(true)] {
            for players in 1..=5 {
                let rules = rules(map, players, drinks);
                let name = format!("{map}, {players} players, Metro Drinks {drinks:?}");
                // Warm-up: the thread's own buffers (the check's legal list) are made once.
                let _ = playouts(&rules, 1_001..=1_002);
                let Counts {
                    allocating,
                    decisions,
                    phase_ends,
                    games: ended,
                } = playouts(&rules, 1..=games);
                eprintln!("{name}: {decisions} decisions, {phase_ends} phase ends in {ended} games");
                // Not vacuous: whole games were played, every one with many phase ends (four a round, at least
                // three rounds; a solo game has no turn-order phase), and every one ended.
                assert_eq!(ended, games, "{name}: every game ended");
                assert!(
                    decisions > games * 30,
                    "{name}: {decisions} decisions in {games} games"
                );
                assert!(
                    phase_ends > games * 10,
                    "{name}: {phase_ends} phase ends in {games} games"
                );
                assert!(
                    allocating.is_empty(),
                    "{name}: {} of {decisions} decisions allocated, e.g. {:?}",
                    allocating.len(),
                    &allocating[..allocating.len().min(8)]
                );
                configurations += 1;
            }
        }
    }
    assert_eq!(configurations, 30);
}

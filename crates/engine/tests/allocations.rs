//! A random playout allocates nothing per decision (issue 14): with the legal-action and event buffers reused, a
//! decision inside a phase (a bid, a move, an action and its choices, a board/alight/wait in the train phase)
//! allocates no heap memory. Only a decision that ends a phase may allocate: the events it records carry lists (the
//! revealed bids, the new turn order, the final totals) and the discard piles grow at the round's refresh: about 2.6
//! times each (about 53 allocations in a whole random 4-player Tokyo game), bounded here at 4.
//!
//! Measured by a global allocator that counts the allocations of the calling thread.
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

fn rules(map: (&str, &str), cards: (&str, &str), players: usize) -> Arc<Rules> {
    let map = metro_data::load_map(map.0, map.1).expect("the map loads");
    let cards =
        metro_data::load_card_set(cards.0, cards.1, &KindCatalogue::builtin()).expect("the cards load");
    Arc::new(Rules::new(Setup::new(Arc::new(map), Arc::new(cards), players)).expect("a valid setup"))
}

/// What random playouts allocated.
struct Counts {
    /// The decisions inside a phase that allocated, in words.
    allocating: Vec<String>,
    /// The decisions made.
    decisions: u64,
    /// The decisions that ended a phase (or the game).
    phase_ends: u64,
    /// The allocations those made together.
    phase_end_allocations: u64,
}

/// Plays random games with reused buffers.
fn playouts(rules: &Arc<Rules>, games: u64) -> Counts {
    // Buffers as a simulation keeps them: large enough for any list and any decision's events after warm-up.
    let mut legal = Vec::with_capacity(1024);
    let mut events = Vec::with_capacity(4096);
    let mut allocating = Vec::new();
    let mut decisions = 0;
    let (mut phase_ends, mut phase_end_allocations) = (0, 0);
    for seed in 1..=games {
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
            let same_phase = game.round() == round && game.phase() == phase;
            if !same_phase {
                phase_ends += 1;
                phase_end_allocations += allocated;
            }
            if allocated > 0 && same_phase {
                allocating.push(format!(
                    "game {seed}, round {round}, {phase:?}: {action} allocated {allocated} times"
                ));
            }
        }
    }
    Counts {
        allocating,
        decisions,
        phase_ends,
        phase_end_allocations,
    }
}

#[test]
fn decisions_inside_a_phase_allocate_nothing() {
    let games = if cfg!(debug_assertions) { 40 } else { 400 };
    for (name, rules) in [
        (
            "tokyo",
            rules(
                ("maps/tokyo.toml", metro_tokyo::MAP_TOML),
                ("cards/tokyo.toml", metro_tokyo::CARDS_TOML),
                4,
            ),
        ),
        (
            "osaka",
            rules(
                ("maps/osaka.toml", metro_osaka::MAP_TOML),
                ("cards/osaka.toml", metro_osaka::CARDS_TOML),
                3,
            ),
        ),
    ] {
        // Warm-up: the thread's own buffers (the check's legal list) are made once.
        let _ = playouts(&rules, 2);
        let Counts {
            allocating,
            decisions,
            phase_ends,
            phase_end_allocations,
        } = playouts(&rules, games);
        assert!(decisions > games * 100, "{name}: whole games were played");
        eprintln!(
            "{name}: {decisions} decisions in {games} games; {phase_ends} ended a phase and allocated \
             {phase_end_allocations} times together"
        );
        // Measured: 2.6 (Tokyo) and 2.7 (Osaka) allocations a phase end, from the lists its events carry and the
        // discard piles growing at the refresh; more than 4 is a regression.
        assert!(
            phase_end_allocations <= 4 * phase_ends,
            "{name}: {phase_end_allocations} allocations in {phase_ends} phase ends"
        );
        assert!(
            allocating.is_empty(),
            "{name}: {} of {decisions} decisions inside a phase allocated, e.g. {:?}",
            allocating.len(),
            &allocating[..allocating.len().min(8)]
        );
    }
}

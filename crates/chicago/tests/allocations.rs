//! A decision allocates no heap memory when the caller reuses its buffers: `legal_actions_into` and
//! `apply_chosen` (and `apply_into`), auctions, building, Chicago, Dividend Phases and the end included. Cloning a
//! game allocates nothing but the board's reference count.

use std::alloc::{GlobalAlloc, Layout, System};

use metro_chicago::policy::{Policy, WestwardPolicy};
use metro_chicago::{Action, Board, Event, Game, SeededRng, Setup};

struct Counting;

thread_local! {
    /// Whether this thread's allocations are counted (the test's own thread only: the harness allocates too).
    static COUNTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// This thread's allocations counted (per thread: the tests run side by side).
    static ALLOCATIONS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The allocations counted on this thread so far.
fn allocations() -> usize {
    ALLOCATIONS.with(std::cell::Cell::get)
}

// SAFETY: forwards to the system allocator, counting calls.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTED.with(std::cell::Cell::get) {
            ALLOCATIONS.with(|n| n.set(n.get() + 1));
        }
        // SAFETY: the caller's layout, passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        // SAFETY: the pointer came from `alloc` above with this layout.
        unsafe { System.dealloc(pointer, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// A uniform choice that prefers building and placing (so games reach Chicago now and then), allocation-free.
fn choose(rng: &mut SeededRng, legal: &[Action]) -> usize {
    let i = rng.below(legal.len());
    if rng.chance(50)
        && let Some(j) = legal
            .iter()
            .position(|a| matches!(a, Action::BuildFor(_) | Action::Place(_)))
    {
        return j;
    }
    i
}

#[test]
fn decisions_allocate_nothing_once_the_buffers_have_grown() {
    COUNTED.with(|c| c.set(true));
    let board = Board::builtin();
    let mut legal: Vec<Action> = Vec::with_capacity(4096);
    let mut events: Vec<Event> = Vec::with_capacity(256);
    let mut decisions = 0u64;
    let mut kinds = Vec::with_capacity(64);
    for seed in 0..20 {
        let mut game =
            Game::with_board(board.clone(), Setup::new(2 + (seed % 5) as u8), seed).expect("valid");
        let mut rng = SeededRng::new(seed);
        // the westward policy in every other game: it reaches Chicago and opens Wabash
        let mut westward = WestwardPolicy::new(&board, seed);
        let before = allocations();
        loop {
            events.clear();
            let chosen = game.apply_chosen(&mut legal, &mut events, |g, l| {
                if seed % 2 == 1 {
                    westward.choose(g, l)
                } else {
                    choose(&mut rng, l)
                }
            });
            if chosen.is_none() {
                break;
            }
            // the checked path too
            if let Some(&action) = legal.first() {
                let _ = game.check(action);
            }
            for e in &events {
                let kind = std::mem::discriminant(e);
                if !kinds.contains(&kind) {
                    kinds.push(kind);
                }
            }
            decisions += 1;
        }
        let copy = std::hint::black_box(game.clone());
        assert!(copy.is_over());
        let after = allocations();
        assert_eq!(
            after - before,
            0,
            "game {seed} allocated {} times",
            after - before
        );
    }
    assert!(decisions > 1_000);
    // every kind of event but the two of setup (StartingMoney, Banker: `Game::start_events`)
    assert_eq!(kinds.len(), 23, "only {} kinds of event seen", kinds.len());
}

#[test]
fn playouts_through_the_platform_interface_allocate_nothing() {
    use metro_game::GameState;
    use metro_game::playout::{Picks, Scratch, random_playout};
    COUNTED.with(|c| c.set(true));
    let mut scratch: Scratch<Game> = Scratch {
        legal: Vec::with_capacity(4096),
        events: Vec::with_capacity(256),
    };
    for seed in 0..10 {
        let mut game = <Game as GameState>::new_game(&Setup::new(2 + (seed % 5) as u8), seed).expect("valid");
        let before = allocations();
        let finished = random_playout(&mut game, &mut Picks::new(seed), 100_000, &mut scratch, |_, _| {})
            .expect("the game ends");
        assert_eq!(
            allocations(),
            before,
            "seed {seed}: {} decisions through GameState allocated",
            finished.decisions
        );
    }
}

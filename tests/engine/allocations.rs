//! A random playout allocates nothing per decision (issue 14): with the legal-action and event buffers reused, no
//! decision allocates heap memory — a bid, a move, an action and its choices, a board/alight/wait in the train phase,
//! and the decisions that end a phase too (the events they record carry their lists inline, the turn order is
//! sorted in place, the train phase's cursor is inline, the card columns are refreshed in place), and the decision
//! that ends the game as well: its final result (payments, line values, totals, places) is made of inline lists and
//! kept inline in the `Game`, so end scoring allocates nothing either.
//!
//! Both ways of playing a decision are measured: listing and `Game::apply_into`, and `Game::apply_chosen`. Checked on
//! the Tokyo map with the Tokyo cards and the Osaka map with the Osaka cards, 1–5 players, with and without
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
    /// The decisions that allocated, in words.
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
            events.clear();
            // Even games list and `apply_into` (which checks the action again); odd games `apply_chosen`, as a
            // search's playouts do.
            let action = if seed % 2 == 0 {
                game.legal_actions_into(&mut legal);
                let action = legal[rng.below(legal.len())];
                game.apply_into(action, &mut events)
                    .expect("a listed action is legal");
                action
            } else {
                game.apply_chosen(&mut legal, &mut events, |_, legal| rng.below(legal.len()))
                    .expect("a place in the list")
            };
            let allocated = allocations() - before;
            decisions += 1;
            if game.round() != round || game.phase() != phase {
                phase_ends += 1;
            }
            if game.is_over() {
                // The decision that ends the game, end scoring included, was measured like every other.
                games += 1;
                assert!(
                    game.result().is_some(),
                    "game {seed}: an ended game has its result"
                );
            }
            if allocated != 0 {
                allocating.push(format!(
                    "game {seed}, round {round}, {phase:?}: {action} allocated {allocated} times{}",
                    if game.is_over() { " (the game's end)" } else { "" }
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
fn no_decision_allocates_not_even_the_one_that_ends_the_game() {
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
                // three rounds; a solo game has no turn-order phase), and every one ended, so that every game's last
                // decision (end scoring) was among those measured.
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

/// The payments of end scoring fit inline on the shipped maps with any number of players and two rule modules paying
/// every player once (the shipped ones pay nothing at the end): two a speculation, one a share, a set-aside and a
/// loan a player — so that the test above holds for any game on them, not only the ones played.
#[test]
fn the_most_end_game_payments_of_the_shipped_maps_fit_inline() {
    use metro_engine::scoring::PAYOUTS_INLINE;
    use metro_engine::state::SPECULATION_DISCS;
    for (name, toml) in [
        ("maps/tokyo.toml", metro_tokyo::MAP_TOML),
        ("maps/osaka.toml", metro_osaka::MAP_TOML),
    ] {
        let map = metro_data::load_map(name, toml).expect("the map loads");
        let shares: usize = map.lines().iter().map(|l| l.shares()).sum();
        let players = metro_core::limits::MAX_PLAYERS;
        let most = 2 * SPECULATION_DISCS as usize * players + shares + 2 * players + 2 * players;
        eprintln!("{name}: at most {most} end-game payments, {PAYOUTS_INLINE} inline");
        assert!(
            most <= PAYOUTS_INLINE,
            "{name}: {most} payments, {PAYOUTS_INLINE} inline"
        );
    }
}

#[test]
fn playouts_through_the_platform_interface_allocate_nothing() {
    use metro_game::playout::{Picks, Scratch, random_playout};
    let mut scratch: Scratch<Game> = Scratch {
        legal: Vec::with_capacity(1024),
        events: Vec::with_capacity(4096),
    };
    for players in [1, 3, 5] {
        let rules = rules("tokyo", players, Some(false));
        // Warm-up: the thread's own buffers (the check's legal list) are made once.
        let mut warm = Game::with_rules(rules.clone(), 1_001);
        random_playout(&mut warm, &mut Picks::new(1), 100_000, &mut scratch, |_, _| {})
            .expect("the game ends");
        for seed in 1..=10 {
            let mut game = Game::with_rules(rules.clone(), seed);
            let before = allocations();
            let finished = random_playout(&mut game, &mut Picks::new(seed), 100_000, &mut scratch, |_, _| {})
                .expect("the game ends");
            // The playout hashes the final position once (`Finished::hash`), and it is hashed once more here to
            // measure that: Metro Drinks' state allocates to be hashed. Hashing is no decision (saves hash every 16
            // actions); the decisions themselves allocate nothing.
            let hashing = allocations();
            let _ = metro_game::GameState::hash(&game);
            let hashed = allocations() - hashing;
            assert_eq!(
                allocations() - before - 2 * hashed,
                0,
                "{players} players, game {seed}: {} decisions through GameState allocated",
                finished.decisions
            );
        }
    }
}

//! A plugin allocates from the host's allocator (`metro_plugin_api::allocator`), so memory may pass either way.
//!
//! The host here has an allocator that is not the system's: every block carries a mark before it, and freeing a
//! block without the mark (one the system's allocator made) aborts the process. A plugin that kept its own allocator
//! would hand the host such blocks (the registrar's lists grow in the plugin, a hook's actions too) and this test
//! would end by a signal.

#![allow(clippy::unwrap_used, unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use metro_engine::ids::GameRng;
use metro_engine::{Game, Registry, Setup};
use metro_plugins::load_into;
use metro_tests::plugins::{RUSH_HOUR, library};

const MARK: u64 = 0x6d65_7472_6f5f_6869; // "metro_hi"

/// Blocks with a mark in the word before them.
struct Marked;

static BLOCKS: AtomicUsize = AtomicUsize::new(0);

fn padding(layout: Layout) -> usize {
    layout.align().max(16)
}

unsafe impl GlobalAlloc for Marked {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pad = padding(layout);
        let outer = Layout::from_size_align(layout.size() + pad, pad).unwrap();
        let base = unsafe { System.alloc(outer) };
        if base.is_null() {
            return base;
        }
        BLOCKS.fetch_add(1, Ordering::Relaxed);
        unsafe {
            let block = base.add(pad);
            block.cast::<u64>().sub(1).write_unaligned(MARK);
            block
        }
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        let pad = padding(layout);
        unsafe {
            let mark = block.cast::<u64>().sub(1).read_unaligned();
            if mark != MARK {
                // not ours: the plugin allocated it from another allocator
                let message = b"a block the host's allocator never made was freed\n";
                let _ = std::io::Write::write_all(&mut std::io::stderr(), message);
                std::process::abort();
            }
            block.cast::<u64>().sub(1).write_unaligned(0);
            let outer = Layout::from_size_align_unchecked(layout.size() + pad, pad);
            System.dealloc(block.sub(pad), outer);
        }
    }
}

#[global_allocator]
static ALLOCATOR: Marked = Marked;

#[test]
fn a_plugin_allocates_from_the_host_allocator_so_its_memory_passes_both_ways() {
    let mut registry = Registry::new();
    let plugin = load_into(&library(RUSH_HOUR).unwrap(), &mut registry).unwrap();
    let module = registry.module("rush-hour").unwrap();
    let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).unwrap();
    let cards =
        metro_data::load_card_set("cards/tokyo.toml", metro_tokyo::CARDS_TOML, registry.kinds()).unwrap();
    let before = BLOCKS.load(Ordering::Relaxed);
    for seed in 0..3 {
        let mut setup = Setup::new(Arc::new(map.clone()), Arc::new(cards.clone()), 3);
        setup.play(module.clone());
        let mut game = Game::new(setup, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while !game.is_over() {
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len())];
            drop(game.apply(action).unwrap());
        }
        assert!(game.result().is_some());
    }
    assert!(plugin.failure().is_none());
    assert!(BLOCKS.load(Ordering::Relaxed) > before);
    // the plugin's own words, made in the plugin and dropped here
    let title = module.title().to_string();
    assert_eq!(title, "Rush hour");
    drop(registry);
    drop(plugin);
}

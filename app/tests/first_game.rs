//! A new player's first game (issue 27), driven headless with egui_kittest at 1280×720: what stood in the way of a
//! newcomer, each fixed with a test here.

mod common;

use common::{app, harness_sized, texts};
use egui::vec2;
use egui_kittest::kittest::Queryable;
use metro_app::paths::SeatKind::{Human, Normal};

// Item 1, rule D-3: on the hot-seat hand-over screen nothing decides for the human to move — "What can I do?" lists
// no move to click (it listed Player 2's bids, and one click committed Player 2's secret bid) — until they say they
// are at the screen.
#[test]
fn nothing_decides_for_the_next_human_before_the_hand_over() {
    let mut h = harness_sized(
        app("first-hand-over", &[Human, Human, Normal]),
        vec2(1280.0, 720.0),
    );
    h.run_steps(1);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert!(h.query_by_label("I am Player 1: show my bid").is_some());
    h.get_by_label("What can I do?").click();
    h.run_steps(3);
    let shown = texts(&h).join("\n");
    assert!(
        shown.contains("Player 1 bids in secret: pass the screen to them"),
        "{shown}"
    );
    assert!(
        h.query_all_by_label_contains("Do: ").next().is_none(),
        "no move to click before the hand-over"
    );
    assert!(h.state().session().expect("game").save().actions.is_empty());
    // Once Player 1 says they are at the screen, the list offers their bids.
    h.get_by_label("Close the list").click();
    h.run_steps(2);
    h.get_by_label("I am Player 1: show my bid").click();
    h.run_steps(3);
    h.get_by_label("What can I do?").click();
    h.run_steps(3);
    let shown = texts(&h).join("\n");
    assert!(h.query_all_by_label_contains("Do: ").next().is_some(), "{shown}");
}

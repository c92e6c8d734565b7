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

// Item 6, rule TM-6.4.2: the bid screen says what a bid counts as when the bidder holds a bid bonus ("Your bid: ¥0"
// with a ¥600 bonus held said nothing of it).
#[test]
fn the_bid_screen_counts_the_bid_bonus() {
    use metro_engine::state::Pending;
    use metro_engine::{Action, PlayerId};

    let mut app_ = app("first-bid-bonus", &[Human, Normal]);
    app_.start_demo("tokyo", "tokyo", None, 0, 2);
    // Seat 1 takes a Bid action in round 1; everybody else takes the first choice offered.
    for _ in 0..3_000 {
        let session = app_.session_mut().expect("a game");
        let game = session.game();
        if game.round() == 2
            && matches!(game.state().pending, Pending::Bid { seat: 0 })
            && game.player(PlayerId(0)).bid_bonus > 0
        {
            break;
        }
        let legal = game.legal_actions();
        let bid = legal.iter().copied().find(|a| match a {
            Action::Take(r) => {
                game.to_move() == Some(PlayerId(0))
                    && matches!(game.rules().kind(*r), Some(metro_core::ActionKind::Bid { .. }))
            }
            _ => false,
        });
        let action = bid.unwrap_or(legal[0]);
        session.apply(action, false).expect("legal");
    }
    let bonus = app_.session().expect("game").game().player(PlayerId(0)).bid_bonus;
    assert!(bonus > 0, "seat 1 holds a bid bonus at the round-2 bid");
    let mut h = harness_sized(app_, vec2(1280.0, 720.0));
    h.run_steps(3);
    let shown = texts(&h).join("\n");
    let expected = format!(
        "It counts as {}: your bid bonus of {} is added (TM-6.4.2).",
        metro_play::game::yen(bonus),
        metro_play::game::yen(bonus)
    );
    assert!(shown.contains(&expected), "{expected:?} missing from:\n{shown}");
}

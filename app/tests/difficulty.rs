//! The four bot levels in the app: the menu offers Easy, Normal, Hard and Expert for every seat; a Hard seat thinks
//! in the background while frames keep running and the header says so; its answer goes through the engine like any
//! decision; and saves written with the seat labels of earlier versions load with the right levels.

mod common;

use common::{app, harness, texts};
use egui_kittest::kittest::Queryable;
use metro_app::paths::SeatKind;
use metro_app::session::Session;
use metro_app::{MetroApp, Screen};
use metro_save::SetupRecord;

#[test]
fn the_menu_offers_four_levels_per_seat() {
    let mut h = harness(app(
        "levels",
        &[SeatKind::Human, SeatKind::Normal, SeatKind::Normal],
    ));
    h.run_steps(2);
    for seat in [2, 3] {
        h.get_by_label(&format!("Seat {seat} player")).click();
        h.run_steps(2);
        for level in ["Human", "Easy bot", "Normal bot", "Hard bot", "Expert bot"] {
            assert!(h.query_by_label(level).is_some(), "seat {seat}: no {level}");
        }
        let pick = if seat == 2 { "Hard bot" } else { "Expert bot" };
        h.get_by_label(pick).click();
        h.run_steps(2);
    }
    let kinds: Vec<SeatKind> = h.state().settings().seats.iter().map(|s| s.kind).collect();
    assert_eq!(kinds, vec![SeatKind::Human, SeatKind::Hard, SeatKind::Expert]);
    h.get_by_label("Start game").click();
    h.run_steps(2);
    let session = h.state().session().expect("a game");
    assert_eq!(
        session.seats(),
        &[SeatKind::Human, SeatKind::Hard, SeatKind::Expert]
    );
    assert_eq!(
        session.narrator().player(metro_engine::PlayerId(2)),
        "Player 3 (Expert)"
    );
}

/// Starts a 2-player game of the given seats from the menu's settings (instant speed).
fn started(name: &str, seats: &[SeatKind]) -> MetroApp {
    let mut a = app(name, seats);
    a.start_game();
    assert_eq!(a.screen(), Screen::Game);
    a
}

#[test]
fn a_hard_seat_thinks_in_the_background_and_the_game_finishes() {
    let mut a = started("hard", &[SeatKind::Hard, SeatKind::Normal]);
    // A deliberately slow search first (a third of a second a move), then a small playout budget to finish the
    // game quickly: both through the same path as `mcts:1s`.
    assert!(a.session_mut().expect("game").set_bot(0, "mcts:350ms"));
    let mut h = harness(a);
    // The position being thought about, if a bot thinks.
    let pending = |h: &egui_kittest::Harness<'static, MetroApp>| {
        let session = h.state().session().expect("game");
        session
            .thinking()
            .map(|(player, _)| (player, session.position(), session.decisions()))
    };
    // Frames that began and ended with the same answer pending: frames run while the bot thinks.
    let mut frames_pending = 0;
    let mut guard = 0;
    while frames_pending < 4 {
        guard += 1;
        assert!(guard < 2_000, "the Hard seat never thought for long");
        let before = pending(&h);
        h.step();
        let after = pending(&h);
        // A frame that began and ended with the same answer pending did not wait for the bot: the window stays
        // responsive. (No wall-clock bound here: on a loaded 2-core machine a debug frame alone can take half a
        // second, which says nothing about waiting; a frame that waited would end with the answer applied.)
        if before.is_some() && before == after {
            frames_pending += 1;
            let (player, _, _) = after.expect("pending");
            assert_eq!(player, metro_engine::PlayerId(0));
            let shown = texts(&h);
            assert!(
                shown.iter().any(|t| t == "Player 1 (Hard) is thinking…"),
                "no thinking label among {shown:?}"
            );
        }
    }
    h.state_mut().session_mut().expect("game").set_bot(0, "mcts:3");
    let mut guard = 0;
    while !h.state().session().expect("game").game().is_over() {
        guard += 1;
        assert!(guard < 20_000, "the game did not end");
        h.step();
    }
    let session = h.state().session().expect("game");
    assert!(session.game().result().is_some());
    assert!(session.thinking().is_none());
    h.run_steps(2);
    assert!(h.query_by_label_contains("wins with").is_some());
}

#[test]
fn a_new_game_while_a_bot_thinks_drops_its_answer() {
    let mut a = started("cancel", &[SeatKind::Hard, SeatKind::Normal]);
    assert!(a.session_mut().expect("game").set_bot(0, "mcts:2s"));
    let mut h = harness(a);
    let mut guard = 0;
    while h.state().session().expect("game").thinking().is_none() {
        guard += 1;
        assert!(guard < 500, "the Hard seat never thought");
        h.step();
    }
    // A new game (Human first now) replaces the session and with it the pending answer.
    h.state_mut().settings_mut().seats[0].kind = SeatKind::Human;
    h.state_mut().start_game();
    h.run_steps(3);
    let session = h.state().session().expect("game");
    assert_eq!(session.seats(), &[SeatKind::Human, SeatKind::Normal]);
    assert!(session.thinking().is_none());
    assert!(session.human_to_move().is_some());
}

#[test]
fn a_save_with_the_seat_labels_of_earlier_versions_loads_with_their_levels() {
    let registry = metro_app::catalog::registry();
    let mut setup = SetupRecord::builtin("tokyo", "tokyo", 3);
    setup.seats = vec![
        "Player 1".into(),
        "Player 2 (random bot)".into(),
        "Player 3 (heuristic bot)".into(),
    ];
    let seats = vec![SeatKind::Human, SeatKind::Easy, SeatKind::Normal];
    let mut old = Session::new(setup, 5, seats.clone(), &registry).expect("setup");
    while old.human_to_move().is_none() {
        assert!(old.step_bot(false));
    }
    let text = old.save_text();
    assert!(text.contains("Player 3 (heuristic bot)"));
    let second = app("old-labels", &[SeatKind::Human]);
    let saves = second.paths().saves();
    std::fs::create_dir_all(&saves).expect("saves");
    std::fs::write(saves.join("old.json"), text).expect("write");
    let mut h = harness(second);
    h.run_steps(2);
    // The saves list is read off the frame: a list that refreshes between the press and the release loses the
    // click (seen on a loaded machine), so the click is made again until the game is on screen.
    for _ in 0..50 {
        if h.state().screen() == Screen::Game {
            break;
        }
        h.get_by_label("Load old.json").click();
        h.run_steps(3);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert_eq!(h.state().screen(), Screen::Game, "{:?}", h.state().status());
    let session = h.state().session().expect("loaded");
    assert_eq!(session.seats(), seats.as_slice());
    assert_eq!(session.game().state_hash(), old.game().state_hash());
}

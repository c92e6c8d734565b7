//! Looking back on a game: the replay viewer opened on a saved 4-player game from the menu and scrubbed back and
//! forth (every state hash the save recorded matched, and points between checkpoints matched against a game
//! replayed from the start), the end screen's places with a tie decided by the turn-order track (TM-11.8) and its
//! charts, and the log's filter and click-to-highlight (on the game screen and in the replay).

mod common;

use std::time::Instant;

use common::*;
use egui::vec2;
use egui_kittest::kittest::Queryable;
use metro_app::paths::SeatKind;
use metro_app::session::Session;
use metro_app::{Command, Screen};
use metro_engine::{Action, Game};
use metro_save::SetupRecord;

/// The game after the first `n` actions of `session`'s record, replayed from the start (the reference).
fn reference_hash(session_save: &metro_save::Save, game: &Game, n: usize) -> u64 {
    let mut reference = Game::with_rules(game.rules_arc().clone(), session_save.seed);
    for &action in &session_save.actions[..n] {
        reference.apply(action).expect("legal");
    }
    reference.state_hash()
}

fn shown_hash(h: &egui_kittest::Harness<'static, metro_app::MetroApp>) -> u64 {
    h.state()
        .replay()
        .expect("replay open")
        .replay
        .game()
        .state_hash()
}

fn at(h: &egui_kittest::Harness<'static, metro_app::MetroApp>) -> usize {
    h.state().replay().expect("replay open").replay.at()
}

// The replay viewer opens a saved 4-player game from the menu's list, and scrubs it forwards, backwards and in
// jumps: at every checkpoint the save recorded, the game shown has the recorded state hash; round and phase jumps
// and steps land on the game a fresh replay reaches; a log line clicked moves the timeline and outlines its place.
#[test]
fn a_saved_four_player_game_scrubs_back_and_forth_matching_its_hashes() {
    let mut a = app("replay-scrub", &[SeatKind::Human]);
    a.start_demo("tokyo", "tokyo", None, 100_000, 4);
    let session = a.session().expect("game");
    assert!(session.game().is_over());
    assert_eq!(session.game().player_count(), 4);
    let save = session.save().clone();
    let rules_game = session.game().clone();
    let folder = a.paths().saves();
    let path =
        metro_app::store::saves::write_save(&folder, &save.setup, "", &session.save_text()).expect("saved");
    let file = path.file_name().expect("name").to_string_lossy().into_owned();
    let mut h = harness_sized(a, vec2(1280.0, 720.0));
    h.state_mut().run(Command::ToMenu);
    h.state_mut()
        .run(Command::Store(metro_app::store::StoreCommand::RefreshSaves));
    let watch = format!("Watch {file}");
    // (the finished game is kept as a save of its own too, in the background: the list is read again after it)
    for _ in 0..200 {
        h.run_steps(1);
        if h.query_by_label(&watch).is_some() && !h.state().state().store_busy() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // (by its accessible action: below the finished game's own save, its row is under the window's edge)
    h.get_by_label(&watch).click_accesskit();
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Replay);
    assert_eq!(at(&h), 0, "the replay starts at the beginning");
    let len = h.state().replay().expect("open").replay.len();
    assert_eq!(len, save.actions.len());
    assert!(!save.checkpoints.is_empty());

    // Forwards, then backwards, then zig-zag between the ends: every recorded hash matches.
    let mut order: Vec<_> = save.checkpoints.clone();
    let backwards: Vec<_> = order.iter().rev().cloned().collect();
    let mut zigzag = Vec::new();
    let (mut lo, mut hi) = (0, order.len() - 1);
    while lo <= hi {
        zigzag.push(order[hi]);
        if lo != hi {
            zigzag.push(order[lo]);
        }
        lo += 1;
        if hi == 0 {
            break;
        }
        hi -= 1;
    }
    order.extend(backwards);
    order.extend(zigzag);
    let started = Instant::now();
    for cp in &order {
        h.state_mut().replay_mut().expect("open").seek(cp.after);
        h.run_steps(1);
        assert_eq!(at(&h), cp.after);
        assert_eq!(shown_hash(&h), cp.hash.0, "state hash after {} actions", cp.after);
        let shown = format!("Action {} of {len}", cp.after);
        assert!(
            texts(&h).iter().any(|t| t.starts_with(&shown)),
            "the timeline says {shown:?}"
        );
    }
    eprintln!(
        "{} seeks and frames of a {len}-action game in {:?}",
        order.len(),
        started.elapsed()
    );
    // Seeking alone, to points far apart (snapshots every round): measured for the report.
    {
        let replay = &mut h.state_mut().replay_mut().expect("open").replay;
        let started = Instant::now();
        let points: Vec<usize> = (0..200).map(|i| (i * 7919) % (len + 1)).collect();
        for &n in &points {
            replay.seek(n);
        }
        eprintln!(
            "seek: {:?} per seek on average over {} points ({} snapshots)",
            started.elapsed() / points.len() as u32,
            points.len(),
            replay.snapshots()
        );
    }

    // Through the timeline's buttons: each jump lands where a fresh replay from the start agrees.
    h.state_mut().replay_mut().expect("open").seek(len);
    h.run_steps(1);
    for button in [
        "Previous round",
        "Previous phase",
        "Step back",
        "Previous round",
        "Next phase",
        "Step forward",
        "Next round",
    ] {
        let before = at(&h);
        h.get_by_label(button).click();
        h.run_steps(1);
        let now = at(&h);
        assert_ne!(now, before, "{button} moved the timeline");
        assert_eq!(
            shown_hash(&h),
            reference_hash(&save, &rules_game, now),
            "{button}: the game after {now} actions"
        );
    }
    let starts = h.state().replay().expect("open").replay.round_starts();
    assert!(starts.len() >= 5, "a whole game has rounds: {starts:?}");

    // Play runs the timeline on by itself.
    h.state_mut().replay_mut().expect("open").seek(0);
    h.state_mut().replay_mut().expect("open").speed = 30.0;
    h.get_by_label("Play").click();
    h.run_steps(8);
    assert!(at(&h) > 0, "playing moved on");
    h.get_by_label("Pause").click();
    h.run_steps(1);
    let paused = at(&h);
    h.run_steps(4);
    assert_eq!(at(&h), paused, "paused stays");

    // A log line clicked moves the timeline just after its decision and outlines its space.
    h.state_mut().replay_mut().expect("open").seek(len / 2);
    h.run_steps(2);
    let (text, decision, space) = {
        let replay = &h.state().replay().expect("open").replay;
        let line = replay
            .log_so_far()
            .iter()
            .rev()
            .find(|l| {
                l.event.is_none()
                    && matches!(
                        save.actions.get(l.decision),
                        Some(Action::MoveTo(_) | Action::Place(_))
                    )
            })
            .expect("a move in the log");
        let Some(Action::MoveTo(space) | Action::Place(space)) = save.actions.get(line.decision) else {
            unreachable!()
        };
        (line.text.clone(), line.decision, *space)
    };
    h.query_all_by_label(&text)
        .last()
        .expect("the line")
        .click_accesskit();
    h.run_steps(2);
    assert_eq!(at(&h), decision + 1);
    let screen = h.state().replay().expect("open");
    assert_eq!(screen.board.highlight.spaces, [space]);

    // All-seeing is offered for a finished game, and every player's view.
    assert_eq!(screen.replay.viewpoints().len(), 5);
    h.get_by_label("Back").click();
    h.run_steps(1);
    assert_eq!(h.state().screen(), Screen::Menu);
}

// rule TM-11.8: the end screen lists the places from first to last and says what decided a tie (the turn-order
// track), and charts values, cash and totals over the rounds.
#[test]
fn the_end_screen_shows_places_with_a_tie_and_the_charts() {
    // A game of two random bots whose totals tie (found among the first seeds; the same seeds every run).
    let registry = metro_app::catalog::registry();
    let seats = vec![SeatKind::Easy, SeatKind::Easy];
    let seed = (0..600u64)
        .find(|&seed| {
            let mut setup = SetupRecord::builtin("tokyo", "tokyo", 2);
            setup.seats = seats.iter().enumerate().map(|(i, k)| k.label(i)).collect();
            let mut s = Session::new(setup, seed, seats.clone(), &registry).expect("setup");
            s.set_bot(0, "random");
            s.set_bot(1, "random");
            let mut guard = 0;
            while !s.game().is_over() && guard < 5_000 {
                s.step_bot(false);
                guard += 1;
            }
            s.game().result().is_some_and(|r| r.places[0].tied)
        })
        .expect("a tied game among the first 600 seeds");
    let mut a = app("end-tie", &seats);
    a.settings_mut().seed = seed.to_string();
    a.start_game();
    let session = a.session_mut().expect("game");
    session.set_bot(0, "random");
    session.set_bot(1, "random");
    a.play_for_everyone(100_000);
    let result = a.session().expect("game").game().result().expect("over").clone();
    assert!(result.places[0].tied && result.places[1].tied);
    assert_eq!(result.places[0].total, result.places[1].total);
    assert!(result.places[0].turn_order < result.places[1].turn_order);
    let mut h = harness_sized(a, vec2(1280.0, 720.0));
    h.run_steps(3);
    let shown = texts(&h);
    for wanted in [
        "1st",
        "2nd",
        "Tie-break",
        "Speculation payouts",
        "Stakes returned",
    ] {
        assert!(shown.iter().any(|t| t == wanted), "{wanted:?} in {shown:#?}");
    }
    let tie = format!(
        "tie at {}: {} on the turn-order track",
        metro_engine::narrate::yen(result.places[0].total),
        metro_app::ui::end::ordinal(result.places[0].turn_order as usize + 1)
    );
    assert!(shown.contains(&tie), "{tie:?} in {shown:#?}");
    assert!(
        shown.iter().any(|t| t.contains("on the turn-order track")),
        "{shown:#?}"
    );
    // The charts: one point per round and the start, from the engine's replay of the game.
    let figures = h.state().game_screen().end.charts.figures().to_vec();
    let rounds = h.state().session().expect("game").game().round();
    assert!(figures.len() >= 3, "{figures:#?}");
    assert_eq!(figures[0].rounds, 0);
    assert!(
        figures
            .windows(2)
            .all(|w| w[0].rounds < w[1].rounds && w[0].at < w[1].at)
    );
    assert!(figures.last().expect("end").rounds <= rounds);
    assert_eq!(figures.last().expect("end").totals, result.totals.as_slice());
    for chart in ["Cash", "Totals", "Line values"] {
        h.query_all_by_label(chart).last().expect(chart).click_accesskit();
        h.run_steps(1);
        assert_eq!(h.state().game_screen().end.charts.shown.title(), chart);
    }
    h.get_by_label("Watch the replay").click();
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Replay);
    h.get_by_label("Back").click();
    h.run_steps(1);
    assert_eq!(h.state().screen(), Screen::Game, "back to the end of the game");
}

// The log on the game screen: filtered to one player it shows only their lines; a line clicked outlines on the
// board the space it names, and clicked again lets go.
#[test]
fn the_log_filters_by_player_and_highlights_what_a_line_names() {
    let mut a = app("log-filter", &[SeatKind::Human, SeatKind::Normal]);
    a.start_game();
    let mut helper = metro_bots::bot_by_name("heuristic", 5).expect("bot");
    let mut h = harness(a);
    // Play on until both meeples stand on the board.
    while h.state().session().expect("game").game().phase() == metro_engine::Phase::TurnOrder
        || h.state().session().expect("game").game().phase() == metro_engine::Phase::Movement
    {
        if h.state().session().expect("game").human_to_move().is_some() {
            let choice = helper_choice(&h, &mut helper);
            h.state_mut()
                .session_mut()
                .expect("game")
                .apply(choice, false)
                .expect("legal");
        }
        h.run_steps(1);
    }
    h.run_steps(2);
    let log = h.state().session().expect("game").log().to_vec();
    let mine = log
        .iter()
        .find(|l| l.text.starts_with("Player 1 places their meeple"))
        .expect("player 1 placed")
        .clone();
    let other = h
        .state()
        .session()
        .expect("game")
        .narrator()
        .player(metro_engine::PlayerId(1));
    let theirs = log
        .iter()
        .find(|l| l.text.starts_with(&format!("{other} places their meeple")))
        .expect("player 2 placed")
        .clone();
    assert!(h.query_by_label(&theirs.text).is_some());
    // Filter to Player 1.
    h.get_by_label("Log of").click();
    h.run_steps(2);
    h.query_all_by_label("Player 1")
        .last()
        .expect("in the list")
        .click();
    h.run_steps(2);
    assert_eq!(
        h.state().game_screen().log.filter,
        Some(metro_engine::PlayerId(0))
    );
    assert!(h.query_by_label(&mine.text).is_some(), "their own line stays");
    assert!(
        h.query_by_label(&theirs.text).is_none(),
        "the other player's line is filtered out"
    );
    // Click: the space of the placement is outlined.
    let Some(Action::Place(space)) = h
        .state()
        .session()
        .expect("game")
        .save()
        .actions
        .get(mine.decision)
        .copied()
    else {
        panic!("the line tells a placement");
    };
    h.get_by_label(&mine.text).click_accesskit();
    h.run_steps(1);
    assert_eq!(h.state().game_screen().board.highlight.spaces, [space]);
    h.get_by_label(&mine.text).click_accesskit();
    h.run_steps(1);
    assert!(
        h.state().game_screen().board.highlight.is_empty(),
        "clicked again, let go"
    );
}

// Issue 28, item 14: "Play on from here" into a saves folder that cannot take the new save showed its error only
// after "Back". It is shown in the viewer, at once.
#[test]
fn play_on_from_here_that_cannot_be_saved_says_so_in_the_viewer() {
    let mut a = app("replay-play-on-fails", &[SeatKind::Human, SeatKind::Normal]);
    a.start_demo("tokyo", "tokyo", None, 40, 2);
    let saves = a.paths().saves();
    let _ = std::fs::remove_dir_all(&saves);
    std::fs::write(&saves, "a file where the saves folder should be").expect("write");
    let mut h = harness_sized(a, vec2(1280.0, 720.0));
    h.run_steps(1);
    h.state_mut()
        .run(Command::Replay(metro_app::ui::replay::ReplayCommand::WatchGame));
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Replay);
    h.get_by_label("Play on from here").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Replay);
    assert!(
        h.query_by_label_contains("Could not save the new game").is_some(),
        "the error is shown in the viewer"
    );
}

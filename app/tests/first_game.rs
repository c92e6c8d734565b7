//! A new player's first game (issue 27), driven headless with egui_kittest at 1280×720: what stood in the way of a
//! newcomer, each fixed with a test here.

mod common;

use common::{app, harness_sized, texts};
use egui::vec2;
use egui_kittest::kittest::{NodeT, Queryable};
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
    // The list, with nothing in it, leaves the hand-over button uncovered.
    let list = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique("metro-what-can-i-do")))
        .expect("the list is shown");
    let button = h.get_by_label("I am Player 1: show my bid").rect();
    assert!(
        !list.intersects(button),
        "the list {list:?} covers the hand-over button {button:?}"
    );
    // Once Player 1 says they are at the screen, the list offers their bids.
    h.get_by_label("Close the list").click();
    h.run_steps(2);
    h.get_by_label("I am Player 1: show my bid").click();
    h.run_steps(3);
    h.get_by_label("What can I do?").click();
    h.run_steps(3);
    let shown = texts(&h).join("\n");
    assert!(h.query_all_by_label_contains("Do: ").next().is_some(), "{shown}");
    // A move made from the list closes it: it would hide the board for the next decision.
    h.query_all_by_label_contains("Do: ")
        .next()
        .expect("a bid")
        .click();
    h.run_steps(3);
    assert!(!h.state().learn().moves.open, "the list closed with the move");
    assert_eq!(h.state().session().expect("game").save().actions.len(), 1);
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

/// Plays the game of `app_` with the first choice offered for everyone, but seat 1 takes an action of `wanted` kind
/// whenever it may, until `stop` holds (at most 3,000 decisions).
fn drive(
    app_: &mut metro_app::MetroApp,
    wanted: fn(metro_core::ActionKind) -> bool,
    stop: impl Fn(&metro_engine::Game) -> bool,
) -> bool {
    use metro_engine::{Action, PlayerId};
    for _ in 0..3_000 {
        let session = app_.session_mut().expect("a game");
        let game = session.game();
        if stop(game) {
            return true;
        }
        let legal = game.legal_actions();
        let pick = legal.iter().copied().find(|a| match a {
            Action::Take(r) => {
                game.to_move() == Some(PlayerId(0)) && game.rules().kind(*r).is_some_and(wanted)
            }
            _ => false,
        });
        let action = pick.unwrap_or(legal[0]);
        session.apply(action, false).expect("legal");
    }
    false
}

// Item 4, rules TM-7.11 and D-20: a speed token taken tells when it can be placed (the log says so), the prompt says
// it goes on a line during the next action taken, and the moment it can be placed the prompt says so and where.
#[test]
fn a_speed_token_says_when_it_can_be_placed_and_is_offered_the_moment_it_can() {
    use metro_engine::state::Pending;
    use metro_engine::{Action, PlayerId};

    let mut app_ = app("first-speed", &[Human, Normal]);
    app_.start_demo("tokyo", "tokyo", None, 0, 2);
    let is_speed = |k| matches!(k, metro_core::ActionKind::Speed { .. });
    // Seat 1 holds a token and may take an action.
    let holding = |g: &metro_engine::Game| {
        g.player(PlayerId(0)).speed_tokens > 0
            && matches!(g.state().pending, Pending::Turn { .. })
            && g.to_move() == Some(PlayerId(0))
            && g.legal_actions().iter().any(|a| matches!(a, Action::Take(_)))
    };
    assert!(drive(&mut app_, is_speed, holding), "seat 1 took a Speed action");
    let mut h = harness_sized(app_, vec2(1280.0, 720.0));
    h.run_steps(3);
    let shown = texts(&h).join("\n");
    assert!(
        shown.contains("takes 1 speed token: it goes on a line during a later action of theirs")
            || shown.contains("speed tokens: they go on lines during a later action of theirs"),
        "{shown}"
    );
    assert!(
        shown.contains("speed token goes on a line while you take it")
            || shown.contains("speed tokens go on lines while you take it"),
        "{shown}"
    );
    // Seat 1 takes an action; once its target is chosen, the tokens may be placed: the prompt says so.
    let app_ = h.state_mut();
    let can_assign = |g: &metro_engine::Game| {
        g.to_move() == Some(PlayerId(0)) && g.legal_actions().iter().any(|a| matches!(a, Action::Assign(_)))
    };
    assert!(drive(app_, |_| true, can_assign), "the tokens were offered");
    h.run_steps(3);
    let shown = texts(&h).join("\n");
    assert!(
        shown.contains("Now you may put your speed token on a line (TM-7.11)")
            || shown.contains("speed tokens on lines (TM-7.11)"),
        "{shown}"
    );
}

// Item 2: a plan to alight at a station is not forgotten there: with several free spaces at that station the
// prompt says where the rider is and asks for the space alone (it asked with the generic prompt and offered the plan
// buttons again, "Alight at" the next station).
#[test]
fn a_plan_to_alight_at_a_station_asks_for_the_space_there() {
    use metro_engine::{Action, Meeple, PlayerId};
    use metro_play::plan::{Answer, Plan};
    use metro_play::session::GameSession;

    let mut app_ = app("first-plan", &[Human, Normal]);
    app_.start_demo("tokyo", "tokyo", None, 0, 2);
    let me = PlayerId(0);
    let mut found = None;
    let mut bot = metro_bots::bot_by_name("heuristic", 7).expect("bot");
    for _ in 0..6_000 {
        let session = app_.session_mut().expect("a game");
        let game = session.game();
        if game.is_over() {
            break;
        }
        let legal = game.legal_actions();
        let mine = game.to_move() == Some(me);
        let riding = matches!(game.player(me).meeple, Meeple::Riding { .. });
        let alights = legal.iter().filter(|a| matches!(a, Action::Alight(_))).count();
        if mine && riding && alights >= 2 {
            let Meeple::Riding { line, vehicle, .. } = game.player(me).meeple else {
                unreachable!()
            };
            let v = game.state().lines[line.0 as usize].vehicles[vehicle as usize].expect("its vehicle");
            let stop = game.map().line(line).stops[v.stop as usize];
            if let Some(station) = game.map().stop(stop).station {
                found = Some(station);
                break;
            }
        }
        let action = match () {
            _ if mine && legal.iter().any(|a| matches!(a, Action::Board(_))) => *legal
                .iter()
                .find(|a| matches!(a, Action::Board(_)))
                .expect("board"),
            _ if mine && riding && legal.contains(&Action::Wait) => Action::Wait,
            _ => {
                let player = game.to_move().expect("a seat to move");
                bot.choose(&game.player_view(player), &legal)
            }
        };
        session.apply(action, false).expect("legal");
    }
    let station = found.expect("the rider stood at a station with several free spaces");
    let plan = Plan::AlightAt(station);
    let session = app_.session().expect("game");
    assert_eq!(plan.answer(session, me), Answer::PickSpace(station));
    let name = GameSession::station_name(session, station);
    app_.run(metro_app::Command::SetPlan(me, Some(plan)));
    let mut h = harness_sized(app_, vec2(1280.0, 720.0));
    h.run_steps(4);
    let shown = texts(&h).join("\n");
    assert!(
        shown.contains(&format!("You are at {name}: pick the space to alight on")),
        "{shown}"
    );
    assert!(
        h.query_by_label_contains("Alight at").is_none(),
        "no plan buttons: {shown}"
    );
    assert!(
        h.query_by_label("Ride to the end of the line").is_none(),
        "{shown}"
    );
    assert_eq!(
        h.state().game_screen().plans.get(&me),
        Some(&plan),
        "the plan holds until the rider alights"
    );
}

// Item 12: station names are placed from the static map alone — they stay put while meeples are placed and move
// (they jumped whenever a meeple moved) — and hovering a name stands for its own station (hovering "Otemachi" named
// Ueno-okachimachi).
#[test]
fn station_names_stay_put_and_hovering_one_names_its_own_station() {
    use metro_play::session::GameSession;

    let mut app_ = app("first-labels", &[Human, Normal, Normal, Normal]);
    app_.start_demo("tokyo", "tokyo", None, 0, 4);
    let mut h = harness_sized(app_, vec2(1280.0, 720.0));
    h.run_steps(4);
    // Plays (the human's part by the heuristic bot) until the human takes an action in round `round`.
    let mut bot = metro_bots::bot_by_name("heuristic", 3).expect("bot");
    let mut play_to = |h: &mut egui_kittest::Harness<'static, metro_app::MetroApp>, round: u8| {
        for _ in 0..400 {
            let game = h.state().session().expect("game").game();
            let human = game.to_move() == Some(metro_engine::PlayerId(0));
            if game.round() == round && game.phase() == metro_engine::Phase::Actions && human {
                break;
            }
            if human {
                let action = common::helper_choice(h, &mut bot);
                h.state_mut()
                    .session_mut()
                    .expect("game")
                    .apply(action, false)
                    .expect("legal");
            }
            h.run_steps(1);
        }
        h.run_steps(3);
    };
    play_to(&mut h, 1);
    let before = h.state().game_screen().board.drawn_labels().to_vec();
    assert!(before.len() > 50, "{} names drawn", before.len());
    // A round on: every meeple has moved in the movement phase, pieces were placed; the names have not moved.
    play_to(&mut h, 2);
    assert_eq!(h.state().session().expect("game").game().round(), 2);
    let after = h.state().game_screen().board.drawn_labels().to_vec();
    assert_eq!(after, before, "the names stayed where they were");
    // Hovering a name's middle stands for its station.
    let map = h.state().session().expect("game").map().clone();
    let mut checked = 0;
    for (text, rect) in before
        .iter()
        .filter(|(t, _)| map.station_by_name(t).is_some())
        .take(40)
    {
        h.hover_at(rect.center());
        h.run_steps(2);
        let hovered = h.state().game_screen().board.hovered_station();
        let name = hovered.map(|s| GameSession::station_name(h.state().session().expect("game"), s));
        assert_eq!(name.as_deref(), Some(text.as_str()), "hovering the name {text:?}");
        checked += 1;
    }
    assert!(checked >= 30, "{checked} names hovered");
}

// Item 3: placing the meeple gives something to go on: every space offered reads apart in "What can I do?" (it
// listed "Place your meeple near Wakoshi, 1 space north" twice), naming the stations and stop labels it touches, and
// the board marks where several lines meet (the prompt says how).
#[test]
fn placing_the_meeple_names_every_space_apart_and_shows_where_lines_meet() {
    use metro_engine::Action;

    let mut app_ = app("first-place", &[Human, Normal]);
    app_.start_demo("tokyo", "tokyo", None, 0, 2);
    let placing = |g: &metro_engine::Game| {
        g.to_move() == Some(metro_engine::PlayerId(0))
            && g.legal_actions().iter().any(|a| matches!(a, Action::Place(_)))
    };
    assert!(drive(&mut app_, |_| false, placing), "seat 1 places its meeple");
    let session = app_.session().expect("game");
    let game = session.game();
    let map = game.map();
    let offered: Vec<_> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Place(s) => Some(s),
            _ => None,
        })
        .collect();
    assert!(offered.len() > 300, "{} spaces", offered.len());
    let several: Vec<_> = offered
        .iter()
        .filter(|&&s| metro_app::ui::board::paint::lines_touched(map, s) >= 2)
        .collect();
    assert!(
        !several.is_empty(),
        "some spaces offered touch stops of two lines or more"
    );
    let touched: std::collections::HashMap<_, _> = offered
        .iter()
        .map(|&s| (s, metro_app::ui::board::paint::lines_touched(map, s)))
        .collect();
    let mut h = harness_sized(app_, vec2(1280.0, 720.0));
    h.run_steps(3);
    let shown = texts(&h).join("\n");
    assert!(
        shown.contains("the darker the green, the more lines meet at its stops"),
        "{shown}"
    );
    h.get_by_label("What can I do?").click();
    h.run_steps(3);
    let moves: Vec<String> = h
        .query_all_by_label_contains("Do: Place your meeple")
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert_eq!(moves.len(), offered.len(), "every space offered is listed");
    let mut distinct = moves.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), moves.len(), "no two spaces read alike");
    assert!(
        moves
            .iter()
            .any(|m| m.contains("between ") || m.contains(" and ")),
        "{:?}",
        &moves[..5]
    );
    // The list starts where the most lines meet, and each line says which lines and stations its space touches.
    let most = touched.values().copied().max().expect("spaces");
    assert!(most >= 3, "a space offered touches {most} lines");
    let first = moves[0].trim_start_matches("Do: ");
    let first_space = offered
        .iter()
        .copied()
        .find(|&s| {
            metro_play::session::GameSession::offer(h.state().session().expect("game"), &Action::Place(s))
                == first
        })
        .expect("the first line is a space offered");
    assert_eq!(touched[&first_space], most, "{first} comes first");
    let shown = texts(&h).join("\n");
    let touching = format!("Touches {most} lines, ");
    assert!(shown.contains(&touching), "{touching}");
}

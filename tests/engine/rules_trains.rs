//! Rule tests for the train phase's movement and payouts: TM-8 (movement) and TM-9 (station payouts, train
//! persistence, the removal of Start trains), with D-6, on tiny hand-made maps.

mod support;

use metro_core::ActionKind;
use metro_engine::{Action, Event, Phase};
use support::*;

// rule TM-8.1: every train on the map moves 5 stops.
#[test]
fn a_train_moves_five_stops() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 1, true);
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["R2", "R3", "R4", "R5", "R6"]);
    assert_eq!(train_at(&g, "R", 0), Some((6, true)));
    assert_eq!(
        g.phase(),
        Phase::TurnOrder,
        "the round ended after the train phase"
    );
}

// rule TM-8.1: plus one stop per speed token assigned to its line (and TM-8.3: turning at R6).
#[test]
fn speed_tokens_add_one_stop_each() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 1, true);
    put_speed(&mut g, "R", 2);
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["R2", "R3", "R4", "R5", "R6", "R5", "R4"]);
    assert_eq!(train_at(&g, "R", 0), Some((4, false)));
}

// rule TM-8.2: trains move one at a time in line order, each along its own line.
// rule TM-8.4: trains of different lines may stand in one interchange (R3 and B2 are station "R3").
#[test]
fn trains_move_in_line_order() {
    let mut g = game(LINE_MAP, 2);
    // Set up in reverse order, so the engine cannot just follow the order of setting up.
    put_train(&mut g, "C", 1, true);
    put_train(&mut g, "B", 1, true);
    put_train(&mut g, "R", 4, true);
    let events = start_train_phase(&mut g);
    assert_eq!(
        stepped(&g, &events),
        [
            "R5", "R6", "R5", "R4", "R3", "B2", "B3", "B2", "B1", "B2", "C2", "C1", "C2", "C1", "C2"
        ]
    );
    assert_eq!(train_at(&g, "R", 0), Some((3, false)));
    assert_eq!(train_at(&g, "B", 0), Some((2, true)));
    let r3 = g.map().stop(stop(&g, "R", 3)).station;
    assert_eq!(
        r3,
        g.map().stop(stop(&g, "B", 2)).station,
        "both trains stand in station R3"
    );
}

// rule TM-8.3: a train that reaches a terminal turns round and spends its remaining steps the other way.
#[test]
fn a_train_turns_at_a_terminal() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 5, true);
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["R6", "R5", "R4", "R3", "R2"]);
    assert_eq!(train_at(&g, "R", 0), Some((2, false)));
    // At the other terminal too, and a train standing on a terminal facing outwards turns at once.
    put_train(&mut g, "R", 2, false);
    let mut g2 = g.clone();
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["R1", "R2", "R3", "R4", "R5"]);
    put_train(&mut g2, "R", 6, true);
    let events = start_train_phase(&mut g2);
    assert_eq!(stepped(&g2, &events), ["R5", "R4", "R3", "R2", "R1"]);
}

// rule TM-8.5: trains that are not on the map do not move.
#[test]
fn trains_off_the_map_do_not_move() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "B", 3, false);
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["B2", "B1", "B2", "B3", "B2"]);
    assert_eq!(train_at(&g, "R", 0), None);
    assert_eq!(train_at(&g, "C", 0), None);
}

// rule TM-9.1: entering a stop with a pyramid pays; the stop the train starts the phase on does not.
// rule TM-9.3: the owner holds no share of R: the value rises ¥200 and the owner takes ¥200.
#[test]
fn payout_on_entering_not_on_the_starting_stop() {
    let mut g = game(LINE_MAP, 2);
    put_pyramid(&mut g, 0, "R2");
    put_pyramid(&mut g, 0, "R3");
    put_train(&mut g, "R", 2, true);
    let before = cash(&g, 0);
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["R3", "R4", "R5", "R6", "R5"]);
    assert_eq!(station_payouts(&g, &events), [("R3".to_string(), 0, 200, 200)]);
    assert_eq!(value(&g, "R"), 200);
    assert_eq!(cash(&g, 0), before + 200);
}

// rule TM-9.1: for a multi-stop station, entering any of its stops triggers the payout (R3 by line R, B2 by B).
#[test]
fn any_stop_of_a_station_triggers_its_payout() {
    let mut g = game(LINE_MAP, 2);
    put_pyramid(&mut g, 1, "R3");
    put_train(&mut g, "R", 2, true);
    put_train(&mut g, "B", 3, false);
    let before = cash(&g, 1);
    let events = start_train_phase(&mut g);
    // R enters R3 once; B enters B2 three times (B2, B1, B2, B3, B2).
    let payouts = station_payouts(&g, &events);
    assert_eq!(payouts.len(), 4);
    assert!(payouts.iter().all(|p| p == &("R3".to_string(), 1, 200, 200)));
    assert_eq!(value(&g, "R"), 200);
    assert_eq!(value(&g, "B"), 600);
    assert_eq!(cash(&g, 1), before + 800);
}

// rule TM-9.2: a line with two stops in one station pays once for each such stop entered, in one train phase.
#[test]
fn two_stops_of_one_line_in_one_station_pay_twice() {
    let mut g = game(TWIN_MAP, 2);
    put_pyramid(&mut g, 0, "Twin");
    put_train(&mut g, "H", 1, true);
    let before = cash(&g, 0);
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["H2", "H3", "H4", "H3", "H2"]);
    let payouts = station_payouts(&g, &events);
    assert_eq!(payouts, vec![("Twin".to_string(), 0, 200, 200); 4]);
    assert_eq!(value(&g, "H"), 800);
    assert_eq!(cash(&g, 0), before + 800);
}

// rule TM-9.3: owner without a share of the line: +¥200 value, +¥200 cash.
// rule TM-9.4: owner with a share of the line: +¥500 value, no cash.
#[test]
fn payouts_depend_on_the_owner_holding_a_share() {
    let mut g = game(LINE_MAP, 2);
    put_pyramid(&mut g, 0, "R3");
    put_pyramid(&mut g, 1, "R4");
    give_share(&mut g, 1, "R");
    put_train(&mut g, "R", 2, true);
    let (c0, c1) = (cash(&g, 0), cash(&g, 1));
    let events = start_train_phase(&mut g);
    assert_eq!(
        station_payouts(&g, &events),
        [("R3".to_string(), 0, 200, 200), ("R4".to_string(), 1, 500, 0)]
    );
    assert_eq!(value(&g, "R"), 700);
    assert_eq!(cash(&g, 0), c0 + 200);
    assert_eq!(cash(&g, 1), c1);
    // The share holder's payout moves no money at all.
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Cash { player, .. } if player.0 == 1))
    );
}

// rule TM-9.6: a line in which a share was taken keeps its train, even back at stop 1 — and even when the share is
// no longer held (the state after an Osaka Sell: no holder, but the train was bought into).
#[test]
fn trains_bought_into_stay_on_the_map() {
    let mut g = game(LINE_MAP, 2);
    give_share(&mut g, 0, "R");
    put_train(&mut g, "R", 3, false);
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["R2", "R1", "R2", "R3", "R4"]);
    assert!(!events.iter().any(|e| matches!(e, Event::VehicleRemoved { .. })));
    assert_eq!(train_at(&g, "R", 0), Some((4, true)));

    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 3, false);
    let l = line(&g, "R");
    g.state_mut().lines[l.0 as usize].unowned_start = false;
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["R2", "R1", "R2", "R3", "R4"]);
}

/// A game with an unowned Start train on R at R3 facing R1, a pyramid of seat 1 at R1, seat 0 riding the train.
fn start_train_back_home(map_text: &str, players: usize) -> metro_engine::Game {
    let mut g = game(map_text, players);
    put_train(&mut g, "R", 3, false);
    let l = line(&g, "R");
    g.state_mut().lines[l.0 as usize].unowned_start = true;
    put_pyramid(&mut g, 1, "R1");
    put_rider(&mut g, 0, "R", 0, true);
    g
}

// rule TM-9.7: an unowned Start train back at stop 1 leaves at once, after the stop's payout; its remaining steps
// are lost; its riders must alight there.
// rule D-6: the riders alight onto free spaces touching stop 1's station, by choice, in turn order.
#[test]
fn an_unowned_start_train_leaves_at_stop_one() {
    let mut g = start_train_back_home(LINE_MAP, 2);
    let before = cash(&g, 1);
    let mut events = start_train_phase(&mut g);
    // The rider is asked before the train starts (R3) and at R2; they stay aboard.
    while g.legal_actions().contains(&Action::Wait) {
        events.extend(g.apply(Action::Wait).expect("wait"));
    }
    assert_eq!(stepped(&g, &events), ["R2", "R1"]);
    let payout = events
        .iter()
        .position(|e| matches!(e, Event::StationPayout { .. }))
        .expect("a payout at R1");
    let removed = events
        .iter()
        .position(|e| matches!(e, Event::VehicleRemoved { .. }))
        .expect("removed");
    assert!(payout < removed, "the payout comes first");
    assert_eq!(cash(&g, 1), before + 200);
    assert_eq!(value(&g, "R"), 200);
    // The rider must alight: no Wait, only the free spaces touching R1.
    assert_eq!(g.to_move(), Some(metro_engine::PlayerId(0)));
    assert_eq!(alight_choices(&g), [(0, 3), (0, 4), (1, 3), (1, 4)]);
    assert_eq!(g.legal_actions().len(), 4);
    let to = space(&g, 1, 3);
    let events = g.apply(Action::Alight(to)).expect("alight");
    assert_eq!(meeple_xy(&g, 0), Some((1, 3)));
    assert!(
        !stepped(&g, &events).iter().any(|s| s.starts_with('R')),
        "the remaining 3 steps are lost"
    );
    assert_eq!(train_at(&g, "R", 0), None);
    assert!(!g.line(line(&g, "R")).unowned_start);
    assert_eq!(g.phase(), Phase::TurnOrder);
}

// rule D-6: with no free space touching stop 1's station, the rider lands on the nearest free space (fewest
// orthogonal steps, ties by lowest row, then column).
#[test]
fn riders_of_a_removed_train_land_on_the_nearest_free_space() {
    let mut g = start_train_back_home(LINE_MAP, 5);
    for (seat, (x, y)) in [(1, (0, 3)), (2, (1, 3)), (3, (0, 4)), (4, (1, 4))] {
        put_meeple(&mut g, seat, x, y);
    }
    start_train_phase(&mut g);
    while g.legal_actions().contains(&Action::Wait) {
        g.apply(Action::Wait).expect("wait");
    }
    assert_eq!(train_at(&g, "R", 0), None);
    assert_eq!(
        meeple_xy(&g, 0),
        Some((0, 2)),
        "distance 1 from R1, row 2 before rows 3–5, then column 0"
    );
    assert_eq!(g.phase(), Phase::TurnOrder);
}

// rule TM-9.7: not on a map where it does not apply (start_trains_leave = false, CP-1.6, MC-6): the train goes on.
#[test]
fn start_trains_stay_where_the_map_says_so() {
    let text = LINE_MAP.replace("start_trains_leave = true", "start_trains_leave = false");
    let mut g = start_train_back_home(&text, 2);
    let mut events = start_train_phase(&mut g);
    events.extend(wait_out(&mut g));
    assert_eq!(stepped(&g, &events), ["R2", "R1", "R2", "R3", "R4"]);
    assert!(!events.iter().any(|e| matches!(e, Event::VehicleRemoved { .. })));
    assert!(rides(&g, 0, "R"), "the rider stays aboard");
    assert_eq!(value(&g, "R"), 200, "stop 1's payout, once");
}

// rule TM-9.7: "no share taken since it was placed" — a Start train bought into with Invest stays.
// rule TM-7.6: Start places the train on stop 1 facing stop 2 and raises the value.
#[test]
fn a_start_train_bought_into_stays() {
    let mut g = game(LINE_MAP, 2);
    park_others(&mut g);
    let start = find_action(&g, |k| matches!(k, ActionKind::Start { .. }));
    let Some(ActionKind::Start { value: v }) = g.rules().kind(start) else {
        unreachable!()
    };
    begin_action(&mut g, 0, start);
    g.apply(Action::Line(line(&g, "R"))).expect("start R");
    assert_eq!(train_at(&g, "R", 0), Some((1, true)));
    assert!(g.line(line(&g, "R")).unowned_start);
    assert_eq!(value(&g, "R"), v);

    let invest = find_action(&g, |k| matches!(k, ActionKind::Invest { .. }));
    begin_action(&mut g, 1, invest);
    g.apply(Action::Line(line(&g, "R"))).expect("invest in R");
    assert!(!g.line(line(&g, "R")).unowned_start);

    put_train(&mut g, "R", 2, false);
    let events = start_train_phase(&mut g);
    assert_eq!(stepped(&g, &events), ["R1", "R2", "R3", "R4", "R5"]);
    assert!(!events.iter().any(|e| matches!(e, Event::VehicleRemoved { .. })));
}

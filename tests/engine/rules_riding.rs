//! Rule tests for riding trains: TM-10 (boarding, fares, alighting, turn order, staying aboard) with D-5, D-14,
//! D-22 and D-23, on tiny hand-made maps.

mod support;

use metro_engine::{Action, Event, Meeple, Phase, PlayerId};
use support::*;

const P0: Option<PlayerId> = Some(PlayerId(0));
const P1: Option<PlayerId> = Some(PlayerId(1));

/// Where the R train stands now (stop number).
fn r_at(g: &metro_engine::Game) -> usize {
    train_at(g, "R", 0).expect("R on the map").0
}

// rule TM-10.1: a touching player may board at the stop the train starts on, and at every stop it reaches.
// rule TM-10.2: a non-shareholder pays ¥100 to the bank and the line's value rises ¥100.
// rule TM-10.8: several meeples may ride one train.
#[test]
fn boarding_at_the_start_stop_and_at_each_stop() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 1, true);
    put_meeple(&mut g, 0, 1, 4); // touches R1
    put_meeple(&mut g, 1, 7, 3); // touches R3
    start_train_phase(&mut g);
    // Before the train moves: seat 0 may board at R1.
    assert_eq!((g.to_move(), r_at(&g)), (P0, 1));
    assert_eq!(g.legal_actions(), [Action::Board(0), Action::Wait]);
    let events = g.apply(Action::Board(0)).expect("board");
    assert!(events.contains(&Event::Boarded {
        player: PlayerId(0),
        line: line(&g, "R"),
        vehicle: 0
    }));
    assert_eq!(cash(&g, 0), 1_900);
    assert!(rides(&g, 0, "R"));
    // R2: the rider may alight; R3: the rider first (turn order), then seat 1 may board.
    assert_eq!((g.to_move(), r_at(&g)), (P0, 2));
    g.apply(Action::Wait).expect("stay");
    assert_eq!((g.to_move(), r_at(&g)), (P0, 3));
    g.apply(Action::Wait).expect("stay");
    assert_eq!((g.to_move(), r_at(&g)), (P1, 3));
    assert!(g.legal_actions().contains(&Action::Board(0)));
    g.apply(Action::Board(0)).expect("board");
    wait_out(&mut g);
    assert!(rides(&g, 0, "R") && rides(&g, 1, "R"));
    assert_eq!((cash(&g, 0), cash(&g, 1)), (1_900, 1_900));
    assert_eq!(value(&g, "R"), 200, "two fares");
}

// rule TM-10.2: boarding is free for a shareholder; a player who cannot pay the fare cannot board.
#[test]
fn fares_for_shareholders_and_the_penniless() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 1, true);
    give_share(&mut g, 0, "R");
    put_meeple(&mut g, 0, 1, 4);
    put_meeple(&mut g, 1, 0, 4);
    g.state_mut().players[1].cash = 0;
    start_train_phase(&mut g);
    assert_eq!(g.to_move(), P0);
    let events = g.apply(Action::Board(0)).expect("board");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Cash { .. } | Event::Value { .. }))
    );
    assert_eq!(cash(&g, 0), 2_000);
    // Seat 1 touches R1 too but has no ¥100: never asked.
    assert_ne!(g.to_move(), P1);
    wait_out(&mut g);
    assert_eq!(value(&g, "R"), 0);
    assert_eq!(meeple_xy(&g, 1), Some((0, 4)));
    assert_eq!(cash(&g, 1), 0);
}

// rule TM-10.6: a rider may alight only after the train has moved a stop since boarding — here the meeple boarded
// at the end of the last train phase, so neither the movement phase nor the start of this train phase offer it.
// rule TM-10.3: then at every stop, onto any free space touching the station.
#[test]
fn alighting_needs_a_stop_moved_and_a_free_touching_space() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 3, true);
    put_rider(&mut g, 0, "R", 0, false);
    put_meeple(&mut g, 1, 9, 3); // one of R4's spaces
    let turn = g
        .turn_order()
        .iter()
        .position(|&p| p == PlayerId(0))
        .expect("seated") as u8;
    g.state_mut().phase = Phase::Movement;
    g.state_mut().pending = metro_engine::state::Pending::Movement { turn };
    assert_eq!(
        g.legal_actions(),
        [Action::Stay],
        "no alighting before the train has moved"
    );
    start_train_phase(&mut g);
    // Not asked at R3 before the start; asked at R4 with R4's free spaces.
    assert_eq!((g.to_move(), r_at(&g)), (P0, 4));
    assert_eq!(alight_choices(&g), [(9, 4), (10, 3), (10, 4)]);
    assert!(g.legal_actions().contains(&Action::Wait));
    assert!(
        g.apply(Action::Alight(space(&g, 9, 3))).is_err(),
        "an occupied space"
    );
    assert!(
        g.apply(Action::Alight(space(&g, 12, 3))).is_err(),
        "a space of another station"
    );
    g.apply(Action::Alight(space(&g, 10, 4))).expect("alight");
    assert_eq!(meeple_xy(&g, 0), Some((10, 4)));
}

// rule TM-10.3: no free space touching the station, no alighting there.
#[test]
fn no_free_space_no_alighting() {
    let mut g = game(LINE_MAP, 5);
    put_train(&mut g, "R", 4, true);
    put_rider(&mut g, 0, "R", 0, true);
    for (seat, (x, y)) in [(1, (12, 3)), (2, (13, 3)), (3, (12, 4)), (4, (13, 4))] {
        put_meeple(&mut g, seat, x, y); // R5 is surrounded
    }
    start_train_phase(&mut g);
    let mut asked_at = Vec::new();
    while g.phase() == Phase::Trains {
        if g.to_move() == P0 {
            asked_at.push(r_at(&g));
        }
        g.apply(Action::Wait).expect("wait");
    }
    // R4 (start), R5 (full: skipped), R6, R5 (full: skipped), R4, R3.
    assert_eq!(asked_at, [4, 6, 4, 3]);
}

// rule TM-10.4: at a multi-stop station, boarding and alighting may use spaces touching any of its circles.
#[test]
fn multi_stop_stations_for_boarding_and_alighting() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 2, true);
    put_meeple(&mut g, 0, 7, 5); // touches B2 only, which is in station R3
    put_rider(&mut g, 1, "R", 0, true);
    set_order(&mut g, &[1, 0]);
    start_train_phase(&mut g);
    assert_eq!((g.to_move(), r_at(&g)), (P1, 2));
    g.apply(Action::Wait).expect("stay");
    assert_eq!((g.to_move(), r_at(&g)), (P1, 3));
    // R3's circle touches (6,3) (7,3) (6,4) (7,4); B2's adds (6,5) and (7,5), where seat 0 stands.
    assert_eq!(alight_choices(&g), [(6, 3), (6, 4), (6, 5), (7, 3), (7, 4)]);
    g.apply(Action::Alight(space(&g, 6, 5)))
        .expect("alight beside B2");
    assert_eq!((g.to_move(), r_at(&g)), (P0, 3));
    g.apply(Action::Board(0))
        .expect("board R at R3 from a space touching B2");
    assert!(rides(&g, 0, "R"));
    assert_eq!(meeple_xy(&g, 1), Some((6, 5)));
}

// rule TM-10.5: players who may board at the same moment decide in turn order.
#[test]
fn boarding_decisions_follow_turn_order() {
    let mut g = game(LINE_MAP, 3);
    put_train(&mut g, "R", 1, true);
    put_meeple(&mut g, 0, 0, 3);
    put_meeple(&mut g, 1, 1, 3);
    put_meeple(&mut g, 2, 1, 4);
    set_order(&mut g, &[2, 0, 1]);
    start_train_phase(&mut g);
    let mut asked = Vec::new();
    while g.phase() == Phase::Trains && r_at(&g) == 1 {
        asked.push(g.to_move().expect("someone decides").0);
        g.apply(Action::Wait).expect("do not board");
    }
    assert_eq!(asked, [2, 0, 1]);
}

// rule TM-10.5: riders who may alight at the same moment decide in turn order; the first takes the only free
// space, and the second then cannot alight there (TM-10.3).
// rule D-23: at each stop every affected player decides once, in one pass in turn order.
#[test]
fn alighting_decisions_follow_turn_order() {
    let mut g = game(LINE_MAP, 5);
    put_train(&mut g, "R", 1, true);
    put_rider(&mut g, 0, "R", 0, true);
    put_rider(&mut g, 1, "R", 0, true);
    for (seat, (x, y)) in [(2, (3, 3)), (3, (4, 3)), (4, (3, 4))] {
        put_meeple(&mut g, seat, x, y); // R2 keeps only (4,4) free
    }
    set_order(&mut g, &[1, 0, 2, 3, 4]);
    start_train_phase(&mut g);
    let mut asked = Vec::new();
    while g.phase() == Phase::Trains && r_at(&g) == 1 {
        asked.push(g.to_move().expect("someone decides").0);
        g.apply(Action::Wait).expect("stay");
    }
    assert_eq!(asked, [1, 0], "before the start, the riders in turn order");
    assert_eq!((g.to_move(), r_at(&g)), (P1, 2));
    assert_eq!(alight_choices(&g), [(4, 4)]);
    g.apply(Action::Alight(space(&g, 4, 4))).expect("alight");
    // Seat 0 cannot alight (no free space) and is not asked; seats 2–4 may board, in turn order.
    let mut asked = Vec::new();
    while g.phase() == Phase::Trains && r_at(&g) == 2 {
        asked.push(g.to_move().expect("someone decides").0);
        g.apply(Action::Wait).expect("do not board");
    }
    assert_eq!(asked, [2, 3, 4]);
    assert!(rides(&g, 0, "R"));
}

// rule TM-10.7: riders stay aboard between rounds, and a meeple aboard is not on the grid.
// rule D-5: they may alight in their movement turn and their action turn, at the stop where the train stands,
// without using up the turn.
#[test]
fn staying_aboard_and_alighting_outside_the_train_phase() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 1, true);
    put_rider(&mut g, 0, "R", 0, true);
    put_rider(&mut g, 1, "R", 0, true);
    start_train_phase(&mut g);
    wait_out(&mut g);
    assert_eq!(g.round(), 2);
    assert!(
        rides(&g, 0, "R") && rides(&g, 1, "R"),
        "both stayed aboard into round 2"
    );
    assert_eq!(r_at(&g), 6);
    g.apply(Action::Bid(0)).expect("bid");
    g.apply(Action::Bid(0)).expect("bid");
    assert_eq!(g.phase(), Phase::Movement);
    let first = g.to_move().expect("someone moves");
    let (mover, other) = (first.0, 1 - first.0);
    // Movement turn: alight at R6 or stay; no walking while aboard.
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Stay));
    assert!(!legal.iter().any(|a| matches!(a, Action::MoveTo(_))));
    assert_eq!(alight_choices(&g), [(15, 3), (15, 4), (16, 3), (16, 4)]);
    g.apply(Action::Alight(space(&g, 16, 4))).expect("alight");
    assert_eq!(
        g.to_move(),
        Some(PlayerId(mover)),
        "alighting does not use up the movement"
    );
    assert!(g.legal_actions().iter().any(|a| matches!(a, Action::MoveTo(_))));
    g.apply(Action::Stay).expect("stay");
    // The other rider stays in the movement phase and alights in the action phase, keeping the turn.
    assert_eq!(g.to_move(), Some(PlayerId(other)));
    g.apply(Action::Stay).expect("stay aboard");
    assert_eq!(g.phase(), Phase::Actions);
    while g.to_move() != Some(PlayerId(other)) {
        g.apply(Action::Pass).expect("pass");
    }
    let choices = alight_choices(&g);
    assert_eq!(choices, [(15, 3), (15, 4), (16, 3)], "(16,4) is taken");
    assert!(g.legal_actions().contains(&Action::Pass));
    g.apply(Action::Alight(space(&g, 15, 3))).expect("alight");
    assert_eq!(
        g.to_move(),
        Some(PlayerId(other)),
        "alighting does not use up the action turn"
    );
    assert_eq!(g.player(PlayerId(other)).meeple, Meeple::On(space(&g, 15, 3)));
    assert!(g.legal_actions().contains(&Action::Pass));
}

// rule D-14: after alighting at a station, no boarding that same vehicle again there in the same train phase;
// in a later train phase it is allowed again.
// rule TM-10.6: "board that same vehicle again at that station only in a later train phase".
#[test]
fn no_reboarding_the_same_train_at_that_station_in_one_phase() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 4, true);
    put_rider(&mut g, 0, "R", 0, true);
    start_train_phase(&mut g);
    assert_eq!((g.to_move(), r_at(&g)), (P0, 4));
    g.apply(Action::Wait).expect("stay");
    assert_eq!((g.to_move(), r_at(&g)), (P0, 5));
    let mut events = g.apply(Action::Alight(space(&g, 12, 4))).expect("alight at R5");
    // The train goes on to R6 and comes back through R5: seat 0 touches it but is not offered to board.
    events.extend(wait_out(&mut g));
    assert_eq!(stepped(&g, &events), ["R6", "R5", "R4", "R3"]);
    assert!(!events.iter().any(|e| matches!(e, Event::Boarded { .. })));
    assert_eq!(meeple_xy(&g, 0), Some((12, 4)));
    // Next train phase: the train passes R5 again and boarding is allowed.
    put_train(&mut g, "R", 4, true);
    start_train_phase(&mut g);
    assert_eq!((g.to_move(), r_at(&g)), (P0, 5));
    assert!(g.legal_actions().contains(&Action::Board(0)));
}

// rule D-14: changing at that station to another line's vehicle in the same phase is allowed.
// rule TM-10.8: a player may ride several trains in one round.
#[test]
fn changing_lines_at_an_interchange() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 2, true);
    put_train(&mut g, "B", 1, true);
    put_rider(&mut g, 0, "R", 0, true);
    start_train_phase(&mut g);
    while r_at(&g) != 3 {
        g.apply(Action::Wait).expect("stay");
    }
    assert_eq!(g.to_move(), P0);
    g.apply(Action::Alight(space(&g, 7, 5)))
        .expect("alight at R3 beside B2");
    while g.phase() == Phase::Trains && !g.legal_actions().contains(&Action::Board(0)) {
        g.apply(Action::Wait).expect("wait");
    }
    assert_eq!(
        train_at(&g, "B", 0),
        Some((2, true)),
        "B's train at B2, in station R3"
    );
    g.apply(Action::Board(0)).expect("change to line B");
    assert!(rides(&g, 0, "B"));
}

// rule D-23: a player moves from one vehicle to another only by alighting first: a rider of R standing in station
// R3 is not offered line B's train there.
#[test]
fn no_changing_without_alighting() {
    let mut g = game(LINE_MAP, 2);
    put_train(&mut g, "R", 4, true); // ends at R3: R5, R6, R5, R4, R3
    put_train(&mut g, "B", 1, true); // passes B2 (station R3) twice after R has moved
    put_rider(&mut g, 0, "R", 0, true);
    start_train_phase(&mut g);
    let mut events = Vec::new();
    while g.phase() == Phase::Trains {
        assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Board(_))));
        events.extend(g.apply(Action::Wait).expect("stay"));
    }
    assert_eq!(r_at(&g), 3);
    assert!(rides(&g, 0, "R"));
    assert!(!events.iter().any(|e| matches!(e, Event::Boarded { .. })));
}

// rule D-23: at a stop the payouts come first, then the decisions: the value and the owner's cash have already
// changed when the rider decides, and a player boarding there pays the fare on top.
#[test]
fn payouts_before_decisions() {
    let mut g = game(LINE_MAP, 3);
    put_train(&mut g, "R", 1, true);
    put_pyramid(&mut g, 2, "R2");
    put_rider(&mut g, 0, "R", 0, true);
    put_meeple(&mut g, 1, 3, 3); // touches R2
    start_train_phase(&mut g);
    let events = g.apply(Action::Wait).expect("seat 0 stays at R1");
    let payout = events
        .iter()
        .position(|e| matches!(e, Event::StationPayout { .. }))
        .expect("R2 pays");
    assert!(
        events
            .iter()
            .position(|e| matches!(e, Event::VehicleStepped { .. }))
            .expect("step")
            < payout
    );
    assert_eq!((g.to_move(), r_at(&g)), (P0, 2));
    assert_eq!(value(&g, "R"), 200);
    assert_eq!(cash(&g, 2), 2_200);
    g.apply(Action::Alight(space(&g, 4, 4))).expect("alight");
    assert_eq!(g.to_move(), P1, "then the touching player decides");
    g.apply(Action::Board(0)).expect("board");
    assert_eq!(value(&g, "R"), 300);
}

// rule D-22: the small circles of a tram line act as one-stop stations for touching, boarding and alighting, but
// pay nothing; D-14's wait is per vehicle: leaving tram 1 and boarding tram 2 at the same circle is allowed.
// rule OS-4.4: the pair moves together, step for step.
#[test]
fn small_tram_circles_and_the_wait_per_vehicle() {
    let mut g = game(TRAM_MAP, 2);
    let p = line(&g, "P");
    g.state_mut().lines[p.0 as usize].vehicles = [
        Some(metro_engine::state::Vehicle {
            stop: 0,
            forward: true,
        }),
        Some(metro_engine::state::Vehicle {
            stop: 4,
            forward: false,
        }),
    ];
    put_pyramid(&mut g, 1, "Pa");
    put_pyramid(&mut g, 1, "Pe");
    put_rider(&mut g, 0, "P", 0, true);
    start_train_phase(&mut g);
    assert_eq!(g.to_move(), P0);
    g.apply(Action::Wait).expect("stay at Pa");
    // Step 1: tram 0 at P2 (a small circle touching only space (2,1)), tram 1 at P4.
    assert_eq!(
        (train_at(&g, "P", 0), train_at(&g, "P", 1)),
        (Some((2, true)), Some((4, false)))
    );
    assert_eq!(alight_choices(&g), [(2, 1)]);
    g.apply(Action::Alight(space(&g, 2, 1)))
        .expect("alight onto the circle's space");
    // Step 3: tram 1 reaches P2; seat 0 may board it (not tram 0, which is elsewhere).
    assert_eq!(g.to_move(), P0);
    assert_eq!(train_at(&g, "P", 1), Some((2, false)));
    assert_eq!(g.legal_actions(), [Action::Board(1), Action::Wait]);
    let events = g.apply(Action::Board(1)).expect("board tram 1");
    assert!(events.contains(&Event::Boarded {
        player: PlayerId(0),
        line: p,
        vehicle: 1
    }));
    assert!(matches!(
        g.player(PlayerId(0)).meeple,
        Meeple::Riding { vehicle: 1, .. }
    ));
    let mut all = events;
    all.extend(wait_out(&mut g));
    // Only the two terminal stations paid (step 4: tram 0 at Pe, tram 1 at Pa); the circles pay nothing.
    let payouts = station_payouts(&g, &all);
    assert_eq!(payouts.len(), 2);
    assert_eq!(value(&g, "P"), 100 + 400);
}

// rule D-14: the wait holds for every vehicle left at that station in the phase, not only the last one: leave tram 0
// at P2, ride tram 1 and leave it at P2 again; tram 0 coming back through P2 in the same phase may not be boarded.
#[test]
fn the_wait_remembers_every_vehicle_left() {
    let mut g = game(&TRAM_MAP.replace("slots = 1", "slots = 2"), 2);
    let p = line(&g, "P");
    g.state_mut().lines[p.0 as usize].vehicles = [
        Some(metro_engine::state::Vehicle {
            stop: 0,
            forward: true,
        }),
        Some(metro_engine::state::Vehicle {
            stop: 4,
            forward: false,
        }),
    ];
    put_speed(&mut g, "P", 2); // 7 steps: tram 0 P2 P3 P4 P5 P4 P3 P2, tram 1 P4 P3 P2 P1 P2 P3 P4
    put_rider(&mut g, 0, "P", 0, true);
    start_train_phase(&mut g);
    g.apply(Action::Wait).expect("stay at Pa");
    assert_eq!(train_at(&g, "P", 0), Some((2, true)));
    g.apply(Action::Alight(space(&g, 2, 1)))
        .expect("leave tram 0 at P2");
    assert_eq!((g.to_move(), train_at(&g, "P", 1)), (P0, Some((2, false))));
    g.apply(Action::Board(1)).expect("board tram 1 at P2");
    assert_eq!(g.to_move(), P0);
    g.apply(Action::Wait).expect("stay at Pa");
    assert_eq!((g.to_move(), train_at(&g, "P", 1)), (P0, Some((2, true))));
    let mut events = g
        .apply(Action::Alight(space(&g, 2, 1)))
        .expect("leave tram 1 at P2");
    while g.phase() == Phase::Trains {
        assert!(
            !g.legal_actions().contains(&Action::Board(0)),
            "tram 0 may not be boarded again at P2"
        );
        events.extend(g.apply(Action::Wait).expect("wait"));
    }
    assert_eq!(stepped(&g, &events).len(), 4, "steps 4–7 of both trams");
    assert_eq!(meeple_xy(&g, 0), Some((2, 1)));
}

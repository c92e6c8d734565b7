//! Building track (CE-5), with DCE-18–DCE-23.

mod support;
use support::*;

/// Seat 0 builds for a company with money in its treasury.
fn building(company: &str, money: u32) -> Game {
    let mut game = ready(3);
    game.state_mut().set_treasury(co(company), money);
    play(&mut game, &[Action::BuildFor(co(company))]);
    game
}

#[test]
fn only_a_shareholder_builds_and_only_for_an_open_company() {
    // rule CE-5.1
    let mut game = ready(3);
    game.state_mut().set_treasury(co("NYC"), 10);
    decline_any(&mut game); // seat 1 holds nothing
    assert_eq!(refused(&mut game, Action::BuildFor(co("NYC"))), "CE-5.1");
    game.state_mut().set_shares(p(1), co("WAB"), 1);
    assert_eq!(refused(&mut game, Action::BuildFor(co("WAB"))), "CE-5.1");
    game.state_mut().set_shares(p(1), co("NYC"), 1);
    play(&mut game, &[Action::BuildFor(co("NYC"))]);
}

#[test]
fn one_to_three_placements_and_stop_after_any() {
    // rule CE-5.2
    // rule DCE-18
    let mut game = building("NYC", 20);
    assert_eq!(game.legal_actions()[0], Action::Stop);
    play(&mut game, &[Action::Place(hx("S2")), Action::Place(hx("S1"))]);
    assert!(matches!(game.state().pending(), Pending::Build { placed: 2, .. }));
    let events = play(&mut game, &[Action::Place(hx("S0"))]);
    // the third placement ends the action by itself
    assert!(events.contains(&Event::BuildEnds {
        company: co("NYC"),
        placed: 3
    }));
    assert_eq!(game.to_move(), Some(p(1)));
    // stopping after one
    let mut game = building("NYC", 20);
    let events = play(&mut game, &[Action::Place(hx("S2")), Action::Stop]);
    assert!(events.contains(&Event::BuildEnds {
        company: co("NYC"),
        placed: 1
    }));
    // placing none is declining
    let mut game = building("NYC", 20);
    let events = play(&mut game, &[Action::Stop]);
    assert!(events.contains(&Event::BuildEnds {
        company: co("NYC"),
        placed: 0
    }));
    assert_eq!(treasury(&game, "NYC"), 20);
    assert_eq!(game.state().dial(Dial::Build), 1);
    // a building action asks for placements, not bids
    let mut game = building("NYC", 20);
    assert_eq!(refused(&mut game, Action::Bid(3)), "CE-5.2");
}

#[test]
fn placements_are_next_to_the_network_and_may_branch() {
    // rule CE-5.3
    let mut game = building("NYC", 30);
    assert_eq!(refused(&mut game, Action::Place(hx("Q3"))), "CE-5.3");
    // next to a placement of the same action
    play(&mut game, &[Action::Place(hx("R3")), Action::Place(hx("Q3"))]);
    // a branch from the start hex
    play(&mut game, &[Action::Place(hx("S4"))]);
    let network = game.state().company(co("NYC")).network;
    for h in ["S3", "R3", "Q3", "S4"] {
        assert!(network.contains(hx(h)));
    }
}

#[test]
fn one_locomotive_of_a_company_per_hex() {
    // rule CE-5.4
    let mut game = building("NYC", 30);
    play(&mut game, &[Action::Place(hx("S2"))]);
    assert_eq!(refused(&mut game, Action::Place(hx("S2"))), "CE-5.4");
    assert_eq!(refused(&mut game, Action::Place(hx("S3"))), "CE-5.4");
}

#[test]
fn plains_cities_industrial_cities_and_chicago_take_any_number() {
    // rule CE-5.5
    let mut game = ready(3);
    for (company, base) in [("NYC", "B2"), ("PRR", "A3"), ("B&O", "C3")] {
        put(&mut game, company, &[base]);
        game.state_mut().set_treasury(co(company), 100);
    }
    put(&mut game, "PRR", &["B3"]);
    put(&mut game, "C&O", &["H5"]);
    game.state_mut().set_treasury(co("C&O"), 100);
    put(&mut game, "NYC", &["H6"]);
    // Chicago, a plains hex, Fort Wayne and Wheeling take several companies
    let mut state = game.clone();
    play(
        &mut state,
        &[Action::BuildFor(co("NYC")), Action::Place(hx("C3"))],
    );
    assert_eq!(state.state().locomotives_on(hx("C3")), 2);
    game.state_mut().set_chicago_reached(true);
    game.state_mut().set_open(co("WAB"), true);
    play(
        &mut game,
        &[Action::BuildFor(co("NYC")), Action::Place(hx("A2")), Action::Stop],
    );
    play(&mut game, &[Action::Decline(Dial::Develop)]);
    game.state_mut().set_shares(p(2), co("PRR"), 1);
    game.state_mut().set_shares(p(2), co("B&O"), 1);
    play(
        &mut game,
        &[Action::BuildFor(co("PRR")), Action::Place(hx("A2")), Action::Stop],
    );
    assert_eq!(game.state().locomotives_on(hx("A2")), 2);
    game.state_mut().set_turn(p(0));
    play(
        &mut game,
        &[Action::BuildFor(co("B&O")), Action::Place(hx("D3")), Action::Stop],
    );
    game.state_mut().set_turn(p(0));
    play(
        &mut game,
        &[Action::BuildFor(co("C&O")), Action::Place(hx("I6")), Action::Stop],
    );
    game.state_mut().set_turn(p(0));
    play(
        &mut game,
        &[Action::BuildFor(co("NYC")), Action::Place(hx("I6")), Action::Stop],
    );
    assert_eq!(game.state().locomotives_on(hx("I6")), 2);
}

#[test]
fn a_forest_or_mountain_takes_one_locomotive_in_all() {
    // rule CE-5.6
    let mut game = ready(3);
    put(&mut game, "NYC", &["R3"]); // forest
    put(&mut game, "PRR", &["R4"]);
    put(&mut game, "C&O", &["K7"]);
    put(&mut game, "B&O", &["K6", "L5"]); // mountains around Clarksburg
    game.state_mut().set_treasury(co("PRR"), 30);
    game.state_mut().set_treasury(co("C&O"), 30);
    play(&mut game, &[Action::BuildFor(co("PRR"))]);
    assert_eq!(refused(&mut game, Action::Place(hx("R3"))), "CE-5.6");
    play(&mut game, &[Action::Stop]);
    game.state_mut().set_turn(p(0));
    play(&mut game, &[Action::BuildFor(co("C&O"))]);
    assert_eq!(refused(&mut game, Action::Place(hx("K6"))), "CE-5.6");
    // a free mountain next to it is fine
    play(&mut game, &[Action::Place(hx("L6"))]);
}

#[test]
fn no_company_builds_on_another_start_hex_but_fort_wayne_is_open() {
    // rule CE-5.7
    // rule DCE-22
    let mut game = ready(3);
    put(&mut game, "PRR", &["S4"]);
    game.state_mut().set_treasury(co("PRR"), 30);
    play(&mut game, &[Action::BuildFor(co("PRR"))]);
    assert_eq!(refused(&mut game, Action::Place(hx("S3"))), "CE-5.7");
    play(&mut game, &[Action::Stop]);
    // Fort Wayne, Wabash's start hex, before Wabash opens
    game.state_mut().set_turn(p(0));
    put(&mut game, "NYC", &["C3"]);
    game.state_mut().set_treasury(co("NYC"), 30);
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("D3"))]);
    assert_eq!(income(&game, "NYC"), 9); // Fort Wayne's income 1
}

#[test]
fn the_cost_is_the_hex_cost_times_the_locomotives_there() {
    // rule CE-5.8
    let mut game = ready(3);
    put(&mut game, "PRR", &["B2", "C3"]);
    put(&mut game, "B&O", &["C4"]);
    put(&mut game, "NYC", &["B3", "D4"]);
    game.state_mut().set_treasury(co("NYC"), 30);
    // plains C3 (cost 1) holds PRR's locomotive: NYC's makes 2, so 1 × 2
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("C3"))]);
    assert!(events.contains(&Event::LocomotivePlaced {
        company: co("NYC"),
        hex: hx("C3"),
        cost: 2,
        on_hex: 2
    }));
    assert_eq!(treasury(&game, "NYC"), 28);
    assert_eq!(game.placement_cost(hx("C3")), 3);
}

#[test]
fn the_binghamton_example() {
    // rule CE-5.9
    let mut game = ready(3);
    put(&mut game, "PRR", &["Q3"]); // a PRR locomotive already on Binghamton
    game.state_mut().set_treasury(co("NYC"), 10);
    play(
        &mut game,
        &[
            Action::BuildFor(co("NYC")),
            Action::Place(hx("R3")),
            Action::Place(hx("Q3")),
        ],
    );
    // $2 for the forest + 2 × $2 for Binghamton
    assert_eq!(treasury(&game, "NYC"), 4);
}

#[test]
fn a_placement_the_treasury_cannot_pay_is_not_allowed() {
    // rule CE-5.10
    // rule CE-12.1
    // rule DCE-20
    let mut game = building("NYC", 3);
    // a forest of cost 2 fits; then $1 left, and a forest of cost 2 does not
    play(&mut game, &[Action::Place(hx("R3"))]);
    assert_eq!(refused(&mut game, Action::Place(hx("R2"))), "CE-5.10");
    play(&mut game, &[Action::Place(hx("S2"))]);
    assert_eq!(treasury(&game, "NYC"), 0);
    // with nothing affordable the company cannot be chosen at all
    let mut game = ready(3);
    assert_eq!(refused(&mut game, Action::BuildFor(co("NYC"))), "CE-5.10");
    // no player can pay for the company: a bid is the only way money reaches it
    assert!(
        game.legal_actions()
            .iter()
            .all(|a| !matches!(a, Action::BuildFor(_)))
    );
}

#[test]
fn no_locomotives_left_means_no_building() {
    // rule CE-5.11
    // rule DCE-21
    let mut game = ready(3);
    game.state_mut().set_treasury(co("NYC"), 30);
    game.state_mut().set_locomotives_left(co("NYC"), 0);
    assert_eq!(refused(&mut game, Action::BuildFor(co("NYC"))), "CE-5.11");
    // the action ends as soon as the charter is empty
    game.state_mut().set_locomotives_left(co("NYC"), 2);
    let events = play(
        &mut game,
        &[
            Action::BuildFor(co("NYC")),
            Action::Place(hx("S2")),
            Action::Place(hx("S1")),
        ],
    );
    assert!(events.contains(&Event::BuildEnds {
        company: co("NYC"),
        placed: 2
    }));
    assert_eq!(game.to_move(), Some(p(1)));
}

#[test]
fn plains_and_forests_add_no_income() {
    // rule CE-5.12
    let mut game = building("NYC", 30);
    let events = play(&mut game, &[Action::Place(hx("S2")), Action::Place(hx("R3"))]);
    assert_eq!(count(&events, |e| matches!(e, Event::IncomeRises { .. })), 0);
    assert_eq!(income(&game, "NYC"), 8);
}

#[test]
fn cities_and_mountains_add_their_income_and_house() {
    // rule CE-5.13
    let mut game = ready(3);
    put(&mut game, "C&O", &["K6"]);
    game.state_mut().set_treasury(co("C&O"), 30);
    game.state_mut().set_house(hx("K7"));
    // Clarksburg K7: income 1 + house 1; mountain L6: income 1
    play(
        &mut game,
        &[
            Action::BuildFor(co("C&O")),
            Action::Place(hx("K7")),
            Action::Place(hx("L6")),
        ],
    );
    assert_eq!(income(&game, "C&O"), 5 + 2 + 1);
}

#[test]
fn an_industrial_city_adds_its_current_value() {
    // rule CE-5.14
    let mut game = ready(3);
    put(&mut game, "B&O", &["J4"]);
    game.state_mut().set_treasury(co("B&O"), 30);
    game.state_mut().set_industry(2, 1); // Pittsburgh at 6
    play(&mut game, &[Action::BuildFor(co("B&O")), Action::Place(hx("K4"))]);
    assert_eq!(income(&game, "B&O"), 6 + 6);
}

#[test]
fn chicago_adds_seven_and_a_chicago_phase() {
    // rule CE-5.15
    let mut game = ready(3);
    put(&mut game, "NYC", &["B2"]);
    game.state_mut().set_treasury(co("NYC"), 30);
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert_eq!(income(&game, "NYC"), 15);
    let rise = position(&events, |e| matches!(e, Event::IncomeRises { by: 7, .. }));
    let phase = position(&events, |e| matches!(e, Event::ChicagoReached { .. }));
    assert!(rise < phase);
}

#[test]
fn the_rulebook_income_examples() {
    // rule CE-5.16
    // an undeveloped city of income 2 (Huntington F8) gives +2, an undeveloped mountain of income 1 (G9) +1
    let mut game = ready(3);
    put(&mut game, "C&O", &["G8"]);
    game.state_mut().set_treasury(co("C&O"), 30);
    let events = play(
        &mut game,
        &[
            Action::BuildFor(co("C&O")),
            Action::Place(hx("F8")),
            Action::Place(hx("G9")),
        ],
    );
    let rises: Vec<u32> = events
        .iter()
        .filter_map(|e| match e {
            Event::IncomeRises { by, .. } => Some(*by),
            _ => None,
        })
        .collect();
    assert_eq!(rises, [2, 1]);
    // the same city with a house of value 1 gives +3, the same mountain with a house of value 2 gives +3
    let mut game = ready(3);
    put(&mut game, "C&O", &["G8"]);
    game.state_mut().set_treasury(co("C&O"), 30);
    game.state_mut().set_house(hx("F8"));
    game.state_mut().set_house(hx("G9"));
    let events = play(
        &mut game,
        &[
            Action::BuildFor(co("C&O")),
            Action::Place(hx("F8")),
            Action::Place(hx("G9")),
        ],
    );
    assert_eq!(
        count(&events, |e| matches!(e, Event::IncomeRises { by: 3, .. })),
        2
    );
    // Wheeling at 3 gives +3
    let mut game = ready(3);
    put(&mut game, "C&O", &["H6"]);
    game.state_mut().set_treasury(co("C&O"), 30);
    let events = play(&mut game, &[Action::BuildFor(co("C&O")), Action::Place(hx("I6"))]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::IncomeRises { by: 3, .. }))
    );
}

#[test]
fn income_changes_placement_by_placement() {
    // rule CE-5.17
    let mut game = ready(3);
    put(&mut game, "C&O", &["G8"]);
    game.state_mut().set_treasury(co("C&O"), 30);
    let events = play(
        &mut game,
        &[
            Action::BuildFor(co("C&O")),
            Action::Place(hx("F8")),
            Action::Place(hx("G9")),
        ],
    );
    let kinds: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::LocomotivePlaced { .. } => Some("placed"),
            Event::IncomeRises { .. } => Some("income"),
            _ => None,
        })
        .collect();
    assert_eq!(kinds, ["placed", "income", "placed", "income"]);
}

#[test]
fn adjacency_is_edge_sharing_on_the_grid_only() {
    // rule DCE-19
    // rule CEM-1.3
    let board = Board::builtin();
    let names = |label: &str| -> Vec<String> {
        board
            .neighbours(hx(label))
            .iter()
            .map(|h| board.hex(h).label.clone())
            .collect()
    };
    // Chicago has only two neighbours: Lake Michigan is no hex
    assert_eq!(names("A2"), ["A3", "B2"]);
    // Detroit: Lake Erie above and to the east
    assert_eq!(names("E0"), ["D0", "E1"]);
    // so nothing can be placed across the lake
    let mut game = ready(3);
    put(&mut game, "NYC", &["F1"]);
    game.state_mut().set_treasury(co("NYC"), 30);
    play(&mut game, &[Action::BuildFor(co("NYC"))]);
    assert_eq!(refused(&mut game, Action::Place(hx("E0"))), "CE-5.3");
}

#[test]
fn wabash_joins_fort_wayne_free_and_later_builders_pay_for_it() {
    // rule DCE-23
    let mut game = ready(3);
    put(&mut game, "NYC", &["C3", "B2"]);
    put(&mut game, "PRR", &["D4"]);
    game.state_mut().set_treasury(co("NYC"), 30);
    game.state_mut().set_treasury(co("PRR"), 30);
    // NYC on Fort Wayne first
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("D3"))]);
    let nyc_before = (income(&game, "NYC"), treasury(&game, "NYC"));
    // then NYC reaches Chicago: Wabash opens with its locomotive beside NYC's, free
    play(&mut game, &[Action::Place(hx("A2"))]);
    assert_eq!(game.state().locomotives_on(hx("D3")), 2);
    assert_eq!(treasury(&game, "WAB"), 0);
    assert_eq!(treasury(&game, "NYC"), nyc_before.1 - 3);
    all_pass(&mut game);
    // PRR builds onto Fort Wayne: 3 locomotives there now, so 3 × $1
    game.state_mut().set_turn(p(0));
    let events = play(&mut game, &[Action::BuildFor(co("PRR")), Action::Place(hx("D3"))]);
    assert!(events.contains(&Event::LocomotivePlaced {
        company: co("PRR"),
        hex: hx("D3"),
        cost: 3,
        on_hex: 3
    }));
}

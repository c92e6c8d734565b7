//! Developing hexes (CE-6) and the industrial cities (CE-7), with DCE-24–DCE-28.

mod support;
use support::*;

/// Seat 1, who holds no share, is to move.
fn seat_one() -> Game {
    let mut game = ready(3);
    decline_any(&mut game);
    assert_eq!(game.to_move(), Some(p(1)));
    game
}

#[test]
fn any_player_may_develop_one_hex() {
    // rule CE-6.1
    // rule DCE-24
    let mut game = seat_one();
    put(&mut game, "NYC", &["S0"]);
    let events = play(&mut game, &[Action::Develop(hx("S0"))]);
    assert!(events.contains(&Event::HouseBuilt {
        player: p(1),
        hex: hx("S0"),
        houses_left: 19
    }));
    // one hex per action: the turn is over
    assert_eq!(game.to_move(), Some(p(2)));
}

#[test]
fn a_house_needs_a_locomotive_on_the_hex() {
    // rule CE-6.2
    let mut game = seat_one();
    assert_eq!(refused(&mut game, Action::Develop(hx("S0"))), "CE-6.2");
    assert_eq!(refused(&mut game, Action::Develop(hx("R3"))), "CE-6.2");
}

#[test]
fn each_hex_is_developed_only_once() {
    // rule CE-6.3
    let mut game = seat_one();
    put(&mut game, "NYC", &["S0"]);
    play(&mut game, &[Action::Develop(hx("S0"))]);
    assert_eq!(refused(&mut game, Action::Develop(hx("S0"))), "CE-6.3");
}

#[test]
fn plains_start_hexes_and_chicago_cannot_be_developed() {
    // rule CE-6.4
    // rule CE-8.7
    let mut game = seat_one();
    put(&mut game, "NYC", &["S2", "A2"]);
    for h in ["S2", "S3", "A2", "R5"] {
        assert_eq!(refused(&mut game, Action::Develop(hx(h))), "CE-6.4", "{h}");
    }
}

#[test]
fn fort_wayne_is_developed_like_any_city() {
    // rule CE-6.5
    let mut game = seat_one();
    put(&mut game, "NYC", &["D3"]);
    game.state_mut().set_income(co("NYC"), 9);
    play(&mut game, &[Action::Develop(hx("D3"))]);
    assert_eq!(income(&game, "NYC"), 11);
}

#[test]
fn every_company_on_the_hex_gains_the_house_value() {
    // rule CE-6.6
    let mut game = seat_one();
    put(&mut game, "NYC", &["S0"]);
    put(&mut game, "PRR", &["S0"]);
    play(&mut game, &[Action::Develop(hx("S0"))]); // Albany: house 2
    assert_eq!((income(&game, "NYC"), income(&game, "PRR")), (10, 9));
    assert_eq!(income(&game, "B&O"), 6);
}

#[test]
fn the_charleston_example() {
    // rule CE-6.7
    let mut game = seat_one();
    put(&mut game, "C&O", &["I9"]);
    game.state_mut().set_income(co("C&O"), 12);
    play(&mut game, &[Action::Develop(hx("I9"))]);
    assert_eq!(income(&game, "C&O"), 13);
}

#[test]
fn a_developed_forest_pays_its_company_two_dollars() {
    // rule CE-6.8
    // rule DCE-28
    let mut game = seat_one();
    put(&mut game, "NYC", &["R3"]);
    let events = play(&mut game, &[Action::Develop(hx("R3"))]);
    assert!(events.contains(&Event::ForestMoney {
        company: co("NYC"),
        hex: hx("R3"),
        amount: 2
    }));
    assert_eq!(treasury(&game, "NYC"), 2);
    assert_eq!(income(&game, "NYC"), 8);
    assert_eq!(game.state().houses_left(), 19);
}

#[test]
fn with_no_house_left_only_industrial_cities_can_be_developed() {
    // rule CE-6.9
    // rule DCE-25
    let mut game = seat_one();
    put(&mut game, "NYC", &["S0", "I6"]);
    game.state_mut().set_houses_left(0);
    assert_eq!(refused(&mut game, Action::Develop(hx("S0"))), "CE-6.9");
    let legal = game.legal_actions();
    assert!(legal.contains(&Action::Decline(Dial::Develop)));
    assert!(legal.contains(&Action::Develop(hx("I6"))));
    play(&mut game, &[Action::Develop(hx("I6"))]);
    assert_eq!(game.industry_value(1), 4);
}

#[test]
fn industrial_cities_use_no_house() {
    // rule CE-6.10
    let mut game = seat_one();
    put(&mut game, "NYC", &["K4"]);
    let events = play(&mut game, &[Action::Develop(hx("K4"))]);
    assert_eq!(game.state().houses_left(), 20);
    assert!(!game.state().has_house(hx("K4")));
    assert!(events.contains(&Event::IndustryGrew {
        hex: hx("K4"),
        from: 4,
        to: 6
    }));
}

#[test]
fn the_industrial_table() {
    // rule CE-7.1
    // rule CE-7.2
    // rule CEM-7.1
    let board = Board::builtin();
    let rows: Vec<(String, Vec<u8>, Growth)> = board
        .industrial()
        .iter()
        .map(|r| (board.hex(r.hex).label.clone(), r.values.clone(), r.growth))
        .collect();
    assert_eq!(
        rows,
        [
            ("E0".to_string(), vec![1, 2, 3, 4, 5, 6, 7, 8], Growth::Dividend),
            ("I6".to_string(), vec![3, 4, 5, 6], Growth::Develop),
            ("K4".to_string(), vec![4, 6, 8], Growth::Develop),
        ]
    );
    let game = new_game(2);
    assert_eq!(
        (0..3).map(|r| game.industry_value(r)).collect::<Vec<_>>(),
        [1, 3, 4]
    );
}

#[test]
fn wheeling_and_pittsburgh_grow_by_development_up_to_their_last_space() {
    // rule CE-7.3
    // rule CEM-7.2
    let mut game = seat_one();
    assert_eq!(refused(&mut game, Action::Develop(hx("I6"))), "CE-7.3");
    put(&mut game, "NYC", &["I6"]);
    for expected in [4, 5, 6] {
        play(&mut game, &[Action::Develop(hx("I6"))]);
        assert_eq!(game.industry_value(1), expected);
        game.state_mut().set_dial(Dial::Develop, 0);
        game.state_mut().set_turn(p(1));
    }
    // three times for Wheeling; Pittsburgh twice
    assert_eq!(refused(&mut game, Action::Develop(hx("I6"))), "CE-7.6");
}

#[test]
fn every_company_on_an_industrial_city_gains_the_difference() {
    // rule CE-7.4
    let mut game = seat_one();
    put(&mut game, "NYC", &["K4"]);
    put(&mut game, "B&O", &["K4"]);
    play(&mut game, &[Action::Develop(hx("K4"))]);
    assert_eq!((income(&game, "NYC"), income(&game, "B&O")), (10, 8));
}

#[test]
fn the_wheeling_example() {
    // rule CE-7.5
    let mut game = seat_one();
    put(&mut game, "PRR", &["I6"]);
    put(&mut game, "B&O", &["I6"]);
    game.state_mut().set_income(co("PRR"), 17);
    game.state_mut().set_income(co("B&O"), 14);
    play(&mut game, &[Action::Develop(hx("I6"))]);
    assert_eq!((income(&game, "PRR"), income(&game, "B&O")), (18, 15));
}

#[test]
fn an_industrial_city_at_its_last_space_grows_no_more() {
    // rule CE-7.6
    let mut game = seat_one();
    put(&mut game, "NYC", &["K4"]);
    game.state_mut().set_industry(2, 2);
    assert_eq!(game.industry_value(2), 8);
    assert_eq!(refused(&mut game, Action::Develop(hx("K4"))), "CE-7.6");
}

#[test]
fn detroit_grows_by_itself_in_every_dividend_phase() {
    // rule CE-7.7
    let mut game = seat_one();
    put(&mut game, "NYC", &["E0"]);
    assert_eq!(refused(&mut game, Action::Develop(hx("E0"))), "CE-7.7");
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Develop, 3);
    let events = play(&mut game, &[Action::Decline(Dial::Develop)]);
    assert!(events.contains(&Event::IndustryGrew {
        hex: hx("E0"),
        from: 1,
        to: 2
    }));
    assert_eq!(income(&game, "NYC"), 9);
    // also with nobody there
    let mut game = seat_one();
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Develop, 3);
    play(&mut game, &[Action::Decline(Dial::Develop)]);
    assert_eq!(game.industry_value(0), 2);
}

#[test]
fn building_onto_an_industrial_city_gains_its_value_and_later_only_the_difference() {
    // rule CE-7.8
    let mut game = ready(3);
    put(&mut game, "NYC", &["D0"]);
    game.state_mut().set_treasury(co("NYC"), 10);
    game.state_mut().set_industry(0, 3); // Detroit at 4
    play(
        &mut game,
        &[Action::BuildFor(co("NYC")), Action::Place(hx("E0")), Action::Stop],
    );
    assert_eq!(income(&game, "NYC"), 12);
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Develop, 3);
    play(&mut game, &[Action::Decline(Dial::Develop)]);
    assert_eq!(income(&game, "NYC"), 13);
}

#[test]
fn only_developable_hexes_are_offered() {
    // rule DCE-26
    let mut game = seat_one();
    put(&mut game, "NYC", &["S2", "S0", "E0", "K4", "A2", "R3"]);
    game.state_mut().set_house(hx("S0"));
    game.state_mut().set_industry(2, 2);
    let develops: Vec<HexId> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Develop(h) => Some(h),
            _ => None,
        })
        .collect();
    // not Detroit, not Pittsburgh at its last space, not a hex with a house, not an empty hex, not plains,
    // start hexes or Chicago: only the forest
    assert_eq!(develops, [hx("R3")]);
}

#[test]
fn any_company_makes_a_hex_developable() {
    // rule DCE-27
    let mut game = seat_one();
    put(&mut game, "C&O", &["S0"]);
    game.state_mut().set_shares(p(1), co("PRR"), 1);
    play(&mut game, &[Action::Develop(hx("S0"))]);
    assert_eq!(income(&game, "C&O"), 7);
}

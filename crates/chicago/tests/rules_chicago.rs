//! Chicago (CE-8) and Wabash (CE-9), with DCE-29–DCE-32 and DCE-39.

mod support;
use support::*;

/// Seat 0 holds NYC (and seat 1 two NYC shares); NYC's network includes B2 and C3, next to Chicago, South Bend
/// and Fort Wayne; its treasury holds $30.
fn near_chicago(options: Options) -> Game {
    let mut game = ready_with(3, options);
    put(&mut game, "NYC", &["B2", "C3"]);
    game.state_mut().set_treasury(co("NYC"), 30);
    game.state_mut().set_shares(p(1), co("NYC"), 2);
    game
}

#[test]
fn any_arrival_at_chicago_interrupts_at_once() {
    // rule CE-8.1
    let mut game = near_chicago(Options::default());
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    let placed = position(&events, |e| matches!(e, Event::LocomotivePlaced { .. }));
    let rise = position(&events, |e| matches!(e, Event::IncomeRises { by: 7, .. }));
    let phase = position(&events, |e| matches!(e, Event::ChicagoReached { .. }));
    let dividend = position(&events, |e| {
        matches!(
            e,
            Event::Dividend {
                kind: DividendKind::Chicago,
                ..
            }
        )
    });
    assert!(placed < rise && rise < phase && phase < dividend);
}

#[test]
fn the_chicago_dividend_goes_to_that_company_only() {
    // rule CE-8.2
    let mut game = near_chicago(Options::default());
    let before = (cash(&game, 0), cash(&game, 1), cash(&game, 2));
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    // income 8 + 7 = 15 over 3 held shares: $5 a share
    assert!(events.contains(&Event::Dividend {
        kind: DividendKind::Chicago,
        company: co("NYC"),
        income: 15,
        shares: 3,
        per_share: 5
    }));
    assert_eq!(
        (cash(&game, 0), cash(&game, 1), cash(&game, 2)),
        (before.0 + 5, before.1 + 10, before.2)
    );
    assert_eq!(count(&events, |e| matches!(e, Event::DividendPaid { .. })), 2);
}

#[test]
fn the_first_arrival_opens_wabash_and_ends_the_building_action() {
    // rule CE-8.3
    // rule DCE-29
    // rule DCE-32
    let mut game = near_chicago(Options::default());
    let events = play(
        &mut game,
        &[
            Action::BuildFor(co("NYC")),
            Action::Place(hx("C2")),
            Action::Place(hx("A2")),
        ],
    );
    let paid = position(&events, |e| matches!(e, Event::Dividend { .. }));
    let opened = position(&events, |e| matches!(e, Event::CompanyOpened { .. }));
    let auction = position(&events, |e| matches!(e, Event::AuctionOpened { .. }));
    assert!(paid < opened && opened < auction);
    assert!(events.contains(&Event::BuildEnds {
        company: co("NYC"),
        placed: 2
    }));
    // the placement the action had left is lost: the Wabash auction, then the next player
    assert!(matches!(game.state().pending(), Pending::Auction(a) if a.kind == AuctionKind::Opening));
    all_pass(&mut game);
    assert_eq!(game.to_move(), Some(p(1)));
    assert_eq!(game.state().pending(), Pending::Turn);
}

#[test]
fn a_later_arrival_resumes_the_building_action() {
    // rule CE-8.4
    // rule DCE-39
    let mut game = near_chicago(Options::default());
    game.state_mut().set_chicago_reached(true);
    game.state_mut().set_open(co("WAB"), true);
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert_eq!(count(&events, |e| matches!(e, Event::Dividend { .. })), 1);
    assert!(matches!(game.state().pending(), Pending::Build { placed: 1, .. }));
    // the Chicago dividend is not paid again nor changed by the later placements
    let events = play(&mut game, &[Action::Place(hx("C2")), Action::Place(hx("D3"))]);
    assert_eq!(count(&events, |e| matches!(e, Event::Dividend { .. })), 0);
    assert_eq!(game.to_move(), Some(p(1)));
    // the option: every arrival ends the building action
    let mut game = near_chicago(Options {
        chicago_ends_build: true,
        ..Options::default()
    });
    game.state_mut().set_chicago_reached(true);
    game.state_mut().set_open(co("WAB"), true);
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert!(events.contains(&Event::BuildEnds {
        company: co("NYC"),
        placed: 1
    }));
    assert_eq!(game.to_move(), Some(p(1)));
}

#[test]
fn a_chicago_phase_resets_nothing_grows_nothing_and_ends_nothing() {
    // rule CE-8.5
    // rule DCE-36
    let mut game = near_chicago(Options::default());
    game.state_mut().set_dial(Dial::Auction, 2);
    game.state_mut().set_houses_left(2); // an end condition already holds
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    all_pass(&mut game);
    assert_eq!(Dial::ALL.map(|d| game.state().dial(d)), [2, 0, 1]);
    assert_eq!(game.industry_value(0), 1);
    assert!(!game.is_over());
    assert_eq!(count(&events, |e| matches!(e, Event::DividendPhase { .. })), 0);
}

#[test]
fn after_the_first_chicago_phase_a_due_dividend_phase_then_the_next_player() {
    // rule CE-8.6
    let mut game = near_chicago(Options::default());
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Build, 4);
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    let events = all_pass(&mut game);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DividendPhase { number: 1 }))
    );
    assert_eq!(game.to_move(), Some(p(1)));
    // no further placement for the player whose company reached Chicago
    assert_eq!(game.state().pending(), Pending::Turn);
}

#[test]
fn each_company_reaches_chicago_once() {
    // rule CE-8.7
    let mut game = near_chicago(Options::default());
    game.state_mut().set_chicago_reached(true);
    game.state_mut().set_open(co("WAB"), true);
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert_eq!(refused(&mut game, Action::Place(hx("A2"))), "CE-5.4");
    assert!(game.state().company(co("NYC")).at_chicago);
}

#[test]
fn the_branching_example() {
    // rule CE-8.8
    // later arrival: the dividend on the income after A2, not after D3
    let mut game = near_chicago(Options::default());
    game.state_mut().set_chicago_reached(true);
    game.state_mut().set_open(co("WAB"), true);
    let events = play(
        &mut game,
        &[
            Action::BuildFor(co("NYC")),
            Action::Place(hx("A2")),
            Action::Place(hx("C2")),
            Action::Place(hx("D3")),
        ],
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Dividend { income: 15, .. }))
    );
    assert_eq!(income(&game, "NYC"), 17);
    // first arrival: C2 and D3 are never placed
    let mut game = near_chicago(Options::default());
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert_eq!(refused(&mut game, Action::Place(hx("C2"))), "CE-4.7");
    all_pass(&mut game);
    assert_eq!(income(&game, "NYC"), 15);
    assert_eq!(game.state().locomotives_on(hx("C2")), 0);
}

#[test]
fn wabash_is_closed_at_the_start() {
    // rule CE-9.1
    let mut game = ready(3);
    game.state_mut().set_shares(p(0), co("WAB"), 1);
    game.state_mut().set_treasury(co("WAB"), 30);
    assert_eq!(refused(&mut game, Action::Offer(co("WAB"))), "CE-4.2");
    assert_eq!(refused(&mut game, Action::BuildFor(co("WAB"))), "CE-5.1");
    assert_eq!(income(&game, "WAB"), 0);
    assert_eq!(game.dividend_per_share(co("WAB")), 0);
}

#[test]
fn wabash_opens_with_a_free_locomotive_and_income_1() {
    // rule CE-9.2
    let mut game = near_chicago(Options::default());
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert!(events.contains(&Event::CompanyOpened {
        company: co("WAB"),
        hex: hx("D3"),
        income: 1
    }));
    let wabash = game.state().company(co("WAB"));
    assert!(wabash.open);
    assert_eq!(
        (wabash.income, wabash.treasury, wabash.locomotives_left),
        (1, 0, 10)
    );
    assert_eq!(game.state().companies_on(hx("D3")), 1 << co("WAB").0);
}

#[test]
fn with_a_house_on_fort_wayne_wabash_starts_at_3() {
    // rule CE-9.3
    let mut game = near_chicago(Options::default());
    game.state_mut().set_house(hx("D3"));
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert_eq!(income(&game, "WAB"), 3);
}

#[test]
fn the_turn_player_opens_the_first_wabash_auction() {
    // rule CE-9.4
    let mut game = near_chicago(Options::default());
    let events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert!(events.contains(&Event::AuctionOpened {
        kind: AuctionKind::Opening,
        company: co("WAB"),
        minimum: 1,
        starter: p(0)
    }));
    assert_eq!(game.to_move(), Some(p(0)));
    let events = play(
        &mut game,
        &[Action::Bid(2), Action::Bid(3), Action::Pass, Action::Pass],
    );
    assert!(events.contains(&Event::ShareBought {
        player: p(1),
        company: co("WAB"),
        price: 3
    }));
    assert_eq!(treasury(&game, "WAB"), 3);
    assert_eq!(game.to_move(), Some(p(1)));
}

#[test]
fn the_wabash_auction_moves_no_dial_even_with_the_auction_needle_on_red() {
    // rule CE-9.5
    // rule DCE-30
    let mut game = near_chicago(Options::default());
    game.state_mut().set_dial(Dial::Auction, 3);
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    assert!(matches!(game.state().pending(), Pending::Auction(_)));
    play(&mut game, &[Action::Bid(1), Action::Pass, Action::Pass]);
    assert_eq!(Dial::ALL.map(|d| game.state().dial(d)), [3, 0, 1]);
}

#[test]
fn an_unsold_first_share_stays_and_wabash_stays_open() {
    // rule CE-9.6
    let mut game = near_chicago(Options::default());
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    let events = all_pass(&mut game);
    assert!(events.contains(&Event::ShareUnsold { company: co("WAB") }));
    assert!(game.state().company(co("WAB")).open);
    assert_eq!(game.state().company(co("WAB")).shares_left, 2);
    assert!(game.legal_actions().contains(&Action::Offer(co("WAB"))));
}

#[test]
fn once_open_wabash_is_a_company_like_the_others() {
    // rule CE-9.7
    let mut game = near_chicago(Options::default());
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    play(&mut game, &[Action::Bid(5), Action::Pass, Action::Pass]);
    // seat 0 holds a Wabash share and builds for it from Fort Wayne
    game.state_mut().set_turn(p(0));
    let events = play(
        &mut game,
        &[Action::BuildFor(co("WAB")), Action::Place(hx("D4")), Action::Stop],
    );
    assert!(events.contains(&Event::LocomotivePlaced {
        company: co("WAB"),
        hex: hx("D4"),
        cost: 1,
        on_hex: 1
    }));
    // developing Fort Wayne: every company on it, Wabash included, gains 2
    game.state_mut().set_turn(p(0));
    put(&mut game, "PRR", &["D3"]);
    play(&mut game, &[Action::Develop(hx("D3"))]);
    assert_eq!(income(&game, "WAB"), 3);
    assert_eq!(income(&game, "PRR"), 9);
    // and it pays dividends
    game.state_mut().set_turn(p(0));
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Develop, 3);
    let events = play(&mut game, &[Action::Decline(Dial::Develop)]);
    assert!(events.contains(&Event::DividendPaid {
        player: p(0),
        company: co("WAB"),
        shares: 1,
        amount: 3
    }));
}

#[test]
fn wabash_reaching_chicago_pays_its_chicago_dividend_and_goes_on() {
    // rule DCE-31
    let mut game = near_chicago(Options::default());
    play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    play(&mut game, &[Action::Bid(5), Action::Pass, Action::Pass]);
    game.state_mut().set_turn(p(0));
    game.state_mut().set_treasury(co("WAB"), 20);
    put(&mut game, "WAB", &["C3"]);
    let events = play(
        &mut game,
        &[
            Action::BuildFor(co("WAB")),
            Action::Place(hx("B2")),
            Action::Place(hx("A2")),
        ],
    );
    assert!(events.contains(&Event::Dividend {
        kind: DividendKind::Chicago,
        company: co("WAB"),
        income: 8,
        shares: 1,
        per_share: 8
    }));
    assert_eq!(count(&events, |e| matches!(e, Event::CompanyOpened { .. })), 0);
    // the building action resumes: a third placement is still possible
    assert!(matches!(game.state().pending(), Pending::Build { placed: 2, .. }));
}

//! The initial share auctions (CE-2.12–CE-2.22) and the Auction action (CE-4), with the decisions on auctions.

mod support;
use support::*;

fn initial(game: &Game) -> Auction {
    match game.state().pending() {
        Pending::Auction(a) => a,
        other => panic!("not an auction: {other:?}"),
    }
}

#[test]
fn one_share_of_each_eastern_company_in_order() {
    // rule CE-2.12
    // rule CEM-5.1
    let mut game = new_game(3);
    let mut companies = Vec::new();
    for _ in 0..4 {
        let a = initial(&game);
        assert_eq!(a.kind, AuctionKind::Initial);
        companies.push(a.company);
        all_pass(&mut game);
    }
    assert_eq!(companies, [co("PRR"), co("B&O"), co("C&O"), co("NYC")]);
    assert_eq!(game.state().company(co("WAB")).shares_left, 2);
    assert_eq!(game.state().pending(), Pending::Turn);
}

#[test]
fn the_initial_auctions_move_no_dial() {
    // rule CE-2.13
    let mut game = new_game(4);
    play(
        &mut game,
        &[
            Action::Bid(7),
            Action::Bid(8),
            Action::Pass,
            Action::Pass,
            Action::Pass,
        ],
    );
    for _ in 0..3 {
        all_pass(&mut game);
    }
    for dial in Dial::ALL {
        assert_eq!(game.state().dial(dial), 0);
    }
}

#[test]
fn the_initial_minimum_bids_are_fixed() {
    // rule CE-2.14
    // rule DCE-13
    let mut game = new_game(3);
    let mut minimums = Vec::new();
    for _ in 0..4 {
        minimums.push(initial(&game).minimum);
        all_pass(&mut game);
    }
    assert_eq!(minimums, [7, 6, 5, 8]);
    let mut game = new_game(3);
    assert_eq!(refused(&mut game, Action::Bid(6)), "CE-2.14");
    play(&mut game, &[Action::Bid(7)]);
}

#[test]
fn bids_rise_and_never_exceed_cash() {
    // rule CE-2.16
    let mut game = new_game(4); // $30 each
    play(&mut game, &[Action::Bid(10)]);
    assert_eq!(refused(&mut game, Action::Bid(10)), "CE-2.16");
    assert_eq!(refused(&mut game, Action::Bid(31)), "CE-2.16");
    assert_eq!(refused(&mut game, Action::Offer(co("PRR"))), "CE-2.16");
    play(&mut game, &[Action::Bid(30)]);
    // seat 2 has $30 and must bid at least $31: it can only pass
    assert_eq!(game.to_move(), Some(p(2)));
    assert_eq!(game.legal_actions(), [Action::Pass]);
}

#[test]
fn a_pass_is_for_good() {
    // rule CE-2.17
    let mut game = new_game(3);
    play(&mut game, &[Action::Pass, Action::Bid(7), Action::Bid(8)]);
    // seat 0 has passed and is skipped
    assert!(game.legal_actions().contains(&Action::Bid(9)));
    assert_eq!(game.to_move(), Some(p(1)));
    play(&mut game, &[Action::Bid(9)]);
    assert_eq!(game.to_move(), Some(p(2)));
}

#[test]
fn the_last_player_in_is_still_asked() {
    // rule CE-2.18
    // rule DCE-10
    let mut game = new_game(3);
    play(&mut game, &[Action::Pass, Action::Pass]);
    // nobody has bid: seat 2 is still asked, and may bid the minimum and win
    assert_eq!(game.to_move(), Some(p(2)));
    let events = play(&mut game, &[Action::Bid(7)]);
    assert!(events.contains(&Event::ShareBought {
        player: p(2),
        company: co("PRR"),
        price: 7
    }));
    // the highest bidder is never asked to bid against themselves
    let mut game = new_game(3);
    play(&mut game, &[Action::Bid(7), Action::Pass]);
    assert_eq!(game.to_move(), Some(p(2)));
    let events = play(&mut game, &[Action::Pass]);
    assert!(events.contains(&Event::ShareBought {
        player: p(0),
        company: co("PRR"),
        price: 7
    }));
}

#[test]
fn the_winner_pays_the_company() {
    // rule CE-2.19
    let mut game = new_game(2);
    play(&mut game, &[Action::Bid(7), Action::Bid(12), Action::Pass]);
    assert_eq!(cash(&game, 1), 48);
    assert_eq!(cash(&game, 0), 60);
    assert_eq!(treasury(&game, "PRR"), 12);
    assert_eq!(game.state().shares_of(p(1), co("PRR")), 1);
}

#[test]
fn nobody_bids_and_the_starter_gets_the_share_free() {
    // rule CE-2.20
    // rule DCE-9
    let mut game = new_game(4);
    let events = all_pass(&mut game);
    assert!(events.contains(&Event::ShareFree {
        player: p(0),
        company: co("PRR")
    }));
    assert_eq!(game.state().shares_of(p(0), co("PRR")), 1);
    assert_eq!(treasury(&game, "PRR"), 0);
    assert_eq!(cash(&game, 0), 30);
}

#[test]
fn the_recipient_starts_the_next_auction() {
    // rule CE-2.21
    let mut game = new_game(4);
    play(
        &mut game,
        &[Action::Pass, Action::Pass, Action::Bid(7), Action::Pass],
    );
    let a = initial(&game);
    assert_eq!((a.company, a.starter, a.to_bid), (co("B&O"), p(2), p(2)));
    // a free share: its starter starts the next one
    all_pass(&mut game);
    assert_eq!(initial(&game).starter, p(2));
}

#[test]
fn the_prr_holder_takes_the_first_turn() {
    // rule CE-2.22
    // rule DCE-8
    // bought
    let mut game = new_game(3);
    play(&mut game, &[Action::Pass, Action::Bid(7), Action::Pass]);
    for _ in 0..3 {
        all_pass(&mut game);
    }
    assert_eq!(game.to_move(), Some(p(1)));
    // received free, with the later shares going to others
    let mut game = new_game(3);
    let mut events = all_pass(&mut game); // PRR free to seat 0
    events.extend(play(&mut game, &[Action::Pass, Action::Bid(6), Action::Pass])); // B&O to seat 1
    for _ in 0..2 {
        events.extend(all_pass(&mut game));
    }
    assert!(events.contains(&Event::FirstTurn { player: p(0) }));
    assert_eq!(game.to_move(), Some(p(0)));
}

#[test]
fn offering_a_share_or_nothing() {
    // rule CE-4.1
    // rule CE-4.6
    let mut game = ready(3);
    let events = play(&mut game, &[Action::Offer(co("NYC"))]);
    assert!(events.contains(&Event::AuctionOpened {
        kind: AuctionKind::Share,
        company: co("NYC"),
        minimum: 4,
        starter: p(0)
    }));
    // the auctioneer acts first
    assert_eq!(game.to_move(), Some(p(0)));
    let mut game = ready(3);
    let events = play(&mut game, &[Action::Decline(Dial::Auction)]);
    assert_eq!(game.state().dial(Dial::Auction), 1);
    assert_eq!(count(&events, |e| matches!(e, Event::AuctionOpened { .. })), 0);
    assert_eq!(game.to_move(), Some(p(1)));
}

#[test]
fn wabash_shares_only_once_open() {
    // rule CE-4.2
    let mut game = ready(3);
    assert_eq!(refused(&mut game, Action::Offer(co("WAB"))), "CE-4.2");
    game.state_mut().set_open(co("WAB"), true);
    game.state_mut().set_income(co("WAB"), 1);
    assert!(game.legal_actions().contains(&Action::Offer(co("WAB"))));
}

#[test]
fn a_sold_out_company_cannot_be_offered() {
    // rule CE-4.3
    let mut game = ready(3);
    game.state_mut().set_shares(p(1), co("PRR"), 2);
    assert_eq!(game.state().company(co("PRR")).shares_left, 0);
    assert_eq!(refused(&mut game, Action::Offer(co("PRR"))), "CE-4.3");
}

#[test]
fn the_minimum_bid_is_income_over_held_shares_plus_one() {
    // rule CE-4.4
    // rule CE-4.5
    let mut game = ready(3);
    game.state_mut().set_income(co("NYC"), 22);
    game.state_mut().set_shares(p(0), co("NYC"), 0);
    game.state_mut().set_shares(p(1), co("NYC"), 1);
    game.state_mut().set_shares(p(2), co("NYC"), 1);
    assert_eq!(game.minimum_bid(co("NYC")), 8); // 22 / 3 = 7.33, rounded up
    play(&mut game, &[Action::Offer(co("NYC"))]);
    assert_eq!(refused(&mut game, Action::Bid(7)), "CE-4.4");
    play(&mut game, &[Action::Bid(8)]);
}

#[test]
fn the_auctioneer_may_pass_and_the_others_still_bid() {
    // rule DCE-11
    // rule CE-4.6
    let mut game = ready(3);
    play(&mut game, &[Action::Offer(co("PRR")), Action::Pass]);
    assert_eq!(game.to_move(), Some(p(1)));
    let events = play(&mut game, &[Action::Bid(4), Action::Pass]);
    assert!(events.contains(&Event::ShareBought {
        player: p(1),
        company: co("PRR"),
        price: 4
    }));
}

#[test]
fn bidding_goes_clockwise_and_rises() {
    // rule CE-4.7
    // rule DCE-14
    let mut game = ready(4);
    play(&mut game, &[Action::Offer(co("C&O")), Action::Bid(3)]);
    assert_eq!(game.to_move(), Some(p(1)));
    // an equal bid is not a raise: no ties
    assert_eq!(refused(&mut game, Action::Bid(3)), "CE-4.7");
    assert_eq!(refused(&mut game, Action::Bid(31)), "CE-4.7");
    assert_eq!(refused(&mut game, Action::Stop), "CE-4.7");
    play(&mut game, &[Action::Bid(4)]);
    assert_eq!(game.to_move(), Some(p(2)));
}

#[test]
fn passers_are_skipped_and_the_auction_ends_when_all_others_passed() {
    // rule CE-4.8
    // rule CE-4.9
    let mut game = ready(4);
    play(
        &mut game,
        &[
            Action::Offer(co("C&O")),
            Action::Bid(3),
            Action::Pass,
            Action::Bid(4),
        ],
    );
    // seat 1 passed: after seat 3 comes seat 0
    assert_eq!(game.to_move(), Some(p(3)));
    play(&mut game, &[Action::Pass]);
    assert_eq!(game.to_move(), Some(p(0)));
    let events = play(&mut game, &[Action::Pass]);
    assert!(events.contains(&Event::ShareBought {
        player: p(2),
        company: co("C&O"),
        price: 4
    }));
    assert_eq!(game.state().pending(), Pending::Turn);
    assert_eq!(game.to_move(), Some(p(1)));
}

#[test]
fn the_highest_bidder_pays_into_the_treasury() {
    // rule CE-4.10
    let mut game = ready(2);
    play(
        &mut game,
        &[
            Action::Offer(co("B&O")),
            Action::Bid(5),
            Action::Bid(9),
            Action::Pass,
        ],
    );
    assert_eq!(treasury(&game, "B&O"), 9);
    assert_eq!(cash(&game, 1), 51);
    assert_eq!(game.state().company(co("B&O")).held, 2);
    assert_eq!(game.state().company(co("B&O")).shares_left, 2);
}

#[test]
fn if_all_pass_the_share_stays_and_the_needle_stays_moved() {
    // rule CE-4.11
    let mut game = ready(3);
    play(&mut game, &[Action::Offer(co("B&O"))]);
    let events = all_pass(&mut game);
    assert!(events.contains(&Event::ShareUnsold { company: co("B&O") }));
    assert_eq!(game.state().company(co("B&O")).shares_left, 3);
    assert_eq!(game.state().dial(Dial::Auction), 1);
    assert_eq!(cash(&game, 0) + cash(&game, 1) + cash(&game, 2), 120);
}

#[test]
fn a_player_may_hold_every_share_of_a_company() {
    // rule CE-4.12
    // rule DCE-41
    let mut game = ready(2);
    for _ in 0..2 {
        play(
            &mut game,
            &[Action::Offer(co("PRR")), Action::Bid(4), Action::Pass],
        );
        play(&mut game, &[Action::Decline(Dial::Develop)]);
    }
    assert_eq!(game.state().shares_of(p(0), co("PRR")), 3);
    assert_eq!(game.state().company(co("PRR")).shares_left, 0);
}

#[test]
fn any_open_company_may_be_offered_even_if_nobody_can_pay() {
    // rule DCE-12
    let mut game = ready(2);
    game.state_mut().set_income(co("NYC"), 500);
    assert!(game.legal_actions().contains(&Action::Offer(co("NYC"))));
    play(&mut game, &[Action::Offer(co("NYC"))]);
    assert_eq!(game.legal_actions(), [Action::Pass]);
    let events = all_pass(&mut game);
    assert!(events.contains(&Event::ShareUnsold { company: co("NYC") }));
}

#[test]
fn a_free_share_counts_as_held() {
    // rule DCE-42
    let mut game = ready(2);
    // seat 0 received all four shares free: they count in the minimum bid and the dividend
    assert_eq!(game.state().company(co("NYC")).held, 1);
    assert_eq!(game.minimum_bid(co("NYC")), 4); // 8 / 2
    assert_eq!(game.dividend_per_share(co("NYC")), 8); // 8 / 1
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Build, 4);
    let events = play(&mut game, &[Action::Decline(Dial::Build)]);
    assert!(events.contains(&Event::DividendPaid {
        player: p(0),
        company: co("NYC"),
        shares: 1,
        amount: 8
    }));
}

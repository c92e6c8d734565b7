//! Turns and the action dials (CE-3), with DCE-15 and DCE-16.

mod support;
use metro_chicago::policy::{Policy, RandomPolicy};
use support::*;

#[test]
fn turns_go_clockwise_from_the_first_player() {
    // rule CE-3.1
    let mut game = new_game(4);
    play(
        &mut game,
        &[Action::Pass, Action::Pass, Action::Bid(7), Action::Pass],
    ); // PRR to seat 2
    for _ in 0..3 {
        all_pass(&mut game);
    }
    let mut order = Vec::new();
    for _ in 0..5 {
        order.push(game.to_move().expect("someone").0);
        decline_any(&mut game);
    }
    assert_eq!(order, [2, 3, 0, 1, 2]);
}

#[test]
fn the_dials_have_3_4_and_5_steps() {
    // rule CE-3.2
    // rule CEM-6.1
    let board = Board::builtin();
    assert_eq!(
        Dial::ALL.map(|d| board.dial_steps(d)),
        [3, 4, 5],
        "Auction, Development, Building"
    );
}

#[test]
fn choosing_an_action_moves_its_needle_one_step() {
    // rule CE-3.3
    let mut game = ready(3);
    let events = play(&mut game, &[Action::Decline(Dial::Build)]);
    assert_eq!(
        events[0],
        Event::NeedleMoved {
            player: p(0),
            dial: Dial::Build,
            step: 1,
            red: false
        }
    );
    assert_eq!(Dial::ALL.map(|d| game.state().dial(d)), [0, 0, 1]);
    // a turn asks for an action, not a bid or a placement
    assert_eq!(refused(&mut game, Action::Bid(5)), "CE-3.3");
    assert_eq!(refused(&mut game, Action::Place(hx("S2"))), "CE-3.3");
    assert_eq!(refused(&mut game, Action::Stop), "CE-3.3");
}

#[test]
fn three_actions_to_choose_from() {
    // rule CE-3.4
    let mut game = ready(3);
    game.state_mut().set_treasury(co("NYC"), 5);
    put(&mut game, "NYC", &["S0"]);
    let legal = game.legal_actions();
    assert!(legal.contains(&Action::Offer(co("PRR"))));
    assert!(legal.contains(&Action::BuildFor(co("NYC"))));
    assert!(legal.contains(&Action::Develop(hx("S0"))));
    for dial in Dial::ALL {
        assert!(legal.contains(&Action::Decline(dial)));
    }
}

#[test]
fn an_action_on_red_cannot_be_chosen() {
    // rule CE-3.5
    let mut game = ready(3);
    game.state_mut().set_dial(Dial::Auction, 3);
    assert_eq!(refused(&mut game, Action::Decline(Dial::Auction)), "CE-3.5");
    assert_eq!(refused(&mut game, Action::Offer(co("NYC"))), "CE-3.5");
    assert!(
        game.legal_actions()
            .iter()
            .all(|a| !matches!(a, Action::Offer(_) | Action::Decline(Dial::Auction)))
    );
}

#[test]
fn an_action_can_always_be_declined() {
    // rule CE-3.6
    // rule DCE-15
    // a player with no share, no money and nothing to develop still chooses and declines
    let mut game = ready(3);
    game.state_mut().set_cash(p(1), 0);
    decline_any(&mut game);
    assert_eq!(game.to_move(), Some(p(1)));
    let legal = game.legal_actions();
    assert_eq!(
        legal,
        [
            Action::Decline(Dial::Auction),
            Action::Offer(co("PRR")),
            Action::Offer(co("B&O")),
            Action::Offer(co("NYC")),
            Action::Offer(co("C&O")),
            Action::Decline(Dial::Develop),
            Action::Decline(Dial::Build),
        ]
    );
    let events = play(&mut game, &[Action::Decline(Dial::Build)]);
    assert!(events.contains(&Event::Declined {
        player: p(1),
        dial: Dial::Build
    }));
    // there is no turn without a needle: nothing else is listed, and a bare pass is refused
    assert_eq!(refused(&mut game, Action::Pass), "CE-3.3");
}

#[test]
fn the_dividend_phase_follows_the_whole_turn_that_moved_the_second_needle() {
    // rule CE-3.7
    // rule DCE-16
    let mut game = ready(2);
    put(&mut game, "NYC", &["S0"]); // Albany: income 1, house 2
    game.state_mut().set_income(co("NYC"), 9);
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Develop, 3);
    let events = play(&mut game, &[Action::Develop(hx("S0"))]);
    // the development is carried out first: the dividend is paid on the new income
    let house = position(&events, |e| matches!(e, Event::HouseBuilt { .. }));
    let phase = position(&events, |e| matches!(e, Event::DividendPhase { .. }));
    assert!(house < phase);
    assert!(events.contains(&Event::DividendPaid {
        player: p(0),
        company: co("NYC"),
        shares: 1,
        amount: 11
    }));
}

#[test]
fn the_chicago_phase_comes_before_the_dividend_phase() {
    // rule CE-3.8
    let mut game = ready(2);
    put(&mut game, "NYC", &["B2"]);
    game.state_mut().set_treasury(co("NYC"), 10);
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Build, 4);
    let mut events = play(&mut game, &[Action::BuildFor(co("NYC")), Action::Place(hx("A2"))]);
    // the Wabash auction, then the Dividend Phase
    events.extend(all_pass(&mut game));
    let chicago = position(&events, |e| matches!(e, Event::ChicagoReached { .. }));
    let opened = position(&events, |e| matches!(e, Event::CompanyOpened { .. }));
    let unsold = position(&events, |e| matches!(e, Event::ShareUnsold { .. }));
    let phase = position(&events, |e| matches!(e, Event::DividendPhase { .. }));
    assert!(chicago < opened && opened < unsold && unsold < phase);
}

#[test]
fn at_most_one_needle_on_red_when_choosing_and_rounds_of_7_to_11_turns() {
    // rule CE-3.9
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    for seed in 0..40 {
        let mut game = Game::new(Setup::new(3 + (seed % 3) as u8), seed).expect("valid");
        let mut policy = RandomPolicy::new(seed);
        let mut turns_this_round = 0;
        loop {
            if game.state().pending() == Pending::Turn {
                let on_red = Dial::ALL
                    .iter()
                    .filter(|&&d| game.state().dial(d) >= game.board().dial_steps(d))
                    .count();
                assert!(on_red <= 1);
                let choosable = Dial::ALL
                    .iter()
                    .filter(|&&d| game.legal_actions().contains(&Action::Decline(d)))
                    .count();
                assert!(choosable >= 2);
            }
            events.clear();
            if game
                .apply_chosen(&mut legal, &mut events, |g, l| policy.choose(g, l))
                .is_none()
            {
                break;
            }
            turns_this_round += count(&events, |e| matches!(e, Event::NeedleMoved { .. }));
            if events.iter().any(|e| matches!(e, Event::DividendPhase { .. })) {
                assert!((7..=11).contains(&turns_this_round), "{turns_this_round} turns");
                turns_this_round = 0;
            }
        }
    }
}

#[test]
fn after_a_dividend_phase_the_next_player_goes_on_from_start() {
    // rule CE-3.10
    // rule CE-10.9
    let mut game = ready(3);
    decline_any(&mut game); // seat 0
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Develop, 3);
    let events = play(&mut game, &[Action::Decline(Dial::Develop)]); // seat 1 triggers it
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DividendPhase { number: 1 }))
    );
    assert_eq!(game.to_move(), Some(p(2)));
    assert_eq!(Dial::ALL.map(|d| game.state().dial(d)), [0, 0, 0]);
    assert_eq!(game.state().round(), 2);
}

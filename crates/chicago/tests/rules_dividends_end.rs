//! The Dividend Phase (CE-10), the end and scoring (CE-11), money and information (CE-12), with DCE-2 and
//! DCE-33–DCE-38.

mod support;
use support::*;

/// The turn player declines an action that puts the second needle on red: a Dividend Phase.
fn dividend_phase(game: &mut Game) -> Vec<Event> {
    game.state_mut().set_dial(Dial::Auction, 3);
    game.state_mut().set_dial(Dial::Develop, 3);
    play(game, &[Action::Decline(Dial::Develop)])
}

#[test]
fn the_dividend_phase_steps_in_order() {
    // rule CE-10.1
    let mut game = ready(2);
    put(&mut game, "NYC", &["E0"]);
    let events = dividend_phase(&mut game);
    let phase = position(&events, |e| matches!(e, Event::DividendPhase { .. }));
    let paid = position(&events, |e| matches!(e, Event::DividendPaid { .. }));
    let reset = position(&events, |e| matches!(e, Event::NeedlesReset));
    let detroit = position(&events, |e| matches!(e, Event::IndustryGrew { .. }));
    assert!(phase < paid && paid < reset && reset < detroit);
}

#[test]
fn every_company_with_held_shares_pays_from_the_bank() {
    // rule CE-10.2
    let mut game = ready(3);
    game.state_mut().set_treasury(co("PRR"), 17);
    let events = dividend_phase(&mut game);
    // PRR 7, B&O 6, NYC 8, C&O 5 to seat 0; Wabash has no holder
    assert_eq!(count(&events, |e| matches!(e, Event::Dividend { .. })), 4);
    assert_eq!(cash(&game, 0), 40 + 7 + 6 + 8 + 5);
    assert_eq!(treasury(&game, "PRR"), 17);
}

#[test]
fn dividend_per_share_is_rounded_up() {
    // rule CE-10.3
    // rule CE-10.4
    let mut game = ready(3);
    game.state_mut().set_shares(p(0), co("NYC"), 2);
    game.state_mut().set_shares(p(1), co("NYC"), 1);
    game.state_mut().set_income(co("NYC"), 16);
    let events = dividend_phase(&mut game);
    assert!(events.contains(&Event::Dividend {
        kind: DividendKind::General,
        company: co("NYC"),
        income: 16,
        shares: 3,
        per_share: 6
    }));
    for (player, shares, amount) in [(0, 2, 12), (1, 1, 6)] {
        assert!(events.contains(&Event::DividendPaid {
            player: p(player),
            company: co("NYC"),
            shares,
            amount
        }));
    }
}

#[test]
fn a_dividend_can_exceed_the_income() {
    // rule CE-10.5
    let mut game = ready(3);
    game.state_mut().set_shares(p(0), co("NYC"), 2);
    game.state_mut().set_income(co("NYC"), 17);
    let events = dividend_phase(&mut game);
    assert!(events.contains(&Event::DividendPaid {
        player: p(0),
        company: co("NYC"),
        shares: 2,
        amount: 18
    }));
}

#[test]
fn the_end_check_comes_right_after_the_dividend() {
    // rule CE-10.6
    // rule CE-11.2
    let mut game = ready(2);
    game.state_mut().set_houses_left(3);
    // the condition holds, but play goes on until the next Dividend Phase
    decline_any(&mut game);
    assert!(!game.is_over());
    let events = dividend_phase(&mut game);
    assert!(game.is_over());
    assert!(events.iter().any(|e| matches!(e, Event::DividendPaid { .. })));
    assert_eq!(
        events.last(),
        Some(&Event::GameEnds {
            reasons: EndReasons(EndReasons::HOUSES)
        })
    );
    // steps 2 and 3 are not carried out
    assert_eq!(
        count(&events, |e| matches!(
            e,
            Event::NeedlesReset | Event::IndustryGrew { .. }
        )),
        0
    );
    assert_eq!(game.state().dial(Dial::Auction), 3);
    assert_eq!(game.industry_value(0), 1);
}

#[test]
fn the_needles_go_back_to_start() {
    // rule CE-10.7
    let mut game = ready(2);
    game.state_mut().set_dial(Dial::Build, 2);
    dividend_phase(&mut game);
    assert_eq!(Dial::ALL.map(|d| game.state().dial(d)), [0, 0, 0]);
}

#[test]
fn detroit_grows_at_the_end_of_the_phase() {
    // rule CE-10.8
    let mut game = ready(2);
    put(&mut game, "B&O", &["E0"]);
    dividend_phase(&mut game);
    assert_eq!(game.industry_value(0), 2);
    assert_eq!(income(&game, "B&O"), 7);
}

#[test]
fn a_company_without_held_shares_pays_nothing() {
    // rule DCE-33
    let mut game = ready(2);
    game.state_mut().set_open(co("WAB"), true);
    game.state_mut().set_income(co("WAB"), 9);
    let events = dividend_phase(&mut game);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Dividend { company, .. } if *company == co("WAB")))
    );
}

#[test]
fn dividends_are_computed_from_the_incomes_as_they_stand() {
    // rule DCE-34
    let mut game = ready(2);
    game.state_mut().set_shares(p(1), co("PRR"), 1);
    let incomes: Vec<u32> = (0..4).map(|c| game.state().company(Company(c)).income).collect();
    let events = dividend_phase(&mut game);
    let paid: Vec<u32> = events
        .iter()
        .filter_map(|e| match e {
            Event::Dividend { income, .. } => Some(*income),
            _ => None,
        })
        .collect();
    assert_eq!(paid, incomes);
}

#[test]
fn the_four_end_conditions() {
    // rule CE-11.1
    // rule DCE-35
    // (a) three companies without locomotives, Wabash counted once open and built out
    let mut game = ready(2);
    for k in ["PRR", "B&O"] {
        game.state_mut().set_locomotives_left(co(k), 0);
    }
    assert!(!game.end_conditions().any());
    game.state_mut().set_locomotives_left(co("WAB"), 0);
    assert_eq!(game.end_conditions(), EndReasons(EndReasons::LOCOMOTIVES));
    // (b) three companies without shares, Wabash counted
    let mut game = ready(2);
    game.state_mut().set_shares(p(1), co("PRR"), 2);
    game.state_mut().set_shares(p(1), co("WAB"), 2);
    assert!(!game.end_conditions().any());
    game.state_mut().set_shares(p(1), co("B&O"), 3);
    assert_eq!(game.end_conditions(), EndReasons(EndReasons::SHARES));
    // (c) three houses or fewer in the supply
    let mut game = ready(2);
    game.state_mut().set_houses_left(4);
    assert!(!game.end_conditions().any());
    game.state_mut().set_houses_left(3);
    assert_eq!(game.end_conditions(), EndReasons(EndReasons::HOUSES));
    // (d) Detroit at 8
    let mut game = ready(2);
    game.state_mut().set_industry(0, 6);
    assert!(!game.end_conditions().any());
    game.state_mut().set_industry(0, 7);
    assert_eq!(game.end_conditions(), EndReasons(EndReasons::INDUSTRY));
    let events = dividend_phase(&mut game);
    assert!(game.is_over());
    assert!(events.contains(&Event::GameEnds {
        reasons: EndReasons(EndReasons::INDUSTRY)
    }));
}

#[test]
fn the_game_ends_in_the_eighth_dividend_phase_at_the_latest() {
    // rule CE-11.3
    let mut game = ready(3);
    let mut phases = 0;
    while !game.is_over() {
        let events = decline_any(&mut game);
        phases += count(&events, |e| matches!(e, Event::DividendPhase { .. }));
    }
    assert_eq!(phases, 8);
    assert_eq!(game.industry_value(0), 8);
    assert_eq!(game.state().ended(), EndReasons(EndReasons::INDUSTRY));
}

#[test]
fn the_score_is_cash_alone() {
    // rule CE-11.4
    let mut game = ready(2);
    game.state_mut().set_cash(p(0), 50);
    game.state_mut().set_cash(p(1), 51);
    game.state_mut().set_treasury(co("NYC"), 500);
    game.state_mut().set_houses_left(0);
    for c in 0..4 {
        game.state_mut().set_income(Company(c), 0);
    }
    dividend_phase(&mut game);
    let result = game.result().expect("over");
    // seat 0 holds four shares and a rich NYC: worth nothing
    assert_eq!((result.cash(p(0)), result.cash(p(1))), (50, 51));
    assert!(result.is_winner(p(1)) && !result.is_winner(p(0)));
    assert_eq!(result.ranking(), [p(1), p(0)]);
}

#[test]
fn tied_players_share_the_victory() {
    // rule CE-11.5
    // rule DCE-37
    let mut game = ready(3);
    for (seat, money) in [(0, 70), (1, 70), (2, 69)] {
        game.state_mut().set_cash(p(seat), money);
    }
    game.state_mut().set_houses_left(0);
    for c in 0..4 {
        game.state_mut().set_income(Company(c), 0);
    }
    dividend_phase(&mut game);
    let result = game.result().expect("over");
    assert_eq!(result.winners().collect::<Vec<_>>(), [p(0), p(1)]);
    assert_eq!(
        (result.rank(p(0)), result.rank(p(1)), result.rank(p(2))),
        (1, 1, 3)
    );
    assert_eq!(result.win_share(p(0)), 0.5);
    assert_eq!(result.win_share(p(2)), 0.0);
    let lines = game.narrate_result(&result);
    assert_eq!(
        lines.last().map(String::as_str),
        Some("Player 1, Player 2 share the victory.")
    );
}

#[test]
fn nobody_goes_below_zero() {
    // rule CE-12.1
    // rule DCE-2
    let mut game = ready(3);
    game.state_mut().set_cash(p(0), 0);
    play(&mut game, &[Action::Offer(co("PRR"))]);
    // a player with $0 can only pass
    assert_eq!(game.legal_actions(), [Action::Pass]);
    assert_eq!(refused(&mut game, Action::Bid(4)), "CE-4.7");
    play(&mut game, &[Action::Pass, Action::Bid(40), Action::Pass]);
    assert_eq!(cash(&game, 1), 0);
    // a treasury that cannot pay cannot build
    let mut game = ready(3);
    game.state_mut().set_treasury(co("NYC"), 0);
    assert_eq!(refused(&mut game, Action::BuildFor(co("NYC"))), "CE-5.10");
}

#[test]
fn no_hidden_information_and_no_chance() {
    // rule CE-12.2
    // the same actions from different seeds give the same game
    let mut a = Game::new(Setup::new(3), 1).expect("valid");
    let mut b = Game::new(Setup::new(3), 999).expect("valid");
    for _ in 0..40 {
        let action = a.legal_actions()[a.legal_actions().len() / 2];
        play(&mut a, &[action]);
        play(&mut b, &[action]);
        assert_eq!(a.hash(), b.hash());
        assert_eq!(a.view(p(0)).state, b.view(p(2)).state);
    }
}

#[test]
fn after_the_end_nothing_happens() {
    // rule DCE-38
    let mut game = ready(2);
    game.state_mut().set_houses_left(0);
    dividend_phase(&mut game);
    assert!(game.is_over());
    assert!(game.legal_actions().is_empty());
    assert_eq!(game.to_move(), None);
    assert_eq!(refused(&mut game, Action::Decline(Dial::Build)), "DCE-38");
    assert_eq!(refused(&mut game, Action::Pass), "DCE-38");
}

//! Rule tests for the Osaka Metro expansion (shared/rules/osaka-metro.md), its shares: the rule changes (OS-5), the
//! Osaka action cards but Copy — Invest by disc and Sell (OS-6.1 – OS-6.3) — and the end of the game with the money
//! set aside (OS-7.1), on the built-in Osaka map and card set. Copy is in `rules_osaka_copy.rs`.

mod osaka_support;

use metro_core::{ActionKind, PayoutRules, StandardPayouts, Yen};
use metro_engine::state::Vehicle;
use metro_engine::{Action, ActionRef, Event, PayoutKind, PlayerId};
use osaka_support::*;

/// The share payouts of one line in a final result: (player, amount), #1 first.
fn share_payouts(game: &metro_engine::Game, line: metro_core::LineId) -> Vec<(PlayerId, Yen)> {
    let result = game.result().expect("the game has ended");
    result
        .payouts
        .iter()
        .filter(|p| p.kind == PayoutKind::Share && p.line == Some(line))
        .map(|p| (p.player, p.amount))
        .collect()
}

// ----- OS-5 rule changes -----

// rule OS-5.1: on the Osaka map a train, tram or bus nobody holds a share of stays when it returns to its start (here
// after a Sell; even a vehicle placed by Start, see MC-5 in rules_modular.rs).
#[test]
fn osaka_vehicles_never_leave_the_map() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    sit_out(&mut g, &[1]);
    let (y, pl) = (line(&g, "Y"), line(&g, "P"));
    give_share(&mut g, p(0), y);
    give_share(&mut g, p(0), pl);
    let sell = action_where(&g, |k| k == ActionKind::Sell);
    let sells: Vec<ActionRef> = actions_where(&g, |k| k == ActionKind::Sell);
    reveal_all(&mut g, &sells);
    take(&mut g, sell, Some(Action::Line(y)));
    take(&mut g, sells[1], Some(Action::Line(pl)));
    assert_eq!(
        g.line(y).shares_taken() + g.line(pl).shares_taken(),
        0,
        "nobody holds Y or P now"
    );
    // the train and tram 0 are one stop from their start, heading back
    g.state_mut().lines[y.0 as usize].vehicles[0] = Some(Vehicle {
        stop: 1,
        forward: false,
    });
    g.state_mut().lines[pl.0 as usize].vehicles[0] = Some(Vehicle {
        stop: 1,
        forward: false,
    });
    g.state_mut().lines[pl.0 as usize].unowned_start = true;
    let events = to_trains(&mut g);
    assert!(
        !events.iter().any(|e| matches!(e, Event::VehicleRemoved { .. })),
        "{events:?}"
    );
    assert_eq!(steps_of(&events, y).len(), 5);
    assert_eq!(steps_of(&events, y)[0], (0, stop(&g, y, 1)));
    assert_eq!(vehicles(&g, y)[0], Some((4, true)));
    assert_eq!(vehicles(&g, pl)[0], Some((4, true)));
}

// rule OS-5.2 rule TM-7.10: at most one share of a line per player, and none of a line you have speculated on (also by
// disc).
#[test]
fn no_second_share_and_no_share_after_speculating() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let (m, t) = (line(&g, "M"), line(&g, "T"));
    give_share(&mut g, p(0), m);
    set_value(&mut g, t, 1_000);
    speculate(&mut g, p(0), t, 300);
    let invest = action_where(&g, is_invest);
    let by_disc = action_where(&g, |k| k == ActionKind::InvestByDisc);
    reveal_all(&mut g, &[invest, by_disc]);
    for action in [invest, by_disc] {
        let mut h = g.clone();
        play(&mut h, Action::Take(action));
        let legal = h.legal_actions();
        assert!(!legal.contains(&Action::Line(m)), "{legal:?}");
        assert!(!legal.contains(&Action::Line(t)), "{legal:?}");
        assert!(legal.contains(&Action::Line(line(&g, "Y"))));
    }
}

// rule OS-5.3 rule TM-11.3: the rulebook's example as a whole game end: all four shares of T held, value ¥2,000:
// ¥1,000, ¥500, ¥300, ¥200.
#[test]
fn four_shareholders_of_t_at_2000_receive_1000_500_300_200() {
    let mut g = osaka(4);
    action_phase(&mut g, &[0, 1, 2, 3]);
    let t = line(&g, "T");
    for i in 0..4 {
        give_share(&mut g, p(i), t);
    }
    set_value(&mut g, t, 2_000);
    end_game(&mut g);
    assert!(g.is_over());
    assert_eq!(
        g.result().expect("ended").values_after_speculation[t.0 as usize],
        2_000
    );
    let paid = share_payouts(&g, t);
    assert_eq!(paid, vec![(p(0), 1_000), (p(1), 500), (p(2), 300), (p(3), 200)]);
    let totals = &g.result().expect("ended").totals;
    for (i, (_, amount)) in paid.iter().enumerate() {
        assert_eq!(totals[i], g.player(p(i as u8)).cash + amount);
    }
}

// rule OS-5.3 rule TM-11.2: the four-holder split comes after the speculation payouts.
#[test]
fn four_shareholders_are_paid_after_the_speculation_adjustment() {
    let mut g = osaka(5);
    action_phase(&mut g, &[0, 1, 2, 3, 4]);
    let t = line(&g, "T");
    for i in 0..4 {
        give_share(&mut g, p(i), t);
    }
    set_value(&mut g, t, 2_100);
    speculate(&mut g, p(4), t, 100);
    end_game(&mut g);
    let result = g.result().expect("ended");
    // low(2,100) = 700 caps nothing: 2 × 100 = 200 is paid and the value falls to 1,900
    assert_eq!(result.values_after_speculation[t.0 as usize], 1_900);
    assert_eq!(
        share_payouts(&g, t),
        vec![(p(0), 1_000), (p(1), 500), (p(2), 200), (p(3), 200)]
    );
    assert_eq!(result.totals[4], g.player(p(4)).cash + 200 + 100);
}

// rule OS-5.4 rule TM-11.3 rule TM-11.4: fewer holders than shares pay by the number of holders.
#[test]
fn fewer_holders_than_shares_pay_as_in_tokyo() {
    let mut g = osaka(3);
    action_phase(&mut g, &[0, 1, 2]);
    let (m, t, b) = (line(&g, "M"), line(&g, "T"), line(&g, "B"));
    give_share(&mut g, p(0), m);
    give_share(&mut g, p(1), m);
    set_value(&mut g, m, 2_900);
    for i in 0..3 {
        give_share(&mut g, p(i), t);
    }
    set_value(&mut g, t, 2_900);
    give_share(&mut g, p(2), b);
    set_value(&mut g, b, 700);
    end_game(&mut g);
    assert_eq!(share_payouts(&g, m), vec![(p(0), 2_000), (p(1), 900)]);
    assert_eq!(
        share_payouts(&g, t),
        vec![(p(0), 1_500), (p(1), 1_000), (p(2), 400)]
    );
    assert_eq!(share_payouts(&g, b), vec![(p(2), 700)]);
}

// ----- OS-6 the Osaka action cards -----

// rule OS-6.1 rule CP-2.3: no Start, Bid or Card; Invest by disc, Sell and Copy besides the Tokyo kinds.
#[test]
fn the_osaka_cards_have_no_start_bid_or_card_and_add_invest_by_disc_sell_and_copy() {
    let g = osaka(2);
    let has = |wanted: fn(ActionKind) -> bool| !actions_where(&g, wanted).is_empty();
    assert!(!has(|k| matches!(k, ActionKind::Start { .. })));
    assert!(!has(|k| matches!(k, ActionKind::Bid { .. })));
    assert!(!has(|k| matches!(k, ActionKind::Card { .. })));
    assert!(has(|k| k == ActionKind::InvestByDisc));
    assert!(has(|k| k == ActionKind::Sell));
    assert!(has(|k| matches!(k, ActionKind::Copy { .. })));
    assert!(has(|k| matches!(k, ActionKind::Move { .. })));
    assert!(has(|k| matches!(k, ActionKind::Station { .. })));
    assert!(has(|k| k == ActionKind::StationSwap));
    assert!(has(|k| matches!(k, ActionKind::Speed { .. })));
    assert!(has(|k| k == ActionKind::Bike));
    assert!(has(|k| matches!(k, ActionKind::Discount { .. })));
    assert!(has(|k| k == ActionKind::Loan));
    assert!(has(|k| k == ActionKind::Repay));
    assert!(has(|k| k == ActionKind::Speculate));
    assert!(has(|k| matches!(k, ActionKind::Action { .. })));
    assert!(has(is_invest));
    for copy in actions_where(&g, |k| matches!(k, ActionKind::Copy { .. })) {
        assert_eq!(spaces(&g, copy), 1, "D-24: Copy has one action space");
    }
}

// rule OS-6.2 rule OS-5.2: Invest by disc: one more disc goes to the box for good, only the extra is paid in yen and
// raises the value, and the vehicle is placed.
#[test]
fn invest_by_disc_gives_up_a_disc_for_good_and_pays_only_the_extra() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let m = line(&g, "M");
    let by_disc = actions_where(&g, |k| k == ActionKind::InvestByDisc);
    reveal_all(&mut g, &by_disc[..2]);
    let n = spaces(&g, by_disc[0]);
    let events = take(&mut g, by_disc[0], Some(Action::Line(m)));
    let p0 = g.player(p(0));
    assert_eq!(p0.cash, 2_000, "share #1 has no extra and the action no yen cost");
    assert_eq!(
        (p0.discs_in_hand, p0.discs_owned, p0.discs_in_supply),
        (3 - n - 1, 2, 3),
        "one disc to the box"
    );
    assert!(events.contains(&Event::Disc {
        player: p(0),
        gained: false
    }));
    assert_eq!(g.line(m).value, 0);
    assert_eq!(g.line(m).holders[0], Some(p(0)));
    assert_eq!(vehicles(&g, m), [Some((0, true)), None]);
    // p1 takes #2 by disc: the ¥300 extra is paid and raises the value
    take(&mut g, by_disc[1], Some(Action::Line(m)));
    assert_eq!(g.player(p(1)).cash, 1_700);
    assert_eq!(g.line(m).value, 300);
    assert_eq!(g.line(m).holders[1], Some(p(1)));
    // at the end of the phase only the discs still owned come back
    to_trains(&mut g);
    assert_eq!(g.player(p(0)).discs_in_hand, 2);
    assert_eq!(g.player(p(1)).discs_in_hand, 2);
}

// rule OS-6.2 rule TM-4.3: Invest by disc needs one action disc more than its spaces.
#[test]
fn invest_by_disc_needs_a_disc_to_give_up() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let by_disc = action_where(&g, |k| k == ActionKind::InvestByDisc);
    reveal(&mut g, by_disc.card);
    let n = spaces(&g, by_disc);
    g.state_mut().players[0].discs_in_hand = n;
    assert!(!g.legal_actions().contains(&Action::Take(by_disc)));
    assert_eq!(
        g.apply(Action::Take(by_disc)).expect_err("one disc short").rule,
        "OS-6.2"
    );
    g.state_mut().players[0].discs_in_hand = n + 1;
    assert!(g.legal_actions().contains(&Action::Take(by_disc)));
}

// rule OS-6.3: the rulebook's example: sell #1 while others hold #2 and #3. The amount set aside is what the seller
// alone would receive (the other holders counted, speculations ignored); the value falls by it; #2 becomes #1, #3
// becomes #2 and card #3 returns to the stack, where the seller may buy it again at the #3 extra.
#[test]
fn selling_share_one_renumbers_the_others_and_returns_card_three() {
    let mut g = osaka(4);
    action_phase(&mut g, &[0, 1, 2, 3]);
    sit_out(&mut g, &[1, 2, 3]);
    let m = line(&g, "M");
    for i in 0..3 {
        give_share(&mut g, p(i), m);
    }
    set_value(&mut g, m, 2_900);
    // a speculation that would lower the value at the end is ignored by Sell
    speculate(&mut g, p(3), m, 500);
    let sell = action_where(&g, |k| k == ActionKind::Sell);
    let invest = action_where(&g, is_invest);
    reveal_all(&mut g, &[sell, invest]);
    let cash: Vec<Yen> = (0..4).map(|i| g.player(p(i)).cash).collect();
    let events = take(&mut g, sell, Some(Action::Line(m)));
    let alone = StandardPayouts
        .share_payouts(g.map().revenue(), 2_900, 3)
        .amounts()[0];
    assert_eq!(alone, 1_500);
    assert_eq!(g.player(p(0)).set_aside, 1_500);
    assert!(events.contains(&Event::ShareSold {
        player: p(0),
        line: m,
        amount: 1_500
    }));
    for i in 0..4 {
        assert_eq!(
            g.player(p(i)).cash,
            cash[i as usize],
            "nobody's cash changes, the seller's neither"
        );
    }
    assert_eq!(g.line(m).value, 1_400);
    assert_eq!(g.line(m).holders, [Some(p(1)), Some(p(2)), None, None]);
    assert!(g.line(m).on_map());
    // card #3 is on top of the stack again: the seller buys it, paying the #3 extra
    assert_eq!(g.to_move(), Some(p(0)));
    let events = take(&mut g, invest, Some(Action::Line(m)));
    assert_eq!(shares_taken(&events), vec![(p(0), 3)]);
    let price = cost(&g, invest) + 300;
    assert_eq!(g.player(p(0)).cash, cash[0] - price);
    assert_eq!(g.line(m).value, 1_400 + price);
    assert_eq!(g.line(m).holders, [Some(p(1)), Some(p(2)), Some(p(0)), None]);
}

// rule OS-6.3 rule OS-5.3: selling #2 of four: the #2 amount of the four-holder split; #3 and #4 move up, card #4
// returns.
#[test]
fn selling_share_two_of_four() {
    let mut g = osaka(4);
    action_phase(&mut g, &[1, 0, 2, 3]);
    let m = line(&g, "M");
    for i in 0..4 {
        give_share(&mut g, p(i), m);
    }
    set_value(&mut g, m, 2_000);
    let sell = action_where(&g, |k| k == ActionKind::Sell);
    reveal(&mut g, sell.card);
    take(&mut g, sell, Some(Action::Line(m)));
    assert_eq!(g.player(p(1)).set_aside, 500);
    assert_eq!(g.line(m).value, 1_500);
    assert_eq!(g.line(m).holders, [Some(p(0)), Some(p(2)), Some(p(3)), None]);
}

// rule OS-6.3 rule TM-11.3: selling the last share of two: the low number.
#[test]
fn selling_share_two_of_two_sets_aside_the_low_number() {
    let mut g = osaka(2);
    action_phase(&mut g, &[1, 0]);
    let i_line = line(&g, "I");
    give_share(&mut g, p(0), i_line);
    give_share(&mut g, p(1), i_line);
    set_value(&mut g, i_line, 1_400);
    let sell = action_where(&g, |k| k == ActionKind::Sell);
    reveal(&mut g, sell.card);
    take(&mut g, sell, Some(Action::Line(i_line)));
    assert_eq!(g.player(p(1)).set_aside, 400);
    assert_eq!(g.line(i_line).value, 1_000);
    assert_eq!(g.line(i_line).holders, [Some(p(0)), None, None, None]);
}

// rule OS-6.3: the only holder sets aside the whole value, which can never be spent; the value falls to ¥0 and the
// train stays (OS-5.1).
#[test]
fn set_aside_money_cannot_be_spent() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    sit_out(&mut g, &[1]);
    let k = line(&g, "K");
    give_share(&mut g, p(0), k);
    set_value(&mut g, k, 1_800);
    set_cash(&mut g, p(0), 0);
    let sell = action_where(&g, |k| k == ActionKind::Sell);
    let invest = action_where(&g, is_invest);
    reveal_all(&mut g, &[sell, invest]);
    take(&mut g, sell, Some(Action::Line(k)));
    assert_eq!(g.player(p(0)).set_aside, 1_800);
    assert_eq!(g.player(p(0)).cash, 0);
    assert_eq!(g.line(k).value, 0);
    assert_eq!(g.line(k).shares_taken(), 0);
    assert!(g.line(k).on_map());
    assert!(
        !g.legal_actions().contains(&Action::Take(invest)),
        "¥1,800 set aside buys nothing"
    );
}

// ----- OS-7 end of game -----

// rule OS-7.1 rule TM-11.1 rule TM-11.6: speculation payouts, share payouts, then money set aside by Sell, then loans.
#[test]
fn set_aside_money_is_added_after_the_payouts_and_before_loans() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    sit_out(&mut g, &[1]);
    let (m, t) = (line(&g, "M"), line(&g, "T"));
    give_share(&mut g, p(0), m);
    give_share(&mut g, p(1), m);
    set_value(&mut g, m, 2_900);
    set_value(&mut g, t, 1_000);
    speculate(&mut g, p(1), t, 300);
    g.state_mut().players[0].loans = 1;
    g.state_mut().loan_supply -= 1;
    let sell = action_where(&g, |k| k == ActionKind::Sell);
    reveal(&mut g, sell.card);
    take(&mut g, sell, Some(Action::Line(m)));
    assert_eq!(
        g.player(p(0)).set_aside,
        2_000,
        "the high number of ¥2,900 with two holders"
    );
    assert_eq!(g.line(m).value, 900);
    end_game(&mut g);
    let result = g.result().expect("ended");
    let kinds: Vec<(PayoutKind, PlayerId, Yen)> = result
        .payouts
        .iter()
        .map(|p| (p.kind, p.player, p.amount))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (PayoutKind::Speculation, p(1), 300),
            (PayoutKind::StakeReturn, p(1), 300),
            (PayoutKind::Share, p(1), 900),
            (PayoutKind::SetAside, p(0), 2_000),
            (PayoutKind::Loan, p(0), -1_500),
        ]
    );
    assert_eq!(result.totals[0], g.player(p(0)).cash + 2_000 - 1_500);
    assert_eq!(result.totals[1], g.player(p(1)).cash + 300 + 300 + 900);
}

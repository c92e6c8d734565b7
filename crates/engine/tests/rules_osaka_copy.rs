//! Rule tests for the Osaka Metro expansion (shared/rules/osaka-metro.md), its Copy action (OS-6.4), with the
//! decisions it relies on (D-9, D-18, D-21, D-24, D-27, D-28), on the built-in Osaka map and card set.

mod osaka_support;

use metro_core::ActionKind;
use metro_engine::{Action, ActionRef, Event};
use osaka_support::*;

// rule OS-6.4 rule D-24 rule D-18: Copy pays its own cost; in a later turn the copier stacks discs on an action taken
// this round, pays that action's cost and gets its effect; the Copy disc moves off and Copy is available again.
#[test]
fn copy_pays_its_cost_then_repeats_an_action_taken_this_round() {
    let mut g = osaka(3);
    action_phase(&mut g, &[1, 0, 2]);
    let m = line(&g, "M");
    let copy = action_where(&g, |k| matches!(k, ActionKind::Copy { cost } if cost > 0));
    let invest = action_where(&g, |k| matches!(k, ActionKind::Invest { .. }));
    let loans = actions_where(&g, |k| k == ActionKind::Loan);
    let loan = *loans
        .iter()
        .find(|a| a.card != copy.card && a.card != invest.card)
        .expect("a loan");
    assert!(spaces(&g, invest) <= 2);
    reveal_all(&mut g, &[copy, invest, loan]);
    // D-28: Copy may open the round (p1 prefers to invest)
    assert!(g.legal_actions().contains(&Action::Take(copy)));
    take(&mut g, invest, Some(Action::Line(m)));
    // p0 takes Copy and pays its cost; nothing is copied in this turn
    assert_eq!(g.to_move(), Some(p(0)));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Copy(_))));
    take(&mut g, copy, None);
    assert_eq!(g.player(p(0)).cash, 2_000 - cost(&g, copy));
    assert_eq!(g.player(p(0)).copy_ready, Some(copy));
    assert_eq!(g.player(p(0)).discs_in_hand, 2);
    take(&mut g, loan, None);
    pass(&mut g);
    // p0's later turn: the Invest and the Loan may be copied, no action that nobody took this round
    assert_eq!(g.to_move(), Some(p(0)));
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Copy(invest)), "{legal:?}");
    assert!(legal.contains(&Action::Copy(loan)), "{legal:?}");
    for action in &legal {
        if let Action::Copy(a) = action {
            assert!(
                g.state().taken[a.card.0 as usize * 2 + a.action as usize],
                "only actions taken this round"
            );
        }
    }
    let events = play(&mut g, Action::Copy(invest));
    assert!(events.contains(&Event::ActionTaken {
        player: p(0),
        action: invest
    }));
    play(&mut g, Action::Line(m));
    finish(&mut g);
    assert_eq!(g.line(m).holders[..2], [Some(p(1)), Some(p(0))]);
    let price = cost(&g, invest) + 300;
    assert_eq!(
        g.player(p(0)).cash,
        2_000 - cost(&g, copy) - price,
        "the copier pays the copied action's cost"
    );
    assert_eq!(g.line(m).value, cost(&g, invest) + price);
    assert_eq!(g.player(p(0)).discs_in_hand, 2 - spaces(&g, invest));
    assert_eq!(g.player(p(0)).copy_ready, None);
    // the Copy disc moved onto the Invest: Copy is free again, for p2 this round
    assert_eq!(discs_on(&g, copy), 0);
    assert_eq!(discs_on(&g, invest), 0b011);
    assert_eq!(g.to_move(), Some(p(2)));
    assert!(g.legal_actions().contains(&Action::Take(copy)));
}

// rule D-28 rule OS-6.4: Copy may be the first action of a round. The opener pays Copy's cost, another player then
// takes an action, and in the opener's next turn the Copy disc copies it: the copied cost is paid and its effect
// applied.
#[test]
fn copy_may_open_the_round_and_copy_a_later_action() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let m = line(&g, "M");
    let copy = action_where(&g, |k| matches!(k, ActionKind::Copy { cost } if cost > 0));
    let invest = *actions_where(&g, is_invest)
        .iter()
        .find(|a| a.card != copy.card && spaces(&g, **a) == 1)
        .expect("a one-space Invest");
    reveal_all(&mut g, &[copy, invest]);
    // nothing has been taken this round, and p0 opens with Copy
    assert!(!g.state().taken.iter().any(|&t| t));
    assert_eq!(g.to_move(), Some(p(0)));
    assert!(g.legal_actions().contains(&Action::Take(copy)));
    take(&mut g, copy, None);
    assert_eq!(g.player(p(0)).cash, 2_000 - cost(&g, copy));
    assert_eq!(g.player(p(0)).copy_ready, Some(copy));
    // p1 invests in M
    assert_eq!(g.to_move(), Some(p(1)));
    take(&mut g, invest, Some(Action::Line(m)));
    assert_eq!(g.line(m).holders[0], Some(p(1)));
    // p0 copies the Invest: pays its cost plus the #2 share's extra, becomes #2 holder, the value rises
    assert_eq!(g.to_move(), Some(p(0)));
    assert!(g.legal_actions().contains(&Action::Copy(invest)));
    let value = g.line(m).value;
    play(&mut g, Action::Copy(invest));
    play(&mut g, Action::Line(m));
    finish(&mut g);
    let price = cost(&g, invest) + 300;
    assert_eq!(g.player(p(0)).cash, 2_000 - cost(&g, copy) - price);
    assert_eq!(g.line(m).holders[..2], [Some(p(1)), Some(p(0))]);
    assert_eq!(g.line(m).value, value + price);
    assert_eq!(g.player(p(0)).copy_ready, None);
    assert_eq!(discs_on(&g, invest), 0b011);
}

// rule D-28 rule D-18: opening with Copy needs an action disc left after the Copy disc; with only one disc in hand it
// could never copy, so it is refused, naming D-28.
#[test]
fn copy_needs_a_disc_left_to_copy_with() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let copy = action_where(&g, |k| matches!(k, ActionKind::Copy { .. }));
    reveal_all(&mut g, &[copy]);
    g.state_mut().players[0].discs_in_hand = 1;
    assert!(!g.legal_actions().contains(&Action::Take(copy)));
    let metro_engine::Refusal { rule, reason: why } = g.explain(Action::Take(copy));
    assert_eq!(rule, "D-28", "{why}");
    assert!(!why.contains("no action has been taken"), "{why}");
    assert!(g.apply(Action::Take(copy)).is_err());
    g.state_mut().players[0].discs_in_hand = 2;
    assert!(g.legal_actions().contains(&Action::Take(copy)));
}

// rule OS-6.4 rule TM-6.6.5: an unused Copy disc returns at the end of the phase like the others.
#[test]
fn an_unused_copy_disc_returns_at_the_end_of_the_phase() {
    let mut g = osaka(2);
    action_phase(&mut g, &[1, 0]);
    let copy = action_where(&g, |k| matches!(k, ActionKind::Copy { .. }));
    let loan = action_where(&g, |k| k == ActionKind::Loan);
    reveal_all(&mut g, &[copy, loan]);
    take(&mut g, loan, None);
    take(&mut g, copy, None);
    assert!(g.player(p(0)).copy_ready.is_some());
    to_trains(&mut g);
    assert_eq!(g.player(p(0)).copy_ready, None);
    assert_eq!(g.player(p(0)).discs_in_hand, 3);
    assert_eq!(discs_on(&g, copy), 0);
}

// rule D-9 rule TM-7.14 rule OS-6.4: an action on another player's personal card cannot be copied; only actions taken
// this round can.
#[test]
fn copy_never_reaches_another_players_personal_card() {
    let mut g = osaka(2);
    action_phase(&mut g, &[1, 0]);
    let copy = action_where(&g, |k| matches!(k, ActionKind::Copy { .. }));
    let invest = action_where(&g, is_invest);
    reveal_all(&mut g, &[copy, invest]);
    let own_loan = *actions_where(&g, |k| k == ActionKind::Loan)
        .iter()
        .find(|a| !face_up(&g, a.card))
        .expect("a loan card in a deck");
    g.state_mut().players[1].personal_cards.push(own_loan.card);
    // p1 uses its own card; p0 takes Copy
    take(&mut g, own_loan, None);
    assert_eq!(g.player(p(1)).loans, 1);
    take(&mut g, copy, None);
    let t = line(&g, "T");
    take(&mut g, invest, Some(Action::Line(t)));
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Copy(invest)), "{legal:?}");
    assert!(
        !legal.contains(&Action::Copy(own_loan)),
        "another player's personal card: {legal:?}"
    );
    assert!(g.apply(Action::Copy(own_loan)).is_err());
}

// rule D-27: a player whose Copy disc waits on a Copy action is not offered that very action to copy (it would copy
// nothing), while another player may copy it (D-9).
#[test]
fn copy_is_not_offered_onto_ones_own_waiting_copy() {
    let mut g = osaka(2);
    action_phase(&mut g, &[1, 0]);
    let copies = actions_where(&g, |k| matches!(k, ActionKind::Copy { .. }));
    let (x, y) = (
        copies[0],
        *copies
            .iter()
            .rev()
            .find(|c| cost(&g, **c) > 0)
            .expect("a Copy with a cost"),
    );
    let loan = *actions_where(&g, |k| k == ActionKind::Loan)
        .first()
        .expect("a loan");
    reveal_all(&mut g, &[x, y, loan]);
    take(&mut g, loan, None); // p1
    take(&mut g, x, None); // p0
    take(&mut g, y, None); // p1: its Copy disc waits on y
    assert!(
        g.legal_actions().contains(&Action::Copy(y)),
        "p0 may copy p1's Copy"
    );
    play(&mut g, Action::Copy(y));
    finish(&mut g);
    assert_eq!(g.to_move(), Some(p(1)));
    assert_eq!(g.player(p(1)).copy_ready, Some(y));
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Copy(loan)), "{legal:?}");
    assert!(!legal.contains(&Action::Copy(y)), "{legal:?}");
}

// rule D-9 rule D-24 rule OS-6.4: a Copy action may itself be copied: the copier pays its cost and holds a new Copy
// disc, the first Copy becomes available again, and the new disc copies later.
#[test]
fn a_copy_action_may_be_copied() {
    let mut g = osaka(2);
    action_phase(&mut g, &[1, 0]);
    let copies = actions_where(&g, |k| matches!(k, ActionKind::Copy { .. }));
    let (x, y) = (
        copies[0],
        *copies
            .iter()
            .rev()
            .find(|c| cost(&g, **c) > 0)
            .expect("a Copy with a cost"),
    );
    assert_ne!(x.card, y.card);
    let loan = *actions_where(&g, |k| k == ActionKind::Loan)
        .first()
        .expect("a loan");
    reveal_all(&mut g, &[x, y, loan]);
    take(&mut g, loan, None); // p1
    take(&mut g, x, None); // p0
    take(&mut g, y, None); // p1
    assert_eq!(g.player(p(1)).copy_ready, Some(y));
    // p0 copies p1's Copy
    let cash = g.player(p(0)).cash;
    assert!(
        g.legal_actions().contains(&Action::Copy(y)),
        "{:?}",
        g.legal_actions()
    );
    play(&mut g, Action::Copy(y));
    finish(&mut g);
    assert_eq!(g.player(p(0)).cash, cash - cost(&g, y), "the copied Copy's cost");
    assert_eq!(
        g.player(p(0)).copy_ready,
        Some(y),
        "a new Copy disc, ready for a later turn"
    );
    assert_eq!(discs_on(&g, x), 0, "the first Copy is available again");
    assert_eq!(g.player(p(0)).discs_in_hand, 1);
    // p1 copies the Loan with its Copy disc; then p0 with its new one
    play(&mut g, Action::Copy(loan));
    finish(&mut g);
    assert_eq!(g.player(p(1)).loans, 2);
    assert_eq!(g.to_move(), Some(p(0)));
    let cash = g.player(p(0)).cash;
    play(&mut g, Action::Copy(loan));
    finish(&mut g);
    assert_eq!(g.player(p(0)).loans, 1);
    assert_eq!(g.player(p(0)).cash, cash + 1_000);
    assert_eq!(g.player(p(0)).copy_ready, None);
    assert_eq!(
        discs_on(&g, y),
        0b001,
        "p0's first Copy disc stays on the Copy it copied; p1's moved off"
    );
}

// rule D-28 rule D-9 rule D-18: copying a Copy action needs an action disc left after the copying discs, as taking one
// does: with none left, the copy it gives could never be used, so it is not offered, and choosing it (a save that
// holds it) is refused with D-28 named; with one more disc in hand it is offered.
#[test]
fn copying_a_copy_action_needs_a_disc_left_after_the_copying_disc() {
    let mut g = osaka(2);
    action_phase(&mut g, &[1, 0]);
    let copies = actions_where(&g, |k| matches!(k, ActionKind::Copy { .. }));
    let (x, y) = (
        copies[0],
        *copies
            .iter()
            .rev()
            .find(|c| cost(&g, **c) > 0)
            .expect("a Copy with a cost"),
    );
    let loan = *actions_where(&g, |k| k == ActionKind::Loan)
        .first()
        .expect("a loan");
    reveal_all(&mut g, &[x, y, loan]);
    take(&mut g, loan, None); // p1
    take(&mut g, x, None); // p0: its Copy disc waits
    take(&mut g, y, None); // p1
    assert_eq!(g.to_move(), Some(p(0)));
    // p0 holds exactly the discs the copy of y stacks: nothing would be left to use the new Copy disc with.
    g.state_mut().players[0].discs_in_hand = spaces(&g, y);
    let legal = g.legal_actions();
    assert!(!legal.contains(&Action::Copy(y)), "{legal:?}");
    assert!(
        legal.contains(&Action::Copy(loan)),
        "a Loan is still copied: {legal:?}"
    );
    let refused = g.apply(Action::Copy(y)).expect_err("refused");
    assert_eq!(refused.rule, "D-28", "{refused:?}");
    // One disc more: offered.
    g.state_mut().players[0].discs_in_hand = spaces(&g, y) + 1;
    assert!(g.legal_actions().contains(&Action::Copy(y)));
}

// rule D-21 rule OS-6.4 rule TM-7.7: a copied Discount: each player lifts only their own discs, and the Discount is
// available again only once no disc is left on it. Copying it costs nothing (it has no yen cost).
#[test]
fn a_copied_discount_is_lifted_by_each_player_separately() {
    let mut g = osaka(3);
    action_phase(&mut g, &[1, 0, 2]);
    let (m, t) = (line(&g, "M"), line(&g, "T"));
    let discount = action_where(&g, |k| matches!(k, ActionKind::Discount { .. }));
    let ActionKind::Discount { amount } = kind(&g, discount) else {
        unreachable!()
    };
    let copy = action_where(&g, |k| matches!(k, ActionKind::Copy { .. }));
    let copy_cost = cost(&g, copy);
    let invests: Vec<ActionRef> =
        actions_where(&g, |k| matches!(k, ActionKind::Invest { cost } if cost > 400))
            .into_iter()
            .filter(|a| spaces(&g, *a) == 1 && a.card != discount.card && a.card != copy.card)
            .take(2)
            .collect();
    let bike = action_where(&g, |k| k == ActionKind::Bike);
    let loans: Vec<ActionRef> = actions_where(&g, |k| k == ActionKind::Loan)
        .into_iter()
        .filter(|a| !invests.iter().any(|i| i.card == a.card))
        .collect();
    let mut shown = vec![discount, copy, bike, loans[0], loans[1]];
    shown.extend(&invests);
    reveal_all(&mut g, &shown);
    take(&mut g, discount, None); // p1
    take(&mut g, copy, None); // p0
    take(&mut g, loans[0], None); // p2
    take(&mut g, bike, None); // p1
    // p0 copies the Discount: no yen
    let cash = g.player(p(0)).cash;
    play(&mut g, Action::Copy(discount));
    finish(&mut g);
    assert_eq!(g.player(p(0)).cash, cash);
    assert_eq!(discs_on(&g, discount), 0b011);
    assert_eq!(discs_on(&g, copy), 0);
    // p2 sees Copy free again, the Discount still taken
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Take(copy)), "{legal:?}");
    assert!(!legal.contains(&Action::Take(discount)), "{legal:?}");
    take(&mut g, loans[1], None); // p2
    // p1 invests and lifts only its own discs
    play(&mut g, Action::Take(invests[0]));
    play(&mut g, Action::Line(m));
    assert_eq!(g.legal_actions(), vec![Action::Lift(discount), Action::Done]);
    let cash1 = g.player(p(1)).cash;
    play(&mut g, Action::Lift(discount));
    finish(&mut g);
    assert_eq!(g.player(p(1)).cash, cash1 - (cost(&g, invests[0]) - amount));
    assert_eq!(discs_on(&g, discount), 0b001, "p0's discs are still on it");
    // p0 invests and lifts the copied Discount
    let cash0 = g.player(p(0)).cash;
    play(&mut g, Action::Take(invests[1]));
    play(&mut g, Action::Line(t));
    assert_eq!(g.legal_actions(), vec![Action::Lift(discount), Action::Done]);
    play(&mut g, Action::Lift(discount));
    finish(&mut g);
    assert_eq!(g.player(p(0)).cash, cash0 - (cost(&g, invests[1]) - amount));
    assert_eq!(
        g.player(p(0)).cash,
        2_000 - copy_cost - (cost(&g, invests[1]) - amount)
    );
    assert_eq!(discs_on(&g, discount), 0);
    // now the Discount is available again
    assert_eq!(g.to_move(), Some(p(2)));
    assert!(g.legal_actions().contains(&Action::Take(discount)));
}

// rule OS-6.4 rule D-21 rule TM-7.2: Copy's own cost may be discounted.
#[test]
fn copy_cost_is_discountable() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    sit_out(&mut g, &[1]);
    let discount = action_where(
        &g,
        |k| matches!(k, ActionKind::Discount { amount } if amount >= 200),
    );
    let copy = action_where(&g, |k| matches!(k, ActionKind::Copy { cost } if cost > 0));
    reveal_all(&mut g, &[discount, copy]);
    take(&mut g, discount, None);
    play(&mut g, Action::Take(copy));
    assert_eq!(g.legal_actions(), vec![Action::Lift(discount), Action::Done]);
    play(&mut g, Action::Lift(discount));
    finish(&mut g);
    assert_eq!(g.player(p(0)).cash, 2_000, "the discount covers the Copy cost");
    assert_eq!(g.player(p(0)).copy_ready, Some(copy));
}

//! D-11: no limit on personal cards, and discount discs lifted onto an action come back at the end of the phase.

mod common;

use common::*;
use metro_engine::Action;
use metro_engine::state::Pending;

const BIKE: (u8, &str) = (1, r#"{ kind = "bike", spaces = 1 }"#);
const SPEED1: (u8, &str) = (1, r#"{ kind = "speed", spaces = 1, tokens = 1 }"#);
const DISCOUNT200: (u8, &str) = (1, r#"{ kind = "discount", spaces = 1, amount = 200 }"#);
const INVEST500: (u8, &str) = (1, r#"{ kind = "invest", spaces = 1, cost = 500 }"#);

// rule D-11: a player may hold any number of cards taken with the Card action, and use each of them.
#[test]
fn a_player_may_hold_many_personal_cards() {
    let mut game = action_game(&[&[BIKE, SPEED1, INVEST500]], &[0, 1]);
    // Give seat 0 both of the first two cards as personal cards (as two Card actions would).
    {
        let state = game.state_mut();
        state.players[0].personal_cards = vec![metro_engine::CardId(0), metro_engine::CardId(1)].into();
        state.columns[0]
            .rows
            .retain(|c| !matches!(c, Some(card) if card.0 < 2));
    }
    assert_eq!(game.player(p(0)).personal_cards.len(), 2);
    let offered = offered_takes(&game);
    assert!(
        offered.contains(&act(0, 0)) && offered.contains(&act(1, 0)),
        "{offered:?}"
    );
    play(&mut game, take(0, 0));
    assert!(game.player(p(0)).bike);
    play(&mut game, Action::Pass);
    play(&mut game, take(1, 0));
    assert_eq!(game.player(p(0)).speed_tokens, 1);
    // the other player may use neither
    assert!(!offered_takes(&game).contains(&act(0, 0)));
}

// rule D-11, TM-6.6.5: discount discs lifted onto a new action return to their owner at the end of the phase.
#[test]
fn lifted_discount_discs_return_at_the_end_of_the_phase() {
    let mut game = action_game(&[&[DISCOUNT200, INVEST500]], &[0, 1]);
    play_all(
        &mut game,
        &[
            take(0, 0),
            Action::Pass,
            take(1, 0),
            Action::Line(R),
            Action::Lift(act(0, 0)),
        ],
    );
    assert_eq!(game.player(p(0)).cash, 2_000 - 300);
    assert_eq!(game.player(p(0)).discs_in_hand, 1);
    assert_eq!(game.state().occupants[0], 0, "the lifted Discount is free again");
    all_pass(&mut game);
    drive_until(&mut game, |g| {
        matches!(g.state().pending, Pending::Bid { .. }) || g.round() == 2
    });
    assert_eq!(game.player(p(0)).discs_in_hand, 3);
    assert!(game.state().occupants.iter().all(|&o| o == 0));
}

//! Rule tests for the round structure: phases, game length, refresh, turn order, movement and the action phase
//! (TM-6, TM-3.4, D-3, D-4, D-16, D-17, SO-1).

mod common;

use common::*;
use metro_core::SpaceId;
use metro_engine::state::Pending;
use metro_engine::view::HIDDEN_CARD;
use metro_engine::{Action, CardId, Event, Game, Phase, Reason};

/// One card of each age: the deck order is fixed (3-dot bottom, 1-dot top).
const AGES: [(u8, &str); 3] = [
    FILLER,
    (2, r#"{ kind = "bid", spaces = 1, bonus = 200 }"#),
    (3, r#"{ kind = "bid", spaces = 1, bonus = 300 }"#),
];

fn at_round(game: &mut Game, round: u8, phase: Phase) {
    drive_until(game, |g| g.round() == round && g.phase() == phase);
    assert_eq!((game.round(), game.phase()), (round, phase));
}

// rule TM-6.1: refresh (not in round 1), turn order, movement, actions, trains — in that order, every round.
#[test]
fn every_round_runs_its_phases_in_order() {
    let mut game = new_game(2, &[&AGES, &AGES], 3);
    assert_eq!(game.phase(), Phase::TurnOrder);
    let events = drive_to_end(&mut game);
    let marks: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::RoundStarted(r) => Some(format!("round {r}")),
            Event::PhaseStarted(phase) => Some(format!("{phase:?}")),
            Event::Refreshed { column, .. } => Some(format!("refresh {column}")),
            _ => None,
        })
        .collect();
    assert_eq!(
        marks,
        [
            "Movement",
            "Actions",
            "Trains",
            "round 2",
            "refresh 0",
            "refresh 1",
            "TurnOrder",
            "Movement",
            "Actions",
            "Trains",
            "Ended"
        ]
    );
}

// rule TM-6.2, TM-3.4, SO-1: with 9 cards per column the game lasts 5 rounds with 5 players, 6 with 4, 7 with 3,
// 8 with 2 and 8 solo; it ends as soon as a refresh can draw no card.
#[test]
fn the_game_length_follows_the_player_count() {
    let column: Vec<(u8, &str)> = vec![FILLER; 3]
        .into_iter()
        .chain([(2, AGES[1].1); 3])
        .chain([(3, AGES[2].1); 3])
        .collect();
    for (players, rounds) in [(1, 8), (2, 8), (3, 7), (4, 6), (5, 5)] {
        let mut game = new_game(players, &[&column, &column], 11);
        assert_eq!(game.rules().rounds(), rounds);
        if players == 1 {
            // SO-1: no opponent to bid against: the solo game starts with the movement.
            assert_eq!(game.phase(), Phase::Movement);
        }
        let events = drive_to_end(&mut game);
        assert!(game.is_over());
        assert_eq!(game.round(), rounds, "{players} players");
        let refreshes = events
            .iter()
            .filter(|e| matches!(e, Event::Refreshed { .. }))
            .count();
        assert_eq!(refreshes, 2 * (rounds as usize - 1));
        for column in &game.state().columns {
            assert!(column.deck.is_empty());
            assert_eq!(column.rows.len(), game.rules().dealt() as usize);
        }
        // no refresh after the last train phase
        let last_trains = events
            .iter()
            .rposition(|e| *e == Event::PhaseStarted(Phase::Trains))
            .unwrap();
        assert!(
            !events[last_trains..]
                .iter()
                .any(|e| matches!(e, Event::Refreshed { .. }))
        );
    }
}

// rule TM-6.3.1: the bottom card goes face up onto the discard pile, the others shift down one row, and a new
// card fills the top row.
#[test]
fn the_refresh_discards_the_bottom_card_and_deals_on_top() {
    let mut game = new_game(2, &[&AGES], 5);
    assert_eq!(game.state().columns[0].rows, [Some(CardId(0)), Some(CardId(1))]);
    let events = drive_until(&mut game, |g| g.round() == 2);
    assert!(events.contains(&Event::Refreshed {
        column: 0,
        discarded: Some(CardId(0)),
        dealt: CardId(2)
    }));
    let col = &game.state().columns[0];
    assert_eq!(col.rows, [Some(CardId(1)), Some(CardId(2))]);
    assert_eq!(col.discard, [CardId(0)]);
    assert!(col.deck.is_empty());
    // the discarded card's actions are no longer available
    at_round(&mut game, 2, Phase::Actions);
    let offered = offered_takes(&game);
    assert!(offered.iter().all(|a| a.card != CardId(0)), "{offered:?}");
    assert!(offered.contains(&act(1, 0)) && offered.contains(&act(2, 0)));
}

// rule TM-6.3.2, TM-12.1: only the top card of a discard pile is visible; the deck is hidden.
#[test]
fn only_the_top_of_a_discard_pile_is_visible() {
    let column = [FILLER, FILLER, AGES[1], AGES[2]];
    let mut game = new_game(2, &[&column], 5);
    at_round(&mut game, 3, Phase::TurnOrder);
    let discard = game.state().columns[0].discard.clone();
    assert_eq!(discard.len(), 2);
    let view = game.view(p(1));
    assert_eq!(view.state.columns[0].discard, [HIDDEN_CARD, discard[1]]);
    assert!(view.state.columns[0].deck.iter().all(|&c| c == HIDDEN_CARD));
    assert_eq!(view.state.columns[0].rows, game.state().columns[0].rows);
}

// rule TM-6.4.1, D-2: a bid is from ¥0 up to the player's cash, in ¥100 steps.
#[test]
fn bids_range_from_zero_to_cash() {
    let mut game = new_game(2, &[&AGES], 0);
    game.state_mut().players[0].cash = 700;
    let legal = game.legal_actions();
    assert_eq!(legal, (0..=7).map(|k| Action::Bid(k * 100)).collect::<Vec<_>>());
    assert_refused(&mut game, Action::Bid(800), "TM-6.4.1");
    assert_refused(&mut game, Action::Bid(150), "TM-6.4.1");
    assert_refused(&mut game, Action::Pass, "TM-6");
}

// rule D-3, D-17, TM-6.4.1: bids are secret until all are in; cash is open.
#[test]
fn bids_are_secret_until_revealed() {
    let mut game = new_game(2, &[&AGES], 0);
    let events = play(&mut game, Action::Bid(300));
    assert_eq!(events, [Event::BidMade(p(0))]);
    let theirs = game.view(p(1));
    assert_eq!(theirs.state.players[0].bid, None);
    assert_eq!(theirs.bids_made, [true, false]);
    // D-17: cash is open information
    assert_eq!(theirs.state.players[0].cash, 2_000);
    assert_eq!(game.view(p(0)).state.players[0].bid, Some(300));
    let events = play(&mut game, Action::Bid(100));
    assert!(events.contains(&Event::BidsRevealed([(p(0), 300, 0), (p(1), 100, 0)].into())));
}

// rule TM-6.4.3, TM-6.4.5: the highest bid plays first; all bids are paid to the bank.
#[test]
fn the_highest_bid_plays_first_and_bids_are_paid() {
    let mut game = new_game(3, &[&[FILLER, FILLER, FILLER]], 0);
    let events = {
        bid_all(&mut game, &[200, 500, 0]);
        game.turn_order().to_vec()
    };
    assert_eq!(events, [p(1), p(0), p(2)]);
    let cash: Vec<i32> = game.state().players.iter().map(|pl| pl.cash).collect();
    assert_eq!(cash, [1_800, 1_500, 2_000]);
    assert!(game.state().players.iter().all(|pl| pl.bid.is_none()));
}

/// Three players, round 1 bids 300/200/100 (order 0, 1, 2), then on to round 2's bids.
fn three_in_round_two() -> Game {
    let mut game = new_game(3, &[&[FILLER, FILLER, FILLER, AGES[1]]], 8);
    bid_all(&mut game, &[300, 200, 100]);
    assert_eq!(game.turn_order(), [p(0), p(1), p(2)]);
    at_round(&mut game, 2, Phase::TurnOrder);
    game
}

// rule TM-6.4.4, D-4: in later rounds tied players reverse their previous relative order; three tied players
// reverse their whole order.
#[test]
fn three_tied_players_reverse_their_order() {
    let mut game = three_in_round_two();
    bid_all(&mut game, &[0, 0, 0]);
    assert_eq!(game.turn_order(), [p(2), p(1), p(0)]);
}

// rule TM-6.4.4: only the tied players swap; the others keep their place by bid.
#[test]
fn only_tied_players_reverse() {
    let mut game = three_in_round_two();
    bid_all(&mut game, &[100, 0, 100]);
    assert_eq!(game.turn_order(), [p(2), p(0), p(1)]);
    let mut game = three_in_round_two();
    bid_all(&mut game, &[0, 100, 0]);
    assert_eq!(game.turn_order(), [p(1), p(2), p(0)]);
}

// rule TM-6.4.2, TM-6.4.5, TM-7.8: a Bid action's bonus adds to next round's bid; it is never cash and is spent.
#[test]
fn the_bid_bonus_adds_to_the_next_bid_and_is_never_cash() {
    let bonus = (1, r#"{ kind = "bid", spaces = 1, bonus = 300 }"#);
    let mut game = new_game(2, &[&[bonus, FILLER, AGES[1]]], 2);
    to_actions(&mut game, &[0, 1]);
    let events = play(&mut game, take(0, 0));
    assert!(events.contains(&Event::BidBonus {
        player: p(0),
        bonus: 300
    }));
    assert_eq!(game.player(p(0)).cash, 2_000, "the bonus is not cash");
    assert_eq!(game.player(p(0)).bid_bonus, 300);
    all_pass(&mut game); // P0 +200 (2 discs), P1 +300
    at_round(&mut game, 2, Phase::TurnOrder);
    assert_eq!(game.player(p(0)).bid_bonus, 300);
    bid_all(&mut game, &[0, 200]);
    assert_eq!(game.turn_order(), [p(0), p(1)], "0 + 300 beats 200");
    assert_eq!(
        game.player(p(0)).cash,
        2_200,
        "the bonus costs nothing and pays nothing"
    );
    assert_eq!(game.player(p(0)).bid_bonus, 0, "the bonus goes back to the bank");
    assert_eq!(game.player(p(1)).cash, 2_100);
}

// rule TM-6.4.2: several Bid actions add up.
#[test]
fn bid_bonuses_add_up() {
    let bonus = (1, r#"{ kind = "bid", spaces = 1, bonus = 300 }"#);
    let mut game = action_game(&[&[bonus, FILLER]], &[0, 1]);
    play(&mut game, take(0, 0));
    play(&mut game, Action::Pass);
    play(&mut game, take(1, 0));
    assert_eq!(game.player(p(0)).bid_bonus, 400);
    assert_eq!(game.player(p(0)).cash, 2_000);
}

// rule D-16, TM-6.4.5: a bonus still unused at the end of the game is not counted.
#[test]
fn an_unused_bid_bonus_is_not_counted_at_the_end() {
    let bonus = (1, r#"{ kind = "bid", spaces = 1, bonus = 500 }"#);
    let mut game = action_game(&[&[bonus, FILLER]], &[0, 1]);
    play(&mut game, take(0, 0));
    drive_to_end(&mut game);
    let result = game.result().unwrap();
    assert_eq!(game.player(p(0)).cash, 2_200);
    assert_eq!(result.totals[0], 2_200);
    assert_eq!(result.totals[1], 2_300);
}

// rule TM-6.5.1: in round 1 each player places the meeple on any empty space, in turn order.
#[test]
fn round_one_places_meeples_on_empty_spaces() {
    let mut game = new_game(2, &[&AGES], 0);
    bid_all(&mut game, &[100, 0]);
    assert_eq!(game.phase(), Phase::Movement);
    assert_eq!(game.to_move(), Some(p(0)));
    let legal = game.legal_actions();
    assert_eq!(
        legal,
        (0..40).map(|s| Action::Place(SpaceId(s))).collect::<Vec<_>>()
    );
    play(&mut game, Action::Place(SpaceId(9)));
    assert_eq!(game.to_move(), Some(p(1)));
    assert_eq!(game.legal_actions().len(), 39);
    assert_refused(&mut game, Action::Place(SpaceId(9)), "TM-6.5.1");
    assert_refused(&mut game, Action::Stay, "TM-6");
    play(&mut game, Action::Place(SpaceId(10)));
    assert_eq!(game.phase(), Phase::Actions);
}

/// Round 2's movement, with P0 on space 0 and P1 on space 1; returns when P0 is to move.
fn p0_moves_in_round_two() -> Game {
    let mut game = new_game(2, &[&AGES], 6);
    to_actions(&mut game, &[0, 1]);
    all_pass(&mut game);
    at_round(&mut game, 2, Phase::Movement);
    if game.to_move() != Some(p(0)) {
        play(&mut game, Action::Stay);
    }
    assert_eq!(game.to_move(), Some(p(0)));
    game
}

fn moves(game: &Game) -> Vec<u16> {
    let mut out: Vec<u16> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::MoveTo(s) => Some(s.0),
            _ => None,
        })
        .collect();
    out.sort_unstable();
    out
}

// rule TM-6.5.2, TM-6.5.3: later rounds move up to 2 spaces, orthogonally, never into or through another meeple.
#[test]
fn meeples_walk_two_orthogonal_steps_around_others() {
    let mut game = p0_moves_in_round_two();
    // from the corner 0 with P1 on 1: 8 (1 step), 9 and 16 (2 steps); 2 would need to pass through P1
    assert_eq!(moves(&game), [8, 9, 16]);
    assert!(game.legal_actions().contains(&Action::Stay));
    assert_refused(&mut game, Action::MoveTo(SpaceId(1)), "TM-6.5.3");
    assert_refused(&mut game, Action::MoveTo(SpaceId(2)), "TM-6.5.3");
    assert_refused(&mut game, Action::MoveTo(SpaceId(24)), "TM-6.5.3");
    play(&mut game, Action::MoveTo(SpaceId(9)));
    assert_eq!(game.player(p(0)).space(), Some(SpaceId(9)));
}

// rule TM-6.5.2, TM-7.13: a bike adds one step to the movement.
#[test]
fn a_bike_adds_a_step() {
    let mut game = p0_moves_in_round_two();
    game.state_mut().players[0].bike = true;
    assert_eq!(moves(&game), [8, 9, 10, 16, 17, 24]);
}

// rule TM-6.5.3: a meeple boxed in by others and the edge cannot move; it may only stay.
#[test]
fn a_boxed_in_meeple_can_only_stay() {
    let mut game = p0_moves_in_round_two();
    game.state_mut().players[1].meeple = metro_engine::Meeple::On(SpaceId(8));
    game.state_mut().players[0].bike = true;
    // P1 on 8 leaves 1 free: 1, 2, 9, 3, 10, 17 are reachable
    assert_eq!(moves(&game), [1, 2, 3, 9, 10, 17]);
    let mut boxed = new_game(3, &[&[FILLER, FILLER, FILLER, AGES[1]]], 6);
    to_actions(&mut boxed, &[0, 1, 8]);
    all_pass(&mut boxed);
    at_round(&mut boxed, 2, Phase::Movement);
    while boxed.phase() == Phase::Movement {
        if boxed.to_move() == Some(p(0)) {
            assert_eq!(boxed.legal_actions(), [Action::Stay]);
        }
        play(&mut boxed, Action::Stay);
    }
}

// rule TM-6.6.1, TM-6.6.2: in turn order each player takes an action or passes; passed players are skipped until
// all have passed.
#[test]
fn turns_skip_players_who_passed() {
    let mut game = action_game(&[&[FILLER, FILLER, FILLER]], &[0, 1, 2]);
    assert_eq!(game.to_move(), Some(p(0)));
    play(&mut game, Action::Pass);
    assert_eq!(game.to_move(), Some(p(1)));
    play(&mut game, take(0, 0));
    assert_eq!(game.to_move(), Some(p(2)));
    play(&mut game, take(1, 0));
    assert_eq!(game.to_move(), Some(p(1)), "P0 has passed");
    play(&mut game, Action::Pass);
    assert_eq!(game.to_move(), Some(p(2)));
    assert!(game.player(p(0)).passed && game.player(p(1)).passed);
    play(&mut game, take(2, 0));
    assert_eq!(game.to_move(), Some(p(2)), "the last player goes on alone");
    play(&mut game, Action::Pass);
    assert_ne!(game.phase(), Phase::Actions);
}

// rule TM-6.6.3: a player with no action disc left must pass; one with discs may pass.
#[test]
fn without_discs_only_passing_is_left() {
    let mut game = action_game(&[&[FILLER, FILLER]], &[0, 1]);
    assert!(game.legal_actions().contains(&Action::Pass));
    game.state_mut().players[0].discs_in_hand = 0;
    assert_eq!(game.legal_actions(), [Action::Pass]);
    assert_refused(&mut game, take(0, 0), "TM-4.3");
}

// rule TM-6.6.4: passing pays ¥100 per action disc still in front of the player.
#[test]
fn passing_pays_for_unused_discs() {
    let two = (1, r#"{ kind = "bid", spaces = 2, bonus = 100 }"#);
    let mut game = action_game(&[&[two, FILLER]], &[0, 1]);
    play(&mut game, take(0, 0));
    let events = play(&mut game, Action::Pass);
    assert!(events.contains(&Event::Cash {
        player: p(1),
        delta: 300,
        reason: Reason::PassBonus
    }));
    let events = play(&mut game, Action::Pass);
    assert!(events.contains(&Event::Cash {
        player: p(0),
        delta: 100,
        reason: Reason::PassBonus
    }));
    assert_eq!(game.player(p(0)).cash, 2_100);
    assert_eq!(game.player(p(1)).cash, 2_300);
}

// rule TM-6.6.5: at the end of the action phase every disc returns to its owner and every action is free again.
#[test]
fn discs_return_at_the_end_of_the_phase() {
    let mut game = new_game(2, &[&AGES], 1);
    to_actions(&mut game, &[0, 1]);
    play(&mut game, take(0, 0));
    play(&mut game, take(1, 0));
    assert_eq!(game.player(p(0)).discs_in_hand, 2);
    let events = all_pass(&mut game);
    assert!(events.contains(&Event::DiscsReturned));
    assert!(
        game.state()
            .players
            .iter()
            .all(|pl| pl.discs_in_hand == pl.discs_owned)
    );
    assert!(game.state().occupants.iter().all(|&o| o == 0));
    at_round(&mut game, 2, Phase::Actions);
    assert!(matches!(game.state().pending, Pending::Turn { .. }));
    assert_eq!(game.player(p(0)).discs_in_hand, 3);
}

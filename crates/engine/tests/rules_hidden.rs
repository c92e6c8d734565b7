//! Rule tests for hidden information (TM-12, D-3, D-17), the solo game (TM-13, SO-1) and the tie reversal of D-4.

mod support;

use metro_engine::view::HIDDEN_CARD;
use metro_engine::{Action, Event, Phase, PlayerId};
use support::*;

// rule TM-12.1: the deck order and the discard piles below their top card are hidden in every player's view;
// the face-up cards, the top discards and the pile sizes are not.
#[test]
fn views_hide_decks_and_discards_below_the_top() {
    let mut g = game(LINE_MAP, 3);
    let discards: Vec<_> = g.state().columns.iter().map(|c| c.rows.clone()).collect();
    for (column, rows) in g.state_mut().columns.iter_mut().zip(discards) {
        column.discard = rows.into_iter().flatten().collect(); // three cards per pile
    }
    for viewer in 0..3 {
        let view = g.view(PlayerId(viewer));
        for (seen, real) in view.state.columns.iter().zip(&g.state().columns) {
            assert_eq!(seen.deck.len(), real.deck.len());
            assert!(seen.deck.iter().all(|&c| c == HIDDEN_CARD));
            assert_eq!(seen.rows, real.rows);
            assert_eq!(seen.discard.len(), 3);
            assert_eq!(&seen.discard[..2], &[HIDDEN_CARD, HIDDEN_CARD]);
            assert_eq!(seen.discard.last(), real.discard.last());
        }
    }
    // Two games that differ only in their shuffles look alike apart from the face-up cards.
    let other = {
        let setup = metro_engine::Setup {
            map: map(LINE_MAP),
            cards: tokyo_cards(),
            players: 3,
            options: Default::default(),
            modules: Vec::new(),
        };
        metro_engine::Game::new(setup, 99).expect("setup")
    };
    let (a, b) = (game(LINE_MAP, 3).view(PlayerId(0)), other.view(PlayerId(0)));
    for (x, y) in a.state.columns.iter().zip(&b.state.columns) {
        assert_eq!(x.deck, y.deck);
    }
    assert_eq!(
        a.state.rng, b.state.rng,
        "the generator (future shuffles and ties) is not shown"
    );
}

// rule TM-12.1: other players' bids are hidden before the reveal (D-3); one's own is shown.
// rule D-17: everything else is open: cash, shares, tokens, speculation stakes.
#[test]
fn views_hide_unrevealed_bids_of_others() {
    let mut g = game(LINE_MAP, 3);
    give_share(&mut g, 1, "R");
    put_speculation(&mut g, 2, "B", 300);
    g.state_mut().players[0].speed_tokens = 2;
    assert_eq!(g.to_move(), Some(PlayerId(0)));
    g.apply(Action::Bid(500)).expect("bid");
    g.apply(Action::Bid(300)).expect("bid");
    for viewer in 0..3u8 {
        let view = g.view(PlayerId(viewer));
        assert_eq!(view.bids_made, [true, true, false]);
        for seat in 0..3usize {
            let seen = &view.state.players[seat];
            let real = &g.state().players[seat];
            let expected_bid = if seat == viewer as usize { real.bid } else { None };
            assert_eq!(seen.bid, expected_bid, "viewer {viewer}, seat {seat}");
            assert_eq!(
                (seen.cash, seen.speed_tokens, seen.loans),
                (real.cash, real.speed_tokens, real.loans)
            );
        }
        assert_eq!(view.state.lines, g.state().lines, "shares and stakes are open");
        assert_eq!(view.state.pyramids, g.state().pyramids);
        assert_eq!(view.state.order, g.state().order);
    }
    // The reveal shows every bid.
    let events = g.apply(Action::Bid(0)).expect("bid");
    let revealed = events.iter().find_map(|e| {
        if let Event::BidsRevealed(b) = e {
            Some(b.clone())
        } else {
            None
        }
    });
    assert_eq!(
        revealed
            .expect("revealed")
            .iter()
            .map(|b| b.1)
            .collect::<Vec<_>>(),
        [500, 300, 0]
    );
}

// rule TM-13.1: the solo game is set up as a 2-player game with one set of pieces.
// rule SO-1: 2 cards per column, no turn-order phase, and with 9-card columns 8 rounds.
#[test]
fn the_solo_game() {
    let mut g = game(LINE_MAP, 1);
    assert_eq!(g.player_count(), 1);
    assert!(
        g.state()
            .columns
            .iter()
            .all(|c| c.rows.len() == 2 && c.rows.iter().all(Option::is_some))
    );
    assert_eq!(g.rules().rounds(), 8);
    assert_eq!(g.phase(), Phase::Movement, "no bidding");
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Bid(_))));
    let events = play_passively(&mut g);
    let rounds: Vec<u8> = events
        .iter()
        .filter_map(|e| {
            if let Event::RoundStarted(r) = e {
                Some(*r)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(rounds, [2, 3, 4, 5, 6, 7, 8], "rounds 2–8 follow round 1");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PhaseStarted(Phase::TurnOrder) | Event::BidMade(_)))
    );
    assert_eq!(g.round(), 8);
    assert_eq!(g.result().expect("scored").totals.len(), 1);
}

// rule SO-1: the number of rounds follows the card set (MC-2): the Osaka set's 8-card columns give 7 solo rounds.
#[test]
fn solo_rounds_follow_the_card_set() {
    let setup = metro_engine::Setup {
        map: map(LINE_MAP),
        cards: osaka_cards(),
        players: 1,
        options: Default::default(),
        modules: Vec::new(),
    };
    let mut g = metro_engine::Game::new(setup, 3).expect("setup");
    assert_eq!(g.rules().rounds(), 7);
    play_passively(&mut g);
    assert_eq!(g.round(), 7);
}

// rule D-4: with three or more players tied in a later round, their whole previous relative order is reversed.
#[test]
fn ties_reverse_the_whole_previous_order() {
    let mut g = game(LINE_MAP, 4);
    g.state_mut().round = 2;
    set_order(&mut g, &[2, 0, 3, 1]);
    // Seats 0, 2 and 3 tie at ¥100; seat 1 bids more.
    for bid in [100, 200, 100, 100] {
        g.apply(Action::Bid(bid)).expect("bid");
    }
    assert_eq!(
        g.turn_order(),
        [PlayerId(1), PlayerId(3), PlayerId(0), PlayerId(2)]
    );
}

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
            Some(*b)
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

/// The dots on the back of a card of the Tokyo set (test helper for determinisation).
fn dots(g: &metro_engine::Game, card: metro_engine::CardId) -> u8 {
    let per_column = g.rules().cards().cards_per_column();
    let id = card.0 as usize;
    g.rules().cards().columns()[id / per_column].cards[id % per_column].dots
}

/// A game with hidden discards and two unrevealed bids of others (player 0 to bid last).
fn game_with_secrets() -> metro_engine::Game {
    let mut g = game(LINE_MAP, 3);
    for column in &mut g.state_mut().columns {
        // Three cards from the deck's top go to the discard pile (as if dealt and pushed out).
        for _ in 0..3 {
            let card = column.deck.pop().expect("a deck card");
            column.discard.push(card);
        }
    }
    g.state_mut().players[1].bid = Some(300);
    g.state_mut().players[2].bid = Some(0);
    g
}

// rule TM-12.1, D-3: a determinisation (what search bots play out) keeps everything the player sees and redraws
// only what is hidden; two games that differ only in hidden information give the same determinisation.
#[test]
fn determinisations_depend_only_on_what_the_player_sees() {
    use metro_engine::ids::GameRng;
    let a = game_with_secrets();
    let mut b = a.clone();
    // Hidden differences: deck orders within a dot group, hidden discards swapped with deck cards of the same
    // dots, other players' bids, the generator.
    for column in &mut b.state_mut().columns {
        column.deck.reverse();
        let n = column.deck.len();
        let mut by_dots = column.deck.clone();
        by_dots.sort_by_key(|&c| std::cmp::Reverse(dots(&a, c)));
        column.deck = by_dots;
        assert_eq!(column.deck.len(), n);
        if let Some(k) = column
            .deck
            .iter()
            .position(|&c| dots(&a, c) == dots(&a, column.discard[0]))
        {
            std::mem::swap(&mut column.deck[k], &mut column.discard[0]);
        }
    }
    b.state_mut().players[1].bid = Some(1_000);
    b.state_mut().players[2].bid = Some(200);
    b.state_mut().rng = GameRng::new(12345);
    assert_ne!(a.state(), b.state(), "the games differ in hidden information");
    assert_eq!(
        a.view(PlayerId(0)),
        b.view(PlayerId(0)),
        "the viewer cannot tell them apart"
    );
    let mut guess =
        |_: PlayerId, _: metro_engine::SeenPlayer<'_>, rng: &mut GameRng| rng.below(3) as i32 * 100;
    for seed in 0..20 {
        let da = a
            .player_view(PlayerId(0))
            .determinise(&mut GameRng::new(seed), &mut guess);
        let db = b
            .player_view(PlayerId(0))
            .determinise(&mut GameRng::new(seed), &mut guess);
        assert_eq!(da.state(), db.state(), "seed {seed}: the same determinisation");
        // It keeps what player 0 sees.
        assert_eq!(da.view(PlayerId(0)), a.view(PlayerId(0)));
        for (d, real) in da.state().columns.iter().zip(&a.state().columns) {
            // The same cards, each deck position with the dots it had.
            let mut seen: Vec<_> = d.deck.iter().chain(&d.discard).copied().collect();
            let mut had: Vec<_> = real.deck.iter().chain(&real.discard).copied().collect();
            seen.sort_unstable();
            had.sort_unstable();
            assert_eq!(seen, had);
            for (x, y) in d.deck.iter().zip(&real.deck) {
                assert_eq!(dots(&a, *x), dots(&a, *y));
            }
        }
        for p in 1..3 {
            let bid = da.state().players[p].bid.expect("a guessed bid");
            assert!((0..=200).contains(&bid), "bids are guessed, not read: {bid}");
        }
    }
    // Different seeds draw different worlds.
    let d1 = a
        .player_view(PlayerId(0))
        .determinise(&mut GameRng::new(1), &mut guess);
    let d2 = a
        .player_view(PlayerId(0))
        .determinise(&mut GameRng::new(2), &mut guess);
    assert_ne!(d1.state().columns, d2.state().columns);
}

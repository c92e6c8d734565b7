//! Metro Drinks (MD-1 … MD-5, D-7, D-12, D-15, D-25): the Jidohanbaiki column, colour and shape cards, vending
//! machines with their fees, free builds (also while moving), refreshes with gaps, the Card action on the
//! Jidohanbaiki discard pile, and drink payouts under both readings — with the Tokyo and the Osaka card set.

mod support;

use std::sync::Arc;

use metro_core::{ActionKind, KindCatalogue};
use metro_engine::state::{Pending, Stage};
use metro_engine::view::HIDDEN_CARD;
use metro_engine::{Action, ActionRef, Event, Game, Meeple, Phase, PlayerId, RuleOptions, Setup, SetupError};
use support::*;

fn colour_card_action(game: &Game, colour: u8) -> ActionRef {
    ActionRef {
        card: game.rules().colour_card(colour),
        action: 0,
    }
}

fn shape_card_action(game: &Game, shape: u8) -> ActionRef {
    ActionRef {
        card: game.rules().shape_card(shape),
        action: 0,
    }
}

/// Puts a card of the card set with an action of the wanted kind face up in the bottom row of its column (the card
/// there goes back into the deck); returns that action.
fn bring_to_table(g: &mut Game, wanted: impl Fn(ActionKind) -> bool) -> ActionRef {
    let found = (0..g.rules().card_count() as u8)
        .flat_map(|c| {
            g.rules()
                .card_actions(metro_engine::CardId(c))
                .collect::<Vec<_>>()
        })
        .find(|(_, spec)| wanted(spec.kind))
        .map(|(r, _)| r)
        .expect("the card set has that kind");
    let home = g.rules().card_column(found.card) as usize;
    let col = &mut g.state_mut().columns[home];
    if !col.rows.contains(&Some(found.card)) {
        col.deck.retain(|&c| c != found.card);
        if let Some(old) = col.rows[0].replace(found.card) {
            col.deck.insert(0, old);
        }
    }
    found
}

/// The first shape card the game kept (MD-2.1).
fn kept_shape(game: &Game) -> u8 {
    let column = &game.state().columns[drinks_column(game)];
    column
        .deck
        .iter()
        .chain(column.rows.iter().flatten())
        .find_map(|&card| game.rules().drinks_card(card).and_then(|c| c.err()))
        .expect("a shape card is in the column")
}

/// A game in its action phase where `me` (first in turn order) owns colour 0 and a pyramid at R3, and stands on
/// (6, 4), touching R3.
fn builder(cards: Cards, owner_paid: bool) -> (Game, PlayerId) {
    let mut g = at_actions(cards, 3, owner_paid);
    let me = mover(&g);
    give_colour(&mut g, me, 0);
    put_pyramid(&mut g, me, "R3");
    put_meeple(&mut g, me, 6, 4);
    (g, me)
}

fn other(game: &Game, me: PlayerId) -> PlayerId {
    *game
        .turn_order()
        .iter()
        .find(|&&p| p != me)
        .expect("another player")
}

// ----- MD-1, MD-2: components and setup -----

// rule MD-1.1, MD-1.2, MD-2.3, CP-3.1: 6 colour cards, 6 shape cards, 6 crates of 6 drinks beside the column.
#[test]
fn the_crates_start_full_beside_the_column() {
    for cards in BOTH {
        let g = game(cards, 3, false);
        let data = g.rules().jidohanbaiki().expect("drinks on");
        assert_eq!((data.colours.len(), data.shapes.len()), (6, 6));
        let d = drinks(&g);
        assert_eq!(d.left, vec![6; 6]);
        assert_eq!(d.owner, vec![None; 6]);
        assert!(d.at.iter().all(Option::is_none));
        assert_eq!(d.left.iter().map(|&n| n as usize).sum::<usize>(), 36);
    }
}

// rule MD-2.1, MD-2.2: the 7th column with the Tokyo set (6 colours + 3 shapes), the 6th with Osaka (6 + 2), dealt
// like the other columns (one card per player, bottom row first); rule D-13: the removal follows the seed.
#[test]
fn the_jidohanbaiki_column_is_as_long_as_the_others() {
    for (cards, columns, shapes) in [(Cards::Tokyo, 7, 3), (Cards::Osaka, 6, 2)] {
        for players in [1, 3, 5] {
            let g = game(cards, players, false);
            assert_eq!(g.state().columns.len(), columns);
            assert_eq!(drinks_column(&g), columns - 1);
            let column = &g.state().columns[columns - 1];
            let dealt = if players == 1 { 2 } else { players };
            assert_eq!(column.rows.len(), dealt);
            assert!(column.rows.iter().all(Option::is_some));
            let all: Vec<_> = column
                .deck
                .iter()
                .chain(column.rows.iter().flatten())
                .copied()
                .collect();
            assert_eq!(all.len(), g.rules().cards().cards_per_column());
            let kinds: Vec<_> = all
                .iter()
                .map(|&c| g.rules().drinks_card(c).expect("a Jidohanbaiki card"))
                .collect();
            assert_eq!(kinds.iter().filter(|k| k.is_ok()).count(), 6, "every colour card");
            assert_eq!(kinds.iter().filter(|k| k.is_err()).count(), shapes);
            // The other columns are unchanged in length.
            assert!(
                g.state().columns[..columns - 1]
                    .iter()
                    .all(|c| c.rows.len() == dealt)
            );
        }
    }
    // D-13: the same seed removes the same shape cards; different seeds remove different ones.
    let removed = |seed: u64| {
        let g = Game::new(setup_on(drinks_map(), Cards::Tokyo, 3, false), seed).expect("valid");
        let column = &g.state().columns[6];
        let mut kept: Vec<u8> = column
            .deck
            .iter()
            .chain(column.rows.iter().flatten())
            .filter_map(|&c| g.rules().drinks_card(c).and_then(|k| k.err()))
            .collect();
        kept.sort_unstable();
        kept
    };
    assert_eq!(removed(3), removed(3));
    assert!((0..20).any(|seed| removed(seed) != removed(3)));
}

// rule MD-2.1: a card set whose columns are shorter than the colour cards cannot hold the column; the option alone,
// without the module that carries the Jidohanbaiki cards, plays no drinks.
#[test]
fn impossible_drinks_setups_are_refused() {
    let short = r##"
name = "Short"
[[columns]]
name = "Red"
colours = ["#FF0000"]
cards = [
  { dots = 1, actions = [{ kind = "move", spaces = 1, distance = 2 }] },
  { dots = 1, actions = [{ kind = "loan", spaces = 1 }] },
  { dots = 2, actions = [{ kind = "bike", spaces = 1 }] },
  { dots = 2, actions = [{ kind = "repay", spaces = 1 }] },
]
"##;
    let cards = Arc::new(
        metro_data::load_card_set("short.toml", short, &KindCatalogue::builtin()).expect("valid set"),
    );
    let setup = Setup {
        cards,
        ..setup_on(drinks_map(), Cards::Tokyo, 2, false)
    };
    let err = Game::new(setup.clone(), 1).expect_err("too short");
    assert_eq!(
        err,
        SetupError::Module {
            module: metro_drinks::KEY.into(),
            reason: "the Jidohanbaiki column must hold as many cards as the card set's columns (4): all 6 colour cards and up to 6 shape cards (MD-2.1)".into(),
        }
    );
    assert!(err.to_string().contains("MD-2.1"));
    // Without the variant the same set plays.
    let plain = Setup {
        options: RuleOptions::default(),
        modules: Vec::new(),
        ..setup
    };
    assert!(Game::new(plain, 1).is_ok());
    let missing = Setup {
        modules: Vec::new(),
        ..setup_on(drinks_map(), Cards::Tokyo, 2, false)
    };
    let game = Game::new(missing, 1).expect("plays without the module");
    assert!(game.rules().jidohanbaiki().is_none());
    assert_eq!(game.state().columns.len(), 6, "no Jidohanbaiki column");
}

// ----- MD-3: refresh with gaps -----

// rule MD-3.1, MD-3.2: the column refreshes like the others; a gap in the bottom row discards nothing, gaps keep
// their place, exactly one new card is dealt, into the top row.
#[test]
fn refresh_keeps_gaps_and_deals_one_card_on_top() {
    for cards in BOTH {
        let mut g = at_actions(cards, 4, false);
        let column = drinks_column(&g);
        let rows = g.state().columns[column].rows.clone();
        let deck_before = g.state().columns[column].deck.len();
        let top_of_deck = *g.state().columns[column].deck.last().expect("deck");
        // Gaps in the bottom row and the third row, as if two colour cards had been taken.
        g.state_mut().columns[column].rows[0] = None;
        g.state_mut().columns[column].rows[2] = None;
        finish_round(&mut g);
        let after = &g.state().columns[column];
        assert_eq!(after.discard, vec![], "a gap in the bottom row discards nothing");
        assert_eq!(after.rows, vec![rows[1], None, rows[3], Some(top_of_deck)]);
        assert_eq!(after.deck.len(), deck_before - 1);
        // A card in the bottom row is discarded as usual (MD-3.1).
        finish_round(&mut g);
        assert_eq!(g.state().columns[column].discard, vec![rows[1].expect("card")]);
        assert_eq!(g.state().columns[column].rows[0], None);
    }
}

// rule MD-3.1, TM-6.2: the Jidohanbaiki column runs out with the others, so the game lasts as many rounds.
#[test]
fn the_game_lasts_as_many_rounds_as_without_drinks() {
    for cards in BOTH {
        let mut g = at_actions(cards, 4, false);
        let mut rounds = 1;
        while !g.is_over() {
            finish_round(&mut g);
            if !g.is_over() {
                rounds += 1;
                while g.phase() != Phase::Actions {
                    let first = g.legal_actions()[0];
                    g.apply(first).expect("legal");
                }
            }
        }
        assert_eq!(rounds, g.rules().rounds() as usize);
    }
}

// ----- MD-4.1: colour cards -----

// rule MD-4.1: the disc goes to the box for good; the card and its crate go to the player's supply; a gap stays.
#[test]
fn a_colour_card_costs_a_disc_for_good_and_brings_its_crate() {
    for cards in BOTH {
        let mut g = at_actions(cards, 3, false);
        let me = mover(&g);
        let arg = g.rules().colour_card(4);
        deal_bottom(&mut g, arg);
        let take = Action::Take(colour_card_action(&g, 4));
        let events = play(&mut g, take);
        assert!(has(
            &g,
            &events,
            DrinkEvent::ColourCardTaken {
                player: me,
                colour: 4
            }
        ));
        assert!(events.contains(&Event::Disc {
            player: me,
            gained: false
        }));
        let p = g.player(me);
        assert_eq!((p.discs_owned, p.discs_in_hand, p.discs_in_supply), (2, 2, 3));
        let d = drinks(&g);
        assert_eq!(d.owner[4], Some(me));
        assert_eq!(d.supply(me), 6);
        assert_eq!(
            g.state().columns[drinks_column(&g)].rows[0],
            None,
            "the card leaves a gap"
        );
        // The disc does not come back at the end of the phase.
        finish_round(&mut g);
        assert_eq!(g.player(me).discs_in_hand, 2);
        // No limit on colours: a second one.
        while g.phase() != Phase::Actions {
            let first = g.legal_actions()[0];
            g.apply(first).expect("legal");
        }
        turn_of(&mut g, me);
        let arg = g.rules().colour_card(1);
        deal_bottom(&mut g, arg);
        let arg = Action::Take(colour_card_action(&g, 1));
        play(&mut g, arg);
        assert_eq!(drinks(&g).supply(me), 12);
        assert_eq!(g.player(me).discs_owned, 1);
    }
}

// ----- MD-4.2, MD-4.3, D-25: building -----

// rule MD-4.2: a drink from the supply at a touched station with a pyramid and no drink, for an action disc placed on
// the deck that returns at the end of the phase; any number of times per phase.
#[test]
fn building_at_your_station_uses_a_disc_and_a_drink() {
    for cards in BOTH {
        let (mut g, me) = builder(cards, false);
        let r3 = station(&g, "R3");
        // Only stations with a pyramid and no drink: R3 is listed, and only with a colour the player owns.
        assert!(g.legal_actions().contains(&build(&g, r3, 0)));
        assert!(!g.legal_actions().contains(&build(&g, r3, 1)));
        let events = play_build(&mut g, r3, 0);
        assert!(has(
            &g,
            &events,
            DrinkEvent::VendingMachineBuilt {
                player: me,
                station: r3,
                colour: 0,
                free: false
            }
        ));
        assert_eq!(drink_at(&g, "R3"), Some(0));
        assert_eq!(left(&g, 0), 5);
        assert_eq!(cash(&g, me), 2_000, "no fee at your own station");
        assert_eq!(g.player(me).discs_in_hand, 2);
        assert_ne!(g.to_move(), Some(me), "a paid build is the turn's action");
        // At most one drink per station.
        turn_of(&mut g, me);
        assert!(!g.legal_actions().iter().any(|a| is_build(&g, a)));
        // Another station of the player, in a later turn: again.
        put_pyramid(&mut g, me, "R2");
        put_meeple(&mut g, me, 3, 4);
        let r2 = station(&g, "R2");
        play_build(&mut g, r2, 0);
        assert_eq!(g.player(me).discs_in_hand, 1);
        finish_round(&mut g);
        assert_eq!(g.player(me).discs_in_hand, 3, "the discs come back from the deck");
    }
}

// rule MD-4.2: no pyramid, no drink; rule MD-4.6: never while riding.
#[test]
fn no_build_without_a_pyramid_or_while_riding() {
    let (mut g, me) = builder(Cards::Tokyo, false);
    put_meeple(&mut g, me, 9, 4); // touches R4, which has no pyramid
    assert!(!g.legal_actions().iter().any(|a| is_build(&g, a)));
    let r = g.map().line_by_letter("R").expect("R");
    put_r_train(&mut g, 3);
    g.state_mut().players[me.0 as usize].meeple = Meeple::Riding {
        line: r,
        vehicle: 0,
        moved: true,
    };
    assert!(!g.legal_actions().iter().any(|a| is_build(&g, a)));
    // Alighting first (D-5) makes it possible again.
    let alight = *g
        .legal_actions()
        .iter()
        .find(|a| matches!(a, Action::Alight(_)))
        .expect("may alight");
    play(&mut g, alight);
    assert!(g.legal_actions().contains(&build(&g, station(&g, "R3"), 0)));
}

// rule MD-4.3: building at another player's station pays that player ¥100, then ¥200, ¥300 … (counting the drinks of
// your colours at their stations); rule D-2: a fee you cannot pay forbids the build.
#[test]
fn fees_rise_with_your_drinks_at_the_owners_stations() {
    for cards in BOTH {
        let mut g = at_actions(cards, 3, false);
        let me = mover(&g);
        let owner = other(&g, me);
        give_colour(&mut g, me, 2);
        give_colour(&mut g, me, 3);
        for name in ["R2", "R3", "R4", "R5"] {
            put_pyramid(&mut g, owner, name);
        }
        let expect = [("R2", 3, 100), ("R3", 6, 200), ("R4", 9, 300)];
        for (i, (name, x, fee)) in expect.into_iter().enumerate() {
            turn_of(&mut g, me);
            put_meeple(&mut g, me, x, 4);
            let before = (cash(&g, me), cash(&g, owner));
            // Alternate colours: every colour of yours counts.
            let colour = 2 + (i % 2) as u8;
            let arg = build(&g, station(&g, name), colour);
            let events = play(&mut g, arg);
            assert!(
                has(
                    &g,
                    &events,
                    DrinkEvent::DrinkFee {
                        player: me,
                        owner,
                        amount: fee
                    }
                ),
                "{name}"
            );
            assert_eq!((cash(&g, me), cash(&g, owner)), (before.0 - fee, before.1 + fee));
            g.state_mut().players[me.0 as usize].discs_in_hand = 3;
        }
        // The next fee is ¥400: with ¥300 the build is not offered.
        turn_of(&mut g, me);
        put_meeple(&mut g, me, 12, 4);
        set_cash(&mut g, me, 300);
        let r5 = station(&g, "R5");
        assert!(!g.legal_actions().contains(&build(&g, r5, 2)));
        let refused = g.apply(build(&g, r5, 2)).expect_err("cannot pay");
        assert_eq!(refused.rule, "MD-4.2");
        set_cash(&mut g, me, 400);
        let events = play_build(&mut g, r5, 2);
        assert!(has(
            &g,
            &events,
            DrinkEvent::DrinkFee {
                player: me,
                owner,
                amount: 400
            }
        ));
        assert_eq!(cash(&g, me), 0);
        // Drinks of my colours do not raise a third player's fee at the owner's stations.
        let third = *g
            .turn_order()
            .iter()
            .find(|&&p| p != me && p != owner)
            .expect("a third player");
        assert_eq!(rules_of(&g).drink_fee(&g, third, owner), 100);
        assert_eq!(rules_of(&g).drink_fee(&g, owner, owner), 0);
    }
}

// rule D-25: Build needs no card in the Jidohanbaiki deck; the deck's place is its space.
#[test]
fn building_works_with_an_empty_jidohanbaiki_deck() {
    let (mut g, _) = builder(Cards::Osaka, false);
    let column = drinks_column(&g);
    g.state_mut().columns[column].deck.clear();
    let r3 = station(&g, "R3");
    play_build(&mut g, r3, 0);
    assert_eq!(drink_at(&g, "R3"), Some(0));
}

// ----- MD-4.4, MD-4.5, D-7, D-15, D-25: shape cards -----

// rule MD-4.4, D-7: a shape card's disc opens free builds at once (fees still apply) and in later turns, without
// ending the turn; rule D-15: one use per card per action phase.
#[test]
fn a_shape_card_gives_free_builds_for_the_phase() {
    for cards in BOTH {
        let (mut g, me) = builder(cards, false);
        let owner = other(&g, me);
        put_pyramid(&mut g, owner, "B1");
        let shape = kept_shape(&g);
        let arg = g.rules().shape_card(shape);
        deal_bottom(&mut g, arg);
        let arg = Action::Take(shape_card_action(&g, shape));
        let events = play(&mut g, arg);
        assert!(
            events
                .iter()
                .any(|e| matches!(DrinkEvent::of(e), Some(DrinkEvent::FreeBuildsStarted { player, .. }) if player == me))
        );
        // D-7: immediately after placing the disc.
        assert!(drink_stage(&g) == Some(DrinkStage::FreeBuilds));
        let r3 = station(&g, "R3");
        let events = play_build(&mut g, r3, 0);
        assert!(has(
            &g,
            &events,
            DrinkEvent::VendingMachineBuilt {
                player: me,
                station: r3,
                colour: 0,
                free: true
            }
        ));
        assert_eq!(g.player(me).discs_in_hand, 2, "only the shape card's disc");
        // Nothing left to build: the turn passed on by itself.
        assert_ne!(g.to_move(), Some(me));
        // D-15: nobody may take the card again this phase.
        let next = mover(&g);
        assert!(
            !g.legal_actions()
                .contains(&Action::Take(shape_card_action(&g, shape))),
            "{next:?}"
        );
        // A later turn: free builds do not end it, and fees still apply.
        turn_of(&mut g, me);
        put_meeple(&mut g, me, 6, 1); // touches B1, the other player's
        let b1 = station(&g, "B1");
        let before = cash(&g, owner);
        let events = play_build(&mut g, b1, 0);
        assert!(has(
            &g,
            &events,
            DrinkEvent::DrinkFee {
                player: me,
                owner,
                amount: 100
            }
        ));
        assert_eq!(cash(&g, owner), before + 100);
        assert_eq!(g.to_move(), Some(me), "the free build did not end the turn");
        assert!(matches!(g.state().pending, Pending::Turn { .. }));
        assert_eq!(g.player(me).discs_in_hand, 2);
        // Next action phase: the card is available again and the builds are no longer free.
        finish_round(&mut g);
        while g.phase() != Phase::Actions {
            let first = g.legal_actions()[0];
            g.apply(first).expect("legal");
        }
        assert!(!drinks(&g).builds_free(me));
    }
}

// rule D-25: free builds before a forced pass (no disc left); rule D-18 rule D-26: a shape card without a drink to
// build would have no effect, so it is not offered.
#[test]
fn free_builds_come_before_a_forced_pass() {
    let (mut g, me) = builder(Cards::Tokyo, false);
    let shape = kept_shape(&g);
    let arg = g.rules().shape_card(shape);
    deal_bottom(&mut g, arg);
    // Without a drink in the supply the shape card is not offered.
    take_colour(&mut g, 0);
    assert!(
        !g.legal_actions()
            .contains(&Action::Take(shape_card_action(&g, shape)))
    );
    give_colour(&mut g, me, 0);
    put_meeple(&mut g, me, 0, 8); // nowhere near a station
    let arg = Action::Take(shape_card_action(&g, shape));
    play(&mut g, arg);
    turn_of(&mut g, me);
    g.state_mut().players[me.0 as usize].discs_in_hand = 0;
    put_meeple(&mut g, me, 6, 4);
    let legal = g.legal_actions();
    assert!(legal.contains(&build(&g, station(&g, "R3"), 0)));
    assert!(legal.contains(&Action::Pass));
    assert!(!legal.iter().any(|a| matches!(a, Action::Take(_))));
    let arg = build(&g, station(&g, "R3"), 0);
    play(&mut g, arg);
    assert_eq!(g.legal_actions(), vec![Action::Pass]);
}

// rule MD-4.5: with a shape card active a Move goes space by space and may build at stations passed on the way;
// rule D-18: it moves at least one space.
#[test]
fn a_move_with_a_shape_card_builds_on_the_way() {
    for cards in BOTH {
        let mut g = at_actions(cards, 2, false);
        let me = mover(&g);
        give_colour(&mut g, me, 5);
        put_pyramid(&mut g, me, "R2");
        put_pyramid(&mut g, me, "R3");
        start_free_builds(&mut g, me);
        put_meeple(&mut g, me, 3, 5); // one space below R2's corner space (3, 4)
        let take = bring_to_table(
            &mut g,
            |k| matches!(k, ActionKind::Move { distance } if distance >= 4),
        );
        play(&mut g, Action::Take(take));
        // No speed token to assign: straight to the walk.
        assert!(matches!(
            drink_stage(&g),
            Some(DrinkStage::Walk { moved: false, .. })
        ));
        assert!(!g.legal_actions().contains(&Action::Done), "D-18: move first");
        let arg = Action::MoveTo(space(&g, 3, 4));
        play(&mut g, arg);
        let r2 = station(&g, "R2");
        let events = play_build(&mut g, r2, 5);
        assert!(has(
            &g,
            &events,
            DrinkEvent::VendingMachineBuilt {
                player: me,
                station: r2,
                colour: 5,
                free: true
            }
        ));
        for x in [4, 5, 6] {
            let arg = Action::MoveTo(space(&g, x, 4));
            play(&mut g, arg);
        }
        let arg = build(&g, station(&g, "R3"), 5);
        play(&mut g, arg);
        assert_eq!(drink_at(&g, "R3"), Some(5));
        assert_eq!(drinks(&g).left[5], 4);
        if g.to_move() == Some(me) {
            play(&mut g, Action::Done);
        }
        assert_ne!(g.to_move(), Some(me));
        assert_eq!(drink_at(&g, "R2"), Some(5));
        assert_eq!(
            g.player(me).discs_in_hand,
            3 - g.rules().action(take).expect("spec").spaces
        );
    }
}

// ----- MD-4.7: the Card action on the Jidohanbaiki discard pile -----

// rule MD-4.7: the Card action may take a shape card from the Jidohanbaiki discard pile, never a colour card; the
// shape card becomes a personal card its owner uses in later phases.
#[test]
fn the_card_action_takes_shape_cards_only() {
    let mut g = at_actions(Cards::Tokyo, 3, false);
    let me = mover(&g);
    let column = drinks_column(&g);
    let card_ref = bring_to_table(&mut g, |k| matches!(k, ActionKind::Card { .. }));
    // A colour card on top of the Jidohanbaiki discard pile: not takeable.
    let colour = g.rules().colour_card(3);
    g.state_mut().columns[column].deck.retain(|&c| c != colour);
    g.state_mut().columns[column].discard.push(colour);
    for c in 0..column {
        g.state_mut().columns[c].discard.clear();
    }
    assert!(
        !g.legal_actions().contains(&Action::Take(card_ref)),
        "only a colour card is on a pile"
    );
    // A shape card on top: takeable, and only that pile.
    let shape = kept_shape(&g);
    let shape_card = g.rules().shape_card(shape);
    g.state_mut().columns[column].deck.retain(|&c| c != shape_card);
    g.state_mut().columns[column].rows.iter_mut().for_each(|r| {
        if *r == Some(shape_card) {
            *r = None;
        }
    });
    g.state_mut().columns[column].discard.push(shape_card);
    play(&mut g, Action::Take(card_ref));
    while !matches!(&g.state().pending, Pending::Resolving(r) if r.stage == Stage::Target) {
        let legal = g.legal_actions();
        let pick = if legal.contains(&Action::Done) {
            Action::Done
        } else {
            legal[0]
        };
        g.apply(pick).expect("legal");
    }
    assert_eq!(g.legal_actions(), vec![Action::Column(column as u8)]);
    play(&mut g, Action::Column(column as u8));
    assert!(g.player(me).personal_cards.contains(&shape_card));
    // The colour card underneath is now on top: the pile offers nothing more.
    assert_eq!(g.state().columns[column].discard, vec![colour]);
    // Later, only its owner may use it (with a drink to build).
    give_colour(&mut g, me, 0);
    turn_of(&mut g, me);
    g.state_mut().players[me.0 as usize].discs_in_hand = 2;
    assert!(g.legal_actions().contains(&Action::Take(ActionRef {
        card: shape_card,
        action: 0
    })));
    let someone = other(&g, me);
    give_colour(&mut g, someone, 1);
    turn_of(&mut g, someone);
    assert!(!g.legal_actions().contains(&Action::Take(ActionRef {
        card: shape_card,
        action: 0
    })));
}

// ----- MD-5, D-12: drink payouts -----

/// R3 owned by `station_owner` with a drink of colour 0 owned by `colour_owner`, `extra` more drinks of colour 0 on
/// stations the R train does not enter, and the R train on R2: one payout at R3 when it runs.
fn payout_at_r3(cards: Cards, owner_paid: bool, extra: usize) -> (Vec<Event>, PlayerId, PlayerId, Game) {
    let mut g = at_actions(cards, 3, owner_paid);
    let station_owner = mover(&g);
    let colour_owner = other(&g, station_owner);
    give_colour(&mut g, colour_owner, 0);
    put_pyramid(&mut g, station_owner, "R3");
    put_drink(&mut g, "R3", 0);
    for name in ["R1", "B1", "B3", "C1", "C2"].iter().take(extra) {
        put_pyramid(&mut g, colour_owner, name);
        put_drink(&mut g, name, 0);
    }
    put_r_train(&mut g, 2);
    let events = finish_round(&mut g);
    (events, station_owner, colour_owner, g)
}

// rule MD-5.1, D-12, TM-9.5: the station's owner gets ¥100 (1–3 drinks of the colour on the map), ¥200 (4–5),
// ¥300 (6), on top of the station payout.
#[test]
fn drink_payouts_go_to_the_station_owner_by_default() {
    for cards in BOTH {
        for (extra, amount) in [(0, 100), (2, 100), (3, 200), (4, 200), (5, 300)] {
            let (events, station_owner, _, g) = payout_at_r3(cards, false, extra);
            let r3 = station(&g, "R3");
            assert_eq!(
                drink_payouts(&events),
                vec![(r3, 0, station_owner, amount)],
                "{extra} extra drinks"
            );
            // The station payout itself is unchanged (TM-9.3): ¥200, and the drink's amount on top.
            let received: i32 = events
                .iter()
                .filter_map(|e| match e {
                    Event::Cash {
                        player,
                        delta,
                        reason,
                    } if *player == station_owner && *delta > 0 => Some((*reason, *delta)),
                    _ => None,
                })
                .filter(|(r, _)| *r == metro_engine::Reason::StationPayout || *r == payout_reason(&g))
                .map(|(_, d)| d)
                .sum();
            assert_eq!(received, 200 + amount);
        }
    }
}

// rule MD-5.2, D-12: with *drink owner paid* the owner of the drink's colour gets it instead.
#[test]
fn drink_owner_paid_pays_the_colours_owner() {
    for cards in BOTH {
        for (extra, amount) in [(0, 100), (3, 200), (5, 300)] {
            let (events, station_owner, colour_owner, g) = payout_at_r3(cards, true, extra);
            let r3 = station(&g, "R3");
            assert_eq!(drink_payouts(&events), vec![(r3, 0, colour_owner, amount)]);
            let paid = payout_reason(&g);
            assert!(events.iter().any(|e| matches!(e,
                Event::Cash { player, delta, reason } if *reason == paid && *player == colour_owner && *delta == amount)));
            assert!(!events.iter().any(|e| matches!(e,
                Event::Cash { player, reason, .. } if *reason == paid && *player == station_owner)));
        }
    }
}

// rule MD-5.1: no drink, no drink payout; a station without a pyramid pays nothing at all.
#[test]
fn stations_without_drinks_pay_as_usual() {
    let mut g = at_actions(Cards::Tokyo, 2, false);
    let me = mover(&g);
    put_pyramid(&mut g, me, "R3");
    put_r_train(&mut g, 2);
    let events = finish_round(&mut g);
    assert!(drink_payouts(&events).is_empty());
    assert!(events.iter().any(|e| matches!(e, Event::StationPayout { .. })));
}

// ----- hidden information, copying -----

// rule TM-12.1: the Jidohanbaiki deck's order is hidden like every deck; the drinks are open (D-17).
#[test]
fn the_jidohanbaiki_deck_is_hidden_in_views() {
    let (mut g, me) = builder(Cards::Tokyo, false);
    let arg = build(&g, station(&g, "R3"), 0);
    play(&mut g, arg);
    let view = g.view(me);
    let column = drinks_column(&g);
    assert!(!view.state.columns[column].deck.is_empty());
    assert!(view.state.columns[column].deck.iter().all(|&c| c == HIDDEN_CARD));
    assert_eq!(view.state.columns[column].rows, g.state().columns[column].rows);
    assert_eq!(view.state.modules, g.state().modules);
}

// rule D-9, D-24: a shape card and a colour card are never copied.
#[test]
fn jidohanbaiki_actions_cannot_be_copied() {
    let mut g = at_actions(Cards::Osaka, 3, false);
    let me = mover(&g);
    give_colour(&mut g, me, 0);
    let shape = kept_shape(&g);
    let arg = g.rules().shape_card(shape);
    deal_bottom(&mut g, arg);
    put_meeple(&mut g, me, 0, 8);
    let arg = Action::Take(shape_card_action(&g, shape));
    play(&mut g, arg);
    let copier = mover(&g);
    give_colour(&mut g, copier, 1);
    let copy = (0..g.rules().card_count() as u8)
        .flat_map(|c| {
            g.rules()
                .card_actions(metro_engine::CardId(c))
                .collect::<Vec<_>>()
        })
        .find(|(_, spec)| matches!(spec.kind, ActionKind::Copy { .. }))
        .map(|(r, _)| r)
        .expect("Osaka has Copy");
    g.state_mut().players[copier.0 as usize].copy_ready = Some(copy);
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Copy(r) if g.rules().kind(*r).is_some_and(|k| matches!(k, ActionKind::Module { .. }))))
    );
}

// rule MD-1 … MD-5 narrated: builds, fees and payouts read in words.
#[test]
fn drinks_are_narrated() {
    let (mut g, me) = builder(Cards::Tokyo, false);
    let r3 = station(&g, "R3");
    let text = metro_engine::narrate::describe_action(&g, &build(&g, r3, 0));
    assert_eq!(text, "builds a vending machine with a black drink at R3");
    let events = play_build(&mut g, r3, 0);
    let built = events
        .iter()
        .find(|e| matches!(DrinkEvent::of(e), Some(DrinkEvent::VendingMachineBuilt { .. })))
        .expect("built");
    assert_eq!(
        metro_engine::narrate::describe(&g, built),
        format!(
            "Player {} builds a vending machine with a black drink at R3.",
            me.0 + 1
        )
    );
    let payout = DrinkEvent::DrinkPayout {
        station: r3,
        colour: 0,
        player: me,
        amount: 200,
    }
    .event(&g);
    assert_eq!(
        metro_engine::narrate::describe(&g, &payout),
        format!("The black drink at R3 pays Player {} ¥200.", me.0 + 1)
    );
    // An owner at no seat of the table (the events name seats 0 to 7) is still told.
    let fee = DrinkEvent::DrinkFee {
        player: me,
        owner: PlayerId(7),
        amount: 300,
    }
    .event(&g);
    assert!(metro_engine::narrate::describe(&g, &fee).contains("¥300"));
    // An event out of range (a seat beyond 7) is told as an unknown one, without a panic.
    let Event::Module(mut beyond) = fee else {
        panic!("a module event")
    };
    beyond.args[1] = 9;
    assert_eq!(
        metro_engine::narrate::describe(&g, &Event::Module(beyond)),
        "Metro Drinks event 3."
    );
}

// rule MD-4, MD-5 narrated in German and Italian: the glossary's words (Verkaufsautomat, Getränk; distributore
// automatico, bibita), the drink colours translated, the station's name as the map writes it.
#[test]
fn drinks_are_narrated_in_german_and_italian() {
    use metro_lang::{Language, with_language};
    let (mut g, me) = builder(Cards::Tokyo, false);
    let r3 = station(&g, "R3");
    let action = build(&g, r3, 0);
    assert_eq!(
        with_language(Language::German, || metro_engine::narrate::describe_action(
            &g, &action
        )),
        "baut einen Verkaufsautomaten mit einem Getränk in Schwarz in R3"
    );
    assert_eq!(
        with_language(Language::Italian, || metro_engine::narrate::describe_action(
            &g, &action
        )),
        "costruisce un distributore automatico con una bibita di colore nero a R3"
    );
    // The same choice on the player's button, in the imperative.
    let narrator = metro_engine::narrate::Narrator::default();
    assert_eq!(
        narrator.offer(&g, &action),
        "Build a vending machine with a black drink at R3"
    );
    assert_eq!(
        with_language(Language::German, || narrator.offer(&g, &action)),
        "Verkaufsautomaten mit einem Getränk in Schwarz in R3 bauen"
    );
    assert_eq!(
        with_language(Language::Italian, || narrator.offer(&g, &action)),
        "Costruisci un distributore automatico con una bibita di colore nero a R3"
    );
    let events = play_build(&mut g, r3, 0);
    let built = events
        .iter()
        .find(|e| matches!(DrinkEvent::of(e), Some(DrinkEvent::VendingMachineBuilt { .. })))
        .expect("built");
    assert_eq!(
        with_language(Language::German, || metro_engine::narrate::describe(&g, built)),
        format!(
            "Spieler {} baut einen Verkaufsautomaten mit einem Getränk in Schwarz in R3.",
            me.0 + 1
        )
    );
    let payout = DrinkEvent::DrinkPayout {
        station: r3,
        colour: 0,
        player: me,
        amount: 200,
    }
    .event(&g);
    assert_eq!(
        with_language(Language::Italian, || metro_engine::narrate::describe(&g, &payout)),
        format!(
            "La bibita di colore nero a R3 paga ¥200 a Giocatore {}.",
            me.0 + 1
        )
    );
    let colour_card = colour_card_action(&g, 1);
    let kind = g.rules().kind(colour_card).expect("a colour card");
    assert_eq!(
        with_language(Language::German, || metro_engine::narrate::kind_name(&g, kind)),
        "Farbkarte Weiß"
    );
    // and English stays as it was
    assert_eq!(metro_engine::narrate::kind_name(&g, kind), "Colour card white");
}

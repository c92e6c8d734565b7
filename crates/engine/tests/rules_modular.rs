//! Rule tests for the modular action-card sets, MC-1 … MC-6 (shared/rules/variants.md): either map with either card
//! set, the set-up by the map, the actions and rounds by the card set, and when trains leave the map (TM-9.7).

mod osaka_support;

use std::sync::Arc;

use metro_core::{ActionKind, CardSet, LineId, Map, VehicleKind, Yen};
use metro_engine::state::Vehicle;
use metro_engine::{Action, ActionRef, Event, Game, PayoutKind, PlayerId};
use osaka_support::*;

/// The four pairings of the built-in maps and card sets.
fn pairings() -> [(&'static str, Arc<Map>, Arc<CardSet>); 4] {
    [
        ("Tokyo map, Tokyo cards", tokyo_map(), tokyo_cards()),
        ("Tokyo map, Osaka cards", tokyo_map(), osaka_cards()),
        ("Osaka map, Tokyo cards", osaka_map(), tokyo_cards()),
        ("Osaka map, Osaka cards", osaka_map(), osaka_cards()),
    ]
}

fn is_invest(k: ActionKind) -> bool {
    matches!(k, ActionKind::Invest { .. })
}

fn is_start(k: ActionKind) -> bool {
    matches!(k, ActionKind::Start { .. })
}

fn removed(events: &[Event]) -> Vec<LineId> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::VehicleRemoved { line } => Some(line),
            _ => None,
        })
        .collect()
}

/// Sets a line's first vehicle one stop from its start, heading back to it.
fn heading_home(game: &mut Game, line: LineId) {
    game.state_mut().lines[line.0 as usize].vehicles[0] = Some(Vehicle {
        stop: 1,
        forward: false,
    });
}

// rule MC-1: each map plays with each card set: a game of random legal choices runs from setup to the final scoring.
#[test]
fn every_map_plays_with_every_card_set() {
    for (name, map, cards) in pairings() {
        let mut game = new_game(map.clone(), cards.clone(), 3, 11);
        assert_eq!(game.state().lines.len(), map.lines().len(), "{name}");
        assert_eq!(game.state().columns.len(), cards.columns().len(), "{name}");
        let mut pick: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut steps = 0;
        while !game.is_over() {
            let legal = game.legal_actions();
            assert!(
                !legal.is_empty(),
                "{name}: no legal action: {}",
                game.pending_description()
            );
            pick = pick
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            play(&mut game, legal[(pick >> 33) as usize % legal.len()]);
            steps += 1;
            assert!(steps < 20_000, "{name}: the game does not end");
        }
        let result = game.result().expect("scored");
        assert_eq!(result.totals.len(), 3, "{name}");
        assert_eq!(
            game.round(),
            game.rules().rounds(),
            "{name}: the last round is the card set's"
        );
    }
}

// rule MC-1 rule MC-2: the actions offered are those of the card set, whichever the map.
#[test]
fn the_actions_offered_come_from_the_card_set() {
    for (name, map, cards) in pairings() {
        let osaka_set = cards.name() == osaka_cards().name();
        let mut game = new_game(map, cards, 2, 5);
        action_phase(&mut game, &[0, 1]);
        let has = |game: &Game, wanted: fn(ActionKind) -> bool| !actions_where(game, wanted).is_empty();
        assert_eq!(
            has(&game, is_start),
            !osaka_set,
            "{name}: Start only in the Tokyo set"
        );
        assert_eq!(
            has(&game, |k| matches!(k, ActionKind::Bid { .. })),
            !osaka_set,
            "{name}"
        );
        assert_eq!(
            has(&game, |k| matches!(k, ActionKind::Card { .. })),
            !osaka_set,
            "{name}"
        );
        assert_eq!(
            has(&game, |k| k == ActionKind::Sell),
            osaka_set,
            "{name}: Sell only in the Osaka set"
        );
        assert_eq!(
            has(&game, |k| matches!(k, ActionKind::Copy { .. })),
            osaka_set,
            "{name}"
        );
        assert_eq!(has(&game, |k| k == ActionKind::InvestByDisc), osaka_set, "{name}");
        // every Take offered is an action of a face-up card of this set
        for action in game.legal_actions() {
            if let Action::Take(a) = action {
                assert!(face_up(&game, a.card), "{name}: {a:?}");
                assert!(game.rules().kind(a).is_some());
            }
        }
    }
}

// rule MC-2 rule TM-6.2 rule OS-3.4: the number of columns and of rounds follows the card set, not the map.
#[test]
fn columns_and_rounds_follow_the_card_set() {
    for (name, map, cards) in pairings() {
        let per_column = cards.cards_per_column();
        let columns = cards.columns().len();
        assert_eq!(
            (per_column, columns),
            if cards.name() == "Osaka" { (8, 5) } else { (9, 6) },
            "{name}"
        );
        for players in 2..=5 {
            let game = new_game(map.clone(), cards.clone(), players, 1);
            assert_eq!(
                game.rules().rounds() as usize,
                per_column + 1 - players,
                "{name}, {players} players"
            );
            assert_eq!(game.state().columns.len(), columns);
            assert!(game.state().columns.iter().all(|c| c.rows.len() == players));
        }
    }
    // whole passive games on the mixed pairings
    assert_eq!(
        rounds_played(osaka_map(), tokyo_cards(), 5),
        5,
        "Osaka map, Tokyo cards, 5 players"
    );
    assert_eq!(
        rounds_played(osaka_map(), tokyo_cards(), 2),
        8,
        "Osaka map, Tokyo cards, 2 players"
    );
    assert_eq!(
        rounds_played(tokyo_map(), osaka_cards(), 5),
        4,
        "Tokyo map, Osaka cards, 5 players"
    );
    assert_eq!(
        rounds_played(tokyo_map(), osaka_cards(), 2),
        7,
        "Tokyo map, Osaka cards, 2 players"
    );
}

// rule MC-2: the set-up follows the map: the Osaka map with the Tokyo cards has its 10 lines, its trams and buses.
#[test]
fn the_setup_follows_the_map() {
    let mut game = new_game(osaka_map(), tokyo_cards(), 2, 1);
    assert_eq!(game.state().lines.len(), 10);
    action_phase(&mut game, &[0, 1]);
    let pl = line(&game, "P");
    assert_eq!(game.map().line(pl).vehicle, VehicleKind::Tram);
    let invest = action_where(&game, is_invest);
    reveal(&mut game, invest.card);
    take(&mut game, invest, Some(Action::Line(pl)));
    assert_eq!(
        vehicles(&game, pl),
        [Some((0, true)), Some((6, false))],
        "OS-4.3 with the Tokyo cards"
    );
}

// rule MC-3 rule OS-5.2: on the Osaka map the Tokyo cards buy up to 4 shares, each after the first at a fixed ¥300.
#[test]
fn tokyo_cards_on_the_osaka_map_use_its_shares_and_extras() {
    let mut game = new_game(osaka_map(), tokyo_cards(), 5, 2);
    action_phase(&mut game, &[0, 1, 2, 3, 4]);
    let m = line(&game, "M");
    let invests: Vec<ActionRef> = actions_where(&game, is_invest).into_iter().take(5).collect();
    reveal_all(&mut game, &invests);
    let mut value = 0;
    for (i, &invest) in invests[..4].iter().enumerate() {
        let player = PlayerId(i as u8);
        let before = game.player(player).cash;
        take(&mut game, invest, Some(Action::Line(m)));
        let paid = cost(&game, invest) + if i == 0 { 0 } else { 300 };
        assert_eq!(
            game.player(player).cash,
            before - paid,
            "share #{} on the Osaka map",
            i + 1
        );
        value += paid;
    }
    assert_eq!(game.line(m).value, value);
    assert_eq!(game.line(m).shares_taken(), 4);
    play(&mut game, Action::Take(invests[4]));
    assert!(
        !game.legal_actions().contains(&Action::Line(m)),
        "four shares, no fifth"
    );
}

// rule MC-3 rule TM-7.5 rule OS-6.2: on the Tokyo map the Osaka cards pay the Tokyo extras (#3: ¥600) and find only
// the map's shares.
#[test]
fn osaka_cards_on_the_tokyo_map_use_its_shares_and_extras() {
    let mut game = new_game(tokyo_map(), osaka_cards(), 4, 2);
    action_phase(&mut game, &[2, 3, 0, 1]);
    let first = LineId(0);
    let extras = game.map().line(first).extras.clone();
    assert_eq!(extras, vec![0, 300, 600], "the Tokyo stock cards");
    give_share(&mut game, PlayerId(0), first);
    give_share(&mut game, PlayerId(1), first);
    let by_disc = actions_where(&game, |k| k == ActionKind::InvestByDisc);
    reveal_all(&mut game, &by_disc[..2]);
    take(&mut game, by_disc[0], Some(Action::Line(first)));
    assert_eq!(
        game.player(PlayerId(2)).cash,
        2_000 - 600,
        "share #3 by disc: the ¥600 extra"
    );
    assert_eq!(game.line(first).value, 600);
    play(&mut game, Action::Take(by_disc[1]));
    assert!(
        !game.legal_actions().contains(&Action::Line(first)),
        "three shares on the Tokyo map"
    );
}

// rule MC-3 rule OS-2.3 rule TM-7.10: the disc slots are the map's: the New Tram's single slot takes one speculation,
// whichever card set.
#[test]
fn the_disc_slots_belong_to_the_map() {
    let mut game = new_game(osaka_map(), tokyo_cards(), 2, 2);
    action_phase(&mut game, &[0, 1]);
    let (pl, m) = (line(&game, "P"), line(&game, "M"));
    assert_eq!(game.map().line(pl).slots, 1);
    set_value(&mut game, pl, 1_000);
    set_value(&mut game, m, 1_000);
    let specs = actions_where(&game, |k| k == ActionKind::Speculate);
    reveal_all(&mut game, &specs[..2]);
    play(&mut game, Action::Take(specs[0]));
    play(&mut game, Action::Line(pl));
    play(&mut game, Action::Stake(300));
    finish(&mut game);
    play(&mut game, Action::Take(specs[1]));
    let legal = game.legal_actions();
    assert!(!legal.contains(&Action::Line(pl)), "{legal:?}");
    assert!(legal.contains(&Action::Line(m)), "{legal:?}");
}

// rule MC-3 rule CP-1.5 rule TM-11.3: the revenue track is the map's: a map that changes the numbers at ¥2,000 changes
// the two-holder payout and the smallest stake, with either card set.
#[test]
fn the_revenue_track_belongs_to_the_map() {
    let text = metro_osaka::MAP_TOML.replace("[2000, 1400, 600],", "[2000, 1000, 1000],");
    assert_ne!(text, metro_osaka::MAP_TOML);
    let changed = map_from("changed-osaka.toml", &text);
    for cards in [tokyo_cards(), osaka_cards()] {
        for (map, high, low) in [(osaka_map(), 1_400, 600), (changed.clone(), 1_000, 1_000)] {
            let mut game = new_game(map, cards.clone(), 3, 4);
            action_phase(&mut game, &[2, 0, 1]);
            let (m, t) = (line(&game, "M"), line(&game, "T"));
            give_share(&mut game, PlayerId(0), m);
            give_share(&mut game, PlayerId(1), m);
            set_value(&mut game, m, 2_000);
            set_value(&mut game, t, 2_000);
            let spec = action_where(&game, |k| k == ActionKind::Speculate);
            reveal(&mut game, spec.card);
            play(&mut game, Action::Take(spec));
            play(&mut game, Action::Line(t));
            let stakes: Vec<Action> = game.legal_actions();
            assert_eq!(
                stakes.first(),
                Some(&Action::Stake(low)),
                "the smallest stake is the map's low number"
            );
            play(&mut game, Action::Stake(low));
            finish(&mut game);
            end_game(&mut game);
            let result = game.result().expect("ended");
            let shares: Vec<Yen> = result
                .payouts
                .iter()
                .filter(|p| p.kind == PayoutKind::Share && p.line == Some(m))
                .map(|p| p.amount)
                .collect();
            assert_eq!(shares, vec![high, low]);
        }
    }
}

// rule MC-4 rule MC-6 rule TM-9.6: Tokyo map, Osaka cards: a train bought into and then sold (nobody holds a share)
// stays when it returns to its start.
#[test]
fn tokyo_map_with_osaka_cards_a_train_unowned_after_a_sell_stays() {
    let mut game = new_game(tokyo_map(), osaka_cards(), 2, 3);
    assert!(game.map().start_trains_leave(), "TM-9.7 applies on the Tokyo map");
    assert!(
        actions_where(&game, is_start).is_empty(),
        "MC-6: no Start in the Osaka set"
    );
    action_phase(&mut game, &[0, 1]);
    sit_out(&mut game, &[1]);
    let first = LineId(0);
    let invest = action_where(&game, is_invest);
    let sell = action_where(&game, |k| k == ActionKind::Sell);
    reveal_all(&mut game, &[invest, sell]);
    take(&mut game, invest, Some(Action::Line(first)));
    assert_eq!(vehicles(&game, first)[0], Some((0, true)));
    take(&mut game, sell, Some(Action::Line(first)));
    assert_eq!(game.line(first).shares_taken(), 0, "nobody holds a share now");
    heading_home(&mut game, first);
    let events = to_trains(&mut game);
    assert!(removed(&events).is_empty(), "{events:?}");
    let steps = steps_of(&events, first);
    assert_eq!(steps.len(), 5, "the train went on past its start");
    assert_eq!(steps[0], (0, stop(&game, first, 1)));
    assert!(game.line(first).on_map());
}

// rule MC-5 rule OS-5.1 rule OS-4.3: Osaka map, Tokyo cards: a train and a pair of trams placed by Start stay when
// they return unowned to their start.
#[test]
fn osaka_map_with_tokyo_cards_a_start_train_stays() {
    let mut game = new_game(osaka_map(), tokyo_cards(), 2, 3);
    assert!(!game.map().start_trains_leave());
    action_phase(&mut game, &[0, 1]);
    sit_out(&mut game, &[1]);
    let (y, pl) = (line(&game, "Y"), line(&game, "P"));
    let starts: Vec<ActionRef> = actions_where(&game, is_start)
        .into_iter()
        .filter(|a| spaces(&game, *a) == 1)
        .take(2)
        .collect();
    reveal_all(&mut game, &starts);
    take(&mut game, starts[0], Some(Action::Line(y)));
    let ActionKind::Start { value } = kind(&game, starts[0]) else {
        unreachable!()
    };
    assert_eq!(game.line(y).value, value);
    assert!(game.line(y).unowned_start);
    take(&mut game, starts[1], Some(Action::Line(pl)));
    assert_eq!(
        vehicles(&game, pl),
        [Some((0, true)), Some((6, false))],
        "Start puts both trams on the map"
    );
    heading_home(&mut game, y);
    heading_home(&mut game, pl);
    let events = to_trains(&mut game);
    assert!(removed(&events).is_empty(), "{events:?}");
    assert_eq!(steps_of(&events, y)[0], (0, stop(&game, y, 1)));
    assert_eq!(vehicles(&game, y)[0], Some((4, true)));
    assert_eq!(vehicles(&game, pl)[0], Some((4, true)));
}

// rule MC-6 rule TM-9.7 rule TM-9.6: Tokyo map, Tokyo cards: the removal rule applies: a Start train back at stop 1 with
// no share taken leaves; once bought into, it stays.
#[test]
fn tokyo_map_with_tokyo_cards_an_unowned_start_train_leaves() {
    for invested in [false, true] {
        let mut game = new_game(tokyo_map(), tokyo_cards(), 2, 3);
        action_phase(&mut game, &[0, 1]);
        sit_out(&mut game, &[1]);
        let first = LineId(0);
        let start = action_where(&game, is_start);
        let invest = *actions_where(&game, is_invest)
            .iter()
            .find(|a| a.card != start.card)
            .expect("an Invest");
        reveal_all(&mut game, &[start, invest]);
        take(&mut game, start, Some(Action::Line(first)));
        if invested {
            take(&mut game, invest, Some(Action::Line(first)));
        }
        heading_home(&mut game, first);
        let events = to_trains(&mut game);
        if invested {
            assert!(removed(&events).is_empty());
            assert!(game.line(first).on_map());
        } else {
            assert_eq!(removed(&events), vec![first]);
            assert_eq!(
                steps_of(&events, first),
                vec![(0, stop(&game, first, 1))],
                "its remaining steps are lost"
            );
            assert!(!game.line(first).on_map());
        }
    }
}

// rule MC-6 rule CP-1.6: the map declares whether TM-9.7 applies: the same Tokyo board declaring it does not keeps a
// Start train.
#[test]
fn the_map_declares_whether_start_trains_leave() {
    assert!(tokyo_map().start_trains_leave());
    assert!(!osaka_map().start_trains_leave());
    let text = metro_tokyo::MAP_TOML.replacen("start_trains_leave = true", "start_trains_leave = false", 1);
    assert_ne!(text, metro_tokyo::MAP_TOML);
    let mut game = new_game(map_from("kept-tokyo.toml", &text), tokyo_cards(), 2, 3);
    action_phase(&mut game, &[0, 1]);
    sit_out(&mut game, &[1]);
    let first = LineId(0);
    let start = action_where(&game, is_start);
    reveal(&mut game, start.card);
    take(&mut game, start, Some(Action::Line(first)));
    heading_home(&mut game, first);
    let events = to_trains(&mut game);
    assert!(removed(&events).is_empty());
    assert!(game.line(first).on_map());
}

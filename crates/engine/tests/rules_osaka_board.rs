//! Rule tests for the Osaka Metro expansion (shared/rules/osaka-metro.md), its board: the components and lines
//! (OS-1, OS-2, CP-1.8, CP-2.3), the setup (OS-3) and the trams and buses (OS-4, D-8, D-22), on the built-in Osaka
//! map and card set. The shares, the Osaka cards and the end of the game are in `rules_osaka_shares.rs`, Copy in
//! `rules_osaka_copy.rs`.

mod osaka_support;

use metro_core::{ActionKind, VehicleKind, Yen};
use metro_engine::state::{Pending, Slot};
use metro_engine::{Action, ActionRef, CardId, Event, Meeple};
use osaka_support::*;

// ----- OS-1 components, OS-2 lines: the built-in data -----

// rule OS-1.1 rule CP-1.8 rule CP-2.3
#[test]
fn the_osaka_box_has_ten_lines_eight_trains_two_trams_two_buses_28_shares_and_40_cards() {
    let map = osaka_map();
    assert_eq!(map.lines().len(), 10, "10 lines, so 10 revenue markers");
    let of = |kind: VehicleKind| map.lines().iter().filter(|l| l.vehicle == kind).count();
    assert_eq!(of(VehicleKind::Train), 8, "8 train markers");
    assert_eq!(of(VehicleKind::Tram), 1, "one tram line");
    assert_eq!(of(VehicleKind::Bus), 1, "one bus line");
    let markers: usize = map.lines().iter().map(|l| l.vehicle.count()).sum();
    assert_eq!(markers, 8 + 2 + 2, "8 trains, 2 trams, 2 buses");
    assert_eq!(map.total_shares(), 28);
    let cards = osaka_cards();
    assert_eq!(cards.card_count(), 40);
    assert_eq!(cards.columns().len(), 5);
    assert_eq!(cards.cards_per_column(), 8);
    for column in cards.columns() {
        let ones = column.cards.iter().filter(|c| c.dots == 1).count();
        let twos = column.cards.iter().filter(|c| c.dots == 2).count();
        assert_eq!(
            (ones, twos),
            (4, 4),
            "CP-2.3: 4 cards of each dot count in {}",
            column.name
        );
    }
}

// rule OS-1.2: the Osaka parts replace the Tokyo ones; player pieces, tokens and yen are the same.
#[test]
fn an_osaka_game_uses_the_osaka_board_and_the_usual_player_pieces() {
    let game = osaka(4);
    let state = game.state();
    assert_eq!(state.lines.len(), 10);
    assert_eq!(state.columns.len(), 5);
    assert!(
        state
            .lines
            .iter()
            .all(|l| l.value == 0 && !l.on_map() && l.shares_taken() == 0)
    );
    for player in &state.players {
        assert_eq!(player.cash, 2_000);
        assert_eq!(
            (
                player.discs_in_hand,
                player.discs_in_supply,
                player.speculation_discs
            ),
            (3, 3, 2)
        );
        assert_eq!(player.pyramids, 6);
    }
    assert_eq!(
        (state.speed_supply, state.loan_supply, state.bike_supply),
        (12, 8, 4)
    );
}

// rule OS-2.1 rule D-8: M first, the trains, then the trams P, then the buses B.
#[test]
fn the_osaka_lines_in_revenue_track_order() {
    let map = osaka_map();
    let letters: Vec<&str> = map.lines().iter().map(|l| l.letter.as_str()).collect();
    assert_eq!(letters, ["M", "T", "Y", "C", "I", "S", "N", "K", "P", "B"]);
    let kinds: Vec<VehicleKind> = map.lines().iter().map(|l| l.vehicle).collect();
    assert!(kinds[..8].iter().all(|k| *k == VehicleKind::Train));
    assert_eq!(kinds[8], VehicleKind::Tram);
    assert_eq!(kinds[9], VehicleKind::Bus);
}

// rule OS-2.2 rule OS-3.2: the five card columns are the colour pairs M/B, T/Y, C/I, S/N, K/P.
#[test]
fn the_card_columns_are_the_osaka_colour_pairs() {
    let map = osaka_map();
    let cards = osaka_cards();
    let pairs = [("M", "B"), ("T", "Y"), ("C", "I"), ("S", "N"), ("K", "P")];
    assert_eq!(cards.columns().len(), pairs.len());
    for (column, (a, b)) in cards.columns().iter().zip(pairs) {
        let colour = |letter: &str| map.line(map.line_by_letter(letter).expect("a line")).colour;
        assert_eq!(
            column.colours,
            vec![colour(a), colour(b)],
            "the colours of column {}",
            column.name
        );
        let first = &map.line(map.line_by_letter(a).expect("a line")).name;
        assert!(
            column.name.starts_with(first.as_str()),
            "column {} is the {a}/{b} set",
            column.name
        );
    }
}

// rule OS-2.3 rule OS-5.2 rule CP-1.8: 1, 2, 3 and 4 shares, 28 in all, 1–4 slots, extras a fixed ¥300.
#[test]
fn osaka_lines_have_one_to_four_shares_and_slots_and_fixed_extras() {
    let map = osaka_map();
    let shares: Vec<usize> = map.lines().iter().map(|l| l.shares()).collect();
    assert_eq!(shares.iter().sum::<usize>(), 28);
    for n in 1..=4 {
        assert!(shares.contains(&n), "some line has {n} shares");
    }
    for line in map.lines() {
        assert!((1..=4).contains(&line.shares()), "{}", line.letter);
        assert!((1..=4).contains(&line.slots), "{}", line.letter);
        let mut expected = vec![0];
        expected.resize(line.shares(), 300);
        assert_eq!(
            line.extras, expected,
            "line {}: #1 free, #2–#4 a fixed ¥300",
            line.letter
        );
    }
    assert!(
        !map.start_trains_leave(),
        "OS-5.1 / CP-1.6: TM-9.7 does not apply on the Osaka map"
    );
}

// rule OS-2.3: the disc slots hold speed tokens and speculation discs in any mix; a full line takes no more.
#[test]
fn speed_tokens_and_speculations_share_the_slots() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let t = line(&g, "T");
    assert_eq!(g.map().line(t).slots, 3);
    set_value(&mut g, t, 1_000);
    let y = line(&g, "Y");
    set_value(&mut g, y, 500);
    g.state_mut().lines[t.0 as usize].slots[0] = Slot::Speed;
    speculate(&mut g, p(1), t, 300);
    let specs = actions_where(&g, |k| k == ActionKind::Speculate);
    reveal_all(&mut g, &specs[..2]);
    // one slot left: p0 may speculate there, beside a speed token and p1's disc
    play(&mut g, Action::Take(specs[0]));
    assert!(g.legal_actions().contains(&Action::Line(t)));
    play(&mut g, Action::Line(t));
    play(&mut g, Action::Stake(300));
    finish(&mut g);
    assert!(
        g.line(t).slots[..3].iter().all(|s| *s != Slot::Empty),
        "{:?}",
        g.line(t).slots
    );
    // now full: p1's second speculation cannot go on T
    play(&mut g, Action::Take(specs[1]));
    let legal = g.legal_actions();
    assert!(!legal.contains(&Action::Line(t)), "{legal:?}");
    assert!(legal.contains(&Action::Line(y)), "{legal:?}");
}

// ----- OS-3 setup -----

// rule OS-3.1 rule OS-5.2 rule TM-7.5: #1, #2, #3, #4 come off the stack in order, #2–#4 at a fixed ¥300 extra, and
// the value rises by everything paid.
#[test]
fn shares_come_off_the_stack_in_order_at_fixed_extras() {
    let mut g = osaka(5);
    action_phase(&mut g, &[0, 1, 2, 3, 4]);
    let m = line(&g, "M");
    let invests: Vec<ActionRef> = actions_where(&g, is_invest).into_iter().take(5).collect();
    reveal_all(&mut g, &invests);
    let mut value = 0;
    for (i, &invest) in invests[..4].iter().enumerate() {
        let player = p(i as u8);
        assert_eq!(g.to_move(), Some(player));
        let before = g.player(player).cash;
        let events = take(&mut g, invest, Some(Action::Line(m)));
        let extra = if i == 0 { 0 } else { 300 };
        let paid = cost(&g, invest) + extra;
        assert_eq!(g.player(player).cash, before - paid, "share #{}", i + 1);
        value += paid;
        assert_eq!(g.line(m).value, value);
        assert_eq!(shares_taken(&events), vec![(player, i as u8 + 1)]);
    }
    assert_eq!(
        g.line(m).holders,
        [Some(p(0)), Some(p(1)), Some(p(2)), Some(p(3))]
    );
    // the stack is empty: the fifth player cannot buy M
    play(&mut g, Action::Take(invests[4]));
    let legal = g.legal_actions();
    assert!(!legal.contains(&Action::Line(m)), "{legal:?}");
    assert!(legal.contains(&Action::Line(line(&g, "T"))));
}

// rule OS-3.1 rule OS-2.3: a line of one share (the bus line) is sold out after one purchase.
#[test]
fn a_one_share_line_is_sold_out_after_one_purchase() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let b = line(&g, "B");
    assert_eq!(g.map().line(b).shares(), 1);
    let invests: Vec<ActionRef> = actions_where(&g, is_invest).into_iter().take(2).collect();
    reveal_all(&mut g, &invests);
    take(&mut g, invests[0], Some(Action::Line(b)));
    play(&mut g, Action::Take(invests[1]));
    assert!(!g.legal_actions().contains(&Action::Line(b)));
}

fn dots(game: &metro_engine::Game, card: CardId) -> u8 {
    let per = game.rules().cards().cards_per_column();
    let column = card.0 as usize / per;
    game.rules().cards().columns()[column].cards[card.0 as usize % per].dots
}

// rule OS-3.2 rule OS-3.3: each deck has its 2-dot cards at the bottom and 1-dot cards on top; as many cards as
// players are dealt under each deck.
#[test]
fn osaka_decks_are_built_by_age_and_dealt_one_per_player() {
    for players in 1..=5 {
        for seed in 0..4 {
            let g = new_game(osaka_map(), osaka_cards(), players, seed);
            let dealt = if players == 1 { 2 } else { players };
            for column in &g.state().columns {
                assert_eq!(column.rows.len(), dealt);
                assert_eq!(column.rows.iter().flatten().count() + column.deck.len(), 8);
                // the order of drawing: the rows bottom first, then the deck from the top
                let drawn: Vec<u8> = column
                    .rows
                    .iter()
                    .flatten()
                    .copied()
                    .chain(column.deck.iter().rev().copied())
                    .map(|c| dots(&g, c))
                    .collect();
                assert!(drawn.windows(2).all(|w| w[0] <= w[1]), "{drawn:?}");
                assert_eq!(drawn.first(), Some(&1));
                assert_eq!(drawn.last(), Some(&2));
            }
        }
    }
}

// rule OS-3.4 rule TM-6.2: 8 cards per column: 4 rounds with 5 players, 5 with 4, 6 with 3, 7 with 2 (and solo).
#[test]
fn an_osaka_game_has_one_round_fewer() {
    for (players, rounds) in [(5, 4), (4, 5), (3, 6), (2, 7), (1, 7)] {
        let game = osaka(players);
        assert_eq!(game.rules().rounds() as usize, rounds, "{players} players");
        assert_eq!(
            rounds_played(osaka_map(), osaka_cards(), players) as usize,
            rounds,
            "{players} players"
        );
    }
}

// ----- OS-4 trams and buses -----

// rule OS-4.3 rule OS-6.2: Invest (or Invest by disc) on P or B puts both vehicles on the map, one at each terminal,
// facing each other.
#[test]
fn investing_in_the_trams_or_the_buses_places_both_at_the_terminals() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let (pl, b) = (line(&g, "P"), line(&g, "B"));
    let invest = action_where(&g, is_invest);
    let by_disc = action_where(&g, |k| k == ActionKind::InvestByDisc);
    reveal_all(&mut g, &[invest, by_disc]);
    let events = take(&mut g, invest, Some(Action::Line(pl)));
    let placed: Vec<(u8, metro_core::StopId)> = events
        .iter()
        .filter_map(|e| match *e {
            Event::VehiclePlaced { line, vehicle, stop } if line == pl => Some((vehicle, stop)),
            _ => None,
        })
        .collect();
    assert_eq!(placed, vec![(0, stop(&g, pl, 1)), (1, stop(&g, pl, 7))]);
    assert_eq!(vehicles(&g, pl), [Some((0, true)), Some((6, false))]);
    take(&mut g, by_disc, Some(Action::Line(b)));
    assert_eq!(vehicles(&g, b), [Some((0, true)), Some((5, false))]);
}

fn stepped_lines(events: &[Event]) -> Vec<metro_core::LineId> {
    let mut lines: Vec<metro_core::LineId> = Vec::new();
    for e in events {
        if let Event::VehicleStepped { line, .. } = *e
            && lines.last() != Some(&line)
        {
            lines.push(line);
        }
    }
    lines
}

// rule OS-4.4 rule D-8 rule OS-4.1: the two trams step together, one stop each per step, when P's turn comes after
// the trains; then both buses. They may share a stop.
#[test]
fn the_trams_then_the_buses_move_together_step_for_step() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let (m, pl, b) = (line(&g, "M"), line(&g, "P"), line(&g, "B"));
    give_share(&mut g, p(0), m);
    give_share(&mut g, p(0), pl);
    give_share(&mut g, p(1), b);
    let events = to_trains(&mut g);
    assert_eq!(
        stepped_lines(&events),
        vec![m, pl, b],
        "trains, then trams, then buses, each line once"
    );
    let s = |l, n| stop(&g, l, n);
    let trams = [
        (0, 2),
        (1, 6),
        (0, 3),
        (1, 5),
        (0, 4),
        (1, 4),
        (0, 5),
        (1, 3),
        (0, 6),
        (1, 2),
    ];
    let expected: Vec<(u8, metro_core::StopId)> = trams.iter().map(|&(v, n)| (v, s(pl, n))).collect();
    assert_eq!(
        steps_of(&events, pl),
        expected,
        "step for step; both on P4 after the third step"
    );
    assert_eq!(vehicles(&g, pl), [Some((5, true)), Some((1, false))]);
    let buses = [
        (0, 2),
        (1, 5),
        (0, 3),
        (1, 4),
        (0, 4),
        (1, 3),
        (0, 5),
        (1, 2),
        (0, 6),
        (1, 1),
    ];
    let expected: Vec<(u8, metro_core::StopId)> = buses.iter().map(|&(v, n)| (v, s(b, n))).collect();
    assert_eq!(steps_of(&events, b), expected);
    assert_eq!(vehicles(&g, b), [Some((5, true)), Some((0, false))]);
    // next round they turn at the terminals (TM-8.3)
    let (b5, b2) = (s(b, 5), s(b, 2));
    let events = to_trains_next_round(&mut g);
    assert_eq!(steps_of(&events, b).first(), Some(&(0, b5)));
    assert_eq!(steps_of(&events, b).get(1), Some(&(1, b2)));
}

/// Plays the passive turn-order and movement phases of the next round and ends its action phase.
fn to_trains_next_round(g: &mut metro_engine::Game) -> Vec<Event> {
    while !matches!(g.state().pending, Pending::Turn { .. }) {
        let choice = passive(g);
        play(g, choice);
    }
    to_trains(g)
}

// rule OS-4.4 rule TM-9.1 rule TM-9.3: a speed token on P moves both trams one stop further, and each tram entering a
// station with a pyramid triggers its payout.
#[test]
fn a_speed_token_moves_both_trams_and_both_trigger_payouts() {
    let mut g = osaka(3);
    action_phase(&mut g, &[0, 1, 2]);
    let pl = line(&g, "P");
    give_share(&mut g, p(0), pl);
    g.state_mut().lines[pl.0 as usize].slots[0] = Slot::Speed;
    let (cosmo, sumi) = (station(&g, "Cosmosquare"), station(&g, "Suminoekoen"));
    put_pyramid(&mut g, p(1), cosmo);
    put_pyramid(&mut g, p(2), sumi);
    let cash: Vec<Yen> = (0..3).map(|i| g.player(p(i)).cash).collect();
    let events = to_trains(&mut g);
    assert_eq!(steps_of(&events, pl).len(), 12, "6 steps for each tram");
    assert_eq!(vehicles(&g, pl), [Some((6, true)), Some((0, false))]);
    assert_eq!(
        station_payouts(&events),
        vec![(pl, sumi, p(2), 200, 200), (pl, cosmo, p(1), 200, 200)]
    );
    assert_eq!(g.line(pl).value, 400);
    assert_eq!(g.player(p(1)).cash, cash[1] + 200);
    assert_eq!(g.player(p(2)).cash, cash[2] + 200);
    assert_eq!(g.player(p(0)).cash, cash[0]);
}

// rule OS-4.4 rule TM-9.1: without speed the two buses (6 stops) reach the opposite terminals together: two payouts.
#[test]
fn both_buses_trigger_payouts_at_the_terminals() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let b = line(&g, "B");
    give_share(&mut g, p(0), b);
    let (imazato, nagai) = (station(&g, "Imazato"), station(&g, "Nagai"));
    put_pyramid(&mut g, p(0), imazato);
    put_pyramid(&mut g, p(1), nagai);
    let events = to_trains(&mut g);
    // p0 holds B: ¥500 to the value, nothing to p0 (TM-9.4); p1 does not: ¥200 and ¥200 (TM-9.3)
    assert_eq!(
        station_payouts(&events),
        vec![(b, nagai, p(1), 200, 200), (b, imazato, p(0), 500, 0)]
    );
    assert_eq!(g.line(b).value, 700);
}

// rule OS-4.2 rule D-22: no pyramid on a small circle, but on a terminal station of P.
#[test]
fn no_station_can_be_built_on_a_small_circle() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let pl = line(&g, "P");
    let build = action_where(&g, |k| matches!(k, ActionKind::Station { .. }));
    reveal(&mut g, build.card);
    for n in 2..=6 {
        let circle = stop(&g, pl, n);
        assert!(g.map().stop(circle).station.is_none(), "P{n} is a small circle");
        let space = space_touching_only(&g, circle);
        put_meeple(&mut g, p(0), space);
        assert!(!g.legal_actions().contains(&Action::Take(build)), "P{n}");
        let refused = g.apply(Action::Take(build)).expect_err("no station to build on");
        assert_eq!(refused.rule, "TM-7.3");
    }
    let at_p1 = space_touching_only(&g, stop(&g, pl, 1));
    put_meeple(&mut g, p(0), at_p1);
    play(&mut g, Action::Take(build));
    assert_eq!(
        g.legal_actions(),
        vec![Action::Station(station(&g, "Cosmosquare"))]
    );
}

// rule OS-4.2 rule D-22 rule TM-10.2: a meeple touching a small circle boards there (paying the fare) and a rider
// alights onto a space touching a small circle.
#[test]
fn meeples_board_and_alight_at_small_circles() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let pl = line(&g, "P");
    give_share(&mut g, p(0), pl);
    let at_p3 = space_touching_only(&g, stop(&g, pl, 3));
    put_meeple(&mut g, p(1), at_p3);
    to_trains(&mut g);
    // tram 0 enters P3 at its second step
    assert_eq!(g.to_move(), Some(p(1)));
    assert_eq!(g.legal_actions(), vec![Action::Board(0), Action::Wait]);
    let cash = g.player(p(1)).cash;
    play(&mut g, Action::Board(0));
    assert_eq!(g.player(p(1)).cash, cash - 100);
    assert_eq!(g.line(pl).value, 100);
    // the tram moves on at once: its next step brings the rider to the small circle P4
    assert_eq!(
        g.player(p(1)).meeple,
        Meeple::Riding {
            line: pl,
            vehicle: 0,
            moved: true
        }
    );
    assert_eq!(vehicles(&g, pl)[0], Some((3, true)));
    assert_eq!(g.to_move(), Some(p(1)));
    let p4 = stop(&g, pl, 4);
    let touching = g.map().stop(p4).touches.clone();
    let legal = g.legal_actions();
    for &space in &touching {
        assert!(legal.contains(&Action::Alight(space)), "{legal:?}");
    }
    play(&mut g, Action::Alight(touching[0]));
    assert_eq!(g.player(p(1)).meeple, Meeple::On(touching[0]));
    wait_out_trains(&mut g);
}

// rule D-22 rule OS-4.4 rule D-14: the wait is per vehicle: alighting from tram 0 at a small circle and boarding tram 1
// there later in the same train phase is allowed.
#[test]
fn a_rider_may_change_from_one_tram_to_the_other_at_a_small_circle() {
    let mut g = osaka(2);
    action_phase(&mut g, &[0, 1]);
    let pl = line(&g, "P");
    give_share(&mut g, p(0), pl);
    g.state_mut().players[1].meeple = Meeple::Riding {
        line: pl,
        vehicle: 0,
        moved: false,
    };
    to_trains(&mut g);
    // step 1: tram 0 enters P2
    assert_eq!(g.to_move(), Some(p(1)));
    let at_p2 = space_touching_only(&g, stop(&g, pl, 2));
    play(&mut g, Action::Alight(at_p2));
    // step 5: tram 1 enters P2
    assert_eq!(g.to_move(), Some(p(1)));
    assert_eq!(g.legal_actions(), vec![Action::Board(1), Action::Wait]);
    assert_eq!(vehicles(&g, pl)[1], Some((1, false)));
    play(&mut g, Action::Board(1));
    assert_eq!(
        g.player(p(1)).meeple,
        Meeple::Riding {
            line: pl,
            vehicle: 1,
            moved: false
        }
    );
    wait_out_trains(&mut g);
}

// rule OS-4.5 rule TM-10.5 rule D-23: decisions at the same moment at two stops (one per tram) are taken in turn order.
#[test]
fn decisions_at_both_trams_are_taken_in_turn_order() {
    for order in [[1u8, 0], [0, 1]] {
        let mut g = osaka(2);
        action_phase(&mut g, &order);
        let pl = line(&g, "P");
        give_share(&mut g, p(0), pl);
        // after the first step tram 0 stands on P2 and tram 1 on P6
        let (at_p6, at_p2) = (
            space_touching_only(&g, stop(&g, pl, 6)),
            space_touching_only(&g, stop(&g, pl, 2)),
        );
        put_meeple(&mut g, p(0), at_p6);
        put_meeple(&mut g, p(1), at_p2);
        to_trains(&mut g);
        assert_eq!(
            vehicles(&g, pl),
            [Some((1, true)), Some((5, false))],
            "both decide after the first step"
        );
        let options = |player: u8| {
            if player == 0 {
                Action::Board(1)
            } else {
                Action::Board(0)
            }
        };
        for &player in &order {
            assert_eq!(g.to_move(), Some(p(player)), "turn order {order:?}");
            assert_eq!(g.legal_actions(), vec![options(player), Action::Wait]);
            play(&mut g, Action::Wait);
        }
        wait_out_trains(&mut g);
    }
}

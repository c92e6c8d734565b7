//! Rule tests for the Osaka Metro expansion, OS-1.1 … OS-7.1 (shared/rules/osaka-metro.md), on the built-in
//! Osaka map and card set, with the decisions they rely on (D-8, D-9, D-21, D-22, D-24) and CP-1.8, CP-2.3.

mod osaka_support;

use metro_core::{ActionKind, PayoutRules, StandardPayouts, VehicleKind, Yen};
use metro_engine::state::{Pending, Slot, Vehicle};
use metro_engine::{Action, ActionRef, CardId, Event, Meeple, PayoutKind, PlayerId};
use osaka_support::*;

fn is_invest(k: ActionKind) -> bool {
    matches!(k, ActionKind::Invest { .. })
}

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

fn shares_taken(events: &[Event]) -> Vec<(PlayerId, u8)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::ShareTaken { player, number, .. } => Some((player, number)),
            _ => None,
        })
        .collect()
}

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

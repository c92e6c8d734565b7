//! Rule tests for action cards and every action of the base game: TM-4, TM-5.1, TM-6.5.4, TM-7, D-2, D-18 – D-21.

mod common;

use common::*;
use metro_core::{LineId, SpaceId};
use metro_engine::state::{Pending, Slot, Stage, Vehicle};
use metro_engine::{Action, CardId, Event, Game, SwapPayment};

const MOVE2: (u8, &str) = (1, r#"{ kind = "move", spaces = 1, distance = 2 }"#);
const STATION200: (u8, &str) = (1, r#"{ kind = "station", spaces = 1, cost = 200 }"#);
const SWAP: (u8, &str) = (1, r#"{ kind = "station_swap", spaces = 1 }"#);
const INVEST500: (u8, &str) = (1, r#"{ kind = "invest", spaces = 1, cost = 500 }"#);
const START400: (u8, &str) = (1, r#"{ kind = "start", spaces = 1, value = 400 }"#);
const DISCOUNT100: (u8, &str) = (1, r#"{ kind = "discount", spaces = 1, amount = 100 }"#);
const DISCOUNT200: (u8, &str) = (1, r#"{ kind = "discount", spaces = 1, amount = 200 }"#);
const DISCOUNT300: (u8, &str) = (1, r#"{ kind = "discount", spaces = 1, amount = 300 }"#);
const LOAN_REPAY: (u8, &str) = (
    1,
    r#"{ kind = "loan", spaces = 1 }, { kind = "repay", spaces = 1 }"#,
);
const SPECULATE: (u8, &str) = (1, r#"{ kind = "speculate", spaces = 1 }"#);
const SPEED2: (u8, &str) = (1, r#"{ kind = "speed", spaces = 1, tokens = 2 }"#);
const ACTION300: (u8, &str) = (1, r#"{ kind = "action", spaces = 1, cost = 300 }"#);
const BIKE: (u8, &str) = (1, r#"{ kind = "bike", spaces = 1 }"#);
const TWO_SPACES: (u8, &str) = (1, r#"{ kind = "bid", spaces = 2, bonus = 200 }"#);

fn cash(game: &Game, seat: u8) -> i32 {
    game.player(p(seat)).cash
}

fn resolving_stage(game: &Game) -> Option<Stage> {
    match &game.state().pending {
        Pending::Resolving(r) => Some(r.stage),
        _ => None,
    }
}

fn targets<T>(game: &Game, pick: impl Fn(Action) -> Option<T>) -> Vec<T> {
    game.legal_actions().into_iter().filter_map(pick).collect()
}

fn lines_offered(game: &Game) -> Vec<LineId> {
    targets(game, |a| if let Action::Line(l) = a { Some(l) } else { None })
}

// ----- TM-4: action cards and action spaces -----

// rule TM-4.1, TM-4.4: a card shows one or two actions; the two are independent, the same player may take both.
#[test]
fn both_actions_of_a_card_may_be_taken() {
    let mut game = action_game(
        &[&[
            (
                1,
                r#"{ kind = "bid", spaces = 1, bonus = 100 }, { kind = "loan", spaces = 1 }"#,
            ),
            BIKE,
        ]],
        &[0, 1],
    );
    let offered = offered_takes(&game);
    assert!(offered.contains(&act(0, 0)) && offered.contains(&act(0, 1)) && offered.contains(&act(1, 0)));
    // the Bike card has a single action
    assert_refused(&mut game, take(1, 1), "TM-4.1");
    play(&mut game, take(0, 0));
    play(&mut game, Action::Pass);
    assert!(offered_takes(&game).contains(&act(0, 1)));
    play(&mut game, take(0, 1));
    assert_eq!(game.player(p(0)).loans, 1);
    assert_eq!(game.player(p(0)).bid_bonus, 100);
    assert_eq!(game.player(p(0)).discs_in_hand, 1);
}

// rule TM-4.2: an action is available only while its spaces are empty.
#[test]
fn a_taken_action_is_not_available() {
    let mut game = action_game(&[&[BIKE, FILLER]], &[0, 1]);
    play(&mut game, take(0, 0));
    assert_eq!(game.to_move(), Some(p(1)));
    assert!(!offered_takes(&game).contains(&act(0, 0)));
    assert_refused(&mut game, take(0, 0), "TM-4.2");
}

// rule TM-4.3: taking an action puts a disc on each of its spaces; fewer discs than spaces, no action.
#[test]
fn an_action_needs_a_disc_per_space() {
    let mut game = action_game(&[&[TWO_SPACES, FILLER]], &[0, 1]);
    play(&mut game, take(0, 0));
    assert_eq!(game.player(p(0)).discs_in_hand, 1);
    play(&mut game, Action::Pass);
    game.state_mut().occupants.iter_mut().for_each(|o| *o = 0);
    assert_eq!(game.to_move(), Some(p(0)));
    assert_refused(&mut game, take(0, 0), "TM-4.3");
    assert!(offered_takes(&game).contains(&act(1, 0)));
}

// rule TM-4.5: card colours never restrict an action to a line.
#[test]
fn an_action_is_not_tied_to_its_card_colour() {
    let mut game = action_game(&[&[INVEST500, FILLER]], &[0, 1]);
    play(&mut game, take(0, 0));
    assert_eq!(lines_offered(&game), [R, B, G]);
}

// ----- TM-7.1 Move -----

// rule TM-7.1, TM-6.5.3: Move goes up to d spaces orthogonally (d + 1 with a bike), never through a meeple.
#[test]
fn move_walks_its_distance() {
    let mut game = action_game(&[&[MOVE2, FILLER]], &[0, 1]);
    play(&mut game, take(0, 0));
    let spaces = targets(&game, |a| {
        if let Action::MoveTo(s) = a {
            Some(s.0)
        } else {
            None
        }
    });
    assert_eq!(spaces, [8, 9, 16]);
    assert!(
        !game.legal_actions().contains(&Action::Stay),
        "D-18: the Move action must move"
    );
    assert_refused(&mut game, Action::MoveTo(SpaceId(2)), "TM-7.1");
    assert_refused(&mut game, Action::MoveTo(SpaceId(1)), "TM-7.1");
    play(&mut game, Action::MoveTo(SpaceId(16)));
    assert_eq!(game.player(p(0)).space(), Some(SpaceId(16)));
    assert_eq!(game.to_move(), Some(p(1)));

    let mut biker = action_game(&[&[MOVE2, FILLER]], &[0, 1]);
    biker.state_mut().players[0].bike = true;
    play(&mut biker, take(0, 0));
    let spaces = targets(&biker, |a| {
        if let Action::MoveTo(s) = a {
            Some(s.0)
        } else {
            None
        }
    });
    assert_eq!(spaces, [8, 9, 16, 10, 17, 24]);
}

// rule D-18, TM-6.5.3: Move needs a free space to go to.
#[test]
fn move_without_room_is_not_offered() {
    let mut game = action_game(&[&[MOVE2, FILLER, FILLER]], &[0, 1, 8]);
    assert!(!offered_takes(&game).contains(&act(0, 0)));
    assert_refused(&mut game, take(0, 0), "D-18");
}

// ----- TM-7.3 Station, TM-6.5.4 touching -----

// rule TM-7.3, TM-6.5.4: a Station on a station of k stops costs c × k, and the pyramid covers the whole station.
#[test]
fn station_on_a_three_stop_station_costs_three_times() {
    let mut game = action_game(&[&[STATION200, STATION200]], &[10, 9]);
    let central = station(&game, "Central");
    let west = station(&game, "West");
    play(&mut game, take(0, 0));
    // space 10 touches the three stops of Central only
    assert_eq!(
        targets(&game, |a| if let Action::Station(s) = a { Some(s) } else { None }),
        [central]
    );
    assert_refused(&mut game, Action::Station(west), "TM-7.3");
    let events = play(&mut game, Action::Station(central));
    assert!(events.contains(&Event::StationBuilt {
        player: p(0),
        station: central
    }));
    assert_eq!(cash(&game, 0), 2_000 - 600);
    assert_eq!(game.state().pyramids[central.0 as usize], Some(p(0)));
    assert_eq!(game.player(p(0)).pyramids, 5);
    // a station holds one pyramid: P1 on space 9 touches West and Central, only West is left
    play(&mut game, take(1, 0));
    assert_eq!(
        targets(&game, |a| if let Action::Station(s) = a { Some(s) } else { None }),
        [west]
    );
    assert_refused(&mut game, Action::Station(central), "TM-7.3");
    play(&mut game, Action::Station(west));
    assert_eq!(cash(&game, 1), 1_800);
}

// rule TM-7.3, TM-7.7: with a discount the multi-stop station costs (c − discount) × k.
#[test]
fn a_discounted_station_costs_the_discounted_price_per_stop() {
    let mut game = action_game(&[&[STATION200, DISCOUNT100]], &[10, 38]);
    let central = station(&game, "Central");
    play(&mut game, take(1, 0));
    play(&mut game, Action::Pass);
    play(&mut game, take(0, 0));
    play(&mut game, Action::Station(central));
    assert_eq!(resolving_stage(&game), Some(Stage::Discounts));
    assert_eq!(game.legal_actions(), [Action::Lift(act(1, 0)), Action::Done]);
    play(&mut game, Action::Lift(act(1, 0)));
    assert_eq!(cash(&game, 0), 2_000 - 300);
    assert_eq!(game.state().pyramids[central.0 as usize], Some(p(0)));
}

// rule TM-6.5.4, TM-7.3: a meeple that touches no stop cannot build.
#[test]
fn station_needs_a_touched_stop() {
    let mut game = action_game(&[&[STATION200, FILLER]], &[NOWHERE.0, 1]);
    assert!(!offered_takes(&game).contains(&act(0, 0)));
    assert_refused(&mut game, take(0, 0), "TM-7.3");
}

// rule TM-7.3, D-2: a station the player cannot pay for is not offered.
#[test]
fn station_must_be_affordable() {
    let mut game = action_game(&[&[STATION200, FILLER]], &[10, 1]);
    game.state_mut().players[0].cash = 500;
    assert_refused(&mut game, take(0, 0), "TM-7.3");
    game.state_mut().players[0].cash = 600;
    assert!(offered_takes(&game).contains(&act(0, 0)));
}

// rule TM-7.3, D-18: six pyramids and no more.
#[test]
fn no_pyramid_left_no_station() {
    let mut game = action_game(&[&[STATION200, SWAP]], &[9, 1]);
    game.state_mut().players[0].pyramids = 0;
    game.state_mut().players[0].speed_tokens = 1;
    assert_refused(&mut game, take(0, 0), "D-18");
    assert_refused(&mut game, take(1, 0), "D-18");
}

// ----- TM-7.4 Station swap -----

// rule TM-7.4: Station swap pays with one unassigned speed token, even on a multi-stop station.
#[test]
fn station_swap_pays_with_a_speed_token() {
    let mut game = action_game(&[&[SWAP, FILLER]], &[10, 1]);
    let central = station(&game, "Central");
    game.state_mut().players[0].speed_tokens = 1;
    game.state_mut().speed_supply = 11;
    play(&mut game, take(0, 0));
    play(&mut game, Action::Station(central));
    // D-20: the only token pays for the swap, so it may not be assigned first
    assert_eq!(
        game.to_move(),
        Some(p(1)),
        "the action resolved: {:?}",
        game.legal_actions()
    );
    assert_eq!(cash(&game, 0), 2_000);
    assert_eq!(game.player(p(0)).speed_tokens, 0);
    assert_eq!(game.state().speed_supply, 12);
    assert_eq!(game.state().pyramids[central.0 as usize], Some(p(0)));
    assert!(!game.player(p(0)).bike);
    assert_eq!(game.state().bike_supply, 4);
}

// rule TM-7.4: or with the bike; with both the player chooses.
#[test]
fn station_swap_pays_with_the_bike_or_a_token() {
    let mut game = action_game(&[&[SWAP, FILLER]], &[10, 1]);
    let central = station(&game, "Central");
    game.state_mut().players[0].bike = true;
    game.state_mut().bike_supply = 3;
    play(&mut game, take(0, 0));
    play(&mut game, Action::Station(central));
    assert!(!game.player(p(0)).bike);
    assert_eq!(game.state().bike_supply, 4);

    let mut game = action_game(&[&[SWAP, FILLER]], &[10, 1]);
    game.state_mut().players[0].bike = true;
    game.state_mut().players[0].speed_tokens = 1;
    play(&mut game, take(0, 0));
    play(&mut game, Action::Station(central));
    assert_eq!(
        game.legal_actions(),
        [
            Action::PayWith(SwapPayment::SpeedToken),
            Action::PayWith(SwapPayment::Bike)
        ]
    );
    play(&mut game, Action::PayWith(SwapPayment::Bike));
    // the token is still free to assign (D-20), since the bike pays
    assert!(game.legal_actions().contains(&Action::Assign(R)));
    play(&mut game, Action::Done);
    assert_eq!(
        (game.player(p(0)).bike, game.player(p(0)).speed_tokens),
        (false, 1)
    );
}

// rule TM-7.4, D-18: no unassigned token and no bike, no swap; assigned tokens do not count.
#[test]
fn station_swap_needs_a_token_or_a_bike() {
    let mut game = action_game(&[&[SWAP, FILLER]], &[10, 1]);
    game.state_mut().lines[0].slots[0] = Slot::Speed;
    assert_refused(&mut game, take(0, 0), "D-18");
}

// ----- TM-7.5 Invest -----

// rule TM-7.5, TM-5.1, TM-1.7, TM-2.2: Invest pays its cost, raises the value by it, takes share #1 and puts the
// train on stop 1 facing stop 2.
#[test]
fn invest_takes_a_share_and_places_the_train() {
    let mut game = action_game(&[&[INVEST500, INVEST500]], &[0, 1]);
    play(&mut game, take(0, 0));
    let events = play(&mut game, Action::Line(B));
    assert_eq!(cash(&game, 0), 1_500);
    assert_eq!(game.line(B).value, 500);
    assert_eq!(game.line(B).holders[0], Some(p(0)));
    assert_eq!(
        game.line(B).vehicles[0],
        Some(Vehicle {
            stop: 0,
            forward: true
        })
    );
    assert!(!game.line(B).unowned_start);
    let first = game.map().line(B).first_stop();
    assert!(events.contains(&Event::VehiclePlaced {
        line: B,
        vehicle: 0,
        stop: first
    }));
    // share #2 costs ¥300 more, and all of it goes into the value
    play(&mut game, take(1, 0));
    play(&mut game, Action::Line(B));
    assert_eq!(cash(&game, 1), 2_000 - 800);
    assert_eq!(game.line(B).value, 500 + 800);
    assert_eq!(game.line(B).holders[..2], [Some(p(0)), Some(p(1))]);
}

// rule TM-7.5: not a line of which the player holds a share or on which they speculate, nor a line whose stock is
// gone (TM-11.7 stays unreachable).
#[test]
fn invest_targets_exclude_own_shares_speculations_and_sold_out_lines() {
    let mut game = action_game(&[&[INVEST500, FILLER]], &[0, 1]);
    let s = game.state_mut();
    s.lines[0].holders[0] = Some(p(0));
    s.lines[1].slots[0] = Slot::Speculation {
        player: p(0),
        stake: 100,
    };
    s.lines[2].holders[0] = Some(p(1));
    assert_refused(&mut game, take(0, 0), "TM-7.5");
    game.state_mut().lines[2].holders[0] = None;
    play(&mut game, take(0, 0));
    assert_eq!(lines_offered(&game), [G]);
    assert_refused(&mut game, Action::Line(R), "TM-7.5");
    assert_refused(&mut game, Action::Line(B), "TM-7.5");
}

// rule TM-7.5, TM-7.2: share extras are not discountable; the value rises by everything paid.
#[test]
fn share_extras_are_not_discounted() {
    let invest200 = (1, r#"{ kind = "invest", spaces = 1, cost = 200 }"#);
    let mut game = action_game(&[&[invest200, DISCOUNT300, FILLER]], &[0, 1, 2]);
    let s = game.state_mut();
    s.lines[0].holders = [Some(p(1)), Some(p(2)), None, None];
    s.lines[0].value = 1_000;
    s.lines[0].vehicles[0] = Some(Vehicle {
        stop: 2,
        forward: false,
    });
    play(&mut game, take(1, 0));
    play_all(&mut game, &[Action::Pass, Action::Pass]);
    play_all(&mut game, &[take(0, 0), Action::Line(R), Action::Lift(act(1, 0))]);
    // share #3: (200 − 300 → 0) + 600
    assert_eq!(cash(&game, 0), 2_000 - 600);
    assert_eq!(game.line(R).value, 1_600);
    assert_eq!(game.line(R).holders[2], Some(p(0)));
    // a train already on the map stays where it is
    assert_eq!(
        game.line(R).vehicles[0],
        Some(Vehicle {
            stop: 2,
            forward: false
        })
    );
}

// rule TM-7.5, D-2: a share the player cannot pay for is not offered.
#[test]
fn invest_must_be_affordable() {
    let mut game = action_game(&[&[INVEST500, FILLER]], &[0, 1]);
    game.state_mut().lines[0].holders[0] = Some(p(1));
    game.state_mut().players[0].cash = 700;
    play(&mut game, take(0, 0));
    // R's next share costs 500 + 300
    assert_eq!(lines_offered(&game), [B, G]);
}

// ----- TM-7.6 Start -----

// rule TM-7.6, TM-5.1: Start places a train that is off the map on stop 1 facing stop 2 and raises the value; free.
#[test]
fn start_places_a_train_and_raises_the_value() {
    let mut game = action_game(&[&[START400, START400]], &[0, 1]);
    game.state_mut().lines[0].vehicles[0] = Some(Vehicle {
        stop: 1,
        forward: true,
    });
    play(&mut game, take(0, 0));
    assert_eq!(lines_offered(&game), [B, G]);
    assert_refused(&mut game, Action::Line(R), "TM-7.6");
    play(&mut game, Action::Line(G));
    assert_eq!(cash(&game, 0), 2_000);
    assert_eq!(game.line(G).value, 400);
    assert_eq!(
        game.line(G).vehicles[0],
        Some(Vehicle {
            stop: 0,
            forward: true
        })
    );
    assert!(game.line(G).unowned_start);
    game.state_mut().lines[1].vehicles[0] = Some(Vehicle {
        stop: 0,
        forward: true,
    });
    // D-18: every train on the map, no Start
    assert_refused(&mut game, take(1, 0), "D-18");
}

// ----- TM-7.7 Discount, D-21 -----

// rule TM-7.7, D-21, TM-7.2: discounts from several Discount actions add up; lifting makes them available again.
#[test]
fn discounts_from_several_actions_add_up() {
    let mut game = action_game(&[&[DISCOUNT100, DISCOUNT200], &[INVEST500, FILLER]], &[0, 1]);
    play_all(
        &mut game,
        &[take(0, 0), Action::Pass, take(1, 0), take(2, 0), Action::Line(R)],
    );
    assert_eq!(resolving_stage(&game), Some(Stage::Discounts));
    assert_eq!(
        game.legal_actions(),
        [Action::Lift(act(0, 0)), Action::Lift(act(1, 0)), Action::Done]
    );
    let events = play(&mut game, Action::Lift(act(0, 0)));
    assert!(events.contains(&Event::DiscountLifted {
        player: p(0),
        from: act(0, 0),
        amount: 100
    }));
    play(&mut game, Action::Lift(act(1, 0)));
    assert_eq!(cash(&game, 0), 2_000 - 200);
    assert_eq!(game.line(R).value, 200, "the value rises by what was paid");
    // both Discount actions are free again; the lifted discs stay off the player's hand this phase
    assert_eq!(game.state().occupants[0], 0);
    assert_eq!(game.state().occupants[2], 0);
    assert_eq!(game.player(p(0)).discs_in_hand, 0);
    let p1_offered = offered_takes(&game);
    assert!(game.player(p(1)).passed || p1_offered.contains(&act(0, 0)));
}

// rule D-21, TM-7.7: a lifted Discount action may be taken again in the same round.
#[test]
fn a_lifted_discount_is_available_again() {
    let mut game = action_game(&[&[DISCOUNT100, INVEST500]], &[0, 1]);
    play_all(&mut game, &[take(0, 0), Action::Pass]);
    assert!(!offered_takes(&game).contains(&act(0, 0)));
    play_all(&mut game, &[take(1, 0), Action::Line(B), Action::Lift(act(0, 0))]);
    assert_eq!(cash(&game, 0), 1_600);
    assert_eq!(game.line(B).value, 400);
    assert_eq!(game.to_move(), Some(p(0)), "P1 has passed");
    assert!(offered_takes(&game).contains(&act(0, 0)));
    play(&mut game, take(0, 0));
    assert_eq!(game.player(p(0)).discs_in_hand, 0);
}

// rule TM-7.2, D-21: a discount beyond the cost is lost; the cost never goes below ¥0.
#[test]
fn a_discount_beyond_the_cost_is_lost() {
    let mut game = action_game(&[&[DISCOUNT300, STATION200], &[STATION200, FILLER]], &[9, 38]);
    let west = station(&game, "West");
    let central = station(&game, "Central");
    play_all(
        &mut game,
        &[
            take(0, 0),
            Action::Pass,
            take(1, 0),
            Action::Station(west),
            Action::Lift(act(0, 0)),
        ],
    );
    assert_eq!(cash(&game, 0), 2_000, "200 − 300 is ¥0, not a gain");
    assert_eq!(game.state().occupants[0], 0);
    // the 100 left over is gone: the next Station pays in full
    play_all(&mut game, &[take(2, 0), Action::Station(central)]);
    assert_eq!(cash(&game, 0), 2_000 - 600);
}

// rule D-21, D-2: an action is affordable with the discounts the player could lift, and then they must lift.
#[test]
fn discounts_make_an_action_affordable() {
    let mut game = action_game(&[&[DISCOUNT200, INVEST500]], &[0, 1]);
    game.state_mut().players[0].cash = 300;
    assert!(
        !offered_takes(&game).contains(&act(1, 0)),
        "¥500 is beyond ¥300 without a discount"
    );
    play_all(&mut game, &[take(0, 0), Action::Pass]);
    assert!(offered_takes(&game).contains(&act(1, 0)));
    play_all(&mut game, &[take(1, 0), Action::Line(R)]);
    assert_eq!(game.legal_actions(), [Action::Lift(act(0, 0))]);
    assert_refused(&mut game, Action::Done, "D-2");
    play(&mut game, Action::Lift(act(0, 0)));
    assert_eq!(cash(&game, 0), 0);
}

// rule D-21, TM-7.7: lifting is optional, and only onto an action with a printed yen cost.
#[test]
fn discounts_stay_unless_lifted_onto_a_yen_cost() {
    let mut game = action_game(&[&[DISCOUNT100, INVEST500], &[BIKE, FILLER]], &[0, 1]);
    play_all(&mut game, &[take(0, 0), Action::Pass, take(2, 0)]);
    assert!(game.player(p(0)).bike);
    assert_ne!(
        game.state().occupants[0],
        0,
        "Bike has no yen cost: the discount stays"
    );
    play_all(&mut game, &[take(1, 0), Action::Line(R), Action::Done]);
    assert_eq!(cash(&game, 0), 1_500);
    assert_ne!(game.state().occupants[0], 0);
}

// rule D-21: each player lifts only their own discs.
#[test]
fn only_your_own_discount_can_be_lifted() {
    let mut game = action_game(&[&[DISCOUNT100, INVEST500]], &[0, 1]);
    play_all(&mut game, &[take(0, 0), take(1, 0), Action::Line(R)]);
    assert_eq!(cash(&game, 1), 1_500, "P1 has no discount of their own");
    assert_ne!(game.state().occupants[0], 0);
}

// ----- TM-7.9 Loan and Repay -----

// rule TM-7.9: a loan gives ¥1,000 and a token from the supply; none left, no loan.
#[test]
fn loan_takes_a_token_and_yen() {
    let mut game = action_game(&[&[LOAN_REPAY, FILLER]], &[0, 1]);
    let events = play(&mut game, take(0, 0));
    assert!(events.contains(&Event::Loan {
        player: p(0),
        taken: true
    }));
    assert_eq!(
        (cash(&game, 0), game.player(p(0)).loans, game.state().loan_supply),
        (3_000, 1, 7)
    );
    let mut game = action_game(&[&[LOAN_REPAY, FILLER]], &[0, 1]);
    game.state_mut().loan_supply = 0;
    assert_refused(&mut game, take(0, 0), "TM-7.9");
}

// rule TM-7.9, D-18: Repay without a loan has no effect: not offered and refused.
#[test]
fn repay_without_a_loan_is_refused() {
    let mut game = action_game(&[&[LOAN_REPAY, FILLER]], &[0, 1]);
    assert!(!offered_takes(&game).contains(&act(0, 1)));
    assert_refused(&mut game, take(0, 1), "D-18");
}

// rule TM-7.9, D-2: Repay pays ¥1,000 back, never discounted, and needs the cash.
#[test]
fn repay_returns_the_token_at_full_price() {
    let mut game = action_game(&[&[LOAN_REPAY, DISCOUNT300]], &[0, 1]);
    game.state_mut().players[0].loans = 1;
    game.state_mut().loan_supply = 7;
    play_all(&mut game, &[take(1, 0), Action::Pass, take(0, 1)]);
    assert_eq!(
        (cash(&game, 0), game.player(p(0)).loans, game.state().loan_supply),
        (1_000, 0, 8)
    );
    assert_ne!(game.state().occupants[2], 0, "the discount was not used");
    let mut game = action_game(&[&[LOAN_REPAY, FILLER]], &[0, 1]);
    game.state_mut().players[0].loans = 1;
    game.state_mut().players[0].cash = 900;
    assert_refused(&mut game, take(0, 1), "D-2");
}

// ----- TM-7.10 Speculate -----

// rule TM-7.10, TM-5.2: stake at least the low number beside the value, from the player's cash, on an empty slot.
#[test]
fn speculate_stakes_at_least_the_low_number() {
    let mut game = action_game(&[&[SPECULATE, SPECULATE], &[SPECULATE, FILLER]], &[0, 1]);
    game.state_mut().lines[0].value = 2_900;
    play(&mut game, take(0, 0));
    assert_eq!(lines_offered(&game), [R], "only lines with a value");
    assert_refused(&mut game, Action::Line(B), "TM-7.10");
    play(&mut game, Action::Line(R));
    let stakes = targets(&game, |a| if let Action::Stake(y) = a { Some(y) } else { None });
    assert_eq!(stakes, (9..=20).map(|k| k * 100).collect::<Vec<_>>());
    assert_refused(&mut game, Action::Stake(800), "TM-7.10");
    let events = play(&mut game, Action::Stake(1_000));
    assert!(events.contains(&Event::Speculated {
        player: p(0),
        line: R,
        stake: 1_000
    }));
    assert_eq!(cash(&game, 0), 1_000);
    assert_eq!(game.player(p(0)).speculation_discs, 1);
    assert_eq!(
        game.line(R).slots[0],
        Slot::Speculation {
            player: p(0),
            stake: 1_000
        }
    );
    // P1 takes the second slot; then R is full
    play_all(&mut game, &[take(1, 0), Action::Line(R), Action::Stake(900)]);
    game.state_mut().lines[1].value = 100;
    play(&mut game, take(2, 0));
    assert_eq!(lines_offered(&game), [B]);
}

// rule TM-7.10: the same line twice with two actions; two speculations per game; not where you hold a share.
#[test]
fn two_speculations_per_player() {
    let mut game = action_game(&[&[SPECULATE, SPECULATE], &[SPECULATE, FILLER]], &[0, 1]);
    game.state_mut().lines[0].value = 300;
    game.state_mut().lines[1].value = 300;
    game.state_mut().lines[1].holders[0] = Some(p(0));
    play_all(&mut game, &[take(0, 0)]);
    assert_eq!(lines_offered(&game), [R], "not on B, where P0 holds a share");
    play_all(
        &mut game,
        &[
            Action::Line(R),
            Action::Stake(100),
            Action::Pass,
            take(1, 0),
            Action::Line(R),
        ],
    );
    play(&mut game, Action::Stake(200));
    assert_eq!(
        game.line(R).slots[..2],
        [
            Slot::Speculation {
                player: p(0),
                stake: 100
            },
            Slot::Speculation {
                player: p(0),
                stake: 200
            }
        ]
    );
    game.state_mut().lines[0].slots[1] = Slot::Empty;
    assert_refused(&mut game, take(2, 0), "TM-7.10");
}

// rule D-19: the stake is at least ¥100 even where the low number is ¥0.
#[test]
fn the_smallest_stake_is_one_hundred() {
    let mut game = action_game(&[&[SPECULATE, FILLER]], &[0, 1]);
    game.state_mut().lines[2].value = 200;
    play_all(&mut game, &[take(0, 0), Action::Line(G)]);
    assert_eq!(game.map().revenue().low(200), 0);
    assert!(!game.legal_actions().contains(&Action::Stake(0)));
    assert_eq!(game.legal_actions()[0], Action::Stake(100));
    assert_refused(&mut game, Action::Stake(0), "TM-7.10");
}

// ----- TM-7.11 Speed, D-20 -----

// rule TM-7.11, D-18: Speed takes n tokens, fewer if fewer remain; none left, no Speed.
#[test]
fn speed_takes_tokens_from_the_supply() {
    let mut game = action_game(&[&[SPEED2, SPEED2]], &[0, 1]);
    play(&mut game, take(0, 0));
    assert_eq!(
        (game.player(p(0)).speed_tokens, game.state().speed_supply),
        (2, 10)
    );
    game.state_mut().speed_supply = 1;
    play(&mut game, take(1, 0));
    assert_eq!(
        (game.player(p(1)).speed_tokens, game.state().speed_supply),
        (1, 0)
    );
    let mut game = action_game(&[&[SPEED2, FILLER]], &[0, 1]);
    game.state_mut().speed_supply = 0;
    assert_refused(&mut game, take(0, 0), "D-18");
}

// rule TM-7.11, D-20: tokens are assigned when taking a later action, to lines with an empty slot (trains off the
// map too), and stay there.
#[test]
fn speed_tokens_are_assigned_before_a_later_action() {
    let mut game = action_game(&[&[SPEED2, BIKE]], &[0, 1]);
    play_all(&mut game, &[take(0, 0), Action::Pass]);
    play(&mut game, take(1, 0));
    assert_eq!(resolving_stage(&game), Some(Stage::Speed));
    assert_eq!(
        game.legal_actions(),
        [
            Action::Assign(R),
            Action::Assign(B),
            Action::Assign(G),
            Action::Done
        ]
    );
    let events = play(&mut game, Action::Assign(G));
    assert!(events.contains(&Event::SpeedAssigned {
        player: p(0),
        line: G
    }));
    assert!(!game.line(G).on_map());
    assert_eq!(game.line(G).slots[0], Slot::Speed);
    // G's only slot is full now
    assert_eq!(
        game.legal_actions(),
        [Action::Assign(R), Action::Assign(B), Action::Done]
    );
    play(&mut game, Action::Done);
    assert!(game.player(p(0)).bike, "the action resolves after the assignment");
    assert_eq!(game.player(p(0)).speed_tokens, 1);
    assert_eq!(game.line(G).speed_tokens(), 1);
}

// rule D-20, TM-7.11: never when passing.
#[test]
fn no_speed_assignment_when_passing() {
    let mut game = action_game(&[&[BIKE, FILLER]], &[0, 1]);
    game.state_mut().players[0].speed_tokens = 2;
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Assign(_)))
    );
    assert_refused(&mut game, Action::Assign(R), "TM-6");
    play(&mut game, Action::Pass);
    assert_eq!(game.player(p(0)).speed_tokens, 2);
    assert!(game.state().lines.iter().all(|l| l.speed_tokens() == 0));
}

// rule D-20, TM-7.10: an assignment that would take the speculation's last free slot is not offered.
#[test]
fn speed_assignment_keeps_a_speculation_possible() {
    let mut game = action_game(&[&[SPECULATE, FILLER]], &[0, 1]);
    game.state_mut().lines[1].value = 500;
    game.state_mut().players[0].speed_tokens = 1;
    play_all(&mut game, &[take(0, 0), Action::Line(B), Action::Stake(200)]);
    assert_eq!(
        game.legal_actions(),
        [Action::Assign(R), Action::Assign(G), Action::Done]
    );
    assert_refused(&mut game, Action::Assign(B), "TM-7.11");
    play(&mut game, Action::Done);
    assert_eq!(
        game.line(B).slots[0],
        Slot::Speculation {
            player: p(0),
            stake: 200
        }
    );
}

// rule D-20, TM-7.4: the last unassigned token cannot be assigned when it pays for a Station swap.
#[test]
fn speed_assignment_keeps_a_station_swap_possible() {
    let mut game = action_game(&[&[SWAP, FILLER]], &[10, 1]);
    let central = station(&game, "Central");
    game.state_mut().players[0].speed_tokens = 2;
    game.state_mut().speed_supply = 10;
    play_all(&mut game, &[take(0, 0), Action::Station(central)]);
    // two tokens: one may be assigned, one pays
    play(&mut game, Action::Assign(R));
    assert_eq!(resolving_stage(&game), None, "no second assignment is possible");
    assert_eq!(game.player(p(0)).speed_tokens, 0);
    assert_eq!(game.state().speed_supply, 11, "the paying token goes back");
    assert_eq!(game.line(R).speed_tokens(), 1);
    assert_eq!(game.state().pyramids[central.0 as usize], Some(p(0)));
    assert!(!game.player(p(0)).bike);
}

// ----- TM-7.12 Action -----

// rule TM-7.12: Action pays its cost and gives a disc from the general supply, usable at once.
#[test]
fn action_gains_a_disc_usable_at_once() {
    let mut game = action_game(&[&[ACTION300, FILLER]], &[0, 1]);
    let events = play(&mut game, take(0, 0));
    assert!(events.contains(&Event::Disc {
        player: p(0),
        gained: true
    }));
    let pl = game.player(p(0));
    assert_eq!(
        (pl.cash, pl.discs_in_hand, pl.discs_owned, pl.discs_in_supply),
        (1_700, 3, 4, 2)
    );
}

// rule TM-7.12, D-18: at most 6 discs; none left in the supply, no Action.
#[test]
fn action_is_limited_to_six_discs() {
    let mut game = action_game(&[&[ACTION300, FILLER]], &[0, 1]);
    game.state_mut().players[0].discs_owned = 6;
    game.state_mut().players[0].discs_in_supply = 0;
    assert_refused(&mut game, take(0, 0), "TM-7.12");
    game.state_mut().players[0].discs_owned = 5;
    assert_refused(&mut game, take(0, 0), "D-18");
    game.state_mut().players[0].discs_in_supply = 1;
    game.state_mut().players[0].cash = 200;
    assert_refused(&mut game, take(0, 0), "D-2");
}

// ----- TM-7.13 Bike -----

// rule TM-7.13, D-18: a bike from the supply, one per player.
#[test]
fn bike_is_one_per_player() {
    let mut game = action_game(&[&[BIKE, BIKE]], &[0, 1]);
    play_all(&mut game, &[take(0, 0), Action::Pass]);
    assert!(game.player(p(0)).bike);
    assert_eq!(game.state().bike_supply, 3);
    assert_refused(&mut game, take(1, 0), "TM-7.13");
    let mut game = action_game(&[&[BIKE, FILLER]], &[0, 1]);
    game.state_mut().bike_supply = 0;
    assert_refused(&mut game, take(0, 0), "D-18");
}

// ----- TM-7.14 Card -----

/// Round 2 of a two-player game whose discard pile 0 holds the Bike card (id 0) and whose face-up cards include
/// Card (cost 200, id 1).
fn card_game() -> Game {
    let column = [
        BIKE,
        (2, r#"{ kind = "card", spaces = 1, cost = 200 }"#),
        (3, r#"{ kind = "bid", spaces = 1, bonus = 300 }"#),
    ];
    let mut game = new_game(2, &[&column], 4);
    // round 1: the discard piles are empty, so Card has no effect (D-18)
    to_actions(&mut game, &[0, 1]);
    assert_refused(&mut game, take(1, 0), "D-18");
    drive_until(&mut game, |g| {
        g.round() == 2 && matches!(g.state().pending, Pending::Turn { .. })
    });
    set_order(&mut game, &[0, 1]);
    assert_eq!(game.state().columns[0].discard, [CardId(0)]);
    game
}

// rule TM-7.14: Card pays its cost and takes the top card of a discard pile; only its owner may use it.
#[test]
fn card_takes_a_discarded_card_for_its_owner_only() {
    let mut game = card_game();
    let before = cash(&game, 0);
    assert!(
        !offered_takes(&game).contains(&act(0, 0)),
        "a discarded card is not in play"
    );
    play(&mut game, take(1, 0));
    assert_eq!(game.legal_actions(), [Action::Column(0)]);
    let events = play(&mut game, Action::Column(0));
    assert!(events.contains(&Event::CardTaken {
        player: p(0),
        card: CardId(0)
    }));
    assert_eq!(cash(&game, 0), before - 200);
    assert_eq!(game.player(p(0)).personal_cards, [CardId(0)]);
    assert!(game.state().columns[0].discard.is_empty());
    // P1 may not use it
    assert_eq!(game.to_move(), Some(p(1)));
    assert!(!offered_takes(&game).contains(&act(0, 0)));
    assert_refused(&mut game, take(0, 0), "TM-7.14");
    play(&mut game, Action::Pass);
    // its owner uses it with the usual discs
    play(&mut game, take(0, 0));
    assert!(game.player(p(0)).bike);
    assert_eq!(game.player(p(0)).discs_in_hand, 1);
}

// rule D-21, TM-7.7: all discs of one Discount action lift together, for its printed amount once.
#[test]
fn a_two_space_discount_lifts_as_one() {
    let discount2 = (1, r#"{ kind = "discount", spaces = 2, amount = 200 }"#);
    let mut game = action_game(&[&[discount2, INVEST500]], &[0, 1]);
    play_all(&mut game, &[take(0, 0), Action::Pass]);
    assert_eq!(game.player(p(0)).discs_in_hand, 1);
    play_all(&mut game, &[take(1, 0), Action::Line(R)]);
    assert_eq!(game.legal_actions(), [Action::Lift(act(0, 0)), Action::Done]);
    play(&mut game, Action::Lift(act(0, 0)));
    assert_eq!(cash(&game, 0), 1_700);
    assert_eq!(game.state().occupants[0], 0);
    // the lifted discs stay on the new action until the end of the phase (TM-6.6.5)
    assert_eq!(game.player(p(0)).discs_in_hand, 0);
    assert_eq!(game.legal_actions(), [Action::Pass]);
}

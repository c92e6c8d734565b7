//! Rule tests for the components, lines, setup and revenue track: TM-1, TM-2, TM-3, TM-5, D-1, D-13.

mod common;

use common::*;
use metro_core::{KindCatalogue, RevenueTrack};
use metro_engine::state::{BIKE_TOKENS, LOAN_TOKENS, SPEED_TOKENS, Slot};
use metro_engine::{Action, CardId, Game, Meeple, Phase, RuleOptions, Setup, SetupError};

/// One column of nine Bid cards with bonuses ¥100 … ¥900; card k (id k) has `dots[k]` dots.
fn nine(dots: [u8; 9]) -> Vec<(u8, String)> {
    (0..9)
        .map(|k| {
            (
                dots[k],
                format!(r#"{{ kind = "bid", spaces = 1, bonus = {} }}"#, (k + 1) * 100),
            )
        })
        .collect()
}

fn columns_of(cards: &[(u8, String)]) -> Vec<(u8, &str)> {
    cards.iter().map(|(d, s)| (*d, s.as_str())).collect()
}

// rule TM-1.6: 1–5 players, no more and no fewer.
#[test]
fn a_game_has_one_to_five_players() {
    let cards = nine([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    let column = columns_of(&cards);
    for players in [0, 6] {
        let setup = Setup {
            map: tiny_map(),
            cards: card_set(&[&column]),
            players,
            options: RuleOptions::default(),
            modules: Vec::new(),
        };
        assert_eq!(Game::new(setup, 0).unwrap_err(), SetupError::Players(players));
    }
    for players in 1..=5 {
        let game = new_game(players, &[&column], 0);
        assert_eq!(game.player_count(), players);
    }
}

// rule TM-1.6, TM-3.5: each player has ¥2,000, 6 pyramids, a meeple, 3 action discs, 2 speculation discs,
// and 3 discs in the general supply (9 discs with the turn-order disc).
#[test]
fn every_player_starts_with_the_printed_pieces() {
    let game = new_game(3, &[&[FILLER, FILLER, FILLER]], 4);
    for seat in 0..3 {
        let pl = game.player(p(seat));
        assert_eq!(pl.cash, 2_000);
        assert_eq!(pl.pyramids, 6);
        assert_eq!(pl.meeple, Meeple::Off);
        assert_eq!((pl.discs_in_hand, pl.discs_owned, pl.discs_in_supply), (3, 3, 3));
        assert_eq!(pl.speculation_discs, 2);
        assert_eq!(
            (pl.loans, pl.speed_tokens, pl.bike, pl.bid_bonus),
            (0, 0, false, 0)
        );
        assert!(pl.personal_cards.is_empty());
    }
}

// rule TM-1.4, D-1: the token supply is limited as printed: 12 speed tokens, 8 loans, 4 bikes.
#[test]
fn the_supply_holds_the_printed_tokens() {
    let game = new_game(2, &[&[FILLER, FILLER]], 0);
    assert_eq!((SPEED_TOKENS, LOAN_TOKENS, BIKE_TOKENS), (12, 8, 4));
    let s = game.state();
    assert_eq!((s.speed_supply, s.loan_supply, s.bike_supply), (12, 8, 4));
}

// rule TM-1.5, D-1: the bank is unlimited: a rich player still receives a loan and the pass money.
#[test]
fn the_bank_never_runs_out() {
    let mut game = action_game(&[&[(1, r#"{ kind = "loan", spaces = 1 }"#), FILLER]], &[0, 1]);
    game.state_mut().players[0].cash = 50_000_000;
    play(&mut game, take(0, 0));
    assert_eq!(game.player(p(0)).cash, 50_001_000);
    play(&mut game, Action::Pass);
    play(&mut game, Action::Pass);
    assert_eq!(game.player(p(0)).cash, 50_001_200);
}

// rule TM-1.1, TM-1.2, TM-1.7, TM-2.2, TM-3.2: the grid, lines with numbered stops, stations of 1–3 stops, a value
// at ¥0 and empty disc slots per line, and one train per line, off the map at the start.
#[test]
fn the_board_starts_empty() {
    let game = new_game(2, &[&[FILLER, FILLER]], 0);
    let map = game.map();
    assert_eq!((map.columns(), map.rows(), map.space_count()), (8, 5, 40));
    assert_eq!(map.lines().len(), 3);
    let central = station(&game, "Central");
    assert_eq!(map.station(central).stops.len(), 3);
    assert!(map.stations().iter().all(|s| (1..=3).contains(&s.stops.len())));
    for (i, line) in map.lines().iter().enumerate() {
        // TM-2.2: stop "1" is the first of the line, numbered along it.
        let first = map.stop(line.first_stop());
        assert_eq!((first.number(), first.index), (1, 0));
        assert_eq!(map.stop(line.last_stop()).number(), line.stops.len());
        let state = &game.state().lines[i];
        assert_eq!(state.value, 0);
        assert!(!state.on_map());
        assert_eq!(state.shares_taken(), 0);
        assert!(state.slots.iter().all(|s| *s == Slot::Empty));
    }
    assert_eq!(map.line(R).slots, 2);
    assert_eq!(map.line(B).slots, 1);
    assert!(game.state().pyramids.iter().all(Option::is_none));
}

// rule TM-2.1: the lines keep the map's revenue-track order (here R, B, G).
#[test]
fn lines_keep_the_track_order_of_the_map() {
    let game = new_game(2, &[&[FILLER, FILLER]], 0);
    let letters: Vec<&str> = game.map().lines().iter().map(|l| l.letter.as_str()).collect();
    assert_eq!(letters, ["R", "B", "G"]);
    assert_eq!(game.map().line_by_letter("B"), Some(B));
}

// rule TM-1.3, TM-2.3, TM-3.3: the Tokyo card set has 54 cards in 6 colour sets (columns) of 9, each with its
// colour pair and 3 cards of each dot count.
#[test]
fn the_tokyo_card_set_has_six_colour_sets_of_nine() {
    let set = metro_data::load_card_set("tokyo", metro_tokyo::CARDS_TOML, &KindCatalogue::builtin()).unwrap();
    assert_eq!(set.card_count(), 54);
    assert_eq!(set.columns().len(), 6);
    for column in set.columns() {
        assert_eq!(column.cards.len(), 9);
        assert_eq!(column.colours.len(), 2, "{}: a colour pair", column.name);
        for dots in 1..=3 {
            assert_eq!(column.cards.iter().filter(|c| c.dots == dots).count(), 3);
        }
        // TM-4.1: one or two actions per card.
        assert!(column.cards.iter().all(|c| (1..=2).contains(&c.actions.len())));
    }
}

// rule TM-3.3, TM-3.4: the deck is built with the 3-dot cards at the bottom, 2-dot in the middle and 1-dot on
// top, each group shuffled on its own; the face-up cards are drawn from the top.
#[test]
fn the_deck_is_built_oldest_at_the_bottom() {
    let cards = nine([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    let column = columns_of(&cards);
    let dots_of = |c: &CardId| 1 + c.0 / 3;
    let mut orders = std::collections::HashSet::new();
    for seed in 0..20 {
        let game = new_game(2, &[&column], seed);
        let col = &game.state().columns[0];
        // deck bottom first: 3,3,3,2,2,2,1 (two 1-dot cards were dealt)
        let deck_dots: Vec<u8> = col.deck.iter().map(dots_of).collect();
        assert_eq!(deck_dots, [3, 3, 3, 2, 2, 2, 1]);
        assert!(col.rows.iter().flatten().all(|c| dots_of(c) == 1));
        assert!(col.discard.is_empty());
        orders.insert(col.deck.clone());
    }
    // each dot group is shuffled (seeded, D-13): 20 seeds give more than one order
    assert!(orders.len() > 1);
}

// rule TM-3.4: as many cards per column as players, the first card drawn in the bottom row; the solo game deals 2.
#[test]
fn the_columns_are_dealt_from_the_bottom_row_up() {
    // one card of each age: the deck is 3-dot (bottom), 2-dot, 1-dot (top), with no randomness
    let column = [
        FILLER,
        (2, r#"{ kind = "bid", spaces = 1, bonus = 200 }"#),
        (3, r#"{ kind = "loan", spaces = 1 }"#),
    ];
    let game = new_game(2, &[&column, &column], 9);
    for (ci, col) in game.state().columns.iter().enumerate() {
        let base = ci as u8 * 3;
        assert_eq!(
            col.rows,
            vec![Some(CardId(base)), Some(CardId(base + 1))],
            "first drawn = bottom row"
        );
        assert_eq!(col.deck, vec![CardId(base + 2)]);
    }
    let solo = new_game(1, &[&column], 9);
    assert_eq!(solo.state().columns[0].rows.len(), 2);
    assert_eq!(solo.rules().dealt(), 2);
    let three = new_game(3, &[&column], 9);
    assert_eq!(three.state().columns[0].rows.len(), 3);
    assert!(three.state().columns[0].deck.is_empty());
}

// rule TM-3.1: share #1 is taken first, then #2, then #3 (only the top of a stack can be bought).
#[test]
fn stock_stacks_are_taken_from_the_top() {
    let invest = (1, r#"{ kind = "invest", spaces = 1, cost = 100 }"#);
    let mut game = action_game(&[&[invest, invest, invest]], &[0, 1, 6]);
    for seat in 0..3u8 {
        play(&mut game, take(seat, 0));
        let events = play(&mut game, Action::Line(R));
        assert!(events.contains(&metro_engine::Event::ShareTaken {
            player: p(seat),
            line: R,
            number: seat + 1
        }));
    }
    assert_eq!(game.line(R).holders[..3], [Some(p(0)), Some(p(1)), Some(p(2))]);
}

// rule TM-3.6, TM-6.4.4, D-13: round-1 ties are broken at random by the seeded generator: the same seed gives
// the same order, and different seeds give different orders.
#[test]
fn round_one_ties_are_random_but_reproducible() {
    let mut seen = std::collections::HashSet::new();
    for seed in 0..16 {
        let mut a = new_game(3, &[&[FILLER, FILLER, FILLER]], seed);
        let mut b = new_game(3, &[&[FILLER, FILLER, FILLER]], seed);
        bid_all(&mut a, &[]);
        bid_all(&mut b, &[]);
        assert_eq!(a.turn_order(), b.turn_order());
        assert_eq!(a.state(), b.state());
        seen.insert(a.turn_order().to_vec());
    }
    assert!(
        seen.len() > 2,
        "random tie-breaks should give several orders: {seen:?}"
    );
}

// rule TM-3.6: outside ties, round 1's turn order follows the bids.
#[test]
fn round_one_order_follows_the_bids() {
    let mut game = new_game(3, &[&[FILLER, FILLER, FILLER]], 2);
    assert_eq!(game.phase(), Phase::TurnOrder);
    bid_all(&mut game, &[100, 300, 200]);
    assert_eq!(game.turn_order(), [p(1), p(2), p(0)]);
}

// rule TM-5.2: the track runs from ¥0 to ¥6,000 in ¥100 steps with high + low = value; the rulebook's examples.
#[test]
fn the_revenue_track_splits_every_value() {
    let game = new_game(2, &[&[FILLER, FILLER]], 0);
    let track = game.map().revenue();
    assert_eq!(track.pairs().len(), 61);
    for (step, &(high, low)) in track.pairs().iter().enumerate() {
        assert_eq!(high + low, step as i32 * 100);
        assert!(low <= high);
    }
    assert_eq!(track.high_low(2_900), (2_000, 900));
    assert_eq!(track.high_low(1_400), (1_000, 400));
    assert_eq!(track.pairs(), RevenueTrack::standard().pairs());
}

// rule TM-5.3, TM-5.4: above ¥6,000 the marker flips and the numbers add up; values below ¥0 count as ¥0.
#[test]
fn values_above_six_thousand_wrap() {
    let track = RevenueTrack::standard();
    let (top_high, top_low) = track.high_low(6_000);
    assert_eq!((top_high, top_low), (4_000, 2_000));
    assert_eq!(track.high_low(8_900), (top_high + 2_000, top_low + 900));
    assert_eq!(
        track.high_low(12_000 + 1_400),
        (2 * top_high + 1_000, 2 * top_low + 400)
    );
    assert_eq!(track.high_low(-500), (0, 0));
}

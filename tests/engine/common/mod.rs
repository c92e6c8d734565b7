//! Shared helpers for the rule tests: a tiny hand-made map, card sets written as TOML strings, and drivers that
//! bring a game to a given decision.
#![allow(dead_code)]

use std::sync::Arc;

use metro_core::{LineId, Map, SpaceId};
use metro_engine::state::{Pending, State};
use metro_engine::{Action, ActionRef, CardId, Event, Game, Phase, PlayerId, RuleOptions, Setup};
#[allow(unused_imports)]
pub use metro_tests::fixture::{
    cards_from_columns as card_set, play, play_all, play_passively as drive_to_end,
    play_passively_until as drive_until, station,
};

/// An 8 × 5 grid (space id = row · 8 + column) with three lines, in revenue-track order R, B, G:
///
/// * R (3 shares, extras 0/300/600, 2 slots): West [1,1] – Central [3,1] – East [5,1] – Far [7,1]
/// * B (2 shares, extras 0/300, 1 slot): North [3,0] – Central [3,2] – South [3,4]
/// * G (1 share, 1 slot): Central [2,2] – Depot [1,4]
///
/// Central is a station of three stops (R2, B2, G1). Stops sit on space corners and touch up to 4 spaces:
/// West touches spaces 0, 1, 8, 9; Central touches 2, 3, 9, 10, 11, 17, 18, 19; East 4, 5, 12, 13;
/// space 38 touches no stop.
pub const TINY_MAP: &str = r##"name = "Tiny"
columns = 8
rows = 5
start_trains_leave = true

[[lines]]
letter = "R"
name = "Red"
colour = "#D7263D"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 1], station = "West" },
  { at = [3, 1], station = "Central" },
  { at = [5, 1], station = "East" },
  { at = [7, 1], station = "Far" },
]

[[lines]]
letter = "B"
name = "Blue"
colour = "#1B98E0"
shares = 2
extras = [0, 300]
slots = 1
stops = [
  { at = [3, 0], station = "North" },
  { at = [3, 2], station = "Central" },
  { at = [3, 4], station = "South" },
]

[[lines]]
letter = "G"
name = "Green"
colour = "#00BB85"
shares = 1
extras = [0]
slots = 1
stops = [
  { at = [2, 2], station = "Central" },
  { at = [1, 4], station = "Depot" },
]
"##;

/// Line R.
pub const R: LineId = LineId(0);
/// Line B.
pub const B: LineId = LineId(1);
/// Line G.
pub const G: LineId = LineId(2);
/// A space touching no stop.
pub const NOWHERE: SpaceId = SpaceId(38);

/// The player in seat `i`.
pub fn p(i: u8) -> PlayerId {
    PlayerId(i)
}

/// The tiny map.
pub fn tiny_map() -> Arc<Map> {
    Arc::new(metro_data::load_map("tiny.toml", TINY_MAP).expect("the tiny map loads"))
}

/// A game on the tiny map.
pub fn new_game(players: usize, columns: &[&[(u8, &str)]], seed: u64) -> Game {
    let setup = Setup {
        map: tiny_map(),
        cards: card_set(columns),
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    };
    Game::new(setup, seed).expect("valid setup")
}

/// The action `action` (0 or 1) of card `card`.
pub fn act(card: u8, action: u8) -> ActionRef {
    ActionRef {
        card: CardId(card),
        action,
    }
}

/// Taking that action.
pub fn take(card: u8, action: u8) -> Action {
    Action::Take(act(card, action))
}

/// Checks that `action` is not in the legal list, is refused naming `rule`, and leaves the state unchanged.
#[track_caller]
pub fn assert_refused(game: &mut Game, action: Action, rule: &str) {
    assert!(
        !game.legal_actions().contains(&action),
        "{action} should not be offered"
    );
    let before: State = game.state().clone();
    let err = game.apply(action).expect_err("the action must be refused");
    assert_eq!(err.rule, rule, "{action} refused for the wrong rule: {err}");
    assert_eq!(game.state(), &before, "a refused action changed the state");
}

/// Every player bids ¥0 (or their bid from `bids`, by seat) until the turn-order phase is over.
pub fn bid_all(game: &mut Game, bids: &[i32]) {
    while let Pending::Bid { seat } = game.state().pending {
        let bid = bids.get(seat as usize).copied().unwrap_or(0);
        play(game, Action::Bid(bid));
    }
}

/// Round 1: all bid ¥0, each seat places its meeple on `spaces[seat]`; then the action phase starts. The turn
/// order is set to seat order (0 first) so that tests know who plays.
pub fn to_actions(game: &mut Game, spaces: &[u16]) {
    bid_all(game, &[]);
    while game.phase() == Phase::Movement {
        let who = game.to_move().expect("someone places");
        play(game, Action::Place(SpaceId(spaces[who.0 as usize])));
    }
    assert_eq!(game.phase(), Phase::Actions);
    set_order(game, &(0..game.player_count() as u8).collect::<Vec<_>>());
}

/// Sets the turn order (seats, first player first) and gives the first of them the turn.
pub fn set_order(game: &mut Game, seats: &[u8]) {
    let state = game.state_mut();
    state.order = seats.iter().map(|&s| PlayerId(s)).collect();
    if let Pending::Turn { .. } = state.pending {
        state.pending = Pending::Turn { turn: 0 };
    }
}

/// A game on the tiny map in round 1's action phase, turn order by seat, meeples on `spaces`.
pub fn action_game(columns: &[&[(u8, &str)]], spaces: &[u16]) -> Game {
    let mut game = new_game(spaces.len(), columns, 1);
    to_actions(&mut game, spaces);
    game
}

/// Every player passes until the action phase is over.
pub fn all_pass(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while game.phase() == Phase::Actions && matches!(game.state().pending, Pending::Turn { .. }) {
        events.extend(play(game, Action::Pass));
    }
    events
}

/// The `Take` actions currently offered.
pub fn offered_takes(game: &Game) -> Vec<ActionRef> {
    game.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Take(r) => Some(r),
            _ => None,
        })
        .collect()
}

/// Filler cards (Bid ¥100) so that a column has enough cards.
pub const FILLER: (u8, &str) = (1, r#"{ kind = "bid", spaces = 1, bonus = 100 }"#);

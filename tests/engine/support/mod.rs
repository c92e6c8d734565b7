//! Helpers for the rule tests of TM-8 … TM-13 and SO: tiny hand-made maps, games set up on them, and short ways
//! to put trains, meeples and pyramids in place and to run a train phase.

#![allow(dead_code)]

use metro_core::{ActionKind, Yen};
use metro_engine::state::Pending;
use metro_engine::{Action, ActionRef, CardId, Event, Game, Meeple, Phase, PlayerId, RuleOptions, Setup};
#[allow(unused_imports)]
pub use metro_tests::fixture::{
    cash, give_share, line, map, meeple_xy, osaka_cards, play_passively, put_meeple, put_pyramid, put_rider,
    put_speculation, put_speed, put_train, rides, set_turn_order as set_order, set_value, space, station,
    stop, tokyo_cards, train_at, value,
};

/// A straight line R of 6 stations (R1 … R6, corners 3 spaces apart on row line y = 4) and a line B of 3 stops
/// crossing it: B1 north, B2 in station "R3" (an interchange with R3), B3 south. Line C is a third line far
/// away (for line order). Every station's stop sits on a grid corner, so it touches 4 spaces.
///
/// ```text
/// R1 [1,4]  touches (0,3) (1,3) (0,4) (1,4)
/// R2 [4,4]  touches (3,3) (4,3) (3,4) (4,4)
/// R3 [7,4]  touches (6,3) (7,3) (6,4) (7,4)   station "R3" also holds B2 [7,5]: (6,4) (7,4) (6,5) (7,5)
/// R4 [10,4] … R5 [13,4] … R6 [16,4]
/// B1 [7,1]  touches (6,0) (7,0) (6,1) (7,1);  B3 [7,7] touches (6,6) (7,6) (6,7) (7,7)
/// C1 [18,1], C2 [18,7]
/// ```
pub const LINE_MAP: &str = r##"
name = "Straight"
columns = 20
rows = 8
start_trains_leave = true

[[lines]]
letter = "R"
name = "Red"
colour = "#D7263D"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 4], station = "R1" },
  { at = [4, 4], station = "R2" },
  { at = [7, 4], station = "R3" },
  { at = [10, 4], station = "R4" },
  { at = [13, 4], station = "R5" },
  { at = [16, 4], station = "R6" },
]

[[lines]]
letter = "B"
name = "Blue"
colour = "#1B98E0"
shares = 2
extras = [0, 300]
slots = 1
stops = [
  { at = [7, 1], station = "B1" },
  { at = [7, 5], station = "R3" },
  { at = [7, 7], station = "B3" },
]

[[lines]]
letter = "C"
name = "Cyan"
colour = "#00B2E5"
shares = 1
extras = [0]
slots = 1
stops = [
  { at = [18, 1], station = "C1" },
  { at = [18, 7], station = "C2" },
]
"##;

/// A line H with two stops in one station (TM-9.2, like the rulebook's H6–H7): H1, then H2 and H3 in station
/// "Twin", then H4.
pub const TWIN_MAP: &str = r##"
name = "Twin"
columns = 10
rows = 4
start_trains_leave = true

[[lines]]
letter = "H"
name = "Hibiya"
colour = "#B5B5AC"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 2], station = "H1" },
  { at = [4, 2], station = "Twin" },
  { at = [5, 2], station = "Twin" },
  { at = [8, 2], station = "H4" },
]
"##;

/// A tram line P (a pair of vehicles, OS-4.3): terminal stations "Pa" and "Pe" joined by three small circles
/// P2, P3, P4 in the centres of spaces (2,1), (4,1), (6,1), which are not stations (OS-4.2, D-22).
pub const TRAM_MAP: &str = r##"
name = "Tram"
columns = 10
rows = 4
start_trains_leave = false

[[lines]]
letter = "P"
name = "New Tram"
colour = "#00B2E5"
shares = 2
extras = [0, 300]
slots = 1
vehicle = "tram"
stops = [
  { at = [1, 2], station = "Pa" },
  { at = [2.5, 1.5] },
  { at = [4.5, 1.5] },
  { at = [6.5, 1.5] },
  { at = [8, 2], station = "Pe" },
]
"##;

/// Lines for end-game scoring, in revenue-track order: A (3 shares, 2 slots), D (3 shares), K (1 share),
/// F (4 shares, Osaka extras, 4 slots: OS-5.3).
pub const SCORING_MAP: &str = r##"
name = "Scoring"
columns = 12
rows = 8
start_trains_leave = true

[[lines]]
letter = "A"
name = "Amber"
colour = "#F39700"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 1], station = "A1" },
  { at = [4, 1], station = "A2" },
]

[[lines]]
letter = "D"
name = "Denim"
colour = "#1B98E0"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 3], station = "D1" },
  { at = [4, 3], station = "D2" },
]

[[lines]]
letter = "K"
name = "Khaki"
colour = "#C1A470"
shares = 1
extras = [0]
slots = 1
stops = [
  { at = [1, 5], station = "K1" },
  { at = [4, 5], station = "K2" },
]

[[lines]]
letter = "F"
name = "Fuchsia"
colour = "#E5171F"
shares = 4
extras = [0, 300, 300, 300]
slots = 4
stops = [
  { at = [8, 1], station = "F1" },
  { at = [8, 4], station = "F2" },
]
"##;

/// A game on a map (TOML text) with the Tokyo card set.
pub fn game(map_text: &str, players: usize) -> Game {
    let setup = Setup {
        map: map(map_text),
        cards: tokyo_cards(),
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    };
    Game::new(setup, 7).expect("setup is valid")
}

/// Sets everyone's cash.
pub fn set_cash(game: &mut Game, cash: Yen) {
    for p in &mut game.state_mut().players {
        p.cash = cash;
    }
}

/// Gives every player who has no meeple on the map one on a harmless space at the left end of the bottom row
/// (no test map has a stop there), so that only the meeples a test placed touch anything.
pub fn park_others(game: &mut Game) {
    let rows = game.map().rows() as i32;
    let mut x = 0;
    for i in 0..game.player_count() {
        if game.state().players[i].meeple == Meeple::Off {
            let s = space(game, x, rows - 1);
            game.state_mut().players[i].meeple = Meeple::On(s);
            x += 1;
        }
    }
}

/// Ends the action phase at once: every player but the first in turn order has passed, the first passes now
/// (with no disc in hand, so no pass bonus). Returns the events of the pass, which include the whole train phase up
/// to the first decision.
pub fn start_train_phase(game: &mut Game) -> Vec<Event> {
    park_others(game);
    let first = game.turn_order()[0];
    {
        let state = game.state_mut();
        state.phase = Phase::Actions;
        state.pending = Pending::Turn { turn: 0 };
        for (i, p) in state.players.iter_mut().enumerate() {
            p.passed = i != first.0 as usize;
        }
        state.players[first.0 as usize].discs_in_hand = 0;
    }
    game.apply(Action::Pass).expect("passing is legal")
}

/// Applies `Wait` as long as the train phase asks for a decision that allows it; returns the events.
pub fn wait_out(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while game.phase() == Phase::Trains {
        events.extend(game.apply(Action::Wait).expect("waiting is legal"));
    }
    events
}

/// The stops (as labels like "R3") entered by a line's vehicles, in order, from a list of events.
pub fn stepped(game: &Game, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::VehicleStepped { stop, .. } => Some(game.map().stop_label(*stop)),
            _ => None,
        })
        .collect()
}

/// The station payouts in a list of events: (station name, owner seat, value rise, cash).
pub fn station_payouts(game: &Game, events: &[Event]) -> Vec<(String, u8, Yen, Yen)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::StationPayout {
                station,
                owner,
                value_rise,
                cash,
                ..
            } => Some((
                game.map().station(*station).name.clone(),
                owner.0,
                *value_rise,
                *cash,
            )),
            _ => None,
        })
        .collect()
}

/// The `Alight` spaces among the legal actions, as `(x, y)`, sorted.
pub fn alight_choices(game: &Game) -> Vec<(i32, i32)> {
    let mut out: Vec<(i32, i32)> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::Alight(s) => Some(game.map().space_xy(*s)),
            _ => None,
        })
        .collect();
    out.sort_unstable();
    out
}

/// The first action of the card set whose kind matches.
pub fn find_action(game: &Game, wanted: impl Fn(ActionKind) -> bool) -> ActionRef {
    (0..game.rules().card_count())
        .flat_map(|c| game.rules().card_actions(CardId(c as u8)).collect::<Vec<_>>())
        .find(|(_, spec)| wanted(spec.kind))
        .map(|(action, _)| action)
        .expect("the card set has such an action")
}

/// Puts `player` in the action phase and takes `action` (its card laid face up if it is not, enough discs in hand),
/// so that the target is asked next and a test can choose it with the ordinary `apply`.
pub fn begin_action(game: &mut Game, player: u8, action: ActionRef) {
    let turn = game
        .turn_order()
        .iter()
        .position(|&p| p == PlayerId(player))
        .expect("seated") as u8;
    let spaces = game.rules().action(action).expect("action exists").spaces;
    let column = game.rules().card_column(action.card) as usize;
    let state = game.state_mut();
    state.phase = Phase::Actions;
    state.pending = Pending::Turn { turn };
    let p = &mut state.players[player as usize];
    p.discs_owned = p.discs_owned.max(spaces);
    p.discs_in_hand = p.discs_in_hand.max(spaces);
    p.passed = false;
    let rows = &mut state.columns[column].rows;
    if !rows.contains(&Some(action.card)) {
        rows[0] = Some(action.card);
    }
    for occupants in &mut state.occupants {
        *occupants = 0;
    }
    game.apply(Action::Take(action)).expect("the action can be taken");
}

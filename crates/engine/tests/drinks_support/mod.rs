//! Helpers for the Metro Drinks rule tests (MD-1 … MD-5): a small straight map, games with the Jidohanbaiki column
//! on it with the Tokyo or the Osaka card set, and short ways to put pyramids, drinks, meeples and trains in place
//! and to run a phase to its end.

#![allow(dead_code)]

use std::sync::Arc;

use metro_core::{CardSet, Jidohanbaiki, KindCatalogue, Map, SpaceId, StationId};
use metro_engine::state::{Pending, Vehicle};
use metro_engine::{Action, CardId, Event, Game, Meeple, Phase, PlayerId, RuleOptions, Setup};

/// The shipped Jidohanbaiki cards (read from the file the `metro-drinks` crate embeds).
pub const JIDOHANBAIKI_TOML: &str = include_str!("../../../../cards/jidohanbaiki.toml");

/// A line R of 8 stations R1 … R8 (corners 3 spaces apart on y = 4), a line B crossing it at R3 (B1 north, B2 in
/// station R3, B3 south), and a line C of two stations far away. Every stop sits on a grid corner and touches 4
/// spaces: R`k` at [3k − 2, 4] touches (3k − 3, 3), (3k − 2, 3), (3k − 3, 4), (3k − 2, 4).
pub const DRINKS_MAP: &str = r##"
name = "Drinks straight"
columns = 26
rows = 9
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
  { at = [19, 4], station = "R7" },
  { at = [22, 4], station = "R8" },
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
  { at = [7, 8], station = "B3" },
]

[[lines]]
letter = "C"
name = "Cyan"
colour = "#00B2E5"
shares = 1
extras = [0]
slots = 1
stops = [
  { at = [25, 1], station = "C1" },
  { at = [25, 8], station = "C2" },
]
"##;

/// Which card set a test plays with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cards {
    /// 6 columns of 9 cards: the Jidohanbaiki column is the 7th, 3 shape cards removed.
    Tokyo,
    /// 5 columns of 8 cards: the Jidohanbaiki column is the 6th, 4 shape cards removed.
    Osaka,
}

/// Both card sets, for tests that hold for each.
pub const BOTH: [Cards; 2] = [Cards::Tokyo, Cards::Osaka];

/// A card set.
pub fn card_set(cards: Cards) -> Arc<CardSet> {
    let (file, text) = match cards {
        Cards::Tokyo => ("tokyo.toml", metro_tokyo::CARDS_TOML),
        Cards::Osaka => ("osaka.toml", metro_osaka::CARDS_TOML),
    };
    Arc::new(
        metro_data::load_card_set(file, text, &KindCatalogue::builtin()).expect("built-in cards are valid"),
    )
}

/// The Jidohanbaiki cards.
pub fn jidohanbaiki() -> Arc<Jidohanbaiki> {
    Arc::new(
        metro_data::load_jidohanbaiki("jidohanbaiki.toml", JIDOHANBAIKI_TOML).expect("valid Jidohanbaiki"),
    )
}

/// The test map.
pub fn drinks_map() -> Arc<Map> {
    Arc::new(metro_data::load_map("drinks.toml", DRINKS_MAP).expect("test map is valid"))
}

/// A Metro Drinks setup on `map`.
pub fn setup_on(map: Arc<Map>, cards: Cards, players: usize, owner_paid: bool) -> Setup {
    Setup {
        map,
        cards: card_set(cards),
        players,
        options: RuleOptions {
            metro_drinks: true,
            drink_owner_paid: owner_paid,
        },
        jidohanbaiki: Some(jidohanbaiki()),
    }
}

/// A Metro Drinks game on the test map.
pub fn game(cards: Cards, players: usize, owner_paid: bool) -> Game {
    Game::new(setup_on(drinks_map(), cards, players, owner_paid), 5).expect("valid setup")
}

/// A Metro Drinks game on the test map brought to the first action turn: every bid ¥0, meeples placed on the first
/// free spaces (the top-left corner, far from every station but R1).
pub fn at_actions(cards: Cards, players: usize, owner_paid: bool) -> Game {
    let mut g = game(cards, players, owner_paid);
    while g.phase() != Phase::Actions {
        let first = g.legal_actions()[0];
        g.apply(first).expect("legal");
    }
    g
}

/// The player whose turn it is.
pub fn mover(game: &Game) -> PlayerId {
    game.to_move().expect("someone is to move")
}

/// Makes it `player`'s action turn.
pub fn turn_of(game: &mut Game, player: PlayerId) {
    let turn = game
        .turn_order()
        .iter()
        .position(|&p| p == player)
        .expect("seated") as u8;
    game.state_mut().pending = Pending::Turn { turn };
}

/// A station by name.
pub fn station(game: &Game, name: &str) -> StationId {
    game.map().station_by_name(name).expect("station exists")
}

/// A space by column and row.
pub fn space(game: &Game, x: i32, y: i32) -> SpaceId {
    game.map().space(x, y).expect("inside the grid")
}

/// Puts `player`'s meeple on the space (x, y).
pub fn put_meeple(game: &mut Game, player: PlayerId, x: i32, y: i32) {
    let s = space(game, x, y);
    game.state_mut().players[player.0 as usize].meeple = Meeple::On(s);
}

/// Puts a pyramid of `player` on a station.
pub fn put_pyramid(game: &mut Game, player: PlayerId, name: &str) {
    let s = station(game, name);
    let state = game.state_mut();
    state.pyramids[s.0 as usize] = Some(player);
    state.players[player.0 as usize].pyramids -= 1;
}

/// Gives `player` a colour and its crate, as if the colour card had been taken (MD-4.1).
pub fn give_colour(game: &mut Game, player: PlayerId, colour: u8) {
    game.state_mut().drinks.get_mut().expect("drinks on").owner[colour as usize] = Some(player);
}

/// Stands a drink of `colour` at a station, taken from its crate.
pub fn put_drink(game: &mut Game, name: &str, colour: u8) {
    let s = station(game, name);
    let d = game.state_mut().drinks.get_mut().expect("drinks on");
    d.left[colour as usize] -= 1;
    d.at[s.0 as usize] = Some(colour);
}

/// The colour of the drink at a station.
pub fn drink_at(game: &Game, name: &str) -> Option<u8> {
    game.state().drinks.get().expect("drinks on").at[station(game, name).0 as usize]
}

/// Drinks of a colour left in its crate or supply.
pub fn left(game: &Game, colour: u8) -> u8 {
    game.state().drinks.get().expect("drinks on").left[colour as usize]
}

/// Sets a player's cash.
pub fn set_cash(game: &mut Game, player: PlayerId, cash: i32) {
    game.state_mut().players[player.0 as usize].cash = cash;
}

/// A player's cash.
pub fn cash(game: &Game, player: PlayerId) -> i32 {
    game.player(player).cash
}

/// The Jidohanbaiki column's index.
pub fn drinks_column(game: &Game) -> usize {
    game.rules().drinks_column().expect("drinks on") as usize
}

/// Puts a Jidohanbaiki card face up in the bottom row of its column (the card it replaces goes back into the deck).
pub fn deal_bottom(game: &mut Game, card: CardId) {
    let column = drinks_column(game);
    let state = game.state_mut();
    let c = &mut state.columns[column];
    c.deck.retain(|&k| k != card);
    c.discard.retain(|&k| k != card);
    for row in c.rows.iter_mut() {
        if *row == Some(card) {
            *row = None;
        }
    }
    if let Some(old) = c.rows[0].replace(card) {
        c.deck.insert(0, old);
    }
}

/// Puts the R train on stop `number` (from 1) facing higher numbers.
pub fn put_r_train(game: &mut Game, number: u8) {
    let r = game.map().line_by_letter("R").expect("line R");
    game.state_mut().lines[r.0 as usize].vehicles[0] = Some(Vehicle {
        stop: number - 1,
        forward: true,
    });
}

/// Applies an action that must be legal now; returns its events.
pub fn play(game: &mut Game, action: Action) -> Vec<Event> {
    assert!(
        game.legal_actions().contains(&action),
        "{action} not among {:?}",
        game.legal_actions()
    );
    game.apply(action).expect("legal")
}

/// Everyone passes (ending any action being resolved first) and the train phase runs with nobody boarding, up to
/// the next round's turn-order phase or the end; returns every event on the way.
pub fn finish_round(game: &mut Game) -> Vec<Event> {
    let round = game.round();
    let mut events = Vec::new();
    while game.round() == round && !game.is_over() {
        let legal = game.legal_actions();
        let pick = [Action::Pass, Action::Done, Action::Wait]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or(legal[0]);
        events.extend(game.apply(pick).expect("legal"));
    }
    events
}

/// The drink payouts among some events, as (station, colour, player, amount).
pub fn drink_payouts(events: &[Event]) -> Vec<(StationId, u8, PlayerId, i32)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::DrinkPayout {
                station,
                colour,
                player,
                amount,
            } => Some((station, colour, player, amount)),
            _ => None,
        })
        .collect()
}

//! The fixture language of the rule tests: games set up from TOML text, pieces put in place and read back by the
//! names the rules use (lines by letter, stations by name, spaces by column and row), and the few ways a test
//! drives a game on.
//!
//! Every rule suite (the engine's in `tests/engine`, Metro Drinks') writes its situations with these words, so a test
//! reads like the rulebook's example it comes from: `put_meeple(&mut g, 0, 6, 3); put_train(&mut g, "R", 2, true)`.
//! The functions panic with a message naming what was missing: they are for tests, where a panic is the failure.
//! They change the state directly through `Game::state_mut` (the engine's `test-support` feature), so a fixture can
//! build a position no sequence of legal actions reaches quickly; the engine alone still decides what happens next.

use std::sync::Arc;

use metro_core::{CardSet, KindCatalogue, LineId, Map, SpaceId, StationId, StopId, Yen};
use metro_engine::state::{Slot, Vehicle};
use metro_engine::{Action, Event, Game, Meeple, PlayerId};

/// A seat as tests write it: a plain number (`0`) or a [`PlayerId`].
pub trait Seat: Copy {
    /// The player in that seat.
    fn player(self) -> PlayerId;
    /// Its index into the state's player table.
    fn index(self) -> usize {
        self.player().0 as usize
    }
}

impl Seat for u8 {
    fn player(self) -> PlayerId {
        PlayerId(self)
    }
}

impl Seat for PlayerId {
    fn player(self) -> PlayerId {
        self
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Data

/// A map from TOML text (panics with the diagnostics if it is not valid).
pub fn map(text: &str) -> Arc<Map> {
    match metro_data::load_map("test.toml", text) {
        Ok(map) => Arc::new(map),
        Err(d) => panic!("the test map is not valid:\n{d}"),
    }
}

/// A card set from TOML text, with the built-in action kinds.
pub fn cards(text: &str) -> Arc<CardSet> {
    match metro_data::load_card_set("test.toml", text, &KindCatalogue::builtin()) {
        Ok(set) => Arc::new(set),
        Err(d) => panic!("the test card set is not valid:\n{d}"),
    }
}

/// The built-in Tokyo card set (6 columns of 9 cards).
pub fn tokyo_cards() -> Arc<CardSet> {
    cards(metro_tokyo::CARDS_TOML)
}

/// The built-in Osaka card set (5 columns of 8 cards).
pub fn osaka_cards() -> Arc<CardSet> {
    cards(metro_osaka::CARDS_TOML)
}

/// A card set from columns of cards; each card is `(dots, actions)` with `actions` the inside of a TOML array,
/// e.g. `(1, r#"{ kind = "move", spaces = 1, distance = 2 }"#)`. Card `k` of column `c` gets the id
/// `c · cards_per_column + k`.
pub fn cards_from_columns(columns: &[&[(u8, &str)]]) -> Arc<CardSet> {
    let mut text = String::from("name = \"Test\"\n");
    for (ci, column) in columns.iter().enumerate() {
        text.push_str(&format!(
            "\n[[columns]]\nname = \"Column {ci}\"\ncolours = [\"#D7263D\"]\n"
        ));
        for (dots, actions) in column.iter() {
            text.push_str(&format!(
                "\n[[columns.cards]]\ndots = {dots}\nactions = [{actions}]\n"
            ));
        }
    }
    cards(&text)
}

// ---------------------------------------------------------------------------------------------------------------
// Places

/// A line by its letter.
pub fn line(game: &Game, letter: &str) -> LineId {
    game.map()
        .line_by_letter(letter)
        .unwrap_or_else(|| panic!("no line {letter}"))
}

/// Stop `number` (from 1) of a line.
pub fn stop(game: &Game, letter: &str, number: usize) -> StopId {
    game.map()
        .stop_on(line(game, letter), number)
        .unwrap_or_else(|| panic!("no stop {letter}{number}"))
}

/// A station by its name.
pub fn station(game: &Game, name: &str) -> StationId {
    game.map()
        .station_by_name(name)
        .unwrap_or_else(|| panic!("no station {name}"))
}

/// The space at column `x`, row `y`.
pub fn space(game: &Game, x: i32, y: i32) -> SpaceId {
    game.map()
        .space(x, y)
        .unwrap_or_else(|| panic!("({x}, {y}) is outside the grid"))
}

// ---------------------------------------------------------------------------------------------------------------
// Pieces

/// Puts a player's meeple on the space `(x, y)`.
pub fn put_meeple(game: &mut Game, player: impl Seat, x: i32, y: i32) {
    let s = space(game, x, y);
    game.state_mut().players[player.index()].meeple = Meeple::On(s);
}

/// Puts a player aboard a line's vehicle; `moved` says whether it has moved since boarding (TM-10.6).
pub fn put_rider(game: &mut Game, player: impl Seat, letter: &str, vehicle: u8, moved: bool) {
    let l = line(game, letter);
    game.state_mut().players[player.index()].meeple = Meeple::Riding {
        line: l,
        vehicle,
        moved,
    };
}

/// Puts a line's first vehicle on stop `number` (from 1), facing higher numbers if `forward`.
pub fn put_train(game: &mut Game, letter: &str, number: usize, forward: bool) {
    let l = line(game, letter);
    let stop = u8::try_from(number - 1).expect("a stop number fits a byte");
    game.state_mut().lines[l.0 as usize].vehicles[0] = Some(Vehicle { stop, forward });
}

/// Builds a pyramid of `player` on a station (from the player's supply).
pub fn put_pyramid(game: &mut Game, player: impl Seat, name: &str) {
    let s = station(game, name);
    let state = game.state_mut();
    state.pyramids[s.0 as usize] = Some(player.player());
    state.players[player.index()].pyramids -= 1;
}

/// Gives `player` the next share of a line.
pub fn give_share(game: &mut Game, player: impl Seat, letter: &str) {
    let l = line(game, letter);
    let state = &mut game.state_mut().lines[l.0 as usize];
    let next = state.shares_taken();
    state.holders[next] = Some(player.player());
}

/// Puts a speculation of `player` with `stake` on a line's next free slot (a disc from the player's supply).
pub fn put_speculation(game: &mut Game, player: impl Seat, letter: &str, stake: Yen) {
    let l = line(game, letter);
    let state = game.state_mut();
    let slot = state.lines[l.0 as usize]
        .slots
        .iter_mut()
        .find(|s| **s == Slot::Empty)
        .expect("a free slot");
    *slot = Slot::Speculation {
        player: player.player(),
        stake,
    };
    state.players[player.index()].speculation_discs -= 1;
}

/// Puts `count` speed tokens on a line's free slots (taken from the supply).
pub fn put_speed(game: &mut Game, letter: &str, count: usize) {
    let l = line(game, letter);
    let state = game.state_mut();
    for _ in 0..count {
        let slot = state.lines[l.0 as usize]
            .slots
            .iter_mut()
            .find(|s| **s == Slot::Empty)
            .expect("a free slot");
        *slot = Slot::Speed;
        state.speed_supply -= 1;
    }
}

/// Sets a line's value.
pub fn set_value(game: &mut Game, letter: &str, value: Yen) {
    let l = line(game, letter);
    game.state_mut().lines[l.0 as usize].value = value;
}

/// Sets one player's cash.
pub fn set_cash_of(game: &mut Game, player: impl Seat, cash: Yen) {
    game.state_mut().players[player.index()].cash = cash;
}

/// Sets the turn order (seats, first player first); whose turn it is does not change.
pub fn set_turn_order(game: &mut Game, seats: &[u8]) {
    game.state_mut().order = seats.iter().map(|&s| PlayerId(s)).collect();
}

// ---------------------------------------------------------------------------------------------------------------
// Readings

/// A line's value.
pub fn value(game: &Game, letter: &str) -> Yen {
    game.line(line(game, letter)).value
}

/// A player's cash.
pub fn cash(game: &Game, player: impl Seat) -> Yen {
    game.player(player.player()).cash
}

/// Where a line's vehicle stands: (stop number from 1, facing forward).
pub fn train_at(game: &Game, letter: &str, vehicle: usize) -> Option<(usize, bool)> {
    let l = line(game, letter);
    game.line(l).vehicles[vehicle].map(|v| (v.stop as usize + 1, v.forward))
}

/// The space a player's meeple stands on, as `(x, y)`, or `None` when riding or off the map.
pub fn meeple_xy(game: &Game, player: impl Seat) -> Option<(i32, i32)> {
    game.player(player.player())
        .space()
        .map(|s| game.map().space_xy(s))
}

/// Whether a player rides any vehicle of a line.
pub fn rides(game: &Game, player: impl Seat, letter: &str) -> bool {
    let l = line(game, letter);
    matches!(game.player(player.player()).meeple, Meeple::Riding { line, .. } if line == l)
}

/// The player whose decision it is.
pub fn mover(game: &Game) -> PlayerId {
    game.to_move().expect("someone is to move")
}

// ---------------------------------------------------------------------------------------------------------------
// Playing on

/// Applies an action that must be offered now, failing the test with the engine's reason otherwise; returns its
/// events.
#[track_caller]
pub fn play(game: &mut Game, action: Action) -> Vec<Event> {
    match game.apply(action) {
        Ok(events) => events,
        Err(e) => panic!("{action} refused: {e}; legal: {:?}", game.legal_actions()),
    }
}

/// Applies several actions in turn; returns all their events.
#[track_caller]
pub fn play_all(game: &mut Game, actions: &[Action]) -> Vec<Event> {
    actions.iter().flat_map(|&a| play(game, a)).collect()
}

/// Plays on with the most passive choices (bid ¥0, stay aboard, pass, wait, done, else the first space to place on
/// or alight at, else the first offered action) until `stop` holds or the game ends; returns the events.
pub fn play_passively_until(game: &mut Game, mut stop: impl FnMut(&Game) -> bool) -> Vec<Event> {
    let mut events = Vec::new();
    let mut steps = 0;
    while !game.is_over() && !stop(game) {
        let legal = game.legal_actions();
        let pick = [
            Action::Bid(0),
            Action::Stay,
            Action::Pass,
            Action::Wait,
            Action::Done,
        ]
        .into_iter()
        .find(|a| legal.contains(a))
        .or_else(|| {
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Place(_) | Action::Alight(_)))
        })
        .unwrap_or(legal[0]);
        events.extend(play(game, pick));
        steps += 1;
        assert!(steps < 10_000, "the game does not end");
    }
    events
}

/// Plays passively (as [`play_passively_until`]) to the end of the game; returns every event.
pub fn play_passively(game: &mut Game) -> Vec<Event> {
    play_passively_until(game, |_| false)
}

//! Helpers for the Osaka (OS-) and modular card set (MC-) rule tests: the built-in maps and card sets, games set up
//! at a chosen position through `state_mut`, and drivers that play choices or run a game to its end.
#![allow(dead_code)]

use std::sync::Arc;

use metro_core::{ActionKind, CardSet, KindCatalogue, LineId, Map, SpaceId, StationId, StopId, Yen};
use metro_engine::state::{Pending, Slot, Vehicle};
use metro_engine::{Action, ActionRef, CardId, Event, Game, Meeple, Phase, PlayerId, RuleOptions, Setup};

/// The player in seat `i`.
pub fn p(i: u8) -> PlayerId {
    PlayerId(i)
}

/// The built-in Osaka map (`maps/osaka.toml`).
pub fn osaka_map() -> Arc<Map> {
    map_from("maps/osaka.toml", metro_osaka::MAP_TOML)
}

/// The built-in Tokyo map (`maps/tokyo.toml`).
pub fn tokyo_map() -> Arc<Map> {
    map_from("maps/tokyo.toml", metro_tokyo::MAP_TOML)
}

/// A map from TOML text.
pub fn map_from(file: &str, text: &str) -> Arc<Map> {
    match metro_data::load_map(file, text) {
        Ok(map) => Arc::new(map),
        Err(problems) => panic!("{file} does not load: {problems:?}"),
    }
}

/// The built-in Osaka card set (`cards/osaka.toml`).
pub fn osaka_cards() -> Arc<CardSet> {
    cards_from("cards/osaka.toml", metro_osaka::CARDS_TOML)
}

/// The built-in Tokyo card set (`cards/tokyo.toml`).
pub fn tokyo_cards() -> Arc<CardSet> {
    cards_from("cards/tokyo.toml", metro_tokyo::CARDS_TOML)
}

/// A card set from TOML text.
pub fn cards_from(file: &str, text: &str) -> Arc<CardSet> {
    match metro_data::load_card_set(file, text, &KindCatalogue::builtin()) {
        Ok(cards) => Arc::new(cards),
        Err(problems) => panic!("{file} does not load: {problems:?}"),
    }
}

/// A new game on a map with a card set.
pub fn new_game(map: Arc<Map>, cards: Arc<CardSet>, players: usize, seed: u64) -> Game {
    let setup = Setup {
        map,
        cards,
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    };
    match Game::new(setup, seed) {
        Ok(game) => game,
        Err(e) => panic!("setup refused: {e}"),
    }
}

/// A new game on the Osaka map with the Osaka cards.
pub fn osaka(players: usize) -> Game {
    new_game(osaka_map(), osaka_cards(), players, 7)
}

/// A line by its letter.
pub fn line(game: &Game, letter: &str) -> LineId {
    game.map()
        .line_by_letter(letter)
        .unwrap_or_else(|| panic!("no line {letter}"))
}

/// A station by its name.
pub fn station(game: &Game, name: &str) -> StationId {
    game.map()
        .station_by_name(name)
        .unwrap_or_else(|| panic!("no station {name}"))
}

/// Stop `number` (from 1) of a line.
pub fn stop(game: &Game, line: LineId, number: usize) -> StopId {
    game.map()
        .stop_on(line, number)
        .unwrap_or_else(|| panic!("no stop {number} on line {}", line.0))
}

/// A space touching this stop and no stop of any other place (station or small circle), so that a meeple there
/// decides only about this stop.
pub fn space_touching_only(game: &Game, stop: StopId) -> SpaceId {
    let map = game.map();
    let key = |s: StopId| {
        map.stop(s)
            .station
            .map_or(u32::MAX - s.0 as u32, |st| st.0 as u32)
    };
    let own = key(stop);
    map.stop(stop)
        .touches
        .iter()
        .copied()
        .find(|&space| map.stops_touching(space).iter().all(|&s| key(s) == own))
        .unwrap_or_else(|| {
            panic!(
                "every space touching {} touches another place",
                map.stop_label(stop)
            )
        })
}

/// Every action of the game's card set whose kind matches, in card order.
pub fn actions_where(game: &Game, wanted: impl Fn(ActionKind) -> bool) -> Vec<ActionRef> {
    let rules = game.rules();
    (0..rules.card_count())
        .flat_map(|c| rules.card_actions(CardId(c as u8)).collect::<Vec<_>>())
        .filter(|(_, spec)| wanted(spec.kind))
        .map(|(action, _)| action)
        .collect()
}

/// The first action of the card set whose kind matches.
pub fn action_where(game: &Game, wanted: impl Fn(ActionKind) -> bool) -> ActionRef {
    actions_where(game, wanted)
        .first()
        .copied()
        .expect("the card set has such an action")
}

/// An action's kind.
pub fn kind(game: &Game, action: ActionRef) -> ActionKind {
    game.rules().kind(action).expect("an action of the set")
}

/// An action's number of action spaces.
pub fn spaces(game: &Game, action: ActionRef) -> u8 {
    game.rules().action(action).expect("an action of the set").spaces
}

/// The printed cost of an action (0 if it has none).
pub fn cost(game: &Game, action: ActionRef) -> Yen {
    kind(game, action).printed_cost().unwrap_or(0)
}

/// Puts a card face up in the top row of its column, swapping the card that was there into the card's old place.
pub fn reveal(game: &mut Game, card: CardId) {
    reveal_cards(game, &[card]);
}

/// Puts the cards of these actions face up (each into the highest row of its column not holding another of them),
/// swapping the cards they displace into their old places in the deck or discard pile.
pub fn reveal_all(game: &mut Game, actions: &[ActionRef]) {
    let cards: Vec<CardId> = actions.iter().map(|a| a.card).collect();
    reveal_cards(game, &cards);
}

fn reveal_cards(game: &mut Game, cards: &[CardId]) {
    for &card in cards {
        let column = game.rules().card_column(card) as usize;
        let col = &mut game.state_mut().columns[column];
        if col.rows.contains(&Some(card)) {
            continue;
        }
        let row = (0..col.rows.len())
            .rev()
            .find(|&r| !matches!(col.rows[r], Some(c) if cards.contains(&c)))
            .expect("a row for the card");
        let displaced = col.rows[row];
        col.rows[row] = Some(card);
        match displaced {
            Some(displaced) => {
                let slot = col
                    .deck
                    .iter_mut()
                    .chain(col.discard.iter_mut())
                    .find(|c| **c == card);
                *slot.expect("the card lies in the deck or the discard pile") = displaced;
            }
            None => {
                col.deck.retain(|&c| c != card);
                col.discard.retain(|&c| c != card);
            }
        }
    }
}

/// Whether a card is face up in some column.
pub fn face_up(game: &Game, card: CardId) -> bool {
    game.state().columns.iter().any(|c| c.rows.contains(&Some(card)))
}

/// The players with a disc on an action, as a bit per seat.
pub fn discs_on(game: &Game, action: ActionRef) -> u8 {
    game.state().occupants[action.card.0 as usize * 2 + action.action as usize]
}

/// Lets players sit out the action phase (as if they had passed).
pub fn sit_out(game: &mut Game, players: &[u8]) {
    for &i in players {
        game.state_mut().players[i as usize].passed = true;
    }
}

/// Sets the game at the start of an action phase with this turn order, nobody passed.
pub fn action_phase(game: &mut Game, order: &[u8]) {
    let state = game.state_mut();
    state.phase = Phase::Actions;
    state.order = order.iter().map(|&i| PlayerId(i)).collect();
    for player in &mut state.players {
        player.passed = false;
    }
    state.pending = Pending::Turn { turn: 0 };
}

/// Gives a player a share of a line (the next stock card), as if bought earlier; puts the vehicles on the map.
pub fn give_share(game: &mut Game, player: PlayerId, line: LineId) {
    let map_line = game.map().line(line).clone();
    let last = (map_line.stops.len() - 1) as u8;
    let pair = map_line.vehicle != metro_core::VehicleKind::Train;
    let state = &mut game.state_mut().lines[line.0 as usize];
    let next = state.shares_taken();
    state.holders[next] = Some(player);
    if !state.on_map() {
        state.vehicles[0] = Some(Vehicle {
            stop: 0,
            forward: true,
        });
        if pair {
            state.vehicles[1] = Some(Vehicle {
                stop: last,
                forward: false,
            });
        }
    }
}

/// Sets a line's value.
pub fn set_value(game: &mut Game, line: LineId, value: Yen) {
    game.state_mut().lines[line.0 as usize].value = value;
}

/// Sets a player's cash.
pub fn set_cash(game: &mut Game, player: PlayerId, cash: Yen) {
    game.state_mut().players[player.0 as usize].cash = cash;
}

/// Puts a speculation disc of `player` with `stake` on the first empty slot of a line.
pub fn speculate(game: &mut Game, player: PlayerId, line: LineId, stake: Yen) {
    let state = game.state_mut();
    let slot = state.lines[line.0 as usize]
        .slots
        .iter_mut()
        .find(|s| **s == Slot::Empty)
        .expect("an empty slot");
    *slot = Slot::Speculation { player, stake };
    state.players[player.0 as usize].speculation_discs -= 1;
}

/// Applies an action, panicking with the legal list if it is refused.
pub fn play(game: &mut Game, action: Action) -> Vec<Event> {
    match game.apply(action) {
        Ok(events) => events,
        Err(e) => panic!("{e}; legal now: {:?}", game.legal_actions()),
    }
}

/// Whether the game waits for a choice inside an action.
pub fn resolving(game: &Game) -> bool {
    matches!(game.state().pending, Pending::Resolving(_))
}

/// Finishes the action being resolved without lifting discounts or assigning speed tokens.
pub fn finish(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while resolving(game) {
        assert!(
            game.legal_actions().contains(&Action::Done),
            "a choice is needed: {:?}",
            game.legal_actions()
        );
        events.extend(play(game, Action::Done));
    }
    events
}

/// Takes an action (with a target if given) and finishes it.
pub fn take(game: &mut Game, action: ActionRef, target: Option<Action>) -> Vec<Event> {
    let mut events = play(game, Action::Take(action));
    if let Some(target) = target {
        events.extend(play(game, target));
    }
    events.extend(finish(game));
    events
}

/// The current player passes.
pub fn pass(game: &mut Game) -> Vec<Event> {
    play(game, Action::Pass)
}

/// Ends the action phase: every player still in it passes with no disc in hand (no pass bonus), so the train phase
/// starts. Returns the events up to the first decision of the train phase (or beyond).
pub fn to_trains(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while matches!(game.state().pending, Pending::Turn { .. }) {
        let player = game.to_move().expect("someone to act");
        game.state_mut().players[player.0 as usize].discs_in_hand = 0;
        events.extend(pass(game));
    }
    events
}

/// Lets every train-phase moment pass (no boarding, no alighting) until the phase ends.
pub fn wait_out_trains(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while game.phase() == Phase::Trains {
        let legal = game.legal_actions();
        let choice = if legal.contains(&Action::Wait) {
            Action::Wait
        } else {
            legal[0]
        };
        events.extend(play(game, choice));
    }
    events
}

/// A passive choice for any decision: bid nothing, stay, pass, wait, finish; otherwise the first legal one.
pub fn passive(game: &Game) -> Action {
    let legal = game.legal_actions();
    for wanted in [
        Action::Pass,
        Action::Wait,
        Action::Stay,
        Action::Bid(0),
        Action::Done,
    ] {
        if legal.contains(&wanted) {
            return wanted;
        }
    }
    legal[0]
}

/// Plays passive choices until the game ends; returns every event.
pub fn play_out(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    let mut steps = 0;
    while !game.is_over() {
        let choice = passive(game);
        events.extend(play(game, choice));
        steps += 1;
        assert!(steps < 10_000, "the game does not end");
    }
    events
}

/// Empties every deck so that the coming refresh ends the game, then plays it out passively.
pub fn end_game(game: &mut Game) -> Vec<Event> {
    for column in &mut game.state_mut().columns {
        column.deck.clear();
    }
    play_out(game)
}

/// The highest round number a passive game reaches.
pub fn rounds_played(map: Arc<Map>, cards: Arc<CardSet>, players: usize) -> u8 {
    let mut game = new_game(map, cards, players, 3);
    let events = play_out(&mut game);
    events
        .iter()
        .filter_map(|e| match e {
            Event::RoundStarted(r) => Some(*r),
            _ => None,
        })
        .max()
        .unwrap_or(1)
}

/// Where a line's vehicles stand: (stop index, facing forward) for vehicles 0 and 1.
pub fn vehicles(game: &Game, line: LineId) -> [Option<(u8, bool)>; 2] {
    game.line(line).vehicles.map(|v| v.map(|v| (v.stop, v.forward)))
}

/// Puts a meeple on a space.
pub fn put_meeple(game: &mut Game, player: PlayerId, space: SpaceId) {
    game.state_mut().players[player.0 as usize].meeple = Meeple::On(space);
}

/// Puts a pyramid of `player` on a station.
pub fn put_pyramid(game: &mut Game, player: PlayerId, station: StationId) {
    let state = game.state_mut();
    state.pyramids[station.0 as usize] = Some(player);
    state.players[player.0 as usize].pyramids -= 1;
}

/// Station payouts among events: (line, station, owner, value rise, cash).
pub fn station_payouts(events: &[Event]) -> Vec<(LineId, StationId, PlayerId, Yen, Yen)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::StationPayout {
                line,
                station,
                owner,
                value_rise,
                cash,
            } => Some((line, station, owner, value_rise, cash)),
            _ => None,
        })
        .collect()
}

/// The steps of a line's vehicles among events: (vehicle, stop).
pub fn steps_of(events: &[Event], of: LineId) -> Vec<(u8, StopId)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::VehicleStepped { line, vehicle, stop } if line == of => Some((vehicle, stop)),
            _ => None,
        })
        .collect()
}

/// Whether an action kind is Invest.
pub fn is_invest(k: ActionKind) -> bool {
    matches!(k, ActionKind::Invest { .. })
}

/// The shares taken in `events`: (player, share number).
pub fn shares_taken(events: &[Event]) -> Vec<(PlayerId, u8)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::ShareTaken { player, number, .. } => Some((player, number)),
            _ => None,
        })
        .collect()
}

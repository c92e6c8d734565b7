//! What the rule suites share: games on the built-in board, names for companies, hexes and seats, and the few ways
//! a test plays on. Positions are set with the `test-support` setters of `State`; what happens next is decided by
//! the engine alone.

#![allow(dead_code)]

pub use metro_chicago::*;

/// Seat `n` (0-based).
pub fn p(n: u8) -> Seat {
    Seat(n)
}

/// A company of the built-in board by key.
pub fn co(key: &str) -> Company {
    Board::builtin()
        .company_named(key)
        .unwrap_or_else(|| panic!("no company {key}"))
}

/// A hex of the built-in board by label.
pub fn hx(label: &str) -> HexId {
    Board::builtin()
        .hex_named(label)
        .unwrap_or_else(|| panic!("no hex {label}"))
}

/// A new game on the built-in board with the default options.
pub fn new_game(players: u8) -> Game {
    Game::new(Setup::new(players), 1).expect("a valid setup")
}

/// A new game with options.
pub fn new_game_with(players: u8, options: Options) -> Game {
    Game::new(Setup { players, options }, 1).expect("a valid setup")
}

/// Applies actions in order, failing the test with the refusal if one is refused; returns all their events.
pub fn play(game: &mut Game, actions: &[Action]) -> Vec<Event> {
    let mut all = Vec::new();
    for &action in actions {
        let mover = game.to_move();
        match game.apply(action) {
            Ok(events) => all.extend(events),
            Err(refusal) => panic!("{action:?} by {mover:?} refused: {refusal}"),
        }
    }
    all
}

/// Asserts that an action is refused, the game unchanged and the action not listed; returns the rule.
pub fn refused(game: &mut Game, action: Action) -> &'static str {
    let before = game.hash();
    let listed = game.legal_actions().contains(&action);
    match game.apply(action) {
        Ok(events) => panic!("{action:?} was accepted: {events:?}"),
        Err(refusal) => {
            assert_eq!(game.hash(), before, "a refused action changed the game");
            assert!(!listed, "{action:?} is refused ({refusal}) but listed as legal");
            refusal.rule
        }
    }
}

/// Everyone still in the current auction passes: it ends.
pub fn all_pass(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while matches!(game.state().pending(), Pending::Auction(_)) {
        let more = play(game, &[Action::Pass]);
        let ended = more.iter().any(|e| {
            matches!(
                e,
                Event::ShareBought { .. } | Event::ShareFree { .. } | Event::ShareUnsold { .. }
            )
        });
        events.extend(more);
        if ended {
            break;
        }
    }
    events
}

/// A game after initial auctions in which nobody bid: the banker, seat 0, holds one share each of PRR, B&O, C&O
/// and NYC, received free; treasuries are empty; it is seat 0's turn.
pub fn ready(players: u8) -> Game {
    ready_with(players, Options::default())
}

/// [`ready`] with options.
pub fn ready_with(players: u8, options: Options) -> Game {
    let mut game = new_game_with(players, options);
    for _ in 0..4 {
        all_pass(&mut game);
    }
    assert_eq!(game.state().pending(), Pending::Turn);
    assert_eq!(game.to_move(), Some(p(0)));
    game
}

/// Puts locomotives of a company on hexes (free, from its charter).
pub fn put(game: &mut Game, company: &str, hexes: &[&str]) {
    let board = game.board_arc();
    for h in hexes {
        game.state_mut().put(&board, co(company), hx(h));
    }
}

/// A company's income.
pub fn income(game: &Game, company: &str) -> u32 {
    game.state().company(co(company)).income
}

/// A company's treasury.
pub fn treasury(game: &Game, company: &str) -> u32 {
    game.state().company(co(company)).treasury
}

/// A player's cash.
pub fn cash(game: &Game, seat: u8) -> u32 {
    game.state().cash(p(seat))
}

/// The events of a kind, by a predicate.
pub fn count(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}

/// Where the first event matching a predicate stands in the list.
pub fn position(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .position(pred)
        .unwrap_or_else(|| panic!("no such event in {events:?}"))
}

/// Moves the current turn on by declining an action, choosing a dial that does not trigger a Dividend Phase
/// when possible.
pub fn decline_any(game: &mut Game) -> Vec<Event> {
    let legal = game.legal_actions();
    let declines: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Decline(_)))
        .collect();
    play(game, &[declines[0]])
}

//! The engine's fold (`View::apply`, `Game::seat_events`): at every decision of random games, on every built-in
//! map × card set, with and without Metro Drinks (both payout readings), 1–5 players, random and heuristic players,
//! every seat's view before the decision with its events folded in is that seat's view after it. A test-only rule
//! module whose event misdescribes its change shows that the check catches a wrong fold, and a seat's events never
//! carry another seat's secret bid.

use std::sync::Arc;

use metro_core::{CardSet, KindCatalogue, Map};
use metro_engine::fold::fold_mismatch;
use metro_engine::ids::GameRng;
use metro_engine::module::{GameSetup, Looks, ModuleGame, ModuleRules, Phases, Play, RulesRead};
use metro_engine::{Action, Event, Game, PlayerId, RuleModule, Setup, State};

fn map(name: &str) -> Arc<Map> {
    let text = if name == "tokyo" {
        metro_tokyo::MAP_TOML
    } else {
        metro_osaka::MAP_TOML
    };
    Arc::new(metro_data::load_map(name, text).expect("a built-in map"))
}

fn cards(name: &str) -> Arc<CardSet> {
    let text = if name == "tokyo" {
        metro_tokyo::CARDS_TOML
    } else {
        metro_osaka::CARDS_TOML
    };
    Arc::new(metro_data::load_card_set(name, text, &KindCatalogue::builtin()).expect("a built-in card set"))
}

/// Plays `games` games of a setup (even seats heuristic when `heuristic`, the rest random) and checks the fold at
/// every decision; returns the decisions checked.
fn check(setup: &Setup, heuristic: bool, games: u64, seed: u64) -> usize {
    let mut checked = 0;
    let mut events = Vec::new();
    for g in 0..games {
        let seed = seed * 1_000 + g;
        let mut game = Game::new(setup.clone(), seed).expect("a valid setup");
        let mut rng = GameRng::new(seed ^ 0xF01D);
        let mut bots: Vec<_> = (0..setup.players)
            .map(|seat| metro_bots::bot_by_name("heuristic", seed + seat as u64).expect("a known bot"))
            .collect();
        while let Some(player) = game.to_move() {
            let legal = game.legal_actions();
            let action: Action = if heuristic && player.0 % 2 == 0 {
                bots[player.0 as usize].choose(&game.player_view(player), &legal)
            } else {
                legal[rng.below(legal.len())]
            };
            let before = game.clone();
            events.clear();
            game.apply_into(action, &mut events)
                .expect("a listed action is accepted");
            if let Some(mismatch) = fold_mismatch(&before, &game, &events) {
                panic!("seed {seed}, decision {checked}, after {action:?}: {mismatch}");
            }
            checked += 1;
        }
    }
    checked
}

/// Games per configuration: fewer in a debug build.
fn games(release: u64) -> u64 {
    if cfg!(debug_assertions) {
        release.div_ceil(4)
    } else {
        release
    }
}

#[test]
fn every_seat_folds_its_events_into_its_next_view() {
    let mut checked = 0;
    for (i, (m, c)) in [
        ("tokyo", "tokyo"),
        ("osaka", "osaka"),
        ("tokyo", "osaka"),
        ("osaka", "tokyo"),
    ]
    .iter()
    .enumerate()
    {
        for players in 1..=5 {
            let setup = Setup::new(map(m), cards(c), players);
            let seed = (i * 10 + players) as u64;
            checked += check(&setup, false, games(4), seed);
            if players % 2 == 1 {
                checked += check(&setup, true, games(1), seed + 100);
            }
        }
    }
    assert!(checked > 3_000, "{checked} decisions checked");
}

#[test]
fn every_seat_folds_its_events_into_its_next_view_with_metro_drinks() {
    let mut checked = 0;
    for (i, (m, c)) in [("tokyo", "tokyo"), ("osaka", "osaka"), ("tokyo", "osaka")]
        .iter()
        .enumerate()
    {
        for players in [1, 2, 4, 5] {
            for owner_paid in [false, true] {
                let setup = metro_drinks::with_drinks(Setup::new(map(m), cards(c), players), owner_paid);
                let seed = (500 + i * 20 + players * 2 + owner_paid as usize) as u64;
                checked += check(&setup, false, games(2), seed);
                if owner_paid == (players % 2 == 0) {
                    checked += check(&setup, true, games(1), seed + 100);
                }
            }
        }
    }
    assert!(checked > 2_000, "{checked} decisions checked");
}

/// A seat's events carry its own bid's amount and no other seat's: the bids of two games that differ only in
/// another seat's bid give that seat the same events.
#[test]
fn a_seat_is_never_told_another_seats_bid() {
    let setup = Setup::new(map("tokyo"), cards("tokyo"), 3);
    let mut told = Vec::new();
    for other_bid in [0, 100, 500] {
        let mut game = Game::new(setup.clone(), 7).expect("a valid setup");
        // Round 1's bids: seat 1 bids ¥200, seat 2 `other_bid` (seat 3 has not bid yet).
        let first = game.apply(Action::Bid(200)).expect("a bid");
        let second = game.apply(Action::Bid(other_bid)).expect("a bid");
        let mut seat_one = Vec::new();
        game.seat_events(PlayerId(0), &second, &mut seat_one);
        let mut own = Vec::new();
        game.seat_events(PlayerId(1), &second, &mut own);
        assert!(own.contains(&Event::OwnBid {
            player: PlayerId(1),
            amount: other_bid
        }));
        assert!(!first.iter().any(|e| matches!(e, Event::OwnBid { .. })));
        told.push(seat_one);
    }
    assert!(told.windows(2).all(|w| w[0] == w[1]), "{told:?}");
}

/// A test-only module that moves a player's cash at every station payout but tells a different amount in its event:
/// the fold check must catch it.
struct Misdescribing;

impl RuleModule for Misdescribing {
    fn key(&self) -> &str {
        "misdescribing"
    }
    fn title(&self) -> &str {
        "Misdescribing"
    }
    fn join(&self, _setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
        Ok(ModuleGame {
            columns: Vec::new(),
            payouts: None,
            rules: Arc::new(Misdescribing),
        })
    }
}

impl ModuleRules for Misdescribing {
    fn phases(&self) -> Option<&dyn Phases> {
        Some(self)
    }
    fn looks(&self) -> Option<&dyn Looks> {
        Some(self)
    }
}

impl Phases for Misdescribing {
    fn station_payout(
        &self,
        play: &mut Play<'_>,
        _line: metro_core::LineId,
        _station: metro_core::StationId,
        owner: PlayerId,
    ) {
        play.state_mut().players[owner.0 as usize].cash += 10;
        play.event(1, [i32::from(owner.0), 20, 0, 0]);
    }
}

impl Looks for Misdescribing {
    fn fold(
        &self,
        _rules: &dyn RulesRead,
        state: &mut State,
        _index: usize,
        event: &Event,
        _viewer: PlayerId,
    ) {
        if let Event::Module(m) = event
            && let Some(p) = state.players.get_mut(m.args[0] as usize)
        {
            p.cash += m.args[1];
        }
    }
}

#[test]
fn a_module_whose_events_misdescribe_its_change_fails_the_check() {
    let mut setup = Setup::new(map("tokyo"), cards("tokyo"), 3);
    setup.modules.push(Arc::new(Misdescribing));
    let mut caught = None;
    let mut events = Vec::new();
    for seed in 0..20 {
        let mut game = Game::new(setup.clone(), seed).expect("a valid setup");
        let mut rng = GameRng::new(seed);
        while game.to_move().is_some() && caught.is_none() {
            let legal = game.legal_actions();
            let before = game.clone();
            events.clear();
            game.apply_into(legal[rng.below(legal.len())], &mut events)
                .expect("a listed action");
            caught = fold_mismatch(&before, &game, &events);
        }
        if caught.is_some() {
            break;
        }
    }
    let caught = caught.expect("a station payout happens in 20 games, and its wrong fold is caught");
    assert!(caught.contains("cash"), "{caught}");
}

/// What a seat is told never depends on what it cannot see: at every decision of random games (Tokyo and Osaka
/// cards, with and without Metro Drinks), a game redrawn in everything hidden from a seat (the engine's
/// determinisation: deck order, hidden discards, others' unrevealed bids, the generator) gives that seat the same
/// events and the same view after the same decision, unless the decision reveals something (a card dealt, bids
/// revealed, a random order), which is when the game shows the seat what was hidden.
#[test]
fn a_seats_events_never_depend_on_what_it_cannot_see() {
    let mut compared = 0;
    for (i, drinks) in [false, true].into_iter().enumerate() {
        for (m, c) in [("tokyo", "tokyo"), ("osaka", "osaka")] {
            let mut setup = Setup::new(map(m), cards(c), 4);
            if drinks {
                setup = metro_drinks::with_drinks(setup, i % 2 == 0);
            }
            for seed in 0..games(4) {
                let mut game = Game::new(setup.clone(), seed).expect("a valid setup");
                let mut rng = GameRng::new(seed ^ 0x1EA4);
                while game.to_move().is_some() {
                    let legal = game.legal_actions();
                    let action = legal[rng.below(legal.len())];
                    let seat = PlayerId(rng.below(4) as u8);
                    let mut redrawn = game.determinised_for(seat, &mut rng, &mut |_, seen, rng| {
                        rng.below(seen.cash().max(0) as usize / 100 + 1) as i32 * 100
                    });
                    assert_eq!(
                        redrawn.view(seat),
                        game.view(seat),
                        "seed {seed}: a determinisation shows the same"
                    );
                    let events = game.apply(action).expect("a listed action");
                    let Ok(other) = redrawn.apply(action) else {
                        continue;
                    };
                    if events.iter().any(Event::reveals) {
                        continue;
                    }
                    let (mut told, mut told_other) = (Vec::new(), Vec::new());
                    game.seat_events(seat, &events, &mut told);
                    redrawn.seat_events(seat, &other, &mut told_other);
                    assert_eq!(
                        told,
                        told_other,
                        "seed {seed}, after {action:?}: seat {} is told",
                        seat.0 + 1
                    );
                    assert_eq!(
                        game.view(seat),
                        redrawn.view(seat),
                        "seed {seed}, after {action:?}"
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 400, "{compared} decisions compared");
}

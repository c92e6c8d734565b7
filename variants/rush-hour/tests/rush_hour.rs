//! Rush hour (RH-) played: in process (the crate's rules linked as a library) and as the plugin the programs load
//! (the `cdylib`), with its save record.

#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;
use std::sync::Arc;

use metro_engine::ids::GameRng;
use metro_engine::{Event, Game, Phase, PlayerId, Registry, Setup};
use metro_rush_hour::{FARE, RushHour, RushHourEvent};

fn registry_in_process() -> Registry {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).unwrap();
    metro_osaka::register(&mut registry).unwrap();
    registry.add_module(Arc::new(RushHour)).unwrap();
    registry
}

fn setup(registry: &Registry, map: &str, cards: &str, players: usize) -> Setup {
    let m = registry.map(map).unwrap();
    let c = registry.card_set(cards).unwrap();
    let map = metro_data::load_map(&m.file, &m.text).unwrap();
    let cards = metro_data::load_card_set(&c.file, &c.text, registry.kinds()).unwrap();
    let mut setup = Setup::new(Arc::new(map), Arc::new(cards), players);
    setup.play(registry.module("rush-hour").unwrap().clone());
    setup
}

/// What a whole random game showed of the house rule, checked as it went.
#[derive(Default)]
struct Seen {
    bookings: usize,
    fares: usize,
}

/// Plays a random game, checking RH-2 – RH-4 at every step.
fn play_checked(mut game: Game, seed: u64, seen: &mut Seen) {
    let mut rng = GameRng::new(seed);
    // Who booked in the current round, and whose booking is active in its train phase.
    let mut booked: BTreeSet<PlayerId> = BTreeSet::new();
    let mut active: BTreeSet<PlayerId> = BTreeSet::new();
    while !game.is_over() {
        let legal = game.legal_actions();
        // RH-2 (D-18): every Rush hour action on offer is to a player who owns a station and has not booked.
        for action in &legal {
            if let metro_engine::Action::Take(a) = action
                && matches!(game.rules().kind(*a), Some(metro_core::ActionKind::Module { .. }))
            {
                let me = game.to_move().unwrap();
                assert!(game.state().pyramids.contains(&Some(me)), "RH-2: owns a station");
                assert!(!booked.contains(&me), "RH-2: once a round");
            }
        }
        let action = legal[rng.below(legal.len())];
        let events = game.apply(action).unwrap();
        let mut owed: Vec<(PlayerId, metro_core::StationId)> = Vec::new();
        for event in &events {
            let rush = match event {
                Event::Module(m) => RushHourEvent::decode(m),
                _ => None,
            };
            match (event, rush) {
                (Event::PhaseStarted(Phase::Trains), _) => {
                    // RH-4: this round's bookings hold for this train phase only.
                    active = std::mem::take(&mut booked);
                }
                (Event::RoundStarted(_), _) => active.clear(),
                (_, Some(RushHourEvent::Booked { player })) => {
                    assert!(booked.insert(player), "RH-2: booked twice in a round");
                    seen.bookings += 1;
                }
                (Event::StationPayout { station, owner, .. }, _) if active.contains(owner) => {
                    owed.push((*owner, *station));
                }
                (_, Some(fare @ RushHourEvent::FarePaid { .. })) => {
                    // RH-3: the fare follows its station payout, to the booked owner, ¥100.
                    let (owner, station) = owed.remove(0);
                    assert_eq!(
                        fare,
                        RushHourEvent::FarePaid {
                            owner,
                            station,
                            amount: FARE
                        }
                    );
                    seen.fares += 1;
                }
                _ => {}
            }
        }
        assert!(
            owed.is_empty(),
            "RH-3: every station payout to a booked owner pays the fare"
        );
    }
}

// rule RH-1, RH-2, RH-3, RH-4
#[test]
fn random_games_follow_the_house_rule() {
    let registry = registry_in_process();
    let mut seen = Seen::default();
    for (seed, (map, cards, players)) in [
        ("tokyo", "tokyo", 4),
        ("osaka", "osaka", 3),
        ("tokyo", "osaka", 2),
        ("osaka", "tokyo", 5),
        ("tokyo", "tokyo", 1),
    ]
    .into_iter()
    .enumerate()
    {
        let game = Game::new(setup(&registry, map, cards, players), seed as u64).unwrap();
        // RH-1: one more column, dealt like the others.
        let columns = game.rules().cards().columns().len();
        assert_eq!(game.state().columns.len(), columns + 1);
        assert_eq!(
            game.rules().column_look(columns as u8).map(|(n, _)| n),
            Some("Rush hour")
        );
        play_checked(game, seed as u64, &mut seen);
    }
    assert!(
        seen.bookings > 0 && seen.fares > 0,
        "the games booked and paid fares"
    );
}

// rule RH-2
#[test]
fn a_player_without_a_station_cannot_book() {
    let registry = registry_in_process();
    let mut game = Game::new(setup(&registry, "tokyo", "tokyo", 3), 7).unwrap();
    let mut rng = GameRng::new(7);
    // Round 1's first action turn: nobody owns a station yet, so no Rush hour card is on offer and taking one is
    // refused with RH-2.
    while game.phase() != Phase::Actions {
        let legal = game.legal_actions();
        game.apply(legal[rng.below(legal.len())]).unwrap();
    }
    let column = game.rules().cards().columns().len();
    let card = game.state().columns[column]
        .rows
        .iter()
        .flatten()
        .next()
        .copied()
        .unwrap();
    let take = metro_engine::Action::Take(metro_engine::ActionRef { card, action: 0 });
    assert!(!game.legal_actions().contains(&take));
    let refusal = game.explain(take);
    assert_eq!(refusal.rule, "RH-2");
    assert!(refusal.reason.contains("own no station"), "{}", refusal.reason);
}

#[test]
fn narration_names_the_house_rule() {
    let registry = registry_in_process();
    let mut game = Game::new(setup(&registry, "tokyo", "tokyo", 2), 3).unwrap();
    let mut rng = GameRng::new(3);
    let mut said = Vec::new();
    while !game.is_over() {
        let legal = game.legal_actions();
        for event in game.apply(legal[rng.below(legal.len())]).unwrap() {
            if matches!(event, Event::Module(_)) {
                said.push(metro_engine::narrate::describe(&game, &event));
            }
        }
    }
    assert!(said.iter().any(|s| s.contains("books the rush hour")), "{said:?}");
    assert!(said.iter().all(|s| !s.starts_with("Module event")), "{said:?}");
}

/// The rules help: the house rule brings its own section, and its card explains itself in one sentence.
#[test]
fn the_house_rule_explains_itself_in_the_rules_help() {
    use metro_engine::module::RuleModule;
    let registry = registry_in_process();
    let section = RushHour.rules_help().expect("a section");
    assert_eq!(section.title, "Rush hour (house rule)");
    // rule RH-2: refusals of the house rule link to its section.
    assert!(section.covers("RH-2").is_some());
    let game = Game::new(setup(&registry, "tokyo", "tokyo", 2), 3).unwrap();
    let rules = game.rules();
    let slot = &rules.modules()[0];
    let looks = slot.rules().looks().expect("looks");
    for card in 0..rules.card_count() {
        for (_, spec) in rules.card_actions(metro_engine::CardId(card as u8)) {
            if let metro_core::ActionKind::Module { .. } = spec.kind {
                let sentence = looks.kind_help(&game, spec.kind).expect("a sentence");
                assert!(sentence.contains("¥100") && sentence.ends_with('.'), "{sentence}");
            }
        }
    }
}

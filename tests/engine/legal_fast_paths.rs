//! `apply` accepts exactly the listed actions: the refusal check decides the frequent decisions (bids, takes, passes,
//! placement, movement, a Move's destination, a Speculate stake, an action's line, station or discard pile, a speed
//! token, a discount lifted, a swap's payment, every train-phase choice) without listing the alternatives, so this
//! test offers every candidate of those kinds at every decision of random games and compares with the list.

use std::sync::Arc;

use metro_core::{CardSet, KindCatalogue, LineId, Map, SpaceId, StationId};
use metro_engine::ids::GameRng;
use metro_engine::{Action, ActionRef, CardId, Game, RuleOptions, Setup, SwapPayment};

fn map(text: &str, file: &str) -> Arc<Map> {
    Arc::new(metro_data::load_map(file, text).expect("a built-in map"))
}

fn cards(text: &str, file: &str) -> Arc<CardSet> {
    Arc::new(metro_data::load_card_set(file, text, &KindCatalogue::builtin()).expect("a built-in card set"))
}

/// Every action of the kinds the check decides quickly, plus a few of every other kind, for this game.
fn candidates(game: &Game) -> Vec<Action> {
    let mut all = vec![Action::Stay, Action::Pass, Action::Wait, Action::Done];
    let cash = game.state().players.iter().map(|p| p.cash).max().unwrap_or(0);
    for yen in (-100..=cash + 100).step_by(100).chain([50, 150, cash + 50]) {
        all.push(Action::Bid(yen));
        all.push(Action::Stake(yen));
    }
    for space in 0..game.map().space_count() as u16 + 2 {
        all.extend([
            Action::Place(SpaceId(space)),
            Action::MoveTo(SpaceId(space)),
            Action::Alight(SpaceId(space)),
        ]);
    }
    for card in 0..game.rules().card_count() as u8 + 1 {
        for action in 0..3 {
            let a = ActionRef {
                card: CardId(card),
                action,
            };
            all.extend([Action::Take(a), Action::Lift(a), Action::Copy(a)]);
        }
    }
    for line in 0..game.map().lines().len() as u8 + 1 {
        all.extend([Action::Line(LineId(line)), Action::Assign(LineId(line))]);
    }
    for station in 0..game.map().stations().len() as u16 + 1 {
        all.push(Action::Station(StationId(station)));
    }
    all.extend([
        Action::Board(0),
        Action::Board(1),
        Action::Column(0),
        Action::Column(9),
    ]);
    all.extend([
        Action::PayWith(SwapPayment::SpeedToken),
        Action::PayWith(SwapPayment::Bike),
    ]);
    all
}

#[test]
fn apply_accepts_exactly_the_listed_actions() {
    let maps = [
        map(metro_tokyo::MAP_TOML, "tokyo"),
        map(metro_osaka::MAP_TOML, "osaka"),
    ];
    let sets = [
        cards(metro_tokyo::CARDS_TOML, "tokyo"),
        cards(metro_osaka::CARDS_TOML, "osaka"),
    ];
    let mut checked = 0usize;
    for (mi, m) in maps.iter().enumerate() {
        for c in &sets[mi..=mi] {
            for players in [1, 4, 5] {
                let seed = (mi * 10 + players) as u64;
                let setup = Setup {
                    map: m.clone(),
                    cards: c.clone(),
                    players,
                    options: RuleOptions::default(),
                    modules: Vec::new(),
                };
                let mut game = Game::new(setup, seed).expect("a valid setup");
                let mut rng = GameRng::new(seed);
                let mut legal = Vec::new();
                let mut decision = 0;
                while !game.is_over() {
                    game.legal_actions_into(&mut legal);
                    // Every seventh decision: every candidate, to keep the test fast.
                    if decision % 7 == 0 {
                        for action in candidates(&game) {
                            let accepted = game.clone().apply(action).is_ok();
                            assert_eq!(
                                accepted,
                                legal.contains(&action),
                                "{action:?} while waiting for: {} (seed {seed})",
                                game.pending_description()
                            );
                            checked += 1;
                        }
                    }
                    let action = legal[rng.below(legal.len())];
                    game.apply(action).expect("a listed action is accepted");
                    decision += 1;
                }
            }
        }
    }
    assert!(checked > 5_000, "{checked} candidates checked");
}

/// `Game::apply_chosen` performs the listed action without checking it again: it must play exactly the games that
/// listing, picking and `apply_into` play (the same events, the same state after every decision), on both maps, with
/// Metro Drinks (a rule module), and give `None` and change nothing when the chosen place is not in the list or the
/// game is over.
#[test]
fn apply_chosen_plays_the_same_games_as_apply_into() {
    let mut decisions = 0usize;
    let setups = [
        ("tokyo", metro_tokyo::MAP_TOML, metro_tokyo::CARDS_TOML, 4, false),
        ("osaka", metro_osaka::MAP_TOML, metro_osaka::CARDS_TOML, 3, false),
        ("tokyo", metro_tokyo::MAP_TOML, metro_tokyo::CARDS_TOML, 5, true),
        ("osaka", metro_osaka::MAP_TOML, metro_osaka::CARDS_TOML, 1, true),
    ];
    for (seed, &(name, map_text, card_text, players, drinks)) in setups.iter().enumerate() {
        let mut setup = Setup::new(map(map_text, name), cards(card_text, name), players);
        if drinks {
            setup = metro_drinks::with_drinks(setup, false);
        }
        for game_seed in 0..3u64 {
            let seed = seed as u64 * 100 + game_seed;
            let mut checked = Game::new(setup.clone(), seed).expect("a valid setup");
            let mut chosen = checked.clone();
            let (mut rng_checked, mut rng_chosen) = (GameRng::new(seed), GameRng::new(seed));
            let (mut legal, mut events_checked, mut events_chosen) = (Vec::new(), Vec::new(), Vec::new());
            while !checked.is_over() {
                // A place past the end of the list applies nothing.
                let before = chosen.state().clone();
                events_chosen.clear();
                assert_eq!(
                    chosen.apply_chosen(&mut legal, &mut events_chosen, |_, legal| legal.len()),
                    None
                );
                assert_eq!(chosen.state(), &before);
                assert!(events_chosen.is_empty());

                checked.legal_actions_into(&mut legal);
                let action = legal[rng_checked.below(legal.len())];
                events_checked.clear();
                checked
                    .apply_into(action, &mut events_checked)
                    .expect("a listed action is legal");
                events_chosen.clear();
                let applied = chosen.apply_chosen(&mut legal, &mut events_chosen, |_, legal| {
                    rng_chosen.below(legal.len())
                });
                assert_eq!(applied, Some(action), "seed {seed}, decision {decisions}");
                assert_eq!(events_chosen, events_checked, "seed {seed}, after {action:?}");
                assert_eq!(chosen.state(), checked.state(), "seed {seed}, after {action:?}");
                decisions += 1;
            }
            assert!(chosen.is_over());
            assert_eq!(chosen.result(), checked.result());
            assert_eq!(
                chosen.apply_chosen(&mut legal, &mut events_chosen, |_, _| 0),
                None,
                "the game is over"
            );
        }
    }
    assert!(decisions > 1_500, "{decisions} decisions compared");
}

//! Random legal games played to the end (proptest): never stuck, the legal list and the check agree, refusals
//! change nothing, the same setup, seed and actions give the same hashes, pieces and money are conserved where the
//! rules conserve them, and every game ends by the eighth Dividend Phase.

mod support;
use metro_chicago::policy::{Policy, RandomPolicy, WestwardPolicy};
use proptest::prelude::*;
use support::*;

/// Every action a position could be asked about: both kinds for every company, hex and dial, and bids around the
/// mover's cash.
fn universe(game: &Game) -> Vec<Action> {
    let board = game.board();
    let mut all = vec![Action::Pass, Action::Stop];
    for c in 0..board.companies().len() as u8 + 1 {
        all.push(Action::Offer(Company(c)));
        all.push(Action::BuildFor(Company(c)));
    }
    for h in 0..board.hexes().len() as u8 + 1 {
        all.push(Action::Develop(HexId(h)));
        all.push(Action::Place(HexId(h)));
    }
    for d in Dial::ALL {
        all.push(Action::Decline(d));
    }
    let cash = game.to_move().map_or(0, |s| game.state().cash(s));
    for b in [
        0,
        1,
        2,
        3,
        5,
        8,
        cash.saturating_sub(1),
        cash,
        cash + 1,
        cash + 50,
    ] {
        all.push(Action::Bid(b));
    }
    all
}

/// Money the bank gave out minus money it took in, from events.
fn bank_flow(events: &[Event]) -> i64 {
    events
        .iter()
        .map(|e| match *e {
            Event::StartingMoney { amount, .. }
            | Event::DividendPaid { amount, .. }
            | Event::ForestMoney { amount, .. } => i64::from(amount),
            Event::LocomotivePlaced { cost, .. } => -i64::from(cost),
            _ => 0,
        })
        .sum()
}

fn money_held(game: &Game) -> i64 {
    let s = game.state();
    let players: i64 = (0..s.players()).map(|p| i64::from(s.cash(Seat(p)))).sum();
    let companies: i64 = (0..game.board().companies().len() as u8)
        .map(|c| i64::from(s.company(Company(c)).treasury))
        .sum();
    players + companies
}

/// Checks the pieces: shares and locomotives held, on the board and on the charters add up; networks are
/// connected to their start hex.
fn pieces_conserved(game: &Game) {
    let board = game.board();
    let s = game.state();
    for (i, def) in board.companies().iter().enumerate() {
        let c = Company(i as u8);
        let cs = s.company(c);
        let held: u8 = (0..s.players()).map(|p| s.shares_of(Seat(p), c)).sum();
        assert_eq!(held, cs.held);
        assert_eq!(cs.held + cs.shares_left, def.shares);
        let on_board = board
            .hexes()
            .iter()
            .enumerate()
            .filter(|(h, _)| s.companies_on(HexId(*h as u8)) & (1 << i) != 0)
            .count();
        assert_eq!(on_board, cs.network.len());
        assert_eq!(on_board as u8 + cs.locomotives_left, def.locomotives);
        if cs.open {
            // connected: a search from the start hex through the network reaches all of it
            let mut seen = HexSet::EMPTY;
            seen.insert(def.start);
            let mut stack = vec![def.start];
            while let Some(h) = stack.pop() {
                for n in board.neighbours(h).iter() {
                    if cs.network.contains(n) && !seen.contains(n) {
                        seen.insert(n);
                        stack.push(n);
                    }
                }
            }
            assert_eq!(seen, cs.network);
        }
        // forests and mountains hold one locomotive at most; start hexes only their own company's
        for h in cs.network.iter() {
            let hex = board.hex(h);
            if hex.kind.takes_one() {
                assert_eq!(s.locomotives_on(h), 1);
            }
            if hex.kind == HexKind::Start {
                assert_eq!(hex.home_of, Some(c));
            }
        }
    }
}

/// Plays one game with a policy, checking everything at every decision; returns the actions and the hash after
/// each.
fn play_checked(setup: Setup, seed: u64, policy: &mut dyn Policy) -> (Vec<Action>, Vec<u64>, Game) {
    let mut game = Game::new(setup, seed).expect("valid");
    let mut bank = bank_flow(&game.start_events());
    assert_eq!(money_held(&game), bank);
    let (mut actions, mut hashes) = (Vec::new(), Vec::new());
    let mut probe = SeededRng::new(seed ^ 0xABCD);
    while !game.is_over() {
        let legal = game.legal_actions();
        // never stuck
        assert!(
            !legal.is_empty(),
            "no legal action in {:?}",
            game.state().pending()
        );
        assert!(game.to_move().is_some());
        // the list and the check agree on everything a position could be asked
        for action in universe(&game) {
            assert_eq!(
                game.check(action).is_ok(),
                legal.contains(&action),
                "{action:?} in {:?}",
                game.state().pending()
            );
        }
        // a refused action changes nothing
        let illegal = universe(&game)
            .into_iter()
            .filter(|a| !legal.contains(a))
            .collect::<Vec<_>>();
        if !illegal.is_empty() {
            let before = game.hash();
            let refused = illegal[probe.below(illegal.len())];
            assert!(game.apply(refused).is_err());
            assert_eq!(game.hash(), before);
        }
        // at most one needle on red when an action is chosen (CE-3.9)
        if game.state().pending() == Pending::Turn {
            let red = Dial::ALL
                .iter()
                .filter(|&&d| game.state().dial(d) >= game.board().dial_steps(d))
                .count();
            assert!(red <= 1);
        }
        let action = legal[policy.choose(&game, &legal)];
        let events = game.apply(action).expect("a listed action is legal");
        bank += bank_flow(&events);
        assert_eq!(money_held(&game), bank, "money after {action:?}: {events:?}");
        pieces_conserved(&game);
        actions.push(action);
        hashes.push(game.hash());
        assert!(game.state().dividend_phases() <= 8);
        assert!(actions.len() < 200_000, "the game does not end");
    }
    assert!(game.legal_actions().is_empty());
    assert!(game.state().ended().any());
    let result = game.result().expect("a result");
    assert!(result.winners().count() >= 1);
    (actions, hashes, game)
}

fn setup(players: u8, chicago_ends_build: bool, banker: u8) -> Setup {
    Setup {
        players,
        options: Options {
            chicago_ends_build,
            banker: match banker % 3 {
                0 => Banker::First,
                1 => Banker::Seat(banker % players),
                _ => Banker::Random,
            },
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    // rule CE-3.9
    // rule CE-11.3
    // rule CE-12.1
    #[test]
    fn random_games_end_conserve_and_replay(seed in any::<u64>(), players in 2u8..=6, ends in any::<bool>(), banker in 0u8..6) {
        let setup = setup(players, ends, banker);
        let (actions, hashes, end) = play_checked(setup, seed, &mut RandomPolicy::new(seed));
        // deterministic: the same setup, seed and actions give the same hashes
        let mut again = Game::new(setup, seed).expect("valid");
        for (action, hash) in actions.iter().zip(&hashes) {
            again.apply(*action).expect("legal again");
            prop_assert_eq!(again.hash(), *hash);
        }
        prop_assert_eq!(again.result(), end.result());
    }

    #[test]
    fn westward_games_end_conserve_and_replay(seed in any::<u64>(), players in 2u8..=6, ends in any::<bool>()) {
        let setup = setup(players, ends, 0);
        let board = Board::builtin();
        let (actions, hashes, _) = play_checked(setup, seed, &mut WestwardPolicy::new(&board, seed));
        let mut again = Game::new(setup, seed).expect("valid");
        for (action, hash) in actions.iter().zip(&hashes) {
            again.apply(*action).expect("legal again");
            prop_assert_eq!(again.hash(), *hash);
        }
    }
}

#[test]
fn serde_round_trips_setup_options_and_actions() {
    let setup = Setup {
        players: 5,
        options: Options {
            chicago_ends_build: true,
            banker: Banker::Seat(3),
        },
    };
    let text = serde_json::to_string(&setup).expect("serialises");
    assert_eq!(serde_json::from_str::<Setup>(&text).expect("parses"), setup);
    // the options default when left out, and unknown keys are refused
    assert_eq!(
        serde_json::from_str::<Setup>("{\"players\":3}").expect("parses"),
        Setup::new(3)
    );
    assert!(serde_json::from_str::<Setup>("{\"players\":3,\"colour\":1}").is_err());
    let actions = [
        Action::Bid(12),
        Action::Pass,
        Action::Offer(Company(1)),
        Action::Develop(HexId(40)),
        Action::BuildFor(Company(3)),
        Action::Decline(Dial::Build),
        Action::Place(HexId(159)),
        Action::Stop,
    ];
    let text = serde_json::to_string(&actions).expect("serialises");
    assert_eq!(
        serde_json::from_str::<Vec<Action>>(&text).expect("parses"),
        actions
    );
    assert_eq!(
        text,
        r#"[{"bid":12},"pass",{"offer":1},{"develop":40},{"build_for":3},{"decline":"Build"},{"place":159},"stop"]"#
    );
}

#[test]
fn the_hash_is_stable() {
    // a fixed game's hash, so that a change of the hash's canonical form (which would break saves' checkpoints)
    // is noticed
    let mut game = new_game(4);
    let first = game.hash();
    assert_eq!(first, new_game(4).hash());
    play(&mut game, &[Action::Bid(7)]);
    assert_ne!(game.hash(), first);
    assert_eq!(first, 0x998b_305e_9880_8fae, "{first:#x}");
}

//! The per-seat fold (`metro_game::fold`): at every decision of many seeded games — uniformly random ones and games
//! of the westward policy, which reaches Chicago and opens Wabash — every seat's view before the decision, with
//! every event it is told folded in, is its view after; a view followed by events alone from the start to the end
//! is the game's final view; every kind of event a game tells was folded on the way; and the generic playout check
//! catches a fold that misdescribes an event.

use std::collections::BTreeSet;

use metro_chicago::policy::{Policy, RandomPolicy, WestwardPolicy};
use metro_chicago::{Action, Board, Event, Game, Refusal, Seat, Setup, View};
use metro_game::fold::{Fold, fold_mismatch};
use metro_game::playout::{Picks, PlayoutError, Scratch, checked_playout};
use metro_game::{Deciders, GameInfo, GameState, Outcome};

/// The kinds of events folded, by name (their `Debug` form up to the first brace or space).
fn kind(event: &Event) -> String {
    let text = format!("{event:?}");
    text.split([' ', '{']).next().unwrap_or_default().to_string()
}

/// What the games of a run went through.
#[derive(Default)]
struct Seen {
    kinds: BTreeSet<String>,
    decisions: u64,
    wabash: u64,
    games: u64,
}

/// Plays a game by `policy`, checking the fold for every seat at every decision, and following every seat's view
/// by the events it is told from the first decision to the end.
fn play_checking_the_fold(setup: Setup, seed: u64, policy: &mut dyn Policy, seen: &mut Seen) {
    let mut game = Game::new(setup, seed).expect("a valid setup");
    let seats = setup.players;
    let mut followed: Vec<View> = (0..seats).map(|p| game.view(Seat(p))).collect();
    let (mut legal, mut events, mut told) = (Vec::new(), Vec::new(), Vec::new());
    let mut decision = 0u64;
    loop {
        let before = game.clone();
        events.clear();
        if game
            .apply_chosen(&mut legal, &mut events, |g, l| policy.choose(g, l))
            .is_none()
        {
            break;
        }
        if let Some((seat, detail)) = fold_mismatch(&before, &game, &events) {
            panic!(
                "{seats} players, seed {seed}, decision {decision}: seat {}: {detail}",
                seat.0
            );
        }
        for (p, view) in followed.iter_mut().enumerate() {
            told.clear();
            Fold::seat_events(&game, Seat(p as u8), &events, &mut told);
            for event in &told {
                Fold::fold(&game, view, event);
                seen.kinds.insert(kind(event));
            }
        }
        seen.wabash += u64::from(events.iter().any(|e| matches!(e, Event::CompanyOpened { .. })));
        decision += 1;
        assert!(decision < 100_000, "seed {seed}: no end");
    }
    assert!(game.is_over());
    for (p, view) in followed.iter().enumerate() {
        assert_eq!(
            *view,
            game.view(Seat(p as u8)),
            "{seats} players, seed {seed}: seat {p} followed by events alone"
        );
    }
    seen.decisions += decision;
    seen.games += 1;
}

#[test]
fn random_games_fold_for_every_seat_at_every_decision() {
    // The fold covers the initial auctions (the share to the highest bidder, or free to the starter, and the next
    // auction's starter), share auctions, building, developing, the Dividend Phase and the end.
    // rule DCE-4
    // rule CE-2.19
    // rule CE-2.20
    // rule CE-2.21
    // rule CE-2.22
    // rule CE-3.3
    // rule CE-3.10
    // rule CE-4.10
    // rule CE-4.11
    // rule CE-5.8
    // rule CE-5.13
    // rule CE-6.2
    // rule CE-6.6
    // rule CE-6.8
    // rule CE-7.3
    // rule CE-10.2
    // rule CE-10.7
    // rule CE-10.8
    // rule CE-11.2
    let mut seen = Seen::default();
    for players in 2..=6 {
        for seed in 0..12 {
            let mut setup = Setup::new(players);
            // Half the games end a building action at Chicago (DCE-39).
            setup.options.chicago_ends_build = seed % 2 == 1;
            let mut policy = RandomPolicy::new(seed * 31 + u64::from(players));
            play_checking_the_fold(setup, seed, &mut policy, &mut seen);
        }
    }
    eprintln!(
        "{} random games, {} decisions; events folded: {:?}",
        seen.games, seen.decisions, seen.kinds
    );
    for kind in [
        "AuctionOpened",
        "BidMade",
        "Passed",
        "ShareBought",
        "ShareFree",
        "ShareUnsold",
        "FirstTurn",
        "NeedleMoved",
        "Declined",
        "BuildBegins",
        "LocomotivePlaced",
        "IncomeRises",
        "BuildEnds",
        "Dividend",
        "DividendPaid",
        "HouseBuilt",
        "ForestMoney",
        "IndustryGrew",
        "DividendPhase",
        "NeedlesReset",
        "GameEnds",
        "Awaiting",
    ] {
        assert!(seen.kinds.contains(kind), "no {kind} folded in random games");
    }
}

#[test]
fn westward_games_fold_through_chicago_and_wabash() {
    // The westward policy reaches Chicago: the Chicago dividend inside the building action, Wabash opening on its
    // start city and its opening auction, later arrivals resuming (or, with the option, ending) the action.
    // rule CE-8.1
    // rule CE-8.2
    // rule CE-8.3
    // rule CE-8.4
    // rule CE-9.2
    // rule CE-9.3
    // rule CE-9.4
    // rule DCE-39
    let board = Board::builtin();
    let mut seen = Seen::default();
    for players in 2..=6 {
        for seed in 0..8 {
            let mut setup = Setup::new(players);
            setup.options.chicago_ends_build = seed % 2 == 1;
            let mut policy = WestwardPolicy::new(&board, seed);
            play_checking_the_fold(setup, seed, &mut policy, &mut seen);
        }
    }
    eprintln!(
        "{} westward games, {} decisions, Wabash opened in {}; events folded: {:?}",
        seen.games, seen.decisions, seen.wabash, seen.kinds
    );
    assert!(
        seen.wabash * 2 >= seen.games,
        "Wabash opened in {} of {} games",
        seen.wabash,
        seen.games
    );
    for kind in ["ChicagoReached", "CompanyOpened", "Dividend", "DividendPaid"] {
        assert!(seen.kinds.contains(kind), "no {kind} folded in westward games");
    }
}

/// Chicago Express with a fold that forgets one kind of event: the generic playout check must catch it.
#[derive(Clone, Debug)]
struct Forgetful {
    game: Game,
    forgets: fn(&Event) -> bool,
}

impl GameState for Forgetful {
    type Setup = (Setup, fn(&Event) -> bool);
    type SetupError = Refusal;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Refusal = Refusal;

    const INFO: GameInfo = <Game as GameState>::INFO;

    fn new_game(setup: &Self::Setup, seed: u64) -> Result<Self, Refusal> {
        Ok(Forgetful {
            game: Game::new(setup.0, seed)?,
            forgets: setup.1,
        })
    }

    fn seats(&self) -> u8 {
        GameState::seats(&self.game)
    }

    fn to_move(&self) -> Deciders {
        GameState::to_move(&self.game)
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        GameState::legal_actions(&self.game, seat, out)
    }

    fn apply(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) -> Result<(), Refusal> {
        GameState::apply(&mut self.game, seat, action, events)
    }

    fn view(&self, seat: Seat) -> View {
        GameState::view(&self.game, seat)
    }

    fn is_over(&self) -> bool {
        GameState::is_over(&self.game)
    }

    fn outcome(&self) -> Option<Outcome> {
        GameState::outcome(&self.game)
    }

    fn hash(&self) -> u64 {
        GameState::hash(&self.game)
    }

    fn view_hash(&self, seat: Seat) -> u64 {
        GameState::view_hash(&self.game, seat)
    }

    fn determinize(&self, _seat: Seat, _seed: u64) -> Self {
        self.clone()
    }
}

impl Fold for Forgetful {
    fn seat_events(&self, seat: Seat, events: &[Event], out: &mut Vec<Event>) {
        Fold::seat_events(&self.game, seat, events, out)
    }

    fn fold(&self, view: &mut View, event: &Event) {
        if !(self.forgets)(event) {
            Fold::fold(&self.game, view, event)
        }
    }
}

#[test]
fn the_playout_check_catches_a_fold_that_forgets_an_event() {
    // The true fold passes the check; forgetting a payment, a bid or the closing bookkeeping does not.
    let play = |forgets: fn(&Event) -> bool| {
        let mut game = Forgetful::new_game(&(Setup::new(3), forgets), 5).expect("a valid setup");
        checked_playout(
            &mut game,
            &mut Picks::new(5),
            100_000,
            &mut Scratch::default(),
            |_, _| {},
        )
    };
    assert!(play(|_| false).is_ok());
    let mismatch = |result: Result<_, PlayoutError<Refusal>>| match result {
        Err(PlayoutError::FoldMismatch {
            decision,
            seat,
            detail,
        }) => (decision, seat, detail),
        other => panic!("not a fold mismatch: {other:?}"),
    };
    // The first decision of the game is the banker's, and every seat is told it: seat 0 is the first to differ.
    let (decision, seat, detail) = mismatch(play(|e| {
        matches!(e, Event::BidMade { .. } | Event::Passed { .. })
    }));
    assert_eq!((decision, seat), (0, Seat(0)));
    assert!(detail.contains("the fold of"), "{detail}");
    let (_, _, detail) = mismatch(play(|e| matches!(e, Event::Awaiting { .. })));
    assert!(detail.contains("Awaiting"), "{detail}");
    let (decision, _, _) = mismatch(play(|e| matches!(e, Event::DividendPaid { .. })));
    assert!(decision > 0);
    // A wrong fold's error is told in words.
    let error = PlayoutError::<Refusal>::FoldMismatch {
        decision: 7,
        seat: Seat(2),
        detail: "x".into(),
    };
    assert!(error.to_string().starts_with("decision 7: seat 2"), "{error}");
}

#[test]
fn a_view_with_a_changed_cash_is_not_the_fold() {
    let before = Game::new(Setup::new(4), 3).expect("a valid setup");
    let mut after = before.clone();
    // the lowest opening bid of the first initial auction (after the pass, first in the list)
    let bid = before.legal_actions()[1];
    let events = after.apply(bid).expect("a legal opening bid");
    assert_eq!(fold_mismatch(&before, &after, &events), None);
    // the bid's own event, told with another amount
    let changed: Vec<Event> = events
        .iter()
        .map(|e| match *e {
            Event::BidMade { player, amount } => Event::BidMade {
                player,
                amount: amount + 1,
            },
            other => other,
        })
        .collect();
    assert!(fold_mismatch(&before, &after, &changed).is_some());
    // a payment nobody received: the folded view's cash is not the game's
    let mut paid = events.clone();
    paid.push(Event::DividendPaid {
        player: Seat(3),
        company: metro_chicago::Company(0),
        shares: 1,
        amount: 4,
    });
    let (seat, _) = fold_mismatch(&before, &after, &paid).expect("a mismatch");
    assert_eq!(seat, Seat(0));
    let mut view = before.view(Seat(0));
    let mut told = Vec::new();
    Fold::seat_events(&after, Seat(0), &paid, &mut told);
    for event in &told {
        Fold::fold(&after, &mut view, event);
    }
    assert_eq!(view.state.cash(Seat(3)), after.state().cash(Seat(3)) + 4);
}

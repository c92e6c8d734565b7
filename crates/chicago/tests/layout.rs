//! The board and pieces as data for front ends (`metro_game::drawn::Drawn`).

use metro_chicago::layout::{Layout, Pieces, SQRT_3, hex_centre, hex_corners};
use metro_chicago::policy::{Policy, WestwardPolicy};
use metro_chicago::{Board, Game, HexId, Seat, Setup};
use metro_game::drawn::Drawn;

#[test]
fn every_pair_of_neighbours_stands_one_hex_apart_and_no_two_hexes_overlap() {
    // rule CEM-1.1
    // rule CEM-1.3
    let board = Board::builtin();
    let layout = Layout::of(&board);
    assert_eq!(layout.hexes.len(), 160);
    for hex in &layout.hexes {
        for &n in &hex.neighbours {
            let other = &layout.hexes[n as usize];
            let d =
                ((hex.centre.0 - other.centre.0).powi(2) + (hex.centre.1 - other.centre.1).powi(2)).sqrt();
            assert!(
                (d - SQRT_3).abs() < 1e-4,
                "{} and {} are {d} apart",
                hex.label,
                other.label
            );
        }
        for other in &layout.hexes {
            if other.id != hex.id {
                let d = ((hex.centre.0 - other.centre.0).powi(2) + (hex.centre.1 - other.centre.1).powi(2))
                    .sqrt();
                assert!(d > SQRT_3 - 1e-4, "{} and {} overlap", hex.label, other.label);
            }
        }
        for (x, y) in hex_corners(hex.centre) {
            assert!(x >= -1e-4 && y >= -1e-4 && x <= layout.size.0 + 1e-4 && y <= layout.size.1 + 1e-4);
        }
    }
    // Odd columns sit half a hex lower (CEM-1.1).
    assert!(hex_centre(1, 0).1 > hex_centre(0, 0).1);
    let chicago = &layout.hexes[layout.chicago as usize];
    assert_eq!(chicago.label, "A2");
    assert_eq!(chicago.name.as_deref(), Some("Chicago"));
}

#[test]
fn the_layout_and_pieces_travel_as_json_and_say_what_the_game_says() {
    let mut game = Game::new(Setup::new(4), 3).expect("a game");
    let layout = game.layout();
    let text = serde_json::to_string(&layout).expect("layout as JSON");
    let back: Layout = serde_json::from_str(&text).expect("layout back");
    assert_eq!(back, layout);
    let mut policy = WestwardPolicy::new(game.board(), 9);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..400 {
        if game.is_over() {
            break;
        }
        game.legal_actions_into(&mut legal);
        let i = policy.choose(&game, &legal);
        events.clear();
        game.apply_into(legal[i], &mut events).expect("a legal action");
    }
    let pieces = game.pieces(Seat(0));
    assert_eq!(pieces, Pieces::of(&game));
    let back: Pieces = serde_json::from_str(&serde_json::to_string(&pieces).expect("JSON")).expect("back");
    assert_eq!(back, pieces);
    let state = game.state();
    for (c, company) in layout.companies.iter().enumerate() {
        let on_board = pieces
            .locomotives
            .iter()
            .filter(|(_, cs)| cs.contains(&(c as u8)))
            .count();
        assert_eq!(
            on_board + usize::from(pieces.companies[c].locomotives_left),
            usize::from(company.locomotives),
            "{}'s locomotives are counted once",
            company.key
        );
    }
    for (h, cs) in &pieces.locomotives {
        assert_eq!(cs.len(), usize::from(state.locomotives_on(HexId(*h))));
    }
    assert_eq!(pieces.players.len(), 4);
    for seat in 0..4u8 {
        assert_eq!(pieces.players[seat as usize].cash, state.cash(Seat(seat)));
    }
}

#[test]
fn a_spectator_sees_what_every_seat_sees_and_is_told_what_every_seat_is_told() {
    // rule DCE-4
    // Nothing is hidden, so the public view is every seat's: the same pieces (they name no seat), the same events;
    // its hash is nobody's (no seat's view hash) and follows the position.
    use metro_game::GameState;
    use metro_game::spectate::Spectated;
    let board = Board::builtin();
    for seed in 0..6 {
        let players = 3 + (seed % 3) as u8;
        let mut game = Game::new(Setup::new(players), seed).expect("a valid setup");
        let mut policy = WestwardPolicy::new(&board, seed);
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        let mut before = game.public_view_hash();
        let mut steps = 0;
        while let Some(seat) = game.to_move() {
            let public = game.public_pieces();
            for s in (0..players).map(Seat) {
                assert_eq!(public, game.pieces(s), "seed {seed}, step {steps}: seat {}", s.0);
                assert_ne!(game.public_view_hash(), GameState::view_hash(&game, s));
            }
            let copy = GameState::determinize(&game, seat, seed);
            assert_eq!(copy.public_view_hash(), game.public_view_hash());
            events.clear();
            GameState::apply_chosen(&mut game, seat, &mut legal, &mut events, |g, l| {
                policy.choose(g, l)
            })
            .expect("a legal action");
            let (mut public_events, mut seat_events) = (Vec::new(), Vec::new());
            game.public_events(&events, &mut public_events);
            for s in (0..players).map(Seat) {
                seat_events.clear();
                metro_game::fold::Fold::seat_events(&game, s, &events, &mut seat_events);
                assert_eq!(format!("{public_events:?}"), format!("{seat_events:?}"));
            }
            let now = game.public_view_hash();
            assert_ne!(
                now, before,
                "seed {seed}, step {steps}: the position changed, the hash did not"
            );
            before = now;
            steps += 1;
        }
        assert!(steps > 20);
    }
}

/// A choice of a hex (a locomotive placed, a hex developed) names its hex for a client to outline and click; the
/// events that put something on a hex name it too; a bid names nothing.
#[test]
fn choices_and_events_of_a_hex_name_their_hex() {
    use metro_chicago::{Action, Event};
    let mut game = Game::new(Setup::new(3), 5).expect("a game");
    let mut policy = WestwardPolicy::new(game.board(), 2);
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    let (mut named, mut told) = (0, 0);
    for _ in 0..600 {
        if game.is_over() {
            break;
        }
        game.legal_actions_into(&mut legal);
        for &action in &legal {
            let places = game.offer_places(Seat(0), action);
            match action {
                Action::Place(hex) | Action::Develop(hex) => {
                    assert_eq!(places, Some(serde_json::json!({"hexes": [hex.0]})));
                    named += 1;
                }
                _ => assert_eq!(places, None, "{action:?}"),
            }
        }
        let i = policy.choose(&game, &legal);
        events.clear();
        game.apply_into(legal[i], &mut events).expect("a legal action");
        for event in &events {
            if let Event::LocomotivePlaced { hex, .. } | Event::HouseBuilt { hex, .. } = *event {
                assert_eq!(
                    game.event_places(event),
                    Some(serde_json::json!({"hexes": [hex.0]}))
                );
                told += 1;
            }
        }
    }
    assert!(named > 10 && told > 5, "{named} choices, {told} events");
}

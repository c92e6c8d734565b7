//! The layout lists the map as it is; a seat's pieces hold nothing hidden from it and depend on its view alone; the
//! pieces follow what happens on the table.

use std::sync::Arc;

use metro_core::{CardSet, KindCatalogue, Map, StationId, StopId};
use metro_game::drawn::Drawn;
use metro_game::spectate::Spectated;
use metro_game::{GameState, Seat};
use proptest::prelude::*;
use serde_json::Value;

use super::{BoardLayout, SpaceKind, TablePieces};
use crate::event::Event;
use crate::game::Game;
use crate::ids::{GameRng, PlayerId};
use crate::rules::Setup;
use crate::view::HIDDEN_CARD;

fn map(text: &str) -> Arc<Map> {
    Arc::new(metro_data::load_map("map.toml", text).expect("built-in map loads"))
}

fn cards(text: &str) -> Arc<CardSet> {
    Arc::new(
        metro_data::load_card_set("cards.toml", text, &KindCatalogue::builtin())
            .expect("built-in cards load"),
    )
}

fn tokyo(players: usize, seed: u64) -> Game {
    let setup = Setup::new(
        map(metro_tokyo::MAP_TOML),
        cards(metro_tokyo::CARDS_TOML),
        players,
    );
    Game::new(setup, seed).expect("a valid setup")
}

fn osaka(players: usize, seed: u64) -> Game {
    let setup = Setup::new(
        map(metro_osaka::MAP_TOML),
        cards(metro_osaka::CARDS_TOML),
        players,
    );
    Game::new(setup, seed).expect("a valid setup")
}

/// One random legal step by whoever decides; the events, or `None` at the end.
fn random_step(game: &mut Game, rng: &mut GameRng, legal: &mut Vec<crate::Action>) -> Option<Vec<Event>> {
    let mover = crate::Game::to_move(game)?;
    GameState::legal_actions(game, Seat::from(mover), legal);
    assert!(!legal.is_empty(), "a deciding seat has a choice");
    let action = legal[rng.below(legal.len())];
    let mut events = Vec::new();
    GameState::apply(game, Seat::from(mover), action, &mut events).expect("a listed action is legal");
    Some(events)
}

#[test]
fn the_tokyo_layout_lists_every_space_and_station_of_the_map() {
    let game = tokyo(3, 1);
    let map = game.map().clone();
    let layout = game.layout();
    assert_eq!(layout.game, "tokyo-metro");
    assert_eq!(layout.map, "Tokyo");
    assert_eq!((layout.grid.columns, layout.grid.rows), (30, 23));
    assert_eq!(layout.spaces.len(), map.space_count());
    for (i, space) in layout.spaces.iter().enumerate() {
        let (x, y) = map.space_xy(metro_core::SpaceId(i as u16));
        assert_eq!((space.id as usize, space.x as i32, space.y as i32), (i, x, y));
        assert_eq!(space.centre, (x as f32 + 0.5, y as f32 + 0.5));
        let touching: Vec<u16> = map
            .stops_touching(metro_core::SpaceId(i as u16))
            .iter()
            .map(|s| s.0)
            .collect();
        assert_eq!(space.stops, touching);
        assert_eq!(space.kind == SpaceKind::Open, touching.is_empty());
    }
    assert!(layout.spaces.iter().any(|s| s.kind == SpaceKind::Open));
    assert!(layout.spaces.iter().any(|s| s.kind != SpaceKind::Open));
    assert_eq!(layout.stations.len(), map.stations().len());
    for (i, station) in layout.stations.iter().enumerate() {
        let real = map.station(StationId(i as u16));
        assert_eq!(station.name, real.name);
        assert_eq!(station.stops, real.stops.iter().map(|s| s.0).collect::<Vec<_>>());
        for &stop in &station.stops {
            assert_eq!(layout.stops[stop as usize].station, Some(i as u16));
        }
    }
    let shibuya = map.station_by_name("Shibuya").expect("Tokyo has Shibuya");
    assert_eq!(layout.stations[shibuya.0 as usize].name, "Shibuya");
    assert_eq!(layout.stops.len(), map.stops().len());
    for (i, stop) in layout.stops.iter().enumerate() {
        let real = map.stop(StopId(i as u16));
        assert_eq!(stop.at, (real.at.x(), real.at.y()));
        assert_eq!(stop.label, map.stop_label(StopId(i as u16)));
    }
    // G1 is Shibuya at [5, 16]; the Ginza line is orange.
    let ginza = &layout.lines[0];
    assert_eq!(
        (ginza.letter.as_str(), ginza.name.as_str(), ginza.colour.as_str()),
        ("G", "Ginza", "#FF9500")
    );
    assert_eq!(ginza.path[0], (5.0, 16.0));
    assert_eq!(layout.stops[ginza.terminals.0 as usize].station, Some(shibuya.0));
    assert_eq!(layout.lines.len(), map.lines().len());
    assert_eq!(layout.revenue_track.len(), 61);
    assert_eq!(layout.revenue_track[29].value, 2_900);
    assert_eq!(
        (layout.revenue_track[29].high, layout.revenue_track[29].low),
        (2_000, 900)
    );
    assert_eq!(layout.players, 3);
    let cards = game.rules().cards();
    assert_eq!(layout.columns.len(), cards.columns().len());
    assert_eq!(layout.cards.len(), cards.card_count());
    assert!(
        layout
            .cards
            .iter()
            .all(|c| !c.actions.is_empty() && (1..=3).contains(&c.dots))
    );
    assert!(
        layout
            .cards
            .iter()
            .flat_map(|c| &c.actions)
            .all(|a| !a.kind.is_empty())
    );

    let json = serde_json::to_string(&layout).expect("serialises");
    let back: BoardLayout = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back, layout);
}

/// Every seat's pieces now, as JSON, checked for what must not be in them.
fn check_pieces(game: &Game, step: usize) -> Vec<String> {
    let seats = GameState::seats(game);
    (0..seats)
        .map(|s| {
            let seat = Seat(s);
            let pieces = game.pieces(seat);
            let json = serde_json::to_string(&pieces).expect("serialises");
            let value: Value = serde_json::from_str(&json).expect("is JSON");
            // rule TM-12.1: another seat's unrevealed bid is never there, only whether it was made; the seat's own is.
            for (i, player) in game.state.players.iter().enumerate() {
                let shown = &value["players"][i];
                assert_eq!(
                    shown["bid_made"],
                    Value::Bool(player.bid.is_some()),
                    "step {step}"
                );
                if i == s as usize {
                    assert_eq!(shown["bid"], serde_json::json!(player.bid), "step {step}");
                } else {
                    assert_eq!(
                        shown["bid"],
                        Value::Null,
                        "step {step}: seat {s} sees seat {i}'s bid"
                    );
                }
            }
            // rule TM-12.1: a deck is a count; of a discard pile only the top card.
            for (c, column) in game.state.columns.iter().enumerate() {
                let shown = &value["columns"][c];
                assert_eq!(shown["deck"], serde_json::json!(column.deck.len()), "step {step}");
                assert_eq!(
                    shown["discards"],
                    serde_json::json!(column.discard.len()),
                    "step {step}"
                );
                let keys: Vec<&String> = shown.as_object().expect("a column is an object").keys().collect();
                assert_eq!(
                    keys,
                    ["column", "deck", "discard_top", "discards", "rows"],
                    "step {step}"
                );
            }
            let cards = pieces
                .columns
                .iter()
                .flat_map(|c| c.rows.iter().flatten().chain(&c.discard_top));
            assert!(
                cards.copied().all(|c| c != HIDDEN_CARD.0),
                "step {step}: no face-down card is shown"
            );
            json
        })
        .collect()
}

/// The same game with everything hidden from `viewer` changed: other players' bids, each deck's order and the
/// discards below each pile's top card, the generator.
fn with_hidden_changed(game: &Game, viewer: PlayerId) -> Game {
    let mut other = game.clone();
    for (i, player) in other.state.players.iter_mut().enumerate() {
        if i != viewer.0 as usize && player.bid.is_some() {
            player.bid = Some(player.bid.unwrap_or(0) + 98_700);
        }
    }
    for column in &mut other.state.columns {
        column.deck.reverse();
        let below_top = column.discard.len().saturating_sub(1);
        column.discard[..below_top].reverse();
    }
    other.state.rng = GameRng::new(!game.seed);
    other
}

fn pieces_depend_on_the_view_alone(mut game: Game, seed: u64) {
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    let mut step = 0;
    loop {
        let jsons = check_pieces(&game, step);
        for (s, json) in jsons.iter().enumerate() {
            let seat = Seat(s as u8);
            // rule TM-12.1: the pieces are the same in every game the seat cannot tell from this one.
            let determinised = GameState::determinize(&game, seat, seed ^ step as u64);
            let theirs = serde_json::to_string(&determinised.pieces(seat)).expect("serialises");
            assert_eq!(&theirs, json, "step {step}, seat {s}: determinised");
            let changed = with_hidden_changed(&game, PlayerId(s as u8));
            let theirs = serde_json::to_string(&changed.pieces(seat)).expect("serialises");
            assert_eq!(&theirs, json, "step {step}, seat {s}: hidden parts changed");
            assert!(!json.contains("98700"));
        }
        if random_step(&mut game, &mut rng, &mut legal).is_none() {
            break;
        }
        step += 1;
    }
    assert!(game.is_over());
    assert!(step > 20, "a whole game is played ({step} steps)");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    // rule TM-12.1: a seat's pieces hold no other seat's unrevealed bid and no deck order, and are a function of the
    // seat's view: a determinised copy for the seat gives the same JSON at every step of a random legal game.
    #[test]
    fn pieces_hold_nothing_hidden(seed in any::<u64>(), players in 1usize..=5, on_osaka in any::<bool>()) {
        let game = if on_osaka { osaka(players, seed) } else { tokyo(players, seed) };
        pieces_depend_on_the_view_alone(game, seed);
    }
}

#[test]
fn pieces_follow_meeples_and_stations() {
    let (mut moved, mut built) = (0, 0);
    for seed in 0..20u64 {
        let mut game = tokyo(3, seed);
        let mut rng = GameRng::new(seed ^ 0x5eed);
        let mut legal = Vec::new();
        loop {
            let before: Vec<TablePieces> = (0..3).map(|s| game.pieces(Seat(s))).collect();
            let Some(events) = random_step(&mut game, &mut rng, &mut legal) else {
                break;
            };
            let after: Vec<TablePieces> = (0..3).map(|s| game.pieces(Seat(s))).collect();
            for event in &events {
                match *event {
                    Event::MeepleMoved { player, to } => {
                        for s in 0..3 {
                            let was = &before[s].players[player.0 as usize].meeple;
                            let now = &after[s].players[player.0 as usize].meeple;
                            assert_eq!(
                                now.space,
                                Some(to.0),
                                "seed {seed}: seat {s} sees the meeple where it moved"
                            );
                            if was.space != now.space {
                                assert_ne!(before[s], after[s]);
                                moved += 1;
                            }
                        }
                    }
                    Event::StationBuilt { player, station } => {
                        built += 1;
                        for s in 0..3 {
                            let piece = super::PyramidPiece {
                                station: station.0,
                                owner: player.0,
                            };
                            assert!(!before[s].pyramids.contains(&piece));
                            assert!(
                                after[s].pyramids.contains(&piece),
                                "seed {seed}: seat {s} sees the pyramid"
                            );
                            assert_eq!(
                                after[s].players[player.0 as usize].pyramids + 1,
                                before[s].players[player.0 as usize].pyramids
                            );
                        }
                    }
                    _ => {}
                }
            }
        }
        if moved > 0 && built > 0 {
            break;
        }
    }
    assert!(
        moved > 0 && built > 0,
        "random games move meeples ({moved}) and build stations ({built})"
    );
}

/// The public pieces (a spectator's) as JSON, checked for what must not be in them: nobody's bid, no viewer, no
/// face-down card; a seat's pieces without the seat's own part.
fn check_public_pieces(game: &Game, step: usize) -> String {
    let pieces = game.public_pieces();
    let json = serde_json::to_string(&pieces).expect("serialises");
    let value: Value = serde_json::from_str(&json).expect("is JSON");
    assert_eq!(
        value["viewer"],
        Value::Null,
        "step {step}: the public view is nobody's"
    );
    for (i, player) in game.state.players.iter().enumerate() {
        let shown = &value["players"][i];
        // rule D-3: whether a player has bid is public, the amount is nobody's to see.
        assert_eq!(
            shown["bid_made"],
            Value::Bool(player.bid.is_some()),
            "step {step}"
        );
        assert_eq!(
            shown["bid"],
            Value::Null,
            "step {step}: the public view shows seat {i}'s bid"
        );
    }
    assert!(
        pieces
            .columns
            .iter()
            .flat_map(|c| c.rows.iter().flatten().chain(&c.discard_top))
            .all(|&c| c != HIDDEN_CARD.0),
        "step {step}: no face-down card is shown"
    );
    // What every seat sees alike: a seat's pieces without whose they are and its own bid.
    for s in 0..GameState::seats(game) {
        let mut theirs = game.pieces(Seat(s));
        theirs.viewer = None;
        theirs.players[s as usize].bid = None;
        assert_eq!(theirs, pieces, "step {step}: seat {s}'s pieces but its own part");
    }
    json
}

fn the_public_view_holds_no_secret(mut game: Game, seed: u64) {
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    let mut step = 0;
    let seats = GameState::seats(&game);
    let (mut before, mut before_hash) = (String::new(), 0);
    let mut changes = 0;
    loop {
        let json = check_public_pieces(&game, step);
        let hash = game.public_view_hash();
        for s in 0..seats {
            assert_ne!(
                hash,
                GameState::view_hash(&game, Seat(s)),
                "step {step}: a seat's hash"
            );
            // rule TM-12.1, D-3: every game a seat cannot tell from this one shows the table the same.
            let determinised =
                GameState::determinize(&game, Seat(s), seed ^ step as u64 ^ u64::from(s) << 32);
            let theirs = serde_json::to_string(&determinised.public_pieces()).expect("serialises");
            assert_eq!(theirs, json, "step {step}, determinised for seat {s}");
            assert_eq!(
                determinised.public_view_hash(),
                hash,
                "step {step}, determinised for seat {s}"
            );
        }
        // rule TM-12.1, D-3: and every game no seat can tell from it: determinisations chained over every seat (each
        // seat's bid redrawn by another's), and every seat's hidden parts changed at once.
        let mut chained = game.clone();
        let mut changed = game.clone();
        for s in 0..seats {
            chained = GameState::determinize(&chained, Seat(s), !seed ^ step as u64 ^ u64::from(s));
            changed = with_hidden_changed(&changed, PlayerId(s));
        }
        for (name, other) in [("chained", &chained), ("changed", &changed)] {
            let theirs = serde_json::to_string(&other.public_pieces()).expect("serialises");
            assert_eq!(theirs, json, "step {step}: {name}");
            assert_eq!(other.public_view_hash(), hash, "step {step}: {name}");
        }
        assert!(!json.contains("98700"));
        // What the table sees changed: so did its hash.
        if step > 0 && json != before {
            assert_ne!(
                hash, before_hash,
                "step {step}: the public pieces changed, not the hash"
            );
            changes += 1;
        }
        (before, before_hash) = (json, hash);
        if random_step(&mut game, &mut rng, &mut legal).is_none() {
            break;
        }
        step += 1;
    }
    assert!(game.is_over());
    assert!(changes > 20, "the table changes ({changes} times)");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    // rule TM-12.1, D-3: the public view (a spectator's) holds no seat's bid and no deck order: at every step of a
    // random legal game its pieces and hash are those of every determinisation for every seat and of a chain of
    // them over every seat, and its hash changes whenever its pieces do.
    #[test]
    fn the_public_view_holds_nothing_hidden_from_any_seat(
        seed in any::<u64>(),
        players in 1usize..=5,
        on_osaka in any::<bool>(),
    ) {
        let game = if on_osaka { osaka(players, seed) } else { tokyo(players, seed) };
        the_public_view_holds_no_secret(game, seed);
    }
}

/// rule D-3: a bid made changes what the table sees (who has bid), its amount does not.
#[test]
fn a_bid_made_is_public_its_amount_is_not() {
    let mut game = tokyo(3, 5);
    let first = crate::Game::to_move(&game).expect("someone bids");
    let mut legal = Vec::new();
    GameState::legal_actions(&game, Seat::from(first), &mut legal);
    let bids: Vec<crate::Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, crate::Action::Bid(y) if *y > 0))
        .take(2)
        .collect();
    assert_eq!(bids.len(), 2, "two bids are offered: {legal:?}");
    let before = game.public_view_hash();
    let mut other = game.clone();
    GameState::apply(&mut game, Seat::from(first), bids[0], &mut Vec::new()).expect("a legal bid");
    GameState::apply(&mut other, Seat::from(first), bids[1], &mut Vec::new()).expect("a legal bid");
    assert_ne!(game.public_view_hash(), before, "who has bid is public");
    assert_eq!(
        game.public_view_hash(),
        other.public_view_hash(),
        "the amount is not"
    );
    assert_eq!(game.public_pieces(), other.public_pieces());
    assert_ne!(
        game.pieces(Seat::from(first)),
        other.pieces(Seat::from(first)),
        "the bidder sees its own"
    );
}

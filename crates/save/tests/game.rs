//! Saves of any game (format version 3), with Chicago Express as the second game: a game recorded through the
//! generic recorder loads to the same position and outcome; every kind of wrong file is refused with a typed error
//! naming what and where (another game, another version, a hash mismatch after k actions, a refused action at k
//! naming the rule, an edited setup); mutated files never panic.

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use metro_chicago::Game;
use metro_chicago::record::SaveSetup;
use metro_game::playout::Picks;
use metro_game::{GameState, Seat};
use metro_save::{CHECKPOINT_EVERY, GameRecorder, SaveError, SaveOf, game_of, load_game};
use proptest::prelude::*;

/// Plays `limit` random decisions (or to the end) from a recorder of `players` players.
fn play(players: u8, seed: u64, limit: usize) -> GameRecorder<Game> {
    let mut recorder = GameRecorder::<Game>::new(SaveSetup::builtin(players), seed).unwrap();
    let mut picks = Picks::new(seed ^ 0x5eed);
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    while recorder.save().actions.len() < limit {
        let Some(seat) = GameState::to_move(recorder.game()).seats().iter().next() else {
            break;
        };
        GameState::legal_actions(recorder.game(), seat, &mut legal);
        let action = legal[picks.below(legal.len())];
        recorder.apply(seat, action, &mut events).unwrap();
    }
    recorder
}

fn error_of(text: &str) -> SaveError {
    load_game::<Game>(text).expect_err("refused")
}

#[test]
fn a_saved_game_loads_to_the_same_position_and_outcome() {
    for players in 2..=6 {
        let (game, save) = play(players, u64::from(players) * 7, usize::MAX).into_parts();
        assert!(game.is_over());
        let text = save.to_string();
        assert_eq!(game_of(&text).unwrap(), "chicago-express");
        let loaded = load_game::<Game>(&text).unwrap();
        assert_eq!(loaded.save, save);
        assert_eq!(loaded.game.hash(), game.hash());
        assert_eq!(GameState::outcome(&loaded.game), GameState::outcome(&game));
        let positions: Vec<usize> = save.checkpoints.iter().map(|c| c.after).collect();
        assert!(positions.iter().rev().skip(1).all(|p| p % CHECKPOINT_EVERY == 0));
        assert_eq!(positions.last(), Some(&save.actions.len()));
    }
}

#[test]
fn the_text_is_readable_json_with_one_decision_per_line() {
    let (_, save) = play(3, 1, 20).into_parts();
    let text = save.to_string();
    assert!(
        text.starts_with(
            "{\n  \"format\": \"metro-save\",\n  \"version\": 3,\n  \"game\": \"chicago-express\",\n  \"setup\": {\n    \"board\": {\n      \"builtin\": \"chicago-express\"\n    },\n    \"players\": 3,"
        ),
        "{text}"
    );
    assert!(text.contains("\n    [0,{\"bid\":"), "{text}");
    assert!(text.contains("\n    {\"after\":16,\"hash\":\""), "{text}");
}

#[test]
fn a_save_of_another_game_or_version_is_named() {
    let (_, save) = play(3, 1, 20).into_parts();
    let text = save.to_string();
    let tokyo = text.replacen(
        "\"chicago-express\",\n  \"setup\"",
        "\"tokyo-metro\",\n  \"setup\"",
        1,
    );
    assert!(
        matches!(error_of(&tokyo), SaveError::WrongGame { ref found, expected: "chicago-express" } if found == "tokyo-metro")
    );
    assert_eq!(
        error_of(&tokyo).to_string(),
        "the save is of the game \"tokyo-metro\", not of \"chicago-express\""
    );
    // A save of version 2 or older is Tokyo Metro's.
    let older = text.replacen("\"version\": 3", "\"version\": 2", 1).replacen(
        "  \"game\": \"chicago-express\",\n",
        "",
        1,
    );
    assert!(
        matches!(error_of(&older), SaveError::WrongGame { .. }),
        "{}",
        error_of(&older)
    );
    assert_eq!(game_of(&older).unwrap(), "tokyo-metro");
    let newer = text.replacen("\"version\": 3", "\"version\": 4", 1);
    assert!(matches!(error_of(&newer), SaveError::Version { .. }));
    let nameless = text.replacen("  \"game\": \"chicago-express\",\n", "", 1);
    assert!(matches!(error_of(&nameless), SaveError::NoGame { version: 3 }));
    let unknown = text.replacen("\"players\": 3,", "\"players\": 3, \"extra\": 1,", 1);
    assert!(matches!(error_of(&unknown), SaveError::Json { .. }));
}

#[test]
fn an_edited_decision_is_refused_naming_the_rule() {
    let (_, save) = play(3, 4, 40).into_parts();
    // The first decision by the wrong seat: refused at action 0, naming the rule (CE-2.16: bids go round in order).
    let mut wrong_seat = save.clone();
    wrong_seat.actions[0].0 = Seat(2);
    match error_of(&wrong_seat.to_string()) {
        SaveError::Refused {
            index: 0,
            seat: 2,
            rule,
            ..
        } => assert_eq!(rule, "CE-2.16"),
        other => panic!("{other}"),
    }
    let message = error_of(&wrong_seat.to_string()).to_string();
    assert!(message.starts_with("actions[0] ({\"bid\":"), "{message}");
    assert!(
        message.contains("of seat 2 is refused: ") && message.ends_with("(CE-2.16)"),
        "{message}"
    );
    // A bid no one may make.
    let mut too_much = save.clone();
    let at = too_much
        .actions
        .iter()
        .position(|(_, a)| matches!(a, metro_chicago::Action::Bid(_)))
        .unwrap();
    too_much.actions[at].1 = metro_chicago::Action::Bid(1_000_000);
    assert!(matches!(error_of(&too_much.to_string()), SaveError::Refused { index, .. } if index == at));
}

#[test]
fn a_changed_position_is_a_hash_mismatch_at_its_checkpoint() {
    let (_, save) = play(4, 2, 40).into_parts();
    let mut edited = save.clone();
    edited.checkpoints[1].hash = metro_save::StateHash(edited.checkpoints[1].hash.0 ^ 1);
    match error_of(&edited.to_string()) {
        SaveError::HashMismatch {
            index: 1, after: 32, ..
        } => {}
        other => panic!("{other}"),
    }
    // Another setup (the seed draws a random banker only when asked: the players then) replays to other hashes.
    let mut other_players = save.clone();
    other_players.setup.players = 5;
    assert!(load_game::<Game>(&other_players.to_string()).is_err());
    let mut cut = save.clone();
    cut.checkpoints.pop();
    assert!(matches!(
        error_of(&cut.to_string()),
        SaveError::Checkpoints { .. }
    ));
    let mut impossible = save;
    impossible.setup.players = 9;
    let error = error_of(&impossible.to_string());
    assert!(matches!(error, SaveError::Start { .. }), "{error}");
    assert!(error.to_string().starts_with("setup: "), "{error}");
}

#[test]
fn a_custom_board_is_embedded_and_its_errors_placed() {
    let setup = SaveSetup::embedded("boards/mine.toml", metro_chicago::BUILTIN_BOARD, 2);
    let mut recorder = GameRecorder::<Game>::new(setup, 3).unwrap();
    let mut events = Vec::new();
    let mut legal = Vec::new();
    GameState::legal_actions(recorder.game(), Seat(0), &mut legal);
    recorder.apply(Seat(0), legal[0], &mut events).unwrap();
    let text = recorder.save().to_string();
    assert!(
        text.contains("\"embedded\": {\n        \"path\": \"boards/mine.toml\""),
        "{text}"
    );
    assert_eq!(
        load_game::<Game>(&text).unwrap().game.hash(),
        recorder.game().hash()
    );
    let broken = text.replacen("columns = 19", "columns = \\\"nineteen\\\"", 1);
    assert_ne!(broken, text);
    let message = error_of(&broken).to_string();
    assert!(message.contains("boards/mine.toml:"), "{message}");
}

#[test]
fn too_much_is_refused() {
    let big = format!(
        "{{\"format\":\"metro-save\",\"version\":3,\"game\":\"chicago-express\",\"pad\":\"{}\"}}",
        "x".repeat(9_000_000)
    );
    assert!(matches!(error_of(&big), SaveError::TooBig { .. }));
    let (_, save) = play(2, 1, 1).into_parts();
    let decisions = vec!["[0,\"pass\"]"; metro_core::limits::MAX_ACTIONS + 1].join(",");
    let text = save
        .to_string()
        .replacen("\"actions\": [", &format!("\"actions\": [{decisions},"), 1);
    let error = error_of(&text).to_string();
    assert!(error.contains("at most 100000 actions"), "{error}");
    let inexact = save
        .to_string()
        .replacen("[0,{\"bid\":", "[0,{\"extra\":1,\"bid\":", 1);
    assert!(
        matches!(error_of(&inexact), SaveError::Json { .. }),
        "{}",
        error_of(&inexact)
    );
}

fn sample() -> String {
    play(3, 9, 60).into_parts().1.to_string()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    // Whatever is cut off or changed, loading never panics.
    #[test]
    fn loading_never_panics(cut in any::<prop::sample::Index>(), edit in any::<(prop::sample::Index, u8)>()) {
        let text = sample();
        let mut bytes = text.as_bytes()[..cut.index(text.len() + 1)].to_vec();
        if !bytes.is_empty() {
            let at = edit.0.index(bytes.len());
            bytes[at] = edit.1;
        }
        let text = String::from_utf8_lossy(&bytes);
        let _ = load_game::<Game>(&text);
        let _ = game_of(&text);
    }
}

#[test]
fn a_save_type_is_named_per_game() {
    let save: SaveOf<Game> = play(2, 5, 3).into_parts().1;
    assert_eq!(save.game, "chicago-express");
    assert_eq!(save.version, metro_save::VERSION);
}

#[test]
fn who_played_each_seat_is_kept_and_bounded() {
    let (_, mut save) = play(3, 4, 10).into_parts();
    assert!(
        !save.to_string().contains("\"seats\""),
        "absent when not recorded"
    );
    save.seats = vec!["human".into(), "heuristic".into(), "random".into()];
    let text = save.to_string();
    assert!(
        text.contains("\n  \"seats\": [\"human\",\"heuristic\",\"random\"],\n"),
        "{text}"
    );
    assert_eq!(load_game::<Game>(&text).unwrap().save.seats, save.seats);
    let mut many = save.clone();
    many.seats = vec!["human".into(); 9];
    let error = error_of(&many.to_string());
    assert!(
        matches!(error, SaveError::GameSeats { count: 9, limit: 8 }),
        "{error}"
    );
    assert!(
        error.to_string().contains("at most 8") || error.to_string().contains("more than 8"),
        "{error}"
    );
    let mut long = save.clone();
    long.seats[1] = "x".repeat(101);
    let error = error_of(&long.to_string());
    assert!(matches!(error, SaveError::GameSeat { index: 1, .. }), "{error}");
    assert!(error.to_string().starts_with("seats[1]: "), "{error}");
    let mut empty = save;
    empty.seats[0] = String::new();
    assert!(matches!(
        error_of(&empty.to_string()),
        SaveError::GameSeat { index: 0, .. }
    ));
}

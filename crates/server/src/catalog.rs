//! The games a server seats: each by its key, its setup read from JSON, its bots offered by name, and how a finished
//! game is saved. Only what is built in: the server never loads a plugin a client names (Tokyo Metro's modules are
//! the registry's built-ins: Tokyo, Osaka, Metro Drinks — `metro_play::catalog::registry`, as in the app).

use metro_game::{GameInfo, GameState, Seat};
use serde::Serialize;
use serde_json::Value;

use crate::live::{Live, LiveGame};

/// A game the server seats.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct GameEntry {
    /// Its key.
    pub key: &'static str,
    /// Its published name.
    pub name: &'static str,
    /// The fewest seats.
    pub min_seats: u8,
    /// The most seats.
    pub max_seats: u8,
    /// The bots a table may seat, by name (searching bots only with a fixed budget a move).
    pub bots: &'static [&'static str],
    /// What its setup JSON is.
    pub setup: &'static str,
}

impl GameEntry {
    fn of(info: GameInfo, bots: &'static [&'static str], setup: &'static str) -> GameEntry {
        GameEntry {
            key: info.key.as_str(),
            name: info.name,
            min_seats: info.min_seats,
            max_seats: info.max_seats,
            bots,
            setup,
        }
    }
}

/// Every game the server seats.
pub fn games() -> Vec<GameEntry> {
    vec![
        GameEntry::of(
            metro_chicago::GAME_INFO,
            &["random", "westward", "heuristic", "search"],
            r#"Chicago Express's setup on its built-in board: {"players": 3, "options": {...}}"#,
        ),
        GameEntry::of(
            metro_engine::GAME_INFO,
            &["random", "easy", "heuristic", "mcts:1s"],
            r#"a save's setup record: {"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2}"#,
        ),
    ]
}

/// What a table of each game may be set up with, by the game's key, for a lobby's form (`GET /api/status`'s
/// `choices`): Tokyo Metro's built-in maps and card sets (their registry keys) and its rule modules (the option that
/// plays each, its title, its own options); Chicago Express's setup has no choice but its seats.
pub fn choices() -> Value {
    let registry = metro_play::catalog::registry();
    let keys = |sources: &[metro_engine::Source]| -> Vec<Value> {
        sources
            .iter()
            .map(|s| serde_json::json!({"key": s.key}))
            .collect()
    };
    let modules: Vec<Value> = registry
        .modules()
        .iter()
        .map(|m| {
            let options: Vec<Value> = m
                .options()
                .into_iter()
                .map(|o| serde_json::json!({"key": o.key, "name": o.name, "off": o.off, "on": o.on}))
                .collect();
            serde_json::json!({"switch": m.switch(), "title": m.title(), "options": options})
        })
        .collect();
    serde_json::json!({
        metro_engine::GAME_INFO.key.as_str(): {
            "maps": keys(registry.maps()),
            "card_sets": keys(registry.card_sets()),
            "modules": modules,
        },
        metro_chicago::GAME_INFO.key.as_str(): {},
    })
}

/// The entry of a game by its key.
pub fn game(key: &str) -> Option<GameEntry> {
    games().into_iter().find(|g| g.key == key)
}

/// The bot that plays a person's seat while its person is away or its clock ran out: the game's `heuristic`
/// (else the first of its bots).
pub fn stand_in_bot(key: &str) -> &'static str {
    game(key)
        .and_then(|g| {
            g.bots
                .iter()
                .find(|&&b| b == "heuristic")
                .or(g.bots.first())
                .copied()
        })
        .unwrap_or("random")
}

/// Why a game cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// No game has this key.
    #[error("the server has no game {0:?}")]
    UnknownGame(String),
    /// The setup is not the game's.
    #[error("the setup is not one of {game}: {message}")]
    Setup {
        /// The game's key.
        game: String,
        /// What is wrong.
        message: String,
    },
}

fn setup_error(game: &str, message: impl ToString) -> StartError {
    StartError::Setup {
        game: game.to_string(),
        message: message.to_string(),
    }
}

/// Sets a game up from its key, its setup as JSON and its seed.
pub fn start(key: &str, setup: &Value, seed: u64) -> Result<Box<dyn LiveGame>, StartError> {
    match key {
        "chicago-express" => start_chicago(setup, seed),
        "tokyo-metro" => start_tokyo(setup, seed),
        other => Err(StartError::UnknownGame(other.to_string())),
    }
}

fn start_chicago(setup: &Value, seed: u64) -> Result<Box<dyn LiveGame>, StartError> {
    use metro_chicago::{Game, Setup};
    let key = metro_chicago::GAME_INFO.key.as_str();
    let setup: Setup = serde_json::from_value(setup.clone()).map_err(|e| setup_error(key, e))?;
    let game = <Game as GameState>::new_game(&setup, seed).map_err(|e| setup_error(key, e))?;
    let save_setup = metro_chicago::record::SaveSetup {
        options: setup.options,
        ..metro_chicago::record::SaveSetup::builtin(setup.players)
    };
    let save = Box::new(move |decisions: &[(Seat, metro_chicago::Action)]| {
        let mut recorder = match metro_save::GameRecorder::<Game>::new(save_setup.clone(), seed) {
            Ok(recorder) => recorder,
            Err(e) => return decisions_text(key, seed, decisions, &e.to_string()),
        };
        let mut events = Vec::new();
        for &(seat, action) in decisions {
            events.clear();
            if recorder.apply(seat, action, &mut events).is_err() {
                return decisions_text(key, seed, decisions, "a decision did not replay");
            }
        }
        recorder.save().to_string()
    });
    Ok(Box::new(Live::new(game, metro_chicago::bots::bot_by_name, save)))
}

fn start_tokyo(setup: &Value, seed: u64) -> Result<Box<dyn LiveGame>, StartError> {
    Ok(Box::new(tokyo(setup, seed)?))
}

/// Each action card's actions in words, by card id, as the cards show them (`Move 3`, `Station ¥100/stop`, a rule
/// module's kinds in its own words), in `language`: for a client without the engine to draw the cards.
fn card_words(game: &metro_engine::Game, language: metro_lang::Language) -> Vec<Vec<String>> {
    metro_lang::with_language(language, || {
        let rules = game.rules();
        (0..rules.card_count())
            .map(|c| {
                rules
                    .card_actions(metro_engine::ids::CardId(c as u8))
                    .map(|(_, spec)| metro_engine::narrate::kind_name(game, spec.kind))
                    .collect()
            })
            .collect()
    })
}

/// Each phase's name as the log's headings say it (`{"TurnOrder": "Turn-order phase", …}`), by the key the pieces
/// name the phase with, in `language`.
fn phase_words(language: metro_lang::Language) -> serde_json::Map<String, Value> {
    use metro_engine::Phase;
    metro_lang::with_language(language, || {
        [
            Phase::TurnOrder,
            Phase::Movement,
            Phase::Actions,
            Phase::Trains,
            Phase::Ended,
        ]
        .into_iter()
        .filter_map(|phase| {
            let key = serde_json::to_value(phase).ok()?.as_str()?.to_string();
            Some((key, Value::String(metro_engine::narrate::phase_name(phase))))
        })
        .collect()
    })
}

/// A live Tokyo Metro game from a save's setup record as JSON and a seed, exactly as a table's is set up (the
/// registry of built-in variants and modules, the bots by name, the save writer).
pub fn tokyo(setup: &Value, seed: u64) -> Result<Live<metro_engine::Game>, StartError> {
    use metro_engine::Game;
    let key = metro_engine::GAME_INFO.key.as_str();
    let record: metro_save::SetupRecord =
        serde_json::from_value(setup.clone()).map_err(|e| setup_error(key, e))?;
    let registry = metro_play::catalog::registry();
    let built = record.build(&registry).map_err(|e| setup_error(key, e))?;
    let game = Game::new(built, seed).map_err(|e| setup_error(key, e))?;
    let first = game.clone();
    let save = Box::new(move |decisions: &[(Seat, metro_engine::Action)]| {
        let mut recorder = metro_save::Recorder::from_new_game(record.clone(), first.clone());
        for &(_, action) in decisions {
            if recorder.apply(action).is_err() {
                return decisions_text(key, seed, decisions, "a decision did not replay");
            }
        }
        recorder.save().to_string()
    });
    // rule D-3: the secret bids, asked seat after seat by the engine, are decided by every person at once.
    let bidding: crate::live::SealedWhen<Game> =
        |game| matches!(game.state().pending, metro_engine::state::Pending::Bid { .. });
    Ok(Live::new(game, metro_bots::game_bot::game_bot_by_name, save)
        .with_sealed(bidding)
        .with_layout_extra(|game, language| {
            serde_json::json!({
                "names": crate::labels::tokyo(game.map()),
                "card_words": card_words(game, language),
                "phase_words": phase_words(language),
            })
        }))
}

/// A game's decisions as JSON, when its save cannot be written (`problem` says why).
fn decisions_text<A: Serialize>(game: &str, seed: u64, decisions: &[(Seat, A)], problem: &str) -> String {
    serde_json::json!({ "game": game, "seed": seed, "actions": decisions, "problem": problem }).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn both_games_start_from_json() {
        let chicago = start("chicago-express", &json!({"players": 3}), 7).expect("chicago");
        assert_eq!(chicago.seats(), 3);
        let tokyo = start(
            "tokyo-metro",
            &json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2}),
            7,
        )
        .expect("tokyo");
        assert_eq!(tokyo.seats(), 2);
        assert!(matches!(
            start("chess", &json!({}), 1),
            Err(StartError::UnknownGame(_))
        ));
        assert!(matches!(
            start("chicago-express", &json!({"players": 3, "plugin": "x"}), 1),
            Err(StartError::Setup { .. })
        ));
        assert!(matches!(
            start("chicago-express", &json!({"players": 9}), 1),
            Err(StartError::Setup { .. })
        ));
        for entry in games() {
            assert!(!entry.bots.is_empty());
        }
    }
}

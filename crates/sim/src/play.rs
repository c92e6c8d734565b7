//! One game of a run: played to the end between the bots of its seats (through the generic loop, `game_loop.rs`), counted and recorded, a panic turned into
//! that game's error.

use metro_engine::Game;

use crate::counting::Counting;
use crate::game_loop::{Buffers, Stopped, play_to_end};
use crate::{BoardRecord, GameFailure, GameRecord, SimConfig, SimError, bot_seed};

/// The most decisions one game may take before the runner calls it stuck (a random 4-player game takes a few
/// hundred).
pub const MAX_DECISIONS: u32 = 200_000;

/// Plays game `index`, turning a panic of the engine or a bot into that game's error.
pub(crate) fn play_caught(
    config: &SimConfig,
    index: u64,
    counting: &Counting,
    scratch: &mut Scratch,
    stop: &dyn Fn() -> bool,
) -> Result<GameRecord, SimError> {
    let seed = config.game_seed(index);
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        play_game(config, seed, counting, scratch, stop)
    }))
    .unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        *scratch = Scratch::default();
        Err(SimError::Game {
            seed,
            failure: GameFailure::Panicked(message),
        })
    })
}

/// Buffers reused from game to game by one worker.
#[derive(Default)]
pub(crate) struct Scratch {
    buffers: Buffers<Game>,
}

/// Plays one game to the end and records it; gives up (with an error the caller drops) as soon as `stop` says so.
fn play_game(
    config: &SimConfig,
    seed: u64,
    counting: &Counting,
    scratch: &mut Scratch,
    stop: &dyn Fn() -> bool,
) -> Result<GameRecord, SimError> {
    let fail = |failure: GameFailure| SimError::Game { seed, failure };
    let mut game = Game::with_rules(config.rules.clone(), seed);
    let mut bots = Vec::with_capacity(config.bots.len());
    for (seat, name) in config.bots.iter().enumerate() {
        let bot = metro_bots::bot_by_name(name, bot_seed(seed, seat))
            .ok_or_else(|| fail(GameFailure::UnknownBot(name.clone())))?;
        bots.push(bot);
    }
    let players = config.rules.players();
    let mut counts: Vec<Vec<u32>> = vec![vec![0; counting.names.len()]; players];
    let mut logs: Vec<Box<dyn metro_engine::module::GameLog>> = config
        .rules
        .modules()
        .iter()
        .filter_map(|slot| slot.rules().records().map(|records| records.log()))
        .collect();
    let mut board = BoardRecord::new(config.rules.map().stations().len());
    let played = play_to_end(
        &mut game,
        &mut scratch.buffers,
        MAX_DECISIONS,
        stop,
        |game: &Game, seat, legal| {
            let bot = bots.get_mut(seat.index()).ok_or(GameFailure::NoSeat(seat.0))?;
            Ok(bot.choose(&game.player_view(seat.into()), legal))
        },
        |game, event| {
            if let Some((player, index)) = counting.event(&config.rules, event)
                && let Some(count) = counts.get_mut(player.0 as usize).and_then(|c| c.get_mut(index))
            {
                *count += 1;
            }
            board.note(event);
            for log in &mut logs {
                log.note(game, event);
            }
        },
    );
    let decisions = match played {
        Ok(decisions) => decisions,
        Err(Stopped::Cancelled) => return Err(SimError::Cancelled { done: 0 }),
        Err(Stopped::NoLegalAction(_)) => {
            return Err(fail(GameFailure::NoLegalAction(game.pending_description())));
        }
        Err(Stopped::Choosing(failure)) => return Err(fail(failure)),
        Err(Stopped::Refused { seat, refusal }) => {
            let bot = bots
                .get(seat.index())
                .map(|bot| bot.name().to_string())
                .unwrap_or_default();
            return Err(fail(GameFailure::IllegalAction {
                bot,
                seat: seat.0,
                error: refusal,
            }));
        }
        Err(Stopped::TooLong) => return Err(fail(GameFailure::TooLong(MAX_DECISIONS))),
    };
    let result = game.result().ok_or_else(|| fail(GameFailure::NoResult))?;
    let mut record = GameRecord::new(
        &game,
        result,
        seed,
        decisions,
        &config.bots,
        &counting.names,
        counts,
        &logs,
    );
    record.board = board;
    Ok(record)
}

//! The simulation runner: plays many complete games between bots, on several threads, reproducibly, and keeps a
//! record of each game for statistics and the JSON Lines output (`docs/sim-json.md`).
//!
//! # Reproducibility
//!
//! * Game `i` (from 0) of a run uses the game seed `config.seed + i` (wrapping), for the engine's deck shuffles and
//!   round-1 ties (D-13).
//! * The bot in seat `s` of that game is seeded with [`bot_seed`]`(game seed, s)`.
//! * Games are handed to worker threads in any order, but every result is handed on in game order (a reorder
//!   buffer), so the records, the statistics and the JSON output are the same whatever the number of threads.
//!
//! # Memory
//!
//! [`run_streaming`] hands each record to a sink as soon as every game before it is done, and workers never run more
//! than [`WINDOW_PER_JOB`] games per thread ahead of the oldest game not yet handed on: memory stays flat however many
//! games are played. [`run`] collects every record (for tests and small runs).
//!
//! # Use
//!
//! ```no_run
//! # use std::sync::Arc;
//! # fn demo(rules: Arc<metro_engine::Rules>) -> Result<(), metro_sim::SimError> {
//! let mut config = metro_sim::SimConfig::new("tokyo", "tokyo", rules, &["random".to_string()])?;
//! config.games = 100;
//! config.jobs = 2;
//! let report = metro_sim::run(&config, |_done| {})?;
//! println!("{}", report.summary());
//! # Ok(())
//! # }
//! ```

pub mod aggregate;
pub mod export;
pub mod locale;
mod record;
mod summary;
pub mod tournament;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use metro_core::{ActionKind, KindCatalogue};
use metro_engine::{Action, CardId, Event, Game, ModuleId, PlayerId, Rules};

use crate::locale::tr;

pub use aggregate::{Aggregates, BotRow, FiveNumbers, KindRow, LineValues, SeatRow, StationRow, WinRate};
pub use export::{ExportError, Table};
pub use record::{
    BoardRecord, GameRecord, KindCounts, LineRecord, ModuleFields, PayoutRecord, PlayerRecord, SetupRecord,
    ShareholderRecord, SpeculationRecord, StationTally,
};
pub use summary::Summary;
pub use tournament::{TournamentConfig, TournamentReport, run_tournament, wilson};

/// The most decisions one game may take before the runner calls it stuck (a random 4-player game takes a few
/// hundred).
pub const MAX_DECISIONS: u32 = 200_000;

/// Where the action kinds of a game are counted: the catalogue's kinds by index, then each rule module's counted
/// names ([`metro_engine::module::Records::counted`]) from its offset on.
#[derive(Clone, Debug)]
struct Counting {
    /// Every counted name: the catalogue's kinds, then the modules'.
    names: Arc<[String]>,
    /// Per module of the game: where its names start.
    offsets: Vec<usize>,
}

impl Counting {
    fn new(kinds: &KindCatalogue, rules: &Rules) -> Counting {
        let mut names: Vec<String> = kinds.kinds().iter().map(|k| k.name.clone()).collect();
        let mut offsets = Vec::with_capacity(rules.modules().len());
        for slot in rules.modules() {
            offsets.push(names.len());
            if let Some(records) = slot.rules().records() {
                names.extend(records.counted());
            }
        }
        Counting {
            names: names.into(),
            offsets,
        }
    }

    /// Where an action kind is counted.
    fn kind(&self, rules: &Rules, kind: ActionKind) -> Option<usize> {
        match kind {
            ActionKind::Module { module, .. } => {
                let index = rules
                    .module_get(ModuleId(module))?
                    .rules()
                    .records()?
                    .count_kind(kind)?;
                Some(self.offsets.get(module as usize)? + index)
            }
            kind => Some(kind.catalogue_index()),
        }
    }

    /// Whether an event counts as an action of a player, and where.
    fn event(&self, rules: &Rules, event: &Event) -> Option<(PlayerId, usize)> {
        match event {
            Event::ActionTaken { player, action } => Some((*player, self.kind(rules, rules.kind(*action)?)?)),
            Event::Module(m) => {
                let (player, index) = rules.module_get(m.module)?.rules().records()?.count_event(m)?;
                Some((player, self.offsets.get(m.module.0 as usize)? + index))
            }
            _ => None,
        }
    }
}

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    /// The map's name as recorded in the output (a built-in name or a file path).
    pub map_name: String,
    /// The card set's name as recorded in the output.
    pub cards_name: String,
    /// The checked rules: map, cards, number of players, options.
    pub rules: Arc<Rules>,
    /// The action kinds, for naming them in records (the registry's catalogue; built-in kinds by default).
    pub kinds: KindCatalogue,
    /// One bot name per seat.
    pub bots: Vec<String>,
    /// How many games.
    pub games: u64,
    /// The base seed: game `i` uses `seed + i`.
    pub seed: u64,
    /// Worker threads (at least 1). Does not change any result.
    pub jobs: usize,
}

/// What went wrong in one game of a run: an engine bug or a bot bug, put into words when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameFailure {
    /// The engine or a bot panicked; the panic's own text (a programmer's words, shown as written).
    Panicked(String),
    /// A seat's bot name that `metro_bots` does not know.
    UnknownBot(String),
    /// The engine offered no legal action while waiting for a decision, described in words.
    NoLegalAction(String),
    /// The player to move has no seat.
    NoSeat(u8),
    /// A bot chose an action the engine refused.
    IllegalAction {
        /// The bot's name.
        bot: String,
        /// Its seat (from 0).
        seat: u8,
        /// The engine's refusal.
        error: metro_engine::IllegalAction,
    },
    /// The game did not end within this many decisions.
    TooLong(u32),
    /// The game stopped without a result.
    NoResult,
}

impl std::fmt::Display for GameFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            GameFailure::Panicked(message) => tr!("sim-game-panicked", message = message.as_str()),
            GameFailure::UnknownBot(name) => tr!("sim-game-unknown-bot", bot = format!("{name:?}")),
            GameFailure::NoLegalAction(waiting) => {
                tr!("sim-game-no-legal-action", pending = waiting.as_str())
            }
            GameFailure::NoSeat(player) => tr!("sim-game-no-seat", player = *player),
            GameFailure::IllegalAction { bot, seat, error } => tr!(
                "sim-game-illegal-action",
                bot = format!("{bot:?}"),
                seat = *seat,
                error = error.to_string()
            ),
            GameFailure::TooLong(decisions) => tr!("sim-game-too-long", decisions = *decisions),
            GameFailure::NoResult => tr!("sim-game-no-result"),
        };
        f.write_str(&text)
    }
}

/// Why a simulation could not run or stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    /// A bot name that `metro_bots` does not know.
    #[error("{}", tr!("sim-unknown-bot", bot = format!("{name:?}"), known = known.join(", ")))]
    UnknownBot {
        /// The name given.
        name: String,
        /// The names known.
        known: Vec<String>,
    },
    /// The number of bot names matches neither 1 nor the number of players.
    #[error("{}", tr!("sim-bot-count", given = *given, players = *players))]
    BotCount {
        /// Names given.
        given: usize,
        /// Players in the game.
        players: usize,
    },
    /// The engine or a bot misbehaved in one game (an engine bug or a bot bug).
    #[error("{}", tr!("sim-game-failed", seed = seed.to_string(), message = failure.to_string()))]
    Game {
        /// The game's seed.
        seed: u64,
        /// What went wrong.
        failure: GameFailure,
    },
    /// The sink refused a record (e.g. the JSON file could not be written); the run stopped.
    #[error("{0}")]
    Output(String),
    /// The observer asked the run to stop ([`Observer::cancelled`]); the records of the first `done` games were
    /// handed on.
    #[error("{}", tr!("sim-cancelled", games = *done))]
    Cancelled {
        /// Games handed on before the run stopped.
        done: u64,
    },
}

impl SimConfig {
    /// A configuration for 100 games from seed 0 on one thread. `bots` holds one name per seat, or one name for
    /// every seat; every name must be known to [`metro_bots::bot_by_name`].
    pub fn new(
        map_name: &str,
        cards_name: &str,
        rules: Arc<Rules>,
        bots: &[String],
    ) -> Result<SimConfig, SimError> {
        let players = rules.players();
        let bots: Vec<String> = match bots.len() {
            1 => vec![bots[0].clone(); players],
            n if n == players => bots.to_vec(),
            given => return Err(SimError::BotCount { given, players }),
        };
        for name in &bots {
            if metro_bots::bot_by_name(name, 0).is_none() {
                let known = metro_bots::BOT_NAMES.iter().map(|s| s.to_string()).collect();
                return Err(SimError::UnknownBot {
                    name: name.clone(),
                    known,
                });
            }
        }
        Ok(SimConfig {
            map_name: map_name.to_string(),
            cards_name: cards_name.to_string(),
            rules,
            kinds: KindCatalogue::builtin(),
            bots,
            games: 100,
            seed: 0,
            jobs: 1,
        })
    }

    /// The seed of game `index` (from 0): the base seed plus the index, wrapping.
    pub fn game_seed(&self, index: u64) -> u64 {
        self.seed.wrapping_add(index)
    }

    /// Where this configuration's action kinds are counted.
    fn counting(&self) -> Counting {
        Counting::new(&self.kinds, &self.rules)
    }

    /// The action-kind names by counting index: the catalogue's kinds, then each rule module's counted names.
    pub fn kind_names(&self) -> Arc<[String]> {
        self.counting().names
    }

    /// The counting indices of the kinds on the game's cards (and the module actions offered without a card),
    /// ascending.
    pub fn kinds_on_cards(&self) -> Vec<usize> {
        let counting = self.counting();
        let mut kinds: Vec<usize> = (0..self.rules.card_count())
            .flat_map(|card| {
                self.rules
                    .card_actions(CardId(card as u8))
                    .filter_map(|(_, spec)| counting.kind(&self.rules, spec.kind))
            })
            .collect();
        for (slot, offset) in self.rules.modules().iter().zip(&counting.offsets) {
            // A module's actions offered without a card (say, on a deck of its own).
            if let Some(records) = slot.rules().records() {
                kinds.extend(records.counted_without_cards().into_iter().map(|i| offset + i));
            }
        }
        kinds.sort_unstable();
        kinds.dedup();
        kinds
    }

    /// The setup as recorded in every JSON line.
    pub fn setup_record(&self) -> SetupRecord {
        SetupRecord {
            map: self.map_name.clone(),
            cards: self.cards_name.clone(),
            players: self.rules.players(),
            bots: self.bots.clone(),
            options: serde_json::to_value(self.rules.options()).unwrap_or(serde_json::Value::Null),
        }
    }
}

/// The seed of the bot in `seat` for a game with seed `game_seed`: `game_seed × 0x9E3779B97F4A7C15 + seat + 1`
/// (wrapping), so that no two seats of nearby games share a seed.
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(seat as u64 + 1)
}

/// The outcome of a run: one record per game, in game order, and how long it took.
#[derive(Clone, Debug)]
pub struct SimReport {
    /// The setup shared by every game.
    pub setup: SetupRecord,
    /// One record per game, game 0 first.
    pub records: Vec<GameRecord>,
    /// Wall-clock time of the run.
    pub elapsed: Duration,
    /// Worker threads used.
    pub jobs: usize,
    /// Action-kind names by catalogue index.
    pub kind_names: Arc<[String]>,
    /// The catalogue indices of the kinds on the game's cards, ascending.
    pub kinds_on_cards: Vec<usize>,
}

impl SimReport {
    /// Aggregate statistics over every game.
    pub fn summary(&self) -> Summary {
        Summary::new(self)
    }

    /// Writes one JSON object per game, one per line, in game order (the format of `docs/sim-json.md`).
    pub fn write_json_lines(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        for record in &self.records {
            record.write_json_line(&self.setup, out)?;
        }
        Ok(())
    }
}

/// How many games each worker thread may run ahead of the oldest game whose record is not yet handed on: the bound
/// of the reorder buffer (at most `WINDOW_PER_JOB × jobs` records are held at once).
pub const WINDOW_PER_JOB: u64 = 8;

/// What a streaming run knows besides its records.
#[derive(Clone, Debug)]
pub struct RunInfo {
    /// Wall-clock time of the run.
    pub elapsed: Duration,
    /// Worker threads used.
    pub jobs: usize,
}

/// Plays every game of `config` and collects the records, calling `progress` with the number of games finished so
/// far after each game. Stops at the first failing game (the one with the smallest index among those that failed).
/// Holds every record: for many games, use [`run_streaming`].
pub fn run(config: &SimConfig, progress: impl Fn(u64) + Sync) -> Result<SimReport, SimError> {
    let mut records = Vec::new();
    let info = run_streaming(config, progress, |_, record| {
        records.push(record);
        Ok(())
    })?;
    Ok(SimReport {
        setup: config.setup_record(),
        records,
        elapsed: info.elapsed,
        jobs: info.jobs,
        kind_names: config.kind_names(),
        kinds_on_cards: config.kinds_on_cards(),
    })
}

/// The reorder buffer shared by the workers and the thread handing records on.
struct Reorder {
    /// The next game index to hand to a worker.
    next_game: u64,
    /// The next game index to hand on to the sink.
    next_out: u64,
    /// Finished games not yet handed on, by index.
    done: BTreeMap<u64, Result<GameRecord, SimError>>,
    /// Set when the run stops early (a failed game, a refused record): workers take no more games.
    stop: bool,
}

/// What a run tells its caller, as a few named callbacks with defaults (in the spirit of ripgrep's `Sink`): every
/// record in game order, the progress, and whether to stop. All three are called from the thread that called
/// [`run_observed`], never from a worker.
pub trait Observer {
    /// Game `index`'s record, in game order (game 0 first). An error stops the run ([`SimError::Output`]).
    fn record(&mut self, index: u64, record: GameRecord) -> std::io::Result<()> {
        let _ = (index, record);
        Ok(())
    }

    /// `done` of the run's games have been handed on (called after each record).
    fn progress(&mut self, done: u64) {
        let _ = done;
    }

    /// Whether the run should stop now. Asked between games and, while waiting for the workers, every
    /// [`CANCEL_POLL`]; once true, the games being played stop at their next decision and the run returns
    /// [`SimError::Cancelled`].
    fn cancelled(&self) -> bool {
        false
    }
}

/// How often a waiting run asks [`Observer::cancelled`].
pub const CANCEL_POLL: Duration = Duration::from_millis(20);

/// An [`Observer`] from two closures: the progress and the records.
struct Closures<P, S> {
    progress: P,
    sink: S,
}

impl<P: Fn(u64), S: FnMut(u64, GameRecord) -> std::io::Result<()>> Observer for Closures<P, S> {
    fn record(&mut self, index: u64, record: GameRecord) -> std::io::Result<()> {
        (self.sink)(index, record)
    }

    fn progress(&mut self, done: u64) {
        (self.progress)(done)
    }
}

/// Plays every game of `config` on `config.jobs` threads and hands each record to `sink` **in game order** (game 0
/// first) from the calling thread, as soon as it and every game before it are done. `progress` is called with the
/// number of records handed on so far. Memory stays flat in the number of games (see [`WINDOW_PER_JOB`]).
///
/// Stops at the first failing game in game order (the records before it have been handed on), or when `sink`
/// returns an error ([`SimError::Output`]). A panic in a game (an engine or bot bug) is reported as that game's
/// [`SimError::Game`]. The same as [`run_observed`] with an observer made of the two closures.
pub fn run_streaming(
    config: &SimConfig,
    progress: impl Fn(u64) + Sync,
    sink: impl FnMut(u64, GameRecord) -> std::io::Result<()>,
) -> Result<RunInfo, SimError> {
    run_observed(config, &mut Closures { progress, sink })
}

/// Plays every game of `config` on `config.jobs` threads and tells `observer` each record **in game order**, the
/// progress after each, and asks it whether to stop (see [`Observer`]). The records are the same, byte for byte,
/// whatever the number of threads; memory stays flat in the number of games (see [`WINDOW_PER_JOB`]).
///
/// Stops at the first failing game in game order (the records before it have been handed on), when the observer
/// refuses a record ([`SimError::Output`]) or when it asks to stop ([`SimError::Cancelled`]). A panic in a game (an
/// engine or bot bug) is reported as that game's [`SimError::Game`].
pub fn run_observed(config: &SimConfig, observer: &mut impl Observer) -> Result<RunInfo, SimError> {
    let start = Instant::now();
    let jobs = config.jobs.max(1).min(config.games.max(1) as usize);
    let counting = config.counting();
    if jobs == 1 {
        let mut scratch = Scratch::default();
        for index in 0..config.games {
            if observer.cancelled() {
                return Err(SimError::Cancelled { done: index });
            }
            let result = play_caught(config, index, &counting, &mut scratch, &|| observer.cancelled());
            if observer.cancelled() {
                return Err(SimError::Cancelled { done: index });
            }
            hand_on(observer, index, result)?;
        }
        return Ok(RunInfo {
            elapsed: start.elapsed(),
            jobs,
        });
    }
    let window = WINDOW_PER_JOB * jobs as u64;
    let shared = Mutex::new(Reorder {
        next_game: 0,
        next_out: 0,
        done: BTreeMap::new(),
        stop: false,
    });
    // Set with `stop` when the run ends early: games being played stop at their next decision.
    let halt = AtomicBool::new(false);
    let changed = Condvar::new();
    let lock = || shared.lock().unwrap_or_else(PoisonError::into_inner);
    let worker = || {
        let mut scratch = Scratch::default();
        loop {
            let index = {
                let mut state = lock();
                loop {
                    if state.stop || state.next_game >= config.games {
                        return;
                    }
                    if state.next_game < state.next_out + window {
                        break;
                    }
                    state = changed.wait(state).unwrap_or_else(PoisonError::into_inner);
                }
                state.next_game += 1;
                state.next_game - 1
            };
            let result = play_caught(config, index, &counting, &mut scratch, &|| {
                halt.load(Ordering::Relaxed)
            });
            lock().done.insert(index, result);
            changed.notify_all();
        }
    };
    let outcome = std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(worker);
        }
        let mut outcome = Ok(());
        'games: for index in 0..config.games {
            let result = {
                let mut state = lock();
                loop {
                    if observer.cancelled() {
                        outcome = Err(SimError::Cancelled { done: index });
                        break 'games;
                    }
                    if let Some(result) = state.done.remove(&index) {
                        state.next_out = index + 1;
                        break result;
                    }
                    state = changed
                        .wait_timeout(state, CANCEL_POLL)
                        .unwrap_or_else(PoisonError::into_inner)
                        .0;
                }
            };
            changed.notify_all();
            outcome = hand_on(observer, index, result);
            if outcome.is_err() {
                break;
            }
        }
        halt.store(true, Ordering::Relaxed);
        lock().stop = true;
        changed.notify_all();
        outcome
    });
    outcome?;
    Ok(RunInfo {
        elapsed: start.elapsed(),
        jobs,
    })
}

/// Hands one finished game on to the observer: its record, then the progress.
fn hand_on(
    observer: &mut impl Observer,
    index: u64,
    result: Result<GameRecord, SimError>,
) -> Result<(), SimError> {
    let record = result?;
    observer
        .record(index, record)
        .map_err(|e| SimError::Output(e.to_string()))?;
    observer.progress(index + 1);
    Ok(())
}

/// Plays game `index`, turning a panic of the engine or a bot into that game's error.
fn play_caught(
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
struct Scratch {
    legal: Vec<Action>,
    events: Vec<Event>,
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
    let mut decisions: u32 = 0;
    while let Some(player) = game.to_move() {
        if stop() {
            return Err(SimError::Cancelled { done: 0 });
        }
        game.legal_actions_into(&mut scratch.legal);
        if scratch.legal.is_empty() {
            return Err(fail(GameFailure::NoLegalAction(game.pending_description())));
        }
        let bot = bots
            .get_mut(player.0 as usize)
            .ok_or_else(|| fail(GameFailure::NoSeat(player.0)))?;
        let action = bot.choose(&game.player_view(player), &scratch.legal);
        scratch.events.clear();
        game.apply_into(action, &mut scratch.events).map_err(|error| {
            fail(GameFailure::IllegalAction {
                bot: bot.name().to_string(),
                seat: player.0,
                error,
            })
        })?;
        for event in &scratch.events {
            if let Some((player, index)) = counting.event(&config.rules, event)
                && let Some(count) = counts.get_mut(player.0 as usize).and_then(|c| c.get_mut(index))
            {
                *count += 1;
            }
            board.note(event);
            for log in &mut logs {
                log.note(&game, event);
            }
        }
        decisions += 1;
        if decisions >= MAX_DECISIONS {
            return Err(fail(GameFailure::TooLong(MAX_DECISIONS)));
        }
    }
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

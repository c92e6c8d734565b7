//! Chicago Express in the app, apart from the GUI: the game at metro-play's generic table
//! ([`metro_play::table::Table`]), what the menu starts it from ([`ChicagoStart`]), the bots' levels, and the pace at
//! which the bots' moves are shown. The panels are under [`crate::ui::chicago`].

use std::time::{Duration, Instant};

use metro_chicago::{Game, Options, Setup};
use metro_game::bot::BotMaker;
use metro_play::table::{BotStep, Player, Table, TableError};

/// The bots of Chicago Express, by name: the game's own (random, westward, heuristic, flat:N, search, search:MS, …).
pub const BOTS: BotMaker<Game> = metro_chicago::bots::bot_by_name;

/// A bot's level, as players pick it in the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Any legal move.
    Random,
    /// The game's heuristic player.
    Heuristic,
    /// A searching player.
    Search,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Heuristic, Level::Search];

    /// The bot's name for [`BOTS`]: the first of the level's names the bots know (`None` if none: the level is not
    /// offered). Asked of the bots once per process.
    pub fn bot_name(self) -> Option<&'static str> {
        static KNOWN: std::sync::OnceLock<[Option<&'static str>; 3]> = std::sync::OnceLock::new();
        KNOWN.get_or_init(|| {
            Level::ALL.map(|level| {
                let names: &[&'static str] = match level {
                    Level::Random => &["random"],
                    Level::Heuristic => &["heuristic"],
                    Level::Search => &["search", "flat:8"],
                };
                names.iter().copied().find(|name| BOTS(name, 0).is_some())
            })
        })[self as usize]
    }

    /// The levels the bots know.
    pub fn offered() -> Vec<Level> {
        Level::ALL
            .into_iter()
            .filter(|l| l.bot_name().is_some())
            .collect()
    }
}

/// Who plays a seat, as the menu offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatChoice {
    /// A person.
    Human,
    /// A bot of a level.
    Bot(Level),
}

impl SeatChoice {
    /// The table's player for this choice (a level the bots do not know plays at random).
    pub fn player(self) -> Player {
        match self {
            SeatChoice::Human => Player::Human,
            SeatChoice::Bot(level) => Player::Bot(
                level
                    .bot_name()
                    .or(Level::Random.bot_name())
                    .unwrap_or("random")
                    .to_string(),
            ),
        }
    }
}

/// What a game of Chicago Express is started from: the menu's choices.
#[derive(Clone, Debug, PartialEq)]
pub struct ChicagoStart {
    /// Who plays each seat (2–6).
    pub seats: Vec<SeatChoice>,
    /// The rule options.
    pub options: Options,
    /// The seed as typed; empty for a random one.
    pub seed: String,
    /// Seconds between two bots' moves (0: at once).
    pub delay: f32,
}

impl Default for ChicagoStart {
    fn default() -> ChicagoStart {
        ChicagoStart {
            seats: vec![
                SeatChoice::Human,
                SeatChoice::Bot(Level::Random),
                SeatChoice::Bot(Level::Random),
            ],
            options: Options::default(),
            seed: String::new(),
            delay: 0.5,
        }
    }
}

impl ChicagoStart {
    /// The seed: the number typed, or a fresh one from the clock.
    pub fn seed_value(&self) -> Option<u64> {
        let typed = self.seed.trim();
        if typed.is_empty() {
            return Some(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_nanos() as u64),
            );
        }
        typed.parse().ok()
    }
}

/// A game of Chicago Express being played: the table and the pace of the bots.
#[derive(Debug)]
pub struct ChicagoPlay {
    /// The game at the table.
    pub table: Table<Game>,
    /// Seconds between two bots' moves (0: at once).
    pub delay: f32,
    /// When the last decision was applied.
    last_move: Instant,
}

impl ChicagoPlay {
    /// Starts a game from the menu's choices.
    pub fn start(start: &ChicagoStart) -> Result<ChicagoPlay, TableError> {
        let seed = start
            .seed_value()
            .ok_or_else(|| TableError::Setup(start.seed.clone()))?;
        let setup = Setup {
            players: start.seats.len() as u8,
            options: start.options,
        };
        let players = start.seats.iter().map(|s| s.player()).collect();
        Ok(ChicagoPlay {
            table: Table::new(setup, seed, players, BOTS)?,
            delay: start.delay.max(0.0),
            last_move: Instant::now(),
        })
    }

    /// Applies a person's decision.
    pub fn play(&mut self, action: metro_chicago::Action) -> Result<(), TableError> {
        self.table.play(action)?;
        self.last_move = Instant::now();
        Ok(())
    }

    /// Each frame: the log in the current language, and the bots' moves — at once within a budget of time, or one
    /// at a time after the delay. The bot to move thinks on its own thread meanwhile; the frame never waits for it
    /// longer than `budget`. Returns whether the frame should be drawn again soon (a bot is to move).
    pub fn advance(&mut self, budget: Duration) -> bool {
        self.table.refresh_log();
        if self.table.bot_to_move().is_none() {
            return false;
        }
        if self.delay <= 0.0 {
            let begun = Instant::now();
            while let Some(left) = budget.checked_sub(begun.elapsed()) {
                match self.table.poll_bot(Some(left)) {
                    BotStep::Moved(_) => self.last_move = Instant::now(),
                    BotStep::Thinking(_) | BotStep::Idle => break,
                }
            }
        } else {
            self.table.think();
            if self.last_move.elapsed().as_secs_f32() >= self.delay
                && let BotStep::Moved(_) = self.table.poll_bot(Some(Duration::from_millis(2)))
            {
                self.last_move = Instant::now();
            }
        }
        true
    }
}

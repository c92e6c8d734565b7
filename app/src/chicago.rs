//! Chicago Express in the app, apart from the GUI: the game at metro-play's generic table
//! ([`metro_play::table::Table`]), what the menu starts it from ([`ChicagoStart`]), the bots' levels, and the pace at
//! which the bots' moves are shown; its saves (`metro-save`'s generic format, written through the table: Save, a
//! finished game kept, Load, the saves list's summary [`reading`]) and watching one ([`Watch`]: the position after
//! the first k decisions, replayed into a table). The panels are under [`crate::ui::chicago`].

use std::time::{Duration, Instant};

use metro_chicago::record::{BoardSource, SaveSetup};
use metro_chicago::{Action, Banker, Game, Options, Setup};
use metro_game::bot::BotMaker;
use metro_game::{GameState, Seat};
use metro_play::store::saves::{Civil, Reading, Summary};
use metro_play::table::{BotStep, Player, Table, TableError, UndoPolicy};

use crate::locale::tr;

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
                SeatChoice::Bot(Level::Heuristic),
                SeatChoice::Bot(Level::Heuristic),
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

/// A game of Chicago Express being played (or watched): the table and the pace of the bots.
#[derive(Debug)]
pub struct ChicagoPlay {
    /// The game at the table (watching: the position shown).
    pub table: Table<Game>,
    /// Seconds between two bots' moves (0: at once).
    pub delay: f32,
    /// When the last decision was applied.
    last_move: Instant,
    /// Watching a saved game: its decisions and the position shown. Nothing can be played then.
    watch: Option<Watch>,
    /// The game, finished, is kept as a save already (or needs not be: it was loaded finished).
    pub kept: bool,
}

/// A saved game being watched: every decision of the save, and how many of them the table shows applied.
#[derive(Debug)]
pub struct Watch {
    setup: Setup,
    seed: u64,
    players: Vec<Player>,
    decisions: Vec<(Seat, Action)>,
    at: usize,
    /// The save's file name, as shown.
    pub file: String,
}

impl Watch {
    /// How many decisions the position shown has applied.
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many decisions the save holds.
    pub fn len(&self) -> usize {
        self.decisions.len()
    }

    /// Whether the save holds no decision.
    pub fn is_empty(&self) -> bool {
        self.decisions.is_empty()
    }
}

/// The table's setup of a Chicago Express save: the built-in board (a custom board's game is not played in the app).
pub fn table_setup(setup: &SaveSetup) -> Result<Setup, String> {
    match &setup.board {
        BoardSource::Builtin(_) => Ok(setup.setup()),
        BoardSource::Embedded { path, .. } => Err(tr!("chicago-save-custom-board", path = path.as_str())),
    }
}

/// The saved setup of a table's game (the built-in board).
pub fn save_setup(setup: &Setup) -> SaveSetup {
    SaveSetup {
        options: setup.options,
        ..SaveSetup::builtin(setup.players)
    }
}

/// The file-name stem of a save of a game of `players` players made at `time`:
/// `chicago-express-2026-12-01-1305-4-players`.
pub fn save_stem(players: u8, time: std::time::SystemTime) -> String {
    format!(
        "{}-{}-{players}-players",
        Game::INFO.key.as_str(),
        Civil::of(time).stamp()
    )
}

/// The rule options in words, for the saves list: `base` for the defaults.
fn variant_words(options: &Options) -> String {
    let mut parts = Vec::new();
    if options.chicago_ends_build {
        parts.push(tr!("chicago-variant-ends-build"));
    }
    match options.banker {
        Banker::First => {}
        Banker::Seat(seat) => parts.push(tr!("chicago-variant-banker-seat", seat = u32::from(seat) + 1)),
        Banker::Random => parts.push(tr!("chicago-variant-banker-random")),
    }
    if parts.is_empty() {
        "base".into()
    } else {
        parts.join(", ")
    }
}

/// What the saves list shows of a Chicago Express save ([`metro_play::store::saves::OtherGames`]): the game, its
/// board, variant, seats and people, the round and whether it is over, and the number of decisions; the reason it
/// will not load (read by the table as Load reads it: checkpoints, seats and board), if it will not. `None` for
/// another game.
pub fn reading(game: &str, text: &str) -> Option<Reading> {
    if game != Game::INFO.key.as_str() {
        return None;
    }
    let save = match metro_save::SaveOf::<Game>::parse(text, Game::INFO.key.as_str()) {
        Ok(save) => save,
        Err(e) => return Some(Reading::Broken(e.to_string())),
    };
    let players = usize::from(save.setup.players);
    let humans = if save.seats.is_empty() {
        players
    } else {
        save.seats.iter().filter(|s| *s == metro_save::HUMAN).count()
    };
    let board = match &save.setup.board {
        BoardSource::Builtin(_) => metro_chicago::Board::builtin().name().to_string(),
        BoardSource::Embedded { path, .. } => path.clone(),
    };
    let mut summary = Summary {
        game: Some(Game::INFO.name.to_string()),
        map: board,
        cards: String::new(),
        variant: variant_words(&save.setup.options),
        seats: players,
        humans,
        round: None,
        over: false,
        actions: save.actions.len(),
    };
    Some(match Table::from_save(text, table_setup, BOTS) {
        Ok(table) => {
            summary.round = Some(table.game().state().round());
            summary.over = table.is_over();
            Reading::Read(summary, None)
        }
        Err(e) => Reading::Read(summary, Some(e.to_string())),
    })
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
            table: Table::new(setup, seed, players, BOTS)?.with_undo(UndoPolicy::ThroughBots),
            delay: start.delay.max(0.0),
            last_move: Instant::now(),
            watch: None,
            kept: false,
        })
    }

    /// The game of a save's text, to play on from where it was saved (its seats as saved; a finished game is kept
    /// already).
    pub fn load(text: &str, delay: f32) -> Result<ChicagoPlay, TableError> {
        let table = Table::from_save(text, table_setup, BOTS)?.with_undo(UndoPolicy::ThroughBots);
        Ok(ChicagoPlay {
            kept: table.is_over(),
            table,
            delay: delay.max(0.0),
            last_move: Instant::now(),
            watch: None,
        })
    }

    /// The game of a save's text, to watch from its start (`file`: the save's name, as shown). Read-only.
    pub fn watch(text: &str, file: String) -> Result<ChicagoPlay, TableError> {
        let whole = Table::from_save(text, table_setup, BOTS)?;
        let watch = Watch {
            setup: *whole.setup(),
            seed: whole.seed(),
            players: whole.players().to_vec(),
            decisions: whole.actions().to_vec(),
            at: 0,
            file,
        };
        let table = Table::replayed(watch.setup, watch.seed, watch.players.clone(), BOTS, &[])?;
        Ok(ChicagoPlay {
            table,
            delay: 0.0,
            last_move: Instant::now(),
            watch: Some(watch),
            kept: true,
        })
    }

    /// The saved game being watched, if this is one.
    pub fn watching(&self) -> Option<&Watch> {
        self.watch.as_ref()
    }

    /// Watching: shows the position after the first `at` decisions (at most all of them) — the next one applied to
    /// the table, any other replayed from the start.
    pub fn seek(&mut self, at: usize) -> Result<(), TableError> {
        let Some(watch) = self.watch.as_mut() else {
            return Ok(());
        };
        let at = at.min(watch.decisions.len());
        if at == watch.at {
            return Ok(());
        }
        if at == watch.at + 1
            && let Some(&(seat, action)) = watch.decisions.get(watch.at)
        {
            self.table.replay(seat, action)?;
        } else {
            self.table = Table::replayed(
                watch.setup,
                watch.seed,
                watch.players.clone(),
                BOTS,
                &watch.decisions[..at],
            )?;
        }
        watch.at = at;
        Ok(())
    }

    /// The game as a save's text (the built-in board, the seats as played).
    pub fn save_text(&self) -> Result<String, TableError> {
        self.table.save(save_setup(self.table.setup()))
    }

    /// The file-name stem of a save of this game made now.
    pub fn save_stem(&self) -> String {
        save_stem(self.table.setup().players, std::time::SystemTime::now())
    }

    /// Applies a person's decision (never while watching).
    pub fn play(&mut self, action: metro_chicago::Action) -> Result<(), TableError> {
        if self.watch.is_some() {
            return Err(TableError::NotYourTurn);
        }
        self.table.play(action)?;
        self.last_move = Instant::now();
        Ok(())
    }

    /// Each frame: the log in the current language, and the bots' moves — at once within a budget of time, or one
    /// at a time after the delay. The bot to move thinks on its own thread meanwhile; the frame never waits for it
    /// longer than `budget`. Returns whether the frame should be drawn again soon (a bot is to move).
    pub fn advance(&mut self, budget: Duration) -> bool {
        self.table.refresh_log();
        if self.watch.is_some() || self.table.bot_to_move().is_none() {
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

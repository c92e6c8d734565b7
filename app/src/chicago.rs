//! Chicago Express in the app, apart from the GUI: the game at metro-play's generic table
//! ([`metro_play::table::Table`]), what the menu starts it from ([`ChicagoStart`]: the board — built in, or a board
//! file of the player's maps folder ([`BoardFile`]) —, the seats, the options), the bots' levels, and the pace at
//! which the bots' moves are shown; its saves (`metro-save`'s generic format, written through the table: Save, a
//! finished game kept, Load, the saves list's summary [`reading`]; a custom board's whole text is saved with the
//! game) and watching one ([`Watch`]: the position after the first k decisions, replayed into a table from the game
//! as the save set it up). The panels are under [`crate::ui::chicago`].

use std::path::Path;
use std::time::{Duration, Instant};

use metro_chicago::record::{BoardSource, BuiltinBoard, SaveSetup};
use metro_chicago::{Action, Banker, Board, Game, Options, Setup};
use metro_game::bot::BotMaker;
use metro_game::record::Saved;
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

/// The built-in board, as a save names it.
pub const BUILTIN: BoardSource = BoardSource::Builtin(BuiltinBoard::ChicagoExpress);

/// A file's name (the last part of its path), as shown.
pub fn file_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |n| n.to_string_lossy().into_owned())
}

/// A board's name as the menu and the saves list show it: the board's own name, and the file's name for a board
/// file (`Chicago West (west.toml)`).
pub fn board_title(board: &Board, source: &BoardSource) -> String {
    match source {
        BoardSource::Builtin(_) => board.name().to_string(),
        BoardSource::Embedded { path, .. } => format!("{} ({})", board.name(), file_name(path)),
    }
}

/// A Chicago Express board file the menu offers (one of the player's maps folder, read by the app's scan of it):
/// loaded, or the problems that keep it from loading (each at file:line:col).
#[derive(Clone, Debug)]
pub struct BoardFile {
    /// The board as a save records it: the file's path and whole text.
    pub source: BoardSource,
    /// The board, or every problem of the file.
    pub loaded: Result<std::sync::Arc<Board>, Vec<String>>,
}

impl BoardFile {
    /// The file `path` of text `text`, loaded and checked.
    pub fn read(path: &str, text: &str) -> BoardFile {
        BoardFile {
            source: BoardSource::Embedded {
                path: path.to_string(),
                toml: text.to_string(),
            },
            loaded: metro_chicago::load_board(path, text)
                .map(std::sync::Arc::new)
                .map_err(|d| d.items.iter().map(ToString::to_string).collect()),
        }
    }

    /// The file's path.
    pub fn path(&self) -> &str {
        match &self.source {
            BoardSource::Embedded { path, .. } => path,
            BoardSource::Builtin(_) => metro_chicago::BUILTIN_BOARD_FILE,
        }
    }

    /// The name shown: the board's own name and the file's (a file that does not load: the file's name alone).
    pub fn title(&self) -> String {
        match &self.loaded {
            Ok(board) => board_title(board, &self.source),
            Err(_) => file_name(self.path()),
        }
    }
}

/// Whether a file the app's scan of the maps folder read is a Chicago Express board (`game = "chicago-express"`):
/// then the Chicago Express menu offers it, and Tokyo Metro's does not.
pub fn is_board_file(source: &metro_save::DataSource) -> bool {
    matches!(source, metro_save::DataSource::Embedded { toml, .. } if metro_chicago::is_chicago_express(toml))
}

/// The Chicago Express board files among the maps the app's scan read (the player's maps folder and the map files
/// the settings name), in the catalog's order, each loaded and checked.
pub fn board_files(catalog: &metro_play::catalog::Catalog) -> Vec<BoardFile> {
    catalog
        .maps
        .iter()
        .filter_map(|choice| match &choice.source {
            metro_save::DataSource::Embedded { path, toml } if metro_chicago::is_chicago_express(toml) => {
                Some(BoardFile::read(path, toml))
            }
            _ => None,
        })
        .collect()
}

/// What a game of Chicago Express is started from: the menu's choices.
#[derive(Clone, Debug, PartialEq)]
pub struct ChicagoStart {
    /// The board: the built-in one ([`BUILTIN`]), or a board file's path and whole text.
    pub board: BoardSource,
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
            board: BUILTIN,
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
    /// The board the game is played on, as its saves record it: built in, or a board file's path and whole text.
    board: BoardSource,
    /// Seconds between two bots' moves (0: at once).
    pub delay: f32,
    /// When the last decision was applied.
    last_move: Instant,
    /// Watching a saved game: its decisions and the position shown. Nothing can be played then.
    watch: Option<Watch>,
    /// The game, finished, is kept as a save already (or needs not be: it was loaded finished).
    pub kept: bool,
    /// A seat at a table of `metro serve`: the seat this screen decides for (the game is followed from what the
    /// server tells: `ChicagoPlay::online`).
    online: Option<Seat>,
}

/// A saved game being watched: every decision of the save, and how many of them the table shows applied.
#[derive(Debug)]
pub struct Watch {
    setup: Setup,
    seed: u64,
    /// The game as the save set it up, before any decision (on the save's board).
    first: Game,
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

    /// A table at the position after the first `at` decisions, replayed from the game as the save set it up (its
    /// board included), each decision told in the log as played.
    fn replayed(&self, at: usize) -> Result<Table<Game>, TableError> {
        let mut table = Table::from_game(
            self.setup,
            self.seed,
            self.first.clone(),
            self.players.clone(),
            BOTS,
        )?;
        for &(seat, action) in &self.decisions[..at.min(self.decisions.len())] {
            table.replay(seat, action)?;
        }
        Ok(table)
    }
}

/// The table's setup of a Chicago Express save (its players and options), whatever its board: the table sets the
/// game up from the saved setup itself, the board included.
pub fn table_setup(setup: &SaveSetup) -> Result<Setup, String> {
    Ok(setup.setup())
}

/// The saved setup of a table's game on `board` (built in, or a board file's path and whole text).
pub fn save_setup(setup: &Setup, board: &BoardSource) -> SaveSetup {
    SaveSetup {
        board: board.clone(),
        players: setup.players,
        options: setup.options,
    }
}

/// The saved setup of a save's text (read, not yet checked: the table checks it when it loads).
fn saved_setup(text: &str) -> Result<SaveSetup, TableError> {
    metro_save::SaveOf::<Game>::parse(text, Game::INFO.key.as_str())
        .map(|save| save.setup)
        .map_err(|e| TableError::Save(e.to_string()))
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
    let board = match save.setup.load_board() {
        Ok(board) => board_title(&board, &save.setup.board),
        Err(_) => match &save.setup.board {
            BoardSource::Embedded { path, .. } => file_name(path),
            BoardSource::Builtin(_) => Board::builtin().name().to_string(),
        },
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

/// The game of a position the server sent, on the built-in board (the only one a server plays), checked first.
fn online_game(setup: Setup, position: serde_json::Value) -> Result<Game, String> {
    let position: metro_chicago::mirror::Position =
        serde_json::from_value(position).map_err(|e| e.to_string())?;
    Game::from_position(Board::builtin(), setup, position).map_err(|e| e.to_string())
}

impl ChicagoPlay {
    /// Starts a game from the menu's choices: on the built-in board, or set up on a board file's board (loaded and
    /// checked again from the text chosen: a file with problems names the first of them and starts nothing).
    pub fn start(start: &ChicagoStart) -> Result<ChicagoPlay, TableError> {
        let seed = start
            .seed_value()
            .ok_or_else(|| TableError::Setup(start.seed.clone()))?;
        let setup = Setup {
            players: start.seats.len() as u8,
            options: start.options,
        };
        let players = start.seats.iter().map(|s| s.player()).collect();
        let table = match &start.board {
            BoardSource::Builtin(_) => Table::new(setup, seed, players, BOTS)?,
            BoardSource::Embedded { .. } => {
                let board = save_setup(&setup, &start.board)
                    .load_board()
                    .map_err(|e| TableError::Setup(e.to_string()))?;
                let game =
                    Game::with_board(board, setup, seed).map_err(|r| TableError::Setup(r.to_string()))?;
                Table::from_game(setup, seed, game, players, BOTS)?
            }
        };
        Ok(ChicagoPlay {
            table: table.with_undo(UndoPolicy::ThroughBots),
            board: start.board.clone(),
            delay: start.delay.max(0.0),
            last_move: Instant::now(),
            watch: None,
            kept: false,
            online: None,
        })
    }

    /// The game of a save's text, to play on from where it was saved (its seats as saved; a finished game is kept
    /// already).
    pub fn load(text: &str, delay: f32) -> Result<ChicagoPlay, TableError> {
        let table = Table::from_save(text, table_setup, BOTS)?.with_undo(UndoPolicy::ThroughBots);
        let board = saved_setup(text)?.board;
        Ok(ChicagoPlay {
            kept: table.is_over(),
            table,
            board,
            delay: delay.max(0.0),
            last_move: Instant::now(),
            watch: None,
            online: None,
        })
    }

    /// The game of a save's text, to watch from its start (`file`: the save's name, as shown). Read-only.
    pub fn watch(text: &str, file: String) -> Result<ChicagoPlay, TableError> {
        let whole = Table::from_save(text, table_setup, BOTS)?;
        let saved = saved_setup(text)?;
        let first = Game::start(&saved, whole.seed()).map_err(|e| TableError::Setup(e.to_string()))?;
        let watch = Watch {
            setup: *whole.setup(),
            seed: whole.seed(),
            first,
            players: whole.players().to_vec(),
            decisions: whole.actions().to_vec(),
            at: 0,
            file,
        };
        let table = watch.replayed(0)?;
        Ok(ChicagoPlay {
            table,
            board: saved.board,
            delay: 0.0,
            last_move: Instant::now(),
            watch: Some(watch),
            kept: true,
            online: None,
        })
    }

    /// A seat at a Chicago Express table of `metro serve`, at the position the server sent (the whole state: DCE-4)
    /// of a game of `setup` on the built-in board. Every seat is a person's here (no bot is asked on this screen);
    /// only `seat` decides, and its decisions go to the server.
    pub fn online(
        setup: &serde_json::Value,
        position: serde_json::Value,
        seat: u8,
    ) -> Result<ChicagoPlay, String> {
        let setup: Setup = serde_json::from_value(setup.clone()).map_err(|e| e.to_string())?;
        let game = online_game(setup, position)?;
        if seat >= game.seats() {
            return Err(format!(
                "seat {} at a table of {} players",
                seat + 1,
                game.seats()
            ));
        }
        Ok(ChicagoPlay {
            table: Table::showing(setup, 0, game, BOTS),
            board: BoardSource::Builtin(BuiltinBoard::ChicagoExpress),
            delay: 0.0,
            last_move: Instant::now(),
            watch: None,
            kept: true,
            online: Some(Seat(seat)),
        })
    }

    /// The seat this screen decides for at an online table.
    pub fn online_seat(&self) -> Option<Seat> {
        self.online
    }

    /// A step the server told: `seat`'s `action`, applied through the game (and told in the log); the position
    /// after it must be the server's `position`, else the table is set up again from that.
    pub fn follow_step(
        &mut self,
        seat: u8,
        action: serde_json::Value,
        position: serde_json::Value,
    ) -> Result<(), String> {
        let after = online_game(*self.table.setup(), position)?;
        let applied = serde_json::from_value::<Action>(action)
            .ok()
            .is_some_and(|action| self.table.decide(Seat(seat), action).is_ok());
        if !applied || self.table.game().hash() != after.hash() {
            self.table = Table::showing(*self.table.setup(), 0, after, BOTS);
        }
        Ok(())
    }

    /// A whole position the server sent (a welcome, a resync, an undo): the table is set up again from it unless it
    /// stands there already.
    pub fn follow_whole(&mut self, position: serde_json::Value) -> Result<(), String> {
        let game = online_game(*self.table.setup(), position)?;
        if self.table.game().hash() != game.hash() {
            self.table = Table::showing(*self.table.setup(), 0, game, BOTS);
        }
        Ok(())
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
            self.table = watch.replayed(at)?;
        }
        watch.at = at;
        Ok(())
    }

    /// The game as a save's text (its board — built in, or the board file's path and whole text —, the options, the
    /// seats as played).
    pub fn save_text(&self) -> Result<String, TableError> {
        self.table.save(save_setup(self.table.setup(), &self.board))
    }

    /// The board the game is played on, as its saves record it.
    pub fn board(&self) -> &BoardSource {
        &self.board
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

//! The application: screens, the commands widgets push while a frame is drawn, and applying them after it; bots
//! moving with a short visible delay; the train phase shown step by step; autosave, resume, undo; frame timing.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::Color32;
use metro_engine::{Action, PlayerId};
use metro_save::SetupRecord;

use crate::catalog::Catalog;
use crate::paths::{Bests, Paths, SeatKind, Settings};
use crate::session::Session;
use crate::words::player_colour;

/// What the window shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start menu.
    Menu,
    /// A game (with the end-of-game breakdown once it is over).
    Game,
}

/// Something a widget asked for while the frame was drawn; applied after drawing.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Apply a decision of the human to move.
    Apply(Action),
    /// Start a game with the menu's settings.
    NewGame,
    /// Resume the autosaved game.
    Resume,
    /// Save the game to a file.
    Save(PathBuf),
    /// Load a save file.
    Load(PathBuf),
    /// Take back the last action.
    Undo,
    /// Back to the menu (the game stays autosaved).
    ToMenu,
    /// Back to the game from the menu.
    BackToGame,
    /// Show all queued events at once.
    Skip,
    /// The human in front of the screen confirms who they are (hot-seat bids, D-3).
    HandOver(PlayerId),
    /// Add a map file to the menu.
    AddMapFile(String),
    /// Add a card-set file to the menu.
    AddCardFile(String),
    /// Show the board (true) or the breakdown (false) at the end.
    ShowBoardAtEnd(bool),
}

/// Frame-time figures, logged to stderr with `METRO_FRAME_LOG=1`.
#[derive(Clone, Debug, Default)]
pub struct FrameStats {
    /// When the app was created (or the process started, if told).
    pub started: Option<Instant>,
    /// Time from start to the end of the first frame.
    pub first_frame: Option<Duration>,
    /// Frames drawn.
    pub frames: u64,
    /// Total time spent in `ui` on the game screen.
    pub game_total: Duration,
    /// Frames on the game screen.
    pub game_frames: u64,
    /// The slowest game-screen frame.
    pub game_max: Duration,
}

/// The desktop app.
pub struct MetroApp {
    pub(crate) paths: Paths,
    pub(crate) settings: Settings,
    pub(crate) catalog: Catalog,
    pub(crate) bests: Bests,
    pub(crate) screen: Screen,
    pub(crate) session: Option<Session>,
    pub(crate) commands: Vec<Command>,
    /// A message for the status line (errors, "saved to …").
    pub(crate) status: Option<String>,
    /// The autosaved game on disk, if one can be resumed.
    pub(crate) resumable: Option<String>,
    pub(crate) map_path: String,
    pub(crate) card_path: String,
    pub(crate) load_path: String,
    /// The amount chosen in the bid or stake control.
    pub(crate) amount: i32,
    /// The human who confirmed being at the screen for the secret bid (D-3).
    pub(crate) handed_to: Option<PlayerId>,
    pub(crate) bot_timer: f32,
    pub(crate) best_recorded: bool,
    pub(crate) best_rank: Option<usize>,
    pub(crate) show_board_at_end: bool,
    pub(crate) stats: FrameStats,
    log_frames: bool,
}

impl MetroApp {
    /// The app with its files under `paths`; offers to resume an unfinished autosaved game.
    pub fn new(paths: Paths) -> MetroApp {
        let settings = Settings::load(&paths);
        let catalog = Catalog::new(&paths, &settings.map_files, &settings.card_files);
        let bests = Bests::load(&paths);
        let resumable = std::fs::read_to_string(paths.autosave()).ok().filter(|text| {
            Session::load(text, &catalog.registry)
                .map(|s| !s.game().is_over())
                .unwrap_or(false)
        });
        MetroApp {
            paths,
            settings,
            catalog,
            bests,
            screen: Screen::Menu,
            session: None,
            commands: Vec::new(),
            status: None,
            resumable,
            map_path: String::new(),
            card_path: String::new(),
            load_path: String::new(),
            amount: 0,
            handed_to: None,
            bot_timer: 0.0,
            best_recorded: false,
            best_rank: None,
            show_board_at_end: false,
            stats: FrameStats {
                started: Some(Instant::now()),
                ..FrameStats::default()
            },
            log_frames: std::env::var_os("METRO_FRAME_LOG").is_some(),
        }
    }

    /// Counts the time to first frame from this instant (the process start).
    pub fn set_started(&mut self, started: Instant) {
        self.stats.started = Some(started);
    }

    /// `METRO_DEMO=MAP[:ACTIONS[:OPTION]]` starts a game of one human and three heuristic bots on that map (with the
    /// rule option OPTION on, e.g. a module's switch) and plays ACTIONS decisions for everyone (for screenshots and
    /// timing).
    pub fn set_board_fixture_from_env(&mut self) {
        let Ok(demo) = std::env::var("METRO_DEMO") else {
            return;
        };
        let mut parts = demo.split(':');
        let map = parts.next().unwrap_or("tokyo").to_string();
        let actions = parts.next().and_then(|n| n.parse().ok()).unwrap_or(200);
        let option = parts.next().map(str::to_string);
        self.start_demo(&map, &map, option.as_deref(), actions, 4);
    }

    /// Starts a game on built-in data with seat 1 human and the rest heuristic bots, and plays `actions` decisions
    /// for everyone (the human's with a heuristic bot), stopping early at a human decision once that many are made.
    pub fn start_demo(
        &mut self,
        map: &str,
        cards: &str,
        option: Option<&str>,
        actions: usize,
        players: usize,
    ) {
        self.settings.map = map.into();
        self.settings.cards = cards.into();
        self.settings.options = metro_engine::RuleOptions::new();
        if let Some(option) = option {
            self.settings.options.set(option, true);
        }
        self.settings.seed = "2024".into();
        let mut seats = self.settings.seats.clone();
        seats.resize(players.clamp(1, 5), seats[0].clone());
        for (i, seat) in seats.iter_mut().enumerate() {
            seat.kind = if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Heuristic
            };
            seat.colour = crate::paths::PLAYER_COLOURS[i].0;
        }
        self.settings.seats = seats;
        self.start_game();
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let mut helper = metro_bots::bot_by_name("heuristic", 99);
        for _ in 0..actions {
            if session.game().is_over() {
                break;
            }
            if !session.step_bot(false)
                && let Some(bot) = helper.as_mut()
            {
                let legal = session.legal().to_vec();
                let Some(player) = session.game().to_move() else {
                    break;
                };
                let choice = bot.choose(&session.game().player_view(player), &legal);
                if session.apply(choice, false).is_err() {
                    break;
                }
            }
        }
        while session.bot_to_move().is_some() {
            session.step_bot(false);
        }
        self.handed_to = session.human_to_move();
    }

    /// The app's folders.
    pub fn paths(&self) -> &Paths {
        &self.paths
    }

    /// The current screen.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The game being played, if any.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The game being played, to change (tests).
    pub fn session_mut(&mut self) -> Option<&mut Session> {
        self.session.as_mut()
    }

    /// The menu's settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The menu's settings, to change (tests).
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    /// The status line's message.
    pub fn status(&self) -> Option<&str> {
        self.status.as_deref()
    }

    /// The solo bests.
    pub fn bests(&self) -> &Bests {
        &self.bests
    }

    /// Frame-time figures.
    pub fn stats(&self) -> &FrameStats {
        &self.stats
    }

    /// Player colours by seat.
    pub(crate) fn player_colours(&self) -> Vec<Color32> {
        let n = self
            .session
            .as_ref()
            .map_or(self.settings.seats.len(), |s| s.seats().len());
        (0..n)
            .map(|i| {
                self.settings
                    .seats
                    .get(i)
                    .map_or(player_colour(crate::paths::PLAYER_COLOURS[i % 8].0), |s| {
                        player_colour(s.colour)
                    })
            })
            .collect()
    }

    /// Draws one frame and applies what it asked for: the whole app, for `eframe` and for tests.
    pub fn frame(&mut self, ui: &mut egui::Ui) {
        let begun = Instant::now();
        if self.log_frames {
            // Timing: draw continuously so that the frame times are measured.
            ui.ctx().request_repaint();
        }
        self.advance(ui.ctx());
        match self.screen {
            Screen::Menu => self.menu_ui(ui),
            Screen::Game => self.game_ui(ui),
        }
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            self.run(command);
        }
        self.measure(begun);
    }

    fn measure(&mut self, begun: Instant) {
        let spent = begun.elapsed();
        self.stats.frames += 1;
        if self.stats.first_frame.is_none() {
            let first = self.stats.started.map_or(spent, |s| s.elapsed());
            self.stats.first_frame = Some(first);
            if self.log_frames {
                tracing::info!(ms = first.as_secs_f64() * 1e3, "first frame");
            }
        }
        if self.screen == Screen::Game {
            self.stats.game_frames += 1;
            self.stats.game_total += spent;
            self.stats.game_max = self.stats.game_max.max(spent);
            if self.log_frames && self.stats.game_frames.is_multiple_of(120) {
                tracing::info!(
                    frames = self.stats.game_frames,
                    mean_ms = self.stats.game_total.as_secs_f64() * 1e3 / self.stats.game_frames as f64,
                    max_ms = self.stats.game_max.as_secs_f64() * 1e3,
                    "board view frame times"
                );
            }
        }
    }

    /// Animation and bots, before drawing.
    fn advance(&mut self, ctx: &egui::Context) {
        if self.screen != Screen::Game {
            return;
        }
        let speed = self.settings.speed;
        let dt = ctx.input(|i| i.stable_dt).clamp(0.0, 0.25);
        let Some(session) = self.session.as_mut() else {
            return;
        };
        if let Some(failure) = crate::plugins::failure(session.game()) {
            // Every action of the game is refused from now on: say why, and play no further.
            self.status = Some(failure);
            return;
        }
        if session.animating() {
            session.tick(dt, speed);
            ctx.request_repaint_after(Duration::from_millis(30));
            return;
        }
        if session.bot_to_move().is_none() {
            return;
        }
        if speed <= 0.0 {
            // Instant: bots play until a human is to move, within a time budget per frame.
            let budget = Instant::now();
            while session.bot_to_move().is_some() && budget.elapsed() < Duration::from_millis(40) {
                if !session.step_bot(false) {
                    break;
                }
            }
            ctx.request_repaint();
        } else {
            self.bot_timer -= dt;
            if self.bot_timer <= 0.0 {
                session.step_bot(true);
                self.bot_timer = 0.6 / speed;
            }
            ctx.request_repaint_after(Duration::from_millis(30));
        }
    }

    /// Applies one command.
    pub fn run(&mut self, command: Command) {
        match command {
            Command::Apply(action) => {
                let animate = self.settings.speed > 0.0;
                if let Some(session) = self.session.as_mut() {
                    if let Err(e) = session.apply(action, animate) {
                        self.status = Some(format!("Not allowed: {e}"));
                    } else {
                        self.status = None;
                    }
                    self.bot_timer = 0.3 / self.settings.speed.max(0.5);
                }
            }
            Command::NewGame => self.start_game(),
            Command::Resume => {
                if let Some(text) = self.resumable.take() {
                    self.open_save_text(&text, "the autosave");
                }
            }
            Command::Save(path) => {
                if let Some(session) = &self.session {
                    self.status = Some(match crate::paths::write_atomic(&path, &session.save_text()) {
                        Ok(()) => format!("Saved to {}", path.display()),
                        Err(e) => format!("Could not save to {}: {e}", path.display()),
                    });
                }
            }
            Command::Load(path) => match std::fs::read_to_string(&path) {
                Ok(text) => self.open_save_text(&text, &path.display().to_string()),
                Err(e) => self.status = Some(format!("Could not read {}: {e}", path.display())),
            },
            Command::Undo => {
                if let Some(session) = self.session.as_mut()
                    && let Err(e) = session.undo()
                {
                    self.status = Some(e);
                }
            }
            Command::ToMenu => {
                self.screen = Screen::Menu;
                self.store_settings();
            }
            Command::BackToGame => {
                if self.session.is_some() {
                    self.screen = Screen::Game;
                }
            }
            Command::Skip => {
                if let Some(session) = self.session.as_mut() {
                    session.skip();
                }
            }
            Command::HandOver(player) => self.handed_to = Some(player),
            Command::AddMapFile(path) => {
                let i = self.catalog.add_map_file(&path);
                self.settings.map = self.catalog.maps[i].key.clone();
                if !self.settings.map_files.contains(&path) {
                    self.settings.map_files.push(path);
                }
                self.store_settings();
            }
            Command::AddCardFile(path) => {
                let i = self.catalog.add_card_file(&path);
                self.settings.cards = self.catalog.cards[i].key.clone();
                if !self.settings.card_files.contains(&path) {
                    self.settings.card_files.push(path);
                }
                self.store_settings();
            }
            Command::ShowBoardAtEnd(show) => self.show_board_at_end = show,
        }
        self.after_move();
    }

    /// Records a finished solo game's total among the bests (SO-2), once.
    fn after_move(&mut self) {
        let Some(session) = &self.session else { return };
        if self.best_recorded || !session.game().is_over() || session.seats().len() != 1 {
            return;
        }
        self.best_recorded = true;
        let Some(result) = session.game().result() else {
            return;
        };
        let key = self.combination_key(&session.save().setup);
        self.best_rank = self.bests.record(&key, result.totals[0]);
        if let Err(e) = self.bests.store(&self.paths) {
            self.status = Some(format!("Could not store the solo bests: {e}"));
        }
    }

    /// "map / card set / variant" for the bests.
    pub(crate) fn combination_key(&self, setup: &SetupRecord) -> String {
        let variant = crate::menu::variant_name(&setup.options, &self.catalog.registry);
        let short = |name: &str| {
            std::path::Path::new(name)
                .file_stem()
                .map_or(name.to_string(), |s| s.to_string_lossy().into_owned())
        };
        Bests::key(&short(setup.map.name()), &short(setup.cards.name()), &variant)
    }

    fn open_save_text(&mut self, text: &str, what: &str) {
        match Session::load(text, &self.catalog.registry) {
            Ok(mut session) => {
                // Colours: the menu's, seat by seat.
                session.set_autosave(Some(self.paths.autosave()));
                self.handed_to = None;
                self.best_recorded = session.game().is_over();
                self.best_rank = None;
                self.show_board_at_end = false;
                self.session = Some(session);
                self.screen = Screen::Game;
                self.status = Some(format!("Loaded {what}"));
            }
            Err(e) => self.status = Some(format!("Could not load {what}: {e}")),
        }
    }

    /// Starts a game with the menu's settings, if they are valid.
    pub fn start_game(&mut self) {
        let Some(setup) = self.setup_record() else {
            self.status = Some("The chosen map or card set has errors; pick another.".into());
            return;
        };
        let seed = match self.settings.seed.trim() {
            "" => random_seed(),
            text => match text.parse::<u64>() {
                Ok(seed) => seed,
                Err(_) => {
                    self.status = Some(format!(
                        "The seed is a whole number from 0 to {}, not {text:?}",
                        u64::MAX
                    ));
                    return;
                }
            },
        };
        let seats: Vec<SeatKind> = self.settings.seats.iter().map(|s| s.kind).collect();
        match Session::new(setup, seed, seats, &self.catalog.registry) {
            Ok(mut session) => {
                session.set_autosave(Some(self.paths.autosave()));
                self.session = Some(session);
                self.screen = Screen::Game;
                self.handed_to = None;
                self.best_recorded = false;
                self.best_rank = None;
                self.show_board_at_end = false;
                self.resumable = None;
                self.status = None;
                self.store_settings();
            }
            Err(e) => self.status = Some(format!("Could not start the game: {e}")),
        }
    }

    /// The setup the menu describes, if its map and card set are valid.
    pub(crate) fn setup_record(&self) -> Option<SetupRecord> {
        let map = self.catalog.map(&self.settings.map).filter(|c| c.is_valid())?;
        let cards = self
            .catalog
            .card_set(&self.settings.cards)
            .filter(|c| c.is_valid())?;
        let players = self.settings.seats.len();
        Some(SetupRecord {
            map: map.source.clone(),
            cards: cards.source.clone(),
            players,
            options: crate::menu::rule_options(&self.settings, &self.catalog.registry),
            seats: self
                .settings
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| s.kind.label(i))
                .collect(),
        })
    }

    pub(crate) fn store_settings(&mut self) {
        if let Err(e) = self.settings.store(&self.paths) {
            self.status = Some(format!("Could not store the settings: {e}"));
        }
    }
}

impl eframe::App for MetroApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.store_settings();
    }
}

/// A seed from the clock and the process (no extra crate; good enough to vary games).
fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut x = nanos ^ ((std::process::id() as u64) << 32) ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x % 1_000_000_000
}

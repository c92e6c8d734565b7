//! The eframe application, kept thin: each frame it advances the animation, the bots and the riders' plans, draws
//! the current screen, then applies the commands the panels pushed — a decision only if the prompt has been on
//! screen for a moment (the misclick guard) — and measures the frame.

mod advance;
mod apply;
mod chicago;
mod online;

use std::time::{Duration, Instant};

use metro_play::game::PlayerId;

use crate::app_state::AppState;
use crate::command::{ChicagoCommand, Command};
use crate::paths::{Bests, Paths, SeatKind, SeatSetting, Settings};
use crate::session::Session;
use crate::store::Next;
use crate::ui::editor::EditorScreen;
use crate::ui::game::GameScreen;
use crate::ui::learn::Learn;
use crate::ui::menu::MenuPanel;
use crate::ui::replay::ReplayScreen;
use crate::ui::simulation::{SimulationScreen, SimulationSetup};
use crate::ui::storage::StoragePanel;

/// What the window shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start menu.
    Menu,
    /// A game (with the end-of-game breakdown once it is over).
    Game,
    /// The map or card-set editor.
    Editor,
    /// The replay viewer.
    Replay,
    /// Test by simulation ([`crate::ui::simulation::SimulationScreen`]).
    Simulation,
    /// A game of Chicago Express ([`crate::ui::chicago::ChicagoScreen`]).
    Chicago,
    /// Playing across machines: host, create, join, a table of a server ([`crate::ui::online::OnlineScreen`]).
    Online,
}

/// How long a new prompt ignores clicks, in seconds: a second click meant for the previous prompt never lands on
/// the new one.
pub const GUARD: f64 = 0.3;

/// Frame-time figures, logged to stderr with `METRO_FRAME_LOG=1`.
#[derive(Clone, Debug, Default)]
pub struct FrameStats {
    /// When the app was created (or the process started, if told).
    pub started: Option<Instant>,
    /// Time from start to the end of the first frame.
    pub first_frame: Option<Duration>,
    /// Frames drawn.
    pub frames: u64,
    /// Total time spent in `frame` on the game screen.
    pub game_total: Duration,
    /// Frames on the game screen.
    pub game_frames: u64,
    /// The slowest game-screen frame.
    pub game_max: Duration,
}

/// The prompt on screen and since when: (position, human to move).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Guard {
    key: Option<(u64, Option<PlayerId>)>,
    since: f64,
}

/// The desktop app.
pub struct MetroApp {
    state: AppState,
    screen: Screen,
    menu: MenuPanel,
    game: GameScreen,
    storage: StoragePanel,
    editor: EditorScreen,
    /// The replay viewer, while a game is looked back on.
    replay: Option<ReplayScreen>,
    /// The rules help, the first-game guide and "What can I do?".
    learn: Learn,
    /// A game is being started from the menu (the first-game guide may run in it).
    new_game: bool,
    /// The test-by-simulation screen, once opened (kept with its results when going back to the menu).
    simulation: Option<SimulationScreen>,
    commands: Vec<Command>,
    guard: Guard,
    /// Seconds until the next bot or plan move.
    timer: f32,
    now: f64,
    stats: FrameStats,
    log_frames: bool,
    /// Plugin hooks that did not return in time (told by the watchdog's thread), shown over every screen.
    late: crate::plugins::LateHooks,
    /// The game of Chicago Express in play, if any (apart from its screen).
    chicago: Option<crate::chicago::ChicagoPlay>,
    /// The Chicago Express screen's panels.
    chicago_screen: crate::ui::chicago::ChicagoScreen,
    /// The Chicago Express prompt on screen and since when (the misclick guard): (position, person to decide).
    chicago_guard: (Option<(u64, Option<metro_game::Seat>)>, f64),
    /// A finished game of Chicago Express being kept as a save.
    chicago_keeping: chicago::Keeping,
    /// Playing across machines: the client at a table, the lobby, the hosted server.
    online: crate::online::Online,
    /// The online screen's panels.
    online_screen: crate::ui::online::OnlineScreen,
    /// The online prompt on screen and since when (the misclick guard): (version, offers, sealed round).
    online_guard: (Option<(u64, usize, bool)>, f64),
}

impl MetroApp {
    /// The app with its files under `paths`; offers to resume an unfinished autosaved game.
    pub fn new(paths: Paths) -> MetroApp {
        let instance = crate::store::lock::Instance::acquire(&paths.data);
        MetroApp::with_instance(paths, instance)
    }

    /// The app with its files under `paths`, as `instance` is in that folder (its owner, or a guest beside the app
    /// that owns it).
    pub fn with_instance(paths: Paths, instance: crate::store::lock::Instance) -> MetroApp {
        let online = crate::online::Online::new(&paths.data);
        let mut state = AppState::with_instance(paths, instance);
        // The saves list reads Chicago Express's saves too.
        let saves = state.paths.saves();
        state.store.saves.set_other_games(crate::chicago::reading, &saves);
        // the language chosen in the menu; without one, the language the process speaks (the binary sets the
        // system's before it makes the app; tests choose theirs)
        if let Some(language) = state.settings.language {
            metro_lang::set_language(language);
        }
        MetroApp {
            state,
            screen: Screen::Menu,
            menu: MenuPanel::default(),
            game: GameScreen::default(),
            storage: StoragePanel::default(),
            editor: EditorScreen::default(),
            replay: None,
            learn: Learn::default(),
            new_game: false,
            simulation: None,
            commands: Vec::new(),
            guard: Guard::default(),
            timer: 0.0,
            now: 0.0,
            stats: FrameStats {
                started: Some(Instant::now()),
                ..FrameStats::default()
            },
            log_frames: std::env::var_os("METRO_FRAME_LOG").is_some(),
            late: crate::plugins::LateHooks::default(),
            chicago: None,
            chicago_screen: crate::ui::chicago::ChicagoScreen::default(),
            chicago_guard: (None, 0.0),
            chicago_keeping: None,
            online,
            online_screen: crate::ui::online::OnlineScreen::default(),
            online_guard: (None, 0.0),
        }
    }

    /// Shows the plugin hooks that `late` is told did not return in time ([`crate::plugins::watch_hooks`]).
    pub fn set_late_hooks(&mut self, late: crate::plugins::LateHooks) {
        self.late = late;
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
    /// for everyone (the human's with a heuristic bot). `option`: a rule option to switch on (e.g. a module's switch).
    pub fn start_demo(
        &mut self,
        map: &str,
        cards: &str,
        option: Option<&str>,
        actions: usize,
        players: usize,
    ) {
        let settings = &mut self.state.settings;
        settings.map = map.into();
        settings.cards = cards.into();
        settings.options = metro_play::game::RuleOptions::new();
        if let Some(option) = option {
            settings.options.set(option, true);
        }
        settings.seed = "2024".into();
        let mut seats = settings.seats.clone();
        seats.resize(players.clamp(1, 5), seats[0].clone());
        for (i, seat) in seats.iter_mut().enumerate() {
            seat.kind = if i == 0 { SeatKind::Human } else { SeatKind::Normal };
            seat.colour = crate::paths::PLAYER_COLOURS[i].0;
        }
        settings.seats = seats;
        self.start_game();
        self.play_for_everyone(actions);
    }

    /// Opens the test-by-simulation screen on built-in data, as the menu's "Test by simulation" does, with `players`
    /// heuristic bots and `games` games, and starts the run (for `--sim-speed` and tests).
    pub fn start_simulation_demo(
        &mut self,
        map: &str,
        cards: &str,
        players: usize,
        games: u64,
        ctx: &egui::Context,
    ) -> Result<(), String> {
        let settings = &mut self.state.settings;
        settings.map = map.into();
        settings.cards = cards.into();
        settings.options = metro_play::game::RuleOptions::new();
        let seats: Vec<SeatSetting> = (0..players.clamp(1, 5))
            .map(|i| SeatSetting {
                kind: SeatKind::Normal,
                colour: crate::paths::PLAYER_COLOURS[i].0,
            })
            .collect();
        settings.seats = seats;
        let mut setup = SimulationSetup::from_menu(&self.state)?;
        setup.games = games;
        self.open_simulation(setup);
        if let Some(simulation) = self.simulation.as_mut() {
            simulation.start(&self.state.catalog.registry, ctx);
            if let Some(problem) = simulation.problem() {
                return Err(problem.to_string());
            }
        }
        Ok(())
    }

    /// Plays up to `actions` decisions for every seat (humans' with a heuristic bot), without animation; then lets
    /// the bots move until a human is to move.
    pub fn play_for_everyone(&mut self, actions: usize) {
        let Some(session) = self.state.session.as_mut() else {
            return;
        };
        session.play_for_everyone(actions);
        self.game.handed_to = session.human_to_move();
    }

    /// The app's folders.
    pub fn paths(&self) -> &Paths {
        &self.state.paths
    }

    /// The current screen.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The game being played, if any.
    pub fn session(&self) -> Option<&Session> {
        self.state.session.as_ref()
    }

    /// The game being played, to change (tests).
    pub fn session_mut(&mut self) -> Option<&mut Session> {
        self.state.session.as_mut()
    }

    /// The app's state apart from the GUI.
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// The app's state apart from the GUI, to change (tests).
    pub fn state_mut(&mut self) -> &mut AppState {
        &mut self.state
    }

    /// The menu's settings.
    pub fn settings(&self) -> &Settings {
        &self.state.settings
    }

    /// The menu's settings, to change (tests).
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.state.settings
    }

    /// The status line's message.
    pub fn status(&self) -> Option<&crate::status::Status> {
        self.state.status.as_ref()
    }

    /// The solo bests.
    pub fn bests(&self) -> &Bests {
        &self.state.bests
    }

    /// Frame-time figures.
    pub fn stats(&self) -> &FrameStats {
        &self.stats
    }

    /// The game screen's panels (tests inspect the board's names).
    pub fn game_screen(&self) -> &GameScreen {
        &self.game
    }

    /// The game screen's panels, to change (tests set the camera).
    pub fn game_screen_mut(&mut self) -> &mut GameScreen {
        &mut self.game
    }

    /// The editor screen (the map and card-set editors).
    pub fn editor(&self) -> &EditorScreen {
        &self.editor
    }

    /// The editor screen, to change (tests).
    pub fn editor_mut(&mut self) -> &mut EditorScreen {
        &mut self.editor
    }

    /// Draws one frame and applies what it asked for: the whole app, for `eframe` and for tests.
    pub fn frame(&mut self, ui: &mut egui::Ui) {
        let begun = Instant::now();
        self.now = ui.input(|i| i.time);
        if self.log_frames {
            // Timing: draw continuously so that the frame times are measured.
            ui.ctx().request_repaint();
        }
        self.advance(ui.ctx());
        self.advance_online(ui.ctx());
        if self.state.age_status(self.now) {
            // News on screen fades without waiting for input.
            ui.ctx().request_repaint_after(Duration::from_millis(100));
        }
        let mut commands = std::mem::take(&mut self.commands);
        self.storage.banner(ui, &self.state, &mut commands);
        // Where the screens begin (below the autosave banner, if any): the status line's place is measured from it.
        let top = ui.available_rect_before_wrap().top();
        match self.screen {
            Screen::Menu => {
                self.menu.chicago_in_play = self.chicago.is_some();
                egui::CentralPanel::default_margins()
                    .show(ui, |ui| self.menu.ui(ui, &mut self.state, &mut commands));
            }
            Screen::Game => {
                if self.state.session.is_none() {
                    self.screen = Screen::Menu;
                } else {
                    self.game.ui(ui, &mut self.state, self.now, &mut commands);
                }
            }
            Screen::Editor => self.editor.ui(ui, &mut self.state, &mut commands),
            Screen::Replay => match self.replay.as_mut() {
                Some(replay) => replay.ui(ui, &self.state.settings, self.now, &mut commands),
                None => self.screen = Screen::Menu,
            },
            Screen::Simulation => match self.simulation.as_mut() {
                Some(simulation) => simulation.ui(ui, &self.state.catalog.registry, &mut commands),
                None => self.screen = Screen::Menu,
            },
            Screen::Chicago => match self.chicago.as_ref() {
                Some(play) => self.chicago_screen.ui(ui, play, &mut commands),
                None => self.screen = Screen::Menu,
            },
            Screen::Online => {
                let saves = self.state.paths.saves();
                let games = crate::ui::online::GameScreens {
                    settings: &mut self.state.settings,
                    saves: &saves,
                    chicago_screen: &mut self.chicago_screen,
                };
                self.online_screen
                    .ui(ui, &self.online, self.now, games, &mut commands);
            }
        }
        let handing_over = self.game.handing_over(&self.state).is_some();
        // The learning windows follow the game shown: the local game's, or a seat's at an online table.
        let (areas, session): (_, Option<&dyn metro_play::session::GameSession>) = match self.screen {
            Screen::Game => (
                Some((&self.game.areas, &mut self.game.previews, self.now, handing_over)),
                self.state
                    .session
                    .as_ref()
                    .map(|s| s as &dyn metro_play::session::GameSession),
            ),
            Screen::Online if self.online.remote.is_some() => (
                Some((
                    &self.online_screen.game.areas,
                    &mut self.online_screen.game.previews,
                    self.now,
                    false,
                )),
                self.online
                    .remote
                    .as_ref()
                    .map(|s| s as &dyn metro_play::session::GameSession),
            ),
            _ => (None, None),
        };
        if self.screen == Screen::Chicago
            && ui
                .ctx()
                .input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::F1))
        {
            // F1 on the Chicago Express screen opens that game's rules help, not Tokyo Metro's.
            commands.push(Command::Chicago(ChicagoCommand::Rules(None)));
        }
        self.learn.ui(ui, &self.state, areas, session, &mut commands);
        crate::ui::status::StatusPanel::ui(ui, &self.state, top, self.now, &mut commands);
        self.storage.question(ui, &self.state, &mut commands);
        self.editor.replace_question(ui, &mut commands);
        crate::plugins::late_notice(ui, &self.late);
        for command in commands {
            self.run(command);
        }
        self.state.tick_store();
        self.keep_chicago();
        if self.state.store_busy() || self.chicago_busy() {
            ui.ctx().request_repaint_after(Duration::from_millis(50));
        }
        self.watch_prompt();
        self.watch_chicago_prompt();
        self.measure(begun);
    }

    /// Notes when the prompt changes, for the misclick guard.
    fn watch_prompt(&mut self) {
        let key = self
            .state
            .session
            .as_ref()
            .map(|s| (s.position(), s.human_to_move()));
        if key != self.guard.key {
            self.guard = Guard { key, since: self.now };
        }
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

    /// Opens the test-by-simulation screen on `setup`.
    pub fn open_simulation(&mut self, setup: SimulationSetup) {
        let folder = metro_play::store::simulations::folder(&self.state.paths);
        let kinds = self.state.catalog.registry.kinds();
        self.simulation = Some(SimulationScreen::open(setup).with_memory(folder, kinds));
        self.screen = Screen::Simulation;
    }

    /// The test-by-simulation screen, once opened.
    pub fn simulation(&self) -> Option<&SimulationScreen> {
        self.simulation.as_ref()
    }

    /// The test-by-simulation screen, to change (tests).
    pub fn simulation_mut(&mut self) -> Option<&mut SimulationScreen> {
        self.simulation.as_mut()
    }

    /// Starts a game with the menu's settings, if they are valid.
    pub fn start_game(&mut self) {
        if self.state.start_game() {
            self.enter_game();
        }
    }

    /// Starts, loads or resumes a game — after asking, if a game is in progress.
    fn request(&mut self, next: Next) {
        if self.state.request(next) {
            self.enter_game();
        }
    }

    fn enter_game(&mut self) {
        self.game.reset();
        self.screen = Screen::Game;
        if std::mem::take(&mut self.new_game) {
            self.learn.game_started(&self.state);
        } else {
            self.learn.game_entered();
        }
    }

    /// The rules help, the first-game guide and "What can I do?" (tests look at them).
    pub fn learn(&self) -> &Learn {
        &self.learn
    }

    /// The app closes: leaves an online table, stops a hosted server, keeps the settings and lets go of the data
    /// folder (a guest keeps its game in progress as a save first).
    pub fn close(&mut self) {
        // The online table's connection closes (its seat stays kept) and a hosted server stops (its tables stay in
        // its store, resumed when the app hosts again).
        self.online.leave();
        self.online.stop_hosting();
        self.state.store_settings();
        self.state.close();
    }

    /// The online part: the client at a table, the lobby, the hosted server (tests).
    pub fn online(&self) -> &crate::online::Online {
        &self.online
    }

    /// The replay viewer, while one is open (tests).
    pub fn replay(&self) -> Option<&ReplayScreen> {
        self.replay.as_ref()
    }

    /// The replay viewer, to change (tests).
    pub fn replay_mut(&mut self) -> Option<&mut ReplayScreen> {
        self.replay.as_mut()
    }
}

impl eframe::App for MetroApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        crate::window::fit_to_monitor(ui.ctx());
        self.frame(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.close();
    }
}

//! Test by simulation: many bot games of a map × card set × variant, run in the background, with the results drawn
//! as charts and on the map itself — line values, win rates per seat with confidence intervals, action kinds of
//! winners and others, game length, final totals per bot, and heat maps of station payouts and pyramids. The previous
//! run stays beside the current one for comparing two versions of a map. One panel per file, each a struct with a
//! `ui` method; the run itself is [`run::Run`] (the functional runner is `metro_sim`).
//!
//! The entry point is [`SimulationScreen::open`] with a [`SimulationSetup`] (from the menu's choices with
//! [`SimulationSetup::from_menu`], or built by an editor from its own map and cards).

pub mod bot_totals;
pub mod categories;
pub mod compare;
pub mod export;
pub mod findings;
pub mod game_length;
pub mod glance;
pub mod heat_map;
pub mod kinds;
pub mod line_values;
pub mod memory;
pub mod progress;
pub mod run;
pub mod setup;
pub mod win_rates;

use std::sync::Arc;

use egui::{Color32, RichText};
use metro_core::{CardSet, KindCatalogue, Map};
use metro_play::game::{Registry, RuleModule, RuleOptions, Rules, Setup};
use metro_save::DataSource;
use metro_sim::SimConfig;

use crate::app_state::AppState;
use crate::command::Command;
use crate::locale::tr;
use export::Chart;
use run::{Outcome, Run};

/// The colour of the current run in every chart.
pub const CURRENT: Color32 = Color32::from_rgb(60, 130, 230);
/// The colour of the previous run in every chart.
pub const PREVIOUS: Color32 = Color32::from_rgb(235, 140, 40);
/// The height of one chart.
pub const CHART_HEIGHT: f32 = 210.0;

/// A run as the charts show it: its outcome, its colour, its name in the legend and where its series stand beside
/// the other run's (an offset on x).
pub struct Shown<'a> {
    /// The run's outcome.
    pub outcome: &'a Outcome,
    /// [`CURRENT`] or [`PREVIOUS`].
    pub colour: Color32,
    /// "This run" or "Previous run", in the current language.
    pub name: String,
    /// −0.2 for this run and +0.2 for the previous one when both are shown, else 0.
    pub offset: f64,
}

/// The runs a chart compares: this run, then the previous one if there is one, side by side.
pub fn shown<'a>(current: &'a Outcome, previous: Option<&'a Outcome>) -> Vec<Shown<'a>> {
    let shift = if previous.is_some() { 0.2 } else { 0.0 };
    std::iter::once(Shown {
        outcome: current,
        colour: CURRENT,
        name: tr!("simulation-this-run"),
        offset: -shift,
    })
    .chain(previous.map(|outcome| Shown {
        outcome,
        colour: PREVIOUS,
        name: tr!("simulation-previous-run"),
        offset: shift,
    }))
    .collect()
}

/// What to simulate: the map and cards (built-in or from files), the variant's modules and options, one bot per
/// seat, the number of games, the seed and the worker threads.
#[derive(Clone)]
pub struct SimulationSetup {
    /// The map's name (a built-in key or a file path), as recorded with the results.
    pub map_name: String,
    /// The card set's name.
    pub cards_name: String,
    /// The map.
    pub map: Arc<Map>,
    /// The card set.
    pub cards: Arc<CardSet>,
    /// Where the map comes from (a built-in key, or a file's or a draft's path and text): what the balance findings
    /// check and point into.
    pub map_source: DataSource,
    /// Where the card set comes from.
    pub cards_source: DataSource,
    /// Rule options (the modules' switches and options among them).
    pub options: RuleOptions,
    /// The rule modules played.
    pub modules: Vec<Arc<dyn RuleModule>>,
    /// One bot name per seat (`metro_bots::bot_by_name`); their number is the number of players.
    pub bots: Vec<String>,
    /// Games to play.
    pub games: u64,
    /// Game i uses seed + i.
    pub seed: u64,
    /// Worker threads (results do not depend on it).
    pub jobs: usize,
    /// Opened from an editor: the back button returns there instead of to the menu.
    pub back_to_editor: bool,
}

impl std::fmt::Debug for SimulationSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimulationSetup")
            .field("map", &self.map_name)
            .field("cards", &self.cards_name)
            .field("bots", &self.bots)
            .field("games", &self.games)
            .field("seed", &self.seed)
            .field("jobs", &self.jobs)
            .finish_non_exhaustive()
    }
}

/// How often the screen repaints while a run plays (its progress and speed): a few frames a second, so that drawing
/// (a software renderer draws on the CPU) leaves the cores to the games.
pub const PROGRESS_REPAINT: std::time::Duration = std::time::Duration::from_millis(250);

/// Every core of the machine.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

impl SimulationSetup {
    /// A setup of `map` and `cards` with no variant: 4 heuristic bots, 200 games from seed 0 on every core.
    pub fn new(map_name: &str, map: Arc<Map>, cards_name: &str, cards: Arc<CardSet>) -> SimulationSetup {
        SimulationSetup {
            map_name: map_name.into(),
            cards_name: cards_name.into(),
            map,
            cards,
            map_source: DataSource::builtin(map_name),
            cards_source: DataSource::builtin(cards_name),
            options: RuleOptions::new(),
            modules: Vec::new(),
            bots: vec!["heuristic".into(); 4],
            games: 200,
            seed: 0,
            jobs: all_cores(),
            back_to_editor: false,
        }
    }

    /// The menu's map, cards, variant and number of seats (every seat a heuristic bot), or why they cannot be
    /// simulated.
    pub fn from_menu(state: &AppState) -> Result<SimulationSetup, String> {
        let settings = &state.settings;
        let catalog = &state.catalog;
        let map_choice = catalog.map(&settings.map);
        let map = map_choice
            .and_then(|c| c.loaded.clone().ok())
            .ok_or_else(|| tr!("simulation-map-has-errors"))?;
        let cards_choice = catalog.card_set(&settings.cards);
        let cards = cards_choice
            .and_then(|c| c.loaded.clone().ok())
            .ok_or_else(|| tr!("simulation-cards-have-errors"))?;
        let mut setup = SimulationSetup::new(&settings.map, map, &settings.cards, cards);
        if let Some(choice) = map_choice {
            setup.map_source = choice.source.clone();
        }
        if let Some(choice) = cards_choice {
            setup.cards_source = choice.source.clone();
        }
        setup.options = crate::app_state::rule_options(settings, &catalog.registry);
        setup.modules = catalog.registry.modules_for(&setup.options);
        setup.bots = vec!["heuristic".into(); settings.seats.len().clamp(1, 5)];
        Ok(setup)
    }

    /// The simulation's configuration, or why the setup cannot be played.
    pub fn config(&self, kinds: &KindCatalogue) -> Result<SimConfig, String> {
        let mut setup = Setup::new(self.map.clone(), self.cards.clone(), self.bots.len());
        setup.options = self.options.clone();
        setup.modules = self.modules.clone();
        let rules = Rules::new(setup).map_err(|e| tr!("simulation-cannot-set-up", error = e.to_string()))?;
        let mut config = SimConfig::new(&self.map_name, &self.cards_name, Arc::new(rules), &self.bots)
            .map_err(|e| e.to_string())?;
        config.kinds = kinds.clone();
        config.games = self.games;
        config.seed = self.seed;
        config.jobs = self.jobs.max(1);
        Ok(config)
    }

    /// The key under which the screen remembers this design's setup and runs: the map, the card set, the options.
    pub fn design_key(&self) -> String {
        let options = serde_json::to_string(&self.options).unwrap_or_default();
        metro_play::store::simulations::design_key(&self.map_name, &self.cards_name, &options)
    }

    /// The design's name for people: "osaka / osaka", "Draft: Osaka / osaka".
    pub fn design_title(&self) -> String {
        format!(
            "{} / {}",
            short_name(&self.map_name),
            short_name(&self.cards_name)
        )
    }

    /// A short name for legends: map / cards, players, games.
    pub fn title(&self) -> String {
        let short = short_name;
        tr!(
            "simulation-title",
            map = crate::store::clip(&short(&self.map_name), 30),
            cards = crate::store::clip(&short(&self.cards_name), 30),
            players = self.bots.len(),
            games = self.games
        )
    }
}

/// A file's stem, a built-in's name.
fn short_name(name: &str) -> String {
    std::path::Path::new(name)
        .file_stem()
        .map_or(name.to_string(), |s| s.to_string_lossy().into_owned())
}

/// The test-by-simulation screen: setup on the left, the run's progress, the charts and the map on the right.
#[derive(Debug)]
pub struct SimulationScreen {
    /// What the next run plays.
    pub setup: SimulationSetup,
    setup_panel: setup::SetupPanel,
    progress: progress::ProgressPanel,
    export: export::ExportPanel,
    line_values: line_values::LineValuesPanel,
    win_rates: win_rates::WinRatesPanel,
    kinds: kinds::KindsPanel,
    game_length: game_length::GameLengthPanel,
    bot_totals: bot_totals::BotTotalsPanel,
    heat_map: heat_map::HeatMapPanel,
    run: Option<Run>,
    current: Option<Outcome>,
    previous: Option<Outcome>,
    /// Why the last run could not start, or its results could not be kept.
    problem: Option<String>,
    /// The design's setup and kept runs (none in tests that keep nothing).
    memory: Option<memory::Memory>,
    compare: compare::ComparePanel,
    /// The two runs shown, as the compare panel chose them.
    chosen: Option<compare::Chosen>,
    /// The rules of the design (for the heat maps of its kept runs).
    rules: Option<Arc<Rules>>,
    findings: findings::FindingsPanel,
    glance: glance::GlancePanel,
    /// Whether the findings are to be found again (another run is shown).
    findings_stale: bool,
    /// The sources of the run in progress, given to its outcome when it ends.
    run_played: Option<(DataSource, DataSource)>,
    /// What changed between the two runs shown, in words (found once per pair shown).
    changes: Option<Vec<String>>,
    /// Whether the changes are to be found again (another pair of runs is shown).
    changes_stale: bool,
}

impl SimulationScreen {
    /// The screen for `setup`, no run yet.
    pub fn open(setup: SimulationSetup) -> SimulationScreen {
        SimulationScreen {
            setup_panel: setup::SetupPanel::new(&setup),
            setup,
            progress: progress::ProgressPanel,
            export: export::ExportPanel::default(),
            line_values: line_values::LineValuesPanel,
            win_rates: win_rates::WinRatesPanel,
            kinds: kinds::KindsPanel,
            game_length: game_length::GameLengthPanel,
            bot_totals: bot_totals::BotTotalsPanel,
            heat_map: heat_map::HeatMapPanel::default(),
            run: None,
            current: None,
            previous: None,
            problem: None,
            memory: None,
            compare: compare::ComparePanel::default(),
            chosen: None,
            rules: None,
            findings: findings::FindingsPanel::default(),
            glance: glance::GlancePanel,
            findings_stale: false,
            run_played: None,
            changes: None,
            changes_stale: false,
        }
    }

    /// The screen with its memory in `folder` (`metro_play::store::simulations`): the design's last setup restored,
    /// its last two runs shown, every design's runs listed for comparing.
    pub fn with_memory(mut self, folder: std::path::PathBuf, kinds: &KindCatalogue) -> SimulationScreen {
        let (memory, problem) = memory::Memory::open(folder, &self.setup);
        memory.restore_settings(&mut self.setup);
        self.setup_panel = setup::SetupPanel::new(&self.setup);
        self.rules = self.setup.config(kinds).ok().map(|c| c.rules);
        self.problem = problem;
        self.compare.refresh(memory.designs());
        let kept = memory.runs.runs.len();
        self.memory = Some(memory);
        if kept > 0 {
            self.choose(compare::Chosen {
                a: (0, kept - 1),
                b: kept.checked_sub(2).map(|i| (0, i)),
            });
        }
        self
    }

    /// Shows the two runs chosen (kept runs, from the compare panel's list).
    fn choose(&mut self, chosen: compare::Chosen) {
        let rules_of = |r: compare::RunRef| (r.0 == 0).then(|| self.rules.clone()).flatten();
        let Some(a) = self.compare.run(chosen.a) else {
            return;
        };
        let a = memory::outcome_of(a, rules_of(chosen.a));
        let b = chosen.b.and_then(|b| {
            self.compare
                .run(b)
                .map(|run| memory::outcome_of(run, rules_of(b)))
        });
        self.current = Some(a);
        self.previous = b;
        self.chosen = Some(chosen);
        // A kept run of this design is checked against the design's files as they are now; another design's runs
        // are compared, not checked here.
        self.findings_stale = chosen.a.0 == 0;
        self.changes_stale = true;
        if !self.findings_stale {
            self.findings.clear();
        }
    }

    /// Starts a run of the setup (the current results become the previous ones); `repaint` wakes the window.
    pub fn start(&mut self, registry: &Registry, ctx: &egui::Context) {
        if self.run.is_some() {
            return;
        }
        match self.setup.config(registry.kinds()) {
            Ok(config) => {
                let ctx = ctx.clone();
                self.problem = None;
                if let Some(memory) = self.memory.as_mut()
                    && let Err(problem) = memory.keep_settings(&self.setup)
                {
                    self.problem = Some(problem);
                }
                self.run_played = Some((self.setup.map_source.clone(), self.setup.cards_source.clone()));
                self.run = Some(Run::start(config, self.setup.title(), move || {
                    ctx.request_repaint()
                }));
            }
            Err(problem) => self.problem = Some(problem),
        }
    }

    /// Asks the run in progress to stop.
    pub fn cancel(&self) {
        if let Some(run) = &self.run {
            run.cancel();
        }
    }

    /// Games finished so far by the run in progress (0 when none is).
    pub fn done(&self) -> u64 {
        self.run.as_ref().map_or(0, Run::done)
    }

    /// Whether a run is in progress.
    pub fn running(&self) -> bool {
        self.run.is_some()
    }

    /// The results of the last run.
    pub fn current(&self) -> Option<&Outcome> {
        self.current.as_ref()
    }

    /// The results of the run before it.
    pub fn previous(&self) -> Option<&Outcome> {
        self.previous.as_ref()
    }

    /// The balance findings of the run shown, once the screen has been drawn with it.
    pub fn findings(&self) -> Option<&metro_play::findings::RunFindings> {
        self.findings.findings()
    }

    /// Why the last run could not start.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// The export panel: the folder typed, the last message, where each chart was drawn.
    pub fn export(&self) -> &export::ExportPanel {
        &self.export
    }

    /// The export panel, to type its folder.
    pub fn export_mut(&mut self) -> &mut export::ExportPanel {
        &mut self.export
    }

    /// The map with the stations' heat.
    pub fn heat_map(&self) -> &heat_map::HeatMapPanel {
        &self.heat_map
    }

    /// Takes a finished run's outcome.
    fn poll(&mut self, ctx: &egui::Context) {
        let Some(run) = self.run.as_mut() else { return };
        match run.take_outcome() {
            Some(mut outcome) => {
                self.run = None;
                outcome.played = self.run_played.take();
                if let Some(memory) = self.memory.as_mut() {
                    if let Err(problem) = memory.keep_run(&outcome) {
                        self.problem = Some(problem);
                    }
                    self.compare.refresh(memory.designs());
                    let kept = memory.runs.runs.len();
                    self.chosen = kept.checked_sub(1).map(|a| compare::Chosen {
                        a: (0, a),
                        b: kept.checked_sub(2).map(|b| (0, b)),
                    });
                }
                self.previous = self.current.take();
                self.current = Some(outcome);
                self.findings_stale = true;
                self.changes_stale = true;
            }
            None => ctx.request_repaint_after(PROGRESS_REPAINT),
        }
    }

    /// Draws the screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, registry: &Registry, commands: &mut Vec<Command>) {
        self.poll(ui.ctx());
        if self.findings_stale {
            self.findings
                .refresh(self.current.as_ref(), &self.setup, registry);
            self.findings_stale = false;
        }
        if self.changes_stale {
            self.changes = changes_between(self.current.as_ref(), self.previous.as_ref(), registry);
            self.changes_stale = false;
        }
        egui::Panel::left("simulation-setup")
            .resizable(false)
            .exact_size(300.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    ui.heading(tr!("simulation-heading"));
                    // wraps where the words of the language shown do not fit the panel's width
                    ui.horizontal_wrapped(|ui| {
                        let back = if self.setup.back_to_editor {
                            (tr!("simulation-back-to-editor"), Command::BackToEditor)
                        } else {
                            (tr!("simulation-back-to-menu"), Command::ToMenu)
                        };
                        if ui.button(back.0).clicked() {
                            self.cancel();
                            commands.push(back.1);
                        }
                        // From the results to the editor: a copy of the map tested, for the change-test-compare loop.
                        if !self.setup.back_to_editor
                            && ui
                                .button(tr!("simulation-edit-map"))
                                .on_hover_text(tr!("simulation-edit-map-hint"))
                                .clicked()
                        {
                            self.cancel();
                            commands.push(Command::OpenEditor(crate::command::Open::EditMap(
                                self.setup.map_name.clone(),
                            )));
                        }
                    });
                    ui.separator();
                    let start = self
                        .setup_panel
                        .ui(ui, &mut self.setup, registry, self.run.is_some());
                    if start {
                        self.start(registry, ui.ctx());
                    }
                    if let Some(problem) = &self.problem {
                        ui.colored_label(crate::ui::table::ERROR, problem);
                    }
                    ui.separator();
                    if self.progress.ui(ui, self.run.as_ref(), self.current.as_ref())
                        && let Some(run) = &self.run
                    {
                        run.cancel();
                    }
                    if let Some(chosen) = self.chosen
                        && self.run.is_none()
                    {
                        ui.separator();
                        if let Some(next) = self.compare.ui(ui, chosen) {
                            self.choose(next);
                        }
                    }
                    if let Some(current) = &self.current {
                        ui.separator();
                        self.export.ui(ui, current);
                    }
                });
            });
        egui::CentralPanel::default_margins().show(ui, |ui| {
            let Some(current) = &self.current else {
                ui.centered_and_justified(|ui| {
                    ui.label(tr!("simulation-empty"));
                });
                return;
            };
            let previous = self.previous.as_ref();
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    legend(ui, current, previous);
                    self.findings.ui(ui, &self.setup, commands);
                    ui.separator();
                    self.glance.ui(ui, current);
                    ui.separator();
                    if let Some(previous) = previous {
                        if let Some(changes) = &self.changes {
                            changes_ui(ui, changes);
                        }
                        compare::differences_ui(ui, &current.aggregates, &previous.aggregates);
                        ui.separator();
                    }
                    let (export, runs) = (&mut self.export, (current, previous));
                    export.chart(ui, Chart::HeatMap, runs, |ui| {
                        self.heat_map.ui(ui, current, previous)
                    });
                    ui.separator();
                    ui.columns(2, |columns| {
                        let [left, right] = columns else { return };
                        export.chart(left, Chart::LineValues, runs, |ui| {
                            self.line_values.ui(ui, current, previous)
                        });
                        export.chart(right, Chart::WinRates, runs, |ui| {
                            self.win_rates.ui(ui, current, previous)
                        });
                    });
                    ui.columns(2, |columns| {
                        let [left, right] = columns else { return };
                        export.chart(left, Chart::Kinds, runs, |ui| {
                            self.kinds.ui(ui, current, previous)
                        });
                        export.chart(right, Chart::GameLength, runs, |ui| {
                            self.game_length.ui(ui, current, previous)
                        });
                    });
                    ui.columns(2, |columns| {
                        export.chart(&mut columns[0], Chart::BotTotals, runs, |ui| {
                            self.bot_totals.ui(ui, current, previous)
                        });
                    });
                });
        });
    }
}

/// What changed from the previous run's design to this run's, when both say what they played and it differs.
fn changes_between(
    current: Option<&Outcome>,
    previous: Option<&Outcome>,
    registry: &Registry,
) -> Option<Vec<String>> {
    let (now, before) = (current?.played.as_ref()?, previous?.played.as_ref()?);
    Some(metro_play::design_changes::design_changes(
        metro_play::design_changes::Version {
            map: &before.0,
            cards: &before.1,
        },
        metro_play::design_changes::Version {
            map: &now.0,
            cards: &now.1,
        },
        registry,
    ))
}

/// "What changed" from the previous run's design to this run's, a line a change.
fn changes_ui(ui: &mut egui::Ui, changes: &[String]) {
    ui.label(RichText::new(tr!("simulation-what-changed")).strong());
    if changes.is_empty() {
        ui.label(tr!("simulation-nothing-changed"));
    }
    for change in changes {
        ui.label(format!("• {change}"));
    }
    ui.add_space(4.0);
}

/// Which colour is which run.
fn legend(ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
    for run in shown(current, previous) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(run.name).color(run.colour).strong());
            ui.label(tr!(
                "simulation-legend",
                title = run.outcome.title.as_str(),
                summary = summary_line(run.outcome)
            ));
        });
    }
}

/// Games, speed and how the run ended.
fn summary_line(outcome: &Outcome) -> String {
    let speed = tr!(
        "simulation-summary",
        games = outcome.aggregates.games,
        seconds = format!("{:.1}", outcome.elapsed.as_secs_f64()),
        jobs = outcome.jobs,
        per_second = format!("{:.0}", outcome.games_per_second())
    );
    match &outcome.stopped {
        Some(stopped) => tr!(
            "simulation-summary-stopped",
            summary = speed,
            stopped = stopped.as_str()
        ),
        None => speed,
    }
}

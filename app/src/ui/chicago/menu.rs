//! The menu's rows for Chicago Express, in the menu's own style (each row named once, on the left): the board — the
//! built-in one, or a board file of the player's maps folder (as the app's scan read it; a file with problems is
//! listed with its first one and cannot be chosen) —; the seats, 2–6, each a person or a bot of a level the bots
//! know; the rule options of `metro_chicago::Options`; the seed; the pace of the bots' moves; and Start.

use std::hash::{Hash, Hasher};

use egui::RichText;
use metro_chicago::record::BoardSource;
use metro_chicago::{Banker, MAX_PLAYERS, MIN_PLAYERS};

use crate::app_state::AppState;
use crate::chicago::{
    BUILTIN, BoardFile, ChicagoStart, Level, SeatChoice, board_files, file_name, is_board_file,
};
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;
use crate::store::clip;
use crate::ui::table::ERROR;

/// The Chicago Express choices of the menu (kept while the app runs).
#[derive(Debug, Default)]
pub struct ChicagoMenu {
    /// What Start starts.
    pub start: ChicagoStart,
    /// The board files offered, as last read from the app's catalog.
    boards: Boards,
}

/// The board files of the catalog, loaded once for the catalog's files as they are (read again when the scan adds a
/// file or reads one again).
#[derive(Debug, Default)]
struct Boards {
    /// A hash of the paths and texts the files were loaded from (0: none read yet).
    key: u64,
    /// The files, loaded or with their problems.
    files: Vec<BoardFile>,
}

impl Boards {
    /// Brings the files up to date with the catalog's; returns whether they changed.
    fn refresh(&mut self, catalog: &crate::catalog::Catalog) -> bool {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        for choice in catalog.maps.iter().filter(|c| is_board_file(&c.source)) {
            choice.key.hash(&mut hasher);
            if let metro_save::DataSource::Embedded { toml, .. } = &choice.source {
                toml.hash(&mut hasher);
            }
        }
        let key = hasher.finish() | 1;
        if key == self.key {
            return false;
        }
        self.key = key;
        self.files = board_files(catalog);
        true
    }

    /// The file of this path, if offered.
    fn file(&self, path: &str) -> Option<&BoardFile> {
        self.files.iter().find(|f| f.path() == path)
    }
}

/// A level's name.
pub fn level_name(level: Level) -> String {
    match level {
        Level::Random => tr!("chicago-level-random"),
        Level::Heuristic => tr!("chicago-level-heuristic"),
        Level::Search => tr!("chicago-level-search"),
    }
}

/// A seat choice's name.
fn choice_name(choice: SeatChoice) -> String {
    match choice {
        SeatChoice::Human => tr!("chicago-seat-human"),
        SeatChoice::Bot(level) => level_name(level),
    }
}

impl ChicagoMenu {
    /// The board files the menu offers (the player's maps folder, as the app's scan read it), each loaded or with its
    /// problems.
    pub fn board_files(&self) -> &[BoardFile] {
        &self.boards.files
    }

    /// Reads the board files of the catalog again if its files changed; the board chosen follows its file (its text
    /// read again; back to the built-in board if it no longer loads).
    pub fn refresh_boards(&mut self, catalog: &crate::catalog::Catalog) {
        if !self.boards.refresh(catalog) {
            return;
        }
        if let BoardSource::Embedded { path, .. } = &self.start.board
            && let Some(file) = self.boards.file(path)
        {
            self.start.board = if file.loaded.is_ok() {
                file.source.clone()
            } else {
                BUILTIN
            };
        }
    }

    /// The name of the board chosen.
    fn board_name(&self) -> String {
        match &self.start.board {
            BoardSource::Builtin(_) => metro_chicago::Board::builtin().name().to_string(),
            BoardSource::Embedded { path, .. } => self
                .boards
                .file(path)
                .map_or_else(|| file_name(path), BoardFile::title),
        }
    }

    /// The board row: the built-in board and every board file of the maps folder; a file with problems is listed
    /// (not to be chosen) with its first problem.
    fn board_row(&mut self, ui: &mut egui::Ui, state: &AppState) {
        self.refresh_boards(&state.catalog);
        let label = ui.label(tr!("chicago-menu-board"));
        ui.vertical(|ui| {
            let selected = clip(&self.board_name(), crate::catalog::TITLE);
            let folder = state.paths.maps().display().to_string();
            let start = &mut self.start;
            let files = &self.boards.files;
            egui::ComboBox::from_id_salt("chicago-board")
                .selected_text(selected)
                .show_ui(ui, |ui| {
                    let builtin = metro_chicago::Board::builtin().name().to_string();
                    ui.selectable_value(&mut start.board, BUILTIN, builtin);
                    for file in files {
                        let title = clip(&file.title(), crate::catalog::TITLE);
                        match &file.loaded {
                            Ok(_) => {
                                // Compared by path, and the text cloned only when chosen.
                                let chosen = matches!(&start.board,
                                    BoardSource::Embedded { path, .. } if path == file.path());
                                if ui.add(egui::Button::selectable(chosen, title)).clicked() {
                                    start.board = file.source.clone();
                                }
                            }
                            Err(problems) => {
                                let title = tr!("chicago-menu-board-broken", file = title);
                                ui.add_enabled(false, egui::Button::selectable(false, title))
                                    .on_disabled_hover_text(problems.first().cloned().unwrap_or_default());
                            }
                        }
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(tr!("chicago-menu-board.tooltip", folder = folder.as_str()));
            if state.store.scan.running() {
                ui.weak(tr!("menu-reading-files"));
            }
            for file in files {
                if let Err(problems) = &file.loaded {
                    let first = problems.first().map_or("", String::as_str);
                    ui.colored_label(
                        ERROR,
                        tr!(
                            "chicago-menu-board-problem",
                            file = file_name(file.path()),
                            problem = clip(first, 300)
                        ),
                    );
                }
            }
        });
        ui.end_row();
    }

    /// The rows, inside the menu's grid.
    pub fn rows(&mut self, ui: &mut egui::Ui, state: &AppState) {
        self.board_row(ui, state);
        let start = &mut self.start;
        ui.label(tr!("menu-seats"));
        ui.vertical(|ui| {
            ui.horizontal(|ui| {
                let n = start.seats.len();
                ui.label(tr!("chicago-menu-players", count = n));
                if ui
                    .add_enabled(
                        n > usize::from(MIN_PLAYERS),
                        egui::Button::new(tr!("chicago-menu-remove-seat")),
                    )
                    .clicked()
                {
                    start.seats.pop();
                }
                if ui
                    .add_enabled(n < MAX_PLAYERS, egui::Button::new(tr!("chicago-menu-add-seat")))
                    .clicked()
                {
                    start.seats.push(SeatChoice::Bot(Level::Random));
                }
            });
            let mut choices = vec![SeatChoice::Human];
            choices.extend(Level::offered().into_iter().map(SeatChoice::Bot));
            for (i, seat) in start.seats.iter_mut().enumerate() {
                ui.horizontal(|ui| {
                    ui.label(format!("{}", i + 1));
                    let combo = egui::ComboBox::from_id_salt(("chicago-seat", i))
                        .selected_text(choice_name(*seat))
                        .show_ui(ui, |ui| {
                            for &choice in &choices {
                                ui.selectable_value(seat, choice, choice_name(choice));
                            }
                        });
                    let name = tr!("chicago-menu-seat", seat = i + 1);
                    combo
                        .response
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
                });
            }
        });
        ui.end_row();
        ui.label(tr!("chicago-menu-rules"));
        ui.vertical(|ui| {
            ui.checkbox(
                &mut start.options.chicago_ends_build,
                tr!("chicago-option-chicago-ends-build"),
            )
            .on_hover_text(tr!("chicago-option-chicago-ends-build.tooltip"));
            ui.horizontal(|ui| {
                let label = ui.label(tr!("chicago-option-banker"));
                let banker_name = |b: Banker| match b {
                    Banker::First => tr!("chicago-banker-first"),
                    Banker::Random => tr!("chicago-banker-random"),
                    Banker::Seat(s) => tr!("chicago-banker-seat", seat = u32::from(s) + 1),
                };
                let mut banker = start.options.banker;
                if let Banker::Seat(s) = banker
                    && usize::from(s) >= start.seats.len()
                {
                    banker = Banker::First;
                }
                egui::ComboBox::from_id_salt("chicago-banker")
                    .selected_text(banker_name(banker))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut banker, Banker::First, banker_name(Banker::First));
                        ui.selectable_value(&mut banker, Banker::Random, banker_name(Banker::Random));
                        for s in 1..start.seats.len() as u8 {
                            ui.selectable_value(&mut banker, Banker::Seat(s), banker_name(Banker::Seat(s)));
                        }
                    })
                    .response
                    .labelled_by(label.id)
                    .on_hover_text(tr!("chicago-option-banker.tooltip"));
                start.options.banker = banker;
            });
        });
        ui.end_row();
        let label = ui.label(tr!("menu-seed"));
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut start.seed)
                    .hint_text(tr!("menu-seed-hint"))
                    .desired_width(140.0),
            )
            .labelled_by(label.id);
            if ui.button(tr!("menu-seed-random")).clicked() {
                start.seed.clear();
            }
        });
        ui.end_row();
        let label = ui.label(tr!("chicago-menu-bot-pace"));
        ui.add(
            egui::Slider::new(&mut start.delay, 0.0..=2.0)
                .step_by(0.1)
                .suffix(tr!("chicago-menu-seconds")),
        )
        .labelled_by(label.id)
        .on_hover_text(tr!("chicago-menu-bot-pace.tooltip"));
        ui.end_row();
    }

    /// Whether the board chosen can be played: the built-in board, or a board file that loads.
    fn board_playable(&self) -> bool {
        match &self.start.board {
            BoardSource::Builtin(_) => true,
            BoardSource::Embedded { path, .. } => self.boards.file(path).is_none_or(|f| f.loaded.is_ok()),
        }
    }

    /// The Start button (and why a game cannot start, if it cannot).
    pub fn start_button(&self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let seed = self.start.seed_value().is_some();
        let board = self.board_playable();
        let button = egui::Button::new(RichText::new(tr!("chicago-menu-start")).size(20.0));
        if ui.add_enabled(seed && board, button).clicked() {
            commands.push(Command::Chicago(ChicagoCommand::Start(self.start.clone())));
        }
        if !seed {
            ui.colored_label(ERROR, tr!("chicago-menu-bad-seed"));
        }
        if !board {
            ui.colored_label(ERROR, tr!("chicago-menu-bad-board"));
        }
    }
}

//! The start menu: map, card set, the rule modules and their options, 1–5 seats (human or bot) with colours, the
//! seed, the animation speed; resume, load, and the solo bests. A custom file with errors shows its diagnostics and
//! cannot be started. Each row is named once, on the left; the controls carry no second label.

use egui::{Color32, RichText};

use super::saves::SavesPanel;
use super::table::ERROR;
use crate::app_state::{AppState, combination_key, combination_title};
use crate::command::Command;
use crate::locale::tr;
use crate::paths::{PLAYER_COLOURS, SeatKind, SeatSetting, toml_files};
use crate::plugins::PluginsUi;
use crate::store::clip;
use crate::words::player_colour;

/// The game the menu sets up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GameChoice {
    /// Tokyo Metro (and its variants).
    #[default]
    TokyoMetro,
    /// Chicago Express.
    ChicagoExpress,
}

/// The menu's own state: the game chosen, the paths being typed, the list of saves, Chicago Express's choices.
#[derive(Debug, Default)]
pub struct MenuPanel {
    map_path: String,
    card_path: String,
    saves: SavesPanel,
    /// The game the menu sets up.
    pub game: GameChoice,
    /// Chicago Express's choices.
    pub chicago: super::chicago::menu::ChicagoMenu,
    /// Whether a game of Chicago Express is in play (to go back to).
    pub chicago_in_play: bool,
}

impl MenuPanel {
    /// Draws the menu.
    pub fn ui(&mut self, ui: &mut egui::Ui, state: &mut AppState, commands: &mut Vec<Command>) {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.heading(RichText::new("metro").size(30.0).strong());
                if self.game == GameChoice::ChicagoExpress {
                    ui.label(tr!("chicago-menu-heading"));
                } else {
                    ui.label(crate::module_pieces::menu_heading(&state.catalog.registry));
                }
                ui.add_space(8.0);
                if self.game == GameChoice::ChicagoExpress {
                    self.chicago_ui(ui, state, commands);
                    // The saves of every game: Chicago Express's load and are watched on its screen.
                    ui.separator();
                    self.saves.ui(ui, state, commands);
                    return;
                }
                ui.horizontal(|ui| {
                    if state.resumable.is_some() && ui.button(tr!("menu-resume")).clicked() {
                        commands.push(Command::Resume);
                    }
                    if state.session.is_some() && ui.button(tr!("menu-back-to-game")).clicked() {
                        commands.push(Command::BackToGame);
                    }
                    play_online_button(ui, commands);
                    super::learn::menu_row(ui, state.settings.guide_done, commands);
                });
                ui.separator();
                let before = state.settings.clone();
                egui::Grid::new("menu-grid")
                    .num_columns(2)
                    .spacing([16.0, 10.0])
                    .show(ui, |ui| {
                        language_row(ui, commands);
                        ui.end_row();
                        self.game_row(ui);
                        ui.end_row();
                        self.map_row(ui, state, commands);
                        ui.end_row();
                        self.cards_row(ui, state, commands);
                        ui.end_row();
                        crate::module_pieces::modules_row(ui, &mut state.settings, &state.catalog.registry);
                        ui.end_row();
                        if !state.catalog.plugins.is_empty() {
                            ui.label("");
                            ui.vertical(|ui| state.catalog.plugins.ui(ui));
                            ui.end_row();
                        }
                        seats_row(ui, state);
                        ui.end_row();
                        let label = ui.label(tr!("menu-seed"));
                        ui.horizontal(|ui| {
                            ui.add(
                                egui::TextEdit::singleline(&mut state.settings.seed)
                                    .hint_text(tr!("menu-seed-hint"))
                                    .desired_width(140.0),
                            )
                            .labelled_by(label.id);
                            if ui
                                .button(tr!("menu-seed-random"))
                                .on_hover_text(tr!("menu-seed-random.tooltip"))
                                .clicked()
                            {
                                state.settings.seed.clear();
                            }
                        });
                        ui.end_row();
                        let label = ui.label(tr!("menu-animation"));
                        ui.add(
                            egui::Slider::new(&mut state.settings.speed, crate::store::settings::SPEED)
                                .step_by(crate::store::settings::SPEED_STEP)
                                .suffix(tr!("menu-animation-suffix")),
                        )
                        .labelled_by(label.id);
                        ui.end_row();
                    });
                ui.add_space(8.0);
                let startable = state.setup_record().is_some();
                let start = ui.add_enabled(
                    startable,
                    egui::Button::new(RichText::new(tr!("menu-start-game")).size(20.0)),
                );
                if start.clicked() {
                    commands.push(Command::NewGame);
                }
                if ui
                    .add_enabled(startable, egui::Button::new(tr!("menu-test-by-simulation")))
                    .on_hover_text(tr!("menu-test-by-simulation.tooltip"))
                    .clicked()
                {
                    commands.push(Command::OpenSimulation);
                }
                if !startable {
                    ui.colored_label(ERROR, tr!("menu-not-startable"));
                }
                bests_ui(ui, state);
                ui.separator();
                super::editor::menu_row(ui, state, commands);
                ui.separator();
                self.saves.ui(ui, state, commands);
                if state.settings != before {
                    state.store_settings();
                }
            });
    }

    /// The game to set up: Tokyo Metro or Chicago Express (each named as published, in every language).
    fn game_row(&mut self, ui: &mut egui::Ui) {
        ui.label(tr!("menu-game"));
        // Published names, the same in every language (the games' own `GAME_INFO.name`).
        let name = |g: GameChoice| match g {
            GameChoice::TokyoMetro => metro_play::game::GAME_INFO.name,
            GameChoice::ChicagoExpress => metro_chicago::GAME_INFO.name,
        };
        ui.horizontal(|ui| {
            for game in [GameChoice::TokyoMetro, GameChoice::ChicagoExpress] {
                ui.selectable_value(&mut self.game, game, name(game));
            }
        });
    }

    /// The menu for Chicago Express: back to its game, language, game, its choices, Start.
    fn chicago_ui(&mut self, ui: &mut egui::Ui, state: &AppState, commands: &mut Vec<Command>) {
        ui.horizontal(|ui| {
            if self.chicago_in_play && ui.button(tr!("menu-back-to-game")).clicked() {
                commands.push(Command::Chicago(crate::command::ChicagoCommand::BackToGame));
            }
            play_online_button(ui, commands);
        });
        ui.separator();
        egui::Grid::new("menu-grid")
            .num_columns(2)
            .spacing([16.0, 10.0])
            .show(ui, |ui| {
                language_row(ui, commands);
                ui.end_row();
                self.game_row(ui);
                ui.end_row();
                self.chicago.rows(ui, state);
            });
        ui.add_space(8.0);
        self.chicago.start_button(ui, commands);
    }

    fn map_row(&mut self, ui: &mut egui::Ui, state: &mut AppState, commands: &mut Vec<Command>) {
        let label = ui.label(tr!("menu-map"));
        ui.vertical(|ui| {
            let selected = state
                .catalog
                .map(&state.settings.map)
                .map_or_else(|| waiting(state), |c| c.title.clone());
            let combo = egui::ComboBox::from_id_salt("map-choice")
                .selected_text(selected)
                .show_ui(ui, |ui| {
                    // Chicago Express's boards in the maps folder are offered in that game's menu.
                    for choice in state
                        .catalog
                        .maps
                        .iter()
                        .filter(|c| !crate::chicago::is_board_file(&c.source))
                    {
                        ui.selectable_value(&mut state.settings.map, choice.key.clone(), &choice.title);
                    }
                });
            combo.response.labelled_by(label.id);
            file_row(
                ui,
                &mut self.map_path,
                FileKind::Map,
                &state.paths.maps(),
                |path| commands.push(Command::AddMapFile(path)),
            );
            if let Some(Err(problems)) = state.catalog.map(&state.settings.map).map(|c| &c.loaded) {
                diagnostics(ui, problems);
            }
        });
    }

    fn cards_row(&mut self, ui: &mut egui::Ui, state: &mut AppState, commands: &mut Vec<Command>) {
        let label = ui.label(tr!("menu-card-set"));
        ui.vertical(|ui| {
            let selected = state
                .catalog
                .card_set(&state.settings.cards)
                .map_or_else(|| waiting(state), |c| c.title.clone());
            let combo = egui::ComboBox::from_id_salt("card-choice")
                .selected_text(selected)
                .show_ui(ui, |ui| {
                    for choice in &state.catalog.cards {
                        ui.selectable_value(&mut state.settings.cards, choice.key.clone(), &choice.title);
                    }
                });
            combo.response.labelled_by(label.id);
            file_row(
                ui,
                &mut self.card_path,
                FileKind::CardSet,
                &state.paths.cards(),
                |path| commands.push(Command::AddCardFile(path)),
            );
            if let Some(Err(problems)) = state.catalog.card_set(&state.settings.cards).map(|c| &c.loaded) {
                diagnostics(ui, problems);
            }
        });
    }
}

/// Which kind of file a [`file_row`] opens.
#[derive(Clone, Copy)]
enum FileKind {
    Map,
    CardSet,
}

/// A file path to type or pick, and its Open button, named for screen readers ("Map file", "Open map file").
fn file_row(
    ui: &mut egui::Ui,
    path: &mut String,
    kind: FileKind,
    folder: &std::path::Path,
    mut open: impl FnMut(String),
) {
    let (title, hint, name, browser) = match kind {
        FileKind::Map => (
            tr!("menu-map-file"),
            tr!("menu-map-file-hint"),
            tr!("menu-open-map-file"),
            "map-browser",
        ),
        FileKind::CardSet => (
            tr!("menu-card-set-file"),
            tr!("menu-card-set-file-hint"),
            tr!("menu-open-card-set-file"),
            "card-set-browser",
        ),
    };
    ui.horizontal(|ui| {
        let edit = ui.add(
            egui::TextEdit::singleline(path)
                .hint_text(hint)
                .desired_width(280.0),
        );
        edit.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &title));
        let button = ui.button(tr!("menu-open"));
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if button.clicked() && !path.trim().is_empty() {
            open(path.trim().to_string());
        }
    });
    file_browser(ui, browser, path, folder);
}

/// The language row: English, Deutsch, Italiano, each named in itself; a choice applies at once.
fn language_row(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    let label = ui.label(tr!("menu-language"));
    let current = metro_lang::language();
    let mut chosen = current;
    let combo = egui::ComboBox::from_id_salt("language-choice")
        .selected_text(current.own_name())
        .show_ui(ui, |ui| {
            for language in metro_lang::Language::ALL {
                ui.selectable_value(&mut chosen, language, language.own_name());
            }
        });
    combo
        .response
        .labelled_by(label.id)
        .on_hover_text(tr!("menu-language.tooltip"));
    if chosen != current {
        commands.push(Command::SetLanguage(chosen));
    }
}

/// What a choice not (yet) offered shows: the scan may still be reading it.
fn waiting(state: &AppState) -> String {
    if state.store.scan.running() {
        tr!("menu-reading-files")
    } else {
        tr!("menu-none")
    }
}

fn seats_row(ui: &mut egui::Ui, state: &mut AppState) {
    ui.label(tr!("menu-seats"));
    let seats = &mut state.settings.seats;
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            let n = seats.len();
            ui.label(tr!("menu-players", count = n));
            if ui
                .add_enabled(n > 1, egui::Button::new(tr!("menu-remove-seat")))
                .clicked()
            {
                seats.pop();
            }
            if ui
                .add_enabled(n < 5, egui::Button::new(tr!("menu-add-seat")))
                .clicked()
            {
                let used: Vec<[u8; 3]> = seats.iter().map(|s| s.colour).collect();
                let colour = PLAYER_COLOURS
                    .iter()
                    .map(|c| c.0)
                    .find(|c| !used.contains(c))
                    .unwrap_or(PLAYER_COLOURS[0].0);
                seats.push(SeatSetting {
                    kind: SeatKind::Normal,
                    colour,
                });
            }
        });
        for (i, seat) in seats.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                ui.painter()
                    .circle_filled(rect.center(), 7.0, player_colour(seat.colour));
                ui.painter()
                    .circle_stroke(rect.center(), 7.0, egui::Stroke::new(1.0, Color32::GRAY));
                let label = ui.label(format!("{}", i + 1));
                let kind = egui::ComboBox::from_id_salt(("seat-kind", i))
                    .selected_text(seat.kind.title())
                    .show_ui(ui, |ui| {
                        for kind in SeatKind::ALL {
                            ui.selectable_value(&mut seat.kind, kind, kind.title())
                                .on_hover_text(kind.description());
                        }
                    });
                let name = tr!("menu-seat-player", seat = i + 1);
                kind.response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
                let _ = label;
                let chosen_colour = PLAYER_COLOURS
                    .iter()
                    .find(|c| c.0 == seat.colour)
                    .map_or_else(|| tr!("colour-custom"), |c| colour_name(c.1));
                let colour = egui::ComboBox::from_id_salt(("seat-colour", i))
                    .selected_text(chosen_colour)
                    .show_ui(ui, |ui| {
                        for (rgb, name) in PLAYER_COLOURS {
                            ui.selectable_value(&mut seat.colour, rgb, colour_name(name));
                        }
                    });
                let name = tr!("menu-seat-colour", seat = i + 1);
                colour
                    .response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
            });
        }
    });
}

fn bests_ui(ui: &mut egui::Ui, state: &AppState) {
    if state.settings.seats.len() != 1 {
        return;
    }
    let Some(setup) = state.setup_record() else { return };
    let key = combination_key(&setup, &state.catalog.registry);
    let title = combination_title(&setup, &state.catalog.registry);
    ui.add_space(6.0);
    ui.label(RichText::new(tr!("menu-solo-bests", combination = title.as_str())).strong());
    match state.bests.totals.get(&key) {
        Some(list) if !list.is_empty() => {
            for (i, total) in list.iter().enumerate() {
                ui.label(format!("{}. {}", i + 1, metro_play::game::yen(*total)));
            }
        }
        _ => {
            ui.label(tr!("menu-no-solo-bests"));
        }
    }
}

/// A file's diagnostics, one per line, in red.
fn diagnostics(ui: &mut egui::Ui, problems: &[String]) {
    ui.colored_label(ERROR, tr!("menu-file-problems", count = problems.len()));
    for problem in problems.iter().take(40) {
        ui.colored_label(ERROR, RichText::new(clip(problem, 300)).monospace());
    }
    if problems.len() > 40 {
        ui.colored_label(ERROR, tr!("menu-more-problems", count = problems.len() - 40));
    }
}

/// A small in-app file dialog: the TOML files of the folder the path is in (or the default folder), and its
/// subfolders, to pick from.
fn file_browser(ui: &mut egui::Ui, id: &str, path: &mut String, default_folder: &std::path::Path) {
    egui::CollapsingHeader::new(tr!("menu-browse"))
        .id_salt(id)
        .show(ui, |ui| {
            let typed = std::path::PathBuf::from(path.trim());
            let folder = if typed.is_dir() {
                typed
            } else {
                typed
                    .parent()
                    .filter(|p| p.is_dir())
                    .map_or(default_folder.to_path_buf(), |p| p.to_path_buf())
            };
            ui.label(tr!("menu-in-folder", folder = folder.display().to_string()));
            ui.horizontal_wrapped(|ui| {
                if let Some(parent) = folder.parent()
                    && ui.button(tr!("menu-up-a-folder")).clicked()
                {
                    *path = format!("{}/", parent.display());
                }
                let mut folders: Vec<std::path::PathBuf> = std::fs::read_dir(&folder)
                    .map(|entries| {
                        entries
                            .filter_map(Result::ok)
                            .map(|e| e.path())
                            .filter(|p| p.is_dir())
                            .collect()
                    })
                    .unwrap_or_default();
                folders.sort();
                for sub in folders.iter().take(30) {
                    let name = sub
                        .file_name()
                        .map_or(String::new(), |f| f.to_string_lossy().into_owned());
                    if !name.starts_with('.') && ui.button(format!("{name}/")).clicked() {
                        *path = format!("{}/", sub.display());
                    }
                }
                for file in toml_files(&folder) {
                    let name = file
                        .file_name()
                        .map_or(String::new(), |f| f.to_string_lossy().into_owned());
                    if ui.button(name).clicked() {
                        *path = file.display().to_string();
                    }
                }
            });
        });
}

/// A player colour's name in the current language (`PLAYER_COLOURS` names them in English, as keys).
pub fn colour_name(key: &str) -> String {
    match key {
        "red" => tr!("colour-red"),
        "blue" => tr!("colour-blue"),
        "yellow" => tr!("colour-yellow"),
        "green" => tr!("colour-green"),
        "purple" => tr!("colour-purple"),
        "white" => tr!("colour-white"),
        "black" => tr!("colour-black"),
        "orange" => tr!("colour-orange"),
        _ => tr!("colour-custom"),
    }
}

/// "Play online": the online screen (a server's tables, or a table hosted on this computer).
fn play_online_button(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    if ui
        .button(tr!("menu-play-online"))
        .on_hover_text(tr!("menu-play-online.tooltip"))
        .clicked()
    {
        commands.push(Command::Online(crate::command::OnlineCommand::Open));
    }
}

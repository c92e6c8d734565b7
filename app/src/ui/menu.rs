//! The start menu: map, card set, Metro Drinks and its payout reading, 1–5 seats (human or bot) with colours, the
//! seed, the animation speed; resume, load, and the solo bests. A custom file with errors shows its diagnostics and
//! cannot be started. Each row is named once, on the left; the controls carry no second label.

use egui::{Color32, RichText};

use super::saves::SavesPanel;
use super::table::ERROR;
use crate::app_state::{AppState, combination_key};
use crate::command::Command;
use crate::paths::{PLAYER_COLOURS, SeatKind, SeatSetting, toml_files};
use crate::status::Status;
use crate::store::clip;
use crate::words::player_colour;

/// The menu's own state: the paths being typed, the list of saves.
#[derive(Debug, Default)]
pub struct MenuPanel {
    map_path: String,
    card_path: String,
    saves: SavesPanel,
}

impl MenuPanel {
    /// Draws the menu.
    pub fn ui(&mut self, ui: &mut egui::Ui, state: &mut AppState, commands: &mut Vec<Command>) {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.heading(RichText::new("metro").size(30.0).strong());
                ui.label(crate::module_pieces::menu_heading(&state.catalog.registry));
                match &state.status {
                    Some(Status::Error(text)) => {
                        ui.colored_label(ERROR, clip(text, 600));
                    }
                    Some(Status::Info(text)) => {
                        ui.label(clip(text, 600));
                    }
                    None => {}
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if state.resumable.is_some() && ui.button("Resume the last game").clicked() {
                        commands.push(Command::Resume);
                    }
                    if state.session.is_some() && ui.button("Back to the game").clicked() {
                        commands.push(Command::BackToGame);
                    }
                    super::learn::menu_row(ui, state.settings.guide_done, commands);
                });
                ui.separator();
                let before = state.settings.clone();
                egui::Grid::new("menu-grid")
                    .num_columns(2)
                    .spacing([16.0, 10.0])
                    .show(ui, |ui| {
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
                        let label = ui.label("Seed");
                        ui.horizontal(|ui| {
                            ui.add(
                                egui::TextEdit::singleline(&mut state.settings.seed)
                                    .hint_text("random")
                                    .desired_width(140.0),
                            )
                            .labelled_by(label.id);
                            if ui
                                .button("Random")
                                .on_hover_text("A new random seed each game")
                                .clicked()
                            {
                                state.settings.seed.clear();
                            }
                        });
                        ui.end_row();
                        let label = ui.label("Animation");
                        ui.add(
                            egui::Slider::new(&mut state.settings.speed, crate::store::settings::SPEED)
                                .step_by(crate::store::settings::SPEED_STEP)
                                .suffix(" steps/s (0: instant)"),
                        )
                        .labelled_by(label.id);
                        ui.end_row();
                    });
                ui.add_space(8.0);
                let startable = state.setup_record().is_some();
                let start = ui.add_enabled(
                    startable,
                    egui::Button::new(RichText::new("Start game").size(20.0)),
                );
                if start.clicked() {
                    commands.push(Command::NewGame);
                }
                if ui
                    .add_enabled(startable, egui::Button::new("Test by simulation…"))
                    .on_hover_text("Play many bot games of this map, card set and variant; see the results as charts and on the map")
                    .clicked()
                {
                    commands.push(Command::OpenSimulation);
                }
                if !startable {
                    ui.colored_label(
                        ERROR,
                        "The chosen map or card set has errors (see above); it cannot be played.",
                    );
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

    fn map_row(&mut self, ui: &mut egui::Ui, state: &mut AppState, commands: &mut Vec<Command>) {
        let label = ui.label("Map");
        ui.vertical(|ui| {
            let selected = state
                .catalog
                .map(&state.settings.map)
                .map_or_else(|| waiting(state), |c| c.title.clone());
            let combo = egui::ComboBox::from_id_salt("map-choice")
                .selected_text(selected)
                .show_ui(ui, |ui| {
                    for choice in &state.catalog.maps {
                        ui.selectable_value(&mut state.settings.map, choice.key.clone(), &choice.title);
                    }
                });
            combo.response.labelled_by(label.id);
            file_row(ui, &mut self.map_path, "map", &state.paths.maps(), |path| {
                commands.push(Command::AddMapFile(path))
            });
            if let Some(Err(problems)) = state.catalog.map(&state.settings.map).map(|c| &c.loaded) {
                diagnostics(ui, problems);
            }
        });
    }

    fn cards_row(&mut self, ui: &mut egui::Ui, state: &mut AppState, commands: &mut Vec<Command>) {
        let label = ui.label("Card set");
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
                "card-set",
                &state.paths.cards(),
                |path| commands.push(Command::AddCardFile(path)),
            );
            if let Some(Err(problems)) = state.catalog.card_set(&state.settings.cards).map(|c| &c.loaded) {
                diagnostics(ui, problems);
            }
        });
    }
}

/// A file path to type or pick, and its Open button; `what` names them for screen readers ("Map file").
fn file_row(
    ui: &mut egui::Ui,
    path: &mut String,
    what: &str,
    folder: &std::path::Path,
    mut open: impl FnMut(String),
) {
    let title = format!("{}{} file", what[..1].to_uppercase(), &what[1..]);
    ui.horizontal(|ui| {
        let edit = ui.add(
            egui::TextEdit::singleline(path)
                .hint_text(format!("or a file: path/to/{what}.toml"))
                .desired_width(280.0),
        );
        edit.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &title));
        let button = ui.button("Open");
        let name = format!("Open {} file", what.replace('-', " "));
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if button.clicked() && !path.trim().is_empty() {
            open(path.trim().to_string());
        }
    });
    file_browser(ui, &format!("{what}-browser"), path, folder);
}

/// What a choice not (yet) offered shows: the scan may still be reading it.
fn waiting(state: &AppState) -> String {
    if state.store.scan.running() {
        "(reading your files…)".into()
    } else {
        "(none)".into()
    }
}

fn seats_row(ui: &mut egui::Ui, state: &mut AppState) {
    ui.label("Seats");
    let seats = &mut state.settings.seats;
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            let n = seats.len();
            ui.label(format!("{n} player{}", if n == 1 { " (solo)" } else { "s" }));
            if ui
                .add_enabled(n > 1, egui::Button::new("Remove a seat"))
                .clicked()
            {
                seats.pop();
            }
            if ui.add_enabled(n < 5, egui::Button::new("Add a seat")).clicked() {
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
                let name = format!("Seat {} player", i + 1);
                kind.response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
                let _ = label;
                let colour_name = PLAYER_COLOURS
                    .iter()
                    .find(|c| c.0 == seat.colour)
                    .map_or("custom", |c| c.1);
                let colour = egui::ComboBox::from_id_salt(("seat-colour", i))
                    .selected_text(colour_name)
                    .show_ui(ui, |ui| {
                        for (rgb, name) in PLAYER_COLOURS {
                            ui.selectable_value(&mut seat.colour, rgb, name);
                        }
                    });
                let name = format!("Seat {} colour", i + 1);
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
    ui.add_space(6.0);
    ui.label(RichText::new(format!("Solo bests — {key}")).strong());
    match state.bests.totals.get(&key) {
        Some(list) if !list.is_empty() => {
            for (i, total) in list.iter().enumerate() {
                ui.label(format!("{}. {}", i + 1, metro_engine::narrate::yen(*total)));
            }
        }
        _ => {
            ui.label("No solo game finished yet with this combination.");
        }
    }
}

/// A file's diagnostics, one per line, in red.
fn diagnostics(ui: &mut egui::Ui, problems: &[String]) {
    ui.colored_label(
        ERROR,
        format!(
            "{} problem{} — this file cannot be played:",
            problems.len(),
            if problems.len() == 1 { "" } else { "s" }
        ),
    );
    for problem in problems.iter().take(40) {
        ui.colored_label(ERROR, RichText::new(clip(problem, 300)).monospace());
    }
    if problems.len() > 40 {
        ui.colored_label(ERROR, format!("… and {} more", problems.len() - 40));
    }
}

/// A small in-app file dialog: the TOML files of the folder the path is in (or the default folder), and its
/// subfolders, to pick from.
fn file_browser(ui: &mut egui::Ui, id: &str, path: &mut String, default_folder: &std::path::Path) {
    egui::CollapsingHeader::new("Browse…").id_salt(id).show(ui, |ui| {
        let typed = std::path::PathBuf::from(path.trim());
        let folder = if typed.is_dir() {
            typed
        } else {
            typed
                .parent()
                .filter(|p| p.is_dir())
                .map_or(default_folder.to_path_buf(), |p| p.to_path_buf())
        };
        ui.label(format!("In {}", folder.display()));
        ui.horizontal_wrapped(|ui| {
            if let Some(parent) = folder.parent()
                && ui.button("Up a folder").clicked()
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

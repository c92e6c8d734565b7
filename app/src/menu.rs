//! The start menu: map, card set, rule modules and their options, 1–5 seats (human or bot) with colours, the
//! seed, the animation speed; resume, load, and the solo bests. A custom file with errors shows its diagnostics
//! and cannot be started.

use egui::{Color32, RichText};
use metro_engine::{Registry, RuleOptions};

use crate::app::{Command, MetroApp};
use crate::paths::{Bests, PLAYER_COLOURS, SeatKind, SeatSetting, Settings, toml_files};
use crate::words::player_colour;

/// The rule options the menu's settings describe.
pub fn rule_options(settings: &Settings, registry: &Registry) -> RuleOptions {
    crate::module_pieces::rule_options(&settings.options, registry)
}

/// The variant in words, for the bests and headings.
pub fn variant_name(options: &RuleOptions, registry: &Registry) -> String {
    crate::module_pieces::variant_name(options, registry)
}

const ERROR: Color32 = Color32::from_rgb(200, 40, 40);

impl MetroApp {
    /// Draws the start menu.
    pub(crate) fn menu_ui(&mut self, ui: &mut egui::Ui) {
        egui::CentralPanel::default_margins().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.heading(RichText::new("metro").size(30.0).strong());
                    ui.label(crate::module_pieces::menu_heading(&self.catalog.registry));
                    if let Some(status) = &self.status {
                        ui.colored_label(ERROR, status);
                    }
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if self.resumable.is_some() && ui.button("Resume the last game").clicked() {
                            self.commands.push(Command::Resume);
                        }
                        if self.session.is_some() && ui.button("Back to the game").clicked() {
                            self.commands.push(Command::BackToGame);
                        }
                    });
                    ui.separator();
                    let changed_before = self.settings.clone();
                    egui::Grid::new("menu-grid")
                        .num_columns(2)
                        .spacing([16.0, 10.0])
                        .show(ui, |ui| {
                            self.map_row(ui);
                            ui.end_row();
                            self.cards_row(ui);
                            ui.end_row();
                            self.modules_row(ui);
                            ui.end_row();
                            if !self.catalog.plugins.is_empty() {
                                ui.label("");
                                ui.vertical(|ui| self.catalog.plugins.ui(ui));
                                ui.end_row();
                            }
                            self.seats_row(ui);
                            ui.end_row();
                            ui.label("Seed");
                            ui.horizontal(|ui| {
                                let label = ui.label("Seed (empty: random)");
                                ui.add(
                                    egui::TextEdit::singleline(&mut self.settings.seed).desired_width(140.0),
                                )
                                .labelled_by(label.id);
                                if ui.button("Random seed").clicked() {
                                    self.settings.seed.clear();
                                }
                            });
                            ui.end_row();
                            ui.label("Animation");
                            ui.add(
                                egui::Slider::new(&mut self.settings.speed, 0.0..=12.0)
                                    .text("steps per second (0: instant)"),
                            );
                            ui.end_row();
                        });
                    ui.add_space(8.0);
                    let startable = self.setup_record().is_some();
                    let start = ui.add_enabled(
                        startable,
                        egui::Button::new(RichText::new("Start game").size(20.0)),
                    );
                    if start.clicked() {
                        self.commands.push(Command::NewGame);
                    }
                    if !startable {
                        ui.colored_label(
                            ERROR,
                            "The chosen map or card set has errors (see above); it cannot be played.",
                        );
                    }
                    self.bests_ui(ui);
                    ui.separator();
                    self.load_ui(ui);
                    if self.settings != changed_before {
                        self.store_settings();
                    }
                });
        });
    }

    fn map_row(&mut self, ui: &mut egui::Ui) {
        ui.label("Map");
        ui.vertical(|ui| {
            let selected = self
                .catalog
                .map(&self.settings.map)
                .map_or("(none)".to_string(), |c| c.title.clone());
            egui::ComboBox::from_label("Map choice")
                .selected_text(selected)
                .show_ui(ui, |ui| {
                    for choice in &self.catalog.maps {
                        ui.selectable_value(&mut self.settings.map, choice.key.clone(), &choice.title);
                    }
                });
            ui.horizontal(|ui| {
                let label = ui.label("Map file");
                ui.add(
                    egui::TextEdit::singleline(&mut self.map_path)
                        .hint_text("path/to/map.toml")
                        .desired_width(280.0),
                )
                .labelled_by(label.id);
                if ui.button("Open map file").clicked() && !self.map_path.trim().is_empty() {
                    self.commands
                        .push(Command::AddMapFile(self.map_path.trim().to_string()));
                }
            });
            file_browser(ui, "map-browser", &mut self.map_path, &self.paths.maps());
            if let Some(Err(problems)) = self.catalog.map(&self.settings.map).map(|c| &c.loaded) {
                diagnostics(ui, problems);
            }
        });
    }

    fn cards_row(&mut self, ui: &mut egui::Ui) {
        ui.label("Card set");
        ui.vertical(|ui| {
            let selected = self
                .catalog
                .card_set(&self.settings.cards)
                .map_or("(none)".to_string(), |c| c.title.clone());
            egui::ComboBox::from_label("Card set choice")
                .selected_text(selected)
                .show_ui(ui, |ui| {
                    for choice in &self.catalog.cards {
                        ui.selectable_value(&mut self.settings.cards, choice.key.clone(), &choice.title);
                    }
                });
            ui.horizontal(|ui| {
                let label = ui.label("Card-set file");
                ui.add(
                    egui::TextEdit::singleline(&mut self.card_path)
                        .hint_text("path/to/cards.toml")
                        .desired_width(280.0),
                )
                .labelled_by(label.id);
                if ui.button("Open card-set file").clicked() && !self.card_path.trim().is_empty() {
                    self.commands
                        .push(Command::AddCardFile(self.card_path.trim().to_string()));
                }
            });
            file_browser(ui, "card-browser", &mut self.card_path, &self.paths.cards());
            if let Some(Err(problems)) = self.catalog.card_set(&self.settings.cards).map(|c| &c.loaded) {
                diagnostics(ui, problems);
            }
        });
    }

    fn seats_row(&mut self, ui: &mut egui::Ui) {
        ui.label("Seats");
        ui.vertical(|ui| {
            ui.horizontal(|ui| {
                let n = self.settings.seats.len();
                ui.label(format!("{n} player{}", if n == 1 { " (solo)" } else { "s" }));
                if ui
                    .add_enabled(n > 1, egui::Button::new("Remove a seat"))
                    .clicked()
                {
                    self.settings.seats.pop();
                }
                if ui.add_enabled(n < 5, egui::Button::new("Add a seat")).clicked() {
                    let used: Vec<[u8; 3]> = self.settings.seats.iter().map(|s| s.colour).collect();
                    let colour = PLAYER_COLOURS
                        .iter()
                        .map(|c| c.0)
                        .find(|c| !used.contains(c))
                        .unwrap_or(PLAYER_COLOURS[0].0);
                    self.settings.seats.push(SeatSetting {
                        kind: SeatKind::Heuristic,
                        colour,
                    });
                }
            });
            for (i, seat) in self.settings.seats.iter_mut().enumerate() {
                ui.horizontal(|ui| {
                    let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                    ui.painter()
                        .circle_filled(rect.center(), 7.0, player_colour(seat.colour));
                    ui.painter()
                        .circle_stroke(rect.center(), 7.0, egui::Stroke::new(1.0, Color32::GRAY));
                    egui::ComboBox::from_label(format!("Seat {} player", i + 1))
                        .selected_text(seat.kind.title())
                        .show_ui(ui, |ui| {
                            for kind in SeatKind::ALL {
                                ui.selectable_value(&mut seat.kind, kind, kind.title());
                            }
                        });
                    let colour_name = PLAYER_COLOURS
                        .iter()
                        .find(|c| c.0 == seat.colour)
                        .map_or("custom", |c| c.1);
                    egui::ComboBox::from_label(format!("Seat {} colour", i + 1))
                        .selected_text(colour_name)
                        .show_ui(ui, |ui| {
                            for (rgb, name) in PLAYER_COLOURS {
                                ui.selectable_value(&mut seat.colour, rgb, name);
                            }
                        });
                });
            }
        });
    }

    fn bests_ui(&mut self, ui: &mut egui::Ui) {
        if self.settings.seats.len() != 1 {
            return;
        }
        let Some(setup) = self.setup_record() else { return };
        let key = self.combination_key(&setup);
        ui.add_space(6.0);
        ui.label(RichText::new(format!("Solo bests — {key}")).strong());
        match self.bests.totals.get(&key) {
            Some(list) if !list.is_empty() => {
                for (i, total) in list.iter().enumerate() {
                    ui.label(format!("{}. {}", i + 1, metro_engine::narrate::yen(*total)));
                }
            }
            _ => {
                ui.label("No solo game finished yet with this combination.");
            }
        }
        let _ = Bests::KEEP;
    }

    fn load_ui(&mut self, ui: &mut egui::Ui) {
        ui.label(RichText::new("Load a saved game").strong());
        let saves = json_files(&self.paths.saves());
        ui.horizontal_wrapped(|ui| {
            for path in saves {
                let name = path
                    .file_name()
                    .map_or(String::new(), |f| f.to_string_lossy().into_owned());
                if ui.button(format!("Load {name}")).clicked() {
                    self.commands.push(Command::Load(path.clone()));
                }
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label("Save file");
            ui.add(egui::TextEdit::singleline(&mut self.load_path).desired_width(360.0))
                .labelled_by(label.id);
            if ui.button("Load file").clicked() {
                self.commands.push(Command::Load(self.load_path.clone().into()));
            }
        });
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
        ui.colored_label(ERROR, RichText::new(problem).monospace());
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

fn json_files(folder: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "json"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

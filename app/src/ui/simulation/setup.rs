//! The simulation's setup: the map and card set (the menu's, or any file), the variant chosen in the menu, one bot
//! per seat, the number of games, the seed and the threads; and the button that runs the games.

use metro_play::game::Registry;

use super::SimulationSetup;
use crate::locale::tr;
use crate::ui::table::ERROR;

/// The bots offered per seat.
pub const BOTS: [&str; 4] = metro_bots::SIMULATION_BOTS;

/// The setup panel's own state: the texts being typed.
#[derive(Debug, Default)]
pub struct SetupPanel {
    games: String,
    seed: String,
    map_path: String,
    cards_path: String,
    problem: Option<String>,
    /// The setup's games and seed when the texts were last taken from it: a setup changed from outside (an
    /// editor, a test) shows its new numbers.
    synced: (u64, u64),
}

impl SetupPanel {
    /// The panel showing `setup`'s numbers.
    pub fn new(setup: &SimulationSetup) -> SetupPanel {
        SetupPanel {
            games: setup.games.to_string(),
            seed: setup.seed.to_string(),
            synced: (setup.games, setup.seed),
            ..SetupPanel::default()
        }
    }

    /// Draws the setup; true when the user asks to run the games.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        setup: &mut SimulationSetup,
        registry: &Registry,
        running: bool,
    ) -> bool {
        if self.synced != (setup.games, setup.seed) {
            *self = SetupPanel {
                map_path: std::mem::take(&mut self.map_path),
                cards_path: std::mem::take(&mut self.cards_path),
                ..SetupPanel::new(setup)
            };
        }
        ui.add_enabled_ui(!running, |ui| {
            ui.label(tr!(
                "simulation-setup-map",
                map = crate::store::clip(setup.map.name(), 40)
            ))
            .on_hover_text(&setup.map_name);
            self.file_row(ui, "map", setup, registry);
            ui.label(tr!(
                "simulation-setup-cards",
                cards = crate::store::clip(setup.cards.name(), 40)
            ))
            .on_hover_text(&setup.cards_name);
            self.file_row(ui, "cards", setup, registry);
            if !setup.modules.is_empty() {
                let names: Vec<&str> = setup.modules.iter().map(|m| m.title()).collect();
                ui.label(tr!("simulation-setup-variant", modules = names.join(", ")));
            }
            if let Some(problem) = &self.problem {
                ui.colored_label(ERROR, crate::store::clip(problem, 400));
            }
            ui.add_space(4.0);
            egui::Grid::new("simulation-setup-grid")
                .num_columns(2)
                .spacing([8.0, 6.0])
                .show(ui, |ui| {
                    let label = ui.label(tr!("simulation-setup-players"));
                    let mut players = setup.bots.len();
                    ui.add(egui::Slider::new(&mut players, 1..=5))
                        .labelled_by(label.id);
                    if players != setup.bots.len() {
                        let fill = setup.bots.last().cloned().unwrap_or_else(|| "heuristic".into());
                        setup.bots.resize(players, fill);
                    }
                    ui.end_row();
                    for (seat, bot) in setup.bots.iter_mut().enumerate() {
                        ui.label(tr!("simulation-setup-seat", seat = seat + 1));
                        egui::ComboBox::from_id_salt(("simulation-bot", seat))
                            .selected_text(bot.as_str())
                            .show_ui(ui, |ui| {
                                for name in BOTS {
                                    ui.selectable_value(bot, name.to_string(), name);
                                }
                            });
                        ui.end_row();
                    }
                    let label = ui.label(tr!("simulation-setup-games"));
                    ui.add(egui::TextEdit::singleline(&mut self.games).desired_width(90.0))
                        .labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(tr!("simulation-setup-seed"));
                    ui.add(egui::TextEdit::singleline(&mut self.seed).desired_width(90.0))
                        .labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(tr!("simulation-setup-threads"));
                    ui.add(egui::Slider::new(&mut setup.jobs, 1..=super::all_cores().max(2)))
                        .labelled_by(label.id);
                    ui.end_row();
                });
        });
        let games = self
            .games
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|&g| (1..=1_000_000).contains(&g));
        let seed = self.seed.trim().parse::<u64>().ok();
        if games.is_none() {
            ui.colored_label(ERROR, tr!("simulation-setup-games-invalid"));
        }
        if seed.is_none() {
            ui.colored_label(
                ERROR,
                tr!("simulation-setup-seed-invalid", max = u64::MAX.to_string()),
            );
        }
        let ready = !running && games.is_some() && seed.is_some();
        let clicked = ui
            .add_enabled(
                ready,
                egui::Button::new(egui::RichText::new(tr!("simulation-setup-run")).size(18.0)),
            )
            .clicked();
        if clicked && let (Some(games), Some(seed)) = (games, seed) {
            setup.games = games;
            setup.seed = seed;
            self.synced = (games, seed);
            return true;
        }
        false
    }

    /// A path field and a button loading a map or card set into the setup: a file, or a built-in by its name
    /// ("osaka"), as `metro sim` takes them.
    fn file_row(&mut self, ui: &mut egui::Ui, what: &str, setup: &mut SimulationSetup, registry: &Registry) {
        ui.horizontal(|ui| {
            let path = if what == "map" {
                &mut self.map_path
            } else {
                &mut self.cards_path
            };
            ui.add(
                egui::TextEdit::singleline(path)
                    .hint_text(tr!("simulation-setup-file-hint", what = what))
                    .desired_width(200.0),
            );
            if ui.button(tr!("simulation-setup-load")).clicked() && !path.trim().is_empty() {
                let path = path.trim().to_string();
                self.problem = None;
                if what == "map" {
                    let choice = crate::catalog::map_named(registry, &path);
                    match choice.loaded {
                        Ok(map) => {
                            setup.map = map;
                            setup.map_source = choice.source;
                            setup.map_name = path;
                        }
                        Err(problems) => self.problem = Some(problems.join("\n")),
                    }
                } else {
                    let choice = crate::catalog::card_set_named(registry, &path);
                    match choice.loaded {
                        Ok(cards) => {
                            setup.cards = cards;
                            setup.cards_source = choice.source;
                            setup.cards_name = path;
                        }
                        Err(problems) => self.problem = Some(problems.join("\n")),
                    }
                }
            }
        });
    }
}

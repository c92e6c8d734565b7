//! The menu's rows for Chicago Express, in the menu's own style (each row named once, on the left): the seats, 2–6,
//! each a person or a bot of a level the bots know; the rule options of `metro_chicago::Options`; the seed; the pace
//! of the bots' moves; and Start.

use egui::RichText;
use metro_chicago::{Banker, MAX_PLAYERS, MIN_PLAYERS};

use crate::chicago::{ChicagoStart, Level, SeatChoice};
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// The Chicago Express choices of the menu (kept while the app runs).
#[derive(Debug, Default)]
pub struct ChicagoMenu {
    /// What Start starts.
    pub start: ChicagoStart,
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
    /// The rows, inside the menu's grid.
    pub fn rows(&mut self, ui: &mut egui::Ui) {
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

    /// The Start button (and why a game cannot start, if it cannot).
    pub fn start_button(&self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let startable = self.start.seed_value().is_some();
        let button = egui::Button::new(RichText::new(tr!("chicago-menu-start")).size(20.0));
        if ui.add_enabled(startable, button).clicked() {
            commands.push(Command::Chicago(ChicagoCommand::Start(self.start.clone())));
        }
        if !startable {
            ui.colored_label(crate::ui::table::ERROR, tr!("chicago-menu-bad-seed"));
        }
    }
}

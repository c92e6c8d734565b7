//! The bar across the top of the game: Menu, Save, Undo (saying what it takes back), the animation's speed and
//! Skip; where the game stands (from what is shown, so it never runs ahead of the animation). The status line has a
//! place of its own below it ([`super::status`]).

use crate::locale::tr;
use egui::RichText;
use metro_play::game::phase_name;

use super::table::Table;
use crate::command::Command;

/// The header's own state (none yet: it reads everything from the table).
#[derive(Debug, Default)]
pub struct Header;

/// The Undo button's width, the same whatever it takes back.
const UNDO_WIDTH: f32 = 250.0;

/// The header's height: fixed, so that nothing below it moves.
pub const HEIGHT: f32 = 34.0;

impl Header {
    /// Draws the header.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        speed: &mut f32,
        saves: &std::path::Path,
        commands: &mut Vec<Command>,
    ) {
        ui.horizontal_centered(|ui| {
            if ui.button(tr!("header-menu")).clicked() {
                commands.push(Command::ToMenu);
            }
            if ui
                .button(tr!("header-save"))
                .on_hover_text(tr!("header-save.tooltip", folder = saves.display().to_string()))
                .clicked()
            {
                commands.push(Command::Save(saves.to_path_buf()));
            }
            let undo = t.session.undoable();
            // One width whatever it says, so that the buttons after it never move under the pointer; what it says
            // made smaller to fit, else without the column in brackets (the tooltip says it all).
            let height = ui.spacing().interact_size.y;
            let font = egui::TextStyle::Button.resolve(ui.style());
            let room = UNDO_WIDTH - 2.0 * ui.spacing().button_padding.x - 2.0;
            let (text, size) = undo_words(ui, undo, font.size, room);
            if super::text_width(ui, &text, egui::FontId::proportional(size)) > room {
                super::note_cut(ui.ctx(), &text);
            }
            let button = ui
                .add_enabled_ui(undo.is_some(), |ui| {
                    ui.add_sized(
                        egui::vec2(UNDO_WIDTH, height),
                        egui::Button::new(RichText::new(text).size(size)).truncate(),
                    )
                })
                .inner;
            let button = match undo {
                Some(words) => button.on_hover_text(tr!("header-undo.tooltip", action = words)),
                None => button.on_disabled_hover_text(tr!("header-undo-disabled")),
            };
            if button.clicked() {
                commands.push(Command::Undo);
            }
            ui.separator();
            ui.label(tr!("header-speed"));
            ui.add(
                egui::Slider::new(speed, crate::store::settings::SPEED)
                    .step_by(crate::store::settings::SPEED_STEP)
                    .show_value(false),
            )
            .on_hover_text(tr!("header-speed.tooltip"));
            let skip = ui.add_enabled(t.session.playing(), egui::Button::new(tr!("header-skip")));
            if skip.on_hover_text(tr!("header-skip.tooltip")).clicked() {
                commands.push(Command::Skip);
            }
            super::learn::header_buttons(ui, commands);
            ui.separator();
            let shown = &t.view.state;
            let rounds = t.session.rules().rounds();
            ui.label(RichText::new(tr!("header-round", round = shown.round, rounds = rounds)).strong());
            ui.label(phase_name(shown.phase));
            if t.session.playing() {
                ui.label(RichText::new(playing_words(t)).italics());
            } else if let Some((p, _)) = t.session.thinking() {
                let text = tr!("header-thinking", player = t.player_name(p));
                ui.label(RichText::new(text).color(t.colour(p)).strong())
                    .on_hover_text(t.session.pending_description());
                ui.spinner();
            } else if let Some(p) = t.session.to_move() {
                let text = tr!(
                    "header-to-move",
                    player = t.player_name(p),
                    pending = t.session.pending_description()
                );
                ui.label(RichText::new(text).color(t.colour(p)).strong());
                if !t.session.is_human(p) {
                    ui.spinner();
                }
            }
        });
    }
}

/// What the header says while events play: the trains run only in the train phase (it read "Action phase … trains
/// running" while an action's events played).
pub fn playing_words(t: &Table) -> String {
    if t.view.state.phase == metro_play::game::Phase::Trains {
        tr!("header-trains-running")
    } else {
        tr!("header-moves-shown")
    }
}

/// What Undo says, and its size: "Undo: takes Station ¥100/stop (Ginza / Marunouchi column)" made smaller to fit
/// `room` (down to four fifths), else without the part in brackets, else cut with "…".
fn undo_words(ui: &egui::Ui, undo: Option<&str>, size: f32, room: f32) -> (String, f32) {
    let Some(words) = undo else {
        return (tr!("header-undo"), size);
    };
    let mut text = tr!("header-undo-what", action = words);
    let mut fitted = super::fitted_size(ui, &text, size, room);
    if super::text_width(ui, &text, egui::FontId::proportional(fitted)) > room
        && let Some((short, _)) = words.split_once(" (")
    {
        text = tr!("header-undo-what", action = short);
        fitted = super::fitted_size(ui, &text, size, room);
    }
    (text, fitted)
}

/// A text cut to `n` characters with an ellipsis.
pub fn clip(text: &str, n: usize) -> String {
    if text.chars().count() <= n {
        return text.to_string();
    }
    let head: String = text.chars().take(n.saturating_sub(1)).collect();
    format!("{head}…")
}

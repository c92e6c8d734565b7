//! The replay's timeline: where the game stands (action, round, phase), a slider by action, jumps to the previous
//! and next round and phase, a step back and forth, play/pause at a chosen speed, whose eyes the game is seen
//! through, and "Play on from here". It returns the point asked for; the viewer seeks there.

use egui::RichText;
use metro_engine::narrate::phase_name;

use super::{ReplayCommand, ReplayScreen};
use crate::command::Command;
use crate::replay::Viewpoint;

/// The speeds offered, in actions per second.
const SPEEDS: [f32; 5] = [1.0, 2.0, 4.0, 10.0, 30.0];

/// Draws the timeline; returns the point (after how many actions) to show, if one was asked for.
pub fn ui(ui: &mut egui::Ui, screen: &mut ReplayScreen, commands: &mut Vec<Command>) -> Option<usize> {
    let mut go = None;
    let at = screen.replay.at();
    let len = screen.replay.len();
    let step = screen.replay.steps().get(at).copied();
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        if ui.button("Back").clicked() {
            commands.push(Command::Replay(ReplayCommand::Close));
        }
        ui.label(RichText::new(format!("Replay — {}", screen.title)).strong().size(16.0));
        ui.separator();
        let place = match step {
            Some(s) if s.phase == metro_engine::Phase::Ended => {
                format!("Action {at} of {len} · {}", phase_name(s.phase))
            }
            Some(s) => format!("Action {at} of {len} · Round {} · {}", s.round, phase_name(s.phase)),
            None => format!("Action {at} of {len}"),
        };
        ui.label(place);
        ui.separator();
        ui.label("Seen by");
        let names: Vec<(Viewpoint, String)> = screen
            .replay
            .viewpoints()
            .into_iter()
            .map(|v| {
                let name = match v {
                    Viewpoint::All => "Everyone (all-seeing)".to_string(),
                    Viewpoint::Player(p) => screen.shown().narrator().player(p),
                };
                (v, name)
            })
            .collect();
        let current = names
            .iter()
            .find(|(v, _)| *v == screen.viewpoint)
            .map_or_else(String::new, |(_, n)| n.clone());
        egui::ComboBox::from_id_salt("replay-viewpoint")
            .selected_text(current)
            .show_ui(ui, |ui| {
                for (v, name) in &names {
                    ui.selectable_value(&mut screen.viewpoint, *v, name);
                }
            })
            .response
            .on_hover_text(
                "A finished game hides nothing: see it all, or as one player saw it. A game still being played \
                 shows only what its people saw.",
            );
        ui.separator();
        if ui
            .button("Play on from here")
            .on_hover_text("Start a new game from this point, saved as a new file (the record stays as it is).")
            .clicked()
        {
            commands.push(Command::Replay(ReplayCommand::PlayOn));
        }
    });
    let replay = &screen.replay;
    ui.horizontal(|ui| {
        let rounds = replay.round_starts();
        let previous_round = rounds.iter().map(|&(_, n)| n).rfind(|&n| n < at);
        let next_round = rounds.iter().map(|&(_, n)| n).find(|&n| n > at);
        let mut jump = |ui: &mut egui::Ui, text: &str, to: Option<usize>| {
            if ui.add_enabled(to.is_some(), egui::Button::new(text)).clicked() {
                go = to;
            }
        };
        jump(ui, "Previous round", previous_round);
        jump(ui, "Previous phase", replay.previous_phase());
        jump(ui, "Step back", at.checked_sub(1));
        let play = if screen.playing { "Pause" } else { "Play" };
        if ui
            .add_enabled(at < len || screen.playing, egui::Button::new(play))
            .clicked()
        {
            screen.playing = !screen.playing;
        }
        jump(ui, "Step forward", (at < len).then_some(at + 1));
        jump(ui, "Next phase", replay.next_phase());
        jump(ui, "Next round", next_round);
        egui::ComboBox::from_id_salt("replay-speed")
            .width(70.0)
            .selected_text(format!("{}/s", screen.speed))
            .show_ui(ui, |ui| {
                for s in SPEEDS {
                    ui.selectable_value(&mut screen.speed, s, format!("{s} actions/s"));
                }
            });
        let mut value = at;
        ui.spacing_mut().slider_width = (ui.available_width() - 20.0).max(120.0);
        let slider = ui.add(egui::Slider::new(&mut value, 0..=len).show_value(false));
        slider.widget_info(|| egui::WidgetInfo::slider(true, value as f64, "Timeline"));
        if value != at {
            go = Some(value);
        }
    });
    ui.add_space(2.0);
    go
}

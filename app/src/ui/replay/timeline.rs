//! The replay's timeline: where the game stands (action, round, phase), a slider by action, jumps to the previous
//! and next round and phase, a step back and forth, play/pause at a chosen speed, whose eyes the game is seen
//! through, and "Play on from here". It returns the point asked for; the viewer seeks there.

use egui::RichText;
use metro_play::game::phase_name;

use super::{ReplayCommand, ReplayScreen};
use crate::command::Command;
use crate::locale::tr;
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
        if ui.button(tr!("replay-back")).clicked() {
            commands.push(Command::Replay(ReplayCommand::Close));
        }
        ui.label(
            RichText::new(tr!("replay-title", title = screen.title.as_str()))
                .strong()
                .size(16.0),
        );
        ui.separator();
        let place = match step {
            Some(s) if s.phase == metro_play::game::Phase::Ended => tr!(
                "replay-place-ended",
                at = at,
                len = len,
                phase = phase_name(s.phase)
            ),
            Some(s) => tr!(
                "replay-place",
                at = at,
                len = len,
                round = s.round,
                phase = phase_name(s.phase)
            ),
            None => tr!("replay-place-action", at = at, len = len),
        };
        ui.label(place);
        ui.separator();
        ui.label(tr!("replay-seen-by"));
        let names: Vec<(Viewpoint, String)> = screen
            .replay
            .viewpoints()
            .into_iter()
            .map(|v| {
                let name = match v {
                    Viewpoint::All => tr!("replay-everyone"),
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
            .on_hover_text(tr!("replay-seen-by.tooltip"));
        ui.separator();
        if ui
            .button(tr!("replay-play-on"))
            .on_hover_text(tr!("replay-play-on.tooltip"))
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
        let mut jump = |ui: &mut egui::Ui, text: String, to: Option<usize>| {
            if ui.add_enabled(to.is_some(), egui::Button::new(text)).clicked() {
                go = to;
            }
        };
        jump(ui, tr!("replay-previous-round"), previous_round);
        jump(ui, tr!("replay-previous-phase"), replay.previous_phase());
        jump(ui, tr!("replay-step-back"), at.checked_sub(1));
        let play = if screen.playing {
            tr!("replay-pause")
        } else {
            tr!("replay-play")
        };
        if ui
            .add_enabled(at < len || screen.playing, egui::Button::new(play))
            .clicked()
        {
            screen.playing = !screen.playing;
        }
        jump(ui, tr!("replay-step-forward"), (at < len).then_some(at + 1));
        jump(ui, tr!("replay-next-phase"), replay.next_phase());
        jump(ui, tr!("replay-next-round"), next_round);
        egui::ComboBox::from_id_salt("replay-speed")
            .width(70.0)
            .selected_text(format!("{}/s", screen.speed))
            .show_ui(ui, |ui| {
                for s in SPEEDS {
                    ui.selectable_value(&mut screen.speed, s, tr!("replay-speed", speed = s.to_string()));
                }
            });
        let mut value = at;
        ui.spacing_mut().slider_width = (ui.available_width() - 20.0).max(120.0);
        let slider = ui.add(egui::Slider::new(&mut value, 0..=len).show_value(false));
        slider.widget_info(|| egui::WidgetInfo::slider(true, value as f64, tr!("replay-timeline")));
        if value != at {
            go = Some(value);
        }
    });
    ui.add_space(2.0);
    go
}

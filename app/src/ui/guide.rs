//! The first-game guide: an optional guided first round. It is offered when a first game starts (or switched on
//! again from the menu), and walks through round 1 as it happens — the bids, placing the meeple, the action cards,
//! the revenue track, the players, the train phase — each step in a small window with the part of the screen it
//! talks about outlined. It follows the game (the phase shown), never drives it; "Stop the guide" dismisses it at
//! any time, and once stopped or finished it stays off (the `guide_done` setting). The words are in
//! `crates/play/help/guide.md`, one `##` section per step.

use crate::locale::tr;
use egui::{Color32, Rect, RichText, Stroke, vec2};
use metro_play::game::Phase;

use super::table::Table;
use crate::command::Command;
use crate::command::LearnCommand;

/// Where the game screen's panels were drawn this frame, for the guide's outlines.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Areas {
    /// The bar across the top.
    pub header: Option<Rect>,
    /// The revenue track.
    pub track: Option<Rect>,
    /// The prompt and its buttons.
    pub prompt: Option<Rect>,
    /// The card tray.
    pub cards: Option<Rect>,
    /// The players.
    pub players: Option<Rect>,
    /// The board.
    pub board: Option<Rect>,
    /// The log's lines.
    pub log: Option<Rect>,
}

/// One step of the guide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Its key, e.g. `bid`.
    pub key: String,
    /// Its title.
    pub title: String,
    /// Its text.
    pub text: String,
}

/// The steps, in order: one per `## key | title` heading of the guide's text in the current language.
pub fn steps() -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    for line in crate::help::guide_text().lines() {
        if let Some(head) = line.strip_prefix("## ") {
            let (key, title) = head.split_once('|').unwrap_or((head, head));
            steps.push(Step {
                key: key.trim().to_string(),
                title: title.trim().to_string(),
                text: String::new(),
            });
        } else if let Some(step) = steps.last_mut() {
            let line = line.trim();
            if !line.is_empty() {
                if !step.text.is_empty() {
                    step.text.push(' ');
                }
                step.text.push_str(line);
            }
        }
    }
    steps
}

/// The step the game shown has reached: its key (the later steps of a phase follow with "Next").
fn reached(round: u8, phase: Phase) -> &'static str {
    match phase {
        _ if round >= 2 => "done",
        Phase::Ended => "done",
        Phase::TurnOrder => "bid",
        Phase::Movement => "place",
        Phase::Actions => "cards",
        Phase::Trains => "trains",
    }
}

/// The part of the screen a step is about.
fn area_of(areas: &Areas, key: &str) -> Option<Rect> {
    match key {
        "welcome" => areas.header,
        "bid" => areas.prompt,
        "place" | "trains" => areas.board,
        "cards" => areas.cards,
        "track" => areas.track,
        "players" => areas.players,
        _ => None,
    }
}

/// The outline's width.
const OUTLINE: f32 = 3.0;

/// The band the outline of `area` covers: between its outer and its inner rectangle. Around the area, never in it: the
/// prompt's text starts at its edge, and the outline was drawn through it.
pub fn outline_band(area: Rect) -> (Rect, Rect) {
    let inner = area.expand(2.0);
    (inner.expand(OUTLINE), inner)
}

/// The guide's state.
#[derive(Debug)]
pub struct GuidePanel {
    /// Whether the guide runs in this game.
    pub active: bool,
    steps: Vec<Step>,
    /// The step shown.
    current: usize,
    /// The step the reader said "Got it" to: the window hides until the game reaches a later step.
    hidden: Option<usize>,
}

impl Default for GuidePanel {
    fn default() -> Self {
        GuidePanel {
            active: false,
            steps: steps(),
            current: 0,
            hidden: None,
        }
    }
}

impl GuidePanel {
    /// Starts the guide at its first step.
    pub fn start(&mut self) {
        self.active = true;
        self.current = 0;
        self.hidden = None;
    }

    /// The step shown, if the guide runs and its window is not hidden.
    pub fn step(&self) -> Option<&Step> {
        (self.active && self.hidden != Some(self.current))
            .then(|| self.steps.get(self.current))
            .flatten()
    }

    fn index(&self, key: &str) -> usize {
        self.steps.iter().position(|s| s.key == key).unwrap_or(0)
    }

    /// Follows the game: moves on to the step its phase has reached.
    pub fn follow(&mut self, round: u8, phase: Phase) {
        let at = self.index(reached(round, phase));
        // The welcome stays up through the bids, until the reader moves on or the game does.
        let welcome_kept = self.current == 0 && at <= self.index("bid");
        if at > self.current && !welcome_kept {
            self.current = at;
            self.hidden = None;
        }
    }

    /// Whether "Next" may show the following step now (it belongs to the phase shown, not to a later one).
    fn next_open(&self, round: u8, phase: Phase) -> bool {
        let Some(next) = self.steps.get(self.current + 1) else {
            return false;
        };
        let at = self.index(reached(round, phase));
        let gate = match next.key.as_str() {
            "track" | "players" => self.index("cards"),
            _ => self.current + 1,
        };
        gate <= at
    }

    /// Applies a reader's answer.
    pub fn answer(&mut self, command: &LearnCommand) {
        match command {
            LearnCommand::GuideNext => {
                self.current = (self.current + 1).min(self.steps.len().saturating_sub(1));
                self.hidden = None;
            }
            LearnCommand::GuideHide => self.hidden = Some(self.current),
            LearnCommand::GuideStop => self.active = false,
            _ => {}
        }
    }

    /// Draws the step's window and outlines the part of the screen it is about.
    pub fn ui(&mut self, ctx: &egui::Context, t: &Table, areas: &Areas, commands: &mut Vec<Command>) {
        if !self.active {
            return;
        }
        let shown = &t.view.state;
        self.follow(shown.round, shown.phase);
        let Some(step) = self.step().cloned() else {
            return;
        };
        let last = self.current + 1 == self.steps.len();
        if let Some(rect) = area_of(areas, &step.key) {
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::unique("metro-guide-outline"),
            ));
            let pulse = (t.now * 3.0).sin() as f32 * 0.5 + 0.5;
            let colour = Color32::from_rgb(255, 150, 20).gamma_multiply(0.6 + 0.4 * pulse);
            let (outer, _) = outline_band(rect);
            // Kept on screen (the header's and the tray's areas touch the window's edges).
            let outer = outer.intersect(ctx.content_rect());
            painter.rect_stroke(outer, 6.0, Stroke::new(OUTLINE, colour), egui::StrokeKind::Inside);
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
        let learn = |c: LearnCommand| Command::Learn(c);
        let window = egui::Window::new(tr!("learn-guide-title", step = step.title.as_str()))
            .id(egui::Id::unique("metro-first-game-guide"))
            .collapsible(false)
            .resizable(false)
            .fixed_size(vec2(340.0, 0.0));
        // In the board's corner; without a board (the hot seat's hand-over screen, whose words stand in the middle)
        // in the window's bottom-left corner, clear of them.
        let window = match areas.board {
            Some(board) => window.fixed_pos(board.left_top() + vec2(12.0, 12.0)),
            None => window.anchor(egui::Align2::LEFT_BOTTOM, vec2(12.0, -12.0)),
        };
        window.show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            ui.label(RichText::new(&step.text).size(13.0));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if last {
                    if ui.button(tr!("learn-guide-finish")).clicked() {
                        commands.push(learn(LearnCommand::GuideStop));
                    }
                } else if self.next_open(shown.round, shown.phase) {
                    if ui.button(tr!("learn-guide-next")).clicked() {
                        commands.push(learn(LearnCommand::GuideNext));
                    }
                } else if ui.button(tr!("learn-guide-got-it")).clicked() {
                    commands.push(learn(LearnCommand::GuideHide));
                }
                if !last && ui.button(tr!("learn-guide-stop")).clicked() {
                    commands.push(learn(LearnCommand::GuideStop));
                }
                ui.label(RichText::new(format!("{} / {}", self.current + 1, self.steps.len())).weak());
            });
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guide_has_its_steps_in_order() {
        let keys: Vec<String> = steps().into_iter().map(|s| s.key).collect();
        assert_eq!(
            keys,
            [
                "welcome", "bid", "place", "cards", "track", "players", "trains", "done"
            ]
        );
        assert!(steps().iter().all(|s| s.text.len() > 100));
    }

    #[test]
    fn the_guide_follows_the_phases_and_never_goes_back() {
        let mut g = GuidePanel::default();
        g.start();
        assert_eq!(g.step().map(|s| s.key.as_str()), Some("welcome"));
        g.follow(1, Phase::TurnOrder);
        assert_eq!(g.step().map(|s| s.key.as_str()), Some("welcome"));
        assert!(g.next_open(1, Phase::TurnOrder));
        g.answer(&LearnCommand::GuideNext);
        assert_eq!(g.step().map(|s| s.key.as_str()), Some("bid"));
        g.follow(1, Phase::Movement);
        assert_eq!(g.step().map(|s| s.key.as_str()), Some("place"));
        g.follow(1, Phase::TurnOrder);
        assert_eq!(g.step().map(|s| s.key.as_str()), Some("place"));
        assert!(!g.next_open(1, Phase::Movement));
        g.follow(1, Phase::Actions);
        assert!(g.next_open(1, Phase::Actions));
        g.answer(&LearnCommand::GuideNext);
        assert_eq!(g.step().map(|s| s.key.as_str()), Some("track"));
        g.answer(&LearnCommand::GuideHide);
        assert!(g.step().is_none());
        g.follow(2, Phase::TurnOrder);
        assert_eq!(g.step().map(|s| s.key.as_str()), Some("done"));
    }
}

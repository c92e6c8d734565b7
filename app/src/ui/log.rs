//! The log: every fact of the game once, in the order it was shown (lines of the animation appear as it plays),
//! newest at the bottom, under a heading for each round and phase; filtered to one player's lines if asked. A line
//! clicked names what it points at on the board (its spaces, stations and lines), for the board to outline and the
//! replay's timeline to move to. Scrolled up, it stops following the newest lines and a button over its bottom says
//! that newer lines wait below; clicked, it scrolls down and follows again.

use crate::locale::tr;
use egui::RichText;
use metro_play::game::phase_name;
use metro_play::game::{Action, Event, PlayerId};

use super::table::Table;
use crate::highlight::Highlight;
use crate::session::LogLine;

/// The log panel's own state.
#[derive(Debug, Default)]
pub struct LogPanel {
    /// Only the lines of this player (their decisions and what happened to them), or everyone's.
    pub filter: Option<PlayerId>,
    /// The line clicked last: its index in the log.
    pub selected: Option<usize>,
    /// Where the lines were shown last frame.
    pub lines_rect: Option<egui::Rect>,
    /// Scroll down to the newest line in the next frame (and follow again).
    jump: bool,
}

/// A line clicked: the decision that caused it and what it points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogClick {
    /// Its index in the log.
    pub line: usize,
    /// The decision that caused it (0 = the first of the game).
    pub decision: usize,
    /// The spaces, stations and lines it names (empty when a line is clicked again to let go of it).
    pub highlight: Highlight,
}

/// How many lines the log shows at most (the save keeps everything).
const SHOWN: usize = 600;

/// The player a line is about: the one an event names, else the one whose decision caused it.
pub fn line_player(line: &LogLine) -> Option<PlayerId> {
    // A decision's own sentence has no event: it is its actor's.
    let Some(event) = line.event.as_ref() else {
        return line.actor;
    };
    let named = match event {
        Event::Cash { player, .. }
        | Event::MeepleMoved { player, .. }
        | Event::ActionTaken { player, .. }
        | Event::Passed(player)
        | Event::StationBuilt { player, .. }
        | Event::ShareTaken { player, .. }
        | Event::ShareSold { player, .. }
        | Event::Speculated { player, .. }
        | Event::SpeedTaken { player, .. }
        | Event::SpeedAssigned { player, .. }
        | Event::TokenReturned(player)
        | Event::Bike { player, .. }
        | Event::Loan { player, .. }
        | Event::Boarded { player, .. }
        | Event::Alighted { player, .. }
        | Event::BidMade(player) => Some(*player),
        Event::StationPayout { owner, .. } => Some(*owner),
        Event::Payout(p) => Some(p.player),
        _ => None,
    };
    named.or(line.actor)
}

impl LogPanel {
    /// Draws the game's log as it stands; returns the line clicked, if one was.
    pub fn ui(&mut self, ui: &mut egui::Ui, t: &Table) -> Option<LogClick> {
        self.lines_ui(ui, t, t.session.log(), t.session.actions(), true)
    }

    /// Draws `log` (whose decisions are `actions`), newest at the bottom; with `follow`, scrolled to the newest.
    pub fn lines_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        log: &[LogLine],
        actions: &[Action],
        follow: bool,
    ) -> Option<LogClick> {
        let mut clicked = None;
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr!("log-title")).strong());
            let shown = match self.filter {
                None => tr!("log-everyone"),
                Some(p) => t.player_name(p),
            };
            let filter = egui::ComboBox::from_id_salt("log-filter")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.filter, None, tr!("log-everyone"));
                    for i in 0..t.session.player_count() {
                        let p = PlayerId(i as u8);
                        ui.selectable_value(&mut self.filter, Some(p), t.player_name(p));
                    }
                });
            filter
                .response
                .on_hover_text(tr!("log-filter.tooltip"))
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, tr!("log-filter")));
        });
        let filter = self.filter;
        let kept: Vec<usize> = (0..log.len())
            .filter(|&i| filter.is_none() || line_player(&log[i]) == filter)
            .collect();
        let start = kept.len().saturating_sub(SHOWN);
        let shown = egui::ScrollArea::vertical()
            .id_salt("log-lines")
            .stick_to_bottom(follow)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.spacing_mut().item_spacing.y = 2.0;
                let mut heading = None;
                for &i in &kept[start..] {
                    let line = &log[i];
                    if heading != Some((line.round, line.phase)) {
                        heading = Some((line.round, line.phase));
                        ui.add_space(4.0);
                        let words = match line.phase {
                            metro_play::game::Phase::Ended => phase_name(line.phase).to_string(),
                            phase => tr!("log-round-phase", round = line.round, phase = phase_name(phase)),
                        };
                        ui.label(RichText::new(words).strong().size(12.5));
                    }
                    let selected = self.selected == Some(i);
                    let text = RichText::new(&line.text).size(12.0);
                    let response = ui.selectable_label(selected, text);
                    if response.clicked() {
                        self.selected = (!selected).then_some(i);
                        let highlight = if selected {
                            Highlight::default()
                        } else {
                            match (&line.event, actions.get(line.decision)) {
                                (Some(event), _) => Highlight::of_event(event),
                                (None, Some(action)) if line.actor.is_some() => t.session.highlight(action),
                                _ => Highlight::default(),
                            }
                        };
                        clicked = Some(LogClick {
                            line: i,
                            decision: line.decision,
                            highlight,
                        });
                    }
                }
                if std::mem::take(&mut self.jump) {
                    ui.scroll_to_cursor(Some(egui::Align::BOTTOM));
                }
            });
        self.lines_rect = Some(shown.inner_rect);
        if follow
            && super::more_below(&shown)
            && super::below_button(ui, shown.inner_rect, &tr!("log-newer-below"))
        {
            self.jump = true;
        }
        clicked
    }
}

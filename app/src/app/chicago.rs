//! Chicago Express in the app's frame: before drawing, the log in the current language and the bots' moves; after
//! drawing, the Chicago commands the menu and the screen pushed.

use std::time::Duration;

use super::{GUARD, MetroApp, Screen};
use crate::chicago::ChicagoPlay;
use crate::command::ChicagoCommand;
use crate::status::StatusKind;

impl MetroApp {
    /// Before drawing the Chicago Express screen: the log in the language shown and the bots' moves (at once within
    /// a part of the frame, or one at a time after the chosen delay; a bot thinks on its own thread meanwhile).
    pub(super) fn advance_chicago(&mut self, ctx: &egui::Context) {
        let Some(play) = self.chicago.as_mut() else {
            return;
        };
        if play.advance(Duration::from_millis(40)) {
            ctx.request_repaint_after(Duration::from_millis(30));
        }
    }

    /// Notes when the Chicago Express prompt changes, for the misclick guard.
    pub(super) fn watch_chicago_prompt(&mut self) {
        let key = self
            .chicago
            .as_ref()
            .map(|p| (p.table.position(), p.table.human_to_move()));
        if key != self.chicago_guard.0 {
            self.chicago_guard = (key, self.now);
        }
    }

    /// Applies a Chicago Express command.
    pub(super) fn chicago_command(&mut self, command: ChicagoCommand) {
        match command {
            ChicagoCommand::Start(start) => match ChicagoPlay::start(&start) {
                Ok(play) => {
                    self.chicago = Some(play);
                    self.chicago_screen.reset();
                    self.screen = Screen::Chicago;
                }
                Err(e) => self.state.report(StatusKind::Problem(e.to_string())),
            },
            ChicagoCommand::Play(action) => {
                if self.now - self.chicago_guard.1 < GUARD {
                    // The prompt just changed: this click was meant for the previous one.
                    return;
                }
                if let Some(play) = self.chicago.as_mut()
                    && let Err(e) = play.play(action)
                {
                    self.state.report(StatusKind::Problem(e.to_string()));
                }
            }
            ChicagoCommand::Undo => {
                if let Some(play) = self.chicago.as_mut()
                    && let Err(e) = play.table.undo()
                {
                    self.state.report(StatusKind::Problem(e.to_string()));
                }
            }
            ChicagoCommand::Rules(key) => self.chicago_screen.help.open_at(key),
            ChicagoCommand::ToMenu => {
                self.menu.game = crate::ui::menu::GameChoice::ChicagoExpress;
                self.screen = Screen::Menu;
            }
            ChicagoCommand::BackToGame => {
                if self.chicago.is_some() {
                    self.screen = Screen::Chicago;
                }
            }
        }
    }

    /// The game of Chicago Express in play, if any.
    pub fn chicago(&self) -> Option<&ChicagoPlay> {
        self.chicago.as_ref()
    }

    /// The game of Chicago Express in play, to change (tests).
    pub fn chicago_mut(&mut self) -> Option<&mut ChicagoPlay> {
        self.chicago.as_mut()
    }

    /// The Chicago Express screen's panels (tests).
    pub fn chicago_screen(&self) -> &crate::ui::chicago::ChicagoScreen {
        &self.chicago_screen
    }

    /// The menu's panel.
    pub fn menu(&self) -> &crate::ui::menu::MenuPanel {
        &self.menu
    }

    /// The menu's panel (tests choose the game in it).
    pub fn menu_mut(&mut self) -> &mut crate::ui::menu::MenuPanel {
        &mut self.menu
    }
}

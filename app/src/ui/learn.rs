//! Learning the game while playing it: the rules help ([`super::help`]), the first-game guide ([`super::guide`])
//! and "What can I do?" ([`super::moves`]) in one place, drawn over whichever screen is up, with their commands —
//! so that the app and the other panels need only push a [`LearnCommand`] and call [`Learn::ui`] once a frame.

use crate::locale::tr;
use metro_play::game::Registry;

use super::guide::{Areas, GuidePanel};
use super::help::HelpPanel;
use super::moves::MovesPanel;
use super::table::Table;
use crate::app_state::AppState;
use crate::command::Command;
pub use crate::command::LearnCommand;
use crate::help::RulesBook;
use crate::preview::Previews;

/// The rules help, the guide and "What can I do?".
#[derive(Debug, Default)]
pub struct Learn {
    /// The rules help.
    pub help: HelpPanel,
    /// The first-game guide.
    pub guide: GuidePanel,
    /// "What can I do?".
    pub moves: MovesPanel,
    /// The sections, built from the registry once.
    book: Option<RulesBook>,
}

impl Learn {
    /// The rules book of every registered module (built on first use).
    pub fn book(&mut self, registry: &Registry) -> &RulesBook {
        book_in_language(&mut self.book, registry)
    }

    /// A game was started from the menu: the guide runs if it was not done yet.
    pub fn game_started(&mut self, state: &AppState) {
        if !state.settings.guide_done {
            self.guide.start();
        } else {
            self.guide.active = false;
        }
        self.moves.open = false;
    }

    /// A game was loaded or resumed: no guide (it is for a first round as it is played).
    pub fn game_entered(&mut self) {
        self.guide.active = false;
        self.moves.open = false;
    }

    /// Draws the windows over the screen; F1 opens the rules (at the section of the refusal on screen, if any).
    /// `game`: the game screen's areas, when a game is shown, and its session (a local game, or a seat at an online
    /// table).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        state: &AppState,
        game: Option<(&Areas, &mut Previews, f64, bool)>,
        session: Option<&dyn metro_play::session::GameSession>,
        commands: &mut Vec<Command>,
    ) {
        let ctx = ui.ctx().clone();
        let refused = super::why_not::take_remembered(&ctx);
        if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::F1)) {
            let command = match refused {
                Some(rule) => LearnCommand::OpenRulesFor(rule),
                None => LearnCommand::OpenRules(None),
            };
            commands.push(Command::Learn(command));
        }
        if let Some((areas, previews, now, handing_over)) = game
            && let Some(session) = session
        {
            let colours = super::table::seat_colours(&state.settings, session.seats().len());
            let t = Table::new(session, colours, now);
            // While the screen waits to be handed over, "What can I do?" lists nothing to click (issue 27, item 1).
            let t = if handing_over { t.before_hand_over() } else { t };
            self.guide.ui(&ctx, &t, areas, commands);
            self.moves.ui(&ctx, &t, previews, commands);
        }
        let book = book_in_language(&mut self.book, &state.catalog.registry);
        self.help.ui(&ctx, book);
    }

    /// Applies a learning command; true when the settings changed (to be stored).
    pub fn run(&mut self, command: LearnCommand, state: &mut AppState) -> bool {
        match command {
            LearnCommand::OpenRules(key) => {
                let book = book_in_language(&mut self.book, &state.catalog.registry);
                self.help.open_at(book, key.as_deref());
            }
            LearnCommand::OpenRulesFor(rule) => {
                let book = book_in_language(&mut self.book, &state.catalog.registry);
                let key = book.for_rule(&rule).map(|s| s.key.clone());
                self.help.open_at(book, key.as_deref());
            }
            LearnCommand::ToggleMoves => self.moves.open = !self.moves.open,
            LearnCommand::GuideStop => {
                self.guide.answer(&LearnCommand::GuideStop);
                state.settings.guide_done = true;
                return true;
            }
            LearnCommand::GuideOffered(on) => {
                state.settings.guide_done = !on;
                return true;
            }
            other => self.guide.answer(&other),
        }
        false
    }
}

/// The menu's row: the rules, and whether the next game starts with the first-game guide.
pub fn menu_row(ui: &mut egui::Ui, guide_done: bool, commands: &mut Vec<Command>) {
    if ui
        .button(tr!("learn-rules"))
        .on_hover_text(tr!("learn-rules-menu.tooltip"))
        .clicked()
    {
        commands.push(Command::Learn(LearnCommand::OpenRules(None)));
    }
    let mut offered = !guide_done;
    if ui
        .checkbox(&mut offered, tr!("learn-first-game-guide"))
        .on_hover_text(tr!("learn-first-game-guide.tooltip"))
        .changed()
    {
        commands.push(Command::Learn(LearnCommand::GuideOffered(offered)));
    }
}

/// The game header's buttons: the rules and "What can I do?".
pub fn header_buttons(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    if ui
        .button(tr!("learn-rules"))
        .on_hover_text(tr!("learn-rules.tooltip"))
        .clicked()
    {
        commands.push(Command::Learn(LearnCommand::OpenRules(None)));
    }
    if ui
        .button(tr!("learn-what-can-i-do"))
        .on_hover_text(tr!("learn-what-can-i-do.tooltip"))
        .clicked()
    {
        commands.push(Command::Learn(LearnCommand::ToggleMoves));
    }
}

/// The rules book in the language shown now: built on first use, and again when the language has changed since.
fn book_in_language<'a>(book: &'a mut Option<RulesBook>, registry: &Registry) -> &'a RulesBook {
    if book
        .as_ref()
        .is_some_and(|b| b.language() != metro_lang::language())
    {
        *book = None;
    }
    book.get_or_insert_with(|| RulesBook::new(registry))
}

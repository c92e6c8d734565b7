//! After the frame: applies the commands the panels pushed, one at a time — a decision only if the prompt has been
//! on screen for a moment (the misclick guard).

use crate::locale::tr;

use super::{GUARD, MetroApp, Screen};
use crate::command::Command;
use crate::status::StatusKind;
use crate::store::Next;
use crate::ui::replay::ReplayCommand;
use crate::ui::simulation::SimulationSetup;

impl MetroApp {
    /// Applies one command.
    pub fn run(&mut self, command: Command) {
        if self.screen == Screen::Online
            && (self.online.remote.is_some() || self.online.chicago.is_some())
            && self.online_game_command(&command)
        {
            return;
        }
        let command_is_close = command == Command::CloseEditor;
        match command {
            Command::Apply(action) => {
                if self.now - self.guard.since < GUARD {
                    // The prompt just changed: this click was meant for the previous one.
                    return;
                }
                let animate = self.state.settings.speed > 0.0;
                if let Some(session) = self.state.session.as_mut() {
                    if session.bot_to_move().is_some() {
                        // A bot's turn (it may be thinking): a click never decides for it.
                        return;
                    }
                    match session.apply(action, animate) {
                        Err(e) => self.state.report(StatusKind::NotAllowed { reason: e }),
                        Ok(()) => {
                            // A refusal is answered by a move allowed; what else went wrong stays until dismissed.
                            if self
                                .state
                                .status
                                .as_ref()
                                .is_some_and(|s| matches!(s.kind, StatusKind::NotAllowed { .. }))
                            {
                                self.state.dismiss_status();
                            }
                        }
                    }
                    self.timer = 0.3 / self.state.settings.speed.max(0.5);
                }
            }
            Command::NewGame => {
                self.new_game = true;
                self.request(Next::Start);
            }
            Command::Resume => self.request(Next::Resume),
            Command::Save(folder) => self.state.save_named(&folder),
            Command::Load(path) => {
                if !self.open_chicago_save(&path, false) {
                    self.request(Next::Load(path));
                }
            }
            Command::Store(command) => {
                if self.state.store_command(command) {
                    self.enter_game();
                }
            }
            Command::Undo => {
                if let Some(session) = self.state.session.as_mut()
                    && let Err(e) = session.undo()
                {
                    self.state.report(StatusKind::Problem(e));
                }
            }
            Command::DismissStatus => self.state.dismiss_status(),
            Command::Chicago(command) => self.chicago_command(command),
            Command::Online(command) => self.online_command(command),
            Command::ToMenu => {
                self.screen = Screen::Menu;
                self.state.store_settings();
            }
            Command::BackToGame => {
                if self.state.session.is_some() {
                    self.screen = Screen::Game;
                }
            }
            Command::Skip => {
                if let Some(session) = self.state.session.as_mut() {
                    let shown = session.skip();
                    let colours = crate::ui::table::colours(&self.state);
                    if let Some(session) = self.state.session.as_ref() {
                        let t = crate::ui::table::Table::new(session, colours, self.now);
                        self.game.board.show_events(&t, &shown);
                    }
                }
            }
            Command::HandOver(player) => self.game.handed_to = Some(player),
            Command::AddMapFile(path) => {
                let i = self.state.catalog.add_map_file(&path);
                self.state.settings.map = self.state.catalog.maps[i].key.clone();
                if !self.state.settings.map_files.contains(&path) {
                    self.state.settings.map_files.push(path);
                }
                self.state.store_settings();
            }
            Command::AddCardFile(path) => {
                let i = self.state.catalog.add_card_file(&path);
                self.state.settings.cards = self.state.catalog.cards[i].key.clone();
                if !self.state.settings.card_files.contains(&path) {
                    self.state.settings.card_files.push(path);
                }
                self.state.store_settings();
            }
            Command::OpenEditor(open) => match self.editor.request(open, &self.state) {
                Ok(true) => self.screen = Screen::Editor,
                Ok(false) => {} // asking first: an unsaved draft would be replaced
                Err(e) => self.state.report(StatusKind::Problem(e)),
            },
            Command::ReplaceDraft(open) => match self.editor.replace_draft(open, &self.state) {
                Ok(()) => self.screen = Screen::Editor,
                Err(e) => self.state.report(StatusKind::Problem(e)),
            },
            Command::CloseEditor if self.editor.is_dirty() => self.editor.asking_to_leave = true,
            Command::CloseEditor | Command::LeaveEditor => {
                let forget = command_is_close;
                self.editor.close(&self.state.paths, forget);
                self.screen = Screen::Menu;
            }
            Command::ShowBoardAtEnd(show) => self.game.show_board_at_end = show,
            Command::Replay(command) => self.replay_command(command),
            Command::Learn(command) => {
                if self.learn.run(command, &mut self.state) {
                    self.state.store_settings();
                }
            }
            Command::TestDraft => match self.draft_setup() {
                Ok(mut setup) => {
                    setup.back_to_editor = true;
                    self.open_simulation(setup);
                }
                Err(problem) => self.state.report(StatusKind::Problem(problem)),
            },
            Command::BackToEditor => {
                if self.editor.editor.is_some() {
                    self.screen = Screen::Editor;
                }
            }
            Command::ShowFinding { open, file, locus } => match open {
                // Opened as the menu opens it (asking first over an unsaved draft), the element selected once open.
                Some(open) => {
                    self.editor.select_on_open = Some((file, locus));
                    match self.editor.request(open, &self.state) {
                        Ok(true) => self.screen = Screen::Editor,
                        Ok(false) => {}
                        Err(e) => {
                            self.editor.select_on_open = None;
                            self.state.report(StatusKind::Problem(e));
                        }
                    }
                }
                None if self.editor.editor.is_some() => {
                    self.editor.select(file, &locus);
                    self.screen = Screen::Editor;
                }
                None => {}
            },
            Command::OpenSimulation => match SimulationSetup::from_menu(&self.state) {
                Ok(setup) => self.open_simulation(setup),
                Err(problem) => self.state.report(StatusKind::Problem(problem)),
            },
            Command::SetLanguage(language) => {
                metro_lang::set_language(language);
                self.state.settings.language = Some(language);
                self.state.store_settings();
                if let Some(session) = self.state.session.as_mut() {
                    session.retell();
                }
            }
            Command::SetPlan(player, plan) => match plan {
                Some(plan) => {
                    self.game.plans.insert(player, plan);
                    self.timer = 0.0;
                }
                None => {
                    self.game.plans.remove(&player);
                }
            },
        }
        self.state.after_move();
    }

    /// Shows the test-by-simulation screen for `setup` (the map and card-set editors open it with their own).
    /// A simulation setup of the editor's draft: the draft map with the menu's cards, variant and seats, or the draft
    /// card set on the menu's map; or why the draft cannot be tested.
    fn draft_setup(&self) -> Result<SimulationSetup, String> {
        let mut setup = SimulationSetup::from_menu(&self.state)?;
        match &self.editor.editor {
            Some(crate::ui::editor::Editor::Map(editor)) => {
                let (map, text) = editor
                    .valid_map()
                    .ok_or_else(|| tr!("status-draft-map-problems"))?;
                setup.map_name = tr!("status-draft-name", name = map.name());
                setup.map_source = metro_save::DataSource::embedded(&setup.map_name, text.to_string());
                setup.map = map;
            }
            Some(crate::ui::editor::Editor::Cards(editor)) => {
                let (cards, text) = editor
                    .valid_card_set()
                    .ok_or_else(|| tr!("status-draft-cards-problems"))?;
                setup.cards_name = tr!("status-draft-name", name = cards.name());
                setup.cards_source = metro_save::DataSource::embedded(&setup.cards_name, text.to_string());
                setup.cards = cards;
            }
            None => return Err(tr!("status-no-editor")),
        }
        Ok(setup)
    }

    /// Opens, branches from or leaves the replay viewer ([`crate::ui::replay`]).
    pub(super) fn replay_command(&mut self, command: ReplayCommand) {
        if let ReplayCommand::Watch(path) = &command
            && self.open_chicago_save(path, true)
        {
            return;
        }
        match crate::ui::replay::open(&mut self.state, self.replay.as_ref(), command) {
            crate::ui::replay::Outcome::Show(screen) => {
                self.replay = Some(*screen);
                self.screen = Screen::Replay;
            }
            crate::ui::replay::Outcome::Leave { to_game } => {
                self.replay = None;
                self.screen = if to_game { Screen::Game } else { Screen::Menu };
            }
            crate::ui::replay::Outcome::Branch(path) => {
                self.replay = None;
                self.screen = Screen::Menu;
                self.request(Next::Load(path));
            }
            crate::ui::replay::Outcome::Stay => {}
        }
    }
}

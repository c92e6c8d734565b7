//! The game screen: the panels around the board. The header across the top; the revenue track, the prompt and the
//! log on the right; the card tray along the bottom; the players on the left; the board in the middle, as large as
//! the rest allows. Every side has a fixed size for a phase, so nothing a prompt shows moves the board: the card tray
//! folds away while no card can be taken (outside the action phase; it opens on demand), and the revenue track shows
//! only the values while the trains run, leaving its room to the log.

use crate::locale::tr;
use std::collections::HashMap;

use metro_play::game::Pending;
use metro_play::game::{Action, PlayerId};
use metro_play::session::GameSession;

use super::board::BoardPanel;
use super::cards::CardsPanel;
use super::end::{EndPanel, SoloBests};
use super::hand_over::HandOver;
use super::header::{self, Header};
use super::log::LogPanel;
use super::players::PlayersPanel;
use super::prompts::PromptsPanel;
use super::table::Table;
use super::track::TrackPanel;
use crate::app_state::{AppState, combination_key, combination_title};
use crate::command::Command;
use crate::plan::Plan;
use crate::preview::Previews;

/// What the game screen shows beside the session: the seats' colours, the time, the hand-over, where saves go and a
/// solo game's bests.
pub struct Shown<'a> {
    /// The player colours by seat.
    pub colours: Vec<egui::Color32>,
    /// The time now, in seconds.
    pub now: f64,
    /// The human the screen waits to be handed over to (hot-seat secret bids), if any.
    pub hand_over: Option<PlayerId>,
    /// The saves folder (the header's Save).
    pub saves: &'a std::path::Path,
    /// A solo game's best totals.
    pub solo: Option<SoloBests<'a>>,
}

/// The game screen's panels and the GUI state that belongs to a game.
#[derive(Default)]
pub struct GameScreen {
    /// The header.
    pub header: Header,
    /// The players.
    pub players: PlayersPanel,
    /// The revenue track.
    pub track: TrackPanel,
    /// The prompt.
    pub prompts: PromptsPanel,
    /// The log.
    pub log: LogPanel,
    /// The card tray.
    pub cards: CardsPanel,
    /// The board.
    pub board: BoardPanel,
    /// The end of the game.
    pub end: EndPanel,
    /// The hot-seat hand-over.
    pub hand_over: HandOver,
    /// Previews of choices, for the position they were made in.
    pub previews: Previews,
    /// The riders' plans for this train phase.
    pub plans: HashMap<PlayerId, Plan>,
    /// The human who confirmed being at the screen for the secret bid (D-3).
    pub handed_to: Option<PlayerId>,
    /// Show the board rather than the breakdown at the end.
    pub show_board_at_end: bool,
    /// The choice hovered last frame (for the prompt, drawn before the cards).
    hovered: Option<Action>,
    /// Where the panels were drawn this frame (the first-game guide outlines them).
    pub areas: super::guide::Areas,
}

impl GameScreen {
    /// Forgets everything of the previous game.
    pub fn reset(&mut self) {
        *self = GameScreen::default();
    }
    /// Whether the hand-over screen stands before the human to move (a secret bid in a game of several humans).
    pub fn handing_over(&self, state: &AppState) -> Option<PlayerId> {
        let session = state.session.as_ref()?;
        let me = session.human_to_move()?;
        let bidding = matches!(GameSession::pending(session), Pending::Bid { .. });
        (bidding && session.humans() > 1 && self.handed_to != Some(me)).then_some(me)
    }

    /// Draws the game screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, state: &mut AppState, now: f64, commands: &mut Vec<Command>) {
        let colours = super::table::colours(state);
        let hand_over = self.handing_over(state);
        let saves = state.paths.saves();
        let bests = state.session.as_ref().filter(|s| s.seats().len() == 1).map(|s| {
            let setup = &s.save().setup;
            let registry = &state.catalog.registry;
            (
                combination_key(setup, registry),
                combination_title(setup, registry),
            )
        });
        let AppState {
            session,
            settings,
            bests: best_lists,
            best_rank,
            ..
        } = state;
        let Some(session) = session.as_ref() else { return };
        let solo = bests.map(|(key, title)| SoloBests {
            totals: best_lists.totals.get(&key).map(Vec::as_slice),
            title,
            rank: *best_rank,
        });
        let shown = Shown {
            colours,
            now,
            hand_over,
            saves: &saves,
            solo,
        };
        self.session_ui(ui, session, shown, &mut settings.speed, commands);
    }

    /// Draws the game screen of any session (a local game, or a seat at a table of a server: `RemoteSession`).
    pub fn session_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &dyn GameSession,
        shown: Shown<'_>,
        speed: &mut f32,
        commands: &mut Vec<Command>,
    ) {
        let Shown {
            colours,
            now,
            hand_over,
            saves,
            solo,
        } = shown;
        let saves = saves.to_path_buf();
        let t = Table::new(session, colours, now);
        // Until the human to move says they are at the screen, nothing decides for them (issue 27, item 1).
        let t = if hand_over.is_some() {
            t.before_hand_over()
        } else {
            t
        };
        self.areas = super::guide::Areas::default();
        super::forget_cut(ui.ctx());
        let width = ui.available_width();
        let right = (width * 0.23).clamp(300.0, 380.0);
        let left = (width * 0.14).clamp(180.0, 240.0);

        let header = egui::Panel::top("header")
            .exact_size(header::HEIGHT)
            .show(ui, |ui| {
                self.header.ui(ui, &t, speed, &saves, commands);
            });
        self.areas.header = Some(header.response.rect);
        if let Some(me) = hand_over {
            egui::CentralPanel::default_margins().show(ui, |ui| self.hand_over.ui(ui, &t, me, commands));
            return;
        }
        let plan = t.me.and_then(|me| self.plans.get(&me).copied());
        let mut hovered = None;
        egui::Panel::right("side")
            .exact_size(right)
            .resizable(false)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                let lines = t.session.map().lines().len() as f32;
                let compact = TrackPanel::compact(&t);
                let height = if compact {
                    TrackPanel::compact_height(lines)
                } else {
                    TrackPanel::height(lines)
                };
                let size = egui::vec2(ui.available_width(), height);
                let top = ui.cursor().min;
                let track = super::fixed_box(ui, size, |ui| {
                    if compact {
                        self.track.compact_ui(ui, &t);
                        None
                    } else {
                        self.track.ui(ui, &t, &mut self.previews, commands)
                    }
                });
                if let Some(a) = track {
                    hovered = Some(a);
                }
                self.areas.track = Some(egui::Rect::from_min_size(top, size));
                ui.separator();
                let top = ui.cursor().min;
                self.prompts
                    .ui(ui, &t, self.hovered, plan, &mut self.previews, commands);
                self.areas.prompt = Some(egui::Rect::from_min_max(
                    top,
                    egui::pos2(top.x + size.x, ui.cursor().min.y),
                ));
                ui.separator();
                if let Some(click) = self.log.ui(ui, &t) {
                    self.board.highlight = click.highlight;
                }
                self.areas.log = self.log.lines_rect;
            });
        let rows = t.session.rules().dealt() as usize;
        let shown = &t.view.state;
        let cards = egui::Panel::bottom("cards")
            .exact_size(self.cards.height_now(rows, shown.round, shown.phase))
            .resizable(false)
            .show(ui, |ui| {
                if let Some(a) = self.cards.ui(ui, &t, &mut self.previews, commands) {
                    hovered = Some(a);
                }
            });
        self.areas.cards = Some(cards.response.rect);
        let players = egui::Panel::left("players")
            .exact_size(left)
            .resizable(false)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                if let Some(a) = self.players.ui(ui, &t, &mut self.previews, commands) {
                    hovered = Some(a);
                }
            });
        self.areas.players = Some(players.response.rect);
        self.hovered = hovered;
        let board = egui::CentralPanel::no_frame().show(ui, |ui| {
            if t.session.is_over() && !session.playing() && !self.show_board_at_end {
                egui::Frame::central_panel(ui.style()).show(ui, |ui| self.end.ui(ui, &t, solo, commands));
            } else {
                let rect = ui.available_rect_before_wrap();
                self.board.ui(ui, &t, hovered, &mut self.previews, commands);
                // Over the board's corner, once the last trains have run: the board never moves for it.
                if t.session.is_over() && !session.playing() {
                    // As wide as its words in the language shown.
                    let text = tr!("game-show-breakdown");
                    let font = egui::TextStyle::Button.resolve(ui.style());
                    let width = ui.ctx().fonts_mut(|f| {
                        f.layout_no_wrap(text.clone(), font, egui::Color32::BLACK)
                            .size()
                            .x
                    }) + 2.0 * ui.spacing().button_padding.x
                        + 2.0;
                    let at =
                        egui::Rect::from_min_size(rect.min + egui::vec2(8.0, 8.0), egui::vec2(width, 24.0));
                    if ui.put(at, egui::Button::new(text)).clicked() {
                        commands.push(Command::ShowBoardAtEnd(false));
                    }
                }
            }
        });
        self.areas.board = Some(board.response.rect);
    }
}

//! The Chicago Express screen: one panel per file, each a struct with a `ui` method reading the frame's [`Frame`]
//! (the game at metro-play's table, the person to decide, what they may do) and pushing
//! [`crate::command::ChicagoCommand`]s, applied by the app after drawing. The header names who decides; the board
//! is in the middle, the income track in a band under it, then the log; on the right the decision at hand (an auction's bids, the turn's actions),
//! the dials, the companies and the players. "What can I do?" and the rules help are windows; at the end the board
//! gives way to the end screen.

pub mod auction;
pub mod board;
pub mod companies;
pub mod dials;
pub mod end;
pub mod header;
pub mod help;
pub mod income;
pub mod log;
pub mod menu;
pub mod moves;
pub mod players;
pub mod prompt;
pub mod timeline;
pub mod why_not;

use egui::Color32;
use metro_chicago::{Action, Board, Company, Game, State};
use metro_game::Seat;
use metro_play::table::{Offer, Table};

use crate::chicago::ChicagoPlay;
use crate::command::Command;

/// What every panel reads in a frame.
pub struct Frame<'a> {
    /// The game at the table.
    pub table: &'a Table<Game>,
    /// The game as it stands.
    pub game: &'a Game,
    /// Its state (all open: DCE-4).
    pub state: &'a State,
    /// Its board.
    pub board: &'a Board,
    /// The person to decide now, if one is.
    pub me: Option<Seat>,
    /// What that person may do, with words and previews (empty when no person decides).
    pub offers: Vec<Offer<Action>>,
    /// The position's number (changes with every decision).
    pub position: u64,
    /// Watching a saved game: the position shown and the save (nothing can be played).
    pub watch: Option<&'a crate::chicago::Watch>,
}

impl<'a> Frame<'a> {
    /// The frame of a game in play, or watched (then no person decides and nothing is offered).
    pub fn new(play: &'a ChicagoPlay) -> Frame<'a> {
        let table = &play.table;
        let game = table.game();
        let watch = play.watching();
        // At an online table only the seat of this screen decides here (the others decide on their own screens).
        let me = table
            .human_to_move()
            .filter(|_| watch.is_none())
            .filter(|&m| play.online_seat().is_none_or(|s| s == m));
        Frame {
            table,
            game,
            state: game.state(),
            board: game.board(),
            me,
            offers: if me.is_none() { Vec::new() } else { table.offers() },
            position: table.position(),
            watch,
        }
    }

    /// The offer of `action`, if the person to decide may take it.
    pub fn offer(&self, action: Action) -> Option<&Offer<Action>> {
        self.offers.iter().find(|o| o.action == action)
    }

    /// A company's colour on screen.
    pub fn colour(&self, company: Company) -> Color32 {
        self.board
            .companies()
            .get(company.index())
            .map_or(Color32::GRAY, |c| {
                Color32::from_rgb(c.colour.0, c.colour.1, c.colour.2)
            })
    }

    /// A company's short name (`PRR`).
    pub fn company_name(&self, company: Company) -> String {
        metro_chicago::company_name(self.board, company)
    }

    /// The companies of the board, by id.
    pub fn companies(&self) -> impl Iterator<Item = Company> + use<'a> {
        (0..self.board.companies().len()).map(|i| Company(i as u8))
    }

    /// The seats at the table.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<'a> {
        (0..self.state.players()).map(Seat)
    }
}

/// Black or white, whichever reads better on `background`.
pub fn ink_on(background: Color32) -> Color32 {
    let [r, g, b, _] = background.to_array();
    let luminance = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if luminance > 140.0 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// A company's colour chip with its short name, as a label.
pub fn company_chip(ui: &mut egui::Ui, f: &Frame, company: Company) -> egui::Response {
    let colour = f.colour(company);
    let text = egui::RichText::new(format!(" {} ", f.company_name(company)))
        .color(ink_on(colour))
        .background_color(colour)
        .strong();
    ui.label(text)
}

/// The text colour of the person to decide (their name in the header, their line among the players).
pub const DECIDING: Color32 = Color32::from_rgb(255, 200, 60);

/// The Chicago Express screen's own state: its panels.
#[derive(Debug, Default)]
pub struct ChicagoScreen {
    /// The board.
    pub board: board::BoardPanel,
    /// The auction's bid.
    pub auction: auction::AuctionPanel,
    /// "What can I do?".
    pub moves: moves::MovesPanel,
    /// The log.
    pub log: log::LogPanel,
    /// The rules help.
    pub help: help::HelpPanel,
    /// At the end: the board (true) or the end screen (false).
    pub show_board_at_end: bool,
}

impl ChicagoScreen {
    /// Forgets what belonged to the game before (a new game starts).
    pub fn reset(&mut self) {
        *self = ChicagoScreen::default();
    }

    /// Draws the screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, play: &ChicagoPlay, commands: &mut Vec<Command>) {
        let f = Frame::new(play);
        let width = ui.available_width();
        let height = ui.available_height();
        let right = (width * 0.3).clamp(330.0, 430.0);
        egui::Panel::top("chicago-header")
            .exact_size(header::HEIGHT)
            .show(ui, |ui| {
                header::HeaderPanel::ui(ui, &f, &mut self.moves, commands)
            });
        if let Some(watch) = f.watch {
            egui::Panel::top("chicago-timeline")
                .exact_size(timeline::HEIGHT)
                .show(ui, |ui| timeline::TimelinePanel::ui(ui, watch, commands));
        }
        egui::Panel::right("chicago-side")
            .exact_size(right)
            .resizable(false)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        if f.table.is_over() {
                            end::EndPanel::summary(ui, &f);
                        } else if matches!(f.state.pending(), metro_chicago::Pending::Auction(_)) {
                            self.auction.ui(ui, &f, commands);
                        } else {
                            prompt::PromptPanel::ui(ui, &f, commands);
                        }
                        ui.separator();
                        dials::DialsPanel::ui(ui, &f);
                        ui.separator();
                        companies::CompaniesPanel::ui(ui, &f);
                        ui.separator();
                        players::PlayersPanel::ui(ui, &f);
                    });
            });
        // The income track's band sits between the board and the log, taking its room from the log's (down to a
        // few lines), not from the board's.
        let track = income::IncomePanel::height(width - right);
        let log = ((height * 0.24).clamp(110.0, 220.0) - track).max(96.0);
        egui::Panel::bottom("chicago-log")
            .exact_size(log)
            .resizable(false)
            .show(ui, |ui| self.log.ui(ui, &f));
        egui::Panel::bottom("chicago-income")
            .exact_size(track)
            .resizable(false)
            .frame(income::IncomePanel::frame(ui.style()))
            .show(ui, |ui| income::IncomePanel::ui(ui, &f));
        egui::CentralPanel::no_frame().show(ui, |ui| {
            if f.table.is_over() && !self.show_board_at_end {
                let fill = ui.visuals().panel_fill;
                ui.painter().rect_filled(ui.max_rect(), 0.0, fill);
                egui::Frame::central_panel(ui.style()).show(ui, |ui| {
                    if let Some(show) = end::EndPanel::ui(ui, &f, commands) {
                        self.show_board_at_end = show;
                    }
                });
            } else {
                self.board.ui(ui, &f, commands);
                if f.table.is_over() {
                    let at = ui.min_rect().min + egui::vec2(8.0, 8.0);
                    let button = egui::Button::new(crate::locale::tr!("chicago-show-end"));
                    if ui
                        .put(egui::Rect::from_min_size(at, egui::vec2(180.0, 24.0)), button)
                        .clicked()
                    {
                        self.show_board_at_end = false;
                    }
                }
            }
        });
        self.moves.ui(ui.ctx(), &f, commands);
        self.help.ui(ui.ctx(), &f);
    }
}

//! The game screen: top bar, players and turn order (left), revenue track, choices and log (right), card columns
//! (bottom), the board (centre); the hand-over screen for secret bids (D-3) and the end-of-game breakdown.
//!
//! What is clickable comes from the legal-action list only; hovering something that is not legal shows the rule
//! that forbids it (`Game::explain`) for the same kind of action the list offers elsewhere.

use egui::{Color32, RichText, Sense, Stroke, vec2};
use metro_core::{ActionKind, LineId, StationId};
use metro_engine::narrate::{line_name, phase_name, yen};
use metro_engine::state::{Pending, Slot};
use metro_engine::view::HIDDEN_CARD;
use metro_engine::{Action, ActionRef, CardId, Game, PayoutKind, PlayerId, View};

use crate::app::{Command, MetroApp};
use crate::board::{self, Highlights, Layout, Look};
use crate::session::{Session, plural};
use crate::words::{capitalised, colour, ink_on, kind_name, widget_label};

const LEGAL: Color32 = Color32::from_rgb(20, 140, 60);

/// Everything the panels need for one frame, read once.
struct Frame<'a> {
    session: &'a Session,
    game: &'a Game,
    view: View,
    /// The human to move (actions clickable), if any.
    me: Option<PlayerId>,
    legal: &'a [Action],
    colours: Vec<Color32>,
}

impl Frame<'_> {
    fn is_legal(&self, action: &Action) -> bool {
        self.me.is_some() && self.legal.contains(action)
    }

    fn label(&self, action: &Action) -> String {
        widget_label(self.game, self.session.narrator(), action)
    }

    /// Why an action is not legal now, if the legal list offers that kind of action elsewhere.
    fn why_not(&self, action: Action, same_kind: impl Fn(&Action) -> bool) -> Option<String> {
        if self.me.is_none() || self.legal.contains(&action) {
            return None;
        }
        let offered = self.legal.iter().any(same_kind) || matches!(action, Action::Take(_)) && self.in_turn();
        if !offered {
            return None;
        }
        let refusal = self.game.explain(action);
        Some(format!("Not allowed: {} ({})", refusal.reason, refusal.rule))
    }

    fn in_turn(&self) -> bool {
        matches!(self.game.state().pending, Pending::Turn { .. })
    }

    fn player_name(&self, p: PlayerId) -> String {
        self.session.narrator().player(p)
    }
}

impl MetroApp {
    /// Draws the game screen.
    pub(crate) fn game_ui(&mut self, ui: &mut egui::Ui) {
        let Some(session) = self.session.as_ref() else {
            self.screen = crate::app::Screen::Menu;
            return;
        };
        let mut commands = Vec::new();
        let colours = self.player_colours();
        let game = session.game();
        let viewer = session.viewer();
        let frame = Frame {
            session,
            game,
            view: game.view(viewer),
            me: session.human_to_move(),
            legal: session.legal(),
            colours,
        };
        let saves = self.paths.saves();
        top_bar(
            ui,
            &frame,
            &mut self.settings.speed,
            self.status.as_deref(),
            &saves,
            &mut commands,
        );

        let secret_bid = matches!(game.state().pending, Pending::Bid { .. });
        if let Some(me) = frame.me
            && secret_bid
            && session.humans() > 1
            && self.handed_to != Some(me)
        {
            hand_over(ui, &frame, me, &mut commands);
            self.commands.extend(commands);
            return;
        }

        egui::Panel::left("players")
            .resizable(true)
            .default_size(250.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| players_ui(ui, &frame));
            });
        egui::Panel::right("track")
            .resizable(true)
            .default_size(360.0)
            .show(ui, |ui| {
                revenue_ui(ui, &frame, &mut commands);
                ui.separator();
                choices_ui(ui, &frame, &mut self.amount, &mut commands);
                ui.separator();
                log_ui(ui, session);
            });
        egui::Panel::bottom("cards")
            .resizable(true)
            .default_size(230.0)
            .show(ui, |ui| {
                egui::ScrollArea::horizontal().show(ui, |ui| {
                    cards_ui(ui, &frame, &self.catalog.registry, &mut commands)
                });
            });
        egui::CentralPanel::default_margins().show(ui, |ui| {
            if game.is_over() && !session.animating() && !self.show_board_at_end {
                end_ui(ui, &frame, self, &mut commands);
            } else {
                if game.is_over() && ui.button("Show the final breakdown").clicked() {
                    commands.push(Command::ShowBoardAtEnd(false));
                }
                board_ui(ui, &frame, &mut commands);
            }
        });
        self.commands.extend(commands);
    }
}

fn top_bar(
    ui: &mut egui::Ui,
    f: &Frame,
    speed: &mut f32,
    status: Option<&str>,
    saves: &std::path::Path,
    commands: &mut Vec<Command>,
) {
    egui::Panel::top("top").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            if ui.button("Menu").clicked() {
                commands.push(Command::ToMenu);
            }
            if ui.button("Save").clicked() {
                let name = format!("game-{}.json", f.session.save().actions.len());
                let path = saves.join(name);
                commands.push(Command::Save(path));
            }
            if ui
                .add_enabled(f.session.can_undo(), egui::Button::new("Undo"))
                .clicked()
            {
                commands.push(Command::Undo);
            }
            if f.session.animating() && ui.button("Skip animation").clicked() {
                commands.push(Command::Skip);
            }
            ui.add(egui::Slider::new(speed, 0.0..=12.0).text("Animation speed"));
            ui.separator();
            let rules = f.game.rules();
            ui.label(RichText::new(format!("Round {} of {}", f.game.round(), rules.rounds())).strong());
            ui.label(phase_name(f.game.phase()));
            if let Some(p) = f.game.to_move() {
                let who = f.player_name(p);
                let text = format!("{who}: {}", f.game.pending_description());
                ui.label(
                    RichText::new(text)
                        .color(f.colours.get(p.0 as usize).copied().unwrap_or(Color32::GRAY))
                        .strong(),
                );
                if !f.session.is_human(p) {
                    ui.spinner();
                }
            }
            if let Some(status) = status {
                ui.colored_label(Color32::from_rgb(200, 60, 40), status);
            }
        });
    });
}

fn hand_over(ui: &mut egui::Ui, f: &Frame, me: PlayerId, commands: &mut Vec<Command>) {
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(120.0);
            ui.heading(RichText::new("Secret bid").size(28.0));
            ui.add_space(12.0);
            let name = f.player_name(me);
            ui.label(RichText::new(format!("Pass the screen to {name}.")).size(20.0));
            ui.label("Nobody else should look: the bid stays hidden until every bid is in (D-3).");
            ui.add_space(16.0);
            if ui
                .button(RichText::new(format!("I am {name}: show my bid")).size(18.0))
                .clicked()
            {
                commands.push(Command::HandOver(me));
            }
        });
    });
}

fn players_ui(ui: &mut egui::Ui, f: &Frame) {
    ui.heading("Players");
    ui.horizontal_wrapped(|ui| {
        ui.label("Turn order:");
        for (k, &p) in f.view.state.order.iter().enumerate() {
            let c = f.colours.get(p.0 as usize).copied().unwrap_or(Color32::GRAY);
            let text = RichText::new(format!(" {} ", p.0 + 1))
                .background_color(c)
                .color(ink_on(c))
                .strong();
            ui.label(text);
            if k + 1 < f.view.state.order.len() {
                ui.label(">");
            }
        }
    });
    let map = f.game.map();
    for (i, p) in f.view.state.players.iter().enumerate() {
        let id = PlayerId(i as u8);
        let c = f.colours.get(i).copied().unwrap_or(Color32::GRAY);
        egui::Frame::group(ui.style())
            .stroke(Stroke::new(2.0, c))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                let mut heading = f.player_name(id);
                if f.game.to_move() == Some(id) {
                    heading = format!("> {heading}");
                }
                ui.label(RichText::new(heading).strong().color(c));
                ui.label(format!(
                    "Cash {}   Loans {}   {}",
                    yen(p.cash),
                    p.loans,
                    if p.bike { "Bike" } else { "No bike" }
                ));
                ui.label(format!(
                    "Discs {} in hand / {} owned ({} in supply)   Speculation discs {}",
                    p.discs_in_hand, p.discs_owned, p.discs_in_supply, p.speculation_discs
                ));
                ui.label(format!(
                    "Pyramids left {}   Unassigned speed tokens {}",
                    p.pyramids, p.speed_tokens
                ));
                let shares: Vec<String> = f
                    .view
                    .state
                    .lines
                    .iter()
                    .enumerate()
                    .filter_map(|(l, line)| {
                        line.share_of(id)
                            .map(|n| format!("{} #{n}", map.lines()[l].letter))
                    })
                    .collect();
                ui.label(format!(
                    "Shares: {}",
                    if shares.is_empty() {
                        "none".into()
                    } else {
                        shares.join(", ")
                    }
                ));
                let specs: Vec<String> = f
                    .view
                    .state
                    .lines
                    .iter()
                    .enumerate()
                    .flat_map(|(l, line)| {
                        line.slots.iter().filter_map(move |s| match *s {
                            Slot::Speculation { player, stake } if player == id => Some((l, stake)),
                            _ => None,
                        })
                    })
                    .map(|(l, stake)| format!("{} ({})", map.lines()[l].letter, yen(stake)))
                    .collect();
                if !specs.is_empty() {
                    ui.label(format!("Speculations: {}", specs.join(", ")));
                }
                if p.bid_bonus > 0 {
                    ui.label(format!("Bid bonus {}", yen(p.bid_bonus)));
                }
                if p.set_aside > 0 {
                    ui.label(format!("Set aside {}", yen(p.set_aside)));
                }
                if !p.personal_cards.is_empty() {
                    let cards: Vec<String> =
                        p.personal_cards.iter().map(|&c| card_title(f.game, c)).collect();
                    ui.label(format!("Personal cards: {}", cards.join("; ")));
                }
                crate::module_pieces::player_counters(ui, f.game, &f.view, id);
                let state = match (f.view.bids_made.get(i), f.game.phase()) {
                    (Some(true), metro_engine::Phase::TurnOrder) => "Bid made",
                    _ if p.passed && f.game.phase() == metro_engine::Phase::Actions => "Passed",
                    _ => "",
                };
                if !state.is_empty() {
                    ui.label(RichText::new(state).italics());
                }
                if let Some(bid) = p.bid
                    && id == f.view.viewer
                {
                    ui.label(format!("Your secret bid: {}", yen(bid)));
                }
            });
    }
}

fn revenue_ui(ui: &mut egui::Ui, f: &Frame, commands: &mut Vec<Command>) {
    ui.heading("Revenue track");
    let map = f.game.map();
    let track = map.revenue();
    // The track: every line's marker on one scale.
    let top = track.pairs().len().saturating_sub(1).max(1) as f32 * 100.0;
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), 34.0), Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, Color32::from_gray(235));
    for k in 0..=((top / 1000.0) as i32) {
        let x = rect.left() + 6.0 + (rect.width() - 12.0) * (k as f32 * 1000.0 / top);
        painter.line_segment(
            [egui::pos2(x, rect.top()), egui::pos2(x, rect.bottom())],
            Stroke::new(1.0, Color32::GRAY),
        );
        painter.text(
            egui::pos2(x + 2.0, rect.top()),
            egui::Align2::LEFT_TOP,
            format!("{}k", k),
            egui::FontId::proportional(9.0),
            Color32::DARK_GRAY,
        );
    }
    for (l, line) in f.view.state.lines.iter().enumerate() {
        let x = rect.left() + 6.0 + (rect.width() - 12.0) * (line.value as f32 / top).min(1.0);
        let y = rect.top() + 14.0 + (l % 4) as f32 * 5.0;
        painter.circle_filled(egui::pos2(x, y), 4.5, colour(map.lines()[l].colour));
    }
    egui::Grid::new("lines")
        .striped(true)
        .num_columns(5)
        .spacing([6.0, 3.0])
        .show(ui, |ui| {
            ui.label("Line");
            ui.label("Value (high/low)");
            ui.label("Slots");
            ui.label("Shares");
            ui.label("");
            ui.end_row();
            for (l, line) in f.view.state.lines.iter().enumerate() {
                let id = LineId(l as u8);
                let spec = &map.lines()[l];
                let c = colour(spec.colour);
                let name = ui.label(
                    RichText::new(format!(" {} ", spec.letter))
                        .background_color(c)
                        .color(ink_on(c))
                        .strong(),
                );
                name.on_hover_text(line_name(f.game, id));
                let (high, low) = track.high_low(line.value);
                let vehicle = if line.on_map() { " (running)" } else { "" };
                ui.label(format!(
                    "{} ({}/{}){vehicle}",
                    yen(line.value),
                    yen(high),
                    yen(low)
                ));
                ui.horizontal(|ui| {
                    for slot in line.slots.iter().take(spec.slots as usize) {
                        match *slot {
                            Slot::Empty => ui.label("-"),
                            Slot::Speed => ui.label(RichText::new("S").strong()).on_hover_text("speed token"),
                            Slot::Speculation { player, stake } => {
                                let pc = f.colours.get(player.0 as usize).copied().unwrap_or(Color32::GRAY);
                                ui.label(RichText::new(format!("[{}]", yen(stake))).color(pc))
                                    .on_hover_text(format!(
                                        "{}'s speculation, stake {}",
                                        f.player_name(player),
                                        yen(stake)
                                    ))
                            }
                        };
                    }
                });
                ui.horizontal(|ui| {
                    for (n, holder) in line.holders.iter().take(spec.shares()).enumerate() {
                        match holder {
                            Some(p) => {
                                let pc = f.colours.get(p.0 as usize).copied().unwrap_or(Color32::GRAY);
                                ui.label(
                                    RichText::new(format!("{}", n + 1))
                                        .background_color(pc)
                                        .color(ink_on(pc)),
                                );
                            }
                            None => {
                                ui.label(RichText::new(format!("{}", n + 1)).weak());
                            }
                        }
                    }
                });
                ui.horizontal(|ui| {
                    let mut any = false;
                    for action in [Action::Line(id), Action::Assign(id)] {
                        if f.is_legal(&action) {
                            any = true;
                            let text = f.label(&action);
                            if ui
                                .add(egui::Button::new(RichText::new(&text).color(LEGAL)).small())
                                .clicked()
                            {
                                commands.push(Command::Apply(action));
                            }
                        }
                    }
                    if !any {
                        let why = f
                            .why_not(Action::Line(id), |a| matches!(a, Action::Line(_)))
                            .or_else(|| f.why_not(Action::Assign(id), |a| matches!(a, Action::Assign(_))));
                        if let Some(why) = why {
                            ui.label(RichText::new("x").weak()).on_hover_text(why);
                        }
                    }
                });
                ui.end_row();
            }
        });
}

/// Whether the widgets elsewhere (board, cards, revenue track) perform this action.
fn has_own_widget(action: &Action) -> bool {
    matches!(
        action,
        Action::Place(_)
            | Action::MoveTo(_)
            | Action::Alight(_)
            | Action::Station(_)
            | Action::Take(_)
            | Action::Copy(_)
            | Action::Lift(_)
            | Action::Column(_)
            | Action::Line(_)
            | Action::Assign(_)
            | Action::Bid(_)
            | Action::Stake(_)
    )
}

fn choices_ui(ui: &mut egui::Ui, f: &Frame, amount: &mut i32, commands: &mut Vec<Command>) {
    let Some(me) = f.me else {
        match f.game.to_move() {
            Some(p) => ui.label(format!("Waiting for {}…", f.player_name(p))),
            None => ui.label("The game is over."),
        };
        return;
    };
    ui.label(RichText::new(format!("{}: {}", f.player_name(me), f.game.pending_description())).strong());
    // Amounts: a slider over exactly the legal values.
    for (is_kind, what, confirm) in [
        (is_bid as fn(&Action) -> Option<i32>, "Bid", "Confirm bid"),
        (is_stake as fn(&Action) -> Option<i32>, "Stake", "Confirm stake"),
    ] {
        let values: Vec<i32> = f.legal.iter().filter_map(is_kind).collect();
        let (Some(&min), Some(&max)) = (values.iter().min(), values.iter().max()) else {
            continue;
        };
        *amount = (*amount).clamp(min, max);
        ui.horizontal(|ui| {
            ui.add(
                egui::Slider::new(amount, min..=max)
                    .step_by(100.0)
                    .text(what)
                    .custom_formatter(|v, _| yen(v as i32)),
            );
            if ui.button(confirm).clicked() {
                let chosen = values
                    .iter()
                    .copied()
                    .min_by_key(|v| (v - *amount).abs())
                    .unwrap_or(min);
                let action = if what == "Bid" {
                    Action::Bid(chosen)
                } else {
                    Action::Stake(chosen)
                };
                commands.push(Command::Apply(action));
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        for action in f.legal.iter().filter(|a| !has_own_widget(a)) {
            if ui.button(f.label(action)).clicked() {
                commands.push(Command::Apply(*action));
            }
        }
    });
    let elsewhere = f
        .legal
        .iter()
        .filter(|a| has_own_widget(a) && !matches!(a, Action::Bid(_) | Action::Stake(_)))
        .count();
    if elsewhere > 0 {
        ui.label(
            RichText::new(format!(
                "{elsewhere} choice{} on the board, cards or track (green)",
                plural(elsewhere)
            ))
            .weak(),
        );
    }
}

fn is_bid(a: &Action) -> Option<i32> {
    match a {
        Action::Bid(x) => Some(*x),
        _ => None,
    }
}

fn is_stake(a: &Action) -> Option<i32> {
    match a {
        Action::Stake(x) => Some(*x),
        _ => None,
    }
}

fn log_ui(ui: &mut egui::Ui, session: &Session) {
    ui.heading("Log");
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let start = session.log.len().saturating_sub(400);
            for line in &session.log[start..] {
                ui.label(RichText::new(line).size(12.0));
            }
        });
}

/// A card by its actions: "Move 3 / Station ¥300/stop".
fn card_title(game: &Game, card: CardId) -> String {
    if card == HIDDEN_CARD {
        return "face down".into();
    }
    let rules = game.rules();
    if let Some(face) = crate::module_pieces::card_face(rules, card) {
        return face.title;
    }
    if rules.card_column_of(card).is_none() {
        return format!("card #{}", card.0);
    }
    rules
        .card_actions(card)
        .map(|(_, a)| kind_name(a.kind))
        .collect::<Vec<_>>()
        .join(" / ")
}

fn action_title(registry: &metro_engine::Registry, rules: &metro_engine::Rules, kind: ActionKind) -> String {
    match kind {
        ActionKind::Module { .. } => crate::module_pieces::kind_title(rules, kind),
        ActionKind::Extension { .. } => match registry.kinds().spec(kind) {
            Some(spec) => match kind.param() {
                Some(p) => format!("{} {p}", spec.title),
                None => spec.title.clone(),
            },
            None => kind_name(kind),
        },
        _ => kind_name(kind),
    }
}

fn cards_ui(ui: &mut egui::Ui, f: &Frame, registry: &metro_engine::Registry, commands: &mut Vec<Command>) {
    let rules = f.game.rules();
    ui.horizontal_top(|ui| {
        for (ci, column) in f.view.state.columns.iter().enumerate() {
            let (name, colours) = match rules.cards().columns().get(ci) {
                Some(c) => (c.name.clone(), c.colours.clone()),
                None => crate::module_pieces::column_look(rules, ci),
            };
            let c = colours.first().map_or(Color32::GRAY, |&rgb| colour(rgb));
            egui::Frame::group(ui.style())
                .stroke(Stroke::new(2.0, c))
                .show(ui, |ui| {
                    ui.set_width(190.0);
                    ui.vertical(|ui| {
                        ui.label(RichText::new(&name).strong().color(c));
                        ui.label(format!(
                            "Deck: {} card{}",
                            column.deck.len(),
                            plural(column.deck.len())
                        ));
                        for (row, card) in column.rows.iter().enumerate().rev() {
                            match card {
                                Some(card) => card_ui(ui, f, registry, *card, row, commands),
                                None => {
                                    ui.label(RichText::new("(gap)").weak());
                                }
                            }
                        }
                        let top = column.discard.last().copied();
                        let text = match top {
                            Some(card) => {
                                format!("Discard ({}): {}", column.discard.len(), card_title(f.game, card))
                            }
                            None => "Discard: empty".into(),
                        };
                        let action = Action::Column(ci as u8);
                        if f.is_legal(&action) {
                            let label = f.label(&action);
                            let button = ui.add(egui::Button::new(RichText::new(&text).color(LEGAL)).small());
                            button
                                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                            if button.clicked() {
                                commands.push(Command::Apply(action));
                            }
                        } else {
                            let response = ui.label(RichText::new(text).size(11.0));
                            if let Some(why) = f.why_not(action, |a| matches!(a, Action::Column(_))) {
                                response.on_hover_text(why);
                            }
                        }
                    });
                });
        }
    });
}

fn card_ui(
    ui: &mut egui::Ui,
    f: &Frame,
    registry: &metro_engine::Registry,
    card: CardId,
    row: usize,
    commands: &mut Vec<Command>,
) {
    let rules = f.game.rules();
    egui::Frame::new()
        .fill(ui.visuals().extreme_bg_color)
        .stroke(Stroke::new(1.0, Color32::from_gray(120)))
        .corner_radius(4.0)
        .inner_margin(4.0)
        .show(ui, |ui| {
            ui.set_width(180.0);
            crate::module_pieces::card_face_ui(ui, rules, card);
            for (aref, spec) in rules.card_actions(card) {
                ui.horizontal(|ui| {
                    discs(ui, f, aref, spec.spaces);
                    action_button(ui, f, registry, aref, spec.kind, commands);
                });
            }
            let _ = row;
        });
}

fn discs(ui: &mut egui::Ui, f: &Frame, aref: ActionRef, spaces: u8) {
    let index = aref.card.0 as usize * 2 + aref.action as usize;
    let bits = f.view.state.occupants.get(index).copied().unwrap_or(0);
    let owners: Vec<usize> = (0..f.view.state.players.len())
        .filter(|p| bits & (1 << p) != 0)
        .collect();
    let (rect, _) = ui.allocate_exact_size(vec2(spaces as f32 * 12.0, 12.0), Sense::hover());
    for k in 0..spaces as usize {
        let centre = rect.left_center() + vec2(6.0 + k as f32 * 12.0, 0.0);
        match owners.get(k) {
            Some(&p) => {
                let c = f.colours.get(p).copied().unwrap_or(Color32::GRAY);
                ui.painter().circle_filled(centre, 5.0, c);
                ui.painter()
                    .circle_stroke(centre, 5.0, Stroke::new(1.0, Color32::BLACK));
            }
            None => {
                ui.painter()
                    .circle_stroke(centre, 5.0, Stroke::new(1.0, Color32::GRAY));
            }
        }
    }
}

fn action_button(
    ui: &mut egui::Ui,
    f: &Frame,
    registry: &metro_engine::Registry,
    aref: ActionRef,
    kind: ActionKind,
    commands: &mut Vec<Command>,
) {
    let title = action_title(registry, f.game.rules(), kind);
    let candidates = [Action::Take(aref), Action::Copy(aref), Action::Lift(aref)];
    let legal: Vec<Action> = candidates.iter().copied().filter(|a| f.is_legal(a)).collect();
    if legal.is_empty() {
        let response = ui.label(RichText::new(&title).size(12.0));
        if let Some(why) = f.why_not(Action::Take(aref), |a| matches!(a, Action::Take(_))) {
            response.on_hover_text(why);
        }
        return;
    }
    for action in legal {
        let verb = match action {
            Action::Copy(_) => "Copy: ",
            Action::Lift(_) => "Lift: ",
            _ => "",
        };
        let label = f.label(&action);
        let button = ui.add(egui::Button::new(
            RichText::new(format!("{verb}{title}"))
                .size(12.0)
                .color(LEGAL)
                .strong(),
        ));
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        let button = button.on_hover_text(&label);
        if button.clicked() {
            commands.push(Command::Apply(action));
        }
    }
}

fn board_ui(ui: &mut egui::Ui, f: &Frame, commands: &mut Vec<Command>) {
    let rect = ui.available_rect_before_wrap();
    let map = f.game.map();
    let layout = Layout::fit(map, rect);
    let background = ui.allocate_rect(rect, Sense::hover());
    let mut highlights = if f.me.is_some() {
        Highlights::from_legal(f.legal)
    } else {
        Highlights::default()
    };
    let pointer = background.hover_pos();
    let hovered_station = pointer.and_then(|p| layout.station_at(map, p));
    let hovered_space = pointer.and_then(|p| layout.space_at(map, p));
    highlights.hovered_station = hovered_station;
    highlights.hovered_space = if hovered_station.is_none() {
        hovered_space
    } else {
        None
    };
    let look = Look {
        players: f.colours.clone(),
        vehicles: f.session.shown_vehicles().map(<[_]>::to_vec),
        markers: crate::module_pieces::markers(f.game, &f.view),
    };
    let shapes = ui
        .ctx()
        .fonts_mut(|fonts| board::paint(fonts, map, &f.view, &highlights, &look, &layout));
    ui.painter_at(rect).extend(shapes);

    // Clickable spaces and stations: one widget each, labelled with the action, only where an action is legal.
    if f.me.is_some() {
        let mut spaces: Vec<_> = highlights.spaces.iter().copied().collect();
        spaces.sort();
        for space in spaces {
            let Some(action) = f.legal.iter().find(
                |a| matches!(a, Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) if *s == space),
            ) else {
                continue;
            };
            let label = f.label(action);
            let response = ui.interact(
                layout.space_rect(map, space),
                ui.scope_id().with(("space", space.0)),
                Sense::click(),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            let response = response.on_hover_text(&label);
            if response.clicked() {
                commands.push(Command::Apply(*action));
            }
        }
        let mut stations: Vec<StationId> = f.legal.iter().filter_map(|a| f.game.action_station(a)).collect();
        stations.sort();
        stations.dedup();
        for station in stations {
            let actions: Vec<&Action> = f
                .legal
                .iter()
                .filter(|a| f.game.action_station(a) == Some(station))
                .collect();
            let label = match actions.as_slice() {
                [one] => f.label(one),
                _ => format!(
                    "Station {}: choose in the list",
                    f.game.map().station(station).name
                ),
            };
            let response = ui.interact(
                layout.station_rect(map, station),
                ui.scope_id().with(("station", station.0)),
                Sense::click(),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            let response = response.on_hover_text(&label);
            if response.clicked()
                && let [one] = actions.as_slice()
            {
                commands.push(Command::Apply(**one));
            }
        }
    }

    // Hovering what cannot be done: the rule, for the kind of action offered elsewhere.
    if let Some(pointer) = pointer {
        let mut why = None;
        if let Some(station) = hovered_station
            && !highlights.stations.contains(&station)
        {
            why = f.why_not(Action::Station(station), |a| matches!(a, Action::Station(_)));
        }
        if why.is_none()
            && let Some(space) = hovered_space
            && !highlights.spaces.contains(&space)
        {
            why = [
                (
                    Action::Place(space),
                    (|a: &Action| matches!(a, Action::Place(_))) as fn(&Action) -> bool,
                ),
                (Action::MoveTo(space), |a: &Action| matches!(a, Action::MoveTo(_))),
                (Action::Alight(space), |a: &Action| matches!(a, Action::Alight(_))),
            ]
            .into_iter()
            .find_map(|(action, same)| f.why_not(action, same));
        }
        let name = hovered_station
            .map(|s| map.station(s).name.clone())
            .or_else(|| hovered_space.map(|s| metro_engine::narrate::space_name(f.game, s)));
        if let Some(name) = name {
            let text = match why {
                Some(why) => format!("{name}\n{why}"),
                None => name,
            };
            egui::Tooltip::always_open(
                ui.ctx().clone(),
                ui.layer_id(),
                ui.scope_id().with("board-tip"),
                egui::PopupAnchor::Position(pointer + vec2(14.0, 14.0)),
            )
            .show(|ui| ui.label(text));
        }
    }
}

fn end_ui(ui: &mut egui::Ui, f: &Frame, app: &MetroApp, commands: &mut Vec<Command>) {
    let Some(result) = f.game.result() else { return };
    let map = f.game.map();
    egui::ScrollArea::both().show(ui, |ui| {
        let winner = f.player_name(result.winner);
        ui.heading(
            RichText::new(format!(
                "{winner} wins with {}",
                yen(result.totals[result.winner.0 as usize])
            ))
            .size(26.0),
        );
        if ui.button("Show the board").clicked() {
            commands.push(Command::ShowBoardAtEnd(true));
        }
        ui.add_space(8.0);
        let lines_paid: Vec<usize> = (0..map.lines().len())
            .filter(|&l| {
                result
                    .payouts
                    .iter()
                    .any(|p| p.kind == PayoutKind::Share && p.line == Some(LineId(l as u8)))
            })
            .collect();
        egui::Grid::new("breakdown")
            .striped(true)
            .spacing([14.0, 6.0])
            .show(ui, |ui| {
                ui.label(RichText::new("Player").strong());
                ui.label(RichText::new("Cash").strong());
                ui.label(RichText::new("Speculation").strong());
                for &l in &lines_paid {
                    ui.label(RichText::new(format!("Shares {}", map.lines()[l].letter)).strong());
                }
                ui.label(RichText::new("Set aside").strong());
                ui.label(RichText::new("Loans").strong());
                ui.label(RichText::new("Total").strong());
                ui.end_row();
                for (i, p) in f.game.state().players.iter().enumerate() {
                    let id = PlayerId(i as u8);
                    let sum = |pred: &dyn Fn(&metro_engine::Payout) -> bool| -> i32 {
                        result
                            .payouts
                            .iter()
                            .filter(|x| x.player == id && pred(x))
                            .map(|x| x.amount)
                            .sum()
                    };
                    let c = f.colours.get(i).copied().unwrap_or(Color32::GRAY);
                    let mut name = f.player_name(id);
                    if id == result.winner {
                        name = format!("{name} (winner)");
                    }
                    ui.label(RichText::new(name).color(c).strong());
                    ui.label(yen(p.cash));
                    ui.label(yen(sum(&|x| {
                        matches!(x.kind, PayoutKind::Speculation | PayoutKind::StakeReturn)
                    })));
                    for &l in &lines_paid {
                        ui.label(yen(sum(&|x| {
                            x.kind == PayoutKind::Share && x.line == Some(LineId(l as u8))
                        })));
                    }
                    ui.label(yen(sum(&|x| x.kind == PayoutKind::SetAside)));
                    ui.label(yen(sum(&|x| x.kind == PayoutKind::Loan)));
                    ui.label(RichText::new(yen(result.totals[i])).strong());
                    ui.end_row();
                }
            });
        if f.session.seats().len() == 1 {
            ui.add_space(10.0);
            let key = app.combination_key(&f.session.save().setup);
            if let Some(rank) = app.best_rank {
                ui.label(
                    RichText::new(if rank == 0 {
                        "A new best!".to_string()
                    } else {
                        format!("Solo best #{}", rank + 1)
                    })
                    .strong(),
                );
            }
            ui.label(RichText::new(format!("Solo bests — {key}")).strong());
            if let Some(list) = app.bests().totals.get(&key) {
                for (i, t) in list.iter().enumerate() {
                    ui.label(format!("{}. {}", i + 1, yen(*t)));
                }
            }
        }
        ui.add_space(10.0);
        if ui.button("New game").clicked() {
            commands.push(Command::ToMenu);
        }
        let _ = capitalised("");
    });
}

//! The card tray: every column side by side across the bottom of the window, each as wide as the tray allows (no
//! scroll bar: the columns share the width), its face-up cards top row first, its deck and its discard pile. Each
//! action shows one circle per action space, filled with a disc per player on it; its name says what it is; a tag
//! says what taking it costs at once (money, or an action disc for good). Hovering an action previews it (on the
//! board and in the prompt); clicking takes it. Outside the action phase no card can be taken: the tray folds to a
//! strip that opens it on demand, and the board takes its room.

use crate::locale::{play_tr, tr};
use egui::{Color32, RichText, Sense, Stroke, vec2};
use metro_play::game::HIDDEN_CARD;
use metro_play::game::yen;
use metro_play::game::{Action, ActionRef, CardId, Phase};
use metro_play::session::GameSession;

use super::table::{LEGAL, Table};
use crate::command::Command;
use crate::preview::Previews;
use crate::words::colour;

/// The card tray's own state.
#[derive(Debug, Default)]
pub struct CardsPanel {
    /// The round and phase (outside the action phase) in which the tray was opened on demand.
    opened: Option<(u8, Phase)>,
}

/// The height of one card (two action rows).
const CARD_HEIGHT: f32 = 44.0;
/// A column's title row.
const TITLE: f32 = 16.0;
/// The room between the rows of a column.
const GAP: f32 = 2.0;
/// The discard pile's row: two lines of small text.
const DISCARD: f32 = 28.0;
/// The discard pile's text size.
const DISCARD_TEXT: f32 = 10.5;
/// The folded tray's height: one row with its button.
pub const FOLDED: f32 = 28.0;

impl CardsPanel {
    /// The open tray's height for a game: the same all game long.
    pub fn height(rows: usize) -> f32 {
        // Title row, the cards, the discard row, the panel's margins and room to spare.
        TITLE + GAP + rows as f32 * (CARD_HEIGHT + GAP) + DISCARD + 18.0
    }

    /// Whether the tray is folded in `round` and `phase` (the phase shown): while no card can be taken, outside the
    /// action phase, unless opened on demand.
    pub fn folded(&self, round: u8, phase: Phase) -> bool {
        phase != Phase::Actions && self.opened != Some((round, phase))
    }

    /// The tray's height now: folded, open, or open on demand (with the strip that folds it again above).
    pub fn height_now(&self, rows: usize, round: u8, phase: Phase) -> f32 {
        if self.folded(round, phase) {
            FOLDED
        } else if phase != Phase::Actions {
            FOLDED + Self::height(rows)
        } else {
            Self::height(rows)
        }
    }

    /// The strip outside the action phase: why the cards are folded away, and a button to show or hide them.
    fn strip(&mut self, ui: &mut egui::Ui, round: u8, phase: Phase) {
        let folded = self.folded(round, phase);
        super::fixed_box(ui, vec2(ui.available_width(), FOLDED - 4.0), |ui| {
            ui.horizontal_centered(|ui| {
                let text = if folded {
                    tr!("cards-show")
                } else {
                    tr!("cards-hide")
                };
                if ui.button(text).clicked() {
                    self.opened = folded.then_some((round, phase));
                }
                ui.label(RichText::new(tr!("cards-folded")).weak().size(12.0));
            });
        });
    }

    /// Draws the tray. Returns the action under the pointer, if any.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        previews: &mut Previews,
        commands: &mut Vec<Command>,
    ) -> Option<Action> {
        let (round, phase) = (t.view.state.round, t.view.state.phase);
        if phase != Phase::Actions {
            self.strip(ui, round, phase);
            if self.folded(round, phase) {
                return None;
            }
        }
        let rules = t.session.rules();
        let columns = t.view.state.columns.len().max(1);
        let gap = 6.0;
        let width = ((ui.available_width() - gap * (columns as f32 - 1.0)) / columns as f32).floor();
        let mut hovered = None;
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = gap;
            for (ci, column) in t.view.state.columns.iter().enumerate() {
                let (name, colours) = match rules.cards().columns().get(ci) {
                    Some(c) => (c.name.clone(), c.colours.clone()),
                    None => crate::module_pieces::column_look(rules, ci),
                };
                let c = colours.first().map_or(Color32::GRAY, |&rgb| colour(rgb));
                ui.allocate_ui(vec2(width, ui.available_height()), |ui| {
                    ui.set_width(width);
                    ui.vertical(|ui| {
                        ui.spacing_mut().item_spacing.y = GAP;
                        // The deck count first, at the right; the column's name takes what is left, smaller if it
                        // must ("Hanzomon / Namboku" in a column of 155 points).
                        let row = vec2(width, TITLE);
                        ui.allocate_ui_with_layout(
                            row,
                            egui::Layout::right_to_left(egui::Align::Center),
                            |ui| {
                                ui.label(
                                    RichText::new(tr!("cards-deck", count = column.deck.len()))
                                        .weak()
                                        .size(11.0),
                                );
                                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                                    let room = ui.available_width();
                                    let size = super::fitted_size(ui, &name, 12.0, room);
                                    if super::text_width(ui, &name, egui::FontId::proportional(size)) > room {
                                        super::note_cut(ui.ctx(), &name);
                                    }
                                    let title = RichText::new(&name).strong().color(c).size(size);
                                    ui.add(egui::Label::new(title).truncate()).on_hover_text(&name);
                                });
                            },
                        );
                        for card in column.rows.iter().rev() {
                            match card {
                                Some(card) => {
                                    if let Some(a) = card_ui(ui, t, *card, c, previews, commands) {
                                        hovered = Some(a);
                                    }
                                }
                                None => {
                                    ui.allocate_exact_size(vec2(width, CARD_HEIGHT), Sense::hover())
                                        .1
                                        .on_hover_text(tr!("cards-gap"));
                                }
                            }
                        }
                        discard_ui(
                            ui,
                            t,
                            ci,
                            column.discard.last().copied(),
                            column.discard.len(),
                            commands,
                        );
                    });
                });
            }
        });
        hovered
    }
}

fn discard_ui(
    ui: &mut egui::Ui,
    t: &Table,
    column: usize,
    top: Option<CardId>,
    count: usize,
    commands: &mut Vec<Command>,
) {
    let text = match top {
        Some(card) => tr!("cards-discard", count = count, card = actions_of(t, card)),
        None => tr!("cards-discard-empty"),
    };
    let action = Action::Column(column as u8);
    // On two lines, smaller if it must: "Discard (1): Move 2 / Station ¥300/stop" is twice as wide as a column at
    // 1280×720 ("Ablagestapel (2): Aktion ¥400 / Station ¥200/Halt" more).
    let width = ui.available_width();
    let lines = |ui: &egui::Ui, size: f32| {
        ui.fonts_mut(|f| {
            f.layout(
                text.clone(),
                egui::FontId::proportional(size),
                Color32::WHITE,
                width - 8.0,
            )
            .rows
            .len()
        })
    };
    let size = [DISCARD_TEXT, DISCARD_TEXT - 0.5, DISCARD_TEXT - 1.0]
        .into_iter()
        .find(|&size| lines(ui, size) <= 2);
    if size.is_none() {
        super::note_cut(ui.ctx(), &text);
    }
    let size = size.unwrap_or(DISCARD_TEXT - 1.0);
    let room = vec2(width, DISCARD);
    if t.is_legal(&action) {
        let label = t.label(&action);
        let button = super::fixed_box(ui, room, |ui| {
            ui.spacing_mut().button_padding = vec2(3.0, 1.0);
            ui.add(egui::Button::new(RichText::new(&text).color(LEGAL).size(size)).wrap())
        });
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if button.on_hover_text(&label).clicked() {
            commands.push(Command::Apply(action));
        }
    } else {
        let response = super::fixed_box(ui, room, |ui| {
            ui.add(
                egui::Label::new(RichText::new(&text).size(size).weak())
                    .wrap()
                    .sense(Sense::click()),
            )
        });
        match t.refusal(action, |a| matches!(a, Action::Column(_))) {
            Some(why) => {
                let book = t.session.rules_book();
                super::why_not::show(response, &text, &book, &why, commands)
            }
            None => response.on_hover_text(&text),
        };
    }
}

/// One card: its actions, each a row. Returns the action under the pointer.
pub fn card_ui(
    ui: &mut egui::Ui,
    t: &Table,
    card: CardId,
    column_colour: Color32,
    previews: &mut Previews,
    commands: &mut Vec<Command>,
) -> Option<Action> {
    let rules = t.session.rules();
    let mut hovered = None;
    let width = ui.available_width();
    // Every card exactly as high as the others: the tray's height is known before it is drawn.
    super::fixed_box(ui, vec2(width, CARD_HEIGHT), |ui| {
        egui::Frame::new()
            .fill(ui.visuals().extreme_bg_color)
            .stroke(Stroke::new(1.0, column_colour.gamma_multiply(0.6)))
            .corner_radius(4.0)
            .inner_margin(egui::Margin::symmetric(4, 2))
            .show(ui, |ui| {
                ui.set_width(width - 10.0);
                ui.set_min_height(CARD_HEIGHT - 6.0);
                ui.spacing_mut().item_spacing = vec2(4.0, 1.0);
                if let Some(face) = crate::module_pieces::card_face(rules, card)
                    && let Some(rgb) = face.colour
                {
                    let dc = colour(rgb);
                    let (rect, _) = ui.allocate_exact_size(vec2(0.0, 0.0), Sense::hover());
                    ui.painter().rect_filled(
                        egui::Rect::from_min_size(rect.min - vec2(4.0, 2.0), vec2(3.0, CARD_HEIGHT - 4.0)),
                        1.0,
                        dc,
                    );
                }
                let actions: Vec<_> = rules.card_actions(card).collect();
                // A card of one action (a Jidohanbaiki card) has a second row free: its price tag goes there.
                let single = actions.len() == 1;
                // The circles take the room of the card's most spaces, no more: the names have the rest (Italian
                // and German names are long).
                let slots = actions
                    .iter()
                    .map(|(_, spec)| spec.spaces)
                    .max()
                    .unwrap_or(1)
                    .max(1);
                for (aref, spec) in actions {
                    ui.horizontal(|ui| {
                        discs(ui, t, aref, spec.spaces, slots);
                        let mut row = |ui: &mut egui::Ui| {
                            action_row(ui, t, aref, spec.kind, single, previews, commands)
                        };
                        let a = if single { ui.vertical(row).inner } else { row(ui) };
                        if let Some(a) = a {
                            hovered = Some(a);
                        }
                    });
                }
            });
    });
    hovered
}

/// One circle per action space, in the room of `slots` circles; each filled with a disc of every player on the action
/// (D-9 stacks a copier's discs on the first player's: the circle shows both colours).
fn discs(ui: &mut egui::Ui, t: &Table, aref: ActionRef, spaces: u8, slots: u8) {
    let index = aref.card.0 as usize * 2 + aref.action as usize;
    let bits = t.view.state.occupants.get(index).copied().unwrap_or(0);
    let owners: Vec<usize> = (0..t.view.state.players.len())
        .filter(|p| bits & (1 << p) != 0)
        .collect();
    let (rect, response) = ui.allocate_exact_size(vec2(f32::from(slots) * 11.0, 12.0), Sense::hover());
    let painter = ui.painter();
    for k in 0..spaces as usize {
        let centre = rect.left_center() + vec2(5.5 + k as f32 * 11.0, 0.0);
        match owners.as_slice() {
            [] => {
                painter.circle_stroke(centre, 4.5, Stroke::new(1.0, Color32::GRAY));
            }
            [first, rest @ ..] => {
                painter.circle_filled(
                    centre,
                    4.5,
                    t.colours.get(*first).copied().unwrap_or(Color32::GRAY),
                );
                painter.circle_stroke(centre, 4.5, Stroke::new(1.0, Color32::BLACK));
                for (n, p) in rest.iter().enumerate() {
                    let r = 2.6 - n as f32 * 0.8;
                    painter.circle_filled(centre, r, t.colours.get(*p).copied().unwrap_or(Color32::GRAY));
                }
            }
        }
    }
    let text = if owners.is_empty() {
        tr!("cards-spaces-empty", count = spaces)
    } else {
        let names: Vec<String> = owners
            .iter()
            .map(|&p| {
                let name = t.player_name(metro_play::game::PlayerId(p as u8));
                tr!("cards-discs-of", count = spaces, player = name)
            })
            .collect();
        tr!(
            "cards-spaces-taken",
            count = spaces,
            discs = names.join(&play_tr!("list-separator"))
        )
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    response.on_hover_text(text);
}

/// The action's name (a button when it may be taken, copied or lifted) and the tag of what it costs at once.
fn action_row(
    ui: &mut egui::Ui,
    t: &Table,
    aref: ActionRef,
    kind: metro_core::ActionKind,
    tag_below: bool,
    previews: &mut Previews,
    commands: &mut Vec<Command>,
) -> Option<Action> {
    let title = t.session.action_name(kind);
    let legal: Vec<Action> = [Action::Take(aref), Action::Copy(aref), Action::Lift(aref)]
        .into_iter()
        .filter(|a| t.is_legal(a))
        .collect();
    let mut hovered = None;
    // What the action does, in one sentence with its cost after the discounts the human could lift (the engine's).
    let sentence = tr!(
        "cards-action-sentence",
        action = title.as_str(),
        sentence = t.session.kind_sentence(t.me, kind)
    );
    if legal.is_empty() {
        let size = super::fitted_size(ui, &title, 12.0, ui.available_width());
        let response = ui.add(
            egui::Label::new(RichText::new(&title).size(size))
                .truncate()
                .sense(Sense::click()),
        );
        match t.refusal(Action::Take(aref), |a| matches!(a, Action::Take(_))) {
            Some(why) => {
                let book = t.session.rules_book();
                super::why_not::show(response, &sentence, &book, &why, commands)
            }
            None => response.on_hover_text(&sentence),
        };
        return None;
    }
    for action in legal {
        let text = match action {
            Action::Copy(_) => tr!("cards-copy", action = title.as_str()),
            Action::Lift(_) => tr!("cards-lift", action = title.as_str()),
            _ => title.clone(),
        };
        let label = t.label(&action);
        let outcome = previews.outcome(t.session, action).cloned();
        // No tag where the action's name already says the price ("Action ¥400" costs ¥400).
        let mut tag = outcome
            .as_ref()
            .filter(|o| !(o.discs_lost == 0 && o.cash < 0 && title.contains(&yen(-o.cash))))
            .and_then(tag_of);
        // The price tag keeps its room: the button is shortened instead, but keeps room for its first word or two;
        // a long tag gives way to its short form (the tooltip and the prompt say it in full).
        let font = egui::FontId::proportional(11.0);
        let width_of = |ui: &egui::Ui, text: &str| super::text_width(ui, text, font.clone()) + 6.0;
        let mut tag_width = if tag_below {
            0.0
        } else {
            tag.as_ref().map_or(0.0, |(tag, _)| width_of(ui, tag))
        };
        if !tag_below
            && ui.available_width() - tag_width < MIN_BUTTON
            && let Some(short) = outcome.as_ref().and_then(short_tag_of)
        {
            tag_width = width_of(ui, &short.0);
            tag = Some(short);
        }
        let room = vec2((ui.available_width() - tag_width).max(24.0), 18.0);
        let button = ui
            .allocate_ui(room, |ui| {
                // Narrow padding and the regular weight: at 1280×720 a column is ~155 points and "Station ¥300/stop"
                // was cut to "Station ¥300/s…" in bold.
                ui.spacing_mut().button_padding.x = 2.0;
                let size = super::fitted_size(ui, &text, 12.0, ui.available_width() - 4.0);
                ui.add(
                    egui::Button::new(RichText::new(&text).size(size).color(LEGAL))
                        .small()
                        .truncate(),
                )
            })
            .inner;
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        let mut choice = label.clone();
        if let Some(o) = &outcome {
            choice = crate::preview::with_words(&action, choice, &o.words());
        }
        let tip = format!("{sentence}\n{choice}");
        let button = button.on_hover_text(tip);
        if button.hovered() {
            hovered = Some(action);
        }
        if button.clicked() {
            commands.push(Command::Apply(action));
        }
        if let Some((tag, bad)) = tag {
            let colour = if bad {
                Color32::from_rgb(230, 120, 90)
            } else {
                Color32::from_rgb(120, 200, 120)
            };
            let full = outcome
                .as_ref()
                .and_then(tag_of)
                .map(|(t, _)| t)
                .unwrap_or_default();
            ui.label(RichText::new(tag).size(11.0).color(colour))
                .on_hover_text(tr!("cards-taking-it", tag = full));
        }
    }
    hovered
}

/// The narrowest an action's button is made to leave room for its price tag, in points.
const MIN_BUTTON: f32 = 84.0;

/// The price tag of an action taken at once: "−¥500", "−1 disc for good", "+¥1,000".
fn tag_of(o: &crate::preview::Outcome) -> Option<(String, bool)> {
    tag_words(o, true)
}

/// The short price tag where the card is narrow: "−1 disc" (its tooltip says "for good").
fn short_tag_of(o: &crate::preview::Outcome) -> Option<(String, bool)> {
    tag_words(o, false)
}

fn tag_words(o: &crate::preview::Outcome, for_good: bool) -> Option<(String, bool)> {
    let mut parts = Vec::new();
    if o.cash < 0 {
        parts.push(format!("−{}", yen(-o.cash)));
    } else if o.cash > 0 {
        parts.push(format!("+{}", yen(o.cash)));
    }
    if o.discs_lost > 0 {
        parts.push(if for_good {
            tr!("cards-tag-discs-for-good", count = o.discs_lost)
        } else {
            tr!("cards-tag-discs", count = o.discs_lost)
        });
    }
    (!parts.is_empty()).then(|| (parts.join(" "), o.costs()))
}

/// A card by its actions alone, "Move 2 / Station ¥300/stop" (the discard pile's row is narrow); a rule module's card
/// by its name.
fn actions_of(t: &Table, card: CardId) -> String {
    let rules = t.session.rules();
    if card == HIDDEN_CARD || crate::module_pieces::card_face(rules, card).is_some() {
        return card_title(t.session, card);
    }
    let names: Vec<String> = rules
        .card_actions(card)
        .map(|(_, spec)| t.session.action_name(spec.kind))
        .collect();
    if names.is_empty() {
        card_title(t.session, card)
    } else {
        names.join(" / ")
    }
}

/// A card by its actions: "Move 3 / Station ¥300/stop card"; Jidohanbaiki cards by colour or shape.
pub fn card_title(session: &dyn GameSession, card: CardId) -> String {
    if card == HIDDEN_CARD {
        return tr!("cards-face-down");
    }
    let name = session.card_name(card);
    name.strip_prefix("the ").unwrap_or(&name).to_string()
}

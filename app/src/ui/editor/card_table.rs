//! The card-set editor's table: one section per column (name, colours), one row per card (dots, its one or two
//! actions: kind, spaces, parameter). Every kind the loaded registry knows is offered, those the rule modules add
//! included. It pushes [`CardEdit`]s and selections; it changes nothing itself.

use egui::RichText;
use metro_core::KindCatalogue;

use super::file_bar::text_field;
use super::map_canvas::line_colour;
use crate::editor::cards::{CardEdit, CardSelection, CardSetModel, default_action};
use crate::locale::{play_tr, tr};

/// What the table asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableAsk {
    /// An edit of the file.
    Edit(CardEdit),
    /// Select an element.
    Select(CardSelection),
}

/// The card table panel; remembers the element to scroll to.
#[derive(Clone, Debug, Default)]
pub struct CardTable {
    /// Scroll to the selection on the next frame.
    pub reveal: bool,
}

impl CardTable {
    /// Draws the table.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        model: &CardSetModel,
        kinds: &KindCatalogue,
        selection: CardSelection,
        faulty: &[CardSelection],
        asks: &mut Vec<TableAsk>,
    ) {
        ui.horizontal(|ui| {
            if let Some(name) = text_field(ui, "set-name", &tr!("editor-name"), &model.name, 240.0) {
                asks.push(TableAsk::Edit(CardEdit::SetName(name)));
            }
            if ui.button(tr!("editor-add-column")).clicked() {
                asks.push(TableAsk::Edit(CardEdit::AddColumn));
            }
        });
        let reveal = std::mem::take(&mut self.reveal);
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for (ci, column) in model.columns.iter().enumerate() {
                    ui.separator();
                    let column_sel = selection == CardSelection::Column(ci);
                    let r = ui.horizontal(|ui| {
                        for c in &column.colours {
                            let (rect, _) =
                                ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                            ui.painter().rect_filled(rect, 3.0, line_colour(c));
                        }
                        let title = RichText::new(play_tr!("editor-column", number = ci + 1)).strong();
                        if ui
                            .selectable_label(
                                column_sel || faulty.contains(&CardSelection::Column(ci)),
                                title,
                            )
                            .clicked()
                        {
                            asks.push(TableAsk::Select(CardSelection::Column(ci)));
                        }
                        if let Some(name) =
                            text_field(ui, ("column-name", ci), &tr!("editor-name"), &column.name, 180.0)
                        {
                            asks.push(TableAsk::Edit(CardEdit::SetColumnName(ci, name)));
                        }
                        let colours = column.colours.join(" ");
                        if let Some(text) = text_field(
                            ui,
                            ("column-colours", ci),
                            &tr!("editor-colours"),
                            &colours,
                            150.0,
                        ) {
                            let list = text
                                .split([' ', ','])
                                .filter(|s| !s.is_empty())
                                .map(str::to_string)
                                .collect();
                            asks.push(TableAsk::Edit(CardEdit::SetColours(ci, list)));
                        }
                        if ui.button(tr!("editor-add-card")).clicked() {
                            asks.push(TableAsk::Edit(CardEdit::AddCard(ci)));
                        }
                        if ui.button(tr!("editor-remove-column")).clicked() {
                            asks.push(TableAsk::Edit(CardEdit::RemoveColumn(ci)));
                        }
                    });
                    if reveal && column_sel {
                        r.response.scroll_to_me(Some(egui::Align::Center));
                    }
                    egui::Grid::new(("cards", ci))
                        .striped(true)
                        .num_columns(4)
                        .show(ui, |ui| {
                            ui.label(RichText::new(tr!("editor-card")).strong());
                            ui.label(RichText::new(tr!("editor-dots")).strong());
                            ui.label(RichText::new(tr!("editor-actions-header")).strong());
                            ui.label("");
                            ui.end_row();
                            for (k, card) in column.cards.iter().enumerate() {
                                let here = CardSelection::Card { column: ci, card: k };
                                let in_card = |s: &CardSelection| match s {
                                    CardSelection::Card { column, card }
                                    | CardSelection::Action { column, card, .. } => {
                                        *column == ci && *card == k
                                    }
                                    _ => false,
                                };
                                let marked = in_card(&selection) || faulty.iter().any(in_card);
                                let r = ui.selectable_label(marked, format!("{}.{}", ci + 1, k + 1));
                                if r.clicked() {
                                    asks.push(TableAsk::Select(here));
                                }
                                if reveal && in_card(&selection) {
                                    r.scroll_to_me(Some(egui::Align::Center));
                                }
                                let mut dots = card.dots;
                                if ui
                                    .add(
                                        egui::DragValue::new(&mut dots)
                                            .update_while_editing(false)
                                            .range(1..=3),
                                    )
                                    .on_hover_text(tr!("editor-dots.tooltip"))
                                    .changed()
                                    && dots != card.dots
                                {
                                    asks.push(TableAsk::Edit(CardEdit::SetDots {
                                        column: ci,
                                        card: k,
                                        dots,
                                    }));
                                }
                                ui.vertical(|ui| {
                                    for (a, action) in card.actions.iter().enumerate() {
                                        ui.horizontal(|ui| {
                                            let bad = faulty.contains(&CardSelection::Action {
                                                column: ci,
                                                card: k,
                                                action: a,
                                            });
                                            if bad {
                                                ui.colored_label(crate::ui::table::ERROR, "!");
                                            }
                                            let title = kinds.lookup(&action.kind).map_or_else(
                                                || format!("{} (unknown)", action.kind),
                                                |(_, s)| s.title.clone(),
                                            );
                                            egui::ComboBox::from_id_salt(("kind", ci, k, a))
                                                .selected_text(title)
                                                .width(150.0)
                                                .show_ui(ui, |ui| {
                                                    for spec in kinds.kinds() {
                                                        if ui
                                                            .selectable_label(
                                                                spec.name == action.kind,
                                                                &spec.title,
                                                            )
                                                            .on_hover_text(format!(
                                                                "{} ({})",
                                                                spec.name, spec.rule
                                                            ))
                                                            .clicked()
                                                            && spec.name != action.kind
                                                        {
                                                            asks.push(TableAsk::Edit(CardEdit::SetAction {
                                                                column: ci,
                                                                card: k,
                                                                action: a,
                                                                to: default_action(kinds, &spec.name),
                                                            }));
                                                        }
                                                    }
                                                });
                                            let mut spaces = action.spaces;
                                            if ui
                                                .add(
                                                    egui::DragValue::new(&mut spaces)
                                                        .update_while_editing(false)
                                                        .range(1..=3)
                                                        .suffix(" sp."),
                                                )
                                                .on_hover_text(tr!("editor-action-spaces"))
                                                .changed()
                                                && spaces != action.spaces
                                            {
                                                let mut to = action.clone();
                                                to.spaces = spaces;
                                                asks.push(TableAsk::Edit(CardEdit::SetAction {
                                                    column: ci,
                                                    card: k,
                                                    action: a,
                                                    to,
                                                }));
                                            }
                                            if let Some((name, value)) = &action.param {
                                                let spec = kinds
                                                    .lookup(&action.kind)
                                                    .and_then(|(_, s)| s.param.clone());
                                                let (min, max, step) =
                                                    spec.map_or((0, 10_000, 1), |p| (p.min, p.max, p.step));
                                                let mut v = *value;
                                                ui.label(name);
                                                if ui
                                                    .add(
                                                        egui::DragValue::new(&mut v)
                                                            .update_while_editing(false)
                                                            .range(i64::from(min)..=i64::from(max))
                                                            .speed(f64::from(step.max(1))),
                                                    )
                                                    .changed()
                                                {
                                                    let step = i64::from(step.max(1));
                                                    let v = (v / step) * step;
                                                    if v != *value {
                                                        let mut to = action.clone();
                                                        to.param = Some((name.clone(), v));
                                                        asks.push(TableAsk::Edit(CardEdit::SetAction {
                                                            column: ci,
                                                            card: k,
                                                            action: a,
                                                            to,
                                                        }));
                                                    }
                                                }
                                            }
                                            if card.actions.len() > 1
                                                && ui
                                                    .small_button(tr!("editor-remove"))
                                                    .on_hover_text(tr!("editor-remove.tooltip"))
                                                    .clicked()
                                            {
                                                asks.push(TableAsk::Edit(CardEdit::RemoveAction {
                                                    column: ci,
                                                    card: k,
                                                    action: a,
                                                }));
                                            }
                                        });
                                    }
                                });
                                ui.horizontal(|ui| {
                                    if card.actions.len() < 2 && ui.button(tr!("editor-add-action")).clicked()
                                    {
                                        asks.push(TableAsk::Edit(CardEdit::AddAction {
                                            column: ci,
                                            card: k,
                                        }));
                                    }
                                    if ui.button(tr!("editor-remove-card")).clicked() {
                                        asks.push(TableAsk::Edit(CardEdit::RemoveCard {
                                            column: ci,
                                            card: k,
                                        }));
                                    }
                                });
                                ui.end_row();
                            }
                        });
                }
            });
    }
}

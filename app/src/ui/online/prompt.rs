//! The decision at hand: the server's offers, in its words, as buttons (a click sends the offer's action; nothing
//! changes until the server answers); in a sealed round, one's own sealed bid (which may be changed until every
//! person has bid) and who the table waits for; Undo when the server offers it; the server's last refusal.

use egui::RichText;
use metro_client::TableView;

use super::super::table::ERROR;
use crate::command::{Command, OnlineCommand};
use crate::locale::tr;
use crate::online::Online;

/// The most offers shown as buttons at once (a long list — every bid — scrolls with the panel).
pub const MOST_OFFERS: usize = 400;

/// The most height the offers take before they scroll in their own box, in points.
pub const OFFERS_HEIGHT: f32 = 300.0;

/// From how many offers a filter is shown above them (a meeple's placement lists every space).
pub const FILTER_FROM: usize = 16;

/// The decision at hand, and the words typed to filter a long list of offers.
#[derive(Default)]
pub struct PromptPanel {
    filter: String,
    /// The prompt the filter was typed for (the table and its version): a new prompt starts unfiltered.
    typed_for: Option<(String, u64)>,
}

impl PromptPanel {
    /// Draws the prompt.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &TableView, online: &Online, commands: &mut Vec<Command>) {
        let state = &view.state;
        if let Some(broken) = &state.broken {
            ui.colored_label(ERROR, tr!("online-broken", reason = broken.clone()));
            return;
        }
        match view.info.state {
            metro_protocol::TableState::Waiting => {
                ui.label(RichText::new(tr!("online-table-waiting", code = view.info.code.clone())).strong());
                if view.seat.is_some() && view.info.host == view.seat {
                    let start = ui.button(tr!("online-start-now"));
                    if start.clicked() && online.connection.is_connected() {
                        commands.push(Command::Online(OnlineCommand::StartTable));
                    }
                }
                return;
            }
            metro_protocol::TableState::Ended => {
                ui.label(RichText::new(tr!("online-table-ended")).strong());
                return;
            }
            _ => {}
        }
        let names: Vec<String> = state
            .deciding
            .iter()
            .filter_map(|s| view.info.seats.get(usize::from(*s)).map(|i| i.name.clone()))
            .collect();
        let connected = online.connection.is_connected();
        if let Some(round) = &state.sealed {
            ui.label(RichText::new(tr!("online-sealed-round")).strong());
            if let (Some(seat), Some(mine)) = (view.seat, &round.mine)
                && round.sealed.contains(&seat)
            {
                let words = state
                    .offers
                    .iter()
                    .find(|o| &o.action == mine)
                    .map_or_else(|| mine.to_string(), |o| o.words.clone());
                ui.label(tr!("online-your-sealed-bid", bid = words));
            }
        }
        if view.my_turn() {
            ui.label(RichText::new(tr!("online-your-turn")).strong().size(16.0));
        } else if !names.is_empty() {
            ui.label(tr!("online-waiting-for", names = names.join(", ")));
        }
        let may_change = view
            .seat
            .zip(state.sealed.as_ref())
            .is_some_and(|(seat, round)| round.sealed.contains(&seat) && round.mine.is_some());
        if (view.my_turn() || may_change) && !state.offers.is_empty() {
            if may_change {
                ui.label(tr!("online-change-bid"));
            }
            if state.offers.len() >= FILTER_FROM {
                ui.horizontal(|ui| {
                    let label = ui.label(tr!("online-filter"));
                    ui.add(egui::TextEdit::singleline(&mut self.filter).desired_width(180.0))
                        .labelled_by(label.id);
                });
            }
            let prompt = (view.info.id.clone(), view.version());
            if self.typed_for.as_ref() != Some(&prompt) {
                self.filter.clear();
                self.typed_for = Some(prompt);
            }
            let filter = self.filter.trim().to_lowercase();
            let matching = state
                .offers
                .iter()
                .filter(|o| filter.is_empty() || o.words.to_lowercase().contains(&filter))
                .count();
            if matching == 0 {
                ui.label(tr!("online-filter-none"));
            }
            let waiting = online.sent.is_some() && online.sent == Some(view.version());
            if waiting {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr!("online-sent"));
                });
            }
            ui.add_enabled_ui(connected && !waiting, |ui| {
                // A long list scrolls in its own box, so the seats and the figures below stay in sight.
                egui::ScrollArea::vertical()
                    .id_salt("online-offers")
                    .max_height(OFFERS_HEIGHT)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        ui.horizontal_wrapped(|ui| {
                            let shown = state
                                .offers
                                .iter()
                                .filter(|o| filter.is_empty() || o.words.to_lowercase().contains(&filter));
                            for offer in shown.take(MOST_OFFERS) {
                                let chosen = state
                                    .sealed
                                    .as_ref()
                                    .and_then(|r| r.mine.as_ref())
                                    .is_some_and(|m| *m == offer.action);
                                let mut button = ui.add(egui::Button::new(&offer.words).selected(chosen));
                                if let Some(preview) = &offer.preview {
                                    button = button.on_hover_text(preview);
                                }
                                if button.clicked() {
                                    commands.push(Command::Online(OnlineCommand::Play(offer.action.clone())));
                                }
                            }
                        });
                    });
            });
        }
        if let Some(undo) = &state.undo
            && ui
                .add_enabled(
                    connected,
                    egui::Button::new(tr!("online-undo", decision = undo.clone())),
                )
                .clicked()
        {
            commands.push(Command::Online(OnlineCommand::Undo));
        }
        if let Some(refused) = &view.refused {
            ui.colored_label(
                ERROR,
                tr!(
                    "online-refused",
                    reason = refused.reason.clone(),
                    rule = refused.rule.clone()
                ),
            );
        } else if let Some(notice) = &online.notice {
            ui.colored_label(ERROR, notice);
        }
    }
}

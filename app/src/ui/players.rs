//! The players panel: turn order, and each player's money and pieces in a compact card — cash, action discs,
//! pyramids, loans, bike, speed tokens, shares, speculations, personal cards, a rule module's counters — read from what is shown, so
//! cash changes step by step with the train animation. The viewer's own secret bid shows only to them (D-3).

use crate::locale::tr;
use egui::{RichText, Stroke};
use metro_play::game::Slot;
use metro_play::game::yen;
use metro_play::game::{Action, Phase, PlayerId};

use super::table::Table;
use crate::command::Command;
use crate::preview::Previews;
use crate::words::ink_on;

/// The players panel's own state.
#[derive(Debug, Default)]
pub struct PlayersPanel {
    /// Scroll down to the last player in the next frame.
    jump: bool,
}

impl PlayersPanel {
    /// Draws the panel.
    /// Returns the action under the pointer (an action of a player's own card), if any.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        previews: &mut Previews,
        commands: &mut Vec<Command>,
    ) -> Option<Action> {
        let mut hovered = None;
        ui.horizontal(|ui| {
            // Tight, so that five seats fit on one line of the narrow panel (a 1280×720 window).
            ui.spacing_mut().item_spacing.x = 3.0;
            // The heading takes the room the seats leave, smaller if it must ("Spielerreihenfolge" is long).
            let seats = t.view.state.order.len();
            let body = egui::TextStyle::Body.resolve(ui.style());
            let chip = super::text_width(ui, " 5 ", body.clone());
            let arrow = super::text_width(ui, "›", egui::FontId::proportional(11.0));
            let spacing = ui.spacing().item_spacing.x;
            let chips = seats as f32 * (chip + spacing) + seats.saturating_sub(1) as f32 * (arrow + spacing);
            let heading = tr!("players-turn-order");
            let room = (ui.available_width() - chips).max(0.0);
            let size = super::fitted_size(ui, &heading, body.size, room);
            ui.add_sized(
                egui::vec2(
                    room.min(super::text_width(ui, &heading, egui::FontId::proportional(size))),
                    16.0,
                ),
                egui::Label::new(RichText::new(&heading).strong().size(size)).truncate(),
            )
            .on_hover_text(&heading);
            for (k, &p) in t.view.state.order.iter().enumerate() {
                let c = t.colour(p);
                ui.label(
                    RichText::new(format!(" {} ", p.0 + 1))
                        .background_color(c)
                        .color(ink_on(c))
                        .strong(),
                )
                .on_hover_text(t.player_name(p));
                if k + 1 < t.view.state.order.len() {
                    ui.label(RichText::new("›").size(11.0));
                }
            }
        });
        ui.add_space(2.0);
        // Late in a game the players' cards need more room than the panel has: a scroll bar that shows, and a button
        // that says more players are below (the fourth ran under the card tray, unannounced).
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        let shown = egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for i in 0..t.view.state.players.len() {
                    if let Some(a) = player_card(ui, t, PlayerId(i as u8), previews, commands) {
                        hovered = Some(a);
                    }
                }
                if std::mem::take(&mut self.jump) {
                    ui.scroll_to_cursor(Some(egui::Align::BOTTOM));
                }
            });
        if super::more_below(&shown) && super::below_button(ui, shown.inner_rect, &tr!("players-more-below"))
        {
            self.jump = true;
        }
        hovered
    }
}

fn player_card(
    ui: &mut egui::Ui,
    t: &Table,
    id: PlayerId,
    previews: &mut Previews,
    commands: &mut Vec<Command>,
) -> Option<Action> {
    let mut hovered = None;
    let i = id.0 as usize;
    let p = &t.view.state.players[i];
    let c = t.colour(id);
    let map = t.session.map();
    let to_move = !t.session.playing() && t.session.to_move() == Some(id);
    egui::Frame::group(ui.style())
        .stroke(Stroke::new(if to_move { 3.0 } else { 1.5 }, c))
        .inner_margin(5.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.spacing_mut().item_spacing.y = 1.0;
            // The name on a row of its own (the panel is narrow: "Player 3 (Normal bot)" must not be cut), then the
            // cash, large.
            let name = t.player_name(id);
            let shown = if to_move {
                format!("» {name}")
            } else {
                name.clone()
            };
            let body = egui::TextStyle::Body.resolve(ui.style()).size;
            let size = super::fitted_size(ui, &shown, body, ui.available_width());
            let text = RichText::new(shown).strong().color(c).size(size);
            ui.add(egui::Label::new(text).truncate()).on_hover_text(name);
            ui.add(egui::Label::new(RichText::new(yen(p.cash)).strong().size(15.0)).extend())
                .on_hover_text(tr!("players-cash"));
            let mut small = vec![
                tr!("players-discs", hand = p.discs_in_hand, owned = p.discs_owned),
                tr!("players-pyramids", count = p.pyramids),
            ];
            if p.loans > 0 {
                small.push(tr!("players-loans", count = p.loans));
            }
            if p.bike {
                small.push(tr!("players-bike"));
            }
            if p.speed_tokens > 0 {
                small.push(tr!("players-speed-tokens", count = p.speed_tokens));
            }
            ui.label(RichText::new(small.join(" · ")).size(12.0))
                .on_hover_text(tr!(
                    "players-discs.tooltip",
                    supply = p.discs_in_supply,
                    speculation = p.speculation_discs
                ));
            let mut holdings = Vec::new();
            for (l, line) in t.view.state.lines.iter().enumerate() {
                let letter = &map.lines()[l].letter;
                if let Some(n) = line.share_of(id) {
                    holdings.push(tr!("players-share", line = letter.as_str(), number = n));
                }
                for slot in &line.slots {
                    if let Slot::Speculation { player, stake } = *slot
                        && player == id
                    {
                        holdings.push(tr!(
                            "players-speculation",
                            line = letter.as_str(),
                            stake = yen(stake)
                        ));
                    }
                }
            }
            if !holdings.is_empty() {
                ui.label(RichText::new(holdings.join(" · ")).size(12.0))
                    .on_hover_text(tr!("players-holdings.tooltip"));
            }
            // Own cards (TM-7.14): drawn like the tray's cards, their actions clickable by their owner.
            for &card in &p.personal_cards {
                if let Some(a) = super::cards::card_ui(ui, t, card, c, previews, commands) {
                    hovered = Some(a);
                }
            }
            if p.set_aside > 0 || p.bid_bonus > 0 {
                let mut extra = Vec::new();
                if p.set_aside > 0 {
                    extra.push(tr!("players-set-aside", amount = yen(p.set_aside)));
                }
                if p.bid_bonus > 0 {
                    extra.push(tr!("players-bid-bonus", amount = yen(p.bid_bonus)));
                }
                ui.label(RichText::new(extra.join(" · ")).size(12.0));
            }
            crate::module_pieces::player_counters(ui, t.session, &t.view, id);
            let state = match (t.view.bids_made.get(i), t.view.state.phase) {
                (Some(true), Phase::TurnOrder) => tr!("players-bid-made"),
                _ if p.passed && t.view.state.phase == Phase::Actions => tr!("players-passed"),
                _ => String::new(),
            };
            if !state.is_empty() {
                ui.label(RichText::new(state).italics().size(12.0));
            }
            if let Some(bid) = p.bid
                && id == t.view.viewer
                && t.me == Some(id)
            {
                ui.label(RichText::new(tr!("players-your-bid", amount = yen(bid))).size(12.0));
            }
        });
    hovered
}

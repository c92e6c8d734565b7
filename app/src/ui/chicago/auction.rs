//! An auction (CE-2.12–CE-2.21, CE-4): whose share, the high bid and its bidder, who has passed, whose bid it is. The
//! person to bid sets a bid with a slider — from the lowest bid allowed to the most they may bid, the game's legal
//! bids — and bids it, or passes.

use egui::RichText;
use metro_chicago::{Action, AuctionKind, Pending, money};

use super::{Frame, company_chip};
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// The auction panel's own state: the bid being set, for the position it was set in.
#[derive(Debug, Default)]
pub struct AuctionPanel {
    bid: Option<(u64, u32)>,
}

impl AuctionPanel {
    /// Draws the auction, if one is held.
    pub fn ui(&mut self, ui: &mut egui::Ui, f: &Frame, commands: &mut Vec<Command>) {
        let Pending::Auction(auction) = f.state.pending() else {
            return;
        };
        ui.horizontal(|ui| {
            let title = match auction.kind {
                AuctionKind::Initial => tr!("chicago-auction-initial"),
                AuctionKind::Share => tr!("chicago-auction-share"),
                AuctionKind::Opening => tr!("chicago-auction-opening"),
            };
            ui.label(RichText::new(title).strong().size(16.0));
            company_chip(ui, f, auction.company);
        });
        match auction.high {
            Some((seat, bid)) => ui.label(tr!(
                "chicago-high-bid",
                amount = money(bid),
                player = f.table.seat_name(seat)
            )),
            None => ui.label(tr!("chicago-no-bid", minimum = money(auction.minimum))),
        };
        let passed: Vec<String> = f
            .seats()
            .filter(|&s| auction.has_passed(s))
            .map(|s| f.table.seat_name(s))
            .collect();
        // Always a line, so that the slider and the buttons below never move when someone passes.
        if passed.is_empty() {
            ui.label(tr!("chicago-passed-none"));
        } else {
            ui.label(tr!("chicago-passed", players = passed.join(", ")));
        }
        let Some(me) = f.me else {
            ui.label(tr!("chicago-to-bid", player = f.table.seat_name(auction.to_bid)));
            return;
        };
        // The bids allowed are the game's: the legal list's lowest and highest.
        let bids: Vec<u32> = f
            .offers
            .iter()
            .filter_map(|o| match o.action {
                Action::Bid(amount) => Some(amount),
                _ => None,
            })
            .collect();
        ui.label(RichText::new(tr!("chicago-your-bid", player = f.table.seat_name(me))).strong());
        if let (Some(&low), Some(&high)) = (bids.iter().min(), bids.iter().max()) {
            let mut bid = match self.bid {
                Some((position, bid)) if position == f.position => bid.clamp(low, high),
                _ => low,
            };
            let label = tr!("chicago-bid-amount");
            let slider = ui.add(egui::Slider::new(&mut bid, low..=high).prefix("$").integer());
            slider.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Slider, true, &label));
            self.bid = Some((f.position, bid));
            ui.horizontal(|ui| {
                let action = Action::Bid(bid);
                let words = f.offer(action).map_or_else(|| money(bid), |o| o.words.clone());
                let mut button = ui.button(RichText::new(words).strong());
                if let Some(preview) = f.offer(action).and_then(|o| o.preview.clone()) {
                    button = button.on_hover_text(preview);
                }
                if button.clicked() && bids.contains(&bid) {
                    commands.push(Command::Chicago(ChicagoCommand::Play(action)));
                }
                if let Some(pass) = f.offer(Action::Pass) {
                    let mut button = ui.button(pass.words.as_str());
                    if let Some(preview) = &pass.preview {
                        button = button.on_hover_text(preview.as_str());
                    }
                    if button.clicked() {
                        commands.push(Command::Chicago(ChicagoCommand::Play(Action::Pass)));
                    }
                }
            });
        } else if let Some(pass) = f.offer(Action::Pass) {
            ui.label(tr!("chicago-cannot-bid"));
            if ui.button(pass.words.as_str()).clicked() {
                commands.push(Command::Chicago(ChicagoCommand::Play(Action::Pass)));
            }
        }
    }
}

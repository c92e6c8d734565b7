//! The seats: each one's name in its colour, who plays it (you, a person, a bot, nobody yet), its money as its
//! pieces say, and where play stands for it — deciding, and in a sealed round (secret bids at once) only whether it
//! has bid: never what, except one's own bid.

use egui::RichText;
use metro_client::TableView;
use serde_json::Value;

use crate::locale::tr;
use crate::words::player_colour;

/// The colour of seat `seat` (the app's seat colours in order).
pub fn seat_colour(seat: usize) -> egui::Color32 {
    let colours = crate::paths::PLAYER_COLOURS;
    player_colour(colours[seat % colours.len()].0)
}

/// A seat's money as the game writes it (Tokyo Metro in yen, `¥1,200`; Chicago Express in dollars, `$12`).
pub fn money(game: &str, amount: i64) -> String {
    if game == "tokyo-metro" {
        metro_play::game::yen(i32::try_from(amount).unwrap_or(if amount < 0 { i32::MIN } else { i32::MAX }))
    } else {
        metro_chicago::money(u32::try_from(amount).unwrap_or(0))
    }
}

/// The seats.
pub struct SeatsPanel;

impl SeatsPanel {
    /// Draws the seats.
    pub fn ui(ui: &mut egui::Ui, view: &TableView) {
        ui.label(RichText::new(tr!("online-seats")).strong());
        let players = view.state.pieces["players"].as_array();
        let sealed = view.state.sealed.as_ref();
        for info in &view.info.seats {
            let seat = usize::from(info.seat);
            let mine = view.seat == Some(info.seat);
            let name = if mine {
                tr!("online-seat-you", name = info.name.clone())
            } else {
                info.name.clone()
            };
            // Who took a person seat is told in the welcome only: a seat is named a person's, taken or not.
            let who = if mine {
                tr!("online-played-by-you")
            } else if info.player == "person" {
                tr!("online-played-by-person")
            } else {
                tr!("online-seat-bot", bot = info.player.clone())
            };
            let pieces = players.and_then(|p| p.get(seat));
            let cash = pieces
                .and_then(|p| p["cash"].as_i64())
                .map(|c| money(&view.info.game, c))
                .unwrap_or_default();
            ui.horizontal(|ui| {
                ui.label(RichText::new(name).color(seat_colour(seat)).strong());
                ui.label(RichText::new(who).weak());
                ui.label(cash);
            });
            let standing = Self::standing(view, info, pieces, sealed);
            if !standing.is_empty() {
                ui.horizontal(|ui| {
                    ui.add_space(16.0);
                    ui.label(RichText::new(standing).italics());
                });
            }
        }
    }

    /// Where play stands for `seat`: its own sealed bid, "has bid", "bidding", "deciding", or nothing.
    fn standing(
        view: &TableView,
        info: &metro_protocol::SeatInfo,
        pieces: Option<&Value>,
        sealed: Option<&metro_protocol::SealedRound>,
    ) -> String {
        let seat = info.seat;
        if let Some(round) = sealed
            && round.seats.contains(&seat)
        {
            if round.sealed.contains(&seat) {
                // One's own bid is shown (the server sends it to this seat only); another's never.
                if view.seat == Some(seat)
                    && let Some(mine) = &round.mine
                {
                    let words = view
                        .state
                        .offers
                        .iter()
                        .find(|o| &o.action == mine)
                        .map_or_else(|| mine.to_string(), |o| o.words.clone());
                    return tr!("online-your-bid", bid = words);
                }
                return tr!("online-has-bid");
            }
            if info.player != "person" {
                // The server works a bot's bid out once every person of the round has bid.
                return tr!("online-bot-bids-last");
            }
            return tr!("online-bidding");
        }
        if let Some(bid) = pieces.and_then(|p| p["bid"].as_i64())
            && view.seat == Some(seat)
        {
            return tr!("online-your-bid", bid = money(&view.info.game, bid));
        }
        if view.state.deciding.contains(&seat) && view.ended.is_none() {
            return tr!("online-deciding");
        }
        String::new()
    }
}

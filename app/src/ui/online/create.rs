//! A new table on the server: the game (Tokyo Metro on the Tokyo or Osaka map, or Chicago Express), its seats —
//! each a person or one of the server's bots for that game — and whether others may watch. The creator takes the
//! first person seat; friends join by the room code.

use serde_json::json;

use crate::command::{Command, OnlineCommand};
use crate::locale::tr;

/// The games a table may be created for: key, and for Tokyo Metro the built-in map and card set.
const GAMES: [(&str, Option<&str>); 3] = [
    ("tokyo-metro", Some("tokyo")),
    ("tokyo-metro", Some("osaka")),
    ("chicago-express", None),
];

/// The new table's choices.
pub struct CreatePanel {
    game: usize,
    /// Each seat: `person` or a bot's name.
    seats: Vec<String>,
    spectators: bool,
    /// The clock: an index of [`CLOCKS`].
    clock: usize,
}

/// The clocks a table may have: none, a deadline per decision (games over days), or a time bank (live games).
const CLOCKS: [Option<metro_protocol::ClockRule>; 4] = [
    None,
    Some(metro_protocol::ClockRule::Turn { seconds: 86_400 }),
    Some(metro_protocol::ClockRule::Turn { seconds: 3_600 }),
    Some(metro_protocol::ClockRule::Bank {
        seconds: 900,
        increment: 10,
    }),
];

/// A clock as the menu names it.
fn clock_name(clock: Option<metro_protocol::ClockRule>) -> String {
    match clock {
        None => tr!("online-clock-none"),
        Some(metro_protocol::ClockRule::Turn { seconds }) => {
            tr!("online-clock-turn", hours = (seconds / 3600) as i64)
        }
        Some(metro_protocol::ClockRule::Bank { seconds, increment }) => tr!(
            "online-clock-bank-rule",
            minutes = (seconds / 60) as i64,
            increment = increment as i64
        ),
    }
}

impl Default for CreatePanel {
    fn default() -> CreatePanel {
        CreatePanel {
            game: 0,
            seats: vec!["person".into(), "person".into(), "heuristic".into()],
            spectators: true,
            clock: 0,
        }
    }
}

/// A game's name as the menu shows it.
fn game_name(index: usize) -> String {
    match GAMES[index] {
        ("tokyo-metro", Some("osaka")) => tr!("online-game-osaka"),
        ("tokyo-metro", _) => tr!("online-game-tokyo"),
        _ => tr!("online-game-chicago"),
    }
}

/// A seat's player as the menu shows it.
fn player_name(player: &str) -> String {
    if player == "person" {
        tr!("online-seat-person")
    } else {
        tr!("online-seat-bot", bot = player.to_string())
    }
}

impl CreatePanel {
    /// Draws the panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, server: &str, commands: &mut Vec<Command>) {
        ui.heading(tr!("online-create"));
        let (key, map) = GAMES[self.game];
        let entry = metro_server::catalog::game(key);
        let bots: Vec<&str> = entry.map(|e| e.bots.to_vec()).unwrap_or_default();
        let (min, max) = entry.map_or((1, 5), |e| (usize::from(e.min_seats), usize::from(e.max_seats)));
        egui::Grid::new("online-create-grid")
            .num_columns(2)
            .spacing([16.0, 8.0])
            .show(ui, |ui| {
                let label = ui.label(tr!("online-game"));
                egui::ComboBox::from_id_salt("online-game")
                    .selected_text(game_name(self.game))
                    .show_ui(ui, |ui| {
                        for index in 0..GAMES.len() {
                            ui.selectable_value(&mut self.game, index, game_name(index));
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();
                ui.label(tr!("online-seats"));
                ui.vertical(|ui| {
                    let mut remove = None;
                    for (i, seat) in self.seats.iter_mut().enumerate() {
                        ui.horizontal(|ui| {
                            ui.label(tr!("online-seat-number", seat = i + 1));
                            egui::ComboBox::from_id_salt(("online-seat", i))
                                .selected_text(player_name(seat))
                                .show_ui(ui, |ui| {
                                    ui.selectable_value(seat, "person".to_string(), player_name("person"));
                                    for bot in &bots {
                                        ui.selectable_value(seat, bot.to_string(), player_name(bot));
                                    }
                                });
                            if ui.small_button(tr!("online-remove-seat")).clicked() {
                                remove = Some(i);
                            }
                        });
                    }
                    if let Some(i) = remove.filter(|_| self.seats.len() > min) {
                        self.seats.remove(i);
                    }
                    if self.seats.len() < max && ui.button(tr!("online-add-seat")).clicked() {
                        self.seats.push(bots.first().map_or("person", |b| b).to_string());
                    }
                });
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut self.spectators, tr!("online-spectators"));
                ui.end_row();
                ui.label(tr!("online-clock"));
                egui::ComboBox::from_id_salt("online-clock")
                    .selected_text(clock_name(CLOCKS[self.clock]))
                    .show_ui(ui, |ui| {
                        for (i, clock) in CLOCKS.iter().enumerate() {
                            ui.selectable_value(&mut self.clock, i, clock_name(*clock));
                        }
                    });
                ui.end_row();
            });
        // A bot a game does not have (after changing the game) becomes its first bot.
        for seat in &mut self.seats {
            if seat != "person" && !bots.contains(&seat.as_str()) {
                *seat = bots.first().map_or("person", |b| b).to_string();
            }
        }
        let people = self.seats.iter().filter(|s| *s == "person").count();
        let fits = (min..=max).contains(&self.seats.len()) && !server.is_empty();
        let create = ui.add_enabled(fits, egui::Button::new(tr!("online-create-button")));
        if people == 0 {
            ui.label(tr!("online-bots-only"));
        }
        if create.clicked() {
            let players = self.seats.len();
            let setup = match map {
                Some(map) => json!({"map": {"builtin": map}, "cards": {"builtin": map}, "players": players}),
                None => json!({"players": players}),
            };
            commands.push(Command::Online(OnlineCommand::Create {
                server: server.to_string(),
                table: metro_client::NewTable {
                    game: key.to_string(),
                    setup,
                    seats: self.seats.clone(),
                    spectators: self.spectators,
                    clock: CLOCKS[self.clock],
                },
            }));
        }
    }
}

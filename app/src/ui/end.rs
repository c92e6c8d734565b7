//! The end of the game: the places from first to last with each total and what decided each tie (TM-11.8, from the
//! engine's scoring), every player's final money by where it came from (speculation payouts apart from returned
//! stakes) in the same table — a column per player, so that it fits without a sideways scroll —, charts over the
//! rounds ([`super::charts`]) in the room left on screen, "Watch the replay", and the solo bests (SO-2).

use crate::locale::tr;
use egui::RichText;
use metro_core::LineId;
use metro_play::game::yen;
use metro_play::game::{PayoutKind, PlayerId};

use super::table::Table;
use crate::command::Command;

/// The end screen's own state: the charts (made once per game).
#[derive(Debug, Default)]
pub struct EndPanel {
    /// The charts over the rounds.
    pub charts: super::charts::Charts,
}

/// "1st", "2nd", "3rd", "4th", "5th" ("1.", "1°" in German and Italian): places and turn-order positions, 1 to 5.
pub fn ordinal(n: usize) -> String {
    tr!("end-ordinal", n = n)
}

/// What decided a place (TM-11.8): nothing but the total, or the turn-order track between equal totals.
pub fn tie_break(place: &metro_play::game::Standing) -> String {
    if place.tied {
        tr!(
            "end-tie-break",
            total = yen(place.total),
            place = ordinal(place.turn_order as usize + 1)
        )
    } else {
        String::new()
    }
}

/// The solo bests to show: the combination, its totals, and this game's rank among them.
pub struct SoloBests<'a> {
    /// "map / card set / variant", in the language shown.
    pub title: String,
    /// The best totals, best first.
    pub totals: Option<&'a [i32]>,
    /// This game's place among them (0 = a new best).
    pub rank: Option<usize>,
}

/// The money table's first column, its row names.
const NAMES_WIDTH: f32 = 150.0;

impl EndPanel {
    /// Draws the breakdown: the winner, the places with every player's total and where the money came from (one column
    /// per player, first to last: it fits the width at 1280×720 with five players), then the charts over the rounds
    /// in the room left on screen.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        bests: Option<SoloBests>,
        commands: &mut Vec<Command>,
    ) {
        let Some(result) = t.session.result() else { return };
        let map = t.session.map();
        // Sideways too, should a table of five long names not fit a small window.
        egui::ScrollArea::both().show(ui, |ui| {
            let winner = t.player_name(result.winner);
            ui.heading(
                RichText::new(tr!(
                    "end-winner",
                    player = winner.as_str(),
                    total = yen(result.totals[result.winner.0 as usize])
                ))
                .size(22.0),
            );
            ui.horizontal(|ui| {
                if ui.button(tr!("end-show-board")).clicked() {
                    commands.push(Command::ShowBoardAtEnd(true));
                }
                if ui.button(tr!("end-watch-replay")).clicked() {
                    commands.push(Command::Replay(crate::command::ReplayCommand::WatchGame));
                }
                if ui.button(tr!("end-new-game")).clicked() {
                    commands.push(Command::ToMenu);
                }
            });
            ui.add_space(6.0);
            let places: Vec<&metro_play::game::Standing> = result.places.iter().collect();
            let players = places.len().max(1) as f32;
            let column = ((ui.available_width() - NAMES_WIDTH) / players - 10.0).max(60.0);
            let sum = |id: PlayerId, pred: &dyn Fn(&metro_play::game::Payout) -> bool| -> i32 {
                result
                    .payouts
                    .iter()
                    .filter(|x| x.player == id && pred(x))
                    .map(|x| x.amount)
                    .sum()
            };
            let lines_paid: Vec<usize> = (0..map.lines().len())
                .filter(|&l| {
                    result
                        .payouts
                        .iter()
                        .any(|p| p.kind == PayoutKind::Share && p.line == Some(LineId(l as u8)))
                })
                .collect();
            let tied = places.iter().any(|p| p.tied);
            egui::Grid::new("end-money")
                .striped(true)
                .spacing([10.0, 3.0])
                .min_col_width(column)
                .show(ui, |ui| {
                    let row = |ui: &mut egui::Ui, name: String, strong: bool| {
                        ui.set_min_width(NAMES_WIDTH);
                        let text = RichText::new(name);
                        ui.label(if strong { text.strong() } else { text });
                    };
                    row(ui, tr!("end-place"), true);
                    for (i, _) in places.iter().enumerate() {
                        ui.label(RichText::new(ordinal(i + 1)).strong());
                    }
                    ui.end_row();
                    row(ui, tr!("end-player"), true);
                    for place in &places {
                        let mut name = t.player_name(place.player);
                        if place.player == result.winner {
                            name = tr!("end-winner-name", player = name);
                        }
                        ui.add(
                            egui::Label::new(RichText::new(name).color(t.colour(place.player)).strong())
                                .wrap(),
                        );
                    }
                    ui.end_row();
                    row(ui, tr!("end-total"), true);
                    for place in &places {
                        ui.label(RichText::new(yen(place.total)).strong().size(15.0));
                    }
                    ui.end_row();
                    if tied {
                        row(ui, tr!("end-tie-break-heading"), true);
                        for place in &places {
                            ui.add(egui::Label::new(RichText::new(tie_break(place)).size(12.0)).wrap());
                        }
                        ui.end_row();
                    }
                    let cash = |id: PlayerId| t.view.state.players.get(id.0 as usize).map_or(0, |p| p.cash);
                    row(ui, tr!("end-cash"), false);
                    for place in &places {
                        ui.label(yen(cash(place.player)));
                    }
                    ui.end_row();
                    let kinds = [
                        (tr!("end-speculation-payouts"), PayoutKind::Speculation),
                        (tr!("end-stakes-returned"), PayoutKind::StakeReturn),
                    ];
                    for (name, kind) in kinds {
                        row(ui, name, false);
                        for place in &places {
                            ui.label(yen(sum(place.player, &|x| x.kind == kind)));
                        }
                        ui.end_row();
                    }
                    // Shares line by line, one line of the cell per line paid.
                    row(ui, tr!("end-shares-heading"), false);
                    for place in &places {
                        let held: Vec<String> = lines_paid
                            .iter()
                            .filter_map(|&l| {
                                let paid = sum(place.player, &|x| {
                                    x.kind == PayoutKind::Share && x.line == Some(LineId(l as u8))
                                });
                                (paid != 0).then(|| {
                                    tr!(
                                        "end-share-line",
                                        line = map.lines()[l].letter.as_str(),
                                        amount = yen(paid)
                                    )
                                })
                            })
                            .collect();
                        if held.is_empty() {
                            ui.label(yen(0));
                        } else {
                            ui.label(held.join("\n"));
                        }
                    }
                    ui.end_row();
                    for (name, kind) in [
                        (tr!("end-set-aside"), PayoutKind::SetAside),
                        (tr!("end-loans"), PayoutKind::Loan),
                    ] {
                        row(ui, name, false);
                        for place in &places {
                            ui.label(yen(sum(place.player, &|x| x.kind == kind)));
                        }
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            self.charts.ui(ui, t);
            if let Some(bests) = bests {
                ui.add_space(10.0);
                if let Some(rank) = bests.rank {
                    let text = if rank == 0 {
                        tr!("end-new-best")
                    } else {
                        tr!("end-solo-best", rank = rank + 1)
                    };
                    ui.label(RichText::new(text).strong());
                }
                ui.label(RichText::new(tr!("menu-solo-bests", combination = bests.title.as_str())).strong());
                for (i, total) in bests.totals.unwrap_or_default().iter().enumerate() {
                    ui.label(format!("{}. {}", i + 1, yen(*total)));
                }
            }
        });
    }
}

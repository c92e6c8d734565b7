//! The end of the game: the places from first to last with what decided each tie (TM-11.8, from the engine's
//! scoring), every player's final money by where it came from (speculation payouts apart from returned stakes),
//! charts over the rounds ([`super::charts`]), "Watch the replay", and the solo bests (SO-2).

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

impl EndPanel {
    /// Draws the breakdown.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        bests: Option<SoloBests>,
        commands: &mut Vec<Command>,
    ) {
        let Some(result) = t.session.result() else { return };
        let map = t.session.map();
        egui::ScrollArea::both().show(ui, |ui| {
            let winner = t.player_name(result.winner);
            ui.heading(
                RichText::new(tr!(
                    "end-winner",
                    player = winner.as_str(),
                    total = yen(result.totals[result.winner.0 as usize])
                ))
                .size(26.0),
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
            ui.add_space(8.0);
            egui::Grid::new("places")
                .striped(true)
                .spacing([14.0, 4.0])
                .show(ui, |ui| {
                    for title in [
                        tr!("end-place"),
                        tr!("end-player"),
                        tr!("end-total"),
                        tr!("end-tie-break-heading"),
                    ] {
                        ui.label(RichText::new(title).strong());
                    }
                    ui.end_row();
                    for (i, place) in result.places.iter().enumerate() {
                        ui.label(RichText::new(ordinal(i + 1)).strong());
                        ui.label(
                            RichText::new(t.player_name(place.player))
                                .color(t.colour(place.player))
                                .strong(),
                        );
                        ui.label(yen(place.total));
                        ui.label(tie_break(place));
                        ui.end_row();
                    }
                });
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
                    ui.label(RichText::new(tr!("end-player")).strong());
                    ui.label(RichText::new(tr!("end-cash")).strong());
                    ui.label(RichText::new(tr!("end-speculation-payouts")).strong());
                    ui.label(RichText::new(tr!("end-stakes-returned")).strong());
                    for &l in &lines_paid {
                        ui.label(
                            RichText::new(tr!("end-shares", line = map.lines()[l].letter.as_str())).strong(),
                        );
                    }
                    ui.label(RichText::new(tr!("end-set-aside")).strong());
                    ui.label(RichText::new(tr!("end-loans")).strong());
                    ui.label(RichText::new(tr!("end-total")).strong());
                    ui.end_row();
                    for (i, p) in t.view.state.players.iter().enumerate() {
                        let id = PlayerId(i as u8);
                        let sum = |pred: &dyn Fn(&metro_play::game::Payout) -> bool| -> i32 {
                            result
                                .payouts
                                .iter()
                                .filter(|x| x.player == id && pred(x))
                                .map(|x| x.amount)
                                .sum()
                        };
                        let mut name = t.player_name(id);
                        if id == result.winner {
                            name = tr!("end-winner-name", player = name);
                        }
                        ui.label(RichText::new(name).color(t.colour(id)).strong());
                        ui.label(yen(p.cash));
                        ui.label(yen(sum(&|x| x.kind == PayoutKind::Speculation)));
                        ui.label(yen(sum(&|x| x.kind == PayoutKind::StakeReturn)));
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
            ui.add_space(10.0);
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

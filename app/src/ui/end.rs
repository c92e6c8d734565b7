//! The end of the game: the places from first to last with what decided each tie (TM-11.8, from the engine's
//! scoring), every player's final money by where it came from (speculation payouts apart from returned stakes),
//! charts over the rounds ([`super::charts`]), "Watch the replay", and the solo bests (SO-2).

use egui::RichText;
use metro_core::LineId;
use metro_engine::narrate::yen;
use metro_engine::{PayoutKind, PlayerId};

use super::table::Table;
use crate::command::Command;

/// The end screen's own state: the charts (made once per game).
#[derive(Debug, Default)]
pub struct EndPanel {
    /// The charts over the rounds.
    pub charts: super::charts::Charts,
}

/// "1st", "2nd", "3rd", "4th", "5th".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// What decided a place (TM-11.8): nothing but the total, or the turn-order track between equal totals.
pub fn tie_break(place: &metro_engine::Standing) -> String {
    if place.tied {
        format!(
            "tie at {}: {} on the turn-order track",
            yen(place.total),
            ordinal(place.turn_order as usize + 1)
        )
    } else {
        String::new()
    }
}

/// The solo bests to show: the combination's key, its totals, and this game's rank among them.
pub struct SoloBests<'a> {
    /// "map / card set / variant".
    pub key: String,
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
        let Some(result) = t.game.result() else { return };
        let map = t.game.map();
        egui::ScrollArea::both().show(ui, |ui| {
            let winner = t.player_name(result.winner);
            ui.heading(
                RichText::new(format!(
                    "{winner} wins with {}",
                    yen(result.totals[result.winner.0 as usize])
                ))
                .size(26.0),
            );
            ui.horizontal(|ui| {
                if ui.button("Show the board").clicked() {
                    commands.push(Command::ShowBoardAtEnd(true));
                }
                if ui.button("Watch the replay").clicked() {
                    commands.push(Command::Replay(crate::ui::replay::ReplayCommand::WatchGame));
                }
                if ui.button("New game").clicked() {
                    commands.push(Command::ToMenu);
                }
            });
            ui.add_space(8.0);
            egui::Grid::new("places")
                .striped(true)
                .spacing([14.0, 4.0])
                .show(ui, |ui| {
                    for title in ["Place", "Player", "Total", "Tie-break"] {
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
                    ui.label(RichText::new("Player").strong());
                    ui.label(RichText::new("Cash").strong());
                    ui.label(RichText::new("Speculation payouts").strong());
                    ui.label(RichText::new("Stakes returned").strong());
                    for &l in &lines_paid {
                        ui.label(RichText::new(format!("Shares {}", map.lines()[l].letter)).strong());
                    }
                    ui.label(RichText::new("Set aside").strong());
                    ui.label(RichText::new("Loans").strong());
                    ui.label(RichText::new("Total").strong());
                    ui.end_row();
                    for (i, p) in t.game.state().players.iter().enumerate() {
                        let id = PlayerId(i as u8);
                        let sum = |pred: &dyn Fn(&metro_engine::Payout) -> bool| -> i32 {
                            result
                                .payouts
                                .iter()
                                .filter(|x| x.player == id && pred(x))
                                .map(|x| x.amount)
                                .sum()
                        };
                        let mut name = t.player_name(id);
                        if id == result.winner {
                            name = format!("{name} (winner)");
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
                        "A new best!".to_string()
                    } else {
                        format!("Solo best #{}", rank + 1)
                    };
                    ui.label(RichText::new(text).strong());
                }
                ui.label(RichText::new(format!("Solo bests — {}", bests.key)).strong());
                for (i, total) in bests.totals.unwrap_or_default().iter().enumerate() {
                    ui.label(format!("{}. {}", i + 1, yen(*total)));
                }
            }
        });
    }
}

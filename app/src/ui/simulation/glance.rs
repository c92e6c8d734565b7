//! Balance at a glance: per line, its end value (mean and spread), how often it ended above ¥0 and how often its
//! holders won against their fair share; per seat, its win rate with its 95% interval against the fair share, and the
//! games behind each figure (the numbers are `metro_play::findings::glance`'s).

use egui::RichText;
use metro_play::findings::{LineGlance, SeatGlance, glance};
use metro_play::game::yen;

use super::run::Outcome;
use crate::locale::tr;

/// The balance-at-a-glance panel.
#[derive(Debug, Default)]
pub struct GlancePanel;

/// "62%".
fn percent(x: f64) -> String {
    format!("{:.0}%", 100.0 * x)
}

/// "¥1,234".
fn money(x: f64) -> String {
    yen(x.round() as i32)
}

impl GlancePanel {
    /// Draws the run's lines and seats as two tables.
    pub fn ui(&self, ui: &mut egui::Ui, outcome: &Outcome) {
        let (lines, seats) = glance(&outcome.aggregates, &outcome.balance);
        egui::CollapsingHeader::new(RichText::new(tr!("simulation-glance")).strong())
            .id_salt("simulation-glance")
            .default_open(true)
            .show(ui, |ui| {
                ui.label(tr!("simulation-glance-games", games = outcome.aggregates.games));
                egui::Grid::new("simulation-glance-lines")
                    .striped(true)
                    .num_columns(5)
                    .show(ui, |ui| {
                        for heading in [
                            tr!("simulation-glance-line"),
                            tr!("simulation-glance-mean"),
                            tr!("simulation-glance-spread"),
                            tr!("simulation-glance-valued"),
                            tr!("simulation-glance-holders-won"),
                        ] {
                            ui.label(RichText::new(heading).strong());
                        }
                        ui.end_row();
                        // Runs kept before their games were folded for balance show no holders' figures.
                        let folded = outcome.balance.games > 0;
                        for line in &lines {
                            line_row(ui, line, folded);
                            ui.end_row();
                        }
                    });
                ui.add_space(6.0);
                egui::Grid::new("simulation-glance-seats")
                    .striped(true)
                    .num_columns(3)
                    .show(ui, |ui| {
                        for heading in [
                            tr!("simulation-glance-seat"),
                            tr!("simulation-glance-win-rate"),
                            tr!("simulation-glance-fair"),
                        ] {
                            ui.label(RichText::new(heading).strong());
                        }
                        ui.end_row();
                        for seat in &seats {
                            seat_row(ui, seat);
                            ui.end_row();
                        }
                    });
            });
    }
}

fn line_row(ui: &mut egui::Ui, line: &LineGlance, folded: bool) {
    ui.label(RichText::new(&line.line).strong());
    ui.label(money(line.mean));
    match &line.spread {
        Some(s) => ui.label(tr!(
            "simulation-glance-spread-value",
            low = money(s.q1),
            high = money(s.q3),
            min = money(s.min),
            max = money(s.max)
        )),
        None => ui.label("—"),
    };
    ui.label(percent(line.valued));
    match (line.holders_won, line.fair) {
        (Some((rate, low, high)), Some(fair)) => ui.label(tr!(
            "simulation-glance-holders-won-value",
            rate = percent(rate),
            low = percent(low),
            high = percent(high),
            fair = percent(fair),
            games = line.held
        )),
        _ if folded => ui.weak(tr!("simulation-glance-never-held")),
        _ => ui.weak("—"),
    };
}

fn seat_row(ui: &mut egui::Ui, seat: &SeatGlance) {
    let (rate, low, high) = seat.win_rate;
    ui.label(tr!("simulation-glance-seat-name", seat = seat.seat + 1));
    let text = tr!(
        "simulation-glance-win-rate-value",
        rate = percent(rate),
        low = percent(low),
        high = percent(high)
    );
    // A seat whose interval leaves out its fair share wins significantly more or less than it.
    if low > seat.fair || high < seat.fair {
        ui.label(RichText::new(text).strong());
    } else {
        ui.label(text);
    }
    ui.label(percent(seat.fair));
}

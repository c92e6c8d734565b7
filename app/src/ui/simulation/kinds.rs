//! How often winners and the other players take each action kind (CP-2.4's balance check): mean times per
//! player-game, winners beside others, for each run.

use egui_plot::{Bar, BarChart};

use super::run::Outcome;
use super::{categories, shown};
use crate::locale::tr;

/// The action-kind chart.
#[derive(Debug, Default)]
pub struct KindsPanel;

/// Mean times per game by winners and per player-game by the others, for one kind of one run.
fn rates(outcome: &Outcome, kind: &str) -> Option<(f64, f64)> {
    let a = &outcome.aggregates;
    let row = a.kinds.iter().find(|k| k.name == kind)?;
    let per = |n: u64, d: u64| if d == 0 { 0.0 } else { n as f64 / d as f64 };
    Some((
        per(row.by_winner, a.games),
        per(row.by_others, a.other_player_games()),
    ))
}

impl KindsPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong(tr!("simulation-kinds-title"));
        let names = categories::of_runs(current, previous, |o| {
            o.aggregates.kinds.iter().map(|k| k.name.as_str())
        });
        let runs = shown(current, previous);
        let slots = (runs.len() * 2) as f64;
        let width = 0.8 / slots;
        categories::plot("simulation-kinds", names.clone()).show(ui, |plot| {
            for (r, run) in runs.iter().enumerate() {
                // (winners?, the series' strength): winners first, the others paler beside them
                for (winners, strength) in [(true, 1.0), (false, 0.4)] {
                    let slot = (r * 2 + usize::from(!winners)) as f64;
                    let who = if winners { "winners" } else { "others" };
                    let bars = names
                        .iter()
                        .enumerate()
                        .filter_map(|(i, name)| {
                            let (w, o) = rates(run.outcome, name)?;
                            let value = if winners { w } else { o };
                            Some(
                                Bar::new(i as f64 - 0.4 + width * (slot + 0.5), value)
                                    .width(width * 0.95)
                                    .name(tr!(
                                        "simulation-kinds-bar",
                                        kind = name.as_str(),
                                        who = who,
                                        value = format!("{value:.2}")
                                    )),
                            )
                        })
                        .collect();
                    plot.bar_chart(
                        BarChart::new(
                            tr!("simulation-kinds-series", run = run.name.as_str(), who = who),
                            bars,
                        )
                        .color(run.colour.gamma_multiply(strength)),
                    );
                }
            }
        });
    }
}

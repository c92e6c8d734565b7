//! How often winners and the other players take each action kind (CP-2.4's balance check): mean times per
//! player-game, winners beside others, for each run.

use egui_plot::{Bar, BarChart, Legend, Plot};

use super::run::Outcome;
use super::{CHART_HEIGHT, CURRENT, PREVIOUS};

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
        ui.strong("Action kinds: times taken per player per game, winners and others");
        let mut names: Vec<String> = current.aggregates.kinds.iter().map(|k| k.name.clone()).collect();
        if let Some(previous) = previous {
            for k in &previous.aggregates.kinds {
                if !names.contains(&k.name) {
                    names.push(k.name.clone());
                }
            }
        }
        let runs: Vec<(&Outcome, egui::Color32, &str)> = std::iter::once((current, CURRENT, "This run"))
            .chain(previous.map(|p| (p, PREVIOUS, "Previous run")))
            .collect();
        let slots = (runs.len() * 2) as f64;
        let width = 0.8 / slots;
        let axis_names = names.clone();
        Plot::new("simulation-kinds")
            .height(CHART_HEIGHT)
            .legend(Legend::default())
            .allow_scroll(false)
            .include_y(0.0)
            .x_axis_formatter(move |mark, _| {
                let i = mark.value.round();
                if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                    axis_names.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .show(ui, |plot| {
                for (r, (outcome, colour, run)) in runs.iter().enumerate() {
                    for (who, strength) in [("winners", 1.0), ("others", 0.4)] {
                        let slot = (r * 2 + usize::from(who == "others")) as f64;
                        let bars = names
                            .iter()
                            .enumerate()
                            .filter_map(|(i, name)| {
                                let (w, o) = rates(outcome, name)?;
                                let value = if who == "winners" { w } else { o };
                                Some(
                                    Bar::new(i as f64 - 0.4 + width * (slot + 0.5), value)
                                        .width(width * 0.95)
                                        .name(format!("{name}, {who}: {value:.2}")),
                                )
                            })
                            .collect();
                        plot.bar_chart(
                            BarChart::new(format!("{run}: {who}"), bars)
                                .color(colour.gamma_multiply(strength)),
                        );
                    }
                }
            });
    }
}

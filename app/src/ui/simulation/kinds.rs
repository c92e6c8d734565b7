//! How often winners and the other players take each action kind (CP-2.4's balance check): mean times per
//! player-game, winners beside others, for each run. Bars lie along x, one kind per row, so that every kind's name
//! fits; winners' bars are a dark shade of the run's colour, the others' a light tint of it outlined in the colour.

use egui::{Color32, Stroke};
use egui_plot::{Bar, BarChart};
use metro_sim::export::Table;

use super::categories::{self, Layout};
use super::run::Outcome;
use super::shown;
use crate::locale::tr;
use crate::ui::plot::{self, Swatch, Values, tint};

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

/// The fill of a run's bars of winners and of others: a dark shade of the run's colour, and a light tint of it
/// (outlined in the colour), far apart in lightness so that they differ at a glance, in grey and for colour-blind
/// eyes.
pub fn fills(run: Color32) -> (Color32, Color32) {
    let shade = |c: u8| (f32::from(c) * 0.8).round() as u8;
    (
        Color32::from_rgb(shade(run.r()), shade(run.g()), shade(run.b())),
        tint(run, 0.72),
    )
}

/// The "times a rate" written in a tooltip: two decimals.
fn times(value: f64) -> String {
    format!("{value:.2}")
}

impl KindsPanel {
    /// Draws the chart.
    pub fn ui(&self, ui: &mut egui::Ui, current: &Outcome, previous: Option<&Outcome>) {
        ui.strong(tr!("simulation-kinds-title"));
        let runs = shown(current, previous);
        let series = |run: &str, winners: bool| {
            tr!(
                "simulation-kinds-series",
                run = run,
                who = if winners { "winners" } else { "others" }
            )
        };
        let mut key = Vec::new();
        for run in &runs {
            let (winners, _) = fills(run.colour);
            key.push((Swatch::Fill(winners), series(&run.name, true)));
            key.push((Swatch::Outline(run.colour), series(&run.name, false)));
        }
        plot::legend(ui, &key);
        let layout = Layout {
            names: categories::of_runs(current, previous, |o| {
                o.aggregates.kinds.iter().map(|k| k.name.as_str())
            }),
            category: tr!("simulation-axis-kind"),
            value: tr!("simulation-axis-times"),
            values: Values::Rate,
            horizontal: true,
            series: runs.len() * 2,
        };
        let slots = (runs.len() * 2) as f64;
        let width = 0.8 / slots;
        let shown_plot = layout.plot("simulation-kinds").show(ui, |plot| {
            for (r, run) in runs.iter().enumerate() {
                let (winners_fill, others_fill) = fills(run.colour);
                for winners in [true, false] {
                    let slot = (r * 2 + usize::from(!winners)) as f64;
                    let bars = layout
                        .names
                        .iter()
                        .enumerate()
                        .filter_map(|(i, name)| {
                            let (w, o) = rates(run.outcome, name)?;
                            let bar =
                                Bar::new(i as f64 - 0.4 + width * (slot + 0.5), if winners { w } else { o })
                                    .width(width * 0.9);
                            Some(if winners {
                                bar.fill(winners_fill).stroke(Stroke::new(1.0, winners_fill))
                            } else {
                                bar.fill(others_fill).stroke(Stroke::new(1.5, run.colour))
                            })
                        })
                        .collect();
                    plot.bar_chart(
                        BarChart::new(series(&run.name, winners), bars)
                            .horizontal()
                            .color(run.colour)
                            .allow_hover(false),
                    );
                }
            }
        });
        layout.tooltip(&shown_plot, |i| {
            let name = layout.names.get(i)?;
            let mut text = vec![name.clone()];
            for run in &runs {
                if let Some((w, o)) = rates(run.outcome, name) {
                    text.push(tr!(
                        "simulation-tip-kind",
                        run = run.name.as_str(),
                        winners = times(w),
                        others = times(o)
                    ));
                }
            }
            Some(text.join("\n"))
        });
    }
}

/// The chart's numbers as a table: per run and kind, the times per game of winners and of the others.
pub fn table(current: &Outcome, previous: Option<&Outcome>) -> Table {
    let mut rows = Vec::new();
    for (run, outcome) in super::export::runs(current, previous) {
        for kind in &outcome.aggregates.kinds {
            let Some((w, o)) = rates(outcome, &kind.name) else {
                continue;
            };
            rows.push(vec![
                run.to_string(),
                kind.name.clone(),
                format!("{w:.4}"),
                format!("{o:.4}"),
            ]);
        }
    }
    Table {
        file: "chart_action_kinds.csv",
        header: ["run", "kind", "winners_per_game", "others_per_player_game"]
            .map(String::from)
            .to_vec(),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::simulation::{CURRENT, PREVIOUS};

    /// CIE L* (lightness, 0–100) of an sRGB colour.
    fn lightness(c: Color32) -> f32 {
        let linear = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let y = 0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b());
        if y > 0.008_856 {
            116.0 * y.cbrt() - 16.0
        } else {
            903.3 * y
        }
    }

    /// Testers saw "winners" and "others" as two near-identical blues: the two fills of a run now differ by at
    /// least 30 in lightness (of 100), so they stay apart in grey and for colour-blind eyes.
    #[test]
    fn winners_and_others_differ_clearly_in_each_run() {
        for run in [CURRENT, PREVIOUS] {
            let (winners, others) = fills(run);
            let apart = (lightness(winners) - lightness(others)).abs();
            assert!(apart >= 30.0, "{winners:?} and {others:?}: {apart}");
            assert!(others.is_opaque() && winners.is_opaque());
        }
    }
}

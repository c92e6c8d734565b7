//! The end screen's charts over the rounds (egui_plot): each line's value, each player's cash, and each player's
//! total if the game had ended then. The figures come from replaying the game's actions through the engine
//! ([`crate::replay::Replay::figures`]), made once per game; nothing is worked out here. Drawn to be read
//! ([`super::plot::readable`]): round ticks, the legend in a row above the chart (it covered round 6), the values of
//! the round under the pointer beside it, and as high as the screen leaves room for (at least [`LEAST_HEIGHT`]).

use egui::RichText;
use egui_plot::{Axis, Line, PlotPoints};
use metro_play::game::PlayerId;

use super::plot::{ChartAxis, Swatch, Values};
use super::table::Table;
use crate::locale::tr;
use crate::replay::Figures;
use crate::words::colour;

/// The chart's least and greatest height, in points.
pub const LEAST_HEIGHT: f32 = 160.0;
const MOST_HEIGHT: f32 = 320.0;

/// Which chart is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Chart {
    /// Each line's value.
    #[default]
    Values,
    /// Each player's cash.
    Cash,
    /// Each player's total as end scoring would pay it then.
    Totals,
}

impl Chart {
    /// The chart's title, in the current language.
    pub fn title(self) -> String {
        match self {
            Chart::Values => tr!("charts-line-values"),
            Chart::Cash => tr!("charts-cash"),
            Chart::Totals => tr!("charts-totals"),
        }
    }
}

/// The charts' state: the figures of the game they were made for, and the chart shown.
#[derive(Debug)]
pub struct Charts {
    /// The session position the figures were made for.
    made_for: Option<u64>,
    /// The figures, or why there are none.
    figures: Result<Vec<Figures>, String>,
    /// The chart shown.
    pub shown: Chart,
    /// Where the chart and its legend were drawn last frame.
    drawn: Option<(egui::Rect, Option<egui::Rect>)>,
}

impl Default for Charts {
    fn default() -> Self {
        Charts {
            made_for: None,
            figures: Ok(Vec::new()),
            shown: Chart::default(),
            drawn: None,
        }
    }
}

impl Charts {
    /// The figures charted (after they were made by a frame).
    pub fn figures(&self) -> &[Figures] {
        self.figures.as_deref().unwrap_or(&[])
    }

    /// Where the chart was drawn last frame.
    pub fn drawn(&self) -> Option<egui::Rect> {
        self.drawn.map(|(chart, _)| chart)
    }

    /// Where the chart's legend was drawn last frame (`None`: inside the chart).
    pub fn legend(&self) -> Option<egui::Rect> {
        self.drawn.and_then(|(_, legend)| legend)
    }

    /// Draws the chart chosen, making the figures first if the game changed.
    pub fn ui(&mut self, ui: &mut egui::Ui, t: &Table) {
        let position = t.session.position();
        if self.made_for != Some(position) {
            self.figures = t.session.figures();
            self.made_for = Some(position);
        }
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr!("charts-over-the-rounds")).strong());
            for chart in [Chart::Values, Chart::Cash, Chart::Totals] {
                ui.selectable_value(&mut self.shown, chart, chart.title());
            }
        });
        let figures = match &self.figures {
            Ok(figures) => figures,
            Err(e) => {
                ui.label(tr!("charts-none", error = e.as_str()));
                return;
            }
        };
        let series: Vec<(String, egui::Color32, Vec<[f64; 2]>)> = match self.shown {
            Chart::Values => t
                .session
                .map()
                .lines()
                .iter()
                .enumerate()
                .map(|(l, line)| {
                    let points = figures
                        .iter()
                        .map(|f| [f.rounds as f64, f.values.get(l).copied().unwrap_or(0) as f64])
                        .collect();
                    (line.letter.to_string(), colour(line.colour), points)
                })
                .collect(),
            Chart::Cash | Chart::Totals => (0..t.session.player_count())
                .map(|i| {
                    let points = figures
                        .iter()
                        .map(|f| {
                            let of = if self.shown == Chart::Cash {
                                &f.cash
                            } else {
                                &f.totals
                            };
                            [f.rounds as f64, of.get(i).copied().unwrap_or(0) as f64]
                        })
                        .collect();
                    let p = PlayerId(i as u8);
                    (t.player_name(p), t.colour(p), points)
                })
                .collect(),
        };
        let legend_top = ui.cursor().top();
        let entries: Vec<(Swatch, String)> = series
            .iter()
            .map(|(name, colour, _)| (Swatch::Fill(*colour), name.clone()))
            .collect();
        super::plot::legend(ui, &entries);
        let legend = egui::Rect::from_x_y_ranges(ui.max_rect().x_range(), legend_top..=ui.cursor().top());
        // As wide as the screen shows, and as high as the room left on it.
        let width = (ui.clip_rect().right() - ui.cursor().left() - 12.0).max(240.0);
        let height = (ui.clip_rect().bottom() - ui.cursor().top() - 12.0).clamp(LEAST_HEIGHT, MOST_HEIGHT);
        let x = ChartAxis::values(Axis::X, tr!("charts-round"), Values::Whole);
        let y = ChartAxis::values(Axis::Y, "¥".to_string(), Values::Yen);
        let id = format!("end-chart-{:?}", self.shown);
        let shown = super::plot::readable(&id, height, x, y)
            .width(width)
            .include_y(0.0)
            .show(ui, |plot| {
                for (name, colour, points) in &series {
                    plot.line(
                        Line::new(name.as_str(), PlotPoints::from(points.clone()))
                            .color(*colour)
                            .width(2.0)
                            .allow_hover(false),
                    );
                }
            });
        // The round under the pointer: every series' value then.
        super::plot::tooltip(&shown, |at| {
            let round = at.x.round();
            let values: Vec<String> = series
                .iter()
                .filter_map(|(name, _, points)| {
                    let value = points.iter().find(|p| p[0] == round)?[1];
                    Some(tr!(
                        "charts-value-of",
                        name = name.as_str(),
                        value = metro_play::game::yen(value as i32)
                    ))
                })
                .collect();
            (!values.is_empty()).then(|| {
                let mut text = vec![tr!("charts-in-round", round = round as i64)];
                text.extend(values);
                text.join("\n")
            })
        });
        self.drawn = Some((shown.response.rect, Some(legend)));
    }
}

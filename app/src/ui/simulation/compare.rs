//! Comparing two runs: which run is "this run" and which "the previous run" in every chart — any two kept runs, of
//! this design or another (a draft beside the map it was copied from) — and the table of differences, A − B, per
//! line's mean final value and per seat's win rate, each with its 95% interval; a difference whose interval leaves
//! out 0 is marked as beyond chance.

use egui::RichText;
use metro_play::game::yen;
use metro_play::store::simulations::DesignRuns;
use metro_sim::{Aggregates, Comparison, Difference, compare};

use super::{CURRENT, PREVIOUS};
use crate::locale::tr;

/// A kept run: (design, run) as indices into [`super::memory::Memory::designs`].
pub type RunRef = (usize, usize);

/// The choice of the two runs compared.
#[derive(Debug, Default)]
pub struct ComparePanel {
    /// The designs and their runs, as listed when the panel was last opened.
    designs: Vec<DesignRuns>,
}

/// What the user chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// "This run".
    pub a: RunRef,
    /// "The previous run".
    pub b: Option<RunRef>,
}

impl ComparePanel {
    /// Lists the designs anew (after a run, or when the screen opens).
    pub fn refresh(&mut self, designs: Vec<DesignRuns>) {
        self.designs = designs;
    }

    /// The designs listed.
    pub fn designs(&self) -> &[DesignRuns] {
        &self.designs
    }

    /// The run at `at`.
    pub fn run(&self, at: RunRef) -> Option<&metro_play::store::simulations::SavedRun> {
        self.designs.get(at.0)?.runs.get(at.1)
    }

    /// Two choosers, "this run" and "compare with"; returns the new choice when one changed.
    pub fn ui(&mut self, ui: &mut egui::Ui, chosen: Chosen) -> Option<Chosen> {
        // Comparing needs two runs.
        if self.designs.iter().map(|d| d.runs.len()).sum::<usize>() < 2 {
            return None;
        }
        let mut next = chosen;
        ui.label(RichText::new(tr!("simulation-compare-title")).strong());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr!("simulation-this-run")).color(CURRENT).strong());
            self.chooser(ui, "compare-a", &mut next.a);
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(tr!("simulation-previous-run"))
                    .color(PREVIOUS)
                    .strong(),
            );
            let mut b = next.b.unwrap_or(next.a);
            let none = next.b.is_none();
            self.chooser(ui, "compare-b", &mut b);
            if !none || b != next.a {
                next.b = Some(b);
            }
        });
        (next != chosen).then_some(next)
    }

    fn chooser(&self, ui: &mut egui::Ui, id: &str, at: &mut RunRef) {
        let label = |r: RunRef| -> String {
            self.run(r).map_or_else(String::new, |run| {
                tr!(
                    "simulation-compare-run",
                    number = r.1 + 1,
                    title = run.title.as_str()
                )
            })
        };
        egui::ComboBox::from_id_salt(id)
            .width(240.0)
            .selected_text(label(*at))
            .show_ui(ui, |ui| {
                for (di, design) in self.designs.iter().enumerate() {
                    for ri in (0..design.runs.len()).rev() {
                        ui.selectable_value(at, (di, ri), label((di, ri)));
                    }
                }
            });
    }
}

/// The differences between run A and run B, drawn as a table (nothing when the runs share no line or seat).
pub fn differences_ui(ui: &mut egui::Ui, a: &Aggregates, b: &Aggregates) {
    let comparison: Comparison = compare(a, b);
    if comparison.lines.is_empty() && comparison.seats.is_empty() {
        return;
    }
    ui.label(RichText::new(tr!("simulation-differences-title")).strong());
    egui::Grid::new("simulation-differences")
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            ui.label(RichText::new(tr!("simulation-this-run")).color(CURRENT));
            ui.label(RichText::new(tr!("simulation-previous-run")).color(PREVIOUS));
            ui.label(tr!("simulation-difference"));
            ui.label(tr!("simulation-difference-interval"));
            ui.end_row();
            for line in &comparison.lines {
                ui.label(tr!("simulation-difference-line", line = line.line.as_str()));
                row(ui, &line.value, |x| yen(x.round() as i32));
            }
            for (seat, d) in comparison.seats.iter().enumerate() {
                ui.label(tr!("simulation-difference-seat", seat = seat + 1));
                row(ui, d, |x| format!("{:.1}%", 100.0 * x));
            }
        });
}

fn row(ui: &mut egui::Ui, d: &Difference, show: impl Fn(f64) -> String) {
    ui.label(show(d.a));
    ui.label(show(d.b));
    let signed = |x: f64| {
        if x >= 0.0 {
            format!("+{}", show(x))
        } else {
            format!("−{}", show(-x))
        }
    };
    let text = RichText::new(signed(d.difference));
    ui.label(if d.significant() {
        text.strong()
    } else {
        text.weak()
    })
    .on_hover_text(if d.significant() {
        tr!("simulation-difference-significant")
    } else {
        tr!("simulation-difference-chance")
    });
    ui.label(format!("{} … {}", signed(d.low), signed(d.high)));
    ui.end_row();
}

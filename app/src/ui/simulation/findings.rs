//! The balance findings of the run shown (`metro check`'s, from [`metro_play::findings`]): each with the figures
//! behind it and its place in the file; clicking the place opens the editor with that element selected.

use egui::RichText;
use metro_play::findings::{DesignCheck, FindingFile, PlayedDesign, RunFindings, ShownFinding, run_findings};
use metro_play::game::Registry;

use super::SimulationSetup;
use super::run::Outcome;
use crate::command::{Command, Open};
use crate::locale::tr;

/// The colour of a finding's check (a warning's amber, readable on the light theme).
const FINDING: egui::Color32 = egui::Color32::from_rgb(190, 110, 0);

/// The findings panel: the findings of the run shown, found once when it is shown.
#[derive(Debug, Default)]
pub struct FindingsPanel {
    findings: Option<RunFindings>,
}

impl FindingsPanel {
    /// Finds the findings of `outcome`, a run of `setup`'s design (none when there is no run).
    pub fn refresh(&mut self, outcome: Option<&Outcome>, setup: &SimulationSetup, registry: &Registry) {
        self.findings = outcome.map(|outcome| {
            let bots: Vec<String> = outcome.aggregates.bots.iter().map(|b| b.bot.clone()).collect();
            let design = PlayedDesign {
                map: &setup.map_source,
                cards: &setup.cards_source,
                options: &setup.options,
                bots: &bots,
            };
            run_findings(design, &outcome.balance, registry)
        });
    }

    /// Forgets the findings (the run shown is not of this design).
    pub fn clear(&mut self) {
        self.findings = None;
    }

    /// The findings shown, if any were looked for.
    pub fn findings(&self) -> Option<&RunFindings> {
        self.findings.as_ref()
    }

    /// Draws the findings, the weightiest first (a line that takes the game, a share that decides it, a seat's
    /// advantage, then lines worth nothing and actions nobody takes), in a list of bounded height so the charts stay
    /// in view; a click on a place asks to show its element in the editor.
    pub fn ui(&self, ui: &mut egui::Ui, setup: &SimulationSetup, commands: &mut Vec<Command>) {
        let Some(findings) = &self.findings else {
            return;
        };
        let count = match findings {
            RunFindings::Found(found) => found.len(),
            RunFindings::NotChecked(_) => 0,
        };
        egui::CollapsingHeader::new(RichText::new(tr!("simulation-findings-count", count = count)).strong())
            .id_salt("simulation-findings")
            .default_open(true)
            .show(ui, |ui| match findings {
                RunFindings::NotChecked(why) => {
                    ui.weak(why);
                }
                RunFindings::Found(found) if found.is_empty() => {
                    ui.label(tr!("simulation-findings-none"));
                }
                RunFindings::Found(found) => {
                    let mut order: Vec<&ShownFinding> = found.iter().collect();
                    order.sort_by_key(|f| weight(f.check));
                    egui::ScrollArea::vertical()
                        .id_salt("simulation-findings-list")
                        .max_height(FINDINGS_HEIGHT)
                        .show(ui, |ui| {
                            for finding in order {
                                finding_ui(ui, finding, setup, commands);
                            }
                        });
                }
            });
    }
}

/// The height of the findings' list before it scrolls: about four findings.
const FINDINGS_HEIGHT: f32 = 180.0;

/// Where a check's findings stand in the list: what decides games first.
fn weight(check: DesignCheck) -> u8 {
    match check {
        DesignCheck::LineDominates => 0,
        DesignCheck::ShareDecides => 1,
        DesignCheck::SeatAdvantage => 2,
        DesignCheck::LineWorthless => 3,
        DesignCheck::ActionNeverWorth => 4,
        _ => 5,
    }
}

/// One finding: its check, its message, its place as a link to the editor.
fn finding_ui(
    ui: &mut egui::Ui,
    finding: &ShownFinding,
    setup: &SimulationSetup,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(&finding.title).color(FINDING).strong());
        let open = match finding.file {
            FindingFile::Map if setup.back_to_editor => Some(None),
            FindingFile::Map => Some(Some(Open::EditMap(setup.map_name.clone()))),
            FindingFile::Cards if setup.back_to_editor => Some(None),
            FindingFile::Cards => Some(Some(Open::EditCardSet(setup.cards_name.clone()))),
            FindingFile::Module => None,
        };
        match open {
            Some(open) => {
                if ui
                    .link(&finding.place)
                    .on_hover_text(tr!("simulation-findings-show-hint"))
                    .clicked()
                {
                    commands.push(Command::ShowFinding {
                        open,
                        file: finding.file,
                        locus: finding.locus.clone(),
                    });
                }
            }
            None => {
                ui.weak(&finding.place);
            }
        }
    });
    ui.label(&finding.message);
    ui.add_space(4.0);
}

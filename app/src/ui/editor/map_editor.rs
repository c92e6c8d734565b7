//! The map editor: the file bar on top, the inspector on the right, the problems list at the bottom and the canvas
//! in the middle. The panels return what the designer asked for ([`Ask`]); after the frame the design
//! ([`MapDesign`]) applies them to the draft (one undo step per edit) and the draft is autosaved.

use std::sync::Arc;

use metro_core::Map;

use super::file_bar;
use super::issues::IssuesPanel;
use super::map_canvas::{CanvasAsk, CanvasView, MapCanvas};
use super::map_inspector::MapInspector;
use crate::command::Command;
use crate::editor::map::{Ask, MapDesign, MapDraft, MapEdit, Selection};
use crate::editor::shell::Workbench;
use crate::locale::tr;

/// The map editor.
pub struct MapEditor {
    /// The draft and what is selected, picked and drawn.
    pub design: MapDesign,
    /// The canvas.
    pub canvas: MapCanvas,
    inspector: MapInspector,
    issues: IssuesPanel,
}

impl MapEditor {
    /// The editor of a workbench (new, opened from the catalogue or reopened: [`Workbench`]), nothing selected.
    pub fn new(bench: Workbench<crate::editor::MapFile>) -> MapEditor {
        MapEditor {
            design: MapDesign::new(bench),
            canvas: MapCanvas::default(),
            inspector: MapInspector::default(),
            issues: IssuesPanel,
        }
    }

    /// The draft.
    pub fn draft(&self) -> &MapDraft {
        self.design.bench.draft()
    }

    /// The draft as a valid map and its text, if it has no problem (to test it by simulation).
    pub fn valid_map(&self) -> Option<(Arc<Map>, &str)> {
        self.draft().valid()
    }

    /// Sets the path Save writes to.
    pub fn set_save_path(&mut self, path: &str) {
        self.design.bench.save_path = path.to_string();
    }

    /// Applies one ask (the panels' and the tests').
    pub fn ask(&mut self, ask: Ask) {
        self.design.ask(ask);
    }

    /// Draws the editor and applies what was asked. `leave`: set when the designer asks to close it.
    pub fn ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>, leave: &mut bool) {
        let mut asks = Vec::new();
        let title = tr!(
            "editor-map-title",
            name = crate::store::clip(&self.draft().model().name, 40)
        );
        let bar = file_bar::top(ui, "map-editor-bar", &title, &mut self.design.bench);
        let design = &self.design;
        let draft = design.bench.draft();
        egui::Panel::right("map-editor-inspector")
            .exact_size(340.0)
            .resizable(false)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        self.inspector.ui(
                            ui,
                            draft.model(),
                            &design.selection,
                            &design.picked,
                            design.drawing,
                            &mut asks,
                        );
                    });
            });
        if let Some(selection) = self.issues.bottom(
            ui,
            "map-editor-issues",
            draft.issues(),
            draft.omitted(),
            &design.selection,
        ) {
            asks.push(Ask::Select(selection));
        }
        let faulty_stops = draft
            .issues()
            .iter()
            .filter_map(|i| match i.selection {
                Selection::Stop(s) => Some(s),
                _ => None,
            })
            .collect();
        egui::CentralPanel::default_margins().show(ui, |ui| {
            if design.drawing.is_some() {
                ui.label(tr!("editor-map-hint-drawing"));
            } else {
                ui.label(tr!("editor-map-hint"));
            }
            let view = CanvasView {
                selection: Some(&design.selection),
                picked: &design.picked,
                faulty_stops,
                drawing: design.drawing.map(|(l, _)| l),
                map: draft.valid().map(|(map, _)| map),
            };
            for ask in self.canvas.ui(ui, draft.model(), &view) {
                asks.push(match ask {
                    CanvasAsk::Select(s) => Ask::Select(s),
                    CanvasAsk::TogglePick(s) => Ask::TogglePick(s),
                    CanvasAsk::Move(stop, to) => Ask::Edit(MapEdit::MoveStop { stop, to }),
                    CanvasAsk::Point(p) => design.add_point(p),
                    CanvasAsk::Stop(s) => design.add_shared(s),
                });
            }
        });
        let typing = ui.ctx().egui_wants_keyboard_input();
        if !typing {
            if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                asks.push(Ask::Draw(None));
            }
            if ui.input(|i| i.key_pressed(egui::Key::Delete) || i.key_pressed(egui::Key::Backspace))
                && let Selection::Stop(s) = self.design.selection
            {
                asks.push(Ask::Edit(MapEdit::RemoveStop(s)));
            }
        }
        if bar.undo {
            self.design.undo();
        }
        if bar.redo {
            self.design.redo();
        }
        for ask in asks {
            self.design.ask(ask);
        }
        bar.finish(&mut self.design.bench, commands, leave, Command::AddMapFile);
    }
}

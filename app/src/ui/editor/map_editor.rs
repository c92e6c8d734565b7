//! The map editor: the file bar on top, the inspector on the right, the problems list at the bottom and the canvas
//! in the middle. The panels return what the designer asked for; the editor turns that into [`MapEdit`]s after the
//! frame, applies them to the draft (one undo step each) and autosaves the draft.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use metro_core::{Map, Point};

use super::file_bar::FileBar;
use super::issues::IssuesPanel;
use super::map_canvas::{CanvasAsk, CanvasView, MapCanvas};
use super::map_inspector::MapInspector;
use crate::app_state::AppState;
use crate::command::Command;
use crate::editor::map::{MapDraft, MapEdit, Selection, StopRef};
use crate::locale::tr;
use crate::paths::Paths;
use crate::store::read::{DATA_CAP, read_text};

/// Colours offered to new lines, in turn.
pub const LINE_COLOURS: [&str; 8] = [
    "#E4007F", "#00A7DB", "#6CBB5A", "#F39700", "#9B7CB6", "#BB641D", "#00ADA9", "#D7C447",
];

/// What a panel of the map editor asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// An edit of the file.
    Edit(MapEdit),
    /// Select an element.
    Select(Selection),
    /// Start drawing a line (new stops go after `after`, or at its end), or stop drawing (`None`).
    Draw(Option<(usize, Option<usize>)>),
    /// Add a line with a free letter and colour, and start drawing it.
    NewLine,
    /// Pick or unpick a stop for grouping.
    TogglePick(StopRef),
    /// Clear the picked stops.
    ClearPicks,
}

/// The map editor.
pub struct MapEditor {
    /// The draft.
    pub draft: MapDraft,
    /// What is selected.
    pub selection: Selection,
    /// Stops picked (shift-click) to group into a station.
    pub picked: Vec<StopRef>,
    /// The line being drawn and where its next stop goes (`None`: at the end).
    pub drawing: Option<(usize, Option<usize>)>,
    /// The canvas.
    pub canvas: MapCanvas,
    inspector: MapInspector,
    issues: IssuesPanel,
    bar: FileBar,
    draft_files: (PathBuf, PathBuf),
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| "map.toml".into(), |n| n.to_string_lossy().into_owned())
}

impl MapEditor {
    fn with(draft: MapDraft, save_to: &Path, paths: &Paths) -> MapEditor {
        let mut bar = FileBar::new(save_to);
        if !draft.draft().is_dirty() {
            bar.note_autosaved(draft.text());
        }
        MapEditor {
            draft,
            selection: Selection::Map,
            picked: Vec::new(),
            drawing: None,
            canvas: MapCanvas::default(),
            inspector: MapInspector::default(),
            issues: IssuesPanel,
            bar,
            draft_files: super::draft_paths(paths, "map"),
        }
    }

    /// A new map, to be saved in the maps folder.
    pub fn new_map(paths: &Paths) -> MapEditor {
        let path = paths.maps().join("new-map.toml");
        MapEditor::with(MapDraft::new_map(&file_name(&path)), &path, paths)
    }

    /// The map of a catalogue key: a built-in as an unsaved copy (saved in the maps folder), a file as itself.
    pub fn edit(key: &str, state: &AppState) -> Result<MapEditor, String> {
        let choice = state
            .catalog
            .map(key)
            .ok_or_else(|| tr!("editor-no-map", key = key))?;
        let (text, path, saved) = match &choice.source {
            metro_save::DataSource::Builtin(k) => {
                let source = state
                    .catalog
                    .registry
                    .map(k)
                    .ok_or_else(|| tr!("editor-no-builtin-map", key = k.as_str()))?;
                let path = state
                    .paths
                    .maps()
                    .join(format!("{}-copy.toml", crate::store::saves::slug(k)));
                (source.text.clone(), path, false)
            }
            metro_save::DataSource::Embedded { path, toml } => (toml.clone(), PathBuf::from(path), true),
        };
        let draft = MapDraft::open(&file_name(&path), &text, saved)
            .map_err(|e| tr!("editor-cannot-edit", key = key, error = e.to_string()))?;
        Ok(MapEditor::with(draft, &path, &state.paths))
    }

    /// The autosaved draft.
    pub fn reopen(paths: &Paths) -> Result<MapEditor, String> {
        let (text_file, path_file) = super::draft_paths(paths, "map");
        let text = read_text(&text_file, DATA_CAP)
            .map_err(|e| tr!("editor-map-draft-unreadable", error = e.to_string()))?;
        let path = read_text(&path_file, 4096)
            .ok()
            .map(|p| PathBuf::from(p.trim()))
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| paths.maps().join("new-map.toml"));
        let draft = MapDraft::open(&file_name(&path), &text, false)
            .map_err(|e| tr!("editor-map-draft-uneditable", error = e.to_string()))?;
        let mut editor = MapEditor::with(draft, &path, paths);
        editor.bar.note_autosaved(&text);
        Ok(editor)
    }

    /// The draft as a valid map and its text, if it has no problem (to test it by simulation).
    pub fn valid_map(&self) -> Option<(Arc<Map>, &str)> {
        self.draft.valid_map()
    }

    /// The path Save writes to.
    pub fn save_path(&self) -> &str {
        &self.bar.save_path
    }

    /// Sets the path Save writes to.
    pub fn set_save_path(&mut self, path: &str) {
        self.bar.save_path = path.to_string();
    }

    /// The last message of the file bar or of an edit.
    pub fn message(&self) -> Option<&(bool, String)> {
        self.bar.message.as_ref()
    }

    /// Draws the editor and applies what was asked. `leave`: set when the designer asks to close it.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        state: &mut AppState,
        commands: &mut Vec<Command>,
        leave: &mut bool,
    ) {
        let mut asks = Vec::new();
        let title = tr!(
            "editor-map-title",
            name = crate::store::clip(&self.draft.model().name, 40)
        );
        let mut bar = egui::Panel::top("map-editor-bar").show(ui, |ui| {
            self.bar.ui(
                ui,
                &title,
                self.draft.draft().can_undo(),
                self.draft.draft().can_redo(),
                self.draft.draft().is_dirty(),
                self.draft.valid_map().is_some(),
            )
        });
        let bar = std::mem::take(&mut bar.inner);
        egui::Panel::right("map-editor-inspector")
            .exact_size(340.0)
            .resizable(false)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        self.inspector.ui(
                            ui,
                            self.draft.model(),
                            &self.selection,
                            &self.picked,
                            self.drawing,
                            &mut asks,
                        );
                    });
            });
        let issues: Vec<_> = self.draft.issues().iter().map(|i| &i.diagnostic).collect();
        let selected: Vec<bool> = self
            .draft
            .issues()
            .iter()
            .map(|i| i.selection == self.selection && i.selection != Selection::Map)
            .collect();
        egui::Panel::bottom("map-editor-issues")
            .exact_size(130.0)
            .resizable(false)
            .show(ui, |ui| {
                if let Some(i) = self.issues.ui(ui, &issues, self.draft.omitted(), &selected)
                    && let Some(issue) = self.draft.issues().get(i)
                {
                    asks.push(Ask::Select(issue.selection.clone()));
                }
            });
        let faulty_stops = self
            .draft
            .issues()
            .iter()
            .filter_map(|i| match i.selection {
                Selection::Stop(s) => Some(s),
                _ => None,
            })
            .collect();
        egui::CentralPanel::default_margins().show(ui, |ui| {
            if self.drawing.is_some() {
                ui.label(tr!("editor-map-hint-drawing"));
            } else {
                ui.label(tr!("editor-map-hint"));
            }
            let view = CanvasView {
                selection: Some(&self.selection),
                picked: &self.picked,
                faulty_stops,
                drawing: self.drawing.map(|(l, _)| l),
            };
            for ask in self.canvas.ui(ui, self.draft.model(), &view) {
                asks.push(match ask {
                    CanvasAsk::Select(s) => Ask::Select(s),
                    CanvasAsk::TogglePick(s) => Ask::TogglePick(s),
                    CanvasAsk::Move(stop, to) => Ask::Edit(MapEdit::MoveStop { stop, to }),
                    CanvasAsk::Point(p) => self.add_point(p),
                    CanvasAsk::Stop(s) => self.add_shared(s),
                });
            }
        });
        let typing = ui.ctx().egui_wants_keyboard_input();
        if !typing {
            if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                asks.push(Ask::Draw(None));
            }
            if ui.input(|i| i.key_pressed(egui::Key::Delete) || i.key_pressed(egui::Key::Backspace))
                && let Selection::Stop(s) = self.selection
            {
                asks.push(Ask::Edit(MapEdit::RemoveStop(s)));
            }
        }
        if bar.undo {
            self.draft.undo();
            self.keep_selection_valid();
        }
        if bar.redo {
            self.draft.redo();
            self.keep_selection_valid();
        }
        for ask in asks {
            self.ask(ask);
        }
        if bar.save {
            self.save(commands);
        }
        if bar.close {
            *leave = true;
        }
        if bar.simulate {
            commands.push(Command::TestDraft);
        }
        let _ = state;
        if self.draft.draft().is_dirty() {
            self.bar.autosave(&self.draft_files, self.draft.text());
        }
    }

    /// Saves the draft to the path of the file bar and adds it to the menu's maps.
    pub fn save(&mut self, commands: &mut Vec<Command>) {
        if let Some(path) = self.bar.save(self.draft.text()) {
            self.draft.mark_saved(&file_name(&path));
            commands.push(Command::AddMapFile(path.to_string_lossy().into_owned()));
        }
    }

    /// Applies one ask (the panels' and the tests').
    pub fn ask(&mut self, ask: Ask) {
        match ask {
            Ask::Edit(edit) => {
                let removed = match &edit {
                    MapEdit::RemoveStop(s) => Some(*s),
                    _ => None,
                };
                let added = match &edit {
                    MapEdit::AddStop { line, index, .. } => Some((*line, *index)),
                    _ => None,
                };
                match self.draft.apply(edit) {
                    Ok(()) => {
                        if self.bar.message.as_ref().is_some_and(|m| m.0) {
                            self.bar.message = None;
                        }
                        if let Some(s) = removed {
                            self.picked.retain(|p| *p != s);
                            self.selection = Selection::Line(s.line);
                        }
                        if let Some((line, index)) = added {
                            let len = self.draft.model().lines.get(line).map_or(0, |l| l.stops.len());
                            let at = index.min(len.saturating_sub(1));
                            self.selection = Selection::Stop(StopRef { line, stop: at });
                            if let Some((l, Some(after))) = self.drawing {
                                self.drawing = Some((l, Some(after + 1)));
                            }
                        }
                    }
                    Err(e) => self.bar.message = Some((true, e.to_string())),
                }
                self.keep_selection_valid();
            }
            Ask::Select(s) => self.selection = s,
            Ask::Draw(d) => {
                self.drawing = d;
                if let Some((line, _)) = d {
                    self.selection = Selection::Line(line);
                }
            }
            Ask::NewLine => {
                let model = self.draft.model();
                let letter = ('A'..='Z')
                    .map(String::from)
                    .find(|l| model.lines.iter().all(|x| &x.letter != l))
                    .unwrap_or_else(|| "Z".into());
                let colour = LINE_COLOURS[model.lines.len() % LINE_COLOURS.len()].to_string();
                let line = model.lines.len();
                self.ask(Ask::Edit(MapEdit::AddLine {
                    name: tr!("editor-new-line-name", letter = letter.as_str()),
                    letter,
                    colour,
                }));
                if self.draft.model().lines.len() > line {
                    self.ask(Ask::Draw(Some((line, None))));
                }
            }
            Ask::TogglePick(s) => {
                if let Some(i) = self.picked.iter().position(|p| *p == s) {
                    self.picked.remove(i);
                } else {
                    self.picked.push(s);
                }
            }
            Ask::ClearPicks => self.picked.clear(),
        }
    }

    /// A station name no stop uses yet.
    fn fresh_station(&self) -> String {
        let model = self.draft.model();
        (1..)
            .map(|n| tr!("editor-new-station-name", number = n))
            .find(|name| model.station_stops(name).is_empty())
            .unwrap_or_else(|| tr!("editor-new-station-fallback"))
    }

    /// While drawing: a new stop (and station) at a free point.
    fn add_point(&self, p: Point) -> Ask {
        match self.drawing {
            Some((line, after)) => Ask::Edit(MapEdit::AddStop {
                line,
                index: after.unwrap_or(usize::MAX),
                at: p,
                station: Some(self.fresh_station()),
            }),
            None => Ask::Select(Selection::Map),
        }
    }

    /// While drawing: a click on a stop. On the line drawn, new stops go after it; on another line, a new stop of
    /// the line drawn joins its station, on the nearest free point beside it.
    fn add_shared(&self, s: StopRef) -> Ask {
        let Some((line, _)) = self.drawing else {
            return Ask::Select(Selection::Stop(s));
        };
        let model = self.draft.model();
        if s.line == line {
            return Ask::Draw(Some((line, Some(s.stop + 1))));
        }
        let Some(stop) = model.stop(s) else {
            return Ask::Select(Selection::Map);
        };
        let Some(at) = stop.at else {
            return Ask::Select(Selection::Stop(s));
        };
        let taken: Vec<Point> = model
            .lines
            .iter()
            .flat_map(|l| l.stops.iter().filter_map(|s| s.at))
            .collect();
        let (cols, rows) = (model.columns as i32 * 2, model.rows as i32 * 2);
        let offsets = [
            (1, 0),
            (0, 1),
            (-1, 0),
            (0, -1),
            (1, 1),
            (-1, 1),
            (1, -1),
            (-1, -1),
            (2, 0),
            (0, 2),
            (-2, 0),
            (0, -2),
        ];
        // Within one space of every stop of the station (CP-1.4), on no other stop, inside the grid.
        let mates: Vec<Point> = match &stop.station {
            Some(name) => model
                .station_stops(name)
                .iter()
                .filter_map(|&m| model.stop(m).and_then(|m| m.at))
                .collect(),
            None => vec![at],
        };
        let free = offsets
            .iter()
            .map(|(dx, dy)| Point::from_halves(at.x2 + dx, at.y2 + dy))
            .find(|p| {
                p.x2 > 0
                    && p.y2 > 0
                    && p.x2 < cols
                    && p.y2 < rows
                    && !taken.contains(p)
                    && mates
                        .iter()
                        .all(|m| (m.x2 - p.x2).abs() <= 2 && (m.y2 - p.y2).abs() <= 2)
            });
        let Some(free) = free else {
            return Ask::Select(Selection::Stop(s));
        };
        let station = match &stop.station {
            Some(name) => name.clone(),
            None => self.fresh_station(),
        };
        Ask::Edit(MapEdit::AddStop {
            line,
            index: self.drawing.and_then(|(_, a)| a).unwrap_or(usize::MAX),
            at: free,
            station: Some(station),
        })
    }

    /// After an edit or undo, a selection of something gone falls back to its line or the map.
    fn keep_selection_valid(&mut self) {
        let model = self.draft.model();
        let lines = model.lines.len();
        self.picked.retain(|p| model.stop(*p).is_some());
        if let Some((l, _)) = self.drawing
            && l >= lines
        {
            self.drawing = None;
        }
        self.selection = match self.selection.clone() {
            Selection::Stop(s) if model.stop(s).is_none() => {
                if s.line < lines {
                    Selection::Line(s.line)
                } else {
                    Selection::Map
                }
            }
            Selection::Line(l) if l >= lines => Selection::Map,
            s => s,
        };
    }
}

//! The map editor without its panels: the [`Workbench`] of the map file, what is selected, the stops picked to group
//! into a station and the line being drawn; what the panels ask ([`Ask`]) applied to them, and the clicks on the
//! canvas while drawing turned into asks (a new stop and station at a free point, or a stop joining the station of
//! another line's stop on the nearest free point beside it). The app's panels push asks; they change nothing
//! themselves.

use metro_core::Point;

use super::{MapEdit, MapFile, Selection, StopRef};
use crate::editor::shell::Workbench;
use crate::locale::tr;

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

/// A map being designed: the workbench and what the designer has selected, picked and is drawing.
#[derive(Clone, Debug)]
pub struct MapDesign {
    /// The draft, where it is saved, and its autosave.
    pub bench: Workbench<MapFile>,
    /// What is selected.
    pub selection: Selection,
    /// Stops picked (shift-click) to group into a station.
    pub picked: Vec<StopRef>,
    /// The line being drawn and where its next stop goes (`None`: at the end).
    pub drawing: Option<(usize, Option<usize>)>,
}

impl MapDesign {
    /// The design of a workbench's map, nothing selected.
    pub fn new(bench: Workbench<MapFile>) -> MapDesign {
        MapDesign {
            bench,
            selection: Selection::Map,
            picked: Vec::new(),
            drawing: None,
        }
    }

    /// Takes back the last edit (the selection falls back from what is gone).
    pub fn undo(&mut self) -> bool {
        let done = self.bench.undo();
        self.keep_selection_valid();
        done
    }

    /// Does again the last edit taken back.
    pub fn redo(&mut self) -> bool {
        let done = self.bench.redo();
        self.keep_selection_valid();
        done
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
                if self.bench.apply(edit) {
                    if let Some(s) = removed {
                        self.picked.retain(|p| *p != s);
                        self.selection = Selection::Line(s.line);
                    }
                    if let Some((line, index)) = added {
                        let len = self
                            .bench
                            .draft()
                            .model()
                            .lines
                            .get(line)
                            .map_or(0, |l| l.stops.len());
                        let at = index.min(len.saturating_sub(1));
                        self.selection = Selection::Stop(StopRef { line, stop: at });
                        if let Some((l, Some(after))) = self.drawing {
                            self.drawing = Some((l, Some(after + 1)));
                        }
                    }
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
                let model = self.bench.draft().model();
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
                if self.bench.draft().model().lines.len() > line {
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
        let model = self.bench.draft().model();
        (1..)
            .map(|n| tr!("editor-new-station-name", number = n))
            .find(|name| model.station_stops(name).is_empty())
            .unwrap_or_else(|| tr!("editor-new-station-fallback"))
    }

    /// While drawing: a new stop (and station) at a free point.
    pub fn add_point(&self, p: Point) -> Ask {
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
    pub fn add_shared(&self, s: StopRef) -> Ask {
        let Some((line, _)) = self.drawing else {
            return Ask::Select(Selection::Stop(s));
        };
        let model = self.bench.draft().model();
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
        let model = self.bench.draft().model();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::paths::Paths;

    fn design() -> MapDesign {
        let paths =
            Paths::under(std::env::temp_dir().join(format!("metro-play-design-{}", std::process::id())));
        MapDesign::new(Workbench::new(&paths, &Catalog::builtins()))
    }

    #[test]
    fn a_new_line_is_drawn_point_by_point_and_undo_lets_go_of_it() {
        let mut d = design();
        d.ask(Ask::NewLine);
        assert_eq!(d.drawing, Some((0, None)));
        assert_eq!(d.selection, Selection::Line(0));
        for x in [2, 6] {
            let ask = d.add_point(Point::from_halves(x, 4));
            d.ask(ask);
        }
        let line = &d.bench.draft().model().lines[0];
        assert_eq!(line.stops.len(), 2);
        assert_ne!(
            line.stops[0].station, line.stops[1].station,
            "each point a station of its own"
        );
        assert_eq!(d.selection, Selection::Stop(StopRef { line: 0, stop: 1 }));
        for _ in 0..3 {
            assert!(d.undo());
        }
        assert_eq!(d.drawing, None, "the line drawn is gone");
        assert_eq!(d.selection, Selection::Map);
    }

    #[test]
    fn a_click_on_another_lines_stop_joins_its_station_beside_it() {
        let mut d = design();
        d.ask(Ask::NewLine);
        d.ask(Ask::Edit(MapEdit::AddStop {
            line: 0,
            index: usize::MAX,
            at: Point::from_halves(6, 6),
            station: Some("Hub".into()),
        }));
        d.ask(Ask::NewLine);
        let hub = StopRef { line: 0, stop: 0 };
        let ask = d.add_shared(hub);
        d.ask(ask);
        let model = d.bench.draft().model();
        assert_eq!(model.lines[1].stops[0].station.as_deref(), Some("Hub"));
        assert_eq!(model.station_stops("Hub").len(), 2);
        assert_eq!(d.bench.message(), None);
    }
}

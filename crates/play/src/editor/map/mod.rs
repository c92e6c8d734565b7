//! A map file being designed: typed edits ([`MapEdit`]) applied to its TOML document, the model the panels draw
//! ([`MapModel`], read leniently from the document after every edit, so a draft with mistakes still shows), and the
//! live check through `metro_data::load_map` — the very function `metro map check` calls — whose diagnostics each
//! name the element at fault ([`Selection`]).

mod edit;
mod model;
mod write;

use std::sync::Arc;

use metro_core::problem::LocusPart;
use metro_core::{Locus, Map};
use metro_data::{Diagnostic, Diagnostics};
use toml_edit::Value;

use super::draft::{Draft, EditError};
use super::locate::Spans;
use crate::locale::tr;

pub use edit::{LineText, MapEdit};
pub use model::{LineModel, MapModel, StopModel, StopRef};
pub use write::standard_revenue_track;

use edit::apply;
use model::read_model;

/// The start of a new map: a 12 × 10 grid and no line yet.
pub const NEW_MAP: &str = "# A map for metro, in the format of docs/map-format.md.\n\
name = \"New map\"\n\
columns = 12\n\
rows = 10\n\
start_trains_leave = true       # does TM-9.7 apply on this map?\n";

/// What the designer has selected (and what a diagnostic is about).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Selection {
    /// Nothing in particular: the map's own settings.
    #[default]
    Map,
    /// A line.
    Line(usize),
    /// A stop (and its station, if it has one).
    Stop(StopRef),
    /// The revenue track.
    RevenueTrack,
}

impl Selection {
    /// The element a locus of a map file names.
    pub fn of_locus(locus: &Locus) -> Selection {
        match locus.0.as_slice() {
            [
                LocusPart::Key(l),
                LocusPart::Index(line),
                LocusPart::Key(s),
                LocusPart::Index(stop),
                ..,
            ] if l == "lines" && s == "stops" => Selection::Stop(StopRef {
                line: *line,
                stop: *stop,
            }),
            [LocusPart::Key(l), LocusPart::Index(line), ..] if l == "lines" => Selection::Line(*line),
            [LocusPart::Key(r), ..] if r == "revenue_track" => Selection::RevenueTrack,
            _ => Selection::Map,
        }
    }
}

/// One diagnostic of the draft and the element it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    /// The diagnostic, as `metro map check` reports it.
    pub diagnostic: Diagnostic,
    /// The path of the element at fault, e.g. `lines[2].stops[4].at`.
    pub locus: Locus,
    /// What to select to show it.
    pub selection: Selection,
}

/// A map file being designed.
#[derive(Clone, Debug)]
pub struct MapDraft {
    file: String,
    draft: Draft,
    model: MapModel,
    checked: Result<Arc<Map>, Diagnostics>,
    issues: Vec<Issue>,
}

impl MapDraft {
    /// A draft of a map file's text; `file` is the name diagnostics carry; `saved` says the text is on disk as is.
    pub fn open(file: &str, text: &str, saved: bool) -> Result<MapDraft, EditError> {
        let draft = Draft::open(text, saved)?;
        let mut out = MapDraft {
            file: file.to_string(),
            draft,
            model: MapModel::default(),
            checked: Err(Diagnostics {
                file: file.to_string(),
                text: String::new(),
                items: Vec::new(),
                omitted: 0,
            }),
            issues: Vec::new(),
        };
        out.refresh();
        Ok(out)
    }

    /// A new map, named in the current language.
    pub fn new_map(file: &str) -> MapDraft {
        // the name as a TOML string (quoted and escaped), so the text stays valid whatever the words
        let name = Value::from(tr!("editor-new-map-name")).to_string();
        let text = NEW_MAP.replacen("\"New map\"", name.trim(), 1);
        match MapDraft::open(file, &text, false) {
            Ok(d) => d,
            Err(e) => unreachable!("the new map's text is TOML: {e}"),
        }
    }

    /// Applies an edit; on an error nothing changed.
    pub fn apply(&mut self, edit: MapEdit) -> Result<(), EditError> {
        let model = &self.model;
        if self.draft.edit(|doc| apply(doc, model, edit))? {
            self.refresh();
        }
        Ok(())
    }

    /// Takes back the last edit.
    pub fn undo(&mut self) -> bool {
        let done = self.draft.undo();
        if done {
            self.refresh();
        }
        done
    }

    /// Does again the last edit taken back.
    pub fn redo(&mut self) -> bool {
        let done = self.draft.redo();
        if done {
            self.refresh();
        }
        done
    }

    /// The undo stacks and the saved state.
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// Notes that the text was saved under `file`.
    pub fn mark_saved(&mut self, file: &str) {
        self.draft.mark_saved();
        if self.file != file {
            self.file = file.to_string();
            self.refresh();
        }
    }

    /// The name diagnostics carry.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The file's text now.
    pub fn text(&self) -> &str {
        self.draft.text()
    }

    /// What the editor draws.
    pub fn model(&self) -> &MapModel {
        &self.model
    }

    /// The problems `metro map check` would report, each with the element at fault.
    pub fn issues(&self) -> &[Issue] {
        &self.issues
    }

    /// How many problems there are beyond those listed.
    pub fn omitted(&self) -> usize {
        self.checked.as_ref().err().map_or(0, |d| d.omitted)
    }

    /// The draft as a valid map with its text (for testing by simulation), if it has no problem.
    pub fn valid_map(&self) -> Option<(Arc<Map>, &str)> {
        self.checked.as_ref().ok().map(|m| (m.clone(), self.draft.text()))
    }

    fn refresh(&mut self) {
        self.model = read_model(self.draft.doc());
        let text = self.draft.text();
        self.checked = metro_data::load_map(&self.file, text).map(Arc::new);
        self.issues = match &self.checked {
            Ok(_) => Vec::new(),
            Err(diagnostics) => {
                let spans = Spans::new(text);
                diagnostics
                    .items
                    .iter()
                    .map(|d| {
                        let locus = spans.locus_at(d.span.start);
                        Issue {
                            selection: Selection::of_locus(&locus),
                            locus,
                            diagnostic: d.clone(),
                        }
                    })
                    .collect()
            }
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_core::Point;

    pub(super) fn osaka() -> MapDraft {
        MapDraft::open("osaka.toml", metro_osaka::MAP_TOML, true).expect("the Osaka map opens")
    }

    #[test]
    fn the_builtins_open_valid_and_unchanged() {
        let d = osaka();
        let (map, _) = d.valid_map().unwrap_or_else(|| panic!("{:?}", d.issues()));
        assert_eq!(d.text(), metro_osaka::MAP_TOML);
        assert!(!d.draft().is_dirty());
        assert_eq!(d.model().lines.len(), map.lines().len());
        let stops: usize = d.model().lines.iter().map(|l| l.stops.len()).sum();
        assert_eq!(stops, map.stops().len());
    }

    #[test]
    fn an_edit_keeps_comments_and_undo_restores_the_text() {
        let mut d = osaka();
        d.apply(MapEdit::MoveStop {
            stop: StopRef { line: 0, stop: 0 },
            to: Point::from_halves(21, 2),
        })
        .expect("moves");
        assert!(d.text().contains("# M1"));
        assert!(
            d.text().contains("{ at = [10.5, 1], station = \"Esaka\" }"),
            "{}",
            &d.text()[..0]
        );
        let (map, _) = d.valid_map().expect("still valid");
        assert_eq!(map.stop(map.lines()[0].stops[0]).at, Point::from_halves(21, 2));
        assert!(d.undo());
        assert_eq!(d.text(), metro_osaka::MAP_TOML);
        assert!(d.redo());
        assert!(d.draft().is_dirty());
    }

    #[test]
    fn a_problem_names_the_element_at_fault() {
        let mut d = osaka();
        // Two stops of M at one point.
        d.apply(MapEdit::MoveStop {
            stop: StopRef { line: 0, stop: 1 },
            to: Point::from_halves(20, 2),
        })
        .expect("moves");
        assert!(d.valid_map().is_none());
        assert!(
            d.issues()
                .iter()
                .any(|i| matches!(i.selection, Selection::Stop(StopRef { line: 0, .. }))),
            "{:?}",
            d.issues()
        );
    }
}

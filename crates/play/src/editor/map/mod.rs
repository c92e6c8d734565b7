//! A map file being designed: typed edits ([`MapEdit`]) applied to its TOML document, the model the panels draw
//! ([`MapModel`], read leniently from the document after every edit, so a draft with mistakes still shows), and the
//! live check through `metro_data::load_map` — the very function `metro map check` calls — whose diagnostics each
//! name the element at fault ([`Selection`]).

mod decor;
mod design;
mod edit;
mod model;
mod write;

use std::path::PathBuf;

use metro_core::problem::LocusPart;
use metro_core::{Locus, Map};
use metro_data::Diagnostics;
use metro_save::DataSource;
use toml_edit::DocumentMut;

use super::document::{Document, FileKind, quoted};
use super::draft::EditError;
use super::shell::Stored;
use crate::catalog::Catalog;
use crate::locale::tr;
use crate::paths::Paths;

pub use design::{Ask, LINE_COLOURS, MapDesign};
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
pub type Issue = super::document::Issue<Selection>;

/// A map file, as the designer's documents know it.
#[derive(Clone, Copy, Debug)]
pub struct MapFile;

/// A map file being designed.
pub type MapDraft = Document<MapFile>;

impl FileKind for MapFile {
    type Model = MapModel;
    type Value = Map;
    type Selection = Selection;
    type Edit = MapEdit;
    type Context = ();

    fn read_model(doc: &DocumentMut) -> MapModel {
        read_model(doc)
    }

    fn check(file: &str, text: &str, (): &()) -> Result<Map, Diagnostics> {
        metro_data::load_map(file, text)
    }

    fn select(locus: &Locus) -> Selection {
        Selection::of_locus(locus)
    }

    fn apply(doc: &mut DocumentMut, model: &MapModel, (): &(), edit: MapEdit) -> Result<(), EditError> {
        apply(doc, model, edit)
    }

    fn new_text() -> String {
        NEW_MAP.replacen("\"New map\"", &quoted(tr!("editor-new-map-name")), 1)
    }
}

impl Stored for MapFile {
    const DRAFT: &'static str = "map";
    const NEW_FILE: &'static str = "new-map.toml";
    const FALLBACK_NAME: &'static str = "map.toml";

    fn folder(paths: &Paths) -> PathBuf {
        paths.maps()
    }

    fn context(_: &Catalog) {}

    fn source<'a>(catalog: &'a Catalog, key: &str) -> Option<&'a DataSource> {
        catalog.map(key).map(|c| &c.source)
    }

    fn builtin<'a>(catalog: &'a Catalog, key: &str) -> Option<&'a str> {
        catalog.registry.map(key).map(|s| s.text.as_str())
    }

    fn no_such(key: &str) -> String {
        tr!("editor-no-map", key = key)
    }

    fn no_builtin(key: &str) -> String {
        tr!("editor-no-builtin-map", key = key)
    }

    fn draft_unreadable(error: &str) -> String {
        tr!("editor-map-draft-unreadable", error = error)
    }

    fn draft_uneditable(error: &str) -> String {
        tr!("editor-map-draft-uneditable", error = error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_core::Point;

    pub(super) fn osaka() -> MapDraft {
        MapDraft::open("osaka.toml", metro_osaka::MAP_TOML, true, &()).expect("the Osaka map opens")
    }

    #[test]
    fn the_builtins_open_valid_and_unchanged() {
        let d = osaka();
        let (map, _) = d.valid().unwrap_or_else(|| panic!("{:?}", d.issues()));
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
        let (map, _) = d.valid().expect("still valid");
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
        assert!(d.valid().is_none());
        assert!(
            d.issues()
                .iter()
                .any(|i| matches!(i.selection, Selection::Stop(StopRef { line: 0, .. }))),
            "{:?}",
            d.issues()
        );
    }
}

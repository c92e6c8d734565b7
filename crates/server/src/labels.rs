//! The station names of a Tokyo Metro board placed for the browser page: the placement code of the desktop app
//! (`metro_play::labels`), measured with the metrics of the font the page ships and draws the names in
//! (`web/font/ubuntu-light.ttf`, a subset of egui's Ubuntu Light, the app's own font), at the size the app's fitted
//! board draws them. Sent in the table's layout (`labels`, `slots`): the page places nothing itself.

use std::collections::HashMap;

use metro_core::Map;
use metro_play::labels::{self, Name, Size, size};
use serde_json::{Value, json};
use skrifa::instance::{LocationRef, Size as FontSize};
use skrifa::{FontRef, MetadataProvider};

/// The page's font: the subset of Ubuntu Light it ships (its licence: `web/font/UFL.txt`).
pub const FONT: &[u8] = include_bytes!("../web/font/ubuntu-light.ttf");

/// The names' size in map units (a space is 1): the app's board draws them at 0.34 of a space up to 41 pixels a
/// space (`app/src/ui/board/paint.rs`, `name_size`), which is its fitted board on any usual screen.
pub const NAME_SIZE: f32 = 0.34;

/// The pixels a space the app's measure is made at (its fitted board at 1280×720): the 2 pixels it adds to a
/// name's width become `2 / REFERENCE_CELL` of a space.
const REFERENCE_CELL: f32 = 28.0;

/// Text widths in the page's font.
pub struct Measure {
    /// Each character's advance, in ems.
    advances: HashMap<char, f32>,
    /// The advance of a character the font lacks (its `.notdef`), in ems.
    missing: f32,
    /// A row's height (ascent − descent + leading), in ems.
    row: f32,
}

impl Measure {
    /// The page's font read; `None` should it not read (a test reads it).
    pub fn new() -> Option<Measure> {
        let font = FontRef::new(FONT).ok()?;
        let metrics = font.metrics(FontSize::unscaled(), LocationRef::default());
        let em = f32::from(metrics.units_per_em.max(1));
        let glyphs = font.glyph_metrics(FontSize::unscaled(), LocationRef::default());
        let advances = font
            .charmap()
            .mappings()
            .filter_map(|(code, glyph)| {
                let c = char::from_u32(code)?;
                Some((c, glyphs.advance_width(glyph)? / em))
            })
            .collect();
        let missing = glyphs.advance_width(skrifa::GlyphId::NOTDEF).unwrap_or(0.0) / em;
        Some(Measure {
            advances,
            missing,
            row: (metrics.ascent - metrics.descent + metrics.leading) / em,
        })
    }

    /// A text's width in ems (the sum of its advances: the page draws names without kerning).
    pub fn width_em(&self, text: &str) -> f32 {
        text.chars()
            .map(|c| self.advances.get(&c).copied().unwrap_or(self.missing))
            .sum()
    }

    /// Whether the font has every character of a text.
    pub fn covers(&self, text: &str) -> bool {
        text.chars().all(|c| self.advances.contains_key(&c))
    }

    /// A name's box at [`NAME_SIZE`], in map units, as the app measures it (plus its 2 pixels of air).
    pub fn name_size(&self, text: &str) -> Size {
        size(
            self.width_em(text) * NAME_SIZE + 2.0 / REFERENCE_CELL,
            self.row * NAME_SIZE,
        )
    }
}

/// The names of a map placed for the page, and every station's piece slots, as the layout's `labels` and `slots`:
/// `{"labels": [{"name", "text", "x", "y", "width", "height", "leader", "station"}], "hidden": [name…],
/// "slots": [{"station", "pyramid": [x, y], "markers": [x, y]}], "name_size": NAME_SIZE}`.
pub fn tokyo(map: &Map) -> Value {
    let Some(measure) = Measure::new() else {
        return Value::Null;
    };
    let names: Vec<Name> = labels::names(map);
    let slots = labels::piece_slots(map);
    let mut measure_name = |text: &str| measure.name_size(text);
    let placement = labels::place(map, &names, &slots, &mut measure_name, &[], None);
    let placed: Vec<Value> = placement
        .labels
        .iter()
        .map(|l| {
            let station = names
                .get(l.name)
                .and_then(|n| labels::station_of(map, n))
                .map(|s| s.0);
            json!({
                "name": l.name,
                "text": l.text,
                "x": l.rect.min.x,
                "y": l.rect.min.y,
                "width": l.rect.width(),
                "height": l.rect.height(),
                "leader": l.leader.map(|(a, b)| [[a.x, a.y], [b.x, b.y]]),
                "station": station,
            })
        })
        .collect();
    let slots: Vec<Value> = slots
        .iter()
        .enumerate()
        .map(|(station, s)| {
            json!({
                "station": station,
                "pyramid": [s.pyramid.x, s.pyramid.y],
                "markers": [s.markers.x, s.markers.y],
            })
        })
        .collect();
    json!({
        "labels": placed,
        "hidden": placement.hidden,
        "slots": slots,
        "name_size": NAME_SIZE,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn original() -> FontRef<'static> {
        FontRef::new(epaint_default_fonts::UBUNTU_LIGHT).unwrap()
    }

    /// The shipped subset is not stale: each of its characters has the advance it has in egui's Ubuntu Light (the
    /// app's font), and it holds every character of the built-in maps' names.
    #[test]
    fn the_page_font_is_ubuntu_light_with_its_metrics_and_every_name_s_characters() {
        let measure = Measure::new().unwrap();
        let font = original();
        let em = f32::from(
            font.metrics(FontSize::unscaled(), LocationRef::default())
                .units_per_em,
        );
        let glyphs = font.glyph_metrics(FontSize::unscaled(), LocationRef::default());
        let charmap = font.charmap();
        assert!(measure.advances.len() > 300);
        for (&c, &advance) in &measure.advances {
            let glyph = charmap.map(c).unwrap();
            assert_eq!(advance, glyphs.advance_width(glyph).unwrap() / em, "{c:?}");
        }
        for (file, text) in [("tokyo", metro_tokyo::MAP_TOML), ("osaka", metro_osaka::MAP_TOML)] {
            let map = metro_data::load_map(file, text).unwrap();
            for name in labels::names(&map) {
                assert!(measure.covers(&name.text), "{file}: {}", name.text);
            }
        }
    }

    /// The names of the Tokyo map are all placed, none on another, none on a stop.
    #[test]
    fn the_tokyo_names_are_placed_apart() {
        let map = metro_data::load_map("tokyo", metro_tokyo::MAP_TOML).unwrap();
        let placed = tokyo(&map);
        let labels = placed["labels"].as_array().unwrap();
        assert!(labels.len() > 100, "{}", labels.len());
        let boxes: Vec<(f64, f64, f64, f64)> = labels
            .iter()
            .map(|l| {
                let (x, y) = (l["x"].as_f64().unwrap(), l["y"].as_f64().unwrap());
                (
                    x,
                    y,
                    x + l["width"].as_f64().unwrap(),
                    y + l["height"].as_f64().unwrap(),
                )
            })
            .collect();
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                let overlap = a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3;
                assert!(!overlap, "{a:?} {b:?}");
            }
        }
        assert_eq!(placed["slots"].as_array().unwrap().len(), map.stations().len());
    }
}

//! Export of the current run: its raw records as JSON Lines (the format of `metro sim --json`) and its tables as
//! CSV files, to a path the user types; and each chart on its own, as a picture (PNG) and as the numbers it shows
//! (CSV), into the folder typed for the tables. Nothing is overwritten: an existing file is an error shown here.
//!
//! A chart's picture is the window's own pixels: [`ExportPanel::chart`] draws the chart, and its "PNG" button asks
//! the window for a screenshot (`ViewportCommand::Screenshot`, through [`egui::Context::request_screenshot`]), whose
//! reply is cropped to the chart's rectangle and written by the reply itself; the message comes back through
//! `ExportPanel::replies`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use egui::{ColorImage, Rect};
use metro_sim::export::Table;

use super::run::Outcome;
use crate::locale::tr;
use crate::ui::table::ERROR;

/// The charts of the screen, each exported on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chart {
    /// The map with the stations' heat.
    HeatMap,
    /// Final line values.
    LineValues,
    /// Win rate per seat.
    WinRates,
    /// Action kinds of winners and others.
    Kinds,
    /// Game length.
    GameLength,
    /// Final totals per bot.
    BotTotals,
}

impl Chart {
    /// The file name of its picture and table, without the extension (machine words: not translated).
    pub fn file_stem(self) -> &'static str {
        match self {
            Chart::HeatMap => "chart_stations",
            Chart::LineValues => "chart_line_values",
            Chart::WinRates => "chart_win_rates",
            Chart::Kinds => "chart_action_kinds",
            Chart::GameLength => "chart_game_length",
            Chart::BotTotals => "chart_bot_totals",
        }
    }

    /// The numbers it shows, as a table.
    pub fn table(self, current: &Outcome, previous: Option<&Outcome>) -> Table {
        match self {
            Chart::HeatMap => super::heat_map::table(current, previous),
            Chart::LineValues => super::line_values::table(current, previous),
            Chart::WinRates => super::win_rates::table(current, previous),
            Chart::Kinds => super::kinds::table(current, previous),
            Chart::GameLength => super::game_length::table(current, previous),
            Chart::BotTotals => super::bot_totals::table(current, previous),
        }
    }
}

/// The runs a chart's table holds, with the word naming each in its `run` column: `this`, then `previous`.
pub fn runs<'a>(current: &'a Outcome, previous: Option<&'a Outcome>) -> Vec<(&'static str, &'a Outcome)> {
    std::iter::once(("this", current))
        .chain(previous.map(|p| ("previous", p)))
        .collect()
}

/// The export panel: the paths being typed, the last result, where each chart was drawn, and the replies of the
/// screenshots asked for.
#[derive(Debug, Default)]
pub struct ExportPanel {
    records_path: String,
    tables_path: String,
    message: Option<Result<String, String>>,
    /// Each chart's rectangle on screen when last drawn.
    drawn: HashMap<Chart, Rect>,
    /// A picture asked for: the chart, once it has been scrolled into view.
    picture: Option<Chart>,
    /// The chart whose button wrote the message (shown under it too).
    last_chart: Option<Chart>,
    /// What the screenshots' replies wrote (or why they could not).
    replies: Arc<Mutex<Vec<Result<String, String>>>>,
}

/// Copies the run's records to `to`, which must not exist.
pub fn export_records(outcome: &Outcome, to: &std::path::Path) -> Result<String, String> {
    let from = outcome
        .records
        .as_ref()
        .ok_or_else(|| tr!("simulation-export-no-records"))?;
    let mut source =
        std::fs::File::open(from).map_err(|e| tr!("simulation-export-cannot-read", error = e.to_string()))?;
    let cannot_write = |e: std::io::Error| {
        tr!(
            "simulation-export-cannot-write",
            path = to.display().to_string(),
            error = e.to_string()
        )
    };
    let mut target = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(to)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => {
                tr!("simulation-export-exists", path = to.display().to_string())
            }
            _ => cannot_write(e),
        })?;
    let bytes = std::io::copy(&mut source, &mut target).map_err(cannot_write)?;
    target.sync_all().map_err(cannot_write)?;
    Ok(tr!(
        "simulation-export-records-written",
        games = outcome.aggregates.games,
        bytes = bytes,
        path = to.display().to_string()
    ))
}

/// Writes the run's tables as CSV files into the folder `to`.
pub fn export_tables(outcome: &Outcome, to: &std::path::Path) -> Result<String, String> {
    metro_sim::export::write_csv_dir(to, &outcome.aggregates)
        .map(|files| {
            tr!(
                "simulation-export-tables-written",
                tables = files.len(),
                path = to.display().to_string()
            )
        })
        .map_err(|e| e.to_string())
}

/// Writes `table` as CSV into `folder` (created if missing) under its chart's name, never over a file.
pub fn export_chart_table(table: &Table, folder: &Path, stem: &str) -> Result<String, String> {
    let path = folder.join(format!("{stem}.csv"));
    let mut bytes = Vec::new();
    table.write_csv(&mut bytes).map_err(|e| cannot_write(&path, &e))?;
    write_new(&path, &bytes)?;
    Ok(tr!(
        "simulation-export-chart-written",
        path = path.display().to_string()
    ))
}

/// Crops `image` (the window, `pixels_per_point` pixels a point) to `rect` and writes it as a PNG file at `path`,
/// never over a file.
pub fn export_picture(
    image: &ColorImage,
    pixels_per_point: f32,
    rect: Rect,
    path: &Path,
) -> Result<String, String> {
    let [width, height] = image.size;
    let px = |v: f32, most: usize| ((v * pixels_per_point).round().max(0.0) as usize).min(most);
    let (x0, x1) = (px(rect.min.x, width), px(rect.max.x, width));
    let (y0, y1) = (px(rect.min.y, height), px(rect.max.y, height));
    if x1 <= x0 || y1 <= y0 {
        return Err(tr!("simulation-export-chart-not-shown"));
    }
    let mut rgba = Vec::with_capacity((x1 - x0) * (y1 - y0) * 4);
    for y in y0..y1 {
        for pixel in &image.pixels[y * width + x0..y * width + x1] {
            rgba.extend_from_slice(&pixel.to_srgba_unmultiplied());
        }
    }
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, (x1 - x0) as u32, (y1 - y0) as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .write_header()
        .and_then(|mut writer| {
            writer.write_image_data(&rgba)?;
            writer.finish()
        })
        .map_err(|e| cannot_write(path, &e))?;
    write_new(path, &bytes)?;
    Ok(tr!(
        "simulation-export-chart-written",
        path = path.display().to_string()
    ))
}

/// "Cannot write PATH: ERROR".
fn cannot_write(path: &Path, error: &dyn std::fmt::Display) -> String {
    tr!(
        "simulation-export-cannot-write",
        path = path.display().to_string(),
        error = error.to_string()
    )
}

/// Writes `bytes` to a new file at `path` (its folder created if missing); an existing file is an error.
fn write_new(path: &Path, bytes: &[u8]) -> Result<(), String> {
    use std::io::Write;
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|e| cannot_write(folder, &e))?;
    }
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => {
                tr!("simulation-export-exists", path = path.display().to_string())
            }
            _ => cannot_write(path, &e),
        })?;
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(|e| cannot_write(path, &e))
}

impl ExportPanel {
    /// The folder typed for the tables and the charts, if any.
    pub fn folder(&self) -> Option<PathBuf> {
        let typed = self.tables_path.trim();
        (!typed.is_empty()).then(|| PathBuf::from(typed))
    }

    /// Types `folder` as the folder for the tables and the charts.
    pub fn set_folder(&mut self, folder: &Path) {
        self.tables_path = folder.display().to_string();
    }

    /// The last result shown: what was written, or why not.
    pub fn message(&self) -> Option<&Result<String, String>> {
        self.message.as_ref()
    }

    /// Where `chart` was drawn last.
    pub fn drawn(&self, chart: Chart) -> Option<Rect> {
        self.drawn.get(&chart).copied()
    }

    /// Takes the screenshots' replies in as the message shown.
    fn replies(&mut self) {
        let mut replies = self.replies.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(last) = replies.pop() {
            self.message = Some(last);
        }
        replies.clear();
    }

    /// Draws `chart` with `draw`, then its export buttons under it: the picture of what `draw` drew, and its numbers.
    pub fn chart(
        &mut self,
        ui: &mut egui::Ui,
        chart: Chart,
        (current, previous): (&Outcome, Option<&Outcome>),
        draw: impl FnOnce(&mut egui::Ui),
    ) {
        self.replies();
        let rect = ui.scope(draw).response.rect;
        self.drawn.insert(chart, rect);
        if self.picture == Some(chart) {
            self.picture = None;
            self.screenshot(ui, rect.intersect(ui.clip_rect()), chart);
        }
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(tr!("simulation-export-chart")).weak());
            if ui.small_button(tr!("simulation-export-png")).clicked() {
                self.last_chart = Some(chart);
                match self.folder() {
                    None => self.message = Some(Err(tr!("simulation-export-type-folder"))),
                    Some(_) => {
                        // the whole chart in view first; the screenshot is asked for in the next frame
                        ui.scroll_to_rect_animation(rect, None, egui::style::ScrollAnimation::none());
                        self.picture = Some(chart);
                        ui.ctx().request_repaint();
                    }
                }
            }
            if ui.small_button(tr!("simulation-export-csv")).clicked() {
                self.last_chart = Some(chart);
                self.message = Some(match self.folder() {
                    None => Err(tr!("simulation-export-type-folder")),
                    Some(folder) => {
                        export_chart_table(&chart.table(current, previous), &folder, chart.file_stem())
                    }
                });
            }
        });
        if self.last_chart == Some(chart)
            && let Some(message) = &self.message
        {
            match message {
                Ok(text) => ui.label(egui::RichText::new(text).weak()),
                Err(text) => ui.colored_label(ERROR, text),
            };
        }
    }

    /// Asks the window for its pixels, to be cropped to `rect` and written as `chart`'s picture.
    fn screenshot(&self, ui: &egui::Ui, rect: Rect, chart: Chart) {
        let Some(folder) = self.folder() else {
            return;
        };
        let path = folder.join(format!("{}.png", chart.file_stem()));
        let pixels_per_point = ui.ctx().pixels_per_point();
        let replies = Arc::clone(&self.replies);
        let ctx = ui.ctx().clone();
        ui.ctx().request_screenshot(move |image| {
            let result = export_picture(&image, pixels_per_point, rect, &path);
            replies
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(result);
            ctx.request_repaint();
        });
    }

    /// Draws the panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, current: &Outcome) {
        self.replies();
        ui.strong(tr!("simulation-export-title"));
        ui.horizontal_wrapped(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.records_path)
                    .hint_text("records.jsonl")
                    .desired_width(190.0),
            );
            if ui
                .button(tr!("simulation-export-records"))
                .on_hover_text(tr!("simulation-export-records.tooltip"))
                .clicked()
            {
                self.last_chart = None;
                self.message = Some(match self.records_path.trim() {
                    "" => Err(tr!("simulation-export-type-file")),
                    path => export_records(current, &PathBuf::from(path)),
                });
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.tables_path)
                    .hint_text(tr!("simulation-export-folder-hint"))
                    .desired_width(190.0),
            );
            if ui
                .button(tr!("simulation-export-tables"))
                .on_hover_text(tr!("simulation-export-tables.tooltip"))
                .clicked()
            {
                self.last_chart = None;
                self.message = Some(match self.tables_path.trim() {
                    "" => Err(tr!("simulation-export-type-folder")),
                    path => export_tables(current, &PathBuf::from(path)),
                });
            }
        });
        match &self.message {
            Some(Ok(text)) => {
                ui.label(text);
            }
            Some(Err(text)) => {
                ui.colored_label(ERROR, text);
            }
            None => {}
        }
    }
}

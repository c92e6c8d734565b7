//! Measures the CPU time of the game screen's full frame — the egui pass (layout of every panel and the board's
//! shapes) plus tessellation into triangles — on the Tokyo board mid-game (Tokyo map, Osaka cards, Metro Drinks,
//! four seats) in a 1600×1000 and a 1280×720 window, with the pointer moving over the board (hover tooltips,
//! previews). Painting the triangles is the GPU's work and not counted.
//! Run with `cargo run --release -p metro-app -- --frame-time [DECISIONS] [FRAMES]`.

use std::time::{Duration, Instant};

use crate::MetroApp;
use crate::locale::tr;
use crate::paths::Paths;
use egui::{Event, Pos2, RawInput, Rect, vec2};

/// The window sizes measured.
pub const SIZES: [(f32, f32); 2] = [(1600.0, 1000.0), (1280.0, 720.0)];

/// Plays `decisions` decisions of a four-player game on the Tokyo map with the Osaka cards and Metro Drinks, then
/// draws `frames` frames of the game screen in each window size and returns the figures in words, one line a size.
pub fn measure(decisions: usize, frames: usize) -> String {
    SIZES
        .iter()
        .map(|&(w, h)| measure_at(decisions, frames, vec2(w, h)))
        .collect::<Vec<_>>()
        .join("\n")
}

fn measure_at(decisions: usize, frames: usize, size: egui::Vec2) -> String {
    let frames = frames.max(20);
    let home = std::env::temp_dir().join(format!("metro-frame-time-{}", std::process::id()));
    let mut app = MetroApp::new(Paths::under(home.clone()));
    app.start_demo("tokyo", "osaka", Some("metro_drinks"), decisions, 4);
    let ctx = egui::Context::default();
    let mut times: Vec<(Duration, Duration)> = Vec::with_capacity(frames);
    for frame in 0..frames {
        // The pointer sweeps across the board.
        let t = frame as f32 / frames as f32;
        let pointer = Pos2::new(
            size.x * (0.17 + t * 0.55),
            size.y * (0.12 + (t * 37.0).sin().abs() * 0.6),
        );
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
            time: Some(frame as f64 / 60.0),
            events: vec![Event::PointerMoved(pointer)],
            ..RawInput::default()
        };
        let begun = Instant::now();
        let output = ctx.run_ui(input, |ui| app.frame(ui));
        let laid_out = begun.elapsed();
        let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
        let total = begun.elapsed();
        if frame == frames - 1 && std::env::var_os("METRO_FRAME_DETAIL").is_some() {
            let vertices: usize = primitives
                .iter()
                .map(|p| match &p.primitive {
                    egui::epaint::Primitive::Mesh(m) => m.vertices.len(),
                    egui::epaint::Primitive::Callback(_) => 0,
                })
                .sum();
            // the screen and whether the game is over as the program names them (a developer's detail)
            eprintln!(
                "{}",
                tr!(
                    "frame-time-detail",
                    primitives = primitives.len(),
                    vertices = vertices,
                    screen = format!("{:?}", app.screen()),
                    over = format!(
                        "{:?}",
                        app.session().map(metro_play::session::GameSession::is_over)
                    ),
                    builds = app.game_screen().board.layer_builds()
                )
            );
        }
        std::hint::black_box(primitives);
        // The first frames build the font atlas and the label placement: not the steady state.
        if frame >= 10 {
            times.push((laid_out, total));
        }
    }
    let _ = std::fs::remove_dir_all(home);
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut totals: Vec<f64> = times.iter().map(|t| ms(t.1)).collect();
    totals.sort_by(f64::total_cmp);
    let mean = totals.iter().sum::<f64>() / totals.len() as f64;
    let layout = times.iter().map(|t| ms(t.0)).sum::<f64>() / times.len() as f64;
    let p = |q: f64| totals[((totals.len() - 1) as f64 * q) as usize];
    FrameTimes {
        decisions,
        size: (size.x, size.y),
        frames: totals.len(),
        mean,
        layout,
        median: p(0.5),
        p95: p(0.95),
        max: p(1.0),
    }
    .to_string()
}

/// The figures of one window size, in milliseconds of CPU time a frame; shown in the language of the app.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FrameTimes {
    /// Decisions played before the frames were drawn.
    pub decisions: usize,
    /// The window's width and height.
    pub size: (f32, f32),
    /// Frames measured (the first ten, which build the font atlas, are not).
    pub frames: usize,
    /// The mean full frame: the egui pass and tessellation.
    pub mean: f64,
    /// The mean egui pass alone.
    pub layout: f64,
    /// The median full frame.
    pub median: f64,
    /// The 95th percentile of the full frame.
    pub p95: f64,
    /// The slowest full frame.
    pub max: f64,
}

impl std::fmt::Display for FrameTimes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |value: f64| format!("{value:.2}");
        f.write_str(&tr!(
            "frame-time-report",
            decisions = self.decisions,
            width = self.size.0.to_string(),
            height = self.size.1.to_string(),
            frames = self.frames,
            mean = ms(self.mean),
            layout = ms(self.layout),
            tessellation = ms(self.mean - self.layout),
            median = ms(self.median),
            p95 = ms(self.p95),
            max = ms(self.max)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_lang::{Language, with_language};

    /// The report reads as it always did in English, and has no English left in German and Italian.
    #[test]
    fn the_report_speaks_the_language_of_the_app() {
        let times = FrameTimes {
            decisions: 45,
            size: (1600.0, 1000.0),
            frames: 590,
            mean: 3.13789,
            layout: 2.5,
            median: 3.0,
            p95: 4.25,
            max: 9.875,
        };
        let english = with_language(Language::English, || times.to_string());
        assert_eq!(
            english,
            "Tokyo map, Osaka cards, Metro Drinks, mid-game (45 decisions), 1600x1000, 590 frames: full frame mean \
             3.14 ms (egui pass 2.50 ms, tessellation 0.64 ms), median 3.00 ms, p95 4.25 ms, max 9.88 ms"
        );
        for language in [Language::German, Language::Italian] {
            let shown = with_language(language, || times.to_string());
            assert!(
                shown.contains("1600x1000") && shown.contains("3.14 ms"),
                "{shown}"
            );
            let left = metro_lang::english_left(&english, &shown);
            assert!(left.is_empty(), "{language:?}: English {left:?} in {shown}");
        }
    }
}

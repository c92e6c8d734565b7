//! Measures the CPU time of the game screen's full frame — the egui pass (layout of every panel and the board's
//! shapes) plus tessellation into triangles — on the Tokyo board mid-game (Tokyo map, Osaka cards, Metro Drinks,
//! four seats) in a 1600×1000 and a 1280×720 window, with the pointer moving over the board (hover tooltips,
//! previews). Painting the triangles is the GPU's work and not counted.
//! Run with `cargo run --release -p metro-app -- --frame-time [DECISIONS] [FRAMES]`.

use std::time::{Duration, Instant};

use crate::MetroApp;
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
            eprintln!(
                "{} primitives, {vertices} vertices; screen {:?}, game over {:?}, board layers built {} times",
                primitives.len(),
                app.screen(),
                app.session().map(|s| s.game().is_over()),
                app.game_screen().board.layer_builds()
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
    format!(
        "Tokyo map, Osaka cards, Metro Drinks, mid-game ({decisions} decisions), {}x{}, {} frames: full frame mean {mean:.2} ms (egui pass {layout:.2} ms, tessellation {:.2} ms), median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        size.x,
        size.y,
        totals.len(),
        mean - layout,
        p(0.5),
        p(0.95),
        p(1.0)
    )
}

//! Measures the CPU time of the game screen's full frame — the egui pass (layout of every panel and the board's
//! shapes) plus tessellation into triangles — on the Tokyo board mid-game in a 1600×1000 window, with the pointer
//! moving over the board (hover tooltips, previews). Painting the triangles is the GPU's work and not counted.
//! Run with `metro-app --frame-time [DECISIONS] [FRAMES]` (release build).

use std::time::{Duration, Instant};

use crate::MetroApp;
use crate::paths::Paths;
use egui::{Event, Pos2, RawInput, Rect, vec2};

/// Plays `decisions` decisions of a four-player Tokyo game, then draws `frames` frames of the game screen and
/// returns the figures in words.
pub fn measure(decisions: usize, frames: usize) -> String {
    let frames = frames.max(20);
    let home = std::env::temp_dir().join(format!("metro-frame-time-{}", std::process::id()));
    let mut app = MetroApp::new(Paths::under(home.clone()));
    app.start_demo("tokyo", "tokyo", None, decisions, 4);
    let ctx = egui::Context::default();
    let size = vec2(1600.0, 1000.0);
    let mut times: Vec<(Duration, Duration)> = Vec::with_capacity(frames);
    for frame in 0..frames {
        // The pointer sweeps across the board.
        let t = frame as f32 / frames as f32;
        let pointer = Pos2::new(260.0 + t * 900.0, 120.0 + (t * 37.0).sin().abs() * 600.0);
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
            eprintln!("{} primitives, {vertices} vertices", primitives.len());
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
        "Tokyo mid-game ({decisions} decisions), 1600x1000, {} frames: full frame mean {mean:.2} ms (egui pass {layout:.2} ms, tessellation {:.2} ms), median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        totals.len(),
        mean - layout,
        p(0.5),
        p(0.95),
        p(1.0)
    )
}

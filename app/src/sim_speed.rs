//! Measures the test-by-simulation screen's speed in games a second, headless, through the screen's own code path:
//! the menu's "Test by simulation" on the built-in Osaka map and cards with 4 heuristic bots, the run started as its
//! button starts it, and the screen drawn (laid out and tessellated; painting is the GPU's) whenever it asks to be
//! repainted, until the run ends — so that drawing the progress costs here what it costs in the window.
//! Run with `cargo run --release -p metro-app -- --sim-speed [GAMES]` beside
//! `metro sim --map osaka --cards osaka --players 4 --bots heuristic,heuristic,heuristic,heuristic --games 1000`.

use std::time::{Duration, Instant};

use egui::{Pos2, RawInput, Rect, ViewportId, vec2};

use crate::MetroApp;
use crate::paths::Paths;

/// The games a measurement plays unless told otherwise.
pub const GAMES: u64 = 1000;

/// What one measurement saw.
#[derive(Clone, Copy, Debug)]
pub struct SimSpeed {
    /// Games played.
    pub games: u64,
    /// Wall-clock time from the start of the run to its outcome on screen.
    pub elapsed: Duration,
    /// Frames drawn meanwhile.
    pub frames: u64,
}

impl SimSpeed {
    /// Games a second.
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Plays `games` games on the simulation screen and measures them; or why it could not.
pub fn measure(games: u64) -> Result<SimSpeed, String> {
    let home = std::env::temp_dir().join(format!("metro-sim-speed-{}", std::process::id()));
    let result = measure_in(Paths::under(home.clone()), games);
    let _ = std::fs::remove_dir_all(home);
    result
}

fn measure_in(paths: Paths, games: u64) -> Result<SimSpeed, String> {
    let mut app = MetroApp::new(paths);
    let ctx = egui::Context::default();
    let size = vec2(1280.0, 720.0);
    let started = Instant::now();
    app.start_simulation_demo("osaka", "osaka", 4, games, &ctx)?;
    let mut frames = 0u64;
    loop {
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
            time: Some(started.elapsed().as_secs_f64()),
            ..RawInput::default()
        };
        let mut output = ctx.run_ui(input, |ui| app.frame(ui));
        // No painter here to upload the font atlas to.
        output.textures_delta.clear();
        let _ = ctx.tessellate(output.shapes, output.pixels_per_point);
        frames += 1;
        let running = app.simulation().is_some_and(|s| s.running());
        if !running {
            let played = app
                .simulation()
                .and_then(|s| s.current())
                .map_or(0, |o| o.aggregates.games);
            return Ok(SimSpeed {
                games: played,
                elapsed: started.elapsed(),
                frames,
            });
        }
        // Wait as the window would: until the screen asks for its next frame (at most a second: the run's end wakes
        // the window, which a headless loop cannot hear).
        let delay = output
            .viewport_output
            .get(&ViewportId::ROOT)
            .map_or(Duration::ZERO, |v| v.repaint_delay)
            .min(Duration::from_secs(1));
        std::thread::sleep(delay);
    }
}

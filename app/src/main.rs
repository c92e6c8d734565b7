//! `metro-app`: opens the desktop game window; `metro-app --frame-time [DECISIONS] [FRAMES]` measures the game
//! screen's frame time headless instead, and `metro-app --sim-speed [GAMES]` the test-by-simulation screen's games a
//! second.

fn main() -> eframe::Result {
    keep_heap_pad();
    // the system's language, unless the settings name one (the app applies that when it starts)
    metro_lang::set_language(metro_lang::Language::from_system());
    let mut args = std::env::args().skip(1);
    match args.next().as_deref() {
        Some("--frame-time") => {
            let decisions = args.next().and_then(|a| a.parse().ok()).unwrap_or(45);
            let frames = args.next().and_then(|a| a.parse().ok()).unwrap_or(600);
            println!("{}", metro_app::frame_time::measure(decisions, frames));
            return Ok(());
        }
        Some("--sim-speed") => {
            let games = args
                .next()
                .and_then(|a| a.parse().ok())
                .unwrap_or(metro_app::sim_speed::GAMES);
            match metro_app::sim_speed::measure(games) {
                Ok(speed) => println!("{:.0} games/s", speed.games_per_second()),
                Err(problem) => {
                    eprintln!("metro-app --sim-speed: {problem}");
                    std::process::exit(2);
                }
            }
            return Ok(());
        }
        _ => {}
    }
    let started = std::time::Instant::now();
    let paths = metro_app::paths::Paths::user();
    // The data folder's lock first: a second app logs to a file of its own.
    let instance = metro_app::store::lock::Instance::acquire(&paths.data);
    metro_app::plugins::init_log(&paths, &instance);
    let options = eframe::NativeOptions {
        viewport: eframe::egui::ViewportBuilder::default()
            .with_title("metro")
            .with_inner_size(metro_app::window::OPENING)
            .with_min_inner_size(metro_app::window::SMALLEST),
        ..Default::default()
    };
    eframe::run_native(
        "metro",
        options,
        Box::new(move |cc| {
            // plugin hooks are timed from their registration on
            let late = metro_app::plugins::watch_hooks(cc.egui_ctx.clone());
            let mut app = metro_app::MetroApp::with_instance(paths, instance);
            app.set_late_hooks(late);
            app.set_started(started);
            app.set_board_fixture_from_env();
            cc.egui_ctx.set_pixels_per_point(cc.egui_ctx.pixels_per_point());
            Ok(Box::new(app))
        }),
    )
}

/// glibc's allocator hands memory freed at the top of the heap back to the system at once, and the next frame faults
/// it in again: a frame that builds a few MB of meshes then spends a third of its time in page faults (measured: the
/// German board at 1600×1000, 6.8 ms a frame, of which 3.3 ms tessellating; with a pad 3.8 ms). A 16 MB pad, kept
/// at the top of the heap, ends that.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
fn keep_heap_pad() {
    // SAFETY: mallopt only sets one of the allocator's tuning parameters; it is called first thing in `main`, before
    // any other thread exists. A refusal (return value 0) leaves glibc's default, which is only slower.
    let _ = unsafe { libc::mallopt(libc::M_TOP_PAD, 16 << 20) };
}

/// Other allocators keep their memory: nothing to tune.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn keep_heap_pad() {}

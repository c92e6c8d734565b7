//! `metro-app`: opens the desktop game window; `metro-app --frame-time [DECISIONS] [FRAMES]` measures the game
//! screen's frame time headless instead.

fn main() -> eframe::Result {
    // the system's language, unless the settings name one (the app applies that when it starts)
    metro_lang::set_language(metro_lang::Language::from_system());
    let mut args = std::env::args().skip(1);
    if args.next().as_deref() == Some("--frame-time") {
        let decisions = args.next().and_then(|a| a.parse().ok()).unwrap_or(45);
        let frames = args.next().and_then(|a| a.parse().ok()).unwrap_or(600);
        println!("{}", metro_app::frame_time::measure(decisions, frames));
        return Ok(());
    }
    let started = std::time::Instant::now();
    metro_app::plugins::init_log(&metro_app::paths::Paths::user());
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
            let mut app = metro_app::MetroApp::new(metro_app::paths::Paths::user());
            app.set_started(started);
            app.set_board_fixture_from_env();
            cc.egui_ctx.set_pixels_per_point(cc.egui_ctx.pixels_per_point());
            Ok(Box::new(app))
        }),
    )
}

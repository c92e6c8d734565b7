//! `metro-app`: opens the desktop game window.

fn main() -> eframe::Result {
    let started = std::time::Instant::now();
    metro_app::plugins::init_log(&metro_app::paths::Paths::user());
    let options = eframe::NativeOptions {
        viewport: eframe::egui::ViewportBuilder::default()
            .with_title("metro")
            .with_inner_size([1440.0, 900.0])
            .with_min_inner_size([800.0, 560.0]),
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

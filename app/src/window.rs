//! The window's size: it opens small enough for a 1280×720 screen, then, once the monitor's size is known, fits the
//! monitor — filling a small screen (maximised), or taking most of a large one (up to 1600×1000).

use egui::{Vec2, ViewportCommand, vec2};

/// The size the window opens at, before the monitor is known: fits a 1280×720 screen with its title bar.
pub const OPENING: [f32; 2] = [1200.0, 660.0];
const _: () = assert!(OPENING[0] <= 1280.0 && OPENING[1] <= 720.0 - 40.0);

/// The smallest window the game screen is laid out for.
pub const SMALLEST: [f32; 2] = [800.0, 560.0];

/// Monitors up to this size are filled (the window is maximised).
const SMALL_MONITOR: Vec2 = vec2(1440.0, 900.0);

/// The largest window opened on a large monitor.
const LARGEST: Vec2 = vec2(1600.0, 1000.0);

/// What the window should become on a monitor of `monitor` points: `(size, maximised)`.
pub fn fitted(monitor: Vec2) -> (Vec2, bool) {
    if monitor.x <= SMALL_MONITOR.x || monitor.y <= SMALL_MONITOR.y {
        (monitor.max(Vec2::from(SMALLEST)), true)
    } else {
        ((monitor * 0.85).min(LARGEST).max(Vec2::from(SMALLEST)), false)
    }
}

/// Once per run, as soon as the monitor's size is known: sizes the window to fit it.
pub fn fit_to_monitor(ctx: &egui::Context) {
    let id = egui::Id::unique("metro-window-fitted");
    if ctx.data(|d| d.get_temp::<bool>(id)).unwrap_or(false) {
        return;
    }
    let Some(monitor) = ctx.input(|i| i.viewport().monitor_size) else {
        return;
    };
    ctx.data_mut(|d| d.insert_temp(id, true));
    let (size, maximised) = fitted(monitor);
    ctx.send_viewport_cmd(ViewportCommand::InnerSize(size));
    if maximised {
        ctx.send_viewport_cmd(ViewportCommand::Maximized(true));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_fits_the_monitor() {
        assert_eq!(fitted(vec2(1280.0, 720.0)), (vec2(1280.0, 720.0), true));
        assert_eq!(fitted(vec2(1366.0, 768.0)), (vec2(1366.0, 768.0), true));
        let (size, maximised) = fitted(vec2(2560.0, 1440.0));
        assert_eq!((size, maximised), (vec2(1600.0, 1000.0), false));
        let (size, _) = fitted(vec2(1680.0, 1050.0));
        assert!(size.x <= 1680.0 * 0.85 + 0.01 && size.y <= 1050.0 * 0.85 + 0.01);
    }
}

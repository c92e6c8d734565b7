//! The connection banner: across the top of the table when the connection is lost (since when, connecting again
//! by itself) and, for a few seconds, when it is back.

use egui::{Color32, RichText};
use metro_client::Connection;

use crate::locale::tr;
use crate::online::Banner;

/// The banner's height.
pub const HEIGHT: f32 = 30.0;

const LOST: Color32 = Color32::from_rgb(150, 40, 30);
const BACK: Color32 = Color32::from_rgb(30, 110, 50);

/// The banner.
pub struct BannerPanel;

impl BannerPanel {
    /// Its frame: red while lost, green once back.
    pub fn frame(banner: Banner) -> egui::Frame {
        let fill = match banner {
            Banner::Lost { .. } => LOST,
            Banner::Back { .. } => BACK,
        };
        egui::Frame::new()
            .fill(fill)
            .inner_margin(egui::Margin::symmetric(12, 4))
    }

    /// Draws the banner (`now`: the frame clock).
    pub fn ui(ui: &mut egui::Ui, banner: Banner, connection: &Connection, now: f64) {
        let text = match banner {
            Banner::Lost { since } => {
                let attempts = match connection {
                    Connection::Lost { attempts, .. } => *attempts,
                    _ => 0,
                };
                tr!(
                    "online-banner-lost",
                    seconds = (now - since).max(0.0) as u64,
                    attempts = attempts
                )
            }
            Banner::Back { .. } => tr!("online-banner-back"),
        };
        ui.centered_and_justified(|ui| {
            ui.label(RichText::new(text).color(Color32::WHITE).strong());
        });
    }
}

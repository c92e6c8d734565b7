//! The rules help of Chicago Express: a window with the game's sections in players' words ([`metro_game::words::Words::help`]),
//! the list of sections on the left and the open one on the right; opened from the header and from every "why not"
//! at the section that explains its rule.

use egui::{RichText, vec2};
use metro_play::help::{Block, blocks};

use super::Frame;
use crate::locale::tr;

/// The window's own state.
#[derive(Debug, Default)]
pub struct HelpPanel {
    /// Whether the window is shown.
    pub open: bool,
    /// The key of the section shown (the first when empty or unknown).
    pub section: String,
}

impl HelpPanel {
    /// Opens the window at a section, or where it was.
    pub fn open_at(&mut self, key: Option<String>) {
        self.open = true;
        if let Some(key) = key {
            self.section = key;
        }
    }

    /// Draws the window, if open.
    pub fn ui(&mut self, ctx: &egui::Context, f: &Frame) {
        if !self.open {
            return;
        }
        let sections = f.table.help();
        let screen = ctx.content_rect();
        let size = vec2(
            (screen.width() - 80.0).min(860.0),
            (screen.height() - 120.0).min(600.0),
        );
        let mut open = self.open;
        egui::Window::new(tr!("chicago-rules"))
            .id(egui::Id::unique("chicago-rules-help"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .fixed_size(size)
            .fixed_pos(screen.center() - size / 2.0)
            .show(ctx, |ui| {
                if sections.is_empty() {
                    ui.label(tr!("chicago-no-rules"));
                    return;
                }
                let shown = sections.iter().position(|s| s.key == self.section).unwrap_or(0);
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(200.0);
                        egui::ScrollArea::vertical()
                            .id_salt("chicago-help-list")
                            .show(ui, |ui| {
                                for (i, section) in sections.iter().enumerate() {
                                    if ui.selectable_label(i == shown, section.title.as_str()).clicked() {
                                        self.section = section.key.clone();
                                    }
                                }
                            });
                    });
                    ui.separator();
                    ui.vertical(|ui| {
                        let section = &sections[shown];
                        egui::ScrollArea::vertical()
                            .id_salt(("chicago-help-text", shown))
                            .show(ui, |ui| {
                                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                                ui.heading(section.title.as_str());
                                for block in blocks(&section.text) {
                                    match block {
                                        Block::Heading(text) => {
                                            ui.add_space(6.0);
                                            ui.label(RichText::new(text).strong().size(15.0));
                                        }
                                        Block::Bullet(text) => {
                                            ui.horizontal_wrapped(|ui| {
                                                ui.label("•");
                                                ui.label(text);
                                            });
                                        }
                                        Block::Paragraph(text) => {
                                            ui.label(text);
                                        }
                                    }
                                }
                                if !section.rules.is_empty() {
                                    ui.add_space(6.0);
                                    ui.label(
                                        RichText::new(tr!(
                                            "chicago-help-rules",
                                            rules = section.rules.join(" ")
                                        ))
                                        .small()
                                        .weak(),
                                    );
                                }
                            });
                    });
                });
            });
        self.open = open;
    }
}

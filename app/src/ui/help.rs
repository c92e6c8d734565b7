//! The rules help: a window with the sections of the rules reference in players' words (a round step by step, every
//! action with an example, trains and riding, payouts and scoring, Osaka's additions, the solo game, and each rule
//! module's own section) — the list of sections on the left, the open section on the right. Opened from the menu,
//! with F1 or the "Rules" button in play, and from every "why not" at the section that explains it.

use crate::locale::tr;
use egui::text::LayoutJob;
use egui::{FontId, RichText, TextFormat, vec2};

use crate::help::RulesBook;
use metro_play::help::{Block, blocks};

/// The rules help's own state: whether it is open and at which section.
#[derive(Debug, Default)]
pub struct HelpPanel {
    /// Whether the window is shown.
    pub open: bool,
    /// The key of the section shown.
    pub section: String,
    /// Set when the section changed, to scroll the text back to its top.
    jumped: bool,
}

impl HelpPanel {
    /// Opens the window at a section (the first one if `key` is `None` or unknown).
    pub fn open_at(&mut self, book: &RulesBook, key: Option<&str>) {
        self.open = true;
        self.section = match key.and_then(|k| book.section(k)) {
            Some(s) => s.key.clone(),
            None if book.section(&self.section).is_some() && key.is_none() => self.section.clone(),
            None => book.sections().first().map(|s| s.key.clone()).unwrap_or_default(),
        };
        self.jumped = true;
    }

    /// Draws the window, if open.
    pub fn ui(&mut self, ctx: &egui::Context, book: &RulesBook) {
        if !self.open {
            return;
        }
        let screen = ctx.content_rect();
        let size = vec2(
            (screen.width() - 80.0).min(900.0),
            (screen.height() - 80.0).min(640.0),
        );
        let mut open = self.open;
        egui::Window::new(tr!("learn-rules"))
            .id(egui::Id::unique("metro-rules-help"))
            .collapsible(false)
            .resizable(false)
            .fixed_size(size)
            .fixed_pos(screen.center() - size / 2.0)
            .show(ctx, |ui| {
                if ui.button(tr!("learn-close-rules")).clicked() {
                    open = false;
                }
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(190.0);
                        for section in book.sections() {
                            let chosen = section.key == self.section;
                            let button = ui.selectable_label(chosen, &section.title);
                            if button.clicked() && !chosen {
                                self.section = section.key.clone();
                                self.jumped = true;
                            }
                        }
                    });
                    ui.separator();
                    ui.vertical(|ui| {
                        let Some(section) = book.section(&self.section) else {
                            return;
                        };
                        ui.heading(&section.title);
                        let mut area = egui::ScrollArea::vertical()
                            .id_salt("rules-text")
                            .auto_shrink([false, false]);
                        if std::mem::take(&mut self.jumped) {
                            area = area.vertical_scroll_offset(0.0);
                        }
                        area.show(ui, |ui| {
                            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                            text_ui(ui, &section.text);
                        });
                    });
                });
            });
        self.open = open;
    }
}

/// Draws a section's text: `##` headings, `-` bullets, paragraphs; `**bold**` and `*italics*` inside.
fn text_ui(ui: &mut egui::Ui, text: &str) {
    for block in blocks(text) {
        match block {
            Block::Heading(h) => {
                ui.add_space(6.0);
                ui.label(RichText::new(h).strong().size(15.0));
            }
            Block::Bullet(b) => {
                ui.horizontal_top(|ui| {
                    ui.label("•");
                    ui.label(inline(ui, &b));
                });
            }
            Block::Paragraph(p) => {
                ui.label(inline(ui, &p));
                ui.add_space(4.0);
            }
        }
    }
}

/// A line with `**bold**` and `*italic*` spans.
fn inline(ui: &egui::Ui, text: &str) -> LayoutJob {
    let font = FontId::proportional(14.0);
    let colour = ui.visuals().text_color();
    let strong = ui.visuals().strong_text_color();
    let mut job = LayoutJob::default();
    let mut bold = false;
    let mut italics = false;
    let mut rest = text;
    while !rest.is_empty() {
        let (head, marker, tail) = match (rest.find("**"), rest.find('*')) {
            (Some(b), Some(i)) if b <= i => (&rest[..b], 2, &rest[b + 2..]),
            (_, Some(i)) => (&rest[..i], 1, &rest[i + 1..]),
            _ => (rest, 0, ""),
        };
        job.append(
            head,
            0.0,
            TextFormat {
                font_id: font.clone(),
                color: if bold { strong } else { colour },
                italics,
                ..TextFormat::default()
            },
        );
        match marker {
            2 => bold = !bold,
            1 => italics = !italics,
            _ => {}
        }
        rest = tail;
    }
    job
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_join_continued_lines() {
        let b = blocks("Para one\ngoes on.\n\n## Head\n- a bullet\n  continued\n- another\n");
        assert_eq!(b.len(), 4);
        assert!(matches!(&b[0], Block::Paragraph(t) if t == "Para one goes on."));
        assert!(matches!(&b[1], Block::Heading(t) if t == "Head"));
        assert!(matches!(&b[2], Block::Bullet(t) if t == "a bullet continued"));
        assert!(matches!(&b[3], Block::Bullet(t) if t == "another"));
    }
}

//! The table's chat: a window over the table, opened from the header (which says how many messages came since it was
//! last looked at), with the latest messages the server told (each shown as text, never markup) and a line to write
//! one; a message goes to the server, and shows once the server tells it back.

use egui::RichText;
use metro_client::TableView;

use crate::command::{Command, OnlineCommand};
use crate::locale::tr;

/// The chat's window.
#[derive(Default)]
pub struct ChatPanel {
    /// Whether the window is open.
    pub open: bool,
    /// The message being written.
    draft: String,
    /// The number of the last message looked at.
    seen: u64,
}

impl ChatPanel {
    /// How many messages came since the chat was last looked at.
    pub fn unread(&self, view: &TableView) -> usize {
        view.chat.iter().filter(|l| l.number > self.seen).count()
    }

    /// The header's button: opens or closes the window, saying how many messages are unread.
    pub fn button(&mut self, ui: &mut egui::Ui, view: &TableView) {
        let unread = self.unread(view);
        let words = if unread > 0 && !self.open {
            tr!("online-chat-unread", count = unread)
        } else {
            tr!("online-chat")
        };
        if ui.selectable_label(self.open, words).clicked() {
            self.open = !self.open;
        }
    }

    /// The window, when open.
    pub fn ui(
        &mut self,
        ctx: &egui::Context,
        view: &TableView,
        connected: bool,
        commands: &mut Vec<Command>,
    ) {
        if !self.open {
            return;
        }
        let mut open = self.open;
        egui::Window::new(tr!("online-chat-title", code = view.info.code.clone()))
            .id(egui::Id::unique("online-chat"))
            .open(&mut open)
            .default_width(360.0)
            .resizable(true)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(260.0)
                    .stick_to_bottom(true)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        if view.chat.is_empty() {
                            ui.label(RichText::new(tr!("online-chat-empty")).weak());
                        }
                        for line in &view.chat {
                            let name = view
                                .info
                                .seats
                                .get(usize::from(line.seat))
                                .map_or_else(|| (u32::from(line.seat) + 1).to_string(), |s| s.name.clone());
                            ui.horizontal_wrapped(|ui| {
                                ui.label(RichText::new(format!("{name}:")).strong());
                                // Text, never markup: what another player wrote is shown as written.
                                ui.label(&line.text);
                            });
                        }
                    });
                if view.seat.is_none() {
                    ui.label(RichText::new(tr!("online-chat-watching")).weak());
                    return;
                }
                ui.horizontal(|ui| {
                    let label = ui.label(tr!("online-chat-message"));
                    let field = egui::TextEdit::singleline(&mut self.draft)
                        .char_limit(metro_protocol::MAX_CHAT_CHARS)
                        .hint_text(tr!("online-chat-hint"))
                        .desired_width(220.0);
                    let response = ui.add(field).labelled_by(label.id);
                    let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    let send = ui.add_enabled(connected, egui::Button::new(tr!("online-chat-send")));
                    if (send.clicked() || entered) && connected && !self.draft.trim().is_empty() {
                        commands.push(Command::Online(OnlineCommand::Chat(
                            self.draft.trim().to_string(),
                        )));
                        self.draft.clear();
                        response.request_focus();
                    }
                });
            });
        self.open = open;
        if let Some(last) = view.chat.last() {
            self.seen = self.seen.max(last.number);
        }
    }
}

//! A "why not" in players' words: the engine's refusal ([`metro_play::session::GameSession::refusal`]) as a plain sentence first,
//! then a link to the section of the rules help that explains it, then the rule's ID, small, for rules lawyers. A
//! refusal shown this frame is also remembered, so that F1 opens the rules at its section. The board's tooltips follow
//! the pointer and cannot hold a link: a click on the refused place pins its refusal to the prompt, where the link
//! can be clicked.

use crate::locale::tr;
use egui::RichText;
use metro_play::game::Refusal;

use crate::command::Command;
use crate::command::LearnCommand;
use crate::help::RulesBook;

/// Where the refusal shown this frame is remembered (egui's temporary data).
fn memory_id() -> egui::Id {
    egui::Id::unique("metro-hovered-refusal")
}

/// Remembers the refusal on screen this frame, for F1.
pub fn remember(ctx: &egui::Context, refusal: &Refusal) {
    ctx.data_mut(|d| d.insert_temp(memory_id(), refusal.rule.to_string()));
}

/// The rule of the refusal on screen this frame, forgotten once read.
pub fn take_remembered(ctx: &egui::Context) -> Option<String> {
    ctx.data_mut(|d| d.remove_temp::<String>(memory_id()))
}

/// The plain sentence of a refusal: "Not allowed: the stake is at least ¥300."
pub fn sentence(refusal: &Refusal) -> String {
    let reason = crate::words::capitalised(&refusal.reason);
    if reason.ends_with('.') {
        reason
    } else {
        format!("{reason}.")
    }
}

/// The label of the link to a refusal's section: "Rules: Every action".
pub fn link_label(book: &RulesBook, refusal: &Refusal) -> Option<String> {
    book.for_rule(refusal.rule)
        .map(|s| tr!("why-not-rules-link", section = s.title.as_str()))
}

/// The refusal in lines of text, for tooltips that cannot hold a link (the board's): the sentence, how to reach the
/// rules that explain it (a click pins it to the prompt with its link; F1 opens it), the rule's ID.
pub fn lines(book: &RulesBook, refusal: &Refusal) -> Vec<String> {
    let mut lines = vec![sentence(refusal)];
    if let Some(link) = link_label(book, refusal) {
        lines.push(tr!("why-not-click-to-keep", link = link));
    }
    lines.push(tr!("why-not-rule", rule = refusal.rule));
    lines
}

/// Where a refusal pinned to the prompt is kept (egui's temporary data), with the position it belongs to.
fn pinned_id() -> egui::Id {
    egui::Id::unique("metro-pinned-refusal")
}

/// Pins a refusal to the prompt (a click on a refused place of the board) until the game moves on from `position`.
pub fn pin(ctx: &egui::Context, position: u64, refusal: &Refusal) {
    ctx.data_mut(|d| d.insert_temp(pinned_id(), (position, refusal.clone())));
    ctx.request_repaint();
}

/// The refusal pinned to the prompt at `position`, if any (one pinned at another position is forgotten).
pub fn pinned(ctx: &egui::Context, position: u64) -> Option<Refusal> {
    let pinned = ctx.data(|d| d.get_temp::<(u64, Refusal)>(pinned_id()));
    match pinned {
        Some((at, refusal)) if at == position => Some(refusal),
        Some(_) => {
            unpin(ctx);
            None
        }
        None => None,
    }
}

/// Forgets the pinned refusal.
pub fn unpin(ctx: &egui::Context) {
    ctx.data_mut(|d| d.remove::<(u64, Refusal)>(pinned_id()));
}

/// A pinned refusal in the prompt: "Not here: …", the link to the rules that explain it (clicked: opens them at that
/// section), the rule's ID small, and "×" to put it away.
pub fn show_pinned(ui: &mut egui::Ui, book: &RulesBook, refusal: &Refusal, commands: &mut Vec<Command>) {
    remember(ui.ctx(), refusal);
    ui.label(
        RichText::new(tr!("why-not-not-here", sentence = sentence(refusal)))
            .size(12.0)
            .strong(),
    );
    ui.horizontal(|ui| {
        if let Some(link) = link_label(book, refusal)
            && ui.link(RichText::new(link).size(12.0)).clicked()
        {
            commands.push(Command::Learn(LearnCommand::OpenRulesFor(
                refusal.rule.to_string(),
            )));
        }
        ui.label(
            RichText::new(tr!("why-not-rule", rule = refusal.rule))
                .small()
                .weak(),
        );
        let close = ui.small_button("×").on_hover_text(tr!("why-not-put-away"));
        let name = tr!("why-not-put-away.name");
        close.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if close.clicked() {
            unpin(ui.ctx());
        }
    });
}

/// Shows a refusal as the hover text of `response` — after `first` (what the widget is), the sentence, the link, the
/// rule ID small — and opens the rules at its section when the link or the refused widget itself is clicked.
pub fn show(
    response: egui::Response,
    first: &str,
    book: &RulesBook,
    refusal: &Refusal,
    commands: &mut Vec<Command>,
) -> egui::Response {
    let open = Command::Learn(LearnCommand::OpenRulesFor(refusal.rule.to_string()));
    if response.clicked() {
        commands.push(open.clone());
    }
    if response.hovered() {
        remember(&response.ctx, refusal);
    }
    response.on_hover_ui(|ui| {
        if !first.is_empty() {
            ui.label(first);
        }
        ui.label(RichText::new(tr!("why-not-not-now", sentence = sentence(refusal))).strong());
        if let Some(link) = link_label(book, refusal)
            && ui.link(link).clicked()
        {
            commands.push(open);
        }
        ui.label(
            RichText::new(tr!("why-not-rule", rule = refusal.rule))
                .small()
                .weak(),
        );
    })
}

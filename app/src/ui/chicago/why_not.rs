//! A "why not" of Chicago Express in players' words: the game's refusal as a plain sentence, a button to the
//! section of the rules help that explains it, and the rule's ID, small.

use egui::RichText;
use metro_play::table::Refused;

use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// The refusal as a sentence: capitalised, with a full stop.
pub fn sentence(refused: &Refused) -> String {
    let reason = crate::words::capitalised(&refused.reason);
    if reason.ends_with('.') {
        reason
    } else {
        format!("{reason}.")
    }
}

/// The refusal: its sentence, the button to its rules and its rule's ID, and a button to put it away. Returns
/// whether that button was clicked.
pub fn ui(ui: &mut egui::Ui, refused: &Refused, commands: &mut Vec<Command>) -> bool {
    ui.label(RichText::new(sentence(refused)).strong());
    let mut close = false;
    ui.horizontal(|ui| {
        if let Some((key, title)) = &refused.section
            && ui
                .button(tr!("chicago-why-not-rules", section = title.as_str()))
                .clicked()
        {
            commands.push(Command::Chicago(ChicagoCommand::Rules(Some(key.clone()))));
        }
        if ui.button(tr!("chicago-why-not-close")).clicked() {
            close = true;
        }
    });
    ui.label(
        RichText::new(tr!("chicago-why-not-rule", rule = refused.rule))
            .small()
            .weak(),
    );
    close
}

//! Rule modules on screen, without knowing any of them: the menu row that plays them and picks their options, the
//! texts about players, the markers on stations and the faces of their cards, drawn from the generic description
//! each module gives (the engine's `Looks` of each module, through [`metro_play::module_pieces`]), so that a plugin's pieces appear without app code. The part
//! without egui (rule options, the variant's name, card faces, column names) is `metro_play::module_pieces`.

use crate::locale::tr;
use egui::RichText;
use metro_play::game::{CardId, Marker, PlayerId, Registry, Rules, View};
use metro_play::session::GameSession;

use crate::paths::Settings;
use crate::words::{colour, ink_on};

pub use metro_play::module_pieces::*;

/// The menu row of the rule modules: one check box per module, and its options as a choice between two readings.
pub fn modules_row(ui: &mut egui::Ui, settings: &mut Settings, registry: &Registry) {
    ui.label(tr!("menu-variant"));
    ui.vertical(|ui| {
        for module in registry.modules() {
            let mut on = settings.options.on(module.switch());
            ui.checkbox(&mut on, module.title())
                .on_hover_text(module.rules_text());
            settings.options.set(module.switch(), on);
            ui.add_enabled_ui(on, |ui| {
                for option in module.options() {
                    let mut chosen = settings.options.on(&option.key);
                    ui.radio_value(&mut chosen, false, &option.off);
                    ui.radio_value(&mut chosen, true, &option.on);
                    settings.options.set(&option.key, chosen);
                }
            });
        }
    });
}

/// The modules' texts about one player, under the player's other counters.
pub fn player_counters(ui: &mut egui::Ui, session: &dyn GameSession, view: &View, player: PlayerId) {
    for pieces in session.pieces(view) {
        for counter in pieces.counters.iter().filter(|c| c.player == player) {
            ui.label(egui::RichText::new(&counter.text).size(12.0));
        }
    }
}

/// The modules' markers on stations, for the board to draw each as its module declared it (shape, colour, glyph,
/// size), in the order of the modules and of their markers.
pub fn markers(session: &dyn GameSession, view: &View) -> Vec<Marker> {
    session.pieces(view).into_iter().flat_map(|p| p.markers).collect()
}

/// A module's card drawn on its card: its title, on its colour when it has one.
pub fn card_face_ui(ui: &mut egui::Ui, rules: &Rules, card: CardId) {
    let Some(face) = card_face(rules, card) else {
        return;
    };
    match face.colour {
        Some(rgb) => {
            let c = colour(rgb);
            ui.label(
                RichText::new(format!(" {} ", face.label))
                    .background_color(c)
                    .color(ink_on(c)),
            );
        }
        None => {
            ui.label(face.label);
        }
    }
}

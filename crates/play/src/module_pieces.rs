//! Rule modules on screen, without knowing any of them, the part without egui: the rule options and the variant's
//! name the menu's settings describe, each module's pieces as a view shows them, the faces of their cards and the
//! names of their columns — all from the generic description each module gives ([`metro_engine::module::Looks`]),
//! so that a plugin's pieces appear without app code. The app draws them (its `module_pieces`).

use crate::locale::tr;
use metro_core::Rgb;
use metro_engine::module::{CardFace, Pieces};
use metro_engine::{CardId, Registry, RuleOptions, Rules, View};

/// The rule options the menu's settings describe: a module's own options count only while the module is played.
pub fn rule_options(options: &RuleOptions, registry: &Registry) -> RuleOptions {
    let mut out = RuleOptions::new();
    for module in registry.modules() {
        if options.on(module.switch()) {
            out.set(module.switch(), true);
            for option in module.options() {
                if options.on(&option.key) {
                    out.set(&option.key, true);
                }
            }
        }
    }
    out
}

/// The menu's line under the title: the games and the rule modules that can be combined.
pub fn menu_heading(registry: &Registry) -> String {
    let mut games = vec!["TOKYO METRO".to_string(), "OSAKA METRO".to_string()];
    games.extend(registry.modules().iter().map(|m| m.title().to_uppercase()));
    tr!("menu-heading", games = games.join(", "))
}

/// The variant in words, for the bests and headings: "base", or the modules played with the options that are on
/// (a module's title, then the names of its options that are on).
pub fn variant_name(options: &RuleOptions, registry: &Registry) -> String {
    let mut parts = Vec::new();
    for module in registry.modules() {
        if options.on(module.switch()) {
            parts.push(module.title().to_string());
            for option in module.options() {
                if options.on(&option.key) {
                    parts.push(option.name.clone());
                }
            }
        }
    }
    if parts.is_empty() {
        "base".into()
    } else {
        parts.join(", ")
    }
}

/// Every module's pieces as `view` shows them.
pub fn pieces(rules: &Rules, view: &View) -> Vec<Pieces> {
    rules
        .modules()
        .iter()
        .zip(&view.state.modules)
        .filter_map(|(slot, state)| {
            slot.rules()
                .looks()
                .map(|looks| looks.pieces(rules, &view.state, state))
        })
        .collect()
}

/// The face of a module's card, if `card` is one.
pub fn card_face(rules: &Rules, card: CardId) -> Option<CardFace> {
    let module = rules.card_module(card)?;
    rules.module(module).rules().looks()?.card_face(rules, card)
}

/// A module's action kind as its card shows it ("Colour card").
pub fn kind_title(rules: &Rules, kind: metro_core::ActionKind) -> String {
    match kind {
        metro_core::ActionKind::Module { module, .. } => rules
            .module_get(metro_engine::ModuleId(module))
            .and_then(|m| m.rules().looks())
            .map_or_else(|| kind.to_string(), |looks| looks.kind_title(kind)),
        kind => kind.to_string(),
    }
}

/// A module's column: its name and colour.
pub fn column_look(rules: &Rules, column: usize) -> (String, Vec<Rgb>) {
    match rules.column_look(column as u8) {
        Some((name, rgb)) => (name.to_string(), vec![rgb]),
        None => (tr!("cards-column", column = column + 1), vec![Rgb(120, 120, 120)]),
    }
}

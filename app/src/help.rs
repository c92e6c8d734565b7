//! The rules help's words, apart from any panel: the sections of the rules reference (the base game's, embedded from
//! `app/help/*.md`; Osaka's from `metro-osaka`; each rule module's through [`RuleModule::rules_help`]), the one-sentence
//! explanation of every action kind (`app/help/kinds.txt`) and the one-line reason of every kind of decision
//! (`app/help/moves.txt`). All the text is in those data files, one per section, so that a move to translated
//! message files is mechanical; this module only reads and fills them in. Costs come from the engine
//! ([`Game::cost_after_discounts`]), never from arithmetic here.
//!
//! [`RuleModule::rules_help`]: metro_engine::module::RuleModule::rules_help

use metro_core::{ActionKind, KindCatalogue};
use metro_engine::help::{HelpSection, section_for};
use metro_engine::module::{ModuleId, RuleModule};
use metro_engine::narrate::yen;
use metro_engine::{Action, Game, PlayerId, Registry};

/// The base game's sections, in reading order: (key, text).
const BASE: &[(&str, &str)] = &[
    ("round", include_str!("../help/round.md")),
    ("actions", include_str!("../help/actions.md")),
    ("trains", include_str!("../help/trains.md")),
    ("scoring", include_str!("../help/scoring.md")),
    ("solo", include_str!("../help/solo.md")),
];

/// The action kinds' sentences.
const KINDS: &str = include_str!("../help/kinds.txt");
/// The decisions' reasons.
const MOVES: &str = include_str!("../help/moves.txt");

/// The rules help: every section, the base game's first, then Osaka's, then the rule modules' (plugins' included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesBook {
    sections: Vec<HelpSection>,
}

impl RulesBook {
    /// The sections of the base game, Osaka and every module `registry` holds (plugins' included).
    pub fn new(registry: &Registry) -> RulesBook {
        RulesBook::with_modules(registry.modules().iter().map(|m| m.as_ref()))
    }

    /// The sections of the base game, Osaka and the rule modules a game plays.
    pub fn of_game(game: &Game) -> RulesBook {
        RulesBook::with_modules(game.rules().modules().iter().map(|slot| slot.module()))
    }

    fn with_modules<'a>(modules: impl Iterator<Item = &'a dyn RuleModule>) -> RulesBook {
        let mut sections: Vec<HelpSection> = BASE
            .iter()
            .map(|(key, text)| HelpSection::from_text(key, text))
            .collect();
        // Osaka's additions read best right after the base game's actions and before the variants.
        sections.insert(sections.len() - 1, metro_osaka::rules_help());
        for module in modules {
            if let Some(section) = module.rules_help()
                && !sections.iter().any(|s| s.key == section.key)
            {
                sections.push(section);
            }
        }
        RulesBook { sections }
    }

    /// Every section, in reading order.
    pub fn sections(&self) -> &[HelpSection] {
        &self.sections
    }

    /// A section by key.
    pub fn section(&self, key: &str) -> Option<&HelpSection> {
        self.sections.iter().find(|s| s.key == key)
    }

    /// The section explaining a rule ID (a refusal's), if any.
    pub fn for_rule(&self, rule: &str) -> Option<&HelpSection> {
        section_for(&self.sections, rule)
    }
}

/// The line of a `key: text` data file with this key.
fn entry(file: &'static str, key: &str) -> Option<&'static str> {
    file.lines().filter(|l| !l.starts_with('#')).find_map(|l| {
        l.split_once(':')
            .filter(|(k, _)| k.trim() == key)
            .map(|(_, v)| v.trim())
    })
}

/// One action kind explained in one sentence with its cost, as `player` would pay it now with every discount they
/// could lift (from the engine), e.g. "Build a station on a stop your meeple touches for ¥300 per stop of the
/// station (¥100 per stop with your discounts)." A rule module's kinds are explained by the module.
pub fn kind_sentence(game: &Game, player: Option<PlayerId>, kind: ActionKind) -> String {
    let builtin = KindCatalogue::builtin();
    let template = match kind {
        ActionKind::Module { .. } | ActionKind::Extension { .. } => None,
        kind => builtin.spec(kind).and_then(|spec| entry(KINDS, &spec.name)),
    };
    let Some(template) = template else {
        return module_kind_sentence(game, kind);
    };
    let param = kind.param().unwrap_or(0);
    let mut text = template
        .replace("{yen}", &yen(param))
        .replace("{n}", &param.to_string());
    let printed = kind.printed_cost();
    let after = player.and_then(|p| game.cost_after_discounts(p, kind));
    if let (Some(printed), Some(after)) = (printed, after)
        && after < printed
    {
        let key = if matches!(kind, ActionKind::Station { .. }) {
            "cost.after_per_stop"
        } else {
            "cost.after"
        };
        if let Some(words) = entry(KINDS, key) {
            let clause = words.replace("{after}", &yen(after));
            text = match text.strip_suffix('.') {
                Some(head) => format!("{head} ({clause})."),
                None => format!("{text} ({clause})"),
            };
        }
    }
    text
}

/// A rule module's kind in one sentence: the module's own words ([`metro_engine::module::Looks::kind_help`]); its
/// name if it gives none.
fn module_kind_sentence(game: &Game, kind: ActionKind) -> String {
    let rules = game.rules();
    let asked = match kind {
        ActionKind::Module { module, .. } => rules
            .module_get(ModuleId(module))
            .and_then(|slot| slot.rules().looks())
            .and_then(|looks| looks.kind_help(game, kind)),
        _ => rules
            .modules()
            .iter()
            .filter_map(|slot| slot.rules().looks())
            .find_map(|looks| looks.kind_help(game, kind)),
    };
    asked.unwrap_or_else(|| crate::words::capitalised(&metro_engine::narrate::kind_name(game, kind)))
}

/// The key of a decision in `moves.txt`.
fn decision_key(action: &Action) -> &'static str {
    match action {
        Action::Bid(_) => "bid",
        Action::Place(_) => "place",
        Action::MoveTo(_) => "move_to",
        Action::Stay => "stay",
        Action::Take(_) => "take",
        Action::Copy(_) => "copy",
        Action::Pass => "pass",
        Action::Alight(_) => "alight",
        Action::Board(_) => "board",
        Action::Wait => "wait",
        Action::Station(_) => "station",
        Action::Line(_) => "line",
        Action::Column(_) => "column",
        Action::Stake(_) => "stake",
        Action::PayWith(_) => "pay_with",
        Action::Lift(_) => "lift",
        Action::Assign(_) => "assign",
        Action::Done => "done",
        Action::Module(_) => "module",
    }
}

/// Why one might make a decision, in one line: a card action's sentence for taking it, else the decision's reason.
pub fn move_reason(game: &Game, action: &Action) -> String {
    let player = game.to_move();
    let text = entry(MOVES, decision_key(action)).unwrap_or("");
    let kind = match action {
        Action::Take(r) => game.rules().kind(*r).map(|k| kind_sentence(game, player, k)),
        Action::Module(m) => Some(module_action_sentence(game, *m)),
        _ => None,
    };
    match kind {
        Some(sentence) => text.replace("{kind}", &sentence),
        None => text.replace("{kind}", ""),
    }
}

/// A module's decision: what the module's kind on that card says, else the module's rules in one line.
fn module_action_sentence(game: &Game, action: metro_engine::ModuleAction) -> String {
    match game.rules().module_get(action.module) {
        Some(slot) => {
            let text = slot.module().rules_text();
            let first = text.split(". ").next().unwrap_or(text).trim_end_matches('.');
            if first.is_empty() {
                slot.module().title().to_string()
            } else {
                format!("{first}.")
            }
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_kind_has_a_sentence() {
        for spec in KindCatalogue::builtin().kinds() {
            assert!(
                entry(KINDS, &spec.name).is_some(),
                "no sentence for {}",
                spec.name
            );
        }
    }

    #[test]
    fn every_base_section_names_its_rules_and_has_text() {
        let book = RulesBook::new(&crate::catalog::registry());
        for section in book.sections() {
            assert!(!section.rules.is_empty(), "{}", section.key);
            assert!(section.text.len() > 200, "{}", section.key);
        }
        assert!(book.section("metro-drinks").is_some());
        assert!(book.section("osaka").is_some());
    }
}

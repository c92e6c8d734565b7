//! The rules help's words, apart from any panel: the sections of the rules reference (the engine's,
//! [`metro_engine::help::rules_help`]: the base game's and Osaka's from `crates/engine/help/*.md`, each rule module's
//! through [`RuleModule::rules_help`]), the one-sentence explanation of every action kind (`crates/play/help/kinds.txt`),
//! the one-line reason of every kind of decision (`crates/play/help/moves.txt`) and the first-game guide
//! (`crates/play/help/guide.md`). All the text is in those data files, one per section, with its German and Italian
//! translations beside it in `de/` and `it/` (same name, same headings, same keys); this module picks the current
//! language ([`metro_lang::language`]), falls back to English where a translation is missing, and fills the text in.
//! Costs come from the engine ([`Game::cost_after_discounts`]), never from arithmetic here.
//!
//! [`RuleModule::rules_help`]: metro_engine::module::RuleModule::rules_help

use metro_core::{ActionKind, KindCatalogue};
use metro_engine::help::{HelpSection, section_for};
use metro_engine::module::{ModuleId, RuleModule};
use metro_engine::narrate::yen;
use metro_engine::{Action, Game, PlayerId, Registry};
use metro_lang::{Language, Texts, texts};

use crate::locale::tr;

/// The action kinds' sentences.
const KINDS: Texts = texts!("help", "kinds.txt");
/// The decisions' reasons.
const MOVES: Texts = texts!("help", "moves.txt");
/// The first-game guide's steps.
const GUIDE: Texts = texts!("help", "guide.md");

/// The first-game guide's text in the current language: one step per `## key | title` heading, in order (for the
/// guide's steps, `ui/guide.rs`).
pub fn guide_text() -> &'static str {
    GUIDE.current()
}

/// The rules help: every section, the base game's first, then Osaka's, then the rule modules' (plugins' included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesBook {
    sections: Vec<HelpSection>,
    language: Language,
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

    /// The engine's sections ([`metro_engine::help::rules_help`]) with `modules`' own.
    fn with_modules<'a>(modules: impl Iterator<Item = &'a dyn RuleModule>) -> RulesBook {
        RulesBook {
            language: metro_lang::language(),
            sections: metro_engine::help::rules_help(modules),
        }
    }

    /// The language it was written in (the current one when it was made): a cached book is stale once the language
    /// changes.
    pub fn language(&self) -> Language {
        self.language
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

/// One action kind explained in one sentence with its cost, as `player` would pay it now with every discount they
/// could lift (from the engine), e.g. "Build a station on a stop your meeple touches for ¥300 per stop of the
/// station (¥100 per stop with your discounts)." A rule module's kinds are explained by the module.
pub fn kind_sentence(game: &Game, player: Option<PlayerId>, kind: ActionKind) -> String {
    let builtin = KindCatalogue::builtin();
    let template = match kind {
        ActionKind::Module { .. } | ActionKind::Extension { .. } => None,
        kind => builtin.spec(kind).and_then(|spec| KINDS.sentence(&spec.name)),
    };
    let Some(template) = template else {
        return module_kind_sentence(game, kind);
    };
    let param = kind.param().unwrap_or(0);
    let mut text = metro_lang::fill_count(
        &template.replace("{yen}", &yen(param)),
        "n",
        i64::from(param),
        metro_lang::language(),
    );
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
        if let Some(words) = KINDS.sentence(key) {
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
    if let Action::Place(space) = action {
        return place_reason(game.rules().map(), *space);
    }
    let player = game.to_move();
    let text = MOVES.sentence(decision_key(action)).unwrap_or("");
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

/// One block of a rules-help text: a `##` heading, a `-` bullet or a paragraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A `##` heading.
    Heading(String),
    /// A `-` bullet, its lines joined.
    Bullet(String),
    /// A paragraph, its lines joined.
    Paragraph(String),
}

/// The blocks of a rules-help text, as the help window draws them and the translations' tests compare them: `##`
/// headings, `-` bullets and paragraphs, the lines of a bullet or paragraph joined by a space.
pub fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            open = false;
        } else if let Some(h) = trimmed.strip_prefix("## ") {
            out.push(Block::Heading(h.to_string()));
            open = false;
        } else if let Some(b) = trimmed.strip_prefix("- ") {
            out.push(Block::Bullet(b.to_string()));
            open = true;
        } else if open && let Some(Block::Bullet(t) | Block::Paragraph(t)) = out.last_mut() {
            t.push(' ');
            t.push_str(trimmed);
        } else {
            out.push(Block::Paragraph(trimmed.to_string()));
            open = true;
        }
    }
    out
}

/// What a space for the meeple touches, in one line: the lines whose stops it touches and those stops' stations
/// (the map's geometry, no rule), e.g. "Touches lines G, M, T: Ginza, Kyobashi."; the plain reason where it touches
/// none.
pub fn place_reason(map: &metro_core::Map, space: metro_core::SpaceId) -> String {
    let stops = map.stops_touching(space);
    let mut letters: Vec<&str> = Vec::new();
    let mut stations: Vec<String> = Vec::new();
    for &stop in stops {
        let stop = map.stop(stop);
        let letter = map.line(stop.line).letter.as_str();
        if !letters.contains(&letter) {
            letters.push(letter);
        }
        let name = match (&stop.name, stop.station) {
            (Some(name), _) => name.clone(),
            (None, Some(station)) => map.station(station).name.clone(),
            (None, None) => continue,
        };
        if !stations.contains(&name) {
            stations.push(name);
        }
    }
    if letters.is_empty() {
        return tr!("place-touches-nothing");
    }
    letters.sort_unstable();
    let separator = tr!("list-separator");
    tr!(
        "place-touches",
        count = letters.len(),
        lines = letters.join(&separator),
        stations = stations.join(&separator)
    )
}

/// How many lines have a stop touching `space` (the map's geometry, no rule): the board marks spaces where two or
/// more meet, and "What can I do?" lists the spaces for the meeple with the most lines first.
pub fn lines_touched(map: &metro_core::Map, space: metro_core::SpaceId) -> usize {
    // A line id is a u8: one bit each.
    let mut seen = [0u64; 4];
    for &stop in map.stops_touching(space) {
        let line = usize::from(map.stop(stop).line.0);
        seen[line / 64] |= 1 << (line % 64);
    }
    seen.iter().map(|bits| bits.count_ones() as usize).sum()
}

#[cfg(test)]
mod tests {
    use metro_lang::with_language;

    use super::*;

    /// Every rules help file of the game (the app's and the variants'), with its translations.
    fn every_help_file() -> Vec<(&'static str, Texts)> {
        let mut files: Vec<(&'static str, Texts)> = metro_engine::help::BASE.to_vec();
        files.extend([
            ("guide.md", GUIDE),
            ("kinds.txt", KINDS),
            ("moves.txt", MOVES),
            (
                "metro-drinks.md",
                texts!("../../variants/metro-drinks/help", "metro-drinks.md"),
            ),
            (
                "metro-drinks kinds.txt",
                texts!("../../variants/metro-drinks/help", "kinds.txt"),
            ),
            ("osaka.md", metro_engine::help::OSAKA),
            (
                "rush-hour.md",
                texts!("../../variants/rush-hour/help", "rush-hour.md"),
            ),
            (
                "rush-hour kinds.txt",
                texts!("../../variants/rush-hour/help", "kinds.txt"),
            ),
        ]);
        files
    }

    /// What must be the same in a block in every language: its kind, the amounts of yen, numbered shares left
    /// aside, the bold spans and the placeholders.
    fn fingerprint(block: &Block) -> (u8, Vec<String>, usize, Vec<String>) {
        let (kind, text) = match block {
            Block::Heading(t) => (0, t),
            Block::Bullet(t) => (1, t),
            Block::Paragraph(t) => (2, t),
        };
        let mut yen: Vec<String> = text
            .split('¥')
            .skip(1)
            .map(|rest| {
                rest.chars()
                    .take_while(|c| c.is_ascii_digit() || *c == ',')
                    .collect::<String>()
            })
            .map(|amount| amount.trim_end_matches(',').to_string())
            .collect();
        yen.sort();
        (kind, yen, text.matches("**").count(), placeholders(text))
    }

    /// The names of a text's `{name}` placeholders and `{name|one|other}` forms, sorted, each once (a language
    /// may need a plural form where another does not).
    fn placeholders(text: &str) -> Vec<String> {
        let mut names: Vec<String> = text
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(inner, _)| inner))
            .map(|inner| inner.split('|').next().unwrap_or(inner).to_string())
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// The `key: text` lines of a data file, comments left out.
    fn entries(file: &str) -> Vec<(&str, &str)> {
        file.lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim(), v.trim()))
            .collect()
    }

    /// English words that have no business in a German or Italian text.
    const ENGLISH: [&str; 8] = [
        " the ", " and ", " you ", " your ", " of ", " with ", " is ", " to ",
    ];

    /// A translated text without leftover English words.
    fn assert_not_english(name: &str, language: Language, text: &str) {
        let padded = format!(" {} ", text.replace(['\n', '(', ')', ',', ':', ';', '.'], " "));
        for word in ENGLISH {
            assert!(
                !padded.contains(word),
                "{name} in {language} has the English{word:?}: {text}"
            );
        }
    }

    #[test]
    fn every_help_text_has_the_same_structure_in_every_language() {
        for (name, texts) in every_help_file() {
            for language in [Language::German, Language::Italian] {
                let translated = texts.get(language);
                assert_ne!(
                    translated, texts.english,
                    "{name} is not translated into {language}"
                );
                assert_not_english(name, language, translated);
                if name.ends_with(".txt") {
                    let english = entries(texts.english);
                    let other = entries(translated);
                    let keys = |e: &[(&str, &str)]| e.iter().map(|(k, _)| k.to_string()).collect::<Vec<_>>();
                    assert_eq!(keys(&other), keys(&english), "the keys of {name} in {language}");
                    for ((key, en), (_, tr)) in english.iter().zip(&other) {
                        assert_eq!(
                            placeholders(tr),
                            placeholders(en),
                            "{key} of {name} in {language}"
                        );
                        if !en.starts_with('{') {
                            assert_ne!(tr, en, "{key} of {name} in {language} is still English");
                        }
                    }
                    continue;
                }
                let (english, other) = if name == "guide.md" {
                    (texts.english.to_string(), translated.to_string())
                } else {
                    let en = HelpSection::from_text(name, texts.english);
                    let tr = HelpSection::from_text(name, translated);
                    assert_eq!(tr.rules, en.rules, "the rules line of {name} in {language}");
                    assert_eq!(
                        tr.title == name,
                        en.title == name,
                        "the title line of {name} in {language}"
                    );
                    (en.text, tr.text)
                };
                let (english, other) = (blocks(&english), blocks(&other));
                assert_eq!(
                    other.len(),
                    english.len(),
                    "the blocks of {name} in {language}: {other:#?}"
                );
                for (en, tr) in english.iter().zip(&other) {
                    assert_eq!(
                        fingerprint(tr),
                        fingerprint(en),
                        "{name} in {language}: {tr:?} against {en:?}"
                    );
                    assert_ne!(tr, en, "{name} in {language} is still English: {en:?}");
                    if name == "guide.md"
                        && let (Block::Heading(en), Block::Heading(tr)) = (en, tr)
                    {
                        let key = |h: &str| h.split_once('|').map(|(k, _)| k.trim().to_string());
                        assert_eq!(key(tr), key(en), "a guide step's key in {language}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_german_help_section_reads_german_and_an_italian_one_italian() {
        let registry = crate::catalog::registry();
        let english = with_language(Language::English, || RulesBook::new(&registry));
        let german = with_language(Language::German, || RulesBook::new(&registry));
        let italian = with_language(Language::Italian, || RulesBook::new(&registry));
        assert_eq!(english.language(), Language::English);
        assert_eq!(german.language(), Language::German);
        let keys = |book: &RulesBook| book.sections().iter().map(|s| s.key.clone()).collect::<Vec<_>>();
        assert_eq!(keys(&german), keys(&english));
        assert_eq!(keys(&italian), keys(&english));
        let round = german.section("round").expect("the round");
        assert_eq!(round.title, "Eine Runde, Schritt für Schritt");
        assert!(
            round.text.contains("## 2. Spielerreihenfolge-Phase"),
            "{}",
            round.text
        );
        assert!(round.text.contains("Du beginnst mit ¥2,000"), "{}", round.text);
        let round = italian.section("round").expect("the round");
        assert_eq!(round.title, "Un round, passo dopo passo");
        assert!(round.text.contains("Fase dell'Ordine di Gioco"), "{}", round.text);
        assert_eq!(
            english.section("round").map(|s| s.title.as_str()),
            Some("A round, step by step")
        );
        for (book, language) in [(&german, Language::German), (&italian, Language::Italian)] {
            for section in book.sections() {
                assert_not_english(&section.key, language, &section.text);
                // a refusal's rule finds the same section in every language
                for rule in &section.rules {
                    assert_eq!(
                        book.for_rule(rule).map(|s| s.key.as_str()),
                        english.for_rule(rule).map(|s| s.key.as_str())
                    );
                }
            }
        }
    }

    #[test]
    fn kinds_and_decisions_are_explained_in_the_current_language() {
        let registry = crate::catalog::registry();
        let setup = metro_save::SetupRecord::builtin("tokyo", "tokyo", 2)
            .build(&registry)
            .expect("setup");
        let mut game = Game::new(setup, 5).expect("game");
        while game.phase() != metro_engine::Phase::Actions {
            let first = game.legal_actions()[0];
            game.apply(first).expect("legal");
        }
        let station = ActionKind::Station { cost: 300 };
        let me = Some(PlayerId(0));
        let english = with_language(Language::English, || kind_sentence(&game, me, station));
        let german = with_language(Language::German, || kind_sentence(&game, me, station));
        let italian = with_language(Language::Italian, || kind_sentence(&game, me, station));
        assert_eq!(
            english,
            "Build a station on a stop your meeple touches for ¥300 per stop of the station."
        );
        assert_eq!(
            german,
            "Baue für ¥300 je Haltepunkt der Station eine Station an einem Haltepunkt, den dein Meeple berührt."
        );
        assert_eq!(
            italian,
            "Costruisci una Stazione su una fermata toccata dal tuo Meeple per ¥300 per ogni fermata della Stazione."
        );
        let pass = with_language(Language::German, || move_reason(&game, &Action::Pass));
        assert!(
            pass.starts_with("Wähle in dieser Runde keine Aktionen mehr"),
            "{pass}"
        );
        let pass = with_language(Language::Italian, || move_reason(&game, &Action::Pass));
        assert!(pass.starts_with("Smetti di scegliere azioni"), "{pass}");
        let guide = with_language(Language::German, guide_text);
        assert!(guide.contains("## welcome | Deine erste Runde"), "{guide}");
    }

    // Issue 27, item 14: "Take 1 speed tokens" — the words that go with a kind's number agree with it, in every
    // language.
    #[test]
    fn a_kinds_number_agrees_with_its_words() {
        let registry = crate::catalog::registry();
        let setup = metro_save::SetupRecord::builtin("tokyo", "tokyo", 2)
            .build(&registry)
            .expect("setup");
        let game = Game::new(setup, 5).expect("game");
        let say = |language, kind| with_language(language, || kind_sentence(&game, None, kind));
        let one = ActionKind::Speed { tokens: 1 };
        let two = ActionKind::Speed { tokens: 2 };
        let step = ActionKind::Move { distance: 1 };
        let steps = ActionKind::Move { distance: 3 };
        for (language, right, wrong) in [
            (
                Language::English,
                [
                    "Take 1 speed token to put on a line, making",
                    "Take 2 speed tokens to put on lines, each making",
                    "up to 1 space at once",
                    "up to 3 spaces at once",
                ],
                ["1 speed tokens", "1 spaces"],
            ),
            (
                Language::German,
                [
                    "Nimm 1 Tempo-Plättchen, das du auf eine Linie legst; es lässt",
                    "Nimm 2 Tempo-Plättchen, die du auf Linien legst; jedes lässt",
                    "bis zu 1 Feld weit",
                    "bis zu 3 Felder weit",
                ],
                ["1 Tempo-Plättchen, die", "1 Felder"],
            ),
            (
                Language::Italian,
                [
                    "Prendi 1 segnalino Velocità da mettere su una Linea; fa avanzare",
                    "Prendi 2 segnalini Velocità da mettere sulle Linee; ognuno fa avanzare",
                    "fino a 1 spazio in una volta",
                    "fino a 3 spazi in una volta",
                ],
                ["1 segnalini", "1 spazi "],
            ),
        ] {
            let said = [one, two, step, steps].map(|kind| say(language, kind));
            for (sentence, words) in said.iter().zip(right) {
                assert!(
                    sentence.contains(words),
                    "{language:?}: {words:?} not in {sentence:?}"
                );
            }
            for words in wrong {
                assert!(
                    said.iter().all(|s| !s.contains(words)),
                    "{language:?}: {words:?} in {said:?}"
                );
            }
            assert!(said.iter().all(|s| !s.contains('{')), "{said:?}");
        }
    }

    #[test]
    fn a_missing_translation_falls_back_to_english() {
        let texts = Texts {
            english: "# Title\nrules: TM-1\n\nText.\n",
            german: " \n",
            italian: "# Titolo\nrules: TM-1\n\nTesto.\n",
        };
        assert_eq!(texts.get(Language::German), texts.english);
        assert_eq!(texts.get(Language::Italian), texts.italian);
        let kinds = Texts {
            english: "move: Move.\nbike: Bike.\n",
            german: "move: Bewegen.\n",
            italian: "move: Muovi.\nbike: Bici.\n",
        };
        with_language(Language::German, || {
            assert_eq!(kinds.sentence("move"), Some("Bewegen."));
            assert_eq!(kinds.sentence("bike"), Some("Bike."));
        });
        with_language(Language::Italian, || {
            assert_eq!(kinds.sentence("bike"), Some("Bici."))
        });
    }

    #[test]
    fn every_builtin_kind_has_a_sentence() {
        for spec in KindCatalogue::builtin().kinds() {
            assert!(
                metro_lang::sentence(KINDS.english, &spec.name).is_some(),
                "no sentence for {}",
                spec.name
            );
        }
    }

    /// The rules help as the app's `RulesBook` built it before the engine did: the base game's files in reading
    /// order, Osaka's before the last of them, then the game's rule modules' sections, a key once.
    fn sections_as_written(game: &Game) -> Vec<HelpSection> {
        let files = [
            ("round", texts!("../engine/help", "round.md")),
            ("actions", texts!("../engine/help", "actions.md")),
            ("trains", texts!("../engine/help", "trains.md")),
            ("scoring", texts!("../engine/help", "scoring.md")),
            ("osaka", texts!("../engine/help", "osaka.md")),
            ("solo", texts!("../engine/help", "solo.md")),
        ];
        let mut sections: Vec<HelpSection> = files
            .iter()
            .map(|(key, texts)| HelpSection::from_text(key, texts.current()))
            .collect();
        for slot in game.rules().modules() {
            if let Some(section) = slot.module().rules_help()
                && !sections.iter().any(|s| s.key == section.key)
            {
                sections.push(section);
            }
        }
        sections
    }

    /// The game's help through the platform's `Words` is the rules book of the game, as it was written: the same
    /// sections in the same order, for a base game and one with rule modules (Metro Drinks), in every language.
    #[test]
    fn the_games_words_help_is_its_rules_book() {
        use metro_game::words::Words;
        let registry = crate::catalog::registry();
        let base = metro_save::SetupRecord::builtin("tokyo", "tokyo", 2)
            .build(&registry)
            .expect("setup");
        let mut drinks = metro_save::SetupRecord::builtin("tokyo", "osaka", 3);
        drinks.options.set("metro_drinks", true);
        let drinks = drinks.build(&registry).expect("setup");
        for (setup, keys) in [
            (
                base,
                vec!["round", "actions", "trains", "scoring", "osaka", "solo"],
            ),
            (
                drinks,
                vec![
                    "round",
                    "actions",
                    "trains",
                    "scoring",
                    "osaka",
                    "solo",
                    "metro-drinks",
                ],
            ),
        ] {
            let game = Game::new(setup, 5).expect("game");
            for language in Language::ALL {
                with_language(language, || {
                    let help = Words::help(&game);
                    let shown: Vec<&str> = help.iter().map(|s| s.key.as_str()).collect();
                    assert_eq!(shown, keys, "{language:?}");
                    assert_eq!(help, sections_as_written(&game), "{language:?}");
                    assert_eq!(help, RulesBook::of_game(&game).sections(), "{language:?}");
                });
            }
        }
        // The registry's book has every module's section, the game's only those it plays.
        let book = RulesBook::new(&registry);
        assert!(book.section("metro-drinks").is_some());
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

//! Tokyo Metro's words for players behind the platform's [`metro_game::words::Words`], from the engine's own
//! narration and help: a seat's name as the log says it ("Player 2", [`Narrator::player`]), a choice as a button
//! ([`Narrator::offer`]) and as a line of the log (`log-decision` with [`Narrator::action`]; a bid stays secret,
//! D-3), what a choice costs and does ([`crate::preview`], as the app's prompt says it), an event told
//! ([`Narrator::event`], none for the events the log leaves out), a refusal's reason ([`IllegalAction::reason`]) and
//! the rules help ([`Game::rules_help`]).

use metro_game::Seat;
use metro_game::words::{HelpSection, Words};

use crate::action::Action;
use crate::error::IllegalAction;
use crate::event::Event;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;
use crate::narrate::Narrator;
use crate::preview::{preview, with_words};

/// Tokyo Metro's words, in the current language (`metro_lang`). Seats are named as the engine's narration names
/// them by default: "Player 1" … "Player 5".
impl Words for Game {
    fn seat_name(&self, seat: Seat) -> String {
        Narrator::default().player(seat.into())
    }

    /// The choice on the button the player to move sees ("Take Move 3 (Ginza column)").
    fn offer(&self, _seat: Seat, action: Action) -> String {
        Narrator::default().offer(self, &action)
    }

    /// The decision as the log tells it ("Player 2 takes Move 3 (Ginza column)."); a bid's amount stays secret until
    /// the bids are revealed (D-3), so a bid is told as a secret bid.
    fn tell(&self, seat: Seat, action: Action) -> String {
        let narrator = Narrator::default();
        let player = narrator.player(seat.into());
        match action {
            Action::Bid(_) => tr!("log-bid-made", player = player),
            _ => tr!(
                "log-decision",
                player = player,
                action = narrator.action(self, &action)
            ),
        }
    }

    /// What the choice of the seat to move would cost and do, as the app's prompt says it: its button's words and
    /// what it does for the player ("Take Move 3: you pay ¥400"), and the same with every discount lifted where
    /// that differs; `None` for a seat not to move, or when the choice costs and brings nothing.
    fn preview(&self, seat: Seat, action: Action) -> Option<String> {
        if Game::to_move(self) != Some(PlayerId::from(seat)) {
            return None;
        }
        let preview = preview(self, action)?;
        let label = Narrator::default().offer(self, &action);
        let mut text = with_words(&action, label.clone(), &preview.now.words());
        if let Some(discounted) = &preview.discounted {
            let effects = discounted.words();
            if !effects.is_empty() {
                text = tr!("preview-with-discounts", text = text, effects = effects);
            }
        }
        (text != label).then_some(text)
    }

    /// An event as the log tells it. Not told, as in the app's log: a bid's amount (the decision says that a bid was
    /// made, D-3) and what only keeps a seat's view in step ([`Event::is_bookkeeping`]).
    fn narrate(&self, event: &Event) -> Option<String> {
        match event {
            Event::BidMade(_) => None,
            _ if event.is_bookkeeping() => None,
            _ => Some(Narrator::default().event(self, event)).filter(|text| !text.is_empty()),
        }
    }

    /// The reason alone, in players' words (the rule's ID is [`metro_game::WhyNot::rule`]).
    fn refusal(&self, refusal: &IllegalAction) -> String {
        refusal.reason.clone()
    }

    /// The base game's sections, Osaka's and those of the rule modules this game plays.
    fn help(&self) -> Vec<HelpSection> {
        self.rules_help()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::sync::Arc;

    use metro_core::KindCatalogue;
    use metro_game::words::section_for;
    use metro_game::{GameState, WhyNot};
    use metro_lang::{Language, with_language};

    use super::*;
    use crate::ids::GameRng;
    use crate::rules::Setup;

    /// A game on a built-in map and card set (`tokyo` or `osaka`).
    fn new_game(map: &str, cards: &str, players: usize, seed: u64) -> Game {
        let text =
            |key: &str, tokyo: &'static str, osaka: &'static str| if key == "tokyo" { tokyo } else { osaka };
        let map = metro_data::load_map(map, text(map, metro_tokyo::MAP_TOML, metro_osaka::MAP_TOML))
            .expect("a built-in map");
        let cards = metro_data::load_card_set(
            cards,
            text(cards, metro_tokyo::CARDS_TOML, metro_osaka::CARDS_TOML),
            &KindCatalogue::builtin(),
        )
        .expect("a built-in card set");
        Game::new(Setup::new(Arc::new(map), Arc::new(cards), players), seed).expect("a valid setup")
    }

    /// The games the tests play: both maps, both card sets, 1–4 players.
    const GAMES: [(&str, &str, usize, u64); 4] = [
        ("tokyo", "tokyo", 2, 1),
        ("tokyo", "osaka", 3, 2),
        ("osaka", "osaka", 4, 3),
        ("osaka", "tokyo", 1, 4),
    ];

    /// Plays a seeded random game to its end, calling `visit` before every decision with the seat to move and its
    /// legal actions, and `told` after it with the game after and the events it caused.
    fn play(
        mut game: Game,
        seed: u64,
        mut visit: impl FnMut(&Game, Seat, &[Action]),
        mut told: impl FnMut(&Game, &[Event]),
    ) {
        let mut rng = GameRng::new(seed);
        let mut decisions = 0;
        while let Some(mover) = Game::to_move(&game) {
            let legal = game.legal_actions();
            visit(&game, mover.into(), &legal);
            let events = game.apply(legal[rng.below(legal.len())]).expect("a legal action");
            told(&game, &events);
            decisions += 1;
            assert!(decisions < 100_000, "the game does not end");
        }
    }

    /// Every legal action of every decision of random games has a button and a line of the log in English, German
    /// and Italian, none empty nor a message's id; German and Italian are not English. Every event is told or left
    /// out, never an empty line.
    #[test]
    fn every_legal_action_is_offered_and_told_in_every_language() {
        let mut checked = 0usize;
        let mut translated = 0usize;
        let mut events_told = 0usize;
        for (map, cards, players, seed) in GAMES {
            play(
                new_game(map, cards, players, seed),
                seed,
                |game, seat, legal| {
                    for &action in legal {
                        let words = |language| {
                            with_language(language, || {
                                (Words::offer(game, seat, action), Words::tell(game, seat, action))
                            })
                        };
                        let (offer, tell) = words(Language::English);
                        for (language, (o, t)) in [
                            (Language::English, (offer.clone(), tell.clone())),
                            (Language::German, words(Language::German)),
                            (Language::Italian, words(Language::Italian)),
                        ] {
                            for text in [&o, &t] {
                                assert!(
                                    !text.trim().is_empty()
                                        && !text.contains('{')
                                        && !text.starts_with("offer-")
                                        && !text.starts_with("log-"),
                                    "{language:?}, {action:?}: {text:?}"
                                );
                            }
                            if language == Language::German && o != offer {
                                translated += 1;
                            }
                        }
                        checked += 1;
                    }
                    let name = with_language(Language::German, || Words::seat_name(game, seat));
                    assert_eq!(name, format!("Spieler {}", seat.0 + 1));
                },
                |game, events| {
                    for event in events {
                        for language in Language::ALL {
                            if let Some(text) = with_language(language, || Words::narrate(game, event)) {
                                assert!(
                                    !text.trim().is_empty() && !text.contains('{'),
                                    "{event:?}: {text:?}"
                                );
                                events_told += 1;
                            }
                        }
                        if matches!(event, Event::BidMade(_)) || event.is_bookkeeping() {
                            assert_eq!(Words::narrate(game, event), None, "{event:?}");
                        }
                    }
                },
            );
        }
        assert!(checked > 1_000, "only {checked} actions");
        assert!(
            translated * 2 > checked,
            "only {translated} of {checked} buttons in German"
        );
        assert!(events_told > 1_000, "only {events_told} events told");
    }

    #[test]
    fn words_read_as_written() {
        let mut game = new_game("tokyo", "tokyo", 2, 1);
        with_language(Language::English, || {
            let seat = Seat(1);
            assert_eq!(Words::seat_name(&game, seat), "Player 2");
            assert_eq!(
                Words::tell(&game, seat, Action::Bid(300)),
                "Player 2 makes a secret bid."
            );
            assert_eq!(Words::offer(&game, seat, Action::Bid(300)), "Bid ¥300");
        });
        // Up to the action phase: passing pays the pass bonus (TM-6.6.4), which the preview says.
        while game.phase() != crate::state::Phase::Actions {
            let first = game.legal_actions()[0];
            game.apply(first).expect("legal");
        }
        let seat = Seat::from(Game::to_move(&game).expect("someone to move"));
        let pass = with_language(Language::English, || Words::preview(&game, seat, Action::Pass));
        assert_eq!(pass.as_deref(), Some("Pass with 3 discs left: you receive ¥300"));
        let pass = with_language(Language::German, || Words::preview(&game, seat, Action::Pass));
        assert!(
            pass.as_deref().is_some_and(|p| p.contains("erhältst ¥300")),
            "{pass:?}"
        );
        let other = Seat((seat.0 + 1) % 2);
        assert_eq!(Words::preview(&game, other, Action::Pass), None, "not their turn");
        // A refusal is its reason in players' words.
        let mut copy = game.clone();
        let refused =
            GameState::apply(&mut copy, other, Action::Pass, &mut Vec::new()).expect_err("not to move");
        assert_eq!(refused.rule(), "TM-6");
        assert_eq!(Words::refusal(&game, &refused), refused.reason);
        assert!(!refused.reason.is_empty());
    }

    /// The rule IDs of the engine's code: the string literals that are rule IDs (every refusal names one).
    fn rules_in_the_code() -> BTreeSet<String> {
        fn walk(dir: &std::path::Path, out: &mut BTreeSet<String>) {
            for entry in std::fs::read_dir(dir).expect("the sources").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).expect("a source");
                    for part in text.split('"').skip(1).step_by(2) {
                        let id = |prefix: &str| {
                            part.strip_prefix(prefix).is_some_and(|rest| {
                                rest.chars().next().is_some_and(|c| c.is_ascii_digit())
                                    && rest.chars().all(|c| c.is_ascii_digit() || c == '.')
                            })
                        };
                        if ["TM-", "OS-", "SO-", "MC-", "D-"].iter().any(|p| id(p)) {
                            out.insert(part.to_string());
                        }
                    }
                }
            }
        }
        let mut rules = BTreeSet::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut rules,
        );
        rules
    }

    /// Every rule a refusal names, in random games, asked of every action once legal anywhere (and of every seat
    /// not to move), and every rule ID of the engine's code, is explained by a section of the rules help, in every
    /// language.
    #[test]
    fn the_help_explains_every_rule_a_refusal_names() {
        let mut refused: BTreeSet<&'static str> = BTreeSet::new();
        let mut asked = 0usize;
        for (map, cards, players, seed) in GAMES {
            // Every action once legal in the game, asked again at later decisions, where most are refused.
            let mut pool: Vec<Action> = vec![Action::Bid(100_000), Action::Stake(0), Action::Column(200)];
            let mut decision = 0usize;
            play(
                new_game(map, cards, players, seed),
                seed,
                |game, seat, legal| {
                    for action in legal {
                        if !pool.contains(action) {
                            pool.push(*action);
                        }
                    }
                    decision += 1;
                    if !decision.is_multiple_of(3) {
                        return;
                    }
                    for &action in pool.iter().filter(|a| !legal.contains(a)) {
                        let refusal = game.explain(action);
                        refused.insert(refusal.rule);
                        asked += 1;
                    }
                    // Through the interface, as a front end asks: the action of another seat, refused.
                    if players > 1 && decision.is_multiple_of(30) {
                        let mut copy = game.clone();
                        let other = Seat((seat.0 + 1) % players as u8);
                        let refusal = GameState::apply(&mut copy, other, legal[0], &mut Vec::new())
                            .expect_err("not to move");
                        assert!(!Words::refusal(game, &refusal).is_empty());
                        refused.insert(refusal.rule);
                        let mut copy = game.clone();
                        let action = pool
                            .iter()
                            .find(|a| !legal.contains(a))
                            .copied()
                            .unwrap_or(Action::Bid(-1));
                        if let Err(refusal) = GameState::apply(&mut copy, seat, action, &mut Vec::new()) {
                            assert!(!Words::refusal(game, &refusal).is_empty(), "{action:?}");
                            refused.insert(refusal.rule);
                        }
                    }
                },
                |_, _| {},
            );
        }
        assert!(asked > 10_000, "only {asked} refusals asked");
        let code = rules_in_the_code();
        for rule in &refused {
            assert!(
                code.contains(*rule),
                "{rule} is named by a refusal but not found in the code"
            );
        }
        assert!(refused.len() > 15, "{refused:?}");
        let game = new_game("tokyo", "tokyo", 2, 1);
        for language in Language::ALL {
            let help = with_language(language, || Words::help(&game));
            for rule in code.iter().map(String::as_str).chain(refused.iter().copied()) {
                assert!(
                    section_for(&help, rule).is_some(),
                    "{language:?}: no section explains {rule}"
                );
            }
        }
        let help = with_language(Language::English, || Words::help(&game));
        let key = |rule: &str| section_for(&help, rule).map(|s| s.key.as_str());
        assert_eq!(key("TM-6"), Some("round"));
        assert_eq!(key("TM-7.4"), Some("actions"));
        assert_eq!(key("OS-6.2"), Some("actions"));
        assert_eq!(key("OS-2.3"), Some("osaka"));
        assert_eq!(key("TM-10.1"), Some("trains"));
        assert_eq!(key("TM-11"), Some("scoring"));
        assert_eq!(key("SO-1"), Some("solo"));
    }
}

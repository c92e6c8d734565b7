//! Learning while playing, driven headless with egui_kittest: the first-game guide walked through a whole first
//! round (and dismissed: it stays off), the rules help opened from the menu, with F1 and from a refusal's link at the
//! right section, a hover sentence for every action kind of every built-in card set and module, and "What can I
//! do?" listing exactly the engine's legal moves.

mod common;

use common::{app, click_action, harness, helper_choice};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::MetroApp;
use metro_app::help::{RulesBook, kind_sentence};
use metro_app::paths::{Paths, SeatKind};
use metro_app::ui::moves::move_lines;
use metro_app::ui::table::Table;
use metro_engine::{Action, ActionRef, CardId, Game, Phase, PlayerId};

/// An app whose first-game guide is not done yet.
fn first_timer(name: &str) -> MetroApp {
    let mut a = app(name, &[SeatKind::Human, SeatKind::Normal]);
    a.settings_mut().guide_done = false;
    a
}

fn guide_step(h: &Harness<'static, MetroApp>) -> Option<String> {
    h.state().learn().guide.step().map(|s| s.key.clone())
}

/// Plays one decision of the human to move, as the heuristic bot would, through the widgets; or lets time pass.
fn play_a_little(h: &mut Harness<'static, MetroApp>, bot: &mut Box<dyn metro_bots::Bot>) {
    if h.state().session().is_some_and(|s| s.human_to_move().is_some()) {
        let action = helper_choice(h, bot);
        click_action(h, &action);
    } else {
        h.run_steps(2);
    }
}

#[test]
fn the_first_game_guide_walks_through_the_first_round_and_stays_off_once_done() {
    let mut h = harness(first_timer("guide"));
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert_eq!(guide_step(&h).as_deref(), Some("welcome"));
    assert!(h.query_by_label_contains("Your first round").is_some());
    h.get_by_label("Next").click();
    h.run_steps(2);
    let mut seen = vec!["welcome".to_string()];
    let mut bot = metro_bots::bot_by_name("heuristic", 5).expect("bot");
    for _ in 0..400 {
        let step = guide_step(&h);
        if let Some(step) = &step
            && seen.last() != Some(step)
        {
            seen.push(step.clone());
        }
        match step.as_deref() {
            Some("done") => break,
            // The tour of the action phase goes on with "Next" (the cards, the track, the players).
            Some("cards" | "track") => {
                h.get_by_label("Next").click();
                h.run_steps(2);
            }
            Some("players") => {
                h.get_by_label("Got it").click();
                h.run_steps(2);
            }
            _ => play_a_little(&mut h, &mut bot),
        }
    }
    assert_eq!(
        seen,
        [
            "welcome", "bid", "place", "cards", "track", "players", "trains", "done"
        ],
        "the guide follows round 1 phase by phase"
    );
    let session = h.state().session().expect("a game");
    assert_eq!(session.view().state.round, 2);
    h.get_by_label("Finish the guide").click();
    h.run_steps(2);
    assert!(!h.state().learn().guide.active);
    assert!(h.state().settings().guide_done);
    // Stored: a new run of the app with the same folder starts its next game without the guide.
    let data = h.state().paths().data.clone();
    let settings = std::fs::read_to_string(data.join("settings.json")).expect("settings");
    assert!(settings.contains("\"guide_done\": true"), "{settings}");
    let mut h = harness(MetroApp::new(Paths::under(data)));
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert!(h.state().session().is_some());
    assert!(!h.state().learn().guide.active);
    assert!(guide_step(&h).is_none());
}

#[test]
fn the_guide_can_be_stopped_at_once_and_switched_on_again_from_the_menu() {
    let mut h = harness(first_timer("guide-stop"));
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert_eq!(guide_step(&h).as_deref(), Some("welcome"));
    h.get_by_label("Stop the guide").click();
    h.run_steps(2);
    assert!(guide_step(&h).is_none());
    assert!(h.state().settings().guide_done);
    h.get_by_label("Menu").click();
    h.run_steps(2);
    h.get_by_label("First-game guide").click();
    h.run_steps(2);
    assert!(
        !h.state().settings().guide_done,
        "the menu offers the guide again"
    );
}

#[test]
fn the_rules_open_from_the_menu_and_with_f1() {
    let mut h = harness(app("rules-menu", &[SeatKind::Human, SeatKind::Normal]));
    h.run_steps(2);
    h.get_by_label("Rules").click();
    h.run_steps(2);
    assert!(h.state().learn().help.open);
    assert_eq!(h.state().learn().help.section, "round");

    let mut h = harness(app("rules-f1", &[SeatKind::Human, SeatKind::Normal]));
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert!(!h.state().learn().help.open);
    h.key_press(egui::Key::F1);
    h.run_steps(2);
    assert!(h.state().learn().help.open);
    // The game's own button too.
    assert!(h.query_by_label("What can I do?").is_some());
    // The header's button and the title of the open rules window.
    assert_eq!(h.query_all_by_label("Rules").count(), 2);
}

/// The face-up actions of the card tray.
fn face_up(game: &Game) -> Vec<ActionRef> {
    let view = game.view(PlayerId(0));
    let mut out = Vec::new();
    for column in &view.state.columns {
        for card in column.rows.iter().flatten() {
            out.extend(game.rules().card_actions(*card).map(|(r, _)| r));
        }
    }
    out
}

#[test]
fn a_refusal_links_to_the_section_that_explains_it() {
    let mut h = harness(app("rules-why-not", &[SeatKind::Human, SeatKind::Normal]));
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    let mut bot = metro_bots::bot_by_name("heuristic", 7).expect("bot");
    // Play until the human is to act in the action phase.
    for _ in 0..200 {
        let ready = h.state().session().is_some_and(|s| {
            s.human_to_move().is_some() && s.game().phase() == Phase::Actions && !s.playing()
        });
        if ready {
            break;
        }
        play_a_little(&mut h, &mut bot);
    }
    let (title, rule) = {
        let session = h.state().session().expect("a game");
        let game = session.game();
        let names: Vec<(ActionRef, String)> = face_up(game)
            .into_iter()
            .filter_map(|r| Some((r, metro_app::words::action_name(game, game.rules().kind(r)?))))
            .collect();
        // A refused action whose name is on no other card.
        let (_, title) = names
            .iter()
            .find(|(r, name)| {
                !session.legal().contains(&Action::Take(*r))
                    && names.iter().filter(|(_, n)| n == name).count() == 1
            })
            .expect("a refused action with a name of its own")
            .clone();
        let r = names
            .iter()
            .find(|(_, n)| *n == title)
            .map(|(r, _)| *r)
            .expect("ref");
        (title, game.explain(Action::Take(r)).rule)
    };
    let book = RulesBook::new(&metro_app::catalog::registry());
    let section = book.for_rule(rule).expect("a section for every refusal");
    h.get_by_label(&title).hover();
    h.run_steps(4);
    let link = format!("Rules: {}", section.title);
    h.get_by_label(&link).click();
    h.run_steps(2);
    assert!(h.state().learn().help.open, "the link {link:?} opens the rules");
    assert_eq!(h.state().learn().help.section, section.key, "rule {rule}");
}

#[test]
fn every_action_kind_of_every_built_in_set_and_module_has_a_hover_sentence() {
    let registry = metro_app::catalog::registry();
    let mut seen = std::collections::BTreeSet::new();
    for (map, cards) in [("tokyo", "tokyo"), ("osaka", "osaka"), ("tokyo", "osaka")] {
        let mut record = metro_save::SetupRecord::builtin(map, cards, 3);
        record.options.set("metro_drinks", true);
        let game = Game::new(record.build(&registry).expect("setup"), 1).expect("game");
        let rules = game.rules();
        for card in 0..rules.card_count() {
            for (_, spec) in rules.card_actions(CardId(card as u8)) {
                let sentence = kind_sentence(&game, Some(PlayerId(0)), spec.kind);
                let name = metro_app::words::action_name(&game, spec.kind);
                assert!(
                    sentence.ends_with('.')
                        && sentence.len() > 40
                        && sentence != metro_app::words::capitalised(&name),
                    "{name}: {sentence:?}"
                );
                seen.insert(spec.kind.catalogue_index());
            }
        }
    }
    // Every kind of the catalogue is on some built-in card, and the Metro Drinks cards too.
    for k in 0..metro_core::ActionKind::BUILTIN_COUNT {
        assert!(seen.contains(&k), "kind #{k} is on no built-in card");
    }
    assert!(seen.contains(&metro_core::ActionKind::MODULE_INDEX));
}

/// Compares "What can I do?" with the engine's legal list, in the window and in its lines.
fn check_moves(h: &mut Harness<'static, MetroApp>) -> usize {
    let (expected, words) = {
        let state = h.state().state();
        let Some(session) = state.session.as_ref() else {
            return 0;
        };
        if session.human_to_move().is_none() || session.playing() {
            return 0;
        }
        let t = Table::new(session, metro_app::ui::table::colours(state), 0.0);
        let lines = move_lines(&t);
        let actions: Vec<Action> = lines.iter().map(|l| l.action).collect();
        // The engine's order, but for the meeple's spaces: where the most lines meet first.
        let mut ordered = session.legal().to_vec();
        ordered.sort_by_key(|a| match a {
            Action::Place(space) => std::cmp::Reverse(metro_app::ui::board::paint::lines_touched(
                metro_app::session::GameSession::map(session),
                *space,
            )),
            _ => std::cmp::Reverse(0),
        });
        assert_eq!(
            actions, ordered,
            "one line per legal move, in the engine's order (the meeple's spaces by lines met)"
        );
        assert!(lines.iter().all(|l| !l.reason.is_empty() && !l.words.is_empty()));
        (
            actions.len(),
            lines
                .into_iter()
                .map(|l| format!("Do: {}", l.words))
                .collect::<Vec<_>>(),
        )
    };
    let _ = words;
    expected
}

#[test]
fn what_can_i_do_lists_exactly_the_legal_moves() {
    let mut h = harness(app("moves", &[SeatKind::Human, SeatKind::Normal]));
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    h.get_by_label("What can I do?").click();
    h.run_steps(2);
    assert!(h.state().learn().moves.open);
    let mut bot = metro_bots::bot_by_name("heuristic", 9).expect("bot");
    let mut checked = std::collections::BTreeSet::new();
    for _ in 0..300 {
        let phase = h.state().session().map(|s| s.game().phase());
        if check_moves(&mut h) > 0
            && let Some(phase) = phase
        {
            checked.insert(format!("{phase:?}"));
        }
        if h.state().session().is_some_and(|s| s.view().state.round >= 2) && checked.len() >= 3 {
            break;
        }
        play_a_little(&mut h, &mut bot);
    }
    assert!(
        checked.contains("TurnOrder") && checked.contains("Movement") && checked.contains("Actions"),
        "{checked:?}"
    );
}

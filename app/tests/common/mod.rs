//! The fixture language of the app's kittest tests: an app with its files in a fresh folder and the given seats, a
//! harness around it, and clicks on the widget that performs an action (found by its accessible label).

#![allow(dead_code)]

use std::path::PathBuf;

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use metro_app::MetroApp;
use metro_app::paths::{Paths, SeatKind};
use metro_app::words::widget_label;
use metro_engine::Action;

/// A fresh folder for one test's files.
pub fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("metro-app-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// An app with its files in a fresh folder, the given seats, instant animation, seed 11.
pub fn app(name: &str, seats: &[SeatKind]) -> MetroApp {
    let mut app = MetroApp::new(Paths::under(home(name)));
    let settings = app.settings_mut();
    settings.speed = 0.0;
    settings.seed = "11".into();
    // The first-game guide has its own tests (tests/learn.rs); elsewhere it would stand over the board.
    settings.guide_done = true;
    let template = settings.seats[0].clone();
    settings.seats = seats
        .iter()
        .enumerate()
        .map(|(i, &kind)| {
            let mut s = template.clone();
            s.kind = kind;
            s.colour = metro_app::paths::PLAYER_COLOURS[i].0;
            s
        })
        .collect();
    app
}

/// A harness of `size` around the app (steps of 0.25 s).
pub fn harness_sized(app: MetroApp, size: egui::Vec2) -> Harness<'static, MetroApp> {
    Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut MetroApp| app.frame(ui), app)
}

/// A 1440×900 harness around the app.
pub fn harness(app: MetroApp) -> Harness<'static, MetroApp> {
    harness_sized(app, vec2(1440.0, 900.0))
}

/// The accessible label of the widget performing `action` now.
pub fn label_of(h: &Harness<'static, MetroApp>, action: &Action) -> String {
    let session = h.state().session().expect("a game");
    widget_label(session, action)
}

/// Clicks the widget performing `action` and lets the app apply it; clicks again while the misclick guard of a
/// prompt just shown ignores the click.
pub fn click_action(h: &mut Harness<'static, MetroApp>, action: &Action) {
    let label = label_of(h, action);
    let before = h.state().session().map(|s| s.position());
    for _ in 0..4 {
        let node = h
            .query_all_by_label(&label)
            .next()
            .unwrap_or_else(|| panic!("no widget labelled {label:?}"));
        node.click_accesskit();
        h.run_steps(2);
        if h.state().session().map(|s| s.position()) != before {
            return;
        }
    }
    panic!("clicking {label:?} did nothing");
}

/// Clicks the widget that performs one legal action of the human to move. Returns false if none is to move.
pub fn click_first_legal(h: &mut Harness<'static, MetroApp>, pick: usize) -> bool {
    let action = {
        let Some(session) = h.state().session() else {
            return false;
        };
        if session.human_to_move().is_none() {
            return false;
        }
        let legal = session.legal();
        legal[pick % legal.len()]
    };
    click_action(h, &action);
    true
}

/// The heuristic bot's choice for the seat to move (to play a human's part in a test).
pub fn helper_choice(h: &Harness<'static, MetroApp>, bot: &mut Box<dyn metro_bots::Bot>) -> Action {
    let session = h.state().session().expect("a game");
    let legal = session.legal().to_vec();
    let player = session.to_move().expect("a seat to move");
    bot.choose(&session.game().player_view(player), &legal)
}

/// Every text on screen: the accessible labels of widgets and the texts of labels.
pub fn texts(h: &Harness<'static, MetroApp>) -> Vec<String> {
    h.query_all_by(|_| true)
        .filter_map(|n| {
            let node = n.accesskit_node();
            // A label's text runs repeat its text.
            if node.role() == egui::accesskit::Role::TextRun {
                return None;
            }
            node.label().or_else(|| node.value())
        })
        .collect()
}

//! Plugins in the app, driven headless with egui_kittest: the user's plugins folder is loaded at start-up, the menu
//! lists each plugin with its title and rules text and each refused file with the reason; the example plugin (Rush
//! hour) plays a whole game, and its board pieces are drawn in the shape it declares (a snapshot, with Metro Drinks'
//! bottles beside them); bad plugins (not a library, a panic while registering, a panic in a hook mid-game)
//! leave the app running with a message.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::paths::{Paths, SeatKind};
use metro_app::{MetroApp, Screen};
use metro_tests::plugins::{FAULTY, RUSH_HOUR, library};

/// A fresh app folder whose `plugins/` holds the given files: (name, source library or `None` for a text file).
fn home_with_plugins(name: &str, files: &[(&str, Option<&Path>)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("metro-app-plugins-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let plugins = dir.join("plugins");
    std::fs::create_dir_all(&plugins).unwrap();
    for (file, source) in files {
        match source {
            Some(library) => std::fs::copy(library, plugins.join(file)).map(|_| ()).unwrap(),
            None => std::fs::write(plugins.join(file), "not a library").unwrap(),
        }
    }
    dir
}

/// An app over `home` with bot seats, instant animation and the rule option `option` on.
fn app(home: PathBuf, option: &str, seats: &[SeatKind]) -> MetroApp {
    let mut app = MetroApp::new(Paths::under(home));
    let settings = app.settings_mut();
    settings.speed = 0.0;
    settings.seed = "5".into();
    settings.options = metro_engine::RuleOptions::new();
    settings.options.set(option, true);
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

fn harness(app: MetroApp) -> Harness<'static, MetroApp> {
    Harness::builder()
        .with_size(vec2(1440.0, 1400.0))
        .build_ui_state(|ui, app: &mut MetroApp| app.frame(ui), app)
}

#[test]
fn the_example_plugin_is_listed_and_plays_a_whole_game() {
    let rush = library(RUSH_HOUR).unwrap();
    let home = home_with_plugins("rush", &[("librush_hour.so", Some(&rush))]);
    let mut h = harness(app(
        home,
        "rush-hour",
        &[SeatKind::Easy, SeatKind::Easy, SeatKind::Normal],
    ));
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Menu);
    // The menu lists the plugin's module with its version and rules text, and offers it as a variant.
    h.get_by_label_contains("Rush hour 0.1.0 (metro-rush-hour");
    h.get_by_label(metro_rush_hour_text());
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Game);
    for _ in 0..3000 {
        if h.state().session().is_some_and(|s| s.game().is_over()) {
            break;
        }
        h.run_steps(1);
    }
    let session = h.state().session().unwrap();
    assert!(session.game().is_over(), "the bots finished the game");
    assert!(session.game().rules().module_by_key("rush-hour").is_some());
    // RH-1: the Rush hour column was played.
    assert_eq!(session.game().state().columns.len(), 7);
    // The save records the plugin.
    assert!(session.save_text().contains("metro-rush-hour"));
    assert!(h.state().status().is_none_or(|s| !s.text().contains("plugin")));
}

/// The rules text the plugin shows in the menu.
fn metro_rush_hour_text() -> &'static str {
    "A column of Rush hour cards. Taking one (you must own a station, once a round) books the coming train phase: \
     every station payout at your stations pays you ¥100 more."
}

#[test]
fn bad_plugins_leave_the_app_running() {
    let faulty = library(FAULTY).unwrap();
    let home = home_with_plugins(
        "bad",
        &[
            ("broken.so", None),
            ("bad\u{1b}[2Jname.so", None),
            ("libpanic-in-register.so", Some(&faulty)),
            ("libfaulty.so", Some(&faulty)),
        ],
    );
    let mut h = harness(app(home, "faulty", &[SeatKind::Easy, SeatKind::Easy]));
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Menu);
    // The three refused files are listed with their reasons; the working one is offered.
    assert_eq!(h.query_all_by_label_contains("not a loadable library").count(), 2);
    h.get_by_label_contains("panicked while registering");
    // issue 28, item 9: a file's name is shown escaped, never as the terminal escape it holds
    h.get_by_label_contains("bad\\u{1b}[2Jname.so");
    assert!(h.query_by_label_contains("\u{1b}").is_none());
    h.get_by_label("Faulty");
    // A game with the plugin whose hook panics: the game stops with a message, the app keeps running.
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Game);
    for _ in 0..200 {
        if h.state()
            .status()
            .is_some_and(|s| s.text().contains("plugin failed"))
        {
            break;
        }
        h.run_steps(1);
    }
    let status = h.state().status().unwrap().text().to_string();
    assert!(status.contains("panicked in its hook `turn_options`"), "{status}");
    h.run_steps(5);
    assert_eq!(h.state().screen(), Screen::Game);
    let session = h.state().session().unwrap();
    assert!(!session.game().is_over());
    assert!(session.game().module_failure().is_some());
}

/// Issue 28, item 12: a plugin hook that has not returned within its budget (the watchdog tells the app from its own
/// thread) is shown over the game, naming the plugin and the hook and offering to quit.
#[test]
fn a_late_plugin_hook_is_told_offering_to_quit() {
    let rush = library(RUSH_HOUR).unwrap();
    let home = home_with_plugins("late", &[("librush_hour.so", Some(&rush))]);
    let mut app = app(home, "rush-hour", &[SeatKind::Easy, SeatKind::Easy]);
    let late = metro_app::plugins::LateHooks::default();
    app.set_late_hooks(late.clone());
    let mut h = harness(app);
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Game);
    assert!(h.query_by_label("Quit").is_none());
    late.report(&metro_app::plugins::Timeout {
        plugin: "librush_hour.so".into(),
        hook: "turn_options".into(),
        budget: std::time::Duration::from_secs(10),
    });
    h.run_steps(2);
    h.get_by_label_contains("librush_hour.so has not returned from its hook `turn_options` within 10 s");
    h.get_by_label_contains("the autosave holds every decision before it");
    h.get_by_label("Quit");
    // shown: the watchdog does not end the app
    assert!(late.wait_seen(std::time::Duration::ZERO));
}

/// Whether the board shows a marker of `shape` now.
fn shows(app: &MetroApp, shape: metro_engine::module::PieceShape) -> bool {
    let session = app.session().unwrap();
    metro_app::module_pieces::markers(session, &session.view())
        .iter()
        .any(|m| m.shape == shape)
}

#[test]
fn snapshot_board_with_rush_hour_and_drinks() {
    use metro_engine::module::PieceShape;
    let rush = library(RUSH_HOUR).unwrap();
    let home = home_with_plugins("pieces", &[("librush_hour.so", Some(&rush))]);
    let mut a = app(
        home,
        "rush-hour",
        &[SeatKind::Human, SeatKind::Human, SeatKind::Human],
    );
    a.settings_mut().options.set("metro_drinks", true);
    a.start_game();
    // Play (the human's seat with a heuristic bot) until a rush hour holds while the trains run — its stars on the
    // booked player's stations — with drinks standing, and the human to decide (the board then waits).
    let mut helper = metro_bots::bot_by_name("heuristic", 99).unwrap();
    for _ in 0..20_000 {
        let session = a.session_mut().unwrap();
        if session.game().is_over() {
            break;
        }
        if session.human_to_move().is_some() && shows(&a, PieceShape::Star) && shows(&a, PieceShape::Bottle) {
            break;
        }
        let session = a.session_mut().unwrap();
        if !session.step_bot(false) {
            let legal = session.legal().to_vec();
            let player = session.game().to_move().unwrap();
            let choice = helper.choose(&session.game().player_view(player), &legal);
            session.apply(choice, false).unwrap();
        }
    }
    assert!(
        shows(&a, PieceShape::Star),
        "a rush hour held while the trains ran"
    );
    assert!(shows(&a, PieceShape::Bottle), "drinks stood on the board");
    a.play_for_everyone(0);
    let session = a.session().unwrap();
    let rush_stars = metro_app::module_pieces::markers(session, &session.view())
        .into_iter()
        .filter(|m| m.shape == PieceShape::Star)
        .collect::<Vec<_>>();
    assert!(
        rush_stars
            .iter()
            .all(|m| m.glyph == Some('R') && m.label == "Rush hour: pays ¥100 more")
    );
    let mut h = Harness::builder()
        .with_size(vec2(1440.0, 1000.0))
        .build_ui_state(|ui, app: &mut MetroApp| app.frame(ui), a);
    h.run_steps(3);
    // Zoomed in, so that the pieces show their shapes; the pointer off the board.
    for _ in 0..2 {
        h.get_by_label("+").click();
        h.run_steps(2);
    }
    h.hover_at(egui::pos2(2.0, 998.0));
    h.run_steps(3);
    h.snapshot_options(
        "board_rush_hour_drinks",
        &egui_kittest::SnapshotOptions::new()
            .threshold(1.0)
            .max_failed_pixels(400),
    );
}

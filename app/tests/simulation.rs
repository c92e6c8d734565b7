//! Test by simulation, driven headless with egui_kittest: opened from the menu with the menu's choices, a small run
//! started from the screen runs to the end with its progress shown, the charts and the heat map appear, a second
//! run is cancelled promptly and the first stays beside it for comparison.

mod common;

use std::time::{Duration, Instant};

use common::{app, harness_sized, texts};
use egui::vec2;
use egui_kittest::kittest::Queryable;
use metro_app::Screen;
use metro_app::paths::SeatKind;

/// Steps the harness until no run is in progress (or panics after `limit`).
fn wait_for_the_run(h: &mut egui_kittest::Harness<'static, metro_app::MetroApp>, limit: Duration) {
    let started = Instant::now();
    while h.state().simulation().is_some_and(|s| s.running()) {
        assert!(started.elapsed() < limit, "the run did not end within {limit:?}");
        std::thread::sleep(Duration::from_millis(20));
        h.run_steps(1);
    }
    h.run_steps(2);
}

#[test]
fn a_small_run_from_the_screen_shows_charts_and_the_heat_map_and_cancel_works() {
    let mut h = harness_sized(
        app("simulation", &[SeatKind::Normal, SeatKind::Normal]),
        vec2(1280.0, 720.0),
    );
    h.run_steps(2);
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Simulation);
    {
        let screen = h.state_mut().simulation_mut().expect("the screen");
        assert_eq!(screen.setup.bots, ["heuristic", "heuristic"], "the menu's seats");
        assert_eq!(screen.setup.map_name, "tokyo");
        screen.setup.games = 6;
        screen.setup.jobs = 2;
    }
    h.run_steps(1);
    h.get_by_label("Run the games").click();
    h.run_steps(1);
    assert!(h.state().simulation().expect("screen").running());
    wait_for_the_run(&mut h, Duration::from_secs(60));
    let screen = h.state().simulation().expect("screen");
    let current = screen.current().expect("a finished run");
    assert_eq!(current.aggregates.games, 6);
    assert!(current.stopped.is_none(), "{:?}", current.stopped);
    let shown = texts(&h).join("\n");
    for expected in [
        "6 games done",
        "Final line values",
        "Win rate per seat",
        "Action kinds",
        "Game length",
        "Mean final total per bot",
        "Station payouts",
        "Pyramids built",
        "This run",
    ] {
        assert!(shown.contains(expected), "{expected:?} missing from:\n{shown}");
    }
    assert!(current.aggregates.stations.iter().any(|s| s.tally.payouts > 0));

    // A long second run, cancelled: it stops promptly and the first run stays as the previous one.
    h.state_mut().simulation_mut().expect("screen").setup.games = 100_000;
    h.run_steps(1);
    h.get_by_label("Run the games").click();
    h.run_steps(3);
    assert!(h.state().simulation().expect("screen").running());
    let asked = Instant::now();
    h.get_by_label("Cancel").click();
    h.run_steps(1);
    wait_for_the_run(&mut h, Duration::from_secs(10));
    assert!(asked.elapsed() < Duration::from_secs(5), "{:?}", asked.elapsed());
    let screen = h.state().simulation().expect("screen");
    let current = screen.current().expect("the cancelled run");
    assert!(current.aggregates.games < 100_000);
    assert!(
        current
            .stopped
            .as_deref()
            .is_some_and(|s| s.starts_with("Cancelled")),
        "{:?}",
        current.stopped
    );
    assert_eq!(screen.previous().expect("the first run").aggregates.games, 6);
    let shown = texts(&h).join("\n");
    assert!(shown.contains("Previous run"), "{shown}");
    // Back to the menu.
    h.get_by_label("Back to the menu").click();
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Menu);
}

/// While a run plays, the screen asks for a frame only a few times a second (its progress, speed and time left),
/// so that the cores play games instead of drawing: the progress bar is not animated (issue 26, item 2).
#[test]
fn a_running_simulation_repaints_a_few_times_a_second_and_shows_its_speed() {
    let home = std::env::temp_dir().join(format!("metro-sim-repaint-{}", std::process::id()));
    let mut app = metro_app::MetroApp::new(metro_app::paths::Paths::under(home.clone()));
    let ctx = egui::Context::default();
    app.start_simulation_demo("osaka", "osaka", 4, 1_000_000, &ctx)
        .expect("the run starts");
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, vec2(1280.0, 720.0))),
        ..egui::RawInput::default()
    };
    // Some games first, for a speed to show.
    let started = Instant::now();
    while app.simulation().is_some_and(|s| s.done() < 2) {
        assert!(started.elapsed() < Duration::from_secs(60), "no game finished");
        std::thread::sleep(Duration::from_millis(20));
    }
    // The first frames settle the layout (egui asks for another at once); then the screen sets the pace.
    for _ in 0..3 {
        ctx.run_ui(input(), |ui| app.frame(ui)).textures_delta.clear();
    }
    for _ in 0..3 {
        let mut output = ctx.run_ui(input(), |ui| app.frame(ui));
        output.textures_delta.clear();
        let delay = output.viewport_output[&egui::ViewportId::ROOT].repaint_delay;
        assert!(
            delay >= metro_app::ui::simulation::PROGRESS_REPAINT,
            "asked for the next frame after {delay:?}"
        );
        let shown: Vec<String> = output
            .shapes
            .iter()
            .filter_map(|s| match &s.shape {
                egui::Shape::Text(t) => Some(t.galley.text().to_string()),
                _ => None,
            })
            .collect();
        assert!(
            shown.iter().any(|t| t.contains("games/s") && t.contains("left")),
            "{shown:?}"
        );
    }
    if let Some(s) = app.simulation() {
        s.cancel();
    }
    drop(app);
    let _ = std::fs::remove_dir_all(home);
}

/// `metro-app --sim-speed`'s measurement plays its games through the screen and counts them.
#[test]
fn the_sim_speed_measurement_plays_every_game_through_the_screen() {
    let speed = metro_app::sim_speed::measure(6).expect("measured");
    assert_eq!(speed.games, 6);
    assert!(speed.frames >= 1);
    assert!(speed.games_per_second() > 0.0);
}

/// The screen remembers each design (issue 26, item 1): leaving it, or quitting the app, keeps the setup and the
/// runs; the last two come back side by side with their differences; from the results, "Edit this map" opens the
/// map editor.
#[test]
fn the_setup_and_results_are_kept_per_design_across_leaving_and_a_restart() {
    let app_ = app("simulation-memory", &[SeatKind::Normal, SeatKind::Normal]);
    let home = app_.paths().data.clone();
    let mut h = harness_sized(app_, vec2(1280.0, 720.0));
    h.run_steps(2);
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    for games in [5, 7] {
        {
            let screen = h.state_mut().simulation_mut().expect("the screen");
            screen.setup.games = games;
            screen.setup.seed = 3;
            screen.setup.jobs = 1;
        }
        h.run_steps(1);
        h.get_by_label("Run the games").click();
        h.run_steps(1);
        wait_for_the_run(&mut h, Duration::from_secs(60));
    }
    let shown = texts(&h).join("\n");
    assert!(shown.contains("Differences, this run − previous run"), "{shown}");
    assert!(
        shown.contains("Line A, mean final value") || shown.contains("mean final value"),
        "{shown}"
    );
    h.get_by_label("Back to the menu").click();
    h.run_steps(2);
    // Opened again: the setup chosen and both runs are back.
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    {
        let screen = h.state().simulation().expect("the screen");
        assert_eq!(
            (screen.setup.games, screen.setup.seed, screen.setup.jobs),
            (7, 3, 1)
        );
        assert_eq!(screen.current().expect("the last run").aggregates.games, 7);
        assert_eq!(screen.previous().expect("the one before").aggregates.games, 5);
    }
    // From the results to the editor.
    h.get_by_label("Edit this map").click();
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Editor);
    drop(h);

    // A new app on the same folders (a restart): the same.
    let mut restarted = metro_app::MetroApp::new(metro_app::paths::Paths::under(home));
    restarted.settings_mut().seats.truncate(2);
    restarted.settings_mut().guide_done = true;
    let mut h = harness_sized(restarted, vec2(1280.0, 720.0));
    h.run_steps(2);
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    let screen = h.state().simulation().expect("the screen");
    assert_eq!(screen.setup.games, 7);
    assert_eq!(screen.current().expect("kept").aggregates.games, 7);
    assert_eq!(screen.previous().expect("kept").aggregates.games, 5);
    let shown = texts(&h).join("\n");
    assert!(shown.contains("Compare two runs"), "{shown}");
}

/// The results list the balance findings of their run, found by `metro check`'s own checks from the games played
/// (issue 26, item 6): a 2-stop line of Osaka's empty corner that takes the game's value is found to dominate, with
/// its figures and its place in the file; clicking the place opens the map editor with that line selected.
#[test]
fn the_results_list_the_runs_findings_and_a_click_selects_the_line_in_the_editor() {
    let osaka =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../maps/osaka.toml")).expect("osaka");
    let corner = "\n[[lines]]\nletter = \"X\"\nname = \"Corner Line\"\ncolour = \"#AA00AA\"\nshares = 1\n\
                  extras = [0]\nslots = 1\nvehicle = \"train\"\nstops = [\n  { at = [23, 20], station = \"Alpha\" },\n  \
                  { at = [24.5, 20.5], station = \"Beta\" },\n]\n\n";
    let at = osaka.find("[[lines]]\nletter = \"P\"").expect("line P");
    let at = osaka[..at].rfind("\n\n").map_or(at, |i| i + 1);
    let text = format!("{}{corner}{}", &osaka[..at], &osaka[at..]);
    let dir = std::env::temp_dir().join(format!("metro-app-findings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("corner.toml");
    std::fs::write(&path, &text).expect("write the map");
    let path_text = path.to_string_lossy().into_owned();
    let map = metro_data::load_map(&path_text, &text).expect("the map loads");
    let x = map.lines().iter().position(|l| l.letter == "X").expect("line X");

    let mut h = harness_sized(
        app("simulation-findings", &[SeatKind::Normal, SeatKind::Normal]),
        vec2(1280.0, 720.0),
    );
    h.run_steps(2);
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    {
        let screen = h.state_mut().simulation_mut().expect("the screen");
        screen.setup.map_name = path_text.clone();
        screen.setup.map = std::sync::Arc::new(map);
        screen.setup.map_source = metro_save::DataSource::embedded(&path_text, text.clone());
        screen.setup.cards_name = "osaka".into();
        screen.setup.cards_source = metro_save::DataSource::builtin("osaka");
        screen.setup.bots = vec!["heuristic".into(); 4];
        screen.setup.games = 24;
        screen.setup.jobs = 2;
    }
    let cards = metro_play::catalog::card_set_named(&metro_play::catalog::registry(), "osaka")
        .loaded
        .expect("Osaka's cards");
    h.state_mut().simulation_mut().expect("screen").setup.cards = cards;
    h.run_steps(1);
    h.get_by_label("Run the games").click();
    h.run_steps(1);
    wait_for_the_run(&mut h, Duration::from_secs(120));
    let found = match h.state().simulation().expect("screen").findings() {
        Some(metro_play::findings::RunFindings::Found(found)) => found.clone(),
        other => panic!("no findings: {other:?}"),
    };
    let dominant = found
        .iter()
        .find(|f| f.check == metro_play::findings::DesignCheck::LineDominates)
        .unwrap_or_else(|| panic!("{found:?}"));
    assert_eq!(dominant.place, format!("{path_text}:312:10"));
    let shown = texts(&h).join("\n");
    assert!(shown.contains("Findings of this run"), "{shown}");
    assert!(shown.contains("line X ended at a mean of ¥"), "{shown}");
    // Balance at a glance: line X's holders and every seat, with their intervals.
    for expected in [
        "Balance at a glance",
        "Over 24 games.",
        "Seat 4",
        "Its holders won (95% interval; fair share)",
    ] {
        assert!(shown.contains(expected), "{expected:?} missing from:\n{shown}");
    }
    h.get_by_label(&dominant.place).click();
    h.run_steps(2);
    assert_eq!(
        h.state().screen(),
        Screen::Editor,
        "{:?}",
        h.state().state().status
    );
    let editor = h.state().editor().map().expect("the map editor");
    assert_eq!(
        editor.design.selection,
        metro_play::editor::Selection::Line(x),
        "line X selected"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Beside two runs of two versions of a design, the screen says what changed between them in words, from the
/// sources each run played (issue 26, beyond the list: "what changed").
#[test]
fn two_runs_of_two_versions_say_what_changed_between_them() {
    let osaka =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../maps/osaka.toml")).expect("osaka");
    let corner = "\n[[lines]]\nletter = \"X\"\nname = \"Corner Line\"\ncolour = \"#AA00AA\"\nshares = 1\n\
                  extras = [0]\nslots = 1\nvehicle = \"train\"\nstops = [\n  { at = [23, 20], station = \"Alpha\" },\n  \
                  { at = [24.5, 20.5], station = \"Beta\" },\n]\n\n";
    let at = osaka.find("[[lines]]\nletter = \"P\"").expect("line P");
    let at = osaka[..at].rfind("\n\n").map_or(at, |i| i + 1);
    let text = format!("{}{corner}{}", &osaka[..at], &osaka[at..]);
    let registry = metro_play::catalog::registry();
    let mut h = harness_sized(
        app("simulation-changes", &[SeatKind::Normal, SeatKind::Normal]),
        vec2(1280.0, 720.0),
    );
    h.run_steps(2);
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    let versions = [
        (metro_save::DataSource::builtin("osaka"), osaka.clone()),
        (
            metro_save::DataSource::embedded("Draft: Osaka", text.clone()),
            text,
        ),
    ];
    for (source, text) in versions {
        {
            let screen = h.state_mut().simulation_mut().expect("the screen");
            screen.setup.map = std::sync::Arc::new(metro_data::load_map("map.toml", &text).expect("loads"));
            screen.setup.map_source = source;
            screen.setup.cards = metro_play::catalog::card_set_named(&registry, "osaka")
                .loaded
                .expect("cards");
            screen.setup.cards_source = metro_save::DataSource::builtin("osaka");
            screen.setup.games = 3;
            screen.setup.jobs = 1;
        }
        h.run_steps(1);
        h.get_by_label("Run the games").click();
        h.run_steps(1);
        wait_for_the_run(&mut h, Duration::from_secs(60));
    }
    let shown = texts(&h).join("\n");
    assert!(
        shown.contains("What changed from the previous run to this run"),
        "{shown}"
    );
    assert!(shown.contains("• line X added: Corner Line, 2 stops"), "{shown}");
}

//! Test by simulation, driven headless with egui_kittest: opened from the menu with the menu's choices, a small run
//! started from the screen runs to the end with its progress shown, the charts and the heat map appear, a second
//! run is cancelled promptly and the first stays beside it for comparison. The charts can be read (issue 26, item
//! 3): every category named, axes titled, round ticks in yen and percent, legends beside the data, tooltips at the
//! pointer, the heat map with names, line colours, a scale and zoom, and every chart saved as PNG and CSV.

mod common;

use std::time::{Duration, Instant};

use common::{app, harness_sized, texts};
use egui::{Pos2, Rect, pos2, vec2};
use egui_kittest::kittest::{NodeT, Queryable};
use metro_app::Screen;
use metro_app::paths::SeatKind;
use metro_app::ui::simulation::export::Chart;

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
        "Final total per bot",
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

/// Renders the results screen at 1280×720 (and the whole page, 1280 wide) into `METRO_LOOK_DIR` (default: the
/// temporary folder), for a person to look at: run with `--ignored look_at_the_results`.
#[test]
#[ignore = "writes pictures for a person to look at"]
fn look_at_the_results() {
    let dir = std::env::var_os("METRO_LOOK_DIR").map_or_else(std::env::temp_dir, std::path::PathBuf::from);
    let mut h = harness_sized(
        app("simulation-look", &[SeatKind::Normal; 4]),
        vec2(1280.0, 720.0),
    );
    h.run_steps(2);
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    for games in [24, 16] {
        {
            let screen = h.state_mut().simulation_mut().expect("the screen");
            screen.setup.games = games;
            screen.setup.jobs = 2;
        }
        h.run_steps(1);
        h.get_by_label("Run the games").click();
        h.run_steps(1);
        wait_for_the_run(&mut h, Duration::from_secs(300));
        let runs = if games == 24 { "one" } else { "two" };
        h.set_size(vec2(1280.0, 720.0));
        h.run_steps(3);
        let image = h.render().expect("rendered");
        image
            .save(dir.join(format!("sim-{runs}-720.png")))
            .expect("saved");
        h.set_size(vec2(1280.0, 2600.0));
        h.run_steps(3);
        let image = h.render().expect("rendered");
        image
            .save(dir.join(format!("sim-{runs}-page.png")))
            .expect("saved");
        h.set_size(vec2(1280.0, 720.0));
        h.run_steps(2);
    }
    // The pointer over a chart's edge, then over the map zoomed in twice.
    h.set_size(vec2(1280.0, 2600.0));
    h.run_steps(3);
    let rates = drawn(&h, Chart::WinRates);
    h.hover_at(pos2(rates.right() - 3.0, rates.center().y));
    h.run_steps(2);
    let image = h.render().expect("rendered");
    image.save(dir.join("sim-hover-edge.png")).expect("saved");
    let length = drawn(&h, Chart::GameLength);
    h.hover_at(length.center());
    h.run_steps(2);
    let image = h.render().expect("rendered");
    image.save(dir.join("sim-hover-bin.png")).expect("saved");
    h.get_by_label("+").click();
    h.run_steps(2);
    h.get_by_label("+").click();
    h.run_steps(2);
    let map = drawn(&h, Chart::HeatMap);
    h.hover_at(map.center());
    h.run_steps(2);
    let image = h.render().expect("rendered");
    image.save(dir.join("sim-zoomed.png")).expect("saved");
}

/// A finished run of `games` games, four heuristic seats on Tokyo, its results at the testers' width of 1280 points
/// (the window as tall as the whole page, so that every chart is drawn where it would be after scrolling).
fn results(name: &str, games: u64) -> egui_kittest::Harness<'static, metro_app::MetroApp> {
    let mut h = harness_sized(app(name, &[SeatKind::Normal; 4]), vec2(1280.0, 720.0));
    h.run_steps(2);
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    {
        let screen = h.state_mut().simulation_mut().expect("the screen");
        screen.setup.games = games;
        screen.setup.jobs = 2;
    }
    h.run_steps(1);
    h.get_by_label("Run the games").click();
    h.run_steps(1);
    wait_for_the_run(&mut h, Duration::from_secs(120));
    h.set_size(vec2(1280.0, 2600.0));
    h.run_steps(3);
    h
}

/// Every text painted in the last frame (egui_plot's ticks and titles are painted, not in the accessibility tree),
/// with where it stands.
fn painted(h: &egui_kittest::Harness<'static, metro_app::MetroApp>) -> Vec<(Rect, String)> {
    fn collect(shape: &egui::Shape, clip: Rect, out: &mut Vec<(Rect, String)>) {
        match shape {
            egui::Shape::Text(t) => {
                let rect = Rect::from_min_size(t.pos, t.galley.size());
                if clip.intersects(rect) {
                    out.push((rect, t.galley.text().to_string()));
                }
            }
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, clip, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        collect(&clipped.shape, clipped.clip_rect, &mut out);
    }
    out
}

/// The texts painted inside `chart`'s rectangle.
fn painted_in(h: &egui_kittest::Harness<'static, metro_app::MetroApp>, chart: Chart) -> Vec<String> {
    let rect = drawn(h, chart);
    painted(h)
        .into_iter()
        .filter(|(r, _)| rect.contains(r.center()))
        .map(|(_, t)| t)
        .collect()
}

/// Where `chart` was drawn.
fn drawn(h: &egui_kittest::Harness<'static, metro_app::MetroApp>, chart: Chart) -> Rect {
    let screen = h.state().simulation().expect("the screen");
    let export = screen.export();
    export
        .drawn(chart)
        .unwrap_or_else(|| panic!("{chart:?} not drawn"))
}

/// Issue 26, item 3: at 1280 points wide every category is named (not every tenth), every axis titled with its
/// unit, and the value axes have round ticks written as money, percentages or numbers.
#[test]
fn every_category_is_named_and_the_axes_read_as_yen_and_percent() {
    let h = results("simulation-axes", 8);
    let outcome = h.state().simulation().and_then(|s| s.current()).expect("a run");
    let has = |texts: &[String], want: &str| texts.iter().any(|t| t == want);
    let lines = painted_in(&h, Chart::LineValues);
    for line in &outcome.aggregates.lines {
        assert!(
            has(&lines, &line.line),
            "line {} not named in {lines:?}",
            line.line
        );
    }
    let kinds = painted_in(&h, Chart::Kinds);
    for kind in &outcome.aggregates.kinds {
        assert!(
            has(&kinds, &kind.name),
            "kind {} not named in {kinds:?}",
            kind.name
        );
    }
    let rates = painted_in(&h, Chart::WinRates);
    for seat in 1..=4 {
        assert!(has(&rates, &format!("seat {seat}")), "{rates:?}");
    }
    let length = painted_in(&h, Chart::GameLength);
    let bots = painted_in(&h, Chart::BotTotals);
    for (texts, titles) in [
        (&lines, ["Line", "Final value (¥)"]),
        (&rates, ["Seat", "Win rate (% of games)"]),
        (&kinds, ["Action kind", "Times per player per game"]),
        (&length, ["Decisions per game", "Share of games (%)"]),
        (&bots, ["Bot", "Final total (¥)"]),
    ] {
        for title in titles {
            assert!(has(texts, title), "no axis titled {title:?} in {texts:?}");
        }
    }
    let yen = |t: &String| {
        t.strip_prefix('¥')
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == ','))
    };
    let percent = |t: &String| {
        t.strip_suffix('%')
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == '.'))
    };
    let whole = |t: &String| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit());
    let count = |texts: &[String], is: &dyn Fn(&String) -> bool| texts.iter().filter(|t| is(t)).count();
    assert!(count(&lines, &yen) >= 3, "line values' ticks: {lines:?}");
    assert!(count(&bots, &yen) >= 3, "totals' ticks: {bots:?}");
    assert!(
        count(&rates, &percent) >= 3,
        "win rates' ticks (only 0 and 1 before): {rates:?}"
    );
    assert!(count(&length, &percent) >= 3, "game length's shares: {length:?}");
    assert!(
        count(&length, &whole) >= 3,
        "game length's decisions (one tick before): {length:?}"
    );
    // no "800.0" or "0.234": money and shares are written as such
    let raw = |t: &String| t.contains('.') && t.chars().all(|c| c.is_ascii_digit() || c == '.');
    for texts in [&lines, &rates, &bots] {
        assert_eq!(count(texts, &raw), 0, "{texts:?}");
    }
}

/// The tooltip whose text contains every one of `parts`, with its rectangle.
fn tooltip(
    h: &egui_kittest::Harness<'static, metro_app::MetroApp>,
    parts: &[&str],
) -> Option<(Rect, String)> {
    h.query_all_by(|_| true)
        .filter_map(|node| {
            if node.accesskit_node().role() == egui::accesskit::Role::TextRun {
                return None;
            }
            let label = node
                .accesskit_node()
                .label()
                .or_else(|| node.accesskit_node().value())?;
            parts
                .iter()
                .all(|p| label.contains(p))
                .then(|| (node.rect(), label))
        })
        .next()
}

/// Hovers `at` and returns the tooltip containing `parts`; it stands beside the pointer and wholly in the window.
fn tooltip_at(
    h: &mut egui_kittest::Harness<'static, metro_app::MetroApp>,
    at: Pos2,
    parts: &[&str],
) -> String {
    h.hover_at(at);
    h.run_steps(2);
    let (rect, text) = tooltip(h, parts)
        .unwrap_or_else(|| panic!("no tooltip with {parts:?} at {at:?}; shown: {:?}", texts(h)));
    let window = Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 2600.0));
    assert!(window.contains_rect(rect), "{rect:?} leaves the window");
    let distance = rect.distance_to_pos(at);
    assert!(
        distance <= 40.0,
        "the tooltip {rect:?} stands {distance} points from the pointer {at:?}"
    );
    text
}

/// Issue 26, item 3: hovering a chart names the values under the pointer in a tooltip beside it — for the
/// histogram its bin — and a tooltip at a plot's right edge stays wholly in the window.
#[test]
fn hovering_a_chart_shows_its_values_beside_the_pointer() {
    let mut h = results("simulation-hover", 8);
    let middle = |h: &egui_kittest::Harness<'static, metro_app::MetroApp>, chart| drawn(h, chart).center();
    let at = middle(&h, Chart::LineValues);
    tooltip_at(
        &mut h,
        at,
        &["Line ", "This run: mean ¥", "median ¥", "middle half ¥"],
    );
    let at = middle(&h, Chart::WinRates);
    let seat = tooltip_at(
        &mut h,
        at,
        &["Seat ", "games won; 95% interval", "Fair share (25"],
    );
    assert!(seat.contains('%'), "{seat}");
    let at = middle(&h, Chart::Kinds);
    tooltip_at(&mut h, at, &["This run: winners ", "others ", "times per game"]);
    let at = middle(&h, Chart::GameLength);
    let bin = tooltip_at(&mut h, at, &[" decisions", "This run: "]);
    let (range, _) = bin.split_once(" decisions").expect("a bin");
    assert!(range.contains('–'), "the bin's range: {bin}");
    let at = middle(&h, Chart::BotTotals);
    tooltip_at(&mut h, at, &["heuristic", "middle half ¥", "over 32 seats"]);
    // At the right edge of the right column's plot: the tooltip turns back into the window.
    let rates = drawn(&h, Chart::WinRates);
    let at = pos2(rates.right() - 3.0, rates.center().y);
    tooltip_at(&mut h, at, &["Seat 4\n", "games won"]);
}

/// Issue 26, item 3: each chart's legend is a row of its own above the plot (not over the data), naming the 95%
/// whiskers, the fair share, winners and others, and what a box shows.
#[test]
fn legends_stand_above_the_plots() {
    let h = results("simulation-legends", 6);
    let painted = painted(&h);
    for (chart, names) in [
        (
            Chart::WinRates,
            &["This run", "95% interval", "Fair share (25%)"][..],
        ),
        (Chart::Kinds, &["This run: winners", "This run: others"][..]),
        (
            Chart::LineValues,
            &["Box: middle half of the games, line at the median; whiskers: smallest to largest"][..],
        ),
        (Chart::BotTotals, &["Mean"][..]),
    ] {
        let rect = drawn(&h, chart);
        // the plot's top: its highest tick (a value's, or the first kind's), which stands on a grid line
        let plot_top = painted
            .iter()
            .filter(|(r, t)| {
                rect.contains(r.center()) && (t.ends_with('%') || t.starts_with('¥') || t == "move")
            })
            .map(|(r, _)| r.center().y)
            .fold(f32::MAX, f32::min);
        for name in names {
            let node = h
                .query_all_by_label(name)
                .find(|n| rect.contains(n.rect().center()))
                .unwrap_or_else(|| panic!("no legend entry {name:?} in {chart:?}"));
            assert!(
                node.rect().bottom() <= plot_top,
                "{name:?} at {:?} stands over the plot (its first tick at {plot_top})",
                node.rect()
            );
        }
    }
}

/// Issue 26, item 3: the heat map names the stations, draws each line in its own colour, has a scale with values
/// between its ends, names a station's figures beside the pointer, and zooms.
#[test]
fn the_heat_map_names_stations_in_line_colours_with_a_scale_and_zooms() {
    let mut h = results("simulation-heat", 8);
    let (map, hottest) = {
        let outcome = h.state().simulation().and_then(|s| s.current()).expect("a run");
        let rules = outcome.rules.clone().expect("the rules");
        let hottest = (0..outcome.aggregates.stations.len())
            .max_by_key(|&i| outcome.aggregates.stations[i].tally.cash)
            .expect("stations");
        (rules, hottest)
    };
    let map = map.map();
    let rect = drawn(&h, Chart::HeatMap);
    let texts = painted_in(&h, Chart::HeatMap);
    let named = map.stations().iter().filter(|s| texts.contains(&s.name)).count();
    assert!(
        named * 2 >= map.stations().len(),
        "{named} of {} stations named",
        map.stations().len()
    );
    let scale: Vec<&String> = texts
        .iter()
        .filter(|t| {
            t.strip_prefix('¥')
                .is_some_and(|n| n.chars().all(|c| c.is_ascii_digit() || c == ','))
        })
        .collect();
    assert!(
        scale.len() >= 3 && scale[0] == "¥0",
        "the scale names nothing between its ends: {texts:?}"
    );
    // every line in its own colour
    let mut strokes = Vec::new();
    for clipped in &h.output().shapes {
        if let egui::Shape::Path(path) = &clipped.shape
            && rect.intersects(path.visual_bounding_rect())
            && let egui::epaint::ColorMode::Solid(colour) = path.stroke.color
        {
            strokes.push(colour);
        }
    }
    for line in map.lines() {
        let colour = metro_app::words::colour(line.colour);
        assert!(
            strokes.contains(&colour),
            "line {} is not drawn in {colour:?}",
            line.letter
        );
    }
    // the hottest station's figures beside the pointer
    let stop = map.station(metro_core::StationId(hottest as u16)).stops[0];
    let at = h
        .state()
        .simulation()
        .and_then(|s| s.heat_map().on_screen(0, map.stop(stop).at))
        .expect("the map drawn");
    tooltip_at(
        &mut h,
        at,
        &[map.stations()[hottest].name.as_str(), "payouts per game"],
    );
    // zoom
    h.get_by_label("+").click();
    h.run_steps(2);
    let zoom = h.state().simulation().expect("screen").heat_map().camera.zoom;
    assert!(zoom > 1.4, "zoom {zoom}");
    let moved = h
        .state()
        .simulation()
        .and_then(|s| s.heat_map().on_screen(0, map.stop(stop).at))
        .expect("drawn");
    assert_ne!(moved, at, "zooming moved nothing");
    h.get_by_label("Whole map").click();
    h.run_steps(2);
    assert_eq!(
        h.state().simulation().expect("screen").heat_map().camera.zoom,
        1.0
    );
}

/// Issue 26, item 3: every chart is saved as a picture (the window's pixels, cropped to the chart) and as the
/// numbers it shows, into the export folder, never over a file.
#[test]
fn each_chart_is_saved_as_png_and_csv() {
    let mut h = results("simulation-export-charts", 6);
    let folder = common::home("simulation-export-charts-out").join("charts");
    h.state_mut()
        .simulation_mut()
        .expect("screen")
        .export_mut()
        .set_folder(&folder);
    h.run_steps(1);
    let order = [
        Chart::HeatMap,
        Chart::LineValues,
        Chart::WinRates,
        Chart::Kinds,
        Chart::GameLength,
        Chart::BotTotals,
    ];
    let click = |h: &mut egui_kittest::Harness<'static, metro_app::MetroApp>, label: &str, k: usize| {
        h.query_all_by_label(label)
            .nth(k)
            .unwrap_or_else(|| panic!("no {label:?} #{k}"))
            .click();
        h.run_steps(3);
    };
    for (k, chart) in order.iter().enumerate() {
        click(&mut h, "Numbers (CSV)", k);
        let csv =
            std::fs::read_to_string(folder.join(format!("{}.csv", chart.file_stem()))).expect("written");
        assert!(csv.starts_with("run,"), "{csv}");
        assert!(
            csv.lines().count() > 1 && csv.lines().skip(1).all(|l| l.starts_with("this,")),
            "{csv}"
        );
    }
    let rates = std::fs::read_to_string(folder.join("chart_win_rates.csv")).expect("written");
    assert_eq!(
        rates.lines().next(),
        Some("run,seat,games,wins,win_rate,low_95,high_95,fair_share")
    );
    assert_eq!(rates.lines().count(), 5, "{rates}");
    // again: nothing is overwritten
    click(&mut h, "Numbers (CSV)", 2);
    let message = h.state().simulation().and_then(|s| s.export().message().cloned());
    assert!(
        matches!(&message, Some(Err(m)) if m.contains("exists already")),
        "{message:?}"
    );
    // pictures
    for k in [2, 0] {
        let chart = order[k];
        click(&mut h, "Picture (PNG)", k);
        let path = folder.join(format!("{}.png", chart.file_stem()));
        let started = Instant::now();
        while !path.exists() && started.elapsed() < Duration::from_secs(120) {
            h.run_steps(1);
        }
        let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let reader = png::Decoder::new(std::io::BufReader::new(file))
            .read_info()
            .expect("a PNG");
        let info = reader.info();
        let rect = drawn(&h, chart);
        assert_eq!(
            (info.width, info.height),
            (rect.width().round() as u32, rect.height().round() as u32),
            "{chart:?} cropped to its rectangle {rect:?}"
        );
    }
    let shown = texts(&h).join("\n");
    assert!(shown.contains("chart_stations.png"), "{shown}");
    drop(h);
    let _ = std::fs::remove_dir_all(folder.parent().unwrap_or(&folder));
}

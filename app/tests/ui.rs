//! The desktop app driven headless with egui_kittest: starting a game from the menu by clicking, moves through the
//! UI, a complete game with one human seat driven by the test, loading a save, a broken custom map's diagnostics,
//! and snapshots of the menu, the board mid-game (Osaka, Metro Drinks) and the end screen.

mod common;

use std::path::PathBuf;

use common::{app, click_first_legal, harness, home};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::paths::SeatKind;
use metro_app::{MetroApp, Screen};

#[test]
fn a_game_starts_from_the_menu_by_clicking() {
    let mut h = harness(app("start", &[SeatKind::Human, SeatKind::Normal]));
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Menu);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Game);
    let session = h.state().session().expect("a game");
    assert_eq!(session.seats(), &[SeatKind::Human, SeatKind::Normal]);
    // rule TM-6.4: round 1 starts with the secret bids.
    assert!(h.query_by_label("Confirm bid").is_some());
}

#[test]
fn moves_are_made_through_the_ui() {
    let mut h = harness(app("moves", &[SeatKind::Human, SeatKind::Easy]));
    h.run_steps(1);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    h.get_by_label("Confirm bid").click();
    h.run_steps(4);
    // The bot has bid too; the placement is asked on the board (TM-6.5.1), by clicking a highlighted space.
    let mut made = 0;
    for k in 0..12 {
        if click_first_legal(&mut h, k * 3) {
            made += 1;
        }
        h.run_steps(2);
    }
    let session = h.state().session().expect("a game");
    assert!(made >= 4, "only {made} moves made");
    assert!(session.save().actions.len() > made);
    // The autosave follows every action.
    let autosave = std::fs::read_to_string(home_of(&h).join("autosave.json")).expect("autosave");
    assert!(autosave.contains("\"actions\""));
}

fn home_of(h: &Harness<'static, MetroApp>) -> PathBuf {
    h.state().paths().data.clone()
}

#[test]
fn a_complete_game_with_one_human_and_bots() {
    let mut h = harness(app(
        "complete",
        &[SeatKind::Normal, SeatKind::Human, SeatKind::Easy],
    ));
    h.run_steps(1);
    h.get_by_label("Start game").click();
    h.run_steps(2);
    let mut guard = 0;
    let mut clicks = 0;
    while !h.state().session().expect("game").game().is_over() {
        guard += 1;
        assert!(guard < 20_000, "the game did not end");
        if click_first_legal(&mut h, guard * 7) {
            clicks += 1;
        } else {
            h.run_steps(1);
        }
    }
    assert!(clicks > 30, "the human made only {clicks} decisions");
    h.run_steps(3);
    // The end screen: the breakdown and the winner.
    assert!(h.query_by_label_contains("wins with").is_some());
    assert!(!h.query_all_by_label("Total").collect::<Vec<_>>().is_empty());
}

#[test]
fn a_save_loads_from_the_menu() {
    let mut first = app("save-a", &[SeatKind::Human, SeatKind::Normal]);
    first.start_demo("tokyo", "tokyo", None, 60, 2);
    let text = first.session().expect("game").save_text();
    let hash = first.session().expect("game").game().state_hash();
    let second = app("save-b", &[SeatKind::Human]);
    let saves = second.paths().saves();
    std::fs::create_dir_all(&saves).expect("saves");
    std::fs::write(saves.join("mine.json"), text).expect("write");
    let mut h = harness(second);
    h.run_steps(2);
    h.get_by_label("Load mine.json").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Game);
    let session = h.state().session().expect("loaded");
    assert_eq!(session.game().state_hash(), hash);
    assert_eq!(session.seats(), &[SeatKind::Human, SeatKind::Normal]);
}

#[test]
fn a_broken_custom_map_shows_its_diagnostics_and_cannot_start() {
    let dir = home("broken-files");
    let file = dir.join("broken.toml");
    std::fs::write(&file, "name = \"Broken\"\ncolumns = \"wide\"\nrows = 10\n").expect("write");
    let mut h = harness(app("broken", &[SeatKind::Human, SeatKind::Normal]));
    h.run_steps(1);
    h.get_by_label("Map file").focus();
    h.run_steps(1);
    h.get_by_label("Map file").type_text(&file.to_string_lossy());
    h.run_steps(1);
    h.get_by_label("Open map file").click();
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("broken.toml:2:").is_some(),
        "no diagnostic with a place"
    );
    h.get_by_label("Start game").click();
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Menu);
}

fn snapshot_options() -> egui_kittest::SnapshotOptions {
    egui_kittest::SnapshotOptions::new()
        .threshold(1.0)
        .max_failed_pixels(400)
}

#[test]
fn snapshot_menu() {
    let mut h = harness(app(
        "snap-menu",
        &[SeatKind::Human, SeatKind::Normal, SeatKind::Easy],
    ));
    h.run_steps(3);
    h.snapshot_options("menu", &snapshot_options());
}

#[test]
fn snapshot_board_osaka_with_drinks() {
    let mut a = app("snap-board", &[SeatKind::Human]);
    a.start_demo("osaka", "osaka", Some("metro_drinks"), 110, 4);
    let mut h = harness(a);
    h.run_steps(3);
    h.snapshot_options("board_osaka_drinks", &snapshot_options());
}

#[test]
fn snapshot_end_screen() {
    let mut a = app("snap-end", &[SeatKind::Human]);
    a.start_demo("tokyo", "tokyo", None, 100_000, 3);
    assert!(a.session().expect("game").game().is_over());
    let mut h = harness(a);
    h.run_steps(3);
    h.snapshot_options("end", &snapshot_options());
}

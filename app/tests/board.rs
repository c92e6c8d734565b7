//! The board as the centrepiece, driven headless with egui_kittest in a 1600×1000 window: station names placed by the
//! label pass never overlap each other, a stop or a piece slot, on either built-in map; names hidden at the fitted
//! zoom all show when zoomed in; stops' own names are shown; the board keeps its place when prompts change.

mod common;

use common::{app, harness_sized};
use egui::{Rect, vec2};
use metro_app::paths::SeatKind::Human;

fn overlap(a: Rect, b: Rect) -> bool {
    // Strict: touching edges do not count.
    a.min.x < b.max.x - 0.01
        && b.min.x < a.max.x - 0.01
        && a.min.y < b.max.y - 0.01
        && b.min.y < a.max.y - 0.01
}

/// Lays out `map` mid-game in a 1600×1000 window at `zoom`; returns the drawn names, the hidden ones and the boxes
/// that names must keep clear of.
fn laid_out(map: &str, zoom: f32) -> (Vec<(String, Rect)>, Vec<String>, Vec<Rect>) {
    let mut a = app(&format!("labels-{map}-{zoom}"), &[Human]);
    a.start_demo(map, map, None, 120, 4);
    let mut h = harness_sized(a, vec2(1600.0, 1000.0));
    h.run_steps(2);
    if zoom > 1.0 {
        h.state_mut().game_screen_mut().board.camera_mut().zoom = zoom;
        h.run_steps(2);
    }
    let app = h.state();
    let board = &app.game_screen().board;
    let map = app.session().expect("game").game().map();
    (
        board.drawn_labels().to_vec(),
        board.hidden_labels(),
        board.keep_clear(map),
    )
}

fn check_no_overlap(map: &str) {
    let (drawn, hidden, clear) = laid_out(map, 1.0);
    assert!(drawn.len() > 60, "{map}: only {} names drawn", drawn.len());
    for (i, (a, ra)) in drawn.iter().enumerate() {
        for (b, rb) in &drawn[i + 1..] {
            assert!(!overlap(*ra, *rb), "{map}: {a:?} {ra:?} overlaps {b:?} {rb:?}");
        }
        for r in &clear {
            assert!(
                !overlap(*ra, *r),
                "{map}: {a:?} {ra:?} covers a stop or piece at {r:?}"
            );
        }
    }
    eprintln!(
        "{map}: {} names drawn, {} hidden at the fitted zoom: {hidden:?}",
        drawn.len(),
        hidden.len()
    );
}

#[test]
fn tokyo_names_never_overlap_at_1600_by_1000() {
    check_no_overlap("tokyo");
}

#[test]
fn osaka_names_never_overlap_at_1600_by_1000() {
    check_no_overlap("osaka");
}

// Every name is readable at some zoom level: zoomed in, nothing is left to the tooltip; a stop's own name is shown
// (Shin-ochanomizu at Awajicho, Bakuro-yokoyama at Higashi-nihombashi, Kokkai-gijidomae at Tameike-sanno).
#[test]
fn zoomed_in_every_name_shows() {
    for map in ["tokyo", "osaka"] {
        let (_, hidden, _) = laid_out(map, 4.0);
        assert!(hidden.is_empty(), "{map}: hidden at zoom 4: {hidden:?}");
    }
    let (drawn, hidden, _) = laid_out("tokyo", 1.0);
    for own in ["Shin-ochanomizu", "Bakuro-yokoyama", "Kokkai-gijidomae"] {
        let shown = drawn.iter().any(|(t, _)| t.starts_with(&own[..5])) || hidden.iter().any(|t| t == own);
        assert!(shown, "{own} is not among the names");
    }
}

/// A four-seat game on the Tokyo map with the Osaka cards and Metro Drinks, mid-game, in a window of `size`.
fn mid_game(name: &str, size: egui::Vec2) -> egui_kittest::Harness<'static, metro_app::MetroApp> {
    let mut a = app(name, &[Human]);
    a.start_demo("tokyo", "osaka", Some("metro_drinks"), 45, 4);
    let mut h = harness_sized(a, size);
    h.run_steps(2);
    h
}

fn board_rect(h: &egui_kittest::Harness<'static, metro_app::MetroApp>) -> Rect {
    h.state().game_screen().board.view().expect("the board was drawn")
}

fn zoom(h: &egui_kittest::Harness<'static, metro_app::MetroApp>) -> f32 {
    h.state().game_screen().board.zoom()
}

// The ground and the network are tessellated once and reused while the pointer moves over the board (hover marks,
// tooltips): the frame-time optimisation cannot silently regress.
#[test]
fn board_layers_are_reused_across_frames() {
    let mut h = mid_game("layers", vec2(1600.0, 1000.0));
    let builds = h.state().game_screen().board.layer_builds();
    assert!(builds >= 1, "the layers were never built");
    let rect = board_rect(&h);
    for i in 0..12 {
        let t = i as f32 / 12.0;
        h.hover_at(rect.lerp_inside(vec2(0.2 + 0.6 * t, 0.3 + 0.4 * (t * 7.0).sin().abs())));
        h.run_steps(1);
    }
    assert_eq!(
        h.state().game_screen().board.layer_builds(),
        builds,
        "moving the pointer tessellated the board's layers again"
    );
    // A zoom draws them again, once.
    h.state_mut().game_screen_mut().board.camera_mut().zoom = 2.0;
    h.run_steps(3);
    assert_eq!(h.state().game_screen().board.layer_builds(), builds + 1);
}

// Wheel, +, − and Fit change the zoom; a drag pans the board.
#[test]
fn wheel_buttons_and_fit_zoom_and_a_drag_pans() {
    use egui_kittest::kittest::Queryable;
    let mut h = mid_game("zoom", vec2(1280.0, 720.0));
    let rect = board_rect(&h);
    assert_eq!(zoom(&h), 1.0);

    // The wheel over the board zooms in, around the pointer.
    h.hover_at(rect.center());
    h.run_steps(1);
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: vec2(0.0, 120.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    h.run_steps(10);
    let wheeled = zoom(&h);
    assert!(wheeled > 1.05, "the wheel did not zoom in: {wheeled}");

    h.get_by_label("+").click();
    h.run_steps(2);
    let plus = zoom(&h);
    assert!(plus > wheeled * 1.3, "+ did not zoom in: {wheeled} → {plus}");
    h.get_by_label("−").click();
    h.run_steps(2);
    assert!(zoom(&h) < plus / 1.3, "− did not zoom out");

    // A drag moves the map under the pointer.
    h.get_by_label("+").click();
    h.run_steps(2);
    let before = h
        .state()
        .game_screen()
        .board
        .centre()
        .expect("zoomed in: a centre");
    let from = rect.center() + vec2(40.0, 30.0);
    h.drag_at(from);
    h.run_steps(1);
    for step in 1..=6 {
        h.hover_at(from + vec2(-20.0, -10.0) * step as f32);
        h.run_steps(1);
    }
    h.drop_at(from + vec2(-120.0, -60.0));
    h.run_steps(2);
    let after = h.state().game_screen().board.centre().expect("a centre");
    assert!(
        after.x > before.x + 0.5 && after.y > before.y + 0.2,
        "dragging left and up did not pan: {before:?} → {after:?}"
    );

    h.get_by_label("Fit").click();
    h.run_steps(2);
    assert_eq!(zoom(&h), 1.0, "Fit did not show the whole board");
    assert_eq!(h.state().game_screen().board.centre(), None);
}

// At 1280×720 every station name is readable at some zoom: zoomed in all the way, no name is left to the tooltip and
// the names are drawn at least 12 points high.
#[test]
fn every_name_is_readable_at_1280_by_720_zoomed_in() {
    let mut h = mid_game("readable", vec2(1280.0, 720.0));
    let max = *metro_app::ui::board::geometry::ZOOM_RANGE.end();
    h.state_mut().game_screen_mut().board.camera_mut().zoom = max;
    h.run_steps(2);
    let board = &h.state().game_screen().board;
    assert!(
        board.hidden_labels().is_empty(),
        "hidden: {:?}",
        board.hidden_labels()
    );
    assert!(
        board.name_size() >= 12.0,
        "names are {} points",
        board.name_size()
    );
    assert!(board.drawn_labels().len() > 100);
}

/// Plays with the heuristic bot's choices for the human until `ready` holds with the human to move (the animation
/// shown); `prefer` picks a decision of the human's first when it returns one.
fn play_until(
    h: &mut egui_kittest::Harness<'static, metro_app::MetroApp>,
    ready: impl Fn(&metro_app::session::Session) -> bool,
    prefer: impl Fn(&metro_app::session::Session) -> Option<metro_engine::Action>,
) {
    let mut bot = metro_bots::bot_by_name("heuristic", 5).expect("bot");
    for _ in 0..600 {
        let Some(s) = h.state().session() else {
            panic!("no game")
        };
        assert!(!s.game().is_over(), "the game ended first");
        if s.human_to_move().is_some() && !s.playing() {
            if ready(s) {
                return;
            }
            let action = prefer(s).unwrap_or_else(|| common::helper_choice(h, &mut bot));
            common::click_action(h, &action);
        } else {
            h.run_steps(2);
        }
    }
    panic!("never ready");
}

/// A click at a point of the screen: press and release there.
fn click_at(h: &mut egui_kittest::Harness<'static, metro_app::MetroApp>, at: egui::Pos2) {
    h.hover_at(at);
    h.run_steps(1);
    h.drag_at(at);
    h.run_steps(1);
    h.drop_at(at);
    h.run_steps(2);
}

// Found playing at 1280×720: the board's "why not" follows the pointer, so its link to the rules could not be
// clicked. A click on the refused place pins the reason to the prompt, where the link opens the rules at its section.
#[test]
fn a_refused_place_pins_its_reason_with_a_link_that_opens_the_rules() {
    metro_lang::with_language(metro_lang::Language::English, || {
        use egui_kittest::kittest::Queryable;
        use metro_engine::{Action, Phase};
        let mut h = harness_sized(
            app("pin-why-not", &[Human, metro_app::paths::SeatKind::Normal]),
            vec2(1280.0, 720.0),
        );
        h.run_steps(1);
        h.get_by_label("Start game").click();
        h.run_steps(3);
        // A later round's movement: spaces beyond reach are refused.
        play_until(
            &mut h,
            |s| {
                s.game().phase() == Phase::Movement
                    && s.legal().iter().any(|a| matches!(a, Action::MoveTo(_)))
            },
            |_| None,
        );
        let (space, refusal) = {
            let s = h.state().session().expect("game");
            let map = s.game().map();
            (0..map.space_count() as u16)
                .map(metro_core::SpaceId)
                .filter(|&sp| !s.legal().contains(&Action::MoveTo(sp)))
                .map(|sp| (sp, s.game().explain(Action::MoveTo(sp))))
                .find(|(_, why)| !why.reason.is_empty())
                .expect("a refused space")
        };
        let at = {
            let s = h.state().session().expect("game");
            h.state()
                .game_screen()
                .board
                .space_centre(s.game().map(), space)
                .expect("drawn")
        };
        let book = metro_app::help::RulesBook::new(&metro_app::catalog::registry());
        let section = book.for_rule(refusal.rule).expect("a section for the refusal");
        let link = format!("Rules: {}", section.title);
        h.hover_at(at);
        h.run_steps(2);
        assert!(
            h.query_by_label(&link).is_none(),
            "before the click, the link is only words in a tooltip"
        );
        click_at(&mut h, at);
        // The pointer goes to the prompt: the reason stays.
        h.hover_at(egui::pos2(1100.0, 600.0));
        h.run_steps(2);
        assert!(
            h.query_by_label_contains("Not here:").is_some(),
            "the reason is pinned to the prompt"
        );
        h.get_by_label(&link).click();
        h.run_steps(2);
        assert!(h.state().learn().help.open, "the link {link:?} opens the rules");
        assert_eq!(
            h.state().learn().help.section,
            section.key,
            "rule {}",
            refusal.rule
        );
        // Moving on forgets it.
        let stay = h
            .state()
            .session()
            .expect("game")
            .legal()
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Stay))
            .expect("stay");
        common::click_action(&mut h, &stay);
        assert!(h.query_by_label_contains("Not here:").is_none());
    });
}

// Found playing at 1280×720: on the fitted board a station is a few points wide and the price tag beside it is what
// one clicks; the tag builds there too.
#[test]
fn a_station_price_tag_is_clickable() {
    metro_lang::with_language(metro_lang::Language::English, || {
        use egui_kittest::kittest::Queryable;
        use metro_engine::Action;
        let mut h = harness_sized(
            app("tag-click", &[Human, metro_app::paths::SeatKind::Normal]),
            vec2(1280.0, 720.0),
        );
        h.run_steps(1);
        h.get_by_label("Start game").click();
        h.run_steps(3);
        play_until(
            &mut h,
            |s| s.legal().iter().any(|a| matches!(a, Action::Station(_))),
            |s| {
                s.legal().iter().copied().find(|a| match a {
                    Action::Take(r) => {
                        matches!(
                            s.game().rules().kind(*r),
                            Some(metro_core::ActionKind::Station { .. })
                        )
                    }
                    _ => false,
                })
            },
        );
        let (station, me, at) = {
            let s = h.state().session().expect("game");
            let station = s
                .legal()
                .iter()
                .find_map(|a| match a {
                    Action::Station(st) => Some(*st),
                    _ => None,
                })
                .expect("a station to choose");
            let at = h
                .state()
                .game_screen()
                .board
                .slot_centre(s.game().map(), station)
                .expect("drawn");
            (station, s.human_to_move().expect("me"), at)
        };
        assert_eq!(h.state().game_screen().board.zoom(), 1.0, "the fitted board");
        // The misclick guard of a new prompt lets the moment pass.
        h.run_steps(3);
        // Hovered, the tag stands for its station: the tooltip names the price and the click.
        h.hover_at(at);
        h.run_steps(2);
        assert!(h.query_by_label_contains("Building here costs").is_some());
        click_at(&mut h, at);
        h.run_steps(2);
        let owner = h.state().session().expect("game").game().state().pyramids[station.0 as usize];
        assert_eq!(owner, Some(me), "the tag built the station");
    });
}

// Found playing at 1280×720: zoomed in, names stayed where the fitted board had led them out (Otemachi and Awajicho
// read as each other's): a name keeps its place only while no nearer place is free.
#[test]
fn zoomed_in_names_come_back_beside_their_stops() {
    metro_lang::with_language(metro_lang::Language::English, || {
        let mut h = mid_game("names-home", vec2(1280.0, 720.0));
        let fitted = h.state().game_screen().board.led_out_labels();
        h.state_mut().game_screen_mut().board.camera_mut().zoom = 3.0;
        h.run_steps(2);
        let zoomed = h.state().game_screen().board.led_out_labels();
        assert!(fitted > 10, "names led out on the fitted board: {fitted}");
        assert!(
            zoomed * 4 < fitted,
            "led out: {fitted} fitted, still {zoomed} zoomed in"
        );
    });
}

// Found playing at 1280×720: in the last train phase a "Show the final breakdown" button appeared above the board
// and pushed it down. Shown over the board's corner once the trains have run, it moves nothing: the board reaches
// from the header to the folded card tray (no card can be taken at the end), as in any phase without cards.
#[test]
fn the_board_keeps_its_place_at_the_end_of_the_game() {
    metro_lang::with_language(metro_lang::Language::English, || {
        use egui_kittest::kittest::Queryable;
        let mut h = mid_game("end-board", vec2(1280.0, 720.0));
        h.state_mut().play_for_everyone(100_000);
        h.run_steps(3);
        assert!(h.state().session().expect("game").game().is_over());
        h.get_by_label("Show the board").click();
        h.run_steps(2);
        assert!(h.query_by_label("Show the final breakdown").is_some());
        let areas = h.state().game_screen().areas;
        let (header, cards) = (areas.header.expect("the header"), areas.cards.expect("the tray"));
        assert_eq!(cards.height(), metro_app::ui::cards::FOLDED);
        let board = board_rect(&h);
        assert_eq!(
            (board.top(), board.bottom()),
            (header.bottom(), cards.top()),
            "the board moved at the end"
        );
    });
}

// Found playing at 1280×720: the Undo button grew with what it says ("Undo: takes Station ¥100/stop (Tanimach…") and
// pushed Speed, Skip, Rules and "What can I do?" to the right under the pointer.
#[test]
fn the_undo_button_keeps_its_width() {
    metro_lang::with_language(metro_lang::Language::English, || {
        use egui_kittest::kittest::Queryable;
        let mut h = mid_game("undo-width", vec2(1280.0, 720.0));
        let width = |h: &egui_kittest::Harness<'static, metro_app::MetroApp>| {
            h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Undo")))
                .next()
                .expect("the Undo button")
                .rect()
                .width()
        };
        let rules_x = |h: &egui_kittest::Harness<'static, metro_app::MetroApp>| {
            h.query_all_by_label("Rules").next().expect("Rules").rect().min.x
        };
        let (plain, rules) = (width(&h), rules_x(&h));
        // Taking a card action that asks a target next: Undo says what it takes back.
        play_until(
            &mut h,
            |s| s.undoable().is_some(),
            |s| {
                s.legal().iter().copied().find(|a| match a {
                    metro_engine::Action::Take(r) => matches!(
                        s.game().rules().kind(*r),
                        Some(metro_core::ActionKind::Move { .. } | metro_core::ActionKind::Invest { .. })
                    ),
                    _ => false,
                })
            },
        );
        let words = h
            .state()
            .session()
            .and_then(|s| s.undoable())
            .expect("something to undo");
        assert!(words.len() > 12, "{words}");
        assert_eq!(width(&h), plain, "Undo: {words}");
        assert_eq!(rules_x(&h), rules, "the buttons after Undo moved");
    });
}

/// Rule modules' markers at one station stand side by side, none over another: the first in the station's marker
/// slot (a medium bottle fills it), the next ones beside it, each in the size its module declared.
#[test]
fn markers_at_one_station_stand_side_by_side() {
    use metro_app::ui::board::{labels, paint};
    use metro_core::{Rgb, StationId};
    use metro_engine::module::{Marker, PieceShape, PieceSize};
    let mut a = app("markers-row", &[Human]);
    a.start_demo("tokyo", "tokyo", None, 0, 2);
    let map = a.session().expect("game").game().map();
    let slots = labels::piece_slots(map);
    let at = |station: u16, shape: PieceShape, size: PieceSize| {
        Marker::new(StationId(station), Rgb(200, 0, 0), "a marker")
            .shape(shape)
            .size(size)
    };
    let markers = [
        at(0, PieceShape::Bottle, PieceSize::Medium),
        at(0, PieceShape::Star, PieceSize::Large),
        at(1, PieceShape::Square, PieceSize::Medium),
        at(0, PieceShape::Disc, PieceSize::Small),
    ];
    let boxes: Vec<Rect> = paint::marker_boxes(map, &slots, &markers)
        .into_iter()
        .map(|b| b.expect("a station of the map"))
        .collect();
    assert_eq!(
        boxes[0],
        Rect::from_center_size(slots[0].markers, labels::MARKERS)
    );
    assert_eq!(boxes[2].center().x, slots[1].markers.x);
    for (i, j) in [(0, 1), (0, 3), (1, 3)] {
        assert!(!overlap(boxes[i], boxes[j]), "{i} over {j}");
        // Standing on one line.
        assert!((boxes[i].bottom() - boxes[j].bottom()).abs() < 1e-4);
    }
    assert!(
        boxes[1].width() > boxes[3].width() * 1.5,
        "a large star, a small disc"
    );
}

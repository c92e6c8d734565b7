//! The game screen at 1280×720, as a new player met it in a first game of four (issue 27): the board as large as the
//! phase allows (the card tray folds away when no card can be taken), nothing cut or hidden without a way to it (the
//! players, the end screen's money and charts, the tray's headers and discards, Undo), a log that says when newer lines
//! wait, the high and low numbers on the revenue track, pay-outs that stay apart and on the board, board tooltips
//! that go with the pointer, the guide's outline clear of the prompt, and a header that says what runs.
//!
//! `cargo test -p metro-app --test screen -- --ignored look_at_the_game` writes pictures of the screens to
//! `METRO_LOOK_DIR` (default: the temporary folder) for a person to look at.

mod common;

use common::{app, click_action, harness_sized, texts};
use egui::{Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::MetroApp;
use metro_app::paths::SeatKind::{self, Human};
use metro_engine::{Action, Phase};
use metro_lang::{Language, with_language};

type H = Harness<'static, MetroApp>;

/// A four-seat Tokyo game at 1280×720 (seat 1 human, heuristic bots), played by the bots until the human is to move
/// in `phase` of round `round` or later.
fn four_at(name: &str, phase: Phase, round: u8) -> H {
    let mut a = app(name, &[Human]);
    a.start_demo("tokyo", "tokyo", None, 0, 4);
    for _ in 0..5000 {
        let s = a.session().expect("game");
        let g = s.game();
        if g.phase() == phase && g.round() >= round && s.human_to_move().is_some() {
            break;
        }
        assert!(!g.is_over(), "the game ended first");
        a.play_for_everyone(1);
    }
    let mut h = harness_sized(a, vec2(1280.0, 720.0));
    h.run_steps(3);
    let s = h.state().session().expect("game");
    assert_eq!(s.game().phase(), phase, "never reached");
    h
}

/// The whole map's rectangle on screen at "Fit".
fn fitted_map(h: &H) -> Rect {
    let board = &h.state().game_screen().board;
    assert_eq!(board.zoom(), 1.0, "Fit");
    let map = h.state().session().expect("game").game().map();
    let view = board.view().expect("drawn");
    metro_app::ui::board::geometry::Layout::new(map, view, Default::default()).grid(map)
}

fn areas(h: &H) -> metro_app::ui::guide::Areas {
    h.state().game_screen().areas
}

/// A node's text: a widget's label, or a label's value.
fn text_of(n: &egui_kittest::kittest::AccessKitNode<'_>) -> Option<String> {
    n.label().or_else(|| n.value())
}

/// The rectangles of the nodes saying exactly `label` whose centre lies in `within`.
fn rects_of(h: &H, label: &str, within: Rect) -> Vec<Rect> {
    h.query_all_by(|n| text_of(n).is_some_and(|l| l == label))
        .map(|n| n.rect())
        .filter(|r| within.contains(r.center()))
        .collect()
}

fn rect_of(h: &H, label: &str, within: Rect) -> Rect {
    let found = rects_of(h, label, within);
    *found
        .first()
        .unwrap_or_else(|| panic!("no {label:?} in {within:?}"))
}

fn english(test: impl FnOnce()) {
    with_language(Language::English, test);
}

// Item 8: at "Fit" the map was 528×404 points of a 784×422 frame in every phase (the card tray took the bottom third
// all game long). Now the tray folds away while no card can be taken, and the board takes its room.
#[test]
fn the_board_gets_the_room_when_no_card_can_be_taken() {
    english(|| {
        let mut h = four_at("fit-movement", Phase::Movement, 2);
        let moving = fitted_map(&h);
        let mut actions = four_at("fit-actions", Phase::Actions, 2);
        let acting = fitted_map(&actions);
        eprintln!(
            "at Fit: movement {:?}, actions {:?}",
            moving.size(),
            acting.size()
        );
        assert!(
            acting.width() >= 527.0,
            "smaller than before in the action phase: {acting:?}"
        );
        assert!(
            moving.width() >= 730.0 && moving.width() >= acting.width() * 1.3,
            "movement {moving:?}, actions {acting:?}"
        );
        // The folded tray is a strip that opens on demand, and folds again.
        let folded = areas(&h).cards.expect("the tray").height();
        assert!(folded < 40.0, "folded: {folded}");
        h.get_by_label("Show the cards").click();
        h.run_steps(2);
        let open = areas(&h).cards.expect("the tray").height();
        assert!(
            open >= areas(&actions).cards.expect("the tray").height(),
            "{open}"
        );
        h.get_by_label("Hide the cards").click();
        h.run_steps(2);
        assert_eq!(areas(&h).cards.expect("the tray").height(), folded);
        actions.run_steps(1);
    });
}

// Item 9: late in the game the fourth player's card ran under the card tray, with no scroll bar to say so.
#[test]
fn late_in_the_game_the_players_below_are_announced_and_reached() {
    english(|| {
        let mut h = four_at("players-below", Phase::Actions, 6);
        let panel = areas(&h).players.expect("players");
        // The fourth player's name, if drawn (egui leaves out of the accessibility tree what is scrolled away).
        let last = |h: &H| {
            h.query_all_by(|n| text_of(n).is_some_and(|l| l.ends_with("Player 4 (Normal)")))
                .map(|n| n.rect())
                .find(|r| panel.contains(egui::pos2(r.left() + 1.0, panel.center().y)))
        };
        assert!(
            last(&h).is_none_or(|r| r.bottom() > panel.bottom()),
            "the fourth player fits: nothing to test"
        );
        h.get_by_label("More players below").click();
        h.run_steps(6);
        let shown = last(&h).expect("the fourth player's name");
        assert!(
            shown.bottom() <= panel.bottom(),
            "{shown:?} still below {panel:?}"
        );
        assert!(h.query_by_label("More players below").is_none());
    });
}

// Item 9: the end screen's money table needed a sideways scroll for "Total", its chart started below the fold.
#[test]
fn the_end_screen_shows_every_total_and_its_chart_without_scrolling() {
    english(|| {
        let mut h = four_at("end-fits", Phase::Actions, 1);
        h.state_mut().play_for_everyone(100_000);
        h.run_steps(4);
        assert!(h.state().session().expect("game").game().is_over());
        let central = areas(&h).board.expect("the end screen");
        let result = h
            .state()
            .session()
            .expect("game")
            .game()
            .result()
            .expect("a result");
        for total in &result.totals {
            let shown = rects_of(&h, &metro_play::game::yen(*total), Rect::EVERYTHING);
            assert!(
                shown.iter().any(|r| central.contains_rect(*r)),
                "total {total} not in {central:?}: {shown:?}"
            );
        }
        for r in rects_of(&h, "Total", Rect::EVERYTHING) {
            assert!(central.contains_rect(r), "Total at {r:?}");
        }
        let end = &h.state().game_screen().end;
        let chart = end.charts.drawn().expect("a chart");
        assert!(chart.height() >= 150.0, "{chart:?}");
        assert!(
            central.contains_rect(chart),
            "the chart {chart:?} is not all in {central:?}"
        );
        let legend = end.charts.legend().expect("a legend");
        assert!(
            legend.bottom() <= chart.top(),
            "the legend {legend:?} stands over the chart {chart:?}"
        );
    });
}

// Item 9: card column headers ("Hanzomon / Namb…"), discard labels ("Discard (1): Move 2 / Station …") and Undo ("Undo:
// takes Station ¥10…") were cut at 1280×720.
#[test]
fn the_tray_headers_discards_and_undo_are_not_cut() {
    english(|| {
        let mut h = four_at("not-cut", Phase::Actions, 3);
        let cut = metro_app::ui::cut_texts(&h.ctx);
        assert!(cut.is_empty(), "cut: {cut:?}");
        let station = {
            let s = h.state().session().expect("game");
            s.legal()
                .iter()
                .copied()
                .find(|a| match a {
                    Action::Take(r) => matches!(
                        s.game().rules().kind(*r),
                        Some(metro_core::ActionKind::Station { .. })
                    ),
                    _ => false,
                })
                .expect("a Station action to take")
        };
        click_action(&mut h, &station);
        let undo = h
            .state()
            .session()
            .and_then(|s| s.undoable())
            .expect("undoable")
            .to_string();
        assert!(undo.contains("Station"), "{undo}");
        let cut = metro_app::ui::cut_texts(&h.ctx);
        assert!(cut.is_empty(), "cut: {cut:?}");
        assert!(
            texts(&h)
                .iter()
                .any(|t| t.starts_with("Undo: ") && t.contains("Station")),
            "Undo says what it takes back"
        );
    });
}

// The same in German and Italian, whose words are longer (the track's headings "niedriger" and "più basso" ran into
// their neighbours).
#[test]
fn the_track_and_tray_are_not_cut_in_german_or_italian() {
    for language in [Language::German, Language::Italian] {
        with_language(language, || {
            let h = four_at(&format!("not-cut-{language:?}"), Phase::Actions, 3);
            let cut = metro_app::ui::cut_texts(&h.ctx);
            assert!(cut.is_empty(), "{language:?}: cut: {cut:?}");
        });
    }
}

/// The log's lines area this frame.
fn log_rect(h: &H) -> Rect {
    h.state().game_screen().areas.log.expect("the log")
}

// Item 10: scrolled up, the log stopped following and nothing said that newer lines waited.
#[test]
fn the_log_says_when_newer_lines_wait_and_follows_again() {
    english(|| {
        let mut h = four_at("log-follow", Phase::Actions, 3);
        let log = log_rect(&h);
        assert!(h.query_by_label("Newer lines below").is_none());
        h.hover_at(log.center());
        h.run_steps(1);
        for _ in 0..4 {
            h.event(egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta: vec2(0.0, 400.0),
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Unknown,
                modifiers: egui::Modifiers::NONE,
            });
            h.run_steps(2);
        }
        h.state_mut().play_for_everyone(3);
        h.run_steps(4);
        h.get_by_label("Newer lines below").click();
        h.run_steps(10);
        assert!(
            h.query_by_label("Newer lines below").is_none(),
            "still not at the newest"
        );
        // Following again: lines coming later show.
        h.state_mut().play_for_everyone(4);
        h.run_steps(6);
        let newest = h
            .state()
            .session()
            .expect("game")
            .log()
            .last()
            .expect("a line")
            .text
            .clone();
        let at = rects_of(&h, &newest, Rect::EVERYTHING);
        assert!(
            at.iter()
                .any(|r| r.bottom() <= log.bottom() + 1.0 && r.top() >= log.top()),
            "the newest line {newest:?} at {at:?}, the log {log:?}"
        );
    });
}

// Item 10: the train phase writes dozens of lines into a log of 6 to 8: it gets the room the track needs no more
// then (the track shows only the values while the trains run).
#[test]
fn the_log_gets_more_room_in_the_train_phase() {
    english(|| {
        let acting = log_rect(&four_at("log-actions", Phase::Actions, 2));
        let running = log_rect(&four_at("log-trains", Phase::Trains, 2));
        eprintln!("log: actions {:?}, trains {:?}", acting.size(), running.size());
        assert!(
            running.height() >= acting.height() + 120.0,
            "{acting:?} {running:?}"
        );
    });
}

/// Every line's value, with its high and low numbers, from the engine's track.
fn values(h: &H) -> Vec<(String, i32, i32, i32)> {
    let s = h.state().session().expect("game");
    let map = s.game().map();
    s.view()
        .state
        .lines
        .iter()
        .enumerate()
        .map(|(l, line)| {
            let (high, low) = map.revenue().high_low(line.value);
            (map.lines()[l].letter.to_string(), line.value, high, low)
        })
        .collect()
}

// Item 5 and 13: the low number (a speculation's least stake and its cap) was only in a tooltip, and the amounts were
// drawn over the coloured bar with low contrast. Every row shows its value, high and low numbers beside the bar.
#[test]
fn the_track_shows_values_high_and_low_beside_the_bar() {
    english(|| {
        let h = four_at("track-high-low", Phase::Actions, 5);
        let track = areas(&h).track.expect("the track");
        let mut rising = 0;
        for (letter, value, high, low) in values(&h) {
            let chip = rect_of(&h, &format!(" {letter} "), track);
            let row = Rect::from_x_y_ranges(track.x_range(), chip.y_range());
            let amount = rect_of(&h, &metro_play::game::yen(value), row);
            let bar = rect_of(&h, &format!("value bar of {letter}"), row);
            assert!(
                !amount.intersects(bar),
                "{letter}: {amount:?} over the bar {bar:?}"
            );
            if value > 0 {
                rising += 1;
                let high_at = rect_of(&h, &format!("high {}", metro_play::game::yen(high)), row);
                let low_at = rect_of(&h, &format!("low {}", metro_play::game::yen(low)), row);
                assert!(high_at.left() < low_at.left());
                assert!(!high_at.intersects(bar) && !low_at.intersects(bar));
            }
        }
        assert!(rising >= 3, "only {rising} lines with a value");
    });
}

/// Pay-outs at the map's four edges and at a station with its nearest neighbours, all at once, on the board of a
/// game at 1280×720 in the action phase; with how many boxes that makes.
fn pay_outs(name: &str) -> (H, usize) {
    let mut h = four_at(name, Phase::Actions, 2);
    let (events, count) = {
        let s = h.state().session().expect("game");
        let map = s.game().map();
        let at = |st: &metro_core::Station| {
            let n = st.stops.len() as f32;
            st.stops.iter().fold(egui::Vec2::ZERO, |a, &s| {
                let p = map.stop(s).at;
                a + vec2(p.x(), p.y())
            }) / n
        };
        let stations: Vec<(usize, egui::Vec2)> = map.stations().iter().map(at).enumerate().collect();
        let by = |key: &dyn Fn(egui::Vec2) -> f32| {
            stations
                .iter()
                .max_by(|a, b| key(a.1).total_cmp(&key(b.1)))
                .map(|s| s.0)
                .expect("stations")
        };
        let mut chosen = vec![by(&|p| p.x), by(&|p| -p.x), by(&|p| p.y), by(&|p| -p.y)];
        let middle = stations[stations.len() / 2].1;
        let mut near: Vec<_> = stations.clone();
        near.sort_by(|a, b| (a.1 - middle).length().total_cmp(&(b.1 - middle).length()));
        chosen.extend(near.iter().take(4).map(|s| s.0));
        let events: Vec<(metro_engine::Event, metro_play::game::Places)> = chosen
            .iter()
            .map(|&st| {
                (
                    metro_engine::Event::StationPayout {
                        line: metro_core::LineId(0),
                        station: metro_core::StationId(st as u16),
                        owner: metro_engine::PlayerId(1),
                        value_rise: 300,
                        cash: 1200,
                    },
                    metro_play::game::Places::default(),
                )
            })
            .collect();
        (events, chosen.len() * 2)
    };
    let mut board = std::mem::take(&mut h.state_mut().game_screen_mut().board);
    {
        let s = h.state().session().expect("game");
        let now = h.ctx.input(|i| i.time);
        let t = metro_app::ui::table::Table::new(s, vec![egui::Color32::RED; 4], now);
        board.show_events(&t, &events);
    }
    h.state_mut().game_screen_mut().board = board;
    h.run_steps(1);
    (h, count)
}

// Item 13: pay-outs at neighbouring stations covered each other, and one at the map's edge was cut by the board's.
#[test]
fn pay_outs_stand_apart_and_on_the_board() {
    english(|| {
        let (h, count) = pay_outs("pay-outs");
        let board = &h.state().game_screen().board;
        let view = board.view().expect("drawn");
        let drawn = board.drawn_popups().to_vec();
        assert_eq!(drawn.len(), count);
        for (i, a) in drawn.iter().enumerate() {
            assert!(view.contains_rect(*a), "{a:?} is cut by the board {view:?}");
            for b in &drawn[i + 1..] {
                assert!(!a.shrink(0.5).intersects(*b), "{a:?} covers {b:?}");
            }
        }
    });
}

// Item 13: the board's tooltip stayed up after the pointer left what it named.
#[test]
fn a_board_tooltip_goes_with_the_pointer() {
    english(|| {
        let mut h = four_at("tooltip-goes", Phase::Movement, 2);
        let (at, name) = {
            let s = h.state().session().expect("game");
            let map = s.game().map();
            let station = &map.stations()[0];
            let stop = map.stop(station.stops[0]).at;
            let board = &h.state().game_screen().board;
            let layout = metro_app::ui::board::geometry::Layout::new(
                map,
                board.view().expect("drawn"),
                Default::default(),
            );
            (layout.point(stop), station.name.clone())
        };
        let tip = |h: &H| {
            h.query_all_by(|n| text_of(n).is_some_and(|l| l.starts_with(name.as_str()) && l.contains(':')))
                .count()
        };
        h.hover_at(at);
        h.run_steps(2);
        assert!(tip(&h) > 0, "no tooltip for {name} at {at:?}");
        // Away from the board, onto the players.
        let players = areas(&h).players.expect("players").center();
        h.hover_at(players);
        h.run_steps(1);
        assert_eq!(tip(&h), 0, "the tooltip for {name} outlived the pointer");
        h.hover_at(at);
        h.run_steps(2);
        assert!(tip(&h) > 0);
        // Off the window altogether.
        h.event(egui::Event::PointerGone);
        h.run_steps(1);
        assert_eq!(
            tip(&h),
            0,
            "the tooltip for {name} outlived the pointer leaving the window"
        );
    });
}

/// A first game of two at 1280×720 with the guide at its step about the bids (it outlines the prompt).
fn guide_at_the_bid(name: &str) -> H {
    let mut a = app(name, &[SeatKind::Human, SeatKind::Normal]);
    a.settings_mut().guide_done = false;
    let mut h = harness_sized(a, vec2(1280.0, 720.0));
    h.run_steps(2);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    h.get_by_label("Next").click();
    h.run_steps(3);
    assert_eq!(
        h.state().learn().guide.step().map(|s| s.key.as_str()),
        Some("bid")
    );
    h
}

// Item 13: the first-game guide's outline was drawn through the prompt's text.
#[test]
fn the_guide_outline_keeps_clear_of_the_prompt_text() {
    english(|| {
        let h = guide_at_the_bid("guide-outline");
        let prompt = areas(&h).prompt.expect("the prompt");
        let (_, inner) = metro_app::ui::guide::outline_band(prompt);
        let inside: Vec<Rect> = h
            .query_all_by(|n| text_of(n).is_some_and(|l| !l.is_empty()))
            .map(|n| n.rect())
            .filter(|r| prompt.contains(r.center()))
            .collect();
        assert!(inside.len() >= 3, "{inside:?}");
        for r in inside {
            assert!(
                inner.contains_rect(r),
                "the outline runs through {r:?} (clear inside {inner:?})"
            );
        }
    });
}

// Item 13: while an action's events played in the action phase, the header read "Action phase … trains running".
#[test]
fn the_header_says_trains_run_only_when_they_do() {
    english(|| {
        let mut h = four_at("header-running", Phase::Actions, 2);
        h.state_mut().settings_mut().speed = 2.0;
        let mut bot = metro_bots::bot_by_name("heuristic", 5).expect("bot");
        let mut seen = 0;
        let began = std::time::Instant::now();
        while seen < 3 && began.elapsed() < std::time::Duration::from_secs(120) {
            let (playing, phase, mine) = {
                let s = h.state().session().expect("game");
                (s.playing(), s.view().state.phase, s.human_to_move().is_some())
            };
            if playing && phase != Phase::Trains {
                seen += 1;
                let shown = texts(&h).join("\n");
                assert!(!shown.contains("trains running"), "{shown}");
                assert!(!shown.contains("The trains are running"), "{shown}");
            } else if mine {
                let action = common::helper_choice(&h, &mut bot);
                click_action(&mut h, &action);
                continue;
            } else {
                // A bot thinks on its thread.
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            h.run_steps(1);
        }
        assert!(seen > 0, "no move was shown playing outside the train phase");
    });
}

fn shot(h: &mut H, dir: &std::path::Path, name: &str) {
    let image = h.render().expect("rendered");
    image.save(dir.join(format!("{name}.png"))).expect("saved");
}

/// Pictures of the game screen in each phase, late in the game, and the end screen, for a person to look at.
#[test]
#[ignore = "writes pictures for a person to look at"]
fn look_at_the_game() {
    let dir = std::env::var_os("METRO_LOOK_DIR").map_or_else(std::env::temp_dir, std::path::PathBuf::from);
    for (name, phase, round) in [
        ("movement", Phase::Movement, 2),
        ("actions", Phase::Actions, 2),
        ("late", Phase::Actions, 6),
        ("trains", Phase::Trains, 3),
    ] {
        let mut h = four_at(&format!("look-{name}"), phase, round);
        eprintln!(
            "{name}: board {:?}, map at Fit {:?}",
            h.state().game_screen().board.view(),
            fitted_map(&h)
        );
        shot(&mut h, &dir, name);
    }
    let mut h = four_at("look-end", Phase::Actions, 1);
    h.state_mut().play_for_everyone(100_000);
    h.run_steps(4);
    shot(&mut h, &dir, "end");
    let mut h = guide_at_the_bid("look-guide");
    shot(&mut h, &dir, "guide");
    let (mut h, _) = pay_outs("look-pay-outs");
    shot(&mut h, &dir, "pay-outs");
}

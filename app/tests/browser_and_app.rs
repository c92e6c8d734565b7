//! A browser and the desktop app at one table: the app hosts a server (in the app) and creates a Tokyo Metro table
//! of the Tokyo map, the Osaka cards and Metro Drinks, its own seat, a person's seat and two bots; a person with only
//! a browser, given the invitation link (`/t/CODE`), takes the open seat there and plays it (headless
//! Chromium over the DevTools protocol, `metro-browser-test`), while the app plays its seat on its game screen.
//! Both reach the end; the app's save replays and verifies, and both show the same places.
//!
//! Without Chromium the test says loudly that it was skipped (and fails under `METRO_REQUIRE_SERVICES=1`).

mod common;

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::MetroApp;
use metro_app::command::{Command, OnlineCommand};
use metro_app::paths::Paths;
use metro_browser_test::{Browser, Page};
use metro_game::{GameState, Seat};
use metro_play::session::GameSession as _;
use serde_json::json;

fn online_app(name: &str) -> Harness<'static, MetroApp> {
    let mut h = common::harness(MetroApp::new(Paths::under(common::home(name))));
    h.run_steps(1);
    h
}

/// Steps the app until `done`, at most `limit`.
fn until(h: &mut Harness<'static, MetroApp>, limit: Duration, done: impl Fn(&MetroApp) -> bool) {
    let start = Instant::now();
    while !done(h.state()) {
        assert!(start.elapsed() < limit, "not done within {limit:?}");
        h.run_steps(1);
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The app decides when its seat does: the first of the server's offers, as its panels make a choice.
fn decide(h: &mut Harness<'static, MetroApp>) -> bool {
    let offer = h
        .state()
        .online()
        .view
        .as_ref()
        .filter(|v| v.my_turn())
        .and_then(|v| v.state.offers.first())
        .cloned();
    let Some(offer) = offer else {
        return false;
    };
    let Some((playing, me)) = h
        .state()
        .online()
        .remote
        .as_ref()
        .map(|r| (r.playing(), r.human_to_move()))
    else {
        return false;
    };
    if playing || me.is_none() {
        h.run_steps(1);
        return false;
    }
    let action: metro_play::game::Action =
        serde_json::from_value(offer.action).expect("a Tokyo Metro action");
    let clicked = match h.query_all_by_label(&offer.words).next() {
        Some(node) => {
            node.click_accesskit();
            true
        }
        None => false,
    };
    if !clicked {
        h.state_mut().run(Command::Apply(action));
    }
    h.run_steps(1);
    true
}

/// One look at the browser's seat: `"end"` once its end screen shows; `"clicked:V"` when it clicked the first choice
/// it is offered at version `V` (the page sends one command and waits for the server's answer); `"wait"` otherwise.
const BROWSER_STEP: &str = r##"(() => {
  const end = document.getElementById("end");
  if (end && !end.hidden) return "end";
  const button = document.querySelector("#prompt button[data-offer]:not(:disabled)");
  if (!button) return "wait";
  const version = document.body.dataset.version;
  button.click();
  return "clicked:" + version;
})()"##;

/// The browser's seat plays until its end screen shows: the first choice it is offered each time, then a wait until
/// the table moves on (a sealed bid moves it once every person has bid). How many decisions it made.
async fn browser_plays(page: Page) -> Result<u32, String> {
    let started = Instant::now();
    let mut decisions = 0;
    while started.elapsed() < Duration::from_secs(540) {
        let step = page.eval(BROWSER_STEP).await?;
        match step.as_str().unwrap_or("wait") {
            "end" => return Ok(decisions),
            "wait" => tokio::time::sleep(Duration::from_millis(60)).await,
            clicked => {
                decisions += 1;
                let version = clicked.trim_start_matches("clicked:");
                let moved = format!(
                    "document.body.dataset.version !== '{version}' || !document.getElementById('end').hidden"
                );
                page.wait_for(&moved, Duration::from_secs(60)).await?;
            }
        }
    }
    Err(format!(
        "the browser's game did not end; it decided {decisions} times"
    ))
}

#[test]
fn a_browser_and_the_desktop_app_play_tokyo_with_osaka_cards_and_metro_drinks_against_two_bots() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let Some(browser) = runtime.block_on(Browser::launch()).expect("Chromium starts") else {
        return;
    };
    let mut app = online_app("browser-and-app");
    let node = app
        .query_all_by_label("Play online")
        .next()
        .expect("the menu offers to play online");
    node.click_accesskit();
    app.run_steps(2);
    app.state_mut().run(Command::Online(OnlineCommand::Host(
        "127.0.0.1:0".parse().expect("an address"),
    )));
    until(&mut app, Duration::from_secs(30), |a| a.online().host.is_some());
    let server = app.state().online().host.as_ref().expect("hosting").local();
    app.state_mut().run(Command::Online(OnlineCommand::Create {
        server: server.clone(),
        table: metro_client::NewTable {
            game: "tokyo-metro".into(),
            setup: json!({
                "map": {"builtin": "tokyo"},
                "cards": {"builtin": "osaka"},
                "players": 4,
                "options": {"metro_drinks": true},
            }),
            seats: vec![
                "person".into(),
                "person".into(),
                "heuristic".into(),
                "heuristic".into(),
            ],
            spectators: true,
            clock: None,
        },
    }));
    until(&mut app, Duration::from_secs(30), |a| a.online().view.is_some());
    let code = app
        .state()
        .online()
        .view
        .as_ref()
        .expect("welcomed")
        .info
        .code
        .clone();
    let base = format!("http://{server}");

    // The person with only a browser, given the invitation link: the table's page, "Take a seat".
    let page = runtime.block_on(browser.new_page()).expect("a page");
    runtime.block_on(async {
        page.set_viewport(1280, 720).await.expect("the viewport");
        page.goto(&format!("{base}/t/{code}")).await.expect("the link");
        page.wait_for(
            "document.getElementById('take-seat') !== null",
            Duration::from_secs(20),
        )
        .await
        .expect("a seat offered to who comes by the link");
        page.click("#take-seat").await.expect("Take a seat");
        page.wait_for(
            "document.body.dataset.seat === '1' && document.body.dataset.connected === 'yes' \
             && document.querySelector('#board svg') !== null",
            Duration::from_secs(20),
        )
        .await
        .expect("the table page as the second seat, connected, with its board");
    });
    let browser_task = runtime.spawn(browser_plays(page.clone()));
    // The app plays its seat meanwhile.
    let start = Instant::now();
    let mut app_decisions = 0;
    let mut shot_mid_game = false;
    while app
        .state()
        .online()
        .view
        .as_ref()
        .is_none_or(|v| v.ended.is_none())
    {
        assert!(
            start.elapsed() < Duration::from_secs(540),
            "the game does not end"
        );
        app.run_steps(1);
        if decide(&mut app) {
            app_decisions += 1;
        }
        if app_decisions == 25 && !shot_mid_game {
            shot_mid_game = true;
            runtime
                .block_on(page.screenshot(&shot("browser-and-app-browser-mid-game.png")))
                .expect("a screenshot");
        }
        std::thread::sleep(Duration::from_millis(40));
    }
    let browser_decisions = runtime
        .block_on(browser_task)
        .expect("the browser's task")
        .unwrap_or_else(|e| panic!("the browser plays to the end: {e}\n{}", page.said()));
    assert!(
        browser_decisions > 10,
        "the browser decided {browser_decisions} times"
    );
    assert!(app_decisions > 10, "the app decided {app_decisions} times");
    runtime
        .block_on(page.screenshot(&shot("browser-and-app-browser-end.png")))
        .expect("a screenshot");
    assert!(page.exceptions().is_empty(), "the page threw: {}", page.said());

    // The app's end screen, and its save: it replays and verifies to what the app showed.
    let skip_start = Instant::now();
    while app
        .state()
        .online()
        .remote
        .as_ref()
        .is_some_and(|r| r.playing() || r.result().is_none())
    {
        assert!(
            skip_start.elapsed() < Duration::from_secs(60),
            "the last steps are shown"
        );
        app.state_mut().run(Command::Skip);
        app.run_steps(1);
    }
    app.run_steps(2);
    let view = app.state().online().view.clone().expect("the table");
    let ended = view.ended.as_ref().expect("ended");
    let registry = metro_play::catalog::registry();
    let loaded = metro_save::load(&ended.save, &registry).expect("the save replays and verifies");
    assert_eq!(loaded.save.actions.len() as u64, ended.version);
    assert_eq!(
        view.state.view_hash,
        format!(
            "{:016x}",
            GameState::view_hash(&loaded.game, Seat(view.seat.expect("a seat")))
        ),
    );
    // The browser shows the same places, in the same order.
    let places = runtime
        .block_on(
            page.eval("[...document.querySelectorAll('#end .place')].map((p) => Number(p.dataset.seat))"),
        )
        .expect("the browser's places");
    let mut by_place = ended.outcome.clone();
    by_place.sort_by_key(|r| (r.place, r.seat));
    let seats: Vec<u64> = by_place.iter().map(|r| u64::from(r.seat)).collect();
    assert_eq!(places, json!(seats));
    eprintln!(
        "the browser decided {browser_decisions} times, the app {app_decisions} times; outcome {:?}",
        ended.outcome
    );
}

fn shot(name: &str) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("browser");
    let _ = std::fs::create_dir_all(&dir);
    dir.join(name)
}

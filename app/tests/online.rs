//! Two desktop apps, headless (each with its own data folder), play a table online to the end: the first hosts a
//! server in the app and creates a Chicago Express table of two persons and two bots, the second joins by the room
//! code; every decision is a click on one of the server's offers; at the end each saves the game with "Save game",
//! and the save replays and verifies to the position each app showed.

mod common;

use metro_play::session::GameSession as _;
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::MetroApp;
use metro_app::command::{Command, OnlineCommand};
use metro_app::online::Banner;
use metro_app::paths::Paths;
use metro_game::{GameState, Seat};
use serde_json::json;

fn online_app(name: &str) -> Harness<'static, MetroApp> {
    let mut h = common::harness(MetroApp::new(Paths::under(common::home(name))));
    h.run_steps(1);
    h
}

/// Steps both apps until `done`, at most `limit` of real time.
fn until(apps: &mut [&mut Harness<'static, MetroApp>], limit: Duration, done: impl Fn(&MetroApp) -> bool) {
    let start = Instant::now();
    while !apps.iter().all(|h| done(h.state())) {
        assert!(start.elapsed() < limit, "not done within {limit:?}");
        for h in apps.iter_mut() {
            h.run_steps(1);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn ended(app: &MetroApp) -> bool {
    app.online().view.as_ref().is_some_and(|v| v.ended.is_some())
}

/// Clicks the first of the server's offers when the app's seat decides; whether it clicked. On the game screen (a
/// seat at a Tokyo Metro table) the choice is made as its panels make it, a `Command::Apply` through the misclick
/// guard, when no widget is labelled with its words (a station on the board, a card in the tray).
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
    let remote = h
        .state()
        .online()
        .remote
        .as_ref()
        .map(|r| (r.playing(), r.human_to_move()));
    if let Some((playing, me)) = remote {
        if playing || me.is_none() {
            // The board still shows the last steps: nobody decides from it yet.
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
        return true;
    }
    let Some(node) = h.query_all_by_label(&offer.words).next() else {
        return false;
    };
    node.click_accesskit();
    h.run_steps(1);
    true
}

/// Two apps at a new table of `table`: the first hosts it (a server in the app on a free loopback port) and sits at
/// the first person seat, the second joins by the room code. Both reached through the menu's "Play online".
fn two_apps(
    names: [&str; 2],
    table: metro_client::NewTable,
) -> (Harness<'static, MetroApp>, Harness<'static, MetroApp>, String) {
    let mut a = online_app(names[0]);
    let mut b = online_app(names[1]);
    for h in [&mut a, &mut b] {
        let node = h
            .query_all_by_label("Play online")
            .next()
            .expect("the menu offers to play online");
        node.click_accesskit();
        h.run_steps(2);
        assert_eq!(h.state().screen(), metro_app::Screen::Online);
    }
    a.state_mut().run(Command::Online(OnlineCommand::Host(
        "127.0.0.1:0".parse().expect("an address"),
    )));
    until(&mut [&mut a], Duration::from_secs(30), |app| {
        app.online().host.is_some()
    });
    let server = a.state().online().host.as_ref().expect("hosting").local();
    a.state_mut().run(Command::Online(OnlineCommand::Create {
        server: server.clone(),
        table,
    }));
    until(&mut [&mut a], Duration::from_secs(30), |app| {
        app.online().view.is_some()
    });
    let code = a
        .state()
        .online()
        .view
        .as_ref()
        .expect("welcomed")
        .info
        .code
        .clone();
    b.state_mut().run(Command::Online(OnlineCommand::Join {
        server,
        code: code.to_lowercase(),
    }));
    until(&mut [&mut a, &mut b], Duration::from_secs(30), |app| {
        app.online().view.is_some()
    });
    (a, b, code)
}

/// Plays both apps to the end, each decision a click on the first offer; how many each clicked.
fn play_to_the_end(a: &mut Harness<'static, MetroApp>, b: &mut Harness<'static, MetroApp>) -> [usize; 2] {
    play_until(a, b, |a, b| ended(a) && ended(b))
}

/// Plays both apps until `done`, each decision a click on the first offer; how many each clicked.
fn play_until(
    a: &mut Harness<'static, MetroApp>,
    b: &mut Harness<'static, MetroApp>,
    done: impl Fn(&MetroApp, &MetroApp) -> bool,
) -> [usize; 2] {
    let start = Instant::now();
    let mut clicks = [0usize; 2];
    while !done(a.state(), b.state()) {
        assert!(
            start.elapsed() < Duration::from_secs(600),
            "the game does not end"
        );
        for (i, h) in [&mut *a, &mut *b].into_iter().enumerate() {
            h.run_steps(1);
            if decide(h) {
                clicks[i] += 1;
            }
        }
        // A person clicks slower than the server's rate limit per connection.
        std::thread::sleep(Duration::from_millis(60));
    }
    clicks
}

/// Clicks "Save game" in an app; the save's text (checked to be the server's) and the table as the app shows it.
fn save(h: &mut Harness<'static, MetroApp>) -> (String, metro_client::TableView) {
    h.run_steps(2);
    // The online screen's end says "Save game"; the game screen's header has its Save.
    let online = h.state().online();
    let label = if online.remote.is_some() || online.chicago.is_some() {
        "Save"
    } else {
        "Save game"
    };
    let node = h
        .query_all_by_label(label)
        .next()
        .expect("the end offers to save the game");
    node.click_accesskit();
    h.run_steps(2);
    let path = h.state().online().saved.clone().expect("saved");
    let text = std::fs::read_to_string(&path).expect("the save is there");
    let view = h.state().online().view.clone().expect("the table");
    assert_eq!(
        Some(&text),
        view.ended.as_ref().map(|e| &e.save),
        "the save as the server sent it"
    );
    (text, view)
}

#[test]
fn two_apps_and_two_bots_play_chicago_express_online_to_the_end_and_save_it() {
    let (mut a, mut b, code) = two_apps(
        ["online-host", "online-guest"],
        metro_client::NewTable {
            game: "chicago-express".into(),
            setup: json!({"players": 4}),
            seats: vec![
                "person".into(),
                "heuristic".into(),
                "person".into(),
                "random".into(),
            ],
            spectators: true,
            clock: None,
        },
    );
    assert_eq!(a.state().online().view.as_ref().and_then(|v| v.seat), Some(0));
    assert_eq!(b.state().online().view.as_ref().and_then(|v| v.seat), Some(2));
    // The header shows the room code to share.
    assert!(
        a.query_all_by_label(&code).next().is_some(),
        "the room code is on screen"
    );
    // Both seats are kept in their own data folder.
    for h in [&a, &b] {
        let kept = metro_client::SeatBook::in_folder(&h.state().paths().data)
            .seats()
            .expect("the seats file");
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].code, code);
    }
    // Play: every decision a click on an offer; nothing changes until the server confirms it.
    let version = |app: &MetroApp| {
        app.online()
            .view
            .as_ref()
            .map_or(0, metro_client::TableView::version)
    };
    let mut clicks = play_until(&mut a, &mut b, |a, _| version(a) >= 10);
    // Each seat plays on the Chicago Express screen of a local game, following the game the server tells.
    for h in [&a, &b] {
        let online = h.state().online();
        let play = online.chicago.as_ref().expect("the Chicago Express screen");
        assert!(online.remote_problem.is_none(), "{:?}", online.remote_problem);
        let told = online.view.as_ref().expect("the table").state.view_hash.clone();
        let seat = play.online_seat().expect("a seat");
        assert_eq!(
            told,
            format!("{:016x}", GameState::view_hash(play.table.game(), seat)),
            "the screen's position is the server's"
        );
        assert!(
            !play.table.log().is_empty(),
            "the steps are told in the game's own log"
        );
    }
    // The host stops hosting mid-game: the guest's banner says the connection is lost; hosting again on the same
    // port (the same store), the guest comes back by itself, told so, and the game goes on.
    let address = a.state().online().host.as_ref().expect("hosting").address;
    let at = version(a.state());
    a.state_mut().run(Command::Online(OnlineCommand::StopHosting));
    until(&mut [&mut b], Duration::from_secs(30), |app| {
        matches!(app.online().banner, Some(Banner::Lost { .. }))
    });
    assert!(
        b.state()
            .online()
            .client
            .as_ref()
            .is_some_and(|c| c.send_command(json!("Pass")).is_err())
    );
    a.state_mut().run(Command::Online(OnlineCommand::Host(address)));
    assert!(
        a.state().online().starting.is_some(),
        "the server starts apart from the window's thread"
    );
    until(&mut [&mut a, &mut b], Duration::from_secs(30), |app| {
        app.online().connection.is_connected() && version(app) >= at
    });
    assert!(matches!(b.state().online().banner, Some(Banner::Back { .. })));
    b.run_steps(1);
    assert!(shows(
        &b,
        "The connection is back: the table is as the server has it."
    ));
    let more = play_to_the_end(&mut a, &mut b);
    clicks[0] += more[0];
    clicks[1] += more[1];
    assert!(clicks.iter().all(|&c| c > 0), "both persons decided: {clicks:?}");
    // The end: places, and "Save game" writes the server's save, which replays to what each app showed.
    let mut saves = Vec::new();
    for h in [&mut a, &mut b] {
        let (text, view) = save(h);
        let ended = view.ended.as_ref().expect("ended");
        let loaded =
            metro_save::load_game::<metro_chicago::Game>(&text).expect("the save replays and verifies");
        assert_eq!(loaded.save.actions.len() as u64, ended.version);
        let seat = view.seat.expect("a seat");
        assert_eq!(
            view.state.view_hash,
            format!("{:016x}", loaded.game.view_hash(Seat(seat))),
            "the last position shown is the save's"
        );
        assert!(loaded.game.is_over());
        saves.push(text);
    }
    assert_eq!(saves[0], saves[1], "both were sent the same game");
    // Leaving keeps the seat to come back to; stopping the host leaves the store in the host's data folder.
    a.state_mut().run(Command::Online(OnlineCommand::Leave));
    a.state_mut().run(Command::Online(OnlineCommand::StopHosting));
    assert!(a.state().paths().data.join(metro_app::online::HOST_DB).exists());
}

/// Whether an app shows a label with exactly this text.
fn shows(h: &Harness<'static, MetroApp>, text: &str) -> bool {
    h.query_all_by_label(text).next().is_some()
}

#[test]
fn two_apps_bid_at_once_each_seeing_only_its_own_bid_and_play_tokyo_metro_to_the_end() {
    let (mut a, mut b, _) = two_apps(
        ["online-tokyo-host", "online-tokyo-guest"],
        metro_client::NewTable {
            game: "tokyo-metro".into(),
            setup: json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 3}),
            seats: vec!["person".into(), "person".into(), "heuristic".into()],
            spectators: true,
            clock: None,
        },
    );
    // The first decision is the secret bids: both persons bid at once.
    let bid_round = |app: &MetroApp| {
        app.online()
            .view
            .as_ref()
            .is_some_and(|v| v.state.sealed.is_some() && v.my_turn())
    };
    until(&mut [&mut a, &mut b], Duration::from_secs(30), bid_round);
    a.run_steps(3);
    for app in [&a, &b] {
        let online = app.state().online();
        assert!(
            online.remote.is_some(),
            "a seat at a Tokyo Metro table plays on the game screen: {:?}",
            online.remote_problem
        );
    }
    // The game screen's bid: the slider starts at the smallest bid; three steps of ¥100, then confirm.
    for _ in 0..3 {
        a.get_by_label("+¥100").click();
        a.run_steps(1);
    }
    assert!(shows(&a, "Your bid: ¥300"), "the prompt says the amount");
    std::thread::sleep(Duration::from_millis(350));
    a.run_steps(1);
    a.get_by_label("Confirm bid").click();
    until(&mut [&mut a, &mut b], Duration::from_secs(30), |app| {
        app.online()
            .view
            .as_ref()
            .and_then(|v| v.state.sealed.as_ref())
            .is_some_and(|r| r.sealed.contains(&0))
    });
    a.run_steps(1);
    b.run_steps(1);
    // The bidder sees its own bid; the other only that Player 1 has bid, never the amount.
    let part =
        |h: &Harness<'static, MetroApp>, text: &str| h.query_all_by_label_contains(text).next().is_some();
    assert!(
        part(
            &a,
            "Your sealed choice: Bid ¥300. You may change it until everyone has decided."
        ),
        "the bidder sees its bid, and that it may change it"
    );
    assert!(
        part(&b, "Player 1 decided in secret"),
        "the other sees that Player 1 has bid"
    );
    assert!(!part(&b, "Bid ¥300"), "and nothing of the amount");
    let b_sees = b
        .state()
        .online()
        .remote
        .as_ref()
        .expect("the game screen")
        .view();
    assert!(
        b_sees
            .state
            .players
            .iter()
            .enumerate()
            .all(|(i, p)| i == 1 || p.bid.is_none()),
        "B's view holds no bid of another"
    );
    let told_b = b.state().online().view.clone().expect("the table");
    assert!(
        told_b.state.sealed.as_ref().is_some_and(|r| r.mine.is_none()),
        "nothing of A's bid is B's"
    );
    let players = told_b.state.pieces["players"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        players.iter().all(|p| p["bid"].is_null()),
        "B's pieces hold no bid: {players:?}"
    );
    // The rest of the game: first offers to the end; the save verifies.
    let clicks = play_to_the_end(&mut a, &mut b);
    assert!(clicks.iter().all(|&c| c > 0), "both persons decided: {clicks:?}");
    // The end screen of a local game: the places, from the finished game the server sent.
    for h in [&mut a, &mut b] {
        let start = Instant::now();
        while h
            .state()
            .online()
            .remote
            .as_ref()
            .is_some_and(|r| r.playing() || r.result().is_none())
        {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the last steps are shown"
            );
            h.state_mut().run(Command::Skip);
            h.run_steps(1);
        }
        h.run_steps(2);
        assert!(
            h.query_all_by_label_contains(" wins with ").next().is_some(),
            "the end screen names the winner"
        );
    }
    let registry = metro_play::catalog::registry();
    for h in [&mut a, &mut b] {
        let (text, view) = save(h);
        let loaded = metro_save::load(&text, &registry).expect("the save replays and verifies");
        let ended = view.ended.as_ref().expect("ended");
        assert_eq!(loaded.save.actions.len() as u64, ended.version);
        let seat = view.seat.expect("a seat");
        assert_eq!(
            view.state.view_hash,
            format!("{:016x}", GameState::view_hash(&loaded.game, Seat(seat))),
            "the last position shown is the save's"
        );
    }
}

#[test]
fn a_host_waits_for_a_friend_with_the_code_shown_then_starts_without_them() {
    let mut a = online_app("online-start-now");
    a.state_mut().run(Command::Online(OnlineCommand::Open));
    a.state_mut().run(Command::Online(OnlineCommand::Host(
        "127.0.0.1:0".parse().expect("an address"),
    )));
    until(&mut [&mut a], Duration::from_secs(30), |app| {
        app.online().host.is_some()
    });
    let server = a.state().online().host.as_ref().expect("hosting").local();
    a.state_mut().run(Command::Online(OnlineCommand::Create {
        server,
        table: metro_client::NewTable {
            game: "chicago-express".into(),
            setup: json!({"players": 3}),
            seats: vec!["person".into(), "person".into(), "heuristic".into()],
            spectators: false,
            clock: None,
        },
    }));
    until(&mut [&mut a], Duration::from_secs(30), |app| {
        app.online().view.is_some()
    });
    a.run_steps(2);
    let code = a
        .state()
        .online()
        .view
        .as_ref()
        .expect("welcomed")
        .info
        .code
        .clone();
    // A friend's seat is free: the table waits, says so with the code to give, and offers its host to start.
    let waiting =
        format!("The table starts once every person seat is taken: give your friends the room code {code}.");
    assert!(shows(&a, &waiting), "the waiting table is said");
    let start = "Start now (the bot plays the free seats until someone takes them)";
    a.get_by_label(start).click();
    until(&mut [&mut a], Duration::from_secs(30), |app| {
        app.online().view.as_ref().is_some_and(|v| {
            v.info.state == metro_protocol::TableState::Playing && (v.my_turn() || v.version() > 0)
        })
    });
    // The free seat is played by the table's bot; the game goes on (the host decides, or a bot has).
    let view = a.state().online().view.clone().expect("a view");
    assert_eq!(
        view.info.seats[1].stand_in.as_deref(),
        Some("heuristic"),
        "{:?}",
        view.info
    );
    assert!(!shows(&a, &waiting));
}

#[test]
fn two_apps_chat_see_the_clock_and_the_host_ends_the_table() {
    let (mut a, mut b, _) = two_apps(
        ["online-chat-host", "online-chat-guest"],
        metro_client::NewTable {
            game: "chicago-express".into(),
            setup: json!({"players": 3}),
            seats: vec!["person".into(), "person".into(), "heuristic".into()],
            spectators: true,
            clock: Some(metro_protocol::ClockRule::Turn { seconds: 3_600 }),
        },
    );
    until(&mut [&mut a, &mut b], Duration::from_secs(30), |app| {
        app.online()
            .view
            .as_ref()
            .is_some_and(|v| v.info.state == metro_protocol::TableState::Playing && v.state.clocks.is_some())
    });
    a.run_steps(2);
    b.run_steps(2);
    // The clock of the seat deciding: an hour for each decision, counting down.
    let part =
        |h: &Harness<'static, MetroApp>, text: &str| h.query_all_by_label_contains(text).next().is_some();
    assert!(part(&a, "Clocks: Player "), "the clock is on screen");
    assert!(
        part(&a, " left") && (part(&a, " 59:") || part(&a, " 1:00:00")),
        "an hour, counting down"
    );
    // A says something; B's header says a message came, and B reads it as written (text, never markup).
    a.get_by_label("Chat").click();
    a.run_steps(2);
    a.get_by_label("Message").click();
    a.run_steps(1);
    a.get_by_label("Message").type_text("good luck <b>all</b>");
    a.run_steps(1);
    a.get_by_label("Send").click();
    a.run_steps(2);
    assert!(
        a.state().online().notice.is_none(),
        "{:?}",
        a.state().online().notice
    );
    until(&mut [&mut a, &mut b], Duration::from_secs(30), |app| {
        app.online().view.as_ref().is_some_and(|v| !v.chat.is_empty())
    });
    b.run_steps(2);
    assert!(shows(&b, "Chat (1 new)"), "the guest is told a message came");
    b.get_by_label("Chat (1 new)").click();
    b.run_steps(2);
    assert!(shows(&b, "good luck <b>all</b>"), "the message as written");
    assert!(shows(&b, "Player 1:"), "and who wrote it");
    // The host ends the table, asked first; both are told, and nobody decides any more.
    assert!(
        b.query_all_by_label("End the table…").next().is_none(),
        "only the host may end it"
    );
    a.get_by_label("End the table…").click();
    a.run_steps(2);
    assert!(shows(&a, "End it now"), "the host is asked first");
    a.get_by_label("End it now").click();
    until(&mut [&mut a, &mut b], Duration::from_secs(30), |app| {
        app.online()
            .view
            .as_ref()
            .is_some_and(|v| v.info.state == metro_protocol::TableState::Ended)
    });
    for h in [&mut a, &mut b] {
        h.run_steps(2);
        assert!(shows(h, "The host ended the table."), "the end is said");
        assert!(
            h.state()
                .online()
                .view
                .as_ref()
                .is_some_and(|v| v.state.offers.is_empty()),
            "nobody decides any more"
        );
    }
}

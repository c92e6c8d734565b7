//! The table's own life over loopback (issue 30, items 4, 7, 8): the host starts a table, fills an open seat with a
//! bot and ends it (others are refused); a person away longer than the grace period is played by the bot and takes
//! the seat back, across a restart; the chat is checked, rate-limited, kept and sent to everyone; a turn clock's
//! deadline has the bot decide, also one that passed while the server was down; a seat without a connection is
//! told of its turn through its webhook (a receiver on loopback), once per decision, with a retry.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use metro_protocol::{ErrorCode, PROTOCOL_VERSION, ServerMessage};
use metro_server::Server;
use metro_server::limits::Limits;
use metro_server::store::{SqliteStore, Store};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

mod common;

use common::{TempDir, http, server_with};

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// Creates a table; its code and the creator's token (the host's).
async fn create(server: &Server, request: Value) -> (String, String) {
    let (status, body) = http(server, "POST", "/api/tables", Some(request)).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["host"], true, "the creator's token is the host's: {body}");
    (
        body["code"].as_str().expect("a code").to_string(),
        body["token"].as_str().expect("a token").to_string(),
    )
}

async fn join(server: &Server, code: &str) -> String {
    let (status, body) = http(server, "POST", &format!("/api/tables/{code}/join"), None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["host"], false);
    body["token"].as_str().expect("a token").to_string()
}

fn chicago(seats: &[&str]) -> Value {
    json!({"game": "chicago-express", "setup": {"players": seats.len()}, "seats": seats})
}

/// One connection: what it knows of the table from what it was sent.
struct Seat {
    socket: Socket,
    version: u64,
    offers: Vec<Value>,
    deciding: Vec<u64>,
    /// The table as last told (welcome or `table` notice).
    table: Value,
    /// The clocks as last told.
    clocks: Value,
    seen: Vec<Value>,
}

impl Seat {
    async fn connect(server: &Server, code: &str, token: Option<&str>) -> Seat {
        let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/ws", server.address()))
            .await
            .expect("a WebSocket");
        let hello = json!({"type": "hello", "protocol": PROTOCOL_VERSION, "table": code, "token": token, "language": "en"});
        socket
            .send(Message::Text(hello.to_string().into()))
            .await
            .expect("sent");
        let mut seat = Seat {
            socket,
            version: 0,
            offers: Vec::new(),
            deciding: Vec::new(),
            table: Value::Null,
            clocks: Value::Null,
            seen: Vec::new(),
        };
        let welcome = seat.read().await;
        assert_eq!(welcome["type"], "welcome", "{welcome}");
        seat
    }

    async fn send(&mut self, message: Value) {
        self.socket
            .send(Message::Text(message.to_string().into()))
            .await
            .expect("sent");
    }

    async fn command(&mut self, id: &str, action: Value) {
        let version = self.version;
        self.send(json!({"type": "command", "version": version, "command_id": id, "action": action}))
            .await;
    }

    fn take(&mut self, message: &Value) {
        let state = match message["type"].as_str() {
            Some("welcome") => {
                self.table = message["table"].clone();
                Some(&message["state"])
            }
            Some("state" | "update") => Some(message),
            Some("table") => {
                self.table = message["table"].clone();
                self.clocks = message["clocks"].clone();
                None
            }
            _ => None,
        };
        if let Some(state) = state {
            let version = state["version"].as_u64().expect("a version");
            if version >= self.version {
                self.version = version;
                self.offers = state["offers"]
                    .as_array()
                    .expect("offers")
                    .iter()
                    .map(|o| o["action"].clone())
                    .collect();
                self.deciding = state["deciding"]
                    .as_array()
                    .expect("deciding")
                    .iter()
                    .filter_map(Value::as_u64)
                    .collect();
                self.clocks = state["clocks"].clone();
            }
        }
    }

    /// The next message (within 30 s), read strictly as the protocol's.
    async fn read(&mut self) -> Value {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(30), self.socket.next())
                .await
                .expect("a message within 30 s")
                .expect("the connection is open")
                .expect("a frame");
            if let Message::Text(text) = frame {
                let _: ServerMessage =
                    serde_json::from_str(text.as_str()).expect("a message of the protocol");
                let message: Value = serde_json::from_str(text.as_str()).expect("JSON");
                self.take(&message);
                self.seen.push(message.clone());
                return message;
            }
        }
    }

    /// Reads until a message satisfies `what`; returns it.
    async fn until(&mut self, what: impl Fn(&Value) -> bool) -> Value {
        loop {
            let message = self.read().await;
            if what(&message) {
                return message;
            }
        }
    }

    /// Reads until an error of `code`; returns it.
    async fn error(&mut self, code: ErrorCode) -> Value {
        let code = serde_json::to_value(code).expect("a code");
        let message = self.until(|m| m["type"] == "error").await;
        assert_eq!(message["code"], code, "{message}");
        message
    }

    /// Reads what comes within `quiet`.
    async fn drain(&mut self, quiet: Duration) -> Vec<Value> {
        let mut out = Vec::new();
        while let Ok(frame) = tokio::time::timeout(quiet, self.socket.next()).await {
            let frame = frame.expect("the connection is open").expect("a frame");
            if let Message::Text(text) = frame {
                let message: Value = serde_json::from_str(text.as_str()).expect("JSON");
                self.take(&message);
                self.seen.push(message.clone());
                out.push(message);
            }
        }
        out
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_starts_the_table_fills_a_seat_and_ends_it_and_nobody_else_may() {
    let dir = TempDir::new("host");
    let server = server_with(&dir.db(), Limits::default()).await;

    // Three person seats: the table waits for its persons; nobody is offered anything, a command is refused.
    let (code, host_token) = create(&server, chicago(&["person", "person", "person"])).await;
    let guest_token = join(&server, &code).await;
    let mut host = Seat::connect(&server, &code, Some(&host_token)).await;
    assert_eq!(host.table["state"], "waiting", "{}", host.table);
    assert_eq!(host.table["host"], 0);
    assert!(host.offers.is_empty(), "nobody decides before the start");
    let mut guest = Seat::connect(&server, &code, Some(&guest_token)).await;
    let mut watcher = Seat::connect(&server, &code, None).await;
    host.command("early", json!("Pass")).await;
    host.error(ErrorCode::NotStarted).await;

    // Only the host controls the table: a guest and a spectator are refused, nothing changes.
    for seat in [&mut guest, &mut watcher] {
        seat.send(json!({"type": "start"})).await;
        seat.error(ErrorCode::NotHost).await;
        seat.send(json!({"type": "fill_seat", "seat": 2, "bot": "random"}))
            .await;
        seat.error(ErrorCode::NotHost).await;
        seat.send(json!({"type": "end_table"})).await;
        seat.error(ErrorCode::NotHost).await;
    }
    // A seat that is taken, a seat that does not exist, a bot the game does not have: refused.
    for (seat, bot) in [(1, "random"), (7, "random"), (2, "grandmaster")] {
        host.send(json!({"type": "fill_seat", "seat": seat, "bot": bot}))
            .await;
        host.error(ErrorCode::BadSeat).await;
    }
    let (version, hash, _) = server.hashes(&code).await.expect("the table");
    assert_eq!(version, 0);

    // The host fills the last open seat: every person seat is taken, the table starts by itself.
    host.send(json!({"type": "fill_seat", "seat": 2, "bot": "random"}))
        .await;
    let notice = guest
        .until(|m| m["type"] == "table" && m["table"]["state"] == "playing")
        .await;
    assert_eq!(notice["table"]["seats"][2]["player"], "random", "{notice}");
    assert_eq!(notice["table"]["seats"][2]["taken"], true);
    // Everyone is sent their whole state at the start.
    host.until(|m| m["type"] == "state").await;
    assert_eq!(
        server.hashes(&code).await.expect("the table").1,
        hash,
        "started, nothing decided yet"
    );
    host.send(json!({"type": "start"})).await;
    host.error(ErrorCode::BadSeat).await;

    // The game goes on: the seat deciding plays its first offer a few times.
    let mut decided = 0;
    let give_up = std::time::Instant::now() + Duration::from_secs(60);
    while decided < 3 {
        assert!(std::time::Instant::now() < give_up, "nobody decides");
        host.drain(Duration::from_millis(50)).await;
        guest.drain(Duration::from_millis(50)).await;
        let seat = if !host.offers.is_empty() && host.deciding.contains(&0) {
            &mut host
        } else if !guest.offers.is_empty() && guest.deciding.contains(&1) {
            &mut guest
        } else {
            continue;
        };
        let action = seat.offers[0].clone();
        seat.command(&format!("s{decided}"), action).await;
        let answer = seat
            .until(|m| matches!(m["type"].as_str(), Some("accepted" | "error" | "refused")))
            .await;
        assert_eq!(answer["type"], "accepted", "{answer}");
        decided += 1;
    }

    // The host ends the table: everyone is told, nobody decides, nobody joins; it stays readable.
    host.send(json!({"type": "end_table"})).await;
    for seat in [&mut host, &mut guest, &mut watcher] {
        seat.until(|m| m["type"] == "table" && m["table"]["state"] == "ended")
            .await;
    }
    let (ended_version, ended_hash, _) = server.hashes(&code).await.expect("still readable");
    assert!(
        guest.offers.is_empty() && host.offers.is_empty(),
        "nobody is offered anything"
    );
    let version = guest.version;
    guest
        .send(json!({"type": "command", "version": version, "command_id": "late", "action": "Pass"}))
        .await;
    guest.error(ErrorCode::TableEnded).await;
    host.send(json!({"type": "end_table"})).await;
    host.error(ErrorCode::TableEnded).await;
    let (status, body) = http(&server, "POST", &format!("/api/tables/{code}/join"), None).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (410, Some("table_ended")),
        "{body}"
    );
    assert!(
        http(&server, "GET", "/api/tables", None)
            .await
            .1
            .as_array()
            .expect("a lobby")
            .iter()
            .all(|t| t["code"] != code.as_str()),
        "an ended table is not in the lobby"
    );
    server.stop().await.expect("stops");

    // After a restart it is still ended, at the same position.
    let server = server_with(&dir.db(), Limits::default()).await;
    assert_eq!(
        server.hashes(&code).await.map(|(v, h, _)| (v, h)),
        Some((ended_version, ended_hash))
    );
    let host = Seat::connect(&server, &code, Some(&host_token)).await;
    assert_eq!(host.table["state"], "ended");
    assert!(host.offers.is_empty());
    server.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_starts_without_a_missing_friend_whose_seat_the_bot_plays_until_they_come() {
    let dir = TempDir::new("start");
    let server = server_with(&dir.db(), Limits::default()).await;
    let (code, host_token) = create(&server, chicago(&["person", "person", "heuristic"])).await;
    let mut host = Seat::connect(&server, &code, Some(&host_token)).await;
    assert_eq!(host.table["state"], "waiting");
    host.send(json!({"type": "start"})).await;
    let notice = host
        .until(|m| m["type"] == "table" && m["table"]["state"] == "playing")
        .await;
    assert_eq!(notice["table"]["seats"][1]["stand_in"], "heuristic", "{notice}");
    assert_eq!(notice["table"]["seats"][1]["taken"], false);
    // The open seat is still in the lobby, and its bot plays it: seat 1 decides without anyone connected.
    assert!(
        http(&server, "GET", "/api/tables", None)
            .await
            .1
            .as_array()
            .expect("a lobby")
            .iter()
            .any(|t| t["code"] == code.as_str())
    );
    let mut step = 0;
    while !host
        .seen
        .iter()
        .any(|m| m["type"] == "update" && m["decided"] == 1)
    {
        if !host.offers.is_empty() && host.deciding.contains(&0) {
            let action = host.offers[0].clone();
            host.command(&format!("h{step}"), action).await;
            step += 1;
            host.until(|m| m["type"] == "accepted" || m["type"] == "error")
                .await;
        } else {
            host.read().await;
        }
    }
    // The friend joins by code and connects: the seat is theirs.
    let friend_token = join(&server, &code).await;
    let friend = Seat::connect(&server, &code, Some(&friend_token)).await;
    assert_eq!(
        friend.table["seats"][1]["stand_in"],
        Value::Null,
        "{}",
        friend.table
    );
    assert_eq!(friend.table["seats"][1]["taken"], true);
    host.until(|m| {
        m["type"] == "table"
            && m["table"]["seats"][1]["stand_in"].is_null()
            && m["table"]["seats"][1]["connected"] == true
    })
    .await;
    server.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_away_is_played_by_the_bot_and_takes_the_seat_back_across_a_restart() {
    let dir = TempDir::new("away");
    let limits = Limits {
        seat_grace: Duration::from_millis(300),
        ..Limits::default()
    };
    let server = server_with(&dir.db(), limits).await;
    let (code, token0) = create(&server, chicago(&["person", "person", "heuristic"])).await;
    let token1 = join(&server, &code).await;
    let mut seat0 = Seat::connect(&server, &code, Some(&token0)).await;
    assert_eq!(
        seat0.table["state"], "playing",
        "every person seat is taken: started"
    );
    let seat1 = Seat::connect(&server, &code, Some(&token1)).await;
    seat0
        .until(|m| m["type"] == "table" && m["table"]["seats"][1]["connected"] == true)
        .await;
    drop(seat1);

    // Seat 1 left: after the grace period the bot plays it, and everyone is told.
    let notice = seat0
        .until(|m| m["type"] == "table" && m["table"]["seats"][1]["stand_in"] == "heuristic")
        .await;
    assert_eq!(notice["table"]["seats"][1]["connected"], false);
    assert_eq!(
        notice["table"]["seats"][0]["stand_in"],
        Value::Null,
        "seat 0 is connected"
    );
    // Until the bot has decided for seat 1 and the table waits for seat 0 (no bot thinking: the server stops with
    // nothing under way, so that the next one is the only writer of the table).
    let mut step = 0;
    while !seat0
        .seen
        .iter()
        .any(|m| m["type"] == "update" && m["decided"] == 1)
        || !seat0.deciding.contains(&0)
    {
        if !seat0.offers.is_empty() && seat0.deciding.contains(&0) {
            let action = seat0.offers[0].clone();
            seat0.command(&format!("a{step}"), action).await;
            step += 1;
            seat0
                .until(|m| m["type"] == "accepted" || m["type"] == "error")
                .await;
        } else {
            seat0.read().await;
        }
    }
    seat0.drain(Duration::from_millis(100)).await;
    assert_eq!(
        server.hashes(&code).await.expect("the table").0,
        seat0.version,
        "at rest"
    );
    server.stop().await.expect("stops");
    drop(seat0);
    {
        let store = SqliteStore::open(&dir.db()).expect("the store");
        let row = store
            .tables()
            .expect("tables")
            .into_iter()
            .find(|t| t.code == code)
            .expect("the table");
        assert_eq!(
            row.seats[1].stand_in.as_deref(),
            Some("heuristic"),
            "kept in the store"
        );
    }

    // After a restart the bot still plays seat 1; its person comes back with the token and has it again.
    let server = server_with(&dir.db(), limits).await;
    let mut seat0 = Seat::connect(&server, &code, Some(&token0)).await;
    assert_eq!(
        seat0.table["seats"][1]["stand_in"], "heuristic",
        "{}",
        seat0.table
    );
    let mut seat1 = Seat::connect(&server, &code, Some(&token1)).await;
    assert_eq!(
        seat1.table["seats"][1]["stand_in"],
        Value::Null,
        "{}",
        seat1.table
    );
    seat0
        .until(|m| m["type"] == "table" && m["table"]["seats"][1]["stand_in"].is_null())
        .await;
    // From now on seat 1 decides itself: when its turn comes it is offered its choices and nobody decides for it.
    let mut step = 0;
    let give_up = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        if !seat1.offers.is_empty() && seat1.deciding.contains(&1) {
            break;
        }
        assert!(
            std::time::Instant::now() < give_up,
            "seat 1 never decided: seat 0 knows {:?} at {}, seat 1 {:?} at {}; the last messages {:?}",
            seat0.deciding,
            seat0.version,
            seat1.deciding,
            seat1.version,
            &seat1.seen[seat1.seen.len().saturating_sub(3)..]
        );
        if !seat0.offers.is_empty() && seat0.deciding.contains(&0) {
            let action = seat0.offers[0].clone();
            seat0.command(&format!("b{step}"), action).await;
            step += 1;
            seat0
                .until(|m| m["type"] == "accepted" || m["type"] == "error")
                .await;
            seat1.drain(Duration::from_millis(50)).await;
        } else {
            seat0.drain(Duration::from_millis(30)).await;
            seat1.drain(Duration::from_millis(30)).await;
        }
    }
    let waiting_at = seat1.version;
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(
        server.hashes(&code).await.expect("the table").0,
        waiting_at,
        "nobody decided for seat 1 while it is connected"
    );
    let action = seat1.offers[0].clone();
    seat1.command("mine", action).await;
    seat1.until(|m| m["type"] == "accepted").await;
    server.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_chat_is_checked_rate_limited_kept_and_sent_to_everyone() {
    let dir = TempDir::new("chat");
    let server = server_with(&dir.db(), Limits::default()).await;
    let (code, token0) = create(&server, chicago(&["person", "person", "random"])).await;
    let token1 = join(&server, &code).await;
    let mut seat0 = Seat::connect(&server, &code, Some(&token0)).await;
    let mut seat1 = Seat::connect(&server, &code, Some(&token1)).await;
    let mut watcher = Seat::connect(&server, &code, None).await;

    seat0
        .send(json!({"type": "chat", "text": "  good luck <b>all</b> 東京  "}))
        .await;
    for seat in [&mut seat0, &mut seat1, &mut watcher] {
        let line = seat.until(|m| m["type"] == "chat").await;
        assert_eq!(line["number"], 1);
        assert_eq!(line["seat"], 0);
        assert_eq!(
            line["text"], "good luck <b>all</b> 東京",
            "kept as text, blanks around it gone"
        );
    }
    // Refused: empty, a line break, an escape sequence, a bidirectional override, too long, from a spectator.
    for text in [
        "   ".to_string(),
        "a\nb".into(),
        "a\u{1b}[2Jb".into(),
        "a\u{202e}b".into(),
        "x".repeat(301),
    ] {
        seat1.send(json!({"type": "chat", "text": text})).await;
        seat1.error(ErrorCode::BadChat).await;
    }
    seat1
        .send(json!({"type": "chat", "text": "x".repeat(5000)}))
        .await;
    seat1.error(ErrorCode::Malformed).await;
    seat1.send(json!({"type": "chat", "text": "hi", "seat": 0})).await;
    seat1.error(ErrorCode::Malformed).await;
    watcher
        .send(json!({"type": "chat", "text": "I am only watching"}))
        .await;
    watcher.error(ErrorCode::NoSeat).await;

    // A seat's burst, then its rate.
    for i in 0..8 {
        seat1
            .send(json!({"type": "chat", "text": format!("line {i}")}))
            .await;
    }
    let answers = seat1.drain(Duration::from_millis(500)).await;
    let said = answers.iter().filter(|m| m["type"] == "chat").count();
    let limited = answers
        .iter()
        .filter(|m| m["type"] == "error" && m["code"] == "rate_limited")
        .count();
    assert_eq!((said, limited), (5, 3), "{answers:?}");
    let seen = seat0.drain(Duration::from_millis(300)).await;
    assert_eq!(
        seen.iter().filter(|m| m["type"] == "chat").count(),
        5,
        "every seat is sent what is said"
    );
    server.stop().await.expect("stops");

    // Kept with the table: a restarted server's welcome carries it, oldest first.
    let server = server_with(&dir.db(), Limits::default()).await;
    let mut socket = Seat::connect(&server, &code, None).await;
    let welcome = socket.seen[0].clone();
    let chat = welcome["chat"].as_array().expect("the chat").clone();
    let numbers: Vec<u64> = chat.iter().filter_map(|l| l["number"].as_u64()).collect();
    assert_eq!(numbers, vec![1, 2, 3, 4, 5, 6]);
    assert_eq!(chat[1]["text"], "line 0");
    assert_eq!(chat[1]["seat"], 1);
    socket
        .send(json!({"type": "chat", "text": "still only watching"}))
        .await;
    socket.error(ErrorCode::NoSeat).await;
    let mut seat0 = Seat::connect(&server, &code, Some(&token0)).await;
    seat0.send(json!({"type": "chat", "text": "back"})).await;
    assert_eq!(seat0.until(|m| m["type"] == "chat").await["number"], 7);
    server.stop().await.expect("stops");
}

/// Plays seat 0's first offer until seat 0 decides with its clock running; returns the version it decides at.
async fn until_seat0_is_on_the_clock(seat: &mut Seat) -> u64 {
    loop {
        let running = seat.clocks[0]["deadline_ms"].is_i64();
        if !seat.offers.is_empty() && seat.deciding.contains(&0) && running {
            return seat.version;
        }
        seat.read().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_clock_has_the_bot_decide_also_after_a_deadline_passed_while_the_server_was_down() {
    let dir = TempDir::new("clock");
    let server = server_with(&dir.db(), Limits::default()).await;
    let mut request = chicago(&["person", "heuristic", "heuristic"]);
    request["clock"] = json!({"kind": "turn", "seconds": 2});
    let (code, token) = create(&server, request).await;
    let bad = json!({"game": "chicago-express", "setup": {"players": 2}, "seats": ["person", "random"], "clock": {"kind": "turn", "seconds": 0}});
    assert_eq!(http(&server, "POST", "/api/tables", Some(bad)).await.0, 400);
    let mut seat = Seat::connect(&server, &code, Some(&token)).await;
    assert_eq!(seat.table["clock"], json!({"kind": "turn", "seconds": 2}));

    // Seat 0 lets its time run out: the bot decides for it.
    let version = until_seat0_is_on_the_clock(&mut seat).await;
    let clock = seat.clocks[0].clone();
    let remaining = clock["remaining_ms"].as_u64().expect("the time left");
    assert!(remaining <= 2_000, "{clock}");
    let update = seat
        .until(|m| m["type"] == "update" && m["version"].as_u64() == Some(version + 1))
        .await;
    assert_eq!(update["decided"], 0, "the bot decided for seat 0: {update}");
    assert!(
        !seat.seen.iter().any(|m| m["type"] == "accepted"),
        "seat 0 sent nothing"
    );

    // On the clock again; the server stops, and the deadline passes while it is down.
    let version = until_seat0_is_on_the_clock(&mut seat).await;
    let deadline = seat.clocks[0]["deadline_ms"].as_i64().expect("a deadline");
    drop(seat);
    server.stop().await.expect("stops");
    {
        let store = SqliteStore::open(&dir.db()).expect("the store");
        let row = store
            .tables()
            .expect("tables")
            .into_iter()
            .find(|t| t.code == code)
            .expect("the table");
        assert_eq!(row.seats[0].deadline, Some(deadline), "the deadline is kept");
        assert_eq!(store.records(&row.id).expect("its log").len() as u64, version);
    }
    let now = metro_server::clock::now_ms();
    tokio::time::sleep(Duration::from_millis(
        u64::try_from(deadline - now).unwrap_or(0) + 300,
    ))
    .await;
    let server = server_with(&dir.db(), Limits::default()).await;
    let mut decided = false;
    for _ in 0..250 {
        if server.hashes(&code).await.is_some_and(|(v, _, _)| v > version) {
            decided = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        decided,
        "the deadline that passed while the server was down fired at its start"
    );
    let store = SqliteStore::open(&dir.db()).expect("the store");
    let row = store
        .tables()
        .expect("tables")
        .into_iter()
        .find(|t| t.code == code)
        .expect("the table");
    let records = store.records(&row.id).expect("its log");
    let record = &records[usize::try_from(version).expect("a version")];
    assert_eq!(
        (record.seat, record.command_id.as_deref()),
        (0, None),
        "the bot's decision for seat 0"
    );
    server.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bank_clock_runs_only_while_the_seat_decides() {
    let dir = TempDir::new("bank");
    let server = server_with(&dir.db(), Limits::default()).await;
    let mut request = chicago(&["person", "random", "random"]);
    request["clock"] = json!({"kind": "bank", "seconds": 60, "increment": 1});
    let (code, token) = create(&server, request).await;
    let mut seat = Seat::connect(&server, &code, Some(&token)).await;
    let version = until_seat0_is_on_the_clock(&mut seat).await;
    let bank = seat.clocks[0]["bank_ms"].as_u64().expect("a bank");
    assert_eq!(bank, 60_000, "the whole bank at the first decision");
    assert!(
        seat.clocks[1]["deadline_ms"].is_null(),
        "a bot's seat has no clock running"
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    let action = seat.offers[0].clone();
    seat.command("b1", action).await;
    seat.until(|m| m["type"] == "accepted").await;
    let after = seat
        .until(|m| m["version"].as_u64() == Some(version + 1) && m["type"] == "update")
        .await;
    let bank = after["clocks"][0]["bank_ms"].as_u64().expect("a bank");
    assert!(
        (60_000 - 3_000..=60_700).contains(&bank),
        "the time taken is spent and the increment added: {bank}"
    );
    server.stop().await.expect("stops");
}

/// A webhook receiver on loopback: answers its first request 500, then 200; sends every request's body.
async fn receiver() -> (String, mpsc::UnboundedReceiver<(String, Value)>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
    let url = format!(
        "http://127.0.0.1:{}/hooks/seat?x=1",
        listener.local_addr().expect("its address").port()
    );
    let (bodies, received) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut count = 0;
        while let Ok((mut stream, _)) = listener.accept().await {
            count += 1;
            let mut request = Vec::new();
            let mut buffer = [0u8; 1024];
            loop {
                let n = stream.read(&mut buffer).await.unwrap_or(0);
                if n == 0 {
                    break;
                }
                request.extend_from_slice(&buffer[..n]);
                let text = String::from_utf8_lossy(&request).to_string();
                if let Some((head, body)) = text.split_once("\r\n\r\n") {
                    let length: usize = head
                        .lines()
                        .find_map(|l| {
                            l.to_ascii_lowercase()
                                .strip_prefix("content-length:")
                                .map(|v| v.trim().parse().unwrap_or(0))
                        })
                        .unwrap_or(0);
                    if body.len() >= length {
                        break;
                    }
                }
            }
            let text = String::from_utf8_lossy(&request).to_string();
            let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
            let status = if count == 1 {
                "500 Internal Server Error"
            } else {
                "200 OK"
            };
            let _ = stream
                .write_all(
                    format!("HTTP/1.1 {status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").as_bytes(),
                )
                .await;
            let line = head.lines().next().unwrap_or("").to_string();
            let _ = bodies.send((line, serde_json::from_str(body).unwrap_or(Value::Null)));
        }
    });
    (url, received)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_without_a_connection_is_told_its_turn_through_its_webhook_once_with_a_retry() {
    let dir = TempDir::new("webhook");
    let (url, mut received) = receiver().await;

    // Without the operator's leave, a webhook on this machine (over https:// too), or not http(s)://, is refused.
    let strict = server_with(&dir.0.join("strict.sqlite3"), Limits::default()).await;
    let (code, token) = create(&strict, chicago(&["person", "random"])).await;
    let mut seat = Seat::connect(&strict, &code, Some(&token)).await;
    for bad in [
        url.as_str(),
        "https://127.0.0.1:9/api/webhooks/1/x",
        "http://user@example.org/",
        "ftp://x",
    ] {
        seat.send(json!({"type": "webhook", "url": bad})).await;
        seat.error(ErrorCode::BadWebhook).await;
    }
    strict.stop().await.expect("stops");

    let limits = Limits {
        allow_private_webhooks: true,
        webhook_retry: Duration::from_millis(100),
        ..Limits::default()
    };
    let server = server_with(&dir.db(), limits).await;
    let (code, token0) = create(&server, chicago(&["person", "person", "heuristic"])).await;
    let token1 = join(&server, &code).await;
    let mut seat0 = Seat::connect(&server, &code, Some(&token0)).await;
    let mut seat1 = Seat::connect(&server, &code, Some(&token1)).await;
    seat1.send(json!({"type": "webhook", "url": url})).await;
    let confirmed = seat1.until(|m| m["type"] == "webhook").await;
    assert_eq!(confirmed["url"], url.as_str());
    assert!(
        !seat0
            .drain(Duration::from_millis(200))
            .await
            .iter()
            .any(|m| m.to_string().contains("/hooks/")),
        "another seat never learns a seat's webhook"
    );
    drop(seat1);

    // Seat 0 plays until seat 1 must decide (with no connection): seat 1's webhook is posted to.
    let mut step = 0;
    let give_up = std::time::Instant::now() + Duration::from_secs(60);
    let notice = loop {
        if let Ok(notice) = received.try_recv() {
            break notice;
        }
        assert!(
            std::time::Instant::now() < give_up,
            "no notification: seat 0 knows {:?} deciding at {}",
            seat0.deciding,
            seat0.version
        );
        if !seat0.offers.is_empty() && seat0.deciding.contains(&0) {
            let action = seat0.offers[0].clone();
            seat0.command(&format!("w{step}"), action).await;
            step += 1;
            seat0
                .until(|m| m["type"] == "accepted" || m["type"] == "error")
                .await;
        } else {
            seat0.drain(Duration::from_millis(50)).await;
        }
    };
    let (line, body) = notice;
    assert_eq!(line, "POST /hooks/seat?x=1 HTTP/1.1");
    let text = format!("Your turn at table {code} (Chicago Express, ");
    assert!(
        body["content"].as_str().is_some_and(|c| c.starts_with(&text)),
        "{body}"
    );
    assert_eq!(body["content"], body["text"], "Discord's and Slack's field");
    // The first answer was 500: tried again, once, and then no more for this decision.
    let retry = tokio::time::timeout(Duration::from_secs(5), received.recv())
        .await
        .expect("a retry")
        .expect("a body");
    assert_eq!(retry.1, body);
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert!(received.try_recv().is_err(), "once per decision");
    server.stop().await.expect("stops");
}

fn tokyo(clock: Option<Value>) -> Value {
    let mut request = json!({
        "game": "tokyo-metro",
        "setup": {"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2},
        "seats": ["person", "person"],
    });
    if let Some(clock) = clock {
        request["clock"] = clock;
    }
    request
}

/// Waits until the table's version reaches `version`; whether it did within 10 s.
async fn reaches(server: &Server, code: &str, version: u64) -> bool {
    for _ in 0..500 {
        if server.hashes(code).await.is_some_and(|(v, _, _)| v >= version) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sealed_round_goes_on_without_a_seat_the_bot_plays_or_whose_clock_ran_out() {
    let dir = TempDir::new("sealed");
    let limits = Limits {
        seat_grace: Duration::from_millis(300),
        ..Limits::default()
    };
    let server = server_with(&dir.db(), limits).await;

    // Seat 1 left before bidding: once its grace period is over the bot bids for it, and the round is applied.
    let (code, token0) = create(&server, tokyo(None)).await;
    let token1 = join(&server, &code).await;
    let mut seat0 = Seat::connect(&server, &code, Some(&token0)).await;
    drop(Seat::connect(&server, &code, Some(&token1)).await);
    assert!(
        seat0.offers.iter().any(|o| o.get("Bid").is_some()),
        "a sealed bid: {:?}",
        seat0.offers
    );
    let bid = seat0.offers[0].clone();
    seat0.command("bid", bid).await;
    seat0
        .until(|m| m["type"] == "sealed" && m["command_id"] == "bid")
        .await;
    assert!(
        reaches(&server, &code, 2).await,
        "the round was applied with the bot's bid for seat 1"
    );
    seat0
        .until(|m| m["type"] == "table" && m["table"]["seats"][1]["stand_in"] == "heuristic")
        .await;

    // With a turn clock (no grace period): seat 1 is connected but lets its time run out; the bot bids for it.
    let (code, token0) = create(&server, tokyo(Some(json!({"kind": "turn", "seconds": 3})))).await;
    let token1 = join(&server, &code).await;
    let mut seat0 = Seat::connect(&server, &code, Some(&token0)).await;
    let mut seat1 = Seat::connect(&server, &code, Some(&token1)).await;
    assert!(
        seat1.clocks[1]["deadline_ms"].is_i64(),
        "seat 1's clock runs: {}",
        seat1.clocks
    );
    let bid = seat0.offers[0].clone();
    seat0.command("bid", bid).await;
    let sealed = seat0
        .until(|m| m["type"] == "sealed" && m["command_id"] == "bid")
        .await;
    assert_eq!(sealed["version"], 0);
    // Seat 0's clock stopped with its bid; seat 1's still runs.
    let notice = seat1
        .until(|m| m["type"] == "table" && m["clocks"][0]["deadline_ms"].is_null())
        .await;
    assert!(notice["clocks"][1]["deadline_ms"].is_i64(), "{notice}");
    assert!(
        reaches(&server, &code, 2).await,
        "seat 1's time ran out: the bot bid for it"
    );
    assert_eq!(
        seat1.table["seats"][1]["stand_in"],
        Value::Null,
        "the seat stays its person's"
    );
    server.stop().await.expect("stops");
}

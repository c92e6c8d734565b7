//! `GET /api/tables/{code}/replay`: a finished game step by step as a spectator watched it. Its steps, applied from
//! its first pieces, end at the pieces a spectator holds at the end, and tell the spectator's log line by line; it is
//! refused before the end, and a table closed to watchers replays for its seats' tokens only.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use metro_protocol::PROTOCOL_VERSION;
use metro_protocol::patch::{Patch, apply};
use metro_server::Server;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

mod common;

use common::{TempDir, http, server_with};

/// `GET path` with extra headers: the status and the body as JSON.
async fn get_with(server: &Server, path: &str, headers: &str) -> (u16, Value) {
    let mut stream = TcpStream::connect(server.address()).await.expect("connects");
    let request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{headers}\r\n");
    stream.write_all(request.as_bytes()).await.expect("sends");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("reads");
    let status = response
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    let body = response.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

async fn create(server: &Server, seats: &[&str], spectators: bool) -> Value {
    let (status, body) = http(
        server,
        "POST",
        "/api/tables",
        Some(json!({"game": "chicago-express", "setup": {"players": seats.len()}, "seats": seats, "spectators": spectators})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body
}

/// What a spectator holds now: its welcome's pieces and log.
async fn spectator_sees(server: &Server, code: &str) -> (Value, Vec<String>) {
    let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/ws", server.address()))
        .await
        .expect("a WebSocket");
    let hello = json!({"type": "hello", "protocol": PROTOCOL_VERSION, "table": code, "language": "en"});
    socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .expect("sends");
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("a message in time")
            .expect("open")
            .expect("a frame");
        let Message::Text(text) = message else { continue };
        let message: Value = serde_json::from_str(&text).expect("JSON");
        if message["type"] == "welcome" {
            let log = message["state"]["log"]
                .as_array()
                .expect("a log")
                .iter()
                .map(|l| l.as_str().expect("a line").to_string())
                .collect();
            return (message["state"]["pieces"].clone(), log);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_replays_to_the_pieces_and_log_a_spectator_holds() {
    let dir = TempDir::new("replay");
    let server = server_with(&dir.db(), metro_server::limits::Limits::default()).await;
    let table = create(&server, &["heuristic", "random", "heuristic"], true).await;
    let code = table["code"].as_str().expect("a code").to_string();
    // bots only: the table plays itself to the end
    let path = format!("/api/tables/{code}/replay?language=en");
    let mut replay = Value::Null;
    for _ in 0..600 {
        let (status, body) = http(&server, "GET", &path, None).await;
        if status == 200 {
            replay = body;
            break;
        }
        assert_eq!(status, 409, "{body}");
        assert_eq!(body["error"], "not_over");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let steps = replay["steps"]
        .as_array()
        .expect("the game ended within a minute, with steps");
    assert!(steps.len() > 20, "{}", steps.len());
    let mut pieces = replay["first"].clone();
    let mut told = Vec::new();
    for step in steps {
        let patches: Vec<Patch> = serde_json::from_value(step["patches"].clone()).expect("patches");
        apply(&mut pieces, &patches).expect("the patches apply");
        for line in step["told"].as_array().expect("told") {
            told.push(line.as_str().expect("a line").to_string());
        }
    }
    let (end_pieces, log) = spectator_sees(&server, &code).await;
    assert_eq!(
        pieces, end_pieces,
        "the replay ends where the spectator's view ends"
    );
    assert_eq!(told, log, "the replay tells the spectator's log");
    assert_eq!(replay["table"]["code"], code.as_str());
    assert_eq!(replay["layout"]["game"], "chicago-express");
    assert_eq!(replay["outcome"].as_array().expect("an outcome").len(), 3);
    assert!(replay["save"].as_str().is_some_and(|s| !s.is_empty()));
    // in German too
    let (status, german) = http(
        &server,
        "GET",
        &format!("/api/tables/{code}/replay?language=de"),
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_ne!(german["steps"][0]["told"], replay["steps"][0]["told"]);
    let (status, body) = http(&server, "GET", "/api/tables/NOSUCH/replay", None).await;
    assert_eq!(status, 404, "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_closed_to_watchers_replays_for_its_seats_only_and_none_before_the_end() {
    let dir = TempDir::new("replay-closed");
    let server = server_with(&dir.db(), metro_server::limits::Limits::default()).await;
    let table = create(&server, &["person", "heuristic"], false).await;
    let code = table["code"].as_str().expect("a code");
    let token = table["token"].as_str().expect("a token");
    let path = format!("/api/tables/{code}/replay");
    let (status, body) = get_with(&server, &path, "").await;
    assert_eq!(status, 403, "{body}");
    assert_eq!(body["error"], "no_spectators");
    let (status, body) = get_with(
        &server,
        &path,
        "X-Metro-Token: 0123456789abcdef0123456789abcdef\r\n",
    )
    .await;
    assert_eq!(status, 403, "{body}");
    assert_eq!(body["error"], "unknown_token");
    // the seat's own token: not over yet
    let (status, body) = get_with(&server, &path, &format!("X-Metro-Token: {token}\r\n")).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"], "not_over");
}

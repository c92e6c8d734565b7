//! A client that never reads: the table goes on without waiting for it, the server holds a bounded backlog for it
//! (past it the client is owed its whole state, not every message), and a connection whose messages cannot leave
//! for `Limits::send_timeout` is closed. The client, reading again or reconnecting, reaches the table's last
//! version from the server's messages alone.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use metro_protocol::PROTOCOL_VERSION;
use metro_server::Server;
use metro_server::limits::Limits;
use metro_server::store::{SqliteStore, Store};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<TcpStream>;

async fn create(server: &Server, body: Value) -> String {
    let mut stream = TcpStream::connect(server.address()).await.expect("connects");
    let body = body.to_string();
    let request = format!(
        "POST /api/tables HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sends");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("reads");
    let body = response.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    let created: Value = serde_json::from_str(body).unwrap_or_else(|_| panic!("{response}"));
    created["code"].as_str().expect("a code").to_string()
}

/// A spectator's WebSocket whose receive buffer is as small as the system allows (so that its TCP window closes
/// soon when it does not read).
async fn spectator(server: &Server, code: &str, small: bool) -> Socket {
    let socket = TcpSocket::new_v4().expect("a socket");
    if small {
        socket.set_recv_buffer_size(1024).expect("a small buffer");
    }
    let stream = socket.connect(server.address()).await.expect("connects");
    let (mut ws, _) = tokio_tungstenite::client_async(format!("ws://{}/api/ws", server.address()), stream)
        .await
        .expect("a WebSocket");
    let hello = json!({"type": "hello", "protocol": PROTOCOL_VERSION, "table": code});
    ws.send(Message::Text(hello.to_string().into()))
        .await
        .expect("sent");
    ws
}

/// The version a message brings a client to, if any.
fn version_of(message: &Value) -> Option<u64> {
    match message["type"].as_str()? {
        "welcome" => message["state"]["version"].as_u64(),
        "state" | "update" | "ended" => message["version"].as_u64(),
        _ => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_that_never_reads_neither_stops_the_table_nor_grows_the_server() {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::in_memory().expect("a store"));
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    let limits = Limits {
        send_timeout: Duration::from_secs(1),
        ..Limits::unlimited()
    };
    let server = Server::start_with(listener, store, limits)
        .await
        .expect("a server");
    // Five random bots play Tokyo Metro (large views, many steps) while two spectators watch.
    let code = create(
        &server,
        json!({"game": "tokyo-metro", "setup": {"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 5}, "seats": ["random", "random", "random", "random", "random"]}),
    )
    .await;
    let mut silent = spectator(&server, &code, true).await;
    let mut watcher = spectator(&server, &code, false).await;
    let started = Instant::now();
    let mut last = 0;
    let mut told = 0u64;
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(60), watcher.next())
            .await
            .expect("the table goes on: a message within 60 s")
            .expect("open")
            .expect("a frame");
        let Message::Text(text) = frame else {
            continue;
        };
        let message: Value = serde_json::from_str(text.as_str()).expect("JSON");
        told += 1;
        if let Some(version) = version_of(&message) {
            last = last.max(version);
        }
        if message["type"] == "ended" {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(300),
            "the game did not end"
        );
    }
    assert!(last > 100, "a long game: {last} steps");
    // Still not reading, it asks for its whole state (the log of the whole game) 2,000 times: far more than the
    // system's buffers hold, so the server's queue for it fills.
    for _ in 0..2_000 {
        let resync = json!({"type": "resync", "since_version": 0});
        silent
            .send(Message::Text(resync.to_string().into()))
            .await
            .expect("sent");
    }
    // The silent spectator now reads: what the server kept for it, then either its whole state (it fell behind
    // and drained its backlog) or the end of a connection the server closed; a reconnection gets the last state.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (mut reached, mut received, mut resynced, mut closed) = (0, 0u64, false, false);
    let mut states = 0u64;
    loop {
        match tokio::time::timeout(Duration::from_secs(3), silent.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                let message: Value = serde_json::from_str(text.as_str()).expect("JSON");
                received += 1;
                if message["type"] == "state" {
                    resynced = true;
                    states += 1;
                }
                if let Some(version) = version_of(&message) {
                    reached = reached.max(version);
                }
            }
            Ok(Some(Ok(_))) => {}
            Ok(None | Some(Err(_))) => {
                closed = true;
                break;
            }
            Err(_) if reached >= last => break,
            Err(_) => panic!("the silent spectator was left at version {reached} of {last}, not told more"),
        }
    }
    if closed {
        let mut again = spectator(&server, &code, false).await;
        while reached < last {
            let frame = tokio::time::timeout(Duration::from_secs(10), again.next())
                .await
                .expect("a welcome")
                .expect("open")
                .expect("a frame");
            if let Message::Text(text) = frame {
                let message: Value = serde_json::from_str(text.as_str()).expect("JSON");
                if let Some(version) = version_of(&message) {
                    reached = reached.max(version);
                }
            }
        }
    }
    eprintln!(
        "the watcher was told {told} messages; the silent spectator received {received}, {states} of them whole \
         states for 2,000 asked (resynced: {resynced}, disconnected: {closed}), and reached version {reached} of {last}"
    );
    assert!(
        resynced || closed,
        "{received} messages kept for a client that did not read: neither a resync nor a disconnection"
    );
    assert!(
        states < 2_000,
        "the server kept all {states} answers for a client that did not read"
    );
    server.stop().await.expect("stops");
}

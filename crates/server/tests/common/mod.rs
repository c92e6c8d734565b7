//! A seat's client for the server's tests: a WebSocket speaking the protocol, keeping the latest version, offers,
//! view hash and sealed round it was sent, and a minimal HTTP/1.1 request over loopback.

#![allow(dead_code)] // each test file uses a part

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use metro_protocol::{PROTOCOL_VERSION, ServerMessage};
use metro_server::Server;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

pub type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A minimal HTTP/1.1 request over loopback: the status and the body as JSON (as a string when it is not).
pub async fn http(server: &Server, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let mut stream = TcpStream::connect(server.address()).await.expect("connects");
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sends");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("reads");
    let status: u16 = response
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    let body = response.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (
        status,
        serde_json::from_str(body).unwrap_or(Value::String(body.to_string())),
    )
}

/// A temporary folder removed at the end.
pub struct TempDir(pub std::path::PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!("metro-server-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("a temporary folder");
        TempDir(path)
    }

    /// The store's file in it.
    pub fn db(&self) -> std::path::PathBuf {
        self.0.join("metro-server.sqlite3")
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A server on a free loopback port over the SQLite store at `db`, with `limits`.
pub async fn server_with(db: &std::path::Path, limits: metro_server::limits::Limits) -> Server {
    let store: std::sync::Arc<dyn metro_server::store::Store> =
        std::sync::Arc::new(metro_server::store::SqliteStore::open(db).expect("a store"));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    Server::start_with(listener, store, limits)
        .await
        .expect("a server")
}

/// One connection of a seat: the latest version, offers and view hash it was sent.
pub struct Seat {
    pub socket: Socket,
    pub version: u64,
    pub offers: Vec<Value>,
    pub view_hash: String,
    pub ended: bool,
    /// The sealed round under way as the seat knows it (`null` when none is).
    pub round: Value,
    /// What the seat may take back now, in words (`null`: nothing).
    pub undo: Value,
    /// The table as last told (the welcome's, then each `table` notice's).
    pub table: Value,
}

impl Seat {
    pub async fn join(server: &Server, table: &str, token: &str) -> Seat {
        let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/ws", server.address()))
            .await
            .expect("a WebSocket");
        let hello = json!({"type": "hello", "protocol": PROTOCOL_VERSION, "table": table, "token": token});
        socket
            .send(Message::Text(hello.to_string().into()))
            .await
            .expect("sent");
        let mut seat = Seat {
            socket,
            version: 0,
            offers: Vec::new(),
            view_hash: String::new(),
            ended: false,
            round: Value::Null,
            undo: Value::Null,
            table: Value::Null,
        };
        let welcome = seat.read().await;
        assert_eq!(welcome["type"], "welcome", "{welcome}");
        seat
    }

    /// Keeps what a message tells: the version, offers, view hash, sealed round and undo of a newer state.
    pub fn take(&mut self, message: Value) {
        if matches!(message["type"].as_str(), Some("welcome" | "table")) {
            self.table = message["table"].clone();
        }
        let state = match message["type"].as_str() {
            Some("welcome") => Some(&message["state"]),
            Some("state" | "update") => Some(&message),
            Some("ended") => {
                self.ended = true;
                None
            }
            Some("sealed") => {
                if message["version"].as_u64() == Some(self.version) {
                    self.round = message["round"].clone();
                }
                None
            }
            _ => None,
        };
        if let Some(state) = state
            && let Some(version) = state["version"].as_u64()
            && version >= self.version
        {
            self.round = state["sealed"].clone();
            self.undo = state["undo"].clone();
            self.version = version;
            self.offers = state["offers"]
                .as_array()
                .map(|o| o.iter().map(|o| o["action"].clone()).collect())
                .unwrap_or_default();
            self.view_hash = state["view_hash"].as_str().unwrap_or_default().to_string();
        }
    }

    pub async fn read(&mut self) -> Value {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(30), self.socket.next())
                .await
                .expect("a message within 30 s")
                .expect("open")
                .expect("a frame");
            let Message::Text(text) = frame else {
                continue;
            };
            let _: ServerMessage = serde_json::from_str(text.as_str()).expect("a message of the protocol");
            let message: Value = serde_json::from_str(text.as_str()).expect("JSON");
            self.take(message.clone());
            return message;
        }
    }

    /// Reads every message that comes until none has come for `quiet` (e.g. the table starting once its seats
    /// are taken, told to each connection as its whole state).
    pub async fn drain(&mut self, quiet: Duration) {
        loop {
            let frame = match tokio::time::timeout(quiet, self.socket.next()).await {
                Ok(Some(Ok(frame))) => frame,
                _ => return,
            };
            let Message::Text(text) = frame else {
                continue;
            };
            let message: Value = serde_json::from_str(text.as_str()).expect("JSON");
            self.take(message);
        }
    }

    /// Sends any message of the protocol.
    pub async fn send(&mut self, message: Value) {
        self.socket
            .send(Message::Text(message.to_string().into()))
            .await
            .expect("sent");
    }

    /// Reads until a message `wanted` takes; returns it (messages read meanwhile are kept as by `take`).
    pub async fn until(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        loop {
            let message = self.read().await;
            if wanted(&message) {
                return message;
            }
        }
    }

    /// Asks to take the seat's last decision back, at `version`.
    pub async fn undo(&mut self, id: &str, version: u64) {
        let undo = json!({"type": "undo", "version": version, "command_id": id});
        self.socket
            .send(Message::Text(undo.to_string().into()))
            .await
            .expect("sent");
    }

    pub async fn command(&mut self, id: &str, version: u64, action: &Value) {
        let command = json!({"type": "command", "version": version, "command_id": id, "action": action});
        self.socket
            .send(Message::Text(command.to_string().into()))
            .await
            .expect("sent");
    }

    /// Reads until the answer to command `id`: `accepted`, or the error's code.
    pub async fn answer(&mut self, id: &str) -> String {
        loop {
            let message = self.read().await;
            if message["command_id"] == id {
                return match message["type"].as_str() {
                    Some("accepted") => "accepted".into(),
                    Some("sealed") => "sealed".into(),
                    Some("error") => message["code"].as_str().unwrap_or_default().to_string(),
                    other => format!("{other:?}"),
                };
            }
        }
    }

    pub async fn until_version(&mut self, version: u64) {
        while self.version < version && !self.ended {
            self.read().await;
        }
    }
}

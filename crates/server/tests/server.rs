//! The server over loopback: tables created over HTTP, played by WebSocket clients to the end, hidden bids kept
//! hidden, a restart resuming a table from its log, every kind of bad message refused with the table unchanged, and
//! the limits against abuse (a flood of messages, of connections and of tables from one address).

use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use metro_protocol::{ErrorCode, PROTOCOL_VERSION, ServerMessage};
use metro_server::Server;
use metro_server::limits::Limits;
use metro_server::store::{SqliteStore, Store};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;

mod common;

use common::{TempDir, http, server_with};

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

async fn server(db: &std::path::Path) -> Server {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(db).expect("a store"));
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    Server::start(listener, store).await.expect("a server")
}

async fn create(server: &Server, game: &str, setup: Value, seats: &[&str]) -> (String, String) {
    let (status, body) = http(
        server,
        "POST",
        "/api/tables",
        Some(json!({"game": game, "setup": setup, "seats": seats})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    (
        body["code"].as_str().expect("a code").to_string(),
        body["token"].as_str().expect("a token").to_string(),
    )
}

/// A client of one seat: every message it received, and the latest version, offers and view hash it knows.
struct Client {
    socket: Socket,
    seen: Vec<Value>,
    version: u64,
    offers: Vec<Value>,
    view_hash: String,
    pieces: Value,
    ended: Option<Value>,
    /// The sealed round under way as the seat knows it (`null` when none is).
    round: Value,
}

async fn connect(server: &Server) -> Socket {
    let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/ws", server.address()))
        .await
        .expect("a WebSocket");
    socket
}

async fn send(socket: &mut Socket, message: Value) {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .expect("sent");
}

/// The next text message, read strictly as the protocol's.
async fn next(socket: &mut Socket) -> Value {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(30), socket.next())
            .await
            .expect("a message within 30 s")
            .expect("the connection is open")
            .expect("a frame");
        if let Message::Text(text) = frame {
            let parsed: ServerMessage =
                serde_json::from_str(text.as_str()).expect("a message of the protocol");
            drop(parsed);
            return serde_json::from_str(text.as_str()).expect("JSON");
        }
    }
}

fn hello(table: &str, token: Option<&str>) -> Value {
    json!({"type": "hello", "protocol": PROTOCOL_VERSION, "table": table, "token": token, "language": "en"})
}

impl Client {
    async fn join(server: &Server, table: &str, token: &str) -> Client {
        let mut socket = connect(server).await;
        send(&mut socket, hello(table, Some(token))).await;
        let welcome = next(&mut socket).await;
        assert_eq!(welcome["type"], "welcome", "{welcome}");
        let mut client = Client {
            socket,
            seen: Vec::new(),
            version: 0,
            offers: Vec::new(),
            view_hash: String::new(),
            pieces: Value::Null,
            ended: None,
            round: Value::Null,
        };
        client.take(welcome);
        client
    }

    fn take(&mut self, message: Value) {
        let state = match message["type"].as_str() {
            Some("welcome") => Some(message["state"].clone()),
            Some("state" | "update") => Some(message.clone()),
            Some("ended") => {
                self.ended = Some(message.clone());
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
                self.view_hash = state["view_hash"].as_str().expect("a hash").to_string();
                self.pieces = state["pieces"].clone();
                self.round = state["sealed"].clone();
            }
        }
        self.seen.push(message);
    }

    async fn read(&mut self) -> Value {
        let message = next(&mut self.socket).await;
        self.take(message.clone());
        message
    }

    /// Reads until the client knows version `version` (or the game's end).
    async fn until_version(&mut self, version: u64) {
        while self.version < version {
            self.read().await;
        }
    }

    /// A spectator of `table`: a hello without a token, welcomed with no seat.
    async fn watch(server: &Server, table: &str) -> Client {
        let mut socket = connect(server).await;
        send(&mut socket, hello(table, None)).await;
        let welcome = next(&mut socket).await;
        assert_eq!(welcome["type"], "welcome", "{welcome}");
        assert_eq!(welcome["seat"], Value::Null, "a spectator has no seat");
        let mut client = Client {
            socket,
            seen: Vec::new(),
            version: 0,
            offers: Vec::new(),
            view_hash: String::new(),
            pieces: Value::Null,
            ended: None,
            round: Value::Null,
        };
        client.take(welcome);
        client
    }

    async fn command(&mut self, id: &str, version: u64, action: Value) {
        send(
            &mut self.socket,
            json!({"type": "command", "version": version, "command_id": id, "action": action}),
        )
        .await;
    }

    /// Reads until the server says the command `id` is sealed; returns that notice.
    async fn sealed(&mut self, id: &str) -> Value {
        loop {
            let message = self.read().await;
            if message["type"] == "sealed" && message["command_id"] == id {
                return message;
            }
            assert!(
                !matches!(message["type"].as_str(), Some("error" | "refused" | "accepted")),
                "expected {id} sealed, got {message}"
            );
        }
    }

    /// Reads until a message of `kind` (an answer to a command); returns it.
    async fn answer(&mut self, kind: &str) -> Value {
        loop {
            let message = self.read().await;
            if message["type"] == kind {
                return message;
            }
            assert!(
                !matches!(message["type"].as_str(), Some("error" | "refused" | "accepted")),
                "expected {kind}, got {message}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chicago_express_table_is_played_to_the_end_against_two_bots() {
    let dir = TempDir::new("chicago");
    let server = server(&dir.db()).await;
    let (status, body) = http(&server, "GET", "/api/status", None).await;
    assert_eq!(status, 200);
    assert_eq!(body["protocol"], PROTOCOL_VERSION);
    assert_eq!(http(&server, "GET", "/health", None).await.0, 200);
    let (code, token) = create(
        &server,
        "chicago-express",
        json!({"players": 3}),
        &["person", "heuristic", "heuristic"],
    )
    .await;
    let mut client = Client::join(&server, &code, &token).await;
    let mut sent = 0;
    let mut last_sent_at = None;
    while client.ended.is_none() {
        if !client.offers.is_empty() && last_sent_at != Some(client.version) {
            let action = client.offers[0].clone();
            client.command(&format!("c{sent}"), client.version, action).await;
            last_sent_at = Some(client.version);
            sent += 1;
            assert!(sent < 5_000, "the game does not end");
        }
        client.read().await;
    }
    let ended = client.ended.clone().expect("ended");
    assert_eq!(ended["outcome"].as_array().expect("an outcome").len(), 3);
    assert!(sent > 0);
    // The save replays to the position the server holds.
    let save = ended["save"].as_str().expect("a save");
    let loaded = metro_save::load_game::<metro_chicago::Game>(save).expect("the save replays");
    let (version, hash, _) = server.hashes(&code).await.expect("the table");
    assert_eq!(metro_game::GameState::hash(&loaded.game), hash);
    assert_eq!(loaded.save.actions.len() as u64, version);
    // A finished table is no longer in the lobby.
    let (_, lobby) = http(&server, "GET", "/api/tables", None).await;
    assert!(
        lobby
            .as_array()
            .expect("a list")
            .iter()
            .all(|t| t["code"] != code.as_str())
    );
    server.stop().await.expect("stops");
}

/// Plays a Tokyo Metro table of two people in lockstep for `steps` decisions: seat 0 (who bids first) bids the
/// highest bid it is offered up to ¥500, everything else is the first offer. Checks at every step that neither
/// seat's pieces ever hold the other's bid, that seat 1 is told of seat 0's bid only that it was made until the
/// bids are revealed, and that each has the engine's view hash for its seat.
async fn play_tokyo(server: &Server, code: &str, clients: &mut [Client; 2], steps: usize) {
    for _ in 0..steps {
        let version = clients[0].version.max(clients[1].version);
        clients[0].until_version(version).await;
        clients[1].until_version(version).await;
        if let Some(seats) = clients[0].round["seats"].as_array().cloned() {
            // A sealed round: every person bids at once, here the last seat first; applied in the engine's order.
            let mut sent = 0;
            for who in (0..2).rev() {
                if seats.iter().any(|s| s == who) && clients[who].round["mine"].is_null() {
                    let action = bid_of(who, &clients[who].offers);
                    clients[who]
                        .command(&format!("s{who}-v{version}"), version, action.clone())
                        .await;
                    let sealed = clients[who].sealed(&format!("s{who}-v{version}")).await;
                    assert_eq!(sealed["round"]["mine"], action, "{sealed}");
                    sent += 1;
                }
            }
            assert!(sent > 0, "a round nobody bids in: {}", clients[0].round);
            let applied = version + seats.len() as u64;
            clients[0].until_version(applied).await;
            clients[1].until_version(applied).await;
            check_tokyo(server, code, clients, applied).await;
            continue;
        }
        let Some(who) = (0..2).find(|&i| !clients[i].offers.is_empty()) else {
            return;
        };
        let action = bid_of(who, &clients[who].offers);
        let id = format!("s{who}-v{version}");
        clients[who].command(&id, version, action).await;
        let accepted = clients[who].answer("accepted").await;
        assert_eq!(accepted["version"], version + 1);
        clients[0].until_version(version + 1).await;
        clients[1].until_version(version + 1).await;
        check_tokyo(server, code, clients, version + 1).await;
        if clients[0].ended.is_some() {
            return;
        }
    }
}

/// Seat 0 bids the highest bid it is offered up to ¥500; everything else is the first offer.
fn bid_of(who: usize, offers: &[Value]) -> Value {
    if who == 0 {
        offers
            .iter()
            .filter(|a| a["Bid"].as_i64().is_some_and(|y| y <= 500))
            .max_by_key(|a| a["Bid"].as_i64())
            .cloned()
            .unwrap_or_else(|| offers[0].clone())
    } else {
        offers[0].clone()
    }
}

/// Checks two Tokyo clients at `version`: each has the engine's view hash of its seat, neither was ever sent the
/// other's bid in its pieces, and seat 1 was told of seat 0's bid only that it was made until the reveal.
async fn check_tokyo(server: &Server, code: &str, clients: &[Client; 2], version: u64) {
    {
        let (v, _, views) = server.hashes(code).await.expect("the table");
        assert_eq!(v, version);
        for (seat, client) in clients.iter().enumerate() {
            assert_eq!(
                client.view_hash,
                format!("{:016x}", views[seat]),
                "seat {seat}'s view hash"
            );
        }
        for (seat, client) in clients.iter().enumerate() {
            for message in &client.seen {
                let pieces = if message["type"] == "welcome" {
                    &message["state"]["pieces"]
                } else {
                    &message["pieces"]
                };
                if let Some(players) = pieces["players"].as_array() {
                    for player in players.iter().filter(|p| p["seat"] != seat) {
                        assert!(
                            player["bid"].is_null(),
                            "seat {seat} was told another's bid: {player}"
                        );
                    }
                }
            }
        }
        // Seat 1, told of seat 0's sealed bid before the reveal: only that it was made.
        for message in &clients[1].seen {
            let told = message["told"].to_string();
            if told.contains("secret bid") && !told.contains("revealed") {
                assert!(
                    !told.contains('¥'),
                    "seat 1 was told an amount before the reveal: {told}"
                );
                assert!(!message["pieces"].to_string().contains("\"bid\":5"), "{message}");
            }
        }
    }
}

fn tokyo_setup() -> Value {
    json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_tokyo_metro_each_told_only_their_own_bid_and_a_restart_resumes_the_table() {
    let dir = TempDir::new("tokyo");
    let server_a = server(&dir.db()).await;
    let (code, token0) = create(&server_a, "tokyo-metro", tokyo_setup(), &["person", "person"]).await;
    let (_, lobby) = http(&server_a, "GET", "/api/tables", None).await;
    assert!(
        lobby
            .as_array()
            .expect("a list")
            .iter()
            .any(|t| t["code"] == code.as_str())
    );
    let (status, joined) = http(&server_a, "POST", &format!("/api/tables/{code}/join"), None).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["seat"], 1);
    let token1 = joined["token"].as_str().expect("a token").to_string();
    let (status, _) = http(&server_a, "POST", &format!("/api/tables/{code}/join"), None).await;
    assert_eq!(status, 409, "a full table takes nobody");
    let mut clients = [
        Client::join(&server_a, &code, &token0).await,
        Client::join(&server_a, &code, &token1).await,
    ];
    play_tokyo(&server_a, &code, &mut clients, 40).await;
    let version = clients[0].version;
    assert!(version >= 20, "{version} decisions");
    // Seat 0's sealed bids were made before seat 1's: seat 0 saw its own amount while seat 1 decided (seat 1 was
    // told only that it was made: checked at every step above).
    let own_bids = clients[0]
        .seen
        .iter()
        .filter_map(|m| m["pieces"]["players"].as_array())
        .flatten()
        .filter(|p| p["seat"] == 0 && p["bid"].as_i64().is_some_and(|b| b > 0))
        .count();
    assert!(own_bids > 0, "seat 0 never saw its own bid");
    let (_, hash, _) = server_a.hashes(&code).await.expect("the table");
    let (hash0, pieces0) = (clients[0].view_hash.clone(), clients[0].pieces.clone());
    drop(clients);
    server_a.stop().await.expect("stops");

    // A new server on the same file: the table is back at the same version and position.
    let server_b = server(&dir.db()).await;
    let (v, hash_b, _) = server_b.hashes(&code).await.expect("the table resumed");
    assert_eq!((v, hash_b), (version, hash));
    let mut clients = [
        Client::join(&server_b, &code, &token0).await,
        Client::join(&server_b, &code, &token1).await,
    ];
    assert_eq!(clients[0].version, version);
    assert_eq!(clients[0].view_hash, hash0);
    assert_eq!(clients[0].pieces, pieces0);
    play_tokyo(&server_b, &code, &mut clients, 10).await;
    assert!(clients[0].version > version, "the game goes on after the restart");
    server_b.stop().await.expect("stops");
}

/// The messages a client was sent, without its own offers (which list every bid it may make): what must never
/// hold another seat's bid.
fn told_to(seen: &[Value]) -> Vec<Value> {
    seen.iter()
        .map(|m| {
            let mut m = m.clone();
            if let Some(state) = m.get_mut("state") {
                state["offers"] = Value::Null;
            }
            if m.get("offers").is_some() {
                m["offers"] = Value::Null;
            }
            m
        })
        .collect()
}

/// Asserts that a client of `seat`, sent `seen` before the reveal, was never sent another seat's bid: no other
/// player's `bid` in its pieces, no bid action anywhere but its own sealed one, no amount in a told line.
fn never_told_a_bid(seen: &[Value], seat: usize) {
    for message in told_to(seen) {
        let state = if message["type"] == "welcome" {
            &message["state"]
        } else {
            &message
        };
        for player in state["pieces"]["players"].as_array().into_iter().flatten() {
            if player["seat"] != seat {
                assert!(
                    player["bid"].is_null(),
                    "seat {seat} was told another's bid: {player}"
                );
            }
        }
        let mut without_mine = message.clone();
        if let Some(round) = without_mine.get_mut("round") {
            round["mine"] = Value::Null;
        }
        if let Some(round) = without_mine.get_mut("sealed") {
            round["mine"] = Value::Null;
        }
        if let Some(state) = without_mine.get_mut("state") {
            state["sealed"]["mine"] = Value::Null;
        }
        // A bid action (`{"Bid":300}`), not the name of the pending decision (`{"Bid":{"seat":0}}`).
        let text = without_mine.to_string();
        assert!(
            text.match_indices(r#"{"Bid":"#)
                .all(|(at, found)| text[at + found.len()..].starts_with('{')),
            "seat {seat} was sent a bid: {message}"
        );
        assert!(
            !state["told"].to_string().contains('¥'),
            "an amount before the reveal: {message}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sealed_bids_are_made_at_once_kept_across_a_restart_and_applied_in_the_engines_order() {
    let dir = TempDir::new("sealed");
    let server_a = server(&dir.db()).await;
    let setup = json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 3});
    let (code, token0) = create(&server_a, "tokyo-metro", setup, &["person", "person", "easy"]).await;
    let (_, joined) = http(&server_a, "POST", &format!("/api/tables/{code}/join"), None).await;
    let token1 = joined["token"].as_str().expect("a token").to_string();
    let mut clients = [
        Client::join(&server_a, &code, &token0).await,
        Client::join(&server_a, &code, &token1).await,
    ];
    // rule D-3: the first round opens with the secret bids, every seat in it, both persons offered their bids.
    for client in &clients {
        assert_eq!(client.round["seats"], json!([0, 1, 2]), "{}", client.round);
        assert_eq!(client.round["sealed"], json!([]));
        assert!(
            client.offers.contains(&json!({"Bid": 300})),
            "{:?}",
            client.offers
        );
    }
    let cash: Vec<i64> = (0..3)
        .map(|s| clients[0].pieces["players"][s]["cash"].as_i64().expect("cash"))
        .collect();
    // Seat 1 bids first (the engine asks seat 0 first), then changes its bid: nothing is applied.
    clients[1].command("b1", 0, json!({"Bid": 300})).await;
    let sealed = clients[1].sealed("b1").await;
    assert_eq!(sealed["command_id"], "b1");
    assert_eq!(sealed["round"]["mine"], json!({"Bid": 300}));
    clients[1].command("b1-again", 0, json!({"Bid": 200})).await;
    let sealed = clients[1].sealed("b1-again").await;
    assert_eq!(sealed["round"]["mine"], json!({"Bid": 200}));
    assert_eq!(sealed["round"]["sealed"], json!([1]));
    assert_eq!(sealed["version"], 0);
    // A bid nobody may make is refused by the engine's own list at the seat's turn.
    clients[1].command("b1-bad", 0, json!({"Bid": 250})).await;
    clients[1].answer("refused").await;
    // Seat 0 is told only that seat 1 has bid, twice.
    let mut notices = 0;
    while notices < 2 {
        let message = clients[0].read().await;
        if message["type"] == "sealed" {
            assert_eq!(message["seat"], 1);
            assert_eq!(message["round"]["sealed"], json!([1]));
            assert!(
                message["round"]["mine"].is_null() && message["command_id"].is_null(),
                "{message}"
            );
            notices += 1;
        }
    }
    let (version, hash, _) = server_a.hashes(&code).await.expect("the table");
    assert_eq!(version, 0, "a sealed bid is not applied");
    never_told_a_bid(&clients[0].seen, 0);
    never_told_a_bid(&clients[1].seen, 1);
    drop(clients);
    server_a.stop().await.expect("stops");

    // A restart between the two bids keeps the first sealed bid, seen by its seat only.
    let server_b = server(&dir.db()).await;
    assert_eq!(server_b.hashes(&code).await.expect("the table").1, hash);
    let mut clients = [
        Client::join(&server_b, &code, &token0).await,
        Client::join(&server_b, &code, &token1).await,
    ];
    assert_eq!(clients[1].round["mine"], json!({"Bid": 200}));
    assert_eq!(clients[0].round["sealed"], json!([1]));
    assert!(clients[0].round["mine"].is_null());
    assert_eq!(clients[0].seen[0]["state"]["deciding"], json!([0, 2]));
    never_told_a_bid(&clients[0].seen, 0);
    never_told_a_bid(&clients[1].seen, 1);
    // Seat 0 bids last: every person is in, the bids are applied in the engine's order (seat 0, seat 1, then the
    // bot's, worked out at its turn), and revealed.
    clients[0].command("b0", 0, json!({"Bid": 100})).await;
    clients[0].sealed("b0").await;
    clients[0].until_version(3).await;
    clients[1].until_version(3).await;
    for client in &clients {
        let decided: Vec<&Value> = client
            .seen
            .iter()
            .filter(|m| m["type"] == "update")
            .map(|m| &m["decided"])
            .collect();
        assert_eq!(decided, [&json!(0), &json!(1), &json!(2)]);
    }
    // Seat 1 paid its second bid, seat 0 its own.
    assert_eq!(
        clients[0].pieces["players"][0]["cash"].as_i64(),
        Some(cash[0] - 100)
    );
    assert_eq!(
        clients[0].pieces["players"][1]["cash"].as_i64(),
        Some(cash[1] - 200)
    );
    assert!(clients[0].round.is_null(), "the round is over");
    // Before the reveal (the update of the last bid), neither was told the other's amount.
    for (seat, client) in clients.iter().enumerate() {
        let before: Vec<Value> = client
            .seen
            .iter()
            .take_while(|m| m["version"] != 3)
            .cloned()
            .collect();
        never_told_a_bid(&before, seat);
    }
    // The applied command ids are answered again, never applied twice.
    clients[1].command("b1-again", 0, json!({"Bid": 200})).await;
    assert_eq!(clients[1].answer("accepted").await["version"], 2);
    server_b.stop().await.expect("stops");
}

async fn expect_error(socket: &mut Socket, code: ErrorCode) -> Value {
    let code = serde_json::to_value(code).expect("a code");
    loop {
        let message = next(socket).await;
        if message["type"] == "error" {
            assert_eq!(message["code"], code, "{message}");
            return message;
        }
        assert!(
            message["type"] != "refused" && message["type"] != "accepted",
            "{message}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_messages_are_refused_and_leave_the_table_unchanged() {
    let dir = TempDir::new("refusals");
    let server = server(&dir.db()).await;
    let (code, token0) = create(&server, "tokyo-metro", tokyo_setup(), &["person", "person"]).await;
    let (_, joined) = http(&server, "POST", &format!("/api/tables/{code}/join"), None).await;
    let token1 = joined["token"].as_str().expect("a token").to_string();
    let before = server.hashes(&code).await.expect("the table");

    // Before a seat: another protocol version, an unknown table, an unknown token, a command first.
    let mut socket = connect(&server).await;
    send(
        &mut socket,
        json!({"type": "hello", "protocol": PROTOCOL_VERSION + 1, "table": code, "token": token0}),
    )
    .await;
    let refused = expect_error(&mut socket, ErrorCode::ProtocolVersion).await;
    assert!(refused["message"].as_str().expect("words").contains("protocol"));
    send(&mut socket, hello("ZZZZZZ", Some(&token0))).await;
    expect_error(&mut socket, ErrorCode::UnknownTable).await;
    send(
        &mut socket,
        hello(&code, Some("00112233445566778899aabbccddeeff")),
    )
    .await;
    expect_error(&mut socket, ErrorCode::UnknownToken).await;
    send(&mut socket, json!({"type": "resync", "since_version": 0})).await;
    expect_error(&mut socket, ErrorCode::NotWelcomed).await;
    drop(socket);

    let mut clients = [
        Client::join(&server, &code, &token0).await,
        Client::join(&server, &code, &token1).await,
    ];
    let who = (0..2)
        .find(|&i| !clients[i].offers.is_empty())
        .expect("someone decides");
    let other = 1 - who;
    let action = clients[who].offers[0].clone();

    // Malformed JSON, unknown fields, a binary frame.
    clients[who]
        .socket
        .send(Message::Text("{not json".into()))
        .await
        .expect("sent");
    expect_error(&mut clients[who].socket, ErrorCode::Malformed).await;
    send(
        &mut clients[who].socket,
        json!({"type": "command", "version": 0, "command_id": "x", "action": action, "seat": other}),
    )
    .await;
    expect_error(&mut clients[who].socket, ErrorCode::Malformed).await;
    clients[who]
        .socket
        .send(Message::Binary(vec![1, 2, 3].into()))
        .await
        .expect("sent");
    expect_error(&mut clients[who].socket, ErrorCode::Binary).await;
    // Not a choice of the seat now: in the first round's sealed bids each seat is offered only its bids.
    clients[other].command("o1", 0, json!("Pass")).await;
    let refused = clients[other].answer("refused").await;
    assert!(!refused["rule"].as_str().expect("a rule").is_empty());
    assert!(!refused["reason"].as_str().expect("words").is_empty());
    // Not an action of the game; an action the game does not allow now.
    clients[who].command("b1", 0, json!({"Fly": 3})).await;
    expect_error(&mut clients[who].socket, ErrorCode::BadAction).await;
    clients[who].command("b2", 0, json!({"Bid": 123_456_789})).await;
    clients[who].answer("refused").await;
    // A stale (future) version.
    clients[who].command("b3", 7, action.clone()).await;
    expect_error(&mut clients[who].socket, ErrorCode::StaleVersion).await;
    assert_eq!(
        server.hashes(&code).await.expect("the table"),
        before,
        "nothing changed"
    );

    // Sealed once: the same command id sent again is answered again, nothing changes.
    clients[who].command("ok", 0, action.clone()).await;
    clients[who].sealed("ok").await;
    clients[who].command("ok", 0, action.clone()).await;
    assert_eq!(clients[who].sealed("ok").await["version"], 0);
    assert_eq!(server.hashes(&code).await.expect("the table"), before);
    // Applied once: once both bids are in and applied (the seat's at version 1), the same command id sent again is
    // answered with the version it made, not applied again.
    let bid = clients[other].offers[0].clone();
    clients[other].command("o2", 0, bid).await;
    clients[other].sealed("o2").await;
    clients[who].until_version(2).await;
    clients[who].command("ok", 0, action.clone()).await;
    let again = clients[who].answer("accepted").await;
    assert_eq!(again["version"], 1);
    let after = server.hashes(&code).await.expect("the table");
    assert_eq!(after.0, 2, "applied once");
    // A command for the old version now is stale.
    clients[who].command("late", 0, action).await;
    let stale = expect_error(&mut clients[who].socket, ErrorCode::StaleVersion).await;
    assert_eq!(stale["version"], 2);
    assert_eq!(server.hashes(&code).await.expect("the table"), after);
    server.stop().await.expect("stops");
}

/// Checks a spectator at `version`: it has the table's public view hash, and of everything it was sent no player's
/// bid in the pieces, no offers, no undo, no sealed decision, and no amount in a line telling a secret bid before the
/// bids are revealed.
async fn check_spectator(server: &Server, code: &str, spectator: &mut Client, version: u64) {
    spectator.until_version(version).await;
    let (v, public) = server.public_hash(code).await.expect("the table");
    assert_eq!(v, version);
    assert_eq!(
        spectator.view_hash,
        format!("{public:016x}"),
        "the spectator's view hash"
    );
    let (_, _, seats) = server.hashes(code).await.expect("the table");
    assert!(seats.iter().all(|&h| h != public), "the public hash is no seat's");
    for message in &spectator.seen {
        let state = if message["type"] == "welcome" {
            &message["state"]
        } else {
            message
        };
        for player in state["pieces"]["players"].as_array().into_iter().flatten() {
            assert!(player["bid"].is_null(), "a spectator was told a bid: {player}");
        }
        if matches!(message["type"].as_str(), Some("welcome" | "state" | "update")) {
            assert_eq!(
                state["offers"],
                json!([]),
                "a spectator is offered nothing: {message}"
            );
            assert!(state["undo"].is_null(), "{message}");
        }
        for round in [&state["sealed"], &message["round"]] {
            assert!(
                round["mine"].is_null(),
                "a spectator has no sealed decision: {message}"
            );
        }
        let told = state["told"].to_string();
        if told.contains("secret bid") && !told.contains("revealed") {
            assert!(
                !told.contains('¥'),
                "a spectator was told an amount before the reveal: {told}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_watches_two_people_bid_and_sees_the_public_view_only() {
    let dir = TempDir::new("spectator-tokyo");
    let server = server(&dir.db()).await;
    let (code, token0) = create(&server, "tokyo-metro", tokyo_setup(), &["person", "person"]).await;
    let (_, joined) = http(&server, "POST", &format!("/api/tables/{code}/join"), None).await;
    let token1 = joined["token"].as_str().expect("a token").to_string();
    let mut spectator = Client::watch(&server, &code).await;
    let mut clients = [
        Client::join(&server, &code, &token0).await,
        Client::join(&server, &code, &token1).await,
    ];
    // rule D-3: the first round's secret bids. The spectator sees the round and who has bid, never an amount.
    assert_eq!(spectator.round["seats"], json!([0, 1]), "{}", spectator.round);
    assert!(spectator.offers.is_empty());
    check_spectator(&server, &code, &mut spectator, 0).await;
    clients[1].command("b1", 0, json!({"Bid": 300})).await;
    clients[1].sealed("b1").await;
    let notice = loop {
        let message = spectator.read().await;
        if message["type"] == "sealed" {
            break message;
        }
    };
    assert_eq!(
        (&notice["seat"], &notice["round"]["sealed"]),
        (&json!(1), &json!([1]))
    );
    assert!(
        notice["command_id"].is_null() && notice["round"]["mine"].is_null(),
        "{notice}"
    );
    // A spectator decides nothing: its command and its undo are refused, the table unchanged.
    let before = server.hashes(&code).await.expect("the table");
    spectator.command("s1", 0, json!({"Bid": 100})).await;
    let refused = expect_error(&mut spectator.socket, ErrorCode::NoSeat).await;
    assert_eq!(refused["command_id"], "s1");
    send(
        &mut spectator.socket,
        json!({"type": "undo", "version": 0, "command_id": "s2"}),
    )
    .await;
    expect_error(&mut spectator.socket, ErrorCode::NoSeat).await;
    assert_eq!(
        server.hashes(&code).await.expect("the table"),
        before,
        "nothing changed"
    );
    clients[0].command("b0", 0, json!({"Bid": 500})).await;
    clients[0].sealed("b0").await;
    clients[0].until_version(2).await;
    clients[1].until_version(2).await;
    check_spectator(&server, &code, &mut spectator, 2).await;
    // Before the reveal (the update of the last bid), nothing of either amount.
    let before_reveal: Vec<Value> = spectator
        .seen
        .iter()
        .filter(|m| m["version"] != 2)
        .cloned()
        .collect();
    never_told_a_bid(&before_reveal, usize::MAX);
    // Then the game goes on, the spectator following every step with the public view's hash.
    for _ in 0..40 {
        play_tokyo(&server, &code, &mut clients, 1).await;
        let version = clients[0].version.max(clients[1].version);
        check_spectator(&server, &code, &mut spectator, version).await;
        if clients[0].ended.is_some() {
            break;
        }
    }
    assert!(spectator.version >= 20, "{} decisions watched", spectator.version);
    // A resync gives the spectator the whole public state: the same hash, the public log.
    send(
        &mut spectator.socket,
        json!({"type": "resync", "since_version": 0}),
    )
    .await;
    let state = spectator.answer("state").await;
    assert_eq!(state["view_hash"], spectator.view_hash.as_str());
    assert!(state["log"].as_array().is_some_and(|l| l.len() >= 20));
    server.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_watches_a_chicago_express_table_of_bots_to_the_end() {
    let dir = TempDir::new("spectator-chicago");
    let server = server(&dir.db()).await;
    let (status, body) = http(
        &server,
        "POST",
        "/api/tables",
        Some(json!({"game": "chicago-express", "setup": {"players": 3}, "seats": ["heuristic", "westward", "random"]})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert!(body["token"].is_null(), "a table of bots has no seat to take");
    let code = body["code"].as_str().expect("a code").to_string();
    let mut spectator = Client::watch(&server, &code).await;
    while spectator.ended.is_none() {
        spectator.read().await;
    }
    let ended = spectator.ended.clone().expect("ended");
    assert_eq!(ended["outcome"].as_array().expect("an outcome").len(), 3);
    let version = ended["version"].as_u64().expect("a version");
    assert!(version > 20, "{version} decisions");
    check_spectator(&server, &code, &mut spectator, version).await;
    // rule DCE-4: nothing is hidden: the spectator's last pieces are the finished game's.
    let save = ended["save"].as_str().expect("a save");
    let loaded = metro_save::load_game::<metro_chicago::Game>(save).expect("the save replays");
    let pieces = metro_game::drawn::Drawn::pieces(&loaded.game, metro_game::Seat(0));
    assert_eq!(spectator.pieces, serde_json::to_value(pieces).expect("JSON"));
    assert!(
        spectator
            .seen
            .iter()
            .all(|m| m["offers"].as_array().is_none_or(Vec::is_empty))
    );
    server.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_without_spectators_refuses_a_hello_without_a_token_across_a_restart() {
    let dir = TempDir::new("no-spectators");
    let server_a = server(&dir.db()).await;
    let (status, body) = http(
        &server_a,
        "POST",
        "/api/tables",
        Some(json!({"game": "chicago-express", "setup": {"players": 2}, "seats": ["person", "random"], "spectators": false})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let code = body["code"].as_str().expect("a code").to_string();
    let token = body["token"].as_str().expect("a token").to_string();
    let (status, _) = http(
        &server_a,
        "POST",
        "/api/tables",
        Some(json!({"game": "chicago-express", "setup": {"players": 2}, "seats": ["person", "random"], "spectators": "yes"})),
    )
    .await;
    assert!((400..500).contains(&status), "a bad option is refused: {status}");
    for server in [&server_a] {
        let mut socket = connect(server).await;
        send(&mut socket, hello(&code, None)).await;
        let refused = expect_error(&mut socket, ErrorCode::NoSpectators).await;
        assert!(refused["message"].as_str().expect("words").contains("spectators"));
        // The same connection may still say hello as a seat.
        send(&mut socket, hello(&code, Some(&token))).await;
        assert_eq!(next(&mut socket).await["type"], "welcome");
    }
    server_a.stop().await.expect("stops");
    let server_b = server(&dir.db()).await;
    let mut socket = connect(&server_b).await;
    send(&mut socket, hello(&code, None)).await;
    expect_error(&mut socket, ErrorCode::NoSpectators).await;
    server_b.stop().await.expect("stops");
}

/// Every message the socket is sent until it is silent for `quiet` (or closed).
async fn drain(socket: &mut Socket, quiet: Duration) -> Vec<Value> {
    let mut messages = Vec::new();
    while let Ok(Some(Ok(frame))) = tokio::time::timeout(quiet, socket.next()).await {
        if let Message::Text(text) = frame {
            messages.push(serde_json::from_str(text.as_str()).expect("JSON"));
        }
    }
    messages
}

fn errors(messages: &[Value], code: ErrorCode) -> usize {
    let code = serde_json::to_value(code).expect("a code");
    messages
        .iter()
        .filter(|m| m["type"] == "error" && m["code"] == code)
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_commands_is_refused_for_the_rate_and_the_table_is_unchanged() {
    let dir = TempDir::new("flood");
    let server = server(&dir.db()).await;
    let limits = Limits::default();
    let (code, token0) = create(&server, "tokyo-metro", tokyo_setup(), &["person", "person"]).await;
    let (_, joined) = http(&server, "POST", &format!("/api/tables/{code}/join"), None).await;
    let token1 = joined["token"].as_str().expect("a token").to_string();
    let mut clients = [
        Client::join(&server, &code, &token0).await,
        Client::join(&server, &code, &token1).await,
    ];
    let who = (0..2)
        .find(|&i| !clients[i].offers.is_empty())
        .expect("someone decides");
    let action = clients[who].offers[0].clone();
    let before = server.hashes(&code).await.expect("the table");

    // 200 commands at once, each at a version the table is not at: the first burst is read (and refused as stale),
    // the rest is refused for the rate, unread.
    for i in 0..200 {
        clients[who].command(&format!("f{i}"), 7, action.clone()).await;
    }
    let answers = drain(&mut clients[who].socket, Duration::from_millis(1500)).await;
    let stale = errors(&answers, ErrorCode::StaleVersion);
    let limited = errors(&answers, ErrorCode::RateLimited);
    assert!(stale >= 1, "the first commands are read: {answers:?}");
    assert!(
        stale <= limits.message_burst as usize + 10,
        "at most the burst (and what refilled meanwhile) is read: {stale}"
    );
    assert!(limited >= 1, "the rest is refused for the rate");
    // Only errors (and the whole state, when the connection's queue overflowed with them; the table's news of who
    // is connected).
    assert!(
        answers.iter().all(|m| m["type"] == "state"
            || m["type"] == "table"
            || (m["type"] == "error" && m["command_id"].is_null() == (m["code"] == "rate_limited"))),
        "only errors: {answers:?}"
    );
    assert_eq!(
        server.hashes(&code).await.expect("the table"),
        before,
        "nothing changed"
    );

    // After a pause the bucket is full again: the connection works.
    tokio::time::sleep(Duration::from_millis(2200)).await;
    clients[who].command("ok", 0, action).await;
    clients[who].sealed("ok").await;
    send(
        &mut clients[who].socket,
        json!({"type": "resync", "since_version": 0}),
    )
    .await;
    assert_eq!(clients[who].answer("state").await["version"], 0);

    // A connection that keeps sending over its rate (10 bursts refused in a row) is closed; another works.
    let flood = limits.message_burst + limits.flood_refusals + 100;
    let mut spectator = Client::watch(&server, &code).await;
    for i in 0..flood {
        let text = json!({"type": "undo", "version": 7, "command_id": format!("u{i}")}).to_string();
        if spectator.socket.send(Message::Text(text.into())).await.is_err() {
            break;
        }
    }
    let closed = async {
        loop {
            match spectator.socket.next().await {
                Some(Ok(Message::Close(frame))) => {
                    return frame.map(|f| u16::from(f.code));
                }
                Some(Ok(_)) => continue,
                None | Some(Err(_)) => return None,
            }
        }
    };
    let close = tokio::time::timeout(Duration::from_secs(10), closed)
        .await
        .expect("the flooding connection is closed");
    assert!(close.is_none() || close == Some(1008), "{close:?}");
    assert_eq!(
        server.hashes(&code).await.expect("the table"),
        before,
        "nothing changed"
    );
    let mut other = Client::watch(&server, &code).await;
    send(&mut other.socket, json!({"type": "resync", "since_version": 0})).await;
    other.answer("state").await;
    server.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_is_refused_tables_and_connections_over_its_limits() {
    let dir = TempDir::new("address");
    let limits = Limits {
        connections_per_address: 3,
        tables_per_minute: 2,
        ..Limits::default()
    };
    let server = server_with(&dir.db(), limits).await;
    let setup = json!({"players": 3});
    let seats = ["person", "heuristic", "heuristic"];
    let (code, _) = create(&server, "chicago-express", setup.clone(), &seats).await;
    create(&server, "chicago-express", setup.clone(), &seats).await;
    let (status, body) = http(
        &server,
        "POST",
        "/api/tables",
        Some(json!({"game": "chicago-express", "setup": setup, "seats": seats})),
    )
    .await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["error"], "rate_limited", "{body}");
    assert_eq!(server.tables(), 2, "no table was made");

    // Three connections at once from loopback; a fourth is refused with 429 until one of them ends.
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(connect(&server).await);
    }
    let url = format!("ws://{}/api/ws", server.address());
    match tokio_tungstenite::connect_async(&url).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status().as_u16(), 429)
        }
        other => panic!("a fourth connection is refused: {:?}", other.map(|_| ())),
    }
    // Once one closes, another connects (the server notices the close at once; allow it a moment).
    let mut closing = held.pop().expect("a connection");
    closing.close(None).await.expect("closes");
    drop(closing);
    let mut again = None;
    for _ in 0..50 {
        if let Ok((socket, _)) = tokio_tungstenite::connect_async(&url).await {
            again = Some(socket);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut socket = again.expect("a connection once another ended");
    send(&mut socket, hello(&code, None)).await;
    assert_eq!(next(&mut socket).await["type"], "welcome");
    server.stop().await.expect("stops");
}

/// The codes of the tables the lobby lists.
async fn lobby_codes(server: &Server) -> Vec<String> {
    let (status, body) = http(server, "GET", "/api/tables", None).await;
    assert_eq!(status, 200, "{body}");
    body.as_array()
        .expect("a list")
        .iter()
        .map(|t| t["code"].as_str().expect("a code").to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_table_in_the_lobby_expires_and_stays_expired_across_a_restart() {
    let dir = TempDir::new("expiry");
    let limits = Limits {
        // long enough for the set-up below on a loaded machine, short enough for a test
        idle_table: Some(Duration::from_secs(3)),
        ..Limits::default()
    };
    let server_a = server_with(&dir.db(), limits).await;
    let seats = ["person", "person", "heuristic"];
    let setup = json!({"players": 3});
    // An open table, its creator connected; and a table whose person seats are all taken.
    let (open, open_token) = create(&server_a, "chicago-express", setup.clone(), &seats).await;
    let (full, full_token) = create(&server_a, "chicago-express", setup.clone(), &seats).await;
    let (status, body) = http(&server_a, "POST", &format!("/api/tables/{full}/join"), None).await;
    assert_eq!(status, 200, "{body}");
    let joined = body["token"].as_str().expect("a token").to_string();
    let listed = lobby_codes(&server_a).await;
    assert!(listed.contains(&open), "{listed:?}");
    assert!(!listed.contains(&full), "{listed:?}");
    let mut creator = connect(&server_a).await;
    send(&mut creator, hello(&open, Some(&open_token))).await;
    assert_eq!(next(&mut creator).await["type"], "welcome");

    // Left alone, the open table expires: its connection is told, it leaves the lobby and the live tables.
    let told = expect_error(&mut creator, ErrorCode::TableExpired).await;
    assert!(told["message"].as_str().expect("words").contains("expired"));
    let mut gone = false;
    for _ in 0..500 {
        if server_a.hashes(&open).await.is_none() {
            gone = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(gone, "the expired table is no longer live");
    assert!(!lobby_codes(&server_a).await.contains(&open));
    let (status, body) = http(&server_a, "POST", &format!("/api/tables/{open}/join"), None).await;
    assert_eq!(status, 410, "{body}");
    assert_eq!(body["error"], "table_expired", "{body}");
    let mut socket = connect(&server_a).await;
    send(&mut socket, hello(&open, None)).await;
    expect_error(&mut socket, ErrorCode::TableExpired).await;
    send(&mut socket, hello(&open, Some(&open_token))).await;
    expect_error(&mut socket, ErrorCode::TableExpired).await;

    // The started table stays live, well past the limit.
    tokio::time::sleep(Duration::from_millis(4_000)).await;
    assert!(
        server_a.hashes(&full).await.is_some(),
        "a started table does not expire"
    );
    for token in [&full_token, &joined] {
        let mut seat = connect(&server_a).await;
        send(&mut seat, hello(&full, Some(token))).await;
        assert_eq!(next(&mut seat).await["type"], "welcome");
    }
    server_a.stop().await.expect("stops");

    // The store keeps it as a record, expired; a restart does not resume it.
    {
        let store = SqliteStore::open(&dir.db()).expect("the store");
        let rows = store.tables().expect("its tables");
        let row = rows
            .iter()
            .find(|r| r.code == open)
            .expect("the expired table is kept");
        assert_eq!(row.state, "expired");
        let row = rows.iter().find(|r| r.code == full).expect("the started table");
        assert_eq!(row.state, "playing");
    }
    let server_b = server_with(&dir.db(), limits).await;
    assert_eq!(server_b.tables(), 1, "only the started table is resumed");
    assert!(server_b.hashes(&open).await.is_none());
    let (status, body) = http(&server_b, "POST", &format!("/api/tables/{open}/join"), None).await;
    assert_eq!(status, 410, "{body}");
    let mut socket = connect(&server_b).await;
    send(&mut socket, hello(&open, Some(&open_token))).await;
    expect_error(&mut socket, ErrorCode::TableExpired).await;
    assert!(!lobby_codes(&server_b).await.contains(&open));
    server_b.stop().await.expect("stops");
}

//! `metro serve` as an operator runs it: on a fresh data folder it answers `GET /` with 200, and after a SIGKILL
//! (no clean shutdown) a restart on the same folder has every table it had (issue 30's "Done when").

#![allow(clippy::unwrap_used)] // test helpers outside `#[test]` functions unwrap too

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("metro-serve-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A port nobody listens on now (taken and given back).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `metro serve --listen 127.0.0.1:PORT`, quiet and in English, for the caller to add to and spawn.
fn serve_command(port: u16) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_metro"));
    command
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("LC_ALL", "C")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}

/// `metro serve` on 127.0.0.1:`port` with its data in `home`.
fn serve(home: &Path, port: u16) -> Child {
    serve_failing(home, port, None)
}

/// One HTTP/1.1 request on loopback: the status and the body.
fn request(port: u16, method: &str, path: &str, body: &str) -> std::io::Result<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(20)))?;
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    )?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer)?;
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_string();
    Ok((status, body))
}

/// `GET /` (the lobby page) until the server answers (it may take a moment to start), at most a minute.
fn until_up(port: u16) -> (u16, String) {
    let started = Instant::now();
    loop {
        match request(port, "GET", "/", "") {
            Ok(answer) => return answer,
            Err(e) if started.elapsed() > Duration::from_secs(60) => panic!("the server never answered: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}

#[test]
fn a_fresh_server_answers_and_keeps_its_tables_through_a_sigkill() {
    let home = scratch("restart");
    let port = free_port();
    let mut server = serve(&home, port);
    let (status, body) = until_up(port);
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("<html"), "the lobby page: {body}");
    let (status, body) = request(port, "GET", "/api/status", "").unwrap();
    assert_eq!(status, 200, "{body}");
    assert!(
        body.contains("chicago-express") && body.contains("tokyo-metro"),
        "{body}"
    );
    // A table of a person and two bots, and one of Tokyo Metro with two open person seats.
    let (status, chicago) = request(
        port,
        "POST",
        "/api/tables",
        r#"{"game":"chicago-express","setup":{"players":3},"seats":["person","heuristic","heuristic"]}"#,
    )
    .unwrap();
    assert_eq!(status, 201, "{chicago}");
    let (status, tokyo) = request(
        port,
        "POST",
        "/api/tables",
        r#"{"game":"tokyo-metro","setup":{"map":{"builtin":"tokyo"},"cards":{"builtin":"tokyo"},"players":2},"seats":["person","person"]}"#,
    )
    .unwrap();
    assert_eq!(status, 201, "{tokyo}");
    let code = |answer: &str| -> String {
        let value: serde_json::Value = serde_json::from_str(answer).unwrap();
        value["code"].as_str().unwrap().to_string()
    };
    let (chicago, tokyo) = (code(&chicago), code(&tokyo));
    // Killed with no chance to close anything.
    server.kill().unwrap();
    server.wait().unwrap();
    let mut server = serve(&home, port);
    let (status, body) = until_up(port);
    assert_eq!(status, 200, "{body}");
    // Tokyo Metro's table still has its open seat in the lobby, and both tables take a player again.
    let (status, lobby) = request(port, "GET", "/api/tables", "").unwrap();
    assert_eq!(status, 200);
    assert!(lobby.contains(&tokyo), "{lobby}");
    let (status, joined) = request(port, "POST", &format!("/api/tables/{tokyo}/join"), "").unwrap();
    assert_eq!(status, 200, "{joined}");
    let (status, full) = request(port, "POST", &format!("/api/tables/{chicago}/join"), "").unwrap();
    assert_eq!(
        status, 409,
        "Chicago Express's one person seat is the creator's: {full}"
    );
    server.kill().unwrap();
    server.wait().unwrap();
    let _ = std::fs::remove_dir_all(&home);
}

/// A server process killed when dropped (a failing test leaves none behind).
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `metro serve` on 127.0.0.1:`port` with its tables in the PostgreSQL database `url`, leases of `lease_ms`.
fn serve_postgres(url: &str, port: u16, lease_ms: u64) -> Child {
    serve_command(port)
        .args(["--db", url])
        .env("METRO_LEASE_TTL_MS", lease_ms.to_string())
        .spawn()
        .unwrap()
}

/// A database of its own on the PostgreSQL server `METRO_TEST_POSTGRES_URL` names (made with `psql`), or `None`
/// said loudly; a failure under `METRO_REQUIRE_SERVICES=1`.
fn fresh_postgres(test: &str) -> Option<String> {
    let Ok(base) = std::env::var("METRO_TEST_POSTGRES_URL") else {
        assert!(
            std::env::var("METRO_REQUIRE_SERVICES").as_deref() != Ok("1"),
            "METRO_REQUIRE_SERVICES=1 but METRO_TEST_POSTGRES_URL is not set: {test} needs PostgreSQL"
        );
        eprintln!(
            "SKIPPED {test}: no PostgreSQL. Install it (apt-get install postgresql), then \
             export METRO_TEST_POSTGRES_URL=$(.ci/postgres start /tmp/metro-pg) and run the tests again."
        );
        return None;
    };
    let name = format!("metro_cli_{test}_{}", std::process::id());
    let made = Command::new("psql")
        .args([
            base.as_str(),
            "-q",
            "-c",
            &format!("DROP DATABASE IF EXISTS {name}"),
        ])
        .args(["-c", &format!("CREATE DATABASE {name}")])
        .status()
        .unwrap();
    assert!(made.success(), "psql could not make a database on {base}");
    let (head, _) = base.rsplit_once('/').unwrap();
    Some(format!("{head}/{name}"))
}

/// How many tables a server owns (`owned_tables` of `GET /api/status`).
fn owned(port: u16) -> u64 {
    request(port, "GET", "/api/status", "")
        .ok()
        .and_then(|(_, body)| serde_json::from_str::<serde_json::Value>(&body).ok())
        .and_then(|status| status["owned_tables"].as_u64())
        .unwrap_or(0)
}

#[test]
fn a_table_whose_owner_process_is_killed_is_played_to_the_end_by_another() {
    use tokio_tungstenite::tungstenite::{Message, connect};
    let Some(url) = fresh_postgres("takeover") else {
        return;
    };
    let ports = [free_port(), free_port()];
    let mut servers = [
        Some(Running(serve_postgres(&url, ports[0], 1_500))),
        Some(Running(serve_postgres(&url, ports[1], 1_500))),
    ];
    for port in ports {
        assert_eq!(until_up(port).0, 200);
    }
    // A person and two bots: only the table's owner plays the bots.
    let (status, created) = request(
        ports[0],
        "POST",
        "/api/tables",
        r#"{"game":"chicago-express","setup":{"players":3},"seats":["person","heuristic","heuristic"]}"#,
    )
    .unwrap();
    assert_eq!(status, 201, "{created}");
    let created: serde_json::Value = serde_json::from_str(&created).unwrap();
    let (code, token) = (
        created["code"].as_str().unwrap().to_string(),
        created["token"].as_str().unwrap().to_string(),
    );
    let started = Instant::now();
    let owner = loop {
        if let Some(owner) = (0..2).find(|&i| owned(ports[i]) > 0) {
            break owner;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "nobody took the table's lease"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    // The owner dies without giving anything up; the other process takes the table once the lease runs out.
    let mut killed = servers[owner].take().unwrap();
    killed.0.kill().unwrap();
    killed.0.wait().unwrap();
    let survivor = ports[1 - owner];
    let (mut socket, _) = connect(format!("ws://127.0.0.1:{survivor}/api/ws")).unwrap();
    let hello = serde_json::json!({"type": "hello", "protocol": 1, "table": code, "token": token});
    socket.send(Message::Text(hello.to_string().into())).unwrap();
    let (mut version, mut offers, mut sent, mut ended) = (0, Vec::new(), 0u64, false);
    let mut answered_at = None;
    while !ended {
        let Message::Text(text) = socket.read().unwrap() else {
            continue;
        };
        let message: serde_json::Value = serde_json::from_str(text.as_str()).unwrap();
        let state = match message["type"].as_str().unwrap() {
            "welcome" => Some(message["state"].clone()),
            "state" | "update" => Some(message.clone()),
            "ended" => {
                ended = true;
                None
            }
            "error" | "refused" => panic!("{message}"),
            _ => None,
        };
        if let Some(state) = state
            && state["version"].as_u64().unwrap() >= version
        {
            version = state["version"].as_u64().unwrap();
            offers = state["offers"].as_array().unwrap().clone();
        }
        if !offers.is_empty() && answered_at != Some(version) && !ended {
            let command = serde_json::json!({"type": "command", "version": version, "command_id": format!("c{sent}"), "action": offers[0]["action"]});
            socket.send(Message::Text(command.to_string().into())).unwrap();
            answered_at = Some(version);
            sent += 1;
        }
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the game did not end in 4 minutes"
        );
    }
    assert!(
        version > sent,
        "the bots played on the survivor: {version} decisions, {sent} of them the person's"
    );
    // A finished table is nobody's from the next renewal on (a third of the lease).
    let ended_at = Instant::now();
    while owned(survivor) != 0 {
        assert!(
            ended_at.elapsed() < Duration::from_secs(10),
            "a finished table is still leased"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    drop(servers);
}

/// `metro serve` on 127.0.0.1:`port` with its data in `home`, aborting at the failpoint `failpoint` if any.
fn serve_failing(home: &Path, port: u16, failpoint: Option<&str>) -> Child {
    let mut command = serve_command(port);
    command.env("METRO_APP_HOME", home);
    if let Some(point) = failpoint {
        command.env("METRO_FAILPOINT", point);
    }
    command.spawn().unwrap()
}

type Seat = tokio_tungstenite::tungstenite::WebSocket<
    tokio_tungstenite::tungstenite::stream::MaybeTlsStream<TcpStream>,
>;

/// A seat's connection (reads time out after 20 s: a test never hangs): hello, then its welcome (version and the
/// first offer's action, `null` when the seat does not decide).
fn seat(port: u16, code: &str, token: &str) -> (Seat, u64, serde_json::Value) {
    use tokio_tungstenite::tungstenite::stream::MaybeTlsStream;
    use tokio_tungstenite::tungstenite::{Message, connect};
    let (mut socket, _) = connect(format!("ws://127.0.0.1:{port}/api/ws")).unwrap();
    if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
        stream.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    }
    let hello = serde_json::json!({"type": "hello", "protocol": 1, "table": code, "token": token});
    socket.send(Message::Text(hello.to_string().into())).unwrap();
    loop {
        if let Message::Text(text) = socket.read().unwrap() {
            let welcome: serde_json::Value = serde_json::from_str(text.as_str()).unwrap();
            assert_eq!(welcome["type"], "welcome", "{welcome}");
            let state = &welcome["state"];
            let offer = state["offers"][0]["action"].clone();
            return (socket, state["version"].as_u64().unwrap(), offer);
        }
    }
}

/// The server killed at a failpoint of a decision, restarted: the decision is in the log exactly when it was
/// committed, and the same command resent (same id) is applied once.
fn killed_at(failpoint: &str, committed: bool) {
    use tokio_tungstenite::tungstenite::Message;
    let home = scratch(failpoint);
    let port = free_port();
    let mut server = Running(serve_failing(&home, port, Some(failpoint)));
    until_up(port);
    let (status, created) = request(
        port,
        "POST",
        "/api/tables",
        r#"{"game":"chicago-express","setup":{"players":2},"seats":["person","person"]}"#,
    )
    .unwrap();
    assert_eq!(status, 201, "{created}");
    let created: serde_json::Value = serde_json::from_str(&created).unwrap();
    let code = created["code"].as_str().unwrap().to_string();
    // The second person joins: every person seat is taken, the table starts.
    let (status, joined) = request(port, "POST", &format!("/api/tables/{code}/join"), "").unwrap();
    assert_eq!(status, 200, "{joined}");
    let joined: serde_json::Value = serde_json::from_str(&joined).unwrap();
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        joined["token"].as_str().unwrap().to_string(),
    ];
    // The seat that decides first sends its first offer.
    let (mut socket, token, offer) = tokens
        .iter()
        .find_map(|token| {
            let (socket, version, offer) = seat(port, &code, token);
            assert_eq!(version, 0);
            (!offer.is_null()).then(|| (socket, token.clone(), offer))
        })
        .expect("a seat decides");
    let command =
        serde_json::json!({"type": "command", "version": 0, "command_id": "first", "action": offer});
    socket.send(Message::Text(command.to_string().into())).unwrap();
    // The process dies at the failpoint: the connection ends with no answer.
    let status = server.0.wait().unwrap();
    assert_eq!(status.code(), Some(137), "the server ended at {failpoint}");
    while let Ok(message) = socket.read() {
        if let Message::Text(text) = message {
            assert!(
                !text.contains("accepted"),
                "no answer before the failpoint: {text}"
            );
        }
    }
    let server = Running(serve_failing(&home, port, None));
    until_up(port);
    let (mut socket, version, _) = seat(port, &code, &token);
    assert_eq!(version, u64::from(committed), "after a kill at {failpoint}");
    // The client, unsure, sends the same command again: applied once, at version 1 either way.
    socket.send(Message::Text(command.to_string().into())).unwrap();
    loop {
        let Message::Text(text) = socket.read().unwrap() else {
            continue;
        };
        let answer: serde_json::Value = serde_json::from_str(text.as_str()).unwrap();
        if answer["command_id"] == "first" {
            assert_eq!(answer["type"], "accepted", "{answer}");
            assert_eq!(answer["version"], 1, "{answer}");
            break;
        }
    }
    drop(socket);
    let (_, version, _) = seat(port, &code, &token);
    assert_eq!(version, 1, "the resent command was applied once");
    drop(server);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_server_killed_between_receiving_a_decision_and_committing_it_has_not_applied_it() {
    killed_at("before-commit", false);
}

#[test]
fn a_server_killed_between_committing_a_decision_and_telling_it_has_it_after_a_restart() {
    killed_at("after-commit", true);
}

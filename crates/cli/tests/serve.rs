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

/// `metro serve` on 127.0.0.1:`port` with its data in `home`.
fn serve(home: &Path, port: u16) -> Child {
    Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("METRO_APP_HOME", home)
        .env("LC_ALL", "C")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
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

/// `GET /` until the server answers (it may take a moment to start), at most a minute.
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

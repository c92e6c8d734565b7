//! The server's HTTP routes a client uses: create a table, join one by its code, list the lobby. A minimal
//! HTTP/1.1 client (one request a connection, `Connection: close`, the answer bounded), since the server's routes
//! are few and small.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::ClientError;

/// The largest HTTP answer read.
pub const MAX_ANSWER_BYTES: u64 = 4 << 20;

/// The longest an HTTP request may take.
pub const HTTP_TIMEOUT: Duration = Duration::from_secs(10);

/// A server's address as typed (`127.0.0.1:7878`, `metro.example.org`, `http://host:port/`, `ws://host:port`)
/// made `host:port` (the port 7878 when none is given); a secure one (`https://host`, `wss://host:port`: a server
/// behind a reverse proxy with TLS) made `wss://host:port` (the port 443 when none is given).
pub fn server_address(typed: &str) -> Result<String, ClientError> {
    let bad = || ClientError::Address(typed.to_string());
    let mut rest = typed.trim();
    let mut secure = false;
    for scheme in ["https://", "wss://"] {
        if rest.len() >= scheme.len() && rest[..scheme.len()].eq_ignore_ascii_case(scheme) {
            rest = &rest[scheme.len()..];
            secure = true;
        }
    }
    for scheme in ["http://", "ws://"] {
        if rest.len() >= scheme.len() && rest[..scheme.len()].eq_ignore_ascii_case(scheme) {
            rest = &rest[scheme.len()..];
        }
    }
    let authority = rest.split('/').next().unwrap_or_default();
    if authority.is_empty()
        || authority.contains('@')
        || authority.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(bad());
    }
    let has_port = if let Some(v6) = authority.strip_prefix('[') {
        let Some((_, after)) = v6.split_once(']') else {
            return Err(bad());
        };
        match after.strip_prefix(':') {
            Some(port) => {
                port.parse::<u16>().map_err(|_| bad())?;
                true
            }
            None if after.is_empty() => false,
            None => return Err(bad()),
        }
    } else {
        match authority.rsplit_once(':') {
            Some((host, port)) if !host.is_empty() && !host.contains(':') => {
                port.parse::<u16>().map_err(|_| bad())?;
                true
            }
            Some(_) => return Err(bad()),
            None => false,
        }
    };
    let port = if secure { 443 } else { 7878 };
    let authority = if has_port {
        authority.to_string()
    } else {
        format!("{authority}:{port}")
    };
    Ok(if secure {
        format!("{}{authority}", crate::net::SECURE)
    } else {
        authority
    })
}

/// A seat taken (or none, for a table of bots): the answer of a create or a join.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct SeatTicket {
    /// The table's id.
    pub id: String,
    /// Its room code.
    pub code: String,
    /// The seat taken, if any.
    pub seat: Option<u8>,
    /// The seat's secret token, if a seat was taken.
    pub token: Option<String>,
}

/// A new table, as `POST /api/tables` takes it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NewTable {
    /// The game's key (`tokyo-metro`, `chicago-express`).
    pub game: String,
    /// Its setup, the game's own JSON.
    pub setup: Value,
    /// Each seat: `person` or one of the game's bots.
    pub seats: Vec<String>,
    /// Whether anyone with the code may watch.
    pub spectators: bool,
    /// The table's clock, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<metro_protocol::ClockRule>,
}

/// An open table of the server's lobby.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct LobbyTable {
    /// Its id.
    pub id: String,
    /// Its room code.
    pub code: String,
    /// The game's key.
    pub game: String,
    /// How many seats it has.
    pub seats: u8,
    /// Its person seats nobody has taken.
    pub open: u8,
}

/// An HTTP answer that is not a success: the server's error code and words.
#[derive(Debug, Deserialize)]
struct HttpError {
    error: String,
    #[serde(default)]
    message: String,
}

/// Sends one request; the status and the body as JSON.
async fn request(
    server: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<(u16, Value), ClientError> {
    let exchange = async {
        let mut stream = crate::net::connect(server).await?;
        let host = crate::net::authority(server);
        let body = body.map(Value::to_string).unwrap_or_default();
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).await?;
        let mut answer = Vec::new();
        stream.take(MAX_ANSWER_BYTES).read_to_end(&mut answer).await?;
        Ok::<_, std::io::Error>(answer)
    };
    let answer = tokio::time::timeout(HTTP_TIMEOUT, exchange)
        .await
        .map_err(|_| ClientError::Network(format!("{server} did not answer in time")))?
        .map_err(|e| ClientError::Network(format!("{server}: {e}")))?;
    let text = String::from_utf8_lossy(&answer);
    let (head, body) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| ClientError::Network(format!("{server} did not answer over HTTP")))?;
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse::<u16>().ok())
        .ok_or_else(|| ClientError::Network(format!("{server} did not answer over HTTP")))?;
    let value = serde_json::from_str(body).unwrap_or(Value::Null);
    Ok((status, value))
}

/// The server's refusal as an error.
fn refused(status: u16, body: Value) -> ClientError {
    match serde_json::from_value::<HttpError>(body) {
        Ok(e) => ClientError::Server {
            status,
            code: e.error,
            message: e.message,
        },
        Err(_) => ClientError::Server {
            status,
            code: "http".into(),
            message: format!("the server answered {status}"),
        },
    }
}

/// Creates a table on `server` (`host:port`): the creator takes its first person seat.
pub async fn create(server: &str, table: &NewTable) -> Result<SeatTicket, ClientError> {
    let body = serde_json::to_value(table).map_err(|e| ClientError::Network(e.to_string()))?;
    let (status, answer) = request(server, "POST", "/api/tables", Some(&body)).await?;
    if status != 201 {
        return Err(refused(status, answer));
    }
    serde_json::from_value(answer).map_err(|e| ClientError::Network(e.to_string()))
}

/// Joins the table of `code` on `server`: takes its first open person seat.
pub async fn join(server: &str, code: &str) -> Result<SeatTicket, ClientError> {
    let code = crate::seats::normal_code(code);
    if code.is_empty() || code.len() > metro_protocol::MAX_NAME_BYTES {
        return Err(ClientError::Code(code));
    }
    let (status, answer) = request(
        server,
        "POST",
        &format!("/api/tables/{code}/join"),
        Some(&Value::Null),
    )
    .await?;
    if status != 200 {
        return Err(refused(status, answer));
    }
    serde_json::from_value(answer).map_err(|e| ClientError::Network(e.to_string()))
}

/// The server's lobby: its open tables, newest first.
pub async fn lobby(server: &str) -> Result<Vec<LobbyTable>, ClientError> {
    let (status, answer) = request(server, "GET", "/api/tables", None).await?;
    if status != 200 {
        return Err(refused(status, answer));
    }
    serde_json::from_value(answer).map_err(|e| ClientError::Network(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_as_typed_secure_ones_too() {
        for (typed, address) in [
            ("127.0.0.1:7878", "127.0.0.1:7878"),
            (" 192.168.1.5 ", "192.168.1.5:7878"),
            ("http://metro.example.org/", "metro.example.org:7878"),
            ("ws://localhost:9000/api/ws", "localhost:9000"),
            ("[::1]:8080", "[::1]:8080"),
            ("[::1]", "[::1]:7878"),
        ] {
            assert_eq!(server_address(typed).expect(typed), address);
        }
        for typed in ["", "host:port", "user@host:1", "::1", "a b:1", "host:70000"] {
            assert!(
                matches!(server_address(typed), Err(ClientError::Address(_))),
                "{typed}"
            );
        }
        // A secure address: a server behind a reverse proxy with TLS (443 unless said).
        for (typed, address) in [
            ("wss://x.org", "wss://x.org:443"),
            ("HTTPS://metro.example.org/", "wss://metro.example.org:443"),
            ("https://metro.example.org:8443", "wss://metro.example.org:8443"),
        ] {
            assert_eq!(server_address(typed).expect(typed), address);
        }
    }
}

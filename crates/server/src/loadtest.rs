//! `metro loadtest`'s client side: bot clients driving tables of a server on this machine over loopback
//! WebSockets, measuring how many decisions it takes a second and how long a decision takes to reach every seat.
//!
//! Each table is created over HTTP (`POST /api/tables` with four person seats: the creator's token, then three
//! joins by code), and each of its four seats connects over its own WebSocket with its own token. A table's task
//! plays in lockstep: once every seat knows the same version, the first seat offered choices sends one of them (the
//! first offer, or a random one from the seed); the latency of that command is the time from sending it to the
//! moment the last of the four seats received the update of the version it made. A game that ends is counted and
//! its table replaced by a new one while time remains. Refusals, error answers, closed connections and answers that
//! do not come within [`STALL`] are errors; a table with a broken connection or a stalled game stops there.
//!
//! It is bounded: at most [`MAX_TABLES`] tables ([`MAX_CONNECTIONS`] connections), at most [`MAX_SECONDS`] of play
//! (no command is sent after them, and one already sent is awaited at most [`STALL`]), setting the tables up at most
//! [`SETUP_LIMIT`]; and it talks to loopback only ([`loopback_address`] refuses any other host). The process's limit
//! of open files is raised to what the connections need where the system allows it ([`raise_open_files`]).
//!
//! [`LocalServer`] starts a server in the same process (on `127.0.0.1:0`, a temporary SQLite file), for a machine
//! with no server running and for the tests, without the limits per connection and address
//! ([`Limits::unlimited`]: every connection of a load test comes from loopback, and a bot decides at once).

use std::collections::BTreeMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::stream::{SplitSink, StreamExt};
use futures_util::{SinkExt, stream};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use crate::limits::Limits;
use crate::store::{SqliteStore, Store};
use crate::{Server, ServerError};

/// The most tables a load test plays at once.
pub const MAX_TABLES: u32 = 5000;

/// The longest a load test plays, in seconds.
pub const MAX_SECONDS: u64 = 600;

/// The most decisions a second a paced load test asks ([`LoadConfig::rate`]).
pub const MAX_RATE: f64 = 1_000_000.0;

/// The seats of every table (every one a person, each its own connection).
pub const SEATS: usize = 4;

/// The most WebSocket connections a load test opens at once.
pub const MAX_CONNECTIONS: usize = MAX_TABLES as usize * SEATS;

/// The longest a table waits for an answer: the HTTP answer while setting up, the welcome of a seat, a command's
/// update at every seat. Past it the table counts an error and stops.
pub const STALL: Duration = Duration::from_secs(10);

/// The longest the first tables take to be set up, all together; a table not set up by then is not played.
pub const SETUP_LIMIT: Duration = Duration::from_secs(300);

/// How many tables are set up at the same time.
pub const SETUP_AT_ONCE: usize = 16;

/// The largest HTTP answer read while setting a table up.
const HTTP_LIMIT: u64 = 1 << 20;

/// Open files kept free besides the connections (the store, the listener, the runtime).
const SPARE_FILES: u64 = 256;

/// The game a load test plays, with four players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LoadGame {
    /// Chicago Express on its built-in board.
    #[default]
    ChicagoExpress,
    /// Tokyo Metro on the Tokyo map with the Tokyo cards.
    TokyoMetro,
}

impl LoadGame {
    /// Every game by its key.
    pub const ALL: [LoadGame; 2] = [LoadGame::ChicagoExpress, LoadGame::TokyoMetro];

    /// The game's key on the server (`chicago-express`, `tokyo-metro`).
    pub fn key(self) -> &'static str {
        match self {
            LoadGame::ChicagoExpress => metro_chicago::GAME_INFO.key.as_str(),
            LoadGame::TokyoMetro => metro_engine::GAME_INFO.key.as_str(),
        }
    }

    /// The game by its key.
    pub fn from_key(key: &str) -> Option<LoadGame> {
        LoadGame::ALL.into_iter().find(|g| g.key() == key)
    }

    /// The setup of a table of four players, as `POST /api/tables` takes it.
    pub fn setup(self) -> Value {
        match self {
            LoadGame::ChicagoExpress => json!({"players": SEATS}),
            LoadGame::TokyoMetro => {
                json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": SEATS})
            }
        }
    }
}

/// What a load test does.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// The server, on loopback ([`loopback_address`]): every table is created there.
    pub server: SocketAddr,
    /// Other processes serving the same tables (several `metro serve --db postgres://…` on one database): seat `i`
    /// of a table joins and connects through process `i mod (1 + others)`, the server counting as process 0.
    pub others: Vec<SocketAddr>,
    /// Tables played at once (1 to [`MAX_TABLES`]).
    pub tables: u32,
    /// Seconds of play (0 to [`MAX_SECONDS`]; 0: the tables are set up, connected and left).
    pub seconds: u64,
    /// The game.
    pub game: LoadGame,
    /// Each seat chooses a random offer from this seed; none: always the first offer.
    pub seed: Option<u64>,
    /// Whether the server runs in this process (its end of every connection is an open file here too).
    pub in_process: bool,
    /// Decisions a second asked of all tables together (each table decides every `tables / rate` seconds, its first
    /// decision at a point of that interval of its own); none: every table as fast as it can (lockstep).
    pub rate: Option<f64>,
}

impl LoadConfig {
    /// The time between two decisions of one table when paced ([`LoadConfig::rate`]).
    fn interval(&self) -> Option<Duration> {
        let rate = self.rate.filter(|r| r.is_finite() && *r > 0.0)?;
        Some(Duration::from_secs_f64(
            (f64::from(self.tables) / rate).min(3600.0),
        ))
    }
}

/// Why a load test cannot run.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// `--server` is not a WebSocket address (`ws://HOST:PORT`).
    #[error(
        "{0:?} is not a server's address: expected ws://127.0.0.1:PORT, ws://[::1]:PORT or ws://localhost:PORT"
    )]
    BadServer(String),
    /// `--server` names a host that is not this machine's loopback.
    #[error("{0:?} is not on this machine: a load test talks to 127.0.0.1, ::1 or localhost only")]
    NotLoopback(String),
    /// More tables than [`MAX_TABLES`] (or none).
    #[error("{0} tables: a load test plays 1 to {MAX_TABLES}")]
    Tables(u32),
    /// More seconds than [`MAX_SECONDS`].
    #[error("{0} seconds: a load test plays at most {MAX_SECONDS}")]
    Seconds(u64),
    /// A rate that is not a number of decisions a second between 0 and [`MAX_RATE`].
    #[error("{0}: the decisions a second asked of all tables are more than 0 and at most {MAX_RATE}")]
    Rate(f64),
    /// The process may not open enough files for the connections.
    #[error(
        "the connections need {needed} open files and this process may open {limit}: raise the limit (`ulimit -n {needed}`) or play fewer tables"
    )]
    OpenFiles {
        /// Open files needed.
        needed: u64,
        /// The process's limit.
        limit: u64,
    },
    /// No table could be set up.
    #[error("no table could be set up: {0}")]
    NoTable(String),
    /// The server in this process did not start.
    #[error(transparent)]
    Server(#[from] ServerError),
    /// A file or the network failed.
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// The address of a server on this machine from `ws://HOST:PORT` (a path after it, such as `/api/ws`, is
/// allowed): the host must be `127.0.0.1` (any `127.x.y.z`), `[::1]` or `localhost` (taken as `127.0.0.1`, never
/// looked up).
pub fn loopback_address(server: &str) -> Result<SocketAddr, LoadError> {
    let bad = || LoadError::BadServer(server.to_string());
    let rest = server.trim().strip_prefix("ws://").ok_or_else(bad)?;
    let authority = rest.split('/').next().unwrap_or_default();
    if authority.contains('@') {
        return Err(bad());
    }
    let (host, port) = if let Some(v6) = authority.strip_prefix('[') {
        let (host, port) = v6.split_once("]:").ok_or_else(bad)?;
        (host, port)
    } else {
        authority.rsplit_once(':').ok_or_else(bad)?
    };
    let port: u16 = port.parse().map_err(|_| bad())?;
    if port == 0 {
        return Err(bad());
    }
    let ip = if host.eq_ignore_ascii_case("localhost") {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    } else {
        match host.parse::<IpAddr>() {
            Ok(ip) => ip,
            Err(_) if host.is_empty() => return Err(bad()),
            Err(_) => return Err(LoadError::NotLoopback(server.to_string())),
        }
    };
    if !ip.is_loopback() {
        return Err(LoadError::NotLoopback(server.to_string()));
    }
    Ok(SocketAddr::new(ip, port))
}

/// Raises this process's limit of open files (its soft limit, up to the hard one) to at least `needed`; the limit
/// now. An error when even the hard limit is lower.
pub fn raise_open_files(needed: u64) -> Result<u64, LoadError> {
    let limit = open_files::raise(needed);
    match limit {
        Some(limit) if limit < needed => Err(LoadError::OpenFiles { needed, limit }),
        Some(limit) => Ok(limit),
        // unknown on this system: try and see
        None => Ok(needed),
    }
}

#[cfg(unix)]
#[allow(unsafe_code)]
mod open_files {
    /// The soft limit of open files raised toward `needed` (never above the hard limit); the limit after, if the
    /// system tells it.
    // `rlim_t` is `u64` on 64-bit Linux, not on every Unix
    #[allow(clippy::useless_conversion)]
    pub fn raise(needed: u64) -> Option<u64> {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes the limits into the struct it is given, which lives for the call.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
            return None;
        }
        let current = u64::try_from(limit.rlim_cur).unwrap_or(u64::MAX);
        if current >= needed {
            return Some(current);
        }
        let hard = u64::try_from(limit.rlim_max).unwrap_or(u64::MAX);
        let wanted = libc::rlim_t::try_from(needed.min(hard)).unwrap_or(limit.rlim_max);
        let raised = libc::rlimit {
            rlim_cur: wanted,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: setrlimit reads the struct it is given, which lives for the call.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } != 0 {
            return Some(current);
        }
        Some(u64::try_from(wanted).unwrap_or(u64::MAX))
    }
}

#[cfg(not(unix))]
mod open_files {
    /// Unknown on this system.
    pub fn raise(_needed: u64) -> Option<u64> {
        None
    }
}

/// This process's resident memory in KiB (`VmRSS` of `/proc/self/status`), where the system tells it.
pub fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|kib| kib.parse().ok())
}

/// The figures of a load test (`metro loadtest --json` prints them as one object).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoadReport {
    /// The game's key.
    pub game: String,
    /// The server's address.
    pub server: String,
    /// Whether the server ran in this process.
    pub in_process: bool,
    /// Tables asked to be played at once.
    pub tables: u32,
    /// Tables set up and connected when play began (each holding [`SEATS`] connections).
    pub tables_held: u32,
    /// Tables set up in all (the first ones and those replacing a finished game).
    pub tables_created: u64,
    /// Games played to their end.
    pub games_finished: u64,
    /// WebSocket connections opened in all.
    pub connections: u64,
    /// Seconds it took to set the first tables up and connect their seats.
    pub setup_s: f64,
    /// Seconds of play asked for.
    pub seconds: u64,
    /// Seconds of play measured (until the last table stopped).
    pub elapsed_s: f64,
    /// Commands the server accepted.
    pub actions: u64,
    /// Accepted commands per second of play.
    pub actions_per_s: f64,
    /// Commands whose update every seat received (the latencies' count).
    pub measured: u64,
    /// The median time from sending a command to the last seat of its table receiving its update, in ms.
    pub p50_ms: f64,
    /// Its 90th percentile, in ms.
    pub p90_ms: f64,
    /// Its 99th percentile, in ms.
    pub p99_ms: f64,
    /// The longest, in ms.
    pub max_ms: f64,
    /// Errors: refusals, error answers, closed connections, answers that did not come, tables not set up.
    pub errors: u64,
    /// The errors by kind (`refused`, `error:stale_version`, `disconnected`, `timeout`, `setup:…`).
    pub error_kinds: BTreeMap<String, u64>,
    /// This process's resident memory when it began, in KiB (with a server in this process, the server's too).
    pub rss_start_kib: Option<u64>,
    /// This process's resident memory once the first tables were set up and connected, in KiB.
    pub rss_held_kib: Option<u64>,
    /// The decisions a second asked of all tables together ([`LoadConfig::rate`]); none: lockstep.
    pub rate: Option<f64>,
}

/// What one table's task counted.
#[derive(Default)]
struct Tally {
    actions: u64,
    /// Microseconds from a command to the last seat's update.
    latencies: Vec<u32>,
    errors: BTreeMap<String, u64>,
    games_finished: u64,
    tables_created: u64,
    connections: u64,
}

impl Tally {
    fn error(&mut self, kind: impl Into<String>) {
        *self.errors.entry(kind.into()).or_default() += 1;
    }

    fn merge(&mut self, other: Tally) {
        self.actions += other.actions;
        self.latencies.extend(other.latencies);
        for (kind, n) in other.errors {
            *self.errors.entry(kind).or_default() += n;
        }
        self.games_finished += other.games_finished;
        self.tables_created += other.tables_created;
        self.connections += other.connections;
    }
}

/// A small seeded generator (SplitMix64) for the seats' choices.
struct Choices(Option<u64>);

impl Choices {
    fn new(seed: Option<u64>, table: u64) -> Choices {
        Choices(seed.map(|s| s ^ table.wrapping_mul(0x9E37_79B9_7F4A_7C15)))
    }

    /// The index of the offer chosen among `n` (n > 0).
    fn pick(&mut self, n: usize) -> usize {
        let Some(state) = &mut self.0 else {
            return 0;
        };
        *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z % n.max(1) as u64) as usize
    }
}

/// A minimal HTTP/1.1 client of one keep-alive connection (the server's JSON routes only).
struct Http {
    address: SocketAddr,
    stream: Option<BufReader<TcpStream>>,
}

impl Http {
    fn new(address: SocketAddr) -> Http {
        Http {
            address,
            stream: None,
        }
    }

    /// Sends a request with a JSON body; the status and the body read as JSON.
    async fn request(&mut self, method: &str, path: &str, body: &Value) -> Result<(u16, Value), String> {
        match tokio::time::timeout(STALL, self.exchange(method, path, body)).await {
            Ok(Ok(answer)) => Ok(answer),
            Ok(Err(e)) => {
                self.stream = None;
                Err(e)
            }
            Err(_) => {
                self.stream = None;
                Err("no answer in time".into())
            }
        }
    }

    async fn exchange(&mut self, method: &str, path: &str, body: &Value) -> Result<(u16, Value), String> {
        if self.stream.is_none() {
            let stream = TcpStream::connect(self.address)
                .await
                .map_err(|e| e.to_string())?;
            let _ = stream.set_nodelay(true);
            self.stream = Some(BufReader::new(stream));
        }
        let Some(stream) = self.stream.as_mut() else {
            return Err("no connection".into());
        };
        let body = body.to_string();
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.address,
            body.len()
        );
        stream
            .get_mut()
            .write_all(request.as_bytes())
            .await
            .map_err(|e| e.to_string())?;
        let mut head = String::new();
        let mut limited = (&mut *stream).take(HTTP_LIMIT);
        let mut length = None;
        let mut status = None;
        loop {
            let start = head.len();
            let read = limited.read_line(&mut head).await.map_err(|e| e.to_string())?;
            if read == 0 {
                return Err("the connection closed in the answer's head".into());
            }
            let line = head[start..].trim_end();
            if line.is_empty() {
                break;
            }
            if status.is_none() {
                status = line.split_whitespace().nth(1).and_then(|s| s.parse::<u16>().ok());
                if status.is_none() {
                    return Err(format!("not an HTTP answer: {line:?}"));
                }
            } else if let Some((name, value)) = line.split_once(':')
                && name.trim().eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse::<u64>().ok();
            }
        }
        let status = status.ok_or("an answer without a status")?;
        let length = length.ok_or("an answer without its length")?;
        if length > HTTP_LIMIT {
            return Err(format!("an answer of {length} bytes"));
        }
        let mut body = vec![0; usize::try_from(length).unwrap_or(0)];
        limited.read_exact(&mut body).await.map_err(|e| e.to_string())?;
        let value = serde_json::from_slice(&body).unwrap_or(Value::Null);
        Ok((status, value))
    }
}

/// A server message as the load test reads it: only what it needs (the rest is skipped, not kept).
#[derive(Debug, Deserialize)]
struct Incoming {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    offers: Option<Vec<OfferIn>>,
    #[serde(default)]
    over: Option<bool>,
    #[serde(default)]
    state: Option<StateIn>,
    #[serde(default)]
    command_id: Option<String>,
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    sealed: Option<SealedIn>,
}

/// A sealed round as a seat is told it: whose decisions are in.
#[derive(Debug, Default, Deserialize)]
struct SealedIn {
    #[serde(default)]
    sealed: Vec<usize>,
}

#[derive(Debug, Deserialize)]
struct OfferIn {
    action: Value,
}

#[derive(Debug, Deserialize)]
struct StateIn {
    version: u64,
    #[serde(default)]
    offers: Vec<OfferIn>,
    #[serde(default)]
    over: bool,
    #[serde(default)]
    sealed: Option<SealedIn>,
}

/// What a seat's reader tells its table.
enum Event {
    /// A message, when it arrived.
    Message {
        seat: usize,
        at: Instant,
        message: Result<Box<Incoming>, String>,
    },
    /// The connection closed.
    Closed,
}

type Sink = SplitSink<WebSocketStream<TcpStream>, Message>;

/// What a seat knows.
#[derive(Default)]
struct Seat {
    version: Option<u64>,
    offers: Vec<Value>,
    /// The version at which its decision of a sealed round (a secret bid) went in: it waits for the others then.
    sealed_at: Option<u64>,
    /// The seats whose decision of the sealed round is in, as this seat was last told (empty outside a round): while
    /// a round's bids are being applied one by one, those seats do not decide again.
    round_sealed: Vec<usize>,
}

/// A table set up: its seats' connections, their readers' messages, what each seat knows.
struct Table {
    /// Its room code (named when it stalls).
    code: String,
    sinks: Vec<Sink>,
    events: mpsc::Receiver<Event>,
    readers: Vec<JoinHandle<()>>,
    seats: Vec<Seat>,
    over: bool,
}

impl Table {
    /// Takes a state (a welcome's, a state, an update) into a seat's knowledge; the version it is at.
    fn take(
        &mut self,
        seat: usize,
        version: u64,
        offers: Vec<OfferIn>,
        over: bool,
        sealed: Option<SealedIn>,
    ) {
        if let Some(known) = self.seats.get_mut(seat)
            && known.version.is_none_or(|v| version >= v)
        {
            known.version = Some(version);
            known.offers = offers.into_iter().map(|o| o.action).collect();
            known.round_sealed = sealed.unwrap_or_default().sealed;
        }
        self.over |= over;
    }

    /// Whether `seat`'s decision of a sealed round is in, as the seats were last told.
    fn sealed(&self, seat: usize, version: u64) -> bool {
        self.seats.iter().any(|s| s.round_sealed.contains(&seat))
            || self.seats.get(seat).is_some_and(|s| s.sealed_at == Some(version))
    }

    /// Closes every connection.
    async fn close(mut self) {
        for sink in &mut self.sinks {
            let _ = tokio::time::timeout(Duration::from_secs(1), sink.send(Message::Close(None))).await;
        }
        for reader in &self.readers {
            reader.abort();
        }
    }
}

/// Reads a seat's messages into its table's channel, each stamped with when it arrived.
async fn read_seat(
    seat: usize,
    mut stream: futures_util::stream::SplitStream<WebSocketStream<TcpStream>>,
    events: mpsc::Sender<Event>,
) {
    while let Some(frame) = stream.next().await {
        let text = match frame {
            Ok(Message::Text(text)) => text,
            Ok(Message::Close(_)) | Err(_) => break,
            Ok(_) => continue,
        };
        let at = Instant::now();
        let message = serde_json::from_str::<Incoming>(text.as_str())
            .map(Box::new)
            .map_err(|e| e.to_string());
        if events.send(Event::Message { seat, at, message }).await.is_err() {
            return;
        }
    }
    let _ = events.send(Event::Closed).await;
}

/// Creates a table of four person seats, joins it three times, connects each seat and waits for the four welcomes.
/// Why not: an error's kind.
async fn set_up(servers: &[SocketAddr], game: LoadGame, tally: &mut Tally) -> Result<Table, String> {
    let process = |seat: usize| servers[seat % servers.len()];
    let mut http = Http::new(servers[0]);
    let create = json!({"game": game.key(), "setup": game.setup(), "seats": vec!["person"; SEATS]});
    let (status, body) = http
        .request("POST", "/api/tables", &create)
        .await
        .map_err(|e| format!("setup:http: {e}"))?;
    if status != 201 {
        return Err(format!("setup:create {status}: {body}"));
    }
    let code = body["code"].as_str().ok_or("setup:create: no code")?.to_string();
    let mut tokens = vec![
        body["token"]
            .as_str()
            .ok_or("setup:create: no token")?
            .to_string(),
    ];
    let mut others: Vec<Http> = servers[1..].iter().map(|&a| Http::new(a)).collect();
    for seat in 1..SEATS {
        let through = match seat % servers.len() {
            0 => &mut http,
            other => &mut others[other - 1],
        };
        let (status, body) = through
            .request("POST", &format!("/api/tables/{code}/join"), &json!({}))
            .await
            .map_err(|e| format!("setup:http: {e}"))?;
        if status != 200 {
            return Err(format!("setup:join {status}: {body}"));
        }
        tokens.push(body["token"].as_str().ok_or("setup:join: no token")?.to_string());
    }
    drop(http);
    drop(others);
    tally.tables_created += 1;
    let (sender, events) = mpsc::channel(SEATS * 16);
    let mut sinks = Vec::with_capacity(SEATS);
    let mut readers = Vec::with_capacity(SEATS);
    for (seat, token) in tokens.iter().enumerate() {
        let address = process(seat);
        let connected = tokio::time::timeout(STALL, async {
            let stream = TcpStream::connect(address).await.map_err(|e| e.to_string())?;
            let _ = stream.set_nodelay(true);
            let config = WebSocketConfig::default().read_buffer_size(crate::http::READ_BUFFER_BYTES);
            let (socket, _) = tokio_tungstenite::client_async_with_config(
                format!("ws://{address}/api/ws"),
                stream,
                Some(config),
            )
            .await
            .map_err(|e| e.to_string())?;
            Ok::<_, String>(socket)
        })
        .await;
        let mut socket = match connected {
            Ok(Ok(socket)) => socket,
            Ok(Err(e)) => return Err(format!("setup:connect: {e}")),
            Err(_) => return Err("setup:connect: no answer in time".into()),
        };
        tally.connections += 1;
        let hello = json!({"type": "hello", "protocol": metro_protocol::PROTOCOL_VERSION, "table": code, "token": token, "language": "en"});
        socket
            .send(Message::Text(hello.to_string().into()))
            .await
            .map_err(|e| format!("setup:hello: {e}"))?;
        let (sink, stream) = socket.split();
        sinks.push(sink);
        readers.push(tokio::spawn(read_seat(seat, stream, sender.clone())));
    }
    drop(sender);
    let mut table = Table {
        code: code.clone(),
        sinks,
        events,
        readers,
        seats: (0..SEATS).map(|_| Seat::default()).collect(),
        over: false,
    };
    while table.seats.iter().any(|s| s.version.is_none()) {
        match tokio::time::timeout(STALL, table.events.recv()).await {
            Ok(Some(Event::Message {
                seat,
                message: Ok(message),
                ..
            })) => match (message.kind.as_str(), message.state) {
                ("welcome", Some(state)) => {
                    table.take(seat, state.version, state.offers, state.over, state.sealed)
                }
                // A seat welcomed before the table started is sent its whole state when it starts, maybe before the
                // other seats are welcomed: taken here too, or that seat would wait for offers it was already sent.
                ("state" | "update", _) if table.seats.get(seat).is_some_and(|s| s.version.is_some()) => {
                    table.take(
                        seat,
                        message.version.unwrap_or(0),
                        message.offers.unwrap_or_default(),
                        message.over.unwrap_or(false),
                        message.sealed,
                    )
                }
                ("error", _) => {
                    let code = message.code.unwrap_or_default();
                    table.close().await;
                    return Err(format!("setup:hello: {code}"));
                }
                _ => {}
            },
            Ok(Some(Event::Message { message: Err(e), .. })) => {
                table.close().await;
                return Err(format!("setup:unreadable: {e}"));
            }
            Ok(Some(Event::Closed) | None) => {
                table.close().await;
                return Err("setup:disconnected".into());
            }
            Err(_) => {
                table.close().await;
                return Err("setup:no welcome in time".into());
            }
        }
    }
    Ok(table)
}

/// A command sent and not yet told to every seat.
struct Pending {
    command_id: String,
    target: u64,
    sent_at: Instant,
    seen: u8,
    last: Instant,
}

/// How a table's play stopped.
enum Stop {
    /// Its game ended.
    Over,
    /// Time is up.
    TimeUp,
    /// A connection closed or an answer did not come (counted).
    Failed,
}

/// The kind an error is counted under: its code with the details after `:` cut off past the first word.
fn kind_of(error: &str) -> String {
    match error.split_once(": ") {
        Some((kind, _)) => kind.to_string(),
        None => error.to_string(),
    }
}

/// When a paced table decides: every `interval`, from a first point of its own.
struct Pace {
    interval: Duration,
    next: Instant,
}

impl Pace {
    /// Table `index` of `tables` decides first at `index / tables` of an interval from now: the decisions of all tables
    /// spread evenly.
    fn new(interval: Duration, index: u64, tables: u32) -> Pace {
        let share = (index % u64::from(tables.max(1))) as f64 / f64::from(tables.max(1));
        Pace {
            interval,
            next: Instant::now() + interval.mul_f64(share),
        }
    }

    /// Whether the table may decide now.
    fn due(&self, now: Instant) -> bool {
        now >= self.next
    }

    /// A decision was sent at `now`: the next is due an interval after the one planned, or now when the table is more
    /// than an interval behind (the server was slower than asked: the load test does not send a burst to catch up).
    fn sent(&mut self, now: Instant) {
        self.next = (self.next + self.interval).max(now);
    }
}

/// Plays a table until its game ends, time is up or it fails: in lockstep, or paced by `pace`.
async fn play(
    table: &mut Table,
    choices: &mut Choices,
    deadline: Instant,
    mut pace: Option<&mut Pace>,
    tally: &mut Tally,
) -> Stop {
    let all_seen = (1u8 << SEATS) - 1;
    let mut pending: Option<Pending> = None;
    let mut sent = 0u64;
    loop {
        if table.over && pending.is_none() {
            return Stop::Over;
        }
        let now = Instant::now();
        let due = pace.as_ref().is_none_or(|p| p.due(now));
        if pending.is_none() && !table.over {
            if now >= deadline {
                return Stop::TimeUp;
            }
            let version = table.seats.iter().map(|s| s.version).max().flatten();
            if due
                && let Some(version) = version
                && table.seats.iter().all(|s| s.version == Some(version))
                && let Some(seat) = (0..table.seats.len())
                    .find(|&i| !table.seats[i].offers.is_empty() && !table.sealed(i, version))
            {
                let offers = &table.seats[seat].offers;
                let action = offers[choices.pick(offers.len())].clone();
                let command_id = format!("c{sent}");
                sent += 1;
                let text = json!({"type": "command", "version": version, "command_id": command_id, "action": action})
                    .to_string();
                let sent_at = Instant::now();
                let Some(sink) = table.sinks.get_mut(seat) else {
                    return Stop::Failed;
                };
                match tokio::time::timeout(STALL, sink.send(Message::Text(text.into()))).await {
                    Ok(Ok(())) => {}
                    _ => {
                        tally.error("disconnected");
                        return Stop::Failed;
                    }
                }
                if let Some(pace) = pace.as_deref_mut() {
                    pace.sent(sent_at);
                }
                pending = Some(Pending {
                    command_id,
                    target: version + 1,
                    sent_at,
                    seen: 0,
                    last: sent_at,
                });
            }
        }
        let wait = if pending.is_none() && !table.over {
            let mut wait = STALL.min(deadline.saturating_duration_since(Instant::now()));
            // a table that waits for its time to decide wakes then (one that is due waits for news)
            if let Some(pace) = pace.as_deref()
                && !pace.due(Instant::now())
            {
                wait = wait.min(pace.next.saturating_duration_since(Instant::now()));
            }
            wait
        } else {
            STALL
        };
        let event = match tokio::time::timeout(wait, table.events.recv()).await {
            Ok(Some(event)) => event,
            Ok(None) => {
                tally.error("disconnected");
                return Stop::Failed;
            }
            Err(_) => {
                if pending.is_none() && !table.over && Instant::now() >= deadline {
                    return Stop::TimeUp;
                }
                // a paced table's time to decide came (it waited less than STALL): not a stall
                if pending.is_none()
                    && !table.over
                    && let Some(pace) = pace.as_deref()
                    && Instant::now().saturating_duration_since(pace.next) < STALL
                {
                    continue;
                }
                let kind = if pending.is_some() { "timeout" } else { "stalled" };
                // What each seat was told last: which seat fell behind, or whether nobody was offered anything.
                let seats: Vec<(Option<u64>, usize)> =
                    table.seats.iter().map(|s| (s.version, s.offers.len())).collect();
                tracing::warn!(table = %table.code, kind, ?seats, "a table of the load test stopped: (version, offers) by seat");
                tally.error(kind);
                return Stop::Failed;
            }
        };
        let (seat, at, message) = match event {
            Event::Message { seat, at, message } => (seat, at, message),
            Event::Closed => {
                tally.error("disconnected");
                return Stop::Failed;
            }
        };
        let message = match message {
            Ok(message) => message,
            Err(_) => {
                tally.error("unreadable");
                continue;
            }
        };
        let answers_pending = pending
            .as_ref()
            .is_some_and(|p| message.command_id.as_deref() == Some(p.command_id.as_str()));
        match message.kind.as_str() {
            "update" | "state" => {
                let version = message.version.unwrap_or(0);
                let over = message.over.unwrap_or(false);
                table.take(
                    seat,
                    version,
                    message.offers.unwrap_or_default(),
                    over,
                    message.sealed,
                );
                if let Some(p) = &mut pending
                    && version >= p.target
                {
                    p.seen |= 1 << seat;
                    p.last = p.last.max(at);
                    if p.seen == all_seen {
                        let micros = p.last.duration_since(p.sent_at).as_micros();
                        tally.latencies.push(u32::try_from(micros).unwrap_or(u32::MAX));
                        pending = None;
                    }
                }
            }
            "welcome" => {
                if let Some(state) = message.state {
                    table.take(seat, state.version, state.offers, state.over, state.sealed);
                }
            }
            "accepted" => {
                if answers_pending {
                    tally.actions += 1;
                    // The version the command brought the table to (a sealed round's last bid applies every bid of
                    // the round at once): every seat must reach it.
                    if let (Some(p), Some(version)) = (&mut pending, message.version)
                        && version > p.target
                    {
                        p.target = version;
                        p.seen = table
                            .seats
                            .iter()
                            .enumerate()
                            .filter(|(_, s)| s.version.is_some_and(|v| v >= version))
                            .fold(0, |seen, (i, _)| seen | 1 << i);
                        if p.seen == all_seen {
                            let micros = p.last.duration_since(p.sent_at).as_micros();
                            tally.latencies.push(u32::try_from(micros).unwrap_or(u32::MAX));
                            pending = None;
                        }
                    }
                }
            }
            // A decision of a sealed round (a secret bid) is kept until every person's is in: the version stays,
            // nobody else is told, and the next seat of the round decides.
            "sealed" => {
                if answers_pending {
                    tally.actions += 1;
                    if let Some(known) = table.seats.get_mut(seat) {
                        known.sealed_at = known.version;
                    }
                    pending = None;
                }
            }
            "refused" => {
                tally.error("refused");
                if answers_pending {
                    pending = None;
                }
            }
            "error" => {
                tally.error(format!("error:{}", message.code.as_deref().unwrap_or("?")));
                if answers_pending {
                    pending = None;
                }
            }
            "ended" => table.over = true,
            // The table's own news (who is connected, who plays a seat, its chat): nothing to answer.
            "table" | "chat" | "webhook" => {}
            other => tally.error(format!("unexpected:{}", kind_of(other))),
        }
    }
}

/// One table's task: plays its table, then new ones while time remains after each game's end.
async fn run_table(
    mut table: Table,
    config: Arc<LoadConfig>,
    index: u64,
    deadline: Instant,
    mut tally: Tally,
) -> Tally {
    let mut games = 0u64;
    let mut pace = config
        .interval()
        .map(|interval| Pace::new(interval, index, config.tables));
    loop {
        let mut choices = Choices::new(config.seed, index.wrapping_mul(1 << 20).wrapping_add(games));
        let stop = play(&mut table, &mut choices, deadline, pace.as_mut(), &mut tally).await;
        table.close().await;
        match stop {
            Stop::Over => {
                tally.games_finished += 1;
                games += 1;
            }
            Stop::TimeUp | Stop::Failed => return tally,
        }
        if Instant::now() >= deadline {
            return tally;
        }
        match set_up(&servers(&config), config.game, &mut tally).await {
            Ok(next) => table = next,
            Err(e) => {
                tally.error(kind_of(&e));
                tracing::warn!("a table could not be set up: {e}");
                return tally;
            }
        }
    }
}

/// Every process of the load test's server, the first the one tables are created on.
fn servers(config: &LoadConfig) -> Vec<SocketAddr> {
    std::iter::once(config.server)
        .chain(config.others.iter().copied())
        .collect()
}

/// The `q`-th percentile (0–100) of sorted microseconds, in milliseconds (nearest rank).
fn percentile_ms(sorted: &[u32], q: usize) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (sorted.len() * q).div_ceil(100).clamp(1, sorted.len());
    f64::from(sorted[rank - 1]) / 1000.0
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Runs a load test: sets `config.tables` tables up (at most [`SETUP_AT_ONCE`] at a time, within [`SETUP_LIMIT`]),
/// then plays them all for `config.seconds` and reports.
pub async fn run(config: LoadConfig) -> Result<LoadReport, LoadError> {
    if config.tables == 0 || config.tables > MAX_TABLES {
        return Err(LoadError::Tables(config.tables));
    }
    if config.seconds > MAX_SECONDS {
        return Err(LoadError::Seconds(config.seconds));
    }
    if let Some(rate) = config.rate
        && !(rate.is_finite() && rate > 0.0 && rate <= MAX_RATE)
    {
        return Err(LoadError::Rate(rate));
    }
    if let Some(far) = servers(&config).into_iter().find(|a| !a.ip().is_loopback()) {
        return Err(LoadError::NotLoopback(far.to_string()));
    }
    let connections = u64::from(config.tables) * SEATS as u64;
    let per_connection = if config.in_process { 2 } else { 1 };
    raise_open_files(connections * per_connection + SPARE_FILES)?;
    let rss_start_kib = resident_kib();
    let config = Arc::new(config);
    let setup_started = Instant::now();
    let setup_deadline = setup_started + SETUP_LIMIT;
    let processes = servers(&config);
    let processes = &processes;
    let game = config.game;
    let results: Vec<(Tally, Result<Table, String>)> = stream::iter(0..config.tables)
        .map(|_| async move {
            let mut tally = Tally::default();
            let table = if Instant::now() >= setup_deadline {
                Err("setup:out of time".to_string())
            } else {
                match tokio::time::timeout_at(setup_deadline.into(), set_up(processes, game, &mut tally))
                    .await
                {
                    Ok(result) => result,
                    Err(_) => Err("setup:out of time".to_string()),
                }
            };
            (tally, table)
        })
        .buffer_unordered(SETUP_AT_ONCE)
        .collect()
        .await;
    let setup_s = setup_started.elapsed().as_secs_f64();
    let rss_held_kib = resident_kib();
    let mut total = Tally::default();
    let mut tables = Vec::new();
    let mut first_error = None;
    for (mut tally, table) in results {
        match table {
            Ok(table) => tables.push((tally, table)),
            Err(e) => {
                tracing::warn!("a table could not be set up: {e}");
                tally.error(kind_of(&e));
                first_error.get_or_insert(e);
                total.merge(tally);
            }
        }
    }
    if tables.is_empty() {
        return Err(LoadError::NoTable(first_error.unwrap_or_default()));
    }
    let tables_held = tables.len() as u32;
    let started = Instant::now();
    let deadline = started + Duration::from_secs(config.seconds);
    let tasks: Vec<JoinHandle<Tally>> = tables
        .into_iter()
        .enumerate()
        .map(|(index, (tally, table))| {
            tokio::spawn(run_table(table, config.clone(), index as u64, deadline, tally))
        })
        .collect();
    for task in tasks {
        match task.await {
            Ok(tally) => total.merge(tally),
            Err(_) => total.error("internal"),
        }
    }
    let elapsed_s = started.elapsed().as_secs_f64();
    total.latencies.sort_unstable();
    let errors = total.errors.values().sum();
    Ok(LoadReport {
        game: config.game.key().to_string(),
        server: servers(&config)
            .iter()
            .map(|a| format!("ws://{a}"))
            .collect::<Vec<_>>()
            .join(" "),
        in_process: config.in_process,
        tables: config.tables,
        tables_held,
        tables_created: total.tables_created,
        games_finished: total.games_finished,
        connections: total.connections,
        setup_s: round3(setup_s),
        seconds: config.seconds,
        elapsed_s: round3(elapsed_s),
        actions: total.actions,
        actions_per_s: if elapsed_s > 0.0 {
            round3(total.actions as f64 / elapsed_s)
        } else {
            0.0
        },
        measured: total.latencies.len() as u64,
        p50_ms: percentile_ms(&total.latencies, 50),
        p90_ms: percentile_ms(&total.latencies, 90),
        p99_ms: percentile_ms(&total.latencies, 99),
        max_ms: total.latencies.last().map_or(0.0, |&m| f64::from(m) / 1000.0),
        errors,
        error_kinds: total.errors,
        rss_start_kib,
        rss_held_kib,
        rate: config.rate,
    })
}

/// A server started in this process for a load test: on `127.0.0.1:0`, its tables in a temporary SQLite file
/// removed when it stops, with [`Limits::unlimited`].
pub struct LocalServer {
    server: Server,
    folder: PathBuf,
}

impl LocalServer {
    /// Starts it.
    pub async fn start() -> Result<LocalServer, LoadError> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let folder = std::env::temp_dir().join(format!("metro-loadtest-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&folder)?;
        let started = async {
            let store: Arc<dyn Store> =
                Arc::new(SqliteStore::open(&folder.join("tables.sqlite3")).map_err(ServerError::from)?);
            let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).await?;
            Ok::<_, LoadError>(Server::start_with(listener, store, Limits::unlimited()).await?)
        }
        .await;
        match started {
            Ok(server) => Ok(LocalServer { server, folder }),
            Err(e) => {
                let _ = std::fs::remove_dir_all(&folder);
                Err(e)
            }
        }
    }

    /// Its address.
    pub fn address(&self) -> SocketAddr {
        self.server.address()
    }

    /// Its store's file.
    pub fn db(&self) -> PathBuf {
        self.folder.join("tables.sqlite3")
    }

    /// The folder of its store.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// The server itself.
    pub fn server(&self) -> &Server {
        &self.server
    }

    /// Stops it and removes its store.
    pub async fn stop(self) -> Result<(), LoadError> {
        let stopped = self.server.stop().await;
        let _ = std::fs::remove_dir_all(&self.folder);
        Ok(stopped?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_servers_are_taken() {
        for (text, address) in [
            ("ws://127.0.0.1:7878", "127.0.0.1:7878"),
            ("ws://127.0.0.1:7878/api/ws", "127.0.0.1:7878"),
            ("ws://localhost:80", "127.0.0.1:80"),
            ("ws://LOCALHOST:80/", "127.0.0.1:80"),
            ("ws://[::1]:7878", "[::1]:7878"),
            ("ws://127.1.2.3:9", "127.1.2.3:9"),
        ] {
            let parsed = loopback_address(text).map(|a| a.to_string());
            assert_eq!(parsed.ok().as_deref(), Some(address), "{text}");
        }
        for text in [
            "ws://10.0.0.1:7878",
            "ws://192.168.1.2:7878",
            "ws://example.com:7878",
            "ws://[2001:db8::1]:7878",
            "ws://0.0.0.0:7878",
            "ws://localhost.example.com:7878",
        ] {
            assert!(
                matches!(loopback_address(text), Err(LoadError::NotLoopback(_))),
                "{text}"
            );
        }
        for text in [
            "127.0.0.1:7878",
            "http://127.0.0.1:7878",
            "wss://127.0.0.1:7878",
            "ws://127.0.0.1",
            "ws://127.0.0.1:0",
            "ws://127.0.0.1:99999",
            "ws://:7878",
            "ws://user@127.0.0.1:7878",
            "ws://[::1]",
            "",
        ] {
            assert!(
                matches!(loopback_address(text), Err(LoadError::BadServer(_))),
                "{text}"
            );
        }
    }

    #[test]
    fn percentiles_are_nearest_ranks() {
        let sorted: Vec<u32> = (1..=100).map(|ms| ms * 1000).collect();
        assert_eq!(percentile_ms(&sorted, 50), 50.0);
        assert_eq!(percentile_ms(&sorted, 99), 99.0);
        assert_eq!(percentile_ms(&[7000], 99), 7.0);
        assert_eq!(percentile_ms(&[], 50), 0.0);
    }

    #[test]
    fn choices_are_the_first_offer_or_seeded() {
        let mut first = Choices::new(None, 3);
        assert!((0..10).all(|_| first.pick(5) == 0));
        let picks = |seed| {
            let mut c = Choices::new(Some(seed), 3);
            (0..20).map(|_| c.pick(5)).collect::<Vec<_>>()
        };
        assert_eq!(picks(1), picks(1));
        assert!(picks(1).iter().all(|&i| i < 5));
        assert!(picks(1).iter().any(|&i| i != 0));
    }
}

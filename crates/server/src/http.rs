//! The server's HTTP routes and its WebSocket: status, health, creating and joining tables, the lobby, and the
//! connection of a client to its table (`GET /api/ws`: `hello` first, then commands).

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Json;
use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use metro_lang::Language;
use metro_protocol::{
    ClientMessage, ErrorCode, ErrorMessage, MAX_MESSAGE_BYTES, ServerMessage, parse_client, to_text,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot, watch};

use crate::limits::{AddressLimits, ConnectionSlot, Limits, TokenBucket};
use crate::live::Audience;
use crate::secret;
use crate::store::{OpenTable, SeatKind, SeatRow, Store, StoreError, TableRow};
use crate::table::{self, OUTBOX, TableEnv, TableHandle, TableMsg};
use crate::webhook::Notifier;

/// The largest body of a request (a Tokyo Metro setup may embed a map's and a card set's TOML).
pub const MAX_BODY_BYTES: usize = 512 * 1024;

/// The read buffer of a WebSocket connection (tungstenite's default, 128 KiB, made an idle connection cost about
/// 170 KiB; a client's messages are small, and a longer one still reads: the buffer grows for it).
pub const READ_BUFFER_BYTES: usize = 8 * 1024;

/// How long a connection may take to say hello.
pub const HELLO_TIMEOUT: Duration = Duration::from_secs(10);

/// How many open tables the lobby lists.
pub const LOBBY_LIMIT: usize = 100;

/// The server's shared state: the store and every live table's handle.
#[derive(Clone)]
pub struct App {
    inner: Arc<Inner>,
}

struct Inner {
    store: Arc<dyn Store>,
    /// Live tables by code.
    tables: Mutex<HashMap<String, TableHandle>>,
    /// Codes by table id.
    ids: Mutex<HashMap<String, String>>,
    /// The ids and codes of the tables that expired (kept in the store as records, no longer live).
    expired: Mutex<HashSet<String>>,
    shutdown: watch::Receiver<bool>,
    /// The limits, and what each client address holds of them.
    limits: Arc<AddressLimits>,
    /// This process's name in the store's leases (random, new at each start).
    process_id: String,
    /// How many tables this process holds the lease of (with a store several processes share).
    leased: std::sync::atomic::AtomicUsize,
    /// What every table's actor is given (the limits, the turn notifications' queue).
    env: TableEnv,
}

impl App {
    /// The state of a server over `store`, stopping its tasks when `shutdown` turns true, with the default
    /// [`Limits`].
    pub fn new(store: Arc<dyn Store>, shutdown: watch::Receiver<bool>) -> App {
        App::with_limits(store, shutdown, Limits::default())
    }

    /// [`App::new`] with other limits. Starts the turn notifications' background task (on the tokio runtime it
    /// is called on).
    pub fn with_limits(store: Arc<dyn Store>, shutdown: watch::Receiver<bool>, limits: Limits) -> App {
        let env = TableEnv {
            limits,
            notifier: Notifier::start(limits, shutdown.clone()),
        };
        App {
            inner: Arc::new(Inner {
                env,
                store,
                tables: Mutex::new(HashMap::new()),
                ids: Mutex::new(HashMap::new()),
                expired: Mutex::new(HashSet::new()),
                shutdown,
                limits: Arc::new(AddressLimits::new(limits)),
                process_id: secret::table_id().unwrap_or_else(|_| format!("process-{}", std::process::id())),
                leased: std::sync::atomic::AtomicUsize::new(0),
            }),
        }
    }

    /// Adds a live table.
    pub fn insert(&self, handle: TableHandle) {
        if let Ok(mut ids) = self.inner.ids.lock() {
            ids.insert(handle.id.clone(), handle.code.clone());
        }
        if let Ok(mut tables) = self.inner.tables.lock() {
            tables.insert(handle.code.clone(), handle);
        }
    }

    /// A live table by its code or id.
    pub fn table(&self, code_or_id: &str) -> Option<TableHandle> {
        let code = self
            .inner
            .ids
            .lock()
            .ok()
            .and_then(|ids| ids.get(code_or_id).cloned())
            .unwrap_or_else(|| secret::normal_code(code_or_id));
        self.inner.tables.lock().ok()?.get(&code).cloned()
    }

    /// Whether the table of this code or id expired.
    pub fn is_expired(&self, code_or_id: &str) -> bool {
        self.inner.expired.lock().is_ok_and(|expired| {
            expired.contains(code_or_id) || expired.contains(&secret::normal_code(code_or_id))
        })
    }

    /// Notes a table as expired and no longer live.
    fn note_expired(&self, id: &str, code: &str) {
        if let Ok(mut expired) = self.inner.expired.lock() {
            expired.insert(id.to_string());
            expired.insert(code.to_string());
        }
        if let Ok(mut ids) = self.inner.ids.lock() {
            ids.remove(id);
        }
        if let Ok(mut tables) = self.inner.tables.lock() {
            tables.remove(code);
        }
    }

    /// Asks every live table to expire if it is still in the lobby and was idle for `idle` (a table busy right now
    /// is not idle); how many expired.
    pub async fn expire_idle(&self, idle: Duration) -> usize {
        let handles: Vec<TableHandle> = self
            .inner
            .tables
            .lock()
            .map(|tables| tables.values().cloned().collect())
            .unwrap_or_default();
        let mut expired = 0;
        for handle in handles {
            let (reply, answer) = oneshot::channel();
            if handle.inbox.try_send(TableMsg::Expire { idle, reply }).is_err() {
                continue;
            }
            if answer.await == Ok(true) {
                self.note_expired(&handle.id, &handle.code);
                expired += 1;
            }
        }
        expired
    }

    /// How many tables are live.
    pub fn table_count(&self) -> usize {
        self.inner.tables.lock().map_or(0, |t| t.len())
    }

    /// How many live tables this process owns: all of them with a store it holds alone, those it holds the lease
    /// of with a shared one.
    pub fn owned_count(&self) -> usize {
        if self.inner.store.shared().is_some() {
            self.inner.leased.load(std::sync::atomic::Ordering::Relaxed)
        } else {
            self.table_count()
        }
    }

    /// Notes how many tables this process holds the lease of.
    pub(crate) fn note_leased(&self, count: usize) {
        self.inner
            .leased
            .store(count, std::sync::atomic::Ordering::Relaxed);
    }

    /// The limits the server was started with.
    pub fn limits(&self) -> Limits {
        self.inner.limits.limits()
    }

    /// This process's name in the store's leases.
    pub fn process_id(&self) -> &str {
        &self.inner.process_id
    }

    /// The store.
    pub fn store(&self) -> Arc<dyn Store> {
        self.inner.store.clone()
    }

    /// A table by its code or id: a live one, or — with a store several processes share — one another process
    /// created, set up here from the store.
    pub async fn find(&self, code_or_id: &str) -> Option<TableHandle> {
        if let Some(handle) = self.table(code_or_id) {
            return Some(handle);
        }
        self.inner.store.shared()?;
        if code_or_id.len() > metro_protocol::MAX_NAME_BYTES {
            return None;
        }
        let (app, key) = (self.clone(), code_or_id.to_string());
        tokio::task::spawn_blocking(move || app.load(&key))
            .await
            .ok()
            .flatten()
    }

    /// Sets up a table from the store if it is not live here (blocking); its handle.
    fn load(&self, code_or_id: &str) -> Option<TableHandle> {
        let row = match self.inner.store.table(code_or_id).ok()? {
            Some(row) => row,
            None => self.inner.store.table(&secret::normal_code(code_or_id)).ok()??,
        };
        if let Some(handle) = self.table(&row.id) {
            return Some(handle);
        }
        if row.state == "expired" {
            self.note_expired(&row.id, &row.code);
            return None;
        }
        let records = self.inner.store.records(&row.id).ok()?;
        let handle = table::resume(
            &row,
            &records,
            self.inner.store.clone(),
            self.inner.shutdown.clone(),
            &self.inner.env,
        )
        .map_err(|reason| tracing::error!(table = %row.code, %reason, "a table could not be set up"))
        .ok()?;
        // Two loads at once: the first one in is kept (the other actor stops with its last handle).
        let mut tables = self.inner.tables.lock().ok()?;
        let kept = tables.entry(handle.code.clone()).or_insert(handle).clone();
        drop(tables);
        if let Ok(mut ids) = self.inner.ids.lock() {
            ids.insert(kept.id.clone(), kept.code.clone());
        }
        // A change another process announced between the store's read above and the table's entry in the map
        // found no live table here and was dropped: the table reads everything once more now that it is live.
        let _ = kept.inbox.try_send(TableMsg::Changed(crate::store::Change::Any));
        Some(kept)
    }

    /// Every live table's handle.
    pub fn handles(&self) -> Vec<TableHandle> {
        self.inner
            .tables
            .lock()
            .map(|tables| tables.values().cloned().collect())
            .unwrap_or_default()
    }

    /// Sets up every table the store names in `ids` that is not live here (blocking).
    pub fn load_all(&self, ids: &[String]) {
        for id in ids {
            if self.table(id).is_none() {
                let _ = self.load(id);
            }
        }
    }

    /// Resumes every table of the store: replays its log; a table that cannot be rebuilt at all is skipped and
    /// logged. How many tables were resumed.
    pub fn resume_all(&self) -> Result<usize, StoreError> {
        let rows = self.inner.store.tables()?;
        let mut resumed = 0;
        for row in rows {
            if row.state == "expired" {
                self.note_expired(&row.id, &row.code);
                continue;
            }
            let records = self.inner.store.records(&row.id)?;
            match table::resume(
                &row,
                &records,
                self.inner.store.clone(),
                self.inner.shutdown.clone(),
                &self.inner.env,
            ) {
                Ok(handle) => {
                    self.insert(handle);
                    resumed += 1;
                }
                Err(reason) => {
                    tracing::error!(table = %row.code, %reason, "a table could not be set up again")
                }
            }
        }
        Ok(resumed)
    }
}

/// The server's routes. They read the client's address (`ConnectInfo<SocketAddr>`, for the limits per address):
/// serve them with `into_make_service_with_connect_info::<SocketAddr>()`.
pub fn router(app: App) -> Router {
    Router::new()
        .route("/", get(crate::web::page))
        .route("/t/{code}", get(crate::web::page))
        .route("/r/{code}", get(crate::web::page))
        .route("/web/{*path}", get(crate::web::file))
        .route("/api/status", get(status))
        .route("/api/words/{language}", get(words))
        .route("/health", get(health))
        .route("/api/tables", get(lobby).post(create))
        .route("/api/tables/{code}/join", post(join))
        .route("/api/tables/{code}/replay", get(replay))
        .route("/api/ws", get(websocket))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(app)
}

/// An HTTP error's body.
#[derive(Debug, Serialize)]
struct HttpError {
    error: &'static str,
    message: String,
}

fn http_error(status: StatusCode, error: &'static str, message: impl ToString) -> Response {
    (
        status,
        Json(HttpError {
            error,
            message: message.to_string(),
        }),
    )
        .into_response()
}

/// An open table as the lobby lists it.
#[derive(Debug, Serialize, Deserialize)]
pub struct LobbyTable {
    /// Its id.
    pub id: String,
    /// Its room code.
    pub code: String,
    /// The game's key.
    pub game: String,
    /// Its seats.
    pub seats: u8,
    /// Its person seats nobody has taken.
    pub open: u8,
}

impl From<OpenTable> for LobbyTable {
    fn from(t: OpenTable) -> LobbyTable {
        LobbyTable {
            id: t.id,
            code: t.code,
            game: t.game,
            seats: t.seats,
            open: t.open,
        }
    }
}

async fn open_tables(app: &App) -> Result<Vec<LobbyTable>, Response> {
    let store = app.store();
    tokio::task::spawn_blocking(move || store.open_tables(LOBBY_LIMIT))
        .await
        .map_err(|e| http_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", e))?
        .map(|tables| tables.into_iter().map(LobbyTable::from).collect())
        .map_err(|e| http_error(StatusCode::INTERNAL_SERVER_ERROR, "store", e))
}

async fn status(State(app): State<App>) -> Response {
    let open = match open_tables(&app).await {
        Ok(open) => open,
        Err(response) => return response,
    };
    Json(serde_json::json!({
        "server": "metro",
        "version": env!("CARGO_PKG_VERSION"),
        "protocol": metro_protocol::PROTOCOL_VERSION,
        "games": crate::catalog::games(),
        "choices": crate::catalog::choices(),
        "tables": app.table_count(),
        "open_tables": open,
        // Several processes on one PostgreSQL: which process this is, and how many tables it owns.
        "process": app.process_id(),
        "shared_store": app.store().shared().is_some(),
        "owned_tables": app.owned_count(),
    }))
    .into_response()
}

/// The language a query names (`language=de`; another or none: English).
fn query_language(query: Option<&str>) -> metro_lang::Language {
    query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .filter_map(|pair| pair.strip_prefix("language="))
        .find_map(metro_lang::Language::from_locale)
        .unwrap_or(metro_lang::Language::English)
}

/// `GET /api/tables/{code}/replay?language=…`: a finished game step by step as a spectator watched it, with its
/// table, layout, outcome and save (`LiveGame::replay`); `409` before the game is over.
async fn replay(
    State(app): State<App>,
    Path(code): Path<String>,
    axum::extract::RawQuery(query): axum::extract::RawQuery,
    headers: axum::http::HeaderMap,
) -> Response {
    let Some(handle) = app.find(&code).await else {
        return http_error(StatusCode::NOT_FOUND, "unknown_table", "no table has this code");
    };
    let language = query_language(query.as_deref());
    // a table closed to watchers replays for its seats only: the seat's token in `X-Metro-Token`
    if !handle.spectators {
        let token = headers
            .get("x-metro-token")
            .and_then(|v| v.to_str().ok())
            .filter(|t| !t.is_empty() && t.len() <= metro_protocol::MAX_NAME_BYTES)
            .map(str::to_string);
        let Some(token) = token else {
            return http_error(
                StatusCode::FORBIDDEN,
                "no_spectators",
                "this table does not allow spectators: its replay is for its seats (their token)",
            );
        };
        let (store, hash, id) = (app.store(), secret::token_hash(&token), handle.id.clone());
        match tokio::task::spawn_blocking(move || store.find_token(&hash)).await {
            Ok(Ok(Some((table, _)))) if table == id => {}
            Ok(Ok(_)) => {
                return http_error(
                    StatusCode::FORBIDDEN,
                    "unknown_token",
                    "the token names no seat of this table",
                );
            }
            _ => return http_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", "the store failed"),
        }
    }
    let (reply, answer) = tokio::sync::oneshot::channel();
    if handle
        .inbox
        .send(TableMsg::Replay { language, reply })
        .await
        .is_err()
    {
        return http_error(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "the table is not there now",
        );
    }
    match answer.await {
        // a whole game's steps: gzipped for a client that takes it (a Tokyo Metro game: 220 KB → about 25 KB)
        Ok(Some(replay)) if crate::web::takes_gzip(&headers) => (
            [
                (axum::http::header::CONTENT_TYPE, "application/json"),
                (axum::http::header::CONTENT_ENCODING, "gzip"),
            ],
            crate::web::gzip(replay.to_string().as_bytes()),
        )
            .into_response(),
        Ok(Some(replay)) => Json(replay).into_response(),
        Ok(None) => http_error(
            StatusCode::CONFLICT,
            "not_over",
            "the game is not over: its replay is made once it ends",
        ),
        Err(_) => http_error(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "the table is not there now",
        ),
    }
}

/// `GET /api/words/{language}`: the page's words in a language (`en`, `de`, `it`; another: English).
async fn words(Path(language): Path<String>) -> Response {
    let language = metro_lang::Language::from_locale(&language).unwrap_or(metro_lang::Language::English);
    Json(crate::locale::page_words(language)).into_response()
}

async fn health() -> Response {
    Json(serde_json::json!({"status": "ok"})).into_response()
}

async fn lobby(State(app): State<App>) -> Response {
    match open_tables(&app).await {
        Ok(open) => Json(open).into_response(),
        Err(response) => response,
    }
}

/// `POST /api/tables`: a new table.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    /// The game's key.
    pub game: String,
    /// Its setup (the game's own JSON).
    pub setup: Value,
    /// Each seat: `person` or a bot's name of the game's list.
    pub seats: Vec<String>,
    /// Whether spectators may watch the table (a `hello` without a token): yes unless `false`.
    #[serde(default = "spectators_allowed")]
    pub spectators: bool,
    /// The table's clock, if it has one: `{"kind": "turn", "seconds": 86400}` (a deadline per decision) or
    /// `{"kind": "bank", "seconds": 600, "increment": 5}` (a time bank per seat).
    #[serde(default)]
    pub clock: Option<metro_protocol::ClockRule>,
}

/// Spectators are allowed unless a table's creator says otherwise.
fn spectators_allowed() -> bool {
    true
}

/// A seat taken: the table and the seat's secret token.
#[derive(Debug, Serialize, Deserialize)]
pub struct SeatTicket {
    /// The table's id.
    pub id: String,
    /// Its room code.
    pub code: String,
    /// The seat taken (the first person seat, for the table's creator), if any.
    pub seat: Option<u8>,
    /// The seat's token (128 bits; the server keeps only its hash).
    pub token: Option<String>,
    /// Whether the token is the table's host's (the creator's seat: it may start the table, fill an open seat with
    /// a bot and end it).
    #[serde(default)]
    pub host: bool,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The client's address for the limits per address: the connection's, or — behind a reverse proxy on this machine
/// (`Limits::behind_proxy`, and the connection from loopback) — the address the proxy added last to
/// `X-Forwarded-For` (the one it saw; earlier entries are the client's own word).
pub fn client_address(
    limits: &Limits,
    peer: SocketAddr,
    headers: &axum::http::HeaderMap,
) -> std::net::IpAddr {
    if !limits.behind_proxy || !peer.ip().is_loopback() {
        return peer.ip();
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.rsplit(',').next())
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or(peer.ip())
}

async fn create(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    Json(request): Json<CreateTable>,
) -> Response {
    let client = client_address(&app.limits(), peer, &headers);
    if !app.inner.limits.may_create(client) {
        return http_error(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!(
                "this address creates at most {} tables a minute: try again later",
                app.inner.limits.limits().tables_per_minute
            ),
        );
    }
    if let Some(clock) = &request.clock
        && let Err(why) = crate::clock::check_rule(clock)
    {
        return http_error(StatusCode::BAD_REQUEST, "clock", why);
    }
    let Some(entry) = crate::catalog::game(&request.game) else {
        return http_error(
            StatusCode::BAD_REQUEST,
            "unknown_game",
            format!("no game {:?}", request.game),
        );
    };
    if request.seats.len() > usize::from(metro_game::MAX_SEATS as u8) {
        return http_error(StatusCode::BAD_REQUEST, "seats", "too many seats");
    }
    let mut kinds = Vec::new();
    for seat in &request.seats {
        if seat == "person" {
            kinds.push(SeatKind::Person);
        } else if entry.bots.contains(&seat.as_str()) {
            kinds.push(SeatKind::Bot(seat.clone()));
        } else {
            return http_error(
                StatusCode::BAD_REQUEST,
                "seats",
                format!(
                    "a seat is `person` or one of the bots {:?}, not {seat:?}",
                    entry.bots
                ),
            );
        }
    }
    let (seed, id, token) = match (secret::seed(), secret::table_id(), secret::token()) {
        (Ok(seed), Ok(id), Ok(token)) => (seed, id, token),
        _ => {
            return http_error(
                StatusCode::INTERNAL_SERVER_ERROR,
                "random",
                "the system's generator failed",
            );
        }
    };
    let setup = request.setup.clone();
    let game = request.game.clone();
    let live = match tokio::task::spawn_blocking(move || crate::catalog::start(&game, &setup, seed)).await {
        Ok(Ok(live)) => live,
        Ok(Err(e)) => return http_error(StatusCode::BAD_REQUEST, "setup", e),
        Err(e) => return http_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", e),
    };
    if usize::from(live.seats()) != kinds.len() {
        return http_error(
            StatusCode::BAD_REQUEST,
            "seats",
            format!(
                "the setup seats {} players; {} seats were given",
                live.seats(),
                kinds.len()
            ),
        );
    }
    let creator = kinds.iter().position(|k| *k == SeatKind::Person).map(|s| s as u8);
    // The table waits for its persons (or its host) unless the creator's is its only person seat.
    let persons = kinds.iter().filter(|k| **k == SeatKind::Person).count();
    let state = if persons <= 1 { "playing" } else { "waiting" };
    let clock = request
        .clock
        .map(|c| serde_json::to_string(&c).unwrap_or_default());
    let seats: Vec<SeatRow> = kinds
        .into_iter()
        .enumerate()
        .map(|(seat, kind)| {
            let mut row = SeatRow::new(
                seat as u8,
                kind,
                (Some(seat as u8) == creator).then(|| secret::token_hash(&token)),
            );
            if let Some(rule) = &request.clock
                && row.kind == SeatKind::Person
            {
                row.bank_ms = crate::clock::Running::new(rule).bank_ms;
            }
            row
        })
        .collect();
    let mut row = TableRow {
        id,
        code: String::new(),
        game: request.game.clone(),
        setup: request.setup.to_string(),
        seed,
        engine_version: env!("CARGO_PKG_VERSION").to_string(),
        created: now(),
        state: state.into(),
        reason: None,
        spectators: request.spectators,
        host: creator,
        clock,
        seats,
    };
    let store = app.store();
    let mut stored = None;
    for _ in 0..8 {
        let Ok(code) = secret::room_code() else {
            break;
        };
        row.code = code;
        let (store, attempt) = (store.clone(), row.clone());
        match tokio::task::spawn_blocking(move || store.create_table(&attempt)).await {
            Ok(Ok(())) => {
                stored = Some(row.clone());
                break;
            }
            Ok(Err(StoreError::CodeTaken(_))) => continue,
            Ok(Err(e)) => return http_error(StatusCode::INTERNAL_SERVER_ERROR, "store", e),
            Err(e) => return http_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", e),
        }
    }
    let Some(row) = stored else {
        return http_error(
            StatusCode::SERVICE_UNAVAILABLE,
            "code",
            "no free room code was found",
        );
    };
    tracing::info!(table = %row.code, game = %row.game, "a table was created");
    let handle = table::start_new(
        &row,
        live,
        app.store(),
        app.inner.shutdown.clone(),
        &app.inner.env,
    );
    app.insert(handle);
    (
        StatusCode::CREATED,
        Json(SeatTicket {
            id: row.id,
            code: row.code,
            seat: creator,
            token: creator.map(|_| token),
            host: creator.is_some(),
        }),
    )
        .into_response()
}

/// The answer to a join of an expired table: 410 Gone.
fn table_expired() -> Response {
    http_error(
        StatusCode::GONE,
        "table_expired",
        "the table stayed in the lobby with nothing happening for too long: it expired",
    )
}

async fn join(State(app): State<App>, Path(code): Path<String>) -> Response {
    if app.is_expired(&code) {
        return table_expired();
    }
    let Some(handle) = app.find(&code).await else {
        return http_error(StatusCode::NOT_FOUND, "unknown_table", "no table has this code");
    };
    if handle.ended.load(Ordering::SeqCst) {
        return http_error(
            StatusCode::GONE,
            "table_ended",
            "the host ended the table: it is kept as a record, nobody joins it",
        );
    }
    let Ok(token) = secret::token() else {
        return http_error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "random",
            "the system's generator failed",
        );
    };
    let (store, id, hash) = (app.store(), handle.id.clone(), secret::token_hash(&token));
    match tokio::task::spawn_blocking(move || store.take_seat(&id, &hash)).await {
        Ok(Ok(Some(seat))) => {
            let _ = handle.inbox.send(TableMsg::SeatTaken(seat)).await;
            Json(SeatTicket {
                id: handle.id,
                code: handle.code,
                seat: Some(seat),
                token: Some(token),
                host: false,
            })
            .into_response()
        }
        Ok(Ok(None)) if app.is_expired(&code) => table_expired(),
        Ok(Ok(None)) => http_error(StatusCode::CONFLICT, "no_open_seat", "every person seat is taken"),
        Ok(Err(e)) => http_error(StatusCode::INTERNAL_SERVER_ERROR, "store", e),
        Err(e) => http_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", e),
    }
}

async fn websocket(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let client = client_address(&app.limits(), peer, &headers);
    let Some(slot) = app.inner.limits.connect(client) else {
        return http_error(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!(
                "this address holds {} connections, as many as it may",
                app.inner.limits.limits().connections_per_address
            ),
        );
    };
    upgrade
        .read_buffer_size(READ_BUFFER_BYTES)
        .max_message_size(2 * MAX_MESSAGE_BYTES)
        .max_frame_size(2 * MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| connection(socket, app, slot))
}

/// A connection's rate: its bucket and how many messages it had refused in a row.
struct Rate {
    bucket: TokenBucket,
    refused: u32,
    flood: u32,
}

/// Whether a message may be read: taken from the bucket, or refused (`Refused`), or the connection floods and is
/// to be closed (`Flood`).
enum Admit {
    Read,
    Refused,
    Flood,
}

impl Rate {
    fn new(limits: Limits) -> Rate {
        Rate {
            bucket: limits.message_bucket(),
            refused: 0,
            flood: limits.flood_refusals,
        }
    }

    fn admit(&mut self) -> Admit {
        if self.bucket.take() {
            self.refused = 0;
            Admit::Read
        } else {
            self.refused = self.refused.saturating_add(1);
            if self.refused >= self.flood {
                Admit::Flood
            } else {
                Admit::Refused
            }
        }
    }
}

/// The error of a message refused for the rate.
fn rate_limited() -> String {
    error_text(
        ErrorCode::RateLimited,
        "too many messages: this one was not read; wait and send again",
        None,
    )
}

/// Closes a connection that kept sending over its rate (close code 1008, policy violation).
async fn close_flood(socket: &mut WebSocket) {
    tracing::debug!("a connection kept sending over its rate: closed");
    let _ = socket
        .send(Message::Close(Some(axum::extract::ws::CloseFrame {
            code: 1008,
            reason: "too many messages".into(),
        })))
        .await;
}

fn error_text(code: ErrorCode, message: impl Into<String>, version: Option<u64>) -> String {
    to_text(&ServerMessage::Error(ErrorMessage {
        code,
        message: message.into(),
        command_id: None,
        version,
    }))
}

async fn say(socket: &mut WebSocket, text: String) -> bool {
    socket.send(Message::Text(text.into())).await.is_ok()
}

/// What a connection's first message named: the table and seat (or a spectator), in a language.
struct Welcomed {
    handle: TableHandle,
    audience: Audience,
    language: Language,
    mirror: bool,
}

/// Reads frames until a hello that names a table and a seat's token, or no token for a table spectators may watch;
/// answers anything else with an error.
async fn hello(socket: &mut WebSocket, app: &App, rate: &mut Rate) -> Option<Welcomed> {
    loop {
        let frame = tokio::time::timeout(HELLO_TIMEOUT, socket.recv())
            .await
            .ok()??
            .ok()?;
        if !matches!(frame, Message::Close(_)) {
            match rate.admit() {
                Admit::Read => {}
                Admit::Refused => {
                    say(socket, rate_limited()).await;
                    continue;
                }
                Admit::Flood => {
                    close_flood(socket).await;
                    return None;
                }
            }
        }
        let text = match frame {
            Message::Text(text) => text,
            Message::Binary(_) => {
                say(
                    socket,
                    error_text(ErrorCode::Binary, "binary frames are not read", None),
                )
                .await;
                continue;
            }
            Message::Close(_) => return None,
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        let hello = match parse_client(text.as_str()) {
            Ok(ClientMessage::Hello(hello)) => hello,
            Ok(_) => {
                say(
                    socket,
                    error_text(ErrorCode::NotWelcomed, "say hello first", None),
                )
                .await;
                continue;
            }
            Err(e) => {
                say(socket, error_text(e.code(), e.to_string(), None)).await;
                continue;
            }
        };
        if app.is_expired(&hello.table) {
            say(
                socket,
                error_text(
                    ErrorCode::TableExpired,
                    "the table stayed in the lobby with nothing happening for too long: it expired",
                    None,
                ),
            )
            .await;
            continue;
        }
        let Some(handle) = app.find(&hello.table).await else {
            say(
                socket,
                error_text(ErrorCode::UnknownTable, "no table has this code or id", None),
            )
            .await;
            continue;
        };
        let language = hello
            .language
            .as_deref()
            .and_then(Language::from_locale)
            .unwrap_or_default();
        let Some(token) = hello.token else {
            if handle.spectators {
                return Some(Welcomed {
                    handle,
                    audience: Audience::Spectator,
                    language,
                    mirror: false,
                });
            }
            say(
                socket,
                error_text(
                    ErrorCode::NoSpectators,
                    "this table does not allow spectators: only its seats may connect, each with its token",
                    None,
                ),
            )
            .await;
            continue;
        };
        let (store, hash) = (app.store(), secret::token_hash(&token));
        let found = tokio::task::spawn_blocking(move || store.find_token(&hash))
            .await
            .ok()?;
        let seat = match found {
            Ok(Some((table, seat))) if table == handle.id => seat,
            Ok(_) => {
                say(
                    socket,
                    error_text(
                        ErrorCode::UnknownToken,
                        "the token names no seat of this table",
                        None,
                    ),
                )
                .await;
                continue;
            }
            Err(e) => {
                say(socket, error_text(ErrorCode::Internal, e.to_string(), None)).await;
                continue;
            }
        };
        return Some(Welcomed {
            handle,
            audience: Audience::Seat(seat),
            language,
            mirror: hello.mirror,
        });
    }
}

/// One client's connection: hello, then its commands to the table and the table's messages to it (through a
/// bounded queue: a client that falls behind is sent its whole state once it has read what was queued).
///
/// Holds the address's connection `slot` until it ends; every frame but a close is counted against the connection's
/// rate: one over it is answered `rate_limited` and not read, and a connection that keeps sending is closed.
async fn connection(mut socket: WebSocket, app: App, slot: ConnectionSlot) {
    let _slot = slot;
    let mut rate = Rate::new(app.inner.limits.limits());
    let mut shutdown = app.inner.shutdown.clone();
    let welcomed = tokio::select! {
        welcomed = hello(&mut socket, &app, &mut rate) => welcomed,
        _ = shutdown.changed() => None,
    };
    let Some(Welcomed {
        handle,
        audience,
        language,
        mirror,
    }) = welcomed
    else {
        return;
    };
    let (out, mut queue) = mpsc::channel::<String>(OUTBOX);
    let lagged = Arc::new(AtomicBool::new(false));
    let (reply, id) = oneshot::channel();
    let join = TableMsg::Join {
        audience,
        language,
        mirror,
        out: out.clone(),
        lagged: lagged.clone(),
        reply,
    };
    if handle.inbox.send(join).await.is_err() {
        return;
    }
    let Ok(conn) = id.await else {
        return;
    };
    let send_timeout = app.limits().send_timeout;
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let Some(Ok(frame)) = frame else { break };
                if !matches!(frame, Message::Close(_)) {
                    match rate.admit() {
                        Admit::Read => {}
                        Admit::Refused => {
                            let _ = out.try_send(rate_limited());
                            continue;
                        }
                        Admit::Flood => {
                            close_flood(&mut socket).await;
                            break;
                        }
                    }
                }
                let text = match frame {
                    Message::Text(text) => text,
                    Message::Binary(_) => {
                        let _ = out.try_send(error_text(ErrorCode::Binary, "binary frames are not read", None));
                        continue;
                    }
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                let message = match parse_client(text.as_str()) {
                    Ok(ClientMessage::Hello(_)) => {
                        let _ = out.try_send(error_text(ErrorCode::NotWelcomed, "this connection said hello already", None));
                        continue;
                    }
                    Ok(ClientMessage::Command(command)) => TableMsg::Command {
                        conn,
                        version: command.version,
                        command_id: command.command_id,
                        action: command.action,
                    },
                    Ok(ClientMessage::Undo(undo)) => TableMsg::Undo {
                        conn,
                        version: undo.version,
                        command_id: undo.command_id,
                    },
                    Ok(ClientMessage::Resync(_)) => TableMsg::Resync(conn),
                    Ok(ClientMessage::Start(_)) => TableMsg::Start(conn),
                    Ok(ClientMessage::FillSeat(fill)) => TableMsg::FillSeat { conn, seat: fill.seat, bot: fill.bot },
                    Ok(ClientMessage::EndTable(_)) => TableMsg::EndTable(conn),
                    Ok(ClientMessage::Chat(chat)) => TableMsg::Chat { conn, text: chat.text },
                    Ok(ClientMessage::WhyNot(ask)) => TableMsg::WhyNot { conn, query_id: ask.query_id, action: ask.action, places: ask.places },
                    Ok(ClientMessage::Help(_)) => TableMsg::Help(conn),
                    Ok(ClientMessage::Webhook(hook)) => {
                        // Checked here, off the table's actor (resolving a name takes time).
                        let allow = app.inner.limits.limits().allow_private_webhooks;
                        let url = match hook.url {
                            None => None,
                            Some(url) => match crate::webhook::check(&url, allow).await {
                                Ok(url) => Some(url),
                                Err(why) => {
                                    let _ = out.try_send(error_text(ErrorCode::BadWebhook, why.to_string(), None));
                                    continue;
                                }
                            },
                        };
                        TableMsg::Webhook { conn, url }
                    }
                    Err(e) => {
                        let _ = out.try_send(error_text(e.code(), e.to_string(), None));
                        continue;
                    }
                };
                match handle.inbox.try_send(message) {
                    Ok(()) => {}
                    Err(mpsc::error::TrySendError::Full(_)) => {
                        let _ = out.try_send(error_text(ErrorCode::Busy, "the table is busy: send again later", None));
                    }
                    Err(mpsc::error::TrySendError::Closed(_)) => {
                        // The table's actor stopped: it expired, or the server stops.
                        if app.is_expired(&handle.id) {
                            say(&mut socket, error_text(ErrorCode::TableExpired, "the table expired", None)).await;
                        }
                        break;
                    }
                }
            }
            text = queue.recv() => {
                let Some(text) = text else { break };
                // A client that does not read: its messages wait in the queue (bounded; past it, a resync), and
                // one that has not left in `send_timeout` closes the connection.
                match tokio::time::timeout(send_timeout, say(&mut socket, text)).await {
                    Ok(true) => {}
                    Ok(false) => break,
                    Err(_) => {
                        tracing::info!(table = %handle.code, "a client that does not read was disconnected");
                        break;
                    }
                }
                if queue.is_empty() && lagged.load(Ordering::SeqCst) {
                    let _ = handle.inbox.send(TableMsg::Resync(conn)).await;
                }
            }
            _ = shutdown.changed() => break,
        }
    }
    let _ = handle.inbox.send(TableMsg::Leave(conn)).await;
}

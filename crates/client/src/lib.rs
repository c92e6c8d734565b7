//! A client of `metro serve` without a GUI: what the desktop app (and a test) plays a table across machines with.
//!
//! A [`Client`] sits at one table: it creates the table or joins it over HTTP ([`Join`]), keeps the seat's token
//! in the data folder's seats file ([`seats::SeatBook`]: a restarted client rejoins the same seat), connects to the
//! server's WebSocket (`ws://ADDR/api/ws`), says `hello` with the token, and keeps the latest state the server
//! **confirmed** ([`TableView`]): it never shows an optimistic update (issue 30, item 9) — a command sent changes
//! nothing until the server's update says what it did. A lost connection or a restarted server is retried by
//! itself with a growing pause ([`RETRY_FIRST`] to [`RETRY_MOST`]); every connection begins with a whole state (the
//! welcome) and a missed step asks for one (`resync`), so a client never waits on its own guesses.
//!
//! The network runs on a thread of the client's own (a small tokio runtime); a GUI asks without blocking:
//! [`Client::poll`] (what happened since), [`Client::view`] (the table now), [`Client::connection`] (connected,
//! lost since when), and [`Client::send_command`] (a decision, with a fresh command id). [`Client::set_waker`]
//! lets it be woken (a repaint) when something arrives.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use metro_protocol::{
    ClientMessage, Command, Ended, ErrorCode, ErrorMessage, Hello, PROTOCOL_VERSION, Refused, Resync,
    ServerMessage, UndoRequest, to_text,
};
use serde_json::Value;
use tokio::sync::{mpsc, watch};
use tokio_tungstenite::tungstenite::Message;

pub mod http;
pub mod net;
pub mod seats;
pub mod state;

pub use http::{LobbyTable, NewTable, SeatTicket, server_address};
pub use seats::{SeatBook, StoredSeat};
pub use state::{MIRROR_KEPT, MirrorNews, TableView, Taken};

/// The first pause before connecting again after a lost connection.
pub const RETRY_FIRST: Duration = Duration::from_millis(200);

/// The longest pause between two attempts to connect again.
pub const RETRY_MOST: Duration = Duration::from_secs(5);

/// How long connecting (and the server's welcome) may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// How long closing a connection may take (a server that does not answer is not waited for).
pub const CLOSE_TIMEOUT: Duration = Duration::from_secs(1);

/// How often a quiet connection is pinged.
pub const PING_EVERY: Duration = Duration::from_secs(10);

/// How long a connection may be silent (no frame at all, pongs included) before it is taken as lost.
pub const SILENCE: Duration = Duration::from_secs(30);

/// Why a client cannot do what it was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClientError {
    /// The server's address does not read as one.
    #[error("{0:?} is not a server's address (expected HOST:PORT, e.g. 127.0.0.1:7878)")]
    Address(String),
    /// A room code that cannot be one.
    #[error("{0:?} is not a room code")]
    Code(String),
    /// The network failed (the server is not there, or did not answer).
    #[error("the network failed: {0}")]
    Network(String),
    /// The server refused the request (its HTTP status, its error code and words).
    #[error("the server refused ({status} {code}): {message}")]
    Server {
        /// The HTTP status.
        status: u16,
        /// The server's error code (`no_open_seat`, `table_expired`, `unknown_table`, …).
        code: String,
        /// Its words.
        message: String,
    },
    /// The seats file could not be read or written.
    #[error("the seats file: {0}")]
    Seats(String),
    /// The client is not connected to its table (nothing was sent).
    #[error("not connected to the table")]
    NotConnected,
    /// A spectator decides nothing.
    #[error("a spectator has no seat")]
    NoSeat,
    /// The client's thread could not be started.
    #[error("the client's thread: {0}")]
    Thread(String),
}

/// How the client comes to its table.
#[derive(Clone, Debug, PartialEq)]
pub enum Join {
    /// Creates a table; the client takes its first person seat (a table of bots only is watched).
    Create(NewTable),
    /// The table of this room code: the seat kept for it in the seats file if there is one, else a new seat taken
    /// (the first open person seat).
    Code(String),
    /// A seat kept in the seats file.
    Seat(StoredSeat),
    /// Watches the table of this room code as a spectator (the public view).
    Watch(String),
}

/// What a client needs: its server, its data folder, its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientConfig {
    /// The server's address as typed (read by [`server_address`]).
    pub server: String,
    /// The data folder, whose seats file keeps the seats' tokens.
    pub data: PathBuf,
    /// The language of the server's words: `en`, `de`, `it`.
    pub language: String,
    /// The client links the game's engine: ask for its seat's position with every state and step
    /// (`Hello::mirror`), kept for [`Client::take_mirror`].
    pub mirror: bool,
}

/// The connection to the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Connection {
    /// Setting the table up or connecting for the first time.
    Connecting,
    /// Connected and welcomed.
    Connected {
        /// Since when.
        since: Instant,
    },
    /// Lost; connecting again by itself.
    Lost {
        /// Since when the table is out of reach.
        since: Instant,
        /// Attempts made to connect again.
        attempts: u32,
    },
    /// Stopped for good (an unknown table or token, an expired table, a refused creation): why.
    Failed(String),
    /// Closed by the client.
    Closed,
}

impl Connection {
    /// Whether the client is connected to its table.
    pub fn is_connected(&self) -> bool {
        matches!(self, Connection::Connected { .. })
    }
}

/// Something that happened, for a GUI to react to (the state itself is [`Client::view`]).
#[derive(Clone, Debug, PartialEq)]
pub enum ClientEvent {
    /// A seat was taken (created or joined) or found in the seats file, and is kept there.
    Seated(StoredSeat),
    /// Welcomed at the table: the whole state is there.
    Welcomed,
    /// The table's state changed (a step, a whole state, a sealed decision).
    Changed,
    /// A command of this client was applied (or had been) at this version.
    Accepted {
        /// The command's id.
        command_id: String,
        /// The table's version once applied.
        version: u64,
    },
    /// A command of this client was refused by the game.
    Refused(Refused),
    /// The server did not take a message (its code and words).
    Error(ErrorMessage),
    /// The game is over.
    Ended(Ended),
    /// The connection was lost: the client connects again by itself.
    Lost,
    /// The connection is back (and the whole state with it).
    Back,
    /// The client stopped for good: why.
    Failed(String),
    /// The seat's token could not be kept in the seats file (why): the client plays on, but a restarted client
    /// could not come back to the seat.
    NotKept(String),
}

type Waker = Arc<dyn Fn() + Send + Sync>;

/// What the network thread and the GUI share.
struct Shared {
    view: Option<TableView>,
    events: Vec<ClientEvent>,
    connection: Connection,
    seat: Option<StoredSeat>,
    waker: Option<Waker>,
}

struct Inner {
    shared: Mutex<Shared>,
    arrived: Condvar,
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, Shared> {
        self.shared
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Changes the shared state, notes an event, wakes whoever waits.
    fn tell(&self, change: impl FnOnce(&mut Shared), event: Option<ClientEvent>) {
        let waker = {
            let mut shared = self.lock();
            change(&mut shared);
            if let Some(event) = event {
                shared.events.push(event);
            }
            shared.waker.clone()
        };
        self.arrived.notify_all();
        if let Some(waker) = waker {
            waker();
        }
    }
}

/// A client at one table (see the crate's doc). Dropping it closes its connection and ends its thread.
pub struct Client {
    inner: Arc<Inner>,
    out: mpsc::UnboundedSender<ClientMessage>,
    stop: watch::Sender<bool>,
    language: watch::Sender<String>,
    server: String,
    nonce: u64,
    sent: AtomicU64,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Client {
    /// Starts a client: its thread sets the table up as `join` says (keeping the seat in the seats file of
    /// `config.data`) and connects. Fails at once only for an address that is not one, or no thread.
    pub fn start(config: ClientConfig, join: Join) -> Result<Client, ClientError> {
        let server = server_address(&config.server)?;
        let inner = Arc::new(Inner {
            shared: Mutex::new(Shared {
                view: None,
                events: Vec::new(),
                connection: Connection::Connecting,
                seat: None,
                waker: None,
            }),
            arrived: Condvar::new(),
        });
        let (out, outgoing) = mpsc::unbounded_channel();
        let (stop, stopped) = watch::channel(false);
        let (language, languages) = watch::channel(config.language);
        let task = Task {
            server: server.clone(),
            book: SeatBook::in_folder(&config.data),
            mirror: config.mirror,
            language: languages,
            inner: inner.clone(),
        };
        let thread = std::thread::Builder::new()
            .name("metro-client".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
                    Ok(runtime) => runtime,
                    Err(e) => {
                        let why = format!("the client's runtime: {e}");
                        let failed = Connection::Failed(why.clone());
                        task.inner
                            .tell(|s| s.connection = failed, Some(ClientEvent::Failed(why)));
                        return;
                    }
                };
                runtime.block_on(task.run(join, outgoing, stopped));
            })
            .map_err(|e| ClientError::Thread(e.to_string()))?;
        let nonce = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
            ^ u64::from(std::process::id()).rotate_left(32);
        Ok(Client {
            inner,
            out,
            stop,
            language,
            server,
            nonce,
            sent: AtomicU64::new(0),
            thread: Some(thread),
        })
    }

    /// The server's address (`host:port`).
    pub fn server(&self) -> &str {
        &self.server
    }

    /// The language of the server's words now (`en`, `de`, `it`).
    pub fn language(&self) -> String {
        self.language.borrow().clone()
    }

    /// Speaks another language from now on: the connection is made again with a `hello` in it (the server renders
    /// every word in the language of the hello), and the whole state comes back in it. Nothing else changes.
    pub fn set_language(&self, language: &str) {
        self.language.send_if_modified(|now| {
            let changed = now != language;
            if changed {
                *now = language.to_string();
            }
            changed
        });
    }

    /// Wakes `waker` (e.g. a GUI's repaint) whenever something arrives.
    pub fn set_waker(&self, waker: impl Fn() + Send + Sync + 'static) {
        self.inner.lock().waker = Some(Arc::new(waker));
    }

    /// What happened since the last poll, oldest first. Never blocks (beyond a short lock).
    pub fn poll(&self) -> Vec<ClientEvent> {
        std::mem::take(&mut self.inner.lock().events)
    }

    /// Waits up to `timeout` for something to happen; what happened (empty when nothing did). For tests and
    /// headless clients; a GUI polls.
    pub fn wait(&self, timeout: Duration) -> Vec<ClientEvent> {
        let deadline = Instant::now() + timeout;
        let mut shared = self.inner.lock();
        while shared.events.is_empty() {
            let now = Instant::now();
            if now >= deadline {
                break;
            }
            shared = match self.inner.arrived.wait_timeout(shared, deadline - now) {
                Ok((shared, _)) => shared,
                Err(poisoned) => poisoned.into_inner().0,
            };
        }
        std::mem::take(&mut shared.events)
    }

    /// The table as the server last confirmed it (none before the first welcome).
    pub fn view(&self) -> Option<TableView> {
        self.inner.lock().view.clone()
    }

    /// What the server told of the seat's position since the last call (with [`ClientConfig::mirror`]), oldest
    /// first: a whole position, then each step; emptied by the call.
    pub fn take_mirror(&self) -> Vec<MirrorNews> {
        let mut shared = self.inner.lock();
        shared
            .view
            .as_mut()
            .map(|v| std::mem::take(&mut v.mirror))
            .unwrap_or_default()
    }

    /// Reads the table as the server last confirmed it without copying it.
    pub fn with_view<T>(&self, read: impl FnOnce(Option<&TableView>) -> T) -> T {
        read(self.inner.lock().view.as_ref())
    }

    /// The connection now.
    pub fn connection(&self) -> Connection {
        self.inner.lock().connection.clone()
    }

    /// The seat held (with its token), once taken.
    pub fn seat(&self) -> Option<StoredSeat> {
        self.inner.lock().seat.clone()
    }

    /// A fresh command id: unique across this client's restarts (a resent id would be answered, not applied).
    fn command_id(&self) -> String {
        let n = self.sent.fetch_add(1, Ordering::Relaxed);
        format!("{:x}-{n}", self.nonce)
    }

    /// Sends a decision of the seat (one of the offers' `action`) at the version the client holds; its id. Nothing
    /// changes here until the server answers (an update, a sealed notice, a refusal).
    pub fn send_command(&self, action: Value) -> Result<String, ClientError> {
        let version = self.ready()?;
        let command_id = self.command_id();
        let message = ClientMessage::Command(Command {
            version,
            command_id: command_id.clone(),
            action,
        });
        self.out.send(message).map_err(|_| ClientError::NotConnected)?;
        Ok(command_id)
    }

    /// Asks to take the seat's last decision back; the command's id.
    pub fn undo(&self) -> Result<String, ClientError> {
        let version = self.ready()?;
        let command_id = self.command_id();
        let message = ClientMessage::Undo(UndoRequest {
            version,
            command_id: command_id.clone(),
        });
        self.out.send(message).map_err(|_| ClientError::NotConnected)?;
        Ok(command_id)
    }

    /// The host starts the table before every person seat is taken (the bot plays the free ones until a person
    /// takes them); the server refuses it from anyone else (`not_host`).
    pub fn start_table(&self) -> Result<(), ClientError> {
        self.ready()?;
        self.out
            .send(ClientMessage::Start(metro_protocol::StartTable {}))
            .map_err(|_| ClientError::NotConnected)
    }

    /// Says `text` in the table's chat (a seat's only: a spectator is refused `no_seat`); the server checks it
    /// (one line, at most `metro_protocol::MAX_CHAT_CHARS` characters) and tells every connection.
    pub fn send_chat(&self, text: &str) -> Result<(), ClientError> {
        self.ready()?;
        self.out
            .send(ClientMessage::Chat(metro_protocol::ChatRequest {
                text: text.to_string(),
            }))
            .map_err(|_| ClientError::NotConnected)
    }

    /// The host ends the table: nobody decides any more; it stays readable. The server refuses it from anyone else.
    pub fn end_table(&self) -> Result<(), ClientError> {
        self.ready()?;
        self.out
            .send(ClientMessage::EndTable(metro_protocol::EndTable {}))
            .map_err(|_| ClientError::NotConnected)
    }

    /// Asks the server for the whole state again.
    pub fn resync(&self) -> Result<(), ClientError> {
        let since_version = self.inner.lock().view.as_ref().map_or(0, TableView::version);
        self.out
            .send(ClientMessage::Resync(Resync { since_version }))
            .map_err(|_| ClientError::NotConnected)
    }

    /// The version to send a decision at: connected, with a seat.
    fn ready(&self) -> Result<u64, ClientError> {
        let shared = self.inner.lock();
        if !shared.connection.is_connected() {
            return Err(ClientError::NotConnected);
        }
        let view = shared.view.as_ref().ok_or(ClientError::NotConnected)?;
        if view.seat.is_none() {
            return Err(ClientError::NoSeat);
        }
        Ok(view.version())
    }

    /// Closes the connection and ends the client's thread (the seat stays kept in the seats file).
    pub fn close(mut self) {
        self.shut();
    }

    fn shut(&mut self) {
        let _ = self.stop.send(true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.shut();
    }
}

/// The network thread's side.
struct Task {
    server: String,
    book: SeatBook,
    mirror: bool,
    language: watch::Receiver<String>,
    inner: Arc<Inner>,
}

/// How a connection ended.
enum Over {
    /// The client was closed.
    Stop,
    /// The table cannot be reached for good: why.
    Fatal(String),
    /// The connection was lost; whether it had been welcomed.
    Lost(bool),
    /// The language changed: connect again at once, in it.
    Language,
}

/// Errors from the server that end the client: the table or the seat is not (or no longer) there.
fn fatal(code: ErrorCode) -> bool {
    matches!(
        code,
        ErrorCode::UnknownTable
            | ErrorCode::UnknownToken
            | ErrorCode::TableExpired
            | ErrorCode::NoSpectators
            | ErrorCode::ProtocolVersion
    )
}

fn now_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl Task {
    fn fail(&self, why: String) {
        let failed = Connection::Failed(why.clone());
        self.inner
            .tell(|s| s.connection = failed, Some(ClientEvent::Failed(why)));
    }

    /// The table and token to say hello with, from `join` (a new seat is kept in the seats file at once).
    async fn ticket(&self, join: Join) -> Result<(String, Option<String>), String> {
        let keep = |ticket: SeatTicket, game: String| -> (String, Option<String>) {
            match (ticket.seat, ticket.token) {
                (Some(seat), Some(token)) => {
                    let stored = StoredSeat {
                        server: self.server.clone(),
                        table: ticket.id.clone(),
                        code: ticket.code.clone(),
                        game,
                        seat,
                        token: token.clone(),
                        taken: now_seconds(),
                    };
                    // The seat is taken on the server either way: not keeping its token only means a restarted
                    // client could not come back to it, so the client plays on and says so.
                    let unkept = self.book.keep(stored.clone()).err();
                    let kept = stored.clone();
                    self.inner
                        .tell(|s| s.seat = Some(kept), Some(ClientEvent::Seated(stored)));
                    if let Some(e) = unkept {
                        self.inner.tell(|_| {}, Some(ClientEvent::NotKept(e.to_string())));
                    }
                    (ticket.id, Some(token))
                }
                // A table of bots only: watched.
                _ => (ticket.id, None),
            }
        };
        match join {
            Join::Create(table) => {
                let game = table.game.clone();
                let ticket = http::create(&self.server, &table)
                    .await
                    .map_err(|e| e.to_string())?;
                Ok(keep(ticket, game))
            }
            Join::Code(code) => {
                if let Some(stored) = self.book.find(&self.server, &code).map_err(|e| e.to_string())? {
                    let kept = stored.clone();
                    self.inner
                        .tell(|s| s.seat = Some(kept), Some(ClientEvent::Seated(stored.clone())));
                    return Ok((stored.table, Some(stored.token)));
                }
                let ticket = http::join(&self.server, &code).await.map_err(|e| e.to_string())?;
                Ok(keep(ticket, String::new()))
            }
            Join::Seat(stored) => {
                let kept = stored.clone();
                self.inner
                    .tell(|s| s.seat = Some(kept), Some(ClientEvent::Seated(stored.clone())));
                Ok((stored.table, Some(stored.token)))
            }
            Join::Watch(code) => Ok((seats::normal_code(&code), None)),
        }
    }

    async fn run(
        self,
        join: Join,
        mut outgoing: mpsc::UnboundedReceiver<ClientMessage>,
        mut stop: watch::Receiver<bool>,
    ) {
        let ticket = tokio::select! {
            ticket = self.ticket(join) => ticket,
            _ = stop.changed() => return self.closed(),
        };
        let (table, token) = match ticket {
            Ok(ticket) => ticket,
            Err(why) => return self.fail(why),
        };
        let mut pause = RETRY_FIRST;
        let mut attempts = 0u32;
        let mut lost_since: Option<Instant> = None;
        let mut language = self.language.clone();
        loop {
            if *stop.borrow() {
                return self.closed();
            }
            match self
                .connection(
                    &table,
                    token.as_deref(),
                    &mut outgoing,
                    &mut stop,
                    &mut language,
                    lost_since.is_some(),
                )
                .await
            {
                Over::Stop => return self.closed(),
                // Said hello again in another language: at once, nothing lost.
                Over::Language => continue,
                Over::Fatal(why) => return self.fail(why),
                Over::Lost(welcomed) => {
                    if welcomed {
                        pause = RETRY_FIRST;
                        attempts = 0;
                        lost_since = None;
                    }
                    attempts = attempts.saturating_add(1);
                    let since = *lost_since.get_or_insert_with(Instant::now);
                    tracing::debug!(attempts, "the table's connection is lost: connecting again");
                    self.inner.tell(
                        |s| s.connection = Connection::Lost { since, attempts },
                        welcomed.then_some(ClientEvent::Lost),
                    );
                }
            }
            tokio::select! {
                _ = tokio::time::sleep(pause) => {}
                _ = stop.changed() => return self.closed(),
            }
            pause = (pause * 2).min(RETRY_MOST);
        }
    }

    fn closed(&self) {
        self.inner.tell(|s| s.connection = Connection::Closed, None);
    }

    /// One connection: connect, hello, then messages both ways until it ends.
    async fn connection(
        &self,
        table: &str,
        token: Option<&str>,
        outgoing: &mut mpsc::UnboundedReceiver<ClientMessage>,
        stop: &mut watch::Receiver<bool>,
        language: &mut watch::Receiver<String>,
        was_lost: bool,
    ) -> Over {
        let connect = async {
            let stream = net::connect(&self.server).await?;
            let (socket, _) = tokio_tungstenite::client_async(net::websocket_url(&self.server), stream)
                .await
                .map_err(|e| net::ConnectError::Network(e.to_string()))?;
            Ok::<_, net::ConnectError>(socket)
        };
        let socket = tokio::select! {
            socket = tokio::time::timeout(CONNECT_TIMEOUT, connect) => socket,
            _ = stop.changed() => return Over::Stop,
        };
        let mut socket = match socket {
            Ok(Ok(socket)) => socket,
            // A certificate not trusted is not a lost connection: trying again would not change it.
            Ok(Err(net::ConnectError::Certificate(why))) => return Over::Fatal(why),
            _ => return Over::Lost(false),
        };
        let hello = ClientMessage::Hello(Hello {
            protocol: PROTOCOL_VERSION,
            table: table.to_string(),
            token: token.map(str::to_string),
            language: Some(language.borrow_and_update().clone()),
            mirror: self.mirror,
        });
        if socket.send(Message::Text(to_text(&hello).into())).await.is_err() {
            return Over::Lost(false);
        }
        // Commands sent while no connection was up are dropped: they were made on a state that may be gone.
        while outgoing.try_recv().is_ok() {}
        let mut welcomed = false;
        let mut ping = tokio::time::interval(PING_EVERY);
        ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut heard = Instant::now();
        loop {
            let silence = if welcomed { SILENCE } else { CONNECT_TIMEOUT };
            tokio::select! {
                frame = socket.next() => {
                    let text = match frame {
                        Some(Ok(Message::Text(text))) => text,
                        Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return Over::Lost(welcomed),
                        Some(Ok(_)) => {
                            heard = Instant::now();
                            continue;
                        }
                    };
                    heard = Instant::now();
                    let message: ServerMessage = match serde_json::from_str(text.as_str()) {
                        Ok(message) => message,
                        Err(e) => {
                            tracing::warn!("a server message not read: {e}");
                            continue;
                        }
                    };
                    match self.take(message, &mut welcomed, was_lost) {
                        Ok(Some(reply)) => {
                            if socket.send(Message::Text(to_text(&reply).into())).await.is_err() {
                                return Over::Lost(welcomed);
                            }
                        }
                        Ok(None) => {}
                        Err(why) => {
                            let _ = tokio::time::timeout(CLOSE_TIMEOUT, socket.close(None)).await;
                            return Over::Fatal(why);
                        }
                    }
                }
                sent = outgoing.recv(), if welcomed => {
                    let Some(message) = sent else { return Over::Stop };
                    if socket.send(Message::Text(to_text(&message).into())).await.is_err() {
                        return Over::Lost(welcomed);
                    }
                }
                _ = ping.tick() => {
                    if heard.elapsed() > silence {
                        return Over::Lost(welcomed);
                    }
                    if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                        return Over::Lost(welcomed);
                    }
                }
                _ = stop.changed() => {
                    let _ = tokio::time::timeout(CLOSE_TIMEOUT, socket.close(None)).await;
                    return Over::Stop;
                }
                changed = language.changed() => {
                    let _ = tokio::time::timeout(CLOSE_TIMEOUT, socket.close(None)).await;
                    if changed.is_err() {
                        return Over::Stop;
                    }
                    return Over::Language;
                }
            }
        }
    }

    /// Takes a server message into the shared state; a message to send back (a resync), or why the client must
    /// stop.
    fn take(
        &self,
        message: ServerMessage,
        welcomed: &mut bool,
        was_lost: bool,
    ) -> Result<Option<ClientMessage>, String> {
        let mut reply = None;
        let mut events = Vec::new();
        match &message {
            ServerMessage::Error(error) if fatal(error.code) => {
                return Err(format!("{:?}: {}", error.code, error.message));
            }
            ServerMessage::Welcome(welcome) => {
                let mut view = TableView::welcomed(
                    welcome.table.clone(),
                    welcome.seat,
                    welcome.layout.clone(),
                    welcome.state.clone(),
                );
                // The rest of the welcome (the setup, the chat, the seat's position) as any welcome is taken.
                view.take(&message);
                *welcomed = true;
                events.push(ClientEvent::Welcomed);
                if was_lost {
                    events.push(ClientEvent::Back);
                }
                let game = welcome.table.game.clone();
                let seat = {
                    let mut shared = self.inner.lock();
                    shared.view = Some(view);
                    shared.connection = Connection::Connected {
                        since: Instant::now(),
                    };
                    shared.seat.as_mut().filter(|s| s.game.is_empty()).map(|s| {
                        s.game = game;
                        s.clone()
                    })
                };
                if let Some(seat) = seat {
                    // The game's key, learnt from the welcome of a seat joined by code.
                    let _ = self.book.keep(seat);
                }
                self.wake(events);
                return Ok(None);
            }
            _ => {}
        }
        {
            let mut shared = self.inner.lock();
            let Some(view) = shared.view.as_mut() else {
                return Ok(None);
            };
            match view.take(&message) {
                Taken::Changed => events.push(ClientEvent::Changed),
                Taken::Unchanged => {}
                Taken::NeedResync => {
                    reply = Some(ClientMessage::Resync(Resync {
                        since_version: view.version(),
                    }))
                }
            }
            match message {
                ServerMessage::Accepted(accepted) => events.push(ClientEvent::Accepted {
                    command_id: accepted.command_id,
                    version: accepted.version,
                }),
                ServerMessage::Refused(refused) => events.push(ClientEvent::Refused(refused)),
                ServerMessage::Error(error) => {
                    if state::behind(&error, view.version()) {
                        reply = Some(ClientMessage::Resync(Resync {
                            since_version: view.version(),
                        }));
                    }
                    events.push(ClientEvent::Error(error));
                }
                ServerMessage::Ended(ended) => events.push(ClientEvent::Ended(ended)),
                _ => {}
            }
        }
        self.wake(events);
        Ok(reply)
    }

    fn wake(&self, events: Vec<ClientEvent>) {
        if events.is_empty() {
            return;
        }
        self.inner.tell(|s| s.events.extend(events), None);
    }
}

/// An answer worked out on a thread of its own (a GUI asks without blocking): [`Background::poll`] gives it once
/// it is there.
pub struct Background<T> {
    slot: Arc<Mutex<Option<Result<T, ClientError>>>>,
}

impl<T> Background<T> {
    /// The answer, once (none while it is being worked out, and after it was taken).
    pub fn poll(&self) -> Option<Result<T, ClientError>> {
        self.slot.lock().ok()?.take()
    }
}

/// Asks `server` for its lobby (its open tables) on a thread of its own; `wake` is called when the answer is there.
pub fn fetch_lobby(server: &str, wake: impl Fn() + Send + 'static) -> Background<Vec<LobbyTable>> {
    let slot = Arc::new(Mutex::new(None));
    let answer = slot.clone();
    let server = server_address(server);
    let work = move || {
        let result = server.and_then(|server| {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(|e| ClientError::Thread(e.to_string()))?
                .block_on(http::lobby(&server))
        });
        if let Ok(mut slot) = answer.lock() {
            *slot = Some(result);
        }
        wake();
    };
    if let Err(e) = std::thread::Builder::new().name("metro-lobby".into()).spawn(work)
        && let Ok(mut slot) = slot.lock()
    {
        *slot = Some(Err(ClientError::Thread(e.to_string())));
    }
    Background { slot }
}

//! One actor per live table: a tokio task owning the game, its seed and its connections, reading a bounded inbox,
//! so that every command of a table is applied one after another. A decision is checked by the game, committed to
//! the store, and only then applied and told to every connection (each seat only its own view, a spectator only the
//! public view). Bots play their seats on blocking threads; their answers come back through the inbox and are
//! checked like anyone's.
//!
//! Beside the game, the table's own life (issue 30, items 4, 7, 8): it waits until every person seat is taken or
//! its host starts it, and its host may fill an open seat with a bot or end it (`host`); a person seat whose
//! connections are all gone for the grace period is played by the table's bot until its person comes back
//! (`presence`); its chat (`talk`); its clock and the seats' turn notifications (`clocks`).

mod clocks;
mod host;
mod presence;
mod talk;

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use metro_lang::Language;
use metro_protocol::{
    Accepted, ChatLine, ClockRule, Ended, ErrorCode, ErrorMessage, Refused, SeatInfo, ServerMessage,
    TableInfo, TableState, to_text,
};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot, watch};

use crate::clock::Running;
use crate::limits::{Limits, TokenBucket};
use crate::live::{Audience, LiveGame, Rejection};
use crate::render;
use crate::store::{Change, Record, RecordKind, SealedRow, SeatKind, Store, StoreError, TableRow};
use crate::webhook::Notifier;

/// How many messages a table's inbox holds before senders are told it is busy.
pub const INBOX: usize = 256;

/// How many messages a connection's outgoing queue holds; past it the connection is sent its whole state instead
/// of every message.
pub const OUTBOX: usize = 64;

/// A message to a table's actor.
pub enum TableMsg {
    /// A connection joins as a seat or a spectator; the actor answers with its id and sends it the welcome.
    Join {
        /// The seat the connection's token names, or a spectator (a hello without a token, where the table allows
        /// it).
        audience: Audience,
        /// The language of its words.
        language: Language,
        /// It links the game's engine: its seat's position goes with every state and update (`Hello::mirror`).
        mirror: bool,
        /// Its outgoing queue.
        out: mpsc::Sender<String>,
        /// Raised by the actor when the queue was full and a message dropped.
        lagged: Arc<AtomicBool>,
        /// The connection's id.
        reply: oneshot::Sender<u64>,
    },
    /// A connection closed.
    Leave(u64),
    /// A connection's decision.
    Command {
        /// The connection.
        conn: u64,
        /// The version it saw.
        version: u64,
        /// Its command id.
        command_id: String,
        /// The action.
        action: Value,
    },
    /// A connection's undo.
    Undo {
        /// The connection.
        conn: u64,
        /// The version it saw.
        version: u64,
        /// Its command id.
        command_id: String,
    },
    /// A connection asks for its whole state (it asked, or it fell behind and drained its queue).
    Resync(u64),
    /// A bot's answer for the position at `version`.
    BotDone {
        /// The version the bot thought at.
        version: u64,
        /// Its seat.
        seat: u8,
        /// Its action.
        action: Option<Value>,
    },
    /// A person took a seat (a join by code).
    SeatTaken(u8),
    /// The store announced a change of the table made by some process (a store several processes share): the
    /// actor reads what it has not seen (the log after its version, the sealed decisions, the seats).
    Changed(Change),
    /// Whether this process owns the table now (its lease, in a store several processes share): only the owner
    /// plays the table's bots and applies its sealed rounds.
    Owned(bool),
    /// The finished game watched again (`LiveGame::replay`) with the table, the outcome and the save, in a
    /// language; `None` before the game is over.
    Replay {
        /// The language of its words.
        language: Language,
        /// The answer.
        reply: oneshot::Sender<Option<Value>>,
    },
    /// The seats with a connection here (a store several processes share: what this process tells the others).
    Present(oneshot::Sender<Vec<u8>>),
    /// The seats with a connection through another process of the shared store.
    Elsewhere(Vec<u8>),
    /// The host starts the table.
    Start(u64),
    /// The host seats a bot in an open person seat.
    FillSeat {
        /// The connection.
        conn: u64,
        /// The seat.
        seat: u8,
        /// The bot's name.
        bot: String,
    },
    /// The host ends the table.
    EndTable(u64),
    /// A connection asks why an action of its seat is refused, or what it would do.
    WhyNot {
        /// The connection.
        conn: u64,
        /// Its id of the question.
        query_id: String,
        /// The action.
        action: Value,
        /// Or a place of the board: what a click there would mean.
        places: Option<Value>,
    },
    /// A connection asks for the rules help.
    Help(u64),
    /// A chat message of a connection's seat (not checked yet).
    Chat {
        /// The connection.
        conn: u64,
        /// Its text.
        text: String,
    },
    /// A connection's seat registers (or forgets) its webhook: a URL already checked
    /// ([`crate::webhook::check`]).
    Webhook {
        /// The connection.
        conn: u64,
        /// The URL, or none to forget it.
        url: Option<String>,
    },
    /// The table's hashes now, for tests and operators: (version, the whole position's hash, each seat's view
    /// hash).
    Hashes(oneshot::Sender<(u64, u64, Vec<u64>)>),
    /// The table's version and the hash of its public view (a spectator's), for tests and operators.
    PublicHash(oneshot::Sender<(u64, u64)>),
    /// Expires the table if it is still in the lobby (a person seat not taken, neither over nor broken) and nothing
    /// happened (no join, no decision) for `idle`: marks it `expired` in the store, tells its connections, and
    /// stops the actor. Answers whether it expired.
    Expire {
        /// How long it may be idle.
        idle: Duration,
        /// Whether it expired.
        reply: oneshot::Sender<bool>,
    },
}

/// A table's handle: where its messages go.
#[derive(Clone)]
pub struct TableHandle {
    /// The table's id.
    pub id: String,
    /// Its room code.
    pub code: String,
    /// Whether spectators may watch it (a hello without a token).
    pub spectators: bool,
    /// Raised once its host ended it (a join is then refused).
    pub ended: Arc<AtomicBool>,
    /// Its actor's inbox.
    pub inbox: mpsc::Sender<TableMsg>,
}

struct Connection {
    audience: Audience,
    language: Language,
    mirror: bool,
    out: mpsc::Sender<String>,
    lagged: Arc<AtomicBool>,
}

/// A seat of the table in the actor.
#[derive(Clone, Debug)]
struct SeatPlayer {
    kind: SeatKind,
    taken: bool,
    /// The bot playing a person's seat while its person is away (kept in the store).
    stand_in: Option<String>,
    /// The seat's clock ran out: the table's bot makes its decision under way.
    timed_out: bool,
    /// How many connections of the seat are open.
    connections: usize,
    /// Since when the seat has had no connection.
    away_since: Option<Instant>,
    /// Its clock, on a table with one (kept in the store).
    clock: Running,
    /// Its webhook for turn notifications (kept in the store).
    webhook: Option<String>,
    /// The version of the decision it was last notified of.
    notified: Option<u64>,
    /// Its chat's rate.
    chat: TokenBucket,
    /// Whether the seat has a connection through another process of a shared store (told by this process's
    /// sharing task).
    elsewhere: bool,
}

struct Actor {
    id: String,
    code: String,
    spectators: bool,
    game_key: String,
    /// The table's setup as created (public: what every seat knows of the game before it starts), sent in the
    /// welcome of a connection that links the game's engine.
    setup: Option<Value>,
    seed: u64,
    live: Box<dyn LiveGame>,
    version: u64,
    seats: Vec<SeatPlayer>,
    /// Applied command ids by seat, and the version each left the table at.
    commands: HashMap<(u8, String), u64>,
    /// The command id of each seat's sealed decision, not applied yet.
    sealed_ids: HashMap<u8, String>,
    connections: HashMap<u64, Connection>,
    next_connection: u64,
    broken: Option<String>,
    bot_thinking: bool,
    ended_told: bool,
    /// When a seat was last taken or decided (or the actor started).
    last_activity: Instant,
    /// Expired: the actor stops.
    expired: bool,
    /// Whether this process owns the table (always, with a store one process holds alone).
    owner: bool,
    /// A failed read of the shared store will be made again ([`Actor::read_again_later`]).
    read_again: bool,
    /// Started: its persons decide and its bots play (else it waits for its persons or its host).
    started: bool,
    /// Ended by its host: nobody decides; raised in the handle too.
    ended: Arc<AtomicBool>,
    /// The host's seat.
    host: Option<u8>,
    /// Its clock.
    clock: Option<ClockRule>,
    /// The latest messages of its chat, oldest first (at most `metro_protocol::CHAT_KEPT`).
    chat: VecDeque<ChatLine>,
    /// How many messages its chat has.
    chat_count: u64,
    /// The bot that plays a seat for an absent person or a run-out clock.
    stand_in_bot: String,
    limits: Limits,
    notifier: Notifier,
    store: Arc<dyn Store>,
    inbox: mpsc::WeakSender<TableMsg>,
}

/// What a table's actor is given beside its store: the server's limits (the seats' grace period, the chat's rate)
/// and its turn notifications' queue.
#[derive(Clone)]
pub struct TableEnv {
    /// The limits.
    pub limits: Limits,
    /// Where turn notifications go.
    pub notifier: Notifier,
}

/// Rebuilds a table from its stored row and log and starts its actor; the handle. A log that no longer replays
/// leaves the table at its last good position, readable, with the reason (and marked broken in the store).
pub fn resume(
    row: &TableRow,
    records: &[Record],
    store: Arc<dyn Store>,
    shutdown: watch::Receiver<bool>,
    env: &TableEnv,
) -> Result<TableHandle, String> {
    let setup: Value =
        serde_json::from_str(&row.setup).map_err(|e| format!("its setup does not read: {e}"))?;
    let mut live = crate::catalog::start(&row.game, &setup, row.seed).map_err(|e| e.to_string())?;
    let mut commands = HashMap::new();
    let mut version = 0;
    let mut broken = None;
    for record in records {
        if record.sequence != version + 1 {
            broken = Some(format!("record {} follows record {version}", record.sequence));
            break;
        }
        let applied = apply_record(&mut *live, record);
        if let Err(why) = applied {
            broken = Some(format!(
                "record {} (seat {}) no longer replays under this version of the game: {why}",
                record.sequence,
                record.seat + 1
            ));
            break;
        }
        version = record.sequence;
        if let Some(id) = &record.command_id {
            commands.insert((record.seat, id.clone()), version);
        }
    }
    if let Some(reason) = &broken {
        tracing::warn!(table = %row.code, %reason, "a table's log no longer replays");
        if row.state != "broken" {
            let _ = store.set_state(&row.id, "broken", Some(reason));
        }
    }
    let seats = seat_players(row, &env.limits);
    // The sealed decisions kept apart from the log: sealed again if the round still asks them, else forgotten.
    let mut sealed_ids = HashMap::new();
    if broken.is_none() {
        for sealed in store.sealed(&row.id).map_err(|e| e.to_string())? {
            let kept = serde_json::from_str::<Value>(&sealed.action)
                .ok()
                .is_some_and(|action| live.seal(sealed.seat, &action, Language::English).is_ok());
            if kept {
                sealed_ids.insert(sealed.seat, sealed.command_id);
            } else {
                let _ = store.unseal(&row.id, sealed.seat);
            }
        }
    }
    let chat = store
        .chat(&row.id, metro_protocol::CHAT_KEPT)
        .map_err(|e| e.to_string())?;
    let mut handle = spawn(row, live, version, seats, commands, broken, store, shutdown, env);
    handle.sealed_ids = sealed_ids;
    handle.actor.chat_count = chat.last().map_or(0, |line| line.number);
    handle.actor.chat = chat.iter().map(crate::chat::line).collect();
    Ok(handle.start())
}

/// Applies a record of the log to the game: a decision (checked by the game like any) or an undo.
fn apply_record(live: &mut dyn LiveGame, record: &Record) -> Result<(), String> {
    match record.kind {
        RecordKind::Action => {
            let action: Value = record
                .action
                .as_deref()
                .ok_or_else(|| "a decision without its action".to_string())
                .and_then(|a| serde_json::from_str(a).map_err(|e| e.to_string()))?;
            live.apply(record.seat, &action, Language::English)
                .map_err(|r| rejection_text(&r))
        }
        RecordKind::Undo => {
            if live.undo(record.seat) {
                Ok(())
            } else {
                Err("an undo the game no longer allows".into())
            }
        }
    }
}

/// Who plays each seat of a stored table: a bot's seat and a person's with a token are taken; the bot standing in
/// for an absent person, the seat's clock and webhook as stored. Nobody is connected yet.
fn seat_players(row: &TableRow, limits: &Limits) -> Vec<SeatPlayer> {
    let now = Instant::now();
    row.seats
        .iter()
        .map(|s| SeatPlayer {
            taken: matches!(s.kind, SeatKind::Bot(_)) || s.token_hash.is_some(),
            kind: s.kind.clone(),
            stand_in: s.stand_in.clone(),
            timed_out: false,
            connections: 0,
            away_since: Some(now),
            clock: Running {
                deadline: s.deadline,
                bank_ms: s.bank_ms,
            },
            webhook: s.webhook.clone(),
            notified: None,
            chat: limits.chat_bucket(),
            elsewhere: false,
        })
        .collect()
}

/// Starts the actor of a table just created (its log empty).
pub fn start_new(
    row: &TableRow,
    live: Box<dyn LiveGame>,
    store: Arc<dyn Store>,
    shutdown: watch::Receiver<bool>,
    env: &TableEnv,
) -> TableHandle {
    let seats = seat_players(row, &env.limits);
    spawn(row, live, 0, seats, HashMap::new(), None, store, shutdown, env).start()
}

/// An actor built, not started yet.
struct Spawning {
    actor: Actor,
    rx: mpsc::Receiver<TableMsg>,
    tx: mpsc::Sender<TableMsg>,
    shutdown: watch::Receiver<bool>,
    sealed_ids: HashMap<u8, String>,
}

impl Spawning {
    /// Starts the actor's task: it first applies a sealed round every person of which has decided (a restart
    /// between the last sealed decision and its application), then sets a bot thinking if one decides.
    fn start(self) -> TableHandle {
        let Spawning {
            mut actor,
            mut rx,
            tx,
            mut shutdown,
            sealed_ids,
        } = self;
        actor.sealed_ids = sealed_ids;
        let handle = TableHandle {
            id: actor.id.clone(),
            code: actor.code.clone(),
            spectators: actor.spectators,
            ended: actor.ended.clone(),
            inbox: tx,
        };
        tokio::spawn(async move {
            if !actor.started {
                // Every person seat taken but not started yet (a restart between the two): it starts now.
                actor.seats_changed().await;
            }
            actor.advance().await;
            loop {
                // The next grace period or deadline to run out, if any.
                let wake = actor.next_wake();
                let sleep = tokio::time::sleep_until(wake.unwrap_or_else(Instant::now).into());
                tokio::select! {
                    message = rx.recv() => match message {
                        Some(message) => {
                            actor.handle(message).await;
                            if actor.expired {
                                break;
                            }
                        }
                        None => break,
                    },
                    _ = sleep, if wake.is_some() => actor.on_time().await,
                    _ = shutdown.changed() => break,
                }
            }
        });
        handle
    }
}

#[allow(clippy::too_many_arguments)]
fn spawn(
    row: &TableRow,
    live: Box<dyn LiveGame>,
    version: u64,
    seats: Vec<SeatPlayer>,
    commands: HashMap<(u8, String), u64>,
    broken: Option<String>,
    store: Arc<dyn Store>,
    shutdown: watch::Receiver<bool>,
    env: &TableEnv,
) -> Spawning {
    let (tx, rx) = mpsc::channel(INBOX);
    let clock = row
        .clock
        .as_deref()
        .and_then(|c| serde_json::from_str::<ClockRule>(c).ok());
    let stand_in_bot = crate::catalog::stand_in_bot(&row.game).to_string();
    let actor = Actor {
        id: row.id.clone(),
        code: row.code.clone(),
        spectators: row.spectators,
        game_key: row.game.clone(),
        setup: serde_json::from_str(&row.setup).ok(),
        seed: row.seed,
        ended_told: live.is_over(),
        live,
        version,
        seats,
        commands,
        sealed_ids: HashMap::new(),
        connections: HashMap::new(),
        next_connection: 0,
        broken,
        bot_thinking: false,
        last_activity: Instant::now(),
        expired: false,
        owner: store.shared().is_none(),
        read_again: false,
        started: row.state != "waiting",
        ended: Arc::new(AtomicBool::new(row.state == "ended")),
        host: row.host,
        clock,
        chat: VecDeque::new(),
        chat_count: 0,
        stand_in_bot,
        limits: env.limits,
        notifier: env.notifier.clone(),
        store,
        inbox: tx.downgrade(),
    };
    Spawning {
        actor,
        rx,
        tx,
        shutdown,
        sealed_ids: HashMap::new(),
    }
}

fn rejection_text(rejection: &Rejection) -> String {
    match rejection {
        Rejection::BadAction(why) => format!("not an action of the game: {why}"),
        Rejection::Refused { reason, rule, .. } => format!("{reason} ({rule})"),
    }
}

/// Tests only (the `failpoints` feature): ends the process here when `METRO_FAILPOINT` names this point, as a
/// SIGKILL would (no task finishes, nothing is closed; exit code 137, and no core file as an abort might leave).
#[cfg(feature = "failpoints")]
fn failpoint(name: &str) {
    if std::env::var("METRO_FAILPOINT").is_ok_and(|point| point == name) {
        eprintln!("failpoint {name}: the process ends");
        std::process::exit(137);
    }
}

/// Without the `failpoints` feature: nothing.
#[cfg(not(feature = "failpoints"))]
fn failpoint(_name: &str) {}

/// The refusal of a command made for a version the table has left.
fn stale(command_id: &str, version: u64) -> String {
    error(
        ErrorCode::StaleVersion,
        format!("the table is at version {version}: another decision came first"),
        Some(command_id),
        version,
    )
}

fn error(code: ErrorCode, message: impl Into<String>, command_id: Option<&str>, version: u64) -> String {
    to_text(&ServerMessage::Error(ErrorMessage {
        code,
        message: message.into(),
        command_id: command_id.map(str::to_string),
        version: Some(version),
    }))
}

impl Actor {
    async fn handle(&mut self, message: TableMsg) {
        match message {
            TableMsg::Join {
                audience,
                language,
                mirror,
                out,
                lagged,
                reply,
            } => {
                let id = self.next_connection;
                self.next_connection += 1;
                let connection = Connection {
                    audience,
                    language,
                    mirror,
                    out,
                    lagged,
                };
                tracing::debug!(table = %self.code, ?audience, started = self.started, version = self.version, "a connection joins");
                // A person back at their seat takes it back from the bot before being welcomed.
                let changed = self.arrive(audience).await;
                let welcome = self.welcome(&connection);
                let _ = connection.out.try_send(welcome);
                if self.live.is_over() {
                    let _ = connection.out.try_send(self.ended());
                }
                self.connections.insert(id, connection);
                let _ = reply.send(id);
                if changed {
                    self.broadcast_table();
                    self.advance().await;
                }
            }
            TableMsg::Leave(id) => self.depart(id).await,
            TableMsg::Command {
                conn,
                version,
                command_id,
                action,
            } => self.command(conn, version, command_id, action).await,
            TableMsg::Undo {
                conn,
                version,
                command_id,
            } => self.undo(conn, version, command_id).await,
            TableMsg::Resync(id) => {
                if let Some(connection) = self.connections.get(&id) {
                    connection.lagged.store(false, Ordering::SeqCst);
                    let state = self.state_message(connection);
                    let _ = connection.out.try_send(state);
                }
            }
            TableMsg::BotDone {
                version,
                seat,
                action,
            } => {
                self.bot_thinking = false;
                // A bot's answer counts while the seat is still the bot's (its person may be back) and the table
                // still plays.
                if version == self.version
                    && self.bot_for(seat).is_some()
                    && self.plays()
                    && let Some(action) = action
                    && let Err(rejection) = self.decide(seat, action, None).await
                {
                    // A bot picks from the seat's legal list: a refusal means the game broke its invariant.
                    self.break_table(format!(
                        "a bot's decision was refused: {}",
                        rejection_text(&rejection)
                    ));
                }
                self.advance().await;
            }
            TableMsg::SeatTaken(seat) => {
                tracing::debug!(table = %self.code, seat, started = self.started, "a seat is taken here");
                self.last_activity = Instant::now();
                if let Some(player) = self.seats.get_mut(usize::from(seat)) {
                    player.taken = true;
                }
                self.seats_changed().await;
            }
            TableMsg::Changed(change) => {
                match change {
                    Change::Log { sequence, record, .. } => {
                        if sequence == self.version + 1
                            && let Some(record) = record
                        {
                            // The announcement carries the record: applied without reading the log.
                            self.apply_records(vec![*record]).await;
                        } else if sequence > self.version {
                            self.catch_up().await;
                        }
                    }
                    Change::Sealed { .. } => self.reload_sealed().await,
                    Change::Seats { .. } => self.reload_seats().await,
                    Change::Chat { .. } => self.reload_chat().await,
                    Change::Any => {
                        self.read_again = false;
                        self.reload_chat().await;
                        self.catch_up().await;
                        self.reload_sealed().await;
                        self.reload_seats().await;
                    }
                }
                self.advance().await;
            }
            TableMsg::Owned(owner) => {
                let gained = owner && !self.owner;
                self.owner = owner;
                if gained {
                    tracing::info!(table = %self.code, "this process owns the table now");
                    self.catch_up().await;
                    self.reload_sealed().await;
                    self.advance().await;
                }
            }
            TableMsg::Replay { language, reply } => {
                let replay = self.live.replay(language).map(|mut replay| {
                    if let Value::Object(fields) = &mut replay {
                        fields.insert(
                            "table".into(),
                            serde_json::to_value(self.info(language)).unwrap_or_default(),
                        );
                        fields.insert("layout".into(), self.live.layout(language));
                        fields.insert(
                            "outcome".into(),
                            serde_json::to_value(self.live.outcome()).unwrap_or_default(),
                        );
                        fields.insert("save".into(), Value::String(self.live.save_text()));
                    }
                    replay
                });
                let _ = reply.send(replay);
            }
            TableMsg::Present(reply) => {
                let here = (0..self.seats.len() as u8)
                    .filter(|&s| self.seats[usize::from(s)].connections > 0)
                    .collect();
                let _ = reply.send(here);
            }
            TableMsg::Elsewhere(seats) => {
                let now = Instant::now();
                let mut changed = false;
                for (seat, player) in self.seats.iter_mut().enumerate() {
                    let elsewhere = seats.contains(&(seat as u8));
                    if player.elsewhere != elsewhere {
                        changed = true;
                        player.elsewhere = elsewhere;
                        if !elsewhere && player.connections == 0 {
                            // Its last connection, on another process, is gone: away from now.
                            player.away_since = Some(now);
                        }
                    }
                }
                if changed {
                    self.broadcast_table();
                }
            }
            TableMsg::Start(conn) => self.start(conn).await,
            TableMsg::FillSeat { conn, seat, bot } => self.fill_seat(conn, seat, bot).await,
            TableMsg::EndTable(conn) => self.end_table(conn).await,
            TableMsg::Chat { conn, text } => self.say(conn, text).await,
            TableMsg::WhyNot {
                conn,
                query_id,
                action,
                places,
            } => self.why_not(conn, query_id, &action, places.as_ref()),
            TableMsg::Help(conn) => {
                if let Some(connection) = self.connections.get(&conn) {
                    let help = self.live.help(connection.language);
                    let _ = connection.out.try_send(to_text(&ServerMessage::Help(help)));
                }
            }
            TableMsg::Webhook { conn, url } => self.set_webhook(conn, url).await,
            TableMsg::Expire { idle, reply } => {
                let expired = self.expire(idle).await;
                let _ = reply.send(expired);
            }
            TableMsg::Hashes(reply) => {
                let views = (0..self.live.seats()).map(|s| self.live.view_hash(s)).collect();
                let _ = reply.send((self.version, self.live.hash(), views));
            }
            TableMsg::PublicHash(reply) => {
                let _ = reply.send((self.version, self.live.public_view_hash()));
            }
        }
    }

    fn info(&self, language: Language) -> TableInfo {
        TableInfo {
            id: self.id.clone(),
            code: self.code.clone(),
            game: self.game_key.clone(),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(seat, player)| SeatInfo {
                    seat: seat as u8,
                    name: self.live.seat_name(seat as u8, language),
                    player: match &player.kind {
                        SeatKind::Person => "person".into(),
                        SeatKind::Bot(name) => name.clone(),
                    },
                    taken: player.taken,
                    stand_in: match player.kind {
                        SeatKind::Person => player.stand_in.clone(),
                        SeatKind::Bot(_) => None,
                    },
                    connected: player.connections > 0 || player.elsewhere,
                })
                .collect(),
            state: self.table_state(),
            host: self.host,
            clock: self.clock,
        }
    }

    /// Where the table stands.
    fn table_state(&self) -> TableState {
        if self.broken.is_some() {
            TableState::Broken
        } else if self.ended.load(Ordering::SeqCst) {
            TableState::Ended
        } else if self.live.is_over() {
            TableState::Over
        } else if !self.started {
            TableState::Waiting
        } else {
            TableState::Playing
        }
    }

    /// Answers a connection's "why not" about an action of its seat, on a position the seat cannot tell from the
    /// real one ([`LiveGame::why_not`]); a spectator, who decides nothing, is answered `no_seat`.
    fn why_not(&mut self, conn: u64, query_id: String, action: &Value, places: Option<&Value>) {
        let Some(connection) = self.connections.get(&conn) else {
            return;
        };
        let text = match connection.audience {
            Audience::Seat(seat) => {
                // a place asked: what a click there would mean, if anything
                let at = places.map(|p| self.live.action_at(seat, p));
                let answer = match at {
                    Some(None) => metro_protocol::WhyNot::unanswered(self.version),
                    Some(Some(action)) => self
                        .live
                        .why_not(seat, &action, self.version, connection.language),
                    None => self.live.why_not(seat, action, self.version, connection.language),
                };
                to_text(&ServerMessage::WhyNot(metro_protocol::WhyNot {
                    query_id,
                    ..answer
                }))
            }
            Audience::Spectator => error(
                ErrorCode::NoSeat,
                "a spectator decides nothing: only a seat asks why not",
                None,
                self.version,
            ),
        };
        let _ = connection.out.try_send(text);
    }

    /// Whether the game goes on now: started, neither ended, broken nor over.
    fn plays(&self) -> bool {
        self.started && !self.ended.load(Ordering::SeqCst) && self.broken.is_none() && !self.live.is_over()
    }

    /// What the table adds to a seat's state now.
    fn extras(&self) -> render::Extras {
        render::Extras {
            broken: self.broken.clone(),
            clocks: self.clocks_now(),
            closed: !self.started || self.ended.load(Ordering::SeqCst),
            ..render::Extras::default()
        }
    }

    fn state_message(&self, connection: &Connection) -> String {
        let extras = render::Extras {
            mirror: connection.mirror,
            ..self.extras()
        };
        render::state_with(
            &*self.live,
            connection.audience,
            self.version,
            connection.language,
            &extras,
        )
    }

    fn welcome(&self, connection: &Connection) -> String {
        let webhook = connection
            .audience
            .seat()
            .and_then(|seat| self.seats.get(usize::from(seat)))
            .and_then(|p| p.webhook.clone());
        let extras = render::Extras {
            chat: self.chat.iter().cloned().collect(),
            webhook,
            mirror: connection.mirror,
            setup: self.setup.clone().filter(|_| connection.mirror),
            ..self.extras()
        };
        render::welcome_with(
            &*self.live,
            self.info(connection.language),
            connection.audience,
            self.version,
            connection.language,
            &extras,
        )
    }

    fn ended(&self) -> String {
        to_text(&ServerMessage::Ended(Ended {
            version: self.version,
            outcome: self.live.outcome().unwrap_or_default(),
            save: self.live.save_text(),
            figures: self.live.end_figures(),
        }))
    }

    /// Sends a connection a message, or — its queue full — drops it and marks the connection as behind (it is
    /// sent its whole state once it has drained its queue).
    fn send(connection: &Connection, text: String) -> bool {
        if connection.lagged.load(Ordering::SeqCst) {
            return true;
        }
        match connection.out.try_send(text) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                connection.lagged.store(true, Ordering::SeqCst);
                true
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    fn reply(&mut self, conn: u64, text: String) {
        if let Some(connection) = self.connections.get(&conn)
            && !Actor::send(connection, text)
        {
            self.forget(conn);
        }
    }

    /// Tells every connection the step just applied (each its own seat's view), or the whole state after an undo.
    fn broadcast(&mut self, whole: bool) {
        let over = self.live.is_over() && !self.ended_told;
        let ended = over.then(|| self.ended());
        let plain = self.extras();
        let mirrored = render::Extras {
            mirror: true,
            ..plain.clone()
        };
        let mut closed = Vec::new();
        for (&id, connection) in &self.connections {
            let extras = if connection.mirror { &mirrored } else { &plain };
            let text = if whole {
                render::state_with(
                    &*self.live,
                    connection.audience,
                    self.version,
                    connection.language,
                    extras,
                )
            } else {
                render::update_with(
                    &*self.live,
                    connection.audience,
                    self.version,
                    connection.language,
                    extras,
                )
            };
            let mut open = Actor::send(connection, text);
            if let Some(ended) = &ended {
                open &= Actor::send(connection, ended.clone());
            }
            if !open {
                closed.push(id);
            }
        }
        for id in closed {
            self.forget(id);
        }
        if over {
            self.ended_told = true;
        }
    }

    /// The checks every command passes first: the table can go on, the id is new (a known one is answered
    /// again), the version is the table's. `Some(answer)` when the command stops here.
    fn precheck(&self, seat: u8, version: u64, command_id: &str) -> Option<String> {
        if let Some(&applied) = self.commands.get(&(seat, command_id.to_string())) {
            return Some(to_text(&ServerMessage::Accepted(Accepted {
                command_id: command_id.to_string(),
                version: applied,
            })));
        }
        if let Some(reason) = &self.broken {
            return Some(error(
                ErrorCode::TableBroken,
                reason.clone(),
                Some(command_id),
                self.version,
            ));
        }
        if self.ended.load(Ordering::SeqCst) {
            return Some(error(
                ErrorCode::TableEnded,
                "the host ended the table: nobody decides any more",
                Some(command_id),
                self.version,
            ));
        }
        if !self.started {
            return Some(error(
                ErrorCode::NotStarted,
                "the table has not started: it starts when every person seat is taken, or when its host starts it",
                Some(command_id),
                self.version,
            ));
        }
        if self.live.is_over() {
            return Some(error(
                ErrorCode::GameOver,
                "the game is over",
                Some(command_id),
                self.version,
            ));
        }
        if version != self.version {
            return Some(error(
                ErrorCode::StaleVersion,
                format!("the table is at version {}, not {version}", self.version),
                Some(command_id),
                self.version,
            ));
        }
        None
    }

    /// The seat of a connection; a spectator's command is answered `no_seat` (`None`).
    fn seat_of(&mut self, conn: u64, command_id: &str) -> Option<(u8, Language)> {
        let connection = self.connections.get(&conn)?;
        match connection.audience {
            Audience::Seat(seat) => Some((seat, connection.language)),
            Audience::Spectator => {
                let text = error(
                    ErrorCode::NoSeat,
                    "a spectator watches: only a seat decides",
                    Some(command_id),
                    self.version,
                );
                self.reply(conn, text);
                None
            }
        }
    }

    async fn command(&mut self, conn: u64, version: u64, command_id: String, action: Value) {
        let Some((seat, language)) = self.seat_of(conn, &command_id) else {
            return;
        };
        if let Some(answer) = self.precheck(seat, version, &command_id) {
            self.reply(conn, answer);
            return;
        }
        let result = if self.is_person(seat) && self.live.sealed_round().contains(&seat) {
            self.seal(conn, seat, command_id.clone(), action, language).await
        } else {
            self.decide(seat, action, Some((Some(conn), command_id.clone(), language)))
                .await
        };
        match result {
            Ok(()) => self.advance().await,
            Err(Rejection::BadAction(why)) => {
                let text = error(
                    ErrorCode::BadAction,
                    format!("not an action of this game: {why}"),
                    Some(&command_id),
                    self.version,
                );
                self.reply(conn, text);
            }
            Err(Rejection::Refused { reason, rule, help }) => {
                let text = to_text(&ServerMessage::Refused(Refused {
                    command_id,
                    reason,
                    rule,
                    help,
                }));
                self.reply(conn, text);
            }
        }
    }

    fn is_person(&self, seat: u8) -> bool {
        self.seats
            .get(usize::from(seat))
            .is_some_and(|p| p.kind == SeatKind::Person)
    }

    /// A person's decision in a sealed round (rule D-3: secret bids): checked by the game as it would be at the
    /// seat's turn, kept in the store apart from the log, and not applied; the sender is told it is sealed, every
    /// connection only that the seat has decided (each seat's own decision is in its own messages only).
    async fn seal(
        &mut self,
        conn: u64,
        seat: u8,
        command_id: String,
        action: Value,
        language: Language,
    ) -> Result<(), Rejection> {
        if self.sealed_ids.get(&seat) == Some(&command_id) {
            // A resent command: answered again, changing nothing.
            let text = self.sealed_notice(Audience::Seat(seat), seat, Some(command_id));
            self.reply(conn, text);
            return Ok(());
        }
        let checked = self.live.check_sealed(seat, &action, language)?;
        let row = SealedRow {
            seat,
            action: checked.to_string(),
            command_id: command_id.clone(),
        };
        let store = self.store.clone();
        let id = self.id.clone();
        let stored = tokio::task::spawn_blocking(move || store.seal(&id, &row))
            .await
            .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        if let Err(e) = stored {
            tracing::error!(table = %self.code, "a sealed decision could not be stored: {e}");
            let text = error(
                ErrorCode::Internal,
                e.to_string(),
                Some(&command_id),
                self.version,
            );
            self.reply(conn, text);
            return Ok(());
        }
        self.live.seal(seat, &checked, language)?;
        self.last_activity = Instant::now();
        if let Some(player) = self.seats.get_mut(usize::from(seat)) {
            player.timed_out = false;
        }
        self.sealed_ids.insert(seat, command_id.clone());
        let mut closed = Vec::new();
        for (&id, connection) in &self.connections {
            let told = (id == conn).then(|| command_id.clone());
            if !Actor::send(connection, self.sealed_notice(connection.audience, seat, told)) {
                closed.push(id);
            }
        }
        for id in closed {
            self.forget(id);
        }
        Ok(())
    }

    /// What `to` is told of `seat`'s sealed decision: the round as `to` may know it.
    fn sealed_notice(&self, to: Audience, seat: u8, command_id: Option<String>) -> String {
        render::sealed(&*self.live, to, seat, self.version, command_id)
    }

    /// Goes on after a change: applies a sealed round every person of which has decided (in the game's order,
    /// a bot's decision worked out when its turn comes), then sets a bot thinking if one decides.
    async fn advance(&mut self) {
        if !self.owner {
            // Another process owns the table: it applies the sealed rounds and plays the bots.
            return;
        }
        loop {
            if !self.plays() {
                break;
            }
            let round = self.live.sealed_round();
            if round.is_empty() || self.waiting_for_persons(&round) {
                break;
            }
            let Some(&seat) = self.live.deciding().first() else {
                break;
            };
            let Some(action) = self.live.sealed(seat) else {
                // A bot's turn in the round (a bot's seat, or a person's the bot plays now): it decides as it
                // would (schedule_bot below), then this goes on.
                break;
            };
            let command_id = self.sealed_ids.remove(&seat);
            let before = self.version;
            let applied = self
                .decide(seat, action, command_id.map(|id| (None, id, Language::English)))
                .await;
            let store = self.store.clone();
            let id = self.id.clone();
            let _ = tokio::task::spawn_blocking(move || store.unseal(&id, seat)).await;
            if let Err(rejection) = applied {
                // Checked at the seat's turn on a copy: only a game whose list depends on the others' sealed
                // decisions gets here. The seat decides again.
                tracing::warn!(table = %self.code, seat, "a sealed decision no longer applies: {}", rejection_text(&rejection));
                self.broadcast(true);
                break;
            }
            if self.version == before {
                // Not stored: the table waits (the store failed and said so).
                break;
            }
        }
        self.schedule_bot();
        self.settle().await;
    }

    /// Whether a person of the sealed round has not decided yet (a seat the bot plays now is not waited for).
    fn waiting_for_persons(&self, round: &[u8]) -> bool {
        round
            .iter()
            .any(|&s| self.person_plays(s) && self.live.sealed(s).is_none())
    }

    /// The bot that plays a seat now: a bot's seat's own, or the table's bot for a person's seat while its person
    /// is away or its clock ran out. `None`: its person plays it.
    fn bot_for(&self, seat: u8) -> Option<String> {
        let player = self.seats.get(usize::from(seat))?;
        match &player.kind {
            SeatKind::Bot(name) => Some(name.clone()),
            SeatKind::Person => player
                .stand_in
                .clone()
                .or_else(|| player.timed_out.then(|| self.stand_in_bot.clone())),
        }
    }

    /// Whether a person plays the seat now.
    fn person_plays(&self, seat: u8) -> bool {
        self.is_person(seat) && self.bot_for(seat).is_none()
    }

    /// Checks a seat's decision with the game, commits it to the store, applies it and tells everyone. The sender:
    /// its connection (none for a sealed decision applied later), its command id, its language.
    async fn decide(
        &mut self,
        seat: u8,
        action: Value,
        sender: Option<(Option<u64>, String, Language)>,
    ) -> Result<(), Rejection> {
        let language = sender.as_ref().map_or(Language::English, |s| s.2);
        let action = self.live.check(seat, &action, language)?;
        let record = Record {
            sequence: self.version + 1,
            seat,
            kind: RecordKind::Action,
            action: Some(action.to_string()),
            command_id: sender.as_ref().map(|s| s.1.clone()),
        };
        failpoint("before-commit");
        let committed = self.commit(record).await;
        if committed.is_ok() {
            failpoint("after-commit");
        }
        if let Err(e) = committed {
            if let StoreError::Conflict { .. } = e {
                // Another process decided at this version first: its decision is read, this one is stale.
                self.catch_up().await;
                if let Some((Some(conn), id, _)) = &sender {
                    let text = stale(id, self.version);
                    self.reply(*conn, text);
                }
                return Ok(());
            }
            tracing::error!(table = %self.code, "a decision could not be stored: {e}");
            if let Some((Some(conn), id, _)) = &sender {
                let text = error(ErrorCode::Internal, e.to_string(), Some(id), self.version);
                self.reply(*conn, text);
            }
            return Ok(());
        }
        if let Err(rejection) = self.live.apply(seat, &action, language) {
            // Checked just before: only a game breaking its own invariant gets here.
            let reason = format!(
                "a decision checked legal was refused: {}",
                rejection_text(&rejection)
            );
            self.break_table(reason);
            return Ok(());
        }
        self.version += 1;
        self.last_activity = Instant::now();
        if let Some((conn, id, _)) = sender {
            self.commands.insert((seat, id.clone()), self.version);
            if let Some(conn) = conn {
                let text = to_text(&ServerMessage::Accepted(Accepted {
                    command_id: id,
                    version: self.version,
                }));
                self.reply(conn, text);
            }
        }
        // The seat's clock stops (its decision is made) and the next decider's starts, stored before everyone is
        // told (a client never sees a deadline the store does not have).
        let clocks = self.decided(seat);
        self.store_clocks(clocks).await;
        self.broadcast(false);
        if self.live.is_over() {
            let store = self.store.clone();
            let id = self.id.clone();
            let _ = tokio::task::spawn_blocking(move || store.set_state(&id, "over", None)).await;
        }
        Ok(())
    }

    /// Appends a record to the table's log in the store (on a blocking thread); a future that holds no borrow of
    /// the actor.
    fn commit(&self, record: Record) -> impl Future<Output = Result<(), StoreError>> + Send + 'static {
        let store = self.store.clone();
        let id = self.id.clone();
        async move {
            tokio::task::spawn_blocking(move || store.append(&id, &record))
                .await
                .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())))
        }
    }

    /// Expires the table if it is still in the lobby and was idle for `idle` ([`TableMsg::Expire`]); whether it
    /// did. The store's state is set first: a table the store could not mark stays live.
    async fn expire(&mut self, idle: Duration) -> bool {
        let in_lobby = self.seats.iter().any(|p| p.kind == SeatKind::Person && !p.taken);
        if !in_lobby || self.broken.is_some() || self.live.is_over() || self.last_activity.elapsed() < idle {
            return false;
        }
        let reason = format!("nothing happened for {} s while a seat was open", idle.as_secs());
        let store = self.store.clone();
        let id = self.id.clone();
        let marked = tokio::task::spawn_blocking(move || store.set_state(&id, "expired", Some(&reason)))
            .await
            .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        if let Err(e) = marked {
            tracing::error!(table = %self.code, "an idle table could not be marked expired: {e}");
            return false;
        }
        tracing::info!(table = %self.code, "an idle table expired");
        let text = error(
            ErrorCode::TableExpired,
            "the table stayed in the lobby with nothing happening for too long: it expired",
            None,
            self.version,
        );
        for connection in self.connections.values() {
            let _ = connection.out.try_send(text.clone());
        }
        self.connections.clear();
        self.expired = true;
        true
    }

    /// Reads the records of the log this actor has not applied (another process appended them) and applies
    /// them in order, telling every connection each step as if it had been decided here.
    async fn catch_up(&mut self) {
        if self.broken.is_some() {
            return;
        }
        let store = self.store.clone();
        let (id, after) = (self.id.clone(), self.version);
        let records = tokio::task::spawn_blocking(move || store.records_since(&id, after))
            .await
            .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        match records {
            Ok(records) => self.apply_records(records).await,
            Err(e) => {
                tracing::error!(table = %self.code, "the log could not be read: {e}");
                self.read_again_later();
            }
        }
    }

    /// Applies records of the log another process appended, in order, telling every connection each step.
    async fn apply_records(&mut self, records: Vec<Record>) {
        for record in records {
            if record.sequence != self.version + 1 {
                self.break_table(format!(
                    "record {} follows record {} in the store",
                    record.sequence, self.version
                ));
                return;
            }
            if let Err(why) = apply_record(&mut *self.live, &record) {
                self.break_table(format!(
                    "record {} (seat {}), appended by another process, does not apply here: {why}",
                    record.sequence,
                    record.seat + 1
                ));
                return;
            }
            self.version = record.sequence;
            self.last_activity = Instant::now();
            if let Some(command_id) = &record.command_id {
                self.commands
                    .insert((record.seat, command_id.clone()), self.version);
                if self.sealed_ids.get(&record.seat) == Some(command_id) {
                    self.sealed_ids.remove(&record.seat);
                }
            }
            self.broadcast(record.kind == RecordKind::Undo);
            if self.live.is_over() && self.owner {
                let store = self.store.clone();
                let id = self.id.clone();
                let _ = tokio::task::spawn_blocking(move || store.set_state(&id, "over", None)).await;
            }
        }
    }

    /// Reads the table's sealed decisions from the store and keeps those it did not have (sealed on another
    /// process), telling every connection what it may know of each.
    async fn reload_sealed(&mut self) {
        if self.broken.is_some() || self.live.is_over() {
            return;
        }
        let store = self.store.clone();
        let id = self.id.clone();
        let rows = match tokio::task::spawn_blocking(move || store.sealed(&id)).await {
            Ok(Ok(rows)) => rows,
            Ok(Err(e)) => {
                tracing::error!(table = %self.code, "the sealed decisions could not be read: {e}");
                self.read_again_later();
                return;
            }
            Err(_) => return,
        };
        for row in rows {
            if self.sealed_ids.get(&row.seat) == Some(&row.command_id) {
                continue;
            }
            let Ok(action) = serde_json::from_str::<Value>(&row.action) else {
                continue;
            };
            // A row of a decision applied meanwhile no longer seals: the round has moved past its seat.
            if self.live.seal(row.seat, &action, Language::English).is_err() {
                continue;
            }
            self.sealed_ids.insert(row.seat, row.command_id);
            let mut closed = Vec::new();
            for (&conn, connection) in &self.connections {
                if !Actor::send(
                    connection,
                    self.sealed_notice(connection.audience, row.seat, None),
                ) {
                    closed.push(conn);
                }
            }
            for conn in closed {
                self.connections.remove(&conn);
            }
        }
    }

    /// Reads the table's row and seats from the store, changed by another process of a shared store: who plays each
    /// seat (a person took it, the host seated a bot, a bot stands in), its clock and webhook, whether the table
    /// started or was ended. What only this process knows (its connections, since when a seat has none) stays.
    async fn reload_seats(&mut self) {
        let store = self.store.clone();
        let id = self.id.clone();
        let loaded = tokio::task::spawn_blocking(move || store.table(&id)).await;
        if !matches!(loaded, Ok(Ok(_))) {
            tracing::error!(table = %self.code, "the table's seats could not be read");
            self.read_again_later();
        }
        let Ok(Ok(Some(row))) = loaded else {
            return;
        };
        let stored = seat_players(&row, &self.limits);
        let now = Instant::now();
        for (player, stored) in self.seats.iter_mut().zip(stored) {
            if player.stand_in.is_some() && stored.stand_in.is_none() && player.connections == 0 {
                // Its person came back through another process: the grace period starts again, until this
                // process hears of their connection.
                player.away_since = Some(now);
            }
            player.kind = stored.kind;
            player.taken = stored.taken;
            player.stand_in = stored.stand_in;
            player.clock = stored.clock;
            player.webhook = stored.webhook;
        }
        let was_started = self.started;
        self.started = row.state != "waiting";
        tracing::debug!(table = %self.code, state = %row.state, was_started, taken = ?self.seats.iter().map(|p| p.taken).collect::<Vec<_>>(), "the seats read again");
        if row.state == "ended" {
            self.ended.store(true, Ordering::SeqCst);
        }
        if self.started != was_started || row.state == "ended" {
            self.broadcast(true);
        }
        if self.started {
            self.broadcast_table();
        } else {
            // The last person seat may have been taken through another process while this one took another: the
            // table starts on whichever process sees every seat taken first (starting is idempotent).
            self.seats_changed().await;
        }
    }

    /// A read of what another process changed failed (the database busy or away): everything is read again in a
    /// second ([`Change::Any`]), so that a table never stays behind (a start, a step) for one failed read. One such
    /// retry waits at a time.
    pub(super) fn read_again_later(&mut self) {
        if self.read_again || self.store.shared().is_none() {
            return;
        }
        let Some(inbox) = self.inbox.upgrade() else {
            return;
        };
        self.read_again = true;
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_secs(1)).await;
            let _ = inbox.send(TableMsg::Changed(Change::Any)).await;
        });
    }

    fn break_table(&mut self, reason: String) {
        tracing::error!(table = %self.code, %reason, "a table cannot go on");
        let _ = self.store.set_state(&self.id, "broken", Some(&reason));
        self.broken = Some(reason);
        self.broadcast(true);
    }

    async fn undo(&mut self, conn: u64, version: u64, command_id: String) {
        let Some((seat, _)) = self.seat_of(conn, &command_id) else {
            return;
        };
        if let Some(answer) = self.precheck(seat, version, &command_id) {
            self.reply(conn, answer);
            return;
        }
        if !self.live.can_undo(seat) {
            let text = error(
                ErrorCode::NothingToUndo,
                "the seat has no decision it may take back now",
                Some(&command_id),
                self.version,
            );
            self.reply(conn, text);
            return;
        }
        let record = Record {
            sequence: self.version + 1,
            seat,
            kind: RecordKind::Undo,
            action: None,
            command_id: Some(command_id.clone()),
        };
        if let Err(e) = self.commit(record).await {
            if let StoreError::Conflict { .. } = e {
                self.catch_up().await;
                let text = stale(&command_id, self.version);
                self.reply(conn, text);
                return;
            }
            let text = error(
                ErrorCode::Internal,
                e.to_string(),
                Some(&command_id),
                self.version,
            );
            self.reply(conn, text);
            return;
        }
        if !self.live.undo(seat) {
            self.break_table("an undo checked allowed was not taken".into());
            return;
        }
        self.version += 1;
        self.last_activity = Instant::now();
        self.commands.insert((seat, command_id.clone()), self.version);
        let text = to_text(&ServerMessage::Accepted(Accepted {
            command_id,
            version: self.version,
        }));
        self.reply(conn, text);
        self.broadcast(true);
        self.advance().await;
    }

    /// Sets a bot thinking if a bot's seat decides now (one bot at a time; its answer comes back as
    /// [`TableMsg::BotDone`]).
    fn schedule_bot(&mut self) {
        if self.bot_thinking || !self.plays() {
            return;
        }
        let round = self.live.sealed_round();
        if !round.is_empty() && self.waiting_for_persons(&round) {
            // rule D-3: a sealed round is applied in the game's order once every person of it has decided.
            return;
        }
        let bot = self
            .live
            .deciding()
            .into_iter()
            .find_map(|seat| Some((seat, self.bot_for(seat)?)));
        let Some((seat, name)) = bot else {
            return;
        };
        let seed = metro_game::bot::bot_seed_at(self.seed, usize::from(seat), self.live.decisions());
        let Some(job) = self.live.bot_job(seat, &name, seed) else {
            self.break_table(format!("the game has no bot {name:?} for seat {}", seat + 1));
            return;
        };
        let Some(inbox) = self.inbox.upgrade() else {
            return;
        };
        self.bot_thinking = true;
        let version = self.version;
        tokio::spawn(async move {
            let action = tokio::task::spawn_blocking(job).await.ok().flatten();
            let _ = inbox
                .send(TableMsg::BotDone {
                    version,
                    seat,
                    action,
                })
                .await;
        });
    }
}

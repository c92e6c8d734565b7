//! The store in PostgreSQL ([`PgStore`], `metro serve --db postgres://…`), shared by several server processes.
//!
//! * Each append is one transaction holding the table's advisory lock (`pg_advisory_xact_lock`); the log's key is
//!   unique per (table, sequence), and a sequence number that does not follow the log's last is a
//!   [`StoreError::Conflict`]: of two processes deciding at the same version, exactly one wins.
//! * Every change is announced with `NOTIFY` in the transaction that makes it (so only once committed); each
//!   process `LISTEN`s on its own connection and hands the changes to its tables ([`SharedStore::changes`]).
//! * A table is owned by one process at a time through a lease row renewed by its owner
//!   ([`SharedStore::lease`]); a lease not renewed (its process died) is taken by another process.
//!
//! Queries run on the store's own small tokio runtime with a pool of connections (deadpool); the [`Store`]
//! methods are blocking calls that wait for them, at most [`QUERY_TIMEOUT`].

use std::future::Future;
use std::str::FromStr;
use std::sync::Mutex;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio::sync::broadcast;
use tokio_postgres::{AsyncMessage, NoTls, Row};

use crate::store::{
    Change, ChatRow, OpenTable, Record, RecordKind, SealedRow, SeatKind, SeatRow, SharedStore, Store,
    StoreError, TableRow,
};

/// The longest a query may take before the store reports the database as not answering.
pub const QUERY_TIMEOUT: Duration = Duration::from_secs(30);

/// The connections a process keeps to the database at most.
pub const POOL_SIZE: usize = 16;

/// The channel the changes are announced on.
const CHANNEL: &str = "metro_changes";

/// How many announced changes a slow table task may fall behind before it is told [`Change::Any`].
const CHANGES_BACKLOG: usize = 4096;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    setup TEXT NOT NULL,
    seed BIGINT NOT NULL,
    engine_version TEXT NOT NULL,
    created BIGINT NOT NULL,
    state TEXT NOT NULL,
    reason TEXT,
    spectators BOOLEAN NOT NULL DEFAULT TRUE,
    host SMALLINT,
    clock TEXT
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat SMALLINT NOT NULL,
    kind TEXT NOT NULL,
    token_hash TEXT UNIQUE,
    stand_in TEXT,
    deadline BIGINT,
    bank_ms BIGINT,
    webhook TEXT,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    sequence BIGINT NOT NULL,
    seat SMALLINT NOT NULL,
    kind TEXT NOT NULL,
    action TEXT,
    command_id TEXT,
    PRIMARY KEY (table_id, sequence)
);
CREATE TABLE IF NOT EXISTS sealed (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat SMALLINT NOT NULL,
    action TEXT NOT NULL,
    command_id TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS chat (
    table_id TEXT NOT NULL REFERENCES tables(id),
    number BIGINT NOT NULL,
    seat SMALLINT NOT NULL,
    at BIGINT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (table_id, number)
);
CREATE TABLE IF NOT EXISTS presence (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat SMALLINT NOT NULL,
    process TEXT NOT NULL,
    updated TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (table_id, seat, process)
);
CREATE TABLE IF NOT EXISTS leases (
    table_id TEXT PRIMARY KEY REFERENCES tables(id),
    owner TEXT NOT NULL,
    expires TIMESTAMPTZ NOT NULL
);
";

/// An arbitrary key of the advisory lock under which the schema is created (two processes starting at once).
const SCHEMA_LOCK: i64 = 0x6d65_7472_6f00;

/// The store in a PostgreSQL database, shared by every server process given the same URL.
pub struct PgStore {
    /// The store's runtime (its pool's connections and the listener live there); `None` once dropped.
    runtime: Option<tokio::runtime::Runtime>,
    pool: Pool,
    changes: broadcast::Sender<Change>,
    /// The listener's task (stopped with the store).
    listener: Mutex<Option<tokio::task::JoinHandle<()>>>,
}

impl Drop for PgStore {
    fn drop(&mut self) {
        if let Ok(mut listener) = self.listener.lock()
            && let Some(task) = listener.take()
        {
            task.abort();
        }
        if let Some(runtime) = self.runtime.take() {
            // Dropped anywhere, an async task included: never wait for the runtime's threads.
            runtime.shutdown_background();
        }
    }
}

/// A failure as the store reports it: the database's own message where it sent one (`db error` alone says
/// nothing).
fn database(error: impl std::fmt::Display + std::fmt::Debug + 'static) -> StoreError {
    let any: &dyn std::any::Any = &error;
    if let Some(error) = any.downcast_ref::<tokio_postgres::Error>()
        && let Some(db) = error.as_db_error()
    {
        return StoreError::Database(format!("{}: {}", db.severity(), db.message()));
    }
    StoreError::Database(error.to_string())
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/database`; no TLS: a loopback or
    /// private network), creates the schema if it is missing, and starts listening for changes.
    pub fn connect(url: &str) -> Result<PgStore, StoreError> {
        let config = tokio_postgres::Config::from_str(url)
            .map_err(|e| StoreError::Database(format!("the database URL does not read: {e}")))?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("metro-postgres")
            .enable_all()
            .build()
            .map_err(database)?;
        let manager = Manager::from_config(
            config.clone(),
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .wait_timeout(Some(QUERY_TIMEOUT))
            .create_timeout(Some(QUERY_TIMEOUT))
            .build()
            .map_err(database)?;
        let (changes, _) = broadcast::channel(CHANGES_BACKLOG);
        let store = PgStore {
            runtime: Some(runtime),
            pool,
            changes,
            listener: Mutex::new(None),
        };
        store.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])
                .await
                .map_err(database)?;
            tx.batch_execute(SCHEMA).await.map_err(database)?;
            tx.commit().await.map_err(database)
        })?;
        let (ready_tx, ready) = std::sync::mpsc::sync_channel(1);
        let task = store
            .handle()?
            .spawn(listen(config, store.changes.clone(), ready_tx));
        if let Ok(mut listener) = store.listener.lock() {
            *listener = Some(task);
        }
        // The first LISTEN is in place before the store is used: no change of this process's is missed.
        match ready.recv_timeout(QUERY_TIMEOUT) {
            Ok(Ok(())) => Ok(store),
            Ok(Err(e)) => Err(e),
            Err(_) => Err(StoreError::Database(
                "the database did not answer LISTEN in time".into(),
            )),
        }
    }

    fn handle(&self) -> Result<tokio::runtime::Handle, StoreError> {
        self.runtime
            .as_ref()
            .map(|r| r.handle().clone())
            .ok_or_else(|| StoreError::Database("the store is closed".into()))
    }

    /// Runs a query on the store's runtime and waits for its answer (at most [`QUERY_TIMEOUT`]); callable from
    /// any thread, an async task's included.
    fn run<T, F, Fut>(&self, query: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(Pool) -> Fut,
        Fut: Future<Output = Result<T, StoreError>> + Send + 'static,
    {
        let future = query(self.pool.clone());
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        self.handle()?.spawn(async move {
            let _ = tx.send(future.await);
        });
        match rx.recv_timeout(QUERY_TIMEOUT) {
            Ok(answer) => answer,
            Err(_) => Err(StoreError::Database(format!(
                "the database did not answer in {} s",
                QUERY_TIMEOUT.as_secs()
            ))),
        }
    }
}

/// Listens for the changes on a connection of its own, reconnecting (with a pause) when it is lost; after a
/// reconnection every table is told [`Change::Any`] (what was announced meanwhile is lost).
async fn listen(
    config: tokio_postgres::Config,
    changes: broadcast::Sender<Change>,
    ready: std::sync::mpsc::SyncSender<Result<(), StoreError>>,
) {
    let mut ready = Some(ready);
    let mut pause = Duration::from_millis(100);
    loop {
        match listen_once(&config, &changes, &mut ready).await {
            Ok(()) => pause = Duration::from_millis(100),
            Err(e) => {
                if let Some(ready) = ready.take() {
                    let _ = ready.send(Err(e));
                    return;
                }
                tracing::warn!("the store's change listener lost the database: {e}");
            }
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(Duration::from_secs(5));
    }
}

async fn listen_once(
    config: &tokio_postgres::Config,
    changes: &broadcast::Sender<Change>,
    ready: &mut Option<std::sync::mpsc::SyncSender<Result<(), StoreError>>>,
) -> Result<(), StoreError> {
    let (client, mut connection) = config.connect(NoTls).await.map_err(database)?;
    let (messages_tx, mut messages) = tokio::sync::mpsc::unbounded_channel();
    let driver = tokio::spawn(async move {
        loop {
            let message = std::future::poll_fn(|cx| connection.poll_message(cx)).await;
            match message {
                Some(Ok(message)) => {
                    if messages_tx.send(message).is_err() {
                        break;
                    }
                }
                Some(Err(e)) => {
                    tracing::warn!("the store's change listener: {e}");
                    break;
                }
                None => break,
            }
        }
    });
    client
        .batch_execute(&format!("LISTEN {CHANNEL}"))
        .await
        .map_err(database)?;
    match ready.take() {
        Some(ready) => {
            let _ = ready.send(Ok(()));
        }
        None => {
            let _ = changes.send(Change::Any);
        }
    }
    while let Some(message) = messages.recv().await {
        if let AsyncMessage::Notification(notification) = message
            && let Some(change) = read_change(notification.payload())
        {
            let _ = changes.send(change);
        }
    }
    driver.abort();
    drop(client);
    Err(StoreError::Database("the listening connection closed".into()))
}

/// The longest announcement PostgreSQL carries is 8000 bytes: a record that does not fit is announced by its
/// sequence only (the processes read it from the log).
const MAX_PAYLOAD: usize = 7900;

/// A record's announcement: `log ID SEQUENCE`, then, when it fits, ` SEAT KIND COMMAND-ID ACTION` (the command
/// id `-` for none, else its bytes in hexadecimal; the action's JSON last, `-` for none): the other processes apply it without
/// reading the log.
fn log_payload(table: &str, record: &Record) -> String {
    let head = format!("log {table} {}", record.sequence);
    let kind = record.kind.as_str();
    let command_id = record.command_id.as_ref().map_or_else(
        || "-".to_string(),
        |id| id.bytes().map(|b| format!("{b:02x}")).collect(),
    );
    let full = format!(
        "{head} {} {kind} {command_id} {}",
        record.seat,
        record.action.as_deref().unwrap_or("-")
    );
    if full.len() <= MAX_PAYLOAD { full } else { head }
}

/// A change as announced: `log ID SEQUENCE [RECORD]` ([`log_payload`]), `sealed ID`, `seats ID`.
fn read_change(payload: &str) -> Option<Change> {
    let mut words = payload.splitn(7, ' ');
    let (kind, table) = (words.next()?, words.next()?.to_string());
    match kind {
        "log" => {
            let sequence: u64 = words.next()?.parse().ok()?;
            let record = (|| {
                let seat: u8 = words.next()?.parse().ok()?;
                let kind = match words.next()? {
                    "action" => RecordKind::Action,
                    "undo" => RecordKind::Undo,
                    _ => return None,
                };
                let command_id = match words.next()? {
                    "-" => None,
                    hex => {
                        let bytes = (0..hex.len())
                            .step_by(2)
                            .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
                            .collect::<Option<Vec<u8>>>()?;
                        Some(String::from_utf8(bytes).ok()?)
                    }
                };
                let action = match words.next()? {
                    "-" => None,
                    action => Some(action.to_string()),
                };
                Some(Record {
                    sequence,
                    seat,
                    kind,
                    action,
                    command_id,
                })
            })();
            Some(Change::Log {
                table,
                sequence,
                record: record.map(Box::new),
            })
        }
        "sealed" => Some(Change::Sealed { table }),
        "seats" => Some(Change::Seats { table }),
        "chat" => Some(Change::Chat { table }),
        _ => None,
    }
}

fn table_row(row: &Row) -> Result<TableRow, StoreError> {
    Ok(TableRow {
        id: row.try_get(0).map_err(database)?,
        code: row.try_get(1).map_err(database)?,
        game: row.try_get(2).map_err(database)?,
        setup: row.try_get(3).map_err(database)?,
        seed: row.try_get::<_, i64>(4).map_err(database)? as u64,
        engine_version: row.try_get(5).map_err(database)?,
        created: row.try_get(6).map_err(database)?,
        state: row.try_get(7).map_err(database)?,
        reason: row.try_get(8).map_err(database)?,
        spectators: row.try_get(9).map_err(database)?,
        host: row
            .try_get::<_, Option<i16>>(10)
            .map_err(database)?
            .map(|h| h as u8),
        clock: row.try_get(11).map_err(database)?,
        seats: Vec::new(),
    })
}

fn seat_row(row: &Row) -> Result<SeatRow, StoreError> {
    Ok(SeatRow {
        seat: row.try_get::<_, i16>(0).map_err(database)? as u8,
        kind: SeatKind::from_text(row.try_get(1).map_err(database)?),
        token_hash: row.try_get(2).map_err(database)?,
        stand_in: row.try_get(3).map_err(database)?,
        deadline: row.try_get(4).map_err(database)?,
        bank_ms: row.try_get(5).map_err(database)?,
        webhook: row.try_get(6).map_err(database)?,
    })
}

fn record_row(row: &Row) -> Result<Record, StoreError> {
    Ok(Record {
        sequence: row.try_get::<_, i64>(0).map_err(database)? as u64,
        seat: row.try_get::<_, i16>(1).map_err(database)? as u8,
        kind: RecordKind::from_text(row.try_get(2).map_err(database)?),
        action: row.try_get(3).map_err(database)?,
        command_id: row.try_get(4).map_err(database)?,
    })
}

const TABLE_COLUMNS: &str =
    "id, code, game, setup, seed, engine_version, created, state, reason, spectators, host, clock";

const SEAT_COLUMNS: &str = "seat, kind, token_hash, stand_in, deadline, bank_ms, webhook";

/// Announces a change in the transaction that makes it (delivered once it commits).
async fn announce(tx: &deadpool_postgres::Transaction<'_>, payload: &str) -> Result<(), StoreError> {
    tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
        .await
        .map_err(database)?;
    Ok(())
}

/// Runs one statement that changes a table's seats and announces it, in one transaction; the rows changed.
async fn change_seats(
    pool: Pool,
    table: String,
    statement: &str,
    values: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<u64, StoreError> {
    let mut client = pool.get().await.map_err(database)?;
    let tx = client.transaction().await.map_err(database)?;
    let changed = tx.execute(statement, values).await.map_err(database)?;
    announce(&tx, &format!("seats {table}")).await?;
    tx.commit().await.map_err(database)?;
    Ok(changed)
}

fn is_unique_violation(error: &tokio_postgres::Error) -> bool {
    error.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION)
}

async fn seats_of(client: &deadpool_postgres::Client, table: &mut TableRow) -> Result<(), StoreError> {
    let rows = client
        .query(
            &format!("SELECT {SEAT_COLUMNS} FROM seats WHERE table_id = $1 ORDER BY seat"),
            &[&table.id],
        )
        .await
        .map_err(database)?;
    table.seats = rows.iter().map(seat_row).collect::<Result<_, _>>()?;
    Ok(())
}

impl Store for PgStore {
    fn create_table(&self, table: &TableRow) -> Result<(), StoreError> {
        let table = table.clone();
        self.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            let inserted = tx
                .execute(
                    &format!(
                        "INSERT INTO tables ({TABLE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"
                    ),
                    &[
                        &table.id,
                        &table.code,
                        &table.game,
                        &table.setup,
                        &(table.seed as i64),
                        &table.engine_version,
                        &table.created,
                        &table.state,
                        &table.reason,
                        &table.spectators,
                        &table.host.map(i16::from),
                        &table.clock,
                    ],
                )
                .await;
            match inserted {
                Err(e) if is_unique_violation(&e) => return Err(StoreError::CodeTaken(table.code.clone())),
                other => {
                    other.map_err(database)?;
                }
            }
            for seat in &table.seats {
                tx.execute(
                    &format!("INSERT INTO seats (table_id, {SEAT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"),
                    &[
                        &table.id,
                        &i16::from(seat.seat),
                        &seat.kind.to_text(),
                        &seat.token_hash,
                        &seat.stand_in,
                        &seat.deadline,
                        &seat.bank_ms,
                        &seat.webhook,
                    ],
                )
                .await
                .map_err(database)?;
            }
            tx.commit().await.map_err(database)
        })
    }

    fn tables(&self) -> Result<Vec<TableRow>, StoreError> {
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query(
                    &format!("SELECT {TABLE_COLUMNS} FROM tables ORDER BY created, id"),
                    &[],
                )
                .await
                .map_err(database)?;
            let mut tables: Vec<TableRow> = rows.iter().map(table_row).collect::<Result<_, _>>()?;
            let seats = client
                .query(
                    &format!("SELECT {SEAT_COLUMNS}, table_id FROM seats ORDER BY table_id, seat"),
                    &[],
                )
                .await
                .map_err(database)?;
            let mut by_table: std::collections::HashMap<String, Vec<SeatRow>> =
                std::collections::HashMap::new();
            for row in &seats {
                let id: String = row.try_get(7).map_err(database)?;
                by_table.entry(id).or_default().push(seat_row(row)?);
            }
            for table in &mut tables {
                table.seats = by_table.remove(&table.id).unwrap_or_default();
            }
            Ok(tables)
        })
    }

    fn table(&self, code_or_id: &str) -> Result<Option<TableRow>, StoreError> {
        let key = code_or_id.to_string();
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            let row = client
                .query_opt(
                    &format!("SELECT {TABLE_COLUMNS} FROM tables WHERE id = $1 OR code = $1"),
                    &[&key],
                )
                .await
                .map_err(database)?;
            let Some(row) = row else {
                return Ok(None);
            };
            let mut table = table_row(&row)?;
            seats_of(&client, &mut table).await?;
            Ok(Some(table))
        })
    }

    fn records(&self, table: &str) -> Result<Vec<Record>, StoreError> {
        self.records_since(table, 0)
    }

    fn records_since(&self, table: &str, after: u64) -> Result<Vec<Record>, StoreError> {
        let table = table.to_string();
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query(
                    "SELECT sequence, seat, kind, action, command_id FROM actions
                     WHERE table_id = $1 AND sequence > $2 ORDER BY sequence",
                    &[&table, &(after as i64)],
                )
                .await
                .map_err(database)?;
            rows.iter().map(record_row).collect()
        })
    }

    fn append(&self, table: &str, record: &Record) -> Result<(), StoreError> {
        let (table, record) = (table.to_string(), record.clone());
        self.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            let (lock, last, insert, notify) = tokio::try_join!(
                tx.prepare_cached("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))"),
                tx.prepare_cached("SELECT COALESCE(MAX(sequence), 0) FROM actions WHERE table_id = $1"),
                tx.prepare_cached(
                    "INSERT INTO actions (table_id, sequence, seat, kind, action, command_id)
                     VALUES ($1, $2, $3, $4, $5, $6)"
                ),
                tx.prepare_cached("SELECT pg_notify($1, $2)"),
            )
            .map_err(database)?;
            // The lock and the log's last record in one round trip (statements of a connection run in order).
            let by_table: [&(dyn tokio_postgres::types::ToSql + Sync); 1] = [&table];
            let (_, last) = tokio::try_join!(tx.execute(&lock, &by_table), tx.query_one(&last, &by_table))
                .map_err(database)?;
            let last: i64 = last.try_get(0).map_err(database)?;
            let conflict = || StoreError::Conflict {
                table: table.clone(),
                sequence: record.sequence,
            };
            if last as u64 + 1 != record.sequence {
                return Err(conflict());
            }
            let kind = record.kind.as_str();
            let payload = log_payload(&table, &record);
            let (seat, sequence) = (i16::from(record.seat), record.sequence as i64);
            let row: [&(dyn tokio_postgres::types::ToSql + Sync); 6] = [
                &table,
                &sequence,
                &seat,
                &kind,
                &record.action,
                &record.command_id,
            ];
            let announced: [&(dyn tokio_postgres::types::ToSql + Sync); 2] = [&CHANNEL, &payload];
            let inserted = tokio::try_join!(tx.execute(&insert, &row), tx.execute(&notify, &announced));
            match inserted {
                Err(e) if is_unique_violation(&e) => return Err(conflict()),
                other => {
                    other.map_err(database)?;
                }
            }
            tx.commit().await.map_err(database)
        })
    }

    fn set_state(&self, table: &str, state: &str, reason: Option<&str>) -> Result<(), StoreError> {
        let (table, state, reason) = (table.to_string(), state.to_string(), reason.map(str::to_string));
        self.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            tx.execute(
                "UPDATE tables SET state = $2, reason = $3 WHERE id = $1",
                &[&table, &state, &reason],
            )
            .await
            .map_err(database)?;
            announce(&tx, &format!("seats {table}")).await?;
            tx.commit().await.map_err(database)
        })
    }

    fn take_seat(&self, table: &str, token_hash: &str) -> Result<Option<u8>, StoreError> {
        let (table, token_hash) = (table.to_string(), token_hash.to_string());
        self.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            // The first free person seat, locked against a join on another process at the same moment.
            let seat = tx
                .query_opt(
                    "SELECT seat FROM seats WHERE table_id = $1 AND kind = 'person' AND token_hash IS NULL
                     ORDER BY seat LIMIT 1 FOR UPDATE",
                    &[&table],
                )
                .await
                .map_err(database)?;
            let Some(seat) = seat else {
                return Ok(None);
            };
            let seat: i16 = seat.try_get(0).map_err(database)?;
            tx.execute(
                "UPDATE seats SET token_hash = $3 WHERE table_id = $1 AND seat = $2",
                &[&table, &seat, &token_hash],
            )
            .await
            .map_err(database)?;
            let payload = format!("seats {table}");
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
                .await
                .map_err(database)?;
            tx.commit().await.map_err(database)?;
            Ok(Some(seat as u8))
        })
    }

    fn find_token(&self, token_hash: &str) -> Result<Option<(String, u8)>, StoreError> {
        let token_hash = token_hash.to_string();
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            let row = client
                .query_opt(
                    "SELECT table_id, seat FROM seats WHERE token_hash = $1",
                    &[&token_hash],
                )
                .await
                .map_err(database)?;
            row.map(|row| {
                Ok((
                    row.try_get(0).map_err(database)?,
                    row.try_get::<_, i16>(1).map_err(database)? as u8,
                ))
            })
            .transpose()
        })
    }

    fn open_tables(&self, limit: usize) -> Result<Vec<OpenTable>, StoreError> {
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query(
                    "SELECT t.id, t.code, t.game, COUNT(s.seat),
                            SUM(CASE WHEN s.kind = 'person' AND s.token_hash IS NULL THEN 1 ELSE 0 END) AS open
                     FROM tables t JOIN seats s ON s.table_id = t.id
                     WHERE t.state IN ('waiting', 'playing')
                     GROUP BY t.id
                     HAVING SUM(CASE WHEN s.kind = 'person' AND s.token_hash IS NULL THEN 1 ELSE 0 END) > 0
                     ORDER BY t.created DESC, t.id LIMIT $1",
                    &[&(limit as i64)],
                )
                .await
                .map_err(database)?;
            rows.iter()
                .map(|row| {
                    Ok(OpenTable {
                        id: row.try_get(0).map_err(database)?,
                        code: row.try_get(1).map_err(database)?,
                        game: row.try_get(2).map_err(database)?,
                        seats: row.try_get::<_, i64>(3).map_err(database)? as u8,
                        open: row.try_get::<_, i64>(4).map_err(database)? as u8,
                    })
                })
                .collect()
        })
    }

    fn seal(&self, table: &str, sealed: &SealedRow) -> Result<(), StoreError> {
        let (table, sealed) = (table.to_string(), sealed.clone());
        self.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            tx.execute(
                "INSERT INTO sealed (table_id, seat, action, command_id) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (table_id, seat) DO UPDATE SET action = excluded.action, command_id = excluded.command_id",
                &[&table, &i16::from(sealed.seat), &sealed.action, &sealed.command_id],
            )
            .await
            .map_err(database)?;
            let payload = format!("sealed {table}");
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
                .await
                .map_err(database)?;
            tx.commit().await.map_err(database)
        })
    }

    fn unseal(&self, table: &str, seat: u8) -> Result<(), StoreError> {
        let table = table.to_string();
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            client
                .execute(
                    "DELETE FROM sealed WHERE table_id = $1 AND seat = $2",
                    &[&table, &i16::from(seat)],
                )
                .await
                .map_err(database)?;
            Ok(())
        })
    }

    fn sealed(&self, table: &str) -> Result<Vec<SealedRow>, StoreError> {
        let table = table.to_string();
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query(
                    "SELECT seat, action, command_id FROM sealed WHERE table_id = $1 ORDER BY seat",
                    &[&table],
                )
                .await
                .map_err(database)?;
            rows.iter()
                .map(|row| {
                    Ok(SealedRow {
                        seat: row.try_get::<_, i16>(0).map_err(database)? as u8,
                        action: row.try_get(1).map_err(database)?,
                        command_id: row.try_get(2).map_err(database)?,
                    })
                })
                .collect()
        })
    }

    fn fill_seat(&self, table: &str, seat: u8, bot: &str) -> Result<bool, StoreError> {
        let (table, kind) = (table.to_string(), SeatKind::Bot(bot.to_string()).to_text());
        self.run(|pool| async move {
            let id = table.clone();
            let changed = change_seats(
                pool,
                table,
                "UPDATE seats SET kind = $3 WHERE table_id = $1 AND seat = $2 AND kind = 'person' AND token_hash IS NULL",
                &[&id, &i16::from(seat), &kind],
            )
            .await?;
            Ok(changed == 1)
        })
    }

    fn set_stand_in(&self, table: &str, seat: u8, bot: Option<&str>) -> Result<(), StoreError> {
        let (table, bot) = (table.to_string(), bot.map(str::to_string));
        self.run(|pool| async move {
            let id = table.clone();
            change_seats(
                pool,
                table,
                "UPDATE seats SET stand_in = $3 WHERE table_id = $1 AND seat = $2",
                &[&id, &i16::from(seat), &bot],
            )
            .await
            .map(|_| ())
        })
    }

    fn set_clock(
        &self,
        table: &str,
        seat: u8,
        deadline: Option<i64>,
        bank_ms: Option<i64>,
    ) -> Result<(), StoreError> {
        let table = table.to_string();
        self.run(|pool| async move {
            let id = table.clone();
            change_seats(
                pool,
                table,
                "UPDATE seats SET deadline = $3, bank_ms = $4 WHERE table_id = $1 AND seat = $2",
                &[&id, &i16::from(seat), &deadline, &bank_ms],
            )
            .await
            .map(|_| ())
        })
    }

    fn set_webhook(&self, table: &str, seat: u8, url: Option<&str>) -> Result<(), StoreError> {
        let (table, url) = (table.to_string(), url.map(str::to_string));
        self.run(|pool| async move {
            let id = table.clone();
            change_seats(
                pool,
                table,
                "UPDATE seats SET webhook = $3 WHERE table_id = $1 AND seat = $2",
                &[&id, &i16::from(seat), &url],
            )
            .await
            .map(|_| ())
        })
    }

    fn add_chat(&self, table: &str, line: &ChatRow) -> Result<(), StoreError> {
        let (table, line) = (table.to_string(), line.clone());
        self.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            let inserted = tx
                .execute(
                    "INSERT INTO chat (table_id, number, seat, at, text) VALUES ($1, $2, $3, $4, $5)",
                    &[
                        &table,
                        &(line.number as i64),
                        &i16::from(line.seat),
                        &line.at,
                        &line.text,
                    ],
                )
                .await;
            match inserted {
                Err(e) if is_unique_violation(&e) => {
                    return Err(StoreError::Conflict {
                        table: table.clone(),
                        sequence: line.number,
                    });
                }
                other => {
                    other.map_err(database)?;
                }
            }
            announce(&tx, &format!("chat {table}")).await?;
            tx.commit().await.map_err(database)
        })
    }

    fn chat(&self, table: &str, limit: usize) -> Result<Vec<ChatRow>, StoreError> {
        let table = table.to_string();
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query(
                    "SELECT number, seat, at, text FROM chat WHERE table_id = $1 ORDER BY number DESC LIMIT $2",
                    &[&table, &(limit as i64)],
                )
                .await
                .map_err(database)?;
            let mut lines = rows
                .iter()
                .map(|row| {
                    Ok(ChatRow {
                        number: row.try_get::<_, i64>(0).map_err(database)? as u64,
                        seat: row.try_get::<_, i16>(1).map_err(database)? as u8,
                        at: row.try_get(2).map_err(database)?,
                        text: row.try_get(3).map_err(database)?,
                    })
                })
                .collect::<Result<Vec<_>, StoreError>>()?;
            lines.reverse();
            Ok(lines)
        })
    }

    fn shared(&self) -> Option<&dyn SharedStore> {
        Some(self)
    }
}

impl SharedStore for PgStore {
    fn changes(&self) -> broadcast::Receiver<Change> {
        self.changes.subscribe()
    }

    fn lease(&self, owner: &str, ttl: Duration) -> Result<Vec<String>, StoreError> {
        let owner = owner.to_string();
        let ttl_ms = ttl.as_secs_f64() * 1000.0;
        self.run(|pool| async move {
            let client = pool.get().await.map_err(database)?;
            let rows = client
                .query(
                    "INSERT INTO leases (table_id, owner, expires)
                     SELECT id, $1, now() + $2::float8 * interval '1 millisecond' FROM tables
                     WHERE state IN ('waiting', 'playing')
                     ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
                     WHERE leases.owner = excluded.owner OR leases.expires < now()
                     RETURNING table_id",
                    &[&owner, &ttl_ms],
                )
                .await
                .map_err(database)?;
            rows.iter().map(|row| row.try_get(0).map_err(database)).collect()
        })
    }

    fn share_presence(
        &self,
        process: &str,
        present: &[(String, u8)],
        ttl: Duration,
    ) -> Result<Vec<(String, u8)>, StoreError> {
        let process = process.to_string();
        let tables: Vec<String> = present.iter().map(|(t, _)| t.clone()).collect();
        let seats: Vec<i16> = present.iter().map(|(_, s)| i16::from(*s)).collect();
        let ttl_ms = ttl.as_secs_f64() * 1000.0;
        self.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            tx.execute("DELETE FROM presence WHERE process = $1", &[&process])
                .await
                .map_err(database)?;
            tx.execute(
                "INSERT INTO presence (table_id, seat, process, updated)
                 SELECT t, s, $3, now() FROM unnest($1::text[], $2::int2[]) AS p(t, s)
                 WHERE EXISTS (SELECT 1 FROM tables WHERE id = t)",
                &[&tables, &seats, &process],
            )
            .await
            .map_err(database)?;
            let rows = tx
                .query(
                    "SELECT DISTINCT table_id, seat FROM presence
                     WHERE process <> $1 AND updated > now() - $2::float8 * interval '1 millisecond'",
                    &[&process, &ttl_ms],
                )
                .await
                .map_err(database)?;
            tx.commit().await.map_err(database)?;
            rows.iter()
                .map(|row| {
                    Ok((
                        row.try_get(0).map_err(database)?,
                        row.try_get::<_, i16>(1).map_err(database)? as u8,
                    ))
                })
                .collect()
        })
    }

    fn release(&self, owner: &str) -> Result<(), StoreError> {
        let owner = owner.to_string();
        self.run(|pool| async move {
            let mut client = pool.get().await.map_err(database)?;
            let tx = client.transaction().await.map_err(database)?;
            tx.execute("DELETE FROM leases WHERE owner = $1", &[&owner])
                .await
                .map_err(database)?;
            tx.execute("DELETE FROM presence WHERE process = $1", &[&owner])
                .await
                .map_err(database)?;
            tx.commit().await.map_err(database)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_read_as_announced() {
        assert_eq!(
            read_change("log t1 42"),
            Some(Change::Log {
                table: "t1".into(),
                sequence: 42,
                record: None,
            })
        );
        for record in [
            Record {
                sequence: 7,
                seat: 2,
                kind: RecordKind::Action,
                action: Some(r#"{"Bid": 300, "note": "a b c"}"#.into()),
                command_id: Some("id with spaces \"and quotes\"".into()),
            },
            Record {
                sequence: 8,
                seat: 0,
                kind: RecordKind::Undo,
                action: None,
                command_id: None,
            },
        ] {
            assert_eq!(
                read_change(&log_payload("t1", &record)),
                Some(Change::Log {
                    table: "t1".into(),
                    sequence: record.sequence,
                    record: Some(Box::new(record.clone())),
                })
            );
        }
        let huge = Record {
            sequence: 9,
            seat: 0,
            kind: RecordKind::Action,
            action: Some(format!("\"{}\"", "x".repeat(9000))),
            command_id: None,
        };
        assert_eq!(
            log_payload("t1", &huge),
            "log t1 9",
            "too long to carry: read from the log"
        );
        assert_eq!(
            read_change("sealed t1"),
            Some(Change::Sealed { table: "t1".into() })
        );
        assert_eq!(
            read_change("seats t1"),
            Some(Change::Seats { table: "t1".into() })
        );
        assert_eq!(read_change("log t1"), None);
        assert_eq!(read_change("log t1 x"), None);
        assert_eq!(read_change("other t1"), None);
        assert_eq!(read_change(""), None);
    }

    #[test]
    fn a_url_that_does_not_read_is_refused_with_its_reason() {
        let refused = PgStore::connect("postgres://[::1");
        assert!(
            matches!(&refused, Err(StoreError::Database(why)) if why.contains("URL")),
            "{:?}",
            refused.err()
        );
    }
}

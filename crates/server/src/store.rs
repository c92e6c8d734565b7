//! Where tables live between restarts: the [`Store`] trait and its SQLite implementation ([`SqliteStore`], WAL).
//! A table is its setup, seed and log — every accepted decision and undo, appended with its sequence number (unique
//! per table), never changed — and its seats (person seats' tokens as hashes only). A restarted server replays every
//! table's log.

use std::path::Path;
use std::sync::Mutex;

use rusqlite::{Connection, OptionalExtension, params};

/// A store's failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database refused or failed.
    #[error("the store failed: {0}")]
    Database(String),
    /// A table with this code already exists.
    #[error("the room code {0} is taken")]
    CodeTaken(String),
    /// A record's sequence number is already in the table's log (another writer got there first).
    #[error("record {sequence} of table {table} is already in the log")]
    Conflict {
        /// The table.
        table: String,
        /// The sequence number.
        sequence: u64,
    },
}

impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> StoreError {
        StoreError::Database(error.to_string())
    }
}

/// Who plays a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person, once they take the seat with its token.
    Person,
    /// A bot of the game, by name.
    Bot(String),
}

impl SeatKind {
    /// As the store writes it: `person` or `bot:NAME`.
    pub fn to_text(&self) -> String {
        match self {
            SeatKind::Person => "person".into(),
            SeatKind::Bot(name) => format!("bot:{name}"),
        }
    }

    /// From the store's text.
    pub fn from_text(text: &str) -> SeatKind {
        match text.strip_prefix("bot:") {
            Some(name) => SeatKind::Bot(name.to_string()),
            None => SeatKind::Person,
        }
    }
}

/// One seat of a table as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// The seat, from 0.
    pub seat: u8,
    /// Who plays it.
    pub kind: SeatKind,
    /// The hash of its token, once a person took it.
    pub token_hash: Option<String>,
    /// The bot playing a person's seat while its person is away (`None` when nobody stands in).
    pub stand_in: Option<String>,
    /// When the seat's decision under way is due, on a table with a clock (milliseconds since 1970).
    pub deadline: Option<i64>,
    /// The seat's time bank on a bank clock, counted to the start of its decision under way (milliseconds).
    pub bank_ms: Option<i64>,
    /// The seat's webhook for turn notifications.
    pub webhook: Option<String>,
}

impl SeatRow {
    /// A seat as created: nobody standing in, no clock running, no webhook.
    pub fn new(seat: u8, kind: SeatKind, token_hash: Option<String>) -> SeatRow {
        SeatRow {
            seat,
            kind,
            token_hash,
            stand_in: None,
            deadline: None,
            bank_ms: None,
            webhook: None,
        }
    }
}

/// A table as stored (without its log).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// Its id.
    pub id: String,
    /// Its room code.
    pub code: String,
    /// The game's key.
    pub game: String,
    /// The game's setup, as JSON.
    pub setup: String,
    /// The game's seed.
    pub seed: u64,
    /// The server version that created it.
    pub engine_version: String,
    /// When, in seconds since 1970.
    pub created: i64,
    /// `waiting` (not started), `playing`, `over`, `ended` (by its host), `broken` or `expired`.
    pub state: String,
    /// Why a broken table cannot go on.
    pub reason: Option<String>,
    /// Whether spectators may watch it (true for a table stored before the option existed).
    pub spectators: bool,
    /// The seat of its host (who created it), if it has one.
    pub host: Option<u8>,
    /// Its clock (`metro_protocol::ClockRule` as JSON), if it has one.
    pub clock: Option<String>,
    /// Its seats in order.
    pub seats: Vec<SeatRow>,
}

/// What a log record is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    /// A decision of a seat.
    Action,
    /// A seat's last decision taken back.
    Undo,
}

impl RecordKind {
    /// As the store writes it: `action` or `undo`.
    pub fn as_str(self) -> &'static str {
        match self {
            RecordKind::Action => "action",
            RecordKind::Undo => "undo",
        }
    }

    /// From the store's text (anything but `undo` is a decision, as the stores have always read it).
    pub fn from_text(text: &str) -> RecordKind {
        if text == "undo" {
            RecordKind::Undo
        } else {
            RecordKind::Action
        }
    }
}

/// One record of a table's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Its place in the log, from 1: the table's version once it is applied.
    pub sequence: u64,
    /// The seat it is of.
    pub seat: u8,
    /// A decision or an undo.
    pub kind: RecordKind,
    /// The decision's action as JSON (`None` for an undo).
    pub action: Option<String>,
    /// The client's command id (`None` for a bot's decision).
    pub command_id: Option<String>,
}

/// A seat's sealed decision, kept until it is applied (a secret bid made while others still bid).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SealedRow {
    /// The seat.
    pub seat: u8,
    /// Its action as JSON.
    pub action: String,
    /// The command that sealed it.
    pub command_id: String,
}

/// A message of a table's chat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRow {
    /// Its number in the table's chat, from 1 (unique per table).
    pub number: u64,
    /// The seat that wrote it.
    pub seat: u8,
    /// When, in seconds since 1970.
    pub at: i64,
    /// The text, checked.
    pub text: String,
}

/// An open table for the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenTable {
    /// Its id.
    pub id: String,
    /// Its room code.
    pub code: String,
    /// The game's key.
    pub game: String,
    /// How many seats it has.
    pub seats: u8,
    /// How many person seats nobody has taken yet.
    pub open: u8,
}

/// Where tables are kept. Every method is a short blocking call (the server calls them off its async threads).
pub trait Store: Send + Sync {
    /// Adds a table with its seats, in one transaction; [`StoreError::CodeTaken`] when its code is.
    fn create_table(&self, table: &TableRow) -> Result<(), StoreError>;
    /// Every table, with its seats.
    fn tables(&self) -> Result<Vec<TableRow>, StoreError>;
    /// A table's log, in order.
    fn records(&self, table: &str) -> Result<Vec<Record>, StoreError>;
    /// Appends a record to a table's log, durably; [`StoreError::Conflict`] when its sequence number is taken.
    fn append(&self, table: &str, record: &Record) -> Result<(), StoreError>;
    /// Sets a table's state (`playing`, `over`, `broken`, `expired`) and the reason of a broken one.
    fn set_state(&self, table: &str, state: &str, reason: Option<&str>) -> Result<(), StoreError>;
    /// Gives the first person seat of a table nobody has taken to the token hashed `token_hash`; the seat, or
    /// `None` when every person seat is taken.
    fn take_seat(&self, table: &str, token_hash: &str) -> Result<Option<u8>, StoreError>;
    /// The table and seat of a token's hash.
    fn find_token(&self, token_hash: &str) -> Result<Option<(String, u8)>, StoreError>;
    /// The tables with a person seat nobody has taken, newest first, at most `limit`.
    fn open_tables(&self, limit: usize) -> Result<Vec<OpenTable>, StoreError>;
    /// Keeps a seat's sealed decision (replacing the one it had), durably, apart from the log.
    fn seal(&self, table: &str, sealed: &SealedRow) -> Result<(), StoreError>;
    /// Forgets a seat's sealed decision (it was applied, or can no longer be).
    fn unseal(&self, table: &str, seat: u8) -> Result<(), StoreError>;
    /// A table's sealed decisions, by seat.
    fn sealed(&self, table: &str) -> Result<Vec<SealedRow>, StoreError>;
    /// The records of a table's log after sequence `after`, in order (what another process appended since).
    fn records_since(&self, table: &str, after: u64) -> Result<Vec<Record>, StoreError> {
        Ok(self
            .records(table)?
            .into_iter()
            .filter(|r| r.sequence > after)
            .collect())
    }
    /// A table by its id or its room code, with its seats.
    fn table(&self, code_or_id: &str) -> Result<Option<TableRow>, StoreError> {
        Ok(self
            .tables()?
            .into_iter()
            .find(|t| t.id == code_or_id || t.code == code_or_id))
    }
    /// The store's side shared by several server processes (PostgreSQL), `None` for a store one process holds
    /// alone (SQLite: every table is this process's, nothing changes behind its back).
    fn shared(&self) -> Option<&dyn SharedStore> {
        None
    }
    /// Seats a bot in a person seat nobody has taken (the host's `fill_seat`); whether it did (`false`: the seat
    /// was taken meanwhile, or is not a person's).
    fn fill_seat(&self, table: &str, seat: u8, bot: &str) -> Result<bool, StoreError>;
    /// Sets (or with `None` clears) the bot playing a person's seat while its person is away.
    fn set_stand_in(&self, table: &str, seat: u8, bot: Option<&str>) -> Result<(), StoreError>;
    /// Sets a seat's clock: when its decision under way is due, and its time bank.
    fn set_clock(
        &self,
        table: &str,
        seat: u8,
        deadline: Option<i64>,
        bank_ms: Option<i64>,
    ) -> Result<(), StoreError>;
    /// Sets (or with `None` forgets) a seat's webhook.
    fn set_webhook(&self, table: &str, seat: u8, url: Option<&str>) -> Result<(), StoreError>;
    /// Appends a message to a table's chat; [`StoreError::Conflict`] when its number is taken.
    fn add_chat(&self, table: &str, line: &ChatRow) -> Result<(), StoreError>;
    /// A table's latest `limit` chat messages, oldest first.
    fn chat(&self, table: &str, limit: usize) -> Result<Vec<ChatRow>, StoreError>;
}

/// What changed in a table behind a process's back: another process (or this one) appended to its log, sealed a
/// decision or gave a seat. Announced by the store to every process ([`SharedStore::changes`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// The table's log reached this sequence number.
    Log {
        /// The table's id.
        table: String,
        /// The sequence number appended.
        sequence: u64,
        /// The record, when the announcement could carry it (else it is read from the log).
        record: Option<Box<Record>>,
    },
    /// A seat's sealed decision was kept, replaced or forgotten.
    Sealed {
        /// The table's id.
        table: String,
    },
    /// The table's row or its seats changed: a person took a seat, the host started or ended the table or seated
    /// a bot, a bot stands in for a person (or no longer), a seat's clock or webhook.
    Seats {
        /// The table's id.
        table: String,
    },
    /// A message was added to the table's chat.
    Chat {
        /// The table's id.
        table: String,
    },
    /// The announcements were interrupted (the store's listening connection was lost and is back): any table may
    /// have changed.
    Any,
}

/// A store several server processes share: changes are announced to all of them, and each live table is owned by
/// one process at a time through a lease (the owner plays its bots, applies its sealed rounds, fires its
/// deadlines).
pub trait SharedStore: Send + Sync {
    /// The changes announced from now on, by every process (this one's own included).
    fn changes(&self) -> tokio::sync::broadcast::Receiver<Change>;
    /// Takes or renews, for `owner`, the lease of every table that can go on and whose lease is free, expired or
    /// already `owner`'s, for `ttl`; the ids of the tables `owner` holds now.
    fn lease(&self, owner: &str, ttl: std::time::Duration) -> Result<Vec<String>, StoreError>;
    /// Gives up `owner`'s leases and presence (a process stopping cleanly: the others take its tables at once).
    fn release(&self, owner: &str) -> Result<(), StoreError>;
    /// Says which seats have a connection through `process` now (`present`: table id and seat; it replaces what
    /// the process said before, and lasts `ttl` unless said again); the seats with a connection through another
    /// live process.
    fn share_presence(
        &self,
        process: &str,
        present: &[(String, u8)],
        ttl: std::time::Duration,
    ) -> Result<Vec<(String, u8)>, StoreError>;
}

/// The store in one SQLite file (WAL: readers never wait for the writer). Appends are committed in groups: the
/// appends waiting when a commit begins share its transaction and its one `fsync` ([`SqliteStore::append`]), and
/// each returns only once its own group is durable.
pub struct SqliteStore {
    connection: Mutex<Connection>,
    /// The appends waiting for a commit, and the outcomes of those committed and not yet collected.
    group: Mutex<AppendGroup>,
    /// Raised after each group commit.
    committed: std::sync::Condvar,
}

/// Appends in flight ([`SqliteStore::append`]).
#[derive(Default)]
struct AppendGroup {
    /// The next append's number.
    next: u64,
    /// Waiting for a commit: number, table, record.
    waiting: Vec<(u64, String, Record)>,
    /// Outcomes of committed appends, by number, until their callers take them.
    done: std::collections::HashMap<u64, Result<(), StoreError>>,
}

/// The most appends one group commit takes (the rest wait for the next).
const GROUP_MAX: usize = 512;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    setup TEXT NOT NULL,
    seed INTEGER NOT NULL,
    engine_version TEXT NOT NULL,
    created INTEGER NOT NULL,
    state TEXT NOT NULL,
    reason TEXT,
    spectators INTEGER NOT NULL DEFAULT 1,
    host INTEGER,
    clock TEXT
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    token_hash TEXT UNIQUE,
    stand_in TEXT,
    deadline INTEGER,
    bank_ms INTEGER,
    webhook TEXT,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    sequence INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    action TEXT,
    command_id TEXT,
    UNIQUE (table_id, sequence)
);
CREATE TABLE IF NOT EXISTS sealed (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    command_id TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS chat (
    table_id TEXT NOT NULL REFERENCES tables(id),
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    at INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (table_id, number)
);
";

impl SqliteStore {
    /// Opens (or creates) the store in a file, in WAL mode, with its tables.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let connection = Connection::open(path)?;
        SqliteStore::with(connection)
    }

    /// A store in memory (tests).
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        SqliteStore::with(Connection::open_in_memory()?)
    }

    fn with(connection: Connection) -> Result<SqliteStore, StoreError> {
        connection.busy_timeout(std::time::Duration::from_secs(5))?;
        connection.pragma_update(None, "journal_mode", "WAL")?;
        connection.pragma_update(None, "synchronous", "FULL")?;
        connection.pragma_update(None, "foreign_keys", "ON")?;
        connection.execute_batch(SCHEMA)?;
        migrate(&connection)?;
        Ok(SqliteStore {
            connection: Mutex::new(connection),
            group: Mutex::new(AppendGroup::default()),
            committed: std::sync::Condvar::new(),
        })
    }

    fn lock(&self) -> Result<std::sync::MutexGuard<'_, Connection>, StoreError> {
        self.connection
            .lock()
            .map_err(|_| StoreError::Database("a writer failed while holding the store".into()))
    }
}

/// Brings a store of an earlier version up to this one's schema, keeping every row: `tables.spectators` (added
/// with spectators; a table stored before allows them, the default); `tables.host` and `tables.clock` (a table
/// stored before has no host and no clock: it was started at its creation); `seats.stand_in`, `seats.deadline`,
/// `seats.bank_ms` and `seats.webhook` (empty). The `chat` table is made by the schema itself.
fn migrate(connection: &Connection) -> Result<(), StoreError> {
    for (table, column, declaration) in [
        ("tables", "spectators", "INTEGER NOT NULL DEFAULT 1"),
        ("tables", "host", "INTEGER"),
        ("tables", "clock", "TEXT"),
        ("seats", "stand_in", "TEXT"),
        ("seats", "deadline", "INTEGER"),
        ("seats", "bank_ms", "INTEGER"),
        ("seats", "webhook", "TEXT"),
    ] {
        let has = connection
            .prepare(&format!(
                "SELECT 1 FROM pragma_table_info('{table}') WHERE name = '{column}'"
            ))?
            .exists([])?;
        if !has {
            connection.execute_batch(&format!("ALTER TABLE {table} ADD COLUMN {column} {declaration};"))?;
        }
    }
    Ok(())
}

/// Each append's outcome, by its number.
type Outcomes = Vec<(u64, Result<(), StoreError>)>;

/// Writes a group of appends in one transaction: each record's outcome by its number (a taken sequence fails
/// alone; a failed commit fails them all).
fn commit_group(connection: &mut Connection, batch: &[(u64, String, Record)]) -> Outcomes {
    let write = |connection: &mut Connection| -> Result<Outcomes, StoreError> {
        let tx = connection.transaction()?;
        let mut outcomes = Vec::with_capacity(batch.len());
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO actions (table_id, sequence, seat, kind, action, command_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for (number, table, record) in batch {
                let kind = record.kind.as_str();
                let inserted = insert.execute(params![
                    table,
                    record.sequence as i64,
                    record.seat,
                    kind,
                    record.action,
                    record.command_id
                ]);
                let outcome = match inserted {
                    Err(e) if is_unique_violation(&e) => Err(StoreError::Conflict {
                        table: table.clone(),
                        sequence: record.sequence,
                    }),
                    other => other.map(|_| ()).map_err(StoreError::from),
                };
                outcomes.push((*number, outcome));
            }
        }
        tx.commit()?;
        Ok(outcomes)
    };
    match write(connection) {
        Ok(outcomes) => outcomes,
        Err(e) => batch
            .iter()
            .map(|(number, ..)| (*number, Err(StoreError::Database(e.to_string()))))
            .collect(),
    }
}

fn is_unique_violation(error: &rusqlite::Error) -> bool {
    matches!(error, rusqlite::Error::SqliteFailure(e, _) if e.code == rusqlite::ErrorCode::ConstraintViolation)
}

impl Store for SqliteStore {
    fn create_table(&self, table: &TableRow) -> Result<(), StoreError> {
        let mut connection = self.lock()?;
        let tx = connection.transaction()?;
        let inserted = tx.execute(
            "INSERT INTO tables (id, code, game, setup, seed, engine_version, created, state, reason, spectators,
                                 host, clock)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            params![
                table.id,
                table.code,
                table.game,
                table.setup,
                table.seed as i64,
                table.engine_version,
                table.created,
                table.state,
                table.reason,
                table.spectators,
                table.host,
                table.clock
            ],
        );
        match inserted {
            Err(e) if is_unique_violation(&e) => return Err(StoreError::CodeTaken(table.code.clone())),
            other => {
                other?;
            }
        }
        for seat in &table.seats {
            tx.execute(
                "INSERT INTO seats (table_id, seat, kind, token_hash, stand_in, deadline, bank_ms, webhook)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    table.id,
                    seat.seat,
                    seat.kind.to_text(),
                    seat.token_hash,
                    seat.stand_in,
                    seat.deadline,
                    seat.bank_ms,
                    seat.webhook
                ],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    fn tables(&self) -> Result<Vec<TableRow>, StoreError> {
        let connection = self.lock()?;
        let mut statement = connection.prepare(
            "SELECT id, code, game, setup, seed, engine_version, created, state, reason, spectators, host, clock
             FROM tables ORDER BY created, id",
        )?;
        let mut tables = statement
            .query_map([], |row| {
                Ok(TableRow {
                    id: row.get(0)?,
                    code: row.get(1)?,
                    game: row.get(2)?,
                    setup: row.get(3)?,
                    seed: row.get::<_, i64>(4)? as u64,
                    engine_version: row.get(5)?,
                    created: row.get(6)?,
                    state: row.get(7)?,
                    reason: row.get(8)?,
                    spectators: row.get(9)?,
                    host: row.get(10)?,
                    clock: row.get(11)?,
                    seats: Vec::new(),
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut seats = connection.prepare(
            "SELECT seat, kind, token_hash, stand_in, deadline, bank_ms, webhook FROM seats WHERE table_id = ?1
             ORDER BY seat",
        )?;
        for table in &mut tables {
            table.seats = seats
                .query_map([&table.id], |row| {
                    Ok(SeatRow {
                        seat: row.get(0)?,
                        kind: SeatKind::from_text(&row.get::<_, String>(1)?),
                        token_hash: row.get(2)?,
                        stand_in: row.get(3)?,
                        deadline: row.get(4)?,
                        bank_ms: row.get(5)?,
                        webhook: row.get(6)?,
                    })
                })?
                .collect::<Result<Vec<_>, _>>()?;
        }
        Ok(tables)
    }

    fn records(&self, table: &str) -> Result<Vec<Record>, StoreError> {
        let connection = self.lock()?;
        let mut statement = connection.prepare(
            "SELECT sequence, seat, kind, action, command_id FROM actions WHERE table_id = ?1 ORDER BY sequence",
        )?;
        let records = statement
            .query_map([table], |row| {
                Ok(Record {
                    sequence: row.get::<_, i64>(0)? as u64,
                    seat: row.get(1)?,
                    kind: RecordKind::from_text(&row.get::<_, String>(2)?),
                    action: row.get(3)?,
                    command_id: row.get(4)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(records)
    }

    /// Appends in groups: the caller queues its record, then either becomes the writer (the connection is free: it
    /// commits every queued record, its own among them, in one transaction) or waits for the writer's commit. A
    /// record whose sequence is taken fails alone ([`StoreError::Conflict`]); a failed commit fails its group.
    fn append(&self, table: &str, record: &Record) -> Result<(), StoreError> {
        let poisoned = || StoreError::Database("a writer failed while holding the store".into());
        let me = {
            let mut group = self.group.lock().map_err(|_| poisoned())?;
            let me = group.next;
            group.next += 1;
            group.waiting.push((me, table.to_string(), record.clone()));
            me
        };
        loop {
            if let Ok(mut connection) = self.connection.try_lock() {
                let batch: Vec<(u64, String, Record)> = {
                    let mut group = self.group.lock().map_err(|_| poisoned())?;
                    let take = group.waiting.len().min(GROUP_MAX);
                    group.waiting.drain(..take).collect()
                };
                if !batch.is_empty() {
                    let outcomes = commit_group(&mut connection, &batch);
                    drop(connection);
                    let mut group = self.group.lock().map_err(|_| poisoned())?;
                    group.done.extend(outcomes);
                    self.committed.notify_all();
                }
            }
            let mut group = self.group.lock().map_err(|_| poisoned())?;
            if let Some(outcome) = group.done.remove(&me) {
                return outcome;
            }
            if group.waiting.iter().any(|(n, ..)| *n == me) && self.connection.try_lock().is_ok() {
                // Not taken yet and nobody writing: become the writer.
                continue;
            }
            // Another writer holds the connection (its commit raises `committed`); the pause bounds a missed wake.
            let (mut group, _) = self
                .committed
                .wait_timeout(group, std::time::Duration::from_millis(2))
                .map_err(|_| poisoned())?;
            if let Some(outcome) = group.done.remove(&me) {
                return outcome;
            }
        }
    }

    fn set_state(&self, table: &str, state: &str, reason: Option<&str>) -> Result<(), StoreError> {
        let connection = self.lock()?;
        connection.execute(
            "UPDATE tables SET state = ?2, reason = ?3 WHERE id = ?1",
            params![table, state, reason],
        )?;
        Ok(())
    }

    fn take_seat(&self, table: &str, token_hash: &str) -> Result<Option<u8>, StoreError> {
        let mut connection = self.lock()?;
        let tx = connection.transaction()?;
        let seat: Option<u8> = tx
            .query_row(
                "SELECT MIN(seat) FROM seats WHERE table_id = ?1 AND kind = 'person' AND token_hash IS NULL",
                [table],
                |row| row.get(0),
            )
            .optional()?
            .flatten();
        if let Some(seat) = seat {
            tx.execute(
                "UPDATE seats SET token_hash = ?3 WHERE table_id = ?1 AND seat = ?2",
                params![table, seat, token_hash],
            )?;
        }
        tx.commit()?;
        Ok(seat)
    }

    fn find_token(&self, token_hash: &str) -> Result<Option<(String, u8)>, StoreError> {
        let connection = self.lock()?;
        Ok(connection
            .query_row(
                "SELECT table_id, seat FROM seats WHERE token_hash = ?1",
                [token_hash],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?)
    }

    fn seal(&self, table: &str, sealed: &SealedRow) -> Result<(), StoreError> {
        let connection = self.lock()?;
        connection.execute(
            "INSERT INTO sealed (table_id, seat, action, command_id) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (table_id, seat) DO UPDATE SET action = excluded.action, command_id = excluded.command_id",
            params![table, sealed.seat, sealed.action, sealed.command_id],
        )?;
        Ok(())
    }

    fn unseal(&self, table: &str, seat: u8) -> Result<(), StoreError> {
        let connection = self.lock()?;
        connection.execute(
            "DELETE FROM sealed WHERE table_id = ?1 AND seat = ?2",
            params![table, seat],
        )?;
        Ok(())
    }

    fn sealed(&self, table: &str) -> Result<Vec<SealedRow>, StoreError> {
        let connection = self.lock()?;
        let mut statement = connection
            .prepare("SELECT seat, action, command_id FROM sealed WHERE table_id = ?1 ORDER BY seat")?;
        let rows = statement
            .query_map([table], |row| {
                Ok(SealedRow {
                    seat: row.get(0)?,
                    action: row.get(1)?,
                    command_id: row.get(2)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    fn fill_seat(&self, table: &str, seat: u8, bot: &str) -> Result<bool, StoreError> {
        let connection = self.lock()?;
        let changed = connection.execute(
            "UPDATE seats SET kind = ?3 WHERE table_id = ?1 AND seat = ?2 AND kind = 'person' AND token_hash IS NULL",
            params![table, seat, SeatKind::Bot(bot.to_string()).to_text()],
        )?;
        Ok(changed == 1)
    }

    fn set_stand_in(&self, table: &str, seat: u8, bot: Option<&str>) -> Result<(), StoreError> {
        let connection = self.lock()?;
        connection.execute(
            "UPDATE seats SET stand_in = ?3 WHERE table_id = ?1 AND seat = ?2",
            params![table, seat, bot],
        )?;
        Ok(())
    }

    fn set_clock(
        &self,
        table: &str,
        seat: u8,
        deadline: Option<i64>,
        bank_ms: Option<i64>,
    ) -> Result<(), StoreError> {
        let connection = self.lock()?;
        connection.execute(
            "UPDATE seats SET deadline = ?3, bank_ms = ?4 WHERE table_id = ?1 AND seat = ?2",
            params![table, seat, deadline, bank_ms],
        )?;
        Ok(())
    }

    fn set_webhook(&self, table: &str, seat: u8, url: Option<&str>) -> Result<(), StoreError> {
        let connection = self.lock()?;
        connection.execute(
            "UPDATE seats SET webhook = ?3 WHERE table_id = ?1 AND seat = ?2",
            params![table, seat, url],
        )?;
        Ok(())
    }

    fn add_chat(&self, table: &str, line: &ChatRow) -> Result<(), StoreError> {
        let connection = self.lock()?;
        let inserted = connection.execute(
            "INSERT INTO chat (table_id, number, seat, at, text) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![table, line.number as i64, line.seat, line.at, line.text],
        );
        match inserted {
            Err(e) if is_unique_violation(&e) => Err(StoreError::Conflict {
                table: table.to_string(),
                sequence: line.number,
            }),
            other => other.map(|_| ()).map_err(StoreError::from),
        }
    }

    fn chat(&self, table: &str, limit: usize) -> Result<Vec<ChatRow>, StoreError> {
        let connection = self.lock()?;
        let mut statement = connection.prepare(
            "SELECT number, seat, at, text FROM chat WHERE table_id = ?1 ORDER BY number DESC LIMIT ?2",
        )?;
        let mut rows = statement
            .query_map(params![table, limit as i64], |row| {
                Ok(ChatRow {
                    number: row.get::<_, i64>(0)? as u64,
                    seat: row.get(1)?,
                    at: row.get(2)?,
                    text: row.get(3)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rows.reverse();
        Ok(rows)
    }

    fn open_tables(&self, limit: usize) -> Result<Vec<OpenTable>, StoreError> {
        let connection = self.lock()?;
        let mut statement = connection.prepare(
            "SELECT t.id, t.code, t.game, COUNT(s.seat),
                    SUM(CASE WHEN s.kind = 'person' AND s.token_hash IS NULL THEN 1 ELSE 0 END) AS open
             FROM tables t JOIN seats s ON s.table_id = t.id
             WHERE t.state IN ('waiting', 'playing')
             GROUP BY t.id HAVING open > 0
             ORDER BY t.created DESC, t.id LIMIT ?1",
        )?;
        let tables = statement
            .query_map([limit as i64], |row| {
                Ok(OpenTable {
                    id: row.get(0)?,
                    code: row.get(1)?,
                    game: row.get(2)?,
                    seats: row.get(3)?,
                    open: row.get(4)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(tables)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(id: &str, code: &str) -> TableRow {
        TableRow {
            id: id.into(),
            code: code.into(),
            game: "chicago-express".into(),
            setup: r#"{"players":3}"#.into(),
            seed: u64::MAX - 3,
            engine_version: "0.1.0".into(),
            created: 1,
            state: "playing".into(),
            reason: None,
            spectators: false,
            host: Some(0),
            clock: None,
            seats: vec![
                SeatRow::new(0, SeatKind::Person, Some("h0".into())),
                SeatRow::new(1, SeatKind::Person, None),
                SeatRow::new(2, SeatKind::Bot("heuristic".into()), None),
            ],
        }
    }

    #[test]
    fn tables_seats_and_logs_round_trip() {
        let store = SqliteStore::in_memory().expect("a store");
        store.create_table(&table("t1", "ABCDEF")).expect("created");
        assert!(matches!(
            store.create_table(&table("t2", "ABCDEF")),
            Err(StoreError::CodeTaken(_))
        ));
        let tables = store.tables().expect("tables");
        assert_eq!(tables, vec![table("t1", "ABCDEF")]);
        let record = Record {
            sequence: 1,
            seat: 0,
            kind: RecordKind::Action,
            action: Some("\"Pass\"".into()),
            command_id: Some("c1".into()),
        };
        store.append("t1", &record).expect("appended");
        assert!(matches!(
            store.append("t1", &record),
            Err(StoreError::Conflict { .. })
        ));
        let undo = Record {
            sequence: 2,
            kind: RecordKind::Undo,
            action: None,
            ..record.clone()
        };
        store.append("t1", &undo).expect("appended");
        assert_eq!(store.records("t1").expect("records"), vec![record, undo]);
        assert_eq!(store.open_tables(10).expect("lobby")[0].open, 1);
        assert_eq!(store.take_seat("t1", "h1").expect("taken"), Some(1));
        assert_eq!(store.take_seat("t1", "h2").expect("none left"), None);
        assert_eq!(store.find_token("h1").expect("found"), Some(("t1".into(), 1)));
        assert_eq!(store.find_token("nope").expect("asked"), None);
        assert!(store.open_tables(10).expect("lobby").is_empty());
        store.set_state("t1", "broken", Some("why")).expect("set");
        assert_eq!(store.tables().expect("tables")[0].reason.as_deref(), Some("why"));
    }

    /// The schema of the first version (before spectators), as a database file of that version holds it.
    const FIRST_SCHEMA: &str = "
        CREATE TABLE tables (id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, game TEXT NOT NULL, setup TEXT NOT NULL,
            seed INTEGER NOT NULL, engine_version TEXT NOT NULL, created INTEGER NOT NULL, state TEXT NOT NULL,
            reason TEXT);
        CREATE TABLE seats (table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL, kind TEXT NOT NULL,
            token_hash TEXT UNIQUE, PRIMARY KEY (table_id, seat));
        CREATE TABLE actions (table_id TEXT NOT NULL REFERENCES tables(id), sequence INTEGER NOT NULL,
            seat INTEGER NOT NULL, kind TEXT NOT NULL, action TEXT, command_id TEXT, UNIQUE (table_id, sequence));
        INSERT INTO tables VALUES ('old', 'OLDOLD', 'chicago-express', '{\"players\":3}', 5, '0.1.0', 1, 'playing',
            NULL);
        INSERT INTO seats VALUES ('old', 0, 'person', 'h-old');
        INSERT INTO actions VALUES ('old', 1, 0, 'action', '\"Pass\"', 'c1');
    ";

    #[test]
    fn a_store_of_the_first_version_opens_with_its_tables_watchable() {
        let path = std::env::temp_dir().join(format!("metro-store-migrate-{}.sqlite3", std::process::id()));
        let _ = std::fs::remove_file(&path);
        {
            let old = Connection::open(&path).expect("an old store");
            old.execute_batch(FIRST_SCHEMA).expect("the first schema");
        }
        for _ in 0..2 {
            // Opened twice: the column is added once.
            let store = SqliteStore::open(&path).expect("the old file opens");
            let tables = store.tables().expect("tables");
            assert_eq!(tables.len(), 1);
            assert_eq!((tables[0].code.as_str(), tables[0].spectators), ("OLDOLD", true));
            assert_eq!((tables[0].host, tables[0].clock.as_deref()), (None, None));
            assert_eq!(
                tables[0].seats,
                vec![SeatRow::new(0, SeatKind::Person, Some("h-old".into()))]
            );
            store
                .set_stand_in("old", 0, Some("heuristic"))
                .expect("a stand-in");
            store.set_stand_in("old", 0, None).expect("none");
            assert!(store.chat("old", 10).expect("its chat").is_empty());
            assert_eq!(store.records("old").expect("its log").len(), 1);
            store.create_table(&table("new", "NEWNEW")).expect("a new table");
            assert!(
                store
                    .tables()
                    .expect("tables")
                    .iter()
                    .any(|t| t.id == "new" && !t.spectators)
            );
            store
                .seal(
                    "new",
                    &SealedRow {
                        seat: 1,
                        action: "1".into(),
                        command_id: "x".into(),
                    },
                )
                .expect("sealed");
            drop(store);
            let connection = Connection::open(&path).expect("opens");
            connection.execute_batch("DELETE FROM sealed; DELETE FROM seats WHERE table_id = 'new'; DELETE FROM tables WHERE id = 'new';").expect("cleared");
        }
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    #[test]
    fn appends_from_many_threads_are_committed_in_groups_each_with_its_own_outcome() {
        let path = std::env::temp_dir().join(format!("metro-store-group-{}.sqlite3", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let store = std::sync::Arc::new(SqliteStore::open(&path).expect("a store"));
        for t in 0..8 {
            let mut row = table(&format!("t{t}"), &format!("CODE{t}"));
            row.seats.iter_mut().for_each(|s| s.token_hash = None);
            store.create_table(&row).expect("created");
        }
        // 8 tables × 40 records, each table's records in order from its own thread, and every tenth record sent
        // twice: the second of each pair conflicts, alone.
        let threads: Vec<_> = (0..8)
            .map(|t| {
                let store = store.clone();
                std::thread::spawn(move || {
                    let mut conflicts = 0;
                    for sequence in 1..=40u64 {
                        let record = Record {
                            sequence,
                            seat: 0,
                            kind: RecordKind::Action,
                            action: Some(sequence.to_string()),
                            command_id: None,
                        };
                        store.append(&format!("t{t}"), &record).expect("appended");
                        if sequence % 10 == 0 {
                            match store.append(&format!("t{t}"), &record) {
                                Err(StoreError::Conflict { sequence: s, .. }) if s == sequence => {
                                    conflicts += 1
                                }
                                other => panic!("a second append of {sequence}: {other:?}"),
                            }
                        }
                    }
                    conflicts
                })
            })
            .collect();
        let conflicts: usize = threads.into_iter().map(|t| t.join().expect("a thread")).sum();
        assert_eq!(conflicts, 8 * 4);
        for t in 0..8 {
            let records = store.records(&format!("t{t}")).expect("its log");
            assert_eq!(records.len(), 40);
            assert!(
                records
                    .iter()
                    .enumerate()
                    .all(|(i, r)| r.sequence == i as u64 + 1)
            );
        }
        drop(store);
        // Durable: a second opening reads them all.
        let again = SqliteStore::open(&path).expect("opens again");
        assert_eq!(again.records("t7").expect("its log").len(), 40);
        drop(again);
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    #[test]
    fn a_sealed_decision_is_kept_replaced_and_forgotten() {
        let store = SqliteStore::in_memory().expect("a store");
        store.create_table(&table("t1", "ABCDEF")).expect("created");
        let bid = |action: &str, id: &str| SealedRow {
            seat: 1,
            action: action.into(),
            command_id: id.into(),
        };
        store.seal("t1", &bid(r#"{"Bid":300}"#, "b1")).expect("sealed");
        store.seal("t1", &bid(r#"{"Bid":100}"#, "b2")).expect("replaced");
        assert_eq!(
            store.sealed("t1").expect("read"),
            vec![bid(r#"{"Bid":100}"#, "b2")]
        );
        assert!(store.sealed("t2").expect("read").is_empty());
        store.unseal("t1", 1).expect("forgotten");
        assert!(store.sealed("t1").expect("read").is_empty());
    }

    #[test]
    fn seats_are_filled_stood_in_clocked_and_hooked_and_the_chat_is_kept() {
        let store = SqliteStore::in_memory().expect("a store");
        let mut row = table("t1", "ABCDEF");
        row.clock = Some(r#"{"kind":"turn","seconds":60}"#.into());
        row.state = "waiting".into();
        store.create_table(&row).expect("created");
        assert_eq!(
            store.open_tables(10).expect("lobby").len(),
            1,
            "a waiting table is in the lobby"
        );
        // Only an open person seat is filled.
        assert!(!store.fill_seat("t1", 0, "random").expect("asked"), "taken");
        assert!(!store.fill_seat("t1", 2, "random").expect("asked"), "a bot's");
        assert!(store.fill_seat("t1", 1, "random").expect("filled"));
        assert!(
            !store.fill_seat("t1", 1, "heuristic").expect("asked"),
            "filled already"
        );
        assert_eq!(store.take_seat("t1", "h1").expect("asked"), None);
        store.set_stand_in("t1", 0, Some("heuristic")).expect("stood in");
        store
            .set_clock("t1", 0, Some(1_000), Some(60_000))
            .expect("clocked");
        store
            .set_webhook("t1", 0, Some("http://example.org/"))
            .expect("hooked");
        let back = store.tables().expect("tables").remove(0);
        assert_eq!(back.clock, row.clock);
        assert_eq!(back.host, Some(0));
        assert_eq!(back.seats[1].kind, SeatKind::Bot("random".into()));
        let seat = &back.seats[0];
        assert_eq!(seat.stand_in.as_deref(), Some("heuristic"));
        assert_eq!((seat.deadline, seat.bank_ms), (Some(1_000), Some(60_000)));
        assert_eq!(seat.webhook.as_deref(), Some("http://example.org/"));
        store.set_clock("t1", 0, None, None).expect("stopped");
        store.set_webhook("t1", 0, None).expect("forgotten");
        let seat = store.tables().expect("tables").remove(0).seats.remove(0);
        assert_eq!((seat.deadline, seat.bank_ms, seat.webhook), (None, None, None));
        for number in 1..=5 {
            let line = ChatRow {
                number,
                seat: 0,
                at: 7,
                text: format!("line {number}"),
            };
            store.add_chat("t1", &line).expect("said");
        }
        let again = ChatRow {
            number: 5,
            seat: 1,
            at: 8,
            text: "again".into(),
        };
        assert!(matches!(
            store.add_chat("t1", &again),
            Err(StoreError::Conflict { .. })
        ));
        let latest: Vec<u64> = store
            .chat("t1", 3)
            .expect("read")
            .iter()
            .map(|l| l.number)
            .collect();
        assert_eq!(latest, vec![3, 4, 5]);
    }
}

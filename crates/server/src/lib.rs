//! `metro serve`'s library: tables of any game of the platform played across machines, the server as the only
//! authority. A client creates a table over HTTP (`POST /api/tables`), friends join it by its room code, and each
//! connects its seat over a WebSocket (`GET /api/ws`) speaking [`metro_protocol`]; where the table allows it,
//! anyone with its code watches it as a spectator (a `hello` without a token: the public view only).
//!
//! * [`live`]: a game behind one object-safe trait (`dyn LiveGame`), for every `GameState + Words + Drawn +
//!   Spectated + Fold`.
//! * [`render`]: what the actor sends a seat or a spectator (welcome, state, update), pure functions of the live
//!   game.
//! * [`catalog`]: the games a server seats (Chicago Express, Tokyo Metro with its built-in modules) by key.
//! * [`table`]: one actor per live table (a tokio task, a bounded inbox, every command in turn; bots on blocking
//!   threads; a decision committed to the store before anyone hears of it).
//! * [`store`]: the [`store::Store`] trait and its SQLite implementation; a restarted server replays every table.
//! * [`postgres`]: the store in PostgreSQL, shared by several server processes (announced changes, one owner per
//!   table through a lease).
//! * [`secret`]: room codes, table ids and seat tokens (128 bits, stored hashed).
//! * [`http`]: the routes and the WebSocket.
//! * [`limits`]: the limits against abuse (messages a second per connection, connections and table creations per
//!   client address).
//! * [`chat`]: a table's chat messages checked; [`clock`]: a table's clock (a deadline per decision or a time bank);
//!   [`webhook`]: turn notifications posted to a seat's webhook in the background.
//! * [`loadtest`]: `metro loadtest`'s bot clients over loopback (tables of four connections, decisions a second,
//!   the time from a command to every seat's update).
//!
//! The desktop app can link it to host a table itself: [`Server::start`] on any listener.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use tokio::net::TcpListener;
use tokio::sync::{oneshot, watch};
use tokio::task::JoinHandle;

pub mod catalog;
pub mod chat;
pub mod clock;
pub mod http;
pub mod labels;
pub mod limits;
pub mod live;
pub mod loadtest;
pub mod locale;
pub mod postgres;
pub mod render;
pub mod secret;
pub mod sharing;
pub mod store;
pub mod table;
pub mod web;
pub mod webhook;

use crate::limits::Limits;
use crate::store::{SqliteStore, Store, StoreError};

/// Why a server did not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The address or the socket failed.
    #[error("the network failed: {0}")]
    Io(#[from] std::io::Error),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A running server: its address, its tables, and the switch that stops it.
pub struct Server {
    address: SocketAddr,
    app: http::App,
    shutdown: watch::Sender<bool>,
    task: JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// Resumes every table of `store` (replaying its log) and serves on `listener` until [`Server::stop`], with
    /// the default [`Limits`].
    pub async fn start(listener: TcpListener, store: Arc<dyn Store>) -> Result<Server, ServerError> {
        Server::start_with(listener, store, Limits::default()).await
    }

    /// [`Server::start`] with other limits (a load test over loopback: [`Limits::unlimited`]).
    pub async fn start_with(
        listener: TcpListener,
        store: Arc<dyn Store>,
        limits: Limits,
    ) -> Result<Server, ServerError> {
        let address = listener.local_addr()?;
        let (shutdown, watch) = watch::channel(false);
        let app = http::App::with_limits(store, watch.clone(), limits);
        let resumer = app.clone();
        let resumed = tokio::task::spawn_blocking(move || resumer.resume_all())
            .await
            .map_err(|e| StoreError::Database(e.to_string()))??;
        tracing::info!(%address, tables = resumed, "metro serve is listening");
        if app.store().shared().is_some() {
            sharing::start(app.clone(), watch.clone());
        }
        if let (Some(idle), Some(every)) = (limits.idle_table, limits.idle_check()) {
            // Tables still in the lobby with nothing happening expire: looked for periodically, no timer per table.
            let (expirer, mut stop) = (app.clone(), watch.clone());
            tokio::spawn(async move {
                let mut interval = tokio::time::interval(every);
                interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    tokio::select! {
                        _ = interval.tick() => {
                            let expired = expirer.expire_idle(idle).await;
                            if expired > 0 {
                                tracing::info!(expired, "idle tables expired");
                            }
                        }
                        _ = stop.changed() => break,
                    }
                }
            });
        }
        let router = http::router(app.clone());
        let mut stop = watch;
        // Small messages go out at once: with Nagle's algorithm a second message to a client (an update after an
        // `accepted`) waited for the client's delayed acknowledgement of the first, 40 ms on Linux.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp: &mut tokio::net::TcpStream| {
            if let Err(e) = tcp.set_nodelay(true) {
                tracing::debug!("TCP_NODELAY was refused: {e}");
            }
        });
        let task = tokio::spawn(async move {
            // The client's address, for the limits per address.
            axum::serve(
                listener,
                router.into_make_service_with_connect_info::<SocketAddr>(),
            )
            .with_graceful_shutdown(async move {
                let _ = stop.changed().await;
            })
            .await
        });
        Ok(Server {
            address,
            app,
            shutdown,
            task,
        })
    }

    /// The address it listens on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// How many tables are live.
    pub fn tables(&self) -> usize {
        self.app.table_count()
    }

    /// A table's version, whole-position hash and every seat's view hash (for tests and operators; never sent to
    /// a client).
    pub async fn hashes(&self, code_or_id: &str) -> Option<(u64, u64, Vec<u64>)> {
        let handle = self.app.table(code_or_id)?;
        let (reply, answer) = oneshot::channel();
        handle.inbox.send(table::TableMsg::Hashes(reply)).await.ok()?;
        answer.await.ok()
    }

    /// A table's version and the hash of its public view (what a spectator is sent; for tests and operators).
    pub async fn public_hash(&self, code_or_id: &str) -> Option<(u64, u64)> {
        let handle = self.app.table(code_or_id)?;
        let (reply, answer) = oneshot::channel();
        handle.inbox.send(table::TableMsg::PublicHash(reply)).await.ok()?;
        answer.await.ok()
    }

    /// Stops every table and connection and the listener; returns once the listener has stopped. With a store
    /// several processes share, this process's leases are given up first (another process takes its tables at
    /// once).
    pub async fn stop(self) -> Result<(), ServerError> {
        let _ = self.shutdown.send(true);
        sharing::release(&self.app).await;
        self.task
            .await
            .map_err(|e| std::io::Error::other(e.to_string()))??;
        Ok(())
    }

    /// Serves until the process is interrupted (Ctrl-C), then stops.
    pub async fn run_until_interrupted(self) -> Result<(), ServerError> {
        if tokio::signal::ctrl_c().await.is_ok() {
            tracing::info!("interrupted: stopping");
        }
        self.stop().await
    }
}

/// Where a server keeps its tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Db {
    /// A SQLite file (created with its folder if missing): one process.
    Sqlite(std::path::PathBuf),
    /// A PostgreSQL database by URL (`postgres://user@host:port/database`): several processes may share it.
    Postgres(String),
}

impl Db {
    /// `postgres://…` or `postgresql://…` names a PostgreSQL database; anything else is a SQLite file's path.
    pub fn parse(text: &str) -> Db {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Db::Postgres(text.to_string())
        } else {
            Db::Sqlite(text.into())
        }
    }

    /// Opens the store (blocking: connects, creates the schema).
    pub fn open(&self) -> Result<Arc<dyn Store>, ServerError> {
        Ok(match self {
            Db::Sqlite(path) => {
                if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                    std::fs::create_dir_all(folder)?;
                }
                Arc::new(SqliteStore::open(path)?)
            }
            Db::Postgres(url) => Arc::new(postgres::PgStore::connect(url)?),
        })
    }

    /// Where it is, for the log (a PostgreSQL URL without its password).
    pub fn describe(&self) -> String {
        match self {
            Db::Sqlite(path) => path.display().to_string(),
            Db::Postgres(url) => match (url.find("://"), url.rfind('@')) {
                (Some(scheme), Some(at)) if at > scheme => {
                    let user = &url[scheme + 3..at];
                    let user = user.split(':').next().unwrap_or_default();
                    format!("{}{user}@{}", &url[..scheme + 3], &url[at + 1..])
                }
                _ => url.clone(),
            },
        }
    }
}

/// Opens the SQLite store at `db` (creating its folder) and serves on `listen` until interrupted, with the default
/// [`Limits`]: `metro serve`.
pub async fn serve(listen: &str, db: &Path) -> Result<(), ServerError> {
    serve_with(listen, &Db::Sqlite(db.to_path_buf()), Limits::default()).await
}

/// [`serve`] with any store and other limits (`metro serve --db postgres://…`, `--no-limits`:
/// [`Limits::unlimited`]).
pub async fn serve_with(listen: &str, db: &Db, limits: Limits) -> Result<(), ServerError> {
    let opening = db.clone();
    let store = tokio::task::spawn_blocking(move || opening.open())
        .await
        .map_err(|e| std::io::Error::other(e.to_string()))??;
    let listener = TcpListener::bind(listen).await?;
    tracing::info!(db = %db.describe(), "the store is open");
    Server::start_with(listener, store, limits)
        .await?
        .run_until_interrupted()
        .await
}

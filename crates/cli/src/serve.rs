//! `metro serve`: tables played across machines (metro-server on tokio), until interrupted with Ctrl-C.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::locale::tr;

/// The store's file name in the data folder.
const DB_FILE: &str = "metro-server.sqlite3";

/// Arguments of `metro serve`.
#[derive(clap::Args)]
pub struct ServeArgs {
    /// The address to listen on, e.g. `0.0.0.0:7878` for every network interface.
    #[arg(long, default_value = "127.0.0.1:7878", value_name = "ADDR")]
    pub listen: String,
    /// The tables' store: a SQLite file (created if missing; default: metro-server.sqlite3 in the data folder), or a PostgreSQL database `postgres://USER@HOST:PORT/DB` that several server processes may share.
    #[arg(long, value_name = "STORE")]
    pub db: Option<String>,
    /// No limits per connection and per address (messages a second, connections, tables a minute), and idle
    /// tables never expire: for `metro loadtest --server` on this machine, whose connections all come from one address.
    #[arg(long)]
    pub no_limits: bool,
    /// Behind a reverse proxy on this machine: the limits per address count the address the proxy puts last in X-Forwarded-For (never believed otherwise).
    #[arg(long)]
    pub behind_proxy: bool,
    /// How long a person seat may have no connection before the table's bot plays it, in seconds (until its person
    /// connects again; tables with a turn clock wait for their deadlines instead).
    #[arg(long, default_value_t = 120, value_name = "SECONDS")]
    pub seat_grace: u64,
    /// Let seats register webhooks on this machine or its private network (refused by default: a webhook must not
    /// point the server at its own network).
    #[arg(long)]
    pub allow_private_webhooks: bool,
}

/// The data folder, as the app's (`METRO_APP_HOME` when set, else the platform's data folder for `metro`).
fn data_folder() -> PathBuf {
    if let Some(home) = std::env::var_os("METRO_APP_HOME") {
        return PathBuf::from(home);
    }
    directories::ProjectDirs::from("", "", "metro").map_or_else(
        || PathBuf::from("metro-data"),
        |dirs| dirs.data_dir().to_path_buf(),
    )
}

/// The most threads `metro serve` runs the store's blocking calls on.
pub const BLOCKING_THREADS: usize = 32;

/// Runs `metro serve`.
pub fn main(args: ServeArgs) -> ExitCode {
    let db = match args.db {
        Some(text) => metro_server::Db::parse(&text),
        None => metro_server::Db::Sqlite(data_folder().join(DB_FILE)),
    };
    // The store's calls run on blocking threads. Under load, tokio's default of up to 512 of them grew to ~240 at
    // 1,000 tables, each with its stack and allocator caches, and switching between them cost more than waiting:
    // BLOCKING_THREADS are plenty, since SQLite commits the appends waiting together (docs/server.md, "Load").
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .max_blocking_threads(BLOCKING_THREADS)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            crate::print_error(&e.to_string());
            return ExitCode::from(1);
        }
    };
    eprintln!(
        "{}",
        tr!(
            "cli-serve-starting",
            address = args.listen.clone(),
            db = db.describe()
        )
    );
    let mut limits = metro_server::limits::Limits {
        seat_grace: std::time::Duration::from_secs(args.seat_grace),
        allow_private_webhooks: args.allow_private_webhooks,
        ..if args.no_limits {
            metro_server::limits::Limits::unlimited()
        } else {
            metro_server::limits::Limits::default()
        }
    };
    limits.behind_proxy = args.behind_proxy;
    // Several processes on one PostgreSQL: how long a dead process's tables wait for another owner.
    if let Some(ms) = std::env::var("METRO_LEASE_TTL_MS")
        .ok()
        .and_then(|ms| ms.parse::<u64>().ok())
    {
        limits.lease_ttl = std::time::Duration::from_millis(ms);
    }
    match runtime.block_on(metro_server::serve_with(&args.listen, &db, limits)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            crate::print_error(&e.to_string());
            ExitCode::from(1)
        }
    }
}

//! `metro loadtest`: bot clients playing many tables of a server on this machine at once (four seats a table, each
//! its own WebSocket and token), and the figures: decisions a second, the time from a command to its update at every
//! seat (p50, p90, p99), errors (`metro_server::loadtest`).
//!
//! Without `--server` a server is started in this process on `127.0.0.1:0` with a temporary store (removed at the
//! end), so that a fresh machine can run it; the output says so. `--server` must be on loopback (`127.0.0.1`,
//! `::1`, `localhost`). Bounded: at most 5000 tables, 600 seconds of play.
//!
//! Exit codes: 0 when the run had no error; 1 when it counted errors or could not run (no table set up, too few
//! open files, the server did not start); 2 for a usage error (a `--server` that is not on loopback).

use std::process::ExitCode;

use metro_server::loadtest::{LoadConfig, LoadError, LoadGame, LoadReport, LocalServer, loopback_address};

use crate::locale::tr;

/// Arguments of `metro loadtest`.
#[derive(clap::Args)]
pub struct LoadtestArgs {
    /// The server, on this machine: `ws://127.0.0.1:PORT`, `ws://[::1]:PORT` or `ws://localhost:PORT` (default: a
    /// server started in this process on a free port, with a temporary store). Given more than once, the processes
    /// of one server sharing a PostgreSQL database: tables are created on the first, a table's seats spread over all.
    #[arg(long, value_name = "ADDR")]
    pub server: Vec<String>,
    /// Tables played at once, 4 seats each, every seat its own connection (1–5000).
    #[arg(long, default_value_t = 10, value_parser = crate::help::number::<u32, 1, 5000>)]
    pub tables: u32,
    /// Seconds of play (0–600; 0 sets the tables up, connects every seat and stops).
    #[arg(long, default_value_t = 10, value_parser = crate::help::number::<u64, 0, 600>)]
    pub seconds: u64,
    /// The game, with 4 players.
    #[arg(long, value_name = "GAME", default_value = "chicago-express", value_parser = ["chicago-express", "tokyo-metro"])]
    pub game: String,
    /// Each seat chooses a random offer, from this seed (default: always the first offer).
    #[arg(long, value_parser = crate::help::number::<u64, 0, { u64::MAX }>)]
    pub seed: Option<u64>,
    /// Decisions a second of all tables together, each table deciding at even intervals, as people do (default:
    /// every table as fast as it can, which measures the most the server takes).
    #[arg(long, value_parser = crate::help::number::<u32, 1, 1_000_000>)]
    pub rate: Option<u32>,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Milliseconds with two decimals.
fn ms(value: f64) -> String {
    format!("{value:.2}")
}

/// The report in words.
fn print_report(report: &LoadReport) {
    println!(
        "{}",
        tr!(
            "cli-loadtest-tables",
            held = report.tables_held,
            created = report.tables_created,
            finished = report.games_finished,
            connections = report.connections,
            setup = format!("{:.1}", report.setup_s)
        )
    );
    println!(
        "{}",
        tr!(
            "cli-loadtest-actions",
            actions = report.actions,
            seconds = format!("{:.1}", report.elapsed_s),
            rate = format!("{:.1}", report.actions_per_s)
        )
    );
    if let Some(rate) = report.rate {
        println!("{}", tr!("cli-loadtest-paced", rate = format!("{rate:.0}")));
    }
    println!(
        "{}",
        tr!(
            "cli-loadtest-latency",
            p50 = ms(report.p50_ms),
            p90 = ms(report.p90_ms),
            p99 = ms(report.p99_ms),
            max = ms(report.max_ms)
        )
    );
    if report.errors == 0 {
        println!("{}", tr!("cli-loadtest-no-errors"));
    } else {
        let kinds: Vec<String> = report
            .error_kinds
            .iter()
            .map(|(kind, n)| format!("{kind} {n}"))
            .collect();
        println!(
            "{}",
            tr!(
                "cli-loadtest-errors",
                errors = report.errors,
                kinds = kinds.join(", ")
            )
        );
    }
    if let (Some(start), Some(held)) = (report.rss_start_kib, report.rss_held_kib) {
        println!(
            "{}",
            tr!("cli-loadtest-memory", start = start / 1024, held = held / 1024)
        );
    }
}

/// A load test's error in words: the usage errors translated, the others as the library says them.
fn error_words(error: &LoadError) -> String {
    match error {
        LoadError::BadServer(server) => tr!("cli-loadtest-bad-server", server = server.clone()),
        LoadError::NotLoopback(server) => tr!("cli-loadtest-not-loopback", server = server.clone()),
        LoadError::OpenFiles { needed, limit } => {
            tr!("cli-loadtest-open-files", needed = *needed, limit = *limit)
        }
        other => other.to_string(),
    }
}

/// Runs `metro loadtest`.
pub fn main(args: LoadtestArgs) -> ExitCode {
    let game = LoadGame::from_key(&args.game).unwrap_or_default();
    let servers = match args
        .server
        .iter()
        .map(|s| loopback_address(s))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(servers) => servers,
        Err(e) => {
            crate::print_error(&error_words(&e));
            return ExitCode::from(2);
        }
    };
    // As `metro serve`'s (the server in this process, without `--server`, runs on it).
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .max_blocking_threads(crate::serve::BLOCKING_THREADS)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            crate::print_error(&e.to_string());
            return ExitCode::from(1);
        }
    };
    let result = runtime.block_on(async {
        let server = servers.first().copied();
        let local = match server {
            Some(_) => None,
            None => {
                let local = LocalServer::start().await?;
                eprintln!(
                    "{}",
                    tr!(
                        "cli-loadtest-own-server",
                        address = local.address().to_string(),
                        db = local.db().display().to_string()
                    )
                );
                Some(local)
            }
        };
        let address = server.or(local.as_ref().map(LocalServer::address));
        let Some(address) = address else {
            return Err(LoadError::NoTable("no server".into()));
        };
        eprintln!(
            "{}",
            tr!(
                "cli-loadtest-starting",
                tables = args.tables,
                game = game.key(),
                server = std::iter::once(address)
                    .chain(servers.iter().skip(1).copied())
                    .map(|a| format!("ws://{a}"))
                    .collect::<Vec<_>>()
                    .join(" "),
                seconds = args.seconds
            )
        );
        let report = metro_server::loadtest::run(LoadConfig {
            server: address,
            others: servers.iter().skip(1).copied().collect(),
            tables: args.tables,
            seconds: args.seconds,
            game,
            seed: args.seed,
            in_process: local.is_some(),
            rate: args.rate.map(f64::from),
        })
        .await;
        if let Some(local) = local {
            let stopped = local.stop().await;
            if let Err(e) = stopped
                && report.is_ok()
            {
                return Err(e);
            }
        }
        report
    });
    match result {
        Ok(report) => {
            if args.json {
                println!("{}", serde_json::to_string(&report).unwrap_or_default());
            } else {
                print_report(&report);
            }
            if report.errors == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(e) => {
            crate::print_error(&error_words(&e));
            ExitCode::from(1)
        }
    }
}

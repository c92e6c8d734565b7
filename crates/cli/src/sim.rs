//! `metro sim`: plays many games between bots and prints statistics; optionally writes one JSON line per game
//! (format: `docs/sim-json.md`).
//!
//! Game `i` (from 0) uses the seed `--seed + i`; its bots are seeded from that (see `metro_sim::bot_seed`). The
//! output is the same whatever `--jobs` is.
//!
//! `--csv DIR` writes the run's tables (line values, win rates per seat with Wilson intervals, bots, action kinds,
//! game length, station payouts and pyramids) as CSV files into DIR, never over an existing file
//! (`metro_sim::export`).
//!
//! Games run on every core by default (`--jobs`); records are streamed, in game order, to the JSON file and into
//! the statistics as they come, so memory stays flat for any `--games`.
//!
//! The outputs are checked before the first game, and nothing is ever written over: `--json FILE` must name nothing
//! yet (an existing file — the run's own map, cards or plugin too —, a FIFO, a device or a folder is refused, naming
//! it: `metro_data::create_user_file`), and the `--csv` folder is created, must hold none of the tables and must take
//! a file (`metro_sim::export::prepare_csv_dir`). The summary is printed before the tables are written, so that tables
//! that cannot be written at the end do not lose it. Threads the system refuses (a process limit) are no error: the
//! run goes on with those started, with the same results, and says so on standard error.
//!
//! `--game chicago-express` plays Chicago Express through the generic path (`generic.rs`: any game of `games.rs`,
//! its own fields in each JSON line, `docs/chicago-sim-json.md`); `--cards`, `--csv`, `--drinks` and `--rule` are
//! Tokyo Metro's and refused for another game.
//!
//! Exit codes: 0 on success; 1 when a map or card file cannot be read or has problems (diagnostics are shown), the
//! setup is impossible, a game fails, or writing the JSON file or the tables fails during or after the run; 2 for a
//! usage error (an unknown bot, the wrong number of bots, bad arguments, a `--json` path or `--csv` folder that
//! cannot be written — checked before any game).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use metro_core::Printable;
use metro_engine::{Registry, Rules, Setup};
use metro_sim::{Aggregates, SimConfig, SimError, Summary};

use crate::games::{TOKYO_METRO, name_of, unknown_game, with_game};
use crate::locale::tr;

/// The rule module `--drinks` plays.
pub(crate) const DRINKS_MODULE: &str = "metro-drinks";
/// Its rule option `--drink-owner-paid` switches on.
pub(crate) const DRINKS_OWNER_PAID: &str = "drink_owner_paid";

/// The arguments of `metro sim`.
#[derive(clap::Args, Debug)]
pub struct SimArgs {
    /// The game: `tokyo-metro` (the default) or `chicago-express`.
    #[arg(long, value_name = "GAME")]
    game: Option<String>,
    /// A map file, or the name of a built-in map (`tokyo`, `osaka`; default `tokyo`); for Chicago Express a board
    /// file (default: the built-in board).
    #[arg(long)]
    map: Option<String>,
    /// An action-card-set file, or the name of a built-in set (`tokyo`, `osaka`; default `tokyo`); Tokyo Metro only.
    #[arg(long)]
    cards: Option<String>,
    /// Players: Tokyo Metro 1–5 (1 is the solo game), Chicago Express 2–6.
    #[arg(long, default_value_t = 4, value_parser = crate::help::number::<u8, 1, 6>)]
    players: u8,
    /// Bots, one per seat separated by commas, or one name for every seat (`random`, `heuristic`, `mcts:N` with N
    /// playouts a decision, `mcts:1s` / `mcts:500ms` thinking time a decision, `mcts:1s:4` on 4 threads); for
    /// Chicago Express `random`, `flat:N` (N playouts an action) and the game's own.
    #[arg(long, default_value = "random", value_delimiter = ',')]
    bots: Vec<String>,
    /// Number of games.
    #[arg(long, default_value_t = 100, value_parser = crate::help::number::<u64, 0, { u64::MAX }>)]
    games: u64,
    /// Base seed: game i (from 0) uses seed + i; its bots are seeded from that.
    #[arg(long, default_value_t = 0, value_parser = crate::help::number::<u64, 0, { u64::MAX }>)]
    seed: u64,
    /// Worker threads (default: the number of cores). Results do not depend on it.
    #[arg(long, value_parser = crate::help::number::<u32, 1, 1024>)]
    jobs: Option<u32>,
    /// Write one JSON object per game to FILE (JSON Lines, see docs/sim-json.md), a new file: an existing file is never
    /// replaced.
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Write the run's tables as CSV files into DIR (created if missing; an existing table file is never replaced).
    #[arg(long, value_name = "DIR")]
    csv: Option<PathBuf>,
    /// Play with Metro Drinks (MD-): the Jidohanbaiki column, vending machines and drink payouts.
    #[arg(long)]
    drinks: bool,
    /// Metro Drinks' rule option "drink owner paid" (MD-5.2): drink payouts go to the owner of the drink's colour
    /// instead of the station's owner.
    #[arg(long, requires = "drinks")]
    drink_owner_paid: bool,
    /// Play a registered rule module (e.g. a plugin's, loaded with --plugin) by its key; may be given more than once.
    #[arg(long, value_name = "KEY")]
    rule: Vec<String>,
}

/// Runs `metro sim`.
pub fn main(args: SimArgs, registry: &Registry) -> ExitCode {
    let jobs = match args.jobs {
        Some(jobs) => jobs as usize,
        None => std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),
    };
    if let Some(game) = args.game.as_deref().filter(|g| *g != TOKYO_METRO) {
        let tokyo_only = [
            ("--cards", args.cards.is_some()),
            ("--csv", args.csv.is_some()),
            ("--drinks", args.drinks),
            ("--rule", !args.rule.is_empty()),
        ];
        let Some(name) = name_of(game) else {
            return fail(2, &unknown_game(game));
        };
        if let Some((option, _)) = tokyo_only.iter().find(|(_, given)| *given) {
            return fail(2, &tokyo_only_option(option, name));
        }
        let run = crate::generic::SimRun {
            players: args.players,
            bots: args.bots.clone(),
            games: args.games,
            seed: args.seed,
            jobs,
            map: args.map.clone(),
            json: args.json.clone(),
        };
        return with_game(game, run).unwrap_or_else(|| fail(2, &unknown_game(game)));
    }
    if args.players > 5 {
        return fail(
            2,
            &tr!("cli-game-players", game = "Tokyo Metro", min = 1, max = 5),
        );
    }
    let map = args.map.as_deref().unwrap_or("tokyo");
    let cards = args.cards.as_deref().unwrap_or("tokyo");
    let rules = match load_rules(
        registry,
        map,
        cards,
        args.players,
        args.drinks,
        args.drink_owner_paid,
        &args.rule,
    ) {
        Ok(rules) => rules,
        Err(code) => return code,
    };
    let mut config = match SimConfig::new(map, cards, rules, &args.bots) {
        Ok(config) => config,
        Err(e) => return fail(2, &e.to_string()),
    };
    config.kinds = registry.kinds().clone();
    config.games = args.games;
    config.seed = args.seed;
    config.jobs = jobs;
    // The outputs are made ready before any game is played, never over anything there — the run's own map, cards
    // or plugins included —, never blocking on a FIFO: a path that cannot be written fails at once, naming it.
    let csv_created = match &args.csv {
        Some(dir) => match metro_sim::export::prepare_csv_dir(dir) {
            Ok(created) => created,
            Err(e) => return fail(2, &e.to_string()),
        },
        None => false,
    };
    let mut json = match &args.json {
        Some(path) => match open_json(path, args.csv.as_deref()) {
            Ok(file) => Some(std::io::BufWriter::new(file)),
            Err(message) => {
                if let (true, Some(dir)) = (csv_created, &args.csv) {
                    // the folder made for the tables a moment ago, still empty
                    let _ = std::fs::remove_dir(dir);
                }
                return fail(2, &message);
            }
        },
        None => None,
    };

    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(args.games);
        // indicatif's placeholders go in as the message's values, so that the words around them are translated
        let template = tr!(
            "cli-progress-sim",
            bar = "{bar:40}",
            pos = "{pos}",
            len = "{len}",
            per_sec = "{per_sec}",
            eta = "{eta}"
        );
        if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        Some(bar)
    } else {
        None
    };
    // Records go to the JSON file and into the statistics as they come, in game order: nothing is kept per game.
    let setup = config.setup_record();
    // One fold for the text summary and the CSV tables.
    let mut summary = Summary::of(Aggregates::new(&config));
    let result = metro_sim::run_streaming(
        &config,
        |done| {
            if let Some(bar) = &bar {
                bar.set_position(done);
            }
        },
        |_, record| {
            summary.add(&record);
            match (&mut json, &args.json) {
                // the error names the file ("No space left on device" alone does not say where)
                (Some(out), Some(path)) => record
                    .write_json_line(&setup, out)
                    .map_err(|e| std::io::Error::new(e.kind(), cannot_write(path, &e))),
                _ => Ok(()),
            }
        },
    );
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let flushed = json.as_mut().map_or(Ok(()), Write::flush);
    let info = match result {
        Ok(info) => info,
        Err(e @ (SimError::Game { .. } | SimError::Output(_) | SimError::Cancelled { .. })) => {
            return fail(1, &e.to_string());
        }
        Err(e) => return fail(2, &e.to_string()),
    };
    if let (Err(e), Some(path)) = (flushed, &args.json) {
        return fail(1, &cannot_write(path, &e));
    }
    summary.finish(info.elapsed, info.jobs);
    let asked = config
        .jobs
        .min(usize::try_from(config.games).unwrap_or(usize::MAX))
        .max(1);
    if info.jobs < asked {
        eprintln!(
            "{}",
            tr!("cli-sim-threads-refused", started = info.jobs, asked = asked)
        );
    }
    // Bot and line names come from the command line and the files: escaped like every printed string. A closed
    // stdout (e.g. piped into `head`) is not an error worth a panic. The summary comes first: tables that cannot be
    // written do not lose it.
    let mut out = std::io::stdout().lock();
    for line in summary.to_string().lines() {
        if writeln!(out, "{}", Printable::max_chars(line, usize::MAX)).is_err() {
            break;
        }
    }
    let _ = out.flush();
    if let Some(dir) = &args.csv
        && let Err(e) = metro_sim::export::write_csv_dir(dir, &summary.aggregates)
    {
        return fail(1, &e.to_string());
    }
    ExitCode::SUCCESS
}

/// Creates the JSON Lines file: a new regular file, never one of the CSV tables' (see [`metro_data::create_user_file`]).
fn open_json(path: &Path, csv: Option<&Path>) -> Result<std::fs::File, String> {
    if let Some(dir) = csv
        && metro_sim::export::csv_paths(dir)
            .iter()
            .any(|table| table == path)
    {
        return Err(tr!("cli-sim-json-is-a-table", path = path.display().to_string()));
    }
    metro_data::create_user_file(path).map_err(|e| e.to_string())
}

/// Reads the map and the card set (a file or a built-in name each), adds Metro Drinks if asked, and checks the
/// rules; prints what is wrong and gives the exit code (1) otherwise.
pub(crate) fn load_rules(
    registry: &Registry,
    map: &str,
    cards: &str,
    players: u8,
    drinks: bool,
    drink_owner_paid: bool,
    rule: &[String],
) -> Result<Arc<Rules>, ExitCode> {
    let (map_file, map_text) = super::read_source(map, registry.map(map)).map_err(|m| fail(1, &m))?;
    let map = metro_data::load_map(&map_file, &map_text).map_err(|diagnostics| {
        super::report(&diagnostics);
        ExitCode::from(1)
    })?;
    let (cards_file, cards_text) =
        super::read_source(cards, registry.card_set(cards)).map_err(|m| fail(1, &m))?;
    let cards =
        metro_data::load_card_set(&cards_file, &cards_text, registry.kinds()).map_err(|diagnostics| {
            super::report(&diagnostics);
            ExitCode::from(1)
        })?;
    let mut setup = Setup::new(Arc::new(map), Arc::new(cards), usize::from(players));
    if drinks {
        // `--drinks` plays the rule module registered under this key, `--drink-owner-paid` switches its option.
        let Some(module) = registry.module(DRINKS_MODULE) else {
            return Err(fail(1, &tr!("cli-no-module", key = format!("{DRINKS_MODULE:?}"))));
        };
        setup.play(module.clone());
        setup.options.set(DRINKS_OWNER_PAID, drink_owner_paid);
    }
    for key in rule {
        let Some(module) = registry.module(key) else {
            let known: Vec<&str> = registry.modules().iter().map(|m| m.key()).collect();
            return Err(fail(
                1,
                &tr!(
                    "cli-no-module-known",
                    key = format!("{key:?}"),
                    known = known.join(", ")
                ),
            ));
        };
        setup.play(module.clone());
    }
    Rules::new(setup)
        .map(Arc::new)
        .map_err(|e| fail(1, &tr!("cli-cannot-set-up", error = e.to_string())))
}

/// "OPTION is an option of Tokyo Metro only, not of GAME".
pub(crate) fn tokyo_only_option(option: &str, game: &str) -> String {
    tr!(
        "cli-tokyo-only",
        option = option,
        game = Printable::max_chars(game, 100).to_string()
    )
}

/// "cannot write PATH: why".
pub(crate) fn cannot_write(path: &std::path::Path, error: &std::io::Error) -> String {
    tr!(
        "cli-cannot-write",
        path = path.display().to_string(),
        error = error.to_string()
    )
}

/// Prints an error and returns the exit code.
pub(crate) fn fail(code: u8, message: &str) -> ExitCode {
    super::print_error(message);
    ExitCode::from(code)
}

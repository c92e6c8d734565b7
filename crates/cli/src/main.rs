//! `metro`: the command-line tool — check and show maps and action-card sets.
//!
//! This is the imperative shell around the libraries: it reads files (only regular files, with a size cap:
//! `metro_data::read_user_file`), renders diagnostics (`render`), and sets the exit code (0 when everything is
//! valid, 1 when any file has a problem, 2 for a usage error). Every string from a file that it prints goes through
//! `metro_core::Printable`, so no file can send escape sequences to the terminal.

/// mimalloc: a server step allocates many small values from many threads, where it takes about 40 % less time than
/// glibc's allocator (docs/server.md, "Load"). Plugins allocate from it too (`metro_plugin_api::allocator`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod check;
mod games;
mod generic;
mod help;
mod loadtest;
mod locale;
mod render;
mod replay;
mod serve;
mod show;
mod sim;
mod tournament;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{FromArgMatches, Parser, Subcommand};
use metro_core::Printable;
use metro_core::limits::MAX_DATA_FILE_BYTES;
use metro_data::Diagnostics;
use metro_engine::Registry;
use metro_lang::Language;

use crate::locale::tr;

#[derive(Parser)]
#[command(
    name = "metro",
    version,
    about = "Tokyo Metro, Osaka Metro and their variants: tools for maps and card sets"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Load a plugin (a rule module built as a shared library, see the README's "Writing a plugin"); may be given
    /// more than once. A plugin that cannot be loaded is an error.
    #[arg(long, global = true, value_name = "FILE")]
    plugin: Vec<PathBuf>,
    /// Load every plugin of a folder (files ending in the platform's library extension); plugins that cannot be
    /// loaded, and a folder that is not there, are reported and skipped.
    #[arg(long, global = true, value_name = "DIR")]
    plugins: Option<PathBuf>,
    /// Seconds a plugin's hook may run: one that has not returned by then ends the run with exit code 2, naming the
    /// plugin and the hook
    #[arg(long, global = true, value_name = "SECONDS", value_parser = seconds, default_value = "10")]
    plugin_timeout: std::time::Duration,
    /// The language of the output: `en`, `de` or `it` (default: the system's, from LC_ALL, LC_MESSAGES, LANGUAGE
    /// or LANG; English when none names one of them). Machine-readable output (--json, CSV, saves) is the same in
    /// every language.
    #[arg(long, global = true, value_name = "LANGUAGE", value_parser = help::language)]
    language: Option<Language>,
}

#[derive(Subcommand)]
enum Command {
    /// Check or show map files.
    #[command(subcommand)]
    Map(MapCommand),
    /// Check action-card-set files.
    #[command(subcommand)]
    Cards(CardsCommand),
    /// Play many games between bots and print statistics (and JSON Lines with --json).
    Sim(sim::SimArgs),
    /// Replay a save file as a readable log, verifying every action and checkpoint.
    Replay(replay::ReplayArgs),
    /// Check the rules on random games of a map and card set (property-based invariants), and the design of both.
    Check(check::CheckArgs),
    /// Play every pair of bots across seats and print win rates with 95% intervals and mean margins.
    Tournament(tournament::TournamentArgs),
    /// Serve tables played across machines: create a table, share its code, play from each machine (until Ctrl-C).
    Serve(serve::ServeArgs),
    /// Load-test a server on this machine: bot clients play many tables at once (4 connections a table) and the
    /// decisions a second, their latency to every seat and the errors are printed.
    Loadtest(loadtest::LoadtestArgs),
}

#[derive(Subcommand)]
enum MapCommand {
    /// Validate maps: one summary line per valid map, every problem of an invalid one. With no FILE, checks the
    /// built-in maps.
    Check {
        /// Map files, or names of built-in maps (`tokyo`, `osaka`).
        files: Vec<String>,
    },
    /// Draw a map in the terminal: grid, lines, stops and stations.
    Show {
        /// A map file, or the name of a built-in map.
        file: String,
        /// Colour the lines: auto (when writing to a terminal), always, never.
        // the possible values are listed by `help` (in one line, as `-h` always did)
        #[arg(long, default_value = "auto", hide_possible_values = true)]
        color: show::ColorChoice,
    },
}

#[derive(Subcommand)]
enum CardsCommand {
    /// Validate action-card sets (and the data files of rule modules). With no FILE, checks the built-in sets and
    /// the modules' data files.
    Check {
        /// Card-set files, or names of built-in sets (`tokyo`, `osaka`) and of modules' data files.
        files: Vec<String>,
    },
}

/// A number of seconds from 0.1 to a day (`--plugin-timeout`).
fn seconds(value: &str) -> Result<std::time::Duration, String> {
    value
        .parse::<f64>()
        .ok()
        .filter(|s| (0.1..=86_400.0).contains(s))
        .map(std::time::Duration::from_secs_f64)
        .ok_or_else(|| tr!("cli-seconds-expected"))
}

fn main() -> ExitCode {
    // The help and clap's usage errors are written while parsing: the language comes first (see `help`).
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    metro_lang::set_language(help::language_in(&args).unwrap_or_else(Language::from_system));
    let cli = match help::command()
        .try_get_matches_from(args)
        .and_then(|mut matches| Cli::from_arg_matches_mut(&mut matches))
    {
        Ok(cli) => cli,
        // `--help` and `--version` too: printed on standard output, exit code 0; a usage error exits with 2
        Err(error) => error.apply::<help::Words>().exit(),
    };
    metro_lang::set_language(cli.language.unwrap_or_else(Language::from_system));
    // A server logs what it does (tables created, resumed, broken) unless METRO_LOG says otherwise.
    init_tracing(matches!(cli.command, Command::Serve(_)).then_some("info"));
    let mut registry = match registry() {
        Ok(registry) => registry,
        Err(message) => {
            print_error(&message);
            return ExitCode::from(2);
        }
    };
    if !cli.plugin.is_empty() || cli.plugins.is_some() {
        // A plugin's hook that does not return ends the run (the watchdog's thread prints and exits).
        let watched = metro_plugins::watch_hooks(cli.plugin_timeout, |late| {
            let error = Printable::max_chars(&late.to_string(), 1_000).to_string();
            eprintln!("{}", tr!("cli-plugin-timeout", error = error));
            std::process::exit(2);
        });
        if let Err(error) = watched {
            eprintln!("{}", tr!("cli-plugin-no-watchdog", error = error.to_string()));
        }
    }
    if let Some(folder) = &cli.plugins {
        // A folder that is not there, or a file given for one, loads nothing: said, not passed over.
        let shown = Printable::max_chars(&folder.display().to_string(), 1_000).to_string();
        match std::fs::metadata(folder) {
            Ok(m) if m.is_dir() => {}
            Ok(_) => eprintln!("{}", tr!("cli-plugins-not-a-folder", path = shown)),
            Err(_) => eprintln!("{}", tr!("cli-plugins-no-folder", path = shown)),
        }
        let (_, refused) = metro_plugins::load_folder(folder, &mut registry);
        for error in refused {
            // A plugin's file name and its registration's words are text from a file: escaped.
            eprintln!(
                "{}",
                tr!("cli-plugin-skipped", error = plugin_error(&error.to_string()))
            );
        }
    }
    for file in &cli.plugin {
        if let Err(error) = metro_plugins::load_into(file, &mut registry) {
            eprintln!(
                "{}",
                tr!("cli-plugin-refused", error = plugin_error(&error.to_string()))
            );
            return ExitCode::from(1);
        }
    }
    let registry = registry;
    let ok = match cli.command {
        Command::Map(MapCommand::Check { files }) => {
            let files = if files.is_empty() {
                registry.maps().iter().map(|s| s.key.clone()).collect()
            } else {
                files
            };
            check_all(
                &files,
                |name| read_source(name, registry.map(name)),
                |file, text| {
                    // A file that names its game as Chicago Express is that game's board, checked by its loader.
                    if metro_chicago::is_chicago_express(text) {
                        return metro_chicago::load_board(file, text)
                            .map_err(Problems::Diagnostics)
                            .map(|board| {
                                tr!(
                                    "cli-board-valid",
                                    file = Printable::new(file).to_string(),
                                    name = Printable::new(board.name()).to_string(),
                                    hexes = board.hexes().len(),
                                    companies = board.companies().len()
                                )
                            });
                    }
                    metro_data::load_map(file, text)
                        .map_err(Problems::Diagnostics)
                        .map(|map| {
                            tr!(
                                "cli-map-valid",
                                file = Printable::new(file).to_string(),
                                name = Printable::new(map.name()).to_string(),
                                lines = map.lines().len(),
                                stops = map.stops().len(),
                                stations = map.stations().len(),
                                columns = map.columns(),
                                rows = map.rows()
                            )
                        })
                },
            )
        }
        Command::Map(MapCommand::Show { file, color }) => match read_source(&file, registry.map(&file)) {
            Ok((name, text)) if metro_chicago::is_chicago_express(&text) => {
                print_error(&tr!(
                    "cli-show-not-tokyo",
                    file = Printable::new(&name).to_string()
                ));
                false
            }
            Ok((name, text)) => match metro_data::load_map(&name, &text) {
                Ok(map) => {
                    print!("{}", show::render(&map, color.enabled()));
                    true
                }
                Err(diagnostics) => {
                    report(&diagnostics);
                    false
                }
            },
            Err(message) => {
                print_error(&message);
                false
            }
        },
        Command::Sim(args) => return sim::main(args, &registry),
        Command::Replay(args) => return replay::main(args, &registry),
        Command::Check(args) => {
            return check::main(
                args,
                &registry,
                &plugin_flags(&cli.plugin, cli.plugins.as_deref()),
            );
        }
        Command::Tournament(args) => return tournament::main(args, &registry),
        Command::Serve(args) => return serve::main(args),
        Command::Loadtest(args) => return loadtest::main(args),
        Command::Cards(CardsCommand::Check { files }) => {
            let data_files: Vec<metro_core::Source> = registry
                .modules()
                .iter()
                .flat_map(|m| m.data_files())
                .map(|d| metro_core::Source {
                    key: d.key,
                    file: d.file,
                    text: d.text,
                })
                .collect();
            let files = if files.is_empty() {
                registry
                    .card_sets()
                    .iter()
                    .chain(&data_files)
                    .map(|s| s.key.clone())
                    .collect()
            } else {
                files
            };
            check_all(
                &files,
                |name| {
                    let builtin = registry
                        .card_set(name)
                        .or_else(|| data_files.iter().find(|s| s.key == name));
                    read_source(name, builtin)
                },
                |file, text| check_cards(file, text, &registry),
            )
        }
    };
    if ok { ExitCode::SUCCESS } else { ExitCode::from(1) }
}

/// A plugin's refusal as printed: every line escaped ([`Printable`]) and cut — its file name and its registration's
/// words are text from a file —, at most 20 lines.
fn plugin_error(error: &str) -> String {
    error
        .lines()
        .take(20)
        .map(|line| Printable::max_chars(line, 1_000).to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `--plugin FILE` and `--plugins DIR` options as given, escaped, for the commands `metro check` prints.
fn plugin_flags(files: &[PathBuf], folder: Option<&Path>) -> String {
    let shown = |path: &Path| Printable::max_chars(&path.display().to_string(), 1_000).to_string();
    files
        .iter()
        .map(|file| format!("--plugin {}", shown(file)))
        .chain(folder.map(|dir| format!("--plugins {}", shown(dir))))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Logs through `tracing` to standard error, filtered by `METRO_LOG` (e.g. `METRO_LOG=debug`,
/// `METRO_LOG=metro_engine=trace`); when it is unset, nothing is logged, or `default` if given.
fn init_tracing(default: Option<&str>) {
    let Some(filter) = std::env::var("METRO_LOG").ok().or(default.map(str::to_string)) else {
        return;
    };
    let filter = match tracing_subscriber::EnvFilter::try_new(&filter) {
        Ok(filter) => filter,
        Err(e) => {
            eprintln!(
                "{}",
                tr!(
                    "cli-log-filter-bad",
                    filter = format!("{filter:?}"),
                    error = e.to_string()
                )
            );
            tracing_subscriber::EnvFilter::new("warn")
        }
    };
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .init();
}

/// Every variant compiled into the binary, registered in a fixed order.
fn registry() -> Result<Registry, String> {
    let mut registry = Registry::new();
    metro_tokyo::register(&mut registry).map_err(|e| e.to_string())?;
    metro_osaka::register(&mut registry).map_err(|e| e.to_string())?;
    metro_drinks::register(&mut registry).map_err(|e| e.to_string())?;
    Ok(registry)
}

/// Why a file did not check: diagnostics of the loaders, or a rule module's words.
enum Problems {
    Diagnostics(Diagnostics),
    Text(String),
}

/// A card-set file, or a data file of a rule module (each module recognises its own).
fn check_cards(file: &str, text: &str, registry: &Registry) -> Result<String, Problems> {
    for module in registry.modules() {
        if let Some(checked) = module.check_data(file, text) {
            return checked.map_err(Problems::Text);
        }
    }
    metro_data::load_card_set(file, text, registry.kinds())
        .map(|set| {
            tr!(
                "cli-cards-valid",
                file = Printable::new(file).to_string(),
                name = Printable::new(set.name()).to_string(),
                columns = set.columns().len(),
                per_column = set.cards_per_column(),
                cards = set.card_count()
            )
        })
        .map_err(Problems::Diagnostics)
}

/// The file name and text of a path, or of a built-in source when `name` names no file. A path that exists is read
/// with [`metro_data::read_user_file`]: only a regular file of at most `MAX_DATA_FILE_BYTES` is read, anything else
/// (a directory, a FIFO, a device) is refused at once.
pub(crate) fn read_source(
    name: &str,
    builtin: Option<&metro_core::Source>,
) -> Result<(String, String), String> {
    let path = Path::new(name);
    // A folder of a built-in's name does not hide the built-in; anything else there (a file, a FIFO, a link, even a
    // dangling one) is what the user named.
    let names_a_file = path.symlink_metadata().is_ok_and(|m| !m.is_dir());
    if let Some(source) = builtin
        && !names_a_file
    {
        return Ok((source.file.clone(), source.text.clone()));
    }
    metro_data::read_user_file(path, MAX_DATA_FILE_BYTES)
        .map(|text| (name.to_string(), text))
        .map_err(|e| match e {
            metro_data::ReadError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
                tr!("cli-no-such-file", name = Printable::new(name).to_string())
            }
            e => Printable::max_chars(&e.to_string(), 1_000).to_string(),
        })
}

fn check_all(
    files: &[String],
    read: impl Fn(&str) -> Result<(String, String), String>,
    check: impl Fn(&str, &str) -> Result<String, Problems>,
) -> bool {
    let mut all_ok = true;
    for name in files {
        match read(name) {
            Ok((file, text)) => match check(&file, &text) {
                Ok(summary) => println!("{summary}"),
                Err(Problems::Diagnostics(diagnostics)) => {
                    report(&diagnostics);
                    all_ok = false;
                }
                Err(Problems::Text(text)) => {
                    for line in text.lines().take(250) {
                        eprintln!("{}", Printable::max_chars(line, 1_000));
                    }
                    all_ok = false;
                }
            },
            Err(message) => {
                print_error(&message);
                all_ok = false;
            }
        }
    }
    all_ok
}

/// Prints `error: MESSAGE` to standard error, every line of the message escaped ([`Printable`]).
pub(crate) fn print_error(message: &str) {
    let mut lines = message.lines();
    eprintln!(
        "{}",
        tr!(
            "cli-error",
            message = Printable::max_chars(lines.next().unwrap_or(""), 2_000).to_string()
        )
    );
    for line in lines {
        eprintln!("{}", Printable::max_chars(line, 2_000));
    }
}

/// Prints every diagnostic of a file to standard error: a plain `file:line:column: message` line, then the source
/// snippet (see `render`).
pub(crate) fn report(diagnostics: &Diagnostics) {
    let mut err = std::io::stderr().lock();
    // A closed standard error is no reason to panic.
    let _ = render::report(diagnostics, &mut err);
}

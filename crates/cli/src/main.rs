//! `metro`: the command-line tool — check and show maps and action-card sets.
//!
//! This is the imperative shell around the libraries: it reads files, renders diagnostics with `miette`, and sets
//! the exit code (0 when everything is valid, 1 when any file has a problem, 2 for a usage error).

mod replay;
mod show;
mod sim;

use std::path::Path;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use metro_data::Diagnostics;
use metro_engine::Registry;
use miette::{LabeledSpan, MietteDiagnostic, NamedSource, Report};

#[derive(Parser)]
#[command(
    name = "metro",
    version,
    about = "Tokyo Metro, Osaka Metro and their variants: tools for maps and card sets"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
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
        #[arg(long, default_value = "auto")]
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let registry = match registry() {
        Ok(registry) => registry,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
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
                    metro_data::load_map(file, text)
                        .map_err(Problems::Diagnostics)
                        .map(|map| {
                            format!(
                                "{file}: {} — {} lines, {} stops, {} stations, {}×{} grid",
                                map.name(),
                                map.lines().len(),
                                map.stops().len(),
                                map.stations().len(),
                                map.columns(),
                                map.rows()
                            )
                        })
                },
            )
        }
        Command::Map(MapCommand::Show { file, color }) => match read_source(&file, registry.map(&file)) {
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
                eprintln!("error: {message}");
                false
            }
        },
        Command::Sim(args) => return sim::main(args, &registry),
        Command::Replay(args) => return replay::main(args, &registry),
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
            format!(
                "{file}: {} — {} columns of {}, {} cards",
                set.name(),
                set.columns().len(),
                set.cards_per_column(),
                set.card_count()
            )
        })
        .map_err(Problems::Diagnostics)
}

/// The file name and text of a path, or of a built-in source when `name` is not a file.
fn read_source(name: &str, builtin: Option<&metro_core::Source>) -> Result<(String, String), String> {
    let path = Path::new(name);
    if path.is_file() {
        return std::fs::read(path)
            .map_err(|e| format!("cannot read {name}: {e}"))
            .and_then(|bytes| String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text")))
            .map(|text| (name.to_string(), text));
    }
    match builtin {
        Some(source) => Ok((source.file.clone(), source.text.clone())),
        None => Err(format!("{name}: no such file, and no built-in of that name")),
    }
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
                    eprintln!("{text}");
                    all_ok = false;
                }
            },
            Err(message) => {
                eprintln!("error: {message}");
                all_ok = false;
            }
        }
    }
    all_ok
}

/// Prints every diagnostic: a plain `file:line:column: message` line, then the source snippet.
fn report(diagnostics: &Diagnostics) {
    eprintln!("{}: {} problem(s)", diagnostics.file, diagnostics.items.len());
    for item in &diagnostics.items {
        eprintln!("{item}");
        let mut diagnostic = MietteDiagnostic::new(item.message.clone())
            .with_label(LabeledSpan::at(item.span.clone(), "here"));
        if let Some(rule) = item.rule {
            diagnostic = diagnostic.with_code(rule);
        }
        let report = Report::new(diagnostic).with_source_code(NamedSource::new(
            diagnostics.file.clone(),
            diagnostics.text.clone(),
        ));
        eprintln!("{report:?}");
    }
}

//! The tables of a run as CSV files (RFC 4180: comma-separated, fields with a comma, quote or line break quoted,
//! quotes doubled), for spreadsheets: the same tables `metro sim --csv DIR` writes and the app exports.
//!
//! Files are created with `create_new`: an export never replaces a file; every table's file is checked to be absent
//! before any is written, and a run checks its folder before its first game ([`prepare_csv_dir`]).

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::locale::tr;

use crate::Aggregates;

/// One table: a file name, a header and rows of text fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The file name, with `.csv`.
    pub file: &'static str,
    /// The column names.
    pub header: Vec<String>,
    /// The rows, each as long as the header.
    pub rows: Vec<Vec<String>>,
}

/// Why an export failed.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// A file of the export is there already: nothing was written.
    #[error("{}", exists(.0))]
    Exists(PathBuf),
    /// The path of the tables' folder is a file (or a FIFO, a device…): nothing was written.
    #[error("{}", tr!("sim-export-not-a-folder", path = .0.display().to_string()))]
    NotAFolder(PathBuf),
    /// A file or folder could not be written.
    #[error("{}", tr!("sim-export-cannot-write", path = path.display().to_string(), error = source.to_string()))]
    Io {
        /// Which.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

/// "PATH exists already; nothing was overwritten", in the current language.
fn exists(path: &Path) -> String {
    tr!("sim-export-exists", path = path.display().to_string())
}

/// A number with four decimals (fixed, so the same run always gives the same bytes).
fn fixed(x: f64) -> String {
    format!("{x:.4}")
}

/// A ratio with four decimals, or empty when there is nothing to divide.
fn ratio(part: f64, whole: u64) -> String {
    if whole == 0 {
        String::new()
    } else {
        fixed(part / whole as f64)
    }
}

/// Every table of a run's aggregates.
pub fn tables(a: &Aggregates) -> Vec<Table> {
    let row = |fields: &[String]| fields.to_vec();
    let header = |names: &[&str]| names.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let lines = Table {
        file: "lines.csv",
        header: header(&["line", "games", "mean", "min", "q1", "median", "q3", "max"]),
        rows: a
            .lines
            .iter()
            .map(|l| {
                let five = l.five_numbers();
                let q = |f: fn(&crate::FiveNumbers) -> f64| {
                    five.as_ref().map_or(String::new(), |v| f(v).to_string())
                };
                row(&[
                    l.line.clone(),
                    l.games().to_string(),
                    fixed(l.mean()),
                    q(|v| v.min),
                    q(|v| v.q1),
                    q(|v| v.median),
                    q(|v| v.q3),
                    q(|v| v.max),
                ])
            })
            .collect(),
    };
    let line_values = Table {
        file: "line_values.csv",
        header: header(&["line", "value", "games"]),
        rows: a
            .lines
            .iter()
            .flat_map(|l| {
                l.counts
                    .iter()
                    .map(|(v, n)| row(&[l.line.clone(), v.to_string(), n.to_string()]))
            })
            .collect(),
    };
    let seats = Table {
        file: "seats.csv",
        header: header(&[
            "seat",
            "games",
            "wins",
            "win_rate",
            "ci_low",
            "ci_high",
            "mean_total",
            "significant",
        ]),
        rows: (0..a.seats.len())
            .map(|seat| {
                let rate = a.win_rate(seat);
                let significant = match a.seat_advantage(seat) {
                    Some(true) => "above",
                    Some(false) => "below",
                    None => "",
                };
                row(&[
                    seat.to_string(),
                    a.games.to_string(),
                    a.seats[seat].wins.to_string(),
                    fixed(rate.rate),
                    fixed(rate.low),
                    fixed(rate.high),
                    fixed(a.mean_total(seat)),
                    significant.to_string(),
                ])
            })
            .collect(),
    };
    let bots = Table {
        file: "bots.csv",
        header: header(&["bot", "seats", "wins", "win_rate", "mean_total"]),
        rows: a
            .bots
            .iter()
            .map(|b| {
                row(&[
                    b.bot.clone(),
                    b.seats.to_string(),
                    b.wins.to_string(),
                    ratio(b.wins as f64, b.seats),
                    fixed(b.mean_total()),
                ])
            })
            .collect(),
    };
    let others = a.other_player_games();
    let kinds = Table {
        file: "kinds.csv",
        header: header(&[
            "kind",
            "winner_per_game",
            "others_per_player_game",
            "winner_games_share",
            "others_games_share",
            "by_winner",
            "by_others",
        ]),
        rows: a
            .kinds
            .iter()
            .map(|k| {
                row(&[
                    k.name.clone(),
                    ratio(k.by_winner as f64, a.games),
                    ratio(k.by_others as f64, others),
                    ratio(k.winner_games as f64, a.games),
                    ratio(k.others_games as f64, others),
                    k.by_winner.to_string(),
                    k.by_others.to_string(),
                ])
            })
            .collect(),
    };
    let length = Table {
        file: "game_length.csv",
        header: header(&["decisions", "games"]),
        rows: a
            .decisions
            .iter()
            .map(|(d, n)| row(&[d.to_string(), n.to_string()]))
            .collect(),
    };
    let rounds = Table {
        file: "rounds.csv",
        header: header(&["rounds", "games"]),
        rows: a
            .rounds
            .iter()
            .map(|(r, n)| row(&[r.to_string(), n.to_string()]))
            .collect(),
    };
    let stations = Table {
        file: "stations.csv",
        header: header(&["station", "name", "payouts", "cash", "value_rise", "pyramids"]),
        rows: a
            .stations
            .iter()
            .enumerate()
            .map(|(i, s)| {
                row(&[
                    i.to_string(),
                    s.name.clone(),
                    s.tally.payouts.to_string(),
                    s.tally.cash.to_string(),
                    s.tally.value_rise.to_string(),
                    s.tally.pyramids.to_string(),
                ])
            })
            .collect(),
    };
    vec![lines, line_values, seats, bots, kinds, length, rounds, stations]
}

/// One CSV field, quoted if it holds a comma, a quote or a line break.
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

impl Table {
    /// Writes the table as CSV: the header, then one line per row, each ended by `\n`.
    pub fn write_csv(&self, out: &mut impl Write) -> std::io::Result<()> {
        for fields in std::iter::once(&self.header).chain(&self.rows) {
            let line: Vec<String> = fields.iter().map(|f| field(f)).collect();
            writeln!(out, "{}", line.join(","))?;
        }
        Ok(())
    }
}

/// The files [`write_csv_dir`] would write into `dir`.
pub fn csv_paths(dir: &Path) -> Vec<PathBuf> {
    // The file names do not depend on the aggregates.
    let names = [
        "lines.csv",
        "line_values.csv",
        "seats.csv",
        "bots.csv",
        "kinds.csv",
        "game_length.csv",
        "rounds.csv",
        "stations.csv",
    ];
    names.iter().map(|n| dir.join(n)).collect()
}

/// Checks that `dir` can take an export: it is a folder or nothing yet, and none of its table files exists yet.
pub fn check_csv_dir(dir: &Path) -> Result<(), ExportError> {
    if dir.symlink_metadata().is_ok() && !dir.is_dir() {
        return Err(ExportError::NotAFolder(dir.to_path_buf()));
    }
    match csv_paths(dir).into_iter().find(|p| p.symlink_metadata().is_ok()) {
        Some(path) => Err(ExportError::Exists(path)),
        None => Ok(()),
    }
}

/// Makes `dir` ready for an export before the run whose tables it will take is played ([`check_csv_dir`]; then the
/// folder is created if missing, and a file is created in it and removed, so that a folder that cannot be written
/// fails now rather than after the games). Returns whether the folder was created (the caller may remove it, empty,
/// should it give up before writing).
pub fn prepare_csv_dir(dir: &Path) -> Result<bool, ExportError> {
    check_csv_dir(dir)?;
    let io = |source| ExportError::Io {
        path: dir.to_path_buf(),
        source,
    };
    let created = dir.symlink_metadata().is_err();
    std::fs::create_dir_all(dir).map_err(io)?;
    // A probe of a name no table has, never one that is there already.
    for n in 0..100 {
        let probe = dir.join(format!(".metro-probe-{}-{n}.tmp", std::process::id()));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&probe)
        {
            Ok(file) => {
                drop(file);
                std::fs::remove_file(&probe).map_err(io)?;
                return Ok(created);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                if created {
                    let _ = std::fs::remove_dir(dir);
                }
                return Err(io(e));
            }
        }
    }
    Ok(created)
}

/// Writes every table of `a` as a CSV file into `dir` (created if missing), never over an existing file: if any
/// table's file exists, nothing is written; should a write fail (the disk full), the tables written so far are
/// removed (they are this export's own). Returns the files written.
pub fn write_csv_dir(dir: &Path, a: &Aggregates) -> Result<Vec<PathBuf>, ExportError> {
    check_csv_dir(dir)?;
    std::fs::create_dir_all(dir).map_err(|source| ExportError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut written = Vec::new();
    for table in tables(a) {
        let path = dir.join(table.file);
        if let Err(e) = write_table(&path, &table, &mut written) {
            for path in &written {
                let _ = std::fs::remove_file(path);
            }
            return Err(e);
        }
    }
    Ok(written)
}

/// Writes one table into a new file at `path`, noted in `written` as soon as it is created.
fn write_table(path: &Path, table: &Table, written: &mut Vec<PathBuf>) -> Result<(), ExportError> {
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|source| match source.kind() {
            std::io::ErrorKind::AlreadyExists => ExportError::Exists(path.to_path_buf()),
            _ => ExportError::Io {
                path: path.to_path_buf(),
                source,
            },
        })?;
    written.push(path.to_path_buf());
    let mut out = std::io::BufWriter::new(file);
    table
        .write_csv(&mut out)
        .and_then(|()| out.flush())
        .map_err(|source| ExportError::Io {
            path: path.to_path_buf(),
            source,
        })
}

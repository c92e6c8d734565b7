//! Named saves: each save gets a new, descriptive file name — map, cards, variant, date and time
//! (`tokyo-osaka-metro-drinks-2026-12-01-1305.json`, a suffix when the name is taken) — and is never written over another
//! file. The menu's list of saves reads each file in the background (at most [`SAVE_CAP`] bytes; a broken file is
//! listed as broken with its reason) and shows map, cards, variant, seats, round and date, newest first; a save of
//! another game is read by the front end's [`OtherGames`] hook, so that nothing here knows that game.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::SystemTime;

use metro_engine::RuleOptions;
use metro_save::{DataSource, SetupRecord};

use super::read::{SAVE_CAP, read_text};
use super::write::write_new;
use crate::paths::SeatKind;

/// The most saves listed (the newest).
pub const LISTED: usize = 500;

/// The short variant name used in file names: `base` without rule options, else the options switched on (rule
/// modules and their options, sorted), e.g. `metro-drinks`, `drink-owner-paid-metro-drinks`.
pub fn variant_slug(options: &RuleOptions) -> String {
    let mut keys: Vec<String> = options.keys().map(slug).collect();
    if keys.is_empty() {
        return "base".into();
    }
    keys.sort();
    let mut joined = keys.join("-");
    joined.truncate(48);
    joined
}

/// A name part made safe for a file name: lowercase ASCII letters and digits, runs of anything else as one `-`,
/// at most 24 characters; `custom` if nothing is left.
pub fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if out.len() >= 24 {
            break;
        }
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-').to_string();
    if out.is_empty() { "custom".into() } else { out }
}

/// The short name of a map or card set: a built-in's key, a custom file's name without its folder and ending.
pub fn source_short_name(source: &DataSource) -> String {
    match source {
        DataSource::Builtin(key) => key.clone(),
        DataSource::Embedded { path, .. } => Path::new(path)
            .file_stem()
            .map_or_else(|| path.clone(), |s| s.to_string_lossy().into_owned()),
    }
}

/// A date and time (UTC) as the calendar has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Civil {
    /// The year.
    pub year: i64,
    /// 1–12.
    pub month: u32,
    /// 1–31.
    pub day: u32,
    /// 0–23.
    pub hour: u32,
    /// 0–59.
    pub minute: u32,
}

impl Civil {
    /// The UTC date and time of a moment (moments before 1970 count as 1970).
    pub fn of(time: SystemTime) -> Civil {
        let secs = time
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()) as i64;
        let days = secs.div_euclid(86_400);
        let rest = secs.rem_euclid(86_400);
        // Howard Hinnant's days-to-civil algorithm.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Civil {
            year,
            month,
            day,
            hour: (rest / 3600) as u32,
            minute: (rest % 3600 / 60) as u32,
        }
    }

    /// `2026-12-01-1305`, for file names.
    pub fn stamp(&self) -> String {
        format!(
            "{:04}-{:02}-{:02}-{:02}{:02}",
            self.year, self.month, self.day, self.hour, self.minute
        )
    }

    /// `2026-12-01 13:05`, for people.
    pub fn display(&self) -> String {
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute
        )
    }
}

/// The file-name stem of a save of this setup made at `time`: `tokyo-osaka-metro-drinks-2026-12-01-1305`.
pub fn save_stem(setup: &SetupRecord, time: SystemTime) -> String {
    format!(
        "{}-{}-{}-{}",
        slug(&source_short_name(&setup.map)),
        slug(&source_short_name(&setup.cards)),
        variant_slug(&setup.options),
        Civil::of(time).stamp()
    )
}

/// Writes a save under a new descriptive name in `folder` (`stem` plus `suffix`, e.g. `-unfinished`); never over
/// another file. Returns the path written.
pub fn write_save(folder: &Path, setup: &SetupRecord, suffix: &str, text: &str) -> std::io::Result<PathBuf> {
    let stem = format!("{}{suffix}", save_stem(setup, SystemTime::now()));
    write_new(folder, &stem, "json", text.as_bytes())
}

/// Reads a save of a game other than Tokyo Metro for the list: from the game's key (`metro_save::game_of`) and the
/// file's text, what the list shows of it; `None` if the front end plays no such game (the file is then read as
/// Tokyo Metro's, which names the game it is of). The front end that plays other games sets it
/// ([`SaveList::set_other_games`]), so that nothing here knows them.
pub type OtherGames = fn(game: &str, text: &str) -> Option<Reading>;

/// What the list shows of a save that reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The game's name, for a game other than Tokyo Metro (`Chicago Express`); `None` for Tokyo Metro.
    pub game: Option<String>,
    /// The map's name.
    pub map: String,
    /// The card set's name.
    pub cards: String,
    /// The variant in words.
    pub variant: String,
    /// The number of seats.
    pub seats: usize,
    /// How many of them are people.
    pub humans: usize,
    /// The round the game stands in, if the save replays.
    pub round: Option<u8>,
    /// Whether the game is over.
    pub over: bool,
    /// The number of decisions made.
    pub actions: usize,
}

/// What is known of a listed save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    /// Not read yet (the background reader is on its way).
    Pending,
    /// Read: its summary, and the reason it will not load, if it will not.
    Read(Summary, Option<String>),
    /// Not a save this app can read, and why.
    Broken(String),
}

/// One save in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveEntry {
    /// The file.
    pub path: PathBuf,
    /// When it was written.
    pub modified: Option<SystemTime>,
    /// What is known of it.
    pub reading: Reading,
}

impl SaveEntry {
    /// The file's name.
    pub fn file_name(&self) -> String {
        self.path
            .file_name()
            .map_or_else(String::new, |f| f.to_string_lossy().into_owned())
    }

    /// When it was written, for people (UTC).
    pub fn date(&self) -> String {
        self.modified
            .map_or_else(|| "?".into(), |t| format!("{} UTC", Civil::of(t).display()))
    }
}

/// Reads one save for the list: the header (setup) for map, cards, variant and seats; a replay for the round. A
/// save of another game is read by `other`, if it knows the game.
pub fn read_entry(path: &Path, registry: &metro_engine::Registry, other: Option<OtherGames>) -> Reading {
    let text = match read_text(path, SAVE_CAP) {
        Ok(text) => text,
        Err(e) => {
            // The list names the file already: the reason alone.
            let reason = e.to_string();
            let prefix = format!("{}: ", path.display());
            return Reading::Broken(
                reason
                    .strip_prefix(&prefix)
                    .map_or(reason.clone(), str::to_string),
            );
        }
    };
    if let Some(other) = other
        && let Ok(game) = metro_save::game_of(&text)
        && game != metro_save::TOKYO_METRO
        && let Some(reading) = other(&game, &text)
    {
        return reading;
    }
    let save = match metro_save::Save::parse(&text) {
        Ok(save) => save,
        Err(e) => return Reading::Broken(e.to_string()),
    };
    let setup = &save.setup;
    let kinds: Vec<SeatKind> = setup.seats.iter().map(|l| SeatKind::from_label(l)).collect();
    let humans = if kinds.len() == setup.players {
        kinds.iter().filter(|&&k| k == SeatKind::Human).count()
    } else {
        setup.players
    };
    let mut summary = Summary {
        game: None,
        map: source_short_name(&setup.map),
        cards: source_short_name(&setup.cards),
        variant: crate::module_pieces::variant_name(&setup.options, registry),
        seats: setup.players,
        humans,
        round: None,
        over: false,
        actions: save.actions.len(),
    };
    // A save whose setup changed is listed as loadable: opening it asks first (`setup_check`).
    match metro_save::load_allowing_changed_setup(&text, registry) {
        Ok(loaded) => {
            summary.map = loaded.game.rules().map().name().to_string();
            summary.cards = loaded.game.rules().cards().name().to_string();
            summary.round = Some(loaded.game.round());
            summary.over = loaded.game.is_over();
            Reading::Read(summary, None)
        }
        Err(e) => Reading::Read(summary, Some(e.to_string())),
    }
}

/// The `*.json` files of a folder with their modification times, newest first, at most [`LISTED`]; and how many
/// more there are.
pub fn list_files(folder: &Path) -> (Vec<(PathBuf, Option<SystemTime>)>, usize) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return (Vec::new(), 0);
    };
    let mut files: Vec<(PathBuf, Option<SystemTime>)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            // Without following a symlink: the reader refuses what is not a regular file, with its reason.
            let modified = std::fs::symlink_metadata(&p).ok().and_then(|m| m.modified().ok());
            (p, modified)
        })
        .collect();
    files.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let more = files.len().saturating_sub(LISTED);
    files.truncate(LISTED);
    (files, more)
}

/// How often the saves folder is looked at for changes (a save copied in while the app runs).
pub const LOOK_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// A folder's modification time (changed by a file added, removed or renamed in it).
fn folder_modified(folder: &Path) -> Option<SystemTime> {
    std::fs::metadata(folder).ok().and_then(|m| m.modified().ok())
}

/// The list of saves, read in the background and filled in as the files are read.
#[derive(Debug, Default)]
pub struct SaveList {
    /// The saves, newest first.
    pub entries: Vec<SaveEntry>,
    /// How many older saves are not listed.
    pub more: usize,
    receiver: Option<Receiver<(usize, Reading)>>,
    /// The folder's modification time when it was listed.
    listed: Option<SystemTime>,
    /// When the folder was last looked at.
    looked: Option<std::time::Instant>,
    /// The reader of saves of other games, if the front end plays any.
    other: Option<OtherGames>,
}

impl SaveList {
    /// Reads saves of other games with `other` from now on, and lists `folder` again with it.
    pub fn set_other_games(&mut self, other: OtherGames, folder: &Path) {
        self.other = Some(other);
        self.refresh(folder);
    }

    /// Lists the saves of `folder` again: the files at once, what they hold as the background reader gets to them.
    pub fn refresh(&mut self, folder: &Path) {
        self.listed = folder_modified(folder);
        let (files, more) = list_files(folder);
        self.more = more;
        self.entries = files
            .iter()
            .map(|(path, modified)| SaveEntry {
                path: path.clone(),
                modified: *modified,
                reading: Reading::Pending,
            })
            .collect();
        let (sender, receiver) = std::sync::mpsc::channel();
        self.receiver = Some(receiver);
        let paths: Vec<PathBuf> = files.into_iter().map(|(p, _)| p).collect();
        let other = self.other;
        let spawned = std::thread::Builder::new()
            .name("metro-saves".into())
            .spawn(move || {
                let registry = crate::catalog::registry();
                for (i, path) in paths.iter().enumerate() {
                    // The list was refreshed or the app closed: nobody reads the rest.
                    if sender.send((i, read_entry(path, &registry, other))).is_err() {
                        return;
                    }
                }
            });
        if let Err(e) = spawned {
            for entry in &mut self.entries {
                entry.reading =
                    Reading::Broken(crate::locale::tr!("saves-reader-failed", error = e.to_string()));
            }
            self.receiver = None;
        }
    }

    /// Lists the folder again if it changed since it was listed (looked at once every [`LOOK_EVERY`]).
    pub fn refresh_if_changed(&mut self, folder: &Path) {
        if self.looked.is_some_and(|t| t.elapsed() < LOOK_EVERY) {
            return;
        }
        self.looked = Some(std::time::Instant::now());
        if folder_modified(folder) != self.listed {
            self.refresh(folder);
        }
    }

    /// Takes in what the background reader found since the last frame; returns whether it is still reading.
    pub fn poll(&mut self) -> bool {
        let Some(receiver) = &self.receiver else {
            return false;
        };
        loop {
            match receiver.try_recv() {
                Ok((i, reading)) => {
                    if let Some(entry) = self.entries.get_mut(i) {
                        entry.reading = reading;
                    }
                }
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Disconnected) => {
                    self.receiver = None;
                    return false;
                }
            }
        }
    }

    /// Whether the background reader is still reading.
    pub fn reading(&self) -> bool {
        self.receiver.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn dates_are_the_calendars() {
        assert_eq!(Civil::of(SystemTime::UNIX_EPOCH).stamp(), "1970-01-01-0000");
        // 2026-12-01 13:05 UTC.
        let t = SystemTime::UNIX_EPOCH + Duration::from_secs(1_796_130_300);
        assert_eq!(Civil::of(t).stamp(), "2026-12-01-1305");
        // A leap day.
        let t = SystemTime::UNIX_EPOCH + Duration::from_secs(951_782_400);
        assert_eq!(Civil::of(t).display(), "2000-02-29 00:00");
    }

    #[test]
    fn save_names_say_map_cards_variant_and_time() {
        let mut setup = SetupRecord::builtin("tokyo", "osaka", 3);
        setup.options.set("rush_hour", true);
        setup.options.set("a_house_rule", true);
        let t = SystemTime::UNIX_EPOCH + Duration::from_secs(1_796_130_300);
        assert_eq!(
            save_stem(&setup, t),
            "tokyo-osaka-a-house-rule-rush-hour-2026-12-01-1305"
        );
        setup.map = DataSource::embedded("/home/me/My Map!!.toml", "");
        setup.options = RuleOptions::new();
        assert_eq!(save_stem(&setup, t), "my-map-osaka-base-2026-12-01-1305");
        assert_eq!(slug(&"x".repeat(1_000_000)).len(), 24);
        assert_eq!(slug("\u{1b}[2J"), "2j");
        assert_eq!(slug("東京"), "custom");
    }
}

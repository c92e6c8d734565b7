//! Where the app keeps its files — settings, the autosave, saves, solo bests and the user's own maps and card
//! sets — and the small records stored there ([`Settings`], [`Bests`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::locale::tr;

/// The app's folders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paths {
    /// Settings (`settings.json`).
    pub config: PathBuf,
    /// The autosave, saves, bests.
    pub data: PathBuf,
    /// The editors' autosaved drafts: `drafts` in the data folder, a folder of its own for a guest app (another app
    /// owns the data folder), so that two apps never write each other's drafts.
    pub drafts: PathBuf,
}

impl Paths {
    /// The user's folders (`~/.config/metro`, `~/.local/share/metro` on Linux); `METRO_APP_HOME`, when set, puts
    /// everything under that one folder.
    pub fn user() -> Paths {
        if let Some(home) = std::env::var_os("METRO_APP_HOME") {
            return Paths::under(PathBuf::from(home));
        }
        match directories::ProjectDirs::from("", "", "metro") {
            Some(dirs) => Paths {
                config: dirs.config_dir().to_path_buf(),
                drafts: dirs.data_dir().join("drafts"),
                data: dirs.data_dir().to_path_buf(),
            },
            None => Paths::under(PathBuf::from("metro-data")),
        }
    }

    /// Everything under one folder (for tests and portable installs).
    pub fn under(root: PathBuf) -> Paths {
        Paths {
            config: root.clone(),
            drafts: root.join("drafts"),
            data: root,
        }
    }

    /// The same folders for a guest app named `id` (`autosave-<id>.json`): its drafts in `drafts/guest-<id>`.
    pub fn for_guest(mut self, id: &str) -> Paths {
        self.drafts = self.data.join("drafts").join(format!("guest-{id}"));
        self
    }

    /// The settings file.
    pub fn settings(&self) -> PathBuf {
        self.config.join("settings.json")
    }

    /// The autosave of the game in progress.
    pub fn autosave(&self) -> PathBuf {
        self.data.join("autosave.json")
    }

    /// The folder of named saves.
    pub fn saves(&self) -> PathBuf {
        self.data.join("saves")
    }

    /// The solo bests.
    pub fn bests(&self) -> PathBuf {
        self.data.join("bests.json")
    }

    /// The user's maps folder: every `*.toml` in it is offered in the menu.
    pub fn maps(&self) -> PathBuf {
        self.data.join("maps")
    }

    /// The user's card-set folder.
    pub fn cards(&self) -> PathBuf {
        self.data.join("cards")
    }
}

/// Writes a file, creating its folder; the text goes to a synced temporary file first and is renamed into place,
/// so a crash or a full disk never leaves half a file ([`crate::store::write::write_replacing`]).
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    crate::store::write::write_replacing(path, text.as_bytes())
}

/// The `*.toml` files of a folder, sorted by name (none if the folder does not exist).
pub fn toml_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "toml"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// What a seat is played by: a person, or a bot at one of four levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at this computer.
    Human,
    /// The easy bot: the heuristic bot's move most of the time, a random legal action the rest (`easy`).
    #[serde(alias = "Random")]
    Easy,
    /// The heuristic bot (`heuristic`).
    #[serde(alias = "Heuristic")]
    Normal,
    /// The search bot, about a second a move on one core (`mcts:1s`).
    Hard,
    /// The search bot, three seconds a move on every core (`mcts:3s:T`).
    Expert,
}

impl SeatKind {
    /// Every kind, for the menu, weakest bot first.
    pub const ALL: [SeatKind; 5] = [
        SeatKind::Human,
        SeatKind::Easy,
        SeatKind::Normal,
        SeatKind::Hard,
        SeatKind::Expert,
    ];

    /// Its name in the menu, in the current language.
    pub fn title(self) -> String {
        match self {
            SeatKind::Human => tr!("seat-human"),
            SeatKind::Easy => tr!("seat-easy-bot"),
            SeatKind::Normal => tr!("seat-normal-bot"),
            SeatKind::Hard => tr!("seat-hard-bot"),
            SeatKind::Expert => tr!("seat-expert-bot"),
        }
    }

    /// What the level means, for the menu's tooltip, in the current language.
    pub fn description(self) -> String {
        match self {
            SeatKind::Human => tr!("seat-human.tooltip"),
            SeatKind::Easy => tr!("seat-easy-bot.tooltip"),
            SeatKind::Normal => tr!("seat-normal-bot.tooltip"),
            SeatKind::Hard => tr!("seat-hard-bot.tooltip"),
            SeatKind::Expert => tr!("seat-expert-bot.tooltip"),
        }
    }

    /// The seat's name on screen and in the log, in the current language: "Player 2", "Player 2 (Hard)" in English
    /// (the same as its [`SeatKind::label`]), "Spieler 2 (Bot, Schwer)" in German.
    pub fn name(self, seat: usize) -> String {
        let seat = seat + 1;
        match self {
            SeatKind::Human => tr!("seat-name", seat = seat),
            SeatKind::Easy => tr!("seat-name-easy", seat = seat),
            SeatKind::Normal => tr!("seat-name-normal", seat = seat),
            SeatKind::Hard => tr!("seat-name-hard", seat = seat),
            SeatKind::Expert => tr!("seat-name-expert", seat = seat),
        }
    }

    /// The level's word in seat labels written into saves ("Hard"), if a bot (the same in every language).
    pub fn level(self) -> Option<&'static str> {
        match self {
            SeatKind::Human => None,
            SeatKind::Easy => Some("Easy"),
            SeatKind::Normal => Some("Normal"),
            SeatKind::Hard => Some("Hard"),
            SeatKind::Expert => Some("Expert"),
        }
    }

    /// The bot's name for `metro_bots::bot_by_name`, if a bot (Expert searches on every core this machine has).
    pub fn bot_name(self) -> Option<String> {
        self.bot_level().map(metro_bots::Level::bot_name)
    }

    /// The bot's level, if a bot.
    pub fn bot_level(self) -> Option<metro_bots::Level> {
        match self {
            SeatKind::Human => None,
            SeatKind::Easy => Some(metro_bots::Level::Easy),
            SeatKind::Normal => Some(metro_bots::Level::Normal),
            SeatKind::Hard => Some(metro_bots::Level::Hard),
            SeatKind::Expert => Some(metro_bots::Level::Expert),
        }
    }

    /// The seat label written into saves: "Player 2" for a person, "Player 2 (Hard)" for a bot; read back by
    /// [`SeatKind::from_label`].
    pub fn label(self, seat: usize) -> String {
        match self.level() {
            None => format!("Player {}", seat + 1),
            Some(level) => format!("Player {} ({level})", seat + 1),
        }
    }

    /// The kind a seat label names; the labels of earlier versions load too ("Player 2 (random bot)" is Easy,
    /// "Player 2 (heuristic bot)" is Normal). A label this app did not write is a person.
    pub fn from_label(label: &str) -> SeatKind {
        let Some(open) = label.rfind('(') else {
            return SeatKind::Human;
        };
        let Some(inner) = label[open + 1..].strip_suffix(')') else {
            return SeatKind::Human;
        };
        match inner.trim().to_ascii_lowercase().as_str() {
            "easy" | "random bot" | "random" => SeatKind::Easy,
            "normal" | "heuristic bot" | "heuristic" | "bot" => SeatKind::Normal,
            "hard" => SeatKind::Hard,
            "expert" => SeatKind::Expert,
            _ => SeatKind::Human,
        }
    }
}

/// One seat in the menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetting {
    /// Who plays it.
    pub kind: SeatKind,
    /// Its colour as `[r, g, b]`.
    pub colour: [u8; 3],
}

/// The player colours offered in the menu (pyramids, meeples, discs).
pub const PLAYER_COLOURS: [([u8; 3], &str); 8] = [
    ([214, 40, 40], "red"),
    ([30, 100, 220], "blue"),
    ([240, 190, 20], "yellow"),
    ([40, 160, 70], "green"),
    ([140, 70, 200], "purple"),
    ([250, 250, 250], "white"),
    ([30, 30, 30], "black"),
    ([240, 120, 30], "orange"),
];

/// The menu's choices, kept between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The chosen map: a built-in key or a file path.
    pub map: String,
    /// The chosen card set: a built-in key or a file path.
    pub cards: String,
    /// Extra map files chosen with the file dialog.
    pub map_files: Vec<String>,
    /// Extra card-set files chosen with the file dialog.
    pub card_files: Vec<String>,
    /// The rule options chosen (rule modules' switches and options), kept at the top level of the file.
    #[serde(flatten)]
    pub options: metro_engine::RuleOptions,
    /// The seats, 1–5.
    pub seats: Vec<SeatSetting>,
    /// The seed typed in the menu; empty for a random one.
    pub seed: String,
    /// Animation speed: steps per second of the train phase and bot moves; 0 = instant.
    pub speed: f32,
    /// The first-game guide was finished or stopped (it is offered in new games until then).
    pub guide_done: bool,
    /// The language chosen in the menu, kept as its code (`"de"`); none (absent in the file, as in settings files
    /// written before the setting existed): the system's ([`metro_lang::Language::from_system`]).
    #[serde(default, with = "language_code", skip_serializing_if = "Option::is_none")]
    pub language: Option<metro_lang::Language>,
}

/// The language setting as its code in the settings file: `"en"`, `"de"`, `"it"`; a code the game does not speak
/// reads as none (follow the system), so that no value of it can make the settings unreadable.
mod language_code {
    use metro_lang::Language;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(language: &Option<Language>, serializer: S) -> Result<S::Ok, S::Error> {
        match language {
            Some(language) => serializer.serialize_str(language.code()),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Language>, D::Error> {
        let value = serde_json::Value::deserialize(deserializer)?;
        Ok(value.as_str().and_then(Language::from_locale))
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            map: "tokyo".into(),
            cards: "tokyo".into(),
            map_files: Vec::new(),
            card_files: Vec::new(),
            options: metro_engine::RuleOptions::new(),
            seats: vec![
                SeatSetting {
                    kind: SeatKind::Human,
                    colour: PLAYER_COLOURS[0].0,
                },
                SeatSetting {
                    kind: SeatKind::Normal,
                    colour: PLAYER_COLOURS[1].0,
                },
                SeatSetting {
                    kind: SeatKind::Normal,
                    colour: PLAYER_COLOURS[2].0,
                },
            ],
            seed: String::new(),
            speed: 4.0,
            guide_done: false,
            language: None,
        }
    }
}

impl Settings {
    /// Writes the settings file (errors are returned for the status line, never fatal).
    pub fn store(&self, paths: &Paths) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        write_atomic(&paths.settings(), &text)
    }
}

/// The best solo totals per map × card set × variant (SO-2), best first, at most [`Bests::KEEP`] each.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bests {
    /// Keyed by "map / card set / variant".
    pub totals: BTreeMap<String, Vec<i32>>,
}

impl Bests {
    /// How many totals are kept per combination.
    pub const KEEP: usize = 5;

    /// Reads the bests file (empty if missing or unreadable).
    pub fn load(paths: &Paths) -> Bests {
        crate::store::read::read_text(&paths.bests(), crate::store::read::SETTINGS_CAP)
            .ok()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Writes the bests file.
    pub fn store(&self, paths: &Paths) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        write_atomic(&paths.bests(), &text)
    }

    /// The key of a combination.
    pub fn key(map: &str, cards: &str, variant: &str) -> String {
        format!("{map} / {cards} / {variant}")
    }

    /// Records a total; returns its rank (0 = new best) if it made the list.
    pub fn record(&mut self, key: &str, total: i32) -> Option<usize> {
        let list = self.totals.entry(key.to_string()).or_default();
        let rank = list.iter().position(|&t| total > t).unwrap_or(list.len());
        if rank >= Bests::KEEP {
            return None;
        }
        list.insert(rank, total);
        list.truncate(Bests::KEEP);
        Some(rank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_labels_round_trip() {
        for kind in SeatKind::ALL {
            assert_eq!(SeatKind::from_label(&kind.label(3)), kind);
        }
    }

    #[test]
    fn the_seat_labels_of_earlier_versions_still_load() {
        assert_eq!(SeatKind::from_label("Player 2 (random bot)"), SeatKind::Easy);
        assert_eq!(SeatKind::from_label("Player 3 (heuristic bot)"), SeatKind::Normal);
        assert_eq!(SeatKind::from_label("Player 1"), SeatKind::Human);
        assert_eq!(SeatKind::from_label("Anna (the host)"), SeatKind::Human);
        assert_eq!(SeatKind::from_label("Player 4 (Expert)"), SeatKind::Expert);
    }

    #[test]
    fn the_language_setting_is_kept_as_its_code_and_old_files_follow_the_system() {
        let mut settings = Settings::default();
        let text = serde_json::to_string(&settings).expect("writes");
        assert!(!text.contains("language"), "no language chosen: none written");
        settings.language = Some(metro_lang::Language::Italian);
        let text = serde_json::to_string(&settings).expect("writes");
        assert!(text.contains(r#""language":"it""#), "{text}");
        let back: Settings = serde_json::from_str(&text).expect("reads");
        assert_eq!(back.language, Some(metro_lang::Language::Italian));
        // a file written before the setting existed, and one naming a language the game does not speak
        let old: Settings = serde_json::from_str(r#"{"seed": "5"}"#).expect("reads");
        assert_eq!((old.language, old.seed.as_str()), (None, "5"));
        for odd in [
            r#"{"language": "fr"}"#,
            r#"{"language": 7}"#,
            r#"{"language": null}"#,
        ] {
            let read: Settings = serde_json::from_str(odd).expect("reads");
            assert_eq!(read.language, None, "{odd}");
        }
    }

    #[test]
    fn seat_names_are_the_saved_labels_in_english_and_translated_elsewhere() {
        metro_lang::with_language(metro_lang::Language::English, || {
            for kind in SeatKind::ALL {
                assert_eq!(kind.name(1), kind.label(1));
            }
        });
        metro_lang::with_language(metro_lang::Language::German, || {
            assert_eq!(SeatKind::Hard.name(1), "Spieler 2 (Bot, Schwer)");
            assert_eq!(SeatKind::Hard.label(1), "Player 2 (Hard)", "saves stay English");
        });
        metro_lang::with_language(metro_lang::Language::Italian, || {
            assert_eq!(SeatKind::Normal.name(2), "Giocatore 3 (Bot, Normale)");
        });
    }

    #[test]
    fn old_settings_name_the_bots_they_had() {
        let old: Vec<SeatKind> = serde_json::from_str(r#"["Human", "Random", "Heuristic"]"#).expect("reads");
        assert_eq!(old, vec![SeatKind::Human, SeatKind::Easy, SeatKind::Normal]);
    }

    #[test]
    fn every_bot_level_names_a_bot() {
        for kind in SeatKind::ALL {
            let name = kind.bot_name();
            assert_eq!(name.is_some(), kind != SeatKind::Human);
            if let Some(name) = name {
                assert!(metro_bots::bot_by_name(&name, 1).is_some(), "{name}");
            }
        }
    }

    // rule SO-2: the best totals are kept per combination, best first.
    #[test]
    fn bests_keep_the_top_totals() {
        let mut bests = Bests::default();
        let key = Bests::key("tokyo", "tokyo", "base");
        for total in [500, 900, 100, 700, 300, 200, 800] {
            bests.record(&key, total);
        }
        assert_eq!(bests.totals[&key], vec![900, 800, 700, 500, 300]);
        assert_eq!(bests.record(&key, 50), None);
        assert_eq!(bests.record(&key, 1000), Some(0));
    }
}

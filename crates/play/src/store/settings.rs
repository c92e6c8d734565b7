//! The settings file read as a stranger may have written it: a regular file of at most [`SETTINGS_CAP`] bytes,
//! then every setting clamped to what its widget can show — a speed of `1e-30`, NaN or -1 steps per second, a
//! megabyte-long seed or path, a thousand extra files — so that no setting can stall the bots or cover the menu.

use std::ops::RangeInclusive;

use crate::paths::{Paths, Settings};
use crate::status::StatusKind;

use super::read::{SETTINGS_CAP, read_text};

/// The animation speed's range, in steps per second (0: instant): the sliders' range.
pub const SPEED: RangeInclusive<f32> = 0.0..=12.0;
/// The slider's step: the slowest speed that is not instant (one bot move every 2.4 s).
pub const SPEED_STEP: f64 = 0.25;
/// The most extra map (or card-set) files remembered.
pub const FILES: usize = 64;
/// The longest path or key remembered, in bytes.
pub const PATH_LENGTH: usize = 4096;
/// The longest seed kept, in characters (a `u64` has 20 digits).
pub const SEED_LENGTH: usize = 20;

/// Reads the settings file: the defaults if it is missing; the defaults and the reason if it cannot be read or is
/// not settings; every setting clamped ([`clamp`]).
pub fn load(paths: &Paths) -> (Settings, Option<StatusKind>) {
    let path = paths.settings();
    let (mut settings, problem) = match read_text(&path, SETTINGS_CAP) {
        Ok(text) => match serde_json::from_str::<Settings>(&text) {
            Ok(settings) => (settings, None),
            Err(e) => (
                Settings::default(),
                Some(StatusKind::NotSettings {
                    path: path.display().to_string(),
                    error: e.to_string(),
                }),
            ),
        },
        Err(e) if e.is_missing() => (Settings::default(), None),
        Err(e) => (
            Settings::default(),
            Some(StatusKind::SettingsUnreadable { error: e.to_string() }),
        ),
    };
    clamp(&mut settings);
    (settings, problem)
}

impl Settings {
    /// Reads the settings file, every setting clamped to its widget's range; the defaults if it is missing or
    /// unreadable ([`crate::store::settings::load`] says why).
    pub fn load(paths: &Paths) -> Settings {
        load(paths).0
    }
}

/// Brings every setting into its widget's range: the speed into [`SPEED`] on the slider's steps (NaN and infinity
/// to the default), 1–5 seats, a seed of at most [`SEED_LENGTH`] characters, keys and paths of at most
/// [`PATH_LENGTH`] bytes, at most [`FILES`] extra files each, without repeats.
pub fn clamp(settings: &mut Settings) {
    let default = Settings::default();
    settings.speed = clamp_speed(settings.speed, default.speed);
    if settings.seats.is_empty() || settings.seats.len() > 5 {
        settings.seats = default.seats;
    }
    if settings.seed.chars().count() > SEED_LENGTH {
        settings.seed.clear();
    }
    if settings.map.len() > PATH_LENGTH {
        settings.map = default.map;
    }
    if settings.cards.len() > PATH_LENGTH {
        settings.cards = default.cards;
    }
    for files in [&mut settings.map_files, &mut settings.card_files] {
        let mut kept: Vec<String> = Vec::new();
        for file in files.drain(..) {
            if kept.len() < FILES && !file.is_empty() && file.len() <= PATH_LENGTH && !kept.contains(&file) {
                kept.push(file);
            }
        }
        *files = kept;
    }
}

/// A speed in [`SPEED`], on the slider's steps; `fallback` for NaN or infinity.
pub fn clamp_speed(speed: f32, fallback: f32) -> f32 {
    if !speed.is_finite() {
        return fallback;
    }
    let clamped = speed.clamp(*SPEED.start(), *SPEED.end());
    let step = SPEED_STEP as f32;
    if clamped > 0.0 && clamped < step {
        return step;
    }
    clamped
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_file(name: &str, text: &str) -> Paths {
        let dir = std::env::temp_dir().join(format!("metro-app-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        let paths = Paths::under(dir);
        std::fs::write(paths.settings(), text).expect("write");
        paths
    }

    #[test]
    fn a_tiny_speed_cannot_stall_the_bots() {
        let (settings, problem) = load(&with_file("tiny", r#"{"speed": 1e-30}"#));
        assert_eq!(problem, None);
        assert_eq!(settings.speed, SPEED_STEP as f32);
        // The bots' wait between moves is 0.6 / speed seconds.
        assert!(0.6 / settings.speed <= 2.4);
    }

    #[test]
    fn every_setting_is_clamped() {
        for (text, speed) in [
            (r#"{"speed": -5}"#, 0.0),
            (r#"{"speed": 1e30}"#, 12.0),
            (r#"{"speed": 3.5}"#, 3.5),
        ] {
            assert_eq!(load(&with_file("speeds", text)).0.speed, speed, "{text}");
        }
        let mut settings = Settings {
            speed: f32::NAN,
            seed: "9".repeat(1_000_000),
            map: "m".repeat(1_000_000),
            map_files: vec!["a.toml".into(); 1000],
            card_files: (0..1000).map(|i| format!("{i}.toml")).collect(),
            seats: Vec::new(),
            ..Settings::default()
        };
        clamp(&mut settings);
        assert_eq!(settings.speed, Settings::default().speed);
        assert_eq!(settings.seed, "");
        assert_eq!(settings.map, "tokyo");
        assert_eq!(settings.map_files, vec!["a.toml".to_string()]);
        assert_eq!(settings.card_files.len(), FILES);
        assert_eq!(settings.seats.len(), 3);
        settings.speed = f32::INFINITY;
        clamp(&mut settings);
        assert_eq!(settings.speed, Settings::default().speed);
    }

    #[test]
    fn settings_that_are_not_settings_give_the_defaults_and_say_why() {
        let (settings, problem) = load(&with_file("broken", "[1, 2"));
        assert_eq!(settings, Settings::default());
        assert!(problem.is_some_and(|p| p.text().contains("not settings")));
        let paths = with_file("folder", "");
        std::fs::remove_file(paths.settings()).expect("rm");
        std::fs::create_dir_all(paths.settings()).expect("mkdir");
        let (settings, problem) = load(&paths);
        assert_eq!(settings, Settings::default());
        assert!(problem.is_some_and(|p| p.text().contains("not a regular file")));
    }
}

//! An autosave that does not load is never lost: at start the folder's owner reads its autosave generations newest
//! first; one that does not load (cut short by a crash, a byte changed, a plugin missing) is set aside under a name
//! nothing rotates (`autosave-unreadable-<date>.json` in the saves folder, listed with the saves), the player is told
//! why, and what can be had of it ([`metro_save::recover`]: the actions up to the last checkpoint that matches, or
//! those a lenient reading gives) is offered to resume — unless an older generation of the same game that loads goes
//! further.

use std::path::{Path, PathBuf};

use metro_engine::Registry;
use metro_save::{Kept, Save};

use super::autosave::generations;
use super::read::{SAVE_CAP, read_text};
use super::saves::Civil;
use super::write::move_new;
use crate::session::Session;
use crate::status::{AutosaveOffer, StatusKind};
use crate::words::clip;

/// What the owner found of its autosave at start.
#[derive(Debug, Default)]
pub struct Found {
    /// The text of the game to offer to resume, if any.
    pub resumable: Option<String>,
    /// What to tell the player, if an autosave did not load.
    pub problem: Option<StatusKind>,
}

/// An autosave generation that did not load: why, where it was set aside (or why it could not be), and what could
/// be recovered of it (if it was read at all).
type Unreadable = (
    String,
    Result<PathBuf, String>,
    Option<Result<metro_save::Recovery, String>>,
);

/// A game that could be resumed: its text, setup and seed, and how many actions it has.
struct Candidate {
    text: String,
    save: Save,
}

impl Candidate {
    fn same_game(&self, other: &Candidate) -> bool {
        self.save.setup == other.save.setup && self.save.seed == other.save.seed
    }
}

/// Reads the autosave generations of `autosave` newest first, up to the first that loads; sets aside each that does
/// not (into `saves`, or beside the autosave if that fails), recovers what it can of the newest of them, and says
/// which game to offer and what to tell.
pub fn look_after(autosave: &Path, saves: &Path, registry: &Registry) -> Found {
    let mut loaded: Option<(Candidate, bool)> = None;
    // The generations that did not load: why, and where each went.
    let mut unreadable: Vec<Unreadable> = Vec::new();
    for path in generations(autosave) {
        let text = read_text(&path, SAVE_CAP);
        let session = match &text {
            Ok(text) => Session::load_checked(text, registry).map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        match session {
            Ok((session, _)) => {
                let over = session.game().is_over();
                let save = session.save().clone();
                let text = text.unwrap_or_default();
                loaded = Some((Candidate { text, save }, over));
                break;
            }
            Err(error) => {
                let set_aside = set_aside(&path, saves);
                let recovery = text
                    .ok()
                    .map(|t| metro_save::recover(&t, registry).map_err(|e| e.to_string()));
                unreadable.push((error, set_aside, recovery));
            }
        }
    }
    let good = loaded.and_then(|(candidate, over)| (!over).then_some(candidate));
    let Some((error, set_aside, recovery)) = unreadable.first() else {
        return Found {
            resumable: good.map(|c| c.text),
            problem: None,
        };
    };
    // What the newest generation that did not load gives: a game not over with at least one action.
    let recovered = match recovery {
        Some(Ok(recovery)) if recovery.actions() > 0 => {
            let text = recovery.save.to_string();
            Session::load_checked(&text, registry)
                .ok()
                .filter(|(s, _)| !s.game().is_over())
                .map(|_| {
                    (
                        recovery,
                        Candidate {
                            text,
                            save: recovery.save.clone(),
                        },
                    )
                })
        }
        _ => None,
    };
    let (resumable, offer) = match (recovered, good) {
        (Some((_, recovered)), Some(older))
            if older.same_game(&recovered) && older.save.actions.len() >= recovered.save.actions.len() =>
        {
            (Some(older.text), AutosaveOffer::Older)
        }
        (Some((recovery, recovered)), _) => {
            let offer = match recovery.kept {
                Kept::ToLastCheckpoint { .. } => AutosaveOffer::ToCheckpoint {
                    kept: recovery.actions(),
                    read: recovery.read,
                },
                _ => AutosaveOffer::Read {
                    kept: recovery.actions(),
                },
            };
            (Some(recovered.text), offer)
        }
        (None, Some(older)) => (Some(older.text), AutosaveOffer::Older),
        (None, None) => {
            let why = match recovery {
                Some(Err(why)) => Some(clip(why, 600)),
                _ => None,
            };
            (None, AutosaveOffer::Nothing { why })
        }
    };
    let name = |p: &PathBuf| {
        p.file_name()
            .map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into_owned())
    };
    let older = unreadable
        .get(1)
        .map(|(_, set_aside, _)| set_aside.as_ref().map(name).map_err(Clone::clone));
    Found {
        resumable,
        problem: Some(StatusKind::AutosaveUnreadable {
            error: clip(error, 1200),
            set_aside: set_aside.as_ref().map(name).map_err(Clone::clone),
            offer,
            older,
        }),
    }
}

/// Moves an autosave generation that did not load to a name nothing rotates: `autosave-unreadable-<date>.json` in
/// the saves folder (or beside it, if the saves folder cannot take it), never over another file. Only a regular
/// file is moved.
fn set_aside(path: &Path, saves: &Path) -> Result<PathBuf, String> {
    let regular = std::fs::symlink_metadata(path).is_ok_and(|m| m.is_file());
    if !regular {
        return Err(crate::locale::tr!("autosave-not-a-file"));
    }
    let stem = format!(
        "autosave-unreadable-{}",
        Civil::of(std::time::SystemTime::now()).stamp()
    );
    move_new(path, saves, &stem, "json")
        .or_else(|_| {
            let beside = path.parent().unwrap_or(Path::new("."));
            move_new(path, beside, &stem, "json")
        })
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_save::{Recorder, SetupRecord};

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("metro-play-unreadable-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    /// A game of 40 actions (the first legal one each time), as its save.
    fn game(registry: &Registry) -> Save {
        let mut recorder =
            Recorder::new(SetupRecord::builtin("tokyo", "tokyo", 2), 5, registry).expect("setup");
        for _ in 0..40 {
            let first = recorder.game().legal_actions()[0];
            recorder.apply(first).expect("legal");
        }
        recorder.into_parts().1
    }

    fn set_aside_files(saves: &Path) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(saves)
            .map(|e| e.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.sort();
        files
    }

    // Issue 28, item 3: an autosave that does not load was ignored without a word, then rotated away by the next game.
    // It is set aside under a name nothing rotates, said, and what can be had of it offered.
    #[test]
    fn an_autosave_cut_short_is_set_aside_told_and_its_complete_actions_offered() {
        let registry = crate::catalog::registry();
        let dir = dir("cut");
        let (autosave, saves) = (dir.join("autosave.json"), dir.join("saves"));
        let text = game(&registry).to_string();
        let cut = text.find("\"checkpoints\"").expect("checkpoints") - 200;
        std::fs::write(&autosave, &text[..cut]).expect("write");
        let found = look_after(&autosave, &saves, &registry);
        assert!(!autosave.exists());
        let aside = set_aside_files(&saves);
        assert_eq!(aside.len(), 1);
        let name = aside[0].file_name().expect("name").to_string_lossy().into_owned();
        assert!(name.starts_with("autosave-unreadable-2"), "{name}");
        assert_eq!(std::fs::read_to_string(&aside[0]).expect("read"), &text[..cut]);
        let Some(StatusKind::AutosaveUnreadable {
            set_aside,
            offer,
            older,
            ..
        }) = &found.problem
        else {
            panic!("{:?}", found.problem)
        };
        assert_eq!(set_aside.as_deref(), Ok(name.as_str()));
        assert!(older.is_none());
        let AutosaveOffer::Read { kept } = offer else {
            panic!("{offer:?}")
        };
        assert!((30..40).contains(kept), "{kept}");
        let resumed = Session::load(found.resumable.as_deref().expect("offered"), &registry).expect("loads");
        assert_eq!(resumed.save().actions.len(), *kept);
        let said = found.problem.as_ref().expect("said").text();
        assert!(
            said.contains(&name) && said.contains("could not be read"),
            "{said}"
        );
    }

    #[test]
    fn an_autosave_whose_checkpoint_fails_offers_the_actions_up_to_the_last_that_matched() {
        let registry = crate::catalog::registry();
        let dir = dir("checkpoint");
        let (autosave, saves) = (dir.join("autosave.json"), dir.join("saves"));
        let mut save = game(&registry);
        save.checkpoints[1].hash.0 ^= 0x10;
        std::fs::write(&autosave, save.to_string()).expect("write");
        let found = look_after(&autosave, &saves, &registry);
        assert!(
            matches!(
                found.problem,
                Some(StatusKind::AutosaveUnreadable {
                    offer: AutosaveOffer::ToCheckpoint { kept: 16, read: 40 },
                    ..
                })
            ),
            "{:?}",
            found.problem
        );
        let resumed = Session::load(found.resumable.as_deref().expect("offered"), &registry).expect("loads");
        assert_eq!(resumed.save().actions[..], save.actions[..16]);
        assert_eq!(set_aside_files(&saves).len(), 1);
    }

    #[test]
    fn an_older_generation_of_the_same_game_that_goes_further_is_offered_and_nothing_is_lost() {
        let registry = crate::catalog::registry();
        let dir = dir("older");
        let (autosave, saves) = (dir.join("autosave.json"), dir.join("saves"));
        let text = game(&registry).to_string();
        std::fs::write(&autosave, &text[..text.len() / 2]).expect("write");
        std::fs::write(super::super::autosave::older_generation(&autosave), &text).expect("write");
        let found = look_after(&autosave, &saves, &registry);
        assert_eq!(found.resumable.as_deref(), Some(text.as_str()));
        assert!(matches!(
            found.problem,
            Some(StatusKind::AutosaveUnreadable {
                offer: AutosaveOffer::Older,
                ..
            })
        ));
        assert!(super::super::autosave::older_generation(&autosave).exists());
        assert_eq!(set_aside_files(&saves).len(), 1);
        // Nothing to be had: said so, and still set aside.
        let dir = self::dir("nothing");
        let (autosave, saves) = (dir.join("autosave.json"), dir.join("saves"));
        std::fs::write(&autosave, "{\"format\": \"metro-save\", \"vers").expect("write");
        let found = look_after(&autosave, &saves, &registry);
        assert!(found.resumable.is_none());
        assert!(
            matches!(
                found.problem,
                Some(StatusKind::AutosaveUnreadable {
                    offer: AutosaveOffer::Nothing { why: Some(_) },
                    ..
                })
            ),
            "{:?}",
            found.problem
        );
        assert_eq!(set_aside_files(&saves).len(), 1);
        // An autosave that loads: nothing said, nothing moved.
        let dir = self::dir("fine");
        let (autosave, saves) = (dir.join("autosave.json"), dir.join("saves"));
        std::fs::write(&autosave, &text).expect("write");
        let found = look_after(&autosave, &saves, &registry);
        assert!(found.problem.is_none());
        assert_eq!(found.resumable.as_deref(), Some(text.as_str()));
        assert!(autosave.exists() && !saves.exists());
    }
}

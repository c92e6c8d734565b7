//! Finished games kept: every game played to its end is written as a save of its own in the saves folder — a few
//! KB, named after its map, cards, variant, date and winner (`tokyo-tokyo-base-2026-12-01-1305-player-2-hard-wins
//! .json`) — so that it is listed with the other saves and can be watched again; only the player deletes it. The
//! file is created new (never over another, [`write_save`]) in a thread of its own, so that a slow disk never holds
//! up a frame; what became of it is taken in by [`Finished::poll`].

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};

use metro_save::SetupRecord;

use super::saves::{slug, write_save};
use crate::session::Session;

/// What became of a finished game's save.
#[derive(Debug)]
pub struct Written {
    /// The game's position when it was written.
    pub position: u64,
    /// The file written, or why not.
    pub result: std::io::Result<PathBuf>,
}

/// The keeper of finished games: whether the game in play is kept already, and the write under way.
#[derive(Debug, Default)]
pub struct Finished {
    /// The game in play is kept (or needs not be: it was loaded finished).
    kept: bool,
    writing: Option<Receiver<Written>>,
}

/// The end of a finished game's file name: `-player-2-hard-wins` (the winner's seat label as saves record it, the
/// same in every language), `-solo` for a solo game.
pub fn winner_suffix(setup: &SetupRecord, winner: usize) -> String {
    if setup.players == 1 {
        return "-solo".into();
    }
    let label = setup
        .seats
        .get(winner)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", winner + 1));
    format!("-{}-wins", slug(&label))
}

impl Finished {
    /// Another game is in play: `over` if it is finished already (a save loaded), so kept.
    pub fn new_game(&mut self, over: bool) {
        self.kept = over;
    }

    /// Keeps the game if it is over and not kept yet: starts writing it in `folder`. Returns whether it started.
    pub fn keep(&mut self, session: &Session, folder: &Path) -> bool {
        if self.kept || !session.game().is_over() {
            return false;
        }
        self.kept = true;
        let setup = session.save().setup.clone();
        let winner = session.game().result().map_or(0, |r| usize::from(r.winner.0));
        let suffix = winner_suffix(&setup, winner);
        let text = session.save_text();
        let position = session.position();
        let folder = folder.to_path_buf();
        let (sender, receiver) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("metro-finished".into())
            .spawn(move || {
                let result = write_save(&folder, &setup, &suffix, &text);
                let _ = sender.send(Written { position, result });
            });
        match spawned {
            Ok(_) => self.writing = Some(receiver),
            Err(e) => {
                // No thread to write in: the failure is told, as a failed write would be.
                let (sender, receiver) = std::sync::mpsc::channel();
                let _ = sender.send(Written {
                    position,
                    result: Err(e),
                });
                self.writing = Some(receiver);
            }
        }
        true
    }

    /// What became of the write under way, once it is done.
    pub fn poll(&mut self) -> Option<Written> {
        let receiver = self.writing.as_ref()?;
        match receiver.try_recv() {
            Ok(written) => {
                self.writing = None;
                Some(written)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.writing = None;
                None
            }
        }
    }

    /// Whether a write is under way.
    pub fn writing(&self) -> bool {
        self.writing.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_is_named_as_saves_record_seats() {
        let mut setup = SetupRecord::builtin("tokyo", "tokyo", 3);
        setup.seats = vec!["Player 1".into(), "Player 2 (Hard)".into(), "Player 3".into()];
        assert_eq!(winner_suffix(&setup, 1), "-player-2-hard-wins");
        assert_eq!(winner_suffix(&setup, 2), "-player-3-wins");
        setup.seats.clear();
        assert_eq!(winner_suffix(&setup, 0), "-player-1-wins");
        let solo = SetupRecord::builtin("tokyo", "tokyo", 1);
        assert_eq!(winner_suffix(&solo, 0), "-solo");
    }
}

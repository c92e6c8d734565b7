//! Replaying a save through the engine and checking its checkpoints ([`Replayer`], [`load`]), and recording a game
//! as it is played ([`Recorder`]).

use metro_engine::Phase;
use metro_engine::{Action, Event, Game, IllegalAction, Registry};

use crate::SaveError;
use crate::format::{Checkpoint, ModuleRecord, Save, SetupRecord};
use crate::hash::StateHash;
use crate::setup_hash::{SetupCheck, SetupHash};

/// A save that loaded and verified: the record, the game it rebuilds, and what its setup hash said.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    /// The save as read.
    pub save: Save,
    /// The game after every action of the save.
    pub game: Game,
    /// Whether the setup matched the save's setup hash: [`SetupCheck::Verified`], or [`SetupCheck::NotRecorded`] for
    /// a version-1 save ([`load`] never returns [`SetupCheck::Changed`]; [`load_allowing_changed_setup`] may).
    pub setup: SetupCheck,
}

/// Reads a save, rebuilds its setup, checks the setup hash, replays every action and checks every checkpoint. A setup
/// that differs from the one the save was written with is refused ([`SaveError::SetupChanged`], naming the parts); a
/// version-1 save, which has no setup hash, loads with [`SetupCheck::NotRecorded`].
pub fn load(text: &str, registry: &Registry) -> Result<LoadedGame, SaveError> {
    let save = Save::read(text, registry)?;
    let replayer = Replayer::new(&save, registry)?;
    // Checked before any action: an edited setup is named as such, not as the illegal action or hash mismatch it
    // may lead to.
    let setup = replayer.setup_check().clone();
    if let SetupCheck::Changed(parts) = setup {
        return Err(SaveError::SetupChanged { parts });
    }
    let game = replayer.finish()?;
    Ok(LoadedGame { save, game, setup })
}

/// Like [`load`], but a setup that differs from the save's setup hash is not an error: the game is replayed and
/// returned with [`SetupCheck::Changed`] naming the parts, for a front end that opens such a save after a warning.
/// Every other check (legality, checkpoints) is made as in [`load`].
pub fn load_allowing_changed_setup(text: &str, registry: &Registry) -> Result<LoadedGame, SaveError> {
    let save = Save::read(text, registry)?;
    let replayer = Replayer::new(&save, registry)?;
    let setup = replayer.setup_check().clone();
    let game = replayer.finish()?;
    Ok(LoadedGame { save, game, setup })
}

/// Replays a save one action at a time, checking each checkpoint as it is reached.
#[derive(Debug)]
pub struct Replayer<'a> {
    save: &'a Save,
    game: Game,
    next: usize,
    checkpoint: usize,
    /// How many checkpoints were compared and matched so far.
    matched: usize,
    setup: SetupCheck,
}

impl<'a> Replayer<'a> {
    /// Checks the checkpoint list's shape, rebuilds the setup and sets up the game, before any action. A checkpoint
    /// after no action is compared with the game as set up (a mismatch is [`SaveError::HashMismatch`]): skipped, it
    /// would stand in the way of every later checkpoint.
    pub fn new(save: &'a Save, registry: &Registry) -> Result<Replayer<'a>, SaveError> {
        check_checkpoints(save)?;
        save.check_modules(registry)?;
        let setup = save.setup.build(registry)?;
        let game = Game::new(setup, save.seed)?;
        let setup = SetupHash::check(save.setup_hash.as_ref(), game.rules());
        let mut replayer = Replayer {
            save,
            game,
            next: 0,
            checkpoint: 0,
            matched: 0,
            setup,
        };
        replayer.check_reached()?;
        Ok(replayer)
    }

    /// Compares the checkpoint that the actions applied so far reach, if one does, and goes on to the next.
    fn check_reached(&mut self) -> Result<(), SaveError> {
        let Some(checkpoint) = self.save.checkpoints.get(self.checkpoint) else {
            return Ok(());
        };
        if checkpoint.after != self.next {
            return Ok(());
        }
        let found = StateHash::of(&self.game);
        if found != checkpoint.hash {
            return Err(SaveError::HashMismatch {
                index: self.checkpoint,
                after: checkpoint.after,
                expected: checkpoint.hash.to_string(),
                found: found.to_string(),
            });
        }
        self.checkpoint += 1;
        self.matched += 1;
        Ok(())
    }

    /// How many of the save's checkpoints were compared with the game replayed and matched so far (after a whole
    /// replay without error, all of them).
    pub fn checkpoints_matched(&self) -> usize {
        self.matched
    }

    /// What the save's setup hash says about the setup the game was rebuilt with (checked before any action). A
    /// caller that must not show a game whose setup was edited checks this first ([`load`] does).
    pub fn setup_check(&self) -> &SetupCheck {
        &self.setup
    }

    /// The game as replayed so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many actions have been applied.
    pub fn position(&self) -> usize {
        self.next
    }

    /// The next action to apply, if any is left.
    pub fn peek(&self) -> Option<Action> {
        self.save.actions.get(self.next).copied()
    }

    /// Applies the next action and checks a checkpoint reached by it; `None` once every action is applied. After an
    /// error the replay stops: the game stays as it was before the failing action (illegal action) or after it
    /// (hash mismatch), and further calls return `None`.
    pub fn step(&mut self) -> Option<Result<Vec<Event>, SaveError>> {
        let action = self.peek()?;
        let index = self.next;
        let events = match self.game.apply(action) {
            Ok(events) => events,
            Err(source) => {
                self.next = self.save.actions.len();
                return Some(Err(self.illegal(index, action, source)));
            }
        };
        self.next += 1;
        if let Err(error) = self.check_reached() {
            self.next = self.save.actions.len();
            return Some(Err(error));
        }
        Some(Ok(events))
    }

    /// Applies every remaining action; the game at the end. Every checkpoint was compared and matched, or it is an
    /// error.
    pub fn finish(mut self) -> Result<Game, SaveError> {
        while let Some(step) = self.step() {
            step?;
        }
        if self.matched != self.save.checkpoints.len() {
            // Not reached by the shape checks (in order, within the list, one after the last action); kept as a
            // refusal so that no checkpoint can go uncompared.
            return Err(SaveError::Checkpoints {
                index: self.matched,
                message: crate::locale::tr!(
                    "error-save-checkpoint-not-compared",
                    after = self.save.checkpoints.get(self.matched).map_or(0, |c| c.after)
                ),
            });
        }
        Ok(self.game)
    }

    fn illegal(&self, index: usize, action: Action, source: IllegalAction) -> SaveError {
        SaveError::Illegal {
            index,
            action: serde_json::to_string(&action).unwrap_or_else(|_| format!("{action:?}")),
            round: self.game.round(),
            phase: crate::locale::tr!(
                "save-phase",
                phase = match self.game.phase() {
                    Phase::TurnOrder => "turn-order",
                    Phase::Movement => "movement",
                    Phase::Actions => "actions",
                    Phase::Trains => "trains",
                    Phase::Ended => "ended",
                }
            ),
            source: Box::new(source),
        }
    }
}

/// Checkpoints must be in increasing order, within the action list, and (when there are actions) include one after
/// the last action, so that a file cut short or with actions removed is refused.
fn check_checkpoints(save: &Save) -> Result<(), SaveError> {
    check_checkpoint_list(&save.checkpoints, save.actions.len())
}

/// [`check_checkpoints`] of any save: `checkpoints` of a list of `count` actions.
pub(crate) fn check_checkpoint_list(checkpoints: &[Checkpoint], count: usize) -> Result<(), SaveError> {
    let mut previous = None;
    for (index, checkpoint) in checkpoints.iter().enumerate() {
        if checkpoint.after > count {
            return Err(SaveError::Checkpoints {
                index,
                message: crate::locale::tr!(
                    "error-save-checkpoint-beyond",
                    after = checkpoint.after,
                    count = count
                ),
            });
        }
        if let Some(p) = previous
            && checkpoint.after <= p
        {
            return Err(SaveError::Checkpoints {
                index,
                message: crate::locale::tr!(
                    "error-save-checkpoint-order",
                    after = checkpoint.after,
                    previous = p
                ),
            });
        }
        previous = Some(checkpoint.after);
    }
    if count > 0 && previous != Some(count) {
        return Err(SaveError::Checkpoints {
            index: checkpoints.len(),
            message: crate::locale::tr!("error-save-no-last-checkpoint", count = count),
        });
    }
    Ok(())
}

/// Follows a game as it is played and records every action it applies.
#[derive(Clone, Debug)]
pub struct Recorder {
    game: Game,
    save: Save,
}

impl Recorder {
    /// Sets up a new game from a setup record and a seed, ready to record.
    pub fn new(setup: SetupRecord, seed: u64, registry: &Registry) -> Result<Recorder, SaveError> {
        let game = Game::new(setup.build(registry)?, seed)?;
        let mut save = Save::record(setup, seed);
        save.setup_hash = Some(SetupHash::of(game.rules()));
        save.modules = ModuleRecord::of(&game);
        Ok(Recorder { game, save })
    }

    /// Records a game the caller has just set up with [`Game::new`] from the setup `setup` describes. (The record
    /// is only as good as that promise: [`load`] will refuse a save whose setup does not match its game.)
    pub fn from_new_game(setup: SetupRecord, game: Game) -> Recorder {
        let mut save = Save::record(setup, game.seed());
        save.setup_hash = Some(SetupHash::of(game.rules()));
        save.modules = ModuleRecord::of(&game);
        Recorder { game, save }
    }

    /// Applies an action and records it; an illegal action changes and records nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let events = self.game.apply(action)?;
        self.save.push(action, &self.game);
        Ok(events)
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record so far.
    pub fn save(&self) -> &Save {
        &self.save
    }

    /// The game and its record.
    pub fn into_parts(self) -> (Game, Save) {
        (self.game, self.save)
    }
}

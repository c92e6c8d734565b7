//! Saves of any game of the platform ([`metro_game::GameState`] with a [`Saved`] setup), format version 3: the
//! game's key, its setup as the game writes it, the seed, every decision with the seat that made it, and the
//! position's hash ([`GameState::hash`]) after every [`CHECKPOINT_EVERY`] decisions and after the last one. Loading
//! replays every decision through `GameState::apply` and compares every checkpoint; every way a file can be wrong
//! is a [`SaveError`] naming what and where (another game, another version, a hash mismatch after `k` actions, an
//! action refused at `k` naming the rule). Nothing here knows any game.

use std::fmt;

use metro_core::limits::MAX_ACTIONS;
use metro_game::record::Saved;
use metro_game::{GameState, Seat, WhyNot};
use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer, Serialize};

use crate::format::{
    Checkpoint, FORMAT, GAME_VERSION, Header, VERSION, compact, json_error, printable_json, within_limits,
    write_list,
};
use crate::hash::StateHash;
use crate::locale::tr;
use crate::{CHECKPOINT_EVERY, SaveError};

/// One saved game of any game: its key, setup, seed, decisions and checkpoints. `S` is the game's saved setup,
/// `A` its action ([`SaveOf`] names both for a game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(
        serialize = "S: Serialize, A: Serialize",
        deserialize = "S: DeserializeOwned, A: Serialize + DeserializeOwned"
    )
)]
pub struct GameSave<S, A> {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`] (3) when written by this crate.
    pub version: u32,
    /// The game's key (`chicago-express`).
    pub game: String,
    /// What the game is set up from, as the game writes it.
    pub setup: S,
    /// The seed of the game.
    pub seed: u64,
    /// Who played each seat, in seat order: `human` or a bot's name (optional: empty when not recorded; at most
    /// [`MAX_SEATS`] entries of at most [`metro_core::limits::MAX_NAME_CHARS`] characters each).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<String>,
    /// Every decision, in order: the seat that made it and its action (at most [`MAX_ACTIONS`], each exactly in
    /// the game's form).
    #[serde(deserialize_with = "strict_decisions")]
    pub actions: Vec<(Seat, A)>,
    /// Position hashes after every [`CHECKPOINT_EVERY`] actions and after the last action, in increasing order.
    pub checkpoints: Vec<Checkpoint>,
}

/// The most entries of a save's `seats`.
pub const MAX_SEATS: usize = 8;

/// What a seat played by a person is recorded as in a save's `seats`.
pub const HUMAN: &str = "human";

/// The save of a game `G`.
pub type SaveOf<G> = GameSave<<G as Saved>::SaveSetup, <G as GameState>::Action>;

impl<S, A> GameSave<S, A> {
    /// An empty record of a game of `game` (its key) about to start: no action yet.
    pub fn record(game: &str, setup: S, seed: u64) -> GameSave<S, A> {
        GameSave {
            format: FORMAT.into(),
            version: VERSION,
            game: game.into(),
            setup,
            seed,
            seats: Vec::new(),
            actions: Vec::new(),
            checkpoints: Vec::new(),
        }
    }

    /// Records a decision just applied; `hash` is the position's hash after it. Keeps a checkpoint after every
    /// [`CHECKPOINT_EVERY`] actions and one after the last action.
    pub fn push(&mut self, seat: Seat, action: A, hash: u64) {
        self.actions.push((seat, action));
        if let Some(last) = self.checkpoints.last()
            && !last.after.is_multiple_of(CHECKPOINT_EVERY)
        {
            // The previous "last action" checkpoint is no longer the last one.
            self.checkpoints.pop();
        }
        self.checkpoints.push(Checkpoint {
            after: self.actions.len(),
            hash: StateHash(hash),
        });
    }
}

impl<S: DeserializeOwned, A: Serialize + DeserializeOwned> GameSave<S, A> {
    /// Reads a save of the game `game` (its key): JSON of the right shape, format, version (3: older saves are
    /// Tokyo Metro's) and game. Does not replay it (see [`load_game`]). A leading byte-order mark is skipped; a text
    /// over the size limit is refused before it is read, and an action list over [`MAX_ACTIONS`] as soon as its
    /// action `MAX_ACTIONS + 1` is met.
    pub fn parse(text: &str, game: &'static str) -> Result<GameSave<S, A>, SaveError> {
        let text = within_limits(text)?;
        let header = Header::read(text)?;
        let found = header.game()?;
        if found != game {
            return Err(SaveError::WrongGame {
                found,
                expected: game,
            });
        }
        if header.version() < GAME_VERSION {
            // Only a save naming its game is another game's (an older save is Tokyo Metro's, refused above).
            return Err(SaveError::NoGame {
                version: header.version(),
            });
        }
        let save: GameSave<S, A> = serde_json::from_str(text).map_err(json_error)?;
        save.check_seats()?;
        Ok(save)
    }
}

impl<S, A> GameSave<S, A> {
    /// Checks the `seats` list: at most [`MAX_SEATS`] entries, each a valid name (1–100 characters, no control
    /// character).
    pub fn check_seats(&self) -> Result<(), SaveError> {
        if self.seats.len() > MAX_SEATS {
            return Err(SaveError::GameSeats {
                count: self.seats.len(),
                limit: MAX_SEATS,
            });
        }
        for (index, label) in self.seats.iter().enumerate() {
            if let Some(problem) = metro_core::text::name_problem("the seat label", label) {
                return Err(SaveError::GameSeat { index, problem });
            }
        }
        Ok(())
    }
}

/// Writes the save as pretty JSON with one decision and one checkpoint per line (see `docs/save-format.md`).
impl<S: Serialize, A: Serialize> fmt::Display for GameSave<S, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setup = serde_json::to_string_pretty(&self.setup).map_err(|_| fmt::Error)?;
        writeln!(f, "{{")?;
        writeln!(f, "  \"format\": {},", compact(&self.format)?)?;
        writeln!(f, "  \"version\": {},", self.version)?;
        writeln!(f, "  \"game\": {},", compact(&self.game)?)?;
        // JSON strings never hold a raw newline, so indenting every line indents the structure only.
        writeln!(f, "  \"setup\": {},", setup.replace('\n', "\n  "))?;
        writeln!(f, "  \"seed\": {},", self.seed)?;
        if !self.seats.is_empty() {
            writeln!(f, "  \"seats\": {},", compact(&self.seats)?)?;
        }
        write_list(f, "actions", self.actions.iter().map(compact), true)?;
        write_list(f, "checkpoints", self.checkpoints.iter().map(compact), false)?;
        writeln!(f, "}}")
    }
}

/// Reads the decisions one at a time: each exactly `[seat, action]` in the game's form (written back, it gives what
/// the file holds), and the list refused as soon as it holds more than [`MAX_ACTIONS`].
fn strict_decisions<'de, D, A>(deserializer: D) -> Result<Vec<(Seat, A)>, D::Error>
where
    D: Deserializer<'de>,
    A: Serialize + DeserializeOwned,
{
    struct Decisions<A>(std::marker::PhantomData<A>);
    impl<'de, A: Serialize + DeserializeOwned> serde::de::Visitor<'de> for Decisions<A> {
        type Value = Vec<(Seat, A)>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "an array of at most {MAX_ACTIONS} [seat, action] pairs")
        }

        fn visit_seq<V: serde::de::SeqAccess<'de>>(self, mut seq: V) -> Result<Self::Value, V::Error> {
            let mut decisions = Vec::new();
            while let Some(value) = seq.next_element::<serde_json::Value>()? {
                if decisions.len() == MAX_ACTIONS {
                    return Err(V::Error::custom(tr!(
                        "error-save-too-many-actions",
                        limit = MAX_ACTIONS
                    )));
                }
                let decision =
                    <(Seat, A)>::deserialize(&value).map_err(|e| V::Error::custom(e.to_string()))?;
                if serde_json::to_value(&decision).ok().as_ref() != Some(&value) {
                    return Err(V::Error::custom(tr!(
                        "error-save-action-not-exact",
                        index = decisions.len(),
                        found = printable_json(&value),
                        action = serde_json::to_string(&decision).unwrap_or_default()
                    )));
                }
                decisions.push(decision);
            }
            Ok(decisions)
        }
    }
    deserializer.deserialize_seq(Decisions(std::marker::PhantomData))
}

/// A save that loaded and verified: the record and the game it rebuilds.
#[derive(Clone, Debug)]
pub struct LoadedSave<G: Saved> {
    /// The save as read.
    pub save: SaveOf<G>,
    /// The game after every decision of the save.
    pub game: G,
}

/// Reads a save of the game `G`, sets the game up from its setup and seed, replays every decision and compares
/// every checkpoint.
pub fn load_game<G: Saved>(text: &str) -> Result<LoadedSave<G>, SaveError> {
    let save = SaveOf::<G>::parse(text, G::INFO.key.as_str())?;
    let game = GameReplayer::<G>::new(&save)?.finish()?;
    Ok(LoadedSave { save, game })
}

/// Replays a save of any game one decision at a time, comparing each checkpoint as it is reached.
pub struct GameReplayer<'a, G: Saved> {
    save: &'a SaveOf<G>,
    game: G,
    next: usize,
    checkpoint: usize,
    matched: usize,
}

impl<'a, G: Saved> GameReplayer<'a, G> {
    /// Checks the checkpoint list's shape and sets the game up, before any decision (a checkpoint after no
    /// decision is compared with the game as set up).
    pub fn new(save: &'a SaveOf<G>) -> Result<GameReplayer<'a, G>, SaveError> {
        crate::replay::check_checkpoint_list(&save.checkpoints, save.actions.len())?;
        let game = G::start(&save.setup, save.seed).map_err(|e| SaveError::Start {
            message: e.to_string(),
        })?;
        let mut replayer = GameReplayer {
            save,
            game,
            next: 0,
            checkpoint: 0,
            matched: 0,
        };
        replayer.check_reached()?;
        Ok(replayer)
    }

    /// Compares the checkpoint that the decisions applied so far reach, if one does, and goes on to the next.
    fn check_reached(&mut self) -> Result<(), SaveError> {
        let Some(checkpoint) = self.save.checkpoints.get(self.checkpoint) else {
            return Ok(());
        };
        if checkpoint.after != self.next {
            return Ok(());
        }
        let found = StateHash(self.game.hash());
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

    /// The game as replayed so far.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many decisions have been applied.
    pub fn position(&self) -> usize {
        self.next
    }

    /// How many checkpoints were compared and matched so far.
    pub fn checkpoints_matched(&self) -> usize {
        self.matched
    }

    /// The next decision to apply, if any is left.
    pub fn peek(&self) -> Option<(Seat, G::Action)> {
        self.save.actions.get(self.next).copied()
    }

    /// Applies the next decision, appending what happened to `events` (not cleared), and compares a checkpoint
    /// reached by it; `None` once every decision is applied. After an error the replay stops: the game stays as it
    /// was before the refused decision (or after it, for a hash mismatch), and further calls return `None`.
    pub fn step(&mut self, events: &mut Vec<G::Event>) -> Option<Result<(), SaveError>> {
        let (seat, action) = self.peek()?;
        let index = self.next;
        if let Err(refusal) = self.game.apply(seat, action, events) {
            self.next = self.save.actions.len();
            return Some(Err(SaveError::Refused {
                index,
                seat: seat.0,
                action: serde_json::to_string(&action).unwrap_or_else(|_| format!("{action:?}")),
                rule: refusal.rule(),
                reason: refusal.to_string(),
            }));
        }
        self.next += 1;
        if let Err(error) = self.check_reached() {
            self.next = self.save.actions.len();
            return Some(Err(error));
        }
        Some(Ok(()))
    }

    /// Applies every remaining decision; the game at the end. Every checkpoint was compared and matched, or it is
    /// an error.
    pub fn finish(mut self) -> Result<G, SaveError> {
        let mut events = Vec::new();
        while let Some(step) = self.step(&mut events) {
            step?;
            events.clear();
        }
        if self.matched != self.save.checkpoints.len() {
            return Err(SaveError::Checkpoints {
                index: self.matched,
                message: tr!(
                    "error-save-checkpoint-not-compared",
                    after = self.save.checkpoints.get(self.matched).map_or(0, |c| c.after)
                ),
            });
        }
        Ok(self.game)
    }
}

/// Follows a game of any kind as it is played and records every decision applied.
pub struct GameRecorder<G: Saved> {
    game: G,
    save: SaveOf<G>,
}

impl<G: Saved> GameRecorder<G> {
    /// Sets a new game up from its saved setup and seed, ready to record.
    pub fn new(setup: G::SaveSetup, seed: u64) -> Result<GameRecorder<G>, SaveError> {
        let game = G::start(&setup, seed).map_err(|e| SaveError::Start {
            message: e.to_string(),
        })?;
        Ok(GameRecorder {
            game,
            save: GameSave::record(G::INFO.key.as_str(), setup, seed),
        })
    }

    /// Applies a seat's decision and records it, appending what happened to `events`; a refused decision changes
    /// and records nothing.
    pub fn apply(
        &mut self,
        seat: Seat,
        action: G::Action,
        events: &mut Vec<G::Event>,
    ) -> Result<(), G::Refusal> {
        self.game.apply(seat, action, events)?;
        self.save.push(seat, action, self.game.hash());
        Ok(())
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The record so far.
    pub fn save(&self) -> &SaveOf<G> {
        &self.save
    }

    /// The game and its record.
    pub fn into_parts(self) -> (G, SaveOf<G>) {
        (self.game, self.save)
    }
}

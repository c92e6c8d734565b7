//! A game looked back on: the functional core of the replay viewer and the end screen's charts. A [`Replay`] holds a
//! save's setup, seed and actions and replays them through the engine — never recomputing a rule — keeping a
//! snapshot of the game at the start of every round and every [`SNAPSHOT_EVERY`] actions, so that seeking to any
//! point replays at most that many actions from the nearest snapshot. It also keeps where play stood after each
//! action (round, phase, who moves: the timeline's marks), the figures charted over the rounds (lines' values,
//! players' cash and what end scoring would pay then), and the narrated log of the whole game.

use std::sync::Arc;

use metro_core::Yen;
use metro_engine::{Game, Phase, PlayerId, Registry, Rules, View};
use metro_save::{Checkpoint, Recorder, Save, SaveError};

use crate::locale::tr;
use crate::paths::SeatKind;
use crate::session::{LogLine, Session};

/// A snapshot at least every this many actions (and at every round start).
pub const SNAPSHOT_EVERY: usize = 32;

/// Why a replay could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The save did not load.
    #[error(transparent)]
    Save(#[from] SaveError),
    /// An action of the record was refused by the engine (a record that was never played).
    #[error("{}", illegal(*.index, .reason, .rule))]
    Illegal {
        /// Its place in the record (0 = the first).
        index: usize,
        /// The engine's reason.
        reason: String,
        /// The rule.
        rule: String,
    },
}

/// "action 3 of the record is not legal there: why (rule)", in the current language.
fn illegal(index: usize, reason: &str, rule: &str) -> String {
    tr!("replay-illegal", index = index, reason = reason, rule = rule)
}

/// Where play stood after some number of actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The round.
    pub round: u8,
    /// The phase.
    pub phase: Phase,
    /// Who was to move.
    pub to_move: Option<PlayerId>,
}

/// The figures of one point of the game, for the charts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figures {
    /// The rounds completed (0 = before the first round ends; the last point may be a round in progress).
    pub rounds: u8,
    /// After how many actions.
    pub at: usize,
    /// Each line's value.
    pub values: Vec<Yen>,
    /// Each player's cash.
    pub cash: Vec<Yen>,
    /// Each player's total if the game ended then (the engine's end scoring, [`Game::score_now`]).
    pub totals: Vec<Yen>,
}

/// Whose eyes the replay shows the game through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewpoint {
    /// Everything: bids before the reveal, the decks' order.
    All,
    /// What one player saw.
    Player(PlayerId),
}

/// A game looked back on, at one point of its timeline.
pub struct Replay {
    save: Save,
    seats: Vec<SeatKind>,
    log: Vec<LogLine>,
    steps: Vec<Step>,
    snapshots: Vec<(usize, Game)>,
    figures: Vec<Figures>,
    at: usize,
    game: Game,
}

impl std::fmt::Debug for Replay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replay")
            .field("actions", &self.save.actions.len())
            .field("at", &self.at)
            .field("snapshots", &self.snapshots.len())
            .finish()
    }
}

impl Replay {
    /// The replay of a save file's text: the save is loaded and verified (every checkpoint) as when opened to play.
    pub fn load(text: &str, registry: &Registry) -> Result<Replay, ReplayError> {
        let session = Session::load(text, registry)?;
        Replay::of_session(&session)
    }

    /// The replay of a game in the app (a finished game, for "Watch the replay"), from its record and its log.
    pub fn of_session(session: &Session) -> Result<Replay, ReplayError> {
        let rules = session.game().rules_arc().clone();
        Replay::new(
            session.save().clone(),
            rules,
            session.seats().to_vec(),
            session.log().to_vec(),
        )
    }

    /// Replays `save`'s actions with `rules`, keeping snapshots, steps and figures; the replay starts at the end.
    pub fn new(
        save: Save,
        rules: Arc<Rules>,
        seats: Vec<SeatKind>,
        log: Vec<LogLine>,
    ) -> Result<Replay, ReplayError> {
        let mut game = Game::with_rules(rules, save.seed);
        let mut steps = Vec::with_capacity(save.actions.len() + 1);
        let mut snapshots = vec![(0, game.clone())];
        let mut figures = vec![figures_of(&game, 0, 0)];
        steps.push(step_of(&game));
        let mut events = Vec::new();
        for (i, &action) in save.actions.iter().enumerate() {
            let round = game.round();
            events.clear();
            game.apply_into(action, &mut events)
                .map_err(|e| ReplayError::Illegal {
                    index: i,
                    reason: e.reason.to_string(),
                    rule: e.rule.to_string(),
                })?;
            let n = i + 1;
            steps.push(step_of(&game));
            let new_round = game.round() != round;
            if new_round || game.is_over() {
                figures.push(figures_of(&game, round, n));
            }
            let last = snapshots.last().map_or(0, |(at, _)| *at);
            if new_round || n - last >= SNAPSHOT_EVERY {
                snapshots.push((n, game.clone()));
            }
        }
        if !game.is_over() {
            // A game in progress: its last point, the round not yet complete.
            let rounds = game.round().saturating_sub(1);
            figures.push(figures_of(&game, rounds, save.actions.len()));
        }
        let at = save.actions.len();
        Ok(Replay {
            save,
            seats,
            log,
            steps,
            snapshots,
            figures,
            at,
            game,
        })
    }

    /// The number of actions of the record.
    pub fn len(&self) -> usize {
        self.save.actions.len()
    }

    /// Whether the record has no action.
    pub fn is_empty(&self) -> bool {
        self.save.actions.is_empty()
    }

    /// The point shown: after how many actions.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The game at the point shown.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// A session that shows the game at the replay's point (shown, not played on).
    pub fn shown_session(&self) -> Session {
        Session::showing(self.save.setup.clone(), self.game.clone(), self.seats.clone())
    }

    /// The record.
    pub fn save(&self) -> &Save {
        &self.save
    }

    /// Who played each seat.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The narrated log of the whole game (each line knows the decision that caused it).
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// The state hashes the save recorded.
    pub fn checkpoints(&self) -> &[Checkpoint] {
        &self.save.checkpoints
    }

    /// How many snapshots are kept.
    pub fn snapshots(&self) -> usize {
        self.snapshots.len()
    }

    /// Where play stood after each number of actions (`steps()[n]` after `n`).
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The figures at the end of every round (and at the last point of a game in progress), first the start.
    pub fn figures(&self) -> &[Figures] {
        &self.figures
    }

    /// Whether the recorded game has ended (its last point is the end).
    pub fn finished(&self) -> bool {
        self.steps.last().is_some_and(|s| s.phase == Phase::Ended)
    }

    /// Shows the game after `n` actions (clamped to the record): from the current point when it lies between the
    /// nearest snapshot and `n`, else from that snapshot.
    pub fn seek(&mut self, n: usize) {
        let n = n.min(self.len());
        if n == self.at {
            return;
        }
        let i = self.snapshots.partition_point(|(at, _)| *at <= n);
        let Some((from, snapshot)) = i.checked_sub(1).and_then(|i| self.snapshots.get(i)) else {
            return;
        };
        if !(self.at > *from && self.at < n) {
            self.game = snapshot.clone();
            self.at = *from;
        }
        while self.at < n {
            let Some(&action) = self.save.actions.get(self.at) else {
                break;
            };
            // Every action was applied once when the replay was made: none is refused now.
            if self.game.apply(action).is_err() {
                break;
            }
            self.at += 1;
        }
    }

    /// The points where a round starts: (round, after how many actions).
    pub fn round_starts(&self) -> Vec<(u8, usize)> {
        self.starts(|a, b| a.round != b.round)
            .into_iter()
            .map(|(n, s)| (s.round, n))
            .collect()
    }

    /// The points where a phase starts: (round, phase, after how many actions).
    pub fn phase_starts(&self) -> Vec<(u8, Phase, usize)> {
        self.starts(|a, b| a.round != b.round || a.phase != b.phase)
            .into_iter()
            .map(|(n, s)| (s.round, s.phase, n))
            .collect()
    }

    fn starts(&self, differ: fn(&Step, &Step) -> bool) -> Vec<(usize, Step)> {
        self.steps
            .iter()
            .enumerate()
            .filter(|(n, s)| *n == 0 || self.steps.get(n - 1).is_some_and(|p| differ(p, s)))
            .map(|(n, s)| (n, *s))
            .collect()
    }

    /// The start of the next phase after the point shown, if any.
    pub fn next_phase(&self) -> Option<usize> {
        self.phase_starts()
            .into_iter()
            .map(|(_, _, n)| n)
            .find(|&n| n > self.at)
    }

    /// The start of the phase the point shown is in, or of the one before if the point is its start.
    pub fn previous_phase(&self) -> Option<usize> {
        self.phase_starts()
            .into_iter()
            .map(|(_, _, n)| n)
            .rfind(|&n| n < self.at)
    }

    /// The viewpoints one may take. A finished game hides nothing any more: all-seeing and every player's view. A
    /// game still being played shows only what its people saw — each human seat's own view — never the bots' secret
    /// bids nor the decks' order, which would tell its players what is still to come.
    pub fn viewpoints(&self) -> Vec<Viewpoint> {
        let players = (0..self.seats.len()).map(|i| PlayerId(i as u8));
        if self.finished() {
            std::iter::once(Viewpoint::All)
                .chain(players.map(Viewpoint::Player))
                .collect()
        } else {
            players
                .filter(|p| self.seats.get(p.0 as usize) == Some(&SeatKind::Human))
                .map(Viewpoint::Player)
                .collect()
        }
    }

    /// What the viewpoint sees at the point shown (a viewpoint not allowed shows the first allowed one; a game of
    /// bots only, unfinished, shows the first seat's view).
    pub fn view(&self, viewpoint: Viewpoint) -> View {
        let allowed = self.viewpoints();
        let viewpoint = if allowed.contains(&viewpoint) {
            viewpoint
        } else {
            allowed.first().copied().unwrap_or(Viewpoint::Player(PlayerId(0)))
        };
        match viewpoint {
            Viewpoint::Player(p) => self.game.view(p),
            Viewpoint::All => {
                let state = self.game.state().clone();
                let bids_made = state.players.iter().map(|p| p.bid.is_some()).collect();
                View {
                    viewer: self.game.to_move().unwrap_or(PlayerId(0)),
                    state,
                    bids_made,
                }
            }
        }
    }

    /// The log lines of what happened up to the point shown.
    pub fn log_so_far(&self) -> &[LogLine] {
        let end = self.log.partition_point(|l| l.decision < self.at);
        &self.log[..end]
    }

    /// The record of a new game that branches from the point shown: the same setup and seed, the actions up to this
    /// point (re-recorded, with their checkpoints), as the text of a save file.
    pub fn branch(&self) -> Result<String, ReplayError> {
        let game = Game::with_rules(self.game.rules_arc().clone(), self.save.seed);
        let mut recorder = Recorder::from_new_game(self.save.setup.clone(), game);
        for (index, &action) in self.save.actions[..self.at].iter().enumerate() {
            recorder.apply(action).map_err(|e| ReplayError::Illegal {
                index,
                reason: e.reason.to_string(),
                rule: e.rule.to_string(),
            })?;
        }
        Ok(recorder.save().to_string())
    }
}

fn step_of(game: &Game) -> Step {
    Step {
        round: game.round(),
        phase: game.phase(),
        to_move: game.to_move(),
    }
}

fn figures_of(game: &Game, rounds: u8, at: usize) -> Figures {
    let state = game.state();
    let totals = match game.result() {
        Some(result) => result.totals.to_vec(),
        None => game.score_now().totals.to_vec(),
    };
    Figures {
        rounds,
        at,
        values: state.lines.iter().map(|l| l.value).collect(),
        cash: state.players.iter().map(|p| p.cash).collect(),
        totals,
    }
}

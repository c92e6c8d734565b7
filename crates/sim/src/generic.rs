//! A run of any game of the platform ([`metro_game::GameState`]), with no code of the game's own: the same runner
//! (threads, reorder buffer, cancelling) and game loop as Tokyo Metro's, each seat played by a [`Chooser`], and a
//! record of the common envelope ([`EnvelopeRecord`]: the seed, every decision, each seat's score and place). A game
//! that tells its own fields ([`metro_game::record::Recorded`]: Chicago Express) is recorded whole by
//! [`run_recorded`] ([`RecordedGame`]: the envelope with the setup, the bots, the winners and the game's fields,
//! one JSON line a game, `docs/chicago-sim-json.md`) and summed up by [`GenericSummary`]. Any game is played by the
//! choosers that know no game, random and flat Monte Carlo ([`chooser_by_name`]), and by its own bots through a
//! [`metro_game::bot::BotMaker`].

use std::sync::Arc;

use metro_bots::threads::Spawner;
use metro_game::record::Recorded;
use metro_game::{GameState, Seat};
use serde::Serialize;

use crate::game_loop::{Buffers, Stopped, play_to_end};
use crate::play::MAX_DECISIONS;
use crate::runner::{Games, Observer, RunInfo, run_games};
use crate::{GameFailure, SimError, bot_seed};

pub use metro_game::bot::{
    BOT_NAMES as CHOOSER_NAMES, Bot as Chooser, FlatBot as SearchChooser, RandomBot as RandomChooser,
    bot_by_name as chooser_by_name,
};

/// Makes the chooser of a seat for a game seed (seeded with [`bot_seed`]`(game seed, seat)` by convention).
pub type Players<G> = Arc<dyn Fn(u64, Seat) -> Box<dyn Chooser<G>> + Send + Sync>;

/// Sets up the game of a seed, in place of `GameState::new_game(setup, seed)` (a game on a custom board, say); the
/// error in the game's words.
pub type Start<G> = Arc<dyn Fn(u64) -> Result<G, String> + Send + Sync>;

/// The players of every seat from a game's bot maker and one bot name per seat, each seeded with
/// [`bot_seed`]`(game seed, seat)`; `None` naming the first name the maker does not know.
pub fn players_by_name<G: GameState + 'static>(
    maker: metro_game::bot::BotMaker<G>,
    names: &[String],
) -> Result<Players<G>, String> {
    if let Some(unknown) = names.iter().find(|name| maker(name, 0).is_none()) {
        return Err(unknown.clone());
    }
    let names: Vec<String> = names.to_vec();
    Ok(Arc::new(move |seed, seat| {
        let chooser_seed = bot_seed(seed, seat.index());
        names
            .get(seat.index())
            .and_then(|name| maker(name, chooser_seed))
            // every name was found above; a seat beyond the names plays at random
            .unwrap_or_else(|| Box::new(RandomChooser::new(chooser_seed)))
    }))
}

/// What a generic run plays: a setup, seeds, games and threads, and who plays each seat.
pub struct GenericConfig<G: GameState> {
    /// The setup of every game.
    pub setup: G::Setup,
    /// Game `i` (from 0) uses seed `seed + i` (wrapping).
    pub seed: u64,
    /// How many games.
    pub games: u64,
    /// Worker threads asked for; the records do not depend on it.
    pub jobs: usize,
    /// How threads are started.
    pub spawner: Spawner,
    /// Who plays each seat.
    pub players: Players<G>,
    /// The bots' names by seat, for the records (empty: not named).
    pub bots: Vec<String>,
    /// Sets up each game in place of `GameState::new_game(&setup, seed)` (`None`: that).
    pub start: Option<Start<G>>,
}

impl<G: GameState> GenericConfig<G> {
    /// `games` games of `setup` from seed 0 on one thread, every seat played uniformly at random.
    pub fn random(setup: G::Setup, games: u64) -> GenericConfig<G> {
        GenericConfig {
            setup,
            seed: 0,
            games,
            jobs: 1,
            spawner: Spawner::system(),
            players: Arc::new(|seed, seat| Box::new(RandomChooser::new(bot_seed(seed, seat.index())))),
            bots: Vec::new(),
            start: None,
        }
    }
}

/// One game's record in the common envelope: the game's key, the seed, every decision and the outcome.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EnvelopeRecord<A> {
    /// The game's key (`chicago-express`).
    pub game: &'static str,
    /// The game's seed.
    pub seed: u64,
    /// Decisions made.
    pub decisions: u32,
    /// Every decision: the seat and its action.
    pub actions: Vec<(Seat, A)>,
    /// Each seat's final score, in the game's unit.
    pub scores: Vec<i64>,
    /// Each seat's place (1 = first; tied seats share a place).
    pub places: Vec<u8>,
}

impl<G> Games for GenericConfig<G>
where
    G: GameState + Send,
    G::Setup: Sync,
    G::Action: Send,
{
    type Record = EnvelopeRecord<G::Action>;
    type Scratch = Buffers<G>;

    fn games(&self) -> u64 {
        self.games
    }

    fn jobs(&self) -> usize {
        self.jobs
    }

    fn spawner(&self) -> &Spawner {
        &self.spawner
    }

    fn play(
        &self,
        index: u64,
        scratch: &mut Buffers<G>,
        stop: &dyn Fn() -> bool,
    ) -> Result<EnvelopeRecord<G::Action>, SimError> {
        self.play_caught(index, scratch, stop).map(|(record, _)| record)
    }
}

impl<G: GameState> GenericConfig<G> {
    /// Plays game `index` to its end: its envelope and the game at the end; a panic is that game's error.
    fn play_caught(
        &self,
        index: u64,
        scratch: &mut Buffers<G>,
        stop: &dyn Fn() -> bool,
    ) -> Result<(EnvelopeRecord<G::Action>, G), SimError> {
        let seed = self.seed.wrapping_add(index);
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.play_game(seed, scratch, stop)
        }))
        .unwrap_or_else(|panic| {
            let message = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            *scratch = Buffers::default();
            Err(SimError::Game {
                seed,
                failure: GameFailure::Panicked(message),
            })
        })
    }

    fn play_game(
        &self,
        seed: u64,
        scratch: &mut Buffers<G>,
        stop: &dyn Fn() -> bool,
    ) -> Result<(EnvelopeRecord<G::Action>, G), SimError> {
        let fail = |failure: GameFailure| SimError::Game { seed, failure };
        let started = match &self.start {
            Some(start) => start(seed),
            None => G::new_game(&self.setup, seed).map_err(|e| e.to_string()),
        };
        let mut game = started.map_err(|e| fail(GameFailure::Setup(e)))?;
        let mut choosers: Vec<Box<dyn Chooser<G>>> =
            (0..game.seats()).map(|s| (self.players)(seed, Seat(s))).collect();
        let mut actions = Vec::new();
        let played = play_to_end(
            &mut game,
            scratch,
            MAX_DECISIONS,
            stop,
            |game: &G, seat, legal| {
                let chooser = choosers
                    .get_mut(seat.index())
                    .ok_or(GameFailure::NoSeat(seat.0))?;
                let i = chooser.choose(game, seat, legal).min(legal.len() - 1);
                actions.push((seat, legal[i]));
                Ok(legal[i])
            },
            |_, _| {},
        );
        let decisions = match played {
            Ok(decisions) => decisions,
            Err(Stopped::Cancelled) => return Err(SimError::Cancelled { done: 0 }),
            Err(Stopped::NoLegalAction(seat)) => {
                return Err(fail(GameFailure::NoActionForSeat(seat.0)));
            }
            Err(Stopped::Choosing(failure)) => return Err(fail(failure)),
            Err(Stopped::Refused { seat, refusal }) => {
                return Err(fail(GameFailure::Refused {
                    seat: seat.0,
                    error: refusal.to_string(),
                }));
            }
            Err(Stopped::TooLong) => return Err(fail(GameFailure::TooLong(MAX_DECISIONS))),
        };
        let outcome = game.outcome().ok_or_else(|| fail(GameFailure::NoResult))?;
        let seats = (0..game.seats()).map(Seat);
        let record = EnvelopeRecord {
            game: G::INFO.key.as_str(),
            seed,
            decisions,
            actions,
            scores: seats.clone().map(|s| outcome.score(s)).collect(),
            places: seats.map(|s| outcome.place(s)).collect(),
        };
        Ok((record, game))
    }
}

/// Plays every game of a generic run and tells `observer` each record in game order, as [`crate::run_observed`]
/// does for Tokyo Metro (the same runner: the records do not depend on the number of threads).
pub fn run_generic<G>(
    config: &GenericConfig<G>,
    observer: &mut impl Observer<EnvelopeRecord<G::Action>>,
) -> Result<RunInfo, SimError>
where
    G: GameState + Send,
    G::Setup: Sync,
    G::Action: Send,
{
    run_games(config, observer)
}

/// One game of a recorded run, as its JSON line writes it (`docs/chicago-sim-json.md`): the common envelope — the
/// game's key, its setup, the bots, the seed, every decision with its seat, each seat's score and place, the winners —
/// with the game's own fields inside (`record`). Field order is the struct's; every number an integer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RecordedGame<S, R, A> {
    /// The game's key (`chicago-express`).
    pub game: &'static str,
    /// The setup as the game states it (players, options, board name).
    pub setup: S,
    /// The bot of each seat.
    pub bots: Vec<String>,
    /// The game's seed.
    pub seed: u64,
    /// Decisions made.
    pub decisions: u32,
    /// Every decision: the seat and its action.
    pub actions: Vec<(Seat, A)>,
    /// Each seat's final score, in the game's unit.
    pub scores: Vec<i64>,
    /// Each seat's place (1 = first; tied seats share a place).
    pub places: Vec<u8>,
    /// The seats in first place (several when tied: each has a share of 1/k of the win).
    pub winners: Vec<u8>,
    /// The game's own fields.
    pub record: R,
    /// Which of the game's facts ([`Recorded::FACTS`]) held: for statistics, not written.
    #[serde(skip)]
    pub facts: u64,
}

/// The record of a game `G` of a recorded run.
pub type RecordOf<G> =
    RecordedGame<<G as Recorded>::SetupRecord, <G as Recorded>::Record, <G as GameState>::Action>;

impl<S: Serialize, R: Serialize, A: Serialize> RecordedGame<S, R, A> {
    /// Writes the game as one JSON object on one line (with its `\n`).
    pub fn write_json_line(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        out.write_all(b"\n")
    }
}

impl<S, R, A> RecordedGame<S, R, A> {
    /// A seat's share of the win: 1/k if it is one of k winners, else 0.
    pub fn win_share(&self, seat: usize) -> f64 {
        if self.winners.contains(&(seat as u8)) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }
}

/// A generic run that records each game whole ([`RecordOf`]).
struct Recording<'a, G: GameState>(&'a GenericConfig<G>);

impl<G> Games for Recording<'_, G>
where
    G: Recorded + Send,
    G::Setup: Sync,
    G::Action: Send,
    G::SetupRecord: Send,
    G::Record: Send,
{
    type Record = RecordOf<G>;
    type Scratch = Buffers<G>;

    fn games(&self) -> u64 {
        self.0.games
    }

    fn jobs(&self) -> usize {
        self.0.jobs
    }

    fn spawner(&self) -> &Spawner {
        &self.0.spawner
    }

    fn play(
        &self,
        index: u64,
        scratch: &mut Buffers<G>,
        stop: &dyn Fn() -> bool,
    ) -> Result<RecordOf<G>, SimError> {
        let (envelope, game) = self.0.play_caught(index, scratch, stop)?;
        let winners = envelope
            .places
            .iter()
            .enumerate()
            .filter(|&(_, &place)| place == 1)
            .map(|(seat, _)| seat as u8)
            .collect();
        let bots = (0..envelope.scores.len())
            .map(|seat| self.0.bots.get(seat).cloned().unwrap_or_default())
            .collect();
        Ok(RecordedGame {
            game: envelope.game,
            setup: game.setup_record(),
            bots,
            seed: envelope.seed,
            decisions: envelope.decisions,
            actions: envelope.actions,
            scores: envelope.scores,
            places: envelope.places,
            winners,
            record: game.record(),
            facts: game.facts(),
        })
    }
}

/// Plays every game of a generic run of a game that records itself and tells `observer` each whole record in game
/// order (the same runner as [`run_generic`]: the records do not depend on the number of threads).
pub fn run_recorded<G>(
    config: &GenericConfig<G>,
    observer: &mut impl Observer<RecordOf<G>>,
) -> Result<RunInfo, SimError>
where
    G: Recorded + Send,
    G::Setup: Sync,
    G::Action: Send,
    G::SetupRecord: Send,
    G::Record: Send,
{
    run_games(&Recording(config), observer)
}

/// Statistics of a recorded run of any game: games per second, decisions per game, the share of the win (ties
/// 1/k) by seat and by bot, the mean score by seat, and how often each of the game's facts held. Filled record by
/// record (nothing is kept per game).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GenericSummary {
    /// Games counted.
    pub games: u64,
    /// Decisions in all.
    pub decisions: u64,
    /// Per seat: the sum of its win shares.
    pub seat_wins: Vec<f64>,
    /// Per seat: the sum of its scores.
    pub seat_scores: Vec<i64>,
    /// Per bot, in the order first met: its name, seats played and the sum of its win shares.
    pub bots: Vec<(String, u64, f64)>,
    /// The game's facts' keys ([`Recorded::FACTS`]) and in how many games each held.
    pub facts: Vec<(&'static str, u64)>,
    /// Wall-clock time of the run.
    pub elapsed: std::time::Duration,
    /// Worker threads that played.
    pub jobs: usize,
}

impl GenericSummary {
    /// No game yet, for a game with these facts.
    pub fn new(facts: &[&'static str]) -> GenericSummary {
        GenericSummary {
            facts: facts.iter().map(|&key| (key, 0)).collect(),
            ..GenericSummary::default()
        }
    }

    /// Counts one game.
    pub fn add<S, R, A>(&mut self, record: &RecordedGame<S, R, A>) {
        self.games += 1;
        self.decisions += u64::from(record.decisions);
        let seats = record.scores.len();
        if self.seat_wins.len() < seats {
            self.seat_wins.resize(seats, 0.0);
            self.seat_scores.resize(seats, 0);
        }
        for seat in 0..seats {
            let share = record.win_share(seat);
            self.seat_wins[seat] += share;
            self.seat_scores[seat] += record.scores[seat];
            let bot = record.bots.get(seat).map_or("", String::as_str);
            match self.bots.iter_mut().find(|(name, _, _)| name == bot) {
                Some((_, played, wins)) => {
                    *played += 1;
                    *wins += share;
                }
                None => self.bots.push((bot.to_string(), 1, share)),
            }
        }
        for (i, (_, held)) in self.facts.iter_mut().enumerate() {
            if i < 64 && record.facts & (1 << i) != 0 {
                *held += 1;
            }
        }
    }

    /// Notes the run's time and threads.
    pub fn finish(&mut self, elapsed: std::time::Duration, jobs: usize) {
        self.elapsed = elapsed;
        self.jobs = jobs;
    }

    /// Games per second (0 for no time).
    pub fn games_per_second(&self) -> f64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 {
            self.games as f64 / seconds
        } else {
            0.0
        }
    }

    /// Mean decisions a game.
    pub fn decisions_per_game(&self) -> f64 {
        ratio(self.decisions as f64, self.games)
    }

    /// A seat's share of the wins (ties 1/k).
    pub fn seat_win_share(&self, seat: usize) -> f64 {
        ratio(self.seat_wins.get(seat).copied().unwrap_or(0.0), self.games)
    }

    /// A seat's mean score.
    pub fn seat_mean_score(&self, seat: usize) -> f64 {
        ratio(
            self.seat_scores.get(seat).copied().unwrap_or(0) as f64,
            self.games,
        )
    }

    /// The share of the games in which fact `i` held.
    pub fn fact_share(&self, i: usize) -> f64 {
        ratio(self.facts.get(i).map_or(0, |f| f.1) as f64, self.games)
    }
}

/// `sum / count`, 0 for no count.
fn ratio(sum: f64, count: u64) -> f64 {
    if count == 0 { 0.0 } else { sum / count as f64 }
}

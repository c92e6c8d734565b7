//! A run of any game of the platform ([`metro_game::GameState`]), with no code of the game's own: the same runner
//! (threads, reorder buffer, cancelling) and game loop as Tokyo Metro's, each seat played by a [`Chooser`], and a
//! record of the common envelope ([`EnvelopeRecord`]: the seed, every decision, each seat's score and place). A
//! game's own fields inside the envelope (Tokyo Metro's lines and payouts, Chicago Express's companies) are later
//! work; so are `metro sim --game` and the games' own bots behind the interface. Any game is played by the
//! choosers that know no game: random and flat Monte Carlo ([`chooser_by_name`]).

use std::sync::Arc;

use metro_bots::threads::Spawner;
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
}

impl<G: GameState> GenericConfig<G> {
    fn play_game(
        &self,
        seed: u64,
        scratch: &mut Buffers<G>,
        stop: &dyn Fn() -> bool,
    ) -> Result<EnvelopeRecord<G::Action>, SimError> {
        let fail = |failure: GameFailure| SimError::Game { seed, failure };
        let mut game = G::new_game(&self.setup, seed).map_err(|e| fail(GameFailure::Setup(e.to_string())))?;
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
        Ok(EnvelopeRecord {
            game: G::INFO.key.as_str(),
            seed,
            decisions,
            actions,
            scores: seats.clone().map(|s| outcome.score(s)).collect(),
            places: seats.map(|s| outcome.place(s)).collect(),
        })
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

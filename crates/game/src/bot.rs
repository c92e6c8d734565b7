//! Computer players of any game: a [`Bot`] picks a place in its seat's legal list, so it can never make an illegal
//! move. Two know no game — uniformly random ([`RandomBot`]) and flat Monte Carlo ([`FlatBot`]) — and are found by
//! name with [`bot_by_name`]; a game's own bots (Chicago Express's heuristic, Tokyo Metro's) implement the same trait
//! in the game's crates, and a driver that knows a game's bots by name takes a [`BotMaker`] for them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::playout::{Picks, Scratch};
use crate::search::{Budget, FlatMonteCarlo, Search};
use crate::{GameState, Seat};

/// A seat's computer player: picks a place in the seat's legal list (deterministic given its seed).
pub trait Bot<G: GameState>: Send {
    /// The place in `legal` (not empty) of the action `seat` takes in `game`.
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> usize;

    /// Hands the bot the signal that abandons its next decisions (see [`StopSignal`]). By default a bot decides
    /// quickly and ignores it; a searching bot stops searching when it is raised. A stopped decision is still a
    /// legal one, but no longer reproducible: drivers raise it only when they will drop the answer.
    fn set_stop_signal(&mut self, _stop: StopSignal) {}
}

/// A signal that asks a bot thinking on another thread to give up: the driver that no longer needs the answer (a
/// new game, an undo, a load) raises it, and a searching bot stops at its next playout and answers at once.
#[derive(Clone, Debug, Default)]
pub struct StopSignal(Arc<AtomicBool>);

impl StopSignal {
    /// A signal not raised yet.
    pub fn new() -> StopSignal {
        StopSignal::default()
    }

    /// Asks the bot to stop.
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the bot was asked to stop.
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// The seed of the bot in `seat` of a game with seed `game_seed`: `game_seed × 0x9E3779B97F4A7C15 + seat + 1`
/// (wrapping), so that no two seats of nearby games share a seed. Every driver seeds its bots with it (`metro sim`,
/// `metro check`, the tables of the app and the server), so a game played with the same bots is the same game
/// wherever it is played.
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(seat as u64 + 1)
}

/// The seed of a seat's bot made anew at decision `decision` of the game (a driver that abandoned its bot's thread
/// mid-thought): [`bot_seed`] mixed with the decision number, so that the bot is still reproducible from the game.
pub fn bot_seed_at(game_seed: u64, seat: usize, decision: usize) -> u64 {
    bot_seed(game_seed, seat) ^ (decision as u64 + 1).wrapping_mul(0x2545_f491_4f6c_dd1d)
}

/// Finds a game's bot by its name, seeded; `None` for a name it does not know.
pub type BotMaker<G> = fn(name: &str, seed: u64) -> Option<Box<dyn Bot<G>>>;

/// Every legal action equally likely.
#[derive(Clone, Debug)]
pub struct RandomBot(Picks);

impl RandomBot {
    /// A random bot with a seed.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot(Picks::new(seed))
    }
}

impl<G: GameState> Bot<G> for RandomBot {
    fn choose(&mut self, _game: &G, _seat: Seat, legal: &[G::Action]) -> usize {
        self.0.below(legal.len())
    }
}

/// Flat Monte Carlo over determinisations ([`FlatMonteCarlo`]), knowing no game.
pub struct FlatBot<G: GameState> {
    search: FlatMonteCarlo,
    scratch: Scratch<G>,
}

impl<G: GameState> FlatBot<G> {
    /// A searcher playing `playouts` random playouts per legal action, with a seed.
    pub fn new(playouts: u32, seed: u64) -> FlatBot<G> {
        FlatBot {
            search: FlatMonteCarlo::new(playouts, seed),
            scratch: Scratch::default(),
        }
    }
}

impl<G> Bot<G> for FlatBot<G>
where
    G: GameState,
    G::Action: Send,
    G::Event: Send,
{
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> usize {
        self.search.choose(game, seat, legal, &mut self.scratch)
    }
}

/// Proposes the candidate actions a search weighs among a seat's legal list: places in the list, into a buffer
/// (cleared first). Empty means every legal action.
pub type Candidates<G> = Box<dyn FnMut(&G, Seat, &[<G as GameState>::Action], &mut Vec<usize>) + Send>;

/// A search bot of any game ([`Search`]: a budget, UCB1, determinisations), its playouts played by a bot of the
/// caller's for every seat (a game's heuristic), its candidates proposed by the caller (a game's bot knows which
/// of a long list are worth weighing) and at most `cap` of them: past the cap, the playout bot's own choice and
/// places spread evenly over the rest.
pub struct SearchBot<G: GameState> {
    search: Search,
    playout: Box<dyn Bot<G>>,
    candidates: Option<Candidates<G>>,
    cap: usize,
    chosen: Vec<usize>,
    scratch: Scratch<G>,
}

impl<G: GameState> SearchBot<G> {
    /// A search bot with a budget a move and a seed, its playouts played by `playout` for every seat; every legal
    /// action a candidate up to 24 of them.
    pub fn new(budget: Budget, seed: u64, playout: Box<dyn Bot<G>>) -> SearchBot<G> {
        SearchBot {
            search: Search::new(budget, seed),
            playout,
            candidates: None,
            cap: 24,
            chosen: Vec::new(),
            scratch: Scratch::default(),
        }
    }

    /// The same bot with the caller's proposer of candidates.
    pub fn with_candidates(mut self, candidates: Candidates<G>) -> SearchBot<G> {
        self.candidates = Some(candidates);
        self
    }

    /// The same bot weighing at most `cap` candidates (at least 1).
    pub fn with_cap(mut self, cap: usize) -> SearchBot<G> {
        self.cap = cap.max(1);
        self
    }

    /// The same bot with another search (another exploration constant).
    pub fn with_search(mut self, search: Search) -> SearchBot<G> {
        self.search = search;
        self
    }

    /// The search, for its counts (playouts played).
    pub fn search(&self) -> &Search {
        &self.search
    }

    /// The candidates for a decision into `self.chosen`: the proposer's, or every legal place, cut to the cap.
    fn propose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) {
        self.chosen.clear();
        if let Some(propose) = self.candidates.as_mut() {
            propose(game, seat, legal, &mut self.chosen);
            self.chosen.retain(|&i| i < legal.len());
            let mut seen = 0u128;
            self.chosen.retain(|&i| {
                // the first of repeated places (places past 127 are kept as they come)
                let bit = 1u128.checked_shl(i as u32).unwrap_or(0);
                let new = seen & bit == 0;
                seen |= bit;
                new
            });
        }
        if self.chosen.is_empty() {
            self.chosen.extend(0..legal.len());
        }
        if self.chosen.len() > self.cap {
            let own = self.playout.choose(game, seat, legal);
            let all = std::mem::take(&mut self.chosen);
            self.chosen.push(own);
            let step = all.len() as f64 / self.cap as f64;
            let mut k = 0.0;
            while self.chosen.len() < self.cap && (k as usize) < all.len() {
                let i = all[k as usize];
                if i != own {
                    self.chosen.push(i);
                }
                k += step;
            }
        }
    }
}

impl<G> Bot<G> for SearchBot<G>
where
    G: GameState,
    G::Action: Send,
    G::Event: Send,
{
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> usize {
        if legal.len() < 2 {
            return 0;
        }
        self.propose(game, seat, legal);
        let chosen = std::mem::take(&mut self.chosen);
        let place = self.search.choose(
            game,
            seat,
            legal,
            &chosen,
            self.playout.as_mut(),
            &mut self.scratch,
        );
        self.chosen = chosen;
        place
    }

    fn set_stop_signal(&mut self, stop: StopSignal) {
        self.search.set_stop_signal(stop);
    }
}

/// The names of the bots that play any game: `random`, and `flat:N` (flat Monte Carlo, N random playouts per legal
/// action, N ≥ 1).
pub const BOT_NAMES: &[&str] = &["random", "flat:N"];

/// A bot that plays any game, by its name (see [`BOT_NAMES`]), seeded; `None` for a name it does not know.
pub fn bot_by_name<G>(name: &str, seed: u64) -> Option<Box<dyn Bot<G>>>
where
    G: GameState + 'static,
    G::Action: Send,
    G::Event: Send,
{
    if name == "random" {
        return Some(Box::new(RandomBot::new(seed)));
    }
    let playouts: u32 = name.strip_prefix("flat:")?.parse().ok().filter(|&n| n >= 1)?;
    Some(Box::new(FlatBot::<G>::new(playouts, seed)))
}

//! Chicago Express's computer players behind the platform's [`Bot`] trait, found by name ([`bot_by_name`], a
//! [`metro_game::bot::BotMaker`]): uniformly random and flat Monte Carlo (the platform's, knowing no game), the
//! westward playout policy, the [`heuristic`] bot that knows the game, and the search bot — the platform's
//! [`SearchBot`] (UCB1 over determinisations) with the heuristic as its playout policy for every seat and as the
//! proposer of its candidates.

pub mod heuristic;

use std::time::Duration;

use metro_game::Seat;
use metro_game::bot::{Bot, Candidates, SearchBot};
use metro_game::search::Budget;

use crate::action::Action;
use crate::game::Game;
use crate::policy::{Policy, WestwardPolicy};
use crate::state::Pending;

pub use heuristic::{HeuristicBot, Params};

/// The names of Chicago Express's bots: `random`, `westward` (random, building toward Chicago), `heuristic`,
/// `flat:N` (flat Monte Carlo, N random playouts per legal action), `search` (1000 ms a move), `search:MS` (MS
/// milliseconds a move) and `search-n:N` (N playouts a move: reproducible).
pub const BOT_NAMES: &[&str] = &[
    "random",
    "westward",
    "heuristic",
    "flat:N",
    "search",
    "search:MS",
    "search-n:N",
];

/// A Chicago Express bot by its name (see [`BOT_NAMES`]), seeded; `None` for a name it does not know. A
/// [`metro_game::bot::BotMaker`].
pub fn bot_by_name(name: &str, seed: u64) -> Option<Box<dyn Bot<Game>>> {
    match name {
        "westward" => return Some(Box::new(WestwardBot::new(seed))),
        "heuristic" => return Some(Box::new(HeuristicBot::new(seed))),
        "search" => {
            return Some(Box::new(search_bot(
                Budget::Time(Duration::from_millis(1000)),
                seed,
            )));
        }
        _ => {}
    }
    if let Some(ms) = name.strip_prefix("search:") {
        let ms: u64 = ms.parse().ok().filter(|&n| n >= 1)?;
        return Some(Box::new(search_bot(
            Budget::Time(Duration::from_millis(ms)),
            seed,
        )));
    }
    if let Some(n) = name.strip_prefix("search-n:") {
        let n: u32 = n.parse().ok().filter(|&n| n >= 1)?;
        return Some(Box::new(search_bot(Budget::Playouts(n), seed)));
    }
    metro_game::bot::bot_by_name::<Game>(name, seed)
}

/// How many candidates the search weighs at most in a turn (the heuristic's best).
const TURN_CANDIDATES: usize = 10;

/// The search bot: UCB1 over the candidates the heuristic proposes, its playouts played by a noisier heuristic for
/// every seat.
pub fn search_bot(budget: Budget, seed: u64) -> SearchBot<Game> {
    let playout = HeuristicBot::with_params(Params::playout(), seed ^ 0x9E37_79B9_7F4A_7C15);
    SearchBot::new(budget, seed, Box::new(playout))
        .with_candidates(candidates(seed))
        .with_cap(TURN_CANDIDATES)
}

/// The search's candidates: in an auction, passing, the lowest bid and a few higher (a bid above the lowest
/// puts more money in the company's treasury); in a turn, the heuristic's best; in a building action, stopping and
/// every placement the heuristic ranks best.
pub fn candidates(seed: u64) -> Candidates<Game> {
    let mut heuristic = HeuristicBot::with_params(
        Params {
            noise: 0.0,
            ..Params::default()
        },
        seed,
    );
    Box::new(
        move |game: &Game, seat: Seat, legal: &[Action], out: &mut Vec<usize>| {
            out.clear();
            match game.state().pending() {
                Pending::Auction(_) => {
                    // legal[0] is Pass, legal[1..] the bids from the lowest up, one dollar apart
                    out.extend([0, 1, 3, 6].into_iter().filter(|&i| i < legal.len()));
                }
                _ => heuristic.best_places(game, seat, legal, TURN_CANDIDATES, out),
            }
        },
    )
}

/// The westward policy ([`WestwardPolicy`]) as a bot: the board comes from the game at its first decision.
#[derive(Clone, Debug)]
pub struct WestwardBot {
    seed: u64,
    policy: Option<WestwardPolicy>,
}

impl WestwardBot {
    /// A westward bot with a seed.
    pub fn new(seed: u64) -> WestwardBot {
        WestwardBot { seed, policy: None }
    }
}

impl Bot<Game> for WestwardBot {
    fn choose(&mut self, game: &Game, _seat: Seat, legal: &[Action]) -> usize {
        let seed = self.seed;
        self.policy
            .get_or_insert_with(|| WestwardPolicy::new(game.board(), seed))
            .choose(game, legal)
    }
}
